// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../../lib/protocol/runtime/index.js';

import { ApprovalsReviewer } from './misc-1.js';
import { ToolExposureSurface } from './misc-3.js';

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
export const AppBranding: t.Type<AppBranding> = /* @__PURE__ */ rt.deferred('AppBranding', () =>
  rt.object<AppBranding>(
    'AppBranding',
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

export type AppConfig = {
  approvals_reviewer?: ApprovalsReviewer | null;
  default_tools_approval_mode?: AppToolApproval | null;
  default_tools_enabled?: boolean | null;
  destructive_enabled?: boolean | null;
  enabled?: boolean;
  /** Per-account approval settings keyed by link ID. */
  links?: AppLinksConfig | null;
  /** Additional model-facing surfaces omitted for this connector's tools. */
  omit_tools_from?: Array<ToolExposureSurface> | null;
  open_world_enabled?: boolean | null;
  tools?: AppToolsConfig | null;
};
export const AppConfig: t.Type<AppConfig> = /* @__PURE__ */ rt.deferred('AppConfig', () =>
  rt.object<AppConfig>(
    'AppConfig',
    {},
    {
      approvals_reviewer: rt.nullable(rt.ref('ApprovalsReviewer', () => ApprovalsReviewer)),
      default_tools_approval_mode: rt.nullable(rt.ref('AppToolApproval', () => AppToolApproval)),
      default_tools_enabled: rt.nullable(rt.boolean),
      destructive_enabled: rt.nullable(rt.boolean),
      enabled: rt.boolean,
      links: rt.nullable(rt.ref('AppLinksConfig', () => AppLinksConfig)),
      omit_tools_from: rt.nullable(
        rt.array(rt.ref('ToolExposureSurface', () => ToolExposureSurface)),
      ),
      open_world_enabled: rt.nullable(rt.boolean),
      tools: rt.nullable(rt.ref('AppToolsConfig', () => AppToolsConfig)),
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
export const AppInfo: t.Type<AppInfo> = /* @__PURE__ */ rt.deferred('AppInfo', () =>
  rt.object<AppInfo>(
    'AppInfo',
    { id: rt.string, name: rt.string },
    {
      appMetadata: rt.nullable(rt.ref('AppMetadata', () => AppMetadata)),
      branding: rt.nullable(rt.ref('AppBranding', () => AppBranding)),
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

/** Approval settings for a connected account within an app. */
export type AppLinkConfig = {
  approvals_reviewer?: ApprovalsReviewer | null;
  default_tools_approval_mode?: AppToolApproval | null;
};
/** Approval settings for a connected account within an app. */
export const AppLinkConfig: t.Type<AppLinkConfig> = /* @__PURE__ */ rt.deferred(
  'AppLinkConfig',
  () =>
    rt.object<AppLinkConfig>(
      'AppLinkConfig',
      {},
      {
        approvals_reviewer: rt.nullable(rt.ref('ApprovalsReviewer', () => ApprovalsReviewer)),
        default_tools_approval_mode: rt.nullable(rt.ref('AppToolApproval', () => AppToolApproval)),
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
  /* @__PURE__ */ rt.deferred('AppListUpdatedNotification', () =>
    rt.object<AppListUpdatedNotification>('AppListUpdatedNotification', {
      data: rt.array(rt.ref('AppInfo', () => AppInfo)),
    }),
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
export const AppMetadata: t.Type<AppMetadata> = /* @__PURE__ */ rt.deferred('AppMetadata', () =>
  rt.object<AppMetadata>(
    'AppMetadata',
    {},
    {
      categories: rt.nullable(rt.array(rt.string)),
      developer: rt.nullable(rt.string),
      firstPartyRequiresInstall: rt.nullable(rt.boolean),
      review: rt.nullable(rt.ref('AppReview', () => AppReview)),
      screenshots: rt.nullable(rt.array(rt.ref('AppScreenshot', () => AppScreenshot))),
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
export const AppReview: t.Type<AppReview> = /* @__PURE__ */ rt.deferred('AppReview', () =>
  rt.object<AppReview>('AppReview', { status: rt.string }),
);

export type AppScreenshot = {
  fileId?: string | null;
  url?: string | null;
  userPrompt: string;
};
export const AppScreenshot: t.Type<AppScreenshot> = /* @__PURE__ */ rt.deferred(
  'AppScreenshot',
  () =>
    rt.object<AppScreenshot>(
      'AppScreenshot',
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
export const AppSummary: t.Type<AppSummary> = /* @__PURE__ */ rt.deferred('AppSummary', () =>
  rt.object<AppSummary>(
    'AppSummary',
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
  () =>
    rt.object<AppTemplateSummary>(
      'AppTemplateSummary',
      { materializedAppIds: rt.array(rt.string), name: rt.string, templateId: rt.string },
      {
        canonicalConnectorId: rt.nullable(rt.string),
        category: rt.nullable(rt.string),
        description: rt.nullable(rt.string),
        logoUrl: rt.nullable(rt.string),
        logoUrlDark: rt.nullable(rt.string),
        reason: rt.nullable(
          rt.ref('AppTemplateUnavailableReason', () => AppTemplateUnavailableReason),
        ),
      },
    ),
);

export type AppTemplateUnavailableReason = 'NOT_CONFIGURED_FOR_WORKSPACE' | 'NO_ACTIVE_WORKSPACE';
export const AppTemplateUnavailableReason: t.Type<AppTemplateUnavailableReason> =
  /* @__PURE__ */ rt.deferred('AppTemplateUnavailableReason', () =>
    rt.enumeration<AppTemplateUnavailableReason>('AppTemplateUnavailableReason', [
      'NOT_CONFIGURED_FOR_WORKSPACE',
      'NO_ACTIVE_WORKSPACE',
    ]),
  );

export type AppToolApproval = 'auto' | 'prompt' | 'writes' | 'approve';
export const AppToolApproval: t.Type<AppToolApproval> = /* @__PURE__ */ rt.deferred(
  'AppToolApproval',
  () => rt.enumeration<AppToolApproval>('AppToolApproval', ['auto', 'prompt', 'writes', 'approve']),
);

export type AppToolConfig = {
  approval_mode?: AppToolApproval | null;
  enabled?: boolean | null;
};
export const AppToolConfig: t.Type<AppToolConfig> = /* @__PURE__ */ rt.deferred(
  'AppToolConfig',
  () =>
    rt.object<AppToolConfig>(
      'AppToolConfig',
      {},
      {
        approval_mode: rt.nullable(rt.ref('AppToolApproval', () => AppToolApproval)),
        enabled: rt.nullable(rt.boolean),
      },
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
  () =>
    rt.object<AppToolSummary>(
      'AppToolSummary',
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
