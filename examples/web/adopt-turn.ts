/**
 * A turn this page did not start (it was running when the page reloaded),
 * as TurnSnapshot values: the server's view of it (`thread/read`) first,
 * then every notification of its thread that arrived since the attach (the
 * relay's retained tail, then live ones). The same order the client uses
 * after a replay gap: reconciled items first, so a `turn/completed` in the
 * tail cannot complete the turn with items missing (`followTurn`).
 */
import type { Observable } from 'rxjs';
import type { TurnSnapshot } from 'codex-rx';
import { followTurn, type TurnInput, type TurnLike } from 'codex-rx/advanced';

/**
 * @example
 * adoptTurn(thread.id, readTurn, tail$).subscribe(render);
 */
export function adoptTurn(
  threadId: string,
  turn: TurnLike,
  tail$: Observable<TurnInput>,
): Observable<TurnSnapshot> {
  return followTurn(threadId, turn, tail$);
}
