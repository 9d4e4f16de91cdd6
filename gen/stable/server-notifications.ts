// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import * as rt from '../runtime/index.js';

import {
  FuzzyFileSearchSessionCompletedNotification,
  FuzzyFileSearchSessionUpdatedNotification,
} from './shared/common.js';
import {
  AccountLoginCompletedNotification,
  GatewayOAuthChangedNotification,
} from './v2/account.js';
import { AppListUpdatedNotification } from './v2/app.js';
import {
  CommandExecOutputDeltaNotification,
  CommandExecutionOutputDeltaNotification,
} from './v2/command.js';
import {
  AccountRateLimitsUpdatedNotification,
  AccountUpdatedNotification,
  DeprecationNoticeNotification,
  HookCompletedNotification,
  HookStartedNotification,
  ProcessExitedNotification,
  ProcessOutputDeltaNotification,
  ProjectChangedNotification,
  RemoteControlStatusChangedNotification,
  ServerRequestResolvedNotification,
  SkillsChangedNotification,
  StrictReviewRequiredNotification,
  WarningNotification,
  WindowsSandboxSetupCompletedNotification,
  WindowsWorldWritableWarningNotification,
} from './v2/common.js';
import { ConfigWarningNotification } from './v2/config.js';
import {
  ExternalAgentConfigImportCompletedNotification,
  ExternalAgentConfigImportProgressNotification,
} from './v2/external.js';
import {
  FileChangeOutputDeltaNotification,
  FileChangePatchUpdatedNotification,
} from './v2/file.js';
import { FsChangedNotification } from './v2/fs.js';
import { GuardianWarningNotification } from './v2/guardian.js';
import {
  AgentMessageDeltaNotification,
  ItemCompletedNotification,
  ItemGuardianApprovalReviewCompletedNotification,
  ItemGuardianApprovalReviewStartedNotification,
  ItemStartedNotification,
  PlanDeltaNotification,
  ReasoningSummaryPartAddedNotification,
  ReasoningSummaryTextDeltaNotification,
  ReasoningTextDeltaNotification,
  TerminalInteractionNotification,
} from './v2/item.js';
import {
  McpServerEventStreamNotification,
  McpServerOauthLoginCompletedNotification,
  McpServerStatusUpdatedNotification,
  McpToolCallProgressNotification,
} from './v2/mcp.js';
import {
  AuthRecoveryNotification,
  ModelReroutedNotification,
  ModelSafetyBufferingUpdatedNotification,
  ModelVerificationNotification,
} from './v2/model.js';
import {
  ContextCompactedNotification,
  EnvironmentConnectionNotification,
  ThreadArchivedNotification,
  ThreadClosedNotification,
  ThreadDeletedNotification,
  ThreadGoalClearedNotification,
  ThreadGoalUpdatedNotification,
  ThreadNameUpdatedNotification,
  ThreadPredictionUpdatedNotification,
  ThreadProjectUpdatedNotification,
  ThreadQueueChangedNotification,
  ThreadReadStateChangedNotification,
  ThreadRealtimeStartedNotification,
  ThreadRevertedNotification,
  ThreadSearchPartialNotification,
  ThreadSettingsUpdatedNotification,
  ThreadStartedNotification,
  ThreadStatusChangedNotification,
  ThreadTokenUsageUpdatedNotification,
  ThreadUnarchivedNotification,
  TurnCompletedNotification,
  TurnStartedNotification,
} from './v2/thread.js';
import { ThreadAttachmentUpdatedNotification } from './v2/thread-attachment.js';
import {
  ThreadRealtimeClosedNotification,
  ThreadRealtimeErrorNotification,
  ThreadRealtimeItemAddedNotification,
  ThreadRealtimeItemCompletedNotification,
  ThreadRealtimeItemStartedNotification,
  ThreadRealtimeItemTranscriptDeltaNotification,
  ThreadRealtimeOutputAudioDeltaNotification,
  ThreadRealtimeSdpNotification,
  ThreadRealtimeTranscriptDeltaNotification,
  ThreadRealtimeTranscriptDoneNotification,
} from './v2/thread-realtime.js';
import { ThreadSectionChangedNotification } from './v2/thread-section.js';
import {
  ErrorNotification,
  TurnDiffUpdatedNotification,
  TurnModerationMetadataNotification,
  TurnPlanUpdatedNotification,
} from './v2/turn.js';

