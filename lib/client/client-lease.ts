/**
 * The Promise side of the pool: `await manager.acquire(options)` holds a lease
 * on a shared client until `release()` (or the end of a `using` block), for
 * code written with async/await rather than Observables.
 */
import type { Observable, Subscription } from 'rxjs';
import { ClientClosedError } from './errors.js';

// Node >= 20.4 has Symbol.dispose; elsewhere the registered symbol is what the
// usual polyfills and TypeScript's `using` downlevel helpers look up.
const disposeKey: typeof Symbol.dispose =
  (Symbol as { dispose?: typeof Symbol.dispose }).dispose ??
  (Symbol.for('Symbol.dispose') as typeof Symbol.dispose);

/**
 * A held lease on a pooled client: the client stays open (not idle) until
 * `release()`. Releasing twice is a no-op; `using lease = await ...` releases
 * at the end of the block.
 *
 * @example
 * using lease = await manager.acquire({ transport: { kind: 'stdio' } });
 * const thread = await firstValueFrom(lease.client.startThread({ cwd }));
 */
export interface ClientLease<C> {
  readonly client: C;
  /** Gives the lease back; the client closes after the pool's idle grace period if nobody else holds it. */
  release(): void;
  /** Whether `release()` was called. */
  readonly released: boolean;
  [Symbol.dispose](): void;
}

/**
 * Subscribes to a lease Observable (such as `ClientManager.getClient`) and
 * resolves with its first client, keeping the subscription (the lease) until
 * `release()`. Rejects with the Observable's error if it fails first (the lease
 * is then already gone), or with ClientClosedError if it completes without a
 * client.
 */
export function leaseFrom<C>(lease$: Observable<C>): Promise<ClientLease<C>> {
  return new Promise<ClientLease<C>>((resolve, reject) => {
    let settled = false;
    let released = false;
    // Assigned before anyone can call release(): that needs the resolved lease (a later microtask).
    let subscription: Subscription | undefined = undefined;
    const release = (): void => {
      released = true;
      subscription?.unsubscribe();
    };
    const sub = lease$.subscribe({
      next: (client) => {
        if (settled) return;
        settled = true;
        resolve({
          client,
          release,
          get released() {
            return released;
          },
          [disposeKey]: release,
        });
      },
      // After the lease resolved, a dying client shows on the client itself
      // (closed$, failing calls); the lease only has to be released.
      error: (error: unknown) => {
        if (settled) return;
        settled = true;
        reject(error);
      },
      complete: () => {
        if (settled) return;
        settled = true;
        reject(new ClientClosedError('acquire'));
      },
    });
    subscription = sub;
  });
}
