// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

import { AbsolutePathBuf, RequestId } from '../shared/common.js';
import {
  AccountRoutingOverride,
  GatewayOAuthLoginParams,
  GatewayOAuthReadParams,
  GetAccountRateLimitsParams,
  GetAccountTokenUsageParams,
} from './account.js';
import { AppLinksConfig, AppToolApproval, AppToolsConfig, ToolExposureSurface } from './app.js';
import {
  HookErrorInfo,
  HookEventName,
  HookExecutionMode,
  HookHandlerType,
  HookMetadata,
  HookOutputEntry,
  HookRunStatus,
  HookScope,
  HookSource,
} from './hook.js';
import {
  AdditionalToolsResponseItem,
  AgentMessageResponseItem,
  CompactionResponseItem,
  CompactionTriggerResponseItem,
  ContextCompactionResponseItem,
  CustomToolCallResponseItem,
  FileIdContentItem,
  FunctionCallResponseItem,
  ImageGenerationCallResponseItem,
  ImageUrlContentItem,
  InputAudioContentItem,
  InputTextContentItem,
  InternalChatMessageMetadataPassthrough,
  LocalShellCallResponseItem,
  OtherResponseItem,
  OutputTextContentItem,
  ReasoningResponseItem,
  ResponseUsageMetadata,
  ToolSearchCallResponseItem,
  ToolSearchOutputResponseItem,
  WebSearchCallResponseItem,
} from './response.js';

const refs: rt.Refs = () => [
  AbsolutePathBuf,
  AccountRoutingOverride,
  AddPatchChangeKind,
  AdditionalContextKind,
  AdditionalFileSystemPermissions,
  AdditionalNetworkPermissions,
  AdditionalToolsResponseItem,
  AgentConfiguredHookHandler,
  AgentMessageResponseItem,
  AppLinksConfig,
  AppToolApproval,
  AppToolsConfig,
  ApplicationNetworkRequirements,
  ApplicationStorageRequirements,
  ApprovalsReviewer,
  AppsDefaultConfig,
  AudioUrlFunctionCallOutputContentItem,
  AudioUserInput,
  BaseBranchReviewTarget,
  ByteRange,
  CapabilityRootLocation,
  CommandConfiguredHookHandler,
  CommitReviewTarget,
  CompactionResponseItem,
  CompactionTriggerResponseItem,
  ConfigurationReasoning,
  ConfigurationUpdateResponseItem,
  ConfiguredHookHandler,
  ConfiguredHookMatcherGroup,
  ContentItem,
  ContextCompactionResponseItem,
  CustomMultiAgentMode,
  CustomReviewTarget,
  CustomToolCallOutputResponseItem,
  CustomToolCallResponseItem,
  DangerFullAccessSandboxPolicy,
  DeletePatchChangeKind,
  DynamicToolNamespaceTool,
  EncryptedContentFunctionCallOutputContentItem,
  ExperimentalFeature,
  ExperimentalFeatureStage,
  ExternalSandboxSandboxPolicy,
  FileIdContentItem,
  FileIdFunctionCallOutputContentItem,
  FileIdUserInput,
  FileSystemAccessMode,
  FileSystemPath,
  FileSystemSandboxEntry,
  FileSystemSpecialPath,
  FunctionCallOutputBody,
  FunctionCallOutputContentItem,
  FunctionCallOutputResponseItem,
  FunctionCallResponseItem,
  FunctionDynamicToolSpec,
  GatewayOAuthLoginParams,
  GatewayOAuthReadParams,
  GetAccountRateLimitsParams,
  GetAccountTokenUsageParams,
  GlobPatternFileSystemPath,
  GranularAskForApproval,
  HookErrorInfo,
  HookEventName,
  HookExecutionMode,
  HookHandlerType,
  HookMetadata,
  HookOutputEntry,
  HookRunStatus,
  HookRunSummary,
  HookScope,
  HookSource,
  HooksListEntry,
  ImageDetail,
  ImageGenerationCallResponseItem,
  ImageUrlContentItem,
  ImageUrlFunctionCallOutputContentItem,
  ImageUserInput,
  InputAudioContentItem,
  InputAudioDynamicToolCallOutputContentItem,
  InputAudioFunctionCallOutputContentItem,
  InputImageContentItem,
  InputImageDynamicToolCallOutputContentItem,
  InputImageFunctionCallOutputContentItem,
  InputTextContentItem,
  InputTextDynamicToolCallOutputContentItem,
  InputTextFunctionCallOutputContentItem,
  InternalChatMessageMetadataPassthrough,
  KindFileSystemSpecialPath,
  LegacyAppPathString,
  LocalAudioUserInput,
  LocalImageUserInput,
  LocalShellCallResponseItem,
  MarketplaceUpgradeErrorInfo,
  McpToolConfiguredHookHandler,
  MentionUserInput,
  MessagePhase,
  MessageResponseItem,
  MinimalFileSystemSpecialPath,
  ModeKind,
  NamespaceDynamicToolSpec,
  NetworkAccess,
  NetworkDomainPermission,
  NetworkUnixSocketPermission,
  OtherResponseItem,
  OutputTextContentItem,
  PatchChangeKind,
  PathFileSystemPath,
  PermissionProfileSummary,
  ProcessOutputStream,
  ProjectChangeType,
  ProjectRoot,
  PromptConfiguredHookHandler,
  ReadOnlySandboxPolicy,
  RealtimeVoice,
  ReasoningEffort,
  ReasoningResponseItem,
  RemoteControlConnectionStatus,
  RequestId,
  ResponseItem,
  ResponseUsageMetadata,
  ReviewDelivery,
  ReviewTarget,
  RootFileSystemSpecialPath,
  SkillDependencies,
  SkillErrorInfo,
  SkillInterface,
  SkillMetadata,
  SkillScope,
  SkillToolDependency,
  SkillUserInput,
  SkillsListEntry,
  SlashTmpFileSystemSpecialPath,
  SpecialFileSystemPath,
  TextElement,
  TextUserInput,
  TmpdirFileSystemSpecialPath,
  TokenUsageBreakdown,
  ToolExposureSurface,
  ToolSearchCallResponseItem,
  ToolSearchOutputResponseItem,
  UncommittedChangesReviewTarget,
  UpdatePatchChangeKind,
  UrlUserInput,
  UserInput,
  WebSearchCallResponseItem,
  WindowsSandboxReadiness,
  WindowsSandboxSetupMode,
  WorkspaceWriteSandboxPolicy,
];

export type AddPatchChangeKind = {
  type: 'add';
};
export const AddPatchChangeKind: t.Type<AddPatchChangeKind> =
  /* @__PURE__ */ rt.define<AddPatchChangeKind>('AddPatchChangeKind', refs, '[o,{type:[l,add]}]');

export type AdditionalContextEntry = {
  kind: AdditionalContextKind;
  /** Optional name for untrusted context, used to label its tool output. */
  name?: string | null;
  value: string;
};
export const AdditionalContextEntry: t.Type<AdditionalContextEntry> =
  /* @__PURE__ */ rt.define<AdditionalContextEntry>(
    'AdditionalContextEntry',
    refs,
    '[o,{kind:3,value:s},{name:["?",s]}]',
  );

export type AdditionalContextKind = 'untrusted' | 'application';
export const AdditionalContextKind: t.Type<AdditionalContextKind> =
  /* @__PURE__ */ rt.define<AdditionalContextKind>(
    'AdditionalContextKind',
    refs,
    '[e,[untrusted,application]]',
  );

export type AdditionalFileSystemPermissions = {
  entries?: Array<FileSystemSandboxEntry> | null;
  globScanMaxDepth?: number | null;
  /** This will be removed in favor of `entries`. */
  read?: Array<LegacyAppPathString> | null;
  /** This will be removed in favor of `entries`. */
  write?: Array<LegacyAppPathString> | null;
};
export const AdditionalFileSystemPermissions: t.Type<AdditionalFileSystemPermissions> =
  /* @__PURE__ */ rt.define<AdditionalFileSystemPermissions>(
    'AdditionalFileSystemPermissions',
    refs,
    '[o,{},{entries:["?",[a,47]],globScanMaxDepth:["?",i],read:["?",[a,87]],write:["?",[a,87]]}]',
  );

export type AdditionalNetworkPermissions = {
  enabled?: boolean | null;
};
export const AdditionalNetworkPermissions: t.Type<AdditionalNetworkPermissions> =
  /* @__PURE__ */ rt.define<AdditionalNetworkPermissions>(
    'AdditionalNetworkPermissions',
    refs,
    '[o,{},{enabled:["?",b]}]',
  );

export type AdditionalPermissionProfile = {
  fileSystem?: AdditionalFileSystemPermissions | null;
  /** Partial overlay used for per-command permission requests. */
  network?: AdditionalNetworkPermissions | null;
};
export const AdditionalPermissionProfile: t.Type<AdditionalPermissionProfile> =
  /* @__PURE__ */ rt.define<AdditionalPermissionProfile>(
    'AdditionalPermissionProfile',
    refs,
    '[o,{},{fileSystem:["?",4],network:["?",5]}]',
  );

export type AgentConfiguredHookHandler = {
  type: 'agent';
};
export const AgentConfiguredHookHandler: t.Type<AgentConfiguredHookHandler> =
  /* @__PURE__ */ rt.define<AgentConfiguredHookHandler>(
    'AgentConfiguredHookHandler',
    refs,
    '[o,{type:[l,agent]}]',
  );

export type AppConfig = {
  approvals_reviewer?: ApprovalsReviewer | null;
  default_tools_approval_mode?: AppToolApproval | null;
  default_tools_enabled?: boolean | null;
  destructive_enabled?: boolean | null;
  enabled?: boolean;
  /** Per-account approval settings keyed by link ID. */
  links?: AppLinksConfig | null;
  /** Additional model-facing surfaces omitted for this connector's tools. */
  omit_tools_from?: Array<ToolExposureSurface> | null;
  open_world_enabled?: boolean | null;
  tools?: AppToolsConfig | null;
};
export const AppConfig: t.Type<AppConfig> = /* @__PURE__ */ rt.define<AppConfig>(
  'AppConfig',
  refs,
  '[o,{},{approvals_reviewer:["?",14],default_tools_approval_mode:["?",10],default_tools_enabled:["?",b],destructive_enabled:["?",b],enabled:b,links:["?",9],omit_tools_from:["?",[a,136]],open_world_enabled:["?",b],tools:["?",11]}]',
);

/** Approval settings for a connected account within an app. */
export type AppLinkConfig = {
  approvals_reviewer?: ApprovalsReviewer | null;
  default_tools_approval_mode?: AppToolApproval | null;
};
/** Approval settings for a connected account within an app. */
export const AppLinkConfig: t.Type<AppLinkConfig> = /* @__PURE__ */ rt.define<AppLinkConfig>(
  'AppLinkConfig',
  refs,
  '[o,{},{approvals_reviewer:["?",14],default_tools_approval_mode:["?",10]}]',
);

export type ApplicationNetworkRequirements = {
  domains: { [key: string]: NetworkDomainPermission };
  /** When enabled, only explicitly allowed exact domains may be contacted. */
  enabled: boolean;
};
export const ApplicationNetworkRequirements: t.Type<ApplicationNetworkRequirements> =
  /* @__PURE__ */ rt.define<ApplicationNetworkRequirements>(
    'ApplicationNetworkRequirements',
    refs,
    '[o,{domains:[r,100],enabled:b}]',
  );

export type ApplicationRequirements = {
  network?: ApplicationNetworkRequirements | null;
  storage?: ApplicationStorageRequirements | null;
};
export const ApplicationRequirements: t.Type<ApplicationRequirements> =
  /* @__PURE__ */ rt.define<ApplicationRequirements>(
    'ApplicationRequirements',
    refs,
    '[o,{},{network:["?",12],storage:["?",13]}]',
  );

/** Managed storage settings for new Desktop workspaces, not filesystem access restrictions. */
export type ApplicationStorageRequirements = {
  defaultProjectParent?: LegacyAppPathString | null;
  projectlessWorkspaceRoot?: LegacyAppPathString | null;
};
/** Managed storage settings for new Desktop workspaces, not filesystem access restrictions. */
export const ApplicationStorageRequirements: t.Type<ApplicationStorageRequirements> =
  /* @__PURE__ */ rt.define<ApplicationStorageRequirements>(
    'ApplicationStorageRequirements',
    refs,
    '[o,{},{defaultProjectParent:["?",87],projectlessWorkspaceRoot:["?",87]}]',
  );

