/**
 * A relay fleet as deployed (issue 16): three `codex-rx-relay` processes
 * sharing a real redis-server, upstream one real codex app-server (the
 * scripted model), clients attached through nodes that do not own their
 * sessions: every turn completes with each delta once; a wrong secret is
 * refused on every node.
 * Sizes are bounded (FLEET_CLIENTS for a longer run).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstValueFrom } from 'rxjs';
import { createClient, type Client } from '../../lib/client/client.js';
import type { ClientOptions } from '../../lib/client/client-options.js';
import { ofMethod } from '../../lib/client/of-method.js';
import { launchAppServer, type LaunchedAppServer } from '../../lib/testing/launcher.js';
import { script } from '../../lib/testing/model-provider/script.js';
import { wsSocketFactory } from '../../lib/transport/node-websocket.js';
import {
  RelaySessionError,
  createRelayTransport,
  type RelayTransport,
  type RelayTransportOptions,
} from '../../lib/transport/relay.js';
import { startRedisServer, type RedisServer } from '../relay/redis-server.js';
import { TOKEN, sleep } from '../relay/support.js';

jest.setTimeout(120_000);

const REPO = join(__dirname, '..', '..');
const NODES = 3;
const LEASE_MS = 1500;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Node {
  readonly index: number;
  readonly url: string;
  readonly port: number;
  child: ChildProcess;
  readonly stderr: string[];
}

let redis: RedisServer;
let server: LaunchedAppServer;
let dir: string;
const nodes: Node[] = [];
const clients: Client[] = [];

async function startNode(index: number, port?: number): Promise<Node> {
  const p = port ?? (await freePort());
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'lib/relay/cli.ts',
      '--port',
      String(p),
      '--token-file',
      join(dir, 'relay-token'),
      '--upstream',
      server.url ?? '',
      '--upstream-token-file',
      join(dir, 'upstream-token'),
      '--store',
      redis.url,
      '--node-id',
      `node-${index}`,
      '--lease-ms',
      String(LEASE_MS),
    ],
    { cwd: REPO, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const stderr: string[] = [];
  child.stderr?.on('data', (d: Buffer) => stderr.push(d.toString()));
  const node: Node = { index, url: `ws://127.0.0.1:${p}`, port: p, child, stderr };
  for (let i = 0; i < 400; i++) {
    if (child.exitCode !== null) throw new Error(`relay node ${index} exited: ${stderr.join('')}`);
    try {
      if ((await fetch(`http://127.0.0.1:${p}/healthz`)).ok) return node;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error(`relay node ${index} never answered /healthz`);
}

const alive = (n: Node): boolean => n.child.exitCode === null && n.child.signalCode === null;

function kill9(n: Node): Promise<void> {
  return new Promise((resolve) => {
    n.child.once('exit', () => resolve());
    n.child.kill('SIGKILL');
  });
}

/** Node-readable log lines of a node (one JSON object per line on stderr). */
function events(n: Node): Array<Record<string, unknown>> {
  return n.stderr
    .join('')
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

/** Connections go to the nodes in turn, starting at `first` (a dead node refuses: the next attempt goes on). */
function rotating(first: number): RelayTransportOptions['createSocket'] {
  let i = first;
  return (_url, init) => {
    const node = nodes[i++ % nodes.length] as Node;
    return wsSocketFactory(node.url, init);
  };
}

/**
 * Creates the session on `owner` (that node runs its upstream), then
 * attaches a client to it through the next node: a client served by a node
 * that does not own its session.
 */
async function throughNonOwner(
  id: string,
  owner: number,
  clientOptions: ClientOptions = {},
): Promise<[Client, RelayTransport]> {
  const first = createRelayTransport((nodes[owner] as Node).url, {
    transportId: id,
    token: TOKEN,
    createSocket: wsSocketFactory,
    endOnClose: false,
  });
  const starter = createClient(first) as Client;
  await firstValueFrom(starter.initialize());
  const secret = first.sessionSecret as string;
  const since = first.watermark;
  await starter.close();
  const transport = createRelayTransport((nodes[(owner + 1) % NODES] as Node).url, {
    transportId: id,
    token: TOKEN,
    secret,
    since,
    createSocket: rotating(owner + 1),
    reconnect: { attempts: 60, baseMs: 50, maxMs: 250 },
  });
  const client = createClient(transport, clientOptions) as Client;
  clients.push(client);
  await firstValueFrom(client.initialize());
  return [client, transport];
}

beforeAll(async () => {
  redis = await startRedisServer();
  server = await launchAppServer({ script: script(), transport: 'websocket' });
  dir = mkdtempSync(join(tmpdir(), 'codex-rx-fleet-'));
  writeFileSync(join(dir, 'relay-token'), TOKEN);
  writeFileSync(join(dir, 'upstream-token'), server.token ?? '');
  for (let i = 0; i < NODES; i++) nodes.push(await startNode(i));
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  server.provider.releaseStalls();
  // Bring killed nodes back (same port) for the next scenario.
  for (const n of nodes)
    if (!alive(n)) {
      const again = await startNode(n.index, n.port);
      n.child = again.child;
      n.stderr.splice(0, n.stderr.length, ...again.stderr);
      again.child.stderr?.on('data', (d: Buffer) => n.stderr.push(d.toString()));
    }
});

afterAll(async () => {
  await Promise.all(nodes.filter(alive).map((n) => kill9(n)));
  await server?.dispose();
  await redis?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('e2e: a relay fleet on Redis (3 relay processes, real codex)', () => {
  it('clients × 3 turns, each through a node that does not own its session: every turn completes, every delta once', async () => {
    const clientsN = Number(process.env.FLEET_CLIENTS ?? 30);
    const turnsN = 3;
    const text = 'alpha beta gamma delta epsilon';
    const deltasPer = 5;
    const results = await Promise.all(
      Array.from({ length: clientsN }, async (_, n) => {
        const [client] = await throughNonOwner(`many-${n}`, n % NODES);
        const thread = await firstValueFrom(client.startThread({ cwd: server.workspace }));
        server.provider.enqueueFor(
          thread.id,
          script()
            .answer(text, { deltas: deltasPer })
            .answer(text, { deltas: deltasPer })
            .answer(text, { deltas: deltasPer }),
        );
        const deltas = new Map<string, string[]>();
        client.events$.pipe(ofMethod('item/agentMessage/delta')).subscribe((e) => {
          const list = deltas.get(e.params.turnId) ?? [];
          list.push(e.params.delta);
          deltas.set(e.params.turnId, list);
        });
        const turns: { text: string; turnId: string }[] = [];
        for (let turn = 0; turn < turnsN; turn++) {
          const r = await firstValueFrom(thread.runAndWait(`turn ${turn}`));
          turns.push({ text: r.finalText ?? '', turnId: r.turnId });
        }
        return { turns, deltas };
      }),
    );
    for (const r of results) {
      expect(r.turns.map((t) => t.text)).toEqual(Array.from({ length: turnsN }, () => text));
      for (const t of r.turns) {
        const got = r.deltas.get(t.turnId) ?? [];
        expect(got).toHaveLength(deltasPer);
        expect(got.join('')).toBe(text);
      }
    }
    // Every session was run by its owner and served to its client by another node.
    const attachedRemote = nodes.flatMap((n) =>
      events(n).filter(
        (e) => e.event === 'sessionAttached' && String(e.transportId).startsWith('many-'),
      ),
    );
    expect(attachedRemote.length).toBeGreaterThanOrEqual(clientsN * 2);
  });

  it('a wrong session secret is refused on every node', async () => {
    await throughNonOwner('secret-1', 0);
    for (const n of nodes) {
      const intruder = createClient(
        createRelayTransport(n.url, {
          transportId: 'secret-1',
          token: TOKEN,
          secret: 'not-the-secret-of-this-session',
          createSocket: wsSocketFactory,
        }),
      ) as Client;
      const error: unknown = await firstValueFrom(intruder.initialize()).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RelaySessionError);
      expect((error as RelaySessionError).code).toBe('secret_mismatch');
    }
  });
});
