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
  LineTooLongError,
} from './rpc/errors.js';
export type { ErrorCode, CloseReason } from './rpc/errors.js';

// ---- transports ----
export type { Transport } from './transport/transport.js';
export { createInMemoryPair } from './transport/in-memory.js';
export type { InMemoryEnd } from './transport/in-memory.js';

// ---- framing, parsing, session ----
export { frameLines } from './rpc/frame-lines.js';
export type { FrameLinesOptions } from './rpc/frame-lines.js';
export { parseMessages, parseLine } from './rpc/parse-messages.js';
export { Session, DEFAULT_REQUEST_TIMEOUT_MS, MAX_REQUEST_TIMEOUT_MS } from './rpc/session.js';
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
export * from './protocol/index.js';
/** Generated types and codecs of the experimental schema (a superset of the stable one): `Protocol.Turn`, ... */
export * as Protocol from '../gen/experimental/index.js';
/** Generated types and codecs of the stable schema only. */
export * as StableProtocol from '../gen/stable/index.js';

// ---- client ----

// ---- turns and domain model ----
