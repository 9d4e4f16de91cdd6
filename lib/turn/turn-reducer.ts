/**
 * The turn reducer: one table from event method to a pure `(state, params) =>
 * state` function (NgRx `createReducer(initial, on(...))` style), behind the
 * routing every entry shares. Drop it into `scan`:
 *
 *   merge(events$, response$.pipe(map(startResponseEvent))).pipe(scan(reduceTurn, initialTurnState(threadId)))
 *
 * Rules (from the protocol: a turn's events may precede the `turn/start`
 * response, `item/completed` is authoritative, usage arrives on its own; see
 * docs/architecture.md, "Protocol facts"):
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
 * Cost: a delta is O(1) whatever the number of items (streams.ts); an item
 * event copies the item array.
 */
import {
  TURN_RECONCILE,
  TURN_START_RESPONSE,
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
import type { ThreadItem } from '../domain/thread-item.js';
import { tokenUsageFromDecoded } from '../domain/token-usage.js';
import { turnWithItems, type Turn } from '../domain/turn.js';
import { finalTextOf } from './final-text.js';
import { positionOf } from './item-list.js';
import { reconcileItems } from './reconcile.js';
import { agentTextOf, withDelta, type StreamField } from './streams.js';
import { markCompleted, putItem, putTurnItems } from './turn-items.js';
import {
  reshaped,
  streamOf,
  withStreams,
  type BufferedEvents,
  type TurnState,
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
/* @__NO_SIDE_EFFECTS__ */
function on<M extends TurnEvent['method']>(
  method: M,
  handler: Handler<ParamsOf<M>>,
): [string, Handler<never>] {
  return [method, handler as Handler<never>];
}

// ---- items ----

function withFinalText(state: TurnState, atEnd: boolean): TurnState {
  if (state.finalAnswerKnown) return state;
  const finalText = finalTextOf(
    state.items,
    state.itemRanks,
    (id) => streamOf(state, id)?.text,
    atEnd,
  );
  return finalText === state.finalText ? state : { ...state, finalText };
}

function onItemCompleted(state: TurnState, params: ItemNotificationParams): TurnState {
  const next = putItem(state, params.item, 'completed');
  const merged = next.items[positionOf(next, params.item.id) as number] as ThreadItemLike;
  if (params.item.type !== 'agentMessage' || next.finalAnswerKnown) return next;
  if (merged.phase === 'final_answer' && typeof merged.text === 'string')
    return { ...next, finalText: merged.text, finalAnswerKnown: true };
  return withFinalText(next, false);
}

// ---- deltas ----

/** The handler of one delta method: which field it extends, and whether it is agent text. */
/* @__NO_SIDE_EFFECTS__ */
function delta(field: StreamField, agent: boolean): Handler<DeltaParams> {
  return (state, params) => {
    if (state.terminalEventReceived || (agent && state.finalAnswerKnown)) return state;
    const { itemId } = params;
    const item = positionOf(state, itemId);
    if (item !== undefined && state.itemRanks[item] === 3) return state;
    const part =
      field === 'reasoning'
        ? (params.contentIndex ?? 0)
        : field === 'summary'
          ? (params.summaryIndex ?? 0)
          : 0;
    const streams = withDelta(state.streams, itemId, field, part, params.delta, agent);
    return withStreams(state, streams, agent ? agentTextOf(streams) : state.agentText);
  };
}

// ---- turn lifecycle ----

function settle(state: TurnState): TurnState {
  const over = state.responseReceived && state.terminalEventReceived;
  return over ? { ...withFinalText(state, true), done: true } : state;
}

function onResponse(state: TurnState, params: TurnStartResponseLike): TurnState {
  if (state.responseReceived) return state;
  const turn = params.turn;
  let next = putTurnItems(
    {
      ...state,
      turnId: turn.id,
      initialTurn: turn,
      responseReceived: true,
      status: turn.status,
      buffered: null,
    },
    turn,
  );
  for (const event of inArrivalOrder(state.buffered)) next = reduceTurn(next, event);
  return settle(next);
}

function onTurnStarted(state: TurnState, params: TurnNotificationParams): TurnState {
  return putTurnItems({ ...state, startedTurn: params.turn }, params.turn);
}

function onTurnCompleted(state: TurnState, params: TurnNotificationParams): TurnState {
  const turn = params.turn;
  const next = putTurnItems(
    {
      ...state,
      finalTurn: turn,
      terminalEventReceived: true,
      status: turn.status,
      error: turn.error ?? state.error,
    },
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
  let next: TurnState = reconciled === null ? state : { ...state, ...reconciled };
  if (reconciled !== null) {
    reconciled.items.forEach((item, i) => {
      next = markCompleted(next, item, reconciled.itemRanks[i] ?? 1, false);
    });
    const answer = reconciled.items.find(
      (item, i) =>
        item.type === 'agentMessage' &&
        item.phase === 'final_answer' &&
        typeof item.text === 'string' &&
        reconciled.itemRanks[i] === 3,
    );
    if (!next.finalAnswerKnown && answer !== undefined)
      next = { ...next, finalText: answer.text as string, finalAnswerKnown: true };
  }
  if (turn.status === 'inProgress') return next === state ? state : withFinalText(next, false);
  return settle({
    ...next,
    finalTurn: turn,
    terminalEventReceived: true,
    status: turn.status,
    error: turn.error ?? state.error,
  });
}

function onTokenUsage(state: TurnState, params: TokenUsageUpdatedParams): TurnState {
  return { ...state, usage: tokenUsageFromDecoded(params.tokenUsage) };
}

function onError(state: TurnState, { willRetry, error }: ErrorNotificationParams): TurnState {
  return willRetry ? { ...state, retryError: error } : { ...state, error };
}

// A pure call: dist/ bundles modules into shared chunks, where an app's bundler
// drops this table only when nothing at the top level may have side effects.
const table: ReadonlyMap<string, Handler<never>> = /* @__PURE__ */ new Map([
  on(TURN_START_RESPONSE, onResponse),
  on('turn/started', onTurnStarted),
  on('turn/completed', onTurnCompleted),
  on(TURN_RECONCILE, onReconcile),
  on('item/started', (state, params) => putItem(state, params.item, 'started')),
  on('item/completed', onItemCompleted),
  on('item/agentMessage/delta', delta('text', true)),
  on('item/plan/delta', delta('text', false)),
  on('item/commandExecution/outputDelta', delta('output', false)),
  on('item/fileChange/outputDelta', delta('output', false)),
  on('item/reasoning/textDelta', delta('reasoning', false)),
  on('item/reasoning/summaryTextDelta', delta('summary', false)),
  on('thread/tokenUsage/updated', onTokenUsage),
  on('error', onError),
]);

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
  if (state.done) return state;
  const handler = table.get(event.method) as Handler<unknown> | undefined;
  if (handler === undefined) return state;
  const params = event.params;
  if (typeof params !== 'object' || params === null) return state;
  if (handler === onResponse) {
    const next = handler(state, params);
    return next === state ? state : withTurn(state, next);
  }

  const routed = params as Routed;
  if (routed.threadId !== state.threadId) return state;
  if (state.turnId === null)
    return reshaped({ ...state, buffered: { event, next: state.buffered } }, state.turn);
  const turnId = routed.turnId ?? routed.turn?.id;
  if (turnId !== state.turnId) return state;
  const next = handler(state, params);
  // A delta's state comes from `withStreams`, in the shape of states already.
  return next === state || next.deltaCount !== state.deltaCount ? next : withTurn(state, next);
}

function describedTurn(state: TurnState): TurnLike | null {
  return state.finalTurn ?? state.startedTurn ?? state.initialTurn;
}

/**
 * `next` (reduced from `previous` by anything but a delta) in the one shape
 * of states (turn-state.ts), its typed `turn` made again when the turn's
 * description or items changed.
 */
function withTurn(previous: TurnState, next: TurnState): TurnState {
  const described = describedTurn(next);
  const same = next.typedItems === previous.typedItems && described === describedTurn(previous);
  const turn = same
    ? next.turn
    : described === null
      ? null
      : domainTurn(described, next.threadId, next.typedItems);
  return reshaped(next, turn);
}

/** The reducer's turns are decoded protocol turns (events.ts types only the fields the reducer reads). */
function domainTurn(turn: TurnLike, threadId: string, items: readonly ThreadItem[]): Turn {
  return turnWithItems(turn as unknown as Parameters<typeof turnWithItems>[0], threadId, items);
}
