/**
 * A turn's items in order of first report, each with its status rank
 * (item-merge.ts), and an id index.
 *
 * The index is a Map shared by consecutive states, which only ever grows at
 * the end (an id's position never changes): a state reads only positions
 * below its own `items.length`, and a new id is added in place only by a
 * state that holds every id in the Map (the newest); any other state adds to
 * a copy of its own part. So every state reads what it read before, and a
 * new item costs O(1) in the index (and a copy of the items array).
 */
import { threadItemOrGeneric, type ThreadItem } from '../domain/thread-item.js';
import type { ThreadItemLike } from './events.js';
import type { ItemRank } from './item-merge.js';

export interface ItemList {
  readonly items: readonly ThreadItemLike[];
  /** Rank of each entry of `items` (same positions). */
  readonly itemRanks: readonly ItemRank[];
  /** Item id -> position in `items` (read with `positionOf`). */
  readonly itemIndex: ReadonlyMap<string, number>;
  /**
   * Each entry of `items` typed by the domain model (same positions): what
   * snapshots show. An item is converted once, when its entry changes.
   */
  readonly typedItems: readonly ThreadItem[];
}

/** Position of `id` in an array of `length` entries indexed by `index`, or `undefined`. */
export function positionIn(
  index: ReadonlyMap<string, number>,
  length: number,
  id: string,
): number | undefined {
  const position = index.get(id);
  return position !== undefined && position < length ? position : undefined;
}

/** `index` with `id` at position `length` (see the top of this file). */
export function indexWith(
  index: ReadonlyMap<string, number>,
  length: number,
  id: string,
): ReadonlyMap<string, number> {
  let map = index as Map<string, number>;
  if (map.size !== length || map.has(id)) {
    map = new Map();
    for (const [key, position] of index) if (position < length) map.set(key, position);
  }
  map.set(id, length);
  return map;
}

/** Position of item `id`, or `undefined`. */
export function positionOf(list: ItemList, id: string): number | undefined {
  return positionIn(list.itemIndex, list.items.length, id);
}

/** `list` with `item` (rank `rank`) added at the end. */
export function withNewItem(list: ItemList, item: ThreadItemLike, rank: ItemRank): ItemList {
  return {
    items: [...list.items, item],
    itemRanks: [...list.itemRanks, rank],
    itemIndex: indexWith(list.itemIndex, list.items.length, item.id),
    typedItems: [...list.typedItems, threadItemOrGeneric(item)],
  };
}

/** `list` with the item at `position` replaced. */
export function withItemAt(
  list: ItemList,
  position: number,
  item: ThreadItemLike,
  rank: ItemRank,
): ItemList {
  const items = list.items.slice();
  items[position] = item;
  const typedItems = list.typedItems.slice();
  typedItems[position] = threadItemOrGeneric(item);
  let itemRanks = list.itemRanks;
  if (itemRanks[position] !== rank) {
    const copy = itemRanks.slice();
    copy[position] = rank;
    itemRanks = copy;
  }
  return { items, itemRanks, itemIndex: list.itemIndex, typedItems };
}
