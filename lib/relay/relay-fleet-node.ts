/**
 * A relay node's fleet part (present when its store coordinates a fleet):
 * sessions taken over through the node's session starts, claims, leases
 * lost and forwarded frames recorded in its metrics and log.
 */
import { Fleet, type FleetEvents } from './fleet.js';
import { coordinatorOf } from './fleet-coordinator.js';
import type { RelayLogger } from './relay-log.js';
import type { RelayMetrics } from './relay-metrics.js';
import type { RelaySession } from './relay-session.js';
import type { SessionStarts } from './relay-session-start.js';
import type { SessionStore } from './store.js';

export interface FleetNodeOptions {
  readonly nodeId: string;
  readonly log: RelayLogger;
  readonly metrics: RelayMetrics;
  readonly sessions: Map<string, RelaySession>;
  readonly maxBufferedBytes: number;
  readonly leaseMs: number;
  readonly starts: SessionStarts;
}

/** The node's fleet, or undefined when its store does not coordinate one (memory). */
export function fleetNodeOf(store: SessionStore, options: FleetNodeOptions): Fleet | undefined {
  const { metrics, log } = options;
  const coordinator = coordinatorOf(store);
  if (!coordinator) return undefined;
  const fleetEvents: FleetEvents = {
    onClaimed: (transportId, previousGeneration, generation, previousOwner, planned) => {
      if (!planned) {
        metrics.failover();
        // The dead upstream's unlogged tail: a gap for the session's client.
        metrics.replayGap('failover');
      }
      log({
        kind: 'sessionClaimed',
        transportId,
        generation,
        previousGeneration,
        previousOwner,
        ...(planned ? { planned } : {}),
      });
    },
    onForwarded: (_transportId, ageMs) => metrics.forwardLatency(ageMs),
    onLeaseLost: (transportId, reason) => log({ kind: 'leaseLost', transportId, reason }),
  };
  return new Fleet(
    coordinator,
    {
      nodeId: options.nodeId,
      log,
      sessions: options.sessions,
      maxBufferedBytes: options.maxBufferedBytes,
      startTakeover: options.starts.takeOver,
    },
    options.leaseMs,
    fleetEvents,
  );
}
