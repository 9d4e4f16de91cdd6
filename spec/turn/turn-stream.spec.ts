import { TestScheduler } from 'rxjs/testing';
import { map, type Observable } from 'rxjs';
import type { TurnInput, TurnStartResponseLike } from '../../lib/turn/events.js';
import { TurnIncompleteError } from '../../lib/turn/errors.js';
import { turnSnapshots } from '../../lib/turn/turn-stream.js';
import type { TurnSnapshot } from '../../lib/turn/turn-snapshot.js';
import {
  THREAD,
  agentDelta,
  agentMessage,
  itemCompleted,
  itemStarted,
  turn,
  turnCompleted,
  turnStarted,
} from './fixtures.js';

const newScheduler = () =>
  new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

/** One letter per snapshot: p(ending), i(nProgress), D(one, completed), F(ailed, done), I(nterrupted, done). */
const code = (s: TurnSnapshot): string =>
  (s.done
    ? { completed: 'D', failed: 'F', interrupted: 'I' }[s.status as 'completed']
    : s.status[0]) as string;

const events: Record<string, TurnInput> = {
  s: turnStarted(),
  a: itemStarted(agentMessage('m1', '')),
  d: agentDelta('m1', 'Hi'),
  m: itemCompleted(agentMessage('m1', 'Hi', 'final_answer')),
  c: turnCompleted('completed'),
  f: turnCompleted('failed'),
  i: turnCompleted('interrupted'),
  x: turnCompleted('completed', 'turn_other'),
  z: agentDelta('m1', 'late'),
};
const responses: Record<string, TurnStartResponseLike> = { r: { turn: turn('inProgress') } };

const codes = (state$: Observable<TurnSnapshot>) => state$.pipe(map(code));

describe('turnState (marbles)', () => {
  it('response first: one snapshot per relevant event, completes on turn/completed', () => {
    newScheduler().run(({ hot, cold, expectObservable, expectSubscriptions }) => {
      const events$ = hot('   ---s-a-d-m-c-z-', events);
      const response$ = cold('-r|', responses);
      const expected = '      -i-i-i-i-i-(D|)';
      expectObservable(codes(turnSnapshots(THREAD, response$, events$))).toBe(expected, {
        i: 'i',
        D: 'D',
      });
      expectSubscriptions(events$.subscriptions).toBe('^----------!');
      expectSubscriptions(response$.subscriptions).toBe('^!'); // take(1): released on its value
    });
  });

  it('turn/completed before the response: completes only when the response arrives', () => {
    newScheduler().run(({ hot, cold, expectObservable, expectSubscriptions }) => {
      const events$ = hot('   -s-d-m-c-------', events);
      const response$ = cold('---------r|', responses);
      const expected = '      -p-p-p-p-(D|)';
      expectObservable(codes(turnSnapshots(THREAD, response$, events$))).toBe(expected, {
        p: 'p',
        D: 'D',
      });
      expectSubscriptions(events$.subscriptions).toBe('^--------!');
      expectSubscriptions(response$.subscriptions).toBe('^--------!');
    });
  });

  it('response between turn/started and turn/completed', () => {
    newScheduler().run(({ hot, cold, expectObservable }) => {
      const events$ = hot('   -s-a---d-c-', events);
      const response$ = cold('----r|', responses);
      expectObservable(codes(turnSnapshots(THREAD, response$, events$))).toBe('-p-pi--i-(D|)', {
        p: 'p',
        i: 'i',
        D: 'D',
      });
    });
  });

  it('events of another turn do not complete it', () => {
    newScheduler().run(({ hot, cold, expectObservable }) => {
      const events$ = hot('   -x---x-c-', events);
      const response$ = cold('--r|', responses);
      // x before the response is buffered (a pending snapshot), then dropped on replay.
      expectObservable(codes(turnSnapshots(THREAD, response$, events$))).toBe('-pi----(D|)', {
        p: 'p',
        i: 'i',
        D: 'D',
      });
    });
  });

  it('failed and interrupted turns complete (no error) with their status', () => {
    newScheduler().run(({ hot, cold, expectObservable }) => {
      const response$ = cold('-r|', responses);
      expectObservable(codes(turnSnapshots(THREAD, response$, hot('--f-', events)))).toBe(
        '-i(F|)',
        {
          i: 'i',
          F: 'F',
        },
      );
      expectObservable(codes(turnSnapshots(THREAD, response$, hot('--i-', events)))).toBe(
        '-i(I|)',
        {
          i: 'i',
          I: 'I',
        },
      );
    });
  });

  it('an error of the turn/start request errors the stream and unsubscribes the events', () => {
    newScheduler().run(({ hot, cold, expectObservable, expectSubscriptions }) => {
      const events$ = hot('   -s----', events);
      const response$ = cold('--#', responses, new Error('rpc'));
      expectObservable(codes(turnSnapshots(THREAD, response$, events$))).toBe(
        '-p#',
        { p: 'p' },
        new Error('rpc'),
      );
      expectSubscriptions(events$.subscriptions).toBe('^-!');
    });
  });

  it('events ending before the turn completes: TurnIncompleteError, not a hang', () => {
    newScheduler().run(({ hot, cold, expectObservable }) => {
      const events$ = hot('   -s-d-|', events);
      const response$ = cold('--r|', responses);
      const error = new TurnIncompleteError(THREAD, null, 'the event stream ended first');
      expectObservable(codes(turnSnapshots(THREAD, response$, events$))).toBe(
        '-pii-#',
        { p: 'p', i: 'i' },
        error,
      );
    });
  });

  it('a response that completes empty: TurnIncompleteError', () => {
    newScheduler().run(({ hot, cold, expectObservable }) => {
      const events$ = hot('-s--', events);
      const response$ = cold<TurnStartResponseLike>('--|');
      expectObservable(codes(turnSnapshots(THREAD, response$, events$))).toBe(
        '-p#',
        { p: 'p' },
        new TurnIncompleteError(THREAD, null, 'turn/start gave no response'),
      );
    });
  });

  it('unsubscribing mid-turn unsubscribes both inputs', () => {
    newScheduler().run(({ hot, cold, expectObservable, expectSubscriptions }) => {
      const events$ = hot('   -s-a-d-m-c-', events);
      const response$ = cold('-----r|', responses);
      expectObservable(codes(turnSnapshots(THREAD, response$, events$)), '^---!').toBe('-p-p-', {
        p: 'p',
      });
      expectSubscriptions(events$.subscriptions).toBe('^---!');
      expectSubscriptions(response$.subscriptions).toBe('^---!');
    });
  });
});

describe('turnSnapshots subscriptions', () => {
  it('a second subscription starts from an empty turn (no state shared)', () => {
    newScheduler().run(({ cold, expectObservable }) => {
      const stream$ = turnSnapshots(THREAD, cold('-r|', responses), cold('--d-c|', events));
      const counts = stream$.pipe(map((s) => String(s.deltaCount)));
      expectObservable(counts).toBe('-01-(1|)');
      expectObservable(counts).toBe('-01-(1|)');
    });
  });
});
