import { TestScheduler } from 'rxjs/testing';
import { SerialQueue } from '../../lib/client/serial-queue.js';

const make = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

describe('SerialQueue', () => {
  it('runs jobs of one key one after the other; other keys at once', () => {
    make().run(({ cold, expectObservable, expectSubscriptions }) => {
      const queue = new SerialQueue();
      const a = cold('--a|');
      const b = cold('-b|');
      const c = cold('c|');
      expectObservable(queue.run('k1', () => a)).toBe('--a|');
      expectObservable(queue.run('k1', () => b)).toBe('----b|');
      expectObservable(queue.run('k2', () => c)).toBe('c|');
      expectSubscriptions(a.subscriptions).toBe('^--!');
      expectSubscriptions(b.subscriptions).toBe('---^-!');
      expectSubscriptions(c.subscriptions).toBe('^!');
    });
  });

  it('a job settles when it calls settle, not when its subscriber leaves', () => {
    make().run(({ cold, expectObservable, expectSubscriptions }) => {
      const queue = new SerialQueue();
      const first = cold('a-------');
      const second = cold('b|');
      // the first job is left at 2 ms but only settles at 5 ms (e.g. an interrupted turn ending)
      const job1 = queue.run('k', (settle) => {
        cold('-----x|').subscribe(() => settle());
        return first;
      });
      expectObservable(job1, '^-!').toBe('a');
      expectObservable(queue.run('k', () => second)).toBe('-----b|');
      expectSubscriptions(second.subscriptions).toBe('-----^!');
    });
  });

  it('leaving while waiting gives the place up without letting later jobs overtake', () => {
    make().run(({ cold, expectObservable, expectSubscriptions }) => {
      const queue = new SerialQueue();
      const first = cold('----a|');
      const dropped = cold('x|');
      const third = cold('c|');
      expectObservable(queue.run('k', () => first)).toBe('----a|');
      expectObservable(
        queue.run('k', () => dropped),
        '^-!',
      ).toBe('');
      expectObservable(queue.run('k', () => third)).toBe('-----c|');
      expectSubscriptions(dropped.subscriptions).toBe([]);
      expectSubscriptions(third.subscriptions).toBe('-----^!');
    });
  });

  it('an error settles the job and is passed on; keys are forgotten when idle', () => {
    const queue = new SerialQueue();
    make().run(({ cold, expectObservable }) => {
      expectObservable(queue.run('k', () => cold('-#'))).toBe('-#');
      expectObservable(queue.run('k', () => cold('a|'))).toBe('-a|');
    });
    expect(queue.activeKeys).toBe(0);
  });
});
