// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import * as rt from '../runtime/index.js';

import {
  FuzzyFileSearchParams,
  FuzzyFileSearchResponse,
  InitializeParams,
  InitializeResponse,
} from './shared/common.js';
import {
  CancelLoginAccountParams,
  CancelLoginAccountResponse,
  ConsumeAccountRateLimitResetCreditParams,
  ConsumeAccountRateLimitResetCreditResponse,
  GatewayOAuthCancelResponse,
  GatewayOAuthLoginParams,
  GatewayOAuthLoginResponse,
  GatewayOAuthReadParams,
  GatewayOAuthReadResponse,
  LoginAccountParams,
  LoginAccountResponse,
  LogoutAccountResponse,
  SendAddCreditsNudgeEmailParams,
  SendAddCreditsNudgeEmailResponse,
} from './v2/account.js';
import {
  AppsInstalledParams,
  AppsInstalledResponse,
  AppsListParams,
  AppsListResponse,
  AppsReadParams,
  AppsReadResponse,
} from './v2/app.js';
import {
  CommandExecParams,
  CommandExecResizeParams,
  CommandExecResizeResponse,
  CommandExecResponse,
  CommandExecTerminateParams,
  CommandExecTerminateResponse,
  CommandExecWriteParams,
  CommandExecWriteResponse,
} from './v2/command.js';
import {
  ExperimentalFeatureEnablementSetParams,
  ExperimentalFeatureEnablementSetResponse,
  ExperimentalFeatureListParams,
  ExperimentalFeatureListResponse,
  FeedbackSaveParams,
  FeedbackSaveResponse,
  FeedbackUploadParams,
  FeedbackUploadResponse,
  GetAccountRateLimitsResponse,
  GetAccountResponse,
  HooksListParams,
  HooksListResponse,
  MarketplaceAddParams,
  MarketplaceAddResponse,
  MarketplaceRemoveParams,
  MarketplaceRemoveResponse,
  MarketplaceUpgradeParams,
  MarketplaceUpgradeResponse,
  PermissionProfileListParams,
  PermissionProfileListResponse,
  ReviewStartParams,
  SkillsConfigWriteParams,
  SkillsConfigWriteResponse,
  SkillsExtraRootsSetParams,
  SkillsExtraRootsSetResponse,
  SkillsListParams,
  SkillsListResponse,
  WindowsSandboxReadinessResponse,
  WindowsSandboxSetupStartParams,
  WindowsSandboxSetupStartResponse,
} from './v2/common.js';
import {
  ConfigBatchWriteParams,
  ConfigReadParams,
  ConfigReadResponse,
  ConfigRequirementsReadResponse,
  ConfigValueWriteParams,
  ConfigWriteResponse,
} from './v2/config.js';
import {
  ExternalAgentConfigDetectParams,
  ExternalAgentConfigDetectResponse,
  ExternalAgentConfigImportHistoriesReadResponse,
  ExternalAgentConfigImportHistoryRecordParams,
  ExternalAgentConfigImportHistoryRecordResponse,
  ExternalAgentConfigImportParams,
  ExternalAgentConfigImportResponse,
} from './v2/external.js';
import {
  FsCopyParams,
  FsCopyResponse,
  FsCreateDirectoryParams,
  FsCreateDirectoryResponse,
  FsGetMetadataParams,
  FsGetMetadataResponse,
  FsReadDirectoryParams,
  FsReadDirectoryResponse,
  FsReadFileParams,
  FsReadFileResponse,
  FsRemoveParams,
  FsRemoveResponse,
  FsUnwatchParams,
  FsUnwatchResponse,
  FsWatchParams,
  FsWatchResponse,
  FsWriteFileParams,
  FsWriteFileResponse,
} from './v2/fs.js';
import {
  GetAccountParams,
  GetAccountRateLimitsParams,
  GetAccountSecuritySetupResponse,
  GetAccountTokenUsageParams,
  GetWorkspaceMessagesResponse,
} from './v2/get.js';
import {
  ListMcpServerStatusParams,
  ListMcpServerStatusResponse,
  McpResourceReadParams,
  McpResourceReadResponse,
  McpServerOauthLoginParams,
  McpServerOauthLoginResponse,
  McpServerRefreshResponse,
  McpServerToolCallParams,
  McpServerToolCallResponse,
} from './v2/mcp.js';
import {
  ModelListParams,
  ModelListResponse,
  ModelProviderCapabilitiesReadParams,
  ModelProviderCapabilitiesReadResponse,
  ModelProviderConfigWriteParams,
  ModelProviderConfigWriteResponse,
  ModelProviderDefaultSetParams,
  ModelProviderListParams,
  ModelProviderListResponse,
} from './v2/model.js';
import {
  PluginInstallParams,
  PluginInstallResponse,
  PluginInstalledParams,
  PluginInstalledResponse,
  PluginListParams,
  PluginListResponse,
  PluginReadParams,
  PluginReadResponse,
  PluginReconcileParams,
  PluginReconcileResponse,
  PluginShareCheckoutParams,
  PluginShareCheckoutResponse,
  PluginShareDeleteParams,
  PluginShareDeleteResponse,
  PluginShareListParams,
  PluginShareListResponse,
  PluginShareSaveParams,
  PluginShareSaveResponse,
  PluginShareUpdateTargetsParams,
  PluginShareUpdateTargetsResponse,
  PluginSkillReadParams,
  PluginSkillReadResponse,
  PluginUninstallParams,
  PluginUninstallResponse,
} from './v2/plugin.js';
import {
  GetAccountTokenUsageResponse,
  ReviewStartResponse,
  ThreadApproveGuardianDeniedActionParams,
  ThreadApproveGuardianDeniedActionResponse,
  ThreadArchiveParams,
  ThreadArchiveResponse,
  ThreadCompactStartParams,
  ThreadCompactStartResponse,
  ThreadDeleteParams,
  ThreadDeleteResponse,
  ThreadForkParams,
  ThreadForkResponse,
  ThreadGoalClearParams,
  ThreadGoalClearResponse,
  ThreadGoalGetParams,
  ThreadGoalGetResponse,
  ThreadGoalSetParams,
  ThreadGoalSetResponse,
  ThreadInjectItemsParams,
  ThreadInjectItemsResponse,
  ThreadItemsListParams,
  ThreadItemsListResponse,
  ThreadListParams,
  ThreadListResponse,
  ThreadLoadedListParams,
  ThreadLoadedListResponse,
  ThreadMetadataUpdateParams,
  ThreadMetadataUpdateResponse,
  ThreadReadParams,
  ThreadReadResponse,
  ThreadResumeParams,
  ThreadResumeResponse,
  ThreadRevertParams,
  ThreadRevertResponse,
  ThreadSetNameParams,
  ThreadSetNameResponse,
  ThreadShellCommandParams,
  ThreadShellCommandResponse,
  ThreadStartParams,
  ThreadStartResponse,
  ThreadTurnsListParams,
  ThreadTurnsListResponse,
  ThreadUnarchiveParams,
  ThreadUnarchiveResponse,
  ThreadUnsubscribeParams,
  ThreadUnsubscribeResponse,
  TurnStartResponse,
} from './v2/thread.js';
import {
  ThreadAttachmentAddParams,
  ThreadAttachmentAddResponse,
  ThreadAttachmentListParams,
  ThreadAttachmentListResponse,
  ThreadAttachmentOwnerListParams,
  ThreadAttachmentOwnerListResponse,
  ThreadAttachmentRemoveParams,
  ThreadAttachmentRemoveResponse,
} from './v2/thread-attachment.js';
import {
  ThreadSectionCreateParams,
  ThreadSectionCreateResponse,
  ThreadSectionDeleteParams,
  ThreadSectionDeleteResponse,
  ThreadSectionListParams,
  ThreadSectionListResponse,
  ThreadSectionMoveParams,
  ThreadSectionMoveResponse,
  ThreadSectionUpdateParams,
  ThreadSectionUpdateResponse,
} from './v2/thread-section.js';
import {
  TurnInterruptParams,
  TurnInterruptResponse,
  TurnStartParams,
  TurnSteerParams,
  TurnSteerResponse,
} from './v2/turn.js';

