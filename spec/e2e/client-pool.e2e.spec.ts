/**
 * ClientManager against the real codex: callers with the same identity share
 * one app-server process; the process ends after the idle grace; another
 * identity gets its own process. Uses the library's own stdio transport
 * (codex-rx/node `createNodeClientManager`).
 */
import { firstValueFrom, type Subscription } from 'rxjs';
import type { Client } from '../../lib/client/client.js';
import type { PooledClientOptions, StdioTransportSpec } from '../../lib/client/client-manager.js';
import { createNodeClientManager } from '../../lib/node/client.js';
import { STDIO_APP_SERVER_ARGS } from '../../lib/transport/stdio-standalone.js';
import { createInMemoryPair } from '../../lib/transport/in-memory.js';
import {
  launchAppServer,
  type LaunchedAppServer,
  type StdioLaunchSpec,
} from '../../lib/testing/launcher.js';
import { script } from '../../lib/testing/model-provider/script.js';
import { waitFor } from './support/codex-home.js';

jest.setTimeout(20_000);

function lease(
  manager: ReturnType<typeof createNodeClientManager>,
  options: PooledClientOptions,
): Promise<[Client, Subscription]> {
  return new Promise((resolve, reject) => {
    let client: Client | null = null;
    const subscription: Subscription = manager.getClient(options).subscribe({
      next: (c) => (client = c as Client),
      error: reject,
    });
    // the client may arrive synchronously (already pooled) or later
    const check = (): void =>
      client ? resolve([client, subscription]) : void setTimeout(check, 10);
    check();
  });
}

describe('ClientManager against the real codex', () => {
  let server: LaunchedAppServer | null = null;

  afterEach(async () => {
    await server?.dispose();
    server = null;
  });

  /** Launches the scripted server and returns the pool spec of its stdio launch (the pool spawns its own processes). */
  async function poolSpecOf(model: ReturnType<typeof script>): Promise<StdioTransportSpec> {
    let spec: StdioLaunchSpec | null = null;
    server = await launchAppServer({
      script: model,
      createStdioTransport: (s) => {
        spec = s;
        return createInMemoryPair()[0]; // unused: the pool spawns its own processes
      },
    });
    const s = spec as unknown as StdioLaunchSpec;
    return {
      kind: 'stdio',
      mode: 'standalone',
      executable: s.executable,
      args: s.args.slice(STDIO_APP_SERVER_ARGS.length),
      env: s.env,
      cwd: s.cwd,
      codexHome: s.codexHome,
    };
  }

  it('shares one process between callers with the same identity, closes it after the idle grace', async () => {
    const transport = await poolSpecOf(script().answer('one').answer('two').answer('three'));
    if (server === null) throw new Error('not launched');
    const manager = createNodeClientManager({ idleGraceMs: 300 });
    const options: PooledClientOptions = { transport, workspace: server.workspace };

    const [a, leaseA] = await lease(manager, options);
    const [b, leaseB] = await lease(manager, {
      workspace: server.workspace,
      transport: { ...transport },
    });
    expect(b).toBe(a);
    expect(server.processIds()).toHaveLength(1);

    // two callers run turns on their own threads through the shared client
    const [ta, tb] = await Promise.all([
      firstValueFrom(a.startThread({ cwd: server.workspace })),
      firstValueFrom(b.startThread({ cwd: server.workspace })),
    ]);
    const texts = await Promise.all([
      firstValueFrom(ta.runText('first')),
      firstValueFrom(tb.runText('second')),
    ]);
    expect(texts.sort()).toEqual(['one', 'two']);
    expect(server.processIds()).toHaveLength(1);

    // another identity: another process
    const [c, leaseC] = await lease(manager, { ...options, experimentalApi: true });
    expect(c).not.toBe(a);
    expect(server.processIds()).toHaveLength(2);
    leaseC.unsubscribe();

    // released by one caller: still open for the other
    leaseA.unsubscribe();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(a.isClosed).toBe(false);
    expect(await firstValueFrom(tb.runText('third'))).toBe('three');

    // released by everyone: closed after the grace period, process gone
    leaseB.unsubscribe();
    await waitFor(() => a.isClosed && c.isClosed);
    await waitFor(() => server!.processIds().length === 0);
    expect(manager.size).toBe(0);
  });

  it('closeAll() resolves once every pooled client has closed: no codex process is left', async () => {
    const transport = await poolSpecOf(script().answer('one'));
    if (server === null) throw new Error('not launched');
    const manager = createNodeClientManager({ idleGraceMs: 60_000 });
    const [a, leaseA] = await lease(manager, { transport, workspace: server.workspace });
    const [b] = await lease(manager, { transport, experimentalApi: true });
    expect(server.processIds()).toHaveLength(2);

    await manager.closeAll();
    expect(a.isClosed && b.isClosed).toBe(true);
    expect(server.processIds()).toEqual([]);
    expect(manager.size).toBe(0);
    leaseA.unsubscribe();
  });
});
