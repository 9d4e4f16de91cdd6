import { filter, type OperatorFunction } from 'rxjs';
import { eventTurnId } from './events.js';

/** The members of an event union that name a turn (by `turnId` or `turn.id`). */
export type TurnScoped<E> =
  | Extract<E, { readonly params: { turnId: string } }>
  | Extract<E, { readonly params: { turn: { id: string } } }>
  | Extract<E, { readonly generic: true }>;

/**
 * Keeps the events about one turn (`params.turnId` or `params.turn.id`) and
 * narrows the type to the members that carry a turn id. Thread-level events
 * without a turn id (`thread/status/changed`) do not pass.
 *
 * @example
 * client.events$.pipe(forTurn(turnId), ofMethod('item/completed')).subscribe((e) => e.params.item);
 */
export function forTurn<E extends { readonly params: unknown }>(
  turnId: string,
): OperatorFunction<E, TurnScoped<E>> {
  return filter((event: E): event is TurnScoped<E> => eventTurnId(event) === turnId);
}
