/**
 * The generator: schema snapshot (`schema/`) -> generated TypeScript
 * (`gen/`), both sets. Pure apart from reading the snapshot: returns the files
 * to write (relative paths -> formatted text); see write-output.ts.
 *
 * @example
 * const { files, stats } = await generate({ schemaRoot: 'schema' });
 */
import { join } from 'node:path';
import { Converter } from './convert.js';
import { definitionBlock, importPath, moduleText } from './emit-module.js';
import {
  envelopeNames,
  envelopeText,
  EXPERIMENTAL_LISTS,
  experimentalListText,
  type MethodTraits,
} from './emit-envelope.js';
import { namespaceFiles, type SetExports } from './emit-namespace.js';
import {
  ENVELOPES,
  readEnvelope,
  requiresThreadId,
  type EnvelopeName,
  type MethodEntry,
} from './envelopes.js';
import { formatTypeScript } from './format.js';
import { header, type Provenance } from './header.js';
import type { NamedNode } from './ir.js';
import { BUNDLE_FILE, loadBundle } from './json-schema.js';
import { layout } from './layout.js';
import { sharedDefinitions } from './shared-definitions.js';
import { buildManifest, MANIFEST_FILE, manifestText } from './manifest.js';
import { domainOf, kebab } from './names.js';
import { readSchemaVersion } from './version-file.js';
import { VERSION_MODULE, versionModuleText } from './version-module.js';

export type SetName = 'stable' | 'experimental';
export const SETS: readonly SetName[] = ['stable', 'experimental'];

export interface SetStats {
  readonly definitions: number;
  readonly hoistedVariants: number;
  readonly methods: Readonly<Record<EnvelopeName, number>>;
  readonly files: number;
  /** Experimental set: definitions re-exported from the stable set. */
  readonly sharedWithStable: number;
}

export interface GenerateResult {
  /** Path relative to the output directory (`stable/v2/thread.ts`) -> content. */
  readonly files: ReadonlyMap<string, string>;
  /** The same files before formatting (what MANIFEST.json hashes). */
  readonly sources: ReadonlyMap<string, string>;
  readonly stats: Readonly<Record<SetName, SetStats>>;
  readonly warnings: readonly string[];
}

export interface GenerateOptions {
  /** Directory holding `stable/`, `experimental/` and `VERSION.json`. */
  readonly schemaRoot: string;
  /** How the schema root is named in headers (default `schema`). */
  readonly schemaLabel?: string;
  readonly maxFileChars?: number;
  readonly format?: boolean;
}

interface SetOutput {
  readonly files: Map<string, string>;
  /** Converted definitions by name, and the module each one lives in. */
  readonly nodes: ReadonlyMap<string, NamedNode>;
  readonly location: ReadonlyMap<string, string>;
  readonly stats: SetStats;
  readonly methods: Record<EnvelopeName, string[]>;
  readonly exports: SetExports;
}

export async function generate(options: GenerateOptions): Promise<GenerateResult> {
  const version = readSchemaVersion(options.schemaRoot);
  const warnings: string[] = [];
  const outputs = {} as Record<SetName, SetOutput>;
  for (const set of SETS) {
    const provenance: Provenance = {
      schemaFile: `${options.schemaLabel ?? 'schema'}/${set}/${BUNDLE_FILE}`,
      codexVersion: version.codexVersion,
    };
    outputs[set] = generateSet(
      join(options.schemaRoot, set),
      set,
      provenance,
      options,
      (m) => warnings.push(`${set}: ${m}`),
      set === 'experimental' ? outputs.stable : undefined,
    );
  }
  const experimentalOnly = {} as Record<EnvelopeName, string[]>;
  for (const envelope of ENVELOPES) {
    const stable = new Set(outputs.stable.methods[envelope]);
    experimentalOnly[envelope] = outputs.experimental.methods[envelope].filter(
      (m) => !stable.has(m),
    );
  }
  outputs.experimental.files.set(
    'experimental/experimental-methods.ts',
    experimentalListText(experimentalOnly, {
      schemaFile: `${options.schemaLabel ?? 'schema'}/{stable,experimental}/${BUNDLE_FILE}`,
      codexVersion: version.codexVersion,
    }),
  );
  const index = outputs.experimental.files.get('experimental/index.ts')!;
  outputs.experimental.files.set(
    'experimental/index.ts',
    `${index}export * from './experimental-methods.js';\n`,
  );
  for (const set of SETS) {
    const { values, types } = outputs[set].exports;
    const lists = set === 'experimental' ? ENVELOPES.map((e) => EXPERIMENTAL_LISTS[e]) : [];
    const provenance: Provenance = {
      schemaFile: `${options.schemaLabel ?? 'schema'}/${set}/${BUNDLE_FILE}`,
      codexVersion: version.codexVersion,
    };
    const namespace = namespaceFiles({ values: [...values, ...lists], types }, set, provenance);
    for (const [path, text] of namespace) outputs[set].files.set(path, text);
  }

  const files = new Map<string, string>();
  for (const set of SETS) for (const [path, text] of outputs[set].files) files.set(path, text);
  files.set(
    VERSION_MODULE,
    versionModuleText({
      schemaFile: `${options.schemaLabel ?? 'schema'}/VERSION.json`,
      codexVersion: version.codexVersion,
    }),
  );
  const sources = new Map([...files].sort(([a], [b]) => (a < b ? -1 : 1)));
  if (options.format !== false) {
    await Promise.all(
      [...files].map(async ([path, text]) => files.set(path, await formatTypeScript(text))),
    );
    files.set(MANIFEST_FILE, manifestText(buildManifest(sources, files)));
  }
  const sorted = new Map([...files].sort(([a], [b]) => (a < b ? -1 : 1)));
  return {
    files: sorted,
    sources,
    stats: { stable: outputs.stable.stats, experimental: outputs.experimental.stats },
    warnings,
  };
}

