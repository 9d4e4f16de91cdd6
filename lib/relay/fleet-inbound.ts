/**
 * The owner's side of forwarding in a fleet: the client frames (and
 * attaches, detaches) that nodes serving a session's client pass to its
 * owner through the session's inbound stream, numbered in arrival order and
 * announced on the owner node's channel. Applied in number order, each once:
 * an announcement missed (the subscriber reconnected) is read back from the
 * stream. The client attached through another node is, for the session, a
 * `RemoteConnection` whose frames go back on that node's channel.
 */
import { parseClientFrame } from '../transport/relay-envelope.js';
import type { RedisInternals } from './redis-internals.js';
import type { RedisSessionStore } from './redis-store.js';
import type { ClientConnection, RelaySession } from './relay-session.js';

export interface InboundHost {
  readonly sessions: Map<string, RelaySession>;
  /** Publishes on another node's channel (in order per channel). */
  publish(channel: string, message: string): void;
  nodeChannel(node: string, dir: 'in' | 'out'): string;
  /** A forwarded frame applied: its age in ms. */
  onForwarded?(transportId: string, ageMs: number): void;
}

export class InboundFrames {
  /** Per session this node owns, the last inbound number applied, and the chain applying them. */
  private readonly inbound = new Map<string, { last: number; chain: Promise<void> }>();
  /** The remote connection currently attached per session. */
  private readonly remoteConns = new Map<string, RemoteConnection>();

  constructor(
    private readonly store: RedisSessionStore,
    private readonly redis: RedisInternals,
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

  /** Redis came back empty and the session was re-seeded: its numbering starts over. */
  restart(transportId: string): void {
    const state = this.inbound.get(transportId);
    if (state) state.last = 0;
  }

  /** An announcement on this node's inbound channel: `tid|n|node#attachId|frame`, applied in `n` order. */
  receive(message: string): void {
    const a = message.indexOf('|');
    const b = message.indexOf('|', a + 1);
    const tid = message.slice(0, a);
    const n = Number(message.slice(a + 1, b));
    const state = this.inbound.get(tid);
    if (!state) return;
    state.chain = state.chain.then(async () => {
      if (n <= state.last) return;
      if (n > state.last + 1) {
        // Announcements missed (the subscriber reconnected): read them back from the stream.
        const k = this.store.keys(tid);
        const missed = await this.redis.client
          .xrange(k.inbound, `(0-${state.last}`, `0-${n - 1}`)
          .catch(() => []);
        for (const [id, fields] of missed) {
          const m = Number(id.slice(2));
          if (m <= state.last) continue;
          state.last = m;
          this.apply(tid, fields[1] as string);
        }
      }
      state.last = n;
      this.apply(tid, message.slice(b + 1));
      void this.redis.client
        .xtrim(this.store.keys(tid).inbound, 'MINID', `0-${n + 1}`)
        .catch(() => undefined);
    });
  }

  /** `node#attachId|t|sentAt|frame` where t is a (attach), d (detach) or f (a client frame). */
  private apply(tid: string, payload: string): void {
    const session = this.host.sessions.get(tid);
    if (!session) return;
    const bar = payload.indexOf('|');
    const who = payload.slice(0, bar);
    const kind = payload.charAt(bar + 1);
    const rest = payload.slice(bar + 3);
    const sent = Number(rest.slice(0, rest.indexOf('|')));
    const body = rest.slice(rest.indexOf('|') + 1);
    if (Number.isFinite(sent)) this.host.onForwarded?.(tid, Date.now() - sent);
    const current = this.remoteConns.get(tid);
    if (kind === 'a') {
      const [node, attachId] = who.split('#') as [string, string];
      const conn = new RemoteConnection(this.host, tid, node, attachId);
      this.remoteConns.set(tid, conn);
      session.attachRemote(conn);
      return;
    }
    if (!current || current.key !== who) return; // an attachment that was replaced
    if (kind === 'd') {
      this.remoteConns.delete(tid);
      session.detach(current);
      return;
    }
    const frame = parseClientFrame(body);
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
    private readonly host: InboundHost,
    private readonly transportId: string,
    private readonly node: string,
    private readonly attachId: string,
  ) {
    this.key = `${node}#${attachId}`;
  }
  send(frame: string): void {
    this.host.publish(
      this.host.nodeChannel(this.node, 'out'),
      `${this.transportId}|${this.attachId}|F|${frame}`,
    );
  }
  close(code: number, reason: string): void {
    this.host.publish(
      this.host.nodeChannel(this.node, 'out'),
      `${this.transportId}|${this.attachId}|C|${code}|${reason}`,
    );
  }
}
