/**
 * Server requests on the client's side of a connection that may drop: each
 * one is published once and handled once (server-request-router.ts), and an
 * answer given while the connection is down is held until the server re-sends
 * the request on the new connection (codex re-sends a pending request with its
 * original id after `thread/resume`).
 */
import type { RequestId, RpcRequest } from '../rpc/messages.js';
import type { Session } from '../rpc/session.js';
import type { SchedulerLike } from 'rxjs';
import { DEFAULT_SERVER_REQUEST_TIMEOUT_MS, type ClientOptions } from './client-options.js';
import type { ClientDiagnostic } from './diagnostics.js';
import { decodeServerRequestEvent } from './decode-events.js';
import type { AnyNotificationEvent, AnyServerRequestEvent } from './events.js';
import type { DecodeOptions } from './protocol.js';
import type { ServerRequestHandler } from './server-request-handler.js';
import { ServerRequestRouter } from './server-request-router.js';

/** What the server-request side needs from the client's connection (client-connection.ts). */
export interface ServerRequestsHost {
  /** Whether the connection is down and being re-established. */
  readonly reconnecting: boolean;
  readonly decodeOptions: DecodeOptions;
  /** The current session: answers go out on it. */
  readonly session: Pick<Session, 'respond' | 'respondError'>;
  /** Where each server request is published (`events$`, `serverRequests$`). */
  readonly streams: { publish(event: AnyServerRequestEvent): void };
  diagnostic(d: ClientDiagnostic): void;
}

export interface ServerRequestsOptions {
  readonly handler?: ServerRequestHandler;
  readonly timeoutMs: number | null;
  readonly scheduler: SchedulerLike;
}

/** The client options' `requestHandler` and `serverRequestTimeoutMs` (default 5 minutes). */
export function serverRequestsOptionsOf(
  options: ClientOptions,
  scheduler: SchedulerLike,
): ServerRequestsOptions {
  return {
    handler: options.requestHandler,
    timeoutMs:
      options.serverRequestTimeoutMs === undefined
        ? DEFAULT_SERVER_REQUEST_TIMEOUT_MS
        : options.serverRequestTimeoutMs,
    scheduler,
  };
}

const replyKey = (id: RequestId): string => `${typeof id}:${String(id)}`;

/** The client's server requests across connections. */
export class ServerRequests {
  readonly router: ServerRequestRouter;
  /** Answers given while the connection was down, by request id. */
  private readonly heldReplies = new Map<string, { id: RequestId; write: () => void }>();
  /** Server requests the current connection re-sent (or sent): they can be answered on it. */
  private seenOnConnection = new Set<string>();

  constructor(
    private readonly host: ServerRequestsHost,
    options: ServerRequestsOptions,
  ) {
    this.router = new ServerRequestRouter(
      {
        respond: (id, result) => this.reply(id, () => host.session.respond(id, result)),
        respondError: (id, code, message, data) =>
          this.reply(id, () => host.session.respondError(id, code, message, data)),
        diagnostic: (d) => host.diagnostic(d),
      },
      {
        handler: options.handler,
        timeoutMs: options.timeoutMs,
        scheduler: options.scheduler,
      },
    );
  }

  /** A server request read from the wire. */
  received(request: RpcRequest): void {
    const key = replyKey(request.id);
    this.seenOnConnection.add(key);
    // Re-sent after thread/resume (same id): answer it with what the handler
    // said while the connection was down, or let the handler still deciding
    // answer it; either way it is not published or handled a second time.
    const held = this.heldReplies.get(key);
    if (held) {
      this.heldReplies.delete(key);
      held.write();
      return;
    }
    if (this.router.isPending(request.id)) return;
    const event = decodeServerRequestEvent(request, this.host.decodeOptions, (d) =>
      this.host.diagnostic(d),
    );
    this.host.streams.publish(event);
    this.router.handle(event);
  }

  /** A notification, as the client's own listener sees it first: `serverRequest/resolved` settles a request. */
  observe(event: AnyNotificationEvent): void {
    if (event.method !== 'serverRequest/resolved') return;
    // also a generic event (params that did not decode): read the id defensively
    const requestId = (event.params as { requestId?: RequestId } | undefined)?.requestId;
    if (requestId !== undefined) this.resolved(requestId);
  }

  /** `serverRequest/resolved`: the server no longer waits for this answer. */
  resolved(requestId: RequestId): void {
    this.heldReplies.delete(replyKey(requestId));
    this.router.resolved(requestId);
  }

  /** A new connection starts: nothing has been (re-)sent on it yet. */
  newConnection(): void {
    this.seenOnConnection = new Set();
  }

  /** The reconnect is done: answers to requests the server did not re-send are dropped. */
  reconnected(): void {
    for (const held of this.heldReplies.values())
      this.host.diagnostic({ kind: 'heldReplyDropped', id: held.id });
    this.heldReplies.clear();
  }

  fence(threadId: string): () => void {
    return this.router.fence(threadId);
  }

  addScoped(threadId: string, handler: ServerRequestHandler): () => void {
    return this.router.addScoped(threadId, handler);
  }

  close(): void {
    this.heldReplies.clear();
    this.router.close();
  }

  /** Sends an answer to a server request, or holds it while the connection is down. */
  private reply(id: RequestId, write: () => void): void {
    const key = replyKey(id);
    if (this.host.reconnecting && !this.seenOnConnection.has(key)) {
      this.heldReplies.set(key, { id, write });
      return;
    }
    write();
  }
}