/** Requests the client sends (and the results the server answers with). Method name -> `{ params, result }` types. */
export interface ClientRequestMap {
  initialize: { params: InitializeParams; result: InitializeResponse };
  /** NEW APIs */
  'thread/start': { params: ThreadStartParams; result: ThreadStartResponse };
  'thread/resume': { params: ThreadResumeParams; result: ThreadResumeResponse };
  'thread/fork': { params: ThreadForkParams; result: ThreadForkResponse };
  'thread/archive': { params: ThreadArchiveParams; result: ThreadArchiveResponse };
  'thread/delete': { params: ThreadDeleteParams; result: ThreadDeleteResponse };
  'thread/unsubscribe': { params: ThreadUnsubscribeParams; result: ThreadUnsubscribeResponse };
  'thread/name/set': { params: ThreadSetNameParams; result: ThreadSetNameResponse };
  'thread/goal/set': { params: ThreadGoalSetParams; result: ThreadGoalSetResponse };
  'thread/goal/get': { params: ThreadGoalGetParams; result: ThreadGoalGetResponse };
  'thread/goal/clear': { params: ThreadGoalClearParams; result: ThreadGoalClearResponse };
  'thread/metadata/update': {
    params: ThreadMetadataUpdateParams;
    result: ThreadMetadataUpdateResponse;
  };
  'thread/attachment/add': {
    params: ThreadAttachmentAddParams;
    result: ThreadAttachmentAddResponse;
  };
  'thread/attachment/list': {
    params: ThreadAttachmentListParams;
    result: ThreadAttachmentListResponse;
  };
  'thread/attachmentOwner/list': {
    params: ThreadAttachmentOwnerListParams;
    result: ThreadAttachmentOwnerListResponse;
  };
  'thread/attachment/remove': {
    params: ThreadAttachmentRemoveParams;
    result: ThreadAttachmentRemoveResponse;
  };
  'thread/section/move': { params: ThreadSectionMoveParams; result: ThreadSectionMoveResponse };
  'thread/unarchive': { params: ThreadUnarchiveParams; result: ThreadUnarchiveResponse };
  'thread/compact/start': { params: ThreadCompactStartParams; result: ThreadCompactStartResponse };
  'thread/shellCommand': { params: ThreadShellCommandParams; result: ThreadShellCommandResponse };
  'thread/approveGuardianDeniedAction': {
    params: ThreadApproveGuardianDeniedActionParams;
    result: ThreadApproveGuardianDeniedActionResponse;
  };
  'thread/revert': { params: ThreadRevertParams; result: ThreadRevertResponse };
  'thread/list': { params: ThreadListParams; result: ThreadListResponse };
  'threadSection/list': { params: ThreadSectionListParams; result: ThreadSectionListResponse };
  'threadSection/create': {
    params: ThreadSectionCreateParams;
    result: ThreadSectionCreateResponse;
  };
  'threadSection/update': {
    params: ThreadSectionUpdateParams;
    result: ThreadSectionUpdateResponse;
  };
  'threadSection/delete': {
    params: ThreadSectionDeleteParams;
    result: ThreadSectionDeleteResponse;
  };
  'thread/loaded/list': { params: ThreadLoadedListParams; result: ThreadLoadedListResponse };
  'thread/read': { params: ThreadReadParams; result: ThreadReadResponse };
  'thread/turns/list': { params: ThreadTurnsListParams; result: ThreadTurnsListResponse };
  'thread/items/list': { params: ThreadItemsListParams; result: ThreadItemsListResponse };
  /** Append raw Responses API items to the thread history without starting a user turn. */
  'thread/inject_items': { params: ThreadInjectItemsParams; result: ThreadInjectItemsResponse };
  'skills/list': { params: SkillsListParams; result: SkillsListResponse };
  'skills/extraRoots/set': {
    params: SkillsExtraRootsSetParams;
    result: SkillsExtraRootsSetResponse;
  };
  'hooks/list': { params: HooksListParams; result: HooksListResponse };
  'marketplace/add': { params: MarketplaceAddParams; result: MarketplaceAddResponse };
  'marketplace/remove': { params: MarketplaceRemoveParams; result: MarketplaceRemoveResponse };
  'marketplace/upgrade': { params: MarketplaceUpgradeParams; result: MarketplaceUpgradeResponse };
  'plugin/list': { params: PluginListParams; result: PluginListResponse };
  'plugin/installed': { params: PluginInstalledParams; result: PluginInstalledResponse };
  'plugin/reconcile': { params: PluginReconcileParams; result: PluginReconcileResponse };
  'plugin/read': { params: PluginReadParams; result: PluginReadResponse };
  'plugin/skill/read': { params: PluginSkillReadParams; result: PluginSkillReadResponse };
  'plugin/share/save': { params: PluginShareSaveParams; result: PluginShareSaveResponse };
  'plugin/share/updateTargets': {
    params: PluginShareUpdateTargetsParams;
    result: PluginShareUpdateTargetsResponse;
  };
  'plugin/share/list': { params: PluginShareListParams; result: PluginShareListResponse };
  'plugin/share/checkout': {
    params: PluginShareCheckoutParams;
    result: PluginShareCheckoutResponse;
  };
  'plugin/share/delete': { params: PluginShareDeleteParams; result: PluginShareDeleteResponse };
  'app/read': { params: AppsReadParams; result: AppsReadResponse };
  'app/list': { params: AppsListParams; result: AppsListResponse };
  'app/installed': { params: AppsInstalledParams; result: AppsInstalledResponse };
  'fs/readFile': { params: FsReadFileParams; result: FsReadFileResponse };
  'fs/writeFile': { params: FsWriteFileParams; result: FsWriteFileResponse };
  'fs/createDirectory': { params: FsCreateDirectoryParams; result: FsCreateDirectoryResponse };
  'fs/getMetadata': { params: FsGetMetadataParams; result: FsGetMetadataResponse };
  'fs/readDirectory': { params: FsReadDirectoryParams; result: FsReadDirectoryResponse };
  'fs/remove': { params: FsRemoveParams; result: FsRemoveResponse };
  'fs/copy': { params: FsCopyParams; result: FsCopyResponse };
  'fs/watch': { params: FsWatchParams; result: FsWatchResponse };
  'fs/unwatch': { params: FsUnwatchParams; result: FsUnwatchResponse };
  'skills/config/write': { params: SkillsConfigWriteParams; result: SkillsConfigWriteResponse };
  'plugin/install': { params: PluginInstallParams; result: PluginInstallResponse };
  'plugin/uninstall': { params: PluginUninstallParams; result: PluginUninstallResponse };
  'turn/start': { params: TurnStartParams; result: TurnStartResponse };
  'turn/steer': { params: TurnSteerParams; result: TurnSteerResponse };
  'turn/interrupt': { params: TurnInterruptParams; result: TurnInterruptResponse };
  'review/start': { params: ReviewStartParams; result: ReviewStartResponse };
  'model/list': { params: ModelListParams; result: ModelListResponse };
  'account/gatewayOAuth/read': {
    params: GatewayOAuthReadParams | null | undefined;
    result: GatewayOAuthReadResponse;
  };
  'account/gatewayOAuth/login': {
    params: GatewayOAuthLoginParams | null | undefined;
    result: GatewayOAuthLoginResponse;
  };
  'account/gatewayOAuth/cancel': { params: null | undefined; result: GatewayOAuthCancelResponse };
  'modelProvider/list': { params: ModelProviderListParams; result: ModelProviderListResponse };
  'modelProvider/config/write': {
    params: ModelProviderConfigWriteParams;
    result: ModelProviderConfigWriteResponse;
  };
  'modelProvider/default/set': { params: ModelProviderDefaultSetParams; result: unknown };
  'modelProvider/capabilities/read': {
    params: ModelProviderCapabilitiesReadParams;
    result: ModelProviderCapabilitiesReadResponse;
  };
  'experimentalFeature/list': {
    params: ExperimentalFeatureListParams;
    result: ExperimentalFeatureListResponse;
  };
  'permissionProfile/list': {
    params: PermissionProfileListParams;
    result: PermissionProfileListResponse;
  };
  'experimentalFeature/enablement/set': {
    params: ExperimentalFeatureEnablementSetParams;
    result: ExperimentalFeatureEnablementSetResponse;
  };
  'mcpServer/oauth/login': {
    params: McpServerOauthLoginParams;
    result: McpServerOauthLoginResponse;
  };
  'config/mcpServer/reload': { params: null | undefined; result: McpServerRefreshResponse };
  'mcpServerStatus/list': {
    params: ListMcpServerStatusParams;
    result: ListMcpServerStatusResponse;
  };
  'mcpServer/resource/read': { params: McpResourceReadParams; result: McpResourceReadResponse };
  'mcpServer/tool/call': { params: McpServerToolCallParams; result: McpServerToolCallResponse };
  'windowsSandbox/setupStart': {
    params: WindowsSandboxSetupStartParams;
    result: WindowsSandboxSetupStartResponse;
  };
  'windowsSandbox/readiness': { params: null | undefined; result: WindowsSandboxReadinessResponse };
  'account/login/start': { params: LoginAccountParams; result: LoginAccountResponse };
  'account/login/cancel': { params: CancelLoginAccountParams; result: CancelLoginAccountResponse };
  'account/logout': { params: null | undefined; result: LogoutAccountResponse };
  'account/securitySetup/read': {
    params: null | undefined;
    result: GetAccountSecuritySetupResponse;
  };
  'account/rateLimits/read': {
    params: GetAccountRateLimitsParams | null | undefined;
    result: GetAccountRateLimitsResponse;
  };
  'account/rateLimitResetCredit/consume': {
    params: ConsumeAccountRateLimitResetCreditParams;
    result: ConsumeAccountRateLimitResetCreditResponse;
  };
  'account/usage/read': {
    params: GetAccountTokenUsageParams | null | undefined;
    result: GetAccountTokenUsageResponse;
  };
  'account/workspaceMessages/read': {
    params: null | undefined;
    result: GetWorkspaceMessagesResponse;
  };
  'account/sendAddCreditsNudgeEmail': {
    params: SendAddCreditsNudgeEmailParams;
    result: SendAddCreditsNudgeEmailResponse;
  };
  'feedback/upload': { params: FeedbackUploadParams; result: FeedbackUploadResponse };
  'feedback/save': { params: FeedbackSaveParams; result: FeedbackSaveResponse };
  /** Execute a standalone command (argv vector) under the server's sandbox. */
  'command/exec': { params: CommandExecParams; result: CommandExecResponse };
  /** Write stdin bytes to a running `command/exec` session or close stdin. */
  'command/exec/write': { params: CommandExecWriteParams; result: CommandExecWriteResponse };
  /** Terminate a running `command/exec` session by client-supplied `processId`. */
  'command/exec/terminate': {
    params: CommandExecTerminateParams;
    result: CommandExecTerminateResponse;
  };
  /** Resize a running PTY-backed `command/exec` session by client-supplied `processId`. */
  'command/exec/resize': { params: CommandExecResizeParams; result: CommandExecResizeResponse };
  'config/read': { params: ConfigReadParams; result: ConfigReadResponse };
  'externalAgentConfig/detect': {
    params: ExternalAgentConfigDetectParams;
    result: ExternalAgentConfigDetectResponse;
  };
  'externalAgentConfig/import': {
    params: ExternalAgentConfigImportParams;
    result: ExternalAgentConfigImportResponse;
  };
  'externalAgentConfig/import/recordHistory': {
    params: ExternalAgentConfigImportHistoryRecordParams;
    result: ExternalAgentConfigImportHistoryRecordResponse;
  };
  'externalAgentConfig/import/readHistories': {
    params: null | undefined;
    result: ExternalAgentConfigImportHistoriesReadResponse;
  };
  'config/value/write': { params: ConfigValueWriteParams; result: ConfigWriteResponse };
  'config/batchWrite': { params: ConfigBatchWriteParams; result: ConfigWriteResponse };
  'configRequirements/read': { params: null | undefined; result: ConfigRequirementsReadResponse };
  'account/read': { params: GetAccountParams; result: GetAccountResponse };
  fuzzyFileSearch: { params: FuzzyFileSearchParams; result: FuzzyFileSearchResponse };
}

