/**
 * Runs one code block of the README or a guide as a program of its own: the
 * block is written under `.snippets/run/` (inside the repository, so that
 * `codex-rx` and `rxjs` resolve as in an app, through tsconfig.json's paths)
 * and run by Node with tsx's loader, in its own process, in a workspace
 * directory, with the environment it is given. Every process the block
 * starts inherits a marker variable, so what it leaves running is found in
 * the process table after it exited (Linux `/proc`).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isProcessAlive } from '../../lib/testing/codex-processes';
import { repoRoot, type Snippet } from './markdown-snippets';

const MARKER = 'CODEX_RX_DOC_BLOCK';

export interface BlockRun {
  /** Exit code; null when the block did not end by itself within the bound (it was then killed). */
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** Live processes the block started that were still running after it exited (pid: command line). */
  readonly leftover: readonly string[];
}

export interface RunBlockOptions {
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
  /** Not a timing assertion: a block that hangs fails at this bound instead of hanging the suite. */
  readonly boundMs: number;
}

/** Pids (with command lines) of live processes whose environment holds `name=value`. */
export function processesWithEnv(name: string, value: string): string[] {
  const needle = `${name}=${value}`;
  const found: string[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const env = readFileSync(`/proc/${entry}/environ`, 'latin1').split('\0');
      if (!env.includes(needle) || !isProcessAlive(Number(entry))) continue;
      const command = readFileSync(`/proc/${entry}/cmdline`, 'latin1').split('\0').join(' ');
      found.push(`${entry}: ${command.trim()}`);
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

/**
 * The processes still there once the ones on their way out have gone: a
 * helper that ends when its parent goes (tsx's esbuild service ends on its
 * stdin's EOF) may outlive the parent's 'exit' by a few milliseconds, which
 * is not being left behind. Waits until none is left or `graceMs` has passed
 * (a bound, not a timing assertion), then tells what is left.
 */
export async function processesLeftWithEnv(
  name: string,
  value: string,
  graceMs = 3_000,
): Promise<string[]> {
  const deadline = Date.now() + graceMs;
  let left = processesWithEnv(name, value);
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    left = processesWithEnv(name, value);
  }
  return left;
}

/** A file name for a block: `docs_pooling_md_13.mts`. */
export function blockFileName(snippet: Snippet): string {
  return `${snippet.file.replace(/[^\w]/g, '_')}_${snippet.line}.mts`;
}

export async function runBlock(snippet: Snippet, options: RunBlockOptions): Promise<BlockRun> {
  const dir = join(repoRoot, '.snippets', 'run');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, blockFileName(snippet));
  writeFileSync(file, `${snippet.code}\nexport {};\n`);
  const marker = `${process.pid}-${blockFileName(snippet)}`;
  const loader = pathToFileURL(join(repoRoot, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
  try {
    const child = spawn(process.execPath, ['--import', loader, file], {
      cwd: options.cwd,
      env: {
        ...options.env,
        [MARKER]: marker,
        TSX_TSCONFIG_PATH: join(repoRoot, 'tsconfig.json'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // 'close' also waits for the output pipes, which a process left running may hold open.
    const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
    const code = await new Promise<number | null>((resolve) => {
      const bound = setTimeout(() => {
        child.kill('SIGKILL');
        resolve(null);
      }, options.boundMs);
      child.once('exit', (exitCode) => {
        clearTimeout(bound);
        resolve(exitCode);
      });
    });
    const leftover = await processesLeftWithEnv(MARKER, marker);
    // Leave nothing behind for the next block, whatever the verdict.
    for (const line of leftover) {
      try {
        process.kill(Number(line.split(':')[0]), 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await closed;
    return { code, stdout, stderr, leftover };
  } finally {
    rmSync(file, { force: true });
  }
}
