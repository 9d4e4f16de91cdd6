// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/experimental/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import * as t from 'io-ts';
import * as rt from '../../lib/protocol/codec-runtime.js';

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
  GetAccountParams,
  GetAccountRateLimitsParams,
  GetAccountRateLimitsResponse,
  GetAccountSecuritySetupResponse,
  GetAccountTokenUsageParams,
  GetWorkspaceMessagesResponse,
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
  ThreadTurnsListParams,
  ThreadTurnsListResponse,
  ThreadUnarchiveParams,
  ThreadUnsubscribeParams,
  ThreadUnsubscribeResponse,
  TurnStartResponse,
} from '../stable/v2/thread.js';
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
  ProcessKillParams,
  ProcessKillResponse,
  ProcessResizePtyParams,
  ProcessResizePtyResponse,
  ProcessSpawnParams,
  ProcessSpawnResponse,
  ProcessWriteStdinParams,
  ProcessWriteStdinResponse,
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
  RolloutCompressResponse,
  ServerDiagnosticsParams,
  ServerDiagnosticsResponse,
} from './v2/common.js';
import { ConfigReadResponse, ConfigRequirementsReadResponse } from './v2/config.js';
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
  /* @__PURE__ */ rt.describeMethods<ClientRequestDescriptors>({
    initialize: /* @__PURE__ */ rt.request(InitializeParams, InitializeResponse, 'r'),
    'server/diagnostics': /* @__PURE__ */ rt.request(
      ServerDiagnosticsParams,
      ServerDiagnosticsResponse,
      'rx',
    ),
    'userVerification/status': /* @__PURE__ */ rt.request(
      UserVerificationStatusParams,
      UserVerificationStatusResponse,
      'rx',
    ),
    'userVerification/enroll': /* @__PURE__ */ rt.request(
      UserVerificationEnrollParams,
      UserVerificationEnrollResponse,
      'rx',
    ),
    'userVerification/delete': /* @__PURE__ */ rt.request(
      UserVerificationDeleteParams,
      UserVerificationDeleteResponse,
      'rx',
    ),
    'userVerification/verify': /* @__PURE__ */ rt.request(
      UserVerificationVerifyParams,
      UserVerificationVerifyResponse,
      'rx',
    ),
    'userVerification/cancel': /* @__PURE__ */ rt.request(
      UserVerificationCancelParams,
      UserVerificationCancelResponse,
      'rx',
    ),
    'thread/start': /* @__PURE__ */ rt.request(ThreadStartParams, ThreadStartResponse, 'r'),
    'thread/resume': /* @__PURE__ */ rt.request(ThreadResumeParams, ThreadResumeResponse, 'rt'),
    'thread/fork': /* @__PURE__ */ rt.request(ThreadForkParams, ThreadForkResponse, 'rt'),
    'thread/sample': /* @__PURE__ */ rt.request(ThreadSampleParams, ThreadSampleResponse, 'rtx'),
    'thread/sample/cancel': /* @__PURE__ */ rt.request(
      ThreadSampleCancelParams,
      ThreadSampleCancelResponse,
      'rx',
    ),
    'thread/archive': /* @__PURE__ */ rt.request(ThreadArchiveParams, ThreadArchiveResponse, 'rt'),
    'thread/delete': /* @__PURE__ */ rt.request(ThreadDeleteParams, ThreadDeleteResponse, 'rt'),
    'thread/unsubscribe': /* @__PURE__ */ rt.request(
      ThreadUnsubscribeParams,
      ThreadUnsubscribeResponse,
      'rt',
    ),
    'thread/increment_elicitation': /* @__PURE__ */ rt.request(
      ThreadIncrementElicitationParams,
      ThreadIncrementElicitationResponse,
      'rtx',
    ),
    'thread/decrement_elicitation': /* @__PURE__ */ rt.request(
      ThreadDecrementElicitationParams,
      ThreadDecrementElicitationResponse,
      'rtx',
    ),
    'thread/name/set': /* @__PURE__ */ rt.request(ThreadSetNameParams, ThreadSetNameResponse, 'rt'),
    'thread/prediction/request': /* @__PURE__ */ rt.request(
      ThreadPredictionRequestParams,
      ThreadPredictionRequestResponse,
      'rtx',
    ),
    'thread/goal/set': /* @__PURE__ */ rt.request(ThreadGoalSetParams, ThreadGoalSetResponse, 'rt'),
    'thread/goal/get': /* @__PURE__ */ rt.request(ThreadGoalGetParams, ThreadGoalGetResponse, 'rt'),
    'thread/goal/clear': /* @__PURE__ */ rt.request(
      ThreadGoalClearParams,
      ThreadGoalClearResponse,
      'rt',
    ),
    'thread/queue/add': /* @__PURE__ */ rt.request(
      ThreadQueueAddParams,
      ThreadQueueAddResponse,
      'rtx',
    ),
    'thread/queue/list': /* @__PURE__ */ rt.request(
      ThreadQueueListParams,
      ThreadQueueListResponse,
      'rtx',
    ),
    'thread/queue/update': /* @__PURE__ */ rt.request(
      ThreadQueueUpdateParams,
      ThreadQueueUpdateResponse,
      'rtx',
    ),
    'thread/queue/delete': /* @__PURE__ */ rt.request(
      ThreadQueueDeleteParams,
      ThreadQueueDeleteResponse,
      'rtx',
    ),
    'thread/queue/reorder': /* @__PURE__ */ rt.request(
      ThreadQueueReorderParams,
      ThreadQueueReorderResponse,
      'rtx',
    ),
    'thread/queue/start': /* @__PURE__ */ rt.request(
      ThreadQueueStartParams,
      ThreadQueueStartResponse,
      'rtx',
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
    'thread/settings/update': /* @__PURE__ */ rt.request(
      ThreadSettingsUpdateParams,
      ThreadSettingsUpdateResponse,
      'rtx',
    ),
    'thread/memoryMode/set': /* @__PURE__ */ rt.request(
      ThreadMemoryModeSetParams,
      ThreadMemoryModeSetResponse,
      'rtx',
    ),
    'thread/memory/read': /* @__PURE__ */ rt.request(
      ThreadMemoryReadParams,
      ThreadMemoryReadResponse,
      'rtx',
    ),
    'memory/status': /* @__PURE__ */ rt.request(MemoryStatusParams, MemoryStatusResponse, 'rx'),
    'memory/reset': /* @__PURE__ */ rt.request(t.null, MemoryResetResponse, 'x'),
    'rollout/compress': /* @__PURE__ */ rt.request(t.null, RolloutCompressResponse, 'x'),
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
    'thread/backgroundTerminals/clean': /* @__PURE__ */ rt.request(
      ThreadBackgroundTerminalsCleanParams,
      ThreadBackgroundTerminalsCleanResponse,
      'rtx',
    ),
    'thread/backgroundTerminals/list': /* @__PURE__ */ rt.request(
      ThreadBackgroundTerminalsListParams,
      ThreadBackgroundTerminalsListResponse,
      'rtx',
    ),
    'thread/backgroundTerminals/terminate': /* @__PURE__ */ rt.request(
      ThreadBackgroundTerminalsTerminateParams,
      ThreadBackgroundTerminalsTerminateResponse,
      'rtx',
    ),
    'thread/revert': /* @__PURE__ */ rt.request(ThreadRevertParams, ThreadRevertResponse, 'rt'),
    'thread/list': /* @__PURE__ */ rt.request(ThreadListParams, ThreadListResponse, 'r'),
    'project/list': /* @__PURE__ */ rt.request(ProjectListParams, ProjectListResponse, 'rx'),
    'project/read': /* @__PURE__ */ rt.request(ProjectReadParams, ProjectReadResponse, 'rx'),
    'project/create': /* @__PURE__ */ rt.request(ProjectCreateParams, ProjectCreateResponse, 'rx'),
    'project/import': /* @__PURE__ */ rt.request(ProjectImportParams, ProjectImportResponse, 'rx'),
    'project/update': /* @__PURE__ */ rt.request(ProjectUpdateParams, ProjectUpdateResponse, 'rx'),
    'project/move': /* @__PURE__ */ rt.request(ProjectMoveParams, ProjectMoveResponse, 'rx'),
    'project/delete': /* @__PURE__ */ rt.request(ProjectDeleteParams, ProjectDeleteResponse, 'rx'),
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
    'thread/search': /* @__PURE__ */ rt.request(ThreadSearchParams, ThreadSearchResponse, 'rx'),
    'thread/search/stream': /* @__PURE__ */ rt.request(
      ThreadSearchParams,
      ThreadSearchResponse,
      'rx',
    ),
    'thread/search/cancel': /* @__PURE__ */ rt.request(
      ThreadSearchCancelParams,
      ThreadSearchCancelResponse,
      'rx',
    ),
    'thread/search/stream/cancel': /* @__PURE__ */ rt.request(
      ThreadSearchCancelParams,
      ThreadSearchCancelResponse,
      'rx',
    ),
    'thread/searchOccurrences': /* @__PURE__ */ rt.request(
      ThreadSearchOccurrencesParams,
      ThreadSearchOccurrencesResponse,
      'rtx',
    ),
    'thread/loaded/list': /* @__PURE__ */ rt.request(
      ThreadLoadedListParams,
      ThreadLoadedListResponse,
      'r',
    ),
    'thread/read': /* @__PURE__ */ rt.request(ThreadReadParams, ThreadReadResponse, 'rt'),
    'thread/readState/update': /* @__PURE__ */ rt.request(
      ThreadReadStateUpdateParams,
      ThreadReadStateUpdateResponse,
      'rtx',
    ),
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
    'thread/items/read': /* @__PURE__ */ rt.request(
      ThreadItemsReadParams,
      ThreadItemsReadResponse,
      'rtx',
    ),
    'thread/guardianReview': /* @__PURE__ */ rt.request(
      ThreadGuardianReviewParams,
      ThreadGuardianReviewResponse,
      'rtx',
    ),
    'thread/inject_items': /* @__PURE__ */ rt.request(
      ThreadInjectItemsParams,
      ThreadInjectItemsResponse,
      'rt',
    ),
    'thread/prepareApprovedPlan': /* @__PURE__ */ rt.request(
      ThreadPrepareApprovedPlanParams,
      ThreadPrepareApprovedPlanResponse,
      'rtx',
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
    'plugin/search': /* @__PURE__ */ rt.request(PluginSearchParams, PluginSearchResponse, 'rx'),
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
    'turn/settings/update': /* @__PURE__ */ rt.request(
      TurnSettingsUpdateParams,
      TurnSettingsUpdateResponse,
      'rtx',
    ),
    'turn/steer': /* @__PURE__ */ rt.request(TurnSteerParams, TurnSteerResponse, 'rt'),
    'turn/interrupt': /* @__PURE__ */ rt.request(TurnInterruptParams, TurnInterruptResponse, 'rt'),
    'thread/realtime/start': /* @__PURE__ */ rt.request(
      ThreadRealtimeStartParams,
      ThreadRealtimeStartResponse,
      'rtx',
    ),
    'thread/realtime/appendAudio': /* @__PURE__ */ rt.request(
      ThreadRealtimeAppendAudioParams,
      ThreadRealtimeAppendAudioResponse,
      'rtx',
    ),
    'thread/realtime/appendText': /* @__PURE__ */ rt.request(
      ThreadRealtimeAppendTextParams,
      ThreadRealtimeAppendTextResponse,
      'rtx',
    ),
    'thread/realtime/appendSpeech': /* @__PURE__ */ rt.request(
      ThreadRealtimeAppendSpeechParams,
      ThreadRealtimeAppendSpeechResponse,
      'rtx',
    ),
    'thread/realtime/stop': /* @__PURE__ */ rt.request(
      ThreadRealtimeStopParams,
      ThreadRealtimeStopResponse,
      'rtx',
    ),
    'thread/timeline/list': /* @__PURE__ */ rt.request(
      ThreadTimelineListParams,
      ThreadTimelineListResponse,
      'rtx',
    ),
    'thread/realtime/list': /* @__PURE__ */ rt.request(
      ThreadRealtimeListParams,
      ThreadRealtimeListResponse,
      'rtx',
    ),
    'thread/realtime/listVoices': /* @__PURE__ */ rt.request(
      ThreadRealtimeListVoicesParams,
      ThreadRealtimeListVoicesResponse,
      'rx',
    ),
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
    'remoteControl/enable': /* @__PURE__ */ rt.request(
      /* @__PURE__ */ rt.nullable(RemoteControlEnableParams),
      RemoteControlEnableResponse,
      'x',
    ),
    'remoteControl/disable': /* @__PURE__ */ rt.request(
      /* @__PURE__ */ rt.nullable(RemoteControlDisableParams),
      RemoteControlDisableResponse,
      'x',
    ),
    'remoteControl/status/read': /* @__PURE__ */ rt.request(
      t.null,
      RemoteControlStatusReadResponse,
      'x',
    ),
    'remoteControl/pairing/start': /* @__PURE__ */ rt.request(
      RemoteControlPairingStartParams,
      RemoteControlPairingStartResponse,
      'rx',
    ),
    'remoteControl/pairing/status': /* @__PURE__ */ rt.request(
      RemoteControlPairingStatusParams,
      RemoteControlPairingStatusResponse,
      'rx',
    ),
    'remoteControl/client/list': /* @__PURE__ */ rt.request(
      RemoteControlClientsListParams,
      RemoteControlClientsListResponse,
      'rx',
    ),
    'remoteControl/client/revoke': /* @__PURE__ */ rt.request(
      RemoteControlClientsRevokeParams,
      RemoteControlClientsRevokeResponse,
      'rx',
    ),
    'collaborationMode/list': /* @__PURE__ */ rt.request(
      CollaborationModeListParams,
      CollaborationModeListResponse,
      'rx',
    ),
    'mock/experimentalMethod': /* @__PURE__ */ rt.request(
      MockExperimentalMethodParams,
      MockExperimentalMethodResponse,
      'rx',
    ),
    'environment/add': /* @__PURE__ */ rt.request(
      EnvironmentAddParams,
      EnvironmentAddResponse,
      'rx',
    ),
    'environment/info': /* @__PURE__ */ rt.request(
      EnvironmentInfoParams,
      EnvironmentInfoResponse,
      'rx',
    ),
    'environment/status': /* @__PURE__ */ rt.request(
      EnvironmentStatusParams,
      EnvironmentStatusResponse,
      'rx',
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
    'mcpServer/event/stream/start': /* @__PURE__ */ rt.request(
      McpServerEventStreamStartParams,
      McpServerEventStreamStartResponse,
      'rtx',
    ),
    'mcpServer/event/stream/stop': /* @__PURE__ */ rt.request(
      McpServerEventStreamStopParams,
      McpServerEventStreamStopResponse,
      'rx',
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
    'account/bedrock/discover': /* @__PURE__ */ rt.request(
      BedrockDiscoverParams,
      BedrockDiscoverResponse,
      'rx',
    ),
    'account/bedrock/setup': /* @__PURE__ */ rt.request(
      BedrockSetupParams,
      BedrockSetupResponse,
      'rx',
    ),
    'account/gcp/setup': /* @__PURE__ */ rt.request(GcpSetupParams, GcpSetupResponse, 'rx'),
    'account/bedrock/checkGovCloudRequirements': /* @__PURE__ */ rt.request(
      BedrockCheckGovCloudRequirementsParams,
      BedrockCheckGovCloudRequirementsResponse,
      'rx',
    ),
    'account/login/cancel': /* @__PURE__ */ rt.request(
      CancelLoginAccountParams,
      CancelLoginAccountResponse,
      'r',
    ),
    'accountSession/list': /* @__PURE__ */ rt.request(
      AccountSessionsListParams,
      AccountSessionsResponse,
      'rx',
    ),
    'accountSession/switch': /* @__PURE__ */ rt.request(
      AccountSessionsSwitchParams,
      AccountSessionsSwitchResponse,
      'rx',
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
    'process/spawn': /* @__PURE__ */ rt.request(ProcessSpawnParams, ProcessSpawnResponse, 'rx'),
    'process/writeStdin': /* @__PURE__ */ rt.request(
      ProcessWriteStdinParams,
      ProcessWriteStdinResponse,
      'rx',
    ),
    'process/kill': /* @__PURE__ */ rt.request(ProcessKillParams, ProcessKillResponse, 'rx'),
    'process/resizePty': /* @__PURE__ */ rt.request(
      ProcessResizePtyParams,
      ProcessResizePtyResponse,
      'rx',
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
    'fuzzyFileSearch/sessionStart': /* @__PURE__ */ rt.request(
      FuzzyFileSearchSessionStartParams,
      FuzzyFileSearchSessionStartResponse,
      'rx',
    ),
    'fuzzyFileSearch/sessionUpdate': /* @__PURE__ */ rt.request(
      FuzzyFileSearchSessionUpdateParams,
      FuzzyFileSearchSessionUpdateResponse,
      'rx',
    ),
    'fuzzyFileSearch/sessionStop': /* @__PURE__ */ rt.request(
      FuzzyFileSearchSessionStopParams,
      FuzzyFileSearchSessionStopResponse,
      'rx',
    ),
  });

/** Requests the client sends (and the results the server answers with). Method name -> descriptor, looked up in constant time. */
export const clientRequests: ReadonlyMap<string, rt.RequestSpec> =
  /* @__PURE__ */ rt.methodTable<rt.RequestSpec>(clientRequestDescriptors);

/** Whether `method` is a ClientRequest method of this schema. */
export function isClientRequestMethod(method: string): method is ClientRequestMethod {
  return clientRequests.has(method);
}
