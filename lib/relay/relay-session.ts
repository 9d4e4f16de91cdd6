/**
 * One relay session: an upstream app-server connection that outlives its clients. Its lifecycle
 * (start, idle grace, handover, one end), the client's frames checked and passed on, a takeover
 * continued; the bookkeeping is in its parts (session-parts.ts).
 */
import type { Subscription } from 'rxjs';
import { frameLines } from '../rpc/frame-lines.js';
import type { CloseReason } from '../rpc/errors.js';
import { TransportClosedError } from '../rpc/errors.js';
import {
  RelayCloseCodes,
  type AckFrame,
  type EndFrame,
  type RelayFrameErrorCode,
  type SendFrame,
} from '../transport/relay-envelope.js';
import { readClientMessage, refuseFrame } from './client-message.js';
import type {
  ClientConnection,
  RelaySessionOptions,
  TakeoverState,
} from './relay-session-options.js';
import { IdleGrace } from './idle-grace.js';
import { lostThreadAnswer } from './lost-threads.js';
import { sessionParts, type SessionParts } from './session-parts.js';
import { nothingInFlight, stoppedAt } from './session-handover.js';
import { initializeAndResume, resolveUnanswered, settleLostUpstream } from './session-takeover.js';
import { readUpstreamLine } from './upstream-reader.js';
import { closedFrameText } from './upstream-lines.js';

export type { ClientConnection, RelaySessionOptions } from './relay-session-options.js';

export class RelaySession {
  readonly transportId: string;
  readonly generation: string;
  private readonly parts: SessionParts;
  private upstreamSubscription: Subscription | null = null;
  private endedAtSeq: number | null = null;
  private gone = false;
  private readonly idle: IdleGrace;
  /** Client frames held while a takeover's upstream is initialized and its threads resumed. */
  private heldSends: { conn: ClientConnection; frame: SendFrame }[] | null = null;
  /** Resolves once the upstream is really gone after `finish` (its process exited). */
  released: Promise<void> = Promise.resolve();
  /** Stopped for a planned handover: no client frame acts any more. */
  private handingOver = false;
  /** Set while its node drains: a request to the idle session hands it over at once (the client re-sends it). */
  handOverOnRequest: (() => void) | null = null;

  constructor(private readonly options: RelaySessionOptions) {
    this.transportId = options.transportId;
    this.generation = options.generation;
    this.idle = new IdleGrace(options.idleGraceMs, () => this.finish('idle grace expired'));
    this.parts = sessionParts(options, {
      isGone: () => this.gone,
      upstreamAlive: () => !this.gone && this.endedAtSeq === null,
      clientDropped: () => this.startIdleTimer(),
    });
  }

  get isAttached(): boolean {
    return this.parts.feed.isAttached;
  }

  /** Whether its client's socket is on this node (not served by another node of a fleet). */
  get attachedHere(): boolean {
    return this.parts.feed.attachedHere;
  }

  /** The attached client's connection, if any. */
  get attachedConnection(): ClientConnection | undefined {
    return this.parts.feed.attachedConnection;
  }

  get lastSeq(): number {
    return this.parts.feed.lastSeq;
  }

  get unresolvedCount(): number {
    return this.parts.serverRequests.size;
  }

  get hasEnded(): boolean {
    return this.endedAtSeq !== null;
  }

  /** Nothing in flight (no takeover under way either): a draining node hands it over without a gap. */
  get quiet(): boolean {
    return this.heldSends === null && nothingInFlight(this.parts);
  }

  /**
   * A planned handover: upstream stopped, client frames refused (the client re-sends its requests
   * to the next owner); the last sequence number once the upstream exited and every write is stored.
   */
  stopForHandover(): Promise<number> {
    this.handingOver = true;
    this.upstreamSubscription?.unsubscribe();
    this.upstreamSubscription = null;
    this.released = this.options.upstream.released?.() ?? Promise.resolve();
    return stoppedAt(this.parts, this.released);
  }

