import { TestScheduler } from 'rxjs/testing';
import { NEVER, Subject } from 'rxjs';
import { DEADLINE_CHECK_MS, Deadlines, expireAfter } from '../../lib/rpc/deadlines.js';

const newScheduler = (): TestScheduler =>
  new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

const timedOut = (name: string) => () => new Error(`${name} timed out`);

describe('expireAfter (marbles)', () => {
  it('errors each source at its own deadline, whatever the order they were added in', () => {
    const scheduler = newScheduler();
    scheduler.run(({ expectObservable }) => {
      const deadlines = new Deadlines(scheduler);
      expectObservable(NEVER.pipe(expireAfter(deadlines, 2000, timedOut('a')))).toBe(
        '2000ms #',
        undefined,
        new Error('a timed out'),
      );
      expectObservable(NEVER.pipe(expireAfter(deadlines, 100, timedOut('b')))).toBe(
        '100ms #',
        undefined,
        new Error('b timed out'),
      );
      expectObservable(NEVER.pipe(expireAfter(deadlines, 300, timedOut('c')))).toBe(
        '300ms #',
        undefined,
        new Error('c timed out'),
      );
    });
  });

  it('passes a source that ends in time through, and its deadline no longer fires', () => {
    const scheduler = newScheduler();
    scheduler.run(({ cold, expectObservable }) => {
      const deadlines = new Deadlines(scheduler);
      const answer = cold('50ms (a|)');
      expectObservable(answer.pipe(expireAfter(deadlines, 100, timedOut('a')))).toBe('50ms (a|)');
      // Left before the deadline: no error comes after the unsubscription.
      expectObservable(NEVER.pipe(expireAfter(deadlines, 100, timedOut('b'))), '^ 60ms !').toBe('');
    });
  });

  it('an expiry that adds a deadline (a retry) gets it timed too', () => {
    const scheduler = newScheduler();
    scheduler.run(({ expectObservable }) => {
      const deadlines = new Deadlines(scheduler);
      const retried = new Subject<string>();
      deadlines.add(100, () => deadlines.add(100, () => retried.next('expired twice')));
      expectObservable(retried).toBe('200ms a', { a: 'expired twice' });
    });
  });

  it('keeps an action scheduled while deadlines are pending, none once the last ended for DEADLINE_CHECK_MS', () => {
    const scheduler = newScheduler();
    scheduler.run(() => {
      const deadlines = new Deadlines(scheduler);
      const checks: unknown[] = [];
      const scheduledByDeadlines = () =>
        scheduler.actions.filter((a) => !checks.includes(a)).length;
      const at = (frame: number, check: () => void) =>
        checks.push(scheduler.schedule(check, frame));
      const deadline = deadlines.add(15_000, () => undefined);
      at(10, () => {
        expect(scheduledByDeadlines()).toBe(1);
        deadlines.delete(deadline);
      });
      at(DEADLINE_CHECK_MS - 1, () => expect(scheduledByDeadlines()).toBe(1));
      at(DEADLINE_CHECK_MS + 1, () => expect(scheduledByDeadlines()).toBe(0));
      at(5 * DEADLINE_CHECK_MS, () => expect(scheduledByDeadlines()).toBe(0));
    });
  });

  it('checks a far deadline every DEADLINE_CHECK_MS until it is due', () => {
    const scheduler = newScheduler();
    scheduler.run(({ expectObservable }) => {
      const deadlines = new Deadlines(scheduler);
      expectObservable(NEVER.pipe(expireAfter(deadlines, 1001, timedOut('a')))).toBe(
        '1001ms #',
        undefined,
        new Error('a timed out'),
      );
    });
  });

  it('dispose() cancels the scheduled action: nothing expires after it', () => {
    const scheduler = newScheduler();
    scheduler.run(({ expectObservable }) => {
      const deadlines = new Deadlines(scheduler);
      expectObservable(NEVER.pipe(expireAfter(deadlines, 100, timedOut('a')))).toBe('');
      scheduler.schedule(() => deadlines.dispose(), 50);
      // Only this check is left to run: the deadlines' action is gone.
      scheduler.schedule(() => expect(scheduler.actions.length).toBe(0), 51);
    });
  });
});
