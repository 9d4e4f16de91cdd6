/**
 * `throwOnTurnFailure()`: turns a `done` snapshot with status `failed` into a
 * TurnFailedError and one with status `interrupted` into a TurnInterruptedError
 * (unless `allowInterrupted`). Every other snapshot passes through.
 */
import { map, type MonoTypeOperatorFunction } from 'rxjs';
import { TurnFailedError, TurnInterruptedError } from './errors.js';
import type { TurnSnapshot } from './turn-snapshot.js';

export interface ThrowOnTurnFailureOptions {
  /** Let an interrupted turn complete normally. Default false. */
  readonly allowInterrupted?: boolean;
}

/**
 * @example
 * turnSnapshots(threadId, request$, events$).pipe(throwOnTurnFailure(), collectTurn());
 */
export function throwOnTurnFailure(
  options: ThrowOnTurnFailureOptions = {},
): MonoTypeOperatorFunction<TurnSnapshot> {
  return map((state) => {
    if (!state.done) return state;
    if (state.status === 'failed') throw new TurnFailedError(state);
    if (state.status === 'interrupted' && options.allowInterrupted !== true)
      throw new TurnInterruptedError(state);
    return state;
  });
}
