// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/experimental/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

import { Account, AccountSession } from '../../stable/v2/account.js';
import { WorkspaceRouting } from '../../stable/v2/common.js';

const refs: rt.Refs = () => [
  Account,
  AccountSession,
  AwsCredentialType,
  BedrockAwsProfile,
  BedrockEnvironmentCredential,
  WorkspaceRouting,
];

export type AccountSessionsListParams = {
  refreshWorkspaceMetadata?: boolean;
};
export const AccountSessionsListParams: t.Type<AccountSessionsListParams> =
  /* @__PURE__ */ rt.define<AccountSessionsListParams>(
    'AccountSessionsListParams',
    refs,
    '["o",{},{"refreshWorkspaceMetadata":"b"}]',
  );

export type AccountSessionsResponse = {
  activeSessionId?: string | null;
  sessions: Array<AccountSession>;
};
export const AccountSessionsResponse: t.Type<AccountSessionsResponse> =
  /* @__PURE__ */ rt.define<AccountSessionsResponse>(
    'AccountSessionsResponse',
    refs,
    '["o",{"sessions":["a",1]},{"activeSessionId":["?","s"]}]',
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
  /* @__PURE__ */ rt.define<AccountSessionsSwitchParams>(
    'AccountSessionsSwitchParams',
    refs,
    '["o",{"accountId":"s","sessionId":"s"},{"allowBrowserLogin":"b"}]',
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
  /* @__PURE__ */ rt.define<AccountSessionsSwitchResponse>(
    'AccountSessionsSwitchResponse',
    refs,
    '["|",[["o",{"sessions":["a",1]},{"activeSessionId":["?","s"]}],["o",{"auth_url":"s","login_id":"s"}]]]',
  );

export type AwsCredentialType = 'accessKeys' | 'bedrockApiKey';
export const AwsCredentialType: t.Type<AwsCredentialType> =
  /* @__PURE__ */ rt.define<AwsCredentialType>(
    'AwsCredentialType',
    refs,
    '["e",["accessKeys","bedrockApiKey"]]',
  );

export type BedrockAwsProfile = {
  name: string;
  region?: string | null;
};
export const BedrockAwsProfile: t.Type<BedrockAwsProfile> =
  /* @__PURE__ */ rt.define<BedrockAwsProfile>(
    'BedrockAwsProfile',
    refs,
    '["o",{"name":"s"},{"region":["?","s"]}]',
  );

export type BedrockCheckGovCloudRequirementsParams = { [key: string]: unknown };
export const BedrockCheckGovCloudRequirementsParams: t.Type<BedrockCheckGovCloudRequirementsParams> =
  /* @__PURE__ */ rt.define<BedrockCheckGovCloudRequirementsParams>(
    'BedrockCheckGovCloudRequirementsParams',
    refs,
    '["r","u"]',
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
  /* @__PURE__ */ rt.define<BedrockCheckGovCloudRequirementsResponse>(
    'BedrockCheckGovCloudRequirementsResponse',
    refs,
    '["o",{"isGovCloud":"b","shouldWarn":"b"}]',
  );

export type BedrockDiscoverParams = { [key: string]: unknown };
export const BedrockDiscoverParams: t.Type<BedrockDiscoverParams> =
  /* @__PURE__ */ rt.define<BedrockDiscoverParams>('BedrockDiscoverParams', refs, '["r","u"]');

export type BedrockDiscoverResponse = {
  environmentCredentials: Array<BedrockEnvironmentCredential>;
  profiles: Array<BedrockAwsProfile>;
};
export const BedrockDiscoverResponse: t.Type<BedrockDiscoverResponse> =
  /* @__PURE__ */ rt.define<BedrockDiscoverResponse>(
    'BedrockDiscoverResponse',
    refs,
    '["o",{"environmentCredentials":["a",4],"profiles":["a",3]}]',
  );

export type BedrockEnvironmentCredential = {
  region?: string | null;
  type: AwsCredentialType;
};
export const BedrockEnvironmentCredential: t.Type<BedrockEnvironmentCredential> =
  /* @__PURE__ */ rt.define<BedrockEnvironmentCredential>(
    'BedrockEnvironmentCredential',
    refs,
    '["o",{"type":2},{"region":["?","s"]}]',
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
  /* @__PURE__ */ rt.defineTagged<BedrockSetupParams>(
    'BedrockSetupParams',
    refs,
    '["t","type",{"profile":["o",{"profile":"s","region":"s","type":["l","profile"]}],"environment":["o",{"region":"s","type":["l","environment"]}]}]',
  );

export type BedrockSetupResponse = { [key: string]: unknown };
export const BedrockSetupResponse: t.Type<BedrockSetupResponse> =
  /* @__PURE__ */ rt.define<BedrockSetupResponse>('BedrockSetupResponse', refs, '["r","u"]');

export type GcpSetupParams = {
  /** Absolute path to a credential file on the app-server host. Omit or pass `null` to clear the active user configuration's override and use ADC. If another configuration layer would still supply a credential file, setup fails without saving changes. */
  credentialFile?: string | null;
  /** Vertex AI location. Omission or null selects `global`. */
  location?: string | null;
  projectId: string;
};
export const GcpSetupParams: t.Type<GcpSetupParams> = /* @__PURE__ */ rt.define<GcpSetupParams>(
  'GcpSetupParams',
  refs,
  '["o",{"projectId":"s"},{"credentialFile":["?","s"],"location":["?","s"]}]',
);

export type GcpSetupResponse = { [key: string]: unknown };
export const GcpSetupResponse: t.Type<GcpSetupResponse> =
  /* @__PURE__ */ rt.define<GcpSetupResponse>('GcpSetupResponse', refs, '["r","u"]');

export type GetAccountResponse = {
  account?: Account | null;
  requiresOpenaiAuth: boolean;
  /** ChatGPT user ID belonging to this account response, when available. */
  userId?: string | null;
  workspaceRouting?: WorkspaceRouting | null;
};
export const GetAccountResponse: t.Type<GetAccountResponse> =
  /* @__PURE__ */ rt.define<GetAccountResponse>(
    'GetAccountResponse',
    refs,
    '["o",{"requiresOpenaiAuth":"b"},{"account":["?",0],"userId":["?","s"],"workspaceRouting":["?",5]}]',
  );
