/**
 * `turnState(...)`: one turn as a stream of TurnState snapshots, assembled from
 * the `turn/start` response and the server notifications.
 */
import {
  EMPTY,
  concat,
  defer,
  map,
  merge,
  take,
  tap,
  throwError,
  throwIfEmpty,
  type Observable,
} from 'rxjs';
import { startResponseEvent, type TurnInput, type TurnStartResponseLike } from './events.js';
import { TurnIncompleteError } from './errors.js';
import { scanTurn } from './scan-turn.js';
import type { TurnState, TurnStateOptions } from './turn-state.js';

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
 * turnState(threadId, request$, client.events$).subscribe((s) => console.log(s.status, s.agentText));
 */
export function turnState(
  threadId: string,
  startResponse$: Observable<TurnStartResponseLike>,
  events$: Observable<TurnInput>,
  options: TurnStateOptions = {},
): Observable<TurnState> {
  return defer(() => {
    let last: TurnState | null = null;
    const response$ = startResponse$.pipe(
      take(1),
      throwIfEmpty(() => new TurnIncompleteError(threadId, last, 'turn/start gave no response')),
      map(startResponseEvent),
    );
    const states$ = merge(events$, response$).pipe(
      scanTurn(threadId, options),
      tap((state) => (last = state)),
    );
    const checkDone$ = defer(() =>
      last?.done === true
        ? EMPTY
        : throwError(() => new TurnIncompleteError(threadId, last, 'the event stream ended first')),
    );
    return concat(states$, checkDone$);
  });
}
