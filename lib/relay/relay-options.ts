/**
 * What `createRelay` (relay-server.ts) takes and returns: its options, the
 * relay object, a fleet node's view of the fleet, a session's summary.
 */
import type { Observable } from 'rxjs';
import type { ThreadActivity } from '../client/thread-activity.js';
import type { Transport } from '../transport/transport.js';
import type { RelayLogger } from './relay-log.js';
import type { RelayMetrics } from './relay-metrics.js';
import type { UpstreamContext } from './relay-session-start.js';
import type { RelayTracingOptions } from './relay-tracing.js';
import type { LogBounds, SessionStore } from './store.js';

export interface RelayOptions extends LogBounds {
  /** The bearer token clients must present (Authorization header, or subprotocol `bearer.<token>`). Required. */
  readonly token: string;
  /** Default `127.0.0.1` (loopback). Bind elsewhere only behind TLS. */
  readonly host?: string;
  /** Default 0 (a free port; read `relay.port`). */
  readonly port?: number;
  /**
   * Makes each session's upstream. Default: a standalone `codex app-server`
   * child over stdio. In a fleet, a node taking a session over calls it
   * again (`context.takeover`): the new upstream must reach the session's
   * threads (the same `CODEX_HOME` on shared storage, or the same remote app-server).
   */
  readonly upstream?: (transportId: string, context?: UpstreamContext) => Transport;
  /** Where sessions and logs live. Default: `createMemorySessionStore({ maxMessages, maxBytes })`. */
  readonly store?: SessionStore;
  /** How long a session without a client keeps its upstream. Default 10 min. */
  readonly idleGraceMs?: number;
  /** `Origin` values allowed to connect (browsers). Default none: any request with an Origin is refused (403). */
  readonly allowedOrigins?: readonly string[];
  /** Largest frame accepted from a client; a larger one closes it with 1009. Default 16 MiB. */
  readonly maxMessageBytes?: number;
  /** Socket buffer over which a client is slow (closed with 4008; its session stays). Default 16 MiB. */
  readonly maxBufferedBytes?: number;
  /** Time a client may leave sent frames unacknowledged before it is slow (4008). Default 60 s. */
  readonly ackTimeoutMs?: number;
  /** Time a new connection has to send its attach frame (else 4408). Default 10 s. */
  readonly attachTimeoutMs?: number;
  /** Most sessions at once; more attaches are closed with 4429. Default 1000. */
  readonly maxSessions?: number;
  /** This relay's id (the session record's owner). Default random. */
  readonly nodeId?: string;
  /** Receives lifecycle and bad-input events. Default: JSON lines on stderr. */
  readonly logger?: RelayLogger;
  /** When set, `GET /metrics` needs `Authorization: Bearer <metricsToken>`. Default: open (like /healthz). */
  readonly metricsToken?: string;
  /**
   * Request and turn spans through `@opentelemetry/api` (an optional peer):
   * by default the API's global provider (a no-op until the app registers an
   * SDK); `false` turns tracing off.
   */
  readonly tracing?: RelayTracingOptions | false;
  /**
   * Fleet (a Redis store): how long a node's lease on a session lasts
   * without renewal (renewed every third of it). A node dead for this long
   * loses its sessions to the others. Default 10 000 ms.
   */
  readonly leaseMs?: number;
  /**
   * The drain window (`relay.drain()`, the bin's SIGTERM): how long a
   * draining node waits for its sessions' turns to end before it hands
   * over the ones still running (interrupted: a gap). Default 30 000 ms.
   */
  readonly drainMs?: number;
}

/** A fleet node's view of the fleet (present with a Redis store). */
export interface RelayFleet {
  /** How long this node's leases last without renewal. */
  readonly leaseMs: number;
  /**
   * How long after Redis came back empty a reattach to a session missing
   * from it is answered with 1013 (retry: its owner may still re-seed it)
   * rather than 4404 `unknown_session`: 3 × leaseMs, at least 3 s.
   */
  readonly reseedGraceMs: number;
  /** Sessions another node owns whose clients this node serves. */
  remoteSessions(): string[];
}

/** What `relay.sessions()` reports. */
export interface RelaySessionInfo {
  readonly transportId: string;
  readonly generation: string;
  readonly attached: boolean;
  readonly lastSeq: number;
  readonly unresolved: number;
  readonly ended: boolean;
}

export interface Relay {
  /** `ws://host:port`. */
  readonly url: string;
  /** This relay's node id (the owner named in its sessions' records and leases). */
  readonly nodeId: string;
  /** The fleet part (a Redis store), for metrics and health. */
  readonly fleet?: RelayFleet;
  readonly port: number;
  readonly host: string;
  readonly store: SessionStore;
  /** Counters and gauges (`snapshot()`, `prometheus()`); also on `GET /metrics`. */
  readonly metrics: RelayMetrics;
  /**
   * Thread activity of this node's sessions (threads started, turns started
   * and completed, approvals pending and resolved), keyed by transport id:
   * what `publishFleetActivity` sends a fleet's dashboard (the bin does).
   */
  readonly activity$: Observable<ThreadActivity>;
  sessions(): RelaySessionInfo[];
  /**
   * Drops a session's client connection; the session stays. Without a code
   * the socket is destroyed (as if the network dropped it), else closed with it.
   */
  disconnectClient(transportId: string, code?: number, reason?: string): boolean;
  /** Ends a session now (its upstream too). */
  endSession(transportId: string): boolean;
  /**
   * Drains the node (a rolling deploy): `/readyz` answers 503, no new attach
   * (4503: the client reattaches elsewhere), the attached clients and their
   * turns served on; each session it owns handed over once its turn ended
   * (planned: the next owner continues its log, no gap, no approval lost),
   * the ones still running at `drainMs` as `close()` would. Resolves when
   * that is done; then `close()`. Once: a second call returns the same promise.
   */
  drain(): Promise<void>;
  /** Closes every connection (1001) and every session's upstream (awaiting their exit), then the server. */
  close(): Promise<void>;
}
