// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import * as t from 'io-ts';
import * as rt from '../../lib/protocol/codec-runtime.js';

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
  GetAccountParams,
  GetAccountRateLimitsParams,
  GetAccountRateLimitsResponse,
  GetAccountResponse,
  GetAccountSecuritySetupResponse,
  GetAccountTokenUsageParams,
  GetWorkspaceMessagesResponse,
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
  ThreadAttachmentAddParams,
  ThreadAttachmentAddResponse,
  ThreadAttachmentListParams,
  ThreadAttachmentListResponse,
  ThreadAttachmentOwnerListParams,
  ThreadAttachmentOwnerListResponse,
  ThreadAttachmentRemoveParams,
  ThreadAttachmentRemoveResponse,
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
  /* @__PURE__ */ rt.describeMethods<ClientRequestDescriptors>({
    initialize: /* @__PURE__ */ rt.request(InitializeParams, InitializeResponse, 'r'),
    'thread/start': /* @__PURE__ */ rt.request(ThreadStartParams, ThreadStartResponse, 'r'),
    'thread/resume': /* @__PURE__ */ rt.request(ThreadResumeParams, ThreadResumeResponse, 'rt'),
    'thread/fork': /* @__PURE__ */ rt.request(ThreadForkParams, ThreadForkResponse, 'rt'),
    'thread/archive': /* @__PURE__ */ rt.request(ThreadArchiveParams, ThreadArchiveResponse, 'rt'),
    'thread/delete': /* @__PURE__ */ rt.request(ThreadDeleteParams, ThreadDeleteResponse, 'rt'),
    'thread/unsubscribe': /* @__PURE__ */ rt.request(
      ThreadUnsubscribeParams,
      ThreadUnsubscribeResponse,
      'rt',
    ),
    'thread/name/set': /* @__PURE__ */ rt.request(ThreadSetNameParams, ThreadSetNameResponse, 'rt'),
    'thread/goal/set': /* @__PURE__ */ rt.request(ThreadGoalSetParams, ThreadGoalSetResponse, 'rt'),
    'thread/goal/get': /* @__PURE__ */ rt.request(ThreadGoalGetParams, ThreadGoalGetResponse, 'rt'),
    'thread/goal/clear': /* @__PURE__ */ rt.request(
      ThreadGoalClearParams,
      ThreadGoalClearResponse,
      'rt',
    ),
    'thread/metadata/update': /* @__PURE__ */ rt.request(
      ThreadMetadataUpdateParams,
      ThreadMetadataUpdateResponse,
      'rt',
    ),
    'thread/attachment/add': /* @__PURE__ */ rt.request(
      ThreadAttachmentAddParams,
      ThreadAttachmentAddResponse,
      'rt',
    ),
    'thread/attachment/list': /* @__PURE__ */ rt.request(
      ThreadAttachmentListParams,
      ThreadAttachmentListResponse,
      'rt',
    ),
    'thread/attachmentOwner/list': /* @__PURE__ */ rt.request(
      ThreadAttachmentOwnerListParams,
      ThreadAttachmentOwnerListResponse,
      'r',
    ),
    'thread/attachment/remove': /* @__PURE__ */ rt.request(
      ThreadAttachmentRemoveParams,
      ThreadAttachmentRemoveResponse,
      'rt',
    ),
    'thread/section/move': /* @__PURE__ */ rt.request(
      ThreadSectionMoveParams,
      ThreadSectionMoveResponse,
      'rt',
    ),
    'thread/unarchive': /* @__PURE__ */ rt.request(
      ThreadUnarchiveParams,
      ThreadUnarchiveResponse,
      'rt',
    ),
    'thread/compact/start': /* @__PURE__ */ rt.request(
      ThreadCompactStartParams,
      ThreadCompactStartResponse,
      'rt',
    ),
    'thread/shellCommand': /* @__PURE__ */ rt.request(
      ThreadShellCommandParams,
      ThreadShellCommandResponse,
      'rt',
    ),
    'thread/approveGuardianDeniedAction': /* @__PURE__ */ rt.request(
      ThreadApproveGuardianDeniedActionParams,
      ThreadApproveGuardianDeniedActionResponse,
      'rt',
    ),
    'thread/revert': /* @__PURE__ */ rt.request(ThreadRevertParams, ThreadRevertResponse, 'rt'),
    'thread/list': /* @__PURE__ */ rt.request(ThreadListParams, ThreadListResponse, 'r'),
    'threadSection/list': /* @__PURE__ */ rt.request(
      ThreadSectionListParams,
      ThreadSectionListResponse,
      'r',
    ),
    'threadSection/create': /* @__PURE__ */ rt.request(
      ThreadSectionCreateParams,
      ThreadSectionCreateResponse,
      'r',
    ),
    'threadSection/update': /* @__PURE__ */ rt.request(
      ThreadSectionUpdateParams,
      ThreadSectionUpdateResponse,
      'r',
    ),
    'threadSection/delete': /* @__PURE__ */ rt.request(
      ThreadSectionDeleteParams,
      ThreadSectionDeleteResponse,
      'r',
    ),
    'thread/loaded/list': /* @__PURE__ */ rt.request(
      ThreadLoadedListParams,
      ThreadLoadedListResponse,
      'r',
    ),
    'thread/read': /* @__PURE__ */ rt.request(ThreadReadParams, ThreadReadResponse, 'rt'),
    'thread/turns/list': /* @__PURE__ */ rt.request(
      ThreadTurnsListParams,
      ThreadTurnsListResponse,
      'rt',
    ),
    'thread/items/list': /* @__PURE__ */ rt.request(
      ThreadItemsListParams,
      ThreadItemsListResponse,
      'rt',
    ),
    'thread/inject_items': /* @__PURE__ */ rt.request(
      ThreadInjectItemsParams,
      ThreadInjectItemsResponse,
      'rt',
    ),
    'skills/list': /* @__PURE__ */ rt.request(SkillsListParams, SkillsListResponse, 'r'),
    'skills/extraRoots/set': /* @__PURE__ */ rt.request(
      SkillsExtraRootsSetParams,
      SkillsExtraRootsSetResponse,
      'r',
    ),
    'hooks/list': /* @__PURE__ */ rt.request(HooksListParams, HooksListResponse, 'r'),
    'marketplace/add': /* @__PURE__ */ rt.request(
      MarketplaceAddParams,
      MarketplaceAddResponse,
      'r',
    ),
    'marketplace/remove': /* @__PURE__ */ rt.request(
      MarketplaceRemoveParams,
      MarketplaceRemoveResponse,
      'r',
    ),
    'marketplace/upgrade': /* @__PURE__ */ rt.request(
      MarketplaceUpgradeParams,
      MarketplaceUpgradeResponse,
      'r',
    ),
    'plugin/list': /* @__PURE__ */ rt.request(PluginListParams, PluginListResponse, 'r'),
    'plugin/installed': /* @__PURE__ */ rt.request(
      PluginInstalledParams,
      PluginInstalledResponse,
      'r',
    ),
    'plugin/reconcile': /* @__PURE__ */ rt.request(
      PluginReconcileParams,
      PluginReconcileResponse,
      'r',
    ),
    'plugin/read': /* @__PURE__ */ rt.request(PluginReadParams, PluginReadResponse, 'r'),
    'plugin/skill/read': /* @__PURE__ */ rt.request(
      PluginSkillReadParams,
      PluginSkillReadResponse,
      'r',
    ),
    'plugin/share/save': /* @__PURE__ */ rt.request(
      PluginShareSaveParams,
      PluginShareSaveResponse,
      'r',
    ),
    'plugin/share/updateTargets': /* @__PURE__ */ rt.request(
      PluginShareUpdateTargetsParams,
      PluginShareUpdateTargetsResponse,
      'r',
    ),
    'plugin/share/list': /* @__PURE__ */ rt.request(
      PluginShareListParams,
      PluginShareListResponse,
      'r',
    ),
    'plugin/share/checkout': /* @__PURE__ */ rt.request(
      PluginShareCheckoutParams,
      PluginShareCheckoutResponse,
      'r',
    ),
    'plugin/share/delete': /* @__PURE__ */ rt.request(
      PluginShareDeleteParams,
      PluginShareDeleteResponse,
      'r',
    ),
    'app/read': /* @__PURE__ */ rt.request(AppsReadParams, AppsReadResponse, 'r'),
    'app/list': /* @__PURE__ */ rt.request(AppsListParams, AppsListResponse, 'r'),
    'app/installed': /* @__PURE__ */ rt.request(AppsInstalledParams, AppsInstalledResponse, 'r'),
    'fs/readFile': /* @__PURE__ */ rt.request(FsReadFileParams, FsReadFileResponse, 'r'),
    'fs/writeFile': /* @__PURE__ */ rt.request(FsWriteFileParams, FsWriteFileResponse, 'r'),
    'fs/createDirectory': /* @__PURE__ */ rt.request(
      FsCreateDirectoryParams,
      FsCreateDirectoryResponse,
      'r',
    ),
    'fs/getMetadata': /* @__PURE__ */ rt.request(FsGetMetadataParams, FsGetMetadataResponse, 'r'),
    'fs/readDirectory': /* @__PURE__ */ rt.request(
      FsReadDirectoryParams,
      FsReadDirectoryResponse,
      'r',
    ),
    'fs/remove': /* @__PURE__ */ rt.request(FsRemoveParams, FsRemoveResponse, 'r'),
    'fs/copy': /* @__PURE__ */ rt.request(FsCopyParams, FsCopyResponse, 'r'),
    'fs/watch': /* @__PURE__ */ rt.request(FsWatchParams, FsWatchResponse, 'r'),
    'fs/unwatch': /* @__PURE__ */ rt.request(FsUnwatchParams, FsUnwatchResponse, 'r'),
    'skills/config/write': /* @__PURE__ */ rt.request(
      SkillsConfigWriteParams,
      SkillsConfigWriteResponse,
      'r',
    ),
    'plugin/install': /* @__PURE__ */ rt.request(PluginInstallParams, PluginInstallResponse, 'r'),
    'plugin/uninstall': /* @__PURE__ */ rt.request(
      PluginUninstallParams,
      PluginUninstallResponse,
      'r',
    ),
    'turn/start': /* @__PURE__ */ rt.request(TurnStartParams, TurnStartResponse, 'rt'),
    'turn/steer': /* @__PURE__ */ rt.request(TurnSteerParams, TurnSteerResponse, 'rt'),
    'turn/interrupt': /* @__PURE__ */ rt.request(TurnInterruptParams, TurnInterruptResponse, 'rt'),
    'review/start': /* @__PURE__ */ rt.request(ReviewStartParams, ReviewStartResponse, 'rt'),
    'model/list': /* @__PURE__ */ rt.request(ModelListParams, ModelListResponse, 'r'),
    'account/gatewayOAuth/read': /* @__PURE__ */ rt.request(
      /* @__PURE__ */ rt.nullable(GatewayOAuthReadParams),
      GatewayOAuthReadResponse,
      '',
    ),
    'account/gatewayOAuth/login': /* @__PURE__ */ rt.request(
      /* @__PURE__ */ rt.nullable(GatewayOAuthLoginParams),
      GatewayOAuthLoginResponse,
      '',
    ),
    'account/gatewayOAuth/cancel': /* @__PURE__ */ rt.request(
      t.null,
      GatewayOAuthCancelResponse,
      '',
    ),
    'modelProvider/list': /* @__PURE__ */ rt.request(
      ModelProviderListParams,
      ModelProviderListResponse,
      'r',
    ),
    'modelProvider/config/write': /* @__PURE__ */ rt.request(
      ModelProviderConfigWriteParams,
      ModelProviderConfigWriteResponse,
      'r',
    ),
    'modelProvider/default/set': /* @__PURE__ */ rt.request(
      ModelProviderDefaultSetParams,
      t.unknown,
      'r',
    ),
    'modelProvider/capabilities/read': /* @__PURE__ */ rt.request(
      ModelProviderCapabilitiesReadParams,
      ModelProviderCapabilitiesReadResponse,
      'r',
    ),
    'experimentalFeature/list': /* @__PURE__ */ rt.request(
      ExperimentalFeatureListParams,
      ExperimentalFeatureListResponse,
      'r',
    ),
    'permissionProfile/list': /* @__PURE__ */ rt.request(
      PermissionProfileListParams,
      PermissionProfileListResponse,
      'r',
    ),
    'experimentalFeature/enablement/set': /* @__PURE__ */ rt.request(
      ExperimentalFeatureEnablementSetParams,
      ExperimentalFeatureEnablementSetResponse,
      'r',
    ),
    'mcpServer/oauth/login': /* @__PURE__ */ rt.request(
      McpServerOauthLoginParams,
      McpServerOauthLoginResponse,
      'r',
    ),
    'config/mcpServer/reload': /* @__PURE__ */ rt.request(t.null, McpServerRefreshResponse, ''),
    'mcpServerStatus/list': /* @__PURE__ */ rt.request(
      ListMcpServerStatusParams,
      ListMcpServerStatusResponse,
      'r',
    ),
    'mcpServer/resource/read': /* @__PURE__ */ rt.request(
      McpResourceReadParams,
      McpResourceReadResponse,
      'r',
    ),
    'mcpServer/tool/call': /* @__PURE__ */ rt.request(
      McpServerToolCallParams,
      McpServerToolCallResponse,
      'rt',
    ),
    'windowsSandbox/setupStart': /* @__PURE__ */ rt.request(
      WindowsSandboxSetupStartParams,
      WindowsSandboxSetupStartResponse,
      'r',
    ),
    'windowsSandbox/readiness': /* @__PURE__ */ rt.request(
      t.null,
      WindowsSandboxReadinessResponse,
      '',
    ),
    'account/login/start': /* @__PURE__ */ rt.request(
      LoginAccountParams,
      LoginAccountResponse,
      'r',
    ),
    'account/login/cancel': /* @__PURE__ */ rt.request(
      CancelLoginAccountParams,
      CancelLoginAccountResponse,
      'r',
    ),
    'account/logout': /* @__PURE__ */ rt.request(t.null, LogoutAccountResponse, ''),
    'account/securitySetup/read': /* @__PURE__ */ rt.request(
      t.null,
      GetAccountSecuritySetupResponse,
      '',
    ),
    'account/rateLimits/read': /* @__PURE__ */ rt.request(
      /* @__PURE__ */ rt.nullable(GetAccountRateLimitsParams),
      GetAccountRateLimitsResponse,
      '',
    ),
    'account/rateLimitResetCredit/consume': /* @__PURE__ */ rt.request(
      ConsumeAccountRateLimitResetCreditParams,
      ConsumeAccountRateLimitResetCreditResponse,
      'r',
    ),
    'account/usage/read': /* @__PURE__ */ rt.request(
      /* @__PURE__ */ rt.nullable(GetAccountTokenUsageParams),
      GetAccountTokenUsageResponse,
      '',
    ),
    'account/workspaceMessages/read': /* @__PURE__ */ rt.request(
      t.null,
      GetWorkspaceMessagesResponse,
      '',
    ),
    'account/sendAddCreditsNudgeEmail': /* @__PURE__ */ rt.request(
      SendAddCreditsNudgeEmailParams,
      SendAddCreditsNudgeEmailResponse,
      'r',
    ),
    'feedback/upload': /* @__PURE__ */ rt.request(
      FeedbackUploadParams,
      FeedbackUploadResponse,
      'r',
    ),
    'feedback/save': /* @__PURE__ */ rt.request(FeedbackSaveParams, FeedbackSaveResponse, 'r'),
    'command/exec': /* @__PURE__ */ rt.request(CommandExecParams, CommandExecResponse, 'r'),
    'command/exec/write': /* @__PURE__ */ rt.request(
      CommandExecWriteParams,
      CommandExecWriteResponse,
      'r',
    ),
    'command/exec/terminate': /* @__PURE__ */ rt.request(
      CommandExecTerminateParams,
      CommandExecTerminateResponse,
      'r',
    ),
    'command/exec/resize': /* @__PURE__ */ rt.request(
      CommandExecResizeParams,
      CommandExecResizeResponse,
      'r',
    ),
    'config/read': /* @__PURE__ */ rt.request(ConfigReadParams, ConfigReadResponse, 'r'),
    'externalAgentConfig/detect': /* @__PURE__ */ rt.request(
      ExternalAgentConfigDetectParams,
      ExternalAgentConfigDetectResponse,
      'r',
    ),
    'externalAgentConfig/import': /* @__PURE__ */ rt.request(
      ExternalAgentConfigImportParams,
      ExternalAgentConfigImportResponse,
      'r',
    ),
    'externalAgentConfig/import/recordHistory': /* @__PURE__ */ rt.request(
      ExternalAgentConfigImportHistoryRecordParams,
      ExternalAgentConfigImportHistoryRecordResponse,
      'r',
    ),
    'externalAgentConfig/import/readHistories': /* @__PURE__ */ rt.request(
      t.null,
      ExternalAgentConfigImportHistoriesReadResponse,
      '',
    ),
    'config/value/write': /* @__PURE__ */ rt.request(
      ConfigValueWriteParams,
      ConfigWriteResponse,
      'r',
    ),
    'config/batchWrite': /* @__PURE__ */ rt.request(
      ConfigBatchWriteParams,
      ConfigWriteResponse,
      'r',
    ),
    'configRequirements/read': /* @__PURE__ */ rt.request(
      t.null,
      ConfigRequirementsReadResponse,
      '',
    ),
    'account/read': /* @__PURE__ */ rt.request(GetAccountParams, GetAccountResponse, 'r'),
    fuzzyFileSearch: /* @__PURE__ */ rt.request(
      FuzzyFileSearchParams,
      FuzzyFileSearchResponse,
      'r',
    ),
  });

/** Requests the client sends (and the results the server answers with). Method name -> descriptor, looked up in constant time. */
export const clientRequests: ReadonlyMap<string, rt.RequestSpec> =
  /* @__PURE__ */ rt.methodTable<rt.RequestSpec>(clientRequestDescriptors);

/** Whether `method` is a ClientRequest method of this schema. */
export function isClientRequestMethod(method: string): method is ClientRequestMethod {
  return clientRequests.has(method);
}
