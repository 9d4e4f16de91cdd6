/**
 * Server requests on the client's side of a connection that may drop: each
 * one is published once and handled once (server-request-router.ts), and an
 * answer given while the connection is down is held until the server re-sends
 * the request on the new connection (codex re-sends a pending request with its
 * original id after `thread/resume`).
 */
import type { RequestId, RpcRequest } from '../rpc/messages.js';
import type { SchedulerLike } from 'rxjs';
import type { ClientDiagnostic } from './diagnostics.js';
import { decodeServerRequestEvent } from './decode-events.js';
import type { AnyServerRequestEvent } from './events.js';
import type { DecodeOptions } from './protocol.js';
import type { ServerRequestHandler } from './server-request-handler.js';
import { ServerRequestRouter } from './server-request-router.js';

/** What the server-request side needs from the client. */
export interface ServerRequestsHost {
  /** Whether the connection is down and being re-established. */
  readonly reconnecting: boolean;
  readonly decodeOptions: DecodeOptions;
  respond(id: RequestId, result: unknown): void;
  respondError(id: RequestId, code: number, message: string, data?: unknown): void;
  publish(event: AnyServerRequestEvent): void;
  diagnostic(d: ClientDiagnostic): void;
}

export interface ServerRequestsOptions {
  readonly handler?: ServerRequestHandler;
  readonly timeoutMs: number | null;
  readonly scheduler: SchedulerLike;
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
        respond: (id, result) => this.reply(id, () => host.respond(id, result)),
        respondError: (id, code, message, data) =>
          this.reply(id, () => host.respondError(id, code, message, data)),
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
    this.host.publish(event);
    this.router.handle(event);
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
