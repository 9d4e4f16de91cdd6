/**
 * The fleet's coordination contract (fleet-coordinator.ts) in memory, for
 * relays in one process (memory-fleet.ts): a lease is an entry with a
 * deadline, a claim a synchronous step (nothing runs between its check and
 * its write, so it is atomic), forwarded messages are numbered per session
 * and kept until the owner is done with them, and deliveries to a node run
 * as microtasks in call order. A node that is cut off gets nothing and its
 * calls fail.
 */
import {
  FAILOVER_SEQUENCE_SKIP,
  type CoordinationRecord,
  type CoordinatorNode,
  type FleetCoordinator,
  type PlannedHandover,
  type RenewOutcome,
} from './fleet-coordinator.js';
import type { ForwardedMessage, InboundMessage } from './fleet-messages.js';
import type { StoredSession } from './memory-store.js';
import type { SessionRecord, SessionStore } from './store.js';
import { SessionStoreError, SessionStoreUnavailableError } from './store-error.js';

/** What the nodes of a memory fleet share. */
export interface MemoryFleetState {
  readonly sessions: Map<string, StoredSession>;
  readonly leases: Map<string, { owner: string; until: number }>;
  /** Per session, its coordination record (set with the record by a create and a claim, gone with it). */
  readonly coordination: Map<string, CoordinationRecord>;
  readonly inbound: Map<string, { n: number; kept: Map<number, ForwardedMessage> }>;
  /** Joined nodes, the deadline of their last renewal, the sessions they own. */
  readonly nodes: Map<string, { node: CoordinatorNode; until: number; sessions: number }>;
  /** Per session, the nodes watching its log. */
  readonly watchers: Map<string, Set<string>>;
  /** Nodes cut off. */
  readonly cut: Set<string>;
  /** Per session, the planned handover its owner released it with (the claim continues its log). */
  readonly handovers: Map<string, PlannedHandover>;
}

/** What the coordinator needs of its node's store. */
export interface MemoryNodeStore {
  /** The node's store (the fleet's shared records seen by this node). */
  store(): SessionStore;
  joined(nodeId: string, leaseMs: number): void;
  /** Whether the node is reachable (not cut off, not closed). */
  available(): boolean;
  /** The node runs the session under this generation now (its writes are checked against it). */
  runsUnder(transportId: string, generation: string): void;
}

