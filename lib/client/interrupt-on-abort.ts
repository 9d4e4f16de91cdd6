/**
 * `run(input, { signal })`: a graceful interrupt. When the signal aborts, the
 * turn is interrupted and its stream goes on to its end, the snapshot with
 * `status: 'interrupted'` (unsubscribing instead abandons the turn at once).
 */
import {
  Observable,
  ReplaySubject,
  Subscription,
  switchMap,
  tap,
  type MonoTypeOperatorFunction,
} from 'rxjs';
import type { TurnInput } from '../turn/events.js';
import type { TurnSnapshot } from '../turn/turn-snapshot.js';
import { interruptTurn, turnsStartedFromNow, type InterruptHost } from './interrupt-turn.js';

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
  return (source) =>
    new Observable<TurnSnapshot>((subscriber) => {
      const subscription = new Subscription();
      // The turn's id, once: from the first snapshot after the turn/start response.
      const turnId = new ReplaySubject<string>(1);
      let known = false;
      const onAbort = (): void => {
        const started = turnsStartedFromNow(host, threadId, subscription);
        subscription.add(
          turnId
            .pipe(
              // Fenced once this turn is known, not at the abort: until then the
              // thread's requests are an earlier turn's (turns queue per thread).
              tap(() => subscription.add(host.fenceThread(threadId))),
              switchMap((id) => interruptTurn(host, threadId, id, started, retryMs)),
            )
            // A failed interrupt (the connection closed) shows on the turn's own stream.
            .subscribe({ error: () => undefined }),
        );
      };
      subscription.add(
        source.subscribe({
          next: (snapshot) => {
            if (snapshot.turnId !== null && !known) {
              known = true;
              turnId.next(snapshot.turnId);
            }
            subscriber.next(snapshot);
          },
          error: (error: unknown) => subscriber.error(error),
          complete: () => subscriber.complete(),
        }),
      );
      if (signal.aborted) onAbort();
      else {
        signal.addEventListener('abort', onAbort, { once: true });
        subscription.add(() => signal.removeEventListener('abort', onAbort));
      }
      return subscription;
    });
}
