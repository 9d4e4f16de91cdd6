/**
 * One turn as a cold stream of TurnSnapshot: subscribing queues a `turn/start` on
 * the thread (turn starts on one thread are serialized); the stream completes
 * when the turn is complete. Unsubscribing before the end abandons the turn
 * (unless `interruptOnUnsubscribe: false`), safely at any moment:
 *
 * - `turn/start` not sent yet (waiting for a `maxInFlight` slot): it never is;
 * - otherwise the turn is interrupted once its id is known; an interrupt the
 *   server refuses because the turn has not started yet is repeated when
 *   `turn/started` arrives (within `interruptRetryMs`, else an
 *   `interruptNotDelivered` diagnostic);
 * - the turn's `requestHandler` is detached at once, and until the turn has
 *   ended every server request of the thread is refused by the library
 *   (approvals: `cancel`), handlers still deciding included: nothing the
 *   abandoned turn asks for is approved;
 * - the next turn on the thread starts as soon as the server reports this one
 *   ended (`turn/completed`), or after `interruptSettleMs` at the latest.
 */
import {
  Observable,
  ReplaySubject,
  Subscription,
  defer,
  finalize,
  share,
  switchMap,
  take,
  timer,
  type SchedulerLike,
} from 'rxjs';
import { BroadcastSubject } from '../rpc/broadcast-subject.js';
import { RpcResponseError } from '../rpc/errors.js';
import type { TurnInput, TurnStartResponseLike } from '../turn/events.js';
import { turnSnapshotsOf } from '../turn/turn-stream.js';
import type { TurnSnapshot } from '../turn/turn-snapshot.js';
import type { ClientDiagnostic } from './diagnostics.js';
import { interruptOnAbort } from './interrupt-on-abort.js';
import { interruptTurn, startedTurnIds } from './interrupt-turn.js';
import type { Protocol } from './protocol.js';
import type { SerialQueue } from './serial-queue.js';
import type { ServerRequestHandler } from './server-request-handler.js';

/** What a turn is started with: a text, one input, or several. */
export type TurnInputArg = string | Protocol.UserInput | readonly Protocol.UserInput[];

/** Options of `run` / `runText` / `runJson`. */
export interface RunOptions {
  /**
   * Answers this turn's server requests (approvals...) before the client's
   * own handler is asked. Active from `turn/start` until the turn ends or its
   * consumer unsubscribes (then the library refuses the turn's requests).
   */
  readonly requestHandler?: ServerRequestHandler;
  /**
   * Interrupts the turn when it aborts: the thread's server requests are
   * refused from then on (approvals: `cancel`), `turn/interrupt` is sent once
   * the turn has started, and the stream ends with the snapshot of status
   * `interrupted` (`runText` / `runJson` error with `TurnInterruptedError`).
   * For Ctrl-C in a CLI: unsubscribing abandons the turn without waiting for it.
   */
  readonly signal?: AbortSignal;
  /**
   * Unsubscribing before the turn is complete abandons it: `turn/interrupt`,
   * handlers detached, its server requests refused. Default true. `false`:
   * the turn runs on with its handler, and the thread's next turn waits for it.
   */
  readonly interruptOnUnsubscribe?: boolean;
  /**
   * After an unsubscribe, the longest the thread's queue waits for the
   * abandoned turn to end before the next turn may start (normally it starts
   * as soon as `turn/completed` arrives). Default 30 000 ms.
   */
  readonly interruptSettleMs?: number;
  /**
   * How long a refused interrupt waits for `turn/started` to be repeated,
   * before giving up with an `interruptNotDelivered` diagnostic. Default 10 000 ms.
   */
  readonly interruptRetryMs?: number;
  /**
   * Most characters of streamed command output kept per running item (the
   * tail; `streamOf(snapshot, id).outputDropped` counts the bytes dropped), for
   * UIs that show live output. Default: all. A completed item's streamed
   * output is dropped either way (the item carries it).
   */
  readonly maxStreamedOutput?: number;
  /** More `turn/start` params (model, effort, cwd, approvalPolicy, outputSchema, ...). */
  readonly params?: Partial<Omit<Protocol.TurnStartParams, 'threadId' | 'input'>>;
}

/** What running a turn needs from the client (implemented by `ClientCore`, so by every `Client`). */
export interface TurnHost {
  readonly turnQueue: SerialQueue;
  readonly scheduler: SchedulerLike;
  /** The cold `turn/start` request; `onSent` is called once it is on the wire. */
  startTurnRequest(
    params: Protocol.TurnStartParams,
    onSent?: () => void,
  ): Observable<TurnStartResponseLike>;
  /** Fire-and-forget `turn/interrupt` (failures go to diagnostics). */
  interruptInBackground(threadId: string, turnId: string): void;
  /** The cold `turn/interrupt` request. */
  interruptRequest(threadId: string, turnId: string): Observable<unknown>;
  /** Notifications of one thread; errors with the close error when the client closes. */
  threadNotifications(threadId: string): Observable<TurnInput>;
  addScopedHandler(threadId: string, handler: ServerRequestHandler): () => void;
  /** Refuse every server request of the thread (pending ones too) until the returned function is called. */
  fenceThread(threadId: string): () => void;
  diagnostic(d: ClientDiagnostic): void;
}

