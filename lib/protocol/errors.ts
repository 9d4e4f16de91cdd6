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

/** io-ts errors -> issues, paths rooted at `root` (`params` / `result`). */
export function issuesOf(errors: t.Errors, root: string): DecodeIssue[] {
  const seen = new Set<string>();
  const issues: DecodeIssue[] = [];
  for (const error of errors) {
    const path = formatPath(
      root,
      error.context.map((entry) => entry.key),
    );
    const message = error.message ?? `invalid value ${preview(error.value)}`;
    const line = `${path}\u0000${message}`;
    if (seen.has(line)) continue;
    seen.add(line);
    issues.push({ path, message });
    if (issues.length >= 20) break;
  }
  return issues;
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
