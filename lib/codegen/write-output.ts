/**
 * Writes generated files into an output directory, wiping it first so that
 * deleted definitions disappear.
 *
 * @example
 * writeOutput('gen', result.files);
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export function writeOutput(outDir: string, files: ReadonlyMap<string, string>): void {
  rmSync(outDir, { recursive: true, force: true });
  for (const [path, text] of files) {
    const target = join(outDir, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
}
