// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import * as t from 'io-ts';
import * as rt from '../../../lib/protocol/codec-runtime.js';

export type Account = ApiKeyAccount | ChatgptAccount | AmazonBedrockAccount | GcpAccount;
export const Account: rt.TaggedUnionType<Account> = /* @__PURE__ */ rt.lazyTagged('Account', () =>
  rt.taggedUnion(
    'type',
    {
      apiKey: ApiKeyAccount,
      chatgpt: ChatgptAccount,
      amazonBedrock: AmazonBedrockAccount,
      gcp: GcpAccount,
    },
    'Account',
  ),
);

export type AccountLoginCompletedNotification = {
  error?: string | null;
  loginId?: string | null;
  onboardingEntrypoint?: DesktopOnboardingEntrypoint | null;
  success: boolean;
};
export const AccountLoginCompletedNotification: t.Type<AccountLoginCompletedNotification> =
  /* @__PURE__ */ rt.lazy('AccountLoginCompletedNotification', () =>
    t.intersection([
      t.type({ success: t.boolean }),
      t.partial({
        error: rt.nullable(t.string),
        loginId: rt.nullable(t.string),
        onboardingEntrypoint: rt.nullable(DesktopOnboardingEntrypoint),
      }),
    ]),
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
  /* @__PURE__ */ rt.lazy('AccountRateLimitsUpdatedNotification', () =>
    t.type({ rateLimits: RateLimitSnapshot }),
  );

/** Backend routing policy. Wire values match the accounts/check contract. */
export type AccountRoutingOverride = 'NO_CONSTRAINT' | 'us' | 'us_cr';
/** Backend routing policy. Wire values match the accounts/check contract. */
export const AccountRoutingOverride: t.Type<AccountRoutingOverride> = /* @__PURE__ */ rt.lazy(
  'AccountRoutingOverride',
  () => rt.openEnum(t.keyof({ NO_CONSTRAINT: null, us: null, us_cr: null })),
);

export type AccountSecuritySetupAction = {
  label: string;
  url: string;
};
export const AccountSecuritySetupAction: t.Type<AccountSecuritySetupAction> =
  /* @__PURE__ */ rt.lazy('AccountSecuritySetupAction', () =>
    t.type({ label: t.string, url: t.string }),
  );

export type AccountSecuritySetupNotice = {
  accountId: string;
  action: AccountSecuritySetupAction;
  description: string;
  title: string;
  userId: string;
};
export const AccountSecuritySetupNotice: t.Type<AccountSecuritySetupNotice> =
  /* @__PURE__ */ rt.lazy('AccountSecuritySetupNotice', () =>
    t.type({
      accountId: t.string,
      action: AccountSecuritySetupAction,
      description: t.string,
      title: t.string,
      userId: t.string,
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
export const AccountSession: t.Type<AccountSession> = /* @__PURE__ */ rt.lazy(
  'AccountSession',
  () =>
    t.intersection([
      t.type({
        isActive: t.boolean,
        lastUsedAt: rt.integer,
        sessionId: t.string,
        workspaces: t.array(AccountSessionWorkspace),
      }),
      t.partial({
        displayName: rt.nullable(t.string),
        email: rt.nullable(t.string),
        imageUrl: rt.nullable(t.string),
        selectedWorkspaceAccountId: rt.nullable(t.string),
        userId: rt.nullable(t.string),
      }),
    ]),
);

export type AccountSessionWorkspace = {
  accountId: string;
  imageUrl?: string | null;
  kind?: AccountSessionWorkspaceKind | null;
  name?: string | null;
};
export const AccountSessionWorkspace: t.Type<AccountSessionWorkspace> = /* @__PURE__ */ rt.lazy(
  'AccountSessionWorkspace',
  () =>
    t.intersection([
      t.type({ accountId: t.string }),
      t.partial({
        imageUrl: rt.nullable(t.string),
        kind: rt.nullable(AccountSessionWorkspaceKind),
        name: rt.nullable(t.string),
      }),
    ]),
);

export type AccountSessionWorkspaceKind = 'personal' | 'workspace';
export const AccountSessionWorkspaceKind: t.Type<AccountSessionWorkspaceKind> =
  /* @__PURE__ */ rt.lazy('AccountSessionWorkspaceKind', () =>
    rt.openEnum(t.keyof({ personal: null, workspace: null })),
  );

export type AccountTokenUsageDailyBucket = {
  startDate: string;
  tokens: number;
};
export const AccountTokenUsageDailyBucket: t.Type<AccountTokenUsageDailyBucket> =
  /* @__PURE__ */ rt.lazy('AccountTokenUsageDailyBucket', () =>
    t.type({ startDate: t.string, tokens: rt.integer }),
  );

export type AccountTokenUsageSummary = {
  currentStreakDays?: number | null;
  lifetimeTokens?: number | null;
  longestRunningTurnSec?: number | null;
  longestStreakDays?: number | null;
  peakDailyTokens?: number | null;
};
export const AccountTokenUsageSummary: t.Type<AccountTokenUsageSummary> = /* @__PURE__ */ rt.lazy(
  'AccountTokenUsageSummary',
  () =>
    t.partial({
      currentStreakDays: rt.nullable(rt.integer),
      lifetimeTokens: rt.nullable(rt.integer),
      longestRunningTurnSec: rt.nullable(rt.integer),
      longestStreakDays: rt.nullable(rt.integer),
      peakDailyTokens: rt.nullable(rt.integer),
    }),
);

export type AccountUpdateReason = 'workspaceRoutingReady' | 'unknown';
export const AccountUpdateReason: t.Type<AccountUpdateReason> = /* @__PURE__ */ rt.lazy(
  'AccountUpdateReason',
  () => rt.openEnum(t.keyof({ workspaceRoutingReady: null, unknown: null })),
);

export type AccountUpdatedNotification = {
  authMode?: AuthMode | null;
  planType?: PlanType | null;
  /** Set when initial routing discovery completes for the same authenticated owner. */
  reason?: AccountUpdateReason | null;
};
export const AccountUpdatedNotification: t.Type<AccountUpdatedNotification> =
  /* @__PURE__ */ rt.lazy('AccountUpdatedNotification', () =>
    t.partial({
      authMode: rt.nullable(AuthMode),
      planType: rt.nullable(PlanType),
      reason: rt.nullable(AccountUpdateReason),
    }),
  );

export type AddCreditsNudgeCreditType = 'credits' | 'usage_limit';
export const AddCreditsNudgeCreditType: t.Type<AddCreditsNudgeCreditType> = /* @__PURE__ */ rt.lazy(
  'AddCreditsNudgeCreditType',
  () => rt.openEnum(t.keyof({ credits: null, usage_limit: null })),
);

export type AddCreditsNudgeEmailStatus = 'sent' | 'cooldown_active';
export const AddCreditsNudgeEmailStatus: t.Type<AddCreditsNudgeEmailStatus> =
  /* @__PURE__ */ rt.lazy('AddCreditsNudgeEmailStatus', () =>
    rt.openEnum(t.keyof({ sent: null, cooldown_active: null })),
  );

export type AmazonBedrockAccount = {
  type: 'amazonBedrock';
  usesCodexManagedCredentials?: boolean;
};
export const AmazonBedrockAccount: t.Type<AmazonBedrockAccount> = /* @__PURE__ */ rt.lazy(
  'AmazonBedrockAccount',
  () =>
    t.intersection([
      t.type({ type: t.literal('amazonBedrock') }),
      t.partial({ usesCodexManagedCredentials: t.boolean }),
    ]),
);

export type ApiKeyAccount = {
  type: 'apiKey';
};
export const ApiKeyAccount: t.Type<ApiKeyAccount> = /* @__PURE__ */ rt.lazy('ApiKeyAccount', () =>
  t.type({ type: t.literal('apiKey') }),
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
export const AuthMode: t.Type<AuthMode> = /* @__PURE__ */ rt.lazy('AuthMode', () =>
  rt.openEnum(
    t.keyof({
      apikey: null,
      chatgpt: null,
      chatgptAuthTokens: null,
      headers: null,
      agentIdentity: null,
      personalAccessToken: null,
      bedrockApiKey: null,
      bedrockAccessKeys: null,
    }),
  ),
);

export type CancelLoginAccountParams = {
  loginId: string;
};
export const CancelLoginAccountParams: t.Type<CancelLoginAccountParams> = /* @__PURE__ */ rt.lazy(
  'CancelLoginAccountParams',
  () => t.type({ loginId: t.string }),
);

export type CancelLoginAccountResponse = {
  status: CancelLoginAccountStatus;
};
export const CancelLoginAccountResponse: t.Type<CancelLoginAccountResponse> =
  /* @__PURE__ */ rt.lazy('CancelLoginAccountResponse', () =>
    t.type({ status: CancelLoginAccountStatus }),
  );

export type CancelLoginAccountStatus = 'canceled' | 'notFound';
export const CancelLoginAccountStatus: t.Type<CancelLoginAccountStatus> = /* @__PURE__ */ rt.lazy(
  'CancelLoginAccountStatus',
  () => rt.openEnum(t.keyof({ canceled: null, notFound: null })),
);

export type ChatgptAccount = {
  email: string | null;
  planType: PlanType;
  type: 'chatgpt';
  /** Display name of the selected ChatGPT workspace, when available. */
  workspaceName?: string | null;
};
export const ChatgptAccount: t.Type<ChatgptAccount> = /* @__PURE__ */ rt.lazy(
  'ChatgptAccount',
  () =>
    t.intersection([
      t.type({ email: rt.nullable(t.string), planType: PlanType, type: t.literal('chatgpt') }),
      t.partial({ workspaceName: rt.nullable(t.string) }),
    ]),
);

export type ConsumeAccountRateLimitResetCreditOutcome =
  | 'reset'
  | 'nothingToReset'
  | 'noCredit'
  | 'alreadyRedeemed';
export const ConsumeAccountRateLimitResetCreditOutcome: t.Type<ConsumeAccountRateLimitResetCreditOutcome> =
  /* @__PURE__ */ rt.lazy('ConsumeAccountRateLimitResetCreditOutcome', () =>
    rt.openEnum(
      t.keyof({ reset: null, nothingToReset: null, noCredit: null, alreadyRedeemed: null }),
    ),
  );

export type ConsumeAccountRateLimitResetCreditParams = {
  /** Opaque reset-credit identifier to redeem. When omitted, the backend selects the next available credit. */
  creditId?: string | null;
  /** Identifies one logical reset attempt. A UUID is recommended; reuse the same value when retrying that attempt. */
  idempotencyKey: string;
};
export const ConsumeAccountRateLimitResetCreditParams: t.Type<ConsumeAccountRateLimitResetCreditParams> =
  /* @__PURE__ */ rt.lazy('ConsumeAccountRateLimitResetCreditParams', () =>
    t.intersection([
      t.type({ idempotencyKey: t.string }),
      t.partial({ creditId: rt.nullable(t.string) }),
    ]),
  );

export type ConsumeAccountRateLimitResetCreditResponse = {
  outcome: ConsumeAccountRateLimitResetCreditOutcome;
};
export const ConsumeAccountRateLimitResetCreditResponse: t.Type<ConsumeAccountRateLimitResetCreditResponse> =
  /* @__PURE__ */ rt.lazy('ConsumeAccountRateLimitResetCreditResponse', () =>
    t.type({ outcome: ConsumeAccountRateLimitResetCreditOutcome }),
  );

export type CreditsSnapshot = {
  balance?: string | null;
  hasCredits: boolean;
  unlimited: boolean;
};
export const CreditsSnapshot: t.Type<CreditsSnapshot> = /* @__PURE__ */ rt.lazy(
  'CreditsSnapshot',
  () =>
    t.intersection([
      t.type({ hasCredits: t.boolean, unlimited: t.boolean }),
      t.partial({ balance: rt.nullable(t.string) }),
    ]),
);

export type DesktopOnboardingEntrypoint = 'life_sciences';
export const DesktopOnboardingEntrypoint: t.Type<DesktopOnboardingEntrypoint> =
  /* @__PURE__ */ rt.lazy('DesktopOnboardingEntrypoint', () => t.literal('life_sciences'));

export type GatewayOAuthCancelResponse = { [key: string]: unknown };
export const GatewayOAuthCancelResponse: t.Type<GatewayOAuthCancelResponse> =
  /* @__PURE__ */ rt.lazy('GatewayOAuthCancelResponse', () => t.record(t.string, rt.jsonValue));

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
  /* @__PURE__ */ rt.lazy('GatewayOAuthChangedNotification', () =>
    t.intersection([
      t.type({ providerId: t.string, status: GatewayOAuthStatus }),
      t.partial({
        authUrl: rt.nullable(t.string),
        error: rt.nullable(t.string),
        loginId: rt.nullable(t.string),
      }),
    ]),
  );

/** Authorize a configured provider without changing the default or any thread's provider. */
export type GatewayOAuthLoginParams = {
  /** Select device authorization when the server advertises support for it. */
  deviceAuth?: boolean;
  /** Defaults to the current provider when omitted. */
  modelProvider?: string | null;
};
/** Authorize a configured provider without changing the default or any thread's provider. */
export const GatewayOAuthLoginParams: t.Type<GatewayOAuthLoginParams> = /* @__PURE__ */ rt.lazy(
  'GatewayOAuthLoginParams',
  () => t.partial({ deviceAuth: t.boolean, modelProvider: rt.nullable(t.string) }),
);

export type GatewayOAuthLoginResponse = {
  prompt?: GatewayOAuthPrompt | null;
};
export const GatewayOAuthLoginResponse: t.Type<GatewayOAuthLoginResponse> = /* @__PURE__ */ rt.lazy(
  'GatewayOAuthLoginResponse',
  () => t.partial({ prompt: rt.nullable(GatewayOAuthPrompt) }),
);

export type GatewayOAuthPrompt = {
  loginId: string;
  userCode: string;
  verificationUrl: string;
};
export const GatewayOAuthPrompt: t.Type<GatewayOAuthPrompt> = /* @__PURE__ */ rt.lazy(
  'GatewayOAuthPrompt',
  () => t.type({ loginId: t.string, userCode: t.string, verificationUrl: t.string }),
);

/** Read credential readiness for a configured provider without starting browser login. */
export type GatewayOAuthReadParams = {
  /** Defaults to the current provider when omitted. */
  modelProvider?: string | null;
};
/** Read credential readiness for a configured provider without starting browser login. */
export const GatewayOAuthReadParams: t.Type<GatewayOAuthReadParams> = /* @__PURE__ */ rt.lazy(
  'GatewayOAuthReadParams',
  () => t.partial({ modelProvider: rt.nullable(t.string) }),
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
export const GatewayOAuthReadResponse: t.Type<GatewayOAuthReadResponse> = /* @__PURE__ */ rt.lazy(
  'GatewayOAuthReadResponse',
  () =>
    t.intersection([
      t.type({ providerId: t.string, providerName: t.string, required: t.boolean }),
      t.partial({
        error: rt.nullable(t.string),
        status: rt.nullable(GatewayOAuthStatus),
        supportsDeviceAuth: t.boolean,
      }),
    ]),
);

export type GatewayOAuthStatus = 'notReady' | 'started' | 'succeeded' | 'failed';
export const GatewayOAuthStatus: t.Type<GatewayOAuthStatus> = /* @__PURE__ */ rt.lazy(
  'GatewayOAuthStatus',
  () => rt.openEnum(t.keyof({ notReady: null, started: null, succeeded: null, failed: null })),
);

/** Google Cloud Vertex AI with externally managed credentials. */
export type GcpAccount = {
  type: 'gcp';
};
/** Google Cloud Vertex AI with externally managed credentials. */
export const GcpAccount: t.Type<GcpAccount> = /* @__PURE__ */ rt.lazy('GcpAccount', () =>
  t.type({ type: t.literal('gcp') }),
);

export type GetAccountParams = {
  /**
   * When `true`, requests a proactive token refresh before returning.
   *
   * In managed auth mode this triggers the normal refresh-token flow. In external auth mode this flag is ignored. Clients should refresh tokens themselves and call `account/login/start` with `chatgptAuthTokens`.
   */
  refreshToken?: boolean;
};
export const GetAccountParams: t.Type<GetAccountParams> = /* @__PURE__ */ rt.lazy(
  'GetAccountParams',
  () => t.partial({ refreshToken: t.boolean }),
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
  /* @__PURE__ */ rt.lazy('GetAccountRateLimitsParams', () =>
    t.partial({ excludeResetCreditDetails: t.boolean, supportsLunaReserve: t.boolean }),
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
  /* @__PURE__ */ rt.lazy('GetAccountRateLimitsResponse', () =>
    t.intersection([
      t.type({ rateLimits: RateLimitSnapshot }),
      t.partial({
        accountId: rt.nullable(t.string),
        ordinaryUsageAllowed: rt.nullable(t.boolean),
        rateLimitResetCredits: rt.nullable(RateLimitResetCreditsSummary),
        rateLimitUpsell: rt.jsonValue,
        rateLimitsByLimitId: rt.nullable(t.record(t.string, RateLimitSnapshot)),
      }),
    ]),
  );

export type GetAccountResponse = {
  account?: Account | null;
  requiresOpenaiAuth: boolean;
  /** ChatGPT user ID belonging to this account response, when available. */
  userId?: string | null;
};
export const GetAccountResponse: t.Type<GetAccountResponse> = /* @__PURE__ */ rt.lazy(
  'GetAccountResponse',
  () =>
    t.intersection([
      t.type({ requiresOpenaiAuth: t.boolean }),
      t.partial({ account: rt.nullable(Account), userId: rt.nullable(t.string) }),
    ]),
);

/** Optional security reminder bound to the account that fetched it. Unavailable or ineligible accounts return no notice; this read never changes account security. */
export type GetAccountSecuritySetupResponse = {
  notice?: AccountSecuritySetupNotice | null;
};
/** Optional security reminder bound to the account that fetched it. Unavailable or ineligible accounts return no notice; this read never changes account security. */
export const GetAccountSecuritySetupResponse: t.Type<GetAccountSecuritySetupResponse> =
  /* @__PURE__ */ rt.lazy('GetAccountSecuritySetupResponse', () =>
    t.partial({ notice: rt.nullable(AccountSecuritySetupNotice) }),
  );

export type GetAccountTokenUsageParams = {
  /** When present, read estimated usage for this thread instead of account-wide token activity. */
  threadId?: string | null;
};
export const GetAccountTokenUsageParams: t.Type<GetAccountTokenUsageParams> =
  /* @__PURE__ */ rt.lazy('GetAccountTokenUsageParams', () =>
    t.partial({ threadId: rt.nullable(t.string) }),
  );

export type GetWorkspaceMessagesResponse = {
  /** Whether the workspace-message backend route is available for this client. */
  featureEnabled: boolean;
  /** Active workspace messages returned by the backend. */
  messages: Array<WorkspaceMessage>;
};
export const GetWorkspaceMessagesResponse: t.Type<GetWorkspaceMessagesResponse> =
  /* @__PURE__ */ rt.lazy('GetWorkspaceMessagesResponse', () =>
    t.type({ featureEnabled: t.boolean, messages: t.array(WorkspaceMessage) }),
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
  /* @__PURE__ */ rt.lazyTagged('LoginAccountParams', () =>
    rt.taggedUnion(
      'type',
      {
        apiKey: t.type({ apiKey: t.string, type: t.literal('apiKey') }),
        chatgpt: t.intersection([
          t.type({ type: t.literal('chatgpt') }),
          t.partial({
            appBrand: rt.nullable(LoginAppBrand),
            codexStreamlinedLogin: t.boolean,
            useHostedLoginSuccessPage: t.boolean,
          }),
        ]),
        chatgptDeviceCode: t.type({ type: t.literal('chatgptDeviceCode') }),
        chatgptAuthTokens: t.intersection([
          t.type({
            accessToken: t.string,
            chatgptAccountId: t.string,
            type: t.literal('chatgptAuthTokens'),
          }),
          t.partial({ chatgptPlanType: rt.nullable(t.string) }),
        ]),
        amazonBedrock: t.type({
          apiKey: t.string,
          region: t.string,
          type: t.literal('amazonBedrock'),
        }),
        amazonBedrockAccessKeys: t.intersection([
          t.type({
            accessKeyId: t.string,
            region: t.string,
            secretAccessKey: t.string,
            type: t.literal('amazonBedrockAccessKeys'),
          }),
          t.partial({ sessionToken: rt.nullable(t.string) }),
        ]),
      },
      'LoginAccountParams',
    ),
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
  /* @__PURE__ */ rt.lazyTagged('LoginAccountResponse', () =>
    rt.taggedUnion(
      'type',
      {
        apiKey: t.type({ type: t.literal('apiKey') }),
        chatgpt: t.type({ authUrl: t.string, loginId: t.string, type: t.literal('chatgpt') }),
        chatgptDeviceCode: t.type({
          loginId: t.string,
          type: t.literal('chatgptDeviceCode'),
          userCode: t.string,
          verificationUrl: t.string,
        }),
        chatgptAuthTokens: t.type({ type: t.literal('chatgptAuthTokens') }),
        amazonBedrock: t.type({ type: t.literal('amazonBedrock') }),
      },
      'LoginAccountResponse',
    ),
  );

export type LoginAppBrand = 'codex' | 'chatgpt';
export const LoginAppBrand: t.Type<LoginAppBrand> = /* @__PURE__ */ rt.lazy('LoginAppBrand', () =>
  rt.openEnum(t.keyof({ codex: null, chatgpt: null })),
);

export type LogoutAccountResponse = { [key: string]: unknown };
export const LogoutAccountResponse: t.Type<LogoutAccountResponse> = /* @__PURE__ */ rt.lazy(
  'LogoutAccountResponse',
  () => t.record(t.string, rt.jsonValue),
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
export const PlanType: t.Type<PlanType> = /* @__PURE__ */ rt.lazy('PlanType', () =>
  rt.openEnum(
    t.keyof({
      free: null,
      go: null,
      plus: null,
      pro: null,
      prolite: null,
      promax: null,
      team: null,
      self_serve_business_prolite: null,
      self_serve_business_usage_based: null,
      business: null,
      ent26: null,
      enterprise_cbp_automation: null,
      enterprise_cbp_usage_based: null,
      enterprise: null,
      edu: null,
      edu_plus: null,
      edu_pro: null,
      sci: null,
      sci_plus: null,
      unknown: null,
    }),
  ),
);

export type RateLimitReachedType =
  | 'rate_limit_reached'
  | 'workspace_owner_credits_depleted'
  | 'workspace_member_credits_depleted'
  | 'workspace_owner_usage_limit_reached'
  | 'workspace_member_usage_limit_reached';
export const RateLimitReachedType: t.Type<RateLimitReachedType> = /* @__PURE__ */ rt.lazy(
  'RateLimitReachedType',
  () =>
    rt.openEnum(
      t.keyof({
        rate_limit_reached: null,
        workspace_owner_credits_depleted: null,
        workspace_member_credits_depleted: null,
        workspace_owner_usage_limit_reached: null,
        workspace_member_usage_limit_reached: null,
      }),
    ),
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
export const RateLimitResetCredit: t.Type<RateLimitResetCredit> = /* @__PURE__ */ rt.lazy(
  'RateLimitResetCredit',
  () =>
    t.intersection([
      t.type({
        grantedAt: rt.integer,
        id: t.string,
        resetType: RateLimitResetType,
        status: RateLimitResetCreditStatus,
      }),
      t.partial({
        description: rt.nullable(t.string),
        expiresAt: rt.nullable(rt.integer),
        title: rt.nullable(t.string),
      }),
    ]),
);

export type RateLimitResetCreditStatus = 'available' | 'redeeming' | 'redeemed' | 'unknown';
export const RateLimitResetCreditStatus: t.Type<RateLimitResetCreditStatus> =
  /* @__PURE__ */ rt.lazy('RateLimitResetCreditStatus', () =>
    rt.openEnum(t.keyof({ available: null, redeeming: null, redeemed: null, unknown: null })),
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
  /* @__PURE__ */ rt.lazy('RateLimitResetCreditsSummary', () =>
    t.intersection([
      t.type({ availableCount: rt.integer }),
      t.partial({ credits: rt.nullable(t.array(RateLimitResetCredit)) }),
    ]),
  );

export type RateLimitResetType = 'codexRateLimits' | 'unknown';
export const RateLimitResetType: t.Type<RateLimitResetType> = /* @__PURE__ */ rt.lazy(
  'RateLimitResetType',
  () => rt.openEnum(t.keyof({ codexRateLimits: null, unknown: null })),
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
export const RateLimitSnapshot: t.Type<RateLimitSnapshot> = /* @__PURE__ */ rt.lazy(
  'RateLimitSnapshot',
  () =>
    t.partial({
      credits: rt.nullable(CreditsSnapshot),
      individualLimit: rt.nullable(SpendControlLimitSnapshot),
      limitId: rt.nullable(t.string),
      limitName: rt.nullable(t.string),
      normalModelSlug: rt.nullable(t.string),
      planType: rt.nullable(PlanType),
      primary: rt.nullable(RateLimitWindow),
      rateLimitReachedType: rt.nullable(RateLimitReachedType),
      secondary: rt.nullable(RateLimitWindow),
      spendControlReached: rt.nullable(t.boolean),
    }),
);

export type RateLimitWindow = {
  resetsAt?: number | null;
  usedPercent: number;
  windowDurationMins?: number | null;
};
export const RateLimitWindow: t.Type<RateLimitWindow> = /* @__PURE__ */ rt.lazy(
  'RateLimitWindow',
  () =>
    t.intersection([
      t.type({ usedPercent: rt.integer }),
      t.partial({ resetsAt: rt.nullable(rt.integer), windowDurationMins: rt.nullable(rt.integer) }),
    ]),
);

export type SendAddCreditsNudgeEmailParams = {
  creditType: AddCreditsNudgeCreditType;
};
export const SendAddCreditsNudgeEmailParams: t.Type<SendAddCreditsNudgeEmailParams> =
  /* @__PURE__ */ rt.lazy('SendAddCreditsNudgeEmailParams', () =>
    t.type({ creditType: AddCreditsNudgeCreditType }),
  );

export type SendAddCreditsNudgeEmailResponse = {
  status: AddCreditsNudgeEmailStatus;
};
export const SendAddCreditsNudgeEmailResponse: t.Type<SendAddCreditsNudgeEmailResponse> =
  /* @__PURE__ */ rt.lazy('SendAddCreditsNudgeEmailResponse', () =>
    t.type({ status: AddCreditsNudgeEmailStatus }),
  );

export type SpendControlLimitSnapshot = {
  limit: string;
  remainingPercent: number;
  resetsAt: number;
  used: string;
};
export const SpendControlLimitSnapshot: t.Type<SpendControlLimitSnapshot> = /* @__PURE__ */ rt.lazy(
  'SpendControlLimitSnapshot',
  () =>
    t.type({ limit: t.string, remainingPercent: rt.integer, resetsAt: rt.integer, used: t.string }),
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
export const WorkspaceMessage: t.Type<WorkspaceMessage> = /* @__PURE__ */ rt.lazy(
  'WorkspaceMessage',
  () =>
    t.intersection([
      t.type({ messageBody: t.string, messageId: t.string, messageType: WorkspaceMessageType }),
      t.partial({ archivedAt: rt.nullable(rt.integer), createdAt: rt.nullable(rt.integer) }),
    ]),
);

export type WorkspaceMessageType = 'headline' | 'announcement' | 'unknown';
export const WorkspaceMessageType: t.Type<WorkspaceMessageType> = /* @__PURE__ */ rt.lazy(
  'WorkspaceMessageType',
  () => rt.openEnum(t.keyof({ headline: null, announcement: null, unknown: null })),
);
