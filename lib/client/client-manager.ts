/**
 * The pool: callers with the same connection identity share one Client (one
 * app-server process or socket). A client lives while anyone holds a lease on
 * it and closes after an idle grace period once nobody does; a dead client is
 * replaced on the next request.
 */
import {
  AsyncSubject,
  Observable,
  asyncScheduler,
  type ObservableInput,
  type SchedulerLike,
  type Subscription,
} from 'rxjs';
import { ThreadActivityHub } from './activity-hub.js';
import { leaseFrom, type ClientLease } from './client-lease.js';
import { Client } from './client.js';
import type { ClientOptions, FlavorOf } from './client-options.js';
import { PooledRequestHandlerError } from './errors.js';
import { holdObserver } from './observer-client.js';
import { withStaleClientRetry, type StaleClientRetryOptions } from './stale-client-retry.js';
import type { ThreadActivity } from './thread-activity.js';
import {
  connectionKey,
  type AnyTransportSpec,
  type CheckedPoolOptions,
  type ClientManagerOptions,
  type PooledClientOptions,
  type TransportSpec,
} from './pool-options.js';
import { usingLease } from './using-lease.js';

export { connectionKey } from './pool-options.js';
export type {
  AnyTransportSpec,
  CheckedPoolOptions,
  ClientManagerOptions,
  NoExtraKeys,
  PooledClientOptions,
  ProxyTransportSpec,
  StdioTransportSpec,
  TransportSpec,
  WebSocketTransportSpec,
} from './pool-options.js';

interface Entry {
  readonly key: string;
  readonly client: Client<never>;
  readonly ready: AsyncSubject<Client<never>>;
  refs: number;
  idle: Subscription | null;
  status: 'opening' | 'ready' | 'failed';
}

/**
 * @example
 * const manager = new ClientManager({ createTransport: (spec) => createStdioTransport(spec) });
 * manager.getClient({ transport: { kind: 'stdio', codexHome } }).pipe(
 *   switchMap((client) => client.startThread({ cwd })),
 *   switchMap((thread) => thread.runText('hi')),
 * ).subscribe(console.log); // the lease is released when this completes
 */
export class ClientManager<S extends AnyTransportSpec = TransportSpec> {
  private readonly entries = new Map<string, Entry>();
  private readonly scheduler: SchedulerLike;
  private readonly idleGraceMs: number;
  private readonly hub: ThreadActivityHub<Client<never>>;
  private observer: { readonly client: () => Client<never> | null; stop(): void } | null = null;
  /**
   * Thread activity of every pooled client (thread-activity.ts): thread
   * started / status changed, turn started / completed, approval pending /
   * resolved, connection status, recovery outcomes; each names the client's
   * connection key. Hot: subscribers see what happens after they subscribe.
   *
   * @example
   * manager.activity$.pipe(filter((a) => a.kind === 'approvalPending')).subscribe(notifyUser);
   */
  readonly activity$: Observable<ThreadActivity>;

  constructor(private readonly options: ClientManagerOptions<S>) {
    this.scheduler = options.scheduler ?? asyncScheduler;
    this.idleGraceMs = options.idleGraceMs ?? 30_000;
    this.hub = new ThreadActivityHub(options.recovery);
    this.activity$ = this.hub.activity$;
    if (options.observer) {
      const observer = options.observer;
      this.observer = holdObserver(() => this.lease(observer), {
        scheduler: this.scheduler,
        restartDelayMs: options.observerRestartDelayMs ?? 1000,
      });
    }
  }

  /** The shared observer client (`observer` option), once open; null otherwise. */
  get observerClient(): Client<never> | null {
    return this.observer?.client() ?? null;
  }

  /**
   * Runs `operation` on the pooled client for `options`; if it fails because
   * the session went stale (closed transport, stale relay generation, closed
   * client: `isStaleSessionError`) before emitting, runs it once more on a
   * fresh client (the stale one is discarded from the pool). Completes when
   * the operation does; the lease is held until then.
   *
   * @example
   * manager.withFreshClientRetry({ transport }, (c) => c.resumeThread(threadId)).subscribe(...);
   */
  withFreshClientRetry<const O extends PooledClientOptions<S>, T>(
    options: CheckedPoolOptions<O, S>,
    operation: (client: Client<FlavorOf<O>>) => ObservableInput<T>,
    retryOptions: StaleClientRetryOptions = {},
  ): Observable<T> {
    return withStaleClientRetry(
      () => this.lease(options) as Observable<Client<FlavorOf<O>>>,
      (client) => this.discard(client as unknown as Client<never>),
      operation,
      retryOptions,
    );
  }

  /**
   * Takes a pooled client out of the pool and closes it (its leases error),
   * unless it is reconnecting by itself; the next `getClient` opens a new one.
   */
  discard(client: Client<never>): void {
    if (client.connectionStatus?.kind === 'reconnecting') return;
    for (const entry of this.entries.values()) {
      if (entry.client !== client) continue;
      this.forget(entry);
      entry.idle?.unsubscribe();
      void client.close();
    }
  }

