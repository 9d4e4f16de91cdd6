// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import * as t from 'io-ts';
import * as rt from '../../../lib/protocol/codec-runtime.js';

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

export type AddPatchChangeKind = {
  type: 'add';
};
export const AddPatchChangeKind: t.Type<AddPatchChangeKind> = /* @__PURE__ */ rt.lazy(
  'AddPatchChangeKind',
  () => t.type({ type: t.literal('add') }),
);

export type AdditionalContextEntry = {
  kind: AdditionalContextKind;
  /** Optional name for untrusted context, used to label its tool output. */
  name?: string | null;
  value: string;
};
export const AdditionalContextEntry: t.Type<AdditionalContextEntry> = /* @__PURE__ */ rt.lazy(
  'AdditionalContextEntry',
  () =>
    t.intersection([
      t.type({ kind: AdditionalContextKind, value: t.string }),
      t.partial({ name: rt.nullable(t.string) }),
    ]),
);

export type AdditionalContextKind = 'untrusted' | 'application';
export const AdditionalContextKind: t.Type<AdditionalContextKind> = /* @__PURE__ */ rt.lazy(
  'AdditionalContextKind',
  () => rt.openEnum(t.keyof({ untrusted: null, application: null })),
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
  /* @__PURE__ */ rt.lazy('AdditionalFileSystemPermissions', () =>
    t.partial({
      entries: rt.nullable(t.array(FileSystemSandboxEntry)),
      globScanMaxDepth: rt.nullable(rt.integer),
      read: rt.nullable(t.array(LegacyAppPathString)),
      write: rt.nullable(t.array(LegacyAppPathString)),
    }),
  );

export type AdditionalNetworkPermissions = {
  enabled?: boolean | null;
};
export const AdditionalNetworkPermissions: t.Type<AdditionalNetworkPermissions> =
  /* @__PURE__ */ rt.lazy('AdditionalNetworkPermissions', () =>
    t.partial({ enabled: rt.nullable(t.boolean) }),
  );

export type AdditionalPermissionProfile = {
  fileSystem?: AdditionalFileSystemPermissions | null;
  /** Partial overlay used for per-command permission requests. */
  network?: AdditionalNetworkPermissions | null;
};
export const AdditionalPermissionProfile: t.Type<AdditionalPermissionProfile> =
  /* @__PURE__ */ rt.lazy('AdditionalPermissionProfile', () =>
    t.partial({
      fileSystem: rt.nullable(AdditionalFileSystemPermissions),
      network: rt.nullable(AdditionalNetworkPermissions),
    }),
  );

export type AgentConfiguredHookHandler = {
  type: 'agent';
};
export const AgentConfiguredHookHandler: t.Type<AgentConfiguredHookHandler> =
  /* @__PURE__ */ rt.lazy('AgentConfiguredHookHandler', () => t.type({ type: t.literal('agent') }));

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
export const AppConfig: t.Type<AppConfig> = /* @__PURE__ */ rt.lazy('AppConfig', () =>
  t.partial({
    approvals_reviewer: rt.nullable(ApprovalsReviewer),
    default_tools_approval_mode: rt.nullable(AppToolApproval),
    default_tools_enabled: rt.nullable(t.boolean),
    destructive_enabled: rt.nullable(t.boolean),
    enabled: t.boolean,
    links: rt.nullable(AppLinksConfig),
    omit_tools_from: rt.nullable(t.array(ToolExposureSurface)),
    open_world_enabled: rt.nullable(t.boolean),
    tools: rt.nullable(AppToolsConfig),
  }),
);

/** Approval settings for a connected account within an app. */
export type AppLinkConfig = {
  approvals_reviewer?: ApprovalsReviewer | null;
  default_tools_approval_mode?: AppToolApproval | null;
};
/** Approval settings for a connected account within an app. */
export const AppLinkConfig: t.Type<AppLinkConfig> = /* @__PURE__ */ rt.lazy('AppLinkConfig', () =>
  t.partial({
    approvals_reviewer: rt.nullable(ApprovalsReviewer),
    default_tools_approval_mode: rt.nullable(AppToolApproval),
  }),
);

export type ApplicationNetworkRequirements = {
  domains: { [key: string]: NetworkDomainPermission };
  /** When enabled, only explicitly allowed exact domains may be contacted. */
  enabled: boolean;
};
export const ApplicationNetworkRequirements: t.Type<ApplicationNetworkRequirements> =
  /* @__PURE__ */ rt.lazy('ApplicationNetworkRequirements', () =>
    t.type({ domains: t.record(t.string, NetworkDomainPermission), enabled: t.boolean }),
  );

export type ApplicationRequirements = {
  network?: ApplicationNetworkRequirements | null;
  storage?: ApplicationStorageRequirements | null;
};
export const ApplicationRequirements: t.Type<ApplicationRequirements> = /* @__PURE__ */ rt.lazy(
  'ApplicationRequirements',
  () =>
    t.partial({
      network: rt.nullable(ApplicationNetworkRequirements),
      storage: rt.nullable(ApplicationStorageRequirements),
    }),
);

/** Managed storage settings for new Desktop workspaces, not filesystem access restrictions. */
export type ApplicationStorageRequirements = {
  defaultProjectParent?: LegacyAppPathString | null;
  projectlessWorkspaceRoot?: LegacyAppPathString | null;
};
/** Managed storage settings for new Desktop workspaces, not filesystem access restrictions. */
export const ApplicationStorageRequirements: t.Type<ApplicationStorageRequirements> =
  /* @__PURE__ */ rt.lazy('ApplicationStorageRequirements', () =>
    t.partial({
      defaultProjectParent: rt.nullable(LegacyAppPathString),
      projectlessWorkspaceRoot: rt.nullable(LegacyAppPathString),
    }),
  );

/** Configures who approval requests are routed to for review. Examples include sandbox escapes, blocked network access, MCP approval prompts, and ARC escalations. Defaults to `user`. `auto_review` uses a carefully prompted subagent to gather relevant context and apply a risk-based decision framework before approving or denying the request. The legacy value `guardian_subagent` is accepted for compatibility. */
export type ApprovalsReviewer = 'user' | 'auto_review' | 'guardian_subagent';
/** Configures who approval requests are routed to for review. Examples include sandbox escapes, blocked network access, MCP approval prompts, and ARC escalations. Defaults to `user`. `auto_review` uses a carefully prompted subagent to gather relevant context and apply a risk-based decision framework before approving or denying the request. The legacy value `guardian_subagent` is accepted for compatibility. */
export const ApprovalsReviewer: t.Type<ApprovalsReviewer> = /* @__PURE__ */ rt.lazy(
  'ApprovalsReviewer',
  () => rt.openEnum(t.keyof({ user: null, auto_review: null, guardian_subagent: null })),
);

export type AppsConfig = {
  _default?: AppsDefaultConfig | null;
};
export const AppsConfig: t.Type<AppsConfig> = /* @__PURE__ */ rt.lazy('AppsConfig', () =>
  t.partial({ _default: rt.nullable(AppsDefaultConfig) }),
);

export type AppsDefaultConfig = {
  approvals_reviewer?: ApprovalsReviewer | null;
  default_tools_approval_mode?: AppToolApproval | null;
  destructive_enabled?: boolean;
  enabled?: boolean;
  open_world_enabled?: boolean;
};
export const AppsDefaultConfig: t.Type<AppsDefaultConfig> = /* @__PURE__ */ rt.lazy(
  'AppsDefaultConfig',
  () =>
    t.partial({
      approvals_reviewer: rt.nullable(ApprovalsReviewer),
      default_tools_approval_mode: rt.nullable(AppToolApproval),
      destructive_enabled: t.boolean,
      enabled: t.boolean,
      open_world_enabled: t.boolean,
    }),
);

export type AskForApproval = 'untrusted' | 'on-request' | 'never' | GranularAskForApproval;
export const AskForApproval: t.Type<AskForApproval> = /* @__PURE__ */ rt.lazy(
  'AskForApproval',
  () =>
    t.union([
      rt.openEnum(t.keyof({ untrusted: null, 'on-request': null, never: null })),
      GranularAskForApproval,
    ]),
);

export type AudioUrlFunctionCallOutputContentItem = {
  audio_url: string;
};
export const AudioUrlFunctionCallOutputContentItem: t.Type<AudioUrlFunctionCallOutputContentItem> =
  /* @__PURE__ */ rt.lazy('AudioUrlFunctionCallOutputContentItem', () =>
    t.type({ audio_url: t.string }),
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
export const AudioUserInput: t.Type<AudioUserInput> = /* @__PURE__ */ rt.lazy(
  'AudioUserInput',
  () =>
    t.intersection([
      t.type({ type: t.literal('audio') }),
      t.union([t.type({ url: t.string }), t.type({ fileId: t.string })]),
    ]),
);

/** Review changes between the current branch and the given base branch. */
export type BaseBranchReviewTarget = {
  branch: string;
  type: 'baseBranch';
};
/** Review changes between the current branch and the given base branch. */
export const BaseBranchReviewTarget: t.Type<BaseBranchReviewTarget> = /* @__PURE__ */ rt.lazy(
  'BaseBranchReviewTarget',
  () => t.type({ branch: t.string, type: t.literal('baseBranch') }),
);

export type ByteRange = {
  end: number;
  start: number;
};
export const ByteRange: t.Type<ByteRange> = /* @__PURE__ */ rt.lazy('ByteRange', () =>
  t.type({ end: rt.integer, start: rt.integer }),
);

/** Location used to resolve a selected capability root. */
export type CapabilityRootLocation = {
  environmentId: string;
  /** Absolute path for the root in the selected environment. */
  path: string;
  type: 'environment';
};
/** Location used to resolve a selected capability root. */
export const CapabilityRootLocation: t.Type<CapabilityRootLocation> = /* @__PURE__ */ rt.lazy(
  'CapabilityRootLocation',
  () => t.type({ environmentId: t.string, path: t.string, type: t.literal('environment') }),
);

export type CodexResponseHandoffMode = 'thinking' | 'commentary' | 'bemTags';
export const CodexResponseHandoffMode: t.Type<CodexResponseHandoffMode> = /* @__PURE__ */ rt.lazy(
  'CodexResponseHandoffMode',
  () => rt.openEnum(t.keyof({ thinking: null, commentary: null, bemTags: null })),
);

/** EXPERIMENTAL - collaboration mode preset metadata for clients. */
export type CollaborationModeMask = {
  mode?: ModeKind | null;
  model?: string | null;
  name: string;
  reasoning_effort?: ReasoningEffort | null;
};
/** EXPERIMENTAL - collaboration mode preset metadata for clients. */
export const CollaborationModeMask: t.Type<CollaborationModeMask> = /* @__PURE__ */ rt.lazy(
  'CollaborationModeMask',
  () =>
    t.intersection([
      t.type({ name: t.string }),
      t.partial({
        mode: rt.nullable(ModeKind),
        model: rt.nullable(t.string),
        reasoning_effort: rt.nullable(ReasoningEffort),
      }),
    ]),
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
  /* @__PURE__ */ rt.lazy('CommandConfiguredHookHandler', () =>
    t.intersection([
      t.type({ async: t.boolean, command: t.string, type: t.literal('command') }),
      t.partial({
        additionalContextLimit: rt.nullable(rt.integer),
        commandWindows: rt.nullable(t.string),
        statusMessage: rt.nullable(t.string),
        timeoutSec: rt.nullable(rt.integer),
      }),
    ]),
  );

/** Review the changes introduced by a specific commit. */
export type CommitReviewTarget = {
  sha: string;
  /** Optional human-readable label (e.g., commit subject) for UIs. */
  title?: string | null;
  type: 'commit';
};
/** Review the changes introduced by a specific commit. */
export const CommitReviewTarget: t.Type<CommitReviewTarget> = /* @__PURE__ */ rt.lazy(
  'CommitReviewTarget',
  () =>
    t.intersection([
      t.type({ sha: t.string, type: t.literal('commit') }),
      t.partial({ title: rt.nullable(t.string) }),
    ]),
);

/** Reasoning settings interpreted by the backend for the routed model. */
export type ConfigurationReasoning = {
  effort: ReasoningEffort;
};
/** Reasoning settings interpreted by the backend for the routed model. */
export const ConfigurationReasoning: t.Type<ConfigurationReasoning> = /* @__PURE__ */ rt.lazy(
  'ConfigurationReasoning',
  () => t.type({ effort: ReasoningEffort }),
);

/** A durable input control interpreted by the backend at its position in history. */
export type ConfigurationUpdateResponseItem = {
  reasoning: ConfigurationReasoning;
  type: 'configuration_update';
};
/** A durable input control interpreted by the backend at its position in history. */
export const ConfigurationUpdateResponseItem: t.Type<ConfigurationUpdateResponseItem> =
  /* @__PURE__ */ rt.lazy('ConfigurationUpdateResponseItem', () =>
    t.type({ reasoning: ConfigurationReasoning, type: t.literal('configuration_update') }),
  );

export type ConfiguredHookHandler =
  | CommandConfiguredHookHandler
  | McpToolConfiguredHookHandler
  | PromptConfiguredHookHandler
  | AgentConfiguredHookHandler;
export const ConfiguredHookHandler: rt.TaggedUnionType<ConfiguredHookHandler> =
  /* @__PURE__ */ rt.lazyTagged('ConfiguredHookHandler', () =>
    rt.taggedUnion(
      'type',
      {
        command: CommandConfiguredHookHandler,
        mcp_tool: McpToolConfiguredHookHandler,
        prompt: PromptConfiguredHookHandler,
        agent: AgentConfiguredHookHandler,
      },
      'ConfiguredHookHandler',
    ),
  );

export type ConfiguredHookMatcherGroup = {
  hooks: Array<ConfiguredHookHandler>;
  matcher?: string | null;
};
export const ConfiguredHookMatcherGroup: t.Type<ConfiguredHookMatcherGroup> =
  /* @__PURE__ */ rt.lazy('ConfiguredHookMatcherGroup', () =>
    t.intersection([
      t.type({ hooks: t.array(ConfiguredHookHandler) }),
      t.partial({ matcher: rt.nullable(t.string) }),
    ]),
  );

export type ContentItem =
  | InputTextContentItem
  | InputImageContentItem
  | InputAudioContentItem
  | OutputTextContentItem;
export const ContentItem: rt.TaggedUnionType<ContentItem> = /* @__PURE__ */ rt.lazyTagged(
  'ContentItem',
  () =>
    rt.taggedUnion(
      'type',
      {
        input_text: InputTextContentItem,
        input_image: InputImageContentItem,
        input_audio: InputAudioContentItem,
        output_text: OutputTextContentItem,
      },
      'ContentItem',
    ),
);

export type CustomMultiAgentMode = {
  custom: string;
};
export const CustomMultiAgentMode: t.Type<CustomMultiAgentMode> = /* @__PURE__ */ rt.lazy(
  'CustomMultiAgentMode',
  () => t.type({ custom: t.string }),
);

/** Arbitrary instructions, equivalent to the old free-form prompt. */
export type CustomReviewTarget = {
  instructions: string;
  type: 'custom';
};
/** Arbitrary instructions, equivalent to the old free-form prompt. */
export const CustomReviewTarget: t.Type<CustomReviewTarget> = /* @__PURE__ */ rt.lazy(
  'CustomReviewTarget',
  () => t.type({ instructions: t.string, type: t.literal('custom') }),
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
  /* @__PURE__ */ rt.lazy('CustomToolCallOutputResponseItem', () =>
    t.intersection([
      t.type({
        call_id: t.string,
        output: FunctionCallOutputBody,
        type: t.literal('custom_tool_call_output'),
      }),
      t.partial({
        id: rt.nullable(t.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          InternalChatMessageMetadataPassthrough,
        ),
        name: rt.nullable(t.string),
      }),
    ]),
  );

export type DangerFullAccessSandboxPolicy = {
  type: 'dangerFullAccess';
};
export const DangerFullAccessSandboxPolicy: t.Type<DangerFullAccessSandboxPolicy> =
  /* @__PURE__ */ rt.lazy('DangerFullAccessSandboxPolicy', () =>
    t.type({ type: t.literal('dangerFullAccess') }),
  );

export type DeletePatchChangeKind = {
  type: 'delete';
};
export const DeletePatchChangeKind: t.Type<DeletePatchChangeKind> = /* @__PURE__ */ rt.lazy(
  'DeletePatchChangeKind',
  () => t.type({ type: t.literal('delete') }),
);

export type DeprecationNoticeNotification = {
  /** Optional extra guidance, such as migration steps or rationale. */
  details?: string | null;
  /** Concise summary of what is deprecated. */
  summary: string;
};
export const DeprecationNoticeNotification: t.Type<DeprecationNoticeNotification> =
  /* @__PURE__ */ rt.lazy('DeprecationNoticeNotification', () =>
    t.intersection([t.type({ summary: t.string }), t.partial({ details: rt.nullable(t.string) })]),
  );

export type DynamicToolCallOutputContentItem =
  | InputTextDynamicToolCallOutputContentItem
  | InputImageDynamicToolCallOutputContentItem
  | InputAudioDynamicToolCallOutputContentItem;
export const DynamicToolCallOutputContentItem: rt.TaggedUnionType<DynamicToolCallOutputContentItem> =
  /* @__PURE__ */ rt.lazyTagged('DynamicToolCallOutputContentItem', () =>
    rt.taggedUnion(
      'type',
      {
        inputText: InputTextDynamicToolCallOutputContentItem,
        inputImage: InputImageDynamicToolCallOutputContentItem,
        inputAudio: InputAudioDynamicToolCallOutputContentItem,
      },
      'DynamicToolCallOutputContentItem',
    ),
  );

export type DynamicToolNamespaceTool = {
  deferLoading?: boolean;
  description: string;
  inputSchema: unknown;
  name: string;
  type: 'function';
};
export const DynamicToolNamespaceTool: t.Type<DynamicToolNamespaceTool> = /* @__PURE__ */ rt.lazy(
  'DynamicToolNamespaceTool',
  () =>
    t.intersection([
      t.type({
        description: t.string,
        inputSchema: rt.jsonValue,
        name: t.string,
        type: t.literal('function'),
      }),
      t.partial({ deferLoading: t.boolean }),
    ]),
);

export type DynamicToolSpec = FunctionDynamicToolSpec | NamespaceDynamicToolSpec;
export const DynamicToolSpec: rt.TaggedUnionType<DynamicToolSpec> = /* @__PURE__ */ rt.lazyTagged(
  'DynamicToolSpec',
  () =>
    rt.taggedUnion(
      'type',
      { function: FunctionDynamicToolSpec, namespace: NamespaceDynamicToolSpec },
      'DynamicToolSpec',
    ),
);

export type EncryptedContentFunctionCallOutputContentItem = {
  encrypted_content: string;
  type: 'encrypted_content';
};
export const EncryptedContentFunctionCallOutputContentItem: t.Type<EncryptedContentFunctionCallOutputContentItem> =
  /* @__PURE__ */ rt.lazy('EncryptedContentFunctionCallOutputContentItem', () =>
    t.type({ encrypted_content: t.string, type: t.literal('encrypted_content') }),
  );

export type EnvironmentSkillsParams = {
  /** Exact catalog names that must be available from this environment. */
  required?: Array<string> | null;
};
export const EnvironmentSkillsParams: t.Type<EnvironmentSkillsParams> = /* @__PURE__ */ rt.lazy(
  'EnvironmentSkillsParams',
  () => t.partial({ required: rt.nullable(t.array(t.string)) }),
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
export const ExperimentalFeature: t.Type<ExperimentalFeature> = /* @__PURE__ */ rt.lazy(
  'ExperimentalFeature',
  () =>
    t.intersection([
      t.type({
        defaultEnabled: t.boolean,
        enabled: t.boolean,
        name: t.string,
        stage: ExperimentalFeatureStage,
      }),
      t.partial({
        announcement: rt.nullable(t.string),
        description: rt.nullable(t.string),
        displayName: rt.nullable(t.string),
      }),
    ]),
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
  /* @__PURE__ */ rt.lazy('ExperimentalFeatureEnablementSetParams', () =>
    t.type({ enablement: t.record(t.string, t.boolean) }),
  );

export type ExperimentalFeatureEnablementSetResponse = {
  /** Feature enablement entries updated by this request. */
  enablement: { [key: string]: boolean };
};
export const ExperimentalFeatureEnablementSetResponse: t.Type<ExperimentalFeatureEnablementSetResponse> =
  /* @__PURE__ */ rt.lazy('ExperimentalFeatureEnablementSetResponse', () =>
    t.type({ enablement: t.record(t.string, t.boolean) }),
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
  /* @__PURE__ */ rt.lazy('ExperimentalFeatureListParams', () =>
    t.partial({
      cursor: rt.nullable(t.string),
      limit: rt.nullable(rt.integer),
      threadId: rt.nullable(t.string),
    }),
  );

export type ExperimentalFeatureListResponse = {
  data: Array<ExperimentalFeature>;
  /** Opaque cursor to pass to the next call to continue after the last item. If None, there are no more items to return. */
  nextCursor?: string | null;
};
export const ExperimentalFeatureListResponse: t.Type<ExperimentalFeatureListResponse> =
  /* @__PURE__ */ rt.lazy('ExperimentalFeatureListResponse', () =>
    t.intersection([
      t.type({ data: t.array(ExperimentalFeature) }),
      t.partial({ nextCursor: rt.nullable(t.string) }),
    ]),
  );

export type ExperimentalFeatureStage =
  | 'beta'
  | 'underDevelopment'
  | 'stable'
  | 'deprecated'
  | 'removed';
export const ExperimentalFeatureStage: t.Type<ExperimentalFeatureStage> = /* @__PURE__ */ rt.lazy(
  'ExperimentalFeatureStage',
  () =>
    rt.openEnum(
      t.keyof({
        beta: null,
        underDevelopment: null,
        stable: null,
        deprecated: null,
        removed: null,
      }),
    ),
);

export type ExternalSandboxSandboxPolicy = {
  networkAccess?: NetworkAccess;
  type: 'externalSandbox';
};
export const ExternalSandboxSandboxPolicy: t.Type<ExternalSandboxSandboxPolicy> =
  /* @__PURE__ */ rt.lazy('ExternalSandboxSandboxPolicy', () =>
    t.intersection([
      t.type({ type: t.literal('externalSandbox') }),
      t.partial({ networkAccess: NetworkAccess }),
    ]),
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
export const FeedbackSaveParams: t.Type<FeedbackSaveParams> = /* @__PURE__ */ rt.lazy(
  'FeedbackSaveParams',
  () =>
    t.intersection([
      t.type({ classification: t.string, savePath: LegacyAppPathString }),
      t.partial({
        extraLogFiles: rt.nullable(t.array(t.string)),
        includeLogs: t.boolean,
        reason: rt.nullable(t.string),
        tags: rt.nullable(t.record(t.string, t.string)),
        threadId: rt.nullable(t.string),
      }),
    ]),
);

export type FeedbackSaveResponse = {
  /** Same prompt hash as feedback/upload; null when prompt metadata is absent. */
  promptHash?: string | null;
  savedPath: LegacyAppPathString;
  threadId: string;
};
export const FeedbackSaveResponse: t.Type<FeedbackSaveResponse> = /* @__PURE__ */ rt.lazy(
  'FeedbackSaveResponse',
  () =>
    t.intersection([
      t.type({ savedPath: LegacyAppPathString, threadId: t.string }),
      t.partial({ promptHash: rt.nullable(t.string) }),
    ]),
);

export type FeedbackUploadParams = {
  classification: string;
  extraLogFiles?: Array<string> | null;
  includeLogs?: boolean;
  reason?: string | null;
  tags?: { [key: string]: string } | null;
  threadId?: string | null;
};
export const FeedbackUploadParams: t.Type<FeedbackUploadParams> = /* @__PURE__ */ rt.lazy(
  'FeedbackUploadParams',
  () =>
    t.intersection([
      t.type({ classification: t.string }),
      t.partial({
        extraLogFiles: rt.nullable(t.array(t.string)),
        includeLogs: t.boolean,
        reason: rt.nullable(t.string),
        tags: rt.nullable(t.record(t.string, t.string)),
        threadId: rt.nullable(t.string),
      }),
    ]),
);

export type FeedbackUploadResponse = {
  /** Whitespace-normalized SHA-256 of the session base instructions, matching the uploaded `prompt_hash` tag. Does not include later developer messages. Null when the reported rollout has no prompt metadata. */
  promptHash?: string | null;
  threadId: string;
};
export const FeedbackUploadResponse: t.Type<FeedbackUploadResponse> = /* @__PURE__ */ rt.lazy(
  'FeedbackUploadResponse',
  () =>
    t.intersection([
      t.type({ threadId: t.string }),
      t.partial({ promptHash: rt.nullable(t.string) }),
    ]),
);

export type FileIdFunctionCallOutputContentItem = {
  file_id: string;
};
export const FileIdFunctionCallOutputContentItem: t.Type<FileIdFunctionCallOutputContentItem> =
  /* @__PURE__ */ rt.lazy('FileIdFunctionCallOutputContentItem', () =>
    t.type({ file_id: t.string }),
  );

export type FileIdUserInput = {
  fileId: string;
};
export const FileIdUserInput: t.Type<FileIdUserInput> = /* @__PURE__ */ rt.lazy(
  'FileIdUserInput',
  () => t.type({ fileId: t.string }),
);

export type FileSystemAccessMode = 'read' | 'write' | 'deny';
export const FileSystemAccessMode: t.Type<FileSystemAccessMode> = /* @__PURE__ */ rt.lazy(
  'FileSystemAccessMode',
  () => rt.openEnum(t.keyof({ read: null, write: null, deny: null })),
);

export type FileSystemPath = PathFileSystemPath | GlobPatternFileSystemPath | SpecialFileSystemPath;
export const FileSystemPath: rt.TaggedUnionType<FileSystemPath> = /* @__PURE__ */ rt.lazyTagged(
  'FileSystemPath',
  () =>
    rt.taggedUnion(
      'type',
      {
        path: PathFileSystemPath,
        glob_pattern: GlobPatternFileSystemPath,
        special: SpecialFileSystemPath,
      },
      'FileSystemPath',
    ),
);

export type FileSystemSandboxEntry = {
  access: FileSystemAccessMode;
  path: FileSystemPath;
};
export const FileSystemSandboxEntry: t.Type<FileSystemSandboxEntry> = /* @__PURE__ */ rt.lazy(
  'FileSystemSandboxEntry',
  () => t.type({ access: FileSystemAccessMode, path: FileSystemPath }),
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
  /* @__PURE__ */ rt.lazyTagged('FileSystemSpecialPath', () =>
    rt.taggedUnion(
      'kind',
      {
        root: RootFileSystemSpecialPath,
        minimal: MinimalFileSystemSpecialPath,
        project_roots: KindFileSystemSpecialPath,
        tmpdir: TmpdirFileSystemSpecialPath,
        slash_tmp: SlashTmpFileSystemSpecialPath,
        unknown: t.intersection([
          t.type({ kind: t.literal('unknown'), path: t.string }),
          t.partial({ subpath: rt.nullable(LegacyAppPathString) }),
        ]),
      },
      'FileSystemSpecialPath',
    ),
  );

export type FileUpdateChange = {
  diff: string;
  kind: PatchChangeKind;
  path: string;
};
export const FileUpdateChange: t.Type<FileUpdateChange> = /* @__PURE__ */ rt.lazy(
  'FileUpdateChange',
  () => t.type({ diff: t.string, kind: PatchChangeKind, path: t.string }),
);

export type FunctionCallOutputBody = string | Array<FunctionCallOutputContentItem>;
export const FunctionCallOutputBody: t.Type<FunctionCallOutputBody> = /* @__PURE__ */ rt.lazy(
  'FunctionCallOutputBody',
  () => t.union([t.string, t.array(FunctionCallOutputContentItem)]),
);

/** Responses API compatible content items that can be returned by a tool call. This is a subset of ContentItem with the types we support as function call outputs. */
export type FunctionCallOutputContentItem =
  | InputTextFunctionCallOutputContentItem
  | InputImageFunctionCallOutputContentItem
  | InputAudioFunctionCallOutputContentItem
  | EncryptedContentFunctionCallOutputContentItem;
/** Responses API compatible content items that can be returned by a tool call. This is a subset of ContentItem with the types we support as function call outputs. */
export const FunctionCallOutputContentItem: rt.TaggedUnionType<FunctionCallOutputContentItem> =
  /* @__PURE__ */ rt.lazyTagged('FunctionCallOutputContentItem', () =>
    rt.taggedUnion(
      'type',
      {
        input_text: InputTextFunctionCallOutputContentItem,
        input_image: InputImageFunctionCallOutputContentItem,
        input_audio: InputAudioFunctionCallOutputContentItem,
        encrypted_content: EncryptedContentFunctionCallOutputContentItem,
      },
      'FunctionCallOutputContentItem',
    ),
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
  /* @__PURE__ */ rt.lazy('FunctionCallOutputResponseItem', () =>
    t.intersection([
      t.type({ output: FunctionCallOutputBody, type: t.literal('function_call_output') }),
      t.partial({
        call_id: rt.nullable(t.string),
        id: rt.nullable(t.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          InternalChatMessageMetadataPassthrough,
        ),
        name: rt.nullable(t.string),
        namespace: rt.nullable(t.string),
      }),
    ]),
  );

export type FunctionDynamicToolSpec = {
  deferLoading?: boolean;
  description: string;
  inputSchema: unknown;
  name: string;
  type: 'function';
};
export const FunctionDynamicToolSpec: t.Type<FunctionDynamicToolSpec> = /* @__PURE__ */ rt.lazy(
  'FunctionDynamicToolSpec',
  () =>
    t.intersection([
      t.type({
        description: t.string,
        inputSchema: rt.jsonValue,
        name: t.string,
        type: t.literal('function'),
      }),
      t.partial({ deferLoading: t.boolean }),
    ]),
);

export type GlobPatternFileSystemPath = {
  pattern: string;
  type: 'glob_pattern';
};
export const GlobPatternFileSystemPath: t.Type<GlobPatternFileSystemPath> = /* @__PURE__ */ rt.lazy(
  'GlobPatternFileSystemPath',
  () => t.type({ pattern: t.string, type: t.literal('glob_pattern') }),
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
export const GranularAskForApproval: t.Type<GranularAskForApproval> = /* @__PURE__ */ rt.lazy(
  'GranularAskForApproval',
  () =>
    t.type({
      granular: t.intersection([
        t.type({ mcp_elicitations: t.boolean, rules: t.boolean, sandbox_approval: t.boolean }),
        t.partial({ request_permissions: t.boolean, skill_approval: t.boolean }),
      ]),
    }),
);

export type HookCompletedNotification = {
  run: HookRunSummary;
  threadId: string;
  turnId?: string | null;
};
export const HookCompletedNotification: t.Type<HookCompletedNotification> = /* @__PURE__ */ rt.lazy(
  'HookCompletedNotification',
  () =>
    t.intersection([
      t.type({ run: HookRunSummary, threadId: t.string }),
      t.partial({ turnId: rt.nullable(t.string) }),
    ]),
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
export const HookRunSummary: t.Type<HookRunSummary> = /* @__PURE__ */ rt.lazy(
  'HookRunSummary',
  () =>
    t.intersection([
      t.type({
        displayOrder: rt.integer,
        entries: t.array(HookOutputEntry),
        eventName: HookEventName,
        executionMode: HookExecutionMode,
        handlerType: HookHandlerType,
        id: t.string,
        scope: HookScope,
        sourcePath: LegacyAppPathString,
        startedAt: rt.integer,
        status: HookRunStatus,
      }),
      t.partial({
        completedAt: rt.nullable(rt.integer),
        durationMs: rt.nullable(rt.integer),
        source: HookSource,
        statusMessage: rt.nullable(t.string),
      }),
    ]),
);

export type HookStartedNotification = {
  run: HookRunSummary;
  threadId: string;
  turnId?: string | null;
};
export const HookStartedNotification: t.Type<HookStartedNotification> = /* @__PURE__ */ rt.lazy(
  'HookStartedNotification',
  () =>
    t.intersection([
      t.type({ run: HookRunSummary, threadId: t.string }),
      t.partial({ turnId: rt.nullable(t.string) }),
    ]),
);

export type HooksListEntry = {
  cwd: string;
  errors: Array<HookErrorInfo>;
  hooks: Array<HookMetadata>;
  warnings: Array<string>;
};
export const HooksListEntry: t.Type<HooksListEntry> = /* @__PURE__ */ rt.lazy(
  'HooksListEntry',
  () =>
    t.type({
      cwd: t.string,
      errors: t.array(HookErrorInfo),
      hooks: t.array(HookMetadata),
      warnings: t.array(t.string),
    }),
);

export type HooksListParams = {
  /** Working directories to inspect when no thread is specified. An empty list uses the session cwd. */
  cwds?: Array<string>;
  /** List a loaded thread's hooks, including its selected environments. Omit `cwds` in this mode. */
  threadId?: string | null;
};
export const HooksListParams: t.Type<HooksListParams> = /* @__PURE__ */ rt.lazy(
  'HooksListParams',
  () => t.partial({ cwds: t.array(t.string), threadId: rt.nullable(t.string) }),
);

export type HooksListResponse = {
  data: Array<HooksListEntry>;
};
export const HooksListResponse: t.Type<HooksListResponse> = /* @__PURE__ */ rt.lazy(
  'HooksListResponse',
  () => t.type({ data: t.array(HooksListEntry) }),
);

export type ImageDetail = 'auto' | 'low' | 'high' | 'original';
export const ImageDetail: t.Type<ImageDetail> = /* @__PURE__ */ rt.lazy('ImageDetail', () =>
  rt.openEnum(t.keyof({ auto: null, low: null, high: null, original: null })),
);

export type ImageUrlFunctionCallOutputContentItem = {
  image_url: string;
};
export const ImageUrlFunctionCallOutputContentItem: t.Type<ImageUrlFunctionCallOutputContentItem> =
  /* @__PURE__ */ rt.lazy('ImageUrlFunctionCallOutputContentItem', () =>
    t.type({ image_url: t.string }),
  );

export type ImageUserInput = {
  detail?: ImageDetail | null;
  type: 'image';
} & (UrlUserInput | FileIdUserInput);
export const ImageUserInput: t.Type<ImageUserInput> = /* @__PURE__ */ rt.lazy(
  'ImageUserInput',
  () =>
    t.intersection([
      t.intersection([
        t.type({ type: t.literal('image') }),
        t.partial({ detail: rt.nullable(ImageDetail) }),
      ]),
      t.union([UrlUserInput, FileIdUserInput]),
    ]),
);

export type InputAudioDynamicToolCallOutputContentItem = {
  audioUrl: string;
  type: 'inputAudio';
};
export const InputAudioDynamicToolCallOutputContentItem: t.Type<InputAudioDynamicToolCallOutputContentItem> =
  /* @__PURE__ */ rt.lazy('InputAudioDynamicToolCallOutputContentItem', () =>
    t.type({ audioUrl: t.string, type: t.literal('inputAudio') }),
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
  /* @__PURE__ */ rt.lazy('InputAudioFunctionCallOutputContentItem', () =>
    t.intersection([
      t.type({ type: t.literal('input_audio') }),
      t.union([AudioUrlFunctionCallOutputContentItem, t.type({ file_id: t.string })]),
    ]),
  );

export type InputImageContentItem = {
  detail?: ImageDetail | null;
  type: 'input_image';
} & (ImageUrlContentItem | FileIdContentItem);
export const InputImageContentItem: t.Type<InputImageContentItem> = /* @__PURE__ */ rt.lazy(
  'InputImageContentItem',
  () =>
    t.intersection([
      t.intersection([
        t.type({ type: t.literal('input_image') }),
        t.partial({ detail: rt.nullable(ImageDetail) }),
      ]),
      t.union([ImageUrlContentItem, FileIdContentItem]),
    ]),
);

export type InputImageDynamicToolCallOutputContentItem = {
  imageUrl: string;
  type: 'inputImage';
};
export const InputImageDynamicToolCallOutputContentItem: t.Type<InputImageDynamicToolCallOutputContentItem> =
  /* @__PURE__ */ rt.lazy('InputImageDynamicToolCallOutputContentItem', () =>
    t.type({ imageUrl: t.string, type: t.literal('inputImage') }),
  );

export type InputImageFunctionCallOutputContentItem = {
  detail?: ImageDetail | null;
  type: 'input_image';
} & (ImageUrlFunctionCallOutputContentItem | FileIdFunctionCallOutputContentItem);
export const InputImageFunctionCallOutputContentItem: t.Type<InputImageFunctionCallOutputContentItem> =
  /* @__PURE__ */ rt.lazy('InputImageFunctionCallOutputContentItem', () =>
    t.intersection([
      t.intersection([
        t.type({ type: t.literal('input_image') }),
        t.partial({ detail: rt.nullable(ImageDetail) }),
      ]),
      t.union([ImageUrlFunctionCallOutputContentItem, FileIdFunctionCallOutputContentItem]),
    ]),
  );

export type InputTextDynamicToolCallOutputContentItem = {
  text: string;
  type: 'inputText';
};
export const InputTextDynamicToolCallOutputContentItem: t.Type<InputTextDynamicToolCallOutputContentItem> =
  /* @__PURE__ */ rt.lazy('InputTextDynamicToolCallOutputContentItem', () =>
    t.type({ text: t.string, type: t.literal('inputText') }),
  );

export type InputTextFunctionCallOutputContentItem = {
  text: string;
  type: 'input_text';
};
export const InputTextFunctionCallOutputContentItem: t.Type<InputTextFunctionCallOutputContentItem> =
  /* @__PURE__ */ rt.lazy('InputTextFunctionCallOutputContentItem', () =>
    t.type({ text: t.string, type: t.literal('input_text') }),
  );

export type KindFileSystemSpecialPath = {
  kind: 'project_roots';
  subpath?: LegacyAppPathString | null;
};
export const KindFileSystemSpecialPath: t.Type<KindFileSystemSpecialPath> = /* @__PURE__ */ rt.lazy(
  'KindFileSystemSpecialPath',
  () =>
    t.intersection([
      t.type({ kind: t.literal('project_roots') }),
      t.partial({ subpath: rt.nullable(LegacyAppPathString) }),
    ]),
);

export type LegacyAppPathString = string;
export const LegacyAppPathString: t.Type<LegacyAppPathString> = t.string;

export type LocalAudioUserInput = {
  path: string;
  type: 'localAudio';
};
export const LocalAudioUserInput: t.Type<LocalAudioUserInput> = /* @__PURE__ */ rt.lazy(
  'LocalAudioUserInput',
  () => t.type({ path: t.string, type: t.literal('localAudio') }),
);

export type LocalImageUserInput = {
  detail?: ImageDetail | null;
  path: string;
  type: 'localImage';
};
export const LocalImageUserInput: t.Type<LocalImageUserInput> = /* @__PURE__ */ rt.lazy(
  'LocalImageUserInput',
  () =>
    t.intersection([
      t.type({ path: t.string, type: t.literal('localImage') }),
      t.partial({ detail: rt.nullable(ImageDetail) }),
    ]),
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
export const ManagedHooksRequirements: t.Type<ManagedHooksRequirements> = /* @__PURE__ */ rt.lazy(
  'ManagedHooksRequirements',
  () =>
    t.intersection([
      t.type({
        PermissionRequest: t.array(ConfiguredHookMatcherGroup),
        PostCompact: t.array(ConfiguredHookMatcherGroup),
        PostToolUse: t.array(ConfiguredHookMatcherGroup),
        PreCompact: t.array(ConfiguredHookMatcherGroup),
        PreToolUse: t.array(ConfiguredHookMatcherGroup),
        SessionStart: t.array(ConfiguredHookMatcherGroup),
        Stop: t.array(ConfiguredHookMatcherGroup),
        SubagentStart: t.array(ConfiguredHookMatcherGroup),
        SubagentStop: t.array(ConfiguredHookMatcherGroup),
        UserPromptSubmit: t.array(ConfiguredHookMatcherGroup),
      }),
      t.partial({
        Interrupt: t.array(ConfiguredHookMatcherGroup),
        PostModelRequest: t.array(ConfiguredHookMatcherGroup),
        PreModelRequest: t.array(ConfiguredHookMatcherGroup),
        SessionEnd: t.array(ConfiguredHookMatcherGroup),
        managedDir: rt.nullable(t.string),
        windowsManagedDir: rt.nullable(t.string),
      }),
    ]),
);

export type MarketplaceAddParams = {
  refName?: string | null;
  source: string;
  sparsePaths?: Array<string> | null;
};
export const MarketplaceAddParams: t.Type<MarketplaceAddParams> = /* @__PURE__ */ rt.lazy(
  'MarketplaceAddParams',
  () =>
    t.intersection([
      t.type({ source: t.string }),
      t.partial({ refName: rt.nullable(t.string), sparsePaths: rt.nullable(t.array(t.string)) }),
    ]),
);

export type MarketplaceAddResponse = {
  alreadyAdded: boolean;
  installedRoot: AbsolutePathBuf;
  marketplaceName: string;
};
export const MarketplaceAddResponse: t.Type<MarketplaceAddResponse> = /* @__PURE__ */ rt.lazy(
  'MarketplaceAddResponse',
  () =>
    t.type({ alreadyAdded: t.boolean, installedRoot: AbsolutePathBuf, marketplaceName: t.string }),
);

export type MarketplaceRemoveParams = {
  marketplaceName: string;
};
export const MarketplaceRemoveParams: t.Type<MarketplaceRemoveParams> = /* @__PURE__ */ rt.lazy(
  'MarketplaceRemoveParams',
  () => t.type({ marketplaceName: t.string }),
);

export type MarketplaceRemoveResponse = {
  installedRoot?: AbsolutePathBuf | null;
  marketplaceName: string;
};
export const MarketplaceRemoveResponse: t.Type<MarketplaceRemoveResponse> = /* @__PURE__ */ rt.lazy(
  'MarketplaceRemoveResponse',
  () =>
    t.intersection([
      t.type({ marketplaceName: t.string }),
      t.partial({ installedRoot: rt.nullable(AbsolutePathBuf) }),
    ]),
);

export type MarketplaceUpgradeErrorInfo = {
  marketplaceName: string;
  message: string;
};
export const MarketplaceUpgradeErrorInfo: t.Type<MarketplaceUpgradeErrorInfo> =
  /* @__PURE__ */ rt.lazy('MarketplaceUpgradeErrorInfo', () =>
    t.type({ marketplaceName: t.string, message: t.string }),
  );

export type MarketplaceUpgradeParams = {
  marketplaceName?: string | null;
};
export const MarketplaceUpgradeParams: t.Type<MarketplaceUpgradeParams> = /* @__PURE__ */ rt.lazy(
  'MarketplaceUpgradeParams',
  () => t.partial({ marketplaceName: rt.nullable(t.string) }),
);

export type MarketplaceUpgradeResponse = {
  errors: Array<MarketplaceUpgradeErrorInfo>;
  selectedMarketplaces: Array<string>;
  upgradedRoots: Array<AbsolutePathBuf>;
};
export const MarketplaceUpgradeResponse: t.Type<MarketplaceUpgradeResponse> =
  /* @__PURE__ */ rt.lazy('MarketplaceUpgradeResponse', () =>
    t.type({
      errors: t.array(MarketplaceUpgradeErrorInfo),
      selectedMarketplaces: t.array(t.string),
      upgradedRoots: t.array(AbsolutePathBuf),
    }),
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
  /* @__PURE__ */ rt.lazy('McpToolConfiguredHookHandler', () =>
    t.intersection([
      t.type({
        input: t.record(t.string, rt.jsonValue),
        server: t.string,
        tool: t.string,
        type: t.literal('mcp_tool'),
      }),
      t.partial({ statusMessage: rt.nullable(t.string), timeoutSec: rt.nullable(rt.integer) }),
    ]),
  );

export type MentionUserInput = {
  name: string;
  path: string;
  type: 'mention';
};
export const MentionUserInput: t.Type<MentionUserInput> = /* @__PURE__ */ rt.lazy(
  'MentionUserInput',
  () => t.type({ name: t.string, path: t.string, type: t.literal('mention') }),
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
export const MessagePhase: t.Type<MessagePhase> = /* @__PURE__ */ rt.lazy('MessagePhase', () =>
  rt.openEnum(t.keyof({ commentary: null, partial_answer: null, final_answer: null })),
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
export const MessageResponseItem: t.Type<MessageResponseItem> = /* @__PURE__ */ rt.lazy(
  'MessageResponseItem',
  () =>
    t.intersection([
      t.type({ content: t.array(ContentItem), role: t.string, type: t.literal('message') }),
      t.partial({
        encrypted_content: rt.nullable(t.string),
        id: rt.nullable(t.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          InternalChatMessageMetadataPassthrough,
        ),
        phase: rt.nullable(MessagePhase),
        status: rt.nullable(t.string),
      }),
    ]),
);

export type MinimalFileSystemSpecialPath = {
  kind: 'minimal';
};
export const MinimalFileSystemSpecialPath: t.Type<MinimalFileSystemSpecialPath> =
  /* @__PURE__ */ rt.lazy('MinimalFileSystemSpecialPath', () =>
    t.type({ kind: t.literal('minimal') }),
  );

/** Initial collaboration mode to use when the TUI starts. */
export type ModeKind = 'plan' | 'default';
/** Initial collaboration mode to use when the TUI starts. */
export const ModeKind: t.Type<ModeKind> = /* @__PURE__ */ rt.lazy('ModeKind', () =>
  rt.openEnum(t.keyof({ plan: null, default: null })),
);

/** Controls the effective multi-agent delegation instructions for a turn. `custom` means the configured mode hint defines the policy instead of a built-in policy. */
export type MultiAgentMode = 'explicitRequestOnly' | 'proactive' | CustomMultiAgentMode;
/** Controls the effective multi-agent delegation instructions for a turn. `custom` means the configured mode hint defines the policy instead of a built-in policy. */
export const MultiAgentMode: t.Type<MultiAgentMode> = /* @__PURE__ */ rt.lazy(
  'MultiAgentMode',
  () =>
    t.union([
      rt.openEnum(t.keyof({ explicitRequestOnly: null, proactive: null })),
      CustomMultiAgentMode,
    ]),
);

export type NamespaceDynamicToolSpec = {
  description: string;
  name: string;
  tools: Array<DynamicToolNamespaceTool>;
  type: 'namespace';
};
export const NamespaceDynamicToolSpec: t.Type<NamespaceDynamicToolSpec> = /* @__PURE__ */ rt.lazy(
  'NamespaceDynamicToolSpec',
  () =>
    t.type({
      description: t.string,
      name: t.string,
      tools: t.array(DynamicToolNamespaceTool),
      type: t.literal('namespace'),
    }),
);

export type NetworkAccess = 'restricted' | 'enabled';
export const NetworkAccess: t.Type<NetworkAccess> = /* @__PURE__ */ rt.lazy('NetworkAccess', () =>
  rt.openEnum(t.keyof({ restricted: null, enabled: null })),
);

export type NetworkApprovalProtocol = 'http' | 'https' | 'socks5Tcp' | 'socks5Udp';
export const NetworkApprovalProtocol: t.Type<NetworkApprovalProtocol> = /* @__PURE__ */ rt.lazy(
  'NetworkApprovalProtocol',
  () => rt.openEnum(t.keyof({ http: null, https: null, socks5Tcp: null, socks5Udp: null })),
);

export type NetworkDomainPermission = 'allow' | 'deny';
export const NetworkDomainPermission: t.Type<NetworkDomainPermission> = /* @__PURE__ */ rt.lazy(
  'NetworkDomainPermission',
  () => rt.openEnum(t.keyof({ allow: null, deny: null })),
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
export const NetworkRequirements: t.Type<NetworkRequirements> = /* @__PURE__ */ rt.lazy(
  'NetworkRequirements',
  () =>
    t.partial({
      allowLocalBinding: rt.nullable(t.boolean),
      allowUnixSockets: rt.nullable(t.array(t.string)),
      allowUpstreamProxy: rt.nullable(t.boolean),
      allowedDomains: rt.nullable(t.array(t.string)),
      dangerouslyAllowAllUnixSockets: rt.nullable(t.boolean),
      dangerouslyAllowNonLoopbackProxy: rt.nullable(t.boolean),
      deniedDomains: rt.nullable(t.array(t.string)),
      domains: rt.nullable(t.record(t.string, NetworkDomainPermission)),
      enabled: rt.nullable(t.boolean),
      httpPort: rt.nullable(rt.integer),
      managedAllowedDomainsOnly: rt.nullable(t.boolean),
      reviewDomains: rt.nullable(t.array(t.string)),
      socksPort: rt.nullable(rt.integer),
      unixSockets: rt.nullable(t.record(t.string, NetworkUnixSocketPermission)),
    }),
);

export type NetworkUnixSocketPermission = 'allow' | 'deny';
export const NetworkUnixSocketPermission: t.Type<NetworkUnixSocketPermission> =
  /* @__PURE__ */ rt.lazy('NetworkUnixSocketPermission', () =>
    rt.openEnum(t.keyof({ allow: null, deny: null })),
  );

export type NullableGatewayOAuthLoginParams = GatewayOAuthLoginParams | null;
export const NullableGatewayOAuthLoginParams: t.Type<NullableGatewayOAuthLoginParams> =
  /* @__PURE__ */ rt.lazy('NullableGatewayOAuthLoginParams', () =>
    rt.nullable(GatewayOAuthLoginParams),
  );

export type NullableGatewayOAuthReadParams = GatewayOAuthReadParams | null;
export const NullableGatewayOAuthReadParams: t.Type<NullableGatewayOAuthReadParams> =
  /* @__PURE__ */ rt.lazy('NullableGatewayOAuthReadParams', () =>
    rt.nullable(GatewayOAuthReadParams),
  );

export type NullableGetAccountRateLimitsParams = GetAccountRateLimitsParams | null;
export const NullableGetAccountRateLimitsParams: t.Type<NullableGetAccountRateLimitsParams> =
  /* @__PURE__ */ rt.lazy('NullableGetAccountRateLimitsParams', () =>
    rt.nullable(GetAccountRateLimitsParams),
  );

export type NullableGetAccountTokenUsageParams = GetAccountTokenUsageParams | null;
export const NullableGetAccountTokenUsageParams: t.Type<NullableGetAccountTokenUsageParams> =
  /* @__PURE__ */ rt.lazy('NullableGetAccountTokenUsageParams', () =>
    rt.nullable(GetAccountTokenUsageParams),
  );

export type PatchChangeKind = AddPatchChangeKind | DeletePatchChangeKind | UpdatePatchChangeKind;
export const PatchChangeKind: rt.TaggedUnionType<PatchChangeKind> = /* @__PURE__ */ rt.lazyTagged(
  'PatchChangeKind',
  () =>
    rt.taggedUnion(
      'type',
      { add: AddPatchChangeKind, delete: DeletePatchChangeKind, update: UpdatePatchChangeKind },
      'PatchChangeKind',
    ),
);

export type PathFileSystemPath = {
  path: LegacyAppPathString;
  type: 'path';
};
export const PathFileSystemPath: t.Type<PathFileSystemPath> = /* @__PURE__ */ rt.lazy(
  'PathFileSystemPath',
  () => t.type({ path: LegacyAppPathString, type: t.literal('path') }),
);

export type PathUri = string;
export const PathUri: t.Type<PathUri> = t.string;

export type PermissionProfileListParams = {
  /** Opaque pagination cursor returned by a previous call. */
  cursor?: string | null;
  /** Optional working directory to resolve project config layers. */
  cwd?: string | null;
  /** Optional page size; defaults to the full result set. */
  limit?: number | null;
};
export const PermissionProfileListParams: t.Type<PermissionProfileListParams> =
  /* @__PURE__ */ rt.lazy('PermissionProfileListParams', () =>
    t.partial({
      cursor: rt.nullable(t.string),
      cwd: rt.nullable(t.string),
      limit: rt.nullable(rt.integer),
    }),
  );

export type PermissionProfileListResponse = {
  data: Array<PermissionProfileSummary>;
  /** Opaque cursor to pass to the next call to continue after the last item. If None, there are no more items to return. */
  nextCursor?: string | null;
};
export const PermissionProfileListResponse: t.Type<PermissionProfileListResponse> =
  /* @__PURE__ */ rt.lazy('PermissionProfileListResponse', () =>
    t.intersection([
      t.type({ data: t.array(PermissionProfileSummary) }),
      t.partial({ nextCursor: rt.nullable(t.string) }),
    ]),
  );

export type PermissionProfileSummary = {
  /** Whether the effective requirements allow selecting this profile. */
  allowed: boolean;
  /** Optional user-facing description for display in clients. */
  description?: string | null;
  /** Available permission profile identifier. */
  id: string;
};
export const PermissionProfileSummary: t.Type<PermissionProfileSummary> = /* @__PURE__ */ rt.lazy(
  'PermissionProfileSummary',
  () =>
    t.intersection([
      t.type({ allowed: t.boolean, id: t.string }),
      t.partial({ description: rt.nullable(t.string) }),
    ]),
);

/** Deprecated: `friendly` and `pragmatic` no longer select a style. */
export type Personality = 'none' | 'friendly' | 'pragmatic';
/** Deprecated: `friendly` and `pragmatic` no longer select a style. */
export const Personality: t.Type<Personality> = /* @__PURE__ */ rt.lazy('Personality', () =>
  rt.openEnum(t.keyof({ none: null, friendly: null, pragmatic: null })),
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
export const ProcessExitedNotification: t.Type<ProcessExitedNotification> = /* @__PURE__ */ rt.lazy(
  'ProcessExitedNotification',
  () =>
    t.intersection([
      t.type({
        exitCode: rt.integer,
        processHandle: t.string,
        stderr: t.string,
        stderrCapReached: t.boolean,
        stdout: t.string,
        stdoutCapReached: t.boolean,
      }),
      t.partial({ outputDrainTimedOut: rt.nullable(t.boolean) }),
    ]),
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
  /* @__PURE__ */ rt.lazy('ProcessOutputDeltaNotification', () =>
    t.type({
      capReached: t.boolean,
      deltaBase64: t.string,
      processHandle: t.string,
      stream: ProcessOutputStream,
    }),
  );

/** Stream label for `process/outputDelta` notifications. */
export type ProcessOutputStream = 'stdout' | 'stderr';
/** Stream label for `process/outputDelta` notifications. */
export const ProcessOutputStream: t.Type<ProcessOutputStream> = /* @__PURE__ */ rt.lazy(
  'ProcessOutputStream',
  () => rt.openEnum(t.keyof({ stdout: null, stderr: null })),
);

/** PTY size in character cells for `process/spawn` PTY sessions. */
export type ProcessTerminalSize = {
  /** Terminal width in character cells. */
  cols: number;
  /** Terminal height in character cells. */
  rows: number;
};
/** PTY size in character cells for `process/spawn` PTY sessions. */
export const ProcessTerminalSize: t.Type<ProcessTerminalSize> = /* @__PURE__ */ rt.lazy(
  'ProcessTerminalSize',
  () => t.type({ cols: rt.integer, rows: rt.integer }),
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
export const Project: t.Type<Project> = /* @__PURE__ */ rt.lazy('Project', () =>
  t.intersection([
    t.type({
      createdAt: rt.integer,
      id: t.string,
      metadata: t.record(t.string, t.string),
      name: t.string,
      roots: t.array(ProjectRoot),
      updatedAt: rt.integer,
    }),
    t.partial({ recencyAt: rt.nullable(rt.integer) }),
  ]),
);

export type ProjectChangeType = 'created' | 'updated' | 'deleted';
export const ProjectChangeType: t.Type<ProjectChangeType> = /* @__PURE__ */ rt.lazy(
  'ProjectChangeType',
  () => rt.openEnum(t.keyof({ created: null, updated: null, deleted: null })),
);

export type ProjectChangedNotification = {
  changeType: ProjectChangeType;
  projectId: string;
};
export const ProjectChangedNotification: t.Type<ProjectChangedNotification> =
  /* @__PURE__ */ rt.lazy('ProjectChangedNotification', () =>
    t.type({ changeType: ProjectChangeType, projectId: t.string }),
  );

export type ProjectRoot = {
  path: AbsolutePathBuf;
};
export const ProjectRoot: t.Type<ProjectRoot> = /* @__PURE__ */ rt.lazy('ProjectRoot', () =>
  t.type({ path: AbsolutePathBuf }),
);

export type ProjectSortKey = 'position' | 'recencyAt';
export const ProjectSortKey: t.Type<ProjectSortKey> = /* @__PURE__ */ rt.lazy(
  'ProjectSortKey',
  () => rt.openEnum(t.keyof({ position: null, recencyAt: null })),
);

export type PromptConfiguredHookHandler = {
  type: 'prompt';
};
export const PromptConfiguredHookHandler: t.Type<PromptConfiguredHookHandler> =
  /* @__PURE__ */ rt.lazy('PromptConfiguredHookHandler', () =>
    t.type({ type: t.literal('prompt') }),
  );

export type QueuedSubmission = {
  clientUserMessageId: string;
  id: string;
  input: Array<UserInput>;
  /** Metadata retained with this input, including across reconnect and restoration. */
  responsesapiClientMetadata?: { [key: string]: string } | null;
};
export const QueuedSubmission: t.Type<QueuedSubmission> = /* @__PURE__ */ rt.lazy(
  'QueuedSubmission',
  () =>
    t.intersection([
      t.type({ clientUserMessageId: t.string, id: t.string, input: t.array(UserInput) }),
      t.partial({ responsesapiClientMetadata: rt.nullable(t.record(t.string, t.string)) }),
    ]),
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
  /* @__PURE__ */ rt.lazy('RawResponseCompletedNotification', () =>
    t.intersection([
      t.type({ responseId: t.string, threadId: t.string, turnId: t.string }),
      t.partial({
        usage: rt.nullable(TokenUsageBreakdown),
        usageMetadata: rt.nullable(ResponseUsageMetadata),
      }),
    ]),
  );

export type RawResponseItemCompletedNotification = {
  item: ResponseItem;
  threadId: string;
  turnId: string;
};
export const RawResponseItemCompletedNotification: t.Type<RawResponseItemCompletedNotification> =
  /* @__PURE__ */ rt.lazy('RawResponseItemCompletedNotification', () =>
    t.type({ item: ResponseItem, threadId: t.string, turnId: t.string }),
  );

export type ReadOnlySandboxPolicy = {
  networkAccess?: boolean;
  type: 'readOnly';
};
export const ReadOnlySandboxPolicy: t.Type<ReadOnlySandboxPolicy> = /* @__PURE__ */ rt.lazy(
  'ReadOnlySandboxPolicy',
  () =>
    t.intersection([
      t.type({ type: t.literal('readOnly') }),
      t.partial({ networkAccess: t.boolean }),
    ]),
);

export type RealtimeOutputModality = 'text' | 'audio';
export const RealtimeOutputModality: t.Type<RealtimeOutputModality> = /* @__PURE__ */ rt.lazy(
  'RealtimeOutputModality',
  () => rt.openEnum(t.keyof({ text: null, audio: null })),
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
export const RealtimeVoice: t.Type<RealtimeVoice> = /* @__PURE__ */ rt.lazy('RealtimeVoice', () =>
  rt.openEnum(
    t.keyof({
      alloy: null,
      arbor: null,
      ash: null,
      aube: null,
      ballad: null,
      breeze: null,
      bubbie: null,
      cedar: null,
      coral: null,
      cove: null,
      echo: null,
      ember: null,
      haetsal: null,
      hanul: null,
      himari: null,
      juniper: null,
      leher: null,
      maple: null,
      marin: null,
      miko: null,
      neer: null,
      porto: null,
      rindo: null,
      rio: null,
      rivage: null,
      sage: null,
      selva: null,
      shimmer: null,
      sol: null,
      sonna: null,
      spruce: null,
      tinta: null,
      vale: null,
      verse: null,
      viola: null,
    }),
  ),
);

export type RealtimeVoicesList = {
  defaultV1: RealtimeVoice;
  defaultV2: RealtimeVoice;
  v1: Array<RealtimeVoice>;
  v2: Array<RealtimeVoice>;
  v3?: Array<RealtimeVoice>;
};
export const RealtimeVoicesList: t.Type<RealtimeVoicesList> = /* @__PURE__ */ rt.lazy(
  'RealtimeVoicesList',
  () =>
    t.intersection([
      t.type({
        defaultV1: RealtimeVoice,
        defaultV2: RealtimeVoice,
        v1: t.array(RealtimeVoice),
        v2: t.array(RealtimeVoice),
      }),
      t.partial({ v3: t.array(RealtimeVoice) }),
    ]),
);

/** A non-empty reasoning effort value advertised by the model. */
export type ReasoningEffort = string;
/** A non-empty reasoning effort value advertised by the model. */
export const ReasoningEffort: t.Type<ReasoningEffort> = t.string;

/** A summary of the reasoning performed by the model. This can be useful for debugging and understanding the model's reasoning process. See https://platform.openai.com/docs/guides/reasoning?api-mode=responses#reasoning-summaries */
export type ReasoningSummary = 'auto' | 'concise' | 'detailed' | 'none';
/** A summary of the reasoning performed by the model. This can be useful for debugging and understanding the model's reasoning process. See https://platform.openai.com/docs/guides/reasoning?api-mode=responses#reasoning-summaries */
export const ReasoningSummary: t.Type<ReasoningSummary> = /* @__PURE__ */ rt.lazy(
  'ReasoningSummary',
  () => rt.openEnum(t.keyof({ auto: null, concise: null, detailed: null, none: null })),
);

export type RemoteControlConnectionStatus = 'disabled' | 'connecting' | 'connected' | 'errored';
export const RemoteControlConnectionStatus: t.Type<RemoteControlConnectionStatus> =
  /* @__PURE__ */ rt.lazy('RemoteControlConnectionStatus', () =>
    rt.openEnum(t.keyof({ disabled: null, connecting: null, connected: null, errored: null })),
  );

export type RemoteControlDisableParams = {
  ephemeral?: boolean;
};
export const RemoteControlDisableParams: t.Type<RemoteControlDisableParams> =
  /* @__PURE__ */ rt.lazy('RemoteControlDisableParams', () => t.partial({ ephemeral: t.boolean }));

export type RemoteControlEnableParams = {
  ephemeral?: boolean;
};
export const RemoteControlEnableParams: t.Type<RemoteControlEnableParams> = /* @__PURE__ */ rt.lazy(
  'RemoteControlEnableParams',
  () => t.partial({ ephemeral: t.boolean }),
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
  /* @__PURE__ */ rt.lazy('RemoteControlStatusChangedNotification', () =>
    t.intersection([
      t.type({
        installationId: t.string,
        serverName: t.string,
        status: RemoteControlConnectionStatus,
      }),
      t.partial({ environmentId: rt.nullable(t.string) }),
    ]),
  );

export type RequestPermissionProfile = {
  fileSystem?: AdditionalFileSystemPermissions | null;
  network?: AdditionalNetworkPermissions | null;
};
export const RequestPermissionProfile: t.Type<RequestPermissionProfile> = /* @__PURE__ */ rt.lazy(
  'RequestPermissionProfile',
  () =>
    t.partial({
      fileSystem: rt.nullable(AdditionalFileSystemPermissions),
      network: rt.nullable(AdditionalNetworkPermissions),
    }),
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
export const ResponseItem: rt.TaggedUnionType<ResponseItem> = /* @__PURE__ */ rt.lazyTagged(
  'ResponseItem',
  () =>
    rt.taggedUnion(
      'type',
      {
        additional_tools: AdditionalToolsResponseItem,
        message: MessageResponseItem,
        agent_message: AgentMessageResponseItem,
        reasoning: ReasoningResponseItem,
        local_shell_call: LocalShellCallResponseItem,
        function_call: FunctionCallResponseItem,
        tool_search_call: ToolSearchCallResponseItem,
        function_call_output: FunctionCallOutputResponseItem,
        custom_tool_call: CustomToolCallResponseItem,
        custom_tool_call_output: CustomToolCallOutputResponseItem,
        tool_search_output: ToolSearchOutputResponseItem,
        web_search_call: WebSearchCallResponseItem,
        image_generation_call: ImageGenerationCallResponseItem,
        compaction: CompactionResponseItem,
        configuration_update: ConfigurationUpdateResponseItem,
        compaction_trigger: CompactionTriggerResponseItem,
        context_compaction: ContextCompactionResponseItem,
        other: OtherResponseItem,
      },
      'ResponseItem',
    ),
);

export type ReviewDelivery = 'inline';
export const ReviewDelivery: t.Type<ReviewDelivery> = /* @__PURE__ */ rt.lazy(
  'ReviewDelivery',
  () => t.literal('inline'),
);

export type ReviewStartParams = {
  /** Reviews run inline on the supplied thread. Omit this field or pass `inline`. To review on a separate thread, start a thread first and use its id. */
  delivery?: ReviewDelivery | null;
  target: ReviewTarget;
  threadId: string;
};
export const ReviewStartParams: t.Type<ReviewStartParams> = /* @__PURE__ */ rt.lazy(
  'ReviewStartParams',
  () =>
    t.intersection([
      t.type({ target: ReviewTarget, threadId: t.string }),
      t.partial({ delivery: rt.nullable(ReviewDelivery) }),
    ]),
);

export type ReviewTarget =
  | UncommittedChangesReviewTarget
  | BaseBranchReviewTarget
  | CommitReviewTarget
  | CustomReviewTarget;
export const ReviewTarget: rt.TaggedUnionType<ReviewTarget> = /* @__PURE__ */ rt.lazyTagged(
  'ReviewTarget',
  () =>
    rt.taggedUnion(
      'type',
      {
        uncommittedChanges: UncommittedChangesReviewTarget,
        baseBranch: BaseBranchReviewTarget,
        commit: CommitReviewTarget,
        custom: CustomReviewTarget,
      },
      'ReviewTarget',
    ),
);

export type RootFileSystemSpecialPath = {
  kind: 'root';
};
export const RootFileSystemSpecialPath: t.Type<RootFileSystemSpecialPath> = /* @__PURE__ */ rt.lazy(
  'RootFileSystemSpecialPath',
  () => t.type({ kind: t.literal('root') }),
);

export type SandboxMode = 'read-only' | 'workspace-write' | 'danger-full-access';
export const SandboxMode: t.Type<SandboxMode> = /* @__PURE__ */ rt.lazy('SandboxMode', () =>
  rt.openEnum(t.keyof({ 'read-only': null, 'workspace-write': null, 'danger-full-access': null })),
);

export type SandboxPolicy =
  | DangerFullAccessSandboxPolicy
  | ReadOnlySandboxPolicy
  | ExternalSandboxSandboxPolicy
  | WorkspaceWriteSandboxPolicy;
export const SandboxPolicy: rt.TaggedUnionType<SandboxPolicy> = /* @__PURE__ */ rt.lazyTagged(
  'SandboxPolicy',
  () =>
    rt.taggedUnion(
      'type',
      {
        dangerFullAccess: DangerFullAccessSandboxPolicy,
        readOnly: ReadOnlySandboxPolicy,
        externalSandbox: ExternalSandboxSandboxPolicy,
        workspaceWrite: WorkspaceWriteSandboxPolicy,
      },
      'SandboxPolicy',
    ),
);

/** A user-selected root that can expose one or more runtime capabilities. */
export type SelectedCapabilityRoot = {
  /** Stable identifier supplied by the capability selection platform. */
  id: string;
  /** Where the selected root can be resolved. */
  location: CapabilityRootLocation;
};
/** A user-selected root that can expose one or more runtime capabilities. */
export const SelectedCapabilityRoot: t.Type<SelectedCapabilityRoot> = /* @__PURE__ */ rt.lazy(
  'SelectedCapabilityRoot',
  () => t.type({ id: t.string, location: CapabilityRootLocation }),
);

export type ServerDiagnosticsGauge = {
  name: string;
  value: number;
};
export const ServerDiagnosticsGauge: t.Type<ServerDiagnosticsGauge> = /* @__PURE__ */ rt.lazy(
  'ServerDiagnosticsGauge',
  () => t.type({ name: t.string, value: rt.integer }),
);

export type ServerDiagnosticsProcess = {
  id: number;
  physicalFootprintBytes?: number | null;
  residentMemoryBytes?: number | null;
};
export const ServerDiagnosticsProcess: t.Type<ServerDiagnosticsProcess> = /* @__PURE__ */ rt.lazy(
  'ServerDiagnosticsProcess',
  () =>
    t.intersection([
      t.type({ id: rt.integer }),
      t.partial({
        physicalFootprintBytes: rt.nullable(rt.integer),
        residentMemoryBytes: rt.nullable(rt.integer),
      }),
    ]),
);

export type ServerRequestResolvedNotification = {
  requestId: RequestId;
  threadId: string;
};
export const ServerRequestResolvedNotification: t.Type<ServerRequestResolvedNotification> =
  /* @__PURE__ */ rt.lazy('ServerRequestResolvedNotification', () =>
    t.type({ requestId: RequestId, threadId: t.string }),
  );

export type SkillDependencies = {
  tools: Array<SkillToolDependency>;
};
export const SkillDependencies: t.Type<SkillDependencies> = /* @__PURE__ */ rt.lazy(
  'SkillDependencies',
  () => t.type({ tools: t.array(SkillToolDependency) }),
);

export type SkillErrorInfo = {
  message: string;
  path: string;
};
export const SkillErrorInfo: t.Type<SkillErrorInfo> = /* @__PURE__ */ rt.lazy(
  'SkillErrorInfo',
  () => t.type({ message: t.string, path: t.string }),
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
export const SkillInterface: t.Type<SkillInterface> = /* @__PURE__ */ rt.lazy(
  'SkillInterface',
  () =>
    t.partial({
      brandColor: rt.nullable(t.string),
      defaultPrompt: rt.nullable(t.string),
      displayName: rt.nullable(t.string),
      iconLarge: rt.nullable(AbsolutePathBuf),
      iconLargeUrl: rt.nullable(t.string),
      iconSmall: rt.nullable(AbsolutePathBuf),
      iconSmallUrl: rt.nullable(t.string),
      shortDescription: rt.nullable(t.string),
    }),
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
export const SkillMetadata: t.Type<SkillMetadata> = /* @__PURE__ */ rt.lazy('SkillMetadata', () =>
  t.intersection([
    t.type({
      description: t.string,
      enabled: t.boolean,
      name: t.string,
      path: LegacyAppPathString,
      scope: SkillScope,
    }),
    t.partial({
      dependencies: rt.nullable(SkillDependencies),
      interface: rt.nullable(SkillInterface),
      pluginId: rt.nullable(t.string),
      shortDescription: rt.nullable(t.string),
    }),
  ]),
);

export type SkillScope = 'user' | 'repo' | 'system' | 'admin';
export const SkillScope: t.Type<SkillScope> = /* @__PURE__ */ rt.lazy('SkillScope', () =>
  rt.openEnum(t.keyof({ user: null, repo: null, system: null, admin: null })),
);

export type SkillToolDependency = {
  command?: string | null;
  description?: string | null;
  transport?: string | null;
  type: string;
  url?: string | null;
  value: string;
};
export const SkillToolDependency: t.Type<SkillToolDependency> = /* @__PURE__ */ rt.lazy(
  'SkillToolDependency',
  () =>
    t.intersection([
      t.type({ type: t.string, value: t.string }),
      t.partial({
        command: rt.nullable(t.string),
        description: rt.nullable(t.string),
        transport: rt.nullable(t.string),
        url: rt.nullable(t.string),
      }),
    ]),
);

export type SkillUserInput = {
  name: string;
  path: string;
  type: 'skill';
};
export const SkillUserInput: t.Type<SkillUserInput> = /* @__PURE__ */ rt.lazy(
  'SkillUserInput',
  () => t.type({ name: t.string, path: t.string, type: t.literal('skill') }),
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
export const SkillsChangedNotification: t.Type<SkillsChangedNotification> = /* @__PURE__ */ rt.lazy(
  'SkillsChangedNotification',
  () => t.record(t.string, rt.jsonValue),
);

export type SkillsConfigWriteParams = {
  enabled: boolean;
  /** Name-based selector. */
  name?: string | null;
  /** Path-based selector. */
  path?: AbsolutePathBuf | null;
};
export const SkillsConfigWriteParams: t.Type<SkillsConfigWriteParams> = /* @__PURE__ */ rt.lazy(
  'SkillsConfigWriteParams',
  () =>
    t.intersection([
      t.type({ enabled: t.boolean }),
      t.partial({ name: rt.nullable(t.string), path: rt.nullable(AbsolutePathBuf) }),
    ]),
);

export type SkillsConfigWriteResponse = {
  effectiveEnabled: boolean;
};
export const SkillsConfigWriteResponse: t.Type<SkillsConfigWriteResponse> = /* @__PURE__ */ rt.lazy(
  'SkillsConfigWriteResponse',
  () => t.type({ effectiveEnabled: t.boolean }),
);

export type SkillsExtraRootsSetParams = {
  extraRoots: Array<AbsolutePathBuf>;
};
export const SkillsExtraRootsSetParams: t.Type<SkillsExtraRootsSetParams> = /* @__PURE__ */ rt.lazy(
  'SkillsExtraRootsSetParams',
  () => t.type({ extraRoots: t.array(AbsolutePathBuf) }),
);

export type SkillsExtraRootsSetResponse = { [key: string]: unknown };
export const SkillsExtraRootsSetResponse: t.Type<SkillsExtraRootsSetResponse> =
  /* @__PURE__ */ rt.lazy('SkillsExtraRootsSetResponse', () => t.record(t.string, rt.jsonValue));

export type SkillsListEntry = {
  cwd: string;
  errors: Array<SkillErrorInfo>;
  skills: Array<SkillMetadata>;
};
export const SkillsListEntry: t.Type<SkillsListEntry> = /* @__PURE__ */ rt.lazy(
  'SkillsListEntry',
  () => t.type({ cwd: t.string, errors: t.array(SkillErrorInfo), skills: t.array(SkillMetadata) }),
);

export type SkillsListParams = {
  /** When empty, defaults to the current session working directory. */
  cwds?: Array<string>;
  /** When true, bypass the skills cache and re-scan skills from disk. */
  forceReload?: boolean;
};
export const SkillsListParams: t.Type<SkillsListParams> = /* @__PURE__ */ rt.lazy(
  'SkillsListParams',
  () => t.partial({ cwds: t.array(t.string), forceReload: t.boolean }),
);

export type SkillsListResponse = {
  data: Array<SkillsListEntry>;
};
export const SkillsListResponse: t.Type<SkillsListResponse> = /* @__PURE__ */ rt.lazy(
  'SkillsListResponse',
  () => t.type({ data: t.array(SkillsListEntry) }),
);

export type SlashTmpFileSystemSpecialPath = {
  kind: 'slash_tmp';
};
export const SlashTmpFileSystemSpecialPath: t.Type<SlashTmpFileSystemSpecialPath> =
  /* @__PURE__ */ rt.lazy('SlashTmpFileSystemSpecialPath', () =>
    t.type({ kind: t.literal('slash_tmp') }),
  );

export type SpecialFileSystemPath = {
  type: 'special';
  value: FileSystemSpecialPath;
};
export const SpecialFileSystemPath: t.Type<SpecialFileSystemPath> = /* @__PURE__ */ rt.lazy(
  'SpecialFileSystemPath',
  () => t.type({ type: t.literal('special'), value: FileSystemSpecialPath }),
);

export type StrictReviewRequiredNotification = {
  /** Unix timestamp (in milliseconds) when this review started. */
  startedAtMs: number;
  threadId: string;
  turnId: string;
};
export const StrictReviewRequiredNotification: t.Type<StrictReviewRequiredNotification> =
  /* @__PURE__ */ rt.lazy('StrictReviewRequiredNotification', () =>
    t.type({ startedAtMs: rt.integer, threadId: t.string, turnId: t.string }),
  );

export type TextElement = {
  /** Byte range in the parent `text` buffer that this element occupies. */
  byteRange: ByteRange;
  /** Optional human-readable placeholder for the element, displayed in the UI. */
  placeholder?: string | null;
};
export const TextElement: t.Type<TextElement> = /* @__PURE__ */ rt.lazy('TextElement', () =>
  t.intersection([
    t.type({ byteRange: ByteRange }),
    t.partial({ placeholder: rt.nullable(t.string) }),
  ]),
);

export type TextUserInput = {
  text: string;
  /** UI-defined spans within `text` used to render or persist special elements. */
  text_elements?: Array<TextElement>;
  type: 'text';
};
export const TextUserInput: t.Type<TextUserInput> = /* @__PURE__ */ rt.lazy('TextUserInput', () =>
  t.intersection([
    t.type({ text: t.string, type: t.literal('text') }),
    t.partial({ text_elements: t.array(TextElement) }),
  ]),
);

export type TmpdirFileSystemSpecialPath = {
  kind: 'tmpdir';
};
export const TmpdirFileSystemSpecialPath: t.Type<TmpdirFileSystemSpecialPath> =
  /* @__PURE__ */ rt.lazy('TmpdirFileSystemSpecialPath', () =>
    t.type({ kind: t.literal('tmpdir') }),
  );

export type TokenUsageBreakdown = {
  cacheWriteInputTokens?: number;
  cachedInputTokens: number;
  inputTokens: number;
  outputTokens: number;
  reasoningOutputTokens: number;
  totalTokens: number;
};
export const TokenUsageBreakdown: t.Type<TokenUsageBreakdown> = /* @__PURE__ */ rt.lazy(
  'TokenUsageBreakdown',
  () =>
    t.intersection([
      t.type({
        cachedInputTokens: rt.integer,
        inputTokens: rt.integer,
        outputTokens: rt.integer,
        reasoningOutputTokens: rt.integer,
        totalTokens: rt.integer,
      }),
      t.partial({ cacheWriteInputTokens: rt.integer }),
    ]),
);

/** Review the working tree: staged, unstaged, and untracked files. */
export type UncommittedChangesReviewTarget = {
  type: 'uncommittedChanges';
};
/** Review the working tree: staged, unstaged, and untracked files. */
export const UncommittedChangesReviewTarget: t.Type<UncommittedChangesReviewTarget> =
  /* @__PURE__ */ rt.lazy('UncommittedChangesReviewTarget', () =>
    t.type({ type: t.literal('uncommittedChanges') }),
  );

export type UpdatePatchChangeKind = {
  move_path?: string | null;
  type: 'update';
};
export const UpdatePatchChangeKind: t.Type<UpdatePatchChangeKind> = /* @__PURE__ */ rt.lazy(
  'UpdatePatchChangeKind',
  () =>
    t.intersection([
      t.type({ type: t.literal('update') }),
      t.partial({ move_path: rt.nullable(t.string) }),
    ]),
);

export type UrlUserInput = {
  url: string;
};
export const UrlUserInput: t.Type<UrlUserInput> = /* @__PURE__ */ rt.lazy('UrlUserInput', () =>
  t.type({ url: t.string }),
);

export type UserInput =
  | TextUserInput
  | ImageUserInput
  | LocalImageUserInput
  | AudioUserInput
  | LocalAudioUserInput
  | SkillUserInput
  | MentionUserInput;
export const UserInput: rt.TaggedUnionType<UserInput> = /* @__PURE__ */ rt.lazyTagged(
  'UserInput',
  () =>
    rt.taggedUnion(
      'type',
      {
        text: TextUserInput,
        image: ImageUserInput,
        localImage: LocalImageUserInput,
        audio: AudioUserInput,
        localAudio: LocalAudioUserInput,
        skill: SkillUserInput,
        mention: MentionUserInput,
      },
      'UserInput',
    ),
);

export type WarningNotification = {
  /** Concise warning message for the user. */
  message: string;
  /** Optional thread target when the warning applies to a specific thread. */
  threadId?: string | null;
};
export const WarningNotification: t.Type<WarningNotification> = /* @__PURE__ */ rt.lazy(
  'WarningNotification',
  () =>
    t.intersection([t.type({ message: t.string }), t.partial({ threadId: rt.nullable(t.string) })]),
);

export type WindowsSandboxReadiness = 'ready' | 'notConfigured' | 'updateRequired';
export const WindowsSandboxReadiness: t.Type<WindowsSandboxReadiness> = /* @__PURE__ */ rt.lazy(
  'WindowsSandboxReadiness',
  () => rt.openEnum(t.keyof({ ready: null, notConfigured: null, updateRequired: null })),
);

export type WindowsSandboxReadinessResponse = {
  status: WindowsSandboxReadiness;
};
export const WindowsSandboxReadinessResponse: t.Type<WindowsSandboxReadinessResponse> =
  /* @__PURE__ */ rt.lazy('WindowsSandboxReadinessResponse', () =>
    t.type({ status: WindowsSandboxReadiness }),
  );

export type WindowsSandboxSetupCompletedNotification = {
  error?: string | null;
  mode: WindowsSandboxSetupMode;
  success: boolean;
};
export const WindowsSandboxSetupCompletedNotification: t.Type<WindowsSandboxSetupCompletedNotification> =
  /* @__PURE__ */ rt.lazy('WindowsSandboxSetupCompletedNotification', () =>
    t.intersection([
      t.type({ mode: WindowsSandboxSetupMode, success: t.boolean }),
      t.partial({ error: rt.nullable(t.string) }),
    ]),
  );

export type WindowsSandboxSetupMode = 'elevated' | 'unelevated';
export const WindowsSandboxSetupMode: t.Type<WindowsSandboxSetupMode> = /* @__PURE__ */ rt.lazy(
  'WindowsSandboxSetupMode',
  () => rt.openEnum(t.keyof({ elevated: null, unelevated: null })),
);

export type WindowsSandboxSetupStartParams = {
  cwd?: AbsolutePathBuf | null;
  mode: WindowsSandboxSetupMode;
};
export const WindowsSandboxSetupStartParams: t.Type<WindowsSandboxSetupStartParams> =
  /* @__PURE__ */ rt.lazy('WindowsSandboxSetupStartParams', () =>
    t.intersection([
      t.type({ mode: WindowsSandboxSetupMode }),
      t.partial({ cwd: rt.nullable(AbsolutePathBuf) }),
    ]),
  );

export type WindowsSandboxSetupStartResponse = {
  started: boolean;
};
export const WindowsSandboxSetupStartResponse: t.Type<WindowsSandboxSetupStartResponse> =
  /* @__PURE__ */ rt.lazy('WindowsSandboxSetupStartResponse', () => t.type({ started: t.boolean }));

export type WindowsWorldWritableWarningNotification = {
  extraCount: number;
  failedScan: boolean;
  samplePaths: Array<string>;
};
export const WindowsWorldWritableWarningNotification: t.Type<WindowsWorldWritableWarningNotification> =
  /* @__PURE__ */ rt.lazy('WindowsWorldWritableWarningNotification', () =>
    t.type({ extraCount: rt.integer, failedScan: t.boolean, samplePaths: t.array(t.string) }),
  );

export type WorkspaceRouting = {
  accountRoutingOverride: AccountRoutingOverride;
  backendOrigin: string;
  chatgptAccountId: string;
};
export const WorkspaceRouting: t.Type<WorkspaceRouting> = /* @__PURE__ */ rt.lazy(
  'WorkspaceRouting',
  () =>
    t.type({
      accountRoutingOverride: AccountRoutingOverride,
      backendOrigin: t.string,
      chatgptAccountId: t.string,
    }),
);

export type WorkspaceWriteSandboxPolicy = {
  excludeSlashTmp?: boolean;
  excludeTmpdirEnvVar?: boolean;
  networkAccess?: boolean;
  type: 'workspaceWrite';
  writableRoots?: Array<AbsolutePathBuf>;
};
export const WorkspaceWriteSandboxPolicy: t.Type<WorkspaceWriteSandboxPolicy> =
  /* @__PURE__ */ rt.lazy('WorkspaceWriteSandboxPolicy', () =>
    t.intersection([
      t.type({ type: t.literal('workspaceWrite') }),
      t.partial({
        excludeSlashTmp: t.boolean,
        excludeTmpdirEnvVar: t.boolean,
        networkAccess: t.boolean,
        writableRoots: t.array(AbsolutePathBuf),
      }),
    ]),
  );
