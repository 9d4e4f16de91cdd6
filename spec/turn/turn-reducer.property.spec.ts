import fc from 'fast-check';
import type { TurnEvent, TurnInput } from '../../lib/turn/events.js';
import { reduceTurn } from '../../lib/turn/turn-reducer.js';
import { streamOf } from '../../lib/turn/turn-state.js';
import {
  THREAD,
  agentDelta,
  agentMessage,
  command,
  errorEvent,
  itemCompleted,
  itemStarted,
  outputDelta,
  response,
  turnCompleted,
  turnStarted,
  usage,
  fold,
} from './fixtures.js';

/** A notification sequence codex could send for one turn (response excluded). */
const turnNotifications: fc.Arbitrary<TurnEvent[]> = fc
  .record({
    messages: fc.array(
      fc.record({
        deltas: fc.array(fc.string({ maxLength: 4 }), { maxLength: 5 }),
        phase: fc.constantFrom(null, 'commentary', 'final_answer'),
        completes: fc.boolean(),
      }),
      { maxLength: 4 },
    ),
    commands: fc.array(
      fc.record({
        output: fc.array(fc.string({ maxLength: 3 }), { maxLength: 3 }),
        status: fc.constantFrom('completed', 'failed', 'declined'),
      }),
      {
        maxLength: 2,
      },
    ),
    status: fc.constantFrom('completed' as const, 'interrupted' as const, 'failed' as const),
    withUsage: fc.boolean(),
    lateDeltas: fc.array(fc.string({ maxLength: 3 }), { maxLength: 2 }),
  })
  .map(({ messages, commands, status, withUsage, lateDeltas }) => {
    const events: TurnEvent[] = [turnStarted()];
    commands.forEach((c, i) => {
      events.push(itemStarted(command(`c${i}`, 'inProgress')));
      for (const o of c.output) events.push(outputDelta(`c${i}`, o));
      events.push(itemCompleted(command(`c${i}`, c.status, c.output.join(''))));
    });
    messages.forEach((m, i) => {
      events.push(itemStarted(agentMessage(`m${i}`, '', m.phase)));
      for (const d of m.deltas) events.push(agentDelta(`m${i}`, d));
      if (m.completes)
        events.push(itemCompleted(agentMessage(`m${i}`, m.deltas.join(''), m.phase)));
    });
    if (withUsage) events.push(usage(7));
    if (status === 'failed') events.push(errorEvent('boom'));
    events.push(turnCompleted(status));
    for (const d of lateDeltas) events.push(agentDelta('m0', d));
    return events;
  });

/** Events that must never matter: other threads, other turns, unrelated methods. */
const noise: fc.Arbitrary<TurnInput> = fc.constantFrom<TurnInput>(
  agentDelta('m0', 'NOISE', 'turn_other'),
  turnCompleted('failed', 'turn_other'),
  agentDelta('m0', 'NOISE', 'turn_1', 'thr_other'),
  turnCompleted('failed', 'turn_1', null, 'thr_other'),
  { method: 'thread/status/changed', params: { threadId: THREAD, status: { type: 'idle' } } },
);

describe('reduceTurn properties', () => {
  it('any position of the response among the notifications yields the same final state', () => {
    fc.assert(
      fc.property(turnNotifications, fc.nat(), (events, at) => {
        const reference = fold([response(), ...events]);
        const position = at % (events.length + 1);
        const moved = fold([...events.slice(0, position), response(), ...events.slice(position)]);
        expect(moved).toEqual(reference);
        expect(moved.done).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('events of other threads and turns change nothing, wherever they fall', () => {
    fc.assert(
      fc.property(
        turnNotifications,
        fc.nat(),
        fc.array(fc.tuple(fc.nat(), noise), { maxLength: 6 }),
        (events, at, extra) => {
          const withResponse = [...events];
          withResponse.splice(at % (events.length + 1), 0, response());
          const reference = fold(withResponse);
          const noisy: TurnInput[] = [...withResponse];
          for (const [where, event] of extra) noisy.splice(where % (noisy.length + 1), 0, event);
          expect(fold(noisy)).toEqual(reference);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('streamed text (property)', () => {
  it('per-item text equals the concatenation of its deltas, however items interleave; older snapshots stay intact', () => {
    const deltas = fc.array(
      fc.tuple(fc.integer({ min: 0, max: 40 }), fc.string({ maxLength: 3 })),
      { maxLength: 200 },
    );
    fc.assert(
      fc.property(deltas, (list) => {
        let state = fold([response()]);
        const model = new Map<string, string>();
        const history: Array<[typeof state, Map<string, string>]> = [];
        for (const [item, text] of list) {
          const id = `m${item}`;
          state = reduceTurn(state, agentDelta(id, text));
          model.set(id, (model.get(id) ?? '') + text);
          history.push([state, new Map(model)]);
        }
        for (const [snapshot, expected] of history) {
          for (const [id, text] of expected) expect(streamOf(snapshot, id)?.text).toBe(text);
        }
        expect(state.agentText).toBe(list.map(([, t]) => t).join(''));
      }),
      { numRuns: 200 },
    );
  });
});
