/**
 * Deltas that switch from one item to another (streams.ts: the tail flushed
 * to its stream, a new stream opened). Random sequences over many items,
 * checked after every event against a plain model of what each item
 * streamed, against its items typed from scratch, and at the end
 * against what every earlier state said (states are immutable).
 */
import fc from 'fast-check';
import type { TurnEvent, TurnInput } from '../../lib/turn/events.js';
import { reduceTurn } from '../../lib/turn/turn-reducer.js';
import { toSnapshot, type TurnSnapshot } from '../../lib/turn/turn-snapshot.js';
import { threadItemOrGeneric } from '../../lib/domain/thread-item.js';
import { initialTurnState, streamOf, type TurnState } from '../../lib/turn/turn-state.js';
import {
  THREAD,
  TURN,
  agentDelta,
  agentMessage,
  command,
  itemCompleted,
  itemStarted,
  outputDelta,
  response,
  turnStarted,
  usage,
} from './fixtures.js';

const AGENTS = 40;
const COMMANDS = 6;
/** Items with deltas but no item/started (a stream of an item the turn does not list). */
const UNLISTED = 2;

type Step =
  | { kind: 'agent'; item: number; run: number }
  | { kind: 'output'; item: number; run: number }
  | { kind: 'plan'; item: number; run: number }
  | { kind: 'unlisted'; item: number; run: number }
  | { kind: 'complete agent'; item: number; same: boolean }
  | { kind: 'complete command'; item: number }
  | { kind: 'foreign' }
  | { kind: 'usage'; total: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('agent' as const),
      item: fc.nat(AGENTS - 1),
      run: fc.integer({ min: 1, max: 4 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('output' as const),
      item: fc.nat(COMMANDS - 1),
      run: fc.integer({ min: 1, max: 4 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('plan' as const),
      item: fc.nat(AGENTS - 1),
      run: fc.integer({ min: 1, max: 3 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('unlisted' as const),
      item: fc.nat(UNLISTED - 1),
      run: fc.integer({ min: 1, max: 3 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('complete agent' as const),
      item: fc.nat(AGENTS - 1),
      same: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('complete command' as const),
      item: fc.nat(COMMANDS - 1),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'foreign' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('usage' as const), total: fc.nat(1000) }),
  },
);

const planDelta = (itemId: string, delta: string): TurnEvent =>
  ({
    method: 'item/plan/delta',
    params: { threadId: THREAD, turnId: TURN, itemId, delta },
  }) as TurnEvent;

/** What the reducer should hold after a step: per item, its text and output. */
interface Model {
  text: Map<string, string>;
  output: Map<string, string>;
  completed: Set<string>;
  agentText: string;
  deltaCount: number;
}

/** The events of a step, with the model updated as the protocol rules say. */
function eventsOf(s: Step, model: Model, n: number): TurnInput[] {
  const deltas = (itemId: string, run: number, make: (id: string, d: string) => TurnEvent) => {
    const out: TurnInput[] = [];
    for (let r = 0; r < run; r++) {
      const d = `${itemId}.${n}.${r} `;
      out.push(make(itemId, d));
      if (model.completed.has(itemId)) continue;
      model.deltaCount++;
      if (make === outputDelta) model.output.set(itemId, (model.output.get(itemId) ?? '') + d);
      else model.text.set(itemId, (model.text.get(itemId) ?? '') + d);
      if (make === agentDelta) model.agentText += d;
    }
    return out;
  };
  switch (s.kind) {
    case 'agent':
      return deltas(`m${s.item}`, s.run, agentDelta);
    case 'plan':
      return deltas(`m${s.item}`, s.run, planDelta);
    case 'output':
      return deltas(`c${s.item}`, s.run, outputDelta);
    case 'unlisted':
      return deltas(`x${s.item}`, s.run, agentDelta);
    case 'complete agent': {
      const id = `m${s.item}`;
      const text = s.same ? (model.text.get(id) ?? '') : `final ${n}`;
      model.completed.add(id);
      return [itemCompleted(agentMessage(id, text))];
    }
    case 'complete command': {
      const id = `c${s.item}`;
      const wasCompleted = model.completed.has(id);
      model.completed.add(id);
      // The completed item carries the output: the streamed copy goes.
      if (!wasCompleted && model.output.has(id)) model.output.set(id, '');
      return [itemCompleted(command(id, 'completed', `all output ${n}`))];
    }
    case 'foreign':
      return [agentDelta('m0', 'other turn', 'turn_other'), agentDelta('m1', 'x', TURN, 'thr_x')];
    case 'usage':
      return [usage(s.total)];
  }
}

const fields = (s: TurnSnapshot): Record<string, unknown> =>
  Object.fromEntries(Object.keys(s).map((k) => [k, (s as unknown as Record<string, unknown>)[k]]));

const streamsOf = (state: TurnState, ids: readonly string[]) =>
  ids.map((id) => {
    const s = streamOf(state, id);
    return s === undefined ? undefined : [s.text, s.output];
  });

describe('deltas that switch items', () => {
  const ids = [
    ...Array.from({ length: AGENTS }, (_, i) => `m${i}`),
    ...Array.from({ length: COMMANDS }, (_, i) => `c${i}`),
    ...Array.from({ length: UNLISTED }, (_, i) => `x${i}`),
  ];

  it('keep every item its own text, equal to the model, in snapshots equal to a projection from scratch', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 120 }), (steps) => {
        const model: Model = {
          text: new Map(),
          output: new Map(),
          completed: new Set(),
          agentText: '',
          deltaCount: 0,
        };
        let state = [
          response(),
          turnStarted(),
          ...Array.from({ length: AGENTS }, (_, i) => itemStarted(agentMessage(`m${i}`, ''))),
          ...Array.from({ length: COMMANDS }, (_, i) =>
            itemStarted(command(`c${i}`, 'inProgress')),
          ),
        ].reduce(reduceTurn, initialTurnState(THREAD));
        const seen: Array<[TurnState, ReturnType<typeof streamsOf>, string]> = [];
        steps.forEach((s, n) => {
          for (const event of eventsOf(s, model, n)) {
            const before = state;
            state = reduceTurn(state, event);
            if (s.kind === 'foreign') expect(state).toBe(before);
          }
          const expected = ids.map((id) =>
            model.text.has(id) || model.output.has(id)
              ? [model.text.get(id) ?? '', model.output.get(id) ?? '']
              : undefined,
          );
          expect(streamsOf(state, ids)).toEqual(expected);
          expect(state.agentText).toBe(model.agentText);
          expect(state.deltaCount).toBe(model.deltaCount);
          // Typed items kept along the way equal the items typed from scratch.
          const snapshot = toSnapshot(state);
          expect(snapshot.items).toEqual(state.items.map(threadItemOrGeneric));
          expect(snapshot.turn?.items).toBe(snapshot.items);
          seen.push([state, expected, model.agentText]);
        });
        // Every earlier state still says what it said then.
        for (const [earlier, expected, agentText] of seen) {
          expect(streamsOf(earlier, ids)).toEqual(expected);
          expect(earlier.agentText).toBe(agentText);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('round-robin over 70 items, one delta each, many times', () => {
    const items = 70;
    let state = [
      response(),
      turnStarted(),
      ...Array.from({ length: items }, (_, i) => itemStarted(agentMessage(`m${i}`, ''))),
    ].reduce(reduceTurn, initialTurnState(THREAD));
    const texts = Array.from({ length: items }, () => '');
    let agentText = '';
    for (let round = 0; round < 5; round++)
      for (let i = 0; i < items; i++) {
        const d = `${round}:${i} `;
        state = reduceTurn(state, agentDelta(`m${i}`, d));
        texts[i] += d;
        agentText += d;
      }
    expect(Array.from({ length: items }, (_, i) => streamOf(state, `m${i}`)?.text)).toEqual(texts);
    expect(state.agentText).toBe(agentText);
    expect(state.deltaCount).toBe(items * 5);
    expect(fields(toSnapshot(state))).toMatchObject({ agentText, deltaCount: items * 5 });
  });
});
