/**
 * Record / replay of a transport's frames. `recordTransport` wraps a live
 * transport and reports every frame in and out; `replayTransport` plays the
 * server side of a transcript back and checks the client's frames against it,
 * so a bug seen with the real server becomes a deterministic test.
 * Runtime-free (the file helpers are in transcript-file.ts).
 */
import { Observable, tap } from 'rxjs';
import { canonicalJson } from '../client/canonical-json.js';
import { CodexRxError } from '../rpc/errors.js';
import type { Transport } from '../transport/transport.js';

/** One transcript line. `in`: server -> client; `out`: client -> server; `meta`: header. */
export type TranscriptEntry =
  | {
      readonly dir: 'in' | 'out';
      /** ms since recording started */ readonly t: number;
      readonly frame: string;
    }
  | {
      readonly dir: 'meta';
      readonly t: number;
      readonly framing: 'chunks' | 'messages';
      readonly note?: string;
    };

export type Transcript = readonly TranscriptEntry[];

/**
 * Wraps `transport`: the same behaviour, and `sink` receives a meta entry on
 * open, then every incoming frame and outgoing message with its direction and
 * time.
 *
 * @example
 * const entries: TranscriptEntry[] = [];
 * const session = new Session(recordTransport(transport, (e) => entries.push(e)));
 */
export function recordTransport(
  transport: Transport,
  sink: (entry: TranscriptEntry) => void,
  options: { now?: () => number; note?: string } = {},
): Transport {
  const now = options.now ?? (() => Date.now());
  let start: number | null = null;
  const elapsed = (): number => {
    if (start === null) start = now();
    return now() - start;
  };
  const begin = (): void => {
    if (start !== null) return;
    start = now();
    sink({
      dir: 'meta',
      t: 0,
      framing: transport.framing,
      ...(options.note ? { note: options.note } : {}),
    });
  };
  return {
    // Read through: a transport may choose its framing per connection (stdio 'auto').
    get framing() {
      return transport.framing;
    },
    incoming$: new Observable<string>((subscriber) => {
      begin();
      return transport.incoming$
        .pipe(tap((frame) => sink({ dir: 'in', t: elapsed(), frame })))
        .subscribe(subscriber);
    }),
    send(message: string): void {
      begin();
      sink({ dir: 'out', t: elapsed(), frame: message });
      transport.send(message);
    },
  };
}

/** The client sent something other than what the transcript recorded. */
export class ReplayDivergenceError extends CodexRxError {
  override readonly name = 'ReplayDivergenceError' as const;
  constructor(
    /** Index of the transcript entry where replay diverged. */
    readonly index: number,
    readonly expected: string | undefined,
    readonly actual: string,
  ) {
    super(
      expected === undefined
        ? `replay: client sent a frame after the transcript ended (entry ${index}):\n  actual:   ${actual}`
        : `replay diverged at transcript entry ${index}:\n  expected: ${expected}\n  actual:   ${actual}`,
    );
  }
}

export interface ReplayOptions {
  /**
   * How outgoing frames are compared: `'json'` (default) parses both and
   * compares structurally (key order ignored); `'exact'` compares the text.
   */
  readonly compare?: 'json' | 'exact';
  /** Maps a parsed outgoing frame before comparison (strip volatile fields). `'json'` only. */
  readonly normalize?: (message: unknown) => unknown;
  /** At the end of the transcript: complete `incoming$` (default) or keep it open. */
  readonly atEnd?: 'complete' | 'stay-open';
}

/**
 * A transport that plays a transcript's server side: on subscribe it emits the
 * recorded incoming frames up to the next recorded outgoing one, waits for the
 * client to send it, checks it, and goes on. A different frame errors
 * `incoming$` with `ReplayDivergenceError` (and `send` throws it).
 *
 * @example
 * const transcript = parseTranscript(readFileSync('bug-123.jsonl', 'utf8'));
 * const session = new Session(replayTransport(transcript));
 */
export function replayTransport(
  transcript: Transcript,
  options: ReplayOptions = {},
): Transport & { readonly position: number } {
  const meta = transcript.find((e) => e.dir === 'meta');
  const framing = meta && meta.dir === 'meta' ? meta.framing : 'messages';
  const frames = transcript.filter(
    (e): e is Extract<TranscriptEntry, { dir: 'in' | 'out' }> => e.dir !== 'meta',
  );
  let position = 0;
  let active: {
    next: (v: string) => void;
    error: (e: unknown) => void;
    complete: () => void;
  } | null = null;
  let failure: ReplayDivergenceError | null = null;

  const same = (expected: string, actual: string): boolean => {
    if (options.compare === 'exact') return expected === actual;
    try {
      const norm = options.normalize ?? ((x: unknown) => x);
      return canonicalJson(norm(JSON.parse(expected))) === canonicalJson(norm(JSON.parse(actual)));
    } catch {
      return expected === actual;
    }
  };

  const pump = (): void => {
    while (active && position < frames.length) {
      const entry = frames[position] as { dir: 'in' | 'out'; frame: string };
      if (entry.dir === 'out') return;
      position += 1;
      active.next(entry.frame);
    }
    if (active && position >= frames.length && options.atEnd !== 'stay-open') {
      const s = active;
      active = null;
      s.complete();
    }
  };

  return {
    framing,
    get position() {
      return position;
    },
    incoming$: new Observable<string>((subscriber) => {
      if (active) {
        subscriber.error(new Error('replay transport is already open'));
        return undefined;
      }
      position = 0;
      failure = null;
      active = subscriber;
      pump();
      return () => {
        if (active === subscriber) active = null;
      };
    }),
    send(message: string): void {
      if (failure) throw failure;
      const entry = frames[position];
      if (!entry || entry.dir !== 'out' || !same(entry.frame, message)) {
        failure = new ReplayDivergenceError(
          position,
          entry?.dir === 'out'
            ? entry.frame
            : entry
              ? `(server frame pending) ${entry.frame}`
              : undefined,
          message,
        );
        const s = active;
        active = null;
        s?.error(failure);
        throw failure;
      }
      position += 1;
      pump();
    },
  };
}

/**
 * Transcript entries as JSONL text (one entry per line).
 *
 * @example writeFileSync('t.jsonl', serializeTranscript(entries))
 */
export function serializeTranscript(transcript: Transcript): string {
  return transcript.map((e) => `${JSON.stringify(e)}\n`).join('');
}

/**
 * Parses JSONL transcript text; blank lines are skipped, a malformed line throws with its number.
 *
 * @example replayTransport(parseTranscript(text))
 */
export function parseTranscript(text: string): TranscriptEntry[] {
  const out: TranscriptEntry[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (e) {
      throw new Error(`transcript line ${i + 1} is not JSON: ${(e as Error).message}`);
    }
    const v = value as Partial<TranscriptEntry>;
    if (
      v.dir === 'meta' ||
      ((v.dir === 'in' || v.dir === 'out') && typeof (v as { frame?: unknown }).frame === 'string')
    ) {
      out.push(v as TranscriptEntry);
    } else {
      throw new Error(`transcript line ${i + 1} is not a transcript entry`);
    }
  });
  return out;
}
