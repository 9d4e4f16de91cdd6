/**
 * The Client's side of a resumable transport (the relay): the handshake of a
 * client that adopts a live session (skip `initialize`, use the cached
 * result, continue request ids), and what each later reattach means for the
 * client (a `reattached` status; on a replay gap a typed `ReplayGapEvent`
 * and the running turns reconciled from `thread/read`). Delivery of retained
 * messages and of unresolved server requests is the transport's (each exactly
 * once); the Session resolves pending requests whose responses were retained.
 */
import {
  Observable,
  Subject,
  defer,
  merge,
  mergeMap,
  take,
  throwError,
  type MonoTypeOperatorFunction,
  type Subscription,
} from 'rxjs';
import type { Session } from '../rpc/session.js';
import type { AttachResult, ReplayGap, ResumableTransport } from '../transport/resumable.js';
import type { ConnectionStatus } from './connection-status.js';
import type { ClientDiagnostic } from './diagnostics.js';
import type { InitializeResponse } from './protocol.js';
import type { TurnReconciliation } from './reconcile-turns.js';
import { eventThreadId } from './events.js';

/**
 * Messages after the client's watermark were dropped by the relay's bounded
 * log before the client got them (it was away too long, or too slow). The
 * client's running turns are reconciled from `thread/read` (listed in
 * `threadIds`); events in between are lost for good.
 */
export interface ReplayGapEvent {
  readonly kind: 'replayGap';
  readonly generation: string;
  /** First and last sequence number lost. */
  readonly gap: ReplayGap;
  /** Threads with a running turn at the gap: their turns are reconciled. */
  readonly threadIds: readonly string[];
}

/** What the controller needs from the client's connection (client-connection.ts). */
export interface ReattachHost {
  readonly session: Session;
  readonly turns: { readonly runningTurns: { readonly threadIds: string[] } };
  readonly status: { next(status: ConnectionStatus): void };
  reconcileRunningTurns(): Observable<TurnReconciliation[]>;
  diagnostic(d: ClientDiagnostic): void;
}

export class ReattachController {
  private readonly gapSubject = new Subject<ReplayGapEvent>();
  readonly replayGap$: Observable<ReplayGapEvent> = this.gapSubject.asObservable();
  /** The handshake was skipped: the session's cached initialize result was used. */
  skippedInitialize = false;
  private readonly subscription: Subscription;
  /**
   * Threads being reconciled after a gap: their turn streams' notifications
   * (the retained tail) wait here until the server's view was applied, so a
   * `turn/completed` in the tail cannot complete a turn with missing items.
   */
  private readonly held = new Map<string, Array<() => void>>();

  constructor(
    private readonly host: ReattachHost,
    private readonly transport: ResumableTransport,
  ) {
    // Every attach after the first (the first is the handshake's business),
    // plus a gap on the first one (a client adopting an overflowed session).
    let first = true;
    this.subscription = transport.attach$.subscribe((result) => {
      const wasFirst = first;
      first = false;
      if (result.kind !== 'reattached') return;
      if (!wasFirst)
        host.status.next({
          kind: 'reattached',
          generation: result.generation,
          ...(result.gap ? { gap: result.gap } : {}),
        });
      if (result.gap) this.onGap(result.generation, result.gap);
    });
  }

  /**
   * The handshake over a resumable transport: waits for the first attach; a
   * reattach to an initialized session continues its request ids and
   * answers with the cached result; anything else runs `initialize$`.
   */
  initialize(initialize$: () => Observable<unknown>): Observable<unknown> {
    return defer(() => {
      const session = this.host.session;
      session.connect();
      const lost$ = session.closed$.pipe(mergeMap((error) => throwError(() => error)));
      return merge(lost$, this.transport.attach$).pipe(
        take(1),
        mergeMap((result: AttachResult) => {
          if (result.kind === 'reattached' && result.initializeResult !== null) {
            session.continueRequestIds(result.nextRequestId);
            this.skippedInitialize = true;
            return new Observable<InitializeResponse>((s) => {
              s.next(result.initializeResult as InitializeResponse);
              s.complete();
            });
          }
          if (result.kind === 'reattached') session.continueRequestIds(result.nextRequestId);
          return initialize$();
        }),
      );
    });
  }

  /** For the turns' notifications: those of a thread being reconciled after a gap wait. */
  holdWhileReconciling<T extends { readonly params?: unknown }>(): MonoTypeOperatorFunction<T> {
    return (source) =>
      new Observable<T>((subscriber) =>
        source.subscribe({
          next: (value) => {
            const threadId = this.held.size === 0 ? undefined : eventThreadId(value);
            const queue = threadId === undefined ? undefined : this.held.get(threadId);
            if (queue) queue.push(() => subscriber.next(value));
            else subscriber.next(value);
          },
          error: (error: unknown) => subscriber.error(error),
          complete: () => subscriber.complete(),
        }),
      );
  }

  close(): void {
    this.subscription.unsubscribe();
    this.gapSubject.complete();
    this.release();
  }

  private release(): void {
    const queues = [...this.held.values()];
    this.held.clear();
    for (const queue of queues) for (const deliver of queue) deliver();
  }

  private onGap(generation: string, gap: ReplayGap): void {
    const threadIds = [...this.host.turns.runningTurns.threadIds];
    this.gapSubject.next({ kind: 'replayGap', generation, gap, threadIds });
    if (threadIds.length === 0) return;
    for (const id of threadIds) if (!this.held.has(id)) this.held.set(id, []);
    this.host.reconcileRunningTurns().subscribe({
      complete: () => this.release(),
      next: (outcomes) => {
        for (const o of outcomes)
          if (o.outcome === 'failed')
            this.host.diagnostic({
              kind: 'backgroundRequestFailed',
              method: 'thread/read',
              error: o.error,
            });
      },
      error: (error: unknown) => {
        this.release();
        this.host.diagnostic({ kind: 'backgroundRequestFailed', method: 'thread/read', error });
      },
    });
  }
}
