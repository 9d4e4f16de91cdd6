/**
 * Deferred construction of the generated codecs: each exported codec is a
 * small shell that builds its real checker on first use. Importing codex-rx
 * then costs one object per definition instead of building every checker of
 * the schema, and a bundler can drop the definitions an app never reaches
 * (the generator marks each call pure).
 *
 * @example
 * export const Turn: t.Type<Turn> = rt.deferred('Turn', () => rt.object<Turn>('Turn', { id: rt.string }));
 */
import * as t from 'io-ts';
import type { TaggedUnionType } from './tagged-union.js';

export function deferred<A>(name: string, build: () => t.Type<A>): t.Type<A> {
  let codec: t.Type<A> | undefined;
  const get = (): t.Type<A> => (codec ??= build());
  return new t.Type<A>(
    name,
    (u): u is A => get().is(u),
    (u, c) => get().validate(u, c),
    t.identity,
  );
}

/** `deferred` for a tagged union: also forwards `tag`, `tags` and `isKnownTag`. */
export function deferredTagged<A>(
  name: string,
  build: () => TaggedUnionType<A>,
): TaggedUnionType<A> {
  let codec: TaggedUnionType<A> | undefined;
  const get = (): TaggedUnionType<A> => (codec ??= build());
  const shell = deferred<A>(name, get);
  return Object.defineProperties(shell, {
    tag: { get: () => get().tag, enumerable: true },
    tags: { get: () => get().tags, enumerable: true },
    isKnownTag: { value: (value: unknown) => get().isKnownTag(value), enumerable: true },
  }) as TaggedUnionType<A>;
}
