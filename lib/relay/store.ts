/**
 * The session store contract: where the relay keeps each session's record and
 * its sequenced log. The relay process that runs a session's upstream (its
 * owner) writes through to the store; a reattach reads from it. The memory
 * store is the default; the contract is shaped so that a Redis Streams store
 * can implement it (one stream per session read from a watermark, trimmed to
 * an acknowledgement, bounded by count and bytes; one record per session).
 *
 * Every method is asynchronous (a network store answers later). For one
 * session the relay calls them in order and an implementation must apply them
 * in call order (a Redis pipeline does); calls for different sessions are
 * independent.
 */
import type { Observable } from 'rxjs';
import type { ReplayGap, UnresolvedServerRequest } from '../transport/relay-envelope.js';

/**
 * What the relay remembers about one session (besides its log): the
 * session's own state, what a relay starting it again from its record needs
 * (its threads, its turns and requests in flight). Which node runs it and
 * the generations it had are a fleet's (fleet-coordinator.ts:
 * `CoordinationRecord`).
 */
export interface SessionRecord {
  readonly transportId: string;
  /** Opaque id of the upstream this record belongs to; a new upstream gets a new one. */
  readonly generation: string;
  /** Hex SHA-256 of the session secret (the secret itself is never stored). */
  readonly secretHash: string;
  /** The upstream's `initialize` result (JSON), null until it arrived. */
  readonly initializeResult: unknown;
  /** Server requests not answered yet, in sequence order. */
  readonly unresolved: readonly UnresolvedServerRequest[];
  /** One above the highest numeric client request id the session has seen. */
  readonly nextRequestId: number;
  /** Highest sequence number a client acknowledged. */
  readonly ackedThrough: number;
  /** Set once the upstream ended (the terminal close is the log's last entry). */
  readonly ended: boolean;
  /** Epoch ms. */
  readonly createdAt: number;
  /** The client's `initialize` params (JSON): a node taking the session over initializes its new upstream with them. */
  readonly initializeParams?: unknown;
  /** Threads the session started or resumed: a node taking it over resumes them (`thread/resume`). */
  readonly threads?: readonly string[];
  /** Threads with a turn running (`turn/started` seen, `turn/completed` not yet). */
  readonly runningTurns?: readonly { readonly threadId: string; readonly turnId: string }[];
  /** Numeric ids of client requests sent upstream and not answered yet. */
  readonly pendingRequests?: readonly number[];
}

/** The fields a relay updates after creation. */
export type SessionRecordPatch = Partial<
  Pick<
    SessionRecord,
    | 'initializeResult'
    | 'unresolved'
    | 'nextRequestId'
    | 'ackedThrough'
    | 'ended'
    | 'initializeParams'
    | 'threads'
    | 'runningTurns'
    | 'pendingRequests'
  >
>;

/** One logged server->client frame. */
export interface LogEntry {
  readonly seq: number;
  /** The envelope frame as sent to the client (replayed verbatim). */
  readonly frame: string;
  /** UTF-8 size of `frame`. */
  readonly bytes: number;
}

export interface LogRead {
  /** Entries with sequence numbers above the read's watermark, in order. */
  readonly entries: readonly LogEntry[];
  /** Set when entries after the watermark were dropped by the bound before being acknowledged. */
  readonly gap?: ReplayGap;
}

export interface LogStats {
  readonly count: number;
  readonly bytes: number;
  /** Highest sequence number dropped by the bound (0: none). The replay-gap boundary. */
  readonly droppedThrough: number;
  /** Highest sequence number appended (0: none). */
  readonly lastSeq: number;
}

/** Bounds of each session's log. */
export interface LogBounds {
  /** Default 10 000 messages. */
  readonly maxMessages?: number;
  /** Default 32 MiB. */
  readonly maxBytes?: number;
}

export interface SessionStore {
  /** Creates a record (and an empty log). Rejects if the transport id already has one. */
  create(record: SessionRecord): Promise<void>;
  get(transportId: string): Promise<SessionRecord | undefined>;
  update(transportId: string, patch: SessionRecordPatch): Promise<void>;
  /** Removes the record and its log. Idempotent. */
  delete(transportId: string): Promise<void>;
  /**
   * Appends an entry (sequence numbers strictly increase), then drops the
   * oldest entries while the log exceeds its bounds, advancing
   * `droppedThrough`. Resolves with the log's stats after the append.
   */
  append(transportId: string, entry: LogEntry): Promise<LogStats>;
  /** Entries after `afterSeq`, and the gap when some of them were dropped. */
  read(transportId: string, afterSeq: number): Promise<LogRead>;
  /**
   * Drops entries up to and including `throughSeq` (they were acknowledged).
   * May resolve with the log's stats after the trim (the relay's log-bytes
   * metric then follows the trim at once; else at the next append).
   */
  trim(transportId: string, throughSeq: number): Promise<LogStats | void>;
  stats(transportId: string): Promise<LogStats>;
  /** Transport ids of every stored session. */
  list(): Promise<readonly string[]>;
  /** Releases the store's resources (connections). */
  close(): Promise<void>;
  /** A networked store's connection state now (absent: always ready, as the memory store). */
  health?(): StoreHealth;
  /** Each change of `health()`. */
  readonly health$?: Observable<StoreHealth>;
  /** What a networked store did on its own (overflow, re-seed): for logs and metrics. */
  readonly events$?: Observable<StoreEvent>;
}

/** A networked store's connection state (rendered by `/readyz`). */
export interface StoreHealth {
  /** `ready`: writes go through; `down`/`connecting`: writes are buffered; `closed`: refused. */
  readonly state: 'connecting' | 'ready' | 'down' | 'closed';
  /** Epoch ms of the last change of `state`. */
  readonly since: number;
  /** Writes waiting for the store to come back. */
  readonly bufferedOps: number;
  /** Log frame bytes among them. */
  readonly bufferedBytes: number;
  /** Sessions whose buffered log entries were dropped by the buffer bound (their replay gap not written yet). */
  readonly overflowedSessions: number;
  readonly lastError?: string;
}

/** Something a networked store did on its own. */
export type StoreEvent =
  /** The write buffer overflowed: the session's log entries through `droppedThrough` are a replay gap. */
  | {
      readonly kind: 'bufferOverflow';
      readonly transportId: string;
      readonly droppedThrough: number;
    }
  /** The store came back without the session (restarted empty): re-created; its log restarts after `droppedThrough`. */
  | { readonly kind: 'reseeded'; readonly transportId: string; readonly droppedThrough: number }
  /**
   * The store refused a write of the session: its record has another
   * generation (another node claimed it). This process must stop serving it.
   */
  | { readonly kind: 'staleGeneration'; readonly transportId: string };

/** The default log bounds. */
export const DEFAULT_LOG_BOUNDS: Required<LogBounds> = {
  maxMessages: 10_000,
  maxBytes: 32 * 1024 * 1024,
};

/** The store could not do what was asked (no such session, duplicate create). */
export { SessionStoreError, SessionStoreUnavailableError } from './store-error.js';
