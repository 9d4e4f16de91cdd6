/**
 * A relay node's metrics in the Prometheus text exposition format
 * (version 0.0.4), as `GET /metrics` serves them: metric names prefixed
 * `codex_rx_relay_`.
 */
import type { LeaseLossReason } from './relay-log.js';
import type { RelayMetricsSnapshot, ReplayGapReason } from './relay-metrics-snapshot.js';

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
