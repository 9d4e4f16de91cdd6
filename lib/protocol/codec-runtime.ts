/**
 * The few helpers the generated codecs (gen/) use besides io-ts: an integer,
 * a nullable value, an open enum, a tagged union that dispatches on its tag
 * through a Map, the decoding mode (strict or permissive), and the method
 * descriptors of the envelope modules. gen/ imports this module and io-ts,
 * nothing else of lib/ (`.dependency-cruiser.cjs`, rule gen-imports-only-codec-runtime);
 * this module imports only io-ts.
 *
 * No codec copies or strips: a value that passes is returned as is, unknown
 * keys included, so `encode(decode(x)) === x`.
 *
 * @example
 * const Turn = t.type({ id: t.string, error: rt.nullable(TurnError), status: rt.openEnum(t.keyof({ completed: null, failed: null })) });
 */
import * as t from 'io-ts';

// ---- decoding mode ----
/**
 * Whether the decode in progress is strict: unknown tags and enum values are
 * then rejected. Decoding is synchronous, so a module flag set around one
 * decode is safe.
 */
let strict = false;

/** Runs `run` with the given strictness, restoring the previous one afterwards. */
export function withStrictness<T>(value: boolean, run: () => T): T {
  const previous = strict;
  strict = value;
  try {
    return run();
  } finally {
    strict = previous;
  }
}

// ---- codecs io-ts does not have ----
const jsonTypeOf = (u: unknown): string =>
  u === null ? 'null' : Array.isArray(u) ? 'array' : typeof u;

const isRecord = (u: unknown): u is Record<string, unknown> =>
  typeof u === 'object' && u !== null && !Array.isArray(u);

/** Every integer format of the schema (int32, int64, uint16...): a JSON number without a fraction. */
export const integer: t.Type<number> = /* @__PURE__ */ new t.Type<number>(
  'integer',
  (u): u is number => typeof u === 'number' && Number.isInteger(u),
  (u, c) =>
    typeof u === 'number' && Number.isInteger(u)
      ? t.success(u)
      : t.failure(u, c, `expected integer, got ${typeof u === 'number' ? u : jsonTypeOf(u)}`),
  t.identity,
);

/**
 * Any JSON value (schema `{}` or `true`): everything but `undefined`, so that
 * a required one must be present (`t.unknown` passes a missing property in
 * `t.type`'s `validate`, not in its `is`).
 */
export const jsonValue: t.Type<unknown> = /* @__PURE__ */ new t.Type<unknown>(
  'unknown',
  (u): u is unknown => u !== undefined,
  (u, c) => (u !== undefined ? t.success(u) : t.failure(u, c)),
  t.identity,
);

/** `codec` or `null` (one comparison before the codec: cheaper than `t.union([codec, t.null])`). */
export function nullable<C extends t.Mixed>(codec: C): t.Type<t.TypeOf<C> | null> {
  return new t.Type<t.TypeOf<C> | null>(
    `${codec.name} | null`,
    (u): u is t.TypeOf<C> | null => u === null || codec.is(u),
    (u, c) => (u === null ? t.success(u) : codec.validate(u, c)),
    t.identity,
  );
}

/**
 * An enum (`t.keyof`, or a union of literals) that a newer server may extend:
 * in permissive mode (the default) an unknown value of the same JSON type
 * passes, so a new status does not fail a whole message; strict mode rejects it.
 */
export function openEnum<C extends t.Mixed>(codec: C): t.Type<t.TypeOf<C>> {
  const members = (codec as unknown as { types?: readonly t.LiteralC<number | boolean>[] }).types;
  const jsonType = members === undefined ? 'string' : typeof members[0]?.value;
  const is = (u: unknown): u is t.TypeOf<C> => codec.is(u) || (!strict && typeof u === jsonType);
  return new t.Type<t.TypeOf<C>>(
    codec.name,
    is,
    (u, c) =>
      is(u) ? t.success(u) : t.failure(u, c, `expected ${codec.name}, got ${JSON.stringify(u)}`),
    t.identity,
  );
}

/** A tagged-union codec that also tells its tag and the tag values it knows. */
export interface TaggedUnionType<A> extends t.Type<A> {
  readonly tag: string;
  readonly tags: ReadonlySet<string>;
  /** Whether `value` carries one of the tags this codec knows. */
  isKnownTag(value: unknown): boolean;
}

/**
 * What permissive decoding passes through for an unknown tag: the object as
 * received. Not part of the generated union types (that would spoil narrowing
 * on the tag); test with `Codec.isKnownTag(value)` or a `default:` branch.
 */
export type GenericVariant = Readonly<Record<string, unknown>>;

/**
 * A union of objects told apart by a string property: one Map lookup on the
 * tag, then only that variant is checked (`t.union` would try each member).
 * An unknown tag passes in permissive mode (a new variant from a newer
 * server, returned unchanged), and fails in strict mode naming the tag.
 *
 * @example
 * const Shape = taggedUnion('type', { circle: Circle, square: Square }, 'Shape');
 * Shape.is({ type: 'hexagon' }); // true; false under withStrictness(true, ...)
 */
