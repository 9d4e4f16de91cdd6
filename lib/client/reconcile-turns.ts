/**
 * Reconciles running turns with the server: for each thread with a running
 * turn, `thread/read` (with `includeTurns`) and feed the server's view of that
 * turn to its `run()` stream (the turn reducer's reconcile event), which takes
 * the server's items and completes when the server says the turn is over.
 * Used after a reconnect (notifications sent while the socket was down are
 * lost) and after a relay replay gap.
 */
import { EMPTY, catchError, from, map, mergeMap, of, toArray, type Observable } from 'rxjs';
import type { TurnLike, TurnStatus } from '../turn/events.js';
import type { RunningTurnTracker } from './running-turns.js';

/** What happened to one thread's running turn. */
export type TurnReconciliation =
  | {
      readonly threadId: string;
      readonly turnId: string;
      /** The server's status of the turn (`inProgress`: it runs on). */
      readonly outcome: 'reconciled';
      readonly status: TurnStatus;
    }
  | {
      readonly threadId: string;
      readonly turnId: string;
      /** `thread/read` did not list the turn (its history may not be persisted yet). */
      readonly outcome: 'notFound';
    }
  | {
      readonly threadId: string;
      readonly turnId: string;
      /** `thread/read` failed; `error` says why. */
      readonly outcome: 'failed';
      readonly error: unknown;
    };

/** What reconciling needs from the client. */
export interface ReconcileHost {
  readonly runningTurns: RunningTurnTracker;
  /** `thread/read` with `includeTurns: true`: the thread's turns. */
  readThreadTurns(threadId: string): Observable<readonly TurnLike[]>;
  /** Feeds the server's view of a turn to the thread's running turn streams. */
  pushReconcile(threadId: string, turn: TurnLike): void;
  /** A turn reconciled while running: read it again at its `turn/completed` (completion-reread.ts). */
  rereadAtCompletion?(threadId: string, turnId: string): void;
}

/**
 * Reconciles every running turn (in parallel, at most `concurrency` reads at
 * once); emits one entry per thread, in completion order, then completes. A
 * failed read is reported in its entry, never as an error of the whole.
 *
 * @example
 * reconcileRunningTurns(client).subscribe((rs) => rs.forEach((r) => console.log(r.threadId, r.outcome)));
 */
export function reconcileRunningTurns(
  host: ReconcileHost,
  threadIds: readonly string[] = host.runningTurns.threadIds,
  concurrency = 8,
): Observable<TurnReconciliation[]> {
  return from(threadIds).pipe(
    mergeMap((threadId) => {
      const turnId = host.runningTurns.turnOf(threadId);
      if (turnId === undefined) return EMPTY;
      return host.readThreadTurns(threadId).pipe(
        map((turns): TurnReconciliation => {
          const turn = turns.find((t) => t.id === turnId);
          if (turn === undefined) return { threadId, turnId, outcome: 'notFound' };
          if (turn.status !== 'inProgress') host.runningTurns.ended(threadId, turnId);
          else host.rereadAtCompletion?.(threadId, turnId);
          host.pushReconcile(threadId, turn);
          return { threadId, turnId, outcome: 'reconciled', status: turn.status };
        }),
        catchError((error: unknown) =>
          of<TurnReconciliation>({ threadId, turnId, outcome: 'failed', error }),
        ),
      );
    }, concurrency),
    toArray(),
  );
}