/** Configures who approval requests are routed to for review. Examples include sandbox escapes, blocked network access, MCP approval prompts, and ARC escalations. Defaults to `user`. `auto_review` uses a carefully prompted subagent to gather relevant context and apply a risk-based decision framework before approving or denying the request. The legacy value `guardian_subagent` is accepted for compatibility. */
export type ApprovalsReviewer = 'user' | 'auto_review' | 'guardian_subagent';
/** Configures who approval requests are routed to for review. Examples include sandbox escapes, blocked network access, MCP approval prompts, and ARC escalations. Defaults to `user`. `auto_review` uses a carefully prompted subagent to gather relevant context and apply a risk-based decision framework before approving or denying the request. The legacy value `guardian_subagent` is accepted for compatibility. */
export const ApprovalsReviewer: t.Type<ApprovalsReviewer> =
  /* @__PURE__ */ rt.define<ApprovalsReviewer>(
    'ApprovalsReviewer',
    refs,
    '[e,[user,auto_review,guardian_subagent]]',
  );

export type AppsConfig = {
  _default?: AppsDefaultConfig | null;
};
export const AppsConfig: t.Type<AppsConfig> = /* @__PURE__ */ rt.define<AppsConfig>(
  'AppsConfig',
  refs,
  '[o,{},{_default:["?",15]}]',
);

export type AppsDefaultConfig = {
  approvals_reviewer?: ApprovalsReviewer | null;
  default_tools_approval_mode?: AppToolApproval | null;
  destructive_enabled?: boolean;
  enabled?: boolean;
  open_world_enabled?: boolean;
};
export const AppsDefaultConfig: t.Type<AppsDefaultConfig> =
  /* @__PURE__ */ rt.define<AppsDefaultConfig>(
    'AppsDefaultConfig',
    refs,
    '[o,{},{approvals_reviewer:["?",14],default_tools_approval_mode:["?",10],destructive_enabled:b,enabled:b,open_world_enabled:b}]',
  );

export type AskForApproval = 'untrusted' | 'on-request' | 'never' | GranularAskForApproval;
export const AskForApproval: t.Type<AskForApproval> = /* @__PURE__ */ rt.define<AskForApproval>(
  'AskForApproval',
  refs,
  '["|",[[e,[untrusted,"on-request",never]],59]]',
);

export type AudioUrlFunctionCallOutputContentItem = {
  audio_url: string;
};
export const AudioUrlFunctionCallOutputContentItem: t.Type<AudioUrlFunctionCallOutputContentItem> =
  /* @__PURE__ */ rt.define<AudioUrlFunctionCallOutputContentItem>(
    'AudioUrlFunctionCallOutputContentItem',
    refs,
    '[o,{audio_url:s}]',
  );

export type AudioUserInput = {
  type: 'audio';
} & (
  | {
      url: string;
    }
  | {
      fileId: string;
    }
);
export const AudioUserInput: t.Type<AudioUserInput> = /* @__PURE__ */ rt.define<AudioUserInput>(
  'AudioUserInput',
  refs,
  '["&",[[o,{type:[l,audio]}],["|",[[o,{url:s}],[o,{fileId:s}]]]]]',
);

/** Review changes between the current branch and the given base branch. */
export type BaseBranchReviewTarget = {
  branch: string;
  type: 'baseBranch';
};
/** Review changes between the current branch and the given base branch. */
export const BaseBranchReviewTarget: t.Type<BaseBranchReviewTarget> =
  /* @__PURE__ */ rt.define<BaseBranchReviewTarget>(
    'BaseBranchReviewTarget',
    refs,
    '[o,{branch:s,type:[l,baseBranch]}]',
  );

export type ByteRange = {
  end: number;
  start: number;
};
export const ByteRange: t.Type<ByteRange> = /* @__PURE__ */ rt.define<ByteRange>(
  'ByteRange',
  refs,
  '[o,{end:i,start:i}]',
);

/** Location used to resolve a selected capability root. */
export type CapabilityRootLocation = {
  environmentId: string;
  /** Absolute path for the root in the selected environment. */
  path: string;
  type: 'environment';
};
/** Location used to resolve a selected capability root. */
export const CapabilityRootLocation: t.Type<CapabilityRootLocation> =
  /* @__PURE__ */ rt.define<CapabilityRootLocation>(
    'CapabilityRootLocation',
    refs,
    '[o,{environmentId:s,path:s,type:[l,environment]}]',
  );

export type CodexResponseHandoffMode = 'thinking' | 'commentary' | 'bemTags';
export const CodexResponseHandoffMode: t.Type<CodexResponseHandoffMode> =
  /* @__PURE__ */ rt.define<CodexResponseHandoffMode>(
    'CodexResponseHandoffMode',
    refs,
    '[e,[thinking,commentary,bemTags]]',
  );

/** EXPERIMENTAL - collaboration mode preset metadata for clients. */
export type CollaborationModeMask = {
  mode?: ModeKind | null;
  model?: string | null;
  name: string;
  reasoning_effort?: ReasoningEffort | null;
};
/** EXPERIMENTAL - collaboration mode preset metadata for clients. */
export const CollaborationModeMask: t.Type<CollaborationModeMask> =
  /* @__PURE__ */ rt.define<CollaborationModeMask>(
    'CollaborationModeMask',
    refs,
    '[o,{name:s},{mode:["?",97],model:["?",s],reasoning_effort:["?",113]}]',
  );

export type CommandConfiguredHookHandler = {
  /** Approximate token threshold for spilling this hook's `additionalContext` to disk. `null` uses 2,500 tokens; `0` disables spilling for this hook. The threshold is evaluated against the original context; a spilled preview also includes recovery metadata. */
  additionalContextLimit?: number | null;
  async: boolean;
  command: string;
  commandWindows?: string | null;
  statusMessage?: string | null;
  timeoutSec?: number | null;
  type: 'command';
};
export const CommandConfiguredHookHandler: t.Type<CommandConfiguredHookHandler> =
  /* @__PURE__ */ rt.define<CommandConfiguredHookHandler>(
    'CommandConfiguredHookHandler',
    refs,
    '[o,{async:b,command:s,type:[l,command]},{additionalContextLimit:["?",i],commandWindows:["?",s],statusMessage:["?",s],timeoutSec:["?",i]}]',
  );

/** Review the changes introduced by a specific commit. */
export type CommitReviewTarget = {
  sha: string;
  /** Optional human-readable label (e.g., commit subject) for UIs. */
  title?: string | null;
  type: 'commit';
};
/** Review the changes introduced by a specific commit. */
export const CommitReviewTarget: t.Type<CommitReviewTarget> =
  /* @__PURE__ */ rt.define<CommitReviewTarget>(
    'CommitReviewTarget',
    refs,
    '[o,{sha:s,type:[l,commit]},{title:["?",s]}]',
  );

/** Reasoning settings interpreted by the backend for the routed model. */
export type ConfigurationReasoning = {
  effort: ReasoningEffort;
};
/** Reasoning settings interpreted by the backend for the routed model. */
export const ConfigurationReasoning: t.Type<ConfigurationReasoning> =
  /* @__PURE__ */ rt.define<ConfigurationReasoning>(
    'ConfigurationReasoning',
    refs,
    '[o,{effort:113}]',
  );

/** A durable input control interpreted by the backend at its position in history. */
export type ConfigurationUpdateResponseItem = {
  reasoning: ConfigurationReasoning;
  type: 'configuration_update';
};
/** A durable input control interpreted by the backend at its position in history. */
export const ConfigurationUpdateResponseItem: t.Type<ConfigurationUpdateResponseItem> =
  /* @__PURE__ */ rt.define<ConfigurationUpdateResponseItem>(
    'ConfigurationUpdateResponseItem',
    refs,
    '[o,{reasoning:25,type:[l,configuration_update]}]',
  );

export type ConfiguredHookHandler =
  | CommandConfiguredHookHandler
  | McpToolConfiguredHookHandler
  | PromptConfiguredHookHandler
  | AgentConfiguredHookHandler;
export const ConfiguredHookHandler: rt.TaggedUnionType<ConfiguredHookHandler> =
  /* @__PURE__ */ rt.defineTagged<ConfiguredHookHandler>(
    'ConfiguredHookHandler',
    refs,
    '[t,type,{command:21,mcp_tool:92,prompt:110,agent:7}]',
  );

export type ConfiguredHookMatcherGroup = {
  hooks: Array<ConfiguredHookHandler>;
  matcher?: string | null;
};
export const ConfiguredHookMatcherGroup: t.Type<ConfiguredHookMatcherGroup> =
  /* @__PURE__ */ rt.define<ConfiguredHookMatcherGroup>(
    'ConfiguredHookMatcherGroup',
    refs,
    '[o,{hooks:[a,27]},{matcher:["?",s]}]',
  );

export type ContentItem =
  | InputTextContentItem
  | InputImageContentItem
  | InputAudioContentItem
  | OutputTextContentItem;
export const ContentItem: rt.TaggedUnionType<ContentItem> =
  /* @__PURE__ */ rt.defineTagged<ContentItem>(
    'ContentItem',
    refs,
    '[t,type,{input_text:82,input_image:79,input_audio:76,output_text:103}]',
  );

export type CustomMultiAgentMode = {
  custom: string;
};
export const CustomMultiAgentMode: t.Type<CustomMultiAgentMode> =
  /* @__PURE__ */ rt.define<CustomMultiAgentMode>('CustomMultiAgentMode', refs, '[o,{custom:s}]');

/** Arbitrary instructions, equivalent to the old free-form prompt. */
export type CustomReviewTarget = {
  instructions: string;
  type: 'custom';
};
/** Arbitrary instructions, equivalent to the old free-form prompt. */
export const CustomReviewTarget: t.Type<CustomReviewTarget> =
  /* @__PURE__ */ rt.define<CustomReviewTarget>(
    'CustomReviewTarget',
    refs,
    '[o,{instructions:s,type:[l,custom]}]',
  );

export type CustomToolCallOutputResponseItem = {
  call_id: string;
  id?: string | null;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  name?: string | null;
  output: FunctionCallOutputBody;
  type: 'custom_tool_call_output';
};
export const CustomToolCallOutputResponseItem: t.Type<CustomToolCallOutputResponseItem> =
  /* @__PURE__ */ rt.define<CustomToolCallOutputResponseItem>(
    'CustomToolCallOutputResponseItem',
    refs,
    '[o,{call_id:s,output:49,type:[l,custom_tool_call_output]},{id:["?",s],internal_chat_message_metadata_passthrough:["?",85],name:["?",s]}]',
  );

export type DangerFullAccessSandboxPolicy = {
  type: 'dangerFullAccess';
};
export const DangerFullAccessSandboxPolicy: t.Type<DangerFullAccessSandboxPolicy> =
  /* @__PURE__ */ rt.define<DangerFullAccessSandboxPolicy>(
    'DangerFullAccessSandboxPolicy',
    refs,
    '[o,{type:[l,dangerFullAccess]}]',
  );

export type DeletePatchChangeKind = {
  type: 'delete';
};
export const DeletePatchChangeKind: t.Type<DeletePatchChangeKind> =
  /* @__PURE__ */ rt.define<DeletePatchChangeKind>(
    'DeletePatchChangeKind',
    refs,
    '[o,{type:[l,delete]}]',
  );

export type DeprecationNoticeNotification = {
  /** Optional extra guidance, such as migration steps or rationale. */
  details?: string | null;
  /** Concise summary of what is deprecated. */
  summary: string;
};
export const DeprecationNoticeNotification: t.Type<DeprecationNoticeNotification> =
  /* @__PURE__ */ rt.define<DeprecationNoticeNotification>(
    'DeprecationNoticeNotification',
    refs,
    '[o,{summary:s},{details:["?",s]}]',
  );

export type DynamicToolCallOutputContentItem =
  | InputTextDynamicToolCallOutputContentItem
  | InputImageDynamicToolCallOutputContentItem
  | InputAudioDynamicToolCallOutputContentItem;
export const DynamicToolCallOutputContentItem: rt.TaggedUnionType<DynamicToolCallOutputContentItem> =
  /* @__PURE__ */ rt.defineTagged<DynamicToolCallOutputContentItem>(
    'DynamicToolCallOutputContentItem',
    refs,
    '[t,type,{inputText:83,inputImage:80,inputAudio:77}]',
  );

