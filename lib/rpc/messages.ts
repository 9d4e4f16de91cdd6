/**
 * The four JSON-RPC shapes the Codex app-server speaks (no `"jsonrpc"` field on
 * the wire), plus the non-fatal values that the parsing layer emits instead of
 * throwing.
 */

import type { RequestId } from '../transport/request-id.js';

/** Request ids: the client numbers from 1, the server from 0; strings are legal too. */
export type { RequestId };

export interface RpcRequest {
  readonly id: RequestId;
  readonly method: string;
  readonly params?: unknown;
}

export interface RpcNotification {
  readonly method: string;
  readonly params?: unknown;
}

export interface RpcSuccessResponse {
  readonly id: RequestId;
  readonly result: unknown;
}

export interface RpcErrorObject {
  readonly code: number;
  readonly message: string;
  readonly data?: unknown;
}

export interface RpcErrorResponse {
  /** `null` when the server could not read the id of the request it rejects. */
  readonly id: RequestId | null;
  readonly error: RpcErrorObject;
}

/** One parsed line, tagged so that consumers switch on `kind` without probing keys. */
export type WireMessage =
  | { readonly kind: 'request'; readonly message: RpcRequest }
  | { readonly kind: 'notification'; readonly message: RpcNotification }
  | { readonly kind: 'response'; readonly message: RpcSuccessResponse }
  | { readonly kind: 'error'; readonly message: RpcErrorResponse };

/** A line that was not JSON, or JSON that is none of the four shapes. Never fatal. */
export interface ParseFailure {
  readonly kind: 'parseFailure';
  /** The offending line, truncated to a readable length. */
  readonly line: string;
  readonly reason: string;
}

/** A response whose id matches no pending request (timed out, cancelled, or bogus). */
export interface UnmatchedResponse {
  readonly kind: 'unmatchedResponse';
  readonly id: RequestId | null;
  readonly response: RpcSuccessResponse | RpcErrorResponse;
}

/** What the parsing operator emits: a message or a parse failure. */
export type ParsedLine = WireMessage | ParseFailure;
