/**
 * The session store contract, run against both stores: the memory store and
 * the Redis store on a real redis-server (bounded log, gap boundary, trims,
 * the record's lifecycle, typed errors). Then what only the Redis store does:
 * hash-tagged keys with a TTL, buffering through a Redis outage, a typed gap
 * beyond the buffer, re-seeding a Redis that came back empty.
 */
import { createMemorySessionStore } from '../../lib/relay/memory-store.js';
import { redisInternals } from '../../lib/relay/redis-internals.js';
import { createRedisSessionStore, type RedisSessionStore } from '../../lib/relay/redis-store.js';
import type { LogBounds, SessionStore, StoreEvent } from '../../lib/relay/store.js';
import { SessionStoreError } from '../../lib/relay/store-error.js';
import { startRedisCluster, type RedisCluster } from './redis-cluster.js';
import { startRedisServer, type RedisServer } from './redis-server.js';
import { until } from './support.js';
import { sessionRecord } from './session-record.js';

jest.setTimeout(30_000);

let redis: RedisServer;
let cluster: RedisCluster;
beforeAll(async () => {
  [redis, cluster] = await Promise.all([startRedisServer(), startRedisCluster()]);
});
afterAll(async () => {
  await Promise.all([redis?.stop(), cluster?.stop()]);
});

let prefixes = 0;
const stores: Array<[string, (bounds: LogBounds) => Promise<SessionStore>]> = [
  ['memory', async (bounds) => createMemorySessionStore(bounds)],
  [
    'redis',
    (bounds) => createRedisSessionStore({ url: redis.url, keyPrefix: `t${++prefixes}`, ...bounds }),
  ],
  [
    'Redis Cluster',
    (bounds) =>
      createRedisSessionStore({ url: cluster.url, keyPrefix: `t${++prefixes}`, ...bounds }),
  ],
];

const entry = (seq: number, bytes = 10) => ({ seq, frame: `f${seq}`.padEnd(bytes, '.'), bytes });
const record = sessionRecord;

