/**
 * Records real app-server traffic for the protocol specs (run by hand:
 * `npx tsx spec/protocol/record-transcript.ts`). Launches the pinned codex with
 * the testing kit's offline config and scripted model, runs a plain turn and a
 * turn with a command approval, and writes every message (both directions) to
 * spec/protocol/fixtures/real-transcript.jsonl as `{"dir":"in"|"out","message":...}`.
 * Workspace paths are replaced by `/workspace` so the fixture is stable.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchAppServer } from '../../lib/testing/launcher.js';
import { script } from '../../lib/testing/model-provider/script.js';
import { rawWire, runTurn, startThread, type Json } from '../testing/raw-wire.js';

export interface RecordedMessage {
  readonly dir: 'in' | 'out';
  readonly message: Json;
}

/** Runs the scripted session against the real codex; returns every message in both directions. */
export async function recordRealTranscript(): Promise<RecordedMessage[]> {
  const server = await launchAppServer({
    script: script()
      .answer('Hello there, friend', { deltas: ['Hello ', 'there, ', 'friend'] })
      .runCommand('echo hi > out.txt')
      .thenAnswer('Done'),
  });
  const wire = rawWire(server.transport);
  const all: RecordedMessage[] = [];
  try {
    const threadId = await startThread(wire, server.workspace, { approvalPolicy: 'untrusted' });
    await runTurn(wire, threadId, 'Say hello');
    const approval = wire.waitFor((m) => m.method === 'item/commandExecution/requestApproval' && 'id' in m);
    const second = runTurn(wire, threadId, 'Write the file');
    wire.respond((await approval).id, { decision: 'accept' });
    await second;
    await wire.request('thread/read', { threadId, includeTurns: true });
    await wire.request('model/list', {});
  } finally {
    // Interleave by arrival is not tracked by rawWire; keep sent then received order per direction.
    for (const m of wire.sent) all.push({ dir: 'out', message: m });
    for (const m of wire.received) all.push({ dir: 'in', message: m });
    wire.close();
    await server.dispose();
  }
  const workspace = server.workspace;
  return JSON.parse(JSON.stringify(all).split(workspace).join('/workspace')) as RecordedMessage[];
}

if (require.main === module) {
  recordRealTranscript()
    .then((messages) => {
      const file = join(__dirname, 'fixtures', 'real-transcript.jsonl');
      writeFileSync(file, messages.map((m) => JSON.stringify(m)).join('\n') + '\n');
      process.stdout.write(`${messages.length} messages -> ${file}\n`);
    })
    .catch((error: unknown) => {
      process.stderr.write(`${String(error)}\n`);
      process.exitCode = 1;
    });
}
