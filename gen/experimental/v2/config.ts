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
export const Config: t.Type<Config> = /* @__PURE__ */ rt.deferred('Config', (n) =>
  rt.object<Config>(
    n,
    {},
    {
      analytics: rt.nullable(AnalyticsConfig),
      approval_policy: rt.nullable(AskForApproval),
      approvals_reviewer: rt.nullable(ApprovalsReviewer),
      apps: rt.nullable(AppsConfig),
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
        allowedApprovalsReviewers: rt.nullable(rt.array(ApprovalsReviewer)),
        allowedLoginMethods: rt.nullable(rt.array(ForcedLoginMethod)),
        allowedPermissionProfiles: rt.nullable(rt.record(rt.boolean)),
        allowedSandboxModes: rt.nullable(rt.array(SandboxMode)),
        allowedWebSearchModes: rt.nullable(rt.array(WebSearchMode)),
        allowedWindowsSandboxImplementations: rt.nullable(rt.array(WindowsSandboxImplementation)),
        application: rt.nullable(ApplicationRequirements),
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
        hooks: rt.nullable(ManagedHooksRequirements),
        inAppBrowser: rt.nullable(InAppBrowserRequirements),
        logDir: rt.nullable(rt.string),
        modelCatalogJson: rt.nullable(rt.string),
        modelProvider: rt.nullable(rt.string),
        modelProviders: rt.nullable(rt.record(rt.unknownValue)),
        models: rt.nullable(ModelsRequirements),
        network: rt.nullable(NetworkRequirements),
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
