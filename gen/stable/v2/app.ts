// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

const refs: rt.Refs = () => [
  AppBranding,
  AppInfo,
  AppMetadata,
  AppReview,
  AppScreenshot,
  AppTemplateUnavailableReason,
  AppToolApproval,
  AppToolSummary,
  ConnectorMetadata,
  InstalledApp,
];

/** EXPERIMENTAL - app metadata returned by app-list APIs. */
export type AppBranding = {
  category?: string | null;
  developer?: string | null;
  isDiscoverableApp: boolean;
  privacyPolicy?: string | null;
  termsOfService?: string | null;
  website?: string | null;
};
/** EXPERIMENTAL - app metadata returned by app-list APIs. */
export const AppBranding: t.Type<AppBranding> = /* @__PURE__ */ rt.define<AppBranding>(
  'AppBranding',
  refs,
  '[o,{isDiscoverableApp:b},{category:["?",s],developer:["?",s],privacyPolicy:["?",s],termsOfService:["?",s],website:["?",s]}]',
);

/** EXPERIMENTAL - app metadata returned by app-list APIs. */
export type AppInfo = {
  appMetadata?: AppMetadata | null;
  branding?: AppBranding | null;
  description?: string | null;
  distributionChannel?: string | null;
  iconAssets?: { [key: string]: string } | null;
  iconDarkAssets?: { [key: string]: string } | null;
  id: string;
  installUrl?: string | null;
  isAccessible?: boolean;
  /** Whether this app is enabled in config.toml. Example: ```toml [apps.bad_app] enabled = false ``` */
  isEnabled?: boolean;
  labels?: { [key: string]: string } | null;
  logoUrl?: string | null;
  logoUrlDark?: string | null;
  name: string;
  pluginDisplayNames?: Array<string>;
};
/** EXPERIMENTAL - app metadata returned by app-list APIs. */
export const AppInfo: t.Type<AppInfo> = /* @__PURE__ */ rt.define<AppInfo>(
  'AppInfo',
  refs,
  '[o,{id:s,name:s},{appMetadata:["?",2],branding:["?",0],description:["?",s],distributionChannel:["?",s],iconAssets:["?",[r,s]],iconDarkAssets:["?",[r,s]],installUrl:["?",s],isAccessible:b,isEnabled:b,labels:["?",[r,s]],logoUrl:["?",s],logoUrlDark:["?",s],pluginDisplayNames:[a,s]}]',
);

/** Account settings for a single app. */
export type AppLinksConfig = { [key: string]: unknown };
/** Account settings for a single app. */
export const AppLinksConfig: t.Type<AppLinksConfig> = /* @__PURE__ */ rt.define<AppLinksConfig>(
  'AppLinksConfig',
  refs,
  '[r,u]',
);

/** EXPERIMENTAL - notification emitted when the app list changes. */
export type AppListUpdatedNotification = {
  data: Array<AppInfo>;
};
/** EXPERIMENTAL - notification emitted when the app list changes. */
export const AppListUpdatedNotification: t.Type<AppListUpdatedNotification> =
  /* @__PURE__ */ rt.define<AppListUpdatedNotification>(
    'AppListUpdatedNotification',
    refs,
    '[o,{data:[a,1]}]',
  );

export type AppMetadata = {
  categories?: Array<string> | null;
  developer?: string | null;
  firstPartyRequiresInstall?: boolean | null;
  review?: AppReview | null;
  screenshots?: Array<AppScreenshot> | null;
  seoDescription?: string | null;
  showInComposerWhenUnlinked?: boolean | null;
  subCategories?: Array<string> | null;
  version?: string | null;
  versionId?: string | null;
  versionNotes?: string | null;
};
export const AppMetadata: t.Type<AppMetadata> = /* @__PURE__ */ rt.define<AppMetadata>(
  'AppMetadata',
  refs,
  '[o,{},{categories:["?",[a,s]],developer:["?",s],firstPartyRequiresInstall:["?",b],review:["?",3],screenshots:["?",[a,4]],seoDescription:["?",s],showInComposerWhenUnlinked:["?",b],subCategories:["?",[a,s]],version:["?",s],versionId:["?",s],versionNotes:["?",s]}]',
);

export type AppReview = {
  status: string;
};
export const AppReview: t.Type<AppReview> = /* @__PURE__ */ rt.define<AppReview>(
  'AppReview',
  refs,
  '[o,{status:s}]',
);

export type AppScreenshot = {
  fileId?: string | null;
  url?: string | null;
  userPrompt: string;
};
export const AppScreenshot: t.Type<AppScreenshot> = /* @__PURE__ */ rt.define<AppScreenshot>(
  'AppScreenshot',
  refs,
  '[o,{userPrompt:s},{fileId:["?",s],url:["?",s]}]',
);

