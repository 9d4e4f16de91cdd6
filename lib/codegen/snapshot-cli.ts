#!/usr/bin/env node
/**
 * `npm run schema:snapshot` / `codex-rx-schema`: exports the app-server JSON
 * Schema of a codex binary into `schema/` (replacing the previous snapshot).
 *
 * Usage: codex-rx-schema [--out DIR] [--codex PATH]
 * Defaults: --out schema, --codex $CODEX_EXECUTABLE or the pinned @openai/codex binary.
 *
 * @example
 * npx codex-rx-schema --out my-schema --codex /usr/local/bin/codex
 */
import { option } from './cli.js';
import { snapshotSchema } from './snapshot.js';

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  process.stdout.write('usage: codex-rx-schema [--out DIR] [--codex PATH]\n');
} else {
  const out = option(args, '--out');
  const codex = option(args, '--codex');
  const info = snapshotSchema({
    ...(out ? { schemaRoot: out } : {}),
    ...(codex ? { executable: codex } : {}),
  });
  process.stdout.write(
    `schema snapshot of ${info.codexVersionLine} -> ${info.schemaRoot} ` +
      `(stable ${info.sets.stable.files} files, experimental ${info.sets.experimental.files} files)\n`,
  );
}
