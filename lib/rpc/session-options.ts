/**
 * What a `Session` is configured with, and the values it reports besides
 * messages: its options and their checks, and its diagnostics.
 */
import type { SchedulerLike } from 'rxjs';
import type { ParseFailure, RequestId, UnmatchedResponse } from './messages.js';
import type { TraceHook } from './trace.js';

/**
 * A server request arrived while nothing subscribed to `serverRequests$`. A
 * server request must be answered (or the turn stalls), so the session answered
 * it with a -32601 error itself.
 */
export interface UnhandledServerRequest {
  readonly kind: 'unhandledServerRequest';
  readonly id: RequestId;
  readonly method: string;
}

/** Something the session noticed that is not fatal and belongs to nobody's request. */
export type SessionDiagnostic = ParseFailure | UnmatchedResponse | UnhandledServerRequest;

export interface SessionOptions {
  /** Scheduler for timeouts and trace times. Default `asyncScheduler`; tests pass a TestScheduler. */
  readonly scheduler?: SchedulerLike;
  /** Default per-request timeout. Default 15 000 ms; capped at 30 min (1 800 000 ms). */
  readonly requestTimeoutMs?: number;
  /** Maximum incoming line length on `'chunks'` transports (see `frameLines`). Default: no limit. */
  readonly maxLineLength?: number;
  /** Wire trace hook: called for every frame in and out. Not set: no tracing cost at all. */
  readonly trace?: TraceHook;
  /** Keys whose values the trace redacts. Default `DEFAULT_REDACT_KEYS`; `[]` turns redaction off. */
  readonly redactKeys?: readonly string[];
  /**
   * Most requests on the wire at once; requests beyond it wait, in the order
   * they were made, and are sent as replies come in. A request's timeout runs
   * from when it is sent. Default `DEFAULT_MAX_IN_FLIGHT` (64). Codex 0.171.0
   * drops replies under a burst (2000 requests written at once: 525-739 never
   * answered), so the limit is what makes a burst settle.
   *
   * It also bounds routing: each response meets one `filter` per request on
   * the wire (`answerTo`), and each request joins and leaves the responses'
   * subscriber list: about 20 ns a round trip per request in flight here, so
   * about 1 us a round trip at 64 in flight, 5 us at `MAX_IN_FLIGHT`, 256.
   * Larger values, `Infinity` included, are taken as `MAX_IN_FLIGHT`.
   */
  readonly maxInFlight?: number;
}

export interface RequestOptions {
  /** This request's timeout (ms), overriding the session default; capped at 30 min. */
  readonly timeoutMs?: number;
  /** Called when the request is written (after waiting for a `maxInFlight` slot, if it had to). */
  readonly onSent?: (id: RequestId) => void;
}

export const DEFAULT_REQUEST_TIMEOUT_MS = 15_000;
/**
 * Default `maxInFlight`. Measured against codex 0.171.0 (bench/in-flight.ts,
 * 2000 concurrent `model/list`; table in lib/client/README.md).
 */
export const DEFAULT_MAX_IN_FLIGHT = 64;
/**
 * The largest `maxInFlight`: a response is routed by one `filter` per request
 * on the wire, so the cap is what keeps routing cheap (see `maxInFlight`).
 */
export const MAX_IN_FLIGHT = 256;
export const MAX_REQUEST_TIMEOUT_MS = 30 * 60 * 1000;

/** `maxInFlight` checked: a positive integer or `Infinity`, at most `MAX_IN_FLIGHT`. */
export const checkMaxInFlight = (n: number): number => {
  if (!(n >= 1) || (!Number.isInteger(n) && n !== Infinity))
    throw new RangeError(`maxInFlight must be a positive integer or Infinity, got ${n}`);
  return Math.min(n, MAX_IN_FLIGHT);
};

/** A request timeout checked (positive) and capped at `MAX_REQUEST_TIMEOUT_MS`. */
export const checkTimeout = (ms: number): number => {
  if (!(ms > 0)) throw new RangeError(`request timeout must be a positive number of ms, got ${ms}`);
  return Math.min(ms, MAX_REQUEST_TIMEOUT_MS);
};
