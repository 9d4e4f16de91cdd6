import {
  asyncScheduler,
  retry,
  throwError,
  timer,
  type MonoTypeOperatorFunction,
  type SchedulerLike,
} from 'rxjs';
import { ErrorCodes, RpcResponseError } from './errors.js';

export interface RetryOnOverloadOptions {
  /** Retries after the first attempt. Default 3. */
  readonly maxRetries?: number;
  /** Delay before the first retry (ms); doubles with each retry. Default 100. */
  readonly baseMs?: number;
  /** Upper bound of any delay (ms). Default 2000. */
  readonly maxMs?: number;
  /**
   * Randomize delays ("equal jitter": between half and all of the exponential
   * delay) so that many clients do not retry in lockstep. Default true.
   */
  readonly jitter?: boolean;
  /** Source of randomness in [0, 1) for the jitter. Default `Math.random`; tests inject a constant. */
  readonly random?: () => number;
  /** Scheduler of the delays. Default `asyncScheduler`. */
  readonly scheduler?: SchedulerLike;
}

/**
 * The delay before retry number `attempt` (1-based): `min(maxMs, baseMs * 2^(attempt-1))`,
 * and with jitter a uniformly random value between half of it and all of it.
 *
 * @example
 * overloadDelay(3, { baseMs: 100, maxMs: 2000, jitter: false }); // 400
 */
export function overloadDelay(attempt: number, options: RetryOnOverloadOptions = {}): number {
  const { baseMs = 100, maxMs = 2000, jitter = true, random = Math.random } = options;
  const exponential = Math.min(maxMs, baseMs * 2 ** (attempt - 1));
  return jitter ? exponential / 2 + (exponential / 2) * random() : exponential;
}

/**
 * Resubscribes to a request that the server answered with -32001 ("Server
 * overloaded; retry later."), waiting an exponentially growing, jittered,
 * bounded delay; gives up after `maxRetries` retries with the last error.
 * Any other error passes through at once. Put it right after a cold
 * `session.request(...)`: each resubscription sends a new request.
 *
 * @example
 * session.request('thread/list', {}).pipe(retryOnOverload({ maxRetries: 5 })).subscribe(console.log);
 */
export function retryOnOverload<T>(
  options: RetryOnOverloadOptions = {},
): MonoTypeOperatorFunction<T> {
  const { maxRetries = 3, scheduler = asyncScheduler } = options;
  return retry<T>({
    count: maxRetries,
    delay: (error: unknown, attempt: number) =>
      error instanceof RpcResponseError && error.code === ErrorCodes.ServerOverloaded
        ? timer(overloadDelay(attempt, options), scheduler)
        : throwError(() => error),
  });
}
