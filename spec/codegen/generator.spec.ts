/**
 * The generator end to end on a small hand-written bundle: the emitted
 * modules are transpiled and loaded with a tiny module loader, then their
 * codecs are exercised (recursion, tagged unions with hoisted variants,
 * nullable anyOf, merged string enums, type lists, maps, allOf, integer
 * formats, envelopes as method tables, experimental-only methods).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import * as iots from 'io-ts';
import ts from 'typescript';
import * as runtime from '../../lib/protocol/codec-runtime.js';
import { generate, type GenerateResult } from '../../lib/codegen/generate.js';
import { writeOutput } from '../../lib/codegen/write-output.js';
import { listFiles } from '../../lib/codegen/compare-dirs.js';

const definitions = {
  Node: {
    description: 'A tree node.',
    type: 'object',
    properties: {
      name: { type: 'string' },
      children: { type: 'array', items: { $ref: '#/definitions/v2/Node' } },
    },
    required: ['name', 'children'],
  },
  Shape: {
    oneOf: [
      {
        title: 'CircleShape',
        type: 'object',
        properties: {
          type: { enum: ['circle'], type: 'string' },
          radius: { type: 'integer', format: 'int64' },
        },
        required: ['type', 'radius'],
      },
      {
        title: 'SquareShape',
        type: 'object',
        properties: {
          type: { enum: ['square'], type: 'string' },
          side: { type: ['number', 'null'] },
        },
        required: ['type'],
      },
    ],
  },
  Mode: {
    oneOf: [
      { enum: ['a', 'b'], type: 'string' },
      { enum: ['c'], type: 'string', description: 'C.' },
    ],
  },
  Holder: {
    type: 'object',
    properties: {
      shape: { anyOf: [{ $ref: '#/definitions/v2/Shape' }, { type: 'null' }] },
      mode: { allOf: [{ $ref: '#/definitions/v2/Mode' }], description: 'The mode.' },
      env: { type: 'object', additionalProperties: { type: 'string' } },
      any: true,
    },
    required: ['mode'],
  },
  PingParams: {
    type: 'object',
    properties: { node: { $ref: '#/definitions/v2/Node' } },
    required: ['node'],
  },
  PingResponse: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] },
  SecretParams: { type: 'object', properties: {} },
  SecretResponse: {
    type: 'object',
    properties: { secret: { type: 'string' } },
    required: ['secret'],
  },
};

const request = (method: string, params: string) => ({
  type: 'object',
  properties: {
    id: { $ref: '#/definitions/RequestId' },
    method: { enum: [method], type: 'string' },
    params: { $ref: `#/definitions/v2/${params}` },
  },
  required: ['id', 'method', 'params'],
});

function bundle(experimental: boolean): unknown {
  const clientRequests = [
    request('ping', 'PingParams'),
    ...(experimental ? [request('secret/get', 'SecretParams')] : []),
  ];
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'CodexAppServerProtocol',
    type: 'object',
    definitions: {
      RequestId: { anyOf: [{ type: 'string' }, { type: 'integer', format: 'int64' }] },
      ClientRequest: { oneOf: clientRequests },
      ServerRequest: { oneOf: [] },
      ServerNotification: {
        oneOf: [
          {
            type: 'object',
            properties: {
              method: { enum: ['holder/changed'], type: 'string' },
              params: { $ref: '#/definitions/v2/Holder' },
            },
            required: ['method', 'params'],
          },
        ],
      },
      ClientNotification: {
        oneOf: [
          {
            type: 'object',
            properties: { method: { enum: ['initialized'], type: 'string' } },
            required: ['method'],
          },
        ],
      },
      v2: definitions,
    },
  };
}

/** Loads generated TypeScript modules from memory (CommonJS after transpiling). */
function loader(files: ReadonlyMap<string, string>): (path: string) => Record<string, unknown> {
  const cache = new Map<string, { exports: Record<string, unknown> }>();
  const load = (path: string): Record<string, unknown> => {
    const cached = cache.get(path);
    if (cached) return cached.exports;
    const source = files.get(path);
    if (source === undefined) throw new Error(`no generated file ${path}`);
    const module = { exports: {} as Record<string, unknown> };
    cache.set(path, module);
    const js = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    const req = (specifier: string): unknown => {
      if (specifier === 'io-ts') return iots;
      // gen/ sits beside lib/: its one import of lib/ is the codecs' runtime
      if (specifier.endsWith('/lib/protocol/codec-runtime.js')) return runtime;
      return load(
        posix.normalize(posix.join(posix.dirname(path), specifier.replace(/\.js$/, '.ts'))),
      );
    };
    new Function('require', 'exports', 'module', js)(req, module.exports, module);
    return module.exports;
  };
  return load;
}

