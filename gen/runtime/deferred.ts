// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Template: lib/codegen/runtime/deferred.ts (the runtime of the generated codecs)
/* eslint-disable */
/**
 * Deferred construction of the generated codecs: each exported codec is a
 * small shell that builds its real checker on first use, then takes over that
 * checker's `is` and `validate` (so a reference to a definition costs no extra
 * call once built). Importing codex-rx then costs one object per definition
 * instead of building every checker of the schema, and a bundler can drop the
 * definitions an app never reaches (the generator marks each call pure).
 *
 * Generated code references other definitions directly inside the builder
 * (`(n) => rt.object(n, { turns: rt.array(Turn) })`): builders run on first
 * use, after every module has loaded, so the binding is there. The builder
 * receives the definition's name (for its error messages), so the generated
 * code spells each name once.
 *
 * @example
 * export const Turn: t.Type<Turn> = rt.deferred('Turn', (n) => rt.object<Turn>(n, { id: rt.string }));
 */
import * as t from 'io-ts';
import { codecFromSpec, type Refs } from './spec.js';
import type { TaggedUnionType } from './tagged-union.js';

interface Checks<A> {
  is: t.Is<A>;
  validate: t.Validate<unknown, A>;
}

export function deferred<A>(name: string, build: (name: string) => t.Type<A>): t.Type<A> {
  let codec: t.Type<A> | undefined;
  const get = (): t.Type<A> => {
    if (codec === undefined) {
      codec = build(name);
      // later calls go straight to the built checker
      const checks = shell as unknown as Checks<A>;
      checks.is = codec.is;
      checks.validate = codec.validate;
    }
    return codec;
  };
  const shell: t.Type<A> = new t.Type<A>(
    name,
    (u): u is A => get().is(u),
    (u, c) => get().validate(u, c),
    t.identity,
  );
  return shell;
}

/** `deferred` for a tagged union: also forwards `tag`, `tags` and `isKnownTag`. */
export function deferredTagged<A>(
  name: string,
  build: (name: string) => TaggedUnionType<A>,
): TaggedUnionType<A> {
  let codec: TaggedUnionType<A> | undefined;
  const get = (): TaggedUnionType<A> => (codec ??= build(name));
  const shell = deferred<A>(name, get);
  return Object.defineProperties(shell, {
    tag: { get: () => get().tag, enumerable: true },
    tags: { get: () => get().tags, enumerable: true },
    isKnownTag: { value: (value: unknown) => get().isKnownTag(value), enumerable: true },
  }) as TaggedUnionType<A>;
}

/**
 * What generated code calls: `deferred` over the compact form of the codec
 * (spec.ts), so that a definition costs the import a string, not a function.
 *
 * @example
 * export const Turn: t.Type<Turn> = rt.define('Turn', refs, '["o",{"id":"s"}]');
 */
export function define<A>(name: string, refs: Refs, spec: string): t.Type<A> {
  // `deferred` inlined: 1,900 of these run at import, so each shell is as few
  // objects as it can be (one scope, the two closures io-ts needs, the Type).
  let codec: t.Type<A> | undefined;
  const shell: t.Type<A> = new t.Type<A>(
    name,
    (u): u is A => (codec ??= takeOver(shell, codecFromSpec(name, refs, spec))).is(u),
    (u, c) => (codec ??= takeOver(shell, codecFromSpec(name, refs, spec))).validate(u, c),
    t.identity,
  );
  return shell;
}

/** Later calls of `shell` go straight to the built checker's `is` and `validate`. */
function takeOver<A>(shell: t.Type<A>, built: t.Mixed): t.Type<A> {
  const codec = built as t.Type<A>;
  const checks = shell as unknown as Checks<A>;
  checks.is = codec.is;
  checks.validate = codec.validate;
  return codec;
}

/** `define` for a tagged union (or an intersection with one): also forwards the tag helpers. */
export function defineTagged<A>(name: string, refs: Refs, spec: string): TaggedUnionType<A> {
  return deferredTagged<A>(name, () => codecFromSpec(name, refs, spec) as TaggedUnionType<A>);
}
