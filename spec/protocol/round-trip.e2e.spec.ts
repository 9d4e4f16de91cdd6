/**
 * The same round trip against live traffic of the pinned codex binary
 * (offline: scripted model provider from the testing kit).
 */
import { parseTranscript } from '../../lib/testing/transcript.js';
import { messagesOf, recordRealTranscript } from './record-transcript.js';
import { checkTranscript } from './transcript-check.js';

jest.setTimeout(60_000);

it('every message of a live session decodes strictly; client messages re-encode unchanged', async () => {
  const messages = messagesOf(parseTranscript(await recordRealTranscript()));
  const { problems, counts } = checkTranscript(messages);
  expect(problems).toEqual([]);
  expect(counts.notifications).toBeGreaterThan(20);
});
