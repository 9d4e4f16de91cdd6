// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/VERSION.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

/** The codex version whose `generate-json-schema` output these bindings were generated from. */
export const SCHEMA_CODEX_VERSION = '0.171.0';
