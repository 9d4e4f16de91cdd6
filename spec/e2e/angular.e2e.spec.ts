/**
 * The Angular example (`examples/angular`) as users get it: its production
 * build (Angular's application builder, made by `npm run test:angular`)
 * served statically on 127.0.0.1 and loaded in headless chromium (Debian's
 * `chromium`, driven by puppeteer-core), talking through the relay (token in
 * the `bearer.<token>` subprotocol, origin allowlisted) to the real pinned
 * codex with the scripted model. Asserts what the page shows, and what the
 * approvals did on disk.
 */
import { createServer, type Server } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { createRelay, type Relay, type RelayLogEvent } from 'codex-rx/relay';
import { launchAppServer, script, type LaunchedAppServer } from 'codex-rx/testing';

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const DIST = join(__dirname, '../../examples/angular/dist/browser');
const SCREENSHOT = join(__dirname, '../../docs/angular-example.png');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** The built app, as any static host serves it (unknown paths get index.html). */
function serveStatic(root: string): Server {
  return createServer((req, res) => {
    const path = normalize(new URL(req.url ?? '/', 'http://x').pathname).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    let file = join(root, path);
    if (!file.startsWith(root) || !existsSync(file) || path === '/')
      file = join(root, 'index.html');
    res
      .writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
      .end(readFileSync(file));
  });
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

jest.setTimeout(60_000);

describe('the Angular example (production build) in headless chromium against the real codex', () => {
  let web: Server;
  let appServer: LaunchedAppServer;
  let relay: Relay;
  let browser: Browser;
  let page: Page;
  let profile: string;
  let url: string;
  const pageErrors: string[] = [];
  const relayLog: RelayLogEvent[] = [];

  beforeAll(async () => {
    if (!existsSync(join(DIST, 'index.html')))
      throw new Error(`${DIST} is missing: run \`npm run test:angular\` first (npm test does)`);
    web = serveStatic(DIST);
    const origin = `http://127.0.0.1:${await listen(web)}`;
    const token = randomBytes(24).toString('hex');
    appServer = await launchAppServer({
      script: script()
        .answer('Hello from the scripted model', {
          deltas: ['Hello ', 'from the ', 'scripted model'],
        })
        .runCommand('echo approved > approved.txt && cat approved.txt')
        .thenAnswer('Wrote approved.txt')
        .runCommand('echo declined > declined.txt')
        .thenAnswer('Left declined.txt alone'),
    });
    relay = await createRelay({
      token,
      allowedOrigins: [origin],
      upstream: () => appServer.newTransport(),
      logger: (e) => relayLog.push(e),
    });
    url = `${origin}/#${new URLSearchParams({ relay: relay.url, token, cwd: appServer.workspace })}`;
    profile = mkdtempSync(join(tmpdir(), 'codex-rx-chromium-'));
    browser = await puppeteer.launch({
      executablePath: CHROMIUM,
      headless: false,
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        `--user-data-dir=${profile}`,
      ],
    });
    page = await browser.newPage();
    await page.setViewport({ width: 900, height: 640 });
    page.on('pageerror', (err) => pageErrors.push(String(err)));
    page.on('console', (m) => pageErrors.push(`console.${m.type()}: ${m.text()}`));
    await page.goto(url);
  });

  afterAll(async () => {
    await browser?.close();
    await relay?.close();
    await appServer?.dispose();
    web?.closeAllConnections();
    await new Promise<void>((resolve) => (web ? web.close(() => resolve()) : resolve()));
    if (profile) rmSync(profile, { recursive: true, force: true });
  });

  const text = (selector: string): Promise<string> =>
    page.$eval(selector, (el) => el.textContent ?? '');

  const turn = (index: number): string => `.turn[data-index="${index}"]`;

  async function send(prompt: string): Promise<void> {
    await page.waitForSelector('#send:not([disabled])');
    await page.type('#prompt', prompt);
    await page.click('#send');
  }

  async function turnCompleted(index: number): Promise<void> {
    await page.waitForSelector(`${turn(index)}[data-status="completed"]`);
    await page.waitForSelector('#send:not([disabled])');
  }

  it('connects through the relay and streams a turn: messages, status, token usage', async () => {
    await page.waitForFunction(() =>
      /^(ready|error)/.test(document.querySelector('#status')?.textContent ?? ''),
    );
    expect(await text('#status')).toBe('ready');
    expect(await text('#thread')).toMatch(/^thread \S+/);
    await send('Say hello');
    await turnCompleted(0);
    const first = await text(turn(0));
    expect(await page.$$eval(`${turn(0)} .item`, (els) => els.map((e) => e.textContent))).toEqual([
      'you: Say hello',
      'codex: Hello from the scripted model',
    ]);
    expect(first).toContain('turn completed');
    expect(await text(`${turn(0)} .usage`)).toMatch(/^tokens: \d+ \(input \d+, output \d+\)$/);
    expect(pageErrors).toEqual([]);
  });

  it('Approve runs the command: the turn waits for the click, then its output shows and its file appears', async () => {
    await send('Write approved.txt');
    await page.waitForSelector('.approval button[data-decision="accept"]');
    expect((await text('.approval')).trim()).toMatch(
      /^Run command: .*echo approved > approved\.txt && cat approved\.txt/,
    );
    expect(
      await page.$$eval('.approval button', (bs) => bs.map((b) => b.textContent?.trim())),
    ).toEqual(['Approve', 'Decline']);
    // the turn is running and waits for the user: nothing ran yet, no new turn can start
    expect(await page.$eval(turn(1), (el) => el.getAttribute('data-status'))).toBe('inProgress');
    expect(await text('#status')).toBe('running');
    expect(await page.$eval('#send', (el) => (el as HTMLButtonElement).disabled)).toBe(true);
    expect(existsSync(join(appServer.workspace, 'approved.txt'))).toBe(false);
    await page.click('.approval button[data-decision="accept"]');
    await turnCompleted(1);
    expect(await page.$('.approval')).toBeNull();
    const command = await text(`${turn(1)} .item.command`);
    expect(command.trim()).toMatch(/^\$ .*echo approved > approved\.txt && cat approved\.txt/);
    expect(command).toContain('[completed]');
    expect(command).toContain('exit 0');
    // The command's own output ends it; codex runs it in the user's login shell,
    // whose profile may print first (this machine's pyenv rehash warns when two
    // shells race for its lock).
    expect(await text(`${turn(1)} .item.command .output`)).toMatch(/(^|\n)approved\n$/);
    expect(await text(`${turn(1)} .item.agent`)).toBe('codex: Wrote approved.txt');
    expect(readFileSync(join(appServer.workspace, 'approved.txt'), 'utf8')).toBe('approved\n');
    const shot = await page.screenshot({ type: 'png' });
    if (process.env['UPDATE_SCREENSHOT'] === '1') writeFileSync(SCREENSHOT, shot);
  });

  it('Decline does not run the command', async () => {
    await send('Write declined.txt');
    await page.waitForSelector('.approval button[data-decision="decline"]');
    await page.click('.approval button[data-decision="decline"]');
    await turnCompleted(2);
    expect(await page.$('.approval')).toBeNull();
    expect(await text(`${turn(2)} .item.command`)).toContain('[declined]');
    expect(await text(`${turn(2)} .item.agent`)).toBe('codex: Left declined.txt alone');
    expect(existsSync(join(appServer.workspace, 'declined.txt'))).toBe(false);
    expect(pageErrors).toEqual([]);
  });

  it.each([
    ['a wrong token', 'wrong token', (u: string) => u.replace(/token=[^&]+/, 'token=wrong')],
    [
      'an origin not allowed',
      'this origin is not allowed',
      (u: string) => u.replace('127.0.0.1', 'localhost'),
    ],
  ])(
    '%s: the page says so in words within 2 s, after one attempt, no thread',
    async (_case, words, change) => {
      const before = relayLog.length;
      const other = await browser.newPage();
      try {
        await other.goto(change(url));
        // a bound on the wait (the transport would retry 8 times, ~16 s), not a timed assertion
        await other.waitForFunction(
          () => /^(ready|error)/.test(document.querySelector('#status')?.textContent ?? ''),
          { timeout: 2000 },
        );
        expect(await other.$eval('#status', (el) => el.textContent)).toMatch(
          new RegExp(`^error: ${words}.*RelaySessionError`),
        );
        expect(await other.$('#thread')).toBeNull();
        expect(relayLog.slice(before).filter((e) => e.kind === 'rejected')).toHaveLength(1);
      } finally {
        await other.close();
      }
    },
  );
});
