import fc from 'fast-check';
import { canonicalJson } from '../../lib/client/canonical-json.js';
import { checkJsonSchema } from '../../lib/client/json-schema-check.js';
import { StructuredOutputError } from '../../lib/client/errors.js';
import { parseStructuredOutput } from '../../lib/client/structured-output.js';

describe('checkJsonSchema', () => {
  const schema = {
    type: 'object',
    properties: {
      name: { type: 'string', minLength: 1 },
      count: { type: 'integer', minimum: 0 },
      tags: { type: 'array', items: { type: 'string' }, maxItems: 2 },
      kind: { enum: ['a', 'b'] },
      nested: { $ref: '#/$defs/Nested' },
      either: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    },
    required: ['name', 'count'],
    additionalProperties: false,
    $defs: { Nested: { type: 'object', properties: { ok: { const: true } }, required: ['ok'] } },
  };

  it('accepts a matching value', () => {
    expect(
      checkJsonSchema(
        { name: 'x', count: 2, tags: ['t'], kind: 'a', nested: { ok: true }, either: null },
        schema,
      ),
    ).toEqual([]);
  });

  it('names every mismatch by path', () => {
    expect(
      checkJsonSchema(
        {
          name: '',
          count: 1.5,
          tags: ['a', 'b', 3],
          kind: 'c',
          nested: {},
          either: 1,
          extra: true,
        },
        schema,
      ),
    ).toEqual([
      { path: '$.name', message: 'String is too short (0 < 1).' },
      { path: '$.count', message: 'Instance type "number" is invalid. Expected "integer".' },
      { path: '$.tags', message: 'Array has too many items (3 > 2).' },
      { path: '$.tags[2]', message: 'Instance type "number" is invalid. Expected "string".' },
      { path: '$.kind', message: 'Instance does not match any of ["a","b"].' },
      { path: '$.nested', message: 'Instance does not have required property "ok".' },
      { path: '$.either', message: 'Instance does not match any subschemas.' },
      { path: '$', message: 'Property "extra" does not match additional properties schema.' },
    ]);
    expect(checkJsonSchema({}, schema).map((i) => i.message)).toEqual([
      'Instance does not have required property "name".',
      'Instance does not have required property "count".',
    ]);
  });

  // Keywords the former hand-written checker ignored, and a prototype key it let through.
  it.each([
    ['exclusiveMinimum', { exclusiveMinimum: 3 }, 3, 3.5],
    ['multipleOf', { multipleOf: 0.5 }, 0.7, 1.5],
    ['not', { not: { type: 'string' } }, 'x', 1],
    ['uniqueItems', { uniqueItems: true }, [1, 1], [1, 2]],
    [
      'patternProperties',
      { patternProperties: { '^x': { type: 'number' } } },
      { xa: 's' },
      { xa: 1, b: 's' },
    ],
    ['minProperties', { minProperties: 1 }, {}, { a: 1 }],
    ['exclusiveMaximum', { exclusiveMaximum: 3 }, 3, 2],
    ['maxProperties', { maxProperties: 1 }, { a: 1, b: 2 }, { a: 1 }],
    ['oneOf', { oneOf: [{ type: 'number' }, { type: 'integer' }] }, 1, 1.5],
    ['contains', { contains: { const: 2 } }, [1], [1, 2]],
    ['propertyNames', { propertyNames: { maxLength: 2 } }, { abc: 1 }, { ab: 1 }],
    ['dependentRequired', { dependentRequired: { a: ['b'] } }, { a: 1 }, { a: 1, b: 2 }],
    [
      'additionalProperties: false with a prototype key',
      { type: 'object', properties: { a: {} }, additionalProperties: false },
      { constructor: 1 },
      { a: 1 },
    ],
  ])('%s: rejects the bad value, accepts the good one', (_keyword, kwSchema, bad, good) => {
    expect(checkJsonSchema(bad, kwSchema).length).toBeGreaterThan(0);
    expect(checkJsonSchema(good, kwSchema)).toEqual([]);
  });

  it('names array indexes and odd keys by path', () => {
    const s = {
      type: 'object',
      properties: { 'a b': { type: 'array', items: { type: 'string' } } },
    };
    expect(checkJsonSchema({ 'a b': ['x', 1] }, s).map((i) => i.path)).toEqual(['$["a b"][1]']);
    expect(checkJsonSchema({ 1: [] }, { properties: { 1: { type: 'string' } } })[0]?.path).toBe(
      '$["1"]',
    );
  });

  it('parseStructuredOutput: parse errors and schema errors are StructuredOutputError', () => {
    expect(() => parseStructuredOutput('{', schema)).toThrow(StructuredOutputError);
    expect(() => parseStructuredOutput('{"name":"x"}', schema)).toThrow(
      /\$: Instance does not have required property "count"/,
    );
    expect(parseStructuredOutput('{"name":"x","count":0}', schema)).toEqual({
      name: 'x',
      count: 0,
    });
  });

  it('any JSON value matches the empty schema and `true`; nothing matches `false`', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(checkJsonSchema(v, {})).toEqual([]);
        expect(checkJsonSchema(v, true)).toEqual([]);
        expect(checkJsonSchema(v, false)).toHaveLength(1);
      }),
    );
  });
});

describe('canonicalJson (property)', () => {
  const shuffle = (value: unknown, seed: number): unknown => {
    if (Array.isArray(value)) return value.map((v, i) => shuffle(v, seed + i));
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value);
    const rotated = entries.length
      ? [...entries.slice(seed % entries.length), ...entries.slice(0, seed % entries.length)]
      : entries;
    return Object.fromEntries(rotated.reverse().map(([k, v]) => [k, shuffle(v, seed + 1)]));
  };

  it('keeps a "__proto__" key (found by the property below)', () => {
    expect(canonicalJson(JSON.parse('{"b":1,"__proto__":false}'))).toBe(
      '{"__proto__":false,"b":1}',
    );
  });

  it('does not depend on key order and round-trips to an equal value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(), (v, seed) => {
        const text = canonicalJson(v);
        expect(canonicalJson(shuffle(v, seed))).toBe(text);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(v) ?? 'null'));
      }),
    );
  });
});

describe('canonicalJson', () => {
  it('uses toJSON, as JSON.stringify does', () => {
    const when = new Date(Date.UTC(2026, 0, 2));
    expect(canonicalJson({ b: when, a: { toJSON: () => ({ y: 1, x: 2 }) } })).toBe(
      '{"a":{"x":2,"y":1},"b":"2026-01-02T00:00:00.000Z"}',
    );
  });

  it('writes a circular reference as "[Circular]" instead of throwing', () => {
    const spec: Record<string, unknown> = { kind: 'stdio' };
    spec['self'] = spec;
    expect(canonicalJson(spec)).toBe('{"kind":"stdio","self":"[Circular]"}');
  });

  it('drops undefined and functions in objects, nulls them in arrays', () => {
    expect(canonicalJson({ a: undefined, f: () => 1, l: [undefined, () => 1, 2] })).toBe(
      '{"l":[null,null,2]}',
    );
    expect(canonicalJson(undefined)).toBe('null');
  });
});
