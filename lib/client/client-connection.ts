/**
 * A client's connection, its lifecycle: one `Session` per connection, fed
 * into the client's streams; the handshake (client-handshake.ts); after a
 * drop, reconnect (reconnect-controller.ts) or reattach (reattach.ts); close.
 * It builds the client's parts and is the host they read live state from:
 * request routing (client-requests.ts), server requests (server-requests.ts),
 * the turns (client-turns.ts). `ClientCore` (client-core.ts) is its public face.
 */
import {
  AsyncSubject,
  BehaviorSubject,
  EMPTY,
  Observable,
  asyncScheduler,
  defer,
  share,
  tap,
  throwError,
  type MonoTypeOperatorFunction,
  type SchedulerLike,
} from 'rxjs';
import { TransportClosedError } from '../rpc/errors.js';
import { Session, type RequestOptions, type SessionOptions } from '../rpc/session.js';
import { isResumableTransport } from '../transport/resumable.js';
import type { Transport } from '../transport/transport.js';
import { codexVersionFromUserAgent } from '../protocol/codex-version.js';
import { initializeParamsOf, sessionOptionsOf, type ClientOptions } from './client-options.js';
import {
  decodeResult,
  routeRequest,
  type ClientState,
  type RequestHost,
} from './client-requests.js';
import { handshake } from './client-handshake.js';
import { ClientTurns } from './client-turns.js';
import { ConnectionStatusSubject } from './connection-status.js';
import type { ClientDiagnostic } from './diagnostics.js';
import { decodeNotificationEvent } from './decode-events.js';
import { ClientClosedError } from './errors.js';
import { ClientStreams } from './client-streams.js';
import type { AnyNotificationEvent } from './events.js';
import type {
  ClientRequestMethod,
  ClientRequestResult,
  DecodeOptions,
  InitializeResponse,
} from './protocol.js';
import { reconcileRunningTurns, type TurnReconciliation } from './reconcile-turns.js';
import { ReconnectController } from './reconnect-controller.js';
import type { ReconnectPolicy } from './reconnect.js';
import { ReattachController, type ReattachHost, type ReplayGapEvent } from './reattach.js';
import {
  ServerRequests,
  serverRequestsOptionsOf,
  type ServerRequestsHost,
} from './server-requests.js';
import { serverVersionDiagnostic } from './server-version.js';

export class ClientConnection implements RequestHost, ServerRequestsHost, ReattachHost {
  readonly scheduler: SchedulerLike;
  readonly experimental: boolean;
  /** How notifications, server requests and results are decoded (strict / experimental set). */
  readonly decodeOptions: DecodeOptions;
  /** events$, notifications$, serverRequests$, diagnostics$, closed$. */
  readonly streams: ClientStreams;
  readonly status = new ConnectionStatusSubject();
  readonly replayGap$: Observable<ReplayGapEvent>;
  /** Server requests: published and handled once each, answers held across a reconnect. */
  readonly serverRequests: ServerRequests;
  /** The turns and what else the library's own modules use (client-internals.ts). */
  readonly turns: ClientTurns;

  /** The current session, then each reconnect's; completes when the client is closed for good. */
  private readonly sessions: BehaviorSubject<Session>;
  private readonly sessionOptions: SessionOptions;
  /** Reconnecting after a drop, with a `reconnect` policy (reconnect-controller.ts). */
  readonly reconnect: ReconnectController | null;
  #state: ClientState = 'new';
  /** `close()` was called: the end of the connection is no failure. */
  #closing = false;
  #closeError: TransportClosedError | null = null;
  private initResult: InitializeResponse | null = null;
  /** Reattach handling when the transport is resumable (reattach.ts). */
  private readonly reattach: ReattachController | null;

  constructor(
    private readonly transport: Transport,
    private readonly options: ClientOptions,
  ) {
    this.scheduler = options.scheduler ?? asyncScheduler;
    this.experimental = options.experimentalApi === true;
    this.decodeOptions = { strict: options.strict === true, experimental: this.experimental };
    this.sessionOptions = sessionOptionsOf(options, this.scheduler);
    this.sessions = new BehaviorSubject(new Session(transport, this.sessionOptions));
    // One reporter for every notification, not a closure per notification.
    const report = (d: ClientDiagnostic): void => this.diagnostic(d);
    this.streams = new ClientStreams(
      this.sessions,
      (n) => decodeNotificationEvent(n, this.decodeOptions, report),
      options,
    );
    // The client's own listener, first of all: it tracks the running turns
    // and resolved server requests before anyone else sees an event.
    this.streams.notificationEvents$.subscribe((event) => {
      this.turns.runningTurns.observe(event);
      this.serverRequests.observe(event);
    });
    this.turns = new ClientTurns(this);
    this.reattach = isResumableTransport(transport)
      ? new ReattachController(this, transport)
      : null;
    this.replayGap$ = this.reattach?.replayGap$ ?? EMPTY;
    this.serverRequests = new ServerRequests(
      this,
      serverRequestsOptionsOf(options, this.scheduler),
    );
    this.reconnect = options.reconnect ? this.reconnectController(options.reconnect) : null;
    this.wire(this.session);
  }

  /** The current session; a reconnect replaces it. */
  get session(): Session {
    return this.sessions.value;
  }

  get state(): ClientState {
    return this.#state;
  }

  get closing(): boolean {
    return this.#closing;
  }

