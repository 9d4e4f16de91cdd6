/**
 * The relay's metrics: counters and gauges kept in the process, read as a
 * typed snapshot (`relay.metrics.snapshot()`) or in the Prometheus text
 * exposition format (`GET /metrics`). Most counters follow the relay's log
 * events (`observe`); the rest are called directly by the parts that know
 * (the store's log stats, a fleet's forwarding and failover).
 *
 * Hand-written rather than prom-client: a relay needs a dozen series, a typed
 * snapshot first, no global registry, and no runtime dependency for it.
 */
import type { ReplayGap } from '../transport/relay-envelope.js';
import { RelayCloseCodes } from '../transport/relay-envelope.js';
import type { LeaseLossReason, RelayLogEvent } from './relay-log.js';
import type { LogStats, StoreHealth } from './store.js';

/** Why a client was told about a replay gap. */
export type ReplayGapReason =
  /** A reattach found entries after its watermark gone from the log (the bound, or an outage). */
  | 'log'
  /** The store was unreachable for longer than the write buffer held (counted as it happens). */
  | 'outage'
  /** The session's owner died; a new upstream (generation) took over. */
  | 'failover';

/** Upper bounds (ms) of the forward-latency histogram's buckets. */
export const FORWARD_LATENCY_BUCKETS_MS: readonly number[] = [
  0.5, 1, 2.5, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000,
];

export interface LatencyHistogram {
  readonly count: number;
  readonly sumMs: number;
  /** Cumulative counts: observations <= `leMs` (the last bucket is +Inf). */
  readonly buckets: readonly { readonly leMs: number; readonly count: number }[];
}

/** What `relay.metrics.snapshot()` returns. */
export interface RelayMetricsSnapshot {
  readonly nodeId: string;
  /** Sessions whose upstream runs in this process. */
  readonly sessions: number;
  /** Client connections attached here (to a local session, or forwarded to its owner). */
  readonly attachedClients: number;
  /** Retained log bytes / entries of this node's sessions (as the store last reported them). */
  readonly logBytes: number;
  readonly logMessages: number;
  /** Bytes of server messages logged since start. */
  readonly loggedBytesTotal: number;
  readonly sessionsStarted: number;
  readonly sessionsEnded: number;
  readonly attaches: { readonly fresh: number; readonly reattached: number };
  readonly replayGaps: Readonly<Record<ReplayGapReason, number>>;
  /** Sessions this node took over from a dead owner. */
  readonly failovers: number;
  /** Sessions this node stopped running because it lost their lease (fenced), by reason. */
  readonly leaseLosses: Readonly<Record<LeaseLossReason, number>>;
  /** Client message -> owner node, when the client is attached to another node. */
  readonly forwardLatency: LatencyHistogram;
  readonly slowClients: number;
  readonly storeErrors: number;
  /** Handshakes refused, by HTTP status. */
  readonly rejectedConnections: Readonly<Record<string, number>>;
  readonly store: StoreHealth;
}

/** What the metrics read from the relay at snapshot time. */
export interface RelayGaugeSource {
  sessions(): number;
  attachedClients(): number;
  storeHealth(): StoreHealth;
}

/** The health of a store that does not report one (the memory store). */
export const readyStore = (since: number): StoreHealth => ({
  state: 'ready',
  since,
  bufferedOps: 0,
  bufferedBytes: 0,
  overflowedSessions: 0,
});

export class RelayMetrics {
  private sessionsStarted = 0;
  private sessionsEnded = 0;
  private fresh = 0;
  private reattached = 0;
  private readonly gaps: Record<ReplayGapReason, number> = { log: 0, outage: 0, failover: 0 };
  private failovers = 0;
  private readonly leaseLosses: Record<LeaseLossReason, number> = {
    claimed: 0,
    gone: 0,
    expired: 0,
    stale_write: 0,
  };
  private slowClients = 0;
  private storeErrors = 0;
  private loggedBytes = 0;
  private readonly rejected = new Map<number, number>();
  private readonly logs = new Map<string, { bytes: number; count: number }>();
  private latencyCount = 0;
  private latencySum = 0;
  private readonly latencyBuckets = new Array<number>(FORWARD_LATENCY_BUCKETS_MS.length + 1).fill(
    0,
  );
  private source: RelayGaugeSource = {
    sessions: () => 0,
    attachedClients: () => 0,
    storeHealth: () => readyStore(0),
  };

