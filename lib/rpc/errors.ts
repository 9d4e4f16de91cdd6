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
    // A literal for the base class itself: minifiers rename classes, so
    // new.target.name would be e.g. 'ce' in a browser bundle (subclasses set
    // their own literal `name` field).
    this.name = new.target === CodexRxError ? 'CodexRxError' : new.target.name;
    Object.setPrototypeOf(this, new.target.prototype);
  }
}

/** The server answered a request with a JSON-RPC error. */
export class RpcResponseError extends CodexRxError {
  override readonly name = 'RpcResponseError' as const;
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
  override readonly name = 'RequestTimeoutError' as const;
  constructor(
    readonly method: string,
    readonly id: RequestId,
    readonly timeoutMs: number,
  ) {
    super(`${method} (id ${String(id)}) got no reply within ${timeoutMs} ms`);
  }
}

/**
 * How a connection ended, as `TransportClosedError.reason.kind`:
 * - `closedByClient`: `close()` (or unsubscribing) on this side;
 * - `peerClosed`: the peer ended cleanly (exit code 0, WebSocket close 1000);
 * - `processExited`: the codex process exited with a non-zero code;
 * - `killedBySignal`: the codex process was killed by a signal;
 * - `socketClosed`: the WebSocket closed with another code (1006: dropped);
 * - `protocolError`: the peer broke the framing (a line over `maxLineLength`);
 * - `openFailed`: the transport never opened (the open error is the `cause`);
 * - `transportFailed`: any other failure.
 */
export type CloseKind =
  | 'closedByClient'
  | 'peerClosed'
  | 'processExited'
  | 'killedBySignal'
  | 'socketClosed'
  | 'protocolError'
  | 'openFailed'
  | 'transportFailed';

/** Why a transport ended. All fields but `message` optional: each transport fills what it knows. */
export interface CloseReason {
  /** What happened; inferred from the other fields when not given (see `TransportClosedError`). */
  readonly kind?: CloseKind;
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
  // Not a literal type: subclasses (RelaySessionError) name themselves.
  override readonly name: string = 'TransportClosedError';
  /** Why it ended; `reason.kind` is always set (inferred when the transport did not say). */
  readonly reason: CloseReason & { readonly kind: CloseKind };

  constructor(reason: CloseReason) {
    super(`transport closed: ${reason.message}`, { cause: reason.cause });
    this.reason = { ...reason, kind: reason.kind ?? inferCloseKind(reason) };
  }

  /** Shorthand for `reason.kind`. */
  get kind(): CloseKind {
    return this.reason.kind;
  }
}

function inferCloseKind(reason: CloseReason): CloseKind {
  if (reason.signal) return 'killedBySignal';
  if (reason.exitCode !== undefined && reason.exitCode !== null)
    return reason.exitCode === 0 ? 'peerClosed' : 'processExited';
  if (reason.closeCode !== undefined)
    return reason.closeCode === 1000 ? 'peerClosed' : 'socketClosed';
  if (reason.cause instanceof LineTooLongError) return 'protocolError';
  if (reason.cause instanceof TransportOpenError) return 'openFailed';
  return 'transportFailed';
}

/**
 * The transport could not be opened. Subclasses say why:
 * `ExecutableNotFoundError` (lib/node), `SpawnFailedError`,
 * `HandshakeRejectedError` (HTTP status), `ConnectionRefusedError`.
 */
export class TransportOpenError extends CodexRxError {
  // Not a literal type: subclasses name themselves.
  override readonly name: string = 'TransportOpenError';
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
  override readonly name = 'LineTooLongError' as const;
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

/** The codex process could not be started (`EACCES`, `ENOENT` for a given path, ...). */
export class SpawnFailedError extends TransportOpenError {
  override readonly name = 'SpawnFailedError' as const;
  constructor(
    /** The program that failed to start. */
    readonly executable: string,
    /** The system error code (`EACCES`, `ENOENT`, ...), when there is one. */
    readonly code: string | undefined,
    cause: unknown,
  ) {
    super(
      `could not start ${executable}: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
  }
}

/** Nothing listens where the transport tried to connect (`ECONNREFUSED`). */
export class ConnectionRefusedError extends TransportOpenError {
  override readonly name = 'ConnectionRefusedError' as const;
  constructor(
    /** Where it tried to connect. */
    readonly url: string,
    cause: unknown,
  ) {
    super(`connection to ${url} refused: nothing is listening there`, { cause });
  }
}
