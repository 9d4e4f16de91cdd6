import { Observable, map, type Subscription } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { createClient, type Client } from '../../lib/client/client.js';
import type { ConnectionStatus } from '../../lib/client/connection-status.js';
import { reconnectDelayMs, type ReconnectPolicy } from '../../lib/client/reconnect.js';
import {
  ConnectionLostError,
  ReconnectFailedError,
  TurnLostError,
} from '../../lib/client/reconnect-errors.js';
import { ClientClosedError } from '../../lib/client/errors.js';
import type { ServerRequestHandler } from '../../lib/client/server-request-handler.js';
import { TransportClosedError, TransportOpenError } from '../../lib/rpc/errors.js';
import { FakeAppServer } from '../../lib/testing/fake-app-server.js';
import type { Transport } from '../../lib/transport/transport.js';
import type { TurnSnapshot } from '../../lib/turn/turn-snapshot.js';

const THREAD = 'thr_1';
const TURN = 'turn_1';

const turnObject = (status: string, items: unknown[] = []) => ({
  id: TURN,
  status,
  items,
  error: null,
  startedAt: 1,
  completedAt: null,
  durationMs: null,
});
const agent = (text: string) => ({ id: 'msg_1', type: 'agentMessage', text, phase: null });

/** A server that refuses the connection (codex not up yet). */
const refused = (): Transport => ({
  framing: 'messages',
  incoming$: new Observable<string>((s) => s.error(new TransportOpenError('connection refused'))),
  send: () => undefined,
});

/**
 * Connections handed out in order by the reconnect policy's `transport`
 * factory: each entry is a FakeAppServer scripted by the test, or `'refuse'`.
 */
function farm(...plan: Array<FakeAppServer | 'refuse'>): () => Transport {
  let next = 0;
  return () => {
    const entry = plan[next++];
    if (entry === undefined) throw new Error('no more scripted connections');
    return entry === 'refuse' ? refused() : entry.transport;
  };
}

/** The first connection: handshake, turn/start answered, turn/started, 'Hel' streamed. */
function firstServer(scheduler: TestScheduler): FakeAppServer {
  const fake = new FakeAppServer({ scheduler });
  fake.expectHandshake();
  fake.expectRequest('turn/start', {
    reply: { result: { turn: turnObject('inProgress') } },
    then: (s) => {
      s.notify('turn/started', { threadId: THREAD, turn: turnObject('inProgress') });
      s.notify('item/started', { threadId: THREAD, turnId: TURN, item: agent('') });
      s.notify('item/agentMessage/delta', {
        threadId: THREAD,
        turnId: TURN,
        itemId: 'msg_1',
        delta: 'Hel',
      });
    },
  });
  return fake;
}

/** A later connection: handshake, thread/resume, thread/read giving `readTurn`. */
function resumingServer(
  scheduler: TestScheduler,
  readTurn: unknown,
  then?: (s: FakeAppServer) => void,
  expectRead = true,
): FakeAppServer {
  const fake = new FakeAppServer({ scheduler, strictOrder: true });
  fake.expectHandshake();
  fake.expectRequest('thread/resume', {
    params: { threadId: THREAD },
    reply: { result: { thread: { id: THREAD, turns: [readTurn] } } },
    then,
  });
  if (expectRead)
    fake.expectRequest('thread/read', {
      params: { threadId: THREAD, includeTurns: true },
      reply: { result: { thread: { id: THREAD, turns: [readTurn] } } },
    });
  return fake;
}

const make = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

const kinds = (s: ConnectionStatus): string =>
  s.kind === 'reconnecting' ? `${s.kind}#${s.attempt}:${s.delayMs}` : s.kind;

describe('reconnectDelayMs', () => {
  it('doubles from initialDelayMs, caps at maxDelayMs, jitters within ±jitter', () => {
    const policy: ReconnectPolicy = { initialDelayMs: 100, maxDelayMs: 1000, jitter: 0 };
    expect([1, 2, 3, 4, 5, 6].map((n) => reconnectDelayMs(policy, n))).toEqual([
      100, 200, 400, 800, 1000, 1000,
    ]);
    const low = { ...policy, jitter: 0.5, random: () => 0 };
    const high = { ...policy, jitter: 0.5, random: () => 0.999999 };
    expect(reconnectDelayMs(low, 2)).toBe(100);
    expect(reconnectDelayMs(high, 2)).toBe(300);
    expect(reconnectDelayMs(high, 6)).toBe(1000); // never above the cap
  });
});

