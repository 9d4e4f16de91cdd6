/**
 * The fleet's coordination contract (fleet-coordinator.ts) on Redis, one
 * server or a Cluster: a lease is a key with a PX expiry (`:o`), set by the
 * session's scripts on its slot (CREATE, RENEW, CLAIM, RELEASE: atomic per
 * session); the fleet index (`prefix:sessions`, scored by lease deadline) says
 * where to look for lapsed ones; a session's forwarded messages go into its
 * inbound stream (`:i`, numbered by FORWARD) and are announced on the owner
 * node's channel; an owner's messages to a serving node go on that node's
 * channel, published through the channel's slot (in order on a cluster);
 * appended log frames are published by the append script on the session's
 * channel. Live nodes are a sorted set (`prefix:{nodes}`) scored by the
 * deadline of each node's last renewal, their loads a hash beside it
 * (`prefix:{nodes}:load`: set by each renewal, counted up by each claim).
 */
import type { Redis } from 'ioredis';
import type {
  CoordinatorNode,
  FleetCoordinator,
  OwnedLease,
  RenewOutcome,
} from './fleet-coordinator.js';
import {
  FLEET_MESSAGE_VERSION,
  parseAttachmentMessage,
  parseForwarded,
  parseInbound,
  type InboundMessage,
} from './fleet-messages.js';
import { ReseedGrace } from './redis-reseed-grace.js';
import { redisClaim } from './redis-claim.js';
import { decodeCoordination } from './redis-commands.js';
import { publishInOrder } from './redis-connect.js';
import type { RedisCoordinatorParts } from './redis-internals.js';
import { parseLogMessage } from './remote-attachment.js';

type Pipeline = Record<string, (...args: unknown[]) => unknown> & {
  exec(): Promise<[Error | null, unknown][] | null>;
};

