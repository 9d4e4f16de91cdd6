import { isLeft } from 'fp-ts/lib/Either.js';
import { deferred, deferredTagged } from '../../gen/runtime/deferred.js';
import { object } from '../../gen/runtime/object.js';
import { string } from '../../gen/runtime/primitives.js';
import { taggedUnion } from '../../gen/runtime/tagged-union.js';

describe('deferred codecs', () => {
  it('build the real codec on first use only, once', () => {
    let builds = 0;
    const Named = deferred<{ name: string }>('Named', () => {
      builds++;
      return object<{ name: string }>('Named', { name: string });
    });
    expect(builds).toBe(0);
    expect(Named.name).toBe('Named');
    expect(Named.is({ name: 'a' })).toBe(true);
    expect(Named.is({ name: 1 })).toBe(false);
    const bad = Named.decode({ name: 1 });
    expect(isLeft(bad)).toBe(true);
    const value = { name: 'b', extra: 1 };
    const good = Named.decode(value);
    expect(!isLeft(good) && good.right).toBe(value); // checked, not copied
    expect(builds).toBe(1);
  });

  it('pass the name to the builder and, once built, call the real checker directly', () => {
    const inner = object<{ name: string }>('Inner', { name: string });
    let seen = '';
    const Named = deferred<{ name: string }>('Named', (n) => {
      seen = n;
      return inner;
    });
    expect(Named.is).not.toBe(inner.is);
    expect(Named.is({ name: 'a' })).toBe(true);
    expect(seen).toBe('Named');
    expect(Named.is).toBe(inner.is);
    expect(Named.validate).toBe(inner.validate);
    expect(isLeft(Named.decode({ name: 2 }))).toBe(true);
  });

  it('a deferred tagged union forwards tag, tags and isKnownTag', () => {
    type Shape = { type: 'circle'; r: string } | { type: 'square'; side: string };
    const Shape = deferredTagged<Shape>('Shape', () =>
      taggedUnion<Shape>('Shape', 'type', {
        circle: object('Circle', { type: string, r: string }),
        square: object('Square', { type: string, side: string }),
      }),
    );
    expect(Shape.tag).toBe('type');
    expect([...Shape.tags].sort()).toEqual(['circle', 'square']);
    expect(Shape.isKnownTag({ type: 'circle' })).toBe(true);
    expect(Shape.isKnownTag({ type: 'hexagon' })).toBe(false);
    expect(Shape.is({ type: 'square', side: '2' })).toBe(true);
  });
});
