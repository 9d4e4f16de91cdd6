/**
 * The relay's wire envelope (codex-rx relay protocol v1), shared by the relay
 * server (`codex-rx/relay`) and the client transport (`createRelayTransport`).
 * Runtime-free. The protocol is described in docs/relay.md.
 *
 * Every WebSocket text frame is one JSON object tagged by `t`. Server
 * messages are wrapped with their sequence number; a JSON-RPC message travels
 * as raw JSON inside the envelope (`m`), never re-encoded as a string.
 */
import type { RequestId } from './request-id.js';

/** The WebSocket subprotocol a relay client offers (and the relay selects). */
export const RELAY_PROTOCOL = 'codex-rx-relay.v1';
/** Browsers send the bearer token as a second subprotocol `bearer.<token>` (they cannot set headers). */
export const RELAY_BEARER_PROTOCOL_PREFIX = 'bearer.';

/** Close codes the relay uses (4xxx: application codes; see docs/relay.md). */
export const RelayCloseCodes = {
  /** The session ended (its terminal close was acknowledged), or the client ended it. */
  Normal: 1000,
  /** The relay is shutting down; the session is gone with it (in-memory store). */
  GoingAway: 1001,
  /** A frame was larger than the relay's `maxMessageBytes`. */
  MessageTooBig: 1009,
  /** Another connection attached to this session (last attach wins). */
  Replaced: 4001,
  /** The client did not keep up (socket buffer or unacknowledged log over their bounds). */
  SlowClient: 4008,
  /**
   * Messages after what this connection was sent are gone from the session's
   * log (its bound, or a store outage): reattach, and the attach reports the
   * replay gap to reconcile (served by a node that does not own the session).
   */
  ReplayGap: 4416,
  /**
   * This relay node lost the session's lease (it could not renew it in time,
   * or another node claimed the session): reattach, to whichever node owns it now.
   */
  LeaseLost: 4421,
  /**
   * The relay node is draining (a rolling deploy: `relay.drain()`, SIGTERM):
   * it takes no new attach, and a session it handed over closes its client
   * with this code. Reattach at once: the balancer sends the client to
   * another node, where the session continues.
   */
  Draining: 4503,
  /**
   * The handshake carried no bearer token or a wrong one. Sent to clients that
   * offer the relay subprotocol (a browser cannot read an HTTP status); others get HTTP 401.
   */
  Unauthorized: 4401,
  /** The request's `Origin` is not in `allowedOrigins` (to relay-protocol clients; others get HTTP 403). */
  OriginNotAllowed: 4406,
  /** The first frame was not a valid attach envelope. */
  BadEnvelope: 4400,
  /** Wrong session secret for this transport id. */
  SecretMismatch: 4403,
  /** Reattach to a session this relay does not have (relay restarted, session expired). */
  UnknownSession: 4404,
  /** No attach frame within the relay's attach timeout. */
  AttachTimeout: 4408,
  /** Reattach with a generation that is not the session's (its upstream was replaced). */
  StaleGeneration: 4409,
  /** The session ended (upstream exited) before this attach. */
  SessionEnded: 4410,
  /** The relay holds its maximum number of sessions. */
  TooManySessions: 4429,
} as const;

/** Error codes of `error` frames (a refused frame; the connection stays open). */
export type RelayFrameErrorCode = 'bad_envelope' | 'stale_generation' | 'session_ended';

/** Messages dropped from a session's log by its bound before anyone acknowledged them. */
export interface ReplayGap {
  /** First missing sequence number. */
  readonly from: number;
  /** Last missing sequence number (inclusive). */
  readonly to: number;
}

/**
 * The item a server request is about (`params.itemId`: a command execution
 * or a file change), as it stands: its `item/started` params, the item
 * updated since (output so far, patch updates).
 */
export interface ServerRequestItem {
  readonly threadId: string;
  readonly turnId: string;
  readonly item: Readonly<Record<string, unknown>>;
  readonly [field: string]: unknown;
}

/** A server request the client has not answered yet, with the sequence number it was logged under. */
export interface UnresolvedServerRequest {
  readonly seq: number;
  readonly id: RequestId;
  readonly method: string;
  /** The request as JSON (the JSON-RPC message object). */
  readonly message: unknown;
  /**
   * The item the request is about, kept by the relay while the request is
   * unresolved (absent when the relay never saw it start). A client that did
   * not deliver the request yet delivers this as an `item/started` first.
   */
  readonly item?: ServerRequestItem;
}

// ---- client -> relay ----

export interface AttachFrame {
  readonly t: 'attach';
  /** Stable id the client chose (1-128 chars of `A-Za-z0-9._:-`). */
  readonly transportId: string;
  /** The session secret. On a new session: the one to set (else the relay makes one). */
  readonly secret?: string;
  /** The last sequence number the client has processed (0: none). */
  readonly since: number;
  /** The generation the client was attached to; set on a reattach after a drop. */
  readonly generation?: string;
}
export interface SendFrame {
  readonly t: 'send';
  readonly g: string;
  readonly m: unknown;
}
export interface AckFrame {
  readonly t: 'ack';
  readonly g: string;
  readonly s: number;
}
export interface EndFrame {
  readonly t: 'end';
  readonly g: string;
}
export interface PingFrame {
  readonly t: 'ping';
}
export type ClientFrame = AttachFrame | SendFrame | AckFrame | EndFrame | PingFrame;

