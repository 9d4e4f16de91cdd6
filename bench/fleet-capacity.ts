/**
 * Measures what a relay fleet costs Redis, for docs/fleet.md's capacity
 * model: commands and bytes per message (owner path, forwarded path), per
 * session (create + attach, lease renewals, idle memory), per retained log
 * entry, per fleet-activity event. Real redis-server (Debian's) on a free
 * loopback port, two relay nodes with the Redis store, a fake upstream in
 * this process (what codex sends is replaced by deltas of a typical size).
 *
 *   npx tsx bench/fleet-capacity.ts            (about 35 s; prints Markdown)
 *
 * Counts come from `INFO commandstats` (reset before each phase; the
 * measuring connection's own INFO/CONFIG/MEMORY/SCAN are left out), bytes
 * from `INFO stats` (total_net_input_bytes / total_net_output_bytes) and
 * `MEMORY USAGE` (SAMPLES 0: every element counted).
 */
import { readFileSync } from 'node:fs';
import { firstValueFrom } from 'rxjs';
import { Redis } from 'ioredis';
import { createRelay, type Relay } from '../lib/relay/relay-server.js';
import { createRedisSessionStore } from '../lib/relay/redis-store.js';
import { Session } from '../lib/rpc/session.js';
import { createRelayTransport, type RelayTransport } from '../lib/transport/relay.js';
import { wsSocketFactory } from '../lib/transport/node-websocket.js';
import { fakeUpstreams } from '../spec/relay/support.js';
import { startRedisServer } from '../spec/relay/redis-server.js';

