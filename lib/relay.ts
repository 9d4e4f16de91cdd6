// codex-rx/relay: the relay server (Node only). Clients use `createRelayTransport` from `codex-rx`.

// Core types this entry point's signatures use (also exported by `codex-rx` / `codex-rx/advanced`).
export type {
  CodexRxError,
  Transport,
  RequestId,
  ThreadActivity,
  ConnectionStatus,
} from './index.js';
export type {
  ReplayGap,
  KeyedActivity,
  ThreadStartedActivity,
  ThreadStatusChangedActivity,
  TurnStartedActivity,
  TurnCompletedActivity,
  ApprovalPendingActivity,
  ApprovalResolvedActivity,
  ConnectionActivity,
  RecoveryActivity,
  ConnectedStatus,
  ReconnectingStatus,
  ReconnectedStatus,
  ReattachedStatus,
  FailedStatus,
} from './advanced.js';
export type { ServerRequestItem, UnresolvedServerRequest } from './transport/relay-envelope.js';
export { createRelay } from './relay/relay-server.js';
export type {
  Relay,
  RelayOptions,
  RelaySessionInfo,
  RelayFleet,
  UpstreamContext,
} from './relay/relay-server.js';
export { createMemorySessionStore, SequencedLog } from './relay/memory-store.js';
export { createRedisSessionStore } from './relay/redis-store.js';
export type {
  RedisSessionStoreOptions,
  RedisSessionStore,
  SessionKeys,
} from './relay/redis-store.js';
export { createMemoryFleet } from './relay/memory-fleet.js';
export type { MemoryFleet, MemoryFleetStore } from './relay/memory-fleet.js';
export { FAILOVER_SEQUENCE_SKIP } from './relay/fleet-coordinator.js';
export type {
  FleetCoordinator,
  CoordinatorNode,
  Claimed,
  CoordinationRecord,
  LiveNode,
  OwnedLease,
  PlannedHandover,
  RenewOutcome,
  SessionSnapshot,
} from './relay/fleet-coordinator.js';
export { FLEET_MESSAGE_VERSION } from './relay/fleet-messages.js';
export type {
  AttachmentMessage,
  ForwardedMessage,
  InboundMessage,
} from './relay/fleet-messages.js';
export type { SequencedFrame } from './relay/remote-attachment.js';
export { DEFAULT_LOG_BOUNDS } from './relay/store.js';
export type {
  SessionStore,
  SessionRecord,
  SessionRecordPatch,
  LogEntry,
  LogRead,
  LogStats,
  LogBounds,
  StoreEvent,
} from './relay/store.js';
export { SessionStoreError, SessionStoreUnavailableError } from './relay/store-error.js';
export type { LeaseLossReason, RelayLogEvent, RelayLogger } from './relay/relay-log.js';
export { stderrRelayLogger } from './relay/relay-log.js';
export {
  RelayCloseCodes,
  RELAY_PROTOCOL,
  RELAY_BEARER_PROTOCOL_PREFIX,
} from './transport/relay-envelope.js';

// ---- operators: metrics, health, readiness ----
export { RelayMetrics } from './relay/relay-metrics.js';
export { prometheusText, PROMETHEUS_CONTENT_TYPE } from './relay/relay-prometheus.js';
export { FORWARD_LATENCY_BUCKETS_MS, readyStore } from './relay/relay-metrics-snapshot.js';
export type {
  RelayMetricsSnapshot,
  LatencyHistogram,
  ReplayGapReason,
  RelayGaugeSource,
} from './relay/relay-metrics-snapshot.js';
export type { StoreHealth } from './relay/store.js';
export { readiness, storeAcceptsWrites } from './relay/relay-ops-http.js';
export type { ReadinessReport, OpsRoutes } from './relay/relay-ops-http.js';
export type { SessionObserver } from './relay/session-observer.js';

// ---- tracing (OpenTelemetry API, optional peer) ----
export type { RelayTracingOptions, TracerProviderLike } from './relay/relay-tracing.js';

// ---- fleet activity (Redis pub/sub through ioredis, optional peer) ----
export {
  publishFleetActivity,
  fleetActivity$,
  parseFleetEnvelope,
  FleetActivityError,
  DEFAULT_FLEET_CHANNEL,
} from './relay/fleet-activity.js';
export type {
  FleetRedisClient,
  FleetRedisOptions,
  FleetActivityEnvelope,
  FleetActivityEvent,
  FleetActivityItem,
  FleetActivityGap,
  FleetConnectionEvent,
  FleetInvalidMessage,
  FleetActivityOptions,
  PublishFleetActivityOptions,
  FleetActivityPublisher,
  FleetPublisherStats,
  FleetPublisherEvent,
} from './relay/fleet-activity.js';
