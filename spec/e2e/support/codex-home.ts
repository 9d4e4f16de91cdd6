/**
 * End-to-end support for the transport and session specs: a fresh temporary
 * CODEX_HOME with an offline config for every codex process, a WebSocket
 * app-server on a free port, a managed daemon, and process checks.
 */
import { execFile, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { filter, firstValueFrom, map, type Observable } from 'rxjs';
import { resolveCodexBinary } from '../../../lib/testing/codex-binary';
import { SCHEMA_CODEX_VERSION } from '../../../lib/protocol/codex-version';
import { endProcessesUsingCodexHome, isProcessAlive } from '../../../lib/testing/codex-processes';
import { startWebSocketServer, stopProcess } from '../../../lib/testing/websocket-server';
import type { Transport } from '../../../lib/transport/transport';

/** The pinned native codex binary (or `$CODEX_EXECUTABLE`: the compatibility matrix). */
export const CODEX = resolveCodexBinary();

/**
 * The codex version the e2e specs expect to talk to: the schema's, or the one
 * the compatibility matrix (`npm run test:compat`) chose with CODEX_EXECUTABLE.
 */
export const EXPECTED_CODEX_VERSION =
  process.env['CODEX_RX_EXPECTED_CODEX_VERSION'] ?? SCHEMA_CODEX_VERSION;

/** `codex-rx-e2e/<version>`, the start of the user agent codex answers `initialize` with. */
export const E2E_USER_AGENT = new RegExp(
  `^codex-rx-e2e/${EXPECTED_CODEX_VERSION.replace(/\./g, '\\.')}[ (]`,
);

/** Keeps codex off the internet (see lib/testing/offline-config.ts). */
export const OFFLINE_CONFIG = [
  'check_for_update_on_startup = false',
  '[analytics]',
  'enabled = false',
  '[features]',
  'plugins = false',
  'shell_snapshot = false',
  'apps = false',
  '',
].join('\n');

export interface TempCodexHome {
  readonly dir: string;
  /** Removes the directory (after every process using it is gone). */
  cleanup(): void;
}

/** A fresh CODEX_HOME under the OS temp dir with the offline config. */
export function tempCodexHome(): TempCodexHome {
  const dir = mkdtempSync(join(tmpdir(), 'codex-rx-e2e-'));
  writeFileSync(join(dir, 'config.toml'), OFFLINE_CONFIG);
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The first line to send: a minimal `initialize` request. */
export function initializeLine(id = 1, capabilities?: Record<string, unknown>): string {
  return JSON.stringify({
    id,
    method: 'initialize',
    params: {
      clientInfo: { name: 'codex-rx-e2e', version: '0' },
      ...(capabilities ? { capabilities } : {}),
    },
  });
}

/** A message read off the raw wire, as far as the transport specs look at it. */
export interface Reply {
  id?: number;
  result?: { userAgent?: string; codexHome?: string };
  error?: { code: number; message: string };
  method?: string;
}

/** Each message (one JSON text) parsed as a `Reply`. */
export const replies = (messages: Observable<string>): Observable<Reply> =>
  messages.pipe(map((m) => JSON.parse(m) as Reply));

/** The first reply with this `id`. */
export const replyTo = (messages: Observable<string>, id: number): Promise<Reply> =>
  firstValueFrom(replies(messages).pipe(filter((m) => m.id === id)));

/**
 * The keepalive check of a `'messages'` transport opened with a short ping
 * interval and a pong timeout of `KEEPALIVE.pongTimeoutMs`: nothing arrives in
 * 2.5 s of pings (pongs are not messages, and a pong missing for longer than
 * the timeout would have ended the stream), and the connection then still
 * answers `initialize`. The timeout, not the interval, bounds a pong's delay:
 * a loaded machine can hold a process off the CPU for more than 100 ms.
 */
/** Keepalive options for {@link expectKeepaliveHolds}: 25 pings, each answered within 1 s. */
export const KEEPALIVE = { pingIntervalMs: 100, pongTimeoutMs: 1000 } as const;

export async function expectKeepaliveHolds(t: Transport): Promise<void> {
  const seen: string[] = [];
  const sub = t.incoming$.subscribe({
    next: (m) => seen.push(m),
    error: (e: unknown) => seen.push(`error ${String(e)}`),
  });
  await new Promise((r) => setTimeout(r, 2500));
  expect(seen).toEqual([]);
  t.send(initializeLine(1));
  await waitFor(
    () => seen.some((m) => (JSON.parse(m) as Reply).id === 1),
    5000,
    'the initialize reply',
  );
  sub.unsubscribe();
}

/** Whether a pid is alive (zombies count as dead). */
export function alive(pid: number): boolean {
  return isProcessAlive(pid);
}

/** Command lines of this process's direct children. */
export function childCommands(): Array<{ pid: number; cmd: string }> {
  const out: Array<{ pid: number; cmd: string }> = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'latin1');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== process.pid || !alive(Number(entry))) continue;
      out.push({
        pid: Number(entry),
        cmd: readFileSync(`/proc/${entry}/cmdline`, 'latin1').split('\0').join(' ').trim(),
      });
    } catch {
      // gone
    }
  }
  return out;
}

