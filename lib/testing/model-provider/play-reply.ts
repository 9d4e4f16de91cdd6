/**
 * Plays one scripted reply on an HTTP response: an error status with its
 * body, or the reply's events as Server-Sent Events (with `delayMs` between
 * them), held at a stall until released, then ended cleanly or cut. Node only.
 */
import type { ServerResponse } from 'node:http';
import { formatSse, type ResponsesEvent } from './events.js';
import type { ModelReply, ReplyIds } from './replies.js';

/** The ids a reply to model request `requestNumber` uses. */
function replyIds(requestNumber: number): ReplyIds {
  return {
    requestNumber,
    response: `resp_${requestNumber}`,
    message: `msg_${requestNumber}`,
    call: `call_${requestNumber}`,
  };
}

/**
 * Writes `reply` to `res`. A stalled stream puts its release into `stalled`
 * (and takes it out when the connection closes first); calling it writes the
 * rest.
 */
export function playReply(
  reply: ModelReply,
  requestNumber: number,
  res: ServerResponse,
  stalled: Set<() => void>,
): void {
  if (reply.kind === 'httpError') {
    res.writeHead(reply.status, { ...(reply.headers ?? {}) });
    res.end(reply.body);
    return;
  }
  const ids = replyIds(requestNumber);
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const finish = (): void => {
    if (reply.ending === 'cut') {
      // Flush what was written, then break the connection without ending the chunked body.
      res.write('', () => res.socket?.destroy());
    } else {
      res.end();
    }
  };
  void writeEvents(res, reply.events(ids), reply.delayMs ?? 0).then((ok) => {
    if (!ok) return;
    const stall = reply.stall;
    if (!stall) {
      finish();
      return;
    }
    const release = (): void => {
      void writeEvents(res, stall.after(ids), reply.delayMs ?? 0).then((more) => {
        if (more) finish();
      });
    };
    stalled.add(release);
    res.on('close', () => stalled.delete(release));
  });
}

/** Writes events in order; resolves false if the connection went away. */
async function writeEvents(
  res: ServerResponse,
  events: readonly ResponsesEvent[],
  delayMs: number,
): Promise<boolean> {
  for (const event of events) {
    if (res.destroyed || res.writableEnded) return false;
    res.write(formatSse(event));
    if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
  }
  return !(res.destroyed || res.writableEnded);
}
