/**
 * Issue 5 e2e suite, interruptions and failures: unsubscribing mid-stream
 * interrupts the turn (the thread stays usable), the model provider failing
 * (HTTP 500, stream cut) fails the turn with the server's error, and the
 * server process killed mid-turn errors every pending call and the turn with
 * TransportClosedError. Real pinned codex, over stdio and WebSocket, public API only.
 */
import { filter, firstValueFrom, lastValueFrom } from 'rxjs';
import {
  forThread,
  ofMethod,
  TransportClosedError,
  TurnFailedError,
  type ServerNotificationParams,
  type TraceEntry,
} from 'codex-rx';
import { script } from 'codex-rx/testing';
import { e2e, settle, signalAll, TRANSPORTS, waitStopped, waitUntil } from './support';

jest.setTimeout(20_000);

/** Generous bound for "the pending calls error at once" (the measured figure is far lower; see E2E_TIMINGS). */
const CLOSE_BOUND_MS = 5000;

describe.each(TRANSPORTS)('e2e over %s: interrupt and failures', (kind) => {
  const env = e2e(kind);

  it('unsubscribing mid-stream interrupts the turn (turn/completed: interrupted); the thread stays usable', async () => {
    const trace: TraceEntry[] = [];
    const { server, client } = await env.start(
      script().stall({ partial: 'Thinking' }).answer('Still here'),
      {
        session: { trace: (e: TraceEntry) => trace.push(e) },
      },
    );
    const thread = await firstValueFrom(client.startThread({ cwd: server.workspace }));
    const completed = firstValueFrom(
      client.events$.pipe(forThread(thread.id), ofMethod('turn/completed')),
    );

    // take the first state with streamed text, which unsubscribes the turn
    const partial = await firstValueFrom(
      thread.run('A long task').pipe(filter((s) => s.agentText.length > 0)),
    );
    expect(partial.agentText).toBe('Thinking');
    expect(partial.status).toBe('inProgress');

    const done = await completed;
    expect(done.params.turn.status).toBe('interrupted');
    expect(done.params.turn.id).toBe(partial.turnId);
    const interrupts = trace.filter(
      (e) => e.direction === 'out' && e.frame.includes('"method":"turn/interrupt"'),
    );
    expect(interrupts).toHaveLength(1);
    expect(JSON.parse(interrupts[0]?.frame ?? '{}')).toMatchObject({
      params: { threadId: thread.id, turnId: partial.turnId },
    });
    // codex dropped the stalled model stream
    await waitUntil(
      () => server.provider.requests[0]?.aborted === true,
      'the stalled model request to be aborted',
    );

    // the same thread runs the next turn; the model sees the conversation so far
    expect(await firstValueFrom(thread.runText('Are you there?'))).toBe('Still here');
    expect(server.provider.requests).toHaveLength(2);
    expect(server.provider.requests[1]?.messageTexts('user')).toEqual(
      expect.arrayContaining(['A long task', 'Are you there?']),
    );
  });

  it('the model provider answering HTTP 500: the turn fails with the server error (TurnFailedError)', async () => {
    const { server, client } = await env.start(script().httpError(500).answer('Recovered'));
    const thread = await firstValueFrom(client.startThread({ cwd: server.workspace }));
    const errorEvent = firstValueFrom(client.events$.pipe(forThread(thread.id), ofMethod('error')));
    const completed = firstValueFrom(
      client.events$.pipe(forThread(thread.id), ofMethod('turn/completed')),
    );

    const failure = await firstValueFrom(thread.runText('Hello?')).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(TurnFailedError);
    const serverError = ((await errorEvent).params as ServerNotificationParams<'error'>).error;
    const turn = (await completed).params.turn;
    expect(turn.status).toBe('failed');
    expect(serverError.message).toEqual(expect.any(String));
    expect(serverError.message.length).toBeGreaterThan(0);
    // the error carried by TurnFailedError is the server's
    expect((failure as TurnFailedError).turnError?.message).toBe(turn.error?.message);
    expect((failure as TurnFailedError).turnError?.message).toBe(serverError.message);
    expect((failure as Error).message).toContain(serverError.message);
    expect(server.provider.requests).toHaveLength(1); // request_max_retries = 0: no retry hides the failure
    // the thread is still usable
    expect(await firstValueFrom(thread.runText('Again?'))).toBe('Recovered');
  });

  it('the model stream cut mid-answer: the turn fails with the server error (TurnFailedError)', async () => {
    const { server, client } = await env.start(script().cutStream({ partial: 'Half an ans' }));
    const thread = await firstValueFrom(client.startThread({ cwd: server.workspace }));
    const completed = firstValueFrom(
      client.events$.pipe(forThread(thread.id), ofMethod('turn/completed')),
    );

    const failure = await firstValueFrom(thread.runText('Tell me everything')).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(TurnFailedError);
    const turn = (await completed).params.turn;
    expect(turn.status).toBe('failed');
    expect(turn.error?.message).toEqual(expect.any(String));
    expect((failure as TurnFailedError).turnError?.message).toBe(turn.error?.message);
    expect((failure as TurnFailedError).threadId).toBe(thread.id);
    expect((failure as TurnFailedError).turnId).toBe(turn.id);
  });

  it('the server process killed mid-turn: every pending call and the turn error with TransportClosedError', async () => {
    const { server, client } = await env.start(script().stall({ partial: 'Working' }));
    const thread = await firstValueFrom(client.startThread({ cwd: server.workspace }));
    const turn = settle(lastValueFrom(thread.run('A long job')));
    await waitUntil(() => server.provider.stalledCount === 1, 'the model stream to stall');
    const pids = server.processIds();
    expect(pids.length).toBeGreaterThan(0);

    // Freeze the server so that the calls below are certainly still pending when it dies.
    signalAll(pids, 'SIGSTOP');
    await waitStopped(pids);
    const calls = [
      settle(firstValueFrom(client.listThreads({}))),
      settle(firstValueFrom(client.readThread(thread.id))),
      settle(firstValueFrom(client.listModels({}))),
    ];
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(client.isClosed).toBe(false);

    const killedAt = Date.now();
    signalAll(pids, 'SIGKILL');
    const outcomes = await Promise.all([turn, ...calls]);
    for (const outcome of outcomes) {
      expect(outcome.value).toBeUndefined();
      expect(outcome.error).toBeInstanceOf(TransportClosedError);
    }
    const elapsed = Math.max(...outcomes.map((o) => o.at - killedAt));
    if (process.env.E2E_TIMINGS)
      process.stderr.write(`[e2e ${kind}] kill -> last TransportClosedError: ${elapsed} ms\n`);
    expect(elapsed).toBeLessThan(CLOSE_BOUND_MS);
    expect(client.isClosed).toBe(true);
    const reason = (outcomes[0]?.error as TransportClosedError).reason;
    if (kind === 'stdio') expect(reason.signal).toBe('SIGKILL');
    else expect(reason.closeCode).toBe(1006);
  });
});
