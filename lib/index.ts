// codex-rx: the runtime-free core. Nothing reachable from this file may import
// a Node built-in: it runs in browsers too. Node-only parts: `codex-rx/node`.
//
// The front door: what the README and the guides use. What few programs name
// (wire-level types, the variants of a few unions, codec and domain
// conversions, version arithmetic, the operators the client is built of) is
// exported by `codex-rx/advanced` (lib/advanced.ts); helpers only the library
// uses are not exported. spec/package/front-door.spec.ts holds the size.

// ---- wire: messages and errors ----
export type { RequestId, RpcRequest, RpcNotification, RpcErrorObject } from './rpc/messages.js';
export {
  ErrorCodes,
  CodexRxError,
  RpcResponseError,
  RequestTimeoutError,
  TransportClosedError,
  TransportOpenError,
  SpawnFailedError,
  ConnectionRefusedError,
  LineTooLongError,
} from './rpc/errors.js';
export type { ErrorCode, CloseReason, CloseKind } from './rpc/errors.js';

// ---- transports ----
export type { Transport } from './transport/transport.js';
export { createInMemoryPair } from './transport/in-memory.js';
export type { InMemoryEnd } from './transport/in-memory.js';
export { createWebSocketTransport } from './transport/websocket.js';
export type { WebSocketTransportOptions } from './transport/websocket.js';
export type { WebSocketLike, WebSocketCtorLike } from './transport/websocket-like.js';
export { HandshakeRejectedError } from './transport/handshake-retry.js';
export { createRelayTransport, RelaySessionError } from './transport/relay.js';
export type {
  RelayTransport,
  RelayTransportOptions,
  RelayReconnectPolicy,
  RelaySessionErrorCode,
} from './transport/relay.js';

// ---- framing, parsing, session ----
export { frameLines } from './rpc/frame-lines.js';
export { parseMessages } from './rpc/parse-messages.js';
export { Session } from './rpc/session.js';
export type { SessionOptions, RequestOptions, SessionDiagnostic } from './rpc/session.js';
export { retryOnOverload } from './rpc/retry-on-overload.js';
export type { RetryOnOverloadOptions } from './rpc/retry-on-overload.js';
export type { TraceEntry, TraceHook } from './rpc/trace.js';

// ---- protocol (generated bindings, decoding) ----
export { ProtocolDecodeError } from './protocol/index.js';
export type { DecodeIssue, ProtocolDecodeErrorReason } from './protocol/index.js';
// Every type of the method tables (ClientRequestParams, ServerNotification, ...).
export type * from './protocol/types.js';
// Generated types and codecs of the experimental schema (a superset of the stable one):
// `Protocol.Turn`, `Protocol.Turn.is(value)`; of the stable schema only: `StableProtocol`.
// Plain objects with a namespace of types each, not `export * as` (gen/<set>/protocol.ts says why).
export { Protocol } from '../gen/experimental/protocol.js';
export { Protocol as StableProtocol } from '../gen/stable/protocol.js';

// ---- client ----
export { Client, createClient } from './client/client.js';
export { ClientCore } from './client/client-core.js';
export { ClientThreadMethods } from './client/client-thread-methods.js';
export type { ClientRequestOptions } from './client/client-core.js';
export type {
  ClientOptions,
  ClientFlavor,
  StableFlavor,
  ExperimentalFlavor,
  FlavorOf,
} from './client/client-options.js';
export type { ClientDiagnostic } from './client/diagnostics.js';
export {
  NotInitializedError,
  ExperimentalApiRequiredError,
  ClientClosedError,
  ServerRequestTimeoutError,
  ServerRequestNoAnswerError,
  PooledRequestHandlerError,
  StructuredOutputError,
  InitializeRejectedError,
} from './client/errors.js';
export type { SchemaIssue } from './client/errors.js';
export { UnsupportedMethodError } from './client/unsupported-method.js';
export type { ServerVersionMismatch } from './client/server-version.js';
export { SCHEMA_CODEX_VERSION } from './protocol/codex-version.js';
export type {
  ClientEvent,
  NotificationEvent,
  ServerRequestEvent,
  GenericNotificationEvent,
  GenericServerRequestEvent,
} from './client/events.js';
export { ofMethod } from './client/of-method.js';
export { forThread } from './client/for-thread.js';
export { forTurn } from './client/for-turn.js';
export type {
  ServerRequestHandler,
  ServerRequestHandlerMap,
  ServerRequestContext,
} from './client/server-request-handler.js';
export type { RunOptions, TurnInputArg } from './client/run-turn.js';
export { Thread } from './client/thread.js';
export type { JsonSchema } from './client/json-schema-check.js';

// ---- sharing clients (pool) ----
export { ClientManager, connectionKey } from './client/client-manager.js';
export type { ClientLease } from './client/client-lease.js';
export type {
  ClientManagerOptions,
  PooledClientOptions,
  TransportSpec,
  StdioTransportSpec,
  ProxyTransportSpec,
  WebSocketTransportSpec,
} from './client/client-manager.js';
export type { ThreadActivity } from './client/thread-activity.js';
export type { RecoveryHook, RecoveryContext } from './client/activity-hub.js';

// ---- sessions that outlive a connection: status, reconcile ----
export type { ConnectionStatus } from './client/connection-status.js';
export type { ReplayGapEvent } from './client/reattach.js';
export type { TurnReconciliation } from './client/reconcile-turns.js';
export type { ReconnectPolicy } from './client/reconnect.js';
export {
  ConnectionLostError,
  ReconnectFailedError,
  TurnLostError,
} from './client/reconnect-errors.js';

// ---- turns and domain model ----
export { streamOf, itemOf, liveItems } from './turn/turn-snapshot.js';
export type {
  TurnSnapshot,
  DoneTurnSnapshot,
  TurnSnapshotStatus,
  ItemStream,
} from './turn/turn-snapshot.js';
export {
  TurnFailedError,
  TurnInterruptedError,
  TurnIncompleteError,
  TurnNoTextError,
} from './turn/errors.js';
export { DomainDecodeError } from './domain/errors.js';
export { isThreadItemOf } from './domain/thread-item.js';
export type {
  ThreadItem,
  KnownThreadItem,
  GenericThreadItem,
  ThreadItemType,
  ThreadItemOf,
} from './domain/thread-item.js';
export type { Turn, TurnError, TurnStatus } from './domain/turn.js';
export type { ThreadSnapshot, ThreadStatus } from './domain/thread-snapshot.js';
export type { GitInfo } from './domain/git-info.js';
export type { ThreadGoal, ThreadGoalStatus } from './domain/thread-goal.js';
export type { TokenUsage, TokenUsageBreakdown } from './domain/token-usage.js';
