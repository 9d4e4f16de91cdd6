/**
 * `gen/<set>/namespace.ts`: every value the set's index.ts exports, as one
 * object (`rt.moduleObject`, filled on first use). The build makes that object the run-time value
 * of `Protocol` / `StableProtocol` (tsdown.config.mts); types still come from
 * `export * as Protocol` in lib/index.ts.
 *
 * @example
 * namespaceText(['Turn', 'clientRequests'], provenance);
 */
import { header, type Provenance } from './header.js';

/** The module the build reads the object from, in each set's directory. */
export const NAMESPACE_MODULE = 'namespace';

/**
 * The values a set's index.ts exports: `export const` / `export function` of
 * the modules it re-exports with `export *`, plus the names it re-exports by
 * name (definitions shared with the stable set).
 */
export function valueExports(files: ReadonlyMap<string, string>, set: string): string[] {
  const index = files.get(`${set}/index.ts`);
  if (index === undefined) throw new Error(`${set}/index.ts was not generated`);
  const names = new Set<string>();
  for (const [, module] of index.matchAll(/^export \* from '\.\/(.+)\.js';$/gm)) {
    const text = files.get(`${set}/${module}.ts`);
    if (text === undefined) throw new Error(`${set}/index.ts re-exports a missing ${module}`);
    for (const [, name] of text.matchAll(/^export (?:const|function) (\w+)/gm)) names.add(name!);
  }
  for (const [, list] of index.matchAll(/^export \{ ([^}]+) \} from '[^']+';$/gm))
    for (const name of list!.split(',')) names.add(name.trim());
  return [...names].sort();
}

export function namespaceText(names: readonly string[], provenance: Provenance): string {
  return [
    header(provenance),
    "import * as rt from '../runtime/index.js';",
    `import { ${names.join(', ')} } from './index.js';`,
    '',
    '/** Every value of ./index.js as one object: the run-time `Protocol` of the built package (tsdown.config.mts). */',
    `export const namespace = /* @__PURE__ */ rt.moduleObject(() => ({ ${names.join(', ')} }));`,
    '',
  ].join('\n');
}
