/**
 * The transport layer's errors: how a connection ended (`CloseReason`,
 * `TransportClosedError`) and why it could not open (`TransportOpenError` and
 * its subclasses). Runtime-free: browser transports raise them too.
 */
import { CodexRxError } from '../base/codex-rx-error.js';

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
