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
  ReplaySubject,
  catchError,
  filter,
  map,
  switchMap,
  take,
  timeout,
  type Observable,
  type SchedulerLike,
  type Subscription,
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
 * Ids of the thread's turns reported started (`turn/started`), as they come.
 * Never errors: when the client closes, the turn's own stream errors with it.
 *
 * @example
 * startedTurnIds(host, 'thr_1').pipe(shareReplay({ bufferSize: Infinity, refCount: true }));
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
  );
}

/**
 * Ids of the thread's turns reported started (`turn/started`) from now on,
 * replayed to a refused interrupt that arrives after the `turn/started` it
 * waits for. Listens while `subscription` lasts; taken when an interrupt is
 * decided, before it is sent (a turn reported started earlier is not refused).
 *
 * @example
 * interruptTurn(host, 'thr_1', 'turn_1', turnsStartedFromNow(host, 'thr_1', subscription), 10_000);
 */
export function turnsStartedFromNow(
  host: { threadNotifications(threadId: string): Observable<TurnInput> },
  threadId: string,
  subscription: Subscription,
): Observable<string> {
  const started = new ReplaySubject<string>();
  subscription.add(startedTurnIds(host, threadId).subscribe((id) => started.next(id)));
  return started;
}
