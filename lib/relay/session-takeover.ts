/**
 * A session taken over from a dead node: what the dead upstream owed the
 * client settled, then the new upstream initialized with the client's
 * params and each of the session's threads resumed.
 */
import { UPSTREAM_LOST_ERROR, type TakeoverState } from './relay-session-options.js';
import { isNoRollout } from './lost-threads.js';
import type { SessionParts } from './session-parts.js';
import type { SessionThreads } from './session-threads.js';
import { resolvedNotice } from './upstream-lines.js';

/**
 * A fenced node's side: its client's unanswered server requests told
 * resolved, their handlers cancelled before the client reattaches elsewhere
 * (their upstream is closed here, an answer would go nowhere; the new
 * owner's record may not even list a request the old owner sent live).
 */
export function resolveUnanswered(parts: SessionParts): void {
  if (parts.serverRequests.size === 0) return;
  for (const u of parts.serverRequests.list()) parts.feed.appendMessage(resolvedNotice(u), false);
  parts.serverRequests.clear();
  parts.writes.persist({ unresolved: [] });
}

type Request = (method: string, params: unknown) => Promise<Record<string, unknown>>;

export async function initializeAndResume(
  t: TakeoverState,
  threads: SessionThreads,
  request: Request,
  sendInitialized: () => void,
): Promise<void> {
  const init = await request('initialize', t.initializeParams);
  if (init.error !== undefined) {
    t.onResumed?.('', `initialize: ${JSON.stringify(init.error)}`);
    return;
  }
  sendInitialized();
  for (const threadId of threads) {
    let answer = await request('thread/resume', { threadId });
    // codex lets go of a dead connection's thread once it reads its EOF
    for (
      let i = 0;
      i < 30 && answer.error !== undefined && /writer/.test(JSON.stringify(answer.error));
      i++
    ) {
      await new Promise((r) => setTimeout(r, 100));
      answer = await request('thread/resume', { threadId });
    }
    if (answer.error !== undefined && isNoRollout(answer.error)) threads.lost.add(threadId);
    t.onResumed?.(threadId, answer.error === undefined ? undefined : JSON.stringify(answer.error));
  }
}

/**
 * What the dead upstream owed the client, settled in the log: its server
 * requests cancelled (`serverRequest/resolved`), the client's requests
 * answered with an error; the record's lists emptied.
 */
export function settleLostUpstream(t: TakeoverState, parts: SessionParts): void {
  for (const u of t.unresolved) parts.feed.appendMessage(resolvedNotice(u), false);
  for (const id of t.pendingRequests)
    parts.feed.appendMessage(JSON.stringify({ id, error: UPSTREAM_LOST_ERROR }), false);
  parts.writes.persist({ unresolved: [], pendingRequests: [], runningTurns: [] });
}
