/**
 * The Client against the testing kit's fake app-server (realistic codex
 * shapes). Permissive decoding: the fake's item notifications lack
 * `startedAtMs` / `completedAtMs` (required by the 0.171.0 schema), which
 * strict mode reports; the turn must work regardless.
 */
import { distinctUntilChanged, firstValueFrom, lastValueFrom, map, toArray } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { createClient } from '../../lib/client/client.js';
import type { ClientDiagnostic } from '../../lib/client/diagnostics.js';
import { ofMethod } from '../../lib/client/of-method.js';
import { FakeAppServer } from '../../lib/testing/fake-app-server.js';
import { fakeTurnNotifications, turnStartResult } from '../../lib/testing/fake-turn.js';

describe('Client + FakeAppServer', () => {
  it('handshake, a realistic turn, usage; decode problems are diagnostics, never dropped events', async () => {
    const fake = new FakeAppServer().expectHandshake();
    fake.expectRequest('turn/start', {
      params: { threadId: 't1', input: [{ type: 'text', text: 'Hi', text_elements: [] }] },
      reply: { result: { turn: turnStartResult('turn_1') } },
      then: (s) =>
        fakeTurnNotifications({
          threadId: 't1',
          turnId: 'turn_1',
          text: 'Hello!',
          deltas: ['Hel', 'lo!'],
        }).forEach((n) => s.notify(n.method, n.params)),
    });
    const client = createClient(fake.transport);
    const diagnostics: ClientDiagnostic[] = [];
    client.diagnostics$.subscribe((d) => diagnostics.push(d));
    await firstValueFrom(client.initialize());
    const deltas = lastValueFrom(
      client.events$.pipe(
        ofMethod('item/agentMessage/delta'),
        map((e) => e.params.delta),
        toArray(),
      ),
    );
    const result = await firstValueFrom(client.runAndWait('t1', 'Hi'));
    expect(result.finalText).toBe('Hello!');
    expect(result.usage?.last.totalTokens).toBe(15);
    client.close();
    expect(await deltas).toEqual(['Hel', 'lo!']);
    expect(
      diagnostics.every((d) => d.kind === 'decodeError' && d.direction === 'notification'),
    ).toBe(true);
    fake.verify();
  });

  it('a failed turn completes the run with status failed (marble time for the delayed reply)', () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b));
    scheduler.run(({ expectObservable }) => {
      const fake = new FakeAppServer({ scheduler }).expectHandshake();
      fake.expectRequest('turn/start', {
        delayMs: 5,
        reply: { result: { turn: turnStartResult('turn_f') } },
        then: (s) =>
          fakeTurnNotifications({
            threadId: 't1',
            turnId: 'turn_f',
            status: 'failed',
            errorMessage: 'model down',
          }).forEach((n) => s.notify(n.method, n.params)),
      });
      const client = createClient(fake.transport);
      client.initialize().subscribe();
      const status$ = client.run('t1', 'Hi').pipe(
        map((s) => s.status),
        distinctUntilChanged(),
      );
      // the response arrives at 5 ms; the failure is the last state and the stream completes
      expectObservable(status$).toBe('-----(ab|)', { a: 'inProgress', b: 'failed' });
    });
  });
});
