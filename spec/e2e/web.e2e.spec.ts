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
import { script } from 'codex-rx/testing';
import { startWebDemo, type WebDemo } from '../../examples/web/server.js';

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const SCREENSHOT = join(__dirname, '../../docs/web-demo.png');

jest.setTimeout(60_000);

describe('the web demo page in headless chromium against the real codex', () => {
  let demo: WebDemo;
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
        .thenAnswer('Left declined.txt alone'),
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
    expect(await text('#usage')).toMatch(/^tokens: \d+/);
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
    const shot = await page.screenshot({ type: 'png' });
    if (process.env['UPDATE_SCREENSHOT'] === '1') writeFileSync(SCREENSHOT, shot);
  });

  it.each([
    ['a wrong token', 401, (url: string) => url.replace(/token=[^&]+/, 'token=wrong')],
    ['an origin not allowed', 403, (url: string) => url.replace('127.0.0.1', 'localhost')],
  ])('refuses %s (HTTP %d): the page shows a typed error', async (_case, status, change) => {
    const before = relayLog.length;
    const other = await browser.newPage();
    try {
      await other.goto(`${change(demo.url)}&attempts=1`);
      await other.waitForFunction(() =>
        /^(ready|error)/.test(document.querySelector('#status')?.textContent ?? ''),
      );
      expect(await other.$eval('#status', (el) => el.textContent)).toMatch(
        /^error: RelaySessionError: .*connection_lost/,
      );
      // every connection attempt the page made was refused, for this reason
      const refused = relayLog
        .slice(before)
        .map((e) => (e.kind === 'rejected' ? e.status : e.kind));
      expect([...new Set(refused)]).toEqual([status]);
    } finally {
      await other.close();
    }
  });

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
});
