// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

import { AbsolutePathBuf } from '../shared/common.js';
import { AppSummary, AppTemplateSummary } from './app.js';
import { LegacyAppPathString, SkillInterface } from './common.js';
import { HookEventName } from './hook.js';

export type DailyScheduledTaskSchedule = {
  time: string;
  type: 'daily';
};
export const DailyScheduledTaskSchedule: t.Type<DailyScheduledTaskSchedule> =
  /* @__PURE__ */ rt.deferred('DailyScheduledTaskSchedule', (n) =>
    rt.object<DailyScheduledTaskSchedule>(n, { time: rt.string, type: rt.literal('daily') }),
  );

export type GitPluginSource = {
  path?: string | null;
  refName?: string | null;
  sha?: string | null;
  type: 'git';
  url: string;
};
export const GitPluginSource: t.Type<GitPluginSource> = /* @__PURE__ */ rt.deferred(
  'GitPluginSource',
  (n) =>
    rt.object<GitPluginSource>(
      n,
      { type: rt.literal('git'), url: rt.string },
      {
        path: rt.nullable(rt.string),
        refName: rt.nullable(rt.string),
        sha: rt.nullable(rt.string),
      },
    ),
);

export type HourlyScheduledTaskSchedule = {
  days?: Array<ScheduledTaskWeekday> | null;
  intervalHours: number;
  type: 'hourly';
};
export const HourlyScheduledTaskSchedule: t.Type<HourlyScheduledTaskSchedule> =
  /* @__PURE__ */ rt.deferred('HourlyScheduledTaskSchedule', (n) =>
    rt.object<HourlyScheduledTaskSchedule>(
      n,
      { intervalHours: rt.integer, type: rt.literal('hourly') },
      { days: rt.nullable(rt.array(ScheduledTaskWeekday)) },
    ),
  );

export type LocalPluginSource = {
  path: AbsolutePathBuf;
  type: 'local';
};
export const LocalPluginSource: t.Type<LocalPluginSource> = /* @__PURE__ */ rt.deferred(
  'LocalPluginSource',
  (n) => rt.object<LocalPluginSource>(n, { path: AbsolutePathBuf, type: rt.literal('local') }),
);

export type MarketplaceInterface = {
  displayName?: string | null;
};
export const MarketplaceInterface: t.Type<MarketplaceInterface> = /* @__PURE__ */ rt.deferred(
  'MarketplaceInterface',
  (n) => rt.object<MarketplaceInterface>(n, {}, { displayName: rt.nullable(rt.string) }),
);

export type MarketplaceLoadErrorInfo = {
  marketplacePath: AbsolutePathBuf;
  message: string;
};
export const MarketplaceLoadErrorInfo: t.Type<MarketplaceLoadErrorInfo> =
  /* @__PURE__ */ rt.deferred('MarketplaceLoadErrorInfo', (n) =>
    rt.object<MarketplaceLoadErrorInfo>(n, {
      marketplacePath: AbsolutePathBuf,
      message: rt.string,
    }),
  );

export type NpmPluginSource = {
  package: string;
  /** Optional HTTPS registry URL. Authentication stays in the user's npm config. */
  registry?: string | null;
  type: 'npm';
  /** Optional npm version or version range. */
  version?: string | null;
};
export const NpmPluginSource: t.Type<NpmPluginSource> = /* @__PURE__ */ rt.deferred(
  'NpmPluginSource',
  (n) =>
    rt.object<NpmPluginSource>(
      n,
      { package: rt.string, type: rt.literal('npm') },
      { registry: rt.nullable(rt.string), version: rt.nullable(rt.string) },
    ),
);

export type PluginAuthPolicy = 'ON_INSTALL' | 'ON_USE';
export const PluginAuthPolicy: t.Type<PluginAuthPolicy> = /* @__PURE__ */ rt.deferred(
  'PluginAuthPolicy',
  (n) => rt.enumeration<PluginAuthPolicy>(n, ['ON_INSTALL', 'ON_USE']),
);

export type PluginAvailability = 'DISABLED_BY_ADMIN' | 'AVAILABLE';
export const PluginAvailability: t.Type<PluginAvailability> = /* @__PURE__ */ rt.deferred(
  'PluginAvailability',
  (n) => rt.enumeration<PluginAvailability>(n, ['DISABLED_BY_ADMIN', 'AVAILABLE']),
);

