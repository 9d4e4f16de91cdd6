/**
 * A real Redis Cluster for tests and benchmarks (Debian's `redis-server`):
 * three masters, no replicas, each on free loopback ports (client and
 * cluster bus) with its own temporary directory, no persistence, and no
 * file left behind. The slots are assigned and the nodes introduced with
 * `CLUSTER ADDSLOTSRANGE` / `CLUSTER MEET` (no redis-cli needed), and the
 * cluster is ready when every node says `cluster_state:ok` and knows every
 * node. A killed node comes back on its ports with its `nodes.conf` (its
 * slots), empty, as a master without persistence does.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from '../support/free-port.js';
import { spawnRedisServer } from './redis-server.js';

export interface RedisClusterNode {
  readonly port: number;
  readonly busPort: number;
  /** Its slots, `[first, last]`. */
  readonly slots: readonly [number, number];
}

export interface RedisCluster {
  readonly nodes: readonly RedisClusterNode[];
  /** `redis+cluster://127.0.0.1:p1,127.0.0.1:p2,127.0.0.1:p3` (the store's cluster URL). */
  readonly url: string;
  /** Stops one master (SIGKILL: a crash). */
  kill(index: number): Promise<void>;
  /** Starts a killed master again (same ports, same slots, no data); resolves when the cluster is ok. */
  start(index: number): Promise<void>;
  /** Stops every node and removes their directories. */
  stop(): Promise<void>;
}

const SIZE = 3;
const SLOTS = 16384;

/**
 * Starts the cluster. A free port can be taken by another process between
 * the probe and redis-server's bind (six ports here, many test processes):
 * then it starts again on new ports.
 */
export async function startRedisCluster(
  binary = process.env.REDIS_SERVER ?? 'redis-server',
): Promise<RedisCluster> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(binary);
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('Address already in use')) throw error;
    }
  }
}

async function startOnce(binary: string): Promise<RedisCluster> {
  const root = mkdtempSync(join(tmpdir(), 'codex-rx-redis-cluster-'));
  const nodes: RedisClusterNode[] = [];
  for (let i = 0; i < SIZE; i++) {
    const first = Math.floor((SLOTS * i) / SIZE);
    const last = Math.floor((SLOTS * (i + 1)) / SIZE) - 1;
    nodes.push({ port: await freePort(), busPort: await freePort(), slots: [first, last] });
  }
  const children: (ChildProcess | null)[] = nodes.map(() => null);

  const startProcess = (i: number): Promise<void> => {
    const node = nodes[i] as RedisClusterNode;
    const dir = join(root, `node-${i}`);
    mkdirSync(dir, { recursive: true });
    return spawnRedisServer(
      binary,
      [
        '--port',
        String(node.port),
        '--cluster-port',
        String(node.busPort),
        '--bind',
        '127.0.0.1',
        '--cluster-enabled',
        'yes',
        // Outlives a kill (removed with the root): the node comes back with its slots.
        '--cluster-config-file',
        join(dir, `nodes-${i}.conf`),
        '--cluster-node-timeout',
        '5000',
        '--dir',
        dir,
        '--save',
        '',
        '--appendonly',
        'no',
      ],
      `redis-server (cluster node ${i})`,
      (c) => (children[i] = c),
    );
  };

  const admin = (i: number): Redis =>
    new Redis((nodes[i] as RedisClusterNode).port, '127.0.0.1', {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
    });

  /** Every node says `cluster_state:ok`, knows every node, and sees every slot assigned. */
  const untilOk = async (): Promise<void> => {
    const clients = nodes.map((_, i) => admin(i));
    try {
      for (let attempt = 0; attempt < 600; attempt++) {
        const infos = await Promise.all(
          clients.map((c) => c.cluster('INFO').catch(() => '') as Promise<string>),
        );
        if (
          infos.every(
            (s) =>
              s.includes('cluster_state:ok') &&
              s.includes(`cluster_known_nodes:${SIZE}`) &&
              s.includes(`cluster_slots_ok:${SLOTS}`),
          )
        )
          return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('the Redis Cluster did not reach cluster_state:ok in 30 s');
    } finally {
      for (const c of clients) c.disconnect();
    }
  };

  const kill = (i: number): Promise<void> =>
    new Promise((resolve) => {
      const c = children[i];
      children[i] = null;
      if (!c || c.exitCode !== null || c.signalCode !== null) return resolve();
      c.once('exit', () => resolve());
      c.kill('SIGKILL');
    });

  const stop = async (): Promise<void> => {
    await Promise.all(nodes.map((_, i) => kill(i)));
    rmSync(root, { recursive: true, force: true });
  };

  try {
    await Promise.all(nodes.map((_, i) => startProcess(i)));
    const clients = nodes.map((_, i) => admin(i));
    try {
      await Promise.all(
        clients.map((c, i) => {
          const [first, last] = (nodes[i] as RedisClusterNode).slots;
          return c.call('CLUSTER', 'ADDSLOTSRANGE', first, last);
        }),
      );
      const [seed, ...rest] = clients as [Redis, ...Redis[]];
      for (const [i] of rest.entries()) {
        const n = nodes[i + 1] as RedisClusterNode;
        await seed.call('CLUSTER', 'MEET', '127.0.0.1', n.port, n.busPort);
      }
    } finally {
      for (const c of clients) c.disconnect();
    }
    await untilOk();
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    nodes,
    url: `redis+cluster://${nodes.map((n) => `127.0.0.1:${n.port}`).join(',')}`,
    kill,
    start: async (i) => {
      await startProcess(i);
      await untilOk();
    },
    stop,
  };
}
