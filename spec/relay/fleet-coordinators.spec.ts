/**
 * The fleet's failover and fencing on each implementation of the
 * coordination contract (fleet-coordinator.ts): Redis (one server, the
 * owner cut off by a proxy) and memory (the owner cut off by the fleet).
 * A node cut off past its lease fences each of its sessions before another
 * node claims it, and the survivors share the dead node's sessions by load
 * (none takes more than its share, rounded up); a client reattaching gets
 * the new generation and a replay gap.
 */
import { firstValueFrom } from 'rxjs';
import { coordinatorOf } from '../../lib/relay/fleet-coordinator.js';
import { createMemoryFleet } from '../../lib/relay/memory-fleet.js';
import { createRedisSessionStore } from '../../lib/relay/redis-store.js';
import type { RelayLogEvent } from '../../lib/relay/relay-log.js';
import type { SessionStore } from '../../lib/relay/store.js';
import { Session } from '../../lib/rpc/session.js';
import { wsSocketFactory } from '../../lib/transport/node-websocket.js';
import type { AttachResult } from '../../lib/transport/resumable.js';
import { startCutProxy, type CutProxy } from '../e2e/support/cut-proxy.js';
import { startRedisServer, type RedisServer } from './redis-server.js';
import { fakeUpstreams, relayTransport, startRelay, until, type TestRelay } from './support.js';

jest.setTimeout(30_000);

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await redis?.stop();
});

/** Stores for the nodes of one fleet, and a way to cut the first node off. */
interface Backend {
  store(index: number): Promise<SessionStore>;
  cutFirst(): void;
  close(): Promise<void>;
}

let prefixes = 0;
const fast = { retryStrategy: () => 20 };

const BACKENDS: ReadonlyArray<[string, () => Promise<Backend>]> = [
  [
    'Redis',
    async () => {
      const keyPrefix = `coord${++prefixes}`;
      const proxy: CutProxy = await startCutProxy(redis.url);
      return {
        store: (i) =>
          createRedisSessionStore({
            url: i === 0 ? proxy.url : redis.url,
            keyPrefix,
            redisOptions: fast,
          }),
        cutFirst: () => proxy.cut({ refuse: true }),
        close: () => proxy.close(),
      };
    },
  ],
  [
    'memory',
    async () => {
      const fleet = createMemoryFleet();
      return {
        store: async () => fleet.store(),
        cutFirst: () => fleet.cut('n0'),
        close: async () => undefined,
      };
    },
  ],
];

type Timed = RelayLogEvent & { at: number };

