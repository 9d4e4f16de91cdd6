// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Template: lib/codegen/runtime/object.ts (the runtime of the generated codecs)
/* eslint-disable */
/**
 * Object codec: required and optional properties, unknown extra keys kept
 * (never stripped, never rejected). An optional property may be absent or
 * `undefined`; `null` is accepted only when its codec accepts it.
 *
 * @example
 * const Point = object<{ x: number; label?: string }>('Point', { x: integer }, { label: string });
 * Point.is({ x: 1, extra: true }); // true
 */
import type * as t from 'io-ts';
import { checked, childErrors, failureAt, isRecord, jsonTypeOf } from './check.js';

export type Props = Readonly<Record<string, t.Mixed>>;

export function object<A>(name: string, required: Props, optional: Props = {}): t.Type<A> {
  const requiredEntries = Object.entries(required);
  const optionalEntries = Object.entries(optional);
  const is = (u: unknown): u is A => {
    if (!isRecord(u)) return false;
    for (const [key, codec] of requiredEntries) {
      const value = u[key];
      if (value === undefined || !codec.is(value)) return false;
    }
    for (const [key, codec] of optionalEntries) {
      const value = u[key];
      if (value !== undefined && !codec.is(value)) return false;
    }
    return true;
  };
  return checked<A>(name, is, (u, c) => {
    if (!isRecord(u)) return failureAt(u, c, `expected object ${name}, got ${jsonTypeOf(u)}`);
    const errors: t.ValidationError[] = [];
    for (const [key, codec] of requiredEntries) {
      const value = u[key];
      if (value === undefined) {
        errors.push({
          value,
          context: [...c, { key, type: codec, actual: value }],
          message: `missing required property "${key}" of ${name}`,
        });
      } else errors.push(...childErrors(codec, key, value, c));
    }
    for (const [key, codec] of optionalEntries) {
      const value = u[key];
      if (value !== undefined) errors.push(...childErrors(codec, key, value, c));
    }
    return errors;
  });
}
