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
// The generated types as their public names (`Protocol.ClientRequestMap`,
// `StableProtocol.ClientRequestMap`), so that the public declarations name them so.
import type { Protocol } from '../../gen/experimental/protocol.js';
import type { Protocol as StableProtocol } from '../../gen/stable/protocol.js';
import type { RequestId } from '../rpc/messages.js';

// ---- client requests ----
export type StableClientRequestMethod = StableProtocol.ClientRequestMethod;
export type ClientRequestMethod = StableProtocol.ClientRequestMethod | Protocol.ClientRequestMethod;
/** Methods that need `capabilities.experimentalApi`. */
export type ExperimentalClientRequestMethod = Exclude<
  Protocol.ClientRequestMethod,
  StableProtocol.ClientRequestMethod
>;
/** The methods a client may call: all of them if it opted into the experimental API, else the stable ones. */
export type AllowedClientRequestMethod<Experimental extends boolean> = Experimental extends true
  ? ClientRequestMethod
  : StableClientRequestMethod;

/** The params/result pair of a client request method (either schema). */
export type ClientRequestEntry<M extends ClientRequestMethod> =
  M extends Protocol.ClientRequestMethod
    ? Protocol.ClientRequestMap[M]
    : M extends StableProtocol.ClientRequestMethod
      ? StableProtocol.ClientRequestMap[M]
      : never;
export type ClientRequestParams<M extends ClientRequestMethod> = ClientRequestEntry<M>['params'];
export type ClientRequestResult<M extends ClientRequestMethod> = ClientRequestEntry<M>['result'];
/** Params as the stable schema defines them (no experimental fields). */
export type StableClientRequestParams<M extends StableClientRequestMethod> =
  StableProtocol.ClientRequestMap[M]['params'];
export type StableClientRequestResult<M extends StableClientRequestMethod> =
  StableProtocol.ClientRequestMap[M]['result'];

// ---- server notifications ----
export type StableServerNotificationMethod = StableProtocol.ServerNotificationMethod;
export type ServerNotificationMethod =
  | StableProtocol.ServerNotificationMethod
  | Protocol.ServerNotificationMethod;
export type ServerNotificationParams<M extends ServerNotificationMethod> =
  M extends Protocol.ServerNotificationMethod
    ? Protocol.ServerNotificationMap[M]
    : M extends StableProtocol.ServerNotificationMethod
      ? StableProtocol.ServerNotificationMap[M]
      : never;
/** A decoded, known notification, discriminated by `method`. Extra top-level keys (`emittedAtMs`) are kept. */
export type ServerNotification = {
  [M in ServerNotificationMethod]: {
    readonly method: M;
    readonly params: ServerNotificationParams<M>;
  };
}[ServerNotificationMethod];

// ---- server requests ----
export type StableServerRequestMethod = StableProtocol.ServerRequestMethod;
export type ServerRequestMethod = StableProtocol.ServerRequestMethod | Protocol.ServerRequestMethod;
/** The params/result pair of a server request method (either schema). */
export type ServerRequestEntry<M extends ServerRequestMethod> =
  M extends Protocol.ServerRequestMethod
    ? Protocol.ServerRequestMap[M]
    : M extends StableProtocol.ServerRequestMethod
      ? StableProtocol.ServerRequestMap[M]
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
export type ClientNotificationMethod =
  | StableProtocol.ClientNotificationMethod
  | Protocol.ClientNotificationMethod;

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
