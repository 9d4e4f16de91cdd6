import { firstValueFrom, lastValueFrom, map, toArray } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { createClient } from '../../lib/client/client.js';
import { StructuredOutputError } from '../../lib/client/errors.js';
import { TransportClosedError } from '../../lib/rpc/errors.js';
import { TurnFailedError } from '../../lib/turn/errors.js';
import {
  NO_REPLY,
  ScriptedServer,
  initializedClient,
  scriptPlainTurn,
} from './support/scripted-server.js';

/** Completes turn `turnId` of `threadId` (agent message + turn/completed). */
function completeTurn(
  server: ScriptedServer,
  threadId: string,
  turnId: string,
  text: string,
  status = 'completed',
): void {
  const item = { id: `msg_${turnId}`, type: 'agentMessage', text, phase: 'final_answer' };
  server.notify('item/completed', { threadId, turnId, item });
  server.notify('turn/completed', {
    threadId,
    turn: {
      id: turnId,
      status,
      items: [],
      error: status === 'failed' ? { message: 'model down' } : null,
    },
  });
}

describe('run / runText / runJson', () => {
  it('runText sends turn/start with the text as UserInput and emits the final text', async () => {
    const { server, client } = await initializedClient();
    scriptPlainTurn(server, 'Hello there');
    const text = await firstValueFrom(
      client.runText('thr_1', 'Say hi', { params: { model: 'mock-model' } }),
    );
    expect(text).toBe('Hello there');
    expect(server.requests('turn/start')[0]?.params).toEqual({
      model: 'mock-model',
      threadId: 'thr_1',
      input: [{ type: 'text', text: 'Say hi', text_elements: [] }],
    });
    client.close();
  });

  it('run emits TurnState snapshots and completes when the turn is complete', async () => {
    const { server, client } = await initializedClient();
    scriptPlainTurn(server, 'abc');
    const states = await lastValueFrom(client.run('thr_1', 'go').pipe(toArray()));
    const last = states[states.length - 1];
    expect(last).toMatchObject({
      threadId: 'thr_1',
      turnId: 'turn_1',
      status: 'completed',
      finalText: 'abc',
      done: true,
    });
    client.close();
  });

  it('runJson passes outputSchema and parses/checks the final text', async () => {
    const { server, client } = await initializedClient();
    const schema = {
      type: 'object',
      properties: { languages: { type: 'array', items: { type: 'string' } } },
      required: ['languages'],
      additionalProperties: false,
    };
    scriptPlainTurn(server, '{"languages":["ts","rust"]}');
    const value = await firstValueFrom(
      client.runJson<{ languages: string[] }>('thr_1', 'List', schema),
    );
    expect(value).toEqual({ languages: ['ts', 'rust'] });
    expect(
      (server.requests('turn/start')[0]?.params as { outputSchema: unknown }).outputSchema,
    ).toEqual(schema);

    scriptPlainTurn(server, '{"languages":["ts",3],"extra":1}', 'turn_2');
    const error = await firstValueFrom(client.runJson('thr_1', 'List', schema)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StructuredOutputError);
    expect((error as StructuredOutputError).issues).toEqual([
      { path: '$.languages[1]', message: 'Instance type "number" is invalid. Expected "string".' },
      { path: '$', message: 'Property "extra" does not match additional properties schema.' },
    ]);
    expect((error as Error).message).toMatch(
      /\$\.languages\[1\]: Instance type "number" is invalid/,
    );

    scriptPlainTurn(server, 'not json', 'turn_3');
    const parseError = await firstValueFrom(client.runJson('thr_1', 'List', schema)).catch(
      (e: unknown) => e,
    );
    expect(parseError).toMatchObject({ kind: 'parse' });
    client.close();
  });

  it('a failed turn completes run (status failed) and errors runText with TurnFailedError', async () => {
    const { server, client } = await initializedClient();
    server.on('turn/start', (p) => {
      const { threadId } = p as { threadId: string };
      queueMicrotask(() => completeTurn(server, threadId, 'turn_f', '', 'failed'));
      return { turn: { id: 'turn_f', status: 'inProgress', items: [] } };
    });
    await expect(firstValueFrom(client.runText('thr_1', 'x'))).rejects.toBeInstanceOf(
      TurnFailedError,
    );
    client.close();
  });

  it('a transport failure errors the turn with TransportClosedError', async () => {
    const { server, client } = await initializedClient();
    server.on('turn/start', () => ({ turn: { id: 'turn_1', status: 'inProgress', items: [] } }));
    const result = lastValueFrom(client.run('thr_1', 'x'));
    server.crash('codex died');
    await expect(result).rejects.toBeInstanceOf(TransportClosedError);
  });

  it("the run requestHandler answers this thread's server requests during the turn", async () => {
    const { server, client } = await initializedClient();
    let approvalReply: Promise<unknown> = Promise.resolve();
    server.on('turn/start', (p) => {
      const { threadId } = p as { threadId: string };
      queueMicrotask(() => {
        const { reply } = server.request('item/commandExecution/requestApproval', {
          threadId,
          turnId: 'turn_1',
          itemId: 'cmd',
          startedAtMs: 1,
        });
        approvalReply = reply.then((r) => {
          completeTurn(server, threadId, 'turn_1', 'done');
          return r;
        });
      });
      return { turn: { id: 'turn_1', status: 'inProgress', items: [] } };
    });
    const text = await firstValueFrom(
      client.runText('thr_1', 'touch x', {
        requestHandler: { 'item/commandExecution/requestApproval': () => ({ decision: 'accept' }) },
      }),
    );
    expect(text).toBe('done');
    expect(await approvalReply).toEqual({ id: 0, result: { decision: 'accept' } });
    // the turn's handler is gone afterwards: the default answer is an error
    const after = server.request('item/commandExecution/requestApproval', {
      threadId: 'thr_1',
      turnId: 't',
      itemId: 'i',
      startedAtMs: 1,
    });
    expect((await after.reply).error?.code).toBe(-32601);
    client.close();
  });
});

