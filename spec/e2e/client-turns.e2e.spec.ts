/**
 * The Client against the real pinned codex app-server (offline, scripted
 * model provider on 127.0.0.1): plain answer, approvals accepted and
 * declined, structured output, interrupt, two threads at once.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { filter, firstValueFrom, lastValueFrom, take, tap, toArray, type Subscription } from 'rxjs';
import type { TurnSnapshot } from '../../lib/turn/turn-snapshot.js';
import { Client } from '../../lib/client/client.js';
import type { ClientOptions } from '../../lib/client/client-options.js';
import type { ClientDiagnostic } from '../../lib/client/diagnostics.js';
import { StructuredOutputError } from '../../lib/client/errors.js';
import { ofMethod } from '../../lib/client/of-method.js';
import { launchAppServer, type LaunchedAppServer } from '../../lib/testing/launcher.js';
import { script, type ModelScript } from '../../lib/testing/model-provider/script.js';
import { waitFor } from './support/codex-home.js';

jest.setTimeout(15_000);

describe('Client against the real codex', () => {
  let server: LaunchedAppServer | null = null;
  let connection: Subscription | null = null;

  afterEach(async () => {
    connection?.unsubscribe(); // closes the client
    connection = null;
    await server?.dispose();
    server = null;
  });

  async function open(
    s: ModelScript,
    options: ClientOptions = {},
  ): Promise<[LaunchedAppServer, Client]> {
    server = await launchAppServer({ script: s });
    const client = await new Promise<Client>((resolve, reject) => {
      connection = Client.connect(server!.transport, options).subscribe({
        next: resolve,
        error: reject,
      });
    });
    return [server, client];
  }

  it('handshake, then runText returns the final answer (streamed as deltas)', async () => {
    const [srv, c] = await open(
      script().answer('Hello there, friend', { deltas: ['Hello ', 'there, ', 'friend'] }),
    );
    expect(c.initializeResult?.userAgent).toEqual(expect.any(String));
    const thread = await firstValueFrom(c.startThread({ cwd: srv.workspace }));
    const deltas = c.events$.pipe(ofMethod('item/agentMessage/delta'), take(3), toArray());
    const deltasP = firstValueFrom(deltas);
    const text = await firstValueFrom(thread.runText('Say hello'));
    expect(text).toBe('Hello there, friend');
    expect((await deltasP).map((e) => e.params.delta)).toEqual(['Hello ', 'there, ', 'friend']);
    expect(srv.provider.requests[0]?.messageTexts('user')).toContain('Say hello');
  });

  it('runAndWait collects items, final text and usage', async () => {
    const [srv, c] = await open(script().answer('Collected'));
    const thread = await firstValueFrom(c.startThread({ cwd: srv.workspace }));
    const result = await firstValueFrom(thread.runAndWait('Hi'));
    expect(result.status).toBe('completed');
    expect(result.finalText).toBe('Collected');
    expect(result.items.map((i) => i.type)).toEqual(['userMessage', 'agentMessage']);
    expect(result.usage?.last.totalTokens).toBe(15);
  });

  it('command approval accepted by the run handler: the command runs, the file appears', async () => {
    const [srv, c] = await open(script().runCommand('echo hi > out.txt').thenAnswer('Done'));
    const thread = await firstValueFrom(
      c.startThread({
        cwd: srv.workspace,
        approvalPolicy: 'untrusted',
        sandbox: 'workspace-write',
      }),
    );
    const seen: string[] = [];
    const text = await firstValueFrom(
      thread.runText('Write the file', {
        requestHandler: {
          'item/commandExecution/requestApproval': (params) => {
            seen.push(params.command ?? '');
            return { decision: 'accept' };
          },
        },
      }),
    );
    expect(text).toBe('Done');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toContain('echo hi > out.txt');
    expect(readFileSync(join(srv.workspace, 'out.txt'), 'utf8')).toBe('hi\n');
  });

  it('command approval declined by the client handler (a Promise): the command does not run', async () => {
    const [srv, c] = await open(script().runCommand('echo hi > out.txt').thenAnswer('Understood'), {
      requestHandler: {
        'item/commandExecution/requestApproval': () =>
          Promise.resolve({ decision: 'decline' as const }),
      },
    });
    const thread = await firstValueFrom(
      c.startThread({
        cwd: srv.workspace,
        approvalPolicy: 'untrusted',
        sandbox: 'workspace-write',
      }),
    );
    const result = await firstValueFrom(thread.runAndWait('Write the file'));
    expect(result.status).toBe('completed');
    expect(result.finalText).toBe('Understood');
    expect(existsSync(join(srv.workspace, 'out.txt'))).toBe(false);
    expect(result.items.find((i) => i.type === 'commandExecution')?.status).toBe('declined');
  });

  it('with no handler the approval is refused with an error, never approved', async () => {
    const [srv, c] = await open(script().runCommand('echo hi > out.txt').thenAnswer('Ok'));
    const diagnostics: ClientDiagnostic[] = [];
    c.diagnostics$.subscribe((d) => diagnostics.push(d));
    const thread = await firstValueFrom(
      c.startThread({
        cwd: srv.workspace,
        approvalPolicy: 'untrusted',
        sandbox: 'workspace-write',
      }),
    );
    await lastValueFrom(thread.run('Write the file'));
    expect(existsSync(join(srv.workspace, 'out.txt'))).toBe(false);
    expect(diagnostics).toContainEqual({
      kind: 'unhandledServerRequest',
      id: 0,
      method: 'item/commandExecution/requestApproval',
    });
  });

  it('runJson: structured output parsed and checked against the schema', async () => {
    const schema = {
      type: 'object',
      properties: { languages: { type: 'array', items: { type: 'string' } } },
      required: ['languages'],
      additionalProperties: false,
    };
    const [srv, c] = await open(
      script()
        .json({ languages: ['TypeScript', 'Rust'] })
        .json({ languages: 'none' }),
    );
    const thread = await firstValueFrom(c.startThread({ cwd: srv.workspace }));
    const value = await firstValueFrom(
      thread.runJson<{ languages: string[] }>('List the languages', schema),
    );
    expect(value).toEqual({ languages: ['TypeScript', 'Rust'] });
    expect(srv.provider.requests[0]?.outputSchema()).toEqual(schema);
    const error = await firstValueFrom(thread.runJson('Again', schema)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StructuredOutputError);
    expect((error as StructuredOutputError).issues).toEqual([
      { path: '$.languages', message: 'Instance type "string" is invalid. Expected "array".' },
    ]);
  });

  it('unsubscribing a running turn interrupts it; the next turn on the thread runs after it ended', async () => {
    const [srv, c] = await open(script().stall({ partial: 'Thinking' }).answer('Next'));
    const thread = await firstValueFrom(c.startThread({ cwd: srv.workspace }));
    const completed = firstValueFrom(
      c.events$.pipe(
        ofMethod('turn/completed'),
        filter((e) => e.params.threadId === thread.id),
      ),
    );
    // take the state with the first streamed text, then unsubscribe
    const partial = await firstValueFrom(
      thread.run('Long task').pipe(filter((s) => s.agentText.length > 0)),
    );
    expect(partial.agentText).toBe('Thinking');
    const next = firstValueFrom(thread.runText('Next one'));
    expect((await completed).params.turn.status).toBe('interrupted');
    expect(await next).toBe('Next');
  });

  it('turn/steer adds input to the running turn (expectedTurnId)', async () => {
    const [srv, c] = await open(
      script().stall({ partial: 'Working', then: ' done' }).answer('Steered'),
    );
    const thread = await firstValueFrom(c.startThread({ cwd: srv.workspace }));
    const states: TurnSnapshot[] = [];
    const finished = lastValueFrom(thread.run('Start').pipe(tap((s) => states.push(s))));
    await waitFor(() => srv.provider.stalledCount === 1 && states.some((s) => s.turnId !== null));
    const turnId = states.find((s) => s.turnId !== null)?.turnId as string;
    const steered = await firstValueFrom(thread.steer(turnId, 'Also do this'));
    expect(steered.turnId).toBe(turnId);
    srv.provider.releaseStalls();
    const last = await finished;
    expect(last.status).toBe('completed');
    await srv.provider.waitForRequests(2);
    expect(srv.provider.requests[1]?.messageTexts('user')).toContain('Also do this');
  });

  it('two threads run turns at once', async () => {
    const [srv, c] = await open(
      script().stall({ partial: 'A', then: '!' }).stall({ partial: 'B', then: '!' }),
    );
    const [t1, t2] = await Promise.all([
      firstValueFrom(c.startThread({ cwd: srv.workspace })),
      firstValueFrom(c.startThread({ cwd: srv.workspace })),
    ]);
    const texts = Promise.all([
      firstValueFrom(t1.runText('one')),
      firstValueFrom(t2.runText('two')),
    ]);
    await waitFor(() => srv.provider.stalledCount === 2); // both turns are at the model at the same time
    srv.provider.releaseStalls();
    const [a, b] = await texts;
    expect([a, b].sort()).toEqual(['A!', 'B!']);
  });
});