function generateSet(
  dir: string,
  set: SetName,
  provenance: Provenance,
  options: GenerateOptions,
  warn: (message: string) => void,
  base?: SetOutput,
): SetOutput {
  const bundle = loadBundle(dir);
  const converter = new Converter(bundle);
  const skip = new Set<string>(ENVELOPES);
  const named: NamedNode[] = [];
  for (const definition of bundle.byName.values()) {
    if (!skip.has(definition.name)) named.push(converter.definition(definition));
  }
  const envelopes = {} as Record<EnvelopeName, MethodEntry[]>;
  for (const envelope of ENVELOPES)
    envelopes[envelope] = readEnvelope(bundle, converter, envelope, warn);
  named.push(...converter.hoisted);

  // Definitions identical to the stable set's are re-exported from gen/stable.
  const shared = base === undefined ? new Set<string>() : sharedDefinitions(base.nodes, named);
  const own = named.filter((n) => !shared.has(n.name));
  const sizes = new Map(own.map((n) => [n.name, definitionBlock(n).length]));
  const modules = layout(own, (n) => sizes.get(n.name)!, {
    maxChars: options.maxFileChars ?? 90_000,
    minChars: 6_000,
    methodDomains: methodDomains(envelopes),
  });
  const location = new Map<string, string>();
  for (const [key, nodes] of modules) for (const n of nodes) location.set(n.name, key);
  for (const name of shared) location.set(name, `../stable/${base!.location.get(name)!}`);
  const locate = (name: string): string => {
    const key = location.get(name);
    if (key === undefined) throw new Error(`${set}: no module for ${name}`);
    return key;
  };

  const files = new Map<string, string>();
  for (const [key, nodes] of modules)
    files.set(`${set}/${key}.ts`, moduleText(key, nodes, locate, provenance));
  const nodeOf = new Map(named.map((n) => [n.name, n.node]));
  for (const envelope of ENVELOPES) {
    const key = `${kebab(envelope)}s`;
    const stableMethods = base === undefined ? undefined : new Set(base.methods[envelope]);
    const traits: MethodTraits = {
      threadScoped: (e) => e.paramsRequired && requiresThreadId(e.params, (n) => nodeOf.get(n)),
      experimental: (e) => stableMethods !== undefined && !stableMethods.has(e.method),
    };
    files.set(
      `${set}/${key}.ts`,
      envelopeText(key, envelope, envelopes[envelope], locate, provenance, traits),
    );
  }
  const exports = [...[...modules.keys()].sort(), ...ENVELOPES.map((e) => `${kebab(e)}s`)];
  const reexports = new Map<string, string[]>();
  for (const name of [...shared].sort()) {
    const key = location.get(name)!;
    reexports.set(key, [...(reexports.get(key) ?? []), name]);
  }
  files.set(
    `${set}/index.ts`,
    `${header(provenance)}\n${exports.map((k) => `export * from './${k}.js';`).join('\n')}\n` +
      (shared.size === 0
        ? ''
        : `\n// Definitions identical in the stable schema (same types and codecs).\n`) +
      [...reexports]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(
          ([key, names]) => `export { ${names.join(', ')} } from '${importPath('index', key)}';\n`,
        )
        .join(''),
  );
  const methods = {} as Record<EnvelopeName, string[]>;
  for (const envelope of ENVELOPES) methods[envelope] = envelopes[envelope].map((e) => e.method);
  const envelopeExports = ENVELOPES.map(envelopeNames);
  return {
    files,
    methods,
    exports: {
      values: [
        ...named.map((n) => n.name),
        ...envelopeExports.flatMap((e) => [e.table, e.descriptors, e.predicate]),
      ],
      types: [
        ...named,
        ...envelopeExports.flatMap((e) =>
          [e.mapType, e.methodType, e.scopedType, e.experimentalType, e.descriptorsType].map(
            (name) => ({ name }),
          ),
        ),
      ],
    },
    nodes: new Map(named.map((n) => [n.name, n])),
    location,
    stats: {
      definitions: named.length - converter.hoisted.length,
      hoistedVariants: converter.hoisted.length,
      methods: Object.fromEntries(ENVELOPES.map((e) => [e, envelopes[e].length])) as Record<
        EnvelopeName,
        number
      >,
      files: files.size,
      sharedWithStable: shared.size,
    },
  };
}

/** Definition name -> domain of the first method using it as params or result (`account/read` -> `account`). */
function methodDomains(
  envelopes: Readonly<Record<EnvelopeName, readonly MethodEntry[]>>,
): Map<string, string> {
  const domains = new Map<string, string>();
  for (const envelope of ENVELOPES) {
    for (const e of envelopes[envelope]) {
      const first = e.method.split('/')[0]!;
      const domain = domainOf(`${first.charAt(0).toUpperCase()}${first.slice(1)}`);
      const params = e.params.kind === 'nullable' ? e.params.inner : e.params;
      for (const name of [params.kind === 'ref' ? params.name : undefined, e.result])
        if (name !== undefined && !domains.has(name)) domains.set(name, domain);
    }
  }
  return domains;
}
