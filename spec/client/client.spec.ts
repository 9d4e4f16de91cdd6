import { config, firstValueFrom, lastValueFrom, toArray, take, Subscription } from 'rxjs';
import { Client, createClient } from '../../lib/client/client.js';
import {
  ClientClosedError,
  ExperimentalApiRequiredError,
  NotInitializedError,
} from '../../lib/client/errors.js';
import type { ClientEvent } from '../../lib/client/events.js';
import type { ClientDiagnostic } from '../../lib/client/diagnostics.js';
import { RpcResponseError, TransportClosedError } from '../../lib/rpc/errors.js';
import {
  INIT_RESULT,
  ScriptedServer,
  fakeThread,
  initializedClient,
} from './support/scripted-server.js';

describe('Client handshake', () => {
  it('sends initialize with clientInfo and capabilities, then initialized, and exposes the result', async () => {
    const server = new ScriptedServer();
    const client = createClient(server.clientEnd, {
      clientInfo: { name: 'spec', version: '1.2.3' },
      experimentalApi: true,
      optOutNotificationMethods: ['thread/started'],
    });
    expect(client.isReady).toBe(false);
    const result = await firstValueFrom(client.initialize());
    expect(result).toEqual(INIT_RESULT);
    expect(client.initializeResult).toEqual(INIT_RESULT);
    expect(client.isReady).toBe(true);
    expect(server.received[0]).toEqual({
      id: 1,
      method: 'initialize',
      params: {
        clientInfo: { name: 'spec', version: '1.2.3' },
        capabilities: { experimentalApi: true, optOutNotificationMethods: ['thread/started'] },
      },
    });
    expect(server.received[1]).toEqual({ method: 'initialized' });
    // initialize() is idempotent: the same result, no second request
    await firstValueFrom(client.initialize());
    expect(server.requests('initialize')).toHaveLength(1);
    client.close();
  });

  it('defaults clientInfo and experimentalApi false', async () => {
    const server = new ScriptedServer();
    const client = createClient(server.clientEnd);
    await firstValueFrom(client.initialize());
    expect(server.received[0]?.params).toEqual({
      clientInfo: { name: 'codex_rx', title: 'codex-rx', version: expect.any(String) },
      capabilities: { experimentalApi: false },
    });
    client.close();
  });

  it('rejects requests before ready with NotInitializedError (nothing is sent)', async () => {
    const server = new ScriptedServer();
    const client = createClient(server.clientEnd);
    await expect(firstValueFrom(client.request('thread/list', {}))).rejects.toBeInstanceOf(
      NotInitializedError,
    );
    await expect(firstValueFrom(client.listModels())).rejects.toThrow(/not initialized yet/);
    expect(server.received).toHaveLength(0);
    client.close();
  });

  it('rejects experimental methods on a stable client, locally', async () => {
    const server = new ScriptedServer();
    const client = createClient(server.clientEnd);
    await firstValueFrom(client.initialize());
    // the type forbids it too: see of-method.types.spec.ts
    await expect(
      firstValueFrom(
        (client as unknown as Client<{ experimental: true }>).request(
          'fuzzyFileSearch/sessionStart',
          { sessionId: 's', roots: [] },
        ),
      ),
    ).rejects.toBeInstanceOf(ExperimentalApiRequiredError);
    expect(server.requests('fuzzyFileSearch/sessionStart')).toHaveLength(0);
    client.close();
  });

  it('Client.connect emits the ready client, closes on unsubscribe, completes when the peer goes away', async () => {
    const server = new ScriptedServer();
    let readyWhenEmitted = false;
    const client = await new Promise<Client>((resolve) => {
      const sub = Client.connect(server.clientEnd).subscribe((c) => {
        readyWhenEmitted = c.isReady;
        resolve(c);
        queueMicrotask(() => sub.unsubscribe());
      });
    });
    await Promise.resolve();
    expect(readyWhenEmitted).toBe(true);
    // firstValueFrom unsubscribed: the connection is closed
    expect(client.isClosed).toBe(true);
    await expect(firstValueFrom(client.listModels())).rejects.toBeInstanceOf(ClientClosedError);

    const server2 = new ScriptedServer();
    const emitted: Client[] = [];
    const done = new Promise<void>((resolve, reject) =>
      Client.connect(server2.clientEnd).subscribe({
        next: (c) => emitted.push(c),
        complete: resolve,
        error: reject,
      }),
    );
    server2.serverEnd.close();
    await done;
    expect(emitted).toHaveLength(1);
    expect(emitted[0]?.isClosed).toBe(true);
  });

  it('Client.connect errors when the transport fails before ready', async () => {
    const server = new ScriptedServer();
    server.crash('spawn failed');
    await expect(firstValueFrom(Client.connect(server.clientEnd))).rejects.toBeInstanceOf(
      TransportClosedError,
    );
  });
});

