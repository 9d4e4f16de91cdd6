/**
 * Sessions that outlive a connection, against the real pinned codex through
 * the relay (issue 12 §5): a socket dropped while deltas stream, dropped
 * while an approval is pending, the log overflowing while detached (replay
 * gap, reconciled from thread/read), a stale generation, a relay killed.
 * Each scenario runs with the memory store and with a Redis store (a real
 * redis-server; issue 16): with Redis the session outlives a relay that
 * goes away, and the relay that replaces it takes it over.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { filter, firstValueFrom, lastValueFrom } from 'rxjs';
import { createClient, type Client } from '../../lib/client/client.js';
import type { ClientOptions } from '../../lib/client/client-options.js';
import type { ConnectionStatus } from '../../lib/client/connection-status.js';
import { ofMethod } from '../../lib/client/of-method.js';
import type { ReplayGapEvent } from '../../lib/client/reattach.js';
import { toUserInput } from '../../lib/client/run-turn.js';
import type { Relay } from '../../lib/relay/relay-server.js';
import { launchAppServer, type LaunchedAppServer } from '../../lib/testing/launcher.js';
import {
  messageAdded,
  messageDone,
  responseCompleted,
  responseCreated,
  textDelta,
} from '../../lib/testing/model-provider/events.js';
import type { StreamReply } from '../../lib/testing/model-provider/replies.js';
import { script } from '../../lib/testing/model-provider/script.js';
import type { ModelScript } from '../../lib/testing/model-provider/script.js';
import {
  RelaySessionError,
  type RelayTransport,
  type RelayTransportOptions,
} from '../../lib/transport/relay.js';
import { wsSocketFactory } from '../../lib/transport/node-websocket.js';
import type { WebSocketFactory } from '../../lib/transport/websocket-like.js';
import type { TurnSnapshot } from '../../lib/turn/turn-snapshot.js';
import { relayTransport, startRelay, until, type TestRelay } from '../relay/support.js';
import { STORE_KINDS, useRelayStores } from './support/relay-stores.js';

jest.setTimeout(60_000);

/** Streams `before` as deltas, stalls until `releaseStalls()`, then streams `after` and completes. */
function stalledDeltas(before: readonly string[], after: readonly string[]): StreamReply {
  const full = [...before, ...after].join('');
  return {
    kind: 'stream',
    label: 'stalled deltas',
    ending: 'end',
    events: (ids) => [
      responseCreated(ids.response),
      messageAdded(ids.message),
      ...before.map((d) => textDelta(d)),
    ],
    stall: {
      after: (ids) => [
        ...after.map((d) => textDelta(d)),
        messageDone(ids.message, full),
        responseCompleted(ids.response),
      ],
    },
  };
}

/**
 * A socket factory with a gate: while closed, connections go to a port where
 * nothing listens (refused at once), so the client stays away from the relay
 * exactly as long as the test wants.
 */
function gatedSockets(): { createSocket: WebSocketFactory; open(): void; close(): void } {
  let open = true;
  return {
    createSocket: (url, init) => wsSocketFactory(open ? url : 'ws://127.0.0.1:9', init),
    open: () => {
      open = true;
    },
    close: () => {
      open = false;
    },
  };
}

/** Resolves once the session's log stopped growing for `quietMs`. */
async function logSettled(relay: Relay, quietMs = 500): Promise<void> {
  let last = -1;
  let since = Date.now();
  await until(() => {
    const seq = relay.sessions()[0]?.lastSeq ?? 0;
    if (seq !== last) {
      last = seq;
      since = Date.now();
    }
    return Date.now() - since >= quietMs;
  }, 30_000);
}

const words = (n: number, tag: string): string[] =>
  Array.from({ length: n }, (_, i) => `${tag}${i} `);

const stores = useRelayStores();

