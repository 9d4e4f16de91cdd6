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
  AccountUpdateReason,
  AmazonBedrockAccount,
  ApiKeyAccount,
  AuthMode,
  GatewayOAuthLoginParams,
  GatewayOAuthReadParams,
  GcpAccount,
} from './account.js';
import { AppLinksConfig, AppToolApproval, AppToolsConfig, ToolExposureSurface } from './app.js';
import {
  FileSystemAccessMode,
  GlobPatternFileSystemPath,
  MinimalFileSystemSpecialPath,
  RootFileSystemSpecialPath,
  SlashTmpFileSystemSpecialPath,
  TmpdirFileSystemSpecialPath,
} from './file.js';
import {
  GetAccountRateLimitsParams,
  GetAccountTokenUsageParams,
  RateLimitResetCreditsSummary,
} from './get.js';
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

export type Account = ApiKeyAccount | ChatgptAccount | AmazonBedrockAccount | GcpAccount;
export const Account: rt.TaggedUnionType<Account> = /* @__PURE__ */ rt.deferredTagged(
  'Account',
  () =>
    rt.taggedUnion<Account>('Account', 'type', {
      apiKey: rt.ref('ApiKeyAccount', () => ApiKeyAccount),
      chatgpt: rt.ref('ChatgptAccount', () => ChatgptAccount),
      amazonBedrock: rt.ref('AmazonBedrockAccount', () => AmazonBedrockAccount),
      gcp: rt.ref('GcpAccount', () => GcpAccount),
    }),
);

/**
 * Sparse rolling rate-limit update.
 *
 * Clients should merge available values into the most recent `account/rateLimits/read` response or refetch that snapshot. Nullable account metadata may be unavailable in a rolling update and does not clear a previously observed value.
 */
export type AccountRateLimitsUpdatedNotification = {
  rateLimits: RateLimitSnapshot;
};
/**
 * Sparse rolling rate-limit update.
 *
 * Clients should merge available values into the most recent `account/rateLimits/read` response or refetch that snapshot. Nullable account metadata may be unavailable in a rolling update and does not clear a previously observed value.
 */
export const AccountRateLimitsUpdatedNotification: t.Type<AccountRateLimitsUpdatedNotification> =
  /* @__PURE__ */ rt.deferred('AccountRateLimitsUpdatedNotification', () =>
    rt.object<AccountRateLimitsUpdatedNotification>('AccountRateLimitsUpdatedNotification', {
      rateLimits: rt.ref('RateLimitSnapshot', () => RateLimitSnapshot),
    }),
  );

export type AccountUpdatedNotification = {
  authMode?: AuthMode | null;
  planType?: PlanType | null;
  /** Set when initial routing discovery completes for the same authenticated owner. */
  reason?: AccountUpdateReason | null;
};
export const AccountUpdatedNotification: t.Type<AccountUpdatedNotification> =
  /* @__PURE__ */ rt.deferred('AccountUpdatedNotification', () =>
    rt.object<AccountUpdatedNotification>(
      'AccountUpdatedNotification',
      {},
      {
        authMode: rt.nullable(rt.ref('AuthMode', () => AuthMode)),
        planType: rt.nullable(rt.ref('PlanType', () => PlanType)),
        reason: rt.nullable(rt.ref('AccountUpdateReason', () => AccountUpdateReason)),
      },
    ),
  );

export type AdditionalContextEntry = {
  kind: AdditionalContextKind;
  /** Optional name for untrusted context, used to label its tool output. */
  name?: string | null;
  value: string;
};
export const AdditionalContextEntry: t.Type<AdditionalContextEntry> = /* @__PURE__ */ rt.deferred(
  'AdditionalContextEntry',
  () =>
    rt.object<AdditionalContextEntry>(
      'AdditionalContextEntry',
      { kind: rt.ref('AdditionalContextKind', () => AdditionalContextKind), value: rt.string },
      { name: rt.nullable(rt.string) },
    ),
);

