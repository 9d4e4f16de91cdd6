/**
 * The subset of JSON Schema (draft 07) that `codex app-server
 * generate-json-schema` emits, and loading of its bundle file.
 *
 * @example
 * const bundle = loadBundle('schema/stable');
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type JsonSchema = boolean | SchemaObject;

export interface SchemaObject {
  readonly $ref?: string;
  readonly $schema?: string;
  readonly title?: string;
  readonly description?: string;
  readonly type?: string | readonly string[];
  readonly format?: string;
  readonly enum?: readonly (string | number | boolean | null)[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: JsonSchema;
  readonly items?: JsonSchema;
  readonly oneOf?: readonly JsonSchema[];
  readonly anyOf?: readonly JsonSchema[];
  readonly allOf?: readonly JsonSchema[];
  readonly definitions?: Readonly<Record<string, JsonSchema>>;
  readonly default?: unknown;
}

/** The bundle file: every definition of one set, root namespace plus `v2`. */
export const BUNDLE_FILE = 'codex_app_server_protocol.schemas.json';

/** Namespaces of the bundle: `shared` is the root `definitions`, `v2` is `definitions.v2`. */
export type Namespace = 'shared' | 'v2';

export interface Definition {
  /** TypeScript name (unique within a set). */
  readonly name: string;
  readonly namespace: Namespace;
  readonly schema: JsonSchema;
}

export interface Bundle {
  readonly file: string;
  /** `$ref` string -> definition. */
  readonly byRef: ReadonlyMap<string, Definition>;
  /** Name -> definition (deduplicated across namespaces). */
  readonly byName: ReadonlyMap<string, Definition>;
}

/** Reads `<dir>/codex_app_server_protocol.schemas.json` and indexes its definitions. */
export function loadBundle(dir: string): Bundle {
  const file = join(dir, BUNDLE_FILE);
  const root = JSON.parse(readFileSync(file, 'utf8')) as SchemaObject;
  const definitions = root.definitions ?? {};
  const byRef = new Map<string, Definition>();
  const byName = new Map<string, Definition>();
  const add = (namespace: Namespace, rawName: string, schema: JsonSchema, ref: string): void => {
    const existing = byName.get(rawName);
    if (existing !== undefined && sameSchema(existing.schema, schema)) {
      byRef.set(ref, existing); // the same definition exported in both namespaces
      return;
    }
    const name = existing === undefined ? rawName : `${namespace === 'v2' ? 'V2' : 'V1'}${rawName}`;
    const definition: Definition = { name, namespace, schema };
    byName.set(name, definition);
    byRef.set(ref, definition);
  };
  for (const [name, schema] of Object.entries(definitions)) {
    if (name !== 'v2') add('shared', name, schema, `#/definitions/${name}`);
  }
  const v2 = definitions['v2'];
  if (typeof v2 === 'object') {
    for (const [name, schema] of Object.entries(v2 as Record<string, JsonSchema>)) {
      add('v2', name, schema, `#/definitions/v2/${name}`);
    }
  }
  return { file, byRef, byName };
}

function sameSchema(a: JsonSchema, b: JsonSchema): boolean {
  const strip = (s: JsonSchema): unknown => {
    if (typeof s !== 'object') return s;
    const { $schema: _schema, title: _title, ...rest } = s;
    return rest;
  };
  return JSON.stringify(strip(a)) === JSON.stringify(strip(b));
}
