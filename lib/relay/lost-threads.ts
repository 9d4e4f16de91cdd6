/**
 * Threads a session lost in a failover. codex writes a thread to disk
 * (its rollout) only on its first turn, so the node taking a session over
 * cannot `thread/resume` a thread that had no turn yet: codex answers
 * `no rollout found`. Forwarded anyway, a request on such a thread would
 * get codex's untyped `thread not loaded` (or, when the fleet shares one
 * app-server, start a turn whose events never reach the client). The relay
 * answers it itself instead, with the typed `threadLostInFailover` error
 * (`RpcResponseError.isThreadLostInFailover`; docs/fleet.md).
 */
import { ErrorCodes, THREAD_LOST_IN_FAILOVER } from '../rpc/errors.js';

/** Whether codex's answer to `thread/resume` says it has no rollout of the thread. */
export function isNoRollout(error: unknown): boolean {
  const message = (error as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message.startsWith('no rollout found');
}

/**
 * The error response the relay writes for a client request on a lost
 * thread (`params.threadId` one of `lost`); undefined for any other message
 * (notifications included: they have no answer).
 */
export function lostThreadAnswer(
  message: Record<string, unknown>,
  lost: ReadonlySet<string>,
): string | undefined {
  if (lost.size === 0 || typeof message.method !== 'string') return undefined;
  if (typeof message.id !== 'number' && typeof message.id !== 'string') return undefined;
  const threadId = (message.params as { threadId?: unknown } | null | undefined)?.threadId;
  if (typeof threadId !== 'string' || !lost.has(threadId)) return undefined;
  return JSON.stringify({
    id: message.id,
    error: {
      code: ErrorCodes.InvalidRequest,
      message: `thread ${threadId} was lost in a failover: it had no turn yet, so codex had not written it to disk and the relay node that took the session over could not resume it; start a new thread`,
      data: { reason: THREAD_LOST_IN_FAILOVER, threadId },
    },
  });
}
