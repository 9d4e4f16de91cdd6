import {
  AsyncSubject,
  EMPTY,
  Observable,
  Subject,
  asyncScheduler,
  catchError,
  defer,
  filter,
  finalize,
  identity,
  map,
  share,
  switchMap,
  take,
  takeUntil,
  tap,
  throwError,
  throwIfEmpty,
  timeout,
  type SchedulerLike,
  type Subscription,
} from 'rxjs';
import type { Transport } from '../transport/transport.js';
import {
  ErrorCodes,
  RequestTimeoutError,
  RpcResponseError,
  TransportClosedError,
  TransportOpenError,
  type CloseReason,
} from './errors.js';
import { frameLines } from './frame-lines.js';
import { InFlightLimit } from './in-flight.js';
import type {
  ParsedLine,
  RequestId,
  RpcErrorResponse,
  RpcNotification,
  RpcRequest,
  RpcSuccessResponse,
  WireMessage,
} from './messages.js';
import { parseMessages } from './parse-messages.js';
import {
  DEFAULT_MAX_IN_FLIGHT,
  DEFAULT_REQUEST_TIMEOUT_MS,
  checkMaxInFlight,
  checkTimeout,
  type RequestOptions,
  type SessionDiagnostic,
  type SessionOptions,
  type UnhandledServerRequest,
} from './session-options.js';
import { createRedactor } from './trace.js';

export {
  DEFAULT_MAX_IN_FLIGHT,
  DEFAULT_REQUEST_TIMEOUT_MS,
  MAX_IN_FLIGHT,
  MAX_REQUEST_TIMEOUT_MS,
} from './session-options.js';
export type {
  RequestOptions,
  SessionDiagnostic,
  SessionOptions,
  UnhandledServerRequest,
} from './session-options.js';

/** What the connection's one shared stream carries: wire messages, and what went to nobody. */
type SessionMessage = WireMessage | SessionDiagnostic;
type Response =
  | { readonly kind: 'response'; readonly message: RpcSuccessResponse }
  | { readonly kind: 'error'; readonly message: RpcErrorResponse };

const isResponse = (m: SessionMessage): m is Response =>
  m.kind === 'response' || m.kind === 'error';
const isDiagnostic = (m: SessionMessage): m is SessionDiagnostic =>
  m.kind === 'parseFailure' ||
  m.kind === 'unmatchedResponse' ||
  m.kind === 'unhandledServerRequest';

/**
 * `share` for the connection's lifetime, not reference counts: the session
 * opens the connection once and only its end (or `close()`) closes it.
 * - `resetOnRefCountZero: false`: a listener leaving between two requests
 *   must not close codex (nor a request's answer, the last listener of the
 *   responses, once it arrived).
 * - `resetOnComplete: false`, `resetOnError: false`: an ended connection is
 *   never re-opened by a late subscriber; it gets the end at once (the stream
 *   only completes: errors are turned into the session's end before it).
 */
const forTheConnection = <T>() =>
  share<T>({
    connector: () => new Subject<T>(),
    resetOnError: false,
    resetOnComplete: false,
    resetOnRefCountZero: false,
  });

/**
 * One JSON-RPC conversation over a transport, as one shared stream:
 * `incoming$.pipe(frameLines({ maxLineLength }), parseMessages())` (a
 * `'messages'` transport skips `frameLines`), shared for the connection's
 * lifetime. Notifications, server requests, diagnostics and responses are
 * `filter`s of it; a request's answer is the responses filtered by its id,
 * then `take(1)`, its timeout (through the scheduler) and its cancellation.
 * Requests are numbered from 1; at most `maxInFlight` are on the wire.
 *
 * Params on the wire: codex rejects a request without a `params` key, and
 * rejects `"params": null` for every method whose params are an object
 * ("Invalid request: missing field `params`"), while methods that take no
 * params accept `{}`. So `request(method, undefined)` sends `"params": {}`;
 * any other value (`null` included) is sent as given. A notification without
 * params is sent without a `params` key (`{"method":"initialized"}`, as the
 * schema has it).
 *
 * A server request that arrives while nothing subscribes to `serverRequests$`
 * is answered with a -32601 error at once (and reported on `diagnostics$`):
 * an unanswered server request would stall the turn.
 *
 * After the transport completes or fails, or `close()` is called, the session
 * is closed for good: pending and new requests error with
 * `TransportClosedError` (its `reason.kind` says how it ended), `closed$`
 * emits it, and `notifications$`, `serverRequests$` and `diagnostics$`
 * complete (they never error). A transport that never opened is different:
 * requests error with its `TransportOpenError` itself
 * (`HandshakeRejectedError`, `SpawnFailedError`...), and `closed$` emits a
 * `TransportClosedError` of kind `openFailed` carrying it as `cause`.
 *
 * @example
 * const session = new Session(transport);
 * session.request('initialize', { clientInfo: { name: 'me', version: '1.0.0' } }).subscribe((r) => {
 *   session.notify('initialized');
 * });
 * session.serverRequests$.subscribe((r) => session.respond(r.id, { decision: 'decline' }));
 */
