/**
 * Answers every server request exactly once: by the first handler that takes
 * it (scoped per-thread handlers, newest first, then the client's handler),
 * else at once with -32601. Handles timeouts, handler failures and
 * `serverRequest/resolved` (a request the server cleared is not answered late).
 */
import {
  Observable,
  Subscription,
  defaultIfEmpty,
  from,
  isObservable,
  of,
  take,
  timeout,
  type SchedulerLike,
  asyncScheduler,
} from 'rxjs';
import { ErrorCodes } from '../rpc/errors.js';
import type { RequestId } from '../rpc/messages.js';
import type { ClientDiagnostic } from './diagnostics.js';
import { ServerRequestNoAnswerError, ServerRequestTimeoutError } from './errors.js';
import { refusalFor } from './refusal.js';
import { eventThreadId, type AnyServerRequestEvent } from './events.js';
import {
  invokeHandler,
  type HandlerAnswer,
  type ServerRequestHandler,
} from './server-request-handler.js';

/** What the router needs from the client: a way to reply and to report. */
export interface ServerRequestReplier {
  respond(id: RequestId, result: unknown): void;
  respondError(id: RequestId, code: number, message: string, data?: unknown): void;
  diagnostic(d: ClientDiagnostic): void;
}

export interface ServerRequestRouterOptions {
  /** The client-wide handler. */
  readonly handler?: ServerRequestHandler;
  /** Time a handler has to answer; `null` or `Infinity`: no limit. */
  readonly timeoutMs: number | null;
  readonly scheduler?: SchedulerLike;
}

interface Pending {
  readonly request: AnyServerRequestEvent;
  readonly threadId: string | undefined;
  readonly abort: AbortController;
  readonly subscription: Subscription;
}

interface Scoped {
  readonly threadId: string;
  readonly handler: ServerRequestHandler;
}

const NO_ANSWER = Symbol('noAnswer');

const keyOf = (id: RequestId): string => `${typeof id}:${String(id)}`;

const isPromiseLike = (x: unknown): x is PromiseLike<unknown> =>
  x !== null &&
  (typeof x === 'object' || typeof x === 'function') &&
  typeof (x as PromiseLike<unknown>).then === 'function';

export class ServerRequestRouter {
  private readonly pending = new Map<string, Pending>();
  private scoped: readonly Scoped[] = [];
  /** Threads whose running turn was abandoned, with how many fences each has. */
  private readonly fences = new Map<string, number>();
  private closed = false;

  constructor(
    private readonly replier: ServerRequestReplier,
    private readonly options: ServerRequestRouterOptions,
  ) {}

  /** Number of requests whose handler has not answered yet. */
  get pendingCount(): number {
    return this.pending.size;
  }

  /** Whether a handler is still deciding on request `id`. */
  isPending(id: RequestId): boolean {
    return this.pending.has(keyOf(id));
  }

  /**
   * Adds a handler for the requests of one thread (a running turn's
   * `requestHandler`); it is asked before the client's. Returns the remover.
   */
  addScoped(threadId: string, handler: ServerRequestHandler): () => void {
    const entry: Scoped = { threadId, handler };
    this.scoped = [entry, ...this.scoped];
    return () => {
      this.scoped = this.scoped.filter((s) => s !== entry);
    };
  }

  /**
   * The thread's running turn was abandoned (its consumer unsubscribed): until
   * the returned function is called, every server request of the thread is
   * refused by the library (`refusalFor`: approvals get `cancel`, the rest an
   * error), never given to a handler, and the ones a handler is still
   * answering are cancelled (AbortSignal, Observable unsubscribed) and
   * refused the same way. A late answer from the handler is dropped.
   */
  fence(threadId: string): () => void {
    this.fences.set(threadId, (this.fences.get(threadId) ?? 0) + 1);
    for (const [key, entry] of [...this.pending]) {
      if (entry.threadId !== threadId) continue;
      this.pending.delete(key);
      entry.subscription.unsubscribe();
      entry.abort.abort(new Error('the turn was abandoned'));
      this.refuse(entry.request);
    }
    let lifted = false;
    return () => {
      if (lifted) return;
      lifted = true;
      const n = (this.fences.get(threadId) ?? 1) - 1;
      if (n > 0) this.fences.set(threadId, n);
      else this.fences.delete(threadId);
    };
  }

