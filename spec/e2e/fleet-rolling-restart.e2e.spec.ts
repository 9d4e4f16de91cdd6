/**
 * A rolling restart of a relay fleet as operators run it (issue 25, point
 * 1): three `codex-rx-relay` processes on a real redis-server, upstream a
 * codex process per session (`--upstream stdio`) on one shared CODEX_HOME,
 * the scripted model streaming each turn for about 10 s after one command
 * approval. Clients connect as through a health-checking balancer (each
 * connection to the next node whose /readyz answered 200). While 10 clients
 * run turn after turn, node a is restarted (SIGTERM: it drains, then exits;
 * started again), then b, then c. Every turn completes, every delta arrives
 * exactly once and in order, every approval is asked once and answered once,
 * no client sees an error or a replay gap, and every session handed over is
 * handed over planned (each turn ends inside the drain window).
 * E2E_TIMINGS=1 prints the figures; FLEET_DEBUG=1 each node's log events.
 */
import { firstValueFrom, lastValueFrom } from 'rxjs';
import { createClient, type Client } from '../../lib/client/client.js';
import { ofMethod } from '../../lib/client/of-method.js';
import type { ReplayGapEvent } from '../../lib/client/reattach.js';
import { script } from '../../lib/testing/model-provider/script.js';
import { wsSocketFactory } from '../../lib/transport/node-websocket.js';
import { createRelayTransport, type RelayTransportOptions } from '../../lib/transport/relay.js';
import type { TransportClosedError } from '../../lib/rpc/errors.js';
import { TOKEN, until } from '../relay/support.js';
import { useRelayFleet, type FleetNode } from './support/relay-fleet.js';

jest.setTimeout(150_000);

const NODES = 3;
const CLIENTS = 10;
const DELTAS = 20;
const DELTA_MS = 500; // 20 deltas 500 ms apart: a turn streams for about 10 s
// Longer than a turn: every turn running when its node is told to stop ends inside the window.
const DRAIN_MS = 15_000;
const fleet = useRelayFleet({
  size: NODES,
  leaseMs: 3000,
  upstream: 'stdio',
  extraArgs: ['--drain-ms', String(DRAIN_MS)],
  debug: process.env.FLEET_DEBUG === '1',
});
const { nodes, events } = fleet;

/** What a health-checking balancer does: /readyz of every node polled, connections to ready ones in turn. */
function balancer(): { createSocket: RelayTransportOptions['createSocket']; stop(): void } {
  const ready = new Map<FleetNode, boolean>(nodes.map((n) => [n, true]));
  const timer = setInterval(() => {
    for (const n of nodes)
      fetch(`http://127.0.0.1:${n.port}/readyz`).then(
        (r) => ready.set(n, r.status === 200),
        () => ready.set(n, false),
      );
  }, 100);
  let next = 0;
  return {
    createSocket: (_url, init) => {
      const up = nodes.filter((n) => ready.get(n));
      const pool = up.length > 0 ? up : nodes;
      return wsSocketFactory((pool[next++ % pool.length] as FleetNode).url, init);
    },
    stop: () => clearInterval(timer),
  };
}

interface TurnSeen {
  readonly turnId: string;
  readonly status: string;
  readonly deltas: string[];
}

