/**
 * Records real app-server traffic for the protocol specs (run by hand:
 * `npx tsx spec/protocol/record-transcript.ts`). Launches the pinned codex with
 * the testing kit's offline config and scripted model, runs a plain turn and a
 * turn with a command approval, then reads a thread and the model list.
 * Written with the kit's recorder (JSONL transcript: `{dir, t, frame}` lines in
 * arrival order) to spec/protocol/fixtures/real-transcript.jsonl; the
 * workspace path is replaced by `/workspace` so the fixture is stable.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchAppServer } from '../../lib/testing/launcher.js';
import { script } from '../../lib/testing/model-provider/script.js';
import { recordTransportToFile } from '../../lib/testing/transcript-file.js';
import { parseTranscript, type TranscriptEntry } from '../../lib/testing/transcript.js';
import { rawWire, runTurn, startThread } from '../testing/raw-wire.js';

export type Json = Record<string, unknown>;

export interface RecordedMessage {
  readonly dir: 'in' | 'out';
  readonly message: Json;
}

/** Transcript entries (kit format) -> whole messages, re-framing `chunks` recordings at newlines. */
export function messagesOf(entries: readonly TranscriptEntry[]): RecordedMessage[] {
  const meta = entries.find((e) => e.dir === 'meta');
  const chunked = meta !== undefined && meta.dir === 'meta' && meta.framing === 'chunks';
  const out: RecordedMessage[] = [];
  let pending = '';
  for (const e of entries) {
    if (e.dir === 'meta') continue;
    if (e.dir === 'out' || !chunked) {
      out.push({ dir: e.dir, message: JSON.parse(e.frame) as Json });
      continue;
    }
    pending += e.frame;
    let i: number;
    while ((i = pending.indexOf('\n')) >= 0) {
      const line = pending.slice(0, i).trim();
      pending = pending.slice(i + 1);
      if (line !== '') out.push({ dir: 'in', message: JSON.parse(line) as Json });
    }
  }
  return out;
}

/** Runs the scripted session against the real codex; returns the transcript text (JSONL, kit format). */
export async function recordRealTranscript(): Promise<string> {
  const server = await launchAppServer({
    script: script()
      .answer('Hello there, friend', { deltas: ['Hello ', 'there, ', 'friend'] })
      .runCommand('echo hi > out.txt')
      .thenAnswer('Done'),
  });
  const dir = mkdtempSync(join(tmpdir(), 'codex-rx-transcript-'));
  const path = join(dir, 'transcript.jsonl');
  const wire = rawWire(
    recordTransportToFile(server.transport, path, { note: 'codex-rx protocol round trip' }),
  );
  try {
    const threadId = await startThread(wire, server.workspace, { approvalPolicy: 'untrusted' });
    await runTurn(wire, threadId, 'Say hello');
    const approval = wire.waitFor(
      (m) => m.method === 'item/commandExecution/requestApproval' && 'id' in m,
    );
    const second = runTurn(wire, threadId, 'Write the file');
    wire.respond((await approval).id, { decision: 'accept' });
    await second;
    await wire.request('thread/read', { threadId, includeTurns: true });
    await wire.request('model/list', {});
  } finally {
    wire.close();
    await server.dispose();
  }
  const text = readFileSync(path, 'utf8');
  rmSync(dir, { recursive: true, force: true });
  // Frames are JSON strings inside JSON lines: the path appears escaped once more there.
  const escaped = JSON.stringify(server.workspace).slice(1, -1);
  return text
    .split(JSON.stringify(escaped).slice(1, -1))
    .join('/workspace')
    .split(escaped)
    .join('/workspace');
}

/** Reads a kit-format transcript file as messages. */
export function readRecordedMessages(path: string): RecordedMessage[] {
  return messagesOf(parseTranscript(readFileSync(path, 'utf8')));
}

if (require.main === module) {
  recordRealTranscript()
    .then((text) => {
      const file = join(__dirname, 'fixtures', 'real-transcript.jsonl');
      writeFileSync(file, text);
      process.stdout.write(`${messagesOf(parseTranscript(text)).length} messages -> ${file}\n`);
    })
    .catch((error: unknown) => {
      process.stderr.write(`${String(error)}\n`);
      process.exitCode = 1;
    });
}
