/**
 * `createRelay`: the WebSocket server that owns app-server sessions and
 * outlives its clients. Protocol: docs/relay.md. Node only.
 *
 * It wires its parts: relay-listener.ts (HTTP, upgrade gate), relay-client-socket.ts,
 * relay-attach.ts, relay-session-start.ts, relay-fleet-node.ts, relay-shutdown.ts.
 */
import { randomBytes } from 'node:crypto';
import type { Observable } from 'rxjs';
import type { WebSocket } from 'ws';
import type { ThreadActivity } from '../client/thread-activity.js';
import { createStdioTransport } from '../transport/stdio.js';
import type { Transport } from '../transport/transport.js';
import { createMemorySessionStore } from './memory-store.js';
import { stderrRelayLogger, type RelayLogger } from './relay-log.js';
import { attachClient } from './relay-attach.js';
import { serveClientSocket } from './relay-client-socket.js';
import { fleetNodeOf } from './relay-fleet-node.js';
import { RelayMetrics } from './relay-metrics.js';
import { readyStore } from './relay-metrics-snapshot.js';
import { createRelayListener } from './relay-listener.js';
import { sessionObservers } from './relay-session-observers.js';
import { sessionStarts, type UpstreamContext } from './relay-session-start.js';
import { shutDownRelay } from './relay-shutdown.js';
import { watchStore } from './relay-store-watch.js';
import { loadRelayTracing, type RelayTracingOptions } from './relay-tracing.js';
import type { RelaySession } from './relay-session.js';
import type { LogBounds, SessionStore, StoreHealth } from './store.js';

export type { UpstreamContext } from './relay-session-start.js';

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
  /** Closes every connection (1001) and every session's upstream (awaiting their exit), then the server. */
  close(): Promise<void>;
}

/**
 * Starts a relay and resolves once it listens.
 *
 * @example
 * const relay = await createRelay({ token: process.env.RELAY_TOKEN!, idleGraceMs: 60_000 });
 * // clients: createRelayTransport(relay.url, { transportId: 'user-42', token, createSocket: wsSocketFactory })
 */
export async function createRelay(options: RelayOptions): Promise<Relay> {
  if (typeof options.token !== 'string' || options.token.length < 16)
    throw new RangeError('createRelay: token must be a string of at least 16 characters');
  const host = options.host ?? '127.0.0.1';
  const userLog = options.logger ?? stderrRelayLogger;
  const store =
    options.store ??
    createMemorySessionStore({ maxMessages: options.maxMessages, maxBytes: options.maxBytes });
  const makeUpstream =
    options.upstream ?? ((): Transport => createStdioTransport({ mode: 'standalone' }));
  const maxBufferedBytes = options.maxBufferedBytes ?? 16 * 1024 * 1024;
  const ackTimeoutMs = options.ackTimeoutMs ?? 60_000;
  const nodeId = options.nodeId ?? randomBytes(6).toString('hex');
  const sessions = new Map<string, RelaySession>();
  const sockets = new Set<WebSocket>();
  const metrics = new RelayMetrics(nodeId);
  const startedAt = Date.now();
  const storeHealth = (): StoreHealth => store.health?.() ?? readyStore(startedAt);
  metrics.setSource({
    sessions: () => sessions.size,
    // Sockets on this node: its sessions' local clients and the clients it serves for other owners.
    attachedClients: () => {
      let n = fleet?.attachments.size ?? 0;
      for (const s of sessions.values()) if (s.attachedHere) n++;
      return n;
    },
    storeHealth,
  });
  const log: RelayLogger = (event) => {
    metrics.observe(event);
    userLog(event);
  };
  const observers = sessionObservers(metrics, loadRelayTracing(options.tracing, nodeId));
  let closing: Promise<void> | null = null;

  const { server, wss, gate, listen } = createRelayListener({
    token: options.token,
    allowedOrigins: options.allowedOrigins ?? [],
    maxMessageBytes: options.maxMessageBytes ?? 16 * 1024 * 1024,
    log,
    routes: {
      metrics,
      storeHealth,
      closing: () => closing !== null,
      metricsToken: options.metricsToken,
    },
  });

  const leaseMs = options.leaseMs ?? 10_000;
  if (!(Number.isSafeInteger(leaseMs) && leaseMs >= 100))
    throw new RangeError(`leaseMs must be an integer >= 100, got ${leaseMs}`);
  const storeWatch = watchStore(store, log, metrics);
  const starts = sessionStarts({
    nodeId,
    store,
    sessions,
    log,
    idleGraceMs: options.idleGraceMs ?? 10 * 60 * 1000,
    maxBufferedBytes,
    maxSessions: options.maxSessions ?? 1000,
    makeUpstream,
    observerFor: observers.observerFor,
    fleet: () => fleet,
  });
  const fleet = fleetNodeOf(store, {
    nodeId,
    log,
    metrics,
    sessions,
    maxBufferedBytes,
    leaseMs,
    starts,
  });
  const attachContext = { nodeId, store, sessions, fleet, create: starts.create };

  wss.on('connection', (socket, req) =>
    serveClientSocket(
      {
        log,
        sockets,
        attachTimeoutMs: options.attachTimeoutMs ?? 10_000,
        refusalOf: gate.refusalOf,
        attach: (conn, frame) => attachClient(attachContext, conn, frame),
      },
      socket,
      req,
    ),
  );

  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const s of sessions.values()) s.checkSlowClient(now, ackTimeoutMs);
    },
    Math.max(10, Math.min(1000, Math.floor(ackTimeoutMs / 4))),
  );
  sweep.unref();

  const port = await listen(options.port ?? 0, host);
  await fleet?.start();
  const urlHost = host.includes(':') ? `[${host}]` : host;
  const url = `ws://${urlHost}:${port}`;
  log({ kind: 'listening', url });

  return {
    url,
    nodeId,
    ...(fleet ? { fleet } : {}),
    port,
    host,
    store,
    metrics,
    activity$: observers.activity$,
    sessions: () =>
      [...sessions.values()].map((s) => ({
        transportId: s.transportId,
        generation: s.generation,
        attached: s.isAttached,
        lastSeq: s.lastSeq,
        unresolved: s.unresolvedCount,
        ended: s.hasEnded,
      })),
    disconnectClient: (transportId, code, reason = 'disconnected by the relay') => {
      const s = sessions.get(transportId);
      const conn = s?.attachedConnection;
      if (!conn) return false;
      if (code === undefined) conn.terminate?.();
      else conn.close(code, reason);
      return true;
    },
    endSession: (transportId) => {
      const s = sessions.get(transportId);
      if (!s) return false;
      s.finish('ended by the relay');
      return true;
    },
    close: () => {
      if (closing) return closing;
      clearInterval(sweep);
      closing = shutDownRelay({
        sessions,
        fleet,
        sockets,
        wss,
        server,
        store,
        stopWatching: () => {
          storeWatch.unsubscribe();
          observers.complete();
        },
      });
      return closing;
    },
  };
}
