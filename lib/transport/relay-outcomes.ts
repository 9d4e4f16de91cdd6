/**
 * What a relay frame or a dropped connection means for a relay transport:
 * the attach result an `attached` frame reports, the close reason of an
 * upstream that ended, and whether a drop loses the session for good.
 * Runtime-free.
 */
import { TransportClosedError, type CloseReason } from './errors.js';
import { HandshakeRejectedError } from './handshake-retry.js';
import {
  RelayCloseCodes,
  type AttachedFrame,
  type ClosedFrame,
  type RelayFrame,
} from './relay-envelope.js';
import { RelaySessionError, terminalCloseCode } from './relay-session-error.js';
import type { AttachResult } from './resumable.js';

/** The attach result of an `attached` frame; `reconnect`: this transport had attached before. */
export function attachResultOf(frame: AttachedFrame, reconnect: boolean): AttachResult {
  if (frame.kind === 'fresh') return { kind: 'fresh', generation: frame.generation };
  return {
    kind: 'reattached',
    generation: frame.generation,
    initializeResult: frame.initializeResult,
    nextRequestId: frame.nextRequestId,
    unresolvedServerRequests: frame.unresolved.map((u) => u.id),
    replayed: Math.max(0, frame.replayThrough - frame.replayFrom + 1),
    ...(frame.gap ? { gap: frame.gap } : {}),
    reconnect,
  };
}

/**
 * Whether an attach found the session on another upstream than the one this
 * transport was attached to (`previous`: its generation, undefined before
 * the first attach): its server requests can never be answered. A new
 * session, or a generation that changed behind a replay gap (a failover: the
 * old upstream's tail is lost). A generation that changed with the log
 * continuing (no gap) is a planned handover (a draining node handed the
 * session over once its turns had ended, its log complete in the store):
 * nothing of the old upstream is pending, and nothing is cancelled.
 */
export function upstreamReplaced(previous: string | undefined, frame: AttachedFrame): boolean {
  if (previous === undefined || frame.generation === previous) return false;
  return frame.kind === 'fresh' || frame.gap !== undefined;
}

/**
 * Whether a drop asks for a reconnect at once: the node is draining (close
 * 4503): it handed the session over, or takes no new attach; another node
 * serves the session.
 */
export function drainingNodeClosed(error: unknown): boolean {
  return (
    error instanceof TransportClosedError && error.reason.closeCode === RelayCloseCodes.Draining
  );
}

/** Why the session's upstream ended, from its `closed` frame. */
export function upstreamClosedReason(frame: ClosedFrame): CloseReason {
  return {
    message: `the app-server exited: ${frame.reason.message}`,
    ...(frame.reason.exitCode !== undefined ? { exitCode: frame.reason.exitCode } : {}),
    ...(frame.reason.signal !== undefined ? { signal: frame.reason.signal } : {}),
  };
}

/**
 * The session is lost for good by this drop (`error`: how the connection
 * ended; null: a clean close): a close code the relay uses for that, or a
 * handshake refused with an HTTP status other than 429 / 503. Undefined:
 * reconnect.
 */
export function sessionLostBy(error: unknown): RelaySessionError | undefined {
  const closeCode =
    error instanceof TransportClosedError ? error.reason.closeCode : error ? undefined : 1000;
  const terminal = closeCode !== undefined ? terminalCloseCode(closeCode) : undefined;
  if (terminal) {
    return new RelaySessionError(terminal, {
      message:
        error instanceof TransportClosedError
          ? error.reason.closeReason || error.message
          : 'closed',
      closeCode,
      cause: error,
    });
  }
  if (error instanceof HandshakeRejectedError && ![429, 503].includes(error.status))
    return new RelaySessionError('rejected', { message: error.message, cause: error });
  return undefined;
}

/** No connection within the reconnect policy. */
export function connectionLost(attempts: number, error: unknown): RelaySessionError {
  return new RelaySessionError('connection_lost', {
    message: `no connection to the relay after ${attempts} attempts: ${
      error instanceof Error ? error.message : String(error)
    }`,
    cause: error,
  });
}

/** A frame other than a plain message frame (relay-envelope.ts reads those without parsing). */
export function parseRelayFrame(text: string): RelayFrame | RelaySessionError {
  try {
    return JSON.parse(text) as RelayFrame;
  } catch {
    return new RelaySessionError('bad_envelope', {
      message: 'the relay sent a frame that is not JSON',
    });
  }
}
