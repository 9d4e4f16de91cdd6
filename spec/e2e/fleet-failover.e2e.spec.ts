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
 * outage; a gap beyond the buffer is fleet-outage.e2e.spec.ts's).
 * FLEET_DEBUG=1 prints each node's log events.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { firstValueFrom } from 'rxjs';
import { script } from '../../lib/testing/model-provider/script.js';
import type { ReplayGapEvent } from '../../lib/client/reattach.js';
import { sleep, until } from '../relay/support.js';
import {
  agentDeltas,
  inOrderOnce,
  readAgentText,
  runTracked,
  startStalledRun,
  useRelayFleet,
  type FleetNode,
} from './support/relay-fleet.js';

jest.setTimeout(120_000);

const NODES = 3;
// Failover waits for it; the Redis restart below must stay well within it (a
// node cut from Redis past its lease fences itself and its sessions move).
const LEASE_MS = 3000;
const fleet = useRelayFleet({
  size: NODES,
  leaseMs: LEASE_MS,
  debug: process.env.FLEET_DEBUG === '1',
});
const { nodes, alive, kill9, events, throughNonOwner } = fleet;

describe('e2e: a relay fleet on Redis, failures (3 relay processes, real codex)', () => {
  it('kill -9 of the owner mid-turn: another node claims the session, the turn continues once or is reconciled from thread/read; a pending approval is never approved', async () => {
    const owner = 0;
    const marker = join(fleet.server.workspace, `never-${Date.now()}.txt`);
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
            cwd: fleet.server.workspace,
            approvalPolicy: 'untrusted',
            sandbox: 'workspace-write',
          }),
        );
        // Client 0 waits on an approval; the others on a stalled model stream.
        fleet.server.provider.enqueueFor(
          thread.id,
          n === 0
            ? script().runCommand(`touch ${marker}`).thenAnswer('ran')
            : script().stall({ partial: 'Alpha', then: ' omega' }),
        );
        const deltas = agentDeltas(client, thread.id);
        const { started, final } = runTracked(thread.run('go'));
        return {
          client,
          transport,
          thread,
          started,
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
    await until(() => fleet.server.provider.stalledCount >= N - 1, 30_000);
    // The model's stall does not mean the turn/start answers reached the clients (codex -> owner
    // -> non-owner -> client): one still on its way dies with the owner (-32603, by design).
    await Promise.all(sessions.map((s) => s.started));
    const generation = sessions[0]!.transport.generation;
    // When the owner's leases run out (renewed every LEASE_MS / 3, later under load): no claim before.
    const redis = new Redis(fleet.redis.url);
    const readAt = Date.now();
    const leaseLeft = await Promise.all(
      sessions.map((_, n) => redis.pttl(`codex-rx:{kill-${n}}:o`)),
    );
    redis.disconnect();
    expect(Math.min(...leaseLeft)).toBeGreaterThan(0);
    const expiresAt = readAt + Math.min(...leaseLeft);
    await kill9(nodes[owner] as FleetNode);
    // Each client reattaches (through another node) with the new generation and a gap.
    await until(
      () => sessions.every((s) => s.transport.generation !== generation && s.gaps.length > 0),
      30_000,
    );
    const claims = nodes
      .filter(alive)
      .flatMap((n) => events(n).filter((e) => e.event === 'sessionClaimed'));
    for (const c of claims) expect(Date.parse(String(c.time))).toBeGreaterThanOrEqual(expiresAt);
    expect(new Set(claims.map((c) => c.transportId))).toEqual(
      new Set(sessions.map((_, n) => `kill-${n}`)),
    );
    fleet.server.provider.releaseStalls();
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
      // No delta twice, none out of order. Not necessarily a prefix: a delta the
      // dead owner had not logged yet is in the replay gap.
      const message = (turn?.items ?? []).find((i) => i.type === 'agentMessage') as
        | { text: string }
        | undefined;
      if (message) expect(inOrderOnce(s.deltas, message.text)).toBe(true);
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
        return { client, ...(await startStalledRun(fleet.server, client, 'before ', 'after')) };
      }),
    );
    await until(() => fleet.server.provider.stalledCount >= N, 30_000);
    await fleet.redis.restart();
    fleet.server.provider.releaseStalls();
    for (const s of sessions) {
      const state = await s.final;
      expect(state.status).toBe('completed');
      expect(await readAgentText(s.client, s.threadId, state.turnId)).toBe('before after');
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
