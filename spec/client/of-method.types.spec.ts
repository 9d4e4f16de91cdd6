/**
 * Type-level tests (checked by `npm run typecheck`; jest runs the runtime part):
 * ofMethod / forThread / forTurn narrow, requests are typed by method, and
 * experimental methods need an experimental client.
 */
import { Subject, firstValueFrom, of, toArray, type Observable } from 'rxjs';
import { createClient, type Client } from '../../lib/client/client.js';
import type { ExperimentalFlavor } from '../../lib/client/client-options.js';
import type { ClientEvent, NotificationEventOf } from '../../lib/client/events.js';
import { forThread } from '../../lib/client/for-thread.js';
import { forTurn } from '../../lib/client/for-turn.js';
import { ofMethod } from '../../lib/client/of-method.js';
import type { ServerRequestHandlerMap } from '../../lib/client/server-request-handler.js';
import { createInMemoryPair } from '../../lib/transport/in-memory.js';

type Equals<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const assertType = <T extends true>(_: T): void => undefined;

const turn = { id: 'u1', status: 'completed' as const, items: [] };
const events: ClientEvent[] = [
  { kind: 'notification', method: 'turn/completed', params: { threadId: 't1', turn } },
  {
    kind: 'notification',
    method: 'turn/started',
    params: { threadId: 't2', turn: { ...turn, id: 'u2' } },
  },
  { kind: 'notification', generic: true, method: 'turn/completed', params: { broken: true } },
  {
    kind: 'notification',
    method: 'thread/status/changed',
    params: { threadId: 't1', status: { type: 'idle' } },
  },
] as ClientEvent[];

describe('ofMethod (types and runtime)', () => {
  it('narrows to the exact params type of the method and skips generic events', async () => {
    const completed$ = of(...events).pipe(ofMethod('turn/completed'));
    assertType<Equals<Observable<NotificationEventOf<'turn/completed'>>, typeof completed$>>(true);
    const got = await firstValueFrom(completed$.pipe(toArray()));
    expect(got).toHaveLength(1);
    const status: 'completed' | 'interrupted' | 'failed' | 'inProgress' =
      got[0]!.params.turn.status;
    expect(status).toBe('completed');
    // @ts-expect-error -- turn/completed params have no `delta`
    void got[0]!.params.delta;
  });

  it('takes several methods', async () => {
    const both$ = of(...events).pipe(ofMethod('turn/started', 'turn/completed'));
    const got = await firstValueFrom(both$.pipe(toArray()));
    expect(got.map((e) => e.method)).toEqual(['turn/completed', 'turn/started']);
    got.forEach((e) => expect(typeof e.params.turn.id).toBe('string'));
  });

  it('rejects unknown method names at compile time', () => {
    // @ts-expect-error -- not a server event method
    of(...events).pipe(ofMethod('turn/finished'));
  });

  it('forThread and forTurn narrow to events that carry the id', async () => {
    const t1 = await firstValueFrom(of(...events).pipe(forThread('t1'), toArray()));
    expect(t1.map((e) => e.method)).toEqual(['turn/completed', 'thread/status/changed']);
    const u2 = await firstValueFrom(
      of(...events).pipe(forTurn('u2'), ofMethod('turn/started'), toArray()),
    );
    expect(u2.map((e) => e.params.turn.id)).toEqual(['u2']);
  });
});

describe('typed requests', () => {
  it('types params and results by method; experimental methods need an experimental client', () => {
    const [end] = createInMemoryPair();
    const stable = createClient(end);
    const experimental = createClient(end, { experimentalApi: true });
    assertType<Equals<typeof experimental, Client<ExperimentalFlavor>>>(true);
    const _models$ = stable.request('model/list', {});
    type Models = typeof _models$ extends Observable<infer R> ? R : never;
    const ids = (r: Models): string[] => r.data.map((m) => m.id);
    void ids;
    // params are optional only for methods that take none
    stable.request('account/logout');
    stable.request('account/logout', undefined, { timeoutMs: 500 });
    // @ts-expect-error -- thread/read needs its params
    stable.request('thread/read');
    // @ts-expect-error -- wrong params type for thread/read
    stable.request('thread/read', { threadId: 42 });
    // @ts-expect-error -- experimental method on a stable client
    stable.request('fuzzyFileSearch/sessionStart', { sessionId: 's', roots: [] });
    // @ts-expect-error -- `this` must be an experimental client
    stable.fuzzyFileSearch(['/'], new Subject<string>());
    experimental.request('fuzzyFileSearch/sessionStart', { sessionId: 's', roots: [] });
    experimental.fuzzyFileSearch(['/'], new Subject<string>());
    // @ts-expect-error -- initialize is the client's own business
    experimental.request('initialize', { clientInfo: { name: 'x', version: '1' } });
    expect(true).toBe(true);
  });

  it('types handler maps per method (v2 decisions)', () => {
    const handler: ServerRequestHandlerMap = {
      'item/commandExecution/requestApproval': (params) => ({
        decision: params.availableDecisions ? 'acceptForSession' : 'accept',
      }),
      'item/fileChange/requestApproval': () => Promise.resolve({ decision: 'cancel' as const }),
      // @ts-expect-error -- the legacy v1 value is not a v2 decision
      'item/permissions/requestApproval': () => ({ decision: 'approved' }),
    };
    expect(Object.keys(handler)).toHaveLength(3);
  });
});