export type DynamicToolNamespaceTool = {
  deferLoading?: boolean;
  description: string;
  inputSchema: unknown;
  name: string;
  type: 'function';
};
export const DynamicToolNamespaceTool: t.Type<DynamicToolNamespaceTool> =
  /* @__PURE__ */ rt.define<DynamicToolNamespaceTool>(
    'DynamicToolNamespaceTool',
    refs,
    '[o,{description:s,inputSchema:u,name:s,type:[l,function]},{deferLoading:b}]',
  );

export type DynamicToolSpec = FunctionDynamicToolSpec | NamespaceDynamicToolSpec;
export const DynamicToolSpec: rt.TaggedUnionType<DynamicToolSpec> =
  /* @__PURE__ */ rt.defineTagged<DynamicToolSpec>(
    'DynamicToolSpec',
    refs,
    '[t,type,{function:53,namespace:98}]',
  );

export type EncryptedContentFunctionCallOutputContentItem = {
  encrypted_content: string;
  type: 'encrypted_content';
};
export const EncryptedContentFunctionCallOutputContentItem: t.Type<EncryptedContentFunctionCallOutputContentItem> =
  /* @__PURE__ */ rt.define<EncryptedContentFunctionCallOutputContentItem>(
    'EncryptedContentFunctionCallOutputContentItem',
    refs,
    '[o,{encrypted_content:s,type:[l,encrypted_content]}]',
  );

export type EnvironmentSkillsParams = {
  /** Exact catalog names that must be available from this environment. */
  required?: Array<string> | null;
};
export const EnvironmentSkillsParams: t.Type<EnvironmentSkillsParams> =
  /* @__PURE__ */ rt.define<EnvironmentSkillsParams>(
    'EnvironmentSkillsParams',
    refs,
    '[o,{},{required:["?",[a,s]]}]',
  );

export type ExperimentalFeature = {
  /** Announcement copy shown to users when the feature is introduced. Null when this feature is not in beta. */
  announcement?: string | null;
  /** Whether this feature is enabled by default. */
  defaultEnabled: boolean;
  /** Short summary describing what the feature does. Null when this feature is not in beta. */
  description?: string | null;
  /** User-facing display name shown in the experimental features UI. Null when this feature is not in beta. */
  displayName?: string | null;
  /** Whether this feature is currently enabled in the loaded config. */
  enabled: boolean;
  /** Stable key used in config.toml and CLI flag toggles. */
  name: string;
  /** Lifecycle stage of this feature flag. */
  stage: ExperimentalFeatureStage;
};
export const ExperimentalFeature: t.Type<ExperimentalFeature> =
  /* @__PURE__ */ rt.define<ExperimentalFeature>(
    'ExperimentalFeature',
    refs,
    '[o,{defaultEnabled:b,enabled:b,name:s,stage:40},{announcement:["?",s],description:["?",s],displayName:["?",s]}]',
  );

export type ExperimentalFeatureEnablementSetParams = {
  /**
   * Process-wide runtime feature enablement keyed by canonical feature name.
   *
   * Only named features are updated. Omitted features are left unchanged. Send an empty map for a no-op.
   */
  enablement: { [key: string]: boolean };
};
export const ExperimentalFeatureEnablementSetParams: t.Type<ExperimentalFeatureEnablementSetParams> =
  /* @__PURE__ */ rt.define<ExperimentalFeatureEnablementSetParams>(
    'ExperimentalFeatureEnablementSetParams',
    refs,
    '[o,{enablement:[r,b]}]',
  );

export type ExperimentalFeatureEnablementSetResponse = {
  /** Feature enablement entries updated by this request. */
  enablement: { [key: string]: boolean };
};
export const ExperimentalFeatureEnablementSetResponse: t.Type<ExperimentalFeatureEnablementSetResponse> =
  /* @__PURE__ */ rt.define<ExperimentalFeatureEnablementSetResponse>(
    'ExperimentalFeatureEnablementSetResponse',
    refs,
    '[o,{enablement:[r,b]}]',
  );

export type ExperimentalFeatureListParams = {
  /** Opaque pagination cursor returned by a previous call. */
  cursor?: string | null;
  /** Optional page size; defaults to a reasonable server-side value. */
  limit?: number | null;
  /** Optional loaded thread id. Pass this when showing feature state for an existing thread so enablement is computed from that thread's refreshed config, including project-local config for the thread's cwd. */
  threadId?: string | null;
};
export const ExperimentalFeatureListParams: t.Type<ExperimentalFeatureListParams> =
  /* @__PURE__ */ rt.define<ExperimentalFeatureListParams>(
    'ExperimentalFeatureListParams',
    refs,
    '[o,{},{cursor:["?",s],limit:["?",i],threadId:["?",s]}]',
  );

export type ExperimentalFeatureListResponse = {
  data: Array<ExperimentalFeature>;
  /** Opaque cursor to pass to the next call to continue after the last item. If None, there are no more items to return. */
  nextCursor?: string | null;
};
export const ExperimentalFeatureListResponse: t.Type<ExperimentalFeatureListResponse> =
  /* @__PURE__ */ rt.define<ExperimentalFeatureListResponse>(
    'ExperimentalFeatureListResponse',
    refs,
    '[o,{data:[a,39]},{nextCursor:["?",s]}]',
  );

export type ExperimentalFeatureStage =
  | 'beta'
  | 'underDevelopment'
  | 'stable'
  | 'deprecated'
  | 'removed';
export const ExperimentalFeatureStage: t.Type<ExperimentalFeatureStage> =
  /* @__PURE__ */ rt.define<ExperimentalFeatureStage>(
    'ExperimentalFeatureStage',
    refs,
    '[e,[beta,underDevelopment,stable,deprecated,removed]]',
  );

export type ExternalSandboxSandboxPolicy = {
  networkAccess?: NetworkAccess;
  type: 'externalSandbox';
};
export const ExternalSandboxSandboxPolicy: t.Type<ExternalSandboxSandboxPolicy> =
  /* @__PURE__ */ rt.define<ExternalSandboxSandboxPolicy>(
    'ExternalSandboxSandboxPolicy',
    refs,
    '[o,{type:[l,externalSandbox]},{networkAccess:99}]',
  );

export type FeedbackSaveParams = {
  classification: string;
  extraLogFiles?: Array<string> | null;
  includeLogs?: boolean;
  reason?: string | null;
  /** Absolute, previously unused ZIP path on the app-server host. The caller owns this file, including after a disconnected RPC. */
  savePath: LegacyAppPathString;
  tags?: { [key: string]: string } | null;
  threadId?: string | null;
};
export const FeedbackSaveParams: t.Type<FeedbackSaveParams> =
  /* @__PURE__ */ rt.define<FeedbackSaveParams>(
    'FeedbackSaveParams',
    refs,
    '[o,{classification:s,savePath:87},{extraLogFiles:["?",[a,s]],includeLogs:b,reason:["?",s],tags:["?",[r,s]],threadId:["?",s]}]',
  );

export type FeedbackSaveResponse = {
  /** Same prompt hash as feedback/upload; null when prompt metadata is absent. */
  promptHash?: string | null;
  savedPath: LegacyAppPathString;
  threadId: string;
};
export const FeedbackSaveResponse: t.Type<FeedbackSaveResponse> =
  /* @__PURE__ */ rt.define<FeedbackSaveResponse>(
    'FeedbackSaveResponse',
    refs,
    '[o,{savedPath:87,threadId:s},{promptHash:["?",s]}]',
  );

export type FeedbackUploadParams = {
  classification: string;
  extraLogFiles?: Array<string> | null;
  includeLogs?: boolean;
  reason?: string | null;
  tags?: { [key: string]: string } | null;
  threadId?: string | null;
};
export const FeedbackUploadParams: t.Type<FeedbackUploadParams> =
  /* @__PURE__ */ rt.define<FeedbackUploadParams>(
    'FeedbackUploadParams',
    refs,
    '[o,{classification:s},{extraLogFiles:["?",[a,s]],includeLogs:b,reason:["?",s],tags:["?",[r,s]],threadId:["?",s]}]',
  );

export type FeedbackUploadResponse = {
  /** Whitespace-normalized SHA-256 of the session base instructions, matching the uploaded `prompt_hash` tag. Does not include later developer messages. Null when the reported rollout has no prompt metadata. */
  promptHash?: string | null;
  threadId: string;
};
export const FeedbackUploadResponse: t.Type<FeedbackUploadResponse> =
  /* @__PURE__ */ rt.define<FeedbackUploadResponse>(
    'FeedbackUploadResponse',
    refs,
    '[o,{threadId:s},{promptHash:["?",s]}]',
  );

export type FileIdFunctionCallOutputContentItem = {
  file_id: string;
};
export const FileIdFunctionCallOutputContentItem: t.Type<FileIdFunctionCallOutputContentItem> =
  /* @__PURE__ */ rt.define<FileIdFunctionCallOutputContentItem>(
    'FileIdFunctionCallOutputContentItem',
    refs,
    '[o,{file_id:s}]',
  );

export type FileIdUserInput = {
  fileId: string;
};
export const FileIdUserInput: t.Type<FileIdUserInput> = /* @__PURE__ */ rt.define<FileIdUserInput>(
  'FileIdUserInput',
  refs,
  '[o,{fileId:s}]',
);

export type FileSystemAccessMode = 'read' | 'write' | 'deny';
export const FileSystemAccessMode: t.Type<FileSystemAccessMode> =
  /* @__PURE__ */ rt.define<FileSystemAccessMode>(
    'FileSystemAccessMode',
    refs,
    '[e,[read,write,deny]]',
  );

export type FileSystemPath = PathFileSystemPath | GlobPatternFileSystemPath | SpecialFileSystemPath;
export const FileSystemPath: rt.TaggedUnionType<FileSystemPath> =
  /* @__PURE__ */ rt.defineTagged<FileSystemPath>(
    'FileSystemPath',
    refs,
    '[t,type,{path:105,glob_pattern:58,special:131}]',
  );

export type FileSystemSandboxEntry = {
  access: FileSystemAccessMode;
  path: FileSystemPath;
};
export const FileSystemSandboxEntry: t.Type<FileSystemSandboxEntry> =
  /* @__PURE__ */ rt.define<FileSystemSandboxEntry>(
    'FileSystemSandboxEntry',
    refs,
    '[o,{access:45,path:46}]',
  );

export type FileSystemSpecialPath =
  | RootFileSystemSpecialPath
  | MinimalFileSystemSpecialPath
  | KindFileSystemSpecialPath
  | TmpdirFileSystemSpecialPath
  | SlashTmpFileSystemSpecialPath
  | {
      kind: 'unknown';
      path: string;
      subpath?: LegacyAppPathString | null;
    };
export const FileSystemSpecialPath: rt.TaggedUnionType<FileSystemSpecialPath> =
  /* @__PURE__ */ rt.defineTagged<FileSystemSpecialPath>(
    'FileSystemSpecialPath',
    refs,
    '[t,kind,{root:121,minimal:96,project_roots:86,tmpdir:134,slash_tmp:130,unknown:[o,{kind:[l,unknown],path:s},{subpath:["?",87]}]}]',
  );

export type FileUpdateChange = {
  diff: string;
  kind: PatchChangeKind;
  path: string;
};
export const FileUpdateChange: t.Type<FileUpdateChange> =
  /* @__PURE__ */ rt.define<FileUpdateChange>(
    'FileUpdateChange',
    refs,
    '[o,{diff:s,kind:104,path:s}]',
  );

export type FunctionCallOutputBody = string | Array<FunctionCallOutputContentItem>;
export const FunctionCallOutputBody: t.Type<FunctionCallOutputBody> =
  /* @__PURE__ */ rt.define<FunctionCallOutputBody>(
    'FunctionCallOutputBody',
    refs,
    '["|",[s,[a,50]]]',
  );

/** Responses API compatible content items that can be returned by a tool call. This is a subset of ContentItem with the types we support as function call outputs. */
export type FunctionCallOutputContentItem =
  | InputTextFunctionCallOutputContentItem
  | InputImageFunctionCallOutputContentItem
  | InputAudioFunctionCallOutputContentItem
  | EncryptedContentFunctionCallOutputContentItem;
/** Responses API compatible content items that can be returned by a tool call. This is a subset of ContentItem with the types we support as function call outputs. */
export const FunctionCallOutputContentItem: rt.TaggedUnionType<FunctionCallOutputContentItem> =
  /* @__PURE__ */ rt.defineTagged<FunctionCallOutputContentItem>(
    'FunctionCallOutputContentItem',
    refs,
    '[t,type,{input_text:84,input_image:81,input_audio:78,encrypted_content:38}]',
  );

