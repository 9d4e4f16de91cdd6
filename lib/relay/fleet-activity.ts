/**
 * Fleet activity: the client manager's `activity$` published across
 * processes through Redis pub/sub, so that one dashboard process sees the
 * thread activity of every node (the seed's Phoenix.PubSub broadcast).
 *
 * Every published event names its node and carries the publisher's epoch
 * (random per publisher) and sequence number. Redis delivers one
 * connection's publishes in order, so a subscriber sees each node's events,
 * and so each thread's, in the order they happened; the sequence numbers let
 * it drop a resent duplicate and report what it missed (a `gap`) after its
 * connection was lost. A lost connection is reported as it happens.
 *
 * Uses ioredis (an optional peer dependency, loaded on first use).
 */
import { Observable, Subject, type Subscription } from 'rxjs';
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { ThreadActivity } from '../client/thread-activity.js';
import { requireOptionalPeer } from './optional-peer.js';
import {
  createRedisClient,
  duplicateClient,
  isCluster,
  publishInOrder,
  type IoredisModule,
} from './redis-connect.js';

/** The part of an ioredis client the fleet uses (an ioredis `Redis` instance fits). */
export interface FleetRedisClient {
  publish(channel: string, message: string): Promise<number>;
  subscribe(channel: string): Promise<unknown>;
  /** A new connection with the same options (subscribing needs its own). */
  duplicate(override?: { autoResubscribe?: boolean; lazyConnect?: boolean }): FleetRedisClient;
  // ioredis is an EventEmitter
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  on(event: string, listener: (...args: any[]) => void): unknown;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  off(event: string, listener: (...args: any[]) => void): unknown;
  quit(): Promise<unknown>;
  disconnect(): void;
}

export interface FleetRedisOptions {
  /**
   * A Redis URL (`redis://127.0.0.1:6379/0`, `rediss://` for TLS, or
   * `redis+cluster://host:port,host:port` for a Redis Cluster, whose nodes
   * pass every publish to each other): the fleet opens and closes its own
   * connections with ioredis. Or an ioredis client (a `Redis` or a
   * `Cluster`): publishing uses it as is, subscribing a `duplicate()` of it.
   */
  readonly redis: string | FleetRedisClient;
  /** The pub/sub channel. Default `codex-rx:activity`. */
  readonly channel?: string;
}

export const DEFAULT_FLEET_CHANNEL = 'codex-rx:activity';

/** What travels on the channel (JSON). */
export interface FleetActivityEnvelope {
  readonly v: 1;
  readonly node: string;
  /** The publisher instance (a restarted node starts a new epoch, its `seq` from 1). */
  readonly epoch: string;
  /** 1, 2, 3... per epoch. */
  readonly seq: number;
  /** Epoch ms when the node saw the activity. */
  readonly at: number;
  readonly activity: ThreadActivity;
}

/** One node's activity, as a dashboard sees it. */
export interface FleetActivityItem {
  readonly type: 'activity';
  readonly node: string;
  readonly epoch: string;
  readonly seq: number;
  readonly at: number;
  readonly activity: ThreadActivity;
}

/** Events of `node` (epoch `epoch`) numbered `from`..`to` never arrived (lost while disconnected, or dropped by the publisher). */
export interface FleetActivityGap {
  readonly type: 'gap';
  readonly node: string;
  readonly epoch: string;
  readonly from: number;
  readonly to: number;
}

/**
 * The subscriber's connection: `subscribed` (first time), `lost` (events
 * published meanwhile are lost; gaps are reported as each node publishes
 * again), `resubscribed`.
 */
export interface FleetConnectionEvent {
  readonly type: 'connection';
  readonly state: 'subscribed' | 'lost' | 'resubscribed';
  /** Why the connection was lost, when Redis said. */
  readonly error?: string;
}

