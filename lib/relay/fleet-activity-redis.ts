/**
 * Fleet activity's Redis: the part of an ioredis client it uses, the
 * options naming one, ioredis loaded on first use (an optional peer), and
 * the typed error when it is missing or refuses the subscription.
 */
import { requireOptionalPeer } from './optional-peer.js';
import { createRedisClient, type IoredisModule } from './redis-connect.js';

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

export type RedisCtor = (url: string, options: Record<string, unknown>) => FleetRedisClient;

/** Loads ioredis on first use (an optional peer dependency); a client for a URL (one server or a cluster). */
export function loadRedis(): RedisCtor {
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

export const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));