export type FunctionCallOutputResponseItem = {
  call_id?: string | null;
  id?: string | null;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  name?: string | null;
  namespace?: string | null;
  output: FunctionCallOutputBody;
  type: 'function_call_output';
};
export const FunctionCallOutputResponseItem: t.Type<FunctionCallOutputResponseItem> =
  /* @__PURE__ */ rt.define<FunctionCallOutputResponseItem>(
    'FunctionCallOutputResponseItem',
    refs,
    '[o,{output:49,type:[l,function_call_output]},{call_id:["?",s],id:["?",s],internal_chat_message_metadata_passthrough:["?",85],name:["?",s],namespace:["?",s]}]',
  );

export type FunctionDynamicToolSpec = {
  deferLoading?: boolean;
  description: string;
  inputSchema: unknown;
  name: string;
  type: 'function';
};
export const FunctionDynamicToolSpec: t.Type<FunctionDynamicToolSpec> =
  /* @__PURE__ */ rt.define<FunctionDynamicToolSpec>(
    'FunctionDynamicToolSpec',
    refs,
    '[o,{description:s,inputSchema:u,name:s,type:[l,function]},{deferLoading:b}]',
  );

export type GlobPatternFileSystemPath = {
  pattern: string;
  type: 'glob_pattern';
};
export const GlobPatternFileSystemPath: t.Type<GlobPatternFileSystemPath> =
  /* @__PURE__ */ rt.define<GlobPatternFileSystemPath>(
    'GlobPatternFileSystemPath',
    refs,
    '[o,{pattern:s,type:[l,glob_pattern]}]',
  );

export type GranularAskForApproval = {
  granular: {
    mcp_elicitations: boolean;
    request_permissions?: boolean;
    rules: boolean;
    sandbox_approval: boolean;
    skill_approval?: boolean;
  };
};
export const GranularAskForApproval: t.Type<GranularAskForApproval> =
  /* @__PURE__ */ rt.define<GranularAskForApproval>(
    'GranularAskForApproval',
    refs,
    '[o,{granular:[o,{mcp_elicitations:b,rules:b,sandbox_approval:b},{request_permissions:b,skill_approval:b}]}]',
  );

export type HookCompletedNotification = {
  run: HookRunSummary;
  threadId: string;
  turnId?: string | null;
};
export const HookCompletedNotification: t.Type<HookCompletedNotification> =
  /* @__PURE__ */ rt.define<HookCompletedNotification>(
    'HookCompletedNotification',
    refs,
    '[o,{run:67,threadId:s},{turnId:["?",s]}]',
  );

export type HookRunSummary = {
  completedAt?: number | null;
  displayOrder: number;
  durationMs?: number | null;
  entries: Array<HookOutputEntry>;
  eventName: HookEventName;
  executionMode: HookExecutionMode;
  handlerType: HookHandlerType;
  id: string;
  scope: HookScope;
  source?: HookSource;
  sourcePath: LegacyAppPathString;
  startedAt: number;
  status: HookRunStatus;
  statusMessage?: string | null;
};
export const HookRunSummary: t.Type<HookRunSummary> = /* @__PURE__ */ rt.define<HookRunSummary>(
  'HookRunSummary',
  refs,
  '[o,{displayOrder:i,entries:[a,65],eventName:61,executionMode:62,handlerType:63,id:s,scope:68,sourcePath:87,startedAt:i,status:66},{completedAt:["?",i],durationMs:["?",i],source:69,statusMessage:["?",s]}]',
);

export type HookStartedNotification = {
  run: HookRunSummary;
  threadId: string;
  turnId?: string | null;
};
export const HookStartedNotification: t.Type<HookStartedNotification> =
  /* @__PURE__ */ rt.define<HookStartedNotification>(
    'HookStartedNotification',
    refs,
    '[o,{run:67,threadId:s},{turnId:["?",s]}]',
  );

export type HooksListEntry = {
  cwd: string;
  errors: Array<HookErrorInfo>;
  hooks: Array<HookMetadata>;
  warnings: Array<string>;
};
export const HooksListEntry: t.Type<HooksListEntry> = /* @__PURE__ */ rt.define<HooksListEntry>(
  'HooksListEntry',
  refs,
  '[o,{cwd:s,errors:[a,60],hooks:[a,64],warnings:[a,s]}]',
);

export type HooksListParams = {
  /** Working directories to inspect when no thread is specified. An empty list uses the session cwd. */
  cwds?: Array<string>;
  /** List a loaded thread's hooks, including its selected environments. Omit `cwds` in this mode. */
  threadId?: string | null;
};
export const HooksListParams: t.Type<HooksListParams> = /* @__PURE__ */ rt.define<HooksListParams>(
  'HooksListParams',
  refs,
  '[o,{},{cwds:[a,s],threadId:["?",s]}]',
);

export type HooksListResponse = {
  data: Array<HooksListEntry>;
};
export const HooksListResponse: t.Type<HooksListResponse> =
  /* @__PURE__ */ rt.define<HooksListResponse>('HooksListResponse', refs, '[o,{data:[a,70]}]');

export type ImageDetail = 'auto' | 'low' | 'high' | 'original';
export const ImageDetail: t.Type<ImageDetail> = /* @__PURE__ */ rt.define<ImageDetail>(
  'ImageDetail',
  refs,
  '[e,[auto,low,high,original]]',
);

export type ImageUrlFunctionCallOutputContentItem = {
  image_url: string;
};
export const ImageUrlFunctionCallOutputContentItem: t.Type<ImageUrlFunctionCallOutputContentItem> =
  /* @__PURE__ */ rt.define<ImageUrlFunctionCallOutputContentItem>(
    'ImageUrlFunctionCallOutputContentItem',
    refs,
    '[o,{image_url:s}]',
  );

export type ImageUserInput = {
  detail?: ImageDetail | null;
  type: 'image';
} & (UrlUserInput | FileIdUserInput);
export const ImageUserInput: t.Type<ImageUserInput> = /* @__PURE__ */ rt.define<ImageUserInput>(
  'ImageUserInput',
  refs,
  '["&",[[o,{type:[l,image]},{detail:["?",71]}],["|",[141,44]]]]',
);

export type InputAudioDynamicToolCallOutputContentItem = {
  audioUrl: string;
  type: 'inputAudio';
};
export const InputAudioDynamicToolCallOutputContentItem: t.Type<InputAudioDynamicToolCallOutputContentItem> =
  /* @__PURE__ */ rt.define<InputAudioDynamicToolCallOutputContentItem>(
    'InputAudioDynamicToolCallOutputContentItem',
    refs,
    '[o,{audioUrl:s,type:[l,inputAudio]}]',
  );

/** Inline audio data or an uploaded file loaded by the Responses API. */
export type InputAudioFunctionCallOutputContentItem = {
  type: 'input_audio';
} & (
  | AudioUrlFunctionCallOutputContentItem
  | {
      file_id: string;
    }
);
/** Inline audio data or an uploaded file loaded by the Responses API. */
export const InputAudioFunctionCallOutputContentItem: t.Type<InputAudioFunctionCallOutputContentItem> =
  /* @__PURE__ */ rt.define<InputAudioFunctionCallOutputContentItem>(
    'InputAudioFunctionCallOutputContentItem',
    refs,
    '["&",[[o,{type:[l,input_audio]}],["|",[16,[o,{file_id:s}]]]]]',
  );

export type InputImageContentItem = {
  detail?: ImageDetail | null;
  type: 'input_image';
} & (ImageUrlContentItem | FileIdContentItem);
export const InputImageContentItem: t.Type<InputImageContentItem> =
  /* @__PURE__ */ rt.define<InputImageContentItem>(
    'InputImageContentItem',
    refs,
    '["&",[[o,{type:[l,input_image]},{detail:["?",71]}],["|",[73,42]]]]',
  );

export type InputImageDynamicToolCallOutputContentItem = {
  imageUrl: string;
  type: 'inputImage';
};
export const InputImageDynamicToolCallOutputContentItem: t.Type<InputImageDynamicToolCallOutputContentItem> =
  /* @__PURE__ */ rt.define<InputImageDynamicToolCallOutputContentItem>(
    'InputImageDynamicToolCallOutputContentItem',
    refs,
    '[o,{imageUrl:s,type:[l,inputImage]}]',
  );

export type InputImageFunctionCallOutputContentItem = {
  detail?: ImageDetail | null;
  type: 'input_image';
} & (ImageUrlFunctionCallOutputContentItem | FileIdFunctionCallOutputContentItem);
export const InputImageFunctionCallOutputContentItem: t.Type<InputImageFunctionCallOutputContentItem> =
  /* @__PURE__ */ rt.define<InputImageFunctionCallOutputContentItem>(
    'InputImageFunctionCallOutputContentItem',
    refs,
    '["&",[[o,{type:[l,input_image]},{detail:["?",71]}],["|",[74,43]]]]',
  );

export type InputTextDynamicToolCallOutputContentItem = {
  text: string;
  type: 'inputText';
};
export const InputTextDynamicToolCallOutputContentItem: t.Type<InputTextDynamicToolCallOutputContentItem> =
  /* @__PURE__ */ rt.define<InputTextDynamicToolCallOutputContentItem>(
    'InputTextDynamicToolCallOutputContentItem',
    refs,
    '[o,{text:s,type:[l,inputText]}]',
  );

export type InputTextFunctionCallOutputContentItem = {
  text: string;
  type: 'input_text';
};
export const InputTextFunctionCallOutputContentItem: t.Type<InputTextFunctionCallOutputContentItem> =
  /* @__PURE__ */ rt.define<InputTextFunctionCallOutputContentItem>(
    'InputTextFunctionCallOutputContentItem',
    refs,
    '[o,{text:s,type:[l,input_text]}]',
  );

export type KindFileSystemSpecialPath = {
  kind: 'project_roots';
  subpath?: LegacyAppPathString | null;
};
export const KindFileSystemSpecialPath: t.Type<KindFileSystemSpecialPath> =
  /* @__PURE__ */ rt.define<KindFileSystemSpecialPath>(
    'KindFileSystemSpecialPath',
    refs,
    '[o,{kind:[l,project_roots]},{subpath:["?",87]}]',
  );

export type LegacyAppPathString = string;
export const LegacyAppPathString: t.Type<LegacyAppPathString> =
  /* @__PURE__ */ rt.define<LegacyAppPathString>('LegacyAppPathString', refs, 's');

export type LocalAudioUserInput = {
  path: string;
  type: 'localAudio';
};
export const LocalAudioUserInput: t.Type<LocalAudioUserInput> =
  /* @__PURE__ */ rt.define<LocalAudioUserInput>(
    'LocalAudioUserInput',
    refs,
    '[o,{path:s,type:[l,localAudio]}]',
  );

export type LocalImageUserInput = {
  detail?: ImageDetail | null;
  path: string;
  type: 'localImage';
};
export const LocalImageUserInput: t.Type<LocalImageUserInput> =
  /* @__PURE__ */ rt.define<LocalImageUserInput>(
    'LocalImageUserInput',
    refs,
    '[o,{path:s,type:[l,localImage]},{detail:["?",71]}]',
  );

export type ManagedHooksRequirements = {
  Interrupt?: Array<ConfiguredHookMatcherGroup>;
  PermissionRequest: Array<ConfiguredHookMatcherGroup>;
  PostCompact: Array<ConfiguredHookMatcherGroup>;
  PostModelRequest?: Array<ConfiguredHookMatcherGroup>;
  PostToolUse: Array<ConfiguredHookMatcherGroup>;
  PreCompact: Array<ConfiguredHookMatcherGroup>;
  PreModelRequest?: Array<ConfiguredHookMatcherGroup>;
  PreToolUse: Array<ConfiguredHookMatcherGroup>;
  SessionEnd?: Array<ConfiguredHookMatcherGroup>;
  SessionStart: Array<ConfiguredHookMatcherGroup>;
  Stop: Array<ConfiguredHookMatcherGroup>;
  SubagentStart: Array<ConfiguredHookMatcherGroup>;
  SubagentStop: Array<ConfiguredHookMatcherGroup>;
  UserPromptSubmit: Array<ConfiguredHookMatcherGroup>;
  managedDir?: string | null;
  windowsManagedDir?: string | null;
};
export const ManagedHooksRequirements: t.Type<ManagedHooksRequirements> =
  /* @__PURE__ */ rt.define<ManagedHooksRequirements>(
    'ManagedHooksRequirements',
    refs,
    '[o,{PermissionRequest:[a,28],PostCompact:[a,28],PostToolUse:[a,28],PreCompact:[a,28],PreToolUse:[a,28],SessionStart:[a,28],Stop:[a,28],SubagentStart:[a,28],SubagentStop:[a,28],UserPromptSubmit:[a,28]},{Interrupt:[a,28],PostModelRequest:[a,28],PreModelRequest:[a,28],SessionEnd:[a,28],managedDir:["?",s],windowsManagedDir:["?",s]}]',
  );

