/**
 * Request routing: how a typed client request reaches the wire. It checks the
 * client's state and flavor, waits for a reconnect under way, encodes the
 * params, decodes the result (strict or reporting) and names what a failure
 * means for this request.
 */
import { catchError, defer, map, switchMap, take, throwIfEmpty, type Observable } from 'rxjs';
import { isLeft } from '../protocol/either.js';
import { TransportClosedError } from '../rpc/errors.js';
import type { RequestOptions, Session } from '../rpc/session.js';
import type { ClientFlavor } from './client-options.js';
import type { ClientDiagnostic } from './diagnostics.js';
import { ClientClosedError, ExperimentalApiRequiredError, NotInitializedError } from './errors.js';
import {
  decodeClientRequestResult,
  encodeClientRequestParams,
  isExperimentalMethod,
  type ClientRequestMethod,
  type ClientRequestParams,
  type ClientRequestResult,
  type DecodeOptions,
  type StableClientRequestMethod,
} from './protocol.js';
import { ConnectionLostError } from './reconnect-errors.js';
import { unsupportedMethod } from './unsupported-method.js';

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

/**
 * `request`'s arguments after the method: params (optional when the method
 * takes none), then options.
 */
export type RequestArgs<M extends ClientRequestMethod> =
  undefined extends ClientRequestParams<M>
    ? [params?: ClientRequestParams<M>, options?: ClientRequestOptions]
    : [params: ClientRequestParams<M>, options?: ClientRequestOptions];

/** Where a client is in its life (client-core.ts drives it). */
export type ClientState = 'new' | 'initializing' | 'ready' | 'reconnecting' | 'failed' | 'closed';

/** What routing a request needs to know about the client. */
export interface RequestHost {
  readonly state: ClientState;
  /** The current session (a reconnect replaces it). */
  readonly session: Session;
  /** Why the client closed, once it has. */
  readonly closeError: TransportClosedError | null;
  readonly experimental: boolean;
  readonly decodeOptions: DecodeOptions;
  /** `close()` was called. */
  readonly closing: boolean;
  /**
   * With a reconnect policy (a drop is followed by a reconnect): its
   * `reconnected$` emits once per successful reconnect and completes when
   * the client closes.
   */
  readonly reconnect: { readonly reconnected$: Observable<void> } | null;
  readonly serverCodexVersion: string | undefined;
  diagnostic(d: ClientDiagnostic): void;
}

/**
 * One typed request. Cold: each subscription sends one request. Errors:
 * NotInitializedError, ExperimentalApiRequiredError, ClientClosedError,
 * UnsupportedMethodError, RpcResponseError, RequestTimeoutError,
 * TransportClosedError (ConnectionLostError with a reconnect policy), and
 * ProtocolDecodeError in strict mode.
 */
export function routeRequest<M extends ClientRequestMethod>(
  host: RequestHost,
  method: M,
  // typed by the callers (`request`, the descriptor calls); checked again by the codec when encoded
  params: unknown,
  options: RequestOptions = {},
): Observable<ClientRequestResult<M>> {
  const send = (): Observable<ClientRequestResult<M>> =>
    host.session
      // no params (undefined or null): the session sends `{}`, which every method without params accepts
      .request(
        method,
        params === undefined || params === null
          ? undefined
          : encodeClientRequestParams(method, params),
        options,
      )
      .pipe(
        map((raw) => decodeResult(host, method, raw)),
        unsupportedMethod(method, () => host.serverCodexVersion),
        catchError((error: unknown) => {
          // with a reconnect policy a drop is not the end: say what it is for this request
          if (error instanceof TransportClosedError && host.reconnect !== null && !host.closing)
            throw new ConnectionLostError(method, error);
          throw error;
        }),
      );
  return defer(() => {
    if (host.state === 'closed') throw new ClientClosedError(method, { cause: host.closeError });
    if (!host.experimental && isExperimentalMethod(method))
      throw new ExperimentalApiRequiredError(method);
    // made while reconnecting: sent once the new connection is ready (or
    // ClientClosedError if it never is)
    if (host.state === 'reconnecting' && host.reconnect !== null)
      return host.reconnect.reconnected$.pipe(
        take(1),
        throwIfEmpty(() => new ClientClosedError(method, { cause: host.closeError })),
        switchMap(() => send()),
      );
    if (host.state !== 'ready') throw new NotInitializedError(method);
    return send();
  });
}

/** A result decoded; in non-strict mode a decode failure is reported and the raw value passed on. */
export function decodeResult<M extends ClientRequestMethod>(
  host: Pick<RequestHost, 'decodeOptions' | 'diagnostic'>,
  method: M,
  raw: unknown,
): ClientRequestResult<M> {
  const decoded = decodeClientRequestResult(method, raw, host.decodeOptions);
  if (isLeft(decoded)) {
    if (host.decodeOptions.strict === true) throw decoded.left;
    host.diagnostic({ kind: 'decodeError', direction: 'result', method, error: decoded.left });
    // Not strict: the undecodable result is passed on as it came (documented
    // for every request), reported on diagnostics$ above.
    return raw as ClientRequestResult<M>;
  }
  return decoded.right;
}
