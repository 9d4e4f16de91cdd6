/**
 * The module `<set>/protocol.ts`: a set's codecs, method descriptors and
 * tables as one plain object `Protocol` (`Protocol.Turn.is(value)`), and its
 * types as a namespace of the same name (`Protocol.Turn`). codex-rx exports
 * them as `Protocol` (experimental set) and `StableProtocol`. The object is
 * written in `protocol-values.ts`, the types the namespace gives out in
 * `protocol-types.ts` (each file stays under the size of a readable module).
 *
 * Why not `export * as Protocol from './index.js'`: a bundler builds a
 * module's namespace as an object with a getter function per name (rolldown's
 * `__exportAll`), and for the ~2,150 names of both sets that cost
 * `import('codex-rx')` about 10 ms of CPU (24 against 34 ms, its peers
 * loaded); an object literal of the same values has no function to compile.
 *
 * @example
 * namespaceFiles({ values: ['Turn'], types: [{ name: 'Turn' }] }, 'experimental', provenance);
 */
import { header, type Provenance } from './header.js';
import { docComment } from './names.js';

/** What a set exports: its values (codecs, descriptors, tables, predicates) and its types. */
export interface SetExports {
  readonly values: readonly string[];
  readonly types: ReadonlyArray<{ readonly name: string; readonly description?: string }>;
}

/** How the files name the set's module (`import type * as Schema from './index.js'`). */
const MODULE = 'Schema';

/** `<set>/protocol.ts`, `<set>/protocol-values.ts` and `<set>/protocol-types.ts` (paths relative to gen/). */
export function namespaceFiles(
  exports: SetExports,
  set: string,
  provenance: Provenance,
): Map<string, string> {
  const values = [...exports.values].sort();
  const types = [...exports.types].sort((a, b) => (a.name < b.name ? -1 : 1));
  if (values.includes(MODULE) || types.some((t) => t.name === MODULE))
    throw new Error(`${set}: a definition is named ${MODULE}, the name gen/ gives its module`);
  const top = header(provenance);
  return new Map([
    [
      `${set}/protocol-values.ts`,
      [
        top,
        `import type * as ${MODULE} from './index.js';`,
        `import { ${values.join(', ')} } from './index.js';`,
        '',
        `/** The ${set} schema's codecs, method descriptors and tables, by name (\`Protocol\`, protocol.ts). */`,
        `export const values: typeof ${MODULE} = { ${values.join(', ')} };`,
        '',
      ].join('\n'),
    ],
    [
      `${set}/protocol-types.ts`,
      [
        top,
        `import type * as ${MODULE} from './index.js';`,
        '',
        // Indexed by the namespace of protocol.ts (`type Turn = Types['Turn']`), not named
        // there as `Schema.Turn`: bundling the declarations (tsdown's rolldown-plugin-dts 0.23)
        // writes that as `type Turn = Turn` inside the namespace, which refers to itself
        // (rolldown/tsdown#366).
        `/** The ${set} schema's types by name, as \`Protocol\` (protocol.ts) gives them out. */`,
        'export interface Types {',
        ...types.map((t) => `  ${t.name}: ${MODULE}.${t.name};`),
        '}',
        '',
      ].join('\n'),
    ],
    [
      `${set}/protocol.ts`,
      [
        top,
        `import type * as ${MODULE} from './index.js';`,
        "import type { Types } from './protocol-types.js';",
        "import { values } from './protocol-values.js';",
        '',
        `/** The ${set} schema's codecs, method descriptors and tables, by name: \`Protocol.Turn.is(value)\`. */`,
        `export const Protocol: typeof ${MODULE} = values;`,
        '',
        `/** The ${set} schema's types, by name: \`Protocol.Turn\`. */`,
        'export declare namespace Protocol {',
        ...types.map(
          (t) => `${docComment(t.description, '  ')}  export type ${t.name} = Types['${t.name}'];`,
        ),
        '}',
        '',
      ].join('\n'),
    ],
  ]);
}
