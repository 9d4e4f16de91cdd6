/**
 * Runs a bench runner (a plain Node script under bench/ that imports the
 * built package through its exports, never lib/ through tsx) in a process of
 * its own with a full GC available, and returns the JSON line it prints.
 */
import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';

export const root = resolve(__dirname, '..');

export function runRunner<T>(
  script: string,
  args: readonly (string | number)[],
  env: Record<string, string> = {},
): Promise<T> {
  const { NODE_OPTIONS: _, ...inherited } = process.env;
  return new Promise((done, fail) =>
    execFile(
      process.execPath,
      ['--expose-gc', join(root, 'bench', script), ...args.map(String)],
      { cwd: root, env: { ...inherited, ...env }, maxBuffer: 1 << 20 },
      (error, stdout, stderr) => {
        if (error) fail(new Error(`${script} ${args.join(' ')}: ${error.message}\n${stderr}`));
        else done(JSON.parse(stdout.trim().split('\n').pop() ?? '') as T);
      },
    ),
  );
}
