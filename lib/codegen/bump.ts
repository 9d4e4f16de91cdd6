/**
 * Moving the pinned codex (`npm run codex:bump`), step by step, without
 * touching the checkout until `apply`: a temporary copy of the checkout
 * (node_modules linked, not copied) gets the new version's schema and a
 * fresh gen/; there it is type checked, the unit tests and the compatibility
 * subset run; what would change is measured against the checkout (files,
 * exported names of gen/, failing tests).
 *
 * @example
 * const trial = tryBump({ root: '.', version: '0.172.0', executable, schemaDir });
 * // trial.files, trial.api, trial.typecheck, trial.unitTests, trial.compat
 * applyBump(trial, diffSummary(diff));
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  compatVersionsIn,
  withChangelogEntry,
  withCompatVersion,
  withTestedRange,
} from './bump-edits.js';
import { compareDirs, listFiles, type DirDiff } from './compare-dirs.js';
import { runCompat, type CompatRow } from './compat.js';
import { jestFailures, type JestFailure, type JestJsonReport } from './jest-report.js';

export interface BumpTrial {
  readonly root: string;
  /** The temporary copy (removed by `disposeTrial`). */
  readonly copy: string;
  readonly from: string;
  readonly to: string;
  readonly files: { readonly schema: DirDiff; readonly gen: DirDiff };
  /** Names exported by gen/ that appear / disappear. */
  readonly api: { readonly added: string[]; readonly removed: string[] };
  readonly typecheck: { readonly ok: boolean; readonly errors: string[] };
  readonly unitTests: {
    readonly passed: number;
    readonly failed: number;
    readonly failures: JestFailure[];
  };
  readonly compat: CompatRow[];
}

export interface BumpOptions {
  /** The checkout (default: the current directory). */
  readonly root: string;
  readonly from: string;
  readonly to: string;
  /** The new version's native binary and exported schema directory. */
  readonly executable: string;
  readonly schemaDir: string;
  readonly log: (line: string) => void;
}

/** Regenerates into a temporary copy and runs the checks there. */
export function tryBump(options: BumpOptions): BumpTrial {
  const { root, log } = options;
  const copy = copyCheckout(root);
  cpSync(options.schemaDir, join(copy, 'schema'), { recursive: true });
  log(`regenerating gen/ for codex ${options.to} in ${copy}`);
  run(copy, ['node_modules/tsx/dist/cli.mjs', 'lib/codegen/generate-cli.ts']);
  const files = {
    schema: compareDirs(join(root, 'schema'), join(copy, 'schema')),
    gen: compareDirs(join(root, 'gen'), join(copy, 'gen')),
  };
  const before = exportedNames(join(root, 'gen'));
  const after = exportedNames(join(copy, 'gen'));
  const api = {
    added: [...after].filter((n) => !before.has(n)).sort(),
    removed: [...before].filter((n) => !after.has(n)).sort(),
  };
  log('type check');
  const tsc = spawnSync(
    process.execPath,
    ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.'],
    { cwd: copy, encoding: 'utf8' },
  );
  const errors = (tsc.stdout ?? '').split('\n').filter((l) => /error TS\d+/.test(l));
  log('build (the package specs load dist/)');
  const build = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build'], {
    cwd: copy,
    stdio: 'ignore',
  });
  if (build.status !== 0)
    errors.push(`npm run build failed (exit ${build.status ?? build.signal})`);
  log('unit tests (spec/ without spec/e2e)');
  const unitTests = jestOutcome(copy, ['--testPathIgnorePatterns', 'spec/e2e']);
  log(`compatibility subset against codex ${options.to}`);
  const compat = runCompat([{ version: options.to, executable: options.executable }], {
    cwd: copy,
  });
  return {
    root,
    copy,
    from: options.from,
    to: options.to,
    files,
    api,
    typecheck: { ok: tsc.status === 0 && build.status === 0, errors },
    unitTests,
    compat,
  };
}

export function disposeTrial(trial: BumpTrial): void {
  rmSync(trial.copy, { recursive: true, force: true });
}

