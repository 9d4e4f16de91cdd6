/**
 * How long a client lives, in its three forms: `Client.connect` (a cold
 * stream: subscribing connects, unsubscribing closes), `Client.open` (a
 * Promise; the client lives until `close()`), and `Client.using` (the scoped
 * stream form, as RxJS's `using`: the client lives exactly as long as the
 * work done with it). Client's statics are built on these.
 */
import {
  EMPTY,
  catchError,
  concat,
  defer,
  finalize,
  firstValueFrom,
  from,
  ignoreElements,
  map,
  mergeMap,
  switchMap,
  take,
  throwError,
  type Observable,
  type ObservableInput,
} from 'rxjs';
import type { TransportClosedError } from '../rpc/errors.js';
import type { InitializeResponse } from './protocol.js';

/** What the scoped form needs of a client: a close that resolves once the connection is gone. */
export interface Closable {
  close(): Promise<void>;
}

/** What connecting needs of a client: its handshake, how its connection ended, and its close. */
export interface Connectable extends Closable {
  initialize(): Observable<InitializeResponse>;
  readonly closed$: Observable<TransportClosedError>;
}

/**
 * Cold: subscribing creates a client with `create`, initializes it and emits
 * it once ready; completes when the connection ends cleanly, errors with the
 * `TransportClosedError` when it fails; unsubscribing closes the client.
 *
 * @example
 * connectClient(() => new Client(transport, {})).subscribe((client) => ...);
 */
export function connectClient<C extends Connectable>(create: () => C): Observable<C> {
  return defer(() => {
    const client = create();
    return concat(
      client.initialize().pipe(map(() => client)),
      // A clean end completes; a connection that failed errors with why.
      client.closed$.pipe(
        take(1),
        mergeMap((closed) =>
          closed.kind === 'peerClosed' || closed.kind === 'closedByClient'
            ? EMPTY
            : throwError(() => closed),
        ),
      ),
    ).pipe(finalize(() => client.close()));
  });
}

/**
 * Initializes `client` and resolves with it once ready; rejects with the
 * handshake's error after closing it.
 *
 * @example
 * const client = await openClient(new Client(transport, {}));
 */
export async function openClient<C extends Connectable>(client: C): Promise<C> {
  try {
    await firstValueFrom(client.initialize());
  } catch (error) {
    await client.close();
    throw error;
  }
  return client;
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