export type PluginDetail = {
  appTemplates: Array<AppTemplateSummary>;
  apps: Array<AppSummary>;
  description?: string | null;
  hooks: Array<PluginHookSummary>;
  marketplaceName: string;
  marketplacePath?: AbsolutePathBuf | null;
  mcpServers: Array<string>;
  /** The declared onboarding skill, when the plugin and visible skill are enabled. */
  onboardingSkill?: SkillSummary | null;
  scheduledTasks?: Array<ScheduledTaskSummary> | null;
  shareUrl?: string | null;
  skills: Array<SkillSummary>;
  summary: PluginSummary;
};
export const PluginDetail: t.Type<PluginDetail> = /* @__PURE__ */ rt.deferred('PluginDetail', (n) =>
  rt.object<PluginDetail>(
    n,
    {
      appTemplates: rt.array(AppTemplateSummary),
      apps: rt.array(AppSummary),
      hooks: rt.array(PluginHookSummary),
      marketplaceName: rt.string,
      mcpServers: rt.array(rt.string),
      skills: rt.array(SkillSummary),
      summary: PluginSummary,
    },
    {
      description: rt.nullable(rt.string),
      marketplacePath: rt.nullable(AbsolutePathBuf),
      onboardingSkill: rt.nullable(SkillSummary),
      scheduledTasks: rt.nullable(rt.array(ScheduledTaskSummary)),
      shareUrl: rt.nullable(rt.string),
    },
  ),
);

export type PluginDisabledReason =
  | 'disabled_by_admin'
  | 'plan_not_eligible'
  | 'required_app_unavailable'
  | 'unknown';
export const PluginDisabledReason: t.Type<PluginDisabledReason> = /* @__PURE__ */ rt.deferred(
  'PluginDisabledReason',
  (n) =>
    rt.enumeration<PluginDisabledReason>(n, [
      'disabled_by_admin',
      'plan_not_eligible',
      'required_app_unavailable',
      'unknown',
    ]),
);

export type PluginHookSummary = {
  eventName: HookEventName;
  key: string;
};
export const PluginHookSummary: t.Type<PluginHookSummary> = /* @__PURE__ */ rt.deferred(
  'PluginHookSummary',
  (n) => rt.object<PluginHookSummary>(n, { eventName: HookEventName, key: rt.string }),
);

export type PluginInstallParams = {
  /** Client-generated identifier used to correlate one installation attempt. */
  installAttemptId?: string | null;
  marketplacePath?: AbsolutePathBuf | null;
  pluginName: string;
  remoteMarketplaceName?: string | null;
};
export const PluginInstallParams: t.Type<PluginInstallParams> = /* @__PURE__ */ rt.deferred(
  'PluginInstallParams',
  (n) =>
    rt.object<PluginInstallParams>(
      n,
      { pluginName: rt.string },
      {
        installAttemptId: rt.nullable(rt.string),
        marketplacePath: rt.nullable(AbsolutePathBuf),
        remoteMarketplaceName: rt.nullable(rt.string),
      },
    ),
);

export type PluginInstallPolicy = 'NOT_AVAILABLE' | 'AVAILABLE' | 'INSTALLED_BY_DEFAULT';
export const PluginInstallPolicy: t.Type<PluginInstallPolicy> = /* @__PURE__ */ rt.deferred(
  'PluginInstallPolicy',
  (n) =>
    rt.enumeration<PluginInstallPolicy>(n, ['NOT_AVAILABLE', 'AVAILABLE', 'INSTALLED_BY_DEFAULT']),
);

export type PluginInstallPolicySource = 'WORKSPACE_SETTING' | 'IMPLICIT_CANONICAL_APP';
export const PluginInstallPolicySource: t.Type<PluginInstallPolicySource> =
  /* @__PURE__ */ rt.deferred('PluginInstallPolicySource', (n) =>
    rt.enumeration<PluginInstallPolicySource>(n, ['WORKSPACE_SETTING', 'IMPLICIT_CANONICAL_APP']),
  );

export type PluginInstallResponse = {
  appsNeedingAuth: Array<AppSummary>;
  authPolicy: PluginAuthPolicy;
};
export const PluginInstallResponse: t.Type<PluginInstallResponse> = /* @__PURE__ */ rt.deferred(
  'PluginInstallResponse',
  (n) =>
    rt.object<PluginInstallResponse>(n, {
      appsNeedingAuth: rt.array(AppSummary),
      authPolicy: PluginAuthPolicy,
    }),
);

export type PluginInstalledParams = {
  /** Optional working directories used to discover repo marketplaces. */
  cwds?: Array<AbsolutePathBuf> | null;
  /** Additional uninstalled plugin names that should be returned when present locally. This is used by mention surfaces that intentionally expose install entrypoints. */
  installSuggestionPluginNames?: Array<string> | null;
};
export const PluginInstalledParams: t.Type<PluginInstalledParams> = /* @__PURE__ */ rt.deferred(
  'PluginInstalledParams',
  (n) =>
    rt.object<PluginInstalledParams>(
      n,
      {},
      {
        cwds: rt.nullable(rt.array(AbsolutePathBuf)),
        installSuggestionPluginNames: rt.nullable(rt.array(rt.string)),
      },
    ),
);

