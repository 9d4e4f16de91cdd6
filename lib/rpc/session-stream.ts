/**
 * A Session's streams: the connection's one shared stream (the transport
 * through `frameLines` and `parseMessages`), what it carries, its `share`
 * configuration, the filters by kind, and a request's answer as a filter of
 * the shared responses.
 */
import {
  EMPTY,
  Observable,
  catchError,
  defer,
  filter,
  finalize,
  identity,
  takeUntil,
  tap,
  map,
  share,
  type MonoTypeOperatorFunction,
  type OperatorFunction,
} from 'rxjs';
import type { Transport } from '../transport/transport.js';
import { BroadcastSubject } from './broadcast-subject.js';
import { RpcResponseError } from './errors.js';
import { frameLines } from './frame-lines.js';
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
import type { SessionDiagnostic, UnhandledServerRequest } from './session-options.js';

/** What the connection's one shared stream carries: wire messages, and what went to nobody. */
export type SessionMessage = WireMessage | SessionDiagnostic;

/** A success or error response, as the shared stream carries it. */
export type Response =
  | { readonly kind: 'response'; readonly message: RpcSuccessResponse }
  | { readonly kind: 'error'; readonly message: RpcErrorResponse };

export const isResponse = (m: SessionMessage): m is Response =>
  m.kind === 'response' || m.kind === 'error';

type NotificationMessage = Extract<WireMessage, { kind: 'notification' }>;

const isNotification = (m: ParsedLine): m is NotificationMessage => m.kind === 'notification';

const isNotNotification = (m: ParsedLine): m is Exclude<ParsedLine, NotificationMessage> =>
  m.kind !== 'notification';

export const isDiagnostic = (m: SessionMessage): m is SessionDiagnostic =>
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
 * - The connector is a `BroadcastSubject`: every line passes it, and RxJS's
 *   own `Subject.next` makes garbage per call (broadcast-subject.ts).
 *
 * @example
 * const messages$ = lines$.pipe(parseMessages(), forTheConnection());
 */
export function forTheConnection<T>(): MonoTypeOperatorFunction<T> {
  return share<T>({
    connector: () => new BroadcastSubject<T>(),
    resetOnError: false,
    resetOnComplete: false,
    resetOnRefCountZero: false,
  });
}

/**
 * A request's answer: the shared responses filtered by the request's id,
 * the first only (`filter` and `take(1)` in one subscriber), as its result,
 * or `RpcResponseError` for an error response. When the responses complete
 * first (the connection ended), errors with `failure()`. Routing cost:
 * every response meets one such filter per request on the wire
 * (`maxInFlight` bounds them).
 *
 * @example
 * responses$.pipe(answerTo(3, 'model/list', () => closeError)).subscribe((result) => console.log(result));
 */
export function answerTo(
  id: number,
  method: string,
  failure: () => Error | null,
): OperatorFunction<Response, unknown> {
  return (responses$) =>
    new Observable<unknown>((subscriber) =>
      responses$.subscribe({
        next(r) {
          if (r.message.id !== id) return;
          if (r.kind === 'error')
            subscriber.error(new RpcResponseError(r.message.error, { method, id }));
          else {
            subscriber.next(r.message.result);
            subscriber.complete();
          }
        },
        error: (error: unknown) => subscriber.error(error),
        complete: () => subscriber.error(failure()),
      }),
    );
}

/** What the streams need from their session. */
export interface SessionStreamHooks {
  /** Emits once, on `connect()`: the transport is subscribed then, not before. */
  readonly opened: Observable<void>;
  /** Emits once when the session ends: the stream completes, the transport is unsubscribed. */
  readonly ended: Observable<void>;
  readonly traceIn: ((frame: string) => void) | null;
  /** A parsed line, or what went to nobody (an unmatched response, an unhandled server request). */
  classify(m: ParsedLine): SessionMessage;
  /** The transport failed, or a line was too long. */
  failed(error: unknown): void;
  /** Answers a server request nobody listens to (the answer may throw once closed). */
  refuse(request: UnhandledServerRequest): void;
  /** The transport completed. */
  peerClosed(): void;
}

/** The session's streams, each a filter of the connection's one shared stream. */
export interface SessionStreams {
  readonly responses$: Observable<Response>;
  readonly notifications$: Observable<RpcNotification>;
  readonly requests$: Observable<RpcRequest>;
  readonly diagnostics$: Observable<SessionDiagnostic>;
}

