/**
 * What the WebSocket and relay transports check before they open a socket:
 * the URL, a token that must not travel in clear text, and which socket
 * implementation to use. Runtime-free.
 */
import { TransportOpenError } from './errors.js';
import type { WebSocketCtorLike, WebSocketFactory } from './websocket-like.js';

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

/** The URL parsed, or the open error naming it (`label`: "WebSocket", "relay"). */
export function parseSocketUrl(url: string, label: string): URL | TransportOpenError {
  try {
    return new URL(url);
  } catch (error) {
    return new TransportOpenError(`invalid ${label} URL ${url}`, { cause: error });
  }
}

/**
 * Refuses to send `token` (named in the message, e.g. "a bearer token") over
 * plain ws:// to a host that is not loopback, unless `allowInsecureToken`.
 */
export function refuseInsecureToken(
  url: URL,
  token: string,
  allowInsecureToken: boolean | undefined,
): TransportOpenError | undefined {
  if (url.protocol === 'ws:' && !isLoopbackUrl(url) && !allowInsecureToken) {
    return new TransportOpenError(
      `refusing to send ${token} over plain ws:// to ${url.host}: use wss:// (or set allowInsecureToken)`,
    );
  }
  return undefined;
}

/** Where sockets come from: `createSocket`, else `WebSocketCtor`, else `globalThis.WebSocket`. */
export interface SocketSource {
  readonly createSocket?: WebSocketFactory;
  readonly WebSocketCtor?: WebSocketCtorLike;
}

/** The socket factory the options name, or the open error saying there is none. */
export function socketFactoryOf(options: SocketSource): WebSocketFactory | TransportOpenError {
  if (options.createSocket) return options.createSocket;
  const Ctor = options.WebSocketCtor ?? (globalThis as { WebSocket?: WebSocketCtorLike }).WebSocket;
  if (!Ctor)
    return new TransportOpenError(
      'no WebSocket implementation: pass createSocket or WebSocketCtor',
    );
  return (url, init) => new Ctor(url, init.protocols);
}
