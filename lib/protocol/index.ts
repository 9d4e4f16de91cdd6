/**
 * The protocol layer: generated bindings (gen/) behind method-aware decoding.
 *
 * @example
 * import { decodeServerNotification, isGeneric } from './protocol/index.js';
 */
export {
  decodeServerNotification,
  decodeServerRequest,
  decodeClientRequestResult,
  encodeClientRequestParams,
  encodeServerRequestResult,
  isGeneric,
} from './decode.js';
export { ProtocolDecodeError, formatPath } from './errors.js';
export type { DecodeIssue, ProtocolDecodeErrorReason } from './errors.js';
export {
  isExperimentalMethod,
  experimentalClientRequestMethods,
  experimentalServerNotificationMethods,
  experimentalServerRequestMethods,
  stableTables,
  experimentalTables,
  tablesFor,
} from './tables.js';
export type { MethodTables } from './tables.js';
export type * from './types.js';
export { withStrictness } from './codec-runtime.js';
export type {
  TaggedUnionType,
  GenericVariant,
  NotificationSpec,
  RequestSpec,
  NotificationDescriptor,
  RequestDescriptor,
  DescriptorTypes,
  ParamsOf,
  ResultOf,
} from './codec-runtime.js';
export type {
  ClientRequestDescriptor,
  ServerRequestDescriptor,
  ServerNotificationDescriptor,
  ThreadScopedClientRequestMethod,
  ThreadScopedServerNotificationMethod,
} from './descriptors.js';
