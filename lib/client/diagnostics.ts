/**
 * What `client.diagnostics$` reports: things that went wrong without failing
 * anybody's request. Nothing here is fatal; a production app logs them.
 */
import type { RequestId } from '../rpc/messages.js';
import type { SessionDiagnostic } from '../rpc/session.js';
import type { ServerVersionMismatch } from './server-version.js';

/** Every kind of diagnostic: the session's (`parseFailure`, `unmatchedResponse`) and the client's. */
export type ClientDiagnostic =
  | SessionDiagnostic
  /** A notification, server request or result whose params did not decode (it was passed on as generic / raw). */
  | {
      readonly kind: 'decodeError';
      readonly direction: 'notification' | 'request' | 'result';
      readonly method: string;
      readonly error: unknown;
    }
  /** A server request nobody handles: answered at once with -32601. */
  | { readonly kind: 'unhandledServerRequest'; readonly id: RequestId; readonly method: string }
  /** A server-request handler threw, rejected, errored or completed without an answer: answered with -32603. */
  | {
      readonly kind: 'serverRequestHandlerError';
      readonly id: RequestId;
      readonly method: string;
      readonly error: unknown;
    }
  /** A server-request handler took longer than `serverRequestTimeoutMs`: answered with -32603. */
  | {
      readonly kind: 'serverRequestTimeout';
      readonly id: RequestId;
      readonly method: string;
      readonly timeoutMs: number;
    }
  /** The server resolved (`serverRequest/resolved`) a request whose handler had not answered: the handler was cancelled. */
  | { readonly kind: 'serverRequestCancelled'; readonly id: RequestId; readonly method: string }
  /**
   * A server request of a turn whose consumer unsubscribed was refused by the
   * library (cancel / decline / error, see `refusalFor`), never handed to a handler.
   */
  | {
      readonly kind: 'serverRequestRefused';
      readonly id: RequestId;
      readonly method: string;
      readonly reason: 'turnAbandoned';
    }
  /**
   * The interrupt of an abandoned turn did not take: refused, and no
   * `turn/started` arrived within `interruptRetryMs` to repeat it.
   */
  | {
      readonly kind: 'interruptNotDelivered';
      readonly threadId: string;
      readonly turnId: string;
      readonly error: unknown;
    }
  /** The answer to a server request could not be sent (the transport closed). */
  | {
      readonly kind: 'serverRequestReplyFailed';
      readonly id: RequestId;
      readonly method: string;
      readonly error: unknown;
    }
  /** At initialize: the server runs another codex version than the schema's (see server-version.ts). */
  | ServerVersionMismatch
  /**
   * An answer given while the connection was down was dropped: after the
   * reconnect the server did not re-send that request (it no longer waits).
   */
  | { readonly kind: 'heldReplyDropped'; readonly id: RequestId }
  /** A request the client sent on its own (e.g. `turn/interrupt` on unsubscribe) failed. */
  | { readonly kind: 'backgroundRequestFailed'; readonly method: string; readonly error: unknown };
