/**
 * The protocol shapes the turn reducer reads, declared structurally so that the
 * generated types (gen/, lib/protocol/) are assignable to them. Each interface
 * mirrors one definition of the v2 JSON Schema exported by codex 0.171.0
 * (`codex app-server generate-json-schema`), limited to the fields the reducer
 * uses; extra fields pass through untouched.
 */

import type { ThreadTokenUsageLike } from '../domain/token-usage.js';
import type { TurnStatus } from '../domain/turn.js';

/** Schema `TurnStatus` (the generated type, re-exported where the reducer's types are). */
export type { TurnStatus };

/** Schema `TurnError`. */
export interface TurnErrorLike {
  readonly message: string;
  readonly codexErrorInfo?: unknown;
  readonly additionalDetails?: string | null;
  readonly misalignment?: unknown;
}

/**
 * Schema `ThreadItem` (a union on `type`), as the reducer sees it: every variant
 * has `id` and `type`; some have `status`, agent messages have `text` and `phase`.
 */
export interface ThreadItemLike {
  readonly id: string;
  readonly type: string;
  readonly status?: unknown;
  readonly text?: unknown;
  readonly phase?: unknown;
}

/** Schema `Turn`. `turn/start` answers with `items: []` and `inProgress`. */
export interface TurnLike {
  readonly id: string;
  readonly status: TurnStatus;
  readonly items: readonly ThreadItemLike[];
  readonly error?: TurnErrorLike | null;
  readonly startedAt?: number | null;
  readonly completedAt?: number | null;
  readonly durationMs?: number | null;
}

// The token usage shapes belong to the domain layer below this one.
export type { ThreadTokenUsageLike, TokenUsageBreakdownLike } from '../domain/token-usage.js';

/** Schema `TurnStartResponse`. */
export interface TurnStartResponseLike {
  readonly turn: TurnLike;
}

/** `turn/started` and `turn/completed` params (schema `TurnStartedNotification`, `TurnCompletedNotification`). */
export interface TurnNotificationParams {
  readonly threadId: string;
  readonly turn: TurnLike;
}

/** `item/started` and `item/completed` params. */
export interface ItemNotificationParams {
  readonly threadId: string;
  readonly turnId: string;
  readonly item: ThreadItemLike;
}

/**
 * Params of every streamed delta: `item/agentMessage/delta`, `item/plan/delta`,
 * `item/commandExecution/outputDelta`, `item/fileChange/outputDelta`,
 * `item/reasoning/textDelta` (+ `contentIndex`), `item/reasoning/summaryTextDelta`
 * (+ `summaryIndex`).
 */
export interface DeltaParams {
  readonly threadId: string;
  readonly turnId: string;
  readonly itemId: string;
  readonly delta: string;
  readonly contentIndex?: number;
  readonly summaryIndex?: number;
}

/** `thread/tokenUsage/updated` params. */
export interface TokenUsageUpdatedParams {
  readonly threadId: string;
  readonly turnId: string;
  readonly tokenUsage: ThreadTokenUsageLike;
}

/** `error` params. `willRetry: true` means codex retries the request itself. */
export interface ErrorNotificationParams {
  readonly threadId: string;
  readonly turnId: string;
  readonly error: TurnErrorLike;
  readonly willRetry: boolean;
}

/**
 * Not a server notification: the `turn/start` response, fed into the same
 * reducer under this method name so that one table handles every input.
 */
export const TURN_START_RESPONSE = 'turn/start#response' as const;

/**
 * Not a server notification either: the server's authoritative view of a turn
 * (from `thread/read` with `includeTurns`, after a reconnect or a replay gap),
 * fed into the reducer under this method name. See `reconcileEvent`.
 */
export const TURN_RECONCILE = 'thread/read#reconcile' as const;

/** Params of a reconcile event: the turn as `thread/read` returned it. */
export interface TurnReconcileParams {
  readonly threadId: string;
  readonly turn: TurnLike;
}

/** Every input the turn reducer acts on, discriminated by `method`. */
export type TurnEvent =
  | { readonly method: typeof TURN_START_RESPONSE; readonly params: TurnStartResponseLike }
  | { readonly method: typeof TURN_RECONCILE; readonly params: TurnReconcileParams }
  | { readonly method: 'turn/started' | 'turn/completed'; readonly params: TurnNotificationParams }
  | { readonly method: 'item/started' | 'item/completed'; readonly params: ItemNotificationParams }
  | { readonly method: DeltaMethod; readonly params: DeltaParams }
  | { readonly method: 'thread/tokenUsage/updated'; readonly params: TokenUsageUpdatedParams }
  | { readonly method: 'error'; readonly params: ErrorNotificationParams };

/** The delta notifications the reducer accumulates. */
export type DeltaMethod =
  | 'item/agentMessage/delta'
  | 'item/plan/delta'
  | 'item/commandExecution/outputDelta'
  | 'item/fileChange/outputDelta'
  | 'item/reasoning/textDelta'
  | 'item/reasoning/summaryTextDelta';

/**
 * What the reducer accepts: any decoded server notification (typed or generic).
 * Methods it does not know leave the state unchanged. Params of the methods it
 * knows must have been decoded by the protocol layer.
 */
export interface TurnInput {
  readonly method: string;
  readonly params?: unknown;
}

/**
 * Wraps the `turn/start` result as a reducer input.
 *
 * @example
 * const state = reduceTurn(initialTurnState('thr_1'), startResponseEvent({ turn }));
 */
export function startResponseEvent(response: TurnStartResponseLike): TurnEvent {
  return { method: TURN_START_RESPONSE, params: response };
}

/**
 * Wraps a turn read back from the server (`thread/read` with `includeTurns`)
 * as a reducer input: the running turn with that id takes the server's items,
 * and completes when the server says the turn is over.
 *
 * @example
 * const state = reduceTurn(running, reconcileEvent('thr_1', readResult.thread.turns[0]));
 */
export function reconcileEvent(threadId: string, turn: TurnLike): TurnEvent {
  return { method: TURN_RECONCILE, params: { threadId, turn } };
}
