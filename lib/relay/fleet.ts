/**
 * A relay in a fleet (several relays sharing a session store and a
 * coordinator: fleet-coordinator.ts): the leases of the sessions this node
 * owns (fleet-lease.ts: renewed, or given up when another node claimed one:
 * fencing), the claim of orphaned sessions (fleet-claim.ts: their owner's
 * lease expired), and the forwarding between a client attached to a node
 * that does not own its session and the owner (the serving side here and in
 * remote-attachment.ts, the owner's side in fleet-inbound.ts).
 *
 * Nodes never connect to each other: the serving node reads the session's
 * log (its snapshot, then each appended batch of frames the coordinator
 * delivers) and passes the client's frames to the owner through the
 * coordinator, numbered per session in arrival order; the owner applies them
 * in number order (a missed announcement is read back), so each is applied
 * once and in order.
 */
import { RelayCloseCodes, type AttachFrame } from '../transport/relay-envelope.js';
import type { FleetCoordinator, PlannedHandover } from './fleet-coordinator.js';
import { ClaimScan } from './fleet-claim.js';
import { InboundFrames } from './fleet-inbound.js';
import type { AttachmentMessage, ForwardedMessage } from './fleet-messages.js';
import { LeaseKeeper, type LeaseLossReason } from './fleet-lease.js';
import type { RelayLogger } from './relay-log.js';
import type { ClientConnection, RelaySession } from './relay-session.js';
import {
  RemoteAttachment,
  reattachAnswer,
  type AttachmentHost,
  type SequencedFrame,
} from './remote-attachment.js';
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
    /** A planned handover (its owner drained): no gap, not a failover. */
    planned: boolean,
  ): void;
  /** This node stopped owning a session: its lease was lost (fenced). */
  onLeaseLost?(transportId: string, reason: LeaseLossReason): void;
  /** A frame forwarded from a non-owner node to this owner: its age in ms when applied. */
  onForwarded?(transportId: string, ageMs: number): void;
}

/** The fleet part of one relay. */
export class Fleet implements AttachmentHost {
  /** The leases of the sessions this node owns (renewal, fencing). */
  readonly lease: LeaseKeeper;
  /** The claim of orphaned sessions (closed when the node drains). */
  readonly claims: ClaimScan;
  /** Owner side: the client frames other nodes forward. */
  private readonly inbound: InboundFrames;
  /** Serving side: remote attachments on this node, by session. */
  readonly attachments = new Map<string, RemoteAttachment>();
  private readonly storeEvents: { unsubscribe(): void } | undefined;
  private readonly storeHealth: { unsubscribe(): void } | undefined;

