/**
 * A schema snapshot reduced to what `codex-rx-schema diff` compares: per set
 * (stable, experimental) the methods of each envelope and, per definition,
 * its shape (object fields with their type text and required-ness, tagged
 * union variants by tag value, enum values, or a plain type text).
 * Descriptions, titles, defaults and numeric bounds are left out: they do not
 * change what goes over the wire.
 *
 * @example
 * const model = readSchemaModel('schema');
 * model.sets.stable.methods.ClientRequest.length; // 110 for codex 0.171.0
 */
import { ENVELOPES, type EnvelopeName } from './envelopes.js';
import { loadBundle, type Bundle, type JsonSchema, type SchemaObject } from './json-schema.js';
import { readSchemaVersion } from './version-file.js';

export type SetName = 'stable' | 'experimental';
export const SET_NAMES: readonly SetName[] = ['stable', 'experimental'];

export interface Field {
  /** A compact TypeScript-like rendering of the field's schema (`string | null`, `Turn[]`). */
  readonly type: string;
  readonly required: boolean;
}

export type Fields = Readonly<Record<string, Field>>;

export type Shape =
  | { readonly kind: 'object'; readonly fields: Fields }
  | {
      readonly kind: 'union';
      /**
       * The property every variant carries with a distinct one-value enum
       * (`type`, `mode`); `null` for an untagged union.
       */
      readonly tag: string | null;
      /** Tag value (or member label) -> the variant's other fields. */
      readonly variants: Readonly<Record<string, Fields>>;
      /**
       * Tag value -> the alternatives of a nested `anyOf` / `oneOf` inside that
       * variant, by label (`{ url }`: the keys it requires) -> their fields.
       * Only variants that have such alternatives are listed.
       */
      readonly alternatives?: Readonly<Record<string, Readonly<Record<string, Fields>>>>;
    }
  | { readonly kind: 'enum'; readonly values: readonly string[] }
  | { readonly kind: 'other'; readonly type: string };

export interface SetModel {
  readonly methods: Readonly<Record<EnvelopeName, readonly string[]>>;
  /** Definition name -> shape (the four envelopes excluded). */
  readonly definitions: ReadonlyMap<string, Shape>;
}

export interface SchemaModel {
  readonly codexVersion: string;
  readonly sets: Readonly<Record<SetName, SetModel>>;
}

/** Reads `<root>/{stable,experimental}` and `<root>/VERSION.json`. */
export function readSchemaModel(root: string): SchemaModel {
  const version = readSchemaVersion(root);
  const sets = {} as Record<SetName, SetModel>;
  for (const set of SET_NAMES) sets[set] = setModel(loadBundle(`${root}/${set}`));
  return { codexVersion: version.codexVersion, sets };
}

export function setModel(bundle: Bundle): SetModel {
  const render = new TypeText(bundle);
  const methods = {} as Record<EnvelopeName, string[]>;
  for (const envelope of ENVELOPES) {
    const schema = bundle.byName.get(envelope)?.schema;
    const variants = typeof schema === 'object' ? (schema.oneOf ?? []) : [];
    methods[envelope] = variants.flatMap((v) => {
      const method = typeof v === 'object' ? v.properties?.['method'] : undefined;
      const name = typeof method === 'object' ? method.enum?.[0] : undefined;
      return typeof name === 'string' ? [name] : [];
    });
  }
  const skip = new Set<string>(ENVELOPES);
  const definitions = new Map<string, Shape>();
  for (const [name, definition] of [...bundle.byName].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (!skip.has(name)) definitions.set(name, render.shape(definition.schema));
  }
  return { methods, definitions };
}

class TypeText {
  constructor(private readonly bundle: Bundle) {}

  shape(schema: JsonSchema): Shape {
    if (typeof schema !== 'object') return { kind: 'other', type: this.type(schema) };
    const alternatives = schema.oneOf ?? schema.anyOf;
    if (alternatives !== undefined) {
      const values = enumValues(alternatives);
      if (values !== undefined && schema.properties === undefined) return { kind: 'enum', values };
      return this.union(alternatives, schema.properties === undefined ? {} : this.fields(schema));
    }
    if (schema.enum !== undefined && schema.enum.every((v) => typeof v === 'string'))
      return { kind: 'enum', values: schema.enum as string[] };
    const emptyObject =
      schema.type === 'object' &&
      (schema.additionalProperties === undefined || schema.additionalProperties === false);
    if ((schema.properties !== undefined || emptyObject) && !schema.allOf)
      return { kind: 'object', fields: this.fields(schema) };
    return { kind: 'other', type: this.type(schema) };
  }

