/**
 * How two reports of the same item combine (item/started, item/completed, items
 * inside a turn payload). Ranked by status: terminal (completed, failed,
 * interrupted, declined) = 3 over inProgress = 2 over anything else = 1. The
 * higher rank wins, an equal rank lets the later report win, and `text` is
 * replaced only by a non-null value.
 */
import type { ThreadItemLike } from './events.js';

/** 3 = terminal, 2 = in progress, 1 = unknown / no status. */
export type ItemRank = 1 | 2 | 3;

/**
 * Rank of a status value. `declined` (command execution, file change) is
 * terminal too: it is what item/completed reports for a refused command.
 *
 * @example
 * statusRank('completed'); // 3
 */
function statusRank(status: unknown): ItemRank {
  switch (status) {
    case 'completed':
    case 'failed':
    case 'interrupted':
    case 'declined':
      return 3;
    case 'inProgress':
      return 2;
    default:
      return 1;
  }
}

/** Where a report of an item came from. */
export type ItemSource = 'started' | 'completed' | 'turn';

/**
 * Rank of one report. item/completed is authoritative (the app-server's rule:
 * docs/architecture.md, "Protocol facts") even for item types without a
 * `status` field (agent messages, reasoning, ...), and an item/started report
 * is at least in progress.
 *
 * @example
 * reportRank({ id: 'm', type: 'agentMessage', text: '' }, 'started'); // 2
 */
export function reportRank(item: ThreadItemLike, source: ItemSource): ItemRank {
  if (source === 'completed') return 3;
  const rank = statusRank(item.status);
  return source === 'started' && rank < 2 ? 2 : rank;
}

/**
 * Merges `incoming` (rank `incomingRank`) into `existing` (rank `existingRank`).
 * Returns `existing` itself when nothing changes.
 *
 * @example
 * mergeItem(started, 2, completed, 3); // the completed item
 */
export function mergeItem(
  existing: ThreadItemLike,
  existingRank: ItemRank,
  incoming: ThreadItemLike,
  incomingRank: ItemRank,
): ThreadItemLike {
  if (incomingRank < existingRank) {
    return existing.text == null && incoming.text != null
      ? { ...existing, text: incoming.text }
      : existing;
  }
  if (incoming.text == null && existing.text != null) return { ...incoming, text: existing.text };
  return incoming;
}
