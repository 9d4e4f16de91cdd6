/**
 * Where a node's sessions come from: a first attach (a new record, a new
 * upstream) or a takeover from a dead node (the record's state, the
 * upstream made again). Each is registered in the node's session map until gone.
 */
import { randomBytes } from 'node:crypto';
import type { Transport } from '../transport/transport.js';
import { RelayCloseCodes, type AttachFrame } from '../transport/relay-envelope.js';
import type { Fleet } from './fleet.js';
import type { RelayLogger } from './relay-log.js';
import { hashSecret } from './relay-secret.js';
import { RelaySession, type ClientConnection, type RelaySessionOptions } from './relay-session.js';
import type { SessionObserver } from './session-observer.js';
import type { SessionRecord, SessionStore } from './store.js';

/** What an upstream factory is told. */
export interface UpstreamContext {
  readonly generation: string;
  /** Set when this node takes the session over from a dead one (its threads are resumed on the new upstream). */
  readonly takeover: boolean;
}

/** A first attach's outcome: the session, null (the connection was closed), or 'exists' (another node made it first). */
export type NewSession = RelaySession | null | 'exists';

export interface SessionStartContext {
  readonly store: SessionStore;
  readonly sessions: Map<string, RelaySession>;
  readonly log: RelayLogger;
  readonly idleGraceMs: number;
  readonly maxBufferedBytes: number;
  readonly maxSessions: number;
  readonly makeUpstream: (transportId: string, context?: UpstreamContext) => Transport;
  readonly observerFor: (transportId: string, generation: string) => SessionObserver;
  /** The node's fleet (made after this context: it takes its sessions over through it). */
  fleet(): Fleet | undefined;
}

export interface SessionStarts {
  /** A session for a first attach, attached to `conn`. */
  create(conn: ClientConnection, frame: AttachFrame): Promise<NewSession>;
  /** A session taken over from a dead node, from its record; `gapSeq` is its log's next sequence number. */
  takeOver(record: SessionRecord, gapSeq: number): RelaySession;
}

export function sessionStarts(context: SessionStartContext): SessionStarts {
  const { store, sessions, log, makeUpstream } = context;

  const newSession = (
    id: string,
    generation: string,
    upstream: Transport,
    takeover?: RelaySessionOptions['takeover'],
  ): RelaySession => {
    const created: RelaySession = new RelaySession({
      transportId: id,
      generation,
      upstream,
      store,
      log,
      idleGraceMs: context.idleGraceMs,
      maxBufferedBytes: context.maxBufferedBytes,
      observer: context.observerFor(id, generation),
      ...(takeover ? { takeover } : {}),
      onGone: () => {
        if (sessions.get(id) === created) sessions.delete(id);
        context.fleet()?.released(id);
      },
    });
    sessions.set(id, created);
    return created;
  };

  const takeOver = (record: SessionRecord, gapSeq: number): RelaySession => {
    const upstream = makeUpstream(record.transportId, {
      generation: record.generation,
      takeover: true,
    });
    const session = newSession(record.transportId, record.generation, upstream, {
      gapSeq,
      ackedThrough: record.ackedThrough,
      nextRequestId: record.nextRequestId,
      initializeResult: record.initializeResult,
      initializeParams: record.initializeParams,
      threads: record.threads ?? [],
      unresolved: record.unresolved,
      pendingRequests: record.pendingRequests ?? [],
      onResumed: (threadId, error) =>
        log({
          kind: 'threadResumed',
          transportId: record.transportId,
          threadId,
          ...(error ? { error } : {}),
        }),
    });
    log({
      kind: 'sessionStarted',
      transportId: record.transportId,
      generation: record.generation,
    });
    session.start();
    return session;
  };

  const create = async (conn: ClientConnection, frame: AttachFrame): Promise<NewSession> => {
    const fleet = context.fleet();
    const id = frame.transportId;
    if (sessions.size >= context.maxSessions) {
      conn.close(RelayCloseCodes.TooManySessions, 'too many sessions');
      return null;
    }
    const madeSecret =
      frame.secret === undefined ? randomBytes(24).toString('base64url') : undefined;
    const secret = frame.secret ?? (madeSecret as string);
    const generation = randomBytes(9).toString('base64url');
    const record: SessionRecord = {
      transportId: id,
      generation,
      secretHash: hashSecret(secret),
      initializeResult: null,
      unresolved: [],
      nextRequestId: 1,
      ackedThrough: 0,
      ended: false,
      createdAt: Date.now(),
    };
    // The lease is taken with the record: its deadline counts from before the command.
    const leaseSentAt = Date.now();
    if (fleet) {
      // Another node may create the same session at the same time: one wins.
      try {
        await store.create(record);
      } catch (error) {
        if ((error as { code?: unknown }).code === 'exists') return 'exists';
        throw error;
      }
    }
    let upstream: Transport;
    try {
      upstream = makeUpstream(id, { generation, takeover: false });
    } catch (error) {
      if (fleet) await store.delete(id);
      conn.close(1011, `cannot start the app-server: ${String(error)}`.slice(0, 120));
      return null;
    }
    const created = newSession(id, generation, upstream);
    if (fleet) fleet.owned(id, 0, leaseSentAt);
    else await store.create(record);
    log({ kind: 'sessionStarted', transportId: id, generation });
    created.start();
    await created.attach(conn, 0, true, madeSecret);
    return created;
  };

  return { create, takeOver };
}
