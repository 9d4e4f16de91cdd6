/**
 * A relay fleet on a Redis Cluster (issue 16: "keys are hash-tagged by
 * session so the same code runs on Redis Cluster"): three `codex-rx-relay`
 * processes with `--store redis+cluster://…` on a real 3-master cluster,
 * upstream one real codex app-server (the scripted model), clients attached
 * through nodes that do not own their sessions (the sessions spread over
 * the masters). Turns complete with each delta once; kill -9 of the owner
 * mid-turn: another node claims the sessions, each turn continues once or is
 * reconciled from thread/read; a master restarted (empty) mid-turn: its
 * sessions are re-seeded by their owners and the turns complete.
 * Bounded: a few clients per scenario. FLEET_DEBUG=1 prints the nodes' logs.
 */
import { firstValueFrom } from 'rxjs';
import { Redis } from 'ioredis';
import { ofMethod } from '../../lib/client/of-method.js';
import { script } from '../../lib/testing/model-provider/script.js';
import { until } from '../relay/support.js';
import {
  inOrderOnce,
  readAgentText,
  startStalledRun,
  useRelayFleet,
  type FleetNode,
} from './support/relay-fleet.js';

jest.setTimeout(120_000);

const NODES = 3;
const fleet = useRelayFleet({
  size: NODES,
  // Longer than a master's restart (the third scenario): past its lease a node cut from a
  // master fences its sessions (they move, as in any outage longer than the lease).
  leaseMs: 5000,
  cluster: true,
  debug: process.env.FLEET_DEBUG === '1',
});
const { nodes, alive, kill9, events, throughNonOwner } = fleet;

/** The index of the cluster master serving `key`. */
async function masterOf(key: string): Promise<number> {
  const admin = new Redis((fleet.cluster.nodes[0] as { port: number }).port, '127.0.0.1');
  try {
    const slot = Number(await admin.call('CLUSTER', 'KEYSLOT', key));
    return fleet.cluster.nodes.findIndex((n) => slot >= n.slots[0] && slot <= n.slots[1]);
  } finally {
    admin.disconnect();
  }
}

describe('e2e: a relay fleet on a Redis Cluster (3 relay processes, 3 masters, real codex)', () => {
  it('clients × 2 turns, each through a node that does not own its session: every turn completes, every delta once', async () => {
    const clientsN = 6;
    const text = 'alpha beta gamma delta epsilon';
    const results = await Promise.all(
      Array.from({ length: clientsN }, async (_, n) => {
        const [client] = await throughNonOwner(`cl-${n}`, n % NODES);
        const thread = await firstValueFrom(client.startThread({ cwd: fleet.server.workspace }));
        fleet.server.provider.enqueueFor(
          thread.id,
          script().answer(text, { deltas: 5 }).answer(text, { deltas: 5 }),
        );
        const deltas = new Map<string, string[]>();
        client.events$.pipe(ofMethod('item/agentMessage/delta')).subscribe((e) => {
          deltas.set(e.params.turnId, [...(deltas.get(e.params.turnId) ?? []), e.params.delta]);
        });
        const turns = [];
        for (let t = 0; t < 2; t++) turns.push(await firstValueFrom(thread.runAndWait(`t${t}`)));
        return { turns, deltas };
      }),
    );
    for (const r of results)
      for (const t of r.turns) {
        expect(t.finalText).toBe(text);
        expect(r.deltas.get(t.turnId)).toHaveLength(5);
        expect(r.deltas.get(t.turnId)?.join('')).toBe(text);
      }
    // The sessions live on every master of the cluster.
    const masters = await Promise.all(
      Array.from({ length: clientsN }, (_, n) => masterOf(`codex-rx:{cl-${n}}:r`)),
    );
    expect(new Set(masters).size).toBeGreaterThanOrEqual(2);
  });

  it('kill -9 of the owner mid-turn: another node claims each session, each turn continues once or is reconciled from thread/read', async () => {
    const owner = 0;
    const N = 3;
    const runs = await Promise.all(
      Array.from({ length: N }, async (_, n) => {
        const [client, transport] = await throughNonOwner(`cl-kill-${n}`, owner);
        return {
          client,
          transport,
          ...(await startStalledRun(fleet.server, client, 'Alpha', ' omega')),
        };
      }),
    );
    await until(() => fleet.server.provider.stalledCount >= N, 30_000);
    // The model's stall does not mean the turn/start answers reached the clients (codex -> owner
    // -> non-owner -> client): one still on its way dies with the owner (-32603, by design).
    await Promise.all(runs.map((r) => r.started));
    const generations = runs.map((r) => r.transport.generation);
    await kill9(nodes[owner] as FleetNode);
    await until(
      () => runs.every((r, i) => r.transport.generation !== generations[i] && r.gaps.length > 0),
      30_000,
    );
    const claims = nodes
      .filter(alive)
      .flatMap((n) => events(n).filter((e) => e.event === 'sessionClaimed'));
    expect(new Set(claims.map((c) => c.transportId))).toEqual(
      new Set(runs.map((_, n) => `cl-kill-${n}`)),
    );
    fleet.server.provider.releaseStalls();
    for (const r of runs) {
      const state = await r.final;
      const read = await firstValueFrom(
        r.client.request('thread/read', { threadId: r.threadId, includeTurns: true }),
      );
      const turn = read.thread.turns.find((t) => t.id === state.turnId);
      expect(turn).toBeDefined();
      expect(state.status).toBe(turn?.status);
      const message = (turn?.items ?? []).find((i) => i.type === 'agentMessage') as
        | { text: string }
        | undefined;
      // No delta twice: what arrived is in the turn's text, in order (a prefix without a gap;
      // with one, the deltas the dead owner had not logged yet are missing, never repeated).
      if (message && r.gaps.length === 0)
        expect(message.text.startsWith(r.deltas.join(''))).toBe(true);
      if (message) expect(inOrderOnce(r.deltas, message.text)).toBe(true);
    }
  });

  it('a master restarted empty mid-turn: its sessions are re-seeded by their owners and every turn completes', async () => {
    const N = 3;
    const runs = await Promise.all(
      Array.from({ length: N }, async (_, n) => {
        const [client, transport] = await throughNonOwner(`cl-master-${n}`, n % NODES);
        return {
          client,
          transport,
          ...(await startStalledRun(fleet.server, client, 'before ', 'after')),
        };
      }),
    );
    await until(() => fleet.server.provider.stalledCount >= N, 30_000);
    const victim = await masterOf('codex-rx:{cl-master-0}:r');
    await fleet.cluster.kill(victim);
    await fleet.cluster.start(victim);
    fleet.server.provider.releaseStalls();
    for (const r of runs) {
      const state = await r.final;
      expect(state.status).toBe('completed');
      expect(await readAgentText(r.client, r.threadId, state.turnId)).toBe('before after');
      // Each delta at most once: a gap (entries the restart lost) is reconciled, never repeated.
      if (r.gaps.length === 0) expect(r.deltas.join('')).toBe('before after');
      else expect(new Set(r.deltas).size).toBe(r.deltas.length);
    }
    // The session on the restarted master is back in it (re-seeded by its owner), same generation.
    const admin = new Redis((fleet.cluster.nodes[victim] as { port: number }).port, '127.0.0.1');
    try {
      const generation = await admin.hget('codex-rx:{cl-master-0}:r', 'generation');
      expect(generation).toBe(JSON.stringify(runs[0]?.transport.generation));
    } finally {
      admin.disconnect();
    }
    for (const n of nodes)
      await until(
        () => events(n).some((e) => e.event === 'storeState' && e.state === 'ready'),
        10_000,
      );
  });
});
