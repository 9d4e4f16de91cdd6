/**
 * A relay fleet (two `codex-rx-relay` processes, a real redis-server, the
 * real codex) whose Redis restarts mid-turn and stays away longer than the
 * relays' write buffer (`--store-buffer-ops 4`), issue 16 §5: the client
 * attached to the owner keeps being served (every delta once), `/readyz`
 * reports the outage (503 once the buffer overflowed), and after Redis
 * returns, clients that were away reattach through the same node and through
 * another one and get a typed replay gap for the session the outage touched
 * (never a crash, never a silent loss), their turns reconciled to what
 * `thread/read` returns. The outage stays within the relays' lease (past it,
 * a node fences itself: fleet-fence.spec.ts). Within the buffer:
 * fleet-failover.e2e.spec.ts.
 * FLEET_DEBUG=1 prints each node's log events.
 */
import { firstValueFrom } from 'rxjs';
import { createClient, type Client } from '../../lib/client/client.js';
import type { ReplayGapEvent } from '../../lib/client/reattach.js';
import type { ReadinessReport } from '../../lib/relay/relay-ops-http.js';
import { wsSocketFactory } from '../../lib/transport/node-websocket.js';
import { createRelayTransport, type RelayTransport } from '../../lib/transport/relay.js';
import type { WebSocketFactory } from '../../lib/transport/websocket-like.js';
import type { TurnSnapshot } from '../../lib/turn/turn-snapshot.js';
import { TOKEN, until } from '../relay/support.js';
import { startCutProxy, type CutProxy } from './support/cut-proxy.js';
import { startStalledRun, useRelayFleet, type FleetNode } from './support/relay-fleet.js';

jest.setTimeout(120_000);

const fleet = useRelayFleet({
  size: 2,
  // Longer than the outage below: a node cut from Redis past its lease fences
  // itself (its sessions move; spec/relay/fleet-fence.spec.ts). Within the
  // lease it keeps serving, which is what this spec shows.
  leaseMs: 20_000,
  debug: process.env.FLEET_DEBUG === '1',
  extraArgs: ['--store-buffer-ops', '4'],
});
const { nodes, events } = fleet;

async function readyz(n: FleetNode): Promise<{ status: number; report: ReadinessReport }> {
  const res = await fetch(`http://127.0.0.1:${n.port}/readyz`);
  return { status: res.status, report: (await res.json()) as ReadinessReport };
}

/** Polls `/readyz` until `check` holds; resolves with the last answer. */
async function readyzUntil(
  n: FleetNode,
  check: (r: { status: number; report: ReadinessReport }) => boolean,
): Promise<{ status: number; report: ReadinessReport }> {
  let last = await readyz(n);
  const deadline = Date.now() + 30_000;
  while (!check(last) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    last = await readyz(n);
  }
  return last;
}

/**
 * Connections go to `first` until `away()`, then nowhere (refused at once)
 * until `back()`, then to `then`.
 */
function awayAndBack(
  first: string,
  then: string,
): { createSocket: WebSocketFactory; away(): void; back(): void } {
  let state: 'first' | 'away' | 'back' = 'first';
  return {
    createSocket: (_url, init) =>
      wsSocketFactory(
        state === 'first' ? first : state === 'away' ? 'ws://127.0.0.1:9' : then,
        init,
      ),
    away: () => {
      state = 'away';
    },
    back: () => {
      state = 'back';
    },
  };
}

interface Follower {
  readonly client: Client;
  readonly transport: RelayTransport;
  readonly threadId: string;
  readonly final: Promise<TurnSnapshot>;
  readonly deltas: string[];
  readonly gaps: ReplayGapEvent[];
}

