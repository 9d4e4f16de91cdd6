// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/experimental/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import * as t from 'io-ts';
import * as rt from '../../../lib/protocol/codec-runtime.js';

import { Account, AccountSession } from '../../stable/v2/account.js';
import { WorkspaceRouting } from '../../stable/v2/common.js';

export type AccountSessionsListParams = {
  refreshWorkspaceMetadata?: boolean;
};
export const AccountSessionsListParams: t.Type<AccountSessionsListParams> = /* @__PURE__ */ rt.lazy(
  'AccountSessionsListParams',
  () => t.partial({ refreshWorkspaceMetadata: t.boolean }),
);

export type AccountSessionsResponse = {
  activeSessionId?: string | null;
  sessions: Array<AccountSession>;
};
export const AccountSessionsResponse: t.Type<AccountSessionsResponse> = /* @__PURE__ */ rt.lazy(
  'AccountSessionsResponse',
  () =>
    t.intersection([
      t.type({ sessions: t.array(AccountSession) }),
      t.partial({ activeSessionId: rt.nullable(t.string) }),
    ]),
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
  /* @__PURE__ */ rt.lazy('AccountSessionsSwitchParams', () =>
    t.intersection([
      t.type({ accountId: t.string, sessionId: t.string }),
      t.partial({ allowBrowserLogin: t.boolean }),
    ]),
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
  /* @__PURE__ */ rt.lazy('AccountSessionsSwitchResponse', () =>
    t.union([
      t.intersection([
        t.type({ sessions: t.array(AccountSession) }),
        t.partial({ activeSessionId: rt.nullable(t.string) }),
      ]),
      t.type({ auth_url: t.string, login_id: t.string }),
    ]),
  );

export type AwsCredentialType = 'accessKeys' | 'bedrockApiKey';
export const AwsCredentialType: t.Type<AwsCredentialType> = /* @__PURE__ */ rt.lazy(
  'AwsCredentialType',
  () => rt.openEnum(t.keyof({ accessKeys: null, bedrockApiKey: null })),
);

export type BedrockAwsProfile = {
  name: string;
  region?: string | null;
};
export const BedrockAwsProfile: t.Type<BedrockAwsProfile> = /* @__PURE__ */ rt.lazy(
  'BedrockAwsProfile',
  () => t.intersection([t.type({ name: t.string }), t.partial({ region: rt.nullable(t.string) })]),
);

export type BedrockCheckGovCloudRequirementsParams = { [key: string]: unknown };
export const BedrockCheckGovCloudRequirementsParams: t.Type<BedrockCheckGovCloudRequirementsParams> =
  /* @__PURE__ */ rt.lazy('BedrockCheckGovCloudRequirementsParams', () =>
    t.record(t.string, rt.jsonValue),
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
  /* @__PURE__ */ rt.lazy('BedrockCheckGovCloudRequirementsResponse', () =>
    t.type({ isGovCloud: t.boolean, shouldWarn: t.boolean }),
  );

export type BedrockDiscoverParams = { [key: string]: unknown };
export const BedrockDiscoverParams: t.Type<BedrockDiscoverParams> = /* @__PURE__ */ rt.lazy(
  'BedrockDiscoverParams',
  () => t.record(t.string, rt.jsonValue),
);

export type BedrockDiscoverResponse = {
  environmentCredentials: Array<BedrockEnvironmentCredential>;
  profiles: Array<BedrockAwsProfile>;
};
export const BedrockDiscoverResponse: t.Type<BedrockDiscoverResponse> = /* @__PURE__ */ rt.lazy(
  'BedrockDiscoverResponse',
  () =>
    t.type({
      environmentCredentials: t.array(BedrockEnvironmentCredential),
      profiles: t.array(BedrockAwsProfile),
    }),
);

export type BedrockEnvironmentCredential = {
  region?: string | null;
  type: AwsCredentialType;
};
export const BedrockEnvironmentCredential: t.Type<BedrockEnvironmentCredential> =
  /* @__PURE__ */ rt.lazy('BedrockEnvironmentCredential', () =>
    t.intersection([
      t.type({ type: AwsCredentialType }),
      t.partial({ region: rt.nullable(t.string) }),
    ]),
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
  /* @__PURE__ */ rt.lazyTagged('BedrockSetupParams', () =>
    rt.taggedUnion(
      'type',
      {
        profile: t.type({ profile: t.string, region: t.string, type: t.literal('profile') }),
        environment: t.type({ region: t.string, type: t.literal('environment') }),
      },
      'BedrockSetupParams',
    ),
  );

export type BedrockSetupResponse = { [key: string]: unknown };
export const BedrockSetupResponse: t.Type<BedrockSetupResponse> = /* @__PURE__ */ rt.lazy(
  'BedrockSetupResponse',
  () => t.record(t.string, rt.jsonValue),
);

export type GcpSetupParams = {
  /** Absolute path to a credential file on the app-server host. Omit or pass `null` to clear the active user configuration's override and use ADC. If another configuration layer would still supply a credential file, setup fails without saving changes. */
  credentialFile?: string | null;
  /** Vertex AI location. Omission or null selects `global`. */
  location?: string | null;
  projectId: string;
};
export const GcpSetupParams: t.Type<GcpSetupParams> = /* @__PURE__ */ rt.lazy(
  'GcpSetupParams',
  () =>
    t.intersection([
      t.type({ projectId: t.string }),
      t.partial({ credentialFile: rt.nullable(t.string), location: rt.nullable(t.string) }),
    ]),
);

export type GcpSetupResponse = { [key: string]: unknown };
export const GcpSetupResponse: t.Type<GcpSetupResponse> = /* @__PURE__ */ rt.lazy(
  'GcpSetupResponse',
  () => t.record(t.string, rt.jsonValue),
);

export type GetAccountResponse = {
  account?: Account | null;
  requiresOpenaiAuth: boolean;
  /** ChatGPT user ID belonging to this account response, when available. */
  userId?: string | null;
  workspaceRouting?: WorkspaceRouting | null;
};
export const GetAccountResponse: t.Type<GetAccountResponse> = /* @__PURE__ */ rt.lazy(
  'GetAccountResponse',
  () =>
    t.intersection([
      t.type({ requiresOpenaiAuth: t.boolean }),
      t.partial({
        account: rt.nullable(Account),
        userId: rt.nullable(t.string),
        workspaceRouting: rt.nullable(WorkspaceRouting),
      }),
    ]),
);
