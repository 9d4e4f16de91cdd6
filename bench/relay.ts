/**
 * Relay benchmark (issue 12): what the relay costs against a direct WebSocket
 * connection to the same server, measured in the same run, interleaved:
 * - latency per message: sequential request/response round trips (p50, p99),
 *   client -> relay -> server and back, against client -> server;
 * - throughput: a burst of `item/agentMessage/delta` notifications until the
 *   client has them all (goal: the relay >= 50% of direct);
 * - memory per idle session (relay heap per attached-then-idle session),
 *   against a plain idle WebSocket connection on a `ws` server.
 * The "server" is a small `ws` app-server stand-in (echo + flood), so codex's
 * own speed does not hide the relay's.
 *
 * Run alone: npm run bench -- relay
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { WebSocketServer, type WebSocket } from 'ws';
import { firstValueFrom, take, toArray } from 'rxjs';
import { createRelay } from '../lib/relay/relay-server.js';
import { Session } from '../lib/rpc/session.js';
import { createInMemoryPair } from '../lib/transport/in-memory.js';
import { createNodeWebSocketTransport, wsSocketFactory } from '../lib/transport/node-websocket.js';
import { createRelayTransport } from '../lib/transport/relay.js';
import type { Transport } from '../lib/transport/transport.js';
import type { BenchTable } from './table.js';

const TOKEN = 'bench-relay-token-0123456789';

const delta = (n: number): string =>
  JSON.stringify({
    method: 'item/agentMessage/delta',
    params: {
      threadId: '019a6f5e-8d1e-7c1a-9b7e-3f0c2d4e5a6b',
      turnId: '019a6f5e-8d1e-7c1a-9b7e-3f0c2d4e5a6c',
      itemId: 'msg_0123456789abcdef',
      delta: `token ${n} of a streamed answer, `,
    },
  });

/** A stand-in app-server on a free port: answers `echo`, floods on `flood`. */
export async function startServer(): Promise<{ url: string; close(): Promise<void> }> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  await new Promise<void>((r) => wss.once('listening', () => r()));
  wss.on('connection', (socket: WebSocket) => {
    socket.on('message', (data: Buffer) => {
      const m = JSON.parse(data.toString()) as {
        id?: number;
        method?: string;
        params?: { n?: number };
      };
      if (m.method === 'echo' || m.method === 'initialize')
        socket.send(JSON.stringify({ id: m.id, result: m.params ?? {} }));
      else if (m.method === 'flood') {
        const n = m.params?.n ?? 0;
        for (let i = 0; i < n; i++) socket.send(delta(i));
        socket.send(JSON.stringify({ id: m.id, result: { n } }));
      }
    });
  });
  const port = (wss.address() as { port: number }).port;
  return {
    url: `ws://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => wss.close(() => r())),
  };
}

export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;

export async function roundTrips(session: Session, n: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await firstValueFrom(session.request('echo', { i }));
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

/** Messages per second: a flood of `n` notifications until the client has all of them. */
export async function flood(session: Session, n: number): Promise<number> {
  const all = firstValueFrom(session.notifications$.pipe(take(n), toArray()));
  const t0 = performance.now();
  session.request('flood', { n }, { timeoutMs: 120_000 }).subscribe();
  await all;
  return (n / (performance.now() - t0)) * 1000;
}

// A real collection before each heap reading (without --expose-gc on the command line).
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

async function heapUsed(): Promise<number> {
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((r) => setTimeout(r, 20));
  }
  return process.memoryUsage().heapUsed;
}

/** Relay heap per idle session: N sessions attached (fake upstreams), then detached. */
async function memoryPerSession(n: number): Promise<{ relay: number; plain: number }> {
  const relay = await createRelay({
    token: TOKEN,
    logger: () => undefined,
    upstream: () => {
      const [relayEnd, serverEnd] = createInMemoryPair();
      serverEnd.incoming$.subscribe({
        next: (t) => {
          const m = JSON.parse(t) as { id: number };
          serverEnd.send(JSON.stringify({ id: m.id, result: { userAgent: 'bench/1.0' } }));
        },
        error: () => undefined,
      });
      return relayEnd;
    },
  });
  const before = await heapUsed();
  for (let i = 0; i < n; i++) {
    const session = new Session(relayTransport(relay, `idle-${i}`, { endOnClose: false }));
    await firstValueFrom(session.request('initialize', {}));
    await session.close();
  }
  await new Promise((r) => setTimeout(r, 100));
  const relayBytes = ((await heapUsed()) - before) / n;
  await relay.close();

  // Baseline: a plain ws server holding N idle connections.
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  await new Promise<void>((r) => wss.once('listening', () => r()));
  const url = `ws://127.0.0.1:${(wss.address() as { port: number }).port}`;
  const base = await heapUsed();
  const sessions: Session[] = [];
  for (let i = 0; i < n; i++) {
    const s = new Session(createNodeWebSocketTransport({ url, pingIntervalMs: 0 }));
    s.connect();
    sessions.push(s);
  }
  while (wss.clients.size < n) await new Promise((r) => setTimeout(r, 10));
  const plainBytes = ((await heapUsed()) - base) / n;
  for (const s of sessions) await s.close();
  await new Promise<void>((r) => wss.close(() => r()));
  return { relay: relayBytes, plain: plainBytes };
}

