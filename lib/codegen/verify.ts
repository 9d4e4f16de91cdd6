/**
 * The drift verifier: `gen/` must equal a fresh generation from `schema/`, and
 * `schema/` must equal a fresh export by the pinned codex binary.
 *
 * @example
 * const report = await verify({ root: process.cwd() });
 * if (!report.ok) console.error(report.messages.join('\n'));
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareDirs, describeDiff, isClean, listFiles, type DirDiff } from './compare-dirs.js';
import { MANIFEST_FILE, sha256, type Manifest } from './manifest.js';
import { locateCodex } from './codex-binary.js';
import { generate } from './generate.js';
import { exportSchema } from './snapshot.js';
import { writeOutput } from './write-output.js';

export interface VerifyOptions {
  /** Repository root (holding schema/ and gen/). */
  readonly root: string;
  /** Skip re-exporting the schema with codex (gen/ check only). */
  readonly skipSchema?: boolean;
  readonly executable?: string;
  /** Re-format everything and compare file by file instead of using MANIFEST.json. */
  readonly full?: boolean;
}

export interface VerifyReport {
  readonly ok: boolean;
  readonly gen: DirDiff;
  readonly schema?: DirDiff;
  readonly messages: readonly string[];
}

export async function verify(options: VerifyOptions): Promise<VerifyReport> {
  const scratch = mkdtempSync(join(tmpdir(), 'codex-rx-verify-'));
  try {
    const messages: string[] = [];
    let schema: DirDiff | undefined;
    if (options.skipSchema !== true) {
      const fresh = join(scratch, 'schema');
      exportSchema({ executable: locateCodex(options.executable), outDir: fresh });
      schema = compareDirs(join(options.root, 'schema'), fresh);
      if (!isClean(schema)) {
        messages.push(
          `${describeDiff('schema/ (against the pinned codex export)', schema)}\n  fix: npm run schema:snapshot && npm run gen`,
        );
      }
    }
    const gen =
      options.full === true
        ? await fullGenDiff(options.root, scratch)
        : await quickGenDiff(options.root);
    if (!isClean(gen))
      messages.push(
        `${describeDiff('gen/ (against a fresh generation from schema/)', gen)}\n  fix: npm run gen`,
      );
    return {
      ok: messages.length === 0,
      gen,
      ...(schema === undefined ? {} : { schema }),
      messages,
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function fullGenDiff(root: string, scratch: string): Promise<DirDiff> {
  const result = await generate({ schemaRoot: join(root, 'schema') });
  const freshGen = join(scratch, 'gen');
  writeOutput(freshGen, result.files);
  return compareDirs(join(root, 'gen'), freshGen);
}

/** Unformatted generation checked against MANIFEST.json, and the files on disk against it too. */
async function quickGenDiff(root: string): Promise<DirDiff> {
  const { sources } = await generate({ schemaRoot: join(root, 'schema'), format: false });
  const genDir = join(root, 'gen');
  const manifestPath = join(genDir, MANIFEST_FILE);
  const manifest: Manifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest)
    : {};
  const onDisk = new Set(listFiles(genDir));
  const missing: string[] = [];
  const changed: string[] = [];
  if (!onDisk.has(MANIFEST_FILE)) missing.push(MANIFEST_FILE);
  for (const [path, source] of sources) {
    const entry = manifest[path];
    if (!onDisk.has(path)) missing.push(path);
    else if (entry === undefined || entry.source !== sha256(source)) changed.push(path);
    else if (sha256(readFileSync(join(genDir, path))) !== entry.output)
      changed.push(`${path} (edited by hand)`);
  }
  const unexpected = [...onDisk].filter((f) => f !== MANIFEST_FILE && !sources.has(f));
  return { missing, unexpected, changed };
}
