/**
 * The thread activity of a relay's sessions (`relay.activity$`), read from
 * what their upstreams send: thread started, status changed, turn started
 * and completed, a server request waiting (approval) and resolved, each
 * keyed by the session's transport id. What `codex-rx-relay` publishes to a
 * fleet's dashboard (fleet-activity.ts), as a `ClientManager`'s `activity$`
 * is in a program of one's own. Only lines that can be activity are parsed:
 * a delta costs one method lookup.
 */
import { threadActivityOf, type ThreadActivity } from '../client/thread-activity.js';
import type { RequestId } from '../rpc/messages.js';

/** Notification methods that are thread activity (thread-activity.ts). */
const ACTIVITY_METHODS = new Set([
  'thread/started',
  'thread/status/changed',
  'turn/started',
  'turn/completed',
  'serverRequest/resolved',
]);

/** The method of a notification line written `{"method":"…"` (as codex writes them), else undefined. */
function leadingMethod(line: string): string | undefined {
  if (!line.startsWith('{"method":"')) return undefined;
  const end = line.indexOf('"', 11);
  return end < 0 ? undefined : line.slice(11, end);
}

/**
 * The activity one upstream line of a session means, or null. `message` is
 * the line parsed when the session parsed it (responses, server requests);
 * undefined for a notification it passed unparsed.
 *
 * @example
 * relayActivityOf('user-42', '{"method":"turn/started","params":{"threadId":"t","turn":{"id":"u"}}}', undefined);
 * // { kind: 'turnStarted', key: 'user-42', threadId: 't', turnId: 'u' }
 */
export function relayActivityOf(
  transportId: string,
  line: string,
  message: unknown,
): ThreadActivity | null {
  if (message === undefined) {
    const method = leadingMethod(line);
    // Another layout (not codex's): parsed when it names an activity method at all.
    if (method !== undefined ? !ACTIVITY_METHODS.has(method) : !line.includes('"method"'))
      return null;
    try {
      message = JSON.parse(line);
    } catch {
      return null;
    }
  }
  if (typeof message !== 'object' || message === null) return null;
  const m = message as { id?: unknown; method?: unknown; params?: unknown };
  if (typeof m.method !== 'string') return null;
  if (m.id !== undefined)
    return typeof m.id === 'string' || typeof m.id === 'number'
      ? threadActivityOf(transportId, {
          kind: 'request',
          generic: true,
          id: m.id as RequestId,
          method: m.method,
          params: m.params,
        })
      : null;
  if (!ACTIVITY_METHODS.has(m.method)) return null;
  return threadActivityOf(transportId, {
    kind: 'notification',
    generic: true,
    method: m.method,
    params: m.params,
  });
}