/** The relay in a child process of its own (as deployed), in front of `standinUrl`. */
async function relayProcess(standinUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/relay-child.ts'], {
    env: { ...process.env, STANDIN_URL: standinUrl, RELAY_TOKEN: TOKEN },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n') && line) resolve((JSON.parse(line) as { url: string }).url);
    });
    child.once('exit', (code) => reject(new Error(`relay child exited with ${code}`)));
  });
  return { url, child };
}

function relayTransport(relay: { url: string }, transportId: string, extra = {}): Transport {
  return createRelayTransport(relay.url, {
    transportId,
    token: TOKEN,
    createSocket: wsSocketFactory,
    pingIntervalMs: 0,
    ...extra,
  });
}

export async function run(): Promise<BenchTable> {
  const server = await startServer();
  const relay = await createRelay({
    token: TOKEN,
    logger: () => undefined,
    upstream: () => createNodeWebSocketTransport({ url: server.url, pingIntervalMs: 0 }),
  });
  const separate = await relayProcess(server.url);
  const direct = new Session(createNodeWebSocketTransport({ url: server.url, pingIntervalMs: 0 }));
  const relayed = new Session(relayTransport(separate, 'bench'));
  const inProcess = new Session(relayTransport(relay, 'bench-in-process'));
  await firstValueFrom(direct.request('echo', {}));
  await firstValueFrom(relayed.request('echo', {}));
  await firstValueFrom(inProcess.request('echo', {}));

  // Interleaved rounds; best round of each.
  const rounds = 3;
  let directRtt: number[] = [];
  let relayRtt: number[] = [];
  let directRate = 0;
  let relayRate = 0;
  let inProcessRate = 0;
  for (let r = 0; r < rounds; r++) {
    const d = await roundTrips(direct, 1000);
    const l = await roundTrips(relayed, 1000);
    if (directRtt.length === 0 || percentile(d, 0.5) < percentile(directRtt, 0.5)) directRtt = d;
    if (relayRtt.length === 0 || percentile(l, 0.5) < percentile(relayRtt, 0.5)) relayRtt = l;
    directRate = Math.max(directRate, await flood(direct, 20_000));
    relayRate = Math.max(relayRate, await flood(relayed, 20_000));
    inProcessRate = Math.max(inProcessRate, await flood(inProcess, 20_000));
  }
  await direct.close();
  await relayed.close();
  await inProcess.close();
  await relay.close();
  separate.child.stdin?.end();
  await new Promise((r) => separate.child.once('exit', r));
  await server.close();
  const memory = await memoryPerSession(300);

  const ms = (x: number): string => `${(x * 1000).toFixed(0)} us`;
  const rows = [
    {
      measure: 'round trip p50',
      direct: ms(percentile(directRtt, 0.5)),
      relay: ms(percentile(relayRtt, 0.5)),
      'relay adds': ms(percentile(relayRtt, 0.5) - percentile(directRtt, 0.5)),
      ratio: `${(percentile(relayRtt, 0.5) / percentile(directRtt, 0.5)).toFixed(2)}x`,
    },
    {
      measure: 'round trip p99',
      direct: ms(percentile(directRtt, 0.99)),
      relay: ms(percentile(relayRtt, 0.99)),
      'relay adds': ms(percentile(relayRtt, 0.99) - percentile(directRtt, 0.99)),
      ratio: `${(percentile(relayRtt, 0.99) / percentile(directRtt, 0.99)).toFixed(2)}x`,
    },
    {
      measure: 'throughput (deltas/s)',
      direct: Math.round(directRate),
      relay: Math.round(relayRate),
      'relay adds': '',
      ratio: `${((relayRate / directRate) * 100).toFixed(0)}% of direct`,
    },
    {
      measure: 'throughput, relay in this process',
      direct: Math.round(directRate),
      relay: Math.round(inProcessRate),
      'relay adds': '',
      ratio: `${((inProcessRate / directRate) * 100).toFixed(0)}% of direct`,
    },
    {
      measure: 'heap per idle session',
      direct: `${(memory.plain / 1024).toFixed(1)} KiB (idle ws connection, both ends)`,
      relay: `${(memory.relay / 1024).toFixed(1)} KiB (relay session, detached)`,
      'relay adds': '',
      ratio: `${(memory.relay / memory.plain).toFixed(2)}x`,
    },
  ];
  return {
    title: 'relay (own process) vs direct WebSocket (same stand-in server, same run)',
    rows,
    notes: [
      `throughput goal: relay >= 50% of direct: ${relayRate / directRate >= 0.5 ? 'met' : 'NOT met'}`,
      'latency and the first throughput row: the relay in a child process (as deployed); the second: client, relay and server share one thread.',
      'heap per session excludes the upstream (a codex process or socket per session).',
    ],
  };
}