export class Session {
  /** Emits once, on `connect()`: listeners may subscribe before, nothing opens until then. */
  private readonly opened = new AsyncSubject<void>();
  /** Emits once when the session ends: completes the shared stream and closes the transport. */
  private readonly ended = new AsyncSubject<void>();
  // AsyncSubject: emits its one value on completion and replays it to late
  // subscribers, exactly "emits once (replayed to late subscribers) then completes".
  private readonly closedSubject = new AsyncSubject<TransportClosedError>();
  /** The connection's one stream; every other stream is a filter of it. */
  private readonly messages$: Observable<SessionMessage>;
  /** The responses alone, shared: a notification never meets a request's filter. */
  private readonly responses$: Observable<Response>;

  /** Server notifications, hot, in wire order; complete when the session ends. */
  readonly notifications$: Observable<RpcNotification>;
  /** Server requests, hot; complete when the session ends. Answer each with `respond`/`respondError`. */
  readonly serverRequests$: Observable<RpcRequest>;
  /** Parse failures, unmatched responses, unhandled server requests; complete when the session ends. */
  readonly diagnostics$: Observable<SessionDiagnostic>;
  readonly closed$: Observable<TransportClosedError> = this.closedSubject.asObservable();

  /** Ids of the requests on the wire: a response to any other id is unmatched. */
  private readonly pendingIds = new Set<RequestId>();
  private readonly inFlight: InFlightLimit;
  private requestListeners = 0;
  private connection: Subscription | null = null;
  private nextId = 1;
  private closedError: TransportClosedError | null = null;
  // What pending and later requests fail with: the close error, or the open
  // error itself when the transport never opened (so a user sees
  // HandshakeRejectedError, not a TransportClosedError wrapping it).
  private failure: Error | null = null;
  private readonly scheduler: SchedulerLike;
  private readonly defaultTimeoutMs: number;
  private readonly traceOut: ((frame: string) => void) | null;

  constructor(
    private readonly transport: Transport,
    private readonly options: SessionOptions = {},
  ) {
    this.scheduler = options.scheduler ?? asyncScheduler;
    this.defaultTimeoutMs = checkTimeout(options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS);
    this.inFlight = new InFlightLimit(
      checkMaxInFlight(options.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT),
    );
    this.traceOut = this.makeTracer('out');
    const traceIn = this.makeTracer('in');
    const lines$ =
      transport.framing === 'chunks'
        ? transport.incoming$.pipe(frameLines({ maxLineLength: options.maxLineLength }))
        : transport.incoming$;
    this.messages$ = this.opened.pipe(
      switchMap(() => lines$),
      traceIn ? tap(traceIn) : identity,
      parseMessages(),
      map((m) => this.classify(m)),
      tap({ complete: () => this.peerClosed() }),
      catchError((error: unknown) => {
        this.failed(error);
        return EMPTY;
      }),
      takeUntil(this.ended),
      forTheConnection(),
    );
    this.responses$ = this.messages$.pipe(filter(isResponse), forTheConnection());
    this.notifications$ = this.messages$.pipe(
      filter((m): m is Extract<WireMessage, { kind: 'notification' }> => m.kind === 'notification'),
      map((m) => m.message),
    );
    const requests$ = this.messages$.pipe(
      filter((m): m is Extract<WireMessage, { kind: 'request' }> => m.kind === 'request'),
      map((m) => m.message),
    );
    // Counted so that a server request nobody listens to is answered (classify).
    this.serverRequests$ = defer(() => {
      this.requestListeners++;
      return requests$.pipe(finalize(() => this.requestListeners--));
    });
    this.diagnostics$ = this.messages$.pipe(filter(isDiagnostic));
  }

