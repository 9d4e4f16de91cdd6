/**
 * A relay node's drain (`relay.drain()`, the bin's SIGTERM: a rolling
 * deploy keeps every turn). From its start `/readyz` answers 503, the node
 * claims no session and refuses every new attach with 4503 (the client
 * reattaches at once, through the balancer, elsewhere), and keeps serving
 * its attached clients and running turns. Each session it owns is handed
 * over once idle (drain-plan.ts): its upstream stopped and exited, its log
 * stored, its lease released as a planned handover (the next owner resumes
 * its threads and continues the log: the client reattaches without a gap),
 * its client closed with 4503. A session still busy when the drain window
 * ends is handed over as a shutdown does (a gap, reconciled). Then the
 * clients it serves for other owners are moved (4503). A relay without a
 * fleet has nobody to hand over to: it waits for its turns to end (at most
 * the window) and takes no new session, but its clients may reattach.
 */
import { lastValueFrom, mergeMap } from 'rxjs';
import { RelayCloseCodes } from '../transport/relay-envelope.js';
import { drainPlan, type Handover } from './drain-plan.js';
import { OWNER_MOVED, type Fleet } from './fleet.js';
import type { RelayLogger } from './relay-log.js';
import type { ClientConnection, RelaySession } from './relay-session.js';

export interface DrainParts {
  readonly sessions: ReadonlyMap<string, RelaySession>;
  readonly fleet: Fleet | undefined;
  readonly log: RelayLogger;
  /** The drain window: a turn still running after it is cut. */
  readonly drainMs: number;
}

/** The drain window's default (`drainMs`, `--drain-ms`). */
export const DEFAULT_DRAIN_MS = 30_000;

export class RelayDrain {
  private drained: Promise<void> | null = null;
  /**
   * Each handover begun (by the plan, or by a request to an idle session),
   * until it is done: the drain is over only when all are (a close right
   * after must find no session it would cut).
   */
  private readonly handing = new Map<string, Promise<void>>();
  /** The upstreams of the sessions handed over: a close awaits their exit. */
  private readonly stopped: Promise<void>[] = [];

  constructor(private readonly parts: DrainParts) {}

  get draining(): boolean {
    return this.drained !== null;
  }

  /** Resolves once every upstream handed over has exited. */
  released(): Promise<void> {
    return Promise.all(this.stopped.map((p) => p.catch(() => undefined))).then(() => undefined);
  }

  /**
   * Whether an attach is refused (closed with 4503) rather than served: any
   * attach while a fleet node drains; without a fleet, one that would start
   * a new session.
   */
  refuses(conn: ClientConnection, transportId: string): boolean {
    if (!this.drained) return false;
    if (!this.parts.fleet && this.parts.sessions.has(transportId)) return false;
    conn.close(RelayCloseCodes.Draining, 'this relay node is draining: reattach');
    return true;
  }

  /** Starts the drain (once); resolves when it is over. */
  drain(): Promise<void> {
    if (this.drained) return this.drained;
    const { sessions, fleet, drainMs, log } = this.parts;
    log({ kind: 'draining', drainMs, sessions: sessions.size });
    fleet?.claims.close();
    if (fleet)
      for (const s of sessions.values())
        s.handOverOnRequest = () =>
          void this.handOver({ transportId: s.transportId, planned: true });
    const plan = drainPlan(() => sessions.values(), { drainMs });
    this.drained = lastValueFrom(plan.pipe(mergeMap((h) => this.handOver(h))), {
      defaultValue: undefined,
    })
      .then(() => Promise.all(this.handing.values()))
      .then(() => {
        for (const a of [...(fleet?.attachments.values() ?? [])])
          a.close(RelayCloseCodes.Draining, 'this relay node is draining: reattach');
        log({ kind: 'drained' });
      });
    return this.drained;
  }

  /** Hands a session over once: a second call (the plan after a request's) waits for the first. */
  private handOver(h: Handover): Promise<void> {
    const begun = this.handing.get(h.transportId);
    if (begun) return begun;
    const session = this.parts.sessions.get(h.transportId);
    const fleet = this.parts.fleet;
    if (!session || !fleet) return Promise.resolve();
    const done = this.handOverNow(session, fleet, h).catch((error: unknown) =>
      this.handOverFailed(session, error),
    );
    this.handing.set(h.transportId, done);
    return done;
  }

  /**
   * The store failed the handover (its writes or the lease's release): the
   * session ends here as in a shutdown, its client told to reattach. Its
   * lease, no longer renewed, lapses and another node claims it (a
   * failover). The drain goes on with the other sessions: one failure
   * neither stops it nor escapes as an unhandled rejection.
   */
  private handOverFailed(session: RelaySession, error: unknown): void {
    this.parts.log({ kind: 'storeError', transportId: session.transportId, error });
    session.relinquish('relay could not hand the session over: reattach', OWNER_MOVED);
    this.stopped.push(session.released);
  }

  private async handOverNow(
    session: RelaySession,
    fleet: Fleet,
    { transportId, planned }: Handover,
  ): Promise<void> {
    if (planned) {
      const lastSeq = await session.stopForHandover();
      // No renewal takes the lease again once it is released.
      fleet.released(transportId);
      await fleet.release(transportId, { generation: session.generation, lastSeq });
      session.relinquish('handed over: reattach', RelayCloseCodes.Draining);
      this.stopped.push(session.released);
    } else {
      session.relinquish('relay drained with the turn running: reattach', OWNER_MOVED);
      this.stopped.push(session.released);
      await fleet.release(transportId);
    }
    this.parts.log({ kind: 'sessionHandedOver', transportId, planned });
  }
}
