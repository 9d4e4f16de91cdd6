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

export type AddPatchChangeKind = {
  type: 'add';
};
export const AddPatchChangeKind: t.Type<AddPatchChangeKind> = /* @__PURE__ */ rt.deferred(
  'AddPatchChangeKind',
  (n) => rt.object<AddPatchChangeKind>(n, { type: rt.literal('add') }),
);

export type AdditionalContextEntry = {
  kind: AdditionalContextKind;
  /** Optional name for untrusted context, used to label its tool output. */
  name?: string | null;
  value: string;
};
export const AdditionalContextEntry: t.Type<AdditionalContextEntry> = /* @__PURE__ */ rt.deferred(
  'AdditionalContextEntry',
  (n) =>
    rt.object<AdditionalContextEntry>(
      n,
      { kind: AdditionalContextKind, value: rt.string },
      { name: rt.nullable(rt.string) },
    ),
);

export type AdditionalContextKind = 'untrusted' | 'application';
export const AdditionalContextKind: t.Type<AdditionalContextKind> = /* @__PURE__ */ rt.deferred(
  'AdditionalContextKind',
  (n) => rt.enumeration<AdditionalContextKind>(n, ['untrusted', 'application']),
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
  /* @__PURE__ */ rt.deferred('AdditionalFileSystemPermissions', (n) =>
    rt.object<AdditionalFileSystemPermissions>(
      n,
      {},
      {
        entries: rt.nullable(rt.array(FileSystemSandboxEntry)),
        globScanMaxDepth: rt.nullable(rt.integer),
        read: rt.nullable(rt.array(LegacyAppPathString)),
        write: rt.nullable(rt.array(LegacyAppPathString)),
      },
    ),
  );

export type AdditionalNetworkPermissions = {
  enabled?: boolean | null;
};
export const AdditionalNetworkPermissions: t.Type<AdditionalNetworkPermissions> =
  /* @__PURE__ */ rt.deferred('AdditionalNetworkPermissions', (n) =>
    rt.object<AdditionalNetworkPermissions>(n, {}, { enabled: rt.nullable(rt.boolean) }),
  );

export type AdditionalPermissionProfile = {
  fileSystem?: AdditionalFileSystemPermissions | null;
  /** Partial overlay used for per-command permission requests. */
  network?: AdditionalNetworkPermissions | null;
};
export const AdditionalPermissionProfile: t.Type<AdditionalPermissionProfile> =
  /* @__PURE__ */ rt.deferred('AdditionalPermissionProfile', (n) =>
    rt.object<AdditionalPermissionProfile>(
      n,
      {},
      {
        fileSystem: rt.nullable(AdditionalFileSystemPermissions),
        network: rt.nullable(AdditionalNetworkPermissions),
      },
    ),
  );

export type AgentConfiguredHookHandler = {
  type: 'agent';
};
export const AgentConfiguredHookHandler: t.Type<AgentConfiguredHookHandler> =
  /* @__PURE__ */ rt.deferred('AgentConfiguredHookHandler', (n) =>
    rt.object<AgentConfiguredHookHandler>(n, { type: rt.literal('agent') }),
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
export const AppConfig: t.Type<AppConfig> = /* @__PURE__ */ rt.deferred('AppConfig', (n) =>
  rt.object<AppConfig>(
    n,
    {},
    {
      approvals_reviewer: rt.nullable(ApprovalsReviewer),
      default_tools_approval_mode: rt.nullable(AppToolApproval),
      default_tools_enabled: rt.nullable(rt.boolean),
      destructive_enabled: rt.nullable(rt.boolean),
      enabled: rt.boolean,
      links: rt.nullable(AppLinksConfig),
      omit_tools_from: rt.nullable(rt.array(ToolExposureSurface)),
      open_world_enabled: rt.nullable(rt.boolean),
      tools: rt.nullable(AppToolsConfig),
    },
  ),
);

/** Approval settings for a connected account within an app. */
export type AppLinkConfig = {
  approvals_reviewer?: ApprovalsReviewer | null;
  default_tools_approval_mode?: AppToolApproval | null;
};
/** Approval settings for a connected account within an app. */
export const AppLinkConfig: t.Type<AppLinkConfig> = /* @__PURE__ */ rt.deferred(
  'AppLinkConfig',
  (n) =>
    rt.object<AppLinkConfig>(
      n,
      {},
      {
        approvals_reviewer: rt.nullable(ApprovalsReviewer),
        default_tools_approval_mode: rt.nullable(AppToolApproval),
      },
    ),
);

export type ApplicationNetworkRequirements = {
  domains: { [key: string]: NetworkDomainPermission };
  /** When enabled, only explicitly allowed exact domains may be contacted. */
  enabled: boolean;
};
export const ApplicationNetworkRequirements: t.Type<ApplicationNetworkRequirements> =
  /* @__PURE__ */ rt.deferred('ApplicationNetworkRequirements', (n) =>
    rt.object<ApplicationNetworkRequirements>(n, {
      domains: rt.record(NetworkDomainPermission),
      enabled: rt.boolean,
    }),
  );

export type ApplicationRequirements = {
  network?: ApplicationNetworkRequirements | null;
  storage?: ApplicationStorageRequirements | null;
};
export const ApplicationRequirements: t.Type<ApplicationRequirements> = /* @__PURE__ */ rt.deferred(
  'ApplicationRequirements',
  (n) =>
    rt.object<ApplicationRequirements>(
      n,
      {},
      {
        network: rt.nullable(ApplicationNetworkRequirements),
        storage: rt.nullable(ApplicationStorageRequirements),
      },
    ),
);

/** Managed storage settings for new Desktop workspaces, not filesystem access restrictions. */
export type ApplicationStorageRequirements = {
  defaultProjectParent?: LegacyAppPathString | null;
  projectlessWorkspaceRoot?: LegacyAppPathString | null;
};
/** Managed storage settings for new Desktop workspaces, not filesystem access restrictions. */
export const ApplicationStorageRequirements: t.Type<ApplicationStorageRequirements> =
  /* @__PURE__ */ rt.deferred('ApplicationStorageRequirements', (n) =>
    rt.object<ApplicationStorageRequirements>(
      n,
      {},
      {
        defaultProjectParent: rt.nullable(LegacyAppPathString),
        projectlessWorkspaceRoot: rt.nullable(LegacyAppPathString),
      },
    ),
  );

/** Configures who approval requests are routed to for review. Examples include sandbox escapes, blocked network access, MCP approval prompts, and ARC escalations. Defaults to `user`. `auto_review` uses a carefully prompted subagent to gather relevant context and apply a risk-based decision framework before approving or denying the request. The legacy value `guardian_subagent` is accepted for compatibility. */
export type ApprovalsReviewer = 'user' | 'auto_review' | 'guardian_subagent';
/** Configures who approval requests are routed to for review. Examples include sandbox escapes, blocked network access, MCP approval prompts, and ARC escalations. Defaults to `user`. `auto_review` uses a carefully prompted subagent to gather relevant context and apply a risk-based decision framework before approving or denying the request. The legacy value `guardian_subagent` is accepted for compatibility. */
export const ApprovalsReviewer: t.Type<ApprovalsReviewer> = /* @__PURE__ */ rt.deferred(
  'ApprovalsReviewer',
  (n) => rt.enumeration<ApprovalsReviewer>(n, ['user', 'auto_review', 'guardian_subagent']),
);

export type AppsConfig = {
  _default?: AppsDefaultConfig | null;
};
export const AppsConfig: t.Type<AppsConfig> = /* @__PURE__ */ rt.deferred('AppsConfig', (n) =>
  rt.object<AppsConfig>(n, {}, { _default: rt.nullable(AppsDefaultConfig) }),
);

export type AppsDefaultConfig = {
  approvals_reviewer?: ApprovalsReviewer | null;
  default_tools_approval_mode?: AppToolApproval | null;
  destructive_enabled?: boolean;
  enabled?: boolean;
  open_world_enabled?: boolean;
};
export const AppsDefaultConfig: t.Type<AppsDefaultConfig> = /* @__PURE__ */ rt.deferred(
  'AppsDefaultConfig',
  (n) =>
    rt.object<AppsDefaultConfig>(
      n,
      {},
      {
        approvals_reviewer: rt.nullable(ApprovalsReviewer),
        default_tools_approval_mode: rt.nullable(AppToolApproval),
        destructive_enabled: rt.boolean,
        enabled: rt.boolean,
        open_world_enabled: rt.boolean,
      },
    ),
);

export type AskForApproval = 'untrusted' | 'on-request' | 'never' | GranularAskForApproval;
export const AskForApproval: t.Type<AskForApproval> = /* @__PURE__ */ rt.deferred(
  'AskForApproval',
  (n) =>
    rt.union<AskForApproval>(n, [
      rt.enumeration(`${n}|0`, ['untrusted', 'on-request', 'never']),
      GranularAskForApproval,
    ]),
);

export type AudioUrlFunctionCallOutputContentItem = {
  audio_url: string;
};
export const AudioUrlFunctionCallOutputContentItem: t.Type<AudioUrlFunctionCallOutputContentItem> =
  /* @__PURE__ */ rt.deferred('AudioUrlFunctionCallOutputContentItem', (n) =>
    rt.object<AudioUrlFunctionCallOutputContentItem>(n, { audio_url: rt.string }),
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
export const AudioUserInput: t.Type<AudioUserInput> = /* @__PURE__ */ rt.deferred(
  'AudioUserInput',
  (n) =>
    rt.intersection<AudioUserInput>(n, [
      rt.object(n, { type: rt.literal('audio') }),
      rt.union(n, [
        rt.object(`${n}|0`, { url: rt.string }),
        rt.object(`${n}|1`, { fileId: rt.string }),
      ]),
    ]),
);

/** Review changes between the current branch and the given base branch. */
export type BaseBranchReviewTarget = {
  branch: string;
  type: 'baseBranch';
};
/** Review changes between the current branch and the given base branch. */
export const BaseBranchReviewTarget: t.Type<BaseBranchReviewTarget> = /* @__PURE__ */ rt.deferred(
  'BaseBranchReviewTarget',
  (n) =>
    rt.object<BaseBranchReviewTarget>(n, { branch: rt.string, type: rt.literal('baseBranch') }),
);

export type ByteRange = {
  end: number;
  start: number;
};
export const ByteRange: t.Type<ByteRange> = /* @__PURE__ */ rt.deferred('ByteRange', (n) =>
  rt.object<ByteRange>(n, { end: rt.integer, start: rt.integer }),
);

/** Location used to resolve a selected capability root. */
export type CapabilityRootLocation = {
  environmentId: string;
  /** Absolute path for the root in the selected environment. */
  path: string;
  type: 'environment';
};
/** Location used to resolve a selected capability root. */
export const CapabilityRootLocation: t.Type<CapabilityRootLocation> = /* @__PURE__ */ rt.deferred(
  'CapabilityRootLocation',
  (n) =>
    rt.object<CapabilityRootLocation>(n, {
      environmentId: rt.string,
      path: rt.string,
      type: rt.literal('environment'),
    }),
);

export type CodexResponseHandoffMode = 'thinking' | 'commentary' | 'bemTags';
export const CodexResponseHandoffMode: t.Type<CodexResponseHandoffMode> =
  /* @__PURE__ */ rt.deferred('CodexResponseHandoffMode', (n) =>
    rt.enumeration<CodexResponseHandoffMode>(n, ['thinking', 'commentary', 'bemTags']),
  );

/** EXPERIMENTAL - collaboration mode preset metadata for clients. */
export type CollaborationModeMask = {
  mode?: ModeKind | null;
  model?: string | null;
  name: string;
  reasoning_effort?: ReasoningEffort | null;
};
/** EXPERIMENTAL - collaboration mode preset metadata for clients. */
export const CollaborationModeMask: t.Type<CollaborationModeMask> = /* @__PURE__ */ rt.deferred(
  'CollaborationModeMask',
  (n) =>
    rt.object<CollaborationModeMask>(
      n,
      { name: rt.string },
      {
        mode: rt.nullable(ModeKind),
        model: rt.nullable(rt.string),
        reasoning_effort: rt.nullable(ReasoningEffort),
      },
    ),
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
  /* @__PURE__ */ rt.deferred('CommandConfiguredHookHandler', (n) =>
    rt.object<CommandConfiguredHookHandler>(
      n,
      { async: rt.boolean, command: rt.string, type: rt.literal('command') },
      {
        additionalContextLimit: rt.nullable(rt.integer),
        commandWindows: rt.nullable(rt.string),
        statusMessage: rt.nullable(rt.string),
        timeoutSec: rt.nullable(rt.integer),
      },
    ),
  );

/** Review the changes introduced by a specific commit. */
export type CommitReviewTarget = {
  sha: string;
  /** Optional human-readable label (e.g., commit subject) for UIs. */
  title?: string | null;
  type: 'commit';
};
/** Review the changes introduced by a specific commit. */
export const CommitReviewTarget: t.Type<CommitReviewTarget> = /* @__PURE__ */ rt.deferred(
  'CommitReviewTarget',
  (n) =>
    rt.object<CommitReviewTarget>(
      n,
      { sha: rt.string, type: rt.literal('commit') },
      { title: rt.nullable(rt.string) },
    ),
);

/** Reasoning settings interpreted by the backend for the routed model. */
export type ConfigurationReasoning = {
  effort: ReasoningEffort;
};
/** Reasoning settings interpreted by the backend for the routed model. */
export const ConfigurationReasoning: t.Type<ConfigurationReasoning> = /* @__PURE__ */ rt.deferred(
  'ConfigurationReasoning',
  (n) => rt.object<ConfigurationReasoning>(n, { effort: ReasoningEffort }),
);

/** A durable input control interpreted by the backend at its position in history. */
export type ConfigurationUpdateResponseItem = {
  reasoning: ConfigurationReasoning;
  type: 'configuration_update';
};
/** A durable input control interpreted by the backend at its position in history. */
export const ConfigurationUpdateResponseItem: t.Type<ConfigurationUpdateResponseItem> =
  /* @__PURE__ */ rt.deferred('ConfigurationUpdateResponseItem', (n) =>
    rt.object<ConfigurationUpdateResponseItem>(n, {
      reasoning: ConfigurationReasoning,
      type: rt.literal('configuration_update'),
    }),
  );

export type ConfiguredHookHandler =
  | CommandConfiguredHookHandler
  | McpToolConfiguredHookHandler
  | PromptConfiguredHookHandler
  | AgentConfiguredHookHandler;
export const ConfiguredHookHandler: rt.TaggedUnionType<ConfiguredHookHandler> =
  /* @__PURE__ */ rt.deferredTagged('ConfiguredHookHandler', (n) =>
    rt.taggedUnion<ConfiguredHookHandler>(n, 'type', {
      command: CommandConfiguredHookHandler,
      mcp_tool: McpToolConfiguredHookHandler,
      prompt: PromptConfiguredHookHandler,
      agent: AgentConfiguredHookHandler,
    }),
  );

export type ConfiguredHookMatcherGroup = {
  hooks: Array<ConfiguredHookHandler>;
  matcher?: string | null;
};
export const ConfiguredHookMatcherGroup: t.Type<ConfiguredHookMatcherGroup> =
  /* @__PURE__ */ rt.deferred('ConfiguredHookMatcherGroup', (n) =>
    rt.object<ConfiguredHookMatcherGroup>(
      n,
      { hooks: rt.array(ConfiguredHookHandler) },
      { matcher: rt.nullable(rt.string) },
    ),
  );

export type ContentItem =
  | InputTextContentItem
  | InputImageContentItem
  | InputAudioContentItem
  | OutputTextContentItem;
export const ContentItem: rt.TaggedUnionType<ContentItem> = /* @__PURE__ */ rt.deferredTagged(
  'ContentItem',
  (n) =>
    rt.taggedUnion<ContentItem>(n, 'type', {
      input_text: InputTextContentItem,
      input_image: InputImageContentItem,
      input_audio: InputAudioContentItem,
      output_text: OutputTextContentItem,
    }),
);

export type CustomMultiAgentMode = {
  custom: string;
};
export const CustomMultiAgentMode: t.Type<CustomMultiAgentMode> = /* @__PURE__ */ rt.deferred(
  'CustomMultiAgentMode',
  (n) => rt.object<CustomMultiAgentMode>(n, { custom: rt.string }),
);

/** Arbitrary instructions, equivalent to the old free-form prompt. */
export type CustomReviewTarget = {
  instructions: string;
  type: 'custom';
};
/** Arbitrary instructions, equivalent to the old free-form prompt. */
export const CustomReviewTarget: t.Type<CustomReviewTarget> = /* @__PURE__ */ rt.deferred(
  'CustomReviewTarget',
  (n) => rt.object<CustomReviewTarget>(n, { instructions: rt.string, type: rt.literal('custom') }),
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
  /* @__PURE__ */ rt.deferred('CustomToolCallOutputResponseItem', (n) =>
    rt.object<CustomToolCallOutputResponseItem>(
      n,
      {
        call_id: rt.string,
        output: FunctionCallOutputBody,
        type: rt.literal('custom_tool_call_output'),
      },
      {
        id: rt.nullable(rt.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          InternalChatMessageMetadataPassthrough,
        ),
        name: rt.nullable(rt.string),
      },
    ),
  );

export type DangerFullAccessSandboxPolicy = {
  type: 'dangerFullAccess';
};
export const DangerFullAccessSandboxPolicy: t.Type<DangerFullAccessSandboxPolicy> =
  /* @__PURE__ */ rt.deferred('DangerFullAccessSandboxPolicy', (n) =>
    rt.object<DangerFullAccessSandboxPolicy>(n, { type: rt.literal('dangerFullAccess') }),
  );

export type DeletePatchChangeKind = {
  type: 'delete';
};
export const DeletePatchChangeKind: t.Type<DeletePatchChangeKind> = /* @__PURE__ */ rt.deferred(
  'DeletePatchChangeKind',
  (n) => rt.object<DeletePatchChangeKind>(n, { type: rt.literal('delete') }),
);

export type DeprecationNoticeNotification = {
  /** Optional extra guidance, such as migration steps or rationale. */
  details?: string | null;
  /** Concise summary of what is deprecated. */
  summary: string;
};
export const DeprecationNoticeNotification: t.Type<DeprecationNoticeNotification> =
  /* @__PURE__ */ rt.deferred('DeprecationNoticeNotification', (n) =>
    rt.object<DeprecationNoticeNotification>(
      n,
      { summary: rt.string },
      { details: rt.nullable(rt.string) },
    ),
  );

export type DynamicToolCallOutputContentItem =
  | InputTextDynamicToolCallOutputContentItem
  | InputImageDynamicToolCallOutputContentItem
  | InputAudioDynamicToolCallOutputContentItem;
export const DynamicToolCallOutputContentItem: rt.TaggedUnionType<DynamicToolCallOutputContentItem> =
  /* @__PURE__ */ rt.deferredTagged('DynamicToolCallOutputContentItem', (n) =>
    rt.taggedUnion<DynamicToolCallOutputContentItem>(n, 'type', {
      inputText: InputTextDynamicToolCallOutputContentItem,
      inputImage: InputImageDynamicToolCallOutputContentItem,
      inputAudio: InputAudioDynamicToolCallOutputContentItem,
    }),
  );

export type DynamicToolNamespaceTool = {
  deferLoading?: boolean;
  description: string;
  inputSchema: unknown;
  name: string;
  type: 'function';
};
export const DynamicToolNamespaceTool: t.Type<DynamicToolNamespaceTool> =
  /* @__PURE__ */ rt.deferred('DynamicToolNamespaceTool', (n) =>
    rt.object<DynamicToolNamespaceTool>(
      n,
      {
        description: rt.string,
        inputSchema: rt.unknownValue,
        name: rt.string,
        type: rt.literal('function'),
      },
      { deferLoading: rt.boolean },
    ),
  );

export type DynamicToolSpec = FunctionDynamicToolSpec | NamespaceDynamicToolSpec;
export const DynamicToolSpec: rt.TaggedUnionType<DynamicToolSpec> =
  /* @__PURE__ */ rt.deferredTagged('DynamicToolSpec', (n) =>
    rt.taggedUnion<DynamicToolSpec>(n, 'type', {
      function: FunctionDynamicToolSpec,
      namespace: NamespaceDynamicToolSpec,
    }),
  );

export type EncryptedContentFunctionCallOutputContentItem = {
  encrypted_content: string;
  type: 'encrypted_content';
};
export const EncryptedContentFunctionCallOutputContentItem: t.Type<EncryptedContentFunctionCallOutputContentItem> =
  /* @__PURE__ */ rt.deferred('EncryptedContentFunctionCallOutputContentItem', (n) =>
    rt.object<EncryptedContentFunctionCallOutputContentItem>(n, {
      encrypted_content: rt.string,
      type: rt.literal('encrypted_content'),
    }),
  );

export type EnvironmentSkillsParams = {
  /** Exact catalog names that must be available from this environment. */
  required?: Array<string> | null;
};
export const EnvironmentSkillsParams: t.Type<EnvironmentSkillsParams> = /* @__PURE__ */ rt.deferred(
  'EnvironmentSkillsParams',
  (n) => rt.object<EnvironmentSkillsParams>(n, {}, { required: rt.nullable(rt.array(rt.string)) }),
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
export const ExperimentalFeature: t.Type<ExperimentalFeature> = /* @__PURE__ */ rt.deferred(
  'ExperimentalFeature',
  (n) =>
    rt.object<ExperimentalFeature>(
      n,
      {
        defaultEnabled: rt.boolean,
        enabled: rt.boolean,
        name: rt.string,
        stage: ExperimentalFeatureStage,
      },
      {
        announcement: rt.nullable(rt.string),
        description: rt.nullable(rt.string),
        displayName: rt.nullable(rt.string),
      },
    ),
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
  /* @__PURE__ */ rt.deferred('ExperimentalFeatureEnablementSetParams', (n) =>
    rt.object<ExperimentalFeatureEnablementSetParams>(n, { enablement: rt.record(rt.boolean) }),
  );

export type ExperimentalFeatureEnablementSetResponse = {
  /** Feature enablement entries updated by this request. */
  enablement: { [key: string]: boolean };
};
export const ExperimentalFeatureEnablementSetResponse: t.Type<ExperimentalFeatureEnablementSetResponse> =
  /* @__PURE__ */ rt.deferred('ExperimentalFeatureEnablementSetResponse', (n) =>
    rt.object<ExperimentalFeatureEnablementSetResponse>(n, { enablement: rt.record(rt.boolean) }),
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
  /* @__PURE__ */ rt.deferred('ExperimentalFeatureListParams', (n) =>
    rt.object<ExperimentalFeatureListParams>(
      n,
      {},
      {
        cursor: rt.nullable(rt.string),
        limit: rt.nullable(rt.integer),
        threadId: rt.nullable(rt.string),
      },
    ),
  );

export type ExperimentalFeatureListResponse = {
  data: Array<ExperimentalFeature>;
  /** Opaque cursor to pass to the next call to continue after the last item. If None, there are no more items to return. */
  nextCursor?: string | null;
};
export const ExperimentalFeatureListResponse: t.Type<ExperimentalFeatureListResponse> =
  /* @__PURE__ */ rt.deferred('ExperimentalFeatureListResponse', (n) =>
    rt.object<ExperimentalFeatureListResponse>(
      n,
      { data: rt.array(ExperimentalFeature) },
      { nextCursor: rt.nullable(rt.string) },
    ),
  );

export type ExperimentalFeatureStage =
  | 'beta'
  | 'underDevelopment'
  | 'stable'
  | 'deprecated'
  | 'removed';
export const ExperimentalFeatureStage: t.Type<ExperimentalFeatureStage> =
  /* @__PURE__ */ rt.deferred('ExperimentalFeatureStage', (n) =>
    rt.enumeration<ExperimentalFeatureStage>(n, [
      'beta',
      'underDevelopment',
      'stable',
      'deprecated',
      'removed',
    ]),
  );

export type ExternalSandboxSandboxPolicy = {
  networkAccess?: NetworkAccess;
  type: 'externalSandbox';
};
export const ExternalSandboxSandboxPolicy: t.Type<ExternalSandboxSandboxPolicy> =
  /* @__PURE__ */ rt.deferred('ExternalSandboxSandboxPolicy', (n) =>
    rt.object<ExternalSandboxSandboxPolicy>(
      n,
      { type: rt.literal('externalSandbox') },
      { networkAccess: NetworkAccess },
    ),
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
export const FeedbackSaveParams: t.Type<FeedbackSaveParams> = /* @__PURE__ */ rt.deferred(
  'FeedbackSaveParams',
  (n) =>
    rt.object<FeedbackSaveParams>(
      n,
      { classification: rt.string, savePath: LegacyAppPathString },
      {
        extraLogFiles: rt.nullable(rt.array(rt.string)),
        includeLogs: rt.boolean,
        reason: rt.nullable(rt.string),
        tags: rt.nullable(rt.record(rt.string)),
        threadId: rt.nullable(rt.string),
      },
    ),
);

export type FeedbackSaveResponse = {
  /** Same prompt hash as feedback/upload; null when prompt metadata is absent. */
  promptHash?: string | null;
  savedPath: LegacyAppPathString;
  threadId: string;
};
export const FeedbackSaveResponse: t.Type<FeedbackSaveResponse> = /* @__PURE__ */ rt.deferred(
  'FeedbackSaveResponse',
  (n) =>
    rt.object<FeedbackSaveResponse>(
      n,
      { savedPath: LegacyAppPathString, threadId: rt.string },
      { promptHash: rt.nullable(rt.string) },
    ),
);

export type FeedbackUploadParams = {
  classification: string;
  extraLogFiles?: Array<string> | null;
  includeLogs?: boolean;
  reason?: string | null;
  tags?: { [key: string]: string } | null;
  threadId?: string | null;
};
export const FeedbackUploadParams: t.Type<FeedbackUploadParams> = /* @__PURE__ */ rt.deferred(
  'FeedbackUploadParams',
  (n) =>
    rt.object<FeedbackUploadParams>(
      n,
      { classification: rt.string },
      {
        extraLogFiles: rt.nullable(rt.array(rt.string)),
        includeLogs: rt.boolean,
        reason: rt.nullable(rt.string),
        tags: rt.nullable(rt.record(rt.string)),
        threadId: rt.nullable(rt.string),
      },
    ),
);

export type FeedbackUploadResponse = {
  /** Whitespace-normalized SHA-256 of the session base instructions, matching the uploaded `prompt_hash` tag. Does not include later developer messages. Null when the reported rollout has no prompt metadata. */
  promptHash?: string | null;
  threadId: string;
};
export const FeedbackUploadResponse: t.Type<FeedbackUploadResponse> = /* @__PURE__ */ rt.deferred(
  'FeedbackUploadResponse',
  (n) =>
    rt.object<FeedbackUploadResponse>(
      n,
      { threadId: rt.string },
      { promptHash: rt.nullable(rt.string) },
    ),
);

export type FileIdFunctionCallOutputContentItem = {
  file_id: string;
};
export const FileIdFunctionCallOutputContentItem: t.Type<FileIdFunctionCallOutputContentItem> =
  /* @__PURE__ */ rt.deferred('FileIdFunctionCallOutputContentItem', (n) =>
    rt.object<FileIdFunctionCallOutputContentItem>(n, { file_id: rt.string }),
  );

export type FileIdUserInput = {
  fileId: string;
};
export const FileIdUserInput: t.Type<FileIdUserInput> = /* @__PURE__ */ rt.deferred(
  'FileIdUserInput',
  (n) => rt.object<FileIdUserInput>(n, { fileId: rt.string }),
);

export type FileSystemAccessMode = 'read' | 'write' | 'deny';
export const FileSystemAccessMode: t.Type<FileSystemAccessMode> = /* @__PURE__ */ rt.deferred(
  'FileSystemAccessMode',
  (n) => rt.enumeration<FileSystemAccessMode>(n, ['read', 'write', 'deny']),
);

export type FileSystemPath = PathFileSystemPath | GlobPatternFileSystemPath | SpecialFileSystemPath;
export const FileSystemPath: rt.TaggedUnionType<FileSystemPath> = /* @__PURE__ */ rt.deferredTagged(
  'FileSystemPath',
  (n) =>
    rt.taggedUnion<FileSystemPath>(n, 'type', {
      path: PathFileSystemPath,
      glob_pattern: GlobPatternFileSystemPath,
      special: SpecialFileSystemPath,
    }),
);

export type FileSystemSandboxEntry = {
  access: FileSystemAccessMode;
  path: FileSystemPath;
};
export const FileSystemSandboxEntry: t.Type<FileSystemSandboxEntry> = /* @__PURE__ */ rt.deferred(
  'FileSystemSandboxEntry',
  (n) =>
    rt.object<FileSystemSandboxEntry>(n, { access: FileSystemAccessMode, path: FileSystemPath }),
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
  /* @__PURE__ */ rt.deferredTagged('FileSystemSpecialPath', (n) =>
    rt.taggedUnion<FileSystemSpecialPath>(n, 'kind', {
      root: RootFileSystemSpecialPath,
      minimal: MinimalFileSystemSpecialPath,
      project_roots: KindFileSystemSpecialPath,
      tmpdir: TmpdirFileSystemSpecialPath,
      slash_tmp: SlashTmpFileSystemSpecialPath,
      unknown: rt.object(
        `${n}:unknown`,
        { kind: rt.literal('unknown'), path: rt.string },
        { subpath: rt.nullable(LegacyAppPathString) },
      ),
    }),
  );

export type FileUpdateChange = {
  diff: string;
  kind: PatchChangeKind;
  path: string;
};
export const FileUpdateChange: t.Type<FileUpdateChange> = /* @__PURE__ */ rt.deferred(
  'FileUpdateChange',
  (n) =>
    rt.object<FileUpdateChange>(n, { diff: rt.string, kind: PatchChangeKind, path: rt.string }),
);

export type FunctionCallOutputBody = string | Array<FunctionCallOutputContentItem>;
export const FunctionCallOutputBody: t.Type<FunctionCallOutputBody> = /* @__PURE__ */ rt.deferred(
  'FunctionCallOutputBody',
  (n) => rt.union<FunctionCallOutputBody>(n, [rt.string, rt.array(FunctionCallOutputContentItem)]),
);

/** Responses API compatible content items that can be returned by a tool call. This is a subset of ContentItem with the types we support as function call outputs. */
export type FunctionCallOutputContentItem =
  | InputTextFunctionCallOutputContentItem
  | InputImageFunctionCallOutputContentItem
  | InputAudioFunctionCallOutputContentItem
  | EncryptedContentFunctionCallOutputContentItem;
/** Responses API compatible content items that can be returned by a tool call. This is a subset of ContentItem with the types we support as function call outputs. */
export const FunctionCallOutputContentItem: rt.TaggedUnionType<FunctionCallOutputContentItem> =
  /* @__PURE__ */ rt.deferredTagged('FunctionCallOutputContentItem', (n) =>
    rt.taggedUnion<FunctionCallOutputContentItem>(n, 'type', {
      input_text: InputTextFunctionCallOutputContentItem,
      input_image: InputImageFunctionCallOutputContentItem,
      input_audio: InputAudioFunctionCallOutputContentItem,
      encrypted_content: EncryptedContentFunctionCallOutputContentItem,
    }),
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
  /* @__PURE__ */ rt.deferred('FunctionCallOutputResponseItem', (n) =>
    rt.object<FunctionCallOutputResponseItem>(
      n,
      { output: FunctionCallOutputBody, type: rt.literal('function_call_output') },
      {
        call_id: rt.nullable(rt.string),
        id: rt.nullable(rt.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          InternalChatMessageMetadataPassthrough,
        ),
        name: rt.nullable(rt.string),
        namespace: rt.nullable(rt.string),
      },
    ),
  );

export type FunctionDynamicToolSpec = {
  deferLoading?: boolean;
  description: string;
  inputSchema: unknown;
  name: string;
  type: 'function';
};
export const FunctionDynamicToolSpec: t.Type<FunctionDynamicToolSpec> = /* @__PURE__ */ rt.deferred(
  'FunctionDynamicToolSpec',
  (n) =>
    rt.object<FunctionDynamicToolSpec>(
      n,
      {
        description: rt.string,
        inputSchema: rt.unknownValue,
        name: rt.string,
        type: rt.literal('function'),
      },
      { deferLoading: rt.boolean },
    ),
);

export type GlobPatternFileSystemPath = {
  pattern: string;
  type: 'glob_pattern';
};
export const GlobPatternFileSystemPath: t.Type<GlobPatternFileSystemPath> =
  /* @__PURE__ */ rt.deferred('GlobPatternFileSystemPath', (n) =>
    rt.object<GlobPatternFileSystemPath>(n, {
      pattern: rt.string,
      type: rt.literal('glob_pattern'),
    }),
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
export const GranularAskForApproval: t.Type<GranularAskForApproval> = /* @__PURE__ */ rt.deferred(
  'GranularAskForApproval',
  (n) =>
    rt.object<GranularAskForApproval>(n, {
      granular: rt.object(
        `${n}.granular`,
        { mcp_elicitations: rt.boolean, rules: rt.boolean, sandbox_approval: rt.boolean },
        { request_permissions: rt.boolean, skill_approval: rt.boolean },
      ),
    }),
);

export type HookCompletedNotification = {
  run: HookRunSummary;
  threadId: string;
  turnId?: string | null;
};
export const HookCompletedNotification: t.Type<HookCompletedNotification> =
  /* @__PURE__ */ rt.deferred('HookCompletedNotification', (n) =>
    rt.object<HookCompletedNotification>(
      n,
      { run: HookRunSummary, threadId: rt.string },
      { turnId: rt.nullable(rt.string) },
    ),
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
export const HookRunSummary: t.Type<HookRunSummary> = /* @__PURE__ */ rt.deferred(
  'HookRunSummary',
  (n) =>
    rt.object<HookRunSummary>(
      n,
      {
        displayOrder: rt.integer,
        entries: rt.array(HookOutputEntry),
        eventName: HookEventName,
        executionMode: HookExecutionMode,
        handlerType: HookHandlerType,
        id: rt.string,
        scope: HookScope,
        sourcePath: LegacyAppPathString,
        startedAt: rt.integer,
        status: HookRunStatus,
      },
      {
        completedAt: rt.nullable(rt.integer),
        durationMs: rt.nullable(rt.integer),
        source: HookSource,
        statusMessage: rt.nullable(rt.string),
      },
    ),
);

export type HookStartedNotification = {
  run: HookRunSummary;
  threadId: string;
  turnId?: string | null;
};
export const HookStartedNotification: t.Type<HookStartedNotification> = /* @__PURE__ */ rt.deferred(
  'HookStartedNotification',
  (n) =>
    rt.object<HookStartedNotification>(
      n,
      { run: HookRunSummary, threadId: rt.string },
      { turnId: rt.nullable(rt.string) },
    ),
);

export type HooksListEntry = {
  cwd: string;
  errors: Array<HookErrorInfo>;
  hooks: Array<HookMetadata>;
  warnings: Array<string>;
};
export const HooksListEntry: t.Type<HooksListEntry> = /* @__PURE__ */ rt.deferred(
  'HooksListEntry',
  (n) =>
    rt.object<HooksListEntry>(n, {
      cwd: rt.string,
      errors: rt.array(HookErrorInfo),
      hooks: rt.array(HookMetadata),
      warnings: rt.array(rt.string),
    }),
);

export type HooksListParams = {
  /** Working directories to inspect when no thread is specified. An empty list uses the session cwd. */
  cwds?: Array<string>;
  /** List a loaded thread's hooks, including its selected environments. Omit `cwds` in this mode. */
  threadId?: string | null;
};
export const HooksListParams: t.Type<HooksListParams> = /* @__PURE__ */ rt.deferred(
  'HooksListParams',
  (n) =>
    rt.object<HooksListParams>(
      n,
      {},
      { cwds: rt.array(rt.string), threadId: rt.nullable(rt.string) },
    ),
);

export type HooksListResponse = {
  data: Array<HooksListEntry>;
};
export const HooksListResponse: t.Type<HooksListResponse> = /* @__PURE__ */ rt.deferred(
  'HooksListResponse',
  (n) => rt.object<HooksListResponse>(n, { data: rt.array(HooksListEntry) }),
);

export type ImageDetail = 'auto' | 'low' | 'high' | 'original';
export const ImageDetail: t.Type<ImageDetail> = /* @__PURE__ */ rt.deferred('ImageDetail', (n) =>
  rt.enumeration<ImageDetail>(n, ['auto', 'low', 'high', 'original']),
);

export type ImageUrlFunctionCallOutputContentItem = {
  image_url: string;
};
export const ImageUrlFunctionCallOutputContentItem: t.Type<ImageUrlFunctionCallOutputContentItem> =
  /* @__PURE__ */ rt.deferred('ImageUrlFunctionCallOutputContentItem', (n) =>
    rt.object<ImageUrlFunctionCallOutputContentItem>(n, { image_url: rt.string }),
  );

export type ImageUserInput = {
  detail?: ImageDetail | null;
  type: 'image';
} & (UrlUserInput | FileIdUserInput);
export const ImageUserInput: t.Type<ImageUserInput> = /* @__PURE__ */ rt.deferred(
  'ImageUserInput',
  (n) =>
    rt.intersection<ImageUserInput>(n, [
      rt.object(n, { type: rt.literal('image') }, { detail: rt.nullable(ImageDetail) }),
      rt.union(n, [UrlUserInput, FileIdUserInput]),
    ]),
);

export type InputAudioDynamicToolCallOutputContentItem = {
  audioUrl: string;
  type: 'inputAudio';
};
export const InputAudioDynamicToolCallOutputContentItem: t.Type<InputAudioDynamicToolCallOutputContentItem> =
  /* @__PURE__ */ rt.deferred('InputAudioDynamicToolCallOutputContentItem', (n) =>
    rt.object<InputAudioDynamicToolCallOutputContentItem>(n, {
      audioUrl: rt.string,
      type: rt.literal('inputAudio'),
    }),
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
  /* @__PURE__ */ rt.deferred('InputAudioFunctionCallOutputContentItem', (n) =>
    rt.intersection<InputAudioFunctionCallOutputContentItem>(n, [
      rt.object(n, { type: rt.literal('input_audio') }),
      rt.union(n, [
        AudioUrlFunctionCallOutputContentItem,
        rt.object(`${n}|1`, { file_id: rt.string }),
      ]),
    ]),
  );

export type InputImageContentItem = {
  detail?: ImageDetail | null;
  type: 'input_image';
} & (ImageUrlContentItem | FileIdContentItem);
export const InputImageContentItem: t.Type<InputImageContentItem> = /* @__PURE__ */ rt.deferred(
  'InputImageContentItem',
  (n) =>
    rt.intersection<InputImageContentItem>(n, [
      rt.object(n, { type: rt.literal('input_image') }, { detail: rt.nullable(ImageDetail) }),
      rt.union(n, [ImageUrlContentItem, FileIdContentItem]),
    ]),
);

export type InputImageDynamicToolCallOutputContentItem = {
  imageUrl: string;
  type: 'inputImage';
};
export const InputImageDynamicToolCallOutputContentItem: t.Type<InputImageDynamicToolCallOutputContentItem> =
  /* @__PURE__ */ rt.deferred('InputImageDynamicToolCallOutputContentItem', (n) =>
    rt.object<InputImageDynamicToolCallOutputContentItem>(n, {
      imageUrl: rt.string,
      type: rt.literal('inputImage'),
    }),
  );

export type InputImageFunctionCallOutputContentItem = {
  detail?: ImageDetail | null;
  type: 'input_image';
} & (ImageUrlFunctionCallOutputContentItem | FileIdFunctionCallOutputContentItem);
export const InputImageFunctionCallOutputContentItem: t.Type<InputImageFunctionCallOutputContentItem> =
  /* @__PURE__ */ rt.deferred('InputImageFunctionCallOutputContentItem', (n) =>
    rt.intersection<InputImageFunctionCallOutputContentItem>(n, [
      rt.object(n, { type: rt.literal('input_image') }, { detail: rt.nullable(ImageDetail) }),
      rt.union(n, [ImageUrlFunctionCallOutputContentItem, FileIdFunctionCallOutputContentItem]),
    ]),
  );

export type InputTextDynamicToolCallOutputContentItem = {
  text: string;
  type: 'inputText';
};
export const InputTextDynamicToolCallOutputContentItem: t.Type<InputTextDynamicToolCallOutputContentItem> =
  /* @__PURE__ */ rt.deferred('InputTextDynamicToolCallOutputContentItem', (n) =>
    rt.object<InputTextDynamicToolCallOutputContentItem>(n, {
      text: rt.string,
      type: rt.literal('inputText'),
    }),
  );

export type InputTextFunctionCallOutputContentItem = {
  text: string;
  type: 'input_text';
};
export const InputTextFunctionCallOutputContentItem: t.Type<InputTextFunctionCallOutputContentItem> =
  /* @__PURE__ */ rt.deferred('InputTextFunctionCallOutputContentItem', (n) =>
    rt.object<InputTextFunctionCallOutputContentItem>(n, {
      text: rt.string,
      type: rt.literal('input_text'),
    }),
  );

export type KindFileSystemSpecialPath = {
  kind: 'project_roots';
  subpath?: LegacyAppPathString | null;
};
export const KindFileSystemSpecialPath: t.Type<KindFileSystemSpecialPath> =
  /* @__PURE__ */ rt.deferred('KindFileSystemSpecialPath', (n) =>
    rt.object<KindFileSystemSpecialPath>(
      n,
      { kind: rt.literal('project_roots') },
      { subpath: rt.nullable(LegacyAppPathString) },
    ),
  );

export type LegacyAppPathString = string;
export const LegacyAppPathString: t.Type<LegacyAppPathString> = /* @__PURE__ */ rt.deferred(
  'LegacyAppPathString',
  () => rt.typed<LegacyAppPathString>(rt.string),
);

export type LocalAudioUserInput = {
  path: string;
  type: 'localAudio';
};
export const LocalAudioUserInput: t.Type<LocalAudioUserInput> = /* @__PURE__ */ rt.deferred(
  'LocalAudioUserInput',
  (n) => rt.object<LocalAudioUserInput>(n, { path: rt.string, type: rt.literal('localAudio') }),
);

export type LocalImageUserInput = {
  detail?: ImageDetail | null;
  path: string;
  type: 'localImage';
};
export const LocalImageUserInput: t.Type<LocalImageUserInput> = /* @__PURE__ */ rt.deferred(
  'LocalImageUserInput',
  (n) =>
    rt.object<LocalImageUserInput>(
      n,
      { path: rt.string, type: rt.literal('localImage') },
      { detail: rt.nullable(ImageDetail) },
    ),
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
  /* @__PURE__ */ rt.deferred('ManagedHooksRequirements', (n) =>
    rt.object<ManagedHooksRequirements>(
      n,
      {
        PermissionRequest: rt.array(ConfiguredHookMatcherGroup),
        PostCompact: rt.array(ConfiguredHookMatcherGroup),
        PostToolUse: rt.array(ConfiguredHookMatcherGroup),
        PreCompact: rt.array(ConfiguredHookMatcherGroup),
        PreToolUse: rt.array(ConfiguredHookMatcherGroup),
        SessionStart: rt.array(ConfiguredHookMatcherGroup),
        Stop: rt.array(ConfiguredHookMatcherGroup),
        SubagentStart: rt.array(ConfiguredHookMatcherGroup),
        SubagentStop: rt.array(ConfiguredHookMatcherGroup),
        UserPromptSubmit: rt.array(ConfiguredHookMatcherGroup),
      },
      {
        Interrupt: rt.array(ConfiguredHookMatcherGroup),
        PostModelRequest: rt.array(ConfiguredHookMatcherGroup),
        PreModelRequest: rt.array(ConfiguredHookMatcherGroup),
        SessionEnd: rt.array(ConfiguredHookMatcherGroup),
        managedDir: rt.nullable(rt.string),
        windowsManagedDir: rt.nullable(rt.string),
      },
    ),
  );

export type MarketplaceAddParams = {
  refName?: string | null;
  source: string;
  sparsePaths?: Array<string> | null;
};
export const MarketplaceAddParams: t.Type<MarketplaceAddParams> = /* @__PURE__ */ rt.deferred(
  'MarketplaceAddParams',
  (n) =>
    rt.object<MarketplaceAddParams>(
      n,
      { source: rt.string },
      { refName: rt.nullable(rt.string), sparsePaths: rt.nullable(rt.array(rt.string)) },
    ),
);

export type MarketplaceAddResponse = {
  alreadyAdded: boolean;
  installedRoot: AbsolutePathBuf;
  marketplaceName: string;
};
export const MarketplaceAddResponse: t.Type<MarketplaceAddResponse> = /* @__PURE__ */ rt.deferred(
  'MarketplaceAddResponse',
  (n) =>
    rt.object<MarketplaceAddResponse>(n, {
      alreadyAdded: rt.boolean,
      installedRoot: AbsolutePathBuf,
      marketplaceName: rt.string,
    }),
);

export type MarketplaceRemoveParams = {
  marketplaceName: string;
};
export const MarketplaceRemoveParams: t.Type<MarketplaceRemoveParams> = /* @__PURE__ */ rt.deferred(
  'MarketplaceRemoveParams',
  (n) => rt.object<MarketplaceRemoveParams>(n, { marketplaceName: rt.string }),
);

export type MarketplaceRemoveResponse = {
  installedRoot?: AbsolutePathBuf | null;
  marketplaceName: string;
};
export const MarketplaceRemoveResponse: t.Type<MarketplaceRemoveResponse> =
  /* @__PURE__ */ rt.deferred('MarketplaceRemoveResponse', (n) =>
    rt.object<MarketplaceRemoveResponse>(
      n,
      { marketplaceName: rt.string },
      { installedRoot: rt.nullable(AbsolutePathBuf) },
    ),
  );

export type MarketplaceUpgradeErrorInfo = {
  marketplaceName: string;
  message: string;
};
export const MarketplaceUpgradeErrorInfo: t.Type<MarketplaceUpgradeErrorInfo> =
  /* @__PURE__ */ rt.deferred('MarketplaceUpgradeErrorInfo', (n) =>
    rt.object<MarketplaceUpgradeErrorInfo>(n, { marketplaceName: rt.string, message: rt.string }),
  );

export type MarketplaceUpgradeParams = {
  marketplaceName?: string | null;
};
export const MarketplaceUpgradeParams: t.Type<MarketplaceUpgradeParams> =
  /* @__PURE__ */ rt.deferred('MarketplaceUpgradeParams', (n) =>
    rt.object<MarketplaceUpgradeParams>(n, {}, { marketplaceName: rt.nullable(rt.string) }),
  );

export type MarketplaceUpgradeResponse = {
  errors: Array<MarketplaceUpgradeErrorInfo>;
  selectedMarketplaces: Array<string>;
  upgradedRoots: Array<AbsolutePathBuf>;
};
export const MarketplaceUpgradeResponse: t.Type<MarketplaceUpgradeResponse> =
  /* @__PURE__ */ rt.deferred('MarketplaceUpgradeResponse', (n) =>
    rt.object<MarketplaceUpgradeResponse>(n, {
      errors: rt.array(MarketplaceUpgradeErrorInfo),
      selectedMarketplaces: rt.array(rt.string),
      upgradedRoots: rt.array(AbsolutePathBuf),
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
  /* @__PURE__ */ rt.deferred('McpToolConfiguredHookHandler', (n) =>
    rt.object<McpToolConfiguredHookHandler>(
      n,
      {
        input: rt.record(rt.unknownValue),
        server: rt.string,
        tool: rt.string,
        type: rt.literal('mcp_tool'),
      },
      { statusMessage: rt.nullable(rt.string), timeoutSec: rt.nullable(rt.integer) },
    ),
  );

export type MentionUserInput = {
  name: string;
  path: string;
  type: 'mention';
};
export const MentionUserInput: t.Type<MentionUserInput> = /* @__PURE__ */ rt.deferred(
  'MentionUserInput',
  (n) =>
    rt.object<MentionUserInput>(n, {
      name: rt.string,
      path: rt.string,
      type: rt.literal('mention'),
    }),
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
export const MessagePhase: t.Type<MessagePhase> = /* @__PURE__ */ rt.deferred('MessagePhase', (n) =>
  rt.enumeration<MessagePhase>(n, ['commentary', 'partial_answer', 'final_answer']),
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
export const MessageResponseItem: t.Type<MessageResponseItem> = /* @__PURE__ */ rt.deferred(
  'MessageResponseItem',
  (n) =>
    rt.object<MessageResponseItem>(
      n,
      { content: rt.array(ContentItem), role: rt.string, type: rt.literal('message') },
      {
        encrypted_content: rt.nullable(rt.string),
        id: rt.nullable(rt.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          InternalChatMessageMetadataPassthrough,
        ),
        phase: rt.nullable(MessagePhase),
        status: rt.nullable(rt.string),
      },
    ),
);

export type MinimalFileSystemSpecialPath = {
  kind: 'minimal';
};
export const MinimalFileSystemSpecialPath: t.Type<MinimalFileSystemSpecialPath> =
  /* @__PURE__ */ rt.deferred('MinimalFileSystemSpecialPath', (n) =>
    rt.object<MinimalFileSystemSpecialPath>(n, { kind: rt.literal('minimal') }),
  );

/** Initial collaboration mode to use when the TUI starts. */
export type ModeKind = 'plan' | 'default';
/** Initial collaboration mode to use when the TUI starts. */
export const ModeKind: t.Type<ModeKind> = /* @__PURE__ */ rt.deferred('ModeKind', (n) =>
  rt.enumeration<ModeKind>(n, ['plan', 'default']),
);

/** Controls the effective multi-agent delegation instructions for a turn. `custom` means the configured mode hint defines the policy instead of a built-in policy. */
export type MultiAgentMode = 'explicitRequestOnly' | 'proactive' | CustomMultiAgentMode;
/** Controls the effective multi-agent delegation instructions for a turn. `custom` means the configured mode hint defines the policy instead of a built-in policy. */
export const MultiAgentMode: t.Type<MultiAgentMode> = /* @__PURE__ */ rt.deferred(
  'MultiAgentMode',
  (n) =>
    rt.union<MultiAgentMode>(n, [
      rt.enumeration(`${n}|0`, ['explicitRequestOnly', 'proactive']),
      CustomMultiAgentMode,
    ]),
);

export type NamespaceDynamicToolSpec = {
  description: string;
  name: string;
  tools: Array<DynamicToolNamespaceTool>;
  type: 'namespace';
};
export const NamespaceDynamicToolSpec: t.Type<NamespaceDynamicToolSpec> =
  /* @__PURE__ */ rt.deferred('NamespaceDynamicToolSpec', (n) =>
    rt.object<NamespaceDynamicToolSpec>(n, {
      description: rt.string,
      name: rt.string,
      tools: rt.array(DynamicToolNamespaceTool),
      type: rt.literal('namespace'),
    }),
  );

export type NetworkAccess = 'restricted' | 'enabled';
export const NetworkAccess: t.Type<NetworkAccess> = /* @__PURE__ */ rt.deferred(
  'NetworkAccess',
  (n) => rt.enumeration<NetworkAccess>(n, ['restricted', 'enabled']),
);

export type NetworkApprovalProtocol = 'http' | 'https' | 'socks5Tcp' | 'socks5Udp';
export const NetworkApprovalProtocol: t.Type<NetworkApprovalProtocol> = /* @__PURE__ */ rt.deferred(
  'NetworkApprovalProtocol',
  (n) => rt.enumeration<NetworkApprovalProtocol>(n, ['http', 'https', 'socks5Tcp', 'socks5Udp']),
);

export type NetworkDomainPermission = 'allow' | 'deny';
export const NetworkDomainPermission: t.Type<NetworkDomainPermission> = /* @__PURE__ */ rt.deferred(
  'NetworkDomainPermission',
  (n) => rt.enumeration<NetworkDomainPermission>(n, ['allow', 'deny']),
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
export const NetworkRequirements: t.Type<NetworkRequirements> = /* @__PURE__ */ rt.deferred(
  'NetworkRequirements',
  (n) =>
    rt.object<NetworkRequirements>(
      n,
      {},
      {
        allowLocalBinding: rt.nullable(rt.boolean),
        allowUnixSockets: rt.nullable(rt.array(rt.string)),
        allowUpstreamProxy: rt.nullable(rt.boolean),
        allowedDomains: rt.nullable(rt.array(rt.string)),
        dangerouslyAllowAllUnixSockets: rt.nullable(rt.boolean),
        dangerouslyAllowNonLoopbackProxy: rt.nullable(rt.boolean),
        deniedDomains: rt.nullable(rt.array(rt.string)),
        domains: rt.nullable(rt.record(NetworkDomainPermission)),
        enabled: rt.nullable(rt.boolean),
        httpPort: rt.nullable(rt.integer),
        managedAllowedDomainsOnly: rt.nullable(rt.boolean),
        reviewDomains: rt.nullable(rt.array(rt.string)),
        socksPort: rt.nullable(rt.integer),
        unixSockets: rt.nullable(rt.record(NetworkUnixSocketPermission)),
      },
    ),
);

export type NetworkUnixSocketPermission = 'allow' | 'deny';
export const NetworkUnixSocketPermission: t.Type<NetworkUnixSocketPermission> =
  /* @__PURE__ */ rt.deferred('NetworkUnixSocketPermission', (n) =>
    rt.enumeration<NetworkUnixSocketPermission>(n, ['allow', 'deny']),
  );

export type NullableGatewayOAuthLoginParams = GatewayOAuthLoginParams | null;
export const NullableGatewayOAuthLoginParams: t.Type<NullableGatewayOAuthLoginParams> =
  /* @__PURE__ */ rt.deferred('NullableGatewayOAuthLoginParams', () =>
    rt.typed<NullableGatewayOAuthLoginParams>(rt.nullable(GatewayOAuthLoginParams)),
  );

export type NullableGatewayOAuthReadParams = GatewayOAuthReadParams | null;
export const NullableGatewayOAuthReadParams: t.Type<NullableGatewayOAuthReadParams> =
  /* @__PURE__ */ rt.deferred('NullableGatewayOAuthReadParams', () =>
    rt.typed<NullableGatewayOAuthReadParams>(rt.nullable(GatewayOAuthReadParams)),
  );

export type NullableGetAccountRateLimitsParams = GetAccountRateLimitsParams | null;
export const NullableGetAccountRateLimitsParams: t.Type<NullableGetAccountRateLimitsParams> =
  /* @__PURE__ */ rt.deferred('NullableGetAccountRateLimitsParams', () =>
    rt.typed<NullableGetAccountRateLimitsParams>(rt.nullable(GetAccountRateLimitsParams)),
  );

export type NullableGetAccountTokenUsageParams = GetAccountTokenUsageParams | null;
export const NullableGetAccountTokenUsageParams: t.Type<NullableGetAccountTokenUsageParams> =
  /* @__PURE__ */ rt.deferred('NullableGetAccountTokenUsageParams', () =>
    rt.typed<NullableGetAccountTokenUsageParams>(rt.nullable(GetAccountTokenUsageParams)),
  );

export type PatchChangeKind = AddPatchChangeKind | DeletePatchChangeKind | UpdatePatchChangeKind;
export const PatchChangeKind: rt.TaggedUnionType<PatchChangeKind> =
  /* @__PURE__ */ rt.deferredTagged('PatchChangeKind', (n) =>
    rt.taggedUnion<PatchChangeKind>(n, 'type', {
      add: AddPatchChangeKind,
      delete: DeletePatchChangeKind,
      update: UpdatePatchChangeKind,
    }),
  );

export type PathFileSystemPath = {
  path: LegacyAppPathString;
  type: 'path';
};
export const PathFileSystemPath: t.Type<PathFileSystemPath> = /* @__PURE__ */ rt.deferred(
  'PathFileSystemPath',
  (n) => rt.object<PathFileSystemPath>(n, { path: LegacyAppPathString, type: rt.literal('path') }),
);

export type PathUri = string;
export const PathUri: t.Type<PathUri> = /* @__PURE__ */ rt.deferred('PathUri', () =>
  rt.typed<PathUri>(rt.string),
);

export type PermissionProfileListParams = {
  /** Opaque pagination cursor returned by a previous call. */
  cursor?: string | null;
  /** Optional working directory to resolve project config layers. */
  cwd?: string | null;
  /** Optional page size; defaults to the full result set. */
  limit?: number | null;
};
export const PermissionProfileListParams: t.Type<PermissionProfileListParams> =
  /* @__PURE__ */ rt.deferred('PermissionProfileListParams', (n) =>
    rt.object<PermissionProfileListParams>(
      n,
      {},
      {
        cursor: rt.nullable(rt.string),
        cwd: rt.nullable(rt.string),
        limit: rt.nullable(rt.integer),
      },
    ),
  );

export type PermissionProfileListResponse = {
  data: Array<PermissionProfileSummary>;
  /** Opaque cursor to pass to the next call to continue after the last item. If None, there are no more items to return. */
  nextCursor?: string | null;
};
export const PermissionProfileListResponse: t.Type<PermissionProfileListResponse> =
  /* @__PURE__ */ rt.deferred('PermissionProfileListResponse', (n) =>
    rt.object<PermissionProfileListResponse>(
      n,
      { data: rt.array(PermissionProfileSummary) },
      { nextCursor: rt.nullable(rt.string) },
    ),
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
  /* @__PURE__ */ rt.deferred('PermissionProfileSummary', (n) =>
    rt.object<PermissionProfileSummary>(
      n,
      { allowed: rt.boolean, id: rt.string },
      { description: rt.nullable(rt.string) },
    ),
  );

/** Deprecated: `friendly` and `pragmatic` no longer select a style. */
export type Personality = 'none' | 'friendly' | 'pragmatic';
/** Deprecated: `friendly` and `pragmatic` no longer select a style. */
export const Personality: t.Type<Personality> = /* @__PURE__ */ rt.deferred('Personality', (n) =>
  rt.enumeration<Personality>(n, ['none', 'friendly', 'pragmatic']),
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
  /* @__PURE__ */ rt.deferred('ProcessExitedNotification', (n) =>
    rt.object<ProcessExitedNotification>(
      n,
      {
        exitCode: rt.integer,
        processHandle: rt.string,
        stderr: rt.string,
        stderrCapReached: rt.boolean,
        stdout: rt.string,
        stdoutCapReached: rt.boolean,
      },
      { outputDrainTimedOut: rt.nullable(rt.boolean) },
    ),
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
  /* @__PURE__ */ rt.deferred('ProcessOutputDeltaNotification', (n) =>
    rt.object<ProcessOutputDeltaNotification>(n, {
      capReached: rt.boolean,
      deltaBase64: rt.string,
      processHandle: rt.string,
      stream: ProcessOutputStream,
    }),
  );

/** Stream label for `process/outputDelta` notifications. */
export type ProcessOutputStream = 'stdout' | 'stderr';
/** Stream label for `process/outputDelta` notifications. */
export const ProcessOutputStream: t.Type<ProcessOutputStream> = /* @__PURE__ */ rt.deferred(
  'ProcessOutputStream',
  (n) => rt.enumeration<ProcessOutputStream>(n, ['stdout', 'stderr']),
);

/** PTY size in character cells for `process/spawn` PTY sessions. */
export type ProcessTerminalSize = {
  /** Terminal width in character cells. */
  cols: number;
  /** Terminal height in character cells. */
  rows: number;
};
/** PTY size in character cells for `process/spawn` PTY sessions. */
export const ProcessTerminalSize: t.Type<ProcessTerminalSize> = /* @__PURE__ */ rt.deferred(
  'ProcessTerminalSize',
  (n) => rt.object<ProcessTerminalSize>(n, { cols: rt.integer, rows: rt.integer }),
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
export const Project: t.Type<Project> = /* @__PURE__ */ rt.deferred('Project', (n) =>
  rt.object<Project>(
    n,
    {
      createdAt: rt.integer,
      id: rt.string,
      metadata: rt.record(rt.string),
      name: rt.string,
      roots: rt.array(ProjectRoot),
      updatedAt: rt.integer,
    },
    { recencyAt: rt.nullable(rt.integer) },
  ),
);

export type ProjectChangeType = 'created' | 'updated' | 'deleted';
export const ProjectChangeType: t.Type<ProjectChangeType> = /* @__PURE__ */ rt.deferred(
  'ProjectChangeType',
  (n) => rt.enumeration<ProjectChangeType>(n, ['created', 'updated', 'deleted']),
);

export type ProjectChangedNotification = {
  changeType: ProjectChangeType;
  projectId: string;
};
export const ProjectChangedNotification: t.Type<ProjectChangedNotification> =
  /* @__PURE__ */ rt.deferred('ProjectChangedNotification', (n) =>
    rt.object<ProjectChangedNotification>(n, {
      changeType: ProjectChangeType,
      projectId: rt.string,
    }),
  );

export type ProjectRoot = {
  path: AbsolutePathBuf;
};
export const ProjectRoot: t.Type<ProjectRoot> = /* @__PURE__ */ rt.deferred('ProjectRoot', (n) =>
  rt.object<ProjectRoot>(n, { path: AbsolutePathBuf }),
);

export type ProjectSortKey = 'position' | 'recencyAt';
export const ProjectSortKey: t.Type<ProjectSortKey> = /* @__PURE__ */ rt.deferred(
  'ProjectSortKey',
  (n) => rt.enumeration<ProjectSortKey>(n, ['position', 'recencyAt']),
);

export type PromptConfiguredHookHandler = {
  type: 'prompt';
};
export const PromptConfiguredHookHandler: t.Type<PromptConfiguredHookHandler> =
  /* @__PURE__ */ rt.deferred('PromptConfiguredHookHandler', (n) =>
    rt.object<PromptConfiguredHookHandler>(n, { type: rt.literal('prompt') }),
  );

export type QueuedSubmission = {
  clientUserMessageId: string;
  id: string;
  input: Array<UserInput>;
  /** Metadata retained with this input, including across reconnect and restoration. */
  responsesapiClientMetadata?: { [key: string]: string } | null;
};
export const QueuedSubmission: t.Type<QueuedSubmission> = /* @__PURE__ */ rt.deferred(
  'QueuedSubmission',
  (n) =>
    rt.object<QueuedSubmission>(
      n,
      { clientUserMessageId: rt.string, id: rt.string, input: rt.array(UserInput) },
      { responsesapiClientMetadata: rt.nullable(rt.record(rt.string)) },
    ),
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
  /* @__PURE__ */ rt.deferred('RawResponseCompletedNotification', (n) =>
    rt.object<RawResponseCompletedNotification>(
      n,
      { responseId: rt.string, threadId: rt.string, turnId: rt.string },
      {
        usage: rt.nullable(TokenUsageBreakdown),
        usageMetadata: rt.nullable(ResponseUsageMetadata),
      },
    ),
  );

export type RawResponseItemCompletedNotification = {
  item: ResponseItem;
  threadId: string;
  turnId: string;
};
export const RawResponseItemCompletedNotification: t.Type<RawResponseItemCompletedNotification> =
  /* @__PURE__ */ rt.deferred('RawResponseItemCompletedNotification', (n) =>
    rt.object<RawResponseItemCompletedNotification>(n, {
      item: ResponseItem,
      threadId: rt.string,
      turnId: rt.string,
    }),
  );

export type ReadOnlySandboxPolicy = {
  networkAccess?: boolean;
  type: 'readOnly';
};
export const ReadOnlySandboxPolicy: t.Type<ReadOnlySandboxPolicy> = /* @__PURE__ */ rt.deferred(
  'ReadOnlySandboxPolicy',
  (n) =>
    rt.object<ReadOnlySandboxPolicy>(
      n,
      { type: rt.literal('readOnly') },
      { networkAccess: rt.boolean },
    ),
);

export type RealtimeOutputModality = 'text' | 'audio';
export const RealtimeOutputModality: t.Type<RealtimeOutputModality> = /* @__PURE__ */ rt.deferred(
  'RealtimeOutputModality',
  (n) => rt.enumeration<RealtimeOutputModality>(n, ['text', 'audio']),
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
export const RealtimeVoice: t.Type<RealtimeVoice> = /* @__PURE__ */ rt.deferred(
  'RealtimeVoice',
  (n) =>
    rt.enumeration<RealtimeVoice>(n, [
      'alloy',
      'arbor',
      'ash',
      'aube',
      'ballad',
      'breeze',
      'bubbie',
      'cedar',
      'coral',
      'cove',
      'echo',
      'ember',
      'haetsal',
      'hanul',
      'himari',
      'juniper',
      'leher',
      'maple',
      'marin',
      'miko',
      'neer',
      'porto',
      'rindo',
      'rio',
      'rivage',
      'sage',
      'selva',
      'shimmer',
      'sol',
      'sonna',
      'spruce',
      'tinta',
      'vale',
      'verse',
      'viola',
    ]),
);

export type RealtimeVoicesList = {
  defaultV1: RealtimeVoice;
  defaultV2: RealtimeVoice;
  v1: Array<RealtimeVoice>;
  v2: Array<RealtimeVoice>;
  v3?: Array<RealtimeVoice>;
};
export const RealtimeVoicesList: t.Type<RealtimeVoicesList> = /* @__PURE__ */ rt.deferred(
  'RealtimeVoicesList',
  (n) =>
    rt.object<RealtimeVoicesList>(
      n,
      {
        defaultV1: RealtimeVoice,
        defaultV2: RealtimeVoice,
        v1: rt.array(RealtimeVoice),
        v2: rt.array(RealtimeVoice),
      },
      { v3: rt.array(RealtimeVoice) },
    ),
);

/** A non-empty reasoning effort value advertised by the model. */
export type ReasoningEffort = string;
/** A non-empty reasoning effort value advertised by the model. */
export const ReasoningEffort: t.Type<ReasoningEffort> = /* @__PURE__ */ rt.deferred(
  'ReasoningEffort',
  () => rt.typed<ReasoningEffort>(rt.string),
);

/** A summary of the reasoning performed by the model. This can be useful for debugging and understanding the model's reasoning process. See https://platform.openai.com/docs/guides/reasoning?api-mode=responses#reasoning-summaries */
export type ReasoningSummary = 'auto' | 'concise' | 'detailed' | 'none';
/** A summary of the reasoning performed by the model. This can be useful for debugging and understanding the model's reasoning process. See https://platform.openai.com/docs/guides/reasoning?api-mode=responses#reasoning-summaries */
export const ReasoningSummary: t.Type<ReasoningSummary> = /* @__PURE__ */ rt.deferred(
  'ReasoningSummary',
  (n) => rt.enumeration<ReasoningSummary>(n, ['auto', 'concise', 'detailed', 'none']),
);

export type RemoteControlConnectionStatus = 'disabled' | 'connecting' | 'connected' | 'errored';
export const RemoteControlConnectionStatus: t.Type<RemoteControlConnectionStatus> =
  /* @__PURE__ */ rt.deferred('RemoteControlConnectionStatus', (n) =>
    rt.enumeration<RemoteControlConnectionStatus>(n, [
      'disabled',
      'connecting',
      'connected',
      'errored',
    ]),
  );

export type RemoteControlDisableParams = {
  ephemeral?: boolean;
};
export const RemoteControlDisableParams: t.Type<RemoteControlDisableParams> =
  /* @__PURE__ */ rt.deferred('RemoteControlDisableParams', (n) =>
    rt.object<RemoteControlDisableParams>(n, {}, { ephemeral: rt.boolean }),
  );

export type RemoteControlEnableParams = {
  ephemeral?: boolean;
};
export const RemoteControlEnableParams: t.Type<RemoteControlEnableParams> =
  /* @__PURE__ */ rt.deferred('RemoteControlEnableParams', (n) =>
    rt.object<RemoteControlEnableParams>(n, {}, { ephemeral: rt.boolean }),
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
  /* @__PURE__ */ rt.deferred('RemoteControlStatusChangedNotification', (n) =>
    rt.object<RemoteControlStatusChangedNotification>(
      n,
      { installationId: rt.string, serverName: rt.string, status: RemoteControlConnectionStatus },
      { environmentId: rt.nullable(rt.string) },
    ),
  );

export type RequestPermissionProfile = {
  fileSystem?: AdditionalFileSystemPermissions | null;
  network?: AdditionalNetworkPermissions | null;
};
export const RequestPermissionProfile: t.Type<RequestPermissionProfile> =
  /* @__PURE__ */ rt.deferred('RequestPermissionProfile', (n) =>
    rt.object<RequestPermissionProfile>(
      n,
      {},
      {
        fileSystem: rt.nullable(AdditionalFileSystemPermissions),
        network: rt.nullable(AdditionalNetworkPermissions),
      },
    ),
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
export const ResponseItem: rt.TaggedUnionType<ResponseItem> = /* @__PURE__ */ rt.deferredTagged(
  'ResponseItem',
  (n) =>
    rt.taggedUnion<ResponseItem>(n, 'type', {
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
    }),
);

export type ReviewDelivery = 'inline';
export const ReviewDelivery: t.Type<ReviewDelivery> = /* @__PURE__ */ rt.deferred(
  'ReviewDelivery',
  () => rt.typed<ReviewDelivery>(rt.literal('inline')),
);

export type ReviewStartParams = {
  /** Reviews run inline on the supplied thread. Omit this field or pass `inline`. To review on a separate thread, start a thread first and use its id. */
  delivery?: ReviewDelivery | null;
  target: ReviewTarget;
  threadId: string;
};
export const ReviewStartParams: t.Type<ReviewStartParams> = /* @__PURE__ */ rt.deferred(
  'ReviewStartParams',
  (n) =>
    rt.object<ReviewStartParams>(
      n,
      { target: ReviewTarget, threadId: rt.string },
      { delivery: rt.nullable(ReviewDelivery) },
    ),
);

export type ReviewTarget =
  | UncommittedChangesReviewTarget
  | BaseBranchReviewTarget
  | CommitReviewTarget
  | CustomReviewTarget;
export const ReviewTarget: rt.TaggedUnionType<ReviewTarget> = /* @__PURE__ */ rt.deferredTagged(
  'ReviewTarget',
  (n) =>
    rt.taggedUnion<ReviewTarget>(n, 'type', {
      uncommittedChanges: UncommittedChangesReviewTarget,
      baseBranch: BaseBranchReviewTarget,
      commit: CommitReviewTarget,
      custom: CustomReviewTarget,
    }),
);

export type RootFileSystemSpecialPath = {
  kind: 'root';
};
export const RootFileSystemSpecialPath: t.Type<RootFileSystemSpecialPath> =
  /* @__PURE__ */ rt.deferred('RootFileSystemSpecialPath', (n) =>
    rt.object<RootFileSystemSpecialPath>(n, { kind: rt.literal('root') }),
  );

export type SandboxMode = 'read-only' | 'workspace-write' | 'danger-full-access';
export const SandboxMode: t.Type<SandboxMode> = /* @__PURE__ */ rt.deferred('SandboxMode', (n) =>
  rt.enumeration<SandboxMode>(n, ['read-only', 'workspace-write', 'danger-full-access']),
);

export type SandboxPolicy =
  | DangerFullAccessSandboxPolicy
  | ReadOnlySandboxPolicy
  | ExternalSandboxSandboxPolicy
  | WorkspaceWriteSandboxPolicy;
export const SandboxPolicy: rt.TaggedUnionType<SandboxPolicy> = /* @__PURE__ */ rt.deferredTagged(
  'SandboxPolicy',
  (n) =>
    rt.taggedUnion<SandboxPolicy>(n, 'type', {
      dangerFullAccess: DangerFullAccessSandboxPolicy,
      readOnly: ReadOnlySandboxPolicy,
      externalSandbox: ExternalSandboxSandboxPolicy,
      workspaceWrite: WorkspaceWriteSandboxPolicy,
    }),
);

/** A user-selected root that can expose one or more runtime capabilities. */
export type SelectedCapabilityRoot = {
  /** Stable identifier supplied by the capability selection platform. */
  id: string;
  /** Where the selected root can be resolved. */
  location: CapabilityRootLocation;
};
/** A user-selected root that can expose one or more runtime capabilities. */
export const SelectedCapabilityRoot: t.Type<SelectedCapabilityRoot> = /* @__PURE__ */ rt.deferred(
  'SelectedCapabilityRoot',
  (n) => rt.object<SelectedCapabilityRoot>(n, { id: rt.string, location: CapabilityRootLocation }),
);

export type ServerDiagnosticsGauge = {
  name: string;
  value: number;
};
export const ServerDiagnosticsGauge: t.Type<ServerDiagnosticsGauge> = /* @__PURE__ */ rt.deferred(
  'ServerDiagnosticsGauge',
  (n) => rt.object<ServerDiagnosticsGauge>(n, { name: rt.string, value: rt.integer }),
);

export type ServerDiagnosticsProcess = {
  id: number;
  physicalFootprintBytes?: number | null;
  residentMemoryBytes?: number | null;
};
export const ServerDiagnosticsProcess: t.Type<ServerDiagnosticsProcess> =
  /* @__PURE__ */ rt.deferred('ServerDiagnosticsProcess', (n) =>
    rt.object<ServerDiagnosticsProcess>(
      n,
      { id: rt.integer },
      {
        physicalFootprintBytes: rt.nullable(rt.integer),
        residentMemoryBytes: rt.nullable(rt.integer),
      },
    ),
  );

export type ServerRequestResolvedNotification = {
  requestId: RequestId;
  threadId: string;
};
export const ServerRequestResolvedNotification: t.Type<ServerRequestResolvedNotification> =
  /* @__PURE__ */ rt.deferred('ServerRequestResolvedNotification', (n) =>
    rt.object<ServerRequestResolvedNotification>(n, { requestId: RequestId, threadId: rt.string }),
  );

export type SkillDependencies = {
  tools: Array<SkillToolDependency>;
};
export const SkillDependencies: t.Type<SkillDependencies> = /* @__PURE__ */ rt.deferred(
  'SkillDependencies',
  (n) => rt.object<SkillDependencies>(n, { tools: rt.array(SkillToolDependency) }),
);

export type SkillErrorInfo = {
  message: string;
  path: string;
};
export const SkillErrorInfo: t.Type<SkillErrorInfo> = /* @__PURE__ */ rt.deferred(
  'SkillErrorInfo',
  (n) => rt.object<SkillErrorInfo>(n, { message: rt.string, path: rt.string }),
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
export const SkillInterface: t.Type<SkillInterface> = /* @__PURE__ */ rt.deferred(
  'SkillInterface',
  (n) =>
    rt.object<SkillInterface>(
      n,
      {},
      {
        brandColor: rt.nullable(rt.string),
        defaultPrompt: rt.nullable(rt.string),
        displayName: rt.nullable(rt.string),
        iconLarge: rt.nullable(AbsolutePathBuf),
        iconLargeUrl: rt.nullable(rt.string),
        iconSmall: rt.nullable(AbsolutePathBuf),
        iconSmallUrl: rt.nullable(rt.string),
        shortDescription: rt.nullable(rt.string),
      },
    ),
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
export const SkillMetadata: t.Type<SkillMetadata> = /* @__PURE__ */ rt.deferred(
  'SkillMetadata',
  (n) =>
    rt.object<SkillMetadata>(
      n,
      {
        description: rt.string,
        enabled: rt.boolean,
        name: rt.string,
        path: LegacyAppPathString,
        scope: SkillScope,
      },
      {
        dependencies: rt.nullable(SkillDependencies),
        interface: rt.nullable(SkillInterface),
        pluginId: rt.nullable(rt.string),
        shortDescription: rt.nullable(rt.string),
      },
    ),
);

export type SkillScope = 'user' | 'repo' | 'system' | 'admin';
export const SkillScope: t.Type<SkillScope> = /* @__PURE__ */ rt.deferred('SkillScope', (n) =>
  rt.enumeration<SkillScope>(n, ['user', 'repo', 'system', 'admin']),
);

export type SkillToolDependency = {
  command?: string | null;
  description?: string | null;
  transport?: string | null;
  type: string;
  url?: string | null;
  value: string;
};
export const SkillToolDependency: t.Type<SkillToolDependency> = /* @__PURE__ */ rt.deferred(
  'SkillToolDependency',
  (n) =>
    rt.object<SkillToolDependency>(
      n,
      { type: rt.string, value: rt.string },
      {
        command: rt.nullable(rt.string),
        description: rt.nullable(rt.string),
        transport: rt.nullable(rt.string),
        url: rt.nullable(rt.string),
      },
    ),
);

export type SkillUserInput = {
  name: string;
  path: string;
  type: 'skill';
};
export const SkillUserInput: t.Type<SkillUserInput> = /* @__PURE__ */ rt.deferred(
  'SkillUserInput',
  (n) =>
    rt.object<SkillUserInput>(n, { name: rt.string, path: rt.string, type: rt.literal('skill') }),
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
  /* @__PURE__ */ rt.deferred('SkillsChangedNotification', () =>
    rt.typed<SkillsChangedNotification>(rt.record(rt.unknownValue)),
  );

export type SkillsConfigWriteParams = {
  enabled: boolean;
  /** Name-based selector. */
  name?: string | null;
  /** Path-based selector. */
  path?: AbsolutePathBuf | null;
};
export const SkillsConfigWriteParams: t.Type<SkillsConfigWriteParams> = /* @__PURE__ */ rt.deferred(
  'SkillsConfigWriteParams',
  (n) =>
    rt.object<SkillsConfigWriteParams>(
      n,
      { enabled: rt.boolean },
      { name: rt.nullable(rt.string), path: rt.nullable(AbsolutePathBuf) },
    ),
);

export type SkillsConfigWriteResponse = {
  effectiveEnabled: boolean;
};
export const SkillsConfigWriteResponse: t.Type<SkillsConfigWriteResponse> =
  /* @__PURE__ */ rt.deferred('SkillsConfigWriteResponse', (n) =>
    rt.object<SkillsConfigWriteResponse>(n, { effectiveEnabled: rt.boolean }),
  );

export type SkillsExtraRootsSetParams = {
  extraRoots: Array<AbsolutePathBuf>;
};
export const SkillsExtraRootsSetParams: t.Type<SkillsExtraRootsSetParams> =
  /* @__PURE__ */ rt.deferred('SkillsExtraRootsSetParams', (n) =>
    rt.object<SkillsExtraRootsSetParams>(n, { extraRoots: rt.array(AbsolutePathBuf) }),
  );

export type SkillsExtraRootsSetResponse = { [key: string]: unknown };
export const SkillsExtraRootsSetResponse: t.Type<SkillsExtraRootsSetResponse> =
  /* @__PURE__ */ rt.deferred('SkillsExtraRootsSetResponse', () =>
    rt.typed<SkillsExtraRootsSetResponse>(rt.record(rt.unknownValue)),
  );

export type SkillsListEntry = {
  cwd: string;
  errors: Array<SkillErrorInfo>;
  skills: Array<SkillMetadata>;
};
export const SkillsListEntry: t.Type<SkillsListEntry> = /* @__PURE__ */ rt.deferred(
  'SkillsListEntry',
  (n) =>
    rt.object<SkillsListEntry>(n, {
      cwd: rt.string,
      errors: rt.array(SkillErrorInfo),
      skills: rt.array(SkillMetadata),
    }),
);

export type SkillsListParams = {
  /** When empty, defaults to the current session working directory. */
  cwds?: Array<string>;
  /** When true, bypass the skills cache and re-scan skills from disk. */
  forceReload?: boolean;
};
export const SkillsListParams: t.Type<SkillsListParams> = /* @__PURE__ */ rt.deferred(
  'SkillsListParams',
  (n) => rt.object<SkillsListParams>(n, {}, { cwds: rt.array(rt.string), forceReload: rt.boolean }),
);

export type SkillsListResponse = {
  data: Array<SkillsListEntry>;
};
export const SkillsListResponse: t.Type<SkillsListResponse> = /* @__PURE__ */ rt.deferred(
  'SkillsListResponse',
  (n) => rt.object<SkillsListResponse>(n, { data: rt.array(SkillsListEntry) }),
);

export type SlashTmpFileSystemSpecialPath = {
  kind: 'slash_tmp';
};
export const SlashTmpFileSystemSpecialPath: t.Type<SlashTmpFileSystemSpecialPath> =
  /* @__PURE__ */ rt.deferred('SlashTmpFileSystemSpecialPath', (n) =>
    rt.object<SlashTmpFileSystemSpecialPath>(n, { kind: rt.literal('slash_tmp') }),
  );

export type SpecialFileSystemPath = {
  type: 'special';
  value: FileSystemSpecialPath;
};
export const SpecialFileSystemPath: t.Type<SpecialFileSystemPath> = /* @__PURE__ */ rt.deferred(
  'SpecialFileSystemPath',
  (n) =>
    rt.object<SpecialFileSystemPath>(n, {
      type: rt.literal('special'),
      value: FileSystemSpecialPath,
    }),
);

export type StrictReviewRequiredNotification = {
  /** Unix timestamp (in milliseconds) when this review started. */
  startedAtMs: number;
  threadId: string;
  turnId: string;
};
export const StrictReviewRequiredNotification: t.Type<StrictReviewRequiredNotification> =
  /* @__PURE__ */ rt.deferred('StrictReviewRequiredNotification', (n) =>
    rt.object<StrictReviewRequiredNotification>(n, {
      startedAtMs: rt.integer,
      threadId: rt.string,
      turnId: rt.string,
    }),
  );

export type TextElement = {
  /** Byte range in the parent `text` buffer that this element occupies. */
  byteRange: ByteRange;
  /** Optional human-readable placeholder for the element, displayed in the UI. */
  placeholder?: string | null;
};
export const TextElement: t.Type<TextElement> = /* @__PURE__ */ rt.deferred('TextElement', (n) =>
  rt.object<TextElement>(n, { byteRange: ByteRange }, { placeholder: rt.nullable(rt.string) }),
);

export type TextUserInput = {
  text: string;
  /** UI-defined spans within `text` used to render or persist special elements. */
  text_elements?: Array<TextElement>;
  type: 'text';
};
export const TextUserInput: t.Type<TextUserInput> = /* @__PURE__ */ rt.deferred(
  'TextUserInput',
  (n) =>
    rt.object<TextUserInput>(
      n,
      { text: rt.string, type: rt.literal('text') },
      { text_elements: rt.array(TextElement) },
    ),
);

export type TmpdirFileSystemSpecialPath = {
  kind: 'tmpdir';
};
export const TmpdirFileSystemSpecialPath: t.Type<TmpdirFileSystemSpecialPath> =
  /* @__PURE__ */ rt.deferred('TmpdirFileSystemSpecialPath', (n) =>
    rt.object<TmpdirFileSystemSpecialPath>(n, { kind: rt.literal('tmpdir') }),
  );

export type TokenUsageBreakdown = {
  cacheWriteInputTokens?: number;
  cachedInputTokens: number;
  inputTokens: number;
  outputTokens: number;
  reasoningOutputTokens: number;
  totalTokens: number;
};
export const TokenUsageBreakdown: t.Type<TokenUsageBreakdown> = /* @__PURE__ */ rt.deferred(
  'TokenUsageBreakdown',
  (n) =>
    rt.object<TokenUsageBreakdown>(
      n,
      {
        cachedInputTokens: rt.integer,
        inputTokens: rt.integer,
        outputTokens: rt.integer,
        reasoningOutputTokens: rt.integer,
        totalTokens: rt.integer,
      },
      { cacheWriteInputTokens: rt.integer },
    ),
);

/** Review the working tree: staged, unstaged, and untracked files. */
export type UncommittedChangesReviewTarget = {
  type: 'uncommittedChanges';
};
/** Review the working tree: staged, unstaged, and untracked files. */
export const UncommittedChangesReviewTarget: t.Type<UncommittedChangesReviewTarget> =
  /* @__PURE__ */ rt.deferred('UncommittedChangesReviewTarget', (n) =>
    rt.object<UncommittedChangesReviewTarget>(n, { type: rt.literal('uncommittedChanges') }),
  );

export type UpdatePatchChangeKind = {
  move_path?: string | null;
  type: 'update';
};
export const UpdatePatchChangeKind: t.Type<UpdatePatchChangeKind> = /* @__PURE__ */ rt.deferred(
  'UpdatePatchChangeKind',
  (n) =>
    rt.object<UpdatePatchChangeKind>(
      n,
      { type: rt.literal('update') },
      { move_path: rt.nullable(rt.string) },
    ),
);

export type UrlUserInput = {
  url: string;
};
export const UrlUserInput: t.Type<UrlUserInput> = /* @__PURE__ */ rt.deferred('UrlUserInput', (n) =>
  rt.object<UrlUserInput>(n, { url: rt.string }),
);

export type UserInput =
  | TextUserInput
  | ImageUserInput
  | LocalImageUserInput
  | AudioUserInput
  | LocalAudioUserInput
  | SkillUserInput
  | MentionUserInput;
export const UserInput: rt.TaggedUnionType<UserInput> = /* @__PURE__ */ rt.deferredTagged(
  'UserInput',
  (n) =>
    rt.taggedUnion<UserInput>(n, 'type', {
      text: TextUserInput,
      image: ImageUserInput,
      localImage: LocalImageUserInput,
      audio: AudioUserInput,
      localAudio: LocalAudioUserInput,
      skill: SkillUserInput,
      mention: MentionUserInput,
    }),
);

export type WarningNotification = {
  /** Concise warning message for the user. */
  message: string;
  /** Optional thread target when the warning applies to a specific thread. */
  threadId?: string | null;
};
export const WarningNotification: t.Type<WarningNotification> = /* @__PURE__ */ rt.deferred(
  'WarningNotification',
  (n) =>
    rt.object<WarningNotification>(n, { message: rt.string }, { threadId: rt.nullable(rt.string) }),
);

export type WindowsSandboxReadiness = 'ready' | 'notConfigured' | 'updateRequired';
export const WindowsSandboxReadiness: t.Type<WindowsSandboxReadiness> = /* @__PURE__ */ rt.deferred(
  'WindowsSandboxReadiness',
  (n) => rt.enumeration<WindowsSandboxReadiness>(n, ['ready', 'notConfigured', 'updateRequired']),
);

export type WindowsSandboxReadinessResponse = {
  status: WindowsSandboxReadiness;
};
export const WindowsSandboxReadinessResponse: t.Type<WindowsSandboxReadinessResponse> =
  /* @__PURE__ */ rt.deferred('WindowsSandboxReadinessResponse', (n) =>
    rt.object<WindowsSandboxReadinessResponse>(n, { status: WindowsSandboxReadiness }),
  );

export type WindowsSandboxSetupCompletedNotification = {
  error?: string | null;
  mode: WindowsSandboxSetupMode;
  success: boolean;
};
export const WindowsSandboxSetupCompletedNotification: t.Type<WindowsSandboxSetupCompletedNotification> =
  /* @__PURE__ */ rt.deferred('WindowsSandboxSetupCompletedNotification', (n) =>
    rt.object<WindowsSandboxSetupCompletedNotification>(
      n,
      { mode: WindowsSandboxSetupMode, success: rt.boolean },
      { error: rt.nullable(rt.string) },
    ),
  );

export type WindowsSandboxSetupMode = 'elevated' | 'unelevated';
export const WindowsSandboxSetupMode: t.Type<WindowsSandboxSetupMode> = /* @__PURE__ */ rt.deferred(
  'WindowsSandboxSetupMode',
  (n) => rt.enumeration<WindowsSandboxSetupMode>(n, ['elevated', 'unelevated']),
);

export type WindowsSandboxSetupStartParams = {
  cwd?: AbsolutePathBuf | null;
  mode: WindowsSandboxSetupMode;
};
export const WindowsSandboxSetupStartParams: t.Type<WindowsSandboxSetupStartParams> =
  /* @__PURE__ */ rt.deferred('WindowsSandboxSetupStartParams', (n) =>
    rt.object<WindowsSandboxSetupStartParams>(
      n,
      { mode: WindowsSandboxSetupMode },
      { cwd: rt.nullable(AbsolutePathBuf) },
    ),
  );

export type WindowsSandboxSetupStartResponse = {
  started: boolean;
};
export const WindowsSandboxSetupStartResponse: t.Type<WindowsSandboxSetupStartResponse> =
  /* @__PURE__ */ rt.deferred('WindowsSandboxSetupStartResponse', (n) =>
    rt.object<WindowsSandboxSetupStartResponse>(n, { started: rt.boolean }),
  );

export type WindowsWorldWritableWarningNotification = {
  extraCount: number;
  failedScan: boolean;
  samplePaths: Array<string>;
};
export const WindowsWorldWritableWarningNotification: t.Type<WindowsWorldWritableWarningNotification> =
  /* @__PURE__ */ rt.deferred('WindowsWorldWritableWarningNotification', (n) =>
    rt.object<WindowsWorldWritableWarningNotification>(n, {
      extraCount: rt.integer,
      failedScan: rt.boolean,
      samplePaths: rt.array(rt.string),
    }),
  );

export type WorkspaceRouting = {
  accountRoutingOverride: AccountRoutingOverride;
  backendOrigin: string;
  chatgptAccountId: string;
};
export const WorkspaceRouting: t.Type<WorkspaceRouting> = /* @__PURE__ */ rt.deferred(
  'WorkspaceRouting',
  (n) =>
    rt.object<WorkspaceRouting>(n, {
      accountRoutingOverride: AccountRoutingOverride,
      backendOrigin: rt.string,
      chatgptAccountId: rt.string,
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
  /* @__PURE__ */ rt.deferred('WorkspaceWriteSandboxPolicy', (n) =>
    rt.object<WorkspaceWriteSandboxPolicy>(
      n,
      { type: rt.literal('workspaceWrite') },
      {
        excludeSlashTmp: rt.boolean,
        excludeTmpdirEnvVar: rt.boolean,
        networkAccess: rt.boolean,
        writableRoots: rt.array(AbsolutePathBuf),
      },
    ),
  );
