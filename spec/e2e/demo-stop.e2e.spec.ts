/**
 * The demos (`npm start`, `npm run demo:web`) stopped the way a terminal
 * stops them: Ctrl-C reaches the process group, and npm sends SIGINT again
 * about 30 ms later. A demo closes once (its turn, relay, codex, page server)
 * and leaves no temporary directory (its CODEX_HOME and workspace) and no
 * process behind, however many signals arrive. A demo runs with TMPDIR in a
 * directory of the test's own, and every process it starts inherits a marker
 * variable.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { processesLeftWithEnv, processesWithEnv } from '../docs/block-runner.js';

jest.setTimeout(90_000);

const ROOT = join(__dirname, '../..');
const MARKER = 'CODEX_RX_DEMO_STOP';

const DEMOS = [
  // script, and what it prints once codex runs (its temporary directories exist)
  ['npm run demo:web', 'examples/web/demo.ts', 'workspace: '],
  ['npm start', 'examples/quickstart.ts', 'connected: '],
] as const;
const SIGNALS = [
  ['two SIGINTs 30 ms apart', ['SIGINT', 'SIGINT']],
  ['SIGTERM, SIGINT, SIGTERM 30 ms apart', ['SIGTERM', 'SIGINT', 'SIGTERM']],
] as const;

describe.each(DEMOS)('%s stopped with Ctrl-C', (_demo, script, ready) => {
  it.each(SIGNALS)(
    '%s: exits 0, no temporary directory and no process left',
    async (_case, signals) => {
      const tmp = mkdtempSync(join(tmpdir(), 'codex-rx-demo-stop-'));
      const marker = `${process.pid}-${script}-${signals.join('-')}`;
      try {
        const loader = pathToFileURL(join(ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
        const child = spawn(process.execPath, ['--import', loader, script], {
          cwd: ROOT,
          env: { ...process.env, TMPDIR: tmp, [MARKER]: marker },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let stdout = '';
        let stderr = '';
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
        await new Promise<void>((resolve, reject) => {
          child.stdout.on('data', (chunk: Buffer) => {
            stdout += chunk.toString();
            if (stdout.includes(ready)) resolve();
          });
          child.once('exit', () => reject(new Error(`the demo exited early: ${stderr}`)));
        });
        // what the demo made lives in TMPDIR: codex's home and the workspace (tsx keeps its cache there too)
        const made = (): string[] => readdirSync(tmp).filter((name) => !name.startsWith('tsx-'));
        expect(made().length).toBeGreaterThanOrEqual(2);
        for (const [i, signal] of signals.entries()) {
          if (i > 0) await new Promise((r) => setTimeout(r, 30));
          child.kill(signal);
        }
        expect(await exited).toBe(0);
        expect(made()).toEqual([]);
        expect(await processesLeftWithEnv(MARKER, marker)).toEqual([]);
      } finally {
        for (const line of processesWithEnv(MARKER, marker))
          process.kill(Number(line.split(':')[0]), 'SIGKILL');
        rmSync(tmp, { recursive: true, force: true });
      }
    },
  );
});