  /** Whether the session has ended (transport closed or failed, or `close()` called). */
  get isClosed(): boolean {
    return this.closedError !== null;
  }

  /** How many requests are on the wire awaiting a reply. */
  get pendingCount(): number {
    return this.pendingIds.size;
  }

  /** How many requests wait for a slot (see `maxInFlight`). */
  get queuedCount(): number {
    return this.inFlight.queued;
  }

  /** Opens the transport (subscribes to it). Idempotent; implicit on the first request, notify or respond. */
  connect(): void {
    if (this.connection || this.closedError) return;
    // The session's own listener holds the connection (and answers the
    // server requests nobody listens to) until it ends.
    this.connection = this.messages$
      .pipe(filter((m): m is UnhandledServerRequest => m.kind === 'unhandledServerRequest'))
      .subscribe((r) => this.refuse(r));
    this.opened.next();
    this.opened.complete();
  }

  /**
   * Numbers the next requests from `nextId` on (when higher than the next id):
   * a client adopting a relay session continues the ids the session used.
   */
  continueRequestIds(nextId: number): void {
    if (Number.isSafeInteger(nextId) && nextId > this.nextId) this.nextId = nextId;
  }

  /**
   * Closes the transport. Pending and waiting requests error with
   * `TransportClosedError` at once. The Promise resolves once the transport
   * is really gone (the child process has exited, the socket has closed: see
   * `Transport.released`); it never rejects. Idempotent: every call returns
   * when the same release is done, also after the transport ended by itself.
   *
   * @example
   * await session.close();
   * rmSync(codexHome, { recursive: true }); // nothing recreates files in it any more
   */
  close(
    reason: CloseReason = { kind: 'closedByClient', message: 'the session was closed' },
  ): Promise<void> {
    this.shutdown(new TransportClosedError(reason));
    return this.released();
  }

  private releasePromise: Promise<void> | null = null;

  private released(): Promise<void> {
    if (!this.releasePromise) {
      let released: Promise<void>;
      try {
        released = this.transport.released?.() ?? Promise.resolve();
      } catch {
        released = Promise.resolve();
      }
      this.releasePromise = released.then(
        () => undefined,
        () => undefined,
      );
    }
    return this.releasePromise;
  }

  /**
   * Sends a request when subscribed; emits its result once and completes.
   * Errors with `RpcResponseError` (error response), `RequestTimeoutError`
   * (no reply in time) or `TransportClosedError`. Unsubscribing before the
   * reply forgets the request (the protocol has no cancel message). Each
   * subscription sends a new request with a new id (so `retry` re-sends).
   *
   * @example
   * session.request('thread/start', { cwd: '/repo' }).subscribe((result) => console.log(result));
   */
  request(method: string, params?: unknown, options: RequestOptions = {}): Observable<unknown> {
    return new Observable<unknown>((subscriber) => {
      this.connect();
      if (this.failure) {
        subscriber.error(this.failure);
        return undefined;
      }
      const timeoutMs = checkTimeout(options.timeoutMs ?? this.defaultTimeoutMs);
      let id: number | null = null;
      const leave = this.inFlight.enter(() => {
        if (this.failure) return subscriber.error(this.failure);
        id = this.nextId++;
        this.pendingIds.add(id);
        // Listening before writing: an in-memory peer may answer inside send().
        this.answer(method, id, timeoutMs).subscribe(subscriber);
        if (subscriber.closed) return;
        try {
          this.write({ id, method, params: params === undefined ? {} : params });
          options.onSent?.(id);
        } catch (error) {
          subscriber.error(error);
        }
      });
      // Ends with the answer, its error or timeout, or the subscriber leaving:
      // the slot is given back and the id forgotten (not cancelled, the
      // protocol has no cancel message: a reply that still comes is unmatched).
      return () => {
        leave();
        if (id !== null) this.pendingIds.delete(id);
      };
    });
  }

