// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import * as t from 'io-ts';
import * as rt from '../../../lib/protocol/codec-runtime.js';

import { AbsolutePathBuf } from '../shared/common.js';
import { AppSummary, AppTemplateSummary } from './app.js';
import { LegacyAppPathString, SkillInterface } from './common.js';
import { HookEventName } from './hook.js';

export type DailyScheduledTaskSchedule = {
  time: string;
  type: 'daily';
};
export const DailyScheduledTaskSchedule: t.Type<DailyScheduledTaskSchedule> =
  /* @__PURE__ */ rt.lazy('DailyScheduledTaskSchedule', () =>
    t.type({ time: t.string, type: t.literal('daily') }),
  );

export type GitPluginSource = {
  path?: string | null;
  refName?: string | null;
  sha?: string | null;
  type: 'git';
  url: string;
};
export const GitPluginSource: t.Type<GitPluginSource> = /* @__PURE__ */ rt.lazy(
  'GitPluginSource',
  () =>
    t.intersection([
      t.type({ type: t.literal('git'), url: t.string }),
      t.partial({
        path: rt.nullable(t.string),
        refName: rt.nullable(t.string),
        sha: rt.nullable(t.string),
      }),
    ]),
);

export type HourlyScheduledTaskSchedule = {
  days?: Array<ScheduledTaskWeekday> | null;
  intervalHours: number;
  type: 'hourly';
};
export const HourlyScheduledTaskSchedule: t.Type<HourlyScheduledTaskSchedule> =
  /* @__PURE__ */ rt.lazy('HourlyScheduledTaskSchedule', () =>
    t.intersection([
      t.type({ intervalHours: rt.integer, type: t.literal('hourly') }),
      t.partial({ days: rt.nullable(t.array(ScheduledTaskWeekday)) }),
    ]),
  );

export type LocalPluginSource = {
  path: AbsolutePathBuf;
  type: 'local';
};
export const LocalPluginSource: t.Type<LocalPluginSource> = /* @__PURE__ */ rt.lazy(
  'LocalPluginSource',
  () => t.type({ path: AbsolutePathBuf, type: t.literal('local') }),
);

export type MarketplaceInterface = {
  displayName?: string | null;
};
export const MarketplaceInterface: t.Type<MarketplaceInterface> = /* @__PURE__ */ rt.lazy(
  'MarketplaceInterface',
  () => t.partial({ displayName: rt.nullable(t.string) }),
);

export type MarketplaceLoadErrorInfo = {
  marketplacePath: AbsolutePathBuf;
  message: string;
};
export const MarketplaceLoadErrorInfo: t.Type<MarketplaceLoadErrorInfo> = /* @__PURE__ */ rt.lazy(
  'MarketplaceLoadErrorInfo',
  () => t.type({ marketplacePath: AbsolutePathBuf, message: t.string }),
);

export type NpmPluginSource = {
  package: string;
  /** Optional HTTPS registry URL. Authentication stays in the user's npm config. */
  registry?: string | null;
  type: 'npm';
  /** Optional npm version or version range. */
  version?: string | null;
};
export const NpmPluginSource: t.Type<NpmPluginSource> = /* @__PURE__ */ rt.lazy(
  'NpmPluginSource',
  () =>
    t.intersection([
      t.type({ package: t.string, type: t.literal('npm') }),
      t.partial({ registry: rt.nullable(t.string), version: rt.nullable(t.string) }),
    ]),
);

export type PluginAuthPolicy = 'ON_INSTALL' | 'ON_USE';
export const PluginAuthPolicy: t.Type<PluginAuthPolicy> = /* @__PURE__ */ rt.lazy(
  'PluginAuthPolicy',
  () => rt.openEnum(t.keyof({ ON_INSTALL: null, ON_USE: null })),
);

