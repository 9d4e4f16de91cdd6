/**
 * Locates the codex executable for the schema snapshot (an explicit path, else
 * what lib/transport/find-executable.ts finds: `$CODEX_EXECUTABLE`, the native
 * binary of the installed `@openai/codex`, the PATH) and runs it with a fresh
 * temporary CODEX_HOME.
 *
 * @example
 * const exe = locateCodex();
 * const version = codexVersion(exe); // '0.171.0'
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findCodexExecutable } from '../transport/find-executable.js';

export function locateCodex(explicit?: string): string {
  return findCodexExecutable(explicit === undefined ? {} : { executable: explicit });
}

/** Runs codex with `args` and a fresh temporary CODEX_HOME (removed afterwards); returns stdout. */
export function runCodex(executable: string, args: readonly string[]): string {
  const home = mkdtempSync(join(tmpdir(), 'codex-rx-schema-home-'));
  try {
    return execFileSync(executable, args, {
      env: { ...process.env, CODEX_HOME: home },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

/** `codex --version` -> the version line and the bare version number. */
export function codexVersion(executable: string): { line: string; version: string } {
  const line = runCodex(executable, ['--version']).trim();
  const version = /(\d+\.\d+\.\d+\S*)/.exec(line)?.[1];
  if (version === undefined) throw new Error(`cannot read a version from "${line}"`);
  return { line, version };
}
