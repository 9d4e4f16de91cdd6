import { lastValueFrom, take, tap, type Observable } from 'rxjs';
import { TransportClosedError } from '../../lib/rpc/errors';
import { frameLines } from '../../lib/rpc/frame-lines';
import { createStdioTransport } from '../../lib/transport/stdio';
import type { Transport } from '../../lib/transport/transport';
import { processesUsingCodexHome } from '../../lib/testing/codex-processes';
import {
  alive,
  CODEX,
  E2E_USER_AGENT,
  stdioServerPid,
  initializeLine,
  replies,
  replyTo,
  tempCodexHome,
  waitFor,
  type Reply,
  type TempCodexHome,
} from './support/codex-home';

const messages = (t: Transport): Observable<Reply> => replies(t.incoming$.pipe(frameLines()));

describe('stdio transport against the real codex', () => {
  let home: TempCodexHome;
  beforeEach(() => {
    home = tempCodexHome();
  });
  afterEach(async () => {
    await waitFor(() => processesUsingCodexHome(home.dir).length === 0, 5000, 'codex to exit');
    home.cleanup();
  });

  it('initializes over `codex app-server --listen stdio://`', async () => {
    const t = createStdioTransport({ executable: CODEX, codexHome: home.dir, mode: 'standalone' });
    t.send(initializeLine(1));
    const reply = await replyTo(t.incoming$.pipe(frameLines()), 1);
    expect(reply.result?.userAgent).toMatch(E2E_USER_AGENT);
    expect(reply.result?.codexHome).toBe(home.dir);
  });

  it("finds the binary itself and, in 'auto' mode without a daemon, runs standalone", async () => {
    const t = createStdioTransport({ codexHome: home.dir });
    t.send(initializeLine(1));
    const reply = await replyTo(t.incoming$.pipe(frameLines()), 1);
    expect(reply.result?.codexHome).toBe(home.dir);
  });

  it('unsubscribing ends the process: its pid is gone', async () => {
    const t = createStdioTransport({ executable: CODEX, codexHome: home.dir, mode: 'standalone' });
    t.send(initializeLine(1));
    const sub = messages(t).subscribe();
    await waitFor(() => stdioServerPid() !== undefined, 5000, 'codex to start');
    const pid = stdioServerPid() as number;
    expect(alive(pid)).toBe(true);
    sub.unsubscribe();
    await waitFor(() => !alive(pid), 5000, `pid ${pid} to be gone`);
    expect(processesUsingCodexHome(home.dir)).toEqual([]);
  });

  it('a process killed while a request is pending errors with the signal and the stderr tail', async () => {
    const t = createStdioTransport({ executable: CODEX, codexHome: home.dir, mode: 'standalone' });
    t.send(initializeLine(1));
    let pid = 0;
    const ended = lastValueFrom(
      messages(t).pipe(
        tap((m) => {
          if (m.id !== 1) return;
          pid = stdioServerPid() as number;
          // A request codex has not answered yet, then the kill.
          t.send(JSON.stringify({ id: 2, method: 'thread/list', params: {} }));
          process.kill(pid, 'SIGKILL');
        }),
        take(1000),
      ),
    ).catch((e: unknown) => e);
    const error = await ended;
    expect(error).toBeInstanceOf(TransportClosedError);
    const reason = (error as TransportClosedError).reason;
    expect(reason.signal).toBe('SIGKILL');
    expect(reason.exitCode).toBeNull();
    // codex always warns on stderr at start-up here (helper binaries under /tmp, bubblewrap).
    expect(reason.stderrTail?.length).toBeGreaterThan(0);
    expect(reason.message).toMatch(/killed by SIGKILL/);
    expect(() => t.send(initializeLine(3))).toThrow(TransportClosedError);
  });

  it('completes when codex shuts down cleanly (SIGTERM from outside: exit code 0)', async () => {
    const t = createStdioTransport({ executable: CODEX, codexHome: home.dir, mode: 'standalone' });
    t.send(initializeLine(1));
    // SIGTERM from outside: codex shuts down cleanly with exit code 0.
    const all = lastValueFrom(
      messages(t).pipe(
        tap((m) => {
          if (m.id === 1) process.kill(stdioServerPid() as number, 'SIGTERM');
        }),
      ),
    );
    await expect(all).resolves.toBeDefined();
  });
});
