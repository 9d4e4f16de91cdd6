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

/** Requests the client sends (and the results the server answers with). Method name -> codecs, looked up in constant time. */
export const clientRequests: ReadonlyMap<string, rt.RequestSpec> = rt.methodTable<rt.RequestSpec>({
  initialize: { params: InitializeParams, paramsRequired: true, result: InitializeResponse },
  'thread/start': { params: ThreadStartParams, paramsRequired: true, result: ThreadStartResponse },
  'thread/resume': {
    params: ThreadResumeParams,
    paramsRequired: true,
    result: ThreadResumeResponse,
  },
  'thread/fork': { params: ThreadForkParams, paramsRequired: true, result: ThreadForkResponse },
  'thread/archive': {
    params: ThreadArchiveParams,
    paramsRequired: true,
    result: ThreadArchiveResponse,
  },
  'thread/delete': {
    params: ThreadDeleteParams,
    paramsRequired: true,
    result: ThreadDeleteResponse,
  },
  'thread/unsubscribe': {
    params: ThreadUnsubscribeParams,
    paramsRequired: true,
    result: ThreadUnsubscribeResponse,
  },
  'thread/name/set': {
    params: ThreadSetNameParams,
    paramsRequired: true,
    result: ThreadSetNameResponse,
  },
  'thread/goal/set': {
    params: ThreadGoalSetParams,
    paramsRequired: true,
    result: ThreadGoalSetResponse,
  },
  'thread/goal/get': {
    params: ThreadGoalGetParams,
    paramsRequired: true,
    result: ThreadGoalGetResponse,
  },
  'thread/goal/clear': {
    params: ThreadGoalClearParams,
    paramsRequired: true,
    result: ThreadGoalClearResponse,
  },
  'thread/metadata/update': {
    params: ThreadMetadataUpdateParams,
    paramsRequired: true,
    result: ThreadMetadataUpdateResponse,
  },
  'thread/attachment/add': {
    params: ThreadAttachmentAddParams,
    paramsRequired: true,
    result: ThreadAttachmentAddResponse,
  },
  'thread/attachment/list': {
    params: ThreadAttachmentListParams,
    paramsRequired: true,
    result: ThreadAttachmentListResponse,
  },
  'thread/attachmentOwner/list': {
    params: ThreadAttachmentOwnerListParams,
    paramsRequired: true,
    result: ThreadAttachmentOwnerListResponse,
  },
  'thread/attachment/remove': {
    params: ThreadAttachmentRemoveParams,
    paramsRequired: true,
    result: ThreadAttachmentRemoveResponse,
  },
  'thread/section/move': {
    params: ThreadSectionMoveParams,
    paramsRequired: true,
    result: ThreadSectionMoveResponse,
  },
  'thread/unarchive': {
    params: ThreadUnarchiveParams,
    paramsRequired: true,
    result: ThreadUnarchiveResponse,
  },
  'thread/compact/start': {
    params: ThreadCompactStartParams,
    paramsRequired: true,
    result: ThreadCompactStartResponse,
  },
  'thread/shellCommand': {
    params: ThreadShellCommandParams,
    paramsRequired: true,
    result: ThreadShellCommandResponse,
  },
  'thread/approveGuardianDeniedAction': {
    params: ThreadApproveGuardianDeniedActionParams,
    paramsRequired: true,
    result: ThreadApproveGuardianDeniedActionResponse,
  },
  'thread/revert': {
    params: ThreadRevertParams,
    paramsRequired: true,
    result: ThreadRevertResponse,
  },
  'thread/list': { params: ThreadListParams, paramsRequired: true, result: ThreadListResponse },
  'threadSection/list': {
    params: ThreadSectionListParams,
    paramsRequired: true,
    result: ThreadSectionListResponse,
  },
  'threadSection/create': {
    params: ThreadSectionCreateParams,
    paramsRequired: true,
    result: ThreadSectionCreateResponse,
  },
  'threadSection/update': {
    params: ThreadSectionUpdateParams,
    paramsRequired: true,
    result: ThreadSectionUpdateResponse,
  },
  'threadSection/delete': {
    params: ThreadSectionDeleteParams,
    paramsRequired: true,
    result: ThreadSectionDeleteResponse,
  },
  'thread/loaded/list': {
    params: ThreadLoadedListParams,
    paramsRequired: true,
    result: ThreadLoadedListResponse,
  },
  'thread/read': { params: ThreadReadParams, paramsRequired: true, result: ThreadReadResponse },
  'thread/turns/list': {
    params: ThreadTurnsListParams,
    paramsRequired: true,
    result: ThreadTurnsListResponse,
  },
  'thread/items/list': {
    params: ThreadItemsListParams,
    paramsRequired: true,
    result: ThreadItemsListResponse,
  },
  'thread/inject_items': {
    params: ThreadInjectItemsParams,
    paramsRequired: true,
    result: ThreadInjectItemsResponse,
  },
  'skills/list': { params: SkillsListParams, paramsRequired: true, result: SkillsListResponse },
  'skills/extraRoots/set': {
    params: SkillsExtraRootsSetParams,
    paramsRequired: true,
    result: SkillsExtraRootsSetResponse,
  },
  'hooks/list': { params: HooksListParams, paramsRequired: true, result: HooksListResponse },
  'marketplace/add': {
    params: MarketplaceAddParams,
    paramsRequired: true,
    result: MarketplaceAddResponse,
  },
  'marketplace/remove': {
    params: MarketplaceRemoveParams,
    paramsRequired: true,
    result: MarketplaceRemoveResponse,
  },
  'marketplace/upgrade': {
    params: MarketplaceUpgradeParams,
    paramsRequired: true,
    result: MarketplaceUpgradeResponse,
  },
  'plugin/list': { params: PluginListParams, paramsRequired: true, result: PluginListResponse },
  'plugin/installed': {
    params: PluginInstalledParams,
    paramsRequired: true,
    result: PluginInstalledResponse,
  },
  'plugin/reconcile': {
    params: PluginReconcileParams,
    paramsRequired: true,
    result: PluginReconcileResponse,
  },
  'plugin/read': { params: PluginReadParams, paramsRequired: true, result: PluginReadResponse },
  'plugin/skill/read': {
    params: PluginSkillReadParams,
    paramsRequired: true,
    result: PluginSkillReadResponse,
  },
  'plugin/share/save': {
    params: PluginShareSaveParams,
    paramsRequired: true,
    result: PluginShareSaveResponse,
  },
  'plugin/share/updateTargets': {
    params: PluginShareUpdateTargetsParams,
    paramsRequired: true,
    result: PluginShareUpdateTargetsResponse,
  },
  'plugin/share/list': {
    params: PluginShareListParams,
    paramsRequired: true,
    result: PluginShareListResponse,
  },
  'plugin/share/checkout': {
    params: PluginShareCheckoutParams,
    paramsRequired: true,
    result: PluginShareCheckoutResponse,
  },
  'plugin/share/delete': {
    params: PluginShareDeleteParams,
    paramsRequired: true,
    result: PluginShareDeleteResponse,
  },
  'app/read': { params: AppsReadParams, paramsRequired: true, result: AppsReadResponse },
  'app/list': { params: AppsListParams, paramsRequired: true, result: AppsListResponse },
  'app/installed': {
    params: AppsInstalledParams,
    paramsRequired: true,
    result: AppsInstalledResponse,
  },
  'fs/readFile': { params: FsReadFileParams, paramsRequired: true, result: FsReadFileResponse },
  'fs/writeFile': { params: FsWriteFileParams, paramsRequired: true, result: FsWriteFileResponse },
  'fs/createDirectory': {
    params: FsCreateDirectoryParams,
    paramsRequired: true,
    result: FsCreateDirectoryResponse,
  },
  'fs/getMetadata': {
    params: FsGetMetadataParams,
    paramsRequired: true,
    result: FsGetMetadataResponse,
  },
  'fs/readDirectory': {
    params: FsReadDirectoryParams,
    paramsRequired: true,
    result: FsReadDirectoryResponse,
  },
  'fs/remove': { params: FsRemoveParams, paramsRequired: true, result: FsRemoveResponse },
  'fs/copy': { params: FsCopyParams, paramsRequired: true, result: FsCopyResponse },
  'fs/watch': { params: FsWatchParams, paramsRequired: true, result: FsWatchResponse },
  'fs/unwatch': { params: FsUnwatchParams, paramsRequired: true, result: FsUnwatchResponse },
  'skills/config/write': {
    params: SkillsConfigWriteParams,
    paramsRequired: true,
    result: SkillsConfigWriteResponse,
  },
  'plugin/install': {
    params: PluginInstallParams,
    paramsRequired: true,
    result: PluginInstallResponse,
  },
  'plugin/uninstall': {
    params: PluginUninstallParams,
    paramsRequired: true,
    result: PluginUninstallResponse,
  },
  'turn/start': { params: TurnStartParams, paramsRequired: true, result: TurnStartResponse },
  'turn/steer': { params: TurnSteerParams, paramsRequired: true, result: TurnSteerResponse },
  'turn/interrupt': {
    params: TurnInterruptParams,
    paramsRequired: true,
    result: TurnInterruptResponse,
  },
  'review/start': { params: ReviewStartParams, paramsRequired: true, result: ReviewStartResponse },
  'model/list': { params: ModelListParams, paramsRequired: true, result: ModelListResponse },
  'account/gatewayOAuth/read': {
    params: rt.nullable(rt.ref('GatewayOAuthReadParams', () => GatewayOAuthReadParams)),
    paramsRequired: false,
    result: GatewayOAuthReadResponse,
  },
  'account/gatewayOAuth/login': {
    params: rt.nullable(rt.ref('GatewayOAuthLoginParams', () => GatewayOAuthLoginParams)),
    paramsRequired: false,
    result: GatewayOAuthLoginResponse,
  },
  'account/gatewayOAuth/cancel': {
    params: rt.nullValue,
    paramsRequired: false,
    result: GatewayOAuthCancelResponse,
  },
  'modelProvider/list': {
    params: ModelProviderListParams,
    paramsRequired: true,
    result: ModelProviderListResponse,
  },
  'modelProvider/config/write': {
    params: ModelProviderConfigWriteParams,
    paramsRequired: true,
    result: ModelProviderConfigWriteResponse,
  },
  'modelProvider/default/set': {
    params: ModelProviderDefaultSetParams,
    paramsRequired: true,
    result: rt.unknownValue,
  },
  'modelProvider/capabilities/read': {
    params: ModelProviderCapabilitiesReadParams,
    paramsRequired: true,
    result: ModelProviderCapabilitiesReadResponse,
  },
  'experimentalFeature/list': {
    params: ExperimentalFeatureListParams,
    paramsRequired: true,
    result: ExperimentalFeatureListResponse,
  },
  'permissionProfile/list': {
    params: PermissionProfileListParams,
    paramsRequired: true,
    result: PermissionProfileListResponse,
  },
  'experimentalFeature/enablement/set': {
    params: ExperimentalFeatureEnablementSetParams,
    paramsRequired: true,
    result: ExperimentalFeatureEnablementSetResponse,
  },
  'mcpServer/oauth/login': {
    params: McpServerOauthLoginParams,
    paramsRequired: true,
    result: McpServerOauthLoginResponse,
  },
  'config/mcpServer/reload': {
    params: rt.nullValue,
    paramsRequired: false,
    result: McpServerRefreshResponse,
  },
  'mcpServerStatus/list': {
    params: ListMcpServerStatusParams,
    paramsRequired: true,
    result: ListMcpServerStatusResponse,
  },
  'mcpServer/resource/read': {
    params: McpResourceReadParams,
    paramsRequired: true,
    result: McpResourceReadResponse,
  },
  'mcpServer/tool/call': {
    params: McpServerToolCallParams,
    paramsRequired: true,
    result: McpServerToolCallResponse,
  },
  'windowsSandbox/setupStart': {
    params: WindowsSandboxSetupStartParams,
    paramsRequired: true,
    result: WindowsSandboxSetupStartResponse,
  },
  'windowsSandbox/readiness': {
    params: rt.nullValue,
    paramsRequired: false,
    result: WindowsSandboxReadinessResponse,
  },
  'account/login/start': {
    params: LoginAccountParams,
    paramsRequired: true,
    result: LoginAccountResponse,
  },
  'account/login/cancel': {
    params: CancelLoginAccountParams,
    paramsRequired: true,
    result: CancelLoginAccountResponse,
  },
  'account/logout': { params: rt.nullValue, paramsRequired: false, result: LogoutAccountResponse },
  'account/securitySetup/read': {
    params: rt.nullValue,
    paramsRequired: false,
    result: GetAccountSecuritySetupResponse,
  },
  'account/rateLimits/read': {
    params: rt.nullable(rt.ref('GetAccountRateLimitsParams', () => GetAccountRateLimitsParams)),
    paramsRequired: false,
    result: GetAccountRateLimitsResponse,
  },
  'account/rateLimitResetCredit/consume': {
    params: ConsumeAccountRateLimitResetCreditParams,
    paramsRequired: true,
    result: ConsumeAccountRateLimitResetCreditResponse,
  },
  'account/usage/read': {
    params: rt.nullable(rt.ref('GetAccountTokenUsageParams', () => GetAccountTokenUsageParams)),
    paramsRequired: false,
    result: GetAccountTokenUsageResponse,
  },
  'account/workspaceMessages/read': {
    params: rt.nullValue,
    paramsRequired: false,
    result: GetWorkspaceMessagesResponse,
  },
  'account/sendAddCreditsNudgeEmail': {
    params: SendAddCreditsNudgeEmailParams,
    paramsRequired: true,
    result: SendAddCreditsNudgeEmailResponse,
  },
  'feedback/upload': {
    params: FeedbackUploadParams,
    paramsRequired: true,
    result: FeedbackUploadResponse,
  },
  'feedback/save': {
    params: FeedbackSaveParams,
    paramsRequired: true,
    result: FeedbackSaveResponse,
  },
  'command/exec': { params: CommandExecParams, paramsRequired: true, result: CommandExecResponse },
  'command/exec/write': {
    params: CommandExecWriteParams,
    paramsRequired: true,
    result: CommandExecWriteResponse,
  },
  'command/exec/terminate': {
    params: CommandExecTerminateParams,
    paramsRequired: true,
    result: CommandExecTerminateResponse,
  },
  'command/exec/resize': {
    params: CommandExecResizeParams,
    paramsRequired: true,
    result: CommandExecResizeResponse,
  },
  'config/read': { params: ConfigReadParams, paramsRequired: true, result: ConfigReadResponse },
  'externalAgentConfig/detect': {
    params: ExternalAgentConfigDetectParams,
    paramsRequired: true,
    result: ExternalAgentConfigDetectResponse,
  },
  'externalAgentConfig/import': {
    params: ExternalAgentConfigImportParams,
    paramsRequired: true,
    result: ExternalAgentConfigImportResponse,
  },
  'externalAgentConfig/import/recordHistory': {
    params: ExternalAgentConfigImportHistoryRecordParams,
    paramsRequired: true,
    result: ExternalAgentConfigImportHistoryRecordResponse,
  },
  'externalAgentConfig/import/readHistories': {
    params: rt.nullValue,
    paramsRequired: false,
    result: ExternalAgentConfigImportHistoriesReadResponse,
  },
  'config/value/write': {
    params: ConfigValueWriteParams,
    paramsRequired: true,
    result: ConfigWriteResponse,
  },
  'config/batchWrite': {
    params: ConfigBatchWriteParams,
    paramsRequired: true,
    result: ConfigWriteResponse,
  },
  'configRequirements/read': {
    params: rt.nullValue,
    paramsRequired: false,
    result: ConfigRequirementsReadResponse,
  },
  'account/read': { params: GetAccountParams, paramsRequired: true, result: GetAccountResponse },
  fuzzyFileSearch: {
    params: FuzzyFileSearchParams,
    paramsRequired: true,
    result: FuzzyFileSearchResponse,
  },
});

/** Whether `method` is a ClientRequest method of this schema. */
export function isClientRequestMethod(method: string): method is ClientRequestMethod {
  return clientRequests.has(method);
}
