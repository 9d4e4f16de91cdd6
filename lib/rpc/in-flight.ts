/**
 * The session's in-flight limit: at most `max` requests on the wire, the
 * others waiting in the order they were made.
 *
 * Why not `mergeMap(request => request, max)`: it starts a waiting inner from
 * the completion of the one before, so a peer that answers inside `send()`
 * (the in-memory transport) nests one stack frame set per waiting request,
 * and a waiting request whose subscriber left cannot be taken out of its
 * buffer. Here the drain is a loop and leaving is O(1).
 *
 * @internal
 *
 * @example
 * const limit = new InFlightLimit(1);
 * const leave = limit.enter(() => send());   // sent at once
 * limit.enter(() => sendLater());            // waits until leave()
 * leave();
 */
export class InFlightLimit {
  private active = 0;
  // Insertion-ordered: oldest first; O(1) removal when a waiting request leaves.
  private readonly waiting = new Set<Entry>();
  private draining = false;

  constructor(private max: number) {}

  /** Requests started and not yet left. */
  get inFlight(): number {
    return this.active;
  }

  /** Requests waiting for a slot. */
  get queued(): number {
    return this.waiting.size;
  }

  /**
   * Calls `start` now if a slot is free and nobody waits, else when one is.
   * The returned function gives the slot back (or leaves the queue); only its
   * first call counts.
   */
  enter(start: () => void): () => void {
    const entry: Entry = { start, state: 'waiting' };
    if (this.active < this.max && this.waiting.size === 0) this.begin(entry);
    else this.waiting.add(entry);
    return () => {
      if (entry.state === 'waiting') this.waiting.delete(entry);
      else if (entry.state === 'started') {
        this.active--;
        this.drain();
      }
      entry.state = 'left';
    };
  }

  /** No more waiting: every waiting request starts now (the session closed: each fails at once). */
  open(): void {
    this.max = Infinity;
    this.drain();
  }

  private begin(entry: Entry): void {
    entry.state = 'started';
    this.active++;
    entry.start();
  }

  private drain(): void {
    // A loop, not recursion: a request that ends inside its own start()
    // (answered inside send) comes back here while the loop still runs.
    if (this.draining) return;
    this.draining = true;
    try {
      while (this.waiting.size > 0 && this.active < this.max) {
        const next = this.waiting.values().next().value as Entry;
        this.waiting.delete(next);
        this.begin(next);
      }
    } finally {
      this.draining = false;
    }
  }
}

interface Entry {
  readonly start: () => void;
  state: 'waiting' | 'started' | 'left';
}
