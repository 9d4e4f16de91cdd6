/**
 * The Redis store's connection state as the contract reports it
 * (`health()`, `health$`, rendered by `/readyz`) and what the store did on
 * its own (`events$`: overflow, re-seed, a refused stale write).
 */
import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import type { StoreEvent, StoreHealth } from './store.js';
import { SessionStoreUnavailableError } from './store-error.js';

/** What is buffered now (the write queue's counts). */
export interface BufferedWrites {
  readonly length: number;
  readonly bufferedBytes: number;
  readonly overflowedSessions: number;
}

export class RedisHealth {
  private current: StoreHealth['state'] = 'connecting';
  private since = Date.now();
  private lastError: string | undefined;
  private buffered: BufferedWrites = { length: 0, bufferedBytes: 0, overflowedSessions: 0 };
  private readonly changes = new BehaviorSubject<StoreHealth>(this.snapshot());
  private readonly told = new Subject<StoreEvent>();
  readonly health$: Observable<StoreHealth> = this.changes.asObservable();
  readonly events$: Observable<StoreEvent> = this.told.asObservable();

  /** The write queue whose counts the health reports (set once it exists). */
  reportBuffered(writes: BufferedWrites): void {
    this.buffered = writes;
  }

  get state(): StoreHealth['state'] {
    return this.current;
  }

  snapshot(): StoreHealth {
    return {
      state: this.current,
      since: this.since,
      bufferedOps: this.buffered.length,
      bufferedBytes: this.buffered.bufferedBytes,
      overflowedSessions: this.buffered.overflowedSessions,
      ...(this.lastError !== undefined ? { lastError: this.lastError } : {}),
    };
  }

  /** A new state (`error`: why), told to `health$` with the counts now. */
  set(next: StoreHealth['state'], error?: unknown): void {
    if (error !== undefined) this.noteError(error);
    if (next !== this.current) {
      this.current = next;
      this.since = Date.now();
    }
    this.changed();
  }

  /** The connection's last error, kept for `lastError` without a change of state. */
  noteError(error: unknown): void {
    this.lastError = error instanceof Error ? error.message : String(error);
  }

  /** The counts changed. */
  changed(): void {
    this.changes.next(this.snapshot());
  }

  tell(event: StoreEvent): void {
    this.told.next(event);
  }

  /** Resolves once the state is `ready`; rejects after `timeoutMs` (`url` names the server). */
  ready(url: string, timeoutMs: number): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const sub = this.changes.subscribe((h) => {
        if (h.state === 'ready') {
          queueMicrotask(() => sub.unsubscribe());
          resolve();
        }
      });
      setTimeout(() => {
        if (this.current !== 'ready') {
          sub.unsubscribe();
          reject(
            new SessionStoreUnavailableError(
              `Redis at ${url} not ready: ${this.lastError ?? 'timeout'}`,
            ),
          );
        }
      }, timeoutMs).unref();
    });
  }

  /** The store closed: no more changes or events. */
  complete(): void {
    this.changes.complete();
    this.told.complete();
  }
}
