/**
 * docs/first-app.md, followed as a new user would: its steps (the shell block
 * after `<!-- first-app: steps -->`) from `npm init -y` in an empty
 * directory, with `codex-rx` installed from the packed package (`npm pack`)
 * and the rest from the npm cache or registry; its tsconfig.json and app.ts
 * written from the guide; then type-checked (`skipLibCheck: false`), built
 * with tsc and run on this Node, and bundled with esbuild `--target=node20`.
 * The program must print the scripted answer, exit 0 and leave no process.
 * Also: the guide's CLI block is examples/cli/ask.mts verbatim.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { processesLeftWithEnv } from './block-runner';
import { repoRoot } from './markdown-snippets';

const GUIDE = readFileSync(join(repoRoot, 'docs', 'first-app.md'), 'utf8').split('\n');

/** The body of the fenced block right after the line `marker`. */
function blockAfter(marker: string): string {
  const at = GUIDE.indexOf(marker);
  if (at < 0 || !/^```\w*$/.test(GUIDE[at + 1] ?? '')) throw new Error(`no block after ${marker}`);
  const end = GUIDE.indexOf('```', at + 2);
  return GUIDE.slice(at + 2, end).join('\n');
}

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

function sh(command: string, cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      'bash',
      ['-ec', command],
      // Not a timing assertion: a step that hangs fails here instead of hanging jest.
      { cwd, env, timeout: 240_000, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) || 1 : 0, stdout, stderr }),
    );
  });
}

describe('docs/first-app.md', () => {
  it('its CLI block is examples/cli/ask.mts, verbatim', () => {
    const file = readFileSync(join(repoRoot, 'examples', 'cli', 'ask.mts'), 'utf8');
    expect(blockAfter('<!-- examples/cli/ask.mts -->')).toBe(file.replace(/\n$/, ''));
  });

  it('from npm init -y with the packed package: the steps, tsc (type-check and build), run, esbuild --target=node20', async () => {
    const root = mkdtempSync(join(tmpdir(), 'codex-rx-first-app-'));
    const marker = `${process.pid}-first-app`;
    const env: NodeJS.ProcessEnv = { ...process.env, CODEX_RX_FIRST_APP: marker };
    delete env['CODEX_HOME']; // the app makes its own
    try {
      if (!existsSync(join(repoRoot, 'dist', 'index.mjs'))) {
        const build = await sh('npm run build', repoRoot);
        expect(build).toMatchObject({ code: 0 });
      }
      const packed = await sh(`npm pack --silent --pack-destination ${root}`, repoRoot);
      expect(packed).toMatchObject({ code: 0 });
      const tarball = join(root, packed.stdout.trim().split('\n').pop() ?? '');
      // The guide's steps, with codex-rx from the tarball and installs preferring the npm cache.
      const steps = blockAfter('<!-- first-app: steps -->')
        .replace(/npm install codex-rx /, `npm install ${tarball} `)
        .replace(
          /^(npm install .*)$/gm,
          '$1 --prefer-offline --no-audit --no-fund --loglevel=error',
        );
      expect(steps).toContain(tarball);
      const setup = await sh(steps, root, env);
      expect(setup).toMatchObject({ code: 0 });
      const app = join(root, 'my-codex-app');
      const pkg = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as { type?: string };
      expect(pkg.type).toBe('module');
      writeFileSync(join(app, 'tsconfig.json'), blockAfter('<!-- first-app: tsconfig.json -->'));
      writeFileSync(join(app, 'app.ts'), blockAfter('<!-- first-app: app.ts -->'));

      const tsc = await sh('npx tsc', app, env);
      expect(tsc).toEqual({ code: 0, stdout: '', stderr: '' });
      const run = await sh('node dist/app.js', app, env);
      expect(run).toMatchObject({ code: 0, stdout: 'Hello from the scripted model.\n' });
      expect(await processesLeftWithEnv('CODEX_RX_FIRST_APP', marker)).toEqual([]);

      // esbuild (the repository's): with the guide's --target=node20 it runs on Node 20...
      const esbuild = join(repoRoot, 'node_modules', '.bin', 'esbuild');
      const flags = '--bundle --platform=node --format=esm --packages=external --log-level=error';
      mkdirSync(join(app, 'out'));
      const bundled = await sh(
        `${esbuild} app.ts ${flags} --target=node20 --outfile=out/node20.js && node out/node20.js`,
        app,
        env,
      );
      expect(bundled).toMatchObject({ code: 0, stdout: 'Hello from the scripted model.\n' });
      // ...without it, `await using` is left as is, and Node 20 (this one) cannot parse it.
      if (Number(process.versions.node.split('.')[0]) < 24) {
        const untargeted = await sh(
          `${esbuild} app.ts ${flags} --outfile=out/esnext.js && node out/esnext.js`,
          app,
          env,
        );
        expect(untargeted.code).not.toBe(0);
        expect(untargeted.stderr).toContain('SyntaxError');
      }
      expect(await processesLeftWithEnv('CODEX_RX_FIRST_APP', marker)).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 600_000);
});
