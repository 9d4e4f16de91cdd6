/**
 * `ClientTurns.threadNotifications(threadId)`: what a running turn reads, the
 * thread's notifications (`forThread` over the client's decoded stream)
 * merged with the server's views of its turn, ending with the close cause.
 */
import { NEVER, Observable, Subject, config, identity } from 'rxjs';
import { ClientTurns, type ClientTurnsHost } from '../../lib/client/client-turns.js';
import type { AnyNotificationEvent } from '../../lib/client/events.js';
import { TransportClosedError } from '../../lib/rpc/errors.js';
import type { TurnInput } from '../../lib/turn/events.js';

const delta = (threadId: string, text: string): AnyNotificationEvent =>
  ({
    kind: 'notification',
    method: 'item/agentMessage/delta',
    params: { threadId, turnId: 'turn_1', itemId: 'm1', delta: text },
  }) as AnyNotificationEvent;

const deltaOf = (e: TurnInput): string => (e.params as { delta: string }).delta;

/** The client's decoded notifications: `dispatch` feeds them. */
type Turns = ClientTurns & { dispatch(event: AnyNotificationEvent): void };

function setUp(closed$: Observable<TransportClosedError> = NEVER): Turns {
  const notificationEvents$ = new Subject<AnyNotificationEvent>();
  const host = {
    scheduler: undefined,
    closed$,
    notificationEvents$,
    holdWhileReconciling: () => identity,
    sendRequest: () => NEVER,
    diagnostic: () => undefined,
  } as unknown as ClientTurnsHost;
  return Object.assign(new ClientTurns(host), {
    dispatch: (event: AnyNotificationEvent) => notificationEvents$.next(event),
  });
}

describe('ClientTurns.threadNotifications', () => {
  it("delivers the thread's notifications and the server's views of its turn, in order, until unsubscribed", () => {
    const turns = setUp();
    const seen: string[] = [];
    const sub = turns.threadNotifications('thr_1').subscribe({
      next: (e) => seen.push(e.method === 'item/agentMessage/delta' ? deltaOf(e) : e.method),
    });
    turns.dispatch(delta('thr_1', 'a'));
    turns.dispatch(delta('thr_2', 'x'));
    turns.pushReconcile('thr_1', { id: 'turn_1', items: [], status: 'inProgress', error: null });
    turns.dispatch(delta('thr_1', 'b'));
    sub.unsubscribe();
    turns.dispatch(delta('thr_1', 'c'));
    expect(seen).toEqual(['a', 'thread/read#reconcile', 'b']);
  });

  it('errors once with the close error, and delivers nothing after it', () => {
    const closed$ = new Subject<TransportClosedError>();
    const turns = setUp(closed$);
    const seen: string[] = [];
    const errors: unknown[] = [];
    turns.threadNotifications('thr_1').subscribe({
      next: (e) => seen.push(deltaOf(e)),
      error: (e: unknown) => errors.push(e),
    });
    turns.dispatch(delta('thr_1', 'a'));
    const closed = new TransportClosedError({ kind: 'peerClosed', message: 'gone' });
    closed$.next(closed);
    closed$.next(closed);
    turns.failThread('thr_1', 'turn_1', new Error('resume failed'));
    turns.dispatch(delta('thr_1', 'b'));
    expect(seen).toEqual(['a']);
    expect(errors).toEqual([closed]);
  });

  it("errors with the thread's failure; a client already closed errors at subscription", () => {
    const turns = setUp();
    const errors: unknown[] = [];
    turns.threadNotifications('thr_1').subscribe({ error: (e: unknown) => errors.push(e) });
    turns.failThread('thr_1', 'turn_1', new Error('resume failed'));
    expect(errors).toHaveLength(1);
    expect((errors[0] as Error).name).toBe('TurnLostError');

    // A client already closed: its closed$ replays the close error at subscription.
    const closed = new TransportClosedError({ kind: 'peerClosed', message: 'gone' });
    const closedTurns = setUp(new Observable<TransportClosedError>((s) => s.next(closed)));
    const atOnce: unknown[] = [];
    const seen: string[] = [];
    closedTurns
      .threadNotifications('thr_1')
      .subscribe({ next: (e) => seen.push(deltaOf(e)), error: (e: unknown) => atOnce.push(e) });
    closedTurns.dispatch(delta('thr_1', 'a'));
    expect(atOnce).toEqual([closed]);
    expect(seen).toEqual([]);
  });

  it('an observer that throws is reported as rxjs reports it, and the other listeners still get the notification', async () => {
    const turns = setUp();
    const reported: unknown[] = [];
    const previous = config.onUnhandledError;
    config.onUnhandledError = (e) => reported.push(e);
    try {
      const boom = new Error('observer failed');
      const seen: string[] = [];
      turns.threadNotifications('thr_1').subscribe({
        next: () => {
          throw boom;
        },
      });
      turns.threadNotifications('thr_1').subscribe({ next: (e) => seen.push(deltaOf(e)) });
      turns.dispatch(delta('thr_1', 'a'));
      expect(seen).toEqual(['a']);
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(reported).toEqual([boom]);
    } finally {
      config.onUnhandledError = previous;
    }
  });
});
