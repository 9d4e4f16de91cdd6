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

const refs: rt.Refs = () => [
  AbsolutePathBuf,
  AppSummary,
  AppTemplateSummary,
  DailyScheduledTaskSchedule,
  GitPluginSource,
  HookEventName,
  HourlyScheduledTaskSchedule,
  LegacyAppPathString,
  LocalPluginSource,
  MarketplaceInterface,
  MarketplaceLoadErrorInfo,
  NpmPluginSource,
  PluginAuthPolicy,
  PluginAvailability,
  PluginDetail,
  PluginDisabledReason,
  PluginHookSummary,
  PluginInstallPolicy,
  PluginInstallPolicySource,
  PluginInterface,
  PluginListMarketplaceKind,
  PluginMarketplaceEntry,
  PluginReconcileChangedPlugin,
  PluginShareContext,
  PluginShareDiscoverability,
  PluginShareListItem,
  PluginSharePrincipal,
  PluginSharePrincipalRole,
  PluginSharePrincipalType,
  PluginShareTarget,
  PluginShareTargetRole,
  PluginShareUpdateDiscoverability,
  PluginSource,
  PluginSummary,
  RemotePluginSource,
  ScheduledTaskSchedule,
  ScheduledTaskSummary,
  ScheduledTaskWeekday,
  SkillInterface,
  SkillSummary,
  WeekdaysScheduledTaskSchedule,
  WeeklyScheduledTaskSchedule,
];

export type DailyScheduledTaskSchedule = {
  time: string;
  type: 'daily';
};
export const DailyScheduledTaskSchedule: t.Type<DailyScheduledTaskSchedule> =
  /* @__PURE__ */ rt.define<DailyScheduledTaskSchedule>(
    'DailyScheduledTaskSchedule',
    refs,
    '[o,{time:s,type:[l,daily]}]',
  );

export type GitPluginSource = {
  path?: string | null;
  refName?: string | null;
  sha?: string | null;
  type: 'git';
  url: string;
};
export const GitPluginSource: t.Type<GitPluginSource> = /* @__PURE__ */ rt.define<GitPluginSource>(
  'GitPluginSource',
  refs,
  '[o,{type:[l,git],url:s},{path:["?",s],refName:["?",s],sha:["?",s]}]',
);

export type HourlyScheduledTaskSchedule = {
  days?: Array<ScheduledTaskWeekday> | null;
  intervalHours: number;
  type: 'hourly';
};
export const HourlyScheduledTaskSchedule: t.Type<HourlyScheduledTaskSchedule> =
  /* @__PURE__ */ rt.define<HourlyScheduledTaskSchedule>(
    'HourlyScheduledTaskSchedule',
    refs,
    '[o,{intervalHours:i,type:[l,hourly]},{days:["?",[a,37]]}]',
  );

export type LocalPluginSource = {
  path: AbsolutePathBuf;
  type: 'local';
};
export const LocalPluginSource: t.Type<LocalPluginSource> =
  /* @__PURE__ */ rt.define<LocalPluginSource>(
    'LocalPluginSource',
    refs,
    '[o,{path:0,type:[l,local]}]',
  );

export type MarketplaceInterface = {
  displayName?: string | null;
};
export const MarketplaceInterface: t.Type<MarketplaceInterface> =
  /* @__PURE__ */ rt.define<MarketplaceInterface>(
    'MarketplaceInterface',
    refs,
    '[o,{},{displayName:["?",s]}]',
  );

export type MarketplaceLoadErrorInfo = {
  marketplacePath: AbsolutePathBuf;
  message: string;
};
export const MarketplaceLoadErrorInfo: t.Type<MarketplaceLoadErrorInfo> =
  /* @__PURE__ */ rt.define<MarketplaceLoadErrorInfo>(
    'MarketplaceLoadErrorInfo',
    refs,
    '[o,{marketplacePath:0,message:s}]',
  );

