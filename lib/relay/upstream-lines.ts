/**
 * Reading the upstream's lines: which need no parsing (the hot path:
 * deltas), how a JSON-RPC id is keyed; and the lines the relay writes in the
 * upstream's place when it is gone (`serverRequest/resolved`, `closed`).
 */
import type { CloseReason } from '../rpc/errors.js';
import type { RequestId } from '../rpc/messages.js';
import type { ClosedFrame, UnresolvedServerRequest } from '../transport/relay-envelope.js';

const NOTIFICATION_PREFIX = '{"method":"';

/**
 * Whether a server line is a notification the relay need not inspect, told
 * without parsing it (the hot path: deltas). codex writes notifications as
 * `{"method":"…","params":…}` and server requests as `{"method":"…","id":…}`;
 * anything else, and `serverRequest/resolved`, is parsed.
 */
export function isPlainNotification(line: string): boolean {
  if (!line.startsWith(NOTIFICATION_PREFIX)) return false;
  const end = line.indexOf('"', NOTIFICATION_PREFIX.length);
  if (end < 0) return false;
  const after = line.charCodeAt(end + 1);
  // '}' (no params) or ',"params":'
  if (after !== 0x7d && !line.startsWith(',"params":', end + 1)) return false;
  return !line.startsWith('serverRequest/resolved"', NOTIFICATION_PREFIX.length);
}

/** A request id as a map key (1 and "1" are different ids). */
export const keyOf = (id: RequestId): string => `${typeof id}:${String(id)}`;

export const isId = (x: unknown): x is RequestId => typeof x === 'number' || typeof x === 'string';

/** The `serverRequest/resolved` the relay writes for a request whose upstream is gone. */
export function resolvedNotice(u: UnresolvedServerRequest): string {
  const threadId = (u.message as { params?: { threadId?: unknown } }).params?.threadId;
  return JSON.stringify({
    method: 'serverRequest/resolved',
    params: { threadId: typeof threadId === 'string' ? threadId : '', requestId: u.id },
  });
}

/** The terminal `closed` frame the relay logs at `seq` once the upstream ended. */
export function closedFrameText(seq: number, clean: boolean, reason: CloseReason): string {
  const frame: ClosedFrame = {
    t: 'closed',
    s: seq,
    clean,
    reason: {
      message: reason.message,
      ...(reason.exitCode !== undefined ? { exitCode: reason.exitCode } : {}),
      ...(reason.signal !== undefined ? { signal: reason.signal } : {}),
    },
  };
  return JSON.stringify(frame);
}
