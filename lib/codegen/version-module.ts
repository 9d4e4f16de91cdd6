/**
 * `gen/version.ts`: the codex version the bindings were generated from, as a
 * constant the runtime can compare with the server's (lib/protocol/codex-version.ts).
 * Generated, so that regenerating for another codex needs no hand edit.
 *
 * @example
 * versionModuleText({ schemaFile: 'schema/VERSION.json', codexVersion: '0.171.0' });
 * // ... export const SCHEMA_CODEX_VERSION = '0.171.0';
 */
import { header, type Provenance } from './header.js';

export const VERSION_MODULE = 'version.ts';

export function versionModuleText(provenance: Provenance): string {
  return (
    `${header(provenance)}\n` +
    '/** The codex version whose `generate-json-schema` output these bindings were generated from. */\n' +
    `export const SCHEMA_CODEX_VERSION = ${JSON.stringify(provenance.codexVersion)};\n`
  );
}
