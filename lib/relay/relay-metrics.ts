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
import {
  FORWARD_LATENCY_BUCKETS_MS,
  readyStore,
  type RelayGaugeSource,
  type RelayMetricsSnapshot,
  type ReplayGapReason,
} from './relay-metrics-snapshot.js';
import { prometheusText } from './relay-prometheus.js';
import type { LogStats } from './store.js';

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
