/**
 * The Redis store's connection through its life: connecting (resolved once
 * the first connection is ready), following it (each time it is ready
 * again the store re-seeds and then sends what it buffered; a lost
 * connection makes the store `down`), and closing (what is buffered goes
 * out first, within a bounded wait).
 */
import type { WithScripts } from './redis-commands.js';
import type { RedisHealth } from './redis-health.js';
import type { WriteQueue } from './redis-write-queue.js';
import { SessionStoreUnavailableError } from './store-error.js';

export interface StoreConnection {
  readonly client: WithScripts;
  readonly cluster: boolean;
  readonly url: string;
  readonly health: RedisHealth;
  readonly writes: WriteQueue;
  /** What to do on each ready connection before writes resume (rejects: still down). */
  onReady(): Promise<void>;
}

/** Follows the connection's events and connects; resolves once it is ready the first time. */
export async function connectStore(c: StoreConnection): Promise<void> {
  const { client, health } = c;
  let probing = false;
  const probe = (): void => {
    if (probing) return;
    probing = true;
    void ready(c).finally(() => {
      probing = false;
    });
  };
  client.on('ready', probe);
  if (c.cluster) {
    /*
     * A cluster stays "ready" while one of its masters is down: the writes
     * for that master's slots fail (and wait in the buffer), and the master
     * may come back empty. So a lost node connection counts as an outage,
     * and while down the store probes every master (scripts loaded on each,
     * then the re-seed) until all of them answer.
     */
    client.on('-node', () => {
      if (health.state === 'ready') health.set('down');
    });
    const probeTimer = setInterval(() => {
      if (health.state === 'closed') clearInterval(probeTimer);
      else if (health.state === 'down' && client.status === 'ready') probe();
    }, 250);
    probeTimer.unref();
  }
  client.on('error', (error: unknown) => health.noteError(error));
  client.on('close', () => {
    if (health.state === 'ready' || health.state === 'connecting') health.set('down');
  });
  client.on('end', () => {
    if (health.state !== 'closed') health.set('down');
  });

  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw new SessionStoreUnavailableError(`cannot connect to Redis at ${c.url}`, {
      cause: error,
    });
  }
  await health.ready(c.url, 10_000);
}

/** After a reconnect: the store's own step, then `ready` and the buffered writes sent. */
async function ready(c: StoreConnection): Promise<void> {
  try {
    await c.onReady();
  } catch (error) {
    c.health.set('down', error);
    return;
  }
  c.health.set('ready');
  await c.writes.flush();
}

/** Closes the store: buffered writes sent while Redis is there (2 s at most), the rest refused. */
export async function closeStore(c: StoreConnection): Promise<void> {
  const { client, health, writes } = c;
  const deadline = Date.now() + 2000;
  while (writes.busy && health.state === 'ready' && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 10));
  health.set('closed');
  writes.rejectAll(new SessionStoreUnavailableError('the Redis session store closed'));
  health.complete();
  // Resolved once the connection is closed (its socket and ioredis's disconnect timer gone).
  const ended = new Promise<void>((resolve) => {
    if (client.status === 'end') return resolve();
    client.once('end', () => resolve());
    setTimeout(resolve, 3000).unref();
  });
  client.disconnect();
  await ended;
}
