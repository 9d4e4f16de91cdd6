import { TestScheduler } from 'rxjs/testing';
import { from, lastValueFrom, toArray } from 'rxjs';
import { frameLines } from '../../lib/rpc/frame-lines.js';
import { LineTooLongError } from '../../lib/rpc/errors.js';

const newScheduler = (): TestScheduler =>
  new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

const frame = (chunks: string[], options?: { maxLineLength?: number }): Promise<string[]> =>
  lastValueFrom(from(chunks).pipe(frameLines(options), toArray()));

describe('frameLines', () => {
  it('joins lines split across chunk boundaries and emits each at its newline', () => {
    newScheduler().run(({ cold, expectObservable, expectSubscriptions }) => {
      const source = cold('-a-b--c-d-|', {
        a: '{"x":',
        b: '1}\n{"y"',
        c: ':2}\r\n\n{"z":3}\n{',
        d: '"w":4}',
      });
      expectObservable(source.pipe(frameLines())).toBe('---b--(cz)(d|)', {
        b: '{"x":1}',
        c: '{"y":2}',
        z: '{"z":3}',
        d: '{"w":4}',
      });
      expectSubscriptions(source.subscriptions).toBe('^---------!');
    });
  });

  it('passes errors through and drops the partial line', () => {
    newScheduler().run(({ cold, expectObservable }) => {
      const source = cold('-a-b-#', { a: 'one\ntw', b: 'o\nthr' });
      expectObservable(source.pipe(frameLines())).toBe('-a-b-#', { a: 'one', b: 'two' });
    });
  });

  it('unsubscribes from the source when the consumer unsubscribes', () => {
    newScheduler().run(({ cold, expectObservable, expectSubscriptions }) => {
      const source = cold('-a-a-a-a-a', { a: 'x\n' });
      expectObservable(source.pipe(frameLines()), '^----!').toBe('-a-a-', { a: 'x' });
      expectSubscriptions(source.subscriptions).toBe('^----!');
    });
  });

  it('fails with LineTooLongError as soon as a pending line passes the limit, and closes the source', () => {
    newScheduler().run(({ cold, expectObservable, expectSubscriptions }) => {
      const source = cold('-a-b-c-d', { a: '12\n45', b: '678', c: '9\n', d: 'never\n' });
      expectObservable(source.pipe(frameLines({ maxLineLength: 4 }))).toBe(
        '-a-#',
        { a: '12' },
        new LineTooLongError(4, 5),
      );
      expectSubscriptions(source.subscriptions).toBe('^--!');
    });
  });

  it('accepts a line of exactly maxLineLength and rejects a complete line one longer', async () => {
    await expect(frame(['abc', 'def\n'], { maxLineLength: 6 })).resolves.toEqual(['abcdef']);
    await expect(frame(['abcdefg\n'], { maxLineLength: 6 })).rejects.toBeInstanceOf(
      LineTooLongError,
    );
    await expect(frame(['ab\nabcdefg\n'], { maxLineLength: 6 })).rejects.toBeInstanceOf(
      LineTooLongError,
    );
  });

  it('skips empty and \\r-only lines and strips one trailing \\r', async () => {
    await expect(frame(['\n\r\n', 'a\r', '\n\n', 'b\r\r\n'])).resolves.toEqual(['a', 'b\r']);
  });

  it('emits an unterminated last line when the source completes', async () => {
    await expect(frame(['a\nb', 'c'])).resolves.toEqual(['a', 'bc']);
  });

  it('keeps separate state per subscription', async () => {
    const lines$ = from(['a', 'b\nc']).pipe(frameLines());
    await expect(lastValueFrom(lines$.pipe(toArray()))).resolves.toEqual(['ab', 'c']);
    await expect(lastValueFrom(lines$.pipe(toArray()))).resolves.toEqual(['ab', 'c']);
  });

  it('reassembles a multi-megabyte line from 64 KB chunks', async () => {
    const line = '{"s":"' + 'x'.repeat(8 * 1024 * 1024) + '"}';
    const input = `${line}\n{"n":1}\n`;
    const chunks: string[] = [];
    for (let i = 0; i < input.length; i += 65536) chunks.push(input.slice(i, i + 65536));
    const out = await frame(chunks);
    expect(out).toHaveLength(2);
    expect(out[0] === line).toBe(true);
    expect(out[1]).toBe('{"n":1}');
  });

  it('rejects a non-positive maxLineLength', () => {
    expect(() => frameLines({ maxLineLength: 0 })).toThrow(RangeError);
  });
});