  constructor(
    readonly coordinator: FleetCoordinator,
    private readonly host: FleetHost,
    readonly leaseMs: number,
    private readonly events: FleetEvents = {},
  ) {
    const store = coordinator.store;
    this.inbound = new InboundFrames(coordinator, {
      sessions: host.sessions,
      onForwarded: (transportId, ageMs) => this.events.onForwarded?.(transportId, ageMs),
    });
    this.claims = new ClaimScan(
      coordinator,
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
    this.lease = new LeaseKeeper(
      coordinator,
      { sessions: host.sessions, fence: (transportId, reason) => this.fence(transportId, reason) },
      leaseMs,
    );
    this.storeEvents = store.events$?.subscribe((e) => {
      // The store refused a write of ours: another node runs the session now.
      if (e.kind === 'staleGeneration') return this.fence(e.transportId, 'stale_write');
      // A store that came back empty restarts a session's inbound numbering.
      if (e.kind === 'reseeded') this.inbound.restart(e.transportId);
    });
    // Back after an outage: if the store lost its data, the re-seed grace starts now.
    let state = store.health?.().state;
    this.storeHealth = store.health$?.subscribe((h) => {
      if (h.state === 'ready' && state !== 'ready') void this.storeRecovering();
      state = h.state;
    });
  }

  /**
   * How long after the shared store came back empty a session missing from
   * it may still be re-seeded by its owner (which reconnects within about a
   * second, then re-creates its records): a reattach to it meanwhile is asked
   * to retry. An owner slower than this is as good as dead.
   */
  get reseedGraceMs(): number {
    return this.coordinator.reseedGraceMs;
  }

  /**
   * Whether the store came back empty less than `reseedGraceMs` ago (or
   * cannot be asked): a session missing from it may be one its owner has not
   * re-seeded yet, so a reattach is told to retry rather than that the
   * session is unknown.
   */
  storeRecovering(transportId?: string): Promise<boolean> {
    return this.coordinator.recovering(transportId);
  }

  remoteSessions(): string[] {
    return [...this.attachments.keys()];
  }

  async start(): Promise<void> {
    await this.coordinator.join({
      nodeId: this.host.nodeId,
      leaseMs: this.leaseMs,
      inbound: (m) => this.inbound.receive(m),
      toAttachment: (m) => this.toAttachment(m),
      logFrames: (tid, frames) => this.logFrames(tid, frames),
      refused: (reason) => this.host.log({ kind: 'fleetMessageRefused', reason }),
    });
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
    this.coordinator.leave();
  }

  /** Who holds a session's lease (undefined: nobody; the owner died or the session is new). */
  leaseOwner(transportId: string): Promise<string | undefined> {
    return this.coordinator.leaseOwner(transportId);
  }

  /**
   * Releases this node's lease on a session (a shutdown or a drain hands it
   * over); `handover`: planned, the session's upstream stopped and its log stored.
   */
  release(transportId: string, handover?: PlannedHandover): Promise<void> {
    return this.coordinator.release(transportId, handover);
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
   * written under its generation any more (the store refuses it anyway). A
   * lease that lapsed while the store was unreachable leaves the record to be
   * claimed (re-seeded without a lease if the store came back empty).
   */
  private fence(transportId: string, reason: LeaseLossReason): void {
    const session = this.host.sessions.get(transportId);
    if (!session) return;
    this.events.onLeaseLost?.(transportId, reason);
    this.coordinator.fenced(transportId, reason === 'expired');
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

  // ---- what the coordinator delivers ----

  private logFrames(transportId: string, frames: readonly SequencedFrame[]): void {
    this.attachments.get(transportId)?.liveBatch(frames);
  }

  /** Serving side: a frame or a close the owner sends one of this node's clients. */
  private toAttachment(m: AttachmentMessage): void {
    const a = this.attachments.get(m.transportId);
    if (!a || a.attachId !== m.attach) return;
    if (m.kind === 'frame') a.conn.send(m.frame);
    else a.close(m.code, m.reason);
  }

  /** Serving side: a client frame (or attach/detach) to the owner. */
  forward(transportId: string, owner: string, message: ForwardedMessage): Promise<unknown> {
    return this.coordinator.forward(transportId, owner, message);
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
    await this.coordinator.watchLog(tid);
    await a.announce();
    const snap = await this.coordinator.snapshot(tid, frame.since);
    if (!snap || this.attachments.get(tid) !== a) {
      if (this.attachments.get(tid) === a) {
        if (await this.storeRecovering(tid))
          a.close(STORE_RECOVERING, 'the session store is recovering: reattach');
        else a.close(RelayCloseCodes.UnknownSession, 'unknown session');
      }
      return null;
    }
    const { attached, entries, replayThrough, gap } = reattachAnswer(snap, frame.since);
    this.host.log({
      kind: 'sessionAttached',
      transportId: tid,
      reattached: true,
      ...(gap ? { gap } : {}),
    });
    a.begin(attached, entries, replayThrough);
    return a;
  }

  read(transportId: string, afterSeq: number): Promise<LogRead> {
    return this.coordinator.read(transportId, afterSeq);
  }

  removeAttachment(a: RemoteAttachment): void {
    if (this.attachments.get(a.transportId) !== a) return;
    this.attachments.delete(a.transportId);
    this.coordinator.unwatchLog(a.transportId);
  }
}
