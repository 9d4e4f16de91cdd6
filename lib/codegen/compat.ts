/**
 * The compatibility matrix: a named subset of the e2e suite (handshake,
 * threads, turns, approvals, events, failure cases, version handling) run
 * with jest against several codex binaries, one version after another
 * (`CODEX_EXECUTABLE` picks the binary; `CODEX_RX_EXPECTED_CODEX_VERSION`
 * tells the specs which version they talk to).
 *
 * @example
 * const rows = runCompat([{ version: '0.169.1', executable: installedCodex('0.169.1') }]);
 * process.stdout.write(matrixText(rows));
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The e2e specs the matrix runs, and what each covers. */
export const COMPAT_SPECS: Readonly<Record<string, string>> = {
  'spec/e2e/session.e2e.spec.ts': 'handshake over stdio and WebSocket, experimental gate, kill',
  'spec/e2e/transport-stdio.e2e.spec.ts': 'stdio process lifecycle, user agent',
  'spec/e2e/codex-version.e2e.spec.ts': 'version diagnostic, UnsupportedMethodError',
  'spec/e2e/client-threads.e2e.spec.ts': 'thread read / list / fork / archive, goals, models',
  'spec/e2e/client-turns.e2e.spec.ts':
    'turns, deltas, approvals, structured output, interrupt, steer',
  'spec/e2e/suite/turns.e2e.spec.ts': 'turns and approvals over each transport',
  'spec/e2e/suite/failures.e2e.spec.ts': 'interrupt, provider errors, cut streams, killed server',
};

export interface CompatTarget {
  readonly version: string;
  readonly executable: string;
}

export interface CompatRow {
  readonly version: string;
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
  readonly seconds: number;
  /** Full names of the failed tests. */
  readonly failures: readonly string[];
  /** jest could not run (no JSON report). */
  readonly error?: string;
}

interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: { assertionResults: { fullName: string; status: string }[] }[];
}

/** Runs the subset once per target, in `cwd` (a checkout). */
export function runCompat(
  targets: readonly CompatTarget[],
  options: {
    readonly cwd?: string;
    readonly maxWorkers?: number;
    readonly log?: (line: string) => void;
  } = {},
): CompatRow[] {
  const cwd = options.cwd ?? process.cwd();
  const rows: CompatRow[] = [];
  for (const target of targets) {
    const out = mkdtempSync(join(tmpdir(), 'codex-rx-compat-'));
    const report = join(out, 'jest.json');
    const started = Date.now();
    options.log?.(`compat: codex ${target.version} (${target.executable})`);
    const run = spawnSync(
      process.execPath,
      [
        join(cwd, 'node_modules', 'jest', 'bin', 'jest.js'),
        `--maxWorkers=${options.maxWorkers ?? 2}`,
        '--json',
        `--outputFile=${report}`,
        ...Object.keys(COMPAT_SPECS),
      ],
      {
        cwd,
        env: {
          ...process.env,
          CODEX_EXECUTABLE: target.executable,
          CODEX_RX_EXPECTED_CODEX_VERSION: target.version,
        },
        stdio: ['ignore', 'ignore', options.log ? 'inherit' : 'ignore'],
      },
    );
    const seconds = Math.round((Date.now() - started) / 1000);
    try {
      const r = JSON.parse(readFileSync(report, 'utf8')) as JestReport;
      rows.push({
        version: target.version,
        passed: r.numPassedTests,
        failed: r.numFailedTests,
        skipped: r.numPendingTests,
        seconds,
        failures: r.testResults.flatMap((t) =>
          t.assertionResults.filter((a) => a.status === 'failed').map((a) => a.fullName),
        ),
      });
    } catch {
      rows.push({
        version: target.version,
        passed: 0,
        failed: 0,
        skipped: 0,
        seconds,
        failures: [],
        error: `jest exited with ${run.status ?? run.signal} and wrote no report`,
      });
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }
  return rows;
}

export function compatPassed(rows: readonly CompatRow[]): boolean {
  return rows.every((r) => r.error === undefined && r.failed === 0 && r.passed > 0);
}

/** The matrix as a Markdown table, failures listed under it. */
export function matrixText(rows: readonly CompatRow[]): string {
  const lines = [
    '| codex | passed | failed | skipped | time |',
    '|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.version} | ${r.passed} | ${r.failed} | ${r.skipped} | ${r.seconds} s |` +
        (r.error ? ` ${r.error}` : ''),
    ),
  ];
  for (const r of rows) for (const f of r.failures) lines.push(`- ${r.version}: ${f}`);
  return `${lines.join('\n')}\n`;
}
