import { describe, expect, it } from '@jest/globals';
import { BehaviorSubject, NEVER, defer, finalize, map, take, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { createClient, type ServerRequestHandlerMap } from 'codex-rx';
import {
  FakeAppServer,
  commandApprovalRequest,
  fakeTurnNotifications,
  turnStartResult,
} from 'codex-rx/testing/browser';

/**
 * The app code under test: each approval codex asks for is a card (its
 * command) until the user clicks; the click answers it. A card also goes
 * when the library drops the request (its turn abandoned).
 */
function approvalCards(
  cards: BehaviorSubject<readonly string[]>,
  clicks$: Observable<'accept' | 'decline'>,
): ServerRequestHandlerMap {
  return {
    'item/commandExecution/requestApproval': (params) =>
      defer(() => {
        const card = params.command ?? '';
        cards.next([...cards.value, card]);
        return clicks$.pipe(
          take(1),
          map((decision) => ({ decision })),
          finalize(() => cards.next(cards.value.filter((c) => c !== card))),
        );
      }),
  };
}

/** `turn/start` answered at 1; turn/started at 2; codex asks to run `npm test` at 3. */
function fakeCodex(scheduler: TestScheduler): FakeAppServer {
  const fake = new FakeAppServer({ scheduler }).expectHandshake();
  const [active, started] = fakeTurnNotifications({ threadId: 't1', turnId: 'turn_1' });
  fake.expectRequest('turn/start', {
    reply: { result: { turn: turnStartResult('turn_1') } },
    delayMs: 1,
    then: (server) => {
      for (const n of [active, started]) server.notify(n?.method ?? '', n?.params);
      scheduler.schedule(() => {
        void server.request(
          'item/commandExecution/requestApproval',
          commandApprovalRequest({ command: 'npm test' }),
        );
      }, 2);
    },
  });
  return fake;
}

describe('an approval card (marble tests over the fake app-server)', () => {
  const newScheduler = (): TestScheduler =>
    new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

  it('is shown when codex asks and answers when the user clicks', () => {
    const scheduler = newScheduler();
    scheduler.run(({ expectObservable, hot }) => {
      const fake = fakeCodex(scheduler);
      const client = createClient(fake.transport, { scheduler });
      client.initialize().subscribe();
      const cards = new BehaviorSubject<readonly string[]>([]);
      const clicks$ = hot<'accept'>('------a', { a: 'accept' });
      client
        .run('t1', 'Run the tests', { requestHandler: approvalCards(cards, clicks$) })
        .subscribe();
      expectObservable(cards, '^ 9ms !').toBe('a--b--a', { a: [], b: ['npm test'] });
      scheduler.flush();
      expect(fake.clientAnswers).toEqual([{ id: 0, result: { decision: 'accept' } }]);
    });
  });

  it('goes with its turn: the request is answered `cancel` and the turn interrupted', () => {
    const scheduler = newScheduler();
    scheduler.run(({ expectObservable }) => {
      const fake = fakeCodex(scheduler);
      // Leaving a turn interrupts it: the fake must expect that request.
      fake.expectRequest('turn/interrupt', {
        params: { threadId: 't1', turnId: 'turn_1' },
        then: (server) => {
          const done = fakeTurnNotifications({
            threadId: 't1',
            turnId: 'turn_1',
            status: 'interrupted',
          }).slice(-2);
          for (const n of done) server.notify(n.method, n.params);
        },
      });
      const client = createClient(fake.transport, { scheduler });
      client.initialize().subscribe();
      const cards = new BehaviorSubject<readonly string[]>([]);
      const run = client
        .run('t1', 'Run the tests', { requestHandler: approvalCards(cards, NEVER) })
        .subscribe();
      scheduler.schedule(() => run.unsubscribe(), 5); // the user closes the turn's view
      expectObservable(cards, '^ 9ms !').toBe('a--b-a', { a: [], b: ['npm test'] });
      scheduler.flush();
      expect(fake.clientAnswers).toEqual([{ id: 0, result: { decision: 'cancel' } }]);
      fake.verify(); // the interrupt came once, nothing unexpected
    });
  });
});
