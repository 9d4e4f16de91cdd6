/**
 * What the built package costs an app (run `npm run build` first): bundle
 * sizes of typical imports (esbuild, minified, peers external) against the
 * bundle of `export *` (everything), and the time of `import()` in a fresh
 * Node process against vscode-jsonrpc's, measured alternately in the same run.
 *
 * Two import figures: cold (nothing loaded yet) and with the peers already
 * loaded (rxjs, io-ts, fp-ts). The goal (within 2x of vscode-jsonrpc) is on
 * the second: the peers are the app's own dependencies, loaded by the app
 * whether or not it uses codex-rx (rxjs alone costs about 3x vscode-jsonrpc),
 * so what codex-rx adds to an app's start is its own share. Each ratio is the
 * median over rounds of that round's time over vscode-jsonrpc's in the same
 * round (robust to the machine's speed drifting during the run).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import type { BenchTable } from './table.js';

const root = resolve(__dirname, '..');
const PEERS = ['rxjs', 'io-ts', 'fp-ts'];
/** The peers as codex-rx loads them (fp-ts only through io-ts, which loads `fp-ts/lib/Either.js`). */
const PEER_IMPORTS = ['rxjs', 'io-ts', 'fp-ts/lib/Either.js'];

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
    external: PEERS,
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
 * Wall and CPU (user + system) milliseconds of importing `specifiers` after
 * `preload`, in a fresh process. Before the clock starts, the process waits
 * until it is quiet (under 2 ms of CPU in 20 ms, at most 0.5 s): loading the
 * peers starts V8 compiling Node's CommonJS export lexer in the background
 * (~90 ms of TurboFan on another thread, `node --trace-opt`), which otherwise
 * lands in the window of the next import and was counted as codex-rx's.
 */
function importMs(
  specifiers: readonly string[],
  preload: readonly string[] = [],
): { wall: number; cpu: number } {
  const script =
    `const load = (s) => import(s);` +
    `const quiet = async () => { for (let i = 0; i < 25; i++) { const c = process.cpuUsage();` +
    ` await new Promise((r) => setTimeout(r, 20)); const d = process.cpuUsage(c);` +
    ` if (d.user + d.system < 2000) return; } };` +
    `Promise.all(${JSON.stringify(preload)}.map(load)).then(async () => { await quiet();` +
    `const c = process.cpuUsage(); const t = performance.now();` +
    `for (const s of ${JSON.stringify(specifiers)}) await load(s);` +
    `const wall = performance.now() - t; const { user, system } = process.cpuUsage(c);` +
    `console.log(JSON.stringify({ wall, cpu: (user + system) / 1000 })); });`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: root,
      encoding: 'utf8',
    }),
  ) as { wall: number; cpu: number };
}

/** The files of dist/ that `import('codex-rx')` loads (static imports from dist/index.mjs). */
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
  };
  visit(join(root, 'dist', 'index.mjs'));
  return seen.size;
}