export type MarketplaceAddParams = {
  refName?: string | null;
  source: string;
  sparsePaths?: Array<string> | null;
};
export const MarketplaceAddParams: t.Type<MarketplaceAddParams> =
  /* @__PURE__ */ rt.define<MarketplaceAddParams>(
    'MarketplaceAddParams',
    refs,
    '[o,{source:s},{refName:["?",s],sparsePaths:["?",[a,s]]}]',
  );

export type MarketplaceAddResponse = {
  alreadyAdded: boolean;
  installedRoot: AbsolutePathBuf;
  marketplaceName: string;
};
export const MarketplaceAddResponse: t.Type<MarketplaceAddResponse> =
  /* @__PURE__ */ rt.define<MarketplaceAddResponse>(
    'MarketplaceAddResponse',
    refs,
    '[o,{alreadyAdded:b,installedRoot:0,marketplaceName:s}]',
  );

export type MarketplaceRemoveParams = {
  marketplaceName: string;
};
export const MarketplaceRemoveParams: t.Type<MarketplaceRemoveParams> =
  /* @__PURE__ */ rt.define<MarketplaceRemoveParams>(
    'MarketplaceRemoveParams',
    refs,
    '[o,{marketplaceName:s}]',
  );

export type MarketplaceRemoveResponse = {
  installedRoot?: AbsolutePathBuf | null;
  marketplaceName: string;
};
export const MarketplaceRemoveResponse: t.Type<MarketplaceRemoveResponse> =
  /* @__PURE__ */ rt.define<MarketplaceRemoveResponse>(
    'MarketplaceRemoveResponse',
    refs,
    '[o,{marketplaceName:s},{installedRoot:["?",0]}]',
  );

export type MarketplaceUpgradeErrorInfo = {
  marketplaceName: string;
  message: string;
};
export const MarketplaceUpgradeErrorInfo: t.Type<MarketplaceUpgradeErrorInfo> =
  /* @__PURE__ */ rt.define<MarketplaceUpgradeErrorInfo>(
    'MarketplaceUpgradeErrorInfo',
    refs,
    '[o,{marketplaceName:s,message:s}]',
  );

export type MarketplaceUpgradeParams = {
  marketplaceName?: string | null;
};
export const MarketplaceUpgradeParams: t.Type<MarketplaceUpgradeParams> =
  /* @__PURE__ */ rt.define<MarketplaceUpgradeParams>(
    'MarketplaceUpgradeParams',
    refs,
    '[o,{},{marketplaceName:["?",s]}]',
  );

export type MarketplaceUpgradeResponse = {
  errors: Array<MarketplaceUpgradeErrorInfo>;
  selectedMarketplaces: Array<string>;
  upgradedRoots: Array<AbsolutePathBuf>;
};
export const MarketplaceUpgradeResponse: t.Type<MarketplaceUpgradeResponse> =
  /* @__PURE__ */ rt.define<MarketplaceUpgradeResponse>(
    'MarketplaceUpgradeResponse',
    refs,
    '[o,{errors:[a,91],selectedMarketplaces:[a,s],upgradedRoots:[a,0]}]',
  );

export type McpToolConfiguredHookHandler = {
  input: { [key: string]: unknown };
  server: string;
  statusMessage?: string | null;
  timeoutSec?: number | null;
  tool: string;
  type: 'mcp_tool';
};
export const McpToolConfiguredHookHandler: t.Type<McpToolConfiguredHookHandler> =
  /* @__PURE__ */ rt.define<McpToolConfiguredHookHandler>(
    'McpToolConfiguredHookHandler',
    refs,
    '[o,{input:[r,u],server:s,tool:s,type:[l,mcp_tool]},{statusMessage:["?",s],timeoutSec:["?",i]}]',
  );

export type MentionUserInput = {
  name: string;
  path: string;
  type: 'mention';
};
export const MentionUserInput: t.Type<MentionUserInput> =
  /* @__PURE__ */ rt.define<MentionUserInput>(
    'MentionUserInput',
    refs,
    '[o,{name:s,path:s,type:[l,mention]}]',
  );

/**
 * Classifies assistant text as commentary, a partial answer, or a terminal answer.
 *
 * Providers do not emit this consistently, so callers must treat `None` as "phase unknown" and keep compatibility behavior for legacy models.
 */
export type MessagePhase = 'commentary' | 'partial_answer' | 'final_answer';
/**
 * Classifies assistant text as commentary, a partial answer, or a terminal answer.
 *
 * Providers do not emit this consistently, so callers must treat `None` as "phase unknown" and keep compatibility behavior for legacy models.
 */
export const MessagePhase: t.Type<MessagePhase> = /* @__PURE__ */ rt.define<MessagePhase>(
  'MessagePhase',
  refs,
  '[e,[commentary,partial_answer,final_answer]]',
);

export type MessageResponseItem = {
  content: Array<ContentItem>;
  encrypted_content?: string | null;
  id?: string | null;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  phase?: MessagePhase | null;
  role: string;
  status?: string | null;
  type: 'message';
};
export const MessageResponseItem: t.Type<MessageResponseItem> =
  /* @__PURE__ */ rt.define<MessageResponseItem>(
    'MessageResponseItem',
    refs,
    '[o,{content:[a,29],role:s,type:[l,message]},{encrypted_content:["?",s],id:["?",s],internal_chat_message_metadata_passthrough:["?",85],phase:["?",94],status:["?",s]}]',
  );

export type MinimalFileSystemSpecialPath = {
  kind: 'minimal';
};
export const MinimalFileSystemSpecialPath: t.Type<MinimalFileSystemSpecialPath> =
  /* @__PURE__ */ rt.define<MinimalFileSystemSpecialPath>(
    'MinimalFileSystemSpecialPath',
    refs,
    '[o,{kind:[l,minimal]}]',
  );

/** Initial collaboration mode to use when the TUI starts. */
export type ModeKind = 'plan' | 'default';
/** Initial collaboration mode to use when the TUI starts. */
export const ModeKind: t.Type<ModeKind> = /* @__PURE__ */ rt.define<ModeKind>(
  'ModeKind',
  refs,
  '[e,[plan,default]]',
);

/** Controls the effective multi-agent delegation instructions for a turn. `custom` means the configured mode hint defines the policy instead of a built-in policy. */
export type MultiAgentMode = 'explicitRequestOnly' | 'proactive' | CustomMultiAgentMode;
/** Controls the effective multi-agent delegation instructions for a turn. `custom` means the configured mode hint defines the policy instead of a built-in policy. */
export const MultiAgentMode: t.Type<MultiAgentMode> = /* @__PURE__ */ rt.define<MultiAgentMode>(
  'MultiAgentMode',
  refs,
  '["|",[[e,[explicitRequestOnly,proactive]],31]]',
);

export type NamespaceDynamicToolSpec = {
  description: string;
  name: string;
  tools: Array<DynamicToolNamespaceTool>;
  type: 'namespace';
};
export const NamespaceDynamicToolSpec: t.Type<NamespaceDynamicToolSpec> =
  /* @__PURE__ */ rt.define<NamespaceDynamicToolSpec>(
    'NamespaceDynamicToolSpec',
    refs,
    '[o,{description:s,name:s,tools:[a,37],type:[l,namespace]}]',
  );

export type NetworkAccess = 'restricted' | 'enabled';
export const NetworkAccess: t.Type<NetworkAccess> = /* @__PURE__ */ rt.define<NetworkAccess>(
  'NetworkAccess',
  refs,
  '[e,[restricted,enabled]]',
);

export type NetworkApprovalProtocol = 'http' | 'https' | 'socks5Tcp' | 'socks5Udp';
export const NetworkApprovalProtocol: t.Type<NetworkApprovalProtocol> =
  /* @__PURE__ */ rt.define<NetworkApprovalProtocol>(
    'NetworkApprovalProtocol',
    refs,
    '[e,[http,https,socks5Tcp,socks5Udp]]',
  );

export type NetworkDomainPermission = 'allow' | 'deny';
export const NetworkDomainPermission: t.Type<NetworkDomainPermission> =
  /* @__PURE__ */ rt.define<NetworkDomainPermission>(
    'NetworkDomainPermission',
    refs,
    '[e,[allow,deny]]',
  );

export type NetworkRequirements = {
  allowLocalBinding?: boolean | null;
  /** Legacy compatibility view derived from `unix_sockets`. */
  allowUnixSockets?: Array<string> | null;
  allowUpstreamProxy?: boolean | null;
  /** Legacy compatibility view derived from `domains`. */
  allowedDomains?: Array<string> | null;
  dangerouslyAllowAllUnixSockets?: boolean | null;
  dangerouslyAllowNonLoopbackProxy?: boolean | null;
  /** Legacy compatibility view derived from `domains`. */
  deniedDomains?: Array<string> | null;
  /** Canonical managed network permission map. */
  domains?: { [key: string]: NetworkDomainPermission } | null;
  enabled?: boolean | null;
  httpPort?: number | null;
  /** When true, only managed allowlist entries are respected while managed network enforcement is active. */
  managedAllowedDomainsOnly?: boolean | null;
  /** Host patterns routed to network approval before ordinary allow rules. */
  reviewDomains?: Array<string> | null;
  socksPort?: number | null;
  /** Canonical managed unix socket permission map. */
  unixSockets?: { [key: string]: NetworkUnixSocketPermission } | null;
};
export const NetworkRequirements: t.Type<NetworkRequirements> =
  /* @__PURE__ */ rt.define<NetworkRequirements>(
    'NetworkRequirements',
    refs,
    '[o,{},{allowLocalBinding:["?",b],allowUnixSockets:["?",[a,s]],allowUpstreamProxy:["?",b],allowedDomains:["?",[a,s]],dangerouslyAllowAllUnixSockets:["?",b],dangerouslyAllowNonLoopbackProxy:["?",b],deniedDomains:["?",[a,s]],domains:["?",[r,100]],enabled:["?",b],httpPort:["?",i],managedAllowedDomainsOnly:["?",b],reviewDomains:["?",[a,s]],socksPort:["?",i],unixSockets:["?",[r,101]]}]',
  );

export type NetworkUnixSocketPermission = 'allow' | 'deny';
export const NetworkUnixSocketPermission: t.Type<NetworkUnixSocketPermission> =
  /* @__PURE__ */ rt.define<NetworkUnixSocketPermission>(
    'NetworkUnixSocketPermission',
    refs,
    '[e,[allow,deny]]',
  );

export type NullableGatewayOAuthLoginParams = GatewayOAuthLoginParams | null;
export const NullableGatewayOAuthLoginParams: t.Type<NullableGatewayOAuthLoginParams> =
  /* @__PURE__ */ rt.define<NullableGatewayOAuthLoginParams>(
    'NullableGatewayOAuthLoginParams',
    refs,
    '["?",54]',
  );

export type NullableGatewayOAuthReadParams = GatewayOAuthReadParams | null;
export const NullableGatewayOAuthReadParams: t.Type<NullableGatewayOAuthReadParams> =
  /* @__PURE__ */ rt.define<NullableGatewayOAuthReadParams>(
    'NullableGatewayOAuthReadParams',
    refs,
    '["?",55]',
  );

export type NullableGetAccountRateLimitsParams = GetAccountRateLimitsParams | null;
export const NullableGetAccountRateLimitsParams: t.Type<NullableGetAccountRateLimitsParams> =
  /* @__PURE__ */ rt.define<NullableGetAccountRateLimitsParams>(
    'NullableGetAccountRateLimitsParams',
    refs,
    '["?",56]',
  );

export type NullableGetAccountTokenUsageParams = GetAccountTokenUsageParams | null;
export const NullableGetAccountTokenUsageParams: t.Type<NullableGetAccountTokenUsageParams> =
  /* @__PURE__ */ rt.define<NullableGetAccountTokenUsageParams>(
    'NullableGetAccountTokenUsageParams',
    refs,
    '["?",57]',
  );

