/**
 * One relay session's writes to its store: fired in call order (the store
 * applies them so), never awaited on the session's path; a failure is
 * logged, and the log's stats an append or trim resolves with go to the
 * session's observer (metrics). Nothing is reported once the session is gone.
 */
import type { RelayLogger } from './relay-log.js';
import type { SessionObserver } from './session-observer.js';
import type { LogStats, SessionStore } from './store.js';

export class SessionStoreWrites {
  /** The last call: the store applies them in call order, so once it settled every one before it did. */
  private last: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly transportId: string,
    private readonly store: SessionStore,
    private readonly log: RelayLogger,
    private readonly observer: SessionObserver | undefined,
    private readonly isGone: () => boolean,
  ) {}

  /** Resolves once every write issued so far is settled (applied, or failed and logged). */
  settled(): Promise<void> {
    return this.last.then(
      () => undefined,
      () => undefined,
    );
  }

  /** Updates the session's record. */
  persist(patch: Parameters<SessionStore['update']>[1]): void {
    this.call(this.store.update(this.transportId, patch));
  }

  /** Runs a store call; `withStats`: it resolves with the log's stats (for the metrics). */
  call(p: Promise<unknown>, withStats = false): void {
    this.last = p;
    const observer = withStats ? this.observer : undefined;
    (observer?.logStats
      ? p.then((stats) => {
          if (stats && !this.isGone()) observer.logStats?.(stats as LogStats);
        })
      : p
    ).catch((error: unknown) => {
      if (!this.isGone()) this.log({ kind: 'storeError', transportId: this.transportId, error });
    });
  }
}
