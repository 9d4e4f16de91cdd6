/**
 * A relay fleet in one process (`createMemoryFleet`): several relays sharing
 * records, logs and coordination in memory, for tests of the fleet's
 * behaviour without Redis, and for a host that runs several relays in one
 * process. Each relay gets its own store from `fleet.store()`; the store
 * carries the node's coordinator (memory-coordinator.ts), which makes the
 * relay a fleet node.
 *
 * The node's store enforces what the Redis store's scripts do: every write
 * carries the generation the node runs the session under, and a write to a
 * session that has another generation now (claimed by another node) is
 * refused (`stale_generation`, told once as a `staleGeneration` event). A
 * node can be cut off (`cut`: a partition, or a node that hangs): its store
 * is `down` (its calls fail), nothing reaches it, and its leases lapse.
 */
import { BehaviorSubject, Subject } from 'rxjs';
import type { FleetCoordinator } from './fleet-coordinator.js';
import { createMemoryCoordinator, type MemoryFleetState } from './memory-coordinator.js';
import { memoryStoreOver } from './memory-store.js';
import { type LogBounds, type SessionStore, type StoreEvent, type StoreHealth } from './store.js';
import { SessionStoreError, SessionStoreUnavailableError } from './store-error.js';

/** One relay's store in a memory fleet. */
export interface MemoryFleetStore extends SessionStore {
  readonly coordinator: FleetCoordinator;
}

export interface MemoryFleet {
  /** A store for one more relay of the fleet (pass it as `createRelay({ store })`). */
  store(): MemoryFleetStore;
  /** Cuts a node off (its store `down`, nothing delivered to it, its leases left to lapse). */
  cut(nodeId: string): void;
  /** Ends a cut. */
  restore(nodeId: string): void;
}

/**
 * Creates a fleet whose relays share memory.
 *
 * @example
 * const fleet = createMemoryFleet();
 * const a = await createRelay({ token, nodeId: 'a', store: fleet.store(), leaseMs: 1000 });
 * const b = await createRelay({ token, nodeId: 'b', store: fleet.store(), leaseMs: 1000 });
 */
export function createMemoryFleet(bounds: LogBounds = {}): MemoryFleet {
  const state: MemoryFleetState = {
    sessions: new Map(),
    leases: new Map(),
    coordination: new Map(),
    inbound: new Map(),
    nodes: new Map(),
    watchers: new Map(),
    cut: new Set(),
    handovers: new Map(),
  };
  const views = new Set<{ nodeId: () => string | undefined; setCut(cut: boolean): void }>();
  const setCut = (nodeId: string, cut: boolean): void => {
    if (cut) state.cut.add(nodeId);
    else state.cut.delete(nodeId);
    for (const v of views) if (v.nodeId() === nodeId) v.setCut(cut);
  };
  return {
    store: () => {
      const view = nodeStore(state, bounds);
      views.add(view);
      return view.store;
    },
    cut: (nodeId) => setCut(nodeId, true),
    restore: (nodeId) => setCut(nodeId, false),
  };
}

function nodeStore(
  state: MemoryFleetState,
  bounds: LogBounds,
): {
  store: MemoryFleetStore;
  nodeId: () => string | undefined;
  setCut(cut: boolean): void;
} {
  const base = memoryStoreOver(state.sessions, bounds);
  /** The generation this node writes each session under (kept after a fence: late writes are refused). */
  const gens = new Map<string, string>();
  const staleTold = new Set<string>();
  const events = new Subject<StoreEvent>();
  let status: StoreHealth['state'] = 'ready';
  let since = Date.now();
  const snapshot = (): StoreHealth => ({
    state: status,
    since,
    bufferedOps: 0,
    bufferedBytes: 0,
    overflowedSessions: 0,
  });
  const health = new BehaviorSubject<StoreHealth>(snapshot());
  const setState = (next: StoreHealth['state']): void => {
    if (next === status) return;
    status = next;
    since = Date.now();
    health.next(snapshot());
  };
  let joined: { nodeId: string; leaseMs: number } | undefined;

  /** Refuses a call while cut off or closed, and a write under a generation the session no longer has. */
  const check = (transportId: string, write: boolean): Error | undefined => {
    if (status !== 'ready')
      return new SessionStoreUnavailableError(`the memory fleet store is ${status}`);
    if (!write) return undefined;
    const current = state.sessions.get(transportId)?.record.generation;
    const mine = gens.get(transportId);
    if (current === undefined || mine === undefined || current === mine) return undefined;
    if (!staleTold.has(transportId)) {
      staleTold.add(transportId);
      queueMicrotask(() => events.next({ kind: 'staleGeneration', transportId }));
    }
    return new SessionStoreError('stale_generation', transportId);
  };
  const guarded =
    <A extends unknown[], R>(write: boolean, f: (transportId: string, ...a: A) => Promise<R>) =>
    (transportId: string, ...a: A): Promise<R> => {
      const refused = check(transportId, write);
      return refused ? Promise.reject(refused) : f(transportId, ...a);
    };

  const coordinator = createMemoryCoordinator(state, {
    store: () => store,
    joined: (nodeId, leaseMs) => {
      joined = { nodeId, leaseMs };
    },
    available: () => status === 'ready',
    runsUnder: (transportId, generation) => {
      staleTold.delete(transportId);
      gens.set(transportId, generation);
    },
  });

  const store: MemoryFleetStore = {
    coordinator,
    create: async (record) => {
      const refused = check(record.transportId, false);
      if (refused) throw refused;
      await base.create(record);
      staleTold.delete(record.transportId);
      gens.set(record.transportId, record.generation);
      if (joined) {
        state.leases.set(record.transportId, {
          owner: joined.nodeId,
          until: Date.now() + joined.leaseMs,
        });
        state.coordination.set(record.transportId, { owner: joined.nodeId, priorGenerations: [] });
      }
    },
    get: guarded(false, base.get),
    update: guarded(true, base.update),
    delete: guarded(true, async (transportId) => {
      gens.delete(transportId);
      await base.delete(transportId);
      state.leases.delete(transportId);
      state.coordination.delete(transportId);
      state.inbound.delete(transportId);
    }),
    append: guarded(true, async (transportId, entry) => {
      const stats = await base.append(transportId, entry);
      // Delivered after this call, in append order (microtasks run first in, first out).
      const watching = state.watchers.get(transportId);
      if (watching && watching.size > 0)
        queueMicrotask(() => {
          for (const nodeId of watching) {
            if (state.cut.has(nodeId)) continue;
            state.nodes
              .get(nodeId)
              ?.node.logFrames(transportId, [{ seq: entry.seq, frame: entry.frame }]);
          }
        });
      return stats;
    }),
    read: guarded(false, base.read),
    trim: guarded(true, base.trim),
    stats: guarded(false, base.stats),
    list: () => base.list(),
    health: snapshot,
    health$: health.asObservable(),
    events$: events.asObservable(),
    // The shared records stay: they are the other nodes' too.
    close: async () => {
      setState('closed');
      health.complete();
      events.complete();
    },
  };
  return {
    store,
    nodeId: () => joined?.nodeId,
    setCut: (cut) => {
      if (status !== 'closed') setState(cut ? 'down' : 'ready');
    },
  };
}
