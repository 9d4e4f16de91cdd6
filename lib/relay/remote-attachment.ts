/**
 * The serving side of a fleet: one client attached to a node that does not
 * own its session. The node reads the session's log for it (the snapshot
 * from the client's watermark, then each batch of frames the owner's append
 * script publishes on the session's channel, a missed stretch read back from
 * the stream) and passes the client's frames to the owner (`forward`).
 *
 * The per-frame path is kept lean: a channel message is split into its
 * frames without parsing them (a frame is forwarded as the text the owner
 * logged), and the frames of one message leave in one socket write.
 */
import {
  RelayCloseCodes,
  type AttachedFrame,
  type ClientFrame,
  type ReplayGap,
} from '../transport/relay-envelope.js';
import { FLEET_MESSAGE_VERSION, type ForwardedMessage } from './fleet-messages.js';
import type { ClientConnection } from './relay-session.js';
import type { LogEntry, LogRead, SessionRecord } from './store.js';

/** Close code asking a client to reattach (its session's owner changed): 1012, service restart. */
export const OWNER_MOVED = 1012;

/** A logged frame and its sequence number. */
export interface SequencedFrame {
  readonly seq: number;
  readonly frame: string;
}

/** The entries of one message on a session's log channel (`seq:bytes:frame`, concatenated). */
export function parseLogMessage(message: Buffer): SequencedFrame[] {
  const out: SequencedFrame[] = [];
  let i = 0;
  while (i < message.length) {
    const a = message.indexOf(0x3a, i);
    const b = message.indexOf(0x3a, a + 1);
    if (a < 0 || b < 0) break;
    const seq = Number(message.toString('latin1', i, a));
    const end = b + 1 + Number(message.toString('latin1', a + 1, b));
    if (!Number.isSafeInteger(seq) || end > message.length) break;
    out.push({ seq, frame: message.toString('utf8', b + 1, end) });
    i = end;
  }
  return out;
}

/**
 * The answer to a client reattaching through a node that does not own its
 * session, from the session's record and log read at one moment: the
 * `attached` frame (text), the entries after the client's watermark (and
 * after what it acknowledged), and the gap when some of them are gone.
 */
export function reattachAnswer(
  snapshot: { readonly record: SessionRecord; readonly read: LogRead },
  since: number,
): { attached: string; entries: LogEntry[]; replayThrough: number; gap?: ReplayGap } {
  const { record, read } = snapshot;
  const after = Math.max(since, record.ackedThrough);
  const entries = read.entries.filter((e) => e.seq > after);
  const gap = read.gap && read.gap.to > after ? read.gap : undefined;
  const first = entries[0];
  const last = entries[entries.length - 1];
  const replayThrough = last ? last.seq : Math.max(after, gap?.to ?? 0);
  const attached: AttachedFrame = {
    t: 'attached',
    kind: 'reattached',
    generation: record.generation,
    initializeResult: record.initializeResult,
    nextRequestId: record.nextRequestId,
    unresolved: [...record.unresolved],
    ...(gap ? { gap } : {}),
    replayFrom: first ? first.seq : replayThrough + 1,
    replayThrough,
  };
  return { attached: JSON.stringify(attached), entries, replayThrough, ...(gap ? { gap } : {}) };
}

/** What a node's connection handler drives: a local session or a remote attachment. */
export interface ServedSession {
  readonly transportId: string;
  send(conn: ClientConnection, frame: Extract<ClientFrame, { t: 'send' }>): void;
  ack(conn: ClientConnection, frame: Extract<ClientFrame, { t: 'ack' }>): void;
  endByClient(conn: ClientConnection, frame: Extract<ClientFrame, { t: 'end' }>): void;
  detach(conn: ClientConnection): void;
}

/** What an attachment needs of its node's fleet. */
export interface AttachmentHost {
  /** The session's log after `afterSeq` (a stretch the channel missed). */
  read(transportId: string, afterSeq: number): Promise<LogRead>;
  /** A client frame (or attach/detach) to the session's owner (fleet-coordinator.ts: `forward`). */
  forward(transportId: string, owner: string, message: ForwardedMessage): Promise<unknown>;
  /** The attachment ended: no longer served here. */
  removeAttachment(a: RemoteAttachment): void;
}

let attachCount = 0;

/** Serving side: one client of a session another node owns. */
export class RemoteAttachment implements ServedSession {
  readonly attachId = `${process.pid.toString(36)}.${(++attachCount).toString(36)}`;
  readonly key: string;
  private sentThrough = 0;
  /** Frames that arrived before the replay was sent, or while a missed stretch is read. */
  private held: SequencedFrame[] | null = [];
  private filling = false;
  private done = false;

