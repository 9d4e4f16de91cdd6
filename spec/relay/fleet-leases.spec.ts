/**
 * Lease upkeep of a relay fleet on a real redis-server (issue 16): a node
 * renews the leases of all its sessions in one round trip per interval, and
 * the claim scan reads only the expired part of the fleet index, so its cost
 * follows the expired leases, not the sessions stored; a dead node's
 * sessions are claimed (new owner, new generation) once their leases expire.
 */
import { firstValueFrom } from 'rxjs';
import { Redis } from 'ioredis';
import { redisInternals } from '../../lib/relay/redis-internals.js';
import { createRedisSessionStore, type RedisSessionStore } from '../../lib/relay/redis-store.js';
import type { SessionRecord } from '../../lib/relay/store.js';
import { Session } from '../../lib/rpc/session.js';
import { startRedisCluster, type RedisCluster } from './redis-cluster.js';
import { startRedisServer, type RedisServer } from './redis-server.js';
import {
  fakeUpstreams,
  relayTransport,
  sleep,
  startRelay,
  until,
  type TestRelay,
} from './support.js';
import { sessionRecord } from './session-record.js';

jest.setTimeout(30_000);

let redis: RedisServer;
let cluster: RedisCluster;
/** One connection per server: the one redis-server, then each master of the cluster. */
let watchers: Redis[];
beforeAll(async () => {
  [redis, cluster] = await Promise.all([startRedisServer(), startRedisCluster()]);
  watchers = [new Redis(redis.url), ...cluster.nodes.map((n) => new Redis(n.port, '127.0.0.1'))];
});
afterAll(async () => {
  for (const w of watchers ?? []) w.disconnect();
  await Promise.all([redis?.stop(), cluster?.stop()]);
});

/** The same specs on one redis-server and on a Redis Cluster (3 masters). */
const BACKENDS: ReadonlyArray<[string, () => string, () => Redis[]]> = [
  ['one redis-server', () => redis.url, () => watchers.slice(0, 1)],
  ['a Redis Cluster', () => cluster.url, () => watchers.slice(1)],
];

let prefixes = 0;
const relays: TestRelay[] = [];
const sessions: Session[] = [];
const stores: RedisSessionStore[] = [];
afterEach(async () => {
  for (const s of sessions.splice(0)) s.close();
  await Promise.all(relays.splice(0).map((r) => r.relay.close()));
  await Promise.all(stores.splice(0).map((s) => s.close()));
});

/** Calls of each command since the last reset, summed over the servers. */
async function commandCalls(servers: readonly Redis[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const w of servers)
    for (const m of (await w.info('commandstats')).matchAll(/^cmdstat_(\S+):calls=(\d+)/gm))
      out[m[1] as string] = (out[m[1] as string] ?? 0) + Number(m[2]);
  delete out.info;
  delete out.config;
  return out;
}
const resetStats = (servers: readonly Redis[]): Promise<unknown> =>
  Promise.all(servers.map((w) => w.config('RESETSTAT')));
const total = (calls: Record<string, number>): number =>
  Object.values(calls).reduce((a, b) => a + b, 0);

const record = (transportId: string): SessionRecord =>
  sessionRecord(transportId, { generation: `gen-${transportId}` });

/** Records owned by `owner` with a lease of `leaseMs` that nobody renews (a node that died, or one alive elsewhere). */
async function sessionsOf(
  url: string,
  keyPrefix: string,
  owner: string,
  leaseMs: number,
  ids: readonly string[],
): Promise<void> {
  const store = await createRedisSessionStore({ url, keyPrefix });
  redisInternals(store).useLeases(owner, leaseMs);
  await Promise.all(ids.map((id) => store.create(record(id))));
  await store.close();
}

