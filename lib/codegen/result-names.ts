/**
 * Which definition is the result of a request method. The schema's envelopes
 * list only params; the result is found by name: `FooParams` -> `FooResponse`,
 * else this table (methods whose names do not follow the pattern, taken from
 * the definitions codex exports). A method found nowhere gets an unchecked
 * result (`unknown`) and a warning from the generator.
 *
 * @example
 * resultNameFor('thread/start', 'ThreadStartParams', names); // 'ThreadStartResponse'
 */
const OVERRIDES: Readonly<Record<string, string>> = {
  'account/gatewayOAuth/cancel': 'GatewayOAuthCancelResponse',
  'account/logout': 'LogoutAccountResponse',
  'account/securitySetup/read': 'GetAccountSecuritySetupResponse',
  'account/workspaceMessages/read': 'GetWorkspaceMessagesResponse',
  'accountSession/list': 'AccountSessionsResponse',
  'config/batchWrite': 'ConfigWriteResponse',
  'config/value/write': 'ConfigWriteResponse',
  'config/mcpServer/reload': 'McpServerRefreshResponse',
  'configRequirements/read': 'ConfigRequirementsReadResponse',
  'externalAgentConfig/import/readHistories': 'ExternalAgentConfigImportHistoriesReadResponse',
  'memory/reset': 'MemoryResetResponse',
  'remoteControl/status/read': 'RemoteControlStatusReadResponse',
  'rollout/compress': 'RolloutCompressResponse',
  'windowsSandbox/readiness': 'WindowsSandboxReadinessResponse',
};

export function resultNameFor(
  method: string,
  paramsName: string | undefined,
  defined: ReadonlySet<string>,
): string | undefined {
  const override = OVERRIDES[method];
  if (override !== undefined && defined.has(override)) return override;
  if (paramsName?.endsWith('Params')) {
    const candidate = `${paramsName.slice(0, -'Params'.length)}Response`;
    if (defined.has(candidate)) return candidate;
  }
  return undefined;
}
