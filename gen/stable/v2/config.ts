// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../../lib/protocol/runtime/index.js';

import { AbsolutePathBuf } from '../shared/misc.js';
import {
  AnalyticsConfig,
  ApprovalsReviewer,
  AskForApproval,
  AutoCompactTokenLimitScope,
  AutoReviewRequirements,
  BrowserUseConfig,
  BrowserUseRequirements,
  CliAuthCredentialsStoreMode,
  ComputerUseConfig,
  ComputerUseRequirements,
  FeedbackRequirements,
  ForcedChatgptWorkspaceIds,
  ForcedLoginMethod,
} from './misc-1.js';
import {
  InAppBrowserRequirements,
  MergeStrategy,
  ModelsRequirements,
  OtelRequirements,
  OverriddenMetadata,
} from './misc-2.js';
import {
  ReasoningEffort,
  ReasoningSummary,
  ResidencyRequirement,
  SandboxMode,
  SandboxWorkspaceWrite,
  TextRange,
  ToolsV2,
  Verbosity,
  WebSearchMode,
  WebSearchProvider,
  WindowsSandboxImplementation,
  WriteStatus,
} from './misc-3.js';

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
export const Config: t.Type<Config> = /* @__PURE__ */ rt.deferred('Config', () =>
  rt.object<Config>(
    'Config',
    {},
    {
      analytics: rt.nullable(rt.ref('AnalyticsConfig', () => AnalyticsConfig)),
      approval_policy: rt.nullable(rt.ref('AskForApproval', () => AskForApproval)),
      approvals_reviewer: rt.nullable(rt.ref('ApprovalsReviewer', () => ApprovalsReviewer)),
      browser_use: rt.nullable(rt.ref('BrowserUseConfig', () => BrowserUseConfig)),
      client_search_provider: rt.nullable(rt.ref('WebSearchProvider', () => WebSearchProvider)),
      compact_prompt: rt.nullable(rt.string),
      computer_use: rt.nullable(rt.ref('ComputerUseConfig', () => ComputerUseConfig)),
      desktop: rt.nullable(rt.record(rt.unknownValue)),
      developer_instructions: rt.nullable(rt.string),
      forced_chatgpt_workspace_id: rt.nullable(
        rt.ref('ForcedChatgptWorkspaceIds', () => ForcedChatgptWorkspaceIds),
      ),
      forced_login_method: rt.nullable(rt.ref('ForcedLoginMethod', () => ForcedLoginMethod)),
      instructions: rt.nullable(rt.string),
      model: rt.nullable(rt.string),
      model_auto_compact_token_limit: rt.nullable(rt.integer),
      model_auto_compact_token_limit_scope: rt.nullable(
        rt.ref('AutoCompactTokenLimitScope', () => AutoCompactTokenLimitScope),
      ),
      model_context_window: rt.nullable(rt.integer),
      model_provider: rt.nullable(rt.string),
      model_reasoning_effort: rt.nullable(rt.ref('ReasoningEffort', () => ReasoningEffort)),
      model_reasoning_summary: rt.nullable(rt.ref('ReasoningSummary', () => ReasoningSummary)),
      model_verbosity: rt.nullable(rt.ref('Verbosity', () => Verbosity)),
      review_model: rt.nullable(rt.string),
      sandbox_mode: rt.nullable(rt.ref('SandboxMode', () => SandboxMode)),
      sandbox_workspace_write: rt.nullable(
        rt.ref('SandboxWorkspaceWrite', () => SandboxWorkspaceWrite),
      ),
      service_tier: rt.nullable(rt.string),
      tools: rt.nullable(rt.ref('ToolsV2', () => ToolsV2)),
      web_search: rt.nullable(rt.ref('WebSearchMode', () => WebSearchMode)),
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
  () =>
    rt.object<ConfigBatchWriteParams>(
      'ConfigBatchWriteParams',
      { edits: rt.array(rt.ref('ConfigEdit', () => ConfigEdit)) },
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
export const ConfigEdit: t.Type<ConfigEdit> = /* @__PURE__ */ rt.deferred('ConfigEdit', () =>
  rt.object<ConfigEdit>('ConfigEdit', {
    keyPath: rt.string,
    mergeStrategy: rt.ref('MergeStrategy', () => MergeStrategy),
    value: rt.unknownValue,
  }),
);

export type ConfigLayer = {
  config: unknown;
  disabledReason?: string | null;
  name: ConfigLayerSource;
  version: string;
};
export const ConfigLayer: t.Type<ConfigLayer> = /* @__PURE__ */ rt.deferred('ConfigLayer', () =>
  rt.object<ConfigLayer>(
    'ConfigLayer',
    {
      config: rt.unknownValue,
      name: rt.ref('ConfigLayerSource', () => ConfigLayerSource),
      version: rt.string,
    },
    { disabledReason: rt.nullable(rt.string) },
  ),
);

export type ConfigLayerMetadata = {
  name: ConfigLayerSource;
  version: string;
};
export const ConfigLayerMetadata: t.Type<ConfigLayerMetadata> = /* @__PURE__ */ rt.deferred(
  'ConfigLayerMetadata',
  () =>
    rt.object<ConfigLayerMetadata>('ConfigLayerMetadata', {
      name: rt.ref('ConfigLayerSource', () => ConfigLayerSource),
      version: rt.string,
    }),
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
  /* @__PURE__ */ rt.deferredTagged('ConfigLayerSource', () =>
    rt.taggedUnion<ConfigLayerSource>('ConfigLayerSource', 'type', {
      packagedDefaults: rt.ref(
        'PackagedDefaultsConfigLayerSource',
        () => PackagedDefaultsConfigLayerSource,
      ),
      mdm: rt.ref('MdmConfigLayerSource', () => MdmConfigLayerSource),
      system: rt.ref('SystemConfigLayerSource', () => SystemConfigLayerSource),
      enterpriseManaged: rt.ref(
        'EnterpriseManagedConfigLayerSource',
        () => EnterpriseManagedConfigLayerSource,
      ),
      user: rt.ref('UserConfigLayerSource', () => UserConfigLayerSource),
      project: rt.ref('ProjectConfigLayerSource', () => ProjectConfigLayerSource),
      sessionFlags: rt.ref('SessionFlagsConfigLayerSource', () => SessionFlagsConfigLayerSource),
      legacyManagedConfigTomlFromFile: rt.ref(
        'LegacyManagedConfigTomlFromFileConfigLayerSource',
        () => LegacyManagedConfigTomlFromFileConfigLayerSource,
      ),
      legacyManagedConfigTomlFromMdm: rt.ref(
        'LegacyManagedConfigTomlFromMdmConfigLayerSource',
        () => LegacyManagedConfigTomlFromMdmConfigLayerSource,
      ),
    }),
  );

export type ConfigReadParams = {
  /** Optional working directory to resolve project config layers. If specified, return the effective config as seen from that directory (i.e., including any project layers between `cwd` and the project/repo root). */
  cwd?: string | null;
  includeLayers?: boolean;
};
export const ConfigReadParams: t.Type<ConfigReadParams> = /* @__PURE__ */ rt.deferred(
  'ConfigReadParams',
  () =>
    rt.object<ConfigReadParams>(
      'ConfigReadParams',
      {},
      { cwd: rt.nullable(rt.string), includeLayers: rt.boolean },
    ),
);

export type ConfigReadResponse = {
  config: Config;
  layers?: Array<ConfigLayer> | null;
  origins: { [key: string]: ConfigLayerMetadata };
};
export const ConfigReadResponse: t.Type<ConfigReadResponse> = /* @__PURE__ */ rt.deferred(
  'ConfigReadResponse',
  () =>
    rt.object<ConfigReadResponse>(
      'ConfigReadResponse',
      {
        config: rt.ref('Config', () => Config),
        origins: rt.record(rt.ref('ConfigLayerMetadata', () => ConfigLayerMetadata)),
      },
      { layers: rt.nullable(rt.array(rt.ref('ConfigLayer', () => ConfigLayer))) },
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
  () =>
    rt.object<ConfigRequirements>(
      'ConfigRequirements',
      {},
      {
        additionalDeveloperInstructions: rt.nullable(rt.string),
        allowAppshots: rt.nullable(rt.boolean),
        allowBrowserAndComputerUse: rt.nullable(rt.boolean),
        allowLoginShell: rt.nullable(rt.boolean),
        allowManagedHooksOnly: rt.nullable(rt.boolean),
        allowRemoteControl: rt.nullable(rt.boolean),
        allowedApprovalPolicies: rt.nullable(
          rt.array(rt.ref('AskForApproval', () => AskForApproval)),
        ),
        allowedLoginMethods: rt.nullable(
          rt.array(rt.ref('ForcedLoginMethod', () => ForcedLoginMethod)),
        ),
        allowedPermissionProfiles: rt.nullable(rt.record(rt.boolean)),
        allowedSandboxModes: rt.nullable(rt.array(rt.ref('SandboxMode', () => SandboxMode))),
        allowedWebSearchModes: rt.nullable(rt.array(rt.ref('WebSearchMode', () => WebSearchMode))),
        allowedWindowsSandboxImplementations: rt.nullable(
          rt.array(rt.ref('WindowsSandboxImplementation', () => WindowsSandboxImplementation)),
        ),
        autoReview: rt.nullable(rt.ref('AutoReviewRequirements', () => AutoReviewRequirements)),
        browserUse: rt.nullable(rt.ref('BrowserUseRequirements', () => BrowserUseRequirements)),
        chatgptBaseUrl: rt.nullable(rt.string),
        checkForUpdateOnStartup: rt.nullable(rt.boolean),
        cliAuthCredentialsStore: rt.nullable(
          rt.ref('CliAuthCredentialsStoreMode', () => CliAuthCredentialsStoreMode),
        ),
        computerUse: rt.nullable(rt.ref('ComputerUseRequirements', () => ComputerUseRequirements)),
        defaultPermissions: rt.nullable(rt.string),
        enforceResidency: rt.nullable(rt.ref('ResidencyRequirement', () => ResidencyRequirement)),
        featureRequirements: rt.nullable(rt.record(rt.boolean)),
        feedback: rt.nullable(rt.ref('FeedbackRequirements', () => FeedbackRequirements)),
        inAppBrowser: rt.nullable(
          rt.ref('InAppBrowserRequirements', () => InAppBrowserRequirements),
        ),
        logDir: rt.nullable(rt.string),
        modelCatalogJson: rt.nullable(rt.string),
        modelProvider: rt.nullable(rt.string),
        modelProviders: rt.nullable(rt.record(rt.unknownValue)),
        models: rt.nullable(rt.ref('ModelsRequirements', () => ModelsRequirements)),
        otel: rt.nullable(rt.ref('OtelRequirements', () => OtelRequirements)),
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
  /* @__PURE__ */ rt.deferred('ConfigRequirementsReadResponse', () =>
    rt.object<ConfigRequirementsReadResponse>(
      'ConfigRequirementsReadResponse',
      {},
      {
        requirements: rt.nullable(rt.ref('ConfigRequirements', () => ConfigRequirements)),
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
  () =>
    rt.object<ConfigValueWriteParams>(
      'ConfigValueWriteParams',
      {
        keyPath: rt.string,
        mergeStrategy: rt.ref('MergeStrategy', () => MergeStrategy),
        value: rt.unknownValue,
      },
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
  /* @__PURE__ */ rt.deferred('ConfigWarningNotification', () =>
    rt.object<ConfigWarningNotification>(
      'ConfigWarningNotification',
      { summary: rt.string },
      {
        details: rt.nullable(rt.string),
        path: rt.nullable(rt.string),
        range: rt.nullable(rt.ref('TextRange', () => TextRange)),
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
  () =>
    rt.object<ConfigWriteResponse>(
      'ConfigWriteResponse',
      {
        filePath: rt.ref('AbsolutePathBuf', () => AbsolutePathBuf),
        status: rt.ref('WriteStatus', () => WriteStatus),
        version: rt.string,
      },
      { overriddenMetadata: rt.nullable(rt.ref('OverriddenMetadata', () => OverriddenMetadata)) },
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
  /* @__PURE__ */ rt.deferred('EnterpriseManagedConfigLayerSource', () =>
    rt.object<EnterpriseManagedConfigLayerSource>('EnterpriseManagedConfigLayerSource', {
      id: rt.string,
      name: rt.string,
      type: rt.literal('enterpriseManaged'),
    }),
  );

/** `managed_config.toml` was designed to be a config that was loaded as the last layer on top of everything else. This scheme did not quite work out as intended, but we keep this variant as a "best effort" while we phase out `managed_config.toml` in favor of `requirements.toml`. */
export type LegacyManagedConfigTomlFromFileConfigLayerSource = {
  file: AbsolutePathBuf;
  type: 'legacyManagedConfigTomlFromFile';
};
/** `managed_config.toml` was designed to be a config that was loaded as the last layer on top of everything else. This scheme did not quite work out as intended, but we keep this variant as a "best effort" while we phase out `managed_config.toml` in favor of `requirements.toml`. */
export const LegacyManagedConfigTomlFromFileConfigLayerSource: t.Type<LegacyManagedConfigTomlFromFileConfigLayerSource> =
  /* @__PURE__ */ rt.deferred('LegacyManagedConfigTomlFromFileConfigLayerSource', () =>
    rt.object<LegacyManagedConfigTomlFromFileConfigLayerSource>(
      'LegacyManagedConfigTomlFromFileConfigLayerSource',
      {
        file: rt.ref('AbsolutePathBuf', () => AbsolutePathBuf),
        type: rt.literal('legacyManagedConfigTomlFromFile'),
      },
    ),
  );

export type LegacyManagedConfigTomlFromMdmConfigLayerSource = {
  type: 'legacyManagedConfigTomlFromMdm';
};
export const LegacyManagedConfigTomlFromMdmConfigLayerSource: t.Type<LegacyManagedConfigTomlFromMdmConfigLayerSource> =
  /* @__PURE__ */ rt.deferred('LegacyManagedConfigTomlFromMdmConfigLayerSource', () =>
    rt.object<LegacyManagedConfigTomlFromMdmConfigLayerSource>(
      'LegacyManagedConfigTomlFromMdmConfigLayerSource',
      { type: rt.literal('legacyManagedConfigTomlFromMdm') },
    ),
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
  () =>
    rt.object<MdmConfigLayerSource>('MdmConfigLayerSource', {
      domain: rt.string,
      key: rt.string,
      type: rt.literal('mdm'),
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
  /* @__PURE__ */ rt.deferred('PackagedDefaultsConfigLayerSource', () =>
    rt.object<PackagedDefaultsConfigLayerSource>('PackagedDefaultsConfigLayerSource', {
      file: rt.ref('AbsolutePathBuf', () => AbsolutePathBuf),
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
  /* @__PURE__ */ rt.deferred('ProjectConfigLayerSource', () =>
    rt.object<ProjectConfigLayerSource>('ProjectConfigLayerSource', {
      dotCodexFolder: rt.ref('AbsolutePathBuf', () => AbsolutePathBuf),
      type: rt.literal('project'),
    }),
  );

/** Session-layer overrides supplied via `-c`/`--config`. */
export type SessionFlagsConfigLayerSource = {
  type: 'sessionFlags';
};
/** Session-layer overrides supplied via `-c`/`--config`. */
export const SessionFlagsConfigLayerSource: t.Type<SessionFlagsConfigLayerSource> =
  /* @__PURE__ */ rt.deferred('SessionFlagsConfigLayerSource', () =>
    rt.object<SessionFlagsConfigLayerSource>('SessionFlagsConfigLayerSource', {
      type: rt.literal('sessionFlags'),
    }),
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
  () =>
    rt.object<SystemConfigLayerSource>('SystemConfigLayerSource', {
      file: rt.ref('AbsolutePathBuf', () => AbsolutePathBuf),
      type: rt.literal('system'),
    }),
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
  () =>
    rt.object<UserConfigLayerSource>(
      'UserConfigLayerSource',
      { file: rt.ref('AbsolutePathBuf', () => AbsolutePathBuf), type: rt.literal('user') },
      { profile: rt.nullable(rt.string) },
    ),
);
