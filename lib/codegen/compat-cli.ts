/**
 * `npm run test:compat`: the compatibility matrix (see compat.ts) against the
 * tested codex versions (`TESTED_CODEX_VERSIONS`: the schema's and the older
 * ones in `COMPAT_CODEX_VERSIONS`), installing missing ones into the cache
 * (codex-install.ts). Exit code 1 when any test fails.
 *
 * Usage: tsx lib/codegen/compat-cli.ts [--versions V1,V2,...]
 *   CODEX_EXECUTABLE=/path/to/codex   run the subset against that binary only
 *
 * @example
 * npm run test:compat
 * npm run test:compat -- --versions 0.165.0
 */
import { option, runMain } from './cli.js';
import { codexVersion } from './codex-binary.js';
import { installedCodex } from './codex-install.js';
import { compatPassed, matrixText, runCompat, type CompatTarget } from './compat.js';
import { TESTED_CODEX_VERSIONS } from '../protocol/codex-version.js';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const log = (line: string): void => void process.stderr.write(`${line}\n`);
  const explicit = process.env['CODEX_EXECUTABLE'];
  let targets: CompatTarget[];
  if (explicit) {
    targets = [{ version: codexVersion(explicit).version, executable: explicit }];
  } else {
    const versions = option(args, '--versions')?.split(',') ?? [...TESTED_CODEX_VERSIONS];
    targets = versions.map((version) => ({
      version,
      executable: installedCodex(version, { log }),
    }));
  }
  const rows = runCompat(targets, { log });
  process.stdout.write(matrixText(rows));
  if (!compatPassed(rows)) process.exitCode = 1;
}

runMain(main);
