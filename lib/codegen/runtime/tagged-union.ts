/**
 * Tagged union (`oneOf` whose variants share a string tag property): one Map
 * lookup on the tag, then only that variant is checked — never a trial of
 * every branch. In permissive mode (the default) an object whose tag is
 * unknown (a new variant from a newer server) is accepted as a generic
 * variant: the value is returned unchanged and `isKnownTag` tells it apart.
 * Strict mode rejects it.
 *
 * @example
 * const Shape = taggedUnion<Circle | Square>('Shape', 'type', { circle: Circle, square: Square });
 * Shape.is({ type: 'hexagon', sides: 6 }); // true (permissive); false under withStrictness(true, ...)
 */
import * as t from 'io-ts';
import { checked, failureAt, isRecord, jsonTypeOf } from './check.js';
import { intersection } from './combinators.js';
import { isStrict } from './mode.js';

/** A tagged-union codec that also exposes its tag and known tag values. */
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

export function taggedUnion<A>(
  name: string,
  tag: string,
  variants: Readonly<Record<string, t.Mixed>>,
): TaggedUnionType<A> {
  const table = new Map<string, t.Mixed>(Object.entries(variants));
  const is = (u: unknown): u is A => {
    if (!isRecord(u)) return false;
    const value = u[tag];
    if (typeof value !== 'string') return false;
    const variant = table.get(value);
    return variant === undefined ? !isStrict() : variant.is(u);
  };
  const codec: t.Type<A> = checked<A>(name, is, (u, c): t.Errors => {
    if (!isRecord(u)) return failureAt(u, c, `expected object ${name}, got ${jsonTypeOf(u)}`);
    const value = u[tag];
    const variant = typeof value === 'string' ? table.get(value) : undefined;
    if (variant === undefined) {
      const tagContext: t.Context = [...c, { key: tag, type: codec, actual: value }];
      return failureAt(
        value,
        tagContext,
        `unknown ${name} tag ${tag}=${JSON.stringify(value)} (known: ${[...table.keys()].join(', ')})`,
      );
    }
    const result = variant.validate(u, c);
    return result._tag === 'Left' ? result.left : [];
  });
  return Object.assign(codec, {
    tag,
    tags: new Set(table.keys()) as ReadonlySet<string>,
    isKnownTag: (value: unknown) =>
      isRecord(value) && typeof value[tag] === 'string' && table.has(value[tag]),
  });
}

/**
 * Common properties beside a tagged union (`ThreadItem`: timestamps + 19
 * variants): an intersection that still exposes the union's tag helpers.
 *
 * @example
 * const Item = taggedIntersection<Item>('Item', [Base], taggedUnion('Item', 'type', { a: A }));
 */
export function taggedIntersection<A>(
  name: string,
  others: readonly t.Mixed[],
  union: TaggedUnionType<unknown>,
): TaggedUnionType<A> {
  return Object.assign(intersection<A>(name, [...others, union]), {
    tag: union.tag,
    tags: union.tags,
    isKnownTag: union.isKnownTag,
  });
}
