/**
 * `turnSnapshots(...)`: one turn as a stream of TurnSnapshot values, assembled
 * from the `turn/start` response and the server notifications.
 */
import { Observable, Subscription, concat, of, type Subscribable } from 'rxjs';
import {
  reconcileEvent,
  startResponseEvent,
  type TurnInput,
  type TurnLike,
  type TurnStartResponseLike,
} from './events.js';
import { TurnIncompleteError } from './errors.js';
import { scanTurn, turnFold, type FoldEnd } from './scan-turn.js';
import {
  snapshotProjector,
  toSnapshots,
  type TurnSnapshot,
  type TurnSnapshotOptions,
} from './turn-snapshot.js';

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
  return turnSnapshotStream(threadId, startResponse$, events$, options, null);
}

/**
 * `turnSnapshots`, with `onEvent` called with every event of `events$` before
 * it is folded (run-turn.ts watches `turn/started` through it rather than
 * through a second subscription).
 *
 * @internal
 */
export function turnSnapshotStream(
  threadId: string,
  startResponse$: Observable<TurnStartResponseLike>,
  events$: Observable<TurnInput>,
  options: TurnSnapshotOptions,
  onEvent: ((event: TurnInput) => void) | null,
): Observable<TurnSnapshot> {
  return new Observable<TurnSnapshot>((subscriber) =>
    subscribeTurnSnapshots(threadId, startResponse$, events$, options, onEvent, subscriber),
  );
}

/** Where `subscribeTurnSnapshots` sends a turn's snapshots (a `Subscriber` is one). @internal */
export interface TurnSnapshotSink {
  /** Whether the sink takes nothing more (a subscriber that left): read before each input. */
  readonly closed?: boolean;
  next(snapshot: TurnSnapshot): void;
  error(error: unknown): void;
  complete(): void;
}

/**
 * `turnSnapshotStream` without an Observable of its own: subscribes the inputs
 * and sends the snapshots to `sink`, which is called at most until its first
 * `error` or `complete`; the inputs are unsubscribed right after that call, or
 * when the returned subscription is.
 *
 * One function rather than `merge`, `scanTurn`, `toSnapshots`, `tap` and
 * `concat` piped (what it does), and a sink rather than a subscriber of its
 * own (run-turn.ts hands its consumer's): every delta of a turn passes here,
 * and each operator or subscriber is one more hop per event. The order is
 * theirs: events subscribed first, then the response; a snapshot per event
 * that changes the state; complete right after the `done` snapshot,
 * unsubscribing both inputs.
 *
 * @internal
 */
export function subscribeTurnSnapshots(
  threadId: string,
  startResponse$: Observable<TurnStartResponseLike>,
  events$: Subscribable<TurnInput>,
  options: TurnSnapshotOptions,
  onEvent: ((event: TurnInput) => void) | null,
  sink: TurnSnapshotSink,
): Subscription {
  let last: TurnSnapshot | null = null;
  const project = snapshotProjector();
  let eventsEnded = false;
  let responseEnded = false;
  const inputs = new Subscription();
  let closed = false;
  inputs.add(() => (closed = true));
  const end: FoldEnd = {
    get closed() {
      return closed || sink.closed === true;
    },
    error: (error) => {
      if (closed) return;
      closed = true;
      try {
        sink.error(error);
      } finally {
        inputs.unsubscribe();
      }
    },
    complete: () => {
      if (closed) return;
      closed = true;
      try {
        sink.complete();
      } finally {
        inputs.unsubscribe();
      }
    },
  };

  const fold = turnFold(threadId, options, end, (state) => {
    last = project(state);
    sink.next(last);
  });
  const ended = (): void => {
    if (!eventsEnded || !responseEnded || end.closed) return;
    end.error(new TurnIncompleteError(threadId, last, 'the event stream ended first'));
  };

  inputs.add(
    events$.subscribe({
      next: onEvent
        ? (event) => {
            onEvent(event);
            fold(event);
          }
        : fold,
      error: end.error,
      complete: () => {
        eventsEnded = true;
        ended();
      },
    }),
  );
  if (end.closed) return inputs;
  // take(1): the response subscription ends with its first value.
  let responded = false;
  const response = new Subscription();
  inputs.add(response);
  response.add(
    startResponse$.subscribe({
      next: (value) => {
        if (responded) return;
        responded = true;
        responseEnded = true;
        response.unsubscribe();
        fold(startResponseEvent(value));
        ended();
      },
      error: end.error,
      complete: () => {
        if (responded) return;
        end.error(new TurnIncompleteError(threadId, last, 'turn/start gave no response'));
      },
    }),
  );
  if (responded) response.unsubscribe();
  return inputs;
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
