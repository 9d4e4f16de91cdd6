/**
 * The client manager's shared observer client: a lease held for the
 * manager's lifetime, so the client stays open and its thread activity keeps
 * reaching `manager.activity$`; when the client dies (or cannot be opened)
 * the lease is taken again after a delay on the manager's scheduler, which
 * opens a new client. It retries for as long as the manager lives.
 */
import { defer, retry, tap, timer, type Observable, type SchedulerLike } from 'rxjs';

export interface HeldObserver<C> {
  /** The current observer client, null while (re)opening. */
  client(): C | null;
  /** Releases the lease for good. */
  stop(): void;
}

/**
 * @example
 * const observer = holdObserver(() => manager.getClient(opts), { scheduler, restartDelayMs: 1000 });
 */
export function holdObserver<C>(
  lease$: () => Observable<C>,
  options: { readonly scheduler: SchedulerLike; readonly restartDelayMs: number },
): HeldObserver<C> {
  let current: C | null = null;
  const subscription = defer(lease$)
    .pipe(
      tap({ next: (client) => (current = client), error: () => (current = null) }),
      retry({ delay: () => timer(options.restartDelayMs, options.scheduler) }),
    )
    .subscribe();
  return {
    client: () => current,
    stop: () => {
      subscription.unsubscribe();
      current = null;
    },
  };
}
