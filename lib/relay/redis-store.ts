/**
 * The Redis session store (`createRedisSessionStore`; `codex-rx-relay --store
 * redis://…`): per session a record hash and a log stream (entry ids
 * `0-<seq>`), keys hash-tagged by session (`prefix:{transportId}:…`) so one
 * session's keys share a Cluster slot and its multi-step changes run as one
 * Lua script. `ioredis` is an optional peer dependency, loaded only here.
 *
 * Writes go through one ordered queue (the contract's per-session call
 * order). While Redis is unreachable they are buffered, bounded by
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
 */
import { createRequire } from 'node:module';
import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import type { Cluster, Redis as RedisClient, RedisOptions } from 'ioredis';

import {
  batch,
  createRedisClient,
  duplicateClient,
  parseRedisUrl,
  type IoredisModule,
} from './redis-connect.js';
import { setRedisInternals } from './redis-internals.js';
import { OutageMerger, coalesceAppends, type WriteOp as Op } from './redis-write-ops.js';
import * as scripts from './redis-scripts.js';
import {
  DEFAULT_LOG_BOUNDS,
  type LogBounds,
  type LogEntry,
  type LogRead,
  type LogStats,
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
}

export interface SessionKeys {
  readonly record: string;
  readonly log: string;
  readonly inbound: string;
  readonly lease: string;
}

type WithScripts = RedisClient & Record<string, (...args: unknown[]) => Promise<unknown>>;

const SCRIPT_COMMANDS: Record<string, { numberOfKeys: number; lua: string }> = {
  crxCreate: { numberOfKeys: 4, lua: scripts.CREATE },
  crxUpdate: { numberOfKeys: 1, lua: scripts.UPDATE },
  crxAppend: { numberOfKeys: 2, lua: scripts.APPEND },
  crxTrim: { numberOfKeys: 2, lua: scripts.TRIM },
  crxMarkGap: { numberOfKeys: 2, lua: scripts.MARK_GAP },
  crxReseed: { numberOfKeys: 2, lua: scripts.RESEED },
  crxRenew: { numberOfKeys: 4, lua: scripts.RENEW },
  crxClaim: { numberOfKeys: 2, lua: scripts.CLAIM },
  crxRelease: { numberOfKeys: 1, lua: scripts.RELEASE },
  crxDelete: { numberOfKeys: 4, lua: scripts.DELETE },
  crxForward: { numberOfKeys: 2, lua: scripts.FORWARD },
};

const isConnectionError = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ReplyError')
    return /LOADING|NOSCRIPT|BUSY|TRYAGAIN|CLUSTERDOWN/.test(error.message);
  return true;
};

const encode = (fields: Record<string, unknown>): string[] => {
  const out: string[] = [];
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) out.push(k, JSON.stringify(v));
  return out;
};

const decodeRecord = (hash: Record<string, string>): SessionRecord | undefined => {
  if (!hash.transportId) return undefined;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(hash)) if (!k.startsWith('_')) out[k] = JSON.parse(v);
  return out as unknown as SessionRecord;
};

const toStats = (r: unknown): LogStats => {
  const [count, bytes, droppedThrough, lastSeq] = (r as (number | string)[]).map(Number) as [
    number,
    number,
    number,
    number,
  ];
  return { count, bytes, droppedThrough, lastSeq };
};

const toStoreError = (error: unknown, transportId: string): unknown => {
  if (error instanceof Error && error.name === 'ReplyError') {
    if (error.message.includes('NOTFOUND')) return new SessionStoreError('not_found', transportId);
    if (error.message.includes('EXISTS')) return new SessionStoreError('exists', transportId);
    if (error.message.includes('STALE'))
      return new SessionStoreError('stale_generation', transportId);
  }
  return error;
};

declare const __CODEX_RX_MODULE_URL__: string | undefined;

/**
 * The connection of every master that serves a slot, or an error when one
 * of them is not connected (down, or not discovered yet).
 */
