// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

import { AccountSecuritySetupNotice } from './account.js';

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
  () =>
    rt.object<RateLimitResetCredit>(
      'RateLimitResetCredit',
      {
        grantedAt: rt.integer,
        id: rt.string,
        resetType: rt.ref('RateLimitResetType', () => RateLimitResetType),
        status: rt.ref('RateLimitResetCreditStatus', () => RateLimitResetCreditStatus),
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
  /* @__PURE__ */ rt.deferred('RateLimitResetCreditStatus', () =>
    rt.enumeration<RateLimitResetCreditStatus>('RateLimitResetCreditStatus', [
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
  /* @__PURE__ */ rt.deferred('RateLimitResetCreditsSummary', () =>
    rt.object<RateLimitResetCreditsSummary>(
      'RateLimitResetCreditsSummary',
      { availableCount: rt.integer },
      {
        credits: rt.nullable(rt.array(rt.ref('RateLimitResetCredit', () => RateLimitResetCredit))),
      },
    ),
  );

export type RateLimitResetType = 'codexRateLimits' | 'unknown';
export const RateLimitResetType: t.Type<RateLimitResetType> = /* @__PURE__ */ rt.deferred(
  'RateLimitResetType',
  () => rt.enumeration<RateLimitResetType>('RateLimitResetType', ['codexRateLimits', 'unknown']),
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
  () =>
    rt.object<WorkspaceMessage>(
      'WorkspaceMessage',
      {
        messageBody: rt.string,
        messageId: rt.string,
        messageType: rt.ref('WorkspaceMessageType', () => WorkspaceMessageType),
      },
      { archivedAt: rt.nullable(rt.integer), createdAt: rt.nullable(rt.integer) },
    ),
);

export type WorkspaceMessageType = 'headline' | 'announcement' | 'unknown';
export const WorkspaceMessageType: t.Type<WorkspaceMessageType> = /* @__PURE__ */ rt.deferred(
  'WorkspaceMessageType',
  () =>
    rt.enumeration<WorkspaceMessageType>('WorkspaceMessageType', [
      'headline',
      'announcement',
      'unknown',
    ]),
);
