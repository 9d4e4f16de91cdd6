/**
 * When a draining relay node hands each of its sessions over (issue 25: a
 * rolling deploy keeps every turn). A session is handed over as soon as it
 * is idle (no turn running, no server request unanswered, no client request
 * unanswered): a planned handover, its log complete, nothing of its upstream
 * pending. What is still busy when the drain window ends is handed over as a
 * shutdown does (its turn interrupted: a replay gap, reconciled). Pure: the
 * node's sessions are read through `sessions`, time is `scheduler`'s.
 */
import {
  asyncScheduler,
  concat,
  concatMap,
  defer,
  from,
  map,
  takeUntil,
  takeWhile,
  timer,
  type Observable,
  type SchedulerLike,
} from 'rxjs';

/** A session as the drain sees it. */
export interface DrainCandidate {
  readonly transportId: string;
  /** No turn running, no server request unanswered, no client request unanswered. */
  readonly quiet: boolean;
}

/** A session to hand over now; `planned`: idle (no replay gap), else cut at the deadline. */
export interface Handover {
  readonly transportId: string;
  readonly planned: boolean;
}

export interface DrainPlanOptions {
  /** The drain window: what is busy after it is handed over anyway. */
  readonly drainMs: number;
  /** How often the sessions are looked at. Default 50 ms. */
  readonly pollMs?: number;
  readonly scheduler?: SchedulerLike;
}

/**
 * Each session once, as it becomes idle (looked at every `pollMs` from the
 * start), and every one left at `drainMs`; completes when none is left.
 * Sessions that appear meanwhile are handed over too.
 */
export function drainPlan(
  sessions: () => Iterable<DrainCandidate>,
  options: DrainPlanOptions,
): Observable<Handover> {
  const scheduler = options.scheduler ?? asyncScheduler;
  const pollMs = options.pollMs ?? 50;
  return defer(() => {
    const handed = new Set<string>();
    const take = (atDeadline: boolean): Handover[] => {
      const out: Handover[] = [];
      for (const s of sessions()) {
        if (handed.has(s.transportId) || !(s.quiet || atDeadline)) continue;
        handed.add(s.transportId);
        out.push({ transportId: s.transportId, planned: s.quiet });
      }
      return out;
    };
    const left = (): boolean => [...sessions()].some((s) => !handed.has(s.transportId));
    return concat(
      timer(0, pollMs, scheduler).pipe(
        takeUntil(timer(options.drainMs, scheduler)),
        map(() => take(false)),
        takeWhile(left, true),
      ),
      defer(() => [take(true)]),
    ).pipe(concatMap((batch) => from(batch)));
  });
}
