// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/{stable,experimental}/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

/** Methods present only with `--experimental` (need `capabilities.experimentalApi`). */
export const experimentalClientRequestMethods: ReadonlySet<string> =
  /* @__PURE__ */ new Set<string>([
    'server/diagnostics',
    'userVerification/status',
    'userVerification/enroll',
    'userVerification/delete',
    'userVerification/verify',
    'userVerification/cancel',
    'thread/sample',
    'thread/sample/cancel',
    'thread/increment_elicitation',
    'thread/decrement_elicitation',
    'thread/prediction/request',
    'thread/queue/add',
    'thread/queue/list',
    'thread/queue/update',
    'thread/queue/delete',
    'thread/queue/reorder',
    'thread/queue/start',
    'thread/settings/update',
    'thread/memoryMode/set',
    'thread/memory/read',
    'memory/status',
    'memory/reset',
    'rollout/compress',
    'thread/backgroundTerminals/clean',
    'thread/backgroundTerminals/list',
    'thread/backgroundTerminals/terminate',
    'project/list',
    'project/read',
    'project/create',
    'project/import',
    'project/update',
    'project/move',
    'project/delete',
    'thread/search',
    'thread/search/stream',
    'thread/search/cancel',
    'thread/search/stream/cancel',
    'thread/searchOccurrences',
    'thread/readState/update',
    'thread/items/read',
    'thread/guardianReview',
    'thread/prepareApprovedPlan',
    'plugin/search',
    'turn/settings/update',
    'thread/realtime/start',
    'thread/realtime/appendAudio',
    'thread/realtime/appendText',
    'thread/realtime/appendSpeech',
    'thread/realtime/stop',
    'thread/timeline/list',
    'thread/realtime/list',
    'thread/realtime/listVoices',
    'remoteControl/enable',
    'remoteControl/disable',
    'remoteControl/status/read',
    'remoteControl/pairing/start',
    'remoteControl/pairing/status',
    'remoteControl/client/list',
    'remoteControl/client/revoke',
    'collaborationMode/list',
    'mock/experimentalMethod',
    'environment/add',
    'environment/info',
    'environment/status',
    'mcpServer/event/stream/start',
    'mcpServer/event/stream/stop',
    'account/bedrock/discover',
    'account/bedrock/setup',
    'account/gcp/setup',
    'account/bedrock/checkGovCloudRequirements',
    'accountSession/list',
    'accountSession/switch',
    'process/spawn',
    'process/writeStdin',
    'process/kill',
    'process/resizePty',
    'fuzzyFileSearch/sessionStart',
    'fuzzyFileSearch/sessionUpdate',
    'fuzzyFileSearch/sessionStop',
  ]);

export const experimentalServerRequestMethods: ReadonlySet<string> =
  /* @__PURE__ */ new Set<string>([]);

export const experimentalServerNotificationMethods: ReadonlySet<string> =
  /* @__PURE__ */ new Set<string>([]);

export const experimentalClientNotificationMethods: ReadonlySet<string> =
  /* @__PURE__ */ new Set<string>([]);
