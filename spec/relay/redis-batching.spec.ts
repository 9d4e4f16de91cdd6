/**
 * The Redis store sends its writes in rounds (issue 16, throughput): a
 * session's appends of one tick, or of the time a round is in flight, become
 * one script call. Shown on a real redis-server: the calls are coalesced
 * (counted with INFO commandstats), the store's call order holds across
 * sessions and across other writes, each sequence number is logged and
 * published once across a round boundary, a resend, and a connection cut
 * while a round is in flight, and writes that fail out of their call order
 * when the connection ends (resent in call order: none skipped as a resend).
 */
import { Redis } from 'ioredis';
import { parseLogMessage } from '../../lib/relay/remote-attachment.js';
import { redisInternals } from '../../lib/relay/redis-internals.js';
import { createRedisSessionStore, type RedisSessionStore } from '../../lib/relay/redis-store.js';
import { startCutProxy, type CutProxy } from '../e2e/support/cut-proxy.js';
import { startHoldProxy, type HoldProxy } from './hold-proxy.js';
import { startRedisCluster, type RedisCluster } from './redis-cluster.js';
import { startRedisServer, type RedisServer } from './redis-server.js';
import { until } from './support.js';
import { sessionRecord } from './session-record.js';

jest.setTimeout(30_000);

/** Where the specs run: the store URL, a connection per server (stats), a subscriber. */
interface Backend {
  readonly url: string;
  readonly watchers: readonly Redis[];
  readonly subscriber: Redis;
}
let redis: RedisServer;
let cluster: RedisCluster;
let server: Backend;
let clustered: Backend;
/** The backend of the running describe block. */
let current: Backend;
beforeAll(async () => {
  [redis, cluster] = await Promise.all([startRedisServer(), startRedisCluster()]);
  server = { url: redis.url, watchers: [new Redis(redis.url)], subscriber: new Redis(redis.url) };
  clustered = {
    url: cluster.url,
    watchers: cluster.nodes.map((n) => new Redis(n.port, '127.0.0.1')),
    // A cluster sends every PUBLISH to every node: one node's subscriber sees them all.
    subscriber: new Redis((cluster.nodes[0] as { port: number }).port, '127.0.0.1'),
  };
});
afterAll(async () => {
  for (const b of [server, clustered].filter((x) => x !== undefined)) {
    for (const w of b.watchers) w.disconnect();
    b.subscriber.disconnect();
  }
  await Promise.all([redis?.stop(), cluster?.stop()]);
});

let prefixes = 0;
let store: RedisSessionStore;
let proxy: CutProxy | undefined;
afterEach(async () => {
  await store?.close();
  await proxy?.close();
  proxy = undefined;
  await current.subscriber.punsubscribe();
  current.subscriber.removeAllListeners('pmessageBuffer');
  current.subscriber.removeAllListeners('pmessage');
});

const entry = (seq: number, bytes = 10) => ({ seq, frame: `f${seq}`.padEnd(bytes, '.'), bytes });
const record = sessionRecord;

/** Calls of each command since the last reset (the watcher's own INFO left out). */
async function commandCalls(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const w of current.watchers)
    for (const m of (await w.info('commandstats')).matchAll(/^cmdstat_(\S+):calls=(\d+)/gm))
      out[m[1] as string] = (out[m[1] as string] ?? 0) + Number(m[2]);
  delete out.info;
  return out;
}
const resetStats = (): Promise<unknown> =>
  Promise.all(current.watchers.map((w) => w.config('RESETSTAT')));

