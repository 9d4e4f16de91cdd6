/**
 * The Client: one initialized connection to a codex app-server, with the typed
 * request API, the decoded event stream, server-request handling and turns.
 */
import {
  AsyncSubject,
  EMPTY,
  Observable,
  ReplaySubject,
  Subject,
  asyncScheduler,
  concat,
  defer,
  expand,
  filter,
  finalize,
  ignoreElements,
  map,
  merge,
  mergeMap,
  take,
  throwError,
  type SchedulerLike,
} from 'rxjs';
import { isLeft } from 'fp-ts/Either';
import type { TransportClosedError } from '../rpc/errors.js';
import type { RequestId } from '../rpc/messages.js';
import { Session } from '../rpc/session.js';
import type { Transport } from '../transport/transport.js';
import type { TurnInput, TurnStartResponseLike } from '../turn/events.js';
import type { TurnState } from '../turn/turn-state.js';
import { turnText } from '../turn/turn-text.js';
import { collectTurn, type TurnResult } from '../turn/collect-turn.js';
import {
  CODEX_RX_VERSION,
  DEFAULT_SERVER_REQUEST_TIMEOUT_MS,
  type ClientFlavor,
  type ClientOptions,
  type ExperimentalFlavor,
  type FlavorOf,
  type StableFlavor,
} from './client-options.js';
import type { ClientDiagnostic } from './diagnostics.js';
import { decodeNotificationEvent, decodeServerRequestEvent } from './decode-events.js';
import { ClientClosedError, ExperimentalApiRequiredError, NotInitializedError } from './errors.js';
import type { AnyNotificationEvent, AnyServerRequestEvent, ClientEvent } from './events.js';
import { forThread } from './for-thread.js';
import { fuzzyFileSearch, type FuzzyFileSearchEvent } from './fuzzy-file-search.js';
import type { JsonSchema } from './json-schema-check.js';
import {
  decodeClientRequestResult,
  encodeClientRequestParams,
  isExperimentalMethod,
  type ClientRequestMethod,
  type ClientRequestParams,
  type ClientRequestResult,
  type InitializeParams,
  type InitializeResponse,
  type StableClientRequestMethod,
  type TurnStartParams,
} from './protocol.js';
import { runTurn, toUserInput, type RunOptions, type TurnHost, type TurnInputArg } from './run-turn.js';
import { SerialQueue } from './serial-queue.js';
import type { ServerRequestHandler } from './server-request-handler.js';
import { ServerRequestRouter } from './server-request-router.js';
import { parseStructuredOutput } from './structured-output.js';
import { Thread } from './thread.js';

/** The methods a client of flavor `F` may call with `request` (`initialize` is the client's own). */
export type AllowedMethod<F extends ClientFlavor> = Exclude<
  F['experimental'] extends true ? ClientRequestMethod : StableClientRequestMethod,
  'initialize'
>;

/** Per-request options. */
export interface ClientRequestOptions {
  /** This request's timeout (ms), instead of the client's default. */
  readonly timeoutMs?: number;
}

type State = 'new' | 'initializing' | 'ready' | 'failed' | 'closed';

/** Params of a method, minus the thread id that a Thread fills in. */
type Rest<M extends ClientRequestMethod, K extends string = 'threadId'> = Omit<ClientRequestParams<M>, K>;

/**
 * One connection to a codex app-server.
 *
 * - `Client.connect(transport, options)` (cold): subscribing opens the
 *   transport, sends `initialize` + `initialized`, emits the ready client;
 *   unsubscribing closes it. It completes when the connection ends.
 * - Or imperatively: `const c = createClient(transport, options)`, then
 *   `c.initialize().subscribe(...)`; `c.close()` at the end.
 * - Any request before the handshake completes fails with
 *   `NotInitializedError` (never the server's "Not initialized").
 * - `events$` carries every decoded notification and server request (hot;
 *   `replay` option for late subscribers); `diagnostics$` what went wrong
 *   quietly; server requests are answered exactly once (see `requestHandler`).
 *
 * @example
 * Client.connect(transport, { clientInfo: { name: 'my_app', version: '1.0.0' } }).pipe(
 *   switchMap((client) => client.startThread({ cwd: '/repo' })),
 *   switchMap((thread) => thread.runText('Summarize the TODOs')),
 * ).subscribe(console.log);
 */
