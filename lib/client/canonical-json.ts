/**
 * A stable JSON text for a value: object keys sorted at every level,
 * `undefined` and function values left out (as JSON.stringify does for
 * properties), arrays kept in order. Two option objects that mean the same
 * give the same text, whatever order their keys were written in.
 *
 * @example
 * canonicalJson({ b: 1, a: { d: undefined, c: [2, 1] } }); // '{"a":{"c":[2,1]},"b":1}'
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortDeep(value)) ?? 'null';
}

function sortDeep(value: unknown): unknown {
  if (Array.isArray(value))
    return value.map((v) => (v === undefined || typeof v === 'function' ? null : sortDeep(v)));
  if (value === null || typeof value !== 'object') return value;
  // no prototype: a `__proto__` key stays an own property instead of setting the prototype
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(value).sort()) {
    const v = (value as Record<string, unknown>)[key];
    if (v === undefined || typeof v === 'function') continue;
    out[key] = sortDeep(v);
  }
  return out;
}
