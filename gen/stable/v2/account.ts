// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

export type Account = ApiKeyAccount | ChatgptAccount | AmazonBedrockAccount | GcpAccount;
export const Account: rt.TaggedUnionType<Account> = /* @__PURE__ */ rt.deferredTagged(
  'Account',
  (n) =>
    rt.taggedUnion<Account>(n, 'type', {
      apiKey: ApiKeyAccount,
      chatgpt: ChatgptAccount,
      amazonBedrock: AmazonBedrockAccount,
      gcp: GcpAccount,
    }),
);

export type AccountLoginCompletedNotification = {
  error?: string | null;
  loginId?: string | null;
  onboardingEntrypoint?: DesktopOnboardingEntrypoint | null;
  success: boolean;
};
export const AccountLoginCompletedNotification: t.Type<AccountLoginCompletedNotification> =
  /* @__PURE__ */ rt.deferred('AccountLoginCompletedNotification', (n) =>
    rt.object<AccountLoginCompletedNotification>(
      n,
      { success: rt.boolean },
      {
        error: rt.nullable(rt.string),
        loginId: rt.nullable(rt.string),
        onboardingEntrypoint: rt.nullable(DesktopOnboardingEntrypoint),
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
  /* @__PURE__ */ rt.deferred('AccountRateLimitsUpdatedNotification', (n) =>
    rt.object<AccountRateLimitsUpdatedNotification>(n, { rateLimits: RateLimitSnapshot }),
  );

/** Backend routing policy. Wire values match the accounts/check contract. */
export type AccountRoutingOverride = 'NO_CONSTRAINT' | 'us' | 'us_cr';
/** Backend routing policy. Wire values match the accounts/check contract. */
export const AccountRoutingOverride: t.Type<AccountRoutingOverride> = /* @__PURE__ */ rt.deferred(
  'AccountRoutingOverride',
  (n) => rt.enumeration<AccountRoutingOverride>(n, ['NO_CONSTRAINT', 'us', 'us_cr']),
);

export type AccountSecuritySetupAction = {
  label: string;
  url: string;
};
export const AccountSecuritySetupAction: t.Type<AccountSecuritySetupAction> =
  /* @__PURE__ */ rt.deferred('AccountSecuritySetupAction', (n) =>
    rt.object<AccountSecuritySetupAction>(n, { label: rt.string, url: rt.string }),
  );

export type AccountSecuritySetupNotice = {
  accountId: string;
  action: AccountSecuritySetupAction;
  description: string;
  title: string;
  userId: string;
};
export const AccountSecuritySetupNotice: t.Type<AccountSecuritySetupNotice> =
  /* @__PURE__ */ rt.deferred('AccountSecuritySetupNotice', (n) =>
    rt.object<AccountSecuritySetupNotice>(n, {
      accountId: rt.string,
      action: AccountSecuritySetupAction,
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
  (n) =>
    rt.object<AccountSession>(
      n,
      {
        isActive: rt.boolean,
        lastUsedAt: rt.integer,
        sessionId: rt.string,
        workspaces: rt.array(AccountSessionWorkspace),
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
  (n) =>
    rt.object<AccountSessionWorkspace>(
      n,
      { accountId: rt.string },
      {
        imageUrl: rt.nullable(rt.string),
        kind: rt.nullable(AccountSessionWorkspaceKind),
        name: rt.nullable(rt.string),
      },
    ),
);

export type AccountSessionWorkspaceKind = 'personal' | 'workspace';
export const AccountSessionWorkspaceKind: t.Type<AccountSessionWorkspaceKind> =
  /* @__PURE__ */ rt.deferred('AccountSessionWorkspaceKind', (n) =>
    rt.enumeration<AccountSessionWorkspaceKind>(n, ['personal', 'workspace']),
  );

export type AccountTokenUsageDailyBucket = {
  startDate: string;
  tokens: number;
};
export const AccountTokenUsageDailyBucket: t.Type<AccountTokenUsageDailyBucket> =
  /* @__PURE__ */ rt.deferred('AccountTokenUsageDailyBucket', (n) =>
    rt.object<AccountTokenUsageDailyBucket>(n, { startDate: rt.string, tokens: rt.integer }),
  );

export type AccountTokenUsageSummary = {
  currentStreakDays?: number | null;
  lifetimeTokens?: number | null;
  longestRunningTurnSec?: number | null;
  longestStreakDays?: number | null;
  peakDailyTokens?: number | null;
};
export const AccountTokenUsageSummary: t.Type<AccountTokenUsageSummary> =
  /* @__PURE__ */ rt.deferred('AccountTokenUsageSummary', (n) =>
    rt.object<AccountTokenUsageSummary>(
      n,
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
  (n) => rt.enumeration<AccountUpdateReason>(n, ['workspaceRoutingReady', 'unknown']),
);

export type AccountUpdatedNotification = {
  authMode?: AuthMode | null;
  planType?: PlanType | null;
  /** Set when initial routing discovery completes for the same authenticated owner. */
  reason?: AccountUpdateReason | null;
};
export const AccountUpdatedNotification: t.Type<AccountUpdatedNotification> =
  /* @__PURE__ */ rt.deferred('AccountUpdatedNotification', (n) =>
    rt.object<AccountUpdatedNotification>(
      n,
      {},
      {
        authMode: rt.nullable(AuthMode),
        planType: rt.nullable(PlanType),
        reason: rt.nullable(AccountUpdateReason),
      },
    ),
  );

export type AddCreditsNudgeCreditType = 'credits' | 'usage_limit';
export const AddCreditsNudgeCreditType: t.Type<AddCreditsNudgeCreditType> =
  /* @__PURE__ */ rt.deferred('AddCreditsNudgeCreditType', (n) =>
    rt.enumeration<AddCreditsNudgeCreditType>(n, ['credits', 'usage_limit']),
  );

export type AddCreditsNudgeEmailStatus = 'sent' | 'cooldown_active';
export const AddCreditsNudgeEmailStatus: t.Type<AddCreditsNudgeEmailStatus> =
  /* @__PURE__ */ rt.deferred('AddCreditsNudgeEmailStatus', (n) =>
    rt.enumeration<AddCreditsNudgeEmailStatus>(n, ['sent', 'cooldown_active']),
  );

export type AmazonBedrockAccount = {
  type: 'amazonBedrock';
  usesCodexManagedCredentials?: boolean;
};
export const AmazonBedrockAccount: t.Type<AmazonBedrockAccount> = /* @__PURE__ */ rt.deferred(
  'AmazonBedrockAccount',
  (n) =>
    rt.object<AmazonBedrockAccount>(
      n,
      { type: rt.literal('amazonBedrock') },
      { usesCodexManagedCredentials: rt.boolean },
    ),
);

export type ApiKeyAccount = {
  type: 'apiKey';
};
export const ApiKeyAccount: t.Type<ApiKeyAccount> = /* @__PURE__ */ rt.deferred(
  'ApiKeyAccount',
  (n) => rt.object<ApiKeyAccount>(n, { type: rt.literal('apiKey') }),
);

/** Authentication mode for OpenAI-backed providers. */
export type AuthMode =
  | 'apikey'
  | 'chatgpt'
  | 'chatgptAuthTokens'
  | 'headers'
  | 'agentIdentity'
  | 'personalAccessToken'
  | 'bedrockApiKey'
  | 'bedrockAccessKeys';
/** Authentication mode for OpenAI-backed providers. */
export const AuthMode: t.Type<AuthMode> = /* @__PURE__ */ rt.deferred('AuthMode', (n) =>
  rt.enumeration<AuthMode>(n, [
    'apikey',
    'chatgpt',
    'chatgptAuthTokens',
    'headers',
    'agentIdentity',
    'personalAccessToken',
    'bedrockApiKey',
    'bedrockAccessKeys',
  ]),
);

export type CancelLoginAccountParams = {
  loginId: string;
};
export const CancelLoginAccountParams: t.Type<CancelLoginAccountParams> =
  /* @__PURE__ */ rt.deferred('CancelLoginAccountParams', (n) =>
    rt.object<CancelLoginAccountParams>(n, { loginId: rt.string }),
  );

export type CancelLoginAccountResponse = {
  status: CancelLoginAccountStatus;
};
export const CancelLoginAccountResponse: t.Type<CancelLoginAccountResponse> =
  /* @__PURE__ */ rt.deferred('CancelLoginAccountResponse', (n) =>
    rt.object<CancelLoginAccountResponse>(n, { status: CancelLoginAccountStatus }),
  );

export type CancelLoginAccountStatus = 'canceled' | 'notFound';
export const CancelLoginAccountStatus: t.Type<CancelLoginAccountStatus> =
  /* @__PURE__ */ rt.deferred('CancelLoginAccountStatus', (n) =>
    rt.enumeration<CancelLoginAccountStatus>(n, ['canceled', 'notFound']),
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
  (n) =>
    rt.object<ChatgptAccount>(
      n,
      { email: rt.nullable(rt.string), planType: PlanType, type: rt.literal('chatgpt') },
      { workspaceName: rt.nullable(rt.string) },
    ),
);

export type ConsumeAccountRateLimitResetCreditOutcome =
  | 'reset'
  | 'nothingToReset'
  | 'noCredit'
  | 'alreadyRedeemed';
export const ConsumeAccountRateLimitResetCreditOutcome: t.Type<ConsumeAccountRateLimitResetCreditOutcome> =
  /* @__PURE__ */ rt.deferred('ConsumeAccountRateLimitResetCreditOutcome', (n) =>
    rt.enumeration<ConsumeAccountRateLimitResetCreditOutcome>(n, [
      'reset',
      'nothingToReset',
      'noCredit',
      'alreadyRedeemed',
    ]),
  );

export type ConsumeAccountRateLimitResetCreditParams = {
  /** Opaque reset-credit identifier to redeem. When omitted, the backend selects the next available credit. */
  creditId?: string | null;
  /** Identifies one logical reset attempt. A UUID is recommended; reuse the same value when retrying that attempt. */
  idempotencyKey: string;
};
export const ConsumeAccountRateLimitResetCreditParams: t.Type<ConsumeAccountRateLimitResetCreditParams> =
  /* @__PURE__ */ rt.deferred('ConsumeAccountRateLimitResetCreditParams', (n) =>
    rt.object<ConsumeAccountRateLimitResetCreditParams>(
      n,
      { idempotencyKey: rt.string },
      { creditId: rt.nullable(rt.string) },
    ),
  );

export type ConsumeAccountRateLimitResetCreditResponse = {
  outcome: ConsumeAccountRateLimitResetCreditOutcome;
};
export const ConsumeAccountRateLimitResetCreditResponse: t.Type<ConsumeAccountRateLimitResetCreditResponse> =
  /* @__PURE__ */ rt.deferred('ConsumeAccountRateLimitResetCreditResponse', (n) =>
    rt.object<ConsumeAccountRateLimitResetCreditResponse>(n, {
      outcome: ConsumeAccountRateLimitResetCreditOutcome,
    }),
  );

export type CreditsSnapshot = {
  balance?: string | null;
  hasCredits: boolean;
  unlimited: boolean;
};
export const CreditsSnapshot: t.Type<CreditsSnapshot> = /* @__PURE__ */ rt.deferred(
  'CreditsSnapshot',
  (n) =>
    rt.object<CreditsSnapshot>(
      n,
      { hasCredits: rt.boolean, unlimited: rt.boolean },
      { balance: rt.nullable(rt.string) },
    ),
);

export type DesktopOnboardingEntrypoint = 'life_sciences';
export const DesktopOnboardingEntrypoint: t.Type<DesktopOnboardingEntrypoint> =
  /* @__PURE__ */ rt.deferred('DesktopOnboardingEntrypoint', () =>
    rt.typed<DesktopOnboardingEntrypoint>(rt.literal('life_sciences')),
  );

export type GatewayOAuthCancelResponse = { [key: string]: unknown };
export const GatewayOAuthCancelResponse: t.Type<GatewayOAuthCancelResponse> =
  /* @__PURE__ */ rt.deferred('GatewayOAuthCancelResponse', () =>
    rt.typed<GatewayOAuthCancelResponse>(rt.record(rt.unknownValue)),
  );

export type GatewayOAuthChangedNotification = {
  /** Authorization handoff, sent only to the connection that started login. */
  authUrl?: string | null;
  error?: string | null;
  /** Identifies the completed device login attempt. */
  loginId?: string | null;
  providerId: string;
  status: GatewayOAuthStatus;
};
export const GatewayOAuthChangedNotification: t.Type<GatewayOAuthChangedNotification> =
  /* @__PURE__ */ rt.deferred('GatewayOAuthChangedNotification', (n) =>
    rt.object<GatewayOAuthChangedNotification>(
      n,
      { providerId: rt.string, status: GatewayOAuthStatus },
      {
        authUrl: rt.nullable(rt.string),
        error: rt.nullable(rt.string),
        loginId: rt.nullable(rt.string),
      },
    ),
  );

/** Authorize a configured provider without changing the default or any thread's provider. */
export type GatewayOAuthLoginParams = {
  /** Select device authorization when the server advertises support for it. */
  deviceAuth?: boolean;
  /** Defaults to the current provider when omitted. */
  modelProvider?: string | null;
};
/** Authorize a configured provider without changing the default or any thread's provider. */
export const GatewayOAuthLoginParams: t.Type<GatewayOAuthLoginParams> = /* @__PURE__ */ rt.deferred(
  'GatewayOAuthLoginParams',
  (n) =>
    rt.object<GatewayOAuthLoginParams>(
      n,
      {},
      { deviceAuth: rt.boolean, modelProvider: rt.nullable(rt.string) },
    ),
);

export type GatewayOAuthLoginResponse = {
  prompt?: GatewayOAuthPrompt | null;
};
export const GatewayOAuthLoginResponse: t.Type<GatewayOAuthLoginResponse> =
  /* @__PURE__ */ rt.deferred('GatewayOAuthLoginResponse', (n) =>
    rt.object<GatewayOAuthLoginResponse>(n, {}, { prompt: rt.nullable(GatewayOAuthPrompt) }),
  );

export type GatewayOAuthPrompt = {
  loginId: string;
  userCode: string;
  verificationUrl: string;
};
export const GatewayOAuthPrompt: t.Type<GatewayOAuthPrompt> = /* @__PURE__ */ rt.deferred(
  'GatewayOAuthPrompt',
  (n) =>
    rt.object<GatewayOAuthPrompt>(n, {
      loginId: rt.string,
      userCode: rt.string,
      verificationUrl: rt.string,
    }),
);

/** Read credential readiness for a configured provider without starting browser login. */
export type GatewayOAuthReadParams = {
  /** Defaults to the current provider when omitted. */
  modelProvider?: string | null;
};
/** Read credential readiness for a configured provider without starting browser login. */
export const GatewayOAuthReadParams: t.Type<GatewayOAuthReadParams> = /* @__PURE__ */ rt.deferred(
  'GatewayOAuthReadParams',
  (n) => rt.object<GatewayOAuthReadParams>(n, {}, { modelProvider: rt.nullable(rt.string) }),
);

/** Current effective gateway policy and credential readiness; never contains credentials. */
export type GatewayOAuthReadResponse = {
  error?: string | null;
  providerId: string;
  providerName: string;
  /** Whether the selected provider uses gateway OAuth, even when already signed in. */
  required: boolean;
  /** Null when the effective provider does not use gateway OAuth. */
  status?: GatewayOAuthStatus | null;
  /** Whether the administrator configured a device authorization endpoint. */
  supportsDeviceAuth?: boolean;
};
/** Current effective gateway policy and credential readiness; never contains credentials. */
export const GatewayOAuthReadResponse: t.Type<GatewayOAuthReadResponse> =
  /* @__PURE__ */ rt.deferred('GatewayOAuthReadResponse', (n) =>
    rt.object<GatewayOAuthReadResponse>(
      n,
      { providerId: rt.string, providerName: rt.string, required: rt.boolean },
      {
        error: rt.nullable(rt.string),
        status: rt.nullable(GatewayOAuthStatus),
        supportsDeviceAuth: rt.boolean,
      },
    ),
  );

export type GatewayOAuthStatus = 'notReady' | 'started' | 'succeeded' | 'failed';
export const GatewayOAuthStatus: t.Type<GatewayOAuthStatus> = /* @__PURE__ */ rt.deferred(
  'GatewayOAuthStatus',
  (n) => rt.enumeration<GatewayOAuthStatus>(n, ['notReady', 'started', 'succeeded', 'failed']),
);

/** Google Cloud Vertex AI with externally managed credentials. */
export type GcpAccount = {
  type: 'gcp';
};
/** Google Cloud Vertex AI with externally managed credentials. */
export const GcpAccount: t.Type<GcpAccount> = /* @__PURE__ */ rt.deferred('GcpAccount', (n) =>
  rt.object<GcpAccount>(n, { type: rt.literal('gcp') }),
);

export type GetAccountParams = {
  /**
   * When `true`, requests a proactive token refresh before returning.
   *
   * In managed auth mode this triggers the normal refresh-token flow. In external auth mode this flag is ignored. Clients should refresh tokens themselves and call `account/login/start` with `chatgptAuthTokens`.
   */
  refreshToken?: boolean;
};
export const GetAccountParams: t.Type<GetAccountParams> = /* @__PURE__ */ rt.deferred(
  'GetAccountParams',
  (n) => rt.object<GetAccountParams>(n, {}, { refreshToken: rt.boolean }),
);

/** Usage-read capabilities of the requesting client, never inferred from its experiment arm. */
export type GetAccountRateLimitsParams = {
  /** Skip the separate reset-credit detail lookup for background usage polls. The usage response still includes the available count; omitted/false preserves detailed reads. */
  excludeResetCreditDetails?: boolean;
  /** The client supports automatic Luna Reserve fallback. For eligible ChatGPT CLI users, allow the backend to record experiment exposure after ordinary usage is blocked. */
  supportsLunaReserve?: boolean;
};
/** Usage-read capabilities of the requesting client, never inferred from its experiment arm. */
export const GetAccountRateLimitsParams: t.Type<GetAccountRateLimitsParams> =
  /* @__PURE__ */ rt.deferred('GetAccountRateLimitsParams', (n) =>
    rt.object<GetAccountRateLimitsParams>(
      n,
      {},
      { excludeResetCreditDetails: rt.boolean, supportsLunaReserve: rt.boolean },
    ),
  );

export type GetAccountRateLimitsResponse = {
  /** Account associated with this usage snapshot, when supplied by the backend. */
  accountId?: string | null;
  /** Backend permission for ordinary included usage, validated against the active account. Null means unavailable; clients must not infer recovery from percentages or reset times. */
  ordinaryUsageAllowed?: boolean | null;
  rateLimitResetCredits?: RateLimitResetCreditsSummary | null;
  /** Optional backend-owned banner from the same usage read. Its nested keys retain the backend's snake_case contract; an absent banner leaves the client's existing UI unchanged. */
  rateLimitUpsell?: unknown;
  /** Backward-compatible single-bucket view; mirrors the historical payload. */
  rateLimits: RateLimitSnapshot;
  /** Multi-bucket view keyed by metered `limit_id` (for example, `codex`). */
  rateLimitsByLimitId?: { [key: string]: RateLimitSnapshot } | null;
};
export const GetAccountRateLimitsResponse: t.Type<GetAccountRateLimitsResponse> =
  /* @__PURE__ */ rt.deferred('GetAccountRateLimitsResponse', (n) =>
    rt.object<GetAccountRateLimitsResponse>(
      n,
      { rateLimits: RateLimitSnapshot },
      {
        accountId: rt.nullable(rt.string),
        ordinaryUsageAllowed: rt.nullable(rt.boolean),
        rateLimitResetCredits: rt.nullable(RateLimitResetCreditsSummary),
        rateLimitUpsell: rt.unknownValue,
        rateLimitsByLimitId: rt.nullable(rt.record(RateLimitSnapshot)),
      },
    ),
  );

export type GetAccountResponse = {
  account?: Account | null;
  requiresOpenaiAuth: boolean;
  /** ChatGPT user ID belonging to this account response, when available. */
  userId?: string | null;
};
export const GetAccountResponse: t.Type<GetAccountResponse> = /* @__PURE__ */ rt.deferred(
  'GetAccountResponse',
  (n) =>
    rt.object<GetAccountResponse>(
      n,
      { requiresOpenaiAuth: rt.boolean },
      { account: rt.nullable(Account), userId: rt.nullable(rt.string) },
    ),
);

/** Optional security reminder bound to the account that fetched it. Unavailable or ineligible accounts return no notice; this read never changes account security. */
export type GetAccountSecuritySetupResponse = {
  notice?: AccountSecuritySetupNotice | null;
};
/** Optional security reminder bound to the account that fetched it. Unavailable or ineligible accounts return no notice; this read never changes account security. */
export const GetAccountSecuritySetupResponse: t.Type<GetAccountSecuritySetupResponse> =
  /* @__PURE__ */ rt.deferred('GetAccountSecuritySetupResponse', (n) =>
    rt.object<GetAccountSecuritySetupResponse>(
      n,
      {},
      { notice: rt.nullable(AccountSecuritySetupNotice) },
    ),
  );

export type GetAccountTokenUsageParams = {
  /** When present, read estimated usage for this thread instead of account-wide token activity. */
  threadId?: string | null;
};
export const GetAccountTokenUsageParams: t.Type<GetAccountTokenUsageParams> =
  /* @__PURE__ */ rt.deferred('GetAccountTokenUsageParams', (n) =>
    rt.object<GetAccountTokenUsageParams>(n, {}, { threadId: rt.nullable(rt.string) }),
  );

export type GetWorkspaceMessagesResponse = {
  /** Whether the workspace-message backend route is available for this client. */
  featureEnabled: boolean;
  /** Active workspace messages returned by the backend. */
  messages: Array<WorkspaceMessage>;
};
export const GetWorkspaceMessagesResponse: t.Type<GetWorkspaceMessagesResponse> =
  /* @__PURE__ */ rt.deferred('GetWorkspaceMessagesResponse', (n) =>
    rt.object<GetWorkspaceMessagesResponse>(n, {
      featureEnabled: rt.boolean,
      messages: rt.array(WorkspaceMessage),
    }),
  );

export type LoginAccountParams =
  | {
      apiKey: string;
      type: 'apiKey';
    }
  | {
      appBrand?: LoginAppBrand | null;
      codexStreamlinedLogin?: boolean;
      type: 'chatgpt';
      useHostedLoginSuccessPage?: boolean;
    }
  | {
      type: 'chatgptDeviceCode';
    }
  | {
      /** Access token (JWT) supplied by the client. This token is used for backend API requests and email extraction. */
      accessToken: string;
      /** Workspace/account identifier supplied by the client. */
      chatgptAccountId: string;
      /**
       * Optional plan type supplied by the client.
       *
       * When `null`, Codex attempts to derive the plan type from access-token claims. If unavailable, the plan defaults to `unknown`.
       */
      chatgptPlanType?: string | null;
      type: 'chatgptAuthTokens';
    }
  | {
      apiKey: string;
      region: string;
      type: 'amazonBedrock';
    }
  | {
      accessKeyId: string;
      region: string;
      secretAccessKey: string;
      sessionToken?: string | null;
      type: 'amazonBedrockAccessKeys';
    };
export const LoginAccountParams: rt.TaggedUnionType<LoginAccountParams> =
  /* @__PURE__ */ rt.deferredTagged('LoginAccountParams', (n) =>
    rt.taggedUnion<LoginAccountParams>(n, 'type', {
      apiKey: rt.object(`${n}:apiKey`, { apiKey: rt.string, type: rt.literal('apiKey') }),
      chatgpt: rt.object(
        `${n}:chatgpt`,
        { type: rt.literal('chatgpt') },
        {
          appBrand: rt.nullable(LoginAppBrand),
          codexStreamlinedLogin: rt.boolean,
          useHostedLoginSuccessPage: rt.boolean,
        },
      ),
      chatgptDeviceCode: rt.object(`${n}:chatgptDeviceCode`, {
        type: rt.literal('chatgptDeviceCode'),
      }),
      chatgptAuthTokens: rt.object(
        `${n}:chatgptAuthTokens`,
        {
          accessToken: rt.string,
          chatgptAccountId: rt.string,
          type: rt.literal('chatgptAuthTokens'),
        },
        { chatgptPlanType: rt.nullable(rt.string) },
      ),
      amazonBedrock: rt.object(`${n}:amazonBedrock`, {
        apiKey: rt.string,
        region: rt.string,
        type: rt.literal('amazonBedrock'),
      }),
      amazonBedrockAccessKeys: rt.object(
        `${n}:amazonBedrockAccessKeys`,
        {
          accessKeyId: rt.string,
          region: rt.string,
          secretAccessKey: rt.string,
          type: rt.literal('amazonBedrockAccessKeys'),
        },
        { sessionToken: rt.nullable(rt.string) },
      ),
    }),
  );

export type LoginAccountResponse =
  | {
      type: 'apiKey';
    }
  | {
      /** URL the client should open in a browser to initiate the OAuth flow. */
      authUrl: string;
      loginId: string;
      type: 'chatgpt';
    }
  | {
      loginId: string;
      type: 'chatgptDeviceCode';
      /** One-time code the user must enter after signing in. */
      userCode: string;
      /** URL the client should open in a browser to complete device code authorization. */
      verificationUrl: string;
    }
  | {
      type: 'chatgptAuthTokens';
    }
  | {
      type: 'amazonBedrock';
    };
export const LoginAccountResponse: rt.TaggedUnionType<LoginAccountResponse> =
  /* @__PURE__ */ rt.deferredTagged('LoginAccountResponse', (n) =>
    rt.taggedUnion<LoginAccountResponse>(n, 'type', {
      apiKey: rt.object(`${n}:apiKey`, { type: rt.literal('apiKey') }),
      chatgpt: rt.object(`${n}:chatgpt`, {
        authUrl: rt.string,
        loginId: rt.string,
        type: rt.literal('chatgpt'),
      }),
      chatgptDeviceCode: rt.object(`${n}:chatgptDeviceCode`, {
        loginId: rt.string,
        type: rt.literal('chatgptDeviceCode'),
        userCode: rt.string,
        verificationUrl: rt.string,
      }),
      chatgptAuthTokens: rt.object(`${n}:chatgptAuthTokens`, {
        type: rt.literal('chatgptAuthTokens'),
      }),
      amazonBedrock: rt.object(`${n}:amazonBedrock`, { type: rt.literal('amazonBedrock') }),
    }),
  );

export type LoginAppBrand = 'codex' | 'chatgpt';
export const LoginAppBrand: t.Type<LoginAppBrand> = /* @__PURE__ */ rt.deferred(
  'LoginAppBrand',
  (n) => rt.enumeration<LoginAppBrand>(n, ['codex', 'chatgpt']),
);

export type LogoutAccountResponse = { [key: string]: unknown };
export const LogoutAccountResponse: t.Type<LogoutAccountResponse> = /* @__PURE__ */ rt.deferred(
  'LogoutAccountResponse',
  () => rt.typed<LogoutAccountResponse>(rt.record(rt.unknownValue)),
);

export type PlanType =
  | 'free'
  | 'go'
  | 'plus'
  | 'pro'
  | 'prolite'
  | 'promax'
  | 'team'
  | 'self_serve_business_prolite'
  | 'self_serve_business_usage_based'
  | 'business'
  | 'ent26'
  | 'enterprise_cbp_automation'
  | 'enterprise_cbp_usage_based'
  | 'enterprise'
  | 'edu'
  | 'edu_plus'
  | 'edu_pro'
  | 'sci'
  | 'sci_plus'
  | 'unknown';
export const PlanType: t.Type<PlanType> = /* @__PURE__ */ rt.deferred('PlanType', (n) =>
  rt.enumeration<PlanType>(n, [
    'free',
    'go',
    'plus',
    'pro',
    'prolite',
    'promax',
    'team',
    'self_serve_business_prolite',
    'self_serve_business_usage_based',
    'business',
    'ent26',
    'enterprise_cbp_automation',
    'enterprise_cbp_usage_based',
    'enterprise',
    'edu',
    'edu_plus',
    'edu_pro',
    'sci',
    'sci_plus',
    'unknown',
  ]),
);

export type RateLimitReachedType =
  | 'rate_limit_reached'
  | 'workspace_owner_credits_depleted'
  | 'workspace_member_credits_depleted'
  | 'workspace_owner_usage_limit_reached'
  | 'workspace_member_usage_limit_reached';
export const RateLimitReachedType: t.Type<RateLimitReachedType> = /* @__PURE__ */ rt.deferred(
  'RateLimitReachedType',
  (n) =>
    rt.enumeration<RateLimitReachedType>(n, [
      'rate_limit_reached',
      'workspace_owner_credits_depleted',
      'workspace_member_credits_depleted',
      'workspace_owner_usage_limit_reached',
      'workspace_member_usage_limit_reached',
    ]),
);

export type RateLimitResetCredit = {
  /** Backend-provided display description for this credit, or `null` when unavailable. */
  description?: string | null;
  /** Unix timestamp in seconds when the credit expires, or `null` if it does not expire. */
  expiresAt?: number | null;
  /** Unix timestamp in seconds when the credit was granted. */
  grantedAt: number;
  /** Opaque backend identifier for this reset credit. */
  id: string;
  resetType: RateLimitResetType;
  status: RateLimitResetCreditStatus;
  /** Backend-provided display title for this credit, or `null` when unavailable. */
  title?: string | null;
};
export const RateLimitResetCredit: t.Type<RateLimitResetCredit> = /* @__PURE__ */ rt.deferred(
  'RateLimitResetCredit',
  (n) =>
    rt.object<RateLimitResetCredit>(
      n,
      {
        grantedAt: rt.integer,
        id: rt.string,
        resetType: RateLimitResetType,
        status: RateLimitResetCreditStatus,
      },
      {
        description: rt.nullable(rt.string),
        expiresAt: rt.nullable(rt.integer),
        title: rt.nullable(rt.string),
      },
    ),
);

export type RateLimitResetCreditStatus = 'available' | 'redeeming' | 'redeemed' | 'unknown';
export const RateLimitResetCreditStatus: t.Type<RateLimitResetCreditStatus> =
  /* @__PURE__ */ rt.deferred('RateLimitResetCreditStatus', (n) =>
    rt.enumeration<RateLimitResetCreditStatus>(n, [
      'available',
      'redeeming',
      'redeemed',
      'unknown',
    ]),
  );

export type RateLimitResetCreditsSummary = {
  availableCount: number;
  /**
   * Detail rows for available reset credits, when the backend provides them.
   *
   * `null` means only `availableCount` is known, while an empty array means details were fetched and no available credits were returned. The backend may cap this list, so its length can be less than `availableCount`.
   */
  credits?: Array<RateLimitResetCredit> | null;
};
export const RateLimitResetCreditsSummary: t.Type<RateLimitResetCreditsSummary> =
  /* @__PURE__ */ rt.deferred('RateLimitResetCreditsSummary', (n) =>
    rt.object<RateLimitResetCreditsSummary>(
      n,
      { availableCount: rt.integer },
      { credits: rt.nullable(rt.array(RateLimitResetCredit)) },
    ),
  );

export type RateLimitResetType = 'codexRateLimits' | 'unknown';
export const RateLimitResetType: t.Type<RateLimitResetType> = /* @__PURE__ */ rt.deferred(
  'RateLimitResetType',
  (n) => rt.enumeration<RateLimitResetType>(n, ['codexRateLimits', 'unknown']),
);

export type RateLimitSnapshot = {
  credits?: CreditsSnapshot | null;
  individualLimit?: SpendControlLimitSnapshot | null;
  limitId?: string | null;
  limitName?: string | null;
  /** Normal model whose display name and reasoning options describe this quota alias. */
  normalModelSlug?: string | null;
  planType?: PlanType | null;
  primary?: RateLimitWindow | null;
  rateLimitReachedType?: RateLimitReachedType | null;
  secondary?: RateLimitWindow | null;
  /** Backend-reported spend-control state. `None` is unavailable, not a sparse-update recovery. */
  spendControlReached?: boolean | null;
};
export const RateLimitSnapshot: t.Type<RateLimitSnapshot> = /* @__PURE__ */ rt.deferred(
  'RateLimitSnapshot',
  (n) =>
    rt.object<RateLimitSnapshot>(
      n,
      {},
      {
        credits: rt.nullable(CreditsSnapshot),
        individualLimit: rt.nullable(SpendControlLimitSnapshot),
        limitId: rt.nullable(rt.string),
        limitName: rt.nullable(rt.string),
        normalModelSlug: rt.nullable(rt.string),
        planType: rt.nullable(PlanType),
        primary: rt.nullable(RateLimitWindow),
        rateLimitReachedType: rt.nullable(RateLimitReachedType),
        secondary: rt.nullable(RateLimitWindow),
        spendControlReached: rt.nullable(rt.boolean),
      },
    ),
);

export type RateLimitWindow = {
  resetsAt?: number | null;
  usedPercent: number;
  windowDurationMins?: number | null;
};
export const RateLimitWindow: t.Type<RateLimitWindow> = /* @__PURE__ */ rt.deferred(
  'RateLimitWindow',
  (n) =>
    rt.object<RateLimitWindow>(
      n,
      { usedPercent: rt.integer },
      { resetsAt: rt.nullable(rt.integer), windowDurationMins: rt.nullable(rt.integer) },
    ),
);

export type SendAddCreditsNudgeEmailParams = {
  creditType: AddCreditsNudgeCreditType;
};
export const SendAddCreditsNudgeEmailParams: t.Type<SendAddCreditsNudgeEmailParams> =
  /* @__PURE__ */ rt.deferred('SendAddCreditsNudgeEmailParams', (n) =>
    rt.object<SendAddCreditsNudgeEmailParams>(n, { creditType: AddCreditsNudgeCreditType }),
  );

export type SendAddCreditsNudgeEmailResponse = {
  status: AddCreditsNudgeEmailStatus;
};
export const SendAddCreditsNudgeEmailResponse: t.Type<SendAddCreditsNudgeEmailResponse> =
  /* @__PURE__ */ rt.deferred('SendAddCreditsNudgeEmailResponse', (n) =>
    rt.object<SendAddCreditsNudgeEmailResponse>(n, { status: AddCreditsNudgeEmailStatus }),
  );

export type SpendControlLimitSnapshot = {
  limit: string;
  remainingPercent: number;
  resetsAt: number;
  used: string;
};
export const SpendControlLimitSnapshot: t.Type<SpendControlLimitSnapshot> =
  /* @__PURE__ */ rt.deferred('SpendControlLimitSnapshot', (n) =>
    rt.object<SpendControlLimitSnapshot>(n, {
      limit: rt.string,
      remainingPercent: rt.integer,
      resetsAt: rt.integer,
      used: rt.string,
    }),
  );

export type WorkspaceMessage = {
  /** Unix timestamp (in seconds) when the message was archived. */
  archivedAt?: number | null;
  /** Unix timestamp (in seconds) when the message was created. */
  createdAt?: number | null;
  messageBody: string;
  messageId: string;
  messageType: WorkspaceMessageType;
};
export const WorkspaceMessage: t.Type<WorkspaceMessage> = /* @__PURE__ */ rt.deferred(
  'WorkspaceMessage',
  (n) =>
    rt.object<WorkspaceMessage>(
      n,
      { messageBody: rt.string, messageId: rt.string, messageType: WorkspaceMessageType },
      { archivedAt: rt.nullable(rt.integer), createdAt: rt.nullable(rt.integer) },
    ),
);

export type WorkspaceMessageType = 'headline' | 'announcement' | 'unknown';
export const WorkspaceMessageType: t.Type<WorkspaceMessageType> = /* @__PURE__ */ rt.deferred(
  'WorkspaceMessageType',
  (n) => rt.enumeration<WorkspaceMessageType>(n, ['headline', 'announcement', 'unknown']),
);
