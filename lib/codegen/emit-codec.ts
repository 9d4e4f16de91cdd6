/**
 * IR -> io-ts codec expression over the runtime helpers of
 * gen/runtime (template: lib/codegen/runtime; imported as `rt`). References are lazy (`rt.ref`), so generated
 * modules never read each other's bindings while they load.
 *
 * @example
 * codecText({ kind: 'array', item: { kind: 'ref', name: 'Turn' } }); // "rt.array(rt.ref('Turn', () => Turn))"
 */
import type { Node } from './ir.js';
import { typeText } from './emit-type.js';
import { propertyKey, quote } from './names.js';

/** Codec expression for `node`; `name` names object/union codecs in error messages. */
export function codecText(node: Node, name: string, typeArgument?: string): string {
  const ta = typeArgument === undefined ? '' : `<${typeArgument}>`;
  switch (node.kind) {
    case 'ref':
      return `rt.ref(${quote(node.name)}, () => ${node.name})`;
    case 'prim':
      return node.type === 'null'
        ? 'rt.nullValue'
        : node.type === 'unknown'
          ? 'rt.unknownValue'
          : `rt.${node.type}`;
    case 'literal':
      return `rt.literal(${JSON.stringify(node.value)})`;
    case 'enum':
      return `rt.enumeration${ta}(${quote(name)}, [${node.values.map((v) => JSON.stringify(v)).join(', ')}])`;
    case 'array':
      return `rt.array(${codecText(node.item, `${name}[]`)})`;
    case 'record':
      return `rt.record(${codecText(node.value, `${name}{}`)})`;
    case 'nullable':
      return `rt.nullable(${codecText(node.inner, name)})`;
    case 'union':
      return `rt.union${ta}(${quote(name)}, [${node.members.map((m, i) => codecText(m, `${name}|${i}`)).join(', ')}])`;
    case 'intersection': {
      const tagged = taggedMember(node);
      if (tagged !== undefined) {
        const others = node.members.filter((m) => m !== tagged);
        return `rt.taggedIntersection${ta}(${quote(name)}, [${others.map((m) => codecText(m, name)).join(', ')}], ${codecText(tagged, name)})`;
      }
      return `rt.intersection${ta}(${quote(name)}, [${node.members.map((m) => codecText(m, name)).join(', ')}])`;
    }
    case 'tagged': {
      const variants = node.variants.map(
        (v) => `${propertyKey(v.value)}: ${codecText(v.node, `${name}:${v.value}`)}`,
      );
      return `rt.taggedUnion${ta}(${quote(name)}, ${quote(node.tag)}, {${variants.join(', ')}})`;
    }
    case 'object': {
      const required = node.properties.filter((p) => p.required);
      const optional = node.properties.filter((p) => !p.required);
      const props = (list: typeof required): string =>
        `{${list.map((p) => `${propertyKey(p.name)}: ${codecText(p.node, `${name}.${p.name}`)}`).join(', ')}}`;
      return `rt.object${ta}(${quote(name)}, ${props(required)}${optional.length > 0 ? `, ${props(optional)}` : ''})`;
    }
  }
}

/** Whether the top-level helper of `node` takes the explicit type argument. */
export function takesTypeArgument(node: Node): boolean {
  return ['enum', 'union', 'intersection', 'tagged', 'object'].includes(node.kind);
}

/** The type text and the codec expression of one named definition (emit-module.ts writes the `export`s). */
export function definitionText(name: string, node: Node): { type: string; codec: string } {
  const type = typeText(node);
  const codec = takesTypeArgument(node)
    ? codecText(node, name, name)
    : `rt.typed<${name}>(${codecText(node, name)})`;
  return { type, codec };
}

/** Whether the codec of `node` exposes the tag helpers (TaggedUnionType). */
export function isTaggedNode(node: Node): boolean {
  return (
    node.kind === 'tagged' || (node.kind === 'intersection' && taggedMember(node) !== undefined)
  );
}

/** The tagged union of an intersection, when it has exactly one (emitted as `rt.taggedIntersection`). */
function taggedMember(node: Extract<Node, { kind: 'intersection' }>): Node | undefined {
  const tagged = node.members.filter((m) => m.kind === 'tagged');
  return tagged.length === 1 ? tagged[0] : undefined;
}
