/**
 * A client's connection, its lifecycle and handshake: one `Session` per
 * connection, fed into the client's streams; `initialize` then `initialized`;
 * reconnect (with a `reconnect` policy) or reattach (over the relay); close.
 * Requests are routed by client-requests.ts, server requests handled by
 * server-requests.ts, turns kept by client-turns.ts. `ClientCore`
 * (client-core.ts) is the public face of it.
 */
import {
  AsyncSubject,
  BehaviorSubject,
  EMPTY,
  Observable,
  asyncScheduler,
  defer,
  throwError,
  type MonoTypeOperatorFunction,
  type SchedulerLike,
} from 'rxjs';
import { TransportClosedError } from '../rpc/errors.js';
import type { RequestId } from '../rpc/messages.js';
import { Session, type RequestOptions, type SessionOptions } from '../rpc/session.js';
import { isResumableTransport } from '../transport/resumable.js';
import type { Transport } from '../transport/transport.js';
import { codexVersionFromUserAgent } from '../protocol/codex-version.js';
import {
  DEFAULT_SERVER_REQUEST_TIMEOUT_MS,
  initializeParamsOf,
  sessionOptionsOf,
  type ClientOptions,
} from './client-options.js';
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
import { ReattachController, type ReplayGapEvent } from './reattach.js';
import { ServerRequests } from './server-requests.js';
import { serverVersionDiagnostic } from './server-version.js';

export class ClientConnection {
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

