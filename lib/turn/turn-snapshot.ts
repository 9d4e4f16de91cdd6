/**
 * The public view of a turn: `TurnSnapshot`, what `thread.run()`,
 * `client.run()` and `turnSnapshots()` emit and what `runAndWait()` /
 * `collectTurn()` end with: the reducer's state (turn-state.ts) projected
 * onto documented fields, with items and usage typed by the domain model.
 * A plain value: data properties only.
 *
 * Projection cost: O(1), a pick of fields (the state keeps them typed).
 */
import { map, type OperatorFunction } from 'rxjs';
import type { ThreadItem } from '../domain/thread-item.js';
import type { TokenUsage } from '../domain/token-usage.js';
import type { Turn, TurnError, TurnStatus } from '../domain/turn.js';
import type { ItemStream, TurnStreams } from './streams.js';
import { streamAt, streamPosition, withStreamedText } from './streams.js';
import type { TurnState } from './turn-state.js';

/** `pending` until the `turn/start` response gives the turn id; then the turn's own status. */
export type TurnSnapshotStatus = 'pending' | TurnStatus;

/**
 * One turn at one moment: an immutable value (later events produce new
 * snapshots and never change an earlier one, so a UI may keep any snapshot it
 * was given). The last snapshot of a turn has `done: true`.
 *
 * @example
 * thread.run('Say hi').subscribe((s) => console.log(s.status, s.agentText));
 */
export interface TurnSnapshot {
  /** The thread the turn runs on. */
  readonly threadId: string;
  /** The turn's id, from the `turn/start` response; `null` while that response is outstanding. */
  readonly turnId: string | null;
  /** `pending`, then `inProgress`, then the status `turn/completed` reported (`completed`, `interrupted`, `failed`). */
  readonly status: TurnSnapshotStatus;
  /**
   * The turn's items in order of first report, each the merge of every report
   * of it (`item/started`, `item/completed`, the turn payloads): a completed
   * report wins over an in-progress one. Typed; `GenericThreadItem` for a type
   * this library does not know. Text still streaming is not in them: read it
   * with `streamOf(snapshot, itemId)`, or use `liveItems(snapshot)`.
   *
   * A plain array, shared by consecutive snapshots while the items do not
   * change.
   */
  readonly items: readonly ThreadItem[];
  /** Every accepted `item/agentMessage/delta`, concatenated in arrival order. */
  readonly agentText: string;
  /** Number of streamed deltas accepted so far (every kind). */
  readonly deltaCount: number;
  /**
   * The turn's answer: the agent message with phase `final_answer`, else the
   * last agent message. Set when an agent message completes, and at the end of
   * the turn (then from streamed text if the last message never completed,
   * e.g. interrupted). `null` while there is none.
   */
  readonly finalText: string | null;
  /** The latest `thread/tokenUsage/updated` of this turn, `null` before the first. */
  readonly usage: TokenUsage | null;
  /** The turn's failure: `turn.error` of `turn/completed`, else the last `error` notification codex does not retry. */
  readonly error: TurnError | null;
  /** The last `error` notification with `willRetry: true` (codex retries the model request by itself). */
  readonly retryError: TurnError | null;
  /** Both the `turn/start` response and `turn/completed` have arrived: this is the last snapshot. */
  readonly done: boolean;
  /**
   * The turn as the server last described it (`turn/completed`, else
   * `turn/started`, else the `turn/start` response) with `items` in place of
   * its own (`turn/completed` carries none); `null` while `turnId` is.
   */
  readonly turn: Turn | null;
  /** Text streamed to the items so far: read it with `streamOf(snapshot, itemId)` or `liveItems(snapshot)`. */
  readonly streams: TurnStreams;
}

/** The last snapshot of a turn (`done: true`): what `runAndWait()`, `collectTurn()` and `waitTurn()` give. */
export interface DoneTurnSnapshot extends TurnSnapshot {
  readonly turnId: string;
  /** The status `turn/completed` reported. */
  readonly status: TurnStatus;
  readonly done: true;
  readonly turn: Turn;
}

export type { ItemStream, TurnStreams };

/** Options of a turn's snapshots. */
export interface TurnSnapshotOptions {
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
 * One state as a snapshot: the fields a snapshot documents, picked (the state
 * keeps them typed, turn-state.ts: items are converted once each, when they
 * change, and shared by consecutive snapshots while they do not).
 *
 * @example
 * states$.pipe(map(toSnapshot));
 */
export function toSnapshot(state: TurnState): TurnSnapshot {
  return {
    threadId: state.threadId,
    turnId: state.turnId,
    status: state.status,
    items: state.typedItems,
    agentText: state.agentText,
    deltaCount: state.deltaCount,
    finalText: state.finalText,
    usage: state.usage,
    error: state.error as TurnError | null,
    retryError: state.retryError as TurnError | null,
    done: state.done,
    turn: state.turn,
    streams: state.streams,
  };
}

/** States as snapshots (`map(toSnapshot)`). */
export function toSnapshots(): OperatorFunction<TurnState, TurnSnapshot> {
  return map(toSnapshot);
}

/**
 * The text streamed so far for one item, or `undefined` if none was.
 *
 * @example
 * streamOf(snapshot, 'msg_1')?.text; // 'Hello, wor'
 */
export function streamOf(snapshot: TurnSnapshot, itemId: string): ItemStream | undefined {
  const position = streamPosition(snapshot.streams, itemId);
  return position === undefined ? undefined : streamAt(snapshot.streams, position);
}

/**
 * One item by id, as merged so far.
 *
 * @example
 * itemOf(snapshot, 'cmd_1')?.type; // 'commandExecution'
 */
export function itemOf(snapshot: TurnSnapshot, itemId: string): ThreadItem | undefined {
  return snapshot.items.find((item) => item.id === itemId);
}

/**
 * The items with streamed text filled in where an item has not completed yet
 * (an agent message mid-stream shows its text so far, a running command its
 * output so far). O(items): for display, not for a hot path.
 *
 * @example
 * liveItems(snapshot).find((i) => i.type === 'agentMessage');
 */
export function liveItems(snapshot: TurnSnapshot): ThreadItem[] {
  return withStreamedText(snapshot.items, snapshot.streams);
}

/** Narrows a snapshot to the last one of its turn. */
export function isDoneSnapshot(snapshot: TurnSnapshot): snapshot is DoneTurnSnapshot {
  return snapshot.done && snapshot.turnId !== null && snapshot.turn !== null;
}
