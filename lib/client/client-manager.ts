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
  type SchedulerLike,
  type Subscription,
} from 'rxjs';
import type { Transport } from '../transport/transport.js';
import { canonicalJson } from './canonical-json.js';
import { Client } from './client.js';
import type { ClientOptions, FlavorOf } from './client-options.js';
import { PooledRequestHandlerError } from './errors.js';

/**
 * How to reach the server, as data (so that it can be part of the identity):
 * a `kind` the manager's `createTransport` knows (`'stdio'`, `'websocket'`,
 * ...) plus its launch options (executable, args, env, codexHome, url...).
 */
export interface TransportSpec {
  readonly kind: string;
  readonly [option: string]: unknown;
}

/** Options of `getClient`: the connection identity. */
export interface PooledClientOptions extends Omit<ClientOptions, 'requestHandler' | 'scheduler'> {
  readonly transport: TransportSpec;
  /** The workspace / runner the connection is for; part of the identity. */
  readonly workspace?: string;
  /**
   * Refused: a shared client cannot know which caller should answer. Pass a
   * per-turn handler to `run(..., { requestHandler })` or use a dedicated Client.
   */
  readonly requestHandler?: never;
}

export interface ClientManagerOptions {
  /** Builds the transport for a spec (Node: see `createNodeClientManager` in codex-rx/node). */
  readonly createTransport: (spec: TransportSpec, options: PooledClientOptions) => Transport;
  /** How long an unused client stays open for the next caller. Default 30 000 ms. */
  readonly idleGraceMs?: number;
  /** Scheduler for the idle timers and the clients' timeouts. Default `asyncScheduler`. */
  readonly scheduler?: SchedulerLike;
}

interface Entry {
  readonly key: string;
  readonly client: Client<never>;
  readonly ready: AsyncSubject<Client<never>>;
  refs: number;
  idle: Subscription | null;
  status: 'opening' | 'ready' | 'failed';
}

/**
 * The identity of a connection: a canonical JSON of everything that makes two
 * connections different (transport spec, workspace, initialize and protocol
 * options). Function-valued options (a trace hook) are not part of it.
 *
 * @example
 * connectionKey({ transport: { kind: 'stdio', codexHome: '/tmp/h' }, experimentalApi: true });
 */
export function connectionKey(options: PooledClientOptions): string {
  const { optOutNotificationMethods, ...rest } = options;
  return canonicalJson({
    ...rest,
    // order does not matter to the server
    optOutNotificationMethods: optOutNotificationMethods
      ? [...optOutNotificationMethods].sort()
      : undefined,
  });
}

/**
 * @example
 * const manager = new ClientManager({ createTransport: (spec) => createStdioTransport(spec) });
 * manager.getClient({ transport: { kind: 'stdio', codexHome } }).pipe(
 *   switchMap((client) => client.startThread({ cwd })),
 *   switchMap((thread) => thread.runText('hi')),
 * ).subscribe(console.log); // the lease is released when this completes
 */
export class ClientManager {
  private readonly entries = new Map<string, Entry>();
  private readonly scheduler: SchedulerLike;
  private readonly idleGraceMs: number;

  constructor(private readonly options: ClientManagerOptions) {
    this.scheduler = options.scheduler ?? asyncScheduler;
    this.idleGraceMs = options.idleGraceMs ?? 30_000;
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
  getClient<const O extends PooledClientOptions>(options: O): Observable<Client<FlavorOf<O>>> {
    return new Observable<Client<FlavorOf<O>>>((subscriber) => {
      if ((options as { requestHandler?: unknown }).requestHandler !== undefined) {
        subscriber.error(new PooledRequestHandlerError());
        return undefined;
      }
      const entry = this.acquire(options);
      const readySub = entry.ready.subscribe({
        next: (client) => subscriber.next(client as unknown as Client<FlavorOf<O>>),
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

  /** Closes every pooled client now. */
  closeAll(): void {
    const entries = [...this.entries.values()];
    this.entries.clear();
    for (const entry of entries) {
      entry.idle?.unsubscribe();
      entry.client.close();
    }
  }

  private acquire(options: PooledClientOptions): Entry {
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

  private open(key: string, options: PooledClientOptions): Entry {
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