describe('Client requests', () => {
  it('sends typed requests and the named domain methods with the schema params', async () => {
    const { server, client } = await initializedClient();
    server
      .on('thread/start', () => ({ thread: fakeThread('thr_1') }))
      .on('thread/archive', () => ({}))
      .on('thread/turns/list', () => ({ data: [], nextCursor: null }))
      .on('turn/steer', () => ({ turnId: 'turn_1' }))
      .on('turn/interrupt', () => ({}))
      .on('thread/goal/set', (p) => ({ goal: { ...(p as object), status: 'active' } }))
      .on('experimentalFeature/enablement/set', () => ({}));
    const thread = await firstValueFrom(client.startThread({ cwd: '/repo' }));
    expect(thread.id).toBe('thr_1');
    expect(server.requests('thread/start')[0]?.params).toEqual({ cwd: '/repo' });
    await firstValueFrom(thread.archive());
    expect(server.requests('thread/archive')[0]?.params).toEqual({ threadId: 'thr_1' });
    const page = await firstValueFrom(thread.listTurns({ limit: 5 }));
    expect(page).toEqual({ data: [], nextCursor: null });
    expect(server.requests('thread/turns/list')[0]?.params).toEqual({
      limit: 5,
      threadId: 'thr_1',
    });
    await firstValueFrom(thread.steer('turn_1', 'more'));
    expect(server.requests('turn/steer')[0]?.params).toEqual({
      threadId: 'thr_1',
      expectedTurnId: 'turn_1',
      input: [{ type: 'text', text: 'more', text_elements: [] }],
    });
    await firstValueFrom(thread.interrupt('turn_1'));
    expect(server.requests('turn/interrupt')[0]?.params).toEqual({
      threadId: 'thr_1',
      turnId: 'turn_1',
    });
    await firstValueFrom(thread.setGoal({ objective: 'ship it' }));
    expect(server.requests('thread/goal/set')[0]?.params).toEqual({
      objective: 'ship it',
      threadId: 'thr_1',
    });
    await firstValueFrom(client.setExperimentalFeatureEnablement({ foo: true }));
    expect(server.requests('experimentalFeature/enablement/set')[0]?.params).toEqual({
      enablement: { foo: true },
    });
    client.close();
  });

  it('a method without params is sent with `params: {}`', async () => {
    const { server, client } = await initializedClient();
    server.on('account/logout', () => ({}));
    await firstValueFrom(client.request('account/logout'));
    await firstValueFrom(client.request('account/logout', null));
    expect(server.requests('account/logout').map((r) => r.params)).toEqual([{}, {}]);
    client.close();
  });

  it('surfaces error replies as RpcResponseError', async () => {
    const { server, client } = await initializedClient();
    server.on('thread/read', () => {
      throw { code: -32600, message: 'thread not found' };
    });
    const error = await firstValueFrom(client.readThread('nope')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcResponseError);
    expect((error as RpcResponseError).serverMessage).toBe('thread not found');
    client.close();
  });

  it('errors pending requests with TransportClosedError when the transport fails', async () => {
    const { server, client } = await initializedClient();
    server.answerUnknown = false;
    const pending = firstValueFrom(client.listModels());
    server.crash();
    await expect(pending).rejects.toBeInstanceOf(TransportClosedError);
    expect(client.isClosed).toBe(true);
  });

  it('completes events$ (and its narrowed views) however the connection ends; closed$ says why', async () => {
    const { server, client } = await initializedClient();
    const events = lastValueFrom(client.events$.pipe(toArray()));
    const notifications = lastValueFrom(client.notifications$.pipe(toArray()));
    const requests = lastValueFrom(client.serverRequests$.pipe(toArray()));
    const diagnostics = lastValueFrom(client.diagnostics$.pipe(toArray()));
    server.crash('gone');
    for (const stream of [events, notifications, requests])
      await expect(stream).resolves.toEqual([]);
    await expect(diagnostics).resolves.toBeInstanceOf(Array);
    // closed$ names the cause
    const cause = await firstValueFrom(client.closed$);
    expect(cause).toBeInstanceOf(TransportClosedError);
    expect(cause.reason.kind).toBe('processExited');
    await expect(firstValueFrom(client.request('model/list', {}))).rejects.toThrow(/closed/);
    // a late subscriber completes at once
    await expect(lastValueFrom(client.events$.pipe(toArray()))).resolves.toEqual([]);

    const other = await initializedClient();
    const cleanly = lastValueFrom(other.client.events$.pipe(toArray()));
    await other.client.close();
    await expect(cleanly).resolves.toEqual([]);
    expect((await firstValueFrom(other.client.closed$)).reason.kind).toBe('closedByClient');
  });
});

