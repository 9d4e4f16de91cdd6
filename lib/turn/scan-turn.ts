/**
 * `scanTurn(threadId)`: the turn reducer as an operator. Folds inputs (server
 * notifications and the wrapped `turn/start` response) into TurnState
 * values, skips inputs that change nothing, and completes right after the
 * first `done` state.
 */
import { distinctUntilChanged, scan, takeWhile, type OperatorFunction } from 'rxjs';
import type { TurnInput } from './events.js';
import { reduceTurn } from './turn-reducer.js';
import { initialTurnState, type TurnState, type TurnStateOptions } from './turn-state.js';

const notDone = (state: TurnState): boolean => !state.done;

/**
 * `scan` over the pure reducer; `distinctUntilChanged` drops the inputs that
 * change nothing (the reducer then returns the very same state); `takeWhile`
 * ends with the done state. Each subscription folds from the initial state
 * (states are immutable: sharing it is safe).
 *
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
      distinctUntilChanged(),
      takeWhile(notDone, true),
    );
}
