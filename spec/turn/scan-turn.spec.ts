/**
 * scanTurn is one operator doing what `scan(reduceTurn)`,
 * `distinctUntilChanged()` and `takeWhile(!done, true)` did piped: these
 * marble tests pin that behaviour (first result emitted even when unchanged,
 * unchanged results skipped, completion right after the done snapshot with
 * the source unsubscribed, errors passed on).
 */
import { TestScheduler } from 'rxjs/testing';
import type { TurnInput } from '../../lib/turn/events.js';
import { scanTurn } from '../../lib/turn/scan-turn.js';
import { THREAD, agentDelta, response, turnCompleted, turnStarted } from './fixtures.js';

const scheduler = (): TestScheduler =>
  new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

const other: TurnInput = { method: 'thread/status/changed', params: { threadId: THREAD } };

describe('scanTurn', () => {
  it('emits per change, skips inputs that change nothing, completes after done and unsubscribes', () => {
    scheduler().run(({ cold, expectObservable, expectSubscriptions }) => {
      const inputs: Record<string, TurnInput> = {
        r: response(),
        s: turnStarted(),
        n: other,
        d: agentDelta('m1', 'Hi'),
        c: turnCompleted('completed'),
      };
      const source = cold('r-s-n-d-c-d', inputs);
      const states = source.pipe(scanTurn(THREAD));
      expectObservable(states).toBe('a-b---c-(e|)', {
        a: expect.objectContaining({ status: 'inProgress', responseReceived: true }),
        b: expect.objectContaining({ startedTurn: expect.anything() }),
        c: expect.objectContaining({ agentText: 'Hi', deltaCount: 1 }),
        e: expect.objectContaining({ done: true, status: 'completed' }),
      });
      expectSubscriptions(source.subscriptions).toBe('^-------!');
    });
  });

  it('emits the first result even when the input changed nothing', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const states = cold('n-r', { n: other, r: response() }).pipe(scanTurn(THREAD));
      expectObservable(states).toBe('a-b', {
        a: expect.objectContaining({ status: 'pending', responseReceived: false }),
        b: expect.objectContaining({ status: 'inProgress' }),
      });
    });
  });

  it('passes errors on, and starts from a fresh state for each subscription', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const source = cold('r-d-#', { r: response(), d: agentDelta('m1', 'x') }, new Error('gone'));
      const states = source.pipe(scanTurn(THREAD));
      const expected = {
        a: expect.objectContaining({ deltaCount: 0 }),
        b: expect.objectContaining({ deltaCount: 1, agentText: 'x' }),
      };
      expectObservable(states).toBe('a-b-#', expected, new Error('gone'));
      expectObservable(states).toBe('a-b-#', expected, new Error('gone'));
    });
  });
});
