#!/usr/bin/env node
/**
 * `npm run schema:snapshot` / `codex-rx-schema`: exports the app-server JSON
 * Schema of a codex binary into `schema/` (replacing the previous snapshot).
 *
 * Usage: codex-rx-schema [--out DIR] [--codex PATH]
 *        codex-rx-schema diff A B [--json] [--summary]   (see diff-cli.ts)
 * Defaults: --out schema, --codex $CODEX_EXECUTABLE or the pinned @openai/codex binary.
 *
 * @example
 * npx codex-rx-schema --out my-schema --codex /usr/local/bin/codex
 */
import { CodexExecutableNotFoundError } from '../transport/find-executable.js';
import { option } from './cli.js';
import { DIFF_USAGE, diffMain } from './diff-cli.js';
import { snapshotSchema } from './snapshot.js';

const args = process.argv.slice(2);
if (args[0] === 'diff') {
  process.exitCode = diffMain(args.slice(1));
} else if (args.includes('--help') || args.includes('-h')) {
  process.stdout.write(
    `usage: codex-rx-schema [--out DIR] [--codex PATH]\n       ${DIFF_USAGE.slice(7)}`,
  );
} else {
  const out = option(args, '--out');
  const codex = option(args, '--codex');
  let info;
  try {
    info = snapshotSchema({
      ...(out ? { schemaRoot: out } : {}),
      ...(codex ? { executable: codex } : {}),
    });
  } catch (error) {
    // A missing codex is the user's setup, not a bug: one line, no stack.
    if (!(error instanceof CodexExecutableNotFoundError)) throw error;
    process.stderr.write(`codex-rx-schema: ${noCodexLine(error)}\n`);
    process.exit(1);
  }
  process.stdout.write(
    `schema snapshot of ${info.codexVersionLine} -> ${info.schemaRoot} ` +
      `(stable ${info.sets.stable.files} files, experimental ${info.sets.experimental.files} files)\n`,
  );
}

function noCodexLine(error: CodexExecutableNotFoundError): string {
  const explicit = error.tried.find(
    (c) => c.source === 'option' || c.source === 'CODEX_EXECUTABLE',
  );
  if (explicit) {
    const where = explicit.source === 'option' ? '--codex' : 'CODEX_EXECUTABLE';
    return `${where} ${explicit.path}: ${explicit.problem}; point it at a codex binary`;
  }
  return 'codex not found: run `npm install -D @openai/codex`, or set CODEX_EXECUTABLE (or pass --codex PATH) to a codex binary';
}

// A module (not a script) for the ES module build.
export {};
