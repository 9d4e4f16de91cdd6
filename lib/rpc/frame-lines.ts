import { Observable, type OperatorFunction } from 'rxjs';
import { LineTooLongError } from './errors.js';

export interface FrameLinesOptions {
  /**
   * Largest line accepted, in UTF-16 code units (string length), without its
   * `\n`. A line that grows past it errors the stream with `LineTooLongError`
   * as soon as it does, instead of buffering without bound. Default: no limit.
   */
  readonly maxLineLength?: number;
}

/**
 * Cuts arbitrary chunks of a newline-delimited stream into complete lines.
 *
 * - A partial line is kept until its `\n` arrives; a trailing `\r` is stripped;
 *   empty lines are skipped.
 * - Linear in the input size, even for one huge line in many chunks: the
 *   pieces of a pending line are kept in an array and joined once, at its
 *   newline (never `buf += chunk` and re-scanning).
 * - When the source completes, an unterminated last line is emitted rather
 *   than dropped (a truncated message then shows up as a parse failure).
 * - With `maxLineLength`, a longer line errors the stream with `LineTooLongError`.
 *
 * @example
 * of('{"a":1}\n{"b"', ':2}\r\n').pipe(frameLines()).subscribe(console.log);
 * // {"a":1}
 * // {"b":2}
 */
export function frameLines(options: FrameLinesOptions = {}): OperatorFunction<string, string> {
  const max = checkMaxLineLength(options.maxLineLength);
  return (source) =>
    new Observable<string>((subscriber) => {
      // State is per subscription: two subscribers never share a partial line.
      const splitter = new LineSplitter(
        max,
        (line) => subscriber.next(line),
        () => subscriber.closed,
        (error) => subscriber.error(error),
      );
      const subscription = source.subscribe({
        next: (chunk) => splitter.push(chunk),
        error(err: unknown) {
          splitter.reset();
          subscriber.error(err);
        },
        complete() {
          splitter.end();
          subscriber.complete();
        },
      });
      return () => {
        splitter.reset();
        subscription.unsubscribe();
      };
    });
}

/** `maxLineLength` checked (positive), `Infinity` when not set. */
export function checkMaxLineLength(maxLineLength: number | undefined): number {
  const max = maxLineLength ?? Infinity;
  if (!(max > 0)) throw new RangeError(`frameLines: maxLineLength must be positive, got ${max}`);
  return max;
}

/**
 * What `frameLines` does, as a plain object fed chunk by chunk: the Session
 * splits a `'chunks'` transport's input with it directly, one subscriber hop
 * per line less than piping the operator.
 *
 * @internal
 */
export class LineSplitter {
  private pieces: string[] = [];
  private pendingLength = 0;

  constructor(
    private readonly max: number,
    /** Called with each complete line (`\r` stripped, never empty). */
    private readonly onLine: (line: string) => void,
    /** Whether the consumer is gone: splitting stops at once. */
    private readonly stopped: () => boolean,
    /** A line grew past `max`: `LineTooLongError`. Nothing more is emitted. */
    private readonly onTooLong: (error: LineTooLongError) => void,
  ) {}

  /** Drops the pending line. */
  reset(): void {
    this.pieces = [];
    this.pendingLength = 0;
  }

  /** The source ended: an unterminated last line is emitted rather than dropped. */
  end(): void {
    const pieces = this.pieces;
    if (pieces.length === 0) return;
    this.reset();
    this.emit(pieces.length === 1 ? (pieces[0] as string) : pieces.join(''));
  }

  push(chunk: string): void {
    const max = this.max;
    let start = 0;
    let nl = chunk.indexOf('\n');
    if (nl === -1) {
      // No newline: the whole chunk belongs to the pending line.
      if (chunk.length === 0) return;
      this.pendingLength += chunk.length;
      if (this.pendingLength > max) return this.tooLong(this.pendingLength);
      this.pieces.push(chunk);
      return;
    }
    if (this.pieces.length > 0) {
      // The first newline completes the pending line: join its pieces once.
      if (this.pendingLength + nl > max) return this.tooLong(this.pendingLength + nl);
      const pieces = this.pieces;
      if (nl > 0) pieces.push(chunk.slice(0, nl));
      // A line that arrived whole before its newline is not copied again.
      const line = pieces.length === 1 ? (pieces[0] as string) : pieces.join('');
      this.reset();
      this.emit(line);
      if (this.stopped()) return;
      start = nl + 1;
      nl = chunk.indexOf('\n', start);
    }
    while (nl !== -1) {
      if (nl - start > max) return this.tooLong(nl - start);
      if (nl > start) this.emit(chunk.slice(start, nl));
      if (this.stopped()) return;
      start = nl + 1;
      nl = chunk.indexOf('\n', start);
    }
    if (start < chunk.length) {
      this.pendingLength = chunk.length - start;
      if (this.pendingLength > max) return this.tooLong(this.pendingLength);
      this.pieces.push(start === 0 ? chunk : chunk.slice(start));
    }
  }

  private emit(line: string): void {
    const end = line.length - 1;
    if (end >= 0 && line.charCodeAt(end) === 13 /* \r */) line = line.slice(0, end);
    if (line.length > 0) this.onLine(line);
  }

  private tooLong(length: number): void {
    this.reset();
    this.onTooLong(new LineTooLongError(this.max, length));
  }
}
