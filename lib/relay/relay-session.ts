/**
 * One relay session: an upstream app-server connection that outlives its
 * clients. Sequences every server message into the store's log, keeps the
 * initialize result, the unresolved server requests and the next request id,
 * and serves one attached client at a time (the last attach wins).
 */
import type { Subscription } from 'rxjs';
import type { RequestId } from '../rpc/messages.js';
import { frameLines } from '../rpc/frame-lines.js';
import type { CloseReason } from '../rpc/errors.js';
import { TransportClosedError } from '../rpc/errors.js';
import type { Transport } from '../transport/transport.js';
import {
  RelayCloseCodes,
  messageFrameText,
  type AckFrame,
  type AttachedFrame,
  type ClosedFrame,
  type EndFrame,
  type ErrorFrame,
  type RelayFrameErrorCode,
  type SendFrame,
  type UnresolvedServerRequest,
} from '../transport/relay-envelope.js';
import type { RelayLogger } from './relay-log.js';
import { RequestItems } from './request-items.js';
import { isNoRollout, lostThreadAnswer } from './lost-threads.js';
import type { SessionObserver } from './session-observer.js';
import type { LogStats, SessionRecordPatch, SessionStore } from './store.js';

/** The relay's side of one client WebSocket. */
export interface ClientConnection {
  send(frame: string): void;
  close(code: number, reason: string): void;
  /** Destroys the socket without a close handshake. */
  terminate?(): void;
  /** Bytes queued on the socket and not yet written. */
  readonly bufferedAmount: number;
  /** Runs `sends` with the socket corked: the frames it sends leave in one write (one syscall). */
  batch?(sends: () => void): void;
}

export interface RelaySessionOptions {
  readonly transportId: string;
  readonly generation: string;
  readonly upstream: Transport;
  readonly store: SessionStore;
  readonly log: RelayLogger;
  readonly idleGraceMs: number;
  readonly maxBufferedBytes: number;
  /** Called once when the session is gone (ended, idle, terminal close acknowledged). */
  readonly onGone: () => void;
  /** Metrics and tracing (session-observer.ts). */
  readonly observer?: SessionObserver;
  /** A session taken over from a dead node (fleet failover): what its record said. */
  readonly takeover?: TakeoverState;
}

/** What a node taking a session over continues from (its record, the log's last sequence number). */
export interface TakeoverState {
  /** The log's last sequence number plus one: the old upstream's lost tail (a replay gap). */
  readonly gapSeq: number;
  readonly ackedThrough: number;
  readonly nextRequestId: number;
  readonly initializeResult: unknown;
  readonly initializeParams: unknown;
  readonly threads: readonly string[];
  /** Server requests the dead upstream was waiting on: cancelled (`serverRequest/resolved`), never answered. */
  readonly unresolved: readonly UnresolvedServerRequest[];
  /** Client requests the dead upstream never answered: answered with an error. */
  readonly pendingRequests: readonly number[];
  /** Called with the outcome of each `thread/resume` (for logs). */
  readonly onResumed?: (threadId: string, error?: string) => void;
}

/** The error a client request gets when the upstream it went to died with its node. */
export const UPSTREAM_LOST_ERROR = {
  code: -32603,
  message:
    'the app-server of this session was lost with its relay node (failover): the request may or may not have run',
} as const;

const RELAY_REQUEST_PREFIX = 'codex-rx-relay:';

interface Attached {
  readonly conn: ClientConnection;
  /** Attached through another node, which reads the log itself: frames are not sent here. */
  readonly remote: boolean;
  /** Frames are held while the replay is read from the store. */
  live: boolean;
  held: { seq: number; frame: string }[];
  /** Last sequence number sent on this connection. */
  sentThrough: number;
  /** When the oldest unacknowledged frame was sent (null: all acknowledged). */
  unackedSince: number | null;
}

const NOTIFICATION_PREFIX = '{"method":"';

