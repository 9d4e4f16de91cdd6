/**
 * Reconnect without a relay (issue 12 §3) against the real pinned codex over
 * WebSocket: the socket is cut mid-turn (a TCP proxy destroys it, no close
 * frame), the client reconnects through the same transport, initializes
 * again, resumes the thread and reconciles the turn; the turn's run() stream
 * goes on and completes. Also what codex 0.171.0 does with a server request
 * pending at the drop: it re-sends it with its original id after
 * `thread/resume` (openai/codex PR 12560), and it is answered once.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { filter, firstValueFrom, lastValueFrom, tap, toArray } from 'rxjs';
import { createClient, type Client } from '../../lib/client/client.js';
import { clientInternals } from '../../lib/client/client-internals.js';
import type { ClientOptions } from '../../lib/client/client-options.js';
import type { ConnectionStatus } from '../../lib/client/connection-status.js';
import type { TraceEntry } from '../../lib/rpc/trace.js';
import { createNodeWebSocketTransport } from '../../lib/transport/node-websocket.js';
import type { TurnSnapshot } from '../../lib/turn/turn-snapshot.js';
import { launchAppServer, type LaunchedAppServer } from '../../lib/testing/launcher.js';
import { script, type ModelScript } from '../../lib/testing/model-provider/script.js';
import { startCutProxy, type CutProxy } from './support/cut-proxy.js';
import { waitFor } from './support/codex-home.js';

jest.setTimeout(30_000);

describe('reconnect without a relay, against the real codex over WebSocket', () => {
  let server: LaunchedAppServer | null = null;
  let proxy: CutProxy | null = null;
  let client: Client | null = null;

  afterEach(async () => {
    await client?.close();
    client = null;
    await proxy?.close();
    proxy = null;
    await server?.dispose();
    server = null;
  });

  async function open(
    s: ModelScript,
    options: ClientOptions = {},
  ): Promise<{ srv: LaunchedAppServer; c: Client; statuses: ConnectionStatus[] }> {
    server = await launchAppServer({ transport: 'websocket', script: s });
    proxy = await startCutProxy(server.url as string);
    const c = createClient(createNodeWebSocketTransport({ url: proxy.url, token: server.token }), {
      reconnect: { initialDelayMs: 200, maxAttempts: 5 },
      ...options,
    });
    client = c;
    const statuses: ConnectionStatus[] = [];
    c.connectionStatus$.subscribe((st) => statuses.push(st));
    await firstValueFrom(c.initialize());
    return { srv: server, c, statuses };
  }

  const reconnected = (c: Client): Promise<ConnectionStatus> =>
    firstValueFrom(c.connectionStatus$.pipe(filter((st) => st.kind === 'reconnected')));

  it('the socket cut mid-turn: the client reconnects, resumes, and the turn completes with the full text', async () => {
    const { srv, c, statuses } = await open(script().stall({ partial: 'Hel', then: 'lo world' }));
    const thread = await firstValueFrom(c.startThread({ cwd: srv.workspace }));
    const states: TurnSnapshot[] = [];
    const done = lastValueFrom(thread.run('Say hello').pipe(tap((st) => states.push(st))));
    await waitFor(
      () => srv.provider.stalledCount === 1 && states.some((st) => st.agentText === 'Hel'),
    );

    const back = reconnected(c);
    proxy?.cut();
    expect(await back).toEqual({ kind: 'reconnected', attempt: 1, threadIds: [thread.id] });
    srv.provider.releaseStalls();

    const last = await done;
    expect(last).toMatchObject({ status: 'completed', done: true, finalText: 'Hello world' });
    expect(last.items.map((i) => i.type)).toEqual(['userMessage', 'agentMessage']);
    expect(statuses.map((st) => st.kind)).toEqual(['connected', 'reconnecting', 'reconnected']);
    expect(proxy?.accepted).toBe(2);
    expect(c.runningTurns.size).toBe(0);
    // the client is usable on the new connection
    expect(await firstValueFrom(c.readThread(thread.id))).toMatchObject({ id: thread.id });
  });

  it('an approval pending at the drop is re-sent after thread/resume with its id and answered once; the command runs once', async () => {
    const frames: TraceEntry[] = [];
    const { srv, c } = await open(
      script().runCommand('echo hi >> out.txt').thenAnswer('Done'),
      // the reconnect waits 500 ms: the person answers while the socket is down
      {
        reconnect: { initialDelayMs: 500, jitter: 0 },
        session: { trace: (e) => frames.push(e) },
      },
    );
    const thread = await firstValueFrom(
      c.startThread({
        cwd: srv.workspace,
        approvalPolicy: 'untrusted',
        sandbox: 'workspace-write',
      }),
    );
    let asked = 0;
    const text = firstValueFrom(
      thread.runText('Write the file', {
        requestHandler: {
          'item/commandExecution/requestApproval': () => {
            asked++;
            proxy?.cut(); // the drop happens while the person looks at the approval
            return firstValueFrom(
              c.connectionStatus$.pipe(filter((st) => st.kind === 'reconnecting')),
            ).then(() => ({ decision: 'accept' as const }));
          },
        },
      }),
    );
    expect(await text).toBe('Done');
    expect(asked).toBe(1);
    expect(readFileSync(join(srv.workspace, 'out.txt'), 'utf8')).toBe('hi\n');

    const parsed = frames.map((f) => ({
      direction: f.direction,
      message: JSON.parse(f.frame) as { id?: unknown; method?: string; result?: unknown },
    }));
    const approvals = parsed.filter(
      (f) => f.direction === 'in' && f.message.method === 'item/commandExecution/requestApproval',
    );
    // sent on the first connection, re-sent with the same id after thread/resume
    expect(approvals).toHaveLength(2);
    expect(approvals[1]?.message.id).toBe(approvals[0]?.message.id);
    const resumeIndex = parsed.findIndex(
      (f) => f.direction === 'out' && f.message.method === 'thread/resume',
    );
    expect(parsed.indexOf(approvals[1] as (typeof parsed)[number])).toBeGreaterThan(resumeIndex);
    const answers = parsed.filter(
      (f) =>
        f.direction === 'out' && f.message.id === approvals[0]?.message.id && 'result' in f.message,
    );
    expect(answers.map((a) => a.message.result)).toEqual([{ decision: 'accept' }]);
  });

  it('codex 0.171.0: thread/read of a running turn lists only its completed items (a streaming message is not there yet)', async () => {
    const { srv, c } = await open(script().stall({ partial: 'Hel', then: 'lo' }));
    const thread = await firstValueFrom(c.startThread({ cwd: srv.workspace }));
    const states: TurnSnapshot[] = [];
    const done = lastValueFrom(
      thread.run('Hi').pipe(
        tap((st) => states.push(st)),
        toArray(),
      ),
    );
    await waitFor(
      () => srv.provider.stalledCount === 1 && states.some((st) => st.agentText === 'Hel'),
    );
    const turns = await firstValueFrom(clientInternals(c).readThreadTurns(thread.id));
    const turn = turns[turns.length - 1];
    expect(turn?.status).toBe('inProgress');
    expect(turn?.items.map((i) => i.type)).toEqual(['userMessage']);
    srv.provider.releaseStalls();
    await done;
  });
});
