/** Why a fleet node stopped owning a session (fleet-lease.ts). */
export type LeaseLossReason =
  /** Another node holds the lease or runs another generation of the session (it claimed it). */
  | 'claimed'
  /** The session's record is gone from Redis. */
  | 'gone'
  /** Redis was unreachable until the lease's deadline: another node may claim it. */
  | 'expired'
  /** Redis refused a write under this node's generation (the session was claimed). */
  | 'stale_write';

/** What the relay reports about bad input and session lifecycle (for logs and tests). */
export type RelayLogEvent =
  | { readonly kind: 'listening'; readonly url: string }
  | {
      readonly kind: 'rejected';
      readonly status: number;
      readonly reason: string;
      readonly remote?: string;
    }
  | {
      readonly kind: 'closedClient';
      readonly code: number;
      readonly reason: string;
      readonly transportId?: string;
    }
  | {
      readonly kind: 'refusedFrame';
      readonly code: string;
      readonly reason: string;
      readonly transportId: string;
    }
  | { readonly kind: 'sessionStarted'; readonly transportId: string; readonly generation: string }
  | {
      readonly kind: 'sessionAttached';
      readonly transportId: string;
      readonly reattached: boolean;
      readonly gap?: { from: number; to: number };
      /** Fleet: logged by the owner of a session whose client another node serves (that node counts the attach). */
      readonly servedElsewhere?: boolean;
    }
  | { readonly kind: 'sessionDetached'; readonly transportId: string }
  | { readonly kind: 'upstreamClosed'; readonly transportId: string; readonly message: string }
  | { readonly kind: 'sessionEnded'; readonly transportId: string; readonly why: string }
  | { readonly kind: 'storeError'; readonly transportId: string; readonly error: unknown }
  /** Fleet: this node claimed a session whose owner's lease expired (failover). */
  | {
      readonly kind: 'sessionClaimed';
      readonly transportId: string;
      readonly generation: string;
      readonly previousGeneration: string;
      readonly previousOwner: string;
      /** Handed over by a draining owner: the log continues, no gap. */
      readonly planned?: true;
    }
  /** Fleet: this node stopped running a session whose lease it lost (fenced; another node claims it). */
  | {
      readonly kind: 'leaseLost';
      readonly transportId: string;
      /** Why: `claimed`, `gone`, `expired` (Redis unreachable until the deadline), `stale_write`. */
      readonly reason: LeaseLossReason;
    }
  /** The node began to drain (`relay.drain()`, SIGTERM): the sessions it owns then. */
  | { readonly kind: 'draining'; readonly drainMs: number; readonly sessions: number }
  /** A draining node handed a session over: `planned` once idle (no gap), else cut at the deadline. */
  | { readonly kind: 'sessionHandedOver'; readonly transportId: string; readonly planned: boolean }
  /** The drain is over: every session handed over (or the window ended). */
  | { readonly kind: 'drained' }
  /** Fleet: a message from another node refused (another version, malformed) and dropped. */
  | { readonly kind: 'fleetMessageRefused'; readonly reason: string }
  /** Fleet: a taken-over session's thread resumed on the new upstream (or not: `error`). */
  | {
      readonly kind: 'threadResumed';
      readonly transportId: string;
      readonly threadId: string;
      readonly error?: string;
    }
  /** The store's connection state changed (a Redis outage and its end). */
  | {
      readonly kind: 'storeState';
      readonly state: string;
      readonly bufferedOps: number;
      readonly lastError?: string;
    }
  /** The store overflowed its write buffer or re-seeded a session after Redis came back empty. */
  | {
      readonly kind: 'storeEvent';
      readonly event: string;
      readonly transportId: string;
      /** Absent for `staleGeneration`. */
      readonly droppedThrough?: number;
    };

export type RelayLogger = (event: RelayLogEvent) => void;

/** The default logger: one JSON line per event on stderr. */
export const stderrRelayLogger: RelayLogger = (event) => {
  const { kind, ...rest } = event;
  const line = JSON.stringify(
    { time: new Date().toISOString(), event: kind, ...rest },
    (_k, v: unknown) => (v instanceof Error ? v.message : v),
  );
  process.stderr.write(`${line}\n`);
};
