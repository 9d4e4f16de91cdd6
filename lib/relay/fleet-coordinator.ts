/**
 * The coordination contract of a relay fleet: what a fleet node (fleet.ts and
 * its parts) needs of whatever the nodes share, and what it may rely on. The
 * node sees only this interface (`npm run lint:deps`:
 * fleet-sees-only-the-contract); Redis (one server or a Cluster:
 * redis-coordinator.ts) and memory (relays in one process:
 * memory-coordinator.ts) implement it and run the same specs. What the
 * fleet keeps of a session (its owner, its prior generations) is the
 * coordination record, beside the store's `SessionRecord`, which holds the
 * session's own state.
 *
 * Guarantees an implementation gives:
 *
 * - **A lease is exclusive and bounded.** At most one node holds a session's
 *   lease at a time. A lease taken (by `create` through the store, `claim`,
 *   or a successful `renew`) lasts `leaseMs` from when the coordinator
 *   applied it, never longer; the node counts its own deadline from the
 *   moment it sent the command (earlier), so it fences itself before another
 *   node may claim.
 * - **A claim is atomic per session.** `claim` succeeds only when no node
 *   holds the lease and the session has not ended; in one step it takes the
 *   lease, names the claimer owner in the session's `CoordinationRecord` and
 *   gives the session a new generation (the old one joins
 *   `priorGenerations`). Two nodes claiming at once: one wins, the other is
 *   answered null.
 * - **The coordination record moves with the session's record.** A
 *   session's `CoordinationRecord` (its owner, its prior generations) is
 *   written in the same step as the record by `create` (through the store),
 *   `claim` and a re-seed, and goes with it on `delete`: `coordination`
 *   never names an owner or a generation the record has not seen.
 * - **A planned handover loses nothing.** A lease released with a
 *   `PlannedHandover` (the owner's upstream stopped, its log stored through
 *   `lastSeq`) is claimed like any other, and the claim continues the log
 *   after `lastSeq` (no gap) when the handover names the generation it
 *   replaces and the log still ends there; otherwise it is a failover.
 * - **Owner writes are fenced by generation.** Once a session has a new
 *   generation, every store write carrying the old one is refused (the store
 *   tells `staleGeneration`), so a fenced node's late writes never land.
 * - **Forwarded messages are numbered and ordered per session.** `forward`
 *   numbers each message of a session from 1 in the order the coordinator
 *   received them, keeps it until the owner says it is done (`inboundDone`),
 *   and announces it to the owner's `inbound` handler; announcements may be
 *   missed (a subscriber reconnecting) but never reordered past a gap that
 *   `inboundRange` cannot fill.
 * - **Messages to a node keep their order** per sender and receiver
 *   (`toNode`); they may be lost when the receiver is away (the client then
 *   reattaches).
 * - **Log frames reach a watcher in sequence order** (`watchLog`), possibly
 *   with holes (missed while reconnecting) that `read` fills or reports as a
 *   gap.
 * - Nothing here is called concurrently for one session by one node except
 *   as the fleet's parts serialize it (one claim at a time per session, one
 *   renewal in flight per node).
 */
import type { LogRead, SessionRecord, SessionStore } from './store.js';
import type { AttachmentMessage, ForwardedMessage, InboundMessage } from './fleet-messages.js';
import type { SequencedFrame } from './remote-attachment.js';

/**
 * How far a claim moves a session's sequence numbers past the last one
 * stored (the gap a client behind it is told of): more messages than an
 * owner can send in a lease's time without reaching the store.
 */
export const FAILOVER_SEQUENCE_SKIP = 1_000_000_000;

/** What a node hands the coordinator when it joins: its id, its lease length, its handlers. */
export interface CoordinatorNode {
  readonly nodeId: string;
  readonly leaseMs: number;
  /** A forwarded message for a session this node owns (announced; may skip numbers). */
  inbound(message: InboundMessage): void;
  /** An owner's message for a client this node serves. */
  toAttachment(message: AttachmentMessage): void;
  /** Frames appended to a watched session's log, in sequence order. */
  logFrames(transportId: string, frames: readonly SequencedFrame[]): void;
  /** A message that failed to parse (another version, malformed): dropped, reported. */
  refused?(why: string): void;
}

/** A node of the fleet and its load. */
export interface LiveNode {
  readonly nodeId: string;
  /** Sessions it owns. */
  readonly sessions: number;
}

/** A lease this node holds and renews. */
export interface OwnedLease {
  readonly transportId: string;
  readonly generation: string;
}

/**
 * What a renewal found: `held` renewed; `claimed` another node holds the
 * lease or another generation runs; `gone` the record is gone; `unanswered`
 * no answer (keep serving until the local deadline).
 */
export type RenewOutcome = 'held' | 'claimed' | 'gone' | 'unanswered';

/** What an owner that stopped a session cleanly hands over with its lease. */
export interface PlannedHandover {
  /** The generation it ran. */
  readonly generation: string;
  /** The last sequence number it logged (stored). */
  readonly lastSeq: number;
}

/**
 * What the fleet keeps of a session beside its `SessionRecord` (which holds
 * the session's own state): which node runs it and which generations it had.
 */