/**
 * Whether a server line is a notification the relay need not inspect, told
 * without parsing it (the hot path: deltas). codex writes notifications as
 * `{"method":"…","params":…}` and server requests as `{"method":"…","id":…}`;
 * anything else, and `serverRequest/resolved`, is parsed.
 */
export function isPlainNotification(line: string): boolean {
  if (!line.startsWith(NOTIFICATION_PREFIX)) return false;
  const end = line.indexOf('"', NOTIFICATION_PREFIX.length);
  if (end < 0) return false;
  const after = line.charCodeAt(end + 1);
  // '}' (no params) or ',"params":'
  if (after !== 0x7d && !line.startsWith(',"params":', end + 1)) return false;
  return !line.startsWith('serverRequest/resolved"', NOTIFICATION_PREFIX.length);
}

const keyOf = (id: RequestId): string => `${typeof id}:${String(id)}`;

/** The `serverRequest/resolved` the relay writes for a request whose upstream is gone. */
function resolvedNotice(u: UnresolvedServerRequest): string {
  const threadId = (u.message as { params?: { threadId?: unknown } }).params?.threadId;
  return JSON.stringify({
    method: 'serverRequest/resolved',
    params: { threadId: typeof threadId === 'string' ? threadId : '', requestId: u.id },
  });
}
const isId = (x: unknown): x is RequestId => typeof x === 'number' || typeof x === 'string';

export class RelaySession {
  readonly transportId: string;
  readonly generation: string;
  private seq = 0;
  private ackedThrough = 0;
  private client: Attached | null = null;
  private readonly unresolved = new Map<string, UnresolvedServerRequest>();
  /** The running commands and file changes a server request may be about. */
  private readonly requestItems = new RequestItems();
  private initializeResult: unknown = null;
  private readonly pendingInitializeIds = new Set<string>();
  private initializedForwarded = false;
  private nextRequestId = 1;
  private upstreamSubscription: Subscription | null = null;
  private endedAtSeq: number | null = null;
  private gone = false;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private initializeParams: unknown = undefined;
  private readonly threads = new Set<string>();
  /** Threads the takeover could not resume (no turn yet: nothing on disk): requests on them are answered here. */
  private readonly lostThreads = new Set<string>();
  private readonly runningTurns = new Map<string, string>();
  private readonly pendingRequests = new Map<number, string>();
  /** Client frames held while a takeover's upstream is initialized and its threads resumed. */
  private heldSends: { conn: ClientConnection; frame: SendFrame }[] | null = null;
  private readonly relayRequests = new Map<string, (m: Record<string, unknown>) => void>();
  private relayRequestCount = 0;
  /** Resolves once the upstream is really gone after `finish` (its process exited). */
  released: Promise<void> = Promise.resolve();

  constructor(private readonly options: RelaySessionOptions) {
    this.transportId = options.transportId;
    this.generation = options.generation;
    const t = options.takeover;
    if (t) {
      this.seq = t.gapSeq;
      this.ackedThrough = t.ackedThrough;
      this.nextRequestId = t.nextRequestId;
      this.initializeResult = t.initializeResult;
      this.initializeParams = t.initializeParams;
      this.initializedForwarded = t.initializeResult !== null;
      for (const id of t.threads) this.threads.add(id);
    }
  }

  get isAttached(): boolean {
    return this.client !== null;
  }

  /** Whether its client's socket is on this node (not served by another node of a fleet). */
  get attachedHere(): boolean {
    return this.client !== null && !this.client.remote;
  }

  /** The attached client's connection, if any. */
  get attachedConnection(): ClientConnection | undefined {
    return this.client?.conn;
  }

  get lastSeq(): number {
    return this.seq;
  }

  get unresolvedCount(): number {
    return this.unresolved.size;
  }

  get hasEnded(): boolean {
    return this.endedAtSeq !== null;
  }

