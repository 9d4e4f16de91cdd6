// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../../lib/protocol/runtime/index.js';

import {
  Account,
  AccountSecuritySetupNotice,
  AccountTokenUsageDailyBucket,
  AccountTokenUsageSummary,
} from './account.js';
import { RateLimitResetCreditsSummary, RateLimitSnapshot, WorkspaceMessage } from './misc-3.js';
import { ThreadUsage } from './thread-2.js';

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
  () => rt.object<GetAccountParams>('GetAccountParams', {}, { refreshToken: rt.boolean }),
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
  /* @__PURE__ */ rt.deferred('GetAccountRateLimitsParams', () =>
    rt.object<GetAccountRateLimitsParams>(
      'GetAccountRateLimitsParams',
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
  /* @__PURE__ */ rt.deferred('GetAccountRateLimitsResponse', () =>
    rt.object<GetAccountRateLimitsResponse>(
      'GetAccountRateLimitsResponse',
      { rateLimits: rt.ref('RateLimitSnapshot', () => RateLimitSnapshot) },
      {
        accountId: rt.nullable(rt.string),
        ordinaryUsageAllowed: rt.nullable(rt.boolean),
        rateLimitResetCredits: rt.nullable(
          rt.ref('RateLimitResetCreditsSummary', () => RateLimitResetCreditsSummary),
        ),
        rateLimitUpsell: rt.unknownValue,
        rateLimitsByLimitId: rt.nullable(
          rt.record(rt.ref('RateLimitSnapshot', () => RateLimitSnapshot)),
        ),
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
  () =>
    rt.object<GetAccountResponse>(
      'GetAccountResponse',
      { requiresOpenaiAuth: rt.boolean },
      { account: rt.nullable(rt.ref('Account', () => Account)), userId: rt.nullable(rt.string) },
    ),
);

/** Optional security reminder bound to the account that fetched it. Unavailable or ineligible accounts return no notice; this read never changes account security. */
export type GetAccountSecuritySetupResponse = {
  notice?: AccountSecuritySetupNotice | null;
};
/** Optional security reminder bound to the account that fetched it. Unavailable or ineligible accounts return no notice; this read never changes account security. */
export const GetAccountSecuritySetupResponse: t.Type<GetAccountSecuritySetupResponse> =
  /* @__PURE__ */ rt.deferred('GetAccountSecuritySetupResponse', () =>
    rt.object<GetAccountSecuritySetupResponse>(
      'GetAccountSecuritySetupResponse',
      {},
      {
        notice: rt.nullable(rt.ref('AccountSecuritySetupNotice', () => AccountSecuritySetupNotice)),
      },
    ),
  );

export type GetAccountTokenUsageParams = {
  /** When present, read estimated usage for this thread instead of account-wide token activity. */
  threadId?: string | null;
};
export const GetAccountTokenUsageParams: t.Type<GetAccountTokenUsageParams> =
  /* @__PURE__ */ rt.deferred('GetAccountTokenUsageParams', () =>
    rt.object<GetAccountTokenUsageParams>(
      'GetAccountTokenUsageParams',
      {},
      { threadId: rt.nullable(rt.string) },
    ),
  );

export type GetAccountTokenUsageResponse = {
  dailyUsageBuckets?: Array<AccountTokenUsageDailyBucket> | null;
  summary: AccountTokenUsageSummary;
  /** Estimated usage when a thread was requested and its billing route is available. */
  threadUsage?: ThreadUsage | null;
};
export const GetAccountTokenUsageResponse: t.Type<GetAccountTokenUsageResponse> =
  /* @__PURE__ */ rt.deferred('GetAccountTokenUsageResponse', () =>
    rt.object<GetAccountTokenUsageResponse>(
      'GetAccountTokenUsageResponse',
      { summary: rt.ref('AccountTokenUsageSummary', () => AccountTokenUsageSummary) },
      {
        dailyUsageBuckets: rt.nullable(
          rt.array(rt.ref('AccountTokenUsageDailyBucket', () => AccountTokenUsageDailyBucket)),
        ),
        threadUsage: rt.nullable(rt.ref('ThreadUsage', () => ThreadUsage)),
      },
    ),
  );

export type GetWorkspaceMessagesResponse = {
  /** Whether the workspace-message backend route is available for this client. */
  featureEnabled: boolean;
  /** Active workspace messages returned by the backend. */
  messages: Array<WorkspaceMessage>;
};
export const GetWorkspaceMessagesResponse: t.Type<GetWorkspaceMessagesResponse> =
  /* @__PURE__ */ rt.deferred('GetWorkspaceMessagesResponse', () =>
    rt.object<GetWorkspaceMessagesResponse>('GetWorkspaceMessagesResponse', {
      featureEnabled: rt.boolean,
      messages: rt.array(rt.ref('WorkspaceMessage', () => WorkspaceMessage)),
    }),
  );
