/**
 * A relay in a fleet (several relays sharing a Redis store): the leases of
 * the sessions this node owns (renewed, or given up when another node claimed
 * one), the claim of orphaned sessions (their owner's lease expired: it
 * died), and the forwarding between a client attached to a node that does
 * not own its session and the owner.
 *
 * Forwarding runs through Redis only (nodes never connect to each other):
 * the serving node reads the session's log (its stream, then each appended
 * frame as the owner's append script publishes it on the session's channel)
 * and passes the client's frames to the owner through the session's inbound
 * stream, numbered in arrival order and announced on the owner node's
 * channel; the owner consumes them in number order (a missed announcement is
 * read back from the stream), so each is applied once and in order.
 */
import { randomBytes } from 'node:crypto';
import type { Redis as RedisClient } from 'ioredis';
import {
  parseClientFrame,
  RelayCloseCodes,
  type AttachFrame,
  type AttachedFrame,
} from '../transport/relay-envelope.js';
import { LeaseKeeper, type LeaseLossReason } from './fleet-lease.js';
import type { RelayLogger } from './relay-log.js';
import type { ClientConnection, RelaySession } from './relay-session.js';
import { publishInOrder } from './redis-connect.js';
import { redisInternals, type RedisInternals } from './redis-internals.js';
import type { RedisSessionStore } from './redis-store.js';
import {
  OWNER_MOVED,
  parseLogMessage,
  RemoteAttachment,
  type AttachmentHost,
} from './remote-attachment.js';
import type { LogRead, SessionRecord } from './store.js';

export { OWNER_MOVED, type ServedSession } from './remote-attachment.js';

/**
 * How far a claim moves a session's sequence numbers past the last one in
 * Redis (the gap a client behind it is told of): more messages than an owner
 * can send in a lease's time without reaching Redis.
 */
export const FAILOVER_SEQUENCE_SKIP = 1_000_000_000;

/**
 * Close code asking a client to reattach shortly (1013, try again later): the
 * session is missing from a Redis that came back empty moments ago, and its
 * owner may not have re-seeded it yet. Not terminal, unlike `unknown_session`.
 */
export const STORE_RECOVERING = 1013;

/**
 * KEYS epoch fresh; ARGV graceMs. `epoch` lives as long as Redis keeps its
 * data: absent, Redis is new or came back empty, and `fresh` is set for the
 * re-seed grace (Redis's own clock: no skew between nodes). Returns 1 while
 * `fresh` lasts.
 */
const MARK_FRESH = `
if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('EXISTS', KEYS[2]) end
redis.call('SET', KEYS[1], '1')
redis.call('SET', KEYS[2], '1', 'PX', ARGV[1])
return 1`;

export interface FleetHost {
  readonly nodeId: string;
  readonly log: RelayLogger;
  readonly sessions: Map<string, RelaySession>;
  readonly maxBufferedBytes: number;
  /** Starts a session claimed from a dead owner (new upstream, new generation). */
  startTakeover(record: SessionRecord, gapSeq: number): RelaySession;
}

export interface FleetEvents {
  /** This node claimed an orphaned session. */
  onClaimed?(
    transportId: string,
    previousGeneration: string,
    generation: string,
    previousOwner: string,
  ): void;
  /** This node stopped owning a session: its lease was lost (fenced). */
  onLeaseLost?(transportId: string, reason: LeaseLossReason): void;
  /** A frame forwarded from a non-owner node to this owner: its age in ms when applied. */
  onForwarded?(transportId: string, ageMs: number): void;
}

