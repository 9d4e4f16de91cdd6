/**
 * An app's bundler keeps only what the app imports from the built package
 * (run after `npm run build`, which `npm test` does first). dist/ is a few
 * shared chunks, so this holds only while nothing at a chunk's top level has
 * side effects: one impure top-level statement (a table built by a call not
 * marked pure, a prototype patched after a class) keeps its whole chunk, and
 * with it the generated codecs, in every bundle.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve(__dirname, '..', '..');
const entry = join(root, 'dist', 'index.mjs');

/** Minified bytes of an app importing `names` from codex-rx (peers external, as an app has them). */
async function bundleBytes(names: string): Promise<number> {
  const out = await build({
    stdin: {
      contents: `import { ${names} } from ${JSON.stringify(entry)}; console.log(${names});`,
      resolveDir: root,
      loader: 'js',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    // `#io-ts`: how the built package names io-ts (package.json "imports")
    external: ['rxjs', 'io-ts', '#io-ts', 'fp-ts'],
    write: false,
    logLevel: 'silent',
  });
  return out.outputFiles[0]?.contents.length ?? 0;
}

describe('tree shaking of the built package', () => {
  beforeAll(() => {
    if (!existsSync(entry))
      throw new Error('dist/ is missing: run `npm run build` first (npm test does)');
  });

  it.each(['frameLines', 'ofMethod, forThread'])(
    'importing %s bundles at most 15 KB minified',
    async (names) => {
      expect(await bundleBytes(names)).toBeLessThanOrEqual(15 * 1024);
    },
  );

  it('the measure sees the codecs when they are used (Client)', async () => {
    expect(await bundleBytes('Client')).toBeGreaterThan(100 * 1024);
  });
});
