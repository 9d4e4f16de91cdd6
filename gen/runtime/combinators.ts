// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Template: lib/codegen/runtime/combinators.ts (the runtime of the generated codecs)
/* eslint-disable */
/**
 * Untagged unions (`anyOf`, small `oneOf`s without a common tag), intersections
 * (`allOf`, properties beside a `oneOf`) and lazy references for hand-built
 * codecs (generated code needs none: its codecs are built on first use, see
 * deferred.ts, so a `$ref` is the referenced binding itself).
 *
 * @example
 * const IdOrName = union<string | number>('IdOrName', [string, integer]);
 * const Tree: t.Type<Tree> = object('Tree', { children: array(lazy('Tree', () => Tree)) });
 */
import type * as t from 'io-ts';
import { checked, failureAt, jsonTypeOf } from './check.js';

export function union<A>(name: string, members: readonly t.Mixed[]): t.Type<A> {
  return checked<A>(
    name,
    (u): u is A => {
      for (const member of members) if (member.is(u)) return true;
      return false;
    },
    (u, c) => {
      // Report the member whose errors go deepest: usually the one that was meant.
      let best: t.Errors = failureAt(u, c, `expected ${name}, got ${jsonTypeOf(u)}`);
      let bestDepth = c.length;
      for (const member of members) {
        const result = member.validate(u, c);
        if (result._tag === 'Right') return [];
        const depth = Math.max(...result.left.map((e) => e.context.length));
        if (depth > bestDepth) {
          best = result.left;
          bestDepth = depth;
        }
      }
      return best;
    },
  );
}

export function intersection<A>(name: string, members: readonly t.Mixed[]): t.Type<A> {
  return checked<A>(
    name,
    (u): u is A => {
      for (const member of members) if (!member.is(u)) return false;
      return true;
    },
    (u, c) =>
      members.flatMap((member) => {
        const result = member.validate(u, c);
        return result._tag === 'Left' ? result.left : [];
      }),
  );
}

/** A reference resolved on first use (the target may be defined later or in another module). */
export function lazy<A>(name: string, resolve: () => t.Type<A>): t.Type<A> {
  let target: t.Type<A> | undefined;
  const get = (): t.Type<A> => (target ??= resolve());
  return checked<A>(
    name,
    (u): u is A => get().is(u),
    (u, c) => {
      const result = get().validate(u, c);
      return result._tag === 'Left' ? result.left : [];
    },
  );
}

/** Gives a codec built without type parameters the explicit type written beside it (no inference, no check). */
export function typed<A>(codec: t.Mixed): t.Type<A> {
  return codec as t.Type<A>;
}

/** `lazy` without a type parameter (cheaper for tsc in generated code, where the result type is not needed). */
export function ref(name: string, resolve: () => t.Mixed): t.Mixed {
  return lazy(name, resolve);
}
