/** The fake app-server, driven by the real Session (and raw frames), including a marble test. */
import { firstValueFrom, lastValueFrom, take, toArray } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { Session } from '../../lib/rpc/session.js';
import { TransportClosedError } from '../../lib/rpc/errors.js';
import { FakeAppServer, FakeAppServerError } from '../../lib/testing/fake-app-server.js';
import { containsSubset } from '../../lib/testing/fake-expectations.js';
import { fakeTurnNotifications, turnStartResult } from '../../lib/testing/fake-turn.js';

describe('FakeAppServer', () => {
  it('answers the handshake and expected requests, and verifies clean', async () => {
    const fake = new FakeAppServer().expectHandshake();
    fake.expectRequest('thread/start', {
      params: { cwd: '/w' },
      reply: { result: { thread: { id: 't1' } } },
    });
    const session = new Session(fake.transport);
    const init = (await firstValueFrom(
      session.request('initialize', { clientInfo: { name: 'x', version: '1' } }),
    )) as Record<string, unknown>;
    expect(init.userAgent).toContain('fake-app-server');
    session.notify('initialized');
    expect(
      await firstValueFrom(session.request('thread/start', { cwd: '/w', approvalPolicy: 'never' })),
    ).toEqual({ thread: { id: 't1' } });
    expect(() => fake.verify()).not.toThrow();
    expect(fake.requests().map((r) => r.method)).toEqual(['initialize', 'thread/start']);
    expect(fake.notifications('initialized')).toHaveLength(1);
    session.close();
  });

  it('replies with an error, or computes a reply from the params', async () => {
    const fake = new FakeAppServer();
    fake.expectRequest('turn/start', {
      reply: { error: { code: -32600, message: 'thread not found' } },
    });
    fake.handle('echo', (params) => ({ result: params }));
    const session = new Session(fake.transport);
    await expect(
      firstValueFrom(session.request('turn/start', { threadId: 'nope', input: [] })),
    ).rejects.toMatchObject({
      code: -32600,
      serverMessage: 'thread not found',
    });
    expect(await firstValueFrom(session.request('echo', { a: 1 }))).toEqual({ a: 1 });
    expect(await firstValueFrom(session.request('echo', { a: 2 }))).toEqual({ a: 2 });
    fake.verify();
    session.close();
  });

  it('explains unexpected requests, params mismatches, unmet expectations, and answers so nothing hangs', async () => {
    const fake = new FakeAppServer();
    fake.expectRequest('thread/start', { params: { cwd: '/expected' } });
    fake.expectRequest('model/list');
    const session = new Session(fake.transport);
    await expect(
      firstValueFrom(session.request('thread/start', { cwd: '/other' })),
    ).rejects.toMatchObject({ code: -32600 });
    await expect(firstValueFrom(session.request('bogus/method', {}))).rejects.toThrow(
      'unexpected request bogus/method',
    );
    session.notify('surprise', { x: 1 });
    let error: FakeAppServerError | undefined;
    try {
      fake.verify();
    } catch (e) {
      error = e as FakeAppServerError;
    }
    expect(error).toBeInstanceOf(FakeAppServerError);
    expect(error?.problems).toEqual([
      'request thread/start (id 1) has unexpected params: {"cwd":"/other"}; expected params containing {"cwd":"/expected"}',
      'unexpected request bogus/method (id 2) params {}; next expected: thread/start',
      'unexpected notification surprise params {"x":1}',
      'expected request thread/start was never sent (params containing {"cwd":"/expected"})',
      'expected request model/list was never sent',
    ]);
    session.close();
  });

  it('strictOrder rejects a request that comes before its turn', async () => {
    const fake = new FakeAppServer({ strictOrder: true });
    fake.expectRequest('a');
    fake.expectRequest('b');
    const session = new Session(fake.transport);
    await expect(firstValueFrom(session.request('b', {}))).rejects.toThrow('unexpected request b');
    expect(fake.problems[0]).toContain('next expected: a');
    session.close();
  });

  it('sends server requests (id from 0) and captures the client answers', async () => {
    const fake = new FakeAppServer();
    const session = new Session(fake.transport);
    session.serverRequests$.subscribe((r) =>
      session.respond(r.id, { decision: r.id === 0 ? 'accept' : 'decline' }),
    );
    session.connect();
    const first = await fake.request('item/commandExecution/requestApproval', { itemId: 'call_1' });
    const second = await fake.request('item/commandExecution/requestApproval', {
      itemId: 'call_2',
    });
    expect(first).toEqual({ id: 0, result: { decision: 'accept' } });
    expect(second).toEqual({ id: 1, result: { decision: 'decline' } });
    expect(fake.clientAnswers).toHaveLength(2);
    fake.verify();
    session.close();
  });

  it('reports a server request the client never answers, and an answer to an unknown id', () => {
    const fake = new FakeAppServer();
    // A raw client that ignores server requests (a Session would answer them).
    fake.transport.incoming$.subscribe();
    void fake.request('item/tool/requestUserInput', {});
    fake.transport.send('{"id":99,"result":{}}');
    expect(() => fake.verify()).toThrow(
      /client answered id 99[\s\S]*item\/tool\/requestUserInput \(id 0\) was never answered/,
    );
  });

  it('plays a realistic turn after turn/start (then hook) with codex ordering', async () => {
    const fake = new FakeAppServer();
    const turnNotifications = fakeTurnNotifications({
      threadId: 't1',
      turnId: 'turn_1',
      text: 'Hi there',
      deltas: ['Hi', ' there'],
    });
    fake.expectRequest('turn/start', {
      reply: { result: { turn: turnStartResult('turn_1') } },
      then: (server) => turnNotifications.forEach((n) => server.notify(n.method, n.params)),
    });
    const session = new Session(fake.transport);
    const methods = lastValueFrom(
      session.notifications$.pipe(take(turnNotifications.length), toArray()),
    );
    await firstValueFrom(session.request('turn/start', { threadId: 't1', input: [] }));
    expect((await methods).map((n) => n.method)).toEqual([
      'thread/status/changed',
      'turn/started',
      'item/started',
      'item/completed',
      'item/started',
      'item/agentMessage/delta',
      'item/agentMessage/delta',
      'item/completed',
      'thread/tokenUsage/updated',
      'thread/status/changed',
      'turn/completed',
    ]);
    session.close();
  });

  it('fakeTurnNotifications: failed and interrupted shapes', () => {
    const failed = fakeTurnNotifications({
      threadId: 't',
      turnId: 'u',
      status: 'failed',
      errorMessage: 'boom',
    });
    expect(failed.map((n) => n.method).slice(-2)).toEqual(['error', 'turn/completed']);
    expect(failed.at(-1)?.params).toMatchObject({
      turn: { status: 'failed', error: { message: 'boom' } },
    });
    const interrupted = fakeTurnNotifications({
      threadId: 't',
      turnId: 'u',
      status: 'interrupted',
    });
    expect(interrupted.filter((n) => n.method === 'item/completed')).toHaveLength(1); // only the user message
    expect(interrupted.at(-1)?.params).toMatchObject({ turn: { status: 'interrupted' } });
  });

  it('close(reason) fails the client transport like a crash', async () => {
    const fake = new FakeAppServer();
    fake.expectRequest('slow', { reply: { noReply: true } });
    const session = new Session(fake.transport);
    const pending = firstValueFrom(session.request('slow', {}));
    fake.close({ message: 'killed', signal: 'SIGKILL' });
    await expect(pending).rejects.toBeInstanceOf(TransportClosedError);
  });

  it('sendRaw delivers frames as is; unreadable client frames are reported', () => {
    const fake = new FakeAppServer();
    const seen: string[] = [];
    fake.transport.incoming$.subscribe((m) => seen.push(m));
    fake.sendRaw('not json');
    fake.transport.send('{oops');
    expect(seen).toEqual(['not json']);
    expect(fake.problems[0]).toContain('unreadable frame');
  });

  it('delayed replies run on the given scheduler (marble test)', () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b));
    scheduler.run(({ expectObservable }) => {
      const fake = new FakeAppServer({ scheduler });
      fake.expectRequest('thread/start', {
        reply: { result: { thread: { id: 't1' } } },
        delayMs: 5,
      });
      fake.expectRequest('never', { reply: { noReply: true } });
      const session = new Session(fake.transport, { scheduler, requestTimeoutMs: 20 });
      expectObservable(session.request('thread/start', {})).toBe('-----(r|)', {
        r: { thread: { id: 't1' } },
      });
      expectObservable(session.request('never', {})).toBe(
        '--------------------#',
        undefined,
        expect.objectContaining({ name: 'RequestTimeoutError' }),
      );
    });
  });
});

describe('containsSubset', () => {
  it('matches nested subsets, arrays exactly', () => {
    expect(containsSubset({ a: { b: 1, c: 2 }, d: [1, 2] }, { a: { b: 1 } })).toBe(true);
    expect(containsSubset({ d: [1, 2] }, { d: [1] })).toBe(false);
    expect(containsSubset({ a: null }, { a: {} })).toBe(false);
    expect(containsSubset(3, 3)).toBe(true);
  });
});