describe('e2e: a rolling restart of a relay fleet (3 relay processes, codex over stdio, Redis)', () => {
  it('nodes restarted one after another while 10 clients run ~10 s turns with an approval: every turn completes, every delta once, every approval answered once, no error, no gap', async () => {
    const started = Date.now();
    const lb = balancer();
    const pieces = Array.from({ length: DELTAS }, (_, i) => `w${i} `);
    const text = pieces.join('');
    let restarting = true;
    const clients = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, n) => {
        const approvals: string[] = [];
        const transport = createRelayTransport(nodes[n % NODES]!.url, {
          transportId: `roll-${n}`,
          token: TOKEN,
          createSocket: lb.createSocket,
          reconnect: { attempts: 60, baseMs: 50, maxMs: 250 },
        });
        const client = createClient(transport, {
          requestHandler: {
            'item/commandExecution/requestApproval': (p) => {
              approvals.push(p.itemId);
              return { decision: 'accept' as const };
            },
          },
        }) as Client;
        fleet.clients.push(client);
        const errors: unknown[] = [];
        client.closed$.subscribe((e: TransportClosedError) => errors.push(e));
        const gaps: ReplayGapEvent[] = [];
        client.replayGap$.subscribe((g) => gaps.push(g));
        const asked: string[] = [];
        client.serverRequests$.subscribe((r) => asked.push(String(r.method)));
        let last = 0;
        let longestPause = 0;
        client.events$.subscribe(() => {
          const now = Date.now();
          if (last) longestPause = Math.max(longestPause, now - last);
          last = now;
        });
        const deltas = new Map<string, string[]>();
        client.events$.pipe(ofMethod('item/agentMessage/delta')).subscribe((e) => {
          const list = deltas.get(e.params.turnId) ?? [];
          list.push(e.params.delta);
          deltas.set(e.params.turnId, list);
        });
        await firstValueFrom(client.initialize());
        const thread = await firstValueFrom(
          client.startThread({
            cwd: fleet.server.workspace,
            approvalPolicy: 'untrusted',
            sandbox: 'workspace-write',
          }),
        );
        return {
          n,
          client,
          thread,
          approvals,
          asked,
          errors,
          gaps,
          deltas,
          pause: () => longestPause,
        };
      }),
    );
    // Turn after turn until the restarts are over (the turn running then ends normally).
    const runs = clients.map(async (c) => {
      const turns: TurnSeen[] = [];
      do {
        fleet.server.provider.enqueueFor(
          c.thread.id,
          script()
            .runCommand(`echo roll-${c.n}-${turns.length}`)
            .thenAnswer(text, { deltas: pieces, delayMs: DELTA_MS }),
        );
        const state = await lastValueFrom(c.thread.run(`turn ${turns.length}`));
        turns.push({
          turnId: state.turnId ?? '',
          status: state.status,
          deltas: c.deltas.get(state.turnId ?? '') ?? [],
        });
      } while (restarting);
      return turns;
    });
    runs.forEach((r) => r.catch(() => undefined));
    // Every client inside its first turn (its approval answered) before the first restart.
    await until(() => clients.every((c) => c.approvals.length >= 1), 60_000);
    const restarts: number[] = [];
    for (const node of nodes) {
      const t0 = Date.now();
      expect(await fleet.stop(node, 'SIGTERM')).toBe(0);
      restarts.push(Date.now() - t0);
      await fleet.restart(node);
    }
    restarting = false;
    const turns = await Promise.all(runs);
    lb.stop();
    const wall = Date.now() - started;

    const log = nodes.flatMap((n) => events(n));
    const handedOver = log.filter((e) => e.event === 'sessionHandedOver');
    const planned = handedOver.filter((e) => e.planned === true).length;
    const claimedPlanned = log.filter(
      (e) => e.event === 'sessionClaimed' && e.planned === true,
    ).length;
    const allTurns = turns.flat();
    const figures = {
      turns: allTurns.length,
      deltas: allTurns.reduce((s, t) => s + t.deltas.length, 0),
      approvals: clients.reduce((s, c) => s + c.approvals.length, 0),
      handovers: handedOver.length,
      planned,
      claimedPlanned,
      gaps: clients.reduce((s, c) => s + c.gaps.length, 0),
      longestPauseMs: Math.max(...clients.map((c) => c.pause())),
      drainMs: restarts,
      wallMs: wall,
    };
    if (process.env.E2E_TIMINGS === '1')
      console.log(`fleet rolling restart: ${JSON.stringify(figures)}`);

    for (const [i, c] of clients.entries()) {
      const seen = turns[i]!;
      expect(c.errors).toEqual([]);
      expect(c.gaps).toEqual([]);
      for (const t of seen) {
        expect(t.status).toBe('completed');
        // Exactly the scripted pieces, in order: none lost, none twice.
        expect(t.deltas).toEqual(pieces);
      }
      // One approval per turn, asked once, answered once by the handler.
      expect(c.approvals).toHaveLength(seen.length);
      expect(new Set(c.approvals).size).toBe(seen.length);
      expect(c.asked).toEqual(seen.map(() => 'item/commandExecution/requestApproval'));
    }
    // Each node drained with sessions to hand over; every handover planned, claimed as such.
    expect(handedOver.length).toBeGreaterThanOrEqual(NODES);
    expect(planned).toBe(handedOver.length);
    expect(claimedPlanned).toBe(handedOver.length);
  });
});