/** The fleet part of one relay. */
export class Fleet implements AttachmentHost {
  private readonly sub: RedisClient;
  private readonly redis: RedisInternals;
  private readonly inChannel: string;
  private readonly outChannel: string;
  /** The leases of the sessions this node owns (renewal, fencing). */
  readonly lease: LeaseKeeper;
  private scanTimer: ReturnType<typeof setTimeout> | null = null;
  /** Owner side: per session, the last inbound number applied, and the chain applying them. */
  private readonly inbound = new Map<string, { last: number; chain: Promise<void> }>();
  /** Owner side: the remote connection currently attached per session. */
  private readonly remoteConns = new Map<string, RemoteConnection>();
  /** Serving side: remote attachments on this node, by session. */
  readonly attachments = new Map<string, RemoteAttachment>();
  private readonly claiming = new Set<string>();
  private closed = false;
  /**
   * Keys saying whether Redis lost its data lately, under a hash tag (one
   * slot: a Cluster runs the script): `{fleet}` on one server; on a cluster
   * one tag per master, since each master loses its data on its own.
   */
  private epochKeys(tag: string): [string, string] {
    const p = this.store.keyPrefix;
    return [`${p}:{${tag}}:epoch`, `${p}:{${tag}}:fresh`];
  }
  /**
   * How long after Redis came back empty a session missing from it may still
   * be re-seeded by its owner (which reconnects within about a second, then
   * re-creates its records): a reattach to it meanwhile is asked to retry.
   * An owner slower than this is as good as dead.
   */
  readonly reseedGraceMs: number;

  constructor(
    readonly store: RedisSessionStore,
    private readonly host: FleetHost,
    readonly leaseMs: number,
    private readonly events: FleetEvents = {},
  ) {
    this.redis = redisInternals(store);
    this.sub = this.redis.duplicate();
    // Reconnects on its own; an 'error' without a listener would be printed as unhandled.
    this.sub.on('error', () => undefined);
    const p = store.keyPrefix;
    this.inChannel = `${p}:node:${host.nodeId}:in`;
    this.outChannel = `${p}:node:${host.nodeId}:out`;
    this.reseedGraceMs = Math.max(3 * leaseMs, 3000);
    store.useLeases(leaseMs);
    this.lease = new LeaseKeeper(
      store,
      this.redis,
      {
        nodeId: host.nodeId,
        sessions: host.sessions,
        fence: (transportId, reason) => this.fence(transportId, reason),
      },
      leaseMs,
    );
    this.storeEvents = store.events$?.subscribe((e) => {
      // Redis refused a write of ours: another node runs the session now.
      if (e.kind === 'staleGeneration') return this.fence(e.transportId, 'stale_write');
      // A Redis that came back empty restarts a session's inbound numbering.
      const state = e.kind === 'reseeded' ? this.inbound.get(e.transportId) : undefined;
      if (state) state.last = 0;
    });
    // Back after an outage: if Redis lost its data, the re-seed grace starts now.
    let state = store.health?.().state;
    this.storeHealth = store.health$?.subscribe((h) => {
      if (h.state === 'ready' && state !== 'ready') void this.storeRecovering();
      state = h.state;
    });
  }

  private readonly storeEvents: { unsubscribe(): void } | undefined;
  private readonly storeHealth: { unsubscribe(): void } | undefined;

  /**
   * Whether Redis came back empty less than `reseedGraceMs` ago (or cannot
   * be asked): a session missing from it may be one its owner has not
   * re-seeded yet, so a reattach is told to retry rather than that the
   * session is unknown.
   */
  async storeRecovering(transportId?: string): Promise<boolean> {
    try {
      // The master of the session's slot (every master when no session is named).
      const tags = this.redis.epochTags(transportId);
      if (tags.length === 0) return true; // a cluster whose slots are not known yet
      const answers = await Promise.all(
        tags.map((tag) =>
          this.redis.client.eval(MARK_FRESH, 2, ...this.epochKeys(tag), this.reseedGraceMs),
        ),
      );
      return answers.some((r) => r === 1);
    } catch {
      return true;
    }
  }

  nodeChannel(node: string, dir: 'in' | 'out'): string {
    return `${this.store.keyPrefix}:node:${node}:${dir}`;
  }

  remoteSessions(): string[] {
    return [...this.attachments.keys()];
  }

