/**
 * A client's output streams: every decoded server event (`events$`, split
 * into `notifications$` and `serverRequests$`), `diagnostics$` with a bounded
 * replay, and `closed$`; and how they end (a close by the client completes
 * `events$`, a failed connection errors it).
 */
import { AsyncSubject, ReplaySubject, Subject, filter, type Observable } from 'rxjs';
import type { TransportClosedError } from '../rpc/errors.js';
import { DEFAULT_DIAGNOSTICS_REPLAY, type ClientOptions } from './client-options.js';
import type { ClientDiagnostic } from './diagnostics.js';
import type { AnyNotificationEvent, AnyServerRequestEvent, ClientEvent } from './events.js';

export class ClientStreams {
  readonly events$: Observable<ClientEvent>;
  readonly notifications$: Observable<AnyNotificationEvent>;
  readonly serverRequests$: Observable<AnyServerRequestEvent>;
  readonly diagnostics$: Observable<ClientDiagnostic>;
  readonly closed$: Observable<TransportClosedError>;
  /** A Subject, or a ReplaySubject when `replay` asks for one. */
  private readonly events: Subject<ClientEvent>;
  private readonly diagnostics: Subject<ClientDiagnostic>;
  private readonly closed = new AsyncSubject<TransportClosedError>();

  constructor(options: Pick<ClientOptions, 'replay' | 'diagnosticsReplay'>) {
    const replay = options.replay ?? 0;
    this.events = replay > 0 ? new ReplaySubject<ClientEvent>(replay) : new Subject<ClientEvent>();
    this.events$ = this.events.asObservable();
    this.notifications$ = this.events$.pipe(
      filter((e): e is AnyNotificationEvent => e.kind === 'notification'),
    );
    this.serverRequests$ = this.events$.pipe(
      filter((e): e is AnyServerRequestEvent => e.kind === 'request'),
    );
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

  /** One decoded event, to every subscriber, synchronously. */
  publish(event: ClientEvent): void {
    this.events.next(event);
  }

  diagnostic(d: ClientDiagnostic): void {
    this.diagnostics.next(d);
  }

  /**
   * The connection is over: `closed$` emits `error`. Only the client's own
   * close() (`byClient`) ends `events$` cleanly: a connection that failed
   * errors it, so no subscriber takes a dead server for a finished one
   * (`closed$` and `diagnostics$` complete either way).
   */
  end(error: TransportClosedError, byClient: boolean): void {
    this.closed.next(error);
    this.closed.complete();
    if (byClient) this.events.complete();
    else this.events.error(error);
    this.diagnostics.complete();
  }
}