export type PluginAvailability = 'DISABLED_BY_ADMIN' | 'AVAILABLE';
export const PluginAvailability: t.Type<PluginAvailability> = /* @__PURE__ */ rt.lazy(
  'PluginAvailability',
  () => rt.openEnum(t.keyof({ DISABLED_BY_ADMIN: null, AVAILABLE: null })),
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
export const PluginDetail: t.Type<PluginDetail> = /* @__PURE__ */ rt.lazy('PluginDetail', () =>
  t.intersection([
    t.type({
      appTemplates: t.array(AppTemplateSummary),
      apps: t.array(AppSummary),
      hooks: t.array(PluginHookSummary),
      marketplaceName: t.string,
      mcpServers: t.array(t.string),
      skills: t.array(SkillSummary),
      summary: PluginSummary,
    }),
    t.partial({
      description: rt.nullable(t.string),
      marketplacePath: rt.nullable(AbsolutePathBuf),
      onboardingSkill: rt.nullable(SkillSummary),
      scheduledTasks: rt.nullable(t.array(ScheduledTaskSummary)),
      shareUrl: rt.nullable(t.string),
    }),
  ]),
);

export type PluginDisabledReason =
  | 'disabled_by_admin'
  | 'plan_not_eligible'
  | 'required_app_unavailable'
  | 'unknown';
export const PluginDisabledReason: t.Type<PluginDisabledReason> = /* @__PURE__ */ rt.lazy(
  'PluginDisabledReason',
  () =>
    rt.openEnum(
      t.keyof({
        disabled_by_admin: null,
        plan_not_eligible: null,
        required_app_unavailable: null,
        unknown: null,
      }),
    ),
);

export type PluginHookSummary = {
  eventName: HookEventName;
  key: string;
};
export const PluginHookSummary: t.Type<PluginHookSummary> = /* @__PURE__ */ rt.lazy(
  'PluginHookSummary',
  () => t.type({ eventName: HookEventName, key: t.string }),
);

export type PluginInstallParams = {
  /** Client-generated identifier used to correlate one installation attempt. */
  installAttemptId?: string | null;
  marketplacePath?: AbsolutePathBuf | null;
  pluginName: string;
  remoteMarketplaceName?: string | null;
};
export const PluginInstallParams: t.Type<PluginInstallParams> = /* @__PURE__ */ rt.lazy(
  'PluginInstallParams',
  () =>
    t.intersection([
      t.type({ pluginName: t.string }),
      t.partial({
        installAttemptId: rt.nullable(t.string),
        marketplacePath: rt.nullable(AbsolutePathBuf),
        remoteMarketplaceName: rt.nullable(t.string),
      }),
    ]),
);

export type PluginInstallPolicy = 'NOT_AVAILABLE' | 'AVAILABLE' | 'INSTALLED_BY_DEFAULT';
export const PluginInstallPolicy: t.Type<PluginInstallPolicy> = /* @__PURE__ */ rt.lazy(
  'PluginInstallPolicy',
  () => rt.openEnum(t.keyof({ NOT_AVAILABLE: null, AVAILABLE: null, INSTALLED_BY_DEFAULT: null })),
);

export type PluginInstallPolicySource = 'WORKSPACE_SETTING' | 'IMPLICIT_CANONICAL_APP';
export const PluginInstallPolicySource: t.Type<PluginInstallPolicySource> = /* @__PURE__ */ rt.lazy(
  'PluginInstallPolicySource',
  () => rt.openEnum(t.keyof({ WORKSPACE_SETTING: null, IMPLICIT_CANONICAL_APP: null })),
);

export type PluginInstallResponse = {
  appsNeedingAuth: Array<AppSummary>;
  authPolicy: PluginAuthPolicy;
};
export const PluginInstallResponse: t.Type<PluginInstallResponse> = /* @__PURE__ */ rt.lazy(
  'PluginInstallResponse',
  () => t.type({ appsNeedingAuth: t.array(AppSummary), authPolicy: PluginAuthPolicy }),
);

export type PluginInstalledParams = {
  /** Optional working directories used to discover repo marketplaces. */
  cwds?: Array<AbsolutePathBuf> | null;
  /** Additional uninstalled plugin names that should be returned when present locally. This is used by mention surfaces that intentionally expose install entrypoints. */
  installSuggestionPluginNames?: Array<string> | null;
};
export const PluginInstalledParams: t.Type<PluginInstalledParams> = /* @__PURE__ */ rt.lazy(
  'PluginInstalledParams',
  () =>
    t.partial({
      cwds: rt.nullable(t.array(AbsolutePathBuf)),
      installSuggestionPluginNames: rt.nullable(t.array(t.string)),
    }),
);

export type PluginInstalledResponse = {
  marketplaceLoadErrors?: Array<MarketplaceLoadErrorInfo>;
  marketplaces: Array<PluginMarketplaceEntry>;
};
export const PluginInstalledResponse: t.Type<PluginInstalledResponse> = /* @__PURE__ */ rt.lazy(
  'PluginInstalledResponse',
  () =>
    t.intersection([
      t.type({ marketplaces: t.array(PluginMarketplaceEntry) }),
      t.partial({ marketplaceLoadErrors: t.array(MarketplaceLoadErrorInfo) }),
    ]),
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
export const PluginInterface: t.Type<PluginInterface> = /* @__PURE__ */ rt.lazy(
  'PluginInterface',
  () =>
    t.intersection([
      t.type({
        capabilities: t.array(t.string),
        screenshotUrls: t.array(t.string),
        screenshots: t.array(AbsolutePathBuf),
      }),
      t.partial({
        brandColor: rt.nullable(t.string),
        category: rt.nullable(t.string),
        composerIcon: rt.nullable(AbsolutePathBuf),
        composerIconUrl: rt.nullable(t.string),
        defaultPrompt: rt.nullable(t.array(t.string)),
        developerName: rt.nullable(t.string),
        displayName: rt.nullable(t.string),
        logo: rt.nullable(AbsolutePathBuf),
        logoDark: rt.nullable(AbsolutePathBuf),
        logoUrl: rt.nullable(t.string),
        logoUrlDark: rt.nullable(t.string),
        longDescription: rt.nullable(t.string),
        privacyPolicyUrl: rt.nullable(t.string),
        shortDescription: rt.nullable(t.string),
        termsOfServiceUrl: rt.nullable(t.string),
        websiteUrl: rt.nullable(t.string),
      }),
    ]),
);

export type PluginListMarketplaceKind =
  | 'local'
  | 'vertical'
  | 'workspace-directory'
  | 'shared-with-me'
  | 'created-by-me-remote';
export const PluginListMarketplaceKind: t.Type<PluginListMarketplaceKind> = /* @__PURE__ */ rt.lazy(
  'PluginListMarketplaceKind',
  () =>
    rt.openEnum(
      t.keyof({
        local: null,
        vertical: null,
        'workspace-directory': null,
        'shared-with-me': null,
        'created-by-me-remote': null,
      }),
    ),
);

export type PluginListParams = {
  /** Optional working directories used to discover repo marketplaces. When omitted, only home-scoped marketplaces and the official curated marketplace are considered. */
  cwds?: Array<AbsolutePathBuf> | null;
  /** Whether the client requests a fresh remote plugin catalog fetch. */
  forceRefetch?: boolean;
  /** Optional marketplace kind filter. When omitted, only local marketplaces are queried, plus the default remote catalog when enabled by feature flag. */
  marketplaceKinds?: Array<PluginListMarketplaceKind> | null;
};
export const PluginListParams: t.Type<PluginListParams> = /* @__PURE__ */ rt.lazy(
  'PluginListParams',
  () =>
    t.partial({
      cwds: rt.nullable(t.array(AbsolutePathBuf)),
      forceRefetch: t.boolean,
      marketplaceKinds: rt.nullable(t.array(PluginListMarketplaceKind)),
    }),
);

export type PluginListResponse = {
  featuredPluginIds?: Array<string>;
  marketplaceLoadErrors?: Array<MarketplaceLoadErrorInfo>;
  marketplaces: Array<PluginMarketplaceEntry>;
};
export const PluginListResponse: t.Type<PluginListResponse> = /* @__PURE__ */ rt.lazy(
  'PluginListResponse',
  () =>
    t.intersection([
      t.type({ marketplaces: t.array(PluginMarketplaceEntry) }),
      t.partial({
        featuredPluginIds: t.array(t.string),
        marketplaceLoadErrors: t.array(MarketplaceLoadErrorInfo),
      }),
    ]),
);

export type PluginMarketplaceEntry = {
  interface?: MarketplaceInterface | null;
  name: string;
  /** Local marketplace file path when the marketplace is backed by a local file. Remote-only catalog marketplaces do not have a local path. */
  path?: AbsolutePathBuf | null;
  plugins: Array<PluginSummary>;
};
export const PluginMarketplaceEntry: t.Type<PluginMarketplaceEntry> = /* @__PURE__ */ rt.lazy(
  'PluginMarketplaceEntry',
  () =>
    t.intersection([
      t.type({ name: t.string, plugins: t.array(PluginSummary) }),
      t.partial({
        interface: rt.nullable(MarketplaceInterface),
        path: rt.nullable(AbsolutePathBuf),
      }),
    ]),
);

export type PluginReadParams = {
  marketplacePath?: AbsolutePathBuf | null;
  pluginName: string;
  remoteMarketplaceName?: string | null;
};
export const PluginReadParams: t.Type<PluginReadParams> = /* @__PURE__ */ rt.lazy(
  'PluginReadParams',
  () =>
    t.intersection([
      t.type({ pluginName: t.string }),
      t.partial({
        marketplacePath: rt.nullable(AbsolutePathBuf),
        remoteMarketplaceName: rt.nullable(t.string),
      }),
    ]),
);

export type PluginReadResponse = {
  plugin: PluginDetail;
};
export const PluginReadResponse: t.Type<PluginReadResponse> = /* @__PURE__ */ rt.lazy(
  'PluginReadResponse',
  () => t.type({ plugin: PluginDetail }),
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
  /* @__PURE__ */ rt.lazy('PluginReconcileChangedPlugin', () =>
    t.type({
      hasApps: t.boolean,
      hasHooks: t.boolean,
      hasMcps: t.boolean,
      hasSkills: t.boolean,
      id: t.string,
    }),
  );

export type PluginReconcileParams = {
  /** Optional client-provided reason recorded with the reconciliation attempt. */
  reason?: string | null;
};
export const PluginReconcileParams: t.Type<PluginReconcileParams> = /* @__PURE__ */ rt.lazy(
  'PluginReconcileParams',
  () => t.partial({ reason: rt.nullable(t.string) }),
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
export const PluginReconcileResponse: t.Type<PluginReconcileResponse> = /* @__PURE__ */ rt.lazy(
  'PluginReconcileResponse',
  () =>
    t.type({
      changedPlugins: t.array(PluginReconcileChangedPlugin),
      failedMaterializationRemotePluginIds: t.array(t.string),
      failedRemotePluginIds: t.array(t.string),
    }),
);

export type PluginSearchResult = {
  marketplaceName: string;
  marketplacePath?: AbsolutePathBuf | null;
  plugin: PluginSummary;
};
export const PluginSearchResult: t.Type<PluginSearchResult> = /* @__PURE__ */ rt.lazy(
  'PluginSearchResult',
  () =>
    t.intersection([
      t.type({ marketplaceName: t.string, plugin: PluginSummary }),
      t.partial({ marketplacePath: rt.nullable(AbsolutePathBuf) }),
    ]),
);

export type PluginSearchScope = 'global' | 'workspace' | 'personal';
export const PluginSearchScope: t.Type<PluginSearchScope> = /* @__PURE__ */ rt.lazy(
  'PluginSearchScope',
  () => rt.openEnum(t.keyof({ global: null, workspace: null, personal: null })),
);

export type PluginShareCheckoutParams = {
  remotePluginId: string;
};
export const PluginShareCheckoutParams: t.Type<PluginShareCheckoutParams> = /* @__PURE__ */ rt.lazy(
  'PluginShareCheckoutParams',
  () => t.type({ remotePluginId: t.string }),
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
  /* @__PURE__ */ rt.lazy('PluginShareCheckoutResponse', () =>
    t.intersection([
      t.type({
        marketplaceName: t.string,
        marketplacePath: AbsolutePathBuf,
        pluginId: t.string,
        pluginName: t.string,
        pluginPath: AbsolutePathBuf,
        remotePluginId: t.string,
      }),
      t.partial({ remoteVersion: rt.nullable(t.string) }),
    ]),
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
export const PluginShareContext: t.Type<PluginShareContext> = /* @__PURE__ */ rt.lazy(
  'PluginShareContext',
  () =>
    t.intersection([
      t.type({ remotePluginId: t.string }),
      t.partial({
        canPublishToWorkspace: rt.nullable(t.boolean),
        creatorAccountUserId: rt.nullable(t.string),
        creatorName: rt.nullable(t.string),
        discoverability: rt.nullable(PluginShareDiscoverability),
        remoteVersion: rt.nullable(t.string),
        sharePrincipals: rt.nullable(t.array(PluginSharePrincipal)),
        shareUrl: rt.nullable(t.string),
      }),
    ]),
);

export type PluginShareDeleteParams = {
  remotePluginId: string;
};
export const PluginShareDeleteParams: t.Type<PluginShareDeleteParams> = /* @__PURE__ */ rt.lazy(
  'PluginShareDeleteParams',
  () => t.type({ remotePluginId: t.string }),
);

export type PluginShareDeleteResponse = { [key: string]: unknown };
export const PluginShareDeleteResponse: t.Type<PluginShareDeleteResponse> = /* @__PURE__ */ rt.lazy(
  'PluginShareDeleteResponse',
  () => t.record(t.string, rt.jsonValue),
);

export type PluginShareDiscoverability = 'LISTED' | 'UNLISTED' | 'PRIVATE';
export const PluginShareDiscoverability: t.Type<PluginShareDiscoverability> =
  /* @__PURE__ */ rt.lazy('PluginShareDiscoverability', () =>
    rt.openEnum(t.keyof({ LISTED: null, UNLISTED: null, PRIVATE: null })),
  );

export type PluginShareListItem = {
  localPluginPath?: AbsolutePathBuf | null;
  plugin: PluginSummary;
};
export const PluginShareListItem: t.Type<PluginShareListItem> = /* @__PURE__ */ rt.lazy(
  'PluginShareListItem',
  () =>
    t.intersection([
      t.type({ plugin: PluginSummary }),
      t.partial({ localPluginPath: rt.nullable(AbsolutePathBuf) }),
    ]),
);

export type PluginShareListParams = { [key: string]: unknown };
export const PluginShareListParams: t.Type<PluginShareListParams> = /* @__PURE__ */ rt.lazy(
  'PluginShareListParams',
  () => t.record(t.string, rt.jsonValue),
);

export type PluginShareListResponse = {
  data: Array<PluginShareListItem>;
};
export const PluginShareListResponse: t.Type<PluginShareListResponse> = /* @__PURE__ */ rt.lazy(
  'PluginShareListResponse',
  () => t.type({ data: t.array(PluginShareListItem) }),
);

export type PluginSharePrincipal = {
  name: string;
  principalId: string;
  principalType: PluginSharePrincipalType;
  role: PluginSharePrincipalRole;
};
export const PluginSharePrincipal: t.Type<PluginSharePrincipal> = /* @__PURE__ */ rt.lazy(
  'PluginSharePrincipal',
  () =>
    t.type({
      name: t.string,
      principalId: t.string,
      principalType: PluginSharePrincipalType,
      role: PluginSharePrincipalRole,
    }),
);

export type PluginSharePrincipalRole = 'reader' | 'editor' | 'owner';
export const PluginSharePrincipalRole: t.Type<PluginSharePrincipalRole> = /* @__PURE__ */ rt.lazy(
  'PluginSharePrincipalRole',
  () => rt.openEnum(t.keyof({ reader: null, editor: null, owner: null })),
);

export type PluginSharePrincipalType = 'user' | 'group' | 'workspace';
export const PluginSharePrincipalType: t.Type<PluginSharePrincipalType> = /* @__PURE__ */ rt.lazy(
  'PluginSharePrincipalType',
  () => rt.openEnum(t.keyof({ user: null, group: null, workspace: null })),
);

export type PluginShareSaveParams = {
  discoverability?: PluginShareDiscoverability | null;
  pluginPath: AbsolutePathBuf;
  remotePluginId?: string | null;
  shareTargets?: Array<PluginShareTarget> | null;
};
export const PluginShareSaveParams: t.Type<PluginShareSaveParams> = /* @__PURE__ */ rt.lazy(
  'PluginShareSaveParams',
  () =>
    t.intersection([
      t.type({ pluginPath: AbsolutePathBuf }),
      t.partial({
        discoverability: rt.nullable(PluginShareDiscoverability),
        remotePluginId: rt.nullable(t.string),
        shareTargets: rt.nullable(t.array(PluginShareTarget)),
      }),
    ]),
);

export type PluginShareSaveResponse = {
  canPublishToWorkspace?: boolean | null;
  remotePluginId: string;
  shareUrl: string;
};
export const PluginShareSaveResponse: t.Type<PluginShareSaveResponse> = /* @__PURE__ */ rt.lazy(
  'PluginShareSaveResponse',
  () =>
    t.intersection([
      t.type({ remotePluginId: t.string, shareUrl: t.string }),
      t.partial({ canPublishToWorkspace: rt.nullable(t.boolean) }),
    ]),
);

export type PluginShareTarget = {
  principalId: string;
  principalType: PluginSharePrincipalType;
  role: PluginShareTargetRole;
};
export const PluginShareTarget: t.Type<PluginShareTarget> = /* @__PURE__ */ rt.lazy(
  'PluginShareTarget',
  () =>
    t.type({
      principalId: t.string,
      principalType: PluginSharePrincipalType,
      role: PluginShareTargetRole,
    }),
);

export type PluginShareTargetRole = 'reader' | 'editor';
export const PluginShareTargetRole: t.Type<PluginShareTargetRole> = /* @__PURE__ */ rt.lazy(
  'PluginShareTargetRole',
  () => rt.openEnum(t.keyof({ reader: null, editor: null })),
);

export type PluginShareUpdateDiscoverability = 'UNLISTED' | 'PRIVATE' | 'LISTED';
export const PluginShareUpdateDiscoverability: t.Type<PluginShareUpdateDiscoverability> =
  /* @__PURE__ */ rt.lazy('PluginShareUpdateDiscoverability', () =>
    rt.openEnum(t.keyof({ UNLISTED: null, PRIVATE: null, LISTED: null })),
  );

export type PluginShareUpdateTargetsParams = {
  discoverability: PluginShareUpdateDiscoverability;
  remotePluginId: string;
  shareTargets: Array<PluginShareTarget>;
};
export const PluginShareUpdateTargetsParams: t.Type<PluginShareUpdateTargetsParams> =
  /* @__PURE__ */ rt.lazy('PluginShareUpdateTargetsParams', () =>
    t.type({
      discoverability: PluginShareUpdateDiscoverability,
      remotePluginId: t.string,
      shareTargets: t.array(PluginShareTarget),
    }),
  );

export type PluginShareUpdateTargetsResponse = {
  discoverability: PluginShareDiscoverability;
  principals: Array<PluginSharePrincipal>;
};
export const PluginShareUpdateTargetsResponse: t.Type<PluginShareUpdateTargetsResponse> =
  /* @__PURE__ */ rt.lazy('PluginShareUpdateTargetsResponse', () =>
    t.type({
      discoverability: PluginShareDiscoverability,
      principals: t.array(PluginSharePrincipal),
    }),
  );

export type PluginSkillReadParams = {
  remoteMarketplaceName: string;
  remotePluginId: string;
  skillName: string;
};
export const PluginSkillReadParams: t.Type<PluginSkillReadParams> = /* @__PURE__ */ rt.lazy(
  'PluginSkillReadParams',
  () => t.type({ remoteMarketplaceName: t.string, remotePluginId: t.string, skillName: t.string }),
);

export type PluginSkillReadResponse = {
  contents?: string | null;
};
export const PluginSkillReadResponse: t.Type<PluginSkillReadResponse> = /* @__PURE__ */ rt.lazy(
  'PluginSkillReadResponse',
  () => t.partial({ contents: rt.nullable(t.string) }),
);

export type PluginSource =
  | LocalPluginSource
  | GitPluginSource
  | NpmPluginSource
  | RemotePluginSource;
export const PluginSource: rt.TaggedUnionType<PluginSource> = /* @__PURE__ */ rt.lazyTagged(
  'PluginSource',
  () =>
    rt.taggedUnion(
      'type',
      {
        local: LocalPluginSource,
        git: GitPluginSource,
        npm: NpmPluginSource,
        remote: RemotePluginSource,
      },
      'PluginSource',
    ),
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
export const PluginSummary: t.Type<PluginSummary> = /* @__PURE__ */ rt.lazy('PluginSummary', () =>
  t.intersection([
    t.type({
      authPolicy: PluginAuthPolicy,
      enabled: t.boolean,
      id: t.string,
      installPolicy: PluginInstallPolicy,
      installed: t.boolean,
      name: t.string,
      source: PluginSource,
    }),
    t.partial({
      availability: PluginAvailability,
      disabledReason: rt.nullable(PluginDisabledReason),
      eligiblePlanTypes: rt.nullable(t.array(t.string)),
      installPolicySource: rt.nullable(PluginInstallPolicySource),
      installedAt: rt.nullable(rt.integer),
      interface: rt.nullable(PluginInterface),
      keywords: t.array(t.string),
      localVersion: rt.nullable(t.string),
      mustShowInstallationInterstitial: rt.nullable(t.boolean),
      remotePluginId: rt.nullable(t.string),
      shareContext: rt.nullable(PluginShareContext),
      version: rt.nullable(t.string),
    }),
  ]),
);

export type PluginUninstallParams = {
  pluginId: string;
};
export const PluginUninstallParams: t.Type<PluginUninstallParams> = /* @__PURE__ */ rt.lazy(
  'PluginUninstallParams',
  () => t.type({ pluginId: t.string }),
);

export type PluginUninstallResponse = { [key: string]: unknown };
export const PluginUninstallResponse: t.Type<PluginUninstallResponse> = /* @__PURE__ */ rt.lazy(
  'PluginUninstallResponse',
  () => t.record(t.string, rt.jsonValue),
);

/** The plugin is available in the remote catalog. Download metadata is kept server-side and is not exposed through the app-server API. */
export type RemotePluginSource = {
  type: 'remote';
};
/** The plugin is available in the remote catalog. Download metadata is kept server-side and is not exposed through the app-server API. */
export const RemotePluginSource: t.Type<RemotePluginSource> = /* @__PURE__ */ rt.lazy(
  'RemotePluginSource',
  () => t.type({ type: t.literal('remote') }),
);

export type ScheduledTaskSchedule =
  | HourlyScheduledTaskSchedule
  | DailyScheduledTaskSchedule
  | WeekdaysScheduledTaskSchedule
  | WeeklyScheduledTaskSchedule;
export const ScheduledTaskSchedule: rt.TaggedUnionType<ScheduledTaskSchedule> =
  /* @__PURE__ */ rt.lazyTagged('ScheduledTaskSchedule', () =>
    rt.taggedUnion(
      'type',
      {
        hourly: HourlyScheduledTaskSchedule,
        daily: DailyScheduledTaskSchedule,
        weekdays: WeekdaysScheduledTaskSchedule,
        weekly: WeeklyScheduledTaskSchedule,
      },
      'ScheduledTaskSchedule',
    ),
  );

export type ScheduledTaskSummary = {
  key: string;
  name: string;
  prompt: string;
  schedule: ScheduledTaskSchedule;
};
export const ScheduledTaskSummary: t.Type<ScheduledTaskSummary> = /* @__PURE__ */ rt.lazy(
  'ScheduledTaskSummary',
  () =>
    t.type({ key: t.string, name: t.string, prompt: t.string, schedule: ScheduledTaskSchedule }),
);

export type ScheduledTaskWeekday = 'MO' | 'TU' | 'WE' | 'TH' | 'FR' | 'SA' | 'SU';
export const ScheduledTaskWeekday: t.Type<ScheduledTaskWeekday> = /* @__PURE__ */ rt.lazy(
  'ScheduledTaskWeekday',
  () =>
    rt.openEnum(t.keyof({ MO: null, TU: null, WE: null, TH: null, FR: null, SA: null, SU: null })),
);

export type SkillSummary = {
  description: string;
  enabled: boolean;
  interface?: SkillInterface | null;
  name: string;
  path?: LegacyAppPathString | null;
  shortDescription?: string | null;
};
export const SkillSummary: t.Type<SkillSummary> = /* @__PURE__ */ rt.lazy('SkillSummary', () =>
  t.intersection([
    t.type({ description: t.string, enabled: t.boolean, name: t.string }),
    t.partial({
      interface: rt.nullable(SkillInterface),
      path: rt.nullable(LegacyAppPathString),
      shortDescription: rt.nullable(t.string),
    }),
  ]),
);

export type WeekdaysScheduledTaskSchedule = {
  time: string;
  type: 'weekdays';
};
export const WeekdaysScheduledTaskSchedule: t.Type<WeekdaysScheduledTaskSchedule> =
  /* @__PURE__ */ rt.lazy('WeekdaysScheduledTaskSchedule', () =>
    t.type({ time: t.string, type: t.literal('weekdays') }),
  );

export type WeeklyScheduledTaskSchedule = {
  days: Array<ScheduledTaskWeekday>;
  time: string;
  type: 'weekly';
};
export const WeeklyScheduledTaskSchedule: t.Type<WeeklyScheduledTaskSchedule> =
  /* @__PURE__ */ rt.lazy('WeeklyScheduledTaskSchedule', () =>
    t.type({ days: t.array(ScheduledTaskWeekday), time: t.string, type: t.literal('weekly') }),
  );
