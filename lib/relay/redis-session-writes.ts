/**
 * The Redis store's writes of the contract (create, update, delete, append,
 * trim): each goes through the ordered write queue (redis-write-queue.ts)
 * under the generation this process writes the session under, and is sent
 * as the session's script (redis-scripts.ts), which refuses a stale
 * generation (`STALE`: told once as a `staleGeneration` event). What a
 * write tells the mirror (owned sessions) happens when it is called, so a
 * re-seed writes what was last written.
 */
import type { WithScripts } from './redis-commands.js';
import { encode, isConnectionError, toStats, toStoreError } from './redis-commands.js';
import type { RedisHealth } from './redis-health.js';
import type { SessionKeys } from './redis-keys.js';
import type { NodeLease, OwnedSessions } from './redis-owned-sessions.js';
import type { RedisStoreSettings } from './redis-store-settings.js';
import type { WriteOp as Op } from './redis-write-ops.js';
import { WriteQueue } from './redis-write-queue.js';
import type { SessionStore } from './store.js';
import { SessionStoreError } from './store-error.js';

export interface SessionWritesParts {
  readonly client: WithScripts;
  readonly settings: RedisStoreSettings;
  readonly health: RedisHealth;
  readonly owned: OwnedSessions;
  readonly indexKey: string;
  keys(transportId: string): SessionKeys;
  logChannel(transportId: string): string;
  /** The lease `create` takes for the creating node (null: not a fleet node's store). */
  lease(): NodeLease | null;
}

export type SessionWrites = Pick<SessionStore, 'create' | 'update' | 'delete' | 'append' | 'trim'>;

/** The write queue and the contract's writes on it. */
export function redisSessionWrites(p: SessionWritesParts): {
  readonly queue: WriteQueue;
  readonly methods: SessionWrites;
} {
  const { client, health, owned, keys } = p;
  const { limits, recordTtlMs, publish, bufferMaxOps, bufferMaxBytes } = p.settings;

  /** Redis refused a write: the session has another generation (another node claimed it). */
  const staleWrite = (transportId: string): void => {
    if (!owned.stale(transportId)) return;
    queue.forgetOverflow(transportId);
    health.tell({ kind: 'staleGeneration', transportId });
  };

  /** The command of one queued write. */
  const send = (op: Op): Promise<unknown> => {
    if (op.run) return op.run(client);
    const k = keys(op.transportId);
    if (op.kind === 'update') return client.crxUpdate(k.record, op.gen, ...encode(op.patch ?? {}));
    if (op.kind === 'trim') return client.crxTrim(k.record, k.log, op.through ?? 0, op.gen);
    if (op.kind === 'delete') return client.crxDelete(k.record, k.log, k.inbound, k.lease, op.gen);
    const args: (string | number)[] = [
      k.record,
      k.log,
      limits.maxMessages,
      limits.maxBytes,
      recordTtlMs,
      publish ? p.logChannel(op.transportId) : '',
      op.gen,
    ];
    // The entries in one argument (the script's and the channel's format):
    // one argument instead of three per entry is less work for ioredis and Redis.
    let packed = '';
    for (const e of op.entries ?? []) packed += `${e.seq}:${Buffer.byteLength(e.frame)}:${e.frame}`;
    args.push(packed);
    return client.crxAppend(...args);
  };

  const queue: WriteQueue = new WriteQueue(
    {
      state: () => health.state,
      send,
      retriable: isConnectionError,
      applied: (op) => {
        if (op.kind === 'append' && op.seq !== undefined) owned.confirmed(op.transportId, op.seq);
      },
      refused: (op, error) => {
        const refused = toStoreError(error, op.transportId);
        if (refused instanceof SessionStoreError && refused.code === 'stale_generation')
          staleWrite(op.transportId);
        return refused;
      },
      lost: (error) => {
        if (health.state === 'ready') health.set('down', error);
      },
      markGap: (transportId, through) => {
        const k = keys(transportId);
        return client.crxMarkGap(k.record, k.log, through, through, owned.genOf(transportId));
      },
      gapFailed: (transportId, error) => {
        if (isConnectionError(error)) return true;
        if (String(error).includes('STALE')) staleWrite(transportId);
        return false;
      },
      overflowed: (transportId, droppedThrough) =>
        health.tell({ kind: 'bufferOverflow', transportId, droppedThrough }),
      changed: () => health.changed(),
    },
    bufferMaxOps,
    bufferMaxBytes,
  );

  /** A write whose command is given (create, index). */
  const run = (
    transportId: string,
    kind: Op['kind'],
    command: (c: WithScripts) => Promise<unknown>,
  ): Promise<unknown> =>
    queue.enqueue({
      transportId,
      kind,
      gen: owned.genOf(transportId),
      bytes: 0,
      run: command as Op['run'],
    });

  const methods: SessionWrites = {
    create: (record) => {
      const k = keys(record.transportId);
      const lease = p.lease();
      const undo = owned.created(record);
      const created = run(record.transportId, 'create', (c) =>
        c.crxCreate(
          k.record,
          k.log,
          k.inbound,
          k.lease,
          recordTtlMs,
          JSON.stringify(record.generation),
          lease?.nodeId ?? '',
          lease?.leaseMs ?? 0,
          ...encode({ ...record }),
        ),
      );
      // In a fleet the index's score is the lease deadline (the claim scan's order).
      // LT: buffered through an outage, this write lands after the re-seed,
      // whose deadline (0 for a session fenced meanwhile: due at once) stands.
      const score = lease !== null ? Date.now() + lease.leaseMs : record.createdAt;
      void run(record.transportId, 'index', (c) =>
        c.zadd(p.indexKey, 'LT', score, record.transportId),
      ).catch(() => undefined);
      return created.then(
        () => undefined,
        (error: unknown) => {
          // Someone else's session: what this process knew of the id stands.
          if (error instanceof SessionStoreError && error.code === 'exists') undo();
          throw error;
        },
      );
    },
    update: (transportId, patch) => {
      owned.patched(transportId, patch);
      return queue
        .enqueue({
          transportId,
          kind: 'update',
          gen: owned.genOf(transportId),
          bytes: 0,
          patch: { ...patch },
        })
        .then(() => undefined);
    },
    delete: (transportId) => {
      const gen = owned.deleted(transportId);
      queue.forgetOverflow(transportId);
      // Out of the index once deleted (not when refused: the session is another node's now).
      return queue.enqueue({ transportId, kind: 'delete', gen, bytes: 0 }).then(() => {
        void run(transportId, 'index', (c) => c.zrem(p.indexKey, transportId)).catch(
          () => undefined,
        );
      });
    },
    append: (transportId, entry) =>
      queue
        .enqueue({
          transportId,
          gen: owned.genOf(transportId),
          kind: 'append',
          bytes: entry.bytes,
          seq: entry.seq,
          entries: [entry],
        })
        .then(toStats),
    trim: (transportId, throughSeq) =>
      queue
        .enqueue({
          transportId,
          kind: 'trim',
          gen: owned.genOf(transportId),
          bytes: 0,
          through: throughSeq,
        })
        .then(toStats),
  };
  return { queue, methods };
}
