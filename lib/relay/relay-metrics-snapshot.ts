/**
 * What a relay node's metrics say (`relay.metrics.snapshot()`): the typed
 * snapshot, its parts, and the health of a store that reports none.
 */
import type { LeaseLossReason } from './relay-log.js';
import type { StoreHealth } from './store.js';

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
