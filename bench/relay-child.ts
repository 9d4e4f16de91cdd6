/**
 * The relay as its own process for bench/relay.ts (as deployed): upstream is
 * the stand-in server at $STANDIN_URL; prints its URL as one JSON line and
 * runs until stdin closes.
 */
import { createRelay } from '../lib/relay/relay-server.js';
import { createNodeWebSocketTransport } from '../lib/transport/node-websocket.js';

async function main(): Promise<void> {
  const url = process.env.STANDIN_URL as string;
  const relay = await createRelay({
    token: process.env.RELAY_TOKEN as string,
    logger: () => undefined,
    upstream: () => createNodeWebSocketTransport({ url, pingIntervalMs: 0 }),
  });
  process.stdout.write(`${JSON.stringify({ url: relay.url })}\n`);
  process.stdin.resume();
  process.stdin.on('end', () => void relay.close().then(() => process.exit(0)));
}

void main();
