// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

import { AbsolutePathBuf } from '../shared/common.js';
import {
  ApprovalsReviewer,
  AskForApproval,
  ReasoningEffort,
  ReasoningSummary,
  SandboxMode,
} from './common.js';

export type AllowDenyRequirement = 'allow' | 'deny';
export const AllowDenyRequirement: t.Type<AllowDenyRequirement> = /* @__PURE__ */ rt.deferred(
  'AllowDenyRequirement',
  (n) => rt.enumeration<AllowDenyRequirement>(n, ['allow', 'deny']),
);

export type AnalyticsConfig = {
  enabled?: boolean | null;
};
export const AnalyticsConfig: t.Type<AnalyticsConfig> = /* @__PURE__ */ rt.deferred(
  'AnalyticsConfig',
  (n) => rt.object<AnalyticsConfig>(n, {}, { enabled: rt.nullable(rt.boolean) }),
);

/** Selects which part of the active context is charged against `model_auto_compact_token_limit`. */
export type AutoCompactTokenLimitScope = 'total' | 'body_after_prefix';
/** Selects which part of the active context is charged against `model_auto_compact_token_limit`. */
export const AutoCompactTokenLimitScope: t.Type<AutoCompactTokenLimitScope> =
  /* @__PURE__ */ rt.deferred('AutoCompactTokenLimitScope', (n) =>
    rt.enumeration<AutoCompactTokenLimitScope>(n, ['total', 'body_after_prefix']),
  );

export type AutoReviewRequirements = {
  ignoreRules?: Array<string> | null;
  requiredOnModels?: Array<string> | null;
};
export const AutoReviewRequirements: t.Type<AutoReviewRequirements> = /* @__PURE__ */ rt.deferred(
  'AutoReviewRequirements',
  (n) =>
    rt.object<AutoReviewRequirements>(
      n,
      {},
      {
        ignoreRules: rt.nullable(rt.array(rt.string)),
        requiredOnModels: rt.nullable(rt.array(rt.string)),
      },
    ),
);

export type BrowserUseAccessApprovalLifetime = 'turn' | 'thread';
export const BrowserUseAccessApprovalLifetime: t.Type<BrowserUseAccessApprovalLifetime> =
  /* @__PURE__ */ rt.deferred('BrowserUseAccessApprovalLifetime', (n) =>
    rt.enumeration<BrowserUseAccessApprovalLifetime>(n, ['turn', 'thread']),
  );

export type BrowserUseConfig = {
  allow_history_access?: boolean | null;
  default_origin_policy?: BrowserUseOriginPolicyConfig | null;
  origins?: { [key: string]: BrowserUseOriginPolicyConfig } | null;
};
export const BrowserUseConfig: t.Type<BrowserUseConfig> = /* @__PURE__ */ rt.deferred(
  'BrowserUseConfig',
  (n) =>
    rt.object<BrowserUseConfig>(
      n,
      {},
      {
        allow_history_access: rt.nullable(rt.boolean),
        default_origin_policy: rt.nullable(BrowserUseOriginPolicyConfig),
        origins: rt.nullable(rt.record(BrowserUseOriginPolicyConfig)),
      },
    ),
);

