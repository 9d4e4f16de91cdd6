/**
 * Fleet activity against real parts (issue 16 §4): Debian's redis-server,
 * three node processes each running the real codex (scripted model) behind a
 * ClientManager whose activity$ they publish, and a dashboard here that sees
 * every node's thread activity, each event naming its node, in order per
 * thread. Then the lost connections: reported, and what was missed reported
 * as a gap (subscriber side) or delivered after the reconnect (publisher
 * side, within its bound; beyond it, a gap).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { Subject, type Subscription } from 'rxjs';
import Redis from 'ioredis';
import type { ThreadActivity } from '../../lib/client/thread-activity.js';
import {
  FleetActivityError,
  fleetActivity$,
  publishFleetActivity,
  type FleetActivityEvent,
  type FleetActivityItem,
  type FleetActivityPublisher,
  type FleetPublisherEvent,
} from '../../lib/relay/fleet-activity.js';
import { startRedisServer, type RedisServer } from '../relay/redis-server.js';
import { startCutProxy, type CutProxy } from './support/cut-proxy.js';

jest.setTimeout(120_000);

const REPO = join(__dirname, '..', '..');

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

async function until(check: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

interface NodeSummary {
  readonly node: string;
  readonly threads: string[];
  readonly published: number;
  readonly dropped: number;
}

function runNode(url: string, node: string, channel: string): Promise<NodeSummary> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'spec/e2e/fleet-activity-node.ts', url, node, channel],
      { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`node ${node} exited ${code}:\n${err}`));
      else resolve(JSON.parse(out.trim().split('\n').pop() as string) as NodeSummary);
    });
  });
}

/** A short name per activity, to compare sequences. */
const short = (a: ThreadActivity): string =>
  a.kind === 'turnStarted' || a.kind === 'turnCompleted'
    ? `${a.kind}:${a.turnId}${a.kind === 'turnCompleted' ? `:${a.status}` : ''}`
    : a.kind;

const activity = (i: number): ThreadActivity => ({
  kind: 'turnStarted',
  key: 'k',
  threadId: 'thread-1',
  turnId: `turn-${i}`,
});

