// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/experimental/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import * as rt from '../../lib/protocol/codec-runtime.js';

import {
  FuzzyFileSearchSessionCompletedNotification,
  FuzzyFileSearchSessionUpdatedNotification,
} from '../stable/shared/common.js';
import {
  AccountLoginCompletedNotification,
  AccountRateLimitsUpdatedNotification,
  AccountUpdatedNotification,
  GatewayOAuthChangedNotification,
} from '../stable/v2/account.js';
import { AppListUpdatedNotification } from '../stable/v2/app.js';
import {
  CommandExecOutputDeltaNotification,
  CommandExecutionOutputDeltaNotification,
} from '../stable/v2/command.js';
import {
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
import { FsChangedNotification } from '../stable/v2/fs.js';
import { GuardianWarningNotification } from '../stable/v2/guardian.js';
import {
  AgentMessageDeltaNotification,
  FileChangeOutputDeltaNotification,
  FileChangePatchUpdatedNotification,
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
  ThreadAttachmentUpdatedNotification,
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
  ThreadSectionChangedNotification,
  ThreadStatusChangedNotification,
  ThreadTokenUsageUpdatedNotification,
  ThreadUnarchivedNotification,
  TurnCompletedNotification,
  TurnStartedNotification,
} from '../stable/v2/thread.js';
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
  /* @__PURE__ */ rt.describeMethods<ServerNotificationDescriptors>({
    error: /* @__PURE__ */ rt.notification(ErrorNotification, 'rt'),
    'thread/started': /* @__PURE__ */ rt.notification(ThreadStartedNotification, 'r'),
    'thread/status/changed': /* @__PURE__ */ rt.notification(ThreadStatusChangedNotification, 'rt'),
    'thread/readState/changed': /* @__PURE__ */ rt.notification(
      ThreadReadStateChangedNotification,
      'rt',
    ),
    'thread/archived': /* @__PURE__ */ rt.notification(ThreadArchivedNotification, 'rt'),
    'thread/deleted': /* @__PURE__ */ rt.notification(ThreadDeletedNotification, 'rt'),
    'thread/unarchived': /* @__PURE__ */ rt.notification(ThreadUnarchivedNotification, 'rt'),
    'thread/closed': /* @__PURE__ */ rt.notification(ThreadClosedNotification, 'rt'),
    'thread/reverted': /* @__PURE__ */ rt.notification(ThreadRevertedNotification, 'rt'),
    'skills/changed': /* @__PURE__ */ rt.notification(SkillsChangedNotification, 'r'),
    'thread/name/updated': /* @__PURE__ */ rt.notification(ThreadNameUpdatedNotification, 'rt'),
    'thread/section/changed': /* @__PURE__ */ rt.notification(
      ThreadSectionChangedNotification,
      'rt',
    ),
    'thread/attachment/updated': /* @__PURE__ */ rt.notification(
      ThreadAttachmentUpdatedNotification,
      'rt',
    ),
    'thread/goal/updated': /* @__PURE__ */ rt.notification(ThreadGoalUpdatedNotification, 'rt'),
    'thread/prediction/updated': /* @__PURE__ */ rt.notification(
      ThreadPredictionUpdatedNotification,
      'rt',
    ),
    'thread/goal/cleared': /* @__PURE__ */ rt.notification(ThreadGoalClearedNotification, 'rt'),
    'thread/queue/changed': /* @__PURE__ */ rt.notification(ThreadQueueChangedNotification, 'rt'),
    'project/changed': /* @__PURE__ */ rt.notification(ProjectChangedNotification, 'r'),
    'thread/project/updated': /* @__PURE__ */ rt.notification(
      ThreadProjectUpdatedNotification,
      'rt',
    ),
    'thread/environment/connected': /* @__PURE__ */ rt.notification(
      EnvironmentConnectionNotification,
      'rt',
    ),
    'thread/environment/disconnected': /* @__PURE__ */ rt.notification(
      EnvironmentConnectionNotification,
      'rt',
    ),
    'thread/settings/updated': /* @__PURE__ */ rt.notification(
      ThreadSettingsUpdatedNotification,
      'rt',
    ),
    'thread/tokenUsage/updated': /* @__PURE__ */ rt.notification(
      ThreadTokenUsageUpdatedNotification,
      'rt',
    ),
    'turn/started': /* @__PURE__ */ rt.notification(TurnStartedNotification, 'rt'),
    'hook/started': /* @__PURE__ */ rt.notification(HookStartedNotification, 'rt'),
    'turn/completed': /* @__PURE__ */ rt.notification(TurnCompletedNotification, 'rt'),
    'hook/completed': /* @__PURE__ */ rt.notification(HookCompletedNotification, 'rt'),
    'turn/diff/updated': /* @__PURE__ */ rt.notification(TurnDiffUpdatedNotification, 'rt'),
    'turn/plan/updated': /* @__PURE__ */ rt.notification(TurnPlanUpdatedNotification, 'rt'),
    'item/started': /* @__PURE__ */ rt.notification(ItemStartedNotification, 'rt'),
    'item/autoApprovalReview/started': /* @__PURE__ */ rt.notification(
      ItemGuardianApprovalReviewStartedNotification,
      'rt',
    ),
    'item/autoApprovalReview/completed': /* @__PURE__ */ rt.notification(
      ItemGuardianApprovalReviewCompletedNotification,
      'rt',
    ),
    'autoApprovalReview/strictReviewRequired': /* @__PURE__ */ rt.notification(
      StrictReviewRequiredNotification,
      'rt',
    ),
    'item/completed': /* @__PURE__ */ rt.notification(ItemCompletedNotification, 'rt'),
    'item/agentMessage/delta': /* @__PURE__ */ rt.notification(AgentMessageDeltaNotification, 'rt'),
    'item/plan/delta': /* @__PURE__ */ rt.notification(PlanDeltaNotification, 'rt'),
    'command/exec/outputDelta': /* @__PURE__ */ rt.notification(
      CommandExecOutputDeltaNotification,
      'r',
    ),
    'process/outputDelta': /* @__PURE__ */ rt.notification(ProcessOutputDeltaNotification, 'r'),
    'thread/search/partial': /* @__PURE__ */ rt.notification(ThreadSearchPartialNotification, 'r'),
    'process/exited': /* @__PURE__ */ rt.notification(ProcessExitedNotification, 'r'),
    'item/commandExecution/outputDelta': /* @__PURE__ */ rt.notification(
      CommandExecutionOutputDeltaNotification,
      'rt',
    ),
    'item/commandExecution/terminalInteraction': /* @__PURE__ */ rt.notification(
      TerminalInteractionNotification,
      'rt',
    ),
    'item/fileChange/outputDelta': /* @__PURE__ */ rt.notification(
      FileChangeOutputDeltaNotification,
      'rt',
    ),
    'item/fileChange/patchUpdated': /* @__PURE__ */ rt.notification(
      FileChangePatchUpdatedNotification,
      'rt',
    ),
    'serverRequest/resolved': /* @__PURE__ */ rt.notification(
      ServerRequestResolvedNotification,
      'rt',
    ),
    'item/mcpToolCall/progress': /* @__PURE__ */ rt.notification(
      McpToolCallProgressNotification,
      'rt',
    ),
    'mcpServer/oauthLogin/completed': /* @__PURE__ */ rt.notification(
      McpServerOauthLoginCompletedNotification,
      'r',
    ),
    'mcpServer/startupStatus/updated': /* @__PURE__ */ rt.notification(
      McpServerStatusUpdatedNotification,
      'r',
    ),
    'mcpServer/event/stream/notification': /* @__PURE__ */ rt.notification(
      McpServerEventStreamNotification,
      'r',
    ),
    'account/updated': /* @__PURE__ */ rt.notification(AccountUpdatedNotification, 'r'),
    'account/gatewayOAuth/changed': /* @__PURE__ */ rt.notification(
      GatewayOAuthChangedNotification,
      'r',
    ),
    'account/rateLimits/updated': /* @__PURE__ */ rt.notification(
      AccountRateLimitsUpdatedNotification,
      'r',
    ),
    'app/list/updated': /* @__PURE__ */ rt.notification(AppListUpdatedNotification, 'r'),
    'remoteControl/status/changed': /* @__PURE__ */ rt.notification(
      RemoteControlStatusChangedNotification,
      'r',
    ),
    'externalAgentConfig/import/progress': /* @__PURE__ */ rt.notification(
      ExternalAgentConfigImportProgressNotification,
      'r',
    ),
    'externalAgentConfig/import/completed': /* @__PURE__ */ rt.notification(
      ExternalAgentConfigImportCompletedNotification,
      'r',
    ),
    'fs/changed': /* @__PURE__ */ rt.notification(FsChangedNotification, 'r'),
    'item/reasoning/summaryTextDelta': /* @__PURE__ */ rt.notification(
      ReasoningSummaryTextDeltaNotification,
      'rt',
    ),
    'item/reasoning/summaryPartAdded': /* @__PURE__ */ rt.notification(
      ReasoningSummaryPartAddedNotification,
      'rt',
    ),
    'item/reasoning/textDelta': /* @__PURE__ */ rt.notification(
      ReasoningTextDeltaNotification,
      'rt',
    ),
    'thread/compacted': /* @__PURE__ */ rt.notification(ContextCompactedNotification, 'rt'),
    'model/rerouted': /* @__PURE__ */ rt.notification(ModelReroutedNotification, 'rt'),
    'model/verification': /* @__PURE__ */ rt.notification(ModelVerificationNotification, 'rt'),
    'modelProvider/authRecoveryStarted': /* @__PURE__ */ rt.notification(
      AuthRecoveryNotification,
      'rt',
    ),
    'modelProvider/authRecoveryCompleted': /* @__PURE__ */ rt.notification(
      AuthRecoveryNotification,
      'rt',
    ),
    'turn/moderationMetadata': /* @__PURE__ */ rt.notification(
      TurnModerationMetadataNotification,
      'rt',
    ),
    'model/safetyBuffering/updated': /* @__PURE__ */ rt.notification(
      ModelSafetyBufferingUpdatedNotification,
      'rt',
    ),
    warning: /* @__PURE__ */ rt.notification(WarningNotification, 'r'),
    guardianWarning: /* @__PURE__ */ rt.notification(GuardianWarningNotification, 'rt'),
    deprecationNotice: /* @__PURE__ */ rt.notification(DeprecationNoticeNotification, 'r'),
    configWarning: /* @__PURE__ */ rt.notification(ConfigWarningNotification, 'r'),
    'fuzzyFileSearch/sessionUpdated': /* @__PURE__ */ rt.notification(
      FuzzyFileSearchSessionUpdatedNotification,
      'r',
    ),
    'fuzzyFileSearch/sessionCompleted': /* @__PURE__ */ rt.notification(
      FuzzyFileSearchSessionCompletedNotification,
      'r',
    ),
    'thread/realtime/started': /* @__PURE__ */ rt.notification(
      ThreadRealtimeStartedNotification,
      'rt',
    ),
    'thread/realtime/itemAdded': /* @__PURE__ */ rt.notification(
      ThreadRealtimeItemAddedNotification,
      'rt',
    ),
    'thread/realtime/item/started': /* @__PURE__ */ rt.notification(
      ThreadRealtimeItemStartedNotification,
      'rt',
    ),
    'thread/realtime/item/transcript/delta': /* @__PURE__ */ rt.notification(
      ThreadRealtimeItemTranscriptDeltaNotification,
      'rt',
    ),
    'thread/realtime/item/completed': /* @__PURE__ */ rt.notification(
      ThreadRealtimeItemCompletedNotification,
      'rt',
    ),
    'thread/realtime/transcript/delta': /* @__PURE__ */ rt.notification(
      ThreadRealtimeTranscriptDeltaNotification,
      'rt',
    ),
    'thread/realtime/transcript/done': /* @__PURE__ */ rt.notification(
      ThreadRealtimeTranscriptDoneNotification,
      'rt',
    ),
    'thread/realtime/outputAudio/delta': /* @__PURE__ */ rt.notification(
      ThreadRealtimeOutputAudioDeltaNotification,
      'rt',
    ),
    'thread/realtime/sdp': /* @__PURE__ */ rt.notification(ThreadRealtimeSdpNotification, 'rt'),
    'thread/realtime/error': /* @__PURE__ */ rt.notification(ThreadRealtimeErrorNotification, 'rt'),
    'thread/realtime/closed': /* @__PURE__ */ rt.notification(
      ThreadRealtimeClosedNotification,
      'rt',
    ),
    'windows/worldWritableWarning': /* @__PURE__ */ rt.notification(
      WindowsWorldWritableWarningNotification,
      'r',
    ),
    'windowsSandbox/setupCompleted': /* @__PURE__ */ rt.notification(
      WindowsSandboxSetupCompletedNotification,
      'r',
    ),
    'account/login/completed': /* @__PURE__ */ rt.notification(
      AccountLoginCompletedNotification,
      'r',
    ),
  });

/** Notifications the server pushes. Method name -> descriptor, looked up in constant time. */
export const serverNotifications: ReadonlyMap<string, rt.NotificationSpec> =
  /* @__PURE__ */ rt.methodTable<rt.NotificationSpec>(serverNotificationDescriptors);

/** Whether `method` is a ServerNotification method of this schema. */
export function isServerNotificationMethod(method: string): method is ServerNotificationMethod {
  return serverNotifications.has(method);
}
