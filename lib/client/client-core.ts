/**
 * The connection half of the Client: its lifecycle (sessions, handshake,
 * reconnect, close), the decoded event stream, diagnostics, and what running a
 * turn needs (TurnHost). Typed requests are routed by client-requests.ts and
 * server requests handled by server-requests.ts. `Client` (client.ts) adds the
 * named domain methods.
 */
import {
  AsyncSubject,
  EMPTY,
  Observable,
  ReplaySubject,
  Subject,
  asyncScheduler,
  defer,
  filter,
  map,
  merge,
  mergeMap,
  tap,
  throwError,
  type SchedulerLike,
  type Subscription,
} from 'rxjs';
import { RpcResponseError, TransportClosedError } from '../rpc/errors.js';
import type { RequestId } from '../rpc/messages.js';
import { Session, type RequestOptions, type SessionOptions } from '../rpc/session.js';
import { isResumableTransport } from '../transport/resumable.js';
import type { Transport } from '../transport/transport.js';
import {
  reconcileEvent,
  type TurnInput,
  type TurnLike,
  type TurnStartResponseLike,
} from '../turn/events.js';
import {
  CODEX_RX_VERSION,
  DEFAULT_DIAGNOSTICS_REPLAY,
  DEFAULT_SERVER_REQUEST_TIMEOUT_MS,
  type ClientFlavor,
  type ClientOptions,
  type ExperimentalFlavor,
  type StableFlavor,
} from './client-options.js';
import { ConnectionStatusSubject, type ConnectionStatus } from './connection-status.js';
import type { ClientDiagnostic } from './diagnostics.js';
import { decodeNotificationEvent } from './decode-events.js';
import {
  routeRequest,
  type AllowedMethod,
  type ClientRequestOptions,
  type ClientState,
  type RequestArgs,
  type RequestHost,
} from './client-requests.js';
import { ClientClosedError, InitializeRejectedError } from './errors.js';
import type { AnyNotificationEvent, AnyServerRequestEvent, ClientEvent } from './events.js';
import { forThread } from './for-thread.js';
import type {
  ClientRequestMethod,
  ClientRequestParams,
  ClientRequestResult,
  DecodeOptions,
  InitializeParams,
  InitializeResponse,
  TurnStartParams,
} from './protocol.js';
import {
  reconcileRunningTurns,
  type ReconcileHost,
  type TurnReconciliation,
} from './reconcile-turns.js';
import {
  reconnectOnce,
  withReconnectAttempts,
  type ReconnectHost,
  type ReconnectPolicy,
  type ReconnectResult,
} from './reconnect.js';
import { TurnLostError } from './reconnect-errors.js';
import type { TurnHost } from './run-turn.js';
import { RunningTurns } from './running-turns.js';
import { ReattachController, type ReplayGapEvent } from './reattach.js';
import { SerialQueue } from './serial-queue.js';
import type { ServerRequestHandler } from './server-request-handler.js';
import { ServerRequests } from './server-requests.js';
import { serverVersionDiagnostic, type ServerVersionMismatch } from './server-version.js';
import { codexVersionFromUserAgent } from '../protocol/codex-version.js';

/**
 * `Symbol.asyncDispose` where the runtime has it (Node >= 20.4, Deno, Bun,
 * current browsers); elsewhere (an older runtime, a jest vm context) the
 * registered `Symbol.for('Symbol.asyncDispose')`, which is what the usual
 * polyfills install, so `await using` works once one is loaded. Typed as
 * `Symbol.asyncDispose` (the class declares that key): the public
 * declarations then name no module-private constant.
 */
const asyncDisposeKey: typeof Symbol.asyncDispose =
  (Symbol as { asyncDispose?: typeof Symbol.asyncDispose }).asyncDispose ??
  (Symbol.for('Symbol.asyncDispose') as typeof Symbol.asyncDispose);

export type { AllowedMethod, ClientRequestOptions, RequestArgs } from './client-requests.js';

/**
 * One initialized connection: see `Client`, which is what applications use.
 */
export class ClientCore<F extends ClientFlavor = StableFlavor> {
  /**
   * Type-level only (never set): what the client may call. An experimental
   * client is usable where a stable one is expected, not the other way round.
   */
  declare readonly apiLevel: F['experimental'] extends true
    ? 'experimental'
    : 'stable' | 'experimental';
  /** The session underneath (for tracing or raw access); a reconnect replaces it. */
  get session(): Session {
    return this.currentSession;
  }
  readonly scheduler: SchedulerLike;
  /** Serializes turn starts per thread. */
  readonly turnQueue = new SerialQueue();

