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
 * @example
 * decodeNotificationEvent({ method: 'turn/started', params }, {}, report); // { kind: 'notification', method: 'turn/started', params }
 */
export function decodeNotificationEvent(
  n: RpcNotification,
  options: DecodeOptions,
  report: (d: ClientDiagnostic) => void,
): AnyNotificationEvent {
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
