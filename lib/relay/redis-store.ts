/**
 * The Redis session store (`createRedisSessionStore`; `codex-rx-relay --store
 * redis://…`): per session a record hash and a log stream (entry ids
 * `0-<seq>`), keys hash-tagged by session (`prefix:{transportId}:…`) so one
 * session's keys share a Cluster slot and its multi-step changes run as one
 * Lua script. `ioredis` is an optional peer dependency, loaded only here.
 *
 * Writes go through one ordered queue (redis-write-queue.ts; the contract's
 * per-session call order). While Redis is unreachable they are buffered, bounded by
 * `bufferMaxOps`/`bufferMaxBytes`, and replayed in order when it returns
 * (every write is idempotent: a resent append is a no-op). An outage longer
 * than the buffer drops the buffered log entries (never the records) and
 * marks them in Redis as each touched session's replay gap, so a reader
 * behind them gets a typed gap, never a silent hole. A Redis that came back
 * empty (restarted without persistence) is re-seeded with the records this
 * process owns. While buffering, a session's record writes coalesce into one
 * (only the latest fields matter) and its trims into one (the highest), so
 * the buffer holds at most `bufferMaxOps` log entries plus a few writes per
 * session, however long the outage.
 *
 * Each owner write carries the session's generation (fenced in the scripts:
 * `STALE` once another node claimed it); a refused write is told as a
 * `staleGeneration` store event, and the fleet stops serving the session.
 *
 * Here: the options, the connection's state (health), what this process
 * wrote per session (for a re-seed) and the generations it writes under,
 * the re-seed after a reconnect, and the contract's methods. Elsewhere: the
 * key names (redis-keys.ts), the scripts as commands and their replies
 * (redis-commands.ts), the reads (redis-reads.ts), a cluster's masters
 * (redis-cluster-tags.ts).
 */
import { createRequire } from 'node:module';
import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import type { Cluster, RedisOptions } from 'ioredis';

import {
  batch,
  createRedisClient,
  duplicateClient,
  parseRedisUrl,
  type IoredisModule,
} from './redis-connect.js';
import { clusterMasters, clusterTags } from './redis-cluster-tags.js';
import { sessionKeys, type SessionKeys } from './redis-keys.js';
import { redisReads } from './redis-reads.js';
import { setRedisInternals, type RedisInternals } from './redis-internals.js';
import { createRedisCoordinator } from './redis-coordinator.js';
import type { FleetCoordinator } from './fleet-coordinator.js';
import type { WriteOp as Op } from './redis-write-ops.js';
import { WriteQueue } from './redis-write-queue.js';
import {
  SCRIPT_COMMANDS,
  encode,
  isConnectionError,
  toStats,
  toStoreError,
  type WithScripts,
} from './redis-commands.js';
import {
  DEFAULT_LOG_BOUNDS,
  type LogBounds,
  type LogRead,
  type SessionRecord,
  type SessionRecordPatch,
  type SessionStore,
  type StoreEvent,
  type StoreHealth,
} from './store.js';
import { SessionStoreError, SessionStoreUnavailableError } from './store-error.js';

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

/** The Redis store: the contract plus what a fleet of relays needs (leases, forwarding). */
export interface RedisSessionStore extends SessionStore {
  readonly kind: 'redis';
  readonly keyPrefix: string;
  /** @internal key names of a session. */
  keys(transportId: string): SessionKeys;
  /** Record and log after a watermark, read atomically (an attach on a non-owner node). */
  snapshot(
    transportId: string,
    afterSeq: number,
  ): Promise<{ record: SessionRecord; read: LogRead; lastSeq: number } | undefined>;
  /** The channel on which appended frames of a session are published (`seq:bytes:frame`, several per message). */
  logChannel(transportId: string): string;
  /** @internal a relay of a fleet: `create` also takes the creating node's lease. */
  useLeases(ttlMs: number): void;
  /** @internal a session claimed from a dead node: re-seeded by this process after a Redis restart. */
  adopt(record: SessionRecord, confirmedSeq: number): void;
  /** @internal stop re-seeding a session (another node owns it now). */
  forget(transportId: string): void;
  /**
   * @internal this node fenced itself from a session (its lease lapsed while
   * Redis was unreachable): a Redis that came back empty gets its record
   * again, without a lease, for any node to claim.
   */
  orphan(transportId: string): void;
  readonly recordTtlMs: number;
  /** The fleet's coordination on this Redis (a relay given this store is a fleet node). */
  readonly coordinator: FleetCoordinator;
}

