import { Observable } from 'rxjs';
import { TransportClosedError, TransportOpenError, type CloseReason } from './errors.js';
import type { Framing, Transport } from './transport.js';

/**
 * What a medium (a child process, a WebSocket, an in-memory pair...) reports
 * to the transport core about the one connection it opened.
 */
export interface ConnectionSink {
  /**
   * The connection can take messages: everything `send` held is written now,
   * in call order, through `write`, and later sends go straight to it. `write`
   * gets one complete message and adds the medium's own delimiter.
   */
  open(write: (message: string) => void): void;
  /** Back to holding sends (a resumable medium between two connections). */
  hold(): void;
  /** Incoming data, framed as the transport declares. */
  next(text: string): void;
  /** The peer ended cleanly: `incoming$` completes; a later `send` throws with `reason`. */
  complete(reason: CloseReason): void;
  /**
   * The connection failed (`TransportClosedError`) or never opened
   * (`TransportOpenError`): `incoming$` errors with it.
   */
  error(error: unknown): void;
  /** Resolves once the medium's resources are really gone (process exited, socket closed). */
  releasedWhen(released: Promise<void>): void;
  /** Whether this connection has ended (completed, failed or unsubscribed). */
  readonly ended: boolean;
}

/** A medium: how to open one connection. Everything else is the core's. */
export interface TransportMedium {
  /** Names the transport in errors ("this stdio transport is already open"). */
  readonly name: string;
  /**
   * Framing of the connection the next subscription opens. A function when
   * the medium is chosen at open (stdio's `'auto'` mode).
   */
  readonly framing: Framing | (() => Framing);
  /**
   * Opens one connection and reports through `sink`. Returns the teardown run
   * when the subscriber leaves before the connection ended by itself.
   */
  connect(sink: ConnectionSink): (() => void) | void;
}

/** The close reason of a connection the client ended. */
const CLOSED_BY_CLIENT: CloseReason = { kind: 'closedByClient', message: 'closed by the client' };

/** The reason a failed connection leaves behind for later sends. */
function closeReasonOf(error: unknown): CloseReason {
  if (error instanceof TransportClosedError) return error.reason;
  if (error instanceof TransportOpenError)
    return { kind: 'openFailed', message: error.message, cause: error };
  return { message: error instanceof Error ? error.message : String(error), cause: error };
}

/**
 * The building block of every transport. It owns what they share:
 *
 * - `incoming$` is cold and opens at most one connection at a time (a second
 *   concurrent subscription errors with `TransportOpenError`);
 * - `send` holds messages until the medium says the connection is open, then
 *   writes them and every later one in call order, never interleaved;
 * - the end of a connection fans out: `incoming$` completes or errors, and
 *   `send` throws `TransportClosedError` with the typed reason (`kind`) until
 *   the next subscription opens a new connection;
 * - `released()` says when the latest connection's resources are gone.
 *
 * A medium only opens its connection and reports through a `ConnectionSink`.
 * Incoming data goes straight to the subscriber: no operator, no copy.
 *
 * @example
 * const transport = createTransport({
 *   name: 'echo',
 *   framing: 'messages',
 *   connect: (sink) => sink.open((m) => sink.next(m)),
 * });
 */
export function createTransport<Extra extends object = object>(
  medium: TransportMedium,
  extra?: Extra,
): Transport & Extra {
  let held: string[] = [];
  let write: ((message: string) => void) | null = null;
  let closed: CloseReason | null = null;
  let active = false;
  let released: Promise<void> = Promise.resolve();

  const incoming$ = new Observable<string>((subscriber) => {
    if (active) {
      subscriber.error(new TransportOpenError(`this ${medium.name} transport is already open`));
      return undefined;
    }
    active = true;
    closed = null;
    let ended = false;
    const end = (reason: CloseReason): boolean => {
      if (ended) return false;
      ended = true;
      active = false;
      write = null;
      closed = reason;
      return true;
    };
    const sink: ConnectionSink = {
      open(w) {
        if (ended) return;
        // Held messages first, in order; a send made meanwhile (a peer that
        // answers inside `w`) is held behind them, so `write` is set last.
        let batch = held;
        held = [];
        while (batch.length > 0) {
          for (let i = 0; i < batch.length; i++) {
            w(batch[i] as string);
            if (ended) {
              held = batch.slice(i + 1).concat(held);
              return;
            }
          }
          batch = held;
          held = [];
        }
        write = w;
      },
      hold() {
        write = null;
      },
      next: (text) => {
        if (!ended) subscriber.next(text);
      },
      complete(reason) {
        if (end(reason)) subscriber.complete();
      },
      error(error) {
        if (end(closeReasonOf(error))) subscriber.error(error);
      },
      releasedWhen(p) {
        released = p;
      },
      get ended() {
        return ended;
      },
    };
    const teardown = medium.connect(sink);
    return () => {
      end(CLOSED_BY_CLIENT);
      if (teardown) teardown();
    };
  });

  const transport: Transport = {
    get framing() {
      return typeof medium.framing === 'function' ? medium.framing() : medium.framing;
    },
    incoming$,
    send(message: string): void {
      if (write) write(message);
      else if (closed) throw new TransportClosedError(closed);
      else held.push(message);
    },
    released: () => released,
  };
  if (!extra) return transport as Transport & Extra;
  return Object.defineProperties(transport, Object.getOwnPropertyDescriptors(extra)) as Transport &
    Extra;
}
