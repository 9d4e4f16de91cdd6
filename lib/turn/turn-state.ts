/**
 * The state of one turn, as the turn reducer folds it: a plain immutable
 * value (later events produce new states and never change an earlier one,
 * so a UI may keep any state it was given).
 */
import type { TokenUsage } from '../domain/token-usage.js';
import type { Turn } from '../domain/turn.js';
import type { ThreadItemLike, TurnErrorLike, TurnInput, TurnLike } from './events.js';
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
  /** Latest `thread/tokenUsage/updated` for this turn, typed. */
  readonly usage: TokenUsage | null;
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
  /**
   * The turn as the server last described it (`finalTurn`, else `startedTurn`,
   * else `initialTurn`), typed, with `typedItems` as its items: what
   * snapshots show (set by `reduceTurn` when either changes).
   */
  readonly turn: Turn | null;
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
  const initial: TurnState = {
    threadId,
    turnId: null,
    status: 'pending',
    items: [],
    itemRanks: [],
    itemIndex: new Map(),
    typedItems: [],
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
    turn: null,
    responseReceived: false,
    terminalEventReceived: false,
    done: false,
    buffered: null,
  };
  return reshaped(initial, null);
}

/**
 * Every state is built here, field by field in `initialTurnState`'s order:
 * one literal, so every state has one hidden class and the reducer's reads
 * stay monomorphic (spreads, `{ ...state, x }`, make a class of their own
 * each; reducers spread freely, `reduceTurn` gives each result this shape).
 * A literal also costs a tenth of a spread on Node 20, and a turn has a state
 * per delta.
 */
function shaped(
  s: TurnState,
  streams: TurnStreams,
  agentText: string,
  deltaCount: number,
  turn: Turn | null,
): TurnState {
  return {
    threadId: s.threadId,
    turnId: s.turnId,
    status: s.status,
    items: s.items,
    itemRanks: s.itemRanks,
    itemIndex: s.itemIndex,
    typedItems: s.typedItems,
    streams,
    agentText,
    deltaCount,
    finalText: s.finalText,
    finalAnswerKnown: s.finalAnswerKnown,
    usage: s.usage,
    error: s.error,
    retryError: s.retryError,
    initialTurn: s.initialTurn,
    startedTurn: s.startedTurn,
    finalTurn: s.finalTurn,
    turn,
    responseReceived: s.responseReceived,
    terminalEventReceived: s.terminalEventReceived,
    done: s.done,
    buffered: s.buffered,
  };
}

/** `state` after a delta: its streams, agent text and count. */
export function withStreams(state: TurnState, streams: TurnStreams, agentText: string): TurnState {
  return shaped(state, streams, agentText, state.deltaCount + 1, state.turn);
}

/** `state` (perhaps spread from another) in the one shape of states, with `turn`. */
export function reshaped(state: TurnState, turn: Turn | null): TurnState {
  return shaped(state, state.streams, state.agentText, state.deltaCount, turn);
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