// ---- relay -> client ----

export interface AttachedFrame {
  readonly t: 'attached';
  readonly kind: 'fresh' | 'reattached';
  readonly generation: string;
  /** Only when the relay made the secret (a fresh session without one): keep it to reattach. */
  readonly secret?: string;
  /** The cached `initialize` result; null until the session's first initialize completed. */
  readonly initializeResult: unknown;
  /** The next client request id to use (one above the highest the session has seen). */
  readonly nextRequestId: number;
  readonly unresolved: readonly UnresolvedServerRequest[];
  /** Messages after `since` that the log no longer holds. */
  readonly gap?: ReplayGap;
  /** Retained messages that follow this frame: sequence numbers `replayFrom`..`replayThrough`. */
  readonly replayFrom: number;
  readonly replayThrough: number;
}
/** One server message. `q: 1` marks a server request. */
export interface MessageFrame {
  readonly t: 'm';
  readonly s: number;
  readonly q?: 1;
  readonly m: unknown;
}
/** A server line that was not JSON, passed on as text. */
export interface RawFrame {
  readonly t: 'raw';
  readonly s: number;
  readonly r: string;
}
/** The terminal close of the upstream, the log's last entry. */
export interface ClosedFrame {
  readonly t: 'closed';
  readonly s: number;
  readonly clean: boolean;
  readonly reason: {
    readonly message: string;
    readonly exitCode?: number | null;
    readonly signal?: string | null;
  };
}
export interface ErrorFrame {
  readonly t: 'error';
  readonly code: RelayFrameErrorCode;
  readonly message: string;
}
export interface PongFrame {
  readonly t: 'pong';
}
export type RelayFrame =
  | AttachedFrame
  | MessageFrame
  | RawFrame
  | ClosedFrame
  | ErrorFrame
  | PongFrame;

/** Valid transport ids: what a client may choose. */
export const TRANSPORT_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
const isSeq = (x: unknown): x is number =>
  typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;
const isGeneration = (x: unknown): x is string =>
  typeof x === 'string' && x.length > 0 && x.length <= 128;

/**
 * Parses a client frame; a string explaining what is wrong when it is not one.
 *
 * @example
 * parseClientFrame('{"t":"ack","g":"g1","s":4}'); // { t: 'ack', g: 'g1', s: 4 }
 * parseClientFrame('{"t":"ack"}');               // 'ack needs g (generation) and s (sequence number)'
 */
export function parseClientFrame(text: string): ClientFrame | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'frame is not JSON';
  }
  if (!isObject(value)) return 'frame is not a JSON object';
  switch (value.t) {
    case 'attach': {
      const { transportId, secret, since, generation } = value;
      if (typeof transportId !== 'string' || !TRANSPORT_ID_PATTERN.test(transportId))
        return 'attach needs transportId: 1-128 characters of A-Za-z0-9._:-';
      if (
        secret !== undefined &&
        (typeof secret !== 'string' || secret.length < 16 || secret.length > 256)
      )
        return 'attach secret must be a string of 16-256 characters';
      if (!isSeq(since)) return 'attach needs since: a non-negative integer';
      if (generation !== undefined && !isGeneration(generation))
        return 'attach generation must be a non-empty string';
      return value as unknown as AttachFrame;
    }
    case 'send':
      if (!isGeneration(value.g) || !isObject(value.m))
        return 'send needs g (generation) and m (a JSON-RPC message object)';
      return value as unknown as SendFrame;
    case 'ack':
      if (!isGeneration(value.g) || !isSeq(value.s))
        return 'ack needs g (generation) and s (sequence number)';
      return value as unknown as AckFrame;
    case 'end':
      if (!isGeneration(value.g)) return 'end needs g (generation)';
      return value as unknown as EndFrame;
    case 'ping':
      return { t: 'ping' };
    default:
      return `unknown frame type ${JSON.stringify(value.t)}`;
  }
}

/** The prefix of every plain message frame (the relay writes them in this exact form). */
const MESSAGE_FRAME_PREFIX = '{"t":"m","s":';

/**
 * A message frame as text, without re-encoding the message: `json` must be
 * the JSON text of one message.
 */
export function messageFrameText(seq: number, json: string, serverRequest: boolean): string {
  return serverRequest
    ? `{"t":"m","s":${seq},"q":1,"m":${json}}`
    : `${MESSAGE_FRAME_PREFIX}${seq},"m":${json}}`;
}

/**
 * Reads a plain message frame without parsing the message: its sequence
 * number and the message text. `undefined` for any other frame (parse those
 * with JSON.parse).
 */
export function readMessageFrame(text: string): { seq: number; json: string } | undefined {
  if (!text.startsWith(MESSAGE_FRAME_PREFIX)) return undefined;
  const start = MESSAGE_FRAME_PREFIX.length;
  const comma = text.indexOf(',', start);
  if (comma < 0 || !text.startsWith(',"m":', comma) || !text.endsWith('}')) return undefined;
  const seq = Number(text.slice(start, comma));
  if (!isSeq(seq)) return undefined;
  return { seq, json: text.slice(comma + 5, -1) };
}
