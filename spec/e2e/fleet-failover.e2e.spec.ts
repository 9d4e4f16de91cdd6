/**
 * A relay fleet as deployed, failing (issue 16): three `codex-rx-relay`
 * processes sharing a real redis-server, upstream one real codex app-server
 * (the scripted model), clients attached through nodes that do not own their
 * sessions. kill -9 of the owner
 * mid-turn: the session is claimed by another node, each client reattaches
 * and its turn either continues with each delta once or reports a typed gap
 * whose reconciled snapshot equals thread/read, and an approval pending on
 * the killed node is never approved (its command never runs); Redis
 * restarted mid-turn: nothing lost (the relays' write buffers carry the
 * outage; a gap beyond the buffer is spec/relay/store-contract.spec.ts's).
 * FLEET_DEBUG=1 prints each node's log events.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { filter, firstValueFrom, lastValueFrom } from 'rxjs';
import { createClient, type Client } from '../../lib/client/client.js';
import type { ClientOptions } from '../../lib/client/client-options.js';
import { ofMethod } from '../../lib/client/of-method.js';
import type { ReplayGapEvent } from '../../lib/client/reattach.js';
import { launchAppServer, type LaunchedAppServer } from '../../lib/testing/launcher.js';
import { script } from '../../lib/testing/model-provider/script.js';
import { wsSocketFactory } from '../../lib/transport/node-websocket.js';
import {
  createRelayTransport,
  type RelayTransport,
  type RelayTransportOptions,
} from '../../lib/transport/relay.js';
import type { TurnSnapshot } from '../../lib/turn/turn-snapshot.js';
import { startRedisServer, type RedisServer } from '../relay/redis-server.js';
import { TOKEN, sleep, until } from '../relay/support.js';

jest.setTimeout(120_000);

const REPO = join(__dirname, '..', '..');
const NODES = 3;
const LEASE_MS = 1500;
const DEBUG = process.env.FLEET_DEBUG === '1';

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
  if (DEBUG)
    for (const n of nodes)
      process.stderr.write(
        `--- node ${n.index}\n${events(n)
          .filter((e) => !['listening'].includes(String(e.event)))
          .map((e) => JSON.stringify(e))
          .join('\n')}\n`,
      );
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

describe('e2e: a relay fleet on Redis, failures (3 relay processes, real codex)', () => {
  it('kill -9 of the owner mid-turn: another node claims the session, the turn continues once or is reconciled from thread/read; a pending approval is never approved', async () => {
    const owner = 0;
    const marker = join(server.workspace, `never-${Date.now()}.txt`);
    const N = 4;
    const sessions = await Promise.all(
      Array.from({ length: N }, async (_, n) => {
        const cancelled: unknown[] = [];
        let approved = 0;
        const [client, transport] = await throughNonOwner(`kill-${n}`, owner, {
          requestHandler: {
            'item/commandExecution/requestApproval': (_p, _r, ctx) =>
              new Promise(() => {
                ctx.signal.addEventListener('abort', () => cancelled.push(ctx.signal.reason));
              }).then(() => {
                approved++;
                return { decision: 'accept' as const };
              }),
          },
        });
        const gaps: ReplayGapEvent[] = [];
        client.replayGap$.subscribe((g) => gaps.push(g));
        const thread = await firstValueFrom(
          client.startThread({
            cwd: server.workspace,
            approvalPolicy: 'untrusted',
            sandbox: 'workspace-write',
          }),
        );
        // Client 0 waits on an approval; the others on a stalled model stream.
        server.provider.enqueueFor(
          thread.id,
          n === 0
            ? script().runCommand(`touch ${marker}`).thenAnswer('ran')
            : script().stall({ partial: 'Alpha', then: ' omega' }),
        );
        const deltas: string[] = [];
        client.events$
          .pipe(
            ofMethod('item/agentMessage/delta'),
            filter((e) => e.params.threadId === thread.id),
          )
          .subscribe((e) => deltas.push(e.params.delta));
        const final: Promise<TurnSnapshot> = lastValueFrom(thread.run('go'));
        final.catch(() => undefined);
        return {
          client,
          transport,
          thread,
          final,
          deltas,
          gaps,
          cancelled,
          approved: () => approved,
        };
      }),
    );
    const approvalAsked = firstValueFrom(sessions[0]!.client.serverRequests$);
    await approvalAsked;
    await until(() => server.provider.stalledCount >= N - 1, 30_000);
    const generation = sessions[0]!.transport.generation;
    await kill9(nodes[owner] as Node);
    const killedAt = Date.now();
    // Each client reattaches (through another node) with the new generation and a gap.
    await until(
      () => sessions.every((s) => s.transport.generation !== generation && s.gaps.length > 0),
      30_000,
    );
    const failover = Date.now() - killedAt;
    expect(failover).toBeGreaterThanOrEqual(LEASE_MS - 200);
    const claims = nodes
      .filter(alive)
      .flatMap((n) => events(n).filter((e) => e.event === 'sessionClaimed'));
    expect(new Set(claims.map((c) => c.transportId))).toEqual(
      new Set(sessions.map((_, n) => `kill-${n}`)),
    );
    server.provider.releaseStalls();
    const simplify = (items: readonly unknown[]): unknown[] =>
      items.map((i) => {
        const { id, type, text } = i as { id: string; type: string; text?: string };
        return { id, type, text };
      });
    for (const s of sessions.slice(1)) {
      const state = await s.final;
      const read = await firstValueFrom(
        s.client.request('thread/read', { threadId: s.thread.id, includeTurns: true }),
      );
      const turn = read.thread.turns.find((t) => t.id === state.turnId);
      expect(turn).toBeDefined();
      expect(state.status).toBe(turn?.status);
      expect(simplify(state.items)).toEqual(simplify(turn?.items ?? []));
      // No delta twice: what arrived is a prefix of the turn's text, in order.
      const message = (turn?.items ?? []).find((i) => i.type === 'agentMessage') as
        | { text: string }
        | undefined;
      if (message) expect(message.text.startsWith(s.deltas.join(''))).toBe(true);
    }
    // The approval pending on the killed node: cancelled for its handler, never approved, never run.
    const a = sessions[0]!;
    await until(() => a.cancelled.length >= 1, 10_000);
    expect(a.approved()).toBe(0);
    const running = await firstValueFrom(
      a.client.request('thread/read', { threadId: a.thread.id, includeTurns: true }),
    );
    const last = running.thread.turns[running.thread.turns.length - 1];
    if (last?.status === 'inProgress')
      await firstValueFrom(
        a.client.request('turn/interrupt', { threadId: a.thread.id, turnId: last.id }),
      ).catch(() => undefined);
    const stateA = await a.final;
    expect(stateA.status).not.toBe('completed');
    await sleep(1000);
    expect(existsSync(marker)).toBe(false);
  });

  it('Redis restarted mid-turn: the attached clients keep streaming, nothing is lost, the relays catch up', async () => {
    const N = 3;
    const sessions = await Promise.all(
      Array.from({ length: N }, async (_, n) => {
        const [client] = await throughNonOwner(`redis-${n}`, n % NODES);
        const thread = await firstValueFrom(client.startThread({ cwd: server.workspace }));
        server.provider.enqueueFor(
          thread.id,
          script().stall({ partial: 'before ', then: 'after' }),
        );
        const deltas: string[] = [];
        client.events$
          .pipe(
            ofMethod('item/agentMessage/delta'),
            filter((e) => e.params.threadId === thread.id),
          )
          .subscribe((e) => deltas.push(e.params.delta));
        const gaps: ReplayGapEvent[] = [];
        client.replayGap$.subscribe((g) => gaps.push(g));
        const final = lastValueFrom(thread.run('go'));
        return { client, thread, final, deltas, gaps };
      }),
    );
    await until(() => server.provider.stalledCount >= N, 30_000);
    await redis.restart();
    server.provider.releaseStalls();
    for (const s of sessions) {
      const state = await s.final;
      expect(state.status).toBe('completed');
      const read = await firstValueFrom(
        s.client.request('thread/read', { threadId: s.thread.id, includeTurns: true }),
      );
      const turn = read.thread.turns.find((t) => t.id === state.turnId);
      const text = (turn?.items ?? []).find((i) => i.type === 'agentMessage') as { text: string };
      expect(text.text).toBe('before after');
      // Within the buffer: no gap, each delta exactly once.
      if (s.gaps.length === 0) expect(s.deltas.join('')).toBe('before after');
    }
    for (const n of nodes)
      await until(
        () => events(n).some((e) => e.event === 'storeState' && e.state === 'ready'),
        10_000,
      );
  });
});
