/**
 * The owner's side of forwarding in a fleet: the client frames (and
 * attaches, detaches) that nodes serving a session's client pass to its
 * owner through the coordinator, numbered per session in arrival order and
 * announced to the owner. Applied in number order, each once: an
 * announcement missed (the subscriber reconnected) is read back
 * (`inboundRange`). The client attached through another node is, for the
 * session, a `RemoteConnection` whose frames go back to that node.
 */
import { parseClientFrame } from '../transport/relay-envelope.js';
import type { FleetCoordinator } from './fleet-coordinator.js';
import {
  FLEET_MESSAGE_VERSION,
  type ForwardedMessage,
  type InboundMessage,
} from './fleet-messages.js';
import type { ClientConnection, RelaySession } from './relay-session.js';

export interface InboundHost {
  readonly sessions: Map<string, RelaySession>;
  /** A forwarded frame applied: its age in ms. */
  onForwarded?(transportId: string, ageMs: number): void;
}

export class InboundFrames {
  /** Per session this node owns, the last inbound number applied, and the chain applying them. */
  private readonly inbound = new Map<string, { last: number; chain: Promise<void> }>();
  /** The remote connection currently attached per session. */
  private readonly remoteConns = new Map<string, RemoteConnection>();

  constructor(
    private readonly coordinator: FleetCoordinator,
    private readonly host: InboundHost,
  ) {}

  /** A session this node runs now: its inbound frames after number `from` are applied. */
  open(transportId: string, from: number): void {
    this.inbound.set(transportId, { last: from, chain: Promise.resolve() });
  }

  /** A session this node no longer runs. */
  drop(transportId: string): void {
    this.inbound.delete(transportId);
    this.remoteConns.delete(transportId);
  }

  /** The shared state came back empty and the session was re-seeded: its numbering starts over. */
  restart(transportId: string): void {
    const state = this.inbound.get(transportId);
    if (state) state.last = 0;
  }

  /** An announced forwarded message, applied in `n` order (missed ones read back first). */
  receive(announced: InboundMessage): void {
    const tid = announced.transportId;
    const n = announced.n;
    const state = this.inbound.get(tid);
    if (!state) return;
    state.chain = state.chain.then(async () => {
      if (n <= state.last) return;
      if (n > state.last + 1) {
        // Announcements missed (the subscriber reconnected): read them back.
        const missed = await this.coordinator.inboundRange(tid, state.last, n).catch(() => []);
        for (const m of missed) {
          if (m.n <= state.last) continue;
          state.last = m.n;
          this.apply(tid, m.message);
        }
      }
      state.last = n;
      this.apply(tid, announced.message);
      this.coordinator.inboundDone(tid, n);
    });
  }

  private apply(tid: string, m: ForwardedMessage): void {
    const session = this.host.sessions.get(tid);
    if (!session) return;
    this.host.onForwarded?.(tid, Date.now() - m.sentAt);
    const who = `${m.node}#${m.attach}`;
    const current = this.remoteConns.get(tid);
    if (m.kind === 'attach') {
      const conn = new RemoteConnection(this.coordinator, tid, m.node, m.attach);
      this.remoteConns.set(tid, conn);
      session.attachRemote(conn);
      return;
    }
    if (!current || current.key !== who) return; // an attachment that was replaced
    if (m.kind === 'detach') {
      this.remoteConns.delete(tid);
      session.detach(current);
      return;
    }
    const frame = parseClientFrame(m.frame ?? '');
    if (typeof frame === 'string') return;
    if (frame.t === 'send') session.send(current, frame);
    else if (frame.t === 'ack') session.ack(current, frame);
    else if (frame.t === 'end') session.endByClient(current, frame);
  }
}

/** A client attached through another node, as the session sees it. */
class RemoteConnection implements ClientConnection {
  readonly key: string;
  readonly bufferedAmount = 0;
  constructor(
    private readonly coordinator: FleetCoordinator,
    private readonly transportId: string,
    private readonly node: string,
    private readonly attachId: string,
  ) {
    this.key = `${node}#${attachId}`;
  }
  send(frame: string): void {
    this.coordinator.toNode(this.node, {
      v: FLEET_MESSAGE_VERSION,
      kind: 'frame',
      transportId: this.transportId,
      attach: this.attachId,
      frame,
    });
  }
  close(code: number, reason: string): void {
    this.coordinator.toNode(this.node, {
      v: FLEET_MESSAGE_VERSION,
      kind: 'close',
      transportId: this.transportId,
      attach: this.attachId,
      code,
      reason,
    });
  }
}
