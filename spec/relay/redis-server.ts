/**
 * A real redis-server for tests and benchmarks (Debian's `redis-server`): a
 * free loopback port, its own temporary directory, no persistence, and no
 * file left behind. `restart()` keeps the port (clients reconnect to it) and
 * comes back empty, as a Redis without persistence does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../support/free-port.js';

export interface RedisServer {
  readonly port: number;
  readonly url: string;
  /** Stops the server (SIGKILL: a crash); `start()` again on the same port. */
  kill(): Promise<void>;
  start(): Promise<void>;
  /** kill + start. */
  restart(): Promise<void>;
  /** Stops it and removes its directory. */
  stop(): Promise<void>;
}

export async function startRedisServer(
  binary = process.env.REDIS_SERVER ?? 'redis-server',
): Promise<RedisServer> {
  const dir = mkdtempSync(join(tmpdir(), 'codex-rx-redis-'));
  const port = await freePort();
  let child: ChildProcess | null = null;

  const start = (): Promise<void> =>
    spawnRedisServer(
      binary,
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--save',
        '',
        '--appendonly',
        'no',
      ],
      'redis-server',
      (c) => (child = c),
    );

  const kill = (): Promise<void> =>
    new Promise((resolve) => {
      const c = child;
      child = null;
      if (!c || c.exitCode !== null || c.signalCode !== null) return resolve();
      c.once('exit', () => resolve());
      c.kill('SIGKILL');
    });

  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    kill,
    start,
    restart: async () => {
      await kill();
      await start();
    },
    stop: async () => {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Spawns redis-server; resolves once it accepts connections, rejects if it exits first (`label` names it). */
export function spawnRedisServer(
  binary: string,
  args: readonly string[],
  label: string,
  onChild: (child: ChildProcess) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const c = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    onChild(c);
    let out = '';
    const onData = (d: Buffer): void => {
      out += d.toString();
      if (out.includes('Ready to accept connections')) {
        c.stdout?.off('data', onData);
        c.stdout?.resume();
        resolve();
      }
    };
    c.stdout?.on('data', onData);
    c.stderr?.resume();
    c.once('error', reject);
    c.once('exit', (code) => {
      if (!out.includes('Ready to accept connections'))
        reject(new Error(`${label} exited (${code}): ${out.slice(-500)}`));
    });
  });
}
