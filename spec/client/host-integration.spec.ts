import { Observable, Subject, firstValueFrom, map, of, throwError } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { ThreadActivityHub, type RecoveryContext } from '../../lib/client/activity-hub.js';
import type { ConnectionStatus } from '../../lib/client/connection-status.js';
import type { ClientEvent } from '../../lib/client/events.js';
import { RunningTurnTracker } from '../../lib/client/running-turns.js';
import type { Client } from '../../lib/client/client.js';
import {
  ClientManager,
  connectionKey,
  type ClientManagerOptions,
  type PooledClientOptions,
} from '../../lib/client/client-manager.js';
import { ClientClosedError } from '../../lib/client/errors.js';
import { isStaleSessionError } from '../../lib/client/stale-client-retry.js';
import type { ThreadActivity } from '../../lib/client/thread-activity.js';
import { RpcResponseError, TransportClosedError } from '../../lib/rpc/errors.js';
import { FakeAppServer } from '../../lib/testing/fake-app-server.js';
import type { Transport } from '../../lib/transport/transport.js';

const make = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

const turn = (id: string, status: string) => ({ id, status, items: [], error: null });

/** A manager whose n-th transport is the n-th fake of `fakes` (each with the handshake expected). */
/** The pool's own transport kind here: each spec gets a FakeAppServer. */
interface FakeSpec {
  readonly kind: 'fake';
  readonly name?: string;
  readonly observer?: boolean;
}

function managerOver(
  scheduler: TestScheduler,
  extra: Partial<ClientManagerOptions<FakeSpec>> = {},
) {
  const fakes: FakeAppServer[] = [];
  const manager = new ClientManager<FakeSpec>({
    scheduler,
    idleGraceMs: 1000,
    createTransport: () => {
      const fake = new FakeAppServer({ scheduler });
      fake.expectHandshake();
      fakes.push(fake);
      return fake.transport;
    },
    ...extra,
  });
  return { manager, fakes };
}

/** A short name for each activity, for marble values. */
const short = (a: ThreadActivity): string => {
  switch (a.kind) {
    case 'connection':
      return `connection:${a.status.kind}`;
    case 'recovery':
      return `recovery:${a.trigger}:${a.threadIds.join('+')}:${a.outcome.ok ? 'ok' : 'failed'}`;
    case 'approvalPending':
    case 'approvalResolved':
      return `${a.kind}:${a.threadId}:${String(a.requestId)}`;
    case 'turnCompleted':
      return `${a.kind}:${a.threadId}:${a.turnId}:${a.status}`;
    case 'turnStarted':
      return `${a.kind}:${a.threadId}:${a.turnId}`;
    default:
      return `${a.kind}:${a.threadId}`;
  }
};

