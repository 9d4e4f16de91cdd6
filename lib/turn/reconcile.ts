/**
 * The item half of reconciling a running turn with the server's view of it
 * (`thread/read` with `includeTurns`): used after a reconnect or a replay
 * gap, when notifications may have been lost. The turn reducer's
 * `thread/read#reconcile` entry calls it; the status half (completing the
 * turn) lives there, next to the other lifecycle handlers.
 *
 * Cost: O(items) per reconcile, which happens once per turn per reconnect.
 */
import type { ThreadItemLike, TurnLike } from './events.js';
import { threadItemOrGeneric, type ThreadItem } from '../domain/thread-item.js';
import { positionOf, type ItemList } from './item-list.js';
import { mergeItem, reportRank, type ItemRank } from './item-merge.js';

/**
 * The items after reconciling with `turn`:
 * - the server's items come first, in the server's order; each is merged with
 *   what the client already knows of it (item-merge.ts: a report never
 *   downgrades a higher-ranked one, and at equal rank the server's wins);
 * - items of a turn the server reports as over are final (rank 3): no late
 *   delta may change them;
 * - items only the client knows are kept after them, in their order: the
 *   server's snapshot may predate them (an item that started after it was
 *   taken, or an agent message still streaming, which codex persists only
 *   once complete).
 *
 * Returns `null` when nothing changes.
 *
 * @example
 * reconcileItems(state, readTurn)?.items.map((i) => i.id);
 */
export function reconcileItems(state: ItemList, turn: TurnLike): ItemList | null {
  const over = turn.status !== 'inProgress';
  const items: ThreadItemLike[] = [];
  const itemRanks: ItemRank[] = [];
  const itemIndex = new Map<string, number>();
  const typedItems: ThreadItem[] = [];
  let changed = false;
  const add = (item: ThreadItemLike, rank: ItemRank, local?: number): void => {
    itemIndex.set(item.id, items.length);
    items.push(item);
    itemRanks.push(rank);
    const same = local !== undefined && state.items[local] === item;
    typedItems.push(same ? (state.typedItems[local] as ThreadItem) : threadItemOrGeneric(item));
  };
  for (const incoming of turn.items) {
    if (itemIndex.has(incoming.id)) continue; // listed twice: first wins
    const incomingRank: ItemRank = over ? 3 : reportRank(incoming, 'turn');
    const local = positionOf(state, incoming.id);
    if (local === undefined) {
      changed = true;
      add(incoming, incomingRank);
      continue;
    }
    const existing = state.items[local] as ThreadItemLike;
    const existingRank = state.itemRanks[local] ?? 1;
    const merged = mergeItem(existing, existingRank, incoming, incomingRank);
    const rank = incomingRank > existingRank ? incomingRank : existingRank;
    if (merged !== existing || rank !== existingRank || local !== items.length) changed = true;
    add(merged, rank, local);
  }
  state.items.forEach((item, i) => {
    if (itemIndex.has(item.id)) return;
    if (i !== items.length) changed = true;
    add(item, state.itemRanks[i] ?? 1, i);
  });
  return changed ? { items, itemRanks, itemIndex, typedItems } : null;
}
