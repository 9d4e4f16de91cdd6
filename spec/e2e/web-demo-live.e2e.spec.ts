/**
 * `npm run demo:web -- --live`: the argument handling, and the live backend
 * run for real without a network. The "user's" CODEX_HOME is a temporary
 * directory whose config.toml points codex at a scripted model on 127.0.0.1:
 * the demo must use that configuration as it is (no scripted provider or
 * offline config of its own), as it would use ~/.codex and a real provider.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstValueFrom } from 'rxjs';
import { Client, createRelayTransport } from 'codex-rx';
import { wsSocketFactory } from 'codex-rx/node';
import {
  ScriptedModelProvider,
  offlineConfigToml,
  processesUsingCodexHome,
  script,
} from 'codex-rx/testing';
import {
  DemoArgsError,
  parseDemoArgs,
  startWebDemo,
  type WebDemo,
} from '../../examples/web/server.js';

jest.setTimeout(60_000);

describe('npm run demo:web arguments', () => {
  const home = '/home/someone';

  it('without --live: the scripted model, nothing of the user read', () => {
    expect(parseDemoArgs([], { CODEX_HOME: '/elsewhere' }, '/work')).toEqual({ kind: 'scripted' });
  });

  it('--live: the user CODEX_HOME from the environment, threads in the current directory', () => {
    expect(parseDemoArgs(['--live'], { CODEX_HOME: '/srv/codex' }, '/work', home)).toEqual({
      kind: 'live',
      codexHome: '/srv/codex',
      cwd: '/work',
    });
  });

  it('--live without CODEX_HOME (or an empty one): ~/.codex', () => {
    const expected = { kind: 'live', codexHome: '/home/someone/.codex', cwd: '/work' };
    expect(parseDemoArgs(['--live'], {}, '/work', home)).toEqual(expected);
    expect(parseDemoArgs(['--live'], { CODEX_HOME: '' }, '/work', home)).toEqual(expected);
  });

  it('--live --cwd DIR, relative paths resolved against where the demo was started', () => {
    expect(
      parseDemoArgs(['--cwd', '../repo', '--live'], { CODEX_HOME: 'codex-home' }, '/work/a', home),
    ).toEqual({ kind: 'live', codexHome: '/work/a/codex-home', cwd: '/work/repo' });
  });

  it.each([
    [['--lve'], 'unknown argument --lve'],
    [['--live', '--cwd'], '--cwd needs a directory'],
    [['--live', '--cwd', '--yes'], '--cwd needs a directory'],
    [['--cwd', '/x'], '--cwd only applies with --live'],
  ])('%j is refused with a typed error', (argv, message) => {
    expect(() => parseDemoArgs(argv, {}, '/work', home)).toThrow(DemoArgsError);
    expect(() => parseDemoArgs(argv, {}, '/work', home)).toThrow(message);
    try {
      parseDemoArgs(argv, {}, '/work', home);
    } catch (err) {
      expect((err as Error).name).toBe('DemoArgsError');
    }
  });
});

describe('the live web demo against a CODEX_HOME of the user', () => {
  let provider: ScriptedModelProvider;
  let codexHome: string;
  let cwd: string;
  let demo: WebDemo;

  beforeAll(async () => {
    provider = await ScriptedModelProvider.start(script().answer('Hello from your own config'));
    codexHome = mkdtempSync(join(tmpdir(), 'codex-rx-user-home-'));
    cwd = mkdtempSync(join(tmpdir(), 'codex-rx-user-cwd-'));
    writeFileSync(join(codexHome, 'config.toml'), offlineConfigToml({ baseUrl: provider.baseUrl }));
    const launch = parseDemoArgs(['--live'], { CODEX_HOME: codexHome }, cwd);
    if (launch.kind !== 'live') throw new Error('expected a live launch');
    demo = await startWebDemo({ live: launch, logger: () => undefined });
  });

  afterAll(async () => {
    await demo?.close();
    await provider?.close();
    rmSync(codexHome, { recursive: true, force: true });
    rmSync(cwd, { recursive: true, force: true });
  });

  it('runs codex with that CODEX_HOME and its model provider, threads in the given directory', async () => {
    expect(demo.appServer).toBeUndefined();
    expect(demo.workspace).toBe(cwd);
    expect(new URL(demo.url).hash).toContain(`cwd=${encodeURIComponent(cwd)}`);
    const transport = createRelayTransport(demo.relay.url, {
      transportId: 'live-check',
      token: demo.token,
      createSocket: wsSocketFactory,
      // detach on close: the session and its codex stay until the demo closes
      endOnClose: false,
    });
    const client = await Client.open(transport);
    try {
      const thread = await firstValueFrom(client.startThread({ cwd }));
      expect(processesUsingCodexHome(codexHome).length).toBeGreaterThan(0);
      expect(await firstValueFrom(thread.runText('Hi'))).toBe('Hello from your own config');
      expect(provider.requests).toHaveLength(1);
    } finally {
      await client.close();
    }
  });

  it('closing the demo ends every codex it started', async () => {
    expect(demo.relay.sessions().map((x) => x.transportId)).toEqual(['live-check']);
    expect(processesUsingCodexHome(codexHome).length).toBeGreaterThan(0);
    await demo.close();
    expect(processesUsingCodexHome(codexHome)).toEqual([]);
  });
});
