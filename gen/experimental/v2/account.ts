// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/experimental/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

import { Account, AccountSession } from '../../stable/v2/account.js';
import { WorkspaceRouting } from '../../stable/v2/common.js';

export type AccountSessionsListParams = {
  refreshWorkspaceMetadata?: boolean;
};
export const AccountSessionsListParams: t.Type<AccountSessionsListParams> =
  /* @__PURE__ */ rt.deferred('AccountSessionsListParams', (n) =>
    rt.object<AccountSessionsListParams>(n, {}, { refreshWorkspaceMetadata: rt.boolean }),
  );

export type AccountSessionsResponse = {
  activeSessionId?: string | null;
  sessions: Array<AccountSession>;
};
export const AccountSessionsResponse: t.Type<AccountSessionsResponse> = /* @__PURE__ */ rt.deferred(
  'AccountSessionsResponse',
  (n) =>
    rt.object<AccountSessionsResponse>(
      n,
      { sessions: rt.array(AccountSession) },
      { activeSessionId: rt.nullable(rt.string) },
    ),
);

export type AccountSessionsSwitchParams = {
  /** Workspace to select within that login; this is not a user identifier. */
  accountId: string;
  /** Allow Core to start browser sign-in if this session needs SSO for the workspace. */
  allowBrowserLogin?: boolean;
  /** Opaque active-login identifier returned by accountSession/list. */
  sessionId: string;
};
export const AccountSessionsSwitchParams: t.Type<AccountSessionsSwitchParams> =
  /* @__PURE__ */ rt.deferred('AccountSessionsSwitchParams', (n) =>
    rt.object<AccountSessionsSwitchParams>(
      n,
      { accountId: rt.string, sessionId: rt.string },
      { allowBrowserLogin: rt.boolean },
    ),
  );

export type AccountSessionsSwitchResponse =
  | {
      activeSessionId?: string | null;
      sessions: Array<AccountSession>;
    }
  | {
      auth_url: string;
      login_id: string;
    };
export const AccountSessionsSwitchResponse: t.Type<AccountSessionsSwitchResponse> =
  /* @__PURE__ */ rt.deferred('AccountSessionsSwitchResponse', (n) =>
    rt.union<AccountSessionsSwitchResponse>(n, [
      rt.object(
        `${n}|0`,
        { sessions: rt.array(AccountSession) },
        { activeSessionId: rt.nullable(rt.string) },
      ),
      rt.object(`${n}|1`, { auth_url: rt.string, login_id: rt.string }),
    ]),
  );

export type AwsCredentialType = 'accessKeys' | 'bedrockApiKey';
export const AwsCredentialType: t.Type<AwsCredentialType> = /* @__PURE__ */ rt.deferred(
  'AwsCredentialType',
  (n) => rt.enumeration<AwsCredentialType>(n, ['accessKeys', 'bedrockApiKey']),
);

export type BedrockAwsProfile = {
  name: string;
  region?: string | null;
};
export const BedrockAwsProfile: t.Type<BedrockAwsProfile> = /* @__PURE__ */ rt.deferred(
  'BedrockAwsProfile',
  (n) => rt.object<BedrockAwsProfile>(n, { name: rt.string }, { region: rt.nullable(rt.string) }),
);

export type BedrockCheckGovCloudRequirementsParams = { [key: string]: unknown };
export const BedrockCheckGovCloudRequirementsParams: t.Type<BedrockCheckGovCloudRequirementsParams> =
  /* @__PURE__ */ rt.deferred('BedrockCheckGovCloudRequirementsParams', () =>
    rt.typed<BedrockCheckGovCloudRequirementsParams>(rt.record(rt.unknownValue)),
  );

/** Advisory check of the current Bedrock configuration after login or setup. */
export type BedrockCheckGovCloudRequirementsResponse = {
  /** Whether the active Bedrock authentication resolves to a GovCloud region. */
  isGovCloud: boolean;
  /** Whether GovCloud is selected and the managed requirements miss the baseline. A false value is not a general certification of the network configuration. */
  shouldWarn: boolean;
};
/** Advisory check of the current Bedrock configuration after login or setup. */
export const BedrockCheckGovCloudRequirementsResponse: t.Type<BedrockCheckGovCloudRequirementsResponse> =
  /* @__PURE__ */ rt.deferred('BedrockCheckGovCloudRequirementsResponse', (n) =>
    rt.object<BedrockCheckGovCloudRequirementsResponse>(n, {
      isGovCloud: rt.boolean,
      shouldWarn: rt.boolean,
    }),
  );

