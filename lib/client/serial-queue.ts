import { AsyncSubject, Observable, Subscription, type Subscriber, type TeardownLogic } from 'rxjs';

/**
 * Runs jobs one at a time per key (turn starts on one thread). A job starts
 * when every earlier job of its key has settled. A job settles when it calls
 * the `settle` callback it is given, or when its Observable completes or
 * errors; a job whose subscriber leaves early decides itself when it is
 * settled (a turn being interrupted settles when the turn has really ended).
 * A subscriber that leaves while still waiting gives its place up without
 * letting later jobs overtake the ones before it.
 *
 * @example
 * const queue = new SerialQueue();
 * queue.run('thr_1', (settle) => runTurn$(settle)).subscribe();
 * queue.run('thr_1', (settle) => runTurn$(settle)).subscribe(); // starts after the first settles
 */
export class SerialQueue {
  private readonly tails = new Map<string, AsyncSubject<void>>();

  /** Number of keys with a job running or waiting. */
  get activeKeys(): number {
    return this.tails.size;
  }

  run<T>(key: string, job: (settle: () => void) => Observable<T>): Observable<T> {
    return this.runWith<T>(key, (settle, subscriber) =>
      job(settle).subscribe({
        next: (value) => subscriber.next(value),
        error: (error: unknown) => {
          settle();
          subscriber.error(error);
        },
        complete: () => {
          settle();
          subscriber.complete();
        },
      }),
    );
  }

  /**
   * `run` for a job that emits to the queue's subscriber itself (as the
   * function given to `new Observable` does) and calls `settle` itself,
   * completion and errors included: one subscriber hop less per value, for
   * turns, whose every delta passes here. The job's teardown runs when the
   * subscriber completes, errors or leaves.
   */
  runWith<T>(
    key: string,
    job: (settle: () => void, subscriber: Subscriber<T>) => TeardownLogic,
  ): Observable<T> {
    return new Observable<T>((subscriber) => {
      const previous = this.tails.get(key) ?? null;
      const mine = new AsyncSubject<void>();
      this.tails.set(key, mine);
      let previousDone = previous === null;
      let selfDone = false;
      let started = false;
      const inner = new Subscription();

      const release = (): void => {
        if (!previousDone || !selfDone || mine.closed || mine.isStopped) return;
        if (this.tails.get(key) === mine) this.tails.delete(key);
        mine.next();
        mine.complete();
      };
      const settle = (): void => {
        selfDone = true;
        release();
      };
      const start = (): void => {
        previousDone = true;
        started = true;
        inner.add(job(settle, subscriber));
      };

      const waiting = previous ? previous.subscribe({ complete: start }) : null;
      if (!previous) start();

      return () => {
        waiting?.unsubscribe();
        if (!started) {
          // Left while waiting: this slot is free once the one before it is.
          selfDone = true;
          if (previous) previous.subscribe({ complete: () => ((previousDone = true), release()) });
          else release();
        }
        inner.unsubscribe();
      };
    });
  }
}
