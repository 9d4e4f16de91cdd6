/**
 * A fleet node draining while its store fails the handover (the release of
 * the session's lease rejects): the drain goes on and ends, the failure is
 * logged as a `storeError`, the session ends on this node as in a shutdown
 * (its client told to reattach), and nothing is left as an unhandled
 * rejection, which would end the bin (or the app hosting the relay). Its
 * lease, no longer renewed, lapses and the next node claims the session: the
 * client's request, resent there, is answered. Both ways a handover begins: a
 * client's request once the turn ended, and the drain's own look.
 */
import { firstValueFrom } from 'rxjs';
import { createMemoryFleet, type MemoryFleetStore } from '../../lib/relay/memory-fleet.js';
import { Session } from '../../lib/rpc/session.js';
import type { RpcNotification } from '../../lib/rpc/messages.js';
import {
  fakeUpstreams,
  echoOnTurnCompleted,
  rotatingTransport,
  sleep,
  startRelay,
  until,
  type TestRelay,
} from './support.js';

jest.setTimeout(30_000);

const relays: TestRelay[] = [];
const sessions: Session[] = [];
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown): void => void unhandled.push(reason);
beforeEach(() => process.on('unhandledRejection', onUnhandled));
afterEach(async () => {
  process.off('unhandledRejection', onUnhandled);
  unhandled.length = 0;
  for (const s of sessions.splice(0)) s.close();
  await Promise.all(relays.splice(0).map((r) => r.relay.close()));
});

const ups = fakeUpstreams((m) =>
  m.method === 'thread/start' || m.method === 'thread/resume'
    ? { thread: { id: 'th1' } }
    : undefined,
);

/** The store of a node whose coordinator cannot release a lease (the store went away). */
function failingRelease(store: MemoryFleetStore): MemoryFleetStore {
  const release = (): Promise<void> => Promise.reject(new Error('store unreachable'));
  return { ...store, coordinator: { ...store.coordinator, release } };
}

/** Node a (its releases fail) and node b, leases of 400 ms; a client of `id` on a, its thread started. */
async function setUp(id: string) {
  const memory = createMemoryFleet();
  const a = await startRelay({
    store: failingRelease(memory.store()),
    upstream: ups.factory,
    nodeId: 'a',
    leaseMs: 400,
    drainMs: 10_000,
  });
  const b = await startRelay({
    store: memory.store(),
    upstream: ups.factory,
    nodeId: 'b',
    leaseMs: 400,
    drainMs: 10_000,
  });
  relays.push(a, b);
  const transport = rotatingTransport(id, [a.relay.url, b.relay.url], {
    reconnect: { attempts: 40, baseMs: 50, maxMs: 200 },
  });
  const session = new Session(transport);
  sessions.push(session);
  const seen: string[] = [];
  session.notifications$.subscribe((n: RpcNotification) => seen.push(n.method));
  await firstValueFrom(session.request('initialize', { clientInfo: { name: 't' } }));
  await firstValueFrom(session.request('thread/start', {}));
  return { a, b, session, seen, up: ups.get(id) };
}

const turn = { threadId: 'th1', turn: { id: 'tu1' } };

it('a handover a request began: the drain ends, the failure is logged, the request is answered by the next node', async () => {
  const { a, b, session, seen, up } = await setUp('f1');
  up.push({ method: 'turn/started', params: turn });
  await until(() => seen.includes('turn/started'));
  const drained = a.relay.drain();
  await sleep(10); // past the drain's first look: the request finds the session idle
  const answered = echoOnTurnCompleted(session);
  up.push({ method: 'turn/completed', params: turn });
  await drained;
  expect(a.logs).toContainEqual(
    expect.objectContaining({ kind: 'storeError', transportId: 'f1', error: expect.any(Error) }),
  );
  expect(a.logs).toContainEqual(
    expect.objectContaining({ kind: 'sessionEnded', transportId: 'f1' }),
  );
  expect(await answered).toEqual({ after: 1 });
  expect(b.logs).toContainEqual(
    expect.objectContaining({ kind: 'sessionClaimed', transportId: 'f1' }),
  );
  expect(unhandled).toEqual([]);
});

it("a handover the drain's look began: the drain ends, the failure is logged, nothing unhandled", async () => {
  const { a, b, session } = await setUp('f2');
  await a.relay.drain();
  expect(a.logs).toContainEqual(
    expect.objectContaining({ kind: 'storeError', transportId: 'f2', error: expect.any(Error) }),
  );
  expect(a.relay.metrics.snapshot().storeErrors).toBe(1);
  expect(await firstValueFrom(session.request('echo', { ok: 2 }))).toEqual({ ok: 2 });
  expect(b.logs).toContainEqual(
    expect.objectContaining({ kind: 'sessionClaimed', transportId: 'f2' }),
  );
  expect(unhandled).toEqual([]);
});
