/**
 * Definitions the experimental set shares with the stable one: same IR and,
 * transitively, only references to shared definitions. gen/experimental
 * re-exports those from gen/stable instead of generating them twice (half the
 * code for tsc to check and for the package to load).
 *
 * @example
 * const shared = sharedDefinitions(stableNodes, experimentalNodes); // Set of names
 */
import { refsOf, type NamedNode } from './ir.js';

export function sharedDefinitions(
  base: ReadonlyMap<string, NamedNode>,
  candidates: readonly NamedNode[],
): Set<string> {
  const shared = new Set<string>();
  for (const n of candidates) {
    const b = base.get(n.name);
    if (
      b !== undefined &&
      JSON.stringify(b.node) === JSON.stringify(n.node) &&
      b.description === n.description
    ) {
      shared.add(n.name);
    }
  }
  const refs = new Map(candidates.map((n) => [n.name, refsOf(n.node)]));
  let changed = true;
  while (changed) {
    changed = false;
    for (const name of [...shared]) {
      for (const ref of refs.get(name) ?? []) {
        if (!shared.has(ref)) {
          shared.delete(name);
          changed = true;
          break;
        }
      }
    }
  }
  return shared;
}
