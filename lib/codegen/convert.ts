/**
 * JSON Schema -> IR. Handles `$ref`, `allOf`, `oneOf` / `anyOf` (tagged when
 * every variant has a required one-value string property in common, merged
 * when every variant is a string enum, nullable when one member is `null`),
 * type lists, enums, objects, `additionalProperties` maps, arrays and integer
 * formats. Titled inline variants of tagged unions are hoisted into named
 * definitions (`UserMessageThreadItem` out of `ThreadItem`).
 *
 * @example
 * const bundle = loadBundle('schema/stable');
 * const converter = new Converter(bundle);
 * const turn = converter.definition(bundle.byName.get('Turn')!); // hoisted variants: converter.hoisted
 */
import type { Bundle, Definition, JsonSchema, SchemaObject } from './json-schema.js';
import type { EnumValue, NamedNode, Node, Property } from './ir.js';

const UNKNOWN: Node = { kind: 'prim', type: 'unknown' };
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

export class Converter {
  readonly hoisted: NamedNode[] = [];
  private readonly taken: Set<string>;
  private current: Definition | undefined;

  constructor(private readonly bundle: Bundle) {
    this.taken = new Set(bundle.byName.keys());
  }

  definition(definition: Definition): NamedNode {
    this.current = definition;
    const schema = definition.schema;
    const node = this.node(schema);
    return {
      name: definition.name,
      node,
      namespace: definition.namespace,
      ...(typeof schema === 'object' && schema.description
        ? { description: schema.description }
        : {}),
    };
  }

  /** Name of the definition a `$ref` points at. */
  refName(ref: string): string {
    const definition = this.bundle.byRef.get(ref);
    if (definition === undefined) throw new Error(`unresolved $ref ${ref}`);
    return definition.name;
  }

  node(schema: JsonSchema): Node {
    if (typeof schema === 'boolean') return UNKNOWN;
    if (schema.$ref !== undefined) return { kind: 'ref', name: this.refName(schema.$ref) };
    if (schema.allOf !== undefined) {
      const members = schema.allOf.map((s) => this.node(s));
      const own = this.withoutComposition(schema);
      return intersect(own === undefined ? members : [own, ...members]);
    }
    const alternatives = schema.oneOf ?? schema.anyOf;
    if (alternatives !== undefined) {
      const union = this.alternatives(alternatives);
      const own = this.withoutComposition(schema);
      return own === undefined ? union : intersect([own, union]);
    }
    if (schema.enum !== undefined) return enumNode(schema.enum);
    const type = schema.type;
    if (Array.isArray(type)) {
      const nonNull = type.filter((t) => t !== 'null');
      const members = nonNull.map((t) => this.typed({ ...schema, type: t }));
      const inner = members.length === 1 ? members[0]! : { kind: 'union' as const, members };
      return type.includes('null') ? nullable(inner) : inner;
    }
    return this.typed(schema);
  }

  /** Properties written beside `oneOf` / `anyOf` / `allOf`, as an object node (or nothing). */
  private withoutComposition(schema: SchemaObject): Node | undefined {
    if (schema.properties === undefined || Object.keys(schema.properties).length === 0)
      return undefined;
    return this.object(schema);
  }

  private typed(schema: SchemaObject): Node {
    switch (schema.type) {
      case 'string':
        return { kind: 'prim', type: 'string' };
      case 'integer':
        return { kind: 'prim', type: 'integer' };
      case 'number':
        return { kind: 'prim', type: 'number' };
      case 'boolean':
        return { kind: 'prim', type: 'boolean' };
      case 'null':
        return { kind: 'prim', type: 'null' };
      case 'array':
        return {
          kind: 'array',
          item: schema.items === undefined ? UNKNOWN : this.node(schema.items),
        };
      case 'object':
        return this.object(schema);
      default:
        if (schema.properties !== undefined) return this.object(schema);
        return UNKNOWN;
    }
  }

  private object(schema: SchemaObject): Node {
    const properties = schema.properties ?? {};
    const names = Object.keys(properties);
    if (names.length === 0) {
      const additional = schema.additionalProperties;
      const value =
        additional === undefined || typeof additional === 'boolean'
          ? UNKNOWN
          : this.node(additional);
      return { kind: 'record', value };
    }
    const required = new Set(schema.required ?? []);
    const props: Property[] = names.map((name) => {
      const s = properties[name]!;
      const description = typeof s === 'object' ? s.description : undefined;
      return {
        name,
        node: this.node(s),
        required: required.has(name),
        ...(description ? { description } : {}),
      };
    });
    return { kind: 'object', properties: props };
  }

