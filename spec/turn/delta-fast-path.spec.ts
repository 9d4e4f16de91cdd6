/**
 * The reducer's fast lane for the next delta of an open text run
 * (turn-reducer.ts, `runLane`) and the projector's for snapshots of deltas
 * (turn-snapshot.ts): each must decide exactly as the general path does.
 * Here every case the fast lane must refuse, mid-run, and snapshots checked
 * against a projection made from scratch.
 */
import type { TurnEvent, TurnInput } from '../../lib/turn/events.js';
import { reduceTurn } from '../../lib/turn/turn-reducer.js';
import {
  snapshotProjector,
  streamOf as snapshotStreamOf,
  type TurnSnapshot,
} from '../../lib/turn/turn-snapshot.js';
import { initialTurnState, streamOf, type TurnState } from '../../lib/turn/turn-state.js';
import {
  THREAD,
  TURN,
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
  userMessage,
  fold,
} from './fixtures.js';

/** A turn with an agent-message run open on m1 ('ab' streamed). */
const running = (): TurnState =>
  fold([
    response(),
    turnStarted(),
    itemStarted(agentMessage('m1', '')),
    agentDelta('m1', 'a'),
    agentDelta('m1', 'b'),
  ]);

describe('the next delta of an open run', () => {
  it('is appended to the item, agentText and deltaCount', () => {
    const s = fold([agentDelta('m1', 'c')], running());
    expect(streamOf(s, 'm1')?.text).toBe('abc');
    expect(s.agentText).toBe('abc');
    expect(s.deltaCount).toBe(3);
  });

  it.each<[string, TurnInput]>([
    ['of another thread', agentDelta('m1', 'x', TURN, 'thr_other')],
    ['of another turn', agentDelta('m1', 'x', 'turn_other')],
    ['without params', { method: 'item/agentMessage/delta', params: null } as never],
  ])('is ignored when it is a delta %s (the same state object)', (_, event) => {
    const before = running();
    expect(reduceTurn(before, event)).toBe(before);
  });

  it('is ignored after turn/completed (before the response, so the turn is not done)', () => {
    const s = fold([
      turnStarted(),
      itemStarted(agentMessage('m1', '')),
      agentDelta('m1', 'a'),
      agentDelta('m1', 'b'),
    ]);
    // Buffered until the response: replayed then, so the run opens inside onResponse.
    const afterResponse = fold([response()], s);
    expect(afterResponse.agentText).toBe('ab');
    const completed = fold([turnCompleted('interrupted')], afterResponse);
    expect(completed.done).toBe(true);
    expect(reduceTurn(completed, agentDelta('m1', 'x'))).toBe(completed);
  });

  it('is ignored once another agent message completed as the final answer', () => {
    const s = fold(
      [
        itemStarted(agentMessage('m2', '', 'final_answer')),
        itemCompleted(agentMessage('m2', 'Done.', 'final_answer')),
      ],
      running(),
    );
    expect(s.finalAnswerKnown).toBe(true);
    expect(reduceTurn(s, agentDelta('m1', 'x'))).toBe(s);
    expect(s.finalText).toBe('Done.');
  });

  it('still checks its item after another item changed the ranks', () => {
    // m1 completes with a text that is not what was streamed (the run ends),
    // then a late delta of m1 must be dropped.
    const s = fold([itemCompleted(agentMessage('m1', 'AB'))], running());
    expect(reduceTurn(s, agentDelta('m1', 'x'))).toBe(s);
    // A new item's report changes the ranks: the open run of m3 goes on.
    const t = fold(
      [
        itemStarted(agentMessage('m3', '')),
        agentDelta('m3', '1'),
        itemStarted(userMessage('u9')),
        agentDelta('m3', '2'),
      ],
      s,
    );
    expect(streamOf(t, 'm3')?.text).toBe('12');
    expect(t.agentText).toBe('ab12');
  });

  it('of another item starts a run of its own; file-change output continues a command output run', () => {
    const s = fold([agentDelta('m2', 'z'), agentDelta('m1', 'c')], running());
    expect(streamOf(s, 'm1')?.text).toBe('abc');
    expect(streamOf(s, 'm2')?.text).toBe('z');
    expect(s.agentText).toBe('abzc');
    const o = fold(
      [
        itemStarted(command('c1', 'inProgress')),
        outputDelta('c1', 'out1 '),
        {
          method: 'item/fileChange/outputDelta',
          params: { threadId: THREAD, turnId: TURN, itemId: 'c1', delta: 'out2' },
        } as TurnEvent,
        outputDelta('c1', ' out3'),
      ],
      s,
    );
    expect(streamOf(o, 'c1')?.output).toBe('out1 out2 out3');
    expect(o.deltaCount).toBe(s.deltaCount + 3);
  });
});

