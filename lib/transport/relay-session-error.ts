/**
 * `RelaySessionError`: why a relay session was lost for good, and which
 * close codes of the relay mean that (the transport gives up on them instead
 * of reconnecting). Runtime-free.
 */
import { TransportClosedError, type CloseReason } from './errors.js';
import { RelayCloseCodes } from './relay-envelope.js';

/** Why a relay session was lost (what `RelaySessionError.code` says). */
export type RelaySessionErrorCode =
  /** The relay could not be reached within the reconnect policy. */
  | 'connection_lost'
  /** The relay does not know the session (it restarted, or the session expired). */
  | 'unknown_session'
  /** The session's upstream was replaced; this client's generation is stale. */
  | 'stale_generation'
  | 'secret_mismatch'
  /** Another connection attached to the session. */
  | 'replaced'
  /** The session ended (ended by the relay or by another client). */
  | 'session_ended'
  /** The relay refused the handshake with an HTTP status (a proxy in front of it, or an older relay). */
  | 'rejected'
  /** No bearer token, or a wrong one (close 4401). */
  | 'unauthorized'
  /** The page's origin is not in the relay's `allowedOrigins` (close 4406). */
  | 'origin_not_allowed'
  | 'too_many_sessions'
  | 'message_too_big'
  | 'bad_envelope';

/**
 * The relay session is lost for good: `incoming$` errors with it (so the
 * Session's `closed$` and every pending request carry it). A
 * `TransportClosedError`, so code written against plain transports still works.
 */
export class RelaySessionError extends TransportClosedError {
  override readonly name = 'RelaySessionError' as const;
  constructor(
    readonly code: RelaySessionErrorCode,
    reason: CloseReason,
  ) {
    super({ ...reason, message: `relay session ${code}: ${reason.message}` });
  }
}

// Built by a call marked pure: the enum reads at the top level of a shared chunk
// would keep this table in every app bundle (spec/package/tree-shaking.spec.ts).
const TERMINAL_CLOSE: ReadonlyMap<number, RelaySessionErrorCode> =
  /* @__PURE__ */ terminalCloseCodes();

function terminalCloseCodes(): ReadonlyMap<number, RelaySessionErrorCode> {
  return new Map([
    [RelayCloseCodes.Normal, 'session_ended'],
    [RelayCloseCodes.Replaced, 'replaced'],
    [RelayCloseCodes.BadEnvelope, 'bad_envelope'],
    [RelayCloseCodes.SecretMismatch, 'secret_mismatch'],
    [RelayCloseCodes.UnknownSession, 'unknown_session'],
    [RelayCloseCodes.StaleGeneration, 'stale_generation'],
    [RelayCloseCodes.SessionEnded, 'session_ended'],
    [RelayCloseCodes.TooManySessions, 'too_many_sessions'],
    [RelayCloseCodes.MessageTooBig, 'message_too_big'],
    [RelayCloseCodes.Unauthorized, 'unauthorized'],
    [RelayCloseCodes.OriginNotAllowed, 'origin_not_allowed'],
  ]);
}

/** The error code a close code means for good (undefined: reconnect). */
export function terminalCloseCode(closeCode: number): RelaySessionErrorCode | undefined {
  return TERMINAL_CLOSE.get(closeCode);
}
