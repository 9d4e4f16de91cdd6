/**
 * Fleet activity: the client manager's `activity$` published across
 * processes through Redis pub/sub, so that one dashboard process sees the
 * thread activity of every node (the seed's Phoenix.PubSub broadcast).
 *
 * Every published event names its node and carries the publisher's epoch
 * (random per publisher) and sequence number. Redis delivers one
 * connection's publishes in order, so a subscriber sees each node's events,
 * and so each thread's, in the order they happened; the sequence numbers let
 * it drop a resent duplicate and report what it missed (a `gap`) after its
 * connection was lost. A lost connection is reported as it happens.
 *
 * Uses ioredis (an optional peer dependency, loaded on first use).
 *
 * Its parts: fleet-activity-envelope.ts (the envelope and the events),
 * fleet-activity-publisher.ts, fleet-activity-subscriber.ts and
 * fleet-activity-redis.ts (ioredis, loaded on first use; the typed error).
 */
export {
  DEFAULT_FLEET_CHANNEL,
  parseFleetEnvelope,
  type FleetActivityEnvelope,
  type FleetActivityEvent,
  type FleetActivityGap,
  type FleetActivityItem,
  type FleetConnectionEvent,
  type FleetInvalidMessage,
} from './fleet-activity-envelope.js';
export {
  FleetActivityError,
  type FleetRedisClient,
  type FleetRedisOptions,
} from './fleet-activity-redis.js';
export {
  publishFleetActivity,
  type FleetActivityPublisher,
  type FleetPublisherEvent,
  type FleetPublisherStats,
  type PublishFleetActivityOptions,
} from './fleet-activity-publisher.js';
export { fleetActivity$, type FleetActivityOptions } from './fleet-activity-subscriber.js';
