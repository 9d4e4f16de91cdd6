// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../../lib/protocol/runtime/index.js';

import { AppInfo, AppToolApproval, AppToolSummary } from './app.js';
import { FileSystemSandboxEntry } from './file.js';
import {
  HelplineSubject,
  ImageDetail,
  InputImageFunctionCallOutputContentItem,
  InputTextFunctionCallOutputContentItem,
  InstalledApp,
  LegacyAppPathString,
  ModeKind,
  NetworkDomainPermission,
} from './misc-2.js';
import { ReasoningEffort, RequestHeader, Settings, TrustedContacts } from './misc-3.js';
import { TurnError } from './turn.js';

export type ActivePermissionProfile = {
  /** Parent profile identifier from the selected permissions profile's `extends` setting, when present. */
  extends?: string | null;
  /** Identifier from `default_permissions` or the implicit built-in default, such as `:workspace` or a user-defined `[permissions.<id>]` profile. */
  id: string;
};
export const ActivePermissionProfile: t.Type<ActivePermissionProfile> = /* @__PURE__ */ rt.deferred(
  'ActivePermissionProfile',
  () =>
    rt.object<ActivePermissionProfile>(
      'ActivePermissionProfile',
      { id: rt.string },
      { extends: rt.nullable(rt.string) },
    ),
);

export type AddCreditsNudgeCreditType = 'credits' | 'usage_limit';
export const AddCreditsNudgeCreditType: t.Type<AddCreditsNudgeCreditType> =
  /* @__PURE__ */ rt.deferred('AddCreditsNudgeCreditType', () =>
    rt.enumeration<AddCreditsNudgeCreditType>('AddCreditsNudgeCreditType', [
      'credits',
      'usage_limit',
    ]),
  );

