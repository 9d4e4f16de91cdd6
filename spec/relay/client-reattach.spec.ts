/**
 * The Client over the relay transport (fake upstream): a client adopting a
 * live session skips initialize and continues request ids; a reattach is
 * reported on connectionStatus$; a replay gap is a typed event and the
 * running turn is reconciled from thread/read.
 */
import { firstValueFrom, lastValueFrom, take, toArray } from 'rxjs';
import { createClient, type Client } from '../../lib/client/client.js';
import type { Transport } from '../../lib/transport/transport.js';
import type { ConnectionStatus } from '../../lib/client/connection-status.js';
import type { ReplayGapEvent } from '../../lib/client/reattach.js';
import { fakeUpstreams, relayTransport, startRelay, until, type TestRelay } from './support.js';

async function connect(transport: Transport): Promise<Client> {
  const client = createClient(transport);
  await firstValueFrom(client.initialize());
  return client;
}

describe('Client over the relay (fake upstream)', () => {
  let t: TestRelay | null = null;
  afterEach(async () => {
    await t?.relay.close();
    t = null;
  });

  it('a second client adopting the session skips initialize and continues request ids', async () => {
    const ups = fakeUpstreams((m) => (m.method === 'model/list' ? { data: [] } : undefined));
    t = await startRelay({ upstream: ups.factory });
    const secret = 'adopt-secret-0123456789';
    const first = await connect(relayTransport(t.relay, 'c1', { secret, endOnClose: false }));
    await firstValueFrom(first.request('model/list', {}));
    await first.close();
    const second = await connect(relayTransport(t.relay, 'c1', { secret }));
    expect(second.initializeResult).toEqual({ userAgent: 'fake/1.0' });
    await firstValueFrom(second.request('model/list', {}));
    const received = ups.get('c1').received;
    expect(received.filter((m) => m.method === 'initialize')).toHaveLength(1);
    expect(received.filter((m) => m.method === 'initialized')).toHaveLength(1);
    expect(received.filter((m) => m.method === 'model/list').map((m) => m.id)).toEqual([2, 3]);
    await second.close();
  });

  it('a replay gap: typed event, reattached status with the gap, running turn reconciled from thread/read', async () => {
    const turn = { id: 'turn-1', status: 'completed', items: [], error: null };
    const ups = fakeUpstreams((m) =>
      m.method === 'thread/read'
        ? { thread: { id: 'th-1', turns: [turn], status: { type: 'idle' } } }
        : undefined,
    );
    t = await startRelay({ upstream: ups.factory, maxMessages: 3 });
    const transport = relayTransport(t.relay, 'c2', { reconnect: { attempts: 5, baseMs: 300 } });
    const client = await connect(transport);
    const statuses: ConnectionStatus[] = [];
    client.connectionStatus$.subscribe((s) => statuses.push(s));
    const gaps: ReplayGapEvent[] = [];
    client.replayGap$.subscribe((g) => gaps.push(g));
    const up = ups.get('c2');
    up.push({
      method: 'turn/started',
      params: { threadId: 'th-1', turn: { ...turn, status: 'inProgress' } },
    });
    await until(() => client.runningTurns.turnOf('th-1') === 'turn-1');
    t.relay.disconnectClient('c2');
    await until(() => !t!.relay.sessions()[0]?.attached);
    for (let i = 0; i < 6; i++)
      up.push({
        method: 'item/agentMessage/delta',
        params: { threadId: 'th-1', turnId: 'turn-1', itemId: 'i', delta: `${i}` },
      });
    const last = t.relay.sessions()[0]?.lastSeq ?? 0;
    await until(() => gaps.length === 1);
    // The log keeps the last 3 of the 6 deltas: the 3 before are the gap.
    const gap = { from: last - 5, to: last - 3 };
    expect(gaps[0]).toMatchObject({ kind: 'replayGap', gap, threadIds: ['th-1'] });
    expect(statuses.map((s) => s.kind)).toEqual(['connected', 'reattached']);
    expect(statuses[1]).toMatchObject({ gap });
    await until(() => up.received.some((m) => m.method === 'thread/read'));
    await until(() => client.runningTurns.turnOf('th-1') === undefined);
    await client.close();
  });

  it('deltas streamed while detached arrive once each, in order', async () => {
    const ups = fakeUpstreams();
    t = await startRelay({ upstream: ups.factory });
    const client = await connect(
      relayTransport(t.relay, 'c3', { reconnect: { attempts: 5, baseMs: 100 } }),
    );
    const deltas = firstValueFrom(client.notifications$.pipe(take(40), toArray()));
    const up = ups.get('c3');
    for (let i = 0; i < 40; i++) {
      if (i === 15) t.relay.disconnectClient('c3');
      up.push({
        method: 'item/agentMessage/delta',
        params: { threadId: 'th', turnId: 'tu', itemId: 'i', delta: `${i},` },
      });
    }
    const got = (await deltas).map((e) => (e.params as { delta: string }).delta).join('');
    expect(got).toBe(Array.from({ length: 40 }, (_, i) => `${i},`).join(''));
    await client.close();
  });

  it('a turn reconciled while running is read again at its turn/completed: items lost in the gap do not stay stale', async () => {
    const message = (text: string) => ({ id: 'msg', type: 'agentMessage', text });
    const running = { id: 'turn-1', status: 'inProgress', items: [], error: null };
    // The first read (right after the gap) predates the message's end; the second has it.
    const reads = [running, { ...running, status: 'completed', items: [message('Alpha omega')] }];
    const ups = fakeUpstreams((m) => {
      if (m.method === 'turn/start') return { turn: running };
      if (m.method === 'thread/read')
        return {
          thread: { id: 'th-1', turns: [reads.shift() ?? running], status: { type: 'idle' } },
        };
      return undefined;
    });
    t = await startRelay({ upstream: ups.factory, maxMessages: 3 });
    const transport = relayTransport(t.relay, 'c4', { reconnect: { attempts: 5, baseMs: 100 } });
    const client = await connect(transport);
    const gaps: ReplayGapEvent[] = [];
    client.replayGap$.subscribe((g) => gaps.push(g));
    const final = lastValueFrom(client.run('th-1', 'go'));
    const up = ups.get('c4');
    await until(() => client.runningTurns.turnOf('th-1') === 'turn-1');
    up.push({ method: 'turn/started', params: { threadId: 'th-1', turn: running } });
    up.push({
      method: 'item/started',
      params: { threadId: 'th-1', turnId: 'turn-1', item: message('') },
    });
    up.push({
      method: 'item/agentMessage/delta',
      params: { threadId: 'th-1', turnId: 'turn-1', itemId: 'msg', delta: 'Alpha' },
    });
    await until(() => (t!.relay.sessions()[0]?.lastSeq ?? 0) >= 3);
    t.relay.disconnectClient('c4');
    await until(() => !t!.relay.sessions()[0]?.attached);
    // Lost in the gap: the message's end. Retained: three notifications of another thread.
    up.push({
      method: 'item/agentMessage/delta',
      params: { threadId: 'th-1', turnId: 'turn-1', itemId: 'msg', delta: ' omega' },
    });
    up.push({
      method: 'item/completed',
      params: { threadId: 'th-1', turnId: 'turn-1', item: message('Alpha omega') },
    });
    for (let i = 0; i < 3; i++)
      up.push({
        method: 'item/agentMessage/delta',
        params: { threadId: 'th-2', turnId: 't2', itemId: 'other', delta: `${i}` },
      });
    await until(() => gaps.length === 1);
    await until(() => up.received.filter((m) => m.method === 'thread/read').length === 1);
    up.push({
      method: 'turn/completed',
      params: { threadId: 'th-1', turn: { ...running, status: 'completed' } },
    });
    const snapshot = await final;
    expect(snapshot.status).toBe('completed');
    expect(snapshot.items).toEqual([message('Alpha omega')]);
    expect(up.received.filter((m) => m.method === 'thread/read')).toHaveLength(2);
    await client.close();
  });

  describe('adopting a session that is gone answers at once', () => {
    /** A first client that leaves the session (detached) with a watermark above 0. */
    async function leaveSession(relay: TestRelay, secret: string): Promise<{ watermark: number }> {
      const transport = relayTransport(relay.relay, 'gone', { secret, endOnClose: false });
      const first = await connect(transport);
      await firstValueFrom(first.request('model/list', {}));
      await until(() => transport.watermark >= 2);
      const watermark = transport.watermark;
      await first.close();
      return { watermark };
    }

    /** A new process adopting it with the saved secret and watermark: a fresh session that works. */
    async function adoptFresh(relay: TestRelay, secret: string, since: number): Promise<void> {
      const transport = relayTransport(relay.relay, 'gone', { secret, since });
      const client = await connect(transport);
      expect(transport.attachResult).toMatchObject({ kind: 'fresh' });
      expect(client.initializeResult).toEqual({ userAgent: 'fake/1.0' });
      await firstValueFrom(client.request('model/list', {}));
      // the new session's sequence numbers, not the old watermark
      expect(transport.watermark).toBeLessThan(since + 1);
      await client.close();
    }

    const answers = (m: Record<string, unknown>): unknown =>
      m.method === 'model/list' ? { data: [] } : undefined;

    it('after the idle grace expired: a fresh session, the watermark starts over', async () => {
      const ups = fakeUpstreams(answers);
      t = await startRelay({ upstream: ups.factory, idleGraceMs: 30 });
      const secret = 'gone-secret-0123456789';
      const { watermark } = await leaveSession(t, secret);
      await until(() => t!.relay.sessions().length === 0);
      // more messages on the new session than the old watermark: none may be dropped as seen
      await adoptFresh(t, secret, watermark + 50);
      expect(ups.count()).toBe(2);
    });

    it('after a relay restart: a new process gets a fresh session; the transport that was attached gets unknown_session at once', async () => {
      const ups = fakeUpstreams(answers);
      t = await startRelay({ upstream: ups.factory });
      const secret = 'gone-secret-0123456789';
      const attachedBefore = relayTransport(t.relay, 'kept', {
        secret,
        reconnect: { attempts: 8, baseMs: 20 },
      });
      const kept = await connect(attachedBefore);
      const { watermark } = await leaveSession(t, secret);
      const port = t.relay.port;
      await t.relay.close();
      // the same address, a new relay with an empty memory store
      t = await startRelay({ upstream: ups.factory, port });
      await adoptFresh(t, secret, watermark);
      const lost = await firstValueFrom(kept.closed$);
      expect(lost).toMatchObject({ name: 'RelaySessionError', code: 'unknown_session' });
      // one refused reattach, no further attempt
      expect(
        t.logs.filter(
          (e) => e.kind === 'closedClient' && e.code === 4404 && e.transportId === undefined,
        ),
      ).toHaveLength(1);
    });
  });
});
