/**
 * Errors of reconnecting without a relay (reconnect.ts). Both extend
 * `TransportClosedError`, so code that handles a closed transport keeps
 * working; `instanceof` tells them apart.
 */
import { CodexRxError, TransportClosedError } from '../rpc/errors.js';

/**
 * A request was in flight when the connection dropped (the client has a
 * reconnect policy and reconnects). It is not re-sent: the server may or may
 * not have executed it, and the reply is lost either way (docs/reconnect.md).
 *
 * @example
 * client.request('thread/list', {}).pipe(retry({ count: 1, delay: () => reconnected$ }))
 */
export class ConnectionLostError extends TransportClosedError {
  override readonly name = 'ConnectionLostError' as const;
  constructor(
    readonly method: string,
    readonly dropped: TransportClosedError,
  ) {
    super({
      ...dropped.reason,
      message: `${method}: the connection dropped before the reply (${dropped.reason.message}); not re-sent`,
      cause: dropped,
    });
  }
}

/** Every reconnect attempt failed: the client is closed with this error. */
export class ReconnectFailedError extends TransportClosedError {
  override readonly name = 'ReconnectFailedError' as const;
  constructor(
    readonly attempts: number,
    /** The last attempt's failure. */
    readonly lastError: unknown,
  ) {
    super({
      message: `reconnecting failed after ${attempts} attempt(s): ${
        lastError instanceof Error ? lastError.message : String(lastError)
      }`,
      cause: lastError,
    });
  }
}

/**
 * A running turn could not be carried over to the new connection:
 * `thread/resume` of its thread failed after a reconnect (the thread is gone,
 * or the server restarted without it). Its `run()` stream errors with this.
 */
export class TurnLostError extends CodexRxError {
  override readonly name = 'TurnLostError' as const;
  constructor(
    readonly threadId: string,
    readonly turnId: string,
    cause: unknown,
  ) {
    super(
      `turn ${turnId} of thread ${threadId} was lost in a reconnect: thread/resume failed (${
        cause instanceof Error ? cause.message : String(cause)
      })`,
      { cause },
    );
  }
}
