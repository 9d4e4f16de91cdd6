/**
 * One item's stream (what its deltas wrote) and how its fields grow: text
 * appended, output bounded to its tail, reasoning and summary parts by index.
 */

/** Text streamed for one item by delta notifications, before item/completed says it all. */
export interface ItemStream {
  readonly itemId: string;
  /** `item/agentMessage/delta`, `item/plan/delta`. */
  readonly text: string;
  /**
   * `item/commandExecution/outputDelta`, `item/fileChange/outputDelta`: the
   * tail of at most `maxStreamedOutput` characters while the item runs;
   * emptied when the item completes (the completed item carries the output).
   */
  readonly output: string;
  /** UTF-8 bytes dropped from the head of `output` by `maxStreamedOutput`. */
  readonly outputDropped: number;
  /** `item/reasoning/textDelta`, by `contentIndex`. */
  readonly reasoning: readonly string[];
  /** `item/reasoning/summaryTextDelta`, by `summaryIndex`. */
  readonly summary: readonly string[];
}

/** A stream as kept: its fields up to the last flush, and whether its item has completed. */
export interface StoredStream extends ItemStream {
  readonly completed: boolean;
}

/** Which field of a stream a delta extends. */
export type StreamField = 'text' | 'output' | 'reasoning' | 'summary';

// Written so that the engine cannot drop the read that flattens.
let _flattenSink = 0;

/** `s` as one flat string: V8 flattens a rope in place when a character of it is read. */
export function flat(s: string): string {
  if (s.length > 0) _flattenSink ^= s.charCodeAt(0);
  return s;
}

/** `output` cut to its last `max` characters (never inside a surrogate pair), and the UTF-8 bytes cut. */
function bounded(output: string, max: number | null): [string, number] {
  if (max === null || output.length <= max) return [output, 0];
  let cut = output.length - max;
  const c = output.charCodeAt(cut);
  if (c >= 0xdc00 && c <= 0xdfff) cut++;
  return [output.slice(cut), new TextEncoder().encode(output.slice(0, cut)).length];
}

function withPart(parts: readonly string[], index: number, text: string): readonly string[] {
  const copy = parts.slice();
  for (let i = copy.length; i < index; i++) copy[i] = '';
  copy[index] = (copy[index] ?? '') + text;
  return copy;
}

/** `s` with `text` appended to one of its fields. */
export function appended(
  s: StoredStream,
  field: StreamField,
  part: number,
  text: string,
  max: number | null,
): StoredStream {
  const { output, outputDropped, reasoning, summary, completed } = s;
  switch (field) {
    case 'text':
      return storedOf(s, s.text + text, output, outputDropped, reasoning, summary, completed);
    case 'output': {
      const [kept, dropped] = bounded(output + text, max);
      return storedOf(s, s.text, kept, outputDropped + dropped, reasoning, summary, completed);
    }
    case 'reasoning': {
      const parts = withPart(reasoning, part, text);
      return storedOf(s, s.text, output, outputDropped, parts, summary, completed);
    }
    case 'summary': {
      const parts = withPart(summary, part, text);
      return storedOf(s, s.text, output, outputDropped, reasoning, parts, completed);
    }
  }
}

export function storedOf(
  s: ItemStream,
  text: string,
  output: string,
  outputDropped: number,
  reasoning: readonly string[],
  summary: readonly string[],
  completed: boolean,
): StoredStream {
  return { itemId: s.itemId, text, output, outputDropped, reasoning, summary, completed };
}