  /** Opens the upstream. Messages are logged from the first one on. */
  start(): void {
    const upstream = this.options.upstream;
    const lines =
      upstream.framing === 'chunks' ? upstream.incoming$.pipe(frameLines()) : upstream.incoming$;
    this.upstreamSubscription = lines.subscribe({
      next: (line) => this.fromUpstream(line),
      error: (error: unknown) => {
        const reason: CloseReason =
          error instanceof TransportClosedError
            ? error.reason
            : { message: error instanceof Error ? error.message : String(error) };
        this.upstreamEnded(false, reason);
      },
      complete: () => this.upstreamEnded(true, { message: 'the app-server closed the connection' }),
    });
    this.startIdleTimer();
    if (this.options.takeover) this.takeOver(this.options.takeover);
  }

  /**
   * After a failover: what the dead upstream owed the client is settled in
   * the log (its server requests cancelled, the client's requests answered
   * with an error), then the new upstream is initialized with the client's
   * params and the session's threads resumed; client frames wait until then.
   */
  private takeOver(t: TakeoverState): void {
    for (const u of t.unresolved) this.logServerMessage(resolvedNotice(u), false);
    for (const id of t.pendingRequests)
      this.logServerMessage(JSON.stringify({ id, error: UPSTREAM_LOST_ERROR }), false);
    this.persist({ unresolved: [], pendingRequests: [], runningTurns: [] });
    if (t.initializeParams === undefined || t.initializeParams === null) return;
    this.heldSends = [];
    void (async () => {
      const init = await this.relayRequest('initialize', t.initializeParams);
      if (init.error === undefined) {
        this.options.upstream.send('{"method":"initialized"}');
        for (const threadId of this.threads) {
          let answer = await this.relayRequest('thread/resume', { threadId });
          // codex lets go of a dead connection's thread once it reads its EOF
          for (
            let i = 0;
            i < 30 && answer.error !== undefined && /writer/.test(JSON.stringify(answer.error));
            i++
          ) {
            await new Promise((r) => setTimeout(r, 100));
            answer = await this.relayRequest('thread/resume', { threadId });
          }
          if (answer.error !== undefined && isNoRollout(answer.error))
            this.lostThreads.add(threadId);
          t.onResumed?.(
            threadId,
            answer.error === undefined ? undefined : JSON.stringify(answer.error),
          );
        }
      } else t.onResumed?.('', `initialize: ${JSON.stringify(init.error)}`);
      const held = this.heldSends ?? [];
      this.heldSends = null;
      for (const h of held) this.send(h.conn, h.frame);
    })();
  }

  /** A request of the relay's own to the upstream (string ids, answered here, never logged). */
  private relayRequest(method: string, params: unknown): Promise<Record<string, unknown>> {
    const id = `${RELAY_REQUEST_PREFIX}${++this.relayRequestCount}`;
    return new Promise((resolve) => {
      if (this.gone || this.endedAtSeq !== null) return resolve({ error: 'session gone' });
      this.relayRequests.set(id, resolve);
      try {
        this.options.upstream.send(JSON.stringify({ id, method, params }));
      } catch (error) {
        this.relayRequests.delete(id);
        resolve({ error: String(error) });
      }
    });
  }

  /** Attaches a client served by another node (it reads the log itself; this session forwards nothing to it). */
  attachRemote(conn: ClientConnection): void {
    const previous = this.client;
    this.client = { conn, remote: true, live: true, held: [], sentThrough: 0, unackedSince: null };
    this.clearIdleTimer();
    if (previous && previous.conn !== conn)
      previous.conn.close(RelayCloseCodes.Replaced, 'another connection attached to this session');
    // The serving node counts the attach (its own sessionAttached); this is the owner's side of it.
    this.options.log({
      kind: 'sessionAttached',
      transportId: this.transportId,
      reattached: true,
      servedElsewhere: true,
    });
  }

  /**
   * This node no longer owns the session (another claimed it: this node was
   * presumed dead): stops the upstream and closes the client so that it
   * reattaches, without touching the store.
   */
  relinquish(why: string, closeCode: number): void {
    this.end(why, closeCode, false);
  }

