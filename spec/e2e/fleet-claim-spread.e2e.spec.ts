/**
 * Failover spreads the load (issue 25, point 2), as deployed: three
 * `codex-rx-relay` processes on a real redis-server, upstream one real codex
 * app-server (the scripted model). Node a owns 9 sessions, each with a
 * thread that ran a turn; a is killed (-9). The survivors share a's sessions
 * by load: none takes more than its fair share plus one (the share: the
 * survivors' sessions plus the orphans, spread evenly, rounded up), read
 * from each node's `/metrics` (`codex_rx_relay_sessions`); every client is
 * served again (a typed replay gap, then its next turn runs to completion
 * on the new owner). The clients reconnect as behind a round-robin
 * balancer: to the survivors in turn. FLEET_DEBUG=1 prints each node's log
 * events; each failover's figures (kill to claim, per session) go to stderr.
 */
import { firstValueFrom, lastValueFrom } from 'rxjs';
import { createClient, type Client } from '../../lib/client/client.js';
import type { ReplayGapEvent } from '../../lib/client/reattach.js';
import type { Thread } from '../../lib/client/thread.js';
import { script } from '../../lib/testing/model-provider/script.js';
import { wsSocketFactory } from '../../lib/transport/node-websocket.js';
import {
  createRelayTransport,
  type RelayTransport,
  type RelayTransportOptions,
} from '../../lib/transport/relay.js';
import { TOKEN, until } from '../relay/support.js';
import { useRelayFleet, type FleetNode } from './support/relay-fleet.js';

jest.setTimeout(90_000);

const LEASE_MS = 2000;
const fleet = useRelayFleet({
  size: 3,
  leaseMs: LEASE_MS,
  debug: process.env.FLEET_DEBUG === '1',
});
const { nodes, kill9, events } = fleet;
const node = (i: number): FleetNode => nodes[i] as FleetNode;

