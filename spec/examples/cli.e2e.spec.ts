/**
 * The CLI recipe (examples/cli/ask.mts) against the real codex with a
 * scripted model, on a pseudo-terminal (util-linux `script`): streamed text,
 * y/n approvals, Ctrl-C during the question and during the stream
 * (interrupted, exit code 0, no codex process left); and SIGINT without a
 * terminal. Each step waits for what the program printed, never for time.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  endProcessesUsingCodexHome,
  processesUsingCodexHome,
} from '../../lib/testing/codex-processes';
import { script, type ModelScript } from '../../lib/testing/model-provider/script';
import { ScriptedModelProvider } from '../../lib/testing/model-provider/server';
import { offlineConfigToml } from '../../lib/testing/offline-config';
import { repoRoot } from '../docs/markdown-snippets';

const CLI = join(repoRoot, 'examples', 'cli', 'ask.mts');
const LOADER = pathToFileURL(join(repoRoot, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;

interface Cli {
  readonly child: ChildProcessWithoutNullStreams;
  readonly workspace: string;
  /** Everything printed so far. */
  output(): string;
  /** Resolves once the output matches (rejects if the program exits first). */
  printed(pattern: RegExp): Promise<void>;
  /** Resolves with the exit code. */
  exited(): Promise<number | null>;
}

let provider: ScriptedModelProvider | undefined;
let home = '';
let workspace = '';

afterEach(async () => {
  provider?.releaseStalls();
  await endProcessesUsingCodexHome(home);
  await provider?.close();
  provider = undefined;
  rmSync(home, { recursive: true, force: true });
  rmSync(workspace, { recursive: true, force: true });
});

async function startCli(model: ModelScript, terminal: boolean): Promise<Cli> {
  provider = await ScriptedModelProvider.start(model);
  home = mkdtempSync(join(tmpdir(), 'codex-rx-cli-home-'));
  workspace = mkdtempSync(join(tmpdir(), 'codex-rx-cli-ws-'));
  writeFileSync(join(home, 'config.toml'), offlineConfigToml({ baseUrl: provider.baseUrl }));
  mkdirSync(join(home, 'home'));
  const env = {
    ...process.env,
    HOME: join(home, 'home'), // no startup file of the user's in codex's command shells
    CODEX_HOME: home,
    TSX_TSCONFIG_PATH: join(repoRoot, 'tsconfig.json'),
  };
  const command = [process.execPath, '--import', LOADER, CLI, 'Write hi to out.txt'];
  const child = terminal
    ? // `script` runs the program on a new pseudo-terminal and relays our pipe to it as keys
      spawn('script', ['-qfec', command.map((a) => `'${a}'`).join(' '), '/dev/null'], {
        cwd: workspace,
        env,
      })
    : spawn(command[0] ?? '', command.slice(1), { cwd: workspace, env });
  let out = '';
  const waiters = new Set<() => void>();
  const onData = (chunk: Buffer): void => {
    out += chunk.toString();
    for (const w of [...waiters]) w();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exit = new Promise<number | null>((resolve) => child.once('close', resolve));
  return {
    child,
    workspace,
    output: () => out,
    printed: (pattern) =>
      new Promise<void>((resolve, reject) => {
        const check = (): void => {
          if (!pattern.test(out)) return;
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
        check();
        void exit.then(() => reject(new Error(`exited before printing ${pattern}:\n${out}`)));
      }),
    exited: () => exit,
  };
}

describe('examples/cli/ask.mts on a terminal', () => {
  it('streams the answer; y approves the command, which runs', async () => {
    const cli = await startCli(
      script().runCommand('echo hi > out.txt').thenAnswer('Wrote out.txt'),
      true,
    );
    await cli.printed(/\[y\/N\]/);
    cli.child.stdin.write('y\r');
    expect(await cli.exited()).toBe(0);
    expect(cli.output()).toContain('Wrote out.txt');
    expect(existsSync(join(cli.workspace, 'out.txt'))).toBe(true);
    expect(processesUsingCodexHome(home)).toEqual([]);
  }, 90_000);

  it('n declines: the command does not run, the turn goes on', async () => {
    const cli = await startCli(
      script().runCommand('echo hi > out.txt').thenAnswer('Not written'),
      true,
    );
    await cli.printed(/\[y\/N\]/);
    cli.child.stdin.write('n\r');
    expect(await cli.exited()).toBe(0);
    expect(cli.output()).toContain('Not written');
    expect(existsSync(join(cli.workspace, 'out.txt'))).toBe(false);
  }, 90_000);

  it('Ctrl-C during the question: interrupted, nothing ran, exit 0, no codex left', async () => {
    const cli = await startCli(
      script().runCommand('echo hi > out.txt').thenAnswer('Wrote out.txt'),
      true,
    );
    await cli.printed(/\[y\/N\]/);
    cli.child.stdin.write('\x03');
    expect(await cli.exited()).toBe(0);
    expect(cli.output()).toContain('(interrupted)');
    expect(cli.output()).not.toContain('Wrote out.txt');
    expect(existsSync(join(cli.workspace, 'out.txt'))).toBe(false);
    expect(processesUsingCodexHome(home)).toEqual([]);
  }, 90_000);

  it('Ctrl-C while the answer streams: interrupted with the text so far, exit 0, no codex left', async () => {
    const cli = await startCli(script().stall({ partial: 'Thinking it over' }), true);
    await cli.printed(/Thinking it over/);
    cli.child.stdin.write('\x03');
    expect(await cli.exited()).toBe(0);
    expect(cli.output()).toMatch(/Thinking it over[^]*\(interrupted\)/);
    expect(processesUsingCodexHome(home)).toEqual([]);
  }, 90_000);
});

describe('examples/cli/ask.mts without a terminal', () => {
  it('SIGINT while the answer streams: interrupted, exit 0, no codex left', async () => {
    const cli = await startCli(script().stall({ partial: 'Thinking it over' }), false);
    await cli.printed(/Thinking it over/);
    cli.child.kill('SIGINT');
    expect(await cli.exited()).toBe(0);
    expect(cli.output()).toContain('(interrupted)');
    expect(processesUsingCodexHome(home)).toEqual([]);
  }, 90_000);
});
