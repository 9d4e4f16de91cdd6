/**
 * `scanTurn(threadId)`: the turn reducer as an operator. Folds inputs (server
 * notifications and the wrapped `turn/start` response) into TurnState
 * snapshots, skips inputs that change nothing, and completes right after the
 * first `done` snapshot.
 */
import { Observable, type OperatorFunction } from 'rxjs';
import type { TurnInput } from './events.js';
import { reduceTurn } from './turn-reducer.js';
import { initialTurnState, type TurnState, type TurnStateOptions } from './turn-state.js';

/**
 * One operator rather than `scan`, `distinctUntilChanged` and `takeWhile`
 * piped (what it does): every delta of a turn passes here, and each piped
 * operator is one more subscriber hop per event.
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
    new Observable<TurnState>((subscriber) => {
      // Per subscription, as with scan's seed.
      let state = initialTurnState(threadId, options);
      let emitted: TurnState | null = null;
      const subscription = source.subscribe({
        next(event) {
          try {
            state = reduceTurn(state, event);
          } catch (error) {
            subscriber.error(error);
            return;
          }
          // distinctUntilChanged: the reducer returns the same object for an
          // event that changes nothing (the first result is emitted even so).
          if (state === emitted) return;
          emitted = state;
          subscriber.next(state);
          // takeWhile(!done, inclusive)
          if (state.done) subscriber.complete();
        },
        error: (error: unknown) => subscriber.error(error),
        complete: () => subscriber.complete(),
      });
      return subscription;
    });
}
