/**
 * The Redis store's options, checked and defaulted, and the ioredis
 * connection they make: ioredis is an optional peer dependency, loaded only
 * here (on the first store created).
 */
import type { RedisOptions } from 'ioredis';
import { createRedisClient, parseRedisUrl, type IoredisModule } from './redis-connect.js';
import { SCRIPT_COMMANDS, type WithScripts } from './redis-commands.js';
import { requireOptionalPeer } from './optional-peer.js';
import { DEFAULT_LOG_BOUNDS, type LogBounds } from './store.js';
import { SessionStoreUnavailableError } from './store-error.js';

export interface RedisSessionStoreOptions extends LogBounds {
  /**
   * `redis://[user:password@]host:port[/db]` or `rediss://…` (one server), or
   * `redis+cluster://[user:password@]host:port[,host:port…]` /
   * `rediss+cluster://…` (a Redis Cluster: the nodes listed are seeds, the
   * others are discovered).
   */
  readonly url: string;
  /** Key prefix. Default `codex-rx`. */
  readonly keyPrefix?: string;
  /** TTL of a session's keys, renewed while its owner lives. Default 1 hour. */
  readonly recordTtlMs?: number;
  /** Writes buffered while Redis is unreachable. Default 100 000. */
  readonly bufferMaxOps?: number;
  /** Bytes of log frames buffered while Redis is unreachable. Default 64 MiB. */
  readonly bufferMaxBytes?: number;
  /** Publish each appended frame on the session's channel (non-owner nodes serve from it). Default true. */
  readonly publish?: boolean;
  /** Extra ioredis options (tests: retry timing). */
  readonly redisOptions?: Record<string, unknown>;
}

/** The options with their defaults applied. */
export interface RedisStoreSettings {
  readonly url: string;
  readonly limits: Required<LogBounds>;
  readonly prefix: string;
  readonly recordTtlMs: number;
  readonly bufferMaxOps: number;
  readonly bufferMaxBytes: number;
  readonly publish: boolean;
  /** A Redis Cluster (`redis+cluster://`). */
  readonly cluster: boolean;
}

/** Defaults applied; a RangeError for a bound that is not a positive integer or a bad URL. */
export function redisStoreSettings(options: RedisSessionStoreOptions): RedisStoreSettings {
  const limits: Required<LogBounds> = {
    maxMessages: options.maxMessages ?? DEFAULT_LOG_BOUNDS.maxMessages,
    maxBytes: options.maxBytes ?? DEFAULT_LOG_BOUNDS.maxBytes,
  };
  const recordTtlMs = options.recordTtlMs ?? 60 * 60 * 1000;
  const bufferMaxOps = options.bufferMaxOps ?? 100_000;
  const bufferMaxBytes = options.bufferMaxBytes ?? 64 * 1024 * 1024;
  for (const [k, v] of Object.entries({ ...limits, recordTtlMs, bufferMaxOps, bufferMaxBytes }))
    if (!(Number.isSafeInteger(v) && v > 0))
      throw new RangeError(`${k} must be a positive integer, got ${v}`);
  return {
    url: options.url,
    limits,
    prefix: options.keyPrefix ?? 'codex-rx',
    recordTtlMs,
    bufferMaxOps,
    bufferMaxBytes,
    publish: options.publish ?? true,
    cluster: parseRedisUrl(options.url).cluster,
  };
}

/** Loads ioredis (an optional peer dependency) or says how to get it. */
export function loadIoredis(): IoredisModule {
  try {
    return requireOptionalPeer<IoredisModule>('ioredis');
  } catch (error) {
    throw new SessionStoreUnavailableError(
      'the Redis session store needs the optional peer dependency ioredis: npm install ioredis',
      { cause: error },
    );
  }
}

/** The store's connection (not connected yet), its scripts defined as commands. */
export function createStoreClient(
  ioredis: IoredisModule,
  options: RedisSessionStoreOptions,
): WithScripts {
  const redisOptions: RedisOptions = {
    // Our own queue buffers and resends (in order, bounded); ioredis must not.
    enableOfflineQueue: false,
    autoResendUnfulfilledCommands: false,
    maxRetriesPerRequest: 0,
    lazyConnect: true,
    retryStrategy: (times: number) => Math.min(50 * times, 1000),
    ...(options.redisOptions as RedisOptions | undefined),
  };
  const client = createRedisClient(ioredis, options.url, redisOptions) as WithScripts;
  for (const [name, def] of Object.entries(SCRIPT_COMMANDS)) client.defineCommand(name, def);
  return client;
}
