/**
 * The attach path: a client's attach frame served by the session it names,
 * checked (secret, generation) and routed: this node's session, a new one,
 * one served here for its owner node, or one claimed from a dead node.
 */
import { RelayCloseCodes, type AttachFrame } from '../transport/relay-envelope.js';
import { OWNER_MOVED, STORE_RECOVERING, type Fleet, type ServedSession } from './fleet.js';
import { hashSecret, sameText } from './relay-secret.js';
import type { NewSession } from './relay-session-start.js';
import type { ClientConnection, RelaySession } from './relay-session.js';
import type { SessionRecord, SessionStore } from './store.js';

export interface AttachContext {
  readonly nodeId: string;
  readonly store: SessionStore;
  readonly sessions: ReadonlyMap<string, RelaySession>;
  readonly fleet: Fleet | undefined;
  /** Starts the session a first attach names (relay-session-start.ts). */
  create(conn: ClientConnection, frame: AttachFrame): Promise<NewSession>;
}

/**
 * A generation a reattach may carry: the session's, or in a fleet one it had
 * before a failover (the coordination record's, read only then).
 */
const knownGeneration = async (
  record: SessionRecord,
  generation: string | undefined,
  fleet: Fleet | undefined,
): Promise<boolean> =>
  generation === undefined ||
  generation === record.generation ||
  (fleet !== undefined &&
    ((await fleet.coordinator.coordination(record.transportId))?.priorGenerations ?? []).includes(
      generation,
    ));

/** Serves an attach frame; null when the connection was closed instead (with the reason). */
export async function attachClient(
  context: AttachContext,
  conn: ClientConnection,
  frame: AttachFrame,
  attempt = 0,
): Promise<ServedSession | null> {
  const { sessions, store, fleet, nodeId } = context;
  const id = frame.transportId;
  const session = sessions.get(id);
  if (!session && !fleet) {
    if (frame.generation !== undefined) {
      conn.close(
        RelayCloseCodes.UnknownSession,
        'unknown session (relay restarted or session expired)',
      );
      return null;
    }
    const made = await context.create(conn, frame);
    return made === 'exists' ? null : made;
  }
  const record = await store.get(id);
  // Missing from a Redis that came back empty moments ago: its owner may still re-seed it.
  const recovering = async (): Promise<boolean> =>
    fleet !== undefined && (await fleet.storeRecovering(id));
  if (session && (!record || sessions.get(id) !== session)) {
    if (!record && (await recovering()))
      conn.close(STORE_RECOVERING, 'the session store is recovering: reattach');
    else conn.close(RelayCloseCodes.UnknownSession, 'unknown session');
    return null;
  }
  if (!record) {
    if (frame.generation !== undefined) {
      if (await recovering())
        conn.close(
          STORE_RECOVERING,
          'the session store restarted and this session is not back yet: reattach',
        );
      else
        conn.close(
          RelayCloseCodes.UnknownSession,
          'unknown session (relay restarted or session expired)',
        );
      return null;
    }
    const made = await context.create(conn, frame);
    if (made !== 'exists') return made;
    return attempt < 2 ? attachClient(context, conn, { ...frame }, attempt + 1) : null;
  }
  if (frame.secret === undefined || !sameText(hashSecret(frame.secret), record.secretHash)) {
    conn.close(RelayCloseCodes.SecretMismatch, 'wrong session secret');
    return null;
  }
  if (!(await knownGeneration(record, frame.generation, fleet))) {
    conn.close(RelayCloseCodes.StaleGeneration, 'stale generation: the session was replaced');
    return null;
  }
  if (session) {
    await session.attach(conn, frame.since, false);
    return session;
  }
  // A fleet session this node does not run: served here for its owner, or claimed from a dead one.
  const f = fleet as Fleet;
  const owner = await f.leaseOwner(id);
  if (owner !== undefined && owner !== nodeId) return f.serveRemote(conn, frame, owner);
  const claimed = await f.claim(id);
  if (claimed) {
    await claimed.attach(conn, frame.since, false);
    return claimed;
  }
  if (attempt < 5) {
    await new Promise((r) => setTimeout(r, 50 * (attempt + 1)));
    return attachClient(context, conn, frame, attempt + 1);
  }
  conn.close(OWNER_MOVED, 'the session is being taken over: reattach');
  return null;
}
