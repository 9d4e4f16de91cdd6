import { TestScheduler } from 'rxjs/testing';
import { Subject, config, firstValueFrom, switchMap, throwError, timer, toArray } from 'rxjs';
import { Session, type SessionDiagnostic } from '../../lib/rpc/session.js';
import {
  ErrorCodes,
  RequestTimeoutError,
  RpcResponseError,
  TransportClosedError,
  TransportOpenError,
} from '../../lib/rpc/errors.js';
import { createInMemoryPair } from '../../lib/transport/in-memory.js';
import type { RpcNotification, RpcRequest } from '../../lib/rpc/messages.js';
import { fail, fakeTransport, ok } from './fake-transport.js';

const newScheduler = (): TestScheduler =>
  new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

describe('Session (marbles)', () => {
  it('numbers requests from 1 and routes interleaved responses by id', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const incoming = hot<string>('----c-a--b-', {
        a: ok(1, 'A'),
        b: ok(2, 'B'),
        c: fail(3, -32600, 'nope', { why: 1 }),
      });
      const { transport, sent } = fakeTransport(incoming);
      const session = new Session(transport, { scheduler });
      expectObservable(session.request('one', { n: 1 })).toBe('------(A|)', { A: 'A' });
      expectObservable(session.request('two', undefined)).toBe('---------(B|)', { B: 'B' });
      expectObservable(session.request('three', null)).toBe(
        '----#',
        undefined,
        new RpcResponseError(
          { code: -32600, message: 'nope', data: { why: 1 } },
          { method: 'three', id: 3 },
        ),
      );
      scheduler.flush();
      expect(sent.map((s) => JSON.parse(s))).toEqual([
        { id: 1, method: 'one', params: { n: 1 } },
        { id: 2, method: 'two', params: {} },
        { id: 3, method: 'three', params: null },
      ]);
      expect(session.pendingCount).toBe(0);
    });
  });

  it('carries code, message, data, method and id on RpcResponseError', async () => {
    const [client, server] = createInMemoryPair();
    server.incoming$.subscribe((m) => {
      const { id } = JSON.parse(m) as { id: number };
      server.send(
        fail(id, ErrorCodes.ServerOverloaded, 'Server overloaded; retry later.', { r: 1 }),
      );
    });
    const session = new Session(client);
    const error = (await firstValueFrom(session.request('thread/list', {})).catch(
      (e: unknown) => e,
    )) as RpcResponseError;
    expect(error).toBeInstanceOf(RpcResponseError);
    expect([
      error.code,
      error.serverMessage,
      error.data,
      error.method,
      error.id,
      error.isOverloaded,
    ]).toEqual([-32001, 'Server overloaded; retry later.', { r: 1 }, 'thread/list', 1, true]);
  });

  it('times a request out in virtual time, naming method and id, and forgets it', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const incoming = hot<string>('-- 150ms a', { a: ok(1, 'late') });
      const session = new Session(fakeTransport(incoming).transport, { scheduler });
      expectObservable(session.request('slow', {}, { timeoutMs: 100 })).toBe(
        '100ms #',
        undefined,
        new RequestTimeoutError('slow', 1, 100),
      );
      expectObservable(session.diagnostics$).toBe('-- 150ms u', {
        u: { kind: 'unmatchedResponse', id: 1, response: { id: 1, result: 'late' } },
      });
    });
  });

  it('uses the session default timeout (15 s) and caps timeouts at 30 min', () => {
    const scheduler = newScheduler();
    scheduler.run(({ expectObservable }) => {
      const session = new Session(fakeTransport(new Subject<string>()).transport, { scheduler });
      expectObservable(session.request('a', {})).toBe(
        '15s #',
        undefined,
        new RequestTimeoutError('a', 1, 15000),
      );
      expectObservable(session.request('b', {}, { timeoutMs: 10 * 60 * 60 * 1000 })).toBe(
        '30m #',
        undefined,
        new RequestTimeoutError('b', 2, 1_800_000),
      );
    });
  });

  it('unsubscribing before the reply drops the pending entry and its timer', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable, expectSubscriptions }) => {
      const incoming = hot<string>('------a', { a: ok(1, 'too late') });
      const session = new Session(fakeTransport(incoming).transport, { scheduler });
      expectObservable(session.request('x', {}, { timeoutMs: 5 }), '^--!').toBe('---');
      expectObservable(session.diagnostics$).toBe('------u', {
        u: { kind: 'unmatchedResponse', id: 1, response: { id: 1, result: 'too late' } },
      });
      // The transport stays open: cancelling one request is local.
      expectSubscriptions(incoming.subscriptions).toBe('^');
      scheduler.schedule(() => expect(session.pendingCount).toBe(1), 2);
      scheduler.schedule(() => expect(session.pendingCount).toBe(0), 4);
    });
  });

  it('on transport error fails every pending request at once with the reason, and later ones immediately', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable, expectSubscriptions }) => {
      const closed = new TransportClosedError({
        message: 'exit 1',
        exitCode: 1,
        stderrTail: ['boom'],
      });
      const incoming = hot<string>('--a--#', { a: ok(2, 'B') }, closed);
      const session = new Session(fakeTransport(incoming).transport, { scheduler });
      expectObservable(session.request('one', {})).toBe('-----#', undefined, closed);
      expectObservable(session.request('two', {})).toBe('--(b|)', { b: 'B' });
      expectObservable(session.request('three', {})).toBe('-----#', undefined, closed);
      expectObservable(timer(7).pipe(switchMap(() => session.request('four', {})))).toBe(
        '-------#',
        undefined,
        closed,
      );
      expectObservable(session.closed$).toBe('-----(c|)', { c: closed });
      expectObservable(session.notifications$).toBe('-----|');
      expectSubscriptions(incoming.subscriptions).toBe('^----!');
    });
  });

  it('on clean transport completion fails pending requests with TransportClosedError', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const incoming = hot<string>('---|');
      const session = new Session(fakeTransport(incoming).transport, { scheduler });
      const closed = new TransportClosedError({ message: 'the peer closed the connection' });
      expectObservable(session.request('one', {})).toBe('---#', undefined, closed);
      expectObservable(session.closed$).toBe('---(c|)', { c: closed });
    });
  });

  it('close() unsubscribes the transport and fails pending requests', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable, expectSubscriptions }) => {
      const incoming = hot<string>('-------');
      const session = new Session(fakeTransport(incoming).transport, { scheduler });
      const closed = new TransportClosedError({ message: 'the session was closed' });
      expectObservable(session.request('one', {})).toBe('----#', undefined, closed);
      scheduler.schedule(() => session.close(), 4);
      expectSubscriptions(incoming.subscriptions).toBe('^---!');
    });
  });

  it('separates notifications from server requests; both hot', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const incoming = hot<string>('-n-r-n', {
        n: JSON.stringify({ method: 'turn/started', params: { t: 1 } }),
        r: JSON.stringify({ id: 0, method: 'item/commandExecution/requestApproval', params: {} }),
      });
      const session = new Session(fakeTransport(incoming).transport, { scheduler });
      session.connect();
      const n: RpcNotification = { method: 'turn/started', params: { t: 1 } };
      const r: RpcRequest = { id: 0, method: 'item/commandExecution/requestApproval', params: {} };
      expectObservable(session.notifications$).toBe('-n---n', { n });
      expectObservable(session.serverRequests$).toBe('---r--', { r });
      // A late subscriber sees only later events.
      expectObservable(session.notifications$, '--^').toBe('-----n', { n });
    });
  });

  it('frames chunked transports before parsing', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const incoming = hot<string>('-a-b-c', {
        a: '{"id":1,"res',
        b: 'ult":7}\r\n{"method":"x"}\n{"id":2,',
        c: '"result":8}\n',
      });
      const session = new Session(fakeTransport(incoming, 'chunks').transport, { scheduler });
      expectObservable(session.request('a', {})).toBe('---(v|)', { v: 7 });
      expectObservable(session.request('b', {})).toBe('-----(v|)', { v: 8 });
      expectObservable(session.notifications$).toBe('---n', { n: { method: 'x' } });
    });
  });
});