  constructor(
    private readonly host: AttachmentHost,
    readonly conn: ClientConnection,
    readonly transportId: string,
    readonly owner: string,
    private readonly node: string,
    private readonly maxBufferedBytes: number,
  ) {
    this.key = `${node}#${this.attachId}`;
  }

  /** Tells the owner this client attached (before the snapshot is read). */
  announce(): Promise<unknown> {
    return this.host.forward(this.transportId, this.owner, this.message('attach'));
  }

  private message(kind: ForwardedMessage['kind'], frame?: string): ForwardedMessage {
    return {
      v: FLEET_MESSAGE_VERSION,
      node: this.node,
      attach: this.attachId,
      kind,
      sentAt: Date.now(),
      ...(frame !== undefined ? { frame } : {}),
    };
  }

  /** Sends the attach answer and the replay, then what arrived meanwhile. */
  begin(attached: string, entries: readonly SequencedFrame[], replayThrough: number): void {
    if (this.done) return;
    this.corked(() => {
      this.conn.send(attached);
      for (const e of entries) this.deliver(e.seq, e.frame);
    });
    this.sentThrough = Math.max(this.sentThrough, replayThrough);
    const held = this.held ?? [];
    this.held = null;
    this.liveBatch(held);
  }

  /** The frames of one message on the session's channel: sent to the client in one socket write. */
  liveBatch(entries: readonly SequencedFrame[]): void {
    if (entries.length === 0) return;
    this.corked(() => {
      for (const e of entries) this.live(e.seq, e.frame);
    });
  }

  /** A frame the owner appended (published by the store's append script). */
  live(seq: number, frame: string): void {
    if (this.done) return;
    if (this.held) {
      this.held.push({ seq, frame });
      return;
    }
    if (seq <= this.sentThrough) return;
    if (seq > this.sentThrough + 1 || this.filling) {
      void this.fill(seq, frame);
      return;
    }
    this.deliver(seq, frame);
  }

  /** Frames missed on the channel are read from the stream, in order. */
  private async fill(seq: number, frame: string): Promise<void> {
    if (this.filling) {
      this.held ??= [];
      this.held.push({ seq, frame });
      return;
    }
    this.filling = true;
    this.held = [{ seq, frame }];
    try {
      const read = await this.host.read(this.transportId, this.sentThrough);
      if (read.gap) {
        // Dropped before this node could read it: the client reattaches and gets the gap.
        this.close(
          RelayCloseCodes.ReplayGap,
          `replay gap ${read.gap.from}-${read.gap.to}: reattach`,
        );
        return;
      }
      this.corked(() => {
        for (const e of read.entries) if (e.seq > this.sentThrough) this.deliver(e.seq, e.frame);
      });
    } catch {
      this.close(OWNER_MOVED, 'the relay lost the session store: reattach');
      return;
    } finally {
      this.filling = false;
    }
    const held = this.held ?? [];
    this.held = null;
    this.liveBatch(held.filter((h) => h.seq > this.sentThrough));
  }

  /** Runs `sends` with the client's socket corked (one write for all of them) when it can. */
  private corked(sends: () => void): void {
    if (this.conn.batch) this.conn.batch(sends);
    else sends();
  }

  private deliver(seq: number, frame: string): void {
    if (seq <= this.sentThrough || this.done) return;
    this.conn.send(frame);
    this.sentThrough = Math.max(this.sentThrough, seq);
    if (this.conn.bufferedAmount > this.maxBufferedBytes)
      this.close(RelayCloseCodes.SlowClient, 'slow client');
  }

  private pass(kind: 'detach' | 'frame', body?: string): void {
    this.host.forward(this.transportId, this.owner, this.message(kind, body)).catch(() => {
      if (kind === 'frame')
        this.close(OWNER_MOVED, 'the relay could not reach the session store: reattach');
    });
  }

  send(_conn: ClientConnection, frame: Extract<ClientFrame, { t: 'send' }>): void {
    this.pass('frame', JSON.stringify(frame));
  }
  ack(_conn: ClientConnection, frame: Extract<ClientFrame, { t: 'ack' }>): void {
    this.pass('frame', JSON.stringify(frame));
  }
  endByClient(_conn: ClientConnection, frame: Extract<ClientFrame, { t: 'end' }>): void {
    this.pass('frame', JSON.stringify(frame));
  }
  detach(): void {
    if (this.done) return;
    this.done = true;
    this.pass('detach');
    this.host.removeAttachment(this);
  }

  close(code: number, reason: string): void {
    if (this.done) return;
    this.done = true;
    this.host.removeAttachment(this);
    this.conn.close(code, reason);
  }
}
