/**
 * The drain's state machine (drain-plan.ts), in scheduler time: a session is
 * handed over (planned) once it is idle, each once; what is busy at the
 * deadline is handed over unplanned; it completes when nothing is left.
 */
import { TestScheduler } from 'rxjs/testing';
import { drainPlan, type DrainCandidate } from '../../lib/relay/drain-plan.js';

const testScheduler = (): TestScheduler =>
  new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

/** Sessions whose idleness changes at given frames (`busyUntil`: idle from then on; never: Infinity). */
function node(
  scheduler: TestScheduler,
  busyUntil: Record<string, number>,
): { sessions: () => DrainCandidate[]; remove: (id: string) => void } {
  const live = new Map(Object.entries(busyUntil));
  return {
    sessions: () =>
      [...live].map(([transportId, until]) => ({ transportId, quiet: scheduler.now() >= until })),
    remove: (id) => live.delete(id),
  };
}

describe('drainPlan', () => {
  it('hands each session over once it is idle, each once; what is busy at the deadline goes unplanned, then it completes', () => {
    const scheduler = testScheduler();
    scheduler.run(({ expectObservable }) => {
      // a idle at once, b's turn ends at 35 (seen at the poll of 40), c never ends.
      const { sessions } = node(scheduler, { a: 0, b: 35, c: Infinity });
      expectObservable(drainPlan(sessions, { drainMs: 100, pollMs: 10 })).toBe(
        'a 39ms b 59ms (c|)',
        {
          a: { transportId: 'a', planned: true },
          b: { transportId: 'b', planned: true },
          c: { transportId: 'c', planned: false },
        },
      );
    });
  });

  it('completes as soon as every session is handed over, before the deadline', () => {
    const scheduler = testScheduler();
    scheduler.run(({ expectObservable }) => {
      const { sessions } = node(scheduler, { a: 0, b: 25 });
      expectObservable(drainPlan(sessions, { drainMs: 1000, pollMs: 10 })).toBe('a 29ms (b|)', {
        a: { transportId: 'a', planned: true },
        b: { transportId: 'b', planned: true },
      });
    });
  });

  it('a session that ends on its own meanwhile is not waited for; a node without sessions completes at once', () => {
    const scheduler = testScheduler();
    scheduler.run(({ expectObservable }) => {
      const { sessions, remove } = node(scheduler, { a: Infinity });
      scheduler.schedule(() => remove('a'), 15);
      expectObservable(drainPlan(sessions, { drainMs: 1000, pollMs: 10 })).toBe('20ms |');
      expectObservable(drainPlan(() => [], { drainMs: 1000, pollMs: 10 })).toBe('|');
    });
  });
});
