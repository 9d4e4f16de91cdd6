/**
 * `createRelay`: the WebSocket server that owns app-server sessions and
 * outlives its clients. Protocol: docs/relay.md. Node only.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { Subject, type Observable } from 'rxjs';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ThreadActivity } from '../client/thread-activity.js';
import { createStdioTransport } from '../transport/stdio.js';
import type { Transport } from '../transport/transport.js';
import {
  RELAY_BEARER_PROTOCOL_PREFIX,
  RELAY_PROTOCOL,
  RelayCloseCodes,
  parseClientFrame,
  type AttachFrame,
  type ErrorFrame,
} from '../transport/relay-envelope.js';
import { createMemorySessionStore } from './memory-store.js';
import { stderrRelayLogger, type RelayLogger } from './relay-log.js';
import {
  Fleet,
  OWNER_MOVED,
  STORE_RECOVERING,
  type FleetEvents,
  type ServedSession,
} from './fleet.js';
import { coordinatorOf } from './fleet-coordinator.js';
import { relayActivityOf } from './relay-activity.js';
import { RelayMetrics, readyStore } from './relay-metrics.js';
import { handleOpsRequest } from './relay-ops-http.js';
import { loadRelayTracing, type RelayTracingOptions } from './relay-tracing.js';
import { RelaySession, type ClientConnection, type RelaySessionOptions } from './relay-session.js';
import type { SessionObserver } from './session-observer.js';
import type { LogBounds, SessionRecord, SessionStore, StoreHealth } from './store.js';

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

/** What an upstream factory is told. */
export interface UpstreamContext {
  readonly generation: string;
  /** Set when this node takes the session over from a dead one (its threads are resumed on the new upstream). */
  readonly takeover: boolean;
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

const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

const sameText = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The bearer token a handshake carries: Authorization header first, else a `bearer.` subprotocol. */
function presentedToken(request: IncomingMessage): string | undefined {
  const auth = request.headers.authorization;
  if (typeof auth === 'string' && /^Bearer /i.test(auth)) return auth.slice(7).trim();
  const header = request.headers['sec-websocket-protocol'];
  if (typeof header !== 'string') return undefined;
  for (const p of header.split(',')) {
    const v = p.trim();
    if (v.startsWith(RELAY_BEARER_PROTOCOL_PREFIX))
      return v.slice(RELAY_BEARER_PROTOCOL_PREFIX.length);
  }
  return undefined;
}

/** The subprotocols a handshake offers. */
const offeredProtocols = (request: IncomingMessage): string[] =>
  String(request.headers['sec-websocket-protocol'] ?? '')
    .split(',')
    .map((p) => p.trim());

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
  const idleGraceMs = options.idleGraceMs ?? 10 * 60 * 1000;
  const allowedOrigins = new Set(options.allowedOrigins ?? []);
  const maxBufferedBytes = options.maxBufferedBytes ?? 16 * 1024 * 1024;
  const ackTimeoutMs = options.ackTimeoutMs ?? 60_000;
  const attachTimeoutMs = options.attachTimeoutMs ?? 10_000;
  const maxSessions = options.maxSessions ?? 1000;
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
  const tracing = loadRelayTracing(options.tracing, nodeId);
  // One small object per session (closures, no arrays): a relay holds thousands, mostly idle.
  const activity = new Subject<ThreadActivity>();
  const observerFor = (transportId: string, generation: string): SessionObserver => {
    const trace = tracing?.session(transportId, generation);
    // Thread activity only while someone listens (the bin's fleet publisher).
    const watched = (line: string, message: unknown): void => {
      if (!activity.observed) return;
      const a = relayActivityOf(transportId, line, message);
      if (a) activity.next(a);
    };
    const counted: SessionObserver = {
      appended: (bytes) => metrics.logged(bytes),
      logStats: (stats) => metrics.logStats(transportId, stats),
      serverLine: watched,
      gone: () => {
        metrics.forgetLog(transportId);
        trace?.gone?.();
      },
    };
    if (!trace) return counted;
    return {
      ...counted,
      clientMessage: (m) => trace.clientMessage?.(m),
      serverLine: (line, message) => {
        watched(line, message);
        trace.serverLine?.(line, message);
      },
    };
  };
  let closing: Promise<void> | null = null;

