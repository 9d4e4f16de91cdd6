import { asyncScheduler, type SchedulerLike } from 'rxjs';
import { TransportOpenError } from './errors.js';
import { retryHandshake } from './handshake-retry.js';
import type { Transport } from './transport.js';
import { openWebSocketOnce } from './websocket-connect.js';
import { createTransport } from './transport-core.js';
import type { WebSocketCtorLike, WebSocketFactory } from './websocket-like.js';
import { parseSocketUrl, refuseInsecureToken, socketFactoryOf } from './websocket-open.js';

export { isLoopbackUrl } from './websocket-open.js';

export interface WebSocketTransportOptions {
  /** `ws://127.0.0.1:PORT`, `wss://host/...` (or `ws+unix:///path:/` with `ws`). */
  readonly url: string;
  /** Sent as `Authorization: Bearer <token>` at the handshake. Needs `createSocket`. */
  readonly token?: string;
  /** Allow sending `token` over plain ws:// to a host that is not loopback. Default false. */
  readonly allowInsecureToken?: boolean;
  /** Extra handshake headers (needs `createSocket`). `Origin` is dropped: codex answers 403 to it. */
  readonly headers?: Readonly<Record<string, string>>;
  readonly protocols?: string | string[];
  /**
   * A socket factory that can send headers (Node: `wsSocketFactory` from
   * `codex-rx/node`). Takes precedence over `WebSocketCtor`.
   */
  readonly createSocket?: WebSocketFactory;
  /** A browser-style constructor. Default `globalThis.WebSocket`. Cannot send a token. */
  readonly WebSocketCtor?: WebSocketCtorLike;
  /** Handshake retries on HTTP 429/503. Default 2. */
  readonly retries?: number;
  /** First retry delay, doubled each time; `Retry-After` wins when sent. Default 250 ms. */
  readonly retryBaseMs?: number;
  /** Cap on any retry delay. Default 10 s. */
  readonly maxRetryDelayMs?: number;
  /** Per attempt. Default 5000 ms. */
  readonly handshakeTimeoutMs?: number;
  /** Keepalive ping interval (sockets with `ping()`, i.e. `ws`); 0 disables. Default 30000 ms. */
  readonly pingIntervalMs?: number;
  /**
   * How long a ping may wait for its pong before the connection counts as
   * dead (`TransportClosedError`, code 1006). Default `pingIntervalMs`.
   */
  readonly pongTimeoutMs?: number;
  /** Drives timeouts, retry delays and pings. Default `asyncScheduler`. */
  readonly scheduler?: SchedulerLike;
}

/**
 * A transport over one WebSocket connection (framing `'messages'`: each text
 * frame is one JSON message). Runs anywhere: the socket comes from
 * `createSocket` (Node: `createNodeWebSocketTransport` supplies `ws`), an
 * injected `WebSocketCtor`, or `globalThis.WebSocket`.
 *
 * - Subscribing connects; a handshake rejected with 429/503 is retried with
 *   exponential backoff honouring `Retry-After`; other rejections error with
 *   `HandshakeRejectedError` (e.g. status 401 for a bad token).
 * - A token is refused over plain ws:// to a non-loopback host unless
 *   `allowInsecureToken`, and refused when the socket cannot send headers.
 * - Close code 1000 completes the stream; any other code errors with
 *   `TransportClosedError` carrying `closeCode`/`closeReason`.
 * - `released()` resolves once the socket's close event has fired.
 * - `send` holds messages until the socket is open, then writes them in order;
 *   after the stream ended it throws `TransportClosedError`.
 * - No `Origin` header is ever sent by `ws` (codex answers 403 to one); browsers
 *   always send it, so a browser needs a server that accepts its origin.
 *
 * @example
 * const t = createWebSocketTransport({ url: 'wss://codex.example/ws', WebSocketCtor: WebSocket });
 * new Session(t).request('initialize', { clientInfo: { name: 'app', version: '1' } }).subscribe();
 */
export function createWebSocketTransport(options: WebSocketTransportOptions): Transport {
  const scheduler = options.scheduler ?? asyncScheduler;
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(options.headers ?? {}))
    if (k.toLowerCase() !== 'origin') headers[k] = v;
  if (options.token !== undefined) headers['Authorization'] = `Bearer ${options.token}`;

  const refusal = (): TransportOpenError | undefined => {
    const url = parseSocketUrl(options.url, 'WebSocket');
    if (url instanceof TransportOpenError) return url;
    if (options.token === undefined) return undefined;
    const insecure = refuseInsecureToken(url, 'a bearer token', options.allowInsecureToken);
    if (insecure) return insecure;
    if (!options.createSocket) {
      return new TransportOpenError(
        'a bearer token needs a WebSocket that can send an Authorization header (Node: createNodeWebSocketTransport); ' +
          'the browser WebSocket cannot',
      );
    }
    return undefined;
  };

  return createTransport({
    name: 'WebSocket',
    framing: 'messages',
    connect: (sink) => {
      const refused = refusal();
      const createSocket = refused ?? socketFactoryOf(options);
      if (createSocket instanceof TransportOpenError) return sink.error(createSocket);
      const subscription = openWebSocketOnce({
        url: options.url,
        init: { protocols: options.protocols, headers },
        createSocket,
        handshakeTimeoutMs: options.handshakeTimeoutMs ?? 5000,
        pingIntervalMs: options.pingIntervalMs ?? 30_000,
        pongTimeoutMs: options.pongTimeoutMs,
        scheduler,
        onOpen: (socket) => sink.open((m) => socket.send(m)),
        onDone: () => sink.hold(),
        onSocket: (closed) => sink.releasedWhen(closed),
      })
        .pipe(
          retryHandshake({
            retries: options.retries,
            baseMs: options.retryBaseMs,
            maxDelayMs: options.maxRetryDelayMs,
            scheduler,
          }),
        )
        .subscribe({
          next: sink.next,
          error: (e: unknown) => sink.error(e),
          complete: () =>
            sink.complete({ message: 'the server closed the WebSocket', closeCode: 1000 }),
        });
      return () => subscription.unsubscribe();
    },
  });
}
