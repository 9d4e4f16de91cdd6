/**
 * The rpc layer's typed errors. Wire errors (an error response from the server) are separate
 * from local state errors (timeouts, closed transports), as in vscode-jsonrpc.
 * Every class sets `name` and keeps the prototype chain so `instanceof` works
 * across compilation targets.
 */
import { CodexRxError } from '../base/codex-rx-error.js';
import { TransportClosedError, TransportOpenError } from '../transport/errors.js';
import type { RequestId, RpcErrorObject } from './messages.js';

// Transport errors live with the transports; re-exported here because a
// request fails with them too.
export { CodexRxError } from '../base/codex-rx-error.js';
export {
  ConnectionRefusedError,
  LineTooLongError,
  SpawnFailedError,
  TransportClosedError,
  TransportOpenError,
} from '../transport/errors.js';
export type { CloseKind, CloseReason } from '../transport/errors.js';

/** JSON-RPC error codes the Codex app-server uses. */
export const ErrorCodes = {
  ParseError: -32700,
  InvalidRequest: -32600,
  MethodNotFound: -32601,
  InvalidParams: -32602,
  InternalError: -32603,
  /** "Server overloaded; retry later." Safe to retry with backoff. */
  ServerOverloaded: -32001,
} as const;
export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];

/**
 * `data.reason` of the error a codex-rx relay fleet answers (code -32600,
 * with `data.threadId`) for a request on a thread it lost in a failover: the
 * thread had no turn yet when its relay node died, and codex writes a thread
 * to disk only on its first turn, so the node that took the session over had
 * nothing to resume it from. Start a new thread. See docs/fleet.md.
 */
export const THREAD_LOST_IN_FAILOVER = 'threadLostInFailover';

/**
 * `data.reason` of the error a codex-rx relay fleet answers (code -32603)
 * for a request its app-server received but never answered because it died
 * with its relay node (a failover): the request may or may not have run (a
 * `turn/start` may have started a turn). See docs/fleet.md.
 */
export const REQUEST_LOST_IN_FAILOVER = 'requestLostInFailover';

/** The server answered a request with a JSON-RPC error. */
export class RpcResponseError extends CodexRxError {
  override readonly name = 'RpcResponseError' as const;
  readonly code: number;
  readonly data: unknown;
  readonly method: string | undefined;
  readonly id: RequestId | null;

  constructor(error: RpcErrorObject, context: { method?: string; id: RequestId | null }) {
    super(
      `${context.method ?? 'request'} (id ${String(context.id)}) failed: ${error.message} [${error.code}]`,
    );
    this.code = error.code;
    this.data = error.data;
    this.method = context.method;
    this.id = context.id;
    this.serverMessage = error.message;
  }

  /** The server's own message, without the context this error adds. */
  readonly serverMessage: string;

  get isOverloaded(): boolean {
    return this.code === ErrorCodes.ServerOverloaded;
  }

  /** A draining server answers -32600 with `data.reason = "serverShuttingDown"`. */
  get isServerShuttingDown(): boolean {
    return this.hasReason(ErrorCodes.InvalidRequest, 'serverShuttingDown');
  }

  /**
   * A relay fleet lost the request's thread in a failover (it had no turn
   * yet: nothing on disk to resume): -32600 with `data.reason =
   * "threadLostInFailover"` and `data.threadId`. Start a new thread.
   */
  get isThreadLostInFailover(): boolean {
    return this.hasReason(ErrorCodes.InvalidRequest, THREAD_LOST_IN_FAILOVER);
  }

  /**
   * The request reached an app-server that died with its relay node before
   * answering (a failover): it may or may not have run. -32603 with
   * `data.reason = "requestLostInFailover"`. Read the state (`thread/read`)
   * before sending again what is not safe to repeat, such as `turn/start`.
   */
  get isRequestLostInFailover(): boolean {
    return this.hasReason(ErrorCodes.InternalError, REQUEST_LOST_IN_FAILOVER);
  }

  /** `code`, with `data.reason` (the typed answers above). */
  private hasReason(code: number, reason: string): boolean {
    const data = this.data as { reason?: unknown } | null | undefined;
    return this.code === code && data?.reason === reason;
  }
}

/** A request got no reply within its timeout. The pending entry is dropped. */
export class RequestTimeoutError extends CodexRxError {
  override readonly name = 'RequestTimeoutError' as const;
  constructor(
    readonly method: string,
    readonly id: RequestId,
    readonly timeoutMs: number,
  ) {
    super(`${method} (id ${String(id)}) got no reply within ${timeoutMs} ms`);
  }
}

/**
 * What a session's end is called when its transport failed: the
 * `TransportClosedError` itself, else one wrapping the failure as `cause`
 * (kind `openFailed` for a `TransportOpenError`; a `LineTooLongError` makes a
 * `protocolError`).
 *
 * @example
 * closeErrorOf(new LineTooLongError(10, 11)).reason.kind; // 'protocolError'
 * closeErrorOf(null, 'peerClosed').reason.kind; // 'peerClosed': the transport completed
 */
export function closeErrorOf(error: unknown, kind?: 'peerClosed'): TransportClosedError {
  if (kind === 'peerClosed')
    return new TransportClosedError({ kind, message: 'the peer closed the connection' });
  if (error instanceof TransportClosedError) return error;
  return new TransportClosedError({
    kind: error instanceof TransportOpenError ? 'openFailed' : undefined,
    message: error instanceof Error ? error.message : String(error),
    cause: error,
  });
}