describe('e2e: fleet activity over Redis pub/sub', () => {
  let redis: RedisServer;
  const cleanups: (() => unknown)[] = [];

  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  function watch(url: string, channel: string): { events: FleetActivityEvent[] } {
    const events: FleetActivityEvent[] = [];
    const sub: Subscription = fleetActivity$({ redis: url, channel }).subscribe({
      next: (e) => events.push(e),
      error: (e: unknown) =>
        events.push({ type: 'invalid', reason: `errored: ${String(e)}`, raw: '' }),
    });
    cleanups.push(() => sub.unsubscribe());
    return { events };
  }

  it('a dashboard sees the thread activity of three node processes, each naming its node, in order per thread', async () => {
    const channel = 'fleet-e2e';
    const { events } = watch(redis.url, channel);
    await until(() => events.some((e) => e.type === 'connection'), 'subscribed');
    expect(events).toEqual([{ type: 'connection', state: 'subscribed' }]);

    const names = ['node-a', 'node-b', 'node-c'];
    const summaries = await Promise.all(names.map((n) => runNode(redis.url, n, channel)));
    const items = (): FleetActivityItem[] =>
      events.filter((e): e is FleetActivityItem => e.type === 'activity');
    const total = summaries.reduce((n, s) => n + s.published, 0);
    await until(() => items().length >= total, `${total} events`);
    expect(items()).toHaveLength(total);
    expect(events.filter((e) => e.type !== 'activity' && e.type !== 'connection')).toEqual([]);

    for (const s of summaries) {
      expect(s.dropped).toBe(0);
      expect(s.threads).toHaveLength(2);
      const mine = items().filter((e) => e.node === s.node);
      expect(mine).toHaveLength(s.published);
      // one epoch, numbered 1..n without a hole, in order
      expect(new Set(mine.map((e) => e.epoch)).size).toBe(1);
      expect(mine.map((e) => e.seq)).toEqual(mine.map((_, i) => i + 1));
      for (const threadId of s.threads) {
        const ofThread = items().filter(
          (e) => 'threadId' in e.activity && e.activity.threadId === threadId,
        );
        // every event about a thread comes from the node that runs it
        expect(new Set(ofThread.map((e) => e.node))).toEqual(new Set([s.node]));
        const kinds = ofThread
          .map((e) => e.activity)
          .filter(
            (a) =>
              a.kind === 'turnStarted' || a.kind === 'turnCompleted' || a.kind === 'threadStarted',
          );
        const turnIds = kinds
          .filter((a) => a.kind === 'turnStarted')
          .map((a) => (a as { turnId: string }).turnId);
        expect(turnIds).toHaveLength(2);
        expect(kinds.map(short)).toEqual([
          'threadStarted',
          `turnStarted:${turnIds[0]}`,
          `turnCompleted:${turnIds[0]}:completed`,
          `turnStarted:${turnIds[1]}`,
          `turnCompleted:${turnIds[1]}:completed`,
        ]);
        // the times the node stamped never go backwards within a thread
        const at = ofThread.map((e) => e.at);
        expect(at).toEqual([...at].sort((x, y) => x - y));
      }
    }
    // the three nodes' events interleave on the one channel
    expect(new Set(items().map((e) => e.node))).toEqual(new Set(names));
  });

  it("a lost subscriber connection is reported, then what it missed is reported as each node's gap", async () => {
    const channel = 'fleet-sub-loss';
    const proxy: CutProxy = await startCutProxy(redis.url);
    cleanups.push(() => proxy.close());
    const { events } = watch(proxy.url, channel);
    await until(() => events.length > 0, 'subscribed');
    const source = new Subject<ThreadActivity>();
    const publisher = await publishFleetActivity(source, {
      redis: redis.url,
      node: 'pub',
      channel,
    });
    cleanups.push(() => publisher.close());

    source.next(activity(1));
    await until(() => events.length === 2, 'the first event');
    proxy.cut({ refuse: true });
    await until(() => events.length === 3, 'the loss');
    expect(events[2]).toMatchObject({ type: 'connection', state: 'lost' });
    source.next(activity(2));
    source.next(activity(3));
    await until(() => publisher.stats().published === 3, 'publishes 2 and 3 done');
    proxy.restore();
    await until(() => events.length === 4, 'resubscribed');
    source.next(activity(4));
    await until(() => events.length === 6, 'the gap and event 4');
    expect(
      events.map((e) =>
        e.type === 'activity' ? `${e.node}#${e.seq}` : e.type === 'connection' ? e.state : e.type,
      ),
    ).toEqual(['subscribed', 'pub#1', 'lost', 'resubscribed', 'gap', 'pub#4']);
    expect(events[4]).toEqual({ type: 'gap', node: 'pub', epoch: publisher.epoch, from: 2, to: 3 });
    expect((events[5] as FleetActivityItem).activity).toEqual(activity(4));
  });

  it('a lost publisher connection: events wait and arrive in order after it; beyond maxPending they are dropped and the dashboard sees the gap', async () => {
    const channel = 'fleet-pub-loss';
    const proxy = await startCutProxy(redis.url);
    cleanups.push(() => proxy.close());
    const { events } = watch(redis.url, channel);
    await until(() => events.length > 0, 'subscribed');
    const source = new Subject<ThreadActivity>();
    const publisher: FleetActivityPublisher = await publishFleetActivity(source, {
      redis: proxy.url,
      node: 'flaky',
      channel,
      maxPending: 2,
    });
    cleanups.push(() => publisher.close());
    const told: FleetPublisherEvent[] = [];
    const sub = publisher.events$.subscribe((e) => told.push(e));
    cleanups.push(() => sub.unsubscribe());

    source.next(activity(1));
    await until(() => events.length === 2, 'the first event');
    proxy.cut({ refuse: true });
    await until(() => told.length === 1, 'the loss');
    expect(told[0]).toMatchObject({ type: 'connection', state: 'lost' });
    for (let i = 2; i <= 5; i++) source.next(activity(i));
    // 2 and 3 wait (maxPending 2); 4 and 5 are dropped
    expect(publisher.stats()).toEqual({ published: 1, dropped: 2, pending: 2 });
    expect(told.slice(1)).toEqual([
      { type: 'dropped', seq: 4, reason: 'over 2 publishes pending' },
      { type: 'dropped', seq: 5, reason: 'over 2 publishes pending' },
    ]);
    proxy.restore();
    await until(() => publisher.stats().published === 3, 'the waiting publishes');
    expect(told.at(-1)).toEqual({ type: 'connection', state: 'ready' });
    source.next(activity(6));
    await until(() => events.length === 6, 'events 2, 3, the gap, 6');
    expect(events.slice(2)).toEqual([
      expect.objectContaining({ type: 'activity', seq: 2, activity: activity(2) }),
      expect.objectContaining({ type: 'activity', seq: 3, activity: activity(3) }),
      { type: 'gap', node: 'flaky', epoch: publisher.epoch, from: 4, to: 5 },
      expect.objectContaining({ type: 'activity', seq: 6, activity: activity(6) }),
    ]);
  });

  it('a message on the channel that is not an envelope is reported as invalid and skipped; a duplicate is dropped', async () => {
    const channel = 'fleet-bad-input';
    const { events } = watch(redis.url, channel);
    await until(() => events.length > 0, 'subscribed');
    const raw = new Redis(redis.url);
    cleanups.push(() => raw.quit());
    const envelope = { v: 1, node: 'n', epoch: 'e', seq: 1, at: 1, activity: activity(1) };
    await raw.publish(channel, 'not json');
    await raw.publish(channel, JSON.stringify({ ...envelope, v: 2 }));
    await raw.publish(channel, JSON.stringify({ ...envelope, seq: 0 }));
    await raw.publish(channel, JSON.stringify(envelope));
    await raw.publish(channel, JSON.stringify(envelope)); // resent after a reconnect
    await raw.publish(channel, JSON.stringify({ ...envelope, seq: 2 }));
    await until(() => events.length === 6, 'six events');
    expect(events.slice(1)).toEqual([
      { type: 'invalid', reason: 'not JSON', raw: 'not json' },
      expect.objectContaining({ type: 'invalid', reason: 'unknown envelope version 2' }),
      expect.objectContaining({ type: 'invalid', reason: 'bad seq' }),
      expect.objectContaining({ type: 'activity', node: 'n', seq: 1 }),
      expect.objectContaining({ type: 'activity', node: 'n', seq: 2 }),
    ]);
  });

  it('without ioredis installed: a typed FleetActivityError saying what to install', async () => {
    let fleet!: typeof import('../../lib/relay/fleet-activity.js');
    jest.isolateModules(() => {
      jest.doMock('ioredis', () => {
        throw new Error("Cannot find module 'ioredis'");
      });
      // a fresh copy of the module, whose require('ioredis') meets the mock
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      fleet = require('../../lib/relay/fleet-activity.js') as typeof fleet;
    });
    const error = await new Promise<unknown>((resolve) =>
      fleet.fleetActivity$({ redis: 'redis://127.0.0.1:1' }).subscribe({ error: resolve }),
    );
    expect(error).toBeInstanceOf(fleet.FleetActivityError);
    expect(error).toMatchObject({ name: 'FleetActivityError', code: 'ioredis_missing' });
    expect((error as Error).message).toMatch(/npm install ioredis/);
    await expect(
      fleet.publishFleetActivity(new Subject<ThreadActivity>(), { redis: 'redis://127.0.0.1:1' }),
    ).rejects.toMatchObject({ code: 'ioredis_missing' });
    jest.dontMock('ioredis');
    void FleetActivityError;
  });
});
