import { TestScheduler } from 'rxjs/testing';
import { defer, lastValueFrom } from 'rxjs';
import { overloadDelay, retryOnOverload } from '../../lib/rpc/retry-on-overload.js';
import { ErrorCodes, RpcResponseError } from '../../lib/rpc/errors.js';
import { Session } from '../../lib/rpc/session.js';
import { createInMemoryPair } from '../../lib/transport/in-memory.js';

const newScheduler = (): TestScheduler =>
  new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

const overloaded = new RpcResponseError(
  { code: ErrorCodes.ServerOverloaded, message: 'Server overloaded; retry later.' },
  { method: 'm', id: 1 },
);

describe('retryOnOverload', () => {
  it('retries -32001 with exponential backoff (no jitter) and gives up after maxRetries', () => {
    newScheduler().run(({ cold, expectObservable, expectSubscriptions }) => {
      const source = cold('-#', undefined, overloaded);
      const result = source.pipe(retryOnOverload({ baseMs: 10, maxMs: 1000, jitter: false }));
      // attempts at 0, 1+10, 12+20, 33+40; the last error surfaces at 74.
      expectObservable(result).toBe('74ms #', undefined, overloaded);
      expectSubscriptions(source.subscriptions).toBe(['^!', '11ms ^!', '32ms ^!', '73ms ^!']);
    });
  });

  it('bounds each delay by maxMs and applies injected jitter', () => {
    newScheduler().run(({ cold, expectObservable, expectSubscriptions }) => {
      const source = cold('#', undefined, overloaded);
      const result = source.pipe(
        retryOnOverload({ maxRetries: 4, baseMs: 40, maxMs: 100, random: () => 0 }),
      );
      // equal jitter with random()=0: half of min(100, 40 * 2^n) -> 20, 40, 50, 50
      expectObservable(result).toBe('160ms #', undefined, overloaded);
      expectSubscriptions(source.subscriptions).toBe([
        '(^!)',
        '20ms (^!)',
        '60ms (^!)',
        '110ms (^!)',
        '160ms (^!)',
      ]);
    });
  });

  it('passes other errors through at once and values untouched', () => {
    newScheduler().run(({ cold, expectObservable, expectSubscriptions }) => {
      const other = new RpcResponseError({ code: -32600, message: 'bad' }, { method: 'm', id: 1 });
      const failing = cold('--#', undefined, other);
      expectObservable(failing.pipe(retryOnOverload({ jitter: false }))).toBe(
        '--#',
        undefined,
        other,
      );
      expectSubscriptions(failing.subscriptions).toBe('^-!');
      const plain = cold('-a|');
      expectObservable(plain.pipe(retryOnOverload())).toBe('-a|');
      const boom = cold('#', undefined, new Error('boom'));
      expectObservable(boom.pipe(retryOnOverload())).toBe('#', undefined, new Error('boom'));
    });
  });

  it('re-sends a Session request with a new id until the server accepts it', () => {
    const scheduler = newScheduler();
    scheduler.run(({ expectObservable }) => {
      const [client, server] = createInMemoryPair();
      const seen: number[] = [];
      server.incoming$.subscribe((m) => {
        const { id } = JSON.parse(m) as { id: number };
        seen.push(id);
        server.send(
          id < 3
            ? JSON.stringify({
                id,
                error: { code: -32001, message: 'Server overloaded; retry later.' },
              })
            : JSON.stringify({ id, result: 'done' }),
        );
      });
      const session = new Session(client, { scheduler });
      const result = defer(() => session.request('thread/list', {})).pipe(
        retryOnOverload({ baseMs: 100, jitter: false, scheduler }),
      );
      expectObservable(result).toBe('300ms (r|)', { r: 'done' });
      scheduler.flush();
      expect(seen).toEqual([1, 2, 3]);
    });
  });

  it('computes delays: doubling, capped, jitter between half and all', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => overloadDelay(n, { jitter: false }))).toEqual([
      100, 200, 400, 800, 1600, 2000,
    ]);
    expect(overloadDelay(2, { random: () => 0 })).toBe(100);
    expect(overloadDelay(2, { random: () => 0.999999 })).toBeCloseTo(200, 2);
  });

  it('uses real timers by default', async () => {
    let calls = 0;
    const source = defer(async () => {
      calls += 1;
      if (calls < 3) throw overloaded;
      return 'ok';
    });
    await expect(
      lastValueFrom(source.pipe(retryOnOverload({ baseMs: 1, maxMs: 2 }))),
    ).resolves.toBe('ok');
    expect(calls).toBe(3);
  });
});