  async start(): Promise<void> {
    // Redis as this node first finds it is not "back empty": nothing to re-seed.
    await Promise.all(
      this.redis.epochTags().map((tag) => this.redis.client.set(this.epochKeys(tag)[0], '1', 'NX')),
    );
    // Buffers: a log message's frame lengths are in UTF-8 bytes.
    this.sub.on('messageBuffer', (channel: Buffer, message: Buffer) =>
      this.onMessage(channel.toString(), message),
    );
    await this.sub.subscribe(this.inChannel, this.outChannel);
    this.lease.start();
    this.scheduleScan();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.storeEvents?.unsubscribe();
    this.storeHealth?.unsubscribe();
    this.lease.close();
    if (this.scanTimer) clearTimeout(this.scanTimer);
    for (const a of [...this.attachments.values()])
      a.close(RelayCloseCodes.GoingAway, 'relay shutting down');
    this.sub.disconnect();
  }

  /** Who holds a session's lease (undefined: nobody; the owner died or the session is new). */
  async leaseOwner(transportId: string): Promise<string | undefined> {
    return (await this.redis.client.get(this.store.keys(transportId).lease)) ?? undefined;
  }

  /** Releases this node's lease on a session (a graceful shutdown hands it over). */
  async release(transportId: string): Promise<void> {
    const released = await this.redis
      .script('RELEASE', [this.store.keys(transportId).lease], [this.host.nodeId])
      .catch(() => 0);
    // Due at once in the index: the next claim scan of any node takes it over.
    if (released === 1)
      await this.redis.client.zadd(this.redis.indexKey, 'XX', 0, transportId).catch(() => 0);
  }

  /**
   * A session this node runs now (created: its inbound numbering starts at
   * 0), whose lease it took with a command sent at `leaseSentAt`.
   */
  owned(transportId: string, inboundFrom = 0, leaseSentAt = Date.now()): void {
    this.inbound.set(transportId, { last: inboundFrom, chain: Promise.resolve() });
    this.lease.held(transportId, leaseSentAt);
  }

  /** A session this node no longer runs (ended or relinquished). */
  released(transportId: string): void {
    this.inbound.delete(transportId);
    this.remoteConns.delete(transportId);
    this.lease.dropped(transportId);
  }

  /**
   * Stops owning a session whose lease this node lost: its upstream closed,
   * its client closed with 4421 (it reattaches, to the new owner), nothing
   * written under its generation any more (Redis refuses it anyway). A lease
   * that lapsed while Redis was unreachable leaves the record to be claimed
   * (re-seeded without a lease if Redis came back empty).
   */
  private fence(transportId: string, reason: LeaseLossReason): void {
    const session = this.host.sessions.get(transportId);
    if (!session) return;
    this.events.onLeaseLost?.(transportId, reason);
    if (reason === 'expired') this.store.orphan(transportId);
    else this.store.forget(transportId);
    session.fence(
      `this relay node lost the session's lease (${reason}): reattach`,
      RelayCloseCodes.LeaseLost,
    );
  }

  /**
   * Claims an orphaned session (no lease) and starts it here with a new
   * generation. Null when another node won the claim, or it is not orphaned.
   */
  async claim(transportId: string): Promise<RelaySession | null> {
    if (this.claiming.has(transportId) || this.host.sessions.has(transportId)) return null;
    this.claiming.add(transportId);
    try {
      const k = this.store.keys(transportId);
      const generation = randomBytes(9).toString('base64url');
      const before = await this.redis.client.hget(k.record, 'owner');
      const sentAt = Date.now();
      const previous = (await this.redis.script(
        'CLAIM',
        [k.record, k.lease],
        [this.host.nodeId, this.leaseMs, generation],
      )) as string | number;
      if (typeof previous === 'number') {
        await this.indexHint(transportId, previous);
        return null;
      }
      await this.indexHint(transportId, this.leaseMs);
      const [hash] = await Promise.all([this.redis.client.hgetall(k.record)]);
      // The old owner's unlogged tail is a replay gap for every reader behind it. Its
      // clients may have been sent part of it (live, before it reached Redis, or
      // while Redis was unreachable): the new generation's numbers start far
      // above anything the old owner could have sent, so a client reattaching
      // from that far is told of the gap rather than skipping new messages as seen.
      const gapSeq = Number(hash._last ?? 0) + FAILOVER_SEQUENCE_SKIP;
      await this.redis.script('MARK_GAP', [k.record, k.log], [gapSeq, gapSeq]);
      const record = (await this.store.get(transportId)) as SessionRecord;
      this.store.adopt(record, gapSeq);
      this.owned(transportId, Number(hash._in ?? 0), sentAt);
      const session = this.host.startTakeover(record, gapSeq);
      this.events.onClaimed?.(
        transportId,
        JSON.parse(previous) as string,
        generation,
        before ? (JSON.parse(before) as string) : '',
      );
      return session;
    } finally {
      this.claiming.delete(transportId);
    }
  }

