import { describe, expect, it } from '@jest/globals';
import { distinctUntilChanged, map } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { createClient, forTurn, ofMethod, type TurnSnapshot } from 'codex-rx';
import { FakeAppServer, fakeTurnNotifications, turnStartResult } from 'codex-rx/testing/browser';

/** The app code under test: what a status line shows while a turn runs. */
function statusLine(state: TurnSnapshot): string {
  if (state.done) return `done: ${state.finalText ?? ''}`;
  return state.agentText === '' ? 'thinking' : `typing: ${state.agentText}`;
}

/**
 * A fake app-server on the TestScheduler: `turn/start` answered at frame 2,
 * then codex's notifications of the turn (in codex's order) one per frame.
 */
function fakeCodex(scheduler: TestScheduler): FakeAppServer {
  const fake = new FakeAppServer({ scheduler }).expectHandshake();
  const turn = fakeTurnNotifications({
    threadId: 't1',
    turnId: 'turn_1',
    deltas: ['Hel', 'lo'],
    text: 'Hello',
  });
  fake.expectRequest('turn/start', {
    reply: { result: { turn: turnStartResult('turn_1') } },
    delayMs: 2,
    then: (server) =>
      turn.forEach((n, i) => scheduler.schedule(() => server.notify(n.method, n.params), i + 1)),
  });
  return fake;
}

describe('a turn as the app shows it (marble tests over the fake app-server)', () => {
  const newScheduler = (): TestScheduler =>
    new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

  it('the status line: thinking, the streamed text, then the final answer', () => {
    const scheduler = newScheduler();
    scheduler.run(({ expectObservable }) => {
      const fake = fakeCodex(scheduler);
      const client = createClient(fake.transport, { scheduler });
      client.initialize().subscribe();
      const status$ = client.run('t1', 'Say hello').pipe(map(statusLine), distinctUntilChanged());
      // response at 2; deltas at 8 and 9 (6th and 7th notification); turn/completed at 13
      expectObservable(status$).toBe('--a 5ms bc 3ms (d|)', {
        a: 'thinking',
        b: 'typing: Hel',
        c: 'typing: Hello',
        d: 'done: Hello',
      });
      scheduler.flush();
      fake.verify(); // every expected request came, nothing unexpected
    });
  });

  it('events$ in wire order: the user message completes before the agent message', () => {
    const scheduler = newScheduler();
    scheduler.run(({ expectObservable }) => {
      const fake = fakeCodex(scheduler);
      const client = createClient(fake.transport, { scheduler });
      client.initialize().subscribe();
      const completed$ = client.events$.pipe(
        forTurn('turn_1'),
        ofMethod('item/completed'),
        map((e) => e.params.item.type),
      );
      expectObservable(completed$, '^ 14ms !').toBe('------a---b', {
        a: 'userMessage',
        b: 'agentMessage',
      });
      client.run('t1', 'Say hello').subscribe();
    });
  });
});
