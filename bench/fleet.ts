/**
 * Relay fleet benchmark (issue 16), every relay in a process of its own, one
 * real redis-server, the stand-in app-server of bench/relay.ts, in one run:
 * - throughput (a burst of deltas until the client has them all): relay on
 *   the Redis store (client on the owner node, and on a non-owner node)
 *   against the relay on the memory store (goal >= 50%) and a direct connection;
 * - latency per message (request/response round trips), owner vs non-owner;
 * - failover: kill -9 of the owner, time until the client's requests are
 *   answered again (p50, p99 over FLEET_KILLS rounds, default 10);
 * - Redis cost: commands and bytes per logged message, per session; memory
 *   per idle session (INFO memory over FLEET_IDLE sessions, default 300).
 *
 * Run alone: npm run bench -- fleet
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { firstValueFrom } from 'rxjs';
import type { Redis } from 'ioredis';
import { redisInternals } from '../lib/relay/redis-internals.js';
import { createRedisSessionStore } from '../lib/relay/redis-store.js';
import { Session } from '../lib/rpc/session.js';
import { createNodeWebSocketTransport, wsSocketFactory } from '../lib/transport/node-websocket.js';
import { createRelayTransport, type RelayTransport } from '../lib/transport/relay.js';
import { startRedisServer } from '../spec/relay/redis-server.js';
import { flood, percentile, roundTrips, startServer } from './relay.js';
import type { BenchTable } from './table.js';
import { freePort } from '../spec/support/free-port.js';

const TOKEN = 'bench-fleet-token-0123456789';

interface NodeProcess {
  readonly url: string;
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

async function node(env: Record<string, string>): Promise<NodeProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/fleet-child.ts'], {
    env: { ...process.env, RELAY_TOKEN: TOKEN, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n') && line) resolve((JSON.parse(line) as { url: string }).url);
    });
    child.once('exit', (code) => reject(new Error(`relay node exited with ${code}`)));
  });
  return {
    url,
    child,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.stdin?.end();
      await exited;
    },
  };
}

function transport(url: string, transportId: string, extra = {}): RelayTransport {
  return createRelayTransport(url, {
    transportId,
    token: TOKEN,
    createSocket: wsSocketFactory,
    pingIntervalMs: 0,
    ...extra,
  });
}

/** A session created on `ownerUrl`, then a client adopting it through `viaUrl`. */
async function adopted(ownerUrl: string, viaUrl: string, id: string, extra = {}): Promise<Session> {
  const first = transport(ownerUrl, id, { endOnClose: false });
  const starter = new Session(first);
  await firstValueFrom(starter.request('initialize', {}));
  await new Promise((r) => setTimeout(r, 50)); // the acknowledgement
  const secret = first.sessionSecret;
  const since = first.watermark;
  await starter.close();
  const s = new Session(transport(viaUrl, id, { secret, since, ...extra }));
  await firstValueFrom(s.request('echo', {}));
  return s;
}

async function redisCounters(
  c: Redis,
): Promise<{ calls: number; inBytes: number; outBytes: number }> {
  const stats = await c.info('commandstats');
  let calls = 0;
  for (const m of stats.matchAll(/^cmdstat_(\w+):calls=(\d+)/gm))
    if (!['info', 'ping'].includes(m[1] as string)) calls += Number(m[2]);
  const net = await c.info('stats');
  const num = (k: string): number => Number(new RegExp(`^${k}:(\\d+)`, 'm').exec(net)?.[1] ?? 0);
  return { calls, inBytes: num('total_net_input_bytes'), outBytes: num('total_net_output_bytes') };
}

const usedMemory = async (c: Redis): Promise<number> =>
  Number(/^used_memory:(\d+)/m.exec(await c.info('memory'))?.[1] ?? 0);

