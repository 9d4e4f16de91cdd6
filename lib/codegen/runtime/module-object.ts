/**
 * What `Protocol` and `StableProtocol` are at run time in the built package:
 * one object of every value a set exports, shaped like a module namespace (no
 * prototype, keys in code-unit order, `Symbol.toStringTag` `'Module'`, frozen).
 * The build puts it in place of `export * as Protocol` (see
 * tsdown.config.mts): a real namespace made the set's ~1,900 codecs exports
 * of a chunk, imported and exported again by a module of their own, which
 * Node had to load, compile and link at every import of codex-rx.
 *
 * The object is filled on first use: `values` is a function, so importing
 * codex-rx neither compiles nor runs the ~2,000-key object literal of each
 * set (most apps never read `Protocol` at run time). It is a proxy whose
 * every operation first fills its target, so it answers exactly as the
 * filled object does (keys, descriptors, `Object.isExtensible`, `in`,
 * assignment throwing in strict mode).
 *
 * @example
 * const ns = moduleObject(() => ({ b: 2, a: 1 }));
 * Object.keys(ns); // ['a', 'b']
 */
export function moduleObject<T extends object>(values: () => T): Readonly<T> {
  const target = Object.create(null) as Record<string | symbol, unknown>;
  let filled = false;
  const fill = (): Record<string | symbol, unknown> => {
    if (filled) return target;
    filled = true;
    const all = values() as Record<string, unknown>;
    for (const key of Object.keys(all).sort()) target[key] = all[key];
    Object.defineProperty(target, Symbol.toStringTag, { value: 'Module' });
    return Object.freeze(target);
  };
  // util.inspect reads a proxy's target without running its traps: before
  // first use that would print an empty object.
  Object.defineProperty(target, Symbol.for('nodejs.util.inspect.custom'), {
    value: () => {
      const copy = Object.create(null) as Record<string | symbol, unknown>;
      for (const key of Object.keys(fill())) copy[key] = target[key];
      Object.defineProperty(copy, Symbol.toStringTag, { value: 'Module' });
      return copy;
    },
  });
  return new Proxy(target, {
    get: (_, key) => fill()[key],
    has: (_, key) => key in fill(),
    ownKeys: () => Reflect.ownKeys(fill()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(fill(), key),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(fill(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(fill(), key),
    set: (_, key, value) => Reflect.set(fill(), key, value),
    isExtensible: () => Reflect.isExtensible(fill()),
    preventExtensions: () => Reflect.preventExtensions(fill()),
    getPrototypeOf: () => Reflect.getPrototypeOf(fill()),
    setPrototypeOf: (_, prototype) => Reflect.setPrototypeOf(fill(), prototype),
  }) as Readonly<T>;
}