  const server: Server = createServer((req, res) => {
    const routes = {
      metrics,
      storeHealth,
      closing: () => closing !== null,
      metricsToken: options.metricsToken,
    };
    if (!handleOpsRequest(routes, req, res))
      res.writeHead(426, { 'content-type': 'text/plain' }).end('WebSocket upgrade required');
  });

  const reject = (req: IncomingMessage, status: number, reason: string): false => {
    log({ kind: 'rejected', status, reason, remote: req.socket.remoteAddress });
    return false;
  };

  /**
   * Handshakes refused after the upgrade, with the close code and reason the
   * connection is closed with at once: a browser cannot read an HTTP status
   * (it sees 1006), so a client that offers the relay subprotocol is told why
   * in a close frame; any other client gets the HTTP status.
   */
  const refusedUpgrades = new WeakMap<IncomingMessage, { code: number; reason: string }>();
  const refuse = (
    req: IncomingMessage,
    done: (
      result: boolean,
      code?: number,
      message?: string,
      headers?: Record<string, string>,
    ) => void,
    refusal: { status: number; reason: string; code: number; closeReason: string },
    headers?: Record<string, string>,
  ): void => {
    reject(req, refusal.status, refusal.reason);
    if (offeredProtocols(req).includes(RELAY_PROTOCOL)) {
      refusedUpgrades.set(req, { code: refusal.code, reason: refusal.closeReason });
      return done(true);
    }
    done(false, refusal.status, refusal.closeReason, headers);
  };

  const wss = new WebSocketServer({
    server,
    maxPayload: options.maxMessageBytes ?? 16 * 1024 * 1024,
    perMessageDeflate: false,
    handleProtocols: (protocols) => (protocols.has(RELAY_PROTOCOL) ? RELAY_PROTOCOL : false),
    verifyClient: (info, done) => {
      const req = info.req;
      const origin = req.headers.origin;
      if (origin !== undefined && !allowedOrigins.has(origin))
        return refuse(req, done, {
          status: 403,
          reason: `origin ${origin} is not allowed`,
          code: RelayCloseCodes.OriginNotAllowed,
          closeReason: 'origin not allowed',
        });
      const token = presentedToken(req);
      if (token === undefined || !sameText(token, options.token))
        return refuse(
          req,
          done,
          {
            status: 401,
            reason: token === undefined ? 'no bearer token' : 'wrong bearer token',
            code: RelayCloseCodes.Unauthorized,
            closeReason: token === undefined ? 'bearer token required' : 'wrong bearer token',
          },
          { 'WWW-Authenticate': 'Bearer' },
        );
      const viaProtocol = req.headers.authorization === undefined;
      if (viaProtocol && !offeredProtocols(req).includes(RELAY_PROTOCOL)) {
        // Selecting the token itself as the subprotocol would echo it back.
        reject(req, 400, `a subprotocol token needs the ${RELAY_PROTOCOL} subprotocol too`);
        return done(false, 400, `offer the ${RELAY_PROTOCOL} subprotocol`);
      }
      done(true);
    },
  });

  const closeSocket = (
    socket: WebSocket,
    code: number,
    reason: string,
    transportId?: string,
  ): void => {
    log({ kind: 'closedClient', code, reason, ...(transportId ? { transportId } : {}) });
    socket.close(code, reason);
    // A client that never reads never completes the close handshake.
    const t = setTimeout(() => socket.terminate(), 2000);
    t.unref();
    socket.once('close', () => clearTimeout(t));
  };