export type PluginInstalledResponse = {
  marketplaceLoadErrors?: Array<MarketplaceLoadErrorInfo>;
  marketplaces: Array<PluginMarketplaceEntry>;
};
export const PluginInstalledResponse: t.Type<PluginInstalledResponse> = /* @__PURE__ */ rt.deferred(
  'PluginInstalledResponse',
  (n) =>
    rt.object<PluginInstalledResponse>(
      n,
      { marketplaces: rt.array(PluginMarketplaceEntry) },
      { marketplaceLoadErrors: rt.array(MarketplaceLoadErrorInfo) },
    ),
);

export type PluginInterface = {
  brandColor?: string | null;
  capabilities: Array<string>;
  category?: string | null;
  /** Local composer icon path, resolved from the installed plugin package. */
  composerIcon?: AbsolutePathBuf | null;
  /** Remote composer icon URL from the plugin catalog. */
  composerIconUrl?: string | null;
  /** Starter prompts for the plugin. Capped at 3 entries with a maximum of 512 characters per entry. */
  defaultPrompt?: Array<string> | null;
  developerName?: string | null;
  displayName?: string | null;
  /** Local logo path, resolved from the installed plugin package. */
  logo?: AbsolutePathBuf | null;
  /** Local dark-mode logo path, resolved from the installed plugin package. */
  logoDark?: AbsolutePathBuf | null;
  /** Remote logo URL from the plugin catalog. */
  logoUrl?: string | null;
  /** Remote dark-mode logo URL from the plugin catalog. */
  logoUrlDark?: string | null;
  longDescription?: string | null;
  privacyPolicyUrl?: string | null;
  /** Remote screenshot URLs from the plugin catalog. */
  screenshotUrls: Array<string>;
  /** Local screenshot paths, resolved from the installed plugin package. */
  screenshots: Array<AbsolutePathBuf>;
  shortDescription?: string | null;
  termsOfServiceUrl?: string | null;
  websiteUrl?: string | null;
};
export const PluginInterface: t.Type<PluginInterface> = /* @__PURE__ */ rt.deferred(
  'PluginInterface',
  (n) =>
    rt.object<PluginInterface>(
      n,
      {
        capabilities: rt.array(rt.string),
        screenshotUrls: rt.array(rt.string),
        screenshots: rt.array(AbsolutePathBuf),
      },
      {
        brandColor: rt.nullable(rt.string),
        category: rt.nullable(rt.string),
        composerIcon: rt.nullable(AbsolutePathBuf),
        composerIconUrl: rt.nullable(rt.string),
        defaultPrompt: rt.nullable(rt.array(rt.string)),
        developerName: rt.nullable(rt.string),
        displayName: rt.nullable(rt.string),
        logo: rt.nullable(AbsolutePathBuf),
        logoDark: rt.nullable(AbsolutePathBuf),
        logoUrl: rt.nullable(rt.string),
        logoUrlDark: rt.nullable(rt.string),
        longDescription: rt.nullable(rt.string),
        privacyPolicyUrl: rt.nullable(rt.string),
        shortDescription: rt.nullable(rt.string),
        termsOfServiceUrl: rt.nullable(rt.string),
        websiteUrl: rt.nullable(rt.string),
      },
    ),
);

export type PluginListMarketplaceKind =
  | 'local'
  | 'vertical'
  | 'workspace-directory'
  | 'shared-with-me'
  | 'created-by-me-remote';
export const PluginListMarketplaceKind: t.Type<PluginListMarketplaceKind> =
  /* @__PURE__ */ rt.deferred('PluginListMarketplaceKind', (n) =>
    rt.enumeration<PluginListMarketplaceKind>(n, [
      'local',
      'vertical',
      'workspace-directory',
      'shared-with-me',
      'created-by-me-remote',
    ]),
  );

export type PluginListParams = {
  /** Optional working directories used to discover repo marketplaces. When omitted, only home-scoped marketplaces and the official curated marketplace are considered. */
  cwds?: Array<AbsolutePathBuf> | null;
  /** Whether the client requests a fresh remote plugin catalog fetch. */
  forceRefetch?: boolean;
  /** Optional marketplace kind filter. When omitted, only local marketplaces are queried, plus the default remote catalog when enabled by feature flag. */
  marketplaceKinds?: Array<PluginListMarketplaceKind> | null;
};
export const PluginListParams: t.Type<PluginListParams> = /* @__PURE__ */ rt.deferred(
  'PluginListParams',
  (n) =>
    rt.object<PluginListParams>(
      n,
      {},
      {
        cwds: rt.nullable(rt.array(AbsolutePathBuf)),
        forceRefetch: rt.boolean,
        marketplaceKinds: rt.nullable(rt.array(PluginListMarketplaceKind)),
      },
    ),
);

