import { asyncScheduler, Observable, type SchedulerLike } from 'rxjs';
import { TransportClosedError, TransportOpenError, type CloseReason } from '../rpc/errors.js';
import { retryHandshake } from './handshake-retry.js';
import type { Transport } from './transport.js';
import { openWebSocketOnce } from './websocket-connect.js';
import type { WebSocketCtorLike, WebSocketFactory, WebSocketLike } from './websocket-like.js';

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
  /** Drives timeouts, retry delays and pings. Default `asyncScheduler`. */
  readonly scheduler?: SchedulerLike;
}

/**
 * Whether a URL's host is loopback (or a Unix socket), where a plain-text token stays on the machine.
 *
 * @example
 * isLoopbackUrl(new URL('ws://127.0.0.1:4500')); // true
 * isLoopbackUrl(new URL('ws://10.0.0.5:4500'));  // false
 */
export function isLoopbackUrl(url: URL): boolean {
  if (url.protocol === 'ws+unix:') return true;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
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
  let pending: string[] = [];
  let socket: WebSocketLike | null = null;
  let closed: CloseReason | null = null;
  let active = false;
  let socketClosed: Promise<void> = Promise.resolve();

  const openError = (): TransportOpenError | undefined => {
    let url: URL;
    try {
      url = new URL(options.url);
    } catch (error) {
      return new TransportOpenError(`invalid WebSocket URL ${options.url}`, { cause: error });
    }
    if (options.token === undefined) return undefined;
    if (url.protocol === 'ws:' && !isLoopbackUrl(url) && !options.allowInsecureToken) {
      return new TransportOpenError(
        `refusing to send a bearer token over plain ws:// to ${url.host}: use wss:// (or set allowInsecureToken)`,
      );
    }
    if (!options.createSocket) {
      return new TransportOpenError(
        'a bearer token needs a WebSocket that can send an Authorization header (Node: createNodeWebSocketTransport); ' +
          'the browser WebSocket cannot',
      );
    }
    return undefined;
  };

  const factory = (): WebSocketFactory | undefined => {
    if (options.createSocket) return options.createSocket;
    const Ctor =
      options.WebSocketCtor ?? (globalThis as { WebSocket?: WebSocketCtorLike }).WebSocket;
    return Ctor ? (url, init) => new Ctor(url, init.protocols) : undefined;
  };

  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(options.headers ?? {}))
    if (k.toLowerCase() !== 'origin') headers[k] = v;
  if (options.token !== undefined) headers['Authorization'] = `Bearer ${options.token}`;

  const incoming$ = new Observable<string>((subscriber) => {
    if (active) {
      subscriber.error(new TransportOpenError('this WebSocket transport is already open'));
      return undefined;
    }
    const refused = openError();
    const createSocket = factory();
    if (refused || !createSocket) {
      subscriber.error(
        refused ??
          new TransportOpenError('no WebSocket implementation: pass createSocket or WebSocketCtor'),
      );
      return undefined;
    }
    active = true;
    closed = null;
    const finish = (reason: CloseReason): void => {
      active = false;
      socket = null;
      closed = reason;
    };
    const subscription = openWebSocketOnce({
      url: options.url,
      init: { protocols: options.protocols, headers },
      createSocket,
      handshakeTimeoutMs: options.handshakeTimeoutMs ?? 5000,
      pingIntervalMs: options.pingIntervalMs ?? 30_000,
      scheduler,
      onOpen: (s) => {
        socket = s;
        const queued = pending;
        pending = [];
        for (const m of queued) s.send(m);
      },
      onDone: () => {
        socket = null;
      },
      onSocket: (closed) => {
        socketClosed = closed;
      },
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
        next: (m) => subscriber.next(m),
        error: (e: unknown) => {
          finish(e instanceof TransportClosedError ? e.reason : { message: String(e), cause: e });
          subscriber.error(e);
        },
        complete: () => {
          finish({ message: 'the server closed the WebSocket', closeCode: 1000 });
          subscriber.complete();
        },
      });
    return () => {
      subscription.unsubscribe();
      if (active) finish({ message: 'closed by the client' });
    };
  });

  return {
    framing: 'messages',
    incoming$,
    send(message: string): void {
      if (socket) socket.send(message);
      else if (closed) throw new TransportClosedError(closed);
      else pending.push(message);
    },
    released: () => socketClosed,
  };
}
