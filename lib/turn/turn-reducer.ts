/**
 * The turn reducer: a table from event method to a pure `(state, params) =>
 * state` function (NgRx `createReducer(on(...))` style), plus the routing every
 * entry shares. Drop it into `scan`:
 *
 *   merge(events$, response$.pipe(map(startResponseEvent))).pipe(scan(reduceTurn, initialTurnState(threadId)))
 *
 * Rules (from the protocol: a turn's events may precede the `turn/start`
 * response, `item/completed` is authoritative, usage arrives on its own; see
 * docs/architecture.md, "Protocol facts"; and issue 4):
 * - Only events of `state.threadId` count. Until the `turn/start` response gives
 *   the turn id they are buffered, then replayed in arrival order; afterwards
 *   events of other turns are ignored.
 * - The turn is `done` once both the response and `turn/completed` have arrived,
 *   in either order. A done state never changes again.
 * - Items merge by status rank (item-merge.ts). Deltas are ignored once their
 *   item has completed, once `turn/completed` has arrived, and (agent message
 *   deltas) once a `final_answer` message has completed.
 * - `thread/read#reconcile` (reconcileEvent: the server's view of the turn after
 *   a reconnect or replay gap) replaces the items (reconcile.ts) and completes
 *   the turn, with the server's status, when the server says it is over.
 * - Irrelevant events return the very same state object, so `distinctUntilChanged()`
 *   drops them.
 *
 * Cost: a delta touches one slot of a persistent vector (pvec.ts) and the
 * state's own fields, never the item list, so it does not grow with the number
 * of items. An item event sets or pushes one slot of the item and rank
 * vectors (O(log items)); the final text is picked among the agent messages
 * only. The first delta of an item appends its id to the shared stream index
 * (append-index.ts: in place, O(1)).
 */
import {
  TURN_RECONCILE,
  TURN_START_RESPONSE,
  type DeltaMethod,
  type DeltaParams,
  type ErrorNotificationParams,
  type ItemNotificationParams,
  type ThreadItemLike,
  type TokenUsageUpdatedParams,
  type TurnEvent,
  type TurnInput,
  type TurnLike,
  type TurnNotificationParams,
  type TurnReconcileParams,
  type TurnStartResponseLike,
} from './events.js';
import { finalTextOf } from './final-text.js';
import { mergeItem, reportRank, type ItemRank, type ItemSource } from './item-merge.js';
import { indexAdd, indexGet } from './append-index.js';
import { pvecFromArray, pvecGet, pvecPush, pvecSet, pvecSetPush, pvecToArray } from './pvec.js';
import { reconcileItems } from './reconcile.js';
import {
  deltaState,
  patchCold,
  patchHot,
  runDeltaState,
  streamOf,
  type BufferedEvents,
  type ItemStream,
  type TurnState,
  streamOfFields,
} from './turn-state.js';

type ParamsOf<M extends TurnEvent['method'], E = TurnEvent> = E extends {
  method: infer N;
  params: infer P;
}
  ? M extends N
    ? P
    : never
  : never;
type Handler<P> = (state: TurnState, params: P) => TurnState;

/** One table entry, NgRx-style. */
function on<M extends TurnEvent['method']>(
  method: M,
  handler: Handler<ParamsOf<M>>,
): [string, Handler<never>] {
  return [method, handler as Handler<never>];
}

// ---- items ----

