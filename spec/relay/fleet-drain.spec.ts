/**
 * A fleet node draining (relay.drain(): a rolling deploy keeps every turn),
 * in this process with fake upstreams, on a real redis-server and on the
 * memory coordinator: the node answers /readyz 503, refuses new attaches with
 * 4503, keeps serving the running turn (its approval answered on the old
 * upstream), then hands the session over once the turn ended: the client
 * reattaches at once to the next node with a new generation and no gap, each
 * message once, the new upstream initialized and the thread resumed, no
 * failover counted. A turn still running at the end of the drain window is
 * handed over as a shutdown does (a gap).
 */
import { firstValueFrom } from 'rxjs';
import { WebSocket } from 'ws';
import { createMemoryFleet } from '../../lib/relay/memory-fleet.js';
import { createRedisSessionStore } from '../../lib/relay/redis-store.js';
import { Session } from '../../lib/rpc/session.js';
import type { RpcNotification, RpcRequest } from '../../lib/rpc/messages.js';
import type { RelayTransport } from '../../lib/transport/relay.js';
import type { Transport } from '../../lib/transport/transport.js';
import type { AttachResult } from '../../lib/transport/resumable.js';
import { startRedisServer, type RedisServer } from './redis-server.js';
import {
  TOKEN,
  fakeUpstreams,
  echoOnTurnCompleted,
  rotatingTransport,
  sleep,
  startRelay,
  until,
  type TestRelay,
} from './support.js';

jest.setTimeout(30_000);

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await redis?.stop();
});

/** Sends one attach frame on a raw socket; resolves with the close code. */
function rawAttach(url: string, transportId: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, ['codex-rx-relay.v1'], {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    ws.once('open', () => ws.send(JSON.stringify({ t: 'attach', transportId, since: 0 })));
    ws.once('close', (code) => resolve(code));
    ws.once('error', reject);
  });
}

const readyz = async (relay: TestRelay): Promise<number> =>
  (await fetch(`http://127.0.0.1:${relay.relay.port}/readyz`)).status;

let prefixes = 0;

