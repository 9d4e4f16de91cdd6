/**
 * The same round trip against live traffic of the pinned codex binary
 * (offline: scripted model provider from the testing kit).
 */
import { recordRealTranscript } from './record-transcript.js';
import { checkTranscript } from './transcript-check.js';

jest.setTimeout(60_000);

it('every message of a live session decodes strictly; client messages re-encode unchanged', async () => {
  const transcript = await recordRealTranscript();
  const { problems, counts } = checkTranscript(transcript);
  expect(problems).toEqual([]);
  expect(counts.notifications).toBeGreaterThan(20);
});
