import {
  Observable,
  type MonoTypeOperatorFunction,
  type SchedulerLike,
  type Subscription,
} from 'rxjs';

interface Deadline {
  readonly at: number;
  readonly expire: () => void;
}

/**
 * How long an idle session's scheduled action may outlive its last request:
 * the action runs at least this often while deadlines are pending, and is
 * not scheduled again once none is (so a session left open without a
 * transport that holds the process keeps it alive at most this long).
 */
export const DEADLINE_CHECK_MS = 250;

/**
 * The request timeouts of one session, on one scheduled action due at the
 * earliest deadline or `DEADLINE_CHECK_MS` from now, whichever is first. A
 * request adds its deadline when sent and deletes it when it ends; the
 * action is not cancelled with it: it runs when due, expires what is
 * overdue, and is scheduled again only while deadlines are pending.
 *
 * Why not a timer per request (rxjs `timeout`, a `setTimeout`): setting and
 * clearing one for each round trip was the largest cost of a small request
 * (`npm run bench -- roundtrip`: see the commit). Expiry stays exact: the
 * action is due at the earliest deadline when that comes first.
 *
 * Time is the scheduler's: in `TestScheduler.run` deadlines are virtual.
 *
 * @internal
 *
 * @example
 * const deadlines = new Deadlines(asyncScheduler);
 * answer$.pipe(expireAfter(deadlines, 15_000, () => new RequestTimeoutError('model/list', 3, 15_000)));
 */
export class Deadlines {
  private readonly pending = new Set<Deadline>();
  private action: Subscription | null = null;
  /** When the action runs: Infinity while none is scheduled, -Infinity once disposed. */
  private due = Infinity;

  constructor(private readonly scheduler: SchedulerLike) {}

  /** Calls `expire` `ms` from now, unless the returned deadline is deleted before. */
  add(ms: number, expire: () => void): Deadline {
    const deadline: Deadline = { at: this.scheduler.now() + ms, expire };
    this.pending.add(deadline);
    if (deadline.at < this.due) this.schedule(deadline.at);
    return deadline;
  }

  delete(deadline: Deadline): void {
    this.pending.delete(deadline);
  }

  /** Nothing expires any more and nothing stays scheduled. */
  dispose(): void {
    this.action?.unsubscribe();
    this.action = null;
    this.due = -Infinity;
    this.pending.clear();
  }

  private schedule(at: number): void {
    this.action?.unsubscribe();
    const now = this.scheduler.now();
    const delay = Math.max(0, Math.min(at - now, DEADLINE_CHECK_MS));
    this.due = now + delay;
    this.action = this.scheduler.schedule(() => this.run(), delay);
  }

  private run(): void {
    this.action = null;
    this.due = Infinity;
    const now = this.scheduler.now();
    let next = Infinity;
    // An expiry may add a deadline (a retry): the loop visits it too, and
    // add() scheduled it if it is the earliest so far.
    for (const deadline of this.pending) {
      if (deadline.at <= now) {
        this.pending.delete(deadline);
        deadline.expire();
      } else if (deadline.at < next) next = deadline.at;
    }
    if (next < this.due) this.schedule(next);
  }
}

/**
 * Errors with `error()` when `source` has not ended `ms` after the
 * subscription, timed by `deadlines` (one scheduled action for all of a
 * session's requests). For a source that emits once and completes, such as
 * a request's answer, this is rxjs `timeout({ first: ms })`.
 *
 * @internal
 *
 * @example
 * responses$.pipe(answerTo(3, 'model/list', failure), expireAfter(deadlines, 15_000, timedOut));
 */
export function expireAfter<T>(
  deadlines: Deadlines,
  ms: number,
  error: () => Error,
): MonoTypeOperatorFunction<T> {
  return (source) =>
    new Observable<T>((subscriber) => {
      const deadline = deadlines.add(ms, () => subscriber.error(error()));
      subscriber.add(() => deadlines.delete(deadline));
      // The subscriber itself: the source's values and end go straight to it.
      source.subscribe(subscriber);
    });
}