function putItem(state: TurnState, item: ThreadItemLike, source: ItemSource): TurnState {
  const rank = reportRank(item, source);
  const index = indexGet(state.itemIndex, item.id);
  if (index === undefined) {
    const position = state.items.size;
    const agent = item.type === 'agentMessage';
    return patchCold(state, {
      items: pvecPush(state.items, item),
      itemRanks: pvecPush(state.itemRanks, rank),
      itemIndex: indexAdd(state.itemIndex, item.id),
      agentItems: agent ? pvecPush(state.agentItems, position) : state.agentItems,
      finalAnswerItems:
        agent && item.phase === 'final_answer'
          ? withPosition(state.finalAnswerItems, position)
          : state.finalAnswerItems,
    });
  }
  const existing = pvecGet(state.items, index) as ThreadItemLike;
  const existingRank = pvecGet(state.itemRanks, index) ?? 1;
  const merged = mergeItem(existing, existingRank, item, rank);
  const mergedRank = rank > existingRank ? rank : existingRank;
  if (merged === existing && mergedRank === existingRank) return state;
  const agent = merged.type === 'agentMessage';
  return patchCold(state, {
    items: merged === existing ? state.items : pvecSet(state.items, index, merged),
    itemRanks:
      mergedRank === existingRank ? state.itemRanks : pvecSet(state.itemRanks, index, mergedRank),
    // An item that becomes an agent message (or a final answer) on a later report.
    agentItems:
      agent && existing.type !== 'agentMessage'
        ? pvecFromArray(withPosition(pvecToArray(state.agentItems), index))
        : state.agentItems,
    finalAnswerItems:
      agent && merged.phase === 'final_answer'
        ? withPosition(state.finalAnswerItems, index)
        : state.finalAnswerItems,
  });
}

/** `positions` (ascending) with `index` in its place; the same array when it is there. */
function withPosition(positions: readonly number[], index: number): readonly number[] {
  if (positions.includes(index)) return positions;
  return [...positions, index].sort((a, b) => a - b);
}

function putTurnItems(state: TurnState, turn: TurnLike): TurnState {
  let next = state;
  for (const item of turn.items) next = putItem(next, item, 'turn');
  return next;
}

function withFinalText(state: TurnState, atEnd: boolean): TurnState {
  if (state.finalAnswerKnown) return state;
  const finalText = atEnd ? finalTextAtEnd(state) : runningFinalText(state);
  return finalText === state.finalText ? state : patchCold(state, { finalText });
}

/**
 * `finalTextOf(items, ranks, _, false)` without visiting every item: the first
 * completed final answer with a text (among the few reported as final
 * answers), else the last completed agent message with a text, looked for
 * from the end (usually the one that just completed).
 */
function runningFinalText(state: TurnState): string | null {
  const completedText = (position: number): string | null => {
    const item = pvecGet(state.items, position) as ThreadItemLike;
    return item.type === 'agentMessage' &&
      pvecGet(state.itemRanks, position) === 3 &&
      typeof item.text === 'string'
      ? item.text
      : null;
  };
  for (const position of state.finalAnswerItems) {
    const text = completedText(position);
    if (
      text !== null &&
      (pvecGet(state.items, position) as ThreadItemLike).phase === 'final_answer'
    )
      return text;
  }
  for (let i = state.agentItems.size - 1; i >= 0; i--) {
    const text = completedText(pvecGet(state.agentItems, i) as number);
    if (text !== null) return text;
  }
  return null;
}

/** `finalTextOf` at the end of the turn (once): given the agent messages only, which is all it reads. */
function finalTextAtEnd(state: TurnState): string | null {
  const items: ThreadItemLike[] = [];
  const ranks: ItemRank[] = [];
  for (let i = 0; i < state.agentItems.size; i++) {
    const position = pvecGet(state.agentItems, i) as number;
    items.push(pvecGet(state.items, position) as ThreadItemLike);
    ranks.push(pvecGet(state.itemRanks, position) ?? 1);
  }
  return finalTextOf(items, ranks, (id) => streamOf(state, id)?.text, true);
}

function onItemCompleted(state: TurnState, params: ItemNotificationParams): TurnState {
  const put = putItem(state, params.item, 'completed');
  const merged = pvecGet(
    put.items,
    indexGet(put.itemIndex, params.item.id) as number,
  ) as ThreadItemLike;
  const next = endCompletedRun(dropStreamedOutput(put, params.item.id), params.item.id, merged);
  if (params.item.type !== 'agentMessage' || next.finalAnswerKnown) return next;
  if (merged.phase === 'final_answer' && typeof merged.text === 'string') {
    return patchCold(next, { finalText: merged.text, finalAnswerKnown: true });
  }
  return withFinalText(next, false);
}

// ---- deltas ----

