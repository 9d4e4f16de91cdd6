import { describe, expect, it } from '@jest/globals';
import { catchError, map, of } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { createClient, retryOnOverload } from 'codex-rx';
import { FakeAppServer } from 'codex-rx/testing/browser';

describe('timeouts and retries in virtual time', () => {
  const newScheduler = (): TestScheduler =>
    new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

  it('a request codex never answers fails with RequestTimeoutError after requestTimeoutMs', () => {
    const scheduler = newScheduler();
    scheduler.run(({ expectObservable }) => {
      const fake = new FakeAppServer({ scheduler }).expectHandshake();
      fake.expectRequest('model/list', { reply: { noReply: true } });
      // the client's timers run on the scheduler it is given: 30 s pass in no time
      const client = createClient(fake.transport, { scheduler, requestTimeoutMs: 30_000 });
      client.initialize().subscribe();
      const outcome$ = client.request('model/list', {}).pipe(
        map(() => 'answered'),
        catchError((error: Error) => of(error.name)),
      );
      expectObservable(outcome$).toBe('30s (a|)', { a: 'RequestTimeoutError' });
    });
  });

  it('"server overloaded" is retried with exponential backoff, then succeeds', () => {
    const scheduler = newScheduler();
    scheduler.run(({ expectObservable }) => {
      const fake = new FakeAppServer({ scheduler }).expectHandshake();
      const overloaded = { error: { code: -32001, message: 'Server overloaded; retry later.' } };
      fake.expectRequest('thread/list', { reply: overloaded });
      fake.expectRequest('thread/list', { reply: overloaded });
      fake.expectRequest('thread/list', { reply: { result: { data: [], nextCursor: null } } });
      const client = createClient(fake.transport, { scheduler });
      client.initialize().subscribe();
      const threads$ = client
        .request('thread/list', {})
        .pipe(retryOnOverload({ scheduler, baseMs: 100, jitter: false }));
      // retries after 100 ms, then 200 ms more: answered at 300 ms
      expectObservable(threads$.pipe(map((r) => r.data.length))).toBe('300ms (a|)', { a: 0 });
      scheduler.flush();
      expect(fake.requests('thread/list')).toHaveLength(3);
      fake.verify();
    });
  });
});
