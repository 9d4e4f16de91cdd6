/**
 * IR -> io-ts codec expression: `t.type`, `t.partial`, `t.intersection`,
 * `t.union`, `t.literal`, `t.keyof`, `t.array`, `t.record`, and the helpers
 * of lib/protocol/codec-runtime.ts (imported as `rt`: integer, nullable, open
 * enums, tagged unions dispatched through a Map).
 *
 * @example
 * codecText({ kind: 'array', item: { kind: 'ref', name: 'Turn' } }); // 't.array(Turn)'
 */
import type { Node, Primitive, Property } from './ir.js';
import { propertyKey, quote } from './names.js';

/**
 * Marks a call pure: code run at import sits at the top level of dist/'s core
 * chunk, where a bundler drops an unused value only when nothing in its
 * initializer may have side effects (arguments included).
 */
export const PURE = '/* @__PURE__ */ ';

const PRIMITIVES: Readonly<Record<Primitive, string>> = {
  string: 't.string',
  number: 't.number',
  integer: 'rt.integer',
  boolean: 't.boolean',
  null: 't.null',
  unknown: 'rt.jsonValue',
};

const list = (items: readonly string[]): string => `[${items.join(', ')}]`;
const named = (args: readonly string[], name: string | undefined): string[] =>
  name === undefined ? [...args] : [...args, quote(name)];

/**
 * Codec expression for `node`. `name` (a definition's) names the codec in
 * error messages; nested codecs keep io-ts's own names. `atImport`: the
 * expression runs when the module loads (envelope tables), so every call is
 * marked pure; a definition's codec runs on first use (`rt.lazy`) and needs no mark.
 */
export function codecText(node: Node, name?: string, atImport = false): string {
  const call = (fn: string, args: readonly string[]): string =>
    `${atImport ? PURE : ''}${fn}(${args.join(', ')})`;
  const inner = (n: Node, innerName?: string): string => codecText(n, innerName, atImport);
  switch (node.kind) {
    case 'ref':
      return node.name;
    case 'prim':
      return PRIMITIVES[node.type];
    case 'literal':
      return call('t.literal', [JSON.stringify(node.value)]);
    case 'enum': {
      const keys = node.values.every((v): v is string => typeof v === 'string')
        ? call(
            't.keyof',
            named([`{ ${node.values.map((v) => `${propertyKey(v)}: null`).join(', ')} }`], name),
          )
        : call(
            't.union',
            named([list(node.values.map((v) => call('t.literal', [JSON.stringify(v)])))], name),
          );
      return call('rt.openEnum', [keys]);
    }
    case 'array':
      return call('t.array', named([inner(node.item)], name));
    case 'record':
      return call('t.record', named(['t.string', inner(node.value)], name));
    case 'nullable':
      return call('rt.nullable', [inner(node.inner, name)]);
    case 'union':
      return call('t.union', named([list(node.members.map((m) => inner(m)))], name));
    case 'intersection': {
      const intersection = call(
        't.intersection',
        named(
          [list(node.members.map((m) => inner(m, m.kind === 'tagged' ? name : undefined)))],
          name,
        ),
      );
      return taggedMember(node) === undefined ? intersection : call('rt.withTags', [intersection]);
    }
    case 'tagged': {
      const variants = node.variants.map((v) => `${propertyKey(v.value)}: ${inner(v.node)}`);
      return call('rt.taggedUnion', [
        quote(node.tag),
        `{ ${variants.join(', ')} }`,
        quote(name ?? node.tag),
      ]);
    }
    case 'object': {
      const props = (ps: readonly Property[]): string =>
        ps.length === 0
          ? '{}'
          : `{ ${ps.map((p) => `${propertyKey(p.name)}: ${inner(p.node)}`).join(', ')} }`;
      const required = node.properties.filter((p) => p.required);
      const optional = node.properties.filter((p) => !p.required);
      // required properties in a `t.type`, optional ones in a `t.partial`, both: their intersection
      if (optional.length === 0) return call('t.type', named([props(required)], name));
      if (required.length === 0) return call('t.partial', named([props(optional)], name));
      return call(
        't.intersection',
        named(
          [list([call('t.type', [props(required)]), call('t.partial', [props(optional)])])],
          name,
        ),
      );
    }
  }
}

/** Whether the codec of `node` exposes the tag helpers (TaggedUnionType). */
export function isTaggedNode(node: Node): boolean {
  return (
    node.kind === 'tagged' || (node.kind === 'intersection' && taggedMember(node) !== undefined)
  );
}

/** The tagged union of an intersection, when it has exactly one (its helpers go on the whole: `rt.withTags`). */
function taggedMember(node: Extract<Node, { kind: 'intersection' }>): Node | undefined {
  const tagged = node.members.filter((m) => m.kind === 'tagged');
  return tagged.length === 1 ? tagged[0] : undefined;
}
