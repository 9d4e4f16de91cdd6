// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Template: lib/codegen/runtime/primitives.ts (the runtime of the generated codecs)
/* eslint-disable */
/**
 * JSON primitives. `integer` covers every integer format of the schema
 * (int32, int64, uint16, ...): JSON numbers decode to JS numbers.
 *
 * @example
 * integer.is(3); // true
 * integer.is(3.5); // false
 */
import * as t from 'io-ts';
import { checked, failureAt, jsonTypeOf } from './check.js';

/** Any JSON value (schema `{}` or `true`). */
export const unknownValue: t.Type<unknown> = t.unknown;

export const string: t.Type<string> = /* @__PURE__ */ checked(
  'string',
  (u): u is string => typeof u === 'string',
  (u, c) => failureAt(u, c, `expected string, got ${jsonTypeOf(u)}`),
);

export const number: t.Type<number> = /* @__PURE__ */ checked(
  'number',
  (u): u is number => typeof u === 'number',
  (u, c) => failureAt(u, c, `expected number, got ${jsonTypeOf(u)}`),
);

export const integer: t.Type<number> = /* @__PURE__ */ checked(
  'integer',
  (u): u is number => typeof u === 'number' && Number.isInteger(u),
  (u, c) =>
    failureAt(u, c, `expected integer, got ${typeof u === 'number' ? String(u) : jsonTypeOf(u)}`),
);

export const boolean: t.Type<boolean> = /* @__PURE__ */ checked(
  'boolean',
  (u): u is boolean => typeof u === 'boolean',
  (u, c) => failureAt(u, c, `expected boolean, got ${jsonTypeOf(u)}`),
);

export const nullValue: t.Type<null> = /* @__PURE__ */ checked(
  'null',
  (u): u is null => u === null,
  (u, c) => failureAt(u, c, `expected null, got ${jsonTypeOf(u)}`),
);
