/**
 * `codex-rx-schema diff A B`: what changed in the app-server protocol between
 * two codex versions (or two schema snapshot directories).
 *
 * Usage: codex-rx-schema diff A B [--json] [--summary]
 *   A, B       a codex version (installed from npm into a cache on first use)
 *              or a directory holding VERSION.json (such as `schema`)
 *   --json     the whole diff as JSON
 *   --summary  the short Markdown summary used in CHANGELOG.md
 *
 * @example
 * npx codex-rx-schema diff 0.169.1 schema
 * npx codex-rx-schema diff 0.160.0 0.171.0 --json > diff.json
 */
import { diffReport, diffSummary } from './diff-report.js';
import { diffSchemas } from './schema-diff.js';
import { readSchemaModel } from './schema-model.js';
import { schemaDirFor } from './schema-source.js';

export const DIFF_USAGE = 'usage: codex-rx-schema diff A B [--json] [--summary]\n';

/** Runs the subcommand with the arguments after `diff`; returns the exit code (1: failed, 2: usage). */
export function diffMain(args: readonly string[]): number {
  const positional = args.filter((a) => !a.startsWith('--'));
  if (args.includes('--help') || positional.length !== 2) {
    process.stdout.write(DIFF_USAGE);
    return args.includes('--help') ? 0 : 2;
  }
  const log = (line: string): void => void process.stderr.write(`${line}\n`);
  let diff;
  try {
    const [a, b] = positional.map((p) => readSchemaModel(schemaDirFor(p, { log })));
    diff = diffSchemas(a!, b!);
  } catch (error) {
    // a wrong argument or a version npm does not have: one line, no stack
    process.stderr.write(
      `codex-rx-schema diff: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return 1;
  }
  if (args.includes('--json')) process.stdout.write(`${JSON.stringify(diff, null, 2)}\n`);
  else if (args.includes('--summary'))
    process.stdout.write(diffSummary(diff, `codex-rx-schema diff ${positional.join(' ')}`));
  else process.stdout.write(diffReport(diff));
  return 0;
}
