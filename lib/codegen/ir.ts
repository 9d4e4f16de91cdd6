/**
 * Intermediate representation of a schema: what the emitters (TypeScript
 * types, io-ts codecs, envelope tables) work from. The property tests'
 * arbitraries do not: they read the JSON Schema itself (spec/codegen/schema-arbitrary.ts).
 *
 * @example
 * const node: Node = { kind: 'array', item: { kind: 'prim', type: 'string' } };
 */
export type Primitive = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'unknown';
export type EnumValue = string | number | boolean;

export interface Property {
  readonly name: string;
  readonly node: Node;
  readonly required: boolean;
  readonly description?: string;
}

export type Node =
  | { readonly kind: 'ref'; readonly name: string }
  | { readonly kind: 'prim'; readonly type: Primitive }
  | { readonly kind: 'enum'; readonly values: readonly EnumValue[] }
  | { readonly kind: 'literal'; readonly value: EnumValue }
  | { readonly kind: 'array'; readonly item: Node }
  | { readonly kind: 'record'; readonly value: Node }
  | { readonly kind: 'object'; readonly properties: readonly Property[] }
  | { readonly kind: 'nullable'; readonly inner: Node }
  | { readonly kind: 'union'; readonly members: readonly Node[] }
  | {
      readonly kind: 'tagged';
      readonly tag: string;
      readonly variants: readonly { readonly value: string; readonly node: Node }[];
    }
  | { readonly kind: 'intersection'; readonly members: readonly Node[] };

/** A named definition after conversion (schema definitions plus hoisted union variants). */
export interface NamedNode {
  readonly name: string;
  readonly node: Node;
  readonly description?: string;
  /** The definition this one was hoisted out of (same output file), if any. */
  readonly parent?: string;
  readonly namespace: 'shared' | 'v2';
}

/** Names referenced by a node (direct `$ref`s). */
export function refsOf(node: Node, into: Set<string> = new Set()): Set<string> {
  switch (node.kind) {
    case 'ref':
      into.add(node.name);
      break;
    case 'array':
      refsOf(node.item, into);
      break;
    case 'record':
      refsOf(node.value, into);
      break;
    case 'nullable':
      refsOf(node.inner, into);
      break;
    case 'object':
      for (const p of node.properties) refsOf(p.node, into);
      break;
    case 'union':
    case 'intersection':
      for (const m of node.members) refsOf(m, into);
      break;
    case 'tagged':
      for (const v of node.variants) refsOf(v.node, into);
      break;
    default:
      break;
  }
  return into;
}