/** Polls `check` every 50 ms until it holds (at most `ms`). */
async function eventually(check: () => Promise<boolean>, what: string, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A node's `codex_rx_relay_sessions` gauge: the sessions whose upstream runs on it. */
async function sessionsOn(n: FleetNode): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${n.port}/metrics`)).text();
  const m = /^codex_rx_relay_sessions (\d+)$/m.exec(text);
  if (!m) throw new Error(`no codex_rx_relay_sessions on node ${n.index}`);
  return Number(m[1]);
}

interface Attached {
  readonly id: string;
  readonly client: Client;
  readonly transport: RelayTransport;
  readonly thread: Thread;
  readonly gaps: ReplayGapEvent[];
}

/**
 * A session started on node `owner` (its first connection), whose later
 * connections go to the nodes `then` in turn from `start` (a round-robin
 * balancer in front of the survivors), with a thread that ran one turn.
 */
async function attach(
  id: string,
  owner: number,
  then: readonly number[],
  start: number,
): Promise<Attached> {
  let connections = 0;
  const createSocket: RelayTransportOptions['createSocket'] = (_url, init) => {
    const to = connections++ === 0 ? owner : (then[(start + connections) % then.length] as number);
    return wsSocketFactory(node(to).url, init);
  };
  const transport = createRelayTransport(node(owner).url, {
    transportId: id,
    token: TOKEN,
    createSocket,
    reconnect: { attempts: 60, baseMs: 50, maxMs: 250 },
  });
  const client = createClient(transport) as Client;
  fleet.clients.push(client);
  await firstValueFrom(client.initialize());
  const gaps: ReplayGapEvent[] = [];
  client.replayGap$.subscribe((g) => gaps.push(g));
  const thread = await firstValueFrom(client.startThread({ cwd: fleet.server.workspace }));
  fleet.server.provider.enqueueFor(
    thread.id,
    script().answer('before', { deltas: 1 }).answer('after', { deltas: 1 }),
  );
  const first = await lastValueFrom(thread.run('one'));
  expect(first.status).toBe('completed');
  return { id, client, transport, thread, gaps };
}

/**
 * Kills node a (-9) and waits until the survivors own `total` sessions
 * (their gauges); returns what each survivor runs then, and each orphan's
 * time from the kill to its claim (the claimer's `sessionClaimed` event).
 */
async function failover(
  orphans: readonly Attached[],
  total: number,
): Promise<{ counts: number[]; claimMs: number[] }> {
  const killedAt = Date.now();
  await kill9(node(0));
  let counts: number[] = [];
  await eventually(async () => {
    counts = await Promise.all([sessionsOn(node(1)), sessionsOn(node(2))]);
    return counts[0]! + counts[1]! >= total;
  }, `the survivors own ${total} sessions`);
  const ids = new Set(orphans.map((o) => o.id));
  const claims = [node(1), node(2)].flatMap((n) =>
    events(n).filter((e) => e.event === 'sessionClaimed' && ids.has(String(e.transportId))),
  );
  const claimMs = claims.map((c) => Date.parse(String(c.time)) - killedAt).sort((x, y) => x - y);
  return { counts, claimMs };
}

/** Every client served again: a typed gap (the failover), then its next turn completes on the new owner. */
async function servedAgain(sessions: readonly Attached[], generations: Map<string, string>) {
  for (const s of sessions) {
    await until(
      () => s.transport.generation !== generations.get(s.id) && s.gaps.length > 0,
      30_000,
    );
    const gap = s.gaps[0] as ReplayGapEvent;
    expect(gap.kind).toBe('replayGap');
    expect(gap.generation).toBe(s.transport.generation);
    expect(gap.gap.from).toBeLessThanOrEqual(gap.gap.to);
    // No turn was running at the kill: nothing to reconcile.
    expect(gap.threadIds).toEqual([]);
  }
  // The new owner resumed each thread: its next turn runs there.
  const runs = await Promise.all(sessions.map((s) => lastValueFrom(s.thread.run('two'))));
  for (const r of runs) expect(r.status).toBe('completed');
}

const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

function report(what: string, counts: readonly number[], claimMs: readonly number[]): void {
  process.stderr.write(
    `claim spread (${what}): b ${counts[0]} c ${counts[1]}; kill to claim p50 ${quantile(claimMs, 0.5)} ms, max ${claimMs[claimMs.length - 1]} ms (lease ${LEASE_MS} ms)\n`,
  );
}

describe('e2e: failover spreads the load (3 relay processes, real codex)', () => {
  it("kill -9 of a node with 9 sessions, the others empty: each survivor takes at most its share plus one (5/4), and every client's next turn completes", async () => {
    const N = 9;
    const sessions = await Promise.all(
      Array.from({ length: N }, (_, n) => attach(`spread-${n}`, 0, [1, 2], n)),
    );
    expect(await Promise.all(nodes.map(sessionsOn))).toEqual([N, 0, 0]);
    const generations = new Map(sessions.map((s) => [s.id, s.transport.generation ?? '']));

    const { counts, claimMs } = await failover(sessions, N);
    report('9 orphans, b 0 c 0', counts, claimMs);
    expect(counts[0]! + counts[1]!).toBe(N);
    expect(claimMs).toHaveLength(N);
    // The fair share of each: ceil(9 / 2) = 5; no survivor past it plus one.
    const share = Math.ceil(N / 2);
    for (const c of counts) expect(c).toBeLessThanOrEqual(share + 1);

    await servedAgain(sessions, generations);
  });

  it('kill -9 of a node with 9 sessions, b running 3 and c none: c takes more, the two end within two of each other', async () => {
    // The first scenario's sessions ended with their clients; node a is back.
    await eventually(
      async () => (await Promise.all(nodes.map(sessionsOn))).every((n) => n === 0),
      "the first scenario's sessions ended (left over when it failed)",
      15_000,
    );
    await Promise.all(Array.from({ length: 3 }, (_, n) => attach(`uneven-b-${n}`, 1, [1, 2], n)));
    const onA = await Promise.all(
      Array.from({ length: 9 }, (_, n) => attach(`uneven-a-${n}`, 0, [1, 2], n)),
    );
    expect(await Promise.all(nodes.map(sessionsOn))).toEqual([9, 3, 0]);
    const generations = new Map(onA.map((s) => [s.id, s.transport.generation ?? '']));

    const { counts, claimMs } = await failover(onA, 12);
    report('9 orphans, b 3 c 0', counts, claimMs);
    const [b, c] = counts as [number, number];
    expect(b + c).toBe(12);
    expect(claimMs).toHaveLength(9);
    // By load: 12 over two is 6 each (b takes 3, c 6); each within one of it.
    expect(c).toBeGreaterThan(b - 3);
    expect(Math.abs(b - c)).toBeLessThanOrEqual(2);

    await servedAgain(onA, generations);
  });
});
