/**
 * The codecs' runtime, emitted into `gen/runtime/`: generated code depends on
 * these files and io-ts only, never on lib/. The hand-written source is
 * `lib/codegen/runtime/` (the template); `npm run gen` copies each file there
 * with the generated-code header, so gen/ is a self-contained package of
 * types, codecs and their runtime, and lib/ imports it (never the reverse).
 *
 * @example
 * const files = runtimeFiles(); // Map { 'runtime/check.ts' => '// GENERATED CODE! ...', ... }
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the runtime template lives (this package's own lib/codegen/runtime). */
export const RUNTIME_TEMPLATE_DIR = join(__dirname, 'runtime');

/** The directory of the emitted runtime inside the output (`gen/runtime`). */
export const RUNTIME_DIR = 'runtime';

function runtimeHeader(file: string): string {
  return [
    '// GENERATED CODE! DO NOT MODIFY BY HAND!',
    '// Generator: codex-rx lib/codegen (`npm run gen`)',
    `// Template: lib/codegen/runtime/${file} (the runtime of the generated codecs)`,
    '/* eslint-disable */',
    '',
  ].join('\n');
}

/** Output path (`runtime/check.ts`) -> text, for every template file. */
export function runtimeFiles(templateDir: string = RUNTIME_TEMPLATE_DIR): Map<string, string> {
  const files = new Map<string, string>();
  for (const file of readdirSync(templateDir).sort()) {
    if (!file.endsWith('.ts')) continue;
    files.set(
      `${RUNTIME_DIR}/${file}`,
      `${runtimeHeader(file)}${readFileSync(join(templateDir, file), 'utf8')}`,
    );
  }
  return files;
}