  constructor(readonly nodeId: string) {}

  /** Where the gauges come from (the relay sets it). */
  setSource(source: RelayGaugeSource): void {
    this.source = source;
  }

  /** Counts what a relay log event means. */
  observe(event: RelayLogEvent): void {
    switch (event.kind) {
      case 'sessionStarted':
        this.sessionsStarted++;
        return;
      case 'leaseLost':
        this.leaseLosses[event.reason]++;
        return;
      case 'sessionEnded':
        this.sessionsEnded++;
        this.logs.delete(event.transportId);
        return;
      case 'sessionAttached':
        // Counted once, by the node serving the client's socket.
        if (event.servedElsewhere) return;
        if (event.reattached) this.reattached++;
        else this.fresh++;
        if (event.gap) this.replayGap('log', event.gap);
        return;
      case 'closedClient':
        if (event.code === RelayCloseCodes.SlowClient) this.slowClients++;
        return;
      case 'storeError':
        this.storeErrors++;
        return;
      case 'rejected':
        this.rejected.set(event.status, (this.rejected.get(event.status) ?? 0) + 1);
        return;
      default:
        return;
    }
  }

  /** One server message of `bytes` was logged. */
  logged(bytes: number): void {
    this.loggedBytes += bytes;
  }

  /** The store's stats of a session's log (after an append or a trim). */
  logStats(transportId: string, stats: LogStats): void {
    if (this.logs.has(transportId) || stats.count > 0 || stats.bytes > 0)
      this.logs.set(transportId, { bytes: stats.bytes, count: stats.count });
  }

  /** The session's log is gone from this node (ended, or owned elsewhere now). */
  forgetLog(transportId: string): void {
    this.logs.delete(transportId);
  }

  /** A client was told about a replay gap. */
  replayGap(reason: ReplayGapReason, gap?: ReplayGap): void {
    void gap;
    this.gaps[reason]++;
  }

  /** This node claimed a session whose owner died. */
  failover(): void {
    this.failovers++;
  }

  /** A client message reached the owner node `ms` after the attached node received it. */
  forwardLatency(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) return;
    this.latencyCount++;
    this.latencySum += ms;
    let i = 0;
    while (i < FORWARD_LATENCY_BUCKETS_MS.length && ms > (FORWARD_LATENCY_BUCKETS_MS[i] as number))
      i++;
    this.latencyBuckets[i] = (this.latencyBuckets[i] as number) + 1;
  }

  snapshot(): RelayMetricsSnapshot {
    let logBytes = 0;
    let logMessages = 0;
    for (const l of this.logs.values()) {
      logBytes += l.bytes;
      logMessages += l.count;
    }
    let cumulative = 0;
    const buckets = this.latencyBuckets.map((n, i) => {
      cumulative += n;
      return { leMs: FORWARD_LATENCY_BUCKETS_MS[i] ?? Infinity, count: cumulative };
    });
    return {
      nodeId: this.nodeId,
      sessions: this.source.sessions(),
      attachedClients: this.source.attachedClients(),
      logBytes,
      logMessages,
      loggedBytesTotal: this.loggedBytes,
      sessionsStarted: this.sessionsStarted,
      sessionsEnded: this.sessionsEnded,
      attaches: { fresh: this.fresh, reattached: this.reattached },
      replayGaps: { ...this.gaps },
      failovers: this.failovers,
      leaseLosses: { ...this.leaseLosses },
      forwardLatency: { count: this.latencyCount, sumMs: this.latencySum, buckets },
      slowClients: this.slowClients,
      storeErrors: this.storeErrors,
      rejectedConnections: Object.fromEntries(
        [...this.rejected].map(([status, n]) => [String(status), n]),
      ),
      store: this.source.storeHealth(),
    };
  }

  /** The snapshot in the Prometheus text exposition format (version 0.0.4). */
  prometheus(): string {
    return prometheusText(this.snapshot());
  }
}

/** The content type of `prometheusText`'s output. */
export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

const escapeLabel = (v: string): string =>
  v.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');

const num = (n: number): string =>
  n === Infinity ? '+Inf' : n === -Infinity ? '-Inf' : Number.isNaN(n) ? 'NaN' : String(n);