let root = '';
let result: GenerateResult;
let stable: Record<string, unknown>;
let experimental: Record<string, unknown>;
const rt = runtime;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'codex-rx-gen-'));
  for (const set of ['stable', 'experimental'] as const) {
    mkdirSync(join(root, set));
    writeFileSync(
      join(root, set, 'codex_app_server_protocol.schemas.json'),
      JSON.stringify(bundle(set === 'experimental')),
    );
  }
  writeFileSync(join(root, 'VERSION.json'), JSON.stringify({ codexVersion: '9.9.9' }));
  // format: false -- Prettier loads its plugins with dynamic import(), which jest's CommonJS runtime refuses.
  result = await generate({ schemaRoot: root, schemaLabel: 'fixture', format: false });
  const load = loader(result.files);
  stable = load('stable/index.ts');
  experimental = load('experimental/index.ts');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const codec = (m: Record<string, unknown>, name: string) =>
  m[name] as runtime.TaggedUnionType<unknown>;

describe('generated output', () => {
  it('every file carries the header naming generator, schema file and codex version', () => {
    for (const [path, text] of result.files) {
      if (!path.endsWith('.ts')) continue;
      expect(
        text.startsWith(
          '// GENERATED CODE! DO NOT MODIFY BY HAND!\n// Generator: codex-rx lib/codegen',
        ),
      ).toBe(true);
      expect(text).toMatch(
        /Schema: fixture\/((stable|experimental|\{stable,experimental\})\/codex_app_server_protocol\.schemas\.json|VERSION\.json)/,
      );
      expect(text).toContain('Codex version: 9.9.9');
    }
  });

  it("generated modules import io-ts, each other and, of lib/, only the codecs' runtime", () => {
    expect([...result.files.keys()].some((path) => path.startsWith('runtime/'))).toBe(false);
    expect(result.files.get('stable/client-requests.ts')).toContain(
      "import * as rt from '../../lib/protocol/codec-runtime.js';",
    );
    expect(result.files.get('stable/v2/common.ts')).toContain(
      "import * as rt from '../../../lib/protocol/codec-runtime.js';",
    );
    for (const [path, text] of result.files)
      for (const [, from] of text.matchAll(/from '([^']+)'/g))
        if (from!.includes('lib/'))
          expect(`${path}: ${from}`).toMatch(/lib\/protocol\/codec-runtime\.js$/);
  });

  it('version.ts exports the codex version of VERSION.json as SCHEMA_CODEX_VERSION', () => {
    expect(result.files.get('version.ts')).toMatch(
      /export const SCHEMA_CODEX_VERSION = ["']9\.9\.9["'];/,
    );
  });

  it('writes explicit types beside the codecs, with JSDoc from descriptions', () => {
    const text = [...result.files].find(([p]) => p.startsWith('stable/v2/'))![1];
    expect(text).toContain('/** A tree node. */\nexport type Node = {');
    // each codec io-ts code, built on first use (rt.lazy): cycles need no order
    expect(text).toContain(
      `export const Node: t.Type<Node> = /* @__PURE__ */ rt.lazy('Node', () => t.type({ name: t.string, children: t.array(Node) }));`,
    );
    expect(text).toContain(
      `export const Shape: rt.TaggedUnionType<Shape> = /* @__PURE__ */ rt.lazyTagged('Shape', () => rt.taggedUnion('type', { circle: CircleShape, square: SquareShape }, 'Shape'));`,
    );
    expect(text).toContain(
      `export const SquareShape: t.Type<SquareShape> = /* @__PURE__ */ rt.lazy('SquareShape', () => t.intersection([t.type({ type: t.literal("square") }), t.partial({ side: rt.nullable(t.number) })]));`,
    );
    expect(text).toContain(
      `export const Mode: t.Type<Mode> = /* @__PURE__ */ rt.lazy('Mode', () => rt.openEnum(t.keyof({ a: null, b: null, c: null })));`,
    );
    expect(text).toContain('export type Mode = "a" | "b" | "c";'); // unformatted: JSON quotes
    expect(text).toMatch(/shape\?: Shape \| null;/);
    expect(text).toMatch(/env\?: \{ \[key: string\]: string \};/);
    expect(text).toMatch(/side\?: number \| null;/);
  });

  it('recursive definitions decode (references resolved when first used)', () => {
    const Node = codec(stable, 'Node');
    expect(
      Node.is({ name: 'a', children: [{ name: 'b', children: [{ name: 'c', children: [] }] }] }),
    ).toBe(true);
    expect(
      Node.is({ name: 'a', children: [{ name: 'b', children: [{ name: 3, children: [] }] }] }),
    ).toBe(false);
  });

  it('tagged unions dispatch on the tag; unknown tags are generic unless strict; integers are checked', () => {
    const Shape = codec(stable, 'Shape');
    expect(Shape.is({ type: 'circle', radius: 2, extra: 1 })).toBe(true);
    expect(Shape.is({ type: 'circle', radius: 2.5 })).toBe(false);
    expect(Shape.is({ type: 'square', side: null })).toBe(true);
    expect(Shape.is({ type: 'hexagon' })).toBe(true);
    expect(rt.withStrictness(true, () => Shape.is({ type: 'hexagon' }))).toBe(false);
    expect([...Shape.tags]).toEqual(['circle', 'square']);
    expect(typeof stable['CircleShape']).toBe('object'); // hoisted variant
  });

  it('maps, nullable refs, allOf refs and unknown values', () => {
    const Holder = codec(stable, 'Holder');
    expect(Holder.is({ mode: 'c', shape: null, env: { A: 'x' }, any: [1, { b: 2 }] })).toBe(true);
    expect(Holder.is({ mode: 'c', env: { A: 1 } })).toBe(false);
    expect(rt.withStrictness(true, () => Holder.is({ mode: 'z' }))).toBe(false);
  });

  it('envelopes become method tables with predicates; experimental-only methods are listed', () => {
    const table = stable['clientRequests'] as ReadonlyMap<string, runtime.RequestSpec>;
    expect([...table.keys()]).toEqual(['ping']);
    expect(table.get('ping')!.result).toBe(stable['PingResponse']);
    expect((stable['isServerNotificationMethod'] as (m: string) => boolean)('holder/changed')).toBe(
      true,
    );
    expect([...(experimental['experimentalClientRequestMethods'] as Set<string>)]).toEqual([
      'secret/get',
    ]);
    expect(experimental['Node']).toBe(stable['Node']); // shared definitions are re-exported, not duplicated
  });

  it('each method has a descriptor (name, codecs, scope, stability); the table holds the same objects', () => {
    type Descriptors = Record<string, runtime.RequestSpec>;
    const ping = (stable['clientRequestDescriptors'] as Descriptors)['ping']!;
    expect(ping).toMatchObject({ method: 'ping', paramsRequired: true, experimental: false });
    expect(ping.result).toBe(stable['PingResponse']);
    expect((stable['clientRequests'] as ReadonlyMap<string, unknown>).get('ping')).toBe(ping);
    const secret = (experimental['clientRequestDescriptors'] as Descriptors)['secret/get']!;
    expect(secret.experimental).toBe(true);
    expect((experimental['clientRequestDescriptors'] as Descriptors)['ping']!.experimental).toBe(
      false,
    );
  });
});

describe('writeOutput', () => {
  it('wipes the output directory so deleted definitions disappear', () => {
    const out = mkdtempSync(join(tmpdir(), 'codex-rx-out-'));
    try {
      writeFileSync(join(out, 'stale.ts'), '// old');
      writeOutput(out, new Map([['stable/index.ts', '// new\n']]));
      expect(listFiles(out)).toEqual(['stable/index.ts']);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
