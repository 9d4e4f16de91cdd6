/**
 * A relay node's close: its sessions handed over (a fleet: leases released
 * for another node to claim) or finished, its sockets and server closed, its
 * upstreams' exits awaited, then its store closed.
 */
import type { Server } from 'node:http';
import type { WebSocket, WebSocketServer } from 'ws';
import { RelayCloseCodes } from '../transport/relay-envelope.js';
import { OWNER_MOVED, type Fleet } from './fleet.js';
import type { RelaySession } from './relay-session.js';
import type { SessionStore } from './store.js';

export interface RelayParts {
  readonly sessions: ReadonlyMap<string, RelaySession>;
  readonly fleet: Fleet | undefined;
  readonly sockets: ReadonlySet<WebSocket>;
  readonly wss: WebSocketServer;
  readonly server: Server;
  readonly store: SessionStore;
  /** Stops the node's timers and store watch and completes its activity (before the upstreams' exits are awaited). */
  stopWatching(): void;
}

export async function shutDownRelay(parts: RelayParts): Promise<void> {
  const { fleet, wss, server } = parts;
  const ending = [...parts.sessions.values()];
  if (fleet) {
    // A fleet node hands its sessions over: their leases released, another node claims them.
    await fleet.close();
    await Promise.all(
      ending.map(async (s) => {
        s.relinquish('relay shutting down: reattach', OWNER_MOVED);
        await fleet.release(s.transportId);
      }),
    );
  } else for (const s of ending) s.finish('relay shutting down', RelayCloseCodes.GoingAway);
  for (const socket of parts.sockets) socket.terminate();
  await new Promise<void>((resolve) => wss.close(() => resolve()));
  await new Promise<void>((resolve) => server.close(() => resolve()));
  parts.stopWatching();
  // as documented: the upstreams' processes have exited when close() resolves
  await Promise.all(ending.map((s) => s.released.catch(() => undefined)));
  await parts.store.close();
}