export type BrowserUseExtensionRequirements = {
  requestHeaders?: Array<RequestHeader> | null;
};
export const BrowserUseExtensionRequirements: t.Type<BrowserUseExtensionRequirements> =
  /* @__PURE__ */ rt.deferred('BrowserUseExtensionRequirements', (n) =>
    rt.object<BrowserUseExtensionRequirements>(
      n,
      {},
      { requestHeaders: rt.nullable(rt.array(RequestHeader)) },
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
  (n) =>
    rt.object<BrowserUseOriginPolicy>(
      n,
      {},
      {
        access: rt.nullable(AllowDenyRequirement),
        accessApprovalLifetime: rt.nullable(BrowserUseAccessApprovalLifetime),
        autoReview: rt.nullable(AllowDenyRequirement),
        downloads: rt.nullable(AllowDenyRequirement),
        fullCdpAccess: rt.nullable(AllowDenyRequirement),
        persistentApproval: rt.nullable(rt.boolean),
        uploads: rt.nullable(AllowDenyRequirement),
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
  /* @__PURE__ */ rt.deferred('BrowserUseOriginPolicyConfig', (n) =>
    rt.object<BrowserUseOriginPolicyConfig>(
      n,
      {},
      {
        access: rt.nullable(AllowDenyRequirement),
        downloads: rt.nullable(AllowDenyRequirement),
        full_cdp_access: rt.nullable(AllowDenyRequirement),
        uploads: rt.nullable(AllowDenyRequirement),
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
  (n) =>
    rt.object<BrowserUseRequirements>(
      n,
      {},
      {
        allowGlobalPersistentApproval: rt.nullable(rt.boolean),
        allowHistoryAccess: rt.nullable(rt.boolean),
        allowWebmcp: rt.nullable(rt.boolean),
        defaultOriginPolicy: rt.nullable(BrowserUseOriginPolicy),
        disableAutoReview: rt.nullable(rt.boolean),
        extension: rt.nullable(BrowserUseExtensionRequirements),
        origins: rt.nullable(rt.record(BrowserUseOriginPolicy)),
      },
    ),
);

export type CliAuthCredentialsStoreMode = 'file' | 'keyring' | 'auto' | 'ephemeral';
export const CliAuthCredentialsStoreMode: t.Type<CliAuthCredentialsStoreMode> =
  /* @__PURE__ */ rt.deferred('CliAuthCredentialsStoreMode', (n) =>
    rt.enumeration<CliAuthCredentialsStoreMode>(n, ['file', 'keyring', 'auto', 'ephemeral']),
  );

export type ComputerUseConfig = {
  default_app_access?: AllowDenyRequirement | null;
  macos?: ComputerUseMacosConfig | null;
  windows?: ComputerUseWindowsConfig | null;
};
export const ComputerUseConfig: t.Type<ComputerUseConfig> = /* @__PURE__ */ rt.deferred(
  'ComputerUseConfig',
  (n) =>
    rt.object<ComputerUseConfig>(
      n,
      {},
      {
        default_app_access: rt.nullable(AllowDenyRequirement),
        macos: rt.nullable(ComputerUseMacosConfig),
        windows: rt.nullable(ComputerUseWindowsConfig),
      },
    ),
);

export type ComputerUseMacosConfig = {
  bundle_ids?: { [key: string]: AllowDenyRequirement } | null;
};
export const ComputerUseMacosConfig: t.Type<ComputerUseMacosConfig> = /* @__PURE__ */ rt.deferred(
  'ComputerUseMacosConfig',
  (n) =>
    rt.object<ComputerUseMacosConfig>(
      n,
      {},
      { bundle_ids: rt.nullable(rt.record(AllowDenyRequirement)) },
    ),
);

export type ComputerUseMacosRequirements = {
  bundleIds?: { [key: string]: AllowDenyRequirement } | null;
};
export const ComputerUseMacosRequirements: t.Type<ComputerUseMacosRequirements> =
  /* @__PURE__ */ rt.deferred('ComputerUseMacosRequirements', (n) =>
    rt.object<ComputerUseMacosRequirements>(
      n,
      {},
      { bundleIds: rt.nullable(rt.record(AllowDenyRequirement)) },
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
  (n) =>
    rt.object<ComputerUseRequirements>(
      n,
      {},
      {
        allowLockedComputerUse: rt.nullable(rt.boolean),
        allowPersistentApproval: rt.nullable(rt.boolean),
        defaultAppAccess: rt.nullable(AllowDenyRequirement),
        macos: rt.nullable(ComputerUseMacosRequirements),
        windows: rt.nullable(ComputerUseWindowsRequirements),
      },
    ),
);

export type ComputerUseWindowsConfig = {
  aumids?: { [key: string]: AllowDenyRequirement } | null;
  exes?: Array<ComputerUseWindowsExeConfig> | null;
};
export const ComputerUseWindowsConfig: t.Type<ComputerUseWindowsConfig> =
  /* @__PURE__ */ rt.deferred('ComputerUseWindowsConfig', (n) =>
    rt.object<ComputerUseWindowsConfig>(
      n,
      {},
      {
        aumids: rt.nullable(rt.record(AllowDenyRequirement)),
        exes: rt.nullable(rt.array(ComputerUseWindowsExeConfig)),
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
  /* @__PURE__ */ rt.deferred('ComputerUseWindowsExeConfig', (n) =>
    rt.object<ComputerUseWindowsExeConfig>(
      n,
      { access: AllowDenyRequirement, product_name: rt.string, publisher_name: rt.string },
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
  /* @__PURE__ */ rt.deferred('ComputerUseWindowsExeRequirement', (n) =>
    rt.object<ComputerUseWindowsExeRequirement>(
      n,
      { access: AllowDenyRequirement, productName: rt.string, publisherName: rt.string },
      { binaryName: rt.nullable(rt.string) },
    ),
  );

export type ComputerUseWindowsRequirements = {
  aumids?: { [key: string]: AllowDenyRequirement } | null;
  exes?: Array<ComputerUseWindowsExeRequirement> | null;
};
export const ComputerUseWindowsRequirements: t.Type<ComputerUseWindowsRequirements> =
  /* @__PURE__ */ rt.deferred('ComputerUseWindowsRequirements', (n) =>
    rt.object<ComputerUseWindowsRequirements>(
      n,
      {},
      {
        aumids: rt.nullable(rt.record(AllowDenyRequirement)),
        exes: rt.nullable(rt.array(ComputerUseWindowsExeRequirement)),
      },
    ),
  );

export type Config = {
  analytics?: AnalyticsConfig | null;
  approval_policy?: AskForApproval | null;
  /** [UNSTABLE] Optional default for where approval requests are routed for review. */
  approvals_reviewer?: ApprovalsReviewer | null;
  browser_use?: BrowserUseConfig | null;
  /** Effective tools.client_search_provider hint. Model-selected providers take precedence. */
  client_search_provider?: WebSearchProvider | null;
  compact_prompt?: string | null;
  computer_use?: ComputerUseConfig | null;
  desktop?: { [key: string]: unknown } | null;
  developer_instructions?: string | null;
  forced_chatgpt_workspace_id?: ForcedChatgptWorkspaceIds | null;
  forced_login_method?: ForcedLoginMethod | null;
  instructions?: string | null;
  model?: string | null;
  model_auto_compact_token_limit?: number | null;
  model_auto_compact_token_limit_scope?: AutoCompactTokenLimitScope | null;
  model_context_window?: number | null;
  model_provider?: string | null;
  model_reasoning_effort?: ReasoningEffort | null;
  model_reasoning_summary?: ReasoningSummary | null;
  model_verbosity?: Verbosity | null;
  review_model?: string | null;
  sandbox_mode?: SandboxMode | null;
  sandbox_workspace_write?: SandboxWorkspaceWrite | null;
  service_tier?: string | null;
  tools?: ToolsV2 | null;
  web_search?: WebSearchMode | null;
};
export const Config: t.Type<Config> = /* @__PURE__ */ rt.deferred('Config', (n) =>
  rt.object<Config>(
    n,
    {},
    {
      analytics: rt.nullable(AnalyticsConfig),
      approval_policy: rt.nullable(AskForApproval),
      approvals_reviewer: rt.nullable(ApprovalsReviewer),
      browser_use: rt.nullable(BrowserUseConfig),
      client_search_provider: rt.nullable(WebSearchProvider),
      compact_prompt: rt.nullable(rt.string),
      computer_use: rt.nullable(ComputerUseConfig),
      desktop: rt.nullable(rt.record(rt.unknownValue)),
      developer_instructions: rt.nullable(rt.string),
      forced_chatgpt_workspace_id: rt.nullable(ForcedChatgptWorkspaceIds),
      forced_login_method: rt.nullable(ForcedLoginMethod),
      instructions: rt.nullable(rt.string),
      model: rt.nullable(rt.string),
      model_auto_compact_token_limit: rt.nullable(rt.integer),
      model_auto_compact_token_limit_scope: rt.nullable(AutoCompactTokenLimitScope),
      model_context_window: rt.nullable(rt.integer),
      model_provider: rt.nullable(rt.string),
      model_reasoning_effort: rt.nullable(ReasoningEffort),
      model_reasoning_summary: rt.nullable(ReasoningSummary),
      model_verbosity: rt.nullable(Verbosity),
      review_model: rt.nullable(rt.string),
      sandbox_mode: rt.nullable(SandboxMode),
      sandbox_workspace_write: rt.nullable(SandboxWorkspaceWrite),
      service_tier: rt.nullable(rt.string),
      tools: rt.nullable(ToolsV2),
      web_search: rt.nullable(WebSearchMode),
    },
  ),
);

export type ConfigBatchWriteParams = {
  edits: Array<ConfigEdit>;
  expectedVersion?: string | null;
  /** Path to the config file to write; defaults to the user's `config.toml` when omitted. */
  filePath?: string | null;
  /** When true, hot-reload updated runtime settings into loaded threads after writing. Session-static model, reasoning-effort, Plan-mode reasoning-effort, and service-tier defaults are not reloaded. The deprecated personality setting is also not reloaded. */
  reloadUserConfig?: boolean;
};
export const ConfigBatchWriteParams: t.Type<ConfigBatchWriteParams> = /* @__PURE__ */ rt.deferred(
  'ConfigBatchWriteParams',
  (n) =>
    rt.object<ConfigBatchWriteParams>(
      n,
      { edits: rt.array(ConfigEdit) },
      {
        expectedVersion: rt.nullable(rt.string),
        filePath: rt.nullable(rt.string),
        reloadUserConfig: rt.boolean,
      },
    ),
);

export type ConfigEdit = {
  keyPath: string;
  mergeStrategy: MergeStrategy;
  value: unknown;
};
export const ConfigEdit: t.Type<ConfigEdit> = /* @__PURE__ */ rt.deferred('ConfigEdit', (n) =>
  rt.object<ConfigEdit>(n, {
    keyPath: rt.string,
    mergeStrategy: MergeStrategy,
    value: rt.unknownValue,
  }),
);

export type ConfigLayer = {
  config: unknown;
  disabledReason?: string | null;
  name: ConfigLayerSource;
  version: string;
};
export const ConfigLayer: t.Type<ConfigLayer> = /* @__PURE__ */ rt.deferred('ConfigLayer', (n) =>
  rt.object<ConfigLayer>(
    n,
    { config: rt.unknownValue, name: ConfigLayerSource, version: rt.string },
    { disabledReason: rt.nullable(rt.string) },
  ),
);

export type ConfigLayerMetadata = {
  name: ConfigLayerSource;
  version: string;
};
export const ConfigLayerMetadata: t.Type<ConfigLayerMetadata> = /* @__PURE__ */ rt.deferred(
  'ConfigLayerMetadata',
  (n) => rt.object<ConfigLayerMetadata>(n, { name: ConfigLayerSource, version: rt.string }),
);

export type ConfigLayerSource =
  | PackagedDefaultsConfigLayerSource
  | MdmConfigLayerSource
  | SystemConfigLayerSource
  | EnterpriseManagedConfigLayerSource
  | UserConfigLayerSource
  | ProjectConfigLayerSource
  | SessionFlagsConfigLayerSource
  | LegacyManagedConfigTomlFromFileConfigLayerSource
  | LegacyManagedConfigTomlFromMdmConfigLayerSource;
export const ConfigLayerSource: rt.TaggedUnionType<ConfigLayerSource> =
  /* @__PURE__ */ rt.deferredTagged('ConfigLayerSource', (n) =>
    rt.taggedUnion<ConfigLayerSource>(n, 'type', {
      packagedDefaults: PackagedDefaultsConfigLayerSource,
      mdm: MdmConfigLayerSource,
      system: SystemConfigLayerSource,
      enterpriseManaged: EnterpriseManagedConfigLayerSource,
      user: UserConfigLayerSource,
      project: ProjectConfigLayerSource,
      sessionFlags: SessionFlagsConfigLayerSource,
      legacyManagedConfigTomlFromFile: LegacyManagedConfigTomlFromFileConfigLayerSource,
      legacyManagedConfigTomlFromMdm: LegacyManagedConfigTomlFromMdmConfigLayerSource,
    }),
  );

export type ConfigReadParams = {
  /** Optional working directory to resolve project config layers. If specified, return the effective config as seen from that directory (i.e., including any project layers between `cwd` and the project/repo root). */
  cwd?: string | null;
  includeLayers?: boolean;
};
export const ConfigReadParams: t.Type<ConfigReadParams> = /* @__PURE__ */ rt.deferred(
  'ConfigReadParams',
  (n) =>
    rt.object<ConfigReadParams>(n, {}, { cwd: rt.nullable(rt.string), includeLayers: rt.boolean }),
);

export type ConfigReadResponse = {
  config: Config;
  layers?: Array<ConfigLayer> | null;
  origins: { [key: string]: ConfigLayerMetadata };
};
export const ConfigReadResponse: t.Type<ConfigReadResponse> = /* @__PURE__ */ rt.deferred(
  'ConfigReadResponse',
  (n) =>
    rt.object<ConfigReadResponse>(
      n,
      { config: Config, origins: rt.record(ConfigLayerMetadata) },
      { layers: rt.nullable(rt.array(ConfigLayer)) },
    ),
);

export type ConfigRequirements = {
  additionalDeveloperInstructions?: string | null;
  allowAppshots?: boolean | null;
  allowBrowserAndComputerUse?: boolean | null;
  allowLoginShell?: boolean | null;
  allowManagedHooksOnly?: boolean | null;
  allowRemoteControl?: boolean | null;
  allowedApprovalPolicies?: Array<AskForApproval> | null;
  /** Effective login methods after managed, forced-login, and workspace restrictions. An empty list permits no login method. Older servers may omit this field. */
  allowedLoginMethods?: Array<ForcedLoginMethod> | null;
  allowedPermissionProfiles?: { [key: string]: boolean } | null;
  allowedSandboxModes?: Array<SandboxMode> | null;
  allowedWebSearchModes?: Array<WebSearchMode> | null;
  allowedWindowsSandboxImplementations?: Array<WindowsSandboxImplementation> | null;
  autoReview?: AutoReviewRequirements | null;
  browserUse?: BrowserUseRequirements | null;
  chatgptBaseUrl?: string | null;
  checkForUpdateOnStartup?: boolean | null;
  cliAuthCredentialsStore?: CliAuthCredentialsStoreMode | null;
  computerUse?: ComputerUseRequirements | null;
  defaultPermissions?: string | null;
  enforceResidency?: ResidencyRequirement | null;
  featureRequirements?: { [key: string]: boolean } | null;
  feedback?: FeedbackRequirements | null;
  inAppBrowser?: InAppBrowserRequirements | null;
  logDir?: string | null;
  modelCatalogJson?: string | null;
  /** Exact provider selection required by managed policy. */
  modelProvider?: string | null;
  /** Complete required provider definitions, using config.toml field names. */
  modelProviders?: { [key: string]: unknown } | null;
  models?: ModelsRequirements | null;
  otel?: OtelRequirements | null;
  sqliteHome?: string | null;
};
export const ConfigRequirements: t.Type<ConfigRequirements> = /* @__PURE__ */ rt.deferred(
  'ConfigRequirements',
  (n) =>
    rt.object<ConfigRequirements>(
      n,
      {},
      {
        additionalDeveloperInstructions: rt.nullable(rt.string),
        allowAppshots: rt.nullable(rt.boolean),
        allowBrowserAndComputerUse: rt.nullable(rt.boolean),
        allowLoginShell: rt.nullable(rt.boolean),
        allowManagedHooksOnly: rt.nullable(rt.boolean),
        allowRemoteControl: rt.nullable(rt.boolean),
        allowedApprovalPolicies: rt.nullable(rt.array(AskForApproval)),
        allowedLoginMethods: rt.nullable(rt.array(ForcedLoginMethod)),
        allowedPermissionProfiles: rt.nullable(rt.record(rt.boolean)),
        allowedSandboxModes: rt.nullable(rt.array(SandboxMode)),
        allowedWebSearchModes: rt.nullable(rt.array(WebSearchMode)),
        allowedWindowsSandboxImplementations: rt.nullable(rt.array(WindowsSandboxImplementation)),
        autoReview: rt.nullable(AutoReviewRequirements),
        browserUse: rt.nullable(BrowserUseRequirements),
        chatgptBaseUrl: rt.nullable(rt.string),
        checkForUpdateOnStartup: rt.nullable(rt.boolean),
        cliAuthCredentialsStore: rt.nullable(CliAuthCredentialsStoreMode),
        computerUse: rt.nullable(ComputerUseRequirements),
        defaultPermissions: rt.nullable(rt.string),
        enforceResidency: rt.nullable(ResidencyRequirement),
        featureRequirements: rt.nullable(rt.record(rt.boolean)),
        feedback: rt.nullable(FeedbackRequirements),
        inAppBrowser: rt.nullable(InAppBrowserRequirements),
        logDir: rt.nullable(rt.string),
        modelCatalogJson: rt.nullable(rt.string),
        modelProvider: rt.nullable(rt.string),
        modelProviders: rt.nullable(rt.record(rt.unknownValue)),
        models: rt.nullable(ModelsRequirements),
        otel: rt.nullable(OtelRequirements),
        sqliteHome: rt.nullable(rt.string),
      },
    ),
);

export type ConfigRequirementsReadResponse = {
  /** Null if no requirements are configured (e.g. no requirements.toml/MDM entries). */
  requirements?: ConfigRequirements | null;
  /** Whether Fast and Ultra Fast requirements are enforced independently. Older servers omit this field and use Fast mode as a shared speed gate. */
  supportsIndependentSpeedModes?: boolean | null;
};
export const ConfigRequirementsReadResponse: t.Type<ConfigRequirementsReadResponse> =
  /* @__PURE__ */ rt.deferred('ConfigRequirementsReadResponse', (n) =>
    rt.object<ConfigRequirementsReadResponse>(
      n,
      {},
      {
        requirements: rt.nullable(ConfigRequirements),
        supportsIndependentSpeedModes: rt.nullable(rt.boolean),
      },
    ),
  );

export type ConfigValueWriteParams = {
  expectedVersion?: string | null;
  /** Path to the config file to write; defaults to the user's `config.toml` when omitted. */
  filePath?: string | null;
  keyPath: string;
  mergeStrategy: MergeStrategy;
  value: unknown;
};
export const ConfigValueWriteParams: t.Type<ConfigValueWriteParams> = /* @__PURE__ */ rt.deferred(
  'ConfigValueWriteParams',
  (n) =>
    rt.object<ConfigValueWriteParams>(
      n,
      { keyPath: rt.string, mergeStrategy: MergeStrategy, value: rt.unknownValue },
      { expectedVersion: rt.nullable(rt.string), filePath: rt.nullable(rt.string) },
    ),
);

export type ConfigWarningNotification = {
  /** Optional extra guidance or error details. */
  details?: string | null;
  /** Optional path to the config file that triggered the warning. */
  path?: string | null;
  /** Optional range for the error location inside the config file. */
  range?: TextRange | null;
  /** Concise summary of the warning. */
  summary: string;
};
export const ConfigWarningNotification: t.Type<ConfigWarningNotification> =
  /* @__PURE__ */ rt.deferred('ConfigWarningNotification', (n) =>
    rt.object<ConfigWarningNotification>(
      n,
      { summary: rt.string },
      {
        details: rt.nullable(rt.string),
        path: rt.nullable(rt.string),
        range: rt.nullable(TextRange),
      },
    ),
  );

export type ConfigWriteResponse = {
  /** Canonical path to the config file that was written. */
  filePath: AbsolutePathBuf;
  overriddenMetadata?: OverriddenMetadata | null;
  status: WriteStatus;
  version: string;
};
export const ConfigWriteResponse: t.Type<ConfigWriteResponse> = /* @__PURE__ */ rt.deferred(
  'ConfigWriteResponse',
  (n) =>
    rt.object<ConfigWriteResponse>(
      n,
      { filePath: AbsolutePathBuf, status: WriteStatus, version: rt.string },
      { overriddenMetadata: rt.nullable(OverriddenMetadata) },
    ),
);

/** Enterprise-managed config layer delivered by the cloud config bundle. */
export type EnterpriseManagedConfigLayerSource = {
  /** Stable identifier for the delivered layer. */
  id: string;
  /** Admin-facing name for the delivered layer. This is surfaced in diagnostics so users know which cloud layer needs administrator attention. */
  name: string;
  type: 'enterpriseManaged';
};
/** Enterprise-managed config layer delivered by the cloud config bundle. */
export const EnterpriseManagedConfigLayerSource: t.Type<EnterpriseManagedConfigLayerSource> =
  /* @__PURE__ */ rt.deferred('EnterpriseManagedConfigLayerSource', (n) =>
    rt.object<EnterpriseManagedConfigLayerSource>(n, {
      id: rt.string,
      name: rt.string,
      type: rt.literal('enterpriseManaged'),
    }),
  );

export type FeedbackRequirements = {
  enabled?: boolean | null;
};
export const FeedbackRequirements: t.Type<FeedbackRequirements> = /* @__PURE__ */ rt.deferred(
  'FeedbackRequirements',
  (n) => rt.object<FeedbackRequirements>(n, {}, { enabled: rt.nullable(rt.boolean) }),
);

/** Backward-compatible API shape for ChatGPT workspace login restrictions. */
export type ForcedChatgptWorkspaceIds = string | Array<string>;
/** Backward-compatible API shape for ChatGPT workspace login restrictions. */
export const ForcedChatgptWorkspaceIds: t.Type<ForcedChatgptWorkspaceIds> =
  /* @__PURE__ */ rt.deferred('ForcedChatgptWorkspaceIds', (n) =>
    rt.union<ForcedChatgptWorkspaceIds>(n, [rt.string, rt.array(rt.string)]),
  );

export type ForcedLoginMethod = 'chatgpt' | 'api';
export const ForcedLoginMethod: t.Type<ForcedLoginMethod> = /* @__PURE__ */ rt.deferred(
  'ForcedLoginMethod',
  (n) => rt.enumeration<ForcedLoginMethod>(n, ['chatgpt', 'api']),
);

export type InAppBrowserRequirements = {
  allowExternalBrowserSettingsImport?: boolean | null;
};
export const InAppBrowserRequirements: t.Type<InAppBrowserRequirements> =
  /* @__PURE__ */ rt.deferred('InAppBrowserRequirements', (n) =>
    rt.object<InAppBrowserRequirements>(
      n,
      {},
      { allowExternalBrowserSettingsImport: rt.nullable(rt.boolean) },
    ),
  );

/** `managed_config.toml` was designed to be a config that was loaded as the last layer on top of everything else. This scheme did not quite work out as intended, but we keep this variant as a "best effort" while we phase out `managed_config.toml` in favor of `requirements.toml`. */
export type LegacyManagedConfigTomlFromFileConfigLayerSource = {
  file: AbsolutePathBuf;
  type: 'legacyManagedConfigTomlFromFile';
};
/** `managed_config.toml` was designed to be a config that was loaded as the last layer on top of everything else. This scheme did not quite work out as intended, but we keep this variant as a "best effort" while we phase out `managed_config.toml` in favor of `requirements.toml`. */
export const LegacyManagedConfigTomlFromFileConfigLayerSource: t.Type<LegacyManagedConfigTomlFromFileConfigLayerSource> =
  /* @__PURE__ */ rt.deferred('LegacyManagedConfigTomlFromFileConfigLayerSource', (n) =>
    rt.object<LegacyManagedConfigTomlFromFileConfigLayerSource>(n, {
      file: AbsolutePathBuf,
      type: rt.literal('legacyManagedConfigTomlFromFile'),
    }),
  );

export type LegacyManagedConfigTomlFromMdmConfigLayerSource = {
  type: 'legacyManagedConfigTomlFromMdm';
};
export const LegacyManagedConfigTomlFromMdmConfigLayerSource: t.Type<LegacyManagedConfigTomlFromMdmConfigLayerSource> =
  /* @__PURE__ */ rt.deferred('LegacyManagedConfigTomlFromMdmConfigLayerSource', (n) =>
    rt.object<LegacyManagedConfigTomlFromMdmConfigLayerSource>(n, {
      type: rt.literal('legacyManagedConfigTomlFromMdm'),
    }),
  );

/** Managed preferences layer delivered by MDM (macOS only). */
export type MdmConfigLayerSource = {
  domain: string;
  key: string;
  type: 'mdm';
};
/** Managed preferences layer delivered by MDM (macOS only). */
export const MdmConfigLayerSource: t.Type<MdmConfigLayerSource> = /* @__PURE__ */ rt.deferred(
  'MdmConfigLayerSource',
  (n) =>
    rt.object<MdmConfigLayerSource>(n, {
      domain: rt.string,
      key: rt.string,
      type: rt.literal('mdm'),
    }),
);

export type MergeStrategy = 'replace' | 'upsert';
export const MergeStrategy: t.Type<MergeStrategy> = /* @__PURE__ */ rt.deferred(
  'MergeStrategy',
  (n) => rt.enumeration<MergeStrategy>(n, ['replace', 'upsert']),
);

export type ModelsRequirements = {
  newThread?: NewThreadModelDefaults | null;
};
export const ModelsRequirements: t.Type<ModelsRequirements> = /* @__PURE__ */ rt.deferred(
  'ModelsRequirements',
  (n) => rt.object<ModelsRequirements>(n, {}, { newThread: rt.nullable(NewThreadModelDefaults) }),
);

export type NewThreadModelDefaults = {
  model?: string | null;
  modelReasoningEffort?: ReasoningEffort | null;
  serviceTier?: string | null;
};
export const NewThreadModelDefaults: t.Type<NewThreadModelDefaults> = /* @__PURE__ */ rt.deferred(
  'NewThreadModelDefaults',
  (n) =>
    rt.object<NewThreadModelDefaults>(
      n,
      {},
      {
        model: rt.nullable(rt.string),
        modelReasoningEffort: rt.nullable(ReasoningEffort),
        serviceTier: rt.nullable(rt.string),
      },
    ),
);

export type OtelExporter = 'none' | 'statsig' | OtlpHttpOtelExporter | OtlpGrpcOtelExporter;
export const OtelExporter: t.Type<OtelExporter> = /* @__PURE__ */ rt.deferred('OtelExporter', (n) =>
  rt.union<OtelExporter>(n, [
    rt.enumeration(`${n}|0`, ['none', 'statsig']),
    OtlpHttpOtelExporter,
    OtlpGrpcOtelExporter,
  ]),
);

export type OtelHttpProtocol = 'binary' | 'json';
export const OtelHttpProtocol: t.Type<OtelHttpProtocol> = /* @__PURE__ */ rt.deferred(
  'OtelHttpProtocol',
  (n) => rt.enumeration<OtelHttpProtocol>(n, ['binary', 'json']),
);

export type OtelRequirements = {
  environment?: string | null;
  exporter?: OtelExporter | null;
  headers_helper?: string | null;
  headers_helper_refresh_interval_ms?: number | null;
  log_agent_responses?: boolean | null;
  log_guardian_assessments?: boolean | null;
  log_sse_deltas?: boolean | null;
  log_user_prompt?: boolean | null;
  metrics_exporter?: OtelExporter | null;
  span_attributes?: { [key: string]: string } | null;
  tool_result?: OtelToolResultLogConfig | null;
  trace_exporter?: OtelExporter | null;
  tracestate?: { [key: string]: { [key: string]: string } } | null;
};
export const OtelRequirements: t.Type<OtelRequirements> = /* @__PURE__ */ rt.deferred(
  'OtelRequirements',
  (n) =>
    rt.object<OtelRequirements>(
      n,
      {},
      {
        environment: rt.nullable(rt.string),
        exporter: rt.nullable(OtelExporter),
        headers_helper: rt.nullable(rt.string),
        headers_helper_refresh_interval_ms: rt.nullable(rt.integer),
        log_agent_responses: rt.nullable(rt.boolean),
        log_guardian_assessments: rt.nullable(rt.boolean),
        log_sse_deltas: rt.nullable(rt.boolean),
        log_user_prompt: rt.nullable(rt.boolean),
        metrics_exporter: rt.nullable(OtelExporter),
        span_attributes: rt.nullable(rt.record(rt.string)),
        tool_result: rt.nullable(OtelToolResultLogConfig),
        trace_exporter: rt.nullable(OtelExporter),
        tracestate: rt.nullable(rt.record(rt.record(rt.string))),
      },
    ),
);

export type OtelTlsConfig = {
  'ca-certificate'?: string | null;
  'client-certificate'?: string | null;
  'client-private-key'?: string | null;
};
export const OtelTlsConfig: t.Type<OtelTlsConfig> = /* @__PURE__ */ rt.deferred(
  'OtelTlsConfig',
  (n) =>
    rt.object<OtelTlsConfig>(
      n,
      {},
      {
        'ca-certificate': rt.nullable(rt.string),
        'client-certificate': rt.nullable(rt.string),
        'client-private-key': rt.nullable(rt.string),
      },
    ),
);

export type OtelToolResultLogConfig = {
  max_bytes: number;
};
export const OtelToolResultLogConfig: t.Type<OtelToolResultLogConfig> = /* @__PURE__ */ rt.deferred(
  'OtelToolResultLogConfig',
  (n) => rt.object<OtelToolResultLogConfig>(n, { max_bytes: rt.integer }),
);

export type OtlpGrpcOtelExporter = {
  'otlp-grpc': {
    endpoint: string;
    /** Header names are retained; values are redacted by the server. */
    headers: { [key: string]: string };
    tls?: OtelTlsConfig | null;
  };
};
export const OtlpGrpcOtelExporter: t.Type<OtlpGrpcOtelExporter> = /* @__PURE__ */ rt.deferred(
  'OtlpGrpcOtelExporter',
  (n) =>
    rt.object<OtlpGrpcOtelExporter>(n, {
      'otlp-grpc': rt.object(
        `${n}.otlp-grpc`,
        { endpoint: rt.string, headers: rt.record(rt.string) },
        { tls: rt.nullable(OtelTlsConfig) },
      ),
    }),
);

export type OtlpHttpOtelExporter = {
  'otlp-http': {
    endpoint: string;
    /** Header names are retained; values are redacted by the server. */
    headers: { [key: string]: string };
    protocol: OtelHttpProtocol;
    tls?: OtelTlsConfig | null;
  };
};
export const OtlpHttpOtelExporter: t.Type<OtlpHttpOtelExporter> = /* @__PURE__ */ rt.deferred(
  'OtlpHttpOtelExporter',
  (n) =>
    rt.object<OtlpHttpOtelExporter>(n, {
      'otlp-http': rt.object(
        `${n}.otlp-http`,
        { endpoint: rt.string, headers: rt.record(rt.string), protocol: OtelHttpProtocol },
        { tls: rt.nullable(OtelTlsConfig) },
      ),
    }),
);

export type OverriddenMetadata = {
  effectiveValue: unknown;
  message: string;
  overridingLayer: ConfigLayerMetadata;
};
export const OverriddenMetadata: t.Type<OverriddenMetadata> = /* @__PURE__ */ rt.deferred(
  'OverriddenMetadata',
  (n) =>
    rt.object<OverriddenMetadata>(n, {
      effectiveValue: rt.unknownValue,
      message: rt.string,
      overridingLayer: ConfigLayerMetadata,
    }),
);

/** Default configuration supplied with the installed Codex package. */
export type PackagedDefaultsConfigLayerSource = {
  /** Path to the packaged default configuration file. */
  file: AbsolutePathBuf;
  type: 'packagedDefaults';
};
/** Default configuration supplied with the installed Codex package. */
export const PackagedDefaultsConfigLayerSource: t.Type<PackagedDefaultsConfigLayerSource> =
  /* @__PURE__ */ rt.deferred('PackagedDefaultsConfigLayerSource', (n) =>
    rt.object<PackagedDefaultsConfigLayerSource>(n, {
      file: AbsolutePathBuf,
      type: rt.literal('packagedDefaults'),
    }),
  );

/** Path to a .codex/ folder within a project. There could be multiple of these between `cwd` and the project/repo root. */
export type ProjectConfigLayerSource = {
  dotCodexFolder: AbsolutePathBuf;
  type: 'project';
};
/** Path to a .codex/ folder within a project. There could be multiple of these between `cwd` and the project/repo root. */
export const ProjectConfigLayerSource: t.Type<ProjectConfigLayerSource> =
  /* @__PURE__ */ rt.deferred('ProjectConfigLayerSource', (n) =>
    rt.object<ProjectConfigLayerSource>(n, {
      dotCodexFolder: AbsolutePathBuf,
      type: rt.literal('project'),
    }),
  );

export type RequestHeader = {
  name: string;
  value: string;
};
export const RequestHeader: t.Type<RequestHeader> = /* @__PURE__ */ rt.deferred(
  'RequestHeader',
  (n) => rt.object<RequestHeader>(n, { name: rt.string, value: rt.string }),
);

export type ResidencyRequirement = 'us';
export const ResidencyRequirement: t.Type<ResidencyRequirement> = /* @__PURE__ */ rt.deferred(
  'ResidencyRequirement',
  () => rt.typed<ResidencyRequirement>(rt.literal('us')),
);

export type SandboxWorkspaceWrite = {
  exclude_slash_tmp?: boolean;
  exclude_tmpdir_env_var?: boolean;
  network_access?: boolean;
  writable_roots?: Array<string>;
};
export const SandboxWorkspaceWrite: t.Type<SandboxWorkspaceWrite> = /* @__PURE__ */ rt.deferred(
  'SandboxWorkspaceWrite',
  (n) =>
    rt.object<SandboxWorkspaceWrite>(
      n,
      {},
      {
        exclude_slash_tmp: rt.boolean,
        exclude_tmpdir_env_var: rt.boolean,
        network_access: rt.boolean,
        writable_roots: rt.array(rt.string),
      },
    ),
);

/** Session-layer overrides supplied via `-c`/`--config`. */
export type SessionFlagsConfigLayerSource = {
  type: 'sessionFlags';
};
/** Session-layer overrides supplied via `-c`/`--config`. */
export const SessionFlagsConfigLayerSource: t.Type<SessionFlagsConfigLayerSource> =
  /* @__PURE__ */ rt.deferred('SessionFlagsConfigLayerSource', (n) =>
    rt.object<SessionFlagsConfigLayerSource>(n, { type: rt.literal('sessionFlags') }),
  );

/** Managed config layer from a file (usually `managed_config.toml`). */
export type SystemConfigLayerSource = {
  /** This is the path to the system config.toml file, though it is not guaranteed to exist. */
  file: AbsolutePathBuf;
  type: 'system';
};
/** Managed config layer from a file (usually `managed_config.toml`). */
export const SystemConfigLayerSource: t.Type<SystemConfigLayerSource> = /* @__PURE__ */ rt.deferred(
  'SystemConfigLayerSource',
  (n) =>
    rt.object<SystemConfigLayerSource>(n, { file: AbsolutePathBuf, type: rt.literal('system') }),
);

export type TextPosition = {
  /** 1-based column number (in Unicode scalar values). */
  column: number;
  /** 1-based line number. */
  line: number;
};
export const TextPosition: t.Type<TextPosition> = /* @__PURE__ */ rt.deferred('TextPosition', (n) =>
  rt.object<TextPosition>(n, { column: rt.integer, line: rt.integer }),
);

export type TextRange = {
  end: TextPosition;
  start: TextPosition;
};
export const TextRange: t.Type<TextRange> = /* @__PURE__ */ rt.deferred('TextRange', (n) =>
  rt.object<TextRange>(n, { end: TextPosition, start: TextPosition }),
);

export type ToolsV2 = {
  web_search?: WebSearchToolConfig | null;
};
export const ToolsV2: t.Type<ToolsV2> = /* @__PURE__ */ rt.deferred('ToolsV2', (n) =>
  rt.object<ToolsV2>(n, {}, { web_search: rt.nullable(WebSearchToolConfig) }),
);

/** User config layer from $CODEX_HOME/config.toml. This layer is special in that it is expected to be: - writable by the user - generally outside the workspace directory */
export type UserConfigLayerSource = {
  /** This is the path to the user's config.toml file, though it is not guaranteed to exist. */
  file: AbsolutePathBuf;
  /** Name of the selected profile-v2 config layered on top of the base user config, when this layer represents one. */
  profile?: string | null;
  type: 'user';
};
/** User config layer from $CODEX_HOME/config.toml. This layer is special in that it is expected to be: - writable by the user - generally outside the workspace directory */
export const UserConfigLayerSource: t.Type<UserConfigLayerSource> = /* @__PURE__ */ rt.deferred(
  'UserConfigLayerSource',
  (n) =>
    rt.object<UserConfigLayerSource>(
      n,
      { file: AbsolutePathBuf, type: rt.literal('user') },
      { profile: rt.nullable(rt.string) },
    ),
);

/** Controls output length/detail on GPT-5 models via the Responses API. Serialized with lowercase values to match the OpenAI API. */
export type Verbosity = 'low' | 'medium' | 'high';
/** Controls output length/detail on GPT-5 models via the Responses API. Serialized with lowercase values to match the OpenAI API. */
export const Verbosity: t.Type<Verbosity> = /* @__PURE__ */ rt.deferred('Verbosity', (n) =>
  rt.enumeration<Verbosity>(n, ['low', 'medium', 'high']),
);

export type WebSearchContextSize = 'low' | 'medium' | 'high';
export const WebSearchContextSize: t.Type<WebSearchContextSize> = /* @__PURE__ */ rt.deferred(
  'WebSearchContextSize',
  (n) => rt.enumeration<WebSearchContextSize>(n, ['low', 'medium', 'high']),
);

export type WebSearchLocation = {
  city?: string | null;
  country?: string | null;
  region?: string | null;
  timezone?: string | null;
};
export const WebSearchLocation: t.Type<WebSearchLocation> = /* @__PURE__ */ rt.deferred(
  'WebSearchLocation',
  (n) =>
    rt.object<WebSearchLocation>(
      n,
      {},
      {
        city: rt.nullable(rt.string),
        country: rt.nullable(rt.string),
        region: rt.nullable(rt.string),
        timezone: rt.nullable(rt.string),
      },
    ),
);

export type WebSearchMode = 'disabled' | 'cached' | 'indexed' | 'live';
export const WebSearchMode: t.Type<WebSearchMode> = /* @__PURE__ */ rt.deferred(
  'WebSearchMode',
  (n) => rt.enumeration<WebSearchMode>(n, ['disabled', 'cached', 'indexed', 'live']),
);

/** Provider preference selected by the resolved model catalog entry. */
export type WebSearchProvider = 'standalone' | 'search_mcp';
/** Provider preference selected by the resolved model catalog entry. */
export const WebSearchProvider: t.Type<WebSearchProvider> = /* @__PURE__ */ rt.deferred(
  'WebSearchProvider',
  (n) => rt.enumeration<WebSearchProvider>(n, ['standalone', 'search_mcp']),
);

export type WebSearchToolConfig = {
  allowed_domains?: Array<string> | null;
  context_size?: WebSearchContextSize | null;
  location?: WebSearchLocation | null;
};
export const WebSearchToolConfig: t.Type<WebSearchToolConfig> = /* @__PURE__ */ rt.deferred(
  'WebSearchToolConfig',
  (n) =>
    rt.object<WebSearchToolConfig>(
      n,
      {},
      {
        allowed_domains: rt.nullable(rt.array(rt.string)),
        context_size: rt.nullable(WebSearchContextSize),
        location: rt.nullable(WebSearchLocation),
      },
    ),
);

export type WindowsSandboxImplementation = 'elevated' | 'unelevated' | 'mxc';
export const WindowsSandboxImplementation: t.Type<WindowsSandboxImplementation> =
  /* @__PURE__ */ rt.deferred('WindowsSandboxImplementation', (n) =>
    rt.enumeration<WindowsSandboxImplementation>(n, ['elevated', 'unelevated', 'mxc']),
  );

export type WriteStatus = 'ok' | 'okOverridden';
export const WriteStatus: t.Type<WriteStatus> = /* @__PURE__ */ rt.deferred('WriteStatus', (n) =>
  rt.enumeration<WriteStatus>(n, ['ok', 'okOverridden']),
);
