// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import * as t from 'io-ts';
import * as rt from '../../../lib/protocol/codec-runtime.js';

import { FileUpdateChange } from './common.js';
import { GuardianApprovalReview, GuardianApprovalReviewAction } from './guardian.js';
import { ThreadItem } from './thread.js';

export type AgentMessageDeltaNotification = {
  delta: string;
  itemId: string;
  threadId: string;
  turnId: string;
};
export const AgentMessageDeltaNotification: t.Type<AgentMessageDeltaNotification> =
  /* @__PURE__ */ rt.lazy('AgentMessageDeltaNotification', () =>
    t.type({ delta: t.string, itemId: t.string, threadId: t.string, turnId: t.string }),
  );

/** [UNSTABLE] Source that produced a terminal approval auto-review decision. */
export type AutoReviewDecisionSource = 'agent';
/** [UNSTABLE] Source that produced a terminal approval auto-review decision. */
export const AutoReviewDecisionSource: t.Type<AutoReviewDecisionSource> = /* @__PURE__ */ rt.lazy(
  'AutoReviewDecisionSource',
  () => t.literal('agent'),
);

/**
 * Deprecated legacy notification for `apply_patch` textual output.
 *
 * The server no longer emits this notification.
 */
export type FileChangeOutputDeltaNotification = {
  delta: string;
  itemId: string;
  threadId: string;
  turnId: string;
};
/**
 * Deprecated legacy notification for `apply_patch` textual output.
 *
 * The server no longer emits this notification.
 */
export const FileChangeOutputDeltaNotification: t.Type<FileChangeOutputDeltaNotification> =
  /* @__PURE__ */ rt.lazy('FileChangeOutputDeltaNotification', () =>
    t.type({ delta: t.string, itemId: t.string, threadId: t.string, turnId: t.string }),
  );

export type FileChangePatchUpdatedNotification = {
  changes: Array<FileUpdateChange>;
  itemId: string;
  threadId: string;
  turnId: string;
};
export const FileChangePatchUpdatedNotification: t.Type<FileChangePatchUpdatedNotification> =
  /* @__PURE__ */ rt.lazy('FileChangePatchUpdatedNotification', () =>
    t.type({
      changes: t.array(FileUpdateChange),
      itemId: t.string,
      threadId: t.string,
      turnId: t.string,
    }),
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
export const ItemCompletedNotification: t.Type<ItemCompletedNotification> = /* @__PURE__ */ rt.lazy(
  'ItemCompletedNotification',
  () =>
    t.intersection([
      t.type({ completedAtMs: rt.integer, item: ThreadItem, threadId: t.string, turnId: t.string }),
      t.partial({ contentTokenCount: rt.nullable(rt.integer) }),
    ]),
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
  /* @__PURE__ */ rt.lazy('ItemGuardianApprovalReviewCompletedNotification', () =>
    t.intersection([
      t.type({
        action: GuardianApprovalReviewAction,
        completedAtMs: rt.integer,
        decisionSource: AutoReviewDecisionSource,
        review: GuardianApprovalReview,
        reviewId: t.string,
        startedAtMs: rt.integer,
        threadId: t.string,
        turnId: t.string,
      }),
      t.partial({ targetItemId: rt.nullable(t.string) }),
    ]),
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
  /* @__PURE__ */ rt.lazy('ItemGuardianApprovalReviewStartedNotification', () =>
    t.intersection([
      t.type({
        action: GuardianApprovalReviewAction,
        review: GuardianApprovalReview,
        reviewId: t.string,
        startedAtMs: rt.integer,
        threadId: t.string,
        turnId: t.string,
      }),
      t.partial({ targetItemId: rt.nullable(t.string) }),
    ]),
  );

export type ItemStartedNotification = {
  item: ThreadItem;
  /** Unix timestamp (in milliseconds) when this item lifecycle started. */
  startedAtMs: number;
  threadId: string;
  turnId: string;
};
export const ItemStartedNotification: t.Type<ItemStartedNotification> = /* @__PURE__ */ rt.lazy(
  'ItemStartedNotification',
  () => t.type({ item: ThreadItem, startedAtMs: rt.integer, threadId: t.string, turnId: t.string }),
);

/** EXPERIMENTAL - proposed plan streaming deltas for plan items. Clients should not assume concatenated deltas match the completed plan item content. */
export type PlanDeltaNotification = {
  delta: string;
  itemId: string;
  threadId: string;
  turnId: string;
};
/** EXPERIMENTAL - proposed plan streaming deltas for plan items. Clients should not assume concatenated deltas match the completed plan item content. */
export const PlanDeltaNotification: t.Type<PlanDeltaNotification> = /* @__PURE__ */ rt.lazy(
  'PlanDeltaNotification',
  () => t.type({ delta: t.string, itemId: t.string, threadId: t.string, turnId: t.string }),
);

export type ReasoningSummaryPartAddedNotification = {
  itemId: string;
  summaryIndex: number;
  threadId: string;
  turnId: string;
};
export const ReasoningSummaryPartAddedNotification: t.Type<ReasoningSummaryPartAddedNotification> =
  /* @__PURE__ */ rt.lazy('ReasoningSummaryPartAddedNotification', () =>
    t.type({ itemId: t.string, summaryIndex: rt.integer, threadId: t.string, turnId: t.string }),
  );

export type ReasoningSummaryTextDeltaNotification = {
  delta: string;
  itemId: string;
  summaryIndex: number;
  threadId: string;
  turnId: string;
};
export const ReasoningSummaryTextDeltaNotification: t.Type<ReasoningSummaryTextDeltaNotification> =
  /* @__PURE__ */ rt.lazy('ReasoningSummaryTextDeltaNotification', () =>
    t.type({
      delta: t.string,
      itemId: t.string,
      summaryIndex: rt.integer,
      threadId: t.string,
      turnId: t.string,
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
  /* @__PURE__ */ rt.lazy('ReasoningTextDeltaNotification', () =>
    t.type({
      contentIndex: rt.integer,
      delta: t.string,
      itemId: t.string,
      threadId: t.string,
      turnId: t.string,
    }),
  );

export type TerminalInteractionNotification = {
  itemId: string;
  processId: string;
  stdin: string;
  threadId: string;
  turnId: string;
};
export const TerminalInteractionNotification: t.Type<TerminalInteractionNotification> =
  /* @__PURE__ */ rt.lazy('TerminalInteractionNotification', () =>
    t.type({
      itemId: t.string,
      processId: t.string,
      stdin: t.string,
      threadId: t.string,
      turnId: t.string,
    }),
  );
