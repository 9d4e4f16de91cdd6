/**
 * Fleet activity on a Redis Cluster (issue 16): publishers and a dashboard
 * connected through different seed nodes of a real 3-master cluster (each
 * `redis+cluster://` URL names one seed; the client discovers the rest). A
 * cluster passes every PUBLISH to every node, so the dashboard sees each
 * node's events, numbered and in order, whichever node it subscribed on.
 */
import { Subject, type Subscription } from 'rxjs';
import type { ThreadActivity } from '../../lib/client/thread-activity.js';
import {
  fleetActivity$,
  publishFleetActivity,
  type FleetActivityEvent,
  type FleetActivityItem,
} from '../../lib/relay/fleet-activity.js';
import { startRedisCluster, type RedisCluster } from './redis-cluster.js';
import { until } from './support.js';

jest.setTimeout(30_000);

let cluster: RedisCluster;
beforeAll(async () => {
  cluster = await startRedisCluster();
});
afterAll(async () => {
  await cluster?.stop();
});

const seed = (i: number): string => `redis+cluster://127.0.0.1:${cluster.nodes[i]?.port}`;

it('a dashboard on one seed sees the activity published through the others, per node in order', async () => {
  const channel = 'cluster-activity';
  const events: FleetActivityEvent[] = [];
  const sub: Subscription = fleetActivity$({ redis: seed(1), channel }).subscribe((e) =>
    events.push(e),
  );
  try {
    await until(() => events.some((e) => e.type === 'connection'), 10_000);
    expect(events).toEqual([{ type: 'connection', state: 'subscribed' }]);
    const sources = [new Subject<ThreadActivity>(), new Subject<ThreadActivity>()];
    const publishers = await Promise.all(
      sources.map((s, i) =>
        publishFleetActivity(s, { redis: seed(i * 2), node: `node-${i}`, channel }),
      ),
    );
    try {
      for (let n = 1; n <= 20; n++)
        sources.forEach((s, i) =>
          s.next({ kind: 'turnStarted', key: `k${i}`, threadId: `t${i}`, turnId: `u${n}` }),
        );
      const items = (): FleetActivityItem[] =>
        events.filter((e): e is FleetActivityItem => e.type === 'activity');
      await until(() => items().length >= 40, 10_000);
      expect(events.filter((e) => e.type !== 'activity' && e.type !== 'connection')).toEqual([]);
      for (const i of [0, 1]) {
        const mine = items().filter((e) => e.node === `node-${i}`);
        expect(mine.map((e) => e.seq)).toEqual(Array.from({ length: 20 }, (_, n) => n + 1));
        expect(mine.map((e) => (e.activity as { turnId: string }).turnId)).toEqual(
          Array.from({ length: 20 }, (_, n) => `u${n + 1}`),
        );
      }
    } finally {
      await Promise.all(publishers.map((p) => p.close()));
    }
  } finally {
    sub.unsubscribe();
  }
});
