/**
 * The Redis store's write queue. Every write goes through it, in call order.
 * While Redis is ready the queue is sent in rounds: the writes of one tick,
 * or those that arrived while the previous round was in flight, go out
 * together, and a session's consecutive appends in a round become one append
 * call (one script run for many entries: one round trip, one command on the
 * wire). Anything else sent on the connection (reads, fleet scripts) first
 * sends what is queued (`sendQueued`), so the connection's order is still the
 * call order.
 *
 * While Redis is unreachable the writes wait here, bounded by `maxOps` and
 * `maxBytes` (a session's record updates and its trims merge: redis-write-ops.ts);
 * over the bound the buffered log entries are dropped (resolved as dropped,
 * never the records) and each touched session's highest dropped sequence
 * number is kept, to be marked as its replay gap in Redis before anything
 * after it is sent. Writes that fail for the connection go back in call order
 * and are resent when Redis is ready again (each write is idempotent).
 */
import type { StoreHealth } from './store.js';
import { SessionStoreUnavailableError } from './store-error.js';
import { OutageMerger, coalesceAppends, type WriteOp } from './redis-write-ops.js';

/** What the queue needs of its store. */
export interface WriteQueueHost {
  /** The connection's state: writes are sent only while `ready`. */
  state(): StoreHealth['state'];
  /** Sends one write (its command built from the op). */
  send(op: WriteOp): Promise<unknown>;
  /** Whether a failed write may succeed when resent (the connection's failure, not a refusal). */
  retriable(error: unknown): boolean;
  /** A write was applied. */
  applied(op: WriteOp): void;
  /** A write was refused: the error it is rejected with. */
  refused(op: WriteOp, error: unknown): unknown;
  /** A write failed for the connection: Redis went away. */
  lost(error: unknown): void;
  /** Marks a session's entries through `through`, dropped by the bound, as its replay gap in Redis. */
  markGap(transportId: string, through: number): Promise<unknown>;
  /** Marking the gap failed: true when it is to be tried again (the connection), false when refused. */
  gapFailed(transportId: string, error: unknown): boolean;
  /** The bound dropped a session's buffered log entries through `droppedThrough`. */
  overflowed(transportId: string, droppedThrough: number): void;
  /** What is buffered changed (for the store's health). */
  changed(): void;
}

export class WriteQueue {
  private readonly queue: WriteOp[] = [];
  private readonly merger = new OutageMerger(this.queue);
  private readonly inflight = new Set<WriteOp>();
  private bytes = 0;
  /** Per session, the highest sequence number dropped by the bound (not yet marked in Redis). */
  private readonly overflow = new Map<string, number>();
  private flushing = false;
  private roundTimer: ReturnType<typeof setImmediate> | null = null;
  private requeued: WriteOp[] = [];
  private requeueFlush: ReturnType<typeof setImmediate> | null = null;
  private issued = 0;

  constructor(
    private readonly host: WriteQueueHost,
    private readonly maxOps: number,
    private readonly maxBytes: number,
  ) {}

  /** Writes waiting (buffered, or queued for the next round). */
  get length(): number {
    return this.queue.length;
  }
  /** Log frame bytes among them. */
  get bufferedBytes(): number {
    return this.bytes;
  }
  /** Sessions whose dropped entries are not marked in Redis yet. */
  get overflowedSessions(): number {
    return this.overflow.size;
  }
  /** Whether writes are waiting or in flight. */
  get busy(): boolean {
    return this.queue.length > 0 || this.inflight.size > 0;
  }

  /** Queues a write; settled once Redis applied (or refused) it. */
  enqueue(op: Omit<WriteOp, 'resolve' | 'reject' | 'order'>): Promise<unknown> {
    return new Promise((resolve, reject) => {
      // The caller's object becomes the op: copying it with a spread was the
      // hottest line of an append (V8 clones objects of varying shapes slowly).
      const full: WriteOp = Object.assign(op, { resolve, reject, order: ++this.issued });
      const state = this.host.state();
      if (state === 'closed') {
        reject(new SessionStoreUnavailableError('the Redis session store is closed'));
        return;
      }
      if (this.merger.merge(full, state !== 'ready')) return;
      this.queue.push(full);
      this.bytes += full.bytes;
      // While Redis is up the queue holds one round trip's writes: the
      // buffer bound is for an outage.
      if (state === 'ready') {
        this.scheduleRound();
        return;
      }
      this.enforceBound();
      this.host.changed();
    });
  }

