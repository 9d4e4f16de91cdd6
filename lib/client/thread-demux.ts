/**
 * The client's notifications, split by thread once: each notification is
 * looked up by its thread id (one `Map` lookup) and handed to the listeners of
 * that thread only. What the running turns read: with a `forThread` filter
 * per running turn instead, every notification was tested once per running
 * turn (and passed one more operator hop in each).
 *
 * Listeners of a thread are called in the order they were added, each
 * synchronously; a listener added while a notification is being dispatched
 * gets the next one, a listener removed meanwhile gets nothing more (a
 * `Subject`'s rules).
 */
import { eventThreadId } from './events.js';

interface Listener<E> {
  readonly deliver: (event: E) => void;
  active: boolean;
}

export class ThreadDemux<E extends { readonly params: unknown }> {
  // Per thread, replaced (never mutated) on add and remove, so a dispatch
  // walks the array as it was when it started.
  private readonly byThread = new Map<string, ReadonlyArray<Listener<E>>>();
  // The last thread found and its listeners (cleared whenever `byThread`
  // changes): a turn's notifications name one thread, and comparing its id
  // costs less than hashing it (a new string per notification) for the map.
  private lastThread: string | undefined = undefined;
  private lastListeners: ReadonlyArray<Listener<E>> | undefined = undefined;

  /** Number of threads with at least one listener. */
  get threads(): number {
    return this.byThread.size;
  }

  /** Calls `deliver` with every notification of `threadId` until the returned function is called. */
  listen(threadId: string, deliver: (event: E) => void): () => void {
    const listener: Listener<E> = { deliver, active: true };
    this.forgetLast();
    this.byThread.set(threadId, [...(this.byThread.get(threadId) ?? []), listener]);
    return () => {
      if (!listener.active) return;
      listener.active = false;
      this.forgetLast();
      const rest = (this.byThread.get(threadId) ?? []).filter((l) => l !== listener);
      if (rest.length === 0) this.byThread.delete(threadId);
      else this.byThread.set(threadId, rest);
    };
  }

  private forgetLast(): void {
    this.lastThread = undefined;
    this.lastListeners = undefined;
  }

  /** One notification, to the listeners of the thread it names (none when it names none). */
  dispatch(event: E): void {
    if (this.byThread.size === 0) return;
    const threadId = eventThreadId(event);
    if (threadId === undefined) return;
    let listeners: ReadonlyArray<Listener<E>> | undefined;
    if (threadId === this.lastThread) listeners = this.lastListeners as ReadonlyArray<Listener<E>>;
    else {
      listeners = this.byThread.get(threadId);
      if (listeners === undefined) return;
      this.lastThread = threadId;
      this.lastListeners = listeners;
    }
    for (let i = 0; i < listeners.length; i++) {
      const listener = listeners[i] as Listener<E>;
      if (listener.active) listener.deliver(event);
    }
  }
}