/** Renders a snapshot as Prometheus text (metric names prefixed `codex_rx_relay_`). */
export function prometheusText(s: RelayMetricsSnapshot): string {
  const out: string[] = [];
  const family = (
    name: string,
    type: 'counter' | 'gauge' | 'histogram',
    help: string,
    samples: readonly (readonly [labels: Record<string, string>, value: number, suffix?: string])[],
  ): void => {
    const full = `codex_rx_relay_${name}`;
    out.push(`# HELP ${full} ${help}`, `# TYPE ${full} ${type}`);
    for (const [labels, value, suffix] of samples) {
      const l = Object.entries(labels)
        .map(([k, v]) => `${k}="${escapeLabel(v)}"`)
        .join(',');
      out.push(`${full}${suffix ?? ''}${l ? `{${l}}` : ''} ${num(value)}`);
    }
  };
  family('info', 'gauge', 'This relay node (value 1).', [[{ node: s.nodeId }, 1]]);
  family('sessions', 'gauge', 'Sessions whose upstream runs on this node.', [[{}, s.sessions]]);
  family('attached_clients', 'gauge', 'Client connections attached to this node.', [
    [{}, s.attachedClients],
  ]);
  family('log_bytes', 'gauge', "Bytes retained in this node's session logs.", [[{}, s.logBytes]]);
  family('log_messages', 'gauge', "Entries retained in this node's session logs.", [
    [{}, s.logMessages],
  ]);
  family('logged_bytes_total', 'counter', 'Bytes of server messages logged.', [
    [{}, s.loggedBytesTotal],
  ]);
  family('sessions_started_total', 'counter', 'Sessions started on this node.', [
    [{}, s.sessionsStarted],
  ]);
  family('sessions_ended_total', 'counter', 'Sessions ended on this node.', [
    [{}, s.sessionsEnded],
  ]);
  family('attaches_total', 'counter', 'Client attaches, fresh or reattached.', [
    [{ kind: 'fresh' }, s.attaches.fresh],
    [{ kind: 'reattached' }, s.attaches.reattached],
  ]);
  family(
    'replay_gaps_total',
    'counter',
    'Replay gaps reported to clients, by reason.',
    (Object.keys(s.replayGaps) as ReplayGapReason[]).map((r) => [{ reason: r }, s.replayGaps[r]]),
  );
  family('failovers_total', 'counter', 'Sessions this node took over from a dead owner.', [
    [{}, s.failovers],
  ]);
  family(
    'lease_losses_total',
    'counter',
    'Sessions this node stopped running because it lost their lease (fenced), by reason.',
    (Object.keys(s.leaseLosses) as LeaseLossReason[]).map((r) => [{ reason: r }, s.leaseLosses[r]]),
  );
  family(
    'forward_latency_seconds',
    'histogram',
    'Time from a client message at a non-owner node to the owner.',
    [
      ...s.forwardLatency.buckets.map(
        (b) =>
          [
            { le: b.leMs === Infinity ? '+Inf' : String(b.leMs / 1000) },
            b.count,
            '_bucket',
          ] as const,
      ),
      [{}, s.forwardLatency.sumMs / 1000, '_sum'],
      [{}, s.forwardLatency.count, '_count'],
    ],
  );
  family('slow_clients_total', 'counter', 'Clients closed as too slow (4008).', [
    [{}, s.slowClients],
  ]);
  family('store_errors_total', 'counter', 'Store calls that failed.', [[{}, s.storeErrors]]);
  family(
    'rejected_connections_total',
    'counter',
    'WebSocket handshakes refused, by HTTP status.',
    Object.entries(s.rejectedConnections).map(([status, n]) => [{ status }, n]),
  );
  family(
    'store_state',
    'gauge',
    'The session store state (1 for the current one).',
    (['connecting', 'ready', 'down', 'closed'] as const).map((st) => [
      { state: st },
      s.store.state === st ? 1 : 0,
    ]),
  );
  family('store_buffered_ops', 'gauge', 'Store writes waiting in the write buffer.', [
    [{}, s.store.bufferedOps],
  ]);
  family('store_buffered_bytes', 'gauge', 'Log bytes among the buffered store writes.', [
    [{}, s.store.bufferedBytes],
  ]);
  family(
    'store_overflowed_sessions',
    'gauge',
    'Sessions whose buffered log entries the write buffer dropped (not ready while > 0).',
    [[{}, s.store.overflowedSessions]],
  );
  return `${out.join('\n')}\n`;
}
