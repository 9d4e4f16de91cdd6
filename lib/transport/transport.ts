import type { Observable } from 'rxjs';

/**
 * What each string a transport emits is: `'chunks'`, arbitrary slices of a
 * newline-delimited stream; `'messages'`, exactly one JSON message each.
 */
export type Framing = 'chunks' | 'messages';

/**
 * The Transport contract. Any object meeting it works with a Session. The
 * transports of this library are built on `createTransport`
 * (transport-core.ts), which keeps these rules; each adds only its medium.
 *
 * - `incoming$` is cold: subscribing opens the connection (spawns the process,
 *   opens the socket); unsubscribing closes it (ends the process, closes the
 *   socket). It completes when the peer goes away cleanly and errors with a
 *   `TransportClosedError` (or `TransportOpenError` when it could not open) when
 *   the transport fails. A transport is opened by at most one subscriber at a
 *   time; a second concurrent subscription is an error.
 * - `framing` says what each emitted string is: `'chunks'` for arbitrary slices
 *   of a newline-delimited byte stream (stdio: run them through `frameLines()`),
 *   `'messages'` when each string is exactly one JSON message (WebSocket text
 *   frames, in-memory pairs, the daemon through `codex app-server proxy`).
 *   Read it when subscribing: a transport that picks its medium at open
 *   (stdio's `'auto'` mode) says what its next connection will deliver.
 *   Strings are never re-framed on the way (no message -> chunk -> message).
 * - `send(message)` queues one complete JSON message (without a trailing
 *   newline; the transport adds its own delimiter). Sends are written in call
 *   order and never interleave. Messages sent before the connection is open are
 *   held and written once it is. `send` on a transport that has closed throws
 *   `TransportClosedError`.
 * - `released()` (optional) resolves once the connection the latest
 *   subscription opened is really gone: the child process has exited, the
 *   socket has closed. It resolves at once when nothing was opened, and never
 *   rejects. Unsubscribing only starts a close; this says when it is over (a
 *   codex process still running may recreate files in its CODEX_HOME).
 *   Without it, a Session takes the unsubscribe as the end.
 */
export interface Transport {
  readonly incoming$: Observable<string>;
  readonly framing: 'chunks' | 'messages';
  send(message: string): void;
  released?(): Promise<void>;
}

/**
 * `transport.released()`, made safe: resolves once the transport is gone, at
 * once without `released`, and never rejects (nor throws).
 *
 * @example
 * await releasedOf(transport);
 */
export function releasedOf(transport: Transport): Promise<void> {
  let released: Promise<void>;
  try {
    released = transport.released?.() ?? Promise.resolve();
  } catch {
    released = Promise.resolve();
  }
  return released.then(
    () => undefined,
    () => undefined,
  );
}
