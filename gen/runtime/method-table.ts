// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Template: lib/codegen/runtime/method-table.ts (the runtime of the generated codecs)
/* eslint-disable */
/**
 * Method descriptors: what the generated envelope modules say about each
 * method (name, params and result codecs and types, whether params are
 * required, whether it is scoped to a thread, whether it needs the
 * experimental API), and the constant-time tables built from them.
 *
 * @example
 * const threadRead = clientRequestDescriptors['thread/read']; // RequestDescriptor<'thread/read', ThreadReadParams, ThreadReadResponse, true, false>
 * threadRead.threadScoped; // true
 * clientRequests.get('thread/read') === threadRead; // true
 */
import type * as t from 'io-ts';

/** A notification method (server or client), without its types. */
export interface NotificationSpec {
  readonly method: string;
  readonly params: t.Mixed;
  /** False when the schema lets `params` be absent or null. */
  readonly paramsRequired: boolean;
  /** Whether the params carry a required `threadId` (the method acts on one thread). */
  readonly threadScoped: boolean;
  /** Whether only the experimental schema has the method (it needs `capabilities.experimentalApi`). */
  readonly experimental: boolean;
}

/** A request method (client or server): params and result. */
export interface RequestSpec extends NotificationSpec {
  readonly result: t.Mixed;
}

/**
 * The compile-time side of a descriptor: its types, carried by an optional
 * property that is never set (`ParamsOf` / `ResultOf` read it).
 */
export interface DescriptorTypes<P, R> {
  readonly params: P;
  readonly result: R;
}

/** A notification method with its types. `P` includes `undefined` when params may be absent. */
export interface NotificationDescriptor<
  M extends string = string,
  P = unknown,
  ThreadScoped extends boolean = boolean,
  Experimental extends boolean = boolean,
> extends NotificationSpec {
  readonly method: M;
  readonly threadScoped: ThreadScoped;
  readonly experimental: Experimental;
  readonly '~types'?: DescriptorTypes<P, undefined>;
}

/** A request method with its types. `P` includes `undefined` when params may be absent. */
export interface RequestDescriptor<
  M extends string = string,
  P = unknown,
  R = unknown,
  ThreadScoped extends boolean = boolean,
  Experimental extends boolean = boolean,
> extends RequestSpec {
  readonly method: M;
  readonly threadScoped: ThreadScoped;
  readonly experimental: Experimental;
  readonly '~types'?: DescriptorTypes<P, R>;
}

/** The params type of a descriptor (with `undefined` when they may be absent). */
export type ParamsOf<D extends { readonly '~types'?: DescriptorTypes<unknown, unknown> }> =
  NonNullable<D['~types']>['params'];
/** The result type of a request descriptor. */
export type ResultOf<D extends { readonly '~types'?: DescriptorTypes<unknown, unknown> }> =
  NonNullable<D['~types']>['result'];

/** Whether the flags string `F` holds the letter `C` (at the type level). */
type Has<F extends string, C extends string> = F extends `${string}${C}${string}` ? true : false;

/**
 * A request method's spec, compactly (generated tables hold hundreds):
 * params and result codecs, then the flags (`'rt'`: params required,
 * thread-scoped, `x` experimental). Its `method` is filled in by
 * `describeMethods`, in place: the tables are built at import, so each
 * method costs one object.
 *
 * @example
 * request(ThreadReadParams, ThreadReadResponse, 'rt'); // { params, result, paramsRequired: true, threadScoped: true, experimental: false, method: '' }
 */
export function request<F extends string>(params: t.Mixed, result: t.Mixed, flags: F) {
  return {
    params,
    result,
    paramsRequired: flags.includes('r'),
    threadScoped: flags.includes('t') as Has<F, 't'>,
    experimental: flags.includes('x') as Has<F, 'x'>,
    method: '',
  };
}

/** A notification method's spec, compactly: params codec, then the flags (see `request`). */
export function notification<F extends string>(params: t.Mixed, flags: F) {
  return {
    params,
    paramsRequired: flags.includes('r'),
    threadScoped: flags.includes('t') as Has<F, 't'>,
    experimental: flags.includes('x') as Has<F, 'x'>,
    method: '',
  };
}

/**
 * The descriptors of one family from their method-keyed specs: each gets its
 * `method` from its key (generated code does not repeat it), set on the spec
 * itself (each spec is the fresh object `request` / `notification` made).
 *
 * @example
 * const d = describeMethods<{ initialized: NotificationDescriptor<'initialized', undefined, false, false> }>({
 *   initialized: { params: nullValue, paramsRequired: false, threadScoped: false, experimental: false },
 * });
 */
export function describeMethods<T extends Readonly<Record<string, NotificationSpec>>>(specs: {
  readonly [K in keyof T]: Omit<T[K], 'method' | '~types'>;
}): T {
  const out = specs as unknown as Record<string, { method: string }>;
  for (const method of Object.keys(out)) out[method]!.method = method;
  return out as unknown as T;
}

/**
 * Indexes descriptors by method name (one `Map`, constant-time lookup).
 *
 * @example
 * const table = methodTable(clientRequestDescriptors);
 * table.get('thread/start')?.result.decode(result);
 */
export function methodTable<S extends NotificationSpec>(
  descriptors: Readonly<Record<string, S>>,
): ReadonlyMap<string, S> {
  return new Map(Object.values(descriptors).map((d) => [d.method, d]));
}
