/**
 * How a report of an item (`item/started`, `item/completed`, the items of a
 * turn payload) changes a turn's state: merged by status rank (item-merge.ts)
 * into the item list (item-list.ts), and an item that is over marks its
 * stream so (streams.ts).
 */
import type { ThreadItemLike, TurnLike } from './events.js';
import { positionOf, withItemAt, withNewItem } from './item-list.js';
import { mergeItem, reportRank, type ItemSource } from './item-merge.js';
import { agentTextOf, completedAt, streamPosition } from './streams.js';
import type { TurnState } from './turn-state.js';

/** `state` with one report of an item merged in. */
export function putItem(state: TurnState, item: ThreadItemLike, source: ItemSource): TurnState {
  const rank = reportRank(item, source);
  const position = positionOf(state, item.id);
  const own = source === 'completed';
  if (position === undefined)
    return markCompleted({ ...state, ...withNewItem(state, item, rank) }, item, rank, own);
  const existing = state.items[position] as ThreadItemLike;
  const existingRank = state.itemRanks[position] ?? 1;
  const merged = mergeItem(existing, existingRank, item, rank);
  const mergedRank = rank > existingRank ? rank : existingRank;
  if (merged === existing && mergedRank === existingRank) return state;
  const next = { ...state, ...withItemAt(state, position, merged, mergedRank) };
  return markCompleted(next, merged, mergedRank, own);
}

/**
 * An item at rank 3 (over): its stream, if it has one, says so (streams.ts,
 * `completedAt`; `own`: reported by its `item/completed`).
 */
export function markCompleted(
  state: TurnState,
  item: ThreadItemLike,
  rank: number,
  own: boolean,
): TurnState {
  if (rank !== 3) return state;
  const position = streamPosition(state.streams, item.id);
  if (position === undefined) return state;
  const streams = completedAt(state.streams, position, item, own);
  return streams === state.streams ? state : { ...state, streams, agentText: agentTextOf(streams) };
}

/** `state` with the items of a turn payload merged in. */
export function putTurnItems(state: TurnState, turn: TurnLike): TurnState {
  let next = state;
  for (const item of turn.items) next = putItem(next, item, 'turn');
  return next;
}
