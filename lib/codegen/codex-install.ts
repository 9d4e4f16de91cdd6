/**
 * Published codex versions on this machine: installs `@openai/codex@VERSION`
 * (wrapper plus its platform package with the native binary, about 400 MB
 * unpacked) into a cache directory once, through the ordinary npm client, and
 * finds its native binary. The pinned version is taken from the project's own
 * node_modules instead. Used by `codex-rx-schema diff`, `npm run test:compat`
 * and `npm run codex:bump`.
 *
 * Cache: `$CODEX_RX_CODEX_CACHE`, else `node_modules/.cache/codex-rx` under the
 * current directory (`npm ci` wipes it; npm's own cache keeps the download).
 *
 * @example
 * const exe = installedCodex('0.169.1'); // installs on first use
 * latestCodexVersion(); // '0.171.0'
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { findCodexExecutable } from '../transport/find-executable.js';

export const CODEX_PACKAGE = '@openai/codex';

/** A published version number (`0.171.0`, `0.172.0-alpha.1`). */
export const VERSION_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

export function codexCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env['CODEX_RX_CODEX_CACHE'] ?? join('node_modules', '.cache', 'codex-rx'));
}

/** The directory holding the install of one version (and its exported schema). */
export function versionDir(version: string, cacheDir = codexCacheDir()): string {
  return join(cacheDir, `codex@${version}`);
}

/** The version of `@openai/codex` installed in the project (the pin), if any. */
export function pinnedCodexVersion(fromDir = process.cwd()): string | undefined {
  try {
    const file = createRequire(join(fromDir, 'noop.js')).resolve(`${CODEX_PACKAGE}/package.json`);
    return (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version;
  } catch {
    return undefined;
  }
}

/**
 * The native binary of codex `version`: the project's own when it is that
 * version, else the cached install (installed now when missing).
 */
export function installedCodex(
  version: string,
  options: { readonly cacheDir?: string; readonly log?: (line: string) => void } = {},
): string {
  if (!VERSION_PATTERN.test(version)) throw new Error(`not a codex version: "${version}"`);
  if (pinnedCodexVersion() === version) return findCodexExecutable({ env: { PATH: '' } });
  const dir = versionDir(version, options.cacheDir);
  if (!existsSync(join(dir, 'node_modules', '@openai', 'codex', 'package.json'))) {
    options.log?.(`installing ${CODEX_PACKAGE}@${version} into ${dir}`);
    installInto(dir, version);
  }
  return findCodexExecutable({ env: { PATH: '' }, resolveFrom: [dir] });
}

/** The newest published `@openai/codex` (its `latest` dist-tag). */
export function latestCodexVersion(): string {
  const out = npm(['view', `${CODEX_PACKAGE}@latest`, 'version', '--json']).trim();
  const version = JSON.parse(out) as unknown;
  if (typeof version !== 'string' || !VERSION_PATTERN.test(version))
    throw new Error(`npm view answered ${out}`);
  return version;
}

/** Installs into a staging directory, then renames it in: a half install is never used. */
function installInto(dir: string, version: string): void {
  const staging = `${dir}.installing-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  writeFileSync(join(staging, 'package.json'), '{ "private": true }\n');
  try {
    npm([
      'install',
      '--prefix',
      staging,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--loglevel=error',
      `${CODEX_PACKAGE}@${version}`,
    ]);
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

function npm(args: readonly string[]): string {
  return execFileSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}
