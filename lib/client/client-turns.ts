/**
 * A client's turns, as `run()` and reconciling need them (the client's
 * internals, client-internals.ts): turn starts queued per thread, the
 * `turn/start`, `turn/interrupt` and `thread/read` requests, which threads have
 * a running turn, and each thread's notifications, merged with the server's
 * views of its turns (after a reconnect or a replay gap) and erroring when the
 * connection ends or the thread's resume failed.
 */
import {
  Observable,
  Subject,
  defer,
  filter,
  map,
  merge,
  share,
  takeUntil,
  tap,
  type MonoTypeOperatorFunction,
  type SchedulerLike,
} from 'rxjs';
import { BroadcastSubject } from '../rpc/broadcast-subject.js';
import type { TransportClosedError } from '../rpc/errors.js';
import type { RequestOptions } from '../rpc/session.js';
import type { ClientRequestMethod } from './protocol.js';
import {
  reconcileEvent,
  type TurnInput,
  type TurnLike,
  type TurnStartResponseLike,
} from '../turn/events.js';
import { send } from './call.js';
import { CompletionRereads } from './completion-reread.js';
import type { ClientInternals } from './client-internals.js';
import type { ClientDiagnostic } from './diagnostics.js';
import type { AnyNotificationEvent } from './events.js';
import { forThread } from './for-thread.js';
import { requests, type TurnStartParams } from './protocol.js';
import { TurnLostError } from './reconnect-errors.js';
import { RunningTurnTracker } from './running-turns.js';
import { SerialQueue } from './serial-queue.js';
import type { ServerRequestHandler } from './server-request-handler.js';
import type { ServerRequests } from './server-requests.js';

/** What the turns need from the connection (client-connection.ts). */
export interface ClientTurnsHost {
  readonly scheduler: SchedulerLike;
  readonly closed$: Observable<TransportClosedError>;
  /** The connection's decoded notifications, shared (client-streams.ts). */
  readonly notificationEvents$: Observable<AnyNotificationEvent>;
  readonly serverRequests: ServerRequests;
  /** Over a resumable transport: holds the notifications of threads reconciled after a replay gap. */
  holdWhileReconciling(): MonoTypeOperatorFunction<AnyNotificationEvent>;
  sendRequest(
    method: ClientRequestMethod,
    params: unknown,
    options?: RequestOptions,
  ): Observable<unknown>;
  diagnostic(d: ClientDiagnostic): void;
}

export class ClientTurns implements ClientInternals {
  /** Serializes turn starts per thread. */
  readonly turnQueue = new SerialQueue();
  readonly runningTurns = new RunningTurnTracker();
  readonly scheduler: SchedulerLike;
  /** Server views of turns (`thread/read`, `thread/resume`), fed to the running turn streams. */
  private readonly reconciled = new Subject<TurnInput>();
  /** A running turn whose thread could not be resumed after a reconnect. */
  private readonly threadFailures = new Subject<{ threadId: string; error: unknown }>();
  /** Turns reconciled while running: read again at their `turn/completed`. */
  private readonly rereads = new CompletionRereads({
    readThreadTurns: (threadId) => this.readThreadTurns(threadId),
    pushReconcile: (threadId, turn) => this.pushReconcile(threadId, turn),
    rereadFailed: (error) =>
      this.diagnostic({ kind: 'backgroundRequestFailed', method: 'thread/read', error }),
  });

  constructor(private readonly host: ClientTurnsHost) {
    this.scheduler = host.scheduler;
  }

  sendRequest(
    method: ClientRequestMethod,
    params: unknown,
    options?: RequestOptions,
  ): Observable<unknown> {
    return this.host.sendRequest(method, params, options);
  }

  diagnostic(d: ClientDiagnostic): void {
    this.host.diagnostic(d);
  }

  startTurnRequest(
    params: TurnStartParams,
    onSent?: () => void,
  ): Observable<TurnStartResponseLike> {
    return send(this, requests['turn/start'], params, { onSent }).pipe(
      tap((r) => this.runningTurns.started(params.threadId, r.turn.id)),
    );
  }

  interruptRequest(threadId: string, turnId: string): Observable<unknown> {
    return send(this, requests['turn/interrupt'], { threadId, turnId });
  }

  interruptInBackground(threadId: string, turnId: string): void {
    this.interruptRequest(threadId, turnId).subscribe({
      error: (error: unknown) =>
        this.diagnostic({ kind: 'backgroundRequestFailed', method: 'turn/interrupt', error }),
    });
  }

  /** `thread/read` with `includeTurns: true`, as turns. */
  readThreadTurns(threadId: string): Observable<readonly TurnLike[]> {
    return send(this, requests['thread/read'], { threadId, includeTurns: true }).pipe(
      map((r) => r.thread.turns),
    );
  }

  /** Feeds the server's view of a turn to the thread's running turn streams. */
  pushReconcile(threadId: string, turn: TurnLike): void {
    this.reconciled.next(reconcileEvent(threadId, turn));
  }

  /** The turn was reconciled while running (events may be lost): read it again when it completes. */
  rereadAtCompletion(threadId: string, turnId: string): void {
    this.rereads.mark(threadId, turnId);
  }

  /** `thread/resume` of a thread with a running turn failed after a reconnect: its turn cannot go on. */
  failThread(threadId: string, turnId: string, error: unknown): void {
    this.runningTurns.ended(threadId, turnId);
    this.threadFailures.next({ threadId, error: new TurnLostError(threadId, turnId, error) });
  }

  /**
   * Every thread's notifications as the turns read them, built once per
   * client: the connection's one shared decoded stream, through the
   * reconnect's hold and the completion re-read, merged with the server's
   * views of running turns (`pushReconcile`, never held: they are what the
   * holds wait for), erroring with the close cause when the connection ends
   * for good (a client already closed errors at subscription: `closed$`
   * replays it). Shared for the client's lifetime (the reset flags are
   * false for the reasons of client-streams.ts).
   */
  private readonly turnInputs$: Observable<TurnInput> = defer(() =>
    merge(
      this.host.closed$.pipe(
        map((error) => {
          throw error;
        }),
      ),
      this.host.notificationEvents$.pipe(
        this.host.holdWhileReconciling(),
        this.rereads.holdAtCompletion(),
      ),
      this.reconciled,
    ),
  ).pipe(
    share({
      connector: () => new BroadcastSubject<TurnInput>(),
      resetOnError: false,
      resetOnComplete: false,
      resetOnRefCountZero: false,
    }),
  );

  /**
   * One thread's notifications: `forThread` over the turns' shared stream
   * (above). Errors with the close cause when the connection ends for good,
   * or with the thread's failure (`failThread`: `takeUntil` passes its
   * notifier's error on, and costs no step per notification). Never completes.
   */
  threadNotifications(threadId: string): Observable<TurnInput> {
    const failed$ = this.threadFailures.pipe(
      filter((f) => f.threadId === threadId),
      map((f) => {
        throw f.error;
      }),
    );
    return this.turnInputs$.pipe(forThread(threadId), takeUntil(failed$));
  }

  addScopedHandler(threadId: string, handler: ServerRequestHandler): () => void {
    return this.host.serverRequests.addScoped(threadId, handler);
  }

  fenceThread(threadId: string): () => void {
    return this.host.serverRequests.fence(threadId);
  }

  /** The client closed: running turn streams have seen the close error. */
  close(): void {
    this.rereads.close();
    this.reconciled.complete();
    this.threadFailures.complete();
  }
}
