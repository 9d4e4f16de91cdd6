import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { firstValueFrom, lastValueFrom, take, tap, toArray } from 'rxjs';
import { WebSocketServer, type WebSocket } from 'ws';
import { TransportClosedError } from '../../lib/rpc/errors';
import { HandshakeRejectedError } from '../../lib/transport/handshake-retry';
import { createNodeWebSocketTransport } from '../../lib/transport/node-websocket';

/** An HTTP server whose upgrade handler answers per attempt. */
async function server(
  answer: (attempt: number, req: IncomingMessage, socket: Duplex, upgrade: () => void) => void,
): Promise<{
  url: string;
  requests: IncomingMessage[];
  sockets: WebSocket[];
  close(): Promise<void>;
}> {
  const wss = new WebSocketServer({ noServer: true });
  const requests: IncomingMessage[] = [];
  const sockets: WebSocket[] = [];
  const http: Server = createServer((_req, res) => res.end('ok'));
  http.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    requests.push(req);
    answer(requests.length, req, socket, () =>
      wss.handleUpgrade(req, socket, head, (ws) => {
        sockets.push(ws);
        ws.on('message', (data) => ws.send(`echo:${String(data)}`));
      }),
    );
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const port = (http.address() as AddressInfo).port;
  return {
    url: `ws://127.0.0.1:${port}`,
    requests,
    sockets,
    close: async () => {
      for (const ws of sockets) ws.terminate();
      wss.close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((r) => setTimeout(r, 10));
}

const refuse = (socket: Duplex, status: string, headers: string[] = [], body = ''): void => {
  socket.end(
    [
      `HTTP/1.1 ${status}`,
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      ...headers,
      '',
      body,
    ].join('\r\n'),
  );
};

describe('createNodeWebSocketTransport against a local ws server', () => {
  it('retries a 503 (Retry-After: 0) and then talks over the 101 connection', async () => {
    const s = await server((attempt, _req, socket, upgrade) =>
      attempt === 1
        ? refuse(socket, '503 Service Unavailable', ['Retry-After: 0'], 'busy')
        : upgrade(),
    );
    try {
      const t = createNodeWebSocketTransport({ url: s.url, token: 'tok', retryBaseMs: 10 });
      t.send('hello');
      const got = await firstValueFrom(t.incoming$.pipe(take(1)));
      expect(got).toBe('echo:hello');
      expect(s.requests).toHaveLength(2);
      expect(s.requests[1]?.headers['authorization']).toBe('Bearer tok');
      expect(s.requests[1]?.headers['origin']).toBeUndefined();
      expect(s.requests[1]?.headers['sec-websocket-extensions']).toBeUndefined();
    } finally {
      await s.close();
    }
  });

  it('reports a 401 with its status and body, without retrying', async () => {
    const s = await server((_attempt, _req, socket) =>
      refuse(socket, '401 Unauthorized', [], 'invalid websocket bearer token'),
    );
    try {
      const t = createNodeWebSocketTransport({ url: s.url, token: 'wrong' });
      const error = await firstValueFrom(t.incoming$).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HandshakeRejectedError);
      expect(error).toMatchObject({ status: 401, body: 'invalid websocket bearer token' });
      expect(s.requests).toHaveLength(1);
    } finally {
      await s.close();
    }
  });

  it('completes on a 1000 close and errors with code and reason otherwise', async () => {
    const s = await server((_attempt, _req, _socket, upgrade) => upgrade());
    try {
      const clean = createNodeWebSocketTransport({ url: s.url });
      const seen: string[] = [];
      const done = lastValueFrom(
        clean.incoming$.pipe(
          tap((m) => seen.push(m)),
          toArray(),
        ),
      );
      clean.send('x');
      await until(() => seen.length === 1);
      s.sockets[0]?.close(1000, 'done');
      expect(await done).toEqual(['echo:x']);

      const failing = createNodeWebSocketTransport({ url: s.url });
      const failed = firstValueFrom(failing.incoming$.pipe(toArray())).catch((e: unknown) => e);
      failing.send('y');
      await until(() => s.sockets.length === 2);
      s.sockets[1]?.close(4001, 'go away');
      const error = await failed;
      expect(error).toBeInstanceOf(TransportClosedError);
      expect((error as TransportClosedError).reason).toMatchObject({
        closeCode: 4001,
        closeReason: 'go away',
      });
    } finally {
      await s.close();
    }
  });

  it('keeps the connection alive with ws pings answered by pongs', async () => {
    const s = await server((_attempt, _req, _socket, upgrade) => upgrade());
    try {
      // A roomy interval: a pong later than one interval ends the connection,
      // and this machine is shared (the event loop can stall for tens of ms).
      const t = createNodeWebSocketTransport({ url: s.url, pingIntervalMs: 250 });
      const got = firstValueFrom(t.incoming$.pipe(take(1)));
      await until(() => s.sockets.length === 1);
      let pings = 0;
      s.sockets[0]?.on('ping', () => pings++);
      await until(() => pings >= 2);
      t.send('still here');
      expect(await got).toBe('echo:still here');
    } finally {
      await s.close();
    }
  });

  it('an event loop stalled past the pong deadline does not end a connection whose pong arrived', async () => {
    const s = await server((_attempt, _req, _socket, upgrade) => upgrade());
    try {
      const t = createNodeWebSocketTransport({ url: s.url, pingIntervalMs: 100 });
      const events: string[] = [];
      const sub = t.incoming$.subscribe({
        next: (m) => events.push(m),
        error: (e: unknown) => events.push(`error ${String(e)}`),
      });
      await until(() => s.sockets.length === 1);
      let pings = 0;
      s.sockets[0]?.on('ping', () => {
        pings++;
        // ws has already written the pong; the client's process (this one)
        // then stalls past the deadline before it reads it.
        if (pings === 1) {
          const stallEnd = Date.now() + 400;
          while (Date.now() < stallEnd);
        }
      });
      await until(() => pings >= 3 || events.length > 0);
      expect(events).toEqual([]);
      t.send('still here');
      await until(() => events.length > 0);
      expect(events).toEqual(['echo:still here']);
      sub.unsubscribe();
    } finally {
      await s.close();
    }
  });
});
