/**
 * Renders a `SchemaDiff` for people: the full report `codex-rx-schema diff`
 * prints, and the short Markdown summary that goes into CHANGELOG.md when the
 * pinned codex moves.
 *
 * @example
 * process.stdout.write(diffReport(diff));
 * const entry = diffSummary(diff); // '- codex 0.169.1 -> 0.171.0: stable client requests 109 -> 110 (+1) …'
 */
import { ENVELOPES, type EnvelopeName } from './envelopes.js';
import type { DefinitionChange, DefinitionChanges, FieldChange } from './definition-diff.js';
import type { Counts, SchemaDiff } from './schema-diff.js';
import { isEmptyDiff } from './schema-diff.js';

const FAMILY: Readonly<Record<EnvelopeName, string>> = {
  ClientRequest: 'client requests',
  ServerNotification: 'server notifications',
  ServerRequest: 'server requests',
  ClientNotification: 'client notifications',
};

/** Longest type text printed before it is cut (the JSON output keeps it whole). */
const MAX_TYPE = 100;

export function diffReport(diff: SchemaDiff): string {
  const out: string[] = [`codex ${diff.from} -> ${diff.to}`, ''];
  out.push('counts (stable / experimental):');
  for (const key of [...ENVELOPES, 'definitions'] as const) {
    const label = key === 'definitions' ? 'definitions' : FAMILY[key];
    out.push(
      `  ${label.padEnd(22)} ${countText(diff.counts.stable, key).padEnd(16)} ${countText(diff.counts.experimental, key)}`,
    );
  }
  if (isEmptyDiff(diff)) {
    out.push('', 'no changes');
    return `${out.join('\n')}\n`;
  }
  for (const envelope of ENVELOPES) {
    const m = diff.methods[envelope];
    const lines = [
      ...m.stable.added.map((x) => `  + ${x}`),
      ...m.stable.removed.map((x) => `  - ${x}`),
      ...m.experimental.added.map((x) => `  + ${x} (experimental)`),
      ...m.experimental.removed.map((x) => `  - ${x} (experimental)`),
      ...m.promoted.map((x) => `  ^ ${x} (experimental -> stable)`),
      ...m.demoted.map((x) => `  v ${x} (stable -> experimental)`),
    ];
    if (lines.length > 0) out.push('', `${FAMILY[envelope]}:`, ...lines);
  }
  definitionSection(out, 'definitions (stable)', diff.definitions);
  definitionSection(out, 'definitions (experimental only)', diff.experimentalDefinitions);
  return `${out.join('\n')}\n`;
}

function countText(c: { from: Counts; to: Counts }, key: keyof Counts): string {
  const [a, b] = [c.from[key], c.to[key]];
  return a === b ? `${a}` : `${a} -> ${b}`;
}

function definitionSection(out: string[], title: string, d: DefinitionChanges): void {
  if (d.added.length + d.removed.length + d.changed.length === 0) return;
  out.push('', `${title}:`);
  if (d.added.length > 0) out.push(`  added (${d.added.length}): ${d.added.join(', ')}`);
  if (d.removed.length > 0) out.push(`  removed (${d.removed.length}): ${d.removed.join(', ')}`);
  for (const c of d.changed) out.push(...definitionLines(c));
}

function definitionLines(c: DefinitionChange): string[] {
  const lines = [`  ~ ${c.name}`];
  if (c.kind) lines.push(`      was ${cut(c.kind.from)}, now ${cut(c.kind.to)}`);
  if (c.type) lines.push(`      type ${cut(c.type.from)} -> ${cut(c.type.to)}`);
  if (c.enumValues) {
    for (const v of c.enumValues.added) lines.push(`      + "${v}"`);
    for (const v of c.enumValues.removed) lines.push(`      - "${v}"`);
  }
  for (const f of c.fields ?? []) lines.push(`      ${fieldLine(f)}`);
  if (c.tag) lines.push(`      tag "${c.tag.from}" -> "${c.tag.to}"`);
  if (c.variants) {
    for (const v of c.variants.added) lines.push(`      + variant ${variantLabel(v)}`);
    for (const v of c.variants.removed) lines.push(`      - variant ${variantLabel(v)}`);
    for (const [tag, fields] of Object.entries(c.variants.changed))
      for (const f of fields) lines.push(`      [${tag}] ${fieldLine(f)}`);
    for (const [tag, alts] of Object.entries(c.variants.alternatives ?? {})) {
      for (const label of alts.added) lines.push(`      [${tag}] + alternative ${cut(label)}`);
      for (const label of alts.removed) lines.push(`      [${tag}] - alternative ${cut(label)}`);
      for (const [label, fields] of Object.entries(alts.changed))
        for (const f of fields)
          lines.push(`      [${tag}] alternative ${cut(label)}: ${fieldLine(f)}`);
    }
  }
  return lines;
}

