/**
 * Issue 10 §1 end to end, against the real pinned codex: a consumer who
 * unsubscribes while the turn's command approval is pending (its handler
 * would approve a moment later) must not get the command run, and the thread's
 * next turn must start as soon as the abandoned one has ended.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { filter, firstValueFrom, take } from 'rxjs';
import { forThread, ofMethod, type ClientDiagnostic } from 'codex-rx';
import { script } from 'codex-rx/testing';
import { approvalThread, e2e, TRANSPORTS } from '../suite/support';

jest.setTimeout(30_000);

describe.each(TRANSPORTS)('e2e over %s: abandoning a turn', (kind) => {
  const env = e2e(kind);

  it.each([
    ['before the turn/start response', 'sent'],
    ['while the command approval is pending', 'approval'],
  ] as const)(
    'unsubscribing %s: the command never runs, the next turn starts at once',
    async (_moment, when) => {
      const { server, client } = await env.start(
        script().runCommand('echo leaked > side-effect.txt').answer('Next turn here'),
      );
      const diagnostics: ClientDiagnostic[] = [];
      client.diagnostics$.subscribe((d) => diagnostics.push(d));
      const thread = await firstValueFrom(client.startThread(approvalThread(server.workspace)));
      // Only awaited when the moment is the pending approval: unsubscribing
      // before the turn/start response may end the turn before any approval
      // is asked, and an unawaited firstValueFrom would then reject unhandled.
      const asked =
        when === 'approval'
          ? firstValueFrom(
              client.serverRequests$.pipe(
                forThread(thread.id),
                ofMethod('item/commandExecution/requestApproval'),
              ),
            )
          : undefined;
      const completed = firstValueFrom(
        client.events$.pipe(forThread(thread.id), ofMethod('turn/completed')),
      );
      let handlerAborted = false;
      // A person who approves 500 ms after being asked.
      const subscription = thread
        .run('Write the file', {
          requestHandler: {
            'item/commandExecution/requestApproval': (_p, _r, { signal }) => {
              signal.addEventListener('abort', () => (handlerAborted = true));
              return new Promise((resolve) =>
                setTimeout(() => resolve({ decision: 'accept' as const }), 500),
              );
            },
          },
        })
        .subscribe({ error: () => undefined });
      await asked;
      subscription.unsubscribe();

      const ended = await completed;
      const endedAt = Date.now();
      expect(ended.params.turn.status).toBe('interrupted');
      if (when === 'approval') {
        expect(handlerAborted).toBe(true);
        expect(diagnostics).toContainEqual(
          expect.objectContaining({
            kind: 'serverRequestRefused',
            method: 'item/commandExecution/requestApproval',
          }),
        );
      }

      // The next turn on the thread runs now, not after a fixed wait.
      const nextStarted = firstValueFrom(
        client.events$.pipe(
          forThread(thread.id),
          ofMethod('turn/started'),
          filter((e) => e.params.turn.id !== ended.params.turn.id),
          take(1),
        ),
      );
      const text = firstValueFrom(thread.runText('Are you there?'));
      await nextStarted;
      const wait = Date.now() - endedAt;
      if (process.env.E2E_TIMINGS)
        process.stderr.write(
          `[e2e ${kind}] abandoned turn ended -> next turn started: ${wait} ms\n`,
        );
      expect(wait).toBeLessThan(5000);
      expect(await text).toBe('Next turn here');

      // The approval the handler gave later was never sent: the command did not run.
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(existsSync(join(server.workspace, 'side-effect.txt'))).toBe(false);
    },
  );
});
