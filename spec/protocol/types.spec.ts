/**
 * Type-level tests (checked by `npm run typecheck`, which includes spec/):
 * method maps give exact params/result types, and a client typed for the
 * stable API cannot call an experimental method.
 */
import type {
  AllowedClientRequestMethod,
  ClientRequestParams,
  ClientRequestResult,
  ExperimentalClientRequestMethod,
  ServerNotificationParams,
  ServerRequestResult,
  StableClientRequestMethod,
} from '../../lib/protocol/index.js';
import type {
  ThreadStartParams,
  ThreadStartResponse,
  TurnCompletedNotification,
} from '../../gen/stable/index.js';

/** A minimal typed client: only the methods allowed by `Experimental` compile. */
interface TypedClient<Experimental extends boolean> {
  request<M extends AllowedClientRequestMethod<Experimental>>(
    method: M,
    params: ClientRequestParams<M>,
  ): ClientRequestResult<M>;
}

declare const stableClient: TypedClient<false>;
declare const experimentalClient: TypedClient<true>;

export function typeLevelChecks(): void {
  const started: ThreadStartResponse = stableClient.request(
    'thread/start',
    {} as ThreadStartParams,
  );
  void started;
  // @ts-expect-error -- `thread/queue/add` is experimental: not callable on a stable client
  stableClient.request('thread/queue/add', {} as ClientRequestParams<'thread/queue/add'>);
  experimentalClient.request('thread/queue/add', {} as ClientRequestParams<'thread/queue/add'>);
  // @ts-expect-error -- unknown methods are refused by both
  experimentalClient.request('no/such/method', {});
  // @ts-expect-error -- params are checked per method
  stableClient.request('turn/interrupt', { nope: true });

  const completed: ServerNotificationParams<'turn/completed'> = {} as TurnCompletedNotification;
  void completed;
  const answer: ServerRequestResult<'item/commandExecution/requestApproval'> = {
    decision: 'accept',
  };
  void answer;
  const experimentalOnly: ExperimentalClientRequestMethod = 'thread/queue/add';
  // @ts-expect-error -- a stable method is not an experimental-only one
  const notExperimental: ExperimentalClientRequestMethod = 'thread/start';
  const stable: StableClientRequestMethod = 'thread/start';
  void [experimentalOnly, notExperimental, stable];
}

it('type-level checks compile (see npm run typecheck)', () => {
  expect(typeof typeLevelChecks).toBe('function');
});
