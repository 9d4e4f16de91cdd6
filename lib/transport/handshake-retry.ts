import {
  asyncScheduler,
  catchError,
  retry,
  throwError,
  timer,
  type MonoTypeOperatorFunction,
  type SchedulerLike,
} from 'rxjs';
import { TransportOpenError } from './errors.js';

/**
 * The server answered the WebSocket handshake with an HTTP status instead of
 * 101 (401 bad or missing token, 403 Origin sent, 429/503 busy, ...).
 *
 * @example
 * transport.incoming$.subscribe({ error: (e) => e instanceof HandshakeRejectedError && e.status === 401 && askForToken() });
 */
export class HandshakeRejectedError extends TransportOpenError {
  override readonly name = 'HandshakeRejectedError' as const;
  constructor(
    readonly url: string,
    readonly status: number,
    /** The raw `Retry-After` header, when the server sent one. */
    readonly retryAfter: string | undefined,
    /** The start of the response body (codex explains 401s there). */
    readonly body: string,
    attempts = 1,
  ) {
    super(
      `WebSocket handshake with ${url} rejected: HTTP ${status}${body ? ` (${body.trim()})` : ''}` +
        (attempts > 1 ? ` after ${attempts} attempts` : ''),
      { status, attempts },
    );
  }
}

/** Statuses worth retrying: the server is busy, not refusing. */
export const RETRYABLE_HANDSHAKE_STATUSES: ReadonlySet<number> = new Set([429, 503]);

const isRetryable = (error: unknown): error is HandshakeRejectedError =>
  error instanceof HandshakeRejectedError && RETRYABLE_HANDSHAKE_STATUSES.has(error.status);

/**
 * A `Retry-After` header value in milliseconds: delay-seconds or an HTTP date
 * (relative to `nowMs`). `undefined` when absent or unreadable.
 *
 * @example
 * retryAfterMs('2', 0); // 2000
 * retryAfterMs('Wed, 21 Oct 2015 07:28:05 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT')); // 5000
 */
export function retryAfterMs(value: string | undefined, nowMs: number): number | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}

export interface HandshakeRetryOptions {
  /** Retries after the first attempt. Default 2. */
  readonly retries?: number;
  /** First backoff delay; doubles each retry. Default 250 ms. */
  readonly baseMs?: number;
  /** Upper bound for any delay, including one asked for by `Retry-After`. Default 10 s. */
  readonly maxDelayMs?: number;
  /** Default `asyncScheduler`. */
  readonly scheduler?: SchedulerLike;
}

/**
 * How long to wait before retry number `retry` (1-based): the server's
 * `Retry-After` when it sent one, else `baseMs * 2^(retry-1)`; at most
 * `maxDelayMs`.
 *
 * @example
 * handshakeRetryDelayMs(1, { baseMs: 250 }, undefined, 0); // 250
 * handshakeRetryDelayMs(2, { baseMs: 250 }, undefined, 0); // 500
 * handshakeRetryDelayMs(2, { baseMs: 250 }, '3', 0);       // 3000
 */
export function handshakeRetryDelayMs(
  retry: number,
  options: Pick<HandshakeRetryOptions, 'baseMs' | 'maxDelayMs'>,
  retryAfter: string | undefined,
  nowMs: number,
): number {
  const max = options.maxDelayMs ?? 10_000;
  const fromServer = retryAfterMs(retryAfter, nowMs);
  const backoff = (options.baseMs ?? 250) * 2 ** (retry - 1);
  return Math.min(max, fromServer ?? backoff);
}

/**
 * Resubscribes (reconnects) when the handshake was rejected with HTTP 429 or
 * 503, waiting as `handshakeRetryDelayMs` says, at most `retries` times. Any
 * other error passes through at once. After the last retry the final
 * `HandshakeRejectedError` (with `attempts` in its details) is raised.
 *
 * @example
 * connectOnce$.pipe(retryHandshake({ retries: 2, baseMs: 250 }));
 */
export function retryHandshake<T>(
  options: HandshakeRetryOptions = {},
): MonoTypeOperatorFunction<T> {
  const retries = options.retries ?? 2;
  const scheduler = options.scheduler ?? asyncScheduler;
  return (source) =>
    source.pipe(
      retry({
        count: retries,
        resetOnSuccess: true,
        delay: (error: unknown, retryCount: number) => {
          if (!isRetryable(error)) return throwError(() => error);
          return timer(
            handshakeRetryDelayMs(retryCount, options, error.retryAfter, scheduler.now()),
            scheduler,
          );
        },
      }),
      withAttempts(retries),
    );
}

/** Re-labels the final retryable rejection with the number of attempts made. */
function withAttempts<T>(retries: number): MonoTypeOperatorFunction<T> {
  return catchError((e: unknown) =>
    throwError(() =>
      isRetryable(e) && retries > 0
        ? new HandshakeRejectedError(e.url, e.status, e.retryAfter, e.body, retries + 1)
        : e,
    ),
  );
}
