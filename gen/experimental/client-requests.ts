// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/experimental/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import * as rt from '../runtime/index.js';

import {
  FuzzyFileSearchParams,
  FuzzyFileSearchResponse,
  InitializeParams,
  InitializeResponse,
} from '../stable/shared/common.js';
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
} from '../stable/v2/account.js';
import {
  AppsInstalledParams,
  AppsInstalledResponse,
  AppsListParams,
  AppsListResponse,
  AppsReadParams,
  AppsReadResponse,
} from '../stable/v2/app.js';
import {
  CommandExecResizeParams,
  CommandExecResizeResponse,
  CommandExecResponse,
  CommandExecTerminateParams,
  CommandExecTerminateResponse,
  CommandExecWriteParams,
  CommandExecWriteResponse,
} from '../stable/v2/command.js';
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
  RemoteControlDisableParams,
  RemoteControlEnableParams,
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
} from '../stable/v2/common.js';
import {
  ConfigBatchWriteParams,
  ConfigReadParams,
  ConfigValueWriteParams,
  ConfigWriteResponse,
} from '../stable/v2/config.js';
import {
  ExternalAgentConfigDetectParams,
  ExternalAgentConfigDetectResponse,
  ExternalAgentConfigImportHistoriesReadResponse,
  ExternalAgentConfigImportHistoryRecordParams,
  ExternalAgentConfigImportHistoryRecordResponse,
  ExternalAgentConfigImportParams,
  ExternalAgentConfigImportResponse,
} from '../stable/v2/external.js';
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
} from '../stable/v2/fs.js';
import {
  GetAccountParams,
  GetAccountRateLimitsParams,
  GetAccountSecuritySetupResponse,
  GetAccountTokenUsageParams,
  GetWorkspaceMessagesResponse,
} from '../stable/v2/get.js';
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
} from '../stable/v2/mcp.js';
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
} from '../stable/v2/model.js';
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
} from '../stable/v2/plugin.js';
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
  ThreadGoalClearParams,
  ThreadGoalClearResponse,
  ThreadGoalGetParams,
  ThreadGoalGetResponse,
  ThreadGoalSetParams,
  ThreadGoalSetResponse,
  ThreadInjectItemsParams,
  ThreadInjectItemsResponse,
  ThreadLoadedListParams,
  ThreadLoadedListResponse,
  ThreadReadParams,
  ThreadRevertParams,
  ThreadSetNameParams,
  ThreadSetNameResponse,
  ThreadShellCommandParams,
  ThreadShellCommandResponse,
  ThreadTurnsListParams,
  ThreadTurnsListResponse,
  ThreadUnarchiveParams,
  ThreadUnsubscribeParams,
  ThreadUnsubscribeResponse,
  TurnStartResponse,
} from '../stable/v2/thread.js';
import {
  ThreadAttachmentAddParams,
  ThreadAttachmentAddResponse,
  ThreadAttachmentListParams,
  ThreadAttachmentListResponse,
  ThreadAttachmentOwnerListParams,
  ThreadAttachmentOwnerListResponse,
  ThreadAttachmentRemoveParams,
  ThreadAttachmentRemoveResponse,
} from '../stable/v2/thread-attachment.js';
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
} from '../stable/v2/thread-section.js';
import {
  TurnInterruptParams,
  TurnInterruptResponse,
  TurnSteerResponse,
} from '../stable/v2/turn.js';
import {
  FuzzyFileSearchSessionStartParams,
  FuzzyFileSearchSessionStartResponse,
  FuzzyFileSearchSessionStopParams,
  FuzzyFileSearchSessionStopResponse,
  FuzzyFileSearchSessionUpdateParams,
  FuzzyFileSearchSessionUpdateResponse,
} from './shared/common.js';
import {
  AccountSessionsListParams,
  AccountSessionsResponse,
  AccountSessionsSwitchParams,
  AccountSessionsSwitchResponse,
  BedrockCheckGovCloudRequirementsParams,
  BedrockCheckGovCloudRequirementsResponse,
  BedrockDiscoverParams,
  BedrockDiscoverResponse,
  BedrockSetupParams,
  BedrockSetupResponse,
  GcpSetupParams,
  GcpSetupResponse,
  GetAccountResponse,
} from './v2/account.js';
import {
  CollaborationModeListParams,
  CollaborationModeListResponse,
  CommandExecParams,
  EnvironmentAddParams,
  EnvironmentAddResponse,
  EnvironmentInfoParams,
  EnvironmentInfoResponse,
  EnvironmentStatusParams,
  EnvironmentStatusResponse,
  McpServerEventStreamStartParams,
  McpServerEventStreamStartResponse,
  McpServerEventStreamStopParams,
  McpServerEventStreamStopResponse,
  MemoryResetResponse,
  MemoryStatusParams,
  MemoryStatusResponse,
  MockExperimentalMethodParams,
  MockExperimentalMethodResponse,
  PluginSearchParams,
  PluginSearchResponse,
  ProjectCreateParams,
  ProjectCreateResponse,
  ProjectDeleteParams,
  ProjectDeleteResponse,
  ProjectImportParams,
  ProjectImportResponse,
  ProjectListParams,
  ProjectListResponse,
  ProjectMoveParams,
  ProjectMoveResponse,
  ProjectReadParams,
  ProjectReadResponse,
  ProjectUpdateParams,
  ProjectUpdateResponse,
  RolloutCompressResponse,
  ServerDiagnosticsParams,
  ServerDiagnosticsResponse,
} from './v2/common.js';
import { ConfigReadResponse, ConfigRequirementsReadResponse } from './v2/config.js';
import {
  ProcessKillParams,
  ProcessKillResponse,
  ProcessResizePtyParams,
  ProcessResizePtyResponse,
  ProcessSpawnParams,
  ProcessSpawnResponse,
  ProcessWriteStdinParams,
  ProcessWriteStdinResponse,
} from './v2/process.js';
import {
  RemoteControlClientsListParams,
  RemoteControlClientsListResponse,
  RemoteControlClientsRevokeParams,
  RemoteControlClientsRevokeResponse,
  RemoteControlDisableResponse,
  RemoteControlEnableResponse,
  RemoteControlPairingStartParams,
  RemoteControlPairingStartResponse,
  RemoteControlPairingStatusParams,
  RemoteControlPairingStatusResponse,
  RemoteControlStatusReadResponse,
} from './v2/remote.js';
import {
  ThreadBackgroundTerminalsCleanParams,
  ThreadBackgroundTerminalsCleanResponse,
  ThreadBackgroundTerminalsListParams,
  ThreadBackgroundTerminalsListResponse,
  ThreadBackgroundTerminalsTerminateParams,
  ThreadBackgroundTerminalsTerminateResponse,
  ThreadDecrementElicitationParams,
  ThreadDecrementElicitationResponse,
  ThreadForkParams,
  ThreadForkResponse,
  ThreadGuardianReviewParams,
  ThreadGuardianReviewResponse,
  ThreadIncrementElicitationParams,
  ThreadIncrementElicitationResponse,
  ThreadItemsListParams,
  ThreadItemsListResponse,
  ThreadItemsReadParams,
  ThreadItemsReadResponse,
  ThreadListParams,
  ThreadListResponse,
  ThreadMemoryModeSetParams,
  ThreadMemoryModeSetResponse,
  ThreadMemoryReadParams,
  ThreadMemoryReadResponse,
  ThreadMetadataUpdateParams,
  ThreadMetadataUpdateResponse,
  ThreadPredictionRequestParams,
  ThreadPredictionRequestResponse,
  ThreadPrepareApprovedPlanParams,
  ThreadPrepareApprovedPlanResponse,
  ThreadQueueAddParams,
  ThreadQueueAddResponse,
  ThreadQueueDeleteParams,
  ThreadQueueDeleteResponse,
  ThreadQueueListParams,
  ThreadQueueListResponse,
  ThreadQueueReorderParams,
  ThreadQueueReorderResponse,
  ThreadQueueStartParams,
  ThreadQueueStartResponse,
  ThreadQueueUpdateParams,
  ThreadQueueUpdateResponse,
  ThreadReadResponse,
  ThreadReadStateUpdateParams,
  ThreadReadStateUpdateResponse,
  ThreadRealtimeAppendAudioParams,
  ThreadRealtimeAppendAudioResponse,
  ThreadRealtimeAppendSpeechParams,
  ThreadRealtimeAppendSpeechResponse,
  ThreadRealtimeAppendTextParams,
  ThreadRealtimeAppendTextResponse,
  ThreadRealtimeListParams,
  ThreadRealtimeListResponse,
  ThreadRealtimeListVoicesParams,
  ThreadRealtimeListVoicesResponse,
  ThreadRealtimeStartParams,
  ThreadRealtimeStartResponse,
  ThreadRealtimeStopParams,
  ThreadRealtimeStopResponse,
  ThreadResumeParams,
  ThreadResumeResponse,
  ThreadRevertResponse,
  ThreadSampleCancelParams,
  ThreadSampleCancelResponse,
  ThreadSampleParams,
  ThreadSampleResponse,
  ThreadSearchCancelParams,
  ThreadSearchCancelResponse,
  ThreadSearchOccurrencesParams,
  ThreadSearchOccurrencesResponse,
  ThreadSearchParams,
  ThreadSearchResponse,
  ThreadSettingsUpdateParams,
  ThreadSettingsUpdateResponse,
  ThreadStartParams,
  ThreadStartResponse,
  ThreadTimelineListParams,
  ThreadTimelineListResponse,
  ThreadUnarchiveResponse,
} from './v2/thread.js';
import {
  TurnSettingsUpdateParams,
  TurnSettingsUpdateResponse,
  TurnStartParams,
  TurnSteerParams,
} from './v2/turn.js';
import {
  UserVerificationCancelParams,
  UserVerificationCancelResponse,
  UserVerificationDeleteParams,
  UserVerificationDeleteResponse,
  UserVerificationEnrollParams,
  UserVerificationEnrollResponse,
  UserVerificationStatusParams,
  UserVerificationStatusResponse,
  UserVerificationVerifyParams,
  UserVerificationVerifyResponse,
} from './v2/user.js';

