/**
 * The state of one turn, as the turn reducer folds it: a plain immutable
 * value (later events produce new states and never change an earlier one,
 * so a UI may keep any state it was given).
 */
import type {
  ThreadItemLike,
  ThreadTokenUsageLike,
  TurnErrorLike,
  TurnInput,
  TurnLike,
} from './events.js';
import { positionOf, type ItemList } from './item-list.js';
import {
  emptyStreams,
  streamAt,
  streamPosition,
  withStreamedText,
  type ItemStream,
  type TurnStreams,
} from './streams.js';

export type { ItemStream, TurnStreams };

/** `pending` until the `turn/start` response gives the turn id; then the turn's own status. */
export type TurnStateStatus = 'pending' | 'inProgress' | 'completed' | 'interrupted' | 'failed';

/** Events kept until the turn id is known, newest first (O(1) to add). */
export interface BufferedEvents {
  readonly event: TurnInput;
  readonly next: BufferedEvents | null;
}

export interface TurnState extends ItemList {
  readonly threadId: string;
  /** From the `turn/start` response; `null` while it is outstanding. */
  readonly turnId: string | null;
  readonly status: TurnStateStatus;
  /** Text streamed by deltas (streams.ts); read with `streamOf`. */
  readonly streams: TurnStreams;
  /** Every accepted `item/agentMessage/delta`, concatenated in arrival order. */
  readonly agentText: string;
  /** Number of deltas accepted so far. */
  readonly deltaCount: number;
  /**
   * The agent message with phase `final_answer`, else the last agent message;
   * set when an agent message completes, and at the end of the turn (then from
   * streamed text if the last message never completed, e.g. interrupted).
   */
  readonly finalText: string | null;
  /** A `final_answer` agent message has completed: its text is final, later agent deltas are ignored. */
  readonly finalAnswerKnown: boolean;
  /** Latest `thread/tokenUsage/updated` for this turn. */
  readonly usage: ThreadTokenUsageLike | null;
  /** The turn's failure: `turn.error` of turn/completed, else the last non-retried `error` notification. */
  readonly error: TurnErrorLike | null;
  /** Last `error` notification with `willRetry: true` (codex retries by itself). */
  readonly retryError: TurnErrorLike | null;
  /** The turn of the `turn/start` response. */
  readonly initialTurn: TurnLike | null;
  /** The turn of `turn/started` (null if it has not arrived). */
  readonly startedTurn: TurnLike | null;
  /** The turn of `turn/completed`. */
  readonly finalTurn: TurnLike | null;
  readonly responseReceived: boolean;
  readonly terminalEventReceived: boolean;
  /** Both the response and `turn/completed` have arrived: the last state. */
  readonly done: boolean;
  /** Events for this thread received before the turn id was known. */
  readonly buffered: BufferedEvents | null;
}

/** Options of the turn state. */
export interface TurnStateOptions {
  /**
   * Most characters of streamed command / file-change output kept per running
   * item: the tail is kept, `ItemStream.outputDropped` counts the bytes
   * dropped. For UIs that show live output of commands that print a lot.
   * Default `Infinity`. Either way the output is kept once: when the item
   * completes its streamed output is dropped for the item's own.
   */
  readonly maxStreamedOutput?: number;
}

/**
 * The state before anything has arrived.
 *
 * @example
 * const state$ = events$.pipe(scan(reduceTurn, initialTurnState('thr_1')));
 */
export function initialTurnState(threadId: string, options: TurnStateOptions = {}): TurnState {
  const maxStreamedOutput = options.maxStreamedOutput ?? Infinity;
  if (!(maxStreamedOutput >= 0))
    throw new RangeError(`maxStreamedOutput must be >= 0, got ${maxStreamedOutput}`);
  return {
    threadId,
    turnId: null,
    status: 'pending',
    items: [],
    itemRanks: [],
    itemIndex: new Map(),
    streams: emptyStreams(maxStreamedOutput === Infinity ? null : maxStreamedOutput),
    agentText: '',
    deltaCount: 0,
    finalText: null,
    finalAnswerKnown: false,
    usage: null,
    error: null,
    retryError: null,
    initialTurn: null,
    startedTurn: null,
    finalTurn: null,
    responseReceived: false,
    terminalEventReceived: false,
    done: false,
    buffered: null,
  };
}

/**
 * `state` after a delta: its streams, agent text and count. Written field by
 * field (in `initialTurnState`'s order): on Node 20 a spread of a state
 * (`{ ...state, streams }`) costs about 1 us, this literal under 0.1 us, and
 * a turn has a state per delta. Other events, far fewer, spread.
 */
export function withStreams(state: TurnState, streams: TurnStreams, agentText: string): TurnState {
  return {
    threadId: state.threadId,
    turnId: state.turnId,
    status: state.status,
    items: state.items,
    itemRanks: state.itemRanks,
    itemIndex: state.itemIndex,
    streams,
    agentText,
    deltaCount: state.deltaCount + 1,
    finalText: state.finalText,
    finalAnswerKnown: state.finalAnswerKnown,
    usage: state.usage,
    error: state.error,
    retryError: state.retryError,
    initialTurn: state.initialTurn,
    startedTurn: state.startedTurn,
    finalTurn: state.finalTurn,
    responseReceived: state.responseReceived,
    terminalEventReceived: state.terminalEventReceived,
    done: state.done,
    buffered: state.buffered,
  };
}

/**
 * The text streamed so far for one item, or `undefined` if none was.
 *
 * @example
 * streamOf(state, 'msg_1')?.text; // 'Hello, wor'
 */
export function streamOf(state: TurnState, itemId: string): ItemStream | undefined {
  const position = streamPosition(state.streams, itemId);
  return position === undefined ? undefined : streamAt(state.streams, position);
}

/**
 * One item by id, as merged so far.
 *
 * @example
 * itemOf(state, 'cmd_1')?.status; // 'inProgress'
 */
export function itemOf(state: TurnState, itemId: string): ThreadItemLike | undefined {
  const position = positionOf(state, itemId);
  return position === undefined ? undefined : state.items[position];
}

/**
 * The items with streamed text filled in where an item has not completed yet
 * (an agent message mid-stream shows its text so far). O(items): for display.
 *
 * @example
 * liveItems(state).find((i) => i.type === 'agentMessage')?.text;
 */
export function liveItems(state: TurnState): ThreadItemLike[] {
  return withStreamedText(state.items, state.streams);
}
