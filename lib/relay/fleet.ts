/**
 * A relay in a fleet (several relays sharing a Redis store): the leases of
 * the sessions this node owns (fleet-lease.ts: renewed, or given up when
 * another node claimed one: fencing), the claim of orphaned sessions
 * (fleet-claim.ts: their owner's lease expired), and the forwarding between
 * a client attached to a node that does not own its session and the owner
 * (the serving side here and in remote-attachment.ts, the owner's side in
 * fleet-inbound.ts).
 *
 * Forwarding runs through Redis only (nodes never connect to each other):
 * the serving node reads the session's log (its stream, then each appended
 * frame as the owner's append script publishes it on the session's channel)
 * and passes the client's frames to the owner through the session's inbound
 * stream, numbered in arrival order and announced on the owner node's
 * channel; the owner consumes them in number order (a missed announcement is
 * read back from the stream), so each is applied once and in order.
 */
import type { Redis as RedisClient } from 'ioredis';
import {
  RelayCloseCodes,
  type AttachFrame,
  type AttachedFrame,
} from '../transport/relay-envelope.js';
import { ClaimScan } from './fleet-claim.js';
import { InboundFrames } from './fleet-inbound.js';
import { LeaseKeeper, type LeaseLossReason } from './fleet-lease.js';
import { ReseedGrace } from './fleet-reseed-grace.js';
import type { RelayLogger } from './relay-log.js';
import type { ClientConnection, RelaySession } from './relay-session.js';
import { publishInOrder } from './redis-connect.js';
import { redisInternals, type RedisInternals } from './redis-internals.js';
import type { RedisSessionStore } from './redis-store.js';
import { parseLogMessage, RemoteAttachment, type AttachmentHost } from './remote-attachment.js';
import type { LogRead, SessionRecord } from './store.js';

export { OWNER_MOVED, type ServedSession } from './remote-attachment.js';

/**
 * Close code asking a client to reattach shortly (1013, try again later): the
 * session is missing from a Redis that came back empty moments ago, and its
 * owner may not have re-seeded it yet. Not terminal, unlike `unknown_session`.
 */
export const STORE_RECOVERING = 1013;

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
  private readonly claims: ClaimScan;
  /** Owner side: the client frames other nodes forward. */
  private readonly inbound: InboundFrames;
  private readonly grace: ReseedGrace;
  /** Serving side: remote attachments on this node, by session. */
  readonly attachments = new Map<string, RemoteAttachment>();
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
    this.grace = new ReseedGrace(this.redis, p, this.reseedGraceMs);
    this.inbound = new InboundFrames(store, this.redis, {
      sessions: host.sessions,
      publish: (channel, message) => this.publish(channel, message),
      nodeChannel: (node, dir) => this.nodeChannel(node, dir),
      onForwarded: (transportId, ageMs) => this.events.onForwarded?.(transportId, ageMs),
    });
    this.claims = new ClaimScan(
      store,
      this.redis,
      {
        nodeId: host.nodeId,
        log: host.log,
        sessions: host.sessions,
        attachments: this.attachments,
        startTakeover: (record, gapSeq) => host.startTakeover(record, gapSeq),
        owned: (transportId, from, sentAt) => this.owned(transportId, from, sentAt),
        onClaimed: (...a) => this.events.onClaimed?.(...a),
      },
      leaseMs,
    );
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
      if (e.kind === 'reseeded') this.inbound.restart(e.transportId);
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
  storeRecovering(transportId?: string): Promise<boolean> {
    return this.grace.recovering(transportId);
  }

  nodeChannel(node: string, dir: 'in' | 'out'): string {
    return `${this.store.keyPrefix}:node:${node}:${dir}`;
  }

  remoteSessions(): string[] {
    return [...this.attachments.keys()];
  }

  async start(): Promise<void> {
    await this.grace.start();
    // Buffers: a log message's frame lengths are in UTF-8 bytes.
    this.sub.on('messageBuffer', (channel: Buffer, message: Buffer) =>
      this.onMessage(channel.toString(), message),
    );
    await this.sub.subscribe(this.inChannel, this.outChannel);
    this.lease.start();
    this.claims.schedule();
  }

  async close(): Promise<void> {
    this.storeEvents?.unsubscribe();
    this.storeHealth?.unsubscribe();
    this.lease.close();
    this.claims.close();
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
    this.inbound.open(transportId, inboundFrom);
    this.lease.held(transportId, leaseSentAt);
  }

  /** A session this node no longer runs (ended or relinquished). */
  released(transportId: string): void {
    this.inbound.drop(transportId);
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
  claim(transportId: string): Promise<RelaySession | null> {
    return this.claims.claim(transportId);
  }

  // ---- channels ----

  private onMessage(channel: string, message: Buffer): void {
    if (channel === this.inChannel) return this.inbound.receive(message.toString());
    if (channel === this.outChannel) return this.onControl(message.toString());
    // A session's log channel: `seq:bytes:frame`, one or more.
    const tid = channel.slice(this.store.keyPrefix.length + 2, channel.length - 3);
    const a = this.attachments.get(tid);
    if (!a) return;
    a.liveBatch(parseLogMessage(message));
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