/** Every ClientRequest method of this schema. */
export type ClientRequestMethod = keyof ClientRequestMap;

/** The ClientRequest methods whose params carry a required `threadId`. */
export type ThreadScopedClientRequestMethod =
  | 'thread/resume'
  | 'thread/fork'
  | 'thread/archive'
  | 'thread/delete'
  | 'thread/unsubscribe'
  | 'thread/name/set'
  | 'thread/goal/set'
  | 'thread/goal/get'
  | 'thread/goal/clear'
  | 'thread/metadata/update'
  | 'thread/attachment/add'
  | 'thread/attachment/list'
  | 'thread/attachment/remove'
  | 'thread/section/move'
  | 'thread/unarchive'
  | 'thread/compact/start'
  | 'thread/shellCommand'
  | 'thread/approveGuardianDeniedAction'
  | 'thread/revert'
  | 'thread/read'
  | 'thread/turns/list'
  | 'thread/items/list'
  | 'thread/inject_items'
  | 'turn/start'
  | 'turn/steer'
  | 'turn/interrupt'
  | 'review/start'
  | 'mcpServer/tool/call';

/** The ClientRequest methods only the experimental schema has (they need `capabilities.experimentalApi`). */
export type ExperimentalClientRequestMethod = never;

/** One descriptor per ClientRequest method: name, codecs and types, thread scope, stability. */
export type ClientRequestDescriptors = {
  readonly [M in ClientRequestMethod]: rt.RequestDescriptor<
    M,
    ClientRequestMap[M]['params'],
    ClientRequestMap[M]['result'],
    M extends ThreadScopedClientRequestMethod ? true : false,
    M extends ExperimentalClientRequestMethod ? true : false
  >;
};

