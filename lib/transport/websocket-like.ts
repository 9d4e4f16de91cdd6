/**
 * The few WebSocket features the WebSocket transport uses, structurally: the
 * browser's `WebSocket`, Node's global one and `ws` all fit. No Node imports.
 */

// WebSocketHandler properties are declared with method bivariance so that the DOM
// WebSocket (whose handlers take `Event`/`MessageEvent`) is assignable.
export type WebSocketHandler<E> = { bivarianceHack(event: E): void }['bivarianceHack'] | null;

/** A WebSocket instance as the transport uses it. */
export interface WebSocketLike {
  onopen: WebSocketHandler<unknown>;
  onmessage: WebSocketHandler<{ readonly data: unknown }>;
  onerror: WebSocketHandler<unknown>;
  onclose: WebSocketHandler<{ readonly code: number; readonly reason: string }>;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/**
 * Extras that `ws` sockets have (Node): ping/pong, terminate, and the
 * 'unexpected-response' event carrying a failed handshake's HTTP status.
 * The transport uses them when present.
 */
export interface WsExtras {
  ping(): void;
  terminate(): void;
  on(event: 'pong', listener: () => void): unknown;
  on(event: 'error', listener: (error: unknown) => void): unknown;
  on(
    event: 'unexpected-response',
    listener: (request: HandshakeRequestLike, response: HandshakeResponseLike) => void,
  ): unknown;
}

/** The HTTP request of a failed `ws` handshake. */
export interface HandshakeRequestLike {
  destroy(): void;
}

/** The HTTP response of a failed `ws` handshake (a Node IncomingMessage). */
export interface HandshakeResponseLike {
  readonly statusCode?: number;
  readonly headers: Record<string, string | string[] | undefined>;
  on(event: 'data', listener: (chunk: { toString(): string }) => void): unknown;
  on(event: 'end' | 'close' | 'error', listener: () => void): unknown;
  resume?(): unknown;
}

/** Browser-style constructor: `new WebSocket(url, protocols)`. It cannot send headers. */
export type WebSocketCtorLike = new (url: string, protocols?: string | string[]) => WebSocketLike;

/** What a socket factory is asked for. `headers` never contains `Origin`. */
export interface WebSocketInit {
  readonly protocols?: string | string[];
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * Makes a socket that can send handshake headers (Node's `ws`). Needed for a
 * bearer token; see `wsSocketFactory` in `codex-rx/node`.
 */
export type WebSocketFactory = (url: string, init: WebSocketInit) => WebSocketLike;

/** Whether a socket has the `ws` extras. */
export function hasWsExtras(socket: WebSocketLike): socket is WebSocketLike & WsExtras {
  const s = socket as Partial<WsExtras>;
  return (
    typeof s.on === 'function' && typeof s.ping === 'function' && typeof s.terminate === 'function'
  );
}

/** A text frame as a string (binary frames are decoded as UTF-8). */
export function frameText(data: unknown): string {
  if (typeof data === 'string') return data;
  if (data instanceof ArrayBuffer) return new TextDecoder().decode(data);
  if (ArrayBuffer.isView(data)) return new TextDecoder().decode(data);
  if (Array.isArray(data)) return data.map(frameText).join('');
  return String(data);
}
