/**
 * The client's view of the protocol layer: the one place lib/client imports
 * lib/protocol and gen/ from. Domain types come from the experimental set (a
 * superset of the stable one).
 */
export {
  decodeServerNotification,
  decodeServerRequest,
  decodeClientRequestResult,
  encodeClientRequestParams,
  isExperimentalMethod,
  ProtocolDecodeError,
} from '../protocol/index.js';
export type {
  ClientRequestMethod,
  StableClientRequestMethod,
  ExperimentalClientRequestMethod,
  ClientRequestParams,
  ClientRequestResult,
  ServerNotificationMethod,
  ServerNotificationParams,
  ServerRequestMethod,
  ServerRequestParams,
  ServerRequestResult,
  ServerNotification,
  ServerRequest,
  GenericNotification,
  GenericServerRequest,
  DecodeOptions,
} from '../protocol/index.js';
export type {
  ClientInfo,
  InitializeCapabilities,
  InitializeParams,
  InitializeResponse,
  Thread as ProtocolThread,
  TurnStartParams,
  TurnStartResponse,
  UserInput,
} from '../../gen/experimental/index.js';
