/**
 * Stale-client recovery (the seed's `with_stale_client_retry`): run an
 * operation on a pooled client; if it fails because the client's session
 * went stale (its transport closed, the relay refused a stale generation,
 * the client was closed), run it once more on a fresh client.
 */
import { Observable, Subscription, defer, from, type ObservableInput } from 'rxjs';
import { TransportClosedError } from '../rpc/errors.js';
import { ClientClosedError } from './errors.js';

/**
 * The default staleness test: a closed transport (`TransportClosedError`,
 * which covers `ConnectionLostError`, `ReconnectFailedError` and the relay's
 * `RelaySessionError`, stale generation included), a closed client, or any
 * error named `StaleGenerationError`.
 *
 * @example
 * isStaleSessionError(new ClientClosedError('thread/start')); // true
 */
export function isStaleSessionError(error: unknown): boolean {
  return (
    error instanceof TransportClosedError ||
    error instanceof ClientClosedError ||
    (error instanceof Error && error.name === 'StaleGenerationError')
  );
}

export interface StaleClientRetryOptions {
  /** Which failures mean "stale session, try a fresh client". Default `isStaleSessionError`. */
  readonly isStale?: (error: unknown) => boolean;
}

/**
 * Runs `operation` on a client from `lease$` (emits a client, holds it while
 * subscribed: `manager.getClient(options)`), completing when the operation
 * completes (the lease is released then). When the first attempt fails with
 * a stale-session error before emitting anything, `discard` is told about
 * that client and the operation runs once more on a new lease. A failure
 * after values were emitted is not retried (they would be emitted twice).
 *
 * @example
 * withStaleClientRetry(() => manager.getClient(opts), (c) => manager.discard(c), (c) => c.startThread({ cwd }));
 */
export function withStaleClientRetry<C, T>(
  lease$: () => Observable<C>,
  discard: (client: C) => void,
  operation: (client: C) => ObservableInput<T>,
  options: StaleClientRetryOptions = {},
): Observable<T> {
  const isStale = options.isStale ?? isStaleSessionError;
  const attempt = (retryLeft: boolean): Observable<T> =>
    new Observable<T>((subscriber) => {
      let client: { value: C } | null = null;
      let emitted = false;
      let retry: Subscription | null = null;
      const lease = new Subscription();
      let failed = false;
      const fail = (error: unknown): void => {
        // the lease and the operation may both fail for the same cause: act once
        if (failed) return;
        failed = true;
        if (retryLeft && !emitted && isStale(error)) {
          if (client) discard(client.value);
          lease.unsubscribe();
          retry = attempt(false).subscribe(subscriber);
        } else subscriber.error(error);
      };
      const leaseSubscription = lease$().subscribe({
        next: (c) => {
          if (client) return; // one client per attempt
          client = { value: c };
          lease.add(
            defer(() => from(operation(c))).subscribe({
              next: (value) => {
                emitted = true;
                subscriber.next(value);
              },
              error: fail,
              complete: () => subscriber.complete(),
            }),
          );
        },
        error: fail,
      });
      lease.add(leaseSubscription);
      return () => {
        lease.unsubscribe();
        retry?.unsubscribe();
      };
    });
  return defer(() => attempt(true));
}