/** Notifications the server pushes. Method name -> params type. */
export interface ServerNotificationMap {
  /** NEW NOTIFICATIONS */
  error: ErrorNotification;
  'thread/started': ThreadStartedNotification;
  'thread/status/changed': ThreadStatusChangedNotification;
  'thread/readState/changed': ThreadReadStateChangedNotification;
  'thread/archived': ThreadArchivedNotification;
  'thread/deleted': ThreadDeletedNotification;
  'thread/unarchived': ThreadUnarchivedNotification;
  'thread/closed': ThreadClosedNotification;
  'thread/reverted': ThreadRevertedNotification;
  'skills/changed': SkillsChangedNotification;
  'thread/name/updated': ThreadNameUpdatedNotification;
  'thread/section/changed': ThreadSectionChangedNotification;
  'thread/attachment/updated': ThreadAttachmentUpdatedNotification;
  'thread/goal/updated': ThreadGoalUpdatedNotification;
  'thread/prediction/updated': ThreadPredictionUpdatedNotification;
  'thread/goal/cleared': ThreadGoalClearedNotification;
  'thread/queue/changed': ThreadQueueChangedNotification;
  'project/changed': ProjectChangedNotification;
  'thread/project/updated': ThreadProjectUpdatedNotification;
  'thread/environment/connected': EnvironmentConnectionNotification;
  'thread/environment/disconnected': EnvironmentConnectionNotification;
  'thread/settings/updated': ThreadSettingsUpdatedNotification;
  'thread/tokenUsage/updated': ThreadTokenUsageUpdatedNotification;
  'turn/started': TurnStartedNotification;
  'hook/started': HookStartedNotification;
  'turn/completed': TurnCompletedNotification;
  'hook/completed': HookCompletedNotification;
  'turn/diff/updated': TurnDiffUpdatedNotification;
  'turn/plan/updated': TurnPlanUpdatedNotification;
  'item/started': ItemStartedNotification;
  'item/autoApprovalReview/started': ItemGuardianApprovalReviewStartedNotification;
  'item/autoApprovalReview/completed': ItemGuardianApprovalReviewCompletedNotification;
  'autoApprovalReview/strictReviewRequired': StrictReviewRequiredNotification;
  'item/completed': ItemCompletedNotification;
  'item/agentMessage/delta': AgentMessageDeltaNotification;
  /** EXPERIMENTAL - proposed plan streaming deltas for plan items. */
  'item/plan/delta': PlanDeltaNotification;
  /** Stream base64-encoded stdout/stderr chunks for a running `command/exec` session. */
  'command/exec/outputDelta': CommandExecOutputDeltaNotification;
  /** Stream base64-encoded stdout/stderr chunks for a running `process/spawn` session. */
  'process/outputDelta': ProcessOutputDeltaNotification;
  'thread/search/partial': ThreadSearchPartialNotification;
  /** Final exit notification for a `process/spawn` session. */
  'process/exited': ProcessExitedNotification;
  'item/commandExecution/outputDelta': CommandExecutionOutputDeltaNotification;
  'item/commandExecution/terminalInteraction': TerminalInteractionNotification;
  /** Deprecated legacy apply_patch output stream notification. */
  'item/fileChange/outputDelta': FileChangeOutputDeltaNotification;
  'item/fileChange/patchUpdated': FileChangePatchUpdatedNotification;
  'serverRequest/resolved': ServerRequestResolvedNotification;
  'item/mcpToolCall/progress': McpToolCallProgressNotification;
  'mcpServer/oauthLogin/completed': McpServerOauthLoginCompletedNotification;
  'mcpServer/startupStatus/updated': McpServerStatusUpdatedNotification;
  'mcpServer/event/stream/notification': McpServerEventStreamNotification;
  'account/updated': AccountUpdatedNotification;
  'account/gatewayOAuth/changed': GatewayOAuthChangedNotification;
  'account/rateLimits/updated': AccountRateLimitsUpdatedNotification;
  'app/list/updated': AppListUpdatedNotification;
  'remoteControl/status/changed': RemoteControlStatusChangedNotification;
  'externalAgentConfig/import/progress': ExternalAgentConfigImportProgressNotification;
  'externalAgentConfig/import/completed': ExternalAgentConfigImportCompletedNotification;
  'fs/changed': FsChangedNotification;
  'item/reasoning/summaryTextDelta': ReasoningSummaryTextDeltaNotification;
  'item/reasoning/summaryPartAdded': ReasoningSummaryPartAddedNotification;
  'item/reasoning/textDelta': ReasoningTextDeltaNotification;
  /** Deprecated: Use `ContextCompaction` item type instead. */
  'thread/compacted': ContextCompactedNotification;
  'model/rerouted': ModelReroutedNotification;
  'model/verification': ModelVerificationNotification;
  'modelProvider/authRecoveryStarted': AuthRecoveryNotification;
  'modelProvider/authRecoveryCompleted': AuthRecoveryNotification;
  'turn/moderationMetadata': TurnModerationMetadataNotification;
  'model/safetyBuffering/updated': ModelSafetyBufferingUpdatedNotification;
  warning: WarningNotification;
  guardianWarning: GuardianWarningNotification;
  deprecationNotice: DeprecationNoticeNotification;
  configWarning: ConfigWarningNotification;
  'fuzzyFileSearch/sessionUpdated': FuzzyFileSearchSessionUpdatedNotification;
  'fuzzyFileSearch/sessionCompleted': FuzzyFileSearchSessionCompletedNotification;
  'thread/realtime/started': ThreadRealtimeStartedNotification;
  'thread/realtime/itemAdded': ThreadRealtimeItemAddedNotification;
  'thread/realtime/item/started': ThreadRealtimeItemStartedNotification;
  'thread/realtime/item/transcript/delta': ThreadRealtimeItemTranscriptDeltaNotification;
  'thread/realtime/item/completed': ThreadRealtimeItemCompletedNotification;
  'thread/realtime/transcript/delta': ThreadRealtimeTranscriptDeltaNotification;
  'thread/realtime/transcript/done': ThreadRealtimeTranscriptDoneNotification;
  'thread/realtime/outputAudio/delta': ThreadRealtimeOutputAudioDeltaNotification;
  'thread/realtime/sdp': ThreadRealtimeSdpNotification;
  'thread/realtime/error': ThreadRealtimeErrorNotification;
  'thread/realtime/closed': ThreadRealtimeClosedNotification;
  /** Notifies the user of world-writable directories on Windows, which cannot be protected by the sandbox. */
  'windows/worldWritableWarning': WindowsWorldWritableWarningNotification;
  'windowsSandbox/setupCompleted': WindowsSandboxSetupCompletedNotification;
  'account/login/completed': AccountLoginCompletedNotification;
}