const median = (xs: number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

export async function run(): Promise<BenchTable> {
  if (!existsSync(join(root, 'dist', 'index.mjs')))
    throw new Error('dist/ is missing: run `npm run build` first');
  const rows: Array<Record<string, string | number>> = [];

  const dir = appDir();
  try {
    const all = await bundleSize(dir, BUNDLES[BUNDLES.length - 1]?.[1] ?? '');
    for (const [name, code] of BUNDLES) {
      const size = await bundleSize(dir, code);
      rows.push({
        case: `bundle: ${name}`,
        'min KB': +(size.min / 1024).toFixed(1),
        'gzip KB': +(size.gzip / 1024).toFixed(1),
        'generated %': Math.round((100 * size.generated) / Math.max(size.min, 1)),
        ratio: `${(size.min / all.min).toFixed(3)}x everything`,
      });
    }
    // What a browser really downloads: the web demo's page, rxjs/io-ts/fp-ts included.
    const { bundlePage } = await import('../examples/web/server.js');
    const page = await bundlePage();
    const pageBytes = Buffer.from(page.js);
    rows.push({
      case: 'bundle: web demo page (examples/web, peers included)',
      'min KB': +(pageBytes.length / 1024).toFixed(1),
      'gzip KB': +(gzipSync(pageBytes).length / 1024).toFixed(1),
      ratio: `${(pageBytes.length / all.min).toFixed(3)}x everything`,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const RUNS = 11;
  const startLoad = loadavg()[0];
  const GOAL = 'codex-rx, peers already loaded (goal: < 2x)';
  const GOAL_BASE = 'vscode-jsonrpc, the same peers already loaded';
  const cases = {
    'vscode-jsonrpc': () => importMs(['vscode-jsonrpc']),
    [GOAL_BASE]: () => importMs(['vscode-jsonrpc'], PEER_IMPORTS),
    'codex-rx (cold)': () => importMs(['codex-rx']),
    [GOAL]: () => importMs(['codex-rx'], PEER_IMPORTS),
    'peers alone, as codex-rx loads them (rxjs, io-ts, fp-ts/lib/Either)': () =>
      importMs(PEER_IMPORTS),
    'rxjs alone': () => importMs(['rxjs']),
    'io-ts alone (with the fp-ts modules it loads)': () => importMs(['io-ts']),
  };
  const wall: Record<string, number[]> = {};
  const cpu: Record<string, number[]> = {};
  for (let i = 0; i < RUNS; i++)
    for (const [name, measure] of Object.entries(cases)) {
      const m = measure();
      (wall[name] ??= []).push(m.wall);
      (cpu[name] ??= []).push(m.cpu);
    }
  // ratio of each round against vscode-jsonrpc in the same round, then the median
  const ratio = (xs: number[], base: number[]): number =>
    median(xs.map((x, i) => x / (base[i] ?? NaN)));
  const verdict: Record<string, string> = {};
  for (const [name, xs] of Object.entries(wall)) {
    const cpuMs = cpu[name] ?? [];
    const wallRatio = ratio(xs, wall['vscode-jsonrpc'] ?? []);
    const cpuRatio = ratio(cpuMs, cpu['vscode-jsonrpc'] ?? []);
    rows.push({
      case: `import(): ${name}`,
      'median ms': +median(xs).toFixed(1),
      ratio: `${wallRatio.toFixed(2)}x vscode-jsonrpc`,
      'cpu ms': +median(cpuMs).toFixed(1),
      'cpu ratio': `${cpuRatio.toFixed(2)}x`,
    });
    if (name === GOAL) {
      // against vscode-jsonrpc imported in the same state (peers loaded, loader warm)
      const goalWall = ratio(xs, wall[GOAL_BASE] ?? []);
      const goalCpu = ratio(cpuMs, cpu[GOAL_BASE] ?? []);
      verdict.goal = `${goalWall.toFixed(2)}x wall, ${goalCpu.toFixed(2)}x CPU of vscode-jsonrpc imported after the same peers (${wallRatio.toFixed(2)}x / ${cpuRatio.toFixed(2)}x of it imported first): ${goalWall < 2 && goalCpu < 2 ? 'met' : 'NOT met'}`;
    }
    if (name === 'codex-rx (cold)')
      verdict.cold = `${wallRatio.toFixed(2)}x wall, ${cpuRatio.toFixed(2)}x CPU`;
  }
  const [load1] = loadavg();
  return {
    title: 'package: bundle sizes (esbuild --minify, rxjs/io-ts/fp-ts external) and cold import()',
    rows,
    notes: [
      'generated %: share of the minified bundle that comes from gen/ (types vanish; codecs, descriptors, tables), traced through the source maps.',
      `import(): ${RUNS} rounds, each case once per round in a fresh Node process; ms: median; ratio: median of the rounds' ratios to vscode-jsonrpc; import('codex-rx') loads ${loadedFiles()} files of dist/.`,
      `cpu ms: user + system time of the import (less disturbed by other load than wall time); load average ${startLoad?.toFixed(2) ?? '?'} at the start, ${load1?.toFixed(2) ?? '?'} at the end.`,
      "Targets: one operator <= 15 KB minified; import within 2x of vscode-jsonrpc with the peers (rxjs, io-ts, fp-ts) already loaded: an app using codex-rx has loaded them itself (rxjs is a peer dependency), so that is what codex-rx adds to its start. The goal compares it with vscode-jsonrpc imported after the same peers (the first import of a CommonJS package also sets up Node's export lexer, which the peers have done in both).",
      `Goal (peers already loaded): ${verdict.goal ?? '?'}. Cold, peers included: ${verdict.cold ?? '?'}.`,
    ],
  };
}