describe("the active stream of a run's delta, built when first read", () => {
  it('is the same object on every read, and each state keeps its own text', () => {
    const states = [running()];
    for (const d of ['c', 'd', 'e'])
      states.push(reduceTurn(states.at(-1) as TurnState, agentDelta('m1', d)));
    // Read newest first: building one must not touch another.
    const texts = [...states].reverse().map((s) => streamOf(s, 'm1')?.text);
    expect(texts).toEqual(['abcde', 'abcd', 'abc', 'ab']);
    const last = states.at(-1) as TurnState;
    expect(streamOf(last, 'm1')).toBe(streamOf(last, 'm1'));
    expect(Object.keys(streamOf(last, 'm1') as object)).toEqual([
      'itemId',
      'text',
      'output',
      'reasoning',
      'summary',
      'outputDropped',
    ]);
  });

  it('survives events that change the cold half mid-run (usage, errors) and the run goes on', () => {
    const s = fold(
      [
        agentDelta('m1', 'c'),
        usage(5),
        agentDelta('m1', 'd'),
        errorEvent('later', true),
        agentDelta('m1', 'e'),
      ],
      running(),
    );
    expect(streamOf(s, 'm1')?.text).toBe('abcde');
    expect(s.agentText).toBe('abcde');
    const o = fold(
      [
        itemStarted(command('c1', 'inProgress')),
        outputDelta('c1', 'x'),
        outputDelta('c1', 'y'),
        usage(6),
      ],
      s,
    );
    expect(streamOf(o, 'c1')).toMatchObject({ text: '', output: 'xy' });
    expect(streamOf(o, 'm1')?.text).toBe('abcde');
  });
});

describe('snapshots of deltas', () => {
  /** Every state of a fold, each projected by one projector (as a turn stream does). */
  function projectAll(events: readonly TurnInput[]): Array<[TurnState, TurnSnapshot]> {
    const project = snapshotProjector();
    let state = initialTurnState(THREAD);
    const out: Array<[TurnState, TurnSnapshot]> = [];
    for (const event of events) {
      const next = reduceTurn(state, event);
      if (next === state) continue;
      state = next;
      out.push([state, project(state)]);
    }
    return out;
  }

  // The documented fields (a spread would also copy the accumulator's symbol key).
  const fields = (s: TurnSnapshot): Record<string, unknown> =>
    Object.fromEntries(
      Object.keys(s).map((k) => [k, (s as unknown as Record<string, unknown>)[k]]),
    );

  const mixed = (items: number): TurnInput[] => {
    const events: TurnInput[] = [response(), turnStarted()];
    for (let i = 0; i < items; i++) {
      const id = `m${i}`;
      events.push(itemStarted(agentMessage(id, '')), agentDelta(id, `${i}a`), agentDelta(id, 'b'));
      if (i % 3 === 0) events.push(usage(i + 10), agentDelta(id, 'c'));
      if (i % 4 === 1) events.push(errorEvent(`retry ${i}`, true), agentDelta(id, 'd'));
      events.push(itemCompleted(agentMessage(id, i % 5 === 0 ? 'other' : `${i}ab`)));
    }
    events.push(turnCompleted('completed'));
    return events;
  };

  it.each([3, 40])(
    'equal a projection made from scratch, field for field and in the same key order (%i items)',
    (items) => {
      const all = projectAll(mixed(items));
      for (const [state, snapshot] of all) {
        const fresh = snapshotProjector()(state);
        expect(Object.keys(snapshot)).toEqual(Object.keys(fresh));
        expect(fields(snapshot)).toEqual(fields(fresh));
        expect(snapshot.items).toEqual(fresh.items);
        expect(snapshot.turn).toEqual(fresh.turn);
      }
    },
  );

  it('have plain data fields, their own accumulator, and share what did not change', () => {
    const all = projectAll(mixed(3));
    let deltas = 0;
    for (let i = 1; i < all.length; i++) {
      const [prevState, prev] = all[i - 1] as [TurnState, TurnSnapshot];
      const [state, snapshot] = all[i] as [TurnState, TurnSnapshot];
      if (state.deltaCount === prevState.deltaCount || state.items !== prevState.items) continue;
      deltas++;
      for (const key of Object.keys(snapshot))
        expect(Object.getOwnPropertyDescriptor(snapshot, key)).toHaveProperty('value');
      expect(snapshot.items).toBe(prev.items);
      expect(snapshot.turn).toBe(prev.turn);
      expect(snapshot.usage).toBe(prev.usage);
      expect(snapshot.agentText).toBe(state.agentText);
      expect(snapshot.deltaCount).toBe(state.deltaCount);
      // streamOf reads this snapshot's own accumulator, not the previous one's.
      const id = state.activeStream?.itemId as string;
      expect(snapshotStreamOf(snapshot, id)?.text).toBe(streamOf(state, id)?.text);
    }
    expect(deltas).toBeGreaterThan(5);
  });
});
