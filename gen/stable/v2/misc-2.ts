// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../../lib/protocol/runtime/index.js';

import { AbsolutePathBuf } from '../shared/misc.js';
import { CommandMigration } from './command.js';
import { ConfigLayerMetadata } from './config.js';
import { GetAccountRateLimitsParams, GetAccountTokenUsageParams } from './get.js';
import { GuardianApprovalReview, GuardianApprovalReviewAction } from './guardian.js';
import { HookErrorInfo, HookMetadata, HookMigration } from './hook.js';
import { McpServerMigration, McpServerStatus, McpServerStatusDetail } from './mcp.js';
import {
  AutoReviewDecisionSource,
  BedrockProviderId,
  ConfiguredHookMatcherGroup,
  FileIdFunctionCallOutputContentItem,
  ImageUrlFunctionCallOutputContentItem,
} from './misc-1.js';
import {
  ReasoningEffort,
  SessionMigration,
  SkillMigration,
  SubagentMigration,
  UserInput,
} from './misc-3.js';
import { ThreadItem } from './thread-1.js';

export type InputImageFunctionCallOutputContentItem = {
  detail?: ImageDetail | null;
  type: 'input_image';
} & (ImageUrlFunctionCallOutputContentItem | FileIdFunctionCallOutputContentItem);
export const InputImageFunctionCallOutputContentItem: t.Type<InputImageFunctionCallOutputContentItem> =
  /* @__PURE__ */ rt.deferred('InputImageFunctionCallOutputContentItem', () =>
    rt.intersection<InputImageFunctionCallOutputContentItem>(
      'InputImageFunctionCallOutputContentItem',
      [
        rt.object(
          'InputImageFunctionCallOutputContentItem',
          { type: rt.literal('input_image') },
          { detail: rt.nullable(rt.ref('ImageDetail', () => ImageDetail)) },
        ),
        rt.union('InputImageFunctionCallOutputContentItem', [
          rt.ref(
            'ImageUrlFunctionCallOutputContentItem',
            () => ImageUrlFunctionCallOutputContentItem,
          ),
          rt.ref('FileIdFunctionCallOutputContentItem', () => FileIdFunctionCallOutputContentItem),
        ]),
      ],
    ),
  );

export type InputTextFunctionCallOutputContentItem = {
  text: string;
  type: 'input_text';
};
export const InputTextFunctionCallOutputContentItem: t.Type<InputTextFunctionCallOutputContentItem> =
  /* @__PURE__ */ rt.deferred('InputTextFunctionCallOutputContentItem', () =>
    rt.object<InputTextFunctionCallOutputContentItem>('InputTextFunctionCallOutputContentItem', {
      text: rt.string,
      type: rt.literal('input_text'),
    }),
  );

export type GatewayAuth =
  | NoneGatewayAuth
  | {
      envKey: string;
      mode: 'environmentVariable';
    }
  | ModeGatewayAuth;
