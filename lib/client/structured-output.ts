import { map, type OperatorFunction } from 'rxjs';
import { StructuredOutputError, type SchemaIssue } from './errors.js';
import { jsonSchemaChecker, type JsonSchema } from './json-schema-check.js';

/**
 * Parses a turn's final text as JSON and checks it against the output schema.
 * Throws StructuredOutputError (`kind` 'parse' or 'schema', with every issue
 * named by path) when it is not JSON or does not match.
 *
 * @example
 * parseStructuredOutput('{"n":1}', { type: 'object', required: ['n'] }); // { n: 1 }
 */
export function parseStructuredOutput<T = unknown>(text: string, schema: JsonSchema): T {
  return parseWith<T>(text, jsonSchemaChecker(schema));
}

function parseWith<T>(text: string, check: (value: unknown) => SchemaIssue[]): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new StructuredOutputError('parse', text, [], { cause: error });
  }
  const issues = check(value);
  if (issues.length > 0) throw new StructuredOutputError('schema', text, issues);
  return value as T;
}

/**
 * Operator form of `parseStructuredOutput`.
 *
 * @example
 * thread.runText(prompt, { params: { outputSchema } }).pipe(structuredOutput<Answer>(outputSchema));
 */
export function structuredOutput<T = unknown>(schema: JsonSchema): OperatorFunction<string, T> {
  const check = jsonSchemaChecker(schema);
  return map((text) => parseWith<T>(text, check));
}