describe('Session (unit)', () => {
  it('reports a malformed line on diagnostics and keeps working', async () => {
    const [client, server] = createInMemoryPair();
    server.incoming$.subscribe((m) => {
      const { id } = JSON.parse(m) as { id: number };
      server.send('WARNING: not json');
      server.send('{"neither":"shape"}');
      server.send(ok(id, { fine: true }));
    });
    const session = new Session(client);
    const diagnostics: SessionDiagnostic[] = [];
    session.diagnostics$.subscribe((d) => diagnostics.push(d));
    await expect(firstValueFrom(session.request('a', {}))).resolves.toEqual({ fine: true });
    await expect(firstValueFrom(session.request('b', {}))).resolves.toEqual({ fine: true });
    expect(diagnostics.map((d) => d.kind)).toEqual(Array(4).fill('parseFailure'));
    expect(diagnostics[0]).toMatchObject({ kind: 'parseFailure', line: 'WARNING: not json' });
    expect(session.isClosed).toBe(false);
  });

  it('reports a response with an unknown id, or a null id, as UnmatchedResponse', () => {
    const [client, server] = createInMemoryPair();
    const session = new Session(client);
    const diagnostics: SessionDiagnostic[] = [];
    session.diagnostics$.subscribe((d) => diagnostics.push(d));
    session.connect();
    server.send(ok(99, 'x'));
    server.send(ok('1', 'string id is not number id'));
    server.send(fail(null, -32700, 'parse error'));
    expect(diagnostics).toEqual([
      { kind: 'unmatchedResponse', id: 99, response: { id: 99, result: 'x' } },
      {
        kind: 'unmatchedResponse',
        id: '1',
        response: { id: '1', result: 'string id is not number id' },
      },
      {
        kind: 'unmatchedResponse',
        id: null,
        response: { id: null, error: { code: -32700, message: 'parse error' } },
      },
    ]);
  });

  it('answers server request id 0 (and string ids) with respond / respondError', () => {
    const [client, server] = createInMemoryPair();
    const answers: unknown[] = [];
    server.incoming$.subscribe((m) => answers.push(JSON.parse(m)));
    const session = new Session(client);
    session.serverRequests$.subscribe((r) => {
      if (r.id === 0) session.respond(r.id, { decision: 'accept' });
      else
        session.respondError(r.id, ErrorCodes.MethodNotFound, `unsupported ${r.method}`, {
          m: r.method,
        });
    });
    session.connect();
    server.send(
      JSON.stringify({ id: 0, method: 'item/commandExecution/requestApproval', params: {} }),
    );
    server.send(JSON.stringify({ id: 'abc', method: 'mystery', params: {} }));
    expect(answers).toEqual([
      { id: 0, result: { decision: 'accept' } },
      {
        id: 'abc',
        error: { code: -32601, message: 'unsupported mystery', data: { m: 'mystery' } },
      },
    ]);
  });

  it('answers a server request nobody handles with -32601 and reports it', () => {
    const [client, server] = createInMemoryPair();
    const answers: unknown[] = [];
    server.incoming$.subscribe((m) => answers.push(JSON.parse(m)));
    const session = new Session(client);
    const diagnostics: SessionDiagnostic[] = [];
    session.diagnostics$.subscribe((d) => diagnostics.push(d));
    session.connect();
    const request = { id: 0, method: 'item/fileChange/requestApproval', params: {} };
    server.send(JSON.stringify(request));
    expect(answers).toEqual([
      {
        id: 0,
        error: {
          code: -32601,
          message: 'no handler for server request item/fileChange/requestApproval',
        },
      },
    ]);
    expect(diagnostics).toEqual([
      { kind: 'unhandledServerRequest', id: 0, method: 'item/fileChange/requestApproval' },
    ]);
  });

  it('sends notifications without params as {"method"} and keeps write order', () => {
    const { transport, sent } = fakeTransport(new Subject<string>());
    const session = new Session(transport);
    session.notify('initialized');
    session.notify('x', { a: 1 });
    const sub = session.request('r', undefined).subscribe();
    session.respond(0, undefined);
    sub.unsubscribe();
    expect(sent).toEqual([
      '{"method":"initialized"}',
      '{"method":"x","params":{"a":1}}',
      '{"id":1,"method":"r","params":{}}',
      '{"id":0,"result":{}}',
    ]);
  });

  it('throws TransportClosedError from notify/respond after close, and emits closed$ to late subscribers', async () => {
    const [client] = createInMemoryPair();
    const session = new Session(client);
    session.connect();
    session.close();
    expect(session.isClosed).toBe(true);
    expect(() => session.notify('initialized')).toThrow(TransportClosedError);
    expect(() => session.respond(0, {})).toThrow(TransportClosedError);
    const closed = await firstValueFrom(session.closed$.pipe(toArray()));
    expect(closed).toHaveLength(1);
    expect(closed[0]).toBeInstanceOf(TransportClosedError);
    expect(client.closed).toBe(true);
  });

  it('fails pending requests when the in-memory peer crashes', async () => {
    const [client, server] = createInMemoryPair();
    server.incoming$.subscribe({ error: () => undefined });
    const session = new Session(client);
    const a = firstValueFrom(session.request('a', {})).catch((e: unknown) => e);
    const b = firstValueFrom(session.request('b', {})).catch((e: unknown) => e);
    expect(session.pendingCount).toBe(2);
    server.close({ message: 'killed', signal: 'SIGKILL' });
    const [ea, eb] = (await Promise.all([a, b])) as TransportClosedError[];
    expect(ea).toBeInstanceOf(TransportClosedError);
    expect(ea?.reason).toEqual({ kind: 'killedBySignal', message: 'killed', signal: 'SIGKILL' });
    expect(eb).toBe(ea);
    expect(session.pendingCount).toBe(0);
  });

  it('wraps a non-transport failure (line too long) in TransportClosedError with the cause', async () => {
    const incoming = new Subject<string>();
    const session = new Session(fakeTransport(incoming, 'chunks').transport, { maxLineLength: 10 });
    const pending = firstValueFrom(session.request('a', {})).catch((e: unknown) => e);
    incoming.next('x'.repeat(11));
    const error = (await pending) as TransportClosedError;
    expect(error).toBeInstanceOf(TransportClosedError);
    expect(error.reason.cause).toMatchObject({ name: 'LineTooLongError' });
    expect(error.reason.kind).toBe('protocolError');
    expect(incoming.observed).toBe(false);
  });

  it('a transport that cannot open closes the session; requests get the open error itself, closed$ a TransportClosedError (openFailed) with it as cause', async () => {
    const openError = new TransportOpenError('spawn codex ENOENT');
    const session = new Session(fakeTransport(throwError(() => openError)).transport);
    const error = await firstValueFrom(session.request('initialize', {})).catch((e: unknown) => e);
    expect(error).toBe(openError);
    const closed = await firstValueFrom(session.closed$);
    expect(closed.reason).toMatchObject({
      kind: 'openFailed',
      message: 'spawn codex ENOENT',
      cause: openError,
    });
    expect(await firstValueFrom(session.request('later', {})).catch((e: unknown) => e)).toBe(
      openError,
    );
    expect(session.isClosed).toBe(true);
    expect(session.pendingCount).toBe(0);
  });

  it('a subscriber that throws does not stop delivery to others or break the session', async () => {
    const errors: unknown[] = [];
    const previous = config.onUnhandledError;
    config.onUnhandledError = (e) => errors.push(e);
    try {
      const [client, server] = createInMemoryPair();
      const session = new Session(client);
      const seen: string[] = [];
      session.notifications$.subscribe(() => {
        throw new Error('bad subscriber');
      });
      session.notifications$.subscribe((n) => seen.push(n.method));
      session.connect();
      server.send('{"method":"a"}');
      server.send('{"method":"b"}');
      expect(seen).toEqual(['a', 'b']);
      expect(session.isClosed).toBe(false);
      // RxJS reports the subscriber's errors asynchronously.
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(errors).toHaveLength(2);
    } finally {
      config.onUnhandledError = previous;
    }
  });

  it('rejects invalid timeouts', () => {
    expect(
      () => new Session(fakeTransport(new Subject<string>()).transport, { requestTimeoutMs: 0 }),
    ).toThrow(RangeError);
  });
});