  /**
   * Corrects a session's lease deadline in the fleet index after a claim
   * attempt: `answer` is CLAIM's number (the held lease's remaining ms, -1
   * gone, -2 ended) or this node's new lease.
   */
  private async indexHint(transportId: string, answer: number): Promise<void> {
    const c = this.redis.client;
    const index = this.redis.indexKey;
    const now = Date.now();
    await (
      answer === -1
        ? c.zrem(index, transportId)
        : c.zadd(
            index,
            'XX',
            answer === -2 ? now + this.store.recordTtlMs : now + answer,
            transportId,
          )
    ).catch(() => 0);
  }

  private scheduleScan(): void {
    if (this.closed) return;
    const every = Math.max(50, Math.floor(this.leaseMs / 2));
    this.scanTimer = setTimeout(
      () => {
        void this.scan().finally(() => this.scheduleScan());
      },
      every + Math.floor(Math.random() * every * 0.5),
    );
    this.scanTimer.unref();
  }

  /** Sessions the claim scan looks at per pass (the rest wait for the next pass). */
  private static readonly SCAN_BATCH = 256;

  /**
   * Claims the sessions whose lease deadline passed (read from the fleet
   * index: the cost follows the expired leases, not the sessions stored),
   * and moves this node's remote clients whose owner changed.
   */
  private async scan(): Promise<void> {
    if (this.store.health?.().state !== 'ready') return;
    let expired: string[];
    try {
      expired = await this.redis.client.zrangebyscore(
        this.redis.indexKey,
        '-inf',
        Date.now(),
        'LIMIT',
        0,
        Fleet.SCAN_BATCH,
      );
    } catch {
      return;
    }
    for (const id of expired) {
      if (this.closed) return;
      if (this.host.sessions.has(id)) continue; // ours: the next renewal moves its deadline
      try {
        const claimed = await this.claim(id);
        if (claimed)
          this.attachments
            .get(id)
            ?.close(OWNER_MOVED, 'the session moved to another relay node: reattach');
      } catch (error) {
        this.host.log({ kind: 'storeError', transportId: id, error });
      }
    }
    const attached = [...this.attachments.values()];
    if (attached.length === 0) return;
    const pipe = this.redis.batch();
    for (const a of attached)
      (pipe.get as (key: string) => unknown)(this.store.keys(a.transportId).lease);
    const owners = ((await pipe.exec().catch(() => null)) ?? []).map(([, v]) => v as string | null);
    for (let i = 0; i < attached.length; i++) {
      const a = attached[i] as RemoteAttachment;
      const owner = owners[i];
      if (owner === undefined || this.attachments.get(a.transportId) !== a) continue;
      if (owner === null) {
        // Claimed here: the client reattaches to be served by this node. Not
        // claimed (a Redis that came back empty and is not re-seeded yet, or
        // another node was faster): the next pass looks again.
        try {
          if (await this.claim(a.transportId))
            a.close(OWNER_MOVED, 'the session moved to another relay node: reattach');
        } catch (error) {
          this.host.log({ kind: 'storeError', transportId: a.transportId, error });
        }
      } else if (owner !== a.owner)
        a.close(OWNER_MOVED, 'the session moved to another relay node: reattach');
    }
  }