function setPart(parts: readonly string[], index: number, delta: string): readonly string[] {
  const copy = parts.slice();
  for (let i = copy.length; i < index; i++) copy[i] = '';
  copy[index] = (copy[index] ?? '') + delta;
  return copy;
}

// Objects below are spelled out field by field: on the hot path,
// `{ ...state, x }` costs about 1 us on Node 20 (spread, then override),
// an explicit literal about 50 ns. A delta makes a TurnStateRecord of the hot
// fields only (turn-state.ts), sharing the cold half.

/** UTF-8 length of a string, without encoding it. */
function utf8Bytes(s: string): number {
  let bytes = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

// ---- text runs ----
//
// Streamed text is a V8 rope: `a + b` makes a cons string pointing at both.
// One cons per delta costs about 5x the text (a node plus a small string per
// delta: 10 MB for 2 MB of text), and every node is a young object the GC
// copies and promotes. So consecutive deltas of one kind into the active
// stream form a run: its recent deltas (`runTail`) are copied into one flat
// string every RUN_CHUNK characters, and the flat chunks are shared by the
// item's text and `agentText`. Each character is copied once.

/** No open run. */
const RUN_NONE = 0;
/** `item/agentMessage/delta` into `text` (and `agentText`). */
const RUN_AGENT = 1;
/** `item/plan/delta` into `text`. */
const RUN_PLAN = 2;
/** Command / file-change output into `output` (unbounded `maxStreamedOutput` only). */
const RUN_OUTPUT = 3;
/** Characters of a run's tail before it is copied into one flat chunk. */
const RUN_CHUNK = 16 * 1024;

const NO_RUN = {
  runKind: RUN_NONE,
  runBase: '',
  runTail: '',
  runAgentBase: null,
  runAgentStart: null,
} as const;

// Written so that the engine cannot drop the read that flattens.
let _flattenSink = 0;

/**
 * Turns a rope into one flat string in place (V8 flattens a cons string when
 * a character of it is read), so the small strings it pointed at can go.
 */
function flatten(s: string): void {
  if (s.length > 0) _flattenSink ^= s.charCodeAt(0);
}

/** The run kind of a delta method, for a state's `maxStreamedOutput`. */
function runKindOf(method: DeltaMethod, maxOutput: number): number {
  switch (method) {
    case 'item/agentMessage/delta':
      return RUN_AGENT;
    case 'item/plan/delta':
      return RUN_PLAN;
    case 'item/commandExecution/outputDelta':
    case 'item/fileChange/outputDelta':
      return maxOutput === Infinity ? RUN_OUTPUT : RUN_NONE;
    default:
      return RUN_NONE;
  }
}

/** Output with a delta appended, cut to its last `max` characters. */
function appendBounded(s: ItemStream, delta: string, max: number): ItemStream {
  let output = s.output + delta;
  let dropped = s.outputDropped;
  if (output.length > max) {
    let cut = output.length - max;
    // Never split a surrogate pair.
    const c = output.charCodeAt(cut);
    if (c >= 0xdc00 && c <= 0xdfff) cut++;
    dropped += utf8Bytes(output.slice(0, cut));
    output = output.slice(cut);
  }
  return streamOfFields(s.itemId, s.text, output, s.reasoning, s.summary, dropped);
}

/**
 * The item completed: its streamed output goes (the item carries the whole
 * output itself), so a command that printed 20 MB is kept once, not twice.
 */
function dropStreamedOutput(state: TurnState, itemId: string): TurnState {
  const index = indexGet(state.streamIndex, itemId);
  if (index === undefined) return state;
  const s =
    index === state.activeStreamIndex
      ? (state.activeStream as ItemStream)
      : (pvecGet(state.streams, index) as ItemStream);
  if (s.output.length === 0) return state;
  const emptied = streamOfFields(s.itemId, s.text, '', s.reasoning, s.summary, s.outputDropped);
  if (index !== state.activeStreamIndex)
    return patchHot(state, { streams: pvecSet(state.streams, index, emptied) });
  return state.runKind === RUN_OUTPUT
    ? patchHot(state, { activeStream: emptied, ...NO_RUN })
    : patchHot(state, { activeStream: emptied });
}

/**
 * The item of the open run completed (no delta may extend it any more): the
 * run ends. When the item's own text is what was streamed (the usual case),
 * the stream and `agentText` take the item's string instead of the streamed
 * copy, so the turn holds the text once.
 */
function endCompletedRun(state: TurnState, itemId: string, item: ThreadItemLike): TurnState {
  if (state.runKind === RUN_NONE) return state;
  const index = indexGet(state.streamIndex, itemId);
  if (index === undefined || index !== state.activeStreamIndex) return state;
  const s = state.activeStream as ItemStream;
  const text = item.text;
  if (state.runKind === RUN_OUTPUT || typeof text !== 'string' || text !== s.text)
    return patchHot(state, NO_RUN);
  const agentText =
    state.runKind === RUN_AGENT && state.runAgentStart !== null
      ? state.runAgentStart + text
      : state.agentText;
  return patchHot(state, {
    activeStream: streamOfFields(s.itemId, text, s.output, s.reasoning, s.summary, s.outputDropped),
    agentText,
    ...NO_RUN,
  });
}

/** Which field of the item's stream a delta extends. */
function extend(
  s: ItemStream,
  method: DeltaMethod,
  params: DeltaParams,
  maxOutput: number,
): ItemStream {
  switch (method) {
    case 'item/agentMessage/delta':
    case 'item/plan/delta':
      return streamOfFields(
        s.itemId,
        s.text + params.delta,
        s.output,
        s.reasoning,
        s.summary,
        s.outputDropped,
      );
    case 'item/commandExecution/outputDelta':
    case 'item/fileChange/outputDelta':
      return maxOutput === Infinity
        ? streamOfFields(
            s.itemId,
            s.text,
            s.output + params.delta,
            s.reasoning,
            s.summary,
            s.outputDropped,
          )
        : appendBounded(s, params.delta, maxOutput);
    case 'item/reasoning/textDelta':
      return streamOfFields(
        s.itemId,
        s.text,
        s.output,
        setPart(s.reasoning, params.contentIndex ?? 0, params.delta),
        s.summary,
        s.outputDropped,
      );
    case 'item/reasoning/summaryTextDelta':
      return streamOfFields(
        s.itemId,
        s.text,
        s.output,
        s.reasoning,
        setPart(s.summary, params.summaryIndex ?? 0, params.delta),
        s.outputDropped,
      );
  }
}

/** A delta's state: the hot fields (turn-state.ts) new, the cold half shared. */
const withDelta = deltaState;
/** The next delta of an open run's state (turn-state.ts). */
const withRunDelta = runDeltaState;

/**
 * The common case: the open run goes on with `delta` (its item's stream is
 * the active one, its item not completed). No vector update, no copy.
 */
function continueRun(state: TurnState, delta: string): TurnState {
  let tail = state.runTail + delta;
  let base = state.runBase;
  let agentBase = state.runAgentBase;
  if (tail.length >= RUN_CHUNK) {
    flatten(tail);
    base = base + tail;
    if (agentBase !== null) agentBase = agentBase + tail;
    tail = '';
  }
  const agentText = agentBase !== null ? agentBase + tail : state.agentText;
  // The stream's text (or output) is `base + tail`: built when read.
  return withRunDelta(state, agentText, base, tail, agentBase, state.runKind === RUN_OUTPUT);
}

/** The delta method that opened a run of each kind (output runs: see `runLane`). */
const RUN_METHODS: readonly (string | undefined)[] = [
  undefined,
  'item/agentMessage/delta',
  'item/plan/delta',
  'item/commandExecution/outputDelta',
];

/**
 * Whether `event` is the next delta of the state's open run, checked as the
 * routing, the delta handler and the run test below would (same thread, same
 * turn, turn not over, final answer not known for agent text, the active
 * stream's item, still not completed): then `reduceTurn` appends it without
 * the table lookup and the checks the run already passed. Anything unusual
 * (no run, other method, other item, params not as decoded) answers false and
 * takes the general path, which decides.
 */
/** `runLane`: take the general path. */
const LANE_NONE = 0;
/** `runLane`: the next delta of the open run (`continueRun`). */
const LANE_CONTINUE = 1;
/** `runLane`: a delta of the open run's method to another item (its handler, `RUN_HANDLERS`). */
const LANE_SWITCH = 2;

/**
 * Whether `event` is the next delta of the state's open run, checked as the
 * routing, the delta handler and the run test below would (same thread, same
 * turn, turn not over, final answer not known for agent text, the active
 * stream's item, still not completed): then `reduceTurn` appends it without
 * the table lookup and the checks the run already passed (LANE_CONTINUE).
 * A delta of the same method to another item of this turn (LANE_SWITCH) goes
 * straight to the method's handler, which decides as routed. Anything
 * unusual (no run, other method, params not as decoded) takes the general
 * path, which decides.
 */
function runLane(state: TurnState, event: TurnInput): number {
  const kind = state.runKind;
  if (kind === RUN_NONE) return LANE_NONE;
  const method = event.method;
  if (
    method !== RUN_METHODS[kind] &&
    !(kind === RUN_OUTPUT && method === 'item/fileChange/outputDelta')
  )
    return LANE_NONE;
  const params = event.params as Partial<DeltaParams> | null | undefined;
  if (
    typeof params !== 'object' ||
    params === null ||
    typeof params.delta !== 'string' ||
    typeof params.itemId !== 'string'
  )
    return LANE_NONE;
  if (state.done || state.terminalEventReceived) return LANE_NONE;
  if (kind === RUN_AGENT && state.finalAnswerKnown) return LANE_NONE;
  const turnId = state.turnId;
  if (turnId === null || params.threadId !== state.threadId || params.turnId !== turnId)
    return LANE_NONE;
  // The record's own id read: reading activeStream would build the stream.
  const activeItemId =
    (state as { readonly activeItemId?: string | null }).activeItemId ?? state.activeStream?.itemId;
  if (params.itemId !== activeItemId) return LANE_SWITCH;
  return state.activeRanks === state.itemRanks ? LANE_CONTINUE : LANE_NONE;
}

function delta(method: DeltaMethod): Handler<DeltaParams> {
  const isAgentMessage = method === 'item/agentMessage/delta';
  return (state, params) => {
    if (state.terminalEventReceived) return state;
    if (isAgentMessage && state.finalAnswerKnown) return state;
    // Deltas come in runs of one item: the active stream's id is its position's key,
    // and while the ranks are those it was last checked in, its item is not completed.
    const active = state.activeStream;
    const toActive = active !== null && active.itemId === params.itemId;
    if (!toActive || state.activeRanks !== state.itemRanks) {
      const itemPosition = indexGet(state.itemIndex, params.itemId);
      if (itemPosition !== undefined && pvecGet(state.itemRanks, itemPosition) === 3) return state;
    }
    const index = toActive ? state.activeStreamIndex : indexGet(state.streamIndex, params.itemId);
    const runKind = runKindOf(method, state.maxStreamedOutput);
    if (runKind !== RUN_NONE && runKind === state.runKind && index === state.activeStreamIndex)
      return continueRun(state, params.delta);
    // The open run (if any) ends here: its tail becomes one flat string.
    flatten(state.runTail);
    const agentText = isAgentMessage ? state.agentText + params.delta : state.agentText;
    let streams = state.streams;
    let streamIndex = state.streamIndex;
    let position: number;
    let current: ItemStream;
    if (index === state.activeStreamIndex) {
      position = index;
      current = state.activeStream as ItemStream;
    } else {
      // Another item: write the active stream back, then make this one active
      // (a new stream: both in one pass over the vector's last path).
      const active = state.activeStream;
      if (index === undefined) {
        current = streamOfFields(params.itemId, '', '', [], [], 0);
        streamIndex = indexAdd(streamIndex, params.itemId);
        position = streams.size;
        streams =
          active === null
            ? pvecPush(streams, current)
            : pvecSetPush(streams, state.activeStreamIndex, active, current);
      } else {
        position = index;
        current = pvecGet(streams, index) as ItemStream;
        if (active !== null) streams = pvecSet(streams, state.activeStreamIndex, active);
      }
    }
    const next = extend(current, method, params, state.maxStreamedOutput);
    if (runKind === RUN_NONE)
      return withDelta(
        state,
        streams,
        streamIndex,
        position,
        next,
        agentText,
        RUN_NONE,
        '',
        '',
        null,
        null,
      );
    // A new run: what the field held so far, then this delta.
    const base = runKind === RUN_OUTPUT ? current.output : current.text;
    return withDelta(
      state,
      streams,
      streamIndex,
      position,
      next,
      agentText,
      runKind,
      base,
      params.delta,
      isAgentMessage ? state.agentText : null,
      isAgentMessage && base.length === 0 ? state.agentText : null,
    );
  };
}

// ---- turn lifecycle ----

function settle(state: TurnState): TurnState {
  if (!state.responseReceived || !state.terminalEventReceived) return state;
  return patchCold(withFinalText(state, true), { done: true });
}

function onResponse(state: TurnState, params: TurnStartResponseLike): TurnState {
  if (state.responseReceived) return state;
  const turn = params.turn;
  let next: TurnState = putTurnItems(
    patchCold(state, {
      turnId: turn.id,
      initialTurn: turn,
      responseReceived: true,
      status: turn.status,
      buffered: null,
    }),
    turn,
  );
  for (const event of inArrivalOrder(state.buffered)) next = reduceTurn(next, event);
  return settle(next);
}

function onTurnStarted(state: TurnState, params: TurnNotificationParams): TurnState {
  return putTurnItems(patchCold(state, { startedTurn: params.turn }), params.turn);
}

function onTurnCompleted(state: TurnState, params: TurnNotificationParams): TurnState {
  const turn = params.turn;
  const status = turn.status;
  const error = turn.error ?? state.error;
  const next = putTurnItems(
    patchCold(state, { finalTurn: turn, terminalEventReceived: true, status, error }),
    turn,
  );
  return settle(next);
}

/**
 * The server's view of the turn (`thread/read`, after a reconnect or a replay
 * gap): its items replace ours (reconcile.ts), and a turn the server reports
 * as over completes here with the server's final status, as `turn/completed`
 * would have done (that notification may be the one that was lost).
 */
function onReconcile(state: TurnState, params: TurnReconcileParams): TurnState {
  const turn = params.turn;
  const reconciled = reconcileItems(state, turn);
  let next: TurnState =
    reconciled === null
      ? state
      : patchCold(state, {
          items: pvecFromArray(reconciled.items),
          itemRanks: pvecFromArray(reconciled.itemRanks),
          itemIndex: reconciled.itemIndex,
          agentItems: pvecFromArray(positionsOf(reconciled.items, false)),
          finalAnswerItems: positionsOf(reconciled.items, true),
        });
  if (!next.finalAnswerKnown && reconciled !== null) {
    const { items, itemRanks } = reconciled;
    for (let i = 0; i < items.length; i++) {
      const item = items[i] as ThreadItemLike;
      if (
        item.type === 'agentMessage' &&
        item.phase === 'final_answer' &&
        typeof item.text === 'string' &&
        itemRanks[i] === 3
      ) {
        next = patchCold(next, { finalText: item.text, finalAnswerKnown: true });
        break;
      }
    }
  }
  if (turn.status === 'inProgress') return next === state ? state : withFinalText(next, false);
  return settle(
    patchCold(next, {
      finalTurn: turn,
      terminalEventReceived: true,
      status: turn.status,
      error: turn.error ?? state.error,
    }),
  );
}

/** Positions of the agent messages (`finalAnswers`: of those with phase `final_answer`). */
function positionsOf(items: readonly ThreadItemLike[], finalAnswers: boolean): number[] {
  const positions: number[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as ThreadItemLike;
    if (item.type === 'agentMessage' && (!finalAnswers || item.phase === 'final_answer'))
      positions.push(i);
  }
  return positions;
}

function onTokenUsage(state: TurnState, params: TokenUsageUpdatedParams): TurnState {
  return patchCold(state, { usage: params.tokenUsage });
}

function onError(state: TurnState, params: ErrorNotificationParams): TurnState {
  return params.willRetry
    ? patchCold(state, { retryError: params.error })
    : patchCold(state, { error: params.error });
}

function handlers(): ReadonlyMap<string, Handler<never>> {
  return new Map([
    on(TURN_START_RESPONSE, onResponse),
    on('turn/started', onTurnStarted),
    on('turn/completed', onTurnCompleted),
    on(TURN_RECONCILE, onReconcile),
    on('item/started', (state, params) => putItem(state, params.item, 'started')),
    on('item/completed', onItemCompleted),
    on('item/agentMessage/delta', delta('item/agentMessage/delta')),
    on('item/plan/delta', delta('item/plan/delta')),
    on('item/commandExecution/outputDelta', delta('item/commandExecution/outputDelta')),
    on('item/fileChange/outputDelta', delta('item/fileChange/outputDelta')),
    on('item/reasoning/textDelta', delta('item/reasoning/textDelta')),
    on('item/reasoning/summaryTextDelta', delta('item/reasoning/summaryTextDelta')),
    on('thread/tokenUsage/updated', onTokenUsage),
    on('error', onError),
  ]);
}

/**
 * The delta handler of each run kind's method (output runs: command and file
 * change output deltas are handled alike), for `runLane`'s switches.
 */
// A pure call: dist/ bundles modules into shared chunks, where an app's bundler
// drops this table only when nothing at the top level may have side effects.
const table: ReadonlyMap<string, Handler<never>> = /* @__PURE__ */ handlers();

/**
 * The table's delta handler of each run kind's method (output runs: command
 * and file-change output deltas are handled alike), for `runLane`'s switches.
 */
const RUN_HANDLERS: readonly (Handler<DeltaParams> | undefined)[] = /* @__PURE__ */ RUN_METHODS.map(
  (method) =>
    method === undefined ? undefined : (table.get(method) as Handler<DeltaParams> | undefined),
);

/** The methods the reducer acts on (every other event leaves the state as it is). */
export const turnEventMethods: ReadonlySet<string> = /* @__PURE__ */ new Set(
  /* @__PURE__ */ table.keys(),
);

// ---- routing ----

interface Routed {
  readonly threadId?: unknown;
  readonly turnId?: unknown;
  readonly turn?: { readonly id?: unknown };
}

function inArrivalOrder(buffered: BufferedEvents | null): TurnInput[] {
  const out: TurnInput[] = [];
  for (let node = buffered; node !== null; node = node.next) out.push(node.event);
  return out.reverse();
}

/**
 * Folds one event into the state. Pure: returns a new state, or `state` itself
 * when the event does not concern this turn.
 *
 * @example
 * const s1 = reduceTurn(initialTurnState('thr_1'), startResponseEvent({ turn }));
 * const s2 = reduceTurn(s1, { method: 'turn/completed', params: { threadId: 'thr_1', turn: done } });
 * s2.done; // true
 */
export function reduceTurn(state: TurnState, event: TurnInput): TurnState {
  // Most events of a turn: the next delta of the open text run.
  const lane = runLane(state, event);
  if (lane === LANE_CONTINUE) return continueRun(state, (event.params as DeltaParams).delta);
  if (lane === LANE_SWITCH)
    return (RUN_HANDLERS[state.runKind] as Handler<DeltaParams>)(
      state,
      event.params as DeltaParams,
    );
  if (state.done) return state;
  const handler = table.get(event.method) as Handler<unknown> | undefined;
  if (handler === undefined) return state;
  const params = event.params;
  if (typeof params !== 'object' || params === null) return state;
  if (handler === onResponse) return handler(state, params);
  const routed = params as Routed;
  if (routed.threadId !== state.threadId) return state;
  if (state.turnId === null) return patchCold(state, { buffered: { event, next: state.buffered } });
  const turnId = routed.turnId ?? routed.turn?.id;
  if (turnId !== state.turnId) return state;
  return handler(state, params);
}
