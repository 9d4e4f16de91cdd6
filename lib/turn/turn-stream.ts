/**
 * `turnSnapshots(...)`: one turn as a stream of TurnSnapshot values, assembled
 * from the `turn/start` response and the server notifications.
 */
import {
  EMPTY,
  concat,
  concatWith,
  defer,
  map,
  merge,
  of,
  take,
  tap,
  throwError,
  throwIfEmpty,
  type MonoTypeOperatorFunction,
  type Observable,
} from 'rxjs';
import {
  reconcileEvent,
  startResponseEvent,
  type TurnInput,
  type TurnLike,
  type TurnStartResponseLike,
} from './events.js';
import { TurnIncompleteError } from './errors.js';
import { scanTurn } from './scan-turn.js';
import { toSnapshots, type TurnSnapshot, type TurnSnapshotOptions } from './turn-snapshot.js';

/**
 * Subscribes to `events$` first (so nothing sent before the response is
 * missed), then to `startResponse$` (typically the cold `turn/start` request).
 * Emits a snapshot per relevant event and completes after the snapshot with
 * `done: true`, i.e. once both the response and `turn/completed` have arrived.
 * A failed or interrupted turn completes normally with that status (see
 * `throwOnTurnFailure`). Errors: whatever `startResponse$` or `events$` raise
 * (RpcResponseError, TransportClosedError...), and TurnIncompleteError when
 * `startResponse$` completes without a value or `events$` completes first.
 * Unsubscribing unsubscribes both inputs (sending `turn/interrupt` is the
 * caller's business).
 *
 * @example
 * const request$ = session.request('turn/start', { threadId, input }) as Observable<TurnStartResponse>;
 * turnSnapshots(threadId, request$, client.events$).subscribe((s) => console.log(s.status, s.agentText));
 */
export function turnSnapshots(
  threadId: string,
  startResponse$: Observable<TurnStartResponseLike>,
  events$: Observable<TurnInput>,
  options: TurnSnapshotOptions = {},
): Observable<TurnSnapshot> {
  return turnSnapshotsOf(threadId, startResponse$, events$, options).pipe(failIfNotDone(threadId));
}

/**
 * `turnSnapshots` for an `events$` that never completes (it may error), such
 * as a client's thread notifications: the same chain without the check that
 * the snapshots end with the done one.
 */
export function turnSnapshotsOf(
  threadId: string,
  startResponse$: Observable<TurnStartResponseLike>,
  events$: Observable<TurnInput>,
  options: TurnSnapshotOptions = {},
): Observable<TurnSnapshot> {
  const response$ = startResponse$.pipe(
    take(1),
    throwIfEmpty(() => new TurnIncompleteError(threadId, null, 'turn/start gave no response')),
    map(startResponseEvent),
  );
  return merge(events$, response$).pipe(scanTurn(threadId, options), toSnapshots());
}

/** Errors with TurnIncompleteError when the snapshots end before the done one. */
function failIfNotDone(threadId: string): MonoTypeOperatorFunction<TurnSnapshot> {
  return (source) =>
    defer(() => {
      let last: TurnSnapshot | null = null;
      return source.pipe(
        tap((snapshot) => (last = snapshot)),
        concatWith(
          defer(() =>
            last?.done === true
              ? EMPTY
              : throwError(
                  () => new TurnIncompleteError(threadId, last, 'the event stream ended first'),
                ),
          ),
        ),
      );
    });
}

/**
 * Snapshots of a turn this code did not start (e.g. one still running when a
 * web page reloaded): starts from the server's view of the turn (`thread/read`
 * with `includeTurns`), then folds `events$` (the thread's notifications since
 * that read). Completes after the `done` snapshot; a turn the server already
 * reports over gives one `done` snapshot.
 *
 * @example
 * followTurn(thread.id, readTurn, client.events$.pipe(forThread(thread.id))).subscribe(render);
 */
export function followTurn(
  threadId: string,
  turn: TurnLike,
  events$: Observable<TurnInput>,
  options: TurnSnapshotOptions = {},
): Observable<TurnSnapshot> {
  // The response sets the turn id; reconcile completes a turn the server says is over.
  return concat(of(startResponseEvent({ turn }), reconcileEvent(threadId, turn)), events$).pipe(
    scanTurn(threadId, options),
    toSnapshots(),
  );
}
