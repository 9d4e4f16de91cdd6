/**
 * IR -> TypeScript type text. Every generated codec has such an explicitly
 * written type beside it, so tsc never infers `t.TypeOf` of a codec.
 *
 * @example
 * typeText({ kind: 'nullable', inner: { kind: 'prim', type: 'string' } }); // 'string | null'
 */
import type { Node } from './ir.js';
import { docComment, propertyKey } from './names.js';

export function typeText(node: Node, indent = ''): string {
  switch (node.kind) {
    case 'ref':
      return node.name;
    case 'prim':
      return node.type === 'integer' ? 'number' : node.type;
    case 'literal':
      return JSON.stringify(node.value);
    case 'enum':
      return node.values.map((v) => JSON.stringify(v)).join(' | ');
    case 'array':
      return `Array<${typeText(node.item, indent)}>`;
    case 'record':
      return `{ [key: string]: ${typeText(node.value, indent)} }`;
    case 'nullable':
      return `${wrap(node.inner, indent)} | null`;
    case 'union':
      return node.members.map((m) => wrap(m, indent)).join(' | ');
    case 'tagged':
      return node.variants.map((v) => wrap(v.node, indent)).join(' | ');
    case 'intersection':
      return node.members.map((m) => wrap(m, indent)).join(' & ');
    case 'object': {
      const inner = `${indent}  `;
      const lines = node.properties.map(
        (p) =>
          `${docComment(p.description, inner)}${inner}${propertyKey(p.name)}${p.required ? '' : '?'}: ${typeText(p.node, inner)};`,
      );
      return `{\n${lines.join('\n')}\n${indent}}`;
    }
  }
}

function wrap(node: Node, indent: string): string {
  const text = typeText(node, indent);
  return node.kind === 'union' ||
    node.kind === 'tagged' ||
    node.kind === 'nullable' ||
    node.kind === 'intersection'
    ? `(${text})`
    : text;
}
