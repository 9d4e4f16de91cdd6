// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

import { FileUpdateChange } from './common.js';
import { GuardianApprovalReview, GuardianApprovalReviewAction } from './guardian.js';
import { ThreadItem } from './thread.js';

const refs: rt.Refs = () => [
  AutoReviewDecisionSource,
  FileUpdateChange,
  GuardianApprovalReview,
  GuardianApprovalReviewAction,
  ThreadItem,
];

export type AgentMessageDeltaNotification = {
  delta: string;
  itemId: string;
  threadId: string;
  turnId: string;
};
export const AgentMessageDeltaNotification: t.Type<AgentMessageDeltaNotification> =
  /* @__PURE__ */ rt.define<AgentMessageDeltaNotification>(
    'AgentMessageDeltaNotification',
    refs,
    '[o,{delta:s,itemId:s,threadId:s,turnId:s}]',
  );

/** [UNSTABLE] Source that produced a terminal approval auto-review decision. */
export type AutoReviewDecisionSource = 'agent';
/** [UNSTABLE] Source that produced a terminal approval auto-review decision. */
export const AutoReviewDecisionSource: t.Type<AutoReviewDecisionSource> =
  /* @__PURE__ */ rt.define<AutoReviewDecisionSource>(
    'AutoReviewDecisionSource',
    refs,
    '[l,agent]',
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
  /* @__PURE__ */ rt.define<FileChangeOutputDeltaNotification>(
    'FileChangeOutputDeltaNotification',
    refs,
    '[o,{delta:s,itemId:s,threadId:s,turnId:s}]',
  );

export type FileChangePatchUpdatedNotification = {
  changes: Array<FileUpdateChange>;
  itemId: string;
  threadId: string;
  turnId: string;
};
export const FileChangePatchUpdatedNotification: t.Type<FileChangePatchUpdatedNotification> =
  /* @__PURE__ */ rt.define<FileChangePatchUpdatedNotification>(
    'FileChangePatchUpdatedNotification',
    refs,
    '[o,{changes:[a,1],itemId:s,threadId:s,turnId:s}]',
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
  /* @__PURE__ */ rt.define<ItemCompletedNotification>(
    'ItemCompletedNotification',
    refs,
    '[o,{completedAtMs:i,item:4,threadId:s,turnId:s},{contentTokenCount:["?",i]}]',
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
  /* @__PURE__ */ rt.define<ItemGuardianApprovalReviewCompletedNotification>(
    'ItemGuardianApprovalReviewCompletedNotification',
    refs,
    '[o,{action:3,completedAtMs:i,decisionSource:0,review:2,reviewId:s,startedAtMs:i,threadId:s,turnId:s},{targetItemId:["?",s]}]',
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
  /* @__PURE__ */ rt.define<ItemGuardianApprovalReviewStartedNotification>(
    'ItemGuardianApprovalReviewStartedNotification',
    refs,
    '[o,{action:3,review:2,reviewId:s,startedAtMs:i,threadId:s,turnId:s},{targetItemId:["?",s]}]',
  );

export type ItemStartedNotification = {
  item: ThreadItem;
  /** Unix timestamp (in milliseconds) when this item lifecycle started. */
  startedAtMs: number;
  threadId: string;
  turnId: string;
};
export const ItemStartedNotification: t.Type<ItemStartedNotification> =
  /* @__PURE__ */ rt.define<ItemStartedNotification>(
    'ItemStartedNotification',
    refs,
    '[o,{item:4,startedAtMs:i,threadId:s,turnId:s}]',
  );

/** EXPERIMENTAL - proposed plan streaming deltas for plan items. Clients should not assume concatenated deltas match the completed plan item content. */
export type PlanDeltaNotification = {
  delta: string;
  itemId: string;
  threadId: string;
  turnId: string;
};
/** EXPERIMENTAL - proposed plan streaming deltas for plan items. Clients should not assume concatenated deltas match the completed plan item content. */
export const PlanDeltaNotification: t.Type<PlanDeltaNotification> =
  /* @__PURE__ */ rt.define<PlanDeltaNotification>(
    'PlanDeltaNotification',
    refs,
    '[o,{delta:s,itemId:s,threadId:s,turnId:s}]',
  );

export type ReasoningSummaryPartAddedNotification = {
  itemId: string;
  summaryIndex: number;
  threadId: string;
  turnId: string;
};
export const ReasoningSummaryPartAddedNotification: t.Type<ReasoningSummaryPartAddedNotification> =
  /* @__PURE__ */ rt.define<ReasoningSummaryPartAddedNotification>(
    'ReasoningSummaryPartAddedNotification',
    refs,
    '[o,{itemId:s,summaryIndex:i,threadId:s,turnId:s}]',
  );

export type ReasoningSummaryTextDeltaNotification = {
  delta: string;
  itemId: string;
  summaryIndex: number;
  threadId: string;
  turnId: string;
};
export const ReasoningSummaryTextDeltaNotification: t.Type<ReasoningSummaryTextDeltaNotification> =
  /* @__PURE__ */ rt.define<ReasoningSummaryTextDeltaNotification>(
    'ReasoningSummaryTextDeltaNotification',
    refs,
    '[o,{delta:s,itemId:s,summaryIndex:i,threadId:s,turnId:s}]',
  );

export type ReasoningTextDeltaNotification = {
  contentIndex: number;
  delta: string;
  itemId: string;
  threadId: string;
  turnId: string;
};
export const ReasoningTextDeltaNotification: t.Type<ReasoningTextDeltaNotification> =
  /* @__PURE__ */ rt.define<ReasoningTextDeltaNotification>(
    'ReasoningTextDeltaNotification',
    refs,
    '[o,{contentIndex:i,delta:s,itemId:s,threadId:s,turnId:s}]',
  );

export type TerminalInteractionNotification = {
  itemId: string;
  processId: string;
  stdin: string;
  threadId: string;
  turnId: string;
};
export const TerminalInteractionNotification: t.Type<TerminalInteractionNotification> =
  /* @__PURE__ */ rt.define<TerminalInteractionNotification>(
    'TerminalInteractionNotification',
    refs,
    '[o,{itemId:s,processId:s,stdin:s,threadId:s,turnId:s}]',
  );
