// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/experimental/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import * as rt from '../runtime/index.js';

import {
  FuzzyFileSearchSessionCompletedNotification,
  FuzzyFileSearchSessionUpdatedNotification,
} from '../stable/shared/common.js';
import {
  AccountLoginCompletedNotification,
  GatewayOAuthChangedNotification,
} from '../stable/v2/account.js';
import { AppListUpdatedNotification } from '../stable/v2/app.js';
import {
  CommandExecOutputDeltaNotification,
  CommandExecutionOutputDeltaNotification,
} from '../stable/v2/command.js';
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
} from '../stable/v2/common.js';
import { ConfigWarningNotification } from '../stable/v2/config.js';
import {
  ExternalAgentConfigImportCompletedNotification,
  ExternalAgentConfigImportProgressNotification,
} from '../stable/v2/external.js';
import {
  FileChangeOutputDeltaNotification,
  FileChangePatchUpdatedNotification,
} from '../stable/v2/file.js';
import { FsChangedNotification } from '../stable/v2/fs.js';
import { GuardianWarningNotification } from '../stable/v2/guardian.js';
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
} from '../stable/v2/item.js';
import {
  McpServerEventStreamNotification,
  McpServerOauthLoginCompletedNotification,
  McpServerStatusUpdatedNotification,
  McpToolCallProgressNotification,
} from '../stable/v2/mcp.js';
import {
  AuthRecoveryNotification,
  ModelReroutedNotification,
  ModelSafetyBufferingUpdatedNotification,
  ModelVerificationNotification,
} from '../stable/v2/model.js';
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
  ThreadStatusChangedNotification,
  ThreadTokenUsageUpdatedNotification,
  ThreadUnarchivedNotification,
  TurnCompletedNotification,
  TurnStartedNotification,
} from '../stable/v2/thread.js';
import { ThreadAttachmentUpdatedNotification } from '../stable/v2/thread-attachment.js';
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
} from '../stable/v2/thread-realtime.js';
import { ThreadSectionChangedNotification } from '../stable/v2/thread-section.js';
import {
  ErrorNotification,
  TurnDiffUpdatedNotification,
  TurnModerationMetadataNotification,
  TurnPlanUpdatedNotification,
} from '../stable/v2/turn.js';
import {
  ThreadSearchPartialNotification,
  ThreadSettingsUpdatedNotification,
  ThreadStartedNotification,
} from './v2/thread.js';

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

/** The ServerNotification methods whose params carry a required `threadId`. */
export type ThreadScopedServerNotificationMethod =
  | 'error'
  | 'thread/status/changed'
  | 'thread/readState/changed'
  | 'thread/archived'
  | 'thread/deleted'
  | 'thread/unarchived'
  | 'thread/closed'
  | 'thread/reverted'
  | 'thread/name/updated'
  | 'thread/section/changed'
  | 'thread/attachment/updated'
  | 'thread/goal/updated'
  | 'thread/prediction/updated'
  | 'thread/goal/cleared'
  | 'thread/queue/changed'
  | 'thread/project/updated'
  | 'thread/environment/connected'
  | 'thread/environment/disconnected'
  | 'thread/settings/updated'
  | 'thread/tokenUsage/updated'
  | 'turn/started'
  | 'hook/started'
  | 'turn/completed'
  | 'hook/completed'
  | 'turn/diff/updated'
  | 'turn/plan/updated'
  | 'item/started'
  | 'item/autoApprovalReview/started'
  | 'item/autoApprovalReview/completed'
  | 'autoApprovalReview/strictReviewRequired'
  | 'item/completed'
  | 'item/agentMessage/delta'
  | 'item/plan/delta'
  | 'item/commandExecution/outputDelta'
  | 'item/commandExecution/terminalInteraction'
  | 'item/fileChange/outputDelta'
  | 'item/fileChange/patchUpdated'
  | 'serverRequest/resolved'
  | 'item/mcpToolCall/progress'
  | 'item/reasoning/summaryTextDelta'
  | 'item/reasoning/summaryPartAdded'
  | 'item/reasoning/textDelta'
  | 'thread/compacted'
  | 'model/rerouted'
  | 'model/verification'
  | 'modelProvider/authRecoveryStarted'
  | 'modelProvider/authRecoveryCompleted'
  | 'turn/moderationMetadata'
  | 'model/safetyBuffering/updated'
  | 'guardianWarning'
  | 'thread/realtime/started'
  | 'thread/realtime/itemAdded'
  | 'thread/realtime/item/started'
  | 'thread/realtime/item/transcript/delta'
  | 'thread/realtime/item/completed'
  | 'thread/realtime/transcript/delta'
  | 'thread/realtime/transcript/done'
  | 'thread/realtime/outputAudio/delta'
  | 'thread/realtime/sdp'
  | 'thread/realtime/error'
  | 'thread/realtime/closed';

/** The ServerNotification methods only the experimental schema has (they need `capabilities.experimentalApi`). */
export type ExperimentalServerNotificationMethod = never;

