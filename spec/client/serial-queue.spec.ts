import { tap, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { SerialQueue } from '../../lib/client/serial-queue.js';

/** A job that settles when it ends (as run-turn.ts's does when its turn ends). */
const settling =
  <T>(job$: Observable<T>) =>
  (settle: () => void): Observable<T> =>
    job$.pipe(tap({ complete: settle, error: settle }));

const make = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

describe('SerialQueue', () => {
  it('runs jobs of one key one after the other; other keys at once', () => {
    make().run(({ cold, expectObservable, expectSubscriptions }) => {
      const queue = new SerialQueue();
      const a = cold('--a|');
      const b = cold('-b|');
      const c = cold('c|');
      expectObservable(queue.run('k1', settling(a))).toBe('--a|');
      expectObservable(queue.run('k1', settling(b))).toBe('----b|');
      expectObservable(queue.run('k2', settling(c))).toBe('c|');
      expectSubscriptions(a.subscriptions).toBe('^--!');
      expectSubscriptions(b.subscriptions).toBe('---^-!');
      expectSubscriptions(c.subscriptions).toBe('^!');
    });
  });

  it('a job settles when it calls settle, not when its subscriber leaves', () => {
    make().run(({ cold, expectObservable, expectSubscriptions }) => {
      const queue = new SerialQueue();
      const first = cold('a-------');
      const second = cold('b|');
      // the first job is left at 2 ms but only settles at 5 ms (e.g. an interrupted turn ending)
      const job1 = queue.run('k', (settle) => {
        cold('-----x|').subscribe(() => settle());
        return first;
      });
      expectObservable(job1, '^-!').toBe('a');
      expectObservable(queue.run('k', () => second)).toBe('-----b|');
      expectSubscriptions(second.subscriptions).toBe('-----^!');
    });
  });

  it('leaving while waiting gives the place up without letting later jobs overtake', () => {
    make().run(({ cold, expectObservable, expectSubscriptions }) => {
      const queue = new SerialQueue();
      const first = cold('----a|');
      const dropped = cold('x|');
      const third = cold('c|');
      expectObservable(queue.run('k', settling(first))).toBe('----a|');
      expectObservable(
        queue.run('k', () => dropped),
        '^-!',
      ).toBe('');
      expectObservable(queue.run('k', () => third)).toBe('-----c|');
      expectSubscriptions(dropped.subscriptions).toBe([]);
      expectSubscriptions(third.subscriptions).toBe('-----^!');
    });
  });

  it('a job that ended without settling holds its key; errors are passed on', () => {
    make().run(({ cold, expectObservable, expectSubscriptions }) => {
      const queue = new SerialQueue();
      const next = cold('a|');
      expectObservable(queue.run('k', () => cold('-#'))).toBe('-#');
      expectObservable(queue.run('k', () => next)).toBe('');
      expectSubscriptions(next.subscriptions).toBe([]);
    });
  });

  it('keys are forgotten when idle', () => {
    const queue = new SerialQueue();
    make().run(({ cold, expectObservable }) => {
      expectObservable(queue.run('k', settling(cold('-#')))).toBe('-#');
      expectObservable(queue.run('k', settling(cold('a|')))).toBe('-a|');
    });
    expect(queue.activeKeys).toBe(0);
  });
});
