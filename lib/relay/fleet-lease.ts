/**
 * The leases of the sessions a fleet node owns, and its fencing: a node
 * stops acting as a session's owner as soon as it may no longer hold the
 * lease, so that two nodes never run one session's upstream at once.
 *
 * - Renewal: every `leaseMs / 3`, one pipeline renews every owned session
 *   (RENEW, which checks the owner and the generation) and moves their
 *   deadlines in the fleet index.
 * - Lost: a RENEW that finds the lease another node's (0), the record gone
 *   (-1) or another generation in it (-2: claimed, and that lease lapsed
 *   too) fences the session at once.
 * - Lapsed: each session has a local deadline, the send time of its last
 *   successful renewal plus `leaseMs` (earlier than Redis's own expiry,
 *   which counts from when Redis ran it). Once less than a fifth of the lease
 *   remains: with Redis answering, a renewal is sent now and its answer
 *   decides; with Redis unreachable (or a renewal unanswered that long) the
 *   session is fenced before its lease can lapse in Redis, where another
 *   node could claim it.
 *
 * Redis fences the writes too (every owner write carries the generation:
 * redis-scripts.ts), so whatever a fenced node had buffered cannot land in
 * the new owner's record or log.
 */
import type { RedisInternals } from './redis-internals.js';
import type { LeaseLossReason } from './relay-log.js';
import type { RedisSessionStore } from './redis-store.js';
import type { RelaySession } from './relay-session.js';

export type { LeaseLossReason };

export interface LeaseHost {
  readonly nodeId: string;
  readonly sessions: ReadonlyMap<string, RelaySession>;
  /** Stop owning the session (close its upstream and its client). */
  fence(transportId: string, reason: LeaseLossReason): void;
}

type Pipeline = Record<string, (...args: unknown[]) => unknown> & {
  exec(): Promise<[Error | null, unknown][] | null>;
};

export class LeaseKeeper {
  /** Local deadline (epoch ms) of each owned session's lease. */
  private readonly deadlines = new Map<string, number>();
  /** Send time of the renewal in flight (null: none). */
  private renewing: number | null = null;
  /** When the owned sessions' key TTLs were last extended (renewals extend them every quarter TTL). */
  private ttlsExtendedAt = 0;
  private renewTimer: ReturnType<typeof setInterval> | null = null;
  private checkTimer: ReturnType<typeof setInterval> | null = null;
  private closed = false;
  /** Fence a session this long before its deadline (a fifth of the lease). */
  readonly marginMs: number;
  private readonly checkEveryMs: number;

  constructor(
    private readonly store: RedisSessionStore,
    private readonly redis: RedisInternals,
    private readonly host: LeaseHost,
    readonly leaseMs: number,
  ) {
    this.checkEveryMs = Math.max(20, Math.floor(leaseMs / 10));
    this.marginMs = Math.max(2 * this.checkEveryMs, Math.floor(leaseMs / 5));
  }

  start(): void {
    this.renewTimer = setInterval(
      () => void this.renew(),
      Math.max(50, Math.floor(this.leaseMs / 3)),
    );
    this.renewTimer.unref();
    this.checkTimer = setInterval(() => this.check(), this.checkEveryMs);
    this.checkTimer.unref();
  }

  close(): void {
    this.closed = true;
    if (this.renewTimer) clearInterval(this.renewTimer);
    if (this.checkTimer) clearInterval(this.checkTimer);
  }

  /** This node took a session's lease (created or claimed it), the command sent at `sentAt`. */
  held(transportId: string, sentAt: number): void {
    this.deadlines.set(transportId, sentAt + this.leaseMs);
  }

  /** The session is no longer this node's (ended, released, fenced). */
  dropped(transportId: string): void {
    this.deadlines.delete(transportId);
  }

  /** The local deadline of a session's lease (tests, diagnostics). */
  deadline(transportId: string): number | undefined {
    return this.deadlines.get(transportId);
  }

  /** Fences the sessions whose lease may lapse before a renewal can reach Redis. */
  private check(): void {
    if (this.closed) return;
    const due = (limit: number): string[] =>
      [...this.deadlines].filter(([, d]) => d <= limit).map(([id]) => id);
    if (due(Date.now() + this.marginMs).length === 0) return;
    if (this.store.health?.().state === 'ready' && this.renewing === null) {
      // Redis answers: a renewal now, whose answer decides.
      void this.renew();
      return;
    }
    // After the pending I/O (an answer waiting behind a stalled event loop counts).
    setImmediate(() => {
      if (this.closed) return;
      const ready = this.store.health?.().state === 'ready';
      if (ready && this.renewing === null) return;
      // Unreachable: with the margin. Connected, a renewal unanswered: at the deadline itself.
      for (const id of due(Date.now() + (ready ? 0 : this.marginMs))) this.lose(id, 'expired');
    });
  }

  private lose(transportId: string, reason: LeaseLossReason): void {
    this.deadlines.delete(transportId);
    if (this.host.sessions.has(transportId)) this.host.fence(transportId, reason);
  }

  /**
   * Renews the lease of every session this node runs in one round trip (one
   * pipeline: a RENEW per session, then their new deadlines in the fleet
   * index), the key TTLs only every quarter of the record TTL.
   */
  async renew(): Promise<void> {
    if (this.closed || this.renewing !== null || this.store.health?.().state !== 'ready') return;
    const owned = [...this.host.sessions.values()];
    if (owned.length === 0) return;
    const ttl = this.store.recordTtlMs;
    const now = Date.now();
    const extend = now - this.ttlsExtendedAt >= ttl / 4;
    const deadline = now + this.leaseMs;
    // One pipeline (on a cluster: the same commands at once, one round trip per master).
    const pipe = this.redis.batch() as unknown as Pipeline;
    for (const s of owned) {
      const k = this.store.keys(s.transportId);
      pipe.crxRenew?.(
        k.record,
        k.log,
        k.inbound,
        k.lease,
        this.host.nodeId,
        this.leaseMs,
        ttl,
        extend ? 1 : 0,
        JSON.stringify(s.generation),
      );
    }
    for (let i = 0; i < owned.length; i += 1000)
      pipe.zadd?.(
        this.redis.indexKey,
        'XX',
        ...owned.slice(i, i + 1000).flatMap((s) => [deadline, s.transportId]),
      );
    this.renewing = now;
    let results: [Error | null, unknown][];
    try {
      results = (await pipe.exec()) ?? [];
    } catch {
      return; // Redis unreachable: keep serving until the deadlines; the store buffers the writes.
    } finally {
      this.renewing = null;
    }
    if (extend && results.slice(0, owned.length).every(([error]) => !error))
      this.ttlsExtendedAt = now;
    owned.forEach((s, i) => {
      const [error, r] = results[i] ?? [new Error('no answer'), null];
      if (error || this.host.sessions.get(s.transportId) !== s) return;
      if (r === 1) this.deadlines.set(s.transportId, deadline);
      else this.lose(s.transportId, r === -1 ? 'gone' : 'claimed');
    });
  }
}
