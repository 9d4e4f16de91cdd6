/**
 * `npm run gen`: schema/ -> gen/ (both sets), wiping gen/ first.
 *
 * Usage: tsx lib/codegen/generate-cli.ts [--schema DIR] [--out DIR]
 *
 * @example
 * npm run gen
 */
import { option, runMain } from './cli.js';
import { generate } from './generate.js';
import { writeOutput } from './write-output.js';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const schemaRoot = option(args, '--schema') ?? 'schema';
  const outDir = option(args, '--out') ?? 'gen';
  const started = Date.now();
  const result = await generate({ schemaRoot });
  writeOutput(outDir, result.files);
  for (const warning of result.warnings) process.stderr.write(`warning: ${warning}\n`);
  const bytes = [...result.files.values()].reduce((s, f) => s + Buffer.byteLength(f), 0);
  process.stdout.write(
    `generated ${result.files.size} files (${(bytes / 1024).toFixed(0)} KiB) into ${outDir}/ in ${Date.now() - started} ms\n` +
      `${JSON.stringify(result.stats)}\n`,
  );
}

runMain(main);
