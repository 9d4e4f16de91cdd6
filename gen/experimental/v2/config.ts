// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/experimental/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

import {
  ApplicationRequirements,
  ApprovalsReviewer,
  AppsConfig,
  AskForApproval,
  ManagedHooksRequirements,
  NetworkRequirements,
  ReasoningEffort,
  ReasoningSummary,
  SandboxMode,
} from '../../stable/v2/common.js';
import {
  AnalyticsConfig,
  AutoCompactTokenLimitScope,
  AutoReviewRequirements,
  BrowserUseConfig,
  BrowserUseRequirements,
  CliAuthCredentialsStoreMode,
  ComputerUseConfig,
  ComputerUseRequirements,
  ConfigLayer,
  ConfigLayerMetadata,
  FeedbackRequirements,
  ForcedChatgptWorkspaceIds,
  ForcedLoginMethod,
  InAppBrowserRequirements,
  ModelsRequirements,
  OtelRequirements,
  ResidencyRequirement,
  SandboxWorkspaceWrite,
  ToolsV2,
  Verbosity,
  WebSearchMode,
  WebSearchProvider,
  WindowsSandboxImplementation,
} from '../../stable/v2/config.js';

const refs: rt.Refs = () => [
  AnalyticsConfig,
  ApplicationRequirements,
  ApprovalsReviewer,
  AppsConfig,
  AskForApproval,
  AutoCompactTokenLimitScope,
  AutoReviewRequirements,
  BrowserUseConfig,
  BrowserUseRequirements,
  CliAuthCredentialsStoreMode,
  ComputerUseConfig,
  ComputerUseRequirements,
  Config,
  ConfigLayer,
  ConfigLayerMetadata,
  ConfigRequirements,
  FeedbackRequirements,
  ForcedChatgptWorkspaceIds,
  ForcedLoginMethod,
  InAppBrowserRequirements,
  ManagedHooksRequirements,
  ModelsRequirements,
  NetworkRequirements,
  OtelRequirements,
  ReasoningEffort,
  ReasoningSummary,
  ResidencyRequirement,
  SandboxMode,
  SandboxWorkspaceWrite,
  ToolsV2,
  Verbosity,
  WebSearchMode,
  WebSearchProvider,
  WindowsSandboxImplementation,
];

export type Config = {
  analytics?: AnalyticsConfig | null;
  approval_policy?: AskForApproval | null;
  /** [UNSTABLE] Optional default for where approval requests are routed for review. */
  approvals_reviewer?: ApprovalsReviewer | null;
  apps?: AppsConfig | null;
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
  '[o,{},{analytics:["?",0],approval_policy:["?",4],approvals_reviewer:["?",2],apps:["?",3],browser_use:["?",7],client_search_provider:["?",32],compact_prompt:["?",s],computer_use:["?",10],desktop:["?",[r,u]],developer_instructions:["?",s],forced_chatgpt_workspace_id:["?",17],forced_login_method:["?",18],instructions:["?",s],model:["?",s],model_auto_compact_token_limit:["?",i],model_auto_compact_token_limit_scope:["?",5],model_context_window:["?",i],model_provider:["?",s],model_reasoning_effort:["?",24],model_reasoning_summary:["?",25],model_verbosity:["?",30],review_model:["?",s],sandbox_mode:["?",27],sandbox_workspace_write:["?",28],service_tier:["?",s],tools:["?",29],web_search:["?",31]}]',
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
    '[o,{config:12,origins:[r,14]},{layers:["?",[a,13]]}]',
  );

export type ConfigRequirements = {
  additionalDeveloperInstructions?: string | null;
  allowAppshots?: boolean | null;
  allowBrowserAndComputerUse?: boolean | null;
  allowLoginShell?: boolean | null;
  allowManagedHooksOnly?: boolean | null;
  allowRemoteControl?: boolean | null;
  allowedApprovalPolicies?: Array<AskForApproval> | null;
  allowedApprovalsReviewers?: Array<ApprovalsReviewer> | null;
  /** Effective login methods after managed, forced-login, and workspace restrictions. An empty list permits no login method. Older servers may omit this field. */
  allowedLoginMethods?: Array<ForcedLoginMethod> | null;
  allowedPermissionProfiles?: { [key: string]: boolean } | null;
  allowedSandboxModes?: Array<SandboxMode> | null;
  allowedWebSearchModes?: Array<WebSearchMode> | null;
  allowedWindowsSandboxImplementations?: Array<WindowsSandboxImplementation> | null;
  application?: ApplicationRequirements | null;
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
  hooks?: ManagedHooksRequirements | null;
  inAppBrowser?: InAppBrowserRequirements | null;
  logDir?: string | null;
  modelCatalogJson?: string | null;
  /** Exact provider selection required by managed policy. */
  modelProvider?: string | null;
  /** Complete required provider definitions, using config.toml field names. */
  modelProviders?: { [key: string]: unknown } | null;
  models?: ModelsRequirements | null;
  network?: NetworkRequirements | null;
  otel?: OtelRequirements | null;
  sqliteHome?: string | null;
};
export const ConfigRequirements: t.Type<ConfigRequirements> =
  /* @__PURE__ */ rt.define<ConfigRequirements>(
    'ConfigRequirements',
    refs,
    '[o,{},{additionalDeveloperInstructions:["?",s],allowAppshots:["?",b],allowBrowserAndComputerUse:["?",b],allowLoginShell:["?",b],allowManagedHooksOnly:["?",b],allowRemoteControl:["?",b],allowedApprovalPolicies:["?",[a,4]],allowedApprovalsReviewers:["?",[a,2]],allowedLoginMethods:["?",[a,18]],allowedPermissionProfiles:["?",[r,b]],allowedSandboxModes:["?",[a,27]],allowedWebSearchModes:["?",[a,31]],allowedWindowsSandboxImplementations:["?",[a,33]],application:["?",1],autoReview:["?",6],browserUse:["?",8],chatgptBaseUrl:["?",s],checkForUpdateOnStartup:["?",b],cliAuthCredentialsStore:["?",9],computerUse:["?",11],defaultPermissions:["?",s],enforceResidency:["?",26],featureRequirements:["?",[r,b]],feedback:["?",16],hooks:["?",20],inAppBrowser:["?",19],logDir:["?",s],modelCatalogJson:["?",s],modelProvider:["?",s],modelProviders:["?",[r,u]],models:["?",21],network:["?",22],otel:["?",23],sqliteHome:["?",s]}]',
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
    '[o,{},{requirements:["?",15],supportsIndependentSpeedModes:["?",b]}]',
  );
