/**
 * What changed in one schema's definitions between two snapshots: per
 * definition the fields added, removed, retyped or changed in required-ness
 * (a field moved into or out of a nested alternative is reported as moved),
 * enum values, tagged-union variants and tags, and the type text of plain
 * definitions. schema-diff.ts runs it on both sets of two snapshots.
 *
 * @example
 * diffDefinitions(a.sets.stable.definitions, b.sets.stable.definitions).changed;
 */
import type { Field, Fields, Shape } from './schema-model.js';

export interface FieldChange {
  readonly field: string;
  /**
   * `intoAlternative`: gone from the variant's own fields but still taken by
   * the alternatives named in `to` (a nested `anyOf` / `oneOf`);
   * `outOfAlternative`: the reverse, the alternatives in `from`.
   */
  readonly change:
    | 'added'
    | 'removed'
    | 'retyped'
    | 'nowRequired'
    | 'nowOptional'
    | 'intoAlternative'
    | 'outOfAlternative';
  readonly from?: string;
  readonly to?: string;
}

/** The alternatives of a nested `anyOf` / `oneOf` inside one variant, by label. */
export interface AlternativeChanges {
  readonly added: string[];
  readonly removed: string[];
  readonly changed: Readonly<Record<string, FieldChange[]>>;
}

export interface DefinitionChange {
  readonly name: string;
  /** The shape's kind changed (`object` -> `union`). */
  readonly kind?: { readonly from: string; readonly to: string };
  /** Object fields (a union's are per variant, see `variants`). */
  readonly fields?: FieldChange[];
  readonly enumValues?: { readonly added: string[]; readonly removed: string[] };
  readonly tag?: { readonly from: string; readonly to: string };
  readonly variants?: {
    readonly added: string[];
    readonly removed: string[];
    /** Tag value -> field changes within that variant. */
    readonly changed: Readonly<Record<string, FieldChange[]>>;
    /** Tag value -> changes of that variant's nested alternatives (only variants with some). */
    readonly alternatives?: Readonly<Record<string, AlternativeChanges>>;
  };
  /** A plain (non-object, non-enum, non-union) definition whose type text changed. */
  readonly type?: { readonly from: string; readonly to: string };
}

export interface DefinitionChanges {
  readonly added: string[];
  readonly removed: string[];
  readonly changed: DefinitionChange[];
}

/** Definitions added, removed and changed from `a` to `b` (by name). */
export function diffDefinitions(
  a: ReadonlyMap<string, Shape>,
  b: ReadonlyMap<string, Shape>,
): DefinitionChanges {
  const changed: DefinitionChange[] = [];
  for (const [name, before] of a) {
    const after = b.get(name);
    if (after === undefined) continue;
    const change = diffShape(name, before, after);
    if (change !== undefined) changed.push(change);
  }
  return {
    added: [...b.keys()].filter((n) => !a.has(n)).sort(),
    removed: [...a.keys()].filter((n) => !b.has(n)).sort(),
    changed,
  };
}

function diffShape(name: string, a: Shape, b: Shape): DefinitionChange | undefined {
  if (a.kind !== b.kind) return { name, kind: { from: describeShape(a), to: describeShape(b) } };
  if (a.kind === 'object' && b.kind === 'object') {
    const fields = diffFields(a.fields, b.fields);
    return fields.length === 0 ? undefined : { name, fields };
  }
  if (a.kind === 'enum' && b.kind === 'enum') {
    const added = b.values.filter((v) => !a.values.includes(v));
    const removed = a.values.filter((v) => !b.values.includes(v));
    return added.length + removed.length === 0
      ? undefined
      : { name, enumValues: { added, removed } };
  }
  if (a.kind === 'union' && b.kind === 'union') {
    const added = Object.keys(b.variants).filter((v) => !(v in a.variants));
    const removed = Object.keys(a.variants).filter((v) => !(v in b.variants));
    const changed: Record<string, FieldChange[]> = {};
    const alternatives: Record<string, AlternativeChanges> = {};
    for (const [tag, fields] of Object.entries(a.variants)) {
      const after = b.variants[tag];
      if (after === undefined) continue;
      const [altA, altB] = [a.alternatives?.[tag] ?? {}, b.alternatives?.[tag] ?? {}];
      const changes = diffFields(fields, after, altA, altB);
      if (changes.length > 0) changed[tag] = changes;
      const alts = diffAlternatives(altA, altB);
      if (alts !== undefined) alternatives[tag] = alts;
    }
    const tagChanged = a.tag !== b.tag ? { tag: { from: tagText(a.tag), to: tagText(b.tag) } } : {};
    const altCount = Object.keys(alternatives).length;
    if (
      added.length + removed.length + Object.keys(changed).length + altCount === 0 &&
      !tagChanged.tag
    )
      return undefined;
    const variants =
      altCount === 0 ? { added, removed, changed } : { added, removed, changed, alternatives };
    return { name, ...tagChanged, variants };
  }
  if (a.kind === 'other' && b.kind === 'other' && a.type !== b.type)
    return { name, type: { from: a.type, to: b.type } };
  return undefined;
}

