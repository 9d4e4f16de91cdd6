/**
 * What changed between two schema snapshots (two codex versions): per
 * envelope the methods added and removed and the moves between the stable
 * and the experimental surface; per set the definitions' changes
 * (definition-diff.ts), the experimental set's without those the stable set
 * already lists. Pure: two `SchemaModel`s in, one JSON-serializable diff out.
 *
 * @example
 * const diff = diffSchemas(readSchemaModel('/tmp/0.169.1'), readSchemaModel('schema'));
 * diff.methods.ClientRequest.stable.added; // ['thread/…', …]
 */
import { ENVELOPES, type EnvelopeName } from './envelopes.js';
import { diffDefinitions, type DefinitionChanges } from './definition-diff.js';
import type { SchemaModel, SetModel } from './schema-model.js';

export interface MethodChanges {
  /** Added to / removed from the stable surface (not counting moves). */
  readonly stable: { readonly added: string[]; readonly removed: string[] };
  /** Experimental-only methods added / removed (not counting moves). */
  readonly experimental: { readonly added: string[]; readonly removed: string[] };
  /** Experimental-only in A, stable in B. */
  readonly promoted: string[];
  /** Stable in A, experimental-only in B. */
  readonly demoted: string[];
}

export interface Counts {
  readonly ClientRequest: number;
  readonly ServerNotification: number;
  readonly ServerRequest: number;
  readonly ClientNotification: number;
  readonly definitions: number;
}

export interface SchemaDiff {
  readonly from: string;
  readonly to: string;
  readonly counts: {
    readonly stable: { readonly from: Counts; readonly to: Counts };
    readonly experimental: { readonly from: Counts; readonly to: Counts };
  };
  readonly methods: Readonly<Record<EnvelopeName, MethodChanges>>;
  /** Changes of the stable set's definitions. */
  readonly definitions: DefinitionChanges;
  /** Changes seen only in the experimental set (experimental definitions and fields). */
  readonly experimentalDefinitions: DefinitionChanges;
}

export function diffSchemas(a: SchemaModel, b: SchemaModel): SchemaDiff {
  const methods = {} as Record<EnvelopeName, MethodChanges>;
  for (const envelope of ENVELOPES) methods[envelope] = methodChanges(a, b, envelope);
  const stable = diffDefinitions(a.sets.stable.definitions, b.sets.stable.definitions);
  const experimental = diffDefinitions(
    a.sets.experimental.definitions,
    b.sets.experimental.definitions,
  );
  return {
    from: a.codexVersion,
    to: b.codexVersion,
    counts: {
      stable: { from: counts(a.sets.stable), to: counts(b.sets.stable) },
      experimental: { from: counts(a.sets.experimental), to: counts(b.sets.experimental) },
    },
    methods,
    definitions: stable,
    experimentalDefinitions: withoutStable(experimental, stable),
  };
}

/** Whether the diff finds any change at all. */
export function isEmptyDiff(diff: SchemaDiff): boolean {
  const noMethods = ENVELOPES.every((e) => {
    const m = diff.methods[e];
    return (
      m.stable.added.length + m.stable.removed.length === 0 &&
      m.experimental.added.length + m.experimental.removed.length === 0 &&
      m.promoted.length + m.demoted.length === 0
    );
  });
  const none = (d: DefinitionChanges): boolean =>
    d.added.length + d.removed.length + d.changed.length === 0;
  return noMethods && none(diff.definitions) && none(diff.experimentalDefinitions);
}

function counts(set: SetModel): Counts {
  return {
    ClientRequest: set.methods.ClientRequest.length,
    ServerNotification: set.methods.ServerNotification.length,
    ServerRequest: set.methods.ServerRequest.length,
    ClientNotification: set.methods.ClientNotification.length,
    definitions: set.definitions.size,
  };
}

function methodChanges(a: SchemaModel, b: SchemaModel, envelope: EnvelopeName): MethodChanges {
  const stableA = new Set(a.sets.stable.methods[envelope]);
  const stableB = new Set(b.sets.stable.methods[envelope]);
  const allA = new Set(a.sets.experimental.methods[envelope]);
  const allB = new Set(b.sets.experimental.methods[envelope]);
  const onlyA = [...allA].filter((m) => !stableA.has(m));
  const onlyB = [...allB].filter((m) => !stableB.has(m));
  return {
    stable: {
      added: [...stableB].filter((m) => !stableA.has(m) && !allA.has(m)).sort(),
      removed: [...stableA].filter((m) => !stableB.has(m) && !allB.has(m)).sort(),
    },
    experimental: {
      added: onlyB.filter((m) => !allA.has(m)).sort(),
      removed: onlyA.filter((m) => !allB.has(m)).sort(),
    },
    promoted: onlyA.filter((m) => stableB.has(m)).sort(),
    demoted: [...stableA].filter((m) => onlyB.includes(m)).sort(),
  };
}

/** The experimental set's changes that the stable set's diff does not already list. */
function withoutStable(exp: DefinitionChanges, stable: DefinitionChanges): DefinitionChanges {
  const added = new Set(stable.added);
  const removed = new Set(stable.removed);
  const same = new Map(stable.changed.map((c) => [c.name, JSON.stringify(c)]));
  return {
    added: exp.added.filter((n) => !added.has(n)),
    removed: exp.removed.filter((n) => !removed.has(n)),
    changed: exp.changed.filter((c) => same.get(c.name) !== JSON.stringify(c)),
  };
}
