// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/experimental/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import * as t from 'io-ts';
import * as rt from '../../../lib/protocol/codec-runtime.js';

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
export const Config: t.Type<Config> = /* @__PURE__ */ rt.lazy('Config', () =>
  t.partial({
    analytics: rt.nullable(AnalyticsConfig),
    approval_policy: rt.nullable(AskForApproval),
    approvals_reviewer: rt.nullable(ApprovalsReviewer),
    apps: rt.nullable(AppsConfig),
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
      allowedApprovalsReviewers: rt.nullable(t.array(ApprovalsReviewer)),
      allowedLoginMethods: rt.nullable(t.array(ForcedLoginMethod)),
      allowedPermissionProfiles: rt.nullable(t.record(t.string, t.boolean)),
      allowedSandboxModes: rt.nullable(t.array(SandboxMode)),
      allowedWebSearchModes: rt.nullable(t.array(WebSearchMode)),
      allowedWindowsSandboxImplementations: rt.nullable(t.array(WindowsSandboxImplementation)),
      application: rt.nullable(ApplicationRequirements),
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
      hooks: rt.nullable(ManagedHooksRequirements),
      inAppBrowser: rt.nullable(InAppBrowserRequirements),
      logDir: rt.nullable(t.string),
      modelCatalogJson: rt.nullable(t.string),
      modelProvider: rt.nullable(t.string),
      modelProviders: rt.nullable(t.record(t.string, rt.jsonValue)),
      models: rt.nullable(ModelsRequirements),
      network: rt.nullable(NetworkRequirements),
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
