/**
 * Client and Thread methods are built on the generated method descriptors:
 * type-level tests (checked by `npm run typecheck`: every `@ts-expect-error`
 * below fails the typecheck if its error disappears) that a wrong key or value
 * in a method's params does not compile, and runtime tests that the
 * descriptors say what the schema says and the calls send what they should.
 */
import { firstValueFrom } from 'rxjs';
import { call, callOnThread } from '../../lib/client/call.js';
import { Thread } from '../../lib/client/thread.js';
import * as S from '../../gen/stable/index.js';
import * as E from '../../gen/experimental/index.js';
import {
  clientRequestDescriptors as requests,
  serverNotificationDescriptors,
} from '../../lib/protocol/descriptors.js';
import type { ParamsOf, ResultOf } from '../../lib/protocol/descriptors.js';
import { fakeThread, initializedClient } from './support/scripted-server.js';

type Equals<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const assertType = <T extends true>(_: T): void => undefined;

describe('generated descriptors', () => {
  it('carry the method, codecs, thread scope and stability', () => {
    const read = requests['thread/read'];
    expect(read.method).toBe('thread/read');
    expect(read.params).toBe(E.ThreadReadParams);
    expect(read.result).toBe(E.ThreadReadResponse);
    expect(read.threadScoped).toBe(true);
    expect(read.experimental).toBe(false);
    expect(requests['model/list'].threadScoped).toBe(false);
    expect(requests['fuzzyFileSearch/sessionStart'].experimental).toBe(true);
    expect(Object.values(S.clientRequestDescriptors).some((d) => d.experimental)).toBe(false);
    expect(serverNotificationDescriptors['turn/completed'].threadScoped).toBe(true);
    assertType<Equals<ParamsOf<typeof read>, E.ThreadReadParams>>(true);
    assertType<Equals<ResultOf<typeof read>, E.ThreadReadResponse>>(true);
    assertType<Equals<(typeof read)['threadScoped'], true>>(true);
    assertType<Equals<(typeof requests)['fuzzyFileSearch/sessionStart']['experimental'], true>>(
      true,
    );
  });

  it('are the entries of the method tables (one object per method)', () => {
    for (const [method, descriptor] of Object.entries(E.clientRequestDescriptors))
      expect(E.clientRequests.get(method)).toBe(descriptor);
    expect(S.serverNotifications.get('turn/completed')).toBe(
      S.serverNotificationDescriptors['turn/completed'],
    );
  });
});

