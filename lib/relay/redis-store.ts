/**
 * The Redis session store (`createRedisSessionStore`; `codex-rx-relay --store
 * redis://…`): per session a record hash and a log stream (entry ids
 * `0-<seq>`), keys hash-tagged by session (`prefix:{transportId}:…`) so one
 * session's keys share a Cluster slot and its multi-step changes run as one
 * Lua script. `ioredis` is an optional peer dependency, loaded only here.
 *
 * Writes go through one ordered queue (redis-write-queue.ts; the contract's
 * per-session call order). While Redis is unreachable they are buffered, bounded by
 * `bufferMaxOps`/`bufferMaxBytes`, and replayed in order when it returns
 * (every write is idempotent: a resent append is a no-op). An outage longer
 * than the buffer drops the buffered log entries (never the records) and
 * marks them in Redis as each touched session's replay gap, so a reader
 * behind them gets a typed gap, never a silent hole. A Redis that came back
 * empty (restarted without persistence) is re-seeded with the records this
 * process owns. While buffering, a session's record writes coalesce into one
 * (only the latest fields matter) and its trims into one (the highest), so
 * the buffer holds at most `bufferMaxOps` log entries plus a few writes per
 * session, however long the outage.
 *
 * Each owner write carries the session's generation (fenced in the scripts:
 * `STALE` once another node claimed it); a refused write is told as a
 * `staleGeneration` store event, and the fleet stops serving the session.
 *
 * Here: the store's type and its assembly from its parts: the options
 * (redis-store-settings.ts), the connection's state (redis-health.ts) and
 * life (redis-connection.ts), what this process wrote per session and the
 * generations it writes under (redis-owned-sessions.ts), the re-seed after
 * a reconnect (redis-reseed.ts), the writes (redis-session-writes.ts) and
 * reads (redis-reads.ts), the key names (redis-keys.ts), the scripts as
 * commands (redis-commands.ts), a cluster's masters (redis-cluster-tags.ts).
 */
import type { Cluster } from 'ioredis';

import { batch, duplicateClient } from './redis-connect.js';
import { clusterTags } from './redis-cluster-tags.js';
import { sessionKeys, type SessionKeys } from './redis-keys.js';
import { redisReads } from './redis-reads.js';
import { setRedisInternals, type RedisInternals } from './redis-internals.js';
import { createRedisCoordinator } from './redis-coordinator.js';
import type { FleetCoordinator } from './fleet-coordinator.js';
import { toStoreError } from './redis-commands.js';
import { RedisHealth } from './redis-health.js';
import { OwnedSessions, type NodeLease } from './redis-owned-sessions.js';
import { reseedAfterReconnect } from './redis-reseed.js';
import { closeStore, connectStore, type StoreConnection } from './redis-connection.js';
import { redisSessionWrites } from './redis-session-writes.js';
import {
  createStoreClient,
  loadIoredis,
  redisStoreSettings,
  type RedisSessionStoreOptions,
} from './redis-store-settings.js';
import type { LogRead, SessionRecord, SessionStore } from './store.js';
import { SessionStoreUnavailableError } from './store-error.js';

export type { RedisSessionStoreOptions } from './redis-store-settings.js';

/** The Redis store: the contract plus what a fleet of relays needs (leases, forwarding). */
export interface RedisSessionStore extends SessionStore {
  readonly kind: 'redis';
  readonly keyPrefix: string;
  /** @internal key names of a session. */
  keys(transportId: string): SessionKeys;
  /** Record and log after a watermark, read atomically (an attach on a non-owner node). */
  snapshot(
    transportId: string,
    afterSeq: number,
  ): Promise<{ record: SessionRecord; read: LogRead; lastSeq: number } | undefined>;
  /** The channel on which appended frames of a session are published (`seq:bytes:frame`, several per message). */
  logChannel(transportId: string): string;
  readonly recordTtlMs: number;
  /** The fleet's coordination on this Redis (a relay given this store is a fleet node). */
  readonly coordinator: FleetCoordinator;
}

export type { SessionKeys } from './redis-keys.js';

/**
 * Connects to Redis and resolves with the store once the first connection is ready.
 *
 * @example
 * const store = await createRedisSessionStore({ url: 'redis://127.0.0.1:6379' });
 * const relay = await createRelay({ token, store, nodeId: 'relay-a' });
 */
