/**
 * The core (`codex-rx`) must run in a browser: nothing reachable from
 * lib/index.ts may import a Node built-in or the `ws` package. Walks the
 * static import graph with the TypeScript pre-processor.
 */
import { builtinModules } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import * as ts from 'typescript';

const root = resolve(__dirname, '..', '..');
const nodeOnly = new Set([...builtinModules, 'ws']);

function importsOf(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return info.importedFiles.map((f) => f.fileName);
}

function resolveLocal(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  for (const candidate of [
    `${base}.ts`,
    join(base, 'index.ts'),
    ...(base.endsWith('.json') ? [base] : []),
  ])
    if (existsSync(candidate)) return candidate;
  throw new Error(`cannot resolve ${specifier} from ${relative(root, from)}`);
}

/** Every (file, bare import) pair reachable from `entry`. */
function bareImports(entry: string): Array<{ file: string; specifier: string }> {
  const seen = new Set<string>();
  const found: Array<{ file: string; specifier: string }> = [];
  const stack = [entry];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of importsOf(file)) {
      if (specifier.startsWith('.')) stack.push(resolveLocal(file, specifier));
      else found.push({ file: relative(root, file), specifier });
    }
  }
  return found;
}

describe('the runtime-free core', () => {
  it('imports no Node built-in and not ws, from anything reachable from lib/index.ts', () => {
    const offending = bareImports(join(root, 'lib', 'index.ts')).filter(
      ({ specifier }) =>
        specifier.startsWith('node:') || nodeOnly.has(specifier.split('/')[0] ?? ''),
    );
    expect(offending).toEqual([]);
  });

  it('the check itself sees Node imports (codex-rx/node has them)', () => {
    const nodeImports = bareImports(join(root, 'lib', 'node.ts')).filter(({ specifier }) =>
      specifier.startsWith('node:'),
    );
    expect(nodeImports.length).toBeGreaterThan(0);
  });
});
