/**
 * The collected result of a finished turn (the seed's `TurnStream.wait`), as an
 * operator and as a Promise helper for the edges of an application.
 */
import { last, lastValueFrom, map, type Observable, type OperatorFunction } from 'rxjs';
import { threadItemOrGeneric, type ThreadItem } from '../domain/thread-item.js';
import { tokenUsageFromDecoded, type TokenUsage } from '../domain/token-usage.js';
import { turnWithItems, type Turn } from '../domain/turn.js';
import type { ThreadItemLike, TurnErrorLike, TurnLike, TurnStatus } from './events.js';
import { TurnIncompleteError } from './errors.js';
import type { TurnState } from './turn-state.js';

export interface TurnResult {
  readonly threadId: string;
  readonly turnId: string;
  /** The status `turn/completed` reported. */
  readonly status: TurnStatus;
  /** Merged items, in order, typed (GenericThreadItem for a type this library does not know). */
  readonly items: readonly ThreadItem[];
  readonly finalText: string | null;
  /** All agent message deltas, concatenated. */
  readonly agentText: string;
  readonly usage: TokenUsage | null;
  readonly error: TurnErrorLike | null;
  /** The turn of `turn/completed`, with the merged items (it carries none on the wire). */
  readonly turn: Turn;
  /** The turn of the `turn/start` response. */
  readonly initialTurn: Turn;
}

/** The reducer's turns are decoded protocol turns (events.ts types only the fields the reducer reads). */
function domainTurn(turn: TurnLike, threadId: string, items: readonly ThreadItem[]): Turn {
  return turnWithItems(turn as unknown as Parameters<typeof turnWithItems>[0], threadId, items);
}

/**
 * The result of a `done` state; throws TurnIncompleteError for any other.
 *
 * @example
 * if (state.done) show(toTurnResult(state).finalText);
 */
export function toTurnResult(state: TurnState): TurnResult {
  const { finalTurn, initialTurn, turnId } = state;
  if (!state.done || finalTurn === null || initialTurn === null || turnId === null) {
    throw new TurnIncompleteError(state.threadId, state, 'the turn is not done yet');
  }
  const items = state.items.map((item: ThreadItemLike) => threadItemOrGeneric(item));
  return {
    threadId: state.threadId,
    turnId,
    status: finalTurn.status,
    items,
    finalText: state.finalText,
    agentText: state.agentText,
    usage: state.usage === null ? null : tokenUsageFromDecoded(state.usage),
    error: state.error,
    turn: domainTurn(finalTurn, state.threadId, items),
    initialTurn: domainTurn(
      initialTurn,
      state.threadId,
      initialTurn.items.map((item) => threadItemOrGeneric(item)),
    ),
  };
}

/**
 * Waits for the last snapshot and emits its TurnResult. Failed and interrupted
 * turns are results too (check `status`); pipe `throwOnTurnFailure()` first to
 * make them errors.
 *
 * @example
 * turnState(threadId, request$, events$).pipe(collectTurn()).subscribe((r) => console.log(r.finalText));
 */
export function collectTurn(): OperatorFunction<TurnState, TurnResult> {
  return (source) =>
    source.pipe(
      last(null, null as TurnState | null),
      map((state) => {
        if (state === null)
          throw new TurnIncompleteError('(unknown)', null, 'no state was emitted');
        return toTurnResult(state);
      }),
    );
}

/**
 * Promise form of `collectTurn()`, for code that awaits (`TurnStream.wait`).
 *
 * @example
 * const result = await waitTurn(turnState(threadId, request$, events$));
 */
export function waitTurn(state$: Observable<TurnState>): Promise<TurnResult> {
  return lastValueFrom(state$.pipe(collectTurn()));
}
