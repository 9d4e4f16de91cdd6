/**
 * Issue 10 §1: abandoning a turn (unsubscribing) is safe at every moment of its
 * life. Marble tests over the kit's FakeAppServer, which here behaves like
 * codex 0.171.0: `turn/interrupt` before `turn/started` is refused with -32600
 * "no active turn"; once started it is accepted and `turn/completed`
 * (interrupted) follows a frame later.
 */
import { Subject, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { TestScheduler } from 'rxjs/testing';
import type { Client } from '../../lib/client/client.js';
import type { RunOptions } from '../../lib/client/run-turn.js';
import type { ClientAnswer } from '../../lib/testing/fake-app-server.js';
import { THREAD, codexLike, connect, newScheduler } from './support/codex-like.js';

/** Subscribes a second run on the thread at `frame`, recording nothing: its turn/start shows when it started. */
function runNextAt(scheduler: TestScheduler, client: Client, frame: number): void {
  scheduler.schedule(() => client.run(THREAD, 'next').subscribe({ error: () => undefined }), frame);
}

describe('abandoning a turn (unsubscribe) at every moment of its life', () => {
  it('before turn/start is sent (waiting for a maxInFlight slot): it is never sent, nothing is interrupted', () => {
    const scheduler = newScheduler();
    scheduler.run(({ expectObservable }) => {
      const { fake, client } = connect(scheduler, { maxInFlight: 1 });
      const turn = codexLike(fake, scheduler, { respondAt: 1, startAt: 2 });
      // model/list holds the only slot until frame 5
      fake.handle('model/list', (_p, request) => {
        scheduler.schedule(
          () => fake.sendRaw(JSON.stringify({ id: request.id, result: { data: [] } })),
          5,
        );
        return { noReply: true };
      });
      client.request('model/list', {}).subscribe();
      expectObservable(client.run(THREAD, 'first'), '^-!').toBe('');
      runNextAt(scheduler, client, 3);
      scheduler.flush();
      expect(turn.starts).toEqual([[5, 'next']]);
      expect(turn.interrupts).toEqual([]);
      fake.verify();
    });
  });

  it('after turn/start is sent, before its response: interrupted once started (the early refusal is repeated); the next turn starts when it ended', () => {
    const scheduler = newScheduler();
    scheduler.run(({ expectObservable }) => {
      const { fake, client } = connect(scheduler);
      const turn = codexLike(fake, scheduler, { respondAt: 5, startAt: 8 });
      expectObservable(client.run(THREAD, 'first'), '^-!').toBe('');
      runNextAt(scheduler, client, 3);
      scheduler.flush();
      expect(turn.interrupts).toEqual([
        [5, 'refused'],
        [8, 'accepted'],
      ]);
      // turn/completed (interrupted) at 9: the next turn goes out at once, not after interruptSettleMs
      expect(turn.starts).toEqual([
        [0, 'first'],
        [9, 'next'],
      ]);
      fake.verify();
    });
  });

  it('after the response, before turn/started: the refused interrupt is repeated when turn/started arrives', () => {
    const scheduler = newScheduler();
    scheduler.run(({ expectObservable }) => {
      const { fake, client } = connect(scheduler);
      const turn = codexLike(fake, scheduler, { respondAt: 2, startAt: 8 });
      expectObservable(
        client.run(THREAD, 'first').pipe(
          map((s) => s.status),
          distinctUntilChanged(),
        ),
        '^---!',
      ).toBe('--a', { a: 'inProgress' });
      runNextAt(scheduler, client, 5);
      scheduler.flush();
      expect(turn.interrupts).toEqual([
        [4, 'refused'],
        [8, 'accepted'],
      ]);
      expect(turn.starts).toEqual([
        [0, 'first'],
        [9, 'next'],
      ]);
    });
  });

  it('after turn/started: one interrupt, accepted; the next turn starts when turn/completed arrives', () => {
    const scheduler = newScheduler();
    scheduler.run(({ expectObservable }) => {
      const { fake, client } = connect(scheduler);
      const turn = codexLike(fake, scheduler, { respondAt: 1, startAt: 2 });
      expectObservable(
        client.run(THREAD, 'first').pipe(
          map((s) => s.status),
          distinctUntilChanged(),
        ),
        '^---!',
      ).toBe('-a', {
        a: 'inProgress',
      });
      runNextAt(scheduler, client, 1);
      scheduler.flush();
      expect(turn.interrupts).toEqual([[4, 'accepted']]);
      expect(turn.starts).toEqual([
        [0, 'first'],
        [5, 'next'],
      ]);
    });
  });

  it('while deltas stream: no state after the unsubscribe, one interrupt, the next turn right after the end', () => {
    const scheduler = newScheduler();
    scheduler.run(({ expectObservable }) => {
      const { fake, client } = connect(scheduler);
      const turn = codexLike(fake, scheduler, {
        respondAt: 1,
        startAt: 2,
        deltasAt: [3, 4, 5, 6, 7],
      });
      expectObservable(
        client.run(THREAD, 'first').pipe(
          map((s) => s.agentText),
          distinctUntilChanged(),
        ),
        '^----!',
      ).toBe('-a-bc', { a: '', b: 'd0 ', c: 'd0 d1 ' });
      runNextAt(scheduler, client, 2);
      scheduler.flush();
      expect(turn.interrupts).toEqual([[5, 'accepted']]);
      expect(turn.starts).toEqual([
        [0, 'first'],
        [6, 'next'],
      ]);
    });
  });

  it('while an approval is pending: the abandoned handler is cancelled, the approval is answered "cancel", later requests never reach any handler', () => {
    const scheduler = newScheduler();
    scheduler.run(({ expectObservable }) => {
      const clientHandlerCalls: string[] = [];
      const { fake, client, diagnostics } = connect(scheduler, {
        // a client-wide handler that approves everything must not see the abandoned turn's requests
        requestHandler: {
          'item/commandExecution/requestApproval': (p) => {
            clientHandlerCalls.push(p.itemId);
            return { decision: 'accept' };
          },
        },
      });
      codexLike(fake, scheduler, { respondAt: 1, startAt: 2 });
      const person = new Subject<{ decision: 'accept' }>();
      let aborted = false;
      const turnHandlerCalls: string[] = [];
      const options: RunOptions = {
        requestHandler: {
          'item/commandExecution/requestApproval': (p, _r, { signal }) => {
            turnHandlerCalls.push(p.itemId);
            signal.addEventListener('abort', () => (aborted = true));
            return person; // a person deciding
          },
        },
      };
      const approval = (itemId: string) => ({
        threadId: THREAD,
        turnId: 'turn_1',
        itemId,
        startedAtMs: 1,
        command: 'touch side-effect',
      });
      const answers: Array<[number, ClientAnswer]> = [];
      scheduler.schedule(() => {
        void fake
          .request('item/commandExecution/requestApproval', approval('c1'))
          .then((a) => answers.push([-1, a]));
      }, 3);
      expectObservable(
        client.run(THREAD, 'first', options).pipe(
          map(() => 'a'),
          distinctUntilChanged(),
        ),
        '^-----!',
      ).toBe('-a');
      // after the unsubscribe at 6: the person clicks "accept" (too late) and the server asks again
      scheduler.schedule(() => person.next({ decision: 'accept' }), 8);
      scheduler.schedule(() => {
        void fake
          .request('item/commandExecution/requestApproval', approval('c2'))
          .then((a) => answers.push([-1, a]));
      }, 7);
      scheduler.flush();
      expect(aborted).toBe(true);
      expect(turnHandlerCalls).toEqual(['c1']);
      expect(clientHandlerCalls).toEqual([]);
      expect(fake.clientAnswers).toEqual([
        { id: 0, result: { decision: 'cancel' } },
        { id: 1, result: { decision: 'cancel' } },
      ]);
      expect(diagnostics.filter((d) => d.kind === 'serverRequestRefused')).toEqual([
        {
          kind: 'serverRequestRefused',
          id: 0,
          method: 'item/commandExecution/requestApproval',
          reason: 'turnAbandoned',
        },
        {
          kind: 'serverRequestRefused',
          id: 1,
          method: 'item/commandExecution/requestApproval',
          reason: 'turnAbandoned',
        },
      ]);
      fake.verify(); // no second answer to request 0 (the late "accept" was dropped)
    });
  });

  it('a refused interrupt with no turn/started in interruptRetryMs: a diagnostic, and the queue moves on after interruptSettleMs', () => {
    const scheduler = newScheduler();
    scheduler.run(({ expectObservable }) => {
      const { fake, client, diagnostics } = connect(scheduler);
      const turn = codexLike(fake, scheduler, { respondAt: 1, startAt: Infinity });
      expectObservable(
        client.run(THREAD, 'first', { interruptRetryMs: 20, interruptSettleMs: 50 }),
        '^-!',
      ).toBe('-a', { a: expect.anything() as never });
      runNextAt(scheduler, client, 3);
      scheduler.flush();
      expect(turn.interrupts).toEqual([[2, 'refused']]);
      expect(diagnostics.filter((d) => d.kind === 'interruptNotDelivered')).toEqual([
        expect.objectContaining({ threadId: THREAD, turnId: 'turn_1' }),
      ]);
      expect(turn.starts).toEqual([
        [0, 'first'],
        [52, 'next'],
      ]);
    });
  });

  it.each<[string, (c: Client) => Observable<unknown>]>([
    ['runText', (c) => c.runText(THREAD, 'first')],
    ['runJson', (c) => c.runJson(THREAD, 'first', { type: 'object' })],
    ['runAndWait', (c) => c.runAndWait(THREAD, 'first')],
  ])('%s: unsubscribing interrupts the turn the same way', (_name, start) => {
    const scheduler = newScheduler();
    scheduler.run(({ expectObservable }) => {
      const { fake, client } = connect(scheduler);
      const turn = codexLike(fake, scheduler, { respondAt: 1, startAt: 2 });
      expectObservable(start(client), '^---!').toBe('');
      runNextAt(scheduler, client, 1);
      scheduler.flush();
      expect(turn.interrupts).toEqual([[4, 'accepted']]);
      expect(turn.starts).toEqual([
        [0, 'first'],
        [5, 'next'],
      ]);
    });
  });
});
