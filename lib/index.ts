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

// ---- protocol (generated bindings, decoding) ----

// ---- client ----

// ---- turns and domain model ----
