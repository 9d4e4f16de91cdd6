/**
 * `scanTurn(threadId)`: the turn reducer as an operator. Folds inputs (server
 * notifications and the wrapped `turn/start` response) into TurnState
 * snapshots, skips inputs that change nothing, and completes right after the
 * first `done` snapshot.
 */
import { distinctUntilChanged, scan, takeWhile, type OperatorFunction } from 'rxjs';
import type { TurnInput } from './events.js';
import { reduceTurn } from './turn-reducer.js';
import { initialTurnState, type TurnState, type TurnStateOptions } from './turn-state.js';

/**
 * @example
 * merge(notifications$, response$.pipe(map(startResponseEvent)))
 *   .pipe(scanTurn('thr_1'))
 *   .subscribe((state) => render(state));
 */
export function scanTurn(
  threadId: string,
  options: TurnStateOptions = {},
): OperatorFunction<TurnInput, TurnState> {
  return (source) =>
    source.pipe(
      scan(reduceTurn, initialTurnState(threadId, options)),
      // The reducer returns the same object for an event that changes nothing.
      distinctUntilChanged(),
      takeWhile((state) => !state.done, true),
    );
}
