/**
 * Typed errors. Wire errors (an error response from the server) are separate
 * from local state errors (timeouts, closed transports), as in vscode-jsonrpc.
 * Every class sets `name` and keeps the prototype chain so `instanceof` works
 * across compilation targets.
 */
import type { RequestId, RpcErrorObject } from './messages.js';

/** JSON-RPC error codes the Codex app-server uses. */
export const ErrorCodes = {
  ParseError: -32700,
  InvalidRequest: -32600,
  MethodNotFound: -32601,
  InvalidParams: -32602,
  InternalError: -32603,
  /** "Server overloaded; retry later." Safe to retry with backoff. */
  ServerOverloaded: -32001,
} as const;
export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];

/** Base class of every error codex-rx raises. */
export class CodexRxError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    Object.setPrototypeOf(this, new.target.prototype);
  }
}

/** The server answered a request with a JSON-RPC error. */
export class RpcResponseError extends CodexRxError {
  readonly code: number;
  readonly data: unknown;
  readonly method: string | undefined;
  readonly id: RequestId | null;

  constructor(error: RpcErrorObject, context: { method?: string; id: RequestId | null }) {
    super(
      `${context.method ?? 'request'} (id ${String(context.id)}) failed: ${error.message} [${error.code}]`,
    );
    this.code = error.code;
    this.data = error.data;
    this.method = context.method;
    this.id = context.id;
    this.serverMessage = error.message;
  }

  /** The server's own message, without the context this error adds. */
  readonly serverMessage: string;

  get isOverloaded(): boolean {
    return this.code === ErrorCodes.ServerOverloaded;
  }

  /** A draining server answers -32600 with `data.reason = "serverShuttingDown"`. */
  get isServerShuttingDown(): boolean {
    const data = this.data as { reason?: unknown } | null | undefined;
    return this.code === ErrorCodes.InvalidRequest && data?.reason === 'serverShuttingDown';
  }
}

/** A request got no reply within its timeout. The pending entry is dropped. */
export class RequestTimeoutError extends CodexRxError {
  constructor(
    readonly method: string,
    readonly id: RequestId,
    readonly timeoutMs: number,
  ) {
    super(`${method} (id ${String(id)}) got no reply within ${timeoutMs} ms`);
  }
}

/** Why a transport ended. All fields optional: each transport fills what it knows. */
export interface CloseReason {
  /** Human-readable summary. */
  readonly message: string;
  /** Process exit code (stdio). */
  readonly exitCode?: number | null;
  /** Process exit signal (stdio). */
  readonly signal?: string | null;
  /** Last lines of the process's stderr (stdio). */
  readonly stderrTail?: readonly string[];
  /** WebSocket close code. */
  readonly closeCode?: number;
  /** WebSocket close reason. */
  readonly closeReason?: string;
  /** The underlying error, when the transport failed rather than closed. */
  readonly cause?: unknown;
}

/**
 * The transport closed or failed. Raised by the transport stream when it fails,
 * and by every request that was pending (or is made) when the session ends.
 */
export class TransportClosedError extends CodexRxError {
  constructor(readonly reason: CloseReason) {
    super(`transport closed: ${reason.message}`, { cause: reason.cause });
  }
}

/** The transport could not be opened (spawn failure, handshake refused, ...). */
export class TransportOpenError extends CodexRxError {
  constructor(
    message: string,
    readonly details: {
      readonly status?: number;
      readonly attempts?: number;
      readonly cause?: unknown;
    } = {},
  ) {
    super(message, { cause: details.cause });
  }
}

/**
 * A line exceeded `frameLines`' `maxLineLength`. Lengths are string lengths
 * (UTF-16 code units), not bytes.
 */
export class LineTooLongError extends CodexRxError {
  constructor(
    /** The configured `maxLineLength`. */
    readonly maxLineLength: number,
    /** The line's length when refused (a line still waiting for its newline may grow further). */
    readonly lineLength: number,
  ) {
    super(
      `incoming line exceeds the ${maxLineLength}-character limit (at least ${lineLength} characters)`,
    );
  }
}
