/**
 * The header of every generated file.
 *
 * @example
 * header({ schemaFile: 'schema/stable/codex_app_server_protocol.schemas.json', codexVersion: '0.171.0' });
 */
export interface Provenance {
  /** Schema file, relative to the repository root. */
  readonly schemaFile: string;
  readonly codexVersion: string;
}

export function header(p: Provenance): string {
  return [
    '// GENERATED CODE! DO NOT MODIFY BY HAND!',
    '// Generator: codex-rx lib/codegen (`npm run gen`)',
    `// Schema: ${p.schemaFile}`,
    `// Codex version: ${p.codexVersion} (\`codex app-server generate-json-schema\`)`,
    '/* eslint-disable */',
    '',
  ].join('\n');
}