/** EXPERIMENTAL - app metadata summary for plugin responses. */
export type AppSummary = {
  category?: string | null;
  description?: string | null;
  id: string;
  installUrl?: string | null;
  name: string;
};
/** EXPERIMENTAL - app metadata summary for plugin responses. */
export const AppSummary: t.Type<AppSummary> = /* @__PURE__ */ rt.define<AppSummary>(
  'AppSummary',
  refs,
  '[o,{id:s,name:s},{category:["?",s],description:["?",s],installUrl:["?",s]}]',
);

export type AppTemplateSummary = {
  canonicalConnectorId?: string | null;
  category?: string | null;
  description?: string | null;
  logoUrl?: string | null;
  logoUrlDark?: string | null;
  materializedAppIds: Array<string>;
  name: string;
  reason?: AppTemplateUnavailableReason | null;
  templateId: string;
};
export const AppTemplateSummary: t.Type<AppTemplateSummary> =
  /* @__PURE__ */ rt.define<AppTemplateSummary>(
    'AppTemplateSummary',
    refs,
    '[o,{materializedAppIds:[a,s],name:s,templateId:s},{canonicalConnectorId:["?",s],category:["?",s],description:["?",s],logoUrl:["?",s],logoUrlDark:["?",s],reason:["?",5]}]',
  );

export type AppTemplateUnavailableReason = 'NOT_CONFIGURED_FOR_WORKSPACE' | 'NO_ACTIVE_WORKSPACE';
export const AppTemplateUnavailableReason: t.Type<AppTemplateUnavailableReason> =
  /* @__PURE__ */ rt.define<AppTemplateUnavailableReason>(
    'AppTemplateUnavailableReason',
    refs,
    '[e,[NOT_CONFIGURED_FOR_WORKSPACE,NO_ACTIVE_WORKSPACE]]',
  );

export type AppToolApproval = 'auto' | 'prompt' | 'writes' | 'approve';
export const AppToolApproval: t.Type<AppToolApproval> = /* @__PURE__ */ rt.define<AppToolApproval>(
  'AppToolApproval',
  refs,
  '[e,[auto,prompt,writes,approve]]',
);

export type AppToolConfig = {
  approval_mode?: AppToolApproval | null;
  enabled?: boolean | null;
};
export const AppToolConfig: t.Type<AppToolConfig> = /* @__PURE__ */ rt.define<AppToolConfig>(
  'AppToolConfig',
  refs,
  '[o,{},{approval_mode:["?",6],enabled:["?",b]}]',
);

/** EXPERIMENTAL - metadata returned by app/read. */
export type AppToolSummary = {
  description: string;
  disabledReason?: string | null;
  isEnabled?: boolean;
  isReadOnly?: boolean;
  name: string;
  title?: string | null;
};
/** EXPERIMENTAL - metadata returned by app/read. */
export const AppToolSummary: t.Type<AppToolSummary> = /* @__PURE__ */ rt.define<AppToolSummary>(
  'AppToolSummary',
  refs,
  '[o,{description:s,name:s},{disabledReason:["?",s],isEnabled:b,isReadOnly:b,title:["?",s]}]',
);

export type AppToolsConfig = { [key: string]: unknown };
export const AppToolsConfig: t.Type<AppToolsConfig> = /* @__PURE__ */ rt.define<AppToolsConfig>(
  'AppToolsConfig',
  refs,
  '[r,u]',
);

/** Read the committed installed connector runtime snapshot. */
export type AppsInstalledParams = {
  /** When true and Apps are permitted, refresh and publish the hosted connector runtime tool snapshot first. */
  forceRefresh?: boolean;
  /** Optional loaded thread id used to evaluate effective app configuration. */
  threadId?: string | null;
};
/** Read the committed installed connector runtime snapshot. */
export const AppsInstalledParams: t.Type<AppsInstalledParams> =
  /* @__PURE__ */ rt.define<AppsInstalledParams>(
    'AppsInstalledParams',
    refs,
    '[o,{},{forceRefresh:b,threadId:["?",s]}]',
  );

/** The installed connectors in one committed runtime snapshot. */
export type AppsInstalledResponse = {
  apps: Array<InstalledApp>;
};
/** The installed connectors in one committed runtime snapshot. */
export const AppsInstalledResponse: t.Type<AppsInstalledResponse> =
  /* @__PURE__ */ rt.define<AppsInstalledResponse>(
    'AppsInstalledResponse',
    refs,
    '[o,{apps:[a,9]}]',
  );

