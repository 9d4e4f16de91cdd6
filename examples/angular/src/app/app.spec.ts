/**
 * The App component in jsdom over the CodexService and a FakeAppServer: a
 * turn streams into the DOM (a command with its output, a file change,
 * the answer, token usage), Approve answers `accept` once, Send waits for
 * the turn to end.
 */
import { TestBed, type ComponentFixture } from '@angular/core/testing';
import { FakeAppServer, turnStartResult } from 'codex-rx/testing';
import { App } from './app';
import { CODEX_SETTINGS, CODEX_TRANSPORT } from './codex/codex-settings';

const THREAD = 'thr_1';
const TURN = 'turn_1';

const thread = {
  id: THREAD,
  cliVersion: '0.171.0',
  createdAt: 1,
  updatedAt: 1,
  cwd: '/work',
  ephemeral: false,
  modelProvider: 'mock',
  preview: '',
  projectId: null,
  sessionId: THREAD,
  source: 'appServer',
  status: { type: 'idle' },
  turns: [],
};

const command = (status: string, output: string | null) => ({
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
});

const fileChange = {
  type: 'fileChange',
  id: 'fc_1',
  changes: [{ path: 'notes.md', kind: { type: 'add' }, diff: '+hi' }],
  status: 'completed',
};

const agent = {
  type: 'agentMessage',
  id: 'msg_1',
  text: 'Done',
  phase: null,
  memoryCitation: null,
};

const usage = {
  totalTokens: 15,
  inputTokens: 10,
  cachedInputTokens: 0,
  cacheWriteInputTokens: 0,
  outputTokens: 5,
  reasoningOutputTokens: 0,
};

/** The app over `fake`'s transport. */
function mountApp(fake: FakeAppServer): { fixture: ComponentFixture<App>; dom: HTMLElement } {
  TestBed.configureTestingModule({
    providers: [
      { provide: CODEX_SETTINGS, useValue: { relayUrl: 'ws://unused', token: 't' } },
      { provide: CODEX_TRANSPORT, useValue: () => fake.transport },
    ],
  });
  const fixture = TestBed.createComponent(App);
  return { fixture, dom: fixture.nativeElement as HTMLElement };
}

