/**
 * One generated module: header, imports of the names it references from
 * sibling modules, then `export type X = ...; export const X = ...;` per
 * definition.
 *
 * @example
 * const text = moduleText('v2/thread', nodes, locate, provenance);
 */
import { posix } from 'node:path';
import { isTaggedNode, specOf } from './emit-codec.js';
import { specText } from './runtime/spec.js';
import { typeText } from './emit-type.js';
import { header, type Provenance } from './header.js';
import { refsOf, type NamedNode, type Node } from './ir.js';
import { docComment, quote } from './names.js';

/** Where each definition lives: name -> module key (`v2/thread`). */
export type Locate = (name: string) => string;

/** Relative import specifier from module `from` to module `to` (keys without extension). */
export function importPath(from: string, to: string): string {
  const rel = posix.relative(posix.dirname(from), to);
  return `${rel.startsWith('.') ? rel : `./${rel}`}.js`;
}

/** Import lines for the definitions `nodes` reference outside module `key`. */
export function importsFor(
  key: string,
  nodes: readonly Node[],
  locate: Locate,
  local: ReadonlySet<string>,
): string {
  const names = new Set<string>();
  for (const node of nodes) refsOf(node, names);
  const byModule = new Map<string, string[]>();
  for (const name of [...names].sort()) {
    if (local.has(name)) continue;
    const module = locate(name);
    byModule.set(module, [...(byModule.get(module) ?? []), name]);
  }
  return [...byModule]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([module, list]) => `import { ${list.join(', ')} } from '${importPath(key, module)}';\n`)
    .join('');
}

/** The import of the codecs' runtime helpers (`rt`, emitted into gen/runtime) from module `key` of a set. */
export function runtimeImport(key: string): string {
  const depth = key.split('/').length - 1;
  return `import * as rt from '${'../'.repeat(depth + 1)}runtime/index.js';\n`;
}

export function definitionBlock(n: NamedNode, refIndex: (name: string) => number): string {
  const doc = docComment(n.description);
  const tagged = isTaggedNode(n.node);
  const codecType = tagged ? `rt.TaggedUnionType<${n.name}>` : `t.Type<${n.name}>`;
  // Built on first use from its compact form (a string: nearly free to
  // compile at import); pure, so bundlers drop unused ones.
  const shell = `/* @__PURE__ */ rt.${tagged ? 'defineTagged' : 'define'}<${n.name}>(${quote(n.name)}, ${REFS}, ${quote(specText(specOf(n.node, refIndex)))})`;
  return `${doc}export type ${n.name} = ${typeText(n.node)};\n${doc}export const ${n.name}: ${codecType} = ${shell};\n`;
}

/** The module's function from the names its definitions refer to to those definitions (read on first use). */
const REFS = 'refs';

/** Every definition the module's specs name, local or imported, in the order of `refs`. */
export function refNames(nodes: readonly Node[]): string[] {
  const names = new Set<string>();
  for (const node of nodes) refsOf(node, names);
  return [...names].sort();
}

/** `const refs = () => [A, B]`: the definitions `names` (a spec names one by its position). */
export function refsBlock(names: readonly string[]): string {
  return `const ${REFS}: rt.Refs = () => [${names.join(', ')}];\n`;
}

/** Position of each name in `names` (throws for a name not there: a generator bug). */
export function indexOf(names: readonly string[]): (name: string) => number {
  const positions = new Map(names.map((name, i) => [name, i]));
  return (name) => {
    const i = positions.get(name);
    if (i === undefined) throw new Error(`no ref for ${name}`);
    return i;
  };
}

export function moduleText(
  key: string,
  nodes: readonly NamedNode[],
  locate: Locate,
  provenance: Provenance,
): string {
  const local = new Set(nodes.map((n) => n.name));
  const names = refNames(nodes.map((n) => n.node));
  const refIndex = indexOf(names);
  return [
    header(provenance),
    `import type * as t from 'io-ts';\n${runtimeImport(key)}`,
    importsFor(
      key,
      nodes.map((n) => n.node),
      locate,
      local,
    ),
    refsBlock(names),
    nodes.map((n) => definitionBlock(n, refIndex)).join('\n'),
  ].join('\n');
}
