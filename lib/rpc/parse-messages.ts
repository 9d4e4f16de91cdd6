import { map, type OperatorFunction } from 'rxjs';
import type { ParsedLine, ParseFailure, RpcErrorObject } from './messages.js';

/** How much of an offending line a `ParseFailure` keeps. */
const MAX_FAILURE_LINE = 500;

const failure = (line: string, reason: string): ParseFailure => ({
  kind: 'parseFailure',
  line: line.length > MAX_FAILURE_LINE ? `${line.slice(0, MAX_FAILURE_LINE)}…` : line,
  reason,
});

const isId = (id: unknown): id is number | string =>
  typeof id === 'number' || typeof id === 'string';

const isErrorObject = (e: unknown): e is RpcErrorObject =>
  typeof e === 'object' &&
  e !== null &&
  typeof (e as RpcErrorObject).code === 'number' &&
  typeof (e as RpcErrorObject).message === 'string';

/**
 * Classifies one line as one of the four wire shapes, or a `ParseFailure`.
 * Never throws. Cost: one `JSON.parse` plus a few property checks; the
 * message objects are the parsed objects themselves (no copy).
 *
 * - `{id, method}` -> request (the server numbers its own from 0; ids may be strings)
 * - `{method}` -> notification
 * - `{id, result}` -> success response
 * - `{id, error: {code, message}}` -> error response (`id` may be `null`)
 *
 * Extra keys (codex adds `emittedAtMs` to notifications) are kept and ignored.
 *
 * @example
 * parseLine('{"id":1,"result":{}}'); // { kind: 'response', message: { id: 1, result: {} } }
 * parseLine('Starting server...');   // { kind: 'parseFailure', line: 'Starting server...', reason: ... }
 */
export function parseLine(line: string): ParsedLine {
  // Lines that cannot be a JSON object skip the (slow) throwing path of JSON.parse.
  const first = line.charCodeAt(0);
  if (first !== 123 /* { */ && first !== 32 && first !== 9 && first !== 13 && first !== 10) {
    return failure(line, 'not a JSON object');
  }
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    return failure(line, `invalid JSON: ${(error as Error).message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return failure(line, 'not a JSON object');
  }
  const o = value as Record<string, unknown>;
  const { id, method } = o;
  if (method !== undefined) {
    if (typeof method !== 'string') return failure(line, '"method" is not a string');
    if (id === undefined) return { kind: 'notification', message: o as { method: string } };
    if (isId(id)) return { kind: 'request', message: o as { id: number | string; method: string } };
    return failure(line, 'request id is neither a number nor a string');
  }
  if ('result' in o) {
    if (isId(id))
      return { kind: 'response', message: o as { id: number | string; result: unknown } };
    return failure(line, 'response id is neither a number nor a string');
  }
  if (o.error !== undefined) {
    if (!isErrorObject(o.error))
      return failure(line, '"error" lacks a numeric code or a string message');
    if (isId(id) || id === null) {
      return { kind: 'error', message: o as { id: number | string | null; error: RpcErrorObject } };
    }
    return failure(line, 'error response id is neither a number, a string nor null');
  }
  return failure(line, 'JSON object is none of request, notification, response, error response');
}

/**
 * Parses each line into a `WireMessage` (request, notification, response,
 * error response) or a `ParseFailure` value. Never errors the stream: a
 * banner or a malformed line becomes a value that the session reports on
 * its diagnostics stream.
 *
 * @example
 * lines$.pipe(parseMessages()).subscribe((m) => {
 *   if (m.kind === 'notification') console.log(m.message.method);
 * });
 */
export function parseMessages(): OperatorFunction<string, ParsedLine> {
  return map(parseLine);
}
