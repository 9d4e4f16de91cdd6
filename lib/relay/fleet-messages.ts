/**
 * The messages fleet nodes pass each other (through the coordinator: Redis
 * pub/sub and the session's inbound stream, or memory): JSON objects with a
 * version, parsed and checked here, never strings cut by hand. A message of
 * another version, or malformed, is refused with the reason (a node of
 * another release in the fleet: the message is dropped and the client's
 * reattach recovers).
 */

/** The version of every message below; a receiver refuses any other. */
export const FLEET_MESSAGE_VERSION = 1;

/** A client's frame (or its attach or detach) that a serving node passes to the session's owner. */
export interface ForwardedMessage {
  readonly v: typeof FLEET_MESSAGE_VERSION;
  /** The serving node. */
  readonly node: string;
  /** The attachment on that node (one per client connection). */
  readonly attach: string;
  readonly kind: 'attach' | 'detach' | 'frame';
  /** Epoch ms at the serving node (the owner's forward-latency metric). */
  readonly sentAt: number;
  /** The client frame as it came (`kind: 'frame'`). */
  readonly frame?: string;
}

/** A forwarded message numbered by the coordinator in arrival order, per session (from 1). */
export interface InboundMessage {
  readonly transportId: string;
  readonly n: number;
  readonly message: ForwardedMessage;
}

/** What the owner sends the node serving a session's client (frames the log does not carry, a close). */
export type AttachmentMessage =
  | {
      readonly v: typeof FLEET_MESSAGE_VERSION;
      readonly kind: 'frame';
      readonly transportId: string;
      readonly attach: string;
      readonly frame: string;
    }
  | {
      readonly v: typeof FLEET_MESSAGE_VERSION;
      readonly kind: 'close';
      readonly transportId: string;
      readonly attach: string;
      readonly code: number;
      readonly reason: string;
    };

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

const parse = (text: string): Record<string, unknown> | string => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  if (!isObject(value)) return 'not an object';
  if (value.v !== FLEET_MESSAGE_VERSION)
    return `version ${String(value.v)}, this node speaks ${FLEET_MESSAGE_VERSION}`;
  return value;
};

/** Checks a forwarded message (as an object); the reason when it is not one. */
function checkForwarded(m: unknown): ForwardedMessage | string {
  if (!isObject(m) || m.v !== FLEET_MESSAGE_VERSION)
    return 'not a forwarded message of this version';
  if (typeof m.node !== 'string' || typeof m.attach !== 'string') return 'no node or attach';
  if (m.kind !== 'attach' && m.kind !== 'detach' && m.kind !== 'frame') return 'unknown kind';
  if (typeof m.sentAt !== 'number') return 'no sentAt';
  if (m.kind === 'frame' && typeof m.frame !== 'string') return 'a frame message without its frame';
  return m as unknown as ForwardedMessage;
}

/** Parses a forwarded message's text (as the inbound stream keeps it). */
export function parseForwarded(text: string): ForwardedMessage | string {
  const m = parse(text);
  return typeof m === 'string' ? m : checkForwarded(m);
}

/** Parses an inbound announcement: `{v, transportId, n, message}`. */
export function parseInbound(text: string): InboundMessage | string {
  const m = parse(text);
  if (typeof m === 'string') return m;
  if (typeof m.transportId !== 'string' || !Number.isSafeInteger(m.n)) return 'no transportId or n';
  const message = checkForwarded(m.message);
  if (typeof message === 'string') return message;
  return { transportId: m.transportId, n: m.n as number, message };
}

/** Parses what an owner sent a serving node. */
export function parseAttachmentMessage(text: string): AttachmentMessage | string {
  const m = parse(text);
  if (typeof m === 'string') return m;
  if (typeof m.transportId !== 'string' || typeof m.attach !== 'string')
    return 'no transportId or attach';
  if (m.kind === 'frame' && typeof m.frame === 'string') return m as unknown as AttachmentMessage;
  if (m.kind === 'close' && typeof m.code === 'number' && typeof m.reason === 'string')
    return m as unknown as AttachmentMessage;
  return 'unknown kind';
}
