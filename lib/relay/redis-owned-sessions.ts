/**
 * What this process wrote per session, enough to re-seed a Redis that lost
 * it (the mirror), and the generation it writes each session under. The
 * generation is set by create and adopt and kept after the session is
 * forgotten or fenced (a late write must still be refused), dropped by
 * delete. A refused (stale) write is told once per session, until this
 * process owns the session again.
 */
import type { SessionRecord, SessionRecordPatch } from './store.js';

/** The lease a fleet node's store takes for the sessions it creates (`useLeases`). */
export interface NodeLease {
  readonly nodeId: string;
  readonly leaseMs: number;
}

/** A session as this process last wrote it. */
export interface MirroredSession {
  readonly fields: Record<string, unknown>;
  /** The coordination record's prior generations (a claimed session's). */
  readonly priorGenerations: readonly string[];
  confirmedSeq: number;
  /** Fenced while Redis was away: re-seeded without a lease, then forgotten. */
  orphan?: boolean;
  /** Re-seeded, its index entry not written yet (renewals only update entries: ZADD XX). */
  indexPending?: boolean;
}

export class OwnedSessions {
  private readonly mirror = new Map<string, MirroredSession>();
  /** The generation per session, JSON as the record stores it. */
  private readonly gens = new Map<string, string>();
  private readonly staleTold = new Set<string>();

  /** The generation this process writes the session under ('' unknown: unchecked). */
  genOf(transportId: string): string {
    return this.gens.get(transportId) ?? '';
  }

  /** The sessions to re-seed, in the order they were first written. */
  entries(): IterableIterator<[string, MirroredSession]> {
    return this.mirror.entries();
  }

  /**
   * This process runs the session under the record's generation from now on
   * (`confirmedSeq`: the log is in Redis through it).
   */
  runs(record: SessionRecord, confirmedSeq: number, priorGenerations: readonly string[]): void {
    this.staleTold.delete(record.transportId);
    this.gens.set(record.transportId, JSON.stringify(record.generation));
    this.mirror.set(record.transportId, { fields: { ...record }, priorGenerations, confirmedSeq });
  }

  /**
   * A create: the session is this process's from now on. The returned undo
   * restores what was known of the id before (the create was refused: the
   * id is someone else's session).
   */
  created(record: SessionRecord): () => void {
    const id = record.transportId;
    const [priorGen, priorMirror] = [this.gens.get(id), this.mirror.get(id)];
    this.runs(record, 0, []);
    return () => {
      if (priorGen === undefined) this.gens.delete(id);
      else this.gens.set(id, priorGen);
      if (priorMirror === undefined) this.mirror.delete(id);
      else this.mirror.set(id, priorMirror);
    };
  }

  patched(transportId: string, patch: SessionRecordPatch): void {
    const m = this.mirror.get(transportId);
    if (m) Object.assign(m.fields, patch);
  }

  /** The log is in Redis through `seq`. */
  confirmed(transportId: string, seq: number): void {
    const m = this.mirror.get(transportId);
    if (m && seq > m.confirmedSeq) m.confirmedSeq = seq;
  }

  /** Stop re-seeding the session (another node owns it now). */
  forget(transportId: string): void {
    this.mirror.delete(transportId);
  }

  /**
   * This node fenced itself from the session: while Redis is away (`ready`
   * false) a Redis that comes back empty gets the record again, without a
   * lease; Redis reachable has the record, nothing to re-seed later.
   */
  orphan(transportId: string, ready: boolean): void {
    const m = this.mirror.get(transportId);
    if (ready) this.mirror.delete(transportId);
    else if (m) m.orphan = true;
  }

  /** Deleted: nothing of it is kept. Returns the generation the delete is made under. */
  deleted(transportId: string): string {
    const gen = this.genOf(transportId);
    this.gens.delete(transportId);
    this.mirror.delete(transportId);
    return gen;
  }

  /** Redis refused a write as stale: true the first time (to be told), the mirror dropped. */
  stale(transportId: string): boolean {
    if (this.staleTold.has(transportId)) return false;
    this.staleTold.add(transportId);
    this.mirror.delete(transportId);
    return true;
  }
}
