// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import * as t from 'io-ts';
import * as rt from '../../../lib/protocol/codec-runtime.js';

import { AbsolutePathBuf } from '../shared/common.js';
import {
  ApprovalsReviewer,
  AskForApproval,
  ReasoningEffort,
  ReasoningSummary,
  SandboxMode,
} from './common.js';

export type AllowDenyRequirement = 'allow' | 'deny';
export const AllowDenyRequirement: t.Type<AllowDenyRequirement> = /* @__PURE__ */ rt.lazy(
  'AllowDenyRequirement',
  () => rt.openEnum(t.keyof({ allow: null, deny: null })),
);

export type AnalyticsConfig = {
  enabled?: boolean | null;
};
export const AnalyticsConfig: t.Type<AnalyticsConfig> = /* @__PURE__ */ rt.lazy(
  'AnalyticsConfig',
  () => t.partial({ enabled: rt.nullable(t.boolean) }),
);

/** Selects which part of the active context is charged against `model_auto_compact_token_limit`. */
export type AutoCompactTokenLimitScope = 'total' | 'body_after_prefix';
/** Selects which part of the active context is charged against `model_auto_compact_token_limit`. */
export const AutoCompactTokenLimitScope: t.Type<AutoCompactTokenLimitScope> =
  /* @__PURE__ */ rt.lazy('AutoCompactTokenLimitScope', () =>
    rt.openEnum(t.keyof({ total: null, body_after_prefix: null })),
  );

export type AutoReviewRequirements = {
  ignoreRules?: Array<string> | null;
  requiredOnModels?: Array<string> | null;
};
export const AutoReviewRequirements: t.Type<AutoReviewRequirements> = /* @__PURE__ */ rt.lazy(
  'AutoReviewRequirements',
  () =>
    t.partial({
      ignoreRules: rt.nullable(t.array(t.string)),
      requiredOnModels: rt.nullable(t.array(t.string)),
    }),
);

export type BrowserUseAccessApprovalLifetime = 'turn' | 'thread';
export const BrowserUseAccessApprovalLifetime: t.Type<BrowserUseAccessApprovalLifetime> =
  /* @__PURE__ */ rt.lazy('BrowserUseAccessApprovalLifetime', () =>
    rt.openEnum(t.keyof({ turn: null, thread: null })),
  );

export type BrowserUseConfig = {
  allow_history_access?: boolean | null;
  default_origin_policy?: BrowserUseOriginPolicyConfig | null;
  origins?: { [key: string]: BrowserUseOriginPolicyConfig } | null;
};
export const BrowserUseConfig: t.Type<BrowserUseConfig> = /* @__PURE__ */ rt.lazy(
  'BrowserUseConfig',
  () =>
    t.partial({
      allow_history_access: rt.nullable(t.boolean),
      default_origin_policy: rt.nullable(BrowserUseOriginPolicyConfig),
      origins: rt.nullable(t.record(t.string, BrowserUseOriginPolicyConfig)),
    }),
);