  const connectionOf = (
    socket: WebSocket,
    transportId: () => string | undefined,
    raw: Duplex,
  ): ClientConnection => ({
    send: (frame) => {
      if (socket.readyState === socket.OPEN) socket.send(frame);
    },
    batch: (sends) => {
      raw.cork();
      try {
        sends();
      } finally {
        raw.uncork();
      }
    },
    close: (code, reason) => {
      if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING)
        closeSocket(socket, code, reason, transportId());
    },
    terminate: () => socket.terminate(),
    get bufferedAmount() {
      return socket.bufferedAmount;
    },
  });

  const leaseMs = options.leaseMs ?? 10_000;
  if (!(Number.isSafeInteger(leaseMs) && leaseMs >= 100))
    throw new RangeError(`leaseMs must be an integer >= 100, got ${leaseMs}`);
  const fleetEvents: FleetEvents = {
    onClaimed: (transportId, previousGeneration, generation, previousOwner) => {
      metrics.failover();
      // The dead upstream's unlogged tail: a gap for the session's client.
      metrics.replayGap('failover');
      log({ kind: 'sessionClaimed', transportId, generation, previousGeneration, previousOwner });
    },
    onForwarded: (_transportId, ageMs) => metrics.forwardLatency(ageMs),
    onLeaseLost: (transportId, reason) => log({ kind: 'leaseLost', transportId, reason }),
  };
  let lastState = store.health?.().state;
  /** Sessions whose log entries this outage dropped (a gap counted once per session and outage). */
  const outageGaps = new Set<string>();
  const healthSubscription = store.health$?.subscribe((h) => {
    if (h.state === 'ready' && h.overflowedSessions === 0) outageGaps.clear();
    if (h.state === lastState) return;
    lastState = h.state;
    log({
      kind: 'storeState',
      state: h.state,
      bufferedOps: h.bufferedOps,
      ...(h.lastError !== undefined ? { lastError: h.lastError } : {}),
    });
  });
  const eventSubscription = store.events$?.subscribe((e) => {
    if (e.kind === 'bufferOverflow' && !outageGaps.has(e.transportId)) {
      outageGaps.add(e.transportId);
      metrics.replayGap('outage');
    }
    log({
      kind: 'storeEvent',
      event: e.kind,
      transportId: e.transportId,
      ...('droppedThrough' in e ? { droppedThrough: e.droppedThrough } : {}),
    });
  });

  const newSession = (
    id: string,
    generation: string,
    upstream: Transport,
    takeover?: RelaySessionOptions['takeover'],
  ): RelaySession => {
    const created: RelaySession = new RelaySession({
      transportId: id,
      generation,
      upstream,
      store,
      log,
      idleGraceMs,
      maxBufferedBytes,
      observer: observerFor(id, generation),
      ...(takeover ? { takeover } : {}),
      onGone: () => {
        if (sessions.get(id) === created) sessions.delete(id);
        fleet?.released(id);
      },
    });
    sessions.set(id, created);
    return created;
  };

  const coordinator = coordinatorOf(store);
  const fleet: Fleet | undefined = coordinator
    ? new Fleet(
        coordinator,
        {
          nodeId,
          log,
          sessions,
          maxBufferedBytes,
          startTakeover: (record: SessionRecord, gapSeq: number) => {
            const upstream = makeUpstream(record.transportId, {
              generation: record.generation,
              takeover: true,
            });
            const session = newSession(record.transportId, record.generation, upstream, {
              gapSeq,
              ackedThrough: record.ackedThrough,
              nextRequestId: record.nextRequestId,
              initializeResult: record.initializeResult,
              initializeParams: record.initializeParams,
              threads: record.threads ?? [],
              unresolved: record.unresolved,
              pendingRequests: record.pendingRequests ?? [],
              onResumed: (threadId, error) =>
                log({
                  kind: 'threadResumed',
                  transportId: record.transportId,
                  threadId,
                  ...(error ? { error } : {}),
                }),
            });
            log({
              kind: 'sessionStarted',
              transportId: record.transportId,
              generation: record.generation,
            });
            session.start();
            return session;
          },
        },
        leaseMs,
        fleetEvents,
      )
    : undefined;

  /** A generation a reattach may carry: the session's, or one it had before a failover. */
  const knownGeneration = (record: SessionRecord, generation: string | undefined): boolean =>
    generation === undefined ||
    generation === record.generation ||
    (record.priorGenerations ?? []).includes(generation);

  const createSession = async (
    conn: ClientConnection,
    frame: AttachFrame,
  ): Promise<RelaySession | null | 'exists'> => {
    const id = frame.transportId;
    if (sessions.size >= maxSessions) {
      conn.close(RelayCloseCodes.TooManySessions, 'too many sessions');
      return null;
    }
    const madeSecret =
      frame.secret === undefined ? randomBytes(24).toString('base64url') : undefined;
    const secret = frame.secret ?? (madeSecret as string);
    const generation = randomBytes(9).toString('base64url');
    const record: SessionRecord = {
      transportId: id,
      generation,
      secretHash: hashSecret(secret),
      owner: nodeId,
      initializeResult: null,
      unresolved: [],
      nextRequestId: 1,
      ackedThrough: 0,
      ended: false,
      createdAt: Date.now(),
    };
    // The lease is taken with the record: its deadline counts from before the command.
    const leaseSentAt = Date.now();
    if (fleet) {
      // Another node may create the same session at the same time: one wins.
      try {
        await store.create(record);
      } catch (error) {
        if ((error as { code?: unknown }).code === 'exists') return 'exists';
        throw error;
      }
    }
    let upstream: Transport;
    try {
      upstream = makeUpstream(id, { generation, takeover: false });
    } catch (error) {
      if (fleet) await store.delete(id);
      conn.close(1011, `cannot start the app-server: ${String(error)}`.slice(0, 120));
      return null;
    }
    const created = newSession(id, generation, upstream);
    if (fleet) fleet.owned(id, 0, leaseSentAt);
    else await store.create(record);
    log({ kind: 'sessionStarted', transportId: id, generation });
    created.start();
    await created.attach(conn, 0, true, madeSecret);
    return created;
  };

  const attach = async (
    conn: ClientConnection,
    frame: AttachFrame,
    attempt = 0,
  ): Promise<ServedSession | null> => {
    const id = frame.transportId;
    const session = sessions.get(id);
    if (!session && !fleet) {
      if (frame.generation !== undefined) {
        conn.close(
          RelayCloseCodes.UnknownSession,
          'unknown session (relay restarted or session expired)',
        );
        return null;
      }
      const made = await createSession(conn, frame);
      return made === 'exists' ? null : made;
    }
    const record = await store.get(id);
    // Missing from a Redis that came back empty moments ago: its owner may still re-seed it.
    const recovering = async (): Promise<boolean> =>
      fleet !== undefined && (await fleet.storeRecovering(id));
    if (session && (!record || sessions.get(id) !== session)) {
      if (!record && (await recovering()))
        conn.close(STORE_RECOVERING, 'the session store is recovering: reattach');
      else conn.close(RelayCloseCodes.UnknownSession, 'unknown session');
      return null;
    }
    if (!record) {
      if (frame.generation !== undefined) {
        if (await recovering())
          conn.close(
            STORE_RECOVERING,
            'the session store restarted and this session is not back yet: reattach',
          );
        else
          conn.close(
            RelayCloseCodes.UnknownSession,
            'unknown session (relay restarted or session expired)',
          );
        return null;
      }
      const made = await createSession(conn, frame);
      if (made !== 'exists') return made;
      return attempt < 2 ? attach(conn, { ...frame }, attempt + 1) : null;
    }
    if (frame.secret === undefined || !sameText(hashSecret(frame.secret), record.secretHash)) {
      conn.close(RelayCloseCodes.SecretMismatch, 'wrong session secret');
      return null;
    }
    if (!knownGeneration(record, frame.generation)) {
      conn.close(RelayCloseCodes.StaleGeneration, 'stale generation: the session was replaced');
      return null;
    }
    if (session) {
      await session.attach(conn, frame.since, false);
      return session;
    }
    // A fleet session this node does not run: served here for its owner, or claimed from a dead one.
    const f = fleet as Fleet;
    const owner = await f.leaseOwner(id);
    if (owner !== undefined && owner !== nodeId) return f.serveRemote(conn, frame, owner);
    const claimed = await f.claim(id);
    if (claimed) {
      await claimed.attach(conn, frame.since, false);
      return claimed;
    }
    if (attempt < 5) {
      await new Promise((r) => setTimeout(r, 50 * (attempt + 1)));
      return attach(conn, frame, attempt + 1);
    }
    conn.close(OWNER_MOVED, 'the session is being taken over: reattach');
    return null;
  };

  wss.on('connection', (socket, req) => {
    sockets.add(socket);
    const refused = refusedUpgrades.get(req);
    if (refused) {
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
      closeSocket(socket, refused.code, refused.reason);
      return;
    }
    let session: ServedSession | null = null;
    let attaching = false;
    const conn = connectionOf(socket, () => session?.transportId, req.socket);
    const attachTimer = setTimeout(() => {
      if (!session && !attaching)
        conn.close(RelayCloseCodes.AttachTimeout, 'no attach frame in time');
    }, attachTimeoutMs);
    attachTimer.unref();
    socket.on('error', () => undefined); // 'close' follows; ws throws on an unheard 'error'
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      const frame = parseClientFrame(data.toString('utf8'));
      void isBinary;
      if (typeof frame === 'string') {
        if (!session) {
          conn.close(RelayCloseCodes.BadEnvelope, frame.slice(0, 120));
        } else {
          log({
            kind: 'refusedFrame',
            code: 'bad_envelope',
            reason: frame,
            transportId: session.transportId,
          });
          const reply: ErrorFrame = { t: 'error', code: 'bad_envelope', message: frame };
          conn.send(JSON.stringify(reply));
        }
        return;
      }
      if (frame.t === 'ping') {
        conn.send('{"t":"pong"}');
        return;
      }
      if (frame.t === 'attach') {
        if (session || attaching) {
          conn.close(RelayCloseCodes.BadEnvelope, 'attach sent twice');
          return;
        }
        attaching = true;
        clearTimeout(attachTimer);
        attach(conn, frame).then(
          (s) => {
            attaching = false;
            session = s;
            // The socket closed while attaching: the session must not wait for it.
            if (s && socket.readyState !== socket.OPEN) s.detach(conn);
          },
          (error: unknown) => {
            attaching = false;
            log({ kind: 'storeError', transportId: frame.transportId, error });
            conn.close(1011, 'relay error while attaching');
          },
        );
        return;
      }
      if (!session) {
        conn.close(RelayCloseCodes.BadEnvelope, `${frame.t} before attach`);
        return;
      }
      if (frame.t === 'send') session.send(conn, frame);
      else if (frame.t === 'ack') session.ack(conn, frame);
      else session.endByClient(conn, frame);
    });
    socket.on('close', () => {
      clearTimeout(attachTimer);
      sockets.delete(socket);
      session?.detach(conn);
    });
  });

  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const s of sessions.values()) s.checkSlowClient(now, ackTimeoutMs);
    },
    Math.max(10, Math.min(1000, Math.floor(ackTimeoutMs / 4))),
  );
  sweep.unref();

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  await fleet?.start();
  const port = (server.address() as AddressInfo).port;
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
    activity$: activity.asObservable(),
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
      closing = (async () => {
        clearInterval(sweep);
        const ending = [...sessions.values()];
        if (fleet) {
          // A fleet node hands its sessions over: their leases released, another node claims them.
          await fleet.close();
          await Promise.all(
            ending.map(async (s) => {
              s.relinquish('relay shutting down: reattach', OWNER_MOVED);
              await fleet.release(s.transportId);
            }),
          );
        } else for (const s of ending) s.finish('relay shutting down', RelayCloseCodes.GoingAway);
        for (const socket of sockets) socket.terminate();
        await new Promise<void>((resolve) => wss.close(() => resolve()));
        await new Promise<void>((resolve) => server.close(() => resolve()));
        healthSubscription?.unsubscribe();
        activity.complete();
        eventSubscription?.unsubscribe();
        // as documented: the upstreams' processes have exited when close() resolves
        await Promise.all(ending.map((s) => s.released.catch(() => undefined)));
        await store.close();
      })();
      return closing;
    },
  };
}