/**
 * Turns the accepted input forms into the `Protocol.UserInput[]` the protocol wants.
 *
 * @example
 * toUserInput('hi'); // [{ type: 'text', text: 'hi', text_elements: [] }]
 */
export function toUserInput(input: TurnInputArg): Protocol.UserInput[] {
  if (typeof input === 'string') return [{ type: 'text', text: input, text_elements: [] }];
  if (isUserInputList(input)) return [...input];
  return [input];
}

// Array.isArray does not narrow a readonly array type out of a union.
const isUserInputList = (
  input: Protocol.UserInput | readonly Protocol.UserInput[],
): input is readonly Protocol.UserInput[] => Array.isArray(input);

/**
 * The turn stream behind `client.run` / `thread.run`.
 *
 * @example
 * runTurn(client, 'thr_1', 'Say hi').subscribe((s) => console.log(s.status, s.agentText));
 */
export function runTurn(
  host: TurnHost,
  threadId: string,
  input: TurnInputArg,
  options: RunOptions = {},
): Observable<TurnSnapshot> {
  const params: Protocol.TurnStartParams = {
    ...(options.params ?? {}),
    threadId,
    input: toUserInput(input),
  };
  const turn$ = host.turnQueue.run(threadId, (settle) =>
    defer(() => {
      // What lives until the turn has ended, whether or not its consumer stays.
      const internal = new Subscription();
      const response = new ReplaySubject<TurnStartResponseLike>(1);
      let sent = false;
      let finished = false;
      const finish = (): void => {
        if (finished) return;
        finished = true;
        internal.unsubscribe();
        settle();
      };
      let removeHandler = options.requestHandler
        ? host.addScopedHandler(threadId, options.requestHandler)
        : null;
      internal.add(() => removeHandler?.());

      // Shared by the consumer and `internal`, which follows a turn whose
      // consumer left to its end (the teardown below interrupts it).
      const snapshots$ = turnSnapshotsOf(threadId, response, host.threadNotifications(threadId), {
        maxStreamedOutput: options.maxStreamedOutput,
      }).pipe(share({ connector: () => new BroadcastSubject<TurnSnapshot>() }));
      internal.add(snapshots$.subscribe({ error: finish, complete: finish }));
      // The consumer subscribed to the snapshots first, then `turn/start` sent
      // (an answer given inside send() is not missed); the consumer is handed
      // to the snapshots as is (as `defer` does): no step per snapshot. The
      // request lives in `internal`: if the consumer leaves early we still
      // learn the turn id to interrupt it.
      const snapshotsThenRequest$ = new Observable<TurnSnapshot>((subscriber) => {
        const subscription = snapshots$.subscribe(subscriber);
        if (!finished)
          internal.add(host.startTurnRequest(params, () => (sent = true)).subscribe(response));
        return subscription;
      });

      const abandon = (): void => {
        if (finished) return;
        if (options.interruptOnUnsubscribe === false) return; // runs on; settles when it completes
        if (!sent) {
          // Still waiting for a slot: withdrawn, the server never hears of it.
          finish();
          return;
        }
        // Abandoned: nothing of this turn reaches a handler any more.
        removeHandler?.();
        removeHandler = null;
        internal.add(host.fenceThread(threadId));
        const started = startedTurnIds(host, threadId);
        internal.add(started.subscribe()); // listening from the abandon on
        internal.add(
          response
            .pipe(
              take(1),
              switchMap((r) =>
                interruptTurn(
                  host,
                  threadId,
                  r.turn.id,
                  started,
                  options.interruptRetryMs ?? 10_000,
                ),
              ),
            )
            .subscribe({
              error: (error: unknown) => {
                if (!(error instanceof RpcResponseError) || !finished)
                  host.diagnostic({
                    kind: 'backgroundRequestFailed',
                    method: 'turn/interrupt',
                    error,
                  });
              },
            }),
        );
        internal.add(
          timer(options.interruptSettleMs ?? 30_000, host.scheduler).subscribe(() => finish()),
        );
      };
      return snapshotsThenRequest$.pipe(finalize(abandon));
    }),
  );
  const { signal } = options;
  return signal
    ? turn$.pipe(interruptOnAbort(host, threadId, signal, options.interruptRetryMs))
    : turn$;
}
