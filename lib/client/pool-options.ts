/**
 * What identifies a pooled connection: the transport spec (a discriminated
 * union of the real transports' options, so a misspelt key is a compile
 * error), the workspace, and the initialize and protocol options.
 */
import type { ProxyTransportOptions, StdioTransportOptions } from '../transport/process-options.js';
import type { WebSocketTransportOptions } from '../transport/websocket.js';
import { canonicalJson } from './canonical-json.js';
import type { SchedulerLike } from 'rxjs';
import type { Transport } from '../transport/transport.js';
import type { RecoveryHook } from './activity-hub.js';
import type { Client } from './client.js';
import type { ClientOptions } from './client-options.js';

/** `createStdioTransport(options)` (codex-rx/node): the daemon's proxy when it runs, else a process. */
export interface StdioTransportSpec extends StdioTransportOptions {
  readonly kind: 'stdio';
}

/** `createProxyTransport(options)` (codex-rx/node): the managed daemon through `codex app-server proxy`. */
export interface ProxyTransportSpec extends ProxyTransportOptions {
  readonly kind: 'proxy';
}

/**
 * A WebSocket to `codex app-server --listen ws://...` (`createNodeWebSocketTransport`
 * in Node): its options as data; the socket factory and the scheduler come
 * from the manager.
 */
export interface WebSocketTransportSpec
  extends Omit<WebSocketTransportOptions, 'createSocket' | 'WebSocketCtor' | 'scheduler'> {
  readonly kind: 'websocket';
}

/**
 * How to reach the server, as data (so that it can be part of the identity):
 * one of the transports `createNodeClientManager` builds, told apart by `kind`.
 */
export type TransportSpec = StdioTransportSpec | ProxyTransportSpec | WebSocketTransportSpec;

/** What a manager with its own `createTransport` may take as specs (a union of its own, by `kind`). */
export interface AnyTransportSpec {
  readonly kind: string;
}

/** Options of `getClient`: the connection identity. */
export interface PooledClientOptions<S extends AnyTransportSpec = TransportSpec>
  extends Omit<ClientOptions, 'requestHandler' | 'scheduler'> {
  readonly transport: S;
  /** The workspace / runner the connection is for; part of the identity. */
  readonly workspace?: string;
  /**
   * Refused: a shared client cannot know which caller should answer. Pass a
   * per-turn handler to `run(..., { requestHandler })` or use a dedicated Client.
   */
  readonly requestHandler?: never;
}

/** Each key of `T` that `Shape` lacks, typed `never`: a compile error at the misspelt key. */
export type NoExtraKeys<T, Shape> = { readonly [K in Exclude<keyof T, keyof Shape>]: never };

/**
 * `O` as the pool's methods take it. They infer `O` (its `experimentalApi`
 * picks the client's flavor), and an inferred object type escapes
 * TypeScript's excess-property check: this puts it back, for the options and
 * for the transport spec of the `kind` given.
 */
export type CheckedPoolOptions<
  O extends PooledClientOptions<S>,
  S extends AnyTransportSpec = TransportSpec,
> = O &
  NoExtraKeys<O, PooledClientOptions<S>> & {
    readonly transport: NoExtraKeys<
      O['transport'],
      Extract<S, { readonly kind: O['transport']['kind'] }>
    >;
  };

/**
 * The identity of a connection: a canonical JSON of everything that makes two
 * connections different (transport spec, workspace, initialize and protocol
 * options). Function-valued options (a trace hook) are not part of it.
 *
 * @example
 * connectionKey({ transport: { kind: 'stdio', codexHome: '/tmp/h' }, experimentalApi: true });
 */
export function connectionKey<S extends AnyTransportSpec = TransportSpec>(
  options: PooledClientOptions<S>,
): string {
  const { optOutNotificationMethods, ...rest } = options;
  return canonicalJson({
    ...rest,
    // order does not matter to the server
    optOutNotificationMethods: optOutNotificationMethods
      ? [...optOutNotificationMethods].sort()
      : undefined,
  });
}

export interface ClientManagerOptions<S extends AnyTransportSpec = TransportSpec> {
  /**
   * Builds the transport for a spec (Node: `createNodeClientManager` in
   * codex-rx/node builds every `TransportSpec`). A manager for transports of
   * its own declares their specs: `new ClientManager<MySpec>({ createTransport })`.
   */
  readonly createTransport: (spec: S, options: PooledClientOptions<S>) => Transport;
  /** How long an unused client stays open for the next caller. Default 30 000 ms. */
  readonly idleGraceMs?: number;
  /** Scheduler for the idle timers and the clients' timeouts. Default `asyncScheduler`. */
  readonly scheduler?: SchedulerLike;
  /**
   * A shared observer client (the seed's `thread_activity_observer_enabled`):
   * opened with these options when the manager is created and held until
   * `closeAll()`, so its activity reaches `activity$` even while nobody else
   * uses it; reopened `observerRestartDelayMs` (default 1000) after it dies.
   */
  readonly observer?: PooledClientOptions<S>;
  readonly observerRestartDelayMs?: number;
  /**
   * Called after a pooled client reconnected (or, through the relay,
   * reattached) with the threads that had pending activity at the drop (the
   * seed's `thread_activity_recovery`); the outcome goes to `activity$`.
   */
  readonly recovery?: RecoveryHook<Client<never>>;
}