export type PluginListResponse = {
  featuredPluginIds?: Array<string>;
  marketplaceLoadErrors?: Array<MarketplaceLoadErrorInfo>;
  marketplaces: Array<PluginMarketplaceEntry>;
};
export const PluginListResponse: t.Type<PluginListResponse> = /* @__PURE__ */ rt.deferred(
  'PluginListResponse',
  (n) =>
    rt.object<PluginListResponse>(
      n,
      { marketplaces: rt.array(PluginMarketplaceEntry) },
      {
        featuredPluginIds: rt.array(rt.string),
        marketplaceLoadErrors: rt.array(MarketplaceLoadErrorInfo),
      },
    ),
);

export type PluginMarketplaceEntry = {
  interface?: MarketplaceInterface | null;
  name: string;
  /** Local marketplace file path when the marketplace is backed by a local file. Remote-only catalog marketplaces do not have a local path. */
  path?: AbsolutePathBuf | null;
  plugins: Array<PluginSummary>;
};
export const PluginMarketplaceEntry: t.Type<PluginMarketplaceEntry> = /* @__PURE__ */ rt.deferred(
  'PluginMarketplaceEntry',
  (n) =>
    rt.object<PluginMarketplaceEntry>(
      n,
      { name: rt.string, plugins: rt.array(PluginSummary) },
      { interface: rt.nullable(MarketplaceInterface), path: rt.nullable(AbsolutePathBuf) },
    ),
);

export type PluginReadParams = {
  marketplacePath?: AbsolutePathBuf | null;
  pluginName: string;
  remoteMarketplaceName?: string | null;
};
export const PluginReadParams: t.Type<PluginReadParams> = /* @__PURE__ */ rt.deferred(
  'PluginReadParams',
  (n) =>
    rt.object<PluginReadParams>(
      n,
      { pluginName: rt.string },
      {
        marketplacePath: rt.nullable(AbsolutePathBuf),
        remoteMarketplaceName: rt.nullable(rt.string),
      },
    ),
);

export type PluginReadResponse = {
  plugin: PluginDetail;
};
export const PluginReadResponse: t.Type<PluginReadResponse> = /* @__PURE__ */ rt.deferred(
  'PluginReadResponse',
  (n) => rt.object<PluginReadResponse>(n, { plugin: PluginDetail }),
);

/** Runtime categories affected by this change, not just capabilities currently present. Flags describe declarations before runtime policy filtering. Updates OR the old and new bundle flags; enablement changes and cached reinstalls use the cached bundle; removals retain the old bundle's flags. */
export type PluginReconcileChangedPlugin = {
  hasApps: boolean;
  hasHooks: boolean;
  hasMcps: boolean;
  /** Whether either bundle declares skill roots; not a validated inventory of enabled skills. */
  hasSkills: boolean;
  /** Local plugin ID (`name@marketplace`), matching `PluginSummary.id`. */
  id: string;
};
/** Runtime categories affected by this change, not just capabilities currently present. Flags describe declarations before runtime policy filtering. Updates OR the old and new bundle flags; enablement changes and cached reinstalls use the cached bundle; removals retain the old bundle's flags. */
export const PluginReconcileChangedPlugin: t.Type<PluginReconcileChangedPlugin> =
  /* @__PURE__ */ rt.deferred('PluginReconcileChangedPlugin', (n) =>
    rt.object<PluginReconcileChangedPlugin>(n, {
      hasApps: rt.boolean,
      hasHooks: rt.boolean,
      hasMcps: rt.boolean,
      hasSkills: rt.boolean,
      id: rt.string,
    }),
  );

export type PluginReconcileParams = {
  /** Optional client-provided reason recorded with the reconciliation attempt. */
  reason?: string | null;
};
export const PluginReconcileParams: t.Type<PluginReconcileParams> = /* @__PURE__ */ rt.deferred(
  'PluginReconcileParams',
  (n) => rt.object<PluginReconcileParams>(n, {}, { reason: rt.nullable(rt.string) }),
);

/** Bundle and installed-state changes observed by this pass, not a runtime-readiness acknowledgement or a cumulative diff since the client's last request. Other metadata-only changes are not listed. */
export type PluginReconcileResponse = {
  /** Plugins affected by bundle changes, enablement changes, or removals. Installed-state changes compare against the previous cached snapshot, including cached reinstalls. Removal hints survive cache cleanup failures; unchanged plugins are omitted. */
  changedPlugins: Array<PluginReconcileChangedPlugin>;
  /** Subset of failures for which the requested bundle could not be materialized. A previously cached version may still be available. */
  failedMaterializationRemotePluginIds: Array<string>;
  /** Backend remote plugin IDs whose bundle or identity update failed. */
  failedRemotePluginIds: Array<string>;
};
/** Bundle and installed-state changes observed by this pass, not a runtime-readiness acknowledgement or a cumulative diff since the client's last request. Other metadata-only changes are not listed. */
export const PluginReconcileResponse: t.Type<PluginReconcileResponse> = /* @__PURE__ */ rt.deferred(
  'PluginReconcileResponse',
  (n) =>
    rt.object<PluginReconcileResponse>(n, {
      changedPlugins: rt.array(PluginReconcileChangedPlugin),
      failedMaterializationRemotePluginIds: rt.array(rt.string),
      failedRemotePluginIds: rt.array(rt.string),
    }),
);

