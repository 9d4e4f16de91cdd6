/**
 * Session lifecycle at the relay (fake upstream): idle grace, ending on
 * close, the session limit, the browser path (token as a subprotocol), and a
 * slow client whose socket buffer grows past the bound.
 */
import { firstValueFrom } from 'rxjs';
import WebSocket from 'ws';
import { createMemorySessionStore } from '../../lib/relay/memory-store.js';
import type { RelayLogEvent } from '../../lib/relay/relay-log.js';
import { RelaySession } from '../../lib/relay/relay-session.js';
import { Session } from '../../lib/rpc/session.js';
import { createInMemoryPair } from '../../lib/transport/in-memory.js';
import { createRelayTransport, RelaySessionError } from '../../lib/transport/relay.js';
import type { WebSocketCtorLike } from '../../lib/transport/websocket-like.js';
import {
  TOKEN,
  fakeUpstreams,
  relayTransport,
  startRelay,
  until,
  type TestRelay,
} from './support.js';

describe('relay session lifecycle', () => {
  let t: TestRelay | null = null;
  afterEach(async () => {
    await t?.relay.close();
    t = null;
  });

  it('a detached session keeps its upstream for the idle grace, then ends it', async () => {
    const ups = fakeUpstreams();
    t = await startRelay({ upstream: ups.factory, idleGraceMs: 300 });
    const s = new Session(relayTransport(t.relay, 'idle', { endOnClose: false }));
    await firstValueFrom(s.request('echo', {}));
    await s.close();
    await until(() => t!.relay.sessions()[0]?.attached === false);
    expect(ups.get('idle').end.closed).toBe(false);
    await until(() => t!.relay.sessions().length === 0, 3000);
    expect(ups.get('idle').end.closed).toBe(true);
    expect(t.logs.some((e) => e.kind === 'sessionEnded' && e.why === 'idle grace expired')).toBe(
      true,
    );
  });

  it('closing a client ends its session at once by default (endOnClose)', async () => {
    const ups = fakeUpstreams();
    t = await startRelay({ upstream: ups.factory });
    const s = new Session(relayTransport(t.relay, 'ends'));
    await firstValueFrom(s.request('echo', {}));
    await s.close();
    await until(() => t!.relay.sessions().length === 0);
    expect(ups.get('ends').end.closed).toBe(true);
  });

  it('over maxSessions a new session is refused with 4429; existing ones are untouched', async () => {
    const ups = fakeUpstreams();
    t = await startRelay({ upstream: ups.factory, maxSessions: 1 });
    const first = new Session(relayTransport(t.relay, 'one'));
    await firstValueFrom(first.request('echo', {}));
    const second = new Session(relayTransport(t.relay, 'two'));
    second.connect();
    const error = await firstValueFrom(second.closed$);
    expect(error).toBeInstanceOf(RelaySessionError);
    expect((error as RelaySessionError).code).toBe('too_many_sessions');
    expect(await firstValueFrom(first.request('echo', { ok: 1 }))).toEqual({ ok: 1 });
    await first.close();
  });

  it('a browser-style WebSocket constructor: the token travels as a subprotocol', async () => {
    const ups = fakeUpstreams();
    t = await startRelay({ upstream: ups.factory });
    const transport = createRelayTransport(t.relay.url, {
      transportId: 'browser',
      token: TOKEN,
      WebSocketCtor: WebSocket as unknown as WebSocketCtorLike,
    });
    const s = new Session(transport);
    expect(await firstValueFrom(s.request('echo', { via: 'subprotocol' }))).toEqual({
      via: 'subprotocol',
    });
    await s.close();
  });
});

describe('RelaySession slow client (socket buffer over the bound)', () => {
  it('closes the client with 4008 and keeps the session for a reattach', async () => {
    const [relayEnd, serverEnd] = createInMemoryPair();
    serverEnd.incoming$.subscribe({ error: () => undefined });
    const store = createMemorySessionStore();
    const logs: RelayLogEvent[] = [];
    const session = new RelaySession({
      transportId: 'slow',
      generation: 'g1',
      upstream: relayEnd,
      store,
      log: (e) => logs.push(e),
      idleGraceMs: 60_000,
      maxBufferedBytes: 1000,
      onGone: () => undefined,
    });
    await store.create({
      transportId: 'slow',
      generation: 'g1',
      secretHash: 'h',
      initializeResult: null,
      unresolved: [],
      nextRequestId: 1,
      ackedThrough: 0,
      ended: false,
      createdAt: 0,
    });
    session.start();
    const closes: number[] = [];
    let buffered = 0;
    const conn = {
      send: (frame: string) => {
        buffered += frame.length; // never drained: the client does not read
      },
      close: (code: number) => closes.push(code),
      get bufferedAmount() {
        return buffered;
      },
    };
    await session.attach(conn, 0, true);
    for (let i = 0; i < 20; i++)
      serverEnd.send(JSON.stringify({ method: 'tick', params: { pad: 'x'.repeat(100) } }));
    expect(closes).toEqual([4008]);
    expect(session.isAttached).toBe(false);
    expect(session.hasEnded).toBe(false);
    expect((await store.stats('slow')).lastSeq).toBe(20);
    expect(logs.some((e) => e.kind === 'closedClient' && e.code === 4008)).toBe(true);
    session.finish('test over');
  });
});