  /**
   * Relinquishes a session this node lost (fencing), first telling its
   * client the server requests still unanswered are resolved: their upstream
   * is closed here, so the handlers are cancelled now, before the client
   * reattaches to another node, where an answer would go nowhere (the new
   * owner's record may not even list a request the old owner sent live).
   */
  fence(why: string, closeCode: number): void {
    if (this.gone) return;
    if (this.unresolved.size > 0) {
      for (const u of [...this.unresolved.values()])
        this.logServerMessage(resolvedNotice(u), false);
      this.unresolved.clear();
      this.persist({ unresolved: [] });
    }
    this.relinquish(why, closeCode);
  }

  /**
   * Attaches a client connection after `since`: answers `attached`, then the
   * retained frames, then live ones. A previous connection is closed (4001).
   */
  async attach(
    conn: ClientConnection,
    since: number,
    fresh: boolean,
    secret?: string,
  ): Promise<void> {
    const previous = this.client;
    const attached: Attached = {
      conn,
      remote: false,
      live: false,
      held: [],
      sentThrough: 0,
      unackedSince: null,
    };
    this.client = attached;
    this.clearIdleTimer();
    if (previous)
      previous.conn.close(RelayCloseCodes.Replaced, 'another connection attached to this session');
    const after = Math.max(since, this.ackedThrough);
    const read = await this.options.store.read(this.transportId, after);
    if (this.client !== attached) return;
    const entries = read.entries;
    const replayThrough =
      entries.length > 0 ? (entries[entries.length - 1] as { seq: number }).seq : after;
    const frame: AttachedFrame = {
      t: 'attached',
      kind: fresh ? 'fresh' : 'reattached',
      generation: this.generation,
      ...(secret !== undefined ? { secret } : {}),
      initializeResult: this.initializeResult,
      nextRequestId: this.nextRequestId,
      unresolved: [...this.unresolved.values()],
      ...(read.gap ? { gap: read.gap } : {}),
      replayFrom: entries.length > 0 ? (entries[0] as { seq: number }).seq : after + 1,
      replayThrough,
    };
    this.options.log({
      kind: 'sessionAttached',
      transportId: this.transportId,
      reattached: !fresh,
      ...(read.gap ? { gap: read.gap } : {}),
    });
    conn.send(JSON.stringify(frame));
    for (const e of entries) this.sendTo(attached, e.seq, e.frame);
    for (const h of attached.held) if (h.seq > replayThrough) this.sendTo(attached, h.seq, h.frame);
    attached.held = [];
    attached.live = true;
  }

  /** The connection went away (closed by either side). Starts the idle grace. */
  detach(conn: ClientConnection): void {
    if (this.client?.conn !== conn) return;
    this.client = null;
    this.options.log({ kind: 'sessionDetached', transportId: this.transportId });
    this.startIdleTimer();
  }

  /** A client's `send`: forwards the message upstream (or answers a repeated initialize itself). */
  send(conn: ClientConnection, frame: SendFrame): void {
    if (!this.checkFrame(conn, frame.g)) return;
    if (this.heldSends) {
      this.heldSends.push({ conn, frame });
      return;
    }
    const m = frame.m as Record<string, unknown>;
    const id = m.id;
    const method = m.method;
    if (typeof method === 'string' && isId(id)) {
      if (typeof id === 'number' && Number.isSafeInteger(id)) {
        // A request forwarded by another node may arrive twice (the client re-sent it after a drop).
        if (this.pendingRequests.has(id)) return;
        if (id >= this.nextRequestId) this.nextRequestId = id + 1;
        this.pendingRequests.set(id, method);
        this.persist({
          nextRequestId: this.nextRequestId,
          pendingRequests: [...this.pendingRequests.keys()],
        });
      }
      if (method === 'initialize' && this.initializeParams === undefined) {
        this.initializeParams = m.params ?? null;
        this.persist({ initializeParams: this.initializeParams });
      }
      if (method === 'initialize') {
        if (this.initializeResult !== null) {
          // The upstream is initialized already (it would answer "Already initialized").
          if (typeof id === 'number') this.pendingRequests.delete(id);
          this.logServerMessage(JSON.stringify({ id, result: this.initializeResult }), false);
          return;
        }
        this.pendingInitializeIds.add(keyOf(id));
      }
    } else if (method === 'initialized' && id === undefined) {
      if (this.initializedForwarded) return;
      this.initializedForwarded = true;
    } else if (method === undefined && isId(id) && ('result' in m || 'error' in m)) {
      if (this.unresolved.delete(keyOf(id)))
        this.persist({ unresolved: [...this.unresolved.values()] });
    }
    const lost = lostThreadAnswer(m, this.lostThreads);
    if (lost !== undefined) return this.fromUpstream(lost);
    this.options.observer?.clientMessage?.(m);
    try {
      this.options.upstream.send(JSON.stringify(m));
    } catch (error) {
      this.refuse(conn, 'session_ended', `the app-server is gone: ${String(error)}`);
    }
  }