describe('requests built on descriptors', () => {
  it('send the params with the thread id filled in and emit the typed result', async () => {
    const { server, client } = await initializedClient();
    server.on('thread/goal/get', () => ({ goal: null }));
    server.on('thread/read', (params) => ({
      thread: fakeThread(String((params as { threadId: string }).threadId)),
    }));
    const goal = await firstValueFrom(callOnThread(client, requests['thread/goal/get'], 't1', {}));
    expect(goal).toEqual({ goal: null });
    const thread = await firstValueFrom(client.readThread('t2', { includeTurns: true }));
    expect(thread).toBeInstanceOf(Thread);
    expect(thread.id).toBe('t2');
    await firstValueFrom(thread.getGoal());
    expect(server.requests('thread/goal/get').map((r) => r.params)).toEqual([
      { threadId: 't1' },
      { threadId: 't2' },
    ]);
    expect(server.requests('thread/read')[0]!.params).toEqual({
      threadId: 't2',
      includeTurns: true,
    });
    client.close();
  });

  it('reject a misspelt key or a wrong value in any method params at compile time', () => {
    // Never run: the typecheck is the test. Each method gets a call that
    // compiles (so the @ts-expect-error lines after it fail for the reason
    // they name, not because the method or its other arguments are wrong),
    // then a misspelt key, then a wrong value.
    const check = async (): Promise<void> => {
      const { client } = await initializedClient();
      const thread = await firstValueFrom(client.startThread());

      // Client methods
      client.startThread({ cwd: '/repo', ephemeral: true });
      // @ts-expect-error -- misspelt key (cwdd) for thread/start
      client.startThread({ cwdd: '/repo' });
      // @ts-expect-error -- wrong value: ephemeral is a boolean
      client.startThread({ ephemeral: 'yes' });

      client.readThread('t1', { includeTurns: true });
      // @ts-expect-error -- misspelt key (includeTurn) for thread/read
      client.readThread('t1', { includeTurn: true });
      // @ts-expect-error -- wrong value: includeTurns is a boolean
      client.readThread('t1', { includeTurns: 'yes' });

      client.listModels({ limit: 10 });
      // @ts-expect-error -- misspelt key (limt) for model/list
      client.listModels({ limt: 10 });
      // @ts-expect-error -- wrong value: limit is a number
      client.listModels({ limit: '10' });

      client.steerTurn('t1', 'u1', 'more', {});
      // @ts-expect-error -- unknown key for turn/steer
      client.steerTurn('t1', 'u1', 'more', { expectedTurn: 'u1' });

      client.listTurns('t1', { limit: 5 });
      // @ts-expect-error -- threadId is filled in: it is not part of the rest
      client.listTurns('t1', { threadId: 't2' });
      // @ts-expect-error -- wrong value: limit is a number
      client.listTurns('t1', { limit: 'five' });

      client.request('thread/read', { threadId: 't1', includeTurns: true });
      // @ts-expect-error -- misspelt key (threaddId) through request()
      client.request('thread/read', { threaddId: 't1' });
      // @ts-expect-error -- wrong value through request(): threadId is a string
      client.request('thread/read', { threadId: 1 });

      client.run('t1', 'hi', { params: { model: 'gpt-5' } });
      // @ts-expect-error -- misspelt turn/start key (modell) in run()'s params
      client.run('t1', 'hi', { params: { modell: 'gpt-5' } });

      // Thread methods
      thread.refresh({ includeTurns: true });
      // @ts-expect-error -- thread/read takes no `turnId`
      thread.refresh({ turnId: 'u1' });
      // @ts-expect-error -- wrong value: includeTurns is a boolean
      thread.refresh({ includeTurns: 1 });

      thread.fork({ ephemeral: true });
      // @ts-expect-error -- misspelt key (ephemerall) for thread/fork
      thread.fork({ ephemerall: true });
      // @ts-expect-error -- wrong value: ephemeral is a boolean
      thread.fork({ ephemeral: 'yes' });

      thread.setGoal({ objective: 'ship it' });
      // @ts-expect-error -- misspelt key (objectiv) for thread/goal/set
      thread.setGoal({ objectiv: 'ship it' });
      // @ts-expect-error -- the goal's objective is a string
      thread.setGoal({ objective: 42 });

      thread.listTurns({ limit: 5 });
      // @ts-expect-error -- misspelt key (cursr) for thread/turns/list
      thread.listTurns({ cursr: 'c' });

      thread.runText('hi', { params: { cwd: '/repo' } });
      // @ts-expect-error -- wrong value in run()'s turn/start params: cwd is a string
      thread.runText('hi', { params: { cwd: 7 } });

      // The descriptors themselves
      call(client, requests['thread/list'], { limit: 3 });
      // @ts-expect-error -- misspelt key through the descriptor itself
      call(client, requests['thread/list'], { limt: 3 });
      callOnThread(client, requests['thread/archive'], 't1', {});
      // @ts-expect-error -- the thread id is filled in: no key is left for thread/archive
      callOnThread(client, requests['thread/archive'], 't1', { threadId: 't2' });
      callOnThread(client, requests['thread/revert'], 't1', { beforeTurnId: 'u7' });
      // @ts-expect-error -- wrong value through the descriptor itself
      callOnThread(client, requests['thread/revert'], 't1', { beforeTurnId: 7 });
      // @ts-expect-error -- model/list is not thread-scoped
      callOnThread(client, requests['model/list'], 't1', {});
      // @ts-expect-error -- an experimental method needs an experimental client
      call(client, requests['fuzzyFileSearch/sessionStop'], { sessionId: 's' });
      // @ts-expect-error -- thread/read needs its params
      call(client, requests['thread/read']);
      call(client, requests['account/logout']); // no params: may be left out
    };
    expect(typeof check).toBe('function');
  });

  it('an experimental client may call experimental descriptors', async () => {
    const { server, client } = await initializedClient({ experimentalApi: true });
    server.on('fuzzyFileSearch/sessionStop', () => ({}));
    await firstValueFrom(call(client, requests['fuzzyFileSearch/sessionStop'], { sessionId: 's' }));
    expect(server.requests('fuzzyFileSearch/sessionStop')[0]!.params).toEqual({ sessionId: 's' });
    client.close();
  });
});