describe('turn serialization', () => {
  it('serializes turn starts on one thread; different threads run at once', async () => {
    const { server, client } = await initializedClient();
    let n = 0;
    server.on('turn/start', () => ({
      turn: { id: `turn_${++n}`, status: 'inProgress', items: [] },
    }));
    const a = firstValueFrom(client.runText('thr_1', 'first'));
    const b = firstValueFrom(client.runText('thr_1', 'second'));
    const c = firstValueFrom(client.runText('thr_2', 'other thread'));
    const starts = () =>
      server
        .requests('turn/start')
        .map((r) => (r.params as { input: [{ text: string }] }).input[0].text);
    expect(starts()).toEqual(['first', 'other thread']);
    completeTurn(server, 'thr_2', 'turn_2', 'C');
    expect(await c).toBe('C');
    expect(starts()).toEqual(['first', 'other thread']);
    completeTurn(server, 'thr_1', 'turn_1', 'A');
    expect(await a).toBe('A');
    expect(starts()).toEqual(['first', 'other thread', 'second']);
    completeTurn(server, 'thr_1', 'turn_3', 'B');
    expect(await b).toBe('B');
    client.close();
  });

  it('a queued run that is unsubscribed before it starts never sends turn/start', async () => {
    const { server, client } = await initializedClient();
    let n = 0;
    server.on('turn/start', () => ({
      turn: { id: `turn_${++n}`, status: 'inProgress', items: [] },
    }));
    const a = firstValueFrom(client.runText('thr_1', 'first'));
    const b = client.runText('thr_1', 'dropped').subscribe();
    const c = firstValueFrom(client.runText('thr_1', 'third'));
    b.unsubscribe();
    completeTurn(server, 'thr_1', 'turn_1', 'A');
    await a;
    completeTurn(server, 'thr_1', 'turn_2', 'C');
    expect(await c).toBe('C');
    expect(
      server
        .requests('turn/start')
        .map((r) => (r.params as { input: [{ text: string }] }).input[0].text),
    ).toEqual(['first', 'third']);
    client.close();
  });
});

describe('unsubscribe -> turn/interrupt (marble)', () => {
  const make = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

  it('unsubscribing a running turn sends turn/interrupt for its id', () => {
    make().run(({ expectObservable, flush }) => {
      const server = new ScriptedServer();
      server.on('turn/start', () => ({ turn: { id: 'turn_9', status: 'inProgress', items: [] } }));
      server.on('turn/interrupt', () => ({}));
      const client = createClient(server.clientEnd);
      client.initialize().subscribe();
      const status$ = client.run('thr_1', 'long task').pipe(map((s) => s.status));
      expectObservable(status$, '^---!').toBe('a', { a: 'inProgress' });
      flush();
      expect(server.requests('turn/interrupt').map((r) => r.params)).toEqual([
        { threadId: 'thr_1', turnId: 'turn_9' },
      ]);
      client.close();
    });
  });

  it('interruptOnUnsubscribe: false leaves the turn running', () => {
    make().run(({ expectObservable, flush }) => {
      const server = new ScriptedServer();
      server.on('turn/start', () => ({ turn: { id: 'turn_9', status: 'inProgress', items: [] } }));
      const client = createClient(server.clientEnd);
      client.initialize().subscribe();
      expectObservable(
        client.run('thr_1', 'x', { interruptOnUnsubscribe: false }).pipe(map((s) => s.status)),
        '^--!',
      ).toBe('a', {
        a: 'inProgress',
      });
      flush();
      expect(server.requests('turn/interrupt')).toHaveLength(0);
      client.close();
    });
  });

  it('unsubscribing before the turn/start response interrupts once the id is known; the queue waits for the end', () => {
    const scheduler = make();
    scheduler.run(({ cold, expectObservable, flush }) => {
      const server = new ScriptedServer();
      let startId: number | string = -1;
      let secondStartedAt = -1;
      let starts = 0;
      server.on('turn/start', (_p, id) => {
        if (++starts === 1) startId = id;
        else secondStartedAt = scheduler.now();
        return NO_REPLY;
      });
      server.on('turn/interrupt', () => ({}));
      const client = createClient(server.clientEnd);
      client.initialize().subscribe();
      expectObservable(client.run('thr_1', 'x'), '^-!').toBe('');
      // 5 ms later the response arrives; 10 ms later the turn completes (interrupted)
      cold('-----a').subscribe(() =>
        server.respond(startId, { turn: { id: 'turn_5', status: 'inProgress', items: [] } }),
      );
      cold('----------b').subscribe(() =>
        server.notify('turn/completed', {
          threadId: 'thr_1',
          turn: { id: 'turn_5', status: 'interrupted', items: [] },
        }),
      );
      // a second run queued meanwhile starts only after the interrupted turn has ended
      cold('--c').subscribe(() =>
        client.run('thr_1', 'next').subscribe({ error: () => undefined }),
      );
      flush();
      expect(server.requests('turn/interrupt').map((r) => r.params)).toEqual([
        { threadId: 'thr_1', turnId: 'turn_5' },
      ]);
      expect(secondStartedAt).toBe(10);
      client.close();
    });
  });
});
