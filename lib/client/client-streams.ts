/**
 * A client's output streams: the decoded notifications of whichever session
 * is current (`session.notifications$` mapped through decoding, shared once),
 * `events$` (those and the server requests), `notifications$`,
 * `serverRequests$`, `diagnostics$` with a bounded replay, and `closed$`.
 *
 * How they end: every hot stream completes when the client's connection is
 * over, however it ended (`close()`, codex gone, a relay session lost);
 * `closed$` says why. They never error, so an app that subscribes to
 * `events$` without an error callback is not brought down by a dead server.
 */
import {
  AsyncSubject,
  ReplaySubject,
  Subject,
  filter,
  identity,
  map,
  merge,
  share,
  switchMap,
  type Observable,
} from 'rxjs';
import { BroadcastSubject } from '../rpc/broadcast-subject.js';
import type { TransportClosedError } from '../rpc/errors.js';
import type { RpcNotification } from '../rpc/messages.js';
import type { Session } from '../rpc/session.js';
import { DEFAULT_DIAGNOSTICS_REPLAY, type ClientOptions } from './client-options.js';
import type { ClientDiagnostic } from './diagnostics.js';
import type { AnyNotificationEvent, AnyServerRequestEvent, ClientEvent } from './events.js';

/**
 * `share` for the client's lifetime (its sessions included): a subscriber
 * leaving never disconnects the decoding, and nothing re-subscribes after the
 * end. Every reset flag is false for the reasons the Session's is
 * (rpc/session.ts): the source is held by the client itself, not by its
 * listeners.
 */
const forTheClient = <T>(connector: () => Subject<T>) =>
  share<T>({
    connector,
    resetOnError: false,
    resetOnComplete: false,
    resetOnRefCountZero: false,
  });

export class ClientStreams {
  /**
   * The current session's notifications, decoded, shared: `events$` and
   * each thread's events (`forThread`) are filters of it.
   */
  readonly notificationEvents$: Observable<AnyNotificationEvent>;
  readonly events$: Observable<ClientEvent>;
  readonly notifications$: Observable<AnyNotificationEvent>;
  readonly serverRequests$: Observable<AnyServerRequestEvent>;
  readonly diagnostics$: Observable<ClientDiagnostic>;
  readonly closed$: Observable<TransportClosedError>;
  /** Server requests, published once each by server-requests.ts before they are handled. */
  private readonly serverRequestEvents = new Subject<AnyServerRequestEvent>();
  private readonly diagnostics: Subject<ClientDiagnostic>;
  private readonly closed = new AsyncSubject<TransportClosedError>();

  constructor(
    /** The client's sessions, the current one last; completes when the client is closed for good. */
    sessions$: Observable<Session>,
    decode: (notification: RpcNotification) => AnyNotificationEvent,
    options: Pick<ClientOptions, 'replay' | 'diagnosticsReplay'>,
  ) {
    this.notificationEvents$ = sessions$.pipe(
      switchMap((session) => session.notifications$),
      map(decode),
      forTheClient(() => new BroadcastSubject<AnyNotificationEvent>()),
    );
    const replay = options.replay ?? 0;
    this.events$ = merge(this.notificationEvents$, this.serverRequestEvents).pipe(
      // `replay: N`: a bounded ReplaySubject, fed from the start (subscribed below)
      replay > 0 ? forTheClient(() => new ReplaySubject<ClientEvent>(replay)) : identity,
    );
    if (replay > 0) this.events$.subscribe();
    this.notifications$ = this.notificationEvents$;
    this.serverRequests$ = this.serverRequestEvents.asObservable();
    if (replay > 0) {
      this.notifications$ = this.events$.pipe(
        filter((e): e is AnyNotificationEvent => e.kind === 'notification'),
      );
      this.serverRequests$ = this.events$.pipe(
        filter((e): e is AnyServerRequestEvent => e.kind === 'request'),
      );
    }
    // Bounded replay: a subscriber who arrives after Client.connect still
    // learns what went wrong while connecting.
    const diagnosticsReplay = options.diagnosticsReplay ?? DEFAULT_DIAGNOSTICS_REPLAY;
    this.diagnostics =
      diagnosticsReplay > 0
        ? new ReplaySubject<ClientDiagnostic>(diagnosticsReplay)
        : new Subject<ClientDiagnostic>();
    this.diagnostics$ = this.diagnostics.asObservable();
    this.closed$ = this.closed.asObservable();
  }

  /** One decoded server request, to every subscriber, synchronously. */
  publish(event: AnyServerRequestEvent): void {
    this.serverRequestEvents.next(event);
  }

  diagnostic(d: ClientDiagnostic): void {
    this.diagnostics.next(d);
  }

  /**
   * The connection is over, for good: `closed$` emits why, then the hot
   * streams complete (the sessions' stream completes at the caller).
   */
  end(error: TransportClosedError): void {
    this.closed.next(error);
    this.closed.complete();
    this.serverRequestEvents.complete();
    this.diagnostics.complete();
  }
}
