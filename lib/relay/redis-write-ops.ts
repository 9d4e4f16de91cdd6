/**
 * The Redis store's writes as queued (one `WriteOp` each, in call order)
 * and the two ways they merge before they are sent: a session's consecutive
 * appends of one round become one append call (`coalesceAppends`), and while
 * Redis is unreachable a session's record updates merge into one and its
 * trims into one (`OutageMerger`), which keeps the outage buffer bounded by
 * its log entries plus a few writes per session.
 */
import type { Redis as RedisClient } from 'ioredis';
import type { LogEntry } from './store.js';

export interface WriteOp {
  readonly transportId: string;
  /** Frame bytes (appends), counted against `bufferMaxBytes`. */
  readonly bytes: number;
  readonly kind: 'create' | 'update' | 'append' | 'trim' | 'delete' | 'index';
  /** The generation the write is made under (JSON, as stored; '' unchecked): Redis refuses a stale one. */
  readonly gen: string;
  /** Create and index (the others' calls are built when sent: appends, updates and trims merge). */
  readonly run?: (c: RedisClient) => Promise<unknown>;
  /** Appends: the entries, in order (several once coalesced). */
  readonly entries?: readonly LogEntry[];
  /** Updates: the fields (later updates of the session merge in while buffered). */
  readonly patch?: Record<string, unknown>;
  /** Trims: through this sequence number (the highest of those merged). */
  through?: number;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  /**
   * Call order (set when queued; a merged op keeps its first member's): what
   * a connection's failed writes are put back in, whatever order they failed in.
   */
  order: number;
  /** Appends: the last entry's sequence number. */
  readonly seq?: number;
}

/** Entries of one session per append call: bounds how long one script holds Redis. */
const MAX_ENTRIES_PER_CALL = 256;

/** Coalesces each session's consecutive appends (in call order, same generation) into one op. */
export function coalesceAppends(ops: readonly WriteOp[]): WriteOp[] {
  const out: WriteOp[] = [];
  const open = new Map<string, { members: WriteOp[]; entries: LogEntry[]; index: number }>();
  const close = (transportId: string): void => {
    const group = open.get(transportId);
    if (group && group.members.length > 1)
      out[group.index] = mergeAppends(group.members, group.entries);
    open.delete(transportId);
  };
  for (const op of ops) {
    if (op.kind !== 'append') {
      close(op.transportId);
      out.push(op);
      continue;
    }
    const group = open.get(op.transportId);
    const entries = op.entries ?? [];
    if (
      !group ||
      group.entries.length + entries.length > MAX_ENTRIES_PER_CALL ||
      (group.members[0] as WriteOp).gen !== op.gen
    ) {
      close(op.transportId);
      open.set(op.transportId, { members: [op], entries: [...entries], index: out.length });
      out.push(op);
      continue;
    }
    group.members.push(op);
    group.entries.push(...entries);
  }
  for (const transportId of [...open.keys()]) close(transportId);
  return out;
}

function mergeAppends(members: readonly WriteOp[], entries: readonly LogEntry[]): WriteOp {
  const first = members[0] as WriteOp;
  return {
    transportId: first.transportId,
    gen: first.gen,
    kind: 'append',
    bytes: members.reduce((n, m) => n + m.bytes, 0),
    entries,
    seq: (entries[entries.length - 1] as LogEntry).seq,
    order: first.order,
    resolve: (value) => {
      for (const m of members) m.resolve(value);
    },
    reject: (error) => {
      for (const m of members) m.reject(error);
    },
  };
}

/** `into` settles `resolve`/`reject` too when it settles. */
function join(into: WriteOp, resolve: (v: unknown) => void, reject: (e: unknown) => void): void {
  const [res, rej] = [into.resolve, into.reject];
  into.resolve = (v) => {
    res(v);
    resolve(v);
  };
  into.reject = (e) => {
    rej(e);
    reject(e);
  };
}

/**
 * While buffering: the queued update and trim of each session that later
 * ones merge into (a create or delete of the session in between ends the
 * merging: the order of those matters). `clear()` when the queue is sent.
 */
export class OutageMerger {
  private readonly pending = new Map<string, { update?: WriteOp; trim?: WriteOp }>();

  constructor(private readonly queue: WriteOp[]) {}

  clear(): void {
    this.pending.clear();
  }

  /**
   * Merges `op` into the queue while `buffering`: true when it merged into
   * a queued update (do not queue it); false when it is to be queued (a trim
   * also takes the place of the session's queued one, removed).
   */
  merge(op: WriteOp, buffering: boolean): boolean {
    if (op.kind === 'create' || op.kind === 'delete') this.pending.delete(op.transportId);
    if (!buffering || (op.kind !== 'update' && op.kind !== 'trim')) return false;
    const slot = this.pending.get(op.transportId) ?? {};
    this.pending.set(op.transportId, slot);
    const into = op.kind === 'update' ? slot.update : slot.trim;
    if (!into || into.gen !== op.gen) {
      if (op.kind === 'update') slot.update = op;
      else slot.trim = op;
      return false;
    }
    if (op.kind === 'update') {
      // Record fields: where the merged write sits among the log's writes does not matter.
      Object.assign(into.patch ?? {}, op.patch);
      join(into, op.resolve, op.reject);
      return true;
    }
    // A trim goes after the appends queued before it: the earlier one moves to its place.
    const at = this.queue.indexOf(into);
    if (at >= 0) this.queue.splice(at, 1);
    op.through = Math.max(into.through ?? 0, op.through ?? 0);
    join(op, into.resolve, into.reject);
    slot.trim = op;
    return false;
  }
}
