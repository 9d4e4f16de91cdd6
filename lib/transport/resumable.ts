/**
 * The resumable transport contract: an extension of the Transport contract
 * (transport.ts) for transports whose server-side session outlives a
 * connection (the relay transport). Runtime-free.
 *
 * A resumable transport is a Transport whose `incoming$` survives connection
 * drops: it reconnects by itself, reattaches to its session and goes on
 * emitting where it left off, each server message exactly once (it keeps a
 * sequence watermark and drops what it already delivered). Only when the
 * session is lost (relay gone past the reconnect policy, session unknown,
 * stale generation, wrong secret) does `incoming$` error, with a
 * `TransportClosedError` subclass that says why (`RelaySessionError`).
 *
 * In addition:
 * - `attach$` emits an `AttachResult` each time a connection attached to the
 *   session (the first time, and after every drop), before any message that
 *   connection replays. It replays the latest result to late subscribers.
 * - `fresh`: a new session; the client initializes as usual.
 * - `reattached`: an existing session. It carries the cached `initialize`
 *   result (null if the session was never initialized), the next request id
 *   to use, the server requests still unanswered, the generation, and the
 *   replay gap when messages after the watermark were dropped by the relay's
 *   bound. The transport itself delivers (through `incoming$`) the retained
 *   messages after its watermark and every unresolved server request this
 *   transport has not delivered yet (a new transport instance: all of them),
 *   and re-sends answers the session did not receive.
 * - `acknowledge()` tells the session that everything delivered so far is
 *   processed, so it can trim its log. Delivery to the subscriber is
 *   synchronous and the Session processes synchronously, so the transport
 *   acknowledges by itself shortly after delivery; call this to do it now.
 */
import type { Observable } from 'rxjs';
import type { RequestId } from './request-id.js';
import type { ReplayGap } from './relay-envelope.js';
import type { Transport } from './transport.js';

export type { ReplayGap } from './relay-envelope.js';

export type AttachResult =
  | {
      readonly kind: 'fresh';
      readonly generation: string;
    }
  | {
      readonly kind: 'reattached';
      readonly generation: string;
      /** The session's `initialize` result; null when it never completed. */
      readonly initializeResult: unknown;
      /** Request ids below this were used by the session already. */
      readonly nextRequestId: number;
      /** Ids of server requests that were unanswered at attach time. */
      readonly unresolvedServerRequests: readonly RequestId[];
      /** Number of retained messages replayed after the watermark. */
      readonly replayed: number;
      readonly gap?: ReplayGap;
      /** Whether this transport instance had attached before (a reconnect, not an adoption). */
      readonly reconnect: boolean;
    };

export interface ResumableTransport extends Transport {
  readonly resumable: true;
  readonly attach$: Observable<AttachResult>;
  /** The last attach result (null before the first). */
  readonly attachResult: AttachResult | null;
  /** Sequence number of the last message delivered (the watermark). */
  readonly watermark: number;
  acknowledge(): void;
}

/** Whether a transport implements the resumable contract. */
export function isResumableTransport(t: Transport): t is ResumableTransport {
  return (t as Partial<ResumableTransport>).resumable === true;
}
