// codex-rx: the runtime-free core. Nothing reachable from this file may import
// a Node built-in: it runs in browsers too. Node-only parts: `codex-rx/node`.

// ---- wire: messages and errors ----
export type {
  RequestId,
  RpcRequest,
  RpcNotification,
  RpcSuccessResponse,
  RpcErrorObject,
  RpcErrorResponse,
  WireMessage,
  ParseFailure,
  UnmatchedResponse,
  ParsedLine,
} from './rpc/messages.js';
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
export { createWebSocketTransport, isLoopbackUrl } from './transport/websocket.js';
export type { WebSocketTransportOptions } from './transport/websocket.js';
export type {
  WebSocketLike,
  WebSocketCtorLike,
  WebSocketFactory,
  WebSocketInit,
  WebSocketHandler,
} from './transport/websocket-like.js';
export {
  HandshakeRejectedError,
  retryHandshake,
  handshakeRetryDelayMs,
  retryAfterMs,
  RETRYABLE_HANDSHAKE_STATUSES,
} from './transport/handshake-retry.js';
export type { HandshakeRetryOptions } from './transport/handshake-retry.js';
export { createRelayTransport, RelaySessionError } from './transport/relay.js';
export type {
  RelayTransport,
  RelayTransportOptions,
  RelayReconnectPolicy,
  RelaySessionErrorCode,
} from './transport/relay.js';
export { isResumableTransport } from './transport/resumable.js';
export type { ResumableTransport, AttachResult, ReplayGap } from './transport/resumable.js';
export { RelayCloseCodes, RELAY_PROTOCOL } from './transport/relay-envelope.js';

// ---- framing, parsing, session ----
export { frameLines } from './rpc/frame-lines.js';
export type { FrameLinesOptions } from './rpc/frame-lines.js';
export { parseMessages, parseLine } from './rpc/parse-messages.js';
export {
  Session,
  DEFAULT_MAX_IN_FLIGHT,
  DEFAULT_REQUEST_TIMEOUT_MS,
  MAX_REQUEST_TIMEOUT_MS,
} from './rpc/session.js';
export type {
  SessionOptions,
  RequestOptions,
  SessionDiagnostic,
  UnhandledServerRequest,
} from './rpc/session.js';
export { retryOnOverload, overloadDelay } from './rpc/retry-on-overload.js';
export type { RetryOnOverloadOptions } from './rpc/retry-on-overload.js';
export { createRedactor, secretKeyMatcher, DEFAULT_REDACT_KEYS, REDACTED } from './rpc/trace.js';
export type { TraceEntry, TraceHook } from './rpc/trace.js';

// ---- protocol (generated bindings, decoding) ----
// Explicit, not `export *`: the method tables and codec helpers stay internal.
export {
  decodeServerNotification,
  decodeServerRequest,
  decodeClientRequestResult,
  encodeClientRequestParams,
  encodeServerRequestResult,
  isGeneric,
  ProtocolDecodeError,
  formatPath,
  isExperimentalMethod,
  experimentalClientRequestMethods,
  experimentalServerNotificationMethods,
  experimentalServerRequestMethods,
} from './protocol/index.js';
export type { DecodeIssue, ProtocolDecodeErrorReason } from './protocol/index.js';
// Every type of the method tables (ClientRequestParams, ServerNotification, ...).
export type * from './protocol/types.js';
// The codec types of the generated bindings (`Protocol.Account`: a TaggedUnionType).
export type {
  TaggedUnionType,
  GenericVariant,
  NotificationSpec,
  RequestSpec,
  // The descriptor types the generated method tables (`Protocol.ClientRequestDescriptors`) are built of.
  NotificationDescriptor,
  RequestDescriptor,
  DescriptorTypes,
} from './protocol/index.js';
/** Generated types and codecs of the experimental schema (a superset of the stable one): `Protocol.Turn`, ... */
export * as Protocol from '../gen/experimental/index.js';
/** Generated types and codecs of the stable schema only. */
export * as StableProtocol from '../gen/stable/index.js';

// ---- client ----
export { Client, createClient } from './client/client.js';
export type { Rest } from './client/client.js';
export { ClientCore } from './client/client-core.js';
export type { AllowedMethod, ClientRequestOptions, RequestArgs } from './client/client-core.js';
export {
  CODEX_RX_VERSION,
  DEFAULT_DIAGNOSTICS_REPLAY,
  DEFAULT_SERVER_REQUEST_TIMEOUT_MS,
} from './client/client-options.js';
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
export { UnsupportedMethodError, isUnknownMethodAnswer } from './client/unsupported-method.js';
export { serverVersionDiagnostic } from './client/server-version.js';
export type { ServerVersionMismatch } from './client/server-version.js';
export {
  SCHEMA_CODEX_VERSION,
  COMPAT_CODEX_VERSIONS,
  TESTED_CODEX_VERSIONS,
  TESTED_CODEX_RANGE,
  codexVersionFromUserAgent,
  compareCodexVersions,
  isTestedCodexVersion,
} from './protocol/codex-version.js';
export { eventThreadId, eventTurnId } from './client/events.js';
export type {
  ClientEvent,
  NotificationEvent,
  NotificationEventOf,
  ServerRequestEvent,
  ServerRequestEventOf,
  GenericNotificationEvent,
  GenericServerRequestEvent,
  AnyNotificationEvent,
  AnyServerRequestEvent,
} from './client/events.js';
export { ofMethod } from './client/of-method.js';
export type { TypedEvent } from './client/of-method.js';
export { forThread } from './client/for-thread.js';
export type { ThreadScoped } from './client/for-thread.js';
export { forTurn } from './client/for-turn.js';
export type { TurnScoped } from './client/for-turn.js';
export type {
  ServerRequestHandler,
  ServerRequestHandlerFn,
  ServerRequestHandlerMap,
  ServerRequestMethodHandler,
  ServerRequestContext,
  HandlerAnswer,
} from './client/server-request-handler.js';
export { toUserInput } from './client/run-turn.js';
export type { RunOptions, TurnInputArg } from './client/run-turn.js';
export { Thread } from './client/thread.js';
export { checkJsonSchema, jsonSchemaChecker } from './client/json-schema-check.js';
export type { JsonSchema } from './client/json-schema-check.js';
export { parseStructuredOutput, structuredOutput } from './client/structured-output.js';
export { fuzzyFileSearch } from './client/fuzzy-file-search.js';
export type { FuzzyFileSearchEvent } from './client/fuzzy-file-search.js';
export { ClientManager, connectionKey } from './client/client-manager.js';
export type { ClientLease } from './client/client-lease.js';
export type {
  ClientManagerOptions,
  PooledClientOptions,
  TransportSpec,
} from './client/client-manager.js';

