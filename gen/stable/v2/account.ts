// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../../lib/protocol/runtime/index.js';

import { AuthMode, DesktopOnboardingEntrypoint } from './misc-1.js';
import { PlanType } from './misc-2.js';
import { RateLimitSnapshot } from './misc-3.js';

export type Account = ApiKeyAccount | ChatgptAccount | AmazonBedrockAccount | GcpAccount;
export const Account: rt.TaggedUnionType<Account> = /* @__PURE__ */ rt.deferredTagged(
  'Account',
  () =>
    rt.taggedUnion<Account>('Account', 'type', {
      apiKey: rt.ref('ApiKeyAccount', () => ApiKeyAccount),
      chatgpt: rt.ref('ChatgptAccount', () => ChatgptAccount),
      amazonBedrock: rt.ref('AmazonBedrockAccount', () => AmazonBedrockAccount),
      gcp: rt.ref('GcpAccount', () => GcpAccount),
    }),
);

export type AccountLoginCompletedNotification = {
  error?: string | null;
  loginId?: string | null;
  onboardingEntrypoint?: DesktopOnboardingEntrypoint | null;
  success: boolean;
};
export const AccountLoginCompletedNotification: t.Type<AccountLoginCompletedNotification> =
  /* @__PURE__ */ rt.deferred('AccountLoginCompletedNotification', () =>
    rt.object<AccountLoginCompletedNotification>(
      'AccountLoginCompletedNotification',
      { success: rt.boolean },
      {
        error: rt.nullable(rt.string),
        loginId: rt.nullable(rt.string),
        onboardingEntrypoint: rt.nullable(
          rt.ref('DesktopOnboardingEntrypoint', () => DesktopOnboardingEntrypoint),
        ),
      },
    ),
  );

/**
 * Sparse rolling rate-limit update.
 *
 * Clients should merge available values into the most recent `account/rateLimits/read` response or refetch that snapshot. Nullable account metadata may be unavailable in a rolling update and does not clear a previously observed value.
 */
export type AccountRateLimitsUpdatedNotification = {
  rateLimits: RateLimitSnapshot;
};
/**
 * Sparse rolling rate-limit update.
 *
 * Clients should merge available values into the most recent `account/rateLimits/read` response or refetch that snapshot. Nullable account metadata may be unavailable in a rolling update and does not clear a previously observed value.
 */
export const AccountRateLimitsUpdatedNotification: t.Type<AccountRateLimitsUpdatedNotification> =
  /* @__PURE__ */ rt.deferred('AccountRateLimitsUpdatedNotification', () =>
    rt.object<AccountRateLimitsUpdatedNotification>('AccountRateLimitsUpdatedNotification', {
      rateLimits: rt.ref('RateLimitSnapshot', () => RateLimitSnapshot),
    }),
  );

/** Backend routing policy. Wire values match the accounts/check contract. */
export type AccountRoutingOverride = 'NO_CONSTRAINT' | 'us' | 'us_cr';
/** Backend routing policy. Wire values match the accounts/check contract. */
export const AccountRoutingOverride: t.Type<AccountRoutingOverride> = /* @__PURE__ */ rt.deferred(
  'AccountRoutingOverride',
  () =>
    rt.enumeration<AccountRoutingOverride>('AccountRoutingOverride', [
      'NO_CONSTRAINT',
      'us',
      'us_cr',
    ]),
);

export type AccountSecuritySetupAction = {
  label: string;
  url: string;
};
export const AccountSecuritySetupAction: t.Type<AccountSecuritySetupAction> =
  /* @__PURE__ */ rt.deferred('AccountSecuritySetupAction', () =>
    rt.object<AccountSecuritySetupAction>('AccountSecuritySetupAction', {
      label: rt.string,
      url: rt.string,
    }),
  );

export type AccountSecuritySetupNotice = {
  accountId: string;
  action: AccountSecuritySetupAction;
  description: string;
  title: string;
  userId: string;
};
export const AccountSecuritySetupNotice: t.Type<AccountSecuritySetupNotice> =
  /* @__PURE__ */ rt.deferred('AccountSecuritySetupNotice', () =>
    rt.object<AccountSecuritySetupNotice>('AccountSecuritySetupNotice', {
      accountId: rt.string,
      action: rt.ref('AccountSecuritySetupAction', () => AccountSecuritySetupAction),
      description: rt.string,
      title: rt.string,
      userId: rt.string,
    }),
  );

export type AccountSession = {
  displayName?: string | null;
  email?: string | null;
  imageUrl?: string | null;
  isActive: boolean;
  lastUsedAt: number;
  selectedWorkspaceAccountId?: string | null;
  sessionId: string;
  userId?: string | null;
  workspaces: Array<AccountSessionWorkspace>;
};
export const AccountSession: t.Type<AccountSession> = /* @__PURE__ */ rt.deferred(
  'AccountSession',
  () =>
    rt.object<AccountSession>(
      'AccountSession',
      {
        isActive: rt.boolean,
        lastUsedAt: rt.integer,
        sessionId: rt.string,
        workspaces: rt.array(rt.ref('AccountSessionWorkspace', () => AccountSessionWorkspace)),
      },
      {
        displayName: rt.nullable(rt.string),
        email: rt.nullable(rt.string),
        imageUrl: rt.nullable(rt.string),
        selectedWorkspaceAccountId: rt.nullable(rt.string),
        userId: rt.nullable(rt.string),
      },
    ),
);