describe.each(STORE_KINDS)('the relay against the real codex (%s store)', (kind) => {
  let server: LaunchedAppServer | null = null;
  let t: TestRelay | null = null;
  const clients: Client[] = [];
  /** The Redis key prefix of this test's relays. */
  let prefix = '';

  afterEach(async () => {
    for (const c of clients.splice(0)) await c.close();
    await t?.relay.close();
    t = null;
    await server?.dispose();
    server = null;
  });

  async function setUp(
    s: ModelScript,
    bounds: { maxMessages?: number } = {},
  ): Promise<[LaunchedAppServer, Relay]> {
    server = await launchAppServer({ script: s });
    const srv = server;
    prefix = stores.newPrefix();
    t = await startRelay({
      upstream: () => srv.newTransport(),
      ...(await stores.relayOptions(kind, { ...bounds, prefix })),
    });
    return [srv, t.relay];
  }

  async function connect(
    relay: Relay,
    id: string,
    options: Partial<RelayTransportOptions> = {},
    clientOptions: ClientOptions = {},
  ): Promise<[Client, RelayTransport]> {
    const transport = relayTransport(relay, id, options);
    const client = createClient(transport, clientOptions) as Client;
    clients.push(client);
    await firstValueFrom(client.initialize());
    return [client, transport];
  }

  it('socket dropped while deltas stream, reattached: every delta exactly once, the snapshot complete', async () => {
    const before = words(5, 'a');
    const after = words(40, 'b');
    const [srv, relay] = await setUp(script().reply(stalledDeltas(before, after)));
    const gate = gatedSockets();
    const [client, transport] = await connect(relay, 'deltas', {
      createSocket: gate.createSocket,
      reconnect: { attempts: 1000, baseMs: 20, maxMs: 50 },
    });
    const statuses: ConnectionStatus[] = [];
    client.connectionStatus$.subscribe((s) => statuses.push(s));
    const thread = await firstValueFrom(client.startThread({ cwd: srv.workspace }));
    const deltas: string[] = [];
    client.events$
      .pipe(ofMethod('item/agentMessage/delta'))
      .subscribe((e) => deltas.push(e.params.delta));
    const final = lastValueFrom(thread.run('Stream a lot'));
    await until(() => deltas.length === before.length, 20_000);
    gate.close();
    relay.disconnectClient('deltas'); // the socket is destroyed, as by a network drop
    srv.provider.releaseStalls();
    await logSettled(relay); // the turn ended while the client was away
    expect(deltas).toHaveLength(before.length);
    gate.open();
    const state: TurnSnapshot = await final;
    expect(state.status).toBe('completed');
    const full = [...before, ...after].join('');
    expect(deltas).toEqual([...before, ...after]);
    expect(state.agentText).toBe(full);
    expect(state.deltaCount).toBe(before.length + after.length);
    const message = state.items.find((i) => i.type === 'agentMessage') as { text?: string };
    expect(message.text).toBe(full);
    expect(statuses.map((s) => s.kind)).toEqual(['connected', 'reattached']);
    expect(transport.attachResult).toMatchObject({ kind: 'reattached', reconnect: true });
    expect((transport.attachResult as { replayed: number }).replayed).toBeGreaterThan(after.length);
    expect(srv.provider.requests).toHaveLength(1);
  });

  it('dropped while an approval is being answered: the handler is asked once, the answer reaches codex once, the command runs once', async () => {
    const [srv, relay] = await setUp(
      script().runCommand('echo ran >> runs.txt').thenAnswer('Done'),
    );
    let asked = 0;
    const [client] = await connect(relay, 'approval', { reconnect: { attempts: 5, baseMs: 300 } });
    const thread = await firstValueFrom(
      client.startThread({
        cwd: srv.workspace,
        approvalPolicy: 'untrusted',
        sandbox: 'workspace-write',
      }),
    );
    const result = await firstValueFrom(
      thread.runAndWait('Run it', {
        requestHandler: {
          'item/commandExecution/requestApproval': () => {
            asked++;
            // The socket dies under the answer: it is written to a dead socket, and
            // the reattach finds the request still unresolved and sends it again.
            relay.disconnectClient('approval');
            return { decision: 'accept' };
          },
        },
      }),
    );
    expect(result.status).toBe('completed');
    expect(result.finalText).toBe('Done');
    expect(asked).toBe(1);
    expect(readFileSync(join(srv.workspace, 'runs.txt'), 'utf8')).toBe('ran\n');
    expect(relay.sessions()[0]?.unresolved).toBe(0);
  });

  it('dropped while an approval is pending: a new client adopting the session gets it once and answers it; the command runs once', async () => {
    const [srv, relay] = await setUp(
      script().runCommand('echo ran >> runs.txt').thenAnswer('Done'),
    );
    const secret = 'approval-secret-0123456789';
    const [first] = await connect(
      relay,
      'adopt',
      { secret, endOnClose: false },
      {
        requestHandler: {
          'item/commandExecution/requestApproval': () => new Promise(() => undefined),
        },
      },
    );
    const thread = await firstValueFrom(
      first.startThread({
        cwd: srv.workspace,
        approvalPolicy: 'untrusted',
        sandbox: 'workspace-write',
      }),
    );
    const asked = firstValueFrom(first.serverRequests$);
    await firstValueFrom(
      first.request('turn/start', { threadId: thread.id, input: toUserInput('Run it') }),
    );
    await asked;
    await first.close(); // the process "restarts": detached, the approval still pending
    let answered = 0;
    const [second] = await connect(
      relay,
      'adopt',
      { secret },
      {
        requestHandler: {
          'item/commandExecution/requestApproval': () => {
            answered++;
            return { decision: 'accept' };
          },
        },
      },
    );
    const completed = await firstValueFrom(
      second.events$.pipe(
        ofMethod('turn/completed'),
        filter((e) => e.params.threadId === thread.id),
      ),
    );
    expect(completed.params.turn.status).toBe('completed');
    expect(answered).toBe(1);
    expect(readFileSync(join(srv.workspace, 'runs.txt'), 'utf8')).toBe('ran\n');
  });

  it('the log overflowing while detached: a typed gap event, and the snapshot reconciled to what thread/read returns', async () => {
    const [srv, relay] = await setUp(script().reply(stalledDeltas(words(3, 'a'), words(30, 'b'))), {
      maxMessages: 2,
    });
    const gate = gatedSockets();
    const [client] = await connect(relay, 'gap', {
      createSocket: gate.createSocket,
      reconnect: { attempts: 1000, baseMs: 20, maxMs: 50 },
    });
    const gaps: ReplayGapEvent[] = [];
    client.replayGap$.subscribe((g) => gaps.push(g));
    const thread = await firstValueFrom(client.startThread({ cwd: srv.workspace }));
    const firstDelta = firstValueFrom(client.events$.pipe(ofMethod('item/agentMessage/delta')));
    const final = lastValueFrom(thread.run('Stream a lot'));
    await firstDelta;
    gate.close();
    relay.disconnectClient('gap');
    srv.provider.releaseStalls();
    await logSettled(relay);
    gate.open();
    const state = await final;
    expect(gaps).toHaveLength(1);
    expect(gaps[0]?.threadIds).toEqual([thread.id]);
    const read = await firstValueFrom(
      client.request('thread/read', { threadId: thread.id, includeTurns: true }),
    );
    const turn = read.thread.turns.find((x) => x.id === state.turnId);
    expect(state.status).toBe(turn?.status);
    const simplify = (items: readonly unknown[]): unknown[] =>
      items.map((i) => {
        const { id, type, text } = i as { id: string; type: string; text?: string };
        return { id, type, text };
      });
    expect(simplify(state.items)).toEqual(simplify(turn?.items ?? []));
  });

  it('a stale generation is refused: the old client gets a typed error, the replacement is untouched', async () => {
    const [, relay] = await setUp(script());
    const secret = 'stale-secret-0123456789';
    const gate = gatedSockets();
    const [old, oldTransport] = await connect(relay, 'stale', {
      secret,
      createSocket: gate.createSocket,
      reconnect: { attempts: 1000, baseMs: 20, maxMs: 50 },
    });
    const oldGeneration = oldTransport.generation;
    const oldClosed = firstValueFrom(old.closed$);
    gate.close();
    relay.disconnectClient('stale');
    await until(() => relay.sessions()[0]?.attached === false);
    relay.endSession('stale'); // the upstream is replaced under the same transport id
    const [fresh, freshTransport] = await connect(relay, 'stale', { secret });
    gate.open();
    expect(freshTransport.generation).not.toBe(oldGeneration);
    const error = await oldClosed;
    expect(error).toBeInstanceOf(RelaySessionError);
    expect((error as RelaySessionError).code).toBe('stale_generation');
    expect(error.reason.closeCode).toBe(4409);
    const models = await firstValueFrom(fresh.request('model/list', {}));
    expect(Array.isArray(models.data)).toBe(true);
  });

  if (kind === 'memory')
    it('a relay killed: the client gets a typed error; a new relay plus thread/resume continues the thread from its CODEX_HOME', async () => {
      const [srv, relay] = await setUp(script().answer('First answer').answer('Second answer'));
      const [client] = await connect(relay, 'killed', { reconnect: { attempts: 3, baseMs: 50 } });
      const thread = await firstValueFrom(client.startThread({ cwd: srv.workspace }));
      expect(await firstValueFrom(thread.runText('One'))).toBe('First answer');
      const closed = firstValueFrom(client.closed$);
      const port = relay.port;
      await relay.close();
      t = await startRelay({ upstream: () => srv.newTransport(), port });
      const error = await closed;
      expect(error).toBeInstanceOf(RelaySessionError);
      expect(['unknown_session', 'connection_lost']).toContain((error as RelaySessionError).code);
      const [again] = await connect(t.relay, 'killed-2');
      const resumed = await firstValueFrom(again.resumeThread(thread.id));
      expect(await firstValueFrom(resumed.runText('Two'))).toBe('Second answer');
      const read = await firstValueFrom(
        again.request('thread/read', { threadId: thread.id, includeTurns: true }),
      );
      expect(read.thread.turns).toHaveLength(2);
      expect(existsSync(srv.codexHome)).toBe(true);
    });
  else
    it('a relay gone: the session outlives it in Redis; the relay replacing it takes it over (new generation, a gap) and the same client continues the thread', async () => {
      const [srv, relay] = await setUp(script().answer('First answer').answer('Second answer'));
      const [client, transport] = await connect(relay, 'killed', {
        reconnect: { attempts: 200, baseMs: 20, maxMs: 100 },
      });
      const gaps: ReplayGapEvent[] = [];
      client.replayGap$.subscribe((g) => gaps.push(g));
      const thread = await firstValueFrom(client.startThread({ cwd: srv.workspace }));
      expect(await firstValueFrom(thread.runText('One'))).toBe('First answer');
      const generation = transport.generation;
      const port = relay.port;
      await relay.close();
      t = await startRelay({
        upstream: () => srv.newTransport(),
        port,
        ...(await stores.relayOptions(kind, { prefix })),
      });
      await until(() => transport.generation !== generation && gaps.length > 0, 30_000);
      expect(client.isClosed).toBe(false);
      expect(t.logs.some((e) => e.kind === 'sessionClaimed' && e.transportId === 'killed')).toBe(
        true,
      );
      expect(await firstValueFrom(thread.runText('Two'))).toBe('Second answer');
      const read = await firstValueFrom(
        client.request('thread/read', { threadId: thread.id, includeTurns: true }),
      );
      expect(read.thread.turns.map((x) => x.status)).toEqual(['completed', 'completed']);
    });

  it('20 clients x 5 turns at once through one relay: every turn completes, every delta arrives once', async () => {
    const clientsN = 20;
    const turnsN = 5;
    const text = 'one two three four five six';
    const deltasPer = 6;
    let s = script();
    for (let i = 0; i < clientsN * turnsN; i++) s = s.answer(text, { deltas: deltasPer });
    server = await launchAppServer({ script: s, transport: 'websocket' });
    const srv = server;
    t = await startRelay({
      upstream: () => srv.newTransport(),
      ...(await stores.relayOptions(kind)),
    });
    const relay = t.relay;
    const results = await Promise.all(
      Array.from({ length: clientsN }, async (_, n) => {
        const [client] = await connect(relay, `many-${n}`, {
          reconnect: { attempts: 5, baseMs: 50 },
        });
        const thread = await firstValueFrom(client.startThread({ cwd: srv.workspace }));
        let deltas = 0;
        client.events$.pipe(ofMethod('item/agentMessage/delta')).subscribe(() => deltas++);
        const texts: string[] = [];
        for (let turn = 0; turn < turnsN; turn++) {
          // Drop every client's socket once, in its third turn.
          if (turn === 2) setTimeout(() => relay.disconnectClient(`many-${n}`), 5);
          texts.push(await firstValueFrom(thread.runText(`turn ${turn}`)));
        }
        return { texts, deltas };
      }),
    );
    for (const r of results) {
      expect(r.texts).toEqual(Array.from({ length: turnsN }, () => text));
      expect(r.deltas).toBe(turnsN * deltasPer);
    }
    expect(relay.sessions()).toHaveLength(clientsN);
  }, 150_000);
});
