import { defer, throwError } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { TransportOpenError } from '../../lib/rpc/errors';
import {
  HandshakeRejectedError,
  handshakeRetryDelayMs,
  retryAfterMs,
  retryHandshake,
} from '../../lib/transport/handshake-retry';

describe('retryAfterMs', () => {
  it('reads delay-seconds and HTTP dates', () => {
    expect(retryAfterMs('2', 0)).toBe(2000);
    expect(retryAfterMs(' 0.5 ', 0)).toBe(500);
    const now = Date.parse('Wed, 21 Oct 2015 07:28:00 GMT');
    expect(retryAfterMs('Wed, 21 Oct 2015 07:28:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('Wed, 21 Oct 2015 07:27:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', 0)).toBeUndefined();
    expect(retryAfterMs(undefined, 0)).toBeUndefined();
  });
});

describe('handshakeRetryDelayMs', () => {
  it('doubles from the base, prefers Retry-After, and is capped', () => {
    expect([1, 2, 3].map((n) => handshakeRetryDelayMs(n, { baseMs: 250 }, undefined, 0))).toEqual([
      250, 500, 1000,
    ]);
    expect(handshakeRetryDelayMs(1, { baseMs: 250 }, '3', 0)).toBe(3000);
    expect(handshakeRetryDelayMs(1, { baseMs: 250, maxDelayMs: 1000 }, '3', 0)).toBe(1000);
    expect(handshakeRetryDelayMs(10, {}, undefined, 0)).toBe(10_000);
  });
});

describe('retryHandshake', () => {
  const rejected = (status: number, retryAfter?: string): HandshakeRejectedError =>
    new HandshakeRejectedError('ws://h', status, retryAfter, '');

  it('resubscribes on 503 after the backoff and passes other errors through', () => {
    const scheduler = new TestScheduler((a, e) => expect(a).toEqual(e));
    scheduler.run(({ cold, expectObservable, expectSubscriptions }) => {
      const source = cold('-#', undefined, rejected(503));
      expectObservable(source.pipe(retryHandshake({ retries: 2, baseMs: 10, scheduler }))).toBe(
        '- 10ms - 20ms -#',
        undefined,
        new HandshakeRejectedError('ws://h', 503, undefined, '', 3),
      );
      expectSubscriptions(source.subscriptions).toBe(['^!', '11ms ^!', '32ms ^!']);
    });
  });

  it('does not retry a 401 or a non-handshake error', () => {
    const scheduler = new TestScheduler((a, e) => expect(a).toEqual(e));
    scheduler.run(({ cold, expectObservable }) => {
      expectObservable(
        cold('-#', undefined, rejected(401)).pipe(retryHandshake({ scheduler })),
      ).toBe('-#', undefined, rejected(401));
      const other = new TransportOpenError('refused');
      expectObservable(cold('--#', undefined, other).pipe(retryHandshake({ scheduler }))).toBe(
        '--#',
        undefined,
        other,
      );
    });
  });

  it('with retries: 0 fails on the first rejection', () => {
    let attempts = 0;
    const source = defer(() => {
      attempts++;
      return throwError(() => rejected(429));
    });
    let error: unknown;
    source.pipe(retryHandshake({ retries: 0 })).subscribe({ error: (e: unknown) => (error = e) });
    expect(attempts).toBe(1);
    expect((error as HandshakeRejectedError).status).toBe(429);
  });
});
