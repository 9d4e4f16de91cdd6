import { ObjectUnsubscribedError, Subject, config, share, type Subscription } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { BroadcastSubject } from '../../lib/rpc/broadcast-subject';

describe('BroadcastSubject', () => {
  it('gives each value to every observer, in the order they subscribed', () => {
    const subject = new BroadcastSubject<number>();
    const seen: string[] = [];
    subject.subscribe((v) => seen.push(`a${v}`));
    subject.subscribe((v) => seen.push(`b${v}`));
    subject.next(1);
    subject.next(2);
    expect(seen).toEqual(['a1', 'b1', 'a2', 'b2']);
  });

  it('an observer unsubscribed during a value gets nothing more, and the others miss nothing', () => {
    const subject = new BroadcastSubject<number>();
    const seen: string[] = [];
    const later: { second?: Subscription } = {};
    subject.subscribe((v) => {
      seen.push(`a${v}`);
      later.second?.unsubscribe();
    });
    later.second = subject.subscribe((v) => seen.push(`b${v}`));
    subject.subscribe((v) => seen.push(`c${v}`));
    subject.next(1);
    subject.next(2);
    expect(seen).toEqual(['a1', 'c1', 'a2', 'c2']);
  });

  it('an observer subscribed during a value gets the next ones only', () => {
    const subject = new BroadcastSubject<number>();
    const seen: string[] = [];
    let added = false;
    subject.subscribe((v) => {
      seen.push(`a${v}`);
      if (!added) {
        added = true;
        subject.subscribe((w) => seen.push(`late${w}`));
      }
    });
    subject.next(1);
    subject.next(2);
    expect(seen).toEqual(['a1', 'a2', 'late2']);
  });

  it('ignores values after complete or error, and throws ObjectUnsubscribedError once unsubscribed', () => {
    const completed = new BroadcastSubject<number>();
    const seen: number[] = [];
    completed.subscribe((v) => seen.push(v));
    completed.complete();
    completed.next(1);
    const failed = new BroadcastSubject<number>();
    failed.subscribe({ next: (v) => seen.push(v), error: () => undefined });
    failed.error(new Error('x'));
    failed.next(2);
    expect(seen).toEqual([]);
    const closed = new BroadcastSubject<number>();
    closed.unsubscribe();
    expect(() => closed.next(3)).toThrow(ObjectUnsubscribedError);
  });

  it('under useDeprecatedSynchronousErrorHandling, an observer error is thrown to the caller, as Subject does', () => {
    config.useDeprecatedSynchronousErrorHandling = true;
    try {
      const subject = new BroadcastSubject<number>();
      subject.subscribe(() => {
        throw new Error('observer failed');
      });
      expect(() => subject.next(1)).toThrow('observer failed');
    } finally {
      config.useDeprecatedSynchronousErrorHandling = false;
    }
  });

  it('as the connector of share: multicasts in order and tears down with the last subscriber', () => {
    new TestScheduler((actual, expected) => expect(actual).toEqual(expected)).run(
      ({ cold, expectObservable, expectSubscriptions }) => {
        const source = cold('a-b-c-d|');
        const shared$ = source.pipe(share({ connector: () => new BroadcastSubject<string>() }));
        expectObservable(shared$, '^-----!').toBe('a-b-c-');
        expectObservable(shared$, '--^!').toBe('--b');
        expectSubscriptions(source.subscriptions).toBe('^-----!');
      },
    );
  });

  it('is a Subject (instanceof, asObservable, observed)', () => {
    const subject = new BroadcastSubject<number>();
    expect(subject).toBeInstanceOf(Subject);
    expect(subject.observed).toBe(false);
    const subscription = subject.asObservable().subscribe();
    expect(subject.observed).toBe(true);
    subscription.unsubscribe();
    expect(subject.observed).toBe(false);
  });
});
