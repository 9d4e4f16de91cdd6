/**
 * The publishing side of fleet activity: a node's `activity$` sent on the
 * channel, each event numbered in the publisher's epoch; publishes queued
 * while Redis is unreachable up to a bound, then dropped and counted.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { Subject, type Observable, type Subscription } from 'rxjs';
import type { ThreadActivity } from '../client/thread-activity.js';
import { DEFAULT_FLEET_CHANNEL, encodeFleetEnvelope } from './fleet-activity-envelope.js';
import { errorText, loadRedis, type FleetRedisOptions } from './fleet-activity-redis.js';
import { publishInOrder } from './redis-connect.js';

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
        encodeFleetEnvelope({ v: 1, node, epoch, seq: n, at: Date.now(), activity }),
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
