/**
 * A client's message on its way upstream, read for the session's
 * bookkeeping: a request or notification (client-requests.ts decides its
 * fate), or the client's answer to a server request (no longer unresolved);
 * and a frame the session will not act on, refused.
 */
import type { RelayFrameErrorCode, ErrorFrame } from '../transport/relay-envelope.js';
import type { RelayLogger } from './relay-log.js';
import type { ClientConnection } from './relay-session-options.js';
import type { ClientMessageFate } from './client-requests.js';
import type { SessionParts } from './session-parts.js';
import { isId } from './upstream-lines.js';

export function readClientMessage(
  parts: SessionParts,
  m: Record<string, unknown>,
): ClientMessageFate {
  const id = m.id;
  const method = m.method;
  if (typeof method === 'string' && (isId(id) || id === undefined))
    return parts.clientRequests.fromClient(method, id, m.params);
  if (method === undefined && isId(id) && ('result' in m || 'error' in m)) {
    if (parts.serverRequests.resolve(id))
      parts.writes.persist({ unresolved: parts.serverRequests.list() });
  }
  return 'forward';
}

/** A client frame the session will not act on: logged, and answered with an `error` frame. */
export function refuseFrame(
  log: RelayLogger,
  transportId: string,
  conn: ClientConnection,
  code: RelayFrameErrorCode,
  message: string,
): void {
  log({ kind: 'refusedFrame', code, reason: message, transportId });
  const frame: ErrorFrame = { t: 'error', code, message };
  conn.send(JSON.stringify(frame));
}