describe.each(stores)('the %s store', (_name, make) => {
  let store: SessionStore;
  afterEach(async () => {
    await store.close();
  });

  it('keeps at most maxMessages; the dropped boundary is a gap for a reader behind it', async () => {
    store = await make({ maxMessages: 3, maxBytes: 1000 });
    await store.create(record('a'));
    for (let s = 1; s <= 5; s++) await store.append('a', entry(s));
    expect(await store.stats('a')).toEqual({ count: 3, bytes: 30, droppedThrough: 2, lastSeq: 5 });
    expect(await store.read('a', 0)).toEqual({
      entries: [entry(3), entry(4), entry(5)],
      gap: { from: 1, to: 2 },
    });
    expect(await store.read('a', 2)).toEqual({ entries: [entry(3), entry(4), entry(5)] });
    expect(await store.read('a', 4)).toEqual({ entries: [entry(5)] });
  });

  it('keeps at most maxBytes', async () => {
    store = await make({ maxMessages: 100, maxBytes: 25 });
    await store.create(record('a'));
    for (let s = 1; s <= 3; s++) await store.append('a', entry(s));
    expect(await store.stats('a')).toMatchObject({ count: 2, bytes: 20, droppedThrough: 1 });
  });

  it('trims to an acknowledgement without moving the gap boundary', async () => {
    store = await make({ maxMessages: 100, maxBytes: 1000 });
    await store.create(record('a'));
    for (let s = 1; s <= 4; s++) await store.append('a', entry(s));
    await store.trim('a', 2);
    expect(await store.stats('a')).toEqual({ count: 2, bytes: 20, droppedThrough: 0, lastSeq: 4 });
    expect(await store.read('a', 2)).toEqual({ entries: [entry(3), entry(4)] });
    expect(await store.read('a', 0)).toEqual({ entries: [entry(3), entry(4)] });
  });

  it('keeps sessions apart: a read sees only its own session', async () => {
    store = await make({});
    await store.create(record('a'));
    await store.create(record('b'));
    await store.append('a', entry(1));
    await store.append('b', entry(1, 12));
    await store.append('b', entry(2));
    expect((await store.read('a', 0)).entries).toEqual([entry(1)]);
    expect((await store.read('b', 1)).entries).toEqual([entry(2)]);
    expect([...(await store.list())].sort()).toEqual(['a', 'b']);
  });

  it('creates, updates, lists and deletes records; a duplicate or a missing one is a SessionStoreError', async () => {
    store = await make({ maxMessages: 2 });
    await store.create(record('t1'));
    await expect(store.create({ ...record('t1'), generation: 'g2' })).rejects.toMatchObject({
      name: 'SessionStoreError',
      code: 'exists',
    });
    await store.update('t1', {
      nextRequestId: 7,
      initializeResult: { userAgent: 'x' },
      threads: ['th1'],
      unresolved: [{ seq: 3, id: 0, method: 'm', message: { id: 0, method: 'm' } }],
    });
    expect(await store.get('t1')).toEqual({
      ...record('t1'),
      nextRequestId: 7,
      initializeResult: { userAgent: 'x' },
      threads: ['th1'],
      unresolved: [{ seq: 3, id: 0, method: 'm', message: { id: 0, method: 'm' } }],
    });
    expect(await store.list()).toEqual(['t1']);
    await store.append('t1', entry(1));
    await store.append('t1', entry(2));
    expect(await store.append('t1', entry(3))).toMatchObject({ count: 2, droppedThrough: 1 });
    await store.delete('t1');
    await store.delete('t1');
    expect(await store.get('t1')).toBeUndefined();
    expect(await store.list()).toEqual([]);
    await expect(store.append('t1', entry(4))).rejects.toBeInstanceOf(SessionStoreError);
    await expect(store.read('t1', 0)).rejects.toBeInstanceOf(SessionStoreError);
    await expect(store.update('t1', { ended: true })).rejects.toMatchObject({ code: 'not_found' });
  });

  it('applies the calls of one session in call order without awaiting each', async () => {
    store = await make({ maxMessages: 1000 });
    void store.create(record('o'));
    const appends = [];
    for (let s = 1; s <= 200; s++) {
      appends.push(store.append('o', entry(s)));
      if (s % 50 === 0) void store.trim('o', s - 10);
    }
    void store.update('o', { ackedThrough: 190 });
    await Promise.all(appends);
    expect((await store.read('o', 0)).entries.map((e) => e.seq)).toEqual(
      Array.from({ length: 10 }, (_, i) => 191 + i),
    );
    expect(await store.get('o')).toMatchObject({ ackedThrough: 190 });
  });

  it('refuses bounds that are not positive integers', async () => {
    await expect(make({ maxMessages: 0 })).rejects.toThrow(RangeError);
    store = await make({});
  });
});

