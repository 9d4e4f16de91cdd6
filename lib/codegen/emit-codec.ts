/**
 * IR -> codec, in the two forms generated code uses: a definition's compact
 * form (`specOf`, JSON the runtime turns into its combinators on first use:
 * lib/codegen/runtime/spec.ts), and an io-ts codec expression over the
 * runtime helpers (`codecText`, imported as `rt`) for the few inline codecs of
 * the envelope tables.
 *
 * @example
 * specOf({ kind: 'array', item: { kind: 'ref', name: 'Turn' } }); // ['a', 'Turn']
 * codecText({ kind: 'array', item: { kind: 'ref', name: 'Turn' } }, literalName('x')); // 'rt.array(Turn)'
 */
import type { Node, Primitive, Property } from './ir.js';
import type { PrimitiveCode, Spec } from './runtime/spec.js';
import { propertyKey, quote } from './names.js';

/** How a codec is named in error messages (envelope tables: a literal name plus suffixes). */
export interface CodecName {
  readonly kind: 'literal';
  readonly text: string;
}

/** A literal name (outside any definition: envelope tables). */
export function literalName(text: string): CodecName {
  return { kind: 'literal', text };
}

const child = (name: CodecName, suffix: string): CodecName => literalName(`${name.text}${suffix}`);

/**
 * Every call is marked pure: the envelope tables sit at the top level of a
 * shared chunk of dist/, where a bundler drops an unused table only when
 * nothing in it may have side effects (an unmarked `rt.nullable(X)` kept both
 * sets' tables, and every codec they name, in a bundle of one operator).
 */
const PURE = '/* @__PURE__ */ ';

/** Codec expression for `node`; `name` names object/union codecs in error messages. */
export function codecText(node: Node, name: CodecName): string {
  const n = (): string => quote(name.text);
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
      return `${PURE}rt.literal(${JSON.stringify(node.value)})`;
    case 'enum':
      return `${PURE}rt.enumeration(${n()}, [${node.values.map((v) => JSON.stringify(v)).join(', ')}])`;
    case 'array':
      return `${PURE}rt.array(${codecText(node.item, child(name, '[]'))})`;
    case 'record':
      return `${PURE}rt.record(${codecText(node.value, child(name, '{}'))})`;
    case 'nullable':
      return `${PURE}rt.nullable(${codecText(node.inner, name)})`;
    case 'union':
      return `${PURE}rt.union(${n()}, [${node.members.map((m, i) => codecText(m, child(name, `|${i}`))).join(', ')}])`;
    case 'intersection': {
      const tagged = taggedMember(node);
      if (tagged !== undefined) {
        const others = node.members.filter((m) => m !== tagged);
        return `${PURE}rt.taggedIntersection(${n()}, [${others.map((m) => codecText(m, name)).join(', ')}], ${codecText(tagged, name)})`;
      }
      return `${PURE}rt.intersection(${n()}, [${node.members.map((m) => codecText(m, name)).join(', ')}])`;
    }
    case 'tagged': {
      const variants = node.variants.map(
        (v) => `${propertyKey(v.value)}: ${codecText(v.node, child(name, `:${v.value}`))}`,
      );
      return `${PURE}rt.taggedUnion(${n()}, ${quote(node.tag)}, {${variants.join(', ')}})`;
    }
    case 'object': {
      const required = node.properties.filter((p) => p.required);
      const optional = node.properties.filter((p) => !p.required);
      const props = (list: typeof required): string =>
        `{${list.map((p) => `${propertyKey(p.name)}: ${codecText(p.node, child(name, `.${p.name}`))}`).join(', ')}}`;
      return `${PURE}rt.object(${n()}, ${props(required)}${optional.length > 0 ? `, ${props(optional)}` : ''})`;
    }
  }
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

/**
 * The compact form of `node` (JSON; see lib/codegen/runtime/spec.ts): what a
 * definition's codec is built from. `refIndex` numbers the definitions it
 * names (the module's `refs` list).
 */
export function specOf(node: Node, refIndex: (name: string) => number): Spec {
  const spec = (n: Node): Spec => specOf(n, refIndex);
  const props = (list: readonly Property[]): Record<string, Spec> =>
    Object.fromEntries(list.map((p) => [p.name, spec(p.node)]));
  switch (node.kind) {
    case 'ref':
      return refIndex(node.name);
    case 'prim':
      return PRIMITIVE_CODES[node.type];
    case 'literal':
      return ['l', node.value];
    case 'enum':
      return ['e', node.values];
    case 'array':
      return ['a', spec(node.item)];
    case 'record':
      return ['r', spec(node.value)];
    case 'nullable':
      return ['?', spec(node.inner)];
    case 'union':
      return ['|', node.members.map(spec)];
    case 'intersection':
      return ['&', node.members.map(spec)];
    case 'tagged':
      return ['t', node.tag, Object.fromEntries(node.variants.map((v) => [v.value, spec(v.node)]))];
    case 'object': {
      const required = props(node.properties.filter((p) => p.required));
      const optional = node.properties.filter((p) => !p.required);
      return optional.length > 0 ? ['o', required, props(optional)] : ['o', required];
    }
  }
}

const PRIMITIVE_CODES: Readonly<Record<Primitive, PrimitiveCode>> = {
  string: 's',
  number: 'n',
  integer: 'i',
  boolean: 'b',
  null: 'z',
  unknown: 'u',
};
