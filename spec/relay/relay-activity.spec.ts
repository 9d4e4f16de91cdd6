/**
 * relay.activity$'s mapping (relay-activity.ts): a session's upstream lines
 * to thread activity keyed by its transport id; deltas and other lines are
 * not activity (and a delta is not parsed); and a relay's activity$ carries
 * what its sessions' upstreams send.
 */
import { firstValueFrom } from 'rxjs';
import type { ThreadActivity } from '../../lib/client/thread-activity.js';
import { relayActivityOf } from '../../lib/relay/relay-activity.js';
import { Session } from '../../lib/rpc/session.js';
import { fakeUpstreams, relayTransport, startRelay, until, type TestRelay } from './support.js';

describe('relayActivityOf', () => {
  it('maps turn, thread and approval lines to thread activity keyed by the transport id', () => {
    const turn = '{"method":"turn/started","params":{"threadId":"t1","turn":{"id":"u1"}}}';
    expect(relayActivityOf('s1', turn, undefined)).toEqual({
      kind: 'turnStarted',
      key: 's1',
      threadId: 't1',
      turnId: 'u1',
    });
    const done = {
      method: 'turn/completed',
      params: { threadId: 't1', turn: { id: 'u1', status: 'failed', error: { message: 'x' } } },
    };
    expect(relayActivityOf('s1', JSON.stringify(done), undefined)).toMatchObject({
      kind: 'turnCompleted',
      status: 'failed',
      error: { message: 'x' },
    });
    const approval = {
      id: 0,
      method: 'item/commandExecution/requestApproval',
      params: { threadId: 't1', turnId: 'u1', itemId: 'i1' },
    };
    // Server requests come parsed (the session parses them).
    expect(relayActivityOf('s1', JSON.stringify(approval), approval)).toMatchObject({
      kind: 'approvalPending',
      key: 's1',
      requestId: 0,
      turnId: 'u1',
    });
    const resolved = '{"method":"serverRequest/resolved","params":{"threadId":"t1","requestId":0}}';
    expect(relayActivityOf('s1', resolved, undefined)).toMatchObject({
      kind: 'approvalResolved',
      requestId: 0,
    });
  });

  it('is null for deltas, items, responses and lines that are not JSON, without parsing a delta', () => {
    const parse = jest.spyOn(JSON, 'parse');
    const delta = '{"method":"item/agentMessage/delta","params":{"threadId":"t","delta":"x"}}';
    expect(relayActivityOf('s1', delta, undefined)).toBeNull();
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
    expect(relayActivityOf('s1', '{"id":3,"result":{}}', { id: 3, result: {} })).toBeNull();
    expect(relayActivityOf('s1', '{"method":"turn/started", oops', undefined)).toBeNull();
    expect(relayActivityOf('s1', '{"method":"turn/started","params":{}}', undefined)).toBeNull();
  });
});

describe("a relay's activity$", () => {
  let relay: TestRelay | undefined;
  afterEach(async () => {
    await relay?.relay.close();
  });

  it("carries its sessions' thread activity, keyed by transport id", async () => {
    const ups = fakeUpstreams();
    relay = await startRelay({ upstream: ups.factory });
    const seen: ThreadActivity[] = [];
    relay.relay.activity$.subscribe((a) => seen.push(a));
    const session = new Session(relayTransport(relay.relay, 'act-1'));
    await firstValueFrom(session.request('echo', {}));
    const up = ups.get('act-1');
    up.push({ method: 'turn/started', params: { threadId: 't', turn: { id: 'u' } } });
    up.push({ method: 'item/agentMessage/delta', params: { threadId: 't', delta: 'x' } });
    up.push({ id: 0, method: 'item/commandExecution/requestApproval', params: { threadId: 't' } });
    up.push({ method: 'turn/completed', params: { threadId: 't', turn: { id: 'u' } } });
    await until(() => seen.length === 3);
    expect(seen.map((a) => [a.kind, a.key])).toEqual([
      ['turnStarted', 'act-1'],
      ['approvalPending', 'act-1'],
      ['turnCompleted', 'act-1'],
    ]);
    session.close();
  });
});
