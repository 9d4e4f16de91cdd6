import { map, type OperatorFunction } from 'rxjs';
import { StructuredOutputError } from './errors.js';
import { checkJsonSchema, type JsonSchema } from './json-schema-check.js';

/**
 * Parses a turn's final text as JSON and checks it against the output schema.
 * Throws StructuredOutputError (`kind` 'parse' or 'schema', with every issue
 * named by path) when it is not JSON or does not match.
 *
 * @example
 * parseStructuredOutput('{"n":1}', { type: 'object', required: ['n'] }); // { n: 1 }
 */
export function parseStructuredOutput<T = unknown>(text: string, schema: JsonSchema): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new StructuredOutputError('parse', text, [], { cause: error });
  }
  const issues = checkJsonSchema(value, schema);
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
  return map((text) => parseStructuredOutput<T>(text, schema));
}
