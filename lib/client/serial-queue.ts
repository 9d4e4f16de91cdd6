import { AsyncSubject, concat, defer, finalize, ignoreElements, type Observable } from 'rxjs';

/**
 * Runs jobs one at a time per key (turn starts on one thread). A job starts
 * when every earlier job of its key has settled. A job settles when it calls
 * the `settle` callback it is given (run-turn.ts calls it when the turn has
 * ended, whether its subscriber stayed or left: a turn being interrupted
 * settles when it has really ended), and not otherwise.
 * A subscriber that leaves while still waiting gives its place up without
 * letting later jobs overtake the ones before it.
 *
 * @example
 * const queue = new SerialQueue();
 * queue.run('thr_1', (settle) => runTurn$(settle)).subscribe();
 * queue.run('thr_1', (settle) => runTurn$(settle)).subscribe(); // starts after the first settles
 */
export class SerialQueue {
  /** Per key, the last job's place: completes when it and every job before it have settled. */
  private readonly tails = new Map<string, AsyncSubject<void>>();

  /** Number of keys with a job running or waiting. */
  get activeKeys(): number {
    return this.tails.size;
  }

  run<T>(key: string, job: (settle: () => void) => Observable<T>): Observable<T> {
    return defer(() => {
      const previous = this.tails.get(key) ?? null;
      const mine = new AsyncSubject<void>();
      this.tails.set(key, mine);
      let previousDone = previous === null;
      let selfDone = false;
      let started = false;

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
      const job$ = defer(() => {
        previousDone = true;
        started = true;
        return job(settle);
      });
      // Nothing before it (the usual case): the job's values reach the
      // subscriber without a step of `concat` each.
      return (previous ? concat(previous.pipe(ignoreElements()), job$) : job$).pipe(
        finalize(() => {
          if (started) return;
          // Left while waiting: this place is free once the one before it is.
          selfDone = true;
          if (previous) previous.subscribe({ complete: () => ((previousDone = true), release()) });
          else release();
        }),
      );
    });
  }
}
