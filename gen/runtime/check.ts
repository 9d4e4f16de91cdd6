// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Template: lib/codegen/runtime/check.ts (the runtime of the generated codecs)
/* eslint-disable */
/**
 * The building block of the generated codecs: a codec defined by a fast
 * boolean check (`is`, no allocation, used on the hot path) and a slow
 * `explain` that runs only when the check failed, to produce errors that name
 * the path. Decoding never copies or strips: a value that passes is returned
 * as is, unknown keys included, so `encode(decode(x)) === x`.
 *
 * @example
 * const positive = checked<number>('positive', (u): u is number => typeof u === 'number' && u > 0);
 */
import * as t from 'io-ts';

/** Produces the errors of a value that failed `is`. */
export type Explain = (u: unknown, context: t.Context) => t.Errors;

/** Builds a codec from a check and an optional explanation of failures. */
export function checked<A>(name: string, is: (u: unknown) => u is A, explain?: Explain): t.Type<A> {
  const codec: t.Type<A> = new t.Type<A>(
    name,
    is,
    (u, c) => {
      if (is(u)) return t.success(u);
      const errors = explain ? explain(u, c) : [];
      return t.failures(
        errors.length > 0 ? errors : [{ value: u, context: c, message: `expected ${name}` }],
      );
    },
    t.identity,
  );
  return codec;
}

/** Errors of `codec` for `value` at `key` below `context` (empty when it passes). */
export function childErrors(
  codec: t.Mixed,
  key: string,
  value: unknown,
  context: t.Context,
): t.Errors {
  if (codec.is(value)) return [];
  const result = codec.validate(value, t.appendContext(context, key, codec, value));
  return result._tag === 'Left' ? result.left : [];
}

/** A plain object (not null, not an array). */
export function isRecord(u: unknown): u is Record<string, unknown> {
  return typeof u === 'object' && u !== null && !Array.isArray(u);
}

/** One error with a message, at `context`. */
export function failureAt(value: unknown, context: t.Context, message: string): t.Errors {
  return [{ value, context, message }];
}

/** Short description of a value's JSON type for messages. */
export function jsonTypeOf(u: unknown): string {
  if (u === null) return 'null';
  if (Array.isArray(u)) return 'array';
  return typeof u;
}
