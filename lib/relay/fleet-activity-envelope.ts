/**
 * What travels on the fleet activity channel (one JSON envelope per event,
 * numbered per publisher epoch) and what a dashboard's `fleetActivity$`
 * emits from it.
 */
import type { ThreadActivity } from '../client/thread-activity.js';

export const DEFAULT_FLEET_CHANNEL = 'codex-rx:activity';

/** What travels on the channel (JSON). */
export interface FleetActivityEnvelope {
  readonly v: 1;
  readonly node: string;
  /** The publisher instance (a restarted node starts a new epoch, its `seq` from 1). */
  readonly epoch: string;
  /** 1, 2, 3... per epoch. */
  readonly seq: number;
  /** Epoch ms when the node saw the activity. */
  readonly at: number;
  readonly activity: ThreadActivity;
}

/** One node's activity, as a dashboard sees it. */
export interface FleetActivityItem {
  readonly type: 'activity';
  readonly node: string;
  readonly epoch: string;
  readonly seq: number;
  readonly at: number;
  readonly activity: ThreadActivity;
}

/** Events of `node` (epoch `epoch`) numbered `from`..`to` never arrived (lost while disconnected, or dropped by the publisher). */
export interface FleetActivityGap {
  readonly type: 'gap';
  readonly node: string;
  readonly epoch: string;
  readonly from: number;
  readonly to: number;
}

/**
 * The subscriber's connection: `subscribed` (first time), `lost` (events
 * published meanwhile are lost; gaps are reported as each node publishes
 * again), `resubscribed`.
 */
export interface FleetConnectionEvent {
  readonly type: 'connection';
  readonly state: 'subscribed' | 'lost' | 'resubscribed';
  /** Why the connection was lost, when Redis said. */
  readonly error?: string;
}

/** A message on the channel that is not a fleet activity envelope (it is skipped). */
export interface FleetInvalidMessage {
  readonly type: 'invalid';
  readonly reason: string;
  /** The message, cut to 200 characters. */
  readonly raw: string;
}

/** What `fleetActivity$` emits. */
export type FleetActivityEvent =
  | FleetActivityItem
  | FleetActivityGap
  | FleetConnectionEvent
  | FleetInvalidMessage;

/** JSON of an activity: errors become `{ name, message }` (JSON.stringify makes them `{}`). */
export function encodeFleetEnvelope(envelope: FleetActivityEnvelope): string {
  return JSON.stringify(envelope, (_k, v: unknown) =>
    v instanceof Error ? { name: v.name, message: v.message } : v,
  );
}

/** Checks a channel message; a string says why it is not an envelope. */
export function parseFleetEnvelope(text: string): FleetActivityEnvelope | string {
  let m: unknown;
  try {
    m = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  if (typeof m !== 'object' || m === null) return 'not an object';
  const e = m as Record<string, unknown>;
  if (e.v !== 1) return `unknown envelope version ${JSON.stringify(e.v)}`;
  if (typeof e.node !== 'string' || e.node === '') return 'no node';
  if (typeof e.epoch !== 'string' || e.epoch === '') return 'no epoch';
  if (typeof e.seq !== 'number' || !Number.isSafeInteger(e.seq) || e.seq < 1) return 'bad seq';
  if (typeof e.at !== 'number') return 'bad at';
  const a = e.activity as Record<string, unknown> | null;
  if (
    typeof a !== 'object' ||
    a === null ||
    typeof a.kind !== 'string' ||
    typeof a.key !== 'string'
  )
    return 'bad activity';
  return m as FleetActivityEnvelope;
}
