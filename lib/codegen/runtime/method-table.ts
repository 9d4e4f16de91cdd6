/**
 * Shape of the generated envelope tables: method name -> params codec (and
 * result codec for requests), looked up in a `Map` in constant time.
 *
 * @example
 * const spec = clientRequests.get('thread/start');
 * spec?.result.decode(result);
 */
import type * as t from 'io-ts';

/** A notification method (server or client). */
export interface NotificationSpec {
  readonly method: string;
  readonly params: t.Mixed;
  /** False when the schema lets `params` be absent or null. */
  readonly paramsRequired: boolean;
}

/** A request method (client or server): params and result. */
export interface RequestSpec extends NotificationSpec {
  readonly result: t.Mixed;
}

/**
 * Indexes method specs by method name (one `Map`, constant-time lookup). Takes
 * an object keyed by method (cheaper for tsc than a long array literal).
 *
 * @example
 * const table = methodTable<NotificationSpec>({ initialized: { params: nullValue, paramsRequired: false } });
 */
export function methodTable<S extends NotificationSpec>(
  specs: Readonly<Record<string, Omit<S, 'method'>>>,
): ReadonlyMap<string, S> {
  return new Map(Object.entries(specs).map(([method, spec]) => [method, { ...spec, method } as S]));
}
