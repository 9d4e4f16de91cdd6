import { TestScheduler } from 'rxjs/testing';
import {
  NEVER,
  Observable,
  Subject,
  firstValueFrom,
  forkJoin,
  lastValueFrom,
  range,
  mergeMap,
  toArray,
} from 'rxjs';
import { DEFAULT_MAX_IN_FLIGHT, MAX_IN_FLIGHT, Session } from '../../lib/rpc/session.js';
import { RequestTimeoutError, TransportClosedError } from '../../lib/rpc/errors.js';
import { createInMemoryPair } from '../../lib/transport/in-memory.js';
import type { Transport } from '../../lib/transport/transport.js';
import { fakeTransport, ok } from './fake-transport.js';

const newScheduler = (): TestScheduler =>
  new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

const ids = (sent: string[]): number[] => sent.map((s) => (JSON.parse(s) as { id: number }).id);
const methods = (sent: string[]): string[] =>
  sent.map((s) => (JSON.parse(s) as { method: string }).method);

describe('Session maxInFlight', () => {
  it('sends at most maxInFlight requests; the rest go out in order as replies come in', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      // Replies by id: 2 at frame 3, 1 at 5, 3 at 7, 4 at 9.
      const incoming = hot<string>('---b-a-c-d', {
        a: ok(1, 'A'),
        b: ok(2, 'B'),
        c: ok(3, 'C'),
        d: ok(4, 'D'),
      });
      const { transport, sent } = fakeTransport(incoming);
      const session = new Session(transport, { scheduler, maxInFlight: 2 });
      expectObservable(session.request('one')).toBe('-----(A|)', { A: 'A' });
      expectObservable(session.request('two')).toBe('---(B|)', { B: 'B' });
      expectObservable(session.request('three')).toBe('-------(C|)', { C: 'C' });
      expectObservable(session.request('four')).toBe('---------(D|)', { D: 'D' });
      const seen: Array<[number, string[]]> = [];
      for (const t of [0, 4, 6]) scheduler.schedule(() => seen.push([t, methods(sent)]), t);
      scheduler.flush();
      expect(seen).toEqual([
        [0, ['one', 'two']],
        [4, ['one', 'two', 'three']],
        [6, ['one', 'two', 'three', 'four']],
      ]);
      // Ids are given when a request is sent, so the wire sees them in order.
      expect(ids(sent)).toEqual([1, 2, 3, 4]);
      expect(session.pendingCount).toBe(0);
      expect(session.queuedCount).toBe(0);
    });
  });

  it('runs a waiting request’s timeout from when it is sent, not while it waits', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const incoming = hot<string>('-------a', { a: ok(1, 'A') });
      const { transport } = fakeTransport(incoming);
      const session = new Session(transport, { scheduler, maxInFlight: 1 });
      expectObservable(session.request('first', undefined, { timeoutMs: 100 })).toBe(
        '-------(A|)',
        { A: 'A' },
      );
      // Waits 7 frames for the slot, then times out 5 frames after it is sent.
      expectObservable(session.request('second', undefined, { timeoutMs: 5 })).toBe(
        '------------#',
        undefined,
        new RequestTimeoutError('second', 2, 5),
      );
    });
  });

  it('a timed-out request frees its slot for the next waiting one', () => {
    const scheduler = newScheduler();
    scheduler.run(({ expectObservable }) => {
      const { transport, sent } = fakeTransport(NEVER);
      const session = new Session(transport, { scheduler, maxInFlight: 1 });
      expectObservable(session.request('a', undefined, { timeoutMs: 3 })).toBe(
        '---#',
        undefined,
        new RequestTimeoutError('a', 1, 3),
      );
      expectObservable(session.request('b', undefined, { timeoutMs: 3 })).toBe(
        '------#',
        undefined,
        new RequestTimeoutError('b', 2, 3),
      );
      scheduler.flush();
      expect(methods(sent)).toEqual(['a', 'b']);
    });
  });

  it('a waiting request that is unsubscribed is never sent; an in-flight one frees its slot', () => {
    const scheduler = newScheduler();
    scheduler.run(({ expectObservable }) => {
      const { transport, sent } = fakeTransport(NEVER);
      const session = new Session(transport, { scheduler, maxInFlight: 1 });
      expectObservable(session.request('a'), '^--!').toBe('');
      expectObservable(session.request('b'), '^-!').toBe('');
      expectObservable(session.request('c'), '^-----!').toBe('');
      const seen: Array<[number, string[], number]> = [];
      for (const t of [0, 2, 3])
        scheduler.schedule(() => seen.push([t, methods(sent), session.queuedCount]), t);
      scheduler.flush();
      expect(seen).toEqual([
        [0, ['a'], 2],
        [2, ['a'], 1],
        [3, ['a', 'c'], 0],
      ]);
      expect(ids(sent)).toEqual([1, 2]);
    });
  });

  it('closing errors waiting requests as well as pending ones', async () => {
    const { transport, sent } = fakeTransport(NEVER);
    const session = new Session(transport, { maxInFlight: 1 });
    const a = firstValueFrom(session.request('a')).catch((e: unknown) => e);
    const b = firstValueFrom(session.request('b')).catch((e: unknown) => e);
    expect(session.queuedCount).toBe(1);
    await session.close({ message: 'bye' });
    expect(await a).toBeInstanceOf(TransportClosedError);
    expect(await b).toBeInstanceOf(TransportClosedError);
    expect(methods(sent)).toEqual(['a']);
    expect(session.queuedCount).toBe(0);
  });

  it('drains 10,000 waiting requests through a peer that answers inside send, without recursion', async () => {
    const [clientEnd, serverEnd] = createInMemoryPair();
    serverEnd.incoming$.subscribe((m) => {
      const { id } = JSON.parse(m) as { id: number };
      serverEnd.send(ok(id, id));
    });
    const session = new Session(clientEnd, { maxInFlight: 1 });
    session.connect();
    const results = await lastValueFrom(
      range(0, 10_000).pipe(
        mergeMap(() => session.request('echo')),
        toArray(),
      ),
    );
    expect(results).toHaveLength(10_000);
    expect(results.slice(0, 3)).toEqual([1, 2, 3]);
  });

  it('defaults to DEFAULT_MAX_IN_FLIGHT and accepts Infinity', () => {
    expect(DEFAULT_MAX_IN_FLIGHT).toBe(64);
    const { transport, sent } = fakeTransport(NEVER);
    const session = new Session(transport);
    const subs = Array.from({ length: 70 }, () =>
      session.request('x').subscribe({ error: () => undefined }),
    );
    expect(sent).toHaveLength(64);
    expect(session.queuedCount).toBe(6);
    subs.forEach((s) => s.unsubscribe());
    const open = new Session(fakeTransport(NEVER).transport, { maxInFlight: Infinity });
    const many = forkJoin(Array.from({ length: 200 }, () => open.request('x')));
    const sub = many.subscribe({ error: () => undefined });
    expect(open.pendingCount).toBe(200);
    sub.unsubscribe();
  });

  it.each([1000, Infinity])(
    'takes maxInFlight %p as MAX_IN_FLIGHT (256): routing meets one filter per request on the wire',
    (n) => {
      expect(MAX_IN_FLIGHT).toBe(256);
      const { transport, sent } = fakeTransport(NEVER);
      const session = new Session(transport, { maxInFlight: n });
      const subs = Array.from({ length: 300 }, () => session.request('x').subscribe());
      expect([sent.length, session.pendingCount, session.queuedCount]).toEqual([256, 256, 44]);
      subs.forEach((s) => s.unsubscribe());
      expect([session.pendingCount, session.queuedCount]).toEqual([0, 0]);
    },
  );

  it.each([0, -1, 1.5, Number.NaN])('refuses maxInFlight %p with a RangeError', (n) => {
    expect(() => new Session(fakeTransport(NEVER).transport, { maxInFlight: n })).toThrow(
      RangeError,
    );
  });
});

