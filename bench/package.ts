/**
 * What the built package costs an app: bundle sizes of typical imports
 * (esbuild, minified, rxjs/io-ts/fp-ts/ws external) against the bundle of
 * `export *` (everything), and the time of `import('codex-rx')` in a fresh
 * Node process (its peers included) against importing rxjs and
 * vscode-jsonrpc in one, measured alternately in the same run. Each ratio is
 * the median over rounds of that round's time over the baseline's in the
 * same round (robust to the machine's speed drifting during the run).
 *
 * `npm run bench -- package`
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { root } from './runner.js';
import { median, type BenchTable, type Floor } from './table.js';

// `#io-ts`: how the built package names io-ts (package.json "imports"; lib/node/io-ts.cjs)
const EXTERNAL = ['rxjs', 'io-ts', '#io-ts', 'fp-ts', 'ws'];

const BUNDLES: ReadonlyArray<readonly [string, string]> = [
  ['one operator (frameLines)', `import { frameLines } from 'codex-rx'; console.log(frameLines);`],
  [
    'ofMethod + forThread',
    `import { ofMethod, forThread } from 'codex-rx'; console.log(ofMethod, forThread);`,
  ],
  ['Client', `import { Client } from 'codex-rx'; console.log(Client);`],
  ['everything (export *)', `import * as all from 'codex-rx'; console.log(all);`],
];

/** A directory whose node_modules/codex-rx is this package, so esbuild resolves it as an app would. */
function appDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'codex-rx-bench-app-'));
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(root, join(dir, 'node_modules', 'codex-rx'), 'dir');
  return dir;
}

export async function bundleSize(
  dir: string,
  code: string,
): Promise<{ min: number; gzip: number; generated: number }> {
  const out = await build({
    stdin: { contents: code, resolveDir: dir, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    external: EXTERNAL,
    write: false,
    logLevel: 'silent',
    // esbuild follows dist/'s own source maps back to lib/ and gen/
    sourcemap: 'external',
    outfile: join(dir, 'bundle.js'),
  });
  const bytes = out.outputFiles.find((f) => f.path.endsWith('.js'))?.contents ?? new Uint8Array();
  const map = out.outputFiles.find((f) => f.path.endsWith('.map'))?.text;
  const generated =
    map === undefined
      ? 0
      : bytesFrom(JSON.parse(map) as SourceMap, Buffer.from(bytes).toString(), /(^|\/)gen\//);
  return { min: bytes.length, gzip: gzipSync(bytes).length, generated };
}

interface SourceMap {
  readonly sources: readonly string[];
  readonly mappings: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * Characters of the generated file that `map` traces to sources matching
 * `source` (generated code lives in the same chunk as lib/'s: the source map
 * tells them apart). A segment covers the columns up to the next segment of
 * its line (or its end). Columns count UTF-16 code units, near enough to
 * bytes for a share.
 */
function bytesFrom(map: SourceMap, code: string, source: RegExp): number {
  const lines = code.split('\n');
  let total = 0;
  let sourceIndex = 0;
  for (const [n, line] of map.mappings.split(';').entries()) {
    let column = 0;
    const starts: Array<[number, boolean]> = [];
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0] ?? 0;
      if (fields.length > 1) sourceIndex += fields[1] ?? 0;
      starts.push([column, fields.length > 1 && source.test(map.sources[sourceIndex] ?? '')]);
    }
    starts.push([lines[n]?.length ?? column, false]);
    for (let i = 0; i < starts.length - 1; i++)
      if (starts[i]![1]) total += starts[i + 1]![0] - starts[i]![0];
  }
  return total;
}

/**
 * Wall and CPU (user + system) milliseconds of importing `specifiers` in a
 * fresh process. Before the clock starts, the process waits until it is quiet
 * (under 2 ms of CPU in 20 ms, at most 0.5 s), so that its own start-up work
 * does not land in the window.
 */
function importMs(specifiers: readonly string[]): { wall: number; cpu: number } {
  const script =
    `const quiet = async () => { for (let i = 0; i < 25; i++) { const c = process.cpuUsage();` +
    ` await new Promise((r) => setTimeout(r, 20)); const d = process.cpuUsage(c);` +
    ` if (d.user + d.system < 2000) return; } };` +
    `quiet().then(async () => { const c = process.cpuUsage(); const t = performance.now();` +
    `for (const s of ${JSON.stringify(specifiers)}) await import(s);` +
    `const wall = performance.now() - t; const { user, system } = process.cpuUsage(c);` +
    `console.log(JSON.stringify({ wall, cpu: (user + system) / 1000 })); });`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: root,
      encoding: 'utf8',
    }),
  ) as { wall: number; cpu: number };
}

/**
 * The files of dist/ that `import('codex-rx')` loads (static imports from
 * dist/index.mjs; `#io-ts` is dist/io-ts.cjs in Node, package.json "imports").
 */
