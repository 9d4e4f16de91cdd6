/**
 * A `codex app-server --listen ws://...` child process for the launcher: spawn
 * it, wait until it listens and answers `/readyz`, end it. Node only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { isProcessAlive } from './codex-processes.js';

const LISTENING = /listening on: (ws:\/\/127\.0\.0\.1:\d+)/;

/** Whether `GET <url>/readyz` answers 200 (false on any error or after 1 s). */
function readyz(url: string): Promise<boolean> {
  const target = `${url.replace(/^ws:/, 'http:')}/readyz`;
  return new Promise((resolve) => {
    const req = request(target, { method: 'GET', timeout: 1000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => {
      req.destroy();
      resolve(false);
    });
    req.end();
  });
}

/**
 * Spawns the server (stdout ignored, stderr read), waits for its "listening on:
 * ws://127.0.0.1:PORT" line, then polls `/readyz` until it answers 200.
 * Rejects, after killing the child, when it exits, cannot spawn, or is not
 * ready within `timeoutMs`.
 */
export function startWebSocketServer(
  executable: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
  timeoutMs: number,
  onStderr: ((chunk: string) => void) | undefined,
): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(executable, args, { env, cwd, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    let settled = false;
    const fail = (message: string): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${message}\nstderr:\n${stderr.slice(-2000)}`));
    };
    const timer = setTimeout(
      () => fail(`codex app-server (WebSocket) not ready within ${timeoutMs} ms`),
      timeoutMs,
    );
    child.on('error', (e) => fail(`could not spawn ${executable}: ${e.message}`));
    child.on('exit', (code, signal) =>
      fail(
        `codex app-server exited during start-up (code ${String(code)}, signal ${String(signal)})`,
      ),
    );
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      onStderr?.(chunk);
      if (settled) return;
      stderr += chunk;
      const match = LISTENING.exec(stderr);
      if (!match) return;
      const url = match[1] as string;
      const poll = async (): Promise<void> => {
        while (!settled) {
          if (await readyz(url)) {
            settled = true;
            clearTimeout(timer);
            child.removeAllListeners('exit');
            resolve({ child, url });
            return;
          }
          await new Promise((r) => setTimeout(r, 50));
        }
      };
      void poll();
    });
  });
}

/** Whether the process is gone or a zombie (dead, not yet reaped). */
function processGone(pid: number | undefined): boolean {
  if (pid === undefined) return true;
  if (process.platform === 'linux') return !isProcessAlive(pid);
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
}

/**
 * SIGTERM, then SIGKILL after `graceMs`; resolves when the child has exited.
 * 'exit' is the usual signal; a poll of the process table is the backstop,
 * because a test hook once waited its full 30 s for an 'exit' that never came
 * (seen once in a clean-clone run; the cause was not found).
 */
export function stopProcess(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const finish = (): void => {
      clearTimeout(timer);
      clearInterval(poll);
      child.removeListener('exit', finish);
      resolve();
    };
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    const poll = setInterval(() => {
      if (processGone(child.pid)) finish();
    }, 100);
    child.once('exit', finish);
    child.kill('SIGTERM');
  });
}
