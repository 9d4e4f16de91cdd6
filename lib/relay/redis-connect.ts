/**
 * One Redis server or a Redis Cluster, from the store's URL:
 * `redis://host:port[/db]` (`rediss://` for TLS) is one server;
 * `redis+cluster://host:port[,host:port…]` (`rediss+cluster://`) is a
 * cluster, the nodes listed being seeds only (ioredis discovers the others
 * and follows the slots), as go-redis and redis-py take their cluster seeds.
 * Credentials in the URL apply to every node. Everything the relay writes is
 * hash-tagged by session, so the same code runs on both.
 */
import type { Cluster, Command, Redis, RedisOptions } from 'ioredis';

export type RedisUrlTarget =
  | { readonly cluster: false; readonly url: string }
  | {
      readonly cluster: true;
      readonly nodes: readonly { readonly host: string; readonly port: number }[];
      readonly username?: string;
      readonly password?: string;
      readonly tls: boolean;
    };

const CLUSTER_SCHEME = /^(rediss?)\+cluster:\/\//;

/** Whether `url` is one the store takes (`redis://`, `rediss://`, `redis+cluster://`, `rediss+cluster://`). */
export function isRedisUrl(url: string): boolean {
  return /^rediss?(\+cluster)?:\/\//.test(url);
}

/** Parses a store URL; a RangeError says what is wrong with it. */
export function parseRedisUrl(url: string): RedisUrlTarget {
  const scheme = CLUSTER_SCHEME.exec(url);
  if (!scheme) {
    if (!/^rediss?:\/\//.test(url))
      throw new RangeError(
        `the Redis store URL must start with redis://, rediss://, redis+cluster:// or rediss+cluster://, got ${url}`,
      );
    return { cluster: false, url };
  }
  const rest = url.slice(scheme[0].length);
  const at = rest.lastIndexOf('@');
  const auth = at >= 0 ? rest.slice(0, at) : '';
  const [hosts = '', db] = (at >= 0 ? rest.slice(at + 1) : rest).split('/', 2);
  if (db !== undefined && db !== '' && db !== '0')
    throw new RangeError(`a Redis Cluster has only database 0, got /${db} in ${url}`);
  const nodes = hosts.split(',').map((h) => {
    const m = /^([^:,]+|\[[^\]]+\]):(\d{1,5})$/.exec(h);
    const port = m ? Number(m[2]) : NaN;
    if (!m || !(port > 0 && port < 65536))
      throw new RangeError(`a Redis Cluster URL lists host:port seeds, got "${h}" in ${url}`);
    return { host: (m[1] as string).replace(/^\[|\]$/g, ''), port };
  });
  const colon = auth.indexOf(':');
  const username = decodeURIComponent(colon >= 0 ? auth.slice(0, colon) : '');
  const password = colon >= 0 ? decodeURIComponent(auth.slice(colon + 1)) : undefined;
  return {
    cluster: true,
    nodes,
    ...(username ? { username } : {}),
    ...(password !== undefined ? { password } : {}),
    tls: scheme[1] === 'rediss',
  };
}

export interface IoredisModule {
  readonly Redis: typeof Redis;
  readonly Cluster: typeof Cluster;
  readonly Command: typeof Command;
}

/**
 * A client for `url`: a `Redis`, or a `Cluster` typed as one (the commands
 * the relay uses are the same; what differs, pipelines across slots and
 * `duplicate`, goes through {@link isCluster}, {@link duplicateClient} and
 * {@link batch}). `options` are ioredis options of one connection; on a
 * cluster `retryStrategy` becomes the cluster's retry strategy and
 * `enableOfflineQueue` the cluster's.
 */