export type BrowserUseExtensionRequirements = {
  requestHeaders?: Array<RequestHeader> | null;
};
export const BrowserUseExtensionRequirements: t.Type<BrowserUseExtensionRequirements> =
  /* @__PURE__ */ rt.lazy('BrowserUseExtensionRequirements', () =>
    t.partial({ requestHeaders: rt.nullable(t.array(RequestHeader)) }),
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
export const BrowserUseOriginPolicy: t.Type<BrowserUseOriginPolicy> = /* @__PURE__ */ rt.lazy(
  'BrowserUseOriginPolicy',
  () =>
    t.partial({
      access: rt.nullable(AllowDenyRequirement),
      accessApprovalLifetime: rt.nullable(BrowserUseAccessApprovalLifetime),
      autoReview: rt.nullable(AllowDenyRequirement),
      downloads: rt.nullable(AllowDenyRequirement),
      fullCdpAccess: rt.nullable(AllowDenyRequirement),
      persistentApproval: rt.nullable(t.boolean),
      uploads: rt.nullable(AllowDenyRequirement),
    }),
);

export type BrowserUseOriginPolicyConfig = {
  access?: AllowDenyRequirement | null;
  downloads?: AllowDenyRequirement | null;
  full_cdp_access?: AllowDenyRequirement | null;
  uploads?: AllowDenyRequirement | null;
};
export const BrowserUseOriginPolicyConfig: t.Type<BrowserUseOriginPolicyConfig> =
  /* @__PURE__ */ rt.lazy('BrowserUseOriginPolicyConfig', () =>
    t.partial({
      access: rt.nullable(AllowDenyRequirement),
      downloads: rt.nullable(AllowDenyRequirement),
      full_cdp_access: rt.nullable(AllowDenyRequirement),
      uploads: rt.nullable(AllowDenyRequirement),
    }),
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
export const BrowserUseRequirements: t.Type<BrowserUseRequirements> = /* @__PURE__ */ rt.lazy(
  'BrowserUseRequirements',
  () =>
    t.partial({
      allowGlobalPersistentApproval: rt.nullable(t.boolean),
      allowHistoryAccess: rt.nullable(t.boolean),
      allowWebmcp: rt.nullable(t.boolean),
      defaultOriginPolicy: rt.nullable(BrowserUseOriginPolicy),
      disableAutoReview: rt.nullable(t.boolean),
      extension: rt.nullable(BrowserUseExtensionRequirements),
      origins: rt.nullable(t.record(t.string, BrowserUseOriginPolicy)),
    }),
);

export type CliAuthCredentialsStoreMode = 'file' | 'keyring' | 'auto' | 'ephemeral';
export const CliAuthCredentialsStoreMode: t.Type<CliAuthCredentialsStoreMode> =
  /* @__PURE__ */ rt.lazy('CliAuthCredentialsStoreMode', () =>
    rt.openEnum(t.keyof({ file: null, keyring: null, auto: null, ephemeral: null })),
  );

export type ComputerUseConfig = {
  default_app_access?: AllowDenyRequirement | null;
  macos?: ComputerUseMacosConfig | null;
  windows?: ComputerUseWindowsConfig | null;
};
export const ComputerUseConfig: t.Type<ComputerUseConfig> = /* @__PURE__ */ rt.lazy(
  'ComputerUseConfig',
  () =>
    t.partial({
      default_app_access: rt.nullable(AllowDenyRequirement),
      macos: rt.nullable(ComputerUseMacosConfig),
      windows: rt.nullable(ComputerUseWindowsConfig),
    }),
);

export type ComputerUseMacosConfig = {
  bundle_ids?: { [key: string]: AllowDenyRequirement } | null;
};
export const ComputerUseMacosConfig: t.Type<ComputerUseMacosConfig> = /* @__PURE__ */ rt.lazy(
  'ComputerUseMacosConfig',
  () => t.partial({ bundle_ids: rt.nullable(t.record(t.string, AllowDenyRequirement)) }),
);

export type ComputerUseMacosRequirements = {
  bundleIds?: { [key: string]: AllowDenyRequirement } | null;
};
export const ComputerUseMacosRequirements: t.Type<ComputerUseMacosRequirements> =
  /* @__PURE__ */ rt.lazy('ComputerUseMacosRequirements', () =>
    t.partial({ bundleIds: rt.nullable(t.record(t.string, AllowDenyRequirement)) }),
  );

export type ComputerUseRequirements = {
  allowLockedComputerUse?: boolean | null;
  allowPersistentApproval?: boolean | null;
  defaultAppAccess?: AllowDenyRequirement | null;
  macos?: ComputerUseMacosRequirements | null;
  windows?: ComputerUseWindowsRequirements | null;
};
export const ComputerUseRequirements: t.Type<ComputerUseRequirements> = /* @__PURE__ */ rt.lazy(
  'ComputerUseRequirements',
  () =>
    t.partial({
      allowLockedComputerUse: rt.nullable(t.boolean),
      allowPersistentApproval: rt.nullable(t.boolean),
      defaultAppAccess: rt.nullable(AllowDenyRequirement),
      macos: rt.nullable(ComputerUseMacosRequirements),
      windows: rt.nullable(ComputerUseWindowsRequirements),
    }),
);

export type ComputerUseWindowsConfig = {
  aumids?: { [key: string]: AllowDenyRequirement } | null;
  exes?: Array<ComputerUseWindowsExeConfig> | null;
};
export const ComputerUseWindowsConfig: t.Type<ComputerUseWindowsConfig> = /* @__PURE__ */ rt.lazy(
  'ComputerUseWindowsConfig',
  () =>
    t.partial({
      aumids: rt.nullable(t.record(t.string, AllowDenyRequirement)),
      exes: rt.nullable(t.array(ComputerUseWindowsExeConfig)),
    }),
);

export type ComputerUseWindowsExeConfig = {
  access: AllowDenyRequirement;
  binary_name?: string | null;
  product_name: string;
  publisher_name: string;
};
export const ComputerUseWindowsExeConfig: t.Type<ComputerUseWindowsExeConfig> =
  /* @__PURE__ */ rt.lazy('ComputerUseWindowsExeConfig', () =>
    t.intersection([
      t.type({ access: AllowDenyRequirement, product_name: t.string, publisher_name: t.string }),
      t.partial({ binary_name: rt.nullable(t.string) }),
    ]),
  );

export type ComputerUseWindowsExeRequirement = {
  access: AllowDenyRequirement;
  binaryName?: string | null;
  productName: string;
  publisherName: string;
};
export const ComputerUseWindowsExeRequirement: t.Type<ComputerUseWindowsExeRequirement> =
  /* @__PURE__ */ rt.lazy('ComputerUseWindowsExeRequirement', () =>
    t.intersection([
      t.type({ access: AllowDenyRequirement, productName: t.string, publisherName: t.string }),
      t.partial({ binaryName: rt.nullable(t.string) }),
    ]),
  );

export type ComputerUseWindowsRequirements = {
  aumids?: { [key: string]: AllowDenyRequirement } | null;
  exes?: Array<ComputerUseWindowsExeRequirement> | null;
};
export const ComputerUseWindowsRequirements: t.Type<ComputerUseWindowsRequirements> =
  /* @__PURE__ */ rt.lazy('ComputerUseWindowsRequirements', () =>
    t.partial({
      aumids: rt.nullable(t.record(t.string, AllowDenyRequirement)),
      exes: rt.nullable(t.array(ComputerUseWindowsExeRequirement)),
    }),
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
export const Config: t.Type<Config> = /* @__PURE__ */ rt.lazy('Config', () =>
  t.partial({
    analytics: rt.nullable(AnalyticsConfig),
    approval_policy: rt.nullable(AskForApproval),
    approvals_reviewer: rt.nullable(ApprovalsReviewer),
    browser_use: rt.nullable(BrowserUseConfig),
    client_search_provider: rt.nullable(WebSearchProvider),
    compact_prompt: rt.nullable(t.string),
    computer_use: rt.nullable(ComputerUseConfig),
    desktop: rt.nullable(t.record(t.string, rt.jsonValue)),
    developer_instructions: rt.nullable(t.string),
    forced_chatgpt_workspace_id: rt.nullable(ForcedChatgptWorkspaceIds),
    forced_login_method: rt.nullable(ForcedLoginMethod),
    instructions: rt.nullable(t.string),
    model: rt.nullable(t.string),
    model_auto_compact_token_limit: rt.nullable(rt.integer),
    model_auto_compact_token_limit_scope: rt.nullable(AutoCompactTokenLimitScope),
    model_context_window: rt.nullable(rt.integer),
    model_provider: rt.nullable(t.string),
    model_reasoning_effort: rt.nullable(ReasoningEffort),
    model_reasoning_summary: rt.nullable(ReasoningSummary),
    model_verbosity: rt.nullable(Verbosity),
    review_model: rt.nullable(t.string),
    sandbox_mode: rt.nullable(SandboxMode),
    sandbox_workspace_write: rt.nullable(SandboxWorkspaceWrite),
    service_tier: rt.nullable(t.string),
    tools: rt.nullable(ToolsV2),
    web_search: rt.nullable(WebSearchMode),
  }),
);

export type ConfigBatchWriteParams = {
  edits: Array<ConfigEdit>;
  expectedVersion?: string | null;
  /** Path to the config file to write; defaults to the user's `config.toml` when omitted. */
  filePath?: string | null;
  /** When true, hot-reload updated runtime settings into loaded threads after writing. Session-static model, reasoning-effort, Plan-mode reasoning-effort, and service-tier defaults are not reloaded. The deprecated personality setting is also not reloaded. */
  reloadUserConfig?: boolean;
};
export const ConfigBatchWriteParams: t.Type<ConfigBatchWriteParams> = /* @__PURE__ */ rt.lazy(
  'ConfigBatchWriteParams',
  () =>
    t.intersection([
      t.type({ edits: t.array(ConfigEdit) }),
      t.partial({
        expectedVersion: rt.nullable(t.string),
        filePath: rt.nullable(t.string),
        reloadUserConfig: t.boolean,
      }),
    ]),
);

export type ConfigEdit = {
  keyPath: string;
  mergeStrategy: MergeStrategy;
  value: unknown;
};
export const ConfigEdit: t.Type<ConfigEdit> = /* @__PURE__ */ rt.lazy('ConfigEdit', () =>
  t.type({ keyPath: t.string, mergeStrategy: MergeStrategy, value: rt.jsonValue }),
);

export type ConfigLayer = {
  config: unknown;
  disabledReason?: string | null;
  name: ConfigLayerSource;
  version: string;
};
export const ConfigLayer: t.Type<ConfigLayer> = /* @__PURE__ */ rt.lazy('ConfigLayer', () =>
  t.intersection([
    t.type({ config: rt.jsonValue, name: ConfigLayerSource, version: t.string }),
    t.partial({ disabledReason: rt.nullable(t.string) }),
  ]),
);

export type ConfigLayerMetadata = {
  name: ConfigLayerSource;
  version: string;
};
export const ConfigLayerMetadata: t.Type<ConfigLayerMetadata> = /* @__PURE__ */ rt.lazy(
  'ConfigLayerMetadata',
  () => t.type({ name: ConfigLayerSource, version: t.string }),
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
  /* @__PURE__ */ rt.lazyTagged('ConfigLayerSource', () =>
    rt.taggedUnion(
      'type',
      {
        packagedDefaults: PackagedDefaultsConfigLayerSource,
        mdm: MdmConfigLayerSource,
        system: SystemConfigLayerSource,
        enterpriseManaged: EnterpriseManagedConfigLayerSource,
        user: UserConfigLayerSource,
        project: ProjectConfigLayerSource,
        sessionFlags: SessionFlagsConfigLayerSource,
        legacyManagedConfigTomlFromFile: LegacyManagedConfigTomlFromFileConfigLayerSource,
        legacyManagedConfigTomlFromMdm: LegacyManagedConfigTomlFromMdmConfigLayerSource,
      },
      'ConfigLayerSource',
    ),
  );

export type ConfigReadParams = {
  /** Optional working directory to resolve project config layers. If specified, return the effective config as seen from that directory (i.e., including any project layers between `cwd` and the project/repo root). */
  cwd?: string | null;
  includeLayers?: boolean;
};
export const ConfigReadParams: t.Type<ConfigReadParams> = /* @__PURE__ */ rt.lazy(
  'ConfigReadParams',
  () => t.partial({ cwd: rt.nullable(t.string), includeLayers: t.boolean }),
);

export type ConfigReadResponse = {
  config: Config;
  layers?: Array<ConfigLayer> | null;
  origins: { [key: string]: ConfigLayerMetadata };
};
export const ConfigReadResponse: t.Type<ConfigReadResponse> = /* @__PURE__ */ rt.lazy(
  'ConfigReadResponse',
  () =>
    t.intersection([
      t.type({ config: Config, origins: t.record(t.string, ConfigLayerMetadata) }),
      t.partial({ layers: rt.nullable(t.array(ConfigLayer)) }),
    ]),
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
export const ConfigRequirements: t.Type<ConfigRequirements> = /* @__PURE__ */ rt.lazy(
  'ConfigRequirements',
  () =>
    t.partial({
      additionalDeveloperInstructions: rt.nullable(t.string),
      allowAppshots: rt.nullable(t.boolean),
      allowBrowserAndComputerUse: rt.nullable(t.boolean),
      allowLoginShell: rt.nullable(t.boolean),
      allowManagedHooksOnly: rt.nullable(t.boolean),
      allowRemoteControl: rt.nullable(t.boolean),
      allowedApprovalPolicies: rt.nullable(t.array(AskForApproval)),
      allowedLoginMethods: rt.nullable(t.array(ForcedLoginMethod)),
      allowedPermissionProfiles: rt.nullable(t.record(t.string, t.boolean)),
      allowedSandboxModes: rt.nullable(t.array(SandboxMode)),
      allowedWebSearchModes: rt.nullable(t.array(WebSearchMode)),
      allowedWindowsSandboxImplementations: rt.nullable(t.array(WindowsSandboxImplementation)),
      autoReview: rt.nullable(AutoReviewRequirements),
      browserUse: rt.nullable(BrowserUseRequirements),
      chatgptBaseUrl: rt.nullable(t.string),
      checkForUpdateOnStartup: rt.nullable(t.boolean),
      cliAuthCredentialsStore: rt.nullable(CliAuthCredentialsStoreMode),
      computerUse: rt.nullable(ComputerUseRequirements),
      defaultPermissions: rt.nullable(t.string),
      enforceResidency: rt.nullable(ResidencyRequirement),
      featureRequirements: rt.nullable(t.record(t.string, t.boolean)),
      feedback: rt.nullable(FeedbackRequirements),
      inAppBrowser: rt.nullable(InAppBrowserRequirements),
      logDir: rt.nullable(t.string),
      modelCatalogJson: rt.nullable(t.string),
      modelProvider: rt.nullable(t.string),
      modelProviders: rt.nullable(t.record(t.string, rt.jsonValue)),
      models: rt.nullable(ModelsRequirements),
      otel: rt.nullable(OtelRequirements),
      sqliteHome: rt.nullable(t.string),
    }),
);

export type ConfigRequirementsReadResponse = {
  /** Null if no requirements are configured (e.g. no requirements.toml/MDM entries). */
  requirements?: ConfigRequirements | null;
  /** Whether Fast and Ultra Fast requirements are enforced independently. Older servers omit this field and use Fast mode as a shared speed gate. */
  supportsIndependentSpeedModes?: boolean | null;
};
export const ConfigRequirementsReadResponse: t.Type<ConfigRequirementsReadResponse> =
  /* @__PURE__ */ rt.lazy('ConfigRequirementsReadResponse', () =>
    t.partial({
      requirements: rt.nullable(ConfigRequirements),
      supportsIndependentSpeedModes: rt.nullable(t.boolean),
    }),
  );

export type ConfigValueWriteParams = {
  expectedVersion?: string | null;
  /** Path to the config file to write; defaults to the user's `config.toml` when omitted. */
  filePath?: string | null;
  keyPath: string;
  mergeStrategy: MergeStrategy;
  value: unknown;
};
export const ConfigValueWriteParams: t.Type<ConfigValueWriteParams> = /* @__PURE__ */ rt.lazy(
  'ConfigValueWriteParams',
  () =>
    t.intersection([
      t.type({ keyPath: t.string, mergeStrategy: MergeStrategy, value: rt.jsonValue }),
      t.partial({ expectedVersion: rt.nullable(t.string), filePath: rt.nullable(t.string) }),
    ]),
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
export const ConfigWarningNotification: t.Type<ConfigWarningNotification> = /* @__PURE__ */ rt.lazy(
  'ConfigWarningNotification',
  () =>
    t.intersection([
      t.type({ summary: t.string }),
      t.partial({
        details: rt.nullable(t.string),
        path: rt.nullable(t.string),
        range: rt.nullable(TextRange),
      }),
    ]),
);

export type ConfigWriteResponse = {
  /** Canonical path to the config file that was written. */
  filePath: AbsolutePathBuf;
  overriddenMetadata?: OverriddenMetadata | null;
  status: WriteStatus;
  version: string;
};
export const ConfigWriteResponse: t.Type<ConfigWriteResponse> = /* @__PURE__ */ rt.lazy(
  'ConfigWriteResponse',
  () =>
    t.intersection([
      t.type({ filePath: AbsolutePathBuf, status: WriteStatus, version: t.string }),
      t.partial({ overriddenMetadata: rt.nullable(OverriddenMetadata) }),
    ]),
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
  /* @__PURE__ */ rt.lazy('EnterpriseManagedConfigLayerSource', () =>
    t.type({ id: t.string, name: t.string, type: t.literal('enterpriseManaged') }),
  );

export type FeedbackRequirements = {
  enabled?: boolean | null;
};
export const FeedbackRequirements: t.Type<FeedbackRequirements> = /* @__PURE__ */ rt.lazy(
  'FeedbackRequirements',
  () => t.partial({ enabled: rt.nullable(t.boolean) }),
);

/** Backward-compatible API shape for ChatGPT workspace login restrictions. */
export type ForcedChatgptWorkspaceIds = string | Array<string>;
/** Backward-compatible API shape for ChatGPT workspace login restrictions. */
export const ForcedChatgptWorkspaceIds: t.Type<ForcedChatgptWorkspaceIds> = /* @__PURE__ */ rt.lazy(
  'ForcedChatgptWorkspaceIds',
  () => t.union([t.string, t.array(t.string)]),
);

export type ForcedLoginMethod = 'chatgpt' | 'api';
export const ForcedLoginMethod: t.Type<ForcedLoginMethod> = /* @__PURE__ */ rt.lazy(
  'ForcedLoginMethod',
  () => rt.openEnum(t.keyof({ chatgpt: null, api: null })),
);

export type InAppBrowserRequirements = {
  allowExternalBrowserSettingsImport?: boolean | null;
};
export const InAppBrowserRequirements: t.Type<InAppBrowserRequirements> = /* @__PURE__ */ rt.lazy(
  'InAppBrowserRequirements',
  () => t.partial({ allowExternalBrowserSettingsImport: rt.nullable(t.boolean) }),
);

/** `managed_config.toml` was designed to be a config that was loaded as the last layer on top of everything else. This scheme did not quite work out as intended, but we keep this variant as a "best effort" while we phase out `managed_config.toml` in favor of `requirements.toml`. */
export type LegacyManagedConfigTomlFromFileConfigLayerSource = {
  file: AbsolutePathBuf;
  type: 'legacyManagedConfigTomlFromFile';
};
/** `managed_config.toml` was designed to be a config that was loaded as the last layer on top of everything else. This scheme did not quite work out as intended, but we keep this variant as a "best effort" while we phase out `managed_config.toml` in favor of `requirements.toml`. */
export const LegacyManagedConfigTomlFromFileConfigLayerSource: t.Type<LegacyManagedConfigTomlFromFileConfigLayerSource> =
  /* @__PURE__ */ rt.lazy('LegacyManagedConfigTomlFromFileConfigLayerSource', () =>
    t.type({ file: AbsolutePathBuf, type: t.literal('legacyManagedConfigTomlFromFile') }),
  );

export type LegacyManagedConfigTomlFromMdmConfigLayerSource = {
  type: 'legacyManagedConfigTomlFromMdm';
};
export const LegacyManagedConfigTomlFromMdmConfigLayerSource: t.Type<LegacyManagedConfigTomlFromMdmConfigLayerSource> =
  /* @__PURE__ */ rt.lazy('LegacyManagedConfigTomlFromMdmConfigLayerSource', () =>
    t.type({ type: t.literal('legacyManagedConfigTomlFromMdm') }),
  );

/** Managed preferences layer delivered by MDM (macOS only). */
export type MdmConfigLayerSource = {
  domain: string;
  key: string;
  type: 'mdm';
};
/** Managed preferences layer delivered by MDM (macOS only). */
export const MdmConfigLayerSource: t.Type<MdmConfigLayerSource> = /* @__PURE__ */ rt.lazy(
  'MdmConfigLayerSource',
  () => t.type({ domain: t.string, key: t.string, type: t.literal('mdm') }),
);

export type MergeStrategy = 'replace' | 'upsert';
export const MergeStrategy: t.Type<MergeStrategy> = /* @__PURE__ */ rt.lazy('MergeStrategy', () =>
  rt.openEnum(t.keyof({ replace: null, upsert: null })),
);

export type ModelsRequirements = {
  newThread?: NewThreadModelDefaults | null;
};
export const ModelsRequirements: t.Type<ModelsRequirements> = /* @__PURE__ */ rt.lazy(
  'ModelsRequirements',
  () => t.partial({ newThread: rt.nullable(NewThreadModelDefaults) }),
);

export type NewThreadModelDefaults = {
  model?: string | null;
  modelReasoningEffort?: ReasoningEffort | null;
  serviceTier?: string | null;
};
export const NewThreadModelDefaults: t.Type<NewThreadModelDefaults> = /* @__PURE__ */ rt.lazy(
  'NewThreadModelDefaults',
  () =>
    t.partial({
      model: rt.nullable(t.string),
      modelReasoningEffort: rt.nullable(ReasoningEffort),
      serviceTier: rt.nullable(t.string),
    }),
);

export type OtelExporter = 'none' | 'statsig' | OtlpHttpOtelExporter | OtlpGrpcOtelExporter;
export const OtelExporter: t.Type<OtelExporter> = /* @__PURE__ */ rt.lazy('OtelExporter', () =>
  t.union([
    rt.openEnum(t.keyof({ none: null, statsig: null })),
    OtlpHttpOtelExporter,
    OtlpGrpcOtelExporter,
  ]),
);

export type OtelHttpProtocol = 'binary' | 'json';
export const OtelHttpProtocol: t.Type<OtelHttpProtocol> = /* @__PURE__ */ rt.lazy(
  'OtelHttpProtocol',
  () => rt.openEnum(t.keyof({ binary: null, json: null })),
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
export const OtelRequirements: t.Type<OtelRequirements> = /* @__PURE__ */ rt.lazy(
  'OtelRequirements',
  () =>
    t.partial({
      environment: rt.nullable(t.string),
      exporter: rt.nullable(OtelExporter),
      headers_helper: rt.nullable(t.string),
      headers_helper_refresh_interval_ms: rt.nullable(rt.integer),
      log_agent_responses: rt.nullable(t.boolean),
      log_guardian_assessments: rt.nullable(t.boolean),
      log_sse_deltas: rt.nullable(t.boolean),
      log_user_prompt: rt.nullable(t.boolean),
      metrics_exporter: rt.nullable(OtelExporter),
      span_attributes: rt.nullable(t.record(t.string, t.string)),
      tool_result: rt.nullable(OtelToolResultLogConfig),
      trace_exporter: rt.nullable(OtelExporter),
      tracestate: rt.nullable(t.record(t.string, t.record(t.string, t.string))),
    }),
);

export type OtelTlsConfig = {
  'ca-certificate'?: string | null;
  'client-certificate'?: string | null;
  'client-private-key'?: string | null;
};
export const OtelTlsConfig: t.Type<OtelTlsConfig> = /* @__PURE__ */ rt.lazy('OtelTlsConfig', () =>
  t.partial({
    'ca-certificate': rt.nullable(t.string),
    'client-certificate': rt.nullable(t.string),
    'client-private-key': rt.nullable(t.string),
  }),
);

export type OtelToolResultLogConfig = {
  max_bytes: number;
};
export const OtelToolResultLogConfig: t.Type<OtelToolResultLogConfig> = /* @__PURE__ */ rt.lazy(
  'OtelToolResultLogConfig',
  () => t.type({ max_bytes: rt.integer }),
);

export type OtlpGrpcOtelExporter = {
  'otlp-grpc': {
    endpoint: string;
    /** Header names are retained; values are redacted by the server. */
    headers: { [key: string]: string };
    tls?: OtelTlsConfig | null;
  };
};
export const OtlpGrpcOtelExporter: t.Type<OtlpGrpcOtelExporter> = /* @__PURE__ */ rt.lazy(
  'OtlpGrpcOtelExporter',
  () =>
    t.type({
      'otlp-grpc': t.intersection([
        t.type({ endpoint: t.string, headers: t.record(t.string, t.string) }),
        t.partial({ tls: rt.nullable(OtelTlsConfig) }),
      ]),
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
export const OtlpHttpOtelExporter: t.Type<OtlpHttpOtelExporter> = /* @__PURE__ */ rt.lazy(
  'OtlpHttpOtelExporter',
  () =>
    t.type({
      'otlp-http': t.intersection([
        t.type({
          endpoint: t.string,
          headers: t.record(t.string, t.string),
          protocol: OtelHttpProtocol,
        }),
        t.partial({ tls: rt.nullable(OtelTlsConfig) }),
      ]),
    }),
);

export type OverriddenMetadata = {
  effectiveValue: unknown;
  message: string;
  overridingLayer: ConfigLayerMetadata;
};
export const OverriddenMetadata: t.Type<OverriddenMetadata> = /* @__PURE__ */ rt.lazy(
  'OverriddenMetadata',
  () =>
    t.type({
      effectiveValue: rt.jsonValue,
      message: t.string,
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
  /* @__PURE__ */ rt.lazy('PackagedDefaultsConfigLayerSource', () =>
    t.type({ file: AbsolutePathBuf, type: t.literal('packagedDefaults') }),
  );

/** Path to a .codex/ folder within a project. There could be multiple of these between `cwd` and the project/repo root. */
export type ProjectConfigLayerSource = {
  dotCodexFolder: AbsolutePathBuf;
  type: 'project';
};
/** Path to a .codex/ folder within a project. There could be multiple of these between `cwd` and the project/repo root. */
export const ProjectConfigLayerSource: t.Type<ProjectConfigLayerSource> = /* @__PURE__ */ rt.lazy(
  'ProjectConfigLayerSource',
  () => t.type({ dotCodexFolder: AbsolutePathBuf, type: t.literal('project') }),
);

export type RequestHeader = {
  name: string;
  value: string;
};
export const RequestHeader: t.Type<RequestHeader> = /* @__PURE__ */ rt.lazy('RequestHeader', () =>
  t.type({ name: t.string, value: t.string }),
);

export type ResidencyRequirement = 'us';
export const ResidencyRequirement: t.Type<ResidencyRequirement> = /* @__PURE__ */ rt.lazy(
  'ResidencyRequirement',
  () => t.literal('us'),
);

export type SandboxWorkspaceWrite = {
  exclude_slash_tmp?: boolean;
  exclude_tmpdir_env_var?: boolean;
  network_access?: boolean;
  writable_roots?: Array<string>;
};
export const SandboxWorkspaceWrite: t.Type<SandboxWorkspaceWrite> = /* @__PURE__ */ rt.lazy(
  'SandboxWorkspaceWrite',
  () =>
    t.partial({
      exclude_slash_tmp: t.boolean,
      exclude_tmpdir_env_var: t.boolean,
      network_access: t.boolean,
      writable_roots: t.array(t.string),
    }),
);

/** Session-layer overrides supplied via `-c`/`--config`. */
export type SessionFlagsConfigLayerSource = {
  type: 'sessionFlags';
};
/** Session-layer overrides supplied via `-c`/`--config`. */
export const SessionFlagsConfigLayerSource: t.Type<SessionFlagsConfigLayerSource> =
  /* @__PURE__ */ rt.lazy('SessionFlagsConfigLayerSource', () =>
    t.type({ type: t.literal('sessionFlags') }),
  );

/** Managed config layer from a file (usually `managed_config.toml`). */
export type SystemConfigLayerSource = {
  /** This is the path to the system config.toml file, though it is not guaranteed to exist. */
  file: AbsolutePathBuf;
  type: 'system';
};
/** Managed config layer from a file (usually `managed_config.toml`). */
export const SystemConfigLayerSource: t.Type<SystemConfigLayerSource> = /* @__PURE__ */ rt.lazy(
  'SystemConfigLayerSource',
  () => t.type({ file: AbsolutePathBuf, type: t.literal('system') }),
);

export type TextPosition = {
  /** 1-based column number (in Unicode scalar values). */
  column: number;
  /** 1-based line number. */
  line: number;
};
export const TextPosition: t.Type<TextPosition> = /* @__PURE__ */ rt.lazy('TextPosition', () =>
  t.type({ column: rt.integer, line: rt.integer }),
);

export type TextRange = {
  end: TextPosition;
  start: TextPosition;
};
export const TextRange: t.Type<TextRange> = /* @__PURE__ */ rt.lazy('TextRange', () =>
  t.type({ end: TextPosition, start: TextPosition }),
);

export type ToolsV2 = {
  web_search?: WebSearchToolConfig | null;
};
export const ToolsV2: t.Type<ToolsV2> = /* @__PURE__ */ rt.lazy('ToolsV2', () =>
  t.partial({ web_search: rt.nullable(WebSearchToolConfig) }),
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
export const UserConfigLayerSource: t.Type<UserConfigLayerSource> = /* @__PURE__ */ rt.lazy(
  'UserConfigLayerSource',
  () =>
    t.intersection([
      t.type({ file: AbsolutePathBuf, type: t.literal('user') }),
      t.partial({ profile: rt.nullable(t.string) }),
    ]),
);

/** Controls output length/detail on GPT-5 models via the Responses API. Serialized with lowercase values to match the OpenAI API. */
export type Verbosity = 'low' | 'medium' | 'high';
/** Controls output length/detail on GPT-5 models via the Responses API. Serialized with lowercase values to match the OpenAI API. */
export const Verbosity: t.Type<Verbosity> = /* @__PURE__ */ rt.lazy('Verbosity', () =>
  rt.openEnum(t.keyof({ low: null, medium: null, high: null })),
);

export type WebSearchContextSize = 'low' | 'medium' | 'high';
export const WebSearchContextSize: t.Type<WebSearchContextSize> = /* @__PURE__ */ rt.lazy(
  'WebSearchContextSize',
  () => rt.openEnum(t.keyof({ low: null, medium: null, high: null })),
);

export type WebSearchLocation = {
  city?: string | null;
  country?: string | null;
  region?: string | null;
  timezone?: string | null;
};
export const WebSearchLocation: t.Type<WebSearchLocation> = /* @__PURE__ */ rt.lazy(
  'WebSearchLocation',
  () =>
    t.partial({
      city: rt.nullable(t.string),
      country: rt.nullable(t.string),
      region: rt.nullable(t.string),
      timezone: rt.nullable(t.string),
    }),
);

export type WebSearchMode = 'disabled' | 'cached' | 'indexed' | 'live';
export const WebSearchMode: t.Type<WebSearchMode> = /* @__PURE__ */ rt.lazy('WebSearchMode', () =>
  rt.openEnum(t.keyof({ disabled: null, cached: null, indexed: null, live: null })),
);

/** Provider preference selected by the resolved model catalog entry. */
export type WebSearchProvider = 'standalone' | 'search_mcp';
/** Provider preference selected by the resolved model catalog entry. */
export const WebSearchProvider: t.Type<WebSearchProvider> = /* @__PURE__ */ rt.lazy(
  'WebSearchProvider',
  () => rt.openEnum(t.keyof({ standalone: null, search_mcp: null })),
);

export type WebSearchToolConfig = {
  allowed_domains?: Array<string> | null;
  context_size?: WebSearchContextSize | null;
  location?: WebSearchLocation | null;
};
export const WebSearchToolConfig: t.Type<WebSearchToolConfig> = /* @__PURE__ */ rt.lazy(
  'WebSearchToolConfig',
  () =>
    t.partial({
      allowed_domains: rt.nullable(t.array(t.string)),
      context_size: rt.nullable(WebSearchContextSize),
      location: rt.nullable(WebSearchLocation),
    }),
);

export type WindowsSandboxImplementation = 'elevated' | 'unelevated' | 'mxc';
export const WindowsSandboxImplementation: t.Type<WindowsSandboxImplementation> =
  /* @__PURE__ */ rt.lazy('WindowsSandboxImplementation', () =>
    rt.openEnum(t.keyof({ elevated: null, unelevated: null, mxc: null })),
  );

export type WriteStatus = 'ok' | 'okOverridden';
export const WriteStatus: t.Type<WriteStatus> = /* @__PURE__ */ rt.lazy('WriteStatus', () =>
  rt.openEnum(t.keyof({ ok: null, okOverridden: null })),
);
