/**
 * Round trip over real app-server traffic (codex 0.171.0, recorded by
 * record-transcript.ts into fixtures/real-transcript.jsonl): every server
 * message decodes under strict mode to the very object received, and every
 * client message survives encode(decode(x)) unchanged.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RecordedMessage } from './record-transcript.js';
import { checkTranscript } from './transcript-check.js';

const transcript: RecordedMessage[] = readFileSync(join(__dirname, 'fixtures', 'real-transcript.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l) as RecordedMessage);

describe('recorded real transcript', () => {
  it('holds notifications, a server request, results and client messages', () => {
    const { counts } = checkTranscript(transcript);
    expect(counts.notifications).toBeGreaterThan(30);
    expect(counts.serverRequests).toBeGreaterThanOrEqual(1);
    expect(counts.results).toBeGreaterThanOrEqual(5);
    expect(counts.clientMessages).toBeGreaterThanOrEqual(5);
  });

  it('decodes under strict mode and re-encodes unchanged', () => {
    expect(checkTranscript(transcript).problems).toEqual([]);
  });
});