describe('manager.activity$', () => {
  it('broadcasts thread activity of every pooled client in wire order, each with its connection key', () => {
    const scheduler = make();
    scheduler.run(({ expectObservable, cold }) => {
      const { manager, fakes } = managerOver(scheduler);
      const optsA: PooledClientOptions<FakeSpec> = { transport: { kind: 'fake', name: 'a' } };
      const optsB: PooledClientOptions<FakeSpec> = { transport: { kind: 'fake', name: 'b' } };
      const keyA = connectionKey(optsA);
      const keyB = connectionKey(optsB);
      const keys: string[] = [];
      manager.activity$.subscribe((a) => keys.push(a.key));
      expectObservable(manager.activity$.pipe(map(short))).toBe('(ab) 6ms (cdefg) 3ms (hij)', {
        a: 'connection:connected',
        b: 'connection:connected',
        c: 'threadStarted:t1',
        d: 'threadStatusChanged:t1',
        e: 'turnStarted:t1:u1',
        f: 'approvalPending:t1:0',
        g: 'turnStarted:t2:u2',
        h: 'approvalResolved:t1:0',
        i: 'turnCompleted:t1:u1:completed',
        j: 'turnCompleted:t2:u2:failed',
      });
      cold('a', { a: 0 }).subscribe(() => {
        manager.getClient(optsA).subscribe();
        manager.getClient(optsB).subscribe();
      });
      cold('10ms a', { a: 0 }).subscribe(() => {
        const [a, b] = fakes as [FakeAppServer, FakeAppServer];
        a.notify('thread/started', { thread: { id: 't1' } });
        a.notify('thread/status/changed', {
          threadId: 't1',
          status: { type: 'active', activeFlags: [] },
        });
        a.notify('turn/started', { threadId: 't1', turn: turn('u1', 'inProgress') });
        a.notify('item/agentMessage/delta', {
          threadId: 't1',
          turnId: 'u1',
          itemId: 'm',
          delta: 'x',
        });
        void a.request(
          'item/commandExecution/requestApproval',
          { threadId: 't1', turnId: 'u1', itemId: 'c' },
          0,
        );
        b.notify('turn/started', { threadId: 't2', turn: turn('u2', 'inProgress') });
      });
      cold('20ms a', { a: 0 }).subscribe(() => {
        const [a, b] = fakes as [FakeAppServer, FakeAppServer];
        a.notify('serverRequest/resolved', { threadId: 't1', requestId: 0 });
        a.notify('turn/completed', { threadId: 't1', turn: turn('u1', 'completed') });
        b.notify('turn/completed', { threadId: 't2', turn: turn('u2', 'failed') });
      });
      scheduler.flush();
      expect(keys).toEqual([keyA, keyB, keyA, keyA, keyA, keyA, keyB, keyA, keyA, keyB]);
    });
  });

  it('after a reconnect the recovery hook gets the threads with pending activity at the drop; its outcome follows on activity$', () => {
    const scheduler = make();
    scheduler.run(({ expectObservable }) => {
      const contexts: RecoveryContext<Client<never>>[] = [];
      let next = 0;
      const second = new FakeAppServer({ scheduler });
      second.expectHandshake();
      second.handle('thread/resume', () => ({ result: { thread: { id: 't1', turns: [] } } }));
      second.handle('thread/read', () => ({
        result: { thread: { id: 't1', turns: [turn('u1', 'inProgress')] } },
      }));
      const { manager, fakes } = managerOver(scheduler, {
        recovery: (context) => {
          contexts.push(context);
          return next++ === 0 ? of('recovered') : throwError(() => new Error('no'));
        },
      });
      const opts: PooledClientOptions<FakeSpec> = {
        transport: { kind: 'fake' },
        reconnect: { initialDelayMs: 10, jitter: 0, transport: (): Transport => second.transport },
      };
      manager.getClient(opts).subscribe();
      const first = fakes[0] as FakeAppServer;
      // t1: a running turn; t2: an approval waiting (no turn tracked)
      first.notify('turn/started', { threadId: 't1', turn: turn('u1', 'inProgress') });
      void first.request(
        'item/tool/requestUserInput',
        { threadId: 't2', turnId: 'u9', itemId: 'q' },
        3,
      );
      scheduler.schedule(() => first.close({ message: 'cut' }), 5);
      expectObservable(manager.activity$.pipe(map(short)), '^ 30ms !').toBe('----- a 9ms (bc)', {
        a: 'connection:reconnecting',
        b: 'connection:reconnected',
        c: 'recovery:reconnected:t1+t2:ok',
      });
      scheduler.flush();
      expect(contexts).toHaveLength(1);
      expect(contexts[0]).toMatchObject({
        key: connectionKey(opts),
        trigger: 'reconnected',
        threadIds: ['t1', 't2'],
      });
      expect(contexts[0]?.client).toBe(manager['entries'].get(connectionKey(opts))?.client);
    });
  });

  it('a recovery hook that fails is reported as a failed outcome', () => {
    const scheduler = make();
    scheduler.run(() => {
      const second = new FakeAppServer({ scheduler });
      second.expectHandshake();
      const { manager, fakes } = managerOver(scheduler, {
        recovery: () => {
          throw new Error('host could not recover');
        },
      });
      const seen: ThreadActivity[] = [];
      manager.activity$.subscribe((a) => seen.push(a));
      manager
        .getClient({
          transport: { kind: 'fake' },
          reconnect: { initialDelayMs: 10, jitter: 0, transport: () => second.transport },
        })
        .subscribe();
      scheduler.schedule(() => (fakes[0] as FakeAppServer).close({ message: 'cut' }), 5);
      scheduler.flush();
      const recovery = seen.find((a) => a.kind === 'recovery');
      expect(recovery).toMatchObject({ kind: 'recovery', threadIds: [], outcome: { ok: false } });
      expect((recovery as { outcome: { error: Error } }).outcome.error.message).toBe(
        'host could not recover',
      );
    });
  });
});

