import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstValueFrom, lastValueFrom } from 'rxjs';
import { Client } from 'codex-rx';
import { launchAppServer, script, type LaunchedAppServer } from 'codex-rx/testing';

describe('my app against the real codex with a scripted model', () => {
  let server: LaunchedAppServer;

  beforeAll(async () => {
    // One reply per model request: a command to run, then the answer after it ran.
    server = await launchAppServer({
      script: script().runCommand('echo hi > out.txt && cat out.txt').thenAnswer('Wrote out.txt'),
    });
  });

  afterAll(() => server.dispose()); // no process, directory or port left behind

  it('approves the command: it ran, the model got its output, the answer came', async () => {
    await using client = await Client.open(server.transport, {
      requestHandler: {
        'item/commandExecution/requestApproval': () => ({ decision: 'accept' }),
      },
    });
    const thread = await firstValueFrom(
      client.startThread({
        cwd: server.workspace,
        approvalPolicy: 'untrusted',
        sandbox: 'workspace-write',
      }),
    );
    const final = await lastValueFrom(thread.run('Write hi to out.txt'));
    expect(final.status).toBe('completed');
    expect(final.finalText).toBe('Wrote out.txt');
    expect(readFileSync(join(server.workspace, 'out.txt'), 'utf8')).toBe('hi\n');
    // what codex sent the model: the second request carries the command's output
    expect(server.provider.requests).toHaveLength(2);
    expect(server.provider.requests[1]?.functionCallOutput('call_1')).toMatch(
      /exited with code 0[^]*Output:\nhi\n/,
    );
  });
});
