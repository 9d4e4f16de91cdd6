/**
 * What `Protocol` and `StableProtocol` are at run time in the built package:
 * one frozen object of every value a set exports, shaped like a module
 * namespace (no prototype, keys in code-unit order, `Symbol.toStringTag`
 * `'Module'`). The build puts it in place of `export * as Protocol` (see
 * tsdown.config.mts): a real namespace made the set's ~1,900 codecs exports
 * of a chunk, imported and exported again by a module of their own, which
 * Node had to load, compile and link at every import of codex-rx.
 *
 * @example
 * const ns = moduleObject({ b: 2, a: 1 });
 * Object.keys(ns); // ['a', 'b']
 */
export function moduleObject<T extends object>(values: T): Readonly<T> {
  const target = Object.create(null) as Record<string | symbol, unknown>;
  for (const key of Object.keys(values).sort())
    target[key] = (values as Record<string, unknown>)[key];
  Object.defineProperty(target, Symbol.toStringTag, { value: 'Module' });
  return Object.freeze(target) as Readonly<T>;
}