/** Requests the client sends (and the results the server answers with). Method name -> `{ params, result }` types. */
export interface ClientRequestMap {
  initialize: { params: InitializeParams; result: InitializeResponse };
  /** Read content-free, process-local diagnostics. */
  'server/diagnostics': { params: ServerDiagnosticsParams; result: ServerDiagnosticsResponse };
  'userVerification/status': {
    params: UserVerificationStatusParams;
    result: UserVerificationStatusResponse;
  };
  'userVerification/enroll': {
    params: UserVerificationEnrollParams;
    result: UserVerificationEnrollResponse;
  };
  'userVerification/delete': {
    params: UserVerificationDeleteParams;
    result: UserVerificationDeleteResponse;
  };
  'userVerification/verify': {
    params: UserVerificationVerifyParams;
    result: UserVerificationVerifyResponse;
  };
  'userVerification/cancel': {
    params: UserVerificationCancelParams;
    result: UserVerificationCancelResponse;
  };
  /** NEW APIs */
  'thread/start': { params: ThreadStartParams; result: ThreadStartResponse };
  'thread/resume': { params: ThreadResumeParams; result: ThreadResumeResponse };
  'thread/fork': { params: ThreadForkParams; result: ThreadForkResponse };
  'thread/sample': { params: ThreadSampleParams; result: ThreadSampleResponse };
  'thread/sample/cancel': { params: ThreadSampleCancelParams; result: ThreadSampleCancelResponse };
  'thread/archive': { params: ThreadArchiveParams; result: ThreadArchiveResponse };
  'thread/delete': { params: ThreadDeleteParams; result: ThreadDeleteResponse };
  'thread/unsubscribe': { params: ThreadUnsubscribeParams; result: ThreadUnsubscribeResponse };
  /**
   * Increment the thread-local out-of-band elicitation counter.
   *
   * This is used by external helpers to pause timeout accounting while a user approval or other elicitation is pending outside the app-server request flow.
   */
  'thread/increment_elicitation': {
    params: ThreadIncrementElicitationParams;
    result: ThreadIncrementElicitationResponse;
  };
  /**
   * Decrement the thread-local out-of-band elicitation counter.
   *
   * When the count reaches zero, timeout accounting resumes for the thread.
   */
  'thread/decrement_elicitation': {
    params: ThreadDecrementElicitationParams;
    result: ThreadDecrementElicitationResponse;
  };
  'thread/name/set': { params: ThreadSetNameParams; result: ThreadSetNameResponse };
  'thread/prediction/request': {
    params: ThreadPredictionRequestParams;
    result: ThreadPredictionRequestResponse;
  };
  'thread/goal/set': { params: ThreadGoalSetParams; result: ThreadGoalSetResponse };
  'thread/goal/get': { params: ThreadGoalGetParams; result: ThreadGoalGetResponse };
  'thread/goal/clear': { params: ThreadGoalClearParams; result: ThreadGoalClearResponse };
  'thread/queue/add': { params: ThreadQueueAddParams; result: ThreadQueueAddResponse };
  'thread/queue/list': { params: ThreadQueueListParams; result: ThreadQueueListResponse };
  'thread/queue/update': { params: ThreadQueueUpdateParams; result: ThreadQueueUpdateResponse };
  'thread/queue/delete': { params: ThreadQueueDeleteParams; result: ThreadQueueDeleteResponse };
  'thread/queue/reorder': { params: ThreadQueueReorderParams; result: ThreadQueueReorderResponse };
  'thread/queue/start': { params: ThreadQueueStartParams; result: ThreadQueueStartResponse };
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
  'thread/settings/update': {
    params: ThreadSettingsUpdateParams;
    result: ThreadSettingsUpdateResponse;
  };
  'thread/memoryMode/set': {
    params: ThreadMemoryModeSetParams;
    result: ThreadMemoryModeSetResponse;
  };
  'thread/memory/read': { params: ThreadMemoryReadParams; result: ThreadMemoryReadResponse };
  'memory/status': { params: MemoryStatusParams; result: MemoryStatusResponse };
  'memory/reset': { params: null | undefined; result: MemoryResetResponse };
  /** Start a best-effort background compression pass for cold local rollouts. */
  'rollout/compress': { params: null | undefined; result: RolloutCompressResponse };
  'thread/unarchive': { params: ThreadUnarchiveParams; result: ThreadUnarchiveResponse };
  'thread/compact/start': { params: ThreadCompactStartParams; result: ThreadCompactStartResponse };
  'thread/shellCommand': { params: ThreadShellCommandParams; result: ThreadShellCommandResponse };
  'thread/approveGuardianDeniedAction': {
    params: ThreadApproveGuardianDeniedActionParams;
    result: ThreadApproveGuardianDeniedActionResponse;
  };
  'thread/backgroundTerminals/clean': {
    params: ThreadBackgroundTerminalsCleanParams;
    result: ThreadBackgroundTerminalsCleanResponse;
  };
  'thread/backgroundTerminals/list': {
    params: ThreadBackgroundTerminalsListParams;
    result: ThreadBackgroundTerminalsListResponse;
  };
  'thread/backgroundTerminals/terminate': {
    params: ThreadBackgroundTerminalsTerminateParams;
    result: ThreadBackgroundTerminalsTerminateResponse;
  };
  'thread/revert': { params: ThreadRevertParams; result: ThreadRevertResponse };
  'thread/list': { params: ThreadListParams; result: ThreadListResponse };
  'project/list': { params: ProjectListParams; result: ProjectListResponse };
  'project/read': { params: ProjectReadParams; result: ProjectReadResponse };
  'project/create': { params: ProjectCreateParams; result: ProjectCreateResponse };
  'project/import': { params: ProjectImportParams; result: ProjectImportResponse };
  'project/update': { params: ProjectUpdateParams; result: ProjectUpdateResponse };
  'project/move': { params: ProjectMoveParams; result: ProjectMoveResponse };
  'project/delete': { params: ProjectDeleteParams; result: ProjectDeleteResponse };
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
  'thread/search': { params: ThreadSearchParams; result: ThreadSearchResponse };
  /** Search with best-effort incremental `thread/search/partial` notifications. The final response is authoritative for results, ordering, and cursors. */
  'thread/search/stream': { params: ThreadSearchParams; result: ThreadSearchResponse };
  'thread/search/cancel': { params: ThreadSearchCancelParams; result: ThreadSearchCancelResponse };
  /** Cancel a `thread/search/stream` request on this connection. */
  'thread/search/stream/cancel': {
    params: ThreadSearchCancelParams;
    result: ThreadSearchCancelResponse;
  };
  'thread/searchOccurrences': {
    params: ThreadSearchOccurrencesParams;
    result: ThreadSearchOccurrencesResponse;
  };
  'thread/loaded/list': { params: ThreadLoadedListParams; result: ThreadLoadedListResponse };
  'thread/read': { params: ThreadReadParams; result: ThreadReadResponse };
  'thread/readState/update': {
    params: ThreadReadStateUpdateParams;
    result: ThreadReadStateUpdateResponse;
  };
  'thread/turns/list': { params: ThreadTurnsListParams; result: ThreadTurnsListResponse };
  'thread/items/list': { params: ThreadItemsListParams; result: ThreadItemsListResponse };
  'thread/items/read': { params: ThreadItemsReadParams; result: ThreadItemsReadResponse };
  /** Review the idle thread's final injected exec_command without executing it. */
  'thread/guardianReview': {
    params: ThreadGuardianReviewParams;
    result: ThreadGuardianReviewResponse;
  };
  /** Append raw Responses API items to the thread history without starting a user turn. */
  'thread/inject_items': { params: ThreadInjectItemsParams; result: ThreadInjectItemsResponse };
  'thread/prepareApprovedPlan': {
    params: ThreadPrepareApprovedPlanParams;
    result: ThreadPrepareApprovedPlanResponse;
  };
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
  'plugin/search': { params: PluginSearchParams; result: PluginSearchResponse };
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
  'turn/settings/update': { params: TurnSettingsUpdateParams; result: TurnSettingsUpdateResponse };
  'turn/steer': { params: TurnSteerParams; result: TurnSteerResponse };
  'turn/interrupt': { params: TurnInterruptParams; result: TurnInterruptResponse };
  'thread/realtime/start': {
    params: ThreadRealtimeStartParams;
    result: ThreadRealtimeStartResponse;
  };
  'thread/realtime/appendAudio': {
    params: ThreadRealtimeAppendAudioParams;
    result: ThreadRealtimeAppendAudioResponse;
  };
  'thread/realtime/appendText': {
    params: ThreadRealtimeAppendTextParams;
    result: ThreadRealtimeAppendTextResponse;
  };
  'thread/realtime/appendSpeech': {
    params: ThreadRealtimeAppendSpeechParams;
    result: ThreadRealtimeAppendSpeechResponse;
  };
  'thread/realtime/stop': { params: ThreadRealtimeStopParams; result: ThreadRealtimeStopResponse };
  'thread/timeline/list': { params: ThreadTimelineListParams; result: ThreadTimelineListResponse };
  'thread/realtime/list': { params: ThreadRealtimeListParams; result: ThreadRealtimeListResponse };
  'thread/realtime/listVoices': {
    params: ThreadRealtimeListVoicesParams;
    result: ThreadRealtimeListVoicesResponse;
  };
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
  'remoteControl/enable': {
    params: RemoteControlEnableParams | null | undefined;
    result: RemoteControlEnableResponse;
  };
  'remoteControl/disable': {
    params: RemoteControlDisableParams | null | undefined;
    result: RemoteControlDisableResponse;
  };
  'remoteControl/status/read': {
    params: null | undefined;
    result: RemoteControlStatusReadResponse;
  };
  'remoteControl/pairing/start': {
    params: RemoteControlPairingStartParams;
    result: RemoteControlPairingStartResponse;
  };
  'remoteControl/pairing/status': {
    params: RemoteControlPairingStatusParams;
    result: RemoteControlPairingStatusResponse;
  };
  'remoteControl/client/list': {
    params: RemoteControlClientsListParams;
    result: RemoteControlClientsListResponse;
  };
  'remoteControl/client/revoke': {
    params: RemoteControlClientsRevokeParams;
    result: RemoteControlClientsRevokeResponse;
  };
  /** Lists collaboration mode presets. */
  'collaborationMode/list': {
    params: CollaborationModeListParams;
    result: CollaborationModeListResponse;
  };
  /** Test-only method used to validate experimental gating. */
  'mock/experimentalMethod': {
    params: MockExperimentalMethodParams;
    result: MockExperimentalMethodResponse;
  };
  /** Adds or replaces a remote environment by id for later selection. */
  'environment/add': { params: EnvironmentAddParams; result: EnvironmentAddResponse };
  /** Reads information from a configured execution environment. */
  'environment/info': { params: EnvironmentInfoParams; result: EnvironmentInfoResponse };
  /** Reads the current status of a configured execution environment. */
  'environment/status': { params: EnvironmentStatusParams; result: EnvironmentStatusResponse };
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
  'mcpServer/event/stream/start': {
    params: McpServerEventStreamStartParams;
    result: McpServerEventStreamStartResponse;
  };
  'mcpServer/event/stream/stop': {
    params: McpServerEventStreamStopParams;
    result: McpServerEventStreamStopResponse;
  };
  'mcpServer/tool/call': { params: McpServerToolCallParams; result: McpServerToolCallResponse };
  'windowsSandbox/setupStart': {
    params: WindowsSandboxSetupStartParams;
    result: WindowsSandboxSetupStartResponse;
  };
  'windowsSandbox/readiness': { params: null | undefined; result: WindowsSandboxReadinessResponse };
  'account/login/start': { params: LoginAccountParams; result: LoginAccountResponse };
  'account/bedrock/discover': { params: BedrockDiscoverParams; result: BedrockDiscoverResponse };
  'account/bedrock/setup': { params: BedrockSetupParams; result: BedrockSetupResponse };
  'account/gcp/setup': { params: GcpSetupParams; result: GcpSetupResponse };
  'account/bedrock/checkGovCloudRequirements': {
    params: BedrockCheckGovCloudRequirementsParams;
    result: BedrockCheckGovCloudRequirementsResponse;
  };
  'account/login/cancel': { params: CancelLoginAccountParams; result: CancelLoginAccountResponse };
  'accountSession/list': { params: AccountSessionsListParams; result: AccountSessionsResponse };
  'accountSession/switch': {
    params: AccountSessionsSwitchParams;
    result: AccountSessionsSwitchResponse;
  };
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
  /** Spawn a standalone process (argv vector) without a Codex sandbox. */
  'process/spawn': { params: ProcessSpawnParams; result: ProcessSpawnResponse };
  /** Write stdin bytes to a running `process/spawn` session or close stdin. */
  'process/writeStdin': { params: ProcessWriteStdinParams; result: ProcessWriteStdinResponse };
  /** Terminate a running `process/spawn` session by client-supplied `processHandle`. */
  'process/kill': { params: ProcessKillParams; result: ProcessKillResponse };
  /** Resize a running PTY-backed `process/spawn` session by client-supplied `processHandle`. */
  'process/resizePty': { params: ProcessResizePtyParams; result: ProcessResizePtyResponse };
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
  'fuzzyFileSearch/sessionStart': {
    params: FuzzyFileSearchSessionStartParams;
    result: FuzzyFileSearchSessionStartResponse;
  };
  'fuzzyFileSearch/sessionUpdate': {
    params: FuzzyFileSearchSessionUpdateParams;
    result: FuzzyFileSearchSessionUpdateResponse;
  };
  'fuzzyFileSearch/sessionStop': {
    params: FuzzyFileSearchSessionStopParams;
    result: FuzzyFileSearchSessionStopResponse;
  };
}