  /** Opens the upstream. Messages are logged from the first one on. */
  start(): void {
    const upstream = this.options.upstream;
    const lines =
      upstream.framing === 'chunks' ? upstream.incoming$.pipe(frameLines()) : upstream.incoming$;
    this.upstreamSubscription = lines.subscribe({
      next: (line) => readUpstreamLine(this.parts, this.options.observer, line),
      error: (error: unknown) => {
        const reason: CloseReason =
          error instanceof TransportClosedError
            ? error.reason
            : { message: error instanceof Error ? error.message : String(error) };
        this.upstreamEnded(false, reason);
      },
      complete: () => this.upstreamEnded(true, { message: 'the app-server closed the connection' }),
    });
    this.startIdleTimer();
    if (this.options.takeover) this.takeOver(this.options.takeover);
  }

  /** After a failover (session-takeover.ts); client frames wait until the threads are resumed. */
  private takeOver(t: TakeoverState): void {
    settleLostUpstream(t, this.parts);
    if (t.initializeParams === undefined || t.initializeParams === null) return;
    this.heldSends = [];
    void (async () => {
      await initializeAndResume(
        t,
        this.parts.threads,
        (method, params) => this.parts.ownRequests.request(method, params),
        () => this.options.upstream.send('{"method":"initialized"}'),
      );
      const held = this.heldSends ?? [];
      this.heldSends = null;
      for (const h of held) this.send(h.conn, h.frame);
    })();
  }

  /** Attaches a client served by another node (it reads the log itself; this session forwards nothing to it). */
  attachRemote(conn: ClientConnection): void {
    this.parts.feed.attachRemote(conn);
    this.idle.stop();
    // The serving node counts the attach (its own sessionAttached); this is the owner's side of it.
    this.options.log({
      kind: 'sessionAttached',
      transportId: this.transportId,
      reattached: true,
      servedElsewhere: true,
    });
  }

  /** This node no longer owns the session: upstream stopped, client closed (it reattaches), store untouched. */
  relinquish(why: string, closeCode: number): void {
    this.end(why, closeCode, false);
  }

  /** Relinquishes a session this node lost (fencing), its unanswered requests told resolved first. */
  fence(why: string, closeCode: number): void {
    if (this.gone) return;
    resolveUnanswered(this.parts);
    this.relinquish(why, closeCode);
  }

  /** Attaches a client after `since`: `attached`, the retained frames, then live ones (the last attach wins: 4001). */
  async attach(
    conn: ClientConnection,
    since: number,
    fresh: boolean,
    secret?: string,
  ): Promise<void> {
    this.idle.stop();
    await this.parts.feed.attach(conn, since, fresh, () => ({
      generation: this.generation,
      ...(secret !== undefined ? { secret } : {}),
      initializeResult: this.parts.clientRequests.initializeResult,
      nextRequestId: this.parts.clientRequests.nextRequestId,
      unresolved: this.parts.serverRequests.list(),
    }));
  }

  /** The connection went away (closed by either side). Starts the idle grace. */
  detach(conn: ClientConnection): void {
    if (!this.parts.feed.detach(conn)) return;
    this.options.log({ kind: 'sessionDetached', transportId: this.transportId });
    this.startIdleTimer();
  }

  /** A client's `send`: forwards the message upstream (or answers a repeated initialize itself). */
  send(conn: ClientConnection, frame: SendFrame): void {
    if (!this.checkFrame(conn, frame.g)) return;
    if (this.heldSends) return void this.heldSends.push({ conn, frame });
    const m = frame.m as Record<string, unknown>;
    if (this.handOverOnRequest && typeof m.method === 'string' && m.id !== undefined && this.quiet)
      return this.handOverOnRequest();
    const fate = readClientMessage(this.parts, m);
    if (fate === 'drop') return;
    if (fate !== 'forward') {
      this.parts.feed.appendMessage(fate.answer, false);
      return;
    }
    const lost = lostThreadAnswer(m, this.parts.threads.lost);
    if (lost !== undefined) return readUpstreamLine(this.parts, this.options.observer, lost);
    this.options.observer?.clientMessage?.(m);
    try {
      this.options.upstream.send(JSON.stringify(m));
    } catch (error) {
      this.refuse(conn, 'session_ended', `the app-server is gone: ${String(error)}`);
    }
  }