describe('the Redis store only', () => {
  let store: RedisSessionStore;
  afterEach(async () => {
    await store?.close();
  });

  it('keys each session under its hash tag with a TTL, and appends to a stream of its own', async () => {
    store = await createRedisSessionStore({
      url: redis.url,
      keyPrefix: 'tag',
      recordTtlMs: 60_000,
    });
    await store.create(record('user-42'));
    await store.append('user-42', entry(1));
    const keys = (await redisInternals(store).client.keys('tag:*')).sort();
    expect(keys).toEqual(['tag:sessions', 'tag:{user-42}:l', 'tag:{user-42}:r']);
    expect(await redisInternals(store).client.type('tag:{user-42}:l')).toBe('stream');
    const ttl = await redisInternals(store).client.pttl('tag:{user-42}:r');
    expect(ttl).toBeGreaterThan(50_000);
    expect(await redisInternals(store).client.pttl('tag:{user-42}:l')).toBeGreaterThan(50_000);
    // Hash tags: every key of the session hashes to one slot.
    const slots = await Promise.all(
      keys
        .filter((k) => k.includes('{'))
        .map((k) =>
          redisInternals(store)
            .client.call('CLUSTER', 'KEYSLOT', k)
            .catch(() => 'no-cluster'),
        ),
    );
    expect(new Set(slots).size).toBe(1);
  });

  it('refuses a URL that is not redis:// with a RangeError, and an unreachable Redis with a typed error', async () => {
    await expect(createRedisSessionStore({ url: 'http://x' })).rejects.toThrow(RangeError);
    await expect(
      createRedisSessionStore({
        url: 'redis://127.0.0.1:9',
        redisOptions: { retryStrategy: () => null },
      }),
    ).rejects.toMatchObject({ name: 'SessionStoreUnavailableError' });
    store = await createRedisSessionStore({ url: redis.url, keyPrefix: 'ok' });
  });

  it('buffers writes while Redis is down and applies them in order when it returns (re-seeding what a restart lost)', async () => {
    store = await createRedisSessionStore({
      url: redis.url,
      keyPrefix: 'outage',
      redisOptions: { retryStrategy: () => 50 },
    });
    const events: StoreEvent[] = [];
    store.events$?.subscribe((e) => events.push(e));
    await store.create(record('s'));
    for (let s = 1; s <= 3; s++) await store.append('s', entry(s));
    await redis.kill();
    await until(() => store.health?.().state === 'down');
    const during = [4, 5, 6].map((s) => store.append('s', entry(s)));
    void store.update('s', { nextRequestId: 9 });
    expect(store.health?.()).toMatchObject({ state: 'down', bufferedOps: 4, bufferedBytes: 30 });
    await expect(store.read('s', 0)).rejects.toMatchObject({
      name: 'SessionStoreUnavailableError',
    });
    await redis.start();
    await Promise.all(during);
    expect(store.health?.()).toMatchObject({ state: 'ready', bufferedOps: 0 });
    // The restart lost 1..3 (no persistence): re-seeded, they are the gap; 4..6 came through.
    expect(events).toEqual([{ kind: 'reseeded', transportId: 's', droppedThrough: 3 }]);
    expect(await store.read('s', 0)).toEqual({
      entries: [entry(4), entry(5), entry(6)],
      gap: { from: 1, to: 3 },
    });
    expect(await store.read('s', 3)).toEqual({ entries: [entry(4), entry(5), entry(6)] });
    expect(await store.get('s')).toMatchObject({ nextRequestId: 9, generation: 'g1' });
  });

  it('an outage longer than the buffer becomes a typed gap for the sessions it touched, never a loss of the record', async () => {
    store = await createRedisSessionStore({
      url: redis.url,
      keyPrefix: 'overflow',
      bufferMaxOps: 5,
      redisOptions: { retryStrategy: () => 50 },
    });
    const events: StoreEvent[] = [];
    store.events$?.subscribe((e) => events.push(e));
    await store.create(record('s'));
    await store.create(record('quiet'));
    await store.append('s', entry(1));
    await redis.kill();
    await until(() => store.health?.().state === 'down');
    const during = [];
    for (let s = 2; s <= 8; s++) during.push(store.append('s', entry(s)));
    void store.update('s', { nextRequestId: 4 });
    expect(store.health?.().overflowedSessions).toBe(1);
    during.push(store.append('s', entry(9)));
    await redis.start();
    await Promise.all(during);
    expect(events).toContainEqual({ kind: 'bufferOverflow', transportId: 's', droppedThrough: 7 });
    // 1 lost with the restart, 2..7 with the overflow (the 6th buffered write): one gap; 8 and 9 came through.
    expect(await store.read('s', 0)).toEqual({
      entries: [entry(8), entry(9)],
      gap: { from: 1, to: 7 },
    });
    expect(await store.get('s')).toMatchObject({ nextRequestId: 4 });
    expect((await store.read('quiet', 0)).gap).toBeUndefined();
  });

  it('drops nothing while Redis is up, however many writes one tick queues (the bound is an outage buffer)', async () => {
    store = await createRedisSessionStore({ url: redis.url, keyPrefix: 'up', bufferMaxOps: 2 });
    const events: StoreEvent[] = [];
    store.events$?.subscribe((e) => events.push(e));
    await store.create(record('s'));
    await Promise.all([1, 2, 3, 4, 5, 6].map((n) => store.append('s', entry(n))));
    expect(await store.read('s', 0)).toEqual({ entries: [1, 2, 3, 4, 5, 6].map((n) => entry(n)) });
    expect(events).toEqual([]);
  });

  it('tells each overflow once, for the sessions whose entries it dropped', async () => {
    store = await createRedisSessionStore({
      url: redis.url,
      keyPrefix: 'overflow-events',
      bufferMaxOps: 2,
      redisOptions: { retryStrategy: () => 50 },
    });
    const events: StoreEvent[] = [];
    store.events$?.subscribe((e) => events.push(e));
    await store.create(record('a'));
    await store.create(record('b'));
    // A create's fleet-index write goes out after it is answered: a read, answered after
    // it on the same connection, makes sure Redis has it. Left unanswered at the kill it
    // is buffered, takes one of the two places, and the bound overflows a pass earlier.
    await store.get('b');
    await redis.kill();
    await until(() => store.health?.().state === 'down');
    expect(store.health?.().bufferedOps).toBe(0);
    const during = [store.append('a', entry(1)), store.append('a', entry(2))];
    during.push(store.append('a', entry(3))); // over the bound: a's 1..3 dropped
    during.push(store.append('b', entry(1)), store.append('b', entry(2)));
    during.push(store.append('b', entry(3))); // over again: only b's entries were buffered
    await redis.start();
    await Promise.all(during);
    expect(events.filter((e) => e.kind === 'bufferOverflow')).toEqual([
      { kind: 'bufferOverflow', transportId: 'a', droppedThrough: 3 },
      { kind: 'bufferOverflow', transportId: 'b', droppedThrough: 3 },
    ]);
  });
});

