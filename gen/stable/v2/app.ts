// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import * as t from 'io-ts';
import * as rt from '../../../lib/protocol/codec-runtime.js';

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
export const AppBranding: t.Type<AppBranding> = /* @__PURE__ */ rt.lazy('AppBranding', () =>
  t.intersection([
    t.type({ isDiscoverableApp: t.boolean }),
    t.partial({
      category: rt.nullable(t.string),
      developer: rt.nullable(t.string),
      privacyPolicy: rt.nullable(t.string),
      termsOfService: rt.nullable(t.string),
      website: rt.nullable(t.string),
    }),
  ]),
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
export const AppInfo: t.Type<AppInfo> = /* @__PURE__ */ rt.lazy('AppInfo', () =>
  t.intersection([
    t.type({ id: t.string, name: t.string }),
    t.partial({
      appMetadata: rt.nullable(AppMetadata),
      branding: rt.nullable(AppBranding),
      description: rt.nullable(t.string),
      distributionChannel: rt.nullable(t.string),
      iconAssets: rt.nullable(t.record(t.string, t.string)),
      iconDarkAssets: rt.nullable(t.record(t.string, t.string)),
      installUrl: rt.nullable(t.string),
      isAccessible: t.boolean,
      isEnabled: t.boolean,
      labels: rt.nullable(t.record(t.string, t.string)),
      logoUrl: rt.nullable(t.string),
      logoUrlDark: rt.nullable(t.string),
      pluginDisplayNames: t.array(t.string),
    }),
  ]),
);

/** Account settings for a single app. */
export type AppLinksConfig = { [key: string]: unknown };
/** Account settings for a single app. */
export const AppLinksConfig: t.Type<AppLinksConfig> = /* @__PURE__ */ rt.lazy(
  'AppLinksConfig',
  () => t.record(t.string, rt.jsonValue),
);

/** EXPERIMENTAL - notification emitted when the app list changes. */
export type AppListUpdatedNotification = {
  data: Array<AppInfo>;
};
/** EXPERIMENTAL - notification emitted when the app list changes. */
export const AppListUpdatedNotification: t.Type<AppListUpdatedNotification> =
  /* @__PURE__ */ rt.lazy('AppListUpdatedNotification', () => t.type({ data: t.array(AppInfo) }));

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
export const AppMetadata: t.Type<AppMetadata> = /* @__PURE__ */ rt.lazy('AppMetadata', () =>
  t.partial({
    categories: rt.nullable(t.array(t.string)),
    developer: rt.nullable(t.string),
    firstPartyRequiresInstall: rt.nullable(t.boolean),
    review: rt.nullable(AppReview),
    screenshots: rt.nullable(t.array(AppScreenshot)),
    seoDescription: rt.nullable(t.string),
    showInComposerWhenUnlinked: rt.nullable(t.boolean),
    subCategories: rt.nullable(t.array(t.string)),
    version: rt.nullable(t.string),
    versionId: rt.nullable(t.string),
    versionNotes: rt.nullable(t.string),
  }),
);

export type AppReview = {
  status: string;
};
export const AppReview: t.Type<AppReview> = /* @__PURE__ */ rt.lazy('AppReview', () =>
  t.type({ status: t.string }),
);

export type AppScreenshot = {
  fileId?: string | null;
  url?: string | null;
  userPrompt: string;
};
export const AppScreenshot: t.Type<AppScreenshot> = /* @__PURE__ */ rt.lazy('AppScreenshot', () =>
  t.intersection([
    t.type({ userPrompt: t.string }),
    t.partial({ fileId: rt.nullable(t.string), url: rt.nullable(t.string) }),
  ]),
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
export const AppSummary: t.Type<AppSummary> = /* @__PURE__ */ rt.lazy('AppSummary', () =>
  t.intersection([
    t.type({ id: t.string, name: t.string }),
    t.partial({
      category: rt.nullable(t.string),
      description: rt.nullable(t.string),
      installUrl: rt.nullable(t.string),
    }),
  ]),
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
export const AppTemplateSummary: t.Type<AppTemplateSummary> = /* @__PURE__ */ rt.lazy(
  'AppTemplateSummary',
  () =>
    t.intersection([
      t.type({ materializedAppIds: t.array(t.string), name: t.string, templateId: t.string }),
      t.partial({
        canonicalConnectorId: rt.nullable(t.string),
        category: rt.nullable(t.string),
        description: rt.nullable(t.string),
        logoUrl: rt.nullable(t.string),
        logoUrlDark: rt.nullable(t.string),
        reason: rt.nullable(AppTemplateUnavailableReason),
      }),
    ]),
);

export type AppTemplateUnavailableReason = 'NOT_CONFIGURED_FOR_WORKSPACE' | 'NO_ACTIVE_WORKSPACE';
export const AppTemplateUnavailableReason: t.Type<AppTemplateUnavailableReason> =
  /* @__PURE__ */ rt.lazy('AppTemplateUnavailableReason', () =>
    rt.openEnum(t.keyof({ NOT_CONFIGURED_FOR_WORKSPACE: null, NO_ACTIVE_WORKSPACE: null })),
  );

export type AppToolApproval = 'auto' | 'prompt' | 'writes' | 'approve';
export const AppToolApproval: t.Type<AppToolApproval> = /* @__PURE__ */ rt.lazy(
  'AppToolApproval',
  () => rt.openEnum(t.keyof({ auto: null, prompt: null, writes: null, approve: null })),
);

export type AppToolConfig = {
  approval_mode?: AppToolApproval | null;
  enabled?: boolean | null;
};
export const AppToolConfig: t.Type<AppToolConfig> = /* @__PURE__ */ rt.lazy('AppToolConfig', () =>
  t.partial({ approval_mode: rt.nullable(AppToolApproval), enabled: rt.nullable(t.boolean) }),
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
export const AppToolSummary: t.Type<AppToolSummary> = /* @__PURE__ */ rt.lazy(
  'AppToolSummary',
  () =>
    t.intersection([
      t.type({ description: t.string, name: t.string }),
      t.partial({
        disabledReason: rt.nullable(t.string),
        isEnabled: t.boolean,
        isReadOnly: t.boolean,
        title: rt.nullable(t.string),
      }),
    ]),
);

export type AppToolsConfig = { [key: string]: unknown };
export const AppToolsConfig: t.Type<AppToolsConfig> = /* @__PURE__ */ rt.lazy(
  'AppToolsConfig',
  () => t.record(t.string, rt.jsonValue),
);

/** Read the committed installed connector runtime snapshot. */
export type AppsInstalledParams = {
  /** When true and Apps are permitted, refresh and publish the hosted connector runtime tool snapshot first. */
  forceRefresh?: boolean;
  /** Optional loaded thread id used to evaluate effective app configuration. */
  threadId?: string | null;
};
/** Read the committed installed connector runtime snapshot. */
export const AppsInstalledParams: t.Type<AppsInstalledParams> = /* @__PURE__ */ rt.lazy(
  'AppsInstalledParams',
  () => t.partial({ forceRefresh: t.boolean, threadId: rt.nullable(t.string) }),
);

/** The installed connectors in one committed runtime snapshot. */
export type AppsInstalledResponse = {
  apps: Array<InstalledApp>;
};
/** The installed connectors in one committed runtime snapshot. */
export const AppsInstalledResponse: t.Type<AppsInstalledResponse> = /* @__PURE__ */ rt.lazy(
  'AppsInstalledResponse',
  () => t.type({ apps: t.array(InstalledApp) }),
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
export const AppsListParams: t.Type<AppsListParams> = /* @__PURE__ */ rt.lazy(
  'AppsListParams',
  () =>
    t.partial({
      cursor: rt.nullable(t.string),
      forceRefetch: t.boolean,
      limit: rt.nullable(rt.integer),
      threadId: rt.nullable(t.string),
    }),
);

/** EXPERIMENTAL - app list response. */
export type AppsListResponse = {
  data: Array<AppInfo>;
  /** Opaque cursor to pass to the next call to continue after the last item. If None, there are no more items to return. */
  nextCursor?: string | null;
};
/** EXPERIMENTAL - app list response. */
export const AppsListResponse: t.Type<AppsListResponse> = /* @__PURE__ */ rt.lazy(
  'AppsListResponse',
  () =>
    t.intersection([
      t.type({ data: t.array(AppInfo) }),
      t.partial({ nextCursor: rt.nullable(t.string) }),
    ]),
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
export const AppsReadParams: t.Type<AppsReadParams> = /* @__PURE__ */ rt.lazy(
  'AppsReadParams',
  () =>
    t.intersection([
      t.type({ appIds: t.array(t.string) }),
      t.partial({ includeTools: t.boolean, threadId: rt.nullable(t.string) }),
    ]),
);

/** EXPERIMENTAL - app/read response. */
export type AppsReadResponse = {
  apps: Array<ConnectorMetadata>;
  missingAppIds: Array<string>;
};
/** EXPERIMENTAL - app/read response. */
export const AppsReadResponse: t.Type<AppsReadResponse> = /* @__PURE__ */ rt.lazy(
  'AppsReadResponse',
  () => t.type({ apps: t.array(ConnectorMetadata), missingAppIds: t.array(t.string) }),
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
export const ConnectorMetadata: t.Type<ConnectorMetadata> = /* @__PURE__ */ rt.lazy(
  'ConnectorMetadata',
  () =>
    t.intersection([
      t.type({ id: t.string, name: t.string }),
      t.partial({
        description: rt.nullable(t.string),
        distributionChannel: rt.nullable(t.string),
        iconUrl: rt.nullable(t.string),
        iconUrlDark: rt.nullable(t.string),
        installUrl: rt.nullable(t.string),
        pluginDisplayNames: t.array(t.string),
        toolSummaries: rt.nullable(t.array(AppToolSummary)),
      }),
    ]),
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
export const InstalledApp: t.Type<InstalledApp> = /* @__PURE__ */ rt.lazy('InstalledApp', () =>
  t.intersection([
    t.type({ callable: t.boolean, enabled: t.boolean, id: t.string }),
    t.partial({ runtimeName: rt.nullable(t.string) }),
  ]),
);

/** A model-facing surface on which a tool can be exposed. */
export type ToolExposureSurface = 'code_mode' | 'deferred' | 'direct';
/** A model-facing surface on which a tool can be exposed. */
export const ToolExposureSurface: t.Type<ToolExposureSurface> = /* @__PURE__ */ rt.lazy(
  'ToolExposureSurface',
  () => rt.openEnum(t.keyof({ code_mode: null, deferred: null, direct: null })),
);
