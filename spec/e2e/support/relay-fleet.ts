/**
 * A relay fleet for the fleet e2e specs: `codex-rx-relay` processes sharing
 * one real redis-server, upstream one real codex app-server (the scripted
 * model). `useRelayFleet()` registers the jest hooks that start it, bring
 * killed nodes back between tests (same port) and tear everything down.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { filter, firstValueFrom, lastValueFrom, tap, type Observable } from 'rxjs';
import { createClient, type Client } from '../../../lib/client/client.js';
import type { ClientOptions } from '../../../lib/client/client-options.js';
import { ofMethod } from '../../../lib/client/of-method.js';
import type { ReplayGapEvent } from '../../../lib/client/reattach.js';
import { launchAppServer, type LaunchedAppServer } from '../../../lib/testing/launcher.js';
import { script } from '../../../lib/testing/model-provider/script.js';
import { wsSocketFactory } from '../../../lib/transport/node-websocket.js';
import {
  createRelayTransport,
  type RelayTransport,
  type RelayTransportOptions,
} from '../../../lib/transport/relay.js';
import { startRedisCluster, type RedisCluster } from '../../relay/redis-cluster.js';
import { startRedisServer, type RedisServer } from '../../relay/redis-server.js';
import { TOKEN, sleep } from '../../relay/support.js';
import { freePort } from '../../support/free-port.js';
import type { TurnSnapshot } from '../../../lib/turn/turn-snapshot.js';

const REPO = join(__dirname, '..', '..', '..');

/** Whether each delta occurs in `text` after the previous one: none repeated, none out of order. */
export function inOrderOnce(deltas: readonly string[], text: string): boolean {
  let at = 0;
  for (const d of deltas) {
    const i = text.indexOf(d, at);
    if (i < 0) return false;
    at = i + d.length;
  }
  return true;
}

/** The agent message deltas of a thread, as they arrive on the client. */
export function agentDeltas(client: Client, threadId: string): string[] {
  const deltas: string[] = [];
  client.events$
    .pipe(
      ofMethod('item/agentMessage/delta'),
      filter((e) => e.params.threadId === threadId),
    )
    .subscribe((e) => deltas.push(e.params.delta));
  return deltas;
}

/** The text of a turn's agent message, as `thread/read` has it. */
export async function readAgentText(
  client: Client,
  threadId: string,
  turnId: string | null,
): Promise<string | undefined> {
  const read = await firstValueFrom(
    client.request('thread/read', { threadId, includeTurns: true }),
  );
  const turn = read.thread.turns.find((t) => t.id === turnId);
  const message = (turn?.items ?? []).find((i) => i.type === 'agentMessage') as
    | { text: string }
    | undefined;
  return message?.text;
}

/** A turn started by {@link startStalledRun}, with what its client saw. */
export interface StalledRun {
  readonly threadId: string;
  /**
   * The turn's id, once the `turn/start` answer has reached the client. Until
   * then a kill of the session's owner may lose the answer with the node (the
   * client gets -32603 "may or may not have run"): a spec that kills the owner
   * mid-turn waits for this, not only for the model's stall.
   */
  readonly started: Promise<string>;
  /** The run's last snapshot (a rejection is also handled, so awaiting it later is safe). */
  readonly final: Promise<TurnSnapshot>;
  /** The thread's agent message deltas, in arrival order. */
  readonly deltas: string[];
  readonly gaps: ReplayGapEvent[];
}

/**
 * Subscribes to a run: `started` resolves with the turn's id once the
 * `turn/start` answer has reached the client (a snapshot's turnId is set by
 * that answer only; notifications before it wait), `final` with the last
 * snapshot. Both reject with the run's error; neither rejection is unhandled.
 */
export function runTracked(run$: Observable<TurnSnapshot>): Pick<StalledRun, 'started' | 'final'> {
  let accepted: (turnId: string) => void = () => undefined;
  const answer = new Promise<string>((resolve) => (accepted = resolve));
  const final = lastValueFrom(run$.pipe(tap((s) => s.turnId !== null && accepted(s.turnId))));
  const started = Promise.race([answer, final.then(() => answer)]);
  final.catch(() => undefined);
  started.catch(() => undefined);
  return { started, final };
}

