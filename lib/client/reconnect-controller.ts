/**
 * The Client's side of reconnecting (the `reconnect` option, no relay): after
 * a drop it runs the attempts of reconnect.ts (a new session, the handshake
 * again, the running turns resumed and reconciled) on the policy's backoff,
 * reports each on the connection status, and hands the outcome back to the
 * connection: reconnected, or failed for good.
 */
import { Subject, type Observable, type SchedulerLike, type Subscription } from 'rxjs';
import type { TransportClosedError } from '../rpc/errors.js';
import type { ConnectionStatus } from './connection-status.js';
import {
  reconnectOnce,
  withReconnectAttempts,
  type ReconnectHost,
  type ReconnectPolicy,
  type ReconnectResult,
} from './reconnect.js';

/** What the controller needs from the connection: what one attempt needs, and where its outcome goes. */
export interface ReconnectControllerHost extends ReconnectHost {
  readonly scheduler: SchedulerLike;
  reportStatus(status: ConnectionStatus): void;
  /** An attempt succeeded: the connection is ready again. */
  reconnected(result: ReconnectResult, attempt: number): void;
  /** Every attempt failed (ReconnectFailedError): the client closes. */
  failed(error: TransportClosedError): void;
}

export class ReconnectController {
  /** The attempts under way (the client's state is 'reconnecting'). */
  private attempts: Subscription | null = null;
  private readonly reconnectedSubject = new Subject<void>();
  /** Emits once per successful reconnect: requests made meanwhile go out then. */
  readonly reconnected$: Observable<void> = this.reconnectedSubject.asObservable();

  constructor(
    private readonly policy: ReconnectPolicy,
    private readonly host: ReconnectControllerHost,
  ) {}

  /** Starts the attempts after the drop `cause`. */
  start(cause: TransportClosedError): void {
    const host = this.host;
    this.attempts = withReconnectAttempts(() => reconnectOnce(host), {
      policy: this.policy,
      scheduler: host.scheduler,
      cause,
      onAttempt: (status) => host.reportStatus(status),
    }).subscribe({
      next: ({ value, attempt }) => {
        this.attempts = null;
        host.reconnected(value, attempt);
        this.reconnectedSubject.next();
      },
      error: (error: TransportClosedError) => {
        this.attempts = null;
        host.failed(error);
      },
    });
  }

  /** The client closed: stops the attempts under way. */
  close(): void {
    this.attempts?.unsubscribe();
    this.attempts = null;
    this.reconnectedSubject.complete();
  }
}
