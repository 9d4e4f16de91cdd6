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

/** Requests the client sends (and the results the server answers with). Method name -> codecs, looked up in constant time. */
export const clientRequests: ReadonlyMap<string, rt.RequestSpec> = rt.methodTable<rt.RequestSpec>({
  initialize: { params: InitializeParams, paramsRequired: true, result: InitializeResponse },
  'server/diagnostics': {
    params: ServerDiagnosticsParams,
    paramsRequired: true,
    result: ServerDiagnosticsResponse,
  },
  'userVerification/status': {
    params: UserVerificationStatusParams,
    paramsRequired: true,
    result: UserVerificationStatusResponse,
  },
  'userVerification/enroll': {
    params: UserVerificationEnrollParams,
    paramsRequired: true,
    result: UserVerificationEnrollResponse,
  },
  'userVerification/delete': {
    params: UserVerificationDeleteParams,
    paramsRequired: true,
    result: UserVerificationDeleteResponse,
  },
  'userVerification/verify': {
    params: UserVerificationVerifyParams,
    paramsRequired: true,
    result: UserVerificationVerifyResponse,
  },
  'userVerification/cancel': {
    params: UserVerificationCancelParams,
    paramsRequired: true,
    result: UserVerificationCancelResponse,
  },
  'thread/start': { params: ThreadStartParams, paramsRequired: true, result: ThreadStartResponse },
  'thread/resume': {
    params: ThreadResumeParams,
    paramsRequired: true,
    result: ThreadResumeResponse,
  },
  'thread/fork': { params: ThreadForkParams, paramsRequired: true, result: ThreadForkResponse },
  'thread/sample': {
    params: ThreadSampleParams,
    paramsRequired: true,
    result: ThreadSampleResponse,
  },
  'thread/sample/cancel': {
    params: ThreadSampleCancelParams,
    paramsRequired: true,
    result: ThreadSampleCancelResponse,
  },
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
  'thread/increment_elicitation': {
    params: ThreadIncrementElicitationParams,
    paramsRequired: true,
    result: ThreadIncrementElicitationResponse,
  },
  'thread/decrement_elicitation': {
    params: ThreadDecrementElicitationParams,
    paramsRequired: true,
    result: ThreadDecrementElicitationResponse,
  },
  'thread/name/set': {
    params: ThreadSetNameParams,
    paramsRequired: true,
    result: ThreadSetNameResponse,
  },
  'thread/prediction/request': {
    params: ThreadPredictionRequestParams,
    paramsRequired: true,
    result: ThreadPredictionRequestResponse,
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
  'thread/queue/add': {
    params: ThreadQueueAddParams,
    paramsRequired: true,
    result: ThreadQueueAddResponse,
  },
  'thread/queue/list': {
    params: ThreadQueueListParams,
    paramsRequired: true,
    result: ThreadQueueListResponse,
  },
  'thread/queue/update': {
    params: ThreadQueueUpdateParams,
    paramsRequired: true,
    result: ThreadQueueUpdateResponse,
  },
  'thread/queue/delete': {
    params: ThreadQueueDeleteParams,
    paramsRequired: true,
    result: ThreadQueueDeleteResponse,
  },
  'thread/queue/reorder': {
    params: ThreadQueueReorderParams,
    paramsRequired: true,
    result: ThreadQueueReorderResponse,
  },
  'thread/queue/start': {
    params: ThreadQueueStartParams,
    paramsRequired: true,
    result: ThreadQueueStartResponse,
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
  'thread/settings/update': {
    params: ThreadSettingsUpdateParams,
    paramsRequired: true,
    result: ThreadSettingsUpdateResponse,
  },
  'thread/memoryMode/set': {
    params: ThreadMemoryModeSetParams,
    paramsRequired: true,
    result: ThreadMemoryModeSetResponse,
  },
  'thread/memory/read': {
    params: ThreadMemoryReadParams,
    paramsRequired: true,
    result: ThreadMemoryReadResponse,
  },
  'memory/status': {
    params: MemoryStatusParams,
    paramsRequired: true,
    result: MemoryStatusResponse,
  },
  'memory/reset': { params: rt.nullValue, paramsRequired: false, result: MemoryResetResponse },
  'rollout/compress': {
    params: rt.nullValue,
    paramsRequired: false,
    result: RolloutCompressResponse,
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
  'thread/backgroundTerminals/clean': {
    params: ThreadBackgroundTerminalsCleanParams,
    paramsRequired: true,
    result: ThreadBackgroundTerminalsCleanResponse,
  },
  'thread/backgroundTerminals/list': {
    params: ThreadBackgroundTerminalsListParams,
    paramsRequired: true,
    result: ThreadBackgroundTerminalsListResponse,
  },
  'thread/backgroundTerminals/terminate': {
    params: ThreadBackgroundTerminalsTerminateParams,
    paramsRequired: true,
    result: ThreadBackgroundTerminalsTerminateResponse,
  },
  'thread/revert': {
    params: ThreadRevertParams,
    paramsRequired: true,
    result: ThreadRevertResponse,
  },
  'thread/list': { params: ThreadListParams, paramsRequired: true, result: ThreadListResponse },
  'project/list': { params: ProjectListParams, paramsRequired: true, result: ProjectListResponse },
  'project/read': { params: ProjectReadParams, paramsRequired: true, result: ProjectReadResponse },
  'project/create': {
    params: ProjectCreateParams,
    paramsRequired: true,
    result: ProjectCreateResponse,
  },
  'project/import': {
    params: ProjectImportParams,
    paramsRequired: true,
    result: ProjectImportResponse,
  },
  'project/update': {
    params: ProjectUpdateParams,
    paramsRequired: true,
    result: ProjectUpdateResponse,
  },
  'project/move': { params: ProjectMoveParams, paramsRequired: true, result: ProjectMoveResponse },
  'project/delete': {
    params: ProjectDeleteParams,
    paramsRequired: true,
    result: ProjectDeleteResponse,
  },
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
  'thread/search': {
    params: ThreadSearchParams,
    paramsRequired: true,
    result: ThreadSearchResponse,
  },
  'thread/search/stream': {
    params: ThreadSearchParams,
    paramsRequired: true,
    result: ThreadSearchResponse,
  },
  'thread/search/cancel': {
    params: ThreadSearchCancelParams,
    paramsRequired: true,
    result: ThreadSearchCancelResponse,
  },
  'thread/search/stream/cancel': {
    params: ThreadSearchCancelParams,
    paramsRequired: true,
    result: ThreadSearchCancelResponse,
  },
  'thread/searchOccurrences': {
    params: ThreadSearchOccurrencesParams,
    paramsRequired: true,
    result: ThreadSearchOccurrencesResponse,
  },
  'thread/loaded/list': {
    params: ThreadLoadedListParams,
    paramsRequired: true,
    result: ThreadLoadedListResponse,
  },
  'thread/read': { params: ThreadReadParams, paramsRequired: true, result: ThreadReadResponse },
  'thread/readState/update': {
    params: ThreadReadStateUpdateParams,
    paramsRequired: true,
    result: ThreadReadStateUpdateResponse,
  },
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
  'thread/items/read': {
    params: ThreadItemsReadParams,
    paramsRequired: true,
    result: ThreadItemsReadResponse,
  },
  'thread/guardianReview': {
    params: ThreadGuardianReviewParams,
    paramsRequired: true,
    result: ThreadGuardianReviewResponse,
  },
  'thread/inject_items': {
    params: ThreadInjectItemsParams,
    paramsRequired: true,
    result: ThreadInjectItemsResponse,
  },
  'thread/prepareApprovedPlan': {
    params: ThreadPrepareApprovedPlanParams,
    paramsRequired: true,
    result: ThreadPrepareApprovedPlanResponse,
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
  'plugin/search': {
    params: PluginSearchParams,
    paramsRequired: true,
    result: PluginSearchResponse,
  },
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
  'turn/settings/update': {
    params: TurnSettingsUpdateParams,
    paramsRequired: true,
    result: TurnSettingsUpdateResponse,
  },
  'turn/steer': { params: TurnSteerParams, paramsRequired: true, result: TurnSteerResponse },
  'turn/interrupt': {
    params: TurnInterruptParams,
    paramsRequired: true,
    result: TurnInterruptResponse,
  },
  'thread/realtime/start': {
    params: ThreadRealtimeStartParams,
    paramsRequired: true,
    result: ThreadRealtimeStartResponse,
  },
  'thread/realtime/appendAudio': {
    params: ThreadRealtimeAppendAudioParams,
    paramsRequired: true,
    result: ThreadRealtimeAppendAudioResponse,
  },
  'thread/realtime/appendText': {
    params: ThreadRealtimeAppendTextParams,
    paramsRequired: true,
    result: ThreadRealtimeAppendTextResponse,
  },
  'thread/realtime/appendSpeech': {
    params: ThreadRealtimeAppendSpeechParams,
    paramsRequired: true,
    result: ThreadRealtimeAppendSpeechResponse,
  },
  'thread/realtime/stop': {
    params: ThreadRealtimeStopParams,
    paramsRequired: true,
    result: ThreadRealtimeStopResponse,
  },
  'thread/timeline/list': {
    params: ThreadTimelineListParams,
    paramsRequired: true,
    result: ThreadTimelineListResponse,
  },
  'thread/realtime/list': {
    params: ThreadRealtimeListParams,
    paramsRequired: true,
    result: ThreadRealtimeListResponse,
  },
  'thread/realtime/listVoices': {
    params: ThreadRealtimeListVoicesParams,
    paramsRequired: true,
    result: ThreadRealtimeListVoicesResponse,
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
  'remoteControl/enable': {
    params: rt.nullable(rt.ref('RemoteControlEnableParams', () => RemoteControlEnableParams)),
    paramsRequired: false,
    result: RemoteControlEnableResponse,
  },
  'remoteControl/disable': {
    params: rt.nullable(rt.ref('RemoteControlDisableParams', () => RemoteControlDisableParams)),
    paramsRequired: false,
    result: RemoteControlDisableResponse,
  },
  'remoteControl/status/read': {
    params: rt.nullValue,
    paramsRequired: false,
    result: RemoteControlStatusReadResponse,
  },
  'remoteControl/pairing/start': {
    params: RemoteControlPairingStartParams,
    paramsRequired: true,
    result: RemoteControlPairingStartResponse,
  },
  'remoteControl/pairing/status': {
    params: RemoteControlPairingStatusParams,
    paramsRequired: true,
    result: RemoteControlPairingStatusResponse,
  },
  'remoteControl/client/list': {
    params: RemoteControlClientsListParams,
    paramsRequired: true,
    result: RemoteControlClientsListResponse,
  },
  'remoteControl/client/revoke': {
    params: RemoteControlClientsRevokeParams,
    paramsRequired: true,
    result: RemoteControlClientsRevokeResponse,
  },
  'collaborationMode/list': {
    params: CollaborationModeListParams,
    paramsRequired: true,
    result: CollaborationModeListResponse,
  },
  'mock/experimentalMethod': {
    params: MockExperimentalMethodParams,
    paramsRequired: true,
    result: MockExperimentalMethodResponse,
  },
  'environment/add': {
    params: EnvironmentAddParams,
    paramsRequired: true,
    result: EnvironmentAddResponse,
  },
  'environment/info': {
    params: EnvironmentInfoParams,
    paramsRequired: true,
    result: EnvironmentInfoResponse,
  },
  'environment/status': {
    params: EnvironmentStatusParams,
    paramsRequired: true,
    result: EnvironmentStatusResponse,
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
  'mcpServer/event/stream/start': {
    params: McpServerEventStreamStartParams,
    paramsRequired: true,
    result: McpServerEventStreamStartResponse,
  },
  'mcpServer/event/stream/stop': {
    params: McpServerEventStreamStopParams,
    paramsRequired: true,
    result: McpServerEventStreamStopResponse,
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
  'account/bedrock/discover': {
    params: BedrockDiscoverParams,
    paramsRequired: true,
    result: BedrockDiscoverResponse,
  },
  'account/bedrock/setup': {
    params: BedrockSetupParams,
    paramsRequired: true,
    result: BedrockSetupResponse,
  },
  'account/gcp/setup': { params: GcpSetupParams, paramsRequired: true, result: GcpSetupResponse },
  'account/bedrock/checkGovCloudRequirements': {
    params: BedrockCheckGovCloudRequirementsParams,
    paramsRequired: true,
    result: BedrockCheckGovCloudRequirementsResponse,
  },
  'account/login/cancel': {
    params: CancelLoginAccountParams,
    paramsRequired: true,
    result: CancelLoginAccountResponse,
  },
  'accountSession/list': {
    params: AccountSessionsListParams,
    paramsRequired: true,
    result: AccountSessionsResponse,
  },
  'accountSession/switch': {
    params: AccountSessionsSwitchParams,
    paramsRequired: true,
    result: AccountSessionsSwitchResponse,
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
  'process/spawn': {
    params: ProcessSpawnParams,
    paramsRequired: true,
    result: ProcessSpawnResponse,
  },
  'process/writeStdin': {
    params: ProcessWriteStdinParams,
    paramsRequired: true,
    result: ProcessWriteStdinResponse,
  },
  'process/kill': { params: ProcessKillParams, paramsRequired: true, result: ProcessKillResponse },
  'process/resizePty': {
    params: ProcessResizePtyParams,
    paramsRequired: true,
    result: ProcessResizePtyResponse,
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
  'fuzzyFileSearch/sessionStart': {
    params: FuzzyFileSearchSessionStartParams,
    paramsRequired: true,
    result: FuzzyFileSearchSessionStartResponse,
  },
  'fuzzyFileSearch/sessionUpdate': {
    params: FuzzyFileSearchSessionUpdateParams,
    paramsRequired: true,
    result: FuzzyFileSearchSessionUpdateResponse,
  },
  'fuzzyFileSearch/sessionStop': {
    params: FuzzyFileSearchSessionStopParams,
    paramsRequired: true,
    result: FuzzyFileSearchSessionStopResponse,
  },
});

/** Whether `method` is a ClientRequest method of this schema. */
export function isClientRequestMethod(method: string): method is ClientRequestMethod {
  return clientRequests.has(method);
}
