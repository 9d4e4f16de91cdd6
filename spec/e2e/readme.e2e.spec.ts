/**
 * The README's first example, as written, against the real codex with a
 * scripted model: it prints the answer and the process exits by itself
 * (nothing left open once `await using` closed the client).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScriptedModelProvider } from '../../lib/testing/model-provider/server';
import { script } from '../../lib/testing/model-provider/script';
import { offlineConfigToml } from '../../lib/testing/offline-config';
import { endProcessesUsingCodexHome } from '../../lib/testing/codex-processes';
import { repoRoot, snippetsOf } from '../docs/markdown-snippets';

describe("the README's first example", () => {
  it('prints the answer and the process exits by itself', async () => {
    const first = snippetsOf('README.md')[0];
    expect(first?.code).toContain('Client.open(');
    const provider = await ScriptedModelProvider.start(script().answer('No TODOs here.'));
    const home = mkdtempSync(join(tmpdir(), 'codex-rx-readme-home-'));
    const workspace = mkdtempSync(join(tmpdir(), 'codex-rx-readme-ws-'));
    // Inside the repository, so that `codex-rx` and `rxjs` resolve as in an app.
    const file = join(repoRoot, `.readme-first-${process.pid}.mts`);
    try {
      writeFileSync(join(home, 'config.toml'), offlineConfigToml({ baseUrl: provider.baseUrl }));
      writeFileSync(file, first?.code ?? '');
      const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>(
        (resolve) => {
          execFile(
            process.execPath,
            [join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'), file],
            {
              cwd: workspace,
              env: {
                ...process.env,
                CODEX_HOME: home,
                TSX_TSCONFIG_PATH: join(repoRoot, 'tsconfig.json'),
              },
              // Not a timing assertion: a hung process fails here instead of hanging jest.
              timeout: 60_000,
            },
            (error, stdout, stderr) =>
              resolve({
                code: error ? ((error.code as number | undefined) ?? -1) : 0,
                stdout,
                stderr,
              }),
          );
        },
      );
      expect(result.stderr).not.toMatch(/Error/);
      expect(result.stdout.trim()).toBe('No TODOs here.');
      expect(result.code).toBe(0);
    } finally {
      rmSync(file, { force: true });
      await endProcessesUsingCodexHome(home);
      await provider.close();
      rmSync(home, { recursive: true, force: true });
      rmSync(workspace, { recursive: true, force: true });
    }
  }, 90_000);
});
