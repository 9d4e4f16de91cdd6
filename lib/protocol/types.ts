/**
 * Type-level maps over the generated method tables. Unqualified names span the
 * experimental set (a superset of the stable one); `Stable*` names only the
 * stable set, so that a client that did not opt into the experimental API can
 * be typed to refuse experimental methods at compile time.
 *
 * @example
 * type P = ClientRequestParams<'thread/start'>; // ThreadStartParams
 * function request<M extends AllowedClientRequestMethod<false>>(m: M, p: ClientRequestParams<M>): void;
 */
import type * as S from '../../gen/stable/index.js';
import type * as E from '../../gen/experimental/index.js';
import type { RequestId } from '../rpc/messages.js';

// ---- client requests ----
export type StableClientRequestMethod = S.ClientRequestMethod;
export type ClientRequestMethod = S.ClientRequestMethod | E.ClientRequestMethod;
/** Methods that need `capabilities.experimentalApi`. */
export type ExperimentalClientRequestMethod = Exclude<E.ClientRequestMethod, S.ClientRequestMethod>;
/** The methods a client may call: all of them if it opted into the experimental API, else the stable ones. */
export type AllowedClientRequestMethod<Experimental extends boolean> = Experimental extends true
  ? ClientRequestMethod
  : StableClientRequestMethod;

type ClientRequestEntry<M extends ClientRequestMethod> = M extends E.ClientRequestMethod
  ? E.ClientRequestMap[M]
  : M extends S.ClientRequestMethod
    ? S.ClientRequestMap[M]
    : never;
export type ClientRequestParams<M extends ClientRequestMethod> = ClientRequestEntry<M>['params'];
export type ClientRequestResult<M extends ClientRequestMethod> = ClientRequestEntry<M>['result'];
/** Params as the stable schema defines them (no experimental fields). */
export type StableClientRequestParams<M extends StableClientRequestMethod> =
  S.ClientRequestMap[M]['params'];
export type StableClientRequestResult<M extends StableClientRequestMethod> =
  S.ClientRequestMap[M]['result'];

// ---- server notifications ----
export type StableServerNotificationMethod = S.ServerNotificationMethod;
export type ServerNotificationMethod = S.ServerNotificationMethod | E.ServerNotificationMethod;
export type ServerNotificationParams<M extends ServerNotificationMethod> =
  M extends E.ServerNotificationMethod
    ? E.ServerNotificationMap[M]
    : M extends S.ServerNotificationMethod
      ? S.ServerNotificationMap[M]
      : never;
/** A decoded, known notification, discriminated by `method`. Extra top-level keys (`emittedAtMs`) are kept. */
export type ServerNotification = {
  [M in ServerNotificationMethod]: {
    readonly method: M;
    readonly params: ServerNotificationParams<M>;
  };
}[ServerNotificationMethod];

// ---- server requests ----
export type StableServerRequestMethod = S.ServerRequestMethod;
export type ServerRequestMethod = S.ServerRequestMethod | E.ServerRequestMethod;
type ServerRequestEntry<M extends ServerRequestMethod> = M extends E.ServerRequestMethod
  ? E.ServerRequestMap[M]
  : M extends S.ServerRequestMethod
    ? S.ServerRequestMap[M]
    : never;
export type ServerRequestParams<M extends ServerRequestMethod> = ServerRequestEntry<M>['params'];
/** What the client answers to a server request. */
export type ServerRequestResult<M extends ServerRequestMethod> = ServerRequestEntry<M>['result'];
/** A decoded, known server request, discriminated by `method`. */
export type ServerRequest = {
  [M in ServerRequestMethod]: {
    readonly id: RequestId;
    readonly method: M;
    readonly params: ServerRequestParams<M>;
  };
}[ServerRequestMethod];

// ---- client notifications ----
export type ClientNotificationMethod = S.ClientNotificationMethod | E.ClientNotificationMethod;

// ---- generic fallbacks (permissive mode) ----
/** A notification whose method this schema does not know (permissive mode). */
export interface GenericNotification {
  readonly kind: 'generic';
  readonly method: string;
  readonly params: unknown;
}

/** A server request whose method this schema does not know (permissive mode). Still needs an answer. */
export interface GenericServerRequest {
  readonly kind: 'generic';
  readonly id: RequestId;
  readonly method: string;
  readonly params: unknown;
}

/** Options of the decode functions. */
export interface DecodeOptions {
  /** Reject unknown methods, unknown union tags and unknown enum values. Default false (permissive). */
  readonly strict?: boolean;
  /** Decode with the experimental set's tables and codecs. Default false (stable). */
  readonly experimental?: boolean;
}