  /** A client's acknowledgement: trims the log; the terminal close acknowledged ends the session. */
  ack(conn: ClientConnection, frame: AckFrame): void {
    if (!this.checkFrame(conn, frame.g, true)) return;
    const through = this.parts.feed.ack(conn, frame.s);
    if (through === undefined) return;
    if (this.endedAtSeq !== null && through >= this.endedAtSeq) {
      conn.close(RelayCloseCodes.Normal, 'session ended');
      this.finish('terminal close acknowledged');
    }
  }

  /** A client's `end`: the session is over (the upstream is closed now, not after the idle grace). */
  endByClient(conn: ClientConnection, frame: EndFrame): void {
    if (!this.checkFrame(conn, frame.g, true)) return;
    conn.close(RelayCloseCodes.Normal, 'session ended by the client');
    this.finish('ended by the client');
  }

  /** See `SessionFeed.checkSlowClient`. */
  checkSlowClient(now: number, ackTimeoutMs: number): void {
    this.parts.feed.checkSlowClient(now, ackTimeoutMs);
  }

  /** Ends the session: closes the upstream and the client, deletes the record. */
  finish(why: string, closeCode: number = RelayCloseCodes.Normal): void {
    this.end(why, closeCode, true);
  }

  // ---- internals ----

  /** Closes the client and the upstream once; `deleteRecord`: the session is over everywhere, not only on this node. */
  private end(why: string, closeCode: number, deleteRecord: boolean): void {
    if (this.gone) return;
    this.gone = true;
    this.idle.stop();
    this.parts.feed.release()?.close(closeCode, why.slice(0, 120));
    this.upstreamSubscription?.unsubscribe();
    this.upstreamSubscription = null;
    this.released = this.options.upstream.released?.() ?? Promise.resolve();
    if (deleteRecord) this.parts.writes.call(this.options.store.delete(this.transportId));
    this.options.log({ kind: 'sessionEnded', transportId: this.transportId, why });
    this.options.observer?.gone?.();
    this.options.onGone();
  }

  private upstreamEnded(clean: boolean, reason: CloseReason): void {
    if (this.endedAtSeq !== null || this.gone) return;
    this.upstreamSubscription = null;
    this.options.log({
      kind: 'upstreamClosed',
      transportId: this.transportId,
      message: reason.message,
    });
    this.parts.serverRequests.clear();
    const seq = this.parts.feed.lastSeq + 1;
    this.endedAtSeq = seq;
    this.parts.writes.persist({ ended: true, unresolved: [] });
    this.parts.feed.append(closedFrameText(seq, clean, reason));
  }

  /** Whether a frame from `conn` may act: the attached connection, the current generation, a live upstream. */
  private checkFrame(conn: ClientConnection, generation: string, evenIfEnded = false): boolean {
    if (this.parts.feed.attachedConnection !== conn || this.handingOver) return false;
    if (generation !== this.generation) {
      this.refuse(
        conn,
        'stale_generation',
        `generation ${generation} is not this session's (${this.generation})`,
      );
      return false;
    }
    if (!evenIfEnded && this.endedAtSeq !== null) {
      this.refuse(conn, 'session_ended', 'the app-server of this session has exited');
      return false;
    }
    return true;
  }

  private refuse(conn: ClientConnection, code: RelayFrameErrorCode, message: string): void {
    refuseFrame(this.options.log, this.transportId, conn, code, message);
  }

  private startIdleTimer(): void {
    if (this.parts.feed.isAttached || this.gone) this.idle.stop();
    else this.idle.start();
  }
}
