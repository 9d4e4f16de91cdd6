/**
 * The relay's two session stores for e2e specs that must pass with both
 * (issue 16: every end-to-end scenario of the relay issue with the Redis
 * store): `describe.each(STORE_KINDS)` plus `useRelayStores()`, which starts
 * one real redis-server per spec file (free loopback port, its own temp
 * dir, nothing left behind) and gives each relay a Redis store under a key
 * prefix of its own, so the relays of one test never see another test's
 * sessions (a relay with a Redis store is a fleet node: it would claim them).
 */
import { createRedisSessionStore } from '../../../lib/relay/redis-store.js';
import type { RelayOptions } from '../../../lib/relay/relay-server.js';
import type { LogBounds, SessionStore } from '../../../lib/relay/store.js';
import { startRedisServer, type RedisServer } from '../../relay/redis-server.js';

export type StoreKind = 'memory' | 'redis';
export const STORE_KINDS: readonly StoreKind[] = ['memory', 'redis'];

export interface RelayStores {
  readonly redis: RedisServer;
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
  const stores: SessionStore[] = [];

  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    // Stores a relay closed are closed already; this catches a test that failed before its relay.
    await Promise.all(
      stores
        .splice(0)
        .filter((s) => s.health?.().state !== 'closed')
        .map((s) => s.close().catch(() => undefined)),
    );
    await redis?.stop();
  });

  const started = (): RedisServer => {
    if (!redis) throw new Error('redis-server is not started (beforeAll)');
    return redis;
  };

  const newPrefix = (): string => `e2e${process.pid}-${++prefixes}`;

  return {
    get redis() {
      return started();
    },
    newPrefix,
    relayOptions: async (kind, options = {}) => {
      const { prefix, ...bounds } = options;
      if (kind === 'memory') return bounds;
      const store = await createRedisSessionStore({
        url: started().url,
        keyPrefix: prefix ?? newPrefix(),
        ...bounds,
      });
      stores.push(store);
      return { store };
    },
  };
}