export async function createRedisSessionStore(
  options: RedisSessionStoreOptions,
): Promise<RedisSessionStore> {
  const settings = redisStoreSettings(options);
  const { prefix, recordTtlMs, cluster } = settings;
  const ioredis = loadIoredis();
  const client = createStoreClient(ioredis, options);
  const keys = (transportId: string): SessionKeys => sessionKeys(prefix, transportId);
  const indexKey = `${prefix}:sessions`;
  const masterTags = clusterTags(
    ioredis,
    cluster ? (client as unknown as Cluster) : null,
    (id) => keys(id).record,
  );
  const logChannel = (transportId: string): string => `${prefix}:{${transportId}}:c`;

  const health = new RedisHealth();
  const owned = new OwnedSessions();
  /** Set once the store is a fleet node's (`useLeases`): `create` takes the creator's lease. */
  let lease: NodeLease | null = null;
  const { queue: writes, methods: writeMethods } = redisSessionWrites({
    client,
    settings,
    health,
    owned,
    indexKey,
    keys,
    logChannel,
    lease: () => lease,
  });
  health.reportBuffered(writes);
  const connection: StoreConnection = {
    client,
    cluster,
    url: options.url,
    health,
    writes,
    onReady: () =>
      reseedAfterReconnect({
        client,
        cluster,
        prefix,
        indexKey,
        recordTtlMs,
        keys,
        masterTags,
        owned,
        lease: () => lease,
        tell: (event) => health.tell(event),
      }),
  };
  await connectStore(connection);

  const reads = redisReads(client, keys, indexKey);
  const readNow = <T>(transportId: string, f: () => Promise<T>): Promise<T> => {
    if (health.state !== 'ready')
      return Promise.reject(
        new SessionStoreUnavailableError(
          `Redis is ${health.state}: cannot read session ${transportId}`,
        ),
      );
    writes.sendQueued();
    return f().catch((error: unknown) => Promise.reject(toStoreError(error, transportId)));
  };

  let closing: Promise<void> | null = null;
  let coordinator: FleetCoordinator | undefined;
  const store: RedisSessionStore = {
    kind: 'redis',
    get coordinator() {
      return (coordinator ??= createRedisCoordinator({
        store,
        internals,
        keyPrefix: prefix,
        recordTtlMs,
        keys,
        logChannel,
        useLeases: internals.useLeases,
        adopt: internals.adopt,
        forget: internals.forget,
        orphan: internals.orphan,
        snapshot: (id, after) => store.snapshot(id, after),
      }));
    },
    keys,
    logChannel,
    recordTtlMs,
    keyPrefix: prefix,
    ...writeMethods,
    get: (transportId) => readNow(transportId, () => reads.get(transportId)),
    read: (transportId, afterSeq) => readNow(transportId, () => reads.read(transportId, afterSeq)),
    snapshot: (transportId, afterSeq) =>
      readNow(transportId, () => reads.snapshot(transportId, afterSeq)),
    stats: (transportId) => readNow(transportId, () => reads.stats(transportId)),
    list: () => readNow('*', () => reads.list()),
    health: () => health.snapshot(),
    health$: health.health$,
    events$: health.events$,
    // Once: a second disconnect() would start ioredis's disconnect timer on a
    // socket already closed (its 'close' never comes again), holding the process.
    close: () => (closing ??= closeStore(connection)),
  };
  const internals: RedisInternals = {
    indexKey,
    useLeases: (nodeId, leaseMs) => {
      lease = { nodeId, leaseMs };
    },
    adopt: (record, confirmedSeq, prior) => owned.runs(record, confirmedSeq, prior),
    forget: (transportId) => owned.forget(transportId),
    orphan: (transportId) => owned.orphan(transportId, health.state === 'ready'),
    // Whoever sends on the connection sends after the queued writes (call order kept).
    get client() {
      writes.sendQueued();
      return client;
    },
    cluster,
    epochTags: masterTags,
    batch: () => {
      writes.sendQueued();
      return batch(client);
    },
    duplicate: () =>
      duplicateClient(client, { enableOfflineQueue: true, maxRetriesPerRequest: null }),
    script: (name, k, args) => {
      const fn = {
        RENEW: 'crxRenew',
        CLAIM: 'crxClaim',
        RELEASE: 'crxRelease',
        FORWARD: 'crxForward',
        MARK_GAP: 'crxMarkGap',
      }[name];
      if (health.state !== 'ready')
        return Promise.reject(new SessionStoreUnavailableError(`Redis is ${health.state}`));
      writes.sendQueued();
      return (client[fn] as (...a: unknown[]) => Promise<unknown>)(...k, ...args);
    },
  };
  setRedisInternals(store, internals);
  return store;
}
