/**
 * The relay's upgrade gate: which WebSocket handshakes it lets in (origin,
 * bearer token, subprotocol), and how it tells a refused client why.
 */
import type { IncomingMessage } from 'node:http';
import type { VerifyClientCallbackAsync } from 'ws';
import {
  RELAY_BEARER_PROTOCOL_PREFIX,
  RELAY_PROTOCOL,
  RelayCloseCodes,
} from '../transport/relay-envelope.js';
import type { RelayLogger } from './relay-log.js';
import { sameText } from './relay-secret.js';

/** The bearer token a handshake carries: Authorization header first, else a `bearer.` subprotocol. */
function presentedToken(request: IncomingMessage): string | undefined {
  const auth = request.headers.authorization;
  if (typeof auth === 'string' && /^Bearer /i.test(auth)) return auth.slice(7).trim();
  const header = request.headers['sec-websocket-protocol'];
  if (typeof header !== 'string') return undefined;
  for (const p of header.split(',')) {
    const v = p.trim();
    if (v.startsWith(RELAY_BEARER_PROTOCOL_PREFIX))
      return v.slice(RELAY_BEARER_PROTOCOL_PREFIX.length);
  }
  return undefined;
}

/** The subprotocols a handshake offers. */
const offeredProtocols = (request: IncomingMessage): string[] =>
  String(request.headers['sec-websocket-protocol'] ?? '')
    .split(',')
    .map((p) => p.trim());

/** The close a handshake refused after the upgrade gets at once. */
export interface UpgradeRefusal {
  readonly code: number;
  readonly reason: string;
}

export interface UpgradeGate {
  /** ws's `verifyClient`. */
  readonly verifyClient: VerifyClientCallbackAsync;
  /** The refusal of a handshake let through only to be told why (else undefined). */
  refusalOf(req: IncomingMessage): UpgradeRefusal | undefined;
}

export interface UpgradeGateOptions {
  readonly token: string;
  readonly allowedOrigins: ReadonlySet<string>;
  readonly log: RelayLogger;
}

export function createUpgradeGate({ token, allowedOrigins, log }: UpgradeGateOptions): UpgradeGate {
  const reject = (req: IncomingMessage, status: number, reason: string): false => {
    log({ kind: 'rejected', status, reason, remote: req.socket.remoteAddress });
    return false;
  };

  /**
   * Handshakes refused after the upgrade, with the close code and reason the
   * connection is closed with at once: a browser cannot read an HTTP status
   * (it sees 1006), so a client that offers the relay subprotocol is told why
   * in a close frame; any other client gets the HTTP status.
   */
  const refusedUpgrades = new WeakMap<IncomingMessage, UpgradeRefusal>();
  const refuse = (
    req: IncomingMessage,
    done: Parameters<VerifyClientCallbackAsync>[1],
    refusal: { status: number; reason: string; code: number; closeReason: string },
    headers?: Record<string, string>,
  ): void => {
    reject(req, refusal.status, refusal.reason);
    if (offeredProtocols(req).includes(RELAY_PROTOCOL)) {
      refusedUpgrades.set(req, { code: refusal.code, reason: refusal.closeReason });
      return done(true);
    }
    done(false, refusal.status, refusal.closeReason, headers);
  };

  const verifyClient: VerifyClientCallbackAsync = (info, done) => {
    const req = info.req;
    const origin = req.headers.origin;
    if (origin !== undefined && !allowedOrigins.has(origin))
      return refuse(req, done, {
        status: 403,
        reason: `origin ${origin} is not allowed`,
        code: RelayCloseCodes.OriginNotAllowed,
        closeReason: 'origin not allowed',
      });
    const presented = presentedToken(req);
    if (presented === undefined || !sameText(presented, token))
      return refuse(
        req,
        done,
        {
          status: 401,
          reason: presented === undefined ? 'no bearer token' : 'wrong bearer token',
          code: RelayCloseCodes.Unauthorized,
          closeReason: presented === undefined ? 'bearer token required' : 'wrong bearer token',
        },
        { 'WWW-Authenticate': 'Bearer' },
      );
    const viaProtocol = req.headers.authorization === undefined;
    if (viaProtocol && !offeredProtocols(req).includes(RELAY_PROTOCOL)) {
      // Selecting the token itself as the subprotocol would echo it back.
      reject(req, 400, `a subprotocol token needs the ${RELAY_PROTOCOL} subprotocol too`);
      return done(false, 400, `offer the ${RELAY_PROTOCOL} subprotocol`);
    }
    done(true);
  };

  return { verifyClient, refusalOf: (req) => refusedUpgrades.get(req) };
}
