/**
 * `schema/VERSION.json`: which codex exported the snapshot. Only
 * generation-time-independent facts, so that re-exporting is byte-identical.
 *
 * @example
 * readSchemaVersion('schema').codexVersion; // '0.171.0'
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SchemaVersion {
  readonly codexVersion: string;
  /** Output of `codex --version`. */
  readonly codexVersionLine: string;
  readonly command: string;
  readonly sets: Readonly<
    Record<'stable' | 'experimental', { readonly files: number; readonly flags: string[] }>
  >;
}

export const VERSION_FILE = 'VERSION.json';

export function readSchemaVersion(schemaRoot: string): SchemaVersion {
  return JSON.parse(readFileSync(join(schemaRoot, VERSION_FILE), 'utf8')) as SchemaVersion;
}