export type { SessionKeys } from './redis-keys.js';

declare const __CODEX_RX_MODULE_URL__: string | undefined;

/** Loads ioredis (an optional peer dependency) or says how to get it. */
function loadIoredis(): IoredisModule {
  try {
    // require, not import(): ioredis is CommonJS, and jest runs sources as CommonJS.
    const from = typeof __CODEX_RX_MODULE_URL__ === 'string' ? __CODEX_RX_MODULE_URL__ : __filename;
    return createRequire(from)('ioredis') as IoredisModule;
  } catch (error) {
    throw new SessionStoreUnavailableError(
      'the Redis session store needs the optional peer dependency ioredis: npm install ioredis',
      { cause: error },
    );
  }
}

/**
 * Connects to Redis and resolves with the store once the first connection is ready.
 *
 * @example
 * const store = await createRedisSessionStore({ url: 'redis://127.0.0.1:6379' });
 * const relay = await createRelay({ token, store, nodeId: 'relay-a' });
 */
export async function createRedisSessionStore(
  options: RedisSessionStoreOptions,
): Promise<RedisSessionStore> {
  const limits: Required<LogBounds> = {
    maxMessages: options.maxMessages ?? DEFAULT_LOG_BOUNDS.maxMessages,
    maxBytes: options.maxBytes ?? DEFAULT_LOG_BOUNDS.maxBytes,
  };
  const prefix = options.keyPrefix ?? 'codex-rx';
  const recordTtlMs = options.recordTtlMs ?? 60 * 60 * 1000;
  const bufferMaxOps = options.bufferMaxOps ?? 100_000;
  const bufferMaxBytes = options.bufferMaxBytes ?? 64 * 1024 * 1024;
  const publish = options.publish ?? true;
  for (const [k, v] of Object.entries({ ...limits, recordTtlMs, bufferMaxOps, bufferMaxBytes }))
    if (!(Number.isSafeInteger(v) && v > 0))
      throw new RangeError(`${k} must be a positive integer, got ${v}`);
  const cluster = parseRedisUrl(options.url).cluster;

  const ioredis = loadIoredis();
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

  const keys = (transportId: string): SessionKeys => sessionKeys(prefix, transportId);
  const indexKey = `${prefix}:sessions`;

  const masterTags = clusterTags(
    ioredis,
    cluster ? (client as unknown as Cluster) : null,
    (id) => keys(id).record,
  );
  const logChannel = (transportId: string): string => `${prefix}:{${transportId}}:c`;

  // ---- health ----
  let state: StoreHealth['state'] = 'connecting';
  let since = Date.now();
  let lastError: string | undefined;
  const events = new Subject<StoreEvent>();
  const snapshotHealth = (): StoreHealth => ({
    state,
    since,
    bufferedOps: writes.length,
    bufferedBytes: writes.bufferedBytes,
    overflowedSessions: writes.overflowedSessions,
    ...(lastError !== undefined ? { lastError } : {}),
  });
  const setState = (next: StoreHealth['state'], error?: unknown): void => {
    if (error !== undefined) lastError = error instanceof Error ? error.message : String(error);
    if (next !== state) {
      state = next;
      since = Date.now();
    }
    health.next(snapshotHealth());
  };

  /** What this process wrote per session: enough to re-seed a Redis that lost it. */
  const mirror = new Map<
    string,
    {
      fields: Record<string, unknown>;
      confirmedSeq: number;
      orphan?: boolean;
      /** Re-seeded, its index entry not written yet (renewals only update entries: ZADD XX). */
      indexPending?: boolean;
    }
  >();
  /**
   * The generation this process writes each session under (JSON, as the
   * record stores it): set by create and adopt, kept after the session is
   * forgotten or fenced (a late write must still be refused), dropped by delete.
   */
  const gens = new Map<string, string>();
  const genOf = (transportId: string): string => gens.get(transportId) ?? '';
  /** Sessions whose refused write was told (once each, until this process owns them again). */
  const staleTold = new Set<string>();
  /** Redis refused a write: the session has another generation (another node claimed it). */
  const staleWrite = (transportId: string): void => {
    if (staleTold.has(transportId)) return;
    staleTold.add(transportId);
    mirror.delete(transportId);
    writes.forgetOverflow(transportId);
    events.next({ kind: 'staleGeneration', transportId });
  };

  /** The command of one queued write. */
  const sendCall = (op: Op): Promise<unknown> => {
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
      publish ? logChannel(op.transportId) : '',
      op.gen,
    ];
    // The entries in one argument (the script's and the channel's format):
    // one argument instead of three per entry is less work for ioredis and Redis.
    let packed = '';
    for (const e of op.entries ?? []) packed += `${e.seq}:${Buffer.byteLength(e.frame)}:${e.frame}`;
    args.push(packed);
    return client.crxAppend(...args);
  };

  const writes: WriteQueue = new WriteQueue(
    {
      state: () => state,
      send: sendCall,
      retriable: isConnectionError,
      applied: (op) => {
        if (op.kind !== 'append' || op.seq === undefined) return;
        const m = mirror.get(op.transportId);
        if (m && op.seq > m.confirmedSeq) m.confirmedSeq = op.seq;
      },
      refused: (op, error) => {
        const refused = toStoreError(error, op.transportId);
        if (refused instanceof SessionStoreError && refused.code === 'stale_generation')
          staleWrite(op.transportId);
        return refused;
      },
      lost: (error) => {
        if (state === 'ready') setState('down', error);
      },
      markGap: (transportId, through) => {
        const k = keys(transportId);
        return client.crxMarkGap(k.record, k.log, through, through, genOf(transportId));
      },
      gapFailed: (transportId, error) => {
        if (isConnectionError(error)) return true;
        if (String(error).includes('STALE')) staleWrite(transportId);
        return false;
      },
      overflowed: (transportId, droppedThrough) =>
        events.next({ kind: 'bufferOverflow', transportId, droppedThrough }),
      changed: () => health.next(snapshotHealth()),
    },
    bufferMaxOps,
    bufferMaxBytes,
  );
  const health = new BehaviorSubject<StoreHealth>(snapshotHealth());
  const enqueue = (op: Omit<Op, 'resolve' | 'reject' | 'order'>): Promise<unknown> =>
    writes.enqueue(op);

  /** After a reconnect: scripts loaded, sessions this process owns re-seeded if Redis lost them. */
  const onReady = async (): Promise<void> => {
    try {
      // Every master of a cluster runs the scripts of the sessions in its slots.
      if (cluster) {
        // A keyed command per master: reconnects a master the cluster client let go (down a while).
        const tags = masterTags();
        if (tags.length === 0) throw new Error('the Redis Cluster slots are not known');
        await Promise.all(tags.map((tag) => client.exists(`${prefix}:{${tag}}:epoch`)));
      }
      const servers = cluster ? clusterMasters(client as unknown as Cluster) : [client];
      for (const server of servers)
        for (const def of Object.values(SCRIPT_COMMANDS)) await server.script('LOAD', def.lua);
      for (const [transportId, m] of mirror) {
        const k = keys(transportId);
        // A session this node fenced itself from is re-created without a lease: any node claims it.
        const leaseMs = lease && !m.orphan ? lease.ttlMs : 0;
        const seeded = await client.crxReseed(
          k.record,
          k.lease,
          recordTtlMs,
          leaseMs > 0 ? String(m.fields.owner ?? '') : '',
          leaseMs,
          m.confirmedSeq,
          ...encode(m.fields),
        );
        if (seeded === 1) {
          m.indexPending = true;
          events.next({ kind: 'reseeded', transportId, droppedThrough: m.confirmedSeq });
        }
        // Kept until written: if the connection goes again first, the next re-seed finds
        // the record there (nothing to re-create) but must still write the entry.
        if (m.indexPending) {
          // The lease RESEED set is the index's deadline until the next renewal (due at once without one).
          await client.zadd(
            indexKey,
            !lease ? Date.now() : leaseMs > 0 ? Date.now() + leaseMs : 0,
            transportId,
          );
          m.indexPending = false;
        }
        if (m.orphan) mirror.delete(transportId);
      }
    } catch (error) {
      setState('down', error);
      return;
    }
    setState('ready');
    await writes.flush();
  };

  let probing = false;
  const probe = (): void => {
    if (probing) return;
    probing = true;
    void onReady().finally(() => {
      probing = false;
    });
  };
  client.on('ready', probe);
  if (cluster) {
    /*
     * A cluster stays "ready" while one of its masters is down: the writes
     * for that master's slots fail (and wait in the buffer), and the master
     * may come back empty. So a lost node connection counts as an outage,
     * and while down the store probes every master (scripts loaded on each,
     * then the re-seed) until all of them answer.
     */
    client.on('-node', () => {
      if (state === 'ready') setState('down');
    });
    const probeTimer = setInterval(() => {
      if (state === 'closed') clearInterval(probeTimer);
      else if (state === 'down' && client.status === 'ready') probe();
    }, 250);
    probeTimer.unref();
  }
  client.on('error', (error: unknown) => {
    lastError = error instanceof Error ? error.message : String(error);
  });
  client.on('close', () => {
    if (state === 'ready' || state === 'connecting') setState('down');
  });
  client.on('end', () => {
    if (state !== 'closed') setState('down');
  });

  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw new SessionStoreUnavailableError(`cannot connect to Redis at ${options.url}`, {
      cause: error,
    });
  }
  await new Promise<void>((resolve, reject) => {
    const sub = health.subscribe((h) => {
      if (h.state === 'ready') {
        queueMicrotask(() => sub.unsubscribe());
        resolve();
      }
    });
    setTimeout(() => {
      if (state !== 'ready') {
        sub.unsubscribe();
        reject(
          new SessionStoreUnavailableError(
            `Redis at ${options.url} not ready: ${lastError ?? 'timeout'}`,
          ),
        );
      }
    }, 10_000).unref();
  });

  const write = (
    transportId: string,
    kind: Op['kind'],
    run: (c: WithScripts) => Promise<unknown>,
  ): Promise<unknown> =>
    enqueue({ transportId, kind, gen: genOf(transportId), bytes: 0, run: run as Op['run'] });

  const reads = redisReads(client, keys, indexKey);
  const readNow = <T>(transportId: string, f: () => Promise<T>): Promise<T> => {
    if (state !== 'ready')
      return Promise.reject(
        new SessionStoreUnavailableError(`Redis is ${state}: cannot read session ${transportId}`),
      );
    writes.sendQueued();
    return f().catch((error: unknown) => Promise.reject(toStoreError(error, transportId)));
  };

  let closing: Promise<void> | null = null;
  const closeOnce = async (): Promise<void> => {
    // Let what is buffered go out while Redis is there (bounded wait).
    const deadline = Date.now() + 2000;
    while (writes.busy && state === 'ready' && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 10));
    setState('closed');
    writes.rejectAll(new SessionStoreUnavailableError('the Redis session store closed'));
    health.complete();
    events.complete();
    // Resolved once the connection is closed (its socket and ioredis's disconnect timer gone).
    const ended = new Promise<void>((resolve) => {
      if (client.status === 'end') return resolve();
      client.once('end', () => resolve());
      setTimeout(resolve, 3000).unref();
    });
    client.disconnect();
    await ended;
  };

  let lease: { ttlMs: number } | null = null;
  let coordinator: FleetCoordinator | undefined;
  const store: RedisSessionStore = {
    kind: 'redis',
    get coordinator() {
      return (coordinator ??= createRedisCoordinator({
        store,
        internals,
        keyPrefix: prefix,
        recordTtlMs,
        keys,
        logChannel,
        useLeases: (ttlMs) => store.useLeases(ttlMs),
        adopt: (record, seq) => store.adopt(record, seq),
        forget: (id) => store.forget(id),
        orphan: (id) => store.orphan(id),
        snapshot: (id, after) => store.snapshot(id, after),
      }));
    },
    keys,
    logChannel,
    recordTtlMs,
    useLeases: (ttlMs) => {
      lease = { ttlMs };
    },
    adopt: (record, confirmedSeq) => {
      staleTold.delete(record.transportId);
      gens.set(record.transportId, JSON.stringify(record.generation));
      mirror.set(record.transportId, { fields: { ...record }, confirmedSeq });
    },
    forget: (transportId) => {
      mirror.delete(transportId);
    },
    orphan: (transportId) => {
      const m = mirror.get(transportId);
      // Redis reachable: it has the record, nothing to re-seed later.
      if (state === 'ready') mirror.delete(transportId);
      else if (m) m.orphan = true;
    },
    keyPrefix: prefix,
    create: (record) => {
      const k = keys(record.transportId);
      const [priorGen, priorMirror] = [
        gens.get(record.transportId),
        mirror.get(record.transportId),
      ];
      staleTold.delete(record.transportId);
      gens.set(record.transportId, JSON.stringify(record.generation));
      mirror.set(record.transportId, { fields: { ...record }, confirmedSeq: 0 });
      const created = write(record.transportId, 'create', (c) =>
        c.crxCreate(
          k.record,
          k.log,
          k.inbound,
          k.lease,
          recordTtlMs,
          JSON.stringify(record.generation),
          lease ? record.owner : '',
          lease?.ttlMs ?? 0,
          ...encode({ ...record }),
        ),
      );
      // In a fleet the index's score is the lease deadline (the claim scan's order).
      // LT: buffered through an outage, this write lands after the re-seed,
      // whose deadline (0 for a session fenced meanwhile: due at once) stands.
      const score = lease ? Date.now() + lease.ttlMs : record.createdAt;
      void write(record.transportId, 'index', (c) =>
        c.zadd(indexKey, 'LT', score, record.transportId),
      ).catch(() => undefined);
      return created.then(
        () => undefined,
        (error: unknown) => {
          if (error instanceof SessionStoreError && error.code === 'exists') {
            // Someone else's session: what this process knew of the id stands.
            if (priorGen === undefined) gens.delete(record.transportId);
            else gens.set(record.transportId, priorGen);
            if (priorMirror === undefined) mirror.delete(record.transportId);
            else mirror.set(record.transportId, priorMirror);
          }
          throw error;
        },
      );
    },
    get: (transportId) => readNow(transportId, () => reads.get(transportId)),
    update: (transportId, patch: SessionRecordPatch) => {
      const m = mirror.get(transportId);
      if (m) Object.assign(m.fields, patch);
      return enqueue({
        transportId,
        kind: 'update',
        gen: genOf(transportId),
        bytes: 0,
        patch: { ...patch },
      }).then(() => undefined);
    },
    delete: (transportId) => {
      const gen = genOf(transportId);
      gens.delete(transportId);
      mirror.delete(transportId);
      writes.forgetOverflow(transportId);
      // Out of the index once deleted (not when refused: the session is another node's now).
      return enqueue({ transportId, kind: 'delete', gen, bytes: 0 }).then(() => {
        void write(transportId, 'index', (c) => c.zrem(indexKey, transportId)).catch(
          () => undefined,
        );
      });
    },
    append: (transportId, entry) =>
      enqueue({
        transportId,
        gen: genOf(transportId),
        kind: 'append',
        bytes: entry.bytes,
        seq: entry.seq,
        entries: [entry],
      }).then(toStats),
    read: (transportId, afterSeq) => readNow(transportId, () => reads.read(transportId, afterSeq)),
    snapshot: (transportId, afterSeq) =>
      readNow(transportId, () => reads.snapshot(transportId, afterSeq)),
    trim: (transportId, throughSeq) =>
      enqueue({
        transportId,
        kind: 'trim',
        gen: genOf(transportId),
        bytes: 0,
        through: throughSeq,
      }).then(toStats),
    stats: (transportId) => readNow(transportId, () => reads.stats(transportId)),
    list: () => readNow('*', () => reads.list()),
    health: () => snapshotHealth(),
    health$: health.asObservable(),
    events$: events.asObservable() as Observable<StoreEvent>,
    // Once: a second disconnect() would start ioredis's disconnect timer on a
    // socket already closed (its 'close' never comes again), holding the process.
    close: () => (closing ??= closeOnce()),
  };
  const internals: RedisInternals = {
    indexKey,
    // Whoever sends on the connection sends after the queued writes (call order kept).
    get client() {
      writes.sendQueued();
      return client;
    },
    cluster,
    epochTags: masterTags,
    batch: () => {
      writes.sendQueued();
      return batch(client);
    },
    duplicate: () =>
      duplicateClient(client, { enableOfflineQueue: true, maxRetriesPerRequest: null }),
    script: (name, k, args) => {
      const fn = {
        RENEW: 'crxRenew',
        CLAIM: 'crxClaim',
        RELEASE: 'crxRelease',
        FORWARD: 'crxForward',
        MARK_GAP: 'crxMarkGap',
      }[name];
      if (state !== 'ready')
        return Promise.reject(new SessionStoreUnavailableError(`Redis is ${state}`));
      writes.sendQueued();
      return (client[fn] as (...a: unknown[]) => Promise<unknown>)(...k, ...args);
    },
  };
  setRedisInternals(store, internals);
  return store;
}