/** A message on the channel that is not a fleet activity envelope (it is skipped). */
export interface FleetInvalidMessage {
  readonly type: 'invalid';
  readonly reason: string;
  /** The message, cut to 200 characters. */
  readonly raw: string;
}

/** What `fleetActivity$` emits. */
export type FleetActivityEvent =
  | FleetActivityItem
  | FleetActivityGap
  | FleetConnectionEvent
  | FleetInvalidMessage;

/** ioredis is not installed, or the fleet could not be set up. */
export class FleetActivityError extends Error {
  override readonly name = 'FleetActivityError' as const;
  constructor(
    readonly code: 'ioredis_missing' | 'subscribe_failed',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    Object.setPrototypeOf(this, new.target.prototype);
  }
}

type RedisCtor = (url: string, options: Record<string, unknown>) => FleetRedisClient;

/** Loads ioredis on first use (an optional peer dependency); a client for a URL (one server or a cluster). */
function loadRedis(): RedisCtor {
  try {
    const m = requireOptionalPeer<IoredisModule>('ioredis');
    if (typeof m.Redis !== 'function') throw new TypeError('ioredis exports no Redis class');
    return (url, options) => createRedisClient(m, url, options) as unknown as FleetRedisClient;
  } catch (error) {
    throw new FleetActivityError(
      'ioredis_missing',
      'fleet activity needs the ioredis package (an optional peer dependency): npm install ioredis',
      { cause: error },
    );
  }
}

const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** JSON of an activity: errors become `{ name, message }` (JSON.stringify makes them `{}`). */
function encode(envelope: FleetActivityEnvelope): string {
  return JSON.stringify(envelope, (_k, v: unknown) =>
    v instanceof Error ? { name: v.name, message: v.message } : v,
  );
}

