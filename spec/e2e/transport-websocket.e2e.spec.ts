import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstValueFrom, lastValueFrom, tap } from 'rxjs';
import { TransportClosedError } from '../../lib/rpc/errors';
import { HandshakeRejectedError } from '../../lib/transport/handshake-retry';
import { createNodeWebSocketTransport } from '../../lib/transport/node-websocket';
import type { Transport } from '../../lib/transport/transport';
import {
  expectKeepaliveHolds,
  KEEPALIVE,
  initializeLine,
  replies,
  replyTo,
  startWsServer,
  tempCodexHome,
  type Reply,
  type TempCodexHome,
  type WsServer,
} from './support/codex-home';

describe('WebSocket transport against the real codex', () => {
  let home: TempCodexHome;
  let server: WsServer | undefined;
  beforeEach(() => {
    home = tempCodexHome();
  });
  afterEach(async () => {
    await server?.stop();
    server = undefined;
    home.cleanup();
  });

  const initialize = async (t: Transport): Promise<Reply> => {
    t.send(initializeLine(1));
    return replyTo(t.incoming$, 1);
  };

  it('initializes over ws://127.0.0.1 without auth (one JSON message per frame)', async () => {
    server = await startWsServer(home.dir);
    const t = createNodeWebSocketTransport({ url: server.url });
    expect(t.framing).toBe('messages');
    const reply = await initialize(t);
    expect(reply.result?.codexHome).toBe(home.dir);
  });

  it('codex answers keepalive pings (100 ms interval, each pong within 1 s, connection still usable after 2.5 s)', async () => {
    server = await startWsServer(home.dir);
    await expectKeepaliveHolds(createNodeWebSocketTransport({ url: server.url, ...KEEPALIVE }));
  });

  describe('with --ws-auth capability-token', () => {
    let token: string;
    beforeEach(async () => {
      token = randomBytes(24).toString('hex');
      const file = join(home.dir, 'ws-token');
      writeFileSync(file, token);
      server = await startWsServer(home.dir, [
        '--ws-auth',
        'capability-token',
        '--ws-token-file',
        file,
      ]);
    });

    it('initializes with the right bearer token', async () => {
      const reply = await initialize(
        createNodeWebSocketTransport({ url: server?.url as string, token }),
      );
      expect(reply.result?.userAgent).toMatch(/^codex-rx-e2e\//);
    });

    it('a wrong token is a HandshakeRejectedError with status 401 (not retried)', async () => {
      const t = createNodeWebSocketTransport({ url: server?.url as string, token: 'wrong' });
      const error = await firstValueFrom(t.incoming$).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HandshakeRejectedError);
      expect(error).toMatchObject({ status: 401, body: 'invalid websocket bearer token' });
      expect((error as HandshakeRejectedError).details).toMatchObject({ status: 401, attempts: 1 });
    });

    it('no token is a 401 too', async () => {
      const t = createNodeWebSocketTransport({ url: server?.url as string });
      const error = await firstValueFrom(t.incoming$).catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 401, body: 'missing websocket bearer token' });
    });
  });

  it('a server that goes away errors with its close code (codex drops the socket: 1006)', async () => {
    server = await startWsServer(home.dir);
    const s = server;
    const t = createNodeWebSocketTransport({ url: s.url });
    t.send(initializeLine(1));
    const error = await lastValueFrom(
      replies(t.incoming$).pipe(
        tap((m) => {
          if (m.id === 1) s.child.kill('SIGTERM');
        }),
      ),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportClosedError);
    expect((error as TransportClosedError).reason.closeCode).toBe(1006);
    expect(() => t.send('{}')).toThrow(TransportClosedError);
  });
});