export class Client<F extends ClientFlavor = StableFlavor> implements TurnHost {
  /**
   * Type-level only (never set): what the client may call. An experimental
   * client is usable where a stable one is expected, not the other way round.
   */
  declare readonly apiLevel: F['experimental'] extends true ? 'experimental' : 'stable' | 'experimental';
  /** The session underneath (for tracing or raw access). */
  readonly session: Session;
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
   * new subscriber first gets the last N events. Completes when the
   * connection ends.
   *
   * @example
   * client.events$.pipe(forThread(id), ofMethod('item/completed')).subscribe((e) => render(e.params.item));
   */
  readonly events$: Observable<ClientEvent>;
  /** Server notifications only. */
  readonly notifications$: Observable<AnyNotificationEvent>;
  /** Server requests only (they are answered by the handlers, this is for observing them). */
  readonly serverRequests$: Observable<AnyServerRequestEvent>;
  /** Non-fatal problems: parse failures, unmatched responses, decode errors, unhandled server requests, handler errors. */
  readonly diagnostics$: Observable<ClientDiagnostic>;
  /** Emits once when the connection ends (replayed to late subscribers), then completes. */
  readonly closed$: Observable<TransportClosedError>;

  private readonly eventsSubject: Subject<ClientEvent>;
  private readonly diagnosticsSubject = new Subject<ClientDiagnostic>();
  private readonly closedSubject = new AsyncSubject<TransportClosedError>();
  private readonly router: ServerRequestRouter;
  private readonly experimental: boolean;
  private state: State = 'new';
  private init$: Observable<InitializeResponse> | null = null;
  private initResult: InitializeResponse | null = null;
  private closeError: TransportClosedError | null = null;