describe('shared observer client', () => {
  it('is opened with the manager, held, and reopened after the delay when it dies', () => {
    const scheduler = make();
    scheduler.run(() => {
      const { manager, fakes } = managerOver(scheduler, {
        observer: { transport: { kind: 'fake', observer: true } },
        observerRestartDelayMs: 100,
      });
      expect(fakes).toHaveLength(1);
      const first = manager.observerClient;
      expect(first?.isReady).toBe(true);
      // idle grace does not close it: the manager holds its lease
      scheduler.schedule(() => expect(manager.observerClient).toBe(first), 5000);
      scheduler.schedule(() => (fakes[0] as FakeAppServer).close({ message: 'gone' }), 6000);
      scheduler.schedule(() => expect(fakes).toHaveLength(1), 6099);
      scheduler.flush();
      expect(fakes).toHaveLength(2);
      expect(manager.observerClient).not.toBe(first);
      expect(manager.observerClient?.isReady).toBe(true);
      void manager.closeAll();
      expect(manager.observerClient).toBeNull();
      expect(manager.size).toBe(0);
    });
  });
});

describe('manager.withFreshClientRetry', () => {
  it('a stale session: the operation runs once more on a fresh client', async () => {
    const scheduler = make();
    await scheduler.run(async () => {
      const { manager, fakes } = managerOver(scheduler);
      const clients: unknown[] = [];
      const result = firstValueFrom(
        manager.withFreshClientRetry({ transport: { kind: 'fake' } }, (client) => {
          clients.push(client);
          if (clients.length === 1) {
            (fakes[0] as FakeAppServer).close({ message: 'stale' });
            return client.listModels().pipe(map(() => 'stale'));
          }
          return of('fresh');
        }),
      );
      scheduler.flush();
      expect(await result).toBe('fresh');
      expect(clients).toHaveLength(2);
      expect(clients[1]).not.toBe(clients[0]);
      expect(fakes).toHaveLength(2);
    });
  });

  it('any other failure is not retried; nor is a stale one after values were emitted', async () => {
    const scheduler = make();
    await scheduler.run(async () => {
      const { manager } = managerOver(scheduler);
      let calls = 0;
      const refused = firstValueFrom(
        manager.withFreshClientRetry({ transport: { kind: 'fake' } }, () => {
          calls++;
          return throwError(
            () => new RpcResponseError({ code: -32600, message: 'bad' }, { id: 1 }),
          );
        }),
      ).catch((e: unknown) => e);
      scheduler.flush();
      expect(await refused).toBeInstanceOf(RpcResponseError);
      expect(calls).toBe(1);

      calls = 0;
      const values: unknown[] = [];
      let error: unknown;
      manager
        .withFreshClientRetry({ transport: { kind: 'fake' } }, () => {
          calls++;
          return new Observable<number>((s) => {
            s.next(1);
            s.error(new TransportClosedError({ message: 'late' }));
          });
        })
        .subscribe({ next: (v) => values.push(v), error: (e: unknown) => (error = e) });
      scheduler.flush();
      expect(calls).toBe(1);
      expect(values).toEqual([1]);
      expect(error).toBeInstanceOf(TransportClosedError);
    });
  });

  it('isStaleSessionError: closed transports and clients, stale generations; not server errors', () => {
    expect(isStaleSessionError(new TransportClosedError({ message: 'x' }))).toBe(true);
    expect(isStaleSessionError(new ClientClosedError('thread/start'))).toBe(true);
    const stale = new Error('generation 3 is stale');
    stale.name = 'StaleGenerationError';
    expect(isStaleSessionError(stale)).toBe(true);
    expect(
      isStaleSessionError(new RpcResponseError({ code: -32600, message: 'x' }, { id: 1 })),
    ).toBe(false);
    expect(isStaleSessionError(new Error('x'))).toBe(false);
  });
});

describe('ThreadActivityHub with a relay client', () => {
  it("a 'reattached' status calls the recovery hook with the threads pending at that moment", () => {
    const events = new Subject<ClientEvent>();
    const statuses = new Subject<ConnectionStatus>();
    const runningTurns = new RunningTurnTracker();
    const contexts: RecoveryContext[] = [];
    const hub = new ThreadActivityHub((context) => {
      contexts.push(context);
      return 'ok';
    });
    const seen: string[] = [];
    hub.activity$.subscribe((a) => seen.push(short(a)));
    hub.attach('relay-key', { events$: events, connectionStatus$: statuses, runningTurns });
    statuses.next({ kind: 'connected' });
    runningTurns.started('t1', 'u1');
    statuses.next({ kind: 'reattached', generation: 'g2' });
    expect(contexts).toEqual([
      expect.objectContaining({ key: 'relay-key', trigger: 'reattached', threadIds: ['t1'] }),
    ]);
    expect(seen).toEqual([
      'connection:connected',
      'connection:reattached',
      'recovery:reattached:t1:ok',
    ]);
  });
});