  private alternatives(schemas: readonly JsonSchema[]): Node {
    const nonNull = schemas.filter(
      (s) => !(typeof s === 'object' && s.type === 'null' && s.enum === undefined),
    );
    const hasNull = nonNull.length < schemas.length;
    const inner = this.nonNullAlternatives(nonNull);
    return hasNull ? nullable(inner) : inner;
  }

  private nonNullAlternatives(schemas: readonly JsonSchema[]): Node {
    if (schemas.length === 0) return { kind: 'prim', type: 'null' };
    if (schemas.length === 1) return this.node(schemas[0]!);
    const enums = schemas.map((s) =>
      typeof s === 'object' && s.$ref === undefined ? s.enum : undefined,
    );
    if (enums.every((e) => e !== undefined && e.every((v) => typeof v === 'string'))) {
      return { kind: 'enum', values: enums.flatMap((e) => e as string[]) };
    }
    const tag = this.findTag(schemas);
    if (tag !== undefined) {
      return {
        kind: 'tagged',
        tag,
        variants: schemas.map((s) => ({ value: this.tagValue(s, tag)!, node: this.variant(s) })),
      };
    }
    return { kind: 'union', members: schemas.map((s) => this.variant(s)) };
  }

  /** A union member: hoisted into a named definition when it is an inline titled object. */
  private variant(schema: JsonSchema): Node {
    const node = this.node(schema);
    if (typeof schema !== 'object' || schema.$ref !== undefined) return node;
    const title = schema.title;
    if (title === undefined || !IDENTIFIER.test(title) || this.taken.has(title)) return node;
    if (node.kind !== 'object' && node.kind !== 'intersection') return node;
    this.taken.add(title);
    const parent = this.current!;
    this.hoisted.push({
      name: title,
      node,
      parent: parent.name,
      namespace: parent.namespace,
      ...(schema.description ? { description: schema.description } : {}),
    });
    return { kind: 'ref', name: title };
  }

  private resolve(schema: JsonSchema): SchemaObject | undefined {
    if (typeof schema !== 'object') return undefined;
    if (schema.$ref === undefined) return schema;
    const target = this.bundle.byRef.get(schema.$ref)?.schema;
    return typeof target === 'object' ? target : undefined;
  }

  private tagValue(schema: JsonSchema, tag: string): string | undefined {
    const s = this.resolve(schema);
    if (s === undefined || !(s.required ?? []).includes(tag)) return undefined;
    const p = s.properties?.[tag];
    if (typeof p !== 'object' || p.enum === undefined || p.enum.length !== 1) return undefined;
    const value = p.enum[0];
    return typeof value === 'string' ? value : undefined;
  }

  private findTag(schemas: readonly JsonSchema[]): string | undefined {
    const first = this.resolve(schemas[0]!);
    if (first?.properties === undefined) return undefined;
    const candidates = Object.keys(first.properties).sort((a, b) =>
      a === 'type' ? -1 : b === 'type' ? 1 : 0,
    );
    for (const tag of candidates) {
      const values = schemas.map((s) => this.tagValue(s, tag));
      if (values.every((v) => v !== undefined) && new Set(values).size === values.length)
        return tag;
    }
    return undefined;
  }
}

function enumNode(values: readonly (EnumValue | null)[]): Node {
  const nonNull = values.filter((v): v is EnumValue => v !== null);
  const node: Node =
    nonNull.length === 1
      ? { kind: 'literal', value: nonNull[0]! }
      : { kind: 'enum', values: nonNull };
  return nonNull.length < values.length ? nullable(node) : node;
}

function nullable(inner: Node): Node {
  if (
    inner.kind === 'nullable' ||
    (inner.kind === 'prim' && (inner.type === 'null' || inner.type === 'unknown'))
  ) {
    return inner;
  }
  return { kind: 'nullable', inner };
}

function intersect(members: readonly Node[]): Node {
  return members.length === 1 ? members[0]! : { kind: 'intersection', members };
}