export const GatewayAuth: rt.TaggedUnionType<GatewayAuth> = /* @__PURE__ */ rt.deferredTagged(
  'GatewayAuth',
  () =>
    rt.taggedUnion<GatewayAuth>('GatewayAuth', 'mode', {
      none: rt.ref('NoneGatewayAuth', () => NoneGatewayAuth),
      environmentVariable: rt.object('GatewayAuth:environmentVariable', {
        envKey: rt.string,
        mode: rt.literal('environmentVariable'),
      }),
      externallyConfigured: rt.ref('ModeGatewayAuth', () => ModeGatewayAuth),
    }),
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

/** Authentication is configured outside the gateway form. Preserve it on edits. */
export type ModeGatewayAuth = {
  envKey?: string | null;
  mode: 'externallyConfigured';
};
/** Authentication is configured outside the gateway form. Preserve it on edits. */
export const ModeGatewayAuth: t.Type<ModeGatewayAuth> = /* @__PURE__ */ rt.deferred(
  'ModeGatewayAuth',
  () =>
    rt.object<ModeGatewayAuth>(
      'ModeGatewayAuth',
      { mode: rt.literal('externallyConfigured') },
      { envKey: rt.nullable(rt.string) },
    ),
);

export type NoneGatewayAuth = {
  mode: 'none';
};
export const NoneGatewayAuth: t.Type<NoneGatewayAuth> = /* @__PURE__ */ rt.deferred(
  'NoneGatewayAuth',
  () => rt.object<NoneGatewayAuth>('NoneGatewayAuth', { mode: rt.literal('none') }),
);

export type GcpProviderId = 'gcp';
export const GcpProviderId: t.Type<GcpProviderId> = /* @__PURE__ */ rt.deferred(
  'GcpProviderId',
  () => rt.typed<GcpProviderId>(rt.literal('gcp')),
);

export type GitInfo = {
  branch?: string | null;
  originUrl?: string | null;
  sha?: string | null;
};
export const GitInfo: t.Type<GitInfo> = /* @__PURE__ */ rt.deferred('GitInfo', () =>
  rt.object<GitInfo>(
    'GitInfo',
    {},
    {
      branch: rt.nullable(rt.string),
      originUrl: rt.nullable(rt.string),
      sha: rt.nullable(rt.string),
    },
  ),
);

export type HelplineSubject = 'answer' | 'prompt';
export const HelplineSubject: t.Type<HelplineSubject> = /* @__PURE__ */ rt.deferred(
  'HelplineSubject',
  () => rt.enumeration<HelplineSubject>('HelplineSubject', ['answer', 'prompt']),
);

export type HooksListEntry = {
  cwd: string;
  errors: Array<HookErrorInfo>;
  hooks: Array<HookMetadata>;
  warnings: Array<string>;
};
export const HooksListEntry: t.Type<HooksListEntry> = /* @__PURE__ */ rt.deferred(
  'HooksListEntry',
  () =>
    rt.object<HooksListEntry>('HooksListEntry', {
      cwd: rt.string,
      errors: rt.array(rt.ref('HookErrorInfo', () => HookErrorInfo)),
      hooks: rt.array(rt.ref('HookMetadata', () => HookMetadata)),
      warnings: rt.array(rt.string),
    }),
);

export type HooksListParams = {
  /** Working directories to inspect when no thread is specified. An empty list uses the session cwd. */
  cwds?: Array<string>;
  /** List a loaded thread's hooks, including its selected environments. Omit `cwds` in this mode. */
  threadId?: string | null;
};
export const HooksListParams: t.Type<HooksListParams> = /* @__PURE__ */ rt.deferred(
  'HooksListParams',
  () =>
    rt.object<HooksListParams>(
      'HooksListParams',
      {},
      { cwds: rt.array(rt.string), threadId: rt.nullable(rt.string) },
    ),
);

export type HooksListResponse = {
  data: Array<HooksListEntry>;
};
export const HooksListResponse: t.Type<HooksListResponse> = /* @__PURE__ */ rt.deferred(
  'HooksListResponse',
  () =>
    rt.object<HooksListResponse>('HooksListResponse', {
      data: rt.array(rt.ref('HooksListEntry', () => HooksListEntry)),
    }),
);

export type ImageDetail = 'auto' | 'low' | 'high' | 'original';
export const ImageDetail: t.Type<ImageDetail> = /* @__PURE__ */ rt.deferred('ImageDetail', () =>
  rt.enumeration<ImageDetail>('ImageDetail', ['auto', 'low', 'high', 'original']),
);

export type ImageGenerationFailure = {
  limitId: string;
  resetsAt?: number | null;
  type: 'usageLimitExceeded';
};
export const ImageGenerationFailure: t.Type<ImageGenerationFailure> = /* @__PURE__ */ rt.deferred(
  'ImageGenerationFailure',
  () =>
    rt.object<ImageGenerationFailure>(
      'ImageGenerationFailure',
      { limitId: rt.string, type: rt.literal('usageLimitExceeded') },
      { resetsAt: rt.nullable(rt.integer) },
    ),
);

/** A local image file successfully read for this exact image-generation request. */
export type ImageGenerationInputImage = {
  path: AbsolutePathBuf;
  /** Lowercase SHA-256 of the file bytes read before image normalization. */
  sha256: string;
};
/** A local image file successfully read for this exact image-generation request. */
export const ImageGenerationInputImage: t.Type<ImageGenerationInputImage> =
  /* @__PURE__ */ rt.deferred('ImageGenerationInputImage', () =>
    rt.object<ImageGenerationInputImage>('ImageGenerationInputImage', {
      path: rt.ref('AbsolutePathBuf', () => AbsolutePathBuf),
      sha256: rt.string,
    }),
  );

export type InAppBrowserRequirements = {
  allowExternalBrowserSettingsImport?: boolean | null;
};
export const InAppBrowserRequirements: t.Type<InAppBrowserRequirements> =
  /* @__PURE__ */ rt.deferred('InAppBrowserRequirements', () =>
    rt.object<InAppBrowserRequirements>(
      'InAppBrowserRequirements',
      {},
      { allowExternalBrowserSettingsImport: rt.nullable(rt.boolean) },
    ),
  );

/** Canonical user-input modality tags advertised by a model. */
export type InputModality = 'text' | 'image' | 'audio';
/** Canonical user-input modality tags advertised by a model. */
export const InputModality: t.Type<InputModality> = /* @__PURE__ */ rt.deferred(
  'InputModality',
  () => rt.enumeration<InputModality>('InputModality', ['text', 'image', 'audio']),
);

/** Installed connector runtime state. */
export type InstalledApp = {
  /** Whether the connector is enabled and has a non-synthetic, model-visible tool allowed by effective MCP and app/tool policy in the committed runtime snapshot. */
  callable: boolean;
  /** Effective enabled state after applying global, workspace, local, and managed configuration at read time. */
  enabled: boolean;
  id: string;
  /** Best-effort name carried by the runtime tool catalog. Canonical app metadata remains owned by `app/read`. */
  runtimeName?: string | null;
};
/** Installed connector runtime state. */
export const InstalledApp: t.Type<InstalledApp> = /* @__PURE__ */ rt.deferred('InstalledApp', () =>
  rt.object<InstalledApp>(
    'InstalledApp',
    { callable: rt.boolean, enabled: rt.boolean, id: rt.string },
    { runtimeName: rt.nullable(rt.string) },
  ),
);

/**
 * Internal Responses API passthrough metadata copied into underlying chat messages.
 *
 * Responses API strongly types this payload. Do not modify it without first getting API approval and making the corresponding Responses API change.
 */
export type InternalChatMessageMetadataPassthrough = {
  turn_id?: string | null;
};
/**
 * Internal Responses API passthrough metadata copied into underlying chat messages.
 *
 * Responses API strongly types this payload. Do not modify it without first getting API approval and making the corresponding Responses API change.
 */
export const InternalChatMessageMetadataPassthrough: t.Type<InternalChatMessageMetadataPassthrough> =
  /* @__PURE__ */ rt.deferred('InternalChatMessageMetadataPassthrough', () =>
    rt.object<InternalChatMessageMetadataPassthrough>(
      'InternalChatMessageMetadataPassthrough',
      {},
      { turn_id: rt.nullable(rt.string) },
    ),
  );

export type ItemCompletedNotification = {
  /** Unix timestamp (in milliseconds) when this item lifecycle completed. */
  completedAtMs: number;
  /** Native content tokens for the completed assistant message, including a sampled footer. Null when unavailable. Completion telemetry is not part of the stored thread item. */
  contentTokenCount?: number | null;
  item: ThreadItem;
  threadId: string;
  turnId: string;
};
export const ItemCompletedNotification: t.Type<ItemCompletedNotification> =
  /* @__PURE__ */ rt.deferred('ItemCompletedNotification', () =>
    rt.object<ItemCompletedNotification>(
      'ItemCompletedNotification',
      {
        completedAtMs: rt.integer,
        item: rt.ref('ThreadItem', () => ThreadItem),
        threadId: rt.string,
        turnId: rt.string,
      },
      { contentTokenCount: rt.nullable(rt.integer) },
    ),
  );

/** [UNSTABLE] Temporary notification payload for approval auto-review. This shape is expected to change soon. */
export type ItemGuardianApprovalReviewCompletedNotification = {
  action: GuardianApprovalReviewAction;
  /** Unix timestamp (in milliseconds) when this review completed. */
  completedAtMs: number;
  decisionSource: AutoReviewDecisionSource;
  review: GuardianApprovalReview;
  /** Stable identifier for this review. */
  reviewId: string;
  /** Unix timestamp (in milliseconds) when this review started. */
  startedAtMs: number;
  /**
   * Identifier for the reviewed item or tool call when one exists.
   *
   * In most cases, one review maps to one target item. The exceptions are - execve reviews, where a single command may contain multiple execve calls to review (only possible when using the shell_zsh_fork feature) - stdin reviews, which refer to the existing parent command item and have a separate approval ID in the action payload - network policy reviews, where there is no target item
   *
   * A network call is triggered by a CommandExecution item, so having a target_item_id set to the CommandExecution item would be misleading because the review is about the network call, not the command execution. Therefore, target_item_id is set to None for network policy reviews.
   */
  targetItemId?: string | null;
  threadId: string;
  turnId: string;
};
/** [UNSTABLE] Temporary notification payload for approval auto-review. This shape is expected to change soon. */
export const ItemGuardianApprovalReviewCompletedNotification: t.Type<ItemGuardianApprovalReviewCompletedNotification> =
  /* @__PURE__ */ rt.deferred('ItemGuardianApprovalReviewCompletedNotification', () =>
    rt.object<ItemGuardianApprovalReviewCompletedNotification>(
      'ItemGuardianApprovalReviewCompletedNotification',
      {
        action: rt.ref('GuardianApprovalReviewAction', () => GuardianApprovalReviewAction),
        completedAtMs: rt.integer,
        decisionSource: rt.ref('AutoReviewDecisionSource', () => AutoReviewDecisionSource),
        review: rt.ref('GuardianApprovalReview', () => GuardianApprovalReview),
        reviewId: rt.string,
        startedAtMs: rt.integer,
        threadId: rt.string,
        turnId: rt.string,
      },
      { targetItemId: rt.nullable(rt.string) },
    ),
  );

/** [UNSTABLE] Temporary notification payload for approval auto-review. This shape is expected to change soon. */
export type ItemGuardianApprovalReviewStartedNotification = {
  action: GuardianApprovalReviewAction;
  review: GuardianApprovalReview;
  /** Stable identifier for this review. */
  reviewId: string;
  /** Unix timestamp (in milliseconds) when this review started. */
  startedAtMs: number;
  /**
   * Identifier for the reviewed item or tool call when one exists.
   *
   * In most cases, one review maps to one target item. The exceptions are - execve reviews, where a single command may contain multiple execve calls to review (only possible when using the shell_zsh_fork feature) - stdin reviews, which refer to the existing parent command item and have a separate approval ID in the action payload - network policy reviews, where there is no target item
   *
   * A network call is triggered by a CommandExecution item, so having a target_item_id set to the CommandExecution item would be misleading because the review is about the network call, not the command execution. Therefore, target_item_id is set to None for network policy reviews.
   */
  targetItemId?: string | null;
  threadId: string;
  turnId: string;
};
/** [UNSTABLE] Temporary notification payload for approval auto-review. This shape is expected to change soon. */
export const ItemGuardianApprovalReviewStartedNotification: t.Type<ItemGuardianApprovalReviewStartedNotification> =
  /* @__PURE__ */ rt.deferred('ItemGuardianApprovalReviewStartedNotification', () =>
    rt.object<ItemGuardianApprovalReviewStartedNotification>(
      'ItemGuardianApprovalReviewStartedNotification',
      {
        action: rt.ref('GuardianApprovalReviewAction', () => GuardianApprovalReviewAction),
        review: rt.ref('GuardianApprovalReview', () => GuardianApprovalReview),
        reviewId: rt.string,
        startedAtMs: rt.integer,
        threadId: rt.string,
        turnId: rt.string,
      },
      { targetItemId: rt.nullable(rt.string) },
    ),
  );

export type ItemStartedNotification = {
  item: ThreadItem;
  /** Unix timestamp (in milliseconds) when this item lifecycle started. */
  startedAtMs: number;
  threadId: string;
  turnId: string;
};
export const ItemStartedNotification: t.Type<ItemStartedNotification> = /* @__PURE__ */ rt.deferred(
  'ItemStartedNotification',
  () =>
    rt.object<ItemStartedNotification>('ItemStartedNotification', {
      item: rt.ref('ThreadItem', () => ThreadItem),
      startedAtMs: rt.integer,
      threadId: rt.string,
      turnId: rt.string,
    }),
);

export type LegacyAppPathString = string;
export const LegacyAppPathString: t.Type<LegacyAppPathString> = /* @__PURE__ */ rt.deferred(
  'LegacyAppPathString',
  () => rt.typed<LegacyAppPathString>(rt.string),
);

export type ListMcpServerStatusParams = {
  /** Opaque pagination cursor returned by a previous call. */
  cursor?: string | null;
  /** Controls how much MCP inventory data to fetch for each server. Defaults to `Full` when omitted. */
  detail?: McpServerStatusDetail | null;
  /** Select this environment's registration. Requires `serverName` and `threadId`. When omitted, a named request uses the same server as older clients. */
  environmentId?: string | null;
  /** Optional page size; defaults to a server-defined value. */
  limit?: number | null;
  /** Limit discovery to one server. With a thread ID, reuse that thread's MCP connection. */
  serverName?: string | null;
  threadId?: string | null;
};
export const ListMcpServerStatusParams: t.Type<ListMcpServerStatusParams> =
  /* @__PURE__ */ rt.deferred('ListMcpServerStatusParams', () =>
    rt.object<ListMcpServerStatusParams>(
      'ListMcpServerStatusParams',
      {},
      {
        cursor: rt.nullable(rt.string),
        detail: rt.nullable(rt.ref('McpServerStatusDetail', () => McpServerStatusDetail)),
        environmentId: rt.nullable(rt.string),
        limit: rt.nullable(rt.integer),
        serverName: rt.nullable(rt.string),
        threadId: rt.nullable(rt.string),
      },
    ),
  );

export type ListMcpServerStatusResponse = {
  data: Array<McpServerStatus>;
  /** Opaque cursor to pass to the next call to continue after the last item. If None, there are no more items to return. */
  nextCursor?: string | null;
};
export const ListMcpServerStatusResponse: t.Type<ListMcpServerStatusResponse> =
  /* @__PURE__ */ rt.deferred('ListMcpServerStatusResponse', () =>
    rt.object<ListMcpServerStatusResponse>(
      'ListMcpServerStatusResponse',
      { data: rt.array(rt.ref('McpServerStatus', () => McpServerStatus)) },
      { nextCursor: rt.nullable(rt.string) },
    ),
  );

export type LocalShellAction = {
  command: Array<string>;
  env?: { [key: string]: string } | null;
  timeout_ms?: number | null;
  type: 'exec';
  user?: string | null;
  working_directory?: string | null;
};
export const LocalShellAction: t.Type<LocalShellAction> = /* @__PURE__ */ rt.deferred(
  'LocalShellAction',
  () =>
    rt.object<LocalShellAction>(
      'LocalShellAction',
      { command: rt.array(rt.string), type: rt.literal('exec') },
      {
        env: rt.nullable(rt.record(rt.string)),
        timeout_ms: rt.nullable(rt.integer),
        user: rt.nullable(rt.string),
        working_directory: rt.nullable(rt.string),
      },
    ),
);

export type LocalShellStatus = 'completed' | 'in_progress' | 'incomplete';
export const LocalShellStatus: t.Type<LocalShellStatus> = /* @__PURE__ */ rt.deferred(
  'LocalShellStatus',
  () =>
    rt.enumeration<LocalShellStatus>('LocalShellStatus', [
      'completed',
      'in_progress',
      'incomplete',
    ]),
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

export type ManagedHooksRequirements = {
  Interrupt?: Array<ConfiguredHookMatcherGroup>;
  PermissionRequest: Array<ConfiguredHookMatcherGroup>;
  PostCompact: Array<ConfiguredHookMatcherGroup>;
  PostModelRequest?: Array<ConfiguredHookMatcherGroup>;
  PostToolUse: Array<ConfiguredHookMatcherGroup>;
  PreCompact: Array<ConfiguredHookMatcherGroup>;
  PreModelRequest?: Array<ConfiguredHookMatcherGroup>;
  PreToolUse: Array<ConfiguredHookMatcherGroup>;
  SessionEnd?: Array<ConfiguredHookMatcherGroup>;
  SessionStart: Array<ConfiguredHookMatcherGroup>;
  Stop: Array<ConfiguredHookMatcherGroup>;
  SubagentStart: Array<ConfiguredHookMatcherGroup>;
  SubagentStop: Array<ConfiguredHookMatcherGroup>;
  UserPromptSubmit: Array<ConfiguredHookMatcherGroup>;
  managedDir?: string | null;
  windowsManagedDir?: string | null;
};
export const ManagedHooksRequirements: t.Type<ManagedHooksRequirements> =
  /* @__PURE__ */ rt.deferred('ManagedHooksRequirements', () =>
    rt.object<ManagedHooksRequirements>(
      'ManagedHooksRequirements',
      {
        PermissionRequest: rt.array(
          rt.ref('ConfiguredHookMatcherGroup', () => ConfiguredHookMatcherGroup),
        ),
        PostCompact: rt.array(
          rt.ref('ConfiguredHookMatcherGroup', () => ConfiguredHookMatcherGroup),
        ),
        PostToolUse: rt.array(
          rt.ref('ConfiguredHookMatcherGroup', () => ConfiguredHookMatcherGroup),
        ),
        PreCompact: rt.array(
          rt.ref('ConfiguredHookMatcherGroup', () => ConfiguredHookMatcherGroup),
        ),
        PreToolUse: rt.array(
          rt.ref('ConfiguredHookMatcherGroup', () => ConfiguredHookMatcherGroup),
        ),
        SessionStart: rt.array(
          rt.ref('ConfiguredHookMatcherGroup', () => ConfiguredHookMatcherGroup),
        ),
        Stop: rt.array(rt.ref('ConfiguredHookMatcherGroup', () => ConfiguredHookMatcherGroup)),
        SubagentStart: rt.array(
          rt.ref('ConfiguredHookMatcherGroup', () => ConfiguredHookMatcherGroup),
        ),
        SubagentStop: rt.array(
          rt.ref('ConfiguredHookMatcherGroup', () => ConfiguredHookMatcherGroup),
        ),
        UserPromptSubmit: rt.array(
          rt.ref('ConfiguredHookMatcherGroup', () => ConfiguredHookMatcherGroup),
        ),
      },
      {
        Interrupt: rt.array(rt.ref('ConfiguredHookMatcherGroup', () => ConfiguredHookMatcherGroup)),
        PostModelRequest: rt.array(
          rt.ref('ConfiguredHookMatcherGroup', () => ConfiguredHookMatcherGroup),
        ),
        PreModelRequest: rt.array(
          rt.ref('ConfiguredHookMatcherGroup', () => ConfiguredHookMatcherGroup),
        ),
        SessionEnd: rt.array(
          rt.ref('ConfiguredHookMatcherGroup', () => ConfiguredHookMatcherGroup),
        ),
        managedDir: rt.nullable(rt.string),
        windowsManagedDir: rt.nullable(rt.string),
      },
    ),
  );

export type MarketplaceAddParams = {
  refName?: string | null;
  source: string;
  sparsePaths?: Array<string> | null;
};
export const MarketplaceAddParams: t.Type<MarketplaceAddParams> = /* @__PURE__ */ rt.deferred(
  'MarketplaceAddParams',
  () =>
    rt.object<MarketplaceAddParams>(
      'MarketplaceAddParams',
      { source: rt.string },
      { refName: rt.nullable(rt.string), sparsePaths: rt.nullable(rt.array(rt.string)) },
    ),
);

export type MarketplaceAddResponse = {
  alreadyAdded: boolean;
  installedRoot: AbsolutePathBuf;
  marketplaceName: string;
};
export const MarketplaceAddResponse: t.Type<MarketplaceAddResponse> = /* @__PURE__ */ rt.deferred(
  'MarketplaceAddResponse',
  () =>
    rt.object<MarketplaceAddResponse>('MarketplaceAddResponse', {
      alreadyAdded: rt.boolean,
      installedRoot: rt.ref('AbsolutePathBuf', () => AbsolutePathBuf),
      marketplaceName: rt.string,
    }),
);

export type MarketplaceInterface = {
  displayName?: string | null;
};
export const MarketplaceInterface: t.Type<MarketplaceInterface> = /* @__PURE__ */ rt.deferred(
  'MarketplaceInterface',
  () =>
    rt.object<MarketplaceInterface>(
      'MarketplaceInterface',
      {},
      { displayName: rt.nullable(rt.string) },
    ),
);

export type MarketplaceLoadErrorInfo = {
  marketplacePath: AbsolutePathBuf;
  message: string;
};
export const MarketplaceLoadErrorInfo: t.Type<MarketplaceLoadErrorInfo> =
  /* @__PURE__ */ rt.deferred('MarketplaceLoadErrorInfo', () =>
    rt.object<MarketplaceLoadErrorInfo>('MarketplaceLoadErrorInfo', {
      marketplacePath: rt.ref('AbsolutePathBuf', () => AbsolutePathBuf),
      message: rt.string,
    }),
  );

export type MarketplaceRemoveParams = {
  marketplaceName: string;
};
export const MarketplaceRemoveParams: t.Type<MarketplaceRemoveParams> = /* @__PURE__ */ rt.deferred(
  'MarketplaceRemoveParams',
  () =>
    rt.object<MarketplaceRemoveParams>('MarketplaceRemoveParams', { marketplaceName: rt.string }),
);

export type MarketplaceRemoveResponse = {
  installedRoot?: AbsolutePathBuf | null;
  marketplaceName: string;
};
export const MarketplaceRemoveResponse: t.Type<MarketplaceRemoveResponse> =
  /* @__PURE__ */ rt.deferred('MarketplaceRemoveResponse', () =>
    rt.object<MarketplaceRemoveResponse>(
      'MarketplaceRemoveResponse',
      { marketplaceName: rt.string },
      { installedRoot: rt.nullable(rt.ref('AbsolutePathBuf', () => AbsolutePathBuf)) },
    ),
  );

export type MarketplaceUpgradeErrorInfo = {
  marketplaceName: string;
  message: string;
};
export const MarketplaceUpgradeErrorInfo: t.Type<MarketplaceUpgradeErrorInfo> =
  /* @__PURE__ */ rt.deferred('MarketplaceUpgradeErrorInfo', () =>
    rt.object<MarketplaceUpgradeErrorInfo>('MarketplaceUpgradeErrorInfo', {
      marketplaceName: rt.string,
      message: rt.string,
    }),
  );

export type MarketplaceUpgradeParams = {
  marketplaceName?: string | null;
};
export const MarketplaceUpgradeParams: t.Type<MarketplaceUpgradeParams> =
  /* @__PURE__ */ rt.deferred('MarketplaceUpgradeParams', () =>
    rt.object<MarketplaceUpgradeParams>(
      'MarketplaceUpgradeParams',
      {},
      { marketplaceName: rt.nullable(rt.string) },
    ),
  );

export type MarketplaceUpgradeResponse = {
  errors: Array<MarketplaceUpgradeErrorInfo>;
  selectedMarketplaces: Array<string>;
  upgradedRoots: Array<AbsolutePathBuf>;
};
export const MarketplaceUpgradeResponse: t.Type<MarketplaceUpgradeResponse> =
  /* @__PURE__ */ rt.deferred('MarketplaceUpgradeResponse', () =>
    rt.object<MarketplaceUpgradeResponse>('MarketplaceUpgradeResponse', {
      errors: rt.array(rt.ref('MarketplaceUpgradeErrorInfo', () => MarketplaceUpgradeErrorInfo)),
      selectedMarketplaces: rt.array(rt.string),
      upgradedRoots: rt.array(rt.ref('AbsolutePathBuf', () => AbsolutePathBuf)),
    }),
  );

export type MemoryCitation = {
  entries: Array<MemoryCitationEntry>;
  threadIds: Array<string>;
};
export const MemoryCitation: t.Type<MemoryCitation> = /* @__PURE__ */ rt.deferred(
  'MemoryCitation',
  () =>
    rt.object<MemoryCitation>('MemoryCitation', {
      entries: rt.array(rt.ref('MemoryCitationEntry', () => MemoryCitationEntry)),
      threadIds: rt.array(rt.string),
    }),
);

export type MemoryCitationEntry = {
  lineEnd: number;
  lineStart: number;
  note: string;
  path: string;
};
export const MemoryCitationEntry: t.Type<MemoryCitationEntry> = /* @__PURE__ */ rt.deferred(
  'MemoryCitationEntry',
  () =>
    rt.object<MemoryCitationEntry>('MemoryCitationEntry', {
      lineEnd: rt.integer,
      lineStart: rt.integer,
      note: rt.string,
      path: rt.string,
    }),
);

export type MergeStrategy = 'replace' | 'upsert';
export const MergeStrategy: t.Type<MergeStrategy> = /* @__PURE__ */ rt.deferred(
  'MergeStrategy',
  () => rt.enumeration<MergeStrategy>('MergeStrategy', ['replace', 'upsert']),
);

/**
 * Classifies assistant text as commentary, a partial answer, or a terminal answer.
 *
 * Providers do not emit this consistently, so callers must treat `None` as "phase unknown" and keep compatibility behavior for legacy models.
 */
export type MessagePhase = 'commentary' | 'partial_answer' | 'final_answer';
/**
 * Classifies assistant text as commentary, a partial answer, or a terminal answer.
 *
 * Providers do not emit this consistently, so callers must treat `None` as "phase unknown" and keep compatibility behavior for legacy models.
 */
export const MessagePhase: t.Type<MessagePhase> = /* @__PURE__ */ rt.deferred('MessagePhase', () =>
  rt.enumeration<MessagePhase>('MessagePhase', ['commentary', 'partial_answer', 'final_answer']),
);

export type MigrationDetails = {
  commands?: Array<CommandMigration>;
  hooks?: Array<HookMigration>;
  mcpServers?: Array<McpServerMigration>;
  memory?: Array<string>;
  plugins?: Array<PluginsMigration>;
  sessions?: Array<SessionMigration>;
  skills?: Array<SkillMigration>;
  subagents?: Array<SubagentMigration>;
};
export const MigrationDetails: t.Type<MigrationDetails> = /* @__PURE__ */ rt.deferred(
  'MigrationDetails',
  () =>
    rt.object<MigrationDetails>(
      'MigrationDetails',
      {},
      {
        commands: rt.array(rt.ref('CommandMigration', () => CommandMigration)),
        hooks: rt.array(rt.ref('HookMigration', () => HookMigration)),
        mcpServers: rt.array(rt.ref('McpServerMigration', () => McpServerMigration)),
        memory: rt.array(rt.string),
        plugins: rt.array(rt.ref('PluginsMigration', () => PluginsMigration)),
        sessions: rt.array(rt.ref('SessionMigration', () => SessionMigration)),
        skills: rt.array(rt.ref('SkillMigration', () => SkillMigration)),
        subagents: rt.array(rt.ref('SubagentMigration', () => SubagentMigration)),
      },
    ),
);

export type MisalignmentErrorDetails = {
  /** A substantive localized explanation is required before offering continuation. */
  detailedExplanation?: string | null;
  /** Open-ended classification; clients must accept categories added by Responses. */
  errorType?: string | null;
  /** Opaque server-issued block target. Presence alone does not enable target-based continuation. */
  reviewTarget?: string | null;
  /** Instruction to submit as the next turn's user input if continuation is confirmed. */
  steer?: MisalignmentSteer | null;
};
export const MisalignmentErrorDetails: t.Type<MisalignmentErrorDetails> =
  /* @__PURE__ */ rt.deferred('MisalignmentErrorDetails', () =>
    rt.object<MisalignmentErrorDetails>(
      'MisalignmentErrorDetails',
      {},
      {
        detailedExplanation: rt.nullable(rt.string),
        errorType: rt.nullable(rt.string),
        reviewTarget: rt.nullable(rt.string),
        steer: rt.nullable(rt.ref('MisalignmentSteer', () => MisalignmentSteer)),
      },
    ),
  );

export type MisalignmentSteer = {
  message: string;
};
export const MisalignmentSteer: t.Type<MisalignmentSteer> = /* @__PURE__ */ rt.deferred(
  'MisalignmentSteer',
  () => rt.object<MisalignmentSteer>('MisalignmentSteer', { message: rt.string }),
);

/** Initial collaboration mode to use when the TUI starts. */
export type ModeKind = 'plan' | 'default';
/** Initial collaboration mode to use when the TUI starts. */
export const ModeKind: t.Type<ModeKind> = /* @__PURE__ */ rt.deferred('ModeKind', () =>
  rt.enumeration<ModeKind>('ModeKind', ['plan', 'default']),
);

export type ModelsRequirements = {
  newThread?: NewThreadModelDefaults | null;
};
export const ModelsRequirements: t.Type<ModelsRequirements> = /* @__PURE__ */ rt.deferred(
  'ModelsRequirements',
  () =>
    rt.object<ModelsRequirements>(
      'ModelsRequirements',
      {},
      { newThread: rt.nullable(rt.ref('NewThreadModelDefaults', () => NewThreadModelDefaults)) },
    ),
);

export type CustomMultiAgentMode = {
  custom: string;
};
export const CustomMultiAgentMode: t.Type<CustomMultiAgentMode> = /* @__PURE__ */ rt.deferred(
  'CustomMultiAgentMode',
  () => rt.object<CustomMultiAgentMode>('CustomMultiAgentMode', { custom: rt.string }),
);

/** Controls the effective multi-agent delegation instructions for a turn. `custom` means the configured mode hint defines the policy instead of a built-in policy. */
export type MultiAgentMode = 'explicitRequestOnly' | 'proactive' | CustomMultiAgentMode;
/** Controls the effective multi-agent delegation instructions for a turn. `custom` means the configured mode hint defines the policy instead of a built-in policy. */
export const MultiAgentMode: t.Type<MultiAgentMode> = /* @__PURE__ */ rt.deferred(
  'MultiAgentMode',
  () =>
    rt.union<MultiAgentMode>('MultiAgentMode', [
      rt.enumeration('MultiAgentMode|0', ['explicitRequestOnly', 'proactive']),
      rt.ref('CustomMultiAgentMode', () => CustomMultiAgentMode),
    ]),
);

/** Multi-agent runtime supported by a model. */
export type MultiAgentVersion = 'disabled' | 'v1' | 'v2';
/** Multi-agent runtime supported by a model. */
export const MultiAgentVersion: t.Type<MultiAgentVersion> = /* @__PURE__ */ rt.deferred(
  'MultiAgentVersion',
  () => rt.enumeration<MultiAgentVersion>('MultiAgentVersion', ['disabled', 'v1', 'v2']),
);

export type NetworkAccess = 'restricted' | 'enabled';
export const NetworkAccess: t.Type<NetworkAccess> = /* @__PURE__ */ rt.deferred(
  'NetworkAccess',
  () => rt.enumeration<NetworkAccess>('NetworkAccess', ['restricted', 'enabled']),
);

export type NetworkApprovalProtocol = 'http' | 'https' | 'socks5Tcp' | 'socks5Udp';
export const NetworkApprovalProtocol: t.Type<NetworkApprovalProtocol> = /* @__PURE__ */ rt.deferred(
  'NetworkApprovalProtocol',
  () =>
    rt.enumeration<NetworkApprovalProtocol>('NetworkApprovalProtocol', [
      'http',
      'https',
      'socks5Tcp',
      'socks5Udp',
    ]),
);

export type NetworkDomainPermission = 'allow' | 'deny';
export const NetworkDomainPermission: t.Type<NetworkDomainPermission> = /* @__PURE__ */ rt.deferred(
  'NetworkDomainPermission',
  () => rt.enumeration<NetworkDomainPermission>('NetworkDomainPermission', ['allow', 'deny']),
);

export type NetworkRequirements = {
  allowLocalBinding?: boolean | null;
  /** Legacy compatibility view derived from `unix_sockets`. */
  allowUnixSockets?: Array<string> | null;
  allowUpstreamProxy?: boolean | null;
  /** Legacy compatibility view derived from `domains`. */
  allowedDomains?: Array<string> | null;
  dangerouslyAllowAllUnixSockets?: boolean | null;
  dangerouslyAllowNonLoopbackProxy?: boolean | null;
  /** Legacy compatibility view derived from `domains`. */
  deniedDomains?: Array<string> | null;
  /** Canonical managed network permission map. */
  domains?: { [key: string]: NetworkDomainPermission } | null;
  enabled?: boolean | null;
  httpPort?: number | null;
  /** When true, only managed allowlist entries are respected while managed network enforcement is active. */
  managedAllowedDomainsOnly?: boolean | null;
  /** Host patterns routed to network approval before ordinary allow rules. */
  reviewDomains?: Array<string> | null;
  socksPort?: number | null;
  /** Canonical managed unix socket permission map. */
  unixSockets?: { [key: string]: NetworkUnixSocketPermission } | null;
};
export const NetworkRequirements: t.Type<NetworkRequirements> = /* @__PURE__ */ rt.deferred(
  'NetworkRequirements',
  () =>
    rt.object<NetworkRequirements>(
      'NetworkRequirements',
      {},
      {
        allowLocalBinding: rt.nullable(rt.boolean),
        allowUnixSockets: rt.nullable(rt.array(rt.string)),
        allowUpstreamProxy: rt.nullable(rt.boolean),
        allowedDomains: rt.nullable(rt.array(rt.string)),
        dangerouslyAllowAllUnixSockets: rt.nullable(rt.boolean),
        dangerouslyAllowNonLoopbackProxy: rt.nullable(rt.boolean),
        deniedDomains: rt.nullable(rt.array(rt.string)),
        domains: rt.nullable(
          rt.record(rt.ref('NetworkDomainPermission', () => NetworkDomainPermission)),
        ),
        enabled: rt.nullable(rt.boolean),
        httpPort: rt.nullable(rt.integer),
        managedAllowedDomainsOnly: rt.nullable(rt.boolean),
        reviewDomains: rt.nullable(rt.array(rt.string)),
        socksPort: rt.nullable(rt.integer),
        unixSockets: rt.nullable(
          rt.record(rt.ref('NetworkUnixSocketPermission', () => NetworkUnixSocketPermission)),
        ),
      },
    ),
);

export type NetworkUnixSocketPermission = 'allow' | 'deny';
export const NetworkUnixSocketPermission: t.Type<NetworkUnixSocketPermission> =
  /* @__PURE__ */ rt.deferred('NetworkUnixSocketPermission', () =>
    rt.enumeration<NetworkUnixSocketPermission>('NetworkUnixSocketPermission', ['allow', 'deny']),
  );

export type NewThreadModelDefaults = {
  model?: string | null;
  modelReasoningEffort?: ReasoningEffort | null;
  serviceTier?: string | null;
};
export const NewThreadModelDefaults: t.Type<NewThreadModelDefaults> = /* @__PURE__ */ rt.deferred(
  'NewThreadModelDefaults',
  () =>
    rt.object<NewThreadModelDefaults>(
      'NewThreadModelDefaults',
      {},
      {
        model: rt.nullable(rt.string),
        modelReasoningEffort: rt.nullable(rt.ref('ReasoningEffort', () => ReasoningEffort)),
        serviceTier: rt.nullable(rt.string),
      },
    ),
);

export type NonSteerableTurnKind = 'review' | 'compact';
export const NonSteerableTurnKind: t.Type<NonSteerableTurnKind> = /* @__PURE__ */ rt.deferred(
  'NonSteerableTurnKind',
  () => rt.enumeration<NonSteerableTurnKind>('NonSteerableTurnKind', ['review', 'compact']),
);

export type NullableGatewayOAuthLoginParams = GatewayOAuthLoginParams | null;
export const NullableGatewayOAuthLoginParams: t.Type<NullableGatewayOAuthLoginParams> =
  /* @__PURE__ */ rt.deferred('NullableGatewayOAuthLoginParams', () =>
    rt.typed<NullableGatewayOAuthLoginParams>(
      rt.nullable(rt.ref('GatewayOAuthLoginParams', () => GatewayOAuthLoginParams)),
    ),
  );

export type NullableGatewayOAuthReadParams = GatewayOAuthReadParams | null;
export const NullableGatewayOAuthReadParams: t.Type<NullableGatewayOAuthReadParams> =
  /* @__PURE__ */ rt.deferred('NullableGatewayOAuthReadParams', () =>
    rt.typed<NullableGatewayOAuthReadParams>(
      rt.nullable(rt.ref('GatewayOAuthReadParams', () => GatewayOAuthReadParams)),
    ),
  );

export type NullableGetAccountRateLimitsParams = GetAccountRateLimitsParams | null;
export const NullableGetAccountRateLimitsParams: t.Type<NullableGetAccountRateLimitsParams> =
  /* @__PURE__ */ rt.deferred('NullableGetAccountRateLimitsParams', () =>
    rt.typed<NullableGetAccountRateLimitsParams>(
      rt.nullable(rt.ref('GetAccountRateLimitsParams', () => GetAccountRateLimitsParams)),
    ),
  );

export type NullableGetAccountTokenUsageParams = GetAccountTokenUsageParams | null;
export const NullableGetAccountTokenUsageParams: t.Type<NullableGetAccountTokenUsageParams> =
  /* @__PURE__ */ rt.deferred('NullableGetAccountTokenUsageParams', () =>
    rt.typed<NullableGetAccountTokenUsageParams>(
      rt.nullable(rt.ref('GetAccountTokenUsageParams', () => GetAccountTokenUsageParams)),
    ),
  );

export type OtelExporter = 'none' | 'statsig' | OtlpHttpOtelExporter | OtlpGrpcOtelExporter;
export const OtelExporter: t.Type<OtelExporter> = /* @__PURE__ */ rt.deferred('OtelExporter', () =>
  rt.union<OtelExporter>('OtelExporter', [
    rt.enumeration('OtelExporter|0', ['none', 'statsig']),
    rt.ref('OtlpHttpOtelExporter', () => OtlpHttpOtelExporter),
    rt.ref('OtlpGrpcOtelExporter', () => OtlpGrpcOtelExporter),
  ]),
);

export type OtelHttpProtocol = 'binary' | 'json';
export const OtelHttpProtocol: t.Type<OtelHttpProtocol> = /* @__PURE__ */ rt.deferred(
  'OtelHttpProtocol',
  () => rt.enumeration<OtelHttpProtocol>('OtelHttpProtocol', ['binary', 'json']),
);

export type OtelRequirements = {
  environment?: string | null;
  exporter?: OtelExporter | null;
  headers_helper?: string | null;
  headers_helper_refresh_interval_ms?: number | null;
  log_agent_responses?: boolean | null;
  log_guardian_assessments?: boolean | null;
  log_sse_deltas?: boolean | null;
  log_user_prompt?: boolean | null;
  metrics_exporter?: OtelExporter | null;
  span_attributes?: { [key: string]: string } | null;
  tool_result?: OtelToolResultLogConfig | null;
  trace_exporter?: OtelExporter | null;
  tracestate?: { [key: string]: { [key: string]: string } } | null;
};
export const OtelRequirements: t.Type<OtelRequirements> = /* @__PURE__ */ rt.deferred(
  'OtelRequirements',
  () =>
    rt.object<OtelRequirements>(
      'OtelRequirements',
      {},
      {
        environment: rt.nullable(rt.string),
        exporter: rt.nullable(rt.ref('OtelExporter', () => OtelExporter)),
        headers_helper: rt.nullable(rt.string),
        headers_helper_refresh_interval_ms: rt.nullable(rt.integer),
        log_agent_responses: rt.nullable(rt.boolean),
        log_guardian_assessments: rt.nullable(rt.boolean),
        log_sse_deltas: rt.nullable(rt.boolean),
        log_user_prompt: rt.nullable(rt.boolean),
        metrics_exporter: rt.nullable(rt.ref('OtelExporter', () => OtelExporter)),
        span_attributes: rt.nullable(rt.record(rt.string)),
        tool_result: rt.nullable(rt.ref('OtelToolResultLogConfig', () => OtelToolResultLogConfig)),
        trace_exporter: rt.nullable(rt.ref('OtelExporter', () => OtelExporter)),
        tracestate: rt.nullable(rt.record(rt.record(rt.string))),
      },
    ),
);

export type OtelTlsConfig = {
  'ca-certificate'?: string | null;
  'client-certificate'?: string | null;
  'client-private-key'?: string | null;
};
export const OtelTlsConfig: t.Type<OtelTlsConfig> = /* @__PURE__ */ rt.deferred(
  'OtelTlsConfig',
  () =>
    rt.object<OtelTlsConfig>(
      'OtelTlsConfig',
      {},
      {
        'ca-certificate': rt.nullable(rt.string),
        'client-certificate': rt.nullable(rt.string),
        'client-private-key': rt.nullable(rt.string),
      },
    ),
);

export type OtelToolResultLogConfig = {
  max_bytes: number;
};
export const OtelToolResultLogConfig: t.Type<OtelToolResultLogConfig> = /* @__PURE__ */ rt.deferred(
  'OtelToolResultLogConfig',
  () => rt.object<OtelToolResultLogConfig>('OtelToolResultLogConfig', { max_bytes: rt.integer }),
);

export type OtlpGrpcOtelExporter = {
  'otlp-grpc': {
    endpoint: string;
    /** Header names are retained; values are redacted by the server. */
    headers: { [key: string]: string };
    tls?: OtelTlsConfig | null;
  };
};
export const OtlpGrpcOtelExporter: t.Type<OtlpGrpcOtelExporter> = /* @__PURE__ */ rt.deferred(
  'OtlpGrpcOtelExporter',
  () =>
    rt.object<OtlpGrpcOtelExporter>('OtlpGrpcOtelExporter', {
      'otlp-grpc': rt.object(
        'OtlpGrpcOtelExporter.otlp-grpc',
        { endpoint: rt.string, headers: rt.record(rt.string) },
        { tls: rt.nullable(rt.ref('OtelTlsConfig', () => OtelTlsConfig)) },
      ),
    }),
);

export type OtlpHttpOtelExporter = {
  'otlp-http': {
    endpoint: string;
    /** Header names are retained; values are redacted by the server. */
    headers: { [key: string]: string };
    protocol: OtelHttpProtocol;
    tls?: OtelTlsConfig | null;
  };
};
export const OtlpHttpOtelExporter: t.Type<OtlpHttpOtelExporter> = /* @__PURE__ */ rt.deferred(
  'OtlpHttpOtelExporter',
  () =>
    rt.object<OtlpHttpOtelExporter>('OtlpHttpOtelExporter', {
      'otlp-http': rt.object(
        'OtlpHttpOtelExporter.otlp-http',
        {
          endpoint: rt.string,
          headers: rt.record(rt.string),
          protocol: rt.ref('OtelHttpProtocol', () => OtelHttpProtocol),
        },
        { tls: rt.nullable(rt.ref('OtelTlsConfig', () => OtelTlsConfig)) },
      ),
    }),
);

export type OverriddenMetadata = {
  effectiveValue: unknown;
  message: string;
  overridingLayer: ConfigLayerMetadata;
};
export const OverriddenMetadata: t.Type<OverriddenMetadata> = /* @__PURE__ */ rt.deferred(
  'OverriddenMetadata',
  () =>
    rt.object<OverriddenMetadata>('OverriddenMetadata', {
      effectiveValue: rt.unknownValue,
      message: rt.string,
      overridingLayer: rt.ref('ConfigLayerMetadata', () => ConfigLayerMetadata),
    }),
);

export type AddPatchChangeKind = {
  type: 'add';
};
export const AddPatchChangeKind: t.Type<AddPatchChangeKind> = /* @__PURE__ */ rt.deferred(
  'AddPatchChangeKind',
  () => rt.object<AddPatchChangeKind>('AddPatchChangeKind', { type: rt.literal('add') }),
);

export type DeletePatchChangeKind = {
  type: 'delete';
};
export const DeletePatchChangeKind: t.Type<DeletePatchChangeKind> = /* @__PURE__ */ rt.deferred(
  'DeletePatchChangeKind',
  () => rt.object<DeletePatchChangeKind>('DeletePatchChangeKind', { type: rt.literal('delete') }),
);

export type PatchApplyStatus = 'inProgress' | 'completed' | 'failed' | 'declined';
export const PatchApplyStatus: t.Type<PatchApplyStatus> = /* @__PURE__ */ rt.deferred(
  'PatchApplyStatus',
  () =>
    rt.enumeration<PatchApplyStatus>('PatchApplyStatus', [
      'inProgress',
      'completed',
      'failed',
      'declined',
    ]),
);

export type PatchChangeKind = AddPatchChangeKind | DeletePatchChangeKind | UpdatePatchChangeKind;
export const PatchChangeKind: rt.TaggedUnionType<PatchChangeKind> =
  /* @__PURE__ */ rt.deferredTagged('PatchChangeKind', () =>
    rt.taggedUnion<PatchChangeKind>('PatchChangeKind', 'type', {
      add: rt.ref('AddPatchChangeKind', () => AddPatchChangeKind),
      delete: rt.ref('DeletePatchChangeKind', () => DeletePatchChangeKind),
      update: rt.ref('UpdatePatchChangeKind', () => UpdatePatchChangeKind),
    }),
  );

export type UpdatePatchChangeKind = {
  move_path?: string | null;
  type: 'update';
};
export const UpdatePatchChangeKind: t.Type<UpdatePatchChangeKind> = /* @__PURE__ */ rt.deferred(
  'UpdatePatchChangeKind',
  () =>
    rt.object<UpdatePatchChangeKind>(
      'UpdatePatchChangeKind',
      { type: rt.literal('update') },
      { move_path: rt.nullable(rt.string) },
    ),
);

export type PathUri = string;
export const PathUri: t.Type<PathUri> = /* @__PURE__ */ rt.deferred('PathUri', () =>
  rt.typed<PathUri>(rt.string),
);

export type PermissionProfileListParams = {
  /** Opaque pagination cursor returned by a previous call. */
  cursor?: string | null;
  /** Optional working directory to resolve project config layers. */
  cwd?: string | null;
  /** Optional page size; defaults to the full result set. */
  limit?: number | null;
};
export const PermissionProfileListParams: t.Type<PermissionProfileListParams> =
  /* @__PURE__ */ rt.deferred('PermissionProfileListParams', () =>
    rt.object<PermissionProfileListParams>(
      'PermissionProfileListParams',
      {},
      {
        cursor: rt.nullable(rt.string),
        cwd: rt.nullable(rt.string),
        limit: rt.nullable(rt.integer),
      },
    ),
  );

export type PermissionProfileListResponse = {
  data: Array<PermissionProfileSummary>;
  /** Opaque cursor to pass to the next call to continue after the last item. If None, there are no more items to return. */
  nextCursor?: string | null;
};
export const PermissionProfileListResponse: t.Type<PermissionProfileListResponse> =
  /* @__PURE__ */ rt.deferred('PermissionProfileListResponse', () =>
    rt.object<PermissionProfileListResponse>(
      'PermissionProfileListResponse',
      { data: rt.array(rt.ref('PermissionProfileSummary', () => PermissionProfileSummary)) },
      { nextCursor: rt.nullable(rt.string) },
    ),
  );

export type PermissionProfileSummary = {
  /** Whether the effective requirements allow selecting this profile. */
  allowed: boolean;
  /** Optional user-facing description for display in clients. */
  description?: string | null;
  /** Available permission profile identifier. */
  id: string;
};
export const PermissionProfileSummary: t.Type<PermissionProfileSummary> =
  /* @__PURE__ */ rt.deferred('PermissionProfileSummary', () =>
    rt.object<PermissionProfileSummary>(
      'PermissionProfileSummary',
      { allowed: rt.boolean, id: rt.string },
      { description: rt.nullable(rt.string) },
    ),
  );

/** Deprecated: `friendly` and `pragmatic` no longer select a style. */
export type Personality = 'none' | 'friendly' | 'pragmatic';
/** Deprecated: `friendly` and `pragmatic` no longer select a style. */
export const Personality: t.Type<Personality> = /* @__PURE__ */ rt.deferred('Personality', () =>
  rt.enumeration<Personality>('Personality', ['none', 'friendly', 'pragmatic']),
);

/** EXPERIMENTAL - proposed plan streaming deltas for plan items. Clients should not assume concatenated deltas match the completed plan item content. */
export type PlanDeltaNotification = {
  delta: string;
  itemId: string;
  threadId: string;
  turnId: string;
};
/** EXPERIMENTAL - proposed plan streaming deltas for plan items. Clients should not assume concatenated deltas match the completed plan item content. */
export const PlanDeltaNotification: t.Type<PlanDeltaNotification> = /* @__PURE__ */ rt.deferred(
  'PlanDeltaNotification',
  () =>
    rt.object<PlanDeltaNotification>('PlanDeltaNotification', {
      delta: rt.string,
      itemId: rt.string,
      threadId: rt.string,
      turnId: rt.string,
    }),
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
export const PlanType: t.Type<PlanType> = /* @__PURE__ */ rt.deferred('PlanType', () =>
  rt.enumeration<PlanType>('PlanType', [
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

export type PluginsMigration = {
  marketplaceName: string;
  pluginNames: Array<string>;
};
export const PluginsMigration: t.Type<PluginsMigration> = /* @__PURE__ */ rt.deferred(
  'PluginsMigration',
  () =>
    rt.object<PluginsMigration>('PluginsMigration', {
      marketplaceName: rt.string,
      pluginNames: rt.array(rt.string),
    }),
);

/** Final process exit notification for `process/spawn`. */
export type ProcessExitedNotification = {
  /** Process exit code. */
  exitCode: number;
  /** Whether output collection hit its post-exit deadline before seeing EOF or reaching the requested byte cap on either stream. Older servers omit this field. */
  outputDrainTimedOut?: boolean | null;
  /** Client-supplied, connection-scoped `processHandle` from `process/spawn`. */
  processHandle: string;
  /**
   * Buffered stderr capture.
   *
   * Empty when stderr was streamed via `process/outputDelta`.
   */
  stderr: string;
  /**
   * Whether stderr reached `outputBytesCap`.
   *
   * In streaming mode, stderr is empty and cap state is also reported on the final stderr `process/outputDelta` notification.
   */
  stderrCapReached: boolean;
  /**
   * Buffered stdout capture.
   *
   * Empty when stdout was streamed via `process/outputDelta`.
   */
  stdout: string;
  /**
   * Whether stdout reached `outputBytesCap`.
   *
   * In streaming mode, stdout is empty and cap state is also reported on the final stdout `process/outputDelta` notification.
   */
  stdoutCapReached: boolean;
};
/** Final process exit notification for `process/spawn`. */
export const ProcessExitedNotification: t.Type<ProcessExitedNotification> =
  /* @__PURE__ */ rt.deferred('ProcessExitedNotification', () =>
    rt.object<ProcessExitedNotification>(
      'ProcessExitedNotification',
      {
        exitCode: rt.integer,
        processHandle: rt.string,
        stderr: rt.string,
        stderrCapReached: rt.boolean,
        stdout: rt.string,
        stdoutCapReached: rt.boolean,
      },
      { outputDrainTimedOut: rt.nullable(rt.boolean) },
    ),
  );

/** Base64-encoded output chunk emitted for a streaming `process/spawn` request. */
export type ProcessOutputDeltaNotification = {
  /** True on the final streamed chunk for this stream when output was truncated by `outputBytesCap`. */
  capReached: boolean;
  /** Base64-encoded output bytes. */
  deltaBase64: string;
  /** Client-supplied, connection-scoped `processHandle` from `process/spawn`. */
  processHandle: string;
  /** Output stream this chunk belongs to. */
  stream: ProcessOutputStream;
};
/** Base64-encoded output chunk emitted for a streaming `process/spawn` request. */
export const ProcessOutputDeltaNotification: t.Type<ProcessOutputDeltaNotification> =
  /* @__PURE__ */ rt.deferred('ProcessOutputDeltaNotification', () =>
    rt.object<ProcessOutputDeltaNotification>('ProcessOutputDeltaNotification', {
      capReached: rt.boolean,
      deltaBase64: rt.string,
      processHandle: rt.string,
      stream: rt.ref('ProcessOutputStream', () => ProcessOutputStream),
    }),
  );

/** Stream label for `process/outputDelta` notifications. */
export type ProcessOutputStream = 'stdout' | 'stderr';
/** Stream label for `process/outputDelta` notifications. */
export const ProcessOutputStream: t.Type<ProcessOutputStream> = /* @__PURE__ */ rt.deferred(
  'ProcessOutputStream',
  () => rt.enumeration<ProcessOutputStream>('ProcessOutputStream', ['stdout', 'stderr']),
);

/** PTY size in character cells for `process/spawn` PTY sessions. */
export type ProcessTerminalSize = {
  /** Terminal width in character cells. */
  cols: number;
  /** Terminal height in character cells. */
  rows: number;
};
/** PTY size in character cells for `process/spawn` PTY sessions. */
export const ProcessTerminalSize: t.Type<ProcessTerminalSize> = /* @__PURE__ */ rt.deferred(
  'ProcessTerminalSize',
  () =>
    rt.object<ProcessTerminalSize>('ProcessTerminalSize', { cols: rt.integer, rows: rt.integer }),
);

export type Project = {
  createdAt: number;
  id: string;
  metadata: { [key: string]: string };
  name: string;
  /** Newest non-archived member thread's recency, in Unix seconds; null when none exist. */
  recencyAt?: number | null;
  roots: Array<ProjectRoot>;
  updatedAt: number;
};
export const Project: t.Type<Project> = /* @__PURE__ */ rt.deferred('Project', () =>
  rt.object<Project>(
    'Project',
    {
      createdAt: rt.integer,
      id: rt.string,
      metadata: rt.record(rt.string),
      name: rt.string,
      roots: rt.array(rt.ref('ProjectRoot', () => ProjectRoot)),
      updatedAt: rt.integer,
    },
    { recencyAt: rt.nullable(rt.integer) },
  ),
);

export type ProjectChangeType = 'created' | 'updated' | 'deleted';
export const ProjectChangeType: t.Type<ProjectChangeType> = /* @__PURE__ */ rt.deferred(
  'ProjectChangeType',
  () => rt.enumeration<ProjectChangeType>('ProjectChangeType', ['created', 'updated', 'deleted']),
);

export type ProjectChangedNotification = {
  changeType: ProjectChangeType;
  projectId: string;
};
export const ProjectChangedNotification: t.Type<ProjectChangedNotification> =
  /* @__PURE__ */ rt.deferred('ProjectChangedNotification', () =>
    rt.object<ProjectChangedNotification>('ProjectChangedNotification', {
      changeType: rt.ref('ProjectChangeType', () => ProjectChangeType),
      projectId: rt.string,
    }),
  );

export type ProjectRoot = {
  path: AbsolutePathBuf;
};
export const ProjectRoot: t.Type<ProjectRoot> = /* @__PURE__ */ rt.deferred('ProjectRoot', () =>
  rt.object<ProjectRoot>('ProjectRoot', { path: rt.ref('AbsolutePathBuf', () => AbsolutePathBuf) }),
);

export type ProjectSortKey = 'position' | 'recencyAt';
export const ProjectSortKey: t.Type<ProjectSortKey> = /* @__PURE__ */ rt.deferred(
  'ProjectSortKey',
  () => rt.enumeration<ProjectSortKey>('ProjectSortKey', ['position', 'recencyAt']),
);

export type BedrockProviderSettings = {
  profile?: string | null;
  region?: string | null;
  type: 'bedrock';
};
export const BedrockProviderSettings: t.Type<BedrockProviderSettings> = /* @__PURE__ */ rt.deferred(
  'BedrockProviderSettings',
  () =>
    rt.object<BedrockProviderSettings>(
      'BedrockProviderSettings',
      { type: rt.literal('bedrock') },
      { profile: rt.nullable(rt.string), region: rt.nullable(rt.string) },
    ),
);

/** AWS configuration fields for built-in Bedrock providers. */
export type BedrockProviderSettingsPatch = {
  profile?: string | null;
  providerId: BedrockProviderId;
  region?: string | null;
  type: 'bedrock';
};
/** AWS configuration fields for built-in Bedrock providers. */
export const BedrockProviderSettingsPatch: t.Type<BedrockProviderSettingsPatch> =
  /* @__PURE__ */ rt.deferred('BedrockProviderSettingsPatch', () =>
    rt.object<BedrockProviderSettingsPatch>(
      'BedrockProviderSettingsPatch',
      {
        providerId: rt.ref('BedrockProviderId', () => BedrockProviderId),
        type: rt.literal('bedrock'),
      },
      { profile: rt.nullable(rt.string), region: rt.nullable(rt.string) },
    ),
  );

export type CustomGatewayProviderSettings = {
  auth: GatewayAuth;
  type: 'customGateway';
};
export const CustomGatewayProviderSettings: t.Type<CustomGatewayProviderSettings> =
  /* @__PURE__ */ rt.deferred('CustomGatewayProviderSettings', () =>
    rt.object<CustomGatewayProviderSettings>('CustomGatewayProviderSettings', {
      auth: rt.ref('GatewayAuth', () => GatewayAuth),
      type: rt.literal('customGateway'),
    }),
  );

export type CustomGatewayProviderSettingsPatch = {
  baseUrl?: string | null;
  envKey?: string | null;
  name?: string;
  /** Omit or pass null to allocate a new custom provider ID. */
  providerId?: string | null;
  type: 'customGateway';
};
export const CustomGatewayProviderSettingsPatch: t.Type<CustomGatewayProviderSettingsPatch> =
  /* @__PURE__ */ rt.deferred('CustomGatewayProviderSettingsPatch', () =>
    rt.object<CustomGatewayProviderSettingsPatch>(
      'CustomGatewayProviderSettingsPatch',
      { type: rt.literal('customGateway') },
      {
        baseUrl: rt.nullable(rt.string),
        envKey: rt.nullable(rt.string),
        name: rt.string,
        providerId: rt.nullable(rt.string),
      },
    ),
  );

export type GcpProviderSettings = {
  /** Path on the app-server host, without credential-file contents. */
  credentialFile?: string | null;
  location?: string | null;
  projectId?: string | null;
  type: 'gcp';
};
export const GcpProviderSettings: t.Type<GcpProviderSettings> = /* @__PURE__ */ rt.deferred(
  'GcpProviderSettings',
  () =>
    rt.object<GcpProviderSettings>(
      'GcpProviderSettings',
      { type: rt.literal('gcp') },
      {
        credentialFile: rt.nullable(rt.string),
        location: rt.nullable(rt.string),
        projectId: rt.nullable(rt.string),
      },
    ),
);

/** GCP configuration fields. Credential-file paths refer to the app-server host. */
export type GcpProviderSettingsPatch = {
  credentialFile?: string | null;
  location?: string | null;
  projectId?: string | null;
  providerId: GcpProviderId;
  type: 'gcp';
};
/** GCP configuration fields. Credential-file paths refer to the app-server host. */
export const GcpProviderSettingsPatch: t.Type<GcpProviderSettingsPatch> =
  /* @__PURE__ */ rt.deferred('GcpProviderSettingsPatch', () =>
    rt.object<GcpProviderSettingsPatch>(
      'GcpProviderSettingsPatch',
      { providerId: rt.ref('GcpProviderId', () => GcpProviderId), type: rt.literal('gcp') },
      {
        credentialFile: rt.nullable(rt.string),
        location: rt.nullable(rt.string),
        projectId: rt.nullable(rt.string),
      },
    ),
  );

export type OpenaiProviderSettings = {
  type: 'openai';
};
export const OpenaiProviderSettings: t.Type<OpenaiProviderSettings> = /* @__PURE__ */ rt.deferred(
  'OpenaiProviderSettings',
  () => rt.object<OpenaiProviderSettings>('OpenaiProviderSettings', { type: rt.literal('openai') }),
);

export type ProviderSettings =
  | OpenaiProviderSettings
  | CustomGatewayProviderSettings
  | BedrockProviderSettings
  | GcpProviderSettings;
export const ProviderSettings: rt.TaggedUnionType<ProviderSettings> =
  /* @__PURE__ */ rt.deferredTagged('ProviderSettings', () =>
    rt.taggedUnion<ProviderSettings>('ProviderSettings', 'type', {
      openai: rt.ref('OpenaiProviderSettings', () => OpenaiProviderSettings),
      customGateway: rt.ref('CustomGatewayProviderSettings', () => CustomGatewayProviderSettings),
      bedrock: rt.ref('BedrockProviderSettings', () => BedrockProviderSettings),
      gcp: rt.ref('GcpProviderSettings', () => GcpProviderSettings),
    }),
  );

/** Omitted patch fields preserve their values. Explicit null clears a nullable field. */
export type ProviderSettingsPatch =
  | CustomGatewayProviderSettingsPatch
  | BedrockProviderSettingsPatch
  | GcpProviderSettingsPatch;
/** Omitted patch fields preserve their values. Explicit null clears a nullable field. */
export const ProviderSettingsPatch: rt.TaggedUnionType<ProviderSettingsPatch> =
  /* @__PURE__ */ rt.deferredTagged('ProviderSettingsPatch', () =>
    rt.taggedUnion<ProviderSettingsPatch>('ProviderSettingsPatch', 'type', {
      customGateway: rt.ref(
        'CustomGatewayProviderSettingsPatch',
        () => CustomGatewayProviderSettingsPatch,
      ),
      bedrock: rt.ref('BedrockProviderSettingsPatch', () => BedrockProviderSettingsPatch),
      gcp: rt.ref('GcpProviderSettingsPatch', () => GcpProviderSettingsPatch),
    }),
  );

export type QueuedSubmission = {
  clientUserMessageId: string;
  id: string;
  input: Array<UserInput>;
  /** Metadata retained with this input, including across reconnect and restoration. */
  responsesapiClientMetadata?: { [key: string]: string } | null;
};
export const QueuedSubmission: t.Type<QueuedSubmission> = /* @__PURE__ */ rt.deferred(
  'QueuedSubmission',
  () =>
    rt.object<QueuedSubmission>(
      'QueuedSubmission',
      {
        clientUserMessageId: rt.string,
        id: rt.string,
        input: rt.array(rt.ref('UserInput', () => UserInput)),
      },
      { responsesapiClientMetadata: rt.nullable(rt.record(rt.string)) },
    ),
);

export type RateLimitReachedType =
  | 'rate_limit_reached'
  | 'workspace_owner_credits_depleted'
  | 'workspace_member_credits_depleted'
  | 'workspace_owner_usage_limit_reached'
  | 'workspace_member_usage_limit_reached';
export const RateLimitReachedType: t.Type<RateLimitReachedType> = /* @__PURE__ */ rt.deferred(
  'RateLimitReachedType',
  () =>
    rt.enumeration<RateLimitReachedType>('RateLimitReachedType', [
      'rate_limit_reached',
      'workspace_owner_credits_depleted',
      'workspace_member_credits_depleted',
      'workspace_owner_usage_limit_reached',
      'workspace_member_usage_limit_reached',
    ]),
);
