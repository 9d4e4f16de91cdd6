/**
 * Schema snapshot: runs `codex app-server generate-json-schema` with and
 * without `--experimental` into a temporary directory, records the codex
 * version in `VERSION.json`, then swaps the result in for the previous
 * snapshot (rename: readers see the old or the new snapshot, never half).
 *
 * @example
 * exportSchema({ executable: locateCodex(), outDir: '/tmp/x' });
 * snapshotSchema({ schemaRoot: 'schema' });
 */
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { codexVersion, locateCodex, runCodex } from './codex-binary.js';
import { listFiles } from './compare-dirs.js';
import { VERSION_FILE, type SchemaVersion } from './version-file.js';

export interface SnapshotOptions {
  /** Snapshot directory (default `schema`). */
  readonly schemaRoot?: string;
  /** codex executable (default: see locateCodex). */
  readonly executable?: string;
}

const SETS = [
  { name: 'stable', flags: [] as string[] },
  { name: 'experimental', flags: ['--experimental'] },
] as const;

/** Exports both sets and VERSION.json into `outDir` (which must not exist or be empty). */
export function exportSchema(options: {
  readonly executable: string;
  readonly outDir: string;
}): SchemaVersion {
  const { line, version } = codexVersion(options.executable);
  const sets = {} as Record<'stable' | 'experimental', { files: number; flags: string[] }>;
  for (const set of SETS) {
    const dir = join(options.outDir, set.name);
    runCodex(options.executable, [
      'app-server',
      'generate-json-schema',
      '--out',
      dir,
      ...set.flags,
    ]);
    sets[set.name] = { files: listFiles(dir).length, flags: [...set.flags] };
  }
  const info: SchemaVersion = {
    codexVersion: version,
    codexVersionLine: line,
    command: 'codex app-server generate-json-schema --out <dir> [--experimental]',
    sets,
  };
  writeFileSync(join(options.outDir, VERSION_FILE), `${JSON.stringify(info, null, 2)}\n`);
  return info;
}

/** Replaces `schemaRoot` atomically with a fresh export. */
export function snapshotSchema(
  options: SnapshotOptions = {},
): SchemaVersion & { readonly schemaRoot: string } {
  const schemaRoot = resolve(options.schemaRoot ?? 'schema');
  const parent = dirname(schemaRoot);
  mkdirSync(parent, { recursive: true });
  const staging = mkdtempSync(join(parent, `.${basename(schemaRoot)}-new-`));
  try {
    const info = exportSchema({ executable: locateCodex(options.executable), outDir: staging });
    const old = `${staging}-old`;
    let moved = false;
    try {
      renameSync(schemaRoot, old);
      moved = true;
    } catch {
      // no previous snapshot
    }
    renameSync(staging, schemaRoot);
    if (moved) rmSync(old, { recursive: true, force: true });
    return { ...info, schemaRoot };
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}