  /** Routes one server request. Call after it has been published on events$. */
  handle(request: AnyServerRequestEvent): void {
    const key = keyOf(request.id);
    if (this.closed || this.pending.has(key)) return;
    const threadId = eventThreadId(request);
    if (threadId !== undefined && this.fences.has(threadId)) {
      this.refuse(request);
      return;
    }
    const abort = new AbortController();
    const context = { signal: abort.signal };
    const chain: ServerRequestHandler[] = [
      ...this.scoped
        .filter((s) => threadId !== undefined && s.threadId === threadId)
        .map((s) => s.handler),
      ...(this.options.handler ? [this.options.handler] : []),
    ];
    let answer: HandlerAnswer<unknown> | undefined;
    try {
      for (const handler of chain) {
        answer = invokeHandler(handler, request, context);
        if (answer !== undefined) break;
      }
    } catch (error) {
      this.fail(request, error);
      return;
    }
    if (answer === undefined) {
      this.replier.diagnostic({
        kind: 'unhandledServerRequest',
        id: request.id,
        method: request.method,
      });
      this.send(request, () =>
        this.replier.respondError(
          request.id,
          ErrorCodes.MethodNotFound,
          `no handler for server request ${request.method}`,
        ),
      );
      return;
    }
    const answer$ = toObservable(answer);
    const limit = this.options.timeoutMs;
    const timed$ =
      limit === null || limit === Infinity
        ? answer$
        : answer$.pipe(
            timeout({
              first: limit,
              scheduler: this.options.scheduler ?? asyncScheduler,
              with: () => {
                throw new ServerRequestTimeoutError(request.method, request.id, limit);
              },
            }),
          );
    const subscription = new Subscription();
    this.pending.set(key, { request, threadId, abort, subscription });
    subscription.add(
      timed$.pipe(take(1), defaultIfEmpty(NO_ANSWER)).subscribe({
        next: (result) => {
          if (!this.settle(key)) return;
          if (result === NO_ANSWER || result === undefined) {
            this.fail(request, new ServerRequestNoAnswerError(request.method, request.id));
          } else {
            this.send(request, () => this.replier.respond(request.id, result));
          }
        },
        error: (error: unknown) => {
          if (!this.settle(key)) return;
          abort.abort(error);
          this.fail(request, error);
        },
      }),
    );
  }

  /** `serverRequest/resolved`: the server no longer waits; cancel the handler and never answer. */
  resolved(id: RequestId): void {
    const key = keyOf(id);
    const entry = this.pending.get(key);
    if (!entry) return;
    this.pending.delete(key);
    entry.subscription.unsubscribe();
    entry.abort.abort(new Error('resolved by the server'));
    this.replier.diagnostic({ kind: 'serverRequestCancelled', id, method: entry.request.method });
  }

  /** The connection ended: cancel every pending handler; nothing more is answered. */
  close(): void {
    this.closed = true;
    const entries = [...this.pending.values()];
    this.pending.clear();
    for (const entry of entries) {
      entry.subscription.unsubscribe();
      entry.abort.abort(new Error('client closed'));
    }
  }

  /** Answers a request of an abandoned turn: cancel/decline where the method has one, else an error. */
  private refuse(request: AnyServerRequestEvent): void {
    this.replier.diagnostic({
      kind: 'serverRequestRefused',
      id: request.id,
      method: request.method,
      reason: 'turnAbandoned',
    });
    const result = refusalFor(request.method);
    this.send(request, () =>
      result === undefined
        ? this.replier.respondError(
            request.id,
            ErrorCodes.InternalError,
            `refused: the turn of ${request.method} was abandoned by the client`,
          )
        : this.replier.respond(request.id, result),
    );
  }

  /** Removes the pending entry; false if it was already settled (resolved, closed). */
  private settle(key: string): boolean {
    return this.pending.delete(key);
  }

  private fail(request: AnyServerRequestEvent, error: unknown): void {
    if (error instanceof ServerRequestTimeoutError) {
      this.replier.diagnostic({
        kind: 'serverRequestTimeout',
        id: request.id,
        method: request.method,
        timeoutMs: error.timeoutMs,
      });
    } else {
      this.replier.diagnostic({
        kind: 'serverRequestHandlerError',
        id: request.id,
        method: request.method,
        error,
      });
    }
    const message = error instanceof Error ? error.message : String(error);
    this.send(request, () =>
      this.replier.respondError(
        request.id,
        ErrorCodes.InternalError,
        `client handler failed: ${message}`,
      ),
    );
  }

  private send(request: AnyServerRequestEvent, write: () => void): void {
    try {
      write();
    } catch (error) {
      this.replier.diagnostic({
        kind: 'serverRequestReplyFailed',
        id: request.id,
        method: request.method,
        error,
      });
    }
  }
}

function toObservable(answer: HandlerAnswer<unknown>): Observable<unknown> {
  if (isObservable(answer)) return answer;
  if (isPromiseLike(answer)) return from(answer);
  return of(answer);
}
