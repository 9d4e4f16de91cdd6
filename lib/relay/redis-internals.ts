/**
 * What the fleet needs of a Redis store besides the store contract: its
 * ioredis connection, a new connection for subscribers, its Lua scripts.
 * Kept off the public `RedisSessionStore` type so that the published
 * declarations never name ioredis (an optional peer: an app without it, or
 * type-checking without skipLibCheck, must not need its types).
 */
import type { Redis } from 'ioredis';
import type { SessionSnapshot } from './fleet-coordinator.js';
import type { Batch } from './redis-connect.js';
import type { SessionKeys } from './redis-keys.js';
import type { SessionRecord, SessionStore } from './store.js';

export type ScriptName = 'RENEW' | 'CLAIM' | 'RELEASE' | 'FORWARD' | 'MARK_GAP';

export interface RedisInternals {
  /**
   * The fleet's one cross-slot key: a sorted set of every session, scored by
   * its lease deadline (epoch ms) in a fleet (by creation time without
   * leases). The claim scan reads only the expired part of it.
   */
  readonly indexKey: string;
  /** The command connection. */
  readonly client: Redis;
  /** Whether the store runs on a Redis Cluster (`redis+cluster://`). */
  readonly cluster: boolean;
  /**
   * A pipeline of commands on many sessions' keys: one pipeline on one
   * server; on a cluster each command on its node's connection at once.
   */
  batch(): Batch;
  /**
   * Hash tags of the fleet's per-server keys (the re-seed epoch): `fleet` on
   * one server; on a cluster one tag per master (each master can come back
   * empty on its own): the tag of the master serving `transportId`'s slot,
   * or of every master.
   */
  epochTags(transportId?: string): string[];
  /** A new connection with the same options (subscribers). */
  duplicate(): Redis;
  /** A relay of a fleet (node `nodeId`): `create` also takes the creating node's lease, of this length. */
  useLeases(nodeId: string, leaseMs: number): void;
  /** A session claimed from a dead node: re-seeded by this process after a Redis restart. */
  adopt(record: SessionRecord, confirmedSeq: number, priorGenerations: readonly string[]): void;
  /** Stop re-seeding a session (another node owns it now). */
  forget(transportId: string): void;
  /**
   * This node fenced itself from a session (its lease lapsed while Redis was
   * unreachable): a Redis that came back empty gets its record again,
   * without a lease, for any node to claim.
   */
  orphan(transportId: string): void;
  /** Runs one of `redis-scripts.ts` (not buffered: fails while Redis is down). */
  script(
    name: ScriptName,
    keys: readonly string[],
    args: readonly (string | number)[],
  ): Promise<unknown>;
}

/** What the coordinator needs of the Redis store (its internals, and the store-side lease hooks). */
export interface RedisCoordinatorParts {
  readonly store: SessionStore;
  readonly internals: RedisInternals;
  readonly keyPrefix: string;
  readonly recordTtlMs: number;
  keys(transportId: string): SessionKeys;
  logChannel(transportId: string): string;
  /** `create` takes the lease of the creating node `nodeId`, of this length, from now on. */
  useLeases(nodeId: string, leaseMs: number): void;
  /** A claimed session: this process re-seeds it (and its prior generations) after a Redis restart. */
  adopt(record: SessionRecord, confirmedSeq: number, priorGenerations: readonly string[]): void;
  /** Stop re-seeding a session (another node runs it). */
  forget(transportId: string): void;
  /** Re-seed the session without a lease (this node fenced itself while Redis was away). */
  orphan(transportId: string): void;
  snapshot(transportId: string, afterSeq: number): Promise<SessionSnapshot | undefined>;
}

const internals = new WeakMap<object, RedisInternals>();

export function setRedisInternals(store: object, value: RedisInternals): void {
  internals.set(store, value);
}

export function redisInternals(store: object): RedisInternals {
  const value = internals.get(store);
  if (!value) throw new TypeError('not a Redis session store made by createRedisSessionStore');
  return value;
}