export type PluginSearchResult = {
  marketplaceName: string;
  marketplacePath?: AbsolutePathBuf | null;
  plugin: PluginSummary;
};
export const PluginSearchResult: t.Type<PluginSearchResult> = /* @__PURE__ */ rt.deferred(
  'PluginSearchResult',
  (n) =>
    rt.object<PluginSearchResult>(
      n,
      { marketplaceName: rt.string, plugin: PluginSummary },
      { marketplacePath: rt.nullable(AbsolutePathBuf) },
    ),
);

export type PluginSearchScope = 'global' | 'workspace' | 'personal';
export const PluginSearchScope: t.Type<PluginSearchScope> = /* @__PURE__ */ rt.deferred(
  'PluginSearchScope',
  (n) => rt.enumeration<PluginSearchScope>(n, ['global', 'workspace', 'personal']),
);

export type PluginShareCheckoutParams = {
  remotePluginId: string;
};
export const PluginShareCheckoutParams: t.Type<PluginShareCheckoutParams> =
  /* @__PURE__ */ rt.deferred('PluginShareCheckoutParams', (n) =>
    rt.object<PluginShareCheckoutParams>(n, { remotePluginId: rt.string }),
  );

export type PluginShareCheckoutResponse = {
  marketplaceName: string;
  marketplacePath: AbsolutePathBuf;
  pluginId: string;
  pluginName: string;
  pluginPath: AbsolutePathBuf;
  remotePluginId: string;
  remoteVersion?: string | null;
};
export const PluginShareCheckoutResponse: t.Type<PluginShareCheckoutResponse> =
  /* @__PURE__ */ rt.deferred('PluginShareCheckoutResponse', (n) =>
    rt.object<PluginShareCheckoutResponse>(
      n,
      {
        marketplaceName: rt.string,
        marketplacePath: AbsolutePathBuf,
        pluginId: rt.string,
        pluginName: rt.string,
        pluginPath: AbsolutePathBuf,
        remotePluginId: rt.string,
      },
      { remoteVersion: rt.nullable(rt.string) },
    ),
  );

export type PluginShareContext = {
  canPublishToWorkspace?: boolean | null;
  creatorAccountUserId?: string | null;
  creatorName?: string | null;
  discoverability?: PluginShareDiscoverability | null;
  remotePluginId: string;
  /** Version of the remote shared plugin release when available. */
  remoteVersion?: string | null;
  sharePrincipals?: Array<PluginSharePrincipal> | null;
  shareUrl?: string | null;
};
export const PluginShareContext: t.Type<PluginShareContext> = /* @__PURE__ */ rt.deferred(
  'PluginShareContext',
  (n) =>
    rt.object<PluginShareContext>(
      n,
      { remotePluginId: rt.string },
      {
        canPublishToWorkspace: rt.nullable(rt.boolean),
        creatorAccountUserId: rt.nullable(rt.string),
        creatorName: rt.nullable(rt.string),
        discoverability: rt.nullable(PluginShareDiscoverability),
        remoteVersion: rt.nullable(rt.string),
        sharePrincipals: rt.nullable(rt.array(PluginSharePrincipal)),
        shareUrl: rt.nullable(rt.string),
      },
    ),
);

export type PluginShareDeleteParams = {
  remotePluginId: string;
};
export const PluginShareDeleteParams: t.Type<PluginShareDeleteParams> = /* @__PURE__ */ rt.deferred(
  'PluginShareDeleteParams',
  (n) => rt.object<PluginShareDeleteParams>(n, { remotePluginId: rt.string }),
);

export type PluginShareDeleteResponse = { [key: string]: unknown };
export const PluginShareDeleteResponse: t.Type<PluginShareDeleteResponse> =
  /* @__PURE__ */ rt.deferred('PluginShareDeleteResponse', () =>
    rt.typed<PluginShareDeleteResponse>(rt.record(rt.unknownValue)),
  );

export type PluginShareDiscoverability = 'LISTED' | 'UNLISTED' | 'PRIVATE';
export const PluginShareDiscoverability: t.Type<PluginShareDiscoverability> =
  /* @__PURE__ */ rt.deferred('PluginShareDiscoverability', (n) =>
    rt.enumeration<PluginShareDiscoverability>(n, ['LISTED', 'UNLISTED', 'PRIVATE']),
  );

