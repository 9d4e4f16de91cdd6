/**
 * Sending `turn/interrupt` so that it lands: codex refuses an interrupt that
 * arrives before it has started the turn (-32600 "no active turn") and the
 * turn then runs on, so a refused interrupt is repeated once `turn/started`
 * of that turn arrives. Used when a turn's consumer leaves (run-turn.ts) and
 * when its `signal` aborts (interrupt-on-abort.ts).
 */
import {
  EMPTY,
  NEVER,
  catchError,
  filter,
  map,
  shareReplay,
  switchMap,
  take,
  timeout,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { RpcResponseError } from '../rpc/errors.js';
import type { TurnInput } from '../turn/events.js';
import type { ClientDiagnostic } from './diagnostics.js';
import { eventTurnId } from './events.js';

/** What interrupting a turn needs from the client (a part of `TurnHost`). */
export interface InterruptHost {
  readonly scheduler: SchedulerLike;
  /** The cold `turn/interrupt` request. */
  interruptRequest(threadId: string, turnId: string): Observable<unknown>;
  diagnostic(d: ClientDiagnostic): void;
}

/**
 * `turn/interrupt` for `turnId`; if the server refuses it, once more when
 * `started$` (ids of the thread's turns reported started, replayed) shows the
 * turn started, or an `interruptNotDelivered` diagnostic after `retryMs`.
 * Other errors (the connection closed) are passed on.
 *
 * @example
 * interruptTurn(host, 'thr_1', 'turn_1', started$, 10_000).subscribe();
 */
export function interruptTurn(
  host: InterruptHost,
  threadId: string,
  turnId: string,
  started$: Observable<string>,
  retryMs: number,
): Observable<unknown> {
  const interrupt = host.interruptRequest(threadId, turnId);
  return interrupt.pipe(
    catchError((error: unknown) => {
      if (!(error instanceof RpcResponseError)) throw error;
      // Refused: the turn has not started yet (or has ended: then its
      // turn/completed settles everything).
      return started$.pipe(
        filter((id) => id === turnId),
        take(1),
        timeout({
          first: retryMs,
          scheduler: host.scheduler,
          with: () => {
            host.diagnostic({ kind: 'interruptNotDelivered', threadId, turnId, error });
            return EMPTY;
          },
        }),
        switchMap(() => interrupt),
      );
    }),
  );
}

/**
 * Ids of the thread's turns reported started (`turn/started`) from the first
 * subscription on, replayed to a refused interrupt that arrives after the
 * `turn/started` it waits for (a turn reported started earlier is not
 * refused). Listens while a subscriber stays. Never errors: when the client
 * closes, the turn's own stream errors with it.
 *
 * @example
 * const started$ = startedTurnIds(host, 'thr_1');
 * subscription.add(started$.subscribe()); // listening from now on
 * interruptTurn(host, 'thr_1', 'turn_1', started$, 10_000);
 */
export function startedTurnIds(
  host: { threadNotifications(threadId: string): Observable<TurnInput> },
  threadId: string,
): Observable<string> {
  return host.threadNotifications(threadId).pipe(
    catchError(() => NEVER),
    filter((n) => n.method === 'turn/started'),
    map(eventTurnId),
    filter((id): id is string => id !== undefined),
    shareReplay({ bufferSize: Infinity, refCount: true }),
  );
}
