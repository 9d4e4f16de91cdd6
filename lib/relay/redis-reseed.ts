/**
 * What the Redis store does each time its connection is ready again: loads
 * its scripts on every server (each master of a cluster runs the scripts of
 * the sessions in its slots), then re-seeds the sessions this process owns
 * that Redis lost (restarted without persistence), with their index entries.
 * A session this node fenced itself from while Redis was away is re-created
 * without a lease (any node claims it) and then forgotten.
 */
import type { Cluster } from 'ioredis';
import { clusterMasters } from './redis-cluster-tags.js';
import { SCRIPT_COMMANDS, encode, type WithScripts } from './redis-commands.js';
import type { SessionKeys } from './redis-keys.js';
import type { NodeLease, OwnedSessions } from './redis-owned-sessions.js';
import type { StoreEvent } from './store.js';

export interface ReseedTarget {
  readonly client: WithScripts;
  readonly cluster: boolean;
  readonly prefix: string;
  readonly indexKey: string;
  readonly recordTtlMs: number;
  keys(transportId: string): SessionKeys;
  /** Hash tags of every master of a cluster (redis-cluster-tags.ts). */
  masterTags(): string[];
  readonly owned: OwnedSessions;
  /** The lease of a fleet node's sessions: its node id and length (null: no fleet, no leases). */
  lease(): NodeLease | null;
  tell(event: StoreEvent): void;
}

/** Rejects when a server does not answer (the store stays down and tries again). */
export async function reseedAfterReconnect(t: ReseedTarget): Promise<void> {
  const { client } = t;
  if (t.cluster) {
    // A keyed command per master: reconnects a master the cluster client let go (down a while).
    const tags = t.masterTags();
    if (tags.length === 0) throw new Error('the Redis Cluster slots are not known');
    await Promise.all(tags.map((tag) => client.exists(`${t.prefix}:{${tag}}:epoch`)));
  }
  const servers = t.cluster ? clusterMasters(client as unknown as Cluster) : [client];
  for (const server of servers)
    for (const def of Object.values(SCRIPT_COMMANDS)) await server.script('LOAD', def.lua);
  for (const [transportId, m] of t.owned.entries()) {
    const k = t.keys(transportId);
    const lease = t.lease();
    // A session this node fenced itself from is re-created without a lease (nor an owner): any node claims it.
    const leaseMs = lease !== null && !m.orphan ? lease.leaseMs : 0;
    const prior =
      m.priorGenerations.length > 0 ? ['_prior', JSON.stringify(m.priorGenerations)] : [];
    const seeded = await client.crxReseed(
      k.record,
      k.lease,
      t.recordTtlMs,
      leaseMs > 0 ? (lease?.nodeId ?? '') : '',
      leaseMs,
      m.confirmedSeq,
      ...encode(m.fields),
      ...prior,
    );
    if (seeded === 1) {
      m.indexPending = true;
      t.tell({ kind: 'reseeded', transportId, droppedThrough: m.confirmedSeq });
    }
    // Kept until written: if the connection goes again first, the next re-seed finds
    // the record there (nothing to re-create) but must still write the entry.
    if (m.indexPending) {
      // The lease RESEED set is the index's deadline until the next renewal (due at once without one).
      await client.zadd(
        t.indexKey,
        lease === null ? Date.now() : leaseMs > 0 ? Date.now() + leaseMs : 0,
        transportId,
      );
      m.indexPending = false;
    }
    if (m.orphan) t.owned.forget(transportId);
  }
}
