/**
 * A relay session's sequenced log and the client it feeds: the sequence
 * counter and the acknowledged watermark (the log trimmed to it), the
 * replay on attach (live frames held until it is sent), and a client too
 * slow to keep up dropped. One attached client at a time: the last attach wins.
 */
import {
  RelayCloseCodes,
  messageFrameText,
  type AttachedFrame,
} from '../transport/relay-envelope.js';
import type { RelayLogger } from './relay-log.js';
import type { ClientConnection } from './relay-session-options.js';
import type { SessionObserver } from './session-observer.js';
import type { SessionStoreWrites } from './session-store-writes.js';
import type { SessionStore } from './store.js';

interface Attached {
  readonly conn: ClientConnection;
  /** Attached through another node, which reads the log itself: frames are not sent here. */
  readonly remote: boolean;
  /** Frames are held while the replay is read from the store. */
  live: boolean;
  held: { seq: number; frame: string }[];
  /** Last sequence number sent on this connection. */
  sentThrough: number;
  /** When the oldest unacknowledged frame was sent (null: all acknowledged). */
  unackedSince: number | null;
}

export interface SessionFeedHost {
  readonly transportId: string;
  readonly store: SessionStore;
  readonly log: RelayLogger;
  readonly maxBufferedBytes: number;
  readonly observer?: SessionObserver;
  readonly writes: SessionStoreWrites;
  /** The client was dropped as too slow: the session starts its idle grace. */
  clientDropped(): void;
}

/** What the `attached` frame says besides the replay (asked once the replay is read). */
export type AttachedHeader = Pick<
  AttachedFrame,
  'generation' | 'secret' | 'initializeResult' | 'nextRequestId' | 'unresolved'
>;

export class SessionFeed {
  private seq = 0;
  private ackedThrough = 0;
  private client: Attached | null = null;

  /** `start`: a takeover's log position (the next sequence number after the lost tail, the watermark). */
  constructor(
    private readonly host: SessionFeedHost,
    start?: { readonly gapSeq: number; readonly ackedThrough: number },
  ) {
    if (start) {
      this.seq = start.gapSeq;
      this.ackedThrough = start.ackedThrough;
    }
  }

  get lastSeq(): number {
    return this.seq;
  }

  get isAttached(): boolean {
    return this.client !== null;
  }

  /** Whether its client's socket is on this node (not served by another node of a fleet). */
  get attachedHere(): boolean {
    return this.client !== null && !this.client.remote;
  }

  /** The attached client's connection, if any. */
  get attachedConnection(): ClientConnection | undefined {
    return this.client?.conn;
  }

  /** Appends a server message (JSON) to the log. */
  appendMessage(json: string, serverRequest: boolean): void {
    this.append(messageFrameText(this.seq + 1, json, serverRequest));
  }

  /** Appends a frame (its `s` is `lastSeq + 1`) and sends it to a client attached here. */
  append(frame: string): void {
    const seq = ++this.seq;
    const bytes = Buffer.byteLength(frame);
    this.host.observer?.appended?.(bytes);
    this.host.writes.call(
      this.host.store.append(this.host.transportId, { seq, frame, bytes }),
      true,
    );
    const client = this.client;
    if (!client || client.remote) return;
    if (client.live) this.sendTo(client, seq, frame);
    else client.held.push({ seq, frame });
  }

  /** Attaches a client served by another node (it reads the log itself). */
  attachRemote(conn: ClientConnection): void {
    const previous = this.client;
    this.client = { conn, remote: true, live: true, held: [], sentThrough: 0, unackedSince: null };
    if (previous && previous.conn !== conn)
      previous.conn.close(RelayCloseCodes.Replaced, 'another connection attached to this session');
  }

  /**
   * Attaches a client connection after `since`: answers `attached`, then the
   * retained frames, then live ones. A previous connection is closed (4001).
   */
  async attach(
    conn: ClientConnection,
    since: number,
    fresh: boolean,
    header: () => AttachedHeader,
  ): Promise<void> {
    const previous = this.client;
    const attached: Attached = {
      conn,
      remote: false,
      live: false,
      held: [],
      sentThrough: 0,
      unackedSince: null,
    };
    this.client = attached;
    if (previous)
      previous.conn.close(RelayCloseCodes.Replaced, 'another connection attached to this session');
    const after = Math.max(since, this.ackedThrough);
    const read = await this.host.store.read(this.host.transportId, after);
    if (this.client !== attached) return;
    const entries = read.entries;
    const replayThrough =
      entries.length > 0 ? (entries[entries.length - 1] as { seq: number }).seq : after;
    const frame: AttachedFrame = {
      t: 'attached',
      kind: fresh ? 'fresh' : 'reattached',
      ...header(),
      ...(read.gap ? { gap: read.gap } : {}),
      replayFrom: entries.length > 0 ? (entries[0] as { seq: number }).seq : after + 1,
      replayThrough,
    };
    this.host.log({
      kind: 'sessionAttached',
      transportId: this.host.transportId,
      reattached: !fresh,
      ...(read.gap ? { gap: read.gap } : {}),
    });
    conn.send(JSON.stringify(frame));
    for (const e of entries) this.sendTo(attached, e.seq, e.frame);
    for (const h of attached.held) if (h.seq > replayThrough) this.sendTo(attached, h.seq, h.frame);
    attached.held = [];
    attached.live = true;
  }

  /** The connection went away: whether it was the attached one (now detached). */
  detach(conn: ClientConnection): boolean {
    if (this.client?.conn !== conn) return false;
    this.client = null;
    return true;
  }

  /** Lets the client go (the session ended); returns its connection, to close. */
  release(): ClientConnection | undefined {
    const client = this.client;
    this.client = null;
    return client?.conn;
  }

  /** A client's acknowledgement through `s`: the new watermark when it advanced (the log trimmed to it). */
  ack(conn: ClientConnection, s: number): number | undefined {
    const through = Math.min(s, this.seq);
    const client = this.client;
    if (client?.conn === conn) {
      client.unackedSince = through >= client.sentThrough ? null : Date.now();
    }
    if (through <= this.ackedThrough) return undefined;
    this.ackedThrough = through;
    this.host.writes.call(this.host.store.trim(this.host.transportId, through), true);
    this.host.writes.persist({ ackedThrough: through });
    return through;
  }

  /**
   * The client has not acknowledged for `ackTimeoutMs` while frames were
   * outstanding, or its socket buffer is over the bound: it is too slow.
   */
  checkSlowClient(now: number, ackTimeoutMs: number): void {
    const c = this.client;
    if (c && !c.remote && c.unackedSince !== null && now - c.unackedSince > ackTimeoutMs)
      this.slowClient(c, `no acknowledgement for ${ackTimeoutMs} ms`);
  }

  private sendTo(client: Attached, seq: number, frame: string): void {
    client.conn.send(frame);
    client.sentThrough = seq;
    if (client.unackedSince === null) client.unackedSince = Date.now();
    if (client.conn.bufferedAmount > this.host.maxBufferedBytes)
      this.slowClient(client, `over ${this.host.maxBufferedBytes} bytes buffered`);
  }

  private slowClient(client: Attached, why: string): void {
    if (this.client !== client) return;
    this.client = null;
    this.host.log({
      kind: 'closedClient',
      code: RelayCloseCodes.SlowClient,
      reason: `slow client: ${why}`,
      transportId: this.host.transportId,
    });
    client.conn.close(RelayCloseCodes.SlowClient, 'slow client');
    this.host.clientDropped();
  }
}