  constructor(
    transport: Transport,
    readonly options: ClientOptions = {},
  ) {
    this.scheduler = options.scheduler ?? asyncScheduler;
    this.experimental = options.experimentalApi === true;
    this.session = new Session(transport, {
      ...(options.session ?? {}),
      scheduler: this.scheduler,
      ...(options.requestTimeoutMs !== undefined ? { requestTimeoutMs: options.requestTimeoutMs } : {}),
    });
    const replay = options.replay ?? 0;
    this.eventsSubject = replay > 0 ? new ReplaySubject<ClientEvent>(replay) : new Subject<ClientEvent>();
    this.events$ = this.eventsSubject.asObservable();
    this.notifications$ = this.events$.pipe(filter((e): e is AnyNotificationEvent => e.kind === 'notification'));
    this.serverRequests$ = this.events$.pipe(filter((e): e is AnyServerRequestEvent => e.kind === 'request'));
    this.diagnostics$ = this.diagnosticsSubject.asObservable();
    this.closed$ = this.closedSubject.asObservable();
    this.router = new ServerRequestRouter(
      {
        respond: (id, result) => this.session.respond(id, result),
        respondError: (id, code, message, data) => this.session.respondError(id, code, message, data),
        diagnostic: (d) => this.diagnostic(d),
      },
      {
        handler: options.requestHandler,
        timeoutMs:
          options.serverRequestTimeoutMs === undefined ? DEFAULT_SERVER_REQUEST_TIMEOUT_MS : options.serverRequestTimeoutMs,
        scheduler: this.scheduler,
      },
    );
    const decodeOptions = { strict: options.strict === true, experimental: this.experimental };
    this.session.notifications$.subscribe((n) => {
      const event = decodeNotificationEvent(n, decodeOptions, (d) => this.diagnostic(d));
      this.eventsSubject.next(event);
      if (event.method === 'serverRequest/resolved') {
        const requestId = (event.params as { requestId?: RequestId } | undefined)?.requestId;
        if (requestId !== undefined) this.router.resolved(requestId);
      }
    });
    this.session.serverRequests$.subscribe((r) => {
      const event = decodeServerRequestEvent(r, decodeOptions, (d) => this.diagnostic(d));
      this.eventsSubject.next(event);
      this.router.handle(event);
    });
    this.session.diagnostics$.subscribe((d) => this.diagnostic(d));
    this.session.closed$.subscribe((error) => this.onClosed(error));
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

  /** Closes the connection (ends the process / socket). Pending requests error. Idempotent. */
  close(): void {
    this.session.close({ message: 'the client was closed' });
  }

  /**
   * Any ClientRequest method of the schema, typed by method. Cold: each
   * subscription sends one request. Errors: NotInitializedError,
   * ExperimentalApiRequiredError, ClientClosedError, RpcResponseError,
   * RequestTimeoutError, TransportClosedError (and ProtocolDecodeError in strict mode).
   *
   * @example
   * client.request('model/list', {}).subscribe((r) => console.log(r.data.map((m) => m.id)));
   */
  request<M extends AllowedMethod<F>>(
    method: M,
    params: ClientRequestParams<M>,
    options: ClientRequestOptions = {},
  ): Observable<ClientRequestResult<M>> {
    return defer(() => {
      if (this.state === 'closed') throw new ClientClosedError(method, { cause: this.closeError });
      if (this.state !== 'ready') throw new NotInitializedError(method);
      if (!this.experimental && isExperimentalMethod(method)) throw new ExperimentalApiRequiredError(method);
      return this.session
        .request(method, params === undefined ? undefined : encodeClientRequestParams(method, params), options)
        .pipe(map((raw) => this.decodeResult(method, raw)));
    });
  }

  // ---- threads ----

  /** `thread/start`, as a Thread service object. */
  startThread(params: ClientRequestParams<'thread/start'> = {} as ClientRequestParams<'thread/start'>): Observable<Thread<F>> {
    return this.call('thread/start', params).pipe(map((r) => new Thread<F>(this, r.thread)));
  }

  /** `thread/resume` by id (or full params). */
  resumeThread(thread: string | ClientRequestParams<'thread/resume'>): Observable<Thread<F>> {
    const params = typeof thread === 'string' ? ({ threadId: thread } as ClientRequestParams<'thread/resume'>) : thread;
    return this.call('thread/resume', params).pipe(map((r) => new Thread<F>(this, r.thread)));
  }

  /** `thread/read` (metadata; `includeTurns` for the full history of non-paginated threads). */
  readThread(threadId: string, options: Rest<'thread/read'> = {}): Observable<Thread<F>> {
    return this.call('thread/read', { ...options, threadId } as ClientRequestParams<'thread/read'>).pipe(
      map((r) => new Thread<F>(this, r.thread)),
    );
  }

  /** `thread/fork`. */
  forkThread(threadId: string, options: Rest<'thread/fork'> = {}): Observable<Thread<F>> {
    return this.call('thread/fork', { ...options, threadId } as ClientRequestParams<'thread/fork'>).pipe(
      map((r) => new Thread<F>(this, r.thread)),
    );
  }

  /** `thread/archive`. */
  archiveThread(threadId: string): Observable<ClientRequestResult<'thread/archive'>> {
    return this.call('thread/archive', { threadId } as ClientRequestParams<'thread/archive'>);
  }

  /** `thread/unarchive`, as a Thread. */
  unarchiveThread(threadId: string): Observable<Thread<F>> {
    return this.call('thread/unarchive', { threadId } as ClientRequestParams<'thread/unarchive'>).pipe(
      map((r) => new Thread<F>(this, r.thread)),
    );
  }

  /** `thread/compact/start`: starts a compaction turn (its events arrive on events$). */
  startThreadCompaction(threadId: string): Observable<ClientRequestResult<'thread/compact/start'>> {
    return this.call('thread/compact/start', { threadId } as ClientRequestParams<'thread/compact/start'>);
  }

  /** `thread/revert`: drops the history from `beforeTurnId` on (files are not touched). */
  revertThread(threadId: string, beforeTurnId: string): Observable<ClientRequestResult<'thread/revert'>> {
    return this.call('thread/revert', { threadId, beforeTurnId } as ClientRequestParams<'thread/revert'>);
  }

  /** `thread/list` (one page). */
  listThreads(params: ClientRequestParams<'thread/list'> = {} as ClientRequestParams<'thread/list'>): Observable<ClientRequestResult<'thread/list'>> {
    return this.call('thread/list', params);
  }

  /** `thread/turns/list`: one page of a thread's turns (`cursor`, `limit`, `sortDirection`, `itemsView`). */
  listTurns(threadId: string, options: Rest<'thread/turns/list'> = {}): Observable<ClientRequestResult<'thread/turns/list'>> {
    return this.call('thread/turns/list', { ...options, threadId } as ClientRequestParams<'thread/turns/list'>);
  }

  /**
   * Every page of a thread's turns, following `nextCursor` (cold: one request
   * per page, the next only after the previous arrived).
   *
   * @example
   * client.turnPages(threadId, { limit: 20 }).pipe(mergeMap((page) => page.data)).subscribe(show);
   */
  turnPages(threadId: string, options: Rest<'thread/turns/list'> = {}): Observable<ClientRequestResult<'thread/turns/list'>> {
    return this.listTurns(threadId, options).pipe(
      expand((page) => (page.nextCursor ? this.listTurns(threadId, { ...options, cursor: page.nextCursor }) : EMPTY)),
    );
  }

  // ---- turns ----

  /** `turn/start` as a plain request (see `run` for the assembled turn). */
  startTurn(params: ClientRequestParams<'turn/start'>): Observable<ClientRequestResult<'turn/start'>> {
    return this.call('turn/start', params);
  }

  /** `turn/steer`: adds input to the running turn `expectedTurnId`. */
  steerTurn(threadId: string, expectedTurnId: string, input: TurnInputArg, options: Rest<'turn/steer', 'threadId' | 'expectedTurnId' | 'input'> = {}): Observable<ClientRequestResult<'turn/steer'>> {
    return this.call('turn/steer', {
      ...options,
      threadId,
      expectedTurnId,
      input: toUserInput(input),
    } as ClientRequestParams<'turn/steer'>);
  }

  /** `turn/interrupt`: the turn then completes with status `interrupted`. */
  interruptTurn(threadId: string, turnId: string): Observable<ClientRequestResult<'turn/interrupt'>> {
    return this.call('turn/interrupt', { threadId, turnId } as ClientRequestParams<'turn/interrupt'>);
  }

  /**
   * Runs a turn: a cold stream of TurnState snapshots that completes when the
   * turn is complete (a failed or interrupted turn completes too, with that
   * status). Subscribing queues `turn/start` behind the thread's running turn;
   * unsubscribing early sends `turn/interrupt`; a transport failure errors it.
   *
   * @example
   * client.run(threadId, 'Refactor foo').subscribe((s) => render(s.items));
   */
  run(threadId: string, input: TurnInputArg, options: RunOptions = {}): Observable<TurnState> {
    return runTurn(this, threadId, input, options);
  }

  /** Runs a turn and emits its collected result (items, final text, usage...) once. */
  runAndWait(threadId: string, input: TurnInputArg, options: RunOptions = {}): Observable<TurnResult> {
    return this.run(threadId, input, options).pipe(collectTurn());
  }

  /** Runs a turn and emits its final text; TurnFailedError / TurnInterruptedError / TurnNoTextError otherwise. */
  runText(threadId: string, input: TurnInputArg, options: RunOptions = {}): Observable<string> {
    return this.run(threadId, input, options).pipe(turnText());
  }

  /**
   * Runs a turn with `outputSchema`, parses the final text as JSON and checks
   * it against the schema (StructuredOutputError names every mismatch).
   *
   * @example
   * client.runJson<{ languages: string[] }>(threadId, 'List the languages', schema).subscribe((r) => r.languages);
   */
  runJson<T = unknown>(threadId: string, input: TurnInputArg, outputSchema: JsonSchema, options: RunOptions = {}): Observable<T> {
    const params = { ...(options.params ?? {}), outputSchema } as RunOptions['params'];
    return this.runText(threadId, input, { ...options, params }).pipe(
      map((text) => parseStructuredOutput<T>(text, outputSchema)),
    );
  }

  // ---- goals ----

  /** `thread/goal/set`. */
  setThreadGoal(threadId: string, goal: Rest<'thread/goal/set'>): Observable<ClientRequestResult<'thread/goal/set'>> {
    return this.call('thread/goal/set', { ...goal, threadId } as ClientRequestParams<'thread/goal/set'>);
  }

  /** `thread/goal/get`. */
  getThreadGoal(threadId: string): Observable<ClientRequestResult<'thread/goal/get'>> {
    return this.call('thread/goal/get', { threadId } as ClientRequestParams<'thread/goal/get'>);
  }

  /** `thread/goal/clear`. */
  clearThreadGoal(threadId: string, options: Rest<'thread/goal/clear'> = {}): Observable<ClientRequestResult<'thread/goal/clear'>> {
    return this.call('thread/goal/clear', { ...options, threadId } as ClientRequestParams<'thread/goal/clear'>);
  }

  // ---- capabilities ----

  /** `model/list`. */
  listModels(params: ClientRequestParams<'model/list'> = {} as ClientRequestParams<'model/list'>): Observable<ClientRequestResult<'model/list'>> {
    return this.call('model/list', params);
  }

  /** `skills/list`. */
  listSkills(params: ClientRequestParams<'skills/list'> = {} as ClientRequestParams<'skills/list'>): Observable<ClientRequestResult<'skills/list'>> {
    return this.call('skills/list', params);
  }

  /** `experimentalFeature/list`. */
  listExperimentalFeatures(
    params: ClientRequestParams<'experimentalFeature/list'> = {} as ClientRequestParams<'experimentalFeature/list'>,
  ): Observable<ClientRequestResult<'experimentalFeature/list'>> {
    return this.call('experimentalFeature/list', params);
  }

  /** `experimentalFeature/enablement/set`: named features on/off, process-wide. */
  setExperimentalFeatureEnablement(
    enablement: Readonly<Record<string, boolean>>,
  ): Observable<ClientRequestResult<'experimentalFeature/enablement/set'>> {
    return this.call('experimentalFeature/enablement/set', { enablement } as ClientRequestParams<'experimentalFeature/enablement/set'>);
  }

  // ---- fuzzy file search (experimental) ----

  /** `fuzzyFileSearch/sessionStart`. */
  startFuzzyFileSearchSession(
    this: Client<ExperimentalFlavor>,
    sessionId: string,
    roots: readonly string[],
  ): Observable<ClientRequestResult<'fuzzyFileSearch/sessionStart'>> {
    return this.call('fuzzyFileSearch/sessionStart', { sessionId, roots: [...roots] } as ClientRequestParams<'fuzzyFileSearch/sessionStart'>);
  }

  /** `fuzzyFileSearch/sessionUpdate`: a new query; results come as `fuzzyFileSearch/sessionUpdated`. */
  updateFuzzyFileSearchSession(
    this: Client<ExperimentalFlavor>,
    sessionId: string,
    query: string,
  ): Observable<ClientRequestResult<'fuzzyFileSearch/sessionUpdate'>> {
    return this.call('fuzzyFileSearch/sessionUpdate', { sessionId, query } as ClientRequestParams<'fuzzyFileSearch/sessionUpdate'>);
  }

  /** `fuzzyFileSearch/sessionStop`. */
  stopFuzzyFileSearchSession(
    this: Client<ExperimentalFlavor>,
    sessionId: string,
  ): Observable<ClientRequestResult<'fuzzyFileSearch/sessionStop'>> {
    return this.call('fuzzyFileSearch/sessionStop', { sessionId } as ClientRequestParams<'fuzzyFileSearch/sessionStop'>);
  }

  /**
   * A whole fuzzy file search session as a stream: subscribing starts a
   * session over `roots`, each query of `queries$` updates it, the session's
   * `sessionUpdated` / `sessionCompleted` notifications are emitted, and
   * unsubscribing stops the session.
   *
   * @example
   * client.fuzzyFileSearch(['/repo'], input$.pipe(debounceTime(100))).subscribe((e) => show(e));
   */
  fuzzyFileSearch(
    this: Client<ExperimentalFlavor>,
    roots: readonly string[],
    queries$: Observable<string>,
  ): Observable<FuzzyFileSearchEvent> {
    return fuzzyFileSearch(this, roots, queries$);
  }

  // ---- TurnHost (used by run) ----

  /** @internal */
  startTurnRequest(params: TurnStartParams): Observable<TurnStartResponseLike> {
    return this.call('turn/start', params as ClientRequestParams<'turn/start'>) as Observable<TurnStartResponseLike>;
  }

  /** @internal */
  interruptInBackground(threadId: string, turnId: string): void {
    this.interruptTurn(threadId, turnId).subscribe({
      error: (error: unknown) => this.diagnostic({ kind: 'backgroundRequestFailed', method: 'turn/interrupt', error }),
    });
  }

  /** @internal */
  threadNotifications$(threadId: string): Observable<TurnInput> {
    const closedError$ = this.closed$.pipe(mergeMap((error) => throwError(() => error)));
    return merge(
      closedError$,
      this.notifications$.pipe(forThread(threadId)) as Observable<TurnInput>,
    );
  }

  /** @internal */
  addScopedHandler(threadId: string, handler: ServerRequestHandler): () => void {
    return this.router.addScoped(threadId, handler);
  }

  /** @internal */
  diagnostic(d: ClientDiagnostic): void {
    this.diagnosticsSubject.next(d);
  }

  // ---- internals ----

  /** `request` without the flavor check (for named methods whose flavor is checked by their signature). */
  private call<M extends ClientRequestMethod>(method: M, params: ClientRequestParams<M>): Observable<ClientRequestResult<M>> {
    return (this as unknown as Client<ExperimentalFlavor>).request(method as never, params as never) as Observable<ClientRequestResult<M>>;
  }

  private decodeResult<M extends ClientRequestMethod>(method: M, raw: unknown): ClientRequestResult<M> {
    const decoded = decodeClientRequestResult(method, raw, { strict: this.options.strict === true, experimental: this.experimental });
    if (isLeft(decoded)) {
      if (this.options.strict === true) throw decoded.left;
      this.diagnostic({ kind: 'decodeError', direction: 'result', method, error: decoded.left });
      return raw as ClientRequestResult<M>;
    }
    return decoded.right as ClientRequestResult<M>;
  }

  private startInitialize(): Observable<InitializeResponse> {
    if (this.init$) return this.init$;
    if (this.state === 'closed') return throwError(() => new ClientClosedError('initialize', { cause: this.closeError }));
    const result = new AsyncSubject<InitializeResponse>();
    this.init$ = result.asObservable();
    this.state = 'initializing';
    const o = this.options;
    const capabilities: Record<string, unknown> = { ...(o.capabilities ?? {}), experimentalApi: this.experimental };
    if (o.optOutNotificationMethods) capabilities.optOutNotificationMethods = [...o.optOutNotificationMethods];
    const params: InitializeParams = {
      clientInfo: o.clientInfo ?? { name: 'codex_rx', title: 'codex-rx', version: CODEX_RX_VERSION },
      capabilities,
    };
    this.session.request('initialize', params).subscribe({
      next: (response) => {
        try {
          this.session.notify('initialized');
        } catch (error) {
          this.state = this.state === 'closed' ? 'closed' : 'failed';
          result.error(error);
          return;
        }
        this.initResult = response as InitializeResponse;
        if (this.state === 'initializing') this.state = 'ready';
        result.next(response as InitializeResponse);
        result.complete();
      },
      error: (error: unknown) => {
        if (this.state === 'initializing') this.state = 'failed';
        result.error(error);
      },
    });
    return this.init$;
  }

  private onClosed(error: TransportClosedError): void {
    this.closeError = error;
    this.state = 'closed';
    this.router.close();
    this.closedSubject.next(error);
    this.closedSubject.complete();
    this.eventsSubject.complete();
    this.diagnosticsSubject.complete();
  }

  /**
   * Connects and initializes a client over `transport` (cold). Emits the
   * ready client, completes when the connection ends; unsubscribing closes
   * it. `experimentalApi: true` (written literally) types the client as
   * `Client<ExperimentalFlavor>`.
   *
   * @example
   * Client.connect(transport, { experimentalApi: true }).subscribe((client) => ...);
   */
  static connect<const O extends ClientOptions = ClientOptions>(transport: Transport, options?: O): Observable<Client<FlavorOf<O>>> {
    return defer(() => {
      const client = new Client<FlavorOf<O>>(transport, options ?? {});
      return concat(
        client.initialize().pipe(map(() => client)),
        client.closed$.pipe(take(1), ignoreElements()),
      ).pipe(finalize(() => client.close()));
    });
  }
}

/**
 * Creates a client without connecting; call `initialize()` to connect.
 *
 * @example
 * const client = createClient(transport, { requestHandler });
 * client.initialize().pipe(switchMap(() => client.listModels())).subscribe(console.log);
 */
export function createClient<const O extends ClientOptions = ClientOptions>(transport: Transport, options?: O): Client<FlavorOf<O>> {
  return new Client<FlavorOf<O>>(transport, options ?? {});
}
