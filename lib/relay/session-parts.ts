/**
 * What a relay session is built from, made together from its options: its
 * store writes, its log and client feed, the bookkeeping of server and
 * client requests, its threads, and the relay's own requests upstream.
 */
import { ClientRequests } from './client-requests.js';
import { RelayOwnRequests } from './relay-own-requests.js';
import type { RelaySessionOptions } from './relay-session-options.js';
import { ServerRequests } from './server-requests.js';
import { SessionFeed } from './session-feed.js';
import { SessionStoreWrites } from './session-store-writes.js';
import { SessionThreads } from './session-threads.js';

export interface SessionParts {
  readonly writes: SessionStoreWrites;
  readonly feed: SessionFeed;
  readonly serverRequests: ServerRequests;
  readonly threads: SessionThreads;
  readonly clientRequests: ClientRequests;
  readonly ownRequests: RelayOwnRequests;
}

/** What the parts ask of their session. */
export interface SessionState {
  /** The session ended (store failures are no longer reported). */
  isGone(): boolean;
  /** The upstream can still answer the relay's own requests. */
  upstreamAlive(): boolean;
  /** The client was dropped as too slow. */
  clientDropped(): void;
}

export function sessionParts(options: RelaySessionOptions, state: SessionState): SessionParts {
  const t = options.takeover;
  const writes = new SessionStoreWrites(
    options.transportId,
    options.store,
    options.log,
    options.observer,
    state.isGone,
  );
  const feed = new SessionFeed(
    {
      transportId: options.transportId,
      store: options.store,
      log: options.log,
      maxBufferedBytes: options.maxBufferedBytes,
      ...(options.observer ? { observer: options.observer } : {}),
      writes,
      clientDropped: state.clientDropped,
    },
    t,
  );
  const threads = new SessionThreads(t?.threads);
  return {
    writes,
    feed,
    serverRequests: new ServerRequests(),
    threads,
    clientRequests: new ClientRequests(threads, writes, t),
    ownRequests: new RelayOwnRequests((line) => options.upstream.send(line), state.upstreamAlive),
  };
}
