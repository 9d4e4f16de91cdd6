/**
 * IR -> io-ts codec expression over the runtime helpers of gen/runtime
 * (template: lib/codegen/runtime; imported as `rt`). Every definition's codec
 * is built on first use (`rt.deferred`), after all modules have loaded, so a
 * reference is the referenced definition's binding itself. Names for error
 * messages are built from the definition's name, which the builder receives
 * (`n`), so the emitted code spells each name once.
 *
 * @example
 * codecText({ kind: 'array', item: { kind: 'ref', name: 'Turn' } }, builderName()); // 'rt.array(Turn)'
 */
import type { Node } from './ir.js';
import { typeText } from './emit-type.js';
import { propertyKey, quote } from './names.js';

/**
 * How a codec is named in error messages: the definition's name (the
 * builder's parameter `n`) plus a suffix (`.turns`, `[]`, `|0`), or a literal
 * outside any builder (envelope tables). `use.count` counts the uses of `n`,
 * so a builder that needs no name takes no parameter.
 */
export type CodecName =
  | { readonly kind: 'param'; readonly suffix: string; readonly use: { count: number } }
  | { readonly kind: 'literal'; readonly text: string };

/** The builder parameter that carries the definition's name. */
export const NAME_PARAMETER = 'n';

/** The name of a definition inside its builder. */
export function builderName(): Extract<CodecName, { kind: 'param' }> {
  return { kind: 'param', suffix: '', use: { count: 0 } };
}

/** A literal name (outside any builder: envelope tables). */
export function literalName(text: string): CodecName {
  return { kind: 'literal', text };
}

function nameText(name: CodecName): string {
  if (name.kind === 'literal') return quote(name.text);
  name.use.count++;
  if (name.suffix === '') return NAME_PARAMETER;
  const escaped = name.suffix.replace(/[`\\$]/g, (c) => `\\${c}`);
  return `\`\${${NAME_PARAMETER}}${escaped}\``;
}

const child = (name: CodecName, suffix: string): CodecName =>
  name.kind === 'literal'
    ? literalName(`${name.text}${suffix}`)
    : { kind: 'param', suffix: `${name.suffix}${suffix}`, use: name.use };

/** Codec expression for `node`; `name` names object/union codecs in error messages. */
export function codecText(node: Node, name: CodecName, typeArgument?: string): string {
  const ta = typeArgument === undefined ? '' : `<${typeArgument}>`;
  const n = (): string => nameText(name);
  switch (node.kind) {
    case 'ref':
      return node.name;
    case 'prim':
      return node.type === 'null'
        ? 'rt.nullValue'
        : node.type === 'unknown'
          ? 'rt.unknownValue'
          : `rt.${node.type}`;
    case 'literal':
      return `rt.literal(${JSON.stringify(node.value)})`;
    case 'enum':
      return `rt.enumeration${ta}(${n()}, [${node.values.map((v) => JSON.stringify(v)).join(', ')}])`;
    case 'array':
      return `rt.array(${codecText(node.item, child(name, '[]'))})`;
    case 'record':
      return `rt.record(${codecText(node.value, child(name, '{}'))})`;
    case 'nullable':
      return `rt.nullable(${codecText(node.inner, name)})`;
    case 'union':
      return `rt.union${ta}(${n()}, [${node.members.map((m, i) => codecText(m, child(name, `|${i}`))).join(', ')}])`;
    case 'intersection': {
      const tagged = taggedMember(node);
      if (tagged !== undefined) {
        const others = node.members.filter((m) => m !== tagged);
        return `rt.taggedIntersection${ta}(${n()}, [${others.map((m) => codecText(m, name)).join(', ')}], ${codecText(tagged, name)})`;
      }
      return `rt.intersection${ta}(${n()}, [${node.members.map((m) => codecText(m, name)).join(', ')}])`;
    }
    case 'tagged': {
      const variants = node.variants.map(
        (v) => `${propertyKey(v.value)}: ${codecText(v.node, child(name, `:${v.value}`))}`,
      );
      return `rt.taggedUnion${ta}(${n()}, ${quote(node.tag)}, {${variants.join(', ')}})`;
    }
    case 'object': {
      const required = node.properties.filter((p) => p.required);
      const optional = node.properties.filter((p) => !p.required);
      const props = (list: typeof required): string =>
        `{${list.map((p) => `${propertyKey(p.name)}: ${codecText(p.node, child(name, `.${p.name}`))}`).join(', ')}}`;
      return `rt.object${ta}(${n()}, ${props(required)}${optional.length > 0 ? `, ${props(optional)}` : ''})`;
    }
  }
}

/** Whether the top-level helper of `node` takes the explicit type argument. */
export function takesTypeArgument(node: Node): boolean {
  return ['enum', 'union', 'intersection', 'tagged', 'object'].includes(node.kind);
}

/**
 * The type text and the codec builder (`(n) => ...`, or `() => ...` when no
 * name is needed) of one named definition.
 */
export function definitionText(name: string, node: Node): { type: string; builder: string } {
  const type = typeText(node);
  const own = builderName();
  const codec = takesTypeArgument(node)
    ? codecText(node, own, name)
    : `rt.typed<${name}>(${codecText(node, own)})`;
  return { type, builder: `(${own.use.count > 0 ? NAME_PARAMETER : ''}) => ${codec}` };
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