function clusterMasters(cluster: Cluster): RedisClient[] {
  const connected = new Map(
    cluster.nodes('master').map((n) => [`${n.options.host}:${n.options.port}`, n]),
  );
  const owners = new Set(cluster.slots.map((s) => s?.[0]).filter((k) => k !== undefined));
  if (owners.size === 0) throw new Error('no Redis Cluster master reachable');
  return [...owners].map((key) => {
    const n = connected.get(key);
    if (!n || n.status === 'end' || n.status === 'close')
      throw new Error(`Redis Cluster master ${key} is not connected`);
    return n;
  });
}

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

  const keys = (transportId: string): SessionKeys => {
    const tag = `${prefix}:{${transportId}}`;
    return { record: `${tag}:r`, log: `${tag}:l`, inbound: `${tag}:i`, lease: `${tag}:o` };
  };
  const indexKey = `${prefix}:sessions`;

  /** Cluster: each master's tag (by its node key). */
  const masterTagOf = new Map<string, string>();
  const slotOf = (key: string): number => new ioredis.Command('get', [key]).getSlot() ?? 0;
  /**
   * A hash tag per server (`fleet` on one server; on a cluster the first
   * `fleet-N` whose slot a master serves): the master of `transportId`'s
   * slot, or every master.
   */
  const masterTags = (transportId?: string): string[] => {
    if (!cluster) return ['fleet'];
    const slots = (client as unknown as Cluster).slots;
    const masterOf = (key: string): string | undefined => slots[slotOf(key)]?.[0];
    const masters =
      transportId !== undefined
        ? [masterOf(keys(transportId).record)]
        : [...new Set(slots.map((s) => s?.[0]))];
    return masters.flatMap((m) => {
      if (m === undefined) return [];
      const cached = masterTagOf.get(m);
      if (cached !== undefined && masterOf(`{${cached}}`) === m) return [cached];
      for (let n = 0; n < 1_000_000; n++)
        if (masterOf(`{fleet-${n}}`) === m) {
          masterTagOf.set(m, `fleet-${n}`);
          return [`fleet-${n}`];
        }
      return [];
    });
  };
  const logChannel = (transportId: string): string => `${prefix}:{${transportId}}:c`;

  // ---- health ----
  let state: StoreHealth['state'] = 'connecting';
  let since = Date.now();
  let lastError: string | undefined;
  const queue: Op[] = [];
  const merger = new OutageMerger(queue);
  let bufferedBytes = 0;
  const inflight = new Set<Op>();
  /** Per session, the highest sequence number dropped by a buffer overflow (not yet marked in Redis). */
  const overflow = new Map<string, number>();
  const events = new Subject<StoreEvent>();
  const snapshotHealth = (): StoreHealth => ({
    state,
    since,
    bufferedOps: queue.length,
    bufferedBytes,
    overflowedSessions: overflow.size,
    ...(lastError !== undefined ? { lastError } : {}),
  });
  const health = new BehaviorSubject<StoreHealth>(snapshotHealth());
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
    { fields: Record<string, unknown>; confirmedSeq: number; orphan?: boolean }
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
    overflow.delete(transportId);
    events.next({ kind: 'staleGeneration', transportId });
  };

  // ---- the write queue ----
  let flushing = false;
  /*
   * Every write goes through `queue`, in call order. While Redis is ready
   * the queue is sent in rounds: the writes of one tick, or those that
   * arrived while the previous round was in flight, go out together, and a
   * session's consecutive appends in a round become one append call (one
   * script run for many entries: one round trip, one command on the wire).
   * Anything else sent on the connection (reads, fleet scripts) first sends
   * what is queued, so the connection's order is still the call order.
   */
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

  const runOp = (op: Op): void => {
    inflight.add(op);
    sendCall(op).then(
      (value) => {
        inflight.delete(op);
        if (op.kind === 'append' && op.seq !== undefined) {
          const m = mirror.get(op.transportId);
          if (m && op.seq > m.confirmedSeq) m.confirmedSeq = op.seq;
        }
        op.resolve(value);
        if (inflight.size === 0) sendRound();
      },
      (error: unknown) => {
        inflight.delete(op);
        if (state !== 'closed' && isConnectionError(error)) {
          requeue(op, error);
        } else {
          const refused = toStoreError(error, op.transportId);
          if (refused instanceof SessionStoreError && refused.code === 'stale_generation')
            staleWrite(op.transportId);
          op.reject(refused);
        }
        if (inflight.size === 0) sendRound();
      },
    );
  };

  let roundTimer: ReturnType<typeof setImmediate> | null = null;
  /** Sends what is queued as one round (now). */
  const sendRound = (): void => {
    if (roundTimer) clearImmediate(roundTimer);
    roundTimer = null;
    if (state !== 'ready' || flushing || queue.length === 0) return;
    // Log entries an outage dropped: their gap is marked before anything after them is sent.
    if (overflow.size > 0) {
      void flush();
      return;
    }
    const ops = queue.splice(0);
    merger.clear();
    bufferedBytes = 0;
    for (const op of coalesceAppends(ops)) runOp(op);
  };
  /** A round after this tick, unless one is in flight (its end sends the next). */
  const scheduleRound = (): void => {
    if (roundTimer || inflight.size > 0) return;
    roundTimer = setImmediate(sendRound);
  };
  /** Before another command on the connection: what is queued goes first. */
  const sendQueued = (): void => {
    if (queue.length > 0) sendRound();
  };

  /**
   * Ops that failed for the connection go back in call order. They do not
   * fail in that order: those written before the connection ended fail when
   * it closes, those sent after its end (a read sends what is queued) fail
   * at once, before them. Resent in failure order, a session's later append
   * would land first and the earlier one be skipped as a resend: lost.
   */
  let requeued: Op[] = [];
  let requeueFlush: ReturnType<typeof setImmediate> | null = null;
  const requeue = (op: Op, error: unknown): void => {
    if (state === 'ready') setState('down', error);
    requeued.push(op);
    requeueFlush ??= setImmediate(() => {
      requeueFlush = null;
      const back = requeued;
      requeued = [];
      // Closed meanwhile: nothing will send them.
      if (state === 'closed') {
        for (const o of back)
          o.reject(new SessionStoreUnavailableError('the Redis session store closed'));
        return;
      }
      for (const o of back) bufferedBytes += o.bytes;
      queue.push(...back);
      // Stable, and rare (once per lost connection): the queue in call order again.
      queue.sort((a, b) => a.order - b.order);
      enforceBound();
      health.next(snapshotHealth());
    });
  };

  let issued = 0;
  const enqueue = (op: Omit<Op, 'resolve' | 'reject' | 'order'>): Promise<unknown> =>
    new Promise((resolve, reject) => {
      // The caller's object becomes the op: copying it with a spread was the
      // hottest line of an append (V8 clones objects of varying shapes slowly).
      const full: Op = Object.assign(op, { resolve, reject, order: ++issued });
      if (state === 'closed') {
        reject(new SessionStoreUnavailableError('the Redis session store is closed'));
        return;
      }
      if (merger.merge(full, state !== 'ready')) return;
      queue.push(full);
      bufferedBytes += full.bytes;
      // While Redis is up the queue holds one round trip's writes: the
      // buffer bound is for an outage.
      if (state === 'ready') {
        scheduleRound();
        return;
      }
      enforceBound();
      health.next(snapshotHealth());
    });

  /** Over the bound: drop every buffered append (resolved as dropped), keep the rest. */
  const enforceBound = (): void => {
    if (queue.length <= bufferMaxOps && bufferedBytes <= bufferMaxBytes) return;
    const kept: Op[] = [];
    // Told once per session and pass (not again for every session overflowed before).
    const dropped = new Set<string>();
    for (const op of queue) {
      if (op.kind === 'append' && op.seq !== undefined) {
        overflow.set(op.transportId, Math.max(overflow.get(op.transportId) ?? 0, op.seq));
        dropped.add(op.transportId);
        op.resolve([0, 0, op.seq, op.seq]);
      } else kept.push(op);
    }
    queue.length = 0;
    queue.push(...kept);
    bufferedBytes = 0;
    for (const transportId of dropped)
      events.next({
        kind: 'bufferOverflow',
        transportId,
        droppedThrough: overflow.get(transportId) as number,
      });
  };

  const flush = async (): Promise<void> => {
    if (flushing || state !== 'ready') return;
    flushing = true;
    try {
      // Sessions that lost log entries to the bound: their gap goes in first.
      for (const [transportId, through] of [...overflow]) {
        const k = keys(transportId);
        try {
          await client.crxMarkGap(k.record, k.log, through, through, genOf(transportId));
        } catch (error) {
          if (isConnectionError(error)) return;
          if (String(error).includes('STALE')) staleWrite(transportId);
        }
        overflow.delete(transportId);
      }
    } finally {
      flushing = false;
    }
    sendRound();
    health.next(snapshotHealth());
  };

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
        if (m.orphan) mirror.delete(transportId);
        if (seeded === 1) {
          // The lease RESEED set is the index's deadline until the next renewal (due at once without one).
          await client.zadd(
            indexKey,
            !lease ? Date.now() : leaseMs > 0 ? Date.now() + leaseMs : 0,
            transportId,
          );
          events.next({ kind: 'reseeded', transportId, droppedThrough: m.confirmedSeq });
        }
      }
    } catch (error) {
      setState('down', error);
      return;
    }
    setState('ready');
    await flush();
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

  const readNow = <T>(transportId: string, f: () => Promise<T>): Promise<T> => {
    if (state !== 'ready')
      return Promise.reject(
        new SessionStoreUnavailableError(`Redis is ${state}: cannot read session ${transportId}`),
      );
    sendQueued();
    return f().catch((error: unknown) => Promise.reject(toStoreError(error, transportId)));
  };

  const readLog = async (k: SessionKeys, afterSeq: number): Promise<LogRead> => {
    const [[, raw], [, dropped]] = (await client
      .multi()
      .xrange(k.log, `(0-${afterSeq}`, '+')
      .hget(k.record, '_dropped')
      .exec()) as [[unknown, [string, string[]][]], [unknown, string | null]];
    const entries: LogEntry[] = raw.map(([id, f]) => ({
      seq: Number(id.slice(2)),
      frame: f[1] as string,
      bytes: Number(f[3]),
    }));
    const droppedThrough = Number(dropped ?? 0);
    return droppedThrough > afterSeq
      ? {
          entries: entries.filter((e) => e.seq > droppedThrough),
          gap: { from: afterSeq + 1, to: droppedThrough },
        }
      : { entries };
  };

  let closing: Promise<void> | null = null;
  const closeOnce = async (): Promise<void> => {
    // Let what is buffered go out while Redis is there (bounded wait).
    const deadline = Date.now() + 2000;
    while ((queue.length > 0 || inflight.size > 0) && state === 'ready' && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 10));
    setState('closed');
    merger.clear();
    for (const op of queue.splice(0))
      op.reject(new SessionStoreUnavailableError('the Redis session store closed'));
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
  const store: RedisSessionStore = {
    kind: 'redis',
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
    get: (transportId) =>
      readNow(transportId, async () =>
        decodeRecord(await client.hgetall(keys(transportId).record)),
      ),
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
      overflow.delete(transportId);
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
    read: (transportId, afterSeq) =>
      readNow(transportId, async () => {
        const k = keys(transportId);
        if ((await client.exists(k.record)) === 0)
          throw new SessionStoreError('not_found', transportId);
        return readLog(k, afterSeq);
      }),
    snapshot: (transportId, afterSeq) =>
      readNow(transportId, async () => {
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
        const entries: LogEntry[] = raw
          .map(([id, f]) => ({
            seq: Number(id.slice(2)),
            frame: f[1] as string,
            bytes: Number(f[3]),
          }))
          .filter((e) => e.seq > droppedThrough);
        const read: LogRead =
          droppedThrough > afterSeq
            ? { entries, gap: { from: afterSeq + 1, to: droppedThrough } }
            : { entries };
        return { record, read, lastSeq };
      }),
    trim: (transportId, throughSeq) =>
      enqueue({
        transportId,
        kind: 'trim',
        gen: genOf(transportId),
        bytes: 0,
        through: throughSeq,
      }).then(toStats),
    stats: (transportId) =>
      readNow(transportId, async () => {
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
      }),
    list: () =>
      readNow('*', async () => {
        const ids = await client.zrange(indexKey, 0, -1);
        if (ids.length === 0) return [];
        const pipe = batch(client);
        for (const id of ids) (pipe.exists as (key: string) => unknown)(keys(id).record);
        const exists = ((await pipe.exec()) ?? []).map(([, n]) => n === 1);
        const gone = ids.filter((_, i) => !exists[i]);
        if (gone.length > 0) await client.zrem(indexKey, ...gone);
        return ids.filter((_, i) => exists[i]);
      }),
    health: () => snapshotHealth(),
    health$: health.asObservable(),
    events$: events.asObservable() as Observable<StoreEvent>,
    // Once: a second disconnect() would start ioredis's disconnect timer on a
    // socket already closed (its 'close' never comes again), holding the process.
    close: () => (closing ??= closeOnce()),
  };
  setRedisInternals(store, {
    indexKey,
    // Whoever sends on the connection sends after the queued writes (call order kept).
    get client() {
      sendQueued();
      return client;
    },
    cluster,
    epochTags: masterTags,
    batch: () => {
      sendQueued();
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
      sendQueued();
      return (client[fn] as (...a: unknown[]) => Promise<unknown>)(...k, ...args);
    },
  });
  return store;
}
