/**
 * The README's `events$` recipe, as written, in an app's own Node process
 * against the real codex with a scripted model: the recipe prints a turn's
 * deltas, then codex is killed under it. `events$` completes (it never
 * errors), so the app is not brought down by an unhandled
 * TransportClosedError: it goes on, prints why the connection ended
 * (`closed$`), and exits 0 by itself.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScriptedModelProvider } from '../../lib/testing/model-provider/server';
import { script } from '../../lib/testing/model-provider/script';
import { offlineConfigToml } from '../../lib/testing/offline-config';
import {
  endProcessesUsingCodexHome,
  processesUsingCodexHome,
} from '../../lib/testing/codex-processes';
import { repoRoot, snippetsOf } from '../docs/markdown-snippets';

/** The app around the recipe: connect, the recipe verbatim, one turn, then wait for the end. */
const app = (recipe: string): string => `
import { Client } from 'codex-rx';
import { createStdioTransport } from 'codex-rx/node';
import { firstValueFrom } from 'rxjs';

// codex's home from the command line: only codex runs with CODEX_HOME set, so the test kills codex alone
const client = await Client.open(createStdioTransport({ codexHome: process.argv[2] }), {
  clientInfo: { name: 'recipe', version: '1.0.0' },
});

// ---- the README's recipe, as written ----
${recipe}
// ----

const thread = await firstValueFrom(client.startThread({ cwd: process.cwd() }));
await firstValueFrom(thread.runText('Say hello'));
process.stdout.write('\\nready\\n');
const cause = await firstValueFrom(client.closed$);
// RxJS reports an unhandled error in a timer set when it happened: this one runs after it.
await new Promise((resolve) => setTimeout(resolve, 0));
console.log(\`carried on after \${cause.reason.kind}\`);
`;

describe("the README's events$ recipe", () => {
  it('prints the deltas, and the app carries on and exits 0 when codex is killed under it', async () => {
    const recipe = snippetsOf('README.md').find(
      (s) =>
        s.code.includes('client.events$') &&
        s.code.includes("ofMethod('item/agentMessage/delta')") &&
        !s.code.includes('forThread'),
    );
    expect(recipe?.code).toContain('.subscribe((e) => process.stdout.write(e.params.delta))');
    const provider = await ScriptedModelProvider.start(script().answer('Hello from the model.'));
    const home = mkdtempSync(join(tmpdir(), 'codex-rx-recipe-home-'));
    const workspace = mkdtempSync(join(tmpdir(), 'codex-rx-recipe-ws-'));
    // Inside the repository, so that `codex-rx` and `rxjs` resolve as in an app.
    const file = join(repoRoot, `.readme-events-${process.pid}.mts`);
    try {
      writeFileSync(join(home, 'config.toml'), offlineConfigToml({ baseUrl: provider.baseUrl }));
      writeFileSync(file, app(recipe?.code ?? ''));
      const child = spawn(
        process.execPath,
        [join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'), file, home],
        {
          cwd: workspace,
          env: { ...process.env, TSX_TSCONFIG_PATH: join(repoRoot, 'tsconfig.json') },
        },
      );
      let stdout = '';
      let stderr = '';
      const killed: number[] = [];
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      child.stdout.on('data', (d: Buffer) => {
        stdout += d.toString();
        // the turn is over: codex dies under the app
        if (killed.length === 0 && stdout.includes('\nready\n')) {
          killed.push(...processesUsingCodexHome(home));
          for (const pid of killed) process.kill(pid, 'SIGKILL');
        }
      });
      // Not a timing assertion: a hung app fails here instead of hanging jest.
      const watchdog = setTimeout(() => child.kill('SIGKILL'), 60_000);
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      clearTimeout(watchdog);
      expect(killed.length).toBeGreaterThan(0);
      expect(stderr).not.toMatch(/Error/);
      expect(stdout).toContain('Hello from the model.\nready\n');
      expect(stdout).toMatch(/carried on after (processExited|killedBySignal|peerClosed)\n$/);
      expect(code).toBe(0);
    } finally {
      rmSync(file, { force: true });
      await endProcessesUsingCodexHome(home);
      await provider.close();
      rmSync(home, { recursive: true, force: true });
      rmSync(workspace, { recursive: true, force: true });
    }
  }, 90_000);
});