export type AccountSessionWorkspace = {
  accountId: string;
  imageUrl?: string | null;
  kind?: AccountSessionWorkspaceKind | null;
  name?: string | null;
};
export const AccountSessionWorkspace: t.Type<AccountSessionWorkspace> = /* @__PURE__ */ rt.deferred(
  'AccountSessionWorkspace',
  () =>
    rt.object<AccountSessionWorkspace>(
      'AccountSessionWorkspace',
      { accountId: rt.string },
      {
        imageUrl: rt.nullable(rt.string),
        kind: rt.nullable(rt.ref('AccountSessionWorkspaceKind', () => AccountSessionWorkspaceKind)),
        name: rt.nullable(rt.string),
      },
    ),
);

export type AccountSessionWorkspaceKind = 'personal' | 'workspace';
export const AccountSessionWorkspaceKind: t.Type<AccountSessionWorkspaceKind> =
  /* @__PURE__ */ rt.deferred('AccountSessionWorkspaceKind', () =>
    rt.enumeration<AccountSessionWorkspaceKind>('AccountSessionWorkspaceKind', [
      'personal',
      'workspace',
    ]),
  );

export type AccountTokenUsageDailyBucket = {
  startDate: string;
  tokens: number;
};
export const AccountTokenUsageDailyBucket: t.Type<AccountTokenUsageDailyBucket> =
  /* @__PURE__ */ rt.deferred('AccountTokenUsageDailyBucket', () =>
    rt.object<AccountTokenUsageDailyBucket>('AccountTokenUsageDailyBucket', {
      startDate: rt.string,
      tokens: rt.integer,
    }),
  );

export type AccountTokenUsageSummary = {
  currentStreakDays?: number | null;
  lifetimeTokens?: number | null;
  longestRunningTurnSec?: number | null;
  longestStreakDays?: number | null;
  peakDailyTokens?: number | null;
};
export const AccountTokenUsageSummary: t.Type<AccountTokenUsageSummary> =
  /* @__PURE__ */ rt.deferred('AccountTokenUsageSummary', () =>
    rt.object<AccountTokenUsageSummary>(
      'AccountTokenUsageSummary',
      {},
      {
        currentStreakDays: rt.nullable(rt.integer),
        lifetimeTokens: rt.nullable(rt.integer),
        longestRunningTurnSec: rt.nullable(rt.integer),
        longestStreakDays: rt.nullable(rt.integer),
        peakDailyTokens: rt.nullable(rt.integer),
      },
    ),
  );

export type AccountUpdateReason = 'workspaceRoutingReady' | 'unknown';
export const AccountUpdateReason: t.Type<AccountUpdateReason> = /* @__PURE__ */ rt.deferred(
  'AccountUpdateReason',
  () =>
    rt.enumeration<AccountUpdateReason>('AccountUpdateReason', [
      'workspaceRoutingReady',
      'unknown',
    ]),
);

export type AccountUpdatedNotification = {
  authMode?: AuthMode | null;
  planType?: PlanType | null;
  /** Set when initial routing discovery completes for the same authenticated owner. */
  reason?: AccountUpdateReason | null;
};
export const AccountUpdatedNotification: t.Type<AccountUpdatedNotification> =
  /* @__PURE__ */ rt.deferred('AccountUpdatedNotification', () =>
    rt.object<AccountUpdatedNotification>(
      'AccountUpdatedNotification',
      {},
      {
        authMode: rt.nullable(rt.ref('AuthMode', () => AuthMode)),
        planType: rt.nullable(rt.ref('PlanType', () => PlanType)),
        reason: rt.nullable(rt.ref('AccountUpdateReason', () => AccountUpdateReason)),
      },
    ),
  );

export type AmazonBedrockAccount = {
  type: 'amazonBedrock';
  usesCodexManagedCredentials?: boolean;
};
export const AmazonBedrockAccount: t.Type<AmazonBedrockAccount> = /* @__PURE__ */ rt.deferred(
  'AmazonBedrockAccount',
  () =>
    rt.object<AmazonBedrockAccount>(
      'AmazonBedrockAccount',
      { type: rt.literal('amazonBedrock') },
      { usesCodexManagedCredentials: rt.boolean },
    ),
);

export type ApiKeyAccount = {
  type: 'apiKey';
};
export const ApiKeyAccount: t.Type<ApiKeyAccount> = /* @__PURE__ */ rt.deferred(
  'ApiKeyAccount',
  () => rt.object<ApiKeyAccount>('ApiKeyAccount', { type: rt.literal('apiKey') }),
);

export type ChatgptAccount = {
  email: string | null;
  planType: PlanType;
  type: 'chatgpt';
  /** Display name of the selected ChatGPT workspace, when available. */
  workspaceName?: string | null;
};
export const ChatgptAccount: t.Type<ChatgptAccount> = /* @__PURE__ */ rt.deferred(
  'ChatgptAccount',
  () =>
    rt.object<ChatgptAccount>(
      'ChatgptAccount',
      {
        email: rt.nullable(rt.string),
        planType: rt.ref('PlanType', () => PlanType),
        type: rt.literal('chatgpt'),
      },
      { workspaceName: rt.nullable(rt.string) },
    ),
);

/** Google Cloud Vertex AI with externally managed credentials. */
export type GcpAccount = {
  type: 'gcp';
};
/** Google Cloud Vertex AI with externally managed credentials. */
export const GcpAccount: t.Type<GcpAccount> = /* @__PURE__ */ rt.deferred('GcpAccount', () =>
  rt.object<GcpAccount>('GcpAccount', { type: rt.literal('gcp') }),
);
