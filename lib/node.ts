// codex-rx/node: the Node-only parts (processes, the `ws` package, the codex CLI).
export * from './index.js';

// ---- stdio / proxy / WebSocket-with-ws transports, executable lookup ----

// ---- schema snapshot ----
export { snapshotSchema, exportSchema } from './codegen/snapshot.js';
export type { SnapshotOptions } from './codegen/snapshot.js';
export type { SchemaVersion } from './codegen/version-file.js';

// ---- client conveniences (connect over stdio / WebSocket, Node ClientManager) ----
export { connectStdio, connectWebSocket, nodeTransportFactory, createNodeClientManager } from './node/client.js';
export type { NodeWebSocketOptions } from './node/client.js';
