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
  const max = options.maxLineLength ?? Infinity;
  if (!(max > 0)) throw new RangeError(`frameLines: maxLineLength must be positive, got ${max}`);
  return (source) =>
    new Observable<string>((subscriber) => {
      // State is per subscription: two subscribers never share a partial line.
      let pieces: string[] = [];
      let pendingLength = 0;

      const emit = (line: string): void => {
        const end = line.length - 1;
        if (end >= 0 && line.charCodeAt(end) === 13 /* \r */) line = line.slice(0, end);
        if (line.length > 0) subscriber.next(line);
      };
      const tooLong = (length: number): void => {
        pieces = [];
        pendingLength = 0;
        subscriber.error(new LineTooLongError(max, length));
      };

      const subscription = source.subscribe({
        next(chunk) {
          let start = 0;
          let nl = chunk.indexOf('\n');
          if (nl === -1) {
            // No newline: the whole chunk belongs to the pending line.
            if (chunk.length === 0) return;
            pendingLength += chunk.length;
            if (pendingLength > max) return tooLong(pendingLength);
            pieces.push(chunk);
            return;
          }
          if (pieces.length > 0) {
            // The first newline completes the pending line: join its pieces once.
            if (pendingLength + nl > max) return tooLong(pendingLength + nl);
            if (nl > 0) pieces.push(chunk.slice(0, nl));
            // A line that arrived whole before its newline is not copied again.
            const line = pieces.length === 1 ? (pieces[0] as string) : pieces.join('');
            pieces = [];
            pendingLength = 0;
            emit(line);
            if (subscriber.closed) return;
            start = nl + 1;
            nl = chunk.indexOf('\n', start);
          }
          while (nl !== -1) {
            if (nl - start > max) return tooLong(nl - start);
            if (nl > start) emit(chunk.slice(start, nl));
            if (subscriber.closed) return;
            start = nl + 1;
            nl = chunk.indexOf('\n', start);
          }
          if (start < chunk.length) {
            pendingLength = chunk.length - start;
            if (pendingLength > max) return tooLong(pendingLength);
            pieces.push(start === 0 ? chunk : chunk.slice(start));
          }
        },
        error(err: unknown) {
          pieces = [];
          subscriber.error(err);
        },
        complete() {
          if (pieces.length > 0) {
            const line = pieces.length === 1 ? (pieces[0] as string) : pieces.join('');
            pieces = [];
            emit(line);
          }
          subscriber.complete();
        },
      });
      return () => {
        pieces = [];
        subscription.unsubscribe();
      };
    });
}
