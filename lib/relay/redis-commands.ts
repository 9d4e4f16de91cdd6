/**
 * How the Redis store talks to Redis: its Lua scripts as ioredis commands,
 * record fields to and from a hash, script replies and refusals to the
 * contract's stats and typed errors, and which failures are the
 * connection's (a write that is buffered and resent) rather than a refusal.
 */
import type { Redis as RedisClient } from 'ioredis';
import type { CoordinationRecord } from './fleet-coordinator.js';
import * as scripts from './redis-scripts.js';
import type { LogEntry, LogStats, SessionRecord } from './store.js';
import { SessionStoreError } from './store-error.js';

/** The store's connection with its scripts defined as commands (`crxAppend(...)`). */
export type WithScripts = RedisClient & Record<string, (...args: unknown[]) => Promise<unknown>>;

/** The scripts of redis-scripts.ts as ioredis commands (EVALSHA, loaded once per connection). */
export const SCRIPT_COMMANDS: Record<string, { numberOfKeys: number; lua: string }> = {
  crxCreate: { numberOfKeys: 4, lua: scripts.CREATE },
  crxUpdate: { numberOfKeys: 1, lua: scripts.UPDATE },
  crxAppend: { numberOfKeys: 2, lua: scripts.APPEND },
  crxTrim: { numberOfKeys: 2, lua: scripts.TRIM },
  crxMarkGap: { numberOfKeys: 2, lua: scripts.MARK_GAP },
  crxReseed: { numberOfKeys: 2, lua: scripts.RESEED },
  crxRenew: { numberOfKeys: 4, lua: scripts.RENEW },
  crxClaim: { numberOfKeys: 2, lua: scripts.CLAIM },
  crxRelease: { numberOfKeys: 2, lua: scripts.RELEASE },
  crxDelete: { numberOfKeys: 4, lua: scripts.DELETE },
  crxForward: { numberOfKeys: 2, lua: scripts.FORWARD },
};

/** Whether a failed command may succeed when resent (the connection, or a server not ready): buffered, not refused. */
export const isConnectionError = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ReplyError')
    return /LOADING|NOSCRIPT|BUSY|TRYAGAIN|CLUSTERDOWN/.test(error.message);
  return true;
};

/** Record fields as a hash's field-value arguments (one JSON value per field). */
export const encode = (fields: Record<string, unknown>): string[] => {
  const out: string[] = [];
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) out.push(k, JSON.stringify(v));
  return out;
};

/** A record hash back to a record (`_`-prefixed fields are the log's counters); undefined when absent. */
export const decodeRecord = (hash: Record<string, string>): SessionRecord | undefined => {
  if (!hash.transportId) return undefined;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(hash)) if (!k.startsWith('_')) out[k] = JSON.parse(v);
  return out as unknown as SessionRecord;
};

/** The coordination record in a record hash (`_owner`, `_prior`); undefined when the record is absent. */
export const decodeCoordination = (
  hash: Record<string, string | null | undefined>,
): CoordinationRecord | undefined =>
  hash.transportId
    ? {
        owner: hash._owner ?? '',
        priorGenerations: hash._prior ? (JSON.parse(hash._prior) as string[]) : [],
      }
    : undefined;

/** A script's `{count, bytes, droppedThrough, lastSeq}` reply. */
export const toStats = (r: unknown): LogStats => {
  const [count, bytes, droppedThrough, lastSeq] = (r as (number | string)[]).map(Number) as [
    number,
    number,
    number,
    number,
  ];
  return { count, bytes, droppedThrough, lastSeq };
};

/** A script's refusal as the contract's typed error (`NOTFOUND`, `EXISTS`, `STALE`). */
export const toStoreError = (error: unknown, transportId: string): unknown => {
  if (error instanceof Error && error.name === 'ReplyError') {
    if (error.message.includes('NOTFOUND')) return new SessionStoreError('not_found', transportId);
    if (error.message.includes('EXISTS')) return new SessionStoreError('exists', transportId);
    if (error.message.includes('STALE'))
      return new SessionStoreError('stale_generation', transportId);
  }
  return error;
};

/** Log stream entries (`0-<seq>`, fields `f` frame and `b` bytes) as the contract's entries. */
export const toEntries = (raw: readonly [string, string[]][]): LogEntry[] =>
  raw.map(([id, f]) => ({ seq: Number(id.slice(2)), frame: f[1] as string, bytes: Number(f[3]) }));
