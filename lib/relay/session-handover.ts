/**
 * A relay session handed over by its draining node (relay-drain.ts): when it
 * may go without a gap (nothing in flight), and where its log stops once its
 * upstream is stopped.
 */
import type { SessionParts } from './session-parts.js';

/** No turn running, no server request unanswered, no client request waiting for its answer. */
export function nothingInFlight(parts: SessionParts): boolean {
  return (
    !parts.threads.turnRunning && parts.serverRequests.size === 0 && parts.clientRequests.settled
  );
}

/**
 * The last sequence number of a session whose upstream was stopped, once
 * that upstream has exited (its threads on disk for the next owner's
 * `thread/resume`) and the store applied every write of the session.
 */
export async function stoppedAt(
  parts: SessionParts,
  upstreamExited: Promise<void>,
): Promise<number> {
  await upstreamExited.catch(() => undefined);
  await parts.writes.settled();
  return parts.feed.lastSeq;
}
