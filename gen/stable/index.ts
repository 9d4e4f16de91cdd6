// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

export * from './shared/common.js';
export * from './shared/item.js';
export * from './shared/mcp.js';
export * from './v2/account.js';
export * from './v2/app.js';
export * from './v2/command.js';
export * from './v2/common.js';
export * from './v2/config.js';
export * from './v2/external.js';
export * from './v2/fs.js';
export * from './v2/guardian.js';
export * from './v2/hook.js';
export * from './v2/item.js';
export * from './v2/mcp.js';
export * from './v2/model.js';
export * from './v2/plugin.js';
export * from './v2/response.js';
export * from './v2/thread.js';
export * from './v2/thread-item.js';
export * from './v2/thread-realtime.js';
export * from './v2/turn.js';
export * from './client-requests.js';
export * from './server-requests.js';
export * from './server-notifications.js';
export * from './client-notifications.js';
