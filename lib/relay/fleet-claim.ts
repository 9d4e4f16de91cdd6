/**
 * The claim of orphaned sessions in a fleet: a session whose owner's lease
 * lapsed (the owner died, or fenced itself) is claimed atomically by one
 * node (CLAIM: its lease, owner and a new generation), which starts it with
 * a new upstream past a replay gap. Every node looks for the sessions whose
 * lease lapsed every `leaseMs / 2` plus jitter and claims them up to its
 * fair share (the live nodes' sessions plus the orphans, spread evenly: a
 * dead node's sessions spread over the survivors), and moves the clients it
 * serves for other nodes whose session's owner changed.
 */
import { randomBytes } from 'node:crypto';
import type { FleetCoordinator } from './fleet-coordinator.js';
import type { RelayLogger } from './relay-log.js';
import type { RelaySession } from './relay-session.js';
import { OWNER_MOVED, type RemoteAttachment } from './remote-attachment.js';
import type { SessionRecord } from './store.js';

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
    /** A planned handover (its owner drained): no gap, not a failover. */
    planned: boolean,
  ): void;
}

export class ClaimScan {
  private scanTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly claiming = new Set<string>();
  private closed = false;

  constructor(
    private readonly coordinator: FleetCoordinator,
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
      const claimed = await this.coordinator.claim(
        transportId,
        randomBytes(9).toString('base64url'),
      );
      if (!claimed) return null;
      const { record, gapSeq } = claimed;
      this.host.owned(transportId, claimed.inboundFrom, claimed.sentAt);
      const session = this.host.startTakeover(record, gapSeq);
      this.host.onClaimed?.(
        transportId,
        claimed.previousGeneration,
        record.generation,
        claimed.previousOwner,
        claimed.planned,
      );
      return session;
    } finally {
      this.claiming.delete(transportId);
    }
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

  /**
   * How many sessions this node should own once `orphans` are claimed: the
   * live nodes' sessions plus the orphans, spread evenly (rounded up). A node
   * never claims past it in a pass; what is left waits for another node, or
   * this node's next pass (then counted again). Every orphan when the live
   * nodes cannot be read.
   */
  private async fairShare(orphans: number): Promise<number> {
    if (orphans === 0) return 0;
    const nodes = await this.coordinator.liveNodes().catch(() => null);
    if (!nodes) return Number.POSITIVE_INFINITY;
    const others = nodes.filter((n) => n.nodeId !== this.host.nodeId);
    const load = others.reduce((sum, n) => sum + n.sessions, this.host.sessions.size);
    return Math.ceil((load + orphans) / (others.length + 1));
  }

  /** Sessions the claim scan looks at per pass (the rest wait for the next pass). */
  private static readonly SCAN_BATCH = 256;

  /**
   * Claims the sessions whose lease deadline passed (read from the fleet
   * index: the cost follows the expired leases, not the sessions stored),
   * and moves this node's remote clients whose owner changed.
   */
  private async scan(): Promise<void> {
    if ((this.coordinator.store.health?.().state ?? 'ready') !== 'ready') return;
    let expired: string[];
    try {
      expired = await this.coordinator.expired(ClaimScan.SCAN_BATCH);
    } catch {
      return;
    }
    // Ours: the next renewal moves its deadline.
    const orphans = shuffled(expired.filter((id) => !this.host.sessions.has(id)));
    const listed = new Set(orphans);
    const target = await this.fairShare(orphans.length);
    let owned = this.host.sessions.size;
    for (const id of orphans) {
      if (this.closed) return;
      // Spread by load: past its share, a node leaves the rest to the others (or its next pass).
      if (owned >= target) break;
      try {
        const claimed = await this.claim(id);
        if (claimed) owned++;
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
    const owners = await this.coordinator
      .leaseOwners(attached.map((a) => a.transportId))
      .catch(() => []);
    for (let i = 0; i < attached.length; i++) {
      const a = attached[i] as RemoteAttachment;
      const owner = owners[i];
      if (owner === undefined || this.host.attachments.get(a.transportId) !== a) continue;
      if (owner === null) {
        // An orphan past this node's share is left to the others' scans (the
        // client moves once one claims it): serving its client is no reason to
        // take more than the share.
        if (listed.has(a.transportId) && owned >= target) continue;
        // Claimed here: the client reattaches to be served by this node. Not
        // claimed (a Redis that came back empty and is not re-seeded yet, or
        // another node was faster): the next pass looks again.
        try {
          if (await this.claim(a.transportId)) {
            owned++;
            a.close(OWNER_MOVED, 'the session moved to another relay node: reattach');
          }
        } catch (error) {
          this.host.log({ kind: 'storeError', transportId: a.transportId, error });
        }
      } else if (owner !== a.owner)
        a.close(OWNER_MOVED, 'the session moved to another relay node: reattach');
    }
  }
}

/** A copy in random order (nodes scanning at once start on different sessions). */
function shuffled<T>(list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
