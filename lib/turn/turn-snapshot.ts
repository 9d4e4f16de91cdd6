/**
 * The public view of a turn: `TurnSnapshot`, what `thread.run()`,
 * `client.run()` and `turnSnapshots()` emit and what `runAndWait()` /
 * `collectTurn()` end with. The reducer folds notifications into its own
 * accumulator (turn-state.ts: persistent vectors, indices, ranks); a snapshot
 * is that accumulator projected onto documented fields, with items and usage
 * typed by the domain model.
 *
 * Projection cost: O(1) per delta. On an item event only the items that
 * changed are converted (each raw item once, kept in a persistent vector);
 * the public array of typed items is built from that vector once per version
 * of the items, and on turns with many items only when first read (see
 * `snapshotProjector`).
 */
import { defer, map, type OperatorFunction } from 'rxjs';
import { threadItemOrGeneric, type ThreadItem } from '../domain/thread-item.js';
import { tokenUsageFromDecoded, type TokenUsage } from '../domain/token-usage.js';
import { turnWithItems, type Turn, type TurnError, type TurnStatus } from '../domain/turn.js';
import type { ThreadItemLike, ThreadTokenUsageLike, TurnLike } from './events.js';
import {
  emptyPVec,
  pvecDiff,
  pvecFromArray,
  pvecGet,
  pvecPush,
  pvecSet,
  pvecToArray,
  type PVec,
} from './pvec.js';
import {
  streamOf as stateStreamOf,
  type ItemStream,
  type TurnState,
  type TurnStateCold,
  type TurnStateRecord,
} from './turn-state.js';

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
   * change. On a turn with more than 32 items, a snapshot made by an item
   * event has `items` (and `turn`) as enumerable getters that build the array
   * on first read and then return that same array (so an item event costs
   * the same at 500 items as at 50 when no one reads them); JSON, spreading,
   * `structuredClone` and equality checks see ordinary values.
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
 * Snapshots made by an item event of a turn with more items than this get
 * `items` (and `turn`) as getters that build the array when first read:
 * below one vector leaf, copying the pointers costs less than defining them.
 */
const LAZY_ITEMS_ABOVE = 32;

/**
 * The typed items of one version of a turn's items (a persistent vector) and
 * their array, built once, when first asked for; and the turn with them.
 * Shared by every snapshot made while the items stay the same.
 */
class ItemsCell {
  private array: readonly ThreadItem[] | null = null;
  private turn: Turn | null | undefined = undefined;

  constructor(
    readonly typed: PVec<ThreadItem>,
    /** The state the items were projected from (the accumulator of a snapshot with getters). */
    readonly state: TurnState | null,
    /** The turn as the server described it when the items were these. */
    readonly described: TurnLike | null,
  ) {}

  items(): readonly ThreadItem[] {
    return (this.array ??= pvecToArray(this.typed));
  }

  /** The turn of `described` (read once: `described` never changes for a cell). */
  describedTurn(): Turn | null {
    if (this.turn === undefined)
      this.turn =
        this.described === null || this.state === null
          ? null
          : domainTurn(this.described, this.state.threadId, this.items());
    return this.turn;
  }
}

const EMPTY_ITEMS: PVec<ThreadItem> = /* @__PURE__ */ emptyPVec();

// Snapshots whose `items` and `turn` are getters (item events of large turns)
// hold their cell (which holds their state) where the others hold their state:
// the getters are shared functions, so they find it there.
function lazyItems(this: WithAccumulator): readonly ThreadItem[] {
  return (this[ACCUMULATOR] as unknown as ItemsCell).items();
}

function lazyTurn(this: WithAccumulator): Turn | null {
  return (this[ACCUMULATOR] as unknown as ItemsCell).describedTurn();
}

// Shared descriptors: every lazy snapshot gets the same getters (V8 then
// shares one object shape between them).
const LAZY_ITEMS: PropertyDescriptor = { get: lazyItems, enumerable: true, configurable: true };
const LAZY_TURN: PropertyDescriptor = { get: lazyTurn, enumerable: true, configurable: true };

/** `typed` brought up to date with `raw`, converting only the entries that changed. */
function syncTyped(
  previousRaw: PVec<ThreadItemLike>,
  raw: PVec<ThreadItemLike>,
  typed: PVec<ThreadItem>,
): PVec<ThreadItem> {
  if (raw.size < typed.size) {
    // Never happens today (items are only added or replaced): rebuilt, to be safe.
    return pvecFromArray(pvecToArray(raw).map(typedItem));
  }
  let next = typed;
  // pvecDiff reports indices in order, so an index past the end is the next one.
  pvecDiff(previousRaw, raw, (index) => {
    const item = typedItem(pvecGet(raw, index) as ThreadItemLike);
    next = index < next.size ? pvecSet(next, index, item) : pvecPush(next, item);
  });
  return next;
}

