/**
 * Spec helper: fast-check arbitraries generated straight from the JSON Schema
 * that codex exports (independently of the code generator's own reading of
 * it), for property tests of the generated codecs. Recursion is bounded by
 * depth: past `maxDepth`, arrays are empty, optional properties are left out
 * and nullable values are null.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Schema = boolean | Record<string, unknown>;
type Obj = Record<string, unknown>;

export interface SchemaArbitraries {
  readonly root: Obj;
  /** Arbitrary for a schema (inline or `{ $ref }`). */
  of(schema: Schema): fc.Arbitrary<unknown>;
  /** Arbitrary for a named definition (`ThreadItem`, searched in the root then v2). */
  definition(name: string): fc.Arbitrary<unknown>;
  resolve(schema: Schema): Obj;
  definitionSchema(name: string): Obj;
}

const BUNDLE = 'codex_app_server_protocol.schemas.json';

export function loadSchemaRoot(set: 'stable' | 'experimental'): Obj {
  return JSON.parse(
    readFileSync(join(__dirname, '..', '..', 'schema', set, BUNDLE), 'utf8'),
  ) as Obj;
}

export function schemaArbitraries(
  root: Obj,
  options: { maxDepth?: number; extraKeys?: boolean } = {},
): SchemaArbitraries {
  const maxDepth = options.maxDepth ?? 4;
  const extraKeys = options.extraKeys ?? true;
  const definitions = root.definitions as Obj;
  const v2 = definitions.v2 as Obj;

  const resolveRef = (ref: string): Obj => {
    const parts = ref.replace(/^#\//, '').split('/');
    let node: unknown = root;
    for (const p of parts) node = (node as Obj)[p];
    if (node === undefined) throw new Error(`unresolved ${ref}`);
    return node === true ? {} : (node as Obj);
  };
  const resolve = (schema: Schema): Obj => {
    if (typeof schema === 'boolean') return {};
    return typeof schema.$ref === 'string' ? resolve(resolveRef(schema.$ref)) : schema;
  };

  const isNull = (s: Schema): boolean => typeof s === 'object' && s.type === 'null';

  const arb = (schema: Schema, depth: number): fc.Arbitrary<unknown> => {
    if (typeof schema === 'boolean') return jsonValue(depth);
    if (typeof schema.$ref === 'string') {
      const ref = schema.$ref;
      return fc.constant(null).chain(() => arb(resolveRef(ref), depth + 1));
    }
    if (Array.isArray(schema.allOf)) {
      if (schema.allOf.length === 1 && !schema.properties)
        return arb(schema.allOf[0] as Schema, depth);
      const parts = (schema.allOf as Schema[]).map((s) => arb(s, depth));
      const own = schema.properties ? [objectArb(schema, depth)] : [];
      return fc.tuple(...own, ...parts).map(merge);
    }
    const alternatives = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
    if (alternatives !== undefined) {
      const choices =
        depth >= maxDepth && alternatives.some(isNull) ? alternatives.filter(isNull) : alternatives;
      const union = fc.oneof(...choices.map((s) => arb(s, depth)));
      return schema.properties ? fc.tuple(objectArb(schema, depth), union).map(merge) : union;
    }
    if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
    const type = schema.type;
    if (Array.isArray(type)) {
      const types = depth >= maxDepth && type.includes('null') ? ['null'] : (type as string[]);
      return fc.oneof(...types.map((t) => arb({ ...schema, type: t }, depth)));
    }
    switch (type) {
      case 'string':
        return fc.string({ maxLength: 8 });
      case 'integer':
        return typeof schema.minimum === 'number'
          ? fc.nat({ max: 1_000_000 })
          : fc.integer({ min: -1_000_000, max: 1_000_000 });
      case 'number':
        return fc.double({ noNaN: true, noDefaultInfinity: true });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(
          schema.items === undefined ? jsonValue(depth) : arb(schema.items as Schema, depth + 1),
          {
            maxLength: depth >= maxDepth ? 0 : 2,
          },
        );
      case 'object':
        return objectArb(schema, depth);
      default:
        return schema.properties ? objectArb(schema, depth) : jsonValue(depth);
    }
  };

  const objectArb = (schema: Obj, depth: number): fc.Arbitrary<unknown> => {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const names = Object.keys(properties);
    if (names.length === 0) {
      const additional = schema.additionalProperties as Schema | undefined;
      const value =
        additional === undefined || typeof additional === 'boolean'
          ? jsonValue(depth)
          : arb(additional, depth + 1);
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 4 }), value, {
        maxKeys: depth >= maxDepth ? 0 : 2,
      });
    }
    const required = new Set((schema.required ?? []) as string[]);
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const name of names) {
      if (!required.has(name) && depth >= maxDepth) continue;
      model[name] = arb(properties[name]!, depth + 1);
    }
    const record = fc.record(model, { requiredKeys: names.filter((n) => required.has(n)) });
    if (!extraKeys) return record;
    return fc
      .tuple(record, fc.option(fc.integer(), { nil: undefined }))
      .map(([value, extra]) =>
        extra === undefined ? value : { ...value, x_unknown_extra: extra },
      );
  };

  const jsonValue = (depth: number): fc.Arbitrary<unknown> =>
    depth >= maxDepth
      ? fc.oneof(fc.constant(null), fc.boolean(), fc.integer(), fc.string({ maxLength: 4 }))
      : fc.jsonValue({ maxDepth: 2 });

  const definitionSchema = (name: string): Obj => {
    const s = (definitions[name] ?? v2[name]) as Obj | undefined;
    if (s === undefined) throw new Error(`no definition ${name}`);
    return s;
  };

  return {
    root,
    of: (schema) => arb(schema, 0),
    definition: (name) => arb(definitionSchema(name), 0),
    resolve,
    definitionSchema,
  };
}

function merge(values: unknown[]): unknown {
  return values.reduce<Obj>(
    (acc, v) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? { ...acc, ...v } : acc),
    {},
  );
}
