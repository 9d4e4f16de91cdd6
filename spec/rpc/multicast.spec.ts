/**
 * Multicast (lib/rpc/multicast.ts) behaves as a plain RxJS Subject: the same
 * script run against both gives the same log.
 */
import { Subject, config, type Observable, type Subscription } from 'rxjs';
import { Multicast } from '../../lib/rpc/multicast.js';

interface Hot<T> {
  readonly observable: Observable<T>;
  next(value: T): void;
  complete(): void;
  error(error: unknown): void;
  readonly observed: boolean;
}

const subjectHot = <T>(): Hot<T> => {
  const s = new Subject<T>();
  return {
    observable: s.asObservable(),
    next: (v) => s.next(v),
    complete: () => s.complete(),
    error: (e) => s.error(e),
    get observed() {
      return s.observed;
    },
  };
};

/** Subscribers joining and leaving during emissions, then an end, then late subscribers. */
function script(hot: Hot<number>, end: 'complete' | 'error'): string[] {
  const log: string[] = [];
  const subs: Record<string, Subscription> = {};
  const observer = (name: string) => ({
    next: (v: number) => {
      log.push(`${name} ${v}`);
      if (name === 'a' && v === 2) subs['b']?.unsubscribe(); // b leaves during an emission
      if (name === 'a' && v === 3) subs['c'] = hot.observable.subscribe(observer('c')); // c joins
      if (name === 'b' && v === 1) throw new Error('b throws');
    },
    error: (e: unknown) => log.push(`${name} error ${(e as Error).message}`),
    complete: () => log.push(`${name} complete`),
  });
  log.push(`observed ${hot.observed}`);
  subs['a'] = hot.observable.subscribe(observer('a'));
  subs['b'] = hot.observable.subscribe(observer('b'));
  log.push(`observed ${hot.observed}`);
  for (const v of [1, 2, 3, 4]) hot.next(v);
  subs['a'].unsubscribe();
  if (end === 'complete') hot.complete();
  else hot.error(new Error('gone'));
  hot.next(5);
  log.push(`observed ${hot.observed}`);
  hot.observable.subscribe(observer('late'));
  return log;
}

describe('Multicast', () => {
  let reported: unknown[];
  const onUnhandledError = config.onUnhandledError;
  beforeEach(() => {
    reported = [];
    config.onUnhandledError = (e) => reported.push(e);
  });
  afterEach(() => {
    config.onUnhandledError = onUnhandledError;
  });

  it.each(['complete', 'error'] as const)(
    'does what a Subject does (joins, leaves, a throwing subscriber, %s, late subscribers)',
    (end) => {
      const expected = script(subjectHot(), end);
      const subjectReports = reported.length;
      const m = new Multicast<number>();
      expect(script(m, end)).toEqual(expected);
      expect(reported).toHaveLength(subjectReports * 2); // the throw is reported, not propagated
      expect(expected).toContain('c 4');
      expect(expected).not.toContain('b 2');
    },
  );

  it('ends once: a second complete or error changes nothing', () => {
    const m = new Multicast<number>();
    const log: string[] = [];
    m.observable.subscribe({
      complete: () => log.push('complete'),
      error: () => log.push('error'),
    });
    m.complete();
    m.error(new Error('x'));
    m.complete();
    expect(log).toEqual(['complete']);
  });
});