/** Every ServerNotification method of this schema. */
export type ServerNotificationMethod = keyof ServerNotificationMap;

/** Notifications the server pushes. Method name -> codecs, looked up in constant time. */
export const serverNotifications: ReadonlyMap<string, rt.NotificationSpec> =
  rt.methodTable<rt.NotificationSpec>({
    error: { params: ErrorNotification, paramsRequired: true },
    'thread/started': { params: ThreadStartedNotification, paramsRequired: true },
    'thread/status/changed': { params: ThreadStatusChangedNotification, paramsRequired: true },
    'thread/readState/changed': {
      params: ThreadReadStateChangedNotification,
      paramsRequired: true,
    },
    'thread/archived': { params: ThreadArchivedNotification, paramsRequired: true },
    'thread/deleted': { params: ThreadDeletedNotification, paramsRequired: true },
    'thread/unarchived': { params: ThreadUnarchivedNotification, paramsRequired: true },
    'thread/closed': { params: ThreadClosedNotification, paramsRequired: true },
    'thread/reverted': { params: ThreadRevertedNotification, paramsRequired: true },
    'skills/changed': { params: SkillsChangedNotification, paramsRequired: true },
    'thread/name/updated': { params: ThreadNameUpdatedNotification, paramsRequired: true },
    'thread/section/changed': { params: ThreadSectionChangedNotification, paramsRequired: true },
    'thread/attachment/updated': {
      params: ThreadAttachmentUpdatedNotification,
      paramsRequired: true,
    },
    'thread/goal/updated': { params: ThreadGoalUpdatedNotification, paramsRequired: true },
    'thread/prediction/updated': {
      params: ThreadPredictionUpdatedNotification,
      paramsRequired: true,
    },
    'thread/goal/cleared': { params: ThreadGoalClearedNotification, paramsRequired: true },
    'thread/queue/changed': { params: ThreadQueueChangedNotification, paramsRequired: true },
    'project/changed': { params: ProjectChangedNotification, paramsRequired: true },
    'thread/project/updated': { params: ThreadProjectUpdatedNotification, paramsRequired: true },
    'thread/environment/connected': {
      params: EnvironmentConnectionNotification,
      paramsRequired: true,
    },
    'thread/environment/disconnected': {
      params: EnvironmentConnectionNotification,
      paramsRequired: true,
    },
    'thread/settings/updated': { params: ThreadSettingsUpdatedNotification, paramsRequired: true },
    'thread/tokenUsage/updated': {
      params: ThreadTokenUsageUpdatedNotification,
      paramsRequired: true,
    },
    'turn/started': { params: TurnStartedNotification, paramsRequired: true },
    'hook/started': { params: HookStartedNotification, paramsRequired: true },
    'turn/completed': { params: TurnCompletedNotification, paramsRequired: true },
    'hook/completed': { params: HookCompletedNotification, paramsRequired: true },
    'turn/diff/updated': { params: TurnDiffUpdatedNotification, paramsRequired: true },
    'turn/plan/updated': { params: TurnPlanUpdatedNotification, paramsRequired: true },
    'item/started': { params: ItemStartedNotification, paramsRequired: true },
    'item/autoApprovalReview/started': {
      params: ItemGuardianApprovalReviewStartedNotification,
      paramsRequired: true,
    },
    'item/autoApprovalReview/completed': {
      params: ItemGuardianApprovalReviewCompletedNotification,
      paramsRequired: true,
    },
    'autoApprovalReview/strictReviewRequired': {
      params: StrictReviewRequiredNotification,
      paramsRequired: true,
    },
    'item/completed': { params: ItemCompletedNotification, paramsRequired: true },
    'item/agentMessage/delta': { params: AgentMessageDeltaNotification, paramsRequired: true },
    'item/plan/delta': { params: PlanDeltaNotification, paramsRequired: true },
    'command/exec/outputDelta': {
      params: CommandExecOutputDeltaNotification,
      paramsRequired: true,
    },
    'process/outputDelta': { params: ProcessOutputDeltaNotification, paramsRequired: true },
    'thread/search/partial': { params: ThreadSearchPartialNotification, paramsRequired: true },
    'process/exited': { params: ProcessExitedNotification, paramsRequired: true },
    'item/commandExecution/outputDelta': {
      params: CommandExecutionOutputDeltaNotification,
      paramsRequired: true,
    },
    'item/commandExecution/terminalInteraction': {
      params: TerminalInteractionNotification,
      paramsRequired: true,
    },
    'item/fileChange/outputDelta': {
      params: FileChangeOutputDeltaNotification,
      paramsRequired: true,
    },
    'item/fileChange/patchUpdated': {
      params: FileChangePatchUpdatedNotification,
      paramsRequired: true,
    },
    'serverRequest/resolved': { params: ServerRequestResolvedNotification, paramsRequired: true },
    'item/mcpToolCall/progress': { params: McpToolCallProgressNotification, paramsRequired: true },
    'mcpServer/oauthLogin/completed': {
      params: McpServerOauthLoginCompletedNotification,
      paramsRequired: true,
    },
    'mcpServer/startupStatus/updated': {
      params: McpServerStatusUpdatedNotification,
      paramsRequired: true,
    },
    'mcpServer/event/stream/notification': {
      params: McpServerEventStreamNotification,
      paramsRequired: true,
    },
    'account/updated': { params: AccountUpdatedNotification, paramsRequired: true },
    'account/gatewayOAuth/changed': {
      params: GatewayOAuthChangedNotification,
      paramsRequired: true,
    },
    'account/rateLimits/updated': {
      params: AccountRateLimitsUpdatedNotification,
      paramsRequired: true,
    },
    'app/list/updated': { params: AppListUpdatedNotification, paramsRequired: true },
    'remoteControl/status/changed': {
      params: RemoteControlStatusChangedNotification,
      paramsRequired: true,
    },
    'externalAgentConfig/import/progress': {
      params: ExternalAgentConfigImportProgressNotification,
      paramsRequired: true,
    },
    'externalAgentConfig/import/completed': {
      params: ExternalAgentConfigImportCompletedNotification,
      paramsRequired: true,
    },
    'fs/changed': { params: FsChangedNotification, paramsRequired: true },
    'item/reasoning/summaryTextDelta': {
      params: ReasoningSummaryTextDeltaNotification,
      paramsRequired: true,
    },
    'item/reasoning/summaryPartAdded': {
      params: ReasoningSummaryPartAddedNotification,
      paramsRequired: true,
    },
    'item/reasoning/textDelta': { params: ReasoningTextDeltaNotification, paramsRequired: true },
    'thread/compacted': { params: ContextCompactedNotification, paramsRequired: true },
    'model/rerouted': { params: ModelReroutedNotification, paramsRequired: true },
    'model/verification': { params: ModelVerificationNotification, paramsRequired: true },
    'modelProvider/authRecoveryStarted': { params: AuthRecoveryNotification, paramsRequired: true },
    'modelProvider/authRecoveryCompleted': {
      params: AuthRecoveryNotification,
      paramsRequired: true,
    },
    'turn/moderationMetadata': { params: TurnModerationMetadataNotification, paramsRequired: true },
    'model/safetyBuffering/updated': {
      params: ModelSafetyBufferingUpdatedNotification,
      paramsRequired: true,
    },
    warning: { params: WarningNotification, paramsRequired: true },
    guardianWarning: { params: GuardianWarningNotification, paramsRequired: true },
    deprecationNotice: { params: DeprecationNoticeNotification, paramsRequired: true },
    configWarning: { params: ConfigWarningNotification, paramsRequired: true },
    'fuzzyFileSearch/sessionUpdated': {
      params: FuzzyFileSearchSessionUpdatedNotification,
      paramsRequired: true,
    },
    'fuzzyFileSearch/sessionCompleted': {
      params: FuzzyFileSearchSessionCompletedNotification,
      paramsRequired: true,
    },
    'thread/realtime/started': { params: ThreadRealtimeStartedNotification, paramsRequired: true },
    'thread/realtime/itemAdded': {
      params: ThreadRealtimeItemAddedNotification,
      paramsRequired: true,
    },
    'thread/realtime/item/started': {
      params: ThreadRealtimeItemStartedNotification,
      paramsRequired: true,
    },
    'thread/realtime/item/transcript/delta': {
      params: ThreadRealtimeItemTranscriptDeltaNotification,
      paramsRequired: true,
    },
    'thread/realtime/item/completed': {
      params: ThreadRealtimeItemCompletedNotification,
      paramsRequired: true,
    },
    'thread/realtime/transcript/delta': {
      params: ThreadRealtimeTranscriptDeltaNotification,
      paramsRequired: true,
    },
    'thread/realtime/transcript/done': {
      params: ThreadRealtimeTranscriptDoneNotification,
      paramsRequired: true,
    },
    'thread/realtime/outputAudio/delta': {
      params: ThreadRealtimeOutputAudioDeltaNotification,
      paramsRequired: true,
    },
    'thread/realtime/sdp': { params: ThreadRealtimeSdpNotification, paramsRequired: true },
    'thread/realtime/error': { params: ThreadRealtimeErrorNotification, paramsRequired: true },
    'thread/realtime/closed': { params: ThreadRealtimeClosedNotification, paramsRequired: true },
    'windows/worldWritableWarning': {
      params: WindowsWorldWritableWarningNotification,
      paramsRequired: true,
    },
    'windowsSandbox/setupCompleted': {
      params: WindowsSandboxSetupCompletedNotification,
      paramsRequired: true,
    },
    'account/login/completed': { params: AccountLoginCompletedNotification, paramsRequired: true },
  });

/** Whether `method` is a ServerNotification method of this schema. */
export function isServerNotificationMethod(method: string): method is ServerNotificationMethod {
  return serverNotifications.has(method);
}
