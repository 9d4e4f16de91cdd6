/**
 * Finds the pinned native codex binary installed by `@openai/codex` (the
 * platform package `@openai/codex-<platform>-<arch>`). The Node wrapper
 * `node_modules/.bin/codex` is deliberately avoided: killing it can orphan the
 * real server. Node only.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const targets: Readonly<Record<string, readonly [pkg: string, triple: string]>> = {
  'linux-x64': ['@openai/codex-linux-x64', 'x86_64-unknown-linux-musl'],
  'linux-arm64': ['@openai/codex-linux-arm64', 'aarch64-unknown-linux-musl'],
  'darwin-x64': ['@openai/codex-darwin-x64', 'x86_64-apple-darwin'],
  'darwin-arm64': ['@openai/codex-darwin-arm64', 'aarch64-apple-darwin'],
  'win32-x64': ['@openai/codex-win32-x64', 'x86_64-pc-windows-msvc'],
  'win32-arm64': ['@openai/codex-win32-arm64', 'aarch64-pc-windows-msvc'],
};

/** Environment variable that points the kit at a specific codex binary. */
export const CODEX_BINARY_ENV = 'CODEX_RX_CODEX_BINARY';

/**
 * The path of the native codex binary: `explicit`, else `$CODEX_RX_CODEX_BINARY`,
 * else the platform package found in a `node_modules` above `from` (default
 * the current directory). Throws listing every path it tried.
 *
 * @example spawn(resolveCodexBinary(), ['app-server', '--listen', 'stdio://'], { env: { ...process.env, CODEX_HOME } })
 */
export function resolveCodexBinary(
  options: { explicit?: string; from?: string; env?: NodeJS.ProcessEnv } = {},
): string {
  const tried: string[] = [];
  const fromEnv = (options.env ?? process.env)[CODEX_BINARY_ENV];
  for (const candidate of [options.explicit, fromEnv]) {
    if (!candidate) continue;
    if (existsSync(candidate)) return candidate;
    tried.push(candidate);
  }
  const target = targets[`${process.platform}-${process.arch}`];
  if (!target)
    throw new Error(`codex-rx/testing: no codex binary for ${process.platform}-${process.arch}`);
  const [pkg, triple] = target;
  const exe = process.platform === 'win32' ? 'codex.exe' : 'codex';
  const tail = join(pkg, 'vendor', triple, 'bin', exe);
  let dir = resolve(options.from ?? process.cwd());
  for (;;) {
    for (const candidate of [
      join(dir, 'node_modules', tail),
      join(dir, 'node_modules', '@openai', 'codex', 'node_modules', tail),
    ]) {
      if (existsSync(candidate)) return candidate;
      tried.push(candidate);
    }
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  throw new Error(
    `codex-rx/testing: native codex binary not found (install @openai/codex). Tried:\n  ${tried.join('\n  ')}`,
  );
}