  // ---- channels ----

  private onMessage(channel: string, message: Buffer): void {
    if (channel === this.inChannel) return this.onInbound(message.toString());
    if (channel === this.outChannel) return this.onControl(message.toString());
    // A session's log channel: `seq:bytes:frame`, one or more.
    const tid = channel.slice(this.store.keyPrefix.length + 2, channel.length - 3);
    const a = this.attachments.get(tid);
    if (!a) return;
    a.liveBatch(parseLogMessage(message));
  }

  /** Owner side: `tid|n|node#attachId|frame`, applied in `n` order. */
  private onInbound(message: string): void {
    const a = message.indexOf('|');
    const b = message.indexOf('|', a + 1);
    const tid = message.slice(0, a);
    const n = Number(message.slice(a + 1, b));
    const state = this.inbound.get(tid);
    if (!state) return;
    state.chain = state.chain.then(async () => {
      if (n <= state.last) return;
      if (n > state.last + 1) {
        // Announcements missed (the subscriber reconnected): read them back from the stream.
        const k = this.store.keys(tid);
        const missed = await this.redis.client
          .xrange(k.inbound, `(0-${state.last}`, `0-${n - 1}`)
          .catch(() => []);
        for (const [id, fields] of missed) {
          const m = Number(id.slice(2));
          if (m <= state.last) continue;
          state.last = m;
          this.applyInbound(tid, fields[1] as string);
        }
      }
      state.last = n;
      this.applyInbound(tid, message.slice(b + 1));
      void this.redis.client
        .xtrim(this.store.keys(tid).inbound, 'MINID', `0-${n + 1}`)
        .catch(() => undefined);
    });
  }

  /** `node#attachId|t|frame` where t is a (attach), d (detach) or f (a client frame). */
  private applyInbound(tid: string, payload: string): void {
    const session = this.host.sessions.get(tid);
    if (!session) return;
    const bar = payload.indexOf('|');
    const who = payload.slice(0, bar);
    const kind = payload.charAt(bar + 1);
    const rest = payload.slice(bar + 3);
    const sent = Number(rest.slice(0, rest.indexOf('|')));
    const body = rest.slice(rest.indexOf('|') + 1);
    if (Number.isFinite(sent)) this.events.onForwarded?.(tid, Date.now() - sent);
    const current = this.remoteConns.get(tid);
    if (kind === 'a') {
      const [node, attachId] = who.split('#') as [string, string];
      const conn = new RemoteConnection(this, tid, node, attachId);
      this.remoteConns.set(tid, conn);
      session.attachRemote(conn);
      return;
    }
    if (!current || current.key !== who) return; // an attachment that was replaced
    if (kind === 'd') {
      this.remoteConns.delete(tid);
      session.detach(current);
      return;
    }
    const frame = parseClientFrame(body);
    if (typeof frame === 'string') return;
    if (frame.t === 'send') session.send(current, frame);
    else if (frame.t === 'ack') session.ack(current, frame);
    else if (frame.t === 'end') session.endByClient(current, frame);
  }

  /** Serving side: `tid|attachId|F|frame` or `tid|attachId|C|code|reason` from the owner. */
  private onControl(message: string): void {
    const [tid, attachId, kind] = message.split('|', 3) as [string, string, string];
    const rest = message.slice(tid.length + attachId.length + kind.length + 3);
    const a = this.attachments.get(tid);
    if (!a || a.attachId !== attachId) return;
    if (kind === 'F') a.conn.send(rest);
    else {
      const bar = rest.indexOf('|');
      a.close(Number(rest.slice(0, bar)), rest.slice(bar + 1));
    }
  }

  publish(channel: string, message: string): void {
    // In order per channel, on a cluster too (a node's frames to a serving node).
    void publishInOrder(this.redis.client, channel, message).catch(() => undefined);
  }

  subscribeLog(transportId: string): Promise<unknown> {
    return this.sub.subscribe(this.store.logChannel(transportId));
  }

