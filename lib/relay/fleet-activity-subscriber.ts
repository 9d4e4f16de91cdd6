/**
 * The subscribing side of fleet activity: every node's events as a
 * dashboard sees them, a resent duplicate dropped, a hole reported as a
 * gap, the connection's losses and resubscriptions reported as they happen.
 */
import { Observable } from 'rxjs';
import {
  DEFAULT_FLEET_CHANNEL,
  parseFleetEnvelope,
  type FleetActivityEvent,
} from './fleet-activity-envelope.js';
import {
  FleetActivityError,
  errorText,
  loadRedis,
  type FleetRedisClient,
  type FleetRedisOptions,
} from './fleet-activity-redis.js';
import { duplicateClient, isCluster } from './redis-connect.js';

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
