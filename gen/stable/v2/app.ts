// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

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
export const AppBranding: t.Type<AppBranding> = /* @__PURE__ */ rt.deferred('AppBranding', (n) =>
  rt.object<AppBranding>(
    n,
    { isDiscoverableApp: rt.boolean },
    {
      category: rt.nullable(rt.string),
      developer: rt.nullable(rt.string),
      privacyPolicy: rt.nullable(rt.string),
      termsOfService: rt.nullable(rt.string),
      website: rt.nullable(rt.string),
    },
  ),
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
export const AppInfo: t.Type<AppInfo> = /* @__PURE__ */ rt.deferred('AppInfo', (n) =>
  rt.object<AppInfo>(
    n,
    { id: rt.string, name: rt.string },
    {
      appMetadata: rt.nullable(AppMetadata),
      branding: rt.nullable(AppBranding),
      description: rt.nullable(rt.string),
      distributionChannel: rt.nullable(rt.string),
      iconAssets: rt.nullable(rt.record(rt.string)),
      iconDarkAssets: rt.nullable(rt.record(rt.string)),
      installUrl: rt.nullable(rt.string),
      isAccessible: rt.boolean,
      isEnabled: rt.boolean,
      labels: rt.nullable(rt.record(rt.string)),
      logoUrl: rt.nullable(rt.string),
      logoUrlDark: rt.nullable(rt.string),
      pluginDisplayNames: rt.array(rt.string),
    },
  ),
);

/** Account settings for a single app. */
export type AppLinksConfig = { [key: string]: unknown };
/** Account settings for a single app. */
export const AppLinksConfig: t.Type<AppLinksConfig> = /* @__PURE__ */ rt.deferred(
  'AppLinksConfig',
  () => rt.typed<AppLinksConfig>(rt.record(rt.unknownValue)),
);

/** EXPERIMENTAL - notification emitted when the app list changes. */
export type AppListUpdatedNotification = {
  data: Array<AppInfo>;
};
/** EXPERIMENTAL - notification emitted when the app list changes. */
export const AppListUpdatedNotification: t.Type<AppListUpdatedNotification> =
  /* @__PURE__ */ rt.deferred('AppListUpdatedNotification', (n) =>
    rt.object<AppListUpdatedNotification>(n, { data: rt.array(AppInfo) }),
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
export const AppMetadata: t.Type<AppMetadata> = /* @__PURE__ */ rt.deferred('AppMetadata', (n) =>
  rt.object<AppMetadata>(
    n,
    {},
    {
      categories: rt.nullable(rt.array(rt.string)),
      developer: rt.nullable(rt.string),
      firstPartyRequiresInstall: rt.nullable(rt.boolean),
      review: rt.nullable(AppReview),
      screenshots: rt.nullable(rt.array(AppScreenshot)),
      seoDescription: rt.nullable(rt.string),
      showInComposerWhenUnlinked: rt.nullable(rt.boolean),
      subCategories: rt.nullable(rt.array(rt.string)),
      version: rt.nullable(rt.string),
      versionId: rt.nullable(rt.string),
      versionNotes: rt.nullable(rt.string),
    },
  ),
);

export type AppReview = {
  status: string;
};
export const AppReview: t.Type<AppReview> = /* @__PURE__ */ rt.deferred('AppReview', (n) =>
  rt.object<AppReview>(n, { status: rt.string }),
);

export type AppScreenshot = {
  fileId?: string | null;
  url?: string | null;
  userPrompt: string;
};
export const AppScreenshot: t.Type<AppScreenshot> = /* @__PURE__ */ rt.deferred(
  'AppScreenshot',
  (n) =>
    rt.object<AppScreenshot>(
      n,
      { userPrompt: rt.string },
      { fileId: rt.nullable(rt.string), url: rt.nullable(rt.string) },
    ),
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
export const AppSummary: t.Type<AppSummary> = /* @__PURE__ */ rt.deferred('AppSummary', (n) =>
  rt.object<AppSummary>(
    n,
    { id: rt.string, name: rt.string },
    {
      category: rt.nullable(rt.string),
      description: rt.nullable(rt.string),
      installUrl: rt.nullable(rt.string),
    },
  ),
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
export const AppTemplateSummary: t.Type<AppTemplateSummary> = /* @__PURE__ */ rt.deferred(
  'AppTemplateSummary',
  (n) =>
    rt.object<AppTemplateSummary>(
      n,
      { materializedAppIds: rt.array(rt.string), name: rt.string, templateId: rt.string },
      {
        canonicalConnectorId: rt.nullable(rt.string),
        category: rt.nullable(rt.string),
        description: rt.nullable(rt.string),
        logoUrl: rt.nullable(rt.string),
        logoUrlDark: rt.nullable(rt.string),
        reason: rt.nullable(AppTemplateUnavailableReason),
      },
    ),
);

export type AppTemplateUnavailableReason = 'NOT_CONFIGURED_FOR_WORKSPACE' | 'NO_ACTIVE_WORKSPACE';
export const AppTemplateUnavailableReason: t.Type<AppTemplateUnavailableReason> =
  /* @__PURE__ */ rt.deferred('AppTemplateUnavailableReason', (n) =>
    rt.enumeration<AppTemplateUnavailableReason>(n, [
      'NOT_CONFIGURED_FOR_WORKSPACE',
      'NO_ACTIVE_WORKSPACE',
    ]),
  );

export type AppToolApproval = 'auto' | 'prompt' | 'writes' | 'approve';
export const AppToolApproval: t.Type<AppToolApproval> = /* @__PURE__ */ rt.deferred(
  'AppToolApproval',
  (n) => rt.enumeration<AppToolApproval>(n, ['auto', 'prompt', 'writes', 'approve']),
);

export type AppToolConfig = {
  approval_mode?: AppToolApproval | null;
  enabled?: boolean | null;
};
export const AppToolConfig: t.Type<AppToolConfig> = /* @__PURE__ */ rt.deferred(
  'AppToolConfig',
  (n) =>
    rt.object<AppToolConfig>(
      n,
      {},
      { approval_mode: rt.nullable(AppToolApproval), enabled: rt.nullable(rt.boolean) },
    ),
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
export const AppToolSummary: t.Type<AppToolSummary> = /* @__PURE__ */ rt.deferred(
  'AppToolSummary',
  (n) =>
    rt.object<AppToolSummary>(
      n,
      { description: rt.string, name: rt.string },
      {
        disabledReason: rt.nullable(rt.string),
        isEnabled: rt.boolean,
        isReadOnly: rt.boolean,
        title: rt.nullable(rt.string),
      },
    ),
);

export type AppToolsConfig = { [key: string]: unknown };
export const AppToolsConfig: t.Type<AppToolsConfig> = /* @__PURE__ */ rt.deferred(
  'AppToolsConfig',
  () => rt.typed<AppToolsConfig>(rt.record(rt.unknownValue)),
);

/** Read the committed installed connector runtime snapshot. */
export type AppsInstalledParams = {
  /** When true and Apps are permitted, refresh and publish the hosted connector runtime tool snapshot first. */
  forceRefresh?: boolean;
  /** Optional loaded thread id used to evaluate effective app configuration. */
  threadId?: string | null;
};
/** Read the committed installed connector runtime snapshot. */
export const AppsInstalledParams: t.Type<AppsInstalledParams> = /* @__PURE__ */ rt.deferred(
  'AppsInstalledParams',
  (n) =>
    rt.object<AppsInstalledParams>(
      n,
      {},
      { forceRefresh: rt.boolean, threadId: rt.nullable(rt.string) },
    ),
);

/** The installed connectors in one committed runtime snapshot. */
export type AppsInstalledResponse = {
  apps: Array<InstalledApp>;
};
/** The installed connectors in one committed runtime snapshot. */
export const AppsInstalledResponse: t.Type<AppsInstalledResponse> = /* @__PURE__ */ rt.deferred(
  'AppsInstalledResponse',
  (n) => rt.object<AppsInstalledResponse>(n, { apps: rt.array(InstalledApp) }),
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
export const AppsListParams: t.Type<AppsListParams> = /* @__PURE__ */ rt.deferred(
  'AppsListParams',
  (n) =>
    rt.object<AppsListParams>(
      n,
      {},
      {
        cursor: rt.nullable(rt.string),
        forceRefetch: rt.boolean,
        limit: rt.nullable(rt.integer),
        threadId: rt.nullable(rt.string),
      },
    ),
);

/** EXPERIMENTAL - app list response. */
export type AppsListResponse = {
  data: Array<AppInfo>;
  /** Opaque cursor to pass to the next call to continue after the last item. If None, there are no more items to return. */
  nextCursor?: string | null;
};
/** EXPERIMENTAL - app list response. */
export const AppsListResponse: t.Type<AppsListResponse> = /* @__PURE__ */ rt.deferred(
  'AppsListResponse',
  (n) =>
    rt.object<AppsListResponse>(
      n,
      { data: rt.array(AppInfo) },
      { nextCursor: rt.nullable(rt.string) },
    ),
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
export const AppsReadParams: t.Type<AppsReadParams> = /* @__PURE__ */ rt.deferred(
  'AppsReadParams',
  (n) =>
    rt.object<AppsReadParams>(
      n,
      { appIds: rt.array(rt.string) },
      { includeTools: rt.boolean, threadId: rt.nullable(rt.string) },
    ),
);

/** EXPERIMENTAL - app/read response. */
export type AppsReadResponse = {
  apps: Array<ConnectorMetadata>;
  missingAppIds: Array<string>;
};
/** EXPERIMENTAL - app/read response. */
export const AppsReadResponse: t.Type<AppsReadResponse> = /* @__PURE__ */ rt.deferred(
  'AppsReadResponse',
  (n) =>
    rt.object<AppsReadResponse>(n, {
      apps: rt.array(ConnectorMetadata),
      missingAppIds: rt.array(rt.string),
    }),
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
export const ConnectorMetadata: t.Type<ConnectorMetadata> = /* @__PURE__ */ rt.deferred(
  'ConnectorMetadata',
  (n) =>
    rt.object<ConnectorMetadata>(
      n,
      { id: rt.string, name: rt.string },
      {
        description: rt.nullable(rt.string),
        distributionChannel: rt.nullable(rt.string),
        iconUrl: rt.nullable(rt.string),
        iconUrlDark: rt.nullable(rt.string),
        installUrl: rt.nullable(rt.string),
        pluginDisplayNames: rt.array(rt.string),
        toolSummaries: rt.nullable(rt.array(AppToolSummary)),
      },
    ),
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
export const InstalledApp: t.Type<InstalledApp> = /* @__PURE__ */ rt.deferred('InstalledApp', (n) =>
  rt.object<InstalledApp>(
    n,
    { callable: rt.boolean, enabled: rt.boolean, id: rt.string },
    { runtimeName: rt.nullable(rt.string) },
  ),
);

/** A model-facing surface on which a tool can be exposed. */
export type ToolExposureSurface = 'code_mode' | 'deferred' | 'direct';
/** A model-facing surface on which a tool can be exposed. */
export const ToolExposureSurface: t.Type<ToolExposureSurface> = /* @__PURE__ */ rt.deferred(
  'ToolExposureSurface',
  (n) => rt.enumeration<ToolExposureSurface>(n, ['code_mode', 'deferred', 'direct']),
);