describe.each(BACKENDS)('a relay fleet coordinated by %s', (_name, makeBackend) => {
  let backend: Backend;
  const relays: (TestRelay & { timed: Timed[] })[] = [];
  const sessions: Session[] = [];
  afterEach(async () => {
    for (const s of sessions.splice(0)) s.close();
    await Promise.all(relays.splice(0).map((r) => r.relay.close()));
    await backend.close();
  });

  async function fleet(n: number, leaseMs: number, ups = fakeUpstreams()) {
    backend = await makeBackend();
    for (let i = 0; i < n; i++) {
      const timed: Timed[] = [];
      const r = await startRelay({
        store: await backend.store(i),
        upstream: ups.factory,
        nodeId: `n${i}`,
        leaseMs,
        logger: (e) => timed.push({ ...e, at: Date.now() }),
      });
      relays.push({ ...r, timed });
    }
    return relays;
  }

  /** A client whose first connection goes to `first`, every reconnect to `then`. */
  function clientMovingTo(first: TestRelay, then: TestRelay, id: string) {
    let connections = 0;
    const transport = relayTransport(first.relay, id, {
      createSocket: (_url, init) =>
        wsSocketFactory(connections++ === 0 ? first.relay.url : then.relay.url, init),
      reconnect: { attempts: 100, baseMs: 20, maxMs: 100 },
    });
    const attaches: AttachResult[] = [];
    transport.attach$.subscribe((x) => attaches.push(x));
    const session = new Session(transport);
    sessions.push(session);
    return { session, attaches };
  }

  it("fences a cut-off owner's sessions before any is claimed, and the survivors share them by load", async () => {
    const ups = fakeUpstreams();
    const [a, b, c] = await fleet(3, 600, ups);
    for (let i = 0; i < 9; i++) {
      const t = relayTransport(a!.relay, `s${i}`, { endOnClose: false });
      const s = new Session(t);
      await firstValueFrom(s.request('echo', { i }));
      s.close();
    }
    expect(a!.relay.sessions()).toHaveLength(9);
    backend.cutFirst();
    const survivors = [b!, c!];
    const owned = (): number =>
      survivors.reduce((sum, r) => sum + r.relay.sessions().filter((s) => !s.ended).length, 0);
    await until(() => owned() === 9, 15_000);
    const counts = survivors.map((r) => r.relay.sessions().length).sort();
    // Two survivors, nine sessions: each takes its share rounded up at most (4.5 -> 5).
    expect(Math.max(...counts)).toBeLessThanOrEqual(5);
    expect(counts.reduce((x, y) => x + y)).toBe(9);
    // Each session fenced on the cut-off node before another node claimed it.
    for (let i = 0; i < 9; i++) {
      const fenced = a!.timed.find((e) => e.kind === 'leaseLost' && e.transportId === `s${i}`);
      const claimed = [...b!.timed, ...c!.timed].find(
        (e) => e.kind === 'sessionClaimed' && e.transportId === `s${i}`,
      );
      expect(fenced).toMatchObject({ reason: 'expired' });
      expect(claimed).toMatchObject({ previousOwner: 'n0' });
      expect(fenced!.at).toBeLessThanOrEqual(claimed!.at);
    }
  });

  it("shares them by load when one survivor serves every client of the dead owner's sessions", async () => {
    const ups = fakeUpstreams();
    const [a, b, c] = await fleet(3, 600, ups);
    const clients = Array.from({ length: 9 }, (_, i) => clientMovingTo(a!, b!, `r${i}`));
    await Promise.all(clients.map((x, i) => firstValueFrom(x.session.request('echo', { i }))));
    expect(a!.relay.sessions()).toHaveLength(9);
    backend.cutFirst();
    // Each client moves to b (served there for the owner), then to whichever node claimed its session.
    const moved = (): boolean =>
      clients.every((x) => x.attaches.some((r) => r.generation !== x.attaches[0]!.generation));
    await until(moved, 15_000);
    const counts = [b!, c!].map((r) => r.relay.sessions().filter((s) => !s.ended).length);
    expect(counts[0]! + counts[1]!).toBe(9);
    // Serving a client is no claim past the share: each at most ceil(9 / 2).
    expect(Math.max(...counts)).toBeLessThanOrEqual(5);
    for (const x of clients)
      expect(await firstValueFrom(x.session.request('echo', { ok: 1 }))).toEqual({ ok: 1 });
  });

  it('a client of the dead owner reattaches to a survivor: the new generation, a replay gap, its threads resumed', async () => {
    const ups = fakeUpstreams();
    const [a, b] = await fleet(2, 600, ups);
    const { session, attaches } = clientMovingTo(a!, b!, 'f1');
    await firstValueFrom(session.request('initialize', { clientInfo: { name: 't' } }));
    const first = ups.get('f1');
    backend.cutFirst();
    // (It may be served by the survivor for the cut-off owner first, until the fence.)
    await until(() => attaches.some((x) => x.generation !== attaches[0]!.generation), 15_000);
    const after = attaches.find((x) => x.generation !== attaches[0]!.generation)!;
    expect(after.kind).toBe('reattached');
    expect(after.kind === 'reattached' && after.gap).toBeTruthy();
    expect(await firstValueFrom(session.request('echo', { ok: 1 }))).toEqual({ ok: 1 });
    const next = ups.get('f1');
    expect(next).not.toBe(first);
    expect(next.received[0]).toMatchObject({ method: 'initialize' });
    expect(b!.relay.sessions().map((s) => s.transportId)).toEqual(['f1']);
    // The fleet's record of it: the claimer, the generation replaced; the session's record has neither.
    expect(await coordinatorOf(b!.relay.store)?.coordination('f1')).toEqual({
      owner: 'n1',
      priorGenerations: [attaches[0]!.generation],
    });
    expect(await b!.relay.store.get('f1')).not.toHaveProperty('owner');
  });

  it('counts each metric on the node that records it, for a client served by a node that does not own its session', async () => {
    const ups = fakeUpstreams();
    const [a, b] = await fleet(2, 2000, ups);
    const { session, attaches } = clientMovingTo(a!, b!, 'm1');
    await firstValueFrom(session.request('echo', { on: 'a' }));
    expect(a!.relay.metrics.snapshot()).toMatchObject({
      attachedClients: 1,
      attaches: { fresh: 1, reattached: 0 },
    });
    a!.relay.disconnectClient('m1');
    await until(() => attaches.length === 2);
    expect(await firstValueFrom(session.request('echo', { via: 'b' }))).toEqual({ via: 'b' });
    const [owner, serving] = [a!.relay.metrics.snapshot(), b!.relay.metrics.snapshot()];
    // The socket is on b: b counts the client and its reattach, a (the owner) neither.
    expect(owner.attachedClients).toBe(0);
    expect(serving.attachedClients).toBe(1);
    expect(owner.attaches).toEqual({ fresh: 1, reattached: 0 });
    expect(serving.attaches).toEqual({ fresh: 0, reattached: 1 });
    // The session runs on a; forward latency is measured where forwarded frames are applied: a.
    expect(owner.sessions).toBe(1);
    expect(serving.sessions).toBe(0);
    expect(owner.forwardLatency.count).toBeGreaterThan(0);
    expect(serving.forwardLatency.count).toBe(0);
    session.close();
    await until(() => b!.relay.metrics.snapshot().attachedClients === 0);
  });
});
