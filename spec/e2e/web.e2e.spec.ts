/**
 * The `codex-rx` entry point in a real browser (Debian's chromium, headless,
 * driven by puppeteer-core): the web demo's page, bundled for browsers with
 * no Node built-in, talks through the relay (token in the `bearer.<token>`
 * subprotocol, origin allowlisted) to the real pinned codex with the scripted
 * model. Asserts what the page shows, and what the approvals did on disk.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import type { RelayLogEvent } from 'codex-rx/relay';
import {
  messageAdded,
  messageDone,
  responseCompleted,
  responseCreated,
  script,
  textDelta,
  usage,
  type LaunchedAppServer,
  type StreamReply,
} from 'codex-rx/testing';
import { startWebDemo, type WebDemo } from '../../examples/web/server.js';

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const SCREENSHOT = join(__dirname, '../../docs/web-demo.png');

jest.setTimeout(60_000);

const BEFORE_RELOAD = ['alpha ', 'bravo '];
const AFTER_RELOAD = ['charlie ', 'delta ', 'echo'];
const FULL = [...BEFORE_RELOAD, ...AFTER_RELOAD].join('');

/** Streams `before`, holds the stream until `releaseStalls()`, then streams `after`. */
function stalledAnswer(before: readonly string[], after: readonly string[]): StreamReply {
  return {
    kind: 'stream',
    label: 'stalled answer',
    ending: 'end',
    events: (ids) => [
      responseCreated(ids.response),
      messageAdded(ids.message),
      ...before.map((d) => textDelta(d)),
    ],
    stall: {
      after: (ids) => [
        ...after.map((d) => textDelta(d)),
        messageDone(ids.message, [...before, ...after].join('')),
        responseCompleted(ids.response, usage(40, 8)),
      ],
    },
  };
}

