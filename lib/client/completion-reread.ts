/**
 * A turn reconciled while still running (after a relay replay gap or a
 * reconnect) is read once more when its `turn/completed` arrives.
 *
 * Why: what codex sent while no connection of this client was subscribed to
 * the thread (a relay node died; a socket dropped) is lost, and the
 * `thread/read` taken right after the thread was resumed can predate those
 * items or show them at a rank that does not override the client's own
 * in-progress copy (an agent message streamed before the gap, its last deltas
 * and `item/completed` lost). Without a second read, `turn/completed` would
 * complete the turn with that stale item. With it, the turn completes with
 * the server's final items (rank "terminal": they replace the client's).
 *
 * While the read runs, the thread's notifications from that `turn/completed`
 * on wait here (for every stream of the thread), then go on in order.
 */
import { Observable, type MonoTypeOperatorFunction } from 'rxjs';
import type { TurnLike } from '../turn/events.js';
import { eventThreadId } from './events.js';

/** What the re-read needs from the client. */
export interface CompletionRereadHost {
  /** `thread/read` with `includeTurns: true`: the thread's turns. */
  readThreadTurns(threadId: string): Observable<readonly TurnLike[]>;
  /** Feeds the server's view of a turn to the thread's running turn streams. */
  pushReconcile(threadId: string, turn: TurnLike): void;
  /** A failed re-read (the turn then completes from its own events). */
  rereadFailed(error: unknown): void;
}

export class CompletionRereads {
  /** threadId → the turn to read again at its completion. */
  private readonly marked = new Map<string, string>();
  /** Threads whose notifications wait for a re-read. */
  private readonly held = new Map<string, Array<() => void>>();

  constructor(private readonly host: CompletionRereadHost) {}

  /** The turn was reconciled while running: read it again when it completes. */
  mark(threadId: string, turnId: string): void {
    this.marked.set(threadId, turnId);
  }

  /**
   * Passes each notification on at once, or, from a marked turn's
   * `turn/completed` on, once the re-read of its thread is over (the thread's
   * later notifications wait behind it, in order).
   *
   * @example
   * notifications$.pipe(rereads.holdAtCompletion()).subscribe(deliver);
   */
  holdAtCompletion<
    T extends { readonly method: string; readonly params?: unknown },
  >(): MonoTypeOperatorFunction<T> {
    return (source) =>
      new Observable<T>((subscriber) =>
        source.subscribe({
          next: (value) => this.pass(value, subscriber),
          error: (error: unknown) => subscriber.error(error),
          complete: () => subscriber.complete(),
        }),
      );
  }

  private pass<T extends { readonly method: string; readonly params?: unknown }>(
    value: T,
    out: { next(value: T): void },
  ): void {
    // Nearly always: nothing marked, nothing held (two size checks per notification).
    if (this.held.size === 0 && this.marked.size === 0) return out.next(value);
    const threadId = eventThreadId(value);
    if (threadId === undefined) return out.next(value);
    const queue = this.held.get(threadId);
    if (queue) queue.push(() => out.next(value));
    else if (this.startReread(threadId, value))
      this.held.get(threadId)?.push(() => out.next(value));
    else out.next(value);
  }

  /** Starts the re-read if `event` completes a marked turn; true when the thread is now held. */
  private startReread(
    threadId: string,
    event: { readonly method: string; readonly params?: unknown },
  ): boolean {
    if (event.method !== 'turn/completed') return false;
    const turnId = (event.params as { turn?: { id?: unknown } } | undefined)?.turn?.id;
    if (turnId === undefined || this.marked.get(threadId) !== turnId) return false;
    this.marked.delete(threadId);
    this.held.set(threadId, []);
    let released = false;
    const release = (): void => {
      if (released) return;
      released = true;
      const queue = this.held.get(threadId) ?? [];
      this.held.delete(threadId);
      for (const deliver of queue) deliver();
    };
    // Deferred: the caller queues its own delivery first.
    queueMicrotask(() =>
      this.host.readThreadTurns(threadId).subscribe({
        next: (turns) => {
          const turn = turns.find((t) => t.id === turnId);
          if (turn !== undefined) this.host.pushReconcile(threadId, turn);
        },
        error: (error: unknown) => {
          this.host.rereadFailed(error);
          release();
        },
        complete: release,
      }),
    );
    return true;
  }

  /** The client closed: whatever waits is delivered (the streams then see the close). */
  close(): void {
    this.marked.clear();
    const queues = [...this.held.values()];
    this.held.clear();
    for (const queue of queues) for (const deliver of queue) deliver();
  }
}
