/**
 * Fencing in a relay fleet (issue 16), against a real redis-server: a node
 * that may have lost a session's lease stops acting as its owner before
 * another node can claim it (its upstream closed, its client closed with
 * 4421 to reattach to the new owner), and Redis refuses every write carrying
 * the old generation (what the fenced node had buffered never lands in the
 * new owner's record or log). A RENEW that finds the lease another node's,
 * the record gone or another generation fences at once. Plus: a client
 * served by a node that does not own its session and falls behind the log's
 * bound is closed with 4416 (replay gap) and told the gap on its reattach.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { firstValueFrom } from 'rxjs';
import { Redis } from 'ioredis';
import type { FleetCoordinator } from '../../lib/relay/fleet-coordinator.js';
import { redisInternals } from '../../lib/relay/redis-internals.js';
import { createRedisSessionStore } from '../../lib/relay/redis-store.js';
import type { RelayLogEvent } from '../../lib/relay/relay-log.js';
import { SessionStoreError } from '../../lib/relay/store-error.js';
import type { SessionRecord, StoreEvent } from '../../lib/relay/store.js';
import { Session } from '../../lib/rpc/session.js';
import type { RpcNotification } from '../../lib/rpc/messages.js';
import { wsSocketFactory } from '../../lib/transport/node-websocket.js';
import type { RelayTransport } from '../../lib/transport/relay.js';
import type { AttachResult } from '../../lib/transport/resumable.js';
import { startCutProxy, type CutProxy } from '../e2e/support/cut-proxy.js';
import { startHoldProxy } from './hold-proxy.js';
import { startRedisServer, type RedisServer } from './redis-server.js';
import {
  fakeUpstreams,
  relayTransport,
  startRelay,
  until,
  type FakeUpstream,
  type TestRelay,
} from './support.js';
import { sessionRecord } from './session-record.js';

jest.setTimeout(30_000);

let redis: RedisServer;
let raw: Redis;
beforeAll(async () => {
  redis = await startRedisServer();
  raw = new Redis(redis.url);
});
afterAll(async () => {
  raw.disconnect();
  await redis.stop();
});

let prefixes = 0;
const fast = { retryStrategy: () => 20 };

/** Log events with the time each was logged. */
type Timed = RelayLogEvent & { at: number };
async function node(
  nodeId: string,
  url: string,
  keyPrefix: string,
  leaseMs: number,
  ups: ReturnType<typeof fakeUpstreams>,
  storeOptions: Record<string, unknown> = {},
): Promise<TestRelay & { timed: Timed[] }> {
  const timed: Timed[] = [];
  const store = await createRedisSessionStore({
    url,
    keyPrefix,
    redisOptions: fast,
    ...storeOptions,
  });
  const r = await startRelay({
    store,
    upstream: ups.factory,
    nodeId,
    leaseMs,
    logger: (e) => timed.push({ ...e, at: Date.now() }),
  });
  return { relay: r.relay, logs: timed, timed };
}

const record = (transportId: string, generation = 'g1'): SessionRecord =>
  sessionRecord(transportId, { generation });

const ticks = (session: Session): number[] => {
  const seen: number[] = [];
  session.notifications$.subscribe((n: RpcNotification) =>
    seen.push((n.params as { n: number }).n),
  );
  return seen;
};

