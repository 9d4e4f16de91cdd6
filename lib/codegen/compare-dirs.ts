/**
 * Compares two directory trees file by file.
 *
 * @example
 * const diff = compareDirs('gen', '/tmp/gen-fresh'); // { missing, unexpected, changed }
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface DirDiff {
  /** In the expected tree, absent from the actual one. */
  readonly missing: readonly string[];
  /** In the actual tree, absent from the expected one. */
  readonly unexpected: readonly string[];
  /** In both, with different content. */
  readonly changed: readonly string[];
}

export function listFiles(root: string, prefix = ''): string[] {
  if (!existsSync(root)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(join(root, prefix)).sort()) {
    const rel = prefix === '' ? entry : `${prefix}/${entry}`;
    if (statSync(join(root, rel)).isDirectory()) out.push(...listFiles(root, rel));
    else out.push(rel);
  }
  return out;
}

/** `actual` (committed) against `expected` (freshly produced). */
export function compareDirs(actual: string, expected: string): DirDiff {
  const actualFiles = new Set(listFiles(actual));
  const expectedFiles = listFiles(expected);
  const expectedSet = new Set(expectedFiles);
  const changed: string[] = [];
  for (const file of expectedFiles) {
    if (
      actualFiles.has(file) &&
      !readFileSync(join(actual, file)).equals(readFileSync(join(expected, file)))
    ) {
      changed.push(file);
    }
  }
  return {
    missing: expectedFiles.filter((f) => !actualFiles.has(f)),
    unexpected: [...actualFiles].filter((f) => !expectedSet.has(f)),
    changed,
  };
}

export function isClean(diff: DirDiff): boolean {
  return diff.missing.length + diff.unexpected.length + diff.changed.length === 0;
}

export function describeDiff(label: string, diff: DirDiff): string {
  const lines = [`${label} differs:`];
  for (const [name, list] of [
    ['missing', diff.missing],
    ['unexpected', diff.unexpected],
    ['changed', diff.changed],
  ] as const) {
    if (list.length > 0)
      lines.push(
        `  ${name} (${list.length}): ${list.slice(0, 20).join(', ')}${list.length > 20 ? ', ...' : ''}`,
      );
  }
  return lines.join('\n');
}
