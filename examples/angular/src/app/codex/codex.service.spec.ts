/**
 * Marble tests (rxjs TestScheduler.run, virtual time) of the CodexService's
 * event ordering against codex-rx/testing's FakeAppServer: the handshake and
 * thread start, a turn's snapshots in order, approvals routed to the UI and
 * answered only by the user, and teardown.
 */
import { TestBed } from '@angular/core/testing';
import { distinctUntilChanged, finalize, map, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import type { Transport } from 'codex-rx';
import { FakeAppServer, fakeTurnNotifications, turnStartResult } from 'codex-rx/testing';
import { CODEX_CLIENT_OPTIONS, CODEX_SETTINGS, CODEX_TRANSPORT } from './codex-settings';
import { CodexService, type PendingApproval } from './codex.service';

const THREAD = 'thr_1';
const TURN = 'turn_1';

function fakeThread(id: string): Record<string, unknown> {
  return {
    id,
    cliVersion: '0.171.0',
    createdAt: 1,
    updatedAt: 1,
    cwd: '/work',
    ephemeral: false,
    modelProvider: 'mock',
    preview: '',
    projectId: null,
    sessionId: id,
    source: 'appServer',
    status: { type: 'idle' },
    turns: [],
  };
}

/** `item/commandExecution/requestApproval` params as codex 0.171.0 sends them. */
function approvalParams(command: string): Record<string, unknown> {
  return { threadId: THREAD, turnId: TURN, itemId: 'cmd_1', command, startedAtMs: 1 };
}

function commandItem(status: string, output: string | null): Record<string, unknown> {
  return {
    type: 'commandExecution',
    id: 'cmd_1',
    command: 'touch ok.txt',
    commandActions: [],
    cwd: '/work',
    processId: null,
    source: 'agent',
    status,
    aggregatedOutput: output,
    exitCode: status === 'completed' ? 0 : null,
    durationMs: null,
  };
}

/** A FakeAppServer on the TestScheduler, with the handshake and `thread/start` (at 2 ms) scripted. */
function fakeServer(scheduler: TestScheduler): FakeAppServer {
  const fake = new FakeAppServer({ scheduler }).expectHandshake();
  fake.expectRequest('thread/start', {
    params: { approvalPolicy: 'untrusted', cwd: '/work' },
    delayMs: 2,
    reply: { result: { thread: fakeThread(THREAD) } },
  });
  return fake;
}

function setUp(
  fake: FakeAppServer,
  scheduler: TestScheduler,
  transport: Transport = fake.transport,
): CodexService {
  TestBed.configureTestingModule({
    providers: [
      { provide: CODEX_SETTINGS, useValue: { relayUrl: 'ws://unused', token: 't', cwd: '/work' } },
      { provide: CODEX_TRANSPORT, useValue: () => transport },
      { provide: CODEX_CLIENT_OPTIONS, useValue: { scheduler } },
    ],
  });
  return TestBed.inject(CodexService);
}

const statusOf = (service: CodexService): Observable<string> =>
  service.status$.pipe(map((s) => s.kind));

const approvalKinds = (service: CodexService): Observable<string> =>
  service.approvals$.pipe(
    map((list: readonly PendingApproval[]) => list.map((a) => a.detail).join(',')),
  );

describe('CodexService (marble, FakeAppServer)', () => {
  let scheduler: TestScheduler;
  beforeEach(() => {
    scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
  });
  afterEach(() => TestBed.resetTestingModule());

  it('connects, starts the thread, streams a turn in codex order, and ends with the service', () => {
    scheduler.run(({ expectObservable, cold }) => {
      const fake = fakeServer(scheduler);
      fake.expectRequest('turn/start', {
        params: { threadId: THREAD },
        delayMs: 3,
        reply: { result: { turn: turnStartResult(TURN) } },
        then: (s) => {
          // the notifications arrive 1 ms apart after the response
          fakeTurnNotifications({
            threadId: THREAD,
            turnId: TURN,
            input: 'Say hello',
            text: 'Hello there',
            deltas: ['Hello ', 'there'],
          }).forEach((n, i) => scheduler.schedule(() => s.notify(n.method, n.params), i + 1));
        },
      });
      const service = setUp(fake, scheduler);
      // status: connecting at once, ready when thread/start answers (2 ms)
      expectObservable(statusOf(service), '^ 30ms !').toBe('a-b', { a: 'connecting', b: 'ready' });

      cold('----x').subscribe(() => service.send('Say hello'));
      const text$ = service.turns$.pipe(
        map((turns) => {
          const state = turns[0]?.state;
          return state ? `${state.status}:${state.agentText}` : turns.length === 0 ? '-' : 'sent';
        }),
        distinctUntilChanged(),
      );
      // 4: sent; 7: turn/start answered (inProgress); 7+k: notification k. Deltas are the
      // 6th and 7th notifications (13, 14 ms); turn/completed the 11th (18 ms).
      expectObservable(text$, '^ 30ms !').toBe('a---b--c-----de---f', {
        a: '-',
        b: 'sent',
        c: 'inProgress:',
        d: 'inProgress:Hello ',
        e: 'inProgress:Hello there',
        f: 'completed:Hello there',
      });
      expectObservable(
        service.turns$.pipe(
          map((turns) => turns[0]?.ended ?? false),
          distinctUntilChanged(),
        ),
        '^ 30ms !',
      ).toBe('a-----------------b', { a: false, b: true });
    });
    expect(TestBed.inject(CodexService).turns()[0]?.state?.usage?.total.totalTokens).toBe(15);
  });

  it('routes an approval to the UI; only the user answers it, once', () => {
    let fake!: FakeAppServer;
    scheduler.run(({ expectObservable, cold }) => {
      fake = fakeServer(scheduler);
      fake.expectRequest('turn/start', {
        reply: { result: { turn: turnStartResult(TURN) } },
        then: (s) =>
          scheduler.schedule(() => {
            s.notify('item/started', {
              threadId: THREAD,
              turnId: TURN,
              item: commandItem('inProgress', null),
            });
            void s.request('item/commandExecution/requestApproval', approvalParams('touch ok.txt'));
          }, 2),
      });
      const service = setUp(fake, scheduler);
      cold('---x').subscribe(() => service.send('Create ok.txt'));
      // the user clicks Approve at 10 ms, then again at 12 ms (ignored: already answered)
      cold('----------a-b').subscribe(() => {
        const key = service.approvals()[0]?.key ?? -1;
        service.answer(key, 'accept');
      });
      // empty until the request arrives (5 ms), pending until the click (10 ms)
      expectObservable(approvalKinds(service), '^ 20ms !').toBe('a----b----a', {
        a: '',
        b: 'touch ok.txt',
      });
    });
    expect(fake.clientAnswers).toEqual([{ id: 0, result: { decision: 'accept' } }]);
  });

  it('Decline answers decline', () => {
    let fake!: FakeAppServer;
    scheduler.run(({ cold }) => {
      fake = fakeServer(scheduler);
      fake.expectRequest('turn/start', {
        reply: { result: { turn: turnStartResult(TURN) } },
        then: (s) =>
          void s.request('item/commandExecution/requestApproval', approvalParams('rm -rf /')),
      });
      const service = setUp(fake, scheduler);
      cold('---x').subscribe(() => service.send('Clean up'));
      cold('-----a').subscribe(() => service.answer(service.approvals()[0]?.key ?? -1, 'decline'));
    });
    expect(fake.clientAnswers).toEqual([{ id: 0, result: { decision: 'decline' } }]);
  });

  it('an approval the server resolves itself leaves the UI unanswered (never granted late)', () => {
    let fake!: FakeAppServer;
    let service!: CodexService;
    scheduler.run(({ expectObservable, cold }) => {
      fake = fakeServer(scheduler);
      fake.expectRequest('turn/start', {
        reply: { result: { turn: turnStartResult(TURN) } },
        then: (s) => {
          void s.request('item/commandExecution/requestApproval', approvalParams('touch late.txt'));
          scheduler.schedule(
            () => s.notify('serverRequest/resolved', { threadId: THREAD, requestId: 0 }),
            4,
          );
        },
      });
      service = setUp(fake, scheduler);
      cold('---x').subscribe(() => service.send('Create late.txt'));
      // a click after the server resolved it does nothing
      cold('---------a').subscribe(() => service.answer(1, 'accept'));
      expectObservable(approvalKinds(service), '^ 12ms !').toBe('a--b---a', {
        a: '',
        b: 'touch late.txt',
      });
    });
    expect(fake.clientAnswers).toEqual([]);
  });

  it('an approval nobody answers times out with an error answer, not an approval', () => {
    let fake!: FakeAppServer;
    scheduler.run(({ expectObservable, cold }) => {
      fake = fakeServer(scheduler);
      fake.expectRequest('turn/start', {
        reply: { result: { turn: turnStartResult(TURN) } },
        then: (s) =>
          void s.request('item/commandExecution/requestApproval', approvalParams('touch x')),
      });
      TestBed.overrideProvider(CODEX_CLIENT_OPTIONS, {
        useValue: { scheduler, serverRequestTimeoutMs: 1000 },
      });
      const service = setUp(fake, scheduler);
      cold('---x').subscribe(() => service.send('Create x'));
      expectObservable(approvalKinds(service), '^ 1100ms !').toBe('a--b 999ms a', {
        a: '',
        b: 'touch x',
      });
    });
    expect(fake.clientAnswers).toHaveLength(1);
    expect(fake.clientAnswers[0]).toMatchObject({ id: 0, error: {} });
  });

  it('destroying the service closes the client: pending approvals go, nothing is granted', () => {
    let fake!: FakeAppServer;
    let closedAt = -1;
    scheduler.run(({ expectObservable, cold }) => {
      fake = fakeServer(scheduler);
      fake.expectRequest('turn/start', {
        reply: { result: { turn: turnStartResult(TURN) } },
        then: (s) =>
          void s.request('item/commandExecution/requestApproval', approvalParams('touch y')),
      });
      // the client's end of the connection, noting when the client lets go of it
      const transport: Transport = {
        framing: fake.transport.framing,
        send: (m) => fake.transport.send(m),
        incoming$: fake.transport.incoming$.pipe(finalize(() => (closedAt = scheduler.now()))),
      };
      const service = setUp(fake, scheduler, transport);
      cold('---x').subscribe(() => service.send('Create y'));
      cold('--------x').subscribe(() => TestBed.resetTestingModule());
      expectObservable(approvalKinds(service)).toBe('a--b----(a|)', { a: '', b: 'touch y' });
    });
    expect(fake.clientAnswers.some((a) => 'result' in a)).toBe(false);
    expect(closedAt).toBe(8);
  });
});
