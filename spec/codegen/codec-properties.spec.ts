/**
 * Property tests: values generated from the JSON Schema itself (see
 * schema-arbitrary.ts) are accepted by the generated codecs under strict mode,
 * for representative definitions and for every method of the four envelopes;
 * a value missing a required property, or with a property of the wrong type,
 * is rejected with an error naming the path.
 */
import fc from 'fast-check';
import { isLeft, isRight } from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import * as S from '../../gen/stable/index.js';
import * as E from '../../gen/experimental/index.js';
import {
  decodeServerNotification,
  decodeServerRequest,
  encodeClientRequestParams,
  experimentalTables,
  stableTables,
  withStrictness,
  type MethodTables,
} from '../../lib/protocol/index.js';
import { issuesOf } from '../../lib/protocol/errors.js';
import {
  loadSchemaRoot,
  schemaArbitraries,
  type Schema,
  type SchemaArbitraries,
} from './schema-arbitrary.js';

const RUNS = 25;
const sets: ReadonlyArray<[string, SchemaArbitraries, MethodTables, Record<string, unknown>]> = [
  [
    'stable',
    schemaArbitraries(loadSchemaRoot('stable')),
    stableTables,
    S as Record<string, unknown>,
  ],
  [
    'experimental',
    schemaArbitraries(loadSchemaRoot('experimental')),
    experimentalTables,
    E as Record<string, unknown>,
  ],
];

const REPRESENTATIVE = [
  'ThreadItem', // tagged union beside common properties, hoisted variants
  'Turn',
  'Thread', // large, nested, recursive through items
  'ThreadStartParams',
  'ThreadStartResponse',
  'TurnStartParams',
  'UserInput', // tagged union whose variant has its own anyOf
  'CodexErrorInfo', // string enum | externally tagged objects
  'McpServerElicitationRequestParams', // properties beside a tagged oneOf
  'CommandExecutionRequestApprovalParams',
  'ConfigReadResponse', // additionalProperties maps
  'RequestId', // anyOf string | int64
];

function strictlyAccepts(codec: t.Mixed, value: unknown): boolean {
  return (
    withStrictness(true, () => codec.is(value)) &&
    withStrictness(true, () => isRight(codec.decode(value)))
  );
}

function explain(codec: t.Mixed, value: unknown): string {
  const r = withStrictness(true, () => codec.decode(value));
  return isLeft(r)
    ? r.left.map((e) => `${e.context.map((c) => c.key).join('.')}: ${e.message}`).join('\n')
    : 'ok';
}

/** The issues of io-ts errors as decoding reports them (`value.turn.items[0].type`: members of unions and intersections left out). */
const issues = (errors: t.Errors) => issuesOf(errors, 'value');

describe.each(sets)('%s set', (_name, arbs, tables, gen) => {
  it.each(REPRESENTATIVE)('%s accepts values generated from its schema', (definition) => {
    const codec = gen[definition] as t.Mixed;
    fc.assert(
      fc.property(arbs.definition(definition), (value) => {
        if (!strictlyAccepts(codec, value)) throw new Error(explain(codec, value));
      }),
      { numRuns: RUNS },
    );
  });

  it('every server notification method decodes generated messages', () => {
    const variants = arbs.definitionSchema('ServerNotification').oneOf as Schema[];
    expect(variants.length).toBe(tables.serverNotifications.size);
    for (const variant of variants) {
      fc.assert(
        fc.property(arbs.of(variant), (message) => {
          const r = decodeServerNotification(message as never, {
            strict: true,
            experimental: tables === experimentalTables,
          });
          if (!isRight(r)) throw new Error(String(r.left));
          expect(r.right).toBe(message);
        }),
        { numRuns: 5 },
      );
    }
  });

  it('every server request method decodes generated messages, and its answer codec accepts generated answers', () => {
    const variants = arbs.definitionSchema('ServerRequest').oneOf as Schema[];
    expect(variants.length).toBe(tables.serverRequests.size);
    for (const variant of variants) {
      fc.assert(
        fc.property(arbs.of(variant), (message) => {
          const r = decodeServerRequest(message as never, {
            strict: true,
            experimental: tables === experimentalTables,
          });
          if (!isRight(r)) throw new Error(String(r.left));
        }),
        { numRuns: 5 },
      );
    }
  });

  it('every client request method accepts generated params and results', () => {
    const variants = arbs.definitionSchema('ClientRequest').oneOf as Schema[];
    expect(variants.length).toBe(tables.clientRequests.size);
    for (const variant of variants) {
      const v = variant as { properties: { method: { enum: string[] }; params?: Schema } };
      const method = v.properties.method.enum[0]!;
      const spec = tables.clientRequests.get(method)!;
      if (v.properties.params !== undefined) {
        fc.assert(
          fc.property(arbs.of(v.properties.params), (params) => {
            if (!strictlyAccepts(spec.params, params))
              throw new Error(`${method}: ${explain(spec.params, params)}`);
            // Client messages: encode(decode(x)) equals x.
            expect(encodeClientRequestParams(method, params)).toEqual(
              params === undefined ? null : params,
            );
          }),
          { numRuns: 5 },
        );
      }
      const resultName = Object.keys(gen).find((k) => gen[k] === spec.result);
      if (resultName === undefined) continue; // result not in the schema (modelProvider/default/set)
      fc.assert(
        fc.property(arbs.definition(resultName), (result) => {
          if (!strictlyAccepts(spec.result, result))
            throw new Error(`${method}: ${explain(spec.result, result)}`);
        }),
        { numRuns: 3 },
      );
    }
  });
});

