/**
 * One turn as a cold stream of TurnState: subscribing queues a `turn/start` on
 * the thread (turn starts on one thread are serialized); the stream completes
 * when the turn is complete; unsubscribing a running turn sends
 * `turn/interrupt` (unless `interruptOnUnsubscribe: false`).
 */
import { Observable, ReplaySubject, Subscription, take, timer, type SchedulerLike } from 'rxjs';
import type { TurnInput, TurnStartResponseLike } from '../turn/events.js';
import { turnState } from '../turn/turn-stream.js';
import type { TurnState } from '../turn/turn-state.js';
import type { ClientDiagnostic } from './diagnostics.js';
import type { TurnStartParams, UserInput } from './protocol.js';
import type { SerialQueue } from './serial-queue.js';
import type { ServerRequestHandler } from './server-request-handler.js';

/** What a turn is started with: a text, one input, or several. */
export type TurnInputArg = string | UserInput | readonly UserInput[];

/** Options of `run` / `runText` / `runJson`. */
export interface RunOptions {
  /**
   * Answers this turn's server requests (approvals...) before the client's
   * own handler is asked. Active from `turn/start` until the turn ends.
   */
  readonly requestHandler?: ServerRequestHandler;
  /** Unsubscribing before the turn is complete sends `turn/interrupt`. Default true. */
  readonly interruptOnUnsubscribe?: boolean;
  /**
   * After an interrupt on unsubscribe, how long the thread's queue waits for
   * the turn to end before the next turn may start. Default 30 000 ms.
   */
  readonly interruptSettleMs?: number;
  /** More `turn/start` params (model, effort, cwd, approvalPolicy, outputSchema, ...). */
  readonly params?: Partial<Omit<TurnStartParams, 'threadId' | 'input'>>;
}

/** What running a turn needs from the client (implemented by `ClientCore`, so by every `Client`). */
export interface TurnHost {
  readonly turnQueue: SerialQueue;
  readonly scheduler: SchedulerLike;
  /** The cold `turn/start` request. */
  startTurnRequest(params: TurnStartParams): Observable<TurnStartResponseLike>;
  /** Fire-and-forget `turn/interrupt` (failures go to diagnostics). */
  interruptInBackground(threadId: string, turnId: string): void;
  /** Notifications of one thread; errors with the close error when the client closes. */
  threadNotifications$(threadId: string): Observable<TurnInput>;
  addScopedHandler(threadId: string, handler: ServerRequestHandler): () => void;
  diagnostic(d: ClientDiagnostic): void;
}

/**
 * Turns the accepted input forms into the `UserInput[]` the protocol wants.
 *
 * @example
 * toUserInput('hi'); // [{ type: 'text', text: 'hi', text_elements: [] }]
 */
export function toUserInput(input: TurnInputArg): UserInput[] {
  if (typeof input === 'string')
    return [{ type: 'text', text: input, text_elements: [] } as UserInput];
  if (Array.isArray(input)) return [...(input as readonly UserInput[])];
  return [input as UserInput];
}

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
): Observable<TurnState> {
  const params = {
    ...(options.params ?? {}),
    threadId,
    input: toUserInput(input),
  } as TurnStartParams;
  return host.turnQueue.run(
    threadId,
    (settle) =>
      new Observable<TurnState>((subscriber) => {
        const internal = new Subscription();
        const response = new ReplaySubject<TurnStartResponseLike>(1);
        let finished = false;
        const finish = (): void => {
          if (finished) return;
          finished = true;
          internal.unsubscribe();
          settle();
        };
        if (options.requestHandler)
          internal.add(host.addScopedHandler(threadId, options.requestHandler));

        // Subscribe to the events before the request goes out: nothing sent
        // before the response is missed (the reducer buffers it).
        internal.add(
          turnState(threadId, response, host.threadNotifications$(threadId)).subscribe({
            next: (state) => subscriber.next(state),
            error: (error: unknown) => {
              finish();
              subscriber.error(error);
            },
            complete: () => {
              finish();
              subscriber.complete();
            },
          }),
        );
        // The request lives in `internal`, not in the consumer's subscription:
        // if the consumer leaves early we still learn the turn id to interrupt it.
        if (!finished) internal.add(host.startTurnRequest(params).subscribe(response));

        return () => {
          if (finished) return;
          if (options.interruptOnUnsubscribe === false) return; // runs on; settles when it completes
          internal.add(
            response.pipe(take(1)).subscribe({
              next: (r) => host.interruptInBackground(threadId, r.turn.id),
              error: () => finish(),
            }),
          );
          internal.add(
            timer(options.interruptSettleMs ?? 30_000, host.scheduler).subscribe(() => finish()),
          );
        };
      }),
  );
}