export function createMemoryCoordinator(
  state: MemoryFleetState,
  own: MemoryNodeStore,
): FleetCoordinator {
  let node: CoordinatorNode | null = null;
  const me = (): CoordinatorNode => {
    if (!node) throw new Error('the fleet coordinator has no node yet (join first)');
    return node;
  };
  const live = (transportId: string): { owner: string; until: number } | undefined => {
    const lease = state.leases.get(transportId);
    return lease && lease.until > Date.now() ? lease : undefined;
  };
  /** Fails while this node is cut off (as a Redis call fails while Redis is unreachable). */
  const reachable = (): void => {
    if (!own.available())
      throw new SessionStoreUnavailableError('the memory fleet is unreachable from this node');
  };
  /** Runs `f` for a node later (after the caller's call), unless it is cut off. */
  const deliver = (nodeId: string, f: (n: CoordinatorNode) => void): void => {
    queueMicrotask(() => {
      const target = state.nodes.get(nodeId);
      if (target && !state.cut.has(nodeId)) f(target.node);
    });
  };

  const coordinator: FleetCoordinator = {
    get store() {
      return own.store();
    },
    get reseedGraceMs() {
      return Math.max(3 * (node?.leaseMs ?? 1000), 3000);
    },
    join: async (joining: CoordinatorNode) => {
      node = joining;
      own.joined(joining.nodeId, joining.leaseMs);
      state.nodes.set(joining.nodeId, {
        node: joining,
        until: Date.now() + joining.leaseMs,
        sessions: 0,
      });
    },
    leave: () => {
      if (node && state.nodes.get(node.nodeId)?.node === node) state.nodes.delete(node.nodeId);
      for (const w of state.watchers.values()) if (node) w.delete(node.nodeId);
    },
    leaseOwner: async (transportId: string) => {
      reachable();
      return live(transportId)?.owner;
    },
    leaseOwners: async (transportIds: readonly string[]) =>
      transportIds.map((id) => (own.available() ? (live(id)?.owner ?? null) : undefined)),
    renew: async (leases: readonly { transportId: string; generation: string }[]) => {
      reachable();
      const n = me();
      const until = Date.now() + n.leaseMs;
      state.nodes.set(n.nodeId, { node: n, until, sessions: leases.length });
      return leases.map(({ transportId, generation }): RenewOutcome => {
        const held = live(transportId);
        if (held && held.owner !== n.nodeId) return 'claimed';
        const stored = state.sessions.get(transportId);
        if (!stored) return 'gone';
        if (stored.record.generation !== generation) return 'claimed';
        state.leases.set(transportId, { owner: n.nodeId, until });
        return 'held';
      });
    },
    release: async (transportId: string, handover?: PlannedHandover) => {
      if (live(transportId)?.owner !== me().nodeId) return;
      if (handover && state.sessions.has(transportId)) state.handovers.set(transportId, handover);
      state.leases.delete(transportId);
    },
    expired: async (limit: number) => {
      reachable();
      const out: string[] = [];
      for (const [id, s] of state.sessions) {
        if (out.length >= limit) break;
        if (!s.record.ended && !live(id)) out.push(id);
      }
      return out;
    },
    liveNodes: async () => {
      const now = Date.now();
      return [...state.nodes]
        .filter(([id, n]) => n.until > now && !state.cut.has(id))
        .map(([nodeId, n]) => ({ nodeId, sessions: n.sessions }))
        .sort((x, y) => (x.nodeId < y.nodeId ? -1 : 1));
    },
    coordination: async (transportId: string) => {
      reachable();
      if (!state.sessions.has(transportId)) return undefined;
      return state.coordination.get(transportId) ?? { owner: '', priorGenerations: [] };
    },
    claim: async (transportId: string, generation: string) => {
      reachable();
      const n = me();
      const sentAt = Date.now();
      const stored = state.sessions.get(transportId);
      if (live(transportId) || !stored || stored.record.ended) return null;
      const previous = stored.record;
      const before = state.coordination.get(transportId);
      const record: SessionRecord = { ...previous, generation };
      const coordination: CoordinationRecord = {
        owner: n.nodeId,
        priorGenerations: [...(before?.priorGenerations ?? []), previous.generation],
      };
      stored.record = record;
      state.coordination.set(transportId, coordination);
      state.leases.set(transportId, { owner: n.nodeId, until: sentAt + n.leaseMs });
      // A planned handover of the generation replaced, its log complete: the log continues.
      const lastSeq = stored.log.stats().lastSeq;
      const h = state.handovers.get(transportId);
      state.handovers.delete(transportId);
      const planned = h?.generation === previous.generation && h.lastSeq === lastSeq;
      // Else everything the old owner may have sent past what was stored is a gap behind this.
      const gapSeq = lastSeq + (planned ? 0 : FAILOVER_SEQUENCE_SKIP);
      if (!planned) stored.log.markGap(gapSeq);
      own.runsUnder(transportId, generation);
      const self = state.nodes.get(n.nodeId);
      if (self) self.sessions++;
      return {
        record,
        coordination,
        previousGeneration: previous.generation,
        previousOwner: before?.owner ?? '',
        gapSeq,
        planned,
        inboundFrom: state.inbound.get(transportId)?.n ?? 0,
        sentAt,
      };
    },
    // Nothing to re-seed: the shared state never comes back empty.
    fenced: () => undefined,
    forward: async (transportId: string, owner: string, message: ForwardedMessage) => {
      reachable();
      if (!state.sessions.has(transportId)) throw new SessionStoreError('not_found', transportId);
      let inbound = state.inbound.get(transportId);
      if (!inbound) state.inbound.set(transportId, (inbound = { n: 0, kept: new Map() }));
      const n = ++inbound.n;
      inbound.kept.set(n, message);
      deliver(owner, (o) => o.inbound({ transportId, n, message }));
    },
    inboundRange: async (transportId: string, after: number, before: number) => {
      const out: InboundMessage[] = [];
      const kept = state.inbound.get(transportId)?.kept;
      for (let n = after + 1; n < before; n++) {
        const message = kept?.get(n);
        if (message) out.push({ transportId, n, message });
      }
      return out;
    },
    inboundDone: (transportId: string, n: number) => {
      const kept = state.inbound.get(transportId)?.kept;
      if (kept) for (const k of kept.keys()) if (k <= n) kept.delete(k);
    },
    toNode: (to, message) => {
      if (own.available()) deliver(to, (n) => n.toAttachment(message));
    },
    watchLog: async (transportId: string) => {
      let w = state.watchers.get(transportId);
      if (!w) state.watchers.set(transportId, (w = new Set()));
      w.add(me().nodeId);
    },
    unwatchLog: (transportId: string) => {
      const w = state.watchers.get(transportId);
      w?.delete(me().nodeId);
      if (w?.size === 0) state.watchers.delete(transportId);
    },
    snapshot: async (transportId: string, afterSeq: number) => {
      reachable();
      const stored = state.sessions.get(transportId);
      return stored ? { record: stored.record, read: stored.log.read(afterSeq) } : undefined;
    },
    read: (transportId: string, afterSeq: number) => coordinator.store.read(transportId, afterSeq),
    recovering: async () => false,
  };
  return coordinator;
}
