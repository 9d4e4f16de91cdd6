#!/usr/bin/env node
/**
 * `codex-rx-relay`: runs a relay until SIGINT (close) or SIGTERM (drain, then
 * close: a rolling deploy keeps every turn). A second signal does not cut
 * the stop short.
 *
 *   codex-rx-relay [--host 127.0.0.1] [--port 4600] [--token-file FILE]
 *                  [--upstream stdio|proxy|ws://HOST:PORT] [--upstream-token-file FILE]
 *                  [--codex-home DIR] [--idle-grace-ms N] [--max-messages N] [--max-bytes N]
 *                  [--allow-origin ORIGIN]... [--max-message-bytes N]
 *                  [--metrics-token-file FILE]
 *                  [--store memory|redis://HOST:PORT|redis+cluster://HOST:PORT,HOST:PORT]
 *                  [--node-id ID] [--lease-ms N] [--drain-ms N]
 *                  [--store-buffer-ops N] [--fleet-activity on|off] [--activity-channel C]
 *
 * The token comes from --token-file, else $CODEX_RX_RELAY_TOKEN, else a new
 * one is made and printed once on stdout.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createNodeWebSocketTransport } from '../transport/node-websocket.js';
import { createStdioTransport } from '../transport/stdio.js';
import type { Transport } from '../transport/transport.js';
import { publishFleetActivity } from './fleet-activity.js';
import { isRedisUrl } from './redis-connect.js';
import { createRedisSessionStore } from './redis-store.js';
import { createRelay } from './relay-server.js';
import { stopOnce } from './stop-once.js';
import type { SessionStore } from './store.js';

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '4600' },
    'token-file': { type: 'string' },
    upstream: { type: 'string', default: 'stdio' },
    'upstream-token-file': { type: 'string' },
    'codex-home': { type: 'string' },
    'idle-grace-ms': { type: 'string' },
    'max-messages': { type: 'string' },
    'max-bytes': { type: 'string' },
    'max-message-bytes': { type: 'string' },
    'allow-origin': { type: 'string', multiple: true },
    'metrics-token-file': { type: 'string' },
    store: { type: 'string', default: 'memory' },
    'node-id': { type: 'string' },
    'lease-ms': { type: 'string' },
    'drain-ms': { type: 'string' },
    'store-buffer-ops': { type: 'string' },
    'fleet-activity': { type: 'string', default: 'on' },
    'activity-channel': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

const USAGE = `usage: codex-rx-relay [--host 127.0.0.1] [--port 4600] [--token-file FILE]
  [--upstream stdio|proxy|ws://HOST:PORT] [--upstream-token-file FILE] [--codex-home DIR]
  [--idle-grace-ms N] [--max-messages N] [--max-bytes N] [--max-message-bytes N]
  [--allow-origin ORIGIN]... [--metrics-token-file FILE]
  [--store memory|redis://HOST:PORT[/DB]|redis+cluster://HOST:PORT[,HOST:PORT...]]
  [--node-id ID] [--lease-ms N] [--drain-ms N] [--store-buffer-ops N]
  [--fleet-activity on|off] [--activity-channel CHANNEL]
Operators: GET /healthz, /readyz, /metrics (Prometheus; bearer from --metrics-token-file if set).
Stop: SIGTERM drains (/readyz 503, sessions handed over as their turns end, at most
--drain-ms, default 30000), then closes; SIGINT closes at once. Further signals are ignored.
Store: memory (default: sessions live in this process) or a Redis URL (sessions shared by every
relay on that Redis; needs the ioredis package): redis:// (rediss:// for TLS) for one server,
redis+cluster:// (rediss+cluster://) for a Redis Cluster, listing one or more seed nodes.
Fleet activity: with a Redis store, the threads, turns and approvals of this node's sessions
are published on CHANNEL (default codex-rx:activity) for a dashboard's fleetActivity$; off with
--fleet-activity off.
Token: --token-file, else $CODEX_RX_RELAY_TOKEN, else a new one printed on stdout.
`;

if (values.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}

const int = (name: string, v: string | undefined): number | undefined => {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isSafeInteger(n) || n < 0)
    throw new RangeError(`--${name} must be a non-negative integer`);
  return n;
};

const fromFile = (path: string): string => readFileSync(path, 'utf8').trim();

async function main(): Promise<void> {
  let token = values['token-file']
    ? fromFile(values['token-file'])
    : process.env.CODEX_RX_RELAY_TOKEN;
  if (!token) {
    token = randomBytes(24).toString('base64url');
    process.stdout.write(`token: ${token}\n`);
  }
  const kind = values.upstream as string;
  const codexHome = values['codex-home'];
  const upstreamToken = values['upstream-token-file']
    ? fromFile(values['upstream-token-file'])
    : undefined;
  const upstream = (): Transport => {
    if (kind === 'stdio' || kind === 'proxy')
      return createStdioTransport({
        mode: kind === 'stdio' ? 'standalone' : 'proxy-only',
        codexHome,
      });
    if (kind.startsWith('ws://') || kind.startsWith('wss://'))
      return createNodeWebSocketTransport({ url: kind, token: upstreamToken });
    throw new RangeError(`--upstream must be stdio, proxy or a ws:// URL, got ${kind}`);
  };
  const storeUrl = values.store as string;
  const maxMessages = int('max-messages', values['max-messages']);
  const maxBytes = int('max-bytes', values['max-bytes']);
  let store: SessionStore | undefined;
  if (isRedisUrl(storeUrl))
    store = await createRedisSessionStore({
      url: storeUrl,
      maxMessages,
      maxBytes,
      bufferMaxOps: int('store-buffer-ops', values['store-buffer-ops']),
    });
  else if (storeUrl !== 'memory')
    throw new RangeError(
      `--store must be memory, a redis:// or a redis+cluster:// URL, got ${storeUrl}`,
    );
  const relay = await createRelay({
    store,
    nodeId: values['node-id'],
    leaseMs: int('lease-ms', values['lease-ms']),
    drainMs: int('drain-ms', values['drain-ms']),
    token,
    host: values.host,
    port: int('port', values.port),
    upstream,
    idleGraceMs: int('idle-grace-ms', values['idle-grace-ms']),
    maxMessages,
    maxBytes,
    maxMessageBytes: int('max-message-bytes', values['max-message-bytes']),
    allowedOrigins: values['allow-origin'],
    metricsToken: values['metrics-token-file'] ? fromFile(values['metrics-token-file']) : undefined,
  });
  const activity = values['fleet-activity'];
  if (activity !== 'on' && activity !== 'off')
    throw new RangeError(`--fleet-activity must be on or off, got ${activity}`);
  // A fleet's dashboard sees every node: each bin node publishes its sessions' activity.
  const publisher =
    store && activity === 'on'
      ? await publishFleetActivity(relay.activity$, {
          redis: storeUrl,
          node: relay.nodeId,
          ...(values['activity-channel'] ? { channel: values['activity-channel'] } : {}),
        })
      : undefined;
  // SIGTERM drains first (a rolling deploy keeps every turn); SIGINT closes at once.
  const stopRelay = (signal: NodeJS.Signals): void => {
    (signal === 'SIGTERM' ? relay.drain() : Promise.resolve())
      .then(() => relay.close())
      .then(() => publisher?.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          process.stderr.write(`codex-rx-relay: ${String(error)}\n`);
          process.exit(1);
        },
      );
  };
  const stop = stopOnce(stopRelay, (event, signal) =>
    process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), event, signal })}\n`),
  );
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `codex-rx-relay: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