  /**
   * Tagged when every member is an object carrying one property with a
   * distinct one-value enum; else each member is labelled by what tells it
   * apart on the wire: its string values, its single key (`{ httpConnectionFailed }`,
   * Rust's external tagging), or its type text.
   */
  private union(alternatives: readonly JsonSchema[], common: Fields): Shape {
    const objects = alternatives.filter((a): a is SchemaObject => typeof a === 'object');
    if (objects.length === alternatives.length && objects.length > 1) {
      const first = objects[0]!.properties ?? {};
      const candidates = Object.keys(first).sort((a, b) => tagRank(a) - tagRank(b));
      for (const tag of candidates) {
        const values = objects.map((o) => singleValue(o.properties?.[tag]));
        if (values.some((v) => v === undefined) || new Set(values).size !== values.length) continue;
        const variants: Record<string, Fields> = {};
        const nested: Record<string, Record<string, Fields>> = {};
        objects.forEach((o, i) => {
          const { [tag]: _tag, ...rest } = { ...common, ...this.fields(o) };
          variants[values[i]!] = rest;
          const inner = o.anyOf ?? o.oneOf;
          if (inner !== undefined) nested[values[i]!] = this.alternatives(inner);
        });
        return Object.keys(nested).length === 0
          ? { kind: 'union', tag, variants }
          : { kind: 'union', tag, variants, alternatives: nested };
      }
    }
    const variants: Record<string, Fields> = {};
    for (const member of alternatives) {
      if (typeof member === 'object' && member.enum !== undefined && !member.properties) {
        for (const v of member.enum) variants[JSON.stringify(v)] = {};
        continue;
      }
      const keys = typeof member === 'object' ? (member.required ?? []) : [];
      const single =
        typeof member === 'object' &&
        member.additionalProperties === false &&
        keys.length === 1 &&
        Object.keys(member.properties ?? {}).length === 1;
      if (single) variants[`{ ${keys[0]!} }`] = this.fields(member);
      else
        variants[this.type(member)] =
          typeof member === 'object' && member.properties ? this.fields(member) : {};
    }
    return { kind: 'union', tag: null, variants };
  }

  /** A variant's nested alternatives, each labelled by the keys it requires (else its type text). */
  private alternatives(members: readonly JsonSchema[]): Record<string, Fields> {
    const out: Record<string, Fields> = {};
    for (const member of members) {
      const keys = typeof member === 'object' ? (member.required ?? []) : [];
      const label = keys.length > 0 ? `{ ${keys.join(', ')} }` : this.type(member);
      out[label] = typeof member === 'object' ? this.fields(member) : {};
    }
    return out;
  }

  private fields(schema: SchemaObject): Fields {
    const required = new Set(schema.required ?? []);
    const fields: Record<string, Field> = {};
    for (const [name, s] of Object.entries(schema.properties ?? {})) {
      fields[name] = { type: this.type(s), required: required.has(name) };
    }
    for (const [i, member] of (schema.allOf ?? []).entries()) {
      fields[`...allOf[${i}]`] = { type: this.type(member), required: true };
    }
    if (schema.additionalProperties !== undefined && schema.additionalProperties !== false) {
      fields['[key: string]'] = { type: this.type(schema.additionalProperties), required: false };
    }
    return fields;
  }

  type(schema: JsonSchema): string {
    if (schema === true) return 'unknown';
    if (schema === false) return 'never';
    if (schema.$ref !== undefined) return this.bundle.byRef.get(schema.$ref)?.name ?? schema.$ref;
    if (schema.allOf !== undefined) {
      const parts = schema.allOf.map((s) => this.type(s));
      if (schema.properties !== undefined) parts.push(this.objectText(schema));
      return parts.join(' & ');
    }
    const alternatives = schema.oneOf ?? schema.anyOf;
    if (alternatives !== undefined) return union(alternatives.map((s) => this.type(s)));
    if (schema.enum !== undefined) return union(schema.enum.map((v) => JSON.stringify(v)));
    const types = schema.type === undefined ? [] : ([] as string[]).concat(schema.type);
    if (types.length === 0)
      return schema.properties !== undefined ? this.objectText(schema) : 'unknown';
    return union(types.map((t) => this.primitive(t, schema)));
  }

  private primitive(type: string, schema: SchemaObject): string {
    if (type === 'array')
      return schema.items === undefined ? 'unknown[]' : `${wrap(this.type(schema.items))}[]`;
    if (type === 'object') {
      if (schema.properties !== undefined) return this.objectText(schema);
      if (schema.additionalProperties !== undefined && schema.additionalProperties !== false)
        return `Record<string, ${this.type(schema.additionalProperties)}>`;
      return 'object';
    }
    if (type === 'integer' && schema.format !== undefined) return `integer<${schema.format}>`;
    return type;
  }

  private objectText(schema: SchemaObject): string {
    const required = new Set(schema.required ?? []);
    const parts = Object.entries(schema.properties ?? {}).map(
      ([k, s]) => `${k}${required.has(k) ? '' : '?'}: ${this.type(s)}`,
    );
    return `{ ${parts.join('; ')} }`;
  }
}

function union(parts: readonly string[]): string {
  return [...new Set(parts)].join(' | ');
}

function wrap(type: string): string {
  return /[|&]/.test(type) ? `(${type})` : type;
}

function singleValue(schema: JsonSchema | undefined): string | undefined {
  if (typeof schema !== 'object' || schema.enum?.length !== 1) return undefined;
  const value = schema.enum[0];
  return typeof value === 'string' ? value : undefined;
}

/** Tag candidates in the order codex names them. */
function tagRank(name: string): number {
  const i = ['type', 'method', 'kind', 'mode', 'status'].indexOf(name);
  return i < 0 ? 99 : i;
}

/** `oneOf` of one-value string enums (enums with a description per value). */
function enumValues(alternatives: readonly JsonSchema[]): string[] | undefined {
  const values: string[] = [];
  for (const a of alternatives) {
    if (typeof a !== 'object' || a.enum === undefined || a.properties !== undefined)
      return undefined;
    for (const v of a.enum) {
      if (typeof v !== 'string') return undefined;
      values.push(v);
    }
  }
  return values;
}