/** Every ClientRequest method of this schema. */
export type ClientRequestMethod = keyof ClientRequestMap;

/** The ClientRequest methods whose params carry a required `threadId`. */
export type ThreadScopedClientRequestMethod =
  | 'thread/resume'
  | 'thread/fork'
  | 'thread/sample'
  | 'thread/archive'
  | 'thread/delete'
  | 'thread/unsubscribe'
  | 'thread/increment_elicitation'
  | 'thread/decrement_elicitation'
  | 'thread/name/set'
  | 'thread/prediction/request'
  | 'thread/goal/set'
  | 'thread/goal/get'
  | 'thread/goal/clear'
  | 'thread/queue/add'
  | 'thread/queue/list'
  | 'thread/queue/update'
  | 'thread/queue/delete'
  | 'thread/queue/reorder'
  | 'thread/queue/start'
  | 'thread/metadata/update'
  | 'thread/attachment/add'
  | 'thread/attachment/list'
  | 'thread/attachment/remove'
  | 'thread/section/move'
  | 'thread/settings/update'
  | 'thread/memoryMode/set'
  | 'thread/memory/read'
  | 'thread/unarchive'
  | 'thread/compact/start'
  | 'thread/shellCommand'
  | 'thread/approveGuardianDeniedAction'
  | 'thread/backgroundTerminals/clean'
  | 'thread/backgroundTerminals/list'
  | 'thread/backgroundTerminals/terminate'
  | 'thread/revert'
  | 'thread/searchOccurrences'
  | 'thread/read'
  | 'thread/readState/update'
  | 'thread/turns/list'
  | 'thread/items/list'
  | 'thread/items/read'
  | 'thread/guardianReview'
  | 'thread/inject_items'
  | 'thread/prepareApprovedPlan'
  | 'turn/start'
  | 'turn/settings/update'
  | 'turn/steer'
  | 'turn/interrupt'
  | 'thread/realtime/start'
  | 'thread/realtime/appendAudio'
  | 'thread/realtime/appendText'
  | 'thread/realtime/appendSpeech'
  | 'thread/realtime/stop'
  | 'thread/timeline/list'
  | 'thread/realtime/list'
  | 'review/start'
  | 'mcpServer/event/stream/start'
  | 'mcpServer/tool/call';

