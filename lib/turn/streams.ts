/**
 * The text streamed to a turn's items by delta notifications (agent message
 * and plan text, command and file-change output, reasoning parts), kept
 * apart from the items until `item/completed` brings each item's own.
 *
 * Layout, for a delta that costs the same at 500 items as at 50 and a turn
 * that holds its text about once: each stream's fields are ropes of flat
 * chunks (`a + b` makes a V8 rope node in O(1); V8 joins the rope once, when
 * it is first read). Deltas to one field of one item in a row (codex streams
 * one message at a time) go to `tail` only, so a delta copies nothing but
 * this small record; the tail is copied once into a flat chunk and appended
 * to its stream when the deltas move to another field or item, or every
 * CHUNK characters: only then is `list` copied (O(streams)).
 */
import type { ThreadItemLike } from './events.js';
import { indexWith, positionIn } from './item-list.js';
import {
  appended,
  flat,
  storedOf,
  type ItemStream,
  type StoredStream,
  type StreamField,
} from './item-stream.js';

export type { ItemStream, StoredStream, StreamField };

/**
 * The streams of one turn: what `streamOf(snapshot, itemId)` and
 * `liveItems(snapshot)` read. Plain data, immutable like the snapshot that
 * holds it (JSON and `structuredClone` keep it readable). Read it through
 * those functions: its fields are the library's own layout and may change in
 * any release.
 */
export interface TurnStreams {
  /** One entry per item that had a delta, in order of its first one, as of its last flush. */
  readonly list: readonly StoredStream[];
  /** Item id -> position in `list` (an index like the items', item-list.ts). */
  readonly index: ReadonlyMap<string, number>;
  /** Position in `list` of the stream the latest deltas went to; -1: none. */
  readonly open: number;
  /** The field of that stream they went to. */
  readonly field: StreamField;
  /** Reasoning and summary: the index of the part they went to. */
  readonly part: number;
  /** Those deltas, not yet appended to `list[open]`. */
  readonly tail: string;
  /** The tail is agent message text: it also ends `agentText`. */
  readonly agent: boolean;
  /** Every accepted agent message delta in arrival order, but the tail. */
  readonly agentBase: string;
  /**
   * `agentBase` when the tail's item had no text yet (a new agent message
   * streaming): on its completion, `agentText` is that and the item's own text.
   */
  readonly agentStart: string | null;
  /** Most output characters kept per running item; `null`: all (JSON has no Infinity). */
  readonly maxOutput: number | null;
}

/** Characters of a tail before it is copied into one flat chunk. */
const CHUNK = 16 * 1024;

// Records here are written field by field, not spread (`{ ...s, tail }`): on
// Node 20 a spread of a small object costs 0.5-1 us, a literal 50-70 ns, and
// the delta path makes one of these and one state per delta.

function streamsOf(
  list: readonly StoredStream[],
  index: ReadonlyMap<string, number>,
  open: number,
  field: StreamField,
  part: number,
  tail: string,
  agent: boolean,
  agentBase: string,
  agentStart: string | null,
  maxOutput: number | null,
): TurnStreams {
  return { list, index, open, field, part, tail, agent, agentBase, agentStart, maxOutput };
}

/** `s` with another tail (the next delta of the open tail: the common case). */
function withTail(s: TurnStreams, tail: string): TurnStreams {
  const { list, index, open, field, part, agent, agentBase, agentStart, maxOutput } = s;
  return streamsOf(list, index, open, field, part, tail, agent, agentBase, agentStart, maxOutput);
}

/** `s` with another list (a copy about to change). */
function withList(s: TurnStreams, list: readonly StoredStream[]): TurnStreams {
  const { index, open, field, part, tail, agent, agentBase, agentStart, maxOutput } = s;
  return streamsOf(list, index, open, field, part, tail, agent, agentBase, agentStart, maxOutput);
}

export function emptyStreams(maxOutput: number | null): TurnStreams {
  return streamsOf([], new Map(), -1, 'text', 0, '', false, '', null, maxOutput);
}

/** Every accepted `item/agentMessage/delta`, concatenated in arrival order. */
export function agentTextOf(streams: TurnStreams): string {
  return streams.agent ? streams.agentBase + streams.tail : streams.agentBase;
}

/**
 * `streams` with the tail copied into one flat chunk and appended to its
 * stream (agent text: to `agentBase` too, one chunk for both), then `open`
 * on `field`/`part` of the stream at `position` with `tail`. `list` is a
 * copy of `streams.list` the caller may have added to.
 */
function reopened(
  streams: TurnStreams,
  list: StoredStream[],
  index: ReadonlyMap<string, number>,
  position: number,
  field: StreamField,
  part: number,
  tail: string,
  agent: boolean,
  agentStart: string | null,
): TurnStreams {
  let agentBase = streams.agentBase;
  if (streams.open >= 0 && streams.tail.length > 0) {
    const chunk = flat(streams.tail);
    const s = list[streams.open] as StoredStream;
    list[streams.open] = appended(s, streams.field, streams.part, chunk, streams.maxOutput);
    if (streams.agent) agentBase = agentBase + chunk;
  }
  const { maxOutput } = streams;
  return streamsOf(
    list,
    index,
    position,
    field,
    part,
    tail,
    agent,
    agentBase,
    agentStart,
    maxOutput,
  );
}

