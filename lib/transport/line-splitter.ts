/**
 * Cutting a newline-delimited stream into lines, chunk by chunk, with a bound
 * on a line's length: what the `frameLines` operator (lib/rpc) is made of, and
 * what the stdio transport's stale-daemon fallback uses, whose standalone server writes
 * lines on a connection announced as `'messages'` (lib/transport/stdio.ts).
 */
import { LineTooLongError } from './errors.js';

/** `maxLineLength` checked (positive), `Infinity` when not set. */
export function checkMaxLineLength(maxLineLength: number | undefined): number {
  const max = maxLineLength ?? Infinity;
  if (!(max > 0)) throw new RangeError(`frameLines: maxLineLength must be positive, got ${max}`);
  return max;
}

/**
 * What `frameLines` does, as a plain object fed chunk by chunk (the operator
 * keeps one per subscription).
 *
 * @example
 * const splitter = new LineSplitter(1 << 20, console.log, () => false, (e) => { throw e; });
 * splitter.push('{"a":1}\n{"b"');
 * splitter.push(':2}\n'); // logs {"a":1} then {"b":2}
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
