/**
 * The relay and its transport with a fake upstream: attach fresh, reattach
 * after a drop with every message exactly once, answers and requests the
 * relay never got re-sent, the log bound as a replay gap, acknowledgements
 * trimming the log, the terminal close.
 */
import { firstValueFrom } from 'rxjs';
import { Session } from '../../lib/rpc/session.js';
import type { RpcNotification, RpcRequest } from '../../lib/rpc/messages.js';
import type { AttachResult } from '../../lib/transport/resumable.js';
import WebSocket from 'ws';
import { RelaySessionError, type RelaySessionErrorCode } from '../../lib/transport/relay.js';
import { wsSocketFactory } from '../../lib/transport/node-websocket.js';
import type { WebSocketCtorLike, WebSocketFactory } from '../../lib/transport/websocket-like.js';
import {
  fakeUpstreams,
  relayTransport,
  sleep,
  startRelay,
  until,
  type TestRelay,
} from './support.js';
import { STORE_KINDS, useRelayStores } from '../e2e/support/relay-stores.js';

const stores = useRelayStores();

describe('relay + relay transport (fake upstream)', () => {
  let t: TestRelay | null = null;
  afterEach(async () => {
    await t?.relay.close();
    t = null;
  });

  it('attaches fresh, forwards requests, and reattaches after a drop delivering each message once', async () => {
    const ups = fakeUpstreams();
    t = await startRelay({ upstream: ups.factory });
    const transport = relayTransport(t.relay, 'a1');
    const attaches: AttachResult[] = [];
    transport.attach$.subscribe((a) => attaches.push(a));
    const session = new Session(transport);
    const seen: number[] = [];
    session.notifications$.subscribe((n: RpcNotification) =>
      seen.push((n.params as { n: number }).n),
    );
    expect(await firstValueFrom(session.request('echo', { x: 1 }))).toEqual({ x: 1 });
    expect(attaches[0]?.kind).toBe('fresh');
    const up = ups.get('a1');
    for (let n = 1; n <= 5; n++) up.push({ method: 'tick', params: { n } });
    await until(() => seen.length === 5);
    t.relay.disconnectClient('a1');
    // While away: more messages, and a request whose response arrives meanwhile.
    for (let n = 6; n <= 10; n++) up.push({ method: 'tick', params: { n } });
    await until(() => attaches.length === 2);
    await until(() => seen.length === 10);
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(attaches[1]).toMatchObject({ kind: 'reattached', reconnect: true, nextRequestId: 2 });
    expect(await firstValueFrom(session.request('echo', { x: 2 }))).toEqual({ x: 2 });
    expect(ups.count()).toBe(1);
    session.close();
  });

  it('a request whose response arrives while detached resolves after the reattach', async () => {
    const ups = fakeUpstreams();
    t = await startRelay({ upstream: ups.factory });
    const transport = relayTransport(t.relay, 'a2', { reconnect: { attempts: 3, baseMs: 200 } });
    const session = new Session(transport);
    await firstValueFrom(session.request('echo', {}));
    const up = ups.get('a2');
    // 'slow' is not answered by the fake: answer it ourselves while the client is away.
    const pending = firstValueFrom(session.request('slow', {}));
    await until(() => up.received.some((m) => m.method === 'slow'));
    t.relay.disconnectClient('a2');
    const id = up.received.find((m) => m.method === 'slow')?.id;
    up.push({ id, result: { late: true } });
    expect(await pending).toEqual({ late: true });
    session.close();
  });

  it('a server request answered while detached is re-sent once; an unanswered one is not re-delivered to the same session', async () => {
    const ups = fakeUpstreams();
    t = await startRelay({ upstream: ups.factory });
    const transport = relayTransport(t.relay, 'a3', { reconnect: { attempts: 3, baseMs: 50 } });
    const session = new Session(transport);
    const requests: RpcRequest[] = [];
    session.serverRequests$.subscribe((r) => requests.push(r));
    await firstValueFrom(session.request('echo', {}));
    const up = ups.get('a3');
    up.push({ id: 0, method: 'item/commandExecution/requestApproval', params: { threadId: 't' } });
    up.push({ id: 1, method: 'item/commandExecution/requestApproval', params: { threadId: 't' } });
    await until(() => requests.length === 2);
    t.relay.disconnectClient('a3');
    session.respond(0, { decision: 'accept' }); // written while detached: held, then sent once
    await until(() => up.received.filter((m) => m.id === 0 && 'result' in m).length === 1);
    await sleep(100);
    expect(requests.map((r) => r.id)).toEqual([0, 1]);
    session.respond(1, { decision: 'decline' });
    await until(() => up.received.some((m) => m.id === 1 && 'result' in m));
    expect(up.received.filter((m) => 'result' in m).map((m) => m.id)).toEqual([0, 1]);
    expect(t.relay.sessions()[0]?.unresolved).toBe(0);
    session.close();
  });

  it('a second transport adopting the session gets the unresolved requests and the initialize result', async () => {
    const ups = fakeUpstreams();
    t = await startRelay({ upstream: ups.factory });
    const first = relayTransport(t.relay, 'a4', {
      endOnClose: false,
      secret: 'secret-of-a4-0123456789',
    });
    const s1 = new Session(first);
    s1.serverRequests$.subscribe(() => undefined); // seen, left unanswered
    await firstValueFrom(s1.request('initialize', { clientInfo: { name: 'x', version: '1' } }));
    s1.notify('initialized');
    ups.get('a4').push({ id: 7, method: 'item/tool/requestUserInput', params: { threadId: 't' } });
    await sleep(50);
    s1.close(); // detaches only
    const second = relayTransport(t.relay, 'a4', { secret: 'secret-of-a4-0123456789' });
    const s2 = new Session(second);
    const requests: RpcRequest[] = [];
    s2.serverRequests$.subscribe((r) => requests.push(r));
    s2.connect();
    const attach = await firstValueFrom(second.attach$);
    expect(attach).toMatchObject({
      kind: 'reattached',
      reconnect: false,
      initializeResult: { userAgent: 'fake/1.0' },
      nextRequestId: 2,
      unresolvedServerRequests: [7],
    });
    await until(() => requests.length === 1);
    expect(requests[0]?.id).toBe(7);
    // A repeated initialize is answered by the relay from its cache, not forwarded.
    expect(await firstValueFrom(s2.request('initialize', {}))).toEqual({ userAgent: 'fake/1.0' });
    expect(ups.get('a4').received.filter((m) => m.method === 'initialize')).toHaveLength(1);
    s2.close();
  });

  it('a wrong secret is refused (4403) and the session is untouched', async () => {
    const ups = fakeUpstreams();
    t = await startRelay({ upstream: ups.factory });
    const owner = new Session(relayTransport(t.relay, 'a5', { secret: 'the-right-secret-0123' }));
    await firstValueFrom(owner.request('echo', {}));
    const intruder = new Session(
      relayTransport(t.relay, 'a5', { secret: 'the-wrong-secret-0123' }),
    );
    intruder.connect();
    const closed = await firstValueFrom(intruder.closed$);
    expect(closed).toBeInstanceOf(RelaySessionError);
    expect((closed as RelaySessionError).code).toBe('secret_mismatch');
    expect(closed.reason.closeCode).toBe(4403);
    expect(await firstValueFrom(owner.request('echo', { still: 'fine' }))).toEqual({
      still: 'fine',
    });
    owner.close();
  });

  it('the log bound overflowing while detached is reported as a replay gap', async () => {
    const ups = fakeUpstreams();
    t = await startRelay({ upstream: ups.factory, maxMessages: 4 });
    const transport = relayTransport(t.relay, 'a6', { reconnect: { attempts: 5, baseMs: 300 } });
    const attaches: AttachResult[] = [];
    transport.attach$.subscribe((a) => attaches.push(a));
    const session = new Session(transport);
    const seen: number[] = [];
    session.notifications$.subscribe((n) => seen.push((n.params as { n: number }).n));
    await firstValueFrom(session.request('echo', {}));
    t.relay.disconnectClient('a6');
    await until(() => !t!.relay.sessions()[0]?.attached);
    const up = ups.get('a6');
    for (let n = 1; n <= 10; n++) up.push({ method: 'tick', params: { n } });
    await until(() => attaches.length === 2);
    await until(() => seen.length === 4);
    expect(seen).toEqual([7, 8, 9, 10]);
    expect(attaches[1]).toMatchObject({ kind: 'reattached', gap: { from: 2, to: 7 } });
    session.close();
  });

  it('acknowledgements trim the log; the terminal close is delivered and the session ends', async () => {
    const ups = fakeUpstreams();
    t = await startRelay({ upstream: ups.factory });
    const transport = relayTransport(t.relay, 'a7', { ackEvery: 1 });
    const session = new Session(transport);
    await firstValueFrom(session.request('echo', {}));
    await until(() => transport.watermark === 1);
    const store = t.relay.store;
    let count = -1;
    await until(() => {
      void store.stats('a7').then((st) => (count = st.count));
      return count === 0;
    });
    ups.get('a7').end.close({ message: 'app-server crashed', exitCode: 3 });
    const closed = await firstValueFrom(session.closed$);
    expect(closed.reason).toMatchObject({ exitCode: 3 });
    await until(() => t!.relay.sessions().length === 0);
  });

  it('a relay that is gone: the transport gives up with connection_lost after its attempts', async () => {
    const ups = fakeUpstreams();
    t = await startRelay({ upstream: ups.factory });
    const transport = relayTransport(t.relay, 'a8', { reconnect: { attempts: 2, baseMs: 20 } });
    const session = new Session(transport);
    await firstValueFrom(session.request('echo', {}));
    await t.relay.close();
    t = null;
    const closed = await firstValueFrom(session.closed$);
    expect(closed).toBeInstanceOf(RelaySessionError);
    expect((closed as RelaySessionError).code).toBe('connection_lost');
  });

  describe('a refused handshake is a typed error at once, without a reconnect attempt', () => {
    const withOrigin =
      (origin: string): WebSocketFactory =>
      (url, init) =>
        wsSocketFactory(url, { ...init, headers: { ...init.headers, Origin: origin } });
    // ws's class as a browser's WebSocket: no headers, the token as the bearer.<token> subprotocol
    const BrowserLike = WebSocket as unknown as WebSocketCtorLike;
    it.each<[string, Partial<Parameters<typeof relayTransport>[2]>, RelaySessionErrorCode, number]>(
      [
        ['a wrong token (header)', { token: 'not-the-token-0123456789' }, 'unauthorized', 4401],
        [
          'a wrong token (subprotocol, as browsers send it)',
          {
            token: 'not-the-token-0123456789',
            createSocket: undefined,
            WebSocketCtor: BrowserLike,
          },
          'unauthorized',
          4401,
        ],
        [
          'an origin not allowed',
          { createSocket: withOrigin('https://evil.example') },
          'origin_not_allowed',
          4406,
        ],
      ],
    )('%s', async (_case, options, code, closeCode) => {
      t = await startRelay({ upstream: fakeUpstreams().factory });
      const session = new Session(
        relayTransport(t.relay, 'r1', { reconnect: { attempts: 8, baseMs: 20 }, ...options }),
      );
      session.connect();
      const closed = await firstValueFrom(session.closed$);
      expect(closed).toBeInstanceOf(RelaySessionError);
      expect((closed as RelaySessionError).code).toBe(code);
      expect(closed.reason.closeCode).toBe(closeCode);
      // one connection attempt, refused once: no reconnect
      expect(t.logs.filter((e) => e.kind === 'rejected')).toHaveLength(1);
      expect(t.relay.sessions()).toEqual([]);
    });

    it('too many sessions: too_many_sessions, one attempt', async () => {
      const ups = fakeUpstreams();
      t = await startRelay({ upstream: ups.factory, maxSessions: 1 });
      const first = new Session(relayTransport(t.relay, 'm1'));
      await firstValueFrom(first.request('echo', {}));
      const second = new Session(relayTransport(t.relay, 'm2', { reconnect: { attempts: 8 } }));
      second.connect();
      const closed = await firstValueFrom(second.closed$);
      expect((closed as RelaySessionError).code).toBe('too_many_sessions');
      expect(t.logs.filter((e) => e.kind === 'closedClient' && e.code === 4429)).toHaveLength(1);
      first.close();
    });
  });

  describe.each(STORE_KINDS.filter((k) => k !== 'redis-cluster'))(
    'an unresolved request comes with its item, whatever the log trimmed (%s store)',
    (kind) => {
      it('a client adopting the session gets the item as it stands, then the request', async () => {
        const ups = fakeUpstreams();
        t = await startRelay({
          upstream: ups.factory,
          ...(await stores.relayOptions(kind, { maxMessages: 3 })),
        });
        const secret = 'items-secret-0123456789';
        const first = relayTransport(t.relay, 'i1', { secret, endOnClose: false, ackEvery: 1 });
        const s1 = new Session(first);
        const firstSaw: string[] = [];
        s1.serverRequests$.subscribe((r) => firstSaw.push(r.method));
        await firstValueFrom(s1.request('echo', {}));
        const up = ups.get('i1');
        const item = { id: 'call_1', type: 'commandExecution', command: 'rm -rf build', cwd: '/w' };
        const where = { threadId: 'th', turnId: 'tu' };
        up.push({ method: 'item/started', params: { ...where, startedAtMs: 1, item } });
        up.push({
          method: 'item/commandExecution/outputDelta',
          params: { ...where, itemId: 'call_1', delta: 'so far' },
        });
        up.push({
          id: 0,
          method: 'item/commandExecution/requestApproval',
          params: { ...where, itemId: 'call_1', command: 'rm -rf build' },
        });
        // more than the log's bound, all acknowledged: item/started is trimmed for good
        for (let n = 1; n <= 6; n++) up.push({ method: 'tick', params: { n } });
        await until(() => first.watermark === 10);
        s1.close();
        await until(() => !t!.relay.sessions()[0]?.attached);

        const second = relayTransport(t.relay, 'i1', { secret });
        const seen: unknown[] = [];
        const reading = second.incoming$.subscribe((m) => seen.push(JSON.parse(m)));
        await until(() => seen.length >= 2);
        expect(seen.slice(0, 2)).toEqual([
          {
            method: 'item/started',
            params: { ...where, startedAtMs: 1, item: { ...item, aggregatedOutput: 'so far' } },
          },
          expect.objectContaining({ id: 0, method: 'item/commandExecution/requestApproval' }),
        ]);
        expect(firstSaw).toEqual(['item/commandExecution/requestApproval']);
        second.send(JSON.stringify({ id: 0, result: { decision: 'decline' } }));
        await until(() => t!.relay.sessions()[0]?.unresolved === 0);
        expect(up.received.filter((m) => m.id === 0 && 'result' in m)).toHaveLength(1);
        reading.unsubscribe();
      });
    },
  );
});
