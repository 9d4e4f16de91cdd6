/**
 * A thread with no turn yet, through a failover (issue 25, point 5): codex
 * writes a thread's rollout to disk on its first turn, so the new owner's
 * `thread/resume` of a thread started but never run finds nothing to resume
 * from. Two `codex-rx-relay` processes on a real redis-server, upstream one
 * real codex app-server (the scripted model); the owner is killed (-9) after
 * `thread/start` and before any turn. A request on that thread is answered
 * with the typed `threadLostInFailover` error (never an untyped `thread not
 * loaded`); a thread that had a turn is resumed and runs its next one; the
 * session starts new threads as before.
 * FLEET_DEBUG=1 prints each node's log events.
 */
import { firstValueFrom, lastValueFrom } from 'rxjs';
import { RpcResponseError } from '../../lib/rpc/errors.js';
import { script } from '../../lib/testing/model-provider/script.js';
import { until } from '../relay/support.js';
import { useRelayFleet, type FleetNode } from './support/relay-fleet.js';

jest.setTimeout(120_000);

const fleet = useRelayFleet({
  size: 2,
  leaseMs: 1500,
  debug: process.env.FLEET_DEBUG === '1',
});
const { nodes, kill9, events } = fleet;

describe('e2e: a thread with no turn yet through a failover (2 relay processes, real codex)', () => {
  it('kill -9 of the owner after thread/start, before any turn: the thread answers threadLostInFailover, typed; a thread with a turn runs on', async () => {
    const [client, transport] = await fleet.throughNonOwner('no-turn', 0);
    const cwd = fleet.server.workspace;
    const ran = await firstValueFrom(client.startThread({ cwd }));
    fleet.server.provider.enqueueFor(
      ran.id,
      script().answer('first', { deltas: 1 }).answer('second', { deltas: 1 }),
    );
    expect((await lastValueFrom(ran.run('one'))).status).toBe('completed');
    const fresh = await firstValueFrom(client.startThread({ cwd }));
    const generation = transport.generation;

    await kill9(nodes[0] as FleetNode);
    await until(() => transport.generation !== generation, 30_000);

    // The thread with no turn: a typed error the client can match, naming the thread.
    const error = await lastValueFrom(fresh.run('go')).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(RpcResponseError);
    const rpc = error as RpcResponseError;
    expect(rpc.isThreadLostInFailover).toBe(true);
    expect(rpc.data).toEqual({ reason: 'threadLostInFailover', threadId: fresh.id });
    // Each request on it gets the same answer (thread/read too), not codex's untyped one.
    const read = await firstValueFrom(
      client.request('thread/read', { threadId: fresh.id, includeTurns: false }),
    ).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect((read as RpcResponseError).isThreadLostInFailover).toBe(true);
    // The new owner logged why (the resume found no rollout).
    expect(
      events(nodes[1] as FleetNode).some(
        (e) =>
          e.event === 'threadResumed' &&
          e.threadId === fresh.id &&
          /no rollout found/.test(String(e.error)),
      ),
    ).toBe(true);

    // The thread with a turn was resumed by the new owner and runs its next turn.
    expect((await lastValueFrom(ran.run('two'))).status).toBe('completed');
    // And the session starts new threads.
    const next = await firstValueFrom(client.startThread({ cwd }));
    fleet.server.provider.enqueueFor(next.id, script().answer('third', { deltas: 1 }));
    expect((await lastValueFrom(next.run('three'))).status).toBe('completed');
  });
});