/** The pid of a codex child of this process whose command line includes `fragment`. */
export function codexChildPid(fragment: string): number | undefined {
  return childCommands().find((c) => c.cmd.startsWith(CODEX) && c.cmd.includes(fragment))?.pid;
}

/** The pid of the `codex app-server --listen stdio://` this process spawned (not one of its helpers). */
export function stdioServerPid(): number | undefined {
  return codexChildPid('--listen stdio://');
}

export async function waitFor(
  check: () => boolean,
  ms = 10_000,
  what = 'condition',
): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export interface WsServer {
  readonly url: string;
  readonly child: ChildProcess;
  /** SIGTERM, wait for exit (SIGKILL after 3 s). */
  stop(): Promise<void>;
}

/**
 * Starts `codex app-server --listen ws://127.0.0.1:0` (plus `extraArgs`) and
 * waits until it listens and answers `/readyz` (the launcher's
 * `startWebSocketServer`).
 */
export async function startWsServer(
  home: string,
  extraArgs: readonly string[] = [],
): Promise<WsServer> {
  const { child, url } = await startWebSocketServer(
    CODEX,
    ['app-server', '--listen', 'ws://127.0.0.1:0', ...extraArgs],
    { ...process.env, CODEX_HOME: home },
    process.cwd(),
    10_000,
    undefined,
  );
  return { url, child, stop: () => stopProcess(child, 3000) };
}

function run(args: readonly string[], home: string): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile(
      CODEX,
      [...args],
      { env: { ...process.env, CODEX_HOME: home }, timeout: 60_000 },
      (error, stdout, stderr) =>
        error
          ? reject(new Error(`codex ${args.join(' ')} failed: ${error.message}\n${stderr}`))
          : resolve(stdout),
    ),
  );
}

/** `codex app-server daemon start` under `home`; resolves with its JSON status. */
export async function startDaemon(
  home: string,
): Promise<{ status: string; pid: number; socketPath: string }> {
  return JSON.parse(await run(['app-server', 'daemon', 'start'], home)) as {
    status: string;
    pid: number;
    socketPath: string;
  };
}

/** Just `codex app-server daemon stop` (leaves the updater helper running; see stopDaemon). */
export async function daemonStopCommand(home: string): Promise<void> {
  await run(['app-server', 'daemon', 'stop'], home);
}

/**
 * `codex app-server daemon stop`, then ends what `stop` leaves behind: in
 * 0.171.0 the `daemon pid-update-loop` helper keeps running after a stop.
 */
export async function stopDaemon(home: string): Promise<void> {
  await run(['app-server', 'daemon', 'stop'], home).catch(() => undefined);
  await endProcessesUsingCodexHome(home, 5000);
}
