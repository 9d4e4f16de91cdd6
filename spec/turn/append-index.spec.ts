import { emptyIndex, indexAdd, indexGet } from '../../lib/turn/append-index.js';

describe('AppendIndex', () => {
  it('appends in order', () => {
    const ix = indexAdd(indexAdd(emptyIndex(), 'a'), 'b');
    expect([indexGet(ix, 'a'), indexGet(ix, 'b'), indexGet(ix, 'c')]).toEqual([0, 1, undefined]);
  });

  it('older versions do not see later additions', () => {
    const v1 = indexAdd(emptyIndex(), 'a');
    const v2 = indexAdd(v1, 'b');
    expect(indexGet(v1, 'b')).toBeUndefined();
    expect(v2.map).toBe(v1.map); // appended in place
  });

  it('adding to an older version forks instead of corrupting the newer one', () => {
    const v1 = indexAdd(emptyIndex(), 'a');
    const v2 = indexAdd(v1, 'b');
    const w2 = indexAdd(v1, 'c');
    expect(w2.map).not.toBe(v1.map);
    expect([indexGet(v2, 'b'), indexGet(v2, 'c')]).toEqual([1, undefined]);
    expect([indexGet(w2, 'c'), indexGet(w2, 'b'), indexGet(w2, 'a')]).toEqual([1, undefined, 0]);
  });
});