describe('the Redis store on a Redis Cluster only', () => {
  let store: RedisSessionStore;
  afterEach(async () => {
    await store?.close();
  });

  /** The index of the master serving `key`. */
  const masterOf = async (key: string): Promise<number> => {
    const slot = Number(await redisInternals(store).client.call('CLUSTER', 'KEYSLOT', key));
    return cluster.nodes.findIndex((n) => slot >= n.slots[0] && slot <= n.slots[1]);
  };

  it('keeps each session on one slot, and spreads the sessions over the masters', async () => {
    store = await createRedisSessionStore({ url: cluster.url, keyPrefix: 'spread' });
    const ids = Array.from({ length: 12 }, (_, i) => `user-${i}`);
    for (const id of ids) {
      await store.create(record(id));
      await store.append(id, entry(1));
    }
    const masters = new Set<number>();
    for (const id of ids) {
      const k = store.keys(id);
      const slots = await Promise.all(
        [k.record, k.log, k.inbound, k.lease, store.logChannel(id)].map((key) =>
          redisInternals(store).client.call('CLUSTER', 'KEYSLOT', key),
        ),
      );
      expect(new Set(slots).size).toBe(1);
      masters.add(await masterOf(k.record));
    }
    expect(masters).toEqual(new Set([0, 1, 2]));
    expect([...(await store.list())].sort()).toEqual([...ids].sort());
  });

  it('buffers the writes while a master is down and re-seeds what it lost when it comes back empty', async () => {
    store = await createRedisSessionStore({
      url: cluster.url,
      keyPrefix: 'master-down',
      redisOptions: { retryStrategy: () => 50 },
    });
    const events: StoreEvent[] = [];
    store.events$?.subscribe((e) => events.push(e));
    // One session on each master.
    const byMaster = new Map<number, string>();
    for (let i = 0; byMaster.size < 3; i++)
      if (!byMaster.has(await masterOf(store.keys(`s${i}`).record)))
        byMaster.set(await masterOf(store.keys(`s${i}`).record), `s${i}`);
    const ids = [0, 1, 2].map((m) => byMaster.get(m) as string);
    for (const id of ids) {
      await store.create(record(id));
      for (let s = 1; s <= 3; s++) await store.append(id, entry(s));
    }
    await cluster.kill(1);
    const during = ids.flatMap((id) => [4, 5].map((s) => store.append(id, entry(s))));
    await until(() => store.health?.().state === 'down', 10_000);
    await cluster.start(1);
    await Promise.all(during);
    await until(() => store.health?.().state === 'ready', 10_000);
    // The restarted master lost its session's 1..3 (no persistence): re-seeded, they are the gap.
    expect(events).toEqual([{ kind: 'reseeded', transportId: ids[1], droppedThrough: 3 }]);
    expect(await store.read(ids[1] as string, 0)).toEqual({
      entries: [entry(4), entry(5)],
      gap: { from: 1, to: 3 },
    });
    for (const id of [ids[0], ids[2]] as string[])
      expect(await store.read(id, 0)).toEqual({ entries: [1, 2, 3, 4, 5].map((s) => entry(s)) });
  });
});
