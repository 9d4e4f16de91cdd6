/**
 * What the Redis store needs to know of a Redis Cluster's masters: the
 * connection of each (scripts are loaded on every one, and each can come
 * back empty on its own), and a hash tag per master for the fleet's
 * per-server keys (the re-seed epoch: `{fleet}` on one server, on a cluster
 * the first `{fleet-N}` whose slot the master serves).
 */
import type { Cluster, Redis as RedisClient } from 'ioredis';
import type { IoredisModule } from './redis-connect.js';

/**
 * The connection of every master that serves a slot, or an error when one
 * of them is not connected (down, or not discovered yet).
 */
export function clusterMasters(cluster: Cluster): RedisClient[] {
  const connected = new Map(
    cluster.nodes('master').map((n) => [`${n.options.host}:${n.options.port}`, n]),
  );
  const owners = new Set(cluster.slots.map((s) => s?.[0]).filter((k) => k !== undefined));
  if (owners.size === 0) throw new Error('no Redis Cluster master reachable');
  return [...owners].map((key) => {
    const n = connected.get(key);
    if (!n || n.status === 'end' || n.status === 'close')
      throw new Error(`Redis Cluster master ${key} is not connected`);
    return n;
  });
}

/**
 * The hash tags of the masters: of the master of a session's slot (its
 * record key by `recordKey`), or of every master; `['fleet']` without a
 * cluster. Each master's tag is found once and kept while it serves it.
 */
export function clusterTags(
  ioredis: IoredisModule,
  cluster: Cluster | null,
  recordKey: (transportId: string) => string,
): (transportId?: string) => string[] {
  /** Each master's tag (by its node key). */
  const masterTagOf = new Map<string, string>();
  const slotOf = (key: string): number => new ioredis.Command('get', [key]).getSlot() ?? 0;
  return (transportId) => {
    if (!cluster) return ['fleet'];
    const slots = cluster.slots;
    const masterOf = (key: string): string | undefined => slots[slotOf(key)]?.[0];
    const masters =
      transportId !== undefined
        ? [masterOf(recordKey(transportId))]
        : [...new Set(slots.map((s) => s?.[0]))];
    return masters.flatMap((m) => {
      if (m === undefined) return [];
      const cached = masterTagOf.get(m);
      if (cached !== undefined && masterOf(`{${cached}}`) === m) return [cached];
      for (let n = 0; n < 1_000_000; n++)
        if (masterOf(`{fleet-${n}}`) === m) {
          masterTagOf.set(m, `fleet-${n}`);
          return [`fleet-${n}`];
        }
      return [];
    });
  };
}
