/**
 * The Client's side of reconnecting (the `reconnect` option, no relay): after
 * a drop it runs the attempts of reconnect.ts (a new session, the handshake
 * again, the running turns resumed and reconciled) on the policy's backoff,
 * reports each on the connection status, settles the server requests held
 * meanwhile, and hands the outcome back to the connection: reconnected, or
 * failed for good.
 */
import { Subject, type Observable, type SchedulerLike, type Subscription } from 'rxjs';
import type { TransportClosedError } from '../rpc/errors.js';
import type { Session } from '../rpc/session.js';
import type { Transport } from '../transport/transport.js';
import type { ConnectionStatus } from './connection-status.js';
import type { InitializeResponse } from './protocol.js';
import {
  reconnectOnce,
  withReconnectAttempts,
  type ReconnectHost,
  type ReconnectPolicy,
} from './reconnect.js';
import type { ServerRequests } from './server-requests.js';

/** What the controller needs from the client's connection (client-connection.ts). */
export interface ReconnectControllerHost extends Omit<ReconnectHost, 'newSession'> {
  readonly scheduler: SchedulerLike;
  readonly serverRequests: Pick<ServerRequests, 'newConnection' | 'reconnected'>;
  readonly status: { next(status: ConnectionStatus): void };
  /** A session on `transport` (the client's own when undefined), made the current one and wired. */
  openSession(transport: Transport | undefined): Session;
  /** An attempt succeeded: the connection is ready again. */
  reconnected(initializeResult: InitializeResponse): void;
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
    const { host, policy } = this;
    host.serverRequests.newConnection();
    const attempt: ReconnectHost = {
      turns: host.turns,
      decodeResult: (method, raw) => host.decodeResult(method, raw),
      initializeParams: () => host.initializeParams(),
      newSession: () => {
        const session = host.openSession(policy.transport?.());
        host.serverRequests.newConnection();
        return session;
      },
    };
    this.attempts = withReconnectAttempts(() => reconnectOnce(attempt), {
      policy,
      scheduler: host.scheduler,
      cause,
      onAttempt: (status) => host.status.next(status),
    }).subscribe({
      next: ({ value, attempt }) => {
        this.attempts = null;
        host.reconnected(value.initializeResult);
        // answers to requests the server did not re-send: it no longer waits for them
        host.serverRequests.reconnected();
        host.status.next({ kind: 'reconnected', attempt, threadIds: value.threadIds });
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