describe('Client events$', () => {
  it('publishes decoded notifications and server requests, hot, and completes on close', async () => {
    const server = new ScriptedServer();
    const client = createClient(server.clientEnd, {
      requestHandler: () => ({ decision: 'decline' }),
    });
    await firstValueFrom(client.initialize());
    const all = lastValueFrom(client.events$.pipe(toArray()));
    server.notify('thread/status/changed', { threadId: 't', status: { type: 'idle' } });
    server.notify('some/future/notification', { x: 1 });
    server.request('item/commandExecution/requestApproval', {
      threadId: 't',
      turnId: 'u',
      itemId: 'i',
      startedAtMs: 1,
    });
    client.close();
    const events = await all;
    expect(events.map((e) => [e.kind, e.method])).toEqual([
      ['notification', 'thread/status/changed'],
      ['notification', 'some/future/notification'],
      ['request', 'item/commandExecution/requestApproval'],
    ]);
    expect(events[2]).toMatchObject({ kind: 'request', id: 0 });
  });

  it('replays the last N events to late subscribers when `replay` is set', async () => {
    const server = new ScriptedServer();
    const client = createClient(server.clientEnd, { replay: 2 });
    await firstValueFrom(client.initialize());
    for (let i = 1; i <= 3; i++) server.notify('warning', { message: `w${i}` });
    const late = await firstValueFrom(client.events$.pipe(take(2), toArray()));
    expect(late.map((e) => (e.params as { message: string }).message)).toEqual(['w2', 'w3']);

    const server2 = new ScriptedServer();
    const noReplay = createClient(server2.clientEnd);
    await firstValueFrom(noReplay.initialize());
    server2.notify('warning', { message: 'missed' });
    const seen: ClientEvent[] = [];
    const sub = noReplay.events$.subscribe((e) => seen.push(e));
    server2.notify('warning', { message: 'seen' });
    expect(seen.map((e) => (e.params as { message: string }).message)).toEqual(['seen']);
    sub.unsubscribe();
    client.close();
    noReplay.close();
  });

  it('a throwing subscriber does not stop delivery to the others', async () => {
    const server = new ScriptedServer();
    const client = createClient(server.clientEnd);
    await firstValueFrom(client.initialize());
    const seen: string[] = [];
    const subs = new Subscription();
    const onUnhandled = jest.fn();
    const previous = config.onUnhandledError;
    config.onUnhandledError = onUnhandled;
    subs.add(
      client.events$.subscribe(() => {
        throw new Error('bad subscriber');
      }),
    );
    subs.add(client.events$.subscribe((e) => seen.push(e.method)));
    server.notify('warning', { message: 'a' });
    server.notify('warning', { message: 'b' });
    expect(seen).toEqual(['warning', 'warning']);
    subs.unsubscribe();
    await new Promise((resolve) => setTimeout(resolve, 0)); // RxJS reports subscriber errors on a timer
    config.onUnhandledError = previous;
    expect(onUnhandled).toHaveBeenCalledTimes(2);
    client.close();
  });

  it('reports session diagnostics (parse failures, unmatched responses) on diagnostics$', async () => {
    const server = new ScriptedServer();
    const client = createClient(server.clientEnd);
    await firstValueFrom(client.initialize());
    const diagnostics: ClientDiagnostic[] = [];
    client.diagnostics$.subscribe((d) => diagnostics.push(d));
    server.serverEnd.send('not json');
    server.respond(999, {});
    expect(diagnostics.map((d) => d.kind)).toEqual(['parseFailure', 'unmatchedResponse']);
    client.close();
  });
});
