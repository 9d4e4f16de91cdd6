/**
 * What a relay session tells the relay's metrics and tracing about its
 * traffic (one observer per session; every method optional, called
 * synchronously on the session's hot path: keep them cheap).
 */
import type { LogStats } from './store.js';

export interface SessionObserver {
  /** A client message the session passes upstream (parsed). */
  clientMessage?(message: Record<string, unknown>): void;
  /**
   * A line from the upstream. `message` is the parsed JSON when the session
   * parsed it (responses, server requests); undefined for notifications it
   * passes without parsing (deltas).
   */
  serverLine?(line: string, message: unknown): void;
  /** A frame of `bytes` was appended to the session's log. */
  appended?(bytes: number): void;
  /** The store's stats of the session's log after an append or a trim. */
  logStats?(stats: LogStats): void;
  /** The session is gone (ended, idle, or its upstream released). */
  gone?(): void;
}
