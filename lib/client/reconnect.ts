/**
 * Reconnecting without a relay, for direct WebSocket connections to codex
 * (`codex app-server --listen ws://`): the policy (`reconnect` client
 * option), its backoff, and one attempt: open a new connection, initialize
 * again, `thread/resume` every thread with a running turn, reconcile those
 * turns from `thread/read`. What this recovers and what it cannot:
 * docs/reconnect.md.
 */
import {
  EMPTY,
  catchError,
  defer,
  from,
  map,
  mergeMap,
  retry,
  switchMap,
  tap,
  throwError,
  timer,
  toArray,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { TransportClosedError } from '../rpc/errors.js';
import type { Session } from '../rpc/session.js';
import type { Transport } from '../transport/transport.js';
import type { TurnLike } from '../turn/events.js';
import type { ReconnectingStatus } from './connection-status.js';
import type {
  ClientRequestMethod,
  ClientRequestResult,
  InitializeParams,
  InitializeResponse,
} from './protocol.js';
import { reconcileRunningTurns, type TurnReconciliation } from './reconcile-turns.js';
import { ReconnectFailedError } from './reconnect-errors.js';
import type { RunningTurnTracker } from './running-turns.js';

/** The `reconnect` client option. Every field is optional; `{}` is a sensible policy. */
export interface ReconnectPolicy {
  /** Attempts after a drop before giving up (then `failed`, and the client closes). Default 5. */
  readonly maxAttempts?: number;
  /** Wait before the first attempt. Default 250 ms. */
  readonly initialDelayMs?: number;
  /** Each further wait is the previous one times this. Default 2. */
  readonly multiplier?: number;
  /** Cap on any wait. Default 10 000 ms. */
  readonly maxDelayMs?: number;
  /**
   * Each wait is spread uniformly over ±`jitter` of itself (0..1), so that
   * many clients cut off together do not come back together. Default 0.2.
   */
  readonly jitter?: number;
  /** Source of randomness for the jitter, in [0, 1). Default `Math.random` (tests pin it). */
  readonly random?: () => number;
  /**
   * The transport of the next connection. Default: the client's transport,
   * opened again (a WebSocket transport can be: each subscription opens a new
   * socket). Give a factory for transports that cannot be reopened.
   */
  readonly transport?: () => Transport;
}

export const DEFAULT_RECONNECT_ATTEMPTS = 5;

/**
 * The wait before attempt `attempt` (1-based): exponential, capped, jittered.
 *
 * @example
 * reconnectDelayMs({ jitter: 0 }, 3); // 1000 (250 * 2 * 2)
 */
export function reconnectDelayMs(policy: ReconnectPolicy, attempt: number): number {
  const initial = policy.initialDelayMs ?? 250;
  const max = policy.maxDelayMs ?? 10_000;
  const multiplier = policy.multiplier ?? 2;
  const jitter = Math.min(1, Math.max(0, policy.jitter ?? 0.2));
  const base = Math.min(max, initial * multiplier ** Math.max(0, attempt - 1));
  const random = (policy.random ?? Math.random)();
  return Math.max(0, Math.min(max, Math.round(base * (1 - jitter + 2 * jitter * random))));
}

/**
 * Runs `attempt$` up to `maxAttempts` times, each after its backoff wait on
 * `scheduler` (so marble tests drive it), reporting each attempt through
 * `onAttempt` before its wait. Emits the first success with its attempt
 * number; errors with `ReconnectFailedError` when every attempt failed.
 * Unsubscribing stops the attempts.
 */
export function withReconnectAttempts<T>(
  attempt$: (attempt: number) => Observable<T>,
  options: {
    readonly policy: ReconnectPolicy;
    readonly scheduler: SchedulerLike;
    /** Why reconnecting started (the drop). */
    readonly cause: unknown;
    readonly onAttempt: (status: ReconnectingStatus) => void;
  },
): Observable<{ readonly value: T; readonly attempt: number }> {
  const maxAttempts = Math.max(1, options.policy.maxAttempts ?? DEFAULT_RECONNECT_ATTEMPTS);
  return defer(() => {
    let attempt = 0;
    const wait = (cause: unknown): Observable<0> => {
      attempt++;
      const delayMs = reconnectDelayMs(options.policy, attempt);
      options.onAttempt({ kind: 'reconnecting', attempt, delayMs, cause });
      return timer(delayMs, options.scheduler);
    };
    const once$ = defer(() => attempt$(attempt)).pipe(map((value) => ({ value, attempt })));
    return wait(options.cause).pipe(
      switchMap(() =>
        once$.pipe(retry({ count: maxAttempts - 1, delay: (e: unknown) => wait(e) })),
      ),
      catchError((error: unknown) => throwError(() => new ReconnectFailedError(attempt, error))),
    );
  });
}

/** What an attempt does to the client's turns (client-turns.ts). */
export interface ReconnectTurns {
  readonly runningTurns: RunningTurnTracker;
  pushReconcile(threadId: string, turn: TurnLike): void;
  /** A turn reconciled while running: read it again at its `turn/completed`. */
  rereadAtCompletion(threadId: string, turnId: string): void;
  /** `thread/resume` of a thread with a running turn failed: its turn cannot go on. */
  failThread(threadId: string, turnId: string, error: unknown): void;
}

/** What one attempt needs from the client. */
export interface ReconnectHost {
  readonly turns: ReconnectTurns;
  /** A result decoded as the client decodes its requests' results (strict, or reporting and passing it on). */
  decodeResult<M extends ClientRequestMethod>(method: M, raw: unknown): ClientRequestResult<M>;
  /** A new session on the next connection, already wired to the client's streams. */
  newSession(): Session;
  initializeParams(): InitializeParams;
}

/** What a successful attempt did. */
export interface ReconnectResult {
  readonly initializeResult: InitializeResponse;
  /** Threads resumed on the new connection. */
  readonly threadIds: readonly string[];
  readonly reconciliations: readonly TurnReconciliation[];
}

/**
 * One attempt: a new session, `initialize` + `initialized`, `thread/resume`
 * of each thread with a running turn (codex then streams that turn's next
 * events to this connection and re-sends its pending server requests with
 * their original ids), then the reconcile from `thread/read`. Fails (to be
 * retried) when the new connection fails; a thread whose resume is refused
 * is given up (`failThread`) and the rest go on.
 */
export function reconnectOnce(host: ReconnectHost): Observable<ReconnectResult> {
  return defer(() => {
    const session = host.newSession();
    const clientTurns = host.turns;
    const turnsOf = (threadId: string): Observable<readonly TurnLike[]> =>
      session
        .request('thread/read', { threadId, includeTurns: true })
        .pipe(map((r) => host.decodeResult('thread/read', r).thread.turns));
    return session.request('initialize', host.initializeParams()).pipe(
      tap(() => session.notify('initialized')),
      switchMap((initializeResult) =>
        from(clientTurns.runningTurns.threadIds).pipe(
          mergeMap((threadId) => {
            const turnId = clientTurns.runningTurns.turnOf(threadId);
            if (turnId === undefined) return EMPTY; // ended meanwhile
            return session.request('thread/resume', { threadId }).pipe(
              // The response carries the thread's turns, the running one
              // included. Applied here, synchronously, it reaches the turn
              // before any notification codex sends after it (a
              // turn/completed right after the resume would otherwise
              // complete the turn without the items of the gap).
              tap((result) => {
                const turns = host.decodeResult('thread/resume', result).thread.turns;
                const turn = turns.find((t) => t.id === turnId);
                if (turn === undefined) return;
                if (turn.status !== 'inProgress') clientTurns.runningTurns.ended(threadId, turnId);
                clientTurns.pushReconcile(threadId, turn);
              }),
              map(() => threadId),
              catchError((error: unknown) => {
                if (error instanceof TransportClosedError || session.isClosed) throw error;
                clientTurns.failThread(threadId, turnId, error);
                return EMPTY;
              }),
            );
          }, 8),
          toArray(),
          switchMap((threadIds) =>
            reconcileRunningTurns(
              {
                runningTurns: clientTurns.runningTurns,
                readThreadTurns: turnsOf,
                pushReconcile: (id, turn) => clientTurns.pushReconcile(id, turn),
                rereadAtCompletion: (id, turnId) => clientTurns.rereadAtCompletion(id, turnId),
              },
              threadIds,
            ).pipe(
              map((reconciliations): ReconnectResult => {
                // reads that failed because this connection died too: the attempt failed
                if (session.isClosed)
                  throw new TransportClosedError({ message: 'the new connection closed' });
                return {
                  // taken as its schema type, as at the first handshake (client-connection.ts)
                  initializeResult: initializeResult as InitializeResponse,
                  threadIds,
                  reconciliations,
                };
              }),
            ),
          ),
        ),
      ),
      catchError((error: unknown) => {
        session.close({ message: 'reconnect attempt failed', cause: error });
        return throwError(() => error);
      }),
    );
  });
}