  /** A request's answer: the shared responses filtered by its id, once, in time. */
  private answer(method: string, id: number, timeoutMs: number): Observable<unknown> {
    return this.responses$.pipe(
      filter((r) => r.message.id === id),
      take(1),
      // the connection ended first: the close fan-out
      throwIfEmpty(() => this.failure),
      map((r) => {
        if (r.kind === 'error') throw new RpcResponseError(r.message.error, { method, id });
        return r.message.result;
      }),
      timeout({
        first: timeoutMs,
        scheduler: this.scheduler,
        with: () => throwError(() => new RequestTimeoutError(method, id, timeoutMs)),
      }),
    );
  }

  /**
   * Sends a notification (no reply). Throws `TransportClosedError` once closed.
   *
   * @example
   * session.notify('initialized');
   */
  notify(method: string, params?: unknown): void {
    this.write(params === undefined ? { method } : { method, params });
  }

  /**
   * Answers a server request with a result (`undefined` is sent as `{}`).
   * Throws `TransportClosedError` once closed.
   *
   * @example
   * session.serverRequests$.subscribe((r) => session.respond(r.id, { decision: 'accept' }));
   */
  respond(id: RequestId, result: unknown): void {
    this.write({ id, result: result === undefined ? {} : result });
  }

  /**
   * Answers a server request with an error. Throws `TransportClosedError` once closed.
   *
   * @example
   * session.respondError(request.id, ErrorCodes.MethodNotFound, `unsupported: ${request.method}`);
   */
  respondError(id: RequestId, code: number, message: string, data?: unknown): void {
    this.write({ id, error: data === undefined ? { code, message } : { code, message, data } });
  }

  private write(message: object): void {
    this.connect();
    if (this.failure) throw this.failure;
    const frame = JSON.stringify(message);
    if (this.traceOut) this.traceOut(frame);
    this.transport.send(frame);
  }

  /**
   * What nobody will take becomes a diagnostic before the stream is shared:
   * a response to no request on the wire, a server request nobody listens to.
   */
  private classify(m: ParsedLine): SessionMessage {
    if (m.kind === 'response' || m.kind === 'error') {
      const id = m.message.id;
      if (id === null || !this.pendingIds.has(id))
        return { kind: 'unmatchedResponse', id, response: m.message };
    } else if (m.kind === 'request' && this.requestListeners === 0) {
      return { kind: 'unhandledServerRequest', id: m.message.id, method: m.message.method };
    }
    return m;
  }

  /** Nobody handles server requests: answer rather than leave the server waiting. */
  private refuse(request: UnhandledServerRequest): void {
    try {
      this.respondError(
        request.id,
        ErrorCodes.MethodNotFound,
        `no handler for server request ${request.method}`,
      );
    } catch {
      // closed meanwhile: nobody waits for the answer any more
    }
  }

  private peerClosed(): void {
    this.shutdown(
      new TransportClosedError({ kind: 'peerClosed', message: 'the peer closed the connection' }),
    );
  }

  /** The transport failed (or a line was too long): the session ends with it. */
  private failed(error: unknown): void {
    this.shutdown(
      error instanceof TransportClosedError
        ? error
        : new TransportClosedError({
            kind: error instanceof TransportOpenError ? 'openFailed' : undefined,
            message: error instanceof Error ? error.message : String(error),
            cause: error,
          }),
      error instanceof TransportOpenError ? error : undefined,
    );
  }

  /**
   * The end, once: the shared stream completes (every request on the wire
   * errors with `failure`, every listener completes, the transport is
   * unsubscribed), waiting requests start and fail at once, then `closed$`.
   */
  private shutdown(error: TransportClosedError, failure: Error = error): void {
    if (this.closedError) return;
    this.closedError = error;
    this.failure = failure;
    this.ended.next();
    this.ended.complete();
    this.inFlight.open();
    this.closedSubject.next(error);
    this.closedSubject.complete();
  }

  private makeTracer(direction: 'in' | 'out'): ((frame: string) => void) | null {
    const hook = this.options.trace;
    if (!hook) return null;
    const redact = createRedactor(this.options.redactKeys);
    return (frame) => {
      try {
        hook({ direction, time: this.scheduler.now(), frame: redact(frame) });
      } catch {
        // A debugging hook must never break the wire.
      }
    };
  }
}
