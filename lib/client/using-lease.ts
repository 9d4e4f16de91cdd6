/**
 * The scoped stream form of a pooled client: a lease held exactly as long as
 * the work done with it. `ClientManager.using` is built on it.
 */
import {
  dematerialize,
  from,
  materialize,
  switchMap,
  takeWhile,
  type Observable,
  type ObservableInput,
} from 'rxjs';

/**
 * Subscribes to `lease$` (a lease such as `ClientManager.getClient`, which
 * never completes by itself), runs `work(client)` on its client and emits
 * what it emits; when the work completes or errors, the lease is released
 * (unsubscribed) and the result completes or errors with it. The pool then
 * keeps the client for its idle grace period or until `closeAll()`.
 *
 * @example
 * usingLease(manager.getClient({ transport: { kind: 'stdio' } }), (c) => c.listModels()).subscribe(console.log);
 */
export function usingLease<C, T>(
  lease$: Observable<C>,
  work: (client: C) => ObservableInput<T>,
): Observable<T> {
  return lease$.pipe(
    // The work's end as a value, so that it can end the lease: takeWhile
    // completes on it, which unsubscribes lease$ (the release).
    switchMap((client) => from(work(client)).pipe(materialize())),
    takeWhile((notification) => notification.kind !== 'C'),
    dematerialize(),
  );
}