  /** Number of pooled clients (open or opening). */
  get size(): number {
    return this.entries.size;
  }

  /**
   * A lease on the shared client for these options: emits the ready client
   * (opening and initializing it if needed); unsubscribing releases the lease.
   * Errors with the close error if the client dies while leased, with
   * PooledRequestHandlerError if given a `requestHandler`.
   */
  getClient<const O extends PooledClientOptions<S>>(
    options: CheckedPoolOptions<O, S>,
  ): Observable<Client<FlavorOf<O>>> {
    return this.lease(options) as Observable<Client<FlavorOf<O>>>;
  }

  private lease(options: PooledClientOptions<S>): Observable<Client<never>> {
    return new Observable<Client<never>>((subscriber) => {
      if ((options as { requestHandler?: unknown }).requestHandler !== undefined) {
        subscriber.error(new PooledRequestHandlerError());
        return undefined;
      }
      const entry = this.retain(options);
      const readySub = entry.ready.subscribe({
        next: (client) => subscriber.next(client),
        error: (error: unknown) => subscriber.error(error),
      });
      const closedSub = entry.client.closed$.subscribe((error) => {
        if (entry.status === 'ready') subscriber.error(error);
      });
      return () => {
        readySub.unsubscribe();
        closedSub.unsubscribe();
        this.release(entry);
      };
    });
  }

  /**
   * The scoped form of `getClient`: runs `work(client)` on the shared client
   * and emits what it emits, holding the lease until the work completes or
   * errors (then the result completes or errors too). `getClient` holds its
   * lease until unsubscribed: for apps that keep a client.
   *
   * @example
   * manager.using({ transport: { kind: 'stdio' } }, (client) => client.listModels()).subscribe(console.log);
   */
  using<const O extends PooledClientOptions<S>, T>(
    options: CheckedPoolOptions<O, S>,
    work: (client: Client<FlavorOf<O>>) => ObservableInput<T>,
  ): Observable<T> {
    return usingLease(this.lease(options) as Observable<Client<FlavorOf<O>>>, work);
  }

  /**
   * The Promise path: a lease on the shared client for these options,
   * resolved once the client is ready. Hold it while using the client, then
   * `lease.release()` (or `using lease = await manager.acquire(...)`).
   * Rejects like `getClient` errors (handshake failure,
   * PooledRequestHandlerError).
   *
   * @example
   * using lease = await manager.acquire({ transport: { kind: 'stdio' } });
   * const models = await firstValueFrom(lease.client.listModels());
   */
  acquire<const O extends PooledClientOptions<S>>(
    options: CheckedPoolOptions<O, S>,
  ): Promise<ClientLease<Client<FlavorOf<O>>>> {
    return leaseFrom(this.lease(options) as Observable<Client<FlavorOf<O>>>);
  }

  /**
   * Closes every pooled client now (their leases error); resolves once each
   * has closed: its process exited, its socket closed. Await it before exit.
   *
   * @example
   * await manager.closeAll();
   */
  async closeAll(): Promise<void> {
    this.observer?.stop();
    this.observer = null;
    const entries = [...this.entries.values()];
    this.entries.clear();
    await Promise.all(
      entries.map((entry) => {
        entry.idle?.unsubscribe();
        return entry.client.close();
      }),
    );
  }

  private retain(options: PooledClientOptions<S>): Entry {
    const key = connectionKey(options);
    let entry = this.entries.get(key);
    if (entry && (entry.client.isClosed || entry.status === 'failed')) {
      this.entries.delete(key);
      entry = undefined;
    }
    if (!entry) entry = this.open(key, options);
    entry.refs++;
    entry.idle?.unsubscribe();
    entry.idle = null;
    return entry;
  }

  private open(key: string, options: PooledClientOptions<S>): Entry {
    const { transport: spec, workspace: _workspace, ...clientOptions } = options;
    const client = new Client<never>(this.options.createTransport(spec, options), {
      ...clientOptions,
      scheduler: this.scheduler,
    } as ClientOptions);
    const entry: Entry = {
      key,
      client,
      ready: new AsyncSubject(),
      refs: 0,
      idle: null,
      status: 'opening',
    };
    this.entries.set(key, entry);
    this.hub.attach(key, client);
    client.closed$.subscribe(() => this.forget(entry));
    client.initialize().subscribe({
      next: () => {
        entry.status = 'ready';
        entry.ready.next(client);
        entry.ready.complete();
      },
      error: (error: unknown) => {
        entry.status = 'failed';
        this.forget(entry);
        entry.ready.error(error);
        client.close();
      },
    });
    return entry;
  }

  private release(entry: Entry): void {
    entry.refs--;
    if (entry.refs > 0 || entry.client.isClosed) return;
    entry.idle = this.scheduler.schedule(() => {
      if (entry.refs > 0) return;
      this.forget(entry);
      entry.client.close();
    }, this.idleGraceMs);
  }

  private forget(entry: Entry): void {
    if (this.entries.get(entry.key) === entry) this.entries.delete(entry.key);
  }
}
