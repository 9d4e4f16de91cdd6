/** A client's WebSocket as the relay's sessions see it (`ClientConnection`). */
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import type { RelayLogger } from './relay-log.js';
import type { ClientConnection } from './relay-session.js';

/** Closes a client socket (logged), destroying it if the close handshake does not complete. */
export const closeSocket = (
  log: RelayLogger,
  socket: WebSocket,
  code: number,
  reason: string,
  transportId?: string,
): void => {
  log({ kind: 'closedClient', code, reason, ...(transportId ? { transportId } : {}) });
  socket.close(code, reason);
  // A client that never reads never completes the close handshake.
  const t = setTimeout(() => socket.terminate(), 2000);
  t.unref();
  socket.once('close', () => clearTimeout(t));
};

export const connectionOf = (
  log: RelayLogger,
  socket: WebSocket,
  transportId: () => string | undefined,
  raw: Duplex,
): ClientConnection => ({
  send: (frame) => {
    if (socket.readyState === socket.OPEN) socket.send(frame);
  },
  batch: (sends) => {
    raw.cork();
    try {
      sends();
    } finally {
      raw.uncork();
    }
  },
  close: (code, reason) => {
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING)
      closeSocket(log, socket, code, reason, transportId());
  },
  terminate: () => socket.terminate(),
  get bufferedAmount() {
    return socket.bufferedAmount;
  },
});
