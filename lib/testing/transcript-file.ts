/** Node helpers for transcripts: record to a JSONL file, read one back. */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import type { Transport } from '../transport/transport.js';
import { parseTranscript, recordTransport, type TranscriptEntry } from './transcript.js';

/**
 * Records `transport`'s frames to `path` (truncated first), one JSON line per
 * frame, written synchronously so a crash keeps everything up to it.
 *
 * @example const t = recordTransportToFile(server.transport, 'bug.jsonl');
 */
export function recordTransportToFile(
  transport: Transport,
  path: string,
  options: { note?: string } = {},
): Transport {
  writeFileSync(path, '');
  return recordTransport(
    transport,
    (entry: TranscriptEntry) => appendFileSync(path, `${JSON.stringify(entry)}\n`),
    options,
  );
}

/**
 * Reads a JSONL transcript file.
 *
 * @example replayTransport(readTranscriptFile('spec/fixtures/bug.jsonl'))
 */
export function readTranscriptFile(path: string): TranscriptEntry[] {
  return parseTranscript(readFileSync(path, 'utf8'));
}
