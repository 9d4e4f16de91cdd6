/**
 * One fleet node for spec/e2e/fleet-activity.e2e.spec.ts, run in a process
 * of its own (`node --import tsx`): the real codex (scripted model, its own
 * CODEX_HOME) behind a ClientManager whose activity$ is published to Redis;
 * two threads with two turns each, run at the same time. Prints one JSON
 * line (node, threads, published) and exits.
 *
 *   node --import tsx spec/e2e/fleet-activity-node.ts REDIS_URL NODE_NAME CHANNEL
 */
import { firstValueFrom, lastValueFrom, type Subscription } from 'rxjs';
import type { Client } from '../../lib/client/client.js';
import { ClientManager } from '../../lib/client/client-manager.js';
import { publishFleetActivity } from '../../lib/relay/fleet-activity.js';
import { launchAppServer } from '../../lib/testing/launcher.js';
import { script } from '../../lib/testing/model-provider/script.js';

const [url, node, channel] = process.argv.slice(2) as [string, string, string];

async function main(): Promise<void> {
  const server = await launchAppServer({
    script: script().answer('one').answer('two').answer('three').answer('four'),
  });
  const manager = new ClientManager<{ readonly kind: 'scripted' }>({
    createTransport: () => server.transport,
    idleGraceMs: 0,
  });
  const publisher = await publishFleetActivity(manager.activity$, { redis: url, node, channel });
  const threads: string[] = [];
  let lease: Subscription | undefined;
  try {
    // the lease is held until the end (a released one would close the client)
    const client = await new Promise<Client>((resolve, reject) => {
      lease = manager
        .getClient({ transport: { kind: 'scripted' }, workspace: server.workspace })
        .subscribe({ next: (c) => resolve(c as Client), error: reject });
    });
    await Promise.all(
      [0, 1].map(async () => {
        const thread = await firstValueFrom(client.startThread({ cwd: server.workspace }));
        threads.push(thread.id);
        for (const prompt of ['first', 'second']) await lastValueFrom(thread.runText(prompt));
      }),
    );
  } finally {
    lease?.unsubscribe();
    await publisher.close();
    const stats = publisher.stats();
    await manager.closeAll();
    await server.dispose();
    process.stdout.write(`${JSON.stringify({ node, threads, ...stats })}\n`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(
      `fleet node ${node}: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
    process.exit(1);
  },
);
