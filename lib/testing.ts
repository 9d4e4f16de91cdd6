// codex-rx/testing: tools to test apps built on codex-rx without a model service.

// Core types this entry point's signatures use (also exported by `codex-rx`).
export type {
  CodexRxError,
  CloseReason,
  CloseKind,
  RequestId,
  RpcRequest,
  RpcNotification,
  RpcErrorObject,
  Transport,
  InMemoryEnd,
} from './index.js';

// ---- scripted model provider ----
export { ScriptedModelProvider } from './testing/model-provider/server.js';
export type { ScriptedModelProviderOptions } from './testing/model-provider/server.js';
export type { ScriptSource } from './testing/model-provider/reply-queues.js';
export { RecordedRequest } from './testing/model-provider/recorded-request.js';
export type { JsonObject } from './testing/model-provider/recorded-request.js';
export { script, ModelScript } from './testing/model-provider/script.js';
export {
  answerReply,
  runCommandReply,
  applyPatchReply,
  functionCallReply,
  stallReply,
  cutStreamReply,
  httpErrorReply,
  failedReply,
} from './testing/model-provider/replies.js';
export type {
  ModelReply,
  StreamReply,
  HttpErrorReply,
  ReplyIds,
  AnswerOptions,
  CommandOptions,
  CompletionOptions,
  PartialOptions,
} from './testing/model-provider/replies.js';
export {
  usage,
  responseCreated,
  responseCompleted,
  responseFailed,
  messageAdded,
  textDelta,
  messageDone,
  functionCallDone,
  formatSse,
  splitDeltas,
} from './testing/model-provider/events.js';
export type { ResponsesEvent, ResponsesUsage } from './testing/model-provider/events.js';

// ---- launcher ----
export { launchAppServer, appServer$ } from './testing/launcher.js';
export type {
  LaunchAppServerOptions,
  LaunchedAppServer,
  StdioLaunchSpec,
  WebSocketLaunchSpec,
} from './testing/launcher.js';
export {
  offlineConfig,
  offlineConfigToml,
  renderToml,
  mergeTables,
} from './testing/offline-config.js';
export type { OfflineConfigOptions, TomlTable, TomlValue } from './testing/offline-config.js';
export { resolveCodexBinary } from './testing/codex-binary.js';
export {
  processesUsingCodexHome,
  endProcessesUsingCodexHome,
  processState,
  isProcessAlive,
} from './testing/codex-processes.js';

// ---- fake app-server, record / replay: the browser-safe helpers, plus transcript files ----
export * from './testing-browser.js';
export { recordTransportToFile, readTranscriptFile } from './testing/transcript-file.js';
