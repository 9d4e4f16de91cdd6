// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

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

export type AddCreditsNudgeCreditType = 'credits' | 'usage_limit';
export const AddCreditsNudgeCreditType: t.Type<AddCreditsNudgeCreditType> =
  /* @__PURE__ */ rt.deferred('AddCreditsNudgeCreditType', () =>
    rt.enumeration<AddCreditsNudgeCreditType>('AddCreditsNudgeCreditType', [
      'credits',
      'usage_limit',
    ]),
  );

export type AddCreditsNudgeEmailStatus = 'sent' | 'cooldown_active';
export const AddCreditsNudgeEmailStatus: t.Type<AddCreditsNudgeEmailStatus> =
  /* @__PURE__ */ rt.deferred('AddCreditsNudgeEmailStatus', () =>
    rt.enumeration<AddCreditsNudgeEmailStatus>('AddCreditsNudgeEmailStatus', [
      'sent',
      'cooldown_active',
    ]),
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
export const AuthMode: t.Type<AuthMode> = /* @__PURE__ */ rt.deferred('AuthMode', () =>
  rt.enumeration<AuthMode>('AuthMode', [
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
  /* @__PURE__ */ rt.deferred('CancelLoginAccountParams', () =>
    rt.object<CancelLoginAccountParams>('CancelLoginAccountParams', { loginId: rt.string }),
  );

export type CancelLoginAccountResponse = {
  status: CancelLoginAccountStatus;
};
export const CancelLoginAccountResponse: t.Type<CancelLoginAccountResponse> =
  /* @__PURE__ */ rt.deferred('CancelLoginAccountResponse', () =>
    rt.object<CancelLoginAccountResponse>('CancelLoginAccountResponse', {
      status: rt.ref('CancelLoginAccountStatus', () => CancelLoginAccountStatus),
    }),
  );

export type CancelLoginAccountStatus = 'canceled' | 'notFound';
export const CancelLoginAccountStatus: t.Type<CancelLoginAccountStatus> =
  /* @__PURE__ */ rt.deferred('CancelLoginAccountStatus', () =>
    rt.enumeration<CancelLoginAccountStatus>('CancelLoginAccountStatus', ['canceled', 'notFound']),
  );

export type ConsumeAccountRateLimitResetCreditOutcome =
  | 'reset'
  | 'nothingToReset'
  | 'noCredit'
  | 'alreadyRedeemed';
export const ConsumeAccountRateLimitResetCreditOutcome: t.Type<ConsumeAccountRateLimitResetCreditOutcome> =
  /* @__PURE__ */ rt.deferred('ConsumeAccountRateLimitResetCreditOutcome', () =>
    rt.enumeration<ConsumeAccountRateLimitResetCreditOutcome>(
      'ConsumeAccountRateLimitResetCreditOutcome',
      ['reset', 'nothingToReset', 'noCredit', 'alreadyRedeemed'],
    ),
  );

export type ConsumeAccountRateLimitResetCreditParams = {
  /** Opaque reset-credit identifier to redeem. When omitted, the backend selects the next available credit. */
  creditId?: string | null;
  /** Identifies one logical reset attempt. A UUID is recommended; reuse the same value when retrying that attempt. */
  idempotencyKey: string;
};
export const ConsumeAccountRateLimitResetCreditParams: t.Type<ConsumeAccountRateLimitResetCreditParams> =
  /* @__PURE__ */ rt.deferred('ConsumeAccountRateLimitResetCreditParams', () =>
    rt.object<ConsumeAccountRateLimitResetCreditParams>(
      'ConsumeAccountRateLimitResetCreditParams',
      { idempotencyKey: rt.string },
      { creditId: rt.nullable(rt.string) },
    ),
  );

export type ConsumeAccountRateLimitResetCreditResponse = {
  outcome: ConsumeAccountRateLimitResetCreditOutcome;
};
export const ConsumeAccountRateLimitResetCreditResponse: t.Type<ConsumeAccountRateLimitResetCreditResponse> =
  /* @__PURE__ */ rt.deferred('ConsumeAccountRateLimitResetCreditResponse', () =>
    rt.object<ConsumeAccountRateLimitResetCreditResponse>(
      'ConsumeAccountRateLimitResetCreditResponse',
      {
        outcome: rt.ref(
          'ConsumeAccountRateLimitResetCreditOutcome',
          () => ConsumeAccountRateLimitResetCreditOutcome,
        ),
      },
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
  /* @__PURE__ */ rt.deferred('GatewayOAuthChangedNotification', () =>
    rt.object<GatewayOAuthChangedNotification>(
      'GatewayOAuthChangedNotification',
      { providerId: rt.string, status: rt.ref('GatewayOAuthStatus', () => GatewayOAuthStatus) },
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
  () =>
    rt.object<GatewayOAuthLoginParams>(
      'GatewayOAuthLoginParams',
      {},
      { deviceAuth: rt.boolean, modelProvider: rt.nullable(rt.string) },
    ),
);

export type GatewayOAuthLoginResponse = {
  prompt?: GatewayOAuthPrompt | null;
};
export const GatewayOAuthLoginResponse: t.Type<GatewayOAuthLoginResponse> =
  /* @__PURE__ */ rt.deferred('GatewayOAuthLoginResponse', () =>
    rt.object<GatewayOAuthLoginResponse>(
      'GatewayOAuthLoginResponse',
      {},
      { prompt: rt.nullable(rt.ref('GatewayOAuthPrompt', () => GatewayOAuthPrompt)) },
    ),
  );

export type GatewayOAuthPrompt = {
  loginId: string;
  userCode: string;
  verificationUrl: string;
};
export const GatewayOAuthPrompt: t.Type<GatewayOAuthPrompt> = /* @__PURE__ */ rt.deferred(
  'GatewayOAuthPrompt',
  () =>
    rt.object<GatewayOAuthPrompt>('GatewayOAuthPrompt', {
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
  () =>
    rt.object<GatewayOAuthReadParams>(
      'GatewayOAuthReadParams',
      {},
      { modelProvider: rt.nullable(rt.string) },
    ),
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
  /* @__PURE__ */ rt.deferred('GatewayOAuthReadResponse', () =>
    rt.object<GatewayOAuthReadResponse>(
      'GatewayOAuthReadResponse',
      { providerId: rt.string, providerName: rt.string, required: rt.boolean },
      {
        error: rt.nullable(rt.string),
        status: rt.nullable(rt.ref('GatewayOAuthStatus', () => GatewayOAuthStatus)),
        supportsDeviceAuth: rt.boolean,
      },
    ),
  );

export type GatewayOAuthStatus = 'notReady' | 'started' | 'succeeded' | 'failed';
export const GatewayOAuthStatus: t.Type<GatewayOAuthStatus> = /* @__PURE__ */ rt.deferred(
  'GatewayOAuthStatus',
  () =>
    rt.enumeration<GatewayOAuthStatus>('GatewayOAuthStatus', [
      'notReady',
      'started',
      'succeeded',
      'failed',
    ]),
);

/** Google Cloud Vertex AI with externally managed credentials. */
export type GcpAccount = {
  type: 'gcp';
};
/** Google Cloud Vertex AI with externally managed credentials. */
export const GcpAccount: t.Type<GcpAccount> = /* @__PURE__ */ rt.deferred('GcpAccount', () =>
  rt.object<GcpAccount>('GcpAccount', { type: rt.literal('gcp') }),
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
  /* @__PURE__ */ rt.deferredTagged('LoginAccountParams', () =>
    rt.taggedUnion<LoginAccountParams>('LoginAccountParams', 'type', {
      apiKey: rt.object('LoginAccountParams:apiKey', {
        apiKey: rt.string,
        type: rt.literal('apiKey'),
      }),
      chatgpt: rt.object(
        'LoginAccountParams:chatgpt',
        { type: rt.literal('chatgpt') },
        {
          appBrand: rt.nullable(rt.ref('LoginAppBrand', () => LoginAppBrand)),
          codexStreamlinedLogin: rt.boolean,
          useHostedLoginSuccessPage: rt.boolean,
        },
      ),
      chatgptDeviceCode: rt.object('LoginAccountParams:chatgptDeviceCode', {
        type: rt.literal('chatgptDeviceCode'),
      }),
      chatgptAuthTokens: rt.object(
        'LoginAccountParams:chatgptAuthTokens',
        {
          accessToken: rt.string,
          chatgptAccountId: rt.string,
          type: rt.literal('chatgptAuthTokens'),
        },
        { chatgptPlanType: rt.nullable(rt.string) },
      ),
      amazonBedrock: rt.object('LoginAccountParams:amazonBedrock', {
        apiKey: rt.string,
        region: rt.string,
        type: rt.literal('amazonBedrock'),
      }),
      amazonBedrockAccessKeys: rt.object(
        'LoginAccountParams:amazonBedrockAccessKeys',
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
  /* @__PURE__ */ rt.deferredTagged('LoginAccountResponse', () =>
    rt.taggedUnion<LoginAccountResponse>('LoginAccountResponse', 'type', {
      apiKey: rt.object('LoginAccountResponse:apiKey', { type: rt.literal('apiKey') }),
      chatgpt: rt.object('LoginAccountResponse:chatgpt', {
        authUrl: rt.string,
        loginId: rt.string,
        type: rt.literal('chatgpt'),
      }),
      chatgptDeviceCode: rt.object('LoginAccountResponse:chatgptDeviceCode', {
        loginId: rt.string,
        type: rt.literal('chatgptDeviceCode'),
        userCode: rt.string,
        verificationUrl: rt.string,
      }),
      chatgptAuthTokens: rt.object('LoginAccountResponse:chatgptAuthTokens', {
        type: rt.literal('chatgptAuthTokens'),
      }),
      amazonBedrock: rt.object('LoginAccountResponse:amazonBedrock', {
        type: rt.literal('amazonBedrock'),
      }),
    }),
  );

export type LoginAppBrand = 'codex' | 'chatgpt';
export const LoginAppBrand: t.Type<LoginAppBrand> = /* @__PURE__ */ rt.deferred(
  'LoginAppBrand',
  () => rt.enumeration<LoginAppBrand>('LoginAppBrand', ['codex', 'chatgpt']),
);

export type LogoutAccountResponse = { [key: string]: unknown };
export const LogoutAccountResponse: t.Type<LogoutAccountResponse> = /* @__PURE__ */ rt.deferred(
  'LogoutAccountResponse',
  () => rt.typed<LogoutAccountResponse>(rt.record(rt.unknownValue)),
);

export type SendAddCreditsNudgeEmailParams = {
  creditType: AddCreditsNudgeCreditType;
};
export const SendAddCreditsNudgeEmailParams: t.Type<SendAddCreditsNudgeEmailParams> =
  /* @__PURE__ */ rt.deferred('SendAddCreditsNudgeEmailParams', () =>
    rt.object<SendAddCreditsNudgeEmailParams>('SendAddCreditsNudgeEmailParams', {
      creditType: rt.ref('AddCreditsNudgeCreditType', () => AddCreditsNudgeCreditType),
    }),
  );

export type SendAddCreditsNudgeEmailResponse = {
  status: AddCreditsNudgeEmailStatus;
};
export const SendAddCreditsNudgeEmailResponse: t.Type<SendAddCreditsNudgeEmailResponse> =
  /* @__PURE__ */ rt.deferred('SendAddCreditsNudgeEmailResponse', () =>
    rt.object<SendAddCreditsNudgeEmailResponse>('SendAddCreditsNudgeEmailResponse', {
      status: rt.ref('AddCreditsNudgeEmailStatus', () => AddCreditsNudgeEmailStatus),
    }),
  );
