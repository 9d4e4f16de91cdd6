/**
 * A stable JSON text for a value (the pool's connection keys): object keys
 * sorted at every level, `undefined` and function values left out (as
 * JSON.stringify does for properties), arrays kept in order, `toJSON()`
 * honoured, a circular reference written as "[Circular]" instead of throwing.
 * Two option objects that mean the same give the same text, whatever order
 * their keys were written in. Built on safe-stable-stringify.
 *
 * @example
 * canonicalJson({ b: 1, a: { d: undefined, c: [2, 1] } }); // '{"a":{"c":[2,1]},"b":1}'
 */
import * as stableStringify from 'safe-stable-stringify';

// Configured on first use: the package is CommonJS, and a top-level read of
// its `configure` is a statement app bundlers must keep (it could run a getter).
let stringify: ReturnType<typeof stableStringify.configure> | undefined;

export function canonicalJson(value: unknown): string {
  stringify ??= stableStringify.configure({
    deterministic: true,
    circularValue: '[Circular]',
    bigint: true,
  });
  return stringify(value) ?? 'null';
}
