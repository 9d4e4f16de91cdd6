import type { Subscription } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { TransportClosedError, TransportOpenError } from '../../lib/rpc/errors';
import { HandshakeRejectedError } from '../../lib/transport/handshake-retry';
import { createWebSocketTransport, isLoopbackUrl } from '../../lib/transport/websocket';
import type { WebSocketCtorLike } from '../../lib/transport/websocket-like';
import { FakeSocket, fakeFactory } from './fake-websocket';

function testScheduler(): TestScheduler {
  return new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
}

describe('createWebSocketTransport', () => {
  const subs: Subscription[] = [];
  const keep = (s: Subscription): Subscription => (subs.push(s), s);
  afterEach(() => subs.splice(0).forEach((s) => s.unsubscribe()));

  describe('sending and receiving', () => {
    it('holds messages sent before open and writes them in order once open', () => {
      const { factory, sockets } = fakeFactory();
      const t = createWebSocketTransport({
        url: 'ws://127.0.0.1:1',
        createSocket: factory,
        pingIntervalMs: 0,
      });
      expect(t.framing).toBe('messages');
      t.send('a');
      t.send('b');
      const seen: string[] = [];
      const sub = keep(t.incoming$.subscribe((m) => seen.push(m)));
      t.send('c');
      const socket = sockets[0] as FakeSocket;
      expect(socket.sent).toEqual([]);
      socket.open();
      expect(socket.sent).toEqual(['a', 'b', 'c']);
      t.send('d');
      expect(socket.sent).toEqual(['a', 'b', 'c', 'd']);
      socket.message('{"id":1}');
      socket.message(new TextEncoder().encode('{"id":2}'));
      expect(seen).toEqual(['{"id":1}', '{"id":2}']);
      sub.unsubscribe();
      expect(socket.closedWith).toEqual({ code: 1000, reason: undefined });
    });

    it('completes on close code 1000 and then refuses sends', () => {
      const { factory, sockets } = fakeFactory();
      const t = createWebSocketTransport({
        url: 'ws://localhost:1',
        createSocket: factory,
        pingIntervalMs: 0,
      });
      const events: string[] = [];
      keep(
        t.incoming$.subscribe({
          complete: () => events.push('complete'),
          error: () => events.push('error'),
        }),
      );
      sockets[0]?.open();
      sockets[0]?.closeFromServer(1000, 'bye');
      expect(events).toEqual(['complete']);
      expect(() => t.send('x')).toThrow(TransportClosedError);
    });

    it('errors with the close code and reason on any other close', () => {
      const { factory, sockets } = fakeFactory();
      const t = createWebSocketTransport({
        url: 'ws://localhost:1',
        createSocket: factory,
        pingIntervalMs: 0,
      });
      let error: unknown;
      keep(t.incoming$.subscribe({ error: (e: unknown) => (error = e) }));
      sockets[0]?.open();
      sockets[0]?.closeFromServer(1011, 'internal error');
      expect(error).toBeInstanceOf(TransportClosedError);
      expect((error as TransportClosedError).reason).toMatchObject({
        closeCode: 1011,
        closeReason: 'internal error',
      });
      expect(() => t.send('x')).toThrow(TransportClosedError);
    });

    it('reports a connection failure before open as TransportOpenError', () => {
      const { factory, sockets } = fakeFactory();
      const t = createWebSocketTransport({
        url: 'ws://127.0.0.1:1',
        createSocket: factory,
        pingIntervalMs: 0,
      });
      let error: unknown;
      keep(t.incoming$.subscribe({ error: (e: unknown) => (error = e) }));
      sockets[0]?.fail(new Error('connect ECONNREFUSED 127.0.0.1:1'));
      expect(error).toBeInstanceOf(TransportOpenError);
      expect((error as Error).message).toMatch(/ECONNREFUSED/);
    });

    it('refuses a second concurrent subscription', () => {
      const { factory } = fakeFactory();
      const t = createWebSocketTransport({
        url: 'ws://127.0.0.1:1',
        createSocket: factory,
        pingIntervalMs: 0,
      });
      keep(t.incoming$.subscribe());
      let error: unknown;
      keep(t.incoming$.subscribe({ error: (e: unknown) => (error = e) }));
      expect(error).toBeInstanceOf(TransportOpenError);
    });

    it('uses a browser-style constructor when no factory is given', () => {
      const made: FakeSocket[] = [];
      const Ctor = class extends FakeSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, { protocols, headers: {} });
          made.push(this);
        }
      } as unknown as WebSocketCtorLike;
      const t = createWebSocketTransport({
        url: 'wss://example.com/ws',
        WebSocketCtor: Ctor,
        protocols: 'p1',
      });
      keep(t.incoming$.subscribe());
      expect(made).toHaveLength(1);
      expect(made[0]?.init.protocols).toBe('p1');
    });

    it('accepts the DOM WebSocket constructor type', () => {
      // Type-level: compiles only if the browser WebSocket fits the structural type.
      const accept = (ctor: WebSocketCtorLike): WebSocketCtorLike => ctor;
      if (typeof WebSocket !== 'undefined') expect(accept(WebSocket)).toBe(WebSocket);
    });
  });

  describe('bearer token', () => {
    const subscribeError = (t: ReturnType<typeof createWebSocketTransport>): unknown => {
      let error: unknown;
      keep(t.incoming$.subscribe({ error: (e: unknown) => (error = e) }));
      return error;
    };

    it('sends Authorization: Bearer and never an Origin header', () => {
      const { factory, sockets } = fakeFactory();
      const t = createWebSocketTransport({
        url: 'ws://127.0.0.1:9',
        token: 's3cret',
        headers: { Origin: 'http://evil', 'X-Extra': '1' },
        createSocket: factory,
      });
      expect(subscribeError(t)).toBeUndefined();
      expect(sockets[0]?.init.headers).toEqual({ Authorization: 'Bearer s3cret', 'X-Extra': '1' });
    });

    it.each(['ws://10.0.0.5:4500', 'ws://example.com/', 'ws://127.example.com/'])(
      'refuses a token over plain %s',
      (url) => {
        const { factory, sockets } = fakeFactory();
        const error = subscribeError(
          createWebSocketTransport({ url, token: 't', createSocket: factory }),
        );
        expect(error).toBeInstanceOf(TransportOpenError);
        expect((error as Error).message).toMatch(
          /refusing to send a bearer token over plain ws:\/\//,
        );
        expect(sockets).toHaveLength(0);
      },
    );

    it.each([
      'ws://127.0.0.1:1',
      'ws://localhost:1',
      'ws://[::1]:1',
      'wss://example.com/',
      'ws+unix:///tmp/s.sock:/',
    ])('allows a token to %s', (url) => {
      const { factory, sockets } = fakeFactory();
      expect(
        subscribeError(createWebSocketTransport({ url, token: 't', createSocket: factory })),
      ).toBeUndefined();
      expect(sockets).toHaveLength(1);
    });

    it('allows an insecure token when asked to', () => {
      const { factory, sockets } = fakeFactory();
      const t = createWebSocketTransport({
        url: 'ws://10.0.0.5/',
        token: 't',
        allowInsecureToken: true,
        createSocket: factory,
      });
      expect(subscribeError(t)).toBeUndefined();
      expect(sockets).toHaveLength(1);
    });

    it('fails clearly when the socket cannot send headers (browser WebSocket)', () => {
      const Ctor = FakeSocket as unknown as WebSocketCtorLike;
      const error = subscribeError(
        createWebSocketTransport({ url: 'wss://example.com/', token: 't', WebSocketCtor: Ctor }),
      );
      expect(error).toBeInstanceOf(TransportOpenError);
      expect((error as Error).message).toMatch(/cannot/);
    });

    it('knows loopback hosts', () => {
      expect(isLoopbackUrl(new URL('ws://127.1.2.3:5/'))).toBe(true);
      expect(isLoopbackUrl(new URL('ws://LOCALHOST/'))).toBe(true);
      expect(isLoopbackUrl(new URL('ws://128.0.0.1/'))).toBe(false);
    });
  });

  describe('handshake retry (virtual time)', () => {
    it('retries 503 twice with exponential backoff, then connects', () => {
      const scheduler = testScheduler();
      scheduler.run(({ expectObservable }) => {
        const { factory, createdAt } = fakeFactory({
          scheduler,
          script: (socket, attempt) => {
            if (attempt < 3) socket.reject(503);
            else {
              socket.open();
              socket.message('hello');
            }
          },
        });
        const t = createWebSocketTransport({
          url: 'ws://127.0.0.1:1',
          createSocket: factory,
          scheduler,
          pingIntervalMs: 0,
        });
        // attempt 1 at 0 (503 at 1) -> 250 ms -> attempt 2 at 251 (503 at 252) -> 500 ms -> attempt 3 at 752
        expectObservable(t.incoming$, '^ 1s !').toBe('753ms a', { a: 'hello' });
        scheduler.flush();
        expect(createdAt).toEqual([0, 251, 752]);
      });
    });

    it('honours Retry-After (seconds)', () => {
      const scheduler = testScheduler();
      scheduler.run(({ expectObservable }) => {
        const { factory, createdAt } = fakeFactory({
          scheduler,
          script: (socket, attempt) =>
            attempt === 1 ? socket.reject(429, { 'retry-after': '2' }) : socket.open(),
        });
        const t = createWebSocketTransport({
          url: 'ws://127.0.0.1:1',
          createSocket: factory,
          scheduler,
          pingIntervalMs: 0,
        });
        expectObservable(t.incoming$, '^ 3s !').toBe('');
        scheduler.flush();
        expect(createdAt).toEqual([0, 2001]);
      });
    });

    it('gives up after the retries with the last status and the attempt count', () => {
      const scheduler = testScheduler();
      scheduler.run(({ expectObservable }) => {
        const { factory } = fakeFactory({
          scheduler,
          script: (socket) => socket.reject(503, {}, 'busy'),
        });
        const t = createWebSocketTransport({
          url: 'ws://127.0.0.1:1',
          createSocket: factory,
          scheduler,
          retries: 2,
        });
        const error = new HandshakeRejectedError('ws://127.0.0.1:1', 503, undefined, 'busy', 3);
        expectObservable(t.incoming$).toBe('753ms #', undefined, error);
      });
    });

    it('does not retry other statuses (401 -> typed error at once)', () => {
      const scheduler = testScheduler();
      scheduler.run(({ expectObservable }) => {
        const { factory, sockets } = fakeFactory({
          scheduler,
          script: (socket) => socket.reject(401, {}, 'invalid websocket bearer token'),
        });
        const t = createWebSocketTransport({
          url: 'ws://127.0.0.1:1',
          token: 'x',
          createSocket: factory,
          scheduler,
        });
        const error = new HandshakeRejectedError(
          'ws://127.0.0.1:1',
          401,
          undefined,
          'invalid websocket bearer token',
        );
        expectObservable(t.incoming$).toBe('1ms #', undefined, error);
        scheduler.flush();
        expect(sockets).toHaveLength(1);
        expect(sockets[0]?.terminated).toBe(true);
        expect(error.details.status).toBe(401);
      });
    });

    it('times out a handshake that never completes', () => {
      const scheduler = testScheduler();
      scheduler.run(({ expectObservable }) => {
        const { factory } = fakeFactory({ scheduler, script: () => undefined });
        const t = createWebSocketTransport({
          url: 'ws://127.0.0.1:1',
          createSocket: factory,
          scheduler,
        });
        expectObservable(t.incoming$).toBe(
          '5000ms #',
          undefined,
          new TransportOpenError(
            'WebSocket handshake with ws://127.0.0.1:1 timed out after 5000 ms',
          ),
        );
      });
    });

    it('keeps messages sent during retries for the socket that opens', () => {
      const scheduler = testScheduler();
      scheduler.run(() => {
        const { factory, sockets } = fakeFactory({
          scheduler,
          script: (socket, attempt) => (attempt === 1 ? socket.reject(503) : socket.open()),
        });
        const t = createWebSocketTransport({
          url: 'ws://127.0.0.1:1',
          createSocket: factory,
          scheduler,
          pingIntervalMs: 0,
        });
        t.send('first');
        t.incoming$.subscribe();
        scheduler.schedule(() => t.send('second'), 100);
        scheduler.flush();
        expect(sockets[0]?.sent).toEqual([]);
        expect(sockets[1]?.sent).toEqual(['first', 'second']);
      });
    });
  });

  describe('keepalive', () => {
    /**
     * Runs one keepalive script: a socket that opens at once and answers one
     * ping with a pong at `pongAt`; `incoming$` fails as `marble` says with the
     * keepalive timeout after `pongTimeoutMs` (the interval by default).
     */
    const keepalive = (options: {
      pingIntervalMs: number;
      pongTimeoutMs?: number;
      pongAt: number;
      marble: string;
    }) => {
      const scheduler = testScheduler();
      let sockets: ReturnType<typeof fakeFactory>['sockets'] = [];
      scheduler.run(({ expectObservable }) => {
        const fake = fakeFactory({ scheduler, delay: 0, script: (s) => s.open() });
        sockets = fake.sockets;
        const t = createWebSocketTransport({
          url: 'ws://127.0.0.1:1',
          createSocket: fake.factory,
          scheduler,
          pingIntervalMs: options.pingIntervalMs,
          ...(options.pongTimeoutMs !== undefined ? { pongTimeoutMs: options.pongTimeoutMs } : {}),
        });
        scheduler.schedule(() => sockets[0]?.emit('pong'), options.pongAt);
        const error = new TransportClosedError({
          message: `no pong from ws://127.0.0.1:1 within ${options.pongTimeoutMs ?? options.pingIntervalMs} ms`,
          closeCode: 1006,
          closeReason: 'keepalive timeout',
        });
        expectObservable(t.incoming$).toBe(options.marble, undefined, error);
        scheduler.flush();
      });
      return sockets[0];
    };

    it('pings on the interval and fails when no pong comes back', () => {
      // pings at 1000 (pong at 1500), 2000 (no pong) -> fails at 3000
      const socket = keepalive({ pingIntervalMs: 1000, pongAt: 1500, marble: '3000ms #' });
      expect(socket?.pings).toBe(2);
      expect(socket?.terminated).toBe(true);
    });

    it('a pongTimeoutMs longer than the interval: one ping waits at a time, the deadline counts from it', () => {
      // A slow pong (2400 ms after its ping at 1000) still counts: ping at 1000
      // (answered at 3400: no ping at 2000 or 3000 meanwhile), ping at 4000,
      // never answered -> fails at 6500
      const socket = keepalive({
        pingIntervalMs: 1000,
        pongTimeoutMs: 2500,
        pongAt: 3400,
        marble: '6500ms #',
      });
      expect(socket?.pings).toBe(2);
    });
  });
});
