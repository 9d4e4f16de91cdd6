/**
 * A method the server does not know (it is older than the method): codex
 * answers -32600 "Invalid request: unknown variant `<method>`, expected one
 * of …". The client turns that answer into an `UnsupportedMethodError`
 * naming the method and the server's codex version.
 *
 * @example
 * client.request('modelProvider/list', {}).subscribe({
 *   error: (e) => { if (e instanceof UnsupportedMethodError) console.log(e.method, e.serverVersion); },
 * });
 */
import { catchError, type MonoTypeOperatorFunction } from 'rxjs';
import { CodexRxError, ErrorCodes, RpcResponseError } from '../rpc/errors.js';
import { SCHEMA_CODEX_VERSION } from '../protocol/codex-version.js';

/**
 * The server does not implement `method` (its codex is older, or the method
 * was removed). `serverVersion` is the codex version from the server's user
 * agent (`undefined` when it did not tell); `cause` is the server's answer.
 */
export class UnsupportedMethodError extends CodexRxError {
  override readonly name = 'UnsupportedMethodError' as const;
  constructor(
    readonly method: string,
    readonly serverVersion: string | undefined,
    options: { cause: RpcResponseError },
  ) {
    super(
      `${method} is not supported by the server (codex ${serverVersion ?? 'of unknown version'}; ` +
        `these bindings are for codex ${SCHEMA_CODEX_VERSION})`,
      options,
    );
  }
}

/** Whether an error answer says the server does not know `method`. */
export function isUnknownMethodAnswer(error: unknown, method: string): error is RpcResponseError {
  if (!(error instanceof RpcResponseError)) return false;
  if (error.code === ErrorCodes.MethodNotFound) return true;
  return (
    error.code === ErrorCodes.InvalidRequest &&
    error.serverMessage.includes(`unknown variant \`${method}\``)
  );
}

/** Rethrows an unknown-method answer to `method` as an `UnsupportedMethodError`. */
export function unsupportedMethod<T>(
  method: string,
  serverVersion: () => string | undefined,
): MonoTypeOperatorFunction<T> {
  return catchError((error: unknown) => {
    throw isUnknownMethodAnswer(error, method)
      ? new UnsupportedMethodError(method, serverVersion(), { cause: error })
      : error;
  });
}
