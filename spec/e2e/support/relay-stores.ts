/**
 * The relay's two session stores for e2e specs that must pass with both
 * (issue 16: every end-to-end scenario of the relay issue with the Redis
 * store): `describe.each(STORE_KINDS)` plus `useRelayStores()`, which starts
 * one real redis-server per spec file (free loopback port, its own temp
 * dir, nothing left behind) and gives each relay a Redis store under a key
 * prefix of its own, so the relays of one test never see another test's
 * sessions (a relay with a Redis store is a fleet node: it would claim them).
 * With `RELAY_E2E_CLUSTER=1` the specs run on a real 3-master Redis Cluster
 * too (`redis-cluster`: its own run, as it starts a cluster per spec file).
 */
import { createRedisSessionStore } from '../../../lib/relay/redis-store.js';
import type { RelayOptions } from '../../../lib/relay/relay-server.js';
import type { LogBounds, SessionStore } from '../../../lib/relay/store.js';
import { startRedisCluster, type RedisCluster } from '../../relay/redis-cluster.js';
import { startRedisServer, type RedisServer } from '../../relay/redis-server.js';

export type StoreKind = 'memory' | 'redis' | 'redis-cluster';
export const STORE_KINDS: readonly StoreKind[] =
  process.env.RELAY_E2E_CLUSTER === '1'
    ? ['memory', 'redis', 'redis-cluster']
    : ['memory', 'redis'];

export interface RelayStores {
  readonly redis: RedisServer;
  /** The store URL of a Redis kind (`redis://…`, or the cluster's `redis+cluster://…` seeds). */
  url(kind: Exclude<StoreKind, 'memory'>): string;
  /** A key prefix no relay used yet (start relays of one fleet under the same one). */
  newPrefix(): string;
  /**
   * The options that put a relay on `kind`: for memory, the log bounds; for
   * redis, a Redis store (the log bounds go to it) under `prefix` (default: a new one).
   */
  relayOptions(
    kind: StoreKind,
    options?: LogBounds & { readonly prefix?: string },
  ): Promise<Partial<RelayOptions>>;
}

let prefixes = 0;

export function useRelayStores(): RelayStores {
  let redis: RedisServer | undefined;
  let cluster: RedisCluster | undefined;
  const stores: SessionStore[] = [];

  beforeAll(async () => {
    redis = await startRedisServer();
    if (STORE_KINDS.includes('redis-cluster')) cluster = await startRedisCluster();
  }, 60_000);
  afterAll(async () => {
    // Stores a relay closed are closed already; this catches a test that failed before its relay.
    await Promise.all(
      stores
        .splice(0)
        .filter((s) => s.health?.().state !== 'closed')
        .map((s) => s.close().catch(() => undefined)),
    );
    await redis?.stop();
    await cluster?.stop();
  });

  const started = (): RedisServer => {
    if (!redis) throw new Error('redis-server is not started (beforeAll)');
    return redis;
  };

  const newPrefix = (): string => `e2e${process.pid}-${++prefixes}`;
  const url = (kind: Exclude<StoreKind, 'memory'>): string => {
    if (kind === 'redis') return started().url;
    if (!cluster) throw new Error('the Redis Cluster is not started (RELAY_E2E_CLUSTER=1)');
    return cluster.url;
  };

  return {
    get redis() {
      return started();
    },
    newPrefix,
    url,
    relayOptions: async (kind, options = {}) => {
      const { prefix, ...bounds } = options;
      if (kind === 'memory') return bounds;
      const store = await createRedisSessionStore({
        url: url(kind),
        keyPrefix: prefix ?? newPrefix(),
        ...bounds,
      });
      stores.push(store);
      return { store };
    },
  };
}
