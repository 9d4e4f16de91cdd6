/**
 * The run-time `Protocol` / `StableProtocol` of the built package are the
 * generated `gen/<set>/namespace.ts` objects (tsdown.config.mts): they must
 * hold exactly the values of the set's index, shaped like a module namespace.
 */
import { inspect } from 'node:util';
import * as Experimental from '../../gen/experimental/index.js';
import { moduleObject } from '../../gen/runtime/index.js';
import { namespace as experimental } from '../../gen/experimental/namespace.js';
import * as Stable from '../../gen/stable/index.js';
import { namespace as stable } from '../../gen/stable/namespace.js';

describe.each([
  ['experimental', Experimental, experimental],
  ['stable', Stable, stable],
] as const)('the %s namespace object', (_, index, object) => {
  it('holds every value of the index, the same objects, in namespace key order', () => {
    const names = Object.keys(index)
      .filter((k) => k !== '__esModule')
      .sort();
    expect(Object.keys(object)).toEqual(names);
    for (const name of names)
      expect((object as Record<string, unknown>)[name]).toBe(
        (index as Record<string, unknown>)[name],
      );
  });

  it('is shaped like a module namespace: no prototype, tagged Module, not extensible', () => {
    expect(Object.getPrototypeOf(object)).toBeNull();
    expect(Object.prototype.toString.call(object)).toBe('[object Module]');
    expect(Object.isExtensible(object)).toBe(false);
    expect(() => {
      (object as Record<string, unknown>).Turn = 1;
    }).toThrow(TypeError);
  });
});

describe('moduleObject (filled on first use)', () => {
  it('does not read its values until first used, then reads them once', () => {
    const values = jest.fn(() => ({ b: 2, a: 1 }));
    const ns = moduleObject(values);
    expect(values).not.toHaveBeenCalled();
    expect(ns.a).toBe(1);
    expect(Object.keys(ns)).toEqual(['a', 'b']);
    expect(values).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a property read', (ns: Record<string, unknown>) => ns.b],
    ['Object.keys', (ns: Record<string, unknown>) => Object.keys(ns)],
    ['`in`', (ns: Record<string, unknown>) => 'b' in ns],
    ['a descriptor', (ns: Record<string, unknown>) => Object.getOwnPropertyDescriptor(ns, 'b')],
    ['Object.isExtensible', (ns: Record<string, unknown>) => Object.isExtensible(ns)],
  ])('answers %s as the filled frozen object does, first use included', (_, use) => {
    const lazy = moduleObject(() => ({ b: 2, a: 1 })) as Record<string, unknown>;
    const filled = moduleObject(() => ({ b: 2, a: 1 })) as Record<string, unknown>;
    void Object.keys(filled);
    expect(use(lazy)).toEqual(use(filled));
    expect(Object.getOwnPropertyDescriptor(lazy, 'b')).toEqual({
      value: 2,
      writable: false,
      enumerable: true,
      configurable: false,
    });
  });

  it('cannot be changed, even before first use', () => {
    const ns = moduleObject(() => ({ a: 1 })) as Record<string, unknown>;
    expect(() => {
      ns.c = 3;
    }).toThrow(TypeError);
    expect(() => Object.defineProperty(ns, 'a', { value: 2 })).toThrow(TypeError);
    expect(() => delete ns.a).toThrow(TypeError);
    expect(ns.a).toBe(1);
  });

  it('prints its values with util.inspect before first use too', () => {
    const ns = moduleObject(() => ({ b: 2, a: 1 }));
    expect(inspect(ns)).toContain('a: 1, b: 2');
  });
});