/**
 * Field changes of an object or a variant; a field that moved between the
 * variant's own fields and its nested alternatives (`altA`, `altB`) is
 * reported as moved, not as removed or added.
 */
function diffFields(
  a: Fields,
  b: Fields,
  altA: Readonly<Record<string, Fields>> = {},
  altB: Readonly<Record<string, Fields>> = {},
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const [field, before] of Object.entries(a)) {
    const after = b[field];
    const into = holders(altB, field);
    if (after === undefined && into !== undefined) {
      changes.push({ field, change: 'intoAlternative', from: fieldText(before), to: into });
      continue;
    }
    if (after === undefined) {
      changes.push({ field, change: 'removed', from: fieldText(before) });
      continue;
    }
    if (before.type !== after.type)
      changes.push({ field, change: 'retyped', from: before.type, to: after.type });
    if (before.required !== after.required)
      changes.push({ field, change: after.required ? 'nowRequired' : 'nowOptional' });
  }
  for (const [field, after] of Object.entries(b)) {
    if (field in a) continue;
    const outOf = holders(altA, field);
    if (outOf !== undefined)
      changes.push({ field, change: 'outOfAlternative', from: outOf, to: fieldText(after) });
    else changes.push({ field, change: 'added', to: fieldText(after) });
  }
  return changes;
}

/** The labels of the alternatives that carry `field`, joined; undefined when none does. */
function holders(
  alternatives: Readonly<Record<string, Fields>>,
  field: string,
): string | undefined {
  const labels = Object.keys(alternatives).filter((label) => field in alternatives[label]!);
  return labels.length === 0 ? undefined : labels.join(' | ');
}

function diffAlternatives(
  a: Readonly<Record<string, Fields>>,
  b: Readonly<Record<string, Fields>>,
): AlternativeChanges | undefined {
  const added = Object.keys(b).filter((l) => !(l in a));
  const removed = Object.keys(a).filter((l) => !(l in b));
  const changed: Record<string, FieldChange[]> = {};
  for (const [label, fields] of Object.entries(a)) {
    const after = b[label];
    if (after === undefined) continue;
    const changes = diffFields(fields, after);
    if (changes.length > 0) changed[label] = changes;
  }
  return added.length + removed.length + Object.keys(changed).length === 0
    ? undefined
    : { added, removed, changed };
}

function fieldText(field: Field): string {
  return `${field.type}${field.required ? '' : ' (optional)'}`;
}

/** `object`, `tagged union on "mode" (show | hide | block)`, `enum (a | b)`, or the type text. */
function describeShape(shape: Shape): string {
  switch (shape.kind) {
    case 'object':
      return 'object';
    case 'union':
      return shape.tag === null
        ? `union (${Object.keys(shape.variants).join(' | ')})`
        : `tagged union on "${shape.tag}" (${Object.keys(shape.variants).join(' | ')})`;
    case 'enum':
      return `enum (${shape.values.join(' | ')})`;
    case 'other':
      return shape.type;
  }
}

function tagText(tag: string | null): string {
  return tag ?? '(untagged)';
}