/**
 * `incoming$.pipe(frameLines({ maxLineLength }), parseMessages())` (a
 * `'messages'` transport skips `frameLines`), shared for the connection's
 * lifetime, and filtered by kind: the notifications, and the others,
 * classified (what nobody takes becomes a diagnostic), shared once more and
 * filtered into responses, server requests and diagnostics. A notification
 * meets two filters, any other message four, whatever the number of
 * listeners. Never errors: a transport failure goes to `failed` and the
 * stream completes.
 *
 * @example
 * const { notifications$ } = sessionStreams(transport, { maxLineLength: 1 << 20 }, hooks);
 */
export function sessionStreams(
  transport: Transport,
  options: { readonly maxLineLength?: number },
  hooks: SessionStreamHooks,
): SessionStreams {
  const lines$ =
    transport.framing === 'chunks'
      ? transport.incoming$.pipe(frameLines({ maxLineLength: options.maxLineLength }))
      : transport.incoming$;
  // Subscribed once connect() was called, handing the subscriber itself to
  // the lines (as `defer` does): listeners may subscribe before.
  const connected$ = new Observable<string>((subscriber) =>
    hooks.opened.subscribe(() => lines$.subscribe(subscriber)),
  );
  const messages$ = connected$.pipe(
    hooks.traceIn ? tap(hooks.traceIn) : identity,
    parseMessages(),
    catchError((error: unknown) => {
      hooks.failed(error);
      return EMPTY;
    }),
    takeUntil(hooks.ended),
    forTheConnection(),
  );
  // Notifications are nearly every line: they meet one filter; the rest (a
  // response, a server request, a diagnostic) is shared once more and meets
  // the filters by kind there. (Each observer of a Subject costs a step per
  // message: with the four kinds side by side, a notification met four.)
  const others$ = messages$.pipe(
    filter(isNotNotification),
    map((m) => hooks.classify(m)),
    forTheConnection(),
  );
  const diagnostics$ = others$.pipe(filter(isDiagnostic), forTheConnection());
  // The session's own listener, first of all: it sees the end before anyone
  // (the close fan-out reads the session's failure), and answers the server
  // requests nobody listens to, until the session ends.
  diagnostics$
    .pipe(filter((d): d is UnhandledServerRequest => d.kind === 'unhandledServerRequest'))
    .subscribe({
      next: (r) => {
        try {
          hooks.refuse(r);
        } catch {
          // closed meanwhile: nobody waits for the answer any more
        }
      },
      complete: () => hooks.peerClosed(),
    });
  return {
    responses$: others$.pipe(filter(isResponse), forTheConnection()),
    notifications$: messages$.pipe(
      filter(isNotification),
      map((m) => m.message),
    ),
    requests$: others$.pipe(
      filter((m): m is Extract<WireMessage, { kind: 'request' }> => m.kind === 'request'),
      map((m) => m.message),
      forTheConnection(),
    ),
    diagnostics$,
  };
}

/**
 * `source`, counting its subscribers in `listeners` while they are there.
 *
 * @example
 * const serverRequests$ = countListeners(requests$, listeners); // listeners.count > 0: someone answers
 */
export function countListeners<T>(
  source: Observable<T>,
  listeners: { count: number },
): Observable<T> {
  return defer(() => {
    listeners.count++;
    return source.pipe(finalize(() => listeners.count--));
  });
}

/**
 * What nobody will take becomes a diagnostic before the stream is shared: a
 * response to no request on the wire, a server request nobody listens to.
 *
 * @example
 * classify(parseLine('{"id":9,"result":{}}'), new Set([1]), true).kind; // 'unmatchedResponse'
 */
export function classify(
  m: ParsedLine,
  pendingIds: ReadonlySet<RequestId>,
  requestsListened: boolean,
): SessionMessage {
  if (m.kind === 'response' || m.kind === 'error') {
    const id = m.message.id;
    if (id === null || !pendingIds.has(id))
      return { kind: 'unmatchedResponse', id, response: m.message };
  } else if (m.kind === 'request' && !requestsListened) {
    return { kind: 'unhandledServerRequest', id: m.message.id, method: m.message.method };
  }
  return m;
}