describe.each(['redis', 'memory'] as const)('a draining fleet node (%s)', (backend) => {
  const relays: TestRelay[] = [];
  const sessions: Session[] = [];
  /** Lets a held upstream exit (a close awaits it), also when a test failed before. */
  let exit: () => void = () => undefined;
  afterEach(async () => {
    exit();
    for (const s of sessions.splice(0)) s.close();
    await Promise.all(relays.splice(0).map((r) => r.relay.close()));
  });

  const ups = fakeUpstreams((m) =>
    m.method === 'thread/start' || m.method === 'thread/resume'
      ? { thread: { id: 'th1' } }
      : undefined,
  );

  async function fleet(
    drainMs: number,
    upstream: (transportId: string) => Transport = ups.factory,
  ): Promise<TestRelay[]> {
    const keyPrefix = `drain${++prefixes}`;
    const memory = createMemoryFleet();
    for (let i = 0; i < 2; i++) {
      const store =
        backend === 'memory'
          ? memory.store()
          : await createRedisSessionStore({ url: redis.url, keyPrefix });
      relays.push(await startRelay({ store, upstream, nodeId: `n${i}`, leaseMs: 400, drainMs }));
    }
    return relays;
  }

  /** A client of session `id` whose connections go to the relays in turn, from the first. */
  function client(id: string): {
    session: Session;
    transport: RelayTransport;
    attaches: AttachResult[];
    seen: string[];
    requests: RpcRequest[];
  } {
    const transport = rotatingTransport(
      id,
      relays.map((r) => r.relay.url),
      { reconnect: { attempts: 20, baseMs: 50, maxMs: 200 } },
    );
    const attaches: AttachResult[] = [];
    transport.attach$.subscribe((x) => attaches.push(x));
    const session = new Session(transport);
    sessions.push(session);
    const seen: string[] = [];
    session.notifications$.subscribe((n: RpcNotification) =>
      seen.push(`${n.method}${n.method === 'delta' ? (n.params as { n: number }).n : ''}`),
    );
    const requests: RpcRequest[] = [];
    session.serverRequests$.subscribe((r) => requests.push(r));
    return { session, transport, attaches, seen, requests };
  }

  /** `client(id)` with its thread started (on the first relay), and the session's upstream. */
  async function clientWithThread(id: string) {
    const c = client(id);
    await firstValueFrom(c.session.request('initialize', { clientInfo: { name: 't' } }));
    await firstValueFrom(c.session.request('thread/start', {}));
    return { c, up: ups.get(id) };
  }

  it('serves the running turn (its approval answered there), takes no new attach, then hands the session over with no gap', async () => {
    const [a, b] = await fleet(10_000);
    const { c, up } = await clientWithThread('d1');
    const turn = { threadId: 'th1', turn: { id: 'tu1' } };
    up.push({ method: 'turn/started', params: turn });
    up.push({ method: 'delta', params: { n: 1 } });
    up.push({
      id: 0,
      method: 'item/commandExecution/requestApproval',
      params: { threadId: 'th1' },
    });
    await until(() => c.requests.length === 1);
    const generation = c.attaches[0]!.generation;

    const drained = a!.relay.drain();
    expect(await readyz(a!)).toBe(503);
    expect(await readyz(b!)).toBe(200);
    expect(await rawAttach(a!.relay.url, 'other')).toBe(4503);
    // The turn goes on on the draining node: its approval answered there, its deltas delivered.
    c.session.respond(0, { decision: 'accept' });
    await until(() => up.received.some((m) => m.id === 0 && 'result' in m));
    up.push({ method: 'delta', params: { n: 2 } });
    await until(() => c.seen.includes('delta2'));
    expect(c.attaches).toHaveLength(1);
    up.push({ method: 'turn/completed', params: turn });
    await drained;
    expect(a!.logs).toContainEqual({ kind: 'sessionHandedOver', transportId: 'd1', planned: true });

    await until(() => c.attaches.some((x) => x.generation !== generation));
    // (A loaded machine may drop the connection meanwhile: whatever the attaches, none has a gap.)
    for (const x of c.attaches.slice(1)) expect(x.kind === 'reattached' && !x.gap).toBe(true);
    // The next owner: its upstream initialized with the client's params and the thread resumed.
    expect(await firstValueFrom(c.session.request('echo', { ok: 1 }))).toEqual({ ok: 1 });
    const next = ups.get('d1');
    expect(next).not.toBe(up);
    expect(next.received.map((m) => m.method).slice(0, 3)).toEqual([
      'initialize',
      'initialized',
      'thread/resume',
    ]);
    next.push({ method: 'delta', params: { n: 3 } });
    await until(() => c.seen.includes('delta3'));
    expect(c.seen).toEqual(['turn/started', 'delta1', 'delta2', 'turn/completed', 'delta3']);
    expect(b!.logs).toContainEqual(
      expect.objectContaining({ kind: 'sessionClaimed', transportId: 'd1', planned: true }),
    );
    expect(b!.relay.metrics.snapshot()).toMatchObject({
      failovers: 0,
      replayGaps: { failover: 0 },
    });
  });

  it('a request the client sends as soon as the turn ended goes to the next owner, once; the old upstream never starts it', async () => {
    await fleet(10_000);
    const [a] = relays;
    const { c, up } = await clientWithThread('d3');
    const turn = { threadId: 'th1', turn: { id: 'tu1' } };
    up.push({ method: 'turn/started', params: turn });
    await until(() => c.seen.includes('turn/started'));
    const drained = a!.relay.drain();
    // Past the drain's first look at its sessions (the next is 50 ms later): the request, not
    // the look, finds the session idle (the outcome is the same either way).
    await sleep(10);
    const next = echoOnTurnCompleted(c.session);
    up.push({ method: 'turn/completed', params: turn });
    expect(await next).toEqual({ after: 1 });
    await drained;
    expect(up.received.some((m) => m.method === 'echo')).toBe(false);
    expect(ups.get('d3').received.filter((m) => m.method === 'echo')).toHaveLength(1);
    for (const x of c.attaches.slice(1)) expect(x.kind === 'reattached' && !x.gap).toBe(true);
  });

  it('a handover a request began is part of the drain: drain() ends after it, and the close that follows cuts nothing', async () => {
    // The session's first upstream exits only when told: its handover waits for that exit.
    const exited = new Promise<void>((resolve) => (exit = resolve));
    let first = true;
    await fleet(10_000, (id) => {
      const end = ups.factory(id);
      if (!first) return end;
      first = false;
      return Object.assign(end, { released: () => exited });
    });
    const [a, b] = relays;
    const { c, up } = await clientWithThread('d4');
    const turn = { threadId: 'th1', turn: { id: 'tu1' } };
    up.push({ method: 'turn/started', params: turn });
    await until(() => c.seen.includes('turn/started'));
    let over = false;
    const drained = a!.relay.drain().then(() => (over = true));
    await sleep(10);
    const answered = echoOnTurnCompleted(c.session);
    answered.catch(() => undefined); // awaited below, unless an expectation fails first
    up.push({ method: 'turn/completed', params: turn });
    // Several looks of the drain later, the handover still waits for the upstream's exit.
    await until(() => c.seen.includes('turn/completed'));
    await sleep(300);
    expect(over).toBe(false);
    exit();
    await drained;
    expect(a!.logs).toContainEqual({ kind: 'sessionHandedOver', transportId: 'd4', planned: true });
    // What the bin does next: close. No session is left for it to cut.
    await a!.relay.close();
    expect(await answered).toEqual({ after: 1 });
    expect(b!.logs).toContainEqual(
      expect.objectContaining({ kind: 'sessionClaimed', transportId: 'd4', planned: true }),
    );
    for (const x of c.attaches.slice(1)) expect(x.kind === 'reattached' && !x.gap).toBe(true);
  });

  it('a turn still running when the drain window ends is handed over as a shutdown: a gap', async () => {
    const [a] = await fleet(300);
    const { c, up } = await clientWithThread('d2');
    up.push({ method: 'turn/started', params: { threadId: 'th1', turn: { id: 'x' } } });
    await until(() => c.seen.includes('turn/started'));
    await a!.relay.drain();
    expect(a!.logs).toContainEqual({
      kind: 'sessionHandedOver',
      transportId: 'd2',
      planned: false,
    });
    await until(() => c.attaches.some((x) => x.kind === 'reattached' && x.gap !== undefined));
  });
});