export type AdditionalContextKind = 'untrusted' | 'application';
export const AdditionalContextKind: t.Type<AdditionalContextKind> = /* @__PURE__ */ rt.deferred(
  'AdditionalContextKind',
  () =>
    rt.enumeration<AdditionalContextKind>('AdditionalContextKind', ['untrusted', 'application']),
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
  /* @__PURE__ */ rt.deferred('AdditionalFileSystemPermissions', () =>
    rt.object<AdditionalFileSystemPermissions>(
      'AdditionalFileSystemPermissions',
      {},
      {
        entries: rt.nullable(
          rt.array(rt.ref('FileSystemSandboxEntry', () => FileSystemSandboxEntry)),
        ),
        globScanMaxDepth: rt.nullable(rt.integer),
        read: rt.nullable(rt.array(rt.ref('LegacyAppPathString', () => LegacyAppPathString))),
        write: rt.nullable(rt.array(rt.ref('LegacyAppPathString', () => LegacyAppPathString))),
      },
    ),
  );

export type AdditionalNetworkPermissions = {
  enabled?: boolean | null;
};
export const AdditionalNetworkPermissions: t.Type<AdditionalNetworkPermissions> =
  /* @__PURE__ */ rt.deferred('AdditionalNetworkPermissions', () =>
    rt.object<AdditionalNetworkPermissions>(
      'AdditionalNetworkPermissions',
      {},
      { enabled: rt.nullable(rt.boolean) },
    ),
  );

export type AdditionalPermissionProfile = {
  fileSystem?: AdditionalFileSystemPermissions | null;
  /** Partial overlay used for per-command permission requests. */
  network?: AdditionalNetworkPermissions | null;
};
export const AdditionalPermissionProfile: t.Type<AdditionalPermissionProfile> =
  /* @__PURE__ */ rt.deferred('AdditionalPermissionProfile', () =>
    rt.object<AdditionalPermissionProfile>(
      'AdditionalPermissionProfile',
      {},
      {
        fileSystem: rt.nullable(
          rt.ref('AdditionalFileSystemPermissions', () => AdditionalFileSystemPermissions),
        ),
        network: rt.nullable(
          rt.ref('AdditionalNetworkPermissions', () => AdditionalNetworkPermissions),
        ),
      },
    ),
  );

export type AgentConfiguredHookHandler = {
  type: 'agent';
};
export const AgentConfiguredHookHandler: t.Type<AgentConfiguredHookHandler> =
  /* @__PURE__ */ rt.deferred('AgentConfiguredHookHandler', () =>
    rt.object<AgentConfiguredHookHandler>('AgentConfiguredHookHandler', {
      type: rt.literal('agent'),
    }),
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
export const AppConfig: t.Type<AppConfig> = /* @__PURE__ */ rt.deferred('AppConfig', () =>
  rt.object<AppConfig>(
    'AppConfig',
    {},
    {
      approvals_reviewer: rt.nullable(rt.ref('ApprovalsReviewer', () => ApprovalsReviewer)),
      default_tools_approval_mode: rt.nullable(rt.ref('AppToolApproval', () => AppToolApproval)),
      default_tools_enabled: rt.nullable(rt.boolean),
      destructive_enabled: rt.nullable(rt.boolean),
      enabled: rt.boolean,
      links: rt.nullable(rt.ref('AppLinksConfig', () => AppLinksConfig)),
      omit_tools_from: rt.nullable(
        rt.array(rt.ref('ToolExposureSurface', () => ToolExposureSurface)),
      ),
      open_world_enabled: rt.nullable(rt.boolean),
      tools: rt.nullable(rt.ref('AppToolsConfig', () => AppToolsConfig)),
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
  () =>
    rt.object<AppLinkConfig>(
      'AppLinkConfig',
      {},
      {
        approvals_reviewer: rt.nullable(rt.ref('ApprovalsReviewer', () => ApprovalsReviewer)),
        default_tools_approval_mode: rt.nullable(rt.ref('AppToolApproval', () => AppToolApproval)),
      },
    ),
);

export type ApplicationNetworkRequirements = {
  domains: { [key: string]: NetworkDomainPermission };
  /** When enabled, only explicitly allowed exact domains may be contacted. */
  enabled: boolean;
};
export const ApplicationNetworkRequirements: t.Type<ApplicationNetworkRequirements> =
  /* @__PURE__ */ rt.deferred('ApplicationNetworkRequirements', () =>
    rt.object<ApplicationNetworkRequirements>('ApplicationNetworkRequirements', {
      domains: rt.record(rt.ref('NetworkDomainPermission', () => NetworkDomainPermission)),
      enabled: rt.boolean,
    }),
  );

export type ApplicationRequirements = {
  network?: ApplicationNetworkRequirements | null;
  storage?: ApplicationStorageRequirements | null;
};
export const ApplicationRequirements: t.Type<ApplicationRequirements> = /* @__PURE__ */ rt.deferred(
  'ApplicationRequirements',
  () =>
    rt.object<ApplicationRequirements>(
      'ApplicationRequirements',
      {},
      {
        network: rt.nullable(
          rt.ref('ApplicationNetworkRequirements', () => ApplicationNetworkRequirements),
        ),
        storage: rt.nullable(
          rt.ref('ApplicationStorageRequirements', () => ApplicationStorageRequirements),
        ),
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
  /* @__PURE__ */ rt.deferred('ApplicationStorageRequirements', () =>
    rt.object<ApplicationStorageRequirements>(
      'ApplicationStorageRequirements',
      {},
      {
        defaultProjectParent: rt.nullable(rt.ref('LegacyAppPathString', () => LegacyAppPathString)),
        projectlessWorkspaceRoot: rt.nullable(
          rt.ref('LegacyAppPathString', () => LegacyAppPathString),
        ),
      },
    ),
  );

/** Configures who approval requests are routed to for review. Examples include sandbox escapes, blocked network access, MCP approval prompts, and ARC escalations. Defaults to `user`. `auto_review` uses a carefully prompted subagent to gather relevant context and apply a risk-based decision framework before approving or denying the request. The legacy value `guardian_subagent` is accepted for compatibility. */
export type ApprovalsReviewer = 'user' | 'auto_review' | 'guardian_subagent';
/** Configures who approval requests are routed to for review. Examples include sandbox escapes, blocked network access, MCP approval prompts, and ARC escalations. Defaults to `user`. `auto_review` uses a carefully prompted subagent to gather relevant context and apply a risk-based decision framework before approving or denying the request. The legacy value `guardian_subagent` is accepted for compatibility. */
export const ApprovalsReviewer: t.Type<ApprovalsReviewer> = /* @__PURE__ */ rt.deferred(
  'ApprovalsReviewer',
  () =>
    rt.enumeration<ApprovalsReviewer>('ApprovalsReviewer', [
      'user',
      'auto_review',
      'guardian_subagent',
    ]),
);

export type AppsConfig = {
  _default?: AppsDefaultConfig | null;
};
export const AppsConfig: t.Type<AppsConfig> = /* @__PURE__ */ rt.deferred('AppsConfig', () =>
  rt.object<AppsConfig>(
    'AppsConfig',
    {},
    { _default: rt.nullable(rt.ref('AppsDefaultConfig', () => AppsDefaultConfig)) },
  ),
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
  () =>
    rt.object<AppsDefaultConfig>(
      'AppsDefaultConfig',
      {},
      {
        approvals_reviewer: rt.nullable(rt.ref('ApprovalsReviewer', () => ApprovalsReviewer)),
        default_tools_approval_mode: rt.nullable(rt.ref('AppToolApproval', () => AppToolApproval)),
        destructive_enabled: rt.boolean,
        enabled: rt.boolean,
        open_world_enabled: rt.boolean,
      },
    ),
);

export type AskForApproval = 'untrusted' | 'on-request' | 'never' | GranularAskForApproval;
export const AskForApproval: t.Type<AskForApproval> = /* @__PURE__ */ rt.deferred(
  'AskForApproval',
  () =>
    rt.union<AskForApproval>('AskForApproval', [
      rt.enumeration('AskForApproval|0', ['untrusted', 'on-request', 'never']),
      rt.ref('GranularAskForApproval', () => GranularAskForApproval),
    ]),
);

export type AudioUrlFunctionCallOutputContentItem = {
  audio_url: string;
};
export const AudioUrlFunctionCallOutputContentItem: t.Type<AudioUrlFunctionCallOutputContentItem> =
  /* @__PURE__ */ rt.deferred('AudioUrlFunctionCallOutputContentItem', () =>
    rt.object<AudioUrlFunctionCallOutputContentItem>('AudioUrlFunctionCallOutputContentItem', {
      audio_url: rt.string,
    }),
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
  () =>
    rt.intersection<AudioUserInput>('AudioUserInput', [
      rt.object('AudioUserInput', { type: rt.literal('audio') }),
      rt.union('AudioUserInput', [
        rt.object('AudioUserInput|0', { url: rt.string }),
        rt.object('AudioUserInput|1', { fileId: rt.string }),
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
  () =>
    rt.object<BaseBranchReviewTarget>('BaseBranchReviewTarget', {
      branch: rt.string,
      type: rt.literal('baseBranch'),
    }),
);

export type ByteRange = {
  end: number;
  start: number;
};
export const ByteRange: t.Type<ByteRange> = /* @__PURE__ */ rt.deferred('ByteRange', () =>
  rt.object<ByteRange>('ByteRange', { end: rt.integer, start: rt.integer }),
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
  () =>
    rt.object<CapabilityRootLocation>('CapabilityRootLocation', {
      environmentId: rt.string,
      path: rt.string,
      type: rt.literal('environment'),
    }),
);

export type ChatgptAccount = {
  email: string | null;
  planType: PlanType;
  type: 'chatgpt';
  /** Display name of the selected ChatGPT workspace, when available. */
  workspaceName?: string | null;
};
export const ChatgptAccount: t.Type<ChatgptAccount> = /* @__PURE__ */ rt.deferred(
  'ChatgptAccount',
  () =>
    rt.object<ChatgptAccount>(
      'ChatgptAccount',
      {
        email: rt.nullable(rt.string),
        planType: rt.ref('PlanType', () => PlanType),
        type: rt.literal('chatgpt'),
      },
      { workspaceName: rt.nullable(rt.string) },
    ),
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
  () =>
    rt.object<CollaborationModeMask>(
      'CollaborationModeMask',
      { name: rt.string },
      {
        mode: rt.nullable(rt.ref('ModeKind', () => ModeKind)),
        model: rt.nullable(rt.string),
        reasoning_effort: rt.nullable(rt.ref('ReasoningEffort', () => ReasoningEffort)),
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
  /* @__PURE__ */ rt.deferred('CommandConfiguredHookHandler', () =>
    rt.object<CommandConfiguredHookHandler>(
      'CommandConfiguredHookHandler',
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
  () =>
    rt.object<CommitReviewTarget>(
      'CommitReviewTarget',
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
  () =>
    rt.object<ConfigurationReasoning>('ConfigurationReasoning', {
      effort: rt.ref('ReasoningEffort', () => ReasoningEffort),
    }),
);

/** A durable input control interpreted by the backend at its position in history. */
export type ConfigurationUpdateResponseItem = {
  reasoning: ConfigurationReasoning;
  type: 'configuration_update';
};
/** A durable input control interpreted by the backend at its position in history. */
export const ConfigurationUpdateResponseItem: t.Type<ConfigurationUpdateResponseItem> =
  /* @__PURE__ */ rt.deferred('ConfigurationUpdateResponseItem', () =>
    rt.object<ConfigurationUpdateResponseItem>('ConfigurationUpdateResponseItem', {
      reasoning: rt.ref('ConfigurationReasoning', () => ConfigurationReasoning),
      type: rt.literal('configuration_update'),
    }),
  );

export type ConfiguredHookHandler =
  | CommandConfiguredHookHandler
  | McpToolConfiguredHookHandler
  | PromptConfiguredHookHandler
  | AgentConfiguredHookHandler;
export const ConfiguredHookHandler: rt.TaggedUnionType<ConfiguredHookHandler> =
  /* @__PURE__ */ rt.deferredTagged('ConfiguredHookHandler', () =>
    rt.taggedUnion<ConfiguredHookHandler>('ConfiguredHookHandler', 'type', {
      command: rt.ref('CommandConfiguredHookHandler', () => CommandConfiguredHookHandler),
      mcp_tool: rt.ref('McpToolConfiguredHookHandler', () => McpToolConfiguredHookHandler),
      prompt: rt.ref('PromptConfiguredHookHandler', () => PromptConfiguredHookHandler),
      agent: rt.ref('AgentConfiguredHookHandler', () => AgentConfiguredHookHandler),
    }),
  );

export type ConfiguredHookMatcherGroup = {
  hooks: Array<ConfiguredHookHandler>;
  matcher?: string | null;
};
export const ConfiguredHookMatcherGroup: t.Type<ConfiguredHookMatcherGroup> =
  /* @__PURE__ */ rt.deferred('ConfiguredHookMatcherGroup', () =>
    rt.object<ConfiguredHookMatcherGroup>(
      'ConfiguredHookMatcherGroup',
      { hooks: rt.array(rt.ref('ConfiguredHookHandler', () => ConfiguredHookHandler)) },
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
  () =>
    rt.taggedUnion<ContentItem>('ContentItem', 'type', {
      input_text: rt.ref('InputTextContentItem', () => InputTextContentItem),
      input_image: rt.ref('InputImageContentItem', () => InputImageContentItem),
      input_audio: rt.ref('InputAudioContentItem', () => InputAudioContentItem),
      output_text: rt.ref('OutputTextContentItem', () => OutputTextContentItem),
    }),
);

export type CreditsSnapshot = {
  balance?: string | null;
  hasCredits: boolean;
  unlimited: boolean;
};
export const CreditsSnapshot: t.Type<CreditsSnapshot> = /* @__PURE__ */ rt.deferred(
  'CreditsSnapshot',
  () =>
    rt.object<CreditsSnapshot>(
      'CreditsSnapshot',
      { hasCredits: rt.boolean, unlimited: rt.boolean },
      { balance: rt.nullable(rt.string) },
    ),
);

export type CustomMultiAgentMode = {
  custom: string;
};
export const CustomMultiAgentMode: t.Type<CustomMultiAgentMode> = /* @__PURE__ */ rt.deferred(
  'CustomMultiAgentMode',
  () => rt.object<CustomMultiAgentMode>('CustomMultiAgentMode', { custom: rt.string }),
);

/** Arbitrary instructions, equivalent to the old free-form prompt. */
export type CustomReviewTarget = {
  instructions: string;
  type: 'custom';
};
/** Arbitrary instructions, equivalent to the old free-form prompt. */
export const CustomReviewTarget: t.Type<CustomReviewTarget> = /* @__PURE__ */ rt.deferred(
  'CustomReviewTarget',
  () =>
    rt.object<CustomReviewTarget>('CustomReviewTarget', {
      instructions: rt.string,
      type: rt.literal('custom'),
    }),
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
  /* @__PURE__ */ rt.deferred('CustomToolCallOutputResponseItem', () =>
    rt.object<CustomToolCallOutputResponseItem>(
      'CustomToolCallOutputResponseItem',
      {
        call_id: rt.string,
        output: rt.ref('FunctionCallOutputBody', () => FunctionCallOutputBody),
        type: rt.literal('custom_tool_call_output'),
      },
      {
        id: rt.nullable(rt.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          rt.ref(
            'InternalChatMessageMetadataPassthrough',
            () => InternalChatMessageMetadataPassthrough,
          ),
        ),
        name: rt.nullable(rt.string),
      },
    ),
  );

export type DangerFullAccessSandboxPolicy = {
  type: 'dangerFullAccess';
};
export const DangerFullAccessSandboxPolicy: t.Type<DangerFullAccessSandboxPolicy> =
  /* @__PURE__ */ rt.deferred('DangerFullAccessSandboxPolicy', () =>
    rt.object<DangerFullAccessSandboxPolicy>('DangerFullAccessSandboxPolicy', {
      type: rt.literal('dangerFullAccess'),
    }),
  );

export type DeprecationNoticeNotification = {
  /** Optional extra guidance, such as migration steps or rationale. */
  details?: string | null;
  /** Concise summary of what is deprecated. */
  summary: string;
};
export const DeprecationNoticeNotification: t.Type<DeprecationNoticeNotification> =
  /* @__PURE__ */ rt.deferred('DeprecationNoticeNotification', () =>
    rt.object<DeprecationNoticeNotification>(
      'DeprecationNoticeNotification',
      { summary: rt.string },
      { details: rt.nullable(rt.string) },
    ),
  );

export type DynamicToolCallOutputContentItem =
  | InputTextDynamicToolCallOutputContentItem
  | InputImageDynamicToolCallOutputContentItem
  | InputAudioDynamicToolCallOutputContentItem;
export const DynamicToolCallOutputContentItem: rt.TaggedUnionType<DynamicToolCallOutputContentItem> =
  /* @__PURE__ */ rt.deferredTagged('DynamicToolCallOutputContentItem', () =>
    rt.taggedUnion<DynamicToolCallOutputContentItem>('DynamicToolCallOutputContentItem', 'type', {
      inputText: rt.ref(
        'InputTextDynamicToolCallOutputContentItem',
        () => InputTextDynamicToolCallOutputContentItem,
      ),
      inputImage: rt.ref(
        'InputImageDynamicToolCallOutputContentItem',
        () => InputImageDynamicToolCallOutputContentItem,
      ),
      inputAudio: rt.ref(
        'InputAudioDynamicToolCallOutputContentItem',
        () => InputAudioDynamicToolCallOutputContentItem,
      ),
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
  /* @__PURE__ */ rt.deferred('DynamicToolNamespaceTool', () =>
    rt.object<DynamicToolNamespaceTool>(
      'DynamicToolNamespaceTool',
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
  /* @__PURE__ */ rt.deferredTagged('DynamicToolSpec', () =>
    rt.taggedUnion<DynamicToolSpec>('DynamicToolSpec', 'type', {
      function: rt.ref('FunctionDynamicToolSpec', () => FunctionDynamicToolSpec),
      namespace: rt.ref('NamespaceDynamicToolSpec', () => NamespaceDynamicToolSpec),
    }),
  );

export type EncryptedContentFunctionCallOutputContentItem = {
  encrypted_content: string;
  type: 'encrypted_content';
};
export const EncryptedContentFunctionCallOutputContentItem: t.Type<EncryptedContentFunctionCallOutputContentItem> =
  /* @__PURE__ */ rt.deferred('EncryptedContentFunctionCallOutputContentItem', () =>
    rt.object<EncryptedContentFunctionCallOutputContentItem>(
      'EncryptedContentFunctionCallOutputContentItem',
      { encrypted_content: rt.string, type: rt.literal('encrypted_content') },
    ),
  );

export type EnvironmentSkillsParams = {
  /** Exact catalog names that must be available from this environment. */
  required?: Array<string> | null;
};
export const EnvironmentSkillsParams: t.Type<EnvironmentSkillsParams> = /* @__PURE__ */ rt.deferred(
  'EnvironmentSkillsParams',
  () =>
    rt.object<EnvironmentSkillsParams>(
      'EnvironmentSkillsParams',
      {},
      { required: rt.nullable(rt.array(rt.string)) },
    ),
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
  () =>
    rt.object<ExperimentalFeature>(
      'ExperimentalFeature',
      {
        defaultEnabled: rt.boolean,
        enabled: rt.boolean,
        name: rt.string,
        stage: rt.ref('ExperimentalFeatureStage', () => ExperimentalFeatureStage),
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
  /* @__PURE__ */ rt.deferred('ExperimentalFeatureEnablementSetParams', () =>
    rt.object<ExperimentalFeatureEnablementSetParams>('ExperimentalFeatureEnablementSetParams', {
      enablement: rt.record(rt.boolean),
    }),
  );

export type ExperimentalFeatureEnablementSetResponse = {
  /** Feature enablement entries updated by this request. */
  enablement: { [key: string]: boolean };
};
export const ExperimentalFeatureEnablementSetResponse: t.Type<ExperimentalFeatureEnablementSetResponse> =
  /* @__PURE__ */ rt.deferred('ExperimentalFeatureEnablementSetResponse', () =>
    rt.object<ExperimentalFeatureEnablementSetResponse>(
      'ExperimentalFeatureEnablementSetResponse',
      { enablement: rt.record(rt.boolean) },
    ),
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
  /* @__PURE__ */ rt.deferred('ExperimentalFeatureListParams', () =>
    rt.object<ExperimentalFeatureListParams>(
      'ExperimentalFeatureListParams',
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
  /* @__PURE__ */ rt.deferred('ExperimentalFeatureListResponse', () =>
    rt.object<ExperimentalFeatureListResponse>(
      'ExperimentalFeatureListResponse',
      { data: rt.array(rt.ref('ExperimentalFeature', () => ExperimentalFeature)) },
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
  /* @__PURE__ */ rt.deferred('ExperimentalFeatureStage', () =>
    rt.enumeration<ExperimentalFeatureStage>('ExperimentalFeatureStage', [
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
  /* @__PURE__ */ rt.deferred('ExternalSandboxSandboxPolicy', () =>
    rt.object<ExternalSandboxSandboxPolicy>(
      'ExternalSandboxSandboxPolicy',
      { type: rt.literal('externalSandbox') },
      { networkAccess: rt.ref('NetworkAccess', () => NetworkAccess) },
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
  () =>
    rt.object<FeedbackSaveParams>(
      'FeedbackSaveParams',
      {
        classification: rt.string,
        savePath: rt.ref('LegacyAppPathString', () => LegacyAppPathString),
      },
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
  () =>
    rt.object<FeedbackSaveResponse>(
      'FeedbackSaveResponse',
      { savedPath: rt.ref('LegacyAppPathString', () => LegacyAppPathString), threadId: rt.string },
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
  () =>
    rt.object<FeedbackUploadParams>(
      'FeedbackUploadParams',
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
  () =>
    rt.object<FeedbackUploadResponse>(
      'FeedbackUploadResponse',
      { threadId: rt.string },
      { promptHash: rt.nullable(rt.string) },
    ),
);

export type FileIdFunctionCallOutputContentItem = {
  file_id: string;
};
export const FileIdFunctionCallOutputContentItem: t.Type<FileIdFunctionCallOutputContentItem> =
  /* @__PURE__ */ rt.deferred('FileIdFunctionCallOutputContentItem', () =>
    rt.object<FileIdFunctionCallOutputContentItem>('FileIdFunctionCallOutputContentItem', {
      file_id: rt.string,
    }),
  );

export type FileIdUserInput = {
  fileId: string;
};
export const FileIdUserInput: t.Type<FileIdUserInput> = /* @__PURE__ */ rt.deferred(
  'FileIdUserInput',
  () => rt.object<FileIdUserInput>('FileIdUserInput', { fileId: rt.string }),
);

export type FileSystemPath = PathFileSystemPath | GlobPatternFileSystemPath | SpecialFileSystemPath;
export const FileSystemPath: rt.TaggedUnionType<FileSystemPath> = /* @__PURE__ */ rt.deferredTagged(
  'FileSystemPath',
  () =>
    rt.taggedUnion<FileSystemPath>('FileSystemPath', 'type', {
      path: rt.ref('PathFileSystemPath', () => PathFileSystemPath),
      glob_pattern: rt.ref('GlobPatternFileSystemPath', () => GlobPatternFileSystemPath),
      special: rt.ref('SpecialFileSystemPath', () => SpecialFileSystemPath),
    }),
);

export type FileSystemSandboxEntry = {
  access: FileSystemAccessMode;
  path: FileSystemPath;
};
export const FileSystemSandboxEntry: t.Type<FileSystemSandboxEntry> = /* @__PURE__ */ rt.deferred(
  'FileSystemSandboxEntry',
  () =>
    rt.object<FileSystemSandboxEntry>('FileSystemSandboxEntry', {
      access: rt.ref('FileSystemAccessMode', () => FileSystemAccessMode),
      path: rt.ref('FileSystemPath', () => FileSystemPath),
    }),
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
  /* @__PURE__ */ rt.deferredTagged('FileSystemSpecialPath', () =>
    rt.taggedUnion<FileSystemSpecialPath>('FileSystemSpecialPath', 'kind', {
      root: rt.ref('RootFileSystemSpecialPath', () => RootFileSystemSpecialPath),
      minimal: rt.ref('MinimalFileSystemSpecialPath', () => MinimalFileSystemSpecialPath),
      project_roots: rt.ref('KindFileSystemSpecialPath', () => KindFileSystemSpecialPath),
      tmpdir: rt.ref('TmpdirFileSystemSpecialPath', () => TmpdirFileSystemSpecialPath),
      slash_tmp: rt.ref('SlashTmpFileSystemSpecialPath', () => SlashTmpFileSystemSpecialPath),
      unknown: rt.object(
        'FileSystemSpecialPath:unknown',
        { kind: rt.literal('unknown'), path: rt.string },
        { subpath: rt.nullable(rt.ref('LegacyAppPathString', () => LegacyAppPathString)) },
      ),
    }),
  );

export type FunctionCallOutputBody = string | Array<FunctionCallOutputContentItem>;
export const FunctionCallOutputBody: t.Type<FunctionCallOutputBody> = /* @__PURE__ */ rt.deferred(
  'FunctionCallOutputBody',
  () =>
    rt.union<FunctionCallOutputBody>('FunctionCallOutputBody', [
      rt.string,
      rt.array(rt.ref('FunctionCallOutputContentItem', () => FunctionCallOutputContentItem)),
    ]),
);

/** Responses API compatible content items that can be returned by a tool call. This is a subset of ContentItem with the types we support as function call outputs. */
export type FunctionCallOutputContentItem =
  | InputTextFunctionCallOutputContentItem
  | InputImageFunctionCallOutputContentItem
  | InputAudioFunctionCallOutputContentItem
  | EncryptedContentFunctionCallOutputContentItem;
/** Responses API compatible content items that can be returned by a tool call. This is a subset of ContentItem with the types we support as function call outputs. */
export const FunctionCallOutputContentItem: rt.TaggedUnionType<FunctionCallOutputContentItem> =
  /* @__PURE__ */ rt.deferredTagged('FunctionCallOutputContentItem', () =>
    rt.taggedUnion<FunctionCallOutputContentItem>('FunctionCallOutputContentItem', 'type', {
      input_text: rt.ref(
        'InputTextFunctionCallOutputContentItem',
        () => InputTextFunctionCallOutputContentItem,
      ),
      input_image: rt.ref(
        'InputImageFunctionCallOutputContentItem',
        () => InputImageFunctionCallOutputContentItem,
      ),
      input_audio: rt.ref(
        'InputAudioFunctionCallOutputContentItem',
        () => InputAudioFunctionCallOutputContentItem,
      ),
      encrypted_content: rt.ref(
        'EncryptedContentFunctionCallOutputContentItem',
        () => EncryptedContentFunctionCallOutputContentItem,
      ),
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
  /* @__PURE__ */ rt.deferred('FunctionCallOutputResponseItem', () =>
    rt.object<FunctionCallOutputResponseItem>(
      'FunctionCallOutputResponseItem',
      {
        output: rt.ref('FunctionCallOutputBody', () => FunctionCallOutputBody),
        type: rt.literal('function_call_output'),
      },
      {
        call_id: rt.nullable(rt.string),
        id: rt.nullable(rt.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          rt.ref(
            'InternalChatMessageMetadataPassthrough',
            () => InternalChatMessageMetadataPassthrough,
          ),
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
  () =>
    rt.object<FunctionDynamicToolSpec>(
      'FunctionDynamicToolSpec',
      {
        description: rt.string,
        inputSchema: rt.unknownValue,
        name: rt.string,
        type: rt.literal('function'),
      },
      { deferLoading: rt.boolean },
    ),
);

export type GetAccountRateLimitsResponse = {
  /** Account associated with this usage snapshot, when supplied by the backend. */
  accountId?: string | null;
  /** Backend permission for ordinary included usage, validated against the active account. Null means unavailable; clients must not infer recovery from percentages or reset times. */
  ordinaryUsageAllowed?: boolean | null;
  rateLimitResetCredits?: RateLimitResetCreditsSummary | null;
  /** Optional backend-owned banner from the same usage read. Its nested keys retain the backend's snake_case contract; an absent banner leaves the client's existing UI unchanged. */
  rateLimitUpsell?: unknown;
  /** Backward-compatible single-bucket view; mirrors the historical payload. */
  rateLimits: RateLimitSnapshot;
  /** Multi-bucket view keyed by metered `limit_id` (for example, `codex`). */
  rateLimitsByLimitId?: { [key: string]: RateLimitSnapshot } | null;
};
export const GetAccountRateLimitsResponse: t.Type<GetAccountRateLimitsResponse> =
  /* @__PURE__ */ rt.deferred('GetAccountRateLimitsResponse', () =>
    rt.object<GetAccountRateLimitsResponse>(
      'GetAccountRateLimitsResponse',
      { rateLimits: rt.ref('RateLimitSnapshot', () => RateLimitSnapshot) },
      {
        accountId: rt.nullable(rt.string),
        ordinaryUsageAllowed: rt.nullable(rt.boolean),
        rateLimitResetCredits: rt.nullable(
          rt.ref('RateLimitResetCreditsSummary', () => RateLimitResetCreditsSummary),
        ),
        rateLimitUpsell: rt.unknownValue,
        rateLimitsByLimitId: rt.nullable(
          rt.record(rt.ref('RateLimitSnapshot', () => RateLimitSnapshot)),
        ),
      },
    ),
  );

export type GetAccountResponse = {
  account?: Account | null;
  requiresOpenaiAuth: boolean;
  /** ChatGPT user ID belonging to this account response, when available. */
  userId?: string | null;
};
export const GetAccountResponse: t.Type<GetAccountResponse> = /* @__PURE__ */ rt.deferred(
  'GetAccountResponse',
  () =>
    rt.object<GetAccountResponse>(
      'GetAccountResponse',
      { requiresOpenaiAuth: rt.boolean },
      { account: rt.nullable(rt.ref('Account', () => Account)), userId: rt.nullable(rt.string) },
    ),
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
  () =>
    rt.object<GranularAskForApproval>('GranularAskForApproval', {
      granular: rt.object(
        'GranularAskForApproval.granular',
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
  /* @__PURE__ */ rt.deferred('HookCompletedNotification', () =>
    rt.object<HookCompletedNotification>(
      'HookCompletedNotification',
      { run: rt.ref('HookRunSummary', () => HookRunSummary), threadId: rt.string },
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
  () =>
    rt.object<HookRunSummary>(
      'HookRunSummary',
      {
        displayOrder: rt.integer,
        entries: rt.array(rt.ref('HookOutputEntry', () => HookOutputEntry)),
        eventName: rt.ref('HookEventName', () => HookEventName),
        executionMode: rt.ref('HookExecutionMode', () => HookExecutionMode),
        handlerType: rt.ref('HookHandlerType', () => HookHandlerType),
        id: rt.string,
        scope: rt.ref('HookScope', () => HookScope),
        sourcePath: rt.ref('LegacyAppPathString', () => LegacyAppPathString),
        startedAt: rt.integer,
        status: rt.ref('HookRunStatus', () => HookRunStatus),
      },
      {
        completedAt: rt.nullable(rt.integer),
        durationMs: rt.nullable(rt.integer),
        source: rt.ref('HookSource', () => HookSource),
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
  () =>
    rt.object<HookStartedNotification>(
      'HookStartedNotification',
      { run: rt.ref('HookRunSummary', () => HookRunSummary), threadId: rt.string },
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
  () =>
    rt.object<HooksListEntry>('HooksListEntry', {
      cwd: rt.string,
      errors: rt.array(rt.ref('HookErrorInfo', () => HookErrorInfo)),
      hooks: rt.array(rt.ref('HookMetadata', () => HookMetadata)),
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
  () =>
    rt.object<HooksListParams>(
      'HooksListParams',
      {},
      { cwds: rt.array(rt.string), threadId: rt.nullable(rt.string) },
    ),
);

export type HooksListResponse = {
  data: Array<HooksListEntry>;
};
export const HooksListResponse: t.Type<HooksListResponse> = /* @__PURE__ */ rt.deferred(
  'HooksListResponse',
  () =>
    rt.object<HooksListResponse>('HooksListResponse', {
      data: rt.array(rt.ref('HooksListEntry', () => HooksListEntry)),
    }),
);

export type ImageDetail = 'auto' | 'low' | 'high' | 'original';
export const ImageDetail: t.Type<ImageDetail> = /* @__PURE__ */ rt.deferred('ImageDetail', () =>
  rt.enumeration<ImageDetail>('ImageDetail', ['auto', 'low', 'high', 'original']),
);

export type ImageUrlFunctionCallOutputContentItem = {
  image_url: string;
};
export const ImageUrlFunctionCallOutputContentItem: t.Type<ImageUrlFunctionCallOutputContentItem> =
  /* @__PURE__ */ rt.deferred('ImageUrlFunctionCallOutputContentItem', () =>
    rt.object<ImageUrlFunctionCallOutputContentItem>('ImageUrlFunctionCallOutputContentItem', {
      image_url: rt.string,
    }),
  );

export type ImageUserInput = {
  detail?: ImageDetail | null;
  type: 'image';
} & (UrlUserInput | FileIdUserInput);
export const ImageUserInput: t.Type<ImageUserInput> = /* @__PURE__ */ rt.deferred(
  'ImageUserInput',
  () =>
    rt.intersection<ImageUserInput>('ImageUserInput', [
      rt.object(
        'ImageUserInput',
        { type: rt.literal('image') },
        { detail: rt.nullable(rt.ref('ImageDetail', () => ImageDetail)) },
      ),
      rt.union('ImageUserInput', [
        rt.ref('UrlUserInput', () => UrlUserInput),
        rt.ref('FileIdUserInput', () => FileIdUserInput),
      ]),
    ]),
);

export type InputAudioDynamicToolCallOutputContentItem = {
  audioUrl: string;
  type: 'inputAudio';
};
export const InputAudioDynamicToolCallOutputContentItem: t.Type<InputAudioDynamicToolCallOutputContentItem> =
  /* @__PURE__ */ rt.deferred('InputAudioDynamicToolCallOutputContentItem', () =>
    rt.object<InputAudioDynamicToolCallOutputContentItem>(
      'InputAudioDynamicToolCallOutputContentItem',
      { audioUrl: rt.string, type: rt.literal('inputAudio') },
    ),
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
  /* @__PURE__ */ rt.deferred('InputAudioFunctionCallOutputContentItem', () =>
    rt.intersection<InputAudioFunctionCallOutputContentItem>(
      'InputAudioFunctionCallOutputContentItem',
      [
        rt.object('InputAudioFunctionCallOutputContentItem', { type: rt.literal('input_audio') }),
        rt.union('InputAudioFunctionCallOutputContentItem', [
          rt.ref(
            'AudioUrlFunctionCallOutputContentItem',
            () => AudioUrlFunctionCallOutputContentItem,
          ),
          rt.object('InputAudioFunctionCallOutputContentItem|1', { file_id: rt.string }),
        ]),
      ],
    ),
  );

export type InputImageContentItem = {
  detail?: ImageDetail | null;
  type: 'input_image';
} & (ImageUrlContentItem | FileIdContentItem);
export const InputImageContentItem: t.Type<InputImageContentItem> = /* @__PURE__ */ rt.deferred(
  'InputImageContentItem',
  () =>
    rt.intersection<InputImageContentItem>('InputImageContentItem', [
      rt.object(
        'InputImageContentItem',
        { type: rt.literal('input_image') },
        { detail: rt.nullable(rt.ref('ImageDetail', () => ImageDetail)) },
      ),
      rt.union('InputImageContentItem', [
        rt.ref('ImageUrlContentItem', () => ImageUrlContentItem),
        rt.ref('FileIdContentItem', () => FileIdContentItem),
      ]),
    ]),
);

export type InputImageDynamicToolCallOutputContentItem = {
  imageUrl: string;
  type: 'inputImage';
};
export const InputImageDynamicToolCallOutputContentItem: t.Type<InputImageDynamicToolCallOutputContentItem> =
  /* @__PURE__ */ rt.deferred('InputImageDynamicToolCallOutputContentItem', () =>
    rt.object<InputImageDynamicToolCallOutputContentItem>(
      'InputImageDynamicToolCallOutputContentItem',
      { imageUrl: rt.string, type: rt.literal('inputImage') },
    ),
  );

export type InputImageFunctionCallOutputContentItem = {
  detail?: ImageDetail | null;
  type: 'input_image';
} & (ImageUrlFunctionCallOutputContentItem | FileIdFunctionCallOutputContentItem);
export const InputImageFunctionCallOutputContentItem: t.Type<InputImageFunctionCallOutputContentItem> =
  /* @__PURE__ */ rt.deferred('InputImageFunctionCallOutputContentItem', () =>
    rt.intersection<InputImageFunctionCallOutputContentItem>(
      'InputImageFunctionCallOutputContentItem',
      [
        rt.object(
          'InputImageFunctionCallOutputContentItem',
          { type: rt.literal('input_image') },
          { detail: rt.nullable(rt.ref('ImageDetail', () => ImageDetail)) },
        ),
        rt.union('InputImageFunctionCallOutputContentItem', [
          rt.ref(
            'ImageUrlFunctionCallOutputContentItem',
            () => ImageUrlFunctionCallOutputContentItem,
          ),
          rt.ref('FileIdFunctionCallOutputContentItem', () => FileIdFunctionCallOutputContentItem),
        ]),
      ],
    ),
  );

export type InputTextDynamicToolCallOutputContentItem = {
  text: string;
  type: 'inputText';
};
export const InputTextDynamicToolCallOutputContentItem: t.Type<InputTextDynamicToolCallOutputContentItem> =
  /* @__PURE__ */ rt.deferred('InputTextDynamicToolCallOutputContentItem', () =>
    rt.object<InputTextDynamicToolCallOutputContentItem>(
      'InputTextDynamicToolCallOutputContentItem',
      { text: rt.string, type: rt.literal('inputText') },
    ),
  );

export type InputTextFunctionCallOutputContentItem = {
  text: string;
  type: 'input_text';
};
export const InputTextFunctionCallOutputContentItem: t.Type<InputTextFunctionCallOutputContentItem> =
  /* @__PURE__ */ rt.deferred('InputTextFunctionCallOutputContentItem', () =>
    rt.object<InputTextFunctionCallOutputContentItem>('InputTextFunctionCallOutputContentItem', {
      text: rt.string,
      type: rt.literal('input_text'),
    }),
  );

export type KindFileSystemSpecialPath = {
  kind: 'project_roots';
  subpath?: LegacyAppPathString | null;
};
export const KindFileSystemSpecialPath: t.Type<KindFileSystemSpecialPath> =
  /* @__PURE__ */ rt.deferred('KindFileSystemSpecialPath', () =>
    rt.object<KindFileSystemSpecialPath>(
      'KindFileSystemSpecialPath',
      { kind: rt.literal('project_roots') },
      { subpath: rt.nullable(rt.ref('LegacyAppPathString', () => LegacyAppPathString)) },
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
  () =>
    rt.object<LocalAudioUserInput>('LocalAudioUserInput', {
      path: rt.string,
      type: rt.literal('localAudio'),
    }),
);

export type LocalImageUserInput = {
  detail?: ImageDetail | null;
  path: string;
  type: 'localImage';
};
export const LocalImageUserInput: t.Type<LocalImageUserInput> = /* @__PURE__ */ rt.deferred(
  'LocalImageUserInput',
  () =>
    rt.object<LocalImageUserInput>(
      'LocalImageUserInput',
      { path: rt.string, type: rt.literal('localImage') },
      { detail: rt.nullable(rt.ref('ImageDetail', () => ImageDetail)) },
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
  /* @__PURE__ */ rt.deferred('ManagedHooksRequirements', () =>
    rt.object<ManagedHooksRequirements>(
      'ManagedHooksRequirements',
      {
        PermissionRequest: rt.array(
          rt.ref('ConfiguredHookMatcherGroup', () => ConfiguredHookMatcherGroup),
        ),
        PostCompact: rt.array(
          rt.ref('ConfiguredHookMatcherGroup', () => ConfiguredHookMatcherGroup),
        ),
        PostToolUse: rt.array(
          rt.ref('ConfiguredHookMatcherGroup', () => ConfiguredHookMatcherGroup),
        ),
        PreCompact: rt.array(
          rt.ref('ConfiguredHookMatcherGroup', () => ConfiguredHookMatcherGroup),
        ),
        PreToolUse: rt.array(
          rt.ref('ConfiguredHookMatcherGroup', () => ConfiguredHookMatcherGroup),
        ),
        SessionStart: rt.array(
          rt.ref('ConfiguredHookMatcherGroup', () => ConfiguredHookMatcherGroup),
        ),
        Stop: rt.array(rt.ref('ConfiguredHookMatcherGroup', () => ConfiguredHookMatcherGroup)),
        SubagentStart: rt.array(
          rt.ref('ConfiguredHookMatcherGroup', () => ConfiguredHookMatcherGroup),
        ),
        SubagentStop: rt.array(
          rt.ref('ConfiguredHookMatcherGroup', () => ConfiguredHookMatcherGroup),
        ),
        UserPromptSubmit: rt.array(
          rt.ref('ConfiguredHookMatcherGroup', () => ConfiguredHookMatcherGroup),
        ),
      },
      {
        Interrupt: rt.array(rt.ref('ConfiguredHookMatcherGroup', () => ConfiguredHookMatcherGroup)),
        PostModelRequest: rt.array(
          rt.ref('ConfiguredHookMatcherGroup', () => ConfiguredHookMatcherGroup),
        ),
        PreModelRequest: rt.array(
          rt.ref('ConfiguredHookMatcherGroup', () => ConfiguredHookMatcherGroup),
        ),
        SessionEnd: rt.array(
          rt.ref('ConfiguredHookMatcherGroup', () => ConfiguredHookMatcherGroup),
        ),
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
  () =>
    rt.object<MarketplaceAddParams>(
      'MarketplaceAddParams',
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
  () =>
    rt.object<MarketplaceAddResponse>('MarketplaceAddResponse', {
      alreadyAdded: rt.boolean,
      installedRoot: rt.ref('AbsolutePathBuf', () => AbsolutePathBuf),
      marketplaceName: rt.string,
    }),
);

export type MarketplaceRemoveParams = {
  marketplaceName: string;
};
export const MarketplaceRemoveParams: t.Type<MarketplaceRemoveParams> = /* @__PURE__ */ rt.deferred(
  'MarketplaceRemoveParams',
  () =>
    rt.object<MarketplaceRemoveParams>('MarketplaceRemoveParams', { marketplaceName: rt.string }),
);

export type MarketplaceRemoveResponse = {
  installedRoot?: AbsolutePathBuf | null;
  marketplaceName: string;
};
export const MarketplaceRemoveResponse: t.Type<MarketplaceRemoveResponse> =
  /* @__PURE__ */ rt.deferred('MarketplaceRemoveResponse', () =>
    rt.object<MarketplaceRemoveResponse>(
      'MarketplaceRemoveResponse',
      { marketplaceName: rt.string },
      { installedRoot: rt.nullable(rt.ref('AbsolutePathBuf', () => AbsolutePathBuf)) },
    ),
  );

export type MarketplaceUpgradeErrorInfo = {
  marketplaceName: string;
  message: string;
};
export const MarketplaceUpgradeErrorInfo: t.Type<MarketplaceUpgradeErrorInfo> =
  /* @__PURE__ */ rt.deferred('MarketplaceUpgradeErrorInfo', () =>
    rt.object<MarketplaceUpgradeErrorInfo>('MarketplaceUpgradeErrorInfo', {
      marketplaceName: rt.string,
      message: rt.string,
    }),
  );

export type MarketplaceUpgradeParams = {
  marketplaceName?: string | null;
};
export const MarketplaceUpgradeParams: t.Type<MarketplaceUpgradeParams> =
  /* @__PURE__ */ rt.deferred('MarketplaceUpgradeParams', () =>
    rt.object<MarketplaceUpgradeParams>(
      'MarketplaceUpgradeParams',
      {},
      { marketplaceName: rt.nullable(rt.string) },
    ),
  );

export type MarketplaceUpgradeResponse = {
  errors: Array<MarketplaceUpgradeErrorInfo>;
  selectedMarketplaces: Array<string>;
  upgradedRoots: Array<AbsolutePathBuf>;
};
export const MarketplaceUpgradeResponse: t.Type<MarketplaceUpgradeResponse> =
  /* @__PURE__ */ rt.deferred('MarketplaceUpgradeResponse', () =>
    rt.object<MarketplaceUpgradeResponse>('MarketplaceUpgradeResponse', {
      errors: rt.array(rt.ref('MarketplaceUpgradeErrorInfo', () => MarketplaceUpgradeErrorInfo)),
      selectedMarketplaces: rt.array(rt.string),
      upgradedRoots: rt.array(rt.ref('AbsolutePathBuf', () => AbsolutePathBuf)),
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
  /* @__PURE__ */ rt.deferred('McpToolConfiguredHookHandler', () =>
    rt.object<McpToolConfiguredHookHandler>(
      'McpToolConfiguredHookHandler',
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
  () =>
    rt.object<MentionUserInput>('MentionUserInput', {
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
export const MessagePhase: t.Type<MessagePhase> = /* @__PURE__ */ rt.deferred('MessagePhase', () =>
  rt.enumeration<MessagePhase>('MessagePhase', ['commentary', 'partial_answer', 'final_answer']),
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
  () =>
    rt.object<MessageResponseItem>(
      'MessageResponseItem',
      {
        content: rt.array(rt.ref('ContentItem', () => ContentItem)),
        role: rt.string,
        type: rt.literal('message'),
      },
      {
        encrypted_content: rt.nullable(rt.string),
        id: rt.nullable(rt.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          rt.ref(
            'InternalChatMessageMetadataPassthrough',
            () => InternalChatMessageMetadataPassthrough,
          ),
        ),
        phase: rt.nullable(rt.ref('MessagePhase', () => MessagePhase)),
        status: rt.nullable(rt.string),
      },
    ),
);

/** Initial collaboration mode to use when the TUI starts. */
export type ModeKind = 'plan' | 'default';
/** Initial collaboration mode to use when the TUI starts. */
export const ModeKind: t.Type<ModeKind> = /* @__PURE__ */ rt.deferred('ModeKind', () =>
  rt.enumeration<ModeKind>('ModeKind', ['plan', 'default']),
);

/** Controls the effective multi-agent delegation instructions for a turn. `custom` means the configured mode hint defines the policy instead of a built-in policy. */
export type MultiAgentMode = 'explicitRequestOnly' | 'proactive' | CustomMultiAgentMode;
/** Controls the effective multi-agent delegation instructions for a turn. `custom` means the configured mode hint defines the policy instead of a built-in policy. */
export const MultiAgentMode: t.Type<MultiAgentMode> = /* @__PURE__ */ rt.deferred(
  'MultiAgentMode',
  () =>
    rt.union<MultiAgentMode>('MultiAgentMode', [
      rt.enumeration('MultiAgentMode|0', ['explicitRequestOnly', 'proactive']),
      rt.ref('CustomMultiAgentMode', () => CustomMultiAgentMode),
    ]),
);

export type NamespaceDynamicToolSpec = {
  description: string;
  name: string;
  tools: Array<DynamicToolNamespaceTool>;
  type: 'namespace';
};
export const NamespaceDynamicToolSpec: t.Type<NamespaceDynamicToolSpec> =
  /* @__PURE__ */ rt.deferred('NamespaceDynamicToolSpec', () =>
    rt.object<NamespaceDynamicToolSpec>('NamespaceDynamicToolSpec', {
      description: rt.string,
      name: rt.string,
      tools: rt.array(rt.ref('DynamicToolNamespaceTool', () => DynamicToolNamespaceTool)),
      type: rt.literal('namespace'),
    }),
  );

export type NetworkAccess = 'restricted' | 'enabled';
export const NetworkAccess: t.Type<NetworkAccess> = /* @__PURE__ */ rt.deferred(
  'NetworkAccess',
  () => rt.enumeration<NetworkAccess>('NetworkAccess', ['restricted', 'enabled']),
);

export type NetworkApprovalProtocol = 'http' | 'https' | 'socks5Tcp' | 'socks5Udp';
export const NetworkApprovalProtocol: t.Type<NetworkApprovalProtocol> = /* @__PURE__ */ rt.deferred(
  'NetworkApprovalProtocol',
  () =>
    rt.enumeration<NetworkApprovalProtocol>('NetworkApprovalProtocol', [
      'http',
      'https',
      'socks5Tcp',
      'socks5Udp',
    ]),
);

export type NetworkDomainPermission = 'allow' | 'deny';
export const NetworkDomainPermission: t.Type<NetworkDomainPermission> = /* @__PURE__ */ rt.deferred(
  'NetworkDomainPermission',
  () => rt.enumeration<NetworkDomainPermission>('NetworkDomainPermission', ['allow', 'deny']),
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
  () =>
    rt.object<NetworkRequirements>(
      'NetworkRequirements',
      {},
      {
        allowLocalBinding: rt.nullable(rt.boolean),
        allowUnixSockets: rt.nullable(rt.array(rt.string)),
        allowUpstreamProxy: rt.nullable(rt.boolean),
        allowedDomains: rt.nullable(rt.array(rt.string)),
        dangerouslyAllowAllUnixSockets: rt.nullable(rt.boolean),
        dangerouslyAllowNonLoopbackProxy: rt.nullable(rt.boolean),
        deniedDomains: rt.nullable(rt.array(rt.string)),
        domains: rt.nullable(
          rt.record(rt.ref('NetworkDomainPermission', () => NetworkDomainPermission)),
        ),
        enabled: rt.nullable(rt.boolean),
        httpPort: rt.nullable(rt.integer),
        managedAllowedDomainsOnly: rt.nullable(rt.boolean),
        reviewDomains: rt.nullable(rt.array(rt.string)),
        socksPort: rt.nullable(rt.integer),
        unixSockets: rt.nullable(
          rt.record(rt.ref('NetworkUnixSocketPermission', () => NetworkUnixSocketPermission)),
        ),
      },
    ),
);

export type NetworkUnixSocketPermission = 'allow' | 'deny';
export const NetworkUnixSocketPermission: t.Type<NetworkUnixSocketPermission> =
  /* @__PURE__ */ rt.deferred('NetworkUnixSocketPermission', () =>
    rt.enumeration<NetworkUnixSocketPermission>('NetworkUnixSocketPermission', ['allow', 'deny']),
  );

export type NullableGatewayOAuthLoginParams = GatewayOAuthLoginParams | null;
export const NullableGatewayOAuthLoginParams: t.Type<NullableGatewayOAuthLoginParams> =
  /* @__PURE__ */ rt.deferred('NullableGatewayOAuthLoginParams', () =>
    rt.typed<NullableGatewayOAuthLoginParams>(
      rt.nullable(rt.ref('GatewayOAuthLoginParams', () => GatewayOAuthLoginParams)),
    ),
  );

export type NullableGatewayOAuthReadParams = GatewayOAuthReadParams | null;
export const NullableGatewayOAuthReadParams: t.Type<NullableGatewayOAuthReadParams> =
  /* @__PURE__ */ rt.deferred('NullableGatewayOAuthReadParams', () =>
    rt.typed<NullableGatewayOAuthReadParams>(
      rt.nullable(rt.ref('GatewayOAuthReadParams', () => GatewayOAuthReadParams)),
    ),
  );

export type NullableGetAccountRateLimitsParams = GetAccountRateLimitsParams | null;
export const NullableGetAccountRateLimitsParams: t.Type<NullableGetAccountRateLimitsParams> =
  /* @__PURE__ */ rt.deferred('NullableGetAccountRateLimitsParams', () =>
    rt.typed<NullableGetAccountRateLimitsParams>(
      rt.nullable(rt.ref('GetAccountRateLimitsParams', () => GetAccountRateLimitsParams)),
    ),
  );

export type NullableGetAccountTokenUsageParams = GetAccountTokenUsageParams | null;
export const NullableGetAccountTokenUsageParams: t.Type<NullableGetAccountTokenUsageParams> =
  /* @__PURE__ */ rt.deferred('NullableGetAccountTokenUsageParams', () =>
    rt.typed<NullableGetAccountTokenUsageParams>(
      rt.nullable(rt.ref('GetAccountTokenUsageParams', () => GetAccountTokenUsageParams)),
    ),
  );

export type PathFileSystemPath = {
  path: LegacyAppPathString;
  type: 'path';
};
export const PathFileSystemPath: t.Type<PathFileSystemPath> = /* @__PURE__ */ rt.deferred(
  'PathFileSystemPath',
  () =>
    rt.object<PathFileSystemPath>('PathFileSystemPath', {
      path: rt.ref('LegacyAppPathString', () => LegacyAppPathString),
      type: rt.literal('path'),
    }),
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
  /* @__PURE__ */ rt.deferred('PermissionProfileListParams', () =>
    rt.object<PermissionProfileListParams>(
      'PermissionProfileListParams',
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
  /* @__PURE__ */ rt.deferred('PermissionProfileListResponse', () =>
    rt.object<PermissionProfileListResponse>(
      'PermissionProfileListResponse',
      { data: rt.array(rt.ref('PermissionProfileSummary', () => PermissionProfileSummary)) },
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
  /* @__PURE__ */ rt.deferred('PermissionProfileSummary', () =>
    rt.object<PermissionProfileSummary>(
      'PermissionProfileSummary',
      { allowed: rt.boolean, id: rt.string },
      { description: rt.nullable(rt.string) },
    ),
  );

/** Deprecated: `friendly` and `pragmatic` no longer select a style. */
export type Personality = 'none' | 'friendly' | 'pragmatic';
/** Deprecated: `friendly` and `pragmatic` no longer select a style. */
export const Personality: t.Type<Personality> = /* @__PURE__ */ rt.deferred('Personality', () =>
  rt.enumeration<Personality>('Personality', ['none', 'friendly', 'pragmatic']),
);

export type PlanType =
  | 'free'
  | 'go'
  | 'plus'
  | 'pro'
  | 'prolite'
  | 'promax'
  | 'team'
  | 'self_serve_business_prolite'
  | 'self_serve_business_usage_based'
  | 'business'
  | 'ent26'
  | 'enterprise_cbp_automation'
  | 'enterprise_cbp_usage_based'
  | 'enterprise'
  | 'edu'
  | 'edu_plus'
  | 'edu_pro'
  | 'sci'
  | 'sci_plus'
  | 'unknown';
export const PlanType: t.Type<PlanType> = /* @__PURE__ */ rt.deferred('PlanType', () =>
  rt.enumeration<PlanType>('PlanType', [
    'free',
    'go',
    'plus',
    'pro',
    'prolite',
    'promax',
    'team',
    'self_serve_business_prolite',
    'self_serve_business_usage_based',
    'business',
    'ent26',
    'enterprise_cbp_automation',
    'enterprise_cbp_usage_based',
    'enterprise',
    'edu',
    'edu_plus',
    'edu_pro',
    'sci',
    'sci_plus',
    'unknown',
  ]),
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
  /* @__PURE__ */ rt.deferred('ProcessExitedNotification', () =>
    rt.object<ProcessExitedNotification>(
      'ProcessExitedNotification',
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
  /* @__PURE__ */ rt.deferred('ProcessOutputDeltaNotification', () =>
    rt.object<ProcessOutputDeltaNotification>('ProcessOutputDeltaNotification', {
      capReached: rt.boolean,
      deltaBase64: rt.string,
      processHandle: rt.string,
      stream: rt.ref('ProcessOutputStream', () => ProcessOutputStream),
    }),
  );

/** Stream label for `process/outputDelta` notifications. */
export type ProcessOutputStream = 'stdout' | 'stderr';
/** Stream label for `process/outputDelta` notifications. */
export const ProcessOutputStream: t.Type<ProcessOutputStream> = /* @__PURE__ */ rt.deferred(
  'ProcessOutputStream',
  () => rt.enumeration<ProcessOutputStream>('ProcessOutputStream', ['stdout', 'stderr']),
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
  () =>
    rt.object<ProcessTerminalSize>('ProcessTerminalSize', { cols: rt.integer, rows: rt.integer }),
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
export const Project: t.Type<Project> = /* @__PURE__ */ rt.deferred('Project', () =>
  rt.object<Project>(
    'Project',
    {
      createdAt: rt.integer,
      id: rt.string,
      metadata: rt.record(rt.string),
      name: rt.string,
      roots: rt.array(rt.ref('ProjectRoot', () => ProjectRoot)),
      updatedAt: rt.integer,
    },
    { recencyAt: rt.nullable(rt.integer) },
  ),
);

export type ProjectChangeType = 'created' | 'updated' | 'deleted';
export const ProjectChangeType: t.Type<ProjectChangeType> = /* @__PURE__ */ rt.deferred(
  'ProjectChangeType',
  () => rt.enumeration<ProjectChangeType>('ProjectChangeType', ['created', 'updated', 'deleted']),
);

export type ProjectChangedNotification = {
  changeType: ProjectChangeType;
  projectId: string;
};
export const ProjectChangedNotification: t.Type<ProjectChangedNotification> =
  /* @__PURE__ */ rt.deferred('ProjectChangedNotification', () =>
    rt.object<ProjectChangedNotification>('ProjectChangedNotification', {
      changeType: rt.ref('ProjectChangeType', () => ProjectChangeType),
      projectId: rt.string,
    }),
  );

export type ProjectRoot = {
  path: AbsolutePathBuf;
};
export const ProjectRoot: t.Type<ProjectRoot> = /* @__PURE__ */ rt.deferred('ProjectRoot', () =>
  rt.object<ProjectRoot>('ProjectRoot', { path: rt.ref('AbsolutePathBuf', () => AbsolutePathBuf) }),
);

export type ProjectSortKey = 'position' | 'recencyAt';
export const ProjectSortKey: t.Type<ProjectSortKey> = /* @__PURE__ */ rt.deferred(
  'ProjectSortKey',
  () => rt.enumeration<ProjectSortKey>('ProjectSortKey', ['position', 'recencyAt']),
);

export type PromptConfiguredHookHandler = {
  type: 'prompt';
};
export const PromptConfiguredHookHandler: t.Type<PromptConfiguredHookHandler> =
  /* @__PURE__ */ rt.deferred('PromptConfiguredHookHandler', () =>
    rt.object<PromptConfiguredHookHandler>('PromptConfiguredHookHandler', {
      type: rt.literal('prompt'),
    }),
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
  () =>
    rt.object<QueuedSubmission>(
      'QueuedSubmission',
      {
        clientUserMessageId: rt.string,
        id: rt.string,
        input: rt.array(rt.ref('UserInput', () => UserInput)),
      },
      { responsesapiClientMetadata: rt.nullable(rt.record(rt.string)) },
    ),
);

export type RateLimitReachedType =
  | 'rate_limit_reached'
  | 'workspace_owner_credits_depleted'
  | 'workspace_member_credits_depleted'
  | 'workspace_owner_usage_limit_reached'
  | 'workspace_member_usage_limit_reached';
export const RateLimitReachedType: t.Type<RateLimitReachedType> = /* @__PURE__ */ rt.deferred(
  'RateLimitReachedType',
  () =>
    rt.enumeration<RateLimitReachedType>('RateLimitReachedType', [
      'rate_limit_reached',
      'workspace_owner_credits_depleted',
      'workspace_member_credits_depleted',
      'workspace_owner_usage_limit_reached',
      'workspace_member_usage_limit_reached',
    ]),
);

export type RateLimitSnapshot = {
  credits?: CreditsSnapshot | null;
  individualLimit?: SpendControlLimitSnapshot | null;
  limitId?: string | null;
  limitName?: string | null;
  /** Normal model whose display name and reasoning options describe this quota alias. */
  normalModelSlug?: string | null;
  planType?: PlanType | null;
  primary?: RateLimitWindow | null;
  rateLimitReachedType?: RateLimitReachedType | null;
  secondary?: RateLimitWindow | null;
  /** Backend-reported spend-control state. `None` is unavailable, not a sparse-update recovery. */
  spendControlReached?: boolean | null;
};
export const RateLimitSnapshot: t.Type<RateLimitSnapshot> = /* @__PURE__ */ rt.deferred(
  'RateLimitSnapshot',
  () =>
    rt.object<RateLimitSnapshot>(
      'RateLimitSnapshot',
      {},
      {
        credits: rt.nullable(rt.ref('CreditsSnapshot', () => CreditsSnapshot)),
        individualLimit: rt.nullable(
          rt.ref('SpendControlLimitSnapshot', () => SpendControlLimitSnapshot),
        ),
        limitId: rt.nullable(rt.string),
        limitName: rt.nullable(rt.string),
        normalModelSlug: rt.nullable(rt.string),
        planType: rt.nullable(rt.ref('PlanType', () => PlanType)),
        primary: rt.nullable(rt.ref('RateLimitWindow', () => RateLimitWindow)),
        rateLimitReachedType: rt.nullable(
          rt.ref('RateLimitReachedType', () => RateLimitReachedType),
        ),
        secondary: rt.nullable(rt.ref('RateLimitWindow', () => RateLimitWindow)),
        spendControlReached: rt.nullable(rt.boolean),
      },
    ),
);

export type RateLimitWindow = {
  resetsAt?: number | null;
  usedPercent: number;
  windowDurationMins?: number | null;
};
export const RateLimitWindow: t.Type<RateLimitWindow> = /* @__PURE__ */ rt.deferred(
  'RateLimitWindow',
  () =>
    rt.object<RateLimitWindow>(
      'RateLimitWindow',
      { usedPercent: rt.integer },
      { resetsAt: rt.nullable(rt.integer), windowDurationMins: rt.nullable(rt.integer) },
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
  /* @__PURE__ */ rt.deferred('RawResponseCompletedNotification', () =>
    rt.object<RawResponseCompletedNotification>(
      'RawResponseCompletedNotification',
      { responseId: rt.string, threadId: rt.string, turnId: rt.string },
      {
        usage: rt.nullable(rt.ref('TokenUsageBreakdown', () => TokenUsageBreakdown)),
        usageMetadata: rt.nullable(rt.ref('ResponseUsageMetadata', () => ResponseUsageMetadata)),
      },
    ),
  );

export type RawResponseItemCompletedNotification = {
  item: ResponseItem;
  threadId: string;
  turnId: string;
};
export const RawResponseItemCompletedNotification: t.Type<RawResponseItemCompletedNotification> =
  /* @__PURE__ */ rt.deferred('RawResponseItemCompletedNotification', () =>
    rt.object<RawResponseItemCompletedNotification>('RawResponseItemCompletedNotification', {
      item: rt.ref('ResponseItem', () => ResponseItem),
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
  () =>
    rt.object<ReadOnlySandboxPolicy>(
      'ReadOnlySandboxPolicy',
      { type: rt.literal('readOnly') },
      { networkAccess: rt.boolean },
    ),
);

export type RealtimeOutputModality = 'text' | 'audio';
export const RealtimeOutputModality: t.Type<RealtimeOutputModality> = /* @__PURE__ */ rt.deferred(
  'RealtimeOutputModality',
  () => rt.enumeration<RealtimeOutputModality>('RealtimeOutputModality', ['text', 'audio']),
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
  () =>
    rt.enumeration<RealtimeVoice>('RealtimeVoice', [
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
  () =>
    rt.object<RealtimeVoicesList>(
      'RealtimeVoicesList',
      {
        defaultV1: rt.ref('RealtimeVoice', () => RealtimeVoice),
        defaultV2: rt.ref('RealtimeVoice', () => RealtimeVoice),
        v1: rt.array(rt.ref('RealtimeVoice', () => RealtimeVoice)),
        v2: rt.array(rt.ref('RealtimeVoice', () => RealtimeVoice)),
      },
      { v3: rt.array(rt.ref('RealtimeVoice', () => RealtimeVoice)) },
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
  () =>
    rt.enumeration<ReasoningSummary>('ReasoningSummary', ['auto', 'concise', 'detailed', 'none']),
);

export type RemoteControlConnectionStatus = 'disabled' | 'connecting' | 'connected' | 'errored';
export const RemoteControlConnectionStatus: t.Type<RemoteControlConnectionStatus> =
  /* @__PURE__ */ rt.deferred('RemoteControlConnectionStatus', () =>
    rt.enumeration<RemoteControlConnectionStatus>('RemoteControlConnectionStatus', [
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
  /* @__PURE__ */ rt.deferred('RemoteControlDisableParams', () =>
    rt.object<RemoteControlDisableParams>(
      'RemoteControlDisableParams',
      {},
      { ephemeral: rt.boolean },
    ),
  );

export type RemoteControlEnableParams = {
  ephemeral?: boolean;
};
export const RemoteControlEnableParams: t.Type<RemoteControlEnableParams> =
  /* @__PURE__ */ rt.deferred('RemoteControlEnableParams', () =>
    rt.object<RemoteControlEnableParams>(
      'RemoteControlEnableParams',
      {},
      { ephemeral: rt.boolean },
    ),
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
  /* @__PURE__ */ rt.deferred('RemoteControlStatusChangedNotification', () =>
    rt.object<RemoteControlStatusChangedNotification>(
      'RemoteControlStatusChangedNotification',
      {
        installationId: rt.string,
        serverName: rt.string,
        status: rt.ref('RemoteControlConnectionStatus', () => RemoteControlConnectionStatus),
      },
      { environmentId: rt.nullable(rt.string) },
    ),
  );

export type RequestPermissionProfile = {
  fileSystem?: AdditionalFileSystemPermissions | null;
  network?: AdditionalNetworkPermissions | null;
};
export const RequestPermissionProfile: t.Type<RequestPermissionProfile> =
  /* @__PURE__ */ rt.deferred('RequestPermissionProfile', () =>
    rt.object<RequestPermissionProfile>(
      'RequestPermissionProfile',
      {},
      {
        fileSystem: rt.nullable(
          rt.ref('AdditionalFileSystemPermissions', () => AdditionalFileSystemPermissions),
        ),
        network: rt.nullable(
          rt.ref('AdditionalNetworkPermissions', () => AdditionalNetworkPermissions),
        ),
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
  () =>
    rt.taggedUnion<ResponseItem>('ResponseItem', 'type', {
      additional_tools: rt.ref('AdditionalToolsResponseItem', () => AdditionalToolsResponseItem),
      message: rt.ref('MessageResponseItem', () => MessageResponseItem),
      agent_message: rt.ref('AgentMessageResponseItem', () => AgentMessageResponseItem),
      reasoning: rt.ref('ReasoningResponseItem', () => ReasoningResponseItem),
      local_shell_call: rt.ref('LocalShellCallResponseItem', () => LocalShellCallResponseItem),
      function_call: rt.ref('FunctionCallResponseItem', () => FunctionCallResponseItem),
      tool_search_call: rt.ref('ToolSearchCallResponseItem', () => ToolSearchCallResponseItem),
      function_call_output: rt.ref(
        'FunctionCallOutputResponseItem',
        () => FunctionCallOutputResponseItem,
      ),
      custom_tool_call: rt.ref('CustomToolCallResponseItem', () => CustomToolCallResponseItem),
      custom_tool_call_output: rt.ref(
        'CustomToolCallOutputResponseItem',
        () => CustomToolCallOutputResponseItem,
      ),
      tool_search_output: rt.ref(
        'ToolSearchOutputResponseItem',
        () => ToolSearchOutputResponseItem,
      ),
      web_search_call: rt.ref('WebSearchCallResponseItem', () => WebSearchCallResponseItem),
      image_generation_call: rt.ref(
        'ImageGenerationCallResponseItem',
        () => ImageGenerationCallResponseItem,
      ),
      compaction: rt.ref('CompactionResponseItem', () => CompactionResponseItem),
      configuration_update: rt.ref(
        'ConfigurationUpdateResponseItem',
        () => ConfigurationUpdateResponseItem,
      ),
      compaction_trigger: rt.ref(
        'CompactionTriggerResponseItem',
        () => CompactionTriggerResponseItem,
      ),
      context_compaction: rt.ref(
        'ContextCompactionResponseItem',
        () => ContextCompactionResponseItem,
      ),
      other: rt.ref('OtherResponseItem', () => OtherResponseItem),
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
  () =>
    rt.object<ReviewStartParams>(
      'ReviewStartParams',
      { target: rt.ref('ReviewTarget', () => ReviewTarget), threadId: rt.string },
      { delivery: rt.nullable(rt.ref('ReviewDelivery', () => ReviewDelivery)) },
    ),
);

export type ReviewTarget =
  | UncommittedChangesReviewTarget
  | BaseBranchReviewTarget
  | CommitReviewTarget
  | CustomReviewTarget;
export const ReviewTarget: rt.TaggedUnionType<ReviewTarget> = /* @__PURE__ */ rt.deferredTagged(
  'ReviewTarget',
  () =>
    rt.taggedUnion<ReviewTarget>('ReviewTarget', 'type', {
      uncommittedChanges: rt.ref(
        'UncommittedChangesReviewTarget',
        () => UncommittedChangesReviewTarget,
      ),
      baseBranch: rt.ref('BaseBranchReviewTarget', () => BaseBranchReviewTarget),
      commit: rt.ref('CommitReviewTarget', () => CommitReviewTarget),
      custom: rt.ref('CustomReviewTarget', () => CustomReviewTarget),
    }),
);

export type SandboxMode = 'read-only' | 'workspace-write' | 'danger-full-access';
export const SandboxMode: t.Type<SandboxMode> = /* @__PURE__ */ rt.deferred('SandboxMode', () =>
  rt.enumeration<SandboxMode>('SandboxMode', [
    'read-only',
    'workspace-write',
    'danger-full-access',
  ]),
);

export type SandboxPolicy =
  | DangerFullAccessSandboxPolicy
  | ReadOnlySandboxPolicy
  | ExternalSandboxSandboxPolicy
  | WorkspaceWriteSandboxPolicy;
export const SandboxPolicy: rt.TaggedUnionType<SandboxPolicy> = /* @__PURE__ */ rt.deferredTagged(
  'SandboxPolicy',
  () =>
    rt.taggedUnion<SandboxPolicy>('SandboxPolicy', 'type', {
      dangerFullAccess: rt.ref(
        'DangerFullAccessSandboxPolicy',
        () => DangerFullAccessSandboxPolicy,
      ),
      readOnly: rt.ref('ReadOnlySandboxPolicy', () => ReadOnlySandboxPolicy),
      externalSandbox: rt.ref('ExternalSandboxSandboxPolicy', () => ExternalSandboxSandboxPolicy),
      workspaceWrite: rt.ref('WorkspaceWriteSandboxPolicy', () => WorkspaceWriteSandboxPolicy),
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
  () =>
    rt.object<SelectedCapabilityRoot>('SelectedCapabilityRoot', {
      id: rt.string,
      location: rt.ref('CapabilityRootLocation', () => CapabilityRootLocation),
    }),
);

export type ServerDiagnosticsGauge = {
  name: string;
  value: number;
};
export const ServerDiagnosticsGauge: t.Type<ServerDiagnosticsGauge> = /* @__PURE__ */ rt.deferred(
  'ServerDiagnosticsGauge',
  () =>
    rt.object<ServerDiagnosticsGauge>('ServerDiagnosticsGauge', {
      name: rt.string,
      value: rt.integer,
    }),
);

export type ServerDiagnosticsProcess = {
  id: number;
  physicalFootprintBytes?: number | null;
  residentMemoryBytes?: number | null;
};
export const ServerDiagnosticsProcess: t.Type<ServerDiagnosticsProcess> =
  /* @__PURE__ */ rt.deferred('ServerDiagnosticsProcess', () =>
    rt.object<ServerDiagnosticsProcess>(
      'ServerDiagnosticsProcess',
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
  /* @__PURE__ */ rt.deferred('ServerRequestResolvedNotification', () =>
    rt.object<ServerRequestResolvedNotification>('ServerRequestResolvedNotification', {
      requestId: rt.ref('RequestId', () => RequestId),
      threadId: rt.string,
    }),
  );

export type SkillDependencies = {
  tools: Array<SkillToolDependency>;
};
export const SkillDependencies: t.Type<SkillDependencies> = /* @__PURE__ */ rt.deferred(
  'SkillDependencies',
  () =>
    rt.object<SkillDependencies>('SkillDependencies', {
      tools: rt.array(rt.ref('SkillToolDependency', () => SkillToolDependency)),
    }),
);

export type SkillErrorInfo = {
  message: string;
  path: string;
};
export const SkillErrorInfo: t.Type<SkillErrorInfo> = /* @__PURE__ */ rt.deferred(
  'SkillErrorInfo',
  () => rt.object<SkillErrorInfo>('SkillErrorInfo', { message: rt.string, path: rt.string }),
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
  () =>
    rt.object<SkillInterface>(
      'SkillInterface',
      {},
      {
        brandColor: rt.nullable(rt.string),
        defaultPrompt: rt.nullable(rt.string),
        displayName: rt.nullable(rt.string),
        iconLarge: rt.nullable(rt.ref('AbsolutePathBuf', () => AbsolutePathBuf)),
        iconLargeUrl: rt.nullable(rt.string),
        iconSmall: rt.nullable(rt.ref('AbsolutePathBuf', () => AbsolutePathBuf)),
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
  () =>
    rt.object<SkillMetadata>(
      'SkillMetadata',
      {
        description: rt.string,
        enabled: rt.boolean,
        name: rt.string,
        path: rt.ref('LegacyAppPathString', () => LegacyAppPathString),
        scope: rt.ref('SkillScope', () => SkillScope),
      },
      {
        dependencies: rt.nullable(rt.ref('SkillDependencies', () => SkillDependencies)),
        interface: rt.nullable(rt.ref('SkillInterface', () => SkillInterface)),
        pluginId: rt.nullable(rt.string),
        shortDescription: rt.nullable(rt.string),
      },
    ),
);

export type SkillScope = 'user' | 'repo' | 'system' | 'admin';
export const SkillScope: t.Type<SkillScope> = /* @__PURE__ */ rt.deferred('SkillScope', () =>
  rt.enumeration<SkillScope>('SkillScope', ['user', 'repo', 'system', 'admin']),
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
  () =>
    rt.object<SkillToolDependency>(
      'SkillToolDependency',
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
  () =>
    rt.object<SkillUserInput>('SkillUserInput', {
      name: rt.string,
      path: rt.string,
      type: rt.literal('skill'),
    }),
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
  () =>
    rt.object<SkillsConfigWriteParams>(
      'SkillsConfigWriteParams',
      { enabled: rt.boolean },
      {
        name: rt.nullable(rt.string),
        path: rt.nullable(rt.ref('AbsolutePathBuf', () => AbsolutePathBuf)),
      },
    ),
);

export type SkillsConfigWriteResponse = {
  effectiveEnabled: boolean;
};
export const SkillsConfigWriteResponse: t.Type<SkillsConfigWriteResponse> =
  /* @__PURE__ */ rt.deferred('SkillsConfigWriteResponse', () =>
    rt.object<SkillsConfigWriteResponse>('SkillsConfigWriteResponse', {
      effectiveEnabled: rt.boolean,
    }),
  );

export type SkillsExtraRootsSetParams = {
  extraRoots: Array<AbsolutePathBuf>;
};
export const SkillsExtraRootsSetParams: t.Type<SkillsExtraRootsSetParams> =
  /* @__PURE__ */ rt.deferred('SkillsExtraRootsSetParams', () =>
    rt.object<SkillsExtraRootsSetParams>('SkillsExtraRootsSetParams', {
      extraRoots: rt.array(rt.ref('AbsolutePathBuf', () => AbsolutePathBuf)),
    }),
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
  () =>
    rt.object<SkillsListEntry>('SkillsListEntry', {
      cwd: rt.string,
      errors: rt.array(rt.ref('SkillErrorInfo', () => SkillErrorInfo)),
      skills: rt.array(rt.ref('SkillMetadata', () => SkillMetadata)),
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
  () =>
    rt.object<SkillsListParams>(
      'SkillsListParams',
      {},
      { cwds: rt.array(rt.string), forceReload: rt.boolean },
    ),
);

export type SkillsListResponse = {
  data: Array<SkillsListEntry>;
};
export const SkillsListResponse: t.Type<SkillsListResponse> = /* @__PURE__ */ rt.deferred(
  'SkillsListResponse',
  () =>
    rt.object<SkillsListResponse>('SkillsListResponse', {
      data: rt.array(rt.ref('SkillsListEntry', () => SkillsListEntry)),
    }),
);

export type SpecialFileSystemPath = {
  type: 'special';
  value: FileSystemSpecialPath;
};
export const SpecialFileSystemPath: t.Type<SpecialFileSystemPath> = /* @__PURE__ */ rt.deferred(
  'SpecialFileSystemPath',
  () =>
    rt.object<SpecialFileSystemPath>('SpecialFileSystemPath', {
      type: rt.literal('special'),
      value: rt.ref('FileSystemSpecialPath', () => FileSystemSpecialPath),
    }),
);

export type SpendControlLimitSnapshot = {
  limit: string;
  remainingPercent: number;
  resetsAt: number;
  used: string;
};
export const SpendControlLimitSnapshot: t.Type<SpendControlLimitSnapshot> =
  /* @__PURE__ */ rt.deferred('SpendControlLimitSnapshot', () =>
    rt.object<SpendControlLimitSnapshot>('SpendControlLimitSnapshot', {
      limit: rt.string,
      remainingPercent: rt.integer,
      resetsAt: rt.integer,
      used: rt.string,
    }),
  );

export type StrictReviewRequiredNotification = {
  /** Unix timestamp (in milliseconds) when this review started. */
  startedAtMs: number;
  threadId: string;
  turnId: string;
};
export const StrictReviewRequiredNotification: t.Type<StrictReviewRequiredNotification> =
  /* @__PURE__ */ rt.deferred('StrictReviewRequiredNotification', () =>
    rt.object<StrictReviewRequiredNotification>('StrictReviewRequiredNotification', {
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
export const TextElement: t.Type<TextElement> = /* @__PURE__ */ rt.deferred('TextElement', () =>
  rt.object<TextElement>(
    'TextElement',
    { byteRange: rt.ref('ByteRange', () => ByteRange) },
    { placeholder: rt.nullable(rt.string) },
  ),
);

export type TextUserInput = {
  text: string;
  /** UI-defined spans within `text` used to render or persist special elements. */
  text_elements?: Array<TextElement>;
  type: 'text';
};
export const TextUserInput: t.Type<TextUserInput> = /* @__PURE__ */ rt.deferred(
  'TextUserInput',
  () =>
    rt.object<TextUserInput>(
      'TextUserInput',
      { text: rt.string, type: rt.literal('text') },
      { text_elements: rt.array(rt.ref('TextElement', () => TextElement)) },
    ),
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
  () =>
    rt.object<TokenUsageBreakdown>(
      'TokenUsageBreakdown',
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
  /* @__PURE__ */ rt.deferred('UncommittedChangesReviewTarget', () =>
    rt.object<UncommittedChangesReviewTarget>('UncommittedChangesReviewTarget', {
      type: rt.literal('uncommittedChanges'),
    }),
  );

export type UrlUserInput = {
  url: string;
};
export const UrlUserInput: t.Type<UrlUserInput> = /* @__PURE__ */ rt.deferred('UrlUserInput', () =>
  rt.object<UrlUserInput>('UrlUserInput', { url: rt.string }),
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
  () =>
    rt.taggedUnion<UserInput>('UserInput', 'type', {
      text: rt.ref('TextUserInput', () => TextUserInput),
      image: rt.ref('ImageUserInput', () => ImageUserInput),
      localImage: rt.ref('LocalImageUserInput', () => LocalImageUserInput),
      audio: rt.ref('AudioUserInput', () => AudioUserInput),
      localAudio: rt.ref('LocalAudioUserInput', () => LocalAudioUserInput),
      skill: rt.ref('SkillUserInput', () => SkillUserInput),
      mention: rt.ref('MentionUserInput', () => MentionUserInput),
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
  () =>
    rt.object<WarningNotification>(
      'WarningNotification',
      { message: rt.string },
      { threadId: rt.nullable(rt.string) },
    ),
);

export type WindowsSandboxReadiness = 'ready' | 'notConfigured' | 'updateRequired';
export const WindowsSandboxReadiness: t.Type<WindowsSandboxReadiness> = /* @__PURE__ */ rt.deferred(
  'WindowsSandboxReadiness',
  () =>
    rt.enumeration<WindowsSandboxReadiness>('WindowsSandboxReadiness', [
      'ready',
      'notConfigured',
      'updateRequired',
    ]),
);

export type WindowsSandboxReadinessResponse = {
  status: WindowsSandboxReadiness;
};
export const WindowsSandboxReadinessResponse: t.Type<WindowsSandboxReadinessResponse> =
  /* @__PURE__ */ rt.deferred('WindowsSandboxReadinessResponse', () =>
    rt.object<WindowsSandboxReadinessResponse>('WindowsSandboxReadinessResponse', {
      status: rt.ref('WindowsSandboxReadiness', () => WindowsSandboxReadiness),
    }),
  );

export type WindowsSandboxSetupCompletedNotification = {
  error?: string | null;
  mode: WindowsSandboxSetupMode;
  success: boolean;
};
export const WindowsSandboxSetupCompletedNotification: t.Type<WindowsSandboxSetupCompletedNotification> =
  /* @__PURE__ */ rt.deferred('WindowsSandboxSetupCompletedNotification', () =>
    rt.object<WindowsSandboxSetupCompletedNotification>(
      'WindowsSandboxSetupCompletedNotification',
      {
        mode: rt.ref('WindowsSandboxSetupMode', () => WindowsSandboxSetupMode),
        success: rt.boolean,
      },
      { error: rt.nullable(rt.string) },
    ),
  );

export type WindowsSandboxSetupMode = 'elevated' | 'unelevated';
export const WindowsSandboxSetupMode: t.Type<WindowsSandboxSetupMode> = /* @__PURE__ */ rt.deferred(
  'WindowsSandboxSetupMode',
  () =>
    rt.enumeration<WindowsSandboxSetupMode>('WindowsSandboxSetupMode', ['elevated', 'unelevated']),
);

export type WindowsSandboxSetupStartParams = {
  cwd?: AbsolutePathBuf | null;
  mode: WindowsSandboxSetupMode;
};
export const WindowsSandboxSetupStartParams: t.Type<WindowsSandboxSetupStartParams> =
  /* @__PURE__ */ rt.deferred('WindowsSandboxSetupStartParams', () =>
    rt.object<WindowsSandboxSetupStartParams>(
      'WindowsSandboxSetupStartParams',
      { mode: rt.ref('WindowsSandboxSetupMode', () => WindowsSandboxSetupMode) },
      { cwd: rt.nullable(rt.ref('AbsolutePathBuf', () => AbsolutePathBuf)) },
    ),
  );

export type WindowsSandboxSetupStartResponse = {
  started: boolean;
};
export const WindowsSandboxSetupStartResponse: t.Type<WindowsSandboxSetupStartResponse> =
  /* @__PURE__ */ rt.deferred('WindowsSandboxSetupStartResponse', () =>
    rt.object<WindowsSandboxSetupStartResponse>('WindowsSandboxSetupStartResponse', {
      started: rt.boolean,
    }),
  );

export type WindowsWorldWritableWarningNotification = {
  extraCount: number;
  failedScan: boolean;
  samplePaths: Array<string>;
};
export const WindowsWorldWritableWarningNotification: t.Type<WindowsWorldWritableWarningNotification> =
  /* @__PURE__ */ rt.deferred('WindowsWorldWritableWarningNotification', () =>
    rt.object<WindowsWorldWritableWarningNotification>('WindowsWorldWritableWarningNotification', {
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
  () =>
    rt.object<WorkspaceRouting>('WorkspaceRouting', {
      accountRoutingOverride: rt.ref('AccountRoutingOverride', () => AccountRoutingOverride),
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
  /* @__PURE__ */ rt.deferred('WorkspaceWriteSandboxPolicy', () =>
    rt.object<WorkspaceWriteSandboxPolicy>(
      'WorkspaceWriteSandboxPolicy',
      { type: rt.literal('workspaceWrite') },
      {
        excludeSlashTmp: rt.boolean,
        excludeTmpdirEnvVar: rt.boolean,
        networkAccess: rt.boolean,
        writableRoots: rt.array(rt.ref('AbsolutePathBuf', () => AbsolutePathBuf)),
      },
    ),
  );
