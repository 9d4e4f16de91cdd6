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
  Subscription,
  config,
  identity,
  map,
  tap,
  type MonoTypeOperatorFunction,
  type Observer,
  type SchedulerLike,
  type Subscribable,
} from 'rxjs';
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
import { requests, type TurnStartParams } from './protocol.js';
import { TurnLostError } from './reconnect-errors.js';
import { RunningTurnTracker } from './running-turns.js';
import { SerialQueue } from './serial-queue.js';
import type { ServerRequestHandler } from './server-request-handler.js';
import type { ServerRequests } from './server-requests.js';
import { ThreadDemux } from './thread-demux.js';

/** An error an observer threw, reported as rxjs reports one (its `reportUnhandledError`). */
function reportUnhandled(error: unknown): void {
  setTimeout(() => {
    const { onUnhandledError } = config;
    if (onUnhandledError) onUnhandledError(error);
    else throw error;
  });
}

/** What the turns need from the connection (client-connection.ts). */
export interface ClientTurnsHost {
  readonly scheduler: SchedulerLike;
  readonly closed$: Observable<TransportClosedError>;
  readonly serverRequests: ServerRequests;
  /** Over a resumable transport: holds a thread's notifications while it is reconciled after a replay gap. */
  holdWhileReconciling<T>(threadId: string): MonoTypeOperatorFunction<T>;
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
  private readonly reconciled = new Subject<{ threadId: string; event: TurnInput }>();
  /** A running turn whose thread could not be resumed after a reconnect. */
  private readonly threadFailures = new Subject<{ threadId: string; error: unknown }>();
  /** Turns reconciled while running: read again at their `turn/completed`. */
  private readonly rereads = new CompletionRereads({
    readThreadTurns: (threadId) => this.readThreadTurns(threadId),
    pushReconcile: (threadId, turn) => this.pushReconcile(threadId, turn),
    rereadFailed: (error) =>
      this.diagnostic({ kind: 'backgroundRequestFailed', method: 'thread/read', error }),
  });
  /** The connection's notifications (`dispatch`), by thread. */
  private readonly notifications = new ThreadDemux<AnyNotificationEvent>();

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
    this.reconciled.next({ threadId, event: reconcileEvent(threadId, turn) });
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
   * One notification of the connection, after `events$` has published it: to
   * the notification streams of the thread it names (`threadNotifications$`).
   */
  dispatch(event: AnyNotificationEvent): void {
    this.notifications.dispatch(event);
  }

  /**
   * The thread's notifications and the server's views of its running turn
   * (`pushReconcile`); errors with the close error when the connection ends,
   * or with the thread's failure (`failThread`). Never completes.
   *
   * A `Subscribable` whose subscription calls the observer itself rather than
   * an Observable (whose subscriber would add a hop of three calls per
   * notification): every delta of a turn passes here. Over the per-thread
   * demultiplexer rather than `merge(closed$, failures,
   * notifications$.pipe(forThread(id)), reconciled)`. Same order of
   * subscription (a client already closed errors at once), same values, and an
   * Observable's rules: nothing after the error, the error unsubscribes
   * everything, an observer that throws is reported as rxjs reports it
   * (`config.onUnhandledError`, else thrown asynchronously) and the other
   * listeners of the notification still get it.
   */
  threadNotifications(threadId: string): Subscribable<TurnInput> {
    const hold = this.host.holdWhileReconciling<TurnInput>(threadId);
    return { subscribe: (observer) => this.listenThread(threadId, hold, observer) };
  }

  private listenThread(
    threadId: string,
    hold: MonoTypeOperatorFunction<TurnInput>,
    observer: Partial<Observer<TurnInput>>,
  ): Subscription {
    const inputs = new Subscription();
    let stopped = false;
    inputs.add(() => (stopped = true));
    const deliver = (event: TurnInput): void => {
      if (stopped) return;
      try {
        observer.next?.(event);
      } catch (error) {
        reportUnhandled(error);
      }
    };
    const fail = (error: unknown): void => {
      if (stopped) return;
      inputs.unsubscribe();
      try {
        observer.error?.(error);
      } catch (thrown) {
        reportUnhandled(thrown);
      }
    };
    inputs.add(this.host.closed$.subscribe(fail));
    inputs.add(
      this.threadFailures.subscribe((f) => {
        if (f.threadId === threadId) fail(f.error);
      }),
    );
    if (stopped) return inputs;
    // The completion re-read (completion-reread.ts) may hold a notification
    // and those after it; otherwise it is delivered at once.
    const reread = (event: TurnInput): void => this.rereads.pass(threadId, event, deliver);
    if (hold === identity) {
      // Not resumable: the reattach never holds, the demultiplexer calls the re-read check.
      inputs.add(this.notifications.listen(threadId, reread));
    } else {
      const notifications$ = new Observable<TurnInput>((s) =>
        this.notifications.listen(threadId, (event) => s.next(event)),
      );
      inputs.add(notifications$.pipe(hold).subscribe(reread));
    }
    inputs.add(
      this.reconciled.subscribe((r) => {
        if (r.threadId === threadId) deliver(r.event);
      }),
    );
    return inputs;
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