export type AddCreditsNudgeEmailStatus = 'sent' | 'cooldown_active';
export const AddCreditsNudgeEmailStatus: t.Type<AddCreditsNudgeEmailStatus> =
  /* @__PURE__ */ rt.deferred('AddCreditsNudgeEmailStatus', () =>
    rt.enumeration<AddCreditsNudgeEmailStatus>('AddCreditsNudgeEmailStatus', [
      'sent',
      'cooldown_active',
    ]),
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

export type AgentMessageDelivery = 'async';
export const AgentMessageDelivery: t.Type<AgentMessageDelivery> = /* @__PURE__ */ rt.deferred(
  'AgentMessageDelivery',
  () => rt.typed<AgentMessageDelivery>(rt.literal('async')),
);

export type AgentMessageDeltaNotification = {
  delta: string;
  itemId: string;
  threadId: string;
  turnId: string;
};
export const AgentMessageDeltaNotification: t.Type<AgentMessageDeltaNotification> =
  /* @__PURE__ */ rt.deferred('AgentMessageDeltaNotification', () =>
    rt.object<AgentMessageDeltaNotification>('AgentMessageDeltaNotification', {
      delta: rt.string,
      itemId: rt.string,
      threadId: rt.string,
      turnId: rt.string,
    }),
  );

/** How Chat should present a recovered answer. */
export type AgentMessageDisplay =
  | {
      annotation?: AnswerAnnotation | null;
      mode: 'show';
      trustedContacts: TrustedContacts;
      version: 1;
    }
  | {
      mode: 'hide';
      replacement: AnswerReplacement;
      version: 1;
    }
  | {
      mode: 'block';
      reason: BlockReason;
      version: 1;
    };
/** How Chat should present a recovered answer. */
export const AgentMessageDisplay: rt.TaggedUnionType<AgentMessageDisplay> =
  /* @__PURE__ */ rt.deferredTagged('AgentMessageDisplay', () =>
    rt.taggedUnion<AgentMessageDisplay>('AgentMessageDisplay', 'mode', {
      show: rt.object(
        'AgentMessageDisplay:show',
        {
          mode: rt.literal('show'),
          trustedContacts: rt.ref('TrustedContacts', () => TrustedContacts),
          version: rt.literal(1),
        },
        { annotation: rt.nullable(rt.ref('AnswerAnnotation', () => AnswerAnnotation)) },
      ),
      hide: rt.object('AgentMessageDisplay:hide', {
        mode: rt.literal('hide'),
        replacement: rt.ref('AnswerReplacement', () => AnswerReplacement),
        version: rt.literal(1),
      }),
      block: rt.object('AgentMessageDisplay:block', {
        mode: rt.literal('block'),
        reason: rt.ref('BlockReason', () => BlockReason),
        version: rt.literal(1),
      }),
    }),
  );

export type AgentMessageInputContent =
  | InputTextAgentMessageInputContent
  | EncryptedContentAgentMessageInputContent;
export const AgentMessageInputContent: rt.TaggedUnionType<AgentMessageInputContent> =
  /* @__PURE__ */ rt.deferredTagged('AgentMessageInputContent', () =>
    rt.taggedUnion<AgentMessageInputContent>('AgentMessageInputContent', 'type', {
      input_text: rt.ref(
        'InputTextAgentMessageInputContent',
        () => InputTextAgentMessageInputContent,
      ),
      encrypted_content: rt.ref(
        'EncryptedContentAgentMessageInputContent',
        () => EncryptedContentAgentMessageInputContent,
      ),
    }),
  );

export type AgentMessageModeration = {
  display?: AgentMessageDisplay | null;
  moderated: boolean;
};
export const AgentMessageModeration: t.Type<AgentMessageModeration> = /* @__PURE__ */ rt.deferred(
  'AgentMessageModeration',
  () =>
    rt.object<AgentMessageModeration>(
      'AgentMessageModeration',
      { moderated: rt.boolean },
      { display: rt.nullable(rt.ref('AgentMessageDisplay', () => AgentMessageDisplay)) },
    ),
);

export type AgentPath = string;
export const AgentPath: t.Type<AgentPath> = /* @__PURE__ */ rt.deferred('AgentPath', () =>
  rt.typed<AgentPath>(rt.string),
);

export type EncryptedContentAgentMessageInputContent = {
  encrypted_content: string;
  type: 'encrypted_content';
};
export const EncryptedContentAgentMessageInputContent: t.Type<EncryptedContentAgentMessageInputContent> =
  /* @__PURE__ */ rt.deferred('EncryptedContentAgentMessageInputContent', () =>
    rt.object<EncryptedContentAgentMessageInputContent>(
      'EncryptedContentAgentMessageInputContent',
      { encrypted_content: rt.string, type: rt.literal('encrypted_content') },
    ),
  );

export type InputTextAgentMessageInputContent = {
  text: string;
  type: 'input_text';
};
export const InputTextAgentMessageInputContent: t.Type<InputTextAgentMessageInputContent> =
  /* @__PURE__ */ rt.deferred('InputTextAgentMessageInputContent', () =>
    rt.object<InputTextAgentMessageInputContent>('InputTextAgentMessageInputContent', {
      text: rt.string,
      type: rt.literal('input_text'),
    }),
  );

export type AllowDenyRequirement = 'allow' | 'deny';
export const AllowDenyRequirement: t.Type<AllowDenyRequirement> = /* @__PURE__ */ rt.deferred(
  'AllowDenyRequirement',
  () => rt.enumeration<AllowDenyRequirement>('AllowDenyRequirement', ['allow', 'deny']),
);

export type AnalyticsConfig = {
  enabled?: boolean | null;
};
export const AnalyticsConfig: t.Type<AnalyticsConfig> = /* @__PURE__ */ rt.deferred(
  'AnalyticsConfig',
  () => rt.object<AnalyticsConfig>('AnalyticsConfig', {}, { enabled: rt.nullable(rt.boolean) }),
);

export type AnswerAnnotation = {
  kind: 'wellbeingHelpline';
  subject: HelplineSubject;
};
export const AnswerAnnotation: t.Type<AnswerAnnotation> = /* @__PURE__ */ rt.deferred(
  'AnswerAnnotation',
  () =>
    rt.object<AnswerAnnotation>('AnswerAnnotation', {
      kind: rt.literal('wellbeingHelpline'),
      subject: rt.ref('HelplineSubject', () => HelplineSubject),
    }),
);

export type AnswerReplacement = {
  kind: 'wellbeingPromptHelpline';
};
export const AnswerReplacement: t.Type<AnswerReplacement> = /* @__PURE__ */ rt.deferred(
  'AnswerReplacement',
  () =>
    rt.object<AnswerReplacement>('AnswerReplacement', {
      kind: rt.literal('wellbeingPromptHelpline'),
    }),
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

/** Read the committed installed connector runtime snapshot. */
export type AppsInstalledParams = {
  /** When true and Apps are permitted, refresh and publish the hosted connector runtime tool snapshot first. */
  forceRefresh?: boolean;
  /** Optional loaded thread id used to evaluate effective app configuration. */
  threadId?: string | null;
};
/** Read the committed installed connector runtime snapshot. */
export const AppsInstalledParams: t.Type<AppsInstalledParams> = /* @__PURE__ */ rt.deferred(
  'AppsInstalledParams',
  () =>
    rt.object<AppsInstalledParams>(
      'AppsInstalledParams',
      {},
      { forceRefresh: rt.boolean, threadId: rt.nullable(rt.string) },
    ),
);

/** The installed connectors in one committed runtime snapshot. */
export type AppsInstalledResponse = {
  apps: Array<InstalledApp>;
};
/** The installed connectors in one committed runtime snapshot. */
export const AppsInstalledResponse: t.Type<AppsInstalledResponse> = /* @__PURE__ */ rt.deferred(
  'AppsInstalledResponse',
  () =>
    rt.object<AppsInstalledResponse>('AppsInstalledResponse', {
      apps: rt.array(rt.ref('InstalledApp', () => InstalledApp)),
    }),
);

/** EXPERIMENTAL - list available apps/connectors. */
export type AppsListParams = {
  /** Opaque pagination cursor returned by a previous call. */
  cursor?: string | null;
  /** When true, bypass app caches and fetch the latest data from sources. */
  forceRefetch?: boolean;
  /** Optional page size; defaults to a reasonable server-side value. */
  limit?: number | null;
  /** Optional thread id used to evaluate app feature gating from that thread's config. */
  threadId?: string | null;
};
/** EXPERIMENTAL - list available apps/connectors. */
export const AppsListParams: t.Type<AppsListParams> = /* @__PURE__ */ rt.deferred(
  'AppsListParams',
  () =>
    rt.object<AppsListParams>(
      'AppsListParams',
      {},
      {
        cursor: rt.nullable(rt.string),
        forceRefetch: rt.boolean,
        limit: rt.nullable(rt.integer),
        threadId: rt.nullable(rt.string),
      },
    ),
);

/** EXPERIMENTAL - app list response. */
export type AppsListResponse = {
  data: Array<AppInfo>;
  /** Opaque cursor to pass to the next call to continue after the last item. If None, there are no more items to return. */
  nextCursor?: string | null;
};
/** EXPERIMENTAL - app list response. */
export const AppsListResponse: t.Type<AppsListResponse> = /* @__PURE__ */ rt.deferred(
  'AppsListResponse',
  () =>
    rt.object<AppsListResponse>(
      'AppsListResponse',
      { data: rt.array(rt.ref('AppInfo', () => AppInfo)) },
      { nextCursor: rt.nullable(rt.string) },
    ),
);

/** EXPERIMENTAL - read metadata for specific apps/connectors. */
export type AppsReadParams = {
  /** App ids to read. The server accepts at most 100 ids and deduplicates repeated ids while preserving their first-request order. */
  appIds: Array<string>;
  /** When true, include display-only public tool summaries in the returned metadata. */
  includeTools?: boolean;
  /** Optional loaded thread id used to evaluate effective app configuration. */
  threadId?: string | null;
};
/** EXPERIMENTAL - read metadata for specific apps/connectors. */
export const AppsReadParams: t.Type<AppsReadParams> = /* @__PURE__ */ rt.deferred(
  'AppsReadParams',
  () =>
    rt.object<AppsReadParams>(
      'AppsReadParams',
      { appIds: rt.array(rt.string) },
      { includeTools: rt.boolean, threadId: rt.nullable(rt.string) },
    ),
);

/** EXPERIMENTAL - app/read response. */
export type AppsReadResponse = {
  apps: Array<ConnectorMetadata>;
  missingAppIds: Array<string>;
};
/** EXPERIMENTAL - app/read response. */
export const AppsReadResponse: t.Type<AppsReadResponse> = /* @__PURE__ */ rt.deferred(
  'AppsReadResponse',
  () =>
    rt.object<AppsReadResponse>('AppsReadResponse', {
      apps: rt.array(rt.ref('ConnectorMetadata', () => ConnectorMetadata)),
      missingAppIds: rt.array(rt.string),
    }),
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

export type AsyncUserInputQuestion = {
  options?: Array<string> | null;
  title: string;
};
export const AsyncUserInputQuestion: t.Type<AsyncUserInputQuestion> = /* @__PURE__ */ rt.deferred(
  'AsyncUserInputQuestion',
  () =>
    rt.object<AsyncUserInputQuestion>(
      'AsyncUserInputQuestion',
      { title: rt.string },
      { options: rt.nullable(rt.array(rt.string)) },
    ),
);

/** Authentication mode for OpenAI-backed providers. */
export type AuthMode =
  | 'apikey'
  | 'chatgpt'
  | 'chatgptAuthTokens'
  | 'headers'
  | 'agentIdentity'
  | 'personalAccessToken'
  | 'bedrockApiKey'
  | 'bedrockAccessKeys';
/** Authentication mode for OpenAI-backed providers. */
export const AuthMode: t.Type<AuthMode> = /* @__PURE__ */ rt.deferred('AuthMode', () =>
  rt.enumeration<AuthMode>('AuthMode', [
    'apikey',
    'chatgpt',
    'chatgptAuthTokens',
    'headers',
    'agentIdentity',
    'personalAccessToken',
    'bedrockApiKey',
    'bedrockAccessKeys',
  ]),
);

export type AuthRecoveryNotification = {
  message: string;
  provider: string;
  threadId: string;
  turnId: string;
};
export const AuthRecoveryNotification: t.Type<AuthRecoveryNotification> =
  /* @__PURE__ */ rt.deferred('AuthRecoveryNotification', () =>
    rt.object<AuthRecoveryNotification>('AuthRecoveryNotification', {
      message: rt.string,
      provider: rt.string,
      threadId: rt.string,
      turnId: rt.string,
    }),
  );

/** Selects which part of the active context is charged against `model_auto_compact_token_limit`. */
export type AutoCompactTokenLimitScope = 'total' | 'body_after_prefix';
/** Selects which part of the active context is charged against `model_auto_compact_token_limit`. */
export const AutoCompactTokenLimitScope: t.Type<AutoCompactTokenLimitScope> =
  /* @__PURE__ */ rt.deferred('AutoCompactTokenLimitScope', () =>
    rt.enumeration<AutoCompactTokenLimitScope>('AutoCompactTokenLimitScope', [
      'total',
      'body_after_prefix',
    ]),
  );

/** [UNSTABLE] Source that produced a terminal approval auto-review decision. */
export type AutoReviewDecisionSource = 'agent';
/** [UNSTABLE] Source that produced a terminal approval auto-review decision. */
export const AutoReviewDecisionSource: t.Type<AutoReviewDecisionSource> =
  /* @__PURE__ */ rt.deferred('AutoReviewDecisionSource', () =>
    rt.typed<AutoReviewDecisionSource>(rt.literal('agent')),
  );

export type AutoReviewRequirements = {
  ignoreRules?: Array<string> | null;
  requiredOnModels?: Array<string> | null;
};
export const AutoReviewRequirements: t.Type<AutoReviewRequirements> = /* @__PURE__ */ rt.deferred(
  'AutoReviewRequirements',
  () =>
    rt.object<AutoReviewRequirements>(
      'AutoReviewRequirements',
      {},
      {
        ignoreRules: rt.nullable(rt.array(rt.string)),
        requiredOnModels: rt.nullable(rt.array(rt.string)),
      },
    ),
);

export type BedrockProviderId = 'amazon-bedrock' | 'amazon-bedrock-runtime';
export const BedrockProviderId: t.Type<BedrockProviderId> = /* @__PURE__ */ rt.deferred(
  'BedrockProviderId',
  () =>
    rt.enumeration<BedrockProviderId>('BedrockProviderId', [
      'amazon-bedrock',
      'amazon-bedrock-runtime',
    ]),
);

export type BlockReason =
  | {
      kind: 'protection';
      /** Identifies the same moderation row that Chat writes on the live path. */
      protectionType: string;
    }
  | KindBlockReason;
export const BlockReason: rt.TaggedUnionType<BlockReason> = /* @__PURE__ */ rt.deferredTagged(
  'BlockReason',
  () =>
    rt.taggedUnion<BlockReason>('BlockReason', 'kind', {
      protection: rt.object('BlockReason:protection', {
        kind: rt.literal('protection'),
        protectionType: rt.string,
      }),
      cyber: rt.ref('KindBlockReason', () => KindBlockReason),
    }),
);

export type KindBlockReason = {
  kind: 'cyber';
  trustedAccess?: boolean | null;
};
export const KindBlockReason: t.Type<KindBlockReason> = /* @__PURE__ */ rt.deferred(
  'KindBlockReason',
  () =>
    rt.object<KindBlockReason>(
      'KindBlockReason',
      { kind: rt.literal('cyber') },
      { trustedAccess: rt.nullable(rt.boolean) },
    ),
);

export type BrowserUseAccessApprovalLifetime = 'turn' | 'thread';
export const BrowserUseAccessApprovalLifetime: t.Type<BrowserUseAccessApprovalLifetime> =
  /* @__PURE__ */ rt.deferred('BrowserUseAccessApprovalLifetime', () =>
    rt.enumeration<BrowserUseAccessApprovalLifetime>('BrowserUseAccessApprovalLifetime', [
      'turn',
      'thread',
    ]),
  );

export type BrowserUseConfig = {
  allow_history_access?: boolean | null;
  default_origin_policy?: BrowserUseOriginPolicyConfig | null;
  origins?: { [key: string]: BrowserUseOriginPolicyConfig } | null;
};
export const BrowserUseConfig: t.Type<BrowserUseConfig> = /* @__PURE__ */ rt.deferred(
  'BrowserUseConfig',
  () =>
    rt.object<BrowserUseConfig>(
      'BrowserUseConfig',
      {},
      {
        allow_history_access: rt.nullable(rt.boolean),
        default_origin_policy: rt.nullable(
          rt.ref('BrowserUseOriginPolicyConfig', () => BrowserUseOriginPolicyConfig),
        ),
        origins: rt.nullable(
          rt.record(rt.ref('BrowserUseOriginPolicyConfig', () => BrowserUseOriginPolicyConfig)),
        ),
      },
    ),
);

export type BrowserUseExtensionRequirements = {
  requestHeaders?: Array<RequestHeader> | null;
};
export const BrowserUseExtensionRequirements: t.Type<BrowserUseExtensionRequirements> =
  /* @__PURE__ */ rt.deferred('BrowserUseExtensionRequirements', () =>
    rt.object<BrowserUseExtensionRequirements>(
      'BrowserUseExtensionRequirements',
      {},
      { requestHeaders: rt.nullable(rt.array(rt.ref('RequestHeader', () => RequestHeader))) },
    ),
  );

export type BrowserUseOriginPolicy = {
  access?: AllowDenyRequirement | null;
  accessApprovalLifetime?: BrowserUseAccessApprovalLifetime | null;
  autoReview?: AllowDenyRequirement | null;
  downloads?: AllowDenyRequirement | null;
  fullCdpAccess?: AllowDenyRequirement | null;
  persistentApproval?: boolean | null;
  uploads?: AllowDenyRequirement | null;
};
export const BrowserUseOriginPolicy: t.Type<BrowserUseOriginPolicy> = /* @__PURE__ */ rt.deferred(
  'BrowserUseOriginPolicy',
  () =>
    rt.object<BrowserUseOriginPolicy>(
      'BrowserUseOriginPolicy',
      {},
      {
        access: rt.nullable(rt.ref('AllowDenyRequirement', () => AllowDenyRequirement)),
        accessApprovalLifetime: rt.nullable(
          rt.ref('BrowserUseAccessApprovalLifetime', () => BrowserUseAccessApprovalLifetime),
        ),
        autoReview: rt.nullable(rt.ref('AllowDenyRequirement', () => AllowDenyRequirement)),
        downloads: rt.nullable(rt.ref('AllowDenyRequirement', () => AllowDenyRequirement)),
        fullCdpAccess: rt.nullable(rt.ref('AllowDenyRequirement', () => AllowDenyRequirement)),
        persistentApproval: rt.nullable(rt.boolean),
        uploads: rt.nullable(rt.ref('AllowDenyRequirement', () => AllowDenyRequirement)),
      },
    ),
);

export type BrowserUseOriginPolicyConfig = {
  access?: AllowDenyRequirement | null;
  downloads?: AllowDenyRequirement | null;
  full_cdp_access?: AllowDenyRequirement | null;
  uploads?: AllowDenyRequirement | null;
};
export const BrowserUseOriginPolicyConfig: t.Type<BrowserUseOriginPolicyConfig> =
  /* @__PURE__ */ rt.deferred('BrowserUseOriginPolicyConfig', () =>
    rt.object<BrowserUseOriginPolicyConfig>(
      'BrowserUseOriginPolicyConfig',
      {},
      {
        access: rt.nullable(rt.ref('AllowDenyRequirement', () => AllowDenyRequirement)),
        downloads: rt.nullable(rt.ref('AllowDenyRequirement', () => AllowDenyRequirement)),
        full_cdp_access: rt.nullable(rt.ref('AllowDenyRequirement', () => AllowDenyRequirement)),
        uploads: rt.nullable(rt.ref('AllowDenyRequirement', () => AllowDenyRequirement)),
      },
    ),
  );

export type BrowserUseRequirements = {
  allowGlobalPersistentApproval?: boolean | null;
  allowHistoryAccess?: boolean | null;
  allowWebmcp?: boolean | null;
  defaultOriginPolicy?: BrowserUseOriginPolicy | null;
  disableAutoReview?: boolean | null;
  extension?: BrowserUseExtensionRequirements | null;
  origins?: { [key: string]: BrowserUseOriginPolicy } | null;
};
export const BrowserUseRequirements: t.Type<BrowserUseRequirements> = /* @__PURE__ */ rt.deferred(
  'BrowserUseRequirements',
  () =>
    rt.object<BrowserUseRequirements>(
      'BrowserUseRequirements',
      {},
      {
        allowGlobalPersistentApproval: rt.nullable(rt.boolean),
        allowHistoryAccess: rt.nullable(rt.boolean),
        allowWebmcp: rt.nullable(rt.boolean),
        defaultOriginPolicy: rt.nullable(
          rt.ref('BrowserUseOriginPolicy', () => BrowserUseOriginPolicy),
        ),
        disableAutoReview: rt.nullable(rt.boolean),
        extension: rt.nullable(
          rt.ref('BrowserUseExtensionRequirements', () => BrowserUseExtensionRequirements),
        ),
        origins: rt.nullable(
          rt.record(rt.ref('BrowserUseOriginPolicy', () => BrowserUseOriginPolicy)),
        ),
      },
    ),
);

export type ByteRange = {
  end: number;
  start: number;
};
export const ByteRange: t.Type<ByteRange> = /* @__PURE__ */ rt.deferred('ByteRange', () =>
  rt.object<ByteRange>('ByteRange', { end: rt.integer, start: rt.integer }),
);

export type CancelLoginAccountParams = {
  loginId: string;
};
export const CancelLoginAccountParams: t.Type<CancelLoginAccountParams> =
  /* @__PURE__ */ rt.deferred('CancelLoginAccountParams', () =>
    rt.object<CancelLoginAccountParams>('CancelLoginAccountParams', { loginId: rt.string }),
  );

export type CancelLoginAccountResponse = {
  status: CancelLoginAccountStatus;
};
export const CancelLoginAccountResponse: t.Type<CancelLoginAccountResponse> =
  /* @__PURE__ */ rt.deferred('CancelLoginAccountResponse', () =>
    rt.object<CancelLoginAccountResponse>('CancelLoginAccountResponse', {
      status: rt.ref('CancelLoginAccountStatus', () => CancelLoginAccountStatus),
    }),
  );

export type CancelLoginAccountStatus = 'canceled' | 'notFound';
export const CancelLoginAccountStatus: t.Type<CancelLoginAccountStatus> =
  /* @__PURE__ */ rt.deferred('CancelLoginAccountStatus', () =>
    rt.enumeration<CancelLoginAccountStatus>('CancelLoginAccountStatus', ['canceled', 'notFound']),
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

export type CliAuthCredentialsStoreMode = 'file' | 'keyring' | 'auto' | 'ephemeral';
export const CliAuthCredentialsStoreMode: t.Type<CliAuthCredentialsStoreMode> =
  /* @__PURE__ */ rt.deferred('CliAuthCredentialsStoreMode', () =>
    rt.enumeration<CliAuthCredentialsStoreMode>('CliAuthCredentialsStoreMode', [
      'file',
      'keyring',
      'auto',
      'ephemeral',
    ]),
  );

export type CollabAgentState = {
  message?: string | null;
  status: CollabAgentStatus;
};
export const CollabAgentState: t.Type<CollabAgentState> = /* @__PURE__ */ rt.deferred(
  'CollabAgentState',
  () =>
    rt.object<CollabAgentState>(
      'CollabAgentState',
      { status: rt.ref('CollabAgentStatus', () => CollabAgentStatus) },
      { message: rt.nullable(rt.string) },
    ),
);

export type CollabAgentStatus =
  | 'pendingInit'
  | 'running'
  | 'interrupted'
  | 'completed'
  | 'errored'
  | 'shutdown'
  | 'notFound';
export const CollabAgentStatus: t.Type<CollabAgentStatus> = /* @__PURE__ */ rt.deferred(
  'CollabAgentStatus',
  () =>
    rt.enumeration<CollabAgentStatus>('CollabAgentStatus', [
      'pendingInit',
      'running',
      'interrupted',
      'completed',
      'errored',
      'shutdown',
      'notFound',
    ]),
);

export type CollabAgentTool =
  | 'spawnAgent'
  | 'sendInput'
  | 'resumeAgent'
  | 'wait'
  | 'closeAgent'
  | 'sendMessage'
  | 'followupTask'
  | 'interruptAgent'
  | 'listAgents';
export const CollabAgentTool: t.Type<CollabAgentTool> = /* @__PURE__ */ rt.deferred(
  'CollabAgentTool',
  () =>
    rt.enumeration<CollabAgentTool>('CollabAgentTool', [
      'spawnAgent',
      'sendInput',
      'resumeAgent',
      'wait',
      'closeAgent',
      'sendMessage',
      'followupTask',
      'interruptAgent',
      'listAgents',
    ]),
);

export type CollabAgentToolCallStatus = 'inProgress' | 'completed' | 'failed' | 'interrupted';
export const CollabAgentToolCallStatus: t.Type<CollabAgentToolCallStatus> =
  /* @__PURE__ */ rt.deferred('CollabAgentToolCallStatus', () =>
    rt.enumeration<CollabAgentToolCallStatus>('CollabAgentToolCallStatus', [
      'inProgress',
      'completed',
      'failed',
      'interrupted',
    ]),
  );

/** Collaboration mode for a Codex session. */
export type CollaborationMode = {
  mode: ModeKind;
  settings: Settings;
};
/** Collaboration mode for a Codex session. */
export const CollaborationMode: t.Type<CollaborationMode> = /* @__PURE__ */ rt.deferred(
  'CollaborationMode',
  () =>
    rt.object<CollaborationMode>('CollaborationMode', {
      mode: rt.ref('ModeKind', () => ModeKind),
      settings: rt.ref('Settings', () => Settings),
    }),
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

export type ComputerUseConfig = {
  default_app_access?: AllowDenyRequirement | null;
  macos?: ComputerUseMacosConfig | null;
  windows?: ComputerUseWindowsConfig | null;
};
export const ComputerUseConfig: t.Type<ComputerUseConfig> = /* @__PURE__ */ rt.deferred(
  'ComputerUseConfig',
  () =>
    rt.object<ComputerUseConfig>(
      'ComputerUseConfig',
      {},
      {
        default_app_access: rt.nullable(rt.ref('AllowDenyRequirement', () => AllowDenyRequirement)),
        macos: rt.nullable(rt.ref('ComputerUseMacosConfig', () => ComputerUseMacosConfig)),
        windows: rt.nullable(rt.ref('ComputerUseWindowsConfig', () => ComputerUseWindowsConfig)),
      },
    ),
);

export type ComputerUseMacosConfig = {
  bundle_ids?: { [key: string]: AllowDenyRequirement } | null;
};
export const ComputerUseMacosConfig: t.Type<ComputerUseMacosConfig> = /* @__PURE__ */ rt.deferred(
  'ComputerUseMacosConfig',
  () =>
    rt.object<ComputerUseMacosConfig>(
      'ComputerUseMacosConfig',
      {},
      {
        bundle_ids: rt.nullable(
          rt.record(rt.ref('AllowDenyRequirement', () => AllowDenyRequirement)),
        ),
      },
    ),
);

export type ComputerUseMacosRequirements = {
  bundleIds?: { [key: string]: AllowDenyRequirement } | null;
};
export const ComputerUseMacosRequirements: t.Type<ComputerUseMacosRequirements> =
  /* @__PURE__ */ rt.deferred('ComputerUseMacosRequirements', () =>
    rt.object<ComputerUseMacosRequirements>(
      'ComputerUseMacosRequirements',
      {},
      {
        bundleIds: rt.nullable(
          rt.record(rt.ref('AllowDenyRequirement', () => AllowDenyRequirement)),
        ),
      },
    ),
  );

export type ComputerUseRequirements = {
  allowLockedComputerUse?: boolean | null;
  allowPersistentApproval?: boolean | null;
  defaultAppAccess?: AllowDenyRequirement | null;
  macos?: ComputerUseMacosRequirements | null;
  windows?: ComputerUseWindowsRequirements | null;
};
export const ComputerUseRequirements: t.Type<ComputerUseRequirements> = /* @__PURE__ */ rt.deferred(
  'ComputerUseRequirements',
  () =>
    rt.object<ComputerUseRequirements>(
      'ComputerUseRequirements',
      {},
      {
        allowLockedComputerUse: rt.nullable(rt.boolean),
        allowPersistentApproval: rt.nullable(rt.boolean),
        defaultAppAccess: rt.nullable(rt.ref('AllowDenyRequirement', () => AllowDenyRequirement)),
        macos: rt.nullable(
          rt.ref('ComputerUseMacosRequirements', () => ComputerUseMacosRequirements),
        ),
        windows: rt.nullable(
          rt.ref('ComputerUseWindowsRequirements', () => ComputerUseWindowsRequirements),
        ),
      },
    ),
);

export type ComputerUseWindowsConfig = {
  aumids?: { [key: string]: AllowDenyRequirement } | null;
  exes?: Array<ComputerUseWindowsExeConfig> | null;
};
export const ComputerUseWindowsConfig: t.Type<ComputerUseWindowsConfig> =
  /* @__PURE__ */ rt.deferred('ComputerUseWindowsConfig', () =>
    rt.object<ComputerUseWindowsConfig>(
      'ComputerUseWindowsConfig',
      {},
      {
        aumids: rt.nullable(rt.record(rt.ref('AllowDenyRequirement', () => AllowDenyRequirement))),
        exes: rt.nullable(
          rt.array(rt.ref('ComputerUseWindowsExeConfig', () => ComputerUseWindowsExeConfig)),
        ),
      },
    ),
  );

export type ComputerUseWindowsExeConfig = {
  access: AllowDenyRequirement;
  binary_name?: string | null;
  product_name: string;
  publisher_name: string;
};
export const ComputerUseWindowsExeConfig: t.Type<ComputerUseWindowsExeConfig> =
  /* @__PURE__ */ rt.deferred('ComputerUseWindowsExeConfig', () =>
    rt.object<ComputerUseWindowsExeConfig>(
      'ComputerUseWindowsExeConfig',
      {
        access: rt.ref('AllowDenyRequirement', () => AllowDenyRequirement),
        product_name: rt.string,
        publisher_name: rt.string,
      },
      { binary_name: rt.nullable(rt.string) },
    ),
  );

export type ComputerUseWindowsExeRequirement = {
  access: AllowDenyRequirement;
  binaryName?: string | null;
  productName: string;
  publisherName: string;
};
export const ComputerUseWindowsExeRequirement: t.Type<ComputerUseWindowsExeRequirement> =
  /* @__PURE__ */ rt.deferred('ComputerUseWindowsExeRequirement', () =>
    rt.object<ComputerUseWindowsExeRequirement>(
      'ComputerUseWindowsExeRequirement',
      {
        access: rt.ref('AllowDenyRequirement', () => AllowDenyRequirement),
        productName: rt.string,
        publisherName: rt.string,
      },
      { binaryName: rt.nullable(rt.string) },
    ),
  );

export type ComputerUseWindowsRequirements = {
  aumids?: { [key: string]: AllowDenyRequirement } | null;
  exes?: Array<ComputerUseWindowsExeRequirement> | null;
};
export const ComputerUseWindowsRequirements: t.Type<ComputerUseWindowsRequirements> =
  /* @__PURE__ */ rt.deferred('ComputerUseWindowsRequirements', () =>
    rt.object<ComputerUseWindowsRequirements>(
      'ComputerUseWindowsRequirements',
      {},
      {
        aumids: rt.nullable(rt.record(rt.ref('AllowDenyRequirement', () => AllowDenyRequirement))),
        exes: rt.nullable(
          rt.array(
            rt.ref('ComputerUseWindowsExeRequirement', () => ComputerUseWindowsExeRequirement),
          ),
        ),
      },
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

export type AgentConfiguredHookHandler = {
  type: 'agent';
};
export const AgentConfiguredHookHandler: t.Type<AgentConfiguredHookHandler> =
  /* @__PURE__ */ rt.deferred('AgentConfiguredHookHandler', () =>
    rt.object<AgentConfiguredHookHandler>('AgentConfiguredHookHandler', {
      type: rt.literal('agent'),
    }),
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

export type PromptConfiguredHookHandler = {
  type: 'prompt';
};
export const PromptConfiguredHookHandler: t.Type<PromptConfiguredHookHandler> =
  /* @__PURE__ */ rt.deferred('PromptConfiguredHookHandler', () =>
    rt.object<PromptConfiguredHookHandler>('PromptConfiguredHookHandler', {
      type: rt.literal('prompt'),
    }),
  );

/** EXPERIMENTAL - metadata returned by app/read. */
export type ConnectorMetadata = {
  description?: string | null;
  distributionChannel?: string | null;
  iconUrl?: string | null;
  iconUrlDark?: string | null;
  id: string;
  installUrl?: string | null;
  name: string;
  pluginDisplayNames?: Array<string>;
  toolSummaries?: Array<AppToolSummary> | null;
};
/** EXPERIMENTAL - metadata returned by app/read. */
export const ConnectorMetadata: t.Type<ConnectorMetadata> = /* @__PURE__ */ rt.deferred(
  'ConnectorMetadata',
  () =>
    rt.object<ConnectorMetadata>(
      'ConnectorMetadata',
      { id: rt.string, name: rt.string },
      {
        description: rt.nullable(rt.string),
        distributionChannel: rt.nullable(rt.string),
        iconUrl: rt.nullable(rt.string),
        iconUrlDark: rt.nullable(rt.string),
        installUrl: rt.nullable(rt.string),
        pluginDisplayNames: rt.array(rt.string),
        toolSummaries: rt.nullable(rt.array(rt.ref('AppToolSummary', () => AppToolSummary))),
      },
    ),
);

export type ConsumeAccountRateLimitResetCreditOutcome =
  | 'reset'
  | 'nothingToReset'
  | 'noCredit'
  | 'alreadyRedeemed';
export const ConsumeAccountRateLimitResetCreditOutcome: t.Type<ConsumeAccountRateLimitResetCreditOutcome> =
  /* @__PURE__ */ rt.deferred('ConsumeAccountRateLimitResetCreditOutcome', () =>
    rt.enumeration<ConsumeAccountRateLimitResetCreditOutcome>(
      'ConsumeAccountRateLimitResetCreditOutcome',
      ['reset', 'nothingToReset', 'noCredit', 'alreadyRedeemed'],
    ),
  );

export type ConsumeAccountRateLimitResetCreditParams = {
  /** Opaque reset-credit identifier to redeem. When omitted, the backend selects the next available credit. */
  creditId?: string | null;
  /** Identifies one logical reset attempt. A UUID is recommended; reuse the same value when retrying that attempt. */
  idempotencyKey: string;
};
export const ConsumeAccountRateLimitResetCreditParams: t.Type<ConsumeAccountRateLimitResetCreditParams> =
  /* @__PURE__ */ rt.deferred('ConsumeAccountRateLimitResetCreditParams', () =>
    rt.object<ConsumeAccountRateLimitResetCreditParams>(
      'ConsumeAccountRateLimitResetCreditParams',
      { idempotencyKey: rt.string },
      { creditId: rt.nullable(rt.string) },
    ),
  );

export type ConsumeAccountRateLimitResetCreditResponse = {
  outcome: ConsumeAccountRateLimitResetCreditOutcome;
};
export const ConsumeAccountRateLimitResetCreditResponse: t.Type<ConsumeAccountRateLimitResetCreditResponse> =
  /* @__PURE__ */ rt.deferred('ConsumeAccountRateLimitResetCreditResponse', () =>
    rt.object<ConsumeAccountRateLimitResetCreditResponse>(
      'ConsumeAccountRateLimitResetCreditResponse',
      {
        outcome: rt.ref(
          'ConsumeAccountRateLimitResetCreditOutcome',
          () => ConsumeAccountRateLimitResetCreditOutcome,
        ),
      },
    ),
  );

export type AudioUrlContentItem = {
  audio_url: string;
};
export const AudioUrlContentItem: t.Type<AudioUrlContentItem> = /* @__PURE__ */ rt.deferred(
  'AudioUrlContentItem',
  () => rt.object<AudioUrlContentItem>('AudioUrlContentItem', { audio_url: rt.string }),
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

export type FileIdContentItem = {
  file_id: string;
};
export const FileIdContentItem: t.Type<FileIdContentItem> = /* @__PURE__ */ rt.deferred(
  'FileIdContentItem',
  () => rt.object<FileIdContentItem>('FileIdContentItem', { file_id: rt.string }),
);

export type ImageUrlContentItem = {
  image_url: string;
};
export const ImageUrlContentItem: t.Type<ImageUrlContentItem> = /* @__PURE__ */ rt.deferred(
  'ImageUrlContentItem',
  () => rt.object<ImageUrlContentItem>('ImageUrlContentItem', { image_url: rt.string }),
);

/** Inline audio data or an uploaded file loaded by the Responses API. */
export type InputAudioContentItem = {
  type: 'input_audio';
} & (
  | AudioUrlContentItem
  | {
      file_id: string;
    }
);
/** Inline audio data or an uploaded file loaded by the Responses API. */
export const InputAudioContentItem: t.Type<InputAudioContentItem> = /* @__PURE__ */ rt.deferred(
  'InputAudioContentItem',
  () =>
    rt.intersection<InputAudioContentItem>('InputAudioContentItem', [
      rt.object('InputAudioContentItem', { type: rt.literal('input_audio') }),
      rt.union('InputAudioContentItem', [
        rt.ref('AudioUrlContentItem', () => AudioUrlContentItem),
        rt.object('InputAudioContentItem|1', { file_id: rt.string }),
      ]),
    ]),
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

export type InputTextContentItem = {
  text: string;
  type: 'input_text';
};
export const InputTextContentItem: t.Type<InputTextContentItem> = /* @__PURE__ */ rt.deferred(
  'InputTextContentItem',
  () =>
    rt.object<InputTextContentItem>('InputTextContentItem', {
      text: rt.string,
      type: rt.literal('input_text'),
    }),
);

export type OutputTextContentItem = {
  annotations?: Array<unknown> | null;
  logprobs?: Array<unknown> | null;
  text: string;
  type: 'output_text';
};
export const OutputTextContentItem: t.Type<OutputTextContentItem> = /* @__PURE__ */ rt.deferred(
  'OutputTextContentItem',
  () =>
    rt.object<OutputTextContentItem>(
      'OutputTextContentItem',
      { text: rt.string, type: rt.literal('output_text') },
      {
        annotations: rt.nullable(rt.array(rt.unknownValue)),
        logprobs: rt.nullable(rt.array(rt.unknownValue)),
      },
    ),
);

/** Deprecated: Use `ContextCompaction` item type instead. */
export type ContextCompactedNotification = {
  threadId: string;
  turnId: string;
};
/** Deprecated: Use `ContextCompaction` item type instead. */
export const ContextCompactedNotification: t.Type<ContextCompactedNotification> =
  /* @__PURE__ */ rt.deferred('ContextCompactedNotification', () =>
    rt.object<ContextCompactedNotification>('ContextCompactedNotification', {
      threadId: rt.string,
      turnId: rt.string,
    }),
  );

export type ConversationTextRole = 'user' | 'developer' | 'assistant';
export const ConversationTextRole: t.Type<ConversationTextRole> = /* @__PURE__ */ rt.deferred(
  'ConversationTextRole',
  () =>
    rt.enumeration<ConversationTextRole>('ConversationTextRole', [
      'user',
      'developer',
      'assistant',
    ]),
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

/** Requested cyber treatment for an OpenAI model turn. Authorization and model-tier restrictions remain server-owned. */
export type CyberAccessProgram = 'standard' | 'daybreakBlue' | 'daybreakRed';
/** Requested cyber treatment for an OpenAI model turn. Authorization and model-tier restrictions remain server-owned. */
export const CyberAccessProgram: t.Type<CyberAccessProgram> = /* @__PURE__ */ rt.deferred(
  'CyberAccessProgram',
  () =>
    rt.enumeration<CyberAccessProgram>('CyberAccessProgram', [
      'standard',
      'daybreakBlue',
      'daybreakRed',
    ]),
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

export type DesktopOnboardingEntrypoint = 'life_sciences';
export const DesktopOnboardingEntrypoint: t.Type<DesktopOnboardingEntrypoint> =
  /* @__PURE__ */ rt.deferred('DesktopOnboardingEntrypoint', () =>
    rt.typed<DesktopOnboardingEntrypoint>(rt.literal('life_sciences')),
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

export type DynamicToolCallStatus = 'inProgress' | 'completed' | 'failed';
export const DynamicToolCallStatus: t.Type<DynamicToolCallStatus> = /* @__PURE__ */ rt.deferred(
  'DynamicToolCallStatus',
  () =>
    rt.enumeration<DynamicToolCallStatus>('DynamicToolCallStatus', [
      'inProgress',
      'completed',
      'failed',
    ]),
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

export type EnvironmentConnectionNotification = {
  environmentId: string;
  threadId: string;
};
export const EnvironmentConnectionNotification: t.Type<EnvironmentConnectionNotification> =
  /* @__PURE__ */ rt.deferred('EnvironmentConnectionNotification', () =>
    rt.object<EnvironmentConnectionNotification>('EnvironmentConnectionNotification', {
      environmentId: rt.string,
      threadId: rt.string,
    }),
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

export type ErrorNotification = {
  error: TurnError;
  threadId: string;
  turnId: string;
  willRetry: boolean;
};
export const ErrorNotification: t.Type<ErrorNotification> = /* @__PURE__ */ rt.deferred(
  'ErrorNotification',
  () =>
    rt.object<ErrorNotification>('ErrorNotification', {
      error: rt.ref('TurnError', () => TurnError),
      threadId: rt.string,
      turnId: rt.string,
      willRetry: rt.boolean,
    }),
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

export type FeedbackRequirements = {
  enabled?: boolean | null;
};
export const FeedbackRequirements: t.Type<FeedbackRequirements> = /* @__PURE__ */ rt.deferred(
  'FeedbackRequirements',
  () =>
    rt.object<FeedbackRequirements>(
      'FeedbackRequirements',
      {},
      { enabled: rt.nullable(rt.boolean) },
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

/** Backward-compatible API shape for ChatGPT workspace login restrictions. */
export type ForcedChatgptWorkspaceIds = string | Array<string>;
/** Backward-compatible API shape for ChatGPT workspace login restrictions. */
export const ForcedChatgptWorkspaceIds: t.Type<ForcedChatgptWorkspaceIds> =
  /* @__PURE__ */ rt.deferred('ForcedChatgptWorkspaceIds', () =>
    rt.union<ForcedChatgptWorkspaceIds>('ForcedChatgptWorkspaceIds', [
      rt.string,
      rt.array(rt.string),
    ]),
  );

export type ForcedLoginMethod = 'chatgpt' | 'api';
export const ForcedLoginMethod: t.Type<ForcedLoginMethod> = /* @__PURE__ */ rt.deferred(
  'ForcedLoginMethod',
  () => rt.enumeration<ForcedLoginMethod>('ForcedLoginMethod', ['chatgpt', 'api']),
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

export type FileIdFunctionCallOutputContentItem = {
  file_id: string;
};
export const FileIdFunctionCallOutputContentItem: t.Type<FileIdFunctionCallOutputContentItem> =
  /* @__PURE__ */ rt.deferred('FileIdFunctionCallOutputContentItem', () =>
    rt.object<FileIdFunctionCallOutputContentItem>('FileIdFunctionCallOutputContentItem', {
      file_id: rt.string,
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

export type ImageUrlFunctionCallOutputContentItem = {
  image_url: string;
};
export const ImageUrlFunctionCallOutputContentItem: t.Type<ImageUrlFunctionCallOutputContentItem> =
  /* @__PURE__ */ rt.deferred('ImageUrlFunctionCallOutputContentItem', () =>
    rt.object<ImageUrlFunctionCallOutputContentItem>('ImageUrlFunctionCallOutputContentItem', {
      image_url: rt.string,
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
