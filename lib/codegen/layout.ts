/**
 * Splits the definitions of one set into modules named by their domain, with
 * no import cycle among them.
 *
 * 1. Home module: by namespace (`shared/`, `v2/`), then domain (first word of
 *    the name: `Thread*` -> `v2/thread`). A definition of a small domain
 *    (under `minChars`) goes to the domain of the method that uses it as
 *    params or result (`account/login/start` -> `v2/account`), else to the
 *    one module all its users live in, else to `<namespace>/common`, which
 *    also takes the modules that stay under `minChars` (each file costs a
 *    module load at import).
 * 2. A module over `maxChars` gives its largest sub-domains (second word:
 *    `ThreadItem*` -> `v2/thread-item`) their own modules.
 * 3. No cycles: modules are ranked so that few references point backwards
 *    (Eades–Lin–Smyth ordering of the module graph), then definitions are
 *    placed dependencies first; one whose home would import a module ranked
 *    before it moves into the earliest module it depends on. The schema's
 *    definitions form a DAG, so this always succeeds; `moduleCycle` checks it.
 *
 * @example
 * const files = layout(named, sizeOf, { maxChars: 90_000, minChars: 6_000, methodDomains }); // Map<'v2/thread', NamedNode[]>
 */
import { refsOf, type NamedNode } from './ir.js';
import { domainOf } from './names.js';

export interface LayoutOptions {
  readonly maxChars: number;
  readonly minChars: number;
  /** Definition name -> domain of a method using it as params or result (`account`). */
  readonly methodDomains?: ReadonlyMap<string, string>;
}

const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export function layout(
  named: readonly NamedNode[],
  sizeOf: (n: NamedNode) => number,
  options: LayoutOptions,
): Map<string, NamedNode[]> {
  const nodes = [...named].sort((a, b) => byName(a.name, b.name));
  const local = new Map(nodes.map((n) => [n.name, n]));
  const deps = new Map(
    nodes.map((n) => [n.name, [...refsOf(n.node)].filter((r) => local.has(r)).sort(byName)]),
  );
  const users = new Map<string, string[]>(nodes.map((n) => [n.name, []]));
  for (const [name, list] of deps) for (const d of list) users.get(d)!.push(name);
  const order = dependenciesFirst(nodes, deps);

  // 1. home modules
  const domain = (n: NamedNode): string => `${n.namespace}/${domainOf(n.parent ?? n.name)}`;
  const domainSize = new Map<string, number>();
  for (const n of nodes) domainSize.set(domain(n), (domainSize.get(domain(n)) ?? 0) + sizeOf(n));
  const home = new Map<string, string>();
  for (const n of [...order].reverse()) {
    const own = domain(n);
    const methodDomain = options.methodDomains?.get(n.name);
    if (domainSize.get(own)! >= options.minChars) home.set(n.name, own);
    else if (methodDomain !== undefined) home.set(n.name, `${n.namespace}/${methodDomain}`);
    else {
      const homes = new Set(users.get(n.name)!.map((u) => home.get(u)!));
      home.set(n.name, homes.size === 1 ? [...homes][0]! : `${n.namespace}/common`);
    }
  }

  // small modules join their namespace's common one (each file costs a module load)
  const homeSize = new Map<string, number>();
  for (const n of nodes)
    homeSize.set(home.get(n.name)!, (homeSize.get(home.get(n.name)!) ?? 0) + sizeOf(n));
  for (const n of nodes)
    if (homeSize.get(home.get(n.name)!)! < options.minChars)
      home.set(n.name, `${n.namespace}/common`);

  // 2. large modules: their largest sub-domains apart
  const members = group(nodes, (n) => home.get(n.name)!);
  for (const [key, list] of members) {
    let size = list.reduce((s, n) => s + sizeOf(n), 0);
    if (size <= options.maxChars) continue;
    const subs = [...group(list, (n) => subDomainOf(n.parent ?? n.name))]
      .filter(([sub]) => sub !== '')
      .map(([sub, l]) => ({ sub, list: l, size: l.reduce((s, n) => s + sizeOf(n), 0) }))
      .sort((a, b) => b.size - a.size || byName(a.sub, b.sub));
    for (const { sub, list: part, size: partSize } of subs) {
      if (size <= options.maxChars) break;
      for (const n of part) home.set(n.name, `${key}-${sub}`);
      size -= partSize;
    }
  }

  // 3. placement without cycles
  const rank = moduleRanks(nodes, deps, home);
  const placed = new Map<string, string>();
  for (const n of order) {
    let target = home.get(n.name)!;
    for (const d of deps.get(n.name)!) {
      const module = placed.get(d)!;
      if (module !== target && rank.get(module)! <= rank.get(target)!) target = module;
    }
    placed.set(n.name, target);
  }
  const files = group(nodes, (n) => placed.get(n.name)!);
  const cycle = moduleCycle(files, deps, placed);
  if (cycle !== undefined) throw new Error(`layout: import cycle ${cycle.join(' -> ')}`);
  return new Map([...files].sort(([a], [b]) => byName(a, b)));
}