/** Every sequence number published on a prefix's log channels, per session, and the frames. */
async function published(prefix: string, frames: string[] = []): Promise<Map<string, number[]>> {
  const seen = new Map<string, number[]>();
  current.subscriber.on('pmessageBuffer', (_pattern: Buffer, channel: Buffer, message: Buffer) => {
    const name = channel.toString();
    const tid = name.slice(prefix.length + 2, name.length - 3);
    const list = seen.get(tid) ?? [];
    for (const e of parseLogMessage(message)) {
      list.push(e.seq);
      frames.push(e.frame);
    }
    seen.set(tid, list);
  });
  await current.subscriber.psubscribe(`${prefix}:{*}:c`);
  return seen;
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

async function make(extra: Record<string, unknown> = {}): Promise<RedisSessionStore> {
  store = await createRedisSessionStore({
    url: current.url,
    keyPrefix: `b${++prefixes}`,
    maxMessages: 10_000,
    ...extra,
  });
  return store;
}

describe.each([
  ['one redis-server', () => server],
  ['a Redis Cluster', () => clustered],
])('the Redis store on %s sends its writes in rounds', (_name, backend) => {
  beforeAll(() => {
    current = backend();
  });

  it("coalesces a session's appends of one tick into one script call (at most 256 entries each)", async () => {
    await make();
    await store.create(record('a'));
    await store.create(record('b'));
    await resetStats();
    const appends = [];
    for (let s = 1; s <= 300; s++) {
      appends.push(store.append('a', entry(s)));
      appends.push(store.append('b', entry(s)));
    }
    const stats = await Promise.all(appends);
    const calls = await commandCalls();
    // a: 256 + 44, b: 256 + 44 entries: four script runs, 600 XADDs.
    expect((calls.evalsha ?? 0) + (calls.eval ?? 0)).toBe(4);
    expect(calls.xadd).toBe(600);
    expect(stats[stats.length - 1]).toEqual({
      count: 300,
      bytes: 3000,
      droppedThrough: 0,
      lastSeq: 300,
    });
    expect((await store.read('a', 0)).entries.map((e) => e.seq)).toEqual(range(1, 300));
    expect((await store.read('b', 250)).entries).toEqual(range(251, 300).map((s) => entry(s)));
  });

  it("keeps a session's call order across other writes in the same round", async () => {
    await make({ maxMessages: 1000 });
    const seen = await published(store.keyPrefix);
    void store.create(record('o'));
    const all = [];
    for (let s = 1; s <= 120; s++) {
      all.push(store.append('o', entry(s)));
      if (s === 40) all.push(store.trim('o', 30));
      if (s === 80) all.push(store.update('o', { ackedThrough: 80, nextRequestId: 3 }));
      if (s === 100) all.push(store.trim('o', 90));
    }
    await Promise.all(all);
    // Trims applied after the appends before them, not after the later ones.
    expect((await store.read('o', 0)).entries.map((e) => e.seq)).toEqual(range(91, 120));
    expect(await store.stats('o')).toEqual({
      count: 30,
      bytes: 300,
      droppedThrough: 0,
      lastSeq: 120,
    });
    expect(await store.get('o')).toMatchObject({ ackedThrough: 80, nextRequestId: 3 });
    await until(() => (seen.get('o')?.length ?? 0) >= 120);
    expect(seen.get('o')).toEqual(range(1, 120));
  });

  it('a read issued after appends sees them (queued writes go first on the connection)', async () => {
    await make();
    await store.create(record('r'));
    for (let s = 1; s <= 10; s++) void store.append('r', entry(s));
    expect((await store.read('r', 0)).entries.map((e) => e.seq)).toEqual(range(1, 10));
    for (let s = 11; s <= 12; s++) void store.append('r', entry(s));
    expect(await redisInternals(store).client.xlen(store.keys('r').log)).toBe(12);
  });

  it('publishes the entries of one call in one message, frames with non-ASCII text intact', async () => {
    await make();
    const frames: string[] = [];
    const seen = await published(store.keyPrefix, frames);
    await store.create(record('u'));
    const text = (seq: number): string => `{"delta":"héllo ✓ 𝄞 ${seq}: a:b|c"}`;
    await resetStats();
    await Promise.all(
      range(1, 5).map((seq) =>
        store.append('u', { seq, frame: text(seq), bytes: Buffer.byteLength(text(seq)) }),
      ),
    );
    expect((await commandCalls()).publish).toBe(1);
    await until(() => frames.length >= 5);
    expect(frames).toEqual(range(1, 5).map(text));
    expect(seen.get('u')).toEqual(range(1, 5));
  });

  it('logs and publishes each sequence number once across a round boundary and a resend', async () => {
    await make();
    const seen = await published(store.keyPrefix);
    await store.create(record('x'));
    const first = range(1, 300).map((s) => store.append('x', entry(s)));
    // The first round is in flight: these wait and go in the next one.
    await new Promise((r) => setImmediate(r));
    const second = range(301, 400).map((s) => store.append('x', entry(s)));
    await Promise.all([...first, ...second]);
    // A resend overlapping what is logged (a reply lost to a cut): only 401 is new.
    const again = await createRedisSessionStore({ url: current.url, keyPrefix: store.keyPrefix });
    try {
      const r = await Promise.all([299, 300, 401].map((s) => again.append('x', entry(s))));
      expect(r[2]).toMatchObject({ count: 401, lastSeq: 401 });
    } finally {
      await again.close();
    }
    expect((await store.read('x', 0)).entries.map((e) => e.seq)).toEqual(range(1, 401));
    await until(() => (seen.get('x')?.length ?? 0) >= 401);
    await new Promise((r) => setTimeout(r, 50));
    expect(seen.get('x')).toEqual(range(1, 401));
  });

  it('a burst larger than the outage buffer while Redis is up loses nothing (the bound is for an outage)', async () => {
    await make({ bufferMaxOps: 5 });
    await store.create(record('g'));
    const overflows: unknown[] = [];
    store.events$?.subscribe((e) => overflows.push(e));
    await Promise.all(range(1, 20).map((s) => store.append('g', entry(s))));
    expect(overflows).toEqual([]);
    expect(await store.read('g', 0)).toEqual({ entries: range(1, 20).map((s) => entry(s)) });
  });
});

describe('the Redis store on one redis-server, its connection cut', () => {
  beforeAll(() => {
    current = server;
  });

  it('a connection cut while a round is in flight: every entry logged and published once, in order', async () => {
    proxy = await startCutProxy(redis.url);
    store = await createRedisSessionStore({
      url: proxy.url,
      keyPrefix: `b${++prefixes}`,
      maxMessages: 10_000,
      redisOptions: { retryStrategy: () => 20 },
    });
    const seen = await published(store.keyPrefix);
    const ids = ['s0', 's1', 's2', 's3'];
    for (const id of ids) await store.create(record(id));
    const states: string[] = [];
    store.health$?.subscribe((h) => states.push(h.state));
    // Cut as soon as Redis ran the first call of the round, before its reply is read.
    let cut = false;
    current.subscriber.on('pmessage', () => {
      if (cut) return;
      cut = true;
      proxy?.cut();
    });
    const n = 1500;
    const all = [];
    for (let s = 1; s <= n; s++) for (const id of ids) all.push(store.append(id, entry(s, 400)));
    await Promise.all(all);
    expect(states).toContain('down');
    for (const id of ids)
      expect((await store.read(id, 0)).entries.map((e) => e.seq)).toEqual(range(1, n));
    await until(() => ids.every((id) => (seen.get(id)?.length ?? 0) >= n));
    await new Promise((r) => setTimeout(r, 50));
    for (const id of ids) expect(seen.get(id)).toEqual(range(1, n));
  });

  it('the connection ends with a round unanswered and a later one refused at once: both resent in call order, no entry skipped', async () => {
    const hold = await startHoldProxy(redis.url);
    try {
      // Append 2 is written and never answered.
      const { second } = await storeWithAppendTwoHeld(hold);
      // The server's FIN: the socket stops being writable some ticks before it closes. A
      // read in between sends the queued append 3, which ioredis refuses at once; append 2
      // fails only at the close, after it.
      const refused = appendThreeAtSocketEnd();
      hold.finClients();
      const { writable, third } = await refused;
      expect(writable).toBe(false);
      await Promise.all([second, third]);
      expect((await store.read('s', 0)).entries.map((e) => e.seq)).toEqual([1, 2, 3]);
    } finally {
      await store.close();
      await hold.close();
    }
  });

  it('a write the lost connection failed just as the store closes is rejected, not left pending', async () => {
    const hold = await startHoldProxy(redis.url);
    try {
      const { second } = await storeWithAppendTwoHeld(hold);
      void second.catch(() => undefined);
      // The store closes as soon as it sees Redis go: a write refused at once by the
      // ended socket is then on its way back to the queue.
      let closing: Promise<void> | undefined;
      store.health$?.subscribe((h) => {
        if (h.state === 'down') closing ??= store.close();
      });
      const refused = appendThreeAtSocketEnd();
      hold.finClients();
      const { third } = await refused;
      await expect(third).rejects.toMatchObject({ name: 'SessionStoreUnavailableError' });
      expect(closing).toBeDefined();
      await closing;
    } finally {
      await hold.close();
    }
  });
});

/**
 * `store` on session 's' behind `hold`, append 1 answered, append 2 written
 * and held unanswered: resolves (once it is held) with append 2's promise,
 * wrapped (awaiting it would wait for the reconnect).
 */
async function storeWithAppendTwoHeld(hold: HoldProxy): Promise<{ second: Promise<unknown> }> {
  store = await createRedisSessionStore({
    url: hold.url,
    keyPrefix: `b${++prefixes}`,
    redisOptions: { retryStrategy: () => 20 },
  });
  await store.create(record('s'));
  await store.append('s', entry(1));
  const held = hold.holdFrom((args) => args.includes(store.keys('s').record));
  const second = store.append('s', entry(2));
  await held;
  return { second };
}

/**
 * Once the store's socket has seen the server's end of input (next tick):
 * append 3, then a read that sends the queued writes. Resolves with whether
 * the socket was still writable then, and append 3's promise.
 */
function appendThreeAtSocketEnd(): Promise<{ writable: boolean; third: Promise<unknown> }> {
  const { client } = redisInternals(store);
  const socket = (client as unknown as { stream: NodeJS.EventEmitter & { writable: boolean } })
    .stream;
  return new Promise((resolve) =>
    socket.once('end', () =>
      setImmediate(() => {
        const writable = socket.writable;
        const third = store.append('s', entry(3));
        void store.stats('s').catch(() => undefined);
        resolve({ writable, third });
      }),
    ),
  );
}
