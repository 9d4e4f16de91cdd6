import { firstValueFrom, from, lastValueFrom, of, toArray } from 'rxjs';
import { collectTurn, waitTurn } from '../../lib/turn/collect-turn.js';
import {
  TurnFailedError,
  TurnIncompleteError,
  TurnInterruptedError,
  TurnNoTextError,
} from '../../lib/turn/errors.js';
import { throwOnTurnFailure } from '../../lib/turn/throw-on-turn-failure.js';
import { turnText } from '../../lib/turn/turn-text.js';
import { turnSnapshots } from '../../lib/turn/turn-stream.js';
import { CodexRxError } from '../../lib/rpc/errors.js';
import type { TurnInput } from '../../lib/turn/events.js';
import { scanTurn } from '../../lib/turn/scan-turn.js';
import { toSnapshots } from '../../lib/turn/turn-snapshot.js';
import {
  THREAD,
  TURN,
  response,
  errorEvent,
  itemCompleted,
  plainTurnNotifications,
  turn,
  turnCompleted,
  turnStarted,
  userMessage,
} from './fixtures.js';

const run = (events: TurnInput[]) => turnSnapshots(THREAD, of({ turn: turn() }), from(events));

describe('collecting a turn', () => {
  it('waitTurn resolves with the last snapshot', async () => {
    const result = await waitTurn(run(plainTurnNotifications(['Hi', ' there'])));
    expect(result).toMatchObject({
      threadId: THREAD,
      turnId: TURN,
      status: 'completed',
      finalText: 'Hi there',
      agentText: 'Hi there',
    });
    expect(result.items.map((i) => i.type)).toEqual(['userMessage', 'agentMessage']);
    expect(result.done).toBe(true);
    expect(result.turn).toMatchObject({ id: TURN, status: 'completed', items: result.items });
    expect(result.usage?.last.totalTokens).toBe(42);
  });

  it('a failed turn is a result with status failed, or a TurnFailedError through throwOnTurnFailure', async () => {
    const events = [turnStarted(), errorEvent('model unreachable'), turnCompleted('failed')];
    const result = await waitTurn(run(events));
    expect(result).toMatchObject({ status: 'failed', error: { message: 'model unreachable' } });
    const error = await lastValueFrom(run(events).pipe(throwOnTurnFailure())).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TurnFailedError);
    expect(error).toBeInstanceOf(CodexRxError);
    expect(error).toMatchObject({
      name: 'TurnFailedError',
      turnId: TURN,
      turnError: { message: 'model unreachable' },
    });
  });

  it('interrupted: TurnInterruptedError unless allowed', async () => {
    const events = [turnStarted(), turnCompleted('interrupted')];
    await expect(lastValueFrom(run(events).pipe(throwOnTurnFailure()))).rejects.toBeInstanceOf(
      TurnInterruptedError,
    );
    const state = await lastValueFrom(
      run(events).pipe(throwOnTurnFailure({ allowInterrupted: true })),
    );
    expect(state.status).toBe('interrupted');
  });

  it('turnText gives the final text, or a typed error', async () => {
    await expect(
      firstValueFrom(run(plainTurnNotifications(['4', '2'])).pipe(turnText())),
    ).resolves.toBe('42');
    const noText = [turnStarted(), itemCompleted(userMessage('u1')), turnCompleted()];
    await expect(firstValueFrom(run(noText).pipe(turnText()))).rejects.toBeInstanceOf(
      TurnNoTextError,
    );
    await expect(
      firstValueFrom(run([turnCompleted('failed')]).pipe(turnText())),
    ).rejects.toBeInstanceOf(TurnFailedError);
  });

  it('snapshots stay intact after later events (a UI may keep them)', async () => {
    const inputs = [response(), ...plainTurnNotifications(['a', 'b', 'c'])];
    const states = await lastValueFrom(from(inputs).pipe(scanTurn(THREAD), toArray()));
    // the two thread/status/changed notifications change nothing and are skipped
    expect(states.map((s) => s.agentText)).toEqual([
      '',
      '',
      '',
      '',
      '',
      'a',
      'ab',
      'abc',
      'abc',
      'abc',
      'abc',
    ]);
    expect(states.at(-1)?.done).toBe(true);
  });

  it('collectTurn refuses a stream that ends before the turn is done, and one of nothing', async () => {
    const error = await lastValueFrom(
      from([response(), turnStarted()]).pipe(scanTurn(THREAD), toSnapshots(), collectTurn()),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TurnIncompleteError);
    expect(error).toMatchObject({ snapshot: { status: 'inProgress', done: false } });
    await expect(lastValueFrom(from([]).pipe(collectTurn()))).rejects.toBeInstanceOf(
      TurnIncompleteError,
    );
  });
});