/** Position in `streams.list` of the stream of `itemId`, or `undefined`. */
export function streamPosition(streams: TurnStreams, itemId: string): number | undefined {
  // A snapshot read back from JSON has lost its Map: then by a scan.
  if (!(streams.index instanceof Map)) {
    const position = streams.list.findIndex((s) => s.itemId === itemId);
    return position < 0 ? undefined : position;
  }
  return positionIn(streams.index, streams.list.length, itemId);
}

/**
 * `streams` with `delta` appended to `field` (and `part`) of the stream of
 * `itemId`. `agent`: the delta is agent message text (also appended to
 * `agentText`).
 */
export function withDelta(
  streams: TurnStreams,
  itemId: string,
  field: StreamField,
  part: number,
  delta: string,
  agent: boolean,
): TurnStreams {
  const { open, list, index } = streams;
  const position = positionIn(index, list.length, itemId);
  if (position === open && field === streams.field && part === streams.part) {
    if (agent === streams.agent) {
      const tail = streams.tail + delta;
      if (tail.length < CHUNK) return withTail(streams, tail);
      // Long enough: flushed as one chunk, the tail goes on empty.
      const full = withTail(streams, tail);
      return reopened(full, list.slice(), index, open, field, part, '', agent, streams.agentStart);
    }
  }
  // The deltas move on: the tail goes to its stream, a new one opens here.
  const copy = list.slice();
  if (position !== undefined) {
    const fresh = agent && (copy[position] as StoredStream).text.length === 0;
    const start = fresh ? agentTextOf(streams) : null;
    return reopened(streams, copy, index, position, field, part, delta, agent, start);
  }
  const empty: ItemStream = {
    itemId,
    text: '',
    output: '',
    outputDropped: 0,
    reasoning: [],
    summary: [],
  };
  copy.push(storedOf(empty, '', '', 0, [], [], false));
  const start = agent ? agentTextOf(streams) : null;
  const grown = indexWith(index, list.length, itemId);
  return reopened(streams, copy, grown, list.length, field, part, delta, agent, start);
}

/** The stream at `position` as a reader sees it: the open tail included. */
export function streamAt(streams: TurnStreams, position: number): ItemStream {
  const stored = streams.list[position] as StoredStream;
  const s =
    position === streams.open && streams.tail.length > 0
      ? appended(stored, streams.field, streams.part, streams.tail, streams.maxOutput)
      : stored;
  const { itemId, text, output, outputDropped, reasoning, summary } = s;
  return { itemId, text, output, outputDropped, reasoning, summary };
}

/**
 * The item at `position` has completed (or was reported over): its stream is
 * marked so (readers then show the item's own fields) and no delta reaches it
 * any more. On `item/completed` (`own`), the streamed output goes (the item
 * carries the whole output: kept once, not twice) and a streamed text equal
 * to the item's own takes the item's string, in `agentText` too when the
 * message streamed alone: the turn holds its text once.
 */
export function completedAt(
  streams: TurnStreams,
  position: number,
  item: ThreadItemLike,
  own: boolean,
): TurnStreams {
  const stored = streams.list[position] as StoredStream;
  if (stored.completed && (!own || stored.output === '')) return streams;
  const wasOpen = position === streams.open;
  const s = streamAt(streams, position);
  // Its tail flushed, no tail open any more.
  const closed = wasOpen
    ? reopened(streams, streams.list.slice(), streams.index, -1, 'text', 0, '', false, null)
    : withList(streams, streams.list.slice());
  const sameText = own && typeof item.text === 'string' && item.text === s.text;
  const text = sameText ? (item.text as string) : s.text;
  const output = own ? '' : s.output;
  (closed.list as StoredStream[])[position] = storedOf(
    s,
    text,
    output,
    s.outputDropped,
    s.reasoning,
    s.summary,
    true,
  );
  if (!(sameText && wasOpen && streams.agent && streams.agentStart !== null)) return closed;
  const { list, index, maxOutput } = closed;
  const agentBase = streams.agentStart + text;
  return streamsOf(list, index, -1, 'text', 0, '', false, agentBase, null, maxOutput);
}

/**
 * `items` with streamed text filled in where an item has not completed yet
 * (an agent message or plan mid-stream shows its text so far, a running
 * command its output so far). O(items + streams): for display.
 */
export function withStreamedText<T extends { readonly id: string; readonly type: string }>(
  items: readonly T[],
  streams: TurnStreams,
): T[] {
  const positions = new Map<string, number>();
  streams.list.forEach((s, i) => positions.set(s.itemId, i));
  return items.map((item) => {
    const position = positions.get(item.id);
    if (position === undefined || (streams.list[position] as StoredStream).completed) return item;
    const stream = streamAt(streams, position);
    if ((item.type === 'agentMessage' || item.type === 'plan') && stream.text.length > 0)
      return { ...item, text: stream.text };
    if (item.type === 'commandExecution' && stream.output.length > 0)
      return { ...item, aggregatedOutput: stream.output };
    return item;
  });
}
