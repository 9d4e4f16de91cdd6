/**
 * Enum codec (a union of literals, checked with one Set lookup). In
 * permissive mode an unknown value of the right JSON type is accepted, so that
 * a newer server's new status does not fail a whole message; strict mode
 * rejects it.
 *
 * @example
 * const TurnStatus = enumeration<'completed' | 'failed'>('TurnStatus', ['completed', 'failed']);
 */
import type * as t from 'io-ts';
import { checked, failureAt } from './check.js';
import { isStrict } from './mode.js';

export function enumeration<A extends string | number | boolean>(
  name: string,
  values: readonly A[],
): t.Type<A> {
  const known = new Set<unknown>(values);
  const jsonType = typeof values[0];
  return checked<A>(
    name,
    (u): u is A => known.has(u) || (!isStrict() && typeof u === jsonType),
    (u, c) =>
      failureAt(
        u,
        c,
        `expected ${name} (${values.map((v) => JSON.stringify(v)).join(' | ')}), got ${JSON.stringify(u)}`,
      ),
  );
}

/** A single literal (one-value enums that tag union variants: never permissive). */
export function literal<A extends string | number | boolean>(value: A): t.Type<A> {
  return checked<A>(
    JSON.stringify(value),
    (u): u is A => u === value,
    (u, c) => failureAt(u, c, `expected ${JSON.stringify(value)}, got ${JSON.stringify(u)}`),
  );
}
