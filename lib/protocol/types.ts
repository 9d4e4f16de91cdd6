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
// Named imports, not `import * as`: the public declarations then reference the
// generated types themselves (exported as `Protocol.*` / `StableProtocol.*`).
import type {
  ClientNotificationMethod as StableClientNotificationMethodOf,
  ClientRequestMap as StableClientRequestMapOf,
  ClientRequestMethod as StableClientRequestMethodOf,
  ServerNotificationMap as StableServerNotificationMapOf,
  ServerNotificationMethod as StableServerNotificationMethodOf,
  ServerRequestMap as StableServerRequestMapOf,
  ServerRequestMethod as StableServerRequestMethodOf,
} from '../../gen/stable/index.js';
import type {
  ClientNotificationMethod as ExperimentalClientNotificationMethodOf,
  ClientRequestMap as ExperimentalClientRequestMapOf,
  ClientRequestMethod as ExperimentalClientRequestMethodOf,
  ServerNotificationMap as ExperimentalServerNotificationMapOf,
  ServerNotificationMethod as ExperimentalServerNotificationMethodOf,
  ServerRequestMap as ExperimentalServerRequestMapOf,
  ServerRequestMethod as ExperimentalServerRequestMethodOf,
} from '../../gen/experimental/index.js';
import type { RequestId } from '../rpc/messages.js';

// ---- client requests ----
export type StableClientRequestMethod = StableClientRequestMethodOf;
export type ClientRequestMethod = StableClientRequestMethodOf | ExperimentalClientRequestMethodOf;
/** Methods that need `capabilities.experimentalApi`. */
export type ExperimentalClientRequestMethod = Exclude<
  ExperimentalClientRequestMethodOf,
  StableClientRequestMethodOf
>;
/** The methods a client may call: all of them if it opted into the experimental API, else the stable ones. */
export type AllowedClientRequestMethod<Experimental extends boolean> = Experimental extends true
  ? ClientRequestMethod
  : StableClientRequestMethod;

/** The params/result pair of a client request method (either schema). */
export type ClientRequestEntry<M extends ClientRequestMethod> =
  M extends ExperimentalClientRequestMethodOf
    ? ExperimentalClientRequestMapOf[M]
    : M extends StableClientRequestMethodOf
      ? StableClientRequestMapOf[M]
      : never;
export type ClientRequestParams<M extends ClientRequestMethod> = ClientRequestEntry<M>['params'];
export type ClientRequestResult<M extends ClientRequestMethod> = ClientRequestEntry<M>['result'];
/** Params as the stable schema defines them (no experimental fields). */
export type StableClientRequestParams<M extends StableClientRequestMethod> =
  StableClientRequestMapOf[M]['params'];
export type StableClientRequestResult<M extends StableClientRequestMethod> =
  StableClientRequestMapOf[M]['result'];

// ---- server notifications ----
export type StableServerNotificationMethod = StableServerNotificationMethodOf;
export type ServerNotificationMethod =
  | StableServerNotificationMethodOf
  | ExperimentalServerNotificationMethodOf;
export type ServerNotificationParams<M extends ServerNotificationMethod> =
  M extends ExperimentalServerNotificationMethodOf
    ? ExperimentalServerNotificationMapOf[M]
    : M extends StableServerNotificationMethodOf
      ? StableServerNotificationMapOf[M]
      : never;
/** A decoded, known notification, discriminated by `method`. Extra top-level keys (`emittedAtMs`) are kept. */
export type ServerNotification = {
  [M in ServerNotificationMethod]: {
    readonly method: M;
    readonly params: ServerNotificationParams<M>;
  };
}[ServerNotificationMethod];

// ---- server requests ----
export type StableServerRequestMethod = StableServerRequestMethodOf;
export type ServerRequestMethod = StableServerRequestMethodOf | ExperimentalServerRequestMethodOf;
/** The params/result pair of a server request method (either schema). */
export type ServerRequestEntry<M extends ServerRequestMethod> =
  M extends ExperimentalServerRequestMethodOf
    ? ExperimentalServerRequestMapOf[M]
    : M extends StableServerRequestMethodOf
      ? StableServerRequestMapOf[M]
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
  | StableClientNotificationMethodOf
  | ExperimentalClientNotificationMethodOf;

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