export type PluginShareListItem = {
  localPluginPath?: AbsolutePathBuf | null;
  plugin: PluginSummary;
};
export const PluginShareListItem: t.Type<PluginShareListItem> = /* @__PURE__ */ rt.deferred(
  'PluginShareListItem',
  (n) =>
    rt.object<PluginShareListItem>(
      n,
      { plugin: PluginSummary },
      { localPluginPath: rt.nullable(AbsolutePathBuf) },
    ),
);

export type PluginShareListParams = { [key: string]: unknown };
export const PluginShareListParams: t.Type<PluginShareListParams> = /* @__PURE__ */ rt.deferred(
  'PluginShareListParams',
  () => rt.typed<PluginShareListParams>(rt.record(rt.unknownValue)),
);

export type PluginShareListResponse = {
  data: Array<PluginShareListItem>;
};
export const PluginShareListResponse: t.Type<PluginShareListResponse> = /* @__PURE__ */ rt.deferred(
  'PluginShareListResponse',
  (n) => rt.object<PluginShareListResponse>(n, { data: rt.array(PluginShareListItem) }),
);

export type PluginSharePrincipal = {
  name: string;
  principalId: string;
  principalType: PluginSharePrincipalType;
  role: PluginSharePrincipalRole;
};
export const PluginSharePrincipal: t.Type<PluginSharePrincipal> = /* @__PURE__ */ rt.deferred(
  'PluginSharePrincipal',
  (n) =>
    rt.object<PluginSharePrincipal>(n, {
      name: rt.string,
      principalId: rt.string,
      principalType: PluginSharePrincipalType,
      role: PluginSharePrincipalRole,
    }),
);

export type PluginSharePrincipalRole = 'reader' | 'editor' | 'owner';
export const PluginSharePrincipalRole: t.Type<PluginSharePrincipalRole> =
  /* @__PURE__ */ rt.deferred('PluginSharePrincipalRole', (n) =>
    rt.enumeration<PluginSharePrincipalRole>(n, ['reader', 'editor', 'owner']),
  );

export type PluginSharePrincipalType = 'user' | 'group' | 'workspace';
export const PluginSharePrincipalType: t.Type<PluginSharePrincipalType> =
  /* @__PURE__ */ rt.deferred('PluginSharePrincipalType', (n) =>
    rt.enumeration<PluginSharePrincipalType>(n, ['user', 'group', 'workspace']),
  );

export type PluginShareSaveParams = {
  discoverability?: PluginShareDiscoverability | null;
  pluginPath: AbsolutePathBuf;
  remotePluginId?: string | null;
  shareTargets?: Array<PluginShareTarget> | null;
};
export const PluginShareSaveParams: t.Type<PluginShareSaveParams> = /* @__PURE__ */ rt.deferred(
  'PluginShareSaveParams',
  (n) =>
    rt.object<PluginShareSaveParams>(
      n,
      { pluginPath: AbsolutePathBuf },
      {
        discoverability: rt.nullable(PluginShareDiscoverability),
        remotePluginId: rt.nullable(rt.string),
        shareTargets: rt.nullable(rt.array(PluginShareTarget)),
      },
    ),
);

export type PluginShareSaveResponse = {
  canPublishToWorkspace?: boolean | null;
  remotePluginId: string;
  shareUrl: string;
};
export const PluginShareSaveResponse: t.Type<PluginShareSaveResponse> = /* @__PURE__ */ rt.deferred(
  'PluginShareSaveResponse',
  (n) =>
    rt.object<PluginShareSaveResponse>(
      n,
      { remotePluginId: rt.string, shareUrl: rt.string },
      { canPublishToWorkspace: rt.nullable(rt.boolean) },
    ),
);

export type PluginShareTarget = {
  principalId: string;
  principalType: PluginSharePrincipalType;
  role: PluginShareTargetRole;
};
export const PluginShareTarget: t.Type<PluginShareTarget> = /* @__PURE__ */ rt.deferred(
  'PluginShareTarget',
  (n) =>
    rt.object<PluginShareTarget>(n, {
      principalId: rt.string,
      principalType: PluginSharePrincipalType,
      role: PluginShareTargetRole,
    }),
);

export type PluginShareTargetRole = 'reader' | 'editor';
export const PluginShareTargetRole: t.Type<PluginShareTargetRole> = /* @__PURE__ */ rt.deferred(
  'PluginShareTargetRole',
  (n) => rt.enumeration<PluginShareTargetRole>(n, ['reader', 'editor']),
);

export type PluginShareUpdateDiscoverability = 'UNLISTED' | 'PRIVATE' | 'LISTED';
export const PluginShareUpdateDiscoverability: t.Type<PluginShareUpdateDiscoverability> =
  /* @__PURE__ */ rt.deferred('PluginShareUpdateDiscoverability', (n) =>
    rt.enumeration<PluginShareUpdateDiscoverability>(n, ['UNLISTED', 'PRIVATE', 'LISTED']),
  );