/** The ClientRequest methods only the experimental schema has (they need `capabilities.experimentalApi`). */
export type ExperimentalClientRequestMethod =
  | 'server/diagnostics'
  | 'userVerification/status'
  | 'userVerification/enroll'
  | 'userVerification/delete'
  | 'userVerification/verify'
  | 'userVerification/cancel'
  | 'thread/sample'
  | 'thread/sample/cancel'
  | 'thread/increment_elicitation'
  | 'thread/decrement_elicitation'
  | 'thread/prediction/request'
  | 'thread/queue/add'
  | 'thread/queue/list'
  | 'thread/queue/update'
  | 'thread/queue/delete'
  | 'thread/queue/reorder'
  | 'thread/queue/start'
  | 'thread/settings/update'
  | 'thread/memoryMode/set'
  | 'thread/memory/read'
  | 'memory/status'
  | 'memory/reset'
  | 'rollout/compress'
  | 'thread/backgroundTerminals/clean'
  | 'thread/backgroundTerminals/list'
  | 'thread/backgroundTerminals/terminate'
  | 'project/list'
  | 'project/read'
  | 'project/create'
  | 'project/import'
  | 'project/update'
  | 'project/move'
  | 'project/delete'
  | 'thread/search'
  | 'thread/search/stream'
  | 'thread/search/cancel'
  | 'thread/search/stream/cancel'
  | 'thread/searchOccurrences'
  | 'thread/readState/update'
  | 'thread/items/read'
  | 'thread/guardianReview'
  | 'thread/prepareApprovedPlan'
  | 'plugin/search'
  | 'turn/settings/update'
  | 'thread/realtime/start'
  | 'thread/realtime/appendAudio'
  | 'thread/realtime/appendText'
  | 'thread/realtime/appendSpeech'
  | 'thread/realtime/stop'
  | 'thread/timeline/list'
  | 'thread/realtime/list'
  | 'thread/realtime/listVoices'
  | 'remoteControl/enable'
  | 'remoteControl/disable'
  | 'remoteControl/status/read'
  | 'remoteControl/pairing/start'
  | 'remoteControl/pairing/status'
  | 'remoteControl/client/list'
  | 'remoteControl/client/revoke'
  | 'collaborationMode/list'
  | 'mock/experimentalMethod'
  | 'environment/add'
  | 'environment/info'
  | 'environment/status'
  | 'mcpServer/event/stream/start'
  | 'mcpServer/event/stream/stop'
  | 'account/bedrock/discover'
  | 'account/bedrock/setup'
  | 'account/gcp/setup'
  | 'account/bedrock/checkGovCloudRequirements'
  | 'accountSession/list'
  | 'accountSession/switch'
  | 'process/spawn'
  | 'process/writeStdin'
  | 'process/kill'
  | 'process/resizePty'
  | 'fuzzyFileSearch/sessionStart'
  | 'fuzzyFileSearch/sessionUpdate'
  | 'fuzzyFileSearch/sessionStop';

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
    'server/diagnostics': {
      params: ServerDiagnosticsParams,
      paramsRequired: true,
      result: ServerDiagnosticsResponse,
      threadScoped: false,
      experimental: true,
    },
    'userVerification/status': {
      params: UserVerificationStatusParams,
      paramsRequired: true,
      result: UserVerificationStatusResponse,
      threadScoped: false,
      experimental: true,
    },
    'userVerification/enroll': {
      params: UserVerificationEnrollParams,
      paramsRequired: true,
      result: UserVerificationEnrollResponse,
      threadScoped: false,
      experimental: true,
    },
    'userVerification/delete': {
      params: UserVerificationDeleteParams,
      paramsRequired: true,
      result: UserVerificationDeleteResponse,
      threadScoped: false,
      experimental: true,
    },
    'userVerification/verify': {
      params: UserVerificationVerifyParams,
      paramsRequired: true,
      result: UserVerificationVerifyResponse,
      threadScoped: false,
      experimental: true,
    },
    'userVerification/cancel': {
      params: UserVerificationCancelParams,
      paramsRequired: true,
      result: UserVerificationCancelResponse,
      threadScoped: false,
      experimental: true,
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
    'thread/sample': {
      params: ThreadSampleParams,
      paramsRequired: true,
      result: ThreadSampleResponse,
      threadScoped: true,
      experimental: true,
    },
    'thread/sample/cancel': {
      params: ThreadSampleCancelParams,
      paramsRequired: true,
      result: ThreadSampleCancelResponse,
      threadScoped: false,
      experimental: true,
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
    'thread/increment_elicitation': {
      params: ThreadIncrementElicitationParams,
      paramsRequired: true,
      result: ThreadIncrementElicitationResponse,
      threadScoped: true,
      experimental: true,
    },
    'thread/decrement_elicitation': {
      params: ThreadDecrementElicitationParams,
      paramsRequired: true,
      result: ThreadDecrementElicitationResponse,
      threadScoped: true,
      experimental: true,
    },
    'thread/name/set': {
      params: ThreadSetNameParams,
      paramsRequired: true,
      result: ThreadSetNameResponse,
      threadScoped: true,
      experimental: false,
    },
    'thread/prediction/request': {
      params: ThreadPredictionRequestParams,
      paramsRequired: true,
      result: ThreadPredictionRequestResponse,
      threadScoped: true,
      experimental: true,
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
    'thread/queue/add': {
      params: ThreadQueueAddParams,
      paramsRequired: true,
      result: ThreadQueueAddResponse,
      threadScoped: true,
      experimental: true,
    },
    'thread/queue/list': {
      params: ThreadQueueListParams,
      paramsRequired: true,
      result: ThreadQueueListResponse,
      threadScoped: true,
      experimental: true,
    },
    'thread/queue/update': {
      params: ThreadQueueUpdateParams,
      paramsRequired: true,
      result: ThreadQueueUpdateResponse,
      threadScoped: true,
      experimental: true,
    },
    'thread/queue/delete': {
      params: ThreadQueueDeleteParams,
      paramsRequired: true,
      result: ThreadQueueDeleteResponse,
      threadScoped: true,
      experimental: true,
    },
    'thread/queue/reorder': {
      params: ThreadQueueReorderParams,
      paramsRequired: true,
      result: ThreadQueueReorderResponse,
      threadScoped: true,
      experimental: true,
    },
    'thread/queue/start': {
      params: ThreadQueueStartParams,
      paramsRequired: true,
      result: ThreadQueueStartResponse,
      threadScoped: true,
      experimental: true,
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
    'thread/settings/update': {
      params: ThreadSettingsUpdateParams,
      paramsRequired: true,
      result: ThreadSettingsUpdateResponse,
      threadScoped: true,
      experimental: true,
    },
    'thread/memoryMode/set': {
      params: ThreadMemoryModeSetParams,
      paramsRequired: true,
      result: ThreadMemoryModeSetResponse,
      threadScoped: true,
      experimental: true,
    },
    'thread/memory/read': {
      params: ThreadMemoryReadParams,
      paramsRequired: true,
      result: ThreadMemoryReadResponse,
      threadScoped: true,
      experimental: true,
    },
    'memory/status': {
      params: MemoryStatusParams,
      paramsRequired: true,
      result: MemoryStatusResponse,
      threadScoped: false,
      experimental: true,
    },
    'memory/reset': {
      params: rt.nullValue,
      paramsRequired: false,
      result: MemoryResetResponse,
      threadScoped: false,
      experimental: true,
    },
    'rollout/compress': {
      params: rt.nullValue,
      paramsRequired: false,
      result: RolloutCompressResponse,
      threadScoped: false,
      experimental: true,
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
    'thread/backgroundTerminals/clean': {
      params: ThreadBackgroundTerminalsCleanParams,
      paramsRequired: true,
      result: ThreadBackgroundTerminalsCleanResponse,
      threadScoped: true,
      experimental: true,
    },
    'thread/backgroundTerminals/list': {
      params: ThreadBackgroundTerminalsListParams,
      paramsRequired: true,
      result: ThreadBackgroundTerminalsListResponse,
      threadScoped: true,
      experimental: true,
    },
    'thread/backgroundTerminals/terminate': {
      params: ThreadBackgroundTerminalsTerminateParams,
      paramsRequired: true,
      result: ThreadBackgroundTerminalsTerminateResponse,
      threadScoped: true,
      experimental: true,
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
    'project/list': {
      params: ProjectListParams,
      paramsRequired: true,
      result: ProjectListResponse,
      threadScoped: false,
      experimental: true,
    },
    'project/read': {
      params: ProjectReadParams,
      paramsRequired: true,
      result: ProjectReadResponse,
      threadScoped: false,
      experimental: true,
    },
    'project/create': {
      params: ProjectCreateParams,
      paramsRequired: true,
      result: ProjectCreateResponse,
      threadScoped: false,
      experimental: true,
    },
    'project/import': {
      params: ProjectImportParams,
      paramsRequired: true,
      result: ProjectImportResponse,
      threadScoped: false,
      experimental: true,
    },
    'project/update': {
      params: ProjectUpdateParams,
      paramsRequired: true,
      result: ProjectUpdateResponse,
      threadScoped: false,
      experimental: true,
    },
    'project/move': {
      params: ProjectMoveParams,
      paramsRequired: true,
      result: ProjectMoveResponse,
      threadScoped: false,
      experimental: true,
    },
    'project/delete': {
      params: ProjectDeleteParams,
      paramsRequired: true,
      result: ProjectDeleteResponse,
      threadScoped: false,
      experimental: true,
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
    'thread/search': {
      params: ThreadSearchParams,
      paramsRequired: true,
      result: ThreadSearchResponse,
      threadScoped: false,
      experimental: true,
    },
    'thread/search/stream': {
      params: ThreadSearchParams,
      paramsRequired: true,
      result: ThreadSearchResponse,
      threadScoped: false,
      experimental: true,
    },
    'thread/search/cancel': {
      params: ThreadSearchCancelParams,
      paramsRequired: true,
      result: ThreadSearchCancelResponse,
      threadScoped: false,
      experimental: true,
    },
    'thread/search/stream/cancel': {
      params: ThreadSearchCancelParams,
      paramsRequired: true,
      result: ThreadSearchCancelResponse,
      threadScoped: false,
      experimental: true,
    },
    'thread/searchOccurrences': {
      params: ThreadSearchOccurrencesParams,
      paramsRequired: true,
      result: ThreadSearchOccurrencesResponse,
      threadScoped: true,
      experimental: true,
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
    'thread/readState/update': {
      params: ThreadReadStateUpdateParams,
      paramsRequired: true,
      result: ThreadReadStateUpdateResponse,
      threadScoped: true,
      experimental: true,
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
    'thread/items/read': {
      params: ThreadItemsReadParams,
      paramsRequired: true,
      result: ThreadItemsReadResponse,
      threadScoped: true,
      experimental: true,
    },
    'thread/guardianReview': {
      params: ThreadGuardianReviewParams,
      paramsRequired: true,
      result: ThreadGuardianReviewResponse,
      threadScoped: true,
      experimental: true,
    },
    'thread/inject_items': {
      params: ThreadInjectItemsParams,
      paramsRequired: true,
      result: ThreadInjectItemsResponse,
      threadScoped: true,
      experimental: false,
    },
    'thread/prepareApprovedPlan': {
      params: ThreadPrepareApprovedPlanParams,
      paramsRequired: true,
      result: ThreadPrepareApprovedPlanResponse,
      threadScoped: true,
      experimental: true,
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
    'plugin/search': {
      params: PluginSearchParams,
      paramsRequired: true,
      result: PluginSearchResponse,
      threadScoped: false,
      experimental: true,
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
    'turn/settings/update': {
      params: TurnSettingsUpdateParams,
      paramsRequired: true,
      result: TurnSettingsUpdateResponse,
      threadScoped: true,
      experimental: true,
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
    'thread/realtime/start': {
      params: ThreadRealtimeStartParams,
      paramsRequired: true,
      result: ThreadRealtimeStartResponse,
      threadScoped: true,
      experimental: true,
    },
    'thread/realtime/appendAudio': {
      params: ThreadRealtimeAppendAudioParams,
      paramsRequired: true,
      result: ThreadRealtimeAppendAudioResponse,
      threadScoped: true,
      experimental: true,
    },
    'thread/realtime/appendText': {
      params: ThreadRealtimeAppendTextParams,
      paramsRequired: true,
      result: ThreadRealtimeAppendTextResponse,
      threadScoped: true,
      experimental: true,
    },
    'thread/realtime/appendSpeech': {
      params: ThreadRealtimeAppendSpeechParams,
      paramsRequired: true,
      result: ThreadRealtimeAppendSpeechResponse,
      threadScoped: true,
      experimental: true,
    },
    'thread/realtime/stop': {
      params: ThreadRealtimeStopParams,
      paramsRequired: true,
      result: ThreadRealtimeStopResponse,
      threadScoped: true,
      experimental: true,
    },
    'thread/timeline/list': {
      params: ThreadTimelineListParams,
      paramsRequired: true,
      result: ThreadTimelineListResponse,
      threadScoped: true,
      experimental: true,
    },
    'thread/realtime/list': {
      params: ThreadRealtimeListParams,
      paramsRequired: true,
      result: ThreadRealtimeListResponse,
      threadScoped: true,
      experimental: true,
    },
    'thread/realtime/listVoices': {
      params: ThreadRealtimeListVoicesParams,
      paramsRequired: true,
      result: ThreadRealtimeListVoicesResponse,
      threadScoped: false,
      experimental: true,
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
    'remoteControl/enable': {
      params: rt.nullable(rt.ref('RemoteControlEnableParams', () => RemoteControlEnableParams)),
      paramsRequired: false,
      result: RemoteControlEnableResponse,
      threadScoped: false,
      experimental: true,
    },
    'remoteControl/disable': {
      params: rt.nullable(rt.ref('RemoteControlDisableParams', () => RemoteControlDisableParams)),
      paramsRequired: false,
      result: RemoteControlDisableResponse,
      threadScoped: false,
      experimental: true,
    },
    'remoteControl/status/read': {
      params: rt.nullValue,
      paramsRequired: false,
      result: RemoteControlStatusReadResponse,
      threadScoped: false,
      experimental: true,
    },
    'remoteControl/pairing/start': {
      params: RemoteControlPairingStartParams,
      paramsRequired: true,
      result: RemoteControlPairingStartResponse,
      threadScoped: false,
      experimental: true,
    },
    'remoteControl/pairing/status': {
      params: RemoteControlPairingStatusParams,
      paramsRequired: true,
      result: RemoteControlPairingStatusResponse,
      threadScoped: false,
      experimental: true,
    },
    'remoteControl/client/list': {
      params: RemoteControlClientsListParams,
      paramsRequired: true,
      result: RemoteControlClientsListResponse,
      threadScoped: false,
      experimental: true,
    },
    'remoteControl/client/revoke': {
      params: RemoteControlClientsRevokeParams,
      paramsRequired: true,
      result: RemoteControlClientsRevokeResponse,
      threadScoped: false,
      experimental: true,
    },
    'collaborationMode/list': {
      params: CollaborationModeListParams,
      paramsRequired: true,
      result: CollaborationModeListResponse,
      threadScoped: false,
      experimental: true,
    },
    'mock/experimentalMethod': {
      params: MockExperimentalMethodParams,
      paramsRequired: true,
      result: MockExperimentalMethodResponse,
      threadScoped: false,
      experimental: true,
    },
    'environment/add': {
      params: EnvironmentAddParams,
      paramsRequired: true,
      result: EnvironmentAddResponse,
      threadScoped: false,
      experimental: true,
    },
    'environment/info': {
      params: EnvironmentInfoParams,
      paramsRequired: true,
      result: EnvironmentInfoResponse,
      threadScoped: false,
      experimental: true,
    },
    'environment/status': {
      params: EnvironmentStatusParams,
      paramsRequired: true,
      result: EnvironmentStatusResponse,
      threadScoped: false,
      experimental: true,
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
    'mcpServer/event/stream/start': {
      params: McpServerEventStreamStartParams,
      paramsRequired: true,
      result: McpServerEventStreamStartResponse,
      threadScoped: true,
      experimental: true,
    },
    'mcpServer/event/stream/stop': {
      params: McpServerEventStreamStopParams,
      paramsRequired: true,
      result: McpServerEventStreamStopResponse,
      threadScoped: false,
      experimental: true,
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
    'account/bedrock/discover': {
      params: BedrockDiscoverParams,
      paramsRequired: true,
      result: BedrockDiscoverResponse,
      threadScoped: false,
      experimental: true,
    },
    'account/bedrock/setup': {
      params: BedrockSetupParams,
      paramsRequired: true,
      result: BedrockSetupResponse,
      threadScoped: false,
      experimental: true,
    },
    'account/gcp/setup': {
      params: GcpSetupParams,
      paramsRequired: true,
      result: GcpSetupResponse,
      threadScoped: false,
      experimental: true,
    },
    'account/bedrock/checkGovCloudRequirements': {
      params: BedrockCheckGovCloudRequirementsParams,
      paramsRequired: true,
      result: BedrockCheckGovCloudRequirementsResponse,
      threadScoped: false,
      experimental: true,
    },
    'account/login/cancel': {
      params: CancelLoginAccountParams,
      paramsRequired: true,
      result: CancelLoginAccountResponse,
      threadScoped: false,
      experimental: false,
    },
    'accountSession/list': {
      params: AccountSessionsListParams,
      paramsRequired: true,
      result: AccountSessionsResponse,
      threadScoped: false,
      experimental: true,
    },
    'accountSession/switch': {
      params: AccountSessionsSwitchParams,
      paramsRequired: true,
      result: AccountSessionsSwitchResponse,
      threadScoped: false,
      experimental: true,
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
    'process/spawn': {
      params: ProcessSpawnParams,
      paramsRequired: true,
      result: ProcessSpawnResponse,
      threadScoped: false,
      experimental: true,
    },
    'process/writeStdin': {
      params: ProcessWriteStdinParams,
      paramsRequired: true,
      result: ProcessWriteStdinResponse,
      threadScoped: false,
      experimental: true,
    },
    'process/kill': {
      params: ProcessKillParams,
      paramsRequired: true,
      result: ProcessKillResponse,
      threadScoped: false,
      experimental: true,
    },
    'process/resizePty': {
      params: ProcessResizePtyParams,
      paramsRequired: true,
      result: ProcessResizePtyResponse,
      threadScoped: false,
      experimental: true,
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
    'fuzzyFileSearch/sessionStart': {
      params: FuzzyFileSearchSessionStartParams,
      paramsRequired: true,
      result: FuzzyFileSearchSessionStartResponse,
      threadScoped: false,
      experimental: true,
    },
    'fuzzyFileSearch/sessionUpdate': {
      params: FuzzyFileSearchSessionUpdateParams,
      paramsRequired: true,
      result: FuzzyFileSearchSessionUpdateResponse,
      threadScoped: false,
      experimental: true,
    },
    'fuzzyFileSearch/sessionStop': {
      params: FuzzyFileSearchSessionStopParams,
      paramsRequired: true,
      result: FuzzyFileSearchSessionStopResponse,
      threadScoped: false,
      experimental: true,
    },
  });

/** Requests the client sends (and the results the server answers with). Method name -> descriptor, looked up in constant time. */
export const clientRequests: ReadonlyMap<string, rt.RequestSpec> =
  rt.methodTable<rt.RequestSpec>(clientRequestDescriptors);

/** Whether `method` is a ClientRequest method of this schema. */
export function isClientRequestMethod(method: string): method is ClientRequestMethod {
  return clientRequests.has(method);
}