  unsubscribeLog(transportId: string): void {
    if (!this.attachments.has(transportId))
      void this.sub.unsubscribe(this.store.logChannel(transportId)).catch(() => undefined);
  }

  /** Serving side: a client frame (or attach/detach) to the owner, through the session's inbound stream. */
  forward(
    transportId: string,
    owner: string,
    attachKey: string,
    kind: 'a' | 'd' | 'f',
    body: string,
  ): Promise<unknown> {
    const k = this.store.keys(transportId);
    return this.redis.script(
      'FORWARD',
      [k.record, k.inbound],
      [`${attachKey}|${kind}|${Date.now()}|${body}`, this.nodeChannel(owner, 'in'), transportId],
    );
  }

  /**
   * Serves a client on this node for a session another node owns: the
   * attach answer and the retained frames from the store, then each frame
   * the owner appends; the client's frames go to the owner.
   */
  async serveRemote(
    conn: ClientConnection,
    frame: AttachFrame,
    owner: string,
  ): Promise<RemoteAttachment | null> {
    const tid = frame.transportId;
    this.attachments
      .get(tid)
      ?.close(RelayCloseCodes.Replaced, 'another connection attached to this session');
    const a = new RemoteAttachment(
      this,
      conn,
      tid,
      owner,
      this.host.nodeId,
      this.host.maxBufferedBytes,
    );
    this.attachments.set(tid, a);
    await this.subscribeLog(tid);
    await this.forward(tid, owner, a.key, 'a', '');
    const snap = await this.store.snapshot(tid, frame.since);
    if (!snap || this.attachments.get(tid) !== a) {
      if (this.attachments.get(tid) === a) {
        if (await this.storeRecovering(tid))
          a.close(STORE_RECOVERING, 'the session store is recovering: reattach');
        else a.close(RelayCloseCodes.UnknownSession, 'unknown session');
      }
      return null;
    }
    const { record, read } = snap;
    const after = Math.max(frame.since, record.ackedThrough);
    const entries = read.entries.filter((e) => e.seq > after);
    const gap = read.gap && read.gap.to > after ? read.gap : undefined;
    const replayThrough =
      entries.length > 0
        ? (entries[entries.length - 1] as { seq: number }).seq
        : Math.max(after, gap?.to ?? 0);
    const attached: AttachedFrame = {
      t: 'attached',
      kind: 'reattached',
      generation: record.generation,
      initializeResult: record.initializeResult,
      nextRequestId: record.nextRequestId,
      unresolved: [...record.unresolved],
      ...(gap ? { gap } : {}),
      replayFrom: entries.length > 0 ? (entries[0] as { seq: number }).seq : replayThrough + 1,
      replayThrough,
    };
    this.host.log({
      kind: 'sessionAttached',
      transportId: tid,
      reattached: true,
      ...(gap ? { gap } : {}),
    });
    a.begin(JSON.stringify(attached), entries, replayThrough);
    return a;
  }

  read(transportId: string, afterSeq: number): Promise<LogRead> {
    return this.store.read(transportId, afterSeq);
  }

  removeAttachment(a: RemoteAttachment): void {
    if (this.attachments.get(a.transportId) !== a) return;
    this.attachments.delete(a.transportId);
    this.unsubscribeLog(a.transportId);
  }
}

/** Owner side: a client attached through another node, as the session sees it. */
class RemoteConnection implements ClientConnection {
  readonly key: string;
  readonly bufferedAmount = 0;
  constructor(
    private readonly fleet: Fleet,
    private readonly transportId: string,
    private readonly node: string,
    private readonly attachId: string,
  ) {
    this.key = `${node}#${attachId}`;
  }
  send(frame: string): void {
    this.fleet.publish(
      this.fleet.nodeChannel(this.node, 'out'),
      `${this.transportId}|${this.attachId}|F|${frame}`,
    );
  }
  close(code: number, reason: string): void {
    this.fleet.publish(
      this.fleet.nodeChannel(this.node, 'out'),
      `${this.transportId}|${this.attachId}|C|${code}|${reason}`,
    );
  }
}