describe('fencing a relay fleet on Redis', () => {
  const relays: TestRelay[] = [];
  const sessions: Session[] = [];
  let proxy: CutProxy | undefined;
  afterEach(async () => {
    for (const s of sessions.splice(0)) s.close();
    proxy?.restore();
    await Promise.all(relays.splice(0).map((r) => r.relay.close()));
    await proxy?.close();
    proxy = undefined;
  });

  it('an owner cut from Redis past its lease fences itself before another node claims the session; its buffered writes are refused', async () => {
    const keyPrefix = `fence${++prefixes}`;
    const ups = fakeUpstreams();
    proxy = await startCutProxy(redis.url);
    const a = await node('a', proxy.url, keyPrefix, 600, ups);
    const b = await node('b', redis.url, keyPrefix, 600, ups);
    relays.push(a, b);
    // First connection to a (which will own the session), every later one to b.
    let connections = 0;
    const transport: RelayTransport = relayTransport(a.relay, 'f1', {
      createSocket: (_url, init) =>
        wsSocketFactory(connections++ === 0 ? a.relay.url : b.relay.url, init),
      reconnect: { attempts: 200, baseMs: 20, maxMs: 50 },
    });
    const attaches: AttachResult[] = [];
    transport.attach$.subscribe((x) => attaches.push(x));
    const session = new Session(transport);
    sessions.push(session);
    const seen = ticks(session);
    expect(await firstValueFrom(session.request('echo', { x: 1 }))).toEqual({ x: 1 });
    const firstGeneration = transport.generation;
    const up = ups.get('f1');
    up.push({ method: 'tick', params: { n: 1 } });
    await until(() => seen.length === 1);

    proxy.cut({ refuse: true });
    // Served live while Redis is away (buffered by a's store, under the old generation).
    up.push({ method: 'tick', params: { n: 2 } });
    up.push({ method: 'tick', params: { n: 3 } });
    await until(() => seen.length === 3);
    await until(() => a.timed.some((e) => e.kind === 'leaseLost'), 10_000);
    const lost = a.timed.find((e) => e.kind === 'leaseLost') as Timed;
    expect(lost).toMatchObject({ transportId: 'f1', reason: 'expired' });
    // a stopped acting as the owner: upstream closed, client closed with 4421, no session.
    expect(up.end.closed).toBe(true);
    expect(a.relay.sessions()).toEqual([]);
    expect(a.timed.some((e) => e.kind === 'closedClient' && e.code === 4421)).toBe(true);
    expect(a.relay.metrics.prometheus()).toMatch(
      /^codex_rx_relay_lease_losses_total\{[^}]*reason="expired"[^}]*\} 1$/m,
    );

    // b claims it once the lease lapsed in Redis: after a fenced itself, never before.
    await until(() => b.timed.some((e) => e.kind === 'sessionClaimed'), 10_000);
    const claimed = b.timed.find((e) => e.kind === 'sessionClaimed') as Timed;
    expect(claimed.at).toBeGreaterThanOrEqual(lost.at);
    // The client reattached to the new owner: new generation, a gap past what a sent it.
    await until(() => attaches.at(-1)?.generation !== firstGeneration, 10_000);
    const last = attaches.at(-1) as AttachResult & { gap?: { from: number; to: number } };
    expect(last.kind).toBe('reattached');
    expect(last.gap?.to).toBeGreaterThan(3);
    expect(await firstValueFrom(session.request('echo', { x: 2 }))).toEqual({ x: 2 });
    ups.get('f1').push({ method: 'tick', params: { n: 4 } });
    await until(() => seen.length === 4);
    expect(seen).toEqual([1, 2, 3, 4]);
    expect(ups.count()).toBe(2);

    // a reaches Redis again: its buffered appends carry the old generation and are refused.
    proxy.restore();
    await until(
      () =>
        a.timed.some(
          (e) => e.kind === 'storeEvent' && e.event === 'staleGeneration' && e.transportId === 'f1',
        ),
      10_000,
    );
    await until(() => a.relay.store.health?.().bufferedOps === 0, 10_000);
    const store = b.relay.store as Awaited<ReturnType<typeof createRedisSessionStore>>;
    const frames = (await raw.xrange(store.keys('f1').log, '-', '+')).map(([, f]) => f[1]);
    expect(frames.some((f) => /"n":[23]\b/.test(f ?? ''))).toBe(false);
    expect(await store.coordinator.coordination('f1')).toMatchObject({ owner: 'b' });
  });

  const approval = (id: number, threadId: string): object => ({
    id,
    method: 'item/commandExecution/requestApproval',
    params: { threadId },
  });
  /** Resolves once the session's record in Redis lists a server request of `threadId` unresolved. */
  async function onRecord(keyPrefix: string, transportId: string, threadId: string): Promise<void> {
    const key = `${keyPrefix}:{${transportId}}:r`;
    for (let i = 0; i < 500; i++) {
      if (((await raw.hget(key, 'unresolved')) ?? '').includes(threadId)) return;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`${threadId} never on record`);
  }
  /** Two nodes sharing Redis, a (the owner) through a cut proxy; a client whose first connection goes to a, later ones to b. */
  /**
   * On the pair's session: approval 0 ('on-record') delivered and in the
   * record, then a's Redis cut, then approval 1 ('live-only') delivered live
   * (a cannot write it to Redis: the new owner will not know it). Returns the
   * upstream that sent them.
   */
  async function approvalsOnRecordAndLiveOnly(
    pair: { ups: ReturnType<typeof fakeUpstreams>; keyPrefix: string; requests: unknown[] },
    id: string,
  ): Promise<FakeUpstream> {
    const up = pair.ups.get(id);
    up.push(approval(0, 'on-record'));
    await until(() => pair.requests.length === 1);
    await onRecord(pair.keyPrefix, id, 'on-record');
    (proxy as CutProxy).cut({ refuse: true });
    up.push(approval(1, 'live-only'));
    await until(() => pair.requests.length === 2);
    return up;
  }

  async function fencedPair(id: string): Promise<{
    a: TestRelay & { timed: Timed[] };
    b: TestRelay & { timed: Timed[] };
    ups: ReturnType<typeof fakeUpstreams>;
    keyPrefix: string;
    transport: RelayTransport;
    session: Session;
    attaches: AttachResult[];
    resolved: unknown[];
    requests: unknown[];
  }> {
    const keyPrefix = `fence${++prefixes}`;
    const ups = fakeUpstreams();
    proxy = await startCutProxy(redis.url);
    const a = await node('a', proxy.url, keyPrefix, 600, ups);
    const b = await node('b', redis.url, keyPrefix, 600, ups);
    relays.push(a, b);
    let connections = 0;
    const transport = relayTransport(a.relay, id, {
      createSocket: (_url, init) =>
        wsSocketFactory(connections++ === 0 ? a.relay.url : b.relay.url, init),
      reconnect: { attempts: 200, baseMs: 20, maxMs: 50 },
    });
    const attaches: AttachResult[] = [];
    transport.attach$.subscribe((x) => attaches.push(x));
    const session = new Session(transport);
    sessions.push(session);
    const resolved: unknown[] = [];
    session.notifications$.subscribe((n: RpcNotification) => {
      if (n.method === 'serverRequest/resolved') resolved.push(n.params);
    });
    const requests: unknown[] = [];
    session.serverRequests$.subscribe((r) => requests.push(r.params));
    expect(await firstValueFrom(session.request('echo', { x: 1 }))).toEqual({ x: 1 });
    return { a, b, ups, keyPrefix, transport, session, attaches, resolved, requests };
  }

  it("approvals a fenced owner's client was waiting on are resolved for it at the fence (its handlers cancelled before it can answer them into the void), the one Redis never got too; once each", async () => {
    const { a, ups, keyPrefix, transport, session, attaches, resolved, requests } =
      await fencedPair('ap1');
    const firstGeneration = transport.generation;
    const up = await approvalsOnRecordAndLiveOnly({ ups, keyPrefix, requests }, 'ap1');
    await until(() => resolved.length === 2, 10_000);
    // Told by the fenced node, before the client attached anywhere else.
    expect(attaches).toHaveLength(1);
    expect(a.timed.some((e) => e.kind === 'leaseLost')).toBe(true);
    expect(resolved).toEqual([
      { threadId: 'on-record', requestId: 0 },
      { threadId: 'live-only', requestId: 1 },
    ]);
    // The new owner (new generation) cancels what its record lists: not told twice.
    await until(() => attaches.at(-1)?.generation !== firstGeneration, 10_000);
    const next = ups.get('ap1');
    expect(next).not.toBe(up);
    expect(await firstValueFrom(session.request('echo', { x: 2 }))).toEqual({ x: 2 });
    // Its upstream numbers its requests from 0 again: delivered, not taken for the old request 0.
    next.push(approval(0, 'new'));
    await until(() => requests.length === 3);
    expect(requests).toEqual([
      { threadId: 'on-record' },
      { threadId: 'live-only' },
      { threadId: 'new' },
    ]);
    session.respond(0, { decision: 'accept' });
    await until(() => next.received.some((m) => m.id === 0 && 'result' in m));
    expect(resolved).toHaveLength(2);
    expect(up.received.some((m) => 'result' in m)).toBe(false);
  });

  it('approvals of a session whose client was away when its owner was fenced are resolved for it at the new generation, also the one Redis never got; an answer to an old one is never sent to the new upstream', async () => {
    const { a, b, ups, keyPrefix, transport, session, attaches, resolved, requests } =
      await fencedPair('ap2');
    const firstGeneration = transport.generation;
    const up = await approvalsOnRecordAndLiveOnly({ ups, keyPrefix, requests }, 'ap2');
    // The client moves to b (served from Redis, which has neither the live-only request nor an end to it).
    a.relay.disconnectClient('ap2');
    await until(() => (b.relay.fleet?.remoteSessions() ?? []).includes('ap2'), 10_000);
    // Its answer to the old request 0 goes to b, on its way to a that can no longer run it.
    session.respond(0, { decision: 'accept' });
    await until(() => a.timed.some((e) => e.kind === 'leaseLost'), 10_000);
    await until(() => attaches.at(-1)?.generation !== firstGeneration, 10_000);
    await until(() => resolved.length === 2, 10_000);
    expect(resolved).toEqual([{ threadId: 'live-only', requestId: 1 }, expect.anything()]);
    expect(resolved).toContainEqual({ threadId: 'on-record', requestId: 0 });
    const next = ups.get('ap2');
    expect(next).not.toBe(up);
    // The new upstream asks with id 0 too: the client sees it, and no answer it gave before reaches it.
    next.push(approval(0, 'new'));
    await until(() => requests.length === 3);
    expect(requests).toEqual([
      { threadId: 'on-record' },
      { threadId: 'live-only' },
      { threadId: 'new' },
    ]);
    expect(await firstValueFrom(session.request('echo', { x: 2 }))).toEqual({ x: 2 });
    expect(next.received.some((m) => m.id === 0 && 'result' in m)).toBe(false);
    expect(resolved).toHaveLength(2);
  });

  it('a renewal that finds the lease another node holds, the record gone, or another generation fences the session', async () => {
    const keyPrefix = `fence${++prefixes}`;
    const ups = fakeUpstreams();
    const a = await node('a', redis.url, keyPrefix, 400, ups);
    relays.push(a);
    const ids = ['held', 'gone', 'regenerated'];
    for (const id of ids) {
      const s = new Session(relayTransport(a.relay, id));
      sessions.push(s);
      await firstValueFrom(s.request('echo', {}));
    }
    const store = a.relay.store as Awaited<ReturnType<typeof createRedisSessionStore>>;
    await raw.set(store.keys('held').lease, 'intruder', 'PX', 60_000);
    await raw.del(store.keys('gone').record);
    await raw.del(store.keys('regenerated').lease);
    await raw.hset(store.keys('regenerated').record, 'generation', JSON.stringify('other'));
    await until(() => a.relay.sessions().length === 0, 5000);
    const reasons = Object.fromEntries(
      a.logs.flatMap((e) => (e.kind === 'leaseLost' ? [[e.transportId, e.reason]] : [])),
    );
    // The regenerated one is fenced by its renewal (-2) or by its next write, refused as stale.
    expect(reasons).toEqual({
      held: 'claimed',
      gone: 'gone',
      regenerated: expect.stringMatching(/^(claimed|stale_write)$/) as string,
    });
    for (const id of ids) {
      expect(ups.get(id).end.closed).toBe(true);
      expect(
        a.logs.some((e) => e.kind === 'closedClient' && e.code === 4421 && e.transportId === id),
      ).toBe(true);
    }
    // The renewal took no lease back.
    expect(await raw.get(store.keys('held').lease)).toBe('intruder');
  });

  it('Redis refuses every write carrying a generation the session no longer has', async () => {
    const store = await createRedisSessionStore({
      url: redis.url,
      keyPrefix: `fence${++prefixes}`,
    });
    try {
      const events: StoreEvent[] = [];
      store.events$?.subscribe((e) => events.push(e));
      await store.create(record('s'));
      await store.append('s', { seq: 1, frame: 'one', bytes: 3 });
      // Another node claimed the session (CLAIM writes the new generation).
      await raw.hset(store.keys('s').record, 'generation', JSON.stringify('g2'));
      const stale = { name: 'SessionStoreError', code: 'stale_generation', transportId: 's' };
      await expect(store.append('s', { seq: 2, frame: 'two', bytes: 3 })).rejects.toMatchObject(
        stale,
      );
      await expect(store.update('s', { nextRequestId: 9 })).rejects.toMatchObject(stale);
      await expect(store.trim('s', 1)).rejects.toMatchObject(stale);
      await expect(store.delete('s')).rejects.toBeInstanceOf(SessionStoreError);
      // Nothing of it landed: the record, its log and its index entry are the new owner's.
      expect(await store.get('s')).toMatchObject({ generation: 'g2', nextRequestId: 1 });
      expect(await store.read('s', 0)).toEqual({
        entries: [{ seq: 1, frame: 'one', bytes: 3 }],
      });
      expect(await store.list()).toEqual(['s']);
      expect(events).toEqual([{ kind: 'staleGeneration', transportId: 's' }]);
    } finally {
      await store.close();
    }
  });

  it('an outage longer than the buffer: record writes coalesce per session, trims too; the buffer stays bounded and the log entries become a typed gap', async () => {
    proxy = await startCutProxy(redis.url);
    const store = await createRedisSessionStore({
      url: proxy.url,
      keyPrefix: `fence${++prefixes}`,
      bufferMaxOps: 20,
      redisOptions: fast,
    });
    try {
      const events: StoreEvent[] = [];
      store.events$?.subscribe((e) => events.push(e));
      const ids = ['o1', 'o2', 'o3'];
      for (const id of ids) await store.create(record(id));
      proxy.cut({ refuse: true });
      await until(() => store.health?.().state !== 'ready');
      let most = 0;
      const writes: Promise<unknown>[] = [];
      for (let i = 1; i <= 300; i++)
        for (const id of ids) {
          writes.push(store.append(id, { seq: i, frame: `m${i}`, bytes: 4 }));
          writes.push(store.update(id, { nextRequestId: i + 1, threads: [`t${i}`] }));
          writes.push(store.update(id, { ackedThrough: i - 1 }));
          writes.push(store.trim(id, i - 1));
          most = Math.max(most, store.health?.().bufferedOps ?? 0);
        }
      // 2700 record writes and trims queued as one update and one trim per session.
      expect(most).toBeLessThanOrEqual(20 + 2 * ids.length);
      proxy.restore();
      const settled = await Promise.allSettled(writes);
      expect(settled.filter((s) => s.status === 'rejected')).toEqual([]);
      await until(() => store.health?.().overflowedSessions === 0, 10_000);
      for (const id of ids) {
        expect(await store.get(id)).toMatchObject({
          nextRequestId: 301,
          threads: ['t300'],
          ackedThrough: 299,
        });
        const read = await store.read(id, 0);
        expect(read.gap).toEqual({ from: 1, to: expect.any(Number) as number });
        expect(read.gap?.to).toBeGreaterThanOrEqual(280);
        expect(read.entries.every((e) => e.seq > (read.gap?.to ?? 0))).toBe(true);
      }
      expect(
        new Set(events.filter((e) => e.kind === 'bufferOverflow').map((e) => e.transportId)),
      ).toEqual(new Set(ids));
    } finally {
      await store.close();
    }
  });

  it('closing the store twice (and at once) releases every handle: the process can exit', async () => {
    const { stdout, code } = await new Promise<{ stdout: string; code: number | null }>(
      (resolve, reject) => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', join(__dirname, 'store-close-node.ts'), redis.url],
          { cwd: join(__dirname, '..', '..'), stdio: ['ignore', 'pipe', 'inherit'] },
        );
        let out = '';
        child.stdout.on('data', (d: Buffer) => (out += d.toString()));
        child.once('error', reject);
        child.once('exit', (exitCode) => resolve({ stdout: out, code: exitCode }));
      },
    );
    expect(code).toBe(0);
    // What kept the event loop alive right after the closes: no timer (ioredis's disconnect timer was one).
    const report = JSON.parse(stdout.trim().split('\n').pop() as string) as {
      state: string;
      resources: string[];
    };
    expect(report.state).toBe('closed');
    expect(report.resources.filter((r) => r === 'Timeout')).toEqual([]);
  });

  it('a client served by a node that does not own its session, behind the log bound, is closed with 4416 and told the gap on its reattach', async () => {
    const keyPrefix = `fence${++prefixes}`;
    const ups = fakeUpstreams();
    const a = await node('a', redis.url, keyPrefix, 2000, ups, { maxMessages: 3 });
    const b = await node('b', redis.url, keyPrefix, 2000, ups, { maxMessages: 3 });
    relays.push(a, b);
    let connections = 0;
    const transport = relayTransport(a.relay, 'g1', {
      createSocket: (_url, init) =>
        wsSocketFactory(connections++ === 0 ? a.relay.url : b.relay.url, init),
      reconnect: { attempts: 50, baseMs: 20, maxMs: 50 },
    });
    const attaches: AttachResult[] = [];
    transport.attach$.subscribe((x) => attaches.push(x));
    const session = new Session(transport);
    sessions.push(session);
    const seen = ticks(session);
    await firstValueFrom(session.request('echo', {}));
    a.relay.disconnectClient('g1');
    await until(() => (b.relay.fleet?.remoteSessions() ?? []).includes('g1'));
    await until(() => attaches.length === 2);
    // b stops hearing the session's channel while the owner's log moves past its bound.
    const coordinator = (b.relay.fleet as unknown as { coordinator: FleetCoordinator }).coordinator;
    const store = a.relay.store;
    coordinator.unwatchLog('g1');
    const up = ups.get('g1');
    for (let n = 1; n <= 10; n++) up.push({ method: 'tick', params: { n } });
    const stats = async (): Promise<number> => (await store.stats('g1')).droppedThrough;
    for (let i = 0; i < 200 && (await stats()) < 8; i++)
      await new Promise((r) => setTimeout(r, 10));
    await coordinator.watchLog('g1');
    up.push({ method: 'tick', params: { n: 11 } });
    await until(() => b.logs.some((e) => e.kind === 'closedClient' && e.code === 4416), 5000);
    await until(() => attaches.length >= 3 && seen.includes(11), 5000);
    expect(attaches.at(-1)).toMatchObject({ kind: 'reattached', gap: { from: 2 } });
    expect(b.logs.some((e) => e.kind === 'closedClient' && e.code === 4008)).toBe(false);
  });

  // Last two: they restart the shared redis-server.
  it("Redis gone before it answered a create's index write, back empty: the write, resent after the re-seed, leaves the fenced session due at once", async () => {
    const keyPrefix = `fence${++prefixes}`;
    const index = `${keyPrefix}:sessions`;
    const hold = await startHoldProxy(redis.url);
    const store = await createRedisSessionStore({ url: hold.url, keyPrefix, redisOptions: fast });
    try {
      redisInternals(store).useLeases('a', 1500);
      const events: StoreEvent[] = [];
      store.events$?.subscribe((e) => events.push(e));
      // The create is answered; its fleet-index ZADD (sent right after it) never is.
      const held = hold.holdFrom(([name, key]) => name === 'ZADD' && key === index);
      await store.create(record('fenced'));
      expect((await held).at(-1)).toBe('fenced');
      await redis.kill();
      await until(() => store.health?.().state !== 'ready');
      redisInternals(store).orphan('fenced');
      await redis.start();
      await until(() => store.health?.().state === 'ready', 10_000);
      // A read goes out after the queued writes: the resent ZADD has landed.
      expect(await store.get('fenced')).toMatchObject({ generation: 'g1' });
      expect(events).toEqual([{ kind: 'reseeded', transportId: 'fenced', droppedThrough: 0 }]);
      expect(await raw.get(store.keys('fenced').lease)).toBeNull();
      expect(await raw.zscore(index, 'fenced')).toBe('0');
    } finally {
      await store.close();
      await hold.close();
    }
  });

  it("Redis back empty, the connection lost again before the re-seed's index write was answered: the next re-seed writes it (a session missing from the index is never claimed)", async () => {
    const keyPrefix = `fence${++prefixes}`;
    const index = `${keyPrefix}:sessions`;
    const hold = await startHoldProxy(redis.url);
    const store = await createRedisSessionStore({ url: hold.url, keyPrefix, redisOptions: fast });
    try {
      redisInternals(store).useLeases('a', 1500);
      const events: StoreEvent[] = [];
      store.events$?.subscribe((e) => events.push(e));
      await store.create(record('kept'));
      expect(await raw.zscore(index, 'kept')).not.toBeNull();
      await redis.kill();
      await until(() => store.health?.().state !== 'ready');
      // The re-seed re-creates the record; its index ZADD is never answered.
      const held = hold.holdFrom(([name, key]) => name === 'ZADD' && key === index);
      await redis.start();
      expect((await held).at(-1)).toBe('kept');
      expect(await raw.exists(store.keys('kept').record)).toBe(1);
      hold.finClients();
      // Reconnected: the record is there now, so this re-seed finds nothing to re-create.
      await until(() => store.health?.().state === 'ready', 10_000);
      expect(await store.get('kept')).toMatchObject({ generation: 'g1' });
      // Renewals update the index only for members it has (ZADD XX): the entry must be back.
      expect(Number(await raw.zscore(index, 'kept'))).toBeGreaterThan(0);
      expect(events).toEqual([{ kind: 'reseeded', transportId: 'kept', droppedThrough: 0 }]);
    } finally {
      await store.close();
      await hold.close();
    }
  });

  it('Redis back empty: records are re-seeded with the configured lease (not a fixed 5 s), a fenced one without a lease and due at once', async () => {
    const keyPrefix = `fence${++prefixes}`;
    const store = await createRedisSessionStore({ url: redis.url, keyPrefix, redisOptions: fast });
    try {
      redisInternals(store).useLeases('a', 1500);
      const events: StoreEvent[] = [];
      store.events$?.subscribe((e) => events.push(e));
      await store.create(record('kept'));
      await store.create(record('fenced'));
      // As after a claim: the generations it replaced go with the re-seeded record.
      redisInternals(store).adopt(record('kept'), 0, ['g0']);
      await redis.kill();
      await until(() => store.health?.().state !== 'ready');
      // Fenced while Redis was away (its lease's deadline came).
      redisInternals(store).orphan('fenced');
      await redis.start();
      await until(() => events.filter((e) => e.kind === 'reseeded').length === 2, 10_000);
      const now = Date.now();
      const pttl = await raw.pttl(store.keys('kept').lease);
      expect(pttl).toBeGreaterThan(500);
      expect(pttl).toBeLessThanOrEqual(1500);
      expect(await raw.get(store.keys('kept').lease)).toBe('a');
      expect(await store.coordinator.coordination('kept')).toEqual({
        owner: 'a',
        priorGenerations: ['g0'],
      });
      expect(Number(await raw.zscore(`${keyPrefix}:sessions`, 'kept'))).toBeLessThanOrEqual(
        now + 1500,
      );
      // Fenced from it: re-created for any node to claim (no lease, due in the index).
      expect(await raw.exists(store.keys('fenced').record)).toBe(1);
      expect(await raw.get(store.keys('fenced').lease)).toBeNull();
      expect(await store.coordinator.coordination('fenced')).toEqual({
        owner: '',
        priorGenerations: [],
      });
      expect(Number(await raw.zscore(`${keyPrefix}:sessions`, 'fenced'))).toBe(0);
    } finally {
      await store.close();
    }
  });
});
