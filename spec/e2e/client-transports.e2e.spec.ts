/**
 * codex-rx/node conveniences against the real codex: `connectStdio` (the
 * library's stdio transport) and `connectWebSocket` (the `ws` package, bearer
 * token) each run a plain turn; unsubscribing ends the connection.
 */
import { firstValueFrom, type Subscription } from 'rxjs';
import type { Client } from '../../lib/client/client.js';
import { connectStdio, connectWebSocket } from '../../lib/node/client.js';
import { STDIO_APP_SERVER_ARGS } from '../../lib/transport/stdio-standalone.js';
import { createInMemoryPair } from '../../lib/transport/in-memory.js';
import {
  launchAppServer,
  type LaunchedAppServer,
  type StdioLaunchSpec,
} from '../../lib/testing/launcher.js';
import { script } from '../../lib/testing/model-provider/script.js';
import { waitFor } from './support/codex-home.js';

jest.setTimeout(15_000);

function hold(client$: ReturnType<typeof connectStdio>): Promise<[Client, Subscription]> {
  return new Promise((resolve, reject) => {
    const holder: { sub?: Subscription } = {};
    holder.sub = client$.subscribe({
      next: (c) => setTimeout(() => resolve([c, holder.sub as Subscription])),
      error: reject,
    });
  });
}

describe('codex-rx/node connect helpers', () => {
  let server: LaunchedAppServer | null = null;

  afterEach(async () => {
    await server?.dispose();
    server = null;
  });

  it('connectStdio: spawns codex, runs a turn, unsubscribing ends the process', async () => {
    let spec: StdioLaunchSpec | null = null;
    server = await launchAppServer({
      script: script().answer('over stdio'),
      createStdioTransport: (s) => {
        spec = s;
        return createInMemoryPair()[0]; // unused: connectStdio spawns its own
      },
    });
    const s = spec as unknown as StdioLaunchSpec;
    const [client, connection] = await hold(
      connectStdio({
        mode: 'standalone',
        executable: s.executable,
        args: s.args.slice(STDIO_APP_SERVER_ARGS.length),
        env: s.env,
        cwd: s.cwd,
        codexHome: s.codexHome,
      }),
    );
    expect(server.processIds()).toHaveLength(1);
    const thread = await firstValueFrom(client.startThread({ cwd: server.workspace }));
    expect(await firstValueFrom(thread.runText('Hi'))).toBe('over stdio');
    connection.unsubscribe();
    expect(client.isClosed).toBe(true);
    await waitFor(() => server!.processIds().length === 0);
  });

  it('connectWebSocket: bearer token, one JSON message per frame, runs a turn', async () => {
    server = await launchAppServer({
      script: script().answer('over websocket'),
      transport: 'websocket',
    });
    const [client, connection] = await hold(
      connectWebSocket({ url: server.url as string, token: server.token }),
    );
    const thread = await firstValueFrom(client.startThread({ cwd: server.workspace }));
    expect(await firstValueFrom(thread.runText('Hi'))).toBe('over websocket');
    connection.unsubscribe();
    expect(client.isClosed).toBe(true);
  });
});