describe('e2e: a relay fleet on Redis, an outage longer than the write buffer (2 relay processes, real codex)', () => {
  let proxy: CutProxy | undefined;
  afterEach(async () => {
    await proxy?.close();
  });

  it('Redis restarted mid-turn and away beyond the buffer: the attached client is served, /readyz says so, reattaching clients get a typed gap and a snapshot equal to thread/read', async () => {
    const owner = nodes[0] as FleetNode;
    const other = nodes[1] as FleetNode;
    proxy = await startCutProxy(owner.url);

    const start = async (id: string, createSocket: WebSocketFactory): Promise<Follower> => {
      const transport = createRelayTransport(owner.url, {
        transportId: id,
        token: TOKEN,
        createSocket,
        reconnect: { attempts: 2000, baseMs: 20, maxMs: 50 },
      });
      const client = createClient(transport) as Client;
      fleet.clients.push(client);
      await firstValueFrom(client.initialize());
      const run = await startStalledRun(fleet.server, client, 'before ', 'after the outage');
      return { client, transport, ...run };
    };

    // Attached to the owner throughout.
    const served = await start('outage-served', wsSocketFactory);
    // Through a proxy to the owner that the outage cuts: back through the owner, and through the other node.
    const viaOwner = awayAndBack(proxy.url, proxy.url);
    const sameNode = await start('outage-same-node', viaOwner.createSocket);
    const viaOther = awayAndBack(proxy.url, other.url);
    const otherNode = await start('outage-other-node', viaOther.createSocket);
    await until(() => fleet.server.provider.stalledCount >= 3, 30_000);
    // The stalled streams' first delta has reached each client.
    await until(() => [served, sameNode, otherNode].every((f) => f.deltas.length === 1), 30_000);
    expect(served.deltas.join('')).toBe('before ');

    viaOwner.away();
    viaOther.away();
    proxy.cut();
    await fleet.redis.kill();
    const down = await readyzUntil(owner, (r) => r.report.store.state === 'down');
    expect(down.report.store.state).toBe('down');

    // The turns go on while Redis is away: the owner's writes overflow its buffer of 4.
    fleet.server.provider.releaseStalls();
    const servedState = await served.final;
    expect(servedState.status).toBe('completed');
    expect(served.deltas.join('')).toBe('before after the outage');
    const overflowed = await readyzUntil(owner, (r) => r.report.store.overflowedSessions >= 2);
    expect(overflowed.status).toBe(503);
    expect(overflowed.report).toMatchObject({
      ready: false,
      store: { state: 'down' },
    });
    expect(overflowed.report.store.overflowedSessions).toBeGreaterThanOrEqual(2);

    await fleet.redis.start();
    for (const n of nodes) {
      // Back: Redis takes writes again (a node with nothing to write said 200 all along), the buffer drained.
      const back = await readyzUntil(
        n,
        (r) =>
          r.report.store.state === 'ready' &&
          r.report.store.bufferedOps === 0 &&
          r.report.store.overflowedSessions === 0,
      );
      expect(back.report).toMatchObject({
        ready: true,
        store: { state: 'ready', bufferedOps: 0, overflowedSessions: 0 },
      });
    }
    // Told in the owner's log: the sessions whose buffered log entries the bound dropped (only in the outage).
    const ownerLog = events(owner);
    const overflows = ownerLog.filter((e) => e.event === 'bufferOverflow');
    const outageAt = ownerLog.findIndex((e) => e.event === 'storeState' && e.state === 'down');
    expect(ownerLog.findIndex((e) => e.event === 'bufferOverflow')).toBeGreaterThan(outageAt);
    expect(new Set(overflows.map((e) => e.transportId))).toEqual(
      new Set(['outage-served', 'outage-same-node', 'outage-other-node']),
    );

    // Counted once per session the outage touched.
    const metrics = await (await fetch(`http://127.0.0.1:${owner.port}/metrics`)).text();
    expect(metrics).toMatch(/codex_rx_relay_replay_gaps_total\{[^}]*reason="outage"[^}]*\} 3\b/);
    expect(served.gaps).toEqual([]);

    // Back: each reattaches (through the owner, through the other node) and gets a typed gap.
    viaOwner.back();
    viaOther.back();
    for (const f of [sameNode, otherNode]) {
      const state = await f.final;
      expect(f.gaps.length).toBeGreaterThanOrEqual(1);
      const gap = f.gaps[0] as ReplayGapEvent;
      expect(gap.gap.from).toBeLessThanOrEqual(gap.gap.to);
      expect(gap.threadIds).toEqual([f.threadId]);
      const read = await firstValueFrom(
        f.client.request('thread/read', { threadId: f.threadId, includeTurns: true }),
      );
      const turn = read.thread.turns.find((t) => t.id === state.turnId);
      expect(turn).toBeDefined();
      expect(state.status).toBe(turn?.status);
      const simplify = (items: readonly unknown[]): unknown[] =>
        items.map((i) => {
          const { id, type, text } = i as { id: string; type: string; text?: string };
          return { id, type, text };
        });
      expect(simplify(state.items)).toEqual(simplify(turn?.items ?? []));
      // What arrived before the gap is a prefix of the turn's text, each delta once.
      const message = (turn?.items ?? []).find((i) => i.type === 'agentMessage') as {
        text: string;
      };
      expect(message.text).toBe('before after the outage');
      expect(message.text.startsWith(f.deltas.join(''))).toBe(true);
    }
    // Through the other node: served there for its owner (not claimed: the owner lives).
    expect(events(other).some((e) => e.event === 'sessionClaimed')).toBe(false);
    // Nothing crashed.
    for (const n of nodes) expect(fleet.alive(n)).toBe(true);
  });
});