describe('the web demo page in headless chromium against the real codex', () => {
  let demo: WebDemo & { readonly appServer: LaunchedAppServer };
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];
  const relayLog: RelayLogEvent[] = [];

  beforeAll(async () => {
    demo = await startWebDemo({
      logger: (e) => relayLog.push(e),
      script: script()
        .answer('Hello from the scripted model', {
          deltas: ['Hello ', 'from the ', 'scripted model'],
        })
        .runCommand('echo approved > approved.txt && cat approved.txt')
        .thenAnswer('Wrote approved.txt')
        .runCommand('echo declined > declined.txt')
        .thenAnswer('Left declined.txt alone')
        .applyPatch('*** Begin Patch\n*** Add File: notes.txt\n+hello notes\n*** End Patch', {
          usage: usage(30, 6),
        })
        .thenAnswer('Added notes.txt', { usage: usage(50, 4) })
        .reply(stalledAnswer(BEFORE_RELOAD, AFTER_RELOAD))
        .applyPatch(
          '*** Begin Patch\n*** Add File: reload.txt\n+written after a reload\n*** End Patch',
        )
        .thenAnswer('Added reload.txt')
        .runCommand('echo after reload > cmd.txt')
        .thenAnswer('Wrote cmd.txt'),
    });
    browser = await puppeteer.launch({
      executablePath: CHROMIUM,
      headless: false,
      args: ['--headless=new', '--no-sandbox'],
    });
    page = await browser.newPage();
    await page.setViewport({ width: 900, height: 640 });
    page.on('pageerror', (err) => pageErrors.push(String(err)));
    page.on('console', (m) => pageErrors.push(`console.${m.type()}: ${m.text()}`));
    await page.goto(demo.url);
  });

  afterAll(async () => {
    await browser?.close();
    await demo?.close();
  });

  const text = (selector: string): Promise<string> =>
    page.$eval(selector, (el) => el.textContent ?? '');

  async function send(prompt: string): Promise<void> {
    await page.waitForSelector('#send:not([disabled])');
    await page.type('#prompt', prompt);
    await page.click('#send');
  }

  async function turnEnded(): Promise<void> {
    await page.waitForFunction(
      () => document.querySelector('#turn')?.getAttribute('data-status') === 'completed',
    );
  }

  it('bundles the codex-rx entry point with no Node built-in', () => {
    expect(demo.bundle.nodeBuiltins).toEqual([]);
    expect(Object.keys(demo.bundle.metafile.inputs).some((p) => p.endsWith('lib/index.ts'))).toBe(
      true,
    );
  });

  it('keeps every error class name after minification, in the browser', async () => {
    const out = await build({
      stdin: {
        contents: `import * as all from 'codex-rx'; export const errors = all;`,
        resolveDir: join(__dirname, '../..'),
        loader: 'ts',
      },
      bundle: true,
      platform: 'browser',
      format: 'iife',
      globalName: 'codexRx',
      minify: true,
      write: false,
      logLevel: 'silent',
    });
    const code = out.outputFiles[0]?.text ?? '';
    const names = await page.evaluate((source) => {
      (0, eval)(source);
      const all = (globalThis as unknown as { codexRx: { errors: Record<string, unknown> } })
        .codexRx.errors;
      const seen: [string, string][] = [];
      for (const [key, value] of Object.entries(all)) {
        if (typeof value !== 'function' || !(value.prototype instanceof Error)) continue;
        try {
          seen.push([key, new (value as new (m: string) => Error)('m').name]);
        } catch {
          // needs structured arguments: its name is covered by the unit specs
        }
      }
      return seen;
    }, code);
    expect(names.length).toBeGreaterThanOrEqual(20);
    for (const [key, name] of names) expect(name).toBe(key);
  });

  it("runs the testing guide's marble specs in the browser (codex-rx/testing/browser, no Node)", async () => {
    const guide = join(__dirname, '../docs/testing-guide');
    const out = await build({
      stdin: {
        contents: [
          `import './event-order.spec.ts';`,
          `import './virtual-time.spec.ts';`,
          `export { runRegistered } from '@jest/globals';`,
        ].join('\n'),
        resolveDir: guide,
        loader: 'ts',
      },
      bundle: true,
      platform: 'browser',
      format: 'iife',
      globalName: 'guideSpecs',
      // (a strict-mode eval keeps its vars to itself)
      footer: { js: 'globalThis.guideSpecs = guideSpecs;' },
      // the specs are imported for their side effect (registering tests), which
      // the package's "sideEffects": false would let esbuild drop
      ignoreAnnotations: true,
      alias: { '@jest/globals': join(__dirname, 'support/browser-jest-globals.ts') },
      tsconfig: join(__dirname, '../../tsconfig.json'),
      write: false,
      logLevel: 'silent',
    });
    const results = await page.evaluate(async (source) => {
      (0, eval)(source);
      const specs = (
        globalThis as unknown as {
          guideSpecs: { runRegistered(): Promise<Array<[string, string]>> };
        }
      ).guideSpecs;
      return specs.runRegistered();
    }, out.outputFiles[0]?.text ?? '');
    expect(results.length).toBe(4);
    for (const [name, outcome] of results) expect([name, outcome]).toEqual([name, 'passed']);
  });

  it('streams a turn into the page: the answer, the thread, token usage', async () => {
    await page.waitForFunction(() =>
      /^(ready|error)/.test(document.querySelector('#status')?.textContent ?? ''),
    );
    expect(await text('#status')).toBe('ready');
    expect(await text('#thread')).toMatch(/^thread \S+/);
    await send('Say hello');
    await turnEnded();
    const turn = await text('#turn');
    expect(turn).toContain('you: Say hello');
    expect(turn).toContain('codex: Hello from the scripted model');
    // one model response with the script's default usage(10, 5)
    expect(await text('#usage')).toBe('tokens: 15 (input 10, output 5); last response: 15');
    expect(await text('#session')).toBe('session new');
    expect(pageErrors).toEqual([]);
  });

  it('Approve runs the command: its output shows and its file appears', async () => {
    await send('Write approved.txt');
    await page.waitForSelector('.approval button[data-decision="accept"]');
    expect(await text('#approvals')).toContain('echo approved > approved.txt');
    expect(await page.$$eval('.approval button', (bs) => bs.map((b) => b.textContent))).toEqual([
      'Approve',
      'Decline',
    ]);
    expect(existsSync(join(demo.appServer.workspace, 'approved.txt'))).toBe(false);
    await page.click('.approval button[data-decision="accept"]');
    await turnEnded();
    expect(await page.$('.approval')).toBeNull();
    const turn = await text('#turn');
    expect(turn).toContain('[completed]');
    expect(turn).toContain('approved\n');
    expect(turn).toContain('codex: Wrote approved.txt');
    expect(readFileSync(join(demo.appServer.workspace, 'approved.txt'), 'utf8')).toBe('approved\n');
  });

  it('a browser passes the token as the bearer.<token> subprotocol; the relay selects codex-rx-relay.v1 only, and tells a refused one why in its close frame', async () => {
    const before = relayLog.length;
    // a page of its own: the refusals are logged to its console
    const probe = await browser.newPage();
    await probe.goto(`${demo.origin}/`); // the page without settings: it connects nowhere
    const outcomes = await probe.evaluate(
      async (url, token) => {
        const open = (protocols: string[], closeAtOpen: boolean): Promise<string> =>
          new Promise((resolve) => {
            const ws = new WebSocket(url, protocols);
            let opened = 'not opened';
            ws.onopen = () => {
              opened = `open, protocol ${ws.protocol}`;
              if (!closeAtOpen) return;
              resolve(opened);
              ws.close();
            };
            ws.onclose = (e) => resolve(`${opened}; closed ${e.code} ${e.reason}`);
          });
        return [
          await open(['codex-rx-relay.v1', `bearer.${token}`], true),
          await open(['codex-rx-relay.v1'], false),
          await open(['codex-rx-relay.v1', 'bearer.wrong'], false),
        ];
      },
      demo.relay.url,
      demo.token,
    );
    await probe.close();
    expect(outcomes).toEqual([
      'open, protocol codex-rx-relay.v1',
      'open, protocol codex-rx-relay.v1; closed 4401 bearer token required',
      'open, protocol codex-rx-relay.v1; closed 4401 wrong bearer token',
    ]);
    const rejected = relayLog.slice(before).filter((e) => e.kind === 'rejected');
    expect(rejected.map((e) => (e.kind === 'rejected' ? e.status : 0))).toEqual([401, 401]);
  });

  it.each([
    [
      'a wrong token',
      401,
      'wrong token',
      (url: string) => url.replace(/token=[^&]+/, 'token=wrong'),
    ],
    [
      'an origin not allowed',
      403,
      'this origin is not allowed',
      (url: string) => url.replace('127.0.0.1', 'localhost'),
    ],
  ])(
    'refuses %s (HTTP %d to other clients): the page says so in words within 2 s, after one attempt',
    async (_case, status, words, change) => {
      const before = relayLog.length;
      const other = await browser.newPage();
      try {
        await other.goto(change(demo.url));
        // 2 s is a bound on the wait, not an assertion on time: the page would retry 8 times (~16 s)
        await other.waitForFunction(
          () => /^(ready|error)/.test(document.querySelector('#status')?.textContent ?? ''),
          { timeout: 2000 },
        );
        const status$ = await other.$eval('#status', (el) => el.textContent ?? '');
        expect(status$).toContain(`error: ${words}`);
        expect(status$).toMatch(
          /RelaySessionError: .*relay session (unauthorized|origin_not_allowed)/,
        );
        // one connection attempt, refused for this reason: no reconnect
        const refused = relayLog.slice(before).filter((e) => e.kind === 'rejected');
        expect(refused.map((e) => (e.kind === 'rejected' ? e.status : 0))).toEqual([status]);
      } finally {
        await other.close();
      }
    },
  );

  it('Decline does not run the command', async () => {
    await send('Write declined.txt');
    await page.waitForSelector('.approval button[data-decision="decline"]');
    await page.click('.approval button[data-decision="decline"]');
    await turnEnded();
    const turn = await text('#turn');
    expect(turn).toContain('[declined]');
    expect(turn).toContain('codex: Left declined.txt alone');
    expect(existsSync(join(demo.appServer.workspace, 'declined.txt'))).toBe(false);
    expect(pageErrors).toEqual([]);
  });
  it('Approve on a file change: the item names the file and shows its diff, the file appears, token usage adds up', async () => {
    await send('Add notes.txt');
    await page.waitForSelector('.approval button[data-decision="accept"]');
    expect(await text('#approvals')).toContain('Change files: add notes.txt');
    expect(existsSync(join(demo.appServer.workspace, 'notes.txt'))).toBe(false);
    await page.click('.approval button[data-decision="accept"]');
    await turnEnded();
    expect(
      await page.$$eval('#turn .item.fileChange', (els) => els.map((e) => e.textContent)),
    ).toEqual(['files: add notes.txt  [completed]\nhello notes\n']);
    expect(await text('#turn')).toContain('codex: Added notes.txt');
    expect(readFileSync(join(demo.appServer.workspace, 'notes.txt'), 'utf8')).toBe('hello notes\n');
    // thread totals: turns 1-3 made five responses of usage(10, 5); this one usage(30, 6) + usage(50, 4)
    expect(await text('#usage')).toBe('tokens: 165 (input 130, output 35); last response: 54');
    const shot = await page.screenshot({ type: 'png' });
    if (process.env['UPDATE_SCREENSHOT'] === '1') writeFileSync(SCREENSHOT, shot);
    expect(pageErrors).toEqual([]);
  });

  it('a reload in the middle of a turn adopts the relay session again and the turn finishes on the page, no delta twice', async () => {
    await send('Stream and wait');
    await page.waitForFunction(
      (t) => document.querySelector('#turn .agentMessage')?.textContent === t,
      {},
      `codex: ${BEFORE_RELOAD.join('')}`,
    );
    const threadBefore = await text('#thread');
    const [session] = demo.relay.sessions();
    expect(session?.attached).toBe(true);
    const attachesBefore = relayLog.filter((e) => e.kind === 'sessionAttached').length;

    await page.reload();
    await page.waitForFunction(() =>
      /^session reattached/.test(document.querySelector('#session')?.textContent ?? ''),
    );
    // the same relay session and thread, adopted (not a new session)
    expect(demo.relay.sessions().map((s) => s.transportId)).toEqual([session?.transportId]);
    expect(relayLog.filter((e) => e.kind === 'sessionStarted')).toHaveLength(1);
    expect(relayLog.filter((e) => e.kind === 'sessionAttached').length).toBe(attachesBefore + 1);
    await page.waitForFunction(() => document.querySelector('#thread')?.textContent !== '');
    expect(await text('#thread')).toBe(threadBefore);
    // the running turn, reconciled from the server: the prompt is there, the turn runs on
    await page.waitForSelector('#turn .userMessage');
    expect(await page.$eval('#turn', (el) => el.getAttribute('data-status'))).toBe('inProgress');
    expect(await text('#turn .userMessage')).toBe('you: Stream and wait');
    expect(await page.$eval('#send', (b) => (b as HTMLButtonElement).disabled)).toBe(true);

    demo.appServer.provider.releaseStalls();
    await turnEnded();
    expect(await page.$$eval('#turn .item', (els) => els.map((e) => e.textContent))).toEqual([
      'you: Stream and wait',
      `codex: ${FULL}`,
    ]);
    // what the reloaded page streamed: the deltas after the reload, each once
    const streamed = await page.$eval('#turn', (el) => el.getAttribute('data-streamed') ?? '');
    expect(streamed).toContain(AFTER_RELOAD.join(''));
    expect(FULL.endsWith(streamed)).toBe(true);
    const deltas = Number(await page.$eval('#turn', (el) => el.getAttribute('data-deltas')));
    expect(deltas).toBeGreaterThanOrEqual(AFTER_RELOAD.length);
    expect(deltas).toBeLessThanOrEqual(BEFORE_RELOAD.length + AFTER_RELOAD.length);
    expect(await text('#usage')).toBe('tokens: 213 (input 170, output 43); last response: 48');
    expect(await page.$eval('#send', (b) => (b as HTMLButtonElement).disabled)).toBe(false);
    expect(pageErrors).toEqual([]);
  });

  /** Waits until the relay's log of the page's session is empty: the page acknowledged all. */
  async function allAcknowledged(): Promise<void> {
    const [session] = demo.relay.sessions();
    const id = session?.transportId ?? '';
    for (;;) {
      if ((await demo.relay.store.stats(id)).count === 0) return;
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  async function reloadAndReattach(): Promise<void> {
    await page.reload();
    await page.waitForFunction(() =>
      /^session reattached/.test(document.querySelector('#session')?.textContent ?? ''),
    );
  }

  it('a reload at a file-change approval: the card and the turn show the diff, Approve writes the file', async () => {
    await send('Add reload.txt');
    await page.waitForSelector('.approval button[data-decision="accept"]');
    // the item's item/started is trimmed from the relay's log: only the relay's record has it
    await allAcknowledged();
    await reloadAndReattach();
    await page.waitForSelector('.approval button[data-decision="accept"]');
    expect(await text('#approvals .approval-detail')).toBe(
      'Change files: add reload.txt\nwritten after a reload\n',
    );
    await page.waitForSelector('#turn .item.fileChange');
    expect(await text('#turn .item.fileChange')).toBe(
      'files: add reload.txt  [inProgress]\nwritten after a reload\n',
    );
    expect(existsSync(join(demo.appServer.workspace, 'reload.txt'))).toBe(false);
    await page.click('.approval button[data-decision="accept"]');
    await turnEnded();
    expect(readFileSync(join(demo.appServer.workspace, 'reload.txt'), 'utf8')).toBe(
      'written after a reload\n',
    );
    expect(pageErrors).toEqual([]);
  });

  it('a reload at a command approval: the command shows in the turn and on the card', async () => {
    await send('Write cmd.txt');
    await page.waitForSelector('.approval button[data-decision="accept"]');
    await allAcknowledged();
    await reloadAndReattach();
    await page.waitForSelector('.approval button[data-decision="accept"]');
    const card = await text('#approvals .approval-detail');
    expect(card).toContain('Run command: ');
    expect(card).toContain('echo after reload > cmd.txt');
    expect(card).toContain('\nin .');
    await page.waitForSelector('#turn .item.commandExecution');
    expect(await text('#turn .item.commandExecution')).toContain('echo after reload > cmd.txt');
    await page.click('.approval button[data-decision="accept"]');
    await turnEnded();
    expect(readFileSync(join(demo.appServer.workspace, 'cmd.txt'), 'utf8')).toBe('after reload\n');
    expect(pageErrors).toEqual([]);
  });
});
