import { firstValueFrom, lastValueFrom, toArray } from 'rxjs';
import { clientInternals } from '../../lib/client/client-internals.js';
import type { ConnectionStatus } from '../../lib/client/connection-status.js';
import type { TurnSnapshot } from '../../lib/turn/turn-snapshot.js';
import { fakeThread, initializedClient, type ScriptedServer } from './support/scripted-server.js';

const readTurn = (id: string, status: string, items: unknown[]) => ({
  id,
  status,
  items,
  error: null,
  startedAt: 1,
  completedAt: status === 'inProgress' ? null : 2,
  durationMs: null,
});

/** turn/start answers turn_1 and the server streams 'Hel' of a message, then goes quiet. */
function scriptCutTurn(server: ScriptedServer): void {
  server.on('turn/start', (params) => {
    const { threadId } = params as { threadId: string };
    queueMicrotask(() => {
      server.notify('turn/started', {
        threadId,
        turn: { id: 'turn_1', status: 'inProgress', items: [] },
      });
      const item = { id: 'msg_1', type: 'agentMessage', text: '', phase: null };
      server.notify('item/started', { threadId, turnId: 'turn_1', item, startedAtMs: 1 });
      server.notify('item/agentMessage/delta', {
        threadId,
        turnId: 'turn_1',
        itemId: 'msg_1',
        delta: 'Hel',
      });
    });
    return { turn: { id: 'turn_1', status: 'inProgress', items: [] } };
  });
}

const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 0));

describe('client.reconcileRunningTurns', () => {
  it('completes a running run() stream with the items and status thread/read gives', async () => {
    const { server, client } = await initializedClient();
    scriptCutTurn(server);
    const reads: unknown[] = [];
    server.on('thread/read', (params) => {
      reads.push(params);
      return {
        thread: {
          ...fakeThread('thr_1'),
          turns: [
            readTurn('turn_1', 'completed', [
              { id: 'msg_1', type: 'agentMessage', text: 'Hello', phase: 'final_answer' },
            ]),
          ],
        },
      };
    });
    const states = lastValueFrom(client.run('thr_1', 'go').pipe(toArray()));
    await settle();
    expect(client.runningTurns.threadIds).toEqual(['thr_1']);

    const result = await firstValueFrom(client.reconcileRunningTurns());
    expect(reads).toEqual([{ threadId: 'thr_1', includeTurns: true }]);
    expect(result).toEqual([
      { threadId: 'thr_1', turnId: 'turn_1', outcome: 'reconciled', status: 'completed' },
    ]);
    const all = await states;
    const last = all[all.length - 1] as TurnSnapshot;
    expect(last).toMatchObject({ done: true, status: 'completed', finalText: 'Hello' });
    expect(client.runningTurns.size).toBe(0);
    client.close();
  });

  it('a turn still running stays open; a missing turn and a failed read are reported per thread', async () => {
    const { server, client } = await initializedClient();
    clientInternals(client).runningTurns.started('thr_a', 'turn_a');
    clientInternals(client).runningTurns.started('thr_b', 'turn_b');
    clientInternals(client).runningTurns.started('thr_c', 'turn_c');
    server.on('thread/read', (params) => {
      const { threadId } = params as { threadId: string };
      if (threadId === 'thr_c') throw { code: -32600, message: 'no rollout' };
      return {
        thread: {
          ...fakeThread(threadId),
          turns: threadId === 'thr_a' ? [readTurn('turn_a', 'inProgress', [])] : [],
        },
      };
    });
    const result = await firstValueFrom(client.reconcileRunningTurns());
    const byThread = Object.fromEntries(result.map((r) => [r.threadId, r]));
    expect(byThread.thr_a).toEqual({
      threadId: 'thr_a',
      turnId: 'turn_a',
      outcome: 'reconciled',
      status: 'inProgress',
    });
    expect(byThread.thr_b).toEqual({ threadId: 'thr_b', turnId: 'turn_b', outcome: 'notFound' });
    expect(byThread.thr_c).toMatchObject({ outcome: 'failed' });
    expect(client.runningTurns.threadIds.sort()).toEqual(['thr_a', 'thr_b', 'thr_c']);
    client.close();
  });

  it('running turns follow turn/started and turn/completed, also for turns the client did not start', async () => {
    const { server, client } = await initializedClient();
    server.notify('turn/started', {
      threadId: 't',
      turn: { id: 'x', status: 'inProgress', items: [] },
    });
    expect(client.runningTurns.turnOf('t')).toBe('x');
    server.notify('turn/completed', {
      threadId: 't',
      turn: { id: 'old', status: 'completed', items: [] },
    });
    expect(client.runningTurns.turnOf('t')).toBe('x');
    server.notify('turn/completed', {
      threadId: 't',
      turn: { id: 'x', status: 'completed', items: [] },
    });
    expect(client.runningTurns.size).toBe(0);
    client.close();
  });
});

describe('client.connectionStatus$', () => {
  it('replays connected to a late subscriber; a crash reports failed, then completes', async () => {
    const { server, client } = await initializedClient();
    const seen: ConnectionStatus[] = [];
    const done = lastValueFrom(client.connectionStatus$.pipe(toArray()));
    client.connectionStatus$.subscribe((s) => seen.push(s));
    expect(seen).toEqual([{ kind: 'connected' }]);
    server.crash('gone');
    const all = await done;
    expect(all.map((s) => s.kind)).toEqual(['connected', 'failed']);
    expect((all[1] as { error: Error }).error.message).toContain('gone');
  });

  it('close() is no failure: the stream just completes', async () => {
    const { client } = await initializedClient();
    const all = lastValueFrom(client.connectionStatus$.pipe(toArray()));
    client.close();
    expect((await all).map((s) => s.kind)).toEqual(['connected']);
  });
});
