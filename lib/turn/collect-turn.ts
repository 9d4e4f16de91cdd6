/**
 * The last snapshot of a finished turn (the seed's `TurnStream.wait`), as an
 * operator and as a Promise helper for the edges of an application.
 */
import { last, lastValueFrom, map, type Observable, type OperatorFunction } from 'rxjs';
import { TurnIncompleteError } from './errors.js';
import { isDoneSnapshot, type DoneTurnSnapshot, type TurnSnapshot } from './turn-snapshot.js';

/**
 * Waits for the last snapshot and emits it. Failed and interrupted turns end
 * normally too (check `status`); pipe `throwOnTurnFailure()` first to make them
 * errors. Errors with TurnIncompleteError when the stream ends before the
 * turn is done.
 *
 * @example
 * turnSnapshots(threadId, request$, events$).pipe(collectTurn()).subscribe((s) => console.log(s.finalText));
 */
export function collectTurn(): OperatorFunction<TurnSnapshot, DoneTurnSnapshot> {
  return (source) =>
    source.pipe(
      last(null, null as TurnSnapshot | null),
      map((snapshot) => {
        if (snapshot === null)
          throw new TurnIncompleteError('(unknown)', null, 'no snapshot was emitted');
        if (!isDoneSnapshot(snapshot))
          throw new TurnIncompleteError(snapshot.threadId, snapshot, 'the turn is not done yet');
        return snapshot;
      }),
    );
}

/**
 * Promise form of `collectTurn()`, for code that awaits (`TurnStream.wait`).
 *
 * @example
 * const done = await waitTurn(turnSnapshots(threadId, request$, events$));
 */
export function waitTurn(snapshots$: Observable<TurnSnapshot>): Promise<DoneTurnSnapshot> {
  return lastValueFrom(snapshots$.pipe(collectTurn()));
}