export type PluginShareUpdateTargetsParams = {
  discoverability: PluginShareUpdateDiscoverability;
  remotePluginId: string;
  shareTargets: Array<PluginShareTarget>;
};
export const PluginShareUpdateTargetsParams: t.Type<PluginShareUpdateTargetsParams> =
  /* @__PURE__ */ rt.deferred('PluginShareUpdateTargetsParams', (n) =>
    rt.object<PluginShareUpdateTargetsParams>(n, {
      discoverability: PluginShareUpdateDiscoverability,
      remotePluginId: rt.string,
      shareTargets: rt.array(PluginShareTarget),
    }),
  );

export type PluginShareUpdateTargetsResponse = {
  discoverability: PluginShareDiscoverability;
  principals: Array<PluginSharePrincipal>;
};
export const PluginShareUpdateTargetsResponse: t.Type<PluginShareUpdateTargetsResponse> =
  /* @__PURE__ */ rt.deferred('PluginShareUpdateTargetsResponse', (n) =>
    rt.object<PluginShareUpdateTargetsResponse>(n, {
      discoverability: PluginShareDiscoverability,
      principals: rt.array(PluginSharePrincipal),
    }),
  );

export type PluginSkillReadParams = {
  remoteMarketplaceName: string;
  remotePluginId: string;
  skillName: string;
};
export const PluginSkillReadParams: t.Type<PluginSkillReadParams> = /* @__PURE__ */ rt.deferred(
  'PluginSkillReadParams',
  (n) =>
    rt.object<PluginSkillReadParams>(n, {
      remoteMarketplaceName: rt.string,
      remotePluginId: rt.string,
      skillName: rt.string,
    }),
);

export type PluginSkillReadResponse = {
  contents?: string | null;
};
export const PluginSkillReadResponse: t.Type<PluginSkillReadResponse> = /* @__PURE__ */ rt.deferred(
  'PluginSkillReadResponse',
  (n) => rt.object<PluginSkillReadResponse>(n, {}, { contents: rt.nullable(rt.string) }),
);

export type PluginSource =
  | LocalPluginSource
  | GitPluginSource
  | NpmPluginSource
  | RemotePluginSource;
export const PluginSource: rt.TaggedUnionType<PluginSource> = /* @__PURE__ */ rt.deferredTagged(
  'PluginSource',
  (n) =>
    rt.taggedUnion<PluginSource>(n, 'type', {
      local: LocalPluginSource,
      git: GitPluginSource,
      npm: NpmPluginSource,
      remote: RemotePluginSource,
    }),
);

export type PluginSummary = {
  authPolicy: PluginAuthPolicy;
  /** Availability state for installing and using the plugin. */
  availability?: PluginAvailability;
  /** Why the remote plugin is unavailable, when provided by plugin-service. */
  disabledReason?: PluginDisabledReason | null;
  /** Raw plugin-service plan identifiers eligible to install the plugin. */
  eligiblePlanTypes?: Array<string> | null;
  enabled: boolean;
  id: string;
  installPolicy: PluginInstallPolicy;
  installPolicySource?: PluginInstallPolicySource | null;
  installed: boolean;
  /** Unix timestamp in seconds when the remote plugin was installed, when available. */
  installedAt?: number | null;
  interface?: PluginInterface | null;
  keywords?: Array<string>;
  /** Version of the locally materialized plugin package when available. */
  localVersion?: string | null;
  mustShowInstallationInterstitial?: boolean | null;
  name: string;
  /** Backend remote plugin identifier when available. */
  remotePluginId?: string | null;
  /** Remote sharing context associated with this plugin when available. */
  shareContext?: PluginShareContext | null;
  source: PluginSource;
  /** Version advertised by the remote marketplace backend when available. */
  version?: string | null;
};
export const PluginSummary: t.Type<PluginSummary> = /* @__PURE__ */ rt.deferred(
  'PluginSummary',
  (n) =>
    rt.object<PluginSummary>(
      n,
      {
        authPolicy: PluginAuthPolicy,
        enabled: rt.boolean,
        id: rt.string,
        installPolicy: PluginInstallPolicy,
        installed: rt.boolean,
        name: rt.string,
        source: PluginSource,
      },
      {
        availability: PluginAvailability,
        disabledReason: rt.nullable(PluginDisabledReason),
        eligiblePlanTypes: rt.nullable(rt.array(rt.string)),
        installPolicySource: rt.nullable(PluginInstallPolicySource),
        installedAt: rt.nullable(rt.integer),
        interface: rt.nullable(PluginInterface),
        keywords: rt.array(rt.string),
        localVersion: rt.nullable(rt.string),
        mustShowInstallationInterstitial: rt.nullable(rt.boolean),
        remotePluginId: rt.nullable(rt.string),
        shareContext: rt.nullable(PluginShareContext),
        version: rt.nullable(rt.string),
      },
    ),
);

