/**
 * lost-threads.ts: which client messages the relay answers itself for a
 * thread lost in a failover (requests naming it), with what, and how it
 * tells codex's "no rollout" answer to `thread/resume`.
 */
import { RpcResponseError } from '../../lib/rpc/errors.js';
import { isNoRollout, lostThreadAnswer } from '../../lib/relay/lost-threads.js';
import { UPSTREAM_LOST_ERROR } from '../../lib/relay/relay-session-options.js';

const lost = new Set(['t-lost']);

describe('lost threads', () => {
  it('a request naming a lost thread is answered -32600 threadLostInFailover, typed on the client', () => {
    const answer = lostThreadAnswer(
      { id: 7, method: 'turn/start', params: { threadId: 't-lost', input: [] } },
      lost,
    );
    const m = JSON.parse(answer ?? 'null') as {
      id: number;
      error: { code: number; message: string; data: unknown };
    };
    expect(m.id).toBe(7);
    expect(m.error.data).toEqual({ reason: 'threadLostInFailover', threadId: 't-lost' });
    const error = new RpcResponseError(m.error, { method: 'turn/start', id: 7 });
    expect(error.isThreadLostInFailover).toBe(true);
    expect(error.isServerShuttingDown).toBe(false);
    // A string id is answered too.
    expect(
      JSON.parse(
        lostThreadAnswer(
          { id: 'a', method: 'thread/read', params: { threadId: 't-lost' } },
          lost,
        ) ?? 'null',
      ).id,
    ).toBe('a');
  });

  it('other threads, notifications, answers and an empty set pass on', () => {
    expect(
      lostThreadAnswer({ id: 1, method: 'turn/start', params: { threadId: 't2' } }, lost),
    ).toBe(undefined);
    expect(lostThreadAnswer({ method: 'x/notify', params: { threadId: 't-lost' } }, lost)).toBe(
      undefined,
    );
    expect(lostThreadAnswer({ id: 1, result: {} }, lost)).toBe(undefined);
    expect(
      lostThreadAnswer({ id: 1, method: 'turn/start', params: { threadId: 't-lost' } }, new Set()),
    ).toBe(undefined);
    const other = new RpcResponseError(
      { code: -32600, message: 'thread not loaded: t-lost' },
      { method: 'turn/start', id: 1 },
    );
    expect(other.isThreadLostInFailover).toBe(false);
    expect(other.isRequestLostInFailover).toBe(false);
  });

  it('a request the dead upstream never answered: -32603 requestLostInFailover, typed on the client', () => {
    const error = new RpcResponseError(UPSTREAM_LOST_ERROR, { method: 'turn/start', id: 3 });
    expect(error.isRequestLostInFailover).toBe(true);
    expect(error.isThreadLostInFailover).toBe(false);
    // The same code without the reason (codex's own internal errors) is not it.
    const internal = new RpcResponseError(
      { code: -32603, message: 'internal error' },
      { method: 'turn/start', id: 4 },
    );
    expect(internal.isRequestLostInFailover).toBe(false);
  });

  it("codex's answer to thread/resume of a thread with no rollout", () => {
    expect(isNoRollout({ code: -32600, message: 'no rollout found for thread id t-lost' })).toBe(
      true,
    );
    expect(isNoRollout({ code: -32600, message: 'thread already has an active writer' })).toBe(
      false,
    );
    expect(isNoRollout('session gone')).toBe(false);
  });
});
