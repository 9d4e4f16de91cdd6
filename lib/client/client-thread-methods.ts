/**
 * The `thread/*` methods of a Client: start, resume, read, fork, archive,
 * compact and revert a thread, list threads and a thread's turns, thread
 * goals. A base class of `Client` (client.ts has the turns, the other
 * requests and the ways a client is created), so both files stay readable.
 */
import { map, type Observable } from 'rxjs';
import { call, callOnThread, type Rest } from './call.js';
import { ClientCore } from './client-core.js';
import type { ClientFlavor, StableFlavor } from './client-options.js';
import { requests, type ClientRequestParams, type ClientRequestResult } from './protocol.js';
import { Thread } from './thread.js';
import { turnPages } from './turn-pages.js';

/**
 * The `thread/*` methods of a client (see `Client`, which is what
 * applications use): each is built on the generated descriptor of its
 * protocol method (`call` / `callOnThread`), so the compiler checks its
 * params; those that return a thread return a `Thread` service object.
 */
export class ClientThreadMethods<F extends ClientFlavor = StableFlavor> extends ClientCore<F> {
  /** `thread/start`, as a Thread service object. */
  startThread(params: ClientRequestParams<'thread/start'> = {}): Observable<Thread<F>> {
    return call(this, requests['thread/start'], params).pipe(
      map((r) => new Thread<F>(this, r.thread)),
    );
  }

  /** `thread/resume` by id (or full params). */
  resumeThread(thread: string | ClientRequestParams<'thread/resume'>): Observable<Thread<F>> {
    return call(
      this,
      requests['thread/resume'],
      typeof thread === 'string' ? { threadId: thread } : thread,
    ).pipe(map((r) => new Thread<F>(this, r.thread)));
  }

  /** `thread/read` (metadata; `includeTurns` for the full history of non-paginated threads). */
  readThread(threadId: string, options: Rest<'thread/read'> = {}): Observable<Thread<F>> {
    return callOnThread(this, requests['thread/read'], threadId, options).pipe(
      map((r) => new Thread<F>(this, r.thread)),
    );
  }

  /** `thread/fork`. */
  forkThread(threadId: string, options: Rest<'thread/fork'> = {}): Observable<Thread<F>> {
    return callOnThread(this, requests['thread/fork'], threadId, options).pipe(
      map((r) => new Thread<F>(this, r.thread)),
    );
  }

  /** `thread/archive`. */
  archiveThread(threadId: string): Observable<ClientRequestResult<'thread/archive'>> {
    return callOnThread(this, requests['thread/archive'], threadId, {});
  }

  /** `thread/unarchive`, as a Thread. */
  unarchiveThread(threadId: string): Observable<Thread<F>> {
    return callOnThread(this, requests['thread/unarchive'], threadId, {}).pipe(
      map((r) => new Thread<F>(this, r.thread)),
    );
  }

  /** `thread/compact/start`: starts a compaction turn (its events arrive on events$). */
  startThreadCompaction(threadId: string): Observable<ClientRequestResult<'thread/compact/start'>> {
    return callOnThread(this, requests['thread/compact/start'], threadId, {});
  }

  /** `thread/revert`: drops the history from `beforeTurnId` on (files are not touched). */
  revertThread(
    threadId: string,
    beforeTurnId: string,
  ): Observable<ClientRequestResult<'thread/revert'>> {
    return callOnThread(this, requests['thread/revert'], threadId, { beforeTurnId });
  }

  /** `thread/list` (one page). */
  listThreads(
    params: ClientRequestParams<'thread/list'> = {},
  ): Observable<ClientRequestResult<'thread/list'>> {
    return call(this, requests['thread/list'], params);
  }

  /** `thread/turns/list`: one page of a thread's turns (`cursor`, `limit`, `sortDirection`, `itemsView`). */
  listTurns(
    threadId: string,
    options: Rest<'thread/turns/list'> = {},
  ): Observable<ClientRequestResult<'thread/turns/list'>> {
    return callOnThread(this, requests['thread/turns/list'], threadId, options);
  }

  /**
   * Every page of a thread's turns, following `nextCursor` (cold: one request
   * per page, the next only after the previous arrived).
   *
   * @example
   * client.turnPages(threadId, { limit: 20 }).pipe(mergeMap((page) => page.data)).subscribe(show);
   */
  turnPages(
    threadId: string,
    options: Rest<'thread/turns/list'> = {},
  ): Observable<ClientRequestResult<'thread/turns/list'>> {
    return turnPages(this, threadId, options);
  }

  // ---- goals ----

  /** `thread/goal/set`. */
  setThreadGoal(
    threadId: string,
    goal: Rest<'thread/goal/set'>,
  ): Observable<ClientRequestResult<'thread/goal/set'>> {
    return callOnThread(this, requests['thread/goal/set'], threadId, goal);
  }

  /** `thread/goal/get`. */
  getThreadGoal(threadId: string): Observable<ClientRequestResult<'thread/goal/get'>> {
    return callOnThread(this, requests['thread/goal/get'], threadId, {});
  }

  /** `thread/goal/clear`. */
  clearThreadGoal(
    threadId: string,
    options: Rest<'thread/goal/clear'> = {},
  ): Observable<ClientRequestResult<'thread/goal/clear'>> {
    return callOnThread(this, requests['thread/goal/clear'], threadId, options);
  }
}
