// The reducer's structural types (lib/turn/events.ts) against the generated
// protocol types: `npx tsc --noEmit -p .` fails if the schema drifts away from
// what the reducer reads. The runtime part feeds decoded notifications in.
import { isRight } from 'fp-ts/lib/Either.js';
import type {
  ThreadItem,
  ThreadTokenUsage,
  Turn,
  TurnError,
  TurnStartResponse,
} from '../../gen/stable/index.js';
import { decodeServerNotification } from '../../lib/protocol/index.js';
import type {
  GenericNotification,
  ServerNotification,
  ServerNotificationParams,
} from '../../lib/protocol/index.js';
import type {
  DeltaMethod,
  DeltaParams,
  ErrorNotificationParams,
  ItemNotificationParams,
  ThreadItemLike,
  ThreadTokenUsageLike,
  TokenUsageUpdatedParams,
  TurnErrorLike,
  TurnEvent,
  TurnInput,
  TurnLike,
  TurnNotificationParams,
  TurnReconcileParams,
  TurnStartResponseLike,
} from '../../lib/turn/events.js';
import { reduceTurn } from '../../lib/turn/turn-reducer.js';
import { initialTurnState } from '../../lib/turn/turn-state.js';
import { THREAD, TURN, plainTurnNotifications, response } from './fixtures.js';

type Assert<T extends true> = T;
type Extends<A, B> = [A] extends [B] ? true : false;

export type Compat = [
  Assert<Extends<Turn, TurnLike>>,
  Assert<Extends<ThreadItem, ThreadItemLike>>,
  Assert<Extends<TurnError, TurnErrorLike>>,
  Assert<Extends<ThreadTokenUsage, ThreadTokenUsageLike>>,
  Assert<Extends<TurnStartResponse, TurnStartResponseLike>>,
  Assert<Extends<ServerNotificationParams<'turn/started'>, TurnNotificationParams>>,
  Assert<Extends<ServerNotificationParams<'turn/completed'>, TurnNotificationParams>>,
  Assert<Extends<ServerNotificationParams<'item/started'>, ItemNotificationParams>>,
  Assert<Extends<ServerNotificationParams<'item/completed'>, ItemNotificationParams>>,
  Assert<Extends<ServerNotificationParams<DeltaMethod>, DeltaParams>>,
  Assert<Extends<ServerNotificationParams<'thread/tokenUsage/updated'>, TokenUsageUpdatedParams>>,
  Assert<Extends<ServerNotificationParams<'error'>, ErrorNotificationParams>>,
  // Everything the client's events$ carries is a reducer input.
  Assert<Extends<ServerNotification | GenericNotification, TurnInput>>,
  // Every method the reducer handles is a real notification method (or one of the two
  // client-side inputs: the turn/start response, a thread/read reconcile).
  Assert<
    Extends<
      Exclude<TurnEvent['method'], 'turn/start#response' | 'thread/read#reconcile'>,
      ServerNotification['method']
    >
  >,
  // A thread/read turn is what the reconcile event takes.
  Assert<Extends<Turn, TurnReconcileParams['turn']>>,
];

describe('reducer inputs decoded by the protocol layer', () => {
  it('a plain turn decoded with the generated codecs folds to the same state', () => {
    const raw = plainTurnNotifications(['Hel', 'lo']).map(
      (n) => JSON.parse(JSON.stringify({ ...n, emittedAtMs: 1 })) as TurnInput,
    );
    const decoded = raw.map((n) => {
      const result = decodeServerNotification(
        { method: n.method, params: n.params },
        { strict: true },
      );
      if (!isRight(result)) throw result.left;
      return result.right;
    });
    const state = [response(), ...decoded].reduce(reduceTurn, initialTurnState(THREAD));
    expect(state).toMatchObject({
      done: true,
      status: 'completed',
      turnId: TURN,
      finalText: 'Hello',
    });
  });
});
