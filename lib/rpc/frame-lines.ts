import { Observable, type OperatorFunction } from 'rxjs';
import { LineSplitter, checkMaxLineLength } from '../transport/line-splitter.js';

// The splitter lives with the transports: the stdio fallback splits lines too.

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
