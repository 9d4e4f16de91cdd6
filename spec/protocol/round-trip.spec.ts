/**
 * Round trip over real app-server traffic: every transcript fixture under
 * spec/ (JSONL in the testing kit's recorder format, e.g.
 * fixtures/real-transcript.jsonl recorded from codex 0.171.0 by
 * record-transcript.ts) decodes under strict mode to the very objects
 * received, and every client message survives encode(decode(x)) unchanged.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { readRecordedMessages } from './record-transcript.js';
import { checkTranscript } from './transcript-check.js';

const specRoot = join(__dirname, '..');

function transcriptFixtures(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory())
      return entry === 'node_modules' ? [] : transcriptFixtures(path);
    if (!entry.endsWith('.jsonl') || !dir.split(/[\\/]/).includes('fixtures')) return [];
    return readFileSync(path, 'utf8').startsWith('{"dir":"meta"') ? [path] : [];
  });
}

const fixtures = transcriptFixtures(specRoot);

it('finds the recorded real transcript', () => {
  expect(fixtures.map((f) => relative(specRoot, f))).toContain(
    join('protocol', 'fixtures', 'real-transcript.jsonl'),
  );
  const { counts } = checkTranscript(readRecordedMessages(fixtures[0]!));
  expect(counts.notifications).toBeGreaterThan(30);
  expect(counts.serverRequests).toBeGreaterThanOrEqual(1);
  expect(counts.results).toBeGreaterThanOrEqual(5);
  expect(counts.clientMessages).toBeGreaterThanOrEqual(5);
});

it.each(fixtures.map((f) => [relative(specRoot, f), f]))(
  '%s decodes under strict mode and re-encodes unchanged',
  (_name, path) => {
    expect(checkTranscript(readRecordedMessages(path)).problems).toEqual([]);
  },
);
