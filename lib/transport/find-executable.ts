import {
  accessSync,
  closeSync,
  constants,
  openSync,
  readSync,
  realpathSync,
  statSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { basename, delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TransportOpenError } from './errors.js';

/** Where codex was looked for, and why each place did not do. */
export interface ExecutableCandidate {
  readonly source: 'option' | 'CODEX_EXECUTABLE' | 'PATH' | 'package';
  readonly path: string;
  readonly problem: string;
}

/**
 * No usable codex executable was found. `tried` lists every place looked at.
 *
 * @example
 * try { findCodexExecutable(); } catch (e) { if (e instanceof CodexExecutableNotFoundError) console.error(e.tried); }
 */
export class CodexExecutableNotFoundError extends TransportOpenError {
  override readonly name = 'CodexExecutableNotFoundError' as const;
  constructor(readonly tried: readonly ExecutableCandidate[]) {
    super(
      'could not find the codex executable. Tried:\n' +
        (tried.length === 0
          ? '  (nothing)'
          : tried.map((c) => `  - ${c.source}: ${c.path} (${c.problem})`).join('\n')) +
        '\nPass `executable`, set CODEX_EXECUTABLE, install @openai/codex, or put codex on PATH.',
    );
  }
}

export interface FindCodexExecutableOptions {
  /** An explicit path: used as is (a Node wrapper is resolved to its native binary). */
  readonly executable?: string;
  /** Environment to read CODEX_EXECUTABLE and PATH from. Default `process.env`. */
  readonly env?: Record<string, string | undefined>;
  /**
   * Directories from which the installed `@openai/codex` package is resolved.
   * Default: the current directory, then this module's directory.
   */
  readonly resolveFrom?: readonly string[];
  /** Default `process.platform` (tests). */
  readonly platform?: string;
  /** Default `process.arch` (tests). */
  readonly arch?: string;
}

const TRIPLES: Record<string, string> = {
  'linux-x64': 'x86_64-unknown-linux-musl',
  'linux-arm64': 'aarch64-unknown-linux-musl',
  'android-x64': 'x86_64-unknown-linux-musl',
  'android-arm64': 'aarch64-unknown-linux-musl',
  'darwin-x64': 'x86_64-apple-darwin',
  'darwin-arm64': 'aarch64-apple-darwin',
  'win32-x64': 'x86_64-pc-windows-msvc',
  'win32-arm64': 'aarch64-pc-windows-msvc',
};

/**
 * The npm platform package and Rust target triple holding codex's native
 * binary for a platform, or `undefined` when codex ships none.
 *
 * @example
 * nativeCodexTarget('linux', 'x64');
 * // { packageName: '@openai/codex-linux-x64', triple: 'x86_64-unknown-linux-musl', binary: 'codex' }
 */
export function nativeCodexTarget(
  platform: string,
  arch: string,
): { packageName: string; triple: string; binary: string } | undefined {
  const triple = TRIPLES[`${platform}-${arch}`];
  if (!triple) return undefined;
  const os = platform === 'android' ? 'linux' : platform;
  return {
    packageName: `@openai/codex-${os}-${arch}`,
    triple,
    binary: platform === 'win32' ? 'codex.exe' : 'codex',
  };
}

/**
 * Finds the native codex binary, in this order: the `executable` option, then
 * `CODEX_EXECUTABLE`, then the app's own `@openai/codex` package (resolved from
 * the current directory, then from codex-rx's own directory), then `codex` on
 * PATH. A Node wrapper (npm's `.bin/codex` -> `@openai/codex/bin/codex.js`)
 * is always resolved to the native binary it would start: killing the wrapper
 * can orphan the real server. Throws `CodexExecutableNotFoundError` listing
 * every place tried.
 *
 * @example
 * const codex = findCodexExecutable();
 * spawn(codex, ['app-server', '--listen', 'stdio://'], { env: { ...process.env, CODEX_HOME: home } });
 */
export function findCodexExecutable(options: FindCodexExecutableOptions = {}): string {
  const env = options.env ?? process.env;
  const platform = options.platform ?? process.platform;
  const arch = options.arch ?? process.arch;
  const target = nativeCodexTarget(platform, arch);
  const tried: ExecutableCandidate[] = [];

  const accept = (source: ExecutableCandidate['source'], path: string): string | undefined => {
    const problem = executableProblem(path);
    if (problem) {
      tried.push({ source, path, problem });
      return undefined;
    }
    if (!isNodeWrapper(path)) return path;
    const real = realpathSync(path);
    // .../@openai/codex/bin/codex.js -> .../@openai/codex
    const native = target ? nativeFromCodexPackage(dirname(dirname(real)), target) : undefined;
    if (native) return native;
    tried.push({
      source,
      path,
      problem: `a Node wrapper (${real}) whose native binary was not found`,
    });
    return undefined;
  };

  // Explicit choices do not fall back: a wrong explicit path is an error.
  if (options.executable !== undefined) {
    const found = accept('option', options.executable);
    if (found) return found;
    throw new CodexExecutableNotFoundError(tried);
  }
  const fromEnv = env['CODEX_EXECUTABLE'];
  if (fromEnv) {
    const found = accept('CODEX_EXECUTABLE', fromEnv);
    if (found) return found;
    throw new CodexExecutableNotFoundError(tried);
  }

  // The app's own @openai/codex (the version it pinned) before whatever codex the machine has.
  if (target) {
    for (const dir of options.resolveFrom ?? defaultResolveDirs()) {
      const pkgRoot = resolvePackageRoot('@openai/codex', dir);
      // The platform package may be installed without the wrapper package (or hoisted beside it).
      const native =
        (pkgRoot ? nativeFromCodexPackage(pkgRoot, target) : undefined) ??
        nativeFromPlatformPackage(dir, target);
      if (native) return native;
      tried.push({
        source: 'package',
        path: `${target.packageName}/vendor/${target.triple}/bin/${target.binary} from ${dir}`,
        problem: pkgRoot ? 'the platform package or its binary is missing' : 'not installed',
      });
    }
  } else {
    tried.push({
      source: 'package',
      path: '@openai/codex',
      problem: `no native build for ${platform}-${arch}`,
    });
  }

  const names = platform === 'win32' ? ['codex.exe'] : ['codex'];
  for (const dir of (env['PATH'] ?? env['Path'] ?? '')
    .split(delimiter)
    .filter((d) => d.length > 0)) {
    for (const name of names) {
      const candidate = join(dir, name);
      if (!exists(candidate)) continue;
      const found = accept('PATH', candidate);
      if (found) return found;
    }
  }
  if (!tried.some((c) => c.source === 'PATH')) {
    tried.push({ source: 'PATH', path: names.join(', '), problem: 'not on PATH' });
  }

  throw new CodexExecutableNotFoundError(tried);
}

/** The ES module build's `import.meta.url` (tsdown.config.ts defines it); absent in CommonJS (jest, tsx). */
declare const __CODEX_RX_MODULE_URL__: string | undefined;

function defaultResolveDirs(): string[] {
  const dirs = [process.cwd()];
  // This module's own directory: finds the @openai/codex installed beside codex-rx.
  if (typeof __CODEX_RX_MODULE_URL__ === 'string')
    dirs.push(dirname(fileURLToPath(__CODEX_RX_MODULE_URL__)));
  else if (typeof __dirname === 'string') dirs.push(__dirname);
  return dirs;
}

function nativeFromCodexPackage(
  codexPackageRoot: string,
  target: { packageName: string; triple: string; binary: string },
): string | undefined {
  return (
    nativeFromPlatformPackage(codexPackageRoot, target) ??
    // Older layout: the binaries inside the wrapper package itself.
    usable(join(codexPackageRoot, 'vendor', target.triple, 'bin', target.binary))
  );
}

function nativeFromPlatformPackage(
  fromDir: string,
  target: { packageName: string; triple: string; binary: string },
): string | undefined {
  const root = resolvePackageRoot(target.packageName, fromDir);
  return root ? usable(join(root, 'vendor', target.triple, 'bin', target.binary)) : undefined;
}

function resolvePackageRoot(name: string, fromDir: string): string | undefined {
  try {
    return dirname(createRequire(join(fromDir, 'noop.js')).resolve(`${name}/package.json`));
  } catch {
    return undefined;
  }
}

function usable(path: string): string | undefined {
  return executableProblem(path) === undefined ? path : undefined;
}

function exists(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}

function executableProblem(path: string): string | undefined {
  try {
    if (!statSync(path).isFile()) return 'not a file';
  } catch {
    return 'does not exist';
  }
  try {
    accessSync(path, process.platform === 'win32' ? constants.F_OK : constants.X_OK);
  } catch {
    return 'not executable';
  }
  return undefined;
}

/**
 * Whether a file is a JavaScript launcher rather than a native binary: its real
 * path ends in .js/.mjs/.cjs, lies in `@openai/codex/bin`, or it starts with a
 * `#!` line naming node.
 *
 * @example
 * isNodeWrapper('node_modules/.bin/codex'); // true: a symlink to @openai/codex/bin/codex.js
 */
export function isNodeWrapper(path: string): boolean {
  let real: string;
  try {
    real = realpathSync(path);
  } catch {
    return false;
  }
  if (/\.(c|m)?js$/.test(real)) return true;
  if (basename(dirname(real)) === 'bin' && /[\\/]@openai[\\/]codex$/.test(dirname(dirname(real))))
    return true;
  let fd: number | undefined;
  try {
    fd = openSync(real, 'r');
    const head = Buffer.alloc(128);
    const n = readSync(fd, head, 0, head.length, 0);
    const firstLine = head.subarray(0, n).toString('latin1').split('\n')[0] ?? '';
    return firstLine.startsWith('#!') && /\bnode\b/.test(firstLine);
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
