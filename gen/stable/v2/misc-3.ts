// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../../lib/protocol/runtime/index.js';

import { AbsolutePathBuf, RequestId } from '../shared/misc.js';
import { AccountRoutingOverride } from './account.js';
import {
  AddCreditsNudgeCreditType,
  AddCreditsNudgeEmailStatus,
  AdditionalFileSystemPermissions,
  AdditionalNetworkPermissions,
  AgentPath,
  ByteRange,
  CapabilityRootLocation,
  CreditsSnapshot,
} from './misc-1.js';
import {
  ImageDetail,
  LegacyAppPathString,
  NetworkAccess,
  PlanType,
  RateLimitReachedType,
} from './misc-2.js';
import { ResponseItem, ResponseUsageMetadata } from './response.js';
import { ThreadId } from './thread-1.js';
import { Turn } from './turn.js';

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
  () =>
    rt.object<RateLimitSnapshot>(
      'RateLimitSnapshot',
      {},
      {
        credits: rt.nullable(rt.ref('CreditsSnapshot', () => CreditsSnapshot)),
        individualLimit: rt.nullable(
          rt.ref('SpendControlLimitSnapshot', () => SpendControlLimitSnapshot),
        ),
        limitId: rt.nullable(rt.string),
        limitName: rt.nullable(rt.string),
        normalModelSlug: rt.nullable(rt.string),
        planType: rt.nullable(rt.ref('PlanType', () => PlanType)),
        primary: rt.nullable(rt.ref('RateLimitWindow', () => RateLimitWindow)),
        rateLimitReachedType: rt.nullable(
          rt.ref('RateLimitReachedType', () => RateLimitReachedType),
        ),
        secondary: rt.nullable(rt.ref('RateLimitWindow', () => RateLimitWindow)),
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
  () =>
    rt.object<RateLimitWindow>(
      'RateLimitWindow',
      { usedPercent: rt.integer },
      { resetsAt: rt.nullable(rt.integer), windowDurationMins: rt.nullable(rt.integer) },
    ),
);

/** Internal-only notification containing the exact usage from one upstream Responses API completion. */
export type RawResponseCompletedNotification = {
  responseId: string;
  threadId: string;
  turnId: string;
  usage?: TokenUsageBreakdown | null;
  usageMetadata?: ResponseUsageMetadata | null;
};
/** Internal-only notification containing the exact usage from one upstream Responses API completion. */
export const RawResponseCompletedNotification: t.Type<RawResponseCompletedNotification> =
  /* @__PURE__ */ rt.deferred('RawResponseCompletedNotification', () =>
    rt.object<RawResponseCompletedNotification>(
      'RawResponseCompletedNotification',
      { responseId: rt.string, threadId: rt.string, turnId: rt.string },
      {
        usage: rt.nullable(rt.ref('TokenUsageBreakdown', () => TokenUsageBreakdown)),
        usageMetadata: rt.nullable(rt.ref('ResponseUsageMetadata', () => ResponseUsageMetadata)),
      },
    ),
  );

export type RawResponseItemCompletedNotification = {
  item: ResponseItem;
  threadId: string;
  turnId: string;
};
export const RawResponseItemCompletedNotification: t.Type<RawResponseItemCompletedNotification> =
  /* @__PURE__ */ rt.deferred('RawResponseItemCompletedNotification', () =>
    rt.object<RawResponseItemCompletedNotification>('RawResponseItemCompletedNotification', {
      item: rt.ref('ResponseItem', () => ResponseItem),
      threadId: rt.string,
      turnId: rt.string,
    }),
  );

export type RealtimeConversationVersion = 'v1' | 'v2' | 'v3';
export const RealtimeConversationVersion: t.Type<RealtimeConversationVersion> =
  /* @__PURE__ */ rt.deferred('RealtimeConversationVersion', () =>
    rt.enumeration<RealtimeConversationVersion>('RealtimeConversationVersion', ['v1', 'v2', 'v3']),
  );

export type RealtimeOutputModality = 'text' | 'audio';
export const RealtimeOutputModality: t.Type<RealtimeOutputModality> = /* @__PURE__ */ rt.deferred(
  'RealtimeOutputModality',
  () => rt.enumeration<RealtimeOutputModality>('RealtimeOutputModality', ['text', 'audio']),
);

export type RealtimeVoice =
  | 'alloy'
  | 'arbor'
  | 'ash'
  | 'aube'
  | 'ballad'
  | 'breeze'
  | 'bubbie'
  | 'cedar'
  | 'coral'
  | 'cove'
  | 'echo'
  | 'ember'
  | 'haetsal'
  | 'hanul'
  | 'himari'
  | 'juniper'
  | 'leher'
  | 'maple'
  | 'marin'
  | 'miko'
  | 'neer'
  | 'porto'
  | 'rindo'
  | 'rio'
  | 'rivage'
  | 'sage'
  | 'selva'
  | 'shimmer'
  | 'sol'
  | 'sonna'
  | 'spruce'
  | 'tinta'
  | 'vale'
  | 'verse'
  | 'viola';
export const RealtimeVoice: t.Type<RealtimeVoice> = /* @__PURE__ */ rt.deferred(
  'RealtimeVoice',
  () =>
    rt.enumeration<RealtimeVoice>('RealtimeVoice', [
      'alloy',
      'arbor',
      'ash',
      'aube',
      'ballad',
      'breeze',
      'bubbie',
      'cedar',
      'coral',
      'cove',
      'echo',
      'ember',
      'haetsal',
      'hanul',
      'himari',
      'juniper',
      'leher',
      'maple',
      'marin',
      'miko',
      'neer',
      'porto',
      'rindo',
      'rio',
      'rivage',
      'sage',
      'selva',
      'shimmer',
      'sol',
      'sonna',
      'spruce',
      'tinta',
      'vale',
      'verse',
      'viola',
    ]),
);

export type RealtimeVoicesList = {
  defaultV1: RealtimeVoice;
  defaultV2: RealtimeVoice;
  v1: Array<RealtimeVoice>;
  v2: Array<RealtimeVoice>;
  v3?: Array<RealtimeVoice>;
};
export const RealtimeVoicesList: t.Type<RealtimeVoicesList> = /* @__PURE__ */ rt.deferred(
  'RealtimeVoicesList',
  () =>
    rt.object<RealtimeVoicesList>(
      'RealtimeVoicesList',
      {
        defaultV1: rt.ref('RealtimeVoice', () => RealtimeVoice),
        defaultV2: rt.ref('RealtimeVoice', () => RealtimeVoice),
        v1: rt.array(rt.ref('RealtimeVoice', () => RealtimeVoice)),
        v2: rt.array(rt.ref('RealtimeVoice', () => RealtimeVoice)),
      },
      { v3: rt.array(rt.ref('RealtimeVoice', () => RealtimeVoice)) },
    ),
);

/** A non-empty reasoning effort value advertised by the model. */
export type ReasoningEffort = string;
/** A non-empty reasoning effort value advertised by the model. */
export const ReasoningEffort: t.Type<ReasoningEffort> = /* @__PURE__ */ rt.deferred(
  'ReasoningEffort',
  () => rt.typed<ReasoningEffort>(rt.string),
);

export type ReasoningEffortOption = {
  description: string;
  reasoningEffort: ReasoningEffort;
};
export const ReasoningEffortOption: t.Type<ReasoningEffortOption> = /* @__PURE__ */ rt.deferred(
  'ReasoningEffortOption',
  () =>
    rt.object<ReasoningEffortOption>('ReasoningEffortOption', {
      description: rt.string,
      reasoningEffort: rt.ref('ReasoningEffort', () => ReasoningEffort),
    }),
);

export type ReasoningItemContent = ReasoningTextReasoningItemContent | TextReasoningItemContent;
export const ReasoningItemContent: rt.TaggedUnionType<ReasoningItemContent> =
  /* @__PURE__ */ rt.deferredTagged('ReasoningItemContent', () =>
    rt.taggedUnion<ReasoningItemContent>('ReasoningItemContent', 'type', {
      reasoning_text: rt.ref(
        'ReasoningTextReasoningItemContent',
        () => ReasoningTextReasoningItemContent,
      ),
      text: rt.ref('TextReasoningItemContent', () => TextReasoningItemContent),
    }),
  );

export type ReasoningItemReasoningSummary = {
  text: string;
  type: 'summary_text';
};
export const ReasoningItemReasoningSummary: t.Type<ReasoningItemReasoningSummary> =
  /* @__PURE__ */ rt.deferred('ReasoningItemReasoningSummary', () =>
    rt.object<ReasoningItemReasoningSummary>('ReasoningItemReasoningSummary', {
      text: rt.string,
      type: rt.literal('summary_text'),
    }),
  );

/** A summary of the reasoning performed by the model. This can be useful for debugging and understanding the model's reasoning process. See https://platform.openai.com/docs/guides/reasoning?api-mode=responses#reasoning-summaries */
export type ReasoningSummary = 'auto' | 'concise' | 'detailed' | 'none';
/** A summary of the reasoning performed by the model. This can be useful for debugging and understanding the model's reasoning process. See https://platform.openai.com/docs/guides/reasoning?api-mode=responses#reasoning-summaries */
export const ReasoningSummary: t.Type<ReasoningSummary> = /* @__PURE__ */ rt.deferred(
  'ReasoningSummary',
  () =>
    rt.enumeration<ReasoningSummary>('ReasoningSummary', ['auto', 'concise', 'detailed', 'none']),
);

export type ReasoningSummaryPartAddedNotification = {
  itemId: string;
  summaryIndex: number;
  threadId: string;
  turnId: string;
};
export const ReasoningSummaryPartAddedNotification: t.Type<ReasoningSummaryPartAddedNotification> =
  /* @__PURE__ */ rt.deferred('ReasoningSummaryPartAddedNotification', () =>
    rt.object<ReasoningSummaryPartAddedNotification>('ReasoningSummaryPartAddedNotification', {
      itemId: rt.string,
      summaryIndex: rt.integer,
      threadId: rt.string,
      turnId: rt.string,
    }),
  );

export type ReasoningSummaryTextDeltaNotification = {
  delta: string;
  itemId: string;
  summaryIndex: number;
  threadId: string;
  turnId: string;
};
export const ReasoningSummaryTextDeltaNotification: t.Type<ReasoningSummaryTextDeltaNotification> =
  /* @__PURE__ */ rt.deferred('ReasoningSummaryTextDeltaNotification', () =>
    rt.object<ReasoningSummaryTextDeltaNotification>('ReasoningSummaryTextDeltaNotification', {
      delta: rt.string,
      itemId: rt.string,
      summaryIndex: rt.integer,
      threadId: rt.string,
      turnId: rt.string,
    }),
  );

export type ReasoningTextDeltaNotification = {
  contentIndex: number;
  delta: string;
  itemId: string;
  threadId: string;
  turnId: string;
};
export const ReasoningTextDeltaNotification: t.Type<ReasoningTextDeltaNotification> =
  /* @__PURE__ */ rt.deferred('ReasoningTextDeltaNotification', () =>
    rt.object<ReasoningTextDeltaNotification>('ReasoningTextDeltaNotification', {
      contentIndex: rt.integer,
      delta: rt.string,
      itemId: rt.string,
      threadId: rt.string,
      turnId: rt.string,
    }),
  );

export type ReasoningTextReasoningItemContent = {
  text: string;
  type: 'reasoning_text';
};
export const ReasoningTextReasoningItemContent: t.Type<ReasoningTextReasoningItemContent> =
  /* @__PURE__ */ rt.deferred('ReasoningTextReasoningItemContent', () =>
    rt.object<ReasoningTextReasoningItemContent>('ReasoningTextReasoningItemContent', {
      text: rt.string,
      type: rt.literal('reasoning_text'),
    }),
  );

export type TextReasoningItemContent = {
  text: string;
  type: 'text';
};
export const TextReasoningItemContent: t.Type<TextReasoningItemContent> =
  /* @__PURE__ */ rt.deferred('TextReasoningItemContent', () =>
    rt.object<TextReasoningItemContent>('TextReasoningItemContent', {
      text: rt.string,
      type: rt.literal('text'),
    }),
  );

export type RemoteControlConnectionStatus = 'disabled' | 'connecting' | 'connected' | 'errored';
export const RemoteControlConnectionStatus: t.Type<RemoteControlConnectionStatus> =
  /* @__PURE__ */ rt.deferred('RemoteControlConnectionStatus', () =>
    rt.enumeration<RemoteControlConnectionStatus>('RemoteControlConnectionStatus', [
      'disabled',
      'connecting',
      'connected',
      'errored',
    ]),
  );

export type RemoteControlDisableParams = {
  ephemeral?: boolean;
};
export const RemoteControlDisableParams: t.Type<RemoteControlDisableParams> =
  /* @__PURE__ */ rt.deferred('RemoteControlDisableParams', () =>
    rt.object<RemoteControlDisableParams>(
      'RemoteControlDisableParams',
      {},
      { ephemeral: rt.boolean },
    ),
  );

export type RemoteControlEnableParams = {
  ephemeral?: boolean;
};
export const RemoteControlEnableParams: t.Type<RemoteControlEnableParams> =
  /* @__PURE__ */ rt.deferred('RemoteControlEnableParams', () =>
    rt.object<RemoteControlEnableParams>(
      'RemoteControlEnableParams',
      {},
      { ephemeral: rt.boolean },
    ),
  );

/** Current remote-control connection status and remote identity exposed to clients. */
export type RemoteControlStatusChangedNotification = {
  environmentId?: string | null;
  installationId: string;
  serverName: string;
  status: RemoteControlConnectionStatus;
};
/** Current remote-control connection status and remote identity exposed to clients. */
export const RemoteControlStatusChangedNotification: t.Type<RemoteControlStatusChangedNotification> =
  /* @__PURE__ */ rt.deferred('RemoteControlStatusChangedNotification', () =>
    rt.object<RemoteControlStatusChangedNotification>(
      'RemoteControlStatusChangedNotification',
      {
        installationId: rt.string,
        serverName: rt.string,
        status: rt.ref('RemoteControlConnectionStatus', () => RemoteControlConnectionStatus),
      },
      { environmentId: rt.nullable(rt.string) },
    ),
  );

export type RequestHeader = {
  name: string;
  value: string;
};
export const RequestHeader: t.Type<RequestHeader> = /* @__PURE__ */ rt.deferred(
  'RequestHeader',
  () => rt.object<RequestHeader>('RequestHeader', { name: rt.string, value: rt.string }),
);

export type RequestPermissionProfile = {
  fileSystem?: AdditionalFileSystemPermissions | null;
  network?: AdditionalNetworkPermissions | null;
};
export const RequestPermissionProfile: t.Type<RequestPermissionProfile> =
  /* @__PURE__ */ rt.deferred('RequestPermissionProfile', () =>
    rt.object<RequestPermissionProfile>(
      'RequestPermissionProfile',
      {},
      {
        fileSystem: rt.nullable(
          rt.ref('AdditionalFileSystemPermissions', () => AdditionalFileSystemPermissions),
        ),
        network: rt.nullable(
          rt.ref('AdditionalNetworkPermissions', () => AdditionalNetworkPermissions),
        ),
      },
    ),
  );

export type ResidencyRequirement = 'us';
export const ResidencyRequirement: t.Type<ResidencyRequirement> = /* @__PURE__ */ rt.deferred(
  'ResidencyRequirement',
  () => rt.typed<ResidencyRequirement>(rt.literal('us')),
);

/** A known resource that the server is capable of reading. */
export type Resource = {
  _meta?: unknown;
  annotations?: unknown;
  description?: string | null;
  icons?: Array<unknown> | null;
  mimeType?: string | null;
  name: string;
  size?: number | null;
  title?: string | null;
  uri: string;
};
/** A known resource that the server is capable of reading. */
export const Resource: t.Type<Resource> = /* @__PURE__ */ rt.deferred('Resource', () =>
  rt.object<Resource>(
    'Resource',
    { name: rt.string, uri: rt.string },
    {
      _meta: rt.unknownValue,
      annotations: rt.unknownValue,
      description: rt.nullable(rt.string),
      icons: rt.nullable(rt.array(rt.unknownValue)),
      mimeType: rt.nullable(rt.string),
      size: rt.nullable(rt.integer),
      title: rt.nullable(rt.string),
    },
  ),
);

/** Contents returned when reading a resource from an MCP server. */
export type ResourceContent =
  | {
      _meta?: unknown;
      mimeType?: string | null;
      text: string;
      /** The URI of this resource. */
      uri: string;
    }
  | {
      _meta?: unknown;
      blob: string;
      mimeType?: string | null;
      /** The URI of this resource. */
      uri: string;
    };
/** Contents returned when reading a resource from an MCP server. */
export const ResourceContent: t.Type<ResourceContent> = /* @__PURE__ */ rt.deferred(
  'ResourceContent',
  () =>
    rt.union<ResourceContent>('ResourceContent', [
      rt.object(
        'ResourceContent|0',
        { text: rt.string, uri: rt.string },
        { _meta: rt.unknownValue, mimeType: rt.nullable(rt.string) },
      ),
      rt.object(
        'ResourceContent|1',
        { blob: rt.string, uri: rt.string },
        { _meta: rt.unknownValue, mimeType: rt.nullable(rt.string) },
      ),
    ]),
);

/** A template description for resources available on the server. */
export type ResourceTemplate = {
  annotations?: unknown;
  description?: string | null;
  mimeType?: string | null;
  name: string;
  title?: string | null;
  uriTemplate: string;
};
/** A template description for resources available on the server. */
export const ResourceTemplate: t.Type<ResourceTemplate> = /* @__PURE__ */ rt.deferred(
  'ResourceTemplate',
  () =>
    rt.object<ResourceTemplate>(
      'ResourceTemplate',
      { name: rt.string, uriTemplate: rt.string },
      {
        annotations: rt.unknownValue,
        description: rt.nullable(rt.string),
        mimeType: rt.nullable(rt.string),
        title: rt.nullable(rt.string),
      },
    ),
);

export type FindInPageResponsesApiWebSearchAction = {
  pattern?: string | null;
  type: 'find_in_page';
  url?: string | null;
};
export const FindInPageResponsesApiWebSearchAction: t.Type<FindInPageResponsesApiWebSearchAction> =
  /* @__PURE__ */ rt.deferred('FindInPageResponsesApiWebSearchAction', () =>
    rt.object<FindInPageResponsesApiWebSearchAction>(
      'FindInPageResponsesApiWebSearchAction',
      { type: rt.literal('find_in_page') },
      { pattern: rt.nullable(rt.string), url: rt.nullable(rt.string) },
    ),
  );

export type OpenPageResponsesApiWebSearchAction = {
  type: 'open_page';
  url?: string | null;
};
export const OpenPageResponsesApiWebSearchAction: t.Type<OpenPageResponsesApiWebSearchAction> =
  /* @__PURE__ */ rt.deferred('OpenPageResponsesApiWebSearchAction', () =>
    rt.object<OpenPageResponsesApiWebSearchAction>(
      'OpenPageResponsesApiWebSearchAction',
      { type: rt.literal('open_page') },
      { url: rt.nullable(rt.string) },
    ),
  );

export type OtherResponsesApiWebSearchAction = {
  type: 'other';
};
export const OtherResponsesApiWebSearchAction: t.Type<OtherResponsesApiWebSearchAction> =
  /* @__PURE__ */ rt.deferred('OtherResponsesApiWebSearchAction', () =>
    rt.object<OtherResponsesApiWebSearchAction>('OtherResponsesApiWebSearchAction', {
      type: rt.literal('other'),
    }),
  );

export type ResponsesApiWebSearchAction =
  | SearchResponsesApiWebSearchAction
  | OpenPageResponsesApiWebSearchAction
  | FindInPageResponsesApiWebSearchAction
  | OtherResponsesApiWebSearchAction;
export const ResponsesApiWebSearchAction: rt.TaggedUnionType<ResponsesApiWebSearchAction> =
  /* @__PURE__ */ rt.deferredTagged('ResponsesApiWebSearchAction', () =>
    rt.taggedUnion<ResponsesApiWebSearchAction>('ResponsesApiWebSearchAction', 'type', {
      search: rt.ref('SearchResponsesApiWebSearchAction', () => SearchResponsesApiWebSearchAction),
      open_page: rt.ref(
        'OpenPageResponsesApiWebSearchAction',
        () => OpenPageResponsesApiWebSearchAction,
      ),
      find_in_page: rt.ref(
        'FindInPageResponsesApiWebSearchAction',
        () => FindInPageResponsesApiWebSearchAction,
      ),
      other: rt.ref('OtherResponsesApiWebSearchAction', () => OtherResponsesApiWebSearchAction),
    }),
  );

export type SearchResponsesApiWebSearchAction = {
  queries?: Array<string> | null;
  query?: string | null;
  type: 'search';
};
export const SearchResponsesApiWebSearchAction: t.Type<SearchResponsesApiWebSearchAction> =
  /* @__PURE__ */ rt.deferred('SearchResponsesApiWebSearchAction', () =>
    rt.object<SearchResponsesApiWebSearchAction>(
      'SearchResponsesApiWebSearchAction',
      { type: rt.literal('search') },
      { queries: rt.nullable(rt.array(rt.string)), query: rt.nullable(rt.string) },
    ),
  );

/** Review changes between the current branch and the given base branch. */
export type BaseBranchReviewTarget = {
  branch: string;
  type: 'baseBranch';
};
/** Review changes between the current branch and the given base branch. */
export const BaseBranchReviewTarget: t.Type<BaseBranchReviewTarget> = /* @__PURE__ */ rt.deferred(
  'BaseBranchReviewTarget',
  () =>
    rt.object<BaseBranchReviewTarget>('BaseBranchReviewTarget', {
      branch: rt.string,
      type: rt.literal('baseBranch'),
    }),
);

/** Review the changes introduced by a specific commit. */
export type CommitReviewTarget = {
  sha: string;
  /** Optional human-readable label (e.g., commit subject) for UIs. */
  title?: string | null;
  type: 'commit';
};
/** Review the changes introduced by a specific commit. */
export const CommitReviewTarget: t.Type<CommitReviewTarget> = /* @__PURE__ */ rt.deferred(
  'CommitReviewTarget',
  () =>
    rt.object<CommitReviewTarget>(
      'CommitReviewTarget',
      { sha: rt.string, type: rt.literal('commit') },
      { title: rt.nullable(rt.string) },
    ),
);

/** Arbitrary instructions, equivalent to the old free-form prompt. */
export type CustomReviewTarget = {
  instructions: string;
  type: 'custom';
};
/** Arbitrary instructions, equivalent to the old free-form prompt. */
export const CustomReviewTarget: t.Type<CustomReviewTarget> = /* @__PURE__ */ rt.deferred(
  'CustomReviewTarget',
  () =>
    rt.object<CustomReviewTarget>('CustomReviewTarget', {
      instructions: rt.string,
      type: rt.literal('custom'),
    }),
);

export type ReviewDelivery = 'inline';
export const ReviewDelivery: t.Type<ReviewDelivery> = /* @__PURE__ */ rt.deferred(
  'ReviewDelivery',
  () => rt.typed<ReviewDelivery>(rt.literal('inline')),
);

export type ReviewStartParams = {
  /** Reviews run inline on the supplied thread. Omit this field or pass `inline`. To review on a separate thread, start a thread first and use its id. */
  delivery?: ReviewDelivery | null;
  target: ReviewTarget;
  threadId: string;
};
export const ReviewStartParams: t.Type<ReviewStartParams> = /* @__PURE__ */ rt.deferred(
  'ReviewStartParams',
  () =>
    rt.object<ReviewStartParams>(
      'ReviewStartParams',
      { target: rt.ref('ReviewTarget', () => ReviewTarget), threadId: rt.string },
      { delivery: rt.nullable(rt.ref('ReviewDelivery', () => ReviewDelivery)) },
    ),
);

export type ReviewStartResponse = {
  /** The thread id supplied to `review/start`. */
  reviewThreadId: string;
  turn: Turn;
};
export const ReviewStartResponse: t.Type<ReviewStartResponse> = /* @__PURE__ */ rt.deferred(
  'ReviewStartResponse',
  () =>
    rt.object<ReviewStartResponse>('ReviewStartResponse', {
      reviewThreadId: rt.string,
      turn: rt.ref('Turn', () => Turn),
    }),
);

export type ReviewTarget =
  | UncommittedChangesReviewTarget
  | BaseBranchReviewTarget
  | CommitReviewTarget
  | CustomReviewTarget;
export const ReviewTarget: rt.TaggedUnionType<ReviewTarget> = /* @__PURE__ */ rt.deferredTagged(
  'ReviewTarget',
  () =>
    rt.taggedUnion<ReviewTarget>('ReviewTarget', 'type', {
      uncommittedChanges: rt.ref(
        'UncommittedChangesReviewTarget',
        () => UncommittedChangesReviewTarget,
      ),
      baseBranch: rt.ref('BaseBranchReviewTarget', () => BaseBranchReviewTarget),
      commit: rt.ref('CommitReviewTarget', () => CommitReviewTarget),
      custom: rt.ref('CustomReviewTarget', () => CustomReviewTarget),
    }),
);

/** Review the working tree: staged, unstaged, and untracked files. */
export type UncommittedChangesReviewTarget = {
  type: 'uncommittedChanges';
};
/** Review the working tree: staged, unstaged, and untracked files. */
export const UncommittedChangesReviewTarget: t.Type<UncommittedChangesReviewTarget> =
  /* @__PURE__ */ rt.deferred('UncommittedChangesReviewTarget', () =>
    rt.object<UncommittedChangesReviewTarget>('UncommittedChangesReviewTarget', {
      type: rt.literal('uncommittedChanges'),
    }),
  );

export type DangerFullAccessSandboxPolicy = {
  type: 'dangerFullAccess';
};
export const DangerFullAccessSandboxPolicy: t.Type<DangerFullAccessSandboxPolicy> =
  /* @__PURE__ */ rt.deferred('DangerFullAccessSandboxPolicy', () =>
    rt.object<DangerFullAccessSandboxPolicy>('DangerFullAccessSandboxPolicy', {
      type: rt.literal('dangerFullAccess'),
    }),
  );

export type ExternalSandboxSandboxPolicy = {
  networkAccess?: NetworkAccess;
  type: 'externalSandbox';
};
export const ExternalSandboxSandboxPolicy: t.Type<ExternalSandboxSandboxPolicy> =
  /* @__PURE__ */ rt.deferred('ExternalSandboxSandboxPolicy', () =>
    rt.object<ExternalSandboxSandboxPolicy>(
      'ExternalSandboxSandboxPolicy',
      { type: rt.literal('externalSandbox') },
      { networkAccess: rt.ref('NetworkAccess', () => NetworkAccess) },
    ),
  );

export type ReadOnlySandboxPolicy = {
  networkAccess?: boolean;
  type: 'readOnly';
};
export const ReadOnlySandboxPolicy: t.Type<ReadOnlySandboxPolicy> = /* @__PURE__ */ rt.deferred(
  'ReadOnlySandboxPolicy',
  () =>
    rt.object<ReadOnlySandboxPolicy>(
      'ReadOnlySandboxPolicy',
      { type: rt.literal('readOnly') },
      { networkAccess: rt.boolean },
    ),
);

export type SandboxMode = 'read-only' | 'workspace-write' | 'danger-full-access';
export const SandboxMode: t.Type<SandboxMode> = /* @__PURE__ */ rt.deferred('SandboxMode', () =>
  rt.enumeration<SandboxMode>('SandboxMode', [
    'read-only',
    'workspace-write',
    'danger-full-access',
  ]),
);

export type SandboxPolicy =
  | DangerFullAccessSandboxPolicy
  | ReadOnlySandboxPolicy
  | ExternalSandboxSandboxPolicy
  | WorkspaceWriteSandboxPolicy;
export const SandboxPolicy: rt.TaggedUnionType<SandboxPolicy> = /* @__PURE__ */ rt.deferredTagged(
  'SandboxPolicy',
  () =>
    rt.taggedUnion<SandboxPolicy>('SandboxPolicy', 'type', {
      dangerFullAccess: rt.ref(
        'DangerFullAccessSandboxPolicy',
        () => DangerFullAccessSandboxPolicy,
      ),
      readOnly: rt.ref('ReadOnlySandboxPolicy', () => ReadOnlySandboxPolicy),
      externalSandbox: rt.ref('ExternalSandboxSandboxPolicy', () => ExternalSandboxSandboxPolicy),
      workspaceWrite: rt.ref('WorkspaceWriteSandboxPolicy', () => WorkspaceWriteSandboxPolicy),
    }),
);

export type SandboxWorkspaceWrite = {
  exclude_slash_tmp?: boolean;
  exclude_tmpdir_env_var?: boolean;
  network_access?: boolean;
  writable_roots?: Array<string>;
};
export const SandboxWorkspaceWrite: t.Type<SandboxWorkspaceWrite> = /* @__PURE__ */ rt.deferred(
  'SandboxWorkspaceWrite',
  () =>
    rt.object<SandboxWorkspaceWrite>(
      'SandboxWorkspaceWrite',
      {},
      {
        exclude_slash_tmp: rt.boolean,
        exclude_tmpdir_env_var: rt.boolean,
        network_access: rt.boolean,
        writable_roots: rt.array(rt.string),
      },
    ),
);

export type WorkspaceWriteSandboxPolicy = {
  excludeSlashTmp?: boolean;
  excludeTmpdirEnvVar?: boolean;
  networkAccess?: boolean;
  type: 'workspaceWrite';
  writableRoots?: Array<AbsolutePathBuf>;
};
export const WorkspaceWriteSandboxPolicy: t.Type<WorkspaceWriteSandboxPolicy> =
  /* @__PURE__ */ rt.deferred('WorkspaceWriteSandboxPolicy', () =>
    rt.object<WorkspaceWriteSandboxPolicy>(
      'WorkspaceWriteSandboxPolicy',
      { type: rt.literal('workspaceWrite') },
      {
        excludeSlashTmp: rt.boolean,
        excludeTmpdirEnvVar: rt.boolean,
        networkAccess: rt.boolean,
        writableRoots: rt.array(rt.ref('AbsolutePathBuf', () => AbsolutePathBuf)),
      },
    ),
  );

export type DailyScheduledTaskSchedule = {
  time: string;
  type: 'daily';
};
export const DailyScheduledTaskSchedule: t.Type<DailyScheduledTaskSchedule> =
  /* @__PURE__ */ rt.deferred('DailyScheduledTaskSchedule', () =>
    rt.object<DailyScheduledTaskSchedule>('DailyScheduledTaskSchedule', {
      time: rt.string,
      type: rt.literal('daily'),
    }),
  );

export type HourlyScheduledTaskSchedule = {
  days?: Array<ScheduledTaskWeekday> | null;
  intervalHours: number;
  type: 'hourly';
};
export const HourlyScheduledTaskSchedule: t.Type<HourlyScheduledTaskSchedule> =
  /* @__PURE__ */ rt.deferred('HourlyScheduledTaskSchedule', () =>
    rt.object<HourlyScheduledTaskSchedule>(
      'HourlyScheduledTaskSchedule',
      { intervalHours: rt.integer, type: rt.literal('hourly') },
      { days: rt.nullable(rt.array(rt.ref('ScheduledTaskWeekday', () => ScheduledTaskWeekday))) },
    ),
  );

export type ScheduledTaskSchedule =
  | HourlyScheduledTaskSchedule
  | DailyScheduledTaskSchedule
  | WeekdaysScheduledTaskSchedule
  | WeeklyScheduledTaskSchedule;
export const ScheduledTaskSchedule: rt.TaggedUnionType<ScheduledTaskSchedule> =
  /* @__PURE__ */ rt.deferredTagged('ScheduledTaskSchedule', () =>
    rt.taggedUnion<ScheduledTaskSchedule>('ScheduledTaskSchedule', 'type', {
      hourly: rt.ref('HourlyScheduledTaskSchedule', () => HourlyScheduledTaskSchedule),
      daily: rt.ref('DailyScheduledTaskSchedule', () => DailyScheduledTaskSchedule),
      weekdays: rt.ref('WeekdaysScheduledTaskSchedule', () => WeekdaysScheduledTaskSchedule),
      weekly: rt.ref('WeeklyScheduledTaskSchedule', () => WeeklyScheduledTaskSchedule),
    }),
  );

export type ScheduledTaskSummary = {
  key: string;
  name: string;
  prompt: string;
  schedule: ScheduledTaskSchedule;
};
export const ScheduledTaskSummary: t.Type<ScheduledTaskSummary> = /* @__PURE__ */ rt.deferred(
  'ScheduledTaskSummary',
  () =>
    rt.object<ScheduledTaskSummary>('ScheduledTaskSummary', {
      key: rt.string,
      name: rt.string,
      prompt: rt.string,
      schedule: rt.ref('ScheduledTaskSchedule', () => ScheduledTaskSchedule),
    }),
);

export type ScheduledTaskWeekday = 'MO' | 'TU' | 'WE' | 'TH' | 'FR' | 'SA' | 'SU';
export const ScheduledTaskWeekday: t.Type<ScheduledTaskWeekday> = /* @__PURE__ */ rt.deferred(
  'ScheduledTaskWeekday',
  () =>
    rt.enumeration<ScheduledTaskWeekday>('ScheduledTaskWeekday', [
      'MO',
      'TU',
      'WE',
      'TH',
      'FR',
      'SA',
      'SU',
    ]),
);

export type WeekdaysScheduledTaskSchedule = {
  time: string;
  type: 'weekdays';
};
export const WeekdaysScheduledTaskSchedule: t.Type<WeekdaysScheduledTaskSchedule> =
  /* @__PURE__ */ rt.deferred('WeekdaysScheduledTaskSchedule', () =>
    rt.object<WeekdaysScheduledTaskSchedule>('WeekdaysScheduledTaskSchedule', {
      time: rt.string,
      type: rt.literal('weekdays'),
    }),
  );

export type WeeklyScheduledTaskSchedule = {
  days: Array<ScheduledTaskWeekday>;
  time: string;
  type: 'weekly';
};
export const WeeklyScheduledTaskSchedule: t.Type<WeeklyScheduledTaskSchedule> =
  /* @__PURE__ */ rt.deferred('WeeklyScheduledTaskSchedule', () =>
    rt.object<WeeklyScheduledTaskSchedule>('WeeklyScheduledTaskSchedule', {
      days: rt.array(rt.ref('ScheduledTaskWeekday', () => ScheduledTaskWeekday)),
      time: rt.string,
      type: rt.literal('weekly'),
    }),
  );

/** A user-selected root that can expose one or more runtime capabilities. */
export type SelectedCapabilityRoot = {
  /** Stable identifier supplied by the capability selection platform. */
  id: string;
  /** Where the selected root can be resolved. */
  location: CapabilityRootLocation;
};
/** A user-selected root that can expose one or more runtime capabilities. */
export const SelectedCapabilityRoot: t.Type<SelectedCapabilityRoot> = /* @__PURE__ */ rt.deferred(
  'SelectedCapabilityRoot',
  () =>
    rt.object<SelectedCapabilityRoot>('SelectedCapabilityRoot', {
      id: rt.string,
      location: rt.ref('CapabilityRootLocation', () => CapabilityRootLocation),
    }),
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

export type ServerDiagnosticsGauge = {
  name: string;
  value: number;
};
export const ServerDiagnosticsGauge: t.Type<ServerDiagnosticsGauge> = /* @__PURE__ */ rt.deferred(
  'ServerDiagnosticsGauge',
  () =>
    rt.object<ServerDiagnosticsGauge>('ServerDiagnosticsGauge', {
      name: rt.string,
      value: rt.integer,
    }),
);

export type ServerDiagnosticsProcess = {
  id: number;
  physicalFootprintBytes?: number | null;
  residentMemoryBytes?: number | null;
};
export const ServerDiagnosticsProcess: t.Type<ServerDiagnosticsProcess> =
  /* @__PURE__ */ rt.deferred('ServerDiagnosticsProcess', () =>
    rt.object<ServerDiagnosticsProcess>(
      'ServerDiagnosticsProcess',
      { id: rt.integer },
      {
        physicalFootprintBytes: rt.nullable(rt.integer),
        residentMemoryBytes: rt.nullable(rt.integer),
      },
    ),
  );

export type ServerRequestResolvedNotification = {
  requestId: RequestId;
  threadId: string;
};
export const ServerRequestResolvedNotification: t.Type<ServerRequestResolvedNotification> =
  /* @__PURE__ */ rt.deferred('ServerRequestResolvedNotification', () =>
    rt.object<ServerRequestResolvedNotification>('ServerRequestResolvedNotification', {
      requestId: rt.ref('RequestId', () => RequestId),
      threadId: rt.string,
    }),
  );

export type CustomSessionSource = {
  custom: string;
};
export const CustomSessionSource: t.Type<CustomSessionSource> = /* @__PURE__ */ rt.deferred(
  'CustomSessionSource',
  () => rt.object<CustomSessionSource>('CustomSessionSource', { custom: rt.string }),
);

export type SessionMigration = {
  cwd: string;
  path: string;
  title?: string | null;
};
export const SessionMigration: t.Type<SessionMigration> = /* @__PURE__ */ rt.deferred(
  'SessionMigration',
  () =>
    rt.object<SessionMigration>(
      'SessionMigration',
      { cwd: rt.string, path: rt.string },
      { title: rt.nullable(rt.string) },
    ),
);

export type SessionSource =
  | 'cli'
  | 'vscode'
  | 'exec'
  | 'appServer'
  | 'unknown'
  | CustomSessionSource
  | SubAgentSessionSource;
export const SessionSource: t.Type<SessionSource> = /* @__PURE__ */ rt.deferred(
  'SessionSource',
  () =>
    rt.union<SessionSource>('SessionSource', [
      rt.enumeration('SessionSource|0', ['cli', 'vscode', 'exec', 'appServer', 'unknown']),
      rt.ref('CustomSessionSource', () => CustomSessionSource),
      rt.ref('SubAgentSessionSource', () => SubAgentSessionSource),
    ]),
);

export type SubAgentSessionSource = {
  subAgent: SubAgentSource;
};
export const SubAgentSessionSource: t.Type<SubAgentSessionSource> = /* @__PURE__ */ rt.deferred(
  'SubAgentSessionSource',
  () =>
    rt.object<SubAgentSessionSource>('SubAgentSessionSource', {
      subAgent: rt.ref('SubAgentSource', () => SubAgentSource),
    }),
);

/** Settings for a collaboration mode. */
export type Settings = {
  developer_instructions?: string | null;
  model: string;
  reasoning_effort?: ReasoningEffort | null;
};
/** Settings for a collaboration mode. */
export const Settings: t.Type<Settings> = /* @__PURE__ */ rt.deferred('Settings', () =>
  rt.object<Settings>(
    'Settings',
    { model: rt.string },
    {
      developer_instructions: rt.nullable(rt.string),
      reasoning_effort: rt.nullable(rt.ref('ReasoningEffort', () => ReasoningEffort)),
    },
  ),
);

export type SkillDependencies = {
  tools: Array<SkillToolDependency>;
};
export const SkillDependencies: t.Type<SkillDependencies> = /* @__PURE__ */ rt.deferred(
  'SkillDependencies',
  () =>
    rt.object<SkillDependencies>('SkillDependencies', {
      tools: rt.array(rt.ref('SkillToolDependency', () => SkillToolDependency)),
    }),
);

export type SkillErrorInfo = {
  message: string;
  path: string;
};
export const SkillErrorInfo: t.Type<SkillErrorInfo> = /* @__PURE__ */ rt.deferred(
  'SkillErrorInfo',
  () => rt.object<SkillErrorInfo>('SkillErrorInfo', { message: rt.string, path: rt.string }),
);

export type SkillInterface = {
  brandColor?: string | null;
  defaultPrompt?: string | null;
  displayName?: string | null;
  iconLarge?: AbsolutePathBuf | null;
  /** Remote large icon URL from the plugin catalog. */
  iconLargeUrl?: string | null;
  iconSmall?: AbsolutePathBuf | null;
  /** Remote small icon URL from the plugin catalog. */
  iconSmallUrl?: string | null;
  shortDescription?: string | null;
};
export const SkillInterface: t.Type<SkillInterface> = /* @__PURE__ */ rt.deferred(
  'SkillInterface',
  () =>
    rt.object<SkillInterface>(
      'SkillInterface',
      {},
      {
        brandColor: rt.nullable(rt.string),
        defaultPrompt: rt.nullable(rt.string),
        displayName: rt.nullable(rt.string),
        iconLarge: rt.nullable(rt.ref('AbsolutePathBuf', () => AbsolutePathBuf)),
        iconLargeUrl: rt.nullable(rt.string),
        iconSmall: rt.nullable(rt.ref('AbsolutePathBuf', () => AbsolutePathBuf)),
        iconSmallUrl: rt.nullable(rt.string),
        shortDescription: rt.nullable(rt.string),
      },
    ),
);

export type SkillMetadata = {
  dependencies?: SkillDependencies | null;
  description: string;
  enabled: boolean;
  interface?: SkillInterface | null;
  name: string;
  path: LegacyAppPathString;
  /** Owning plugin ID, matching `PluginSummary.id`, when known. */
  pluginId?: string | null;
  scope: SkillScope;
  /** Legacy short_description from SKILL.md. Prefer SKILL.json interface.short_description. */
  shortDescription?: string | null;
};
export const SkillMetadata: t.Type<SkillMetadata> = /* @__PURE__ */ rt.deferred(
  'SkillMetadata',
  () =>
    rt.object<SkillMetadata>(
      'SkillMetadata',
      {
        description: rt.string,
        enabled: rt.boolean,
        name: rt.string,
        path: rt.ref('LegacyAppPathString', () => LegacyAppPathString),
        scope: rt.ref('SkillScope', () => SkillScope),
      },
      {
        dependencies: rt.nullable(rt.ref('SkillDependencies', () => SkillDependencies)),
        interface: rt.nullable(rt.ref('SkillInterface', () => SkillInterface)),
        pluginId: rt.nullable(rt.string),
        shortDescription: rt.nullable(rt.string),
      },
    ),
);

export type SkillMigration = {
  name: string;
};
export const SkillMigration: t.Type<SkillMigration> = /* @__PURE__ */ rt.deferred(
  'SkillMigration',
  () => rt.object<SkillMigration>('SkillMigration', { name: rt.string }),
);

export type SkillScope = 'user' | 'repo' | 'system' | 'admin';
export const SkillScope: t.Type<SkillScope> = /* @__PURE__ */ rt.deferred('SkillScope', () =>
  rt.enumeration<SkillScope>('SkillScope', ['user', 'repo', 'system', 'admin']),
);

export type SkillSummary = {
  description: string;
  enabled: boolean;
  interface?: SkillInterface | null;
  name: string;
  path?: LegacyAppPathString | null;
  shortDescription?: string | null;
};
export const SkillSummary: t.Type<SkillSummary> = /* @__PURE__ */ rt.deferred('SkillSummary', () =>
  rt.object<SkillSummary>(
    'SkillSummary',
    { description: rt.string, enabled: rt.boolean, name: rt.string },
    {
      interface: rt.nullable(rt.ref('SkillInterface', () => SkillInterface)),
      path: rt.nullable(rt.ref('LegacyAppPathString', () => LegacyAppPathString)),
      shortDescription: rt.nullable(rt.string),
    },
  ),
);

export type SkillToolDependency = {
  command?: string | null;
  description?: string | null;
  transport?: string | null;
  type: string;
  url?: string | null;
  value: string;
};
export const SkillToolDependency: t.Type<SkillToolDependency> = /* @__PURE__ */ rt.deferred(
  'SkillToolDependency',
  () =>
    rt.object<SkillToolDependency>(
      'SkillToolDependency',
      { type: rt.string, value: rt.string },
      {
        command: rt.nullable(rt.string),
        description: rt.nullable(rt.string),
        transport: rt.nullable(rt.string),
        url: rt.nullable(rt.string),
      },
    ),
);

/**
 * Notification emitted when watched local skill files change.
 *
 * Treat this as an invalidation signal and re-run `skills/list` with the client's current parameters when refreshed skill metadata is needed.
 */
export type SkillsChangedNotification = { [key: string]: unknown };
/**
 * Notification emitted when watched local skill files change.
 *
 * Treat this as an invalidation signal and re-run `skills/list` with the client's current parameters when refreshed skill metadata is needed.
 */
export const SkillsChangedNotification: t.Type<SkillsChangedNotification> =
  /* @__PURE__ */ rt.deferred('SkillsChangedNotification', () =>
    rt.typed<SkillsChangedNotification>(rt.record(rt.unknownValue)),
  );

export type SkillsConfigWriteParams = {
  enabled: boolean;
  /** Name-based selector. */
  name?: string | null;
  /** Path-based selector. */
  path?: AbsolutePathBuf | null;
};
export const SkillsConfigWriteParams: t.Type<SkillsConfigWriteParams> = /* @__PURE__ */ rt.deferred(
  'SkillsConfigWriteParams',
  () =>
    rt.object<SkillsConfigWriteParams>(
      'SkillsConfigWriteParams',
      { enabled: rt.boolean },
      {
        name: rt.nullable(rt.string),
        path: rt.nullable(rt.ref('AbsolutePathBuf', () => AbsolutePathBuf)),
      },
    ),
);

export type SkillsConfigWriteResponse = {
  effectiveEnabled: boolean;
};
export const SkillsConfigWriteResponse: t.Type<SkillsConfigWriteResponse> =
  /* @__PURE__ */ rt.deferred('SkillsConfigWriteResponse', () =>
    rt.object<SkillsConfigWriteResponse>('SkillsConfigWriteResponse', {
      effectiveEnabled: rt.boolean,
    }),
  );

export type SkillsExtraRootsSetParams = {
  extraRoots: Array<AbsolutePathBuf>;
};
export const SkillsExtraRootsSetParams: t.Type<SkillsExtraRootsSetParams> =
  /* @__PURE__ */ rt.deferred('SkillsExtraRootsSetParams', () =>
    rt.object<SkillsExtraRootsSetParams>('SkillsExtraRootsSetParams', {
      extraRoots: rt.array(rt.ref('AbsolutePathBuf', () => AbsolutePathBuf)),
    }),
  );

export type SkillsExtraRootsSetResponse = { [key: string]: unknown };
export const SkillsExtraRootsSetResponse: t.Type<SkillsExtraRootsSetResponse> =
  /* @__PURE__ */ rt.deferred('SkillsExtraRootsSetResponse', () =>
    rt.typed<SkillsExtraRootsSetResponse>(rt.record(rt.unknownValue)),
  );

export type SkillsListEntry = {
  cwd: string;
  errors: Array<SkillErrorInfo>;
  skills: Array<SkillMetadata>;
};
export const SkillsListEntry: t.Type<SkillsListEntry> = /* @__PURE__ */ rt.deferred(
  'SkillsListEntry',
  () =>
    rt.object<SkillsListEntry>('SkillsListEntry', {
      cwd: rt.string,
      errors: rt.array(rt.ref('SkillErrorInfo', () => SkillErrorInfo)),
      skills: rt.array(rt.ref('SkillMetadata', () => SkillMetadata)),
    }),
);

export type SkillsListParams = {
  /** When empty, defaults to the current session working directory. */
  cwds?: Array<string>;
  /** When true, bypass the skills cache and re-scan skills from disk. */
  forceReload?: boolean;
};
export const SkillsListParams: t.Type<SkillsListParams> = /* @__PURE__ */ rt.deferred(
  'SkillsListParams',
  () =>
    rt.object<SkillsListParams>(
      'SkillsListParams',
      {},
      { cwds: rt.array(rt.string), forceReload: rt.boolean },
    ),
);

export type SkillsListResponse = {
  data: Array<SkillsListEntry>;
};
export const SkillsListResponse: t.Type<SkillsListResponse> = /* @__PURE__ */ rt.deferred(
  'SkillsListResponse',
  () =>
    rt.object<SkillsListResponse>('SkillsListResponse', {
      data: rt.array(rt.ref('SkillsListEntry', () => SkillsListEntry)),
    }),
);

export type SortDirection = 'asc' | 'desc';
export const SortDirection: t.Type<SortDirection> = /* @__PURE__ */ rt.deferred(
  'SortDirection',
  () => rt.enumeration<SortDirection>('SortDirection', ['asc', 'desc']),
);

export type SpendControlLimitSnapshot = {
  limit: string;
  remainingPercent: number;
  resetsAt: number;
  used: string;
};
export const SpendControlLimitSnapshot: t.Type<SpendControlLimitSnapshot> =
  /* @__PURE__ */ rt.deferred('SpendControlLimitSnapshot', () =>
    rt.object<SpendControlLimitSnapshot>('SpendControlLimitSnapshot', {
      limit: rt.string,
      remainingPercent: rt.integer,
      resetsAt: rt.integer,
      used: rt.string,
    }),
  );

export type StrictReviewRequiredNotification = {
  /** Unix timestamp (in milliseconds) when this review started. */
  startedAtMs: number;
  threadId: string;
  turnId: string;
};
export const StrictReviewRequiredNotification: t.Type<StrictReviewRequiredNotification> =
  /* @__PURE__ */ rt.deferred('StrictReviewRequiredNotification', () =>
    rt.object<StrictReviewRequiredNotification>('StrictReviewRequiredNotification', {
      startedAtMs: rt.integer,
      threadId: rt.string,
      turnId: rt.string,
    }),
  );

export type OtherSubAgentSource = {
  other: string;
};
export const OtherSubAgentSource: t.Type<OtherSubAgentSource> = /* @__PURE__ */ rt.deferred(
  'OtherSubAgentSource',
  () => rt.object<OtherSubAgentSource>('OtherSubAgentSource', { other: rt.string }),
);

export type SubAgentActivityKind = 'started' | 'interacted' | 'interrupted' | 'completed';
export const SubAgentActivityKind: t.Type<SubAgentActivityKind> = /* @__PURE__ */ rt.deferred(
  'SubAgentActivityKind',
  () =>
    rt.enumeration<SubAgentActivityKind>('SubAgentActivityKind', [
      'started',
      'interacted',
      'interrupted',
      'completed',
    ]),
);

export type SubAgentSource =
  | 'review'
  | 'compact'
  | 'memory_consolidation'
  | ThreadSpawnSubAgentSource
  | OtherSubAgentSource;
export const SubAgentSource: t.Type<SubAgentSource> = /* @__PURE__ */ rt.deferred(
  'SubAgentSource',
  () =>
    rt.union<SubAgentSource>('SubAgentSource', [
      rt.enumeration('SubAgentSource|0', ['review', 'compact', 'memory_consolidation']),
      rt.ref('ThreadSpawnSubAgentSource', () => ThreadSpawnSubAgentSource),
      rt.ref('OtherSubAgentSource', () => OtherSubAgentSource),
    ]),
);

export type ThreadSpawnSubAgentSource = {
  thread_spawn: {
    agent_nickname?: string | null;
    agent_path?: AgentPath | null;
    agent_role?: string | null;
    depth: number;
    parent_thread_id: ThreadId;
  };
};
export const ThreadSpawnSubAgentSource: t.Type<ThreadSpawnSubAgentSource> =
  /* @__PURE__ */ rt.deferred('ThreadSpawnSubAgentSource', () =>
    rt.object<ThreadSpawnSubAgentSource>('ThreadSpawnSubAgentSource', {
      thread_spawn: rt.object(
        'ThreadSpawnSubAgentSource.thread_spawn',
        { depth: rt.integer, parent_thread_id: rt.ref('ThreadId', () => ThreadId) },
        {
          agent_nickname: rt.nullable(rt.string),
          agent_path: rt.nullable(rt.ref('AgentPath', () => AgentPath)),
          agent_role: rt.nullable(rt.string),
        },
      ),
    }),
  );

export type SubagentMigration = {
  name: string;
};
export const SubagentMigration: t.Type<SubagentMigration> = /* @__PURE__ */ rt.deferred(
  'SubagentMigration',
  () => rt.object<SubagentMigration>('SubagentMigration', { name: rt.string }),
);

export type TerminalInteractionNotification = {
  itemId: string;
  processId: string;
  stdin: string;
  threadId: string;
  turnId: string;
};
export const TerminalInteractionNotification: t.Type<TerminalInteractionNotification> =
  /* @__PURE__ */ rt.deferred('TerminalInteractionNotification', () =>
    rt.object<TerminalInteractionNotification>('TerminalInteractionNotification', {
      itemId: rt.string,
      processId: rt.string,
      stdin: rt.string,
      threadId: rt.string,
      turnId: rt.string,
    }),
  );

export type TextElement = {
  /** Byte range in the parent `text` buffer that this element occupies. */
  byteRange: ByteRange;
  /** Optional human-readable placeholder for the element, displayed in the UI. */
  placeholder?: string | null;
};
export const TextElement: t.Type<TextElement> = /* @__PURE__ */ rt.deferred('TextElement', () =>
  rt.object<TextElement>(
    'TextElement',
    { byteRange: rt.ref('ByteRange', () => ByteRange) },
    { placeholder: rt.nullable(rt.string) },
  ),
);

export type TextPosition = {
  /** 1-based column number (in Unicode scalar values). */
  column: number;
  /** 1-based line number. */
  line: number;
};
export const TextPosition: t.Type<TextPosition> = /* @__PURE__ */ rt.deferred('TextPosition', () =>
  rt.object<TextPosition>('TextPosition', { column: rt.integer, line: rt.integer }),
);

export type TextRange = {
  end: TextPosition;
  start: TextPosition;
};
export const TextRange: t.Type<TextRange> = /* @__PURE__ */ rt.deferred('TextRange', () =>
  rt.object<TextRange>('TextRange', {
    end: rt.ref('TextPosition', () => TextPosition),
    start: rt.ref('TextPosition', () => TextPosition),
  }),
);

export type TokenUsageBreakdown = {
  cacheWriteInputTokens?: number;
  cachedInputTokens: number;
  inputTokens: number;
  outputTokens: number;
  reasoningOutputTokens: number;
  totalTokens: number;
};
export const TokenUsageBreakdown: t.Type<TokenUsageBreakdown> = /* @__PURE__ */ rt.deferred(
  'TokenUsageBreakdown',
  () =>
    rt.object<TokenUsageBreakdown>(
      'TokenUsageBreakdown',
      {
        cachedInputTokens: rt.integer,
        inputTokens: rt.integer,
        outputTokens: rt.integer,
        reasoningOutputTokens: rt.integer,
        totalTokens: rt.integer,
      },
      { cacheWriteInputTokens: rt.integer },
    ),
);

/** Definition for a tool the client can call. */
export type Tool = {
  _meta?: unknown;
  annotations?: unknown;
  description?: string | null;
  icons?: Array<unknown> | null;
  inputSchema: unknown;
  name: string;
  outputSchema?: unknown;
  title?: string | null;
};
/** Definition for a tool the client can call. */
export const Tool: t.Type<Tool> = /* @__PURE__ */ rt.deferred('Tool', () =>
  rt.object<Tool>(
    'Tool',
    { inputSchema: rt.unknownValue, name: rt.string },
    {
      _meta: rt.unknownValue,
      annotations: rt.unknownValue,
      description: rt.nullable(rt.string),
      icons: rt.nullable(rt.array(rt.unknownValue)),
      outputSchema: rt.unknownValue,
      title: rt.nullable(rt.string),
    },
  ),
);

/** A model-facing surface on which a tool can be exposed. */
export type ToolExposureSurface = 'code_mode' | 'deferred' | 'direct';
/** A model-facing surface on which a tool can be exposed. */
export const ToolExposureSurface: t.Type<ToolExposureSurface> = /* @__PURE__ */ rt.deferred(
  'ToolExposureSurface',
  () =>
    rt.enumeration<ToolExposureSurface>('ToolExposureSurface', ['code_mode', 'deferred', 'direct']),
);

export type ToolsV2 = {
  web_search?: WebSearchToolConfig | null;
};
export const ToolsV2: t.Type<ToolsV2> = /* @__PURE__ */ rt.deferred('ToolsV2', () =>
  rt.object<ToolsV2>(
    'ToolsV2',
    {},
    { web_search: rt.nullable(rt.ref('WebSearchToolConfig', () => WebSearchToolConfig)) },
  ),
);

export type TrustedContacts = 'check' | 'skip';
export const TrustedContacts: t.Type<TrustedContacts> = /* @__PURE__ */ rt.deferred(
  'TrustedContacts',
  () => rt.enumeration<TrustedContacts>('TrustedContacts', ['check', 'skip']),
);

export type TurnsPage = {
  backwardsCursor?: string | null;
  data: Array<Turn>;
  nextCursor?: string | null;
};
export const TurnsPage: t.Type<TurnsPage> = /* @__PURE__ */ rt.deferred('TurnsPage', () =>
  rt.object<TurnsPage>(
    'TurnsPage',
    { data: rt.array(rt.ref('Turn', () => Turn)) },
    { backwardsCursor: rt.nullable(rt.string), nextCursor: rt.nullable(rt.string) },
  ),
);

export type AudioUserInput = {
  type: 'audio';
} & (
  | {
      url: string;
    }
  | {
      fileId: string;
    }
);
export const AudioUserInput: t.Type<AudioUserInput> = /* @__PURE__ */ rt.deferred(
  'AudioUserInput',
  () =>
    rt.intersection<AudioUserInput>('AudioUserInput', [
      rt.object('AudioUserInput', { type: rt.literal('audio') }),
      rt.union('AudioUserInput', [
        rt.object('AudioUserInput|0', { url: rt.string }),
        rt.object('AudioUserInput|1', { fileId: rt.string }),
      ]),
    ]),
);

export type FileIdUserInput = {
  fileId: string;
};
export const FileIdUserInput: t.Type<FileIdUserInput> = /* @__PURE__ */ rt.deferred(
  'FileIdUserInput',
  () => rt.object<FileIdUserInput>('FileIdUserInput', { fileId: rt.string }),
);

export type ImageUserInput = {
  detail?: ImageDetail | null;
  type: 'image';
} & (UrlUserInput | FileIdUserInput);
export const ImageUserInput: t.Type<ImageUserInput> = /* @__PURE__ */ rt.deferred(
  'ImageUserInput',
  () =>
    rt.intersection<ImageUserInput>('ImageUserInput', [
      rt.object(
        'ImageUserInput',
        { type: rt.literal('image') },
        { detail: rt.nullable(rt.ref('ImageDetail', () => ImageDetail)) },
      ),
      rt.union('ImageUserInput', [
        rt.ref('UrlUserInput', () => UrlUserInput),
        rt.ref('FileIdUserInput', () => FileIdUserInput),
      ]),
    ]),
);

export type LocalAudioUserInput = {
  path: string;
  type: 'localAudio';
};
export const LocalAudioUserInput: t.Type<LocalAudioUserInput> = /* @__PURE__ */ rt.deferred(
  'LocalAudioUserInput',
  () =>
    rt.object<LocalAudioUserInput>('LocalAudioUserInput', {
      path: rt.string,
      type: rt.literal('localAudio'),
    }),
);

export type LocalImageUserInput = {
  detail?: ImageDetail | null;
  path: string;
  type: 'localImage';
};
export const LocalImageUserInput: t.Type<LocalImageUserInput> = /* @__PURE__ */ rt.deferred(
  'LocalImageUserInput',
  () =>
    rt.object<LocalImageUserInput>(
      'LocalImageUserInput',
      { path: rt.string, type: rt.literal('localImage') },
      { detail: rt.nullable(rt.ref('ImageDetail', () => ImageDetail)) },
    ),
);

export type MentionUserInput = {
  name: string;
  path: string;
  type: 'mention';
};
export const MentionUserInput: t.Type<MentionUserInput> = /* @__PURE__ */ rt.deferred(
  'MentionUserInput',
  () =>
    rt.object<MentionUserInput>('MentionUserInput', {
      name: rt.string,
      path: rt.string,
      type: rt.literal('mention'),
    }),
);

export type SkillUserInput = {
  name: string;
  path: string;
  type: 'skill';
};
export const SkillUserInput: t.Type<SkillUserInput> = /* @__PURE__ */ rt.deferred(
  'SkillUserInput',
  () =>
    rt.object<SkillUserInput>('SkillUserInput', {
      name: rt.string,
      path: rt.string,
      type: rt.literal('skill'),
    }),
);

export type TextUserInput = {
  text: string;
  /** UI-defined spans within `text` used to render or persist special elements. */
  text_elements?: Array<TextElement>;
  type: 'text';
};
export const TextUserInput: t.Type<TextUserInput> = /* @__PURE__ */ rt.deferred(
  'TextUserInput',
  () =>
    rt.object<TextUserInput>(
      'TextUserInput',
      { text: rt.string, type: rt.literal('text') },
      { text_elements: rt.array(rt.ref('TextElement', () => TextElement)) },
    ),
);

export type UrlUserInput = {
  url: string;
};
export const UrlUserInput: t.Type<UrlUserInput> = /* @__PURE__ */ rt.deferred('UrlUserInput', () =>
  rt.object<UrlUserInput>('UrlUserInput', { url: rt.string }),
);

export type UserInput =
  | TextUserInput
  | ImageUserInput
  | LocalImageUserInput
  | AudioUserInput
  | LocalAudioUserInput
  | SkillUserInput
  | MentionUserInput;
export const UserInput: rt.TaggedUnionType<UserInput> = /* @__PURE__ */ rt.deferredTagged(
  'UserInput',
  () =>
    rt.taggedUnion<UserInput>('UserInput', 'type', {
      text: rt.ref('TextUserInput', () => TextUserInput),
      image: rt.ref('ImageUserInput', () => ImageUserInput),
      localImage: rt.ref('LocalImageUserInput', () => LocalImageUserInput),
      audio: rt.ref('AudioUserInput', () => AudioUserInput),
      localAudio: rt.ref('LocalAudioUserInput', () => LocalAudioUserInput),
      skill: rt.ref('SkillUserInput', () => SkillUserInput),
      mention: rt.ref('MentionUserInput', () => MentionUserInput),
    }),
);

/** Controls output length/detail on GPT-5 models via the Responses API. Serialized with lowercase values to match the OpenAI API. */
export type Verbosity = 'low' | 'medium' | 'high';
/** Controls output length/detail on GPT-5 models via the Responses API. Serialized with lowercase values to match the OpenAI API. */
export const Verbosity: t.Type<Verbosity> = /* @__PURE__ */ rt.deferred('Verbosity', () =>
  rt.enumeration<Verbosity>('Verbosity', ['low', 'medium', 'high']),
);

export type WarningNotification = {
  /** Concise warning message for the user. */
  message: string;
  /** Optional thread target when the warning applies to a specific thread. */
  threadId?: string | null;
};
export const WarningNotification: t.Type<WarningNotification> = /* @__PURE__ */ rt.deferred(
  'WarningNotification',
  () =>
    rt.object<WarningNotification>(
      'WarningNotification',
      { message: rt.string },
      { threadId: rt.nullable(rt.string) },
    ),
);

export type FindInPageWebSearchAction = {
  pattern?: string | null;
  type: 'findInPage';
  url?: string | null;
};
export const FindInPageWebSearchAction: t.Type<FindInPageWebSearchAction> =
  /* @__PURE__ */ rt.deferred('FindInPageWebSearchAction', () =>
    rt.object<FindInPageWebSearchAction>(
      'FindInPageWebSearchAction',
      { type: rt.literal('findInPage') },
      { pattern: rt.nullable(rt.string), url: rt.nullable(rt.string) },
    ),
  );

export type OpenPageWebSearchAction = {
  type: 'openPage';
  url?: string | null;
};
export const OpenPageWebSearchAction: t.Type<OpenPageWebSearchAction> = /* @__PURE__ */ rt.deferred(
  'OpenPageWebSearchAction',
  () =>
    rt.object<OpenPageWebSearchAction>(
      'OpenPageWebSearchAction',
      { type: rt.literal('openPage') },
      { url: rt.nullable(rt.string) },
    ),
);

export type OtherWebSearchAction = {
  type: 'other';
};
export const OtherWebSearchAction: t.Type<OtherWebSearchAction> = /* @__PURE__ */ rt.deferred(
  'OtherWebSearchAction',
  () => rt.object<OtherWebSearchAction>('OtherWebSearchAction', { type: rt.literal('other') }),
);

export type SearchWebSearchAction = {
  queries?: Array<string> | null;
  query?: string | null;
  type: 'search';
};
export const SearchWebSearchAction: t.Type<SearchWebSearchAction> = /* @__PURE__ */ rt.deferred(
  'SearchWebSearchAction',
  () =>
    rt.object<SearchWebSearchAction>(
      'SearchWebSearchAction',
      { type: rt.literal('search') },
      { queries: rt.nullable(rt.array(rt.string)), query: rt.nullable(rt.string) },
    ),
);

export type WebSearchAction =
  | SearchWebSearchAction
  | OpenPageWebSearchAction
  | FindInPageWebSearchAction
  | OtherWebSearchAction;
export const WebSearchAction: rt.TaggedUnionType<WebSearchAction> =
  /* @__PURE__ */ rt.deferredTagged('WebSearchAction', () =>
    rt.taggedUnion<WebSearchAction>('WebSearchAction', 'type', {
      search: rt.ref('SearchWebSearchAction', () => SearchWebSearchAction),
      openPage: rt.ref('OpenPageWebSearchAction', () => OpenPageWebSearchAction),
      findInPage: rt.ref('FindInPageWebSearchAction', () => FindInPageWebSearchAction),
      other: rt.ref('OtherWebSearchAction', () => OtherWebSearchAction),
    }),
  );

export type WebSearchContextSize = 'low' | 'medium' | 'high';
export const WebSearchContextSize: t.Type<WebSearchContextSize> = /* @__PURE__ */ rt.deferred(
  'WebSearchContextSize',
  () => rt.enumeration<WebSearchContextSize>('WebSearchContextSize', ['low', 'medium', 'high']),
);

export type WebSearchLocation = {
  city?: string | null;
  country?: string | null;
  region?: string | null;
  timezone?: string | null;
};
export const WebSearchLocation: t.Type<WebSearchLocation> = /* @__PURE__ */ rt.deferred(
  'WebSearchLocation',
  () =>
    rt.object<WebSearchLocation>(
      'WebSearchLocation',
      {},
      {
        city: rt.nullable(rt.string),
        country: rt.nullable(rt.string),
        region: rt.nullable(rt.string),
        timezone: rt.nullable(rt.string),
      },
    ),
);

export type WebSearchMode = 'disabled' | 'cached' | 'indexed' | 'live';
export const WebSearchMode: t.Type<WebSearchMode> = /* @__PURE__ */ rt.deferred(
  'WebSearchMode',
  () => rt.enumeration<WebSearchMode>('WebSearchMode', ['disabled', 'cached', 'indexed', 'live']),
);

/** Provider preference selected by the resolved model catalog entry. */
export type WebSearchProvider = 'standalone' | 'search_mcp';
/** Provider preference selected by the resolved model catalog entry. */
export const WebSearchProvider: t.Type<WebSearchProvider> = /* @__PURE__ */ rt.deferred(
  'WebSearchProvider',
  () => rt.enumeration<WebSearchProvider>('WebSearchProvider', ['standalone', 'search_mcp']),
);

export type WebSearchToolConfig = {
  allowed_domains?: Array<string> | null;
  context_size?: WebSearchContextSize | null;
  location?: WebSearchLocation | null;
};
export const WebSearchToolConfig: t.Type<WebSearchToolConfig> = /* @__PURE__ */ rt.deferred(
  'WebSearchToolConfig',
  () =>
    rt.object<WebSearchToolConfig>(
      'WebSearchToolConfig',
      {},
      {
        allowed_domains: rt.nullable(rt.array(rt.string)),
        context_size: rt.nullable(rt.ref('WebSearchContextSize', () => WebSearchContextSize)),
        location: rt.nullable(rt.ref('WebSearchLocation', () => WebSearchLocation)),
      },
    ),
);

export type WindowsSandboxImplementation = 'elevated' | 'unelevated' | 'mxc';
export const WindowsSandboxImplementation: t.Type<WindowsSandboxImplementation> =
  /* @__PURE__ */ rt.deferred('WindowsSandboxImplementation', () =>
    rt.enumeration<WindowsSandboxImplementation>('WindowsSandboxImplementation', [
      'elevated',
      'unelevated',
      'mxc',
    ]),
  );

export type WindowsSandboxReadiness = 'ready' | 'notConfigured' | 'updateRequired';
export const WindowsSandboxReadiness: t.Type<WindowsSandboxReadiness> = /* @__PURE__ */ rt.deferred(
  'WindowsSandboxReadiness',
  () =>
    rt.enumeration<WindowsSandboxReadiness>('WindowsSandboxReadiness', [
      'ready',
      'notConfigured',
      'updateRequired',
    ]),
);

export type WindowsSandboxReadinessResponse = {
  status: WindowsSandboxReadiness;
};
export const WindowsSandboxReadinessResponse: t.Type<WindowsSandboxReadinessResponse> =
  /* @__PURE__ */ rt.deferred('WindowsSandboxReadinessResponse', () =>
    rt.object<WindowsSandboxReadinessResponse>('WindowsSandboxReadinessResponse', {
      status: rt.ref('WindowsSandboxReadiness', () => WindowsSandboxReadiness),
    }),
  );

export type WindowsSandboxSetupCompletedNotification = {
  error?: string | null;
  mode: WindowsSandboxSetupMode;
  success: boolean;
};
export const WindowsSandboxSetupCompletedNotification: t.Type<WindowsSandboxSetupCompletedNotification> =
  /* @__PURE__ */ rt.deferred('WindowsSandboxSetupCompletedNotification', () =>
    rt.object<WindowsSandboxSetupCompletedNotification>(
      'WindowsSandboxSetupCompletedNotification',
      {
        mode: rt.ref('WindowsSandboxSetupMode', () => WindowsSandboxSetupMode),
        success: rt.boolean,
      },
      { error: rt.nullable(rt.string) },
    ),
  );

export type WindowsSandboxSetupMode = 'elevated' | 'unelevated';
export const WindowsSandboxSetupMode: t.Type<WindowsSandboxSetupMode> = /* @__PURE__ */ rt.deferred(
  'WindowsSandboxSetupMode',
  () =>
    rt.enumeration<WindowsSandboxSetupMode>('WindowsSandboxSetupMode', ['elevated', 'unelevated']),
);

export type WindowsSandboxSetupStartParams = {
  cwd?: AbsolutePathBuf | null;
  mode: WindowsSandboxSetupMode;
};
export const WindowsSandboxSetupStartParams: t.Type<WindowsSandboxSetupStartParams> =
  /* @__PURE__ */ rt.deferred('WindowsSandboxSetupStartParams', () =>
    rt.object<WindowsSandboxSetupStartParams>(
      'WindowsSandboxSetupStartParams',
      { mode: rt.ref('WindowsSandboxSetupMode', () => WindowsSandboxSetupMode) },
      { cwd: rt.nullable(rt.ref('AbsolutePathBuf', () => AbsolutePathBuf)) },
    ),
  );

export type WindowsSandboxSetupStartResponse = {
  started: boolean;
};
export const WindowsSandboxSetupStartResponse: t.Type<WindowsSandboxSetupStartResponse> =
  /* @__PURE__ */ rt.deferred('WindowsSandboxSetupStartResponse', () =>
    rt.object<WindowsSandboxSetupStartResponse>('WindowsSandboxSetupStartResponse', {
      started: rt.boolean,
    }),
  );

export type WindowsWorldWritableWarningNotification = {
  extraCount: number;
  failedScan: boolean;
  samplePaths: Array<string>;
};
export const WindowsWorldWritableWarningNotification: t.Type<WindowsWorldWritableWarningNotification> =
  /* @__PURE__ */ rt.deferred('WindowsWorldWritableWarningNotification', () =>
    rt.object<WindowsWorldWritableWarningNotification>('WindowsWorldWritableWarningNotification', {
      extraCount: rt.integer,
      failedScan: rt.boolean,
      samplePaths: rt.array(rt.string),
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

export type WorkspaceRouting = {
  accountRoutingOverride: AccountRoutingOverride;
  backendOrigin: string;
  chatgptAccountId: string;
};
export const WorkspaceRouting: t.Type<WorkspaceRouting> = /* @__PURE__ */ rt.deferred(
  'WorkspaceRouting',
  () =>
    rt.object<WorkspaceRouting>('WorkspaceRouting', {
      accountRoutingOverride: rt.ref('AccountRoutingOverride', () => AccountRoutingOverride),
      backendOrigin: rt.string,
      chatgptAccountId: rt.string,
    }),
);

export type WriteStatus = 'ok' | 'okOverridden';
export const WriteStatus: t.Type<WriteStatus> = /* @__PURE__ */ rt.deferred('WriteStatus', () =>
  rt.enumeration<WriteStatus>('WriteStatus', ['ok', 'okOverridden']),
);