describe.each(BACKENDS)('lease upkeep of a relay fleet on %s', (_name, storeUrl, servers) => {
  it('renews the leases of all of its sessions in one pipeline per interval', async () => {
    const keyPrefix = `lease${++prefixes}`;
    const store = await createRedisSessionStore({ url: storeUrl(), keyPrefix });
    const node = await startRelay({
      store,
      upstream: fakeUpstreams().factory,
      nodeId: 'renewer',
      leaseMs: 300,
    });
    relays.push(node);
    for (let i = 0; i < 6; i++) {
      const s = new Session(relayTransport(node.relay, `s${i}`));
      sessions.push(s);
      await firstValueFrom(s.request('echo', { i }));
    }
    const internals = redisInternals(store);
    // Counted between two quiet moments (right after a batch's replies),
    // and no batch goes out while Redis's stats are reset or read: a batch
    // in flight at either edge would be counted on one side only (Redis's
    // stats or ours). Under load reading three masters' stats can take
    // longer than the 100 ms between batches.
    const pipelines: number[] = [];
    let counting = false;
    let afterReplies: (() => void) | null = null;
    const repliesOfNextPipeline = (): Promise<void> =>
      new Promise<void>((resolve) => (afterReplies = resolve));
    let held: Promise<void> = Promise.resolve();
    const holdBatches = (): (() => void) => {
      let release!: () => void;
      held = new Promise<void>((resolve) => (release = resolve));
      return release;
    };
    const batch = internals.batch.bind(internals);
    // A pipeline on one server; on a cluster the same commands sent at once, one round trip per master.
    jest.spyOn(internals, 'batch').mockImplementation(() => {
      const p = batch();
      const exec = p.exec.bind(p);
      return new Proxy(p, {
        get: (target, name) =>
          name === 'exec'
            ? async () => {
                await held;
                if (counting) pipelines.push(target.length);
                return exec().then((replies) => {
                  const resolve = afterReplies;
                  afterReplies = null;
                  resolve?.();
                  return replies;
                });
              }
            : (target[name as string] as unknown),
      });
    });
    await repliesOfNextPipeline();
    let release = holdBatches();
    await resetStats(servers());
    counting = true;
    release();
    await sleep(1000);
    await repliesOfNextPipeline();
    release = holdBatches();
    counting = false;
    const calls = await commandCalls(servers());
    release();
    // Every 100 ms one batch: a RENEW per session, one ZADD of their deadlines, the node's own
    // deadline (ZADD) and load (HSET).
    expect(pipelines.length).toBeGreaterThanOrEqual(5);
    expect(new Set(pipelines)).toEqual(new Set([9]));
    // Each RENEW sets its session's lease once (SET counts inside scripts too).
    expect(calls.set).toBe(6 * pipelines.length);
    expect(calls.zadd).toBe(2 * pipelines.length);
    const leases = await Promise.all(
      Array.from({ length: 6 }, (_, i) => internals.client.get(store.keys(`s${i}`).lease)),
    );
    expect(leases).toEqual(Array(6).fill('renewer'));
    const deadlines = await internals.client.zrange(internals.indexKey, 0, -1, 'WITHSCORES');
    for (let i = 1; i < deadlines.length; i += 2)
      expect(Number(deadlines[i])).toBeGreaterThan(Date.now());
  });

  it("claims a dead node's sessions once their leases expire, reading only the expired part of the index", async () => {
    const keyPrefix = `lease${++prefixes}`;
    const alive = Array.from({ length: 1000 }, (_, i) => `alive-${i}`);
    const dead = ['dead-0', 'dead-1', 'dead-2'];
    await sessionsOf(storeUrl(), keyPrefix, 'elsewhere', 60_000, alive);
    await sessionsOf(storeUrl(), keyPrefix, 'ghost', 200, dead);
    const store = await createRedisSessionStore({ url: storeUrl(), keyPrefix });
    const node = await startRelay({
      store,
      upstream: fakeUpstreams().factory,
      nodeId: 'heir',
      leaseMs: 300,
    });
    relays.push(node);
    const claimed = (): string[] =>
      node.logs.flatMap((e) => (e.kind === 'sessionClaimed' ? [e.transportId] : []));
    await until(() => claimed().length === 3, 10_000);
    expect(claimed().sort()).toEqual(dead);
    for (const id of dead) {
      const r = await store.get(id);
      expect(await store.coordinator.coordination(id)).toEqual({
        owner: 'heir',
        priorGenerations: [`gen-${id}`],
      });
      expect(r?.generation).not.toBe(`gen-${id}`);
      // The record keeps the session's fields only: the fleet's are the coordination record's.
      expect(Object.keys(r ?? {}).filter((k) => /owner|prior/i.test(k))).toEqual([]);
      expect(await redisInternals(store).client.get(store.keys(id).lease)).toBe('heir');
    }
    // Live sessions were never candidates: still their owner's, same generation.
    expect(await store.get('alive-7')).toMatchObject({ generation: 'gen-alive-7' });
    expect(await store.coordinator.coordination('alive-7')).toEqual({
      owner: 'elsewhere',
      priorGenerations: [],
    });
    // A second of scans and renewals costs a few hundred commands, not thousands (1003 sessions stored).
    await resetStats(servers());
    await sleep(1000);
    const calls = await commandCalls(servers());
    expect(calls.zrangebyscore).toBeGreaterThanOrEqual(2);
    expect(calls.exists ?? 0).toBeLessThan(100);
    expect(total(calls)).toBeLessThan(400);
  });
});
