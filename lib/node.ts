// codex-rx/node: the Node-only parts (processes, the `ws` package, the codex CLI),
// plus everything of `codex-rx`.
export * from './index.js';

// ---- stdio / proxy / WebSocket-with-ws transports, executable lookup ----
export { createStdioTransport } from './transport/stdio.js';
export type { StdioTransportOptions } from './transport/stdio.js';
export { createStandaloneStdioTransport } from './transport/stdio-standalone.js';
export { createProxyTransport } from './transport/proxy.js';
export type { ProxyTransportOptions } from './transport/proxy.js';
export { daemonControlSocketPath } from './transport/stdio-process.js';
export type { CodexProcessOptions } from './transport/stdio-process.js';
export { createNodeWebSocketTransport, wsSocketFactory } from './transport/node-websocket.js';
export { findCodexExecutable, CodexExecutableNotFoundError } from './transport/find-executable.js';
export type {
  FindCodexExecutableOptions,
  ExecutableCandidate,
} from './transport/find-executable.js';

// ---- schema snapshot ----
export { snapshotSchema, exportSchema } from './codegen/snapshot.js';
export type { SnapshotOptions } from './codegen/snapshot.js';
export type { SchemaVersion } from './codegen/version-file.js';

// ---- client conveniences (connect over stdio / WebSocket, Node ClientManager) ----
export { connectStdio, connectWebSocket, createNodeClientManager } from './node/client.js';
export type { NodeWebSocketOptions } from './node/client.js';
