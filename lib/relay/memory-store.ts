/**
 * The in-memory session store (the relay's default): one record and one
 * bounded log per session, in this process. A relay that exits takes its
 * sessions with it (a shared store is the fleet issue's Redis store).
 */
import {
  DEFAULT_LOG_BOUNDS,
  type LogBounds,
  type LogEntry,
  type LogRead,
  type LogStats,
  type SessionRecord,
  type SessionRecordPatch,
  type SessionStore,
} from './store.js';
import { SessionStoreError } from './store-error.js';

/**
 * A session's log: entries in an array read from `head` (trimming advances
 * `head`; the array is compacted when half of it is dead), so trimming and
 * bounding cost O(entries dropped), not O(log).
 */
export class SequencedLog {
  private entries: LogEntry[] = [];
  private head = 0;
  private bytes = 0;
  private droppedThrough = 0;
  private lastSeq = 0;

  constructor(private readonly bounds: Required<LogBounds>) {}

  append(entry: LogEntry): LogStats {
    if (entry.seq <= this.lastSeq)
      throw new RangeError(`log sequence must increase: ${entry.seq} after ${this.lastSeq}`);
    this.entries.push(entry);
    this.bytes += entry.bytes;
    this.lastSeq = entry.seq;
    while (
      this.count() > 0 &&
      (this.count() > this.bounds.maxMessages || this.bytes > this.bounds.maxBytes)
    ) {
      const dropped = this.entries[this.head++] as LogEntry;
      this.bytes -= dropped.bytes;
      this.droppedThrough = dropped.seq;
    }
    this.compact();
    return this.stats();
  }

  read(afterSeq: number): LogRead {
    const entries: LogEntry[] = [];
    for (let i = this.head; i < this.entries.length; i++) {
      const e = this.entries[i] as LogEntry;
      if (e.seq > afterSeq) entries.push(e);
    }
    return this.droppedThrough > afterSeq
      ? { entries, gap: { from: afterSeq + 1, to: this.droppedThrough } }
      : { entries };
  }

  trim(throughSeq: number): void {
    while (
      this.head < this.entries.length &&
      (this.entries[this.head] as LogEntry).seq <= throughSeq
    ) {
      this.bytes -= (this.entries[this.head] as LogEntry).bytes;
      this.head++;
    }
    this.compact();
  }

  /** Entries through `seq` are a gap (never logged here, or lost): dropped, and the log continues after it. */
  markGap(seq: number): void {
    this.trim(seq);
    this.droppedThrough = Math.max(this.droppedThrough, seq);
    this.lastSeq = Math.max(this.lastSeq, seq);
  }

  stats(): LogStats {
    return {
      count: this.count(),
      bytes: this.bytes,
      droppedThrough: this.droppedThrough,
      lastSeq: this.lastSeq,
    };
  }

  private count(): number {
    return this.entries.length - this.head;
  }

  private compact(): void {
    if (this.head > 1024 && this.head * 2 > this.entries.length) {
      this.entries = this.entries.slice(this.head);
      this.head = 0;
    }
  }
}

/** One session in memory: its record and its log. */
export interface StoredSession {
  record: SessionRecord;
  readonly log: SequencedLog;
}

/**
 * Creates the in-memory store.
 *
 * @example
 * const relay = await createRelay({ token, store: createMemorySessionStore({ maxMessages: 5000 }) });
 */
export function createMemorySessionStore(bounds: LogBounds = {}): SessionStore {
  return memoryStoreOver(new Map(), bounds);
}

/** The in-memory store over a map of sessions (a memory fleet shares one map among its nodes). */
export function memoryStoreOver(
  sessions: Map<string, StoredSession>,
  bounds: LogBounds = {},
): SessionStore {
  const limits: Required<LogBounds> = {
    maxMessages: bounds.maxMessages ?? DEFAULT_LOG_BOUNDS.maxMessages,
    maxBytes: bounds.maxBytes ?? DEFAULT_LOG_BOUNDS.maxBytes,
  };
  for (const [k, v] of Object.entries(limits))
    if (!(Number.isSafeInteger(v) && v > 0))
      throw new RangeError(`${k} must be a positive integer, got ${v}`);
  const find = (transportId: string): StoredSession => {
    const s = sessions.get(transportId);
    if (!s) throw new SessionStoreError('not_found', transportId);
    return s;
  };
  // Async by contract; the work itself is synchronous, so call order is apply order.
  const run = <T>(f: () => T): Promise<T> => {
    try {
      return Promise.resolve(f());
    } catch (error) {
      return Promise.reject(error);
    }
  };
  return {
    create: (record) =>
      run(() => {
        if (sessions.has(record.transportId))
          throw new SessionStoreError('exists', record.transportId);
        sessions.set(record.transportId, { record, log: new SequencedLog(limits) });
      }),
    get: (transportId) => run(() => sessions.get(transportId)?.record),
    update: (transportId, patch: SessionRecordPatch) =>
      run(() => {
        const s = find(transportId);
        s.record = { ...s.record, ...patch };
      }),
    delete: (transportId) =>
      run(() => {
        sessions.delete(transportId);
      }),
    // The hot path (every server message): no closure, no try.
    append: (transportId, entry) => {
      const stored = sessions.get(transportId);
      if (!stored) return Promise.reject(new SessionStoreError('not_found', transportId));
      try {
        return Promise.resolve(stored.log.append(entry));
      } catch (error) {
        return Promise.reject(error);
      }
    },
    read: (transportId, afterSeq) => run(() => find(transportId).log.read(afterSeq)),
    trim: (transportId, throughSeq) =>
      run(() => {
        const log = find(transportId).log;
        log.trim(throughSeq);
        return log.stats();
      }),
    stats: (transportId) => run(() => find(transportId).log.stats()),
    list: () => run(() => [...sessions.keys()]),
    close: () => run(() => sessions.clear()),
  };
}
