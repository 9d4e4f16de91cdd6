/**
 * `run(input, { signal })`: a graceful interrupt. When the signal aborts, the
 * turn is interrupted and its stream goes on to its end, the snapshot with
 * `status: 'interrupted'` (unsubscribing instead abandons the turn at once).
 */
import {
  EMPTY,
  NEVER,
  catchError,
  concat,
  connect,
  defer,
  endWith,
  filter,
  finalize,
  fromEvent,
  ignoreElements,
  map,
  merge,
  of,
  shareReplay,
  switchMap,
  take,
  takeUntil,
  type MonoTypeOperatorFunction,
  type Observable,
} from 'rxjs';
import type { TurnInput } from '../turn/events.js';
import type { TurnSnapshot } from '../turn/turn-snapshot.js';
import { interruptTurn, startedTurnIds, type InterruptHost } from './interrupt-turn.js';

/** What the abort needs from the client (a part of `TurnHost`). */
export interface AbortHost extends InterruptHost {
  /** Notifications of one thread. */
  threadNotifications(threadId: string): Observable<TurnInput>;
  /** Refuse every server request of the thread (pending ones too) until the returned function is called. */
  fenceThread(threadId: string): () => void;
}

/**
 * Passes a turn's snapshots through; once `signal` aborts (or if it already
 * has) and the turn id is known, refuses the thread's server requests from
 * then on (approvals: `cancel`; a handler still asking the user sees its own
 * signal abort) and sends `turn/interrupt`, again when
 * `turn/started` arrives if codex refused it for being early. The turn's own
 * `turn/completed` then ends the stream with the `interrupted` snapshot.
 *
 * @example
 * runTurn(host, threadId, 'Say hi').pipe(interruptOnAbort(host, threadId, controller.signal));
 */
export function interruptOnAbort(
  host: AbortHost,
  threadId: string,
  signal: AbortSignal,
  retryMs = 10_000,
): MonoTypeOperatorFunction<TurnSnapshot> {
  return connect((snapshots$) => {
    // The turn's id, once: from the first snapshot after the turn/start
    // response, held from the start for an abort that comes later.
    const turnId$ = snapshots$.pipe(
      map((snapshot) => snapshot.turnId),
      filter((id): id is string => id !== null),
      take(1),
      shareReplay({ bufferSize: 1, refCount: true }),
    );
    const interrupt$ = aborted(signal).pipe(
      switchMap(() => {
        // Ids of the thread's turns reported started from the abort on,
        // replayed to an interrupt refused before the turn/started it waited for.
        const started$ = startedTurnIds(host, threadId);
        return merge(
          started$.pipe(ignoreElements()),
          turnId$.pipe(switchMap((id) => fencedInterrupt(host, threadId, id, started$, retryMs))),
        );
      }),
    );
    const ended$ = snapshots$.pipe(ignoreElements(), endWith(true));
    return merge(snapshots$, turnId$.pipe(ignoreElements()), interrupt$.pipe(takeUntil(ended$)));
  });
}

/** Emits once when `signal` aborts (at once if it already has). */
function aborted(signal: AbortSignal): Observable<unknown> {
  return defer(() => (signal.aborted ? of(true) : fromEvent(signal, 'abort').pipe(take(1))));
}

/**
 * The thread's server requests refused (fenced once this turn is known, not
 * at the abort: until then they are an earlier turn's, as turns queue per
 * thread) until the turn's stream ends, and `turn/interrupt` sent. Emits
 * nothing; a failed interrupt (the connection closed) shows on the turn's own
 * stream.
 */
function fencedInterrupt(
  host: AbortHost,
  threadId: string,
  turnId: string,
  started$: Observable<string>,
  retryMs: number,
): Observable<never> {
  return defer(() => {
    const release = host.fenceThread(threadId);
    return concat(
      interruptTurn(host, threadId, turnId, started$, retryMs).pipe(
        ignoreElements(),
        catchError(() => EMPTY),
      ),
      NEVER, // the fence holds until the turn's stream ends
    ).pipe(finalize(release));
  });
}
