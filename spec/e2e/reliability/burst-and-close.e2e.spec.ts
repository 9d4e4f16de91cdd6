/**
 * Issue 10, sections 2 and 3 against the real pinned codex: a burst of 2000
 * concurrent requests all settle with the default `maxInFlight`, and
 * `await client.close()` returns only once the connection is really gone
 * (no codex process left, CODEX_HOME removable for good; the socket closed).
 */
import { existsSync, rmSync } from 'node:fs';
import { catchError, firstValueFrom, lastValueFrom, map, mergeMap, of, range, toArray } from 'rxjs';
import {
  createClient,
  createWebSocketTransport,
  RequestTimeoutError,
  type Client,
  type Transport,
} from 'codex-rx';
import { wsSocketFactory } from 'codex-rx/node';
import { launchAppServer, type LaunchedAppServer } from 'codex-rx/testing';

jest.setTimeout(60_000);

/** An initialized client that stays open until closed. */
const ready = async (transport: Transport): Promise<Client> => {
  const client = createClient(transport);
  await firstValueFrom(client.initialize());
  return client;
};

const BURST = Number(process.env.SOAK_BURST ?? 2000);

describe('e2e: a burst of requests all settle (default maxInFlight)', () => {
  let server: LaunchedAppServer;
  afterEach(() => server.dispose());

  it(`${BURST} concurrent model/list requests: ${BURST} results, 0 timeouts`, async () => {
    server = await launchAppServer({ transport: 'stdio' });
    const client = await ready(server.transport);
    try {
      const outcomes = await lastValueFrom(
        range(0, BURST).pipe(
          mergeMap(() =>
            client.listModels({}).pipe(
              map((r) => (Array.isArray(r.data) ? 'result' : 'bad')),
              catchError((e: unknown) => of(e instanceof RequestTimeoutError ? 'timeout' : e)),
            ),
          ),
          toArray(),
        ),
      );
      const results = outcomes.filter((o) => o === 'result').length;
      const timeouts = outcomes.filter((o) => o === 'timeout').length;
      if (process.env.E2E_TIMINGS)
        process.stderr.write(
          `[burst] ${BURST} requests: ${results} results, ${timeouts} timeouts\n`,
        );
      expect({ results, timeouts, others: outcomes.length - results - timeouts }).toEqual({
        results: BURST,
        timeouts: 0,
        others: 0,
      });
    } finally {
      await client.close();
    }
  });
});

describe('e2e: close() is awaitable', () => {
  let server: LaunchedAppServer;
  afterEach(() => server.dispose());

  it('stdio: after await close() no codex process is left and CODEX_HOME can be removed for good', async () => {
    server = await launchAppServer({ transport: 'stdio' });
    const client = await ready(server.transport);
    // A thread makes codex write into its home (sessions, state db, lock file).
    await firstValueFrom(client.startThread({ cwd: server.workspace }));
    expect(server.processIds().length).toBeGreaterThan(0);

    await client.close();
    expect(server.processIds()).toEqual([]);
    rmSync(server.codexHome, { recursive: true, force: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(existsSync(server.codexHome)).toBe(false);
    // Closing again resolves as well.
    await expect(client.close()).resolves.toBeUndefined();
  });

  it('await using: leaving the block closes the client and its process', async () => {
    server = await launchAppServer({ transport: 'stdio' });
    let seen: Client | undefined;
    {
      await using client = await ready(server.transport);
      seen = client;
      expect(server.processIds().length).toBeGreaterThan(0);
    }
    expect(seen.isClosed).toBe(true);
    expect(server.processIds()).toEqual([]);
  });

  it('WebSocket: after await close() the socket is closed', async () => {
    server = await launchAppServer({ transport: 'websocket' });
    const sockets: Array<{ readyState: number }> = [];
    const transport = createWebSocketTransport({
      url: server.url as string,
      token: server.token,
      createSocket: (url, init) => {
        const socket = wsSocketFactory(url, init);
        sockets.push(socket as unknown as { readyState: number });
        return socket;
      },
    });
    const client = await ready(transport);
    await firstValueFrom(client.listModels({}));
    await client.close();
    expect(sockets.map((s) => s.readyState)).toEqual([3]); // CLOSED
  });
});
