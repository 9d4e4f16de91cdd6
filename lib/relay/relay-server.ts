/**
 * `createRelay`: the WebSocket server that owns app-server sessions and
 * outlives its clients. Protocol: docs/relay.md. Node only.
 *
 * It wires its parts: relay-listener.ts (HTTP, upgrade gate), relay-client-socket.ts,
 * relay-attach.ts, relay-session-start.ts, relay-fleet-node.ts, relay-shutdown.ts.
 */
import { randomBytes } from 'node:crypto';
import type { WebSocket } from 'ws';
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
import { sessionStarts } from './relay-session-start.js';
import { DEFAULT_DRAIN_MS, RelayDrain } from './relay-drain.js';
import { shutDownRelay } from './relay-shutdown.js';
import { watchStore } from './relay-store-watch.js';
import { loadRelayTracing } from './relay-tracing.js';
import type { RelaySession } from './relay-session.js';
import type { StoreHealth } from './store.js';
import type { Relay, RelayOptions } from './relay-options.js';

export type { UpstreamContext } from './relay-session-start.js';
export type { Relay, RelayFleet, RelayOptions, RelaySessionInfo } from './relay-options.js';

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
      draining: () => drain.draining,
      metricsToken: options.metricsToken,
    },
  });

  const leaseMs = options.leaseMs ?? 10_000;
  if (!(Number.isSafeInteger(leaseMs) && leaseMs >= 100))
    throw new RangeError(`leaseMs must be an integer >= 100, got ${leaseMs}`);
  const storeWatch = watchStore(store, log, metrics);
  const starts = sessionStarts({
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
  const drain = new RelayDrain({
    sessions,
    fleet,
    log,
    drainMs: options.drainMs ?? DEFAULT_DRAIN_MS,
  });

  wss.on('connection', (socket, req) =>
    serveClientSocket(
      {
        log,
        sockets,
        attachTimeoutMs: options.attachTimeoutMs ?? 10_000,
        refusalOf: gate.refusalOf,
        attach: async (conn, frame) =>
          drain.refuses(conn, frame.transportId) ? null : attachClient(attachContext, conn, frame),
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
    drain: () => drain.drain(),
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
      }).then(() => drain.released());
      return closing;
    },
  };
}
