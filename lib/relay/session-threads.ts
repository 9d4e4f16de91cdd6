/**
 * The threads a session's client started or resumed (a node taking the
 * session over resumes them) and the turn running on each (from
 * `turn/started` and `turn/completed`); after a takeover, those it lost.
 */
export class SessionThreads {
  private readonly threads: Set<string>;
  private readonly runningTurns = new Map<string, string>();
  /** Threads the takeover could not resume (no turn yet: nothing on disk): requests on them are answered here. */
  readonly lost = new Set<string>();

  constructor(threads: readonly string[] = []) {
    this.threads = new Set(threads);
  }

  has(threadId: string): boolean {
    return this.threads.has(threadId);
  }

  add(threadId: string): void {
    this.threads.add(threadId);
  }

  list(): string[] {
    return [...this.threads];
  }

  [Symbol.iterator](): Iterator<string> {
    return this.threads[Symbol.iterator]();
  }

  turnStarted(threadId: string, turnId: string): void {
    this.runningTurns.set(threadId, turnId);
  }

  /** Whether a turn was running on the thread. */
  turnEnded(threadId: string): boolean {
    return this.runningTurns.delete(threadId);
  }

  /** Whether a turn runs on any thread. */
  get turnRunning(): boolean {
    return this.runningTurns.size > 0;
  }

  turns(): { threadId: string; turnId: string }[] {
    return [...this.runningTurns].map(([threadId, turnId]) => ({ threadId, turnId }));
  }
}
