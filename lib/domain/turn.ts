/**
 * Turn: one exchange on a thread (the user's input and everything the agent
 * did about it), as `thread/read`, `thread/turns/list` and the turn
 * notifications report it.
 */
import type { Either } from 'fp-ts/lib/Either.js';
import * as E from '../protocol/either.js';
import { Turn as TurnCodec } from '../../gen/stable/index.js';
import type { TurnError, TurnItemsView, TurnStatus } from '../../gen/stable/index.js';
import { decodeAs } from './decode.js';
import type { DomainDecodeError } from './errors.js';
import { optionalField } from './optional-field.js';
import { threadItemOrGeneric, type ThreadItem } from './thread-item.js';

export type { TurnError, TurnItemsView, TurnStatus };

export interface Turn {
  readonly id: string;
  readonly threadId: string;
  readonly status: TurnStatus;
  readonly items: readonly ThreadItem[];
  /** How much of `items` the server included (`full`, `summary`, `notLoaded`); schema default `full`. */
  readonly itemsView: TurnItemsView;
  readonly error: TurnError | null;
  /** Unix seconds. */
  readonly startedAt: number | null;
  readonly completedAt: number | null;
  readonly durationMs: number | null;
  /** The first turn of the chain of work that led to this one; `null` when unknown (codex 0.160.0 does not send it). */
  readonly rootTurnId: string | null;
}

/**
 * From an already decoded protocol turn (e.g. inside a decoded Thread).
 * A legacy payload with an `input` list and no user message item gets one
 * synthesized in front (id `<turnId>:input`), as the seed does.
 *
 * @example
 * turnFromDecoded(response.turn, threadId);
 */
export function turnFromDecoded(turn: TurnCodec, threadId: string): Turn {
  const items = turn.items.map(threadItemOrGeneric);
  const input = (turn as { readonly input?: unknown }).input;
  if (Array.isArray(input) && !items.some((item) => item.type === 'userMessage')) {
    items.unshift({ type: 'userMessage', id: `${turn.id}:input`, content: input } as ThreadItem);
  }
  return turnWithItems(turn, threadId, items);
}

/**
 * A decoded protocol turn with the given typed items in place of its own
 * (e.g. the items merged from a turn's notifications: `turn/completed`
 * carries none). Defaults applied as in `turnFromDecoded`.
 *
 * @example
 * turnWithItems(params.turn, params.threadId, mergedItems);
 */
export function turnWithItems(
  turn: Omit<TurnCodec, 'items'>,
  threadId: string,
  items: readonly ThreadItem[],
): Turn {
  return {
    id: turn.id,
    threadId,
    status: turn.status,
    items,
    itemsView: turn.itemsView ?? 'full',
    error: turn.error ?? null,
    startedAt: turn.startedAt ?? null,
    completedAt: turn.completedAt ?? null,
    durationMs: turn.durationMs ?? null,
    rootTurnId: optionalField<string | null>(turn, 'rootTurnId') ?? null,
  };
}

/**
 * A typed turn of `threadId` (the protocol's Turn does not carry it).
 *
 * @example
 * turnFromProtocol(params.turn, params.threadId); // right({ id, status: 'completed', items: [...] })
 */
export function turnFromProtocol(
  value: unknown,
  threadId: string,
): Either<DomainDecodeError, Turn> {
  return E.map((turn: TurnCodec) => turnFromDecoded(turn, threadId))(
    decodeAs(TurnCodec, 'Turn', value),
  );
}

/** @example isTurnCompleted(turn) // status === 'completed' */
export function isTurnCompleted(turn: Pick<Turn, 'status'>): boolean {
  return turn.status === 'completed';
}

/** @example isTurnFailed(turn) // status === 'failed' */
export function isTurnFailed(turn: Pick<Turn, 'status'>): boolean {
  return turn.status === 'failed';
}

/** @example isTurnInterrupted(turn) // status === 'interrupted' */
export function isTurnInterrupted(turn: Pick<Turn, 'status'>): boolean {
  return turn.status === 'interrupted';
}
