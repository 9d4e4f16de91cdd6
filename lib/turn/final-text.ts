/**
 * The turn's answer: the agent message with phase `final_answer`, else the last
 * agent message (the app-server's rule for a turn's answer: see
 * docs/architecture.md, "Protocol facts").
 */
import type { ThreadItemLike } from './events.js';
import type { ItemRank } from './item-merge.js';

/**
 * Picks the final text from the items in order. While the turn runs
 * (`atEnd = false`) only completed messages count; at the end a message that
 * never completed (an interrupted stream) counts with its streamed text.
 *
 * @example
 * finalTextOf(state.items, state.itemRanks, () => undefined, false);
 */
export function finalTextOf(
  items: readonly ThreadItemLike[],
  ranks: readonly ItemRank[],
  streamedText: (itemId: string) => string | undefined,
  atEnd: boolean,
): string | null {
  let last: string | null = null;
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as ThreadItemLike;
    if (item.type !== 'agentMessage') continue;
    const completed = ranks[i] === 3;
    let text = typeof item.text === 'string' ? item.text : null;
    if (!completed) {
      if (!atEnd) continue;
      const streamed = streamedText(item.id);
      if (streamed !== undefined && streamed.length > 0 && (text === null || text.length === 0))
        text = streamed;
    }
    if (text === null) continue;
    if (completed && item.phase === 'final_answer') return text;
    last = text;
  }
  return last;
}