describe('App (jsdom, FakeAppServer)', () => {
  afterEach(() => TestBed.resetTestingModule());

  it('streams a turn into the DOM and answers the approval with the click', async () => {
    const fake = new FakeAppServer().expectHandshake();
    fake.expectRequest('thread/start', { reply: { result: { thread } } });
    let approval: Promise<unknown> = Promise.resolve();
    fake.expectRequest('turn/start', {
      reply: { result: { turn: turnStartResult(TURN) } },
      then: (s) => {
        s.notify('turn/started', { threadId: THREAD, turn: turnStartResult(TURN) });
        s.notify('item/started', {
          threadId: THREAD,
          turnId: TURN,
          item: command('inProgress', null),
        });
        approval = s
          .request('item/commandExecution/requestApproval', {
            threadId: THREAD,
            turnId: TURN,
            itemId: 'cmd_1',
            command: 'touch ok.txt',
            startedAtMs: 1,
          })
          .then((answer) => {
            s.notify('item/commandExecution/outputDelta', {
              threadId: THREAD,
              turnId: TURN,
              itemId: 'cmd_1',
              delta: 'created\n',
            });
            s.notify('item/completed', {
              threadId: THREAD,
              turnId: TURN,
              item: command('completed', 'created\n'),
            });
            s.notify('item/completed', { threadId: THREAD, turnId: TURN, item: fileChange });
            s.notify('item/completed', { threadId: THREAD, turnId: TURN, item: agent });
            s.notify('thread/tokenUsage/updated', {
              threadId: THREAD,
              turnId: TURN,
              tokenUsage: { total: usage, last: usage, modelContextWindow: 1000 },
            });
            s.notify('turn/completed', {
              threadId: THREAD,
              turn: { ...turnStartResult(TURN), status: 'completed', completedAt: 2 },
            });
            return answer;
          });
      },
    });
    const { fixture, dom } = mountApp(fake);
    const text = (selector: string): string =>
      dom.querySelector(selector)?.textContent?.trim() ?? '';
    await fixture.whenStable();
    expect(text('#status')).toBe('ready');
    expect(text('#thread')).toBe(`thread ${THREAD}`);

    const prompt = dom.querySelector<HTMLInputElement>('#prompt')!;
    prompt.value = 'Create ok.txt';
    dom.querySelector<HTMLButtonElement>('#send')!.click();
    await fixture.whenStable();
    // waiting on the user: the command shows, nothing is answered, Send is off
    expect(text('.approval-detail')).toBe('Run command: touch ok.txt in /work');
    expect([...dom.querySelectorAll('.approval button')].map((b) => b.textContent?.trim())).toEqual(
      ['Approve', 'Decline'],
    );
    expect(text('.turn .item.command')).toContain('[inProgress]');
    expect(text('#status')).toBe('running');
    expect(dom.querySelector<HTMLButtonElement>('#send')!.disabled).toBe(true);
    expect(fake.clientAnswers).toEqual([]);

    dom.querySelector<HTMLButtonElement>('.approval button[data-decision="accept"]')!.click();
    await approval;
    await fixture.whenStable();
    expect(fake.clientAnswers).toEqual([{ id: 0, result: { decision: 'accept' } }]);
    expect(dom.querySelector('.approval')).toBeNull();
    expect([...dom.querySelectorAll('.turn .item')].map((e) => e.classList[1])).toEqual([
      'command',
      'file-change',
      'agent',
    ]);
    expect(text('.item.command code')).toBe('$ touch ok.txt');
    expect(text('.item.command .item-status')).toBe('[completed]');
    expect(text('.item.command .exit')).toBe('exit 0');
    expect(text('.item.command .output')).toBe('created');
    expect(text('.item.file-change .change')).toBe('add notes.md');
    expect(text('.item.file-change .item-status')).toBe('[completed]');
    expect(text('.item.agent')).toBe('codex: Done');
    expect(dom.querySelector('.turn')?.getAttribute('data-status')).toBe('completed');
    expect(text('.turn .usage')).toBe('tokens: 15 (input 10, output 5)');
    expect(text('#status')).toBe('ready');
    fake.verify();
  });

  it('a request whose item it never saw start: the card says so and offers Decline only', async () => {
    const fake = new FakeAppServer().expectHandshake();
    fake.expectRequest('thread/start', { reply: { result: { thread } } });
    let approval: Promise<unknown> = Promise.resolve();
    fake.expectRequest('turn/start', {
      reply: { result: { turn: turnStartResult(TURN) } },
      then: (s) => {
        approval = s.request('item/fileChange/requestApproval', {
          threadId: THREAD,
          turnId: TURN,
          itemId: 'never_started',
          startedAtMs: 1,
        });
      },
    });
    const { fixture, dom } = mountApp(fake);
    await fixture.whenStable();
    const prompt = dom.querySelector<HTMLInputElement>('#prompt')!;
    prompt.value = 'Change something';
    dom.querySelector<HTMLButtonElement>('#send')!.click();
    await fixture.whenStable();
    expect(dom.querySelector('.approval-detail')?.textContent?.trim()).toBe(
      'Change files: the item this request is about is unknown, so it can only be declined',
    );
    expect([...dom.querySelectorAll('.approval button')].map((b) => b.textContent?.trim())).toEqual(
      ['Decline'],
    );
    dom.querySelector<HTMLButtonElement>('.approval button[data-decision="decline"]')!.click();
    await approval;
    expect(fake.clientAnswers).toEqual([{ id: 0, result: { decision: 'decline' } }]);
  });
});
