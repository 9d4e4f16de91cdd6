/**
 * The state of a client's connection, as a typed stream
 * (`client.connectionStatus$`). A client without a reconnect policy only ever
 * reports `connected`, then `failed` if the connection ends other than by
 * `close()`; with one (`reconnect` option) a drop is followed by
 * `reconnecting` (one per attempt) and `reconnected`, or `failed`.
 */
import { ReplaySubject, type Observable } from 'rxjs';
import type { ReplayGap } from '../transport/resumable.js';

/** The handshake completed on the first connection. */
export interface ConnectedStatus {
  readonly kind: 'connected';
}

/** The connection dropped; attempt `attempt` starts in `delayMs`. */
export interface ReconnectingStatus {
  readonly kind: 'reconnecting';
  /** 1 for the first attempt after a drop. */
  readonly attempt: number;
  /** Wait before this attempt (backoff with jitter). */
  readonly delayMs: number;
  /** Why: the drop (attempt 1) or the previous attempt's failure. */
  readonly cause: unknown;
}

/**
 * A new connection is initialized and the threads that had running turns
 * were resumed and reconciled from `thread/read` (their `run()` streams go on).
 */
export interface ReconnectedStatus {
  readonly kind: 'reconnected';
  /** The attempt that succeeded. */
  readonly attempt: number;
  /** Threads resumed on the new connection (those with a running turn at the drop). */
  readonly threadIds: readonly string[];
}

/**
 * Over a resumable transport (the relay): the connection dropped and the
 * transport reattached to the same session (`generation`). Retained messages
 * were delivered once each; with `gap`, some were lost and the running turns
 * are being reconciled from `thread/read` (see `client.replayGap$`).
 */
export interface ReattachedStatus {
  readonly kind: 'reattached';
  readonly generation: string;
  readonly gap?: ReplayGap;
}

/** The connection is gone for good (no reconnect policy, or every attempt failed). */
export interface FailedStatus {
  readonly kind: 'failed';
  readonly error: unknown;
}

/** What `client.connectionStatus$` emits. */
export type ConnectionStatus =
  | ConnectedStatus
  | ReconnectingStatus
  | ReconnectedStatus
  | ReattachedStatus
  | FailedStatus;

/**
 * Holds the current status and replays it to late subscribers (a
 * ReplaySubject of one: nothing before the first `connected`).
 */
export class ConnectionStatusSubject {
  private readonly subject = new ReplaySubject<ConnectionStatus>(1);
  private current: ConnectionStatus | null = null;
  private done = false;
  readonly status$: Observable<ConnectionStatus> = this.subject.asObservable();

  /** The latest status, `null` before the first connection. */
  get value(): ConnectionStatus | null {
    return this.current;
  }

  next(status: ConnectionStatus): void {
    if (this.done) return;
    this.current = status;
    this.subject.next(status);
  }

  /** The client is closed: subscribers complete (after `failed`, if it was reported). */
  complete(): void {
    this.done = true;
    this.subject.complete();
  }
}
