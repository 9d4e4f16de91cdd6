/**
 * A minimal WebSocket Transport over the `ws` package with a bearer token, used
 * by the launcher when no other transport factory is given. Node only. (The
 * library's own WebSocket transport can be plugged into the launcher instead.)
 */
import { Observable } from 'rxjs';
import WebSocket from 'ws';
import { TransportClosedError, TransportOpenError } from '../rpc/errors.js';
import type { Transport } from '../transport/transport.js';

/**
 * A cold Transport: subscribing connects (with `Authorization: Bearer <token>`),
 * unsubscribing closes. One text frame = one message (`framing: 'messages'`).
 *
 * @example createBearerWebSocketTransport('ws://127.0.0.1:4500', token)
 */
export function createBearerWebSocketTransport(url: string, token?: string): Transport {
  let socket: WebSocket | null = null;
  let held: string[] = [];
  let closed: TransportClosedError | null = null;

  const incoming$ = new Observable<string>((subscriber) => {
    if (socket) {
      subscriber.error(new Error('WebSocket transport is already open'));
      return undefined;
    }
    closed = null;
    let opened = false;
    const ws = new WebSocket(url, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
    socket = ws;
    ws.on('open', () => {
      opened = true;
      const pending = held;
      held = [];
      for (const m of pending) ws.send(m);
    });
    ws.on('message', (data: WebSocket.RawData, isBinary: boolean) => {
      if (!isBinary) subscriber.next(data.toString());
    });
    ws.on('unexpected-response', (_req, res) => {
      subscriber.error(
        new TransportOpenError(`WebSocket handshake refused: HTTP ${res.statusCode}`, {
          status: res.statusCode,
        }),
      );
      ws.terminate();
    });
    ws.on('error', (cause) => {
      if (!opened)
        subscriber.error(
          new TransportOpenError(`WebSocket connect failed: ${cause.message}`, { cause }),
        );
    });
    ws.on('close', (code, reasonBuffer) => {
      socket = null;
      const reason = reasonBuffer.toString();
      closed = new TransportClosedError({
        message: `WebSocket closed (${code}${reason ? `: ${reason}` : ''})`,
        closeCode: code,
        closeReason: reason,
      });
      if (!opened) return;
      if (code === 1000) subscriber.complete();
      else subscriber.error(closed);
    });
    return () => {
      if (socket !== ws) return;
      socket = null;
      closed = new TransportClosedError({ message: 'transport closed by unsubscribe' });
      if (ws.readyState === WebSocket.OPEN) ws.close(1000);
      else ws.terminate();
    };
  });

  return {
    framing: 'messages',
    incoming$,
    send(message: string): void {
      if (closed && !socket) throw closed;
      if (socket && socket.readyState === WebSocket.OPEN) socket.send(message);
      else held.push(message);
    },
  };
}
