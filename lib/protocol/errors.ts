/**
 * A server message or result that does not match the schema (or, in strict
 * mode, a method the schema does not know). Names the method and, for each
 * problem, the path inside the params/result.
 *
 * @example
 * // turn/completed params.turn.status: expected TurnStatus ("completed" | ...), got 7
 */
import type * as t from 'io-ts';
import { CodexRxError } from '../rpc/errors.js';

/** One problem: where (`params.turn.items[0].type`) and what. */
export interface DecodeIssue {
  readonly path: string;
  readonly message: string;
}

export type ProtocolDecodeErrorReason = 'unknownMethod' | 'invalid';

export class ProtocolDecodeError extends CodexRxError {
  override readonly name = 'ProtocolDecodeError' as const;
  /** The path of each issue (`params.turn.status`, ...). */
  readonly paths: readonly string[];
  /** One line per issue: `path: message`. */
  readonly messages: readonly string[];

  constructor(
    readonly method: string,
    readonly reason: ProtocolDecodeErrorReason,
    readonly issues: readonly DecodeIssue[],
  ) {
    super(
      reason === 'unknownMethod'
        ? `${method}: unknown method (strict mode)`
        : `${method}: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
    );
    this.paths = issues.map((i) => i.path);
    this.messages = issues.map((i) => `${i.path}: ${i.message}`);
  }
}

/**
 * io-ts errors -> issues, paths rooted at `root` (`params` / `result`). The
 * context entries io-ts adds for the members of a union or an intersection
 * (keys `0`, `1`...) are no part of the value's path and are left out.
 */
export function issuesOf(errors: t.Errors, root: string): DecodeIssue[] {
  const seen = new Set<string>();
  const issues: DecodeIssue[] = [];
  for (const error of errors) {
    const entries = valueEntries(error.context);
    const path = formatPath(
      root,
      entries.map((entry) => entry.key),
    );
    const message = messageOf(error, entries);
    const line = `${path}\u0000${message}`;
    if (seen.has(line)) continue;
    seen.add(line);
    issues.push({ path, message });
    if (issues.length >= 20) break;
  }
  return issues;
}

/**
 * The entries of `context` that step into the value: a member of a union or
 * an intersection is checked against the same value as its parent, a
 * property or an element against a part of it.
 */
function valueEntries(context: t.Context): t.ContextEntry[] {
  return context.filter((entry, i) => i === 0 || entry.actual !== context[i - 1]!.actual);
}

/** A missing property (and whose), else the codec's message, else the expected type and the value's. */
function messageOf(
  { value, message }: t.ValidationError,
  entries: readonly t.ContextEntry[],
): string {
  const last = entries[entries.length - 1];
  const owner = entries[entries.length - 2];
  if (value === undefined && last !== undefined && owner !== undefined)
    return `missing required property "${last.key}" of ${owner.type.name}`;
  if (message !== undefined) return message;
  const type = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  return last === undefined
    ? `invalid value ${preview(value)}`
    : `expected ${last.type.name}, got ${type}`;
}

/** `params` + ['', 'turn', 'items', '0', 'type'] -> `params.turn.items[0].type`. */
export function formatPath(root: string, keys: readonly string[]): string {
  let path = root;
  for (const key of keys) {
    if (key === '') continue;
    path += /^\d+$/.test(key)
      ? `[${key}]`
      : /^[A-Za-z_$][\w$]*$/.test(key)
        ? `.${key}`
        : `[${JSON.stringify(key)}]`;
  }
  return path;
}

function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