export function createRedisCoordinator(parts: RedisCoordinatorParts): FleetCoordinator {
  const redis = parts.internals;
  const p = parts.keyPrefix;
  // Live nodes: scored by their last renewal's deadline; their loads in a hash beside.
  // One hash tag: one slot for both on a cluster (they are written together).
  const nodesKey = `${p}:{nodes}`;
  const loadsKey = `${p}:{nodes}:load`;
  const nodeChannel = (node: string, dir: 'in' | 'out'): string => `${p}:node:${node}:${dir}`;
  let node: CoordinatorNode | null = null;
  let sub: Redis | null = null;
  /** Log channel -> session, for the sessions watched (no channel name is parsed). */
  const watched = new Map<string, string>();
  /** When the owned sessions' key TTLs were last extended (every quarter of the TTL). */
  let ttlsExtendedAt = 0;
  let grace: ReseedGrace | null = null;
  const me = (): CoordinatorNode => {
    if (!node) throw new Error('the fleet coordinator has no node yet (join first)');
    return node;
  };
  const ready = (): boolean => parts.store.health?.().state !== 'closed';

  const onMessage = (channel: string, message: Buffer): void => {
    const n = node;
    if (!n) return;
    if (channel === nodeChannel(n.nodeId, 'in')) {
      const m = parseInbound(message.toString());
      if (typeof m === 'string') n.refused?.(`inbound message refused: ${m}`);
      else n.inbound(m);
      return;
    }
    if (channel === nodeChannel(n.nodeId, 'out')) {
      const m = parseAttachmentMessage(message.toString());
      if (typeof m === 'string') n.refused?.(`attachment message refused: ${m}`);
      else n.toAttachment(m);
      return;
    }
    const tid = watched.get(channel);
    // Buffers: a log message's frame lengths are in UTF-8 bytes.
    if (tid !== undefined) n.logFrames(tid, parseLogMessage(message));
  };

  const coordinator: FleetCoordinator = {
    store: parts.store,
    get reseedGraceMs() {
      return grace?.graceMs ?? 3000;
    },
    join: async (joining) => {
      node = joining;
      parts.useLeases(joining.nodeId, joining.leaseMs);
      grace = new ReseedGrace(redis, p, Math.max(3 * joining.leaseMs, 3000));
      await grace.start();
      sub = redis.duplicate();
      // Reconnects on its own; an 'error' without a listener would be printed as unhandled.
      sub.on('error', () => undefined);
      sub.on('messageBuffer', (channel: Buffer, message: Buffer) =>
        onMessage(channel.toString(), message),
      );
      await sub.subscribe(nodeChannel(joining.nodeId, 'in'), nodeChannel(joining.nodeId, 'out'));
      await redis.client
        .multi()
        .zadd(nodesKey, Date.now() + joining.leaseMs, joining.nodeId)
        .hset(loadsKey, joining.nodeId, 0)
        .exec();
    },
    leave: () => {
      const n = node;
      sub?.disconnect();
      if (n && ready())
        void redis.client
          .multi()
          .zrem(nodesKey, n.nodeId)
          .hdel(loadsKey, n.nodeId)
          .exec()
          .catch(() => null);
    },

    leaseOwner: async (transportId) =>
      (await redis.client.get(parts.keys(transportId).lease)) ?? undefined,
    leaseOwners: async (transportIds) => {
      const pipe = redis.batch();
      for (const id of transportIds) (pipe.get as (key: string) => unknown)(parts.keys(id).lease);
      const answers = (await pipe.exec().catch(() => null)) ?? [];
      return transportIds.map((_, i) => {
        const [error, value] = answers[i] ?? [new Error('no answer'), undefined];
        return error ? undefined : (value as string | null);
      });
    },
    renew: async (leases: readonly OwnedLease[]): Promise<RenewOutcome[]> => {
      const n = me();
      const ttl = parts.recordTtlMs;
      const now = Date.now();
      const extend = now - ttlsExtendedAt >= ttl / 4;
      const deadline = now + n.leaseMs;
      // One pipeline (on a cluster: the same commands at once, one round trip per master).
      const pipe = redis.batch() as unknown as Pipeline;
      for (const l of leases) {
        const k = parts.keys(l.transportId);
        pipe.crxRenew?.(
          k.record,
          k.log,
          k.inbound,
          k.lease,
          n.nodeId,
          n.leaseMs,
          ttl,
          extend ? 1 : 0,
          JSON.stringify(l.generation),
        );
      }
      for (let i = 0; i < leases.length; i += 1000)
        pipe.zadd?.(
          redis.indexKey,
          'XX',
          ...leases.slice(i, i + 1000).flatMap((l) => [deadline, l.transportId]),
        );
      pipe.zadd?.(nodesKey, deadline, n.nodeId);
      pipe.hset?.(loadsKey, n.nodeId, leases.length);
      const results = (await pipe.exec()) ?? [];
      if (extend && results.slice(0, leases.length).every(([error]) => !error))
        ttlsExtendedAt = now;
      return leases.map((_, i) => {
        const [error, r] = results[i] ?? [new Error('no answer'), null];
        if (error) return 'unanswered';
        return r === 1 ? 'held' : r === -1 ? 'gone' : 'claimed';
      });
    },
    release: async (transportId, handover) => {
      const k = parts.keys(transportId);
      const mark = handover ? `${handover.lastSeq} ${JSON.stringify(handover.generation)}` : '';
      const released = await redis
        .script('RELEASE', [k.lease, k.record], [me().nodeId, mark])
        .catch(() => 0);
      // Due at once in the index: the next claim scan of any node takes it over.
      if (released === 1)
        await redis.client.zadd(redis.indexKey, 'XX', 0, transportId).catch(() => 0);
    },
    expired: (limit) =>
      redis.client.zrangebyscore(redis.indexKey, '-inf', Date.now(), 'LIMIT', 0, limit),
    liveNodes: async () => {
      const ids = (await redis.client.zrangebyscore(nodesKey, Date.now(), '+inf')).sort();
      const loads = ids.length > 0 ? await redis.client.hmget(loadsKey, ...ids) : [];
      return ids.map((nodeId, i) => ({ nodeId, sessions: Number(loads[i] ?? 0) }));
    },
    coordination: async (transportId) => {
      const [transportIdField, _owner, _prior] = await redis.client.hmget(
        parts.keys(transportId).record,
        'transportId',
        '_owner',
        '_prior',
      );
      return decodeCoordination({ transportId: transportIdField, _owner, _prior });
    },
    claim: (transportId, generation) =>
      redisClaim(parts, me(), transportId, generation, () =>
        redis.client.hincrby(loadsKey, me().nodeId, 1),
      ),
    fenced: (transportId, expired) => {
      if (expired) parts.orphan(transportId);
      else parts.forget(transportId);
    },

    forward: async (transportId, owner, message) => {
      const k = parts.keys(transportId);
      // The script wraps the message into the announcement `{v, transportId, n, message}`.
      await redis.script(
        'FORWARD',
        [k.record, k.inbound],
        [
          JSON.stringify(message),
          nodeChannel(owner, 'in'),
          `{"v":${FLEET_MESSAGE_VERSION},"transportId":${JSON.stringify(transportId)}`,
        ],
      );
    },
    inboundRange: async (transportId, after, before) => {
      const raw = await redis.client
        .xrange(parts.keys(transportId).inbound, `(0-${after}`, `0-${before - 1}`)
        .catch(() => [] as [string, string[]][]);
      const out: InboundMessage[] = [];
      for (const [id, fields] of raw) {
        const message = parseForwarded(fields[1] as string);
        if (typeof message === 'string') node?.refused?.(`inbound message refused: ${message}`);
        else out.push({ transportId, n: Number(id.slice(2)), message });
      }
      return out;
    },
    inboundDone: (transportId, n) => {
      void redis.client
        .xtrim(parts.keys(transportId).inbound, 'MINID', `0-${n + 1}`)
        .catch(() => undefined);
    },
    toNode: (to, message) => {
      // In order per channel, on a cluster too (a node's frames to a serving node).
      void publishInOrder(redis.client, nodeChannel(to, 'out'), JSON.stringify(message)).catch(
        () => undefined,
      );
    },
    watchLog: async (transportId) => {
      const channel = parts.logChannel(transportId);
      watched.set(channel, transportId);
      await sub?.subscribe(channel);
    },
    unwatchLog: (transportId) => {
      const channel = parts.logChannel(transportId);
      watched.delete(channel);
      void sub?.unsubscribe(channel).catch(() => undefined);
    },
    snapshot: (transportId, afterSeq) => parts.snapshot(transportId, afterSeq),
    read: (transportId, afterSeq) => parts.store.read(transportId, afterSeq),
    recovering: (transportId) => grace?.recovering(transportId) ?? Promise.resolve(false),
  };
  return coordinator;
}
