/**
 * The public view of a turn: `TurnSnapshot`, what `thread.run()`,
 * `client.run()` and `turnSnapshots()` emit and what `runAndWait()` /
 * `collectTurn()` end with. The reducer folds notifications into its own
 * accumulator (turn-state.ts: persistent vectors, indices, ranks); a snapshot
 * is that accumulator projected onto documented fields, with items and usage
 * typed by the domain model.
 *
 * Projection cost: O(1) per delta. On an item event only the items that
 * changed are converted (each raw item once); the array of typed items is a
 * new copy of the previous one (pointers only), as snapshots are immutable.
 */
import { defer, map, type OperatorFunction } from 'rxjs';
import { threadItemOrGeneric, type ThreadItem } from '../domain/thread-item.js';
import { tokenUsageFromDecoded, type TokenUsage } from '../domain/token-usage.js';
import { turnWithItems, type Turn, type TurnError, type TurnStatus } from '../domain/turn.js';
import type { ThreadItemLike, ThreadTokenUsageLike, TurnLike } from './events.js';
import { emptyPVec, pvecDiff, pvecGet, type PVec } from './pvec.js';
import { streamOf as stateStreamOf, type ItemStream, type TurnState } from './turn-state.js';

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
}

/** The last snapshot of a turn (`done: true`): what `runAndWait()`, `collectTurn()` and `waitTurn()` give. */
export interface DoneTurnSnapshot extends TurnSnapshot {
  readonly turnId: string;
  /** The status `turn/completed` reported. */
  readonly status: TurnStatus;
  readonly done: true;
  readonly turn: Turn;
}

export type { ItemStream };

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

// The accumulator a snapshot was projected from, for streamOf / liveItems. A
// symbol key: not enumerable by JSON.stringify, not part of the public type.
const ACCUMULATOR: unique symbol = Symbol('codex-rx.turnAccumulator');
type WithAccumulator = TurnSnapshot & { readonly [ACCUMULATOR]: TurnState };

// Raw item -> typed item, converted once per raw item object.
const typedItems = new WeakMap<ThreadItemLike, ThreadItem>();

function typedItem(item: ThreadItemLike): ThreadItem {
  let typed = typedItems.get(item);
  if (typed === undefined) {
    typed = threadItemOrGeneric(item);
    typedItems.set(item, typed);
  }
  return typed;
}

function describedTurn(state: TurnState): TurnLike | null {
  return state.finalTurn ?? state.startedTurn ?? state.initialTurn;
}

/**
 * A projection of one turn's accumulator states onto snapshots, reusing what
 * did not change (typed items, usage, turn) from the previous snapshot. One
 * per turn stream: it remembers the last state it projected.
 */
export function snapshotProjector(): (state: TurnState) => TurnSnapshot {
  let rawItems: PVec<ThreadItemLike> = emptyPVec();
  let items: readonly ThreadItem[] = [];
  let rawUsage: ThreadTokenUsageLike | null = null;
  let usage: TokenUsage | null = null;
  let rawTurn: TurnLike | null = null;
  let turn: Turn | null = null;
  return (state) => {
    let itemsChanged = false;
    if (state.items !== rawItems) {
      // Only the entries that changed are converted (found in O(log items)
      // through the vectors' shared nodes); the array itself is copied, as
      // snapshots are immutable values.
      const next = state.items;
      let copy: ThreadItem[] | null = null;
      pvecDiff(rawItems, next, (index) => {
        copy ??= items.slice(0, next.size);
        copy[index] = typedItem(pvecGet(next, index) as ThreadItemLike);
      });
      if (copy === null && next.size !== items.length) copy = items.slice(0, next.size);
      rawItems = next;
      if (copy !== null) {
        items = copy;
        itemsChanged = true;
      }
    }
    if (state.usage !== rawUsage) {
      rawUsage = state.usage;
      usage = state.usage === null ? null : tokenUsageFromDecoded(state.usage);
    }
    const described = describedTurn(state);
    if (described !== rawTurn || itemsChanged) {
      rawTurn = described;
      turn = described === null ? null : domainTurn(described, state.threadId, items);
    }
    const snapshot: WithAccumulator = {
      threadId: state.threadId,
      turnId: state.turnId,
      status: state.status,
      items,
      agentText: state.agentText,
      deltaCount: state.deltaCount,
      finalText: state.finalText,
      usage,
      error: state.error as TurnError | null,
      retryError: state.retryError as TurnError | null,
      done: state.done,
      turn,
      [ACCUMULATOR]: state,
    };
    return snapshot;
  };
}

/** `snapshotProjector` as an operator: one projector per subscription. */
export function toSnapshots(): OperatorFunction<TurnState, TurnSnapshot> {
  return (source) => defer(() => source.pipe(map(snapshotProjector())));
}

/** The reducer's turns are decoded protocol turns (events.ts types only the fields the reducer reads). */
function domainTurn(turn: TurnLike, threadId: string, items: readonly ThreadItem[]): Turn {
  return turnWithItems(turn as unknown as Parameters<typeof turnWithItems>[0], threadId, items);
}

function accumulatorOf(snapshot: TurnSnapshot): TurnState | undefined {
  return (snapshot as Partial<WithAccumulator>)[ACCUMULATOR];
}

/**
 * The text streamed so far for one item, or `undefined` if none was (or the
 * snapshot was not made by this library, e.g. deserialized).
 *
 * @example
 * streamOf(snapshot, 'msg_1')?.text; // 'Hello, wor'
 */
export function streamOf(snapshot: TurnSnapshot, itemId: string): ItemStream | undefined {
  const state = accumulatorOf(snapshot);
  return state === undefined ? undefined : stateStreamOf(state, itemId);
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
  const state = accumulatorOf(snapshot);
  if (state === undefined) return [...snapshot.items];
  return snapshot.items.map((item, index) => {
    if (item.type === 'generic' || pvecGet(state.itemRanks, index) === 3) return item;
    const stream = stateStreamOf(state, item.id);
    if (stream === undefined) return item;
    if ((item.type === 'agentMessage' || item.type === 'plan') && stream.text.length > 0) {
      return { ...item, text: stream.text };
    }
    if (item.type === 'commandExecution' && stream.output.length > 0) {
      return { ...item, aggregatedOutput: stream.output };
    }
    return item;
  });
}

/** Narrows a snapshot to the last one of its turn. */
export function isDoneSnapshot(snapshot: TurnSnapshot): snapshot is DoneTurnSnapshot {
  return snapshot.done && snapshot.turnId !== null && snapshot.turn !== null;
}
