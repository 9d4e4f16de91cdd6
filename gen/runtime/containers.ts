// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Template: lib/codegen/runtime/containers.ts (the runtime of the generated codecs)
/* eslint-disable */
/**
 * Arrays, string-keyed maps (`additionalProperties`) and nullable values.
 *
 * @example
 * const Tags = array(string);
 * const Env = record(nullable(string));
 */
import type * as t from 'io-ts';
import { checked, childErrors, failureAt, isRecord, jsonTypeOf } from './check.js';

/** Generated code passes untyped codecs (no inference for tsc); give it a type with `typed<X>(...)`. */
export function array<A = unknown>(item: t.Mixed): t.Type<A[]> {
  return checked<A[]>(
    `Array<${item.name}>`,
    (u): u is A[] => {
      if (!Array.isArray(u)) return false;
      for (const element of u) if (!item.is(element)) return false;
      return true;
    },
    (u, c) => {
      if (!Array.isArray(u)) return failureAt(u, c, `expected array, got ${jsonTypeOf(u)}`);
      return u.flatMap((element, index) => childErrors(item, String(index), element, c));
    },
  );
}

export function record<A = unknown>(value: t.Mixed): t.Type<Record<string, A>> {
  return checked<Record<string, A>>(
    `Record<string, ${value.name}>`,
    (u): u is Record<string, A> => {
      if (!isRecord(u)) return false;
      for (const key in u) if (!value.is(u[key])) return false;
      return true;
    },
    (u, c) => {
      if (!isRecord(u)) return failureAt(u, c, `expected object, got ${jsonTypeOf(u)}`);
      return Object.keys(u).flatMap((key) => childErrors(value, key, u[key], c));
    },
  );
}

export function nullable<A = unknown>(codec: t.Mixed): t.Type<A | null> {
  return checked<A | null>(
    `${codec.name} | null`,
    (u): u is A | null => u === null || codec.is(u),
    (u, c) => {
      const result = codec.validate(u, c);
      return result._tag === 'Left' ? result.left : [];
    },
  );
}