/** The second word of a CamelCase name, kebab-cased (`ThreadItem` -> `item`; '' if none). */
export function subDomainOf(name: string): string {
  const match = /^[A-Z][a-z0-9]*([A-Z][a-z0-9]*)/.exec(name);
  return (match?.[1] ?? '').toLowerCase();
}

function group<T>(list: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of list) {
    const k = key(item);
    const g = groups.get(k);
    if (g === undefined) groups.set(k, [item]);
    else g.push(item);
  }
  return groups;
}

/** Definitions ordered so that each comes after everything it references (post-order DFS). */
function dependenciesFirst(
  nodes: readonly NamedNode[],
  deps: ReadonlyMap<string, readonly string[]>,
): NamedNode[] {
  const byKey = new Map(nodes.map((n) => [n.name, n]));
  const done = new Set<string>();
  const out: NamedNode[] = [];
  const visit = (name: string): void => {
    if (done.has(name)) return;
    done.add(name);
    for (const d of deps.get(name)!) visit(d);
    out.push(byKey.get(name)!);
  };
  for (const n of nodes) visit(n.name);
  return out;
}

/**
 * Ranks modules so that references mostly point to later ranks (greedy
 * feedback-arc-set ordering by Eades, Lin and Smyth, edges weighted by the
 * number of references). A module imports only modules ranked after it.
 */
function moduleRanks(
  nodes: readonly NamedNode[],
  deps: ReadonlyMap<string, readonly string[]>,
  home: ReadonlyMap<string, string>,
): Map<string, number> {
  const out = new Map<string, Map<string, number>>();
  const into = new Map<string, Map<string, number>>();
  const modules = [...new Set(home.values())].sort(byName);
  for (const m of modules) {
    out.set(m, new Map());
    into.set(m, new Map());
  }
  for (const n of nodes) {
    const from = home.get(n.name)!;
    for (const d of deps.get(n.name)!) {
      const to = home.get(d)!;
      if (to === from) continue;
      out.get(from)!.set(to, (out.get(from)!.get(to) ?? 0) + 1);
      into.get(to)!.set(from, (into.get(to)!.get(from) ?? 0) + 1);
    }
  }
  const left = new Set(modules);
  const weight = (edges: Map<string, number>): number =>
    [...edges].reduce((s, [m, w]) => s + (left.has(m) ? w : 0), 0);
  const head: string[] = [];
  const tail: string[] = [];
  while (left.size > 0) {
    let progress = true;
    while (progress) {
      progress = false;
      for (const m of [...left]) {
        if (weight(out.get(m)!) === 0) {
          tail.unshift(m);
          left.delete(m);
          progress = true;
        } else if (weight(into.get(m)!) === 0) {
          head.push(m);
          left.delete(m);
          progress = true;
        }
      }
    }
    if (left.size === 0) break;
    let best = '';
    let bestDelta = -Infinity;
    for (const m of left) {
      const delta = weight(out.get(m)!) - weight(into.get(m)!);
      if (delta > bestDelta) {
        best = m;
        bestDelta = delta;
      }
    }
    head.push(best);
    left.delete(best);
  }
  return new Map([...head, ...tail].map((m, i) => [m, i]));
}

/** An import cycle among the modules of `files`, if there is one (module keys, first repeated last). */
export function moduleCycle(
  files: ReadonlyMap<string, readonly NamedNode[]>,
  deps: ReadonlyMap<string, readonly string[]>,
  placed: ReadonlyMap<string, string>,
): string[] | undefined {
  const edges = new Map<string, Set<string>>();
  for (const [key, list] of files) {
    const to = new Set<string>();
    for (const n of list)
      for (const d of deps.get(n.name) ?? []) if (placed.get(d) !== key) to.add(placed.get(d)!);
    edges.set(key, to);
  }
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (m: string): string[] | undefined => {
    if (state.get(m) === 'done') return undefined;
    if (state.get(m) === 'open') return [...path.slice(path.indexOf(m)), m];
    state.set(m, 'open');
    path.push(m);
    for (const to of [...(edges.get(m) ?? [])].sort(byName)) {
      const found = visit(to);
      if (found) return found;
    }
    path.pop();
    state.set(m, 'done');
    return undefined;
  };
  for (const m of [...edges.keys()].sort(byName)) {
    const found = visit(m);
    if (found) return found;
  }
  return undefined;
}
