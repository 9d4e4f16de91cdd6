/**
 * The run-time `Protocol` / `StableProtocol` of the built package are the
 * generated `gen/<set>/namespace.ts` objects (tsdown.config.mts): they must
 * hold exactly the values of the set's index, shaped like a module namespace.
 */
import * as Experimental from '../../gen/experimental/index.js';
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
