/**
 * The leases of the sessions a fleet node owns, and its fencing: a node
 * stops acting as a session's owner as soon as it may no longer hold the
 * lease, so that two nodes never run one session's upstream at once.
 *
 * - Renewal: every `leaseMs / 3`, one `renew` of the coordinator renews
 *   every owned session (checking the owner and the generation).
 * - Lost: a renewal that finds the lease another node's or another
 *   generation running (`claimed`), or the record gone (`gone`), fences the
 *   session at once.
 * - Lapsed: each session has a local deadline, the send time of its last
 *   successful renewal plus `leaseMs` (earlier than Redis's own expiry,
 *   which counts from when Redis ran it). Once less than a fifth of the lease
 *   remains: with Redis answering, a renewal is sent now and its answer
 *   decides; with Redis unreachable (or a renewal unanswered that long) the
 *   session is fenced before its lease can lapse in Redis, where another
 *   node could claim it.
 *
 * The coordinator fences the writes too (every owner write carries the
 * generation), so whatever a fenced node had buffered cannot land in the new
 * owner's record or log.
 */
import type { FleetCoordinator } from './fleet-coordinator.js';
import type { LeaseLossReason } from './relay-log.js';
import type { RelaySession } from './relay-session.js';

export type { LeaseLossReason };

export interface LeaseHost {
  readonly sessions: ReadonlyMap<string, RelaySession>;
  /** Stop owning the session (close its upstream and its client). */
  fence(transportId: string, reason: LeaseLossReason): void;
}

export class LeaseKeeper {
  /** Local deadline (epoch ms) of each owned session's lease. */
  private readonly deadlines = new Map<string, number>();
  /** Send time of the renewal in flight (null: none). */
  private renewing: number | null = null;
  private renewTimer: ReturnType<typeof setInterval> | null = null;
  private checkTimer: ReturnType<typeof setInterval> | null = null;
  private closed = false;
  /** Fence a session this long before its deadline (a fifth of the lease). */
  readonly marginMs: number;
  private readonly checkEveryMs: number;

  constructor(
    private readonly coordinator: FleetCoordinator,
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

  /** Whether the shared store answers (a store without health, as memory, always does). */
  private storeReady(): boolean {
    return (this.coordinator.store.health?.().state ?? 'ready') === 'ready';
  }

  /** Fences the sessions whose lease may lapse before a renewal can reach Redis. */
  private check(): void {
    if (this.closed) return;
    const due = (limit: number): string[] =>
      [...this.deadlines].filter(([, d]) => d <= limit).map(([id]) => id);
    if (due(Date.now() + this.marginMs).length === 0) return;
    if (this.storeReady() && this.renewing === null) {
      // Redis answers: a renewal now, whose answer decides.
      void this.renew();
      return;
    }
    // After the pending I/O (an answer waiting behind a stalled event loop counts).
    setImmediate(() => {
      if (this.closed) return;
      const ready = this.storeReady();
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
   * Renews the lease of every session this node runs in one round trip
   * (the coordinator's `renew`), and fences those it lost.
   */
  async renew(): Promise<void> {
    if (this.closed || this.renewing !== null || !this.storeReady()) return;
    // With none, still renewed: the node's own liveness and load (the claims' fair share).
    const owned = [...this.host.sessions.values()];
    const now = Date.now();
    const deadline = now + this.leaseMs;
    this.renewing = now;
    let outcomes: Awaited<ReturnType<FleetCoordinator['renew']>>;
    try {
      outcomes = await this.coordinator.renew(
        owned.map((s) => ({ transportId: s.transportId, generation: s.generation })),
      );
    } catch {
      return; // unreachable: keep serving until the deadlines; the store buffers the writes.
    } finally {
      this.renewing = null;
    }
    owned.forEach((s, i) => {
      const outcome = outcomes[i] ?? 'unanswered';
      if (outcome === 'unanswered' || this.host.sessions.get(s.transportId) !== s) return;
      if (outcome === 'held') this.deadlines.set(s.transportId, deadline);
      else this.lose(s.transportId, outcome);
    });
  }
}
