import { defineConfig } from 'tsdown';

// One ES module build (no CommonJS copy): `require('codex-rx')` loads these same
// files through Node's require(esm), so `import` and `require` share one module
// instance (see README, "Module format"). `unbundle` keeps one output file per
// source file, so bundlers drop whatever an app does not import.
export default defineConfig({
  entry: {
    index: 'lib/index.ts',
    node: 'lib/node.ts',
    testing: 'lib/testing.ts',
    'testing-browser': 'lib/testing-browser.ts',
    relay: 'lib/relay.ts',
    'codex-rx-schema': 'lib/codegen/snapshot-cli.ts',
    'codex-rx-relay': 'lib/relay/cli.ts',
  },
  format: 'esm',
  platform: 'neutral',
  // Node built-ins stay imports (codex-rx/node, codex-rx/testing); the core and
  // codex-rx/testing/browser have none.
  deps: { neverBundle: [/^node:/] },
  target: 'node20.19',
  unbundle: true,
  outDir: 'dist',
  clean: true,
  report: false,
  inputOptions: { checks: { pluginTimings: false } },
  sourcemap: true,
  // Maps name lib/ files and lines (stack traces under --enable-source-maps)
  // without embedding the sources: that alone was half the tarball (<= 4 MB).
  outputOptions: { sourcemapExcludeSources: true },
  dts: { sourcemap: true },
  tsconfig: 'tsconfig.build.json',
  // find-executable resolves @openai/codex from its own directory. Sources stay
  // free of `import.meta` (jest runs them as CommonJS); the build supplies it.
  define: { __CODEX_RX_MODULE_URL__: 'import.meta.url' },
});