export function createRedisClient(
  ioredis: IoredisModule,
  url: string,
  options: RedisOptions & { lazyConnect?: boolean },
): Redis {
  const target = parseRedisUrl(url);
  if (!target.cluster) return new ioredis.Redis(url, options);
  const { retryStrategy, enableOfflineQueue, lazyConnect, ...node } = options;
  return new ioredis.Cluster(
    target.nodes.map((n) => ({ ...n })),
    {
      ...(retryStrategy ? { clusterRetryStrategy: retryStrategy } : {}),
      ...(enableOfflineQueue !== undefined ? { enableOfflineQueue } : {}),
      ...(lazyConnect !== undefined ? { lazyConnect } : {}),
      redisOptions: {
        ...node,
        ...(target.username ? { username: target.username } : {}),
        ...(target.password !== undefined ? { password: target.password } : {}),
        ...(target.tls ? { tls: {} } : {}),
      },
    },
  ) as unknown as Redis;
}

export function isCluster(client: unknown): boolean {
  return (client as { isCluster?: boolean } | null)?.isCluster === true;
}

/** A new connection like `client` (a server's or a cluster's) with `overrides`. */
export function duplicateClient(client: Redis, overrides: RedisOptions): Redis {
  if (!isCluster(client)) return client.duplicate(overrides);
  const { retryStrategy, enableOfflineQueue, lazyConnect, ...node } = overrides;
  return (client as unknown as Cluster).duplicate([], {
    ...(retryStrategy !== undefined ? { clusterRetryStrategy: retryStrategy ?? undefined } : {}),
    ...(enableOfflineQueue !== undefined ? { enableOfflineQueue } : {}),
    ...(lazyConnect !== undefined ? { lazyConnect } : {}),
    redisOptions: node,
  }) as unknown as Redis;
}

/** What the relay needs of a pipeline. */
export interface Batch {
  readonly length: number;
  exec(): Promise<[Error | null, unknown][] | null>;
  [command: string]: unknown;
}

/**
 * A pipeline on one server. On a cluster the commands of one pipeline must
 * share a node, so there each command is sent at once on its node's
 * connection (ioredis routes it by its key) and the batch resolves with the
 * results in order, as a pipeline does: still one round trip per node,
 * whatever the number of sessions.
 */
export function batch(client: Redis): Batch {
  if (!isCluster(client)) return client.pipeline() as unknown as Batch;
  const calls: [string, unknown[]][] = [];
  const target = client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const proxy: Batch = new Proxy({} as Batch, {
    get(_, name) {
      if (name === 'length') return calls.length;
      if (name === 'exec')
        return () =>
          Promise.all(
            calls.map(([command, args]) =>
              (target[command] as (...a: unknown[]) => Promise<unknown>).apply(client, args).then(
                (value): [Error | null, unknown] => [null, value],
                (error: unknown): [Error | null, unknown] => [
                  error instanceof Error ? error : new Error(String(error)),
                  null,
                ],
              ),
            ),
          );
      if (typeof name !== 'string' || typeof target[name] !== 'function') return undefined;
      return (...args: unknown[]) => {
        calls.push([name, args]);
        return proxy;
      };
    },
  });
  return proxy;
}

/** PUBLISH with the channel named as the script's key, so a cluster routes it by the channel's slot. */
const PUBLISH_ON_CHANNEL_SLOT = `return redis.call('PUBLISH', KEYS[1], ARGV[1])`;

/**
 * PUBLISH whose messages on one channel arrive in the order sent. One
 * server delivers one connection's publishes in order; a cluster sends a
 * keyless PUBLISH to any node, and messages that entered the cluster on
 * different nodes can overtake each other. So on a cluster every publish on
 * a channel enters through the master of the channel's slot.
 */
export function publishInOrder(
  client: unknown,
  channel: string,
  message: string,
): Promise<unknown> {
  const c = client as {
    publish(channel: string, message: string): Promise<unknown>;
    eval(script: string, numKeys: number, ...args: string[]): Promise<unknown>;
  };
  return isCluster(client)
    ? c.eval(PUBLISH_ON_CHANNEL_SLOT, 1, channel, message)
    : c.publish(channel, message);
}
