import { reconcileEvent, type ThreadItemLike } from '../../lib/turn/events.js';
import { reduceTurn } from '../../lib/turn/turn-reducer.js';
import { initialTurnState, itemOf, streamOf, type TurnState } from '../../lib/turn/turn-state.js';
import {
  THREAD,
  TURN,
  agentDelta,
  agentMessage,
  command,
  itemCompleted,
  itemStarted,
  response,
  turn,
  turnStarted,
  userMessage,
  fold,
} from './fixtures.js';

const readTurn = (
  status: 'inProgress' | 'completed' | 'interrupted' | 'failed',
  items: ThreadItemLike[],
  id = TURN,
) => ({ ...turn(status, id), items });

/** A turn cut mid-stream: user message done, agent message streamed 'Hel' of 'Hello'. */
const cutMidStream = (): TurnState =>
  fold([
    response(),
    turnStarted(),
    itemStarted(userMessage('u1')),
    itemCompleted(userMessage('u1')),
    itemStarted(agentMessage('m1', '', 'final_answer')),
    agentDelta('m1', 'Hel'),
  ]);

describe('reduceTurn: thread/read#reconcile', () => {
  it('a turn the server reports completed: its items replace ours and the turn completes with that status', () => {
    const s = reduceTurn(
      cutMidStream(),
      reconcileEvent(
        THREAD,
        readTurn('completed', [userMessage('u1'), agentMessage('m1', 'Hello', 'final_answer')]),
      ),
    );
    expect(s.done).toBe(true);
    expect(s.status).toBe('completed');
    expect(s.items.map((i) => i.id)).toEqual(['u1', 'm1']);
    expect(itemOf(s, 'm1')?.text).toBe('Hello');
    expect(s.finalText).toBe('Hello');
    expect(s.finalAnswerKnown).toBe(true);
    expect(s.finalTurn?.status).toBe('completed');
  });

  it('keeps the final status the server gives (interrupted, failed with its error)', () => {
    const interrupted = reduceTurn(
      cutMidStream(),
      reconcileEvent(THREAD, readTurn('interrupted', [userMessage('u1')])),
    );
    expect(interrupted.done).toBe(true);
    expect(interrupted.status).toBe('interrupted');
    // the partly streamed message the server never completed stays, with its streamed text
    expect(interrupted.items.map((i) => i.id)).toEqual(['u1', 'm1']);
    expect(interrupted.finalText).toBe('Hel');

    const error = { message: 'model unavailable' };
    const failed = reduceTurn(
      cutMidStream(),
      reconcileEvent(THREAD, { ...readTurn('failed', [userMessage('u1')]), error }),
    );
    expect(failed.status).toBe('failed');
    expect(failed.error).toEqual(error);
  });

  it('a running turn stays running: server items are merged in, later deltas still apply', () => {
    const s0 = cutMidStream();
    const s1 = reduceTurn(
      s0,
      reconcileEvent(
        THREAD,
        readTurn('inProgress', [userMessage('u1'), command('c1', 'completed')]),
      ),
    );
    expect(s1.done).toBe(false);
    expect(s1.status).toBe('inProgress');
    // server order first, then what only the client knows (the streaming message)
    expect(s1.items.map((i) => i.id)).toEqual(['u1', 'c1', 'm1']);
    const s2 = fold(
      [agentDelta('m1', 'lo'), itemCompleted(agentMessage('m1', 'Hello', 'final_answer'))],
      s1,
    );
    expect(streamOf(s2, 'm1')?.text).toBe('Hello');
    expect(s2.finalText).toBe('Hello');
  });

  it('never downgrades what the client knows better (a completed item against an older in-progress report)', () => {
    const s0 = fold([response(), itemCompleted(command('c1', 'completed', 'out'))]);
    const s1 = reduceTurn(
      s0,
      reconcileEvent(THREAD, readTurn('inProgress', [command('c1', 'inProgress')])),
    );
    expect(itemOf(s1, 'c1')?.status).toBe('completed');
  });

  it('items of a turn that is over are final: a late delta no longer changes them', () => {
    const s = reduceTurn(
      cutMidStream(),
      reconcileEvent(THREAD, readTurn('completed', [agentMessage('m1', 'Hello', 'final_answer')])),
    );
    expect(reduceTurn(s, agentDelta('m1', '!!'))).toBe(s);
  });

  it('an identical view changes nothing: the same state object comes back', () => {
    const s0 = fold([response(), itemStarted(userMessage('u1')), itemCompleted(userMessage('u1'))]);
    const same = reduceTurn(
      s0,
      reconcileEvent(THREAD, readTurn('inProgress', [userMessage('u1')])),
    );
    expect(same).toBe(s0);
  });

  it('routes like every event: another turn or thread is ignored, before the response it is buffered', () => {
    const s0 = cutMidStream();
    expect(reduceTurn(s0, reconcileEvent(THREAD, readTurn('completed', [], 'turn_other')))).toBe(
      s0,
    );
    expect(reduceTurn(s0, reconcileEvent('thr_other', readTurn('completed', [])))).toBe(s0);
    const buffered = reduceTurn(
      initialTurnState(THREAD),
      reconcileEvent(THREAD, readTurn('completed', [agentMessage('m1', 'Hi', 'final_answer')])),
    );
    expect(buffered.done).toBe(false);
    const after = reduceTurn(buffered, response());
    expect(after.done).toBe(true);
    expect(after.finalText).toBe('Hi');
  });

  it('a done turn is not reopened by a later view', () => {
    const done = reduceTurn(
      cutMidStream(),
      reconcileEvent(THREAD, readTurn('completed', [agentMessage('m1', 'Hello', 'final_answer')])),
    );
    expect(reduceTurn(done, reconcileEvent(THREAD, readTurn('inProgress', [])))).toBe(done);
  });

  it('earlier snapshots are never changed by a reconcile', () => {
    const s0 = cutMidStream();
    const ids = s0.items.map((i) => i.id);
    reduceTurn(s0, reconcileEvent(THREAD, readTurn('completed', [command('c9', 'completed')])));
    expect(s0.items.map((i) => i.id)).toEqual(ids);
    expect(itemOf(s0, 'c9')).toBeUndefined();
  });
});