  /** A client's acknowledgement: trims the log; the terminal close acknowledged ends the session. */
  ack(conn: ClientConnection, frame: AckFrame): void {
    if (!this.checkFrame(conn, frame.g, true)) return;
    const through = Math.min(frame.s, this.seq);
    const client = this.client;
    if (client?.conn === conn) {
      client.unackedSince = through >= client.sentThrough ? null : Date.now();
    }
    if (through <= this.ackedThrough) return;
    this.ackedThrough = through;
    this.storeCall(this.options.store.trim(this.transportId, through), true);
    this.persist({ ackedThrough: through });
    if (this.endedAtSeq !== null && through >= this.endedAtSeq) {
      conn.close(RelayCloseCodes.Normal, 'session ended');
      this.finish('terminal close acknowledged');
    }
  }

  /** A client's `end`: the session is over (the upstream is closed now, not after the idle grace). */
  endByClient(conn: ClientConnection, frame: EndFrame): void {
    if (!this.checkFrame(conn, frame.g, true)) return;
    conn.close(RelayCloseCodes.Normal, 'session ended by the client');
    this.finish('ended by the client');
  }

  /**
   * The client has not acknowledged for `ackTimeoutMs` while frames were
   * outstanding, or its socket buffer is over the bound: it is too slow.
   */
  checkSlowClient(now: number, ackTimeoutMs: number): void {
    const c = this.client;
    if (c && !c.remote && c.unackedSince !== null && now - c.unackedSince > ackTimeoutMs)
      this.slowClient(c, `no acknowledgement for ${ackTimeoutMs} ms`);
  }

  /** Ends the session: closes the upstream and the client, deletes the record. */
  finish(why: string, closeCode: number = RelayCloseCodes.Normal): void {
    this.end(why, closeCode, true);
  }

  // ---- internals ----

  /** Closes the client and the upstream once; `deleteRecord`: the session is over everywhere, not only on this node. */
  private end(why: string, closeCode: number, deleteRecord: boolean): void {
    if (this.gone) return;
    this.gone = true;
    this.clearIdleTimer();
    const client = this.client;
    this.client = null;
    client?.conn.close(closeCode, why.slice(0, 120));
    this.upstreamSubscription?.unsubscribe();
    this.upstreamSubscription = null;
    this.released = this.options.upstream.released?.() ?? Promise.resolve();
    if (deleteRecord) this.storeCall(this.options.store.delete(this.transportId));
    this.options.log({ kind: 'sessionEnded', transportId: this.transportId, why });
    this.options.observer?.gone?.();
    this.options.onGone();
  }

