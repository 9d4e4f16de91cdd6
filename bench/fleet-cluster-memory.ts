/**
 * Redis memory per idle session, one redis-server against a Redis Cluster
 * (3 masters), in one run (`npx tsx bench/fleet-cluster-memory.ts`): a relay
 * with the Redis store and a stand-in upstream, FLEET_IDLE sessions (default
 * 300) created, initialized, acknowledged and detached; `used_memory` summed
 * over the servers before and after, and `MEMORY USAGE … SAMPLES 0` of one
 * session's keys. A cluster keeps the same keys; what it adds per key is its
 * slot bookkeeping.
 */
import { firstValueFrom } from 'rxjs';
import { Redis } from 'ioredis';
import { createRedisSessionStore } from '../lib/relay/redis-store.js';
import { Session } from '../lib/rpc/session.js';
import { startRedisCluster } from '../spec/relay/redis-cluster.js';
import { startRedisServer } from '../spec/relay/redis-server.js';
import { fakeUpstreams, relayTransport, startRelay } from '../spec/relay/support.js';

const idle = Number(process.env.FLEET_IDLE ?? 300);

const usedMemory = async (servers: readonly Redis[]): Promise<number> => {
  let sum = 0;
  for (const s of servers) sum += Number(/^used_memory:(\d+)/m.exec(await s.info('memory'))?.[1]);
  return sum;
};

async function measure(
  url: string,
  servers: readonly Redis[],
): Promise<{ perSession: number; keys: Record<string, number> }> {
  const store = await createRedisSessionStore({ url, keyPrefix: 'mem' });
  const node = await startRelay({
    store,
    upstream: fakeUpstreams().factory,
    nodeId: 'a',
    maxSessions: 100_000,
    leaseMs: 30_000,
  });
  try {
    const before = await usedMemory(servers);
    for (let i = 0; i < idle; i++) {
      const s = new Session(relayTransport(node.relay, `idle-${i}`, { endOnClose: false }));
      await firstValueFrom(s.request('initialize', {}));
      await new Promise((r) => setTimeout(r, 25));
      s.close();
    }
    await new Promise((r) => setTimeout(r, 500));
    const perSession = ((await usedMemory(servers)) - before) / idle;
    const keys: Record<string, number> = {};
    for (const k of ['r', 'l', 'o'] as const) {
      const key = `mem:{idle-0}:${k}`;
      for (const s of servers) {
        const bytes = await s.call('MEMORY', 'USAGE', key, 'SAMPLES', '0').catch(() => null);
        if (bytes !== null) keys[k] = Number(bytes);
      }
    }
    return { perSession, keys };
  } finally {
    await node.relay.close();
  }
}

async function main(): Promise<void> {
  const server = await startRedisServer();
  const cluster = await startRedisCluster();
  const one = [new Redis(server.url)];
  const masters = cluster.nodes.map((n) => new Redis(n.port, '127.0.0.1'));
  try {
    const a = await measure(server.url, one);
    const b = await measure(cluster.url, masters);
    const row = (name: string, m: typeof a): string =>
      `| ${name} | ${(m.perSession / 1024).toFixed(2)} KiB | ${Object.entries(m.keys)
        .map(([k, v]) => `${k} ${v} B`)
        .join(', ')} (${Object.values(m.keys).reduce((x, y) => x + y, 0)} B) |`;
    process.stdout.write(
      [
        `Redis memory per idle session (${idle} sessions, used_memory delta; MEMORY USAGE SAMPLES 0 of one session's keys)`,
        '| store | used_memory per session | keys of one session |',
        '| --- | --- | --- |',
        row('one redis-server', a),
        row('Redis Cluster, 3 masters', b),
        `cluster / one server: ${(b.perSession / a.perSession).toFixed(2)}`,
        '',
      ].join('\n'),
    );
  } finally {
    for (const c of [...one, ...masters]) c.disconnect();
    await server.stop();
    await cluster.stop();
  }
}

void main();