/**
 * Starts a thread on `client` whose turn streams `partial`, then stalls (the
 * scripted model holds `then` until `releaseStalls()`), and runs it,
 * recording its deltas and the client's replay gaps.
 */
export async function startStalledRun(
  server: LaunchedAppServer,
  client: Client,
  partial: string,
  then: string,
): Promise<StalledRun> {
  const thread = await firstValueFrom(client.startThread({ cwd: server.workspace }));
  server.provider.enqueueFor(thread.id, script().stall({ partial, then }));
  const deltas = agentDeltas(client, thread.id);
  const gaps: ReplayGapEvent[] = [];
  client.replayGap$.subscribe((g) => gaps.push(g));
  return { threadId: thread.id, ...runTracked(thread.run('go')), deltas, gaps };
}

export interface FleetNode {
  readonly index: number;
  readonly url: string;
  readonly port: number;
  child: ChildProcess;
  readonly stderr: string[];
}

export interface RelayFleet {
  readonly size: number;
  readonly leaseMs: number;
  readonly nodes: FleetNode[];
  /** Clients made by throughNonOwner: closed after each test. */
  readonly clients: Client[];
  readonly redis: RedisServer;
  /** With `cluster: true`: the Redis Cluster (3 masters) instead of one redis-server. */
  readonly cluster: RedisCluster;
  readonly server: LaunchedAppServer;
  startNode(index: number, port?: number): Promise<FleetNode>;
  alive(n: FleetNode): boolean;
  kill9(n: FleetNode): Promise<void>;
  /** Sends `signal` (SIGTERM: the node drains, then closes) and resolves with its exit code. */
  stop(n: FleetNode, signal?: NodeJS.Signals): Promise<number | null>;
  /** Starts a stopped node again on its port; its log events go on after the old process's. */
  restart(n: FleetNode): Promise<void>;
  /** The node's log events (one JSON object per stderr line). */
  events(n: FleetNode): Array<Record<string, unknown>>;
  /**
   * Creates the session on `owner` (that node runs its upstream), then
   * attaches a client to it through the next node: a client served by a node
   * that does not own its session.
   */
  throughNonOwner(
    id: string,
    owner: number,
    clientOptions?: ClientOptions,
  ): Promise<[Client, RelayTransport]>;
}