  private fromUpstream(line: string): void {
    if (isPlainNotification(line)) {
      this.options.observer?.serverLine?.(line, undefined);
      const changed = this.requestItems.observe(line);
      if (changed !== undefined && this.unresolved.size > 0) this.refreshItem(changed);
      // turn/started and turn/completed: the session record lists the running turns.
      if (line.startsWith('{"method":"turn/')) {
        try {
          const m = JSON.parse(line) as { method: string; params?: unknown };
          if (m.method === 'turn/started' || m.method === 'turn/completed')
            this.trackTurn(m.method, m.params);
        } catch {
          // logged as it is below
        }
      }
      this.logServerMessage(line, false);
      return;
    }
    let message: unknown;
    try {
      message = JSON.parse(line);
    } catch {
      this.append(JSON.stringify({ t: 'raw', s: this.seq + 1, r: line }));
      return;
    }
    this.options.observer?.serverLine?.(line, message);
    let serverRequest = false;
    if (typeof message === 'object' && message !== null) {
      const m = message as Record<string, unknown>;
      const id = m.id;
      if (typeof id === 'number' && m.method === undefined) this.answered(id, m);
      if (typeof m.method === 'string' && isId(id)) {
        serverRequest = true;
        const item = this.requestItems.itemOf(message);
        this.unresolved.set(keyOf(id), {
          seq: this.seq + 1,
          id,
          method: m.method,
          message,
          ...(item ? { item } : {}),
        });
        this.persist({ unresolved: [...this.unresolved.values()] });
      } else if (isId(id) && this.pendingInitializeIds.delete(keyOf(id)) && 'result' in m) {
        this.initializeResult = m.result;
        this.persist({ initializeResult: m.result });
      } else if (typeof m.id === 'string' && m.id.startsWith(RELAY_REQUEST_PREFIX)) {
        const answer = this.relayRequests.get(m.id);
        this.relayRequests.delete(m.id);
        answer?.(m);
        return;
      } else if (m.method === 'serverRequest/resolved') {
        const requestId = (m.params as { requestId?: unknown } | undefined)?.requestId;
        if (isId(requestId) && this.unresolved.delete(keyOf(requestId)))
          this.persist({ unresolved: [...this.unresolved.values()] });
      }
    }
    this.logServerMessage(line, serverRequest);
  }

  /** A client request was answered: no longer pending; threads it started or resumed are remembered. */
  private answered(id: number, m: Record<string, unknown>): void {
    const method = this.pendingRequests.get(id);
    if (method === undefined) return;
    this.pendingRequests.delete(id);
    const patch: { -readonly [K in keyof SessionRecordPatch]: SessionRecordPatch[K] } = {
      pendingRequests: [...this.pendingRequests.keys()],
    };
    const threadId = (m.result as { thread?: { id?: unknown } } | undefined)?.thread?.id;
    if (
      (method === 'thread/start' || method === 'thread/resume' || method === 'thread/fork') &&
      typeof threadId === 'string' &&
      !this.threads.has(threadId)
    ) {
      this.threads.add(threadId);
      patch.threads = [...this.threads];
    }
    this.persist(patch);
  }

  private trackTurn(method: string, params: unknown): void {
    const p = params as { threadId?: unknown; turn?: { id?: unknown } } | undefined;
    if (typeof p?.threadId !== 'string') return;
    if (method === 'turn/started' && typeof p.turn?.id === 'string')
      this.runningTurns.set(p.threadId, p.turn.id);
    else {
      this.requestItems.turnEnded(p.threadId);
      if (!this.runningTurns.delete(p.threadId)) return;
    }
    this.persist({
      runningTurns: [...this.runningTurns].map(([threadId, turnId]) => ({ threadId, turnId })),
    });
  }

  /** A kept item changed: the unresolved requests about it hold it as it stands now. */
  private refreshItem(itemId: string): void {
    let changed = false;
    for (const [key, u] of this.unresolved) {
      if (u.item?.item['id'] !== itemId) continue;
      const item = this.requestItems.itemOf(u.message);
      if (item) this.unresolved.set(key, { ...u, item });
      changed = true;
    }
    if (changed) this.persist({ unresolved: [...this.unresolved.values()] });
  }