  /**
   * Every decoded server event (notifications and server requests), hot and
   * shared: one Subject fed straight from the session's read loop, so nothing
   * waits for a subscriber to ask. Delivery is synchronous and in wire order;
   * a subscriber that throws is reported by RxJS (asynchronously) and affects
   * neither the other subscribers nor the session. Heavy work belongs off the
   * read path (`observeOn(asapScheduler)` in that subscriber). Late
   * subscribers see only later events, unless `replay: N` is set: then each
   * new subscriber first gets the last N events. Completes on `close()`;
   * errors with the `TransportClosedError` when the connection fails.
   *
   * @example
   * client.events$.pipe(forThread(id), ofMethod('item/completed')).subscribe((e) => render(e.params.item));
   */
  readonly events$: Observable<ClientEvent>;
  /** Server notifications only. */
  readonly notifications$: Observable<AnyNotificationEvent>;
  /** Server requests only (they are answered by the handlers, this is for observing them). */
  readonly serverRequests$: Observable<AnyServerRequestEvent>;
  /**
   * Non-fatal problems: parse failures, unmatched responses, decode errors,
   * unhandled server requests, handler errors. Each new subscriber first gets
   * the last `diagnosticsReplay` (default 100) diagnostics, so nothing raised
   * before anyone subscribed is lost.
   */
  readonly diagnostics$: Observable<ClientDiagnostic>;
  /** Emits once when the connection ends (replayed to late subscribers), then completes. */
  readonly closed$: Observable<TransportClosedError>;
  /**
   * The connection's state (connection-status.ts): `connected` once the
   * handshake is done, then (with a `reconnect` policy) `reconnecting` /
   * `reconnected` after drops, `failed` when it is gone for good. The current
   * status is replayed to late subscribers; completes when the client closes.
   */
  readonly connectionStatus$: Observable<ConnectionStatus>;
  /** The current connection status (what `connectionStatus$` replays); null before the first connection. */
  get connectionStatus(): ConnectionStatus | null {
    return this.status.value;
  }
  /** Threads with a running turn on this client (what a reconnect resumes and reconciles). */
  readonly runningTurns = new RunningTurns();
  /**
   * Over a resumable transport (the relay): emits when messages after the
   * client's watermark were lost (the relay's bounded log overflowed); the
   * running turns are then reconciled from `thread/read`. Completes at once
   * for other transports.
   */
  readonly replayGap$: Observable<ReplayGapEvent>;

  private readonly eventsSubject: Subject<ClientEvent>;
  private readonly diagnosticsSubject: Subject<ClientDiagnostic>;
  private readonly closedSubject = new AsyncSubject<TransportClosedError>();
  private readonly status = new ConnectionStatusSubject();
  /** Server views of turns (thread/read), fed to the running turn streams. */
  private readonly reconcileSubject = new Subject<TurnInput>();
  /** `close()` was called: the end of the connection is no failure. */
  private closing = false;
  private currentSession: Session;
  private readonly transport: Transport;
  private readonly sessionOptions: SessionOptions;
  private readonly reconnectPolicy: ReconnectPolicy | null;
  /** The reconnect attempts under way (state 'reconnecting'). */
  private reconnecting: Subscription | null = null;
  /** Emits once per successful reconnect: requests made meanwhile go out then. */
  private readonly reconnected = new Subject<void>();
  /** A running turn whose thread could not be resumed after a reconnect. */
  private readonly threadFailures = new Subject<{ threadId: string; error: unknown }>();
  /** Server requests: published and handled once each, answers held across a reconnect. */
  private readonly serverRequestDesk: ServerRequests;
  private readonly experimental: boolean;
  /** How notifications, server requests and results are decoded (strict / experimental set). */
  private readonly decodeOptions: DecodeOptions;
  private state: ClientState = 'new';
  private init$: Observable<InitializeResponse> | null = null;
  private initResult: InitializeResponse | null = null;
  private closeError: TransportClosedError | null = null;
  /** Reattach handling when the transport is resumable (reattach.ts). */
  private readonly reattach: ReattachController | null;