export interface CoordinationRecord {
  /** The node that runs the session's upstream (`RelayOptions.nodeId`); '' when none is named. */
  readonly owner: string;
  /** Generations before a failover or handover, oldest first (a reattach carrying one gets the new generation and a gap). */
  readonly priorGenerations: readonly string[];
}

/** A won claim. */
export interface Claimed {
  /** The record as it is now: the new generation. */
  readonly record: SessionRecord;
  /** The coordination record as it is now: owner this node, the replaced generation last of `priorGenerations`. */
  readonly coordination: CoordinationRecord;
  readonly previousGeneration: string;
  /** '' when the record named none. */
  readonly previousOwner: string;
  /** The new generation's first sequence number minus one: everything the old owner may have sent is a gap behind it. */
  readonly gapSeq: number;
  /** A planned handover of the generation replaced: `gapSeq` is the log's last entry, no gap. */
  readonly planned: boolean;
  /** The last forwarded message number already applied (the owner continues after it). */
  readonly inboundFrom: number;
  /** When the claim was sent (the lease's local deadline counts from here). */
  readonly sentAt: number;
}

/** A session's record and log after a watermark, read at one moment. */
export interface SessionSnapshot {
  readonly record: SessionRecord;
  readonly read: LogRead;
}

export interface FleetCoordinator {
  /** The session store the fleet's nodes share (records and logs). */
  readonly store: SessionStore;
  /** Starts delivering to `node`; the store's `create` takes `node`'s lease from now on. */
  join(node: CoordinatorNode): Promise<void>;
  /** Stops delivering; releases what `join` opened (not the store). */
  leave(): void;

  // ---- leases ----
  /** Who holds the session's lease (undefined: nobody). */
  leaseOwner(transportId: string): Promise<string | undefined>;
  /** The same for many (one round trip); an entry undefined when it could not be read. */
  leaseOwners(transportIds: readonly string[]): Promise<(string | null | undefined)[]>;
  /** Renews this node's leases (one round trip), in the order given. */
  renew(leases: readonly OwnedLease[]): Promise<RenewOutcome[]>;
  /**
   * Gives a lease up (a shutdown, a drain): the session is due for a claim at
   * once. With `handover` (a planned handover: the owner stopped the
   * session's upstream and every entry through `lastSeq` is stored), noted
   * in the same step: a claim replacing that generation while the log still
   * ends at `lastSeq` continues it without a gap (`Claimed.planned`).
   */
  release(transportId: string, handover?: PlannedHandover): Promise<void>;
  /** Sessions whose lease lapsed (at most `limit`), for the claim scan. */
  expired(limit: number): Promise<string[]>;
  /**
   * Nodes alive now (renewed within their `leaseMs`), this one included,
   * sorted by id, with the sessions each owns (as of its last renewal, plus
   * its claims since).
   */
  liveNodes(): Promise<LiveNode[]>;
  /** The session's coordination record (undefined: no such session). */
  coordination(transportId: string): Promise<CoordinationRecord | undefined>;
  /** Claims an orphaned session under `generation` (atomic). Null: held, gone, ended, or another node won. */
  claim(transportId: string, generation: string): Promise<Claimed | null>;
  /**
   * This node stopped running the session (fenced). `expired`: its lease
   * lapsed unrenewed (a coordinator that lost its data gets the record
   * back without a lease); else another node runs it.
   */
  fenced(transportId: string, expired: boolean): void;

  // ---- forwarding ----
  /** A client's message to the session's owner: numbered, kept, announced (rejects when the session is gone). */
  forward(transportId: string, owner: string, message: ForwardedMessage): Promise<void>;
  /** Forwarded messages numbered after `after` and before `before`, in order (announcements missed). */
  inboundRange(transportId: string, after: number, before: number): Promise<InboundMessage[]>;
  /** The owner applied the session's forwarded messages through `n`: they may go. */
  inboundDone(transportId: string, n: number): void;
  /** An owner's message to the node serving a client (in order per receiver). */
  toNode(node: string, message: AttachmentMessage): void;
  /** Starts delivering the session's appended frames to `logFrames`. */
  watchLog(transportId: string): Promise<void>;
  unwatchLog(transportId: string): void;
  /** The session's record and log after `afterSeq`, read at one moment (undefined: unknown). */
  snapshot(transportId: string, afterSeq: number): Promise<SessionSnapshot | undefined>;
  /** The session's log after `afterSeq`. */
  read(transportId: string, afterSeq: number): Promise<LogRead>;
  /**
   * Whether the shared state came back empty lately (or cannot be asked): a
   * session missing now may still be re-seeded by its owner.
   */
  recovering(transportId?: string): Promise<boolean>;
  /** How long `recovering` stays true after the shared state came back empty. */
  readonly reseedGraceMs: number;
}

/**
 * The coordinator a store shared by a fleet carries (`coordinator`: the
 * Redis store's, a memory fleet's node store); undefined for a store of one
 * relay. A relay given such a store is a fleet node.
 */
export function coordinatorOf(store: SessionStore): FleetCoordinator | undefined {
  return (store as { readonly coordinator?: FleetCoordinator }).coordinator;
}
