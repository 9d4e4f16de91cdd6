/**
 * One generated module: header, imports of the names it references from
 * sibling modules, then `export type X = ...; export const X = ...;` per
 * definition.
 *
 * @example
 * const text = moduleText('v2/thread', nodes, locate, provenance);
 */
import { posix } from 'node:path';
import { codecText, isTaggedNode, PURE } from './emit-codec.js';
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

/** Where gen/ sits: beside lib/, so a module at `<set>/<key>` reaches the codecs' runtime at this path from the repository root. */
export const RUNTIME_MODULE = 'lib/protocol/codec-runtime.js';

/**
 * The imports of io-ts (`t`) and of the codecs' runtime helpers (`rt`,
 * lib/protocol/codec-runtime.ts: the one module of lib/ that gen/ imports)
 * that `body`, the text of module `key` of a set (`v2/thread`, in
 * `gen/<set>/`), uses.
 */
export function runtimeImports(key: string, body: string): string {
  const depth = key.split('/').length + 1; // gen/<set>/<key>
  return (
    (/\bt\./.test(body) ? "import * as t from 'io-ts';\n" : '') +
    (/\brt\./.test(body) ? `import * as rt from '${'../'.repeat(depth)}${RUNTIME_MODULE}';\n` : '')
  );
}

/**
 * `export type X = ...; export const X = ...;`, with the schema's description
 * as JSDoc on both. The codec is built on first use (`rt.lazy(name, () =>
 * <io-ts codec>)`): importing codex-rx then costs one small object per
 * definition, not the construction of ~1,200 codecs, and references between
 * definitions (cycles included) need no order. A definition that only names
 * another one (or a primitive) is that codec itself.
 */
export function definitionBlock(n: NamedNode): string {
  const doc = docComment(n.description);
  const tagged = isTaggedNode(n.node);
  const codecType = tagged ? `rt.TaggedUnionType<${n.name}>` : `t.Type<${n.name}>`;
  const codec =
    n.node.kind === 'ref' || n.node.kind === 'prim'
      ? codecText(n.node)
      : `${PURE}rt.${tagged ? 'lazyTagged' : 'lazy'}(${quote(n.name)}, () => ${codecText(n.node, tagged ? n.name : undefined)})`;
  return `${doc}export type ${n.name} = ${typeText(n.node)};\n${doc}export const ${n.name}: ${codecType} = ${codec};\n`;
}

/** The module's definitions with each one that only names another (`X = Y`) after the one it names. */
export function definitionOrder(nodes: readonly NamedNode[]): NamedNode[] {
  const local = new Map(nodes.map((n) => [n.name, n]));
  const done = new Set<string>();
  const order: NamedNode[] = [];
  const visit = (n: NamedNode): void => {
    if (done.has(n.name)) return;
    done.add(n.name);
    const target = n.node.kind === 'ref' ? local.get(n.node.name) : undefined;
    if (target !== undefined) visit(target);
    order.push(n);
  };
  for (const n of nodes) visit(n);
  return order;
}

export function moduleText(
  key: string,
  nodes: readonly NamedNode[],
  locate: Locate,
  provenance: Provenance,
): string {
  const local = new Set(nodes.map((n) => n.name));
  const body = definitionOrder(nodes).map(definitionBlock).join('\n');
  return [
    header(provenance),
    runtimeImports(key, body),
    importsFor(
      key,
      nodes.map((n) => n.node),
      locate,
      local,
    ),
    body,
  ].join('\n');
}
