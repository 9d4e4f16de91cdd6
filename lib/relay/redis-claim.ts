/**
 * A claim on Redis (the coordination contract's `claim`): CLAIM runs on the
 * session's slot, atomic (only when no node holds the lease and the session
 * has not ended: the lease, the coordination record's owner and the new
 * generation in one step, answering the previous generation and owner);
 * then the fleet index is corrected, the old owner's unlogged tail is marked
 * as a gap (none after a planned handover: its log is complete), and the store re-seeds the session from now on if Redis comes
 * back empty.
 */
import { FAILOVER_SEQUENCE_SKIP, type Claimed, type CoordinatorNode } from './fleet-coordinator.js';
import { decodeCoordination, decodeRecord } from './redis-commands.js';
import type { RedisCoordinatorParts } from './redis-internals.js';

export async function redisClaim(
  parts: RedisCoordinatorParts,
  node: CoordinatorNode,
  transportId: string,
  generation: string,
  countClaim: () => Promise<unknown>,
): Promise<Claimed | null> {
  const redis = parts.internals;
  const k = parts.keys(transportId);
  const sentAt = Date.now();
  const answer = (await redis.script(
    'CLAIM',
    [k.record, k.lease],
    [node.nodeId, node.leaseMs, generation],
  )) as [string, string] | number;
  if (typeof answer === 'number') {
    await indexHint(parts, transportId, answer);
    return null;
  }
  const [previous, previousOwner] = answer;
  await indexHint(parts, transportId, node.leaseMs);
  void countClaim().catch(() => 0);
  const hash = await redis.client.hgetall(k.record);
  // A planned handover of the generation replaced, with every entry it logged
  // in Redis: the log continues.
  const planned = hash._handover === `${hash._last ?? 0} ${previous}`;
  // Else the old owner's unlogged tail is a replay gap for every reader behind it. Its
  // clients may have been sent part of it (live, before it reached Redis, or
  // while Redis was unreachable): the new generation's numbers start far
  // above anything the old owner could have sent, so a client reattaching
  // from that far is told of the gap rather than skipping new messages as seen.
  const gapSeq = Number(hash._last ?? 0) + (planned ? 0 : FAILOVER_SEQUENCE_SKIP);
  if (!planned) await redis.script('MARK_GAP', [k.record, k.log], [gapSeq, gapSeq]);
  // The hash as CLAIM left it (MARK_GAP changes only the log's counters).
  const record = decodeRecord(hash);
  const coordination = decodeCoordination(hash);
  // Deleted in between (it ended): nothing to run.
  if (!record || !coordination) return null;
  parts.adopt(record, gapSeq, coordination.priorGenerations);
  return {
    record,
    coordination,
    previousGeneration: JSON.parse(previous) as string,
    previousOwner,
    gapSeq,
    planned,
    inboundFrom: Number(hash._in ?? 0),
    sentAt,
  };
}

/**
 * Corrects a session's deadline in the fleet index after a claim attempt:
 * `answer` is CLAIM's number (the held lease's remaining ms, -1 gone, -2
 * ended) or this node's new lease.
 */
async function indexHint(
  parts: RedisCoordinatorParts,
  transportId: string,
  answer: number,
): Promise<void> {
  const c = parts.internals.client;
  const index = parts.internals.indexKey;
  const now = Date.now();
  await (
    answer === -1
      ? c.zrem(index, transportId)
      : c.zadd(index, 'XX', answer === -2 ? now + parts.recordTtlMs : now + answer, transportId)
  ).catch(() => 0);
}
