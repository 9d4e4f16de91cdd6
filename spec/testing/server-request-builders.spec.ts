/**
 * The server request builders must look like codex 0.171.0 (their params and
 * the thread/start result decode strictly with the generated codecs), take
 * overrides, and refuse a misspelled field at compile time. Also pins why a
 * fake that did not expect `turn/interrupt` lists it twice.
 */
import { isRight } from 'fp-ts/lib/Either.js';
import { NEVER } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { createClient } from '../../lib/index.js';
import { decodeClientRequestResult, decodeServerRequest } from '../../lib/protocol/index.js';
import {
  FakeAppServer,
  commandApprovalRequest,
  elicitationRequest,
  fakeTurnNotifications,
  fileChangeApprovalRequest,
  permissionsApprovalRequest,
  threadStartResult,
  turnStartResult,
  userInputRequest,
} from '../../lib/testing.js';

describe('server request builders', () => {
  it.each([
    ['item/commandExecution/requestApproval', commandApprovalRequest()],
    ['item/fileChange/requestApproval', fileChangeApprovalRequest()],
    ['item/permissions/requestApproval', permissionsApprovalRequest()],
    ['item/tool/requestUserInput', userInputRequest()],
    ['mcpServer/elicitation/request', elicitationRequest()],
  ])('%s params decode strictly', (method, params) => {
    const decoded = decodeServerRequest({ id: 0, method, params }, { strict: true });
    expect(isRight(decoded) ? 'ok' : decoded.left.message).toBe('ok');
  });

  it('the thread/start result decodes strictly, thread overrides merged', () => {
    const result = threadStartResult({ model: 'm2', thread: { id: 't2' } });
    const decoded = decodeClientRequestResult('thread/start', result, { strict: true });
    expect(isRight(decoded) ? 'ok' : decoded.left.message).toBe('ok');
    expect(result.model).toBe('m2');
    expect(result.thread.id).toBe('t2');
    expect(result.thread.status).toEqual({ type: 'idle' });
  });

  it('fills the ids of fakeTurnNotifications by default; overrides win', () => {
    expect(commandApprovalRequest()).toMatchObject({
      threadId: 't1',
      turnId: 'turn_1',
      itemId: 'call_1',
      startedAtMs: 1700000000000,
    });
    expect(fileChangeApprovalRequest({ turnId: 'turn_2', grantRoot: '/w' })).toMatchObject({
      turnId: 'turn_2',
      grantRoot: '/w',
      threadId: 't1',
    });
  });

  it('a misspelled field does not compile', () => {
    // @ts-expect-error `comand` is not a field of the approval params
    const params = commandApprovalRequest({ comand: 'ls' });
    // @ts-expect-error `threadID` is not a field of the thread
    threadStartResult({ thread: { threadID: 't2' } });
    expect(params.command).toBe('echo hi');
  });
});

describe('an abandoned turn against a fake that did not expect turn/interrupt', () => {
  it('lists the interrupt twice: the fake refused the first (-32600), so the client sent it again', () => {
    const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
    scheduler.run(() => {
      const fake = new FakeAppServer({ scheduler }).expectHandshake();
      const [active, started] = fakeTurnNotifications({ threadId: 't1', turnId: 'turn_1' });
      fake.expectRequest('turn/start', {
        reply: { result: { turn: turnStartResult('turn_1') } },
        then: (server) => {
          server.notify(active?.method ?? '', active?.params);
          void server.request('item/commandExecution/requestApproval', commandApprovalRequest());
          // turn/started only after the abandon at 3: the interrupt sent then is early
          scheduler.schedule(() => server.notify(started?.method ?? '', started?.params), 5);
        },
      });
      const client = createClient(fake.transport, { scheduler });
      client.initialize().subscribe();
      const handler = { 'item/commandExecution/requestApproval': () => NEVER };
      const run = client.run('t1', 'Go', { requestHandler: handler }).subscribe();
      scheduler.schedule(() => run.unsubscribe(), 3);
      scheduler.flush();
      expect(fake.clientAnswers).toEqual([{ id: 0, result: { decision: 'cancel' } }]);
      // codex refuses an interrupt that comes before turn/started with -32600,
      // so the client repeats a refused one once the turn is seen started (at 5);
      // the fake's answer to an unexpected request is that refusal.
      expect(fake.problems).toEqual([
        expect.stringMatching(/^unexpected request turn\/interrupt \(id 3\)/),
        expect.stringMatching(/^unexpected request turn\/interrupt \(id 4\)/),
      ]);
    });
  });
});
