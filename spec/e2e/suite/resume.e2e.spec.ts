/**
 * Issue 5 e2e suite, resume: a thread started on one client is resumed and
 * continued from a second client (stdio: a second codex process on the same
 * CODEX_HOME; WebSocket: a second connection to the same server), and after
 * reconnecting (the first connection closed, a new one opened). Also through
 * the managed daemon (`codex app-server daemon`, reached with
 * `createStdioTransport({ mode: 'proxy-only' })`): disconnect, reconnect,
 * resume, continue. Real pinned codex, public API only.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstValueFrom } from 'rxjs';
import { forThread, ofMethod, RpcResponseError, type Client } from 'codex-rx';
import { createStdioTransport } from 'codex-rx/node';
import {
  offlineConfigToml,
  processesUsingCodexHome,
  resolveCodexBinary,
  script,
  ScriptedModelProvider,
  type RecordedRequest,
} from 'codex-rx/testing';
import { alive, startDaemon, stopDaemon } from '../support/codex-home';
import { commandLine, connectClient, e2e, TRANSPORTS, waitUntil } from './support';

jest.setTimeout(20_000);

/** What the model was sent on the continued turn: the earlier exchange must be part of it. */
function expectHistory(
  request: RecordedRequest | undefined,
  earlier: { user: string; assistant: string },
  now: string,
): void {
  expect(request?.messageTexts('user')).toEqual(expect.arrayContaining([earlier.user, now]));
  expect(request?.messageTexts('assistant')).toContain(earlier.assistant);
}

describe.each(TRANSPORTS)('e2e over %s: resume', (kind) => {
  const env = e2e(kind);

  it('a thread started on one client is resumed and continued from a second client', async () => {
    const { server, client: first, connection } = await env.start(script());
    const thread = await firstValueFrom(first.startThread({ cwd: server.workspace }));
    server.provider.enqueueFor(
      thread.id,
      script().answer('Noted, Ada.').answer('Your name is Ada.'),
    );
    expect(await firstValueFrom(thread.runText('My name is Ada.'))).toBe('Noted, Ada.');

    // stdio: a second codex process on the same CODEX_HOME; WebSocket: a second connection to the server
    const { client: second } = await env.connect(server.newTransport());
    expect(second).not.toBe(first);
    if (kind === 'stdio') {
      expect(server.processIds()).toHaveLength(2);
      // codex 0.171.0: one process at a time writes a thread; the first one holds it while it runs
      const refused = await firstValueFrom(second.resumeThread(thread.id)).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(RpcResponseError);
      expect((refused as RpcResponseError).message).toMatch(/already has an active writer/);
      connection.close();
      await waitUntil(() => server.processIds().length === 1, 'the first codex process to exit');
    }
    const firstSaw: string[] = [];
    if (kind === 'websocket') {
      first.events$
        .pipe(forThread(thread.id), ofMethod('turn/completed'))
        .subscribe((e) => firstSaw.push(e.params.turn.status));
    }
    const resumed = await firstValueFrom(second.resumeThread(thread.id));
    expect(resumed.id).toBe(thread.id);
    expect(resumed.client).toBe(second);
    expect(resumed.snapshot.turns.map((t) => t.status)).toEqual(['completed']);

    expect(await firstValueFrom(resumed.runText('What is my name?'))).toBe('Your name is Ada.');
    expectHistory(
      server.provider.requests[1],
      { user: 'My name is Ada.', assistant: 'Noted, Ada.' },
      'What is my name?',
    );
    // WebSocket: both connections are subscribed to the thread, the first one sees the turn too
    // (on its own socket: it may arrive after the second connection's turn/completed)
    if (kind === 'websocket') {
      await waitUntil(() => firstSaw.length > 0, 'the first connection to see the turn', 5000);
      expect(firstSaw).toEqual(['completed']);
    }
  });

  it('after reconnecting: the first connection is closed, a new one resumes the thread and continues', async () => {
    const { server, client: first, connection } = await env.start(script());
    const thread = await firstValueFrom(first.startThread({ cwd: server.workspace }));
    server.provider.enqueueFor(
      thread.id,
      script().answer('Remembered: blue.').answer('It was blue.'),
    );
    expect(await firstValueFrom(thread.runText('Remember the colour blue.'))).toBe(
      'Remembered: blue.',
    );

    connection.close();
    expect(first.isClosed).toBe(true);
    if (kind === 'stdio')
      await waitUntil(() => server.processIds().length === 0, 'the first codex process to exit');

    const { client: again } = await env.connect(server.newTransport());
    const resumed = await firstValueFrom(again.resumeThread(thread.id));
    expect(resumed.snapshot.turns).toHaveLength(1);
    expect(await firstValueFrom(resumed.runText('Which colour?'))).toBe('It was blue.');
    expectHistory(
      server.provider.requests[1],
      { user: 'Remember the colour blue.', assistant: 'Remembered: blue.' },
      'Which colour?',
    );
  });
});