/** EXPERIMENTAL - list available apps/connectors. */
export type AppsListParams = {
  /** Opaque pagination cursor returned by a previous call. */
  cursor?: string | null;
  /** When true, bypass app caches and fetch the latest data from sources. */
  forceRefetch?: boolean;
  /** Optional page size; defaults to a reasonable server-side value. */
  limit?: number | null;
  /** Optional thread id used to evaluate app feature gating from that thread's config. */
  threadId?: string | null;
};
/** EXPERIMENTAL - list available apps/connectors. */
export const AppsListParams: t.Type<AppsListParams> = /* @__PURE__ */ rt.define<AppsListParams>(
  'AppsListParams',
  refs,
  '[o,{},{cursor:["?",s],forceRefetch:b,limit:["?",i],threadId:["?",s]}]',
);

/** EXPERIMENTAL - app list response. */
export type AppsListResponse = {
  data: Array<AppInfo>;
  /** Opaque cursor to pass to the next call to continue after the last item. If None, there are no more items to return. */
  nextCursor?: string | null;
};
/** EXPERIMENTAL - app list response. */
export const AppsListResponse: t.Type<AppsListResponse> =
  /* @__PURE__ */ rt.define<AppsListResponse>(
    'AppsListResponse',
    refs,
    '[o,{data:[a,1]},{nextCursor:["?",s]}]',
  );

/** EXPERIMENTAL - read metadata for specific apps/connectors. */
export type AppsReadParams = {
  /** App ids to read. The server accepts at most 100 ids and deduplicates repeated ids while preserving their first-request order. */
  appIds: Array<string>;
  /** When true, include display-only public tool summaries in the returned metadata. */
  includeTools?: boolean;
  /** Optional loaded thread id used to evaluate effective app configuration. */
  threadId?: string | null;
};
/** EXPERIMENTAL - read metadata for specific apps/connectors. */
export const AppsReadParams: t.Type<AppsReadParams> = /* @__PURE__ */ rt.define<AppsReadParams>(
  'AppsReadParams',
  refs,
  '[o,{appIds:[a,s]},{includeTools:b,threadId:["?",s]}]',
);

/** EXPERIMENTAL - app/read response. */
export type AppsReadResponse = {
  apps: Array<ConnectorMetadata>;
  missingAppIds: Array<string>;
};
/** EXPERIMENTAL - app/read response. */
export const AppsReadResponse: t.Type<AppsReadResponse> =
  /* @__PURE__ */ rt.define<AppsReadResponse>(
    'AppsReadResponse',
    refs,
    '[o,{apps:[a,8],missingAppIds:[a,s]}]',
  );

/** EXPERIMENTAL - metadata returned by app/read. */
export type ConnectorMetadata = {
  description?: string | null;
  distributionChannel?: string | null;
  iconUrl?: string | null;
  iconUrlDark?: string | null;
  id: string;
  installUrl?: string | null;
  name: string;
  pluginDisplayNames?: Array<string>;
  toolSummaries?: Array<AppToolSummary> | null;
};
/** EXPERIMENTAL - metadata returned by app/read. */
export const ConnectorMetadata: t.Type<ConnectorMetadata> =
  /* @__PURE__ */ rt.define<ConnectorMetadata>(
    'ConnectorMetadata',
    refs,
    '[o,{id:s,name:s},{description:["?",s],distributionChannel:["?",s],iconUrl:["?",s],iconUrlDark:["?",s],installUrl:["?",s],pluginDisplayNames:[a,s],toolSummaries:["?",[a,7]]}]',
  );

/** Installed connector runtime state. */
export type InstalledApp = {
  /** Whether the connector is enabled and has a non-synthetic, model-visible tool allowed by effective MCP and app/tool policy in the committed runtime snapshot. */
  callable: boolean;
  /** Effective enabled state after applying global, workspace, local, and managed configuration at read time. */
  enabled: boolean;
  id: string;
  /** Best-effort name carried by the runtime tool catalog. Canonical app metadata remains owned by `app/read`. */
  runtimeName?: string | null;
};
/** Installed connector runtime state. */
export const InstalledApp: t.Type<InstalledApp> = /* @__PURE__ */ rt.define<InstalledApp>(
  'InstalledApp',
  refs,
  '[o,{callable:b,enabled:b,id:s},{runtimeName:["?",s]}]',
);

/** A model-facing surface on which a tool can be exposed. */
export type ToolExposureSurface = 'code_mode' | 'deferred' | 'direct';
/** A model-facing surface on which a tool can be exposed. */
export const ToolExposureSurface: t.Type<ToolExposureSurface> =
  /* @__PURE__ */ rt.define<ToolExposureSurface>(
    'ToolExposureSurface',
    refs,
    '[e,[code_mode,deferred,direct]]',
  );
