/**
 * What a relay session is made with: its options, the state a takeover
 * continues from, and the client connection it serves.
 */
import { ErrorCodes, REQUEST_LOST_IN_FAILOVER } from '../rpc/errors.js';
import type { Transport } from '../transport/transport.js';
import type { UnresolvedServerRequest } from '../transport/relay-envelope.js';
import type { RelayLogger } from './relay-log.js';
import type { SessionObserver } from './session-observer.js';
import type { SessionStore } from './store.js';

/** The relay's side of one client WebSocket. */
export interface ClientConnection {
  send(frame: string): void;
  close(code: number, reason: string): void;
  /** Destroys the socket without a close handshake. */
  terminate?(): void;
  /** Bytes queued on the socket and not yet written. */
  readonly bufferedAmount: number;
  /** Runs `sends` with the socket corked: the frames it sends leave in one write (one syscall). */
  batch?(sends: () => void): void;
}

export interface RelaySessionOptions {
  readonly transportId: string;
  readonly generation: string;
  readonly upstream: Transport;
  readonly store: SessionStore;
  readonly log: RelayLogger;
  readonly idleGraceMs: number;
  readonly maxBufferedBytes: number;
  /** Called once when the session is gone (ended, idle, terminal close acknowledged). */
  readonly onGone: () => void;
  /** Metrics and tracing (session-observer.ts). */
  readonly observer?: SessionObserver;
  /** A session taken over from a dead node (fleet failover): what its record said. */
  readonly takeover?: TakeoverState;
}

/** What a node taking a session over continues from (its record, the log's last sequence number). */
export interface TakeoverState {
  /** The log's last sequence number plus one: the old upstream's lost tail (a replay gap). */
  readonly gapSeq: number;
  readonly ackedThrough: number;
  readonly nextRequestId: number;
  readonly initializeResult: unknown;
  readonly initializeParams: unknown;
  readonly threads: readonly string[];
  /** Server requests the dead upstream was waiting on: cancelled (`serverRequest/resolved`), never answered. */
  readonly unresolved: readonly UnresolvedServerRequest[];
  /** Client requests the dead upstream never answered: answered with an error. */
  readonly pendingRequests: readonly number[];
  /** Called with the outcome of each `thread/resume` (for logs). */
  readonly onResumed?: (threadId: string, error?: string) => void;
}

/** The error a client request gets when the upstream it went to died with its node. */
export const UPSTREAM_LOST_ERROR = {
  code: ErrorCodes.InternalError,
  message:
    'the app-server of this session was lost with its relay node (failover): the request may or may not have run',
  data: { reason: REQUEST_LOST_IN_FAILOVER },
} as const;