export type NpmPluginSource = {
  package: string;
  /** Optional HTTPS registry URL. Authentication stays in the user's npm config. */
  registry?: string | null;
  type: 'npm';
  /** Optional npm version or version range. */
  version?: string | null;
};
export const NpmPluginSource: t.Type<NpmPluginSource> = /* @__PURE__ */ rt.define<NpmPluginSource>(
  'NpmPluginSource',
  refs,
  '[o,{package:s,type:[l,npm]},{registry:["?",s],version:["?",s]}]',
);

export type PluginAuthPolicy = 'ON_INSTALL' | 'ON_USE';
export const PluginAuthPolicy: t.Type<PluginAuthPolicy> =
  /* @__PURE__ */ rt.define<PluginAuthPolicy>('PluginAuthPolicy', refs, '[e,[ON_INSTALL,ON_USE]]');

export type PluginAvailability = 'DISABLED_BY_ADMIN' | 'AVAILABLE';
export const PluginAvailability: t.Type<PluginAvailability> =
  /* @__PURE__ */ rt.define<PluginAvailability>(
    'PluginAvailability',
    refs,
    '[e,[DISABLED_BY_ADMIN,AVAILABLE]]',
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
export const PluginDetail: t.Type<PluginDetail> = /* @__PURE__ */ rt.define<PluginDetail>(
  'PluginDetail',
  refs,
  '[o,{appTemplates:[a,2],apps:[a,1],hooks:[a,16],marketplaceName:s,mcpServers:[a,s],skills:[a,39],summary:33},{description:["?",s],marketplacePath:["?",0],onboardingSkill:["?",39],scheduledTasks:["?",[a,36]],shareUrl:["?",s]}]',
);

export type PluginDisabledReason =
  | 'disabled_by_admin'
  | 'plan_not_eligible'
  | 'required_app_unavailable'
  | 'unknown';
export const PluginDisabledReason: t.Type<PluginDisabledReason> =
  /* @__PURE__ */ rt.define<PluginDisabledReason>(
    'PluginDisabledReason',
    refs,
    '[e,[disabled_by_admin,plan_not_eligible,required_app_unavailable,unknown]]',
  );

export type PluginHookSummary = {
  eventName: HookEventName;
  key: string;
};
export const PluginHookSummary: t.Type<PluginHookSummary> =
  /* @__PURE__ */ rt.define<PluginHookSummary>(
    'PluginHookSummary',
    refs,
    '[o,{eventName:5,key:s}]',
  );

export type PluginInstallParams = {
  /** Client-generated identifier used to correlate one installation attempt. */
  installAttemptId?: string | null;
  marketplacePath?: AbsolutePathBuf | null;
  pluginName: string;
  remoteMarketplaceName?: string | null;
};
export const PluginInstallParams: t.Type<PluginInstallParams> =
  /* @__PURE__ */ rt.define<PluginInstallParams>(
    'PluginInstallParams',
    refs,
    '[o,{pluginName:s},{installAttemptId:["?",s],marketplacePath:["?",0],remoteMarketplaceName:["?",s]}]',
  );

export type PluginInstallPolicy = 'NOT_AVAILABLE' | 'AVAILABLE' | 'INSTALLED_BY_DEFAULT';
export const PluginInstallPolicy: t.Type<PluginInstallPolicy> =
  /* @__PURE__ */ rt.define<PluginInstallPolicy>(
    'PluginInstallPolicy',
    refs,
    '[e,[NOT_AVAILABLE,AVAILABLE,INSTALLED_BY_DEFAULT]]',
  );

export type PluginInstallPolicySource = 'WORKSPACE_SETTING' | 'IMPLICIT_CANONICAL_APP';
export const PluginInstallPolicySource: t.Type<PluginInstallPolicySource> =
  /* @__PURE__ */ rt.define<PluginInstallPolicySource>(
    'PluginInstallPolicySource',
    refs,
    '[e,[WORKSPACE_SETTING,IMPLICIT_CANONICAL_APP]]',
  );

export type PluginInstallResponse = {
  appsNeedingAuth: Array<AppSummary>;
  authPolicy: PluginAuthPolicy;
};
export const PluginInstallResponse: t.Type<PluginInstallResponse> =
  /* @__PURE__ */ rt.define<PluginInstallResponse>(
    'PluginInstallResponse',
    refs,
    '[o,{appsNeedingAuth:[a,1],authPolicy:12}]',
  );

export type PluginInstalledParams = {
  /** Optional working directories used to discover repo marketplaces. */
  cwds?: Array<AbsolutePathBuf> | null;
  /** Additional uninstalled plugin names that should be returned when present locally. This is used by mention surfaces that intentionally expose install entrypoints. */
  installSuggestionPluginNames?: Array<string> | null;
};
export const PluginInstalledParams: t.Type<PluginInstalledParams> =
  /* @__PURE__ */ rt.define<PluginInstalledParams>(
    'PluginInstalledParams',
    refs,
    '[o,{},{cwds:["?",[a,0]],installSuggestionPluginNames:["?",[a,s]]}]',
  );

export type PluginInstalledResponse = {
  marketplaceLoadErrors?: Array<MarketplaceLoadErrorInfo>;
  marketplaces: Array<PluginMarketplaceEntry>;
};
export const PluginInstalledResponse: t.Type<PluginInstalledResponse> =
  /* @__PURE__ */ rt.define<PluginInstalledResponse>(
    'PluginInstalledResponse',
    refs,
    '[o,{marketplaces:[a,21]},{marketplaceLoadErrors:[a,10]}]',
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
export const PluginInterface: t.Type<PluginInterface> = /* @__PURE__ */ rt.define<PluginInterface>(
  'PluginInterface',
  refs,
  '[o,{capabilities:[a,s],screenshotUrls:[a,s],screenshots:[a,0]},{brandColor:["?",s],category:["?",s],composerIcon:["?",0],composerIconUrl:["?",s],defaultPrompt:["?",[a,s]],developerName:["?",s],displayName:["?",s],logo:["?",0],logoDark:["?",0],logoUrl:["?",s],logoUrlDark:["?",s],longDescription:["?",s],privacyPolicyUrl:["?",s],shortDescription:["?",s],termsOfServiceUrl:["?",s],websiteUrl:["?",s]}]',
);

export type PluginListMarketplaceKind =
  | 'local'
  | 'vertical'
  | 'workspace-directory'
  | 'shared-with-me'
  | 'created-by-me-remote';
export const PluginListMarketplaceKind: t.Type<PluginListMarketplaceKind> =
  /* @__PURE__ */ rt.define<PluginListMarketplaceKind>(
    'PluginListMarketplaceKind',
    refs,
    '[e,[local,vertical,"workspace-directory","shared-with-me","created-by-me-remote"]]',
  );

export type PluginListParams = {
  /** Optional working directories used to discover repo marketplaces. When omitted, only home-scoped marketplaces and the official curated marketplace are considered. */
  cwds?: Array<AbsolutePathBuf> | null;
  /** Whether the client requests a fresh remote plugin catalog fetch. */
  forceRefetch?: boolean;
  /** Optional marketplace kind filter. When omitted, only local marketplaces are queried, plus the default remote catalog when enabled by feature flag. */
  marketplaceKinds?: Array<PluginListMarketplaceKind> | null;
};
export const PluginListParams: t.Type<PluginListParams> =
  /* @__PURE__ */ rt.define<PluginListParams>(
    'PluginListParams',
    refs,
    '[o,{},{cwds:["?",[a,0]],forceRefetch:b,marketplaceKinds:["?",[a,20]]}]',
  );

export type PluginListResponse = {
  featuredPluginIds?: Array<string>;
  marketplaceLoadErrors?: Array<MarketplaceLoadErrorInfo>;
  marketplaces: Array<PluginMarketplaceEntry>;
};
export const PluginListResponse: t.Type<PluginListResponse> =
  /* @__PURE__ */ rt.define<PluginListResponse>(
    'PluginListResponse',
    refs,
    '[o,{marketplaces:[a,21]},{featuredPluginIds:[a,s],marketplaceLoadErrors:[a,10]}]',
  );

export type PluginMarketplaceEntry = {
  interface?: MarketplaceInterface | null;
  name: string;
  /** Local marketplace file path when the marketplace is backed by a local file. Remote-only catalog marketplaces do not have a local path. */
  path?: AbsolutePathBuf | null;
  plugins: Array<PluginSummary>;
};
export const PluginMarketplaceEntry: t.Type<PluginMarketplaceEntry> =
  /* @__PURE__ */ rt.define<PluginMarketplaceEntry>(
    'PluginMarketplaceEntry',
    refs,
    '[o,{name:s,plugins:[a,33]},{interface:["?",9],path:["?",0]}]',
  );

export type PluginReadParams = {
  marketplacePath?: AbsolutePathBuf | null;
  pluginName: string;
  remoteMarketplaceName?: string | null;
};
export const PluginReadParams: t.Type<PluginReadParams> =
  /* @__PURE__ */ rt.define<PluginReadParams>(
    'PluginReadParams',
    refs,
    '[o,{pluginName:s},{marketplacePath:["?",0],remoteMarketplaceName:["?",s]}]',
  );

export type PluginReadResponse = {
  plugin: PluginDetail;
};
export const PluginReadResponse: t.Type<PluginReadResponse> =
  /* @__PURE__ */ rt.define<PluginReadResponse>('PluginReadResponse', refs, '[o,{plugin:14}]');

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
  /* @__PURE__ */ rt.define<PluginReconcileChangedPlugin>(
    'PluginReconcileChangedPlugin',
    refs,
    '[o,{hasApps:b,hasHooks:b,hasMcps:b,hasSkills:b,id:s}]',
  );

export type PluginReconcileParams = {
  /** Optional client-provided reason recorded with the reconciliation attempt. */
  reason?: string | null;
};
export const PluginReconcileParams: t.Type<PluginReconcileParams> =
  /* @__PURE__ */ rt.define<PluginReconcileParams>(
    'PluginReconcileParams',
    refs,
    '[o,{},{reason:["?",s]}]',
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
export const PluginReconcileResponse: t.Type<PluginReconcileResponse> =
  /* @__PURE__ */ rt.define<PluginReconcileResponse>(
    'PluginReconcileResponse',
    refs,
    '[o,{changedPlugins:[a,22],failedMaterializationRemotePluginIds:[a,s],failedRemotePluginIds:[a,s]}]',
  );

export type PluginSearchResult = {
  marketplaceName: string;
  marketplacePath?: AbsolutePathBuf | null;
  plugin: PluginSummary;
};
export const PluginSearchResult: t.Type<PluginSearchResult> =
  /* @__PURE__ */ rt.define<PluginSearchResult>(
    'PluginSearchResult',
    refs,
    '[o,{marketplaceName:s,plugin:33},{marketplacePath:["?",0]}]',
  );

export type PluginSearchScope = 'global' | 'workspace' | 'personal';
export const PluginSearchScope: t.Type<PluginSearchScope> =
  /* @__PURE__ */ rt.define<PluginSearchScope>(
    'PluginSearchScope',
    refs,
    '[e,[global,workspace,personal]]',
  );

export type PluginShareCheckoutParams = {
  remotePluginId: string;
};
export const PluginShareCheckoutParams: t.Type<PluginShareCheckoutParams> =
  /* @__PURE__ */ rt.define<PluginShareCheckoutParams>(
    'PluginShareCheckoutParams',
    refs,
    '[o,{remotePluginId:s}]',
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
  /* @__PURE__ */ rt.define<PluginShareCheckoutResponse>(
    'PluginShareCheckoutResponse',
    refs,
    '[o,{marketplaceName:s,marketplacePath:0,pluginId:s,pluginName:s,pluginPath:0,remotePluginId:s},{remoteVersion:["?",s]}]',
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
export const PluginShareContext: t.Type<PluginShareContext> =
  /* @__PURE__ */ rt.define<PluginShareContext>(
    'PluginShareContext',
    refs,
    '[o,{remotePluginId:s},{canPublishToWorkspace:["?",b],creatorAccountUserId:["?",s],creatorName:["?",s],discoverability:["?",24],remoteVersion:["?",s],sharePrincipals:["?",[a,26]],shareUrl:["?",s]}]',
  );

export type PluginShareDeleteParams = {
  remotePluginId: string;
};
export const PluginShareDeleteParams: t.Type<PluginShareDeleteParams> =
  /* @__PURE__ */ rt.define<PluginShareDeleteParams>(
    'PluginShareDeleteParams',
    refs,
    '[o,{remotePluginId:s}]',
  );

export type PluginShareDeleteResponse = { [key: string]: unknown };
export const PluginShareDeleteResponse: t.Type<PluginShareDeleteResponse> =
  /* @__PURE__ */ rt.define<PluginShareDeleteResponse>('PluginShareDeleteResponse', refs, '[r,u]');

export type PluginShareDiscoverability = 'LISTED' | 'UNLISTED' | 'PRIVATE';
export const PluginShareDiscoverability: t.Type<PluginShareDiscoverability> =
  /* @__PURE__ */ rt.define<PluginShareDiscoverability>(
    'PluginShareDiscoverability',
    refs,
    '[e,[LISTED,UNLISTED,PRIVATE]]',
  );

export type PluginShareListItem = {
  localPluginPath?: AbsolutePathBuf | null;
  plugin: PluginSummary;
};
export const PluginShareListItem: t.Type<PluginShareListItem> =
  /* @__PURE__ */ rt.define<PluginShareListItem>(
    'PluginShareListItem',
    refs,
    '[o,{plugin:33},{localPluginPath:["?",0]}]',
  );

export type PluginShareListParams = { [key: string]: unknown };
export const PluginShareListParams: t.Type<PluginShareListParams> =
  /* @__PURE__ */ rt.define<PluginShareListParams>('PluginShareListParams', refs, '[r,u]');

export type PluginShareListResponse = {
  data: Array<PluginShareListItem>;
};
export const PluginShareListResponse: t.Type<PluginShareListResponse> =
  /* @__PURE__ */ rt.define<PluginShareListResponse>(
    'PluginShareListResponse',
    refs,
    '[o,{data:[a,25]}]',
  );

export type PluginSharePrincipal = {
  name: string;
  principalId: string;
  principalType: PluginSharePrincipalType;
  role: PluginSharePrincipalRole;
};
export const PluginSharePrincipal: t.Type<PluginSharePrincipal> =
  /* @__PURE__ */ rt.define<PluginSharePrincipal>(
    'PluginSharePrincipal',
    refs,
    '[o,{name:s,principalId:s,principalType:28,role:27}]',
  );

export type PluginSharePrincipalRole = 'reader' | 'editor' | 'owner';
export const PluginSharePrincipalRole: t.Type<PluginSharePrincipalRole> =
  /* @__PURE__ */ rt.define<PluginSharePrincipalRole>(
    'PluginSharePrincipalRole',
    refs,
    '[e,[reader,editor,owner]]',
  );

export type PluginSharePrincipalType = 'user' | 'group' | 'workspace';
export const PluginSharePrincipalType: t.Type<PluginSharePrincipalType> =
  /* @__PURE__ */ rt.define<PluginSharePrincipalType>(
    'PluginSharePrincipalType',
    refs,
    '[e,[user,group,workspace]]',
  );

export type PluginShareSaveParams = {
  discoverability?: PluginShareDiscoverability | null;
  pluginPath: AbsolutePathBuf;
  remotePluginId?: string | null;
  shareTargets?: Array<PluginShareTarget> | null;
};
export const PluginShareSaveParams: t.Type<PluginShareSaveParams> =
  /* @__PURE__ */ rt.define<PluginShareSaveParams>(
    'PluginShareSaveParams',
    refs,
    '[o,{pluginPath:0},{discoverability:["?",24],remotePluginId:["?",s],shareTargets:["?",[a,29]]}]',
  );

export type PluginShareSaveResponse = {
  canPublishToWorkspace?: boolean | null;
  remotePluginId: string;
  shareUrl: string;
};
export const PluginShareSaveResponse: t.Type<PluginShareSaveResponse> =
  /* @__PURE__ */ rt.define<PluginShareSaveResponse>(
    'PluginShareSaveResponse',
    refs,
    '[o,{remotePluginId:s,shareUrl:s},{canPublishToWorkspace:["?",b]}]',
  );

export type PluginShareTarget = {
  principalId: string;
  principalType: PluginSharePrincipalType;
  role: PluginShareTargetRole;
};
export const PluginShareTarget: t.Type<PluginShareTarget> =
  /* @__PURE__ */ rt.define<PluginShareTarget>(
    'PluginShareTarget',
    refs,
    '[o,{principalId:s,principalType:28,role:30}]',
  );

export type PluginShareTargetRole = 'reader' | 'editor';
export const PluginShareTargetRole: t.Type<PluginShareTargetRole> =
  /* @__PURE__ */ rt.define<PluginShareTargetRole>(
    'PluginShareTargetRole',
    refs,
    '[e,[reader,editor]]',
  );

export type PluginShareUpdateDiscoverability = 'UNLISTED' | 'PRIVATE' | 'LISTED';
export const PluginShareUpdateDiscoverability: t.Type<PluginShareUpdateDiscoverability> =
  /* @__PURE__ */ rt.define<PluginShareUpdateDiscoverability>(
    'PluginShareUpdateDiscoverability',
    refs,
    '[e,[UNLISTED,PRIVATE,LISTED]]',
  );

export type PluginShareUpdateTargetsParams = {
  discoverability: PluginShareUpdateDiscoverability;
  remotePluginId: string;
  shareTargets: Array<PluginShareTarget>;
};
export const PluginShareUpdateTargetsParams: t.Type<PluginShareUpdateTargetsParams> =
  /* @__PURE__ */ rt.define<PluginShareUpdateTargetsParams>(
    'PluginShareUpdateTargetsParams',
    refs,
    '[o,{discoverability:31,remotePluginId:s,shareTargets:[a,29]}]',
  );

export type PluginShareUpdateTargetsResponse = {
  discoverability: PluginShareDiscoverability;
  principals: Array<PluginSharePrincipal>;
};
export const PluginShareUpdateTargetsResponse: t.Type<PluginShareUpdateTargetsResponse> =
  /* @__PURE__ */ rt.define<PluginShareUpdateTargetsResponse>(
    'PluginShareUpdateTargetsResponse',
    refs,
    '[o,{discoverability:24,principals:[a,26]}]',
  );

export type PluginSkillReadParams = {
  remoteMarketplaceName: string;
  remotePluginId: string;
  skillName: string;
};
export const PluginSkillReadParams: t.Type<PluginSkillReadParams> =
  /* @__PURE__ */ rt.define<PluginSkillReadParams>(
    'PluginSkillReadParams',
    refs,
    '[o,{remoteMarketplaceName:s,remotePluginId:s,skillName:s}]',
  );

export type PluginSkillReadResponse = {
  contents?: string | null;
};
export const PluginSkillReadResponse: t.Type<PluginSkillReadResponse> =
  /* @__PURE__ */ rt.define<PluginSkillReadResponse>(
    'PluginSkillReadResponse',
    refs,
    '[o,{},{contents:["?",s]}]',
  );

export type PluginSource =
  | LocalPluginSource
  | GitPluginSource
  | NpmPluginSource
  | RemotePluginSource;
export const PluginSource: rt.TaggedUnionType<PluginSource> =
  /* @__PURE__ */ rt.defineTagged<PluginSource>(
    'PluginSource',
    refs,
    '[t,type,{local:8,git:4,npm:11,remote:34}]',
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
export const PluginSummary: t.Type<PluginSummary> = /* @__PURE__ */ rt.define<PluginSummary>(
  'PluginSummary',
  refs,
  '[o,{authPolicy:12,enabled:b,id:s,installPolicy:17,installed:b,name:s,source:32},{availability:13,disabledReason:["?",15],eligiblePlanTypes:["?",[a,s]],installPolicySource:["?",18],installedAt:["?",i],interface:["?",19],keywords:[a,s],localVersion:["?",s],mustShowInstallationInterstitial:["?",b],remotePluginId:["?",s],shareContext:["?",23],version:["?",s]}]',
);

export type PluginUninstallParams = {
  pluginId: string;
};
export const PluginUninstallParams: t.Type<PluginUninstallParams> =
  /* @__PURE__ */ rt.define<PluginUninstallParams>(
    'PluginUninstallParams',
    refs,
    '[o,{pluginId:s}]',
  );

export type PluginUninstallResponse = { [key: string]: unknown };
export const PluginUninstallResponse: t.Type<PluginUninstallResponse> =
  /* @__PURE__ */ rt.define<PluginUninstallResponse>('PluginUninstallResponse', refs, '[r,u]');

/** The plugin is available in the remote catalog. Download metadata is kept server-side and is not exposed through the app-server API. */
export type RemotePluginSource = {
  type: 'remote';
};
/** The plugin is available in the remote catalog. Download metadata is kept server-side and is not exposed through the app-server API. */
export const RemotePluginSource: t.Type<RemotePluginSource> =
  /* @__PURE__ */ rt.define<RemotePluginSource>(
    'RemotePluginSource',
    refs,
    '[o,{type:[l,remote]}]',
  );

export type ScheduledTaskSchedule =
  | HourlyScheduledTaskSchedule
  | DailyScheduledTaskSchedule
  | WeekdaysScheduledTaskSchedule
  | WeeklyScheduledTaskSchedule;
export const ScheduledTaskSchedule: rt.TaggedUnionType<ScheduledTaskSchedule> =
  /* @__PURE__ */ rt.defineTagged<ScheduledTaskSchedule>(
    'ScheduledTaskSchedule',
    refs,
    '[t,type,{hourly:6,daily:3,weekdays:40,weekly:41}]',
  );

export type ScheduledTaskSummary = {
  key: string;
  name: string;
  prompt: string;
  schedule: ScheduledTaskSchedule;
};
export const ScheduledTaskSummary: t.Type<ScheduledTaskSummary> =
  /* @__PURE__ */ rt.define<ScheduledTaskSummary>(
    'ScheduledTaskSummary',
    refs,
    '[o,{key:s,name:s,prompt:s,schedule:35}]',
  );

export type ScheduledTaskWeekday = 'MO' | 'TU' | 'WE' | 'TH' | 'FR' | 'SA' | 'SU';
export const ScheduledTaskWeekday: t.Type<ScheduledTaskWeekday> =
  /* @__PURE__ */ rt.define<ScheduledTaskWeekday>(
    'ScheduledTaskWeekday',
    refs,
    '[e,[MO,TU,WE,TH,FR,SA,SU]]',
  );

export type SkillSummary = {
  description: string;
  enabled: boolean;
  interface?: SkillInterface | null;
  name: string;
  path?: LegacyAppPathString | null;
  shortDescription?: string | null;
};
export const SkillSummary: t.Type<SkillSummary> = /* @__PURE__ */ rt.define<SkillSummary>(
  'SkillSummary',
  refs,
  '[o,{description:s,enabled:b,name:s},{interface:["?",38],path:["?",7],shortDescription:["?",s]}]',
);

export type WeekdaysScheduledTaskSchedule = {
  time: string;
  type: 'weekdays';
};
export const WeekdaysScheduledTaskSchedule: t.Type<WeekdaysScheduledTaskSchedule> =
  /* @__PURE__ */ rt.define<WeekdaysScheduledTaskSchedule>(
    'WeekdaysScheduledTaskSchedule',
    refs,
    '[o,{time:s,type:[l,weekdays]}]',
  );

export type WeeklyScheduledTaskSchedule = {
  days: Array<ScheduledTaskWeekday>;
  time: string;
  type: 'weekly';
};
export const WeeklyScheduledTaskSchedule: t.Type<WeeklyScheduledTaskSchedule> =
  /* @__PURE__ */ rt.define<WeeklyScheduledTaskSchedule>(
    'WeeklyScheduledTaskSchedule',
    refs,
    '[o,{days:[a,37],time:s,type:[l,weekly]}]',
  );
