import { AsyncSubject, Observable, asyncScheduler, type SchedulerLike } from 'rxjs';
import type { Transport } from '../transport/transport.js';
import {
  ErrorCodes,
  RequestTimeoutError,
  TransportClosedError,
  closeErrorOf,
  TransportOpenError,
  type CloseReason,
} from './errors.js';
import { Deadlines, expireAfter } from './deadlines.js';
import { InFlightLimit } from './in-flight.js';
import type { RequestId, RpcNotification, RpcRequest } from './messages.js';
import {
  DEFAULT_MAX_IN_FLIGHT,
  DEFAULT_REQUEST_TIMEOUT_MS,
  checkMaxInFlight,
  checkTimeout,
  type RequestOptions,
  type SessionDiagnostic,
  type SessionOptions,
} from './session-options.js';
import { createTracer } from './trace.js';
import { releasedOf } from '../transport/transport.js';
import {
  answerTo,
  classify,
  countListeners,
  sessionStreams,
  type Response,
} from './session-stream.js';

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

/**
 * One JSON-RPC conversation over a transport, as one shared stream:
 * `incoming$.pipe(frameLines({ maxLineLength }), parseMessages())` (a
 * `'messages'` transport skips `frameLines`), shared for the connection's
 * lifetime. Notifications, server requests, diagnostics and responses are
 * `filter`s of it; a request's answer is the responses filtered by its id
 * and taken once (`answerTo`), its timeout (`expireAfter`, through the
 * scheduler) and its cancellation.
 * Requests are numbered from 1; at most `maxInFlight` are on the wire.
 *
 * Params on the wire: codex rejects a request without a `params` key and
 * `"params": null` where params are an object, so `request(method,
 * undefined)` sends `"params": {}` (any other value, `null` included, as
 * given); a notification without params has no `params` key.
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
  /** Emits once (replayed to late subscribers), then completes. */
  private readonly closedSubject = new AsyncSubject<TransportClosedError>();
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
  /** Listeners of `serverRequests$`: a server request nobody listens to is answered here. */
  private readonly requestListeners = { count: 0 };
  private connected = false;
  private nextId = 1;
  private closedError: TransportClosedError | null = null;
  // What pending and later requests fail with: the close error, or the open
  // error itself when the transport never opened (so a user sees
  // HandshakeRejectedError, not a TransportClosedError wrapping it).
  private failure: Error | null = null;
  /** The requests' timeouts, on one scheduled action. */
  private readonly deadlines: Deadlines;
  private readonly scheduler: SchedulerLike;
  private readonly defaultTimeoutMs: number;
  private readonly traceOut: ((frame: string) => void) | null;
  private releasePromise: Promise<void> | null = null;

  constructor(
    private readonly transport: Transport,
    options: SessionOptions = {},
  ) {
    this.scheduler = options.scheduler ?? asyncScheduler;
    this.defaultTimeoutMs = checkTimeout(options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS);
    this.inFlight = new InFlightLimit(
      checkMaxInFlight(options.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT),
    );
    this.deadlines = new Deadlines(this.scheduler);
    this.traceOut = createTracer(options, this.scheduler, 'out');
    const streams = sessionStreams(transport, options, {
      opened: this.opened,
      ended: this.ended,
      traceIn: createTracer(options, this.scheduler, 'in'),
      classify: (m) => classify(m, this.pendingIds, this.requestListeners.count > 0),
      failed: (error) => this.failed(error),
      refuse: (r) =>
        this.respondError(
          r.id,
          ErrorCodes.MethodNotFound,
          `no handler for server request ${r.method}`,
        ),
      peerClosed: () => this.shutdown(closeErrorOf(null, 'peerClosed')),
    });
    this.responses$ = streams.responses$;
    this.notifications$ = streams.notifications$;
    this.serverRequests$ = countListeners(streams.requests$, this.requestListeners);
    this.diagnostics$ = streams.diagnostics$;
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
    if (this.connected || this.closedError) return;
    this.connected = true;
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
    return (this.releasePromise ??= releasedOf(this.transport));
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
      if (this.failure) return subscriber.error(this.failure);
      const timeoutMs = checkTimeout(options.timeoutMs ?? this.defaultTimeoutMs);
      // Ends with the answer, its error or timeout, or the subscriber leaving:
      // the slot is given back and the id forgotten (not cancelled, the
      // protocol has no cancel message: a reply that still comes is unmatched).
      return this.inFlight.enter(() => {
        if (this.failure) return subscriber.error(this.failure);
        const id = this.nextId++;
        this.pendingIds.add(id);
        subscriber.add(() => this.pendingIds.delete(id));
        const timedOut = () => new RequestTimeoutError(method, id, timeoutMs);
        // Listening before writing: an in-memory peer may answer inside send().
        this.responses$
          .pipe(
            answerTo(id, method, () => this.failure),
            expireAfter(this.deadlines, timeoutMs, timedOut),
          )
          .subscribe(subscriber);
        if (subscriber.closed) return;
        try {
          this.write({ id, method, params: params === undefined ? {} : params });
          options.onSent?.(id);
        } catch (error) {
          subscriber.error(error);
        }
      });
    });
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

  /** The transport failed (or a line was too long): the session ends with it. */
  private failed(error: unknown): void {
    this.shutdown(closeErrorOf(error), error instanceof TransportOpenError ? error : undefined);
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
    this.deadlines.dispose();
    this.inFlight.open();
    this.closedSubject.next(error);
    this.closedSubject.complete();
  }
}
