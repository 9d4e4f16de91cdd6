/**
 * Issue 5 e2e suite, turns: plain answer (deltas, final text, usage),
 * command approval accepted / declined / unhandled, structured output.
 * Real pinned codex, scripted model, over stdio and WebSocket, public API only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstValueFrom, lastValueFrom, toArray } from 'rxjs';
import {
  forThread,
  StructuredOutputError,
  type ClientDiagnostic,
  type ClientEvent,
  type TraceEntry,
} from 'codex-rx';
import { script, usage } from 'codex-rx/testing';
import { approvalThread, e2e, TRANSPORTS } from './support';

jest.setTimeout(20_000);

describe.each(TRANSPORTS)('e2e over %s: turns', (kind) => {
  const env = e2e(kind);

  it('plain answer: streamed deltas, final text and usage', async () => {
    const { server, client } = await env.start(
      script().answer('The answer is 42.', {
        deltas: ['The answer ', 'is ', '42.'],
        usage: usage(120, 30, 20),
      }),
    );
    const thread = await firstValueFrom(client.startThread({ cwd: server.workspace }));
    const events: ClientEvent[] = [];
    const sub = client.events$.pipe(forThread(thread.id)).subscribe((e) => events.push(e));
    const result = await firstValueFrom(client.runAndWait(thread.id, 'What is the answer?'));
    sub.unsubscribe();

    expect(result.status).toBe('completed');
    expect(result.finalText).toBe('The answer is 42.');
    expect(result.items.map((i) => i.type)).toEqual(['userMessage', 'agentMessage']);
    const deltas = events
      .filter((e) => e.method === 'item/agentMessage/delta')
      .map((e) => (e.params as { delta: string }).delta);
    expect(deltas).toEqual(['The answer ', 'is ', '42.']);
    // thread/tokenUsage/updated -> usage in the result
    const usageEvents = events.filter((e) => e.method === 'thread/tokenUsage/updated');
    expect(usageEvents).toHaveLength(1);
    expect(result.usage?.last).toMatchObject({
      inputTokens: 120,
      cachedInputTokens: 20,
      outputTokens: 30,
      totalTokens: 150,
    });
    expect(result.usage?.total.totalTokens).toBe(150);
    // order: deltas, the completed agent message, the usage update, then turn/completed
    const methods = events.map((e) => e.method);
    const agentDone = events.findIndex(
      (e) =>
        e.method === 'item/completed' &&
        (e.params as { item: { type: string } }).item.type === 'agentMessage',
    );
    expect(methods.lastIndexOf('item/agentMessage/delta')).toBeLessThan(agentDone);
    expect(agentDone).toBeLessThan(methods.indexOf('thread/tokenUsage/updated'));
    expect(methods.indexOf('thread/tokenUsage/updated')).toBeLessThan(
      methods.indexOf('turn/completed'),
    );
    expect(server.provider.requests[0]?.messageTexts('user')).toContain('What is the answer?');
  });

  it('run(): the agent text grows delta by delta in the emitted states', async () => {
    const { server, client } = await env.start(
      script().answer('one two three', { deltas: ['one ', 'two ', 'three'] }),
    );
    const thread = await firstValueFrom(client.startThread({ cwd: server.workspace }));
    const states = await lastValueFrom(thread.run('Count').pipe(toArray()));
    const texts = [...new Set(states.map((s) => s.agentText))];
    expect(texts).toEqual(['', 'one ', 'one two ', 'one two three']);
    expect(states[states.length - 1]?.status).toBe('completed');
    expect(states[states.length - 1]?.finalText).toBe('one two three');
  });

  it('command approval accepted: the command runs and its effect is on disk', async () => {
    const { server, client } = await env.start(
      script().runCommand('echo approved > out.txt').thenAnswer('Wrote it'),
    );
    const thread = await firstValueFrom(client.startThread(approvalThread(server.workspace)));
    const asked: string[] = [];
    const text = await firstValueFrom(
      thread.runText('Write the file', {
        requestHandler: {
          'item/commandExecution/requestApproval': (params) => {
            asked.push(params.command ?? '');
            return { decision: 'accept' };
          },
        },
      }),
    );
    expect(text).toBe('Wrote it');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('echo approved > out.txt');
    expect(readFileSync(join(server.workspace, 'out.txt'), 'utf8')).toBe('approved\n');
    // the model got the command's result back
    expect(server.provider.requests[1]?.functionCallOutput('call_1')).toBeDefined();
  });

  it('command approval declined: the command does not run, the turn still completes', async () => {
    const { server, client } = await env.start(
      script().runCommand('echo declined > out.txt').thenAnswer('Understood'),
      {
        requestHandler: {
          'item/commandExecution/requestApproval': () =>
            Promise.resolve({ decision: 'decline' as const }),
        },
      },
    );
    const thread = await firstValueFrom(client.startThread(approvalThread(server.workspace)));
    const result = await firstValueFrom(thread.runAndWait('Write the file'));
    expect(result.status).toBe('completed');
    expect(result.finalText).toBe('Understood');
    expect(result.items.find((i) => i.type === 'commandExecution')?.status).toBe('declined');
    expect(existsSync(join(server.workspace, 'out.txt'))).toBe(false);
  });

  it('no handler configured: the approval request gets an error at once, the turn still ends, a diagnostic says so', async () => {
    const trace: TraceEntry[] = [];
    const { server, client } = await env.start(
      script().runCommand('echo nobody > out.txt').thenAnswer('Could not run it'),
      {
        session: { trace: (e: TraceEntry) => trace.push(e) },
      },
    );
    const diagnostics: ClientDiagnostic[] = [];
    client.diagnostics$.subscribe((d) => diagnostics.push(d));
    const thread = await firstValueFrom(client.startThread(approvalThread(server.workspace)));
    const last = await lastValueFrom(thread.run('Write the file'));

    expect(last.status).toBe('completed');
    expect(existsSync(join(server.workspace, 'out.txt'))).toBe(false);
    expect(diagnostics).toContainEqual({
      kind: 'unhandledServerRequest',
      id: 0,
      method: 'item/commandExecution/requestApproval',
    });
    // on the wire: the server's request is answered with -32601 at once, i.e. while it is being
    // handled: the reply is the very next frame, before any later server message is read
    const frames = trace.map((e) => ({
      direction: e.direction,
      json: JSON.parse(e.frame) as Record<string, unknown>,
    }));
    const askedAt = frames.findIndex(
      (f) => f.direction === 'in' && f.json.method === 'item/commandExecution/requestApproval',
    );
    expect(askedAt).toBeGreaterThan(-1);
    expect(frames[askedAt + 1]).toEqual({
      direction: 'out',
      json: { id: 0, error: expect.objectContaining({ code: -32601 }) },
    });
  });

  it('runJson: structured output parsed and checked; a non-conforming answer gives a StructuredOutputError', async () => {
    const schema = {
      type: 'object',
      properties: { city: { type: 'string' }, population: { type: 'integer' } },
      required: ['city', 'population'],
      additionalProperties: false,
    };
    const { server, client } = await env.start(
      script()
        .json({ city: 'Lyon', population: 522_000 })
        .json({ city: 'Lyon', population: 'many' })
        .answer('not json at all'),
    );
    const thread = await firstValueFrom(client.startThread({ cwd: server.workspace }));
    const value = await firstValueFrom(
      thread.runJson<{ city: string; population: number }>('Biggest city?', schema),
    );
    expect(value).toEqual({ city: 'Lyon', population: 522_000 });
    expect(server.provider.requests[0]?.outputSchema()).toEqual(schema);

    const wrong = await firstValueFrom(thread.runJson('Again', schema)).catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(StructuredOutputError);
    expect((wrong as StructuredOutputError).kind).toBe('schema');
    expect((wrong as StructuredOutputError).issues).toEqual([
      { path: '$.population', message: expect.stringMatching(/integer/) },
    ]);
    expect((wrong as Error).message).toMatch(/\$\.population/);

    const notJson = await firstValueFrom(thread.runJson('Once more', schema)).catch(
      (e: unknown) => e,
    );
    expect(notJson).toBeInstanceOf(StructuredOutputError);
    expect((notJson as StructuredOutputError).kind).toBe('parse');
    expect((notJson as StructuredOutputError).text).toBe('not json at all');
  });
});