export type BedrockDiscoverParams = { [key: string]: unknown };
export const BedrockDiscoverParams: t.Type<BedrockDiscoverParams> = /* @__PURE__ */ rt.deferred(
  'BedrockDiscoverParams',
  () => rt.typed<BedrockDiscoverParams>(rt.record(rt.unknownValue)),
);

export type BedrockDiscoverResponse = {
  environmentCredentials: Array<BedrockEnvironmentCredential>;
  profiles: Array<BedrockAwsProfile>;
};
export const BedrockDiscoverResponse: t.Type<BedrockDiscoverResponse> = /* @__PURE__ */ rt.deferred(
  'BedrockDiscoverResponse',
  (n) =>
    rt.object<BedrockDiscoverResponse>(n, {
      environmentCredentials: rt.array(BedrockEnvironmentCredential),
      profiles: rt.array(BedrockAwsProfile),
    }),
);

export type BedrockEnvironmentCredential = {
  region?: string | null;
  type: AwsCredentialType;
};
export const BedrockEnvironmentCredential: t.Type<BedrockEnvironmentCredential> =
  /* @__PURE__ */ rt.deferred('BedrockEnvironmentCredential', (n) =>
    rt.object<BedrockEnvironmentCredential>(
      n,
      { type: AwsCredentialType },
      { region: rt.nullable(rt.string) },
    ),
  );

export type BedrockSetupParams =
  | {
      profile: string;
      region: string;
      type: 'profile';
    }
  | {
      region: string;
      type: 'environment';
    };
export const BedrockSetupParams: rt.TaggedUnionType<BedrockSetupParams> =
  /* @__PURE__ */ rt.deferredTagged('BedrockSetupParams', (n) =>
    rt.taggedUnion<BedrockSetupParams>(n, 'type', {
      profile: rt.object(`${n}:profile`, {
        profile: rt.string,
        region: rt.string,
        type: rt.literal('profile'),
      }),
      environment: rt.object(`${n}:environment`, {
        region: rt.string,
        type: rt.literal('environment'),
      }),
    }),
  );

export type BedrockSetupResponse = { [key: string]: unknown };
export const BedrockSetupResponse: t.Type<BedrockSetupResponse> = /* @__PURE__ */ rt.deferred(
  'BedrockSetupResponse',
  () => rt.typed<BedrockSetupResponse>(rt.record(rt.unknownValue)),
);

export type GcpSetupParams = {
  /** Absolute path to a credential file on the app-server host. Omit or pass `null` to clear the active user configuration's override and use ADC. If another configuration layer would still supply a credential file, setup fails without saving changes. */
  credentialFile?: string | null;
  /** Vertex AI location. Omission or null selects `global`. */
  location?: string | null;
  projectId: string;
};
export const GcpSetupParams: t.Type<GcpSetupParams> = /* @__PURE__ */ rt.deferred(
  'GcpSetupParams',
  (n) =>
    rt.object<GcpSetupParams>(
      n,
      { projectId: rt.string },
      { credentialFile: rt.nullable(rt.string), location: rt.nullable(rt.string) },
    ),
);

export type GcpSetupResponse = { [key: string]: unknown };
export const GcpSetupResponse: t.Type<GcpSetupResponse> = /* @__PURE__ */ rt.deferred(
  'GcpSetupResponse',
  () => rt.typed<GcpSetupResponse>(rt.record(rt.unknownValue)),
);

export type GetAccountResponse = {
  account?: Account | null;
  requiresOpenaiAuth: boolean;
  /** ChatGPT user ID belonging to this account response, when available. */
  userId?: string | null;
  workspaceRouting?: WorkspaceRouting | null;
};
export const GetAccountResponse: t.Type<GetAccountResponse> = /* @__PURE__ */ rt.deferred(
  'GetAccountResponse',
  (n) =>
    rt.object<GetAccountResponse>(
      n,
      { requiresOpenaiAuth: rt.boolean },
      {
        account: rt.nullable(Account),
        userId: rt.nullable(rt.string),
        workspaceRouting: rt.nullable(WorkspaceRouting),
      },
    ),
);