export type PatchChangeKind = AddPatchChangeKind | DeletePatchChangeKind | UpdatePatchChangeKind;
export const PatchChangeKind: rt.TaggedUnionType<PatchChangeKind> =
  /* @__PURE__ */ rt.defineTagged<PatchChangeKind>(
    'PatchChangeKind',
    refs,
    '[t,type,{add:2,delete:36,update:140}]',
  );

export type PathFileSystemPath = {
  path: LegacyAppPathString;
  type: 'path';
};
export const PathFileSystemPath: t.Type<PathFileSystemPath> =
  /* @__PURE__ */ rt.define<PathFileSystemPath>(
    'PathFileSystemPath',
    refs,
    '[o,{path:87,type:[l,path]}]',
  );

export type PathUri = string;
export const PathUri: t.Type<PathUri> = /* @__PURE__ */ rt.define<PathUri>('PathUri', refs, 's');

export type PermissionProfileListParams = {
  /** Opaque pagination cursor returned by a previous call. */
  cursor?: string | null;
  /** Optional working directory to resolve project config layers. */
  cwd?: string | null;
  /** Optional page size; defaults to the full result set. */
  limit?: number | null;
};
export const PermissionProfileListParams: t.Type<PermissionProfileListParams> =
  /* @__PURE__ */ rt.define<PermissionProfileListParams>(
    'PermissionProfileListParams',
    refs,
    '[o,{},{cursor:["?",s],cwd:["?",s],limit:["?",i]}]',
  );

export type PermissionProfileListResponse = {
  data: Array<PermissionProfileSummary>;
  /** Opaque cursor to pass to the next call to continue after the last item. If None, there are no more items to return. */
  nextCursor?: string | null;
};
export const PermissionProfileListResponse: t.Type<PermissionProfileListResponse> =
  /* @__PURE__ */ rt.define<PermissionProfileListResponse>(
    'PermissionProfileListResponse',
    refs,
    '[o,{data:[a,106]},{nextCursor:["?",s]}]',
  );

export type PermissionProfileSummary = {
  /** Whether the effective requirements allow selecting this profile. */
  allowed: boolean;
  /** Optional user-facing description for display in clients. */
  description?: string | null;
  /** Available permission profile identifier. */
  id: string;
};
export const PermissionProfileSummary: t.Type<PermissionProfileSummary> =
  /* @__PURE__ */ rt.define<PermissionProfileSummary>(
    'PermissionProfileSummary',
    refs,
    '[o,{allowed:b,id:s},{description:["?",s]}]',
  );

/** Deprecated: `friendly` and `pragmatic` no longer select a style. */
export type Personality = 'none' | 'friendly' | 'pragmatic';
/** Deprecated: `friendly` and `pragmatic` no longer select a style. */
export const Personality: t.Type<Personality> = /* @__PURE__ */ rt.define<Personality>(
  'Personality',
  refs,
  '[e,[none,friendly,pragmatic]]',
);

/** Final process exit notification for `process/spawn`. */
export type ProcessExitedNotification = {
  /** Process exit code. */
  exitCode: number;
  /** Whether output collection hit its post-exit deadline before seeing EOF or reaching the requested byte cap on either stream. Older servers omit this field. */
  outputDrainTimedOut?: boolean | null;
  /** Client-supplied, connection-scoped `processHandle` from `process/spawn`. */
  processHandle: string;
  /**
   * Buffered stderr capture.
   *
   * Empty when stderr was streamed via `process/outputDelta`.
   */
  stderr: string;
  /**
   * Whether stderr reached `outputBytesCap`.
   *
   * In streaming mode, stderr is empty and cap state is also reported on the final stderr `process/outputDelta` notification.
   */
  stderrCapReached: boolean;
  /**
   * Buffered stdout capture.
   *
   * Empty when stdout was streamed via `process/outputDelta`.
   */
  stdout: string;
  /**
   * Whether stdout reached `outputBytesCap`.
   *
   * In streaming mode, stdout is empty and cap state is also reported on the final stdout `process/outputDelta` notification.
   */
  stdoutCapReached: boolean;
};
/** Final process exit notification for `process/spawn`. */
export const ProcessExitedNotification: t.Type<ProcessExitedNotification> =
  /* @__PURE__ */ rt.define<ProcessExitedNotification>(
    'ProcessExitedNotification',
    refs,
    '[o,{exitCode:i,processHandle:s,stderr:s,stderrCapReached:b,stdout:s,stdoutCapReached:b},{outputDrainTimedOut:["?",b]}]',
  );

/** Base64-encoded output chunk emitted for a streaming `process/spawn` request. */
export type ProcessOutputDeltaNotification = {
  /** True on the final streamed chunk for this stream when output was truncated by `outputBytesCap`. */
  capReached: boolean;
  /** Base64-encoded output bytes. */
  deltaBase64: string;
  /** Client-supplied, connection-scoped `processHandle` from `process/spawn`. */
  processHandle: string;
  /** Output stream this chunk belongs to. */
  stream: ProcessOutputStream;
};
/** Base64-encoded output chunk emitted for a streaming `process/spawn` request. */
export const ProcessOutputDeltaNotification: t.Type<ProcessOutputDeltaNotification> =
  /* @__PURE__ */ rt.define<ProcessOutputDeltaNotification>(
    'ProcessOutputDeltaNotification',
    refs,
    '[o,{capReached:b,deltaBase64:s,processHandle:s,stream:107}]',
  );

/** Stream label for `process/outputDelta` notifications. */
export type ProcessOutputStream = 'stdout' | 'stderr';
/** Stream label for `process/outputDelta` notifications. */
export const ProcessOutputStream: t.Type<ProcessOutputStream> =
  /* @__PURE__ */ rt.define<ProcessOutputStream>(
    'ProcessOutputStream',
    refs,
    '[e,[stdout,stderr]]',
  );

/** PTY size in character cells for `process/spawn` PTY sessions. */
export type ProcessTerminalSize = {
  /** Terminal width in character cells. */
  cols: number;
  /** Terminal height in character cells. */
  rows: number;
};
/** PTY size in character cells for `process/spawn` PTY sessions. */
export const ProcessTerminalSize: t.Type<ProcessTerminalSize> =
  /* @__PURE__ */ rt.define<ProcessTerminalSize>(
    'ProcessTerminalSize',
    refs,
    '[o,{cols:i,rows:i}]',
  );

export type Project = {
  createdAt: number;
  id: string;
  metadata: { [key: string]: string };
  name: string;
  /** Newest non-archived member thread's recency, in Unix seconds; null when none exist. */
  recencyAt?: number | null;
  roots: Array<ProjectRoot>;
  updatedAt: number;
};
export const Project: t.Type<Project> = /* @__PURE__ */ rt.define<Project>(
  'Project',
  refs,
  '[o,{createdAt:i,id:s,metadata:[r,s],name:s,roots:[a,109],updatedAt:i},{recencyAt:["?",i]}]',
);

export type ProjectChangeType = 'created' | 'updated' | 'deleted';
export const ProjectChangeType: t.Type<ProjectChangeType> =
  /* @__PURE__ */ rt.define<ProjectChangeType>(
    'ProjectChangeType',
    refs,
    '[e,[created,updated,deleted]]',
  );

export type ProjectChangedNotification = {
  changeType: ProjectChangeType;
  projectId: string;
};
export const ProjectChangedNotification: t.Type<ProjectChangedNotification> =
  /* @__PURE__ */ rt.define<ProjectChangedNotification>(
    'ProjectChangedNotification',
    refs,
    '[o,{changeType:108,projectId:s}]',
  );

export type ProjectRoot = {
  path: AbsolutePathBuf;
};
export const ProjectRoot: t.Type<ProjectRoot> = /* @__PURE__ */ rt.define<ProjectRoot>(
  'ProjectRoot',
  refs,
  '[o,{path:0}]',
);

export type ProjectSortKey = 'position' | 'recencyAt';
export const ProjectSortKey: t.Type<ProjectSortKey> = /* @__PURE__ */ rt.define<ProjectSortKey>(
  'ProjectSortKey',
  refs,
  '[e,[position,recencyAt]]',
);

export type PromptConfiguredHookHandler = {
  type: 'prompt';
};
export const PromptConfiguredHookHandler: t.Type<PromptConfiguredHookHandler> =
  /* @__PURE__ */ rt.define<PromptConfiguredHookHandler>(
    'PromptConfiguredHookHandler',
    refs,
    '[o,{type:[l,prompt]}]',
  );

export type QueuedSubmission = {
  clientUserMessageId: string;
  id: string;
  input: Array<UserInput>;
  /** Metadata retained with this input, including across reconnect and restoration. */
  responsesapiClientMetadata?: { [key: string]: string } | null;
};
export const QueuedSubmission: t.Type<QueuedSubmission> =
  /* @__PURE__ */ rt.define<QueuedSubmission>(
    'QueuedSubmission',
    refs,
    '[o,{clientUserMessageId:s,id:s,input:[a,142]},{responsesapiClientMetadata:["?",[r,s]]}]',
  );

/** Internal-only notification containing the exact usage from one upstream Responses API completion. */
export type RawResponseCompletedNotification = {
  responseId: string;
  threadId: string;
  turnId: string;
  usage?: TokenUsageBreakdown | null;
  usageMetadata?: ResponseUsageMetadata | null;
};
/** Internal-only notification containing the exact usage from one upstream Responses API completion. */
export const RawResponseCompletedNotification: t.Type<RawResponseCompletedNotification> =
  /* @__PURE__ */ rt.define<RawResponseCompletedNotification>(
    'RawResponseCompletedNotification',
    refs,
    '[o,{responseId:s,threadId:s,turnId:s},{usage:["?",135],usageMetadata:["?",118]}]',
  );

export type RawResponseItemCompletedNotification = {
  item: ResponseItem;
  threadId: string;
  turnId: string;
};
export const RawResponseItemCompletedNotification: t.Type<RawResponseItemCompletedNotification> =
  /* @__PURE__ */ rt.define<RawResponseItemCompletedNotification>(
    'RawResponseItemCompletedNotification',
    refs,
    '[o,{item:117,threadId:s,turnId:s}]',
  );

export type ReadOnlySandboxPolicy = {
  networkAccess?: boolean;
  type: 'readOnly';
};
export const ReadOnlySandboxPolicy: t.Type<ReadOnlySandboxPolicy> =
  /* @__PURE__ */ rt.define<ReadOnlySandboxPolicy>(
    'ReadOnlySandboxPolicy',
    refs,
    '[o,{type:[l,readOnly]},{networkAccess:b}]',
  );

export type RealtimeOutputModality = 'text' | 'audio';
export const RealtimeOutputModality: t.Type<RealtimeOutputModality> =
  /* @__PURE__ */ rt.define<RealtimeOutputModality>(
    'RealtimeOutputModality',
    refs,
    '[e,[text,audio]]',
  );

export type RealtimeVoice =
  | 'alloy'
  | 'arbor'
  | 'ash'
  | 'aube'
  | 'ballad'
  | 'breeze'
  | 'bubbie'
  | 'cedar'
  | 'coral'
  | 'cove'
  | 'echo'
  | 'ember'
  | 'haetsal'
  | 'hanul'
  | 'himari'
  | 'juniper'
  | 'leher'
  | 'maple'
  | 'marin'
  | 'miko'
  | 'neer'
  | 'porto'
  | 'rindo'
  | 'rio'
  | 'rivage'
  | 'sage'
  | 'selva'
  | 'shimmer'
  | 'sol'
  | 'sonna'
  | 'spruce'
  | 'tinta'
  | 'vale'
  | 'verse'
  | 'viola';
export const RealtimeVoice: t.Type<RealtimeVoice> = /* @__PURE__ */ rt.define<RealtimeVoice>(
  'RealtimeVoice',
  refs,
  '[e,[alloy,arbor,ash,aube,ballad,breeze,bubbie,cedar,coral,cove,echo,ember,haetsal,hanul,himari,juniper,leher,maple,marin,miko,neer,porto,rindo,rio,rivage,sage,selva,shimmer,sol,sonna,spruce,tinta,vale,verse,viola]]',
);

export type RealtimeVoicesList = {
  defaultV1: RealtimeVoice;
  defaultV2: RealtimeVoice;
  v1: Array<RealtimeVoice>;
  v2: Array<RealtimeVoice>;
  v3?: Array<RealtimeVoice>;
};
export const RealtimeVoicesList: t.Type<RealtimeVoicesList> =
  /* @__PURE__ */ rt.define<RealtimeVoicesList>(
    'RealtimeVoicesList',
    refs,
    '[o,{defaultV1:112,defaultV2:112,v1:[a,112],v2:[a,112]},{v3:[a,112]}]',
  );

