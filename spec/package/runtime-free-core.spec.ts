/**
 * The core (`codex-rx`) and `codex-rx/testing/browser` must run in a browser:
 * nothing reachable from lib/index.ts or lib/testing-browser.ts may import a
 * Node built-in or the `ws` package. Walks the static import graph with the
 * TypeScript pre-processor, and bundles both entries for the browser
 * platform with esbuild (what an app's bundler does), failing on any Node
 * built-in the bundle would need.
 */
import { builtinModules } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import * as ts from 'typescript';
import { build, type Plugin } from 'esbuild';

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

  it('imports no Node built-in and not ws, from anything reachable from lib/advanced.ts', () => {
    const offending = bareImports(join(root, 'lib', 'advanced.ts')).filter(
      ({ specifier }) =>
        specifier.startsWith('node:') || nodeOnly.has(specifier.split('/')[0] ?? ''),
    );
    expect(offending).toEqual([]);
  });

  it('imports no Node built-in and not ws, from anything reachable from lib/testing-browser.ts', () => {
    const offending = bareImports(join(root, 'lib', 'testing-browser.ts')).filter(
      ({ specifier }) =>
        specifier.startsWith('node:') || nodeOnly.has(specifier.split('/')[0] ?? ''),
    );
    expect(offending).toEqual([]);
  });

  it.each([
    ['codex-rx', 'lib/index.ts'],
    ['codex-rx/advanced', 'lib/advanced.ts'],
    ['codex-rx/testing/browser', 'lib/testing-browser.ts'],
  ])('%s bundles for the browser platform with no Node built-in', async (_entry, file) => {
    expect(await nodeImportsOfBrowserBundle(file)).toEqual([]);
  });

  it('the bundle check sees Node built-ins (codex-rx/testing has them)', async () => {
    expect(await nodeImportsOfBrowserBundle('lib/testing.ts')).toEqual(
      expect.arrayContaining(['node:fs', 'node:child_process']),
    );
  });

  it('the check itself sees Node imports (codex-rx/node has them)', () => {
    const nodeImports = bareImports(join(root, 'lib', 'node.ts')).filter(({ specifier }) =>
      specifier.startsWith('node:'),
    );
    expect(nodeImports.length).toBeGreaterThan(0);
  });
});

/**
 * Bundles `file` (all of it: tree shaking off, every module kept) for the
 * browser platform and returns the Node built-ins it imports, with the
 * importing file. esbuild would fail on them; the plugin lists them instead.
 */
async function nodeImportsOfBrowserBundle(file: string): Promise<string[]> {
  const found = new Set<string>();
  const spot: Plugin = {
    name: 'spot-node-builtins',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        const bare = args.path.replace(/^node:/, '').split('/')[0] ?? '';
        if (args.path.startsWith('node:') || nodeOnly.has(bare)) {
          found.add(args.path);
          return { path: args.path, external: true };
        }
        return undefined;
      });
    },
  };
  await build({
    entryPoints: [join(root, file)],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    treeShaking: false,
    write: false,
    logLevel: 'silent',
    plugins: [spot],
  });
  return [...found].sort();
}