/** Lines saying what `--write` would change. */
export function trialReport(trial: BumpTrial): string {
  const count = (d: DirDiff): string =>
    `${d.missing.length} added, ${d.unexpected.length} removed, ${d.changed.length} changed`;
  const c = trial.compat[0];
  const lines = [
    `moving the pin: codex ${trial.from} -> ${trial.to}`,
    `  schema/: ${count(trial.files.schema)}`,
    `  gen/: ${count(trial.files.gen)}`,
    `  package.json: @openai/codex ${trial.from} -> ${trial.to}; lib/protocol/codex-version.ts: ${trial.from} joins COMPAT_CODEX_VERSIONS`,
    `  API (names exported by gen/): +${trial.api.added.length} -${trial.api.removed.length}`,
    ...trial.api.removed.map((n) => `    - ${n}`),
    ...trial.api.added.slice(0, 40).map((n) => `    + ${n}`),
    ...(trial.api.added.length > 40 ? [`    + … ${trial.api.added.length - 40} more`] : []),
    `  type check and build: ${trial.typecheck.ok ? 'ok' : `${trial.typecheck.errors.length} errors`}`,
    ...trial.typecheck.errors.slice(0, 20).map((e) => `    ${e}`),
    `  unit tests: ${trial.unitTests.passed} passed, ${trial.unitTests.failed} failed`,
    ...trial.unitTests.failures.flatMap((f) => [
      `    ✕ ${f.test}`,
      ...f.message.split('\n').map((line) => (line === '' ? '' : `        ${line}`)),
    ]),
    c === undefined
      ? '  compatibility subset: not run'
      : `  compatibility subset against ${c.version}: ${c.passed} passed, ${c.failed} failed` +
        (c.error ? ` (${c.error})` : ''),
    ...(c?.failures ?? []).map((f) => `    ✕ ${f}`),
  ];
  return `${lines.join('\n')}\n`;
}

export function trialPassed(trial: BumpTrial): boolean {
  const c = trial.compat[0];
  return (
    trial.typecheck.ok &&
    trial.unitTests.failed === 0 &&
    trial.unitTests.passed > 0 &&
    c !== undefined &&
    c.error === undefined &&
    c.failed === 0
  );
}

/**
 * Writes the trial into the checkout: schema/ and gen/ swapped in, the
 * previous pin added to COMPAT_CODEX_VERSIONS, the README's tested range, the
 * changelog entry, and `npm install --save-dev --save-exact @openai/codex@TO`
 * (package.json and the lock).
 */
export function applyBump(
  trial: BumpTrial,
  changelogEntry: string,
  log: (l: string) => void,
): void {
  const { root, copy } = trial;
  for (const dir of ['schema', 'gen']) {
    const old = join(root, `.${dir}-old-${process.pid}`);
    renameSync(join(root, dir), old);
    cpSync(join(copy, dir), join(root, dir), { recursive: true });
    rmSync(old, { recursive: true, force: true });
  }
  const versionsFile = join(root, 'lib', 'protocol', 'codex-version.ts');
  const versions = withCompatVersion(readFileSync(versionsFile, 'utf8'), trial.from, trial.to);
  writeFileSync(versionsFile, versions);
  const readme = join(root, 'README.md');
  writeFileSync(
    readme,
    withTestedRange(readFileSync(readme, 'utf8'), [...compatVersionsIn(versions), trial.to]),
  );
  const changelog = join(root, 'CHANGELOG.md');
  writeFileSync(changelog, withChangelogEntry(readFileSync(changelog, 'utf8'), changelogEntry));
  log(`npm install --save-dev --save-exact @openai/codex@${trial.to}`);
  execFileSync(
    process.platform === 'win32' ? 'npm.cmd' : 'npm',
    ['install', '--save-dev', '--save-exact', `@openai/codex@${trial.to}`],
    { cwd: root, stdio: 'inherit' },
  );
}

/** A copy of the checkout's files (tracked and untracked, not ignored) with node_modules linked. */
function copyCheckout(root: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'codex-rx-bump-'));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((f) => f.length > 0 && !f.startsWith('schema/') && !f.startsWith('gen/'));
  for (const file of files) {
    try {
      cpSync(join(root, file), join(copy, file), { recursive: true });
    } catch {
      // listed but deleted in the working tree
    }
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  return copy;
}

function run(cwd: string, args: readonly string[]): void {
  execFileSync(process.execPath, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
}

function jestOutcome(cwd: string, args: readonly string[]): BumpTrial['unitTests'] {
  const out = mkdtempSync(join(tmpdir(), 'codex-rx-bump-jest-'));
  try {
    spawnSync(
      process.execPath,
      [
        'node_modules/jest/bin/jest.js',
        '--maxWorkers=2',
        '--json',
        `--outputFile=${join(out, 'r.json')}`,
        ...args,
      ],
      { cwd, stdio: 'ignore' },
    );
    const r = JSON.parse(readFileSync(join(out, 'r.json'), 'utf8')) as JestJsonReport;
    const failures = jestFailures(r);
    return {
      passed: r.numPassedTests,
      failed: Math.max(r.numFailedTests, failures.length),
      failures,
    };
  } catch {
    return { passed: 0, failed: 1, failures: [{ test: 'jest', message: 'jest wrote no report' }] };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** Names exported (`export const|type|interface|function|class X`) anywhere under a gen/ tree. */
function exportedNames(dir: string): Set<string> {
  const names = new Set<string>();
  for (const file of listFiles(dir).filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(join(dir, file), 'utf8');
    for (const m of text.matchAll(
      /^export (?:declare )?(?:const|type|interface|function|class) (\w+)/gm,
    ))
      names.add(`${file.split('/')[0]}: ${m[1]!}`);
  }
  return names;
}