/** Requests the client sends (and the results the server answers with). Method name -> descriptor. */
export const clientRequestDescriptors: ClientRequestDescriptors =
  rt.describeMethods<ClientRequestDescriptors>({
    initialize: {
      params: InitializeParams,
      paramsRequired: true,
      result: InitializeResponse,
      threadScoped: false,
      experimental: false,
    },
    'thread/start': {
      params: ThreadStartParams,
      paramsRequired: true,
      result: ThreadStartResponse,
      threadScoped: false,
      experimental: false,
    },
    'thread/resume': {
      params: ThreadResumeParams,
      paramsRequired: true,
      result: ThreadResumeResponse,
      threadScoped: true,
      experimental: false,
    },
    'thread/fork': {
      params: ThreadForkParams,
      paramsRequired: true,
      result: ThreadForkResponse,
      threadScoped: true,
      experimental: false,
    },
    'thread/archive': {
      params: ThreadArchiveParams,
      paramsRequired: true,
      result: ThreadArchiveResponse,
      threadScoped: true,
      experimental: false,
    },
    'thread/delete': {
      params: ThreadDeleteParams,
      paramsRequired: true,
      result: ThreadDeleteResponse,
      threadScoped: true,
      experimental: false,
    },
    'thread/unsubscribe': {
      params: ThreadUnsubscribeParams,
      paramsRequired: true,
      result: ThreadUnsubscribeResponse,
      threadScoped: true,
      experimental: false,
    },
    'thread/name/set': {
      params: ThreadSetNameParams,
      paramsRequired: true,
      result: ThreadSetNameResponse,
      threadScoped: true,
      experimental: false,
    },
    'thread/goal/set': {
      params: ThreadGoalSetParams,
      paramsRequired: true,
      result: ThreadGoalSetResponse,
      threadScoped: true,
      experimental: false,
    },
    'thread/goal/get': {
      params: ThreadGoalGetParams,
      paramsRequired: true,
      result: ThreadGoalGetResponse,
      threadScoped: true,
      experimental: false,
    },
    'thread/goal/clear': {
      params: ThreadGoalClearParams,
      paramsRequired: true,
      result: ThreadGoalClearResponse,
      threadScoped: true,
      experimental: false,
    },
    'thread/metadata/update': {
      params: ThreadMetadataUpdateParams,
      paramsRequired: true,
      result: ThreadMetadataUpdateResponse,
      threadScoped: true,
      experimental: false,
    },
    'thread/attachment/add': {
      params: ThreadAttachmentAddParams,
      paramsRequired: true,
      result: ThreadAttachmentAddResponse,
      threadScoped: true,
      experimental: false,
    },
    'thread/attachment/list': {
      params: ThreadAttachmentListParams,
      paramsRequired: true,
      result: ThreadAttachmentListResponse,
      threadScoped: true,
      experimental: false,
    },
    'thread/attachmentOwner/list': {
      params: ThreadAttachmentOwnerListParams,
      paramsRequired: true,
      result: ThreadAttachmentOwnerListResponse,
      threadScoped: false,
      experimental: false,
    },
    'thread/attachment/remove': {
      params: ThreadAttachmentRemoveParams,
      paramsRequired: true,
      result: ThreadAttachmentRemoveResponse,
      threadScoped: true,
      experimental: false,
    },
    'thread/section/move': {
      params: ThreadSectionMoveParams,
      paramsRequired: true,
      result: ThreadSectionMoveResponse,
      threadScoped: true,
      experimental: false,
    },
    'thread/unarchive': {
      params: ThreadUnarchiveParams,
      paramsRequired: true,
      result: ThreadUnarchiveResponse,
      threadScoped: true,
      experimental: false,
    },
    'thread/compact/start': {
      params: ThreadCompactStartParams,
      paramsRequired: true,
      result: ThreadCompactStartResponse,
      threadScoped: true,
      experimental: false,
    },
    'thread/shellCommand': {
      params: ThreadShellCommandParams,
      paramsRequired: true,
      result: ThreadShellCommandResponse,
      threadScoped: true,
      experimental: false,
    },
    'thread/approveGuardianDeniedAction': {
      params: ThreadApproveGuardianDeniedActionParams,
      paramsRequired: true,
      result: ThreadApproveGuardianDeniedActionResponse,
      threadScoped: true,
      experimental: false,
    },
    'thread/revert': {
      params: ThreadRevertParams,
      paramsRequired: true,
      result: ThreadRevertResponse,
      threadScoped: true,
      experimental: false,
    },
    'thread/list': {
      params: ThreadListParams,
      paramsRequired: true,
      result: ThreadListResponse,
      threadScoped: false,
      experimental: false,
    },
    'threadSection/list': {
      params: ThreadSectionListParams,
      paramsRequired: true,
      result: ThreadSectionListResponse,
      threadScoped: false,
      experimental: false,
    },
    'threadSection/create': {
      params: ThreadSectionCreateParams,
      paramsRequired: true,
      result: ThreadSectionCreateResponse,
      threadScoped: false,
      experimental: false,
    },
    'threadSection/update': {
      params: ThreadSectionUpdateParams,
      paramsRequired: true,
      result: ThreadSectionUpdateResponse,
      threadScoped: false,
      experimental: false,
    },
    'threadSection/delete': {
      params: ThreadSectionDeleteParams,
      paramsRequired: true,
      result: ThreadSectionDeleteResponse,
      threadScoped: false,
      experimental: false,
    },
    'thread/loaded/list': {
      params: ThreadLoadedListParams,
      paramsRequired: true,
      result: ThreadLoadedListResponse,
      threadScoped: false,
      experimental: false,
    },
    'thread/read': {
      params: ThreadReadParams,
      paramsRequired: true,
      result: ThreadReadResponse,
      threadScoped: true,
      experimental: false,
    },
    'thread/turns/list': {
      params: ThreadTurnsListParams,
      paramsRequired: true,
      result: ThreadTurnsListResponse,
      threadScoped: true,
      experimental: false,
    },
    'thread/items/list': {
      params: ThreadItemsListParams,
      paramsRequired: true,
      result: ThreadItemsListResponse,
      threadScoped: true,
      experimental: false,
    },
    'thread/inject_items': {
      params: ThreadInjectItemsParams,
      paramsRequired: true,
      result: ThreadInjectItemsResponse,
      threadScoped: true,
      experimental: false,
    },
    'skills/list': {
      params: SkillsListParams,
      paramsRequired: true,
      result: SkillsListResponse,
      threadScoped: false,
      experimental: false,
    },
    'skills/extraRoots/set': {
      params: SkillsExtraRootsSetParams,
      paramsRequired: true,
      result: SkillsExtraRootsSetResponse,
      threadScoped: false,
      experimental: false,
    },
    'hooks/list': {
      params: HooksListParams,
      paramsRequired: true,
      result: HooksListResponse,
      threadScoped: false,
      experimental: false,
    },
    'marketplace/add': {
      params: MarketplaceAddParams,
      paramsRequired: true,
      result: MarketplaceAddResponse,
      threadScoped: false,
      experimental: false,
    },
    'marketplace/remove': {
      params: MarketplaceRemoveParams,
      paramsRequired: true,
      result: MarketplaceRemoveResponse,
      threadScoped: false,
      experimental: false,
    },
    'marketplace/upgrade': {
      params: MarketplaceUpgradeParams,
      paramsRequired: true,
      result: MarketplaceUpgradeResponse,
      threadScoped: false,
      experimental: false,
    },
    'plugin/list': {
      params: PluginListParams,
      paramsRequired: true,
      result: PluginListResponse,
      threadScoped: false,
      experimental: false,
    },
    'plugin/installed': {
      params: PluginInstalledParams,
      paramsRequired: true,
      result: PluginInstalledResponse,
      threadScoped: false,
      experimental: false,
    },
    'plugin/reconcile': {
      params: PluginReconcileParams,
      paramsRequired: true,
      result: PluginReconcileResponse,
      threadScoped: false,
      experimental: false,
    },
    'plugin/read': {
      params: PluginReadParams,
      paramsRequired: true,
      result: PluginReadResponse,
      threadScoped: false,
      experimental: false,
    },
    'plugin/skill/read': {
      params: PluginSkillReadParams,
      paramsRequired: true,
      result: PluginSkillReadResponse,
      threadScoped: false,
      experimental: false,
    },
    'plugin/share/save': {
      params: PluginShareSaveParams,
      paramsRequired: true,
      result: PluginShareSaveResponse,
      threadScoped: false,
      experimental: false,
    },
    'plugin/share/updateTargets': {
      params: PluginShareUpdateTargetsParams,
      paramsRequired: true,
      result: PluginShareUpdateTargetsResponse,
      threadScoped: false,
      experimental: false,
    },
    'plugin/share/list': {
      params: PluginShareListParams,
      paramsRequired: true,
      result: PluginShareListResponse,
      threadScoped: false,
      experimental: false,
    },
    'plugin/share/checkout': {
      params: PluginShareCheckoutParams,
      paramsRequired: true,
      result: PluginShareCheckoutResponse,
      threadScoped: false,
      experimental: false,
    },
    'plugin/share/delete': {
      params: PluginShareDeleteParams,
      paramsRequired: true,
      result: PluginShareDeleteResponse,
      threadScoped: false,
      experimental: false,
    },
    'app/read': {
      params: AppsReadParams,
      paramsRequired: true,
      result: AppsReadResponse,
      threadScoped: false,
      experimental: false,
    },
    'app/list': {
      params: AppsListParams,
      paramsRequired: true,
      result: AppsListResponse,
      threadScoped: false,
      experimental: false,
    },
    'app/installed': {
      params: AppsInstalledParams,
      paramsRequired: true,
      result: AppsInstalledResponse,
      threadScoped: false,
      experimental: false,
    },
    'fs/readFile': {
      params: FsReadFileParams,
      paramsRequired: true,
      result: FsReadFileResponse,
      threadScoped: false,
      experimental: false,
    },
    'fs/writeFile': {
      params: FsWriteFileParams,
      paramsRequired: true,
      result: FsWriteFileResponse,
      threadScoped: false,
      experimental: false,
    },
    'fs/createDirectory': {
      params: FsCreateDirectoryParams,
      paramsRequired: true,
      result: FsCreateDirectoryResponse,
      threadScoped: false,
      experimental: false,
    },
    'fs/getMetadata': {
      params: FsGetMetadataParams,
      paramsRequired: true,
      result: FsGetMetadataResponse,
      threadScoped: false,
      experimental: false,
    },
    'fs/readDirectory': {
      params: FsReadDirectoryParams,
      paramsRequired: true,
      result: FsReadDirectoryResponse,
      threadScoped: false,
      experimental: false,
    },
    'fs/remove': {
      params: FsRemoveParams,
      paramsRequired: true,
      result: FsRemoveResponse,
      threadScoped: false,
      experimental: false,
    },
    'fs/copy': {
      params: FsCopyParams,
      paramsRequired: true,
      result: FsCopyResponse,
      threadScoped: false,
      experimental: false,
    },
    'fs/watch': {
      params: FsWatchParams,
      paramsRequired: true,
      result: FsWatchResponse,
      threadScoped: false,
      experimental: false,
    },
    'fs/unwatch': {
      params: FsUnwatchParams,
      paramsRequired: true,
      result: FsUnwatchResponse,
      threadScoped: false,
      experimental: false,
    },
    'skills/config/write': {
      params: SkillsConfigWriteParams,
      paramsRequired: true,
      result: SkillsConfigWriteResponse,
      threadScoped: false,
      experimental: false,
    },
    'plugin/install': {
      params: PluginInstallParams,
      paramsRequired: true,
      result: PluginInstallResponse,
      threadScoped: false,
      experimental: false,
    },
    'plugin/uninstall': {
      params: PluginUninstallParams,
      paramsRequired: true,
      result: PluginUninstallResponse,
      threadScoped: false,
      experimental: false,
    },
    'turn/start': {
      params: TurnStartParams,
      paramsRequired: true,
      result: TurnStartResponse,
      threadScoped: true,
      experimental: false,
    },
    'turn/steer': {
      params: TurnSteerParams,
      paramsRequired: true,
      result: TurnSteerResponse,
      threadScoped: true,
      experimental: false,
    },
    'turn/interrupt': {
      params: TurnInterruptParams,
      paramsRequired: true,
      result: TurnInterruptResponse,
      threadScoped: true,
      experimental: false,
    },
    'review/start': {
      params: ReviewStartParams,
      paramsRequired: true,
      result: ReviewStartResponse,
      threadScoped: true,
      experimental: false,
    },
    'model/list': {
      params: ModelListParams,
      paramsRequired: true,
      result: ModelListResponse,
      threadScoped: false,
      experimental: false,
    },
    'account/gatewayOAuth/read': {
      params: rt.nullable(rt.ref('GatewayOAuthReadParams', () => GatewayOAuthReadParams)),
      paramsRequired: false,
      result: GatewayOAuthReadResponse,
      threadScoped: false,
      experimental: false,
    },
    'account/gatewayOAuth/login': {
      params: rt.nullable(rt.ref('GatewayOAuthLoginParams', () => GatewayOAuthLoginParams)),
      paramsRequired: false,
      result: GatewayOAuthLoginResponse,
      threadScoped: false,
      experimental: false,
    },
    'account/gatewayOAuth/cancel': {
      params: rt.nullValue,
      paramsRequired: false,
      result: GatewayOAuthCancelResponse,
      threadScoped: false,
      experimental: false,
    },
    'modelProvider/list': {
      params: ModelProviderListParams,
      paramsRequired: true,
      result: ModelProviderListResponse,
      threadScoped: false,
      experimental: false,
    },
    'modelProvider/config/write': {
      params: ModelProviderConfigWriteParams,
      paramsRequired: true,
      result: ModelProviderConfigWriteResponse,
      threadScoped: false,
      experimental: false,
    },
    'modelProvider/default/set': {
      params: ModelProviderDefaultSetParams,
      paramsRequired: true,
      result: rt.unknownValue,
      threadScoped: false,
      experimental: false,
    },
    'modelProvider/capabilities/read': {
      params: ModelProviderCapabilitiesReadParams,
      paramsRequired: true,
      result: ModelProviderCapabilitiesReadResponse,
      threadScoped: false,
      experimental: false,
    },
    'experimentalFeature/list': {
      params: ExperimentalFeatureListParams,
      paramsRequired: true,
      result: ExperimentalFeatureListResponse,
      threadScoped: false,
      experimental: false,
    },
    'permissionProfile/list': {
      params: PermissionProfileListParams,
      paramsRequired: true,
      result: PermissionProfileListResponse,
      threadScoped: false,
      experimental: false,
    },
    'experimentalFeature/enablement/set': {
      params: ExperimentalFeatureEnablementSetParams,
      paramsRequired: true,
      result: ExperimentalFeatureEnablementSetResponse,
      threadScoped: false,
      experimental: false,
    },
    'mcpServer/oauth/login': {
      params: McpServerOauthLoginParams,
      paramsRequired: true,
      result: McpServerOauthLoginResponse,
      threadScoped: false,
      experimental: false,
    },
    'config/mcpServer/reload': {
      params: rt.nullValue,
      paramsRequired: false,
      result: McpServerRefreshResponse,
      threadScoped: false,
      experimental: false,
    },
    'mcpServerStatus/list': {
      params: ListMcpServerStatusParams,
      paramsRequired: true,
      result: ListMcpServerStatusResponse,
      threadScoped: false,
      experimental: false,
    },
    'mcpServer/resource/read': {
      params: McpResourceReadParams,
      paramsRequired: true,
      result: McpResourceReadResponse,
      threadScoped: false,
      experimental: false,
    },
    'mcpServer/tool/call': {
      params: McpServerToolCallParams,
      paramsRequired: true,
      result: McpServerToolCallResponse,
      threadScoped: true,
      experimental: false,
    },
    'windowsSandbox/setupStart': {
      params: WindowsSandboxSetupStartParams,
      paramsRequired: true,
      result: WindowsSandboxSetupStartResponse,
      threadScoped: false,
      experimental: false,
    },
    'windowsSandbox/readiness': {
      params: rt.nullValue,
      paramsRequired: false,
      result: WindowsSandboxReadinessResponse,
      threadScoped: false,
      experimental: false,
    },
    'account/login/start': {
      params: LoginAccountParams,
      paramsRequired: true,
      result: LoginAccountResponse,
      threadScoped: false,
      experimental: false,
    },
    'account/login/cancel': {
      params: CancelLoginAccountParams,
      paramsRequired: true,
      result: CancelLoginAccountResponse,
      threadScoped: false,
      experimental: false,
    },
    'account/logout': {
      params: rt.nullValue,
      paramsRequired: false,
      result: LogoutAccountResponse,
      threadScoped: false,
      experimental: false,
    },
    'account/securitySetup/read': {
      params: rt.nullValue,
      paramsRequired: false,
      result: GetAccountSecuritySetupResponse,
      threadScoped: false,
      experimental: false,
    },
    'account/rateLimits/read': {
      params: rt.nullable(rt.ref('GetAccountRateLimitsParams', () => GetAccountRateLimitsParams)),
      paramsRequired: false,
      result: GetAccountRateLimitsResponse,
      threadScoped: false,
      experimental: false,
    },
    'account/rateLimitResetCredit/consume': {
      params: ConsumeAccountRateLimitResetCreditParams,
      paramsRequired: true,
      result: ConsumeAccountRateLimitResetCreditResponse,
      threadScoped: false,
      experimental: false,
    },
    'account/usage/read': {
      params: rt.nullable(rt.ref('GetAccountTokenUsageParams', () => GetAccountTokenUsageParams)),
      paramsRequired: false,
      result: GetAccountTokenUsageResponse,
      threadScoped: false,
      experimental: false,
    },
    'account/workspaceMessages/read': {
      params: rt.nullValue,
      paramsRequired: false,
      result: GetWorkspaceMessagesResponse,
      threadScoped: false,
      experimental: false,
    },
    'account/sendAddCreditsNudgeEmail': {
      params: SendAddCreditsNudgeEmailParams,
      paramsRequired: true,
      result: SendAddCreditsNudgeEmailResponse,
      threadScoped: false,
      experimental: false,
    },
    'feedback/upload': {
      params: FeedbackUploadParams,
      paramsRequired: true,
      result: FeedbackUploadResponse,
      threadScoped: false,
      experimental: false,
    },
    'feedback/save': {
      params: FeedbackSaveParams,
      paramsRequired: true,
      result: FeedbackSaveResponse,
      threadScoped: false,
      experimental: false,
    },
    'command/exec': {
      params: CommandExecParams,
      paramsRequired: true,
      result: CommandExecResponse,
      threadScoped: false,
      experimental: false,
    },
    'command/exec/write': {
      params: CommandExecWriteParams,
      paramsRequired: true,
      result: CommandExecWriteResponse,
      threadScoped: false,
      experimental: false,
    },
    'command/exec/terminate': {
      params: CommandExecTerminateParams,
      paramsRequired: true,
      result: CommandExecTerminateResponse,
      threadScoped: false,
      experimental: false,
    },
    'command/exec/resize': {
      params: CommandExecResizeParams,
      paramsRequired: true,
      result: CommandExecResizeResponse,
      threadScoped: false,
      experimental: false,
    },
    'config/read': {
      params: ConfigReadParams,
      paramsRequired: true,
      result: ConfigReadResponse,
      threadScoped: false,
      experimental: false,
    },
    'externalAgentConfig/detect': {
      params: ExternalAgentConfigDetectParams,
      paramsRequired: true,
      result: ExternalAgentConfigDetectResponse,
      threadScoped: false,
      experimental: false,
    },
    'externalAgentConfig/import': {
      params: ExternalAgentConfigImportParams,
      paramsRequired: true,
      result: ExternalAgentConfigImportResponse,
      threadScoped: false,
      experimental: false,
    },
    'externalAgentConfig/import/recordHistory': {
      params: ExternalAgentConfigImportHistoryRecordParams,
      paramsRequired: true,
      result: ExternalAgentConfigImportHistoryRecordResponse,
      threadScoped: false,
      experimental: false,
    },
    'externalAgentConfig/import/readHistories': {
      params: rt.nullValue,
      paramsRequired: false,
      result: ExternalAgentConfigImportHistoriesReadResponse,
      threadScoped: false,
      experimental: false,
    },
    'config/value/write': {
      params: ConfigValueWriteParams,
      paramsRequired: true,
      result: ConfigWriteResponse,
      threadScoped: false,
      experimental: false,
    },
    'config/batchWrite': {
      params: ConfigBatchWriteParams,
      paramsRequired: true,
      result: ConfigWriteResponse,
      threadScoped: false,
      experimental: false,
    },
    'configRequirements/read': {
      params: rt.nullValue,
      paramsRequired: false,
      result: ConfigRequirementsReadResponse,
      threadScoped: false,
      experimental: false,
    },
    'account/read': {
      params: GetAccountParams,
      paramsRequired: true,
      result: GetAccountResponse,
      threadScoped: false,
      experimental: false,
    },
    fuzzyFileSearch: {
      params: FuzzyFileSearchParams,
      paramsRequired: true,
      result: FuzzyFileSearchResponse,
      threadScoped: false,
      experimental: false,
    },
  });

/** Requests the client sends (and the results the server answers with). Method name -> descriptor, looked up in constant time. */
export const clientRequests: ReadonlyMap<string, rt.RequestSpec> =
  rt.methodTable<rt.RequestSpec>(clientRequestDescriptors);

/** Whether `method` is a ClientRequest method of this schema. */
export function isClientRequestMethod(method: string): method is ClientRequestMethod {
  return clientRequests.has(method);
}