function loadedFiles(): number {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, spec] of code.matchAll(
      /^(?:import|export)[^'"]*from\s*["'](\.{1,2}\/[^"']+)["']/gm,
    ))
      if (spec !== undefined) visit(join(dirname(file), spec));
    if (/^import[^'"]*from\s*["']#io-ts["']/m.test(code)) seen.add(join(root, 'dist', 'io-ts.cjs'));
  };
  visit(join(root, 'dist', 'index.mjs'));
  return seen.size;
}

const KB = 1024;
const BASE = 'rxjs + vscode-jsonrpc';

export async function run(): Promise<BenchTable[]> {
  if (!existsSync(join(root, 'dist', 'index.mjs')))
    throw new Error('dist/ is missing: run `npm run build` first');
  return [await bundleTable(), importTable()];
}

async function bundleTable(): Promise<BenchTable> {
  const rows: Array<Record<string, string | number>> = [];
  const floors: Floor[] = [];

  const dir = appDir();
  try {
    const all = await bundleSize(dir, BUNDLES[BUNDLES.length - 1]?.[1] ?? '');
    for (const [name, code] of BUNDLES) {
      const size = await bundleSize(dir, code);
      rows.push({
        'bundle of an app importing': name,
        'min KB': +(size.min / KB).toFixed(1),
        'gzip KB': +(size.gzip / KB).toFixed(1),
        'from gen/': `${Math.round((100 * size.generated) / Math.max(size.min, 1))}%`,
        ratio: `${(size.min / all.min).toFixed(3)}x everything`,
      });
      if (name === 'Client')
        floors.push({
          name: 'Client bundle <= 260 KB (esbuild, minified, rxjs/io-ts/fp-ts/ws external)',
          figure: `${(size.min / KB).toFixed(1)} KB`,
          pass: size.min <= 260 * KB,
        });
    }
    // What a browser really downloads: the web demo's page, rxjs/io-ts/fp-ts included.
    const { bundlePage } = await import('../examples/web/server.js');
    const page = Buffer.from((await bundlePage()).js);
    rows.push({
      'bundle of an app importing': 'the web demo page (examples/web, peers included)',
      'min KB': +(page.length / KB).toFixed(1),
      'gzip KB': +(gzipSync(page).length / KB).toFixed(1),
      ratio: `${(page.length / all.min).toFixed(3)}x everything`,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return {
    title: 'bundle of an app importing codex-rx (esbuild --minify, rxjs/io-ts/fp-ts/ws external)',
    rows,
    floors,
    notes: [
      'from gen/: share of the minified bundle that comes from gen/, traced through the source maps.',
    ],
  };
}

function importTable(): BenchTable {
  const load = loadavg()[0] ?? NaN;
  const rows: Array<Record<string, string | number>> = [];
  const floors: Floor[] = [];
  const RUNS = 11;
  const cases: Record<string, readonly string[]> = {
    [BASE]: ['rxjs', 'vscode-jsonrpc'],
    'codex-rx': ['codex-rx'],
    rxjs: ['rxjs'],
    'vscode-jsonrpc': ['vscode-jsonrpc'],
  };
  const wall: Record<string, number[]> = {};
  const cpu: Record<string, number[]> = {};
  for (let i = 0; i < RUNS; i++)
    for (const [name, specifiers] of Object.entries(cases)) {
      const m = importMs(specifiers);
      (wall[name] ??= []).push(m.wall);
      (cpu[name] ??= []).push(m.cpu);
    }
  // each round's time over the baseline's in the same round, then the median
  const ratio = (xs: number[], base: number[]): number =>
    median(xs.map((x, i) => x / (base[i] ?? NaN)));
  for (const name of Object.keys(cases)) {
    const w = ratio(wall[name]!, wall[BASE]!);
    const c = ratio(cpu[name]!, cpu[BASE]!);
    rows.push({
      import: name,
      'wall ms': +median(wall[name]!).toFixed(1),
      'cpu ms': +median(cpu[name]!).toFixed(1),
      ratio: `${c.toFixed(2)}x CPU, ${w.toFixed(2)}x wall of ${BASE}`,
    });
    // held on CPU time: on a loaded machine the wall times of both are mostly the wait for a core
    if (name === 'codex-rx')
      floors.push({
        name: `import('codex-rx') <= 1.5x importing ${BASE} (CPU time)`,
        figure: `${c.toFixed(3)}x (wall ${w.toFixed(2)}x)`,
        pass: c <= 1.5,
      });
  }
  return {
    title: `cold import() in a fresh Node process (load ${load.toFixed(2)})`,
    rows,
    floors,
    notes: [
      `import(): ${RUNS} rounds, each case once per round in a fresh Node process (wall and user + system CPU ms: medians); import('codex-rx') loads ${loadedFiles()} files of dist/ and its peers.`,
    ],
  };
}
