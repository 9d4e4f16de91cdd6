/**
 * A small JSON Schema checker for structured output (`runJson`): the subset
 * the Responses API accepts for `outputSchema` (type, properties, required,
 * additionalProperties, items, enum, const, anyOf/oneOf/allOf, local $ref,
 * string/number/array bounds). No dependency, runs in browsers. Unknown
 * keywords are ignored (never a false mismatch).
 */
import type { SchemaIssue } from './errors.js';

/** A JSON Schema, as a plain object (or boolean schema). */
export type JsonSchema = boolean | { readonly [keyword: string]: unknown };

type Schema = { readonly [keyword: string]: unknown };

/**
 * Every place where `value` does not match `schema`; empty when it matches.
 *
 * @example
 * checkJsonSchema({ langs: ['ts', 1] }, { type: 'object', properties: { langs: { type: 'array', items: { type: 'string' } } } });
 * // [{ path: '$.langs[1]', message: 'expected string, got number' }]
 */
export function checkJsonSchema(value: unknown, schema: JsonSchema): SchemaIssue[] {
  return checkJsonSchemaAt(value, schema, typeof schema === 'object' ? schema : {});
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function matchesType(value: unknown, type: string): boolean {
  if (type === 'integer') return typeof value === 'number' && Number.isInteger(value);
  return typeOf(value) === type;
}

function resolveRef(ref: string, root: Schema): JsonSchema | undefined {
  if (!ref.startsWith('#')) return undefined;
  let node: unknown = root;
  for (const part of ref
    .slice(1)
    .split('/')
    .filter((p) => p.length > 0)) {
    const key = decodeURIComponent(part.replace(/~1/g, '/').replace(/~0/g, '~'));
    node =
      node !== null && typeof node === 'object'
        ? (node as Record<string, unknown>)[key]
        : undefined;
  }
  return node === undefined ? undefined : (node as JsonSchema);
}

function check(
  value: unknown,
  schema: JsonSchema,
  path: string,
  root: Schema,
  issues: SchemaIssue[],
): void {
  if (schema === true) return;
  if (schema === false) {
    issues.push({ path, message: 'no value is allowed here' });
    return;
  }
  const s = schema as Schema;
  if (typeof s.$ref === 'string') {
    const target = resolveRef(s.$ref, root);
    if (target !== undefined) check(value, target, path, root, issues);
  }
  if (s.type !== undefined) {
    const types = (Array.isArray(s.type) ? s.type : [s.type]) as string[];
    if (!types.some((t) => matchesType(value, t))) {
      issues.push({ path, message: `expected ${types.join(' or ')}, got ${typeOf(value)}` });
      return;
    }
  }
  if (Array.isArray(s.enum) && !s.enum.some((e) => deepEqual(e, value))) {
    issues.push({
      path,
      message: `expected one of ${JSON.stringify(s.enum)}, got ${JSON.stringify(value)}`,
    });
  }
  if ('const' in s && !deepEqual(s.const, value)) {
    issues.push({
      path,
      message: `expected ${JSON.stringify(s.const)}, got ${JSON.stringify(value)}`,
    });
  }
  if (Array.isArray(s.allOf))
    for (const sub of s.allOf as JsonSchema[]) check(value, sub, path, root, issues);
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const options = s[keyword];
    if (!Array.isArray(options)) continue;
    const matching = (options as JsonSchema[]).filter(
      (sub) => checkJsonSchemaAt(value, sub, root).length === 0,
    ).length;
    if (matching === 0 || (keyword === 'oneOf' && matching > 1)) {
      issues.push({
        path,
        message: `${matching === 0 ? 'matches none' : 'matches more than one'} of the ${keyword} alternatives`,
      });
    }
  }
  if (typeof value === 'string') checkString(value, s, path, issues);
  if (typeof value === 'number') checkNumber(value, s, path, issues);
  if (Array.isArray(value)) checkArray(value, s, path, root, issues);
  else if (value !== null && typeof value === 'object')
    checkObject(value as Record<string, unknown>, s, path, root, issues);
}

/** Issues of `value` against `schema`, resolving `$ref` in `root`. */
function checkJsonSchemaAt(value: unknown, schema: JsonSchema, root: Schema): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  check(value, schema, '$', root, issues);
  return issues;
}

function checkString(value: string, s: Schema, path: string, issues: SchemaIssue[]): void {
  if (typeof s.minLength === 'number' && value.length < s.minLength)
    issues.push({ path, message: `shorter than ${s.minLength}` });
  if (typeof s.maxLength === 'number' && value.length > s.maxLength)
    issues.push({ path, message: `longer than ${s.maxLength}` });
  if (typeof s.pattern === 'string' && !new RegExp(s.pattern, 'u').test(value)) {
    issues.push({ path, message: `does not match pattern ${s.pattern}` });
  }
}

function checkNumber(value: number, s: Schema, path: string, issues: SchemaIssue[]): void {
  if (typeof s.minimum === 'number' && value < s.minimum)
    issues.push({ path, message: `less than ${s.minimum}` });
  if (typeof s.maximum === 'number' && value > s.maximum)
    issues.push({ path, message: `greater than ${s.maximum}` });
}

function checkArray(
  value: unknown[],
  s: Schema,
  path: string,
  root: Schema,
  issues: SchemaIssue[],
): void {
  if (typeof s.minItems === 'number' && value.length < s.minItems)
    issues.push({ path, message: `fewer than ${s.minItems} items` });
  if (typeof s.maxItems === 'number' && value.length > s.maxItems)
    issues.push({ path, message: `more than ${s.maxItems} items` });
  const items = s.items;
  if (Array.isArray(items)) {
    (items as JsonSchema[]).forEach((sub, i) => {
      if (i < value.length) check(value[i], sub, `${path}[${i}]`, root, issues);
    });
  } else if (items !== undefined) {
    value.forEach((v, i) => check(v, items as JsonSchema, `${path}[${i}]`, root, issues));
  }
}

function checkObject(
  value: Record<string, unknown>,
  s: Schema,
  path: string,
  root: Schema,
  issues: SchemaIssue[],
): void {
  const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
  if (Array.isArray(s.required)) {
    for (const key of s.required as string[]) {
      if (!(key in value))
        issues.push({ path: `${path}.${key}`, message: 'required property is missing' });
    }
  }
  for (const [key, v] of Object.entries(value)) {
    const childPath = `${path}.${key}`;
    if (key in properties) check(v, properties[key] as JsonSchema, childPath, root, issues);
    else if (s.additionalProperties === false)
      issues.push({ path: childPath, message: 'property is not allowed' });
    else if (s.additionalProperties !== undefined && typeof s.additionalProperties === 'object') {
      check(v, s.additionalProperties as JsonSchema, childPath, root, issues);
    }
  }
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return (
    ka.length === kb.length &&
    ka.every((k) => deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}
