/**
 * A minimal persistent vector (a 32-way trie with path copying, as in Clojure's
 * PersistentVector). `set` and `push` copy one node per level (at most 32
 * slots each, two levels up to 1024 entries), so an update costs the same
 * whether the vector holds 5 or 500 entries, and every earlier version stays
 * valid. The turn reducer keeps streamed text per item in one: a delta updates
 * one slot without copying the others.
 */

const BITS = 5;
const WIDTH = 1 << BITS;
const MASK = WIDTH - 1;

type Node<T> = ReadonlyArray<Node<T> | T | undefined>;

/** An immutable vector. Build with `emptyPVec()`, change with `pvecSet` / `pvecPush`. */
export interface PVec<T> {
  readonly size: number;
  /** Bits of the index consumed above the leaves: 0 = the root is a leaf. */
  readonly shift: number;
  readonly root: Node<T>;
}

const EMPTY: PVec<never> = { size: 0, shift: 0, root: [] };

/**
 * The empty vector.
 *
 * @example
 * const v = pvecPush(emptyPVec<string>(), 'a'); // pvecGet(v, 0) === 'a'
 */
export function emptyPVec<T>(): PVec<T> {
  return EMPTY;
}

/** The entry at `index`, or `undefined` when out of range. */
export function pvecGet<T>(vec: PVec<T>, index: number): T | undefined {
  if (index < 0 || index >= vec.size) return undefined;
  let node: Node<T> = vec.root;
  for (let shift = vec.shift; shift > 0; shift -= BITS) {
    node = node[(index >>> shift) & MASK] as Node<T>;
  }
  return node[index & MASK] as T | undefined;
}

/** A new vector with `value` at `index` (`0 <= index < size`); `vec` is unchanged. */
export function pvecSet<T>(vec: PVec<T>, index: number, value: T): PVec<T> {
  if (index < 0 || index >= vec.size)
    throw new RangeError(`index ${index} out of range 0..${vec.size - 1}`);
  return { size: vec.size, shift: vec.shift, root: assoc(vec.root, vec.shift, index, value) };
}

/** A new vector with `value` appended; `vec` is unchanged. */
export function pvecPush<T>(vec: PVec<T>, value: T): PVec<T> {
  const index = vec.size;
  if (index === WIDTH << vec.shift) {
    // The trie is full: grow by one level.
    const root: Node<T> = [vec.root];
    return {
      size: index + 1,
      shift: vec.shift + BITS,
      root: assoc(root, vec.shift + BITS, index, value),
    };
  }
  return { size: index + 1, shift: vec.shift, root: assoc(vec.root, vec.shift, index, value) };
}

/**
 * `pvecPush(pvecSet(vec, index, value), pushed)` in one pass: the nodes the
 * push copies are new, so where the set's path runs through them (the usual
 * case: `index` is near the end) they take `value` in place instead of being
 * copied a second time.
 */
export function pvecSetPush<T>(vec: PVec<T>, index: number, value: T, pushed: T): PVec<T> {
  if (index < 0 || index >= vec.size)
    throw new RangeError(`index ${index} out of range 0..${vec.size - 1}`);
  const next = pvecPush(vec, pushed);
  const last = vec.size;
  // Walk the push's (new) path while the set's path follows it; copy from where they part.
  let node = next.root as Array<Node<T> | T | undefined>;
  for (let shift = next.shift; shift > 0; shift -= BITS) {
    const slot = (index >>> shift) & MASK;
    if (slot !== ((last >>> shift) & MASK)) {
      node[slot] = assoc(node[slot] as Node<T>, shift - BITS, index, value);
      return next;
    }
    node = node[slot] as Array<Node<T> | T | undefined>;
  }
  node[index & MASK] = value;
  return next;
}

/** The entries in order (O(size), leaf by leaf; for reading results, not for the hot path). */
export function pvecToArray<T>(vec: PVec<T>): T[] {
  if (vec.shift === 0) return vec.root.slice(0, vec.size) as T[];
  const out: T[] = [];
  collect(vec.root, vec.shift, vec.size, out);
  return out;
}

function collect<T>(node: Node<T>, shift: number, size: number, out: T[]): void {
  for (let i = 0; i < node.length && out.length < size; i++) {
    const child = node[i];
    if (shift === BITS) {
      const leaf = child as Node<T>;
      const take = Math.min(leaf.length, size - out.length);
      for (let j = 0; j < take; j++) out.push(leaf[j] as T);
    } else collect(child as Node<T>, shift - BITS, size, out);
  }
}

function assoc<T>(node: Node<T> | undefined, shift: number, index: number, value: T): Node<T> {
  const copy = node === undefined ? [] : node.slice();
  if (shift === 0) {
    copy[index & MASK] = value;
  } else {
    const slot = (index >>> shift) & MASK;
    copy[slot] = assoc(copy[slot] as Node<T> | undefined, shift - BITS, index, value);
  }
  return copy;
}

/** A vector of the entries of `values`, in order. */
export function pvecFromArray<T>(values: readonly T[]): PVec<T> {
  let vec = emptyPVec<T>();
  for (const value of values) vec = pvecPush(vec, value);
  return vec;
}

/**
 * Calls `changed(index)` for every index of `next` whose entry is not the
 * same (`!==`) as in `previous`, in order. Subtrees the two versions share
 * are skipped, so one `set` or `push` between them costs O(log n) to find,
 * not O(n). (Versions of different depth are compared entry by entry.)
 */
export function pvecDiff<T>(
  previous: PVec<T>,
  next: PVec<T>,
  changed: (index: number) => void,
): void {
  if (previous === next) return;
  if (previous.shift !== next.shift) {
    for (let i = 0; i < next.size; i++)
      if (i >= previous.size || pvecGet(previous, i) !== pvecGet(next, i)) changed(i);
    return;
  }
  diffNode(previous.root, next.root, next.shift, 0, next.size, changed);
}

function diffNode<T>(
  a: Node<T> | undefined,
  b: Node<T>,
  shift: number,
  base: number,
  size: number,
  changed: (index: number) => void,
): void {
  for (let i = 0; i < b.length; i++) {
    const index = base + i * (1 << shift);
    if (index >= size) return;
    const x = a === undefined ? undefined : a[i];
    const y = b[i];
    if (x === y && a !== undefined && i < a.length) continue;
    if (shift === 0) changed(index);
    else diffNode(x as Node<T> | undefined, y as Node<T>, shift - BITS, index, size, changed);
  }
}
