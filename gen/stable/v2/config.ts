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

const refs: rt.Refs = () => [
  AbsolutePathBuf,
  AllowDenyRequirement,
  AnalyticsConfig,
  ApprovalsReviewer,
  AskForApproval,
  AutoCompactTokenLimitScope,
  AutoReviewRequirements,
  BrowserUseAccessApprovalLifetime,
  BrowserUseConfig,
  BrowserUseExtensionRequirements,
  BrowserUseOriginPolicy,
  BrowserUseOriginPolicyConfig,
  BrowserUseRequirements,
  CliAuthCredentialsStoreMode,
  ComputerUseConfig,
  ComputerUseMacosConfig,
  ComputerUseMacosRequirements,
  ComputerUseRequirements,
  ComputerUseWindowsConfig,
  ComputerUseWindowsExeConfig,
  ComputerUseWindowsExeRequirement,
  ComputerUseWindowsRequirements,
  Config,
  ConfigEdit,
  ConfigLayer,
  ConfigLayerMetadata,
  ConfigLayerSource,
  ConfigRequirements,
  EnterpriseManagedConfigLayerSource,
  FeedbackRequirements,
  ForcedChatgptWorkspaceIds,
  ForcedLoginMethod,
  InAppBrowserRequirements,
  LegacyManagedConfigTomlFromFileConfigLayerSource,
  LegacyManagedConfigTomlFromMdmConfigLayerSource,
  MdmConfigLayerSource,
  MergeStrategy,
  ModelsRequirements,
  NewThreadModelDefaults,
  OtelExporter,
  OtelHttpProtocol,
  OtelRequirements,
  OtelTlsConfig,
  OtelToolResultLogConfig,
  OtlpGrpcOtelExporter,
  OtlpHttpOtelExporter,
  OverriddenMetadata,
  PackagedDefaultsConfigLayerSource,
  ProjectConfigLayerSource,
  ReasoningEffort,
  ReasoningSummary,
  RequestHeader,
  ResidencyRequirement,
  SandboxMode,
  SandboxWorkspaceWrite,
  SessionFlagsConfigLayerSource,
  SystemConfigLayerSource,
  TextPosition,
  TextRange,
  ToolsV2,
  UserConfigLayerSource,
  Verbosity,
  WebSearchContextSize,
  WebSearchLocation,
  WebSearchMode,
  WebSearchProvider,
  WebSearchToolConfig,
  WindowsSandboxImplementation,
  WriteStatus,
];

export type AllowDenyRequirement = 'allow' | 'deny';
export const AllowDenyRequirement: t.Type<AllowDenyRequirement> =
  /* @__PURE__ */ rt.define<AllowDenyRequirement>('AllowDenyRequirement', refs, '[e,[allow,deny]]');

export type AnalyticsConfig = {
  enabled?: boolean | null;
};
export const AnalyticsConfig: t.Type<AnalyticsConfig> = /* @__PURE__ */ rt.define<AnalyticsConfig>(
  'AnalyticsConfig',
  refs,
  '[o,{},{enabled:["?",b]}]',
);

/** Selects which part of the active context is charged against `model_auto_compact_token_limit`. */
export type AutoCompactTokenLimitScope = 'total' | 'body_after_prefix';
/** Selects which part of the active context is charged against `model_auto_compact_token_limit`. */
export const AutoCompactTokenLimitScope: t.Type<AutoCompactTokenLimitScope> =
  /* @__PURE__ */ rt.define<AutoCompactTokenLimitScope>(
    'AutoCompactTokenLimitScope',
    refs,
    '[e,[total,body_after_prefix]]',
  );

export type AutoReviewRequirements = {
  ignoreRules?: Array<string> | null;
  requiredOnModels?: Array<string> | null;
};
export const AutoReviewRequirements: t.Type<AutoReviewRequirements> =
  /* @__PURE__ */ rt.define<AutoReviewRequirements>(
    'AutoReviewRequirements',
    refs,
    '[o,{},{ignoreRules:["?",[a,s]],requiredOnModels:["?",[a,s]]}]',
  );

export type BrowserUseAccessApprovalLifetime = 'turn' | 'thread';
export const BrowserUseAccessApprovalLifetime: t.Type<BrowserUseAccessApprovalLifetime> =
  /* @__PURE__ */ rt.define<BrowserUseAccessApprovalLifetime>(
    'BrowserUseAccessApprovalLifetime',
    refs,
    '[e,[turn,thread]]',
  );