/**
 * A projection of one turn's accumulator states onto snapshots, reusing what
 * did not change (typed items, usage, turn) from the previous snapshot. One
 * per turn stream: it remembers the last state it projected.
 *
 * `items` is a public immutable array, so a change of the items needs a new
 * one: O(items) to copy. A snapshot made by an item event of a turn with more
 * than LAZY_ITEMS_ABOVE items therefore gets `items` and `turn` as getters
 * that build them when first read (then cached, and shared by the following
 * snapshots while the items stay the same): an item event costs O(log items)
 * whether or not anyone reads its snapshot's items. The next snapshot made by
 * anything else (a delta, usage) builds the array if no one has, so the
 * snapshots of deltas have plain fields.
 */
export function snapshotProjector(): (state: TurnState) => TurnSnapshot {
  let rawItems: PVec<ThreadItemLike> = emptyPVec();
  let cell = new ItemsCell(EMPTY_ITEMS, null, null);
  let rawUsage: ThreadTokenUsageLike | null = null;
  let usage: TokenUsage | null = null;
  // The turn of plain snapshots whose described turn is not their cell's.
  let turnCell: ItemsCell | null = null;
  let turnDescribed: TurnLike | null = null;
  let turn: Turn | null = null;
  // The last snapshot with plain fields, and the cold half of its state.
  let plain: WithAccumulator | null = null;
  let plainCold: TurnStateCold | null = null;
  return (state) => {
    // A delta (turn-state.ts: a new hot half, the same cold half): only
    // `agentText` and `deltaCount` can differ from the last plain snapshot,
    // every other field derives from the cold half.
    const cold = (state as Partial<TurnStateRecord>).cold;
    if (plain !== null && cold !== undefined && cold === plainCold) {
      const last: WithAccumulator = plain;
      plain = {
        threadId: last.threadId,
        turnId: last.turnId,
        status: last.status,
        items: last.items,
        agentText: state.agentText,
        deltaCount: state.deltaCount,
        finalText: last.finalText,
        usage: last.usage,
        error: last.error,
        retryError: last.retryError,
        done: last.done,
        turn: last.turn,
        [ACCUMULATOR]: state,
      };
      return plain;
    }
    plain = null;
    const described = describedTurn(state);
    let itemsChanged = false;
    if (state.items !== rawItems) {
      const typed = syncTyped(rawItems, state.items, cell.typed);
      rawItems = state.items;
      if (typed !== cell.typed) {
        cell = new ItemsCell(typed, state, described);
        itemsChanged = true;
      }
    }
    if (state.usage !== rawUsage) {
      rawUsage = state.usage;
      usage = state.usage === null ? null : tokenUsageFromDecoded(state.usage);
    }
    if (itemsChanged && cell.typed.size > LAZY_ITEMS_ABOVE) {
      const snapshot = {
        threadId: state.threadId,
        turnId: state.turnId,
        status: state.status,
      } as WithAccumulator;
      Object.defineProperty(snapshot, 'items', LAZY_ITEMS);
      const fields = snapshot as unknown as Record<string, unknown>;
      fields['agentText'] = state.agentText;
      fields['deltaCount'] = state.deltaCount;
      fields['finalText'] = state.finalText;
      fields['usage'] = usage;
      fields['error'] = state.error;
      fields['retryError'] = state.retryError;
      fields['done'] = state.done;
      Object.defineProperty(snapshot, 'turn', LAZY_TURN);
      (fields as { [ACCUMULATOR]?: ItemsCell })[ACCUMULATOR] = cell;
      return snapshot;
    }
    let snapshotTurn: Turn | null;
    if (described === cell.described) snapshotTurn = cell.describedTurn();
    else {
      if (turnCell !== cell || turnDescribed !== described) {
        turnCell = cell;
        turnDescribed = described;
        turn = described === null ? null : domainTurn(described, state.threadId, cell.items());
      }
      snapshotTurn = turn;
    }
    const snapshot: WithAccumulator = {
      threadId: state.threadId,
      turnId: state.turnId,
      status: state.status,
      items: cell.items(),
      agentText: state.agentText,
      deltaCount: state.deltaCount,
      finalText: state.finalText,
      usage,
      error: state.error as TurnError | null,
      retryError: state.retryError as TurnError | null,
      done: state.done,
      turn: snapshotTurn,
      [ACCUMULATOR]: state,
    };
    if (cold !== undefined) {
      plain = snapshot;
      plainCold = cold;
    }
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
  const held = (snapshot as Partial<WithAccumulator>)[ACCUMULATOR] as
    | TurnState
    | ItemsCell
    | undefined;
  return held instanceof ItemsCell ? (held.state ?? undefined) : held;
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