describe('e2e through the managed daemon (proxy-only stdio transport): reconnect and resume', () => {
  const executable = resolveCodexBinary();
  let provider: ScriptedModelProvider;
  let home = '';
  let workspace = '';
  let daemonPid = 0;
  const connections: Array<() => void> = [];

  beforeAll(async () => {
    provider = await ScriptedModelProvider.start();
    home = mkdtempSync(join(tmpdir(), 'codex-rx-e2e-daemon-'));
    workspace = mkdtempSync(join(tmpdir(), 'codex-rx-e2e-daemon-ws-'));
    writeFileSync(join(home, 'config.toml'), offlineConfigToml({ baseUrl: provider.baseUrl }));
    const status = await startDaemon(home);
    expect(status.status).toBe('started');
    daemonPid = status.pid;
  }, 60_000);

  afterEach(() => {
    for (const close of connections.splice(0)) close();
  });

  afterAll(async () => {
    await stopDaemon(home);
    await provider.close();
    rmSync(home, { recursive: true, force: true });
    rmSync(workspace, { recursive: true, force: true });
  }, 30_000);

  /** The `codex app-server proxy` processes under this CODEX_HOME (one per open connection). */
  const proxies = (): number[] =>
    processesUsingCodexHome(home).filter((pid) => commandLine(pid).includes('app-server proxy'));

  const connect = async (): Promise<Client> => {
    const connection = await connectClient(
      createStdioTransport({ mode: 'proxy-only', codexHome: home, executable }),
    );
    connections.push(connection.close);
    return connection.client;
  };

  it('starts a thread and a turn, disconnects, reconnects, resumes and continues on the same daemon', async () => {
    const first = await connect();
    expect(proxies()).toHaveLength(1);
    expect(first.initializeResult?.codexHome).toBe(home);
    const thread = await firstValueFrom(first.startThread({ cwd: workspace }));
    provider.enqueueFor(thread.id, script().answer('Stored 7.').answer('The number was 7.'));
    expect(await firstValueFrom(thread.runText('Store the number 7.'))).toBe('Stored 7.');

    connections.splice(0).forEach((close) => close());
    expect(first.isClosed).toBe(true);
    // only the proxy process went away: the daemon (and the thread in it) lives on
    await waitUntil(() => proxies().length === 0, 'the proxy process to exit');
    expect(alive(daemonPid)).toBe(true);

    const again = await connect();
    expect(again).not.toBe(first);
    // the thread outlived the connection: it is still loaded in the daemon
    const loaded = await firstValueFrom(again.request('thread/loaded/list', {}));
    expect(loaded.data).toContain(thread.id);
    const resumed = await firstValueFrom(again.resumeThread(thread.id));
    expect(resumed.snapshot.turns.map((t) => t.status)).toEqual(['completed']);
    expect(await firstValueFrom(resumed.runText('Which number?'))).toBe('The number was 7.');
    expectHistory(
      provider.requests[1],
      { user: 'Store the number 7.', assistant: 'Stored 7.' },
      'Which number?',
    );
    expect(alive(daemonPid)).toBe(true);
  });
});
