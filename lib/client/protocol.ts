/**
 * The client's view of the protocol layer: the one place lib/client imports
 * lib/protocol from. TEMPORARY local stand-ins until lib/protocol lands.
 */
import type { Either } from 'fp-ts/Either';
import { right } from 'fp-ts/Either';
import { CodexRxError } from '../rpc/errors.js';
import type { RequestId, RpcNotification, RpcRequest } from '../rpc/messages.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
export type ClientRequestMethod = string;
export type StableClientRequestMethod = string;
export type ExperimentalClientRequestMethod = string;
export type ClientRequestParams<_M extends string> = any;
export type ClientRequestResult<_M extends string> = any;
export type ServerNotificationMethod = string;
export type ServerNotificationParams<_M extends string> = any;
export type ServerRequestMethod = string;
export type ServerRequestParams<_M extends string> = any;
export type ServerRequestResult<_M extends string> = any;
export type ServerNotification = { method: string; params: any };
export type ServerRequest = { id: RequestId; method: string; params: any };
export interface GenericNotification {
  kind: 'generic';
  method: string;
  params: unknown;
}
export interface GenericServerRequest {
  kind: 'generic';
  id: RequestId;
  method: string;
  params: unknown;
}
export class ProtocolDecodeError extends CodexRxError {}
export interface DecodeOptions {
  strict?: boolean;
  experimental?: boolean;
}
export function decodeServerNotification(
  n: RpcNotification,
  _options?: DecodeOptions,
): Either<ProtocolDecodeError, ServerNotification | GenericNotification> {
  return right({ method: n.method, params: n.params });
}
export function decodeServerRequest(
  r: RpcRequest,
  _options?: DecodeOptions,
): Either<ProtocolDecodeError, ServerRequest | GenericServerRequest> {
  return right({ id: r.id, method: r.method, params: r.params });
}
export function decodeClientRequestResult(
  _method: string,
  result: unknown,
  _options?: DecodeOptions,
): Either<ProtocolDecodeError, any> {
  return right(result);
}
export function encodeClientRequestParams(_method: string, params: unknown): unknown {
  return params;
}
const experimental = new Set(['fuzzyFileSearch/sessionStart', 'fuzzyFileSearch/sessionUpdate', 'fuzzyFileSearch/sessionStop']);
export function isExperimentalMethod(method: string): boolean {
  return experimental.has(method);
}
export type InitializeParams = any;
export type InitializeResponse = { codexHome: string; platformFamily: string; platformOs: string; userAgent: string };
export type ClientInfo = { name: string; title?: string | null; version: string };
export type InitializeCapabilities = Record<string, unknown>;
export type ProtocolThread = { id: string; [k: string]: any };
export type ProtocolTurn = { id: string; status: string; items: any[]; error?: any };
export type UserInput = { type: string; [k: string]: any };
export type TurnStartParams = { threadId: string; input: UserInput[]; [k: string]: any };
export type TurnStartResponse = { turn: ProtocolTurn };
