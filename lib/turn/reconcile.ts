/**
 * The item half of reconciling a running turn with the server's view of it
 * (`thread/read` with `includeTurns`): used after a reconnect or a replay
 * gap, when notifications may have been lost. The turn reducer's
 * `thread/read#reconcile` entry calls it; the status half (completing the
 * turn) lives there, next to the other lifecycle handlers.
 *
 * Cost: O(items) per reconcile, which happens once per turn per reconnect;
 * the delta path is untouched.
 */
import { emptyIndex, indexAdd, indexGet, type AppendIndex } from './append-index.js';
import type { ThreadItemLike, TurnLike } from './events.js';
import { mergeItem, reportRank, type ItemRank } from './item-merge.js';
import type { TurnState } from './turn-state.js';

/** The item fields of a TurnState. */
export interface ReconciledItems {
  readonly items: readonly ThreadItemLike[];
  readonly itemRanks: readonly ItemRank[];
  readonly itemIndex: AppendIndex;
}

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
 * Returns the state's own fields (same references) when nothing changes.
 *
 * @example
 * const { items } = reconcileItems(state, readTurn); // items.map((i) => i.id)
 */
export function reconcileItems(state: TurnState, turn: TurnLike): ReconciledItems {
  const over = turn.status !== 'inProgress';
  const items: ThreadItemLike[] = [];
  const itemRanks: ItemRank[] = [];
  let itemIndex = emptyIndex();
  let changed = false;
  const add = (item: ThreadItemLike, rank: ItemRank): void => {
    items.push(item);
    itemRanks.push(rank);
    itemIndex = indexAdd(itemIndex, item.id);
  };
  for (const incoming of turn.items) {
    if (indexGet(itemIndex, incoming.id) !== undefined) continue; // listed twice: first wins
    const incomingRank: ItemRank = over ? 3 : reportRank(incoming, 'turn');
    const local = indexGet(state.itemIndex, incoming.id);
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
    add(merged, rank);
  }
  for (let i = 0; i < state.items.length; i++) {
    const item = state.items[i] as ThreadItemLike;
    if (indexGet(itemIndex, item.id) !== undefined) continue;
    if (i !== items.length) changed = true;
    add(item, state.itemRanks[i] ?? 1);
  }
  if (!changed) {
    return { items: state.items, itemRanks: state.itemRanks, itemIndex: state.itemIndex };
  }
  return { items, itemRanks, itemIndex };
}