  /** `close()` was called: the end of the connection is no failure. */
  private closing = false;
  /** The current session, then each reconnect's; completes when the client is closed for good. */
  private readonly sessions: BehaviorSubject<Session>;
  private readonly sessionOptions: SessionOptions;
  /** Reconnecting after a drop, with a `reconnect` policy (reconnect-controller.ts). */
  private readonly reconnect: ReconnectController | null;
  private state: ClientState = 'new';
  private init$: Observable<InitializeResponse> | null = null;
  private initResult: InitializeResponse | null = null;
  private closeError: TransportClosedError | null = null;
  /** Reattach handling when the transport is resumable (reattach.ts). */
  private readonly reattach: ReattachController | null;
  /** What request routing reads of this connection (live). */
  private readonly requestHost: RequestHost;

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
      if (event.method === 'serverRequest/resolved') {
        // also a generic event (params that did not decode): read the id defensively
        const requestId = (event.params as { requestId?: RequestId } | undefined)?.requestId;
        if (requestId !== undefined) this.serverRequests.resolved(requestId);
      }
    });
    this.turns = new ClientTurns(this);
    this.reattach = isResumableTransport(transport)
      ? new ReattachController(
          {
            session: this.session,
            runningTurns: this.turns.runningTurns,
            reportStatus: (status) => this.status.next(status),
            reconcileRunningTurns: () => this.reconcileRunningTurns(),
            diagnostic: (d) => this.diagnostic(d),
          },
          transport,
        )
      : null;
    this.replayGap$ = this.reattach?.replayGap$ ?? EMPTY;
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the hosts read live state
    const connection = this;
    this.serverRequests = new ServerRequests(
      {
        get reconnecting() {
          return connection.state === 'reconnecting';
        },
        decodeOptions: this.decodeOptions,
        respond: (id, result) => this.session.respond(id, result),
        respondError: (id, code, message, data) =>
          this.session.respondError(id, code, message, data),
        publish: (event) => this.streams.publish(event),
        diagnostic: (d) => this.diagnostic(d),
      },
      {
        handler: options.requestHandler,
        timeoutMs:
          options.serverRequestTimeoutMs === undefined
            ? DEFAULT_SERVER_REQUEST_TIMEOUT_MS
            : options.serverRequestTimeoutMs,
        scheduler: this.scheduler,
      },
    );
    this.reconnect = options.reconnect ? this.reconnectController(options.reconnect) : null;
    this.requestHost = {
      get state() {
        return connection.state;
      },
      get session() {
        return connection.session;
      },
      get closeError() {
        return connection.closeError;
      },
      experimental: this.experimental,
      decodeOptions: this.decodeOptions,
      reconnects: this.reconnect !== null,
      get closing() {
        return connection.closing;
      },
      reconnected$: this.reconnect?.reconnected$ ?? EMPTY,
      get serverCodexVersion() {
        return connection.serverCodexVersion;
      },
      diagnostic: (d) => this.diagnostic(d),
    };
    this.wire(this.session);
  }

  /** The current session; a reconnect replaces it. */
  get session(): Session {
    return this.sessions.value;
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
    return this.state === 'ready';
  }

  get isClosed(): boolean {
    return this.state === 'closed';
  }

  /** One request (see `ClientCore.request`); state and flavor are checked here, params by their codec. */
  sendRequest<M extends ClientRequestMethod>(
    method: M,
    params: unknown,
    options?: RequestOptions,
  ): Observable<ClientRequestResult<M>> {
    return routeRequest(this.requestHost, method, params, options);
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

  /** The handshake, once: cold on first subscription, shared afterwards. */
  initialize(): Observable<InitializeResponse> {
    return defer(() => this.startInitialize());
  }

  /** See `ClientCore.close`. */
  close(): Promise<void> {
    this.closing = true;
    const released = this.session.close({
      kind: 'closedByClient',
      message: 'the client was closed',
    });
    // between two reconnect attempts no session is open: end here
    if (this.state !== 'closed')
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

  private startInitialize(): Observable<InitializeResponse> {
    if (this.init$) return this.init$;
    if (this.state === 'closed')
      return throwError(() => new ClientClosedError('initialize', { cause: this.closeError }));
    const result = new AsyncSubject<InitializeResponse>();
    this.init$ = result.asObservable();
    this.state = 'initializing';
    handshake({
      session: this.session,
      reattach: this.reattach,
      initializeParams: initializeParamsOf(this.options),
    }).subscribe({
      next: (initResult) => {
        this.initResult = initResult;
        const mismatch = serverVersionDiagnostic(initResult.userAgent);
        if (mismatch) this.diagnostic(mismatch);
        if (this.state === 'initializing') this.state = 'ready';
        this.status.next({ kind: 'connected' });
        result.next(initResult);
        result.complete();
      },
      error: (error: unknown) => {
        if (this.state === 'initializing') this.state = 'failed';
        result.error(error);
      },
    });
    return this.init$;
  }

  private onSessionClosed(session: Session, error: TransportClosedError): void {
    if (session !== this.session || this.state === 'closed') return;
    if (this.closing) return this.onClosed(error);
    // a session opened by a reconnect attempt: that attempt sees the failure and retries
    if (this.state === 'reconnecting') return;
    if (this.state !== 'ready' || this.reconnect === null) return this.onClosed(error);
    this.state = 'reconnecting';
    this.serverRequests.newConnection();
    this.reconnect.start(error);
  }

  private reconnectController(policy: ReconnectPolicy): ReconnectController {
    return new ReconnectController(policy, {
      scheduler: this.scheduler,
      runningTurns: this.turns.runningTurns,
      decodeResult: (method, raw) => decodeResult(this.requestHost, method, raw),
      newSession: () => {
        const transport = policy.transport ? policy.transport() : this.transport;
        const session = new Session(transport, this.sessionOptions);
        this.sessions.next(session);
        this.serverRequests.newConnection();
        this.wire(session);
        return session;
      },
      initializeParams: () => initializeParamsOf(this.options),
      pushReconcile: (threadId, turn) => this.turns.pushReconcile(threadId, turn),
      rereadAtCompletion: (threadId, turnId) => this.turns.rereadAtCompletion(threadId, turnId),
      failThread: (threadId, turnId, error) => this.turns.failThread(threadId, turnId, error),
      reportStatus: (status) => this.status.next(status),
      reconnected: (result, attempt) => {
        this.initResult = result.initializeResult;
        this.state = 'ready';
        // answers to requests the server did not re-send: it no longer waits for them
        this.serverRequests.reconnected();
        this.status.next({ kind: 'reconnected', attempt, threadIds: result.threadIds });
      },
      failed: (error) => this.onClosed(error),
    });
  }

  private onClosed(error: TransportClosedError): void {
    if (this.state === 'closed') return;
    this.reconnect?.close();
    this.closeError = error;
    this.state = 'closed';
    this.serverRequests.close();
    this.reattach?.close();
    if (!this.closing) this.status.next({ kind: 'failed', error });
    this.status.complete();
    this.turns.close();
    this.streams.end(error);
    this.sessions.complete();
  }
}
