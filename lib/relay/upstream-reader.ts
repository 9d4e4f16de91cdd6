/**
 * A session's upstream lines read into its log: notifications passed
 * without parsing where they can be (deltas), server requests kept until
 * resolved, answers to the client's requests and to the relay's own taken
 * note of, running turns tracked, a line that is not JSON logged raw.
 */
import type { SessionParts } from './session-parts.js';
import type { SessionObserver } from './session-observer.js';
import { isId, isPlainNotification } from './upstream-lines.js';

export function readUpstreamLine(
  parts: SessionParts,
  observer: SessionObserver | undefined,
  line: string,
): void {
  const { feed, writes, serverRequests } = parts;
  if (isPlainNotification(line)) {
    observer?.serverLine?.(line, undefined);
    if (serverRequests.observe(line)) writes.persist({ unresolved: serverRequests.list() });
    // turn/started and turn/completed: the session record lists the running turns.
    if (line.startsWith('{"method":"turn/')) {
      try {
        const m = JSON.parse(line) as { method: string; params?: unknown };
        if (m.method === 'turn/started' || m.method === 'turn/completed')
          trackTurn(parts, m.method, m.params);
      } catch {
        // logged as it is below
      }
    }
    feed.appendMessage(line, false);
    return;
  }
  let message: unknown;
  try {
    message = JSON.parse(line);
  } catch {
    feed.append(JSON.stringify({ t: 'raw', s: feed.lastSeq + 1, r: line }));
    return;
  }
  observer?.serverLine?.(line, message);
  let serverRequest = false;
  if (typeof message === 'object' && message !== null) {
    const m = message as Record<string, unknown>;
    const id = m.id;
    if (typeof id === 'number' && m.method === undefined) parts.clientRequests.answered(id, m);
    if (typeof m.method === 'string' && isId(id)) {
      serverRequest = true;
      serverRequests.add(feed.lastSeq + 1, id, m.method, message);
      writes.persist({ unresolved: serverRequests.list() });
    } else if (isId(id) && parts.clientRequests.initializeAnswered(id, m)) {
      // cached for reattaching clients
    } else if (parts.ownRequests.answer(m)) {
      return;
    } else if (m.method === 'serverRequest/resolved') {
      const requestId = (m.params as { requestId?: unknown } | undefined)?.requestId;
      if (isId(requestId) && serverRequests.resolve(requestId))
        writes.persist({ unresolved: serverRequests.list() });
    }
  }
  feed.appendMessage(line, serverRequest);
}

function trackTurn(parts: SessionParts, method: string, params: unknown): void {
  const p = params as { threadId?: unknown; turn?: { id?: unknown } } | undefined;
  if (typeof p?.threadId !== 'string') return;
  if (method === 'turn/started' && typeof p.turn?.id === 'string')
    parts.threads.turnStarted(p.threadId, p.turn.id);
  else {
    parts.serverRequests.turnEnded(p.threadId);
    if (!parts.threads.turnEnded(p.threadId)) return;
  }
  parts.writes.persist({ runningTurns: parts.threads.turns() });
}
