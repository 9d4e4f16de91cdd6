/**
 * Fleet activity spec support: Debian's redis-server on a free loopback port
 * with its own temporary directory (nothing saved, nothing left behind), and
 * a TCP proxy in front of it whose connections the test cuts and refuses.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RedisServer {
  /** `redis://127.0.0.1:PORT`. */
  readonly url: string;
  readonly port: number;
  readonly process: ChildProcess;
  /** Stops it (SIGTERM, then SIGKILL after 5 s) and removes its directory. */
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const port = (probe.address() as AddressInfo).port;
      probe.close(() => resolve(port));
    });
  });
}

export const REDIS_SERVER = process.env.REDIS_SERVER ?? 'redis-server';

/** Starts redis-server and resolves once it accepts connections. */
export async function startRedisServer(): Promise<RedisServer> {
  const dir = mkdtempSync(join(tmpdir(), 'codex-rx-redis-'));
  for (let attempt = 0; ; attempt++) {
    const port = await freePort();
    const child = spawn(
      REDIS_SERVER,
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
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    const ready = await new Promise<boolean>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`redis-server did not start:\n${output}`)),
        10_000,
      );
      const onData = (chunk: Buffer): void => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve(true);
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('error', (e) => {
        clearTimeout(timer);
        reject(e);
      });
      child.once('exit', () => {
        clearTimeout(timer);
        resolve(false); // the port was taken meanwhile: try another
      });
    });
    if (!ready) {
      if (attempt >= 3) throw new Error(`redis-server exited:\n${output}`);
      continue;
    }
    child.stdout?.resume();
    child.stderr?.resume();
    let stopping: Promise<void> | null = null;
    return {
      url: `redis://127.0.0.1:${port}`,
      port,
      process: child,
      stop: () => {
        stopping ??= (async () => {
          if (child.exitCode === null && child.signalCode === null) {
            const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
            child.kill('SIGTERM');
            const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
            await exited;
            clearTimeout(kill);
          }
          rmSync(dir, { recursive: true, force: true });
        })();
        return stopping;
      },
    };
  }
}

export interface RedisProxy {
  /** `redis://127.0.0.1:PORT` of the proxy. */
  readonly url: string;
  /** Destroys every open connection, and refuses new ones (accept, then destroy) until `restore()`. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startRedisProxy(target: string): Promise<RedisProxy> {
  const { hostname, port } = new URL(target);
  const open = new Set<Socket>();
  let refusing = false;
  const server = createServer((client) => {
    if (refusing) {
      client.destroy();
      return;
    }
    const upstream = connect(Number(port), hostname);
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('close', () => open.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cut: () => {
      refusing = true;
      for (const s of [...open]) s.destroy();
    },
    restore: () => {
      refusing = false;
    },
    close: async () => {
      refusing = true;
      for (const s of [...open]) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
