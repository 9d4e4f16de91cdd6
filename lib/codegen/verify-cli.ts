/**
 * `npm run gen:verify`: fails (exit 1), naming missing / unexpected / changed
 * files, when gen/ or schema/ drifted. `--skip-schema` checks gen/ only;
 * `--full` re-formats and compares every file instead of using gen/MANIFEST.json.
 *
 * @example
 * npm run gen:verify
 */
import { runMain } from './cli.js';
import { verify } from './verify.js';

async function main(): Promise<void> {
  const started = Date.now();
  const report = await verify({
    root: process.cwd(),
    skipSchema: process.argv.includes('--skip-schema'),
    full: process.argv.includes('--full'),
  });
  if (report.ok) {
    process.stdout.write(
      `gen:verify ok: gen/${report.schema === undefined ? '' : ' and schema/'} up to date (${Date.now() - started} ms)\n`,
    );
    return;
  }
  process.stderr.write(`gen:verify FAILED\n${report.messages.join('\n')}\n`);
  process.exitCode = 1;
}

runMain(main);
