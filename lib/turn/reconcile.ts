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
import { pvecToArray } from './pvec.js';
import type { TurnState } from './turn-state.js';

/** The item fields of a TurnState, as arrays (the reducer makes its vectors of them). */
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
 * Returns `null` when nothing changes.
 *
 * @example
 * reconcileItems(state, readTurn)?.items.map((i) => i.id);
 */
export function reconcileItems(state: TurnState, turn: TurnLike): ReconciledItems | null {
  const stateItems = pvecToArray(state.items);
  const stateRanks = pvecToArray(state.itemRanks);
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
    const existing = stateItems[local] as ThreadItemLike;
    const existingRank = stateRanks[local] ?? 1;
    const merged = mergeItem(existing, existingRank, incoming, incomingRank);
    const rank = incomingRank > existingRank ? incomingRank : existingRank;
    if (merged !== existing || rank !== existingRank || local !== items.length) changed = true;
    add(merged, rank);
  }
  for (let i = 0; i < stateItems.length; i++) {
    const item = stateItems[i] as ThreadItemLike;
    if (indexGet(itemIndex, item.id) !== undefined) continue;
    if (i !== items.length) changed = true;
    add(item, stateRanks[i] ?? 1);
  }
  return changed ? { items, itemRanks, itemIndex } : null;
}
