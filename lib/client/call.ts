/**
 * Requests built on the generated method descriptors (gen/, one per method):
 * `call` sends a descriptor's method with params of exactly its type and
 * emits its result type; `callOnThread` fills in the thread id of a
 * thread-scoped method. Client and Thread methods are written with these, so
 * the compiler checks each method's params against the schema: a misspelt key
 * or a wrong value is an error, and an experimental method needs an
 * experimental client.
 *
 * @example
 * call(client, requests['model/list'], { limit: 10 }).subscribe((r) => r.data);
 * callOnThread(client, requests['thread/goal/get'], threadId, {}).subscribe((r) => r.goal);
 */
import type { Observable } from 'rxjs';
import type { RequestOptions } from '../rpc/session.js';
import { clientInternals, type ClientInternals } from './client-internals.js';
import type {
  ClientRequestDescriptor,
  ClientRequestMethod,
  ClientRequestParams,
  ParamsOf,
  ResultOf,
  ThreadScopedClientRequestMethod,
} from './protocol.js';

/**
 * The client a descriptor call is made on, as the compiler sees it: any
 * `ClientCore` (`Client`) has `apiLevel`. At run time the call goes through
 * the client's internals (client-internals.ts).
 */
export interface RequestSender {
  /**
   * Type-level only: an experimental client says `'experimental'`, a stable
   * one `'stable' | 'experimental'` (see `ClientCore.apiLevel`).
   */
  readonly apiLevel: 'stable' | 'experimental';
}

/** The sender a descriptor needs: an experimental client for an experimental method. */
export type SenderFor<D extends ClientRequestDescriptor> = D['experimental'] extends true
  ? RequestSender & { readonly apiLevel: 'experimental' }
  : RequestSender;

/** Params of a method, minus the thread id (or other keys `K`) that the caller fills in. */
export type Rest<M extends ClientRequestMethod, K extends string = 'threadId'> = Omit<
  ClientRequestParams<M>,
  K
>;

/**
 * A descriptor's params minus the thread id (or other keys `K`); an object
 * with no key at all when nothing is left (so a stray key is still an error).
 */
export type RestOf<
  D extends ClientRequestDescriptor,
  K extends string = 'threadId',
> = NoKeysIfEmpty<Omit<Exclude<ParamsOf<D>, undefined>, K>>;
type NoKeysIfEmpty<T> = [keyof T] extends [never] ? Record<string, never> : T;

/** `call`'s arguments after the descriptor: params (optional when the method takes none), then options. */
export type CallArgs<D extends ClientRequestDescriptor> =
  undefined extends ParamsOf<D>
    ? [params?: ParamsOf<D>, options?: RequestOptions]
    : [params: ParamsOf<D>, options?: RequestOptions];

/** Sends the descriptor's method with `params`; cold, like `client.request`. */
export function call<D extends ClientRequestDescriptor>(
  client: SenderFor<D>,
  descriptor: D,
  ...[params, options]: CallArgs<D>
): Observable<ResultOf<D>> {
  return sendUnchecked(clientInternals(client), descriptor, params, options);
}

/** Sends a thread-scoped method on thread `threadId`: `rest` is its params without `threadId`. */
export function callOnThread<D extends ClientRequestDescriptor<ThreadScopedClientRequestMethod>>(
  client: SenderFor<D>,
  descriptor: D,
  threadId: string,
  rest: RestOf<D>,
  options?: RequestOptions,
): Observable<ResultOf<D>> {
  return sendUnchecked(clientInternals(client), descriptor, { ...rest, threadId }, options);
}

/**
 * `call` for the client's own modules, on its internals (no flavor check:
 * they send stable methods only, `turn/start`, `turn/interrupt`, `thread/read`).
 */
export function send<D extends ClientRequestDescriptor>(
  internals: Pick<ClientInternals, 'sendRequest'>,
  descriptor: D,
  params: ParamsOf<D>,
  options?: RequestOptions,
): Observable<ResultOf<D>> {
  return sendUnchecked(internals, descriptor, params, options);
}

/**
 * The one cast of the descriptor path, sound by construction:
 * `sendRequest(method, ...)` decodes the result with the result codec of
 * `method`'s table entry, which is `descriptor.result`, and the generator
 * emits that codec and the descriptor's phantom result type (`ResultOf<D>`)
 * from the same schema definition. The compiler cannot see that link: the
 * codecs are held as `t.Mixed` (a table of differently typed codecs has no
 * other common type), so the type comes from the descriptor, not from the
 * codec. (In non-strict mode a result that fails to decode is passed on as it
 * came and reported on `diagnostics$`, as documented for every request.)
 */
function sendUnchecked<D extends ClientRequestDescriptor>(
  internals: Pick<ClientInternals, 'sendRequest'>,
  descriptor: D,
  params: unknown,
  options: RequestOptions | undefined,
): Observable<ResultOf<D>> {
  return internals.sendRequest(descriptor.method, params, options) as Observable<ResultOf<D>>;
}
