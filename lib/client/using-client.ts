/**
 * The scoped stream form of a client (as RxJS's `using`): the client lives
 * exactly as long as the work done with it. `Client.using` is built on it.
 */
import {
  catchError,
  concat,
  defer,
  from,
  ignoreElements,
  mergeMap,
  switchMap,
  throwError,
  type Observable,
  type ObservableInput,
} from 'rxjs';

/** What the scoped form needs of a client: a close that resolves once the connection is gone. */
export interface Closable {
  close(): Promise<void>;
}

/**
 * Subscribes to `connect$` (a cold connection such as `Client.connect`), runs
 * `work(client)` on the first client and emits what it emits. When the work
 * completes, closes the client and completes once the close has finished
 * (a stdio client: the codex process has exited), so a script ends by
 * itself; when it errors, closes the client, then errors. Unsubscribing
 * early closes the client as `connect$` does.
 *
 * @example
 * usingClient(Client.connect(transport), (client) => client.listModels()).subscribe(console.log);
 */
export function usingClient<C extends Closable, T>(
  connect$: Observable<C>,
  work: (client: C) => ObservableInput<T>,
): Observable<T> {
  return connect$.pipe(
    switchMap((client) => {
      const closed$ = defer(() => client.close());
      return concat(
        from(work(client)).pipe(
          catchError((error: unknown) => closed$.pipe(mergeMap(() => throwError(() => error)))),
        ),
        closed$.pipe(ignoreElements()),
      );
    }),
  );
}
