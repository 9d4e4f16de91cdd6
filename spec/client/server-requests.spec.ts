import { NEVER, Observable, Subject, of, timer } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { clientInternals } from '../../lib/client/client-internals.js';
import type { ClientOptions } from '../../lib/client/client-options.js';
import type { ClientDiagnostic } from '../../lib/client/diagnostics.js';
import type { ServerRequestHandlerMap } from '../../lib/client/server-request-handler.js';
import { initializedClient } from './support/scripted-server.js';

const approval = (threadId = 'thr_1') => ({
  threadId,
  turnId: 'turn_1',
  itemId: 'cmd_1',
  startedAtMs: 1,
  command: 'touch x',
  availableDecisions: ['accept', 'decline'],
});

async function setup(options: ClientOptions = {}) {
  const { server, client } = await initializedClient(options);
  const diagnostics: ClientDiagnostic[] = [];
  client.diagnostics$.subscribe((d) => diagnostics.push(d));
  return { server, client, diagnostics };
}

describe('server requests', () => {
  it('with no handler: answers at once with -32601 and reports it; never approves', async () => {
    const { server, client, diagnostics } = await setup();
    const { reply } = server.request('item/commandExecution/requestApproval', approval());
    expect(await reply).toEqual({
      id: 0,
      error: {
        code: -32601,
        message: 'no handler for server request item/commandExecution/requestApproval',
      },
    });
    expect(diagnostics).toEqual([
      { kind: 'unhandledServerRequest', id: 0, method: 'item/commandExecution/requestApproval' },
    ]);
    client.close();
  });

  it('answers with a handler value (id 0 is a real id)', async () => {
    const { server, client } = await setup({ requestHandler: () => ({ decision: 'accept' }) });
    const { reply } = server.request('item/commandExecution/requestApproval', approval(), 0);
    expect(await reply).toEqual({ id: 0, result: { decision: 'accept' } });
    client.close();
  });

  it('answers with a Promise', async () => {
    const { server, client } = await setup({
      requestHandler: () => Promise.resolve({ decision: 'decline' }),
    });
    const { reply } = server.request('item/fileChange/requestApproval', approval());
    expect(await reply).toEqual({ id: 0, result: { decision: 'decline' } });
    client.close();
  });

  it('answers when an Observable first emits (a person clicks), exactly once', async () => {
    const clicks = new Subject<{ decision: string }>();
    const { server, client } = await setup({ requestHandler: () => clicks });
    const { reply } = server.request('item/commandExecution/requestApproval', approval(), 'str-id');
    expect(server.replies()).toHaveLength(0);
    clicks.next({ decision: 'acceptForSession' });
    clicks.next({ decision: 'cancel' });
    expect(await reply).toEqual({ id: 'str-id', result: { decision: 'acceptForSession' } });
    expect(server.replies()).toHaveLength(1);
    client.close();
  });

  it('typed handler map: the entry for the method, else `default`, else -32601', async () => {
    const handler: ServerRequestHandlerMap = {
      'item/commandExecution/requestApproval': (params) => ({
        decision: params.command === 'touch x' ? 'accept' : 'decline',
      }),
      default: (request) =>
        request.method === 'item/tool/call' ? { contentItems: [], success: true } : undefined,
    };
    const { server, client } = await setup({ requestHandler: handler });
    const a = server.request('item/commandExecution/requestApproval', approval());
    const b = server.request('item/tool/call', {
      threadId: 'thr_1',
      turnId: 't',
      callId: 'c',
      tool: 'x',
      arguments: {},
    });
    const c = server.request('account/chatgptAuthTokens/refresh', { reason: 'unauthorized' });
    expect((await a.reply).result).toEqual({ decision: 'accept' });
    expect((await b.reply).result).toEqual({ contentItems: [], success: true });
    expect((await c.reply).error?.code).toBe(-32601);
    client.close();
  });

  it('a handler that throws, rejects or errors gets an error reply (-32603) and a diagnostic', async () => {
    let n = 0;
    const { server, client, diagnostics } = await setup({
      requestHandler: () => {
        n++;
        if (n === 1) throw new Error('sync boom');
        if (n === 2) return Promise.reject(new Error('async boom'));
        return new Observable((s) => s.error(new Error('rx boom')));
      },
    });
    for (const message of ['sync boom', 'async boom', 'rx boom']) {
      const { reply } = server.request('item/commandExecution/requestApproval', approval());
      expect((await reply).error).toEqual({
        code: -32603,
        message: `client handler failed: ${message}`,
      });
    }
    expect(diagnostics.map((d) => d.kind)).toEqual([
      'serverRequestHandlerError',
      'serverRequestHandlerError',
      'serverRequestHandlerError',
    ]);
    client.close();
  });

  it('an Observable that completes without a value gets an error reply', async () => {
    const { server, client } = await setup({ requestHandler: () => of() });
    const { reply } = server.request('item/commandExecution/requestApproval', approval());
    expect((await reply).error?.message).toMatch(/completed without an answer/);
    client.close();
  });

  it('a handler that does not answer in time gets an error reply (virtual time)', async () => {
    const scheduler = new TestScheduler(() => undefined);
    const { server, client, diagnostics } = await setup({
      requestHandler: () => NEVER,
      serverRequestTimeoutMs: 500,
      scheduler,
    });
    server.request('item/commandExecution/requestApproval', approval());
    scheduler.flush();
    expect(server.replies()).toEqual([
      {
        id: 0,
        error: { code: -32603, message: expect.stringMatching(/did not answer within 500 ms/) },
      },
    ]);
    expect(diagnostics).toEqual([
      {
        kind: 'serverRequestTimeout',
        id: 0,
        method: 'item/commandExecution/requestApproval',
        timeoutMs: 500,
      },
    ]);
    client.close();
  });

  it('serverRequest/resolved cancels a pending handler: no late answer, signal aborted', async () => {
    let signal: AbortSignal | undefined;
    let unsubscribed = false;
    const { server, client, diagnostics } = await setup({
      requestHandler: (_request, context) => {
        signal = context.signal;
        return new Observable(() => () => (unsubscribed = true));
      },
    });
    server.request('item/commandExecution/requestApproval', approval(), 7);
    server.notify('serverRequest/resolved', { threadId: 'thr_1', requestId: 7 });
    expect(unsubscribed).toBe(true);
    expect(signal?.aborted).toBe(true);
    expect(server.replies()).toHaveLength(0);
    expect(diagnostics).toContainEqual({
      kind: 'serverRequestCancelled',
      id: 7,
      method: 'item/commandExecution/requestApproval',
    });
    client.close();
  });

  it('a Promise handler resolved after serverRequest/resolved is not sent', async () => {
    let resolve: (v: unknown) => void = () => undefined;
    const { server, client } = await setup({
      requestHandler: () => new Promise((r) => (resolve = r)),
    });
    server.request('item/commandExecution/requestApproval', approval());
    server.notify('serverRequest/resolved', { threadId: 'thr_1', requestId: 0 });
    resolve({ decision: 'accept' });
    await new Promise((r) => setTimeout(r, 5));
    expect(server.replies()).toHaveLength(0);
    client.close();
  });

  it('per-thread (per-turn) handlers come first; `undefined` passes to the client handler', async () => {
    const { server, client } = await setup({ requestHandler: () => ({ decision: 'decline' }) });
    const remove = clientInternals(client).addScopedHandler('thr_1', (r) =>
      (r.params as { command?: string }).command === 'touch x' ? { decision: 'accept' } : undefined,
    );
    const a = server.request('item/commandExecution/requestApproval', approval('thr_1'));
    const b = server.request('item/commandExecution/requestApproval', {
      ...approval('thr_1'),
      command: 'rm -rf /',
    });
    const c = server.request('item/commandExecution/requestApproval', approval('thr_2'));
    expect((await a.reply).result).toEqual({ decision: 'accept' });
    expect((await b.reply).result).toEqual({ decision: 'decline' });
    expect((await c.reply).result).toEqual({ decision: 'decline' });
    remove();
    const d = server.request('item/commandExecution/requestApproval', approval('thr_1'));
    expect((await d.reply).result).toEqual({ decision: 'decline' });
    client.close();
  });

  it('closing the client cancels pending handlers', async () => {
    let signal: AbortSignal | undefined;
    const { server, client } = await setup({
      requestHandler: (_r, context) => {
        signal = context.signal;
        return timer(10_000);
      },
    });
    server.request('item/commandExecution/requestApproval', approval());
    client.close();
    expect(signal?.aborted).toBe(true);
  });
});
