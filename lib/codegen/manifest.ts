/**
 * `gen/MANIFEST.json`: for each generated file, the hash of the generator's
 * unformatted output and of the formatted file. Lets `gen:verify` check gen/
 * in about a second without re-running Prettier (formatting is deterministic
 * for the pinned Prettier version; `gen:verify --full` re-formats anyway).
 *
 * @example
 * const manifest = buildManifest(sources, files);
 */
import { createHash } from 'node:crypto';

export const MANIFEST_FILE = 'MANIFEST.json';

export interface ManifestEntry {
  readonly source: string;
  readonly output: string;
}

export type Manifest = Readonly<Record<string, ManifestEntry>>;

export function sha256(text: string | Buffer): string {
  return createHash('sha256').update(text).digest('hex');
}

export function buildManifest(
  sources: ReadonlyMap<string, string>,
  files: ReadonlyMap<string, string>,
): Manifest {
  const manifest: Record<string, ManifestEntry> = {};
  for (const [path, source] of [...sources].sort(([a], [b]) => (a < b ? -1 : 1))) {
    manifest[path] = { source: sha256(source), output: sha256(files.get(path) ?? '') };
  }
  return manifest;
}

export function manifestText(manifest: Manifest): string {
  return `${JSON.stringify(manifest, null, 1)}\n`;
}
