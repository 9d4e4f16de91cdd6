/**
 * `run(input, { signal })`: aborting interrupts the turn and the stream goes
 * on to its end, the `interrupted` snapshot, at every moment of the turn's
 * life. Marble tests over the FakeAppServer scripted like codex 0.171.0
 * (support/codex-like.ts: an interrupt before `turn/started` is refused).
 */
import { Subject, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { TestScheduler } from 'rxjs/testing';
import { TurnInterruptedError } from '../../lib/turn/errors.js';
import { THREAD, codexLike, connect, newScheduler } from './support/codex-like.js';

/** Aborts a new controller's signal at `frame`. */
function abortAt(scheduler: TestScheduler, frame: number): AbortSignal {
  const controller = new AbortController();
  scheduler.schedule(() => controller.abort(), frame);
  return controller.signal;
}

const statuses = (run$: Observable<{ status: string }>): Observable<string> =>
  run$.pipe(
    map((s) => s.status),
    distinctUntilChanged(),
  );

describe('run(input, { signal })', () => {
  it('aborted before the response: interrupted once started (the early refusal repeated), ends with the interrupted snapshot', () => {
    const scheduler = newScheduler();
    scheduler.run(({ expectObservable }) => {
      const { fake, client } = connect(scheduler);
      const turn = codexLike(fake, scheduler, { respondAt: 5, startAt: 8 });
      const run$ = client.run(THREAD, 'first', { signal: abortAt(scheduler, 1) });
      expectObservable(statuses(run$)).toBe('-----a---(b|)', { a: 'inProgress', b: 'interrupted' });
      scheduler.flush();
      expect(turn.interrupts).toEqual([
        [5, 'refused'],
        [8, 'accepted'],
      ]);
      fake.verify();
    });
  });

  it('already aborted when subscribed: the turn is started, then interrupted', () => {
    const scheduler = newScheduler();
    scheduler.run(({ expectObservable }) => {
      const { fake, client } = connect(scheduler);
      const turn = codexLike(fake, scheduler, { respondAt: 1, startAt: 2 });
      const controller = new AbortController();
      controller.abort();
      const run$ = client.run(THREAD, 'first', { signal: controller.signal });
      expectObservable(statuses(run$)).toBe('-a-(b|)', { a: 'inProgress', b: 'interrupted' });
      scheduler.flush();
      expect(turn.interrupts).toEqual([
        [1, 'refused'],
        [2, 'accepted'],
      ]);
    });
  });

  it('while deltas stream: one interrupt; the snapshots go on to the interrupted one, which keeps the text', () => {
    const scheduler = newScheduler();
    scheduler.run(({ expectObservable }) => {
      const { fake, client } = connect(scheduler);
      const turn = codexLike(fake, scheduler, { respondAt: 1, startAt: 2, deltasAt: [3, 4, 8] });
      const run$ = client.run(THREAD, 'first', { signal: abortAt(scheduler, 5) });
      expectObservable(
        run$.pipe(
          map((s) => `${s.status}:${s.agentText}`),
          distinctUntilChanged(),
        ),
      ).toBe('-a-bc-(d|)', {
        a: 'inProgress:',
        b: 'inProgress:d0 ',
        c: 'inProgress:d0 d1 ',
        d: 'interrupted:d0 d1 ',
      });
      scheduler.flush();
      expect(turn.interrupts).toEqual([[5, 'accepted']]);
    });
  });

  it('while an approval is asked: the handler sees its signal abort, the approval is answered "cancel", the turn ends interrupted', () => {
    const scheduler = newScheduler();
    scheduler.run(({ expectObservable }) => {
      const { fake, client } = connect(scheduler);
      const turn = codexLike(fake, scheduler, { respondAt: 1, startAt: 2 });
      let handlerAborted = false;
      scheduler.schedule(() => {
        void fake.request('item/commandExecution/requestApproval', {
          threadId: THREAD,
          turnId: 'turn_1',
          itemId: 'c1',
          startedAtMs: 1,
          command: 'touch side-effect',
        });
      }, 3);
      const run$ = client.run(THREAD, 'first', {
        signal: abortAt(scheduler, 5),
        requestHandler: {
          'item/commandExecution/requestApproval': (_p, _r, { signal }) => {
            signal.addEventListener('abort', () => (handlerAborted = true));
            return new Subject<{ decision: 'accept' }>(); // a person deciding, never answers
          },
        },
      });
      expectObservable(statuses(run$)).toBe('-a----(b|)', { a: 'inProgress', b: 'interrupted' });
      scheduler.flush();
      expect(handlerAborted).toBe(true);
      expect(fake.clientAnswers).toEqual([{ id: 0, result: { decision: 'cancel' } }]);
      expect(turn.interrupts).toEqual([[5, 'accepted']]);
    });
  });

  it('aborted while queued behind another turn of the thread: that turn is left alone', () => {
    const scheduler = newScheduler();
    scheduler.run(() => {
      const { fake, client } = connect(scheduler);
      const turn = codexLike(fake, scheduler, { respondAt: 1, startAt: 2 });
      let firstHandlerAborted = false;
      scheduler.schedule(() => {
        void fake.request('item/commandExecution/requestApproval', {
          threadId: THREAD,
          turnId: 'turn_1',
          itemId: 'c1',
          startedAtMs: 1,
          command: 'touch side-effect',
        });
      }, 3);
      // the first turn asks for an approval and waits for the person
      client
        .run(THREAD, 'first', {
          requestHandler: {
            'item/commandExecution/requestApproval': (_p, _r, { signal }) => {
              signal.addEventListener('abort', () => (firstHandlerAborted = true));
              return new Subject<{ decision: 'accept' }>();
            },
          },
        })
        .subscribe();
      // the second waits in the thread's queue; its signal aborts meanwhile
      client.run(THREAD, 'second', { signal: abortAt(scheduler, 5) }).subscribe();
      // what stands at frame 20 (later, the first handler's serverRequestTimeoutMs would end it)
      let at20: unknown;
      scheduler.schedule(() => {
        at20 = {
          firstHandlerAborted,
          answers: [...fake.clientAnswers],
          interrupts: [...turn.interrupts],
          starts: [...turn.starts],
        };
      }, 20);
      scheduler.flush();
      expect(at20).toEqual({
        firstHandlerAborted: false,
        answers: [],
        interrupts: [],
        starts: [[0, 'first']],
      });
    });
  });

  it('runText with a signal errors with TurnInterruptedError once the turn ended', () => {
    const scheduler = newScheduler();
    scheduler.run(({ expectObservable }) => {
      const { fake, client } = connect(scheduler);
      codexLike(fake, scheduler, { respondAt: 1, startAt: 2 });
      const text$ = client.runText(THREAD, 'first', { signal: abortAt(scheduler, 3) });
      expectObservable(text$).toBe('----#', undefined, expect.any(TurnInterruptedError));
    });
  });

  it('a signal that never aborts changes nothing', () => {
    const scheduler = newScheduler();
    scheduler.run(({ expectObservable }) => {
      const { fake, client } = connect(scheduler);
      const turn = codexLike(fake, scheduler, { respondAt: 1, startAt: 2 });
      const run$ = client.run(THREAD, 'first', { signal: new AbortController().signal });
      expectObservable(statuses(run$), '^---!').toBe('-a', { a: 'inProgress' });
      scheduler.flush();
      // unsubscribing keeps its meaning: the turn is abandoned (interrupted in the background)
      expect(turn.interrupts).toEqual([[4, 'accepted']]);
    });
  });
});
