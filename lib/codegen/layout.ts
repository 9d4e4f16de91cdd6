/**
 * Splits the definitions of one set into files: by namespace (`shared/`,
 * `v2/`), then by domain (first word of the name: `Thread*` -> `thread.ts`).
 * Small domains share `misc*.ts`; large ones are cut into `ceil(size /
 * maxChars)` numbered parts of about equal size (before formatting), so a file
 * passes `maxChars` by at most the size of its last definition.
 *
 * @example
 * const files = layout(named, sizeOf, { maxChars: 90_000, minChars: 6_000 }); // Map<'v2/thread-1', NamedNode[]>
 */
import type { NamedNode } from './ir.js';
import { domainOf } from './names.js';

export function layout(
  named: readonly NamedNode[],
  sizeOf: (n: NamedNode) => number,
  options: { readonly maxChars: number; readonly minChars: number },
): Map<string, NamedNode[]> {
  const groups = new Map<string, NamedNode[]>();
  for (const n of [...named].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const key = `${n.namespace}/${domainOf(n.parent ?? n.name)}`;
    const list = groups.get(key) ?? [];
    list.push(n);
    groups.set(key, list);
  }
  const merged = new Map<string, NamedNode[]>();
  for (const [key, list] of [...groups].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const size = list.reduce((s, n) => s + sizeOf(n), 0);
    const target = size < options.minChars ? `${key.split('/')[0]}/misc` : key;
    merged.set(target, [...(merged.get(target) ?? []), ...list]);
  }
  const files = new Map<string, NamedNode[]>();
  for (const [key, list] of merged) {
    const parts = cut(list, sizeOf, options.maxChars);
    parts.forEach((part, i) => files.set(parts.length === 1 ? key : `${key}-${i + 1}`, part));
  }
  return files;
}

function cut(
  list: readonly NamedNode[],
  sizeOf: (n: NamedNode) => number,
  max: number,
): NamedNode[][] {
  const total = list.reduce((s, n) => s + sizeOf(n), 0);
  const count = Math.ceil(total / max);
  if (count <= 1) return [[...list]];
  const target = total / count;
  const parts: NamedNode[][] = [[]];
  let size = 0;
  for (const n of list) {
    if (size >= target && parts.length < count) {
      parts.push([]);
      size = 0;
    }
    parts[parts.length - 1]!.push(n);
    size += sizeOf(n);
  }
  return parts;
}
