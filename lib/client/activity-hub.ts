/**
 * The client manager's thread-activity broadcast and recovery hook: every
 * pooled client's thread events, connection changes and recovery outcomes on
 * one hot stream (`manager.activity$`), each tagged with the client's
 * connection key. After a client reconnected (or, through the relay,
 * reattached) the host's recovery hook is called with the threads that had
 * pending activity at the drop, and its outcome is broadcast too.
 */
import {
  Observable,
  Subject,
  Subscription,
  defer,
  from,
  isObservable,
  last,
  of,
  type ObservableInput,
} from 'rxjs';
import type { RequestId } from '../rpc/messages.js';
import type { ConnectionStatus } from './connection-status.js';
import type { ClientEvent } from './events.js';
import type { RunningTurns } from './running-turns.js';
import { threadActivityOf, type ThreadActivity } from './thread-activity.js';

/** What the hub watches on a pooled client. */
export interface ObservedClient {
  readonly events$: Observable<ClientEvent>;
  readonly connectionStatus$: Observable<ConnectionStatus>;
  readonly runningTurns: RunningTurns;
}

/** What the recovery hook is told. */
export interface RecoveryContext<C = unknown> {
  /** The pooled client's connection key. */
  readonly key: string;
  readonly client: C;
  /** `reconnected`, or (relay) `reattached`. */
  readonly trigger: string;
  /**
   * Threads that had pending activity when the connection dropped: a running
   * turn or a server request (approval) waiting for an answer.
   */
  readonly threadIds: readonly string[];
}

/**
 * The host's recovery hook (the seed's `thread_activity_recovery`): a value,
 * a Promise or an Observable (its last value); a throw, a rejection or an
 * error is a failed outcome. Either way the outcome goes to `activity$`.
 */
export type RecoveryHook<C = unknown> = (
  context: RecoveryContext<C>,
) => ObservableInput<unknown> | unknown;

const requestKey = (id: RequestId): string => `${typeof id}:${String(id)}`;

const isPromiseLike = (x: unknown): x is PromiseLike<unknown> =>
  x !== null &&
  (typeof x === 'object' || typeof x === 'function') &&
  typeof (x as PromiseLike<unknown>).then === 'function';

export class ThreadActivityHub<C extends ObservedClient = ObservedClient> {
  private readonly subject = new Subject<ThreadActivity>();
  /** Hot: subscribers see what happens after they subscribe. */
  readonly activity$: Observable<ThreadActivity> = this.subject.asObservable();

  constructor(private readonly recovery?: RecoveryHook<C>) {}

  /**
   * Broadcasts one client's activity under `key` until its streams complete
   * (the client closed) or the returned subscription is unsubscribed.
   */
  attach(key: string, client: C): Subscription {
    const subscription = new Subscription();
    // server requests waiting for an answer, by request id -> thread
    const pendingRequests = new Map<string, string>();
    // threads with pending activity when the connection dropped
    let atDrop: string[] | null = null;
    const pendingThreads = (): string[] => [
      ...new Set([...client.runningTurns.threadIds, ...pendingRequests.values()]),
    ];
    // events$ completes when the connection ends; connectionStatus$ below
    // broadcasts how (a 'failed' status)
    subscription.add(
      client.events$.subscribe((event) => {
        const activity = threadActivityOf(key, event);
        if (activity === null) return;
        if (activity.kind === 'approvalPending')
          pendingRequests.set(requestKey(activity.requestId), activity.threadId);
        else if (activity.kind === 'approvalResolved')
          pendingRequests.delete(requestKey(activity.requestId));
        this.subject.next(activity);
      }),
    );
    subscription.add(
      client.connectionStatus$.subscribe((status) => {
        this.subject.next({ kind: 'connection', key, status });
        if (status.kind === 'reconnecting' && atDrop === null) atDrop = pendingThreads();
        // 'reattached' is the relay's status (same hook, issue 12 §2)
        const kind: string = status.kind;
        if (kind === 'reconnected' || kind === 'reattached') {
          const threadIds = atDrop ?? pendingThreads();
          atDrop = null;
          subscription.add(this.recover(key, client, kind, threadIds));
        }
        if (status.kind === 'failed') atDrop = null;
      }),
    );
    return subscription;
  }

  private recover(key: string, client: C, trigger: string, threadIds: string[]): Subscription {
    const hook = this.recovery;
    if (!hook) return Subscription.EMPTY;
    const report = (outcome: { ok: true; value: unknown } | { ok: false; error: unknown }): void =>
      this.subject.next({ kind: 'recovery', key, trigger, threadIds, outcome });
    return defer(() => {
      const result = hook({ key, client, trigger, threadIds });
      if (isObservable(result)) return result.pipe(last(null, undefined));
      if (isPromiseLike(result)) return from(result);
      return of(result);
    }).subscribe({
      next: (value) => report({ ok: true, value }),
      error: (error: unknown) => report({ ok: false, error }),
    });
  }
}
