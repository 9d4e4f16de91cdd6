/**
 * One client socket's life on the relay: its attach deadline, its frames
 * (ping, attach, then send / ack / end to its session) and its close.
 */
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import {
  RelayCloseCodes,
  parseClientFrame,
  type AttachFrame,
  type ErrorFrame,
} from '../transport/relay-envelope.js';
import type { ServedSession } from './fleet.js';
import { closeSocket, connectionOf } from './relay-client-connection.js';
import type { RelayLogger } from './relay-log.js';
import type { ClientConnection } from './relay-session.js';
import type { UpgradeRefusal } from './relay-upgrade-gate.js';

export interface ClientSocketContext {
  readonly log: RelayLogger;
  /** The node's open sockets (this one is added, and removed on close). */
  readonly sockets: Set<WebSocket>;
  readonly attachTimeoutMs: number;
  /** A handshake the upgrade gate let through only to close it with a reason. */
  refusalOf(req: IncomingMessage): UpgradeRefusal | undefined;
  /** The attach path (relay-attach.ts). */
  attach(conn: ClientConnection, frame: AttachFrame): Promise<ServedSession | null>;
}

export function serveClientSocket(
  context: ClientSocketContext,
  socket: WebSocket,
  req: IncomingMessage,
): void {
  const { log, sockets } = context;
  sockets.add(socket);
  const refused = context.refusalOf(req);
  if (refused) {
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
    closeSocket(log, socket, refused.code, refused.reason);
    return;
  }
  let session: ServedSession | null = null;
  let attaching = false;
  const conn = connectionOf(log, socket, () => session?.transportId, req.socket);
  const attachTimer = setTimeout(() => {
    if (!session && !attaching)
      conn.close(RelayCloseCodes.AttachTimeout, 'no attach frame in time');
  }, context.attachTimeoutMs);
  attachTimer.unref();
  socket.on('error', () => undefined); // 'close' follows; ws throws on an unheard 'error'
  socket.on('message', (data: Buffer, isBinary: boolean) => {
    const frame = parseClientFrame(data.toString('utf8'));
    void isBinary;
    if (typeof frame === 'string') {
      if (!session) {
        conn.close(RelayCloseCodes.BadEnvelope, frame.slice(0, 120));
      } else {
        log({
          kind: 'refusedFrame',
          code: 'bad_envelope',
          reason: frame,
          transportId: session.transportId,
        });
        const reply: ErrorFrame = { t: 'error', code: 'bad_envelope', message: frame };
        conn.send(JSON.stringify(reply));
      }
      return;
    }
    if (frame.t === 'ping') {
      conn.send('{"t":"pong"}');
      return;
    }
    if (frame.t === 'attach') {
      if (session || attaching) {
        conn.close(RelayCloseCodes.BadEnvelope, 'attach sent twice');
        return;
      }
      attaching = true;
      clearTimeout(attachTimer);
      context.attach(conn, frame).then(
        (s) => {
          attaching = false;
          session = s;
          // The socket closed while attaching: the session must not wait for it.
          if (s && socket.readyState !== socket.OPEN) s.detach(conn);
        },
        (error: unknown) => {
          attaching = false;
          log({ kind: 'storeError', transportId: frame.transportId, error });
          conn.close(1011, 'relay error while attaching');
        },
      );
      return;
    }
    if (!session) {
      conn.close(RelayCloseCodes.BadEnvelope, `${frame.t} before attach`);
      return;
    }
    if (frame.t === 'send') session.send(conn, frame);
    else if (frame.t === 'ack') session.ack(conn, frame);
    else session.endByClient(conn, frame);
  });
  socket.on('close', () => {
    clearTimeout(attachTimer);
    sockets.delete(socket);
    session?.detach(conn);
  });
}