describe('rejections name the path (stable)', () => {
  const arbs = sets[0][1];

  it('every server notification method: a missing required params property is reported as params.<key>', () => {
    let checked = 0;
    for (const variant of arbs.definitionSchema('ServerNotification').oneOf as Schema[]) {
      const v = variant as { properties: { method: { enum: string[] }; params: Schema } };
      const params = arbs.resolve(v.properties.params);
      const required = (params.required ?? []) as string[];
      if (required.length === 0) continue;
      checked++;
      fc.assert(
        fc.property(arbs.of(variant), fc.constantFrom(...required), (message, key) => {
          const m = message as { method: string; params: Record<string, unknown> };
          const broken = { ...m, params: { ...m.params } };
          delete broken.params[key];
          const r = decodeServerNotification(broken, { strict: true });
          if (isRight(r)) throw new Error(`${m.method} without ${key} accepted`);
          expect(r.left.method).toBe(m.method);
          expect(r.left.paths).toContain(`params.${key}`);
        }),
        { numRuns: 3 },
      );
    }
    expect(checked).toBeGreaterThan(50);
  });
  const OBJECTS = [
    'Turn',
    'ThreadStartResponse',
    'TurnCompletedNotification',
    'CommandExecutionRequestApprovalParams',
    'AgentMessageDeltaNotification',
  ];

  it.each(OBJECTS)('%s: a missing required property is reported at its path', (definition) => {
    const schema = arbs.definitionSchema(definition);
    const required = schema.required as string[];
    const codec = (S as Record<string, unknown>)[definition] as t.Mixed;
    fc.assert(
      fc.property(arbs.definition(definition), fc.constantFrom(...required), (value, key) => {
        const broken = { ...(value as object) } as Record<string, unknown>;
        delete broken[key];
        const r = withStrictness(true, () => codec.decode(broken));
        expect(isLeft(r)).toBe(true);
        if (isLeft(r)) {
          expect(issues(r.left).map((i) => i.path)).toContain(`value.${key}`);
          expect(issues(r.left).map((i) => i.message)).toContain(
            `missing required property "${key}" of ${definition}`,
          );
        }
      }),
      { numRuns: RUNS },
    );
  });

  it.each(OBJECTS)('%s: a property of the wrong type is reported at its path', (definition) => {
    const schema = arbs.definitionSchema(definition);
    const properties = schema.properties as Record<string, Record<string, unknown>>;
    const wrongFor = (s: Record<string, unknown>): unknown => {
      if (Array.isArray(s.enum)) return 12345;
      if (s.type === 'string') return 12345;
      if (s.type === 'integer' || s.type === 'boolean' || s.type === 'array' || s.type === 'object')
        return 'wrong';
      return undefined;
    };
    const candidates = Object.keys(properties).filter(
      (k) => wrongFor(properties[k]!) !== undefined,
    );
    expect(candidates.length).toBeGreaterThan(0);
    const codec = (S as Record<string, unknown>)[definition] as t.Mixed;
    fc.assert(
      fc.property(arbs.definition(definition), fc.constantFrom(...candidates), (value, key) => {
        const broken = { ...(value as object), [key]: wrongFor(properties[key]!) };
        const r = withStrictness(true, () => codec.decode(broken));
        expect(isLeft(r)).toBe(true);
        if (isLeft(r)) {
          expect(issues(r.left).map((i) => i.path)).toContain(`value.${key}`);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