/** One descriptor per ServerNotification method: name, codecs and types, thread scope, stability. */
export type ServerNotificationDescriptors = {
  readonly [M in ServerNotificationMethod]: rt.NotificationDescriptor<
    M,
    ServerNotificationMap[M],
    M extends ThreadScopedServerNotificationMethod ? true : false,
    M extends ExperimentalServerNotificationMethod ? true : false
  >;
};

/** Notifications the server pushes. Method name -> descriptor. */
export const serverNotificationDescriptors: ServerNotificationDescriptors =
  rt.describeMethods<ServerNotificationDescriptors>({
    error: {
      params: ErrorNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'thread/started': {
      params: ThreadStartedNotification,
      paramsRequired: true,
      threadScoped: false,
      experimental: false,
    },
    'thread/status/changed': {
      params: ThreadStatusChangedNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'thread/readState/changed': {
      params: ThreadReadStateChangedNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'thread/archived': {
      params: ThreadArchivedNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'thread/deleted': {
      params: ThreadDeletedNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'thread/unarchived': {
      params: ThreadUnarchivedNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'thread/closed': {
      params: ThreadClosedNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'thread/reverted': {
      params: ThreadRevertedNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'skills/changed': {
      params: SkillsChangedNotification,
      paramsRequired: true,
      threadScoped: false,
      experimental: false,
    },
    'thread/name/updated': {
      params: ThreadNameUpdatedNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'thread/section/changed': {
      params: ThreadSectionChangedNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'thread/attachment/updated': {
      params: ThreadAttachmentUpdatedNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'thread/goal/updated': {
      params: ThreadGoalUpdatedNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'thread/prediction/updated': {
      params: ThreadPredictionUpdatedNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'thread/goal/cleared': {
      params: ThreadGoalClearedNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'thread/queue/changed': {
      params: ThreadQueueChangedNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'project/changed': {
      params: ProjectChangedNotification,
      paramsRequired: true,
      threadScoped: false,
      experimental: false,
    },
    'thread/project/updated': {
      params: ThreadProjectUpdatedNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'thread/environment/connected': {
      params: EnvironmentConnectionNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'thread/environment/disconnected': {
      params: EnvironmentConnectionNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'thread/settings/updated': {
      params: ThreadSettingsUpdatedNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'thread/tokenUsage/updated': {
      params: ThreadTokenUsageUpdatedNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'turn/started': {
      params: TurnStartedNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'hook/started': {
      params: HookStartedNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'turn/completed': {
      params: TurnCompletedNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'hook/completed': {
      params: HookCompletedNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'turn/diff/updated': {
      params: TurnDiffUpdatedNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'turn/plan/updated': {
      params: TurnPlanUpdatedNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'item/started': {
      params: ItemStartedNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'item/autoApprovalReview/started': {
      params: ItemGuardianApprovalReviewStartedNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'item/autoApprovalReview/completed': {
      params: ItemGuardianApprovalReviewCompletedNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'autoApprovalReview/strictReviewRequired': {
      params: StrictReviewRequiredNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'item/completed': {
      params: ItemCompletedNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'item/agentMessage/delta': {
      params: AgentMessageDeltaNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'item/plan/delta': {
      params: PlanDeltaNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'command/exec/outputDelta': {
      params: CommandExecOutputDeltaNotification,
      paramsRequired: true,
      threadScoped: false,
      experimental: false,
    },
    'process/outputDelta': {
      params: ProcessOutputDeltaNotification,
      paramsRequired: true,
      threadScoped: false,
      experimental: false,
    },
    'thread/search/partial': {
      params: ThreadSearchPartialNotification,
      paramsRequired: true,
      threadScoped: false,
      experimental: false,
    },
    'process/exited': {
      params: ProcessExitedNotification,
      paramsRequired: true,
      threadScoped: false,
      experimental: false,
    },
    'item/commandExecution/outputDelta': {
      params: CommandExecutionOutputDeltaNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'item/commandExecution/terminalInteraction': {
      params: TerminalInteractionNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'item/fileChange/outputDelta': {
      params: FileChangeOutputDeltaNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'item/fileChange/patchUpdated': {
      params: FileChangePatchUpdatedNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'serverRequest/resolved': {
      params: ServerRequestResolvedNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'item/mcpToolCall/progress': {
      params: McpToolCallProgressNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'mcpServer/oauthLogin/completed': {
      params: McpServerOauthLoginCompletedNotification,
      paramsRequired: true,
      threadScoped: false,
      experimental: false,
    },
    'mcpServer/startupStatus/updated': {
      params: McpServerStatusUpdatedNotification,
      paramsRequired: true,
      threadScoped: false,
      experimental: false,
    },
    'mcpServer/event/stream/notification': {
      params: McpServerEventStreamNotification,
      paramsRequired: true,
      threadScoped: false,
      experimental: false,
    },
    'account/updated': {
      params: AccountUpdatedNotification,
      paramsRequired: true,
      threadScoped: false,
      experimental: false,
    },
    'account/gatewayOAuth/changed': {
      params: GatewayOAuthChangedNotification,
      paramsRequired: true,
      threadScoped: false,
      experimental: false,
    },
    'account/rateLimits/updated': {
      params: AccountRateLimitsUpdatedNotification,
      paramsRequired: true,
      threadScoped: false,
      experimental: false,
    },
    'app/list/updated': {
      params: AppListUpdatedNotification,
      paramsRequired: true,
      threadScoped: false,
      experimental: false,
    },
    'remoteControl/status/changed': {
      params: RemoteControlStatusChangedNotification,
      paramsRequired: true,
      threadScoped: false,
      experimental: false,
    },
    'externalAgentConfig/import/progress': {
      params: ExternalAgentConfigImportProgressNotification,
      paramsRequired: true,
      threadScoped: false,
      experimental: false,
    },
    'externalAgentConfig/import/completed': {
      params: ExternalAgentConfigImportCompletedNotification,
      paramsRequired: true,
      threadScoped: false,
      experimental: false,
    },
    'fs/changed': {
      params: FsChangedNotification,
      paramsRequired: true,
      threadScoped: false,
      experimental: false,
    },
    'item/reasoning/summaryTextDelta': {
      params: ReasoningSummaryTextDeltaNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'item/reasoning/summaryPartAdded': {
      params: ReasoningSummaryPartAddedNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'item/reasoning/textDelta': {
      params: ReasoningTextDeltaNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'thread/compacted': {
      params: ContextCompactedNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'model/rerouted': {
      params: ModelReroutedNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'model/verification': {
      params: ModelVerificationNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'modelProvider/authRecoveryStarted': {
      params: AuthRecoveryNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'modelProvider/authRecoveryCompleted': {
      params: AuthRecoveryNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'turn/moderationMetadata': {
      params: TurnModerationMetadataNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'model/safetyBuffering/updated': {
      params: ModelSafetyBufferingUpdatedNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    warning: {
      params: WarningNotification,
      paramsRequired: true,
      threadScoped: false,
      experimental: false,
    },
    guardianWarning: {
      params: GuardianWarningNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    deprecationNotice: {
      params: DeprecationNoticeNotification,
      paramsRequired: true,
      threadScoped: false,
      experimental: false,
    },
    configWarning: {
      params: ConfigWarningNotification,
      paramsRequired: true,
      threadScoped: false,
      experimental: false,
    },
    'fuzzyFileSearch/sessionUpdated': {
      params: FuzzyFileSearchSessionUpdatedNotification,
      paramsRequired: true,
      threadScoped: false,
      experimental: false,
    },
    'fuzzyFileSearch/sessionCompleted': {
      params: FuzzyFileSearchSessionCompletedNotification,
      paramsRequired: true,
      threadScoped: false,
      experimental: false,
    },
    'thread/realtime/started': {
      params: ThreadRealtimeStartedNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'thread/realtime/itemAdded': {
      params: ThreadRealtimeItemAddedNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'thread/realtime/item/started': {
      params: ThreadRealtimeItemStartedNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'thread/realtime/item/transcript/delta': {
      params: ThreadRealtimeItemTranscriptDeltaNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'thread/realtime/item/completed': {
      params: ThreadRealtimeItemCompletedNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'thread/realtime/transcript/delta': {
      params: ThreadRealtimeTranscriptDeltaNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'thread/realtime/transcript/done': {
      params: ThreadRealtimeTranscriptDoneNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'thread/realtime/outputAudio/delta': {
      params: ThreadRealtimeOutputAudioDeltaNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'thread/realtime/sdp': {
      params: ThreadRealtimeSdpNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'thread/realtime/error': {
      params: ThreadRealtimeErrorNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'thread/realtime/closed': {
      params: ThreadRealtimeClosedNotification,
      paramsRequired: true,
      threadScoped: true,
      experimental: false,
    },
    'windows/worldWritableWarning': {
      params: WindowsWorldWritableWarningNotification,
      paramsRequired: true,
      threadScoped: false,
      experimental: false,
    },
    'windowsSandbox/setupCompleted': {
      params: WindowsSandboxSetupCompletedNotification,
      paramsRequired: true,
      threadScoped: false,
      experimental: false,
    },
    'account/login/completed': {
      params: AccountLoginCompletedNotification,
      paramsRequired: true,
      threadScoped: false,
      experimental: false,
    },
  });

/** Notifications the server pushes. Method name -> descriptor, looked up in constant time. */
export const serverNotifications: ReadonlyMap<string, rt.NotificationSpec> =
  rt.methodTable<rt.NotificationSpec>(serverNotificationDescriptors);

/** Whether `method` is a ServerNotification method of this schema. */
export function isServerNotificationMethod(method: string): method is ServerNotificationMethod {
  return serverNotifications.has(method);
}