export type BrowserUseConfig = {
  allow_history_access?: boolean | null;
  default_origin_policy?: BrowserUseOriginPolicyConfig | null;
  origins?: { [key: string]: BrowserUseOriginPolicyConfig } | null;
};
export const BrowserUseConfig: t.Type<BrowserUseConfig> =
  /* @__PURE__ */ rt.define<BrowserUseConfig>(
    'BrowserUseConfig',
    refs,
    '[o,{},{allow_history_access:["?",b],default_origin_policy:["?",11],origins:["?",[r,11]]}]',
  );

export type BrowserUseExtensionRequirements = {
  requestHeaders?: Array<RequestHeader> | null;
};
export const BrowserUseExtensionRequirements: t.Type<BrowserUseExtensionRequirements> =
  /* @__PURE__ */ rt.define<BrowserUseExtensionRequirements>(
    'BrowserUseExtensionRequirements',
    refs,
    '[o,{},{requestHeaders:["?",[a,51]]}]',
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
export const BrowserUseOriginPolicy: t.Type<BrowserUseOriginPolicy> =
  /* @__PURE__ */ rt.define<BrowserUseOriginPolicy>(
    'BrowserUseOriginPolicy',
    refs,
    '[o,{},{access:["?",1],accessApprovalLifetime:["?",7],autoReview:["?",1],downloads:["?",1],fullCdpAccess:["?",1],persistentApproval:["?",b],uploads:["?",1]}]',
  );

export type BrowserUseOriginPolicyConfig = {
  access?: AllowDenyRequirement | null;
  downloads?: AllowDenyRequirement | null;
  full_cdp_access?: AllowDenyRequirement | null;
  uploads?: AllowDenyRequirement | null;
};
export const BrowserUseOriginPolicyConfig: t.Type<BrowserUseOriginPolicyConfig> =
  /* @__PURE__ */ rt.define<BrowserUseOriginPolicyConfig>(
    'BrowserUseOriginPolicyConfig',
    refs,
    '[o,{},{access:["?",1],downloads:["?",1],full_cdp_access:["?",1],uploads:["?",1]}]',
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
export const BrowserUseRequirements: t.Type<BrowserUseRequirements> =
  /* @__PURE__ */ rt.define<BrowserUseRequirements>(
    'BrowserUseRequirements',
    refs,
    '[o,{},{allowGlobalPersistentApproval:["?",b],allowHistoryAccess:["?",b],allowWebmcp:["?",b],defaultOriginPolicy:["?",10],disableAutoReview:["?",b],extension:["?",9],origins:["?",[r,10]]}]',
  );

export type CliAuthCredentialsStoreMode = 'file' | 'keyring' | 'auto' | 'ephemeral';
export const CliAuthCredentialsStoreMode: t.Type<CliAuthCredentialsStoreMode> =
  /* @__PURE__ */ rt.define<CliAuthCredentialsStoreMode>(
    'CliAuthCredentialsStoreMode',
    refs,
    '[e,[file,keyring,auto,ephemeral]]',
  );

export type ComputerUseConfig = {
  default_app_access?: AllowDenyRequirement | null;
  macos?: ComputerUseMacosConfig | null;
  windows?: ComputerUseWindowsConfig | null;
};
export const ComputerUseConfig: t.Type<ComputerUseConfig> =
  /* @__PURE__ */ rt.define<ComputerUseConfig>(
    'ComputerUseConfig',
    refs,
    '[o,{},{default_app_access:["?",1],macos:["?",15],windows:["?",18]}]',
  );

export type ComputerUseMacosConfig = {
  bundle_ids?: { [key: string]: AllowDenyRequirement } | null;
};
export const ComputerUseMacosConfig: t.Type<ComputerUseMacosConfig> =
  /* @__PURE__ */ rt.define<ComputerUseMacosConfig>(
    'ComputerUseMacosConfig',
    refs,
    '[o,{},{bundle_ids:["?",[r,1]]}]',
  );

export type ComputerUseMacosRequirements = {
  bundleIds?: { [key: string]: AllowDenyRequirement } | null;
};
export const ComputerUseMacosRequirements: t.Type<ComputerUseMacosRequirements> =
  /* @__PURE__ */ rt.define<ComputerUseMacosRequirements>(
    'ComputerUseMacosRequirements',
    refs,
    '[o,{},{bundleIds:["?",[r,1]]}]',
  );

export type ComputerUseRequirements = {
  allowLockedComputerUse?: boolean | null;
  allowPersistentApproval?: boolean | null;
  defaultAppAccess?: AllowDenyRequirement | null;
  macos?: ComputerUseMacosRequirements | null;
  windows?: ComputerUseWindowsRequirements | null;
};
export const ComputerUseRequirements: t.Type<ComputerUseRequirements> =
  /* @__PURE__ */ rt.define<ComputerUseRequirements>(
    'ComputerUseRequirements',
    refs,
    '[o,{},{allowLockedComputerUse:["?",b],allowPersistentApproval:["?",b],defaultAppAccess:["?",1],macos:["?",16],windows:["?",21]}]',
  );

export type ComputerUseWindowsConfig = {
  aumids?: { [key: string]: AllowDenyRequirement } | null;
  exes?: Array<ComputerUseWindowsExeConfig> | null;
};
export const ComputerUseWindowsConfig: t.Type<ComputerUseWindowsConfig> =
  /* @__PURE__ */ rt.define<ComputerUseWindowsConfig>(
    'ComputerUseWindowsConfig',
    refs,
    '[o,{},{aumids:["?",[r,1]],exes:["?",[a,19]]}]',
  );

export type ComputerUseWindowsExeConfig = {
  access: AllowDenyRequirement;
  binary_name?: string | null;
  product_name: string;
  publisher_name: string;
};
export const ComputerUseWindowsExeConfig: t.Type<ComputerUseWindowsExeConfig> =
  /* @__PURE__ */ rt.define<ComputerUseWindowsExeConfig>(
    'ComputerUseWindowsExeConfig',
    refs,
    '[o,{access:1,product_name:s,publisher_name:s},{binary_name:["?",s]}]',
  );

export type ComputerUseWindowsExeRequirement = {
  access: AllowDenyRequirement;
  binaryName?: string | null;
  productName: string;
  publisherName: string;
};
export const ComputerUseWindowsExeRequirement: t.Type<ComputerUseWindowsExeRequirement> =
  /* @__PURE__ */ rt.define<ComputerUseWindowsExeRequirement>(
    'ComputerUseWindowsExeRequirement',
    refs,
    '[o,{access:1,productName:s,publisherName:s},{binaryName:["?",s]}]',
  );

export type ComputerUseWindowsRequirements = {
  aumids?: { [key: string]: AllowDenyRequirement } | null;
  exes?: Array<ComputerUseWindowsExeRequirement> | null;
};
export const ComputerUseWindowsRequirements: t.Type<ComputerUseWindowsRequirements> =
  /* @__PURE__ */ rt.define<ComputerUseWindowsRequirements>(
    'ComputerUseWindowsRequirements',
    refs,
    '[o,{},{aumids:["?",[r,1]],exes:["?",[a,20]]}]',
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
export const Config: t.Type<Config> = /* @__PURE__ */ rt.define<Config>(
  'Config',
  refs,
  '[o,{},{analytics:["?",2],approval_policy:["?",4],approvals_reviewer:["?",3],browser_use:["?",8],client_search_provider:["?",65],compact_prompt:["?",s],computer_use:["?",14],desktop:["?",[r,u]],developer_instructions:["?",s],forced_chatgpt_workspace_id:["?",30],forced_login_method:["?",31],instructions:["?",s],model:["?",s],model_auto_compact_token_limit:["?",i],model_auto_compact_token_limit_scope:["?",5],model_context_window:["?",i],model_provider:["?",s],model_reasoning_effort:["?",49],model_reasoning_summary:["?",50],model_verbosity:["?",61],review_model:["?",s],sandbox_mode:["?",53],sandbox_workspace_write:["?",54],service_tier:["?",s],tools:["?",59],web_search:["?",64]}]',
);

export type ConfigBatchWriteParams = {
  edits: Array<ConfigEdit>;
  expectedVersion?: string | null;
  /** Path to the config file to write; defaults to the user's `config.toml` when omitted. */
  filePath?: string | null;
  /** When true, hot-reload updated runtime settings into loaded threads after writing. Session-static model, reasoning-effort, Plan-mode reasoning-effort, and service-tier defaults are not reloaded. The deprecated personality setting is also not reloaded. */
  reloadUserConfig?: boolean;
};
export const ConfigBatchWriteParams: t.Type<ConfigBatchWriteParams> =
  /* @__PURE__ */ rt.define<ConfigBatchWriteParams>(
    'ConfigBatchWriteParams',
    refs,
    '[o,{edits:[a,23]},{expectedVersion:["?",s],filePath:["?",s],reloadUserConfig:b}]',
  );

export type ConfigEdit = {
  keyPath: string;
  mergeStrategy: MergeStrategy;
  value: unknown;
};
export const ConfigEdit: t.Type<ConfigEdit> = /* @__PURE__ */ rt.define<ConfigEdit>(
  'ConfigEdit',
  refs,
  '[o,{keyPath:s,mergeStrategy:36,value:u}]',
);

export type ConfigLayer = {
  config: unknown;
  disabledReason?: string | null;
  name: ConfigLayerSource;
  version: string;
};
export const ConfigLayer: t.Type<ConfigLayer> = /* @__PURE__ */ rt.define<ConfigLayer>(
  'ConfigLayer',
  refs,
  '[o,{config:u,name:26,version:s},{disabledReason:["?",s]}]',
);

export type ConfigLayerMetadata = {
  name: ConfigLayerSource;
  version: string;
};
export const ConfigLayerMetadata: t.Type<ConfigLayerMetadata> =
  /* @__PURE__ */ rt.define<ConfigLayerMetadata>(
    'ConfigLayerMetadata',
    refs,
    '[o,{name:26,version:s}]',
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
  /* @__PURE__ */ rt.defineTagged<ConfigLayerSource>(
    'ConfigLayerSource',
    refs,
    '[t,type,{packagedDefaults:47,mdm:35,system:56,enterpriseManaged:28,user:60,project:48,sessionFlags:55,legacyManagedConfigTomlFromFile:33,legacyManagedConfigTomlFromMdm:34}]',
  );

export type ConfigReadParams = {
  /** Optional working directory to resolve project config layers. If specified, return the effective config as seen from that directory (i.e., including any project layers between `cwd` and the project/repo root). */
  cwd?: string | null;
  includeLayers?: boolean;
};
export const ConfigReadParams: t.Type<ConfigReadParams> =
  /* @__PURE__ */ rt.define<ConfigReadParams>(
    'ConfigReadParams',
    refs,
    '[o,{},{cwd:["?",s],includeLayers:b}]',
  );

export type ConfigReadResponse = {
  config: Config;
  layers?: Array<ConfigLayer> | null;
  origins: { [key: string]: ConfigLayerMetadata };
};
export const ConfigReadResponse: t.Type<ConfigReadResponse> =
  /* @__PURE__ */ rt.define<ConfigReadResponse>(
    'ConfigReadResponse',
    refs,
    '[o,{config:22,origins:[r,25]},{layers:["?",[a,24]]}]',
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
export const ConfigRequirements: t.Type<ConfigRequirements> =
  /* @__PURE__ */ rt.define<ConfigRequirements>(
    'ConfigRequirements',
    refs,
    '[o,{},{additionalDeveloperInstructions:["?",s],allowAppshots:["?",b],allowBrowserAndComputerUse:["?",b],allowLoginShell:["?",b],allowManagedHooksOnly:["?",b],allowRemoteControl:["?",b],allowedApprovalPolicies:["?",[a,4]],allowedLoginMethods:["?",[a,31]],allowedPermissionProfiles:["?",[r,b]],allowedSandboxModes:["?",[a,53]],allowedWebSearchModes:["?",[a,64]],allowedWindowsSandboxImplementations:["?",[a,67]],autoReview:["?",6],browserUse:["?",12],chatgptBaseUrl:["?",s],checkForUpdateOnStartup:["?",b],cliAuthCredentialsStore:["?",13],computerUse:["?",17],defaultPermissions:["?",s],enforceResidency:["?",52],featureRequirements:["?",[r,b]],feedback:["?",29],inAppBrowser:["?",32],logDir:["?",s],modelCatalogJson:["?",s],modelProvider:["?",s],modelProviders:["?",[r,u]],models:["?",37],otel:["?",41],sqliteHome:["?",s]}]',
  );

export type ConfigRequirementsReadResponse = {
  /** Null if no requirements are configured (e.g. no requirements.toml/MDM entries). */
  requirements?: ConfigRequirements | null;
  /** Whether Fast and Ultra Fast requirements are enforced independently. Older servers omit this field and use Fast mode as a shared speed gate. */
  supportsIndependentSpeedModes?: boolean | null;
};
export const ConfigRequirementsReadResponse: t.Type<ConfigRequirementsReadResponse> =
  /* @__PURE__ */ rt.define<ConfigRequirementsReadResponse>(
    'ConfigRequirementsReadResponse',
    refs,
    '[o,{},{requirements:["?",27],supportsIndependentSpeedModes:["?",b]}]',
  );

export type ConfigValueWriteParams = {
  expectedVersion?: string | null;
  /** Path to the config file to write; defaults to the user's `config.toml` when omitted. */
  filePath?: string | null;
  keyPath: string;
  mergeStrategy: MergeStrategy;
  value: unknown;
};
export const ConfigValueWriteParams: t.Type<ConfigValueWriteParams> =
  /* @__PURE__ */ rt.define<ConfigValueWriteParams>(
    'ConfigValueWriteParams',
    refs,
    '[o,{keyPath:s,mergeStrategy:36,value:u},{expectedVersion:["?",s],filePath:["?",s]}]',
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
  /* @__PURE__ */ rt.define<ConfigWarningNotification>(
    'ConfigWarningNotification',
    refs,
    '[o,{summary:s},{details:["?",s],path:["?",s],range:["?",58]}]',
  );

export type ConfigWriteResponse = {
  /** Canonical path to the config file that was written. */
  filePath: AbsolutePathBuf;
  overriddenMetadata?: OverriddenMetadata | null;
  status: WriteStatus;
  version: string;
};
export const ConfigWriteResponse: t.Type<ConfigWriteResponse> =
  /* @__PURE__ */ rt.define<ConfigWriteResponse>(
    'ConfigWriteResponse',
    refs,
    '[o,{filePath:0,status:68,version:s},{overriddenMetadata:["?",46]}]',
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
  /* @__PURE__ */ rt.define<EnterpriseManagedConfigLayerSource>(
    'EnterpriseManagedConfigLayerSource',
    refs,
    '[o,{id:s,name:s,type:[l,enterpriseManaged]}]',
  );

export type FeedbackRequirements = {
  enabled?: boolean | null;
};
export const FeedbackRequirements: t.Type<FeedbackRequirements> =
  /* @__PURE__ */ rt.define<FeedbackRequirements>(
    'FeedbackRequirements',
    refs,
    '[o,{},{enabled:["?",b]}]',
  );

/** Backward-compatible API shape for ChatGPT workspace login restrictions. */
export type ForcedChatgptWorkspaceIds = string | Array<string>;
/** Backward-compatible API shape for ChatGPT workspace login restrictions. */
export const ForcedChatgptWorkspaceIds: t.Type<ForcedChatgptWorkspaceIds> =
  /* @__PURE__ */ rt.define<ForcedChatgptWorkspaceIds>(
    'ForcedChatgptWorkspaceIds',
    refs,
    '["|",[s,[a,s]]]',
  );

export type ForcedLoginMethod = 'chatgpt' | 'api';
export const ForcedLoginMethod: t.Type<ForcedLoginMethod> =
  /* @__PURE__ */ rt.define<ForcedLoginMethod>('ForcedLoginMethod', refs, '[e,[chatgpt,api]]');

export type InAppBrowserRequirements = {
  allowExternalBrowserSettingsImport?: boolean | null;
};
export const InAppBrowserRequirements: t.Type<InAppBrowserRequirements> =
  /* @__PURE__ */ rt.define<InAppBrowserRequirements>(
    'InAppBrowserRequirements',
    refs,
    '[o,{},{allowExternalBrowserSettingsImport:["?",b]}]',
  );

/** `managed_config.toml` was designed to be a config that was loaded as the last layer on top of everything else. This scheme did not quite work out as intended, but we keep this variant as a "best effort" while we phase out `managed_config.toml` in favor of `requirements.toml`. */
export type LegacyManagedConfigTomlFromFileConfigLayerSource = {
  file: AbsolutePathBuf;
  type: 'legacyManagedConfigTomlFromFile';
};
/** `managed_config.toml` was designed to be a config that was loaded as the last layer on top of everything else. This scheme did not quite work out as intended, but we keep this variant as a "best effort" while we phase out `managed_config.toml` in favor of `requirements.toml`. */
export const LegacyManagedConfigTomlFromFileConfigLayerSource: t.Type<LegacyManagedConfigTomlFromFileConfigLayerSource> =
  /* @__PURE__ */ rt.define<LegacyManagedConfigTomlFromFileConfigLayerSource>(
    'LegacyManagedConfigTomlFromFileConfigLayerSource',
    refs,
    '[o,{file:0,type:[l,legacyManagedConfigTomlFromFile]}]',
  );

export type LegacyManagedConfigTomlFromMdmConfigLayerSource = {
  type: 'legacyManagedConfigTomlFromMdm';
};
export const LegacyManagedConfigTomlFromMdmConfigLayerSource: t.Type<LegacyManagedConfigTomlFromMdmConfigLayerSource> =
  /* @__PURE__ */ rt.define<LegacyManagedConfigTomlFromMdmConfigLayerSource>(
    'LegacyManagedConfigTomlFromMdmConfigLayerSource',
    refs,
    '[o,{type:[l,legacyManagedConfigTomlFromMdm]}]',
  );

/** Managed preferences layer delivered by MDM (macOS only). */
export type MdmConfigLayerSource = {
  domain: string;
  key: string;
  type: 'mdm';
};
/** Managed preferences layer delivered by MDM (macOS only). */
export const MdmConfigLayerSource: t.Type<MdmConfigLayerSource> =
  /* @__PURE__ */ rt.define<MdmConfigLayerSource>(
    'MdmConfigLayerSource',
    refs,
    '[o,{domain:s,key:s,type:[l,mdm]}]',
  );

export type MergeStrategy = 'replace' | 'upsert';
export const MergeStrategy: t.Type<MergeStrategy> = /* @__PURE__ */ rt.define<MergeStrategy>(
  'MergeStrategy',
  refs,
  '[e,[replace,upsert]]',
);

export type ModelsRequirements = {
  newThread?: NewThreadModelDefaults | null;
};
export const ModelsRequirements: t.Type<ModelsRequirements> =
  /* @__PURE__ */ rt.define<ModelsRequirements>(
    'ModelsRequirements',
    refs,
    '[o,{},{newThread:["?",38]}]',
  );

export type NewThreadModelDefaults = {
  model?: string | null;
  modelReasoningEffort?: ReasoningEffort | null;
  serviceTier?: string | null;
};
export const NewThreadModelDefaults: t.Type<NewThreadModelDefaults> =
  /* @__PURE__ */ rt.define<NewThreadModelDefaults>(
    'NewThreadModelDefaults',
    refs,
    '[o,{},{model:["?",s],modelReasoningEffort:["?",49],serviceTier:["?",s]}]',
  );

export type OtelExporter = 'none' | 'statsig' | OtlpHttpOtelExporter | OtlpGrpcOtelExporter;
export const OtelExporter: t.Type<OtelExporter> = /* @__PURE__ */ rt.define<OtelExporter>(
  'OtelExporter',
  refs,
  '["|",[[e,[none,statsig]],45,44]]',
);

export type OtelHttpProtocol = 'binary' | 'json';
export const OtelHttpProtocol: t.Type<OtelHttpProtocol> =
  /* @__PURE__ */ rt.define<OtelHttpProtocol>('OtelHttpProtocol', refs, '[e,[binary,json]]');

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
export const OtelRequirements: t.Type<OtelRequirements> =
  /* @__PURE__ */ rt.define<OtelRequirements>(
    'OtelRequirements',
    refs,
    '[o,{},{environment:["?",s],exporter:["?",39],headers_helper:["?",s],headers_helper_refresh_interval_ms:["?",i],log_agent_responses:["?",b],log_guardian_assessments:["?",b],log_sse_deltas:["?",b],log_user_prompt:["?",b],metrics_exporter:["?",39],span_attributes:["?",[r,s]],tool_result:["?",43],trace_exporter:["?",39],tracestate:["?",[r,[r,s]]]}]',
  );

export type OtelTlsConfig = {
  'ca-certificate'?: string | null;
  'client-certificate'?: string | null;
  'client-private-key'?: string | null;
};
export const OtelTlsConfig: t.Type<OtelTlsConfig> = /* @__PURE__ */ rt.define<OtelTlsConfig>(
  'OtelTlsConfig',
  refs,
  '[o,{},{"ca-certificate":["?",s],"client-certificate":["?",s],"client-private-key":["?",s]}]',
);

export type OtelToolResultLogConfig = {
  max_bytes: number;
};
export const OtelToolResultLogConfig: t.Type<OtelToolResultLogConfig> =
  /* @__PURE__ */ rt.define<OtelToolResultLogConfig>(
    'OtelToolResultLogConfig',
    refs,
    '[o,{max_bytes:i}]',
  );

export type OtlpGrpcOtelExporter = {
  'otlp-grpc': {
    endpoint: string;
    /** Header names are retained; values are redacted by the server. */
    headers: { [key: string]: string };
    tls?: OtelTlsConfig | null;
  };
};
export const OtlpGrpcOtelExporter: t.Type<OtlpGrpcOtelExporter> =
  /* @__PURE__ */ rt.define<OtlpGrpcOtelExporter>(
    'OtlpGrpcOtelExporter',
    refs,
    '[o,{"otlp-grpc":[o,{endpoint:s,headers:[r,s]},{tls:["?",42]}]}]',
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
export const OtlpHttpOtelExporter: t.Type<OtlpHttpOtelExporter> =
  /* @__PURE__ */ rt.define<OtlpHttpOtelExporter>(
    'OtlpHttpOtelExporter',
    refs,
    '[o,{"otlp-http":[o,{endpoint:s,headers:[r,s],protocol:40},{tls:["?",42]}]}]',
  );

export type OverriddenMetadata = {
  effectiveValue: unknown;
  message: string;
  overridingLayer: ConfigLayerMetadata;
};
export const OverriddenMetadata: t.Type<OverriddenMetadata> =
  /* @__PURE__ */ rt.define<OverriddenMetadata>(
    'OverriddenMetadata',
    refs,
    '[o,{effectiveValue:u,message:s,overridingLayer:25}]',
  );

/** Default configuration supplied with the installed Codex package. */
export type PackagedDefaultsConfigLayerSource = {
  /** Path to the packaged default configuration file. */
  file: AbsolutePathBuf;
  type: 'packagedDefaults';
};
/** Default configuration supplied with the installed Codex package. */
export const PackagedDefaultsConfigLayerSource: t.Type<PackagedDefaultsConfigLayerSource> =
  /* @__PURE__ */ rt.define<PackagedDefaultsConfigLayerSource>(
    'PackagedDefaultsConfigLayerSource',
    refs,
    '[o,{file:0,type:[l,packagedDefaults]}]',
  );

/** Path to a .codex/ folder within a project. There could be multiple of these between `cwd` and the project/repo root. */
export type ProjectConfigLayerSource = {
  dotCodexFolder: AbsolutePathBuf;
  type: 'project';
};
/** Path to a .codex/ folder within a project. There could be multiple of these between `cwd` and the project/repo root. */
export const ProjectConfigLayerSource: t.Type<ProjectConfigLayerSource> =
  /* @__PURE__ */ rt.define<ProjectConfigLayerSource>(
    'ProjectConfigLayerSource',
    refs,
    '[o,{dotCodexFolder:0,type:[l,project]}]',
  );

export type RequestHeader = {
  name: string;
  value: string;
};
export const RequestHeader: t.Type<RequestHeader> = /* @__PURE__ */ rt.define<RequestHeader>(
  'RequestHeader',
  refs,
  '[o,{name:s,value:s}]',
);

export type ResidencyRequirement = 'us';
export const ResidencyRequirement: t.Type<ResidencyRequirement> =
  /* @__PURE__ */ rt.define<ResidencyRequirement>('ResidencyRequirement', refs, '[l,us]');

export type SandboxWorkspaceWrite = {
  exclude_slash_tmp?: boolean;
  exclude_tmpdir_env_var?: boolean;
  network_access?: boolean;
  writable_roots?: Array<string>;
};
export const SandboxWorkspaceWrite: t.Type<SandboxWorkspaceWrite> =
  /* @__PURE__ */ rt.define<SandboxWorkspaceWrite>(
    'SandboxWorkspaceWrite',
    refs,
    '[o,{},{exclude_slash_tmp:b,exclude_tmpdir_env_var:b,network_access:b,writable_roots:[a,s]}]',
  );

/** Session-layer overrides supplied via `-c`/`--config`. */
export type SessionFlagsConfigLayerSource = {
  type: 'sessionFlags';
};
/** Session-layer overrides supplied via `-c`/`--config`. */
export const SessionFlagsConfigLayerSource: t.Type<SessionFlagsConfigLayerSource> =
  /* @__PURE__ */ rt.define<SessionFlagsConfigLayerSource>(
    'SessionFlagsConfigLayerSource',
    refs,
    '[o,{type:[l,sessionFlags]}]',
  );

/** Managed config layer from a file (usually `managed_config.toml`). */
export type SystemConfigLayerSource = {
  /** This is the path to the system config.toml file, though it is not guaranteed to exist. */
  file: AbsolutePathBuf;
  type: 'system';
};
/** Managed config layer from a file (usually `managed_config.toml`). */
export const SystemConfigLayerSource: t.Type<SystemConfigLayerSource> =
  /* @__PURE__ */ rt.define<SystemConfigLayerSource>(
    'SystemConfigLayerSource',
    refs,
    '[o,{file:0,type:[l,system]}]',
  );

export type TextPosition = {
  /** 1-based column number (in Unicode scalar values). */
  column: number;
  /** 1-based line number. */
  line: number;
};
export const TextPosition: t.Type<TextPosition> = /* @__PURE__ */ rt.define<TextPosition>(
  'TextPosition',
  refs,
  '[o,{column:i,line:i}]',
);

export type TextRange = {
  end: TextPosition;
  start: TextPosition;
};
export const TextRange: t.Type<TextRange> = /* @__PURE__ */ rt.define<TextRange>(
  'TextRange',
  refs,
  '[o,{end:57,start:57}]',
);

export type ToolsV2 = {
  web_search?: WebSearchToolConfig | null;
};
export const ToolsV2: t.Type<ToolsV2> = /* @__PURE__ */ rt.define<ToolsV2>(
  'ToolsV2',
  refs,
  '[o,{},{web_search:["?",66]}]',
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
export const UserConfigLayerSource: t.Type<UserConfigLayerSource> =
  /* @__PURE__ */ rt.define<UserConfigLayerSource>(
    'UserConfigLayerSource',
    refs,
    '[o,{file:0,type:[l,user]},{profile:["?",s]}]',
  );

/** Controls output length/detail on GPT-5 models via the Responses API. Serialized with lowercase values to match the OpenAI API. */
export type Verbosity = 'low' | 'medium' | 'high';
/** Controls output length/detail on GPT-5 models via the Responses API. Serialized with lowercase values to match the OpenAI API. */
export const Verbosity: t.Type<Verbosity> = /* @__PURE__ */ rt.define<Verbosity>(
  'Verbosity',
  refs,
  '[e,[low,medium,high]]',
);

export type WebSearchContextSize = 'low' | 'medium' | 'high';
export const WebSearchContextSize: t.Type<WebSearchContextSize> =
  /* @__PURE__ */ rt.define<WebSearchContextSize>(
    'WebSearchContextSize',
    refs,
    '[e,[low,medium,high]]',
  );

export type WebSearchLocation = {
  city?: string | null;
  country?: string | null;
  region?: string | null;
  timezone?: string | null;
};
export const WebSearchLocation: t.Type<WebSearchLocation> =
  /* @__PURE__ */ rt.define<WebSearchLocation>(
    'WebSearchLocation',
    refs,
    '[o,{},{city:["?",s],country:["?",s],region:["?",s],timezone:["?",s]}]',
  );

export type WebSearchMode = 'disabled' | 'cached' | 'indexed' | 'live';
export const WebSearchMode: t.Type<WebSearchMode> = /* @__PURE__ */ rt.define<WebSearchMode>(
  'WebSearchMode',
  refs,
  '[e,[disabled,cached,indexed,live]]',
);

/** Provider preference selected by the resolved model catalog entry. */
export type WebSearchProvider = 'standalone' | 'search_mcp';
/** Provider preference selected by the resolved model catalog entry. */
export const WebSearchProvider: t.Type<WebSearchProvider> =
  /* @__PURE__ */ rt.define<WebSearchProvider>(
    'WebSearchProvider',
    refs,
    '[e,[standalone,search_mcp]]',
  );

export type WebSearchToolConfig = {
  allowed_domains?: Array<string> | null;
  context_size?: WebSearchContextSize | null;
  location?: WebSearchLocation | null;
};
export const WebSearchToolConfig: t.Type<WebSearchToolConfig> =
  /* @__PURE__ */ rt.define<WebSearchToolConfig>(
    'WebSearchToolConfig',
    refs,
    '[o,{},{allowed_domains:["?",[a,s]],context_size:["?",62],location:["?",63]}]',
  );

export type WindowsSandboxImplementation = 'elevated' | 'unelevated' | 'mxc';
export const WindowsSandboxImplementation: t.Type<WindowsSandboxImplementation> =
  /* @__PURE__ */ rt.define<WindowsSandboxImplementation>(
    'WindowsSandboxImplementation',
    refs,
    '[e,[elevated,unelevated,mxc]]',
  );

export type WriteStatus = 'ok' | 'okOverridden';
export const WriteStatus: t.Type<WriteStatus> = /* @__PURE__ */ rt.define<WriteStatus>(
  'WriteStatus',
  refs,
  '[e,[ok,okOverridden]]',
);