describe('reconnect policy (marble, over FakeAppServer connections)', () => {
  it('backs off on the scheduler, retries a refused connection, resumes and reconciles: run() completes', () => {
    const scheduler = make();
    scheduler.run(({ expectObservable, flush }) => {
      const first = firstServer(scheduler);
      // the resume response already shows the turn over: no thread/read needed
      const second = resumingServer(
        scheduler,
        turnObject('completed', [agent('Hello world')]),
        undefined,
        false,
      );
      const client = createClient(first.transport, {
        scheduler,
        reconnect: {
          initialDelayMs: 100,
          jitter: 0,
          maxAttempts: 3,
          transport: farm('refuse', second),
        },
      });
      client.initialize().subscribe();
      const final$ = client
        .run(THREAD, 'go')
        .pipe(map((s: TurnSnapshot) => `${s.status}:${s.finalText ?? ''}:${s.done}`));
      scheduler.schedule(() => first.close({ message: 'socket cut' }), 10);

      expectObservable(client.connectionStatus$.pipe(map(kinds))).toBe('a 9ms b 99ms c 199ms d', {
        a: 'connected',
        b: 'reconnecting#1:100',
        c: 'reconnecting#2:200',
        d: 'reconnected',
      });
      // the 'Hel' snapshot at 0, then the reconciled, completed one at 310 (10 + 100 + 200)
      expectObservable(final$).toBe('(aaaa) 304ms (c|)', {
        a: 'inProgress::false',
        c: 'completed:Hello world:true',
      });
      flush();
      first.verify();
      second.verify();
      expect(client.isReady).toBe(true);
      client.close();
    });
  });

  it('a turn still running after the reconnect streams on over the new connection (over before the read: no thread/read)', () => {
    const scheduler = make();
    scheduler.run(({ flush }) => {
      const first = firstServer(scheduler);
      const second = resumingServer(
        scheduler,
        turnObject('inProgress'),
        (s) => {
          s.notify('item/agentMessage/delta', {
            threadId: THREAD,
            turnId: TURN,
            itemId: 'msg_1',
            delta: 'lo world',
          });
          s.notify('item/completed', {
            threadId: THREAD,
            turnId: TURN,
            item: agent('Hello world'),
          });
          s.notify('turn/completed', { threadId: THREAD, turn: turnObject('completed') });
        },
        false,
      );
      const client = createClient(first.transport, {
        scheduler,
        reconnect: { initialDelayMs: 50, jitter: 0, transport: farm(second) },
      });
      client.initialize().subscribe();
      const states: TurnSnapshot[] = [];
      let completed = false;
      client.run(THREAD, 'go').subscribe({
        next: (s) => states.push(s),
        complete: () => (completed = true),
      });
      scheduler.schedule(() => first.close({ message: 'socket cut' }), 5);
      flush();
      expect(completed).toBe(true);
      const last = states[states.length - 1] as TurnSnapshot;
      expect(last).toMatchObject({ status: 'completed', finalText: 'Hello world', done: true });
      // deltas of both connections, none lost that reached the client
      expect(last.agentText).toBe('Hello world');
      second.verify();
      client.close();
    });
  });

  it('the resume snapshot is applied before the notifications that follow it: an item of the gap is kept when turn/completed comes right after', () => {
    const scheduler = make();
    scheduler.run(({ flush }) => {
      const first = firstServer(scheduler);
      const gapCommand = { id: 'cmd_1', type: 'commandExecution', status: 'completed' };
      // during the gap: the command ran and completed; the resume response has it
      const second = resumingServer(
        scheduler,
        turnObject('inProgress', [gapCommand]),
        (s) => {
          s.notify('item/completed', {
            threadId: THREAD,
            turnId: TURN,
            item: agent('Hello world'),
          });
          s.notify('turn/completed', { threadId: THREAD, turn: turnObject('completed') });
        },
        false,
      );
      const client = createClient(first.transport, {
        scheduler,
        reconnect: { initialDelayMs: 10, jitter: 0, transport: farm(second) },
      });
      client.initialize().subscribe();
      let last: TurnSnapshot | undefined;
      client.run(THREAD, 'go').subscribe((s) => (last = s));
      scheduler.schedule(() => first.close({ message: 'socket cut' }), 5);
      flush();
      expect(last?.done).toBe(true);
      expect(last?.items.map((i) => i.id)).toEqual(['cmd_1', 'msg_1']);
      second.verify();
      void client.close();
    });
  });

  it('a request in flight at the drop fails with ConnectionLostError; one made while reconnecting waits and goes out on the new connection', () => {
    const scheduler = make();
    scheduler.run(({ flush }) => {
      const first = new FakeAppServer({ scheduler });
      first.expectHandshake();
      first.expectRequest('model/list', { reply: { noReply: true } });
      const second = new FakeAppServer({ scheduler, strictOrder: true });
      second.expectHandshake();
      second.expectRequest('thread/list', { reply: { result: { data: [], nextCursor: null } } });
      const client = createClient(first.transport, {
        scheduler,
        reconnect: { initialDelayMs: 100, jitter: 0, transport: farm(second) },
      });
      client.initialize().subscribe();
      let lost: unknown;
      client.listModels().subscribe({ error: (e: unknown) => (lost = e) });
      scheduler.schedule(() => first.close({ message: 'socket cut' }), 10);
      let listedAt = -1;
      scheduler.schedule(
        () => client.listThreads().subscribe(() => (listedAt = scheduler.now())),
        50,
      );
      flush();
      expect(lost).toBeInstanceOf(ConnectionLostError);
      expect(lost).toBeInstanceOf(TransportClosedError);
      expect((lost as ConnectionLostError).method).toBe('model/list');
      expect(listedAt).toBe(110);
      second.verify();
      client.close();
    });
  });

  it('every attempt refused: failed with ReconnectFailedError, run() and closed$ get it', () => {
    const scheduler = make();
    scheduler.run(({ expectObservable, flush }) => {
      const first = firstServer(scheduler);
      const client = createClient(first.transport, {
        scheduler,
        reconnect: {
          initialDelayMs: 10,
          jitter: 0,
          maxAttempts: 2,
          transport: farm('refuse', 'refuse'),
        },
      });
      client.initialize().subscribe();
      let runError: unknown;
      client.run(THREAD, 'go').subscribe({ error: (e: unknown) => (runError = e) });
      scheduler.schedule(() => first.close({ message: 'socket cut' }), 5);
      let waitingError: unknown;
      scheduler.schedule(
        () => client.listModels().subscribe({ error: (e: unknown) => (waitingError = e) }),
        8,
      );
      expectObservable(client.connectionStatus$.pipe(map(kinds))).toBe('a 4ms b 9ms c 19ms (d|)', {
        a: 'connected',
        b: 'reconnecting#1:10',
        c: 'reconnecting#2:20',
        d: 'failed',
      });
      flush();
      expect(runError).toBeInstanceOf(ReconnectFailedError);
      expect((runError as ReconnectFailedError).attempts).toBe(2);
      // a request made while reconnecting: never sent, ClientClosedError
      expect(waitingError).toBeInstanceOf(ClientClosedError);
      expect(client.isClosed).toBe(true);
    });
  });

  it('close() while waiting to reconnect ends the client without failed and without another attempt', () => {
    const scheduler = make();
    scheduler.run(({ expectObservable, flush }) => {
      const first = firstServer(scheduler);
      const opened: number[] = [];
      const client = createClient(first.transport, {
        scheduler,
        reconnect: {
          initialDelayMs: 100,
          jitter: 0,
          transport: () => {
            opened.push(scheduler.now());
            return refused();
          },
        },
      });
      client.initialize().subscribe();
      scheduler.schedule(() => first.close({ message: 'socket cut' }), 10);
      scheduler.schedule(() => client.close(), 50);
      expectObservable(client.connectionStatus$.pipe(map(kinds))).toBe('a 9ms b 39ms |', {
        a: 'connected',
        b: 'reconnecting#1:100',
      });
      flush();
      expect(opened).toEqual([]);
    });
  });

  it('a thread whose thread/resume is refused: its run() errors with TurnLostError', () => {
    const scheduler = make();
    scheduler.run(({ flush }) => {
      const first = firstServer(scheduler);
      const second = new FakeAppServer({ scheduler });
      second.expectHandshake();
      second.expectRequest('thread/resume', {
        reply: { error: { code: -32600, message: 'no rollout found for thread id thr_1' } },
      });
      const client = createClient(first.transport, {
        scheduler,
        reconnect: { initialDelayMs: 10, jitter: 0, transport: farm(second) },
      });
      client.initialize().subscribe();
      let runError: unknown;
      client.run(THREAD, 'go').subscribe({ error: (e: unknown) => (runError = e) });
      scheduler.schedule(() => first.close({ message: 'socket cut' }), 5);
      flush();
      expect(runError).toBeInstanceOf(TurnLostError);
      expect(runError).toMatchObject({ threadId: THREAD, turnId: TURN });
      expect(client.isReady).toBe(true);
      expect(client.runningTurns.size).toBe(0);
      client.close();
    });
  });

  it('without a policy a drop still closes the client (unchanged behaviour)', () => {
    const scheduler = make();
    scheduler.run(({ flush }) => {
      const first = firstServer(scheduler);
      const client = createClient(first.transport, { scheduler });
      client.initialize().subscribe();
      let runError: unknown;
      client.run(THREAD, 'go').subscribe({ error: (e: unknown) => (runError = e) });
      scheduler.schedule(() => first.close({ message: 'socket cut' }), 5);
      flush();
      expect(runError).toBeInstanceOf(TransportClosedError);
      expect(runError).not.toBeInstanceOf(ConnectionLostError);
      expect(client.isClosed).toBe(true);
    });
  });
});

