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
    new Observable<TurnState>((subscriber) =>
      source.subscribe({
        // Per subscription, as with scan's seed.
        next: turnFold(threadId, options, subscriber, (state) => subscriber.next(state)),
        error: (error: unknown) => subscriber.error(error),
        complete: () => subscriber.complete(),
      }),
    );
}

/** Where `turnFold` ends its stream (a `Subscriber` is one). @internal */
export interface FoldEnd {
  readonly closed: boolean;
  error(error: unknown): void;
  complete(): void;
}

/**
 * The step per input that `scanTurn` and `turnSnapshots` share: reduce (a
 * throwing reducer errors the stream), skip an input that changes nothing
 * (distinctUntilChanged: the reducer returns the same object; the first
 * result is emitted even so), `emit` the new state, and complete right after
 * the first `done` state (takeWhile, inclusive).
 *
 * @internal
 */
export function turnFold(
  threadId: string,
  options: TurnStateOptions,
  subscriber: FoldEnd,
  emit: (state: TurnState) => void,
): (event: TurnInput) => void {
  let state = initialTurnState(threadId, options);
  let emitted: TurnState | null = null;
  return (event) => {
    if (subscriber.closed) return;
    try {
      state = reduceTurn(state, event);
    } catch (error) {
      subscriber.error(error);
      return;
    }
    if (state === emitted) return;
    emitted = state;
    emit(state);
    if (state.done) subscriber.complete();
  };
}
