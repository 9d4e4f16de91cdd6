/**
 * A relay fleet as deployed (issue 16): three `codex-rx-relay` processes
 * sharing a real redis-server, upstream one real codex app-server (the
 * scripted model), clients attached through nodes that do not own their
 * sessions: every turn completes with each delta once; a wrong secret is
 * refused on every node; a dashboard's fleetActivity$ sees every node's
 * turns (each bin node publishes its sessions' activity).
 * Sizes are bounded (FLEET_CLIENTS for a longer run).
 */
import { firstValueFrom, type Subscription } from 'rxjs';
import { createClient, type Client } from '../../lib/client/client.js';
import { ofMethod } from '../../lib/client/of-method.js';
import { fleetActivity$, type FleetActivityItem } from '../../lib/relay/fleet-activity.js';
import { script } from '../../lib/testing/model-provider/script.js';
import { RelaySessionError, createRelayTransport } from '../../lib/transport/relay.js';
import { wsSocketFactory } from '../../lib/transport/node-websocket.js';
import { TOKEN } from '../relay/support.js';
import { useRelayFleet } from './support/relay-fleet.js';

jest.setTimeout(120_000);

const NODES = 3;
const LEASE_MS = 1500;
const fleet = useRelayFleet({ size: NODES, leaseMs: LEASE_MS });
const { nodes, events, throughNonOwner } = fleet;

describe('e2e: a relay fleet on Redis (3 relay processes, real codex)', () => {
  it('clients × 3 turns, each through a node that does not own its session: every turn completes, every delta once', async () => {
    const clientsN = Number(process.env.FLEET_CLIENTS ?? 30);
    const turnsN = 3;
    const text = 'alpha beta gamma delta epsilon';
    const deltasPer = 5;
    // The dashboard: every bin node publishes the activity of the sessions it owns.
    const seen: FleetActivityItem[] = [];
    let dashboard: Subscription | undefined;
    await new Promise<void>((subscribed) => {
      dashboard = fleetActivity$({ redis: fleet.redis.url }).subscribe((e) => {
        if (e.type === 'connection') subscribed();
        else if (e.type === 'activity') seen.push(e);
      });
    });
    const results = await Promise.all(
      Array.from({ length: clientsN }, async (_, n) => {
        const [client] = await throughNonOwner(`many-${n}`, n % NODES);
        const thread = await firstValueFrom(client.startThread({ cwd: fleet.server.workspace }));
        fleet.server.provider.enqueueFor(
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
    // Each turn's completion reached the dashboard once, from the node running its session.
    const completed = () =>
      seen.filter((e) => e.activity.kind === 'turnCompleted' && e.activity.key.startsWith('many-'));
    const deadline = Date.now() + 10_000;
    while (completed().length < clientsN * turnsN && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    dashboard?.unsubscribe();
    const turnIds = results.flatMap((r) => r.turns.map((t) => t.turnId)).sort();
    expect(
      completed()
        .map((e) => (e.activity as { turnId: string }).turnId)
        .sort(),
    ).toEqual(turnIds);
    // Session n is owned by node n % NODES.
    expect(new Set(completed().map((e) => e.node)).size).toBe(Math.min(clientsN, NODES));
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
