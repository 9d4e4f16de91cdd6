/**
 * The scoped stream forms: `Client.using` (the client closes when the work
 * completes, and the result completes after the close) and
 * `manager.using` / `usingLease` (the lease is released when the work ends).
 */
import { forkJoin, lastValueFrom, map, of, throwError } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { Client } from '../../lib/client/client.js';
import { ClientManager } from '../../lib/client/client-manager.js';
import { usingClient } from '../../lib/client/client-lifetimes.js';
import { usingLease } from '../../lib/client/using-lease.js';
import { ScriptedServer } from './support/scripted-server.js';

const models = { data: [], nextCursor: null };

describe('Client.using', () => {
  it('emits what the work emits, then closes the client and completes after the close', async () => {
    const server = new ScriptedServer().on('model/list', () => models);
    let seen: Client | undefined;
    const closedAtCompletion = await new Promise<boolean | undefined>((resolve, reject) => {
      const got: number[] = [];
      Client.using(server.clientEnd, {}, (client) => {
        seen = client;
        return client.listModels().pipe(map((r) => r.data.length));
      }).subscribe({
        next: (n) => got.push(n),
        error: reject,
        complete: () => {
          expect(got).toEqual([0]);
          resolve(seen?.isClosed);
        },
      });
    });
    expect(closedAtCompletion).toBe(true);
  });

  it('an error of the work arrives after the close', async () => {
    const server = new ScriptedServer();
    let seen: Client | undefined;
    const failure = lastValueFrom(
      Client.using(server.clientEnd, {}, (client) => {
        seen = client;
        return throwError(() => new Error('work failed'));
      }),
    );
    await expect(failure).rejects.toThrow('work failed');
    expect(seen?.isClosed).toBe(true);
  });

  it('unsubscribing before the work ends closes the client', () => {
    const server = new ScriptedServer();
    server.answerUnknown = false; // model/list is never answered
    let seen: Client | undefined;
    const sub = Client.using(server.clientEnd, {}, (client) => {
      seen = client;
      return client.listModels();
    }).subscribe();
    expect(seen?.isClosed).toBe(false);
    sub.unsubscribe();
    expect(seen?.isClosed).toBe(true);
  });
});

describe('usingClient', () => {
  const scheduler = (): TestScheduler =>
    new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

  it('closes once when the work completes; the completion waits for the close', () => {
    let closes = 0;
    scheduler().run(({ cold, expectObservable }) => {
      const client = {
        close: () => {
          closes++;
          return new Promise<void>(() => undefined); // never resolves
        },
      };
      const connect$ = cold('a', { a: client });
      // a close that never finishes: the result never completes
      expectObservable(usingClient(connect$, () => cold('-x|'))).toBe('-x');
    });
    expect(closes).toBe(1);
  });
});

describe('usingLease / manager.using', () => {
  const newScheduler = (): TestScheduler =>
    new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

  it('holds the lease while the work runs and releases it when the work completes', () => {
    newScheduler().run(({ cold, hot, expectObservable, expectSubscriptions }) => {
      const lease$ = hot('a', { a: 'client' }); // a lease never completes by itself
      const work = cold('--x--y|');
      expectObservable(usingLease(lease$, () => work)).toBe('--x--y|');
      expectSubscriptions(lease$.subscriptions).toBe('^-----!');
    });
  });

  it('releases the lease when the work errors, and errors with it', () => {
    newScheduler().run(({ cold, hot, expectObservable, expectSubscriptions }) => {
      const lease$ = hot('a', { a: 'client' });
      expectObservable(usingLease(lease$, () => cold('-x-#'))).toBe('-x-#');
      expectSubscriptions(lease$.subscriptions).toBe('^--!');
    });
  });

  it('a lease that errors (the client died) errors the result', () => {
    newScheduler().run(({ cold, expectObservable }) => {
      const lease$ = cold('a--#', { a: 'client' });
      expectObservable(usingLease(lease$, () => cold('-----x|'))).toBe('---#');
    });
  });

  it('two jobs on one pooled client both end (forkJoin), then the client closes after the grace', () => {
    const scheduler = new TestScheduler(() => undefined);
    const servers: ScriptedServer[] = [];
    const manager = new ClientManager({
      idleGraceMs: 100,
      scheduler,
      createTransport: () => {
        const server = new ScriptedServer().on('model/list', () => models);
        servers.push(server);
        return server.clientEnd;
      },
    });
    const options = { transport: { kind: 'stdio' as const } };
    let result: unknown;
    let completed = false;
    forkJoin([
      manager.using(options, (client) => client.listModels()),
      manager.using(options, () => of('second')),
    ]).subscribe({ next: (r) => (result = r), complete: () => (completed = true) });
    expect(completed).toBe(true);
    expect(result).toEqual([models, 'second']);
    expect(servers).toHaveLength(1);
    expect(manager.size).toBe(1); // released, within the idle grace
    scheduler.flush();
    expect(manager.size).toBe(0);
  });
});
