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
      { path: '$.name', message: 'shorter than 1' },
      { path: '$.count', message: 'expected integer, got number' },
      { path: '$.tags', message: 'more than 2 items' },
      { path: '$.tags[2]', message: 'expected string, got number' },
      { path: '$.kind', message: 'expected one of ["a","b"], got "c"' },
      { path: '$.nested.ok', message: 'required property is missing' },
      { path: '$.either', message: 'matches none of the anyOf alternatives' },
      { path: '$.extra', message: 'property is not allowed' },
    ]);
    expect(checkJsonSchema({}, schema).map((i) => i.path)).toEqual(['$.name', '$.count']);
  });

  it('parseStructuredOutput: parse errors and schema errors are StructuredOutputError', () => {
    expect(() => parseStructuredOutput('{', schema)).toThrow(StructuredOutputError);
    expect(() => parseStructuredOutput('{"name":"x"}', schema)).toThrow(
      /\$\.count: required property is missing/,
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
