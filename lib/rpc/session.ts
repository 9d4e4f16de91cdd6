import {
  AsyncSubject,
  Observable,
  Subject,
  asyncScheduler,
  type SchedulerLike,
  type Subscriber,
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
import { LineSplitter, checkMaxLineLength } from './frame-lines.js';
import { Multicast } from './multicast.js';
import type {
  ParsedLine,
  ParseFailure,
  RequestId,
  RpcErrorResponse,
  RpcNotification,
  RpcRequest,
  RpcSuccessResponse,
  UnmatchedResponse,
} from './messages.js';
import { parseLine } from './parse-messages.js';
import { createRedactor, type TraceHook } from './trace.js';

/**
 * A server request arrived while nothing subscribed to `serverRequests$`. A
 * server request must be answered (or the turn stalls), so the session answered
 * it with a -32601 error itself.
 */
export interface UnhandledServerRequest {
  readonly kind: 'unhandledServerRequest';
  readonly id: RequestId;
  readonly method: string;
}

/** Something the session noticed that is not fatal and belongs to nobody's request. */
export type SessionDiagnostic = ParseFailure | UnmatchedResponse | UnhandledServerRequest;

export interface SessionOptions {
  /** Scheduler for timeouts and trace times. Default `asyncScheduler`; tests pass a TestScheduler. */
  readonly scheduler?: SchedulerLike;
  /** Default per-request timeout. Default 15 000 ms; capped at 30 min (1 800 000 ms). */
  readonly requestTimeoutMs?: number;
  /** Maximum incoming line length on `'chunks'` transports (see `frameLines`). Default: no limit. */
  readonly maxLineLength?: number;
  /** Wire trace hook: called for every frame in and out. Not set: no tracing cost at all. */
  readonly trace?: TraceHook;
  /** Keys whose values the trace redacts. Default `DEFAULT_REDACT_KEYS`; `[]` turns redaction off. */
  readonly redactKeys?: readonly string[];
  /**
   * Most requests on the wire at once; requests beyond it wait, in the order
   * they were made, and are sent as replies come in. A request's timeout runs
   * from when it is sent. Default `DEFAULT_MAX_IN_FLIGHT` (64); `Infinity`
   * turns the limit off. Codex 0.171.0 drops replies under a burst (2000
   * requests written at once: 525-739 never answered), so the limit is what
   * makes a burst settle.
   */
  readonly maxInFlight?: number;
}

export interface RequestOptions {
  /** This request's timeout (ms), overriding the session default; capped at 30 min. */
  readonly timeoutMs?: number;
  /** Called when the request is written (after waiting for a `maxInFlight` slot, if it had to). */
  readonly onSent?: (id: RequestId) => void;
}

export const DEFAULT_REQUEST_TIMEOUT_MS = 15_000;
/**
 * Default `maxInFlight`. Measured against codex 0.171.0 (bench/in-flight.ts,
 * 2000 concurrent `model/list`; table in lib/client/README.md).
 */
export const DEFAULT_MAX_IN_FLIGHT = 64;
export const MAX_REQUEST_TIMEOUT_MS = 30 * 60 * 1000;

interface PendingEntry {
  readonly method: string;
  readonly subscriber: Subscriber<unknown>;
  timer: Subscription | null;
}

/** A request waiting for a free slot (see `maxInFlight`). */
interface QueuedRequest {
  readonly send: () => void;
  readonly subscriber: Subscriber<unknown>;
}

const checkMaxInFlight = (n: number): number => {
  if (!(n >= 1) || (!Number.isInteger(n) && n !== Infinity))
    throw new RangeError(`maxInFlight must be a positive integer or Infinity, got ${n}`);
  return n;
};

const checkTimeout = (ms: number): number => {
  if (!(ms > 0)) throw new RangeError(`request timeout must be a positive number of ms, got ${ms}`);
  return Math.min(ms, MAX_REQUEST_TIMEOUT_MS);
};

/**
 * One JSON-RPC conversation over a transport: numbers requests (integers
 * from 1), routes responses by id through a `Map` (constant cost whatever the
 * number pending), times requests out through the scheduler, and fans a close
 * out to every pending request.
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
 * complete. A transport that never opened is different: requests error with
 * its `TransportOpenError` itself (`HandshakeRejectedError`,
 * `SpawnFailedError`...), and `closed$` emits a `TransportClosedError` of kind
 * `openFailed` carrying it as `cause`.
 *
 * @example
 * const session = new Session(transport);
 * session.request('initialize', { clientInfo: { name: 'me', version: '1.0.0' } }).subscribe((r) => {
 *   session.notify('initialized');
 * });
 * session.serverRequests$.subscribe((r) => session.respond(r.id, { decision: 'decline' }));
 */
export class Session {
  // Plain Subjects: hot, multicast, no replay (a late subscriber sees only
  // later events), and delivery is synchronous, so the read side never waits
  // on anyone; a subscriber that throws is reported by RxJS and does not
  // affect the others or the session.
  // Every notification passes here: a Multicast (a Subject's semantics, less cost per message).
  private readonly notificationsSubject = new Multicast<RpcNotification>();
  private readonly serverRequestsSubject = new Subject<RpcRequest>();
  private readonly diagnosticsSubject = new Subject<SessionDiagnostic>();
  // AsyncSubject: emits its one value on completion and replays it to late
  // subscribers, exactly "emits once (replayed to late subscribers) then completes".
  private readonly closedSubject = new AsyncSubject<TransportClosedError>();

  readonly notifications$: Observable<RpcNotification> = this.notificationsSubject.observable;
  readonly serverRequests$: Observable<RpcRequest> = this.serverRequestsSubject.asObservable();
  readonly diagnostics$: Observable<SessionDiagnostic> = this.diagnosticsSubject.asObservable();
  readonly closed$: Observable<TransportClosedError> = this.closedSubject.asObservable();

  // No share() over the transport: the session itself holds the one
  // subscription (connect/close), because the connection lives as long as the
  // session, not as long as someone listens; a refCounted share would close
  // codex whenever the last listener left between two requests.
  private connection: Subscription | null = null;
  // Routing by id through a Map: constant cost per response, whatever the
  // number pending (a filter per request would cost O(pending) per response).
  private readonly pending = new Map<RequestId, PendingEntry>();
  // Requests waiting for a slot, oldest first (a Set: FIFO order, O(1) removal
  // when a waiting request is unsubscribed).
  private readonly waiting = new Set<QueuedRequest>();
  private readonly maxInFlight: number;
  private nextId = 1;
  private connected = false;
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
    this.maxInFlight = checkMaxInFlight(options.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT);
    this.traceOut = this.makeTracer('out');
  }

  /** Whether the session has ended (transport closed or failed, or `close()` called). */
  get isClosed(): boolean {
    return this.closedError !== null;
  }

  /** How many requests are on the wire awaiting a reply. */
  get pendingCount(): number {
    return this.pending.size;
  }

  /** How many requests wait for a slot (see `maxInFlight`). */
  get queuedCount(): number {
    return this.waiting.size;
  }

  /** Opens the transport (subscribes to it). Idempotent; implicit on the first request, notify or respond. */
  connect(): void {
    if (this.connected || this.closedError) return;
    this.connected = true;
    const traceIn = this.makeTracer('in');
    const onLine = traceIn
      ? (line: string): void => {
          traceIn(line);
          this.dispatch(parseLine(line));
        }
      : (line: string): void => this.dispatch(parseLine(line));
    // A 'chunks' transport is split into lines here, by frameLines' splitter
    // called directly, and each line parsed here rather than piping
    // frameLines() and parseMessages(): one subscriber hop per line, not three.
    const splitter =
      this.transport.framing === 'chunks'
        ? new LineSplitter(
            checkMaxLineLength(this.options.maxLineLength),
            onLine,
            () => this.closedError !== null,
            (error) => this.failed(error),
          )
        : null;
    const connection = this.transport.incoming$.subscribe({
      next: splitter
        ? (chunk) => {
            if (this.closedError === null) splitter.push(chunk);
          }
        : onLine,
      error: (error: unknown) => {
        splitter?.reset();
        this.failed(error);
      },
      complete: () => {
        splitter?.end();
        this.shutdown(
          new TransportClosedError({
            kind: 'peerClosed',
            message: 'the peer closed the connection',
          }),
        );
      },
    });
    // The transport may have failed synchronously, inside subscribe().
    if (this.closedError) connection.unsubscribe();
    else this.connection = connection;
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
      let sent: { id: number; entry: PendingEntry } | null = null;
      const send = (): void => {
        const id = this.nextId++;
        const entry: PendingEntry = { method, subscriber, timer: null };
        sent = { id, entry };
        // Register before sending: an in-memory peer may answer inside send().
        this.pending.set(id, entry);
        entry.timer = this.scheduler.schedule(() => {
          if (this.pending.get(id) !== entry) return;
          this.pending.delete(id);
          subscriber.error(new RequestTimeoutError(method, id, timeoutMs));
          this.drain();
        }, timeoutMs);
        try {
          this.write({ id, method, params: params === undefined ? {} : params });
          options.onSent?.(id);
        } catch (error) {
          this.pending.delete(id);
          entry.timer?.unsubscribe();
          subscriber.error(error);
        }
      };
      const queued: QueuedRequest = { send, subscriber };
      if (this.pending.size < this.maxInFlight && this.waiting.size === 0) send();
      else this.waiting.add(queued);
      return () => {
        this.waiting.delete(queued);
        const current = sent as { id: number; entry: PendingEntry } | null;
        if (current === null) return;
        current.entry.timer?.unsubscribe();
        if (this.pending.get(current.id) === current.entry) {
          // Forgotten, not cancelled (the protocol has no cancel message): a
          // reply that still comes is an unmatched response.
          this.pending.delete(current.id);
          this.drain();
        }
      };
    });
  }

  /** Sends waiting requests while there are free slots, oldest first. */
  private drain(): void {
    // Not re-entrant: a peer that answers inside send() (in-memory) would
    // otherwise recurse once per waiting request; the loop picks those up.
    if (this.draining) return;
    this.draining = true;
    try {
      while (this.waiting.size > 0 && this.pending.size < this.maxInFlight && !this.closedError) {
        const next = this.waiting.values().next().value as QueuedRequest;
        this.waiting.delete(next);
        if (!next.subscriber.closed) next.send();
      }
    } finally {
      this.draining = false;
    }
  }
  private draining = false;

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

  private dispatch(parsed: ParsedLine): void {
    switch (parsed.kind) {
      case 'response':
        return this.settle(parsed.message, null);
      case 'error':
        return this.settle(parsed.message, parsed.message);
      case 'notification':
        return this.notificationsSubject.next(parsed.message);
      case 'request':
        return this.serverRequestsSubject.observed
          ? this.serverRequestsSubject.next(parsed.message)
          : this.refuse(parsed.message);
      case 'parseFailure':
        return this.diagnosticsSubject.next(parsed);
    }
  }

  private settle(
    response: RpcSuccessResponse | RpcErrorResponse,
    error: RpcErrorResponse | null,
  ): void {
    const id = response.id;
    const entry = id === null ? undefined : this.pending.get(id);
    if (entry === undefined || id === null) {
      this.diagnosticsSubject.next({ kind: 'unmatchedResponse', id, response });
      return;
    }
    this.pending.delete(id);
    entry.timer?.unsubscribe();
    if (error) {
      entry.subscriber.error(new RpcResponseError(error.error, { method: entry.method, id }));
    } else {
      entry.subscriber.next((response as RpcSuccessResponse).result);
      entry.subscriber.complete();
    }
    this.drain();
  }

  /** Nobody handles server requests: answer rather than leave the server waiting. */
  private refuse(request: RpcRequest): void {
    this.respondError(
      request.id,
      ErrorCodes.MethodNotFound,
      `no handler for server request ${request.method}`,
    );
    this.diagnosticsSubject.next({
      kind: 'unhandledServerRequest',
      id: request.id,
      method: request.method,
    });
  }

  private shutdown(error: TransportClosedError, failure: Error = error): void {
    if (this.closedError) return;
    this.closedError = error;
    this.failure = failure;
    const connection = this.connection;
    this.connection = null;
    connection?.unsubscribe();
    const entries = [...this.pending.values()];
    this.pending.clear();
    const waiting = [...this.waiting];
    this.waiting.clear();
    for (const entry of entries) {
      entry.timer?.unsubscribe();
      entry.subscriber.error(failure);
    }
    for (const queued of waiting) queued.subscriber.error(failure);
    this.closedSubject.next(error);
    this.closedSubject.complete();
    this.notificationsSubject.complete();
    this.serverRequestsSubject.complete();
    this.diagnosticsSubject.complete();
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
