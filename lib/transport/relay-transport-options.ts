/** The options of `createRelayTransport`, their checks and defaults, and what it returns. Runtime-free. */
import type { SchedulerLike } from 'rxjs';
import { TransportOpenError } from './errors.js';
import {
  RELAY_BEARER_PROTOCOL_PREFIX,
  RELAY_PROTOCOL,
  TRANSPORT_ID_PATTERN,
} from './relay-envelope.js';
import type { ResumableTransport } from './resumable.js';
import { parseSocketUrl, refuseInsecureToken } from './websocket-open.js';
import type { WebSocketCtorLike, WebSocketFactory, WebSocketInit } from './websocket-like.js';

export interface RelayReconnectPolicy {
  /** Consecutive failed connection attempts before giving up. Default 8. */
  readonly attempts?: number;
  /** First delay, doubled per failure. Default 100 ms. */
  readonly baseMs?: number;
  /** Cap on one delay. Default 5000 ms. */
  readonly maxMs?: number;
}

export interface RelayTransportOptions {
  /** The session's stable id, chosen by the client (1-128 chars of `A-Za-z0-9._:-`). */
  readonly transportId: string;
  /** The relay's bearer token. */
  readonly token: string;
  /**
   * The session secret, 16-256 characters (the relay refuses another length
   * as `bad_envelope`). Given: used to create the session, required to
   * reattach. Omitted: the relay makes one (read `sessionSecret` and keep it
   * to reattach from another process).
   */
  readonly secret?: string;
  /**
   * The last sequence number processed by a previous process (default 0).
   * If the session is gone, the relay makes a fresh one and this starts over at 0.
   */
  readonly since?: number;
  /** A socket factory that sends headers (Node: `wsSocketFactory`). The token goes in `Authorization`. */
  readonly createSocket?: WebSocketFactory;
  /** A browser-style constructor (default `globalThis.WebSocket`). The token goes as subprotocol `bearer.<token>`. */
  readonly WebSocketCtor?: WebSocketCtorLike;
  /** Allow the token over plain ws:// to a non-loopback host. Default false. */
  readonly allowInsecureToken?: boolean;
  /** Default: 8 attempts from 100 ms, doubled, at most 5 s (about 16 s without a relay). */
  readonly reconnect?: RelayReconnectPolicy;
  /** Acknowledge at most this long after a delivery. Default 20 ms. */
  readonly ackDelayMs?: number;
  /** Acknowledge at once after this many unacknowledged messages. Default 64. */
  readonly ackEvery?: number;
  /**
   * Closing (unsubscribing) ends the session on the relay. Default true; false
   * detaches only (the session waits its idle grace for a reattach).
   */
  readonly endOnClose?: boolean;
  /** Per connection attempt. Default 5000 ms. */
  readonly handshakeTimeoutMs?: number;
  /** Keepalive ping interval for `ws` sockets; 0 disables. Default 15000 ms. */
  readonly pingIntervalMs?: number;
  /**
   * How long a ping may wait for its pong before the connection counts as
   * dead (`TransportClosedError`, code 1006). Default `pingIntervalMs`.
   */
  readonly pongTimeoutMs?: number;
  readonly scheduler?: SchedulerLike;
}

export interface RelayTransport extends ResumableTransport {
  /** The session secret (given or made by the relay); undefined before the first attach. */
  readonly sessionSecret: string | undefined;
  /** The generation attached to; undefined before the first attach. */
  readonly generation: string | undefined;
}

/** Why the transport cannot open at all (a bad transport id or URL, a token over plain ws://), if it cannot. */
export function refuseRelayOptions(
  url: string,
  options: RelayTransportOptions,
): TransportOpenError | undefined {
  if (!TRANSPORT_ID_PATTERN.test(options.transportId))
    return new TransportOpenError(
      `invalid transportId ${JSON.stringify(options.transportId)}: 1-128 characters of A-Za-z0-9._:-`,
    );
  const parsed = parseSocketUrl(url, 'relay');
  if (parsed instanceof TransportOpenError) return parsed;
  return refuseInsecureToken(parsed, 'the relay token', options.allowInsecureToken);
}

/** The reconnect policy with its defaults: 8 attempts, 100 ms doubled per failure, at most 5 s. */
export function reconnectPolicyOf(options: RelayTransportOptions): Required<RelayReconnectPolicy> {
  return {
    attempts: options.reconnect?.attempts ?? 8,
    baseMs: options.reconnect?.baseMs ?? 100,
    maxMs: options.reconnect?.maxMs ?? 5000,
  };
}

/** The handshake: the relay subprotocol, the token in a header (a factory) or as a subprotocol (browsers). */
export function handshakeOf(options: RelayTransportOptions): WebSocketInit {
  if (options.createSocket)
    return { protocols: [RELAY_PROTOCOL], headers: { Authorization: `Bearer ${options.token}` } };
  return {
    protocols: [RELAY_PROTOCOL, `${RELAY_BEARER_PROTOCOL_PREFIX}${options.token}`],
    headers: {},
  };
}
