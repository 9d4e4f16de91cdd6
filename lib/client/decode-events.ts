/**
 * Wire messages -> ClientEvent, through the protocol layer's decoders. In
 * permissive mode (the default) nothing is dropped: a message that fails to
 * decode is passed on as a generic event and reported as a diagnostic.
 */
import { isLeft } from '../protocol/either.js';
import type { RpcNotification, RpcRequest } from '../rpc/messages.js';
import type { ClientDiagnostic } from './diagnostics.js';
import type { AnyNotificationEvent, AnyServerRequestEvent } from './events.js';
import { decodeServerNotification, decodeServerRequest, type DecodeOptions } from './protocol.js';

/**
 * The streamed deltas, thousands a turn, whose params are exactly
 * `{ delta, itemId, threadId, turnId }`, all strings, in the stable and the
 * experimental schema alike (their codecs: `t.type` of four `t.string`, no
 * union or enum for strict mode to reject), named by the method's own
 * constant. Why a `switch` and not a Set: a method read by `JSON.parse` is a
 * new string on every line, so a Set or Map lookup hashes it each time
 * (35-40 ns for these names); comparing it with each name is mostly a length
 * check. The event then carries the constant, whose hash V8 keeps: the
 * lookups downstream (the turn reducer's table, `ofMethod`) do not hash it
 * again.
 */
function streamedDeltaMethod(method: string) {
  switch (method) {
    case 'item/agentMessage/delta':
      return 'item/agentMessage/delta';
    case 'item/plan/delta':
      return 'item/plan/delta';
    case 'item/commandExecution/outputDelta':
      return 'item/commandExecution/outputDelta';
    case 'item/fileChange/outputDelta':
      return 'item/fileChange/outputDelta';
    default:
      return null;
  }
}

/**
 * The one check written by hand in front of a codec: a streamed delta's
 * params are what its codec accepts. Worth 15% of the `events$` row on
 * 230-byte deltas (`npm run bench -- pipe`'s runner at 51966d4, fresh CPU,
 * medians of 7 alternating runs: 18.3 ms a turn with it, 78% of the floor;
 * 21.1 ms, 68%, with every delta through its codec). Anything it does not
 * accept goes to the codec, which decodes or reports it as before.
 */
function isDeltaParams(params: unknown): boolean {
  const p = params as Partial<Record<'delta' | 'itemId' | 'threadId' | 'turnId', unknown>> | null;
  return (
    typeof p === 'object' &&
    p !== null &&
    typeof p.delta === 'string' &&
    typeof p.itemId === 'string' &&
    typeof p.threadId === 'string' &&
    typeof p.turnId === 'string'
  );
}

/**
 * @example
 * decodeNotificationEvent({ method: 'turn/started', params }, {}, report); // { kind: 'notification', method: 'turn/started', params }
 */
export function decodeNotificationEvent(
  n: RpcNotification,
  options: DecodeOptions,
  report: (d: ClientDiagnostic) => void,
): AnyNotificationEvent {
  const streamed = streamedDeltaMethod(n.method);
  if (streamed !== null && isDeltaParams(n.params))
    return { kind: 'notification', method: streamed, params: n.params } as AnyNotificationEvent;
  const decoded = decodeServerNotification(n, options);
  if (isLeft(decoded)) {
    report({
      kind: 'decodeError',
      direction: 'notification',
      method: n.method,
      error: decoded.left,
    });
    return {
      kind: 'notification',
      generic: true,
      method: n.method,
      params: n.params,
      decodeError: decoded.left,
    };
  }
  const value = decoded.right;
  if ('kind' in value && value.kind === 'generic') {
    return { kind: 'notification', generic: true, method: value.method, params: value.params };
  }
  return {
    kind: 'notification',
    method: value.method,
    params: value.params,
  } as AnyNotificationEvent;
}

/**
 * @example
 * decodeServerRequestEvent({ id: 0, method: 'item/commandExecution/requestApproval', params }, {}, report);
 */
export function decodeServerRequestEvent(
  r: RpcRequest,
  options: DecodeOptions,
  report: (d: ClientDiagnostic) => void,
): AnyServerRequestEvent {
  const decoded = decodeServerRequest(r, options);
  if (isLeft(decoded)) {
    report({ kind: 'decodeError', direction: 'request', method: r.method, error: decoded.left });
    return {
      kind: 'request',
      generic: true,
      id: r.id,
      method: r.method,
      params: r.params,
      decodeError: decoded.left,
    };
  }
  const value = decoded.right;
  if ('kind' in value && value.kind === 'generic') {
    return { kind: 'request', generic: true, id: r.id, method: value.method, params: value.params };
  }
  return {
    kind: 'request',
    id: r.id,
    method: value.method,
    params: value.params,
  } as AnyServerRequestEvent;
}