/** Checks a channel message; a string says why it is not an envelope. */
export function parseFleetEnvelope(text: string): FleetActivityEnvelope | string {
  let m: unknown;
  try {
    m = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  if (typeof m !== 'object' || m === null) return 'not an object';
  const e = m as Record<string, unknown>;
  if (e.v !== 1) return `unknown envelope version ${JSON.stringify(e.v)}`;
  if (typeof e.node !== 'string' || e.node === '') return 'no node';
  if (typeof e.epoch !== 'string' || e.epoch === '') return 'no epoch';
  if (typeof e.seq !== 'number' || !Number.isSafeInteger(e.seq) || e.seq < 1) return 'bad seq';
  if (typeof e.at !== 'number') return 'bad at';
  const a = e.activity as Record<string, unknown> | null;
  if (
    typeof a !== 'object' ||
    a === null ||
    typeof a.kind !== 'string' ||
    typeof a.key !== 'string'
  )
    return 'bad activity';
  return m as FleetActivityEnvelope;
}

// ---- publishing ----

export interface PublishFleetActivityOptions extends FleetRedisOptions {
  /** This node's name in every event. Default `<hostname>:<pid>`. */
  readonly node?: string;
  /**
   * Most publishes waiting for Redis (while it is unreachable they queue in
   * ioredis). Beyond it events are dropped and counted; subscribers see
   * the hole as a gap. Default 10 000.
   */
  readonly maxPending?: number;
}

export interface FleetPublisherStats {
  readonly published: number;
  /** Dropped over `maxPending`, or failed (Redis gave up on them). */
  readonly dropped: number;
  readonly pending: number;
}

/** The publisher's connection and drops, as they happen. */
export type FleetPublisherEvent =
  | { readonly type: 'connection'; readonly state: 'ready' | 'lost'; readonly error?: string }
  | { readonly type: 'dropped'; readonly seq: number; readonly reason: string };

export interface FleetActivityPublisher {
  readonly node: string;
  readonly epoch: string;
  readonly events$: Observable<FleetPublisherEvent>;
  stats(): FleetPublisherStats;
  /** Stops publishing, waits for the pending publishes, closes a connection it opened. */
  close(): Promise<void>;
}

/**
 * Publishes `activity$` (a client manager's `activity$`) on the fleet
 * channel until `close()`.
 *
 * @example
 * const publisher = await publishFleetActivity(manager.activity$, { redis: process.env.REDIS_URL!, node: 'relay-a' });
 */
export async function publishFleetActivity(
  activity$: Observable<ThreadActivity>,
  options: PublishFleetActivityOptions,
): Promise<FleetActivityPublisher> {
  const channel = options.channel ?? DEFAULT_FLEET_CHANNEL;
  const node = options.node ?? `${hostname()}:${process.pid}`;
  const epoch = randomBytes(6).toString('hex');
  const maxPending = options.maxPending ?? 10_000;
  const owned = typeof options.redis === 'string';
  const redis =
    typeof options.redis === 'string'
      ? loadRedis()(options.redis, { lazyConnect: false })
      : options.redis;
  const events = new Subject<FleetPublisherEvent>();
  let seq = 0;
  let published = 0;
  let dropped = 0;
  let pending = 0;
  let lost = false;
  const inFlight = new Set<Promise<unknown>>();

  const onReady = (): void => {
    if (!lost) return;
    lost = false;
    events.next({ type: 'connection', state: 'ready' });
  };
  let lastError: string | undefined;
  const onError = (e: unknown): void => {
    lastError = errorText(e);
  };
  const onClose = (): void => {
    if (lost) return;
    lost = true;
    events.next({
      type: 'connection',
      state: 'lost',
      ...(lastError !== undefined ? { error: lastError } : {}),
    });
  };
  redis.on('ready', onReady);
  redis.on('error', onError);
  redis.on('close', onClose);

  const drop = (n: number, reason: string): void => {
    dropped++;
    events.next({ type: 'dropped', seq: n, reason });
  };

  const subscription: Subscription = activity$.subscribe({
    next: (activity) => {
      const n = ++seq;
      if (pending >= maxPending) {
        drop(n, `over ${maxPending} publishes pending`);
        return;
      }
      pending++;
      const p = publishInOrder(
        redis,
        channel,
        encode({ v: 1, node, epoch, seq: n, at: Date.now(), activity }),
      );
      inFlight.add(p);
      p.then(
        () => {
          published++;
        },
        (error: unknown) => drop(n, errorText(error)),
      ).finally(() => {
        pending--;
        inFlight.delete(p);
      });
    },
    // the manager's activity$ does not error; if a source does, it is the end of publishing
    error: () => undefined,
  });

  let closing: Promise<void> | null = null;
  return {
    node,
    epoch,
    events$: events.asObservable(),
    stats: () => ({ published, dropped, pending }),
    close: () => {
      closing ??= (async () => {
        subscription.unsubscribe();
        await Promise.allSettled([...inFlight]);
        redis.off('ready', onReady);
        redis.off('error', onError);
        redis.off('close', onClose);
        events.complete();
        if (owned) await redis.quit().catch(() => redis.disconnect());
      })();
      return closing;
    },
  };
}

// ---- subscribing ----

export interface FleetActivityOptions extends FleetRedisOptions {
  /** Only these nodes' events. Default: every node's. */
  readonly nodes?: readonly string[];
}

/**
 * Every node's thread activity (cold: subscribing opens a subscriber
 * connection, unsubscribing closes it). Never errors for a lost connection
 * (it is reported, and ioredis reconnects); errors with a
 * `FleetActivityError` when ioredis is missing or the SUBSCRIBE is refused.
 *
 * @example
 * fleetActivity$({ redis: 'redis://127.0.0.1:6379' })
 *   .pipe(filter((e) => e.type === 'activity' && e.activity.kind === 'approvalPending'))
 *   .subscribe((e) => notify(e.node, e.activity));
 */
export function fleetActivity$(options: FleetActivityOptions): Observable<FleetActivityEvent> {
  const channel = options.channel ?? DEFAULT_FLEET_CHANNEL;
  const only = options.nodes ? new Set(options.nodes) : null;
  return new Observable<FleetActivityEvent>((subscriber) => {
    let redis: FleetRedisClient | null = null;
    let stopped = false;
    let subscribedOnce = false;
    let lost = false;
    let lastError: string | undefined;
    /** Highest seq seen per `node epoch`. */
    const seen = new Map<string, number>();

    const onMessage = (from: string, text: string): void => {
      if (from !== channel) return;
      const e = parseFleetEnvelope(text);
      if (typeof e === 'string') {
        subscriber.next({ type: 'invalid', reason: e, raw: text.slice(0, 200) });
        return;
      }
      if (only && !only.has(e.node)) return;
      const key = `${e.node}\u0000${e.epoch}`;
      const last = seen.get(key);
      if (last !== undefined && e.seq <= last) return; // resent after a reconnect: seen already
      if (last !== undefined && e.seq > last + 1)
        subscriber.next({
          type: 'gap',
          node: e.node,
          epoch: e.epoch,
          from: last + 1,
          to: e.seq - 1,
        });
      seen.set(key, e.seq);
      subscriber.next({
        type: 'activity',
        node: e.node,
        epoch: e.epoch,
        seq: e.seq,
        at: e.at,
        activity: e.activity,
      });
    };
    const onError = (e: unknown): void => {
      lastError = errorText(e);
    };
    const onClose = (): void => {
      if (stopped || lost) return;
      lost = true;
      subscriber.next({
        type: 'connection',
        state: 'lost',
        ...(lastError !== undefined ? { error: lastError } : {}),
      });
    };
    // Subscribes on every (re)connection itself (autoResubscribe off), so
    // `resubscribed` is said only once the SUBSCRIBE is really in place.
    const onReady = (): void => {
      const client = redis;
      if (!client || stopped) return;
      client.subscribe(channel).then(
        () => {
          if (stopped) return;
          const state = subscribedOnce ? 'resubscribed' : 'subscribed';
          subscribedOnce = true;
          lost = false;
          subscriber.next({ type: 'connection', state });
        },
        (error: unknown) => {
          if (stopped) return;
          // a dropped connection fails the SUBSCRIBE too (the next 'ready'
          // retries); Redis refusing it (ACL: NOPERM) is for good
          lastError = errorText(error);
          if (error instanceof Error && error.name === 'ReplyError')
            subscriber.error(
              new FleetActivityError(
                'subscribe_failed',
                `SUBSCRIBE ${channel}: ${errorText(error)}`,
                {
                  cause: error,
                },
              ),
            );
        },
      );
    };

    const setUp = async (): Promise<void> => {
      const client =
        typeof options.redis === 'string'
          ? loadRedis()(options.redis, { autoResubscribe: false, lazyConnect: true })
          : isCluster(options.redis)
            ? (duplicateClient(options.redis as never, {
                autoResubscribe: false,
                lazyConnect: true,
              }) as unknown as FleetRedisClient)
            : options.redis.duplicate({ autoResubscribe: false, lazyConnect: true });
      if (stopped) {
        client.disconnect();
        return;
      }
      redis = client;
      client.on('message', onMessage);
      client.on('error', onError);
      client.on('close', onClose);
      client.on('ready', onReady);
      // lazyConnect: connect() after the listeners are on; failures are retried by ioredis
      (client as unknown as { connect(): Promise<void> }).connect().catch(onError);
    };
    setUp().catch((error: unknown) => subscriber.error(error));

    return () => {
      stopped = true;
      const client = redis;
      redis = null;
      if (!client) return;
      client.off('message', onMessage);
      client.off('ready', onReady);
      client.off('close', onClose);
      // keep an 'error' listener: ioredis would report an unheard one on stderr
      client.quit().catch(() => client.disconnect());
    };
  });
}
