/**
 * `npm run codex:bump`: moves the pinned codex to the newest published
 * `@openai/codex` (or the version named), showing what would change before
 * anything is written: the protocol diff, then, from a regenerated temporary
 * copy of the checkout, the files, the names exported by gen/, the type
 * check, the unit tests and the compatibility subset. `--write` applies it
 * (schema/, gen/, package.json and lock, COMPAT_CODEX_VERSIONS, README,
 * CHANGELOG.md) when all of that passed.
 *
 * Usage: tsx lib/codegen/bump-cli.ts [VERSION] [--write] [--force]
 *   VERSION   default: npm's `latest` of @openai/codex
 *   --write   apply (refused when a check failed, unless --force)
 *
 * @example
 * npm run codex:bump                 # dry run against the newest codex
 * npm run codex:bump -- 0.160.0      # what regenerating for 0.160.0 would do
 * npm run codex:bump -- --write      # move the pin
 */
import { resolve } from 'node:path';
import { runMain } from './cli.js';
import { installedCodex, latestCodexVersion } from './codex-install.js';
import { applyBump, disposeTrial, trialPassed, trialReport, tryBump } from './bump.js';
import { diffReport, diffSummary } from './diff-report.js';
import { diffSchemas } from './schema-diff.js';
import { readSchemaModel } from './schema-model.js';
import { schemaDirFor } from './schema-source.js';
import { readSchemaVersion } from './version-file.js';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const log = (line: string): void => void process.stderr.write(`${line}\n`);
  const root = resolve('.');
  const from = readSchemaVersion(resolve(root, 'schema')).codexVersion;
  const to = args.find((a) => !a.startsWith('--')) ?? latestCodexVersion();
  if (to === from && !args.includes('--force')) {
    process.stdout.write(`the pin is already codex ${from} (the newest published)\n`);
    return;
  }
  const executable = installedCodex(to, { log });
  const schemaDir = schemaDirFor(to, { log });
  const diff = diffSchemas(readSchemaModel(resolve(root, 'schema')), readSchemaModel(schemaDir));
  process.stdout.write(`${diffReport(diff)}\n`);
  const trial = tryBump({ root, from, to, executable, schemaDir, log });
  try {
    process.stdout.write(trialReport(trial));
    const entry = diffSummary(diff, `npm run codex:bump -- ${to}`);
    process.stdout.write(`\nCHANGELOG.md (## Unreleased, ### Protocol):\n${entry}`);
    const passed = trialPassed(trial);
    if (!args.includes('--write')) {
      process.stdout.write('\ndry run: nothing written (--write applies it)\n');
      if (!passed) process.exitCode = 1;
      return;
    }
    if (!passed && !args.includes('--force')) {
      process.stdout.write('\nnot written: a check failed (--force writes anyway)\n');
      process.exitCode = 1;
      return;
    }
    applyBump(trial, entry, log);
    process.stdout.write(`\nwritten: the pin is now codex ${to}; run npm test\n`);
  } finally {
    disposeTrial(trial);
  }
}

runMain(main);
