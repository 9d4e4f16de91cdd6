/**
 * The client's view of the protocol layer: the one place lib/client imports
 * lib/protocol and gen/ from, limited to the names lib/client uses. Generated
 * types come from the experimental set (a superset of the stable one).
 */
export {
  decodeServerNotification,
  decodeServerRequest,
  decodeClientRequestResult,
  encodeClientRequestParams,
  isExperimentalMethod,
} from '../protocol/index.js';
export { clientRequestDescriptors as requests } from '../protocol/descriptors.js';
export type {
  ClientRequestDescriptor,
  ThreadScopedClientRequestMethod,
  ParamsOf,
  ResultOf,
} from '../protocol/descriptors.js';
export type {
  ClientRequestMethod,
  StableClientRequestMethod,
  ClientRequestParams,
  ClientRequestResult,
  ServerNotificationMethod,
  ServerNotificationParams,
  ServerRequestMethod,
  ServerRequestParams,
  ServerRequestResult,
  DecodeOptions,
} from '../protocol/index.js';
export type {
  InitializeParams,
  InitializeResponse,
  Thread as ProtocolThread,
  TurnStartParams,
} from '../../gen/experimental/index.js';
// What public signatures name: `Protocol.UserInput`, the name users have for it.
export type { Protocol } from '../../gen/experimental/protocol.js';
