/**
 * Issue 10 §4: opening failures reach the user as their own types (not a
 * TransportClosedError wrapping them), through the public API a user calls.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstValueFrom } from 'rxjs';
import {
  Client,
  ConnectionRefusedError,
  InitializeRejectedError,
  SpawnFailedError,
  TransportClosedError,
  TransportOpenError,
  HandshakeRejectedError,
  createClient,
  createInMemoryPair,
} from 'codex-rx';
import {
  CodexExecutableNotFoundError,
  createNodeWebSocketTransport,
  createStdioTransport,
} from 'codex-rx/node';

const failure = (p: Promise<unknown>): Promise<unknown> =>
  p.then(
    () => new Error('expected a failure'),
    (e: unknown) => e,
  );

describe('typed open errors', () => {
  it('an executable that does not exist: CodexExecutableNotFoundError saying where it looked', async () => {
    const error = await failure(
      firstValueFrom(
        Client.connect(
          createStdioTransport({ executable: '/nonexistent/codex', mode: 'standalone' }),
        ),
      ),
    );
    expect(error).toBeInstanceOf(CodexExecutableNotFoundError);
    expect(error).toBeInstanceOf(TransportOpenError);
    expect((error as CodexExecutableNotFoundError).tried).toEqual([
      expect.objectContaining({ source: 'option', path: '/nonexistent/codex' }),
    ]);
    expect((error as Error).message).toContain('/nonexistent/codex');
    expect((error as Error).name).toBe('CodexExecutableNotFoundError');
  });

  it('an executable that cannot be run: SpawnFailedError with the system code', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'codex-rx-spawn-'));
    try {
      const file = join(dir, 'codex');
      writeFileSync(file, 'not a program');
      chmodSync(file, 0o600); // not executable
      const error = await failure(
        firstValueFrom(
          Client.connect(createStdioTransport({ executable: file, mode: 'standalone' })),
        ),
      );
      expect(error).toBeInstanceOf(SpawnFailedError);
      expect(error).toMatchObject({ name: 'SpawnFailedError', code: 'EACCES', executable: file });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe('WebSocket', () => {
    let server: Server | undefined;
    afterEach(
      () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    );

    it.each([401, 403, 429])(
      'a handshake rejected with HTTP %i: HandshakeRejectedError with the status',
      async (status) => {
        server = createServer((_req, res) => {
          res.writeHead(status, { 'content-type': 'text/plain' });
          res.end('nope');
        });
        await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
        const port = (server.address() as { port: number }).port;
        const error = await failure(
          firstValueFrom(
            Client.connect(
              createNodeWebSocketTransport({ url: `ws://127.0.0.1:${port}`, retries: 0 }),
            ),
          ),
        );
        expect(error).toBeInstanceOf(HandshakeRejectedError);
        expect(error).toMatchObject({ name: 'HandshakeRejectedError', status });
      },
    );

    it('nothing listening: ConnectionRefusedError', async () => {
      server = createServer();
      await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
      const port = (server.address() as { port: number }).port;
      await new Promise<void>((resolve) => server?.close(() => resolve()));
      server = undefined;
      const error = await failure(
        firstValueFrom(
          Client.connect(createNodeWebSocketTransport({ url: `ws://127.0.0.1:${port}` })),
        ),
      );
      expect(error).toBeInstanceOf(ConnectionRefusedError);
      expect(error).toMatchObject({
        name: 'ConnectionRefusedError',
        url: `ws://127.0.0.1:${port}`,
      });
    });
  });

  it('initialize answered with an error: InitializeRejectedError with the server message and code', async () => {
    const [clientEnd, serverEnd] = createInMemoryPair();
    serverEnd.incoming$.subscribe((m) => {
      const { id } = JSON.parse(m) as { id: number };
      serverEnd.send(JSON.stringify({ id, error: { code: -32600, message: 'client too old' } }));
    });
    const client = createClient(clientEnd);
    const error = await failure(firstValueFrom(client.initialize()));
    expect(error).toBeInstanceOf(InitializeRejectedError);
    expect(error).toMatchObject({
      name: 'InitializeRejectedError',
      code: -32600,
      serverMessage: 'client too old',
    });
    await client.close();
  });

  it('the connection failing after it opened is a TransportClosedError with reason.kind, and Client.connect errors (never completes as if all were well)', async () => {
    const [clientEnd, serverEnd] = createInMemoryPair();
    serverEnd.incoming$.subscribe({
      error: () => undefined, // the crash below ends this side too
      next: (m) => {
        const msg = JSON.parse(m) as { id?: number; method: string };
        if (msg.method === 'initialize')
          serverEnd.send(
            JSON.stringify({
              id: msg.id,
              result: {
                userAgent: 'x',
                codexHome: '/h',
                platformFamily: 'unix',
                platformOs: 'linux',
              },
            }),
          );
        if (msg.method === 'initialized')
          serverEnd.close({ message: 'codex crashed', exitCode: 101 });
      },
    });
    const seen: unknown[] = [];
    const done = new Promise<void>((resolve) =>
      Client.connect(clientEnd).subscribe({
        next: (c) => seen.push(c),
        error: (e: unknown) => {
          seen.push(e);
          resolve();
        },
        complete: () => {
          seen.push('complete');
          resolve();
        },
      }),
    );
    await done;
    expect(seen[1]).toBeInstanceOf(TransportClosedError);
    expect((seen[1] as TransportClosedError).reason.kind).toBe('processExited');
  });
});
