// codex-rx/relay: the relay server (Node only). Clients use `createRelayTransport` from `codex-rx`.
export { createRelay } from './relay/relay-server.js';
export type { Relay, RelayOptions, RelaySessionInfo } from './relay/relay-server.js';
export { createMemorySessionStore, SequencedLog } from './relay/memory-store.js';
export { DEFAULT_LOG_BOUNDS } from './relay/store.js';
export type {
  SessionStore,
  SessionRecord,
  SessionRecordPatch,
  LogEntry,
  LogRead,
  LogStats,
  LogBounds,
} from './relay/store.js';
export { SessionStoreError } from './relay/store-error.js';
export type { RelayLogEvent, RelayLogger } from './relay/relay-log.js';
export { stderrRelayLogger } from './relay/relay-log.js';
export {
  RelayCloseCodes,
  RELAY_PROTOCOL,
  RELAY_BEARER_PROTOCOL_PREFIX,
} from './transport/relay-envelope.js';
