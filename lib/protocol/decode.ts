/**
 * Method-aware decoding of server messages: one `Map` lookup by method, then
 * only the params (or result) are checked. A decoded message is the very
 * object received (unknown keys such as `emittedAtMs` kept; nothing copied).
 * Unknown method: a generic value (permissive, the default) or a
 * ProtocolDecodeError (strict).
 *
 * @example
 * const decoded = decodeServerNotification({ method: 'turn/completed', params });
 * if (isRight(decoded) && !isGeneric(decoded.right) && decoded.right.method === 'turn/completed') {
 *   decoded.right.params.turn.status; // TurnStatus
 * }
 */
import type * as t from 'io-ts';
import type { Either } from 'fp-ts/lib/Either.js';
import { left, right } from './either.js';
import type { RpcNotification, RpcRequest } from '../rpc/messages.js';
import { issuesOf, ProtocolDecodeError } from './errors.js';
import { withStrictness, type NotificationSpec } from './codec-runtime.js';
import { stableTables, tablesFor, experimentalTables } from './tables.js';
import type {
  ClientRequestMethod,
  ClientRequestParams,
  ClientRequestResult,
  DecodeOptions,
  GenericNotification,
  GenericServerRequest,
  ServerNotification,
  ServerRequest,
  ServerRequestMethod,
  ServerRequestResult,
} from './types.js';

/** Checks `value` with `codec`; undefined when it passes, else the error. */
function check(
  codec: t.Mixed,
  value: unknown,
  strict: boolean,
  method: string,
  root: string,
): ProtocolDecodeError | undefined {
  const ok = strict ? withStrictness(true, () => codec.is(value)) : codec.is(value);
  if (ok) return undefined;
  // the root entry names the codec (what a missing top-level property belongs to)
  const context: t.Context = [{ key: '', type: codec, actual: value }];
  const result = strict
    ? withStrictness(true, () => codec.validate(value, context))
    : codec.validate(value, context);
  const errors = result._tag === 'Left' ? result.left : [];
  return new ProtocolDecodeError(method, 'invalid', issuesOf(errors, root));
}

function checkParams(
  spec: NotificationSpec,
  params: unknown,
  strict: boolean,
  method: string,
): ProtocolDecodeError | undefined {
  if ((params === undefined || params === null) && !spec.paramsRequired) return undefined;
  return check(spec.params, params, strict, method, 'params');
}

/** Decodes a server notification by its method. */
export function decodeServerNotification(
  notification: RpcNotification,
  options?: DecodeOptions,
): Either<ProtocolDecodeError, ServerNotification | GenericNotification> {
  const strict = options?.strict === true;
  const spec = tablesFor(options?.experimental).serverNotifications.get(notification.method);
  if (spec === undefined) {
    return strict
      ? left(new ProtocolDecodeError(notification.method, 'unknownMethod', []))
      : right({ kind: 'generic', method: notification.method, params: notification.params });
  }
  const error = checkParams(spec, notification.params, strict, notification.method);
  return error === undefined ? right(notification as ServerNotification) : left(error);
}

/** Decodes a server request by its method. A generic request still needs an answer. */
export function decodeServerRequest(
  request: RpcRequest,
  options?: DecodeOptions,
): Either<ProtocolDecodeError, ServerRequest | GenericServerRequest> {
  const strict = options?.strict === true;
  const spec = tablesFor(options?.experimental).serverRequests.get(request.method);
  if (spec === undefined) {
    return strict
      ? left(new ProtocolDecodeError(request.method, 'unknownMethod', []))
      : right({ kind: 'generic', id: request.id, method: request.method, params: request.params });
  }
  const error = checkParams(spec, request.params, strict, request.method);
  return error === undefined ? right(request as ServerRequest) : left(error);
}

/**
 * Decodes the result of a client request. Looks in the table of the chosen set
 * (stable unless `options.experimental`) and falls back to the experimental one
 * (the caller knows what it called); an unknown method passes its result
 * through unchecked unless strict.
 */
export function decodeClientRequestResult<M extends ClientRequestMethod>(
  method: M,
  result: unknown,
  options?: DecodeOptions,
): Either<ProtocolDecodeError, ClientRequestResult<M>>;
export function decodeClientRequestResult(
  method: string,
  result: unknown,
  options?: DecodeOptions,
): Either<ProtocolDecodeError, unknown>;
export function decodeClientRequestResult(
  method: string,
  result: unknown,
  options?: DecodeOptions,
): Either<ProtocolDecodeError, unknown> {
  const strict = options?.strict === true;
  const spec =
    tablesFor(options?.experimental).clientRequests.get(method) ??
    experimentalTables.clientRequests.get(method);
  if (spec === undefined) {
    return strict ? left(new ProtocolDecodeError(method, 'unknownMethod', [])) : right(result);
  }
  const error = check(spec.result, result, strict, method, 'result');
  return error === undefined ? right(result) : left(error);
}

/**
 * The wire form of a client request's params. Codecs never transform, so this
 * returns `params` itself, or `null` when a method taking no params gets
 * `undefined` (the server rejects a request without a `params` key).
 */
export function encodeClientRequestParams<M extends ClientRequestMethod>(
  method: M,
  params: ClientRequestParams<M>,
): unknown;
export function encodeClientRequestParams(method: string, params: unknown): unknown;
export function encodeClientRequestParams(method: string, params: unknown): unknown {
  if (params === undefined) return null;
  const spec =
    stableTables.clientRequests.get(method) ?? experimentalTables.clientRequests.get(method);
  return spec === undefined ? params : spec.params.encode(params);
}

/** The wire form of the answer to a server request (identity: codecs never transform). */
export function encodeServerRequestResult<M extends ServerRequestMethod>(
  method: M,
  result: ServerRequestResult<M>,
): unknown;
export function encodeServerRequestResult(method: string, result: unknown): unknown;
export function encodeServerRequestResult(method: string, result: unknown): unknown {
  const spec =
    stableTables.serverRequests.get(method) ?? experimentalTables.serverRequests.get(method);
  return spec === undefined ? result : spec.result.encode(result);
}

/** Whether a decoded value is a generic fallback (unknown method). */
export function isGeneric<T extends object>(
  value: T | GenericNotification | GenericServerRequest,
): value is GenericNotification | GenericServerRequest {
  return (value as { kind?: unknown }).kind === 'generic';
}