/** A non-empty reasoning effort value advertised by the model. */
export type ReasoningEffort = string;
/** A non-empty reasoning effort value advertised by the model. */
export const ReasoningEffort: t.Type<ReasoningEffort> = /* @__PURE__ */ rt.define<ReasoningEffort>(
  'ReasoningEffort',
  refs,
  's',
);

/** A summary of the reasoning performed by the model. This can be useful for debugging and understanding the model's reasoning process. See https://platform.openai.com/docs/guides/reasoning?api-mode=responses#reasoning-summaries */
export type ReasoningSummary = 'auto' | 'concise' | 'detailed' | 'none';
/** A summary of the reasoning performed by the model. This can be useful for debugging and understanding the model's reasoning process. See https://platform.openai.com/docs/guides/reasoning?api-mode=responses#reasoning-summaries */
export const ReasoningSummary: t.Type<ReasoningSummary> =
  /* @__PURE__ */ rt.define<ReasoningSummary>(
    'ReasoningSummary',
    refs,
    '[e,[auto,concise,detailed,none]]',
  );

export type RemoteControlConnectionStatus = 'disabled' | 'connecting' | 'connected' | 'errored';
export const RemoteControlConnectionStatus: t.Type<RemoteControlConnectionStatus> =
  /* @__PURE__ */ rt.define<RemoteControlConnectionStatus>(
    'RemoteControlConnectionStatus',
    refs,
    '[e,[disabled,connecting,connected,errored]]',
  );

export type RemoteControlDisableParams = {
  ephemeral?: boolean;
};
export const RemoteControlDisableParams: t.Type<RemoteControlDisableParams> =
  /* @__PURE__ */ rt.define<RemoteControlDisableParams>(
    'RemoteControlDisableParams',
    refs,
    '[o,{},{ephemeral:b}]',
  );

export type RemoteControlEnableParams = {
  ephemeral?: boolean;
};
export const RemoteControlEnableParams: t.Type<RemoteControlEnableParams> =
  /* @__PURE__ */ rt.define<RemoteControlEnableParams>(
    'RemoteControlEnableParams',
    refs,
    '[o,{},{ephemeral:b}]',
  );

/** Current remote-control connection status and remote identity exposed to clients. */
export type RemoteControlStatusChangedNotification = {
  environmentId?: string | null;
  installationId: string;
  serverName: string;
  status: RemoteControlConnectionStatus;
};
/** Current remote-control connection status and remote identity exposed to clients. */
export const RemoteControlStatusChangedNotification: t.Type<RemoteControlStatusChangedNotification> =
  /* @__PURE__ */ rt.define<RemoteControlStatusChangedNotification>(
    'RemoteControlStatusChangedNotification',
    refs,
    '[o,{installationId:s,serverName:s,status:115},{environmentId:["?",s]}]',
  );

export type RequestPermissionProfile = {
  fileSystem?: AdditionalFileSystemPermissions | null;
  network?: AdditionalNetworkPermissions | null;
};
export const RequestPermissionProfile: t.Type<RequestPermissionProfile> =
  /* @__PURE__ */ rt.define<RequestPermissionProfile>(
    'RequestPermissionProfile',
    refs,
    '[o,{},{fileSystem:["?",4],network:["?",5]}]',
  );

export type ResponseItem =
  | AdditionalToolsResponseItem
  | MessageResponseItem
  | AgentMessageResponseItem
  | ReasoningResponseItem
  | LocalShellCallResponseItem
  | FunctionCallResponseItem
  | ToolSearchCallResponseItem
  | FunctionCallOutputResponseItem
  | CustomToolCallResponseItem
  | CustomToolCallOutputResponseItem
  | ToolSearchOutputResponseItem
  | WebSearchCallResponseItem
  | ImageGenerationCallResponseItem
  | CompactionResponseItem
  | ConfigurationUpdateResponseItem
  | CompactionTriggerResponseItem
  | ContextCompactionResponseItem
  | OtherResponseItem;
export const ResponseItem: rt.TaggedUnionType<ResponseItem> =
  /* @__PURE__ */ rt.defineTagged<ResponseItem>(
    'ResponseItem',
    refs,
    '[t,type,{additional_tools:6,message:95,agent_message:8,reasoning:114,local_shell_call:90,function_call:52,tool_search_call:137,function_call_output:51,custom_tool_call:34,custom_tool_call_output:33,tool_search_output:138,web_search_call:143,image_generation_call:72,compaction:23,configuration_update:26,compaction_trigger:24,context_compaction:30,other:102}]',
  );

export type ReviewDelivery = 'inline';
export const ReviewDelivery: t.Type<ReviewDelivery> = /* @__PURE__ */ rt.define<ReviewDelivery>(
  'ReviewDelivery',
  refs,
  '[l,inline]',
);

export type ReviewStartParams = {
  /** Reviews run inline on the supplied thread. Omit this field or pass `inline`. To review on a separate thread, start a thread first and use its id. */
  delivery?: ReviewDelivery | null;
  target: ReviewTarget;
  threadId: string;
};
export const ReviewStartParams: t.Type<ReviewStartParams> =
  /* @__PURE__ */ rt.define<ReviewStartParams>(
    'ReviewStartParams',
    refs,
    '[o,{target:120,threadId:s},{delivery:["?",119]}]',
  );

export type ReviewTarget =
  | UncommittedChangesReviewTarget
  | BaseBranchReviewTarget
  | CommitReviewTarget
  | CustomReviewTarget;
export const ReviewTarget: rt.TaggedUnionType<ReviewTarget> =
  /* @__PURE__ */ rt.defineTagged<ReviewTarget>(
    'ReviewTarget',
    refs,
    '[t,type,{uncommittedChanges:139,baseBranch:18,commit:22,custom:32}]',
  );

export type RootFileSystemSpecialPath = {
  kind: 'root';
};
export const RootFileSystemSpecialPath: t.Type<RootFileSystemSpecialPath> =
  /* @__PURE__ */ rt.define<RootFileSystemSpecialPath>(
    'RootFileSystemSpecialPath',
    refs,
    '[o,{kind:[l,root]}]',
  );

export type SandboxMode = 'read-only' | 'workspace-write' | 'danger-full-access';
export const SandboxMode: t.Type<SandboxMode> = /* @__PURE__ */ rt.define<SandboxMode>(
  'SandboxMode',
  refs,
  '[e,["read-only","workspace-write","danger-full-access"]]',
);

export type SandboxPolicy =
  | DangerFullAccessSandboxPolicy
  | ReadOnlySandboxPolicy
  | ExternalSandboxSandboxPolicy
  | WorkspaceWriteSandboxPolicy;
export const SandboxPolicy: rt.TaggedUnionType<SandboxPolicy> =
  /* @__PURE__ */ rt.defineTagged<SandboxPolicy>(
    'SandboxPolicy',
    refs,
    '[t,type,{dangerFullAccess:35,readOnly:111,externalSandbox:41,workspaceWrite:146}]',
  );

/** A user-selected root that can expose one or more runtime capabilities. */
export type SelectedCapabilityRoot = {
  /** Stable identifier supplied by the capability selection platform. */
  id: string;
  /** Where the selected root can be resolved. */
  location: CapabilityRootLocation;
};
/** A user-selected root that can expose one or more runtime capabilities. */
export const SelectedCapabilityRoot: t.Type<SelectedCapabilityRoot> =
  /* @__PURE__ */ rt.define<SelectedCapabilityRoot>(
    'SelectedCapabilityRoot',
    refs,
    '[o,{id:s,location:20}]',
  );

export type ServerDiagnosticsGauge = {
  name: string;
  value: number;
};
export const ServerDiagnosticsGauge: t.Type<ServerDiagnosticsGauge> =
  /* @__PURE__ */ rt.define<ServerDiagnosticsGauge>(
    'ServerDiagnosticsGauge',
    refs,
    '[o,{name:s,value:i}]',
  );

export type ServerDiagnosticsProcess = {
  id: number;
  physicalFootprintBytes?: number | null;
  residentMemoryBytes?: number | null;
};
export const ServerDiagnosticsProcess: t.Type<ServerDiagnosticsProcess> =
  /* @__PURE__ */ rt.define<ServerDiagnosticsProcess>(
    'ServerDiagnosticsProcess',
    refs,
    '[o,{id:i},{physicalFootprintBytes:["?",i],residentMemoryBytes:["?",i]}]',
  );

export type ServerRequestResolvedNotification = {
  requestId: RequestId;
  threadId: string;
};
export const ServerRequestResolvedNotification: t.Type<ServerRequestResolvedNotification> =
  /* @__PURE__ */ rt.define<ServerRequestResolvedNotification>(
    'ServerRequestResolvedNotification',
    refs,
    '[o,{requestId:116,threadId:s}]',
  );

export type SkillDependencies = {
  tools: Array<SkillToolDependency>;
};
export const SkillDependencies: t.Type<SkillDependencies> =
  /* @__PURE__ */ rt.define<SkillDependencies>('SkillDependencies', refs, '[o,{tools:[a,127]}]');

export type SkillErrorInfo = {
  message: string;
  path: string;
};
export const SkillErrorInfo: t.Type<SkillErrorInfo> = /* @__PURE__ */ rt.define<SkillErrorInfo>(
  'SkillErrorInfo',
  refs,
  '[o,{message:s,path:s}]',
);

export type SkillInterface = {
  brandColor?: string | null;
  defaultPrompt?: string | null;
  displayName?: string | null;
  iconLarge?: AbsolutePathBuf | null;
  /** Remote large icon URL from the plugin catalog. */
  iconLargeUrl?: string | null;
  iconSmall?: AbsolutePathBuf | null;
  /** Remote small icon URL from the plugin catalog. */
  iconSmallUrl?: string | null;
  shortDescription?: string | null;
};
export const SkillInterface: t.Type<SkillInterface> = /* @__PURE__ */ rt.define<SkillInterface>(
  'SkillInterface',
  refs,
  '[o,{},{brandColor:["?",s],defaultPrompt:["?",s],displayName:["?",s],iconLarge:["?",0],iconLargeUrl:["?",s],iconSmall:["?",0],iconSmallUrl:["?",s],shortDescription:["?",s]}]',
);

export type SkillMetadata = {
  dependencies?: SkillDependencies | null;
  description: string;
  enabled: boolean;
  interface?: SkillInterface | null;
  name: string;
  path: LegacyAppPathString;
  /** Owning plugin ID, matching `PluginSummary.id`, when known. */
  pluginId?: string | null;
  scope: SkillScope;
  /** Legacy short_description from SKILL.md. Prefer SKILL.json interface.short_description. */
  shortDescription?: string | null;
};
export const SkillMetadata: t.Type<SkillMetadata> = /* @__PURE__ */ rt.define<SkillMetadata>(
  'SkillMetadata',
  refs,
  '[o,{description:s,enabled:b,name:s,path:87,scope:126},{dependencies:["?",122],interface:["?",124],pluginId:["?",s],shortDescription:["?",s]}]',
);

export type SkillScope = 'user' | 'repo' | 'system' | 'admin';
export const SkillScope: t.Type<SkillScope> = /* @__PURE__ */ rt.define<SkillScope>(
  'SkillScope',
  refs,
  '[e,[user,repo,system,admin]]',
);

export type SkillToolDependency = {
  command?: string | null;
  description?: string | null;
  transport?: string | null;
  type: string;
  url?: string | null;
  value: string;
};
export const SkillToolDependency: t.Type<SkillToolDependency> =
  /* @__PURE__ */ rt.define<SkillToolDependency>(
    'SkillToolDependency',
    refs,
    '[o,{type:s,value:s},{command:["?",s],description:["?",s],transport:["?",s],url:["?",s]}]',
  );

export type SkillUserInput = {
  name: string;
  path: string;
  type: 'skill';
};
export const SkillUserInput: t.Type<SkillUserInput> = /* @__PURE__ */ rt.define<SkillUserInput>(
  'SkillUserInput',
  refs,
  '[o,{name:s,path:s,type:[l,skill]}]',
);

/**
 * Notification emitted when watched local skill files change.
 *
 * Treat this as an invalidation signal and re-run `skills/list` with the client's current parameters when refreshed skill metadata is needed.
 */
