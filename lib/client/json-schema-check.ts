/**
 * The structured-output check (`runJson`): a JSON Schema validator
 * (@cfworker/json-schema: drafts 4 to 2020-12, no code generation, so it runs
 * in browsers and workers under a strict CSP too) whose findings are reported
 * as `SchemaIssue`s named by path (`$.langs[1]`).
 */
import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema';
import type { SchemaIssue } from './errors.js';

/** A JSON Schema, as a plain object (or boolean schema). */
export type JsonSchema = boolean | { readonly [keyword: string]: unknown };

/**
 * A reusable check for one schema (the schema is prepared once).
 *
 * @example
 * const check = jsonSchemaChecker({ type: 'array', items: { type: 'string' } });
 * check(['a', 1]); // [{ path: '$[1]', message: 'Instance type "number" is invalid. Expected "string".' }]
 */
export function jsonSchemaChecker(schema: JsonSchema): (value: unknown) => SchemaIssue[] {
  // Draft 2020-12: what the Responses API's `outputSchema` follows. Not short-circuited: every issue.
  const validator = new Validator(schema as Schema | boolean, '2020-12', false);
  return (value) => {
    const result = validator.validate(value);
    return result.valid ? [] : issuesOf(result.errors, value);
  };
}

/**
 * Every place where `value` does not match `schema`; empty when it matches.
 *
 * @example
 * checkJsonSchema({ langs: ['ts', 1] }, { type: 'object', properties: { langs: { type: 'array', items: { type: 'string' } } } });
 * // [{ path: '$.langs[1]', message: 'Instance type "number" is invalid. Expected "string".' }]
 */
export function checkJsonSchema(value: unknown, schema: JsonSchema): SchemaIssue[] {
  return jsonSchemaChecker(schema)(value);
}

// Keywords that only say "something below failed": the failure below is reported instead.
const WRAPPERS = new Set([
  'properties',
  'patternProperties',
  'items',
  'prefixItems',
  'additionalItems',
  '$ref',
  '$dynamicRef',
  '$recursiveRef',
  'allOf',
]);

function issuesOf(errors: readonly OutputUnit[], value: unknown): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  const seen = new Set<string>();
  errors.forEach((e, i) => {
    if (WRAPPERS.has(e.keyword)) return;
    // Failed alternatives of anyOf / oneOf / not are not failures of the value.
    if (/\/(anyOf|oneOf|not)\/\d*/.test(e.keywordLocation.replace(/^#/, ''))) return;
    // `additionalProperties: false` also fails the property itself with "False boolean schema.";
    // the additionalProperties error just before names it better.
    if (e.keyword === 'false' && errors[i - 1]?.keyword === 'additionalProperties') return;
    const issue = { path: pathOf(e.instanceLocation, value), message: e.error };
    const key = `${issue.path}\u0000${issue.message}`;
    if (seen.has(key)) return;
    seen.add(key);
    issues.push(issue);
  });
  return issues;
}

/** `#/langs/1` -> `$.langs[1]`, walking the value to tell array indexes from keys. */
function pathOf(pointer: string, value: unknown): string {
  let path = '$';
  let node: unknown = value;
  const parts = pointer.replace(/^#/, '').split('/').slice(1);
  for (const raw of parts) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node)) {
      path += `[${key}]`;
      node = node[Number(key)];
    } else {
      path += /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
      node =
        node !== null && typeof node === 'object' && Object.hasOwn(node, key)
          ? (node as Record<string, unknown>)[key]
          : undefined;
    }
  }
  return path;
}
