/**
 * The public face of a client's connection (`Client` adds the named methods):
 * its streams, state, handshake, `request` and `close`. The work is done by
 * the connection (client-connection.ts: lifecycle and handshake), request
 * routing (client-requests.ts), server requests (server-requests.ts) and the
 * turns (client-turns.ts), which the library's own modules reach through
 * client-internals.ts, not through this class.
 */
import type { Observable } from 'rxjs';
import type { TransportClosedError } from '../rpc/errors.js';
import type { Session } from '../rpc/session.js';
import type { Transport } from '../transport/transport.js';
import type { ClientFlavor, ClientOptions, StableFlavor } from './client-options.js';
import { ClientConnection } from './client-connection.js';
import { setClientInternals } from './client-internals.js';
import type { AllowedMethod, RequestArgs } from './client-requests.js';
import type { ConnectionStatus } from './connection-status.js';
import type { ClientDiagnostic } from './diagnostics.js';
import type { AnyNotificationEvent, AnyServerRequestEvent, ClientEvent } from './events.js';
import type { ClientRequestResult, Protocol } from './protocol.js';
import type { TurnReconciliation } from './reconcile-turns.js';
import type { ReplayGapEvent } from './reattach.js';
import type { RunningTurns } from './running-turns.js';
import { serverVersionDiagnostic, type ServerVersionMismatch } from './server-version.js';

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
  readonly #connection: ClientConnection;

  /**
   * Every decoded server event (notifications and server requests), hot and
   * shared: the session's notifications mapped through decoding (one shared
   * stream per client, across reconnects), so nothing waits for a subscriber
   * to ask. Delivery is synchronous and in wire order; a subscriber that
   * throws is reported by RxJS (asynchronously) and affects neither the other
   * subscribers nor the session. Heavy work belongs off the read path
   * (`observeOn(asapScheduler)` in that subscriber). Late subscribers see
   * only later events, unless `replay: N` is set: then each new subscriber
   * first gets the last N events. Completes however the connection ends
   * (`close()`, codex gone, a relay session lost) and never errors:
   * `closed$` says why.
   *
   * @example
   * client.events$.pipe(forThread(id), ofMethod('item/completed')).subscribe((e) => render(e.params.item));
   */
  readonly events$: Observable<ClientEvent>;
  /** Server notifications only (completes with `events$`). */
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
  /**
   * Why the connection ended, for good: emits the `TransportClosedError` once
   * (its `reason.kind`: `closedByClient`, `peerClosed`, `processExited`...),
   * replayed to late subscribers, then completes.
   */
  readonly closed$: Observable<TransportClosedError>;
  /**
   * The connection's state (connection-status.ts): `connected` once the
   * handshake is done, then (with a `reconnect` policy) `reconnecting` /
   * `reconnected` after drops, `failed` when it is gone for good. The current
   * status is replayed to late subscribers; completes when the client closes.
   */
  readonly connectionStatus$: Observable<ConnectionStatus>;
  /** Threads with a running turn on this client (what a reconnect resumes and reconciles). */
  readonly runningTurns: RunningTurns;
  /**
   * Over a resumable transport (the relay): emits when messages after the
   * client's watermark were lost (the relay's bounded log overflowed); the
   * running turns are then reconciled from `thread/read`. Completes at once
   * for other transports.
   */
  readonly replayGap$: Observable<ReplayGapEvent>;

  /** The options the client was created with. */
  readonly options: ClientOptions;

  constructor(transport: Transport, options: ClientOptions = {}) {
    installAsyncDispose();
    this.options = options;
    const connection = new ClientConnection(transport, options);
    this.#connection = connection;
    setClientInternals(this, connection.turns);
    this.events$ = connection.streams.events$;
    this.notifications$ = connection.streams.notifications$;
    this.serverRequests$ = connection.streams.serverRequests$;
    this.diagnostics$ = connection.streams.diagnostics$;
    this.closed$ = connection.streams.closed$;
    this.connectionStatus$ = connection.status.status$;
    this.runningTurns = connection.turns.runningTurns;
    this.replayGap$ = connection.replayGap$;
  }

  /** The session underneath (for tracing or raw access); a reconnect replaces it. */
  get session(): Session {
    return this.#connection.session;
  }

  /** The current connection status (what `connectionStatus$` replays); null before the first connection. */
  get connectionStatus(): ConnectionStatus | null {
    return this.#connection.status.value;
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
  initialize(): Observable<Protocol.InitializeResponse> {
    return this.#connection.initialize();
  }

  /** The `initialize` result, once ready; `null` before. */
  get initializeResult(): Protocol.InitializeResponse | null {
    return this.#connection.initializeResult;
  }

  /** The server's codex version, from the `initialize` user agent (`undefined` before, or when it names none). */
  get serverCodexVersion(): string | undefined {
    return this.#connection.serverCodexVersion;
  }

  /**
   * Set when the server runs another codex version than the schema's (also
   * reported on `diagnostics$` at initialize, replayed to late subscribers).
   *
   * @example
   * Client.connect(t).subscribe((c) => c.serverVersionMismatch && console.warn(c.serverVersionMismatch.message));
   */
  get serverVersionMismatch(): ServerVersionMismatch | undefined {
    const result = this.#connection.initializeResult;
    return result ? serverVersionDiagnostic(result.userAgent) : undefined;
  }

  /** The handshake is done and the connection is open. */
  get isReady(): boolean {
    return this.#connection.isReady;
  }

  /** The client is closed (by `close()`, or its connection ended for good). */
  get isClosed(): boolean {
    return this.#connection.isClosed;
  }

  /** Whether this client opted into the experimental API. */
  get isExperimental(): boolean {
    return this.#connection.experimental;
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
    return this.#connection.close();
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
    return this.#connection.sendRequest(method, args[0], args[1]);
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
    return this.#connection.reconcileRunningTurns();
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
