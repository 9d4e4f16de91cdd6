/**
 * The testing kit against the real pinned codex app-server, at the raw JSON
 * level: launcher + offline config + scripted model provider.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { firstValueFrom } from 'rxjs';
import { join } from 'node:path';
import { appServer$, launchAppServer, type LaunchedAppServer } from '../../lib/testing/launcher.js';
import { replayTransport } from '../../lib/testing/transcript.js';
import { readTranscriptFile, recordTransportToFile } from '../../lib/testing/transcript-file.js';
import { script } from '../../lib/testing/model-provider/script.js';
import { waitUntil } from '../e2e/suite/support';
import { rawWire, runTurn, startThread, type Json, type RawWire } from './raw-wire.js';

jest.setTimeout(30_000);

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const params = (m: Json): Json => m.params as Json;

describe('launchAppServer + ScriptedModelProvider against the real codex (stdio)', () => {
  let server: LaunchedAppServer | null = null;
  let wire: RawWire | null = null;

  afterEach(async () => {
    wire?.close();
    wire = null;
    await server?.dispose();
    server = null;
  });

  async function open(
    s: ReturnType<typeof script>,
    transport: 'stdio' | 'websocket' = 'stdio',
  ): Promise<[LaunchedAppServer, RawWire, string]> {
    server = await launchAppServer({ script: s, transport });
    wire = rawWire(server.transport);
    // Approved commands run inside the thread's sandbox: the default read-only one cannot write
    // out.txt ("Read-only file system"), so the workspace is made writable.
    const threadId = await startThread(wire, server.workspace, {
      approvalPolicy: 'untrusted',
      sandbox: 'workspace-write',
    });
    return [server, wire, threadId];
  }

  it('streams a plain answer as deltas, reports usage, completes the turn', async () => {
    const [srv, w, threadId] = await open(
      script().answer('Hello there, friend', { deltas: ['Hello ', 'there, ', 'friend'] }),
    );
    const done = await runTurn(w, threadId, 'Say hello');

    expect((done.turn as Json).status).toBe('completed');
    const deltas = w.received
      .filter((m) => m.method === 'item/agentMessage/delta')
      .map((m) => params(m).delta);
    expect(deltas).toEqual(['Hello ', 'there, ', 'friend']);
    const completedItem = w.received.find(
      (m) => m.method === 'item/completed' && (params(m).item as Json).type === 'agentMessage',
    );
    expect((params(completedItem as Json).item as Json).text).toBe('Hello there, friend');

    const order = w
      .methods()
      .filter((m) =>
        [
          'turn/started',
          'item/agentMessage/delta',
          'item/completed',
          'thread/tokenUsage/updated',
          'turn/completed',
        ].includes(m),
      );
    expect(order.indexOf('turn/started')).toBeLessThan(order.indexOf('item/agentMessage/delta'));
    expect(order.lastIndexOf('item/completed')).toBeLessThan(
      order.indexOf('thread/tokenUsage/updated'),
    );
    expect(order.indexOf('thread/tokenUsage/updated')).toBeLessThan(
      order.indexOf('turn/completed'),
    );
    const usage = params(w.received.find((m) => m.method === 'thread/tokenUsage/updated') as Json)
      .tokenUsage as Json;
    expect((usage.last as Json).totalTokens).toBe(15);

    expect(srv.provider.requests).toHaveLength(1);
    expect(srv.provider.requests[0]?.messageTexts('user')).toContain('Say hello');
    expect(srv.provider.requests[0]?.toolNames()).toContain('exec_command');
  });

  it('an exec_command call asks for approval; accept runs the command and its output goes back to the model', async () => {
    const [srv, w, threadId] = await open(
      script().runCommand('echo hi > out.txt').thenAnswer('Done'),
    );
    const approval = w.waitFor(
      (m) => m.method === 'item/commandExecution/requestApproval' && 'id' in m,
    );
    const turn = runTurn(w, threadId, 'Write the file');
    const request = await approval;
    expect(request.id).toBe(0); // server request ids start at 0
    expect(params(request).command).toContain('echo hi > out.txt');
    w.respond(request.id, { decision: 'accept' });
    const done = await turn;

    expect((done.turn as Json).status).toBe('completed');
    if (!existsSync(join(srv.workspace, 'out.txt'))) {
      // Diagnostics for a rare flake seen once: show what codex reported about the command.
      const items = w.received.filter(
        (m) =>
          m.method === 'item/completed' && (params(m).item as Json).type === 'commandExecution',
      );
      throw new Error(
        `out.txt missing; command items: ${JSON.stringify(items)}; output: ${String(srv.provider.requests[1]?.functionCallOutput('call_1'))}`,
      );
    }
    expect(readFileSync(join(srv.workspace, 'out.txt'), 'utf8')).toBe('hi\n');
    expect(w.methods()).toContain('serverRequest/resolved');
    const second = srv.provider.requests[1];
    expect(second?.functionCallOutput('call_1')).toBeDefined();
    expect(srv.provider.unscripted).toHaveLength(0);
  });

  it('decline does not run the command; the turn still goes on to the next model request', async () => {
    const [srv, w, threadId] = await open(
      script().runCommand('echo hi > out.txt').thenAnswer('Understood'),
    );
    const approval = w.waitFor(
      (m) => m.method === 'item/commandExecution/requestApproval' && 'id' in m,
    );
    const turn = runTurn(w, threadId, 'Write the file');
    w.respond((await approval).id, { decision: 'decline' });
    const done = await turn;

    expect((done.turn as Json).status).toBe('completed');
    expect(existsSync(join(srv.workspace, 'out.txt'))).toBe(false);
    const item = w.received.find(
      (m) => m.method === 'item/completed' && (params(m).item as Json).type === 'commandExecution',
    );
    expect((params(item as Json).item as Json).status).toBe('declined');
    expect(srv.provider.requests).toHaveLength(2);
  });

  it('an error answer to the approval request: the command item fails, the turn goes on and completes', async () => {
    const [srv, w, threadId] = await open(
      script().runCommand('echo hi > out.txt').thenAnswer('Went on'),
    );
    const approval = w.waitFor(
      (m) => m.method === 'item/commandExecution/requestApproval' && 'id' in m,
    );
    const turn = runTurn(w, threadId, 'Write the file');
    srv.transport.send(
      JSON.stringify({ id: (await approval).id, error: { code: -32603, message: 'no handler' } }),
    );
    const done = await turn;
    expect((done.turn as Json).status).toBe('completed');
    const item = w.received.find(
      (m) => m.method === 'item/completed' && (params(m).item as Json).type === 'commandExecution',
    );
    expect((params(item as Json).item as Json).status).toBe('failed');
    expect(existsSync(join(srv.workspace, 'out.txt'))).toBe(false);
  });

  it('newTransport: a second codex process on the same CODEX_HOME resumes and continues the thread', async () => {
    const [srv, w, threadId] = await open(script().answer('first').answer('second'));
    await runTurn(w, threadId, 'one');
    w.close();
    const second = rawWire(srv.newTransport());
    try {
      await second.request('initialize', { clientInfo: { name: 'second', version: '0' } });
      second.notify('initialized');
      const resumed = await second.request('thread/resume', { threadId });
      const turns = (resumed.thread as Json).turns as Json[];
      expect(turns).toHaveLength(1);
      const done = await runTurn(second, threadId, 'two');
      expect(((done.turn as Json).items as Json[])[0]?.text).toBe('second');
      expect(srv.provider.requests[1]?.messageTexts('assistant')).toContain('first');
    } finally {
      second.close();
    }
  });

  it.each([
    ['HTTP 500', script().httpError(500)],
    ['a cut stream', script().cutStream({ partial: 'Hal' })],
    ['a stream ending without response.completed', script().cutStream({ ending: 'end' })],
  ])('%s fails the turn with an error notification', async (_name, s) => {
    const [, w, threadId] = await open(s);
    const done = await runTurn(w, threadId, 'Hi');
    expect((done.turn as Json).status).toBe('failed');
    const error = w.received.find((m) => m.method === 'error');
    expect(error).toBeDefined();
    expect(params(error as Json).willRetry).toBe(false);
  });

  it('structured output: the schema reaches the model as text.format; codex does not validate the answer', async () => {
    const [srv, w, threadId] = await open(script().json({ answer: 42 }).answer('not json'));
    const schema = {
      type: 'object',
      properties: { answer: { type: 'number' } },
      required: ['answer'],
      additionalProperties: false,
    };
    const first = await runTurn(w, threadId, 'Answer', { outputSchema: schema });
    expect(((first.turn as Json).items as Json[])[0]?.text).toBe('{"answer":42}');
    expect(srv.provider.requests[0]?.outputSchema()).toEqual(schema);
    const second = await runTurn(w, threadId, 'Again', { outputSchema: schema });
    expect((second.turn as Json).status).toBe('completed');
    expect(((second.turn as Json).items as Json[])[0]?.text).toBe('not json');
  });

  it('enqueueFor routes replies by thread: two threads run turns at once on one process', async () => {
    const [srv, w, threadA] = await open(script());
    const threadB = ((await w.request('thread/start', { cwd: srv.workspace })).thread as Json)
      .id as string;
    srv.provider.enqueueFor(threadA, script().answer('for A'));
    srv.provider.enqueueFor(threadB, script().answer('for B'));
    const [a, b] = await Promise.all([runTurn(w, threadA, 'A?'), runTurn(w, threadB, 'B?')]);
    expect(((a.turn as Json).items as Json[])[0]?.text).toBe('for A');
    expect(((b.turn as Json).items as Json[])[0]?.text).toBe('for B');
    expect(srv.provider.requests.map((r) => r.threadId).sort()).toEqual([threadA, threadB].sort());
  });

  it('an exhausted script fails the turn with a message naming the request, and is recorded', async () => {
    const [srv, w, threadId] = await open(script());
    const done = await runTurn(w, threadId, 'Hi');
    expect((done.turn as Json).status).toBe('failed');
    expect(JSON.stringify((done.turn as Json).error)).toContain(
      'no scripted reply left for model request #1',
    );
    expect(srv.provider.unscripted).toHaveLength(1);
  });

  it('a stall holds the stream until turn/interrupt; the model request is aborted', async () => {
    const [srv, w, threadId] = await open(script().stall({ partial: 'Thinking' }));
    const started = await w.request('turn/start', {
      threadId,
      input: [{ type: 'text', text: 'Hi' }],
    });
    const turnId = (started.turn as Json).id;
    await w.waitFor((m) => m.method === 'item/agentMessage/delta');
    expect(srv.provider.stalledCount).toBe(1);
    await w.request('turn/interrupt', { threadId, turnId });
    const done = await w.waitFor((m) => m.method === 'turn/completed');
    expect((params(done).turn as Json).status).toBe('interrupted');
    await waitUntil(
      () => srv.provider.requests[0]?.aborted === true,
      'the stalled model request to be aborted',
      5000,
    );
  });

  it('dispose leaves no process, directory or port behind', async () => {
    const [srv, w, threadId] = await open(script().answer('ok'));
    await runTurn(w, threadId, 'Hi');
    expect(srv.processIds().length).toBeGreaterThan(0);
    const port = srv.provider.port;
    await srv.dispose();
    expect(srv.processIds()).toEqual([]);
    expect(existsSync(srv.codexHome)).toBe(false);
    expect(existsSync(srv.workspace)).toBe(false);
    expect(await portOpen(port)).toBe(false);
    await expect(firstValueFrom(srv.transport.incoming$)).rejects.toThrow(
      'this server was disposed',
    );
  });
});

describe('appServer$', () => {
  it('launches on subscribe and cleans everything up on unsubscribe', async () => {
    let handle: LaunchedAppServer | undefined;
    const subscription = appServer$({ script: script().answer('ok') }).subscribe(
      (h) => (handle = h),
    );
    await waitUntil(() => handle !== undefined, 'the launched server');
    const server = handle as LaunchedAppServer;
    const wire = rawWire(server.transport);
    await startThread(wire, server.workspace);
    expect(server.processIds().length).toBeGreaterThan(0);
    subscription.unsubscribe();
    await waitUntil(
      () => !existsSync(server.codexHome) && server.processIds().length === 0,
      'CODEX_HOME removed and no process left',
    );
    expect(existsSync(server.workspace)).toBe(false);
    expect(await wire.ended).toBe('complete'); // the transport was ended by the teardown
  });
});

describe('record / replay against the real codex', () => {
  it('a session recorded from the real server replays deterministically without it', async () => {
    const server = await launchAppServer({ script: script().answer('Recorded answer') });
    const path = join(server.codexHome, '..', `${server.codexHome.split('/').pop() ?? 'x'}.jsonl`);
    let liveMethods: string[] = [];
    let liveWorkspace = '';
    try {
      const wire = rawWire(recordTransportToFile(server.transport, path));
      liveWorkspace = server.workspace;
      const threadId = await startThread(wire, liveWorkspace);
      await runTurn(wire, threadId, 'Hi');
      liveMethods = wire.methods();
      wire.close();
    } finally {
      await server.dispose();
    }
    try {
      const transcript = readTranscriptFile(path);
      expect(transcript[0]).toMatchObject({ dir: 'meta', framing: 'chunks' });
      const replayed = rawWire(replayTransport(transcript, { atEnd: 'stay-open' }));
      const threadId = await startThread(replayed, liveWorkspace);
      const done = await runTurn(replayed, threadId, 'Hi');
      expect((done.turn as Json).status).toBe('completed');
      expect(replayed.methods()).toEqual(liveMethods);
      replayed.close();
    } finally {
      rmSync(path, { force: true });
    }
  });
});

describe('launchAppServer over WebSocket with a capability token', () => {
  it('runs a turn, then dispose leaves no process, directory or port behind', async () => {
    const server = await launchAppServer({
      script: script().answer('Over the socket'),
      transport: 'websocket',
    });
    const wire = rawWire(server.transport);
    try {
      expect(server.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/);
      const threadId = await startThread(wire, server.workspace);
      const done = await runTurn(wire, threadId, 'Hi');
      expect((done.turn as Json).status).toBe('completed');
      expect(wire.methods()).toContain('thread/tokenUsage/updated');
    } finally {
      wire.close();
      const wsPort = Number(new URL(server.url as string).port);
      const providerPort = server.provider.port;
      await server.dispose();
      expect(server.processIds()).toEqual([]);
      expect(existsSync(server.codexHome)).toBe(false);
      expect(existsSync(server.workspace)).toBe(false);
      expect(await portOpen(wsPort)).toBe(false);
      expect(await portOpen(providerPort)).toBe(false);
    }
  });
});
