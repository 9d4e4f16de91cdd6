/**
 * An id -> position index that only grows (positions 0, 1, 2, ... in order of
 * insertion), shared between successive states. A state sees the entries
 * below its own `size`; adding to the newest state appends in place (O(1)),
 * adding to an older one copies first, so earlier states never observe a
 * change. This keeps the turn reducer's per-event cost independent of the
 * number of items while every snapshot stays valid.
 */

/** Read with `indexGet`, extend with `indexAdd`; never mutate `map` yourself. */
export interface AppendIndex {
  /** Shared by every state derived from the same line of updates. */
  readonly map: Map<string, number>;
  /** Entries this version sees: those with a position below `size`. */
  readonly size: number;
}

/**
 * A new, empty index (a fresh map each time: it is mutated in place).
 *
 * @example
 * const ix = indexAdd(emptyIndex(), 'item_1'); // indexGet(ix, 'item_1') === 0
 */
export function emptyIndex(): AppendIndex {
  return { map: new Map(), size: 0 };
}

/** Position of `key` in this version, or `undefined`. */
export function indexGet(index: AppendIndex, key: string): number | undefined {
  const position = index.map.get(key);
  return position !== undefined && position < index.size ? position : undefined;
}

/** A version with `key` at position `size`. `key` must not be present in `index`. */
export function indexAdd(index: AppendIndex, key: string): AppendIndex {
  let map = index.map;
  if (map.size !== index.size || map.has(key)) {
    // `index` is not the newest version: fork, keeping what it sees.
    map = new Map();
    for (const [k, position] of index.map) if (position < index.size) map.set(k, position);
  }
  map.set(key, index.size);
  return { map, size: index.size + 1 };
}
