/**
 * A relay node as its own process for bench/fleet.ts: upstream the stand-in
 * server at $STANDIN_URL, store memory or the Redis at $REDIS_URL (node id
 * $NODE_ID, lease $LEASE_MS). Prints its URL as one JSON line; runs until
 * stdin closes (or it is killed: the failover rounds kill it with SIGKILL).
 */
import { createRedisSessionStore } from '../lib/relay/redis-store.js';
import { createRelay } from '../lib/relay/relay-server.js';
import { createNodeWebSocketTransport } from '../lib/transport/node-websocket.js';

async function main(): Promise<void> {
  const url = process.env.STANDIN_URL as string;
  const redisUrl = process.env.REDIS_URL;
  const store = redisUrl
    ? await createRedisSessionStore({ url: redisUrl, keyPrefix: process.env.KEY_PREFIX ?? 'bench' })
    : undefined;
  const relay = await createRelay({
    token: process.env.RELAY_TOKEN as string,
    logger: () => undefined,
    store,
    nodeId: process.env.NODE_ID,
    leaseMs: process.env.LEASE_MS ? Number(process.env.LEASE_MS) : undefined,
    port: process.env.PORT ? Number(process.env.PORT) : 0,
    upstream: () => createNodeWebSocketTransport({ url, pingIntervalMs: 0 }),
  });
  process.stdout.write(`${JSON.stringify({ url: relay.url })}\n`);
  process.stdin.resume();
  process.stdin.on('end', () => void relay.close().then(() => process.exit(0)));
}

void main();
