import fc from 'fast-check';
import {
  emptyPVec,
  pvecDiff,
  pvecFromArray,
  pvecGet,
  pvecPush,
  pvecSet,
  pvecSetPush,
  pvecToArray,
  type PVec,
} from '../../lib/turn/pvec.js';

describe('PVec', () => {
  it('pushes and reads across level boundaries (32, 1024, 32768)', () => {
    let v: PVec<number> = emptyPVec();
    for (let i = 0; i < 33000; i++) v = pvecPush(v, i);
    expect(v.size).toBe(33000);
    for (const i of [0, 31, 32, 1023, 1024, 32767, 32768, 32999]) expect(pvecGet(v, i)).toBe(i);
    expect(pvecGet(v, 33000)).toBeUndefined();
    expect(pvecGet(v, -1)).toBeUndefined();
    expect(pvecToArray(v)).toEqual(Array.from({ length: 33000 }, (_, i) => i));
  });

  it('set leaves the previous version unchanged', () => {
    let v: PVec<string> = emptyPVec();
    for (let i = 0; i < 100; i++) v = pvecPush(v, `v${i}`);
    const w = pvecSet(v, 40, 'changed');
    expect(pvecGet(v, 40)).toBe('v40');
    expect(pvecGet(w, 40)).toBe('changed');
    expect(() => pvecSet(v, 100, 'x')).toThrow(RangeError);
  });

  it('behaves like an array (property)', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('push' as const), value: fc.integer() }),
      fc.record({ kind: fc.constant('set' as const), index: fc.nat(), value: fc.integer() }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 300 }), (ops) => {
        let v: PVec<number> = emptyPVec();
        const model: number[] = [];
        for (const o of ops) {
          if (o.kind === 'push') {
            v = pvecPush(v, o.value);
            model.push(o.value);
          } else if (model.length > 0) {
            const i = o.index % model.length;
            v = pvecSet(v, i, o.value);
            model[i] = o.value;
          }
        }
        expect(pvecToArray(v)).toEqual(model);
      }),
    );
  });
});

describe('pvecSetPush', () => {
  it('equals a set then a push, at every index, across level boundaries, leaving the input unchanged', () => {
    for (const size of [1, 2, 31, 32, 33, 63, 64, 100, 1023, 1024, 1025, 1056, 2048]) {
      const values = Array.from({ length: size }, (_, i) => i);
      const v = pvecFromArray(values);
      const indices = new Set([0, 1, 31, 32, size - 33, size - 32, size - 2, size - 1]);
      for (const index of indices) {
        if (index < 0 || index >= size) continue;
        const w = pvecSetPush(v, index, -1, -2);
        const expected = values.slice();
        expected[index] = -1;
        expected.push(-2);
        expect(pvecToArray(w)).toEqual(expected);
        expect(w.size).toBe(size + 1);
        expect(w.shift).toBe(pvecPush(pvecSet(v, index, -1), -2).shift);
        expect(pvecToArray(v)).toEqual(values);
        // Later versions built on it leave it unchanged too.
        pvecSetPush(w, index, -3, -4);
        expect(pvecGet(w, index)).toBe(-1);
      }
    }
    expect(() => pvecSetPush(emptyPVec<number>(), 0, 1, 2)).toThrow(RangeError);
  });
});

describe('pvecDiff', () => {
  const diff = <T>(a: PVec<T>, b: PVec<T>): number[] => {
    const out: number[] = [];
    pvecDiff(a, b, (i) => out.push(i));
    return out;
  };

  it('reports exactly the indices whose entry differs, in order (sets, pushes, across levels)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1100 }),
        fc.array(
          fc.oneof(
            fc.record({ push: fc.integer() }),
            fc.record({ at: fc.nat(), value: fc.integer() }),
          ),
          { maxLength: 40 },
        ),
        (size, ops) => {
          const before = pvecFromArray(Array.from({ length: size }, (_, i) => i));
          let after = before;
          for (const op of ops) {
            if ('push' in op) after = pvecPush(after, op.push);
            else if (after.size > 0) after = pvecSet(after, op.at % after.size, op.value);
          }
          const a = pvecToArray(before);
          const b = pvecToArray(after);
          const expected = b.flatMap((v, i) => (i >= a.length || a[i] !== v ? [i] : []));
          expect(diff(before, after)).toEqual(expected);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('finds one set or push among 5000 entries', () => {
    const big = pvecFromArray(Array.from({ length: 5000 }, (_, i) => ({ i })));
    const changed = pvecSet(big, 4321, { i: -1 });
    expect(diff(big, changed)).toEqual([4321]);
    expect(diff(big, big)).toEqual([]);
    expect(diff(big, pvecPush(big, { i: 5000 }))).toEqual([5000]);
  });
});