export async function run(): Promise<BenchTable> {
  const redis = await startRedisServer();
  const server = await startServer();
  const probe = await createRedisSessionStore({ url: redis.url, keyPrefix: 'probe' });
  const c = redisInternals(probe).client;
  const version = (/^redis_version:(\S+)/m.exec(await c.info('server'))?.[1] ?? '?') as string;
  const kills = Number(process.env.FLEET_KILLS ?? 10);
  const idle = Number(process.env.FLEET_IDLE ?? 300);
  const n = 20_000;
  try {
    const memNode = await node({ STANDIN_URL: server.url });
    const a = await node({ STANDIN_URL: server.url, REDIS_URL: redis.url, NODE_ID: 'a' });
    const b = await node({ STANDIN_URL: server.url, REDIS_URL: redis.url, NODE_ID: 'b' });
    const direct = new Session(
      createNodeWebSocketTransport({ url: server.url, pingIntervalMs: 0 }),
    );
    const memory = new Session(transport(memNode.url, 'mem'));
    const owner = new Session(transport(a.url, 'owner'));
    const remote = await adopted(a.url, b.url, 'remote');
    for (const s of [direct, memory, owner]) await firstValueFrom(s.request('echo', {}));

    // A flood through the owner ends when the client has every delta, while
    // the owner's writes to Redis are still going out: each flood starts once
    // Redis is quiet, not competing with the previous flood's tail.
    const settled = async (): Promise<void> => {
      let last = -1;
      for (let i = 0; i < 60; i++) {
        await new Promise((r) => setTimeout(r, 50));
        const { calls } = await redisCounters(c);
        if (calls === last) return;
        last = calls;
      }
    };
    // Redis cost of one logged message (owner path; no client elsewhere).
    const before = await redisCounters(c);
    await flood(owner, n);
    await settled(); // the owner's writes, acknowledgements and trims
    const after = await redisCounters(c);
    const perMessage = {
      calls: (after.calls - before.calls) / n,
      inBytes: (after.inBytes - before.inBytes) / n,
      outBytes: (after.outBytes - before.outBytes) / n,
    };
    const beforeRemote = await redisCounters(c);
    await flood(remote, n);
    await settled();
    const afterRemote = await redisCounters(c);
    const perRemote = {
      calls: (afterRemote.calls - beforeRemote.calls) / n,
      outBytes: (afterRemote.outBytes - beforeRemote.outBytes) / n,
    };

    const rates = { direct: 0, memory: 0, owner: 0, remote: 0 };
    let ownerRtt: number[] = [];
    let remoteRtt: number[] = [];
    let memoryRtt: number[] = [];
    for (let r = 0; r < 3; r++) {
      rates.direct = Math.max(rates.direct, await flood(direct, n));
      await settled();
      rates.memory = Math.max(rates.memory, await flood(memory, n));
      await settled();
      rates.owner = Math.max(rates.owner, await flood(owner, n));
      await settled();
      rates.remote = Math.max(rates.remote, await flood(remote, n));
      await settled();
      const m = await roundTrips(memory, 500);
      const o = await roundTrips(owner, 500);
      const x = await roundTrips(remote, 500);
      if (memoryRtt.length === 0 || percentile(m, 0.5) < percentile(memoryRtt, 0.5)) memoryRtt = m;
      if (ownerRtt.length === 0 || percentile(o, 0.5) < percentile(ownerRtt, 0.5)) ownerRtt = o;
      if (remoteRtt.length === 0 || percentile(x, 0.5) < percentile(remoteRtt, 0.5)) remoteRtt = x;
    }
    for (const s of [direct, memory, owner, remote]) await s.close();

    // Redis memory per idle session (created, initialized, acknowledged, detached).
    const memBefore = await usedMemory(c);
    for (let i = 0; i < idle; i++) {
      const t = transport(a.url, `idle-${i}`, { endOnClose: false });
      const s = new Session(t);
      await firstValueFrom(s.request('initialize', {}));
      await new Promise((r) => setTimeout(r, 25));
      await s.close();
    }
    await new Promise((r) => setTimeout(r, 300));
    const perIdle = ((await usedMemory(c)) - memBefore) / idle;
    const keyBytes = await Promise.all(
      ['r', 'l', 'o'].map(async (k) =>
        Number((await c.call('MEMORY', 'USAGE', `bench:{idle-0}:${k}`)) ?? 0),
      ),
    );
    await memNode.stop();
    await a.stop();
    await b.stop();

    // Failover: kill -9 of the owner; the client (attached through the survivor) is answered again.
    const leaseMs = 1000;
    const times: number[] = [];
    const survivor = await node({
      STANDIN_URL: server.url,
      REDIS_URL: redis.url,
      KEY_PREFIX: 'failover',
      NODE_ID: 'survivor',
      LEASE_MS: String(leaseMs),
    });
    for (let k = 0; k < kills; k++) {
      const victim = await node({
        STANDIN_URL: server.url,
        REDIS_URL: redis.url,
        KEY_PREFIX: 'failover',
        NODE_ID: `victim-${k}`,
        LEASE_MS: String(leaseMs),
        PORT: String(await freePort()),
      });
      const s = await adopted(victim.url, survivor.url, `kill-${k}`, {
        reconnect: { attempts: 100, baseMs: 20, maxMs: 50 },
      });
      const exited = new Promise((r) => victim.child.once('exit', r));
      victim.child.kill('SIGKILL');
      const t0 = performance.now();
      await exited;
      for (;;) {
        try {
          await firstValueFrom(s.request('echo', { k }, { timeoutMs: 200 }));
          break;
        } catch {
          // the dead owner's answer never comes, or it failed (lost upstream): ask again
        }
      }
      times.push(performance.now() - t0);
      await s.close();
    }
    await survivor.stop();
    times.sort((x, y) => x - y);

    const us = (x: number): string => `${(x * 1000).toFixed(0)} us`;
    const pct = (x: number, base: number): string => `${((x / base) * 100).toFixed(0)}%`;
    const rows = [
      {
        measure: 'throughput (deltas/s)',
        direct: Math.round(rates.direct),
        'memory store': Math.round(rates.memory),
        'redis, owner': Math.round(rates.owner),
        'redis, non-owner': Math.round(rates.remote),
        ratio: `redis/memory ${pct(rates.owner, rates.memory)} (non-owner ${pct(rates.remote, rates.memory)}); redis/direct ${pct(rates.owner, rates.direct)}`,
      },
      {
        measure: 'round trip p50',
        direct: '',
        'memory store': us(percentile(memoryRtt, 0.5)),
        'redis, owner': us(percentile(ownerRtt, 0.5)),
        'redis, non-owner': us(percentile(remoteRtt, 0.5)),
        ratio: `non-owner/owner ${(percentile(remoteRtt, 0.5) / percentile(ownerRtt, 0.5)).toFixed(2)}x`,
      },
      {
        measure: 'round trip p99',
        direct: '',
        'memory store': us(percentile(memoryRtt, 0.99)),
        'redis, owner': us(percentile(ownerRtt, 0.99)),
        'redis, non-owner': us(percentile(remoteRtt, 0.99)),
        ratio: `non-owner/owner ${(percentile(remoteRtt, 0.99) / percentile(ownerRtt, 0.99)).toFixed(2)}x`,
      },
      {
        measure: `failover, kill -9 to answered again (${kills} kills, lease ${leaseMs} ms)`,
        direct: '',
        'memory store': '',
        'redis, owner': `p50 ${percentile(times, 0.5).toFixed(0)} ms`,
        'redis, non-owner': `p99 ${percentile(times, 0.99).toFixed(0)} ms`,
        ratio: `p50/lease ${(percentile(times, 0.5) / leaseMs).toFixed(2)}`,
      },
      {
        measure: 'Redis per logged message (owner path)',
        direct: '',
        'memory store': '',
        'redis, owner': `${perMessage.calls.toFixed(2)} commands, ${perMessage.inBytes.toFixed(0)} B in, ${perMessage.outBytes.toFixed(0)} B out`,
        'redis, non-owner': `${perRemote.calls.toFixed(2)} commands, ${perRemote.outBytes.toFixed(0)} B out`,
        ratio: '',
      },
      {
        measure: `Redis memory per idle session (${idle} sessions)`,
        direct: '',
        'memory store': '',
        'redis, owner': `${(perIdle / 1024).toFixed(2)} KiB used_memory`,
        'redis, non-owner': `keys r/l/o: ${keyBytes.join('/')} B`,
        ratio: '',
      },
    ];
    return {
      title: `relay fleet on Redis ${version} (ioredis 6.1.0), every relay in its own process, same run`,
      rows,
      notes: [
        `throughput goal: redis store >= 50% of memory store: ${rates.owner / rates.memory >= 0.5 ? 'met' : 'NOT met'} (${pct(rates.owner, rates.memory)})`,
        "each flood starts once Redis is quiet (the previous flood's writes, acknowledgements and trims done).",
        'per message: commands = INFO commandstats calls (all commands, incl. acknowledgement trims and record updates) / messages; bytes = INFO stats net input/output / messages.',
        `failover times (ms): ${times.map((t) => t.toFixed(0)).join(', ')}`,
      ],
    };
  } finally {
    await probe.close();
    await server.close();
    await redis.stop();
  }
}
