/**
 * The failures of a `jest --json` report, each with its message: the name
 * alone does not say why a test failed, and the trial copy that could tell is
 * gone once `codex:bump` returns.
 *
 * @example
 * jestFailures(JSON.parse(readFileSync('r.json', 'utf8')));
 * // [{ test: 'docs example compares output', message: 'expect(received).toBe(expected)…' }]
 */

export interface JestFailure {
  /** The test's full name, or the suite's file for a suite that did not run. */
  readonly test: string;
  /** The failure message without its stack trace (at most `MAX_LINES` lines). */
  readonly message: string;
}

export interface JestJsonReport {
  readonly numPassedTests: number;
  readonly numFailedTests: number;
  readonly testResults: readonly {
    readonly message: string;
    readonly name: string;
    readonly assertionResults: readonly {
      readonly fullName: string;
      readonly status: string;
      readonly failureMessages?: readonly string[];
    }[];
  }[];
}

const MAX_LINES = 20;

export function jestFailures(report: JestJsonReport): JestFailure[] {
  return report.testResults.flatMap((t) => {
    const failed = t.assertionResults
      .filter((a) => a.status === 'failed')
      .map((a) => ({ test: a.fullName, message: messageOf((a.failureMessages ?? []).join('\n')) }));
    // a suite that failed to compile has no assertion results, only a message
    return failed.length === 0 && t.message
      ? [{ test: t.name, message: messageOf(t.message) }]
      : failed;
  });
}

/** Lines before the first stack frame, colours stripped, blank edges trimmed. */
function messageOf(text: string): string {
  const plain = text.replace(/\u001b\[[0-9;]*m/g, '');
  const lines: string[] = [];
  for (const line of plain.split('\n')) {
    if (/^\s+at /.test(line)) break;
    lines.push(line.trimEnd());
  }
  const kept = lines.join('\n').trim().split('\n');
  return kept.length <= MAX_LINES
    ? kept.join('\n')
    : [...kept.slice(0, MAX_LINES), `… ${kept.length - MAX_LINES} more lines`].join('\n');
}