  /** Why the client closed, once it has. */
  get closeError(): TransportClosedError | null {
    return this.#closeError;
  }

  get reconnecting(): boolean {
    return this.#state === 'reconnecting';
  }

  /** For the turns (ClientTurnsHost): the decoded notifications, shared. */
  get notificationEvents$(): Observable<AnyNotificationEvent> {
    return this.streams.notificationEvents$;
  }

  get initializeResult(): InitializeResponse | null {
    return this.initResult;
  }

  get serverCodexVersion(): string | undefined {
    return this.initResult ? codexVersionFromUserAgent(this.initResult.userAgent) : undefined;
  }

  get isReady(): boolean {
    return this.#state === 'ready';
  }

  get isClosed(): boolean {
    return this.#state === 'closed';
  }

  /** One request (see `ClientCore.request`); state and flavor are checked here, params by their codec. */
  sendRequest<M extends ClientRequestMethod>(
    method: M,
    params: unknown,
    options?: RequestOptions,
  ): Observable<ClientRequestResult<M>> {
    return routeRequest(this, method, params, options);
  }

  reconcileRunningTurns(): Observable<TurnReconciliation[]> {
    return defer(() => reconcileRunningTurns(this.turns));
  }

  holdWhileReconciling(): MonoTypeOperatorFunction<AnyNotificationEvent> {
    return (source) =>
      defer(() => (this.reattach ? source.pipe(this.reattach.holdWhileReconciling()) : source));
  }

  diagnostic(d: ClientDiagnostic): void {
    this.streams.diagnostic(d);
  }

  /** For the turns (ClientTurnsHost). */
  get closed$(): Observable<TransportClosedError> {
    return this.streams.closed$;
  }

  /**
   * The handshake, once: cold on first subscription, shared afterwards
   * (`share` with an AsyncSubject and no reset: every subscriber, early or
   * late, gets the one result or the one error; a subscriber leaving does
   * not stop the handshake).
   */
  initialize(): Observable<InitializeResponse> {
    return this.init$;
  }

  /** See `ClientCore.close`. */
  close(): Promise<void> {
    this.#closing = true;
    const released = this.session.close({
      kind: 'closedByClient',
      message: 'the client was closed',
    });
    // between two reconnect attempts no session is open: end here
    if (this.#state !== 'closed')
      this.onClosed(
        new TransportClosedError({ kind: 'closedByClient', message: 'the client was closed' }),
      );
    return released;
  }

  /** Feeds one session's other streams into the client (its notifications come through `sessions`). */
  private wire(session: Session): void {
    session.serverRequests$.subscribe((r) => this.serverRequests.received(r));
    session.diagnostics$.subscribe((d) => this.diagnostic(d));
    session.closed$.subscribe((error) => this.onSessionClosed(session, error));
  }

  private readonly init$: Observable<InitializeResponse> = defer(() => {
    if (this.#state === 'closed')
      return throwError(() => new ClientClosedError('initialize', { cause: this.#closeError }));
    this.#state = 'initializing';
    return handshake({
      session: this.session,
      reattach: this.reattach,
      initializeParams: initializeParamsOf(this.options),
    }).pipe(
      tap({
        next: (initResult) => {
          this.initResult = initResult;
          const mismatch = serverVersionDiagnostic(initResult.userAgent);
          if (mismatch) this.diagnostic(mismatch);
          if (this.#state === 'initializing') this.#state = 'ready';
          this.status.next({ kind: 'connected' });
        },
        error: () => {
          if (this.#state === 'initializing') this.#state = 'failed';
        },
      }),
    );
  }).pipe(
    share({
      connector: () => new AsyncSubject<InitializeResponse>(),
      resetOnError: false,
      resetOnComplete: false,
      resetOnRefCountZero: false,
    }),
  );

  private onSessionClosed(session: Session, error: TransportClosedError): void {
    if (session !== this.session || this.#state === 'closed') return;
    if (this.#closing) return this.onClosed(error);
    // a session opened by a reconnect attempt: that attempt sees the failure and retries
    if (this.#state === 'reconnecting') return;
    if (this.#state !== 'ready' || this.reconnect === null) return this.onClosed(error);
    this.#state = 'reconnecting';
    this.reconnect.start(error);
  }

  private reconnectController(policy: ReconnectPolicy): ReconnectController {
    return new ReconnectController(policy, {
      scheduler: this.scheduler,
      turns: this.turns,
      serverRequests: this.serverRequests,
      status: this.status,
      decodeResult: (method, raw) => decodeResult(this, method, raw),
      initializeParams: () => initializeParamsOf(this.options),
      openSession: (transport = this.transport) => {
        const session = new Session(transport, this.sessionOptions);
        this.sessions.next(session);
        this.wire(session);
        return session;
      },
      reconnected: (initializeResult) => {
        this.initResult = initializeResult;
        this.#state = 'ready';
      },
      failed: (error) => this.onClosed(error),
    });
  }

  private onClosed(error: TransportClosedError): void {
    if (this.#state === 'closed') return;
    this.reconnect?.close();
    this.#closeError = error;
    this.#state = 'closed';
    this.serverRequests.close();
    this.reattach?.close();
    if (!this.#closing) this.status.next({ kind: 'failed', error });
    this.status.complete();
    this.turns.close();
    this.streams.end(error);
    this.sessions.complete();
  }
}