  constructor(
    transport: Transport,
    readonly options: ClientOptions = {},
  ) {
    installAsyncDispose();
    this.scheduler = options.scheduler ?? asyncScheduler;
    this.experimental = options.experimentalApi === true;
    this.decodeOptions = { strict: options.strict === true, experimental: this.experimental };
    this.transport = transport;
    this.reconnectPolicy = options.reconnect ?? null;
    this.sessionOptions = {
      ...(options.session ?? {}),
      scheduler: this.scheduler,
      ...(options.requestTimeoutMs !== undefined
        ? { requestTimeoutMs: options.requestTimeoutMs }
        : {}),
      ...(options.maxInFlight !== undefined ? { maxInFlight: options.maxInFlight } : {}),
    };
    this.currentSession = new Session(transport, this.sessionOptions);
    const replay = options.replay ?? 0;
    this.eventsSubject =
      replay > 0 ? new ReplaySubject<ClientEvent>(replay) : new Subject<ClientEvent>();
    this.events$ = this.eventsSubject.asObservable();
    this.notifications$ = this.events$.pipe(
      filter((e): e is AnyNotificationEvent => e.kind === 'notification'),
    );
    this.serverRequests$ = this.events$.pipe(
      filter((e): e is AnyServerRequestEvent => e.kind === 'request'),
    );
    // Bounded replay: a subscriber who arrives after Client.connect still
    // learns what went wrong while connecting.
    const diagnosticsReplay = options.diagnosticsReplay ?? DEFAULT_DIAGNOSTICS_REPLAY;
    this.diagnosticsSubject =
      diagnosticsReplay > 0
        ? new ReplaySubject<ClientDiagnostic>(diagnosticsReplay)
        : new Subject<ClientDiagnostic>();
    this.diagnostics$ = this.diagnosticsSubject.asObservable();
    this.closed$ = this.closedSubject.asObservable();
    this.connectionStatus$ = this.status.status$;
    this.reattach = isResumableTransport(transport)
      ? new ReattachController(
          {
            session: this.session,
            runningTurns: this.runningTurns,
            reportStatus: (status) => this.status.next(status),
            reconcileRunningTurns: () => this.reconcileRunningTurns(),
            diagnostic: (d) => this.diagnostic(d),
          },
          transport,
        )
      : null;
    this.replayGap$ = this.reattach?.replayGap$ ?? EMPTY;
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the host reads live state
    const core = this;
    this.serverRequestDesk = new ServerRequests(
      {
        get reconnecting() {
          return core.state === 'reconnecting';
        },
        decodeOptions: this.decodeOptions,
        respond: (id, result) => this.session.respond(id, result),
        respondError: (id, code, message, data) =>
          this.session.respondError(id, code, message, data),
        publish: (event) => this.eventsSubject.next(event),
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
    this.wire(this.currentSession);
  }

  /** Feeds one session's streams into the client's (the first one, then each reconnect's). */
  private wire(session: Session): void {
    session.notifications$.subscribe((n) => {
      const event = decodeNotificationEvent(n, this.decodeOptions, (d) => this.diagnostic(d));
      this.runningTurns.observe(event);
      this.eventsSubject.next(event);
      if (event.method === 'serverRequest/resolved') {
        const requestId = (event.params as { requestId?: RequestId } | undefined)?.requestId;
        if (requestId !== undefined) this.serverRequestDesk.resolved(requestId);
      }
    });
    session.serverRequests$.subscribe((r) => this.serverRequestDesk.received(r));
    session.diagnostics$.subscribe((d) => this.diagnostic(d));
    session.closed$.subscribe((error) => this.onSessionClosed(session, error));
  }

  /**
   * Opens the transport (if needed) and performs the handshake once:
   * `initialize` then the `initialized` notification. Cold on first
   * subscription, shared afterwards: every call returns the same result.
   *
   * @example
   * const client = createClient(transport);
   * client.initialize().subscribe((r) => console.log(r.userAgent));
   */
  initialize(): Observable<InitializeResponse> {
    return defer(() => this.startInitialize());
  }

  /** The `initialize` result, once ready; `null` before. */
  get initializeResult(): InitializeResponse | null {
    return this.initResult;
  }

  /** The server's codex version, from the `initialize` user agent (`undefined` before, or when it names none). */
  get serverCodexVersion(): string | undefined {
    return this.initResult ? codexVersionFromUserAgent(this.initResult.userAgent) : undefined;
  }

  /**
   * Set when the server runs another codex version than the schema's (also
   * reported on `diagnostics$` at initialize, replayed to late subscribers).
   *
   * @example
   * Client.connect(t).subscribe((c) => c.serverVersionMismatch && console.warn(c.serverVersionMismatch.message));
   */
  get serverVersionMismatch(): ServerVersionMismatch | undefined {
    return this.initResult ? serverVersionDiagnostic(this.initResult.userAgent) : undefined;
  }

  /** The handshake is done and the connection is open. */
  get isReady(): boolean {
    return this.state === 'ready';
  }

  get isClosed(): boolean {
    return this.state === 'closed';
  }

  /** Whether this client opted into the experimental API. */
  get isExperimental(): boolean {
    return this.experimental;
  }

  /**
   * Closes the connection. Pending requests error with `TransportClosedError`
   * at once; the Promise resolves once the transport is really closed (the
   * codex child process has exited, the socket has closed), so its
   * CODEX_HOME can be removed for good. Never rejects; idempotent (every
   * call resolves with the same release, also after the connection ended by
   * itself). Not awaiting it is fine: the close is under way either way.
   *
   * @example
   * await client.close();
   * rmSync(codexHome, { recursive: true, force: true });
   */
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

  /**
   * `await using client = ...` closes the client at the end of the block
   * (same as `await client.close()`).
   *
   * @example
   * await using client = await firstValueFrom(connectStdio({ codexHome }));
   */
  declare [Symbol.asyncDispose]: () => Promise<void>;

  /**
   * Any ClientRequest method of the schema, typed by method. Cold: each
   * subscription sends one request. Errors: NotInitializedError,
   * ExperimentalApiRequiredError, ClientClosedError, UnsupportedMethodError
   * (the server's codex does not know the method), RpcResponseError,
   * RequestTimeoutError, TransportClosedError (and ProtocolDecodeError in strict mode).
   *
   * @example
   * client.request('model/list', {}).subscribe((r) => console.log(r.data.map((m) => m.id)));
   */
  request<M extends AllowedMethod<F>>(
    method: M,
    ...args: RequestArgs<M>
  ): Observable<ClientRequestResult<M>> {
    const [params, options] = args as [ClientRequestParams<M> | undefined, ClientRequestOptions?];
    return routeRequest(this.requestHost, method, params, options);
  }

  /** What request routing reads of this client (live). */
  private get requestHost(): RequestHost {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the host reads live state
    const core = this;
    return {
      get state() {
        return core.state;
      },
      get session() {
        return core.session;
      },
      get closeError() {
        return core.closeError;
      },
      experimental: this.experimental,
      decodeOptions: this.decodeOptions,
      reconnects: this.reconnectPolicy !== null,
      get closing() {
        return core.closing;
      },
      reconnected$: this.reconnected,
      get serverCodexVersion() {
        return core.serverCodexVersion;
      },
      diagnostic: (d) => this.diagnostic(d),
    };
  }

  /**
   * Reconciles every running turn with the server: `thread/read` (with
   * `includeTurns`) per thread with a running turn, and each `run()` stream
   * of that turn takes the server's items and completes if the server says
   * the turn is over (with its final status). A reconnect does it by itself;
   * call it when you suspect lost notifications. Emits one entry per thread.
   *
   * @example
   * client.reconcileRunningTurns().subscribe((rs) => rs.forEach((r) => console.log(r.threadId, r.outcome)));
   */
  reconcileRunningTurns(): Observable<TurnReconciliation[]> {
    return defer(() => reconcileRunningTurns(this));
  }

  /** @internal `thread/read` with `includeTurns: true`, as turns. */
  readThreadTurns(threadId: string): Observable<readonly TurnLike[]> {
    return this.call('thread/read', {
      threadId,
      includeTurns: true,
    } as ClientRequestParams<'thread/read'>).pipe(
      map(
        (r) => ((r.thread as { turns?: readonly TurnLike[] }).turns ?? []) as readonly TurnLike[],
      ),
    );
  }

  /** @internal */
  pushReconcile(threadId: string, turn: TurnLike): void {
    this.reconcileSubject.next(reconcileEvent(threadId, turn));
  }

  // ---- TurnHost (used by run) ----

  /** @internal */
  startTurnRequest(
    params: TurnStartParams,
    onSent?: () => void,
  ): Observable<TurnStartResponseLike> {
    return (
      this.call('turn/start', params as ClientRequestParams<'turn/start'>, {
        onSent,
      }) as Observable<TurnStartResponseLike>
    ).pipe(tap((r) => this.runningTurns.started(params.threadId, r.turn.id)));
  }

  /** @internal */
  interruptInBackground(threadId: string, turnId: string): void {
    this.call('turn/interrupt', {
      threadId,
      turnId,
    } as ClientRequestParams<'turn/interrupt'>).subscribe({
      error: (error: unknown) =>
        this.diagnostic({ kind: 'backgroundRequestFailed', method: 'turn/interrupt', error }),
    });
  }

  /** @internal */
  interruptRequest(threadId: string, turnId: string): Observable<unknown> {
    return this.call('turn/interrupt', {
      threadId,
      turnId,
    } as ClientRequestParams<'turn/interrupt'>);
  }

  /** @internal */
  fenceThread(threadId: string): () => void {
    return this.serverRequestDesk.fence(threadId);
  }

  /** @internal */
  threadNotifications$(threadId: string): Observable<TurnInput> {
    const closedError$ = this.closed$.pipe(mergeMap((error) => throwError(() => error)));
    return merge(
      closedError$,
      this.threadFailures.pipe(
        filter((f) => f.threadId === threadId),
        mergeMap((f) => throwError(() => f.error)),
      ),
      (this.reattach
        ? this.notifications$.pipe(
            forThread(threadId),
            this.reattach.holdWhileReconciling(threadId),
          )
        : this.notifications$.pipe(forThread(threadId))) as Observable<TurnInput>,
      this.reconcileSubject.pipe(
        filter((e) => (e.params as { threadId?: unknown }).threadId === threadId),
      ),
    );
  }

  /** @internal */
  addScopedHandler(threadId: string, handler: ServerRequestHandler): () => void {
    return this.serverRequestDesk.addScoped(threadId, handler);
  }

  /** @internal */
  diagnostic(d: ClientDiagnostic): void {
    this.diagnosticsSubject.next(d);
  }

  // ---- internals ----

  /**
   * @internal One request by method name, its result decoded by the method's
   * codec: `request` without the compile-time flavor check. Descriptor calls
   * (call.ts) go through it; they type params and result by the descriptor.
   */
  sendRequest(method: string, params: unknown, options?: RequestOptions): Observable<unknown> {
    const request = (this as unknown as ClientCore<ExperimentalFlavor>).request as (
      method: string,
      params: unknown,
      options?: RequestOptions,
    ) => Observable<unknown>;
    return request.call(this, method, params, options);
  }

  /** `request` without the flavor check (for named methods whose flavor is checked by their signature). */
  protected call<M extends ClientRequestMethod>(
    method: M,
    params: ClientRequestParams<M>,
    options?: RequestOptions,
  ): Observable<ClientRequestResult<M>> {
    const request = (this as unknown as ClientCore<ExperimentalFlavor>).request as (
      method: string,
      params: unknown,
      options?: RequestOptions,
    ) => Observable<unknown>;
    return request.call(this, method, params, options) as Observable<ClientRequestResult<M>>;
  }

  private startInitialize(): Observable<InitializeResponse> {
    if (this.init$) return this.init$;
    if (this.state === 'closed')
      return throwError(() => new ClientClosedError('initialize', { cause: this.closeError }));
    const result = new AsyncSubject<InitializeResponse>();
    this.init$ = result.asObservable();
    this.state = 'initializing';
    const initialize$ = (): Observable<unknown> =>
      this.session.request('initialize', this.initializeParams());
    // Over the relay, a client adopting an initialized session skips the handshake.
    (this.reattach ? this.reattach.initialize(initialize$) : initialize$()).subscribe({
      next: (response) => {
        try {
          if (!this.reattach?.skippedInitialize) this.session.notify('initialized');
        } catch (error) {
          this.state = this.state === 'closed' ? 'closed' : 'failed';
          result.error(error);
          return;
        }
        this.initResult = response as InitializeResponse;
        const mismatch = serverVersionDiagnostic(this.initResult.userAgent);
        if (mismatch) this.diagnostic(mismatch);
        if (this.state === 'initializing') this.state = 'ready';
        this.status.next({ kind: 'connected' });
        result.next(response as InitializeResponse);
        result.complete();
      },
      error: (error: unknown) => {
        if (this.state === 'initializing') this.state = 'failed';
        result.error(
          error instanceof RpcResponseError ? new InitializeRejectedError(error) : error,
        );
      },
    });
    return this.init$;
  }

  /** The `initialize` params, the same on every connection. */
  private initializeParams(): InitializeParams {
    const o = this.options;
    const capabilities: Record<string, unknown> = {
      ...(o.capabilities ?? {}),
      experimentalApi: this.experimental,
    };
    if (o.optOutNotificationMethods)
      capabilities.optOutNotificationMethods = [...o.optOutNotificationMethods];
    return {
      clientInfo: o.clientInfo ?? {
        name: 'codex_rx',
        title: 'codex-rx',
        version: CODEX_RX_VERSION,
      },
      capabilities,
    };
  }

  private onSessionClosed(session: Session, error: TransportClosedError): void {
    if (session !== this.currentSession || this.state === 'closed') return;
    if (this.closing) return this.onClosed(error);
    // a session opened by a reconnect attempt: that attempt sees the failure and retries
    if (this.state === 'reconnecting') return;
    if (this.state !== 'ready' || this.reconnectPolicy === null) return this.onClosed(error);
    this.startReconnect(this.reconnectPolicy, error);
  }

  private startReconnect(policy: ReconnectPolicy, cause: TransportClosedError): void {
    this.state = 'reconnecting';
    this.serverRequestDesk.newConnection();
    const host: ReconnectHost = {
      runningTurns: this.runningTurns,
      newSession: () => {
        const transport = policy.transport ? policy.transport() : this.transport;
        this.currentSession = new Session(transport, this.sessionOptions);
        this.serverRequestDesk.newConnection();
        this.wire(this.currentSession);
        return this.currentSession;
      },
      initializeParams: () => this.initializeParams(),
      pushReconcile: (threadId, turn) => this.pushReconcile(threadId, turn),
      failThread: (threadId, turnId, error) => {
        this.runningTurns.ended(threadId, turnId);
        this.threadFailures.next({ threadId, error: new TurnLostError(threadId, turnId, error) });
      },
    };
    this.reconnecting = withReconnectAttempts(() => reconnectOnce(host), {
      policy,
      scheduler: this.scheduler,
      cause,
      onAttempt: (status) => this.status.next(status),
    }).subscribe({
      next: ({ value, attempt }) => this.onReconnected(value, attempt),
      error: (error: TransportClosedError) => {
        this.reconnecting = null;
        this.onClosed(error);
      },
    });
  }

  private onReconnected(result: ReconnectResult, attempt: number): void {
    this.reconnecting = null;
    this.initResult = result.initializeResult;
    this.state = 'ready';
    // answers to requests the server did not re-send: it no longer waits for them
    this.serverRequestDesk.reconnected();
    this.status.next({ kind: 'reconnected', attempt, threadIds: result.threadIds });
    this.reconnected.next();
  }

  private onClosed(error: TransportClosedError): void {
    if (this.state === 'closed') return;
    this.reconnecting?.unsubscribe();
    this.reconnecting = null;
    this.closeError = error;
    this.state = 'closed';
    this.serverRequestDesk.close();
    this.reattach?.close();
    if (!this.closing) this.status.next({ kind: 'failed', error });
    this.status.complete();
    this.reconcileSubject.complete();
    this.threadFailures.complete();
    this.reconnected.complete();
    this.closedSubject.next(error);
    this.closedSubject.complete();
    // Only the client's own close() ends events$ cleanly: a connection that
    // failed errors it, so no subscriber takes a dead server for a finished one.
    // (Status streams, closed$ and diagnostics$ report the failure as a value.)
    if (this.closing) this.eventsSubject.complete();
    else this.eventsSubject.error(error);
    this.diagnosticsSubject.complete();
  }
}

// The body of `[Symbol.asyncDispose]`, installed under the key this runtime has
// by the first constructor call, not at module top level: a top-level statement
// would keep ClientCore (and all it imports) in every app bundle that includes
// dist/'s shared chunk, even one that only imports an operator.
function installAsyncDispose(): void {
  if (Object.prototype.hasOwnProperty.call(ClientCore.prototype, asyncDisposeKey)) return;
  Object.defineProperty(ClientCore.prototype, asyncDisposeKey, {
    value(this: ClientCore<ClientFlavor>): Promise<void> {
      return this.close();
    },
    writable: true,
    configurable: true,
  });
}

// ClientCore hosts run() and reconcile: checked here rather than by an
// `implements` clause, which would put those internal contracts in its public type.
void ((core: ClientCore<ClientFlavor>): [TurnHost, ReconcileHost] => [core, core]);
