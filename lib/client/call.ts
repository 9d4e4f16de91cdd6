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
import type {
  ClientRequestDescriptor,
  ClientRequestMethod,
  ClientRequestParams,
  ParamsOf,
  ResultOf,
  ThreadScopedClientRequestMethod,
} from './protocol.js';

/** What a descriptor call needs from a client (`ClientCore` has it). */
export interface RequestSender {
  /**
   * Type-level only: an experimental client says `'experimental'`, a stable
   * one `'stable' | 'experimental'` (see `ClientCore.apiLevel`).
   */
  readonly apiLevel: 'stable' | 'experimental';
  /** @internal One request by method name; the result decoded by the method's codec. */
  sendRequest(method: string, params: unknown, options?: RequestOptions): Observable<unknown>;
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
  sender: SenderFor<D>,
  descriptor: D,
  ...[params, options]: CallArgs<D>
): Observable<ResultOf<D>> {
  // the one cast: sendRequest decoded the result with this very method's codec
  return sender.sendRequest(descriptor.method, params, options) as Observable<ResultOf<D>>;
}

/** Sends a thread-scoped method on thread `threadId`: `rest` is its params without `threadId`. */
export function callOnThread<D extends ClientRequestDescriptor<ThreadScopedClientRequestMethod>>(
  sender: SenderFor<D>,
  descriptor: D,
  threadId: string,
  rest: RestOf<D>,
  options?: RequestOptions,
): Observable<ResultOf<D>> {
  return sender.sendRequest(descriptor.method, { ...rest, threadId }, options) as Observable<
    ResultOf<D>
  >;
}
