/**
 * The relay as deployed (the `codex-rx-relay` bin in a process of its own,
 * upstream a codex `--listen ws://` server) killed with SIGKILL: the client
 * gets a typed error, nothing hangs, and a new relay plus `thread/resume`
 * continues the thread from its CODEX_HOME (issue 12 §5). With a Redis store
 * (issue 16) the session outlives the process: the new relay, on the same
 * Redis, claims it once the dead one's lease ran out, and the client that
 * kept the session's secret reattaches to it and continues the thread.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstValueFrom } from 'rxjs';
import { createClient, type Client } from '../../lib/client/client.js';
import { RpcResponseError } from '../../lib/rpc/errors.js';
import { launchAppServer, type LaunchedAppServer } from '../../lib/testing/launcher.js';
import { script } from '../../lib/testing/model-provider/script.js';
import { wsSocketFactory } from '../../lib/transport/node-websocket.js';
import { RelaySessionError, createRelayTransport } from '../../lib/transport/relay.js';
import {
  TOKEN,
  relayTransport,
  sleep,
  startRelay,
  until,
  type TestRelay,
} from '../relay/support.js';
import { freePort } from '../support/free-port.js';
import { STORE_KINDS, useRelayStores } from './support/relay-stores.js';

jest.setTimeout(60_000);

const REPO = join(__dirname, '..', '..');

async function healthy(port: number, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the relay exited (${child.exitCode})`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error('the relay process never answered /healthz');
}

const stores = useRelayStores();
const LEASE_MS = 1000;

describe.each(STORE_KINDS)('e2e: a relay process killed with SIGKILL (%s store)', (kind) => {
  let server: LaunchedAppServer | undefined;
  let child: ChildProcess | undefined;
  let dir: string | undefined;
  let next: TestRelay | undefined;
  const clients: Client[] = [];

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await next?.relay.close();
    await server?.dispose();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('the client gets a typed error; a new relay plus thread/resume continues the thread', async () => {
    server = await launchAppServer({
      script: script().answer('First answer').answer('Second answer'),
      transport: 'websocket',
    });
    const srv = server;
    dir = mkdtempSync(join(tmpdir(), 'codex-rx-relay-killed-'));
    writeFileSync(join(dir, 'relay-token'), TOKEN);
    writeFileSync(join(dir, 'upstream-token'), srv.token ?? '');
    const port = await freePort();
    const relayProcess = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'lib/relay/cli.ts',
        '--port',
        String(port),
        '--token-file',
        join(dir, 'relay-token'),
        '--upstream',
        srv.url ?? '',
        '--upstream-token-file',
        join(dir, 'upstream-token'),
        ...(kind !== 'memory'
          ? [
              '--store',
              stores.url(kind),
              '--node-id',
              'killed-node',
              '--lease-ms',
              String(LEASE_MS),
            ]
          : []),
      ],
      { cwd: REPO, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    child = relayProcess;
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      relayProcess.once('exit', (_code, signal) => resolve(signal)),
    );
    await healthy(port, relayProcess);

    const transport = createRelayTransport(`ws://127.0.0.1:${port}`, {
      transportId: 'killed',
      token: TOKEN,
      createSocket: wsSocketFactory,
      reconnect: { attempts: 3, baseMs: 50, maxMs: 100 },
    });
    const client = createClient(transport) as Client;
    clients.push(client);
    await firstValueFrom(client.initialize());
    const thread = await firstValueFrom(client.startThread({ cwd: srv.workspace }));
    expect(await firstValueFrom(thread.runText('One'))).toBe('First answer');

    const closed = firstValueFrom(client.closed$);
    relayProcess.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    // the reconnect attempts find nothing listening: a typed, coded error, not a hang
    const error = await closed;
    expect(error).toBeInstanceOf(RelaySessionError);
    expect(['unknown_session', 'connection_lost']).toContain((error as RelaySessionError).code);
    expect(client.isClosed).toBe(true);

    if (kind !== 'memory') {
      // A new relay on the same Redis (same key prefix as the CLI's) and codex takes the session over.
      const options = await stores.relayOptions(kind, { prefix: 'codex-rx' });
      next = await startRelay({
        upstream: () => srv.newTransport(),
        leaseMs: LEASE_MS,
        ...options,
      });
      const relay = next;
      await until(
        () => relay.logs.some((e) => e.kind === 'sessionClaimed' && e.transportId === 'killed'),
        15_000,
      );
      const reattaching = createRelayTransport(relay.relay.url, {
        transportId: 'killed',
        token: TOKEN,
        secret: transport.sessionSecret as string,
        since: transport.watermark,
        createSocket: wsSocketFactory,
      });
      const same = createClient(reattaching) as Client;
      clients.push(same);
      const gaps: unknown[] = [];
      same.replayGap$.subscribe((g) => gaps.push(g));
      await firstValueFrom(same.initialize());
      expect(reattaching.attachResult).toMatchObject({ kind: 'reattached' });
      expect(reattaching.generation).not.toBe(transport.generation);
      const continued = await firstValueFrom(same.resumeThread(thread.id));
      expect(await firstValueFrom(continued.runText('Two'))).toBe('Second answer');
      const turns = await firstValueFrom(
        same.request('thread/read', { threadId: thread.id, includeTurns: true }),
      );
      expect(turns.thread.turns.map((x) => x.status)).toEqual(['completed', 'completed']);
      return;
    }

    // A new relay on the same codex: the thread lives in its CODEX_HOME.
    next = await startRelay({ upstream: () => srv.newTransport() });
    const again = createClient(relayTransport(next.relay, 'killed-2')) as Client;
    clients.push(again);
    await firstValueFrom(again.initialize());
    // codex lets go of the dead relay's connection (its writer) once it reads the EOF
    let resumed;
    for (let attempt = 0; ; attempt++) {
      try {
        resumed = await firstValueFrom(again.resumeThread(thread.id));
        break;
      } catch (e) {
        const busy = e instanceof RpcResponseError && /active writer/.test(e.message);
        if (!busy || attempt >= 50) throw e;
        await sleep(100);
      }
    }
    expect(await firstValueFrom(resumed.runText('Two'))).toBe('Second answer');
    const read = await firstValueFrom(
      again.request('thread/read', { threadId: thread.id, includeTurns: true }),
    );
    expect(read.thread.turns.map((t) => t.status)).toEqual(['completed', 'completed']);
  });
});
