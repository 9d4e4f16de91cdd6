// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

const refs: rt.Refs = () => [
  Account,
  AccountSecuritySetupAction,
  AccountSecuritySetupNotice,
  AccountSessionWorkspace,
  AccountSessionWorkspaceKind,
  AccountUpdateReason,
  AddCreditsNudgeCreditType,
  AddCreditsNudgeEmailStatus,
  AmazonBedrockAccount,
  ApiKeyAccount,
  AuthMode,
  CancelLoginAccountStatus,
  ChatgptAccount,
  ConsumeAccountRateLimitResetCreditOutcome,
  CreditsSnapshot,
  DesktopOnboardingEntrypoint,
  GatewayOAuthPrompt,
  GatewayOAuthStatus,
  GcpAccount,
  LoginAppBrand,
  PlanType,
  RateLimitReachedType,
  RateLimitResetCredit,
  RateLimitResetCreditStatus,
  RateLimitResetCreditsSummary,
  RateLimitResetType,
  RateLimitSnapshot,
  RateLimitWindow,
  SpendControlLimitSnapshot,
  WorkspaceMessage,
  WorkspaceMessageType,
];

export type Account = ApiKeyAccount | ChatgptAccount | AmazonBedrockAccount | GcpAccount;
export const Account: rt.TaggedUnionType<Account> = /* @__PURE__ */ rt.defineTagged<Account>(
  'Account',
  refs,
  '[t,type,{apiKey:9,chatgpt:12,amazonBedrock:8,gcp:18}]',
);

