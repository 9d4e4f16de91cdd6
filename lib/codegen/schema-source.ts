/**
 * Turns a `codex-rx-schema diff` argument into a schema snapshot directory:
 * a directory holding `VERSION.json` is used as it is; a codex version
 * (`0.169.1`) is exported once from that version's binary (see
 * codex-install.ts) into `<cache>/codex@VERSION/schema` and reused afterwards.
 *
 * @example
 * schemaDirFor('schema');   // 'schema'
 * schemaDirFor('0.160.0');  // '…/node_modules/.cache/codex-rx/codex@0.160.0/schema'
 */
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { installedCodex, versionDir, VERSION_PATTERN } from './codex-install.js';
import { exportSchema } from './snapshot.js';
import { VERSION_FILE } from './version-file.js';

export function schemaDirFor(
  spec: string,
  options: { readonly cacheDir?: string; readonly log?: (line: string) => void } = {},
): string {
  if (existsSync(join(spec, VERSION_FILE))) return spec;
  if (!VERSION_PATTERN.test(spec))
    throw new Error(
      `"${spec}" is neither a schema directory (with ${VERSION_FILE}) nor a codex version`,
    );
  const dir = join(versionDir(spec, options.cacheDir), 'schema');
  if (existsSync(join(dir, VERSION_FILE))) return dir;
  const executable = installedCodex(spec, options);
  mkdirSync(dirname(dir), { recursive: true });
  const staging = mkdtempSync(`${dir}-new-`);
  try {
    const info = exportSchema({ executable, outDir: staging });
    if (info.codexVersion !== spec)
      throw new Error(`asked for codex ${spec}, the binary says ${info.codexVersionLine}`);
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  return dir;
}