  /** Before another command on the connection: what is queued goes first. */
  sendQueued(): void {
    if (this.queue.length > 0) this.sendRound();
  }

  /** Redis is ready (again): the gaps of dropped entries are marked, then what waits is sent. */
  async flush(): Promise<void> {
    if (this.flushing || this.host.state() !== 'ready') return;
    this.flushing = true;
    try {
      // Sessions that lost log entries to the bound: their gap goes in first.
      for (const [transportId, through] of [...this.overflow]) {
        try {
          await this.host.markGap(transportId, through);
        } catch (error) {
          if (this.host.gapFailed(transportId, error)) return;
        }
        this.overflow.delete(transportId);
      }
    } finally {
      this.flushing = false;
    }
    this.sendRound();
    this.host.changed();
  }

  /** A session whose dropped entries need no gap any more (deleted, or another node's now). */
  forgetOverflow(transportId: string): void {
    this.overflow.delete(transportId);
  }

  /** The store closed: what waits is rejected with `error`. */
  rejectAll(error: unknown): void {
    this.merger.clear();
    for (const op of this.queue.splice(0)) op.reject(error);
  }

  private run(op: WriteOp): void {
    this.inflight.add(op);
    this.host.send(op).then(
      (value) => {
        this.inflight.delete(op);
        this.host.applied(op);
        op.resolve(value);
        if (this.inflight.size === 0) this.sendRound();
      },
      (error: unknown) => {
        this.inflight.delete(op);
        if (this.host.state() !== 'closed' && this.host.retriable(error)) this.requeue(op, error);
        else op.reject(this.host.refused(op, error));
        if (this.inflight.size === 0) this.sendRound();
      },
    );
  }

  /** Sends what is queued as one round (now). */
  private sendRound(): void {
    if (this.roundTimer) clearImmediate(this.roundTimer);
    this.roundTimer = null;
    if (this.host.state() !== 'ready' || this.flushing || this.queue.length === 0) return;
    // Log entries an outage dropped: their gap is marked before anything after them is sent.
    if (this.overflow.size > 0) {
      void this.flush();
      return;
    }
    const ops = this.queue.splice(0);
    this.merger.clear();
    this.bytes = 0;
    for (const op of coalesceAppends(ops)) this.run(op);
  }

  /** A round after this tick, unless one is in flight (its end sends the next). */
  private scheduleRound(): void {
    if (this.roundTimer || this.inflight.size > 0) return;
    this.roundTimer = setImmediate(() => this.sendRound());
  }

  /**
   * Ops that failed for the connection go back in call order. They do not
   * fail in that order: those written before the connection ended fail when
   * it closes, those sent after its end (a read sends what is queued) fail
   * at once, before them. Resent in failure order, a session's later append
   * would land first and the earlier one be skipped as a resend: lost.
   */
  private requeue(op: WriteOp, error: unknown): void {
    this.host.lost(error);
    this.requeued.push(op);
    this.requeueFlush ??= setImmediate(() => {
      this.requeueFlush = null;
      const back = this.requeued;
      this.requeued = [];
      // Closed meanwhile: nothing will send them.
      if (this.host.state() === 'closed') {
        for (const o of back)
          o.reject(new SessionStoreUnavailableError('the Redis session store closed'));
        return;
      }
      for (const o of back) this.bytes += o.bytes;
      this.queue.push(...back);
      // Stable, and rare (once per lost connection): the queue in call order again.
      this.queue.sort((a, b) => a.order - b.order);
      this.enforceBound();
      this.host.changed();
    });
  }

  /** Over the bound: drop every buffered append (resolved as dropped), keep the rest. */
  private enforceBound(): void {
    if (this.queue.length <= this.maxOps && this.bytes <= this.maxBytes) return;
    const kept: WriteOp[] = [];
    // Told once per session and pass (not again for every session overflowed before).
    const dropped = new Set<string>();
    for (const op of this.queue) {
      if (op.kind === 'append' && op.seq !== undefined) {
        this.overflow.set(op.transportId, Math.max(this.overflow.get(op.transportId) ?? 0, op.seq));
        dropped.add(op.transportId);
        op.resolve([0, 0, op.seq, op.seq]);
      } else kept.push(op);
    }
    this.queue.length = 0;
    this.queue.push(...kept);
    this.bytes = 0;
    for (const transportId of dropped)
      this.host.overflowed(transportId, this.overflow.get(transportId) as number);
  }
}