const TOKEN = 'fleet-capacity-token-0123456789';
const MESSAGES = Number(process.env.CAPACITY_MESSAGES ?? 2000);
const IDLE_SESSIONS = 20;
const RENEW_WINDOW_MS = 12_000;

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
async function until(check: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out: ${what}`);
    await sleep(5);
  }
}

/** A delta as codex writes it (the typical hot-path message, about 190 bytes). */
const delta = (i: number) => ({
  method: 'item/agentMessage/delta',
  params: {
    threadId: '019a6c3e-5b1f-7d20-9c41-2f6a8e0b1c3d',
    turnId: '019a6c3e-6a02-7e11-8b52-3e7b9f1c2d4e',
    itemId: 'msg_0a1b2c3d4e5f',
    delta: `token ${i % 1000} `,
  },
});

/** Bytes of a fleet envelope for typical activities. */
function envelopeSizes(): string {
  const base = { v: 1, node: 'relay-a', epoch: '5f0c2a9d1e7b', seq: 123456, at: 1796302409667 };
  const key = '{"transport":{"kind":"relay","url":"wss://relay.example","transportId":"user-42"}}';
  const threadId = '019a6c3e-5b1f-7d20-9c41-2f6a8e0b1c3d';
  const turnId = '019a6c3e-6a02-7e11-8b52-3e7b9f1c2d4e';
  const samples = {
    turnStarted: { kind: 'turnStarted', key, threadId, turnId },
    turnCompleted: {
      kind: 'turnCompleted',
      key,
      threadId,
      turnId,
      status: 'completed',
      error: null,
    },
    threadStatusChanged: {
      kind: 'threadStatusChanged',
      key,
      threadId,
      status: { type: 'active', activeFlags: ['waitingOnApproval'] },
    },
    approvalPending: {
      kind: 'approvalPending',
      key,
      threadId,
      turnId,
      requestId: 7,
      method: 'item/commandExecution/requestApproval',
      params: {
        threadId,
        turnId,
        itemId: 'call_0a1b2c',
        command: 'npm test',
        cwd: '/work/repo',
        reason: null,
      },
    },
  };
  return Object.entries(samples)
    .map(([k, activity]) => `${k} ${Buffer.byteLength(JSON.stringify({ ...base, activity }))} B`)
    .join(', ');
}

const IGNORED = new Set([
  'info',
  'config',
  'memory',
  'scan',
  'client',
  'hello',
  'ping',
  'echo',
  'monitor',
]);

async function commandStats(r: Redis): Promise<Map<string, number>> {
  const text = await r.info('commandstats');
  const out = new Map<string, number>();
  for (const line of text.split('\n')) {
    const m = /^cmdstat_([^:]+):calls=(\d+)/.exec(line.trim());
    if (m && !IGNORED.has((m[1] as string).split('|')[0] as string))
      out.set(m[1] as string, Number(m[2]));
  }
  return out;
}

async function netBytes(r: Redis): Promise<{ input: number; output: number; cpu: number }> {
  const text = (await r.info('stats')) + (await r.info('cpu'));
  const get = (k: string): number => Number(new RegExp(`${k}:([\\d.]+)`).exec(text)?.[1] ?? 0);
  return {
    input: get('total_net_input_bytes'),
    output: get('total_net_output_bytes'),
    // seconds of CPU the redis-server process used (all threads)
    cpu: get('used_cpu_user') + get('used_cpu_sys'),
  };
}

interface Phase {
  /** Every command Redis executed (INFO commandstats: those run inside Lua scripts too). */
  readonly commands: Map<string, number>;
  readonly total: number;
  /** Commands the relays sent (MONITOR, without the ones a script ran): round trips. */
  readonly sent: Map<string, number>;
  readonly sentTotal: number;
  readonly input: number;
  readonly output: number;
  /** CPU seconds redis-server used (includes the MONITOR feed: an upper bound). */
  readonly cpu: number;
}

/** Runs `body` between a stats reset and a read; with `watch`, MONITOR counts the round trips (and costs Redis CPU). */
async function measure(r: Redis, body: () => Promise<void>, watch = true): Promise<Phase> {
  const monitor = watch ? await r.monitor() : null;
  const sent = new Map<string, number>();
  let sentTotal = 0;
  const marker = `capacity-marker-${Math.random()}`;
  let caughtUp = !monitor;
  monitor?.on('monitor', (_time: string, args: string[], source: string) => {
    const name = String(args[0]).toLowerCase();
    if (name === 'echo' && args[1] === marker) caughtUp = true;
    if (caughtUp || source === 'lua' || IGNORED.has(name)) return;
    sent.set(name, (sent.get(name) ?? 0) + 1);
    sentTotal++;
  });
  await r.config('RESETSTAT');
  const before = await netBytes(r);
  await body();
  const commands = await commandStats(r);
  const after = await netBytes(r);
  if (monitor) {
    // the MONITOR feed lags: count until it shows a marker sent after the body
    await r.echo(marker);
    await until(() => caughtUp, 'the MONITOR feed');
    monitor.disconnect();
  }
  let total = 0;
  for (const n of commands.values()) total += n;
  return {
    commands,
    total,
    sent,
    sentTotal,
    input: after.input - before.input,
    output: after.output - before.output,
    cpu: after.cpu - before.cpu,
  };
}

const list = (m: Map<string, number>, n: number): string =>
  [...m]
    .filter(([, k]) => k / n >= 0.005)
    .sort((a, b) => b[1] - a[1])
    .map(([c, k]) => `${c} ${(k / n).toFixed(2)}`)
    .join(', ');

/** One table row: sent (round trips) | executed | bytes into Redis | Redis CPU (from a run without MONITOR). */
const per = (p: Phase, n: number, quiet?: Phase): string =>
  `${(p.sentTotal / n).toFixed(2)} (${list(p.sent, n)}) | ${(p.total / n).toFixed(2)} | ${(p.input / n).toFixed(0)} B | ${quiet ? `${((quiet.cpu * 1e6) / n).toFixed(0)} us` : '-'}`;

async function keyMemory(
  r: Redis,
  transportId: string,
): Promise<{ keys: string[]; bytes: number }> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, found] = await r.scan(cursor, 'MATCH', `*{${transportId}}*`, 'COUNT', 1000);
    cursor = next;
    keys.push(...found);
  } while (cursor !== '0');
  let bytes = 0;
  for (const k of keys) bytes += Number((await r.memory('USAGE', k, 'SAMPLES', 0)) ?? 0);
  return { keys: keys.sort(), bytes };
}

async function main(): Promise<void> {
  const redis = await startRedisServer();
  const r = new Redis(redis.url);
  const relays: Relay[] = [];
  const sessions: Session[] = [];
  const lines: string[] = [];
  try {
    const version = ((await r.info('server')).match(/redis_version:(\S+)/) ?? [])[1];
    const ups = fakeUpstreams((m) => (m.method === 'noop' ? {} : undefined));
    const node = async (nodeId: string): Promise<Relay> => {
      const store = await createRedisSessionStore({ url: redis.url });
      const relay = await createRelay({
        token: TOKEN,
        nodeId,
        store,
        upstream: ups.factory,
        logger: () => undefined,
      });
      relays.push(relay);
      return relay;
    };
    const a = await node('node-a');
    const b = await node('node-b');
    const attach = (relay: Relay, id: string, opts: object = {}): [Session, RelayTransport] => {
      const t = createRelayTransport(relay.url, {
        transportId: id,
        token: TOKEN,
        createSocket: wsSocketFactory,
        endOnClose: false,
        secret: `secret-of-${id}-0123456789`,
        ...opts,
      });
      const s = new Session(t);
      sessions.push(s);
      return [s, t];
    };
    const received = (s: Session): (() => number) => {
      let n = 0;
      s.notifications$.subscribe(() => n++);
      return () => n;
    };

    // 1. a session: create + attach + one request
    let owned!: Session;
    const create = await measure(r, async () => {
      [owned] = attach(a, 'owned');
      await firstValueFrom(owned.request('noop', {}));
    });
    lines.push(`| create + attach + 1 request (owner) | ${per(create, 1)} |`);

    // 2. server messages on the owner, client acknowledging as usual (every 64 / 20 ms)
    const got = received(owned);
    let sent = 0;
    const ownerBody = async (): Promise<void> => {
      for (let i = 0; i < MESSAGES; i++) ups.get('owned').push(delta(i));
      sent += MESSAGES;
      await until(() => got() === sent, 'owner deltas');
      await sleep(300); // the last acks and trims
    };
    const owner = await measure(r, ownerBody);
    const ownerQuiet = await measure(r, ownerBody, false);
    lines.push(`| server message, client on the owner | ${per(owner, MESSAGES, ownerQuiet)} |`);
    // 2b. the same, one message at a time (each its own append call: nothing to coalesce)
    const SINGLE = Math.floor(MESSAGES / 8);
    const singleBody = async (): Promise<void> => {
      for (let i = 0; i < SINGLE; i++) {
        ups.get('owned').push(delta(i));
        sent++;
        await until(() => got() === sent, 'owner delta');
        await sleep(3); // its append call done before the next message
      }
      await sleep(300);
    };
    const single = await measure(r, singleBody);
    const singleQuiet = await measure(r, singleBody, false);
    lines.push(
      `| server message one at a time, client on the owner | ${per(single, SINGLE, singleQuiet)} |`,
    );

    // 3. the same session reattached through node b (not the owner)
    const [remote] = attach(b, 'remote');
    await firstValueFrom(remote.request('noop', {})); // created on b: b owns it
    await remote.close();
    await sleep(200);
    // a session owned by a, a client on b
    let via!: Session;
    const forwardedAttach = await measure(r, async () => {
      const [s0] = attach(a, 'fwd');
      await firstValueFrom(s0.request('noop', {}));
      await s0.close();
      [via] = attach(b, 'fwd');
      await firstValueFrom(via.request('noop', {}));
    });
    lines.push(`| create on a, reattach on b, 1 forwarded request | ${per(forwardedAttach, 1)} |`);
    const gotVia = received(via);
    let sentVia = 0;
    const forwardedBody = async (): Promise<void> => {
      for (let i = 0; i < MESSAGES; i++) ups.get('fwd').push(delta(i));
      sentVia += MESSAGES;
      await until(() => gotVia() === sentVia, 'forwarded deltas');
      await sleep(300);
    };
    const forwarded = await measure(r, forwardedBody);
    const forwardedQuiet = await measure(r, forwardedBody, false);
    lines.push(
      `| server message, client on another node | ${per(forwarded, MESSAGES, forwardedQuiet)} |`,
    );
    const REQUESTS = Math.floor(MESSAGES / 4);
    const requestsBody = async (): Promise<void> => {
      for (let i = 0; i < REQUESTS; i++) await firstValueFrom(via.request('noop', { i }));
      await sleep(300);
    };
    const requests = await measure(r, requestsBody);
    const requestsQuiet = await measure(r, requestsBody, false);
    lines.push(
      `| client request + its response, client on another node | ${per(requests, REQUESTS, requestsQuiet)} |`,
    );

    // 4. retained log: a client that does not acknowledge
    const [lazy, lazyT] = attach(a, 'retained', { ackDelayMs: 3_600_000, ackEvery: 1_000_000 });
    void lazyT;
    await firstValueFrom(lazy.request('noop', {}));
    const gotLazy = received(lazy);
    for (let i = 0; i < MESSAGES; i++) ups.get('retained').push(delta(i));
    await until(() => gotLazy() === MESSAGES, 'retained deltas');
    await sleep(300);
    const retained = await keyMemory(r, 'retained');
    const frameBytes = Buffer.byteLength(JSON.stringify(delta(1))) + 30;

    // 5. idle sessions: memory and lease renewals
    for (let i = 0; i < IDLE_SESSIONS; i++) {
      const [s] = attach(a, `idle-${i}`);
      await firstValueFrom(s.request('noop', {}));
    }
    await sleep(500);
    const idle = await keyMemory(r, 'idle-0');
    const renewals = await measure(r, () => sleep(RENEW_WINDOW_MS));
    const renewalsQuiet = await measure(r, () => sleep(RENEW_WINDOW_MS), false);
    const perMinute = (n: number): string => ((n * 60_000) / RENEW_WINDOW_MS).toFixed(1);
    const sessionsOnA = a.sessions().length;

    // 6. fleet activity
    const envelopes = envelopeSizes();
    const ioredisVersion = (
      JSON.parse(readFileSync(require.resolve('ioredis/package.json'), 'utf8')) as {
        version: string;
      }
    ).version;

    const used = Number(/used_memory:(\d+)/.exec(await r.info('memory'))?.[1] ?? 0);
    process.stdout.write(
      [
        `redis-server ${version}, ioredis ${ioredisVersion}, ${MESSAGES} messages per phase`,
        '',
        '| per | commands sent (round trips) | commands executed (with those in scripts) | bytes into Redis | Redis CPU |',
        '| --- | --- | --- | --- | --- |',
        ...lines,
        `| idle minute, ${sessionsOnA} sessions on node a, 0 on b (both nodes) | ${perMinute(renewals.sentTotal)} (${[...renewals.sent].map(([c, n]) => `${c} ${perMinute(n)}`).join(', ')}) | ${perMinute(renewals.total)} | ${perMinute(renewals.input)} B | ${perMinute(renewalsQuiet.cpu * 1e6)} us |`,
        `| idle minute per session (the row above / ${sessionsOnA}) | ${perMinute(renewals.sentTotal / sessionsOnA)} | ${perMinute(renewals.total / sessionsOnA)} | ${perMinute(renewals.input / sessionsOnA)} B | ${perMinute((renewalsQuiet.cpu * 1e6) / sessionsOnA)} us |`,
        '',
        `idle session keys (${idle.keys.join(', ')}): ${idle.bytes} B (MEMORY USAGE, SAMPLES 0)`,
        `session with ${MESSAGES} unacknowledged deltas (${frameBytes} B frames): ${retained.bytes} B, ${((retained.bytes - idle.bytes) / MESSAGES).toFixed(0)} B per retained entry`,
        `fleet activity: 1 PUBLISH per event; envelope sizes: ${envelopes}`,
        `used_memory at the end: ${used} B`,
        '',
      ].join('\n'),
    );
  } finally {
    for (const s of sessions) await s.close().catch(() => undefined);
    for (const relay of relays) await relay.close().catch(() => undefined);
    await r.quit();
    await redis.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