// ---- sessions that outlive a connection: status, reconcile (issue 12) ----
export type { ReplayGapEvent } from './client/reattach.js';
export type {
  ConnectionStatus,
  ConnectedStatus,
  ReconnectingStatus,
  ReconnectedStatus,
  ReattachedStatus,
  FailedStatus,
} from './client/connection-status.js';
export type { TurnReconciliation } from './client/reconcile-turns.js';
export type { RunningTurns } from './client/running-turns.js';
export { reconnectDelayMs, DEFAULT_RECONNECT_ATTEMPTS } from './client/reconnect.js';
export type { ReconnectPolicy } from './client/reconnect.js';
export {
  ConnectionLostError,
  ReconnectFailedError,
  TurnLostError,
} from './client/reconnect-errors.js';
export { threadActivityOf } from './client/thread-activity.js';
export type {
  ThreadActivity,
  ThreadStartedActivity,
  ThreadStatusChangedActivity,
  TurnStartedActivity,
  TurnCompletedActivity,
  ApprovalPendingActivity,
  ApprovalResolvedActivity,
  ConnectionActivity,
  RecoveryActivity,
  KeyedActivity,
} from './client/thread-activity.js';
export { ThreadActivityHub } from './client/activity-hub.js';
export type { RecoveryHook, RecoveryContext, ObservedClient } from './client/activity-hub.js';
export { withStaleClientRetry, isStaleSessionError } from './client/stale-client-retry.js';
export type { StaleClientRetryOptions } from './client/stale-client-retry.js';
export { holdObserver } from './client/observer-client.js';
export type { HeldObserver } from './client/observer-client.js';

// ---- turns and domain model ----
export { turnSnapshots, followTurn } from './turn/turn-stream.js';
export { streamOf, itemOf, liveItems, isDoneSnapshot } from './turn/turn-snapshot.js';
export type {
  TurnSnapshot,
  DoneTurnSnapshot,
  TurnSnapshotStatus,
  TurnSnapshotOptions,
  ItemStream,
  TurnStreams,
} from './turn/turn-snapshot.js';
export type { StoredStream, StreamField } from './turn/streams.js';
export type {
  TurnInput,
  TurnStartResponseLike,
  TurnLike,
  ThreadItemLike,
  TurnErrorLike,
} from './turn/events.js';
export { collectTurn, waitTurn } from './turn/collect-turn.js';
export { throwOnTurnFailure } from './turn/throw-on-turn-failure.js';
export type { ThrowOnTurnFailureOptions } from './turn/throw-on-turn-failure.js';
export { turnText } from './turn/turn-text.js';
export {
  TurnFailedError,
  TurnInterruptedError,
  TurnIncompleteError,
  TurnNoTextError,
} from './turn/errors.js';
export { DomainDecodeError } from './domain/errors.js';
export {
  threadItemFromProtocol,
  threadItemOrGeneric,
  isThreadItemOf,
  threadItemTypes,
} from './domain/thread-item.js';
export type {
  ThreadItem,
  KnownThreadItem,
  GenericThreadItem,
  ThreadItemType,
  ThreadItemOf,
  UserMessageItem,
  HookPromptItem,
  AgentMessageItem,
  FunctionCallOutputItem,
  PlanItem,
  ReasoningItem,
  CommandExecutionItem,
  FileChangeItem,
  McpToolCallItem,
  DynamicToolCallItem,
  CollabAgentToolCallItem,
  SubAgentActivityItem,
  WebSearchItem,
  ImageViewItem,
  SleepItem,
  ImageGenerationItem,
  EnteredReviewModeItem,
  ExitedReviewModeItem,
  ContextCompactionItem,
} from './domain/thread-item.js';
export {
  turnFromProtocol,
  turnFromDecoded,
  isTurnCompleted,
  isTurnFailed,
  isTurnInterrupted,
} from './domain/turn.js';
export type { Turn, TurnError, TurnItemsView, TurnStatus } from './domain/turn.js';
export { threadSnapshotFromProtocol } from './domain/thread-snapshot.js';
export type {
  ThreadSnapshot,
  ThreadStatus,
  SessionSource,
  ThreadHistoryMode,
} from './domain/thread-snapshot.js';
export { gitInfoFromProtocol } from './domain/git-info.js';
export type { GitInfo } from './domain/git-info.js';
export {
  threadGoalFromProtocol,
  threadGoalStatuses,
  remainingTokenBudget,
  isGoalOpen,
} from './domain/thread-goal.js';
export type { ThreadGoal, ThreadGoalStatus } from './domain/thread-goal.js';
export { tokenUsageFromProtocol, contextWindowUsed } from './domain/token-usage.js';
export type { TokenUsage, TokenUsageBreakdown } from './domain/token-usage.js';
