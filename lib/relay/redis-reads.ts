/**
 * The Redis store's reads of one session (its record, its log after a
 * watermark, both at once for a non-owner node's attach, the log's stats)
 * and of the fleet index (every stored session). Each runs as one round trip
 * (a MULTI where it reads two keys); the store sends them after its queued
 * writes, so a read sees every write made before it.
 */
import type { Redis as RedisClient } from 'ioredis';
import { batch } from './redis-connect.js';
import { decodeRecord, toEntries } from './redis-commands.js';
import type { SessionKeys } from './redis-keys.js';
import type { LogRead, LogStats, SessionRecord } from './store.js';
import { SessionStoreError } from './store-error.js';

export interface RedisReads {
  get(transportId: string): Promise<SessionRecord | undefined>;
  read(transportId: string, afterSeq: number): Promise<LogRead>;
  snapshot(
    transportId: string,
    afterSeq: number,
  ): Promise<{ record: SessionRecord; read: LogRead; lastSeq: number } | undefined>;
  stats(transportId: string): Promise<LogStats>;
  list(): Promise<readonly string[]>;
}

export function redisReads(
  client: RedisClient,
  keys: (transportId: string) => SessionKeys,
  indexKey: string,
): RedisReads {
  const readLog = async (k: SessionKeys, afterSeq: number): Promise<LogRead> => {
    const [[, raw], [, dropped]] = (await client
      .multi()
      .xrange(k.log, `(0-${afterSeq}`, '+')
      .hget(k.record, '_dropped')
      .exec()) as [[unknown, [string, string[]][]], [unknown, string | null]];
    const entries = toEntries(raw);
    const droppedThrough = Number(dropped ?? 0);
    return droppedThrough > afterSeq
      ? {
          entries: entries.filter((e) => e.seq > droppedThrough),
          gap: { from: afterSeq + 1, to: droppedThrough },
        }
      : { entries };
  };
  return {
    get: async (transportId) => decodeRecord(await client.hgetall(keys(transportId).record)),
    read: async (transportId, afterSeq) => {
      const k = keys(transportId);
      if ((await client.exists(k.record)) === 0)
        throw new SessionStoreError('not_found', transportId);
      return readLog(k, afterSeq);
    },
    snapshot: async (transportId, afterSeq) => {
      const k = keys(transportId);
      const [[, hash], [, raw]] = (await client
        .multi()
        .hgetall(k.record)
        .xrange(k.log, `(0-${afterSeq}`, '+')
        .exec()) as [[unknown, Record<string, string>], [unknown, [string, string[]][]]];
      const record = decodeRecord(hash);
      if (!record) return undefined;
      const droppedThrough = Number(hash._dropped ?? 0);
      const lastSeq = Number(hash._last ?? 0);
      const entries = toEntries(raw).filter((e) => e.seq > droppedThrough);
      const read: LogRead =
        droppedThrough > afterSeq
          ? { entries, gap: { from: afterSeq + 1, to: droppedThrough } }
          : { entries };
      return { record, read, lastSeq };
    },
    stats: async (transportId) => {
      const k = keys(transportId);
      const [[, meta], [, count]] = (await client
        .multi()
        .hmget(k.record, '_bytes', '_dropped', '_last', 'transportId')
        .xlen(k.log)
        .exec()) as [[unknown, (string | null)[]], [unknown, number]];
      if (meta[3] === null) throw new SessionStoreError('not_found', transportId);
      return {
        count,
        bytes: Number(meta[0] ?? 0),
        droppedThrough: Number(meta[1] ?? 0),
        lastSeq: Number(meta[2] ?? 0),
      };
    },
    list: async () => {
      const ids = await client.zrange(indexKey, 0, -1);
      if (ids.length === 0) return [];
      const pipe = batch(client);
      for (const id of ids) (pipe.exists as (key: string) => unknown)(keys(id).record);
      const exists = ((await pipe.exec()) ?? []).map(([, n]) => n === 1);
      const gone = ids.filter((_, i) => !exists[i]);
      if (gone.length > 0) await client.zrem(indexKey, ...gone);
      return ids.filter((_, i) => exists[i]);
    },
  };
}