export type SkillsChangedNotification = { [key: string]: unknown };
/**
 * Notification emitted when watched local skill files change.
 *
 * Treat this as an invalidation signal and re-run `skills/list` with the client's current parameters when refreshed skill metadata is needed.
 */
export const SkillsChangedNotification: t.Type<SkillsChangedNotification> =
  /* @__PURE__ */ rt.define<SkillsChangedNotification>('SkillsChangedNotification', refs, '[r,u]');

export type SkillsConfigWriteParams = {
  enabled: boolean;
  /** Name-based selector. */
  name?: string | null;
  /** Path-based selector. */
  path?: AbsolutePathBuf | null;
};
export const SkillsConfigWriteParams: t.Type<SkillsConfigWriteParams> =
  /* @__PURE__ */ rt.define<SkillsConfigWriteParams>(
    'SkillsConfigWriteParams',
    refs,
    '[o,{enabled:b},{name:["?",s],path:["?",0]}]',
  );

export type SkillsConfigWriteResponse = {
  effectiveEnabled: boolean;
};
export const SkillsConfigWriteResponse: t.Type<SkillsConfigWriteResponse> =
  /* @__PURE__ */ rt.define<SkillsConfigWriteResponse>(
    'SkillsConfigWriteResponse',
    refs,
    '[o,{effectiveEnabled:b}]',
  );

export type SkillsExtraRootsSetParams = {
  extraRoots: Array<AbsolutePathBuf>;
};
export const SkillsExtraRootsSetParams: t.Type<SkillsExtraRootsSetParams> =
  /* @__PURE__ */ rt.define<SkillsExtraRootsSetParams>(
    'SkillsExtraRootsSetParams',
    refs,
    '[o,{extraRoots:[a,0]}]',
  );

export type SkillsExtraRootsSetResponse = { [key: string]: unknown };
export const SkillsExtraRootsSetResponse: t.Type<SkillsExtraRootsSetResponse> =
  /* @__PURE__ */ rt.define<SkillsExtraRootsSetResponse>(
    'SkillsExtraRootsSetResponse',
    refs,
    '[r,u]',
  );

export type SkillsListEntry = {
  cwd: string;
  errors: Array<SkillErrorInfo>;
  skills: Array<SkillMetadata>;
};
export const SkillsListEntry: t.Type<SkillsListEntry> = /* @__PURE__ */ rt.define<SkillsListEntry>(
  'SkillsListEntry',
  refs,
  '[o,{cwd:s,errors:[a,123],skills:[a,125]}]',
);

export type SkillsListParams = {
  /** When empty, defaults to the current session working directory. */
  cwds?: Array<string>;
  /** When true, bypass the skills cache and re-scan skills from disk. */
  forceReload?: boolean;
};
export const SkillsListParams: t.Type<SkillsListParams> =
  /* @__PURE__ */ rt.define<SkillsListParams>(
    'SkillsListParams',
    refs,
    '[o,{},{cwds:[a,s],forceReload:b}]',
  );

export type SkillsListResponse = {
  data: Array<SkillsListEntry>;
};
export const SkillsListResponse: t.Type<SkillsListResponse> =
  /* @__PURE__ */ rt.define<SkillsListResponse>('SkillsListResponse', refs, '[o,{data:[a,129]}]');

export type SlashTmpFileSystemSpecialPath = {
  kind: 'slash_tmp';
};
export const SlashTmpFileSystemSpecialPath: t.Type<SlashTmpFileSystemSpecialPath> =
  /* @__PURE__ */ rt.define<SlashTmpFileSystemSpecialPath>(
    'SlashTmpFileSystemSpecialPath',
    refs,
    '[o,{kind:[l,slash_tmp]}]',
  );

export type SpecialFileSystemPath = {
  type: 'special';
  value: FileSystemSpecialPath;
};
export const SpecialFileSystemPath: t.Type<SpecialFileSystemPath> =
  /* @__PURE__ */ rt.define<SpecialFileSystemPath>(
    'SpecialFileSystemPath',
    refs,
    '[o,{type:[l,special],value:48}]',
  );

export type StrictReviewRequiredNotification = {
  /** Unix timestamp (in milliseconds) when this review started. */
  startedAtMs: number;
  threadId: string;
  turnId: string;
};
export const StrictReviewRequiredNotification: t.Type<StrictReviewRequiredNotification> =
  /* @__PURE__ */ rt.define<StrictReviewRequiredNotification>(
    'StrictReviewRequiredNotification',
    refs,
    '[o,{startedAtMs:i,threadId:s,turnId:s}]',
  );

export type TextElement = {
  /** Byte range in the parent `text` buffer that this element occupies. */
  byteRange: ByteRange;
  /** Optional human-readable placeholder for the element, displayed in the UI. */
  placeholder?: string | null;
};
export const TextElement: t.Type<TextElement> = /* @__PURE__ */ rt.define<TextElement>(
  'TextElement',
  refs,
  '[o,{byteRange:19},{placeholder:["?",s]}]',
);

export type TextUserInput = {
  text: string;
  /** UI-defined spans within `text` used to render or persist special elements. */
  text_elements?: Array<TextElement>;
  type: 'text';
};
export const TextUserInput: t.Type<TextUserInput> = /* @__PURE__ */ rt.define<TextUserInput>(
  'TextUserInput',
  refs,
  '[o,{text:s,type:[l,text]},{text_elements:[a,132]}]',
);

export type TmpdirFileSystemSpecialPath = {
  kind: 'tmpdir';
};
export const TmpdirFileSystemSpecialPath: t.Type<TmpdirFileSystemSpecialPath> =
  /* @__PURE__ */ rt.define<TmpdirFileSystemSpecialPath>(
    'TmpdirFileSystemSpecialPath',
    refs,
    '[o,{kind:[l,tmpdir]}]',
  );

export type TokenUsageBreakdown = {
  cacheWriteInputTokens?: number;
  cachedInputTokens: number;
  inputTokens: number;
  outputTokens: number;
  reasoningOutputTokens: number;
  totalTokens: number;
};
export const TokenUsageBreakdown: t.Type<TokenUsageBreakdown> =
  /* @__PURE__ */ rt.define<TokenUsageBreakdown>(
    'TokenUsageBreakdown',
    refs,
    '[o,{cachedInputTokens:i,inputTokens:i,outputTokens:i,reasoningOutputTokens:i,totalTokens:i},{cacheWriteInputTokens:i}]',
  );

/** Review the working tree: staged, unstaged, and untracked files. */
export type UncommittedChangesReviewTarget = {
  type: 'uncommittedChanges';
};
/** Review the working tree: staged, unstaged, and untracked files. */
export const UncommittedChangesReviewTarget: t.Type<UncommittedChangesReviewTarget> =
  /* @__PURE__ */ rt.define<UncommittedChangesReviewTarget>(
    'UncommittedChangesReviewTarget',
    refs,
    '[o,{type:[l,uncommittedChanges]}]',
  );

export type UpdatePatchChangeKind = {
  move_path?: string | null;
  type: 'update';
};
export const UpdatePatchChangeKind: t.Type<UpdatePatchChangeKind> =
  /* @__PURE__ */ rt.define<UpdatePatchChangeKind>(
    'UpdatePatchChangeKind',
    refs,
    '[o,{type:[l,update]},{move_path:["?",s]}]',
  );

export type UrlUserInput = {
  url: string;
};
export const UrlUserInput: t.Type<UrlUserInput> = /* @__PURE__ */ rt.define<UrlUserInput>(
  'UrlUserInput',
  refs,
  '[o,{url:s}]',
);

export type UserInput =
  | TextUserInput
  | ImageUserInput
  | LocalImageUserInput
  | AudioUserInput
  | LocalAudioUserInput
  | SkillUserInput
  | MentionUserInput;
export const UserInput: rt.TaggedUnionType<UserInput> = /* @__PURE__ */ rt.defineTagged<UserInput>(
  'UserInput',
  refs,
  '[t,type,{text:133,image:75,localImage:89,audio:17,localAudio:88,skill:128,mention:93}]',
);

export type WarningNotification = {
  /** Concise warning message for the user. */
  message: string;
  /** Optional thread target when the warning applies to a specific thread. */
  threadId?: string | null;
};
export const WarningNotification: t.Type<WarningNotification> =
  /* @__PURE__ */ rt.define<WarningNotification>(
    'WarningNotification',
    refs,
    '[o,{message:s},{threadId:["?",s]}]',
  );

export type WindowsSandboxReadiness = 'ready' | 'notConfigured' | 'updateRequired';
export const WindowsSandboxReadiness: t.Type<WindowsSandboxReadiness> =
  /* @__PURE__ */ rt.define<WindowsSandboxReadiness>(
    'WindowsSandboxReadiness',
    refs,
    '[e,[ready,notConfigured,updateRequired]]',
  );

export type WindowsSandboxReadinessResponse = {
  status: WindowsSandboxReadiness;
};
export const WindowsSandboxReadinessResponse: t.Type<WindowsSandboxReadinessResponse> =
  /* @__PURE__ */ rt.define<WindowsSandboxReadinessResponse>(
    'WindowsSandboxReadinessResponse',
    refs,
    '[o,{status:144}]',
  );

export type WindowsSandboxSetupCompletedNotification = {
  error?: string | null;
  mode: WindowsSandboxSetupMode;
  success: boolean;
};
export const WindowsSandboxSetupCompletedNotification: t.Type<WindowsSandboxSetupCompletedNotification> =
  /* @__PURE__ */ rt.define<WindowsSandboxSetupCompletedNotification>(
    'WindowsSandboxSetupCompletedNotification',
    refs,
    '[o,{mode:145,success:b},{error:["?",s]}]',
  );

export type WindowsSandboxSetupMode = 'elevated' | 'unelevated';
export const WindowsSandboxSetupMode: t.Type<WindowsSandboxSetupMode> =
  /* @__PURE__ */ rt.define<WindowsSandboxSetupMode>(
    'WindowsSandboxSetupMode',
    refs,
    '[e,[elevated,unelevated]]',
  );

export type WindowsSandboxSetupStartParams = {
  cwd?: AbsolutePathBuf | null;
  mode: WindowsSandboxSetupMode;
};
export const WindowsSandboxSetupStartParams: t.Type<WindowsSandboxSetupStartParams> =
  /* @__PURE__ */ rt.define<WindowsSandboxSetupStartParams>(
    'WindowsSandboxSetupStartParams',
    refs,
    '[o,{mode:145},{cwd:["?",0]}]',
  );

export type WindowsSandboxSetupStartResponse = {
  started: boolean;
};
export const WindowsSandboxSetupStartResponse: t.Type<WindowsSandboxSetupStartResponse> =
  /* @__PURE__ */ rt.define<WindowsSandboxSetupStartResponse>(
    'WindowsSandboxSetupStartResponse',
    refs,
    '[o,{started:b}]',
  );

export type WindowsWorldWritableWarningNotification = {
  extraCount: number;
  failedScan: boolean;
  samplePaths: Array<string>;
};
export const WindowsWorldWritableWarningNotification: t.Type<WindowsWorldWritableWarningNotification> =
  /* @__PURE__ */ rt.define<WindowsWorldWritableWarningNotification>(
    'WindowsWorldWritableWarningNotification',
    refs,
    '[o,{extraCount:i,failedScan:b,samplePaths:[a,s]}]',
  );

export type WorkspaceRouting = {
  accountRoutingOverride: AccountRoutingOverride;
  backendOrigin: string;
  chatgptAccountId: string;
};
export const WorkspaceRouting: t.Type<WorkspaceRouting> =
  /* @__PURE__ */ rt.define<WorkspaceRouting>(
    'WorkspaceRouting',
    refs,
    '[o,{accountRoutingOverride:1,backendOrigin:s,chatgptAccountId:s}]',
  );

export type WorkspaceWriteSandboxPolicy = {
  excludeSlashTmp?: boolean;
  excludeTmpdirEnvVar?: boolean;
  networkAccess?: boolean;
  type: 'workspaceWrite';
  writableRoots?: Array<AbsolutePathBuf>;
};
export const WorkspaceWriteSandboxPolicy: t.Type<WorkspaceWriteSandboxPolicy> =
  /* @__PURE__ */ rt.define<WorkspaceWriteSandboxPolicy>(
    'WorkspaceWriteSandboxPolicy',
    refs,
    '[o,{type:[l,workspaceWrite]},{excludeSlashTmp:b,excludeTmpdirEnvVar:b,networkAccess:b,writableRoots:[a,0]}]',
  );
