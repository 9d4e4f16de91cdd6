/**
 * The reducer's text runs (turn-reducer.ts): streamed text is kept in flat
 * chunks shared by the item's text and `agentText`, and a completed item's own
 * text replaces the streamed copy. Behaviour must be exactly that of plain
 * concatenation, whatever the delta sizes, kinds and interleaving; memory
 * must hold the text about once.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import type { TurnEvent } from '../../lib/turn/events.js';
import { reduceTurn } from '../../lib/turn/turn-reducer.js';
import { initialTurnState, streamOf, type TurnState } from '../../lib/turn/turn-state.js';
import {
  THREAD,
  TURN,
  agentDelta,
  agentMessage,
  command,
  itemCompleted,
  outputDelta,
  response,
} from './fixtures.js';

const planDelta = (itemId: string, delta: string): TurnEvent =>
  ({
    method: 'item/plan/delta',
    params: { threadId: THREAD, turnId: TURN, itemId, delta },
  }) as TurnEvent;

type Kind = 'agent' | 'plan' | 'output';

/** One step: a delta of `size` characters (crossing the 16 K chunk size now and then) or a completion. */
const step = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      op: fc.constant('delta' as const),
      item: fc.integer({ min: 0, max: 3 }),
      kind: fc.constantFrom<Kind>('agent', 'plan', 'output'),
      size: fc.oneof(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 3000, max: 9000 })),
      char: fc.constantFrom('a', 'é', '😀', ' '),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('complete' as const),
      item: fc.integer({ min: 0, max: 3 }),
      sameText: fc.boolean(),
    }),
  },
);

interface Model {
  text: Map<string, string>;
  output: Map<string, string>;
  agentText: string;
  completed: Set<string>;
}

/** Item ids by kind, so each item gets one kind of delta as codex sends them (plus a shared one). */
const idOf = (kind: Kind, item: number): string =>
  item === 3 ? 'shared' : `${kind === 'output' ? 'c' : kind === 'plan' ? 'p' : 'm'}${item}`;

function check(state: TurnState, model: Model): void {
  for (const [id, text] of model.text) expect(streamOf(state, id)?.text).toBe(text);
  for (const [id, output] of model.output) expect(streamOf(state, id)?.output).toBe(output);
  expect(state.agentText).toBe(model.agentText);
}

describe('text runs', () => {
  it('stream text, output and agentText equal plain concatenation; older snapshots stay intact', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        let state = reduceTurn(initialTurnState(THREAD), response());
        const model: Model = {
          text: new Map(),
          output: new Map(),
          agentText: '',
          completed: new Set(),
        };
        const history: Array<[TurnState, Model]> = [];
        let n = 0;
        for (const s of steps) {
          if (s.op === 'delta') {
            const id = idOf(s.kind, s.item);
            const delta = `${n++}`.concat(s.char.repeat(s.size));
            const event =
              s.kind === 'agent'
                ? agentDelta(id, delta)
                : s.kind === 'plan'
                  ? planDelta(id, delta)
                  : outputDelta(id, delta);
            state = reduceTurn(state, event);
            if (!model.completed.has(id)) {
              if (s.kind === 'output') model.output.set(id, (model.output.get(id) ?? '') + delta);
              else model.text.set(id, (model.text.get(id) ?? '') + delta);
              if (s.kind === 'agent') model.agentText += delta;
              if (!model.output.has(id)) model.output.set(id, '');
              if (!model.text.has(id)) model.text.set(id, '');
            }
          } else {
            const kind: Kind = s.item % 2 === 0 ? 'agent' : 'output';
            const id = idOf(kind, s.item);
            if (model.completed.has(id)) continue;
            const streamed =
              kind === 'agent' ? (model.text.get(id) ?? '') : (model.output.get(id) ?? '');
            const own = s.sameText ? streamed : `${streamed}!`;
            state = reduceTurn(
              state,
              itemCompleted(
                kind === 'agent' ? agentMessage(id, own, null) : command(id, 'completed', own),
              ),
            );
            model.completed.add(id);
            // A completed item's streamed output goes (the item carries it); its text stays.
            if (model.output.has(id)) model.output.set(id, '');
          }
          check(state, model);
          history.push([
            state,
            { ...model, text: new Map(model.text), output: new Map(model.output) },
          ]);
        }
        for (const [snapshot, expected] of history) check(snapshot, expected);
      }),
      { numRuns: 150 },
    );
  });
});

describe('a turn keeps its text once', () => {
  // Heap after a full GC: V8's own figure, not a timing. Deterministic enough
  // at this size (megabytes against a budget with a 2x margin).
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;

  function retainedBytes(build: () => unknown): number {
    gc();
    const before = process.memoryUsage().heapUsed;
    const kept = build();
    gc();
    const after = process.memoryUsage().heapUsed;
    expect(kept).toBeDefined();
    return after - before;
  }

  // 40,000 deltas of 50 ASCII characters: 2 MB of text, 1 byte a character.
  const DELTAS = 40_000;
  const delta = (i: number): string => `${i}`.padEnd(50, ' lorem ipsum');
  // Each delta a fresh string, as JSON.parse hands it over, made inside the
  // measured block so that what the state does not keep is garbage.
  const streamAll = (state: TurnState, id: string): TurnState => {
    for (let i = 0; i < DELTAS; i++)
      state = reduceTurn(state, agentDelta(id, JSON.parse(`"${delta(i)}"`) as string));
    return state;
  };
  const textBytes = DELTAS * 50;

  it('while streaming: the streamed text and agentText share one copy (not a node per delta)', () => {
    const bytes = retainedBytes(() =>
      streamAll(reduceTurn(initialTurnState(THREAD), response()), 'm0'),
    );
    // One copy is textBytes; a rope of one cons string per delta (plus the
    // delta's own string) held twice (stream text, agentText) is over 4x.
    expect(bytes).toBeLessThan(textBytes * 2);
  });

  it('after item/completed: the item text is the only copy', () => {
    const text = Array.from({ length: DELTAS }, (_, i) => delta(i)).join('');
    const completed = JSON.stringify(itemCompleted(agentMessage('m0', text, null)));
    const bytes = retainedBytes(() => {
      const state = streamAll(reduceTurn(initialTurnState(THREAD), response()), 'm0');
      // As from the wire: a fresh string, not the one the test built.
      const done = reduceTurn(state, JSON.parse(completed) as TurnEvent);
      expect(streamOf(done, 'm0')?.text).toBe(text);
      expect(done.agentText).toBe(text);
      return done;
    });
    expect(bytes).toBeLessThan(textBytes * 1.5);
  });
});