describe('Session.close() is awaitable', () => {
  const releasable = (): {
    transport: Transport;
    release: () => void;
    unsubscribed: () => boolean;
  } => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let gone = false;
    const incoming = new Subject<string>();
    return {
      transport: {
        framing: 'messages',
        incoming$: new Observable<string>((s) => {
          const sub = incoming.subscribe(s);
          return () => {
            gone = true;
            sub.unsubscribe();
          };
        }),
        send: () => undefined,
        released: () => released,
      },
      release,
      unsubscribed: () => gone,
    };
  };

  it('resolves only once the transport reports it is released, and every call shares it', async () => {
    const { transport, release, unsubscribed } = releasable();
    const session = new Session(transport);
    session.connect();
    let done = 0;
    const first = session.close().then(() => done++);
    const second = session.close().then(() => done++);
    expect(unsubscribed()).toBe(true);
    expect(session.isClosed).toBe(true);
    await new Promise((r) => setTimeout(r, 20));
    expect(done).toBe(0);
    release();
    await Promise.all([first, second]);
    expect(done).toBe(2);
  });

  it('never rejects, even when the transport’s release fails', async () => {
    const transport: Transport = {
      framing: 'messages',
      incoming$: NEVER,
      send: () => undefined,
      released: () => Promise.reject(new Error('boom')),
    };
    await expect(new Session(transport).close()).resolves.toBeUndefined();
  });

  it('resolves at once for a transport without released()', async () => {
    const { transport } = fakeTransport(NEVER);
    await expect(new Session(transport).close()).resolves.toBeUndefined();
  });
});
