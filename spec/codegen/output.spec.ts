/**
 * The committed gen/ output: every file has the generated-code header and
 * stays under 150 KB; gen/ imports nothing outside itself but io-ts and has no
 * import cycle; modules are named by domain, not numbered; every definition of
 * both schema sets is exported with its codec; every envelope method has a
 * table entry; each set's `Protocol` object holds its values as data properties.
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import * as S from '../../gen/stable/index.js';
import * as E from '../../gen/experimental/index.js';
import { Protocol as StableProtocol } from '../../gen/stable/protocol.js';
import { Protocol } from '../../gen/experimental/protocol.js';
import { listFiles } from '../../lib/codegen/compare-dirs.js';
import { loadSchemaRoot } from './schema-arbitrary.js';
import { readSchemaVersion } from '../../lib/codegen/version-file.js';
import { SCHEMA_CODEX_VERSION } from '../../gen/version.js';

const genDir = join(__dirname, '..', '..', 'gen');
const schemaRoot = join(__dirname, '..', '..', 'schema');
const ENVELOPES = ['ClientRequest', 'ServerRequest', 'ServerNotification', 'ClientNotification'];

it('every generated file has the header and is smaller than 150 KB', () => {
  const files = listFiles(genDir).filter((f) => f.endsWith('.ts'));
  expect(files.length).toBeGreaterThan(20);
  for (const file of files) {
    const text = readFileSync(join(genDir, file), 'utf8');
    expect(text.startsWith('// GENERATED CODE! DO NOT MODIFY BY HAND!')).toBe(true);
    expect(text).toContain(`Codex version: ${readSchemaVersion(schemaRoot).codexVersion} `);
    expect(statSync(join(genDir, file)).size).toBeLessThan(150 * 1024);
  }
});

const RUNTIME = 'lib/protocol/codec-runtime.js';

/** gen/ file -> the gen/ files it imports (relative specifiers; type-only imports included). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of listFiles(genDir).filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(join(genDir, file), 'utf8');
    const specifiers = [...text.matchAll(/^(?:import|export)[^;]*?from '([^']+)';/gms)].map(
      (m) => m[1]!,
    );
    graph.set(
      file,
      specifiers
        .filter((s) => s.startsWith('.') && !s.endsWith(RUNTIME))
        .map((s) => normalize(join(dirname(file), s.replace(/\.js$/, '.ts')))),
    );
  }
  return graph;
}

it("gen/ imports only io-ts, its own files and, of lib/, the codecs' runtime", () => {
  const graph = importGraph();
  for (const file of listFiles(genDir).filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(join(genDir, file), 'utf8');
    for (const m of text.matchAll(/from '([^']+)';/g))
      expect(m[1]!.startsWith('.') || m[1] === 'io-ts').toBe(true);
  }
  // the one import of lib/: the codecs' runtime, at the path of gen/ beside lib/
  for (const file of listFiles(genDir).filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(join(genDir, file), 'utf8');
    for (const m of text.matchAll(/from '([^']*\/lib\/[^']*)';/g))
      expect(normalize(join('gen', dirname(file), m[1]!))).toBe(RUNTIME);
  }
  for (const [file, targets] of graph)
    for (const target of targets) {
      expect(target.startsWith('..')).toBe(false);
      expect({ file, target, exists: graph.has(target) }).toEqual({ file, target, exists: true });
    }
});

it('gen/ has no import cycle and no numbered module', () => {
  const graph = importGraph();
  const state = new Map<string, 'open' | 'done'>();
  const cycles: string[][] = [];
  const visit = (file: string, path: string[]): void => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') {
      cycles.push([...path.slice(path.indexOf(file)), file]);
      return;
    }
    state.set(file, 'open');
    for (const target of graph.get(file) ?? []) visit(target, [...path, file]);
    state.set(file, 'done');
  };
  for (const file of graph.keys()) visit(file, []);
  expect(cycles).toEqual([]);
  expect([...graph.keys()].filter((f) => /-\d+\.ts$/.test(f))).toEqual([]);
});

it('gen/version.ts names the codex version of schema/VERSION.json', () => {
  expect(SCHEMA_CODEX_VERSION).toBe(readSchemaVersion(schemaRoot).codexVersion);
});

describe.each([
  ['stable', S as Record<string, unknown>, StableProtocol as Record<string, unknown>],
  ['experimental', E as Record<string, unknown>, Protocol as Record<string, unknown>],
] as const)('%s set', (set, gen, protocol) => {
  const root = loadSchemaRoot(set);
  const definitions = root.definitions as Record<string, unknown>;
  const names = [
    ...Object.keys(definitions).filter((n) => n !== 'v2'),
    ...Object.keys(definitions.v2 as Record<string, unknown>),
  ].filter((n) => !ENVELOPES.includes(n));

  it('exports a codec for every definition', () => {
    const missing = names.filter(
      (n) => typeof (gen[n] as { is?: unknown } | undefined)?.is !== 'function',
    );
    expect(missing).toEqual([]);
  });

  it("protocol.ts's Protocol holds every value of the set as a plain data property", () => {
    expect(Object.keys(protocol).sort()).toEqual(Object.keys(gen).sort());
    const getters = Object.entries(Object.getOwnPropertyDescriptors(protocol)).filter(
      ([name, d]) => d.get !== undefined || d.value !== gen[name],
    );
    expect(getters).toEqual([]);
  });

  it('has a table entry for every envelope method', () => {
    const tables: Record<string, ReadonlyMap<string, unknown>> = {
      ClientRequest: gen.clientRequests as ReadonlyMap<string, unknown>,
      ServerRequest: gen.serverRequests as ReadonlyMap<string, unknown>,
      ServerNotification: gen.serverNotifications as ReadonlyMap<string, unknown>,
      ClientNotification: gen.clientNotifications as ReadonlyMap<string, unknown>,
    };
    for (const envelope of ENVELOPES) {
      const variants = (
        definitions[envelope] as { oneOf: Array<{ properties: { method: { enum: string[] } } }> }
      ).oneOf;
      expect([...tables[envelope]!.keys()].sort()).toEqual(
        variants.map((v) => v.properties.method.enum[0]).sort(),
      );
    }
  });
});
