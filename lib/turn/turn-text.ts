/**
 * `turnText()`: the final text of a turn (what `runText` returns). Errors with
 * TurnFailedError / TurnInterruptedError when the turn did not complete, and
 * TurnNoTextError when it completed without an agent message.
 */
import { map, type OperatorFunction } from 'rxjs';
import { collectTurn } from './collect-turn.js';
import { TurnNoTextError } from './errors.js';
import { throwOnTurnFailure } from './throw-on-turn-failure.js';
import type { TurnSnapshot } from './turn-snapshot.js';

/**
 * @example
 * turnSnapshots(threadId, request$, events$).pipe(turnText()).subscribe((text) => console.log(text));
 */
export function turnText(): OperatorFunction<TurnSnapshot, string> {
  return (source) =>
    source.pipe(
      throwOnTurnFailure(),
      collectTurn(),
      map((result) => {
        if (result.finalText === null) throw new TurnNoTextError(result.threadId, result.turnId);
        return result.finalText;
      }),
    );
}