export function useRelayFleet(options: {
  readonly size: number;
  readonly leaseMs: number;
  /** Print each node's log events after every test (FLEET_DEBUG=1). */
  readonly debug?: boolean;
  /** More `codex-rx-relay` arguments for every node (e.g. `--store-buffer-ops 4`). */
  readonly extraArgs?: readonly string[];
  /** On a Redis Cluster (3 masters, `--store redis+cluster://…`) instead of one redis-server. */
  readonly cluster?: boolean;
  /**
   * `websocket` (default): every node's upstream is one shared codex app-server.
   * `stdio`: as operators run it, a codex process per session (`--upstream stdio`), every
   * node on one shared CODEX_HOME (a new owner resumes a thread from disk).
   */
  readonly upstream?: 'websocket' | 'stdio';
}): RelayFleet {
  const nodes: FleetNode[] = [];
  const clients: Client[] = [];
  let redis: RedisServer | undefined;
  let cluster: RedisCluster | undefined;
  let server: LaunchedAppServer | undefined;
  let dir = '';
  const stdio = options.upstream === 'stdio';

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the fleet's ${what} is not started (beforeAll)`);
    return value;
  };

  async function startNode(index: number, port?: number): Promise<FleetNode> {
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
        ...(stdio
          ? ['--upstream', 'stdio', '--codex-home', started(server, 'codex').codexHome]
          : [
              '--upstream',
              started(server, 'codex').url ?? '',
              '--upstream-token-file',
              join(dir, 'upstream-token'),
            ]),
        '--store',
        options.cluster
          ? started(cluster, 'Redis Cluster').url
          : started(redis, 'redis-server').url,
        '--node-id',
        `node-${index}`,
        '--lease-ms',
        String(options.leaseMs),
        ...(options.extraArgs ?? []),
      ],
      {
        cwd: REPO,
        stdio: ['ignore', 'ignore', 'pipe'],
        // The codex processes' HOME: launchAppServer's empty one (no user startup files).
        env: stdio
          ? { ...process.env, HOME: join(started(server, 'codex').codexHome, 'home') }
          : process.env,
      },
    );
    const stderr: string[] = [];
    child.stderr?.on('data', (d: Buffer) => stderr.push(d.toString()));
    const node: FleetNode = { index, url: `ws://127.0.0.1:${p}`, port: p, child, stderr };
    for (let i = 0; i < 400; i++) {
      if (child.exitCode !== null)
        throw new Error(`relay node ${index} exited: ${stderr.join('')}`);
      try {
        if ((await fetch(`http://127.0.0.1:${p}/healthz`)).ok) return node;
      } catch {
        // not listening yet
      }
      await sleep(50);
    }
    throw new Error(`relay node ${index} never answered /healthz`);
  }

  const alive = (n: FleetNode): boolean => n.child.exitCode === null && n.child.signalCode === null;

  function kill9(n: FleetNode): Promise<void> {
    return new Promise((resolve) => {
      n.child.once('exit', () => resolve());
      n.child.kill('SIGKILL');
    });
  }

  function stop(n: FleetNode, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
    return new Promise((resolve) => {
      if (!alive(n)) resolve(n.child.exitCode);
      n.child.once('exit', (code) => resolve(code));
      n.child.kill(signal);
    });
  }

  async function restart(n: FleetNode): Promise<void> {
    const again = await startNode(n.index, n.port);
    n.child = again.child;
    n.stderr.push(...again.stderr);
    again.child.stderr?.on('data', (d: Buffer) => n.stderr.push(d.toString()));
  }

  function events(n: FleetNode): Array<Record<string, unknown>> {
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
      const node = nodes[i++ % nodes.length] as FleetNode;
      return wsSocketFactory(node.url, init);
    };
  }

  async function throughNonOwner(
    id: string,
    owner: number,
    clientOptions: ClientOptions = {},
  ): Promise<[Client, RelayTransport]> {
    const first = createRelayTransport((nodes[owner] as FleetNode).url, {
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
    const transport = createRelayTransport((nodes[(owner + 1) % options.size] as FleetNode).url, {
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
    if (options.cluster) cluster = await startRedisCluster();
    else redis = await startRedisServer();
    // stdio: the launcher only makes the CODEX_HOME (config: the scripted model) and the
    // workspace; its transport is never opened, each node starts its own codex processes.
    server = await launchAppServer({ script: script(), transport: stdio ? 'stdio' : 'websocket' });
    dir = mkdtempSync(join(tmpdir(), 'codex-rx-fleet-'));
    writeFileSync(join(dir, 'relay-token'), TOKEN);
    writeFileSync(join(dir, 'upstream-token'), server.token ?? '');
    for (let i = 0; i < options.size; i++) nodes.push(await startNode(i));
  });

  afterEach(async () => {
    if (options.debug)
      for (const n of nodes)
        process.stderr.write(
          `--- node ${n.index}\n${events(n)
            .filter((e) => !['listening'].includes(String(e.event)))
            .map((e) => JSON.stringify(e))
            .join('\n')}\n`,
        );
    await Promise.all(clients.splice(0).map((c) => c.close()));
    server?.provider.releaseStalls();
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
    await cluster?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  return {
    size: options.size,
    leaseMs: options.leaseMs,
    nodes,
    clients,
    get redis() {
      return started(redis, 'redis-server');
    },
    get cluster() {
      return started(cluster, 'Redis Cluster');
    },
    get server() {
      return started(server, 'codex');
    },
    startNode,
    alive,
    kill9,
    stop,
    restart,
    events,
    throughNonOwner,
  };
}
