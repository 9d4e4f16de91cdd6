import { Observable, Subscription, type SchedulerAction, type SchedulerLike } from 'rxjs';
import { ConnectionRefusedError, TransportClosedError, TransportOpenError } from './errors.js';
import { HandshakeRejectedError } from './handshake-retry.js';
import {
  frameText,
  hasWsExtras,
  type WebSocketFactory,
  type WebSocketInit,
  type WebSocketLike,
  type WsExtras,
} from './websocket-like.js';

/** One connection attempt. */
export interface ConnectOptions {
  readonly url: string;
  readonly init: WebSocketInit;
  readonly createSocket: WebSocketFactory;
  readonly handshakeTimeoutMs: number;
  /** 0 disables the keepalive. Only sockets with `ping()` (ws) are pinged. */
  readonly pingIntervalMs: number;
  /** How long a ping may wait for its pong. Default `pingIntervalMs`. */
  readonly pongTimeoutMs?: number;
  readonly scheduler: SchedulerLike;
  /** Called once the socket is open, before any message is emitted. */
  readonly onOpen: (socket: WebSocketLike) => void;
  /** Called when this socket is done (closed, failed or unsubscribed). */
  readonly onDone: () => void;
  /**
   * Called once the socket exists, with a Promise that resolves when it has
   * really closed (its close event fired), also after an unsubscribe.
   */
  readonly onSocket?: (closed: Promise<void>) => void;
}

const NORMAL_CLOSURE = 1000;
const BODY_LIMIT = 1024;
const noop = (): void => undefined;

/**
 * A cold Observable of one WebSocket connection's text frames. Subscribing
 * opens the socket; unsubscribing closes it (code 1000).
 *
 * - A handshake answered with an HTTP status (known with `ws`) errors with
 *   `HandshakeRejectedError` (status, Retry-After, body); any other failure to
 *   open, or no open within `handshakeTimeoutMs`, with `TransportOpenError`.
 * - After open: close code 1000 completes; any other code (or a missing pong)
 *   errors with `TransportClosedError` carrying `closeCode` and `closeReason`.
 */
export function openWebSocketOnce(options: ConnectOptions): Observable<string> {
  return new Observable<string>((subscriber) => {
    const { url, scheduler } = options;
    let socket: WebSocketLike;
    try {
      socket = options.createSocket(url, options.init);
    } catch (error) {
      subscriber.error(
        new TransportOpenError(`cannot open a WebSocket to ${url}: ${String(error)}`, {
          cause: error,
        }),
      );
      return undefined;
    }
    let socketClosed: () => void = noop;
    options.onSocket?.(
      new Promise<void>((resolve) => {
        socketClosed = resolve;
      }),
    );
    const ws = hasWsExtras(socket) ? socket : undefined;
    // ws throws on an 'error' event nobody listens to; keep one listener for good.
    ws?.on('error', noop);

    let opened = false;
    let done = false;
    let lastError: unknown;
    const timers: Subscription[] = [];

    const detach = (): void => {
      socket.onopen = noop;
      socket.onmessage = noop;
      socket.onerror = noop;
      socket.onclose = () => socketClosed();
      for (const t of timers) t.unsubscribe();
    };
    const end = (error?: Error): void => {
      if (done) return;
      done = true;
      detach();
      options.onDone();
      if (error) subscriber.error(error);
      else subscriber.complete();
    };
    const abort = (): void => {
      if (ws) ws.terminate();
      else socket.close();
    };

    timers.push(
      scheduler.schedule(() => {
        if (opened || done) return;
        end(
          new TransportOpenError(
            `WebSocket handshake with ${url} timed out after ${options.handshakeTimeoutMs} ms`,
          ),
        );
        abort();
      }, options.handshakeTimeoutMs),
    );

    ws?.on('unexpected-response', (request, response) => {
      const status = response.statusCode ?? 0;
      const header = response.headers['retry-after'];
      const retryAfter = Array.isArray(header) ? header[0] : header;
      let body = '';
      let reported = false;
      const report = (): void => {
        if (reported) return;
        reported = true;
        end(new HandshakeRejectedError(url, status, retryAfter, body.slice(0, BODY_LIMIT)));
        request.destroy();
        abort();
      };
      response.on('data', (chunk) => {
        if (body.length < BODY_LIMIT) body += chunk.toString();
      });
      response.on('end', report);
      response.on('close', report);
      response.on('error', report);
    });

    socket.onopen = () => {
      if (done) return;
      opened = true;
      options.onOpen(socket);
      if (ws && options.pingIntervalMs > 0) startKeepalive(ws);
    };
    socket.onmessage = (event) => {
      if (!done) subscriber.next(frameText(event.data));
    };
    socket.onerror = (event) => {
      lastError = (event as { error?: unknown } | null)?.error ?? event;
    };
    socket.onclose = (event) => {
      socketClosed();
      if (!opened && (lastError as { code?: unknown } | undefined)?.code === 'ECONNREFUSED') {
        end(new ConnectionRefusedError(url, lastError));
      } else if (!opened) {
        const detail = lastError instanceof Error ? lastError.message : `close code ${event.code}`;
        end(
          new TransportOpenError(`could not open a WebSocket to ${url}: ${detail}`, {
            cause: lastError,
          }),
        );
      } else if (event.code === NORMAL_CLOSURE) {
        end();
      } else {
        const reason = event.reason ? `: ${event.reason}` : '';
        end(
          new TransportClosedError({
            message: `WebSocket closed with code ${event.code}${reason}`,
            closeCode: event.code,
            closeReason: event.reason,
            cause: lastError,
          }),
        );
      }
    };

    function startKeepalive(s: WsExtras): void {
      const pongTimeoutMs = options.pongTimeoutMs ?? options.pingIntervalMs;
      // The ping waiting for its pong (0: none). No second ping while one waits.
      let awaiting = 0;
      let pings = 0;
      s.on('pong', () => {
        awaiting = 0;
      });
      const timeout = (): void => {
        end(
          new TransportClosedError({
            message: `no pong from ${url} within ${pongTimeoutMs} ms`,
            closeCode: 1006,
            closeReason: 'keepalive timeout',
          }),
        );
        abort();
      };
      // One pending deadline at a time, replaced (not accumulated) per ping.
      const deadlines = new Subscription();
      timers.push(deadlines);
      let deadline: Subscription | undefined;
      const arm = (work: () => void, delay: number): void => {
        if (deadline) {
          deadlines.remove(deadline);
          deadline.unsubscribe();
        }
        deadline = scheduler.schedule(work, delay);
        deadlines.add(deadline);
      };
      timers.push(
        scheduler.schedule(function (this: SchedulerAction<undefined>) {
          if (done) return;
          if (awaiting === 0) {
            const ping = (awaiting = ++pings);
            try {
              s.ping();
            } catch {
              // The close that follows reports the failure.
            }
            arm(() => {
              if (done || awaiting !== ping) return;
              // Node runs due timers before reading sockets: after an event
              // loop stall the pong may be read but not yet handled. Decide
              // after one more turn of the loop, once pending input is read.
              arm(() => {
                if (!done && awaiting === ping) timeout();
              }, 0);
            }, pongTimeoutMs);
          }
          this.schedule(undefined, options.pingIntervalMs);
        }, options.pingIntervalMs),
      );
    }

    return () => {
      if (done) return;
      done = true;
      detach();
      options.onDone();
      if (opened) socket.close(NORMAL_CLOSURE);
      else abort();
    };
  });
}