export type PluginUninstallParams = {
  pluginId: string;
};
export const PluginUninstallParams: t.Type<PluginUninstallParams> = /* @__PURE__ */ rt.deferred(
  'PluginUninstallParams',
  (n) => rt.object<PluginUninstallParams>(n, { pluginId: rt.string }),
);

export type PluginUninstallResponse = { [key: string]: unknown };
export const PluginUninstallResponse: t.Type<PluginUninstallResponse> = /* @__PURE__ */ rt.deferred(
  'PluginUninstallResponse',
  () => rt.typed<PluginUninstallResponse>(rt.record(rt.unknownValue)),
);

/** The plugin is available in the remote catalog. Download metadata is kept server-side and is not exposed through the app-server API. */
export type RemotePluginSource = {
  type: 'remote';
};
/** The plugin is available in the remote catalog. Download metadata is kept server-side and is not exposed through the app-server API. */
export const RemotePluginSource: t.Type<RemotePluginSource> = /* @__PURE__ */ rt.deferred(
  'RemotePluginSource',
  (n) => rt.object<RemotePluginSource>(n, { type: rt.literal('remote') }),
);

export type ScheduledTaskSchedule =
  | HourlyScheduledTaskSchedule
  | DailyScheduledTaskSchedule
  | WeekdaysScheduledTaskSchedule
  | WeeklyScheduledTaskSchedule;
export const ScheduledTaskSchedule: rt.TaggedUnionType<ScheduledTaskSchedule> =
  /* @__PURE__ */ rt.deferredTagged('ScheduledTaskSchedule', (n) =>
    rt.taggedUnion<ScheduledTaskSchedule>(n, 'type', {
      hourly: HourlyScheduledTaskSchedule,
      daily: DailyScheduledTaskSchedule,
      weekdays: WeekdaysScheduledTaskSchedule,
      weekly: WeeklyScheduledTaskSchedule,
    }),
  );

export type ScheduledTaskSummary = {
  key: string;
  name: string;
  prompt: string;
  schedule: ScheduledTaskSchedule;
};
export const ScheduledTaskSummary: t.Type<ScheduledTaskSummary> = /* @__PURE__ */ rt.deferred(
  'ScheduledTaskSummary',
  (n) =>
    rt.object<ScheduledTaskSummary>(n, {
      key: rt.string,
      name: rt.string,
      prompt: rt.string,
      schedule: ScheduledTaskSchedule,
    }),
);

export type ScheduledTaskWeekday = 'MO' | 'TU' | 'WE' | 'TH' | 'FR' | 'SA' | 'SU';
export const ScheduledTaskWeekday: t.Type<ScheduledTaskWeekday> = /* @__PURE__ */ rt.deferred(
  'ScheduledTaskWeekday',
  (n) => rt.enumeration<ScheduledTaskWeekday>(n, ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU']),
);

export type SkillSummary = {
  description: string;
  enabled: boolean;
  interface?: SkillInterface | null;
  name: string;
  path?: LegacyAppPathString | null;
  shortDescription?: string | null;
};
export const SkillSummary: t.Type<SkillSummary> = /* @__PURE__ */ rt.deferred('SkillSummary', (n) =>
  rt.object<SkillSummary>(
    n,
    { description: rt.string, enabled: rt.boolean, name: rt.string },
    {
      interface: rt.nullable(SkillInterface),
      path: rt.nullable(LegacyAppPathString),
      shortDescription: rt.nullable(rt.string),
    },
  ),
);

export type WeekdaysScheduledTaskSchedule = {
  time: string;
  type: 'weekdays';
};
export const WeekdaysScheduledTaskSchedule: t.Type<WeekdaysScheduledTaskSchedule> =
  /* @__PURE__ */ rt.deferred('WeekdaysScheduledTaskSchedule', (n) =>
    rt.object<WeekdaysScheduledTaskSchedule>(n, { time: rt.string, type: rt.literal('weekdays') }),
  );

export type WeeklyScheduledTaskSchedule = {
  days: Array<ScheduledTaskWeekday>;
  time: string;
  type: 'weekly';
};
export const WeeklyScheduledTaskSchedule: t.Type<WeeklyScheduledTaskSchedule> =
  /* @__PURE__ */ rt.deferred('WeeklyScheduledTaskSchedule', (n) =>
    rt.object<WeeklyScheduledTaskSchedule>(n, {
      days: rt.array(ScheduledTaskWeekday),
      time: rt.string,
      type: rt.literal('weekly'),
    }),
  );