  private logServerMessage(json: string, serverRequest: boolean): void {
    this.append(messageFrameText(this.seq + 1, json, serverRequest));
  }

  private append(frame: string): void {
    const seq = ++this.seq;
    const bytes = Buffer.byteLength(frame);
    this.options.observer?.appended?.(bytes);
    this.storeCall(this.options.store.append(this.transportId, { seq, frame, bytes }), true);
    const client = this.client;
    if (!client || client.remote) return;
    if (client.live) this.sendTo(client, seq, frame);
    else client.held.push({ seq, frame });
  }

  private sendTo(client: Attached, seq: number, frame: string): void {
    client.conn.send(frame);
    client.sentThrough = seq;
    if (client.unackedSince === null) client.unackedSince = Date.now();
    if (client.conn.bufferedAmount > this.options.maxBufferedBytes)
      this.slowClient(client, `over ${this.options.maxBufferedBytes} bytes buffered`);
  }

  private slowClient(client: Attached, why: string): void {
    if (this.client !== client) return;
    this.client = null;
    this.options.log({
      kind: 'closedClient',
      code: RelayCloseCodes.SlowClient,
      reason: `slow client: ${why}`,
      transportId: this.transportId,
    });
    client.conn.close(RelayCloseCodes.SlowClient, 'slow client');
    this.startIdleTimer();
  }

  private upstreamEnded(clean: boolean, reason: CloseReason): void {
    if (this.endedAtSeq !== null || this.gone) return;
    this.upstreamSubscription = null;
    this.options.log({
      kind: 'upstreamClosed',
      transportId: this.transportId,
      message: reason.message,
    });
    this.unresolved.clear();
    const frame: ClosedFrame = {
      t: 'closed',
      s: this.seq + 1,
      clean,
      reason: {
        message: reason.message,
        ...(reason.exitCode !== undefined ? { exitCode: reason.exitCode } : {}),
        ...(reason.signal !== undefined ? { signal: reason.signal } : {}),
      },
    };
    this.endedAtSeq = this.seq + 1;
    this.persist({ ended: true, unresolved: [] });
    this.append(JSON.stringify(frame));
  }

  /** Whether a frame from `conn` may act: the attached connection, the current generation, a live upstream. */
  private checkFrame(conn: ClientConnection, generation: string, evenIfEnded = false): boolean {
    if (this.client?.conn !== conn) return false;
    if (generation !== this.generation) {
      this.refuse(
        conn,
        'stale_generation',
        `generation ${generation} is not this session's (${this.generation})`,
      );
      return false;
    }
    if (!evenIfEnded && this.endedAtSeq !== null) {
      this.refuse(conn, 'session_ended', 'the app-server of this session has exited');
      return false;
    }
    return true;
  }

  private refuse(conn: ClientConnection, code: RelayFrameErrorCode, message: string): void {
    this.options.log({
      kind: 'refusedFrame',
      code,
      reason: message,
      transportId: this.transportId,
    });
    const frame: ErrorFrame = { t: 'error', code, message };
    conn.send(JSON.stringify(frame));
  }

  private persist(patch: Parameters<SessionStore['update']>[1]): void {
    this.storeCall(this.options.store.update(this.transportId, patch));
  }

  /** Runs a store call; `withStats`: it resolves with the log's stats (for the metrics). */
  private storeCall(p: Promise<unknown>, withStats = false): void {
    const observer = withStats ? this.options.observer : undefined;
    (observer?.logStats
      ? p.then((stats) => {
          if (stats && !this.gone) observer.logStats?.(stats as LogStats);
        })
      : p
    ).catch((error: unknown) => {
      if (!this.gone)
        this.options.log({ kind: 'storeError', transportId: this.transportId, error });
    });
  }

  private startIdleTimer(): void {
    this.clearIdleTimer();
    if (this.client || this.gone) return;
    this.idleTimer = setTimeout(() => this.finish('idle grace expired'), this.options.idleGraceMs);
    this.idleTimer.unref?.();
  }

  private clearIdleTimer(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }
}
