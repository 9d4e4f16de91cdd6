import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { defineConfig, type UserConfig } from 'tsdown';

// One ES module build (no CommonJS copy): `require('codex-rx')` loads these same
// files through Node's require(esm), so `import` and `require` share one module
// instance (see README, "Module format").
//
// Bundled into a few shared chunks, not one output file per source file: Node
// pays ~0.5 ms per module it loads, and one file per source file made
// `import('codex-rx')` load ~150 modules. Bundlers still drop what an app does
// not import: nothing at the chunks' top level has side effects (the generated
// tables are marked pure), which `npm run bench -- package` shows (bundle rows).

/**
 * The hand-written modules `import('codex-rx')` loads: every file of lib/
 * reachable from lib/index.ts by static imports (the same walk as
 * spec/package/runtime-free-core.spec.ts). The build puts them in one chunk:
 * left to itself, rolldown cut them into a shared chunk per combination of
 * entries using them (six files for the core alone), and each file is one
 * more read, compile and link at every import.
 */
function coreModules(): Set<string> {
  const seen = new Set<string>();
  const stack = [resolve('lib/index.ts')];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
      .importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const base = join(dirname(file), fileName.replace(/\.js$/, ''));
      const found = [
        `${base}.ts`,
        join(base, 'index.ts'),
        ...(base.endsWith('.json') ? [base] : []),
      ].find((candidate) => existsSync(candidate));
      if (found !== undefined && !/[\\/]gen[\\/]/.test(found)) stack.push(found);
    }
  }
  return seen;
}
const core = coreModules();
const isCore = (id: string): boolean => core.has(id);

// Modules of gen/ (not lib/codegen/), not their declarations (`.d.ts`).
const isGen = (id: string): boolean => /[\\/]gen[\\/]/.test(id) && !/\.d\.[cm]?ts$/.test(id);
// io-ts through the package's own `#io-ts` (package.json "imports"): Node
// gets lib/node/io-ts.cjs, which require()s io-ts, so that Node does not lex
// io-ts's 52 KB CommonJS file for its export names (that lexing made Node
// optimise its lexer: 15-40 ms of CPU per `import('codex-rx')`); bundlers
// and browsers get io-ts itself. The JS only: the declarations keep `io-ts`.
const ioTsThroughImports = {
  name: 'codex-rx:io-ts-through-imports',
  resolveId: {
    order: 'pre' as const,
    handler(id: string, importer: string | undefined) {
      if (id !== 'io-ts' || (importer !== undefined && /\.d\.[cm]?ts$/.test(importer))) return null;
      return { id: '#io-ts', external: true };
    },
  },
};

const shared = {
  format: 'esm',
  platform: 'neutral',
  // Node built-ins stay imports (codex-rx/node, codex-rx/testing); the core and
  // codex-rx/testing/browser have none.
  deps: {
    neverBundle: [/^node:/],
    alwaysBundle: ['@cfworker/json-schema', 'safe-stable-stringify'],
  },
  // safe-stable-stringify's own ES module entry reads `configure` off its
  // CommonJS module at its top level, which app bundlers must keep (it could run
  // a getter), so every bundle kept the package; its CommonJS file, bundled
  // with rolldown's lazy interop, is dropped when `canonicalJson` is unused.
  alias: { 'safe-stable-stringify': resolve('node_modules/safe-stable-stringify/index.js') },
  target: 'node20.19',
  outDir: 'dist',
  report: false,
  inputOptions: { checks: { pluginTimings: false } },
  sourcemap: true,
  // Maps name lib/ files and lines (stack traces under --enable-source-maps)
  // without embedding the sources: that alone was half the tarball (<= 4 MB).
  //
  // No JSDoc in the JS (the .d.mts keep it): a fifth of the core chunk's bytes,
  // which every `import('codex-rx')` reads, decodes and scans. The annotations
  // (`@__PURE__`) stay: bundlers drop unused code by them.
  outputOptions: {
    sourcemapExcludeSources: true,
    comments: { legal: true, annotation: true, jsdoc: false },
  },
  tsconfig: 'tsconfig.build.json',
  plugins: [ioTsThroughImports],
  // find-executable resolves @openai/codex from its own directory. Sources stay
  // free of `import.meta` (jest runs them as CommonJS); the build supplies it.
  define: { __CODEX_RX_MODULE_URL__: 'import.meta.url' },
} satisfies UserConfig;

export default defineConfig([
  {
    ...shared,
    entry: {
      index: 'lib/index.ts',
      advanced: 'lib/advanced.ts',
      node: 'lib/node.ts',
      testing: 'lib/testing.ts',
      'testing-browser': 'lib/testing-browser.ts',
      relay: 'lib/relay.ts',
    },
    clean: true,
    copy: [{ from: 'lib/node/io-ts.cjs', to: 'dist', flatten: true }],
    dts: { sourcemap: true },
    outputOptions: {
      ...shared.outputOptions,
      // The generated codecs and tables in a chunk of their own (JS only: the
      // declaration chunks, which rolldown-plugin-dts builds in the same graph,
      // keep theirs).
      codeSplitting: {
        groups: [
          // The two bundled packages (see `deps`), each in a chunk of its own:
          // the top level of each has a statement bundlers must keep
          // (@cfworker's `new URL(...)`; the call that wraps
          // safe-stable-stringify's CommonJS module, which rolldown emits in
          // the module importing it), so they drop them only as a whole file,
          // and only apps using them (structured output; the pool) keep them.
          { name: 'json-schema', test: /[\\/]node_modules[\\/]@cfworker[\\/]/ },
          {
            name: 'canonical-json',
            test: /([\\/]node_modules[\\/]safe-stable-stringify[\\/]|[\\/]lib[\\/]client[\\/]canonical-json\.ts$)/,
          },
          // Everything else `import('codex-rx')` loads, generated codecs
          // included, in one file (see `coreModules`).
          { name: 'core', test: (id: string) => isCore(id) || isGen(id) },
        ],
      },
    },
  },
  // The two commands, built apart from the library: sharing its chunks made
  // rolldown wrap modules in lazy initialisers, which bundlers cannot drop.
  {
    ...shared,
    entry: {
      'codex-rx-schema': 'lib/codegen/snapshot-cli.ts',
      'codex-rx-relay': 'lib/relay/cli.ts',
    },
    clean: false,
    dts: false,
  },
]);
