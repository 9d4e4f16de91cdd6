/**
 * The claim of orphaned sessions in a fleet: a session whose owner's lease
 * lapsed (the owner died, or fenced itself) is claimed atomically by one
 * node (CLAIM: its lease, owner and a new generation), which starts it with
 * a new upstream past a replay gap. Every node scans the fleet index (lease
 * deadlines) every `leaseMs / 2` plus jitter for the sessions whose deadline
 * passed, and moves the clients it serves for other nodes whose session's
 * owner changed.
 */
import { randomBytes } from 'node:crypto';
import type { RedisInternals } from './redis-internals.js';
import type { RedisSessionStore } from './redis-store.js';
import type { RelayLogger } from './relay-log.js';
import type { RelaySession } from './relay-session.js';
import { OWNER_MOVED, type RemoteAttachment } from './remote-attachment.js';
import type { SessionRecord } from './store.js';

/**
 * How far a claim moves a session's sequence numbers past the last one in
 * Redis (the gap a client behind it is told of): more messages than an owner
 * can send in a lease's time without reaching Redis.
 */
export const FAILOVER_SEQUENCE_SKIP = 1_000_000_000;

export interface ClaimHost {
  readonly nodeId: string;
  readonly log: RelayLogger;
  /** The sessions this node runs. */
  readonly sessions: Map<string, RelaySession>;
  /** The clients this node serves for sessions other nodes own. */
  readonly attachments: Map<string, RemoteAttachment>;
  /** Starts a session claimed from a dead owner (new upstream, new generation). */
  startTakeover(record: SessionRecord, gapSeq: number): RelaySession;
  /** This node runs the session now: its lease taken with a command sent at `leaseSentAt`. */
  owned(transportId: string, inboundFrom: number, leaseSentAt: number): void;
  onClaimed?(
    transportId: string,
    previousGeneration: string,
    generation: string,
    previousOwner: string,
  ): void;
}

export class ClaimScan {
  private scanTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly claiming = new Set<string>();
  private closed = false;

  constructor(
    private readonly store: RedisSessionStore,
    private readonly redis: RedisInternals,
    private readonly host: ClaimHost,
    private readonly leaseMs: number,
  ) {}

  close(): void {
    this.closed = true;
    if (this.scanTimer) clearTimeout(this.scanTimer);
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
      this.host.owned(transportId, Number(hash._in ?? 0), sentAt);
      const session = this.host.startTakeover(record, gapSeq);
      this.host.onClaimed?.(
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

  /** The next pass, every leaseMs / 2 plus jitter. */
  schedule(): void {
    if (this.closed) return;
    const every = Math.max(50, Math.floor(this.leaseMs / 2));
    this.scanTimer = setTimeout(
      () => {
        void this.scan().finally(() => this.schedule());
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
        ClaimScan.SCAN_BATCH,
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
          this.host.attachments
            .get(id)
            ?.close(OWNER_MOVED, 'the session moved to another relay node: reattach');
      } catch (error) {
        this.host.log({ kind: 'storeError', transportId: id, error });
      }
    }
    const attached = [...this.host.attachments.values()];
    if (attached.length === 0) return;
    const pipe = this.redis.batch();
    for (const a of attached)
      (pipe.get as (key: string) => unknown)(this.store.keys(a.transportId).lease);
    const owners = ((await pipe.exec().catch(() => null)) ?? []).map(([, v]) => v as string | null);
    for (let i = 0; i < attached.length; i++) {
      const a = attached[i] as RemoteAttachment;
      const owner = owners[i];
      if (owner === undefined || this.host.attachments.get(a.transportId) !== a) continue;
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
}
