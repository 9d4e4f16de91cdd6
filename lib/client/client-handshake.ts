/**
 * One connection's handshake: `initialize` with the client's params (or,
 * over the relay, the result cached by the session a client adopts:
 * reattach.ts), then the `initialized` notification. The server's refusal
 * of `initialize` becomes InitializeRejectedError; the connection
 * (client-connection.ts) keeps the state around it.
 */
import { catchError, map, take, throwError, type Observable } from 'rxjs';
import { RpcResponseError } from '../rpc/errors.js';
import type { Session } from '../rpc/session.js';
import { InitializeRejectedError } from './errors.js';
import type { InitializeParams, InitializeResponse } from './protocol.js';
import type { ReattachController } from './reattach.js';

export interface HandshakeHost {
  readonly session: Session;
  /** Over a resumable transport: adopts an initialized session instead of initializing. */
  readonly reattach: ReattachController | null;
  readonly initializeParams: InitializeParams;
}

/**
 * Cold: subscribing sends `initialize` (or adopts), then `initialized`, and
 * emits the server's initialize result once.
 */
export function handshake(host: HandshakeHost): Observable<InitializeResponse> {
  const { session, reattach } = host;
  const initialize$ = (): Observable<unknown> =>
    session.request('initialize', host.initializeParams);
  return (reattach ? reattach.initialize(initialize$) : initialize$()).pipe(
    catchError((error: unknown) =>
      throwError(() =>
        error instanceof RpcResponseError ? new InitializeRejectedError(error) : error,
      ),
    ),
    map((response) => {
      if (!reattach?.skippedInitialize) session.notify('initialized');
      // The server's answer to `initialize`, taken as its schema type
      // (decoding it would reject a server that adds fields we do not need).
      return response as InitializeResponse;
    }),
    // Done with the result: a connection that fails right after (codex
    // exiting on `initialized`) is the client's close, not the handshake's.
    take(1),
  );
}
