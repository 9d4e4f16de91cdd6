/**
 * A command the scripted model runs does not read the user's shell startup
 * files: with a HOME whose .bashrc and .profile print a line, and the
 * environment of an SSH session (SSH_CLIENT set, no SHLVL) under which
 * Debian's bash reads ~/.bashrc even for `bash -c`, the command's output
 * that reaches the model is the command's alone.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstValueFrom, lastValueFrom } from 'rxjs';
import { Client } from '../../lib/client/client';
import { launchAppServer, type LaunchedAppServer } from '../../lib/testing/launcher';
import { script } from '../../lib/testing/model-provider/script';

let home = '';
let server: LaunchedAppServer;

beforeAll(async () => {
  home = mkdtempSync(join(tmpdir(), 'codex-rx-shell-home-'));
  for (const file of ['.bashrc', '.profile', '.bash_profile'])
    writeFileSync(join(home, file), `echo "startup file ${file} was read"\n`);
  // the user's environment, as the launcher finds it in process.env
  const saved = {
    HOME: process.env.HOME,
    SSH_CLIENT: process.env.SSH_CLIENT,
    SHLVL: process.env.SHLVL,
  };
  Object.assign(process.env, { HOME: home, SSH_CLIENT: '10.0.0.1 50000 22' });
  delete process.env.SHLVL;
  try {
    server = await launchAppServer({ script: script().runCommand('echo hi').thenAnswer('Done') });
  } finally {
    for (const [k, v] of Object.entries(saved))
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
  }
});

afterAll(async () => {
  await server.dispose();
  rmSync(home, { recursive: true, force: true });
});

it('the output the model gets is the command output alone', async () => {
  await using client = await Client.open(server.transport);
  const thread = await firstValueFrom(
    client.startThread({
      cwd: server.workspace,
      approvalPolicy: 'never',
      sandbox: 'workspace-write',
    }),
  );
  const final = await lastValueFrom(thread.run('Say hi'));
  expect(final.status).toBe('completed');
  const output = server.provider.requests[1]?.functionCallOutput('call_1');
  expect(output).toMatch(/exited with code 0[^]*Output:\nhi\n/);
  expect(output).not.toContain('startup file');
});