describe('server requests pending at the drop (codex re-sends them with their ids after thread/resume)', () => {
  const approval = {
    threadId: THREAD,
    turnId: TURN,
    itemId: 'call_1',
    command: 'echo hi',
    cwd: '/w',
  };

  function approvalSetup(scheduler: TestScheduler, handler: ServerRequestHandler) {
    const first = firstServer(scheduler);
    // as codex does: the pending request again, with its id, right after the resume response
    const second = resumingServer(scheduler, turnObject('inProgress'), (s) => {
      void s.request('item/commandExecution/requestApproval', approval, 0);
    });
    const client = createClient(first.transport, {
      scheduler,
      requestHandler: handler,
      reconnect: { initialDelayMs: 100, jitter: 0, transport: farm(second) },
    });
    client.initialize().subscribe();
    const published: unknown[] = [];
    client.serverRequests$.subscribe((r) => published.push(r.id));
    const subs: Subscription[] = [client.run(THREAD, 'go').subscribe({ error: () => undefined })];
    return { first, second, client, published, subs };
  }

  /**
   * A function handler (it takes the request even if its params do not
   * decode) that decides `decision` `delayMs` after being asked, in virtual time.
   */
  function decideAfter<D extends 'accept' | 'decline'>(
    scheduler: TestScheduler,
    delayMs: number,
    decision: D,
    asking: { count: number },
  ) {
    return () => {
      asking.count++;
      return new Observable<{ decision: D }>((s) => {
        const t = scheduler.schedule(() => {
          s.next({ decision });
          s.complete();
        }, delayMs);
        return () => t.unsubscribe();
      });
    };
  }

  it('answered while the connection was down: held, then sent once when the request comes back', () => {
    const scheduler = make();
    scheduler.run(({ flush }) => {
      const asking = { count: 0 };
      // the person clicks at 50, while the client is reconnecting (10..110)
      const { first, second, client, published } = approvalSetup(
        scheduler,
        decideAfter(scheduler, 50, 'accept', asking),
      );
      void first.request('item/commandExecution/requestApproval', approval, 0);
      scheduler.schedule(() => first.close({ message: 'socket cut' }), 10);
      flush();
      expect(asking.count).toBe(1);
      expect(second.clientAnswers).toEqual([{ id: 0, result: { decision: 'accept' } }]);
      expect(first.clientAnswers).toHaveLength(0);
      expect(published).toEqual([0]);
      client.close();
    });
  });

  it('still being decided at the reconnect: the re-sent request is not handled again, the late answer goes to the new connection', () => {
    const scheduler = make();
    scheduler.run(({ flush }) => {
      const asking = { count: 0 };
      const { first, second, client, published } = approvalSetup(
        scheduler,
        decideAfter(scheduler, 300, 'decline', asking),
      );
      void first.request('item/commandExecution/requestApproval', approval, 0);
      scheduler.schedule(() => first.close({ message: 'socket cut' }), 10);
      flush();
      expect(asking.count).toBe(1);
      expect(second.clientAnswers).toEqual([{ id: 0, result: { decision: 'decline' } }]);
      expect(published).toEqual([0]);
      client.close();
    });
  });
});

// keep the type import used
export type { Client };