function fieldLine(f: FieldChange): string {
  switch (f.change) {
    case 'added':
      return `+ ${f.field}: ${cut(f.to ?? '')}`;
    case 'removed':
      return `- ${f.field}: ${cut(f.from ?? '')}`;
    case 'retyped':
      return `~ ${f.field}: ${cut(f.from ?? '')} -> ${cut(f.to ?? '')}`;
    case 'nowRequired':
      return `! ${f.field}: now required`;
    case 'nowOptional':
      return `? ${f.field}: now optional`;
    case 'intoAlternative':
      return `~ ${f.field}: ${cut(f.from ?? '')}, now inside alternative ${cut(f.to ?? '')}`;
    case 'outOfAlternative':
      return `~ ${f.field}: was inside alternative ${cut(f.from ?? '')}, now ${cut(f.to ?? '')}`;
  }
}

/** A tag value is quoted; an untagged member's label (`"x"`, `{ key }`, a type) is shown as is. */
function variantLabel(v: string): string {
  return /^["{]/.test(v) ? cut(v) : `"${v}"`;
}

function cut(text: string): string {
  return text.length <= MAX_TYPE ? text : `${text.slice(0, MAX_TYPE - 1)}…`;
}

/**
 * A Markdown summary (a few lines) for CHANGELOG.md: the counts, every method
 * added, removed or moved, the definitions removed, and the definitions whose
 * kind changed or that lost fields or values (the changes that can break a
 * caller).
 */
export function diffSummary(diff: SchemaDiff, command?: string): string {
  const s = diff.counts.stable;
  const lines = [
    `- codex ${diff.from} -> ${diff.to}${command ? ` (\`${command}\`)` : ''}: stable ` +
      ENVELOPES.filter((e) => e !== 'ClientNotification')
        .map((e) => `${FAMILY[e]} ${countText(s, e)}`)
        .join(', ') +
      `, definitions ${countText(s, 'definitions')} ` +
      `(+${diff.definitions.added.length} -${diff.definitions.removed.length} ~${diff.definitions.changed.length}).`,
  ];
  const methods: string[] = [];
  for (const e of ENVELOPES) {
    const m = diff.methods[e];
    const tick = (xs: string[]): string => xs.map((x) => `\`${x}\``).join(', ');
    if (m.stable.added.length) methods.push(`${FAMILY[e]} added: ${tick(m.stable.added)}`);
    if (m.stable.removed.length) methods.push(`${FAMILY[e]} removed: ${tick(m.stable.removed)}`);
    if (m.experimental.added.length)
      methods.push(`experimental ${FAMILY[e]} added: ${tick(m.experimental.added)}`);
    if (m.experimental.removed.length)
      methods.push(`experimental ${FAMILY[e]} removed: ${tick(m.experimental.removed)}`);
    if (m.promoted.length) methods.push(`${FAMILY[e]} now stable: ${tick(m.promoted)}`);
    if (m.demoted.length) methods.push(`${FAMILY[e]} now experimental: ${tick(m.demoted)}`);
  }
  for (const line of methods) lines.push(`  - ${line}.`);
  const breaking = diff.definitions.changed.flatMap((c) => breakingText(c));
  if (diff.definitions.removed.length > 0)
    breaking.unshift(`removed ${diff.definitions.removed.map((n) => `\`${n}\``).join(', ')}`);
  for (const line of breaking) lines.push(`  - ${line}.`);
  return `${lines.join('\n')}\n`;
}

function breakingText(c: DefinitionChange): string[] {
  const out: string[] = [];
  if (c.kind) out.push(`\`${c.name}\`: ${c.kind.from} -> ${c.kind.to}`);
  if (c.enumValues?.removed.length)
    out.push(`\`${c.name}\` lost ${c.enumValues.removed.map((v) => `"${v}"`).join(', ')}`);
  if (c.variants?.removed.length)
    out.push(`\`${c.name}\` lost variants ${c.variants.removed.map(variantLabel).join(', ')}`);
  for (const [tag, alts] of Object.entries(c.variants?.alternatives ?? {}))
    if (alts.removed.length)
      out.push(`\`${c.name}\` [${tag}] lost alternatives ${alts.removed.join(', ')}`);
  const removed = (c.fields ?? []).filter((f) => f.change === 'removed').map((f) => f.field);
  if (removed.length) out.push(`\`${c.name}\` lost ${removed.map((f) => `\`${f}\``).join(', ')}`);
  const required = (c.fields ?? []).filter((f) => f.change === 'nowRequired').map((f) => f.field);
  if (required.length)
    out.push(`\`${c.name}\` now requires ${required.map((f) => `\`${f}\``).join(', ')}`);
  return out;
}