export type AccountLoginCompletedNotification = {
  error?: string | null;
  loginId?: string | null;
  onboardingEntrypoint?: DesktopOnboardingEntrypoint | null;
  success: boolean;
};
export const AccountLoginCompletedNotification: t.Type<AccountLoginCompletedNotification> =
  /* @__PURE__ */ rt.define<AccountLoginCompletedNotification>(
    'AccountLoginCompletedNotification',
    refs,
    '[o,{success:b},{error:["?",s],loginId:["?",s],onboardingEntrypoint:["?",15]}]',
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
  /* @__PURE__ */ rt.define<AccountRateLimitsUpdatedNotification>(
    'AccountRateLimitsUpdatedNotification',
    refs,
    '[o,{rateLimits:26}]',
  );

/** Backend routing policy. Wire values match the accounts/check contract. */
export type AccountRoutingOverride = 'NO_CONSTRAINT' | 'us' | 'us_cr';
/** Backend routing policy. Wire values match the accounts/check contract. */
export const AccountRoutingOverride: t.Type<AccountRoutingOverride> =
  /* @__PURE__ */ rt.define<AccountRoutingOverride>(
    'AccountRoutingOverride',
    refs,
    '[e,[NO_CONSTRAINT,us,us_cr]]',
  );

export type AccountSecuritySetupAction = {
  label: string;
  url: string;
};
export const AccountSecuritySetupAction: t.Type<AccountSecuritySetupAction> =
  /* @__PURE__ */ rt.define<AccountSecuritySetupAction>(
    'AccountSecuritySetupAction',
    refs,
    '[o,{label:s,url:s}]',
  );

export type AccountSecuritySetupNotice = {
  accountId: string;
  action: AccountSecuritySetupAction;
  description: string;
  title: string;
  userId: string;
};
export const AccountSecuritySetupNotice: t.Type<AccountSecuritySetupNotice> =
  /* @__PURE__ */ rt.define<AccountSecuritySetupNotice>(
    'AccountSecuritySetupNotice',
    refs,
    '[o,{accountId:s,action:1,description:s,title:s,userId:s}]',
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
export const AccountSession: t.Type<AccountSession> = /* @__PURE__ */ rt.define<AccountSession>(
  'AccountSession',
  refs,
  '[o,{isActive:b,lastUsedAt:i,sessionId:s,workspaces:[a,3]},{displayName:["?",s],email:["?",s],imageUrl:["?",s],selectedWorkspaceAccountId:["?",s],userId:["?",s]}]',
);

export type AccountSessionWorkspace = {
  accountId: string;
  imageUrl?: string | null;
  kind?: AccountSessionWorkspaceKind | null;
  name?: string | null;
};
export const AccountSessionWorkspace: t.Type<AccountSessionWorkspace> =
  /* @__PURE__ */ rt.define<AccountSessionWorkspace>(
    'AccountSessionWorkspace',
    refs,
    '[o,{accountId:s},{imageUrl:["?",s],kind:["?",4],name:["?",s]}]',
  );

export type AccountSessionWorkspaceKind = 'personal' | 'workspace';
export const AccountSessionWorkspaceKind: t.Type<AccountSessionWorkspaceKind> =
  /* @__PURE__ */ rt.define<AccountSessionWorkspaceKind>(
    'AccountSessionWorkspaceKind',
    refs,
    '[e,[personal,workspace]]',
  );

export type AccountTokenUsageDailyBucket = {
  startDate: string;
  tokens: number;
};
export const AccountTokenUsageDailyBucket: t.Type<AccountTokenUsageDailyBucket> =
  /* @__PURE__ */ rt.define<AccountTokenUsageDailyBucket>(
    'AccountTokenUsageDailyBucket',
    refs,
    '[o,{startDate:s,tokens:i}]',
  );

export type AccountTokenUsageSummary = {
  currentStreakDays?: number | null;
  lifetimeTokens?: number | null;
  longestRunningTurnSec?: number | null;
  longestStreakDays?: number | null;
  peakDailyTokens?: number | null;
};
export const AccountTokenUsageSummary: t.Type<AccountTokenUsageSummary> =
  /* @__PURE__ */ rt.define<AccountTokenUsageSummary>(
    'AccountTokenUsageSummary',
    refs,
    '[o,{},{currentStreakDays:["?",i],lifetimeTokens:["?",i],longestRunningTurnSec:["?",i],longestStreakDays:["?",i],peakDailyTokens:["?",i]}]',
  );

export type AccountUpdateReason = 'workspaceRoutingReady' | 'unknown';
export const AccountUpdateReason: t.Type<AccountUpdateReason> =
  /* @__PURE__ */ rt.define<AccountUpdateReason>(
    'AccountUpdateReason',
    refs,
    '[e,[workspaceRoutingReady,unknown]]',
  );

export type AccountUpdatedNotification = {
  authMode?: AuthMode | null;
  planType?: PlanType | null;
  /** Set when initial routing discovery completes for the same authenticated owner. */
  reason?: AccountUpdateReason | null;
};
export const AccountUpdatedNotification: t.Type<AccountUpdatedNotification> =
  /* @__PURE__ */ rt.define<AccountUpdatedNotification>(
    'AccountUpdatedNotification',
    refs,
    '[o,{},{authMode:["?",10],planType:["?",20],reason:["?",5]}]',
  );

export type AddCreditsNudgeCreditType = 'credits' | 'usage_limit';
export const AddCreditsNudgeCreditType: t.Type<AddCreditsNudgeCreditType> =
  /* @__PURE__ */ rt.define<AddCreditsNudgeCreditType>(
    'AddCreditsNudgeCreditType',
    refs,
    '[e,[credits,usage_limit]]',
  );

export type AddCreditsNudgeEmailStatus = 'sent' | 'cooldown_active';
export const AddCreditsNudgeEmailStatus: t.Type<AddCreditsNudgeEmailStatus> =
  /* @__PURE__ */ rt.define<AddCreditsNudgeEmailStatus>(
    'AddCreditsNudgeEmailStatus',
    refs,
    '[e,[sent,cooldown_active]]',
  );

export type AmazonBedrockAccount = {
  type: 'amazonBedrock';
  usesCodexManagedCredentials?: boolean;
};
export const AmazonBedrockAccount: t.Type<AmazonBedrockAccount> =
  /* @__PURE__ */ rt.define<AmazonBedrockAccount>(
    'AmazonBedrockAccount',
    refs,
    '[o,{type:[l,amazonBedrock]},{usesCodexManagedCredentials:b}]',
  );

export type ApiKeyAccount = {
  type: 'apiKey';
};
export const ApiKeyAccount: t.Type<ApiKeyAccount> = /* @__PURE__ */ rt.define<ApiKeyAccount>(
  'ApiKeyAccount',
  refs,
  '[o,{type:[l,apiKey]}]',
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
export const AuthMode: t.Type<AuthMode> = /* @__PURE__ */ rt.define<AuthMode>(
  'AuthMode',
  refs,
  '[e,[apikey,chatgpt,chatgptAuthTokens,headers,agentIdentity,personalAccessToken,bedrockApiKey,bedrockAccessKeys]]',
);

export type CancelLoginAccountParams = {
  loginId: string;
};
export const CancelLoginAccountParams: t.Type<CancelLoginAccountParams> =
  /* @__PURE__ */ rt.define<CancelLoginAccountParams>(
    'CancelLoginAccountParams',
    refs,
    '[o,{loginId:s}]',
  );

export type CancelLoginAccountResponse = {
  status: CancelLoginAccountStatus;
};
export const CancelLoginAccountResponse: t.Type<CancelLoginAccountResponse> =
  /* @__PURE__ */ rt.define<CancelLoginAccountResponse>(
    'CancelLoginAccountResponse',
    refs,
    '[o,{status:11}]',
  );

export type CancelLoginAccountStatus = 'canceled' | 'notFound';
export const CancelLoginAccountStatus: t.Type<CancelLoginAccountStatus> =
  /* @__PURE__ */ rt.define<CancelLoginAccountStatus>(
    'CancelLoginAccountStatus',
    refs,
    '[e,[canceled,notFound]]',
  );

export type ChatgptAccount = {
  email: string | null;
  planType: PlanType;
  type: 'chatgpt';
  /** Display name of the selected ChatGPT workspace, when available. */
  workspaceName?: string | null;
};
export const ChatgptAccount: t.Type<ChatgptAccount> = /* @__PURE__ */ rt.define<ChatgptAccount>(
  'ChatgptAccount',
  refs,
  '[o,{email:["?",s],planType:20,type:[l,chatgpt]},{workspaceName:["?",s]}]',
);

export type ConsumeAccountRateLimitResetCreditOutcome =
  | 'reset'
  | 'nothingToReset'
  | 'noCredit'
  | 'alreadyRedeemed';
export const ConsumeAccountRateLimitResetCreditOutcome: t.Type<ConsumeAccountRateLimitResetCreditOutcome> =
  /* @__PURE__ */ rt.define<ConsumeAccountRateLimitResetCreditOutcome>(
    'ConsumeAccountRateLimitResetCreditOutcome',
    refs,
    '[e,[reset,nothingToReset,noCredit,alreadyRedeemed]]',
  );

export type ConsumeAccountRateLimitResetCreditParams = {
  /** Opaque reset-credit identifier to redeem. When omitted, the backend selects the next available credit. */
  creditId?: string | null;
  /** Identifies one logical reset attempt. A UUID is recommended; reuse the same value when retrying that attempt. */
  idempotencyKey: string;
};
export const ConsumeAccountRateLimitResetCreditParams: t.Type<ConsumeAccountRateLimitResetCreditParams> =
  /* @__PURE__ */ rt.define<ConsumeAccountRateLimitResetCreditParams>(
    'ConsumeAccountRateLimitResetCreditParams',
    refs,
    '[o,{idempotencyKey:s},{creditId:["?",s]}]',
  );

export type ConsumeAccountRateLimitResetCreditResponse = {
  outcome: ConsumeAccountRateLimitResetCreditOutcome;
};
export const ConsumeAccountRateLimitResetCreditResponse: t.Type<ConsumeAccountRateLimitResetCreditResponse> =
  /* @__PURE__ */ rt.define<ConsumeAccountRateLimitResetCreditResponse>(
    'ConsumeAccountRateLimitResetCreditResponse',
    refs,
    '[o,{outcome:13}]',
  );

export type CreditsSnapshot = {
  balance?: string | null;
  hasCredits: boolean;
  unlimited: boolean;
};
export const CreditsSnapshot: t.Type<CreditsSnapshot> = /* @__PURE__ */ rt.define<CreditsSnapshot>(
  'CreditsSnapshot',
  refs,
  '[o,{hasCredits:b,unlimited:b},{balance:["?",s]}]',
);

export type DesktopOnboardingEntrypoint = 'life_sciences';
export const DesktopOnboardingEntrypoint: t.Type<DesktopOnboardingEntrypoint> =
  /* @__PURE__ */ rt.define<DesktopOnboardingEntrypoint>(
    'DesktopOnboardingEntrypoint',
    refs,
    '[l,life_sciences]',
  );

export type GatewayOAuthCancelResponse = { [key: string]: unknown };
export const GatewayOAuthCancelResponse: t.Type<GatewayOAuthCancelResponse> =
  /* @__PURE__ */ rt.define<GatewayOAuthCancelResponse>(
    'GatewayOAuthCancelResponse',
    refs,
    '[r,u]',
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
  /* @__PURE__ */ rt.define<GatewayOAuthChangedNotification>(
    'GatewayOAuthChangedNotification',
    refs,
    '[o,{providerId:s,status:17},{authUrl:["?",s],error:["?",s],loginId:["?",s]}]',
  );

/** Authorize a configured provider without changing the default or any thread's provider. */
export type GatewayOAuthLoginParams = {
  /** Select device authorization when the server advertises support for it. */
  deviceAuth?: boolean;
  /** Defaults to the current provider when omitted. */
  modelProvider?: string | null;
};
/** Authorize a configured provider without changing the default or any thread's provider. */
export const GatewayOAuthLoginParams: t.Type<GatewayOAuthLoginParams> =
  /* @__PURE__ */ rt.define<GatewayOAuthLoginParams>(
    'GatewayOAuthLoginParams',
    refs,
    '[o,{},{deviceAuth:b,modelProvider:["?",s]}]',
  );

export type GatewayOAuthLoginResponse = {
  prompt?: GatewayOAuthPrompt | null;
};
export const GatewayOAuthLoginResponse: t.Type<GatewayOAuthLoginResponse> =
  /* @__PURE__ */ rt.define<GatewayOAuthLoginResponse>(
    'GatewayOAuthLoginResponse',
    refs,
    '[o,{},{prompt:["?",16]}]',
  );

export type GatewayOAuthPrompt = {
  loginId: string;
  userCode: string;
  verificationUrl: string;
};
export const GatewayOAuthPrompt: t.Type<GatewayOAuthPrompt> =
  /* @__PURE__ */ rt.define<GatewayOAuthPrompt>(
    'GatewayOAuthPrompt',
    refs,
    '[o,{loginId:s,userCode:s,verificationUrl:s}]',
  );

/** Read credential readiness for a configured provider without starting browser login. */
export type GatewayOAuthReadParams = {
  /** Defaults to the current provider when omitted. */
  modelProvider?: string | null;
};
/** Read credential readiness for a configured provider without starting browser login. */
export const GatewayOAuthReadParams: t.Type<GatewayOAuthReadParams> =
  /* @__PURE__ */ rt.define<GatewayOAuthReadParams>(
    'GatewayOAuthReadParams',
    refs,
    '[o,{},{modelProvider:["?",s]}]',
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
  /* @__PURE__ */ rt.define<GatewayOAuthReadResponse>(
    'GatewayOAuthReadResponse',
    refs,
    '[o,{providerId:s,providerName:s,required:b},{error:["?",s],status:["?",17],supportsDeviceAuth:b}]',
  );

export type GatewayOAuthStatus = 'notReady' | 'started' | 'succeeded' | 'failed';
export const GatewayOAuthStatus: t.Type<GatewayOAuthStatus> =
  /* @__PURE__ */ rt.define<GatewayOAuthStatus>(
    'GatewayOAuthStatus',
    refs,
    '[e,[notReady,started,succeeded,failed]]',
  );

/** Google Cloud Vertex AI with externally managed credentials. */
export type GcpAccount = {
  type: 'gcp';
};
/** Google Cloud Vertex AI with externally managed credentials. */
export const GcpAccount: t.Type<GcpAccount> = /* @__PURE__ */ rt.define<GcpAccount>(
  'GcpAccount',
  refs,
  '[o,{type:[l,gcp]}]',
);

export type GetAccountParams = {
  /**
   * When `true`, requests a proactive token refresh before returning.
   *
   * In managed auth mode this triggers the normal refresh-token flow. In external auth mode this flag is ignored. Clients should refresh tokens themselves and call `account/login/start` with `chatgptAuthTokens`.
   */
  refreshToken?: boolean;
};
export const GetAccountParams: t.Type<GetAccountParams> =
  /* @__PURE__ */ rt.define<GetAccountParams>('GetAccountParams', refs, '[o,{},{refreshToken:b}]');

/** Usage-read capabilities of the requesting client, never inferred from its experiment arm. */
export type GetAccountRateLimitsParams = {
  /** Skip the separate reset-credit detail lookup for background usage polls. The usage response still includes the available count; omitted/false preserves detailed reads. */
  excludeResetCreditDetails?: boolean;
  /** The client supports automatic Luna Reserve fallback. For eligible ChatGPT CLI users, allow the backend to record experiment exposure after ordinary usage is blocked. */
  supportsLunaReserve?: boolean;
};
/** Usage-read capabilities of the requesting client, never inferred from its experiment arm. */
export const GetAccountRateLimitsParams: t.Type<GetAccountRateLimitsParams> =
  /* @__PURE__ */ rt.define<GetAccountRateLimitsParams>(
    'GetAccountRateLimitsParams',
    refs,
    '[o,{},{excludeResetCreditDetails:b,supportsLunaReserve:b}]',
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
  /* @__PURE__ */ rt.define<GetAccountRateLimitsResponse>(
    'GetAccountRateLimitsResponse',
    refs,
    '[o,{rateLimits:26},{accountId:["?",s],ordinaryUsageAllowed:["?",b],rateLimitResetCredits:["?",24],rateLimitUpsell:u,rateLimitsByLimitId:["?",[r,26]]}]',
  );

export type GetAccountResponse = {
  account?: Account | null;
  requiresOpenaiAuth: boolean;
  /** ChatGPT user ID belonging to this account response, when available. */
  userId?: string | null;
};
export const GetAccountResponse: t.Type<GetAccountResponse> =
  /* @__PURE__ */ rt.define<GetAccountResponse>(
    'GetAccountResponse',
    refs,
    '[o,{requiresOpenaiAuth:b},{account:["?",0],userId:["?",s]}]',
  );

/** Optional security reminder bound to the account that fetched it. Unavailable or ineligible accounts return no notice; this read never changes account security. */
export type GetAccountSecuritySetupResponse = {
  notice?: AccountSecuritySetupNotice | null;
};
/** Optional security reminder bound to the account that fetched it. Unavailable or ineligible accounts return no notice; this read never changes account security. */
export const GetAccountSecuritySetupResponse: t.Type<GetAccountSecuritySetupResponse> =
  /* @__PURE__ */ rt.define<GetAccountSecuritySetupResponse>(
    'GetAccountSecuritySetupResponse',
    refs,
    '[o,{},{notice:["?",2]}]',
  );

export type GetAccountTokenUsageParams = {
  /** When present, read estimated usage for this thread instead of account-wide token activity. */
  threadId?: string | null;
};
export const GetAccountTokenUsageParams: t.Type<GetAccountTokenUsageParams> =
  /* @__PURE__ */ rt.define<GetAccountTokenUsageParams>(
    'GetAccountTokenUsageParams',
    refs,
    '[o,{},{threadId:["?",s]}]',
  );

export type GetWorkspaceMessagesResponse = {
  /** Whether the workspace-message backend route is available for this client. */
  featureEnabled: boolean;
  /** Active workspace messages returned by the backend. */
  messages: Array<WorkspaceMessage>;
};
export const GetWorkspaceMessagesResponse: t.Type<GetWorkspaceMessagesResponse> =
  /* @__PURE__ */ rt.define<GetWorkspaceMessagesResponse>(
    'GetWorkspaceMessagesResponse',
    refs,
    '[o,{featureEnabled:b,messages:[a,29]}]',
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
  /* @__PURE__ */ rt.defineTagged<LoginAccountParams>(
    'LoginAccountParams',
    refs,
    '[t,type,{apiKey:[o,{apiKey:s,type:[l,apiKey]}],chatgpt:[o,{type:[l,chatgpt]},{appBrand:["?",19],codexStreamlinedLogin:b,useHostedLoginSuccessPage:b}],chatgptDeviceCode:[o,{type:[l,chatgptDeviceCode]}],chatgptAuthTokens:[o,{accessToken:s,chatgptAccountId:s,type:[l,chatgptAuthTokens]},{chatgptPlanType:["?",s]}],amazonBedrock:[o,{apiKey:s,region:s,type:[l,amazonBedrock]}],amazonBedrockAccessKeys:[o,{accessKeyId:s,region:s,secretAccessKey:s,type:[l,amazonBedrockAccessKeys]},{sessionToken:["?",s]}]}]',
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
  /* @__PURE__ */ rt.defineTagged<LoginAccountResponse>(
    'LoginAccountResponse',
    refs,
    '[t,type,{apiKey:[o,{type:[l,apiKey]}],chatgpt:[o,{authUrl:s,loginId:s,type:[l,chatgpt]}],chatgptDeviceCode:[o,{loginId:s,type:[l,chatgptDeviceCode],userCode:s,verificationUrl:s}],chatgptAuthTokens:[o,{type:[l,chatgptAuthTokens]}],amazonBedrock:[o,{type:[l,amazonBedrock]}]}]',
  );

export type LoginAppBrand = 'codex' | 'chatgpt';
export const LoginAppBrand: t.Type<LoginAppBrand> = /* @__PURE__ */ rt.define<LoginAppBrand>(
  'LoginAppBrand',
  refs,
  '[e,[codex,chatgpt]]',
);

export type LogoutAccountResponse = { [key: string]: unknown };
export const LogoutAccountResponse: t.Type<LogoutAccountResponse> =
  /* @__PURE__ */ rt.define<LogoutAccountResponse>('LogoutAccountResponse', refs, '[r,u]');

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
export const PlanType: t.Type<PlanType> = /* @__PURE__ */ rt.define<PlanType>(
  'PlanType',
  refs,
  '[e,[free,go,plus,pro,prolite,promax,team,self_serve_business_prolite,self_serve_business_usage_based,business,ent26,enterprise_cbp_automation,enterprise_cbp_usage_based,enterprise,edu,edu_plus,edu_pro,sci,sci_plus,unknown]]',
);

export type RateLimitReachedType =
  | 'rate_limit_reached'
  | 'workspace_owner_credits_depleted'
  | 'workspace_member_credits_depleted'
  | 'workspace_owner_usage_limit_reached'
  | 'workspace_member_usage_limit_reached';
export const RateLimitReachedType: t.Type<RateLimitReachedType> =
  /* @__PURE__ */ rt.define<RateLimitReachedType>(
    'RateLimitReachedType',
    refs,
    '[e,[rate_limit_reached,workspace_owner_credits_depleted,workspace_member_credits_depleted,workspace_owner_usage_limit_reached,workspace_member_usage_limit_reached]]',
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
export const RateLimitResetCredit: t.Type<RateLimitResetCredit> =
  /* @__PURE__ */ rt.define<RateLimitResetCredit>(
    'RateLimitResetCredit',
    refs,
    '[o,{grantedAt:i,id:s,resetType:25,status:23},{description:["?",s],expiresAt:["?",i],title:["?",s]}]',
  );

export type RateLimitResetCreditStatus = 'available' | 'redeeming' | 'redeemed' | 'unknown';
export const RateLimitResetCreditStatus: t.Type<RateLimitResetCreditStatus> =
  /* @__PURE__ */ rt.define<RateLimitResetCreditStatus>(
    'RateLimitResetCreditStatus',
    refs,
    '[e,[available,redeeming,redeemed,unknown]]',
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
  /* @__PURE__ */ rt.define<RateLimitResetCreditsSummary>(
    'RateLimitResetCreditsSummary',
    refs,
    '[o,{availableCount:i},{credits:["?",[a,22]]}]',
  );

export type RateLimitResetType = 'codexRateLimits' | 'unknown';
export const RateLimitResetType: t.Type<RateLimitResetType> =
  /* @__PURE__ */ rt.define<RateLimitResetType>(
    'RateLimitResetType',
    refs,
    '[e,[codexRateLimits,unknown]]',
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
export const RateLimitSnapshot: t.Type<RateLimitSnapshot> =
  /* @__PURE__ */ rt.define<RateLimitSnapshot>(
    'RateLimitSnapshot',
    refs,
    '[o,{},{credits:["?",14],individualLimit:["?",28],limitId:["?",s],limitName:["?",s],normalModelSlug:["?",s],planType:["?",20],primary:["?",27],rateLimitReachedType:["?",21],secondary:["?",27],spendControlReached:["?",b]}]',
  );

export type RateLimitWindow = {
  resetsAt?: number | null;
  usedPercent: number;
  windowDurationMins?: number | null;
};
export const RateLimitWindow: t.Type<RateLimitWindow> = /* @__PURE__ */ rt.define<RateLimitWindow>(
  'RateLimitWindow',
  refs,
  '[o,{usedPercent:i},{resetsAt:["?",i],windowDurationMins:["?",i]}]',
);

export type SendAddCreditsNudgeEmailParams = {
  creditType: AddCreditsNudgeCreditType;
};
export const SendAddCreditsNudgeEmailParams: t.Type<SendAddCreditsNudgeEmailParams> =
  /* @__PURE__ */ rt.define<SendAddCreditsNudgeEmailParams>(
    'SendAddCreditsNudgeEmailParams',
    refs,
    '[o,{creditType:6}]',
  );

export type SendAddCreditsNudgeEmailResponse = {
  status: AddCreditsNudgeEmailStatus;
};
export const SendAddCreditsNudgeEmailResponse: t.Type<SendAddCreditsNudgeEmailResponse> =
  /* @__PURE__ */ rt.define<SendAddCreditsNudgeEmailResponse>(
    'SendAddCreditsNudgeEmailResponse',
    refs,
    '[o,{status:7}]',
  );

export type SpendControlLimitSnapshot = {
  limit: string;
  remainingPercent: number;
  resetsAt: number;
  used: string;
};
export const SpendControlLimitSnapshot: t.Type<SpendControlLimitSnapshot> =
  /* @__PURE__ */ rt.define<SpendControlLimitSnapshot>(
    'SpendControlLimitSnapshot',
    refs,
    '[o,{limit:s,remainingPercent:i,resetsAt:i,used:s}]',
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
export const WorkspaceMessage: t.Type<WorkspaceMessage> =
  /* @__PURE__ */ rt.define<WorkspaceMessage>(
    'WorkspaceMessage',
    refs,
    '[o,{messageBody:s,messageId:s,messageType:30},{archivedAt:["?",i],createdAt:["?",i]}]',
  );

export type WorkspaceMessageType = 'headline' | 'announcement' | 'unknown';
export const WorkspaceMessageType: t.Type<WorkspaceMessageType> =
  /* @__PURE__ */ rt.define<WorkspaceMessageType>(
    'WorkspaceMessageType',
    refs,
    '[e,[headline,announcement,unknown]]',
  );
