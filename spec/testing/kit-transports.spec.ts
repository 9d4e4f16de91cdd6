/** The kit's own minimal transports: child-process stdio and bearer-token WebSocket. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { firstValueFrom, lastValueFrom, take, toArray } from 'rxjs';
import { WebSocketServer } from 'ws';
import { TransportClosedError, TransportOpenError } from '../../lib/rpc/errors.js';
import { createProcessTransport } from '../../lib/testing/process-transport.js';
import { createBearerWebSocketTransport } from '../../lib/testing/ws-transport.js';

const echo = `
process.stdin.setEncoding('utf8');
let buf = '';
process.stdin.on('data', (c) => {
  buf += c;
  let i;
  while ((i = buf.indexOf('\\n')) >= 0) {
    const line = buf.slice(0, i); buf = buf.slice(i + 1);
    if (line === 'exit3') { process.stderr.write('bad things\\nhappened\\n'); process.exit(3); }
    if (line === 'exit0') process.exit(0);
    process.stdout.write('echo:' + line + '\\n');
  }
});`;

describe('createProcessTransport', () => {
  const make = () => createProcessTransport({ executable: process.execPath, args: ['-e', echo] });

  it('writes held and later messages in order, emits stdout chunks, completes on exit 0', async () => {
    const t = make();
    t.send('a');
    t.send('b');
    const all = lastValueFrom(t.incoming$.pipe(toArray()));
    t.send('c');
    t.send('exit0');
    expect((await all).join('')).toBe('echo:a\necho:b\necho:c\n');
    expect(t.framing).toBe('chunks');
  });

  it('errors with TransportClosedError carrying exit code and stderr tail', async () => {
    const t = make();
    const done = lastValueFrom(t.incoming$).catch((e: unknown) => e);
    t.send('exit3');
    const error = (await done) as TransportClosedError;
    expect(error).toBeInstanceOf(TransportClosedError);
    expect(error.reason.exitCode).toBe(3);
    expect(error.reason.stderrTail).toEqual(['bad things', 'happened']);
    expect(() => t.send('x')).toThrow(TransportClosedError);
  });

  it('unsubscribing kills the process', async () => {
    let pid = 0;
    const t = createProcessTransport({
      executable: process.execPath,
      args: ['-e', echo],
      onSpawn: (p) => (pid = p),
    });
    const sub = t.incoming$.subscribe();
    t.send('hello');
    for (let i = 0; i < 100 && pid === 0; i++) await new Promise((r) => setTimeout(r, 10));
    sub.unsubscribe();
    let alive = true;
    for (let i = 0; i < 200 && alive; i++) {
      await new Promise((r) => setTimeout(r, 10));
      try {
        process.kill(pid, 0);
      } catch {
        alive = false;
      }
    }
    expect(alive).toBe(false);
  });

  it('a missing executable is a TransportOpenError', async () => {
    const t = createProcessTransport({ executable: '/nonexistent/codex', args: [] });
    await expect(firstValueFrom(t.incoming$)).rejects.toBeInstanceOf(TransportOpenError);
  });
});

describe('createBearerWebSocketTransport', () => {
  async function server(token: string) {
    const http = createServer();
    const wss = new WebSocketServer({ noServer: true });
    http.on('upgrade', (req, socket, head) => {
      if (req.headers.authorization !== `Bearer ${token}`) {
        socket.end('HTTP/1.1 401 Unauthorized\r\ncontent-length: 0\r\n\r\n');
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) =>
        ws.on('message', (m) => ws.send(`echo:${String(m)}`)),
      );
    });
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
    const url = `ws://127.0.0.1:${(http.address() as AddressInfo).port}`;
    const close = () =>
      new Promise<void>((r) => {
        for (const c of wss.clients) c.terminate();
        http.close(() => r());
      });
    return { url, close };
  }

  it('sends the bearer token, holds messages until open, one frame per message', async () => {
    const s = await server('tok');
    try {
      const t = createBearerWebSocketTransport(s.url, 'tok');
      t.send('one');
      const two = firstValueFrom(t.incoming$.pipe(take(2), toArray()));
      t.send('two');
      expect(await two).toEqual(['echo:one', 'echo:two']);
      expect(t.framing).toBe('messages');
    } finally {
      await s.close();
    }
  });

  it('a wrong token is a TransportOpenError with the HTTP status', async () => {
    const s = await server('tok');
    try {
      const t = createBearerWebSocketTransport(s.url, 'nope');
      const error = await firstValueFrom(t.incoming$).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TransportOpenError);
      expect((error as TransportOpenError).details.status).toBe(401);
    } finally {
      await s.close();
    }
  });
});
