/**
 * ESM and CommonJS consumers can both import every entry point of the built
 * package (run after `npm run build`, which `npm test` does first), and get
 * the same module: the package is ES modules only and `require` loads them
 * through Node's require(esm). Node resolves `codex-rx` to this package through
 * its own `exports` map.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '..', '..');
const entries = [
  'codex-rx',
  'codex-rx/advanced',
  'codex-rx/node',
  'codex-rx/testing',
  'codex-rx/testing/browser',
  'codex-rx/relay',
];

function node(args: string[]): string {
  return execFileSync(process.execPath, args, { cwd: root, encoding: 'utf8' }).trim();
}

describe('package entry points', () => {
  beforeAll(() => {
    if (!existsSync(join(root, 'dist', 'index.mjs'))) {
      throw new Error('dist/ is missing: run `npm run build` first (npm test does)');
    }
  });

  const probe: Record<string, string> = {
    'codex-rx': 'Session',
    'codex-rx/advanced': 'decodeServerNotification',
    'codex-rx/node': 'createStdioTransport',
    'codex-rx/testing': 'launchAppServer',
    'codex-rx/testing/browser': 'FakeAppServer',
    'codex-rx/relay': 'createRelay',
  };

  it.each(entries)('require(%s) works (CommonJS)', (entry) => {
    const out = node([
      '-e',
      `console.log(typeof require(${JSON.stringify(entry)}).${probe[entry]})`,
    ]);
    expect(out).toBe('function');
  });

  it.each(entries)('import(%s) works (ESM)', (entry) => {
    const out = node([
      '--input-type=module',
      '-e',
      `const m = await import(${JSON.stringify(entry)}); console.log(typeof m.${probe[entry]})`,
    ]);
    expect(out).toBe('function');
  });

  it('ESM and CommonJS expose the same names', () => {
    const cjs = node(['-e', `console.log(Object.keys(require('codex-rx')).sort().join(','))`]);
    const esm = node([
      '--input-type=module',
      '-e',
      `const m = await import('codex-rx'); console.log(Object.keys(m).filter((k) => k !== 'default').sort().join(','))`,
    ]);
    expect(esm).toBe(cjs);
  });

  it.each(entries)('require(%s) and import(%s) are one module instance', (entry) => {
    const out = node([
      '-e',
      `const c = require(${JSON.stringify(entry)}); import(${JSON.stringify(entry)}).then((m) => console.log(Object.keys(c).length > 0 && Object.keys(c).every((k) => c[k] === m[k])))`,
    ]);
    expect(out).toBe('true');
  });

  it('an error class thrown from a required module is instanceof the imported one', () => {
    const out = node([
      '-e',
      `const { ClientClosedError } = require('codex-rx'); import('codex-rx').then((m) => console.log(new ClientClosedError('x') instanceof m.CodexRxError))`,
    ]);
    expect(out).toBe('true');
  });

  // In Node the package reaches io-ts through dist/io-ts.cjs (package.json
  // "imports", `#io-ts`), which names io-ts's exports one by one.
  it('Node gets every name of io-ts through #io-ts, from the one io-ts an app imports', () => {
    const out = node([
      '--input-type=module',
      '-e',
      [
        `const shim = await import(${JSON.stringify(join(root, 'dist', 'io-ts.cjs'))});`,
        `const t = await import('io-ts');`,
        `const names = Object.keys(t).filter((k) => k !== 'default' && k !== '__esModule');`,
        `const { Protocol } = await import('codex-rx');`,
        `console.log(JSON.stringify({ missing: names.filter((k) => shim[k] !== t[k]), same: Protocol.Turn instanceof t.Type }));`,
      ].join('\n'),
    ]);
    expect(JSON.parse(out)).toEqual({ missing: [], same: true });
  });

  it('ships type declarations for every entry point, with source and declaration maps', () => {
    for (const file of ['index', 'node', 'testing', 'testing-browser', 'relay']) {
      expect(existsSync(join(root, 'dist', `${file}.d.mts`))).toBe(true);
    }
    // Every file with code has its map beside it (entry files that only
    // re-export have nothing to map). dist/ is a few shared chunks, named by rolldown.
    const onlyReexports = (f: string): boolean =>
      readFileSync(join(root, 'dist', f), 'utf8')
        .split('\n')
        .every((line) => line === '' || /^(import|export|\/\/)/.test(line));
    const withCode = readdirSync(join(root, 'dist')).filter(
      // (rolldown's own runtime helpers have no source to map)
      (f) => /\.(mjs|d\.mts)$/.test(f) && !f.startsWith('rolldown-runtime') && !onlyReexports(f),
    );
    expect(withCode.filter((f) => f.endsWith('.d.mts')).length).toBeGreaterThan(0);
    expect(withCode.filter((f) => !existsSync(join(root, 'dist', `${f}.map`)))).toEqual([]);
  });
});
