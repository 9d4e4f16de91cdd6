import type { createConnection as netCreateConnection } from 'node:net';
import WebSocket from 'ws';
import type { Transport } from './transport.js';
import { createWebSocketTransport, type WebSocketTransportOptions } from './websocket.js';
import type { WebSocketFactory, WebSocketLike } from './websocket-like.js';

/**
 * A `ws` socket factory: handshake headers (bearer token), no `Origin` header,
 * no compression, no redirects. `createConnection` runs the WebSocket over a
 * stream of the caller's (the proxy transport: the proxy process's stdio)
 * instead of a TCP or Unix socket.
 */
// Typed with node:net rather than `ws`'s own types: public declarations must not
// need @types/ws, which consumers do not have (TS7016 under skipLibCheck: false).
export function wsSocketFactoryWith(
  createConnection?: typeof netCreateConnection,
): WebSocketFactory {
  return (url, init) =>
    new WebSocket(url, init.protocols, {
      headers: { ...init.headers },
      perMessageDeflate: false,
      followRedirects: false,
      ...(createConnection ? { createConnection } : {}),
    }) as unknown as WebSocketLike;
}

/**
 * Opens sockets with the `ws` package: handshake headers (bearer token), no
 * `Origin` header, no compression, no redirects. Also reaches Unix sockets
 * (`ws+unix:///path/to.sock:/`).
 *
 * @example
 * createWebSocketTransport({ url, token, createSocket: wsSocketFactory });
 */
export const wsSocketFactory: WebSocketFactory = wsSocketFactoryWith();

/**
 * `createWebSocketTransport` with the `ws` package (Node): bearer tokens work,
 * failed handshakes report their HTTP status, keepalive pings are sent.
 *
 * @example
 * const t = createNodeWebSocketTransport({ url: 'ws://127.0.0.1:4500', token: readFileSync(tokenFile, 'utf8').trim() });
 */
export function createNodeWebSocketTransport(
  options: Omit<WebSocketTransportOptions, 'createSocket' | 'WebSocketCtor'>,
): Transport {
  return createWebSocketTransport({ ...options, createSocket: wsSocketFactory });
}