export function taggedUnion<V extends Record<string, t.Mixed>>(
  tag: string,
  variants: V,
  name: string,
): TaggedUnionType<t.TypeOf<V[keyof V]>> {
  type A = t.TypeOf<V[keyof V]>;
  const table = new Map<unknown, t.Mixed>(Object.entries(variants));
  const is = (u: unknown): u is A => {
    if (!isRecord(u)) return false;
    const variant = table.get(u[tag]);
    return variant === undefined ? !strict && typeof u[tag] === 'string' : variant.is(u);
  };
  const codec: t.Type<A> = new t.Type<A>(
    name,
    is,
    (u, c): t.Validation<A> => {
      if (is(u)) return t.success(u);
      if (!isRecord(u)) return t.failure(u, c, `expected ${name}, got ${jsonTypeOf(u)}`);
      const variant = table.get(u[tag]);
      if (variant !== undefined) return variant.validate(u, c);
      const known = [...table.keys()].join(', ');
      return t.failure(
        u[tag],
        [...c, { key: tag, type: codec, actual: u[tag] }],
        `unknown ${name} tag ${tag}=${JSON.stringify(u[tag])} (known: ${known})`,
      );
    },
    t.identity,
  );
  return Object.assign(codec, {
    tag,
    tags: new Set(Object.keys(variants)) as ReadonlySet<string>,
    isKnownTag: (value: unknown) => isRecord(value) && table.has(value[tag]),
  });
}

/** An intersection holding one tagged union (common properties beside it): the union's tag helpers on the whole. */
export function withTags<C extends t.Mixed>(codec: C): TaggedUnionType<t.TypeOf<C>> {
  const members = (codec as unknown as { types: readonly t.Mixed[] }).types;
  const union = members.find((m): m is TaggedUnionType<unknown> => 'isKnownTag' in m);
  if (union === undefined) throw new Error(`codex-rx: ${codec.name} holds no tagged union`);
  return Object.assign(codec, { tag: union.tag, tags: union.tags, isKnownTag: union.isKnownTag });
}

// ---- method descriptors ----
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

/** A descriptor's types, on an optional property that is never set. */
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

type Typed = { readonly '~types'?: DescriptorTypes<unknown, unknown> };
/** The params type of a descriptor (with `undefined` when they may be absent). */
export type ParamsOf<D extends Typed> = NonNullable<D['~types']>['params'];
/** The result type of a request descriptor. */
export type ResultOf<D extends Typed> = NonNullable<D['~types']>['result'];

/** Whether the flags string `F` holds the letter `C` (at the type level). */
type Has<F extends string, C extends string> = F extends `${string}${C}${string}` ? true : false;

/**
 * A request method's descriptor, compactly: params and result codecs, then
 * flags (`r` params required, `t` thread-scoped, `x` experimental), as in
 * `request(ThreadReadParams, ThreadReadResponse, 'rt')`. `describeMethods` sets its `method`.
 */
export function request<F extends string>(params: t.Mixed, result: t.Mixed, flags: F) {
  return { result, ...notification(params, flags) };
}

/** A notification method's descriptor, compactly: params codec, then the flags (see `request`). */
export function notification<F extends string>(params: t.Mixed, flags: F) {
  return {
    method: '',
    params,
    paramsRequired: flags.includes('r'),
    threadScoped: flags.includes('t') as Has<F, 't'>,
    experimental: flags.includes('x') as Has<F, 'x'>,
  };
}

/**
 * One family's descriptors, keyed by method: each gets its `method` from its
 * key (set in place: each spec is the fresh object `request` / `notification` made).
 */
export function describeMethods<T extends Readonly<Record<string, NotificationSpec>>>(specs: {
  readonly [K in keyof T]: Omit<T[K], 'method' | '~types'>;
}): T {
  for (const [method, spec] of Object.entries(specs)) (spec as { method: string }).method = method;
  return specs as unknown as T;
}

/** The Map from method to descriptor that decoding dispatches through (one lookup, whatever the number of methods). */
export function methodTable<S extends NotificationSpec>(
  descriptors: Readonly<Record<string, S>>,
): ReadonlyMap<string, S> {
  return new Map(Object.values(descriptors).map((d) => [d.method, d]));
}

// ---- lazy construction ----
/**
 * A codec built on first use by `build`: importing the generated modules then
 * costs one small object per definition, not the construction of every
 * codec of the schema. Once built, the shell calls the built codec's `is` and
 * `validate` directly.
 */
export function lazy<A>(name: string, build: () => t.Type<A>): t.Type<A> {
  let built: t.Type<A> | undefined;
  const get = (): t.Type<A> => {
    if (built === undefined) {
      built = build();
      Object.assign(shell, { is: built.is, validate: built.validate });
    }
    return built;
  };
  const shell: t.Type<A> = new t.Type<A>(
    name,
    (u): u is A => get().is(u),
    (u, c) => get().validate(u, c),
    t.identity,
  );
  return shell;
}

/** `lazy` for a tagged union: the shell also tells its tag, tags and known tags. */
export function lazyTagged<A>(name: string, build: () => TaggedUnionType<A>): TaggedUnionType<A> {
  let built: TaggedUnionType<A> | undefined;
  const get = (): TaggedUnionType<A> => (built ??= build());
  return Object.defineProperties(lazy(name, get), {
    tag: { get: () => get().tag, enumerable: true },
    tags: { get: () => get().tags, enumerable: true },
    isKnownTag: { value: (value: unknown) => get().isKnownTag(value), enumerable: true },
  }) as TaggedUnionType<A>;
}
