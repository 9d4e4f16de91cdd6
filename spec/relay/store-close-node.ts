/**
 * Child process of fleet-fence.spec.ts: opens the Redis store at argv[2],
 * writes, closes it twice at once and once more, then prints the store's
 * state and what keeps the event loop alive (`process.getActiveResourcesInfo()`,
 * after pending I/O callbacks ran). The process must then exit on its own.
 */
import { createRedisSessionStore } from '../../lib/relay/redis-store.js';
import { sessionRecord } from './session-record.js';

async function main(): Promise<void> {
  const store = await createRedisSessionStore({
    url: process.argv[2] as string,
    keyPrefix: `close${process.pid}`,
  });
  await store.create(sessionRecord('c', { generation: 'g' }));
  await store.delete('c');
  await Promise.all([store.close(), store.close()]);
  await store.close();
  await new Promise((r) => setImmediate(r));
  process.stdout.write(
    `${JSON.stringify({ state: store.health?.().state, resources: process.getActiveResourcesInfo() })}\n`,
  );
}

void main();
