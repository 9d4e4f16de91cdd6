import { Observable, type Subscriber } from 'rxjs';

/**
 * A hot, synchronous multicast with a plain `Subject`'s semantics, for the
 * streams every message passes (the session's notifications, the client's
 * events): no replay; each value goes to the subscribers there when it is
 * emitted, in subscription order (one subscribing meanwhile gets the next
 * value, one leaving meanwhile gets nothing more); after `complete` or
 * `error` later values are dropped and a late subscriber gets that end at
 * once. A subscriber that throws is reported by RxJS, as with a `Subject`.
 *
 * Why not a `Subject`: RxJS 7's `Subject.next` wraps each emission in a
 * closure and walks its observers with a fresh iterator object; this walks a
 * copy-on-write array with an index, about half the cost per message.
 *
 * @internal
 *
 * @example
 * const m = new Multicast<number>();
 * m.observable.subscribe((n) => console.log(n));
 * m.next(1); // 1
 */
export class Multicast<T> {
  // Replaced (never mutated) on subscribe and unsubscribe, so an emission
  // walks the array as it was when it started.
  private subscribers: ReadonlyArray<Subscriber<T>> = [];
  private end: { readonly error: boolean; readonly value: unknown } | null = null;

  readonly observable: Observable<T> = new Observable<T>((subscriber) => {
    const end = this.end;
    if (end !== null) {
      if (end.error) subscriber.error(end.value);
      else subscriber.complete();
      return undefined;
    }
    this.subscribers = [...this.subscribers, subscriber];
    return () => {
      this.subscribers = this.subscribers.filter((s) => s !== subscriber);
    };
  });

  /** Whether anyone subscribes (`Subject.observed`). */
  get observed(): boolean {
    return this.subscribers.length > 0;
  }

  next(value: T): void {
    const subscribers = this.subscribers;
    for (let i = 0; i < subscribers.length; i++) (subscribers[i] as Subscriber<T>).next(value);
  }

  complete(): void {
    for (const subscriber of this.finish(false, undefined)) subscriber.complete();
  }

  error(error: unknown): void {
    for (const subscriber of this.finish(true, error)) subscriber.error(error);
  }

  private finish(error: boolean, value: unknown): ReadonlyArray<Subscriber<T>> {
    if (this.end !== null) return [];
    this.end = { error, value };
    const subscribers = this.subscribers;
    this.subscribers = [];
    return subscribers;
  }
}
