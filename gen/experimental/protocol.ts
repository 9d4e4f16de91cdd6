// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/experimental/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as Schema from './index.js';
import type { Types } from './protocol-types.js';
import { values } from './protocol-values.js';

/** The experimental schema's codecs, method descriptors and tables, by name: `Protocol.Turn.is(value)`. */
export const Protocol: typeof Schema = values;

/** The experimental schema's types, by name: `Protocol.Turn`. */
export declare namespace Protocol {
  /**
   * A path that is guaranteed to be absolute and normalized (though it is not guaranteed to be canonicalized or exist on the filesystem).
   *
   * IMPORTANT: When deserializing an `AbsolutePathBuf`, a base path must be set using [AbsolutePathBufGuard::new]. If no base path is set, the deserialization will fail unless the path being deserialized is already absolute.
   */
  export type AbsolutePathBuf = Types['AbsolutePathBuf'];
  /** User approved the command, and wants to apply the proposed execpolicy amendment so future matching commands can run without prompting. */
  export type AcceptWithExecpolicyAmendmentCommandExecutionApprovalDecision =
    Types['AcceptWithExecpolicyAmendmentCommandExecutionApprovalDecision'];
  export type Account = Types['Account'];
  export type AccountLoginCompletedNotification = Types['AccountLoginCompletedNotification'];
  /**
   * Sparse rolling rate-limit update.
   *
   * Clients should merge available values into the most recent `account/rateLimits/read` response or refetch that snapshot. Nullable account metadata may be unavailable in a rolling update and does not clear a previously observed value.
   */
  export type AccountRateLimitsUpdatedNotification = Types['AccountRateLimitsUpdatedNotification'];
  /** Backend routing policy. Wire values match the accounts/check contract. */
  export type AccountRoutingOverride = Types['AccountRoutingOverride'];
  export type AccountSecuritySetupAction = Types['AccountSecuritySetupAction'];
  export type AccountSecuritySetupNotice = Types['AccountSecuritySetupNotice'];
  export type AccountSession = Types['AccountSession'];
  export type AccountSessionWorkspace = Types['AccountSessionWorkspace'];
  export type AccountSessionWorkspaceKind = Types['AccountSessionWorkspaceKind'];
  export type AccountSessionsListParams = Types['AccountSessionsListParams'];
  export type AccountSessionsResponse = Types['AccountSessionsResponse'];
  export type AccountSessionsSwitchParams = Types['AccountSessionsSwitchParams'];
  export type AccountSessionsSwitchResponse = Types['AccountSessionsSwitchResponse'];
  export type AccountTokenUsageDailyBucket = Types['AccountTokenUsageDailyBucket'];
  export type AccountTokenUsageSummary = Types['AccountTokenUsageSummary'];
  export type AccountUpdateReason = Types['AccountUpdateReason'];
  export type AccountUpdatedNotification = Types['AccountUpdatedNotification'];
  export type ActivePermissionProfile = Types['ActivePermissionProfile'];
  export type ActiveThreadStatus = Types['ActiveThreadStatus'];
  /** Returned when `turn/start` or `turn/steer` is submitted while the current active turn cannot accept same-turn steering, for example `/review` or manual `/compact`. */
  export type ActiveTurnNotSteerableCodexErrorInfo = Types['ActiveTurnNotSteerableCodexErrorInfo'];
  export type AddCreditsNudgeCreditType = Types['AddCreditsNudgeCreditType'];
  export type AddCreditsNudgeEmailStatus = Types['AddCreditsNudgeEmailStatus'];
  export type AddFileChange = Types['AddFileChange'];
  export type AddPatchChangeKind = Types['AddPatchChangeKind'];
  export type AdditionalContextEntry = Types['AdditionalContextEntry'];
  export type AdditionalContextKind = Types['AdditionalContextKind'];
  export type AdditionalFileSystemPermissions = Types['AdditionalFileSystemPermissions'];
  export type AdditionalNetworkPermissions = Types['AdditionalNetworkPermissions'];
  export type AdditionalPermissionProfile = Types['AdditionalPermissionProfile'];
  export type AdditionalToolsResponseItem = Types['AdditionalToolsResponseItem'];
  export type AgentConfiguredHookHandler = Types['AgentConfiguredHookHandler'];
  export type AgentHookMetadata = Types['AgentHookMetadata'];
  export type AgentMessageDelivery = Types['AgentMessageDelivery'];
  export type AgentMessageDeltaNotification = Types['AgentMessageDeltaNotification'];
  /** How Chat should present a recovered answer. */
  export type AgentMessageDisplay = Types['AgentMessageDisplay'];
  export type AgentMessageInputContent = Types['AgentMessageInputContent'];
  export type AgentMessageModeration = Types['AgentMessageModeration'];
  export type AgentMessageResponseItem = Types['AgentMessageResponseItem'];
  export type AgentMessageThreadItem = Types['AgentMessageThreadItem'];
  export type AgentPath = Types['AgentPath'];
  export type AllowDenyRequirement = Types['AllowDenyRequirement'];
  export type AmazonBedrockAccount = Types['AmazonBedrockAccount'];
  export type AnalyticsConfig = Types['AnalyticsConfig'];
  export type AnswerAnnotation = Types['AnswerAnnotation'];
  export type AnswerReplacement = Types['AnswerReplacement'];
  export type ApiKeyAccount = Types['ApiKeyAccount'];
  /** EXPERIMENTAL - app metadata returned by app-list APIs. */
  export type AppBranding = Types['AppBranding'];
  export type AppConfig = Types['AppConfig'];
  /** EXPERIMENTAL - app metadata returned by app-list APIs. */
  export type AppInfo = Types['AppInfo'];
  /** Approval settings for a connected account within an app. */
  export type AppLinkConfig = Types['AppLinkConfig'];
  /** Account settings for a single app. */
  export type AppLinksConfig = Types['AppLinksConfig'];
  /** EXPERIMENTAL - notification emitted when the app list changes. */
  export type AppListUpdatedNotification = Types['AppListUpdatedNotification'];
  export type AppMetadata = Types['AppMetadata'];
  export type AppReview = Types['AppReview'];
  export type AppScreenshot = Types['AppScreenshot'];
  /** EXPERIMENTAL - app metadata summary for plugin responses. */
  export type AppSummary = Types['AppSummary'];
  export type AppTemplateSummary = Types['AppTemplateSummary'];
  export type AppTemplateUnavailableReason = Types['AppTemplateUnavailableReason'];
  export type AppToolApproval = Types['AppToolApproval'];
  export type AppToolConfig = Types['AppToolConfig'];
  /** EXPERIMENTAL - metadata returned by app/read. */
  export type AppToolSummary = Types['AppToolSummary'];
  export type AppToolsConfig = Types['AppToolsConfig'];
  export type ApplicationNetworkRequirements = Types['ApplicationNetworkRequirements'];
  export type ApplicationRequirements = Types['ApplicationRequirements'];
  /** Managed storage settings for new Desktop workspaces, not filesystem access restrictions. */
  export type ApplicationStorageRequirements = Types['ApplicationStorageRequirements'];
  /** User chose a persistent network policy rule (allow/deny) for this host. */
  export type ApplyNetworkPolicyAmendmentCommandExecutionApprovalDecision =
    Types['ApplyNetworkPolicyAmendmentCommandExecutionApprovalDecision'];
  export type ApplyPatchApprovalParams = Types['ApplyPatchApprovalParams'];
  export type ApplyPatchApprovalResponse = Types['ApplyPatchApprovalResponse'];
  export type ApplyPatchGuardianApprovalReviewAction =
    Types['ApplyPatchGuardianApprovalReviewAction'];
  /** Configures who approval requests are routed to for review. Examples include sandbox escapes, blocked network access, MCP approval prompts, and ARC escalations. Defaults to `user`. `auto_review` uses a carefully prompted subagent to gather relevant context and apply a risk-based decision framework before approving or denying the request. The legacy value `guardian_subagent` is accepted for compatibility. */
  export type ApprovalsReviewer = Types['ApprovalsReviewer'];
  /** User has approved this command and wants to apply the proposed execpolicy amendment so future matching commands are permitted. */
  export type ApprovedExecpolicyAmendmentReviewDecision =
    Types['ApprovedExecpolicyAmendmentReviewDecision'];
  export type AppsConfig = Types['AppsConfig'];
  export type AppsDefaultConfig = Types['AppsDefaultConfig'];
  /** Read the committed installed connector runtime snapshot. */
  export type AppsInstalledParams = Types['AppsInstalledParams'];
  /** The installed connectors in one committed runtime snapshot. */
  export type AppsInstalledResponse = Types['AppsInstalledResponse'];
  /** EXPERIMENTAL - list available apps/connectors. */
  export type AppsListParams = Types['AppsListParams'];
  /** EXPERIMENTAL - app list response. */
  export type AppsListResponse = Types['AppsListResponse'];
  /** EXPERIMENTAL - read metadata for specific apps/connectors. */
  export type AppsReadParams = Types['AppsReadParams'];
  /** EXPERIMENTAL - app/read response. */
  export type AppsReadResponse = Types['AppsReadResponse'];
  export type AskForApproval = Types['AskForApproval'];
  export type AsyncUserInputQuestion = Types['AsyncUserInputQuestion'];
  export type AttestationGenerateParams = Types['AttestationGenerateParams'];
  export type AttestationGenerateResponse = Types['AttestationGenerateResponse'];
  export type AudioUrlContentItem = Types['AudioUrlContentItem'];
  export type AudioUrlFunctionCallOutputContentItem =
    Types['AudioUrlFunctionCallOutputContentItem'];
  export type AudioUserInput = Types['AudioUserInput'];
  /** Authentication mode for OpenAI-backed providers. */
  export type AuthMode = Types['AuthMode'];
  export type AuthRecoveryNotification = Types['AuthRecoveryNotification'];
  /** Selects which part of the active context is charged against `model_auto_compact_token_limit`. */
  export type AutoCompactTokenLimitScope = Types['AutoCompactTokenLimitScope'];
  /** [UNSTABLE] Source that produced a terminal approval auto-review decision. */
  export type AutoReviewDecisionSource = Types['AutoReviewDecisionSource'];
  export type AutoReviewRequirements = Types['AutoReviewRequirements'];
  export type AwsCredentialType = Types['AwsCredentialType'];
  /** Review changes between the current branch and the given base branch. */
  export type BaseBranchReviewTarget = Types['BaseBranchReviewTarget'];
  export type BedrockAwsProfile = Types['BedrockAwsProfile'];
  export type BedrockCheckGovCloudRequirementsParams =
    Types['BedrockCheckGovCloudRequirementsParams'];
  /** Advisory check of the current Bedrock configuration after login or setup. */
  export type BedrockCheckGovCloudRequirementsResponse =
    Types['BedrockCheckGovCloudRequirementsResponse'];
  export type BedrockDiscoverParams = Types['BedrockDiscoverParams'];
  export type BedrockDiscoverResponse = Types['BedrockDiscoverResponse'];
  export type BedrockEnvironmentCredential = Types['BedrockEnvironmentCredential'];
  export type BedrockProviderId = Types['BedrockProviderId'];
  export type BedrockProviderSettings = Types['BedrockProviderSettings'];
  /** AWS configuration fields for built-in Bedrock providers. */
  export type BedrockProviderSettingsPatch = Types['BedrockProviderSettingsPatch'];
  export type BedrockSetupParams = Types['BedrockSetupParams'];
  export type BedrockSetupResponse = Types['BedrockSetupResponse'];
  export type BemItemPromotedThreadRealtimeItem = Types['BemItemPromotedThreadRealtimeItem'];
  export type BlockReason = Types['BlockReason'];
  export type BrowserUseAccessApprovalLifetime = Types['BrowserUseAccessApprovalLifetime'];
  export type BrowserUseConfig = Types['BrowserUseConfig'];
  export type BrowserUseExtensionRequirements = Types['BrowserUseExtensionRequirements'];
  export type BrowserUseOriginPolicy = Types['BrowserUseOriginPolicy'];
  export type BrowserUseOriginPolicyConfig = Types['BrowserUseOriginPolicyConfig'];
  export type BrowserUseRequirements = Types['BrowserUseRequirements'];
  export type ByteRange = Types['ByteRange'];
  export type CancelLoginAccountParams = Types['CancelLoginAccountParams'];
  export type CancelLoginAccountResponse = Types['CancelLoginAccountResponse'];
  export type CancelLoginAccountStatus = Types['CancelLoginAccountStatus'];
  export type CancelledUserVerificationErrorDetails =
    Types['CancelledUserVerificationErrorDetails'];
  /** Location used to resolve a selected capability root. */
  export type CapabilityRootLocation = Types['CapabilityRootLocation'];
  export type ChatgptAccount = Types['ChatgptAccount'];
  export type ChatgptAuthTokensRefreshParams = Types['ChatgptAuthTokensRefreshParams'];
  export type ChatgptAuthTokensRefreshReason = Types['ChatgptAuthTokensRefreshReason'];
  export type ChatgptAuthTokensRefreshResponse = Types['ChatgptAuthTokensRefreshResponse'];
  export type CliAuthCredentialsStoreMode = Types['CliAuthCredentialsStoreMode'];
  export type ClientInfo = Types['ClientInfo'];
  export type ClientNotificationDescriptors = Types['ClientNotificationDescriptors'];
  export type ClientNotificationMap = Types['ClientNotificationMap'];
  export type ClientNotificationMethod = Types['ClientNotificationMethod'];
  export type ClientRequestDescriptors = Types['ClientRequestDescriptors'];
  export type ClientRequestMap = Types['ClientRequestMap'];
  export type ClientRequestMethod = Types['ClientRequestMethod'];
  /**
   * This translation layer make sure that we expose codex error code in camel case.
   *
   * When an upstream HTTP status is available (for example, from the Responses API or a provider), it is forwarded in `httpStatusCode` on the relevant `codexErrorInfo` variant.
   */
  export type CodexErrorInfo = Types['CodexErrorInfo'];
  export type CodexResponseHandoffMode = Types['CodexResponseHandoffMode'];
  export type CollabAgentState = Types['CollabAgentState'];
  export type CollabAgentStatus = Types['CollabAgentStatus'];
  export type CollabAgentTool = Types['CollabAgentTool'];
  export type CollabAgentToolCallStatus = Types['CollabAgentToolCallStatus'];
  export type CollabAgentToolCallThreadItem = Types['CollabAgentToolCallThreadItem'];
  /** Collaboration mode for a Codex session. */
  export type CollaborationMode = Types['CollaborationMode'];
  /** EXPERIMENTAL - list collaboration mode presets. */
  export type CollaborationModeListParams = Types['CollaborationModeListParams'];
  /** EXPERIMENTAL - collaboration mode presets response. */
  export type CollaborationModeListResponse = Types['CollaborationModeListResponse'];
  /** EXPERIMENTAL - collaboration mode preset metadata for clients. */
  export type CollaborationModeMask = Types['CollaborationModeMask'];
  export type CommandAction = Types['CommandAction'];
  export type CommandConfiguredHookHandler = Types['CommandConfiguredHookHandler'];
  /**
   * Base64-encoded output chunk emitted for a streaming `command/exec` request.
   *
   * These notifications are connection-scoped. If the originating connection closes, the server terminates the process.
   */
  export type CommandExecOutputDeltaNotification = Types['CommandExecOutputDeltaNotification'];
  /** Stream label for `command/exec/outputDelta` notifications. */
  export type CommandExecOutputStream = Types['CommandExecOutputStream'];
  /**
   * Run a standalone command (argv vector) in the server sandbox without creating a thread or turn.
   *
   * The final `command/exec` response is deferred until the process exits and is sent only after all `command/exec/outputDelta` notifications for that connection have been emitted.
   */
  export type CommandExecParams = Types['CommandExecParams'];
  /** Resize a running PTY-backed `command/exec` session. */
  export type CommandExecResizeParams = Types['CommandExecResizeParams'];
  /** Empty success response for `command/exec/resize`. */
  export type CommandExecResizeResponse = Types['CommandExecResizeResponse'];
  /** Final buffered result for `command/exec`. */
  export type CommandExecResponse = Types['CommandExecResponse'];
  /** PTY size in character cells for `command/exec` PTY sessions. */
  export type CommandExecTerminalSize = Types['CommandExecTerminalSize'];
  /** Terminate a running `command/exec` session. */
  export type CommandExecTerminateParams = Types['CommandExecTerminateParams'];
  /** Empty success response for `command/exec/terminate`. */
  export type CommandExecTerminateResponse = Types['CommandExecTerminateResponse'];
  /** Write stdin bytes to a running `command/exec` session, close stdin, or both. */
  export type CommandExecWriteParams = Types['CommandExecWriteParams'];
  /** Empty success response for `command/exec/write`. */
  export type CommandExecWriteResponse = Types['CommandExecWriteResponse'];
  export type CommandExecutionApprovalDecision = Types['CommandExecutionApprovalDecision'];
  /** Distinguishes a command approval from input sent to an existing terminal. */
  export type CommandExecutionApprovalKind = Types['CommandExecutionApprovalKind'];
  export type CommandExecutionOutputDeltaNotification =
    Types['CommandExecutionOutputDeltaNotification'];
  export type CommandExecutionRequestApprovalParams =
    Types['CommandExecutionRequestApprovalParams'];
  export type CommandExecutionRequestApprovalResponse =
    Types['CommandExecutionRequestApprovalResponse'];
  export type CommandExecutionSource = Types['CommandExecutionSource'];
  export type CommandExecutionStatus = Types['CommandExecutionStatus'];
  export type CommandExecutionThreadItem = Types['CommandExecutionThreadItem'];
  export type CommandGuardianApprovalReviewAction = Types['CommandGuardianApprovalReviewAction'];
  export type CommandMigration = Types['CommandMigration'];
  /** Review the changes introduced by a specific commit. */
  export type CommitReviewTarget = Types['CommitReviewTarget'];
  export type CompactionResponseItem = Types['CompactionResponseItem'];
  export type CompactionTriggerResponseItem = Types['CompactionTriggerResponseItem'];
  export type CompletedThreadPredictionResult = Types['CompletedThreadPredictionResult'];
  export type ComputerUseConfig = Types['ComputerUseConfig'];
  export type ComputerUseMacosConfig = Types['ComputerUseMacosConfig'];
  export type ComputerUseMacosRequirements = Types['ComputerUseMacosRequirements'];
  export type ComputerUseRequirements = Types['ComputerUseRequirements'];
  export type ComputerUseWindowsConfig = Types['ComputerUseWindowsConfig'];
  export type ComputerUseWindowsExeConfig = Types['ComputerUseWindowsExeConfig'];
  export type ComputerUseWindowsExeRequirement = Types['ComputerUseWindowsExeRequirement'];
  export type ComputerUseWindowsRequirements = Types['ComputerUseWindowsRequirements'];
  export type Config = Types['Config'];
  export type ConfigBatchWriteParams = Types['ConfigBatchWriteParams'];
  export type ConfigEdit = Types['ConfigEdit'];
  export type ConfigLayer = Types['ConfigLayer'];
  export type ConfigLayerMetadata = Types['ConfigLayerMetadata'];
  export type ConfigLayerSource = Types['ConfigLayerSource'];
  export type ConfigReadParams = Types['ConfigReadParams'];
  export type ConfigReadResponse = Types['ConfigReadResponse'];
  export type ConfigRequirements = Types['ConfigRequirements'];
  export type ConfigRequirementsReadResponse = Types['ConfigRequirementsReadResponse'];
  export type ConfigValueWriteParams = Types['ConfigValueWriteParams'];
  export type ConfigWarningNotification = Types['ConfigWarningNotification'];
  export type ConfigWriteResponse = Types['ConfigWriteResponse'];
  /** Reasoning settings interpreted by the backend for the routed model. */
  export type ConfigurationReasoning = Types['ConfigurationReasoning'];
  /** A durable input control interpreted by the backend at its position in history. */
  export type ConfigurationUpdateResponseItem = Types['ConfigurationUpdateResponseItem'];
  export type ConfiguredHookHandler = Types['ConfiguredHookHandler'];
  export type ConfiguredHookMatcherGroup = Types['ConfiguredHookMatcherGroup'];
  /** EXPERIMENTAL - metadata returned by app/read. */
  export type ConnectorMetadata = Types['ConnectorMetadata'];
  export type ConsumeAccountRateLimitResetCreditOutcome =
    Types['ConsumeAccountRateLimitResetCreditOutcome'];
  export type ConsumeAccountRateLimitResetCreditParams =
    Types['ConsumeAccountRateLimitResetCreditParams'];
  export type ConsumeAccountRateLimitResetCreditResponse =
    Types['ConsumeAccountRateLimitResetCreditResponse'];
  export type ContentItem = Types['ContentItem'];
  /** Deprecated: Use `ContextCompaction` item type instead. */
  export type ContextCompactedNotification = Types['ContextCompactedNotification'];
  export type ContextCompactionResponseItem = Types['ContextCompactionResponseItem'];
  export type ContextCompactionThreadItem = Types['ContextCompactionThreadItem'];
  export type ConversationTextRole = Types['ConversationTextRole'];
  export type CreditsSnapshot = Types['CreditsSnapshot'];
  export type CustomGatewayProviderSettings = Types['CustomGatewayProviderSettings'];
  export type CustomGatewayProviderSettingsPatch = Types['CustomGatewayProviderSettingsPatch'];
  export type CustomMultiAgentMode = Types['CustomMultiAgentMode'];
  /** Arbitrary instructions, equivalent to the old free-form prompt. */
  export type CustomReviewTarget = Types['CustomReviewTarget'];
  export type CustomSessionSource = Types['CustomSessionSource'];
  export type CustomToolCallOutputResponseItem = Types['CustomToolCallOutputResponseItem'];
  export type CustomToolCallResponseItem = Types['CustomToolCallResponseItem'];
  /** Requested cyber treatment for an OpenAI model turn. Authorization and model-tier restrictions remain server-owned. */
  export type CyberAccessProgram = Types['CyberAccessProgram'];
  export type DailyScheduledTaskSchedule = Types['DailyScheduledTaskSchedule'];
  export type DangerFullAccessSandboxPolicy = Types['DangerFullAccessSandboxPolicy'];
  export type DeleteFileChange = Types['DeleteFileChange'];
  export type DeletePatchChangeKind = Types['DeletePatchChangeKind'];
  /** User has denied this command and the agent should not execute it, but it should continue the session and try something else. */
  export type DeniedReviewDecision = Types['DeniedReviewDecision'];
  export type DeprecationNoticeNotification = Types['DeprecationNoticeNotification'];
  export type DesktopOnboardingEntrypoint = Types['DesktopOnboardingEntrypoint'];
  export type DynamicToolCallOutputContentItem = Types['DynamicToolCallOutputContentItem'];
  export type DynamicToolCallParams = Types['DynamicToolCallParams'];
  export type DynamicToolCallResponse = Types['DynamicToolCallResponse'];
  export type DynamicToolCallStatus = Types['DynamicToolCallStatus'];
  export type DynamicToolCallThreadItem = Types['DynamicToolCallThreadItem'];
  export type DynamicToolNamespaceTool = Types['DynamicToolNamespaceTool'];
  export type DynamicToolSpec = Types['DynamicToolSpec'];
  export type EncryptedContentAgentMessageInputContent =
    Types['EncryptedContentAgentMessageInputContent'];
  export type EncryptedContentFunctionCallOutputContentItem =
    Types['EncryptedContentFunctionCallOutputContentItem'];
  export type EnteredReviewModeThreadItem = Types['EnteredReviewModeThreadItem'];
  /** Enterprise-managed config layer delivered by the cloud config bundle. */
  export type EnterpriseManagedConfigLayerSource = Types['EnterpriseManagedConfigLayerSource'];
  export type EnvironmentAddParams = Types['EnvironmentAddParams'];
  export type EnvironmentAddResponse = Types['EnvironmentAddResponse'];
  export type EnvironmentConnectionNotification = Types['EnvironmentConnectionNotification'];
  export type EnvironmentInfoParams = Types['EnvironmentInfoParams'];
  export type EnvironmentInfoResponse = Types['EnvironmentInfoResponse'];
  export type EnvironmentShellInfo = Types['EnvironmentShellInfo'];
  export type EnvironmentSkillsParams = Types['EnvironmentSkillsParams'];
  /**
   * Current status observed by app-server without starting or recovering an environment.
   *
   * For a currently ready remote environment, app-server asks the existing exec-server connection for `environment/status` without allowing recovery.
   */
  export type EnvironmentStatusKind = Types['EnvironmentStatusKind'];
  /** Parameters for reading the current status of one configured environment. */
  export type EnvironmentStatusParams = Types['EnvironmentStatusParams'];
  /** Current status for the requested environment. */
  export type EnvironmentStatusResponse = Types['EnvironmentStatusResponse'];
  export type ErrorNotification = Types['ErrorNotification'];
  export type ExecCommandApprovalParams = Types['ExecCommandApprovalParams'];
  export type ExecCommandApprovalResponse = Types['ExecCommandApprovalResponse'];
  export type ExecveGuardianApprovalReviewAction = Types['ExecveGuardianApprovalReviewAction'];
  export type ExistingCallThreadRealtimeStartTransport =
    Types['ExistingCallThreadRealtimeStartTransport'];
  export type ExitedReviewModeThreadItem = Types['ExitedReviewModeThreadItem'];
  export type ExperimentalClientNotificationMethod = Types['ExperimentalClientNotificationMethod'];
  export type ExperimentalClientRequestMethod = Types['ExperimentalClientRequestMethod'];
  export type ExperimentalFeature = Types['ExperimentalFeature'];
  export type ExperimentalFeatureEnablementSetParams =
    Types['ExperimentalFeatureEnablementSetParams'];
  export type ExperimentalFeatureEnablementSetResponse =
    Types['ExperimentalFeatureEnablementSetResponse'];
  export type ExperimentalFeatureListParams = Types['ExperimentalFeatureListParams'];
  export type ExperimentalFeatureListResponse = Types['ExperimentalFeatureListResponse'];
  export type ExperimentalFeatureStage = Types['ExperimentalFeatureStage'];
  export type ExperimentalServerNotificationMethod = Types['ExperimentalServerNotificationMethod'];
  export type ExperimentalServerRequestMethod = Types['ExperimentalServerRequestMethod'];
  export type ExternalAgentConfigDetectParams = Types['ExternalAgentConfigDetectParams'];
  export type ExternalAgentConfigDetectResponse = Types['ExternalAgentConfigDetectResponse'];
  export type ExternalAgentConfigImportCompletedNotification =
    Types['ExternalAgentConfigImportCompletedNotification'];
  export type ExternalAgentConfigImportHistoriesReadResponse =
    Types['ExternalAgentConfigImportHistoriesReadResponse'];
  export type ExternalAgentConfigImportHistory = Types['ExternalAgentConfigImportHistory'];
  export type ExternalAgentConfigImportHistoryRecordParams =
    Types['ExternalAgentConfigImportHistoryRecordParams'];
  export type ExternalAgentConfigImportHistoryRecordResponse =
    Types['ExternalAgentConfigImportHistoryRecordResponse'];
  export type ExternalAgentConfigImportHistoryRecordSuccessParams =
    Types['ExternalAgentConfigImportHistoryRecordSuccessParams'];
  export type ExternalAgentConfigImportHistoryRecordTypeResultParams =
    Types['ExternalAgentConfigImportHistoryRecordTypeResultParams'];
  export type ExternalAgentConfigImportItemTypeFailure =
    Types['ExternalAgentConfigImportItemTypeFailure'];
  export type ExternalAgentConfigImportItemTypeSuccess =
    Types['ExternalAgentConfigImportItemTypeSuccess'];
  export type ExternalAgentConfigImportParams = Types['ExternalAgentConfigImportParams'];
  export type ExternalAgentConfigImportProgressNotification =
    Types['ExternalAgentConfigImportProgressNotification'];
  export type ExternalAgentConfigImportResponse = Types['ExternalAgentConfigImportResponse'];
  export type ExternalAgentConfigImportTypeResult = Types['ExternalAgentConfigImportTypeResult'];
  export type ExternalAgentConfigMigrationItem = Types['ExternalAgentConfigMigrationItem'];
  export type ExternalAgentConfigMigrationItemType = Types['ExternalAgentConfigMigrationItemType'];
  export type ExternalAgentDetectedConnectorCandidate =
    Types['ExternalAgentDetectedConnectorCandidate'];
  export type ExternalAgentDetectedConnectorSource = Types['ExternalAgentDetectedConnectorSource'];
  export type ExternalAgentImportedConnectorCandidate =
    Types['ExternalAgentImportedConnectorCandidate'];
  export type ExternalAgentImportedConnectorSource = Types['ExternalAgentImportedConnectorSource'];
  export type ExternalSandboxSandboxPolicy = Types['ExternalSandboxSandboxPolicy'];
  export type FailedThreadPredictionResult = Types['FailedThreadPredictionResult'];
  export type FailedUserVerificationErrorDetails = Types['FailedUserVerificationErrorDetails'];
  export type FeedbackRequirements = Types['FeedbackRequirements'];
  export type FeedbackSaveParams = Types['FeedbackSaveParams'];
  export type FeedbackSaveResponse = Types['FeedbackSaveResponse'];
  export type FeedbackUploadParams = Types['FeedbackUploadParams'];
  export type FeedbackUploadResponse = Types['FeedbackUploadResponse'];
  export type FileChange = Types['FileChange'];
  export type FileChangeApprovalDecision = Types['FileChangeApprovalDecision'];
  /**
   * Deprecated legacy notification for `apply_patch` textual output.
   *
   * The server no longer emits this notification.
   */
  export type FileChangeOutputDeltaNotification = Types['FileChangeOutputDeltaNotification'];
  export type FileChangePatchUpdatedNotification = Types['FileChangePatchUpdatedNotification'];
  export type FileChangeRequestApprovalParams = Types['FileChangeRequestApprovalParams'];
  export type FileChangeRequestApprovalResponse = Types['FileChangeRequestApprovalResponse'];
  export type FileChangeThreadItem = Types['FileChangeThreadItem'];
  export type FileIdContentItem = Types['FileIdContentItem'];
  export type FileIdFunctionCallOutputContentItem = Types['FileIdFunctionCallOutputContentItem'];
  export type FileIdThreadItem = Types['FileIdThreadItem'];
  export type FileIdUserInput = Types['FileIdUserInput'];
  export type FileSystemAccessMode = Types['FileSystemAccessMode'];
  export type FileSystemPath = Types['FileSystemPath'];
  export type FileSystemSandboxEntry = Types['FileSystemSandboxEntry'];
  export type FileSystemSpecialPath = Types['FileSystemSpecialPath'];
  export type FileUpdateChange = Types['FileUpdateChange'];
  export type FindInPageResponsesApiWebSearchAction =
    Types['FindInPageResponsesApiWebSearchAction'];
  export type FindInPageWebSearchAction = Types['FindInPageWebSearchAction'];
  /** Backward-compatible API shape for ChatGPT workspace login restrictions. */
  export type ForcedChatgptWorkspaceIds = Types['ForcedChatgptWorkspaceIds'];
  export type ForcedLoginMethod = Types['ForcedLoginMethod'];
  export type FrameThreadRealtimeItem = Types['FrameThreadRealtimeItem'];
  /** Filesystem watch notification emitted for `fs/watch` subscribers. */
  export type FsChangedNotification = Types['FsChangedNotification'];
  /** Copy a file or directory tree on the host filesystem. */
  export type FsCopyParams = Types['FsCopyParams'];
  /** Successful response for `fs/copy`. */
  export type FsCopyResponse = Types['FsCopyResponse'];
  /** Create a directory on the host filesystem. */
  export type FsCreateDirectoryParams = Types['FsCreateDirectoryParams'];
  /** Successful response for `fs/createDirectory`. */
  export type FsCreateDirectoryResponse = Types['FsCreateDirectoryResponse'];
  /** Request metadata for an absolute path. */
  export type FsGetMetadataParams = Types['FsGetMetadataParams'];
  /** Metadata returned by `fs/getMetadata`. */
  export type FsGetMetadataResponse = Types['FsGetMetadataResponse'];
  /** A directory entry returned by `fs/readDirectory`. */
  export type FsReadDirectoryEntry = Types['FsReadDirectoryEntry'];
  /** List direct child names for a directory. */
  export type FsReadDirectoryParams = Types['FsReadDirectoryParams'];
  /** Directory entries returned by `fs/readDirectory`. */
  export type FsReadDirectoryResponse = Types['FsReadDirectoryResponse'];
  /** Read a file from the host filesystem. */
  export type FsReadFileParams = Types['FsReadFileParams'];
  /** Base64-encoded file contents returned by `fs/readFile`. */
  export type FsReadFileResponse = Types['FsReadFileResponse'];
  /** Remove a file or directory tree from the host filesystem. */
  export type FsRemoveParams = Types['FsRemoveParams'];
  /** Successful response for `fs/remove`. */
  export type FsRemoveResponse = Types['FsRemoveResponse'];
  /** Stop filesystem watch notifications for a prior `fs/watch`. */
  export type FsUnwatchParams = Types['FsUnwatchParams'];
  /** Successful response for `fs/unwatch`. */
  export type FsUnwatchResponse = Types['FsUnwatchResponse'];
  /** Start filesystem watch notifications for an absolute path. */
  export type FsWatchParams = Types['FsWatchParams'];
  /** Successful response for `fs/watch`. */
  export type FsWatchResponse = Types['FsWatchResponse'];
  /** Write a file on the host filesystem. */
  export type FsWriteFileParams = Types['FsWriteFileParams'];
  /** Successful response for `fs/writeFile`. */
  export type FsWriteFileResponse = Types['FsWriteFileResponse'];
  export type FunctionCallOutputBody = Types['FunctionCallOutputBody'];
  /** Responses API compatible content items that can be returned by a tool call. This is a subset of ContentItem with the types we support as function call outputs. */
  export type FunctionCallOutputContentItem = Types['FunctionCallOutputContentItem'];
  export type FunctionCallOutputResponseItem = Types['FunctionCallOutputResponseItem'];
  export type FunctionCallOutputThreadItem = Types['FunctionCallOutputThreadItem'];
  export type FunctionCallResponseItem = Types['FunctionCallResponseItem'];
  export type FunctionDynamicToolSpec = Types['FunctionDynamicToolSpec'];
  export type FuzzyFileSearchMatchType = Types['FuzzyFileSearchMatchType'];
  export type FuzzyFileSearchParams = Types['FuzzyFileSearchParams'];
  export type FuzzyFileSearchResponse = Types['FuzzyFileSearchResponse'];
  /** Superset of [`codex_file_search::FileMatch`] */
  export type FuzzyFileSearchResult = Types['FuzzyFileSearchResult'];
  export type FuzzyFileSearchSessionCompletedNotification =
    Types['FuzzyFileSearchSessionCompletedNotification'];
  export type FuzzyFileSearchSessionStartParams = Types['FuzzyFileSearchSessionStartParams'];
  export type FuzzyFileSearchSessionStartResponse = Types['FuzzyFileSearchSessionStartResponse'];
  export type FuzzyFileSearchSessionStopParams = Types['FuzzyFileSearchSessionStopParams'];
  export type FuzzyFileSearchSessionStopResponse = Types['FuzzyFileSearchSessionStopResponse'];
  export type FuzzyFileSearchSessionUpdateParams = Types['FuzzyFileSearchSessionUpdateParams'];
  export type FuzzyFileSearchSessionUpdateResponse = Types['FuzzyFileSearchSessionUpdateResponse'];
  export type FuzzyFileSearchSessionUpdatedNotification =
    Types['FuzzyFileSearchSessionUpdatedNotification'];
  export type GatewayAuth = Types['GatewayAuth'];
  export type GatewayOAuthCancelResponse = Types['GatewayOAuthCancelResponse'];
  export type GatewayOAuthChangedNotification = Types['GatewayOAuthChangedNotification'];
  /** Authorize a configured provider without changing the default or any thread's provider. */
  export type GatewayOAuthLoginParams = Types['GatewayOAuthLoginParams'];
  export type GatewayOAuthLoginResponse = Types['GatewayOAuthLoginResponse'];
  export type GatewayOAuthPrompt = Types['GatewayOAuthPrompt'];
  /** Read credential readiness for a configured provider without starting browser login. */
  export type GatewayOAuthReadParams = Types['GatewayOAuthReadParams'];
  /** Current effective gateway policy and credential readiness; never contains credentials. */
  export type GatewayOAuthReadResponse = Types['GatewayOAuthReadResponse'];
  export type GatewayOAuthStatus = Types['GatewayOAuthStatus'];
  /** Google Cloud Vertex AI with externally managed credentials. */
  export type GcpAccount = Types['GcpAccount'];
  export type GcpProviderId = Types['GcpProviderId'];
  export type GcpProviderSettings = Types['GcpProviderSettings'];
  /** GCP configuration fields. Credential-file paths refer to the app-server host. */
  export type GcpProviderSettingsPatch = Types['GcpProviderSettingsPatch'];
  export type GcpSetupParams = Types['GcpSetupParams'];
  export type GcpSetupResponse = Types['GcpSetupResponse'];
  export type GetAccountParams = Types['GetAccountParams'];
  /** Usage-read capabilities of the requesting client, never inferred from its experiment arm. */
  export type GetAccountRateLimitsParams = Types['GetAccountRateLimitsParams'];
  export type GetAccountRateLimitsResponse = Types['GetAccountRateLimitsResponse'];
  export type GetAccountResponse = Types['GetAccountResponse'];
  /** Optional security reminder bound to the account that fetched it. Unavailable or ineligible accounts return no notice; this read never changes account security. */
  export type GetAccountSecuritySetupResponse = Types['GetAccountSecuritySetupResponse'];
  export type GetAccountTokenUsageParams = Types['GetAccountTokenUsageParams'];
  export type GetAccountTokenUsageResponse = Types['GetAccountTokenUsageResponse'];
  export type GetWorkspaceMessagesResponse = Types['GetWorkspaceMessagesResponse'];
  export type GitInfo = Types['GitInfo'];
  export type GitPluginSource = Types['GitPluginSource'];
  export type GlobPatternFileSystemPath = Types['GlobPatternFileSystemPath'];
  export type GrantedPermissionProfile = Types['GrantedPermissionProfile'];
  export type GranularAskForApproval = Types['GranularAskForApproval'];
  /** [UNSTABLE] Temporary approval auto-review payload used by `item/autoApprovalReview/*` notifications. This shape is expected to change soon. */
  export type GuardianApprovalReview = Types['GuardianApprovalReview'];
  export type GuardianApprovalReviewAction = Types['GuardianApprovalReviewAction'];
  /** [UNSTABLE] Lifecycle state for an approval auto-review. */
  export type GuardianApprovalReviewStatus = Types['GuardianApprovalReviewStatus'];
  /** Final allow/deny outcome returned by the guardian reviewer. */
  export type GuardianAssessmentOutcome = Types['GuardianAssessmentOutcome'];
  export type GuardianCommandSource = Types['GuardianCommandSource'];
  /** [UNSTABLE] Risk level assigned by approval auto-review. */
  export type GuardianRiskLevel = Types['GuardianRiskLevel'];
  /** [UNSTABLE] Authorization level assigned by approval auto-review. */
  export type GuardianUserAuthorization = Types['GuardianUserAuthorization'];
  export type GuardianWarningNotification = Types['GuardianWarningNotification'];
  export type HelplineSubject = Types['HelplineSubject'];
  export type HookCompletedNotification = Types['HookCompletedNotification'];
  export type HookErrorInfo = Types['HookErrorInfo'];
  export type HookEventName = Types['HookEventName'];
  export type HookExecutionMode = Types['HookExecutionMode'];
  export type HookHandlerType = Types['HookHandlerType'];
  export type HookMetadata = Types['HookMetadata'];
  export type HookMigration = Types['HookMigration'];
  export type HookOutputEntry = Types['HookOutputEntry'];
  export type HookOutputEntryKind = Types['HookOutputEntryKind'];
  export type HookPromptFragment = Types['HookPromptFragment'];
  export type HookPromptThreadItem = Types['HookPromptThreadItem'];
  export type HookRunStatus = Types['HookRunStatus'];
  export type HookRunSummary = Types['HookRunSummary'];
  export type HookScope = Types['HookScope'];
  export type HookSource = Types['HookSource'];
  export type HookStartedNotification = Types['HookStartedNotification'];
  export type HookTrustStatus = Types['HookTrustStatus'];
  export type HooksListEntry = Types['HooksListEntry'];
  export type HooksListParams = Types['HooksListParams'];
  export type HooksListResponse = Types['HooksListResponse'];
  export type HourlyScheduledTaskSchedule = Types['HourlyScheduledTaskSchedule'];
  export type HttpConnectionFailedCodexErrorInfo = Types['HttpConnectionFailedCodexErrorInfo'];
  export type IdleThreadStatus = Types['IdleThreadStatus'];
  export type ImageDetail = Types['ImageDetail'];
  export type ImageGenerationCallResponseItem = Types['ImageGenerationCallResponseItem'];
  export type ImageGenerationFailure = Types['ImageGenerationFailure'];
  /** A local image file successfully read for this exact image-generation request. */
  export type ImageGenerationInputImage = Types['ImageGenerationInputImage'];
  /**
   * Either inline generated-image data or its durable attachment-store identity.
   *
   * `File` must remain first so rollouts written during the migration, which contain both an empty `result` and a `fileId`, retain the file reference when deserialized.
   */
  export type ImageGenerationThreadItem = Types['ImageGenerationThreadItem'];
  export type ImageUrlContentItem = Types['ImageUrlContentItem'];
  export type ImageUrlFunctionCallOutputContentItem =
    Types['ImageUrlFunctionCallOutputContentItem'];
  export type ImageUserInput = Types['ImageUserInput'];
  export type ImageViewThreadItem = Types['ImageViewThreadItem'];
  export type InAppBrowserRequirements = Types['InAppBrowserRequirements'];
  /** Client-declared capabilities negotiated during initialize. */
  export type InitializeCapabilities = Types['InitializeCapabilities'];
  export type InitializeParams = Types['InitializeParams'];
  export type InitializeResponse = Types['InitializeResponse'];
  export type InlineMarkdownThreadRealtimeBemItemPresentation =
    Types['InlineMarkdownThreadRealtimeBemItemPresentation'];
  export type InlineVisualizationThreadRealtimeBemItemPresentation =
    Types['InlineVisualizationThreadRealtimeBemItemPresentation'];
  /** Inline audio data or an uploaded file loaded by the Responses API. */
  export type InputAudioContentItem = Types['InputAudioContentItem'];
  export type InputAudioDynamicToolCallOutputContentItem =
    Types['InputAudioDynamicToolCallOutputContentItem'];
  /** Inline audio data or an uploaded file loaded by the Responses API. */
  export type InputAudioFunctionCallOutputContentItem =
    Types['InputAudioFunctionCallOutputContentItem'];
  export type InputImageContentItem = Types['InputImageContentItem'];
  export type InputImageDynamicToolCallOutputContentItem =
    Types['InputImageDynamicToolCallOutputContentItem'];
  export type InputImageFunctionCallOutputContentItem =
    Types['InputImageFunctionCallOutputContentItem'];
  /** Canonical user-input modality tags advertised by a model. */
  export type InputModality = Types['InputModality'];
  export type InputTextAgentMessageInputContent = Types['InputTextAgentMessageInputContent'];
  export type InputTextContentItem = Types['InputTextContentItem'];
  export type InputTextDynamicToolCallOutputContentItem =
    Types['InputTextDynamicToolCallOutputContentItem'];
  export type InputTextFunctionCallOutputContentItem =
    Types['InputTextFunctionCallOutputContentItem'];
  /** Installed connector runtime state. */
  export type InstalledApp = Types['InstalledApp'];
  /**
   * Internal Responses API passthrough metadata copied into underlying chat messages.
   *
   * Responses API strongly types this payload. Do not modify it without first getting API approval and making the corresponding Responses API change.
   */
  export type InternalChatMessageMetadataPassthrough =
    Types['InternalChatMessageMetadataPassthrough'];
  export type InvalidRequestUserVerificationErrorDetails =
    Types['InvalidRequestUserVerificationErrorDetails'];
  export type ItemCompletedNotification = Types['ItemCompletedNotification'];
  /** [UNSTABLE] Temporary notification payload for approval auto-review. This shape is expected to change soon. */
  export type ItemGuardianApprovalReviewCompletedNotification =
    Types['ItemGuardianApprovalReviewCompletedNotification'];
  /** [UNSTABLE] Temporary notification payload for approval auto-review. This shape is expected to change soon. */
  export type ItemGuardianApprovalReviewStartedNotification =
    Types['ItemGuardianApprovalReviewStartedNotification'];
  export type ItemStartedNotification = Types['ItemStartedNotification'];
  export type ItemThreadTimelineEntry = Types['ItemThreadTimelineEntry'];
  /** A response to a request that indicates an error occurred. */
  export type JSONRPCError = Types['JSONRPCError'];
  export type JSONRPCErrorError = Types['JSONRPCErrorError'];
  /** Refers to any valid JSON-RPC object that can be decoded off the wire, or encoded to be sent. */
  export type JSONRPCMessage = Types['JSONRPCMessage'];
  /** A notification which does not expect a response. */
  export type JSONRPCNotification = Types['JSONRPCNotification'];
  /** A request that expects a response. */
  export type JSONRPCRequest = Types['JSONRPCRequest'];
  /** A successful (non-error) response to a request. */
  export type JSONRPCResponse = Types['JSONRPCResponse'];
  export type KindBlockReason = Types['KindBlockReason'];
  export type KindFileSystemSpecialPath = Types['KindFileSystemSpecialPath'];
  export type LegacyAppPathString = Types['LegacyAppPathString'];
  /** `managed_config.toml` was designed to be a config that was loaded as the last layer on top of everything else. This scheme did not quite work out as intended, but we keep this variant as a "best effort" while we phase out `managed_config.toml` in favor of `requirements.toml`. */
  export type LegacyManagedConfigTomlFromFileConfigLayerSource =
    Types['LegacyManagedConfigTomlFromFileConfigLayerSource'];
  export type LegacyManagedConfigTomlFromMdmConfigLayerSource =
    Types['LegacyManagedConfigTomlFromMdmConfigLayerSource'];
  export type ListFilesCommandAction = Types['ListFilesCommandAction'];
  export type ListFilesParsedCommand = Types['ListFilesParsedCommand'];
  export type ListMcpServerStatusParams = Types['ListMcpServerStatusParams'];
  export type ListMcpServerStatusResponse = Types['ListMcpServerStatusResponse'];
  export type LocalAudioUserInput = Types['LocalAudioUserInput'];
  export type LocalImageUserInput = Types['LocalImageUserInput'];
  export type LocalPluginSource = Types['LocalPluginSource'];
  export type LocalShellAction = Types['LocalShellAction'];
  export type LocalShellCallResponseItem = Types['LocalShellCallResponseItem'];
  export type LocalShellStatus = Types['LocalShellStatus'];
  export type LoginAccountParams = Types['LoginAccountParams'];
  export type LoginAccountResponse = Types['LoginAccountResponse'];
  export type LoginAppBrand = Types['LoginAppBrand'];
  export type LogoutAccountResponse = Types['LogoutAccountResponse'];
  export type ManagedHooksRequirements = Types['ManagedHooksRequirements'];
  export type MarketplaceAddParams = Types['MarketplaceAddParams'];
  export type MarketplaceAddResponse = Types['MarketplaceAddResponse'];
  export type MarketplaceInterface = Types['MarketplaceInterface'];
  export type MarketplaceLoadErrorInfo = Types['MarketplaceLoadErrorInfo'];
  export type MarketplaceRemoveParams = Types['MarketplaceRemoveParams'];
  export type MarketplaceRemoveResponse = Types['MarketplaceRemoveResponse'];
  export type MarketplaceUpgradeErrorInfo = Types['MarketplaceUpgradeErrorInfo'];
  export type MarketplaceUpgradeParams = Types['MarketplaceUpgradeParams'];
  export type MarketplaceUpgradeResponse = Types['MarketplaceUpgradeResponse'];
  export type McpAppDisplayMode = Types['McpAppDisplayMode'];
  /** UI resource and display preference for model invocations, captured from the tool descriptor. */
  export type McpAppUi = Types['McpAppUi'];
  export type McpAuthStatus = Types['McpAuthStatus'];
  export type McpElicitationArrayType = Types['McpElicitationArrayType'];
  export type McpElicitationBooleanSchema = Types['McpElicitationBooleanSchema'];
  export type McpElicitationBooleanType = Types['McpElicitationBooleanType'];
  export type McpElicitationConstOption = Types['McpElicitationConstOption'];
  export type McpElicitationEnumSchema = Types['McpElicitationEnumSchema'];
  export type McpElicitationLegacyTitledEnumSchema = Types['McpElicitationLegacyTitledEnumSchema'];
  export type McpElicitationMultiSelectEnumSchema = Types['McpElicitationMultiSelectEnumSchema'];
  export type McpElicitationNumberSchema = Types['McpElicitationNumberSchema'];
  export type McpElicitationNumberType = Types['McpElicitationNumberType'];
  export type McpElicitationObjectType = Types['McpElicitationObjectType'];
  export type McpElicitationPrimitiveSchema = Types['McpElicitationPrimitiveSchema'];
  /**
   * Typed form schema for MCP `elicitation/create` requests.
   *
   * This matches the `requestedSchema` shape from the MCP 2025-11-25 `ElicitRequestFormParams` schema.
   */
  export type McpElicitationSchema = Types['McpElicitationSchema'];
  export type McpElicitationSingleSelectEnumSchema = Types['McpElicitationSingleSelectEnumSchema'];
  export type McpElicitationStringFormat = Types['McpElicitationStringFormat'];
  export type McpElicitationStringSchema = Types['McpElicitationStringSchema'];
  export type McpElicitationStringType = Types['McpElicitationStringType'];
  export type McpElicitationTitledEnumItems = Types['McpElicitationTitledEnumItems'];
  export type McpElicitationTitledMultiSelectEnumSchema =
    Types['McpElicitationTitledMultiSelectEnumSchema'];
  export type McpElicitationTitledSingleSelectEnumSchema =
    Types['McpElicitationTitledSingleSelectEnumSchema'];
  export type McpElicitationUntitledEnumItems = Types['McpElicitationUntitledEnumItems'];
  export type McpElicitationUntitledMultiSelectEnumSchema =
    Types['McpElicitationUntitledMultiSelectEnumSchema'];
  export type McpElicitationUntitledSingleSelectEnumSchema =
    Types['McpElicitationUntitledSingleSelectEnumSchema'];
  export type McpResourceReadParams = Types['McpResourceReadParams'];
  export type McpResourceReadResponse = Types['McpResourceReadResponse'];
  export type McpResourceReadTarget = Types['McpResourceReadTarget'];
  export type McpServerConnectionStatus = Types['McpServerConnectionStatus'];
  export type McpServerElicitationAction = Types['McpServerElicitationAction'];
  export type McpServerElicitationRequestParams = Types['McpServerElicitationRequestParams'];
  export type McpServerElicitationRequestResponse = Types['McpServerElicitationRequestResponse'];
  export type McpServerEventNotification = Types['McpServerEventNotification'];
  export type McpServerEventStreamNotification = Types['McpServerEventStreamNotification'];
  export type McpServerEventStreamStartParams = Types['McpServerEventStreamStartParams'];
  export type McpServerEventStreamStartResponse = Types['McpServerEventStreamStartResponse'];
  export type McpServerEventStreamStopParams = Types['McpServerEventStreamStopParams'];
  export type McpServerEventStreamStopResponse = Types['McpServerEventStreamStopResponse'];
  /** Presentation metadata advertised by an initialized MCP server. */
  export type McpServerInfo = Types['McpServerInfo'];
  export type McpServerMigration = Types['McpServerMigration'];
  export type McpServerOauthClientRegistration = Types['McpServerOauthClientRegistration'];
  export type McpServerOauthLoginCompletedNotification =
    Types['McpServerOauthLoginCompletedNotification'];
  export type McpServerOauthLoginParams = Types['McpServerOauthLoginParams'];
  export type McpServerOauthLoginResponse = Types['McpServerOauthLoginResponse'];
  export type McpServerRefreshResponse = Types['McpServerRefreshResponse'];
  export type McpServerStartupFailureReason = Types['McpServerStartupFailureReason'];
  export type McpServerStartupState = Types['McpServerStartupState'];
  export type McpServerStatus = Types['McpServerStatus'];
  export type McpServerStatusDetail = Types['McpServerStatusDetail'];
  export type McpServerStatusUpdatedNotification = Types['McpServerStatusUpdatedNotification'];
  export type McpServerToolCallParams = Types['McpServerToolCallParams'];
  export type McpServerToolCallResponse = Types['McpServerToolCallResponse'];
  export type McpToolCallAppContext = Types['McpToolCallAppContext'];
  export type McpToolCallError = Types['McpToolCallError'];
  export type McpToolCallGuardianApprovalReviewAction =
    Types['McpToolCallGuardianApprovalReviewAction'];
  export type McpToolCallProgressNotification = Types['McpToolCallProgressNotification'];
  export type McpToolCallResult = Types['McpToolCallResult'];
  export type McpToolCallStatus = Types['McpToolCallStatus'];
  export type McpToolCallThreadItem = Types['McpToolCallThreadItem'];
  export type McpToolConfiguredHookHandler = Types['McpToolConfiguredHookHandler'];
  /** Managed preferences layer delivered by MDM (macOS only). */
  export type MdmConfigLayerSource = Types['MdmConfigLayerSource'];
  export type MemoryCitation = Types['MemoryCitation'];
  export type MemoryCitationEntry = Types['MemoryCitationEntry'];
  export type MemoryResetResponse = Types['MemoryResetResponse'];
  export type MemoryStatusParams = Types['MemoryStatusParams'];
  export type MemoryStatusResponse = Types['MemoryStatusResponse'];
  export type MentionUserInput = Types['MentionUserInput'];
  export type MergeStrategy = Types['MergeStrategy'];
  /**
   * Classifies assistant text as commentary, a partial answer, or a terminal answer.
   *
   * Providers do not emit this consistently, so callers must treat `None` as "phase unknown" and keep compatibility behavior for legacy models.
   */
  export type MessagePhase = Types['MessagePhase'];
  export type MessageResponseItem = Types['MessageResponseItem'];
  export type MigrationDetails = Types['MigrationDetails'];
  export type MinimalFileSystemSpecialPath = Types['MinimalFileSystemSpecialPath'];
  export type MisalignmentErrorDetails = Types['MisalignmentErrorDetails'];
  export type MisalignmentSteer = Types['MisalignmentSteer'];
  export type MockExperimentalMethodParams = Types['MockExperimentalMethodParams'];
  export type MockExperimentalMethodResponse = Types['MockExperimentalMethodResponse'];
  /** Authentication is configured outside the gateway form. Preserve it on edits. */
  export type ModeGatewayAuth = Types['ModeGatewayAuth'];
  /** Initial collaboration mode to use when the TUI starts. */
  export type ModeKind = Types['ModeKind'];
  export type Model = Types['Model'];
  /** Caller-specific explicit access programs advertised by model discovery. */
  export type ModelAccessPrograms = Types['ModelAccessPrograms'];
  export type ModelAvailabilityNux = Types['ModelAvailabilityNux'];
  export type ModelListParams = Types['ModelListParams'];
  export type ModelListResponse = Types['ModelListResponse'];
  export type ModelProviderCapabilitiesReadParams = Types['ModelProviderCapabilitiesReadParams'];
  export type ModelProviderCapabilitiesReadResponse =
    Types['ModelProviderCapabilitiesReadResponse'];
  export type ModelProviderConfigWriteParams = Types['ModelProviderConfigWriteParams'];
  export type ModelProviderConfigWriteResponse = Types['ModelProviderConfigWriteResponse'];
  export type ModelProviderDefaultSetParams = Types['ModelProviderDefaultSetParams'];
  /** Structured JSON-RPC error data. Unknown errors must retain the client's normal fallback. */
  export type ModelProviderError = Types['ModelProviderError'];
  export type ModelProviderListParams = Types['ModelProviderListParams'];
  export type ModelProviderListResponse = Types['ModelProviderListResponse'];
  export type ModelProviderSummary = Types['ModelProviderSummary'];
  export type ModelRerouteReason = Types['ModelRerouteReason'];
  export type ModelReroutedNotification = Types['ModelReroutedNotification'];
  export type ModelSafetyBufferingUpdatedNotification =
    Types['ModelSafetyBufferingUpdatedNotification'];
  export type ModelServiceTier = Types['ModelServiceTier'];
  export type ModelUpgradeInfo = Types['ModelUpgradeInfo'];
  export type ModelVerification = Types['ModelVerification'];
  export type ModelVerificationNotification = Types['ModelVerificationNotification'];
  export type ModelsRequirements = Types['ModelsRequirements'];
  /** Controls the effective multi-agent delegation instructions for a turn. `custom` means the configured mode hint defines the policy instead of a built-in policy. */
  export type MultiAgentMode = Types['MultiAgentMode'];
  /** Multi-agent runtime supported by a model. */
  export type MultiAgentVersion = Types['MultiAgentVersion'];
  export type NamespaceDynamicToolSpec = Types['NamespaceDynamicToolSpec'];
  export type NetworkAccess = Types['NetworkAccess'];
  export type NetworkAccessGuardianApprovalReviewAction =
    Types['NetworkAccessGuardianApprovalReviewAction'];
  export type NetworkApprovalContext = Types['NetworkApprovalContext'];
  export type NetworkApprovalProtocol = Types['NetworkApprovalProtocol'];
  export type NetworkDomainPermission = Types['NetworkDomainPermission'];
  export type NetworkPolicyAmendment = Types['NetworkPolicyAmendment'];
  /** User chose to persist a network policy rule (allow/deny) for future requests to the same host. */
  export type NetworkPolicyAmendmentReviewDecision = Types['NetworkPolicyAmendmentReviewDecision'];
  export type NetworkPolicyRuleAction = Types['NetworkPolicyRuleAction'];
  export type NetworkRequirements = Types['NetworkRequirements'];
  export type NetworkUnixSocketPermission = Types['NetworkUnixSocketPermission'];
  export type NewThreadModelDefaults = Types['NewThreadModelDefaults'];
  export type NonSteerableTurnKind = Types['NonSteerableTurnKind'];
  export type NoneGatewayAuth = Types['NoneGatewayAuth'];
  export type NotLoadedThreadStatus = Types['NotLoadedThreadStatus'];
  export type NpmPluginSource = Types['NpmPluginSource'];
  export type NullableGatewayOAuthLoginParams = Types['NullableGatewayOAuthLoginParams'];
  export type NullableGatewayOAuthReadParams = Types['NullableGatewayOAuthReadParams'];
  export type NullableGetAccountRateLimitsParams = Types['NullableGetAccountRateLimitsParams'];
  export type NullableGetAccountTokenUsageParams = Types['NullableGetAccountTokenUsageParams'];
  export type NullableRemoteControlDisableParams = Types['NullableRemoteControlDisableParams'];
  export type NullableRemoteControlEnableParams = Types['NullableRemoteControlEnableParams'];
  export type OpenPageResponsesApiWebSearchAction = Types['OpenPageResponsesApiWebSearchAction'];
  export type OpenPageWebSearchAction = Types['OpenPageWebSearchAction'];
  export type OpenaiProviderSettings = Types['OpenaiProviderSettings'];
  export type OtelExporter = Types['OtelExporter'];
  export type OtelHttpProtocol = Types['OtelHttpProtocol'];
  export type OtelRequirements = Types['OtelRequirements'];
  export type OtelTlsConfig = Types['OtelTlsConfig'];
  export type OtelToolResultLogConfig = Types['OtelToolResultLogConfig'];
  export type OtherResponseItem = Types['OtherResponseItem'];
  export type OtherResponsesApiWebSearchAction = Types['OtherResponsesApiWebSearchAction'];
  export type OtherSubAgentSource = Types['OtherSubAgentSource'];
  export type OtherWebSearchAction = Types['OtherWebSearchAction'];
  export type OtlpGrpcOtelExporter = Types['OtlpGrpcOtelExporter'];
  export type OtlpHttpOtelExporter = Types['OtlpHttpOtelExporter'];
  export type OutputTextContentItem = Types['OutputTextContentItem'];
  export type OverriddenMetadata = Types['OverriddenMetadata'];
  /** Default configuration supplied with the installed Codex package. */
  export type PackagedDefaultsConfigLayerSource = Types['PackagedDefaultsConfigLayerSource'];
  export type ParsedCommand = Types['ParsedCommand'];
  export type PatchApplyStatus = Types['PatchApplyStatus'];
  export type PatchChangeKind = Types['PatchChangeKind'];
  export type PathFileSystemPath = Types['PathFileSystemPath'];
  export type PathUri = Types['PathUri'];
  export type PermissionGrantScope = Types['PermissionGrantScope'];
  export type PermissionProfileListParams = Types['PermissionProfileListParams'];
  export type PermissionProfileListResponse = Types['PermissionProfileListResponse'];
  export type PermissionProfileSummary = Types['PermissionProfileSummary'];
  export type PermissionsRequestApprovalParams = Types['PermissionsRequestApprovalParams'];
  export type PermissionsRequestApprovalResponse = Types['PermissionsRequestApprovalResponse'];
  /** Deprecated: `friendly` and `pragmatic` no longer select a style. */
  export type Personality = Types['Personality'];
  /** EXPERIMENTAL - proposed plan streaming deltas for plan items. Clients should not assume concatenated deltas match the completed plan item content. */
  export type PlanDeltaNotification = Types['PlanDeltaNotification'];
  /** EXPERIMENTAL - proposed plan item content. The completed plan item is authoritative and may not match the concatenation of `PlanDelta` text. */
  export type PlanThreadItem = Types['PlanThreadItem'];
  export type PlanType = Types['PlanType'];
  export type PluginAuthPolicy = Types['PluginAuthPolicy'];
  export type PluginAvailability = Types['PluginAvailability'];
  export type PluginDetail = Types['PluginDetail'];
  export type PluginDisabledReason = Types['PluginDisabledReason'];
  export type PluginHookSummary = Types['PluginHookSummary'];
  export type PluginInstallParams = Types['PluginInstallParams'];
  export type PluginInstallPolicy = Types['PluginInstallPolicy'];
  export type PluginInstallPolicySource = Types['PluginInstallPolicySource'];
  export type PluginInstallResponse = Types['PluginInstallResponse'];
  export type PluginInstalledParams = Types['PluginInstalledParams'];
  export type PluginInstalledResponse = Types['PluginInstalledResponse'];
  export type PluginInterface = Types['PluginInterface'];
  export type PluginListMarketplaceKind = Types['PluginListMarketplaceKind'];
  export type PluginListParams = Types['PluginListParams'];
  export type PluginListResponse = Types['PluginListResponse'];
  export type PluginMarketplaceEntry = Types['PluginMarketplaceEntry'];
  export type PluginReadParams = Types['PluginReadParams'];
  export type PluginReadResponse = Types['PluginReadResponse'];
  /** Runtime categories affected by this change, not just capabilities currently present. Flags describe declarations before runtime policy filtering. Updates OR the old and new bundle flags; enablement changes and cached reinstalls use the cached bundle; removals retain the old bundle's flags. */
  export type PluginReconcileChangedPlugin = Types['PluginReconcileChangedPlugin'];
  export type PluginReconcileParams = Types['PluginReconcileParams'];
  /** Bundle and installed-state changes observed by this pass, not a runtime-readiness acknowledgement or a cumulative diff since the client's last request. Other metadata-only changes are not listed. */
  export type PluginReconcileResponse = Types['PluginReconcileResponse'];
  export type PluginSearchParams = Types['PluginSearchParams'];
  export type PluginSearchResponse = Types['PluginSearchResponse'];
  export type PluginSearchResult = Types['PluginSearchResult'];
  export type PluginSearchScope = Types['PluginSearchScope'];
  export type PluginShareCheckoutParams = Types['PluginShareCheckoutParams'];
  export type PluginShareCheckoutResponse = Types['PluginShareCheckoutResponse'];
  export type PluginShareContext = Types['PluginShareContext'];
  export type PluginShareDeleteParams = Types['PluginShareDeleteParams'];
  export type PluginShareDeleteResponse = Types['PluginShareDeleteResponse'];
  export type PluginShareDiscoverability = Types['PluginShareDiscoverability'];
  export type PluginShareListItem = Types['PluginShareListItem'];
  export type PluginShareListParams = Types['PluginShareListParams'];
  export type PluginShareListResponse = Types['PluginShareListResponse'];
  export type PluginSharePrincipal = Types['PluginSharePrincipal'];
  export type PluginSharePrincipalRole = Types['PluginSharePrincipalRole'];
  export type PluginSharePrincipalType = Types['PluginSharePrincipalType'];
  export type PluginShareSaveParams = Types['PluginShareSaveParams'];
  export type PluginShareSaveResponse = Types['PluginShareSaveResponse'];
  export type PluginShareTarget = Types['PluginShareTarget'];
  export type PluginShareTargetRole = Types['PluginShareTargetRole'];
  export type PluginShareUpdateDiscoverability = Types['PluginShareUpdateDiscoverability'];
  export type PluginShareUpdateTargetsParams = Types['PluginShareUpdateTargetsParams'];
  export type PluginShareUpdateTargetsResponse = Types['PluginShareUpdateTargetsResponse'];
  export type PluginSkillReadParams = Types['PluginSkillReadParams'];
  export type PluginSkillReadResponse = Types['PluginSkillReadResponse'];
  export type PluginSource = Types['PluginSource'];
  export type PluginSummary = Types['PluginSummary'];
  export type PluginUninstallParams = Types['PluginUninstallParams'];
  export type PluginUninstallResponse = Types['PluginUninstallResponse'];
  export type PluginsMigration = Types['PluginsMigration'];
  /** Final process exit notification for `process/spawn`. */
  export type ProcessExitedNotification = Types['ProcessExitedNotification'];
  /** Terminate a running `process/spawn` session. */
  export type ProcessKillParams = Types['ProcessKillParams'];
  /** Empty success response for `process/kill`. */
  export type ProcessKillResponse = Types['ProcessKillResponse'];
  /** Base64-encoded output chunk emitted for a streaming `process/spawn` request. */
  export type ProcessOutputDeltaNotification = Types['ProcessOutputDeltaNotification'];
  /** Stream label for `process/outputDelta` notifications. */
  export type ProcessOutputStream = Types['ProcessOutputStream'];
  /** Resize a running PTY-backed `process/spawn` session. */
  export type ProcessResizePtyParams = Types['ProcessResizePtyParams'];
  /** Empty success response for `process/resizePty`. */
  export type ProcessResizePtyResponse = Types['ProcessResizePtyResponse'];
  /**
   * Spawn a standalone process (argv vector) without a Codex sandbox on the host where the app server is running.
   *
   * `process/spawn` returns after the process has started and the connection-scoped `processHandle` has been registered. Process output and exit are reported via `process/outputDelta` and `process/exited` notifications.
   */
  export type ProcessSpawnParams = Types['ProcessSpawnParams'];
  /** Successful response for `process/spawn`. */
  export type ProcessSpawnResponse = Types['ProcessSpawnResponse'];
  /** PTY size in character cells for `process/spawn` PTY sessions. */
  export type ProcessTerminalSize = Types['ProcessTerminalSize'];
  /** Write stdin bytes to a running `process/spawn` session, close stdin, or both. */
  export type ProcessWriteStdinParams = Types['ProcessWriteStdinParams'];
  /** Empty success response for `process/writeStdin`. */
  export type ProcessWriteStdinResponse = Types['ProcessWriteStdinResponse'];
  export type Project = Types['Project'];
  export type ProjectChangeType = Types['ProjectChangeType'];
  export type ProjectChangedNotification = Types['ProjectChangedNotification'];
  /** Path to a .codex/ folder within a project. There could be multiple of these between `cwd` and the project/repo root. */
  export type ProjectConfigLayerSource = Types['ProjectConfigLayerSource'];
  export type ProjectCreateParams = Types['ProjectCreateParams'];
  export type ProjectCreateResponse = Types['ProjectCreateResponse'];
  export type ProjectDeleteParams = Types['ProjectDeleteParams'];
  export type ProjectDeleteResponse = Types['ProjectDeleteResponse'];
  export type ProjectImportParams = Types['ProjectImportParams'];
  export type ProjectImportResponse = Types['ProjectImportResponse'];
  export type ProjectListParams = Types['ProjectListParams'];
  export type ProjectListResponse = Types['ProjectListResponse'];
  export type ProjectMoveParams = Types['ProjectMoveParams'];
  export type ProjectMoveResponse = Types['ProjectMoveResponse'];
  export type ProjectReadParams = Types['ProjectReadParams'];
  export type ProjectReadResponse = Types['ProjectReadResponse'];
  export type ProjectRoot = Types['ProjectRoot'];
  export type ProjectSortKey = Types['ProjectSortKey'];
  export type ProjectUpdateParams = Types['ProjectUpdateParams'];
  export type ProjectUpdateResponse = Types['ProjectUpdateResponse'];
  export type PromptConfiguredHookHandler = Types['PromptConfiguredHookHandler'];
  export type PromptHookMetadata = Types['PromptHookMetadata'];
  export type ProviderSettings = Types['ProviderSettings'];
  /** Omitted patch fields preserve their values. Explicit null clears a nullable field. */
  export type ProviderSettingsPatch = Types['ProviderSettingsPatch'];
  export type QueuedSubmission = Types['QueuedSubmission'];
  export type RateLimitReachedType = Types['RateLimitReachedType'];
  export type RateLimitResetCredit = Types['RateLimitResetCredit'];
  export type RateLimitResetCreditStatus = Types['RateLimitResetCreditStatus'];
  export type RateLimitResetCreditsSummary = Types['RateLimitResetCreditsSummary'];
  export type RateLimitResetType = Types['RateLimitResetType'];
  export type RateLimitSnapshot = Types['RateLimitSnapshot'];
  export type RateLimitWindow = Types['RateLimitWindow'];
  /** Internal-only notification containing the exact usage from one upstream Responses API completion. */
  export type RawResponseCompletedNotification = Types['RawResponseCompletedNotification'];
  export type RawResponseItemCompletedNotification = Types['RawResponseItemCompletedNotification'];
  export type ReadCommandAction = Types['ReadCommandAction'];
  export type ReadOnlySandboxPolicy = Types['ReadOnlySandboxPolicy'];
  export type ReadParsedCommand = Types['ReadParsedCommand'];
  export type ReadThreadReadStateOperation = Types['ReadThreadReadStateOperation'];
  export type RealtimeConversationVersion = Types['RealtimeConversationVersion'];
  export type RealtimeOutputModality = Types['RealtimeOutputModality'];
  export type RealtimeSessionClosedThreadRealtimeItem =
    Types['RealtimeSessionClosedThreadRealtimeItem'];
  export type RealtimeSessionStartedThreadRealtimeItem =
    Types['RealtimeSessionStartedThreadRealtimeItem'];
  export type RealtimeThreadTimelineEntry = Types['RealtimeThreadTimelineEntry'];
  export type RealtimeVoice = Types['RealtimeVoice'];
  export type RealtimeVoicesList = Types['RealtimeVoicesList'];
  /** A non-empty reasoning effort value advertised by the model. */
  export type ReasoningEffort = Types['ReasoningEffort'];
  export type ReasoningEffortOption = Types['ReasoningEffortOption'];
  export type ReasoningItemContent = Types['ReasoningItemContent'];
  export type ReasoningItemReasoningSummary = Types['ReasoningItemReasoningSummary'];
  export type ReasoningResponseItem = Types['ReasoningResponseItem'];
  /** A summary of the reasoning performed by the model. This can be useful for debugging and understanding the model's reasoning process. See https://platform.openai.com/docs/guides/reasoning?api-mode=responses#reasoning-summaries */
  export type ReasoningSummary = Types['ReasoningSummary'];
  export type ReasoningSummaryPartAddedNotification =
    Types['ReasoningSummaryPartAddedNotification'];
  export type ReasoningSummaryTextDeltaNotification =
    Types['ReasoningSummaryTextDeltaNotification'];
  export type ReasoningTextDeltaNotification = Types['ReasoningTextDeltaNotification'];
  export type ReasoningTextReasoningItemContent = Types['ReasoningTextReasoningItemContent'];
  export type ReasoningThreadItem = Types['ReasoningThreadItem'];
  export type RemoteControlClient = Types['RemoteControlClient'];
  export type RemoteControlClientsListOrder = Types['RemoteControlClientsListOrder'];
  export type RemoteControlClientsListParams = Types['RemoteControlClientsListParams'];
  export type RemoteControlClientsListResponse = Types['RemoteControlClientsListResponse'];
  export type RemoteControlClientsRevokeParams = Types['RemoteControlClientsRevokeParams'];
  export type RemoteControlClientsRevokeResponse = Types['RemoteControlClientsRevokeResponse'];
  export type RemoteControlConnectionStatus = Types['RemoteControlConnectionStatus'];
  export type RemoteControlDisableParams = Types['RemoteControlDisableParams'];
  export type RemoteControlDisableResponse = Types['RemoteControlDisableResponse'];
  export type RemoteControlEnableParams = Types['RemoteControlEnableParams'];
  export type RemoteControlEnableResponse = Types['RemoteControlEnableResponse'];
  export type RemoteControlPairingStartParams = Types['RemoteControlPairingStartParams'];
  export type RemoteControlPairingStartResponse = Types['RemoteControlPairingStartResponse'];
  export type RemoteControlPairingStatusParams = Types['RemoteControlPairingStatusParams'];
  export type RemoteControlPairingStatusResponse = Types['RemoteControlPairingStatusResponse'];
  /** Current remote-control connection status and remote identity exposed to clients. */
  export type RemoteControlStatusChangedNotification =
    Types['RemoteControlStatusChangedNotification'];
  export type RemoteControlStatusReadResponse = Types['RemoteControlStatusReadResponse'];
  /** The plugin is available in the remote catalog. Download metadata is kept server-side and is not exposed through the app-server API. */
  export type RemotePluginSource = Types['RemotePluginSource'];
  export type RequestHeader = Types['RequestHeader'];
  export type RequestId = Types['RequestId'];
  export type RequestPermissionProfile = Types['RequestPermissionProfile'];
  export type RequestPermissionsGuardianApprovalReviewAction =
    Types['RequestPermissionsGuardianApprovalReviewAction'];
  export type ResidencyRequirement = Types['ResidencyRequirement'];
  /** A known resource that the server is capable of reading. */
  export type Resource = Types['Resource'];
  /** Contents returned when reading a resource from an MCP server. */
  export type ResourceContent = Types['ResourceContent'];
  /** A template description for resources available on the server. */
  export type ResourceTemplate = Types['ResourceTemplate'];
  export type ResponseItem = Types['ResponseItem'];
  /** Failed to connect to the response SSE stream. */
  export type ResponseStreamConnectionFailedCodexErrorInfo =
    Types['ResponseStreamConnectionFailedCodexErrorInfo'];
  /** The response SSE stream disconnected in the middle of a turn before completion. */
  export type ResponseStreamDisconnectedCodexErrorInfo =
    Types['ResponseStreamDisconnectedCodexErrorInfo'];
  /** Reached the retry limit for responses. */
  export type ResponseTooManyFailedAttemptsCodexErrorInfo =
    Types['ResponseTooManyFailedAttemptsCodexErrorInfo'];
  /** Usage metadata reported for one upstream response. */
  export type ResponseUsageMetadata = Types['ResponseUsageMetadata'];
  export type ResponsesApiWebSearchAction = Types['ResponsesApiWebSearchAction'];
  export type ResultThreadItem = Types['ResultThreadItem'];
  /** User's decision in response to an ExecApprovalRequest. */
  export type ReviewDecision = Types['ReviewDecision'];
  export type ReviewDelivery = Types['ReviewDelivery'];
  export type ReviewStartParams = Types['ReviewStartParams'];
  export type ReviewStartResponse = Types['ReviewStartResponse'];
  export type ReviewTarget = Types['ReviewTarget'];
  /** Acknowledges the compression trigger, not completion. Existing maintenance locks and cooldowns can cause the background pass to skip without doing work. */
  export type RolloutCompressResponse = Types['RolloutCompressResponse'];
  export type RootFileSystemSpecialPath = Types['RootFileSystemSpecialPath'];
  export type SandboxMode = Types['SandboxMode'];
  export type SandboxPolicy = Types['SandboxPolicy'];
  export type SandboxWorkspaceWrite = Types['SandboxWorkspaceWrite'];
  export type ScheduledTaskSchedule = Types['ScheduledTaskSchedule'];
  export type ScheduledTaskSummary = Types['ScheduledTaskSummary'];
  export type ScheduledTaskWeekday = Types['ScheduledTaskWeekday'];
  export type SearchCommandAction = Types['SearchCommandAction'];
  export type SearchParsedCommand = Types['SearchParsedCommand'];
  export type SearchResponsesApiWebSearchAction = Types['SearchResponsesApiWebSearchAction'];
  export type SearchWebSearchAction = Types['SearchWebSearchAction'];
  /** A user-selected root that can expose one or more runtime capabilities. */
  export type SelectedCapabilityRoot = Types['SelectedCapabilityRoot'];
  export type SendAddCreditsNudgeEmailParams = Types['SendAddCreditsNudgeEmailParams'];
  export type SendAddCreditsNudgeEmailResponse = Types['SendAddCreditsNudgeEmailResponse'];
  export type ServerDiagnosticsGauge = Types['ServerDiagnosticsGauge'];
  export type ServerDiagnosticsParams = Types['ServerDiagnosticsParams'];
  export type ServerDiagnosticsProcess = Types['ServerDiagnosticsProcess'];
  export type ServerDiagnosticsResponse = Types['ServerDiagnosticsResponse'];
  export type ServerNotificationDescriptors = Types['ServerNotificationDescriptors'];
  export type ServerNotificationMap = Types['ServerNotificationMap'];
  export type ServerNotificationMethod = Types['ServerNotificationMethod'];
  export type ServerRequestDescriptors = Types['ServerRequestDescriptors'];
  export type ServerRequestMap = Types['ServerRequestMap'];
  export type ServerRequestMethod = Types['ServerRequestMethod'];
  export type ServerRequestResolvedNotification = Types['ServerRequestResolvedNotification'];
  export type SessionEndInputSavedThreadRealtimeItem =
    Types['SessionEndInputSavedThreadRealtimeItem'];
  /** Session-layer overrides supplied via `-c`/`--config`. */
  export type SessionFlagsConfigLayerSource = Types['SessionFlagsConfigLayerSource'];
  export type SessionMigration = Types['SessionMigration'];
  export type SessionSource = Types['SessionSource'];
  /** Settings for a collaboration mode. */
  export type Settings = Types['Settings'];
  export type SkillDependencies = Types['SkillDependencies'];
  export type SkillErrorInfo = Types['SkillErrorInfo'];
  export type SkillInterface = Types['SkillInterface'];
  export type SkillMetadata = Types['SkillMetadata'];
  export type SkillMigration = Types['SkillMigration'];
  export type SkillScope = Types['SkillScope'];
  export type SkillSummary = Types['SkillSummary'];
  export type SkillToolDependency = Types['SkillToolDependency'];
  export type SkillUserInput = Types['SkillUserInput'];
  /**
   * Notification emitted when watched local skill files change.
   *
   * Treat this as an invalidation signal and re-run `skills/list` with the client's current parameters when refreshed skill metadata is needed.
   */
  export type SkillsChangedNotification = Types['SkillsChangedNotification'];
  export type SkillsConfigWriteParams = Types['SkillsConfigWriteParams'];
  export type SkillsConfigWriteResponse = Types['SkillsConfigWriteResponse'];
  export type SkillsExtraRootsSetParams = Types['SkillsExtraRootsSetParams'];
  export type SkillsExtraRootsSetResponse = Types['SkillsExtraRootsSetResponse'];
  export type SkillsListEntry = Types['SkillsListEntry'];
  export type SkillsListParams = Types['SkillsListParams'];
  export type SkillsListResponse = Types['SkillsListResponse'];
  export type SlashTmpFileSystemSpecialPath = Types['SlashTmpFileSystemSpecialPath'];
  /** Display item emitted by the interruptible `clock.sleep` tool. */
  export type SleepThreadItem = Types['SleepThreadItem'];
  export type SortDirection = Types['SortDirection'];
  export type SpecialFileSystemPath = Types['SpecialFileSystemPath'];
  export type SpendControlLimitSnapshot = Types['SpendControlLimitSnapshot'];
  export type StrictReviewRequiredNotification = Types['StrictReviewRequiredNotification'];
  export type SubAgentActivityKind = Types['SubAgentActivityKind'];
  export type SubAgentActivityThreadItem = Types['SubAgentActivityThreadItem'];
  export type SubAgentSessionSource = Types['SubAgentSessionSource'];
  export type SubAgentSource = Types['SubAgentSource'];
  export type SubagentMigration = Types['SubagentMigration'];
  /** Managed config layer from a file (usually `managed_config.toml`). */
  export type SystemConfigLayerSource = Types['SystemConfigLayerSource'];
  export type SystemErrorThreadStatus = Types['SystemErrorThreadStatus'];
  export type TerminalInteractionNotification = Types['TerminalInteractionNotification'];
  export type TextElement = Types['TextElement'];
  export type TextPosition = Types['TextPosition'];
  export type TextRange = Types['TextRange'];
  export type TextReasoningItemContent = Types['TextReasoningItemContent'];
  export type TextUserInput = Types['TextUserInput'];
  export type Thread = Types['Thread'];
  export type ThreadActiveFlag = Types['ThreadActiveFlag'];
  export type ThreadApproveGuardianDeniedActionParams =
    Types['ThreadApproveGuardianDeniedActionParams'];
  export type ThreadApproveGuardianDeniedActionResponse =
    Types['ThreadApproveGuardianDeniedActionResponse'];
  export type ThreadArchiveParams = Types['ThreadArchiveParams'];
  export type ThreadArchiveResponse = Types['ThreadArchiveResponse'];
  export type ThreadArchivedNotification = Types['ThreadArchivedNotification'];
  /** An independently persisted attachment associated with a thread. */
  export type ThreadAttachment = Types['ThreadAttachment'];
  /** Result of attempting to associate an attachment with a thread. */
  export type ThreadAttachmentAddOutcome = Types['ThreadAttachmentAddOutcome'];
  /** Parameters for creating or locating an attachment on its owning thread. */
  export type ThreadAttachmentAddParams = Types['ThreadAttachmentAddParams'];
  /** The created or existing attachment. */
  export type ThreadAttachmentAddResponse = Types['ThreadAttachmentAddResponse'];
  /** Parameters for listing attachments from one thread. */
  export type ThreadAttachmentListParams = Types['ThreadAttachmentListParams'];
  /** One page of attachments associated with the requested thread. */
  export type ThreadAttachmentListResponse = Types['ThreadAttachmentListResponse'];
  /** The persisted attachment change represented by a notification. */
  export type ThreadAttachmentOperation = Types['ThreadAttachmentOperation'];
  /** A thread that currently owns an attachment with the requested identity. */
  export type ThreadAttachmentOwner = Types['ThreadAttachmentOwner'];
  /** Parameters for reverse lookup by attachment identity within this server's store. */
  export type ThreadAttachmentOwnerListParams = Types['ThreadAttachmentOwnerListParams'];
  /** One page of matching owners, including threads without their own user messages. */
  export type ThreadAttachmentOwnerListResponse = Types['ThreadAttachmentOwnerListResponse'];
  /** Parameters for deleting an attachment by its stable thread-local identity. */
  export type ThreadAttachmentRemoveParams = Types['ThreadAttachmentRemoveParams'];
  /** Successful deletion does not return additional attachment data. */
  export type ThreadAttachmentRemoveResponse = Types['ThreadAttachmentRemoveResponse'];
  /** Notification published after a thread attachment is created or deleted. */
  export type ThreadAttachmentUpdatedNotification = Types['ThreadAttachmentUpdatedNotification'];
  export type ThreadBackgroundTerminal = Types['ThreadBackgroundTerminal'];
  export type ThreadBackgroundTerminalsCleanParams = Types['ThreadBackgroundTerminalsCleanParams'];
  export type ThreadBackgroundTerminalsCleanResponse =
    Types['ThreadBackgroundTerminalsCleanResponse'];
  export type ThreadBackgroundTerminalsListParams = Types['ThreadBackgroundTerminalsListParams'];
  export type ThreadBackgroundTerminalsListResponse =
    Types['ThreadBackgroundTerminalsListResponse'];
  export type ThreadBackgroundTerminalsTerminateParams =
    Types['ThreadBackgroundTerminalsTerminateParams'];
  export type ThreadBackgroundTerminalsTerminateResponse =
    Types['ThreadBackgroundTerminalsTerminateResponse'];
  export type ThreadClosedNotification = Types['ThreadClosedNotification'];
  export type ThreadCompactStartParams = Types['ThreadCompactStartParams'];
  export type ThreadCompactStartResponse = Types['ThreadCompactStartResponse'];
  /** Parameters for `thread/decrement_elicitation`. */
  export type ThreadDecrementElicitationParams = Types['ThreadDecrementElicitationParams'];
  /** Response for `thread/decrement_elicitation`. */
  export type ThreadDecrementElicitationResponse = Types['ThreadDecrementElicitationResponse'];
  export type ThreadDeleteParams = Types['ThreadDeleteParams'];
  export type ThreadDeleteResponse = Types['ThreadDeleteResponse'];
  export type ThreadDeletedNotification = Types['ThreadDeletedNotification'];
  /** An environment selected by a loaded thread, independent of connection status. */
  export type ThreadEnvironment = Types['ThreadEnvironment'];
  /** Extra app-server data for a thread. */
  export type ThreadExtra = Types['ThreadExtra'];
  /**
   * There are two ways to fork a thread: 1. By thread_id: load the thread from disk by thread_id and fork it into a new thread. 2. By path: load the thread from disk by path and fork it into a new thread.
   *
   * If using a non-empty path, the thread_id param will be ignored. Empty string path values are treated as absent.
   *
   * Prefer using thread_id whenever possible.
   */
  export type ThreadForkParams = Types['ThreadForkParams'];
  export type ThreadForkResponse = Types['ThreadForkResponse'];
  export type ThreadGoal = Types['ThreadGoal'];
  export type ThreadGoalClearParams = Types['ThreadGoalClearParams'];
  export type ThreadGoalClearResponse = Types['ThreadGoalClearResponse'];
  export type ThreadGoalClearedNotification = Types['ThreadGoalClearedNotification'];
  export type ThreadGoalGetParams = Types['ThreadGoalGetParams'];
  export type ThreadGoalGetResponse = Types['ThreadGoalGetResponse'];
  /** Distinguishes explicit user actions from automatic goal lifecycle mutations. */
  export type ThreadGoalMutationOrigin = Types['ThreadGoalMutationOrigin'];
  export type ThreadGoalSetParams = Types['ThreadGoalSetParams'];
  export type ThreadGoalSetResponse = Types['ThreadGoalSetResponse'];
  export type ThreadGoalStatus = Types['ThreadGoalStatus'];
  export type ThreadGoalUpdatedNotification = Types['ThreadGoalUpdatedNotification'];
  export type ThreadGuardianAssessment = Types['ThreadGuardianAssessment'];
  /** Calling `thread/guardianReview` subscribes the connection to the thread. The subscription remains after the review completes, keeping the thread loaded until the client calls `thread/unsubscribe` or disconnects. Sequential calls on the same loaded thread can reuse Guardian history across direct reviews and live approvals. The reviewer keeps a separate conversation from the actor and follows the parent thread's normal persistence settings. A retry evaluates the final call again under the current policy. */
  export type ThreadGuardianReviewParams = Types['ThreadGuardianReviewParams'];
  export type ThreadGuardianReviewResponse = Types['ThreadGuardianReviewResponse'];
  export type ThreadHistoryMode = Types['ThreadHistoryMode'];
  export type ThreadId = Types['ThreadId'];
  /** Parameters for `thread/increment_elicitation`. */
  export type ThreadIncrementElicitationParams = Types['ThreadIncrementElicitationParams'];
  /** Response for `thread/increment_elicitation`. */
  export type ThreadIncrementElicitationResponse = Types['ThreadIncrementElicitationResponse'];
  export type ThreadInjectItemsParams = Types['ThreadInjectItemsParams'];
  export type ThreadInjectItemsResponse = Types['ThreadInjectItemsResponse'];
  /** A thread item and its recorded lifecycle times. The payload stays flat on the wire. */
  export type ThreadItem = Types['ThreadItem'];
  export type ThreadItemEntry = Types['ThreadItemEntry'];
  export type ThreadItemOutputDeferral = Types['ThreadItemOutputDeferral'];
  /** An exclusive item position within the requested visible turn. */
  export type ThreadItemsListAnchor = Types['ThreadItemsListAnchor'];
  /** Starting position for an item-history page. */
  export type ThreadItemsListCursor = Types['ThreadItemsListCursor'];
  export type ThreadItemsListParams = Types['ThreadItemsListParams'];
  export type ThreadItemsListResponse = Types['ThreadItemsListResponse'];
  /** EXPERIMENTAL - retrieve a bounded set of persisted items from one turn. */
  export type ThreadItemsReadParams = Types['ThreadItemsReadParams'];
  /** EXPERIMENTAL - persisted items returned in canonical stored order. */
  export type ThreadItemsReadResponse = Types['ThreadItemsReadResponse'];
  export type ThreadListCwdFilter = Types['ThreadListCwdFilter'];
  export type ThreadListParams = Types['ThreadListParams'];
  export type ThreadListResponse = Types['ThreadListResponse'];
  export type ThreadLoadedListParams = Types['ThreadLoadedListParams'];
  export type ThreadLoadedListResponse = Types['ThreadLoadedListResponse'];
  export type ThreadMemoryMode = Types['ThreadMemoryMode'];
  export type ThreadMemoryModeSetParams = Types['ThreadMemoryModeSetParams'];
  export type ThreadMemoryModeSetResponse = Types['ThreadMemoryModeSetResponse'];
  export type ThreadMemoryReadParams = Types['ThreadMemoryReadParams'];
  export type ThreadMemoryReadResponse = Types['ThreadMemoryReadResponse'];
  export type ThreadMetadataGitInfoUpdateParams = Types['ThreadMetadataGitInfoUpdateParams'];
  export type ThreadMetadataUpdateParams = Types['ThreadMetadataUpdateParams'];
  export type ThreadMetadataUpdateResponse = Types['ThreadMetadataUpdateResponse'];
  export type ThreadNameUpdatedNotification = Types['ThreadNameUpdatedNotification'];
  export type ThreadPredictionRequestParams = Types['ThreadPredictionRequestParams'];
  export type ThreadPredictionRequestResponse = Types['ThreadPredictionRequestResponse'];
  export type ThreadPredictionResult = Types['ThreadPredictionResult'];
  export type ThreadPredictionUpdatedNotification = Types['ThreadPredictionUpdatedNotification'];
  /** Prepare an approved plan for the first turn of a fresh thread. */
  export type ThreadPrepareApprovedPlanParams = Types['ThreadPrepareApprovedPlanParams'];
  export type ThreadPrepareApprovedPlanResponse = Types['ThreadPrepareApprovedPlanResponse'];
  export type ThreadProjectUpdatedNotification = Types['ThreadProjectUpdatedNotification'];
  export type ThreadQueueAddParams = Types['ThreadQueueAddParams'];
  export type ThreadQueueAddResponse = Types['ThreadQueueAddResponse'];
  export type ThreadQueueChangedNotification = Types['ThreadQueueChangedNotification'];
  export type ThreadQueueDeleteParams = Types['ThreadQueueDeleteParams'];
  export type ThreadQueueDeleteResponse = Types['ThreadQueueDeleteResponse'];
  export type ThreadQueueListParams = Types['ThreadQueueListParams'];
  export type ThreadQueueListResponse = Types['ThreadQueueListResponse'];
  export type ThreadQueueReorderParams = Types['ThreadQueueReorderParams'];
  export type ThreadQueueReorderResponse = Types['ThreadQueueReorderResponse'];
  export type ThreadQueueStartParams = Types['ThreadQueueStartParams'];
  export type ThreadQueueStartResponse = Types['ThreadQueueStartResponse'];
  export type ThreadQueueUpdateParams = Types['ThreadQueueUpdateParams'];
  export type ThreadQueueUpdateResponse = Types['ThreadQueueUpdateResponse'];
  export type ThreadReadParams = Types['ThreadReadParams'];
  export type ThreadReadResponse = Types['ThreadReadResponse'];
  /** The first unread position in a durable local thread. A null position means read. The opaque revision guards edits against activity or marks the caller has not seen. */
  export type ThreadReadState = Types['ThreadReadState'];
  export type ThreadReadStateChangedNotification = Types['ThreadReadStateChangedNotification'];
  export type ThreadReadStateOperation = Types['ThreadReadStateOperation'];
  export type ThreadReadStateUpdateParams = Types['ThreadReadStateUpdateParams'];
  export type ThreadReadStateUpdateResponse = Types['ThreadReadStateUpdateResponse'];
  /** EXPERIMENTAL - append audio input to thread realtime. */
  export type ThreadRealtimeAppendAudioParams = Types['ThreadRealtimeAppendAudioParams'];
  /** EXPERIMENTAL - response for appending realtime audio input. */
  export type ThreadRealtimeAppendAudioResponse = Types['ThreadRealtimeAppendAudioResponse'];
  /** EXPERIMENTAL - append speakable text to thread realtime. */
  export type ThreadRealtimeAppendSpeechParams = Types['ThreadRealtimeAppendSpeechParams'];
  /** EXPERIMENTAL - response for appending realtime speech. */
  export type ThreadRealtimeAppendSpeechResponse = Types['ThreadRealtimeAppendSpeechResponse'];
  /** EXPERIMENTAL - append text input to thread realtime. */
  export type ThreadRealtimeAppendTextParams = Types['ThreadRealtimeAppendTextParams'];
  /** EXPERIMENTAL - response for appending realtime text input. */
  export type ThreadRealtimeAppendTextResponse = Types['ThreadRealtimeAppendTextResponse'];
  /** EXPERIMENTAL - thread realtime audio chunk. */
  export type ThreadRealtimeAudioChunk = Types['ThreadRealtimeAudioChunk'];
  /** EXPERIMENTAL - how an existing agent item appears in a realtime conversation. */
  export type ThreadRealtimeBemItemPresentation = Types['ThreadRealtimeBemItemPresentation'];
  /** EXPERIMENTAL - emitted when thread realtime transport closes. */
  export type ThreadRealtimeClosedNotification = Types['ThreadRealtimeClosedNotification'];
  export type ThreadRealtimeCoverage = Types['ThreadRealtimeCoverage'];
  export type ThreadRealtimeEntry = Types['ThreadRealtimeEntry'];
  /** EXPERIMENTAL - emitted when thread realtime encounters an error. */
  export type ThreadRealtimeErrorNotification = Types['ThreadRealtimeErrorNotification'];
  /** A frame holds one or more payloads, at most one per channel. They share one ID, observation time, and seal. V1 requires its only channel, `voice_transcript`. */
  export type ThreadRealtimeFrameChannels = Types['ThreadRealtimeFrameChannels'];
  export type ThreadRealtimeHandoffMode = Types['ThreadRealtimeHandoffMode'];
  /** EXPERIMENTAL - role-bearing text item included when a realtime V3 session starts. */
  export type ThreadRealtimeInitialItem = Types['ThreadRealtimeInitialItem'];
  /** EXPERIMENTAL - a thread-scoped realtime item in the canonical timeline. */
  export type ThreadRealtimeItem = Types['ThreadRealtimeItem'];
  /** EXPERIMENTAL - raw non-audio thread realtime item emitted by the backend. */
  export type ThreadRealtimeItemAddedNotification = Types['ThreadRealtimeItemAddedNotification'];
  /** EXPERIMENTAL - a realtime timeline item published after canonical commit. */
  export type ThreadRealtimeItemCompletedNotification =
    Types['ThreadRealtimeItemCompletedNotification'];
  /** EXPERIMENTAL - a realtime timeline item started before its content streams. */
  export type ThreadRealtimeItemStartedNotification =
    Types['ThreadRealtimeItemStartedNotification'];
  /** EXPERIMENTAL - text appended to an active realtime transcript item. */
  export type ThreadRealtimeItemTranscriptDeltaNotification =
    Types['ThreadRealtimeItemTranscriptDeltaNotification'];
  export type ThreadRealtimeListParams = Types['ThreadRealtimeListParams'];
  export type ThreadRealtimeListResponse = Types['ThreadRealtimeListResponse'];
  /** EXPERIMENTAL - list voices supported by thread realtime. */
  export type ThreadRealtimeListVoicesParams = Types['ThreadRealtimeListVoicesParams'];
  /** EXPERIMENTAL - response for listing supported realtime voices. */
  export type ThreadRealtimeListVoicesResponse = Types['ThreadRealtimeListVoicesResponse'];
  export type ThreadRealtimeOrder = Types['ThreadRealtimeOrder'];
  /** EXPERIMENTAL - streamed output audio emitted by thread realtime. */
  export type ThreadRealtimeOutputAudioDeltaNotification =
    Types['ThreadRealtimeOutputAudioDeltaNotification'];
  /** EXPERIMENTAL - emitted with the remote SDP for a WebRTC realtime session. */
  export type ThreadRealtimeSdpNotification = Types['ThreadRealtimeSdpNotification'];
  export type ThreadRealtimeSessionOutcome = Types['ThreadRealtimeSessionOutcome'];
  /** EXPERIMENTAL - start a thread-scoped realtime session. */
  export type ThreadRealtimeStartParams = Types['ThreadRealtimeStartParams'];
  /** EXPERIMENTAL - response for starting thread realtime. */
  export type ThreadRealtimeStartResponse = Types['ThreadRealtimeStartResponse'];
  /** EXPERIMENTAL - transport used by thread realtime. */
  export type ThreadRealtimeStartTransport = Types['ThreadRealtimeStartTransport'];
  /** EXPERIMENTAL - emitted when thread realtime startup is accepted. */
  export type ThreadRealtimeStartedNotification = Types['ThreadRealtimeStartedNotification'];
  /** EXPERIMENTAL - stop thread realtime. */
  export type ThreadRealtimeStopParams = Types['ThreadRealtimeStopParams'];
  /** EXPERIMENTAL - response for stopping thread realtime. */
  export type ThreadRealtimeStopResponse = Types['ThreadRealtimeStopResponse'];
  /** EXPERIMENTAL - flat transcript delta emitted whenever realtime transcript text changes. */
  export type ThreadRealtimeTranscriptDeltaNotification =
    Types['ThreadRealtimeTranscriptDeltaNotification'];
  /** EXPERIMENTAL - final transcript text emitted when realtime completes a transcript part. */
  export type ThreadRealtimeTranscriptDoneNotification =
    Types['ThreadRealtimeTranscriptDoneNotification'];
  export type ThreadRealtimeTranscriptRole = Types['ThreadRealtimeTranscriptRole'];
  export type ThreadRealtimeVoiceTranscript = Types['ThreadRealtimeVoiceTranscript'];
  export type ThreadResumeInitialTurnsPageParams = Types['ThreadResumeInitialTurnsPageParams'];
  /**
   * There are three ways to resume a thread: 1. By thread_id: load the thread from disk by thread_id and resume it. 2. By history: instantiate the thread from memory and resume it. 3. By path: load the thread from disk by path and resume it.
   *
   * For non-running threads, the precedence is: history > non-empty path > thread_id. If using history or a non-empty path for a non-running thread, the thread_id param will be ignored.
   *
   * If thread_id identifies a running thread, app-server rejoins that thread and treats a non-empty path as a consistency check against the active rollout path. Empty string path values are treated as absent.
   *
   * Prefer using thread_id whenever possible.
   */
  export type ThreadResumeParams = Types['ThreadResumeParams'];
  export type ThreadResumeResponse = Types['ThreadResumeResponse'];
  /**
   * Replace a paginated thread's durable history with the prefix before one turn.
   *
   * This only changes persisted conversation history. It does not revert local file changes.
   */
  export type ThreadRevertParams = Types['ThreadRevertParams'];
  export type ThreadRevertResponse = Types['ThreadRevertResponse'];
  export type ThreadRevertedNotification = Types['ThreadRevertedNotification'];
  export type ThreadSampleCancelParams = Types['ThreadSampleCancelParams'];
  export type ThreadSampleCancelResponse = Types['ThreadSampleCancelResponse'];
  export type ThreadSampleParams = Types['ThreadSampleParams'];
  export type ThreadSampleResponse = Types['ThreadSampleResponse'];
  export type ThreadScopedClientNotificationMethod = Types['ThreadScopedClientNotificationMethod'];
  export type ThreadScopedClientRequestMethod = Types['ThreadScopedClientRequestMethod'];
  export type ThreadScopedServerNotificationMethod = Types['ThreadScopedServerNotificationMethod'];
  export type ThreadScopedServerRequestMethod = Types['ThreadScopedServerRequestMethod'];
  /** Request cancellation on the same connection. `thread/search/cancel` targets only `thread/search`; `thread/search/stream/cancel` targets only `thread/search/stream`. Cancellation is idempotent: the cancel response acknowledges the request, and an interrupted search completes with an error after its subprocess is stopped and reaped. If completion races cancellation, the original search may still succeed. An already-completed search is unaffected. */
  export type ThreadSearchCancelParams = Types['ThreadSearchCancelParams'];
  export type ThreadSearchCancelResponse = Types['ThreadSearchCancelResponse'];
  /** One visible message occurrence returned by [`ThreadSearchOccurrencesResponse`]. */
  export type ThreadSearchOccurrence = Types['ThreadSearchOccurrence'];
  /** Parameters for searching visible message occurrences within one paginated thread. */
  export type ThreadSearchOccurrencesParams = Types['ThreadSearchOccurrencesParams'];
  export type ThreadSearchOccurrencesResponse = Types['ThreadSearchOccurrencesResponse'];
  export type ThreadSearchParams = Types['ThreadSearchParams'];
  /** A best-effort incremental batch for `thread/search/stream`. Match `requestId` to the request on this connection. Only a small subset of verified matches may be emitted; rows are unique and arrive in discovery order, but may be dropped under load or fall outside the final sorted page. Thread fields use stored metadata and the current watched status; live thread settings are enriched in the final response. Replace provisional rows with the authoritative final response. No partials follow it or an error. */
  export type ThreadSearchPartialNotification = Types['ThreadSearchPartialNotification'];
  export type ThreadSearchResponse = Types['ThreadSearchResponse'];
  export type ThreadSearchResult = Types['ThreadSearchResult'];
  export type ThreadSearchSortKey = Types['ThreadSearchSortKey'];
  /** UTF-16 code-unit range within `snippet`. */
  export type ThreadSearchTextRange = Types['ThreadSearchTextRange'];
  /** An independently persisted, user-visible thread section. */
  export type ThreadSection = Types['ThreadSection'];
  /** Extensible visual presentation for a custom thread section. */
  export type ThreadSectionAppearance = Types['ThreadSectionAppearance'];
  /** Broadcast after a successful move into, within, or out of a section. */
  export type ThreadSectionChangedNotification = Types['ThreadSectionChangedNotification'];
  /** Parameters for creating an independently persisted thread section. */
  export type ThreadSectionCreateParams = Types['ThreadSectionCreateParams'];
  /** The independently persisted section created by the server. */
  export type ThreadSectionCreateResponse = Types['ThreadSectionCreateResponse'];
  /** Parameters for deleting an independently persisted thread section. */
  export type ThreadSectionDeleteParams = Types['ThreadSectionDeleteParams'];
  /** Successful deletion does not return additional section data. */
  export type ThreadSectionDeleteResponse = Types['ThreadSectionDeleteResponse'];
  /** Parameters for listing independently persisted thread sections. */
  export type ThreadSectionListParams = Types['ThreadSectionListParams'];
  /** One page of independently persisted thread sections. */
  export type ThreadSectionListResponse = Types['ThreadSectionListResponse'];
  /** Parameters for moving a thread within a server-owned section ordering. */
  export type ThreadSectionMoveParams = Types['ThreadSectionMoveParams'];
  export type ThreadSectionMoveResponse = Types['ThreadSectionMoveResponse'];
  /** Parameters for updating an independently persisted thread section. */
  export type ThreadSectionUpdateParams = Types['ThreadSectionUpdateParams'];
  /** The independently persisted section after its name is updated. */
  export type ThreadSectionUpdateResponse = Types['ThreadSectionUpdateResponse'];
  export type ThreadSetNameParams = Types['ThreadSetNameParams'];
  export type ThreadSetNameResponse = Types['ThreadSetNameResponse'];
  export type ThreadSettings = Types['ThreadSettings'];
  export type ThreadSettingsUpdateParams = Types['ThreadSettingsUpdateParams'];
  export type ThreadSettingsUpdateResponse = Types['ThreadSettingsUpdateResponse'];
  export type ThreadSettingsUpdatedNotification = Types['ThreadSettingsUpdatedNotification'];
  export type ThreadShellCommandParams = Types['ThreadShellCommandParams'];
  export type ThreadShellCommandResponse = Types['ThreadShellCommandResponse'];
  export type ThreadSortKey = Types['ThreadSortKey'];
  export type ThreadSource = Types['ThreadSource'];
  export type ThreadSourceKind = Types['ThreadSourceKind'];
  export type ThreadSpawnSubAgentSource = Types['ThreadSpawnSubAgentSource'];
  export type ThreadStartParams = Types['ThreadStartParams'];
  export type ThreadStartResponse = Types['ThreadStartResponse'];
  export type ThreadStartSource = Types['ThreadStartSource'];
  /** Explicitly marked unread, including when the thread has no turns. */
  export type ThreadStartThreadUnreadPosition = Types['ThreadStartThreadUnreadPosition'];
  export type ThreadStartedNotification = Types['ThreadStartedNotification'];
  export type ThreadStatus = Types['ThreadStatus'];
  export type ThreadStatusChangedNotification = Types['ThreadStatusChangedNotification'];
  /** EXPERIMENTAL - one item or turn boundary in canonical rollout order. */
  export type ThreadTimelineEntry = Types['ThreadTimelineEntry'];
  /** EXPERIMENTAL - list ordinary and realtime thread history in rollout order. */
  export type ThreadTimelineListParams = Types['ThreadTimelineListParams'];
  /** EXPERIMENTAL - a bounded timeline page with its resolved opening voice state. */
  export type ThreadTimelineListResponse = Types['ThreadTimelineListResponse'];
  export type ThreadTokenUsage = Types['ThreadTokenUsage'];
  export type ThreadTokenUsageUpdatedNotification = Types['ThreadTokenUsageUpdatedNotification'];
  export type ThreadTurnsListParams = Types['ThreadTurnsListParams'];
  export type ThreadTurnsListResponse = Types['ThreadTurnsListResponse'];
  export type ThreadUnarchiveParams = Types['ThreadUnarchiveParams'];
  export type ThreadUnarchiveResponse = Types['ThreadUnarchiveResponse'];
  export type ThreadUnarchivedNotification = Types['ThreadUnarchivedNotification'];
  export type ThreadUnreadPosition = Types['ThreadUnreadPosition'];
  export type ThreadUnsubscribeParams = Types['ThreadUnsubscribeParams'];
  export type ThreadUnsubscribeResponse = Types['ThreadUnsubscribeResponse'];
  export type ThreadUnsubscribeStatus = Types['ThreadUnsubscribeStatus'];
  export type ThreadUsage = Types['ThreadUsage'];
  export type ThreadUsageBreakdownGroup = Types['ThreadUsageBreakdownGroup'];
  export type TmpdirFileSystemSpecialPath = Types['TmpdirFileSystemSpecialPath'];
  export type TokenUsageBreakdown = Types['TokenUsageBreakdown'];
  /** Definition for a tool the client can call. */
  export type Tool = Types['Tool'];
  /** A model-facing surface on which a tool can be exposed. */
  export type ToolExposureSurface = Types['ToolExposureSurface'];
  /** EXPERIMENTAL. Captures a user's answer to a request_user_input question. */
  export type ToolRequestUserInputAnswer = Types['ToolRequestUserInputAnswer'];
  /** EXPERIMENTAL. Defines a single selectable option for request_user_input. */
  export type ToolRequestUserInputOption = Types['ToolRequestUserInputOption'];
  /** EXPERIMENTAL. Params sent with a request_user_input event. */
  export type ToolRequestUserInputParams = Types['ToolRequestUserInputParams'];
  /** EXPERIMENTAL. Represents one request_user_input question and its required options. */
  export type ToolRequestUserInputQuestion = Types['ToolRequestUserInputQuestion'];
  /** EXPERIMENTAL. Response payload mapping question ids to answers. */
  export type ToolRequestUserInputResponse = Types['ToolRequestUserInputResponse'];
  export type ToolSearchCallResponseItem = Types['ToolSearchCallResponseItem'];
  export type ToolSearchOutputResponseItem = Types['ToolSearchOutputResponseItem'];
  export type ToolsV2 = Types['ToolsV2'];
  export type TranscriptSegmentThreadRealtimeItem = Types['TranscriptSegmentThreadRealtimeItem'];
  export type TrustedContacts = Types['TrustedContacts'];
  export type Turn = Types['Turn'];
  export type TurnCompletedNotification = Types['TurnCompletedNotification'];
  export type TurnCompletedThreadTimelineEntry = Types['TurnCompletedThreadTimelineEntry'];
  /** Notification that the turn-level unified diff has changed. Contains the latest aggregated diff across all file changes in the turn. */
  export type TurnDiffUpdatedNotification = Types['TurnDiffUpdatedNotification'];
  export type TurnEnvironmentParams = Types['TurnEnvironmentParams'];
  export type TurnError = Types['TurnError'];
  export type TurnInputAcceptedThreadRealtimeItem = Types['TurnInputAcceptedThreadRealtimeItem'];
  export type TurnInterruptParams = Types['TurnInterruptParams'];
  export type TurnInterruptResponse = Types['TurnInterruptResponse'];
  export type TurnItemsView = Types['TurnItemsView'];
  export type TurnModerationMetadataNotification = Types['TurnModerationMetadataNotification'];
  export type TurnPlanStep = Types['TurnPlanStep'];
  export type TurnPlanStepStatus = Types['TurnPlanStepStatus'];
  export type TurnPlanUpdatedNotification = Types['TurnPlanUpdatedNotification'];
  /** Experimental settings changes for one running turn, not future turns. Unsupported fields are rejected rather than silently ignored. Any live task kind may accept publication. Child sessions and consumers of frozen initial settings are unchanged. */
  export type TurnSettingsUpdateParams = Types['TurnSettingsUpdateParams'];
  export type TurnSettingsUpdateResponse = Types['TurnSettingsUpdateResponse'];
  export type TurnSettingsUpdateStatus = Types['TurnSettingsUpdateStatus'];
  export type TurnStartParams = Types['TurnStartParams'];
  export type TurnStartResponse = Types['TurnStartResponse'];
  export type TurnStartedNotification = Types['TurnStartedNotification'];
  export type TurnStartedThreadTimelineEntry = Types['TurnStartedThreadTimelineEntry'];
  export type TurnStatus = Types['TurnStatus'];
  export type TurnSteerParams = Types['TurnSteerParams'];
  export type TurnSteerResponse = Types['TurnSteerResponse'];
  /** The earliest completed result needing attention. */
  export type TurnThreadUnreadPosition = Types['TurnThreadUnreadPosition'];
  export type TurnToolOutput = Types['TurnToolOutput'];
  export type TurnsPage = Types['TurnsPage'];
  export type UnavailableUserVerificationErrorDetails =
    Types['UnavailableUserVerificationErrorDetails'];
  /** Review the working tree: staged, unstaged, and untracked files. */
  export type UncommittedChangesReviewTarget = Types['UncommittedChangesReviewTarget'];
  export type UnknownCommandAction = Types['UnknownCommandAction'];
  export type UnknownParsedCommand = Types['UnknownParsedCommand'];
  export type UnreadThreadReadStateOperation = Types['UnreadThreadReadStateOperation'];
  export type UpdateFileChange = Types['UpdateFileChange'];
  export type UpdatePatchChangeKind = Types['UpdatePatchChangeKind'];
  export type UrlUserInput = Types['UrlUserInput'];
  /** User config layer from $CODEX_HOME/config.toml. This layer is special in that it is expected to be: - writable by the user - generally outside the workspace directory */
  export type UserConfigLayerSource = Types['UserConfigLayerSource'];
  export type UserInput = Types['UserInput'];
  export type UserMessageThreadItem = Types['UserMessageThreadItem'];
  export type UserVerificationBiometricType = Types['UserVerificationBiometricType'];
  /** Cancels a native verification RPC issued on this connection, not an elicitation. Use a fresh request ID for each operation and a distinct ID for this cancellation RPC. */
  export type UserVerificationCancelParams = Types['UserVerificationCancelParams'];
  /** Acknowledges the cancellation signal; native work may still be finishing. Unknown or finished requests are a no-op, and completed effects are not rolled back. */
  export type UserVerificationCancelResponse = Types['UserVerificationCancelResponse'];
  export type UserVerificationCancellationReason = Types['UserVerificationCancellationReason'];
  export type UserVerificationDeleteParams = Types['UserVerificationDeleteParams'];
  export type UserVerificationDeleteResponse = Types['UserVerificationDeleteResponse'];
  export type UserVerificationEnrollParams = Types['UserVerificationEnrollParams'];
  /** Public metadata for a created or reused local credential. The caller completes backend registration; this response does not establish server enrollment. Older app-servers omit the metadata fields; callers must check both before registration. */
  export type UserVerificationEnrollResponse = Types['UserVerificationEnrollResponse'];
  /** Closed error categories; native diagnostic payloads must not cross this boundary. */
  export type UserVerificationErrorDetails = Types['UserVerificationErrorDetails'];
  export type UserVerificationFailureReason = Types['UserVerificationFailureReason'];
  export type UserVerificationInvalidRequestReason = Types['UserVerificationInvalidRequestReason'];
  /** A signature over the exact decoded challenge. The verifier validates and consumes it. */
  export type UserVerificationProof = Types['UserVerificationProof'];
  /** The error object inside the normal JSON-RPC envelope. */
  export type UserVerificationRpcError = Types['UserVerificationRpcError'];
  export type UserVerificationStatusParams = Types['UserVerificationStatusParams'];
  /** Local readiness only; this neither prompts nor queries server registration. */
  export type UserVerificationStatusResponse = Types['UserVerificationStatusResponse'];
  export type UserVerificationUnavailableReason = Types['UserVerificationUnavailableReason'];
  /** Local signing primitive, independent of any pending elicitation. */
  export type UserVerificationVerifyParams = Types['UserVerificationVerifyParams'];
  export type UserVerificationVerifyResponse = Types['UserVerificationVerifyResponse'];
  /** Controls output length/detail on GPT-5 models via the Responses API. Serialized with lowercase values to match the OpenAI API. */
  export type Verbosity = Types['Verbosity'];
  export type W3cTraceContext = Types['W3cTraceContext'];
  export type WarningNotification = Types['WarningNotification'];
  export type WebSearchAction = Types['WebSearchAction'];
  export type WebSearchCallResponseItem = Types['WebSearchCallResponseItem'];
  export type WebSearchContextSize = Types['WebSearchContextSize'];
  export type WebSearchLocation = Types['WebSearchLocation'];
  export type WebSearchMode = Types['WebSearchMode'];
  /** Provider preference selected by the resolved model catalog entry. */
  export type WebSearchProvider = Types['WebSearchProvider'];
  export type WebSearchThreadItem = Types['WebSearchThreadItem'];
  export type WebSearchToolConfig = Types['WebSearchToolConfig'];
  export type WebrtcThreadRealtimeStartTransport = Types['WebrtcThreadRealtimeStartTransport'];
  export type WebsocketThreadRealtimeStartTransport =
    Types['WebsocketThreadRealtimeStartTransport'];
  export type WeekdaysScheduledTaskSchedule = Types['WeekdaysScheduledTaskSchedule'];
  export type WeeklyScheduledTaskSchedule = Types['WeeklyScheduledTaskSchedule'];
  export type WholeItemThreadRealtimeBemItemPresentation =
    Types['WholeItemThreadRealtimeBemItemPresentation'];
  export type WindowsSandboxImplementation = Types['WindowsSandboxImplementation'];
  export type WindowsSandboxReadiness = Types['WindowsSandboxReadiness'];
  export type WindowsSandboxReadinessResponse = Types['WindowsSandboxReadinessResponse'];
  export type WindowsSandboxSetupCompletedNotification =
    Types['WindowsSandboxSetupCompletedNotification'];
  export type WindowsSandboxSetupMode = Types['WindowsSandboxSetupMode'];
  export type WindowsSandboxSetupStartParams = Types['WindowsSandboxSetupStartParams'];
  export type WindowsSandboxSetupStartResponse = Types['WindowsSandboxSetupStartResponse'];
  export type WindowsWorldWritableWarningNotification =
    Types['WindowsWorldWritableWarningNotification'];
  export type WorkspaceMessage = Types['WorkspaceMessage'];
  export type WorkspaceMessageType = Types['WorkspaceMessageType'];
  export type WorkspaceRouting = Types['WorkspaceRouting'];
  export type WorkspaceWriteSandboxPolicy = Types['WorkspaceWriteSandboxPolicy'];
  export type WriteStatus = Types['WriteStatus'];
  /** A child approval for input to an existing command execution item. */
  export type WriteStdinGuardianApprovalReviewAction =
    Types['WriteStdinGuardianApprovalReviewAction'];
}
