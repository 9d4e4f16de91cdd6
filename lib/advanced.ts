// codex-rx/advanced: what few programs need, kept out of the front door
// (`codex-rx`). Runtime-free like the core: nothing reachable from here may
// import a Node built-in. docs/advanced.md says what is here and why.

// ---- wire-level types (what `parseMessages` and `Session` see) ----
export type {
  RpcSuccessResponse,
  RpcErrorResponse,
  WireMessage,
  ParseFailure,
  UnmatchedResponse,
  ParsedLine,
} from './rpc/messages.js';
export { parseLine } from './rpc/parse-messages.js';
export type { FrameLinesOptions } from './rpc/frame-lines.js';
export {
  DEFAULT_MAX_IN_FLIGHT,
  DEFAULT_REQUEST_TIMEOUT_MS,
  MAX_REQUEST_TIMEOUT_MS,
} from './rpc/session.js';
export type { UnhandledServerRequest } from './rpc/session.js';
export { DEFAULT_REDACT_KEYS } from './rpc/trace.js';

// ---- transports: bring your own WebSocket, resumable transports ----
export type {
  WebSocketFactory,
  WebSocketInit,
  WebSocketHandler,
} from './transport/websocket-like.js';
export { isLoopbackUrl } from './transport/websocket.js';
export { isResumableTransport } from './transport/resumable.js';
export type { ResumableTransport, AttachResult, ReplayGap } from './transport/resumable.js';
export { RelayCloseCodes, RELAY_PROTOCOL } from './transport/relay-envelope.js';

// ---- protocol: decode and encode by method, experimental sets, codec types ----
export {
  decodeServerNotification,
  decodeServerRequest,
  decodeClientRequestResult,
  encodeClientRequestParams,
  encodeServerRequestResult,
  isGeneric,
  isExperimentalMethod,
  experimentalClientRequestMethods,
  experimentalServerNotificationMethods,
  experimentalServerRequestMethods,
} from './protocol/index.js';
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
export {
  COMPAT_CODEX_VERSIONS,
  TESTED_CODEX_VERSIONS,
  TESTED_CODEX_RANGE,
  codexVersionFromUserAgent,
  compareCodexVersions,
  isTestedCodexVersion,
} from './protocol/codex-version.js';

// ---- client: typing helpers, defaults, building blocks ----
export type { Rest } from './client/client.js';
export type { AllowedMethod, RequestArgs } from './client/client-core.js';
export {
  CODEX_RX_VERSION,
  DEFAULT_DIAGNOSTICS_REPLAY,
  DEFAULT_SERVER_REQUEST_TIMEOUT_MS,
} from './client/client-options.js';
export { eventThreadId, eventTurnId } from './client/events.js';
export type {
  NotificationEventOf,
  ServerRequestEventOf,
  AnyNotificationEvent,
  AnyServerRequestEvent,
} from './client/events.js';
export type { TypedEvent } from './client/of-method.js';
export type { ThreadScoped } from './client/for-thread.js';
export type { TurnScoped } from './client/for-turn.js';
export type {
  ServerRequestHandlerFn,
  ServerRequestMethodHandler,
  HandlerAnswer,
} from './client/server-request-handler.js';
export { checkJsonSchema, jsonSchemaChecker } from './client/json-schema-check.js';
export { parseStructuredOutput, structuredOutput } from './client/structured-output.js';
export { fuzzyFileSearch } from './client/fuzzy-file-search.js';
export type { FuzzyFileSearchEvent } from './client/fuzzy-file-search.js';
export type { RunningTurns } from './client/running-turns.js';
export type { AnyTransportSpec, CheckedPoolOptions, NoExtraKeys } from './client/client-manager.js';
export { DEFAULT_RECONNECT_ATTEMPTS } from './client/reconnect.js';
export type {
  ConnectedStatus,
  ReconnectingStatus,
  ReconnectedStatus,
  ReattachedStatus,
  FailedStatus,
} from './client/connection-status.js';

// ---- host integration: thread activity outside the pool, stale sessions ----
export { threadActivityOf } from './client/thread-activity.js';
export type {
  KeyedActivity,
  ThreadStartedActivity,
  ThreadStatusChangedActivity,
  TurnStartedActivity,
  TurnCompletedActivity,
  ApprovalPendingActivity,
  ApprovalResolvedActivity,
  ConnectionActivity,
  RecoveryActivity,
} from './client/thread-activity.js';
export { ThreadActivityHub } from './client/activity-hub.js';
export type { ObservedClient } from './client/activity-hub.js';
export { withStaleClientRetry, isStaleSessionError } from './client/stale-client-retry.js';
export type { StaleClientRetryOptions } from './client/stale-client-retry.js';

// ---- turn streams from events (what `thread.run()` is made of) ----
export { turnSnapshots, followTurn } from './turn/turn-stream.js';
export { isDoneSnapshot } from './turn/turn-snapshot.js';
export type { TurnSnapshotOptions, TurnStreams } from './turn/turn-snapshot.js';
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

// ---- domain conversions from protocol values, item aliases, small helpers ----
export { threadItemFromProtocol, threadItemTypes } from './domain/thread-item.js';
export type {
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
  isTurnCompleted,
  isTurnFailed,
  isTurnInterrupted,
} from './domain/turn.js';
export type { TurnItemsView } from './domain/turn.js';
export { threadSnapshotFromProtocol } from './domain/thread-snapshot.js';
export type { SessionSource, ThreadHistoryMode } from './domain/thread-snapshot.js';
export { gitInfoFromProtocol } from './domain/git-info.js';
export {
  threadGoalFromProtocol,
  threadGoalStatuses,
  remainingTokenBudget,
  isGoalOpen,
} from './domain/thread-goal.js';
export { tokenUsageFromProtocol, contextWindowUsed } from './domain/token-usage.js';
