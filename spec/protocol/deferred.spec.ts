import { isLeft } from 'fp-ts/lib/Either.js';
import { PathReporter } from 'io-ts/PathReporter';
import { deferred, deferredTagged, define, defineTagged } from '../../gen/runtime/deferred.js';
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

  it('define builds from the compact form on first use, naming nested codecs like the combinators', () => {
    let reads = 0;
    type Point = { x: number; tags: string[]; label?: string | null };
    const refs = () => {
      reads++;
      return [Point];
    };
    const Point = define<Point>(
      'Point',
      refs,
      '["o",{"x":"i","tags":["a","s"]},{"label":["?","s"]}]',
    );
    const Pair = define<[Point, Point]>('Pair', () => [Point], '["o",{"a":0,"b":0}]');
    expect(reads).toBe(0);
    expect(Point.name).toBe('Point');
    expect(Pair.is({ a: { x: 1, tags: [] }, b: { x: 2, tags: ['t'], label: null } })).toBe(true);
    expect(PathReporter.report(Point.decode({ x: 1.5, tags: [1] }))).toEqual([
      'expected integer, got 1.5',
      'expected string, got number',
    ]);
    expect(PathReporter.report(Pair.decode({ a: {} }))).toEqual([
      'missing required property "x" of Point',
      'missing required property "tags" of Point',
      'missing required property "b" of Pair',
    ]);
    expect(reads).toBe(1); // Point built once, Pair read its own refs
  });

  it('defineTagged exposes the tag helpers of the union its compact form describes', () => {
    type Shape = { type: 'circle'; r: number } | { type: 'square'; side: number };
    const Shape = defineTagged<Shape>(
      'Shape',
      () => [],
      '["t","type",{"circle":["o",{"type":["l","circle"],"r":"n"}],"square":["o",{"type":["l","square"],"side":"n"}]}]',
    );
    expect(Shape.tag).toBe('type');
    expect([...Shape.tags]).toEqual(['circle', 'square']);
    expect(Shape.isKnownTag({ type: 'square' })).toBe(true);
    expect(PathReporter.report(Shape.decode({ type: 'circle', r: 'x' }))).toEqual([
      'expected number, got string',
    ]);
  });

  it('a compact form naming a definition its module does not list fails with the definition named', () => {
    const Broken = define<unknown>('Broken', () => [], '["a",3]');
    expect(() => Broken.is([1])).toThrow('codex-rx: Broken[] refers to no definition (3)');
  });
});
