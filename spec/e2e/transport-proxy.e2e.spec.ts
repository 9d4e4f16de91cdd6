import { existsSync } from 'node:fs';
import { firstValueFrom, lastValueFrom, map, tap } from 'rxjs';
import { TransportClosedError, TransportOpenError } from '../../lib/rpc/errors';
import { createProxyTransport } from '../../lib/transport/proxy';
import { createStdioTransport } from '../../lib/transport/stdio';
import { daemonControlSocketPath } from '../../lib/transport/stdio-process';
import { processesUsingCodexHome } from '../../lib/testing/codex-processes';
import {
  alive,
  CODEX,
  childCommands,
  codexChildPid,
  daemonStopCommand,
  expectKeepaliveHolds,
  KEEPALIVE,
  initializeLine,
  replies,
  replyTo,
  startDaemon,
  stopDaemon,
  tempCodexHome,
  waitFor,
  type TempCodexHome,
} from './support/codex-home';

const proxyPid = (): number | undefined => codexChildPid('app-server proxy');

describe('proxy transport to a managed daemon (real codex)', () => {
  let home: TempCodexHome;
  let daemonPid = 0;

  beforeAll(async () => {
    home = tempCodexHome();
    const status = await startDaemon(home.dir);
    daemonPid = status.pid;
    expect(status.status).toBe('started');
    expect(status.socketPath).toBe(daemonControlSocketPath({ codexHome: home.dir }));
  }, 60_000);

  afterAll(async () => {
    await stopDaemon(home.dir);
    home.cleanup();
  }, 30_000);

  it('the daemon exposes its control socket under CODEX_HOME', () => {
    expect(existsSync(daemonControlSocketPath({ codexHome: home.dir }))).toBe(true);
    expect(alive(daemonPid)).toBe(true);
  });

  it('initializes through `codex app-server proxy` (WebSocket over the proxy stdio)', async () => {
    const t = createProxyTransport({ executable: CODEX, codexHome: home.dir });
    expect(t.framing).toBe('messages');
    t.send(initializeLine(1));
    const r = await replyTo(t.incoming$, 1);
    expect(r.result?.codexHome).toBe(home.dir);
  });

  it("createStdioTransport in 'auto' mode prefers the daemon, delivering whole messages (never re-framed)", async () => {
    const t = createStdioTransport({ executable: CODEX, codexHome: home.dir });
    expect(t.framing).toBe('messages');
    t.send(initializeLine(1));
    let sawProxy = false;
    const lines = t.incoming$.pipe(
      map((m) => {
        // One JSON message per string, without a delimiter added.
        expect(m.endsWith('\n')).toBe(false);
        return m;
      }),
    );
    const r = await replyTo(
      lines.pipe(
        map((l) => {
          sawProxy ||= proxyPid() !== undefined;
          return l;
        }),
      ),
      1,
    );
    expect(r.result?.codexHome).toBe(home.dir);
    expect(sawProxy).toBe(true);
    // No standalone stdio server was started.
    expect(childCommands().some((c) => c.cmd.includes('--listen stdio://'))).toBe(false);
  });

  it("'proxy-only' works while the daemon runs, and unsubscribing ends the proxy process", async () => {
    const t = createStdioTransport({ executable: CODEX, codexHome: home.dir, mode: 'proxy-only' });
    expect(t.framing).toBe('messages');
    t.send(initializeLine(7));
    const lines = t.incoming$;
    let pid: number | undefined;
    const r = await replyTo(
      lines.pipe(
        map((l) => {
          pid ??= proxyPid();
          return l;
        }),
      ),
      7,
    );
    expect(r.result?.codexHome).toBe(home.dir);
    expect(pid).toBeDefined();
    await waitFor(() => !alive(pid as number), 5000, 'the proxy to exit');
    expect(alive(daemonPid)).toBe(true);
  });

  it('the daemon answers keepalive pings through the proxy', async () => {
    await expectKeepaliveHolds(
      createProxyTransport({ executable: CODEX, codexHome: home.dir, ...KEEPALIVE }),
    );
  });

  it('without a daemon the proxy fails to open, with its stderr', async () => {
    const empty = tempCodexHome();
    try {
      const t = createProxyTransport({ executable: CODEX, codexHome: empty.dir });
      const error = await firstValueFrom(t.incoming$).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TransportOpenError);
      expect((error as Error).message).toMatch(
        /exited with code 1[\s\S]*failed to connect to socket/,
      );
      await waitFor(
        () => processesUsingCodexHome(empty.dir).length === 0,
        5000,
        'the proxy to exit',
      );
    } finally {
      empty.cleanup();
    }
  });

  // Last: stops the daemon.
  it('a daemon that stops under a connection ends it with code 1006 plus the proxy exit and stderr', async () => {
    // The proxy only notices the daemon is gone when it next relays a byte: the keepalive ping.
    const t = createProxyTransport({ executable: CODEX, codexHome: home.dir, pingIntervalMs: 200 });
    t.send(initializeLine(1));
    const ended = lastValueFrom(
      replies(t.incoming$).pipe(
        tap((m) => {
          if (m.id === 1) void daemonStopCommand(home.dir);
        }),
      ),
    ).catch((e: unknown) => e);
    const error = await ended;
    expect(error).toBeInstanceOf(TransportClosedError);
    const reason = (error as TransportClosedError).reason;
    expect(reason.closeCode).toBe(1006);
    expect(reason.exitCode).toBe(1);
    expect(reason.stderrTail?.join('\n')).toMatch(/failed to relay data between stdio and socket/);
  }, 30_000);
});
