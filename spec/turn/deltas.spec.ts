/**
 * Deltas in the middle of a streaming message: which ones the reducer takes
 * and which it ignores (the same state object back).
 */
import type { TurnInput } from '../../lib/turn/events.js';
import { reduceTurn } from '../../lib/turn/turn-reducer.js';
import { streamOf, type TurnState } from '../../lib/turn/turn-state.js';
import {
  TURN,
  agentDelta,
  agentMessage,
  itemCompleted,
  itemStarted,
  response,
  turnCompleted,
  turnStarted,
  userMessage,
  fold,
} from './fixtures.js';

/** A turn with an agent message m1 streaming ('ab' so far). */
const running = (): TurnState =>
  fold([
    response(),
    turnStarted(),
    itemStarted(agentMessage('m1', '')),
    agentDelta('m1', 'a'),
    agentDelta('m1', 'b'),
  ]);

describe('the next delta of a streaming message', () => {
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

  it('is ignored after turn/completed (the response replayed what came before it)', () => {
    const s = fold([
      turnStarted(),
      itemStarted(agentMessage('m1', '')),
      agentDelta('m1', 'a'),
      agentDelta('m1', 'b'),
    ]);
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

  it('is ignored once its item completed, also with another text than streamed; other items go on', () => {
    const s = fold([itemCompleted(agentMessage('m1', 'AB'))], running());
    expect(reduceTurn(s, agentDelta('m1', 'x'))).toBe(s);
    expect(streamOf(s, 'm1')?.text).toBe('ab');
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
});
