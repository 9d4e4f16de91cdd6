// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/experimental/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

import { AbsolutePathBuf, RequestId } from '../../stable/shared/common.js';
import {
  ApprovalsReviewer,
  AskForApproval,
  CodexResponseHandoffMode,
  DynamicToolSpec,
  LegacyAppPathString,
  MultiAgentMode,
  Personality,
  QueuedSubmission,
  RealtimeOutputModality,
  RealtimeVoice,
  RealtimeVoicesList,
  ReasoningEffort,
  ReasoningSummary,
  ResponseItem,
  SandboxMode,
  SandboxPolicy,
  SelectedCapabilityRoot,
  UserInput,
} from '../../stable/v2/common.js';
import { GuardianRiskLevel, GuardianUserAuthorization } from '../../stable/v2/guardian.js';
import {
  ActivePermissionProfile,
  CollaborationMode,
  ConversationTextRole,
  GitInfo,
  RealtimeConversationVersion,
  SessionSource,
  SortDirection,
  ThreadEnvironment,
  ThreadExtra,
  ThreadHistoryMode,
  ThreadItem,
  ThreadItemsListCursor,
  ThreadListCwdFilter,
  ThreadMemoryMode,
  ThreadMetadataGitInfoUpdateParams,
  ThreadReadState,
  ThreadReadStateOperation,
  ThreadRealtimeInitialItem,
  ThreadResumeInitialTurnsPageParams,
  ThreadSearchSortKey,
  ThreadSection,
  ThreadSortKey,
  ThreadSource,
  ThreadSourceKind,
  ThreadStartSource,
  ThreadStatus,
  ThreadTimelineEntry,
  Turn,
  TurnsPage,
} from '../../stable/v2/thread.js';
import {
  ThreadRealtimeAudioChunk,
  ThreadRealtimeCoverage,
  ThreadRealtimeEntry,
  ThreadRealtimeOrder,
  ThreadRealtimeStartTransport,
} from '../../stable/v2/thread-realtime.js';
import { TurnEnvironmentParams } from '../../stable/v2/turn.js';

const refs: rt.Refs = () => [
  AbsolutePathBuf,
  ActivePermissionProfile,
  ApprovalsReviewer,
  AskForApproval,
  CodexResponseHandoffMode,
  CollaborationMode,
  ConversationTextRole,
  DynamicToolSpec,
  GitInfo,
  GuardianAssessmentOutcome,
  GuardianRiskLevel,
  GuardianUserAuthorization,
  LegacyAppPathString,
  MultiAgentMode,
  Personality,
  QueuedSubmission,
  RealtimeConversationVersion,
  RealtimeOutputModality,
  RealtimeVoice,
  RealtimeVoicesList,
  ReasoningEffort,
  ReasoningSummary,
  RequestId,
  ResponseItem,
  SandboxMode,
  SandboxPolicy,
  SelectedCapabilityRoot,
  SessionSource,
  SortDirection,
  Thread,
  ThreadBackgroundTerminal,
  ThreadEnvironment,
  ThreadExtra,
  ThreadGuardianAssessment,
  ThreadHistoryMode,
  ThreadItem,
  ThreadItemEntry,
  ThreadItemOutputDeferral,
  ThreadItemsListCursor,
  ThreadListCwdFilter,
  ThreadMemoryMode,
  ThreadMetadataGitInfoUpdateParams,
  ThreadReadState,
  ThreadReadStateOperation,
  ThreadRealtimeAudioChunk,
  ThreadRealtimeCoverage,
  ThreadRealtimeEntry,
  ThreadRealtimeInitialItem,
  ThreadRealtimeOrder,
  ThreadRealtimeStartTransport,
  ThreadResumeInitialTurnsPageParams,
  ThreadSearchOccurrence,
  ThreadSearchResult,
  ThreadSearchSortKey,
  ThreadSearchTextRange,
  ThreadSection,
  ThreadSettings,
  ThreadSortKey,
  ThreadSource,
  ThreadSourceKind,
  ThreadStartSource,
  ThreadStatus,
  ThreadTimelineEntry,
  Turn,
  TurnEnvironmentParams,
  TurnsPage,
  UserInput,
];

/** Final allow/deny outcome returned by the guardian reviewer. */
export type GuardianAssessmentOutcome = 'allow' | 'deny';
/** Final allow/deny outcome returned by the guardian reviewer. */
export const GuardianAssessmentOutcome: t.Type<GuardianAssessmentOutcome> =
  /* @__PURE__ */ rt.define<GuardianAssessmentOutcome>(
    'GuardianAssessmentOutcome',
    refs,
    '[e,[allow,deny]]',
  );

export type Thread = {
  /** Optional random unique nickname assigned to an AgentControl-spawned sub-agent. */
  agentNickname?: string | null;
  /** Optional role (agent_role) assigned to an AgentControl-spawned sub-agent. */
  agentRole?: string | null;
  /** Parent that owns this persisted attached thread, independent of fork or spawn lineage. */
  attachedToThreadId?: string | null;
  /** Whether the app server accepts direct turn input for this loaded thread. `None` means the capability is unavailable, such as for an unloaded stored thread. */
  canAcceptDirectInput?: boolean | null;
  /** Version of the CLI that created the thread. */
  cliVersion: string;
  /** Unix timestamp (in seconds) when the thread was created. */
  createdAt: number;
  /** Working directory captured for the thread. */
  cwd: AbsolutePathBuf;
  /** Saved Daybreak choice, independent of turn execution. Null if unset. */
  daybreakEnabled?: boolean | null;
  /** Current environments for a loaded thread, in priority order, primary first. `null` means the thread is not loaded or the server does not expose its selection. An empty list means no environments are selected. This does not report connection status. */
  environments?: Array<ThreadEnvironment> | null;
  /** Whether the thread is ephemeral and should not be materialized on disk. */
  ephemeral: boolean;
  /** Optional implementation-specific thread data. */
  extra?: ThreadExtra | null;
  /** Source thread id when this thread was created by forking another thread. */
  forkedFromId?: string | null;
  /** Optional Git metadata captured when the thread was created. */
  gitInfo?: GitInfo | null;
  /** Persisted thread history contract selected when this thread was created. */
  historyMode?: ThreadHistoryMode;
  /** Identifier for this thread. Codex-generated thread IDs are UUIDv7. */
  id: string;
  /** Current configured model when loaded, otherwise the latest persisted model. Null when unavailable. This is not per-turn execution telemetry. */
  model?: string | null;
  /** Model provider used for this thread (for example, 'openai'). */
  modelProvider: string;
  /** Optional user-facing thread title. */
  name?: string | null;
  /** Originator recorded when the thread was created, independent of its current client or executor. Null when the recorded originator is unavailable. */
  originator?: string | null;
  /** The ID of the parent thread. This will only be set if this thread is a subagent. */
  parentThreadId?: string | null;
  /** [UNSTABLE] Path to the thread on disk. */
  path?: string | null;
  /** Usually the first user message in the thread, if available. */
  preview: string;
  /** Canonical project assignment owned by app-server, if any. */
  projectId: string | null;
  /** Current configured reasoning effort when loaded, otherwise the latest persisted effort. Null when unset or unavailable. This is not per-turn execution telemetry. */
  reasoningEffort?: ReasoningEffort | null;
  /** Unix timestamp (in seconds) used for thread recency ordering. */
  recencyAt?: number | null;
  /** The independently persisted section selected for this thread, if any. */
  section?: ThreadSection | null;
  /** Unix timestamp in seconds when the thread entered its current section. */
  sectionEnteredAt?: number | null;
  /** Session id shared by threads that belong to the same session tree. */
  sessionId: string;
  /** Origin of the thread (CLI, VSCode, codex exec, codex app-server, etc.). */
  source: SessionSource;
  /** Current runtime status for the thread. */
  status: ThreadStatus;
  /** Optional analytics source classification for this thread. */
  threadSource?: ThreadSource | null;
  /** Only populated on `thread/resume`, `thread/fork`, and `thread/read` (when `includeTurns` is true) responses. For all other responses and notifications returning a Thread, the turns field will be an empty list. */
  turns: Array<Turn>;
  /** Unix timestamp (in seconds) when the thread was last updated. */
  updatedAt: number;
};
export const Thread: t.Type<Thread> = /* @__PURE__ */ rt.define<Thread>(
  'Thread',
  refs,
  '[o,{cliVersion:s,createdAt:i,cwd:0,ephemeral:b,id:s,modelProvider:s,preview:s,projectId:["?",s],sessionId:s,source:27,status:61,turns:[a,63],updatedAt:i},{agentNickname:["?",s],agentRole:["?",s],attachedToThreadId:["?",s],canAcceptDirectInput:["?",b],daybreakEnabled:["?",b],environments:["?",[a,31]],extra:["?",32],forkedFromId:["?",s],gitInfo:["?",8],historyMode:34,model:["?",s],name:["?",s],originator:["?",s],parentThreadId:["?",s],path:["?",s],reasoningEffort:["?",20],recencyAt:["?",i],section:["?",55],sectionEnteredAt:["?",i],threadSource:["?",58]}]',
);

export type ThreadBackgroundTerminal = {
  command: string;
  cpuPercent?: number | null;
  cwd: LegacyAppPathString;
  itemId: string;
  osPid?: number | null;
  processId: string;
  rssKb?: number | null;
};
export const ThreadBackgroundTerminal: t.Type<ThreadBackgroundTerminal> =
  /* @__PURE__ */ rt.define<ThreadBackgroundTerminal>(
    'ThreadBackgroundTerminal',
    refs,
    '[o,{command:s,cwd:12,itemId:s,processId:s},{cpuPercent:["?",n],osPid:["?",i],rssKb:["?",i]}]',
  );

export type ThreadBackgroundTerminalsCleanParams = {
  threadId: string;
};
export const ThreadBackgroundTerminalsCleanParams: t.Type<ThreadBackgroundTerminalsCleanParams> =
  /* @__PURE__ */ rt.define<ThreadBackgroundTerminalsCleanParams>(
    'ThreadBackgroundTerminalsCleanParams',
    refs,
    '[o,{threadId:s}]',
  );

export type ThreadBackgroundTerminalsCleanResponse = { [key: string]: unknown };
export const ThreadBackgroundTerminalsCleanResponse: t.Type<ThreadBackgroundTerminalsCleanResponse> =
  /* @__PURE__ */ rt.define<ThreadBackgroundTerminalsCleanResponse>(
    'ThreadBackgroundTerminalsCleanResponse',
    refs,
    '[r,u]',
  );

export type ThreadBackgroundTerminalsListParams = {
  /** Opaque pagination cursor returned by a previous call. */
  cursor?: string | null;
  /** Optional page size. */
  limit?: number | null;
  threadId: string;
};
export const ThreadBackgroundTerminalsListParams: t.Type<ThreadBackgroundTerminalsListParams> =
  /* @__PURE__ */ rt.define<ThreadBackgroundTerminalsListParams>(
    'ThreadBackgroundTerminalsListParams',
    refs,
    '[o,{threadId:s},{cursor:["?",s],limit:["?",i]}]',
  );

export type ThreadBackgroundTerminalsListResponse = {
  data: Array<ThreadBackgroundTerminal>;
  /** Opaque cursor to pass to the next call to continue after the last item. If None, there are no more items to return. */
  nextCursor?: string | null;
};
export const ThreadBackgroundTerminalsListResponse: t.Type<ThreadBackgroundTerminalsListResponse> =
  /* @__PURE__ */ rt.define<ThreadBackgroundTerminalsListResponse>(
    'ThreadBackgroundTerminalsListResponse',
    refs,
    '[o,{data:[a,30]},{nextCursor:["?",s]}]',
  );

export type ThreadBackgroundTerminalsTerminateParams = {
  processId: string;
  threadId: string;
};
export const ThreadBackgroundTerminalsTerminateParams: t.Type<ThreadBackgroundTerminalsTerminateParams> =
  /* @__PURE__ */ rt.define<ThreadBackgroundTerminalsTerminateParams>(
    'ThreadBackgroundTerminalsTerminateParams',
    refs,
    '[o,{processId:s,threadId:s}]',
  );

export type ThreadBackgroundTerminalsTerminateResponse = {
  terminated: boolean;
};
export const ThreadBackgroundTerminalsTerminateResponse: t.Type<ThreadBackgroundTerminalsTerminateResponse> =
  /* @__PURE__ */ rt.define<ThreadBackgroundTerminalsTerminateResponse>(
    'ThreadBackgroundTerminalsTerminateResponse',
    refs,
    '[o,{terminated:b}]',
  );

/** Parameters for `thread/decrement_elicitation`. */
export type ThreadDecrementElicitationParams = {
  /** Thread whose out-of-band elicitation counter should be decremented. */
  threadId: string;
};
/** Parameters for `thread/decrement_elicitation`. */
export const ThreadDecrementElicitationParams: t.Type<ThreadDecrementElicitationParams> =
  /* @__PURE__ */ rt.define<ThreadDecrementElicitationParams>(
    'ThreadDecrementElicitationParams',
    refs,
    '[o,{threadId:s}]',
  );

/** Response for `thread/decrement_elicitation`. */
export type ThreadDecrementElicitationResponse = {
  /** Current out-of-band elicitation count after the decrement. */
  count: number;
  /** Whether timeout accounting remains paused after applying the decrement. */
  paused: boolean;
};
/** Response for `thread/decrement_elicitation`. */
export const ThreadDecrementElicitationResponse: t.Type<ThreadDecrementElicitationResponse> =
  /* @__PURE__ */ rt.define<ThreadDecrementElicitationResponse>(
    'ThreadDecrementElicitationResponse',
    refs,
    '[o,{count:i,paused:b}]',
  );

/**
 * There are two ways to fork a thread: 1. By thread_id: load the thread from disk by thread_id and fork it into a new thread. 2. By path: load the thread from disk by path and fork it into a new thread.
 *
 * If using a non-empty path, the thread_id param will be ignored. Empty string path values are treated as absent.
 *
 * Prefer using thread_id whenever possible.
 */
export type ThreadForkParams = {
  approvalPolicy?: AskForApproval | null;
  /** Override where approval requests are routed for review on this thread and subsequent turns. */
  approvalsReviewer?: ApprovalsReviewer | null;
  /** Persist the fork as an attached thread of its resolved source, hidden from ordinary lists. The source cannot be deleted while attached threads exist. Requires a paginated source and local storage; incompatible with ephemeral and deferGoalContinuation. Omitted or false creates an ordinary fork. */
  attachToSource?: boolean;
  baseInstructions?: string | null;
  /** Optional turn id to fork before, excluding that turn and all later turns. Cannot be combined with `last_turn_id`. */
  beforeTurnId?: string | null;
  config?: { [key: string]: unknown } | null;
  cwd?: string | null;
  /** When true, carry the source thread's current goal into the fork without starting its initial automatic continuation. The next explicit turn owns the goal lifecycle, and normal automatic continuation resumes after it. */
  deferGoalContinuation?: boolean;
  developerInstructions?: string | null;
  ephemeral?: boolean;
  /** When true, return only thread metadata and live fork state without populating `thread.turns`. This is useful when the client plans to call `thread/turns/list` immediately after forking. Full-history hydration is deprecated for paginated threads; use this with `thread/turns/list` and `thread/items/list` instead. */
  excludeTurns?: boolean;
  /** Disable MCP servers in prediction mode when the inherited window uses incremental tools on Responses Lite. Requires `experimentalPredictionMode: true`. */
  experimentalDisablePredictionMcp?: boolean;
  /** Start from the loaded parent's effective config, tools, environments, and persisted history to maximize prompt-cache reuse. Requires a loaded, persisted parent and `ephemeral: true`. Enables `features.reasoning_effort_override` on the fork. Only `config.thread_unload_delay_secs` may override the inherited config. Cannot be combined with `path`, `lastTurnId`, or `beforeTurnId`. */
  experimentalPredictionMode?: boolean;
  /**
   * Optional last turn id to fork through, inclusive.
   *
   * When specified, turns after `last_turn_id` are omitted from the fork. The referenced turn cannot be in progress.
   */
  lastTurnId?: string | null;
  /** Configuration overrides for the forked thread, if any. */
  model?: string | null;
  modelProvider?: string | null;
  /** [UNSTABLE] Specify the rollout path to fork from. If specified, the thread_id param will be ignored. */
  path?: string | null;
  /** Named profile id for the forked thread. Cannot be combined with `sandbox`. */
  permissions?: string | null;
  /** Replace the thread's runtime workspace roots. Paths must be absolute. */
  runtimeWorkspaceRoots?: Array<AbsolutePathBuf> | null;
  sandbox?: SandboxMode | null;
  serviceTier?: string | null;
  threadId: string;
  /** Optional client-supplied analytics source classification for this forked thread. */
  threadSource?: ThreadSource | null;
};
/**
 * There are two ways to fork a thread: 1. By thread_id: load the thread from disk by thread_id and fork it into a new thread. 2. By path: load the thread from disk by path and fork it into a new thread.
 *
 * If using a non-empty path, the thread_id param will be ignored. Empty string path values are treated as absent.
 *
 * Prefer using thread_id whenever possible.
 */
export const ThreadForkParams: t.Type<ThreadForkParams> =
  /* @__PURE__ */ rt.define<ThreadForkParams>(
    'ThreadForkParams',
    refs,
    '[o,{threadId:s},{approvalPolicy:["?",3],approvalsReviewer:["?",2],attachToSource:b,baseInstructions:["?",s],beforeTurnId:["?",s],config:["?",[r,u]],cwd:["?",s],deferGoalContinuation:b,developerInstructions:["?",s],ephemeral:b,excludeTurns:b,experimentalDisablePredictionMcp:b,experimentalPredictionMode:b,lastTurnId:["?",s],model:["?",s],modelProvider:["?",s],path:["?",s],permissions:["?",s],runtimeWorkspaceRoots:["?",[a,0]],sandbox:["?",24],serviceTier:["?",s],threadSource:["?",58]}]',
  );

export type ThreadForkResponse = {
  /** Named or implicit built-in profile that produced the active permissions, when known. */
  activePermissionProfile?: ActivePermissionProfile | null;
  approvalPolicy: AskForApproval;
  /** Reviewer currently used for approval requests on this thread. */
  approvalsReviewer: ApprovalsReviewer;
  cwd: AbsolutePathBuf;
  /** Saved list of disabled plugin IDs. Does not yet filter plugin capabilities. */
  disabledPluginIds?: Array<string>;
  /** Environment-native paths to instruction source files currently loaded for this thread. */
  instructionSources?: Array<LegacyAppPathString>;
  model: string;
  modelProvider: string;
  /** @deprecated Always `explicitRequestOnly`. Use `reasoningEffort` for Ultra behavior. */
  multiAgentMode?: MultiAgentMode;
  reasoningEffort?: ReasoningEffort | null;
  /** Thread-scoped runtime workspace roots used to materialize `:workspace_roots`. */
  runtimeWorkspaceRoots?: Array<AbsolutePathBuf>;
  /** Legacy sandbox policy retained for compatibility. Experimental clients should prefer `activePermissionProfile` for profile provenance. */
  sandbox: SandboxPolicy;
  serviceTier?: string | null;
  thread: Thread;
};
export const ThreadForkResponse: t.Type<ThreadForkResponse> =
  /* @__PURE__ */ rt.define<ThreadForkResponse>(
    'ThreadForkResponse',
    refs,
    '[o,{approvalPolicy:3,approvalsReviewer:2,cwd:0,model:s,modelProvider:s,sandbox:25,thread:29},{activePermissionProfile:["?",1],disabledPluginIds:[a,s],instructionSources:[a,12],multiAgentMode:13,reasoningEffort:["?",20],runtimeWorkspaceRoots:[a,0],serviceTier:["?",s]}]',
  );

export type ThreadGuardianAssessment = {
  outcome: GuardianAssessmentOutcome;
  rationale: string;
  riskLevel: GuardianRiskLevel;
  userAuthorization: GuardianUserAuthorization;
};
export const ThreadGuardianAssessment: t.Type<ThreadGuardianAssessment> =
  /* @__PURE__ */ rt.define<ThreadGuardianAssessment>(
    'ThreadGuardianAssessment',
    refs,
    '[o,{outcome:9,rationale:s,riskLevel:10,userAuthorization:11}]',
  );

/** Calling `thread/guardianReview` subscribes the connection to the thread. The subscription remains after the review completes, keeping the thread loaded until the client calls `thread/unsubscribe` or disconnects. Sequential calls on the same loaded thread can reuse Guardian history across direct reviews and live approvals. The reviewer keeps a separate conversation from the actor and follows the parent thread's normal persistence settings. A retry evaluates the final call again under the current policy. */
export type ThreadGuardianReviewParams = {
  threadId: string;
};
/** Calling `thread/guardianReview` subscribes the connection to the thread. The subscription remains after the review completes, keeping the thread loaded until the client calls `thread/unsubscribe` or disconnects. Sequential calls on the same loaded thread can reuse Guardian history across direct reviews and live approvals. The reviewer keeps a separate conversation from the actor and follows the parent thread's normal persistence settings. A retry evaluates the final call again under the current policy. */
export const ThreadGuardianReviewParams: t.Type<ThreadGuardianReviewParams> =
  /* @__PURE__ */ rt.define<ThreadGuardianReviewParams>(
    'ThreadGuardianReviewParams',
    refs,
    '[o,{threadId:s}]',
  );

export type ThreadGuardianReviewResponse = {
  /** Null when current policy or a remembered approval skips review. */
  assessment?: ThreadGuardianAssessment | null;
  callId: string;
};
export const ThreadGuardianReviewResponse: t.Type<ThreadGuardianReviewResponse> =
  /* @__PURE__ */ rt.define<ThreadGuardianReviewResponse>(
    'ThreadGuardianReviewResponse',
    refs,
    '[o,{callId:s},{assessment:["?",33]}]',
  );

/** Parameters for `thread/increment_elicitation`. */
export type ThreadIncrementElicitationParams = {
  /** Thread whose out-of-band elicitation counter should be incremented. */
  threadId: string;
};
/** Parameters for `thread/increment_elicitation`. */
export const ThreadIncrementElicitationParams: t.Type<ThreadIncrementElicitationParams> =
  /* @__PURE__ */ rt.define<ThreadIncrementElicitationParams>(
    'ThreadIncrementElicitationParams',
    refs,
    '[o,{threadId:s}]',
  );

/** Response for `thread/increment_elicitation`. */
export type ThreadIncrementElicitationResponse = {
  /** Current out-of-band elicitation count after the increment. */
  count: number;
  /** Whether timeout accounting is paused after applying the increment. */
  paused: boolean;
};
/** Response for `thread/increment_elicitation`. */
export const ThreadIncrementElicitationResponse: t.Type<ThreadIncrementElicitationResponse> =
  /* @__PURE__ */ rt.define<ThreadIncrementElicitationResponse>(
    'ThreadIncrementElicitationResponse',
    refs,
    '[o,{count:i,paused:b}]',
  );

export type ThreadItemEntry = {
  /** Unix timestamp (milliseconds) when the item completed, if recorded by the producer. */
  completedAtMs?: number | null;
  item: ThreadItem;
  /** The saved output was omitted. Fetch the complete item with `thread/items/read`. */
  outputDeferred?: boolean;
  /** Unix timestamp (milliseconds) when the item started, if recorded by the producer. */
  startedAtMs?: number | null;
  /** Turn containing this item. */
  turnId: string;
};
export const ThreadItemEntry: t.Type<ThreadItemEntry> = /* @__PURE__ */ rt.define<ThreadItemEntry>(
  'ThreadItemEntry',
  refs,
  '[o,{item:35,turnId:s},{completedAtMs:["?",i],outputDeferred:b,startedAtMs:["?",i]}]',
);

export type ThreadItemOutputDeferral = {
  /** Defer nonempty output from successful commands. */
  commandExecution?: boolean;
  /** Defer nonempty plain-text results from successful MCP tool calls. */
  mcpToolCall?: boolean;
};
export const ThreadItemOutputDeferral: t.Type<ThreadItemOutputDeferral> =
  /* @__PURE__ */ rt.define<ThreadItemOutputDeferral>(
    'ThreadItemOutputDeferral',
    refs,
    '[o,{},{commandExecution:b,mcpToolCall:b}]',
  );

export type ThreadItemsListParams = {
  /** Opaque continuation cursor or an exclusive item anchor in the requested visible turn. An item anchor requires a non-empty `turnId`; ascending (the default) returns items after it, and descending returns items before it. Continue with the returned string cursor. */
  cursor?: ThreadItemsListCursor | null;
  /** For a single turn, choose which saved outputs to fetch separately by item ID. */
  deferOutput?: ThreadItemOutputDeferral | null;
  /** Optional item page size. */
  limit?: number | null;
  /** Optional item pagination direction; defaults to ascending. */
  sortDirection?: SortDirection | null;
  threadId: string;
  /** Optional turn id to filter by. When omitted, returns items across the thread. */
  turnId?: string | null;
};
export const ThreadItemsListParams: t.Type<ThreadItemsListParams> =
  /* @__PURE__ */ rt.define<ThreadItemsListParams>(
    'ThreadItemsListParams',
    refs,
    '[o,{threadId:s},{cursor:["?",38],deferOutput:["?",37],limit:["?",i],sortDirection:["?",28],turnId:["?",s]}]',
  );

export type ThreadItemsListResponse = {
  /** Opaque cursor to pass as `cursor` when reversing `sortDirection`. This is only populated when the page contains at least one item. */
  backwardsCursor?: string | null;
  data: Array<ThreadItemEntry>;
  /** Opaque cursor to pass to the next call to continue after the last item. if None, there are no more items to return. */
  nextCursor?: string | null;
};
export const ThreadItemsListResponse: t.Type<ThreadItemsListResponse> =
  /* @__PURE__ */ rt.define<ThreadItemsListResponse>(
    'ThreadItemsListResponse',
    refs,
    '[o,{data:[a,36]},{backwardsCursor:["?",s],nextCursor:["?",s]}]',
  );

/** EXPERIMENTAL - retrieve a bounded set of persisted items from one turn. */
export type ThreadItemsReadParams = {
  /** Item IDs to retrieve. Supply 1 to 100 IDs. */
  itemIds: Array<string>;
  threadId: string;
  turnId: string;
};
/** EXPERIMENTAL - retrieve a bounded set of persisted items from one turn. */
export const ThreadItemsReadParams: t.Type<ThreadItemsReadParams> =
  /* @__PURE__ */ rt.define<ThreadItemsReadParams>(
    'ThreadItemsReadParams',
    refs,
    '[o,{itemIds:[a,s],threadId:s,turnId:s}]',
  );

/** EXPERIMENTAL - persisted items returned in canonical stored order. */
export type ThreadItemsReadResponse = {
  data: Array<ThreadItemEntry>;
};
/** EXPERIMENTAL - persisted items returned in canonical stored order. */
export const ThreadItemsReadResponse: t.Type<ThreadItemsReadResponse> =
  /* @__PURE__ */ rt.define<ThreadItemsReadResponse>(
    'ThreadItemsReadResponse',
    refs,
    '[o,{data:[a,36]}]',
  );

export type ThreadListParams = {
  /** Optional ancestor thread filter. Returns spawned descendants at any depth, excluding the ancestor itself. Mutually exclusive with `parentThreadId`. */
  ancestorThreadId?: string | null;
  /** Optional archived filter; when set to true, only archived threads are returned. If false or null, only non-archived threads are returned. */
  archived?: boolean | null;
  /** Return only persistent threads attached to this thread, including empty threads. Mutually exclusive with parentThreadId and ancestorThreadId. Omitting this filter keeps attached threads hidden from ordinary listings. */
  attachedToThreadId?: string | null;
  /** Show local history visible to the current ChatGPT account. Defaults to false. */
  currentAccountOnly?: boolean;
  /** Opaque pagination cursor returned by a previous call. */
  cursor?: string | null;
  /** Optional cwd filter or filters; when set, only threads whose session cwd exactly matches one of these paths are returned. */
  cwd?: ThreadListCwdFilter | null;
  /** Thread IDs to exclude before applying the result limit. Up to 100 entries; invalid IDs or a larger list are rejected, never truncated. Send the same exclusions on each page. Omitted, null, or empty means no exclusions. */
  excludedThreadIds?: Array<string> | null;
  /** Include persistent threads attached to a parent when searching by title. */
  includeAttachedThreads?: boolean;
  /** Restrict results to up to 100 thread IDs before pagination. Omit or send null for unrestricted results. An empty list matches nothing. Exclusions still apply. Repeat the same IDs on each page. The local store uses indexed metadata for this filter. */
  includedThreadIds?: Array<string> | null;
  /** Optional page size; defaults to a reasonable server-side value. */
  limit?: number | null;
  /** Optional provider filter; when set, only sessions recorded under these providers are returned. When present but empty, includes all providers. */
  modelProviders?: Array<string> | null;
  /** Optional originator allowlist, matching any supplied value exactly. Supported by hosted backends only; the local app-server rejects a nonempty list. Omitted or empty lists leave originators unrestricted. */
  originators?: Array<string> | null;
  /** Optional direct parent thread filter. Mutually exclusive with `ancestorThreadId`. */
  parentThreadId?: string | null;
  /** Omit to include every project, set to null for unassigned threads, or provide a project ID to return only threads in that project. */
  projectId?: string | null;
  /** Optional substring filter for the extracted thread title. */
  searchTerm?: string | null;
  /** Omit to include every section, set to `null` for unsectioned threads, or provide a section ID to return only threads in that section. */
  sectionId?: string | null;
  /** Optional sort direction; defaults to descending (newest first). */
  sortDirection?: SortDirection | null;
  /** Optional sort key; defaults to created_at. */
  sortKey?: ThreadSortKey | null;
  /** Optional source filter; when set, only sessions from these source kinds are returned. When omitted or empty, defaults to interactive sources. */
  sourceKinds?: Array<ThreadSourceKind> | null;
  /** If true, the local store returns indexed metadata without scanning JSONL rollouts for repairs. Requests with `includedThreadIds` always use indexed metadata. */
  useStateDbOnly?: boolean;
};
export const ThreadListParams: t.Type<ThreadListParams> =
  /* @__PURE__ */ rt.define<ThreadListParams>(
    'ThreadListParams',
    refs,
    '[o,{},{ancestorThreadId:["?",s],archived:["?",b],attachedToThreadId:["?",s],currentAccountOnly:b,cursor:["?",s],cwd:["?",39],excludedThreadIds:["?",[a,s]],includeAttachedThreads:b,includedThreadIds:["?",[a,s]],limit:["?",i],modelProviders:["?",[a,s]],originators:["?",[a,s]],parentThreadId:["?",s],projectId:["?",s],searchTerm:["?",s],sectionId:["?",s],sortDirection:["?",28],sortKey:["?",57],sourceKinds:["?",[a,59]],useStateDbOnly:b}]',
  );

export type ThreadListResponse = {
  /** Opaque cursor to pass as `cursor` when reversing `sortDirection`. This is only populated when the page contains at least one thread. Use it with the opposite `sortDirection`; for timestamp sorts it anchors at the start of the page timestamp so same-second updates are not skipped. */
  backwardsCursor?: string | null;
  data: Array<Thread>;
  /** Opaque cursor to pass to the next call to continue after the last item. if None, there are no more items to return. */
  nextCursor?: string | null;
  /** Local receipts for eligible threads on this page, keyed by thread ID. Null means durable read state is unavailable; an absent key means that row is ineligible. */
  readStates?: { [key: string]: ThreadReadState } | null;
};
export const ThreadListResponse: t.Type<ThreadListResponse> =
  /* @__PURE__ */ rt.define<ThreadListResponse>(
    'ThreadListResponse',
    refs,
    '[o,{data:[a,29]},{backwardsCursor:["?",s],nextCursor:["?",s],readStates:["?",[r,42]]}]',
  );

export type ThreadMemoryModeSetParams = {
  mode: ThreadMemoryMode;
  threadId: string;
};
export const ThreadMemoryModeSetParams: t.Type<ThreadMemoryModeSetParams> =
  /* @__PURE__ */ rt.define<ThreadMemoryModeSetParams>(
    'ThreadMemoryModeSetParams',
    refs,
    '[o,{mode:40,threadId:s}]',
  );

export type ThreadMemoryModeSetResponse = { [key: string]: unknown };
export const ThreadMemoryModeSetResponse: t.Type<ThreadMemoryModeSetResponse> =
  /* @__PURE__ */ rt.define<ThreadMemoryModeSetResponse>(
    'ThreadMemoryModeSetResponse',
    refs,
    '[r,u]',
  );

export type ThreadMemoryReadParams = {
  /** The thread must already be started or resumed. */
  threadId: string;
};
export const ThreadMemoryReadParams: t.Type<ThreadMemoryReadParams> =
  /* @__PURE__ */ rt.define<ThreadMemoryReadParams>(
    'ThreadMemoryReadParams',
    refs,
    '[o,{threadId:s}]',
  );

export type ThreadMemoryReadResponse = {
  /** Summary from the thread's selected memory version. Null when memory use is disabled or the selected summary is missing, unreadable, or blank. */
  summary?: string | null;
};
export const ThreadMemoryReadResponse: t.Type<ThreadMemoryReadResponse> =
  /* @__PURE__ */ rt.define<ThreadMemoryReadResponse>(
    'ThreadMemoryReadResponse',
    refs,
    '[o,{},{summary:["?",s]}]',
  );

export type ThreadMetadataUpdateParams = {
  /** Save the client's Daybreak choice for this persistent thread. Omitted or null leaves it unchanged. This does not select a turn's `cyberAccessProgram` or grant access. */
  daybreakEnabled?: boolean | null;
  /** Patch the stored Git metadata for this thread. Omit a field to leave it unchanged, set it to `null` to clear it, or provide a string to replace the stored value. */
  gitInfo?: ThreadMetadataGitInfoUpdateParams | null;
  /** Omit to leave the project unchanged, use an empty string to clear it, or provide an existing project ID to assign it. */
  projectId?: string | null;
  threadId: string;
};
export const ThreadMetadataUpdateParams: t.Type<ThreadMetadataUpdateParams> =
  /* @__PURE__ */ rt.define<ThreadMetadataUpdateParams>(
    'ThreadMetadataUpdateParams',
    refs,
    '[o,{threadId:s},{daybreakEnabled:["?",b],gitInfo:["?",41],projectId:["?",s]}]',
  );

export type ThreadMetadataUpdateResponse = {
  thread: Thread;
};
export const ThreadMetadataUpdateResponse: t.Type<ThreadMetadataUpdateResponse> =
  /* @__PURE__ */ rt.define<ThreadMetadataUpdateResponse>(
    'ThreadMetadataUpdateResponse',
    refs,
    '[o,{thread:29}]',
  );

export type ThreadPredictionRequestParams = {
  sourceTurnId: string;
  threadId: string;
};
export const ThreadPredictionRequestParams: t.Type<ThreadPredictionRequestParams> =
  /* @__PURE__ */ rt.define<ThreadPredictionRequestParams>(
    'ThreadPredictionRequestParams',
    refs,
    '[o,{sourceTurnId:s,threadId:s}]',
  );

export type ThreadPredictionRequestResponse = { [key: string]: unknown };
export const ThreadPredictionRequestResponse: t.Type<ThreadPredictionRequestResponse> =
  /* @__PURE__ */ rt.define<ThreadPredictionRequestResponse>(
    'ThreadPredictionRequestResponse',
    refs,
    '[r,u]',
  );

/** Prepare an approved plan for the first turn of a fresh thread. */
export type ThreadPrepareApprovedPlanParams = {
  /** Absolute path to the optional app-server copy of the plan. */
  attachmentPath?: string | null;
  markdown: string;
  threadId: string;
};
/** Prepare an approved plan for the first turn of a fresh thread. */
export const ThreadPrepareApprovedPlanParams: t.Type<ThreadPrepareApprovedPlanParams> =
  /* @__PURE__ */ rt.define<ThreadPrepareApprovedPlanParams>(
    'ThreadPrepareApprovedPlanParams',
    refs,
    '[o,{markdown:s,threadId:s},{attachmentPath:["?",s]}]',
  );

export type ThreadPrepareApprovedPlanResponse = {
  /** Initial user prompt. If no attachment is readable, the plan is already in the thread's context. */
  prompt: string;
};
export const ThreadPrepareApprovedPlanResponse: t.Type<ThreadPrepareApprovedPlanResponse> =
  /* @__PURE__ */ rt.define<ThreadPrepareApprovedPlanResponse>(
    'ThreadPrepareApprovedPlanResponse',
    refs,
    '[o,{prompt:s}]',
  );

export type ThreadQueueAddParams = {
  clientUserMessageId: string;
  input: Array<UserInput>;
  /** ResponsesAPI metadata captured from the client submitting this input. */
  responsesapiClientMetadata?: { [key: string]: string } | null;
  threadId: string;
};
export const ThreadQueueAddParams: t.Type<ThreadQueueAddParams> =
  /* @__PURE__ */ rt.define<ThreadQueueAddParams>(
    'ThreadQueueAddParams',
    refs,
    '[o,{clientUserMessageId:s,input:[a,66],threadId:s},{responsesapiClientMetadata:["?",[r,s]]}]',
  );

export type ThreadQueueAddResponse = {
  queuedSubmission: QueuedSubmission;
};
export const ThreadQueueAddResponse: t.Type<ThreadQueueAddResponse> =
  /* @__PURE__ */ rt.define<ThreadQueueAddResponse>(
    'ThreadQueueAddResponse',
    refs,
    '[o,{queuedSubmission:15}]',
  );

export type ThreadQueueDeleteParams = {
  queuedSubmissionId: string;
  threadId: string;
};
export const ThreadQueueDeleteParams: t.Type<ThreadQueueDeleteParams> =
  /* @__PURE__ */ rt.define<ThreadQueueDeleteParams>(
    'ThreadQueueDeleteParams',
    refs,
    '[o,{queuedSubmissionId:s,threadId:s}]',
  );

export type ThreadQueueDeleteResponse = {
  deleted: boolean;
};
export const ThreadQueueDeleteResponse: t.Type<ThreadQueueDeleteResponse> =
  /* @__PURE__ */ rt.define<ThreadQueueDeleteResponse>(
    'ThreadQueueDeleteResponse',
    refs,
    '[o,{deleted:b}]',
  );

export type ThreadQueueListParams = {
  /** Opaque pagination cursor returned by a previous call. */
  cursor?: string | null;
  /** Optional page size; defaults to the standard thread-list page size. */
  limit?: number | null;
  threadId: string;
};
export const ThreadQueueListParams: t.Type<ThreadQueueListParams> =
  /* @__PURE__ */ rt.define<ThreadQueueListParams>(
    'ThreadQueueListParams',
    refs,
    '[o,{threadId:s},{cursor:["?",s],limit:["?",i]}]',
  );

export type ThreadQueueListResponse = {
  data: Array<QueuedSubmission>;
  /** Opaque cursor for the next page, or `null` when no submissions remain. */
  nextCursor?: string | null;
};
export const ThreadQueueListResponse: t.Type<ThreadQueueListResponse> =
  /* @__PURE__ */ rt.define<ThreadQueueListResponse>(
    'ThreadQueueListResponse',
    refs,
    '[o,{data:[a,15]},{nextCursor:["?",s]}]',
  );

export type ThreadQueueReorderParams = {
  queuedSubmissionIds: Array<string>;
  threadId: string;
};
export const ThreadQueueReorderParams: t.Type<ThreadQueueReorderParams> =
  /* @__PURE__ */ rt.define<ThreadQueueReorderParams>(
    'ThreadQueueReorderParams',
    refs,
    '[o,{queuedSubmissionIds:[a,s],threadId:s}]',
  );

export type ThreadQueueReorderResponse = { [key: string]: unknown };
export const ThreadQueueReorderResponse: t.Type<ThreadQueueReorderResponse> =
  /* @__PURE__ */ rt.define<ThreadQueueReorderResponse>(
    'ThreadQueueReorderResponse',
    refs,
    '[r,u]',
  );

export type ThreadQueueStartParams = {
  queuedSubmissionId?: string | null;
  threadId: string;
};
export const ThreadQueueStartParams: t.Type<ThreadQueueStartParams> =
  /* @__PURE__ */ rt.define<ThreadQueueStartParams>(
    'ThreadQueueStartParams',
    refs,
    '[o,{threadId:s},{queuedSubmissionId:["?",s]}]',
  );

export type ThreadQueueStartResponse = {
  turn: Turn;
};
export const ThreadQueueStartResponse: t.Type<ThreadQueueStartResponse> =
  /* @__PURE__ */ rt.define<ThreadQueueStartResponse>(
    'ThreadQueueStartResponse',
    refs,
    '[o,{turn:63}]',
  );

export type ThreadQueueUpdateParams = {
  input: Array<UserInput>;
  queuedSubmissionId: string;
  /** Non-empty metadata replaces the input's metadata; omission or an empty map preserves it. */
  responsesapiClientMetadata?: { [key: string]: string } | null;
  threadId: string;
};
export const ThreadQueueUpdateParams: t.Type<ThreadQueueUpdateParams> =
  /* @__PURE__ */ rt.define<ThreadQueueUpdateParams>(
    'ThreadQueueUpdateParams',
    refs,
    '[o,{input:[a,66],queuedSubmissionId:s,threadId:s},{responsesapiClientMetadata:["?",[r,s]]}]',
  );

export type ThreadQueueUpdateResponse = {
  queuedSubmission: QueuedSubmission;
};
export const ThreadQueueUpdateResponse: t.Type<ThreadQueueUpdateResponse> =
  /* @__PURE__ */ rt.define<ThreadQueueUpdateResponse>(
    'ThreadQueueUpdateResponse',
    refs,
    '[o,{queuedSubmission:15}]',
  );

export type ThreadReadResponse = {
  /** Local receipt. Null means this thread's durable read state is unavailable. */
  readState?: ThreadReadState | null;
  thread: Thread;
};
export const ThreadReadResponse: t.Type<ThreadReadResponse> =
  /* @__PURE__ */ rt.define<ThreadReadResponse>(
    'ThreadReadResponse',
    refs,
    '[o,{thread:29},{readState:["?",42]}]',
  );

export type ThreadReadStateUpdateParams = {
  /** Revision of the row or transcript actually seen. Conflicts require a fresh user action. */
  expectedRevision: string;
  operation: ThreadReadStateOperation;
  threadId: string;
};
export const ThreadReadStateUpdateParams: t.Type<ThreadReadStateUpdateParams> =
  /* @__PURE__ */ rt.define<ThreadReadStateUpdateParams>(
    'ThreadReadStateUpdateParams',
    refs,
    '[o,{expectedRevision:s,operation:43,threadId:s}]',
  );

export type ThreadReadStateUpdateResponse = {
  readState: ThreadReadState;
};
export const ThreadReadStateUpdateResponse: t.Type<ThreadReadStateUpdateResponse> =
  /* @__PURE__ */ rt.define<ThreadReadStateUpdateResponse>(
    'ThreadReadStateUpdateResponse',
    refs,
    '[o,{readState:42}]',
  );

/** EXPERIMENTAL - append audio input to thread realtime. */
export type ThreadRealtimeAppendAudioParams = {
  audio: ThreadRealtimeAudioChunk;
  threadId: string;
};
/** EXPERIMENTAL - append audio input to thread realtime. */
export const ThreadRealtimeAppendAudioParams: t.Type<ThreadRealtimeAppendAudioParams> =
  /* @__PURE__ */ rt.define<ThreadRealtimeAppendAudioParams>(
    'ThreadRealtimeAppendAudioParams',
    refs,
    '[o,{audio:44,threadId:s}]',
  );

/** EXPERIMENTAL - response for appending realtime audio input. */
export type ThreadRealtimeAppendAudioResponse = { [key: string]: unknown };
/** EXPERIMENTAL - response for appending realtime audio input. */
export const ThreadRealtimeAppendAudioResponse: t.Type<ThreadRealtimeAppendAudioResponse> =
  /* @__PURE__ */ rt.define<ThreadRealtimeAppendAudioResponse>(
    'ThreadRealtimeAppendAudioResponse',
    refs,
    '[r,u]',
  );

/** EXPERIMENTAL - append speakable text to thread realtime. */
export type ThreadRealtimeAppendSpeechParams = {
  text: string;
  threadId: string;
};
/** EXPERIMENTAL - append speakable text to thread realtime. */
export const ThreadRealtimeAppendSpeechParams: t.Type<ThreadRealtimeAppendSpeechParams> =
  /* @__PURE__ */ rt.define<ThreadRealtimeAppendSpeechParams>(
    'ThreadRealtimeAppendSpeechParams',
    refs,
    '[o,{text:s,threadId:s}]',
  );

/** EXPERIMENTAL - response for appending realtime speech. */
export type ThreadRealtimeAppendSpeechResponse = { [key: string]: unknown };
/** EXPERIMENTAL - response for appending realtime speech. */
export const ThreadRealtimeAppendSpeechResponse: t.Type<ThreadRealtimeAppendSpeechResponse> =
  /* @__PURE__ */ rt.define<ThreadRealtimeAppendSpeechResponse>(
    'ThreadRealtimeAppendSpeechResponse',
    refs,
    '[r,u]',
  );

/** EXPERIMENTAL - append text input to thread realtime. */
export type ThreadRealtimeAppendTextParams = {
  role?: ConversationTextRole;
  text: string;
  threadId: string;
};
/** EXPERIMENTAL - append text input to thread realtime. */
export const ThreadRealtimeAppendTextParams: t.Type<ThreadRealtimeAppendTextParams> =
  /* @__PURE__ */ rt.define<ThreadRealtimeAppendTextParams>(
    'ThreadRealtimeAppendTextParams',
    refs,
    '[o,{text:s,threadId:s},{role:6}]',
  );

/** EXPERIMENTAL - response for appending realtime text input. */
export type ThreadRealtimeAppendTextResponse = { [key: string]: unknown };
/** EXPERIMENTAL - response for appending realtime text input. */
export const ThreadRealtimeAppendTextResponse: t.Type<ThreadRealtimeAppendTextResponse> =
  /* @__PURE__ */ rt.define<ThreadRealtimeAppendTextResponse>(
    'ThreadRealtimeAppendTextResponse',
    refs,
    '[r,u]',
  );

export type ThreadRealtimeListParams = {
  afterPosition?: number | null;
  cursor?: string | null;
  /** A required exact event ID, such as a completed item's acknowledgement. Returns pending until projected. Explicit filters can exclude a known event. */
  eventId?: string | null;
  /** Inclusive canonical observation time lower bound. */
  fromObservedAtMs?: number | null;
  limit?: number | null;
  /** Defaults to canonical observation time. */
  order?: ThreadRealtimeOrder | null;
  /** Return pending until the projection includes this committed position. */
  requiredThroughPosition?: number | null;
  sessionId?: string | null;
  /** Exclusive committed position delimiting an immutable snapshot. */
  snapshotEnd?: number | null;
  threadId: string;
  /** Exclusive canonical observation time upper bound. */
  toObservedAtMs?: number | null;
};
export const ThreadRealtimeListParams: t.Type<ThreadRealtimeListParams> =
  /* @__PURE__ */ rt.define<ThreadRealtimeListParams>(
    'ThreadRealtimeListParams',
    refs,
    '[o,{threadId:s},{afterPosition:["?",i],cursor:["?",s],eventId:["?",s],fromObservedAtMs:["?",i],limit:["?",i],order:["?",48],requiredThroughPosition:["?",i],sessionId:["?",s],snapshotEnd:["?",i],toObservedAtMs:["?",i]}]',
  );

export type ThreadRealtimeListResponse = {
  coverage: ThreadRealtimeCoverage;
  data: Array<ThreadRealtimeEntry>;
  nextCursor?: string | null;
  /** Exclusive position through which the projection has processed canonical history. */
  projectedThroughItemIndex: number;
  snapshotEnd: number;
};
export const ThreadRealtimeListResponse: t.Type<ThreadRealtimeListResponse> =
  /* @__PURE__ */ rt.define<ThreadRealtimeListResponse>(
    'ThreadRealtimeListResponse',
    refs,
    '[o,{coverage:45,data:[a,46],projectedThroughItemIndex:i,snapshotEnd:i},{nextCursor:["?",s]}]',
  );

/** EXPERIMENTAL - list voices supported by thread realtime. */
export type ThreadRealtimeListVoicesParams = { [key: string]: unknown };
/** EXPERIMENTAL - list voices supported by thread realtime. */
export const ThreadRealtimeListVoicesParams: t.Type<ThreadRealtimeListVoicesParams> =
  /* @__PURE__ */ rt.define<ThreadRealtimeListVoicesParams>(
    'ThreadRealtimeListVoicesParams',
    refs,
    '[r,u]',
  );

/** EXPERIMENTAL - response for listing supported realtime voices. */
export type ThreadRealtimeListVoicesResponse = {
  voices: RealtimeVoicesList;
};
/** EXPERIMENTAL - response for listing supported realtime voices. */
export const ThreadRealtimeListVoicesResponse: t.Type<ThreadRealtimeListVoicesResponse> =
  /* @__PURE__ */ rt.define<ThreadRealtimeListVoicesResponse>(
    'ThreadRealtimeListVoicesResponse',
    refs,
    '[o,{voices:19}]',
  );

/** EXPERIMENTAL - start a thread-scoped realtime session. */
export type ThreadRealtimeStartParams = {
  /** Relays public reasoning summaries as quiet context for realtime V3 delegations. Defaults to false. */
  backendReasoningStatus?: boolean;
  /** Leaves Codex response handoffs to the client's explicit append calls instead of forwarding them automatically. Defaults to false. */
  clientManagedHandoffs?: boolean | null;
  /** Overrides BEM channel prefixes by `analysis`, `commentary`, or `final`. Omitted channels retain their default uppercase bracketed prefixes. */
  codexResponseHandoffChannelPrefixes?: { [key: string]: Array<string> } | null;
  /** Selects how automatic Codex responses are routed in Frameless Bidi sessions. Omitted values default to `thinking`. Realtime V1 and V2 ignore this setting. */
  codexResponseHandoffMode?: CodexResponseHandoffMode | null;
  /** Optional prefix added to automatic Codex response items when `codexResponsesAsItems` is true. */
  codexResponseItemPrefix?: string | null;
  /** Sends automatic Codex responses as realtime conversation items instead of handoff appends. */
  codexResponsesAsItems?: boolean | null;
  /** Controls whether a realtime V3 delegation produces an acknowledgement filler. Omitted values preserve the Realtime API's default behavior. */
  delegationAckFiller?: boolean | null;
  /** Routes any transcript tail remaining at session end through Codex. Defaults to false. TODO: Remove this rollout knob once transcript-tail flushing is always enabled. */
  flushTranscriptTailOnSessionEnd?: boolean | null;
  /** Set to false to start without Codex's startup context. Omitted or null includes it. */
  includeStartupContext?: boolean | null;
  /** Adds complete role-bearing text items to the initial Frameless Bidi session history. This is only supported by realtime V3 and is sent during session startup. Requests are limited to 128 items and 8,192 estimated text tokens in total. */
  initialItems?: Array<ThreadRealtimeInitialItem> | null;
  /** Overrides the configured realtime model for this session only. */
  model?: string | null;
  /** Selects text or audio output for the realtime session. Transport and voice stay independent so clients can choose how they connect separately from what the model emits. */
  outputModality: RealtimeOutputModality;
  prompt?: string | null;
  /** Developer instructions given to the backing Codex model when this realtime session ends. */
  realtimeEndInstructions?: string | null;
  realtimeSessionId?: string | null;
  /** Developer instructions given to the backing Codex model when this realtime session starts. */
  realtimeStartInstructions?: string | null;
  threadId: string;
  transport?: ThreadRealtimeStartTransport | null;
  /** Overrides the configured realtime protocol version for this session only. */
  version?: RealtimeConversationVersion | null;
  voice?: RealtimeVoice | null;
  /** Client-generated identifier for the product voice session. This is distinct from `realtimeSessionId`. */
  voiceSessionId?: string | null;
};
/** EXPERIMENTAL - start a thread-scoped realtime session. */
export const ThreadRealtimeStartParams: t.Type<ThreadRealtimeStartParams> =
  /* @__PURE__ */ rt.define<ThreadRealtimeStartParams>(
    'ThreadRealtimeStartParams',
    refs,
    '[o,{outputModality:17,threadId:s},{backendReasoningStatus:b,clientManagedHandoffs:["?",b],codexResponseHandoffChannelPrefixes:["?",[r,[a,s]]],codexResponseHandoffMode:["?",4],codexResponseItemPrefix:["?",s],codexResponsesAsItems:["?",b],delegationAckFiller:["?",b],flushTranscriptTailOnSessionEnd:["?",b],includeStartupContext:["?",b],initialItems:["?",[a,47]],model:["?",s],prompt:["?",s],realtimeEndInstructions:["?",s],realtimeSessionId:["?",s],realtimeStartInstructions:["?",s],transport:["?",49],version:["?",16],voice:["?",18],voiceSessionId:["?",s]}]',
  );

/** EXPERIMENTAL - response for starting thread realtime. */
export type ThreadRealtimeStartResponse = { [key: string]: unknown };
/** EXPERIMENTAL - response for starting thread realtime. */
export const ThreadRealtimeStartResponse: t.Type<ThreadRealtimeStartResponse> =
  /* @__PURE__ */ rt.define<ThreadRealtimeStartResponse>(
    'ThreadRealtimeStartResponse',
    refs,
    '[r,u]',
  );

/** EXPERIMENTAL - stop thread realtime. */
export type ThreadRealtimeStopParams = {
  threadId: string;
};
/** EXPERIMENTAL - stop thread realtime. */
export const ThreadRealtimeStopParams: t.Type<ThreadRealtimeStopParams> =
  /* @__PURE__ */ rt.define<ThreadRealtimeStopParams>(
    'ThreadRealtimeStopParams',
    refs,
    '[o,{threadId:s}]',
  );

/** EXPERIMENTAL - response for stopping thread realtime. */
export type ThreadRealtimeStopResponse = { [key: string]: unknown };
/** EXPERIMENTAL - response for stopping thread realtime. */
export const ThreadRealtimeStopResponse: t.Type<ThreadRealtimeStopResponse> =
  /* @__PURE__ */ rt.define<ThreadRealtimeStopResponse>(
    'ThreadRealtimeStopResponse',
    refs,
    '[r,u]',
  );

/**
 * There are three ways to resume a thread: 1. By thread_id: load the thread from disk by thread_id and resume it. 2. By history: instantiate the thread from memory and resume it. 3. By path: load the thread from disk by path and resume it.
 *
 * For non-running threads, the precedence is: history > non-empty path > thread_id. If using history or a non-empty path for a non-running thread, the thread_id param will be ignored.
 *
 * If thread_id identifies a running thread, app-server rejoins that thread and treats a non-empty path as a consistency check against the active rollout path. Empty string path values are treated as absent.
 *
 * Prefer using thread_id whenever possible.
 */
export type ThreadResumeParams = {
  approvalPolicy?: AskForApproval | null;
  /** Override where approval requests are routed for review on this thread and subsequent turns. */
  approvalsReviewer?: ApprovalsReviewer | null;
  baseInstructions?: string | null;
  config?: { [key: string]: unknown } | null;
  cwd?: string | null;
  developerInstructions?: string | null;
  /** When true, return only thread metadata and live-resume state without populating `thread.turns`. This is useful when the client plans to call `thread/turns/list` immediately after resuming. Full-history hydration is deprecated for paginated threads; use this with `thread/turns/list` and `thread/items/list` instead. */
  excludeTurns?: boolean;
  /** [UNSTABLE] FOR CODEX CLOUD - DO NOT USE. If specified, the thread will be resumed with the provided history instead of loaded from disk. */
  history?: Array<ResponseItem> | null;
  /** When present, include a `thread/turns/list` page in the resume response so clients can bootstrap recent turns without a second request. */
  initialTurnsPage?: ThreadResumeInitialTurnsPageParams | null;
  /** Configuration overrides for the resumed thread, if any. */
  model?: string | null;
  modelProvider?: string | null;
  /** [UNSTABLE] Specify the rollout path to resume from. If specified for a non-running thread, the thread_id param will be ignored. If thread_id identifies a running thread, the path must match the active rollout path. */
  path?: string | null;
  /** Named profile id for the resumed thread. Cannot be combined with `sandbox`. */
  permissions?: string | null;
  /** @deprecated `friendly` and `pragmatic` no longer select a style. Changing this does not rewrite the thread's existing instructions. */
  personality?: Personality | null;
  /** Replace the thread's runtime workspace roots. Paths must be absolute. */
  runtimeWorkspaceRoots?: Array<AbsolutePathBuf> | null;
  sandbox?: SandboxMode | null;
  serviceTier?: string | null;
  threadId: string;
};
/**
 * There are three ways to resume a thread: 1. By thread_id: load the thread from disk by thread_id and resume it. 2. By history: instantiate the thread from memory and resume it. 3. By path: load the thread from disk by path and resume it.
 *
 * For non-running threads, the precedence is: history > non-empty path > thread_id. If using history or a non-empty path for a non-running thread, the thread_id param will be ignored.
 *
 * If thread_id identifies a running thread, app-server rejoins that thread and treats a non-empty path as a consistency check against the active rollout path. Empty string path values are treated as absent.
 *
 * Prefer using thread_id whenever possible.
 */
export const ThreadResumeParams: t.Type<ThreadResumeParams> =
  /* @__PURE__ */ rt.define<ThreadResumeParams>(
    'ThreadResumeParams',
    refs,
    '[o,{threadId:s},{approvalPolicy:["?",3],approvalsReviewer:["?",2],baseInstructions:["?",s],config:["?",[r,u]],cwd:["?",s],developerInstructions:["?",s],excludeTurns:b,history:["?",[a,23]],initialTurnsPage:["?",50],model:["?",s],modelProvider:["?",s],path:["?",s],permissions:["?",s],personality:["?",14],runtimeWorkspaceRoots:["?",[a,0]],sandbox:["?",24],serviceTier:["?",s]}]',
  );

export type ThreadResumeResponse = {
  /** Named or implicit built-in profile that produced the active permissions, when known. */
  activePermissionProfile?: ActivePermissionProfile | null;
  approvalPolicy: AskForApproval;
  /** Reviewer currently used for approval requests on this thread. */
  approvalsReviewer: ApprovalsReviewer;
  /** Effective collaboration mode. Absent when resuming from an older server. */
  collaborationMode?: CollaborationMode | null;
  cwd: AbsolutePathBuf;
  /** Saved list of disabled plugin IDs. Does not yet filter plugin capabilities. */
  disabledPluginIds?: Array<string>;
  /** `thread/turns/list` page returned when requested by `initialTurnsPage`. */
  initialTurnsPage?: TurnsPage | null;
  /** Environment-native paths to instruction source files currently loaded for this thread. */
  instructionSources?: Array<LegacyAppPathString>;
  /**
   * Opaque cursor for hydrating paginated items backwards.
   *
   * Pass this as `cursor` to `thread/items/list` with `sortDirection: "desc"`. The first page includes the item identified by the cursor.
   */
  itemsBackwardsCursor?: string | null;
  model: string;
  modelProvider: string;
  /** @deprecated Always `explicitRequestOnly`. Use `reasoningEffort` for Ultra behavior. */
  multiAgentMode?: MultiAgentMode;
  reasoningEffort?: ReasoningEffort | null;
  /** Thread-scoped runtime workspace roots used to materialize `:workspace_roots`. */
  runtimeWorkspaceRoots?: Array<AbsolutePathBuf>;
  /** Legacy sandbox policy retained for compatibility. Experimental clients should prefer `activePermissionProfile` for profile provenance. */
  sandbox: SandboxPolicy;
  serviceTier?: string | null;
  thread: Thread;
  /**
   * Opaque cursor for hydrating paginated turns backwards.
   *
   * Pass this as `cursor` to `thread/turns/list` with `sortDirection: "desc"`. The first page includes the turn identified by the cursor.
   */
  turnsBackwardsCursor?: string | null;
};
export const ThreadResumeResponse: t.Type<ThreadResumeResponse> =
  /* @__PURE__ */ rt.define<ThreadResumeResponse>(
    'ThreadResumeResponse',
    refs,
    '[o,{approvalPolicy:3,approvalsReviewer:2,cwd:0,model:s,modelProvider:s,sandbox:25,thread:29},{activePermissionProfile:["?",1],collaborationMode:["?",5],disabledPluginIds:[a,s],initialTurnsPage:["?",65],instructionSources:[a,12],itemsBackwardsCursor:["?",s],multiAgentMode:13,reasoningEffort:["?",20],runtimeWorkspaceRoots:[a,0],serviceTier:["?",s],turnsBackwardsCursor:["?",s]}]',
  );

export type ThreadRevertResponse = {
  /**
   * Opaque cursor for hydrating paginated items backwards.
   *
   * Pass this as `cursor` to `thread/items/list` with `sortDirection: "desc"`. The first page includes the item identified by the cursor.
   */
  itemsBackwardsCursor?: string | null;
  /** Updated loaded thread metadata. `turns` is always empty; hydrate retained history through `thread/turns/list`. */
  thread: Thread;
  /**
   * Opaque cursor for hydrating paginated turns backwards.
   *
   * Pass this as `cursor` to `thread/turns/list` with `sortDirection: "desc"`. The first page includes the turn identified by the cursor.
   */
  turnsBackwardsCursor?: string | null;
};
export const ThreadRevertResponse: t.Type<ThreadRevertResponse> =
  /* @__PURE__ */ rt.define<ThreadRevertResponse>(
    'ThreadRevertResponse',
    refs,
    '[o,{thread:29},{itemsBackwardsCursor:["?",s],turnsBackwardsCursor:["?",s]}]',
  );

export type ThreadSampleCancelParams = {
  requestId: RequestId;
};
export const ThreadSampleCancelParams: t.Type<ThreadSampleCancelParams> =
  /* @__PURE__ */ rt.define<ThreadSampleCancelParams>(
    'ThreadSampleCancelParams',
    refs,
    '[o,{requestId:22}]',
  );

export type ThreadSampleCancelResponse = { [key: string]: unknown };
export const ThreadSampleCancelResponse: t.Type<ThreadSampleCancelResponse> =
  /* @__PURE__ */ rt.define<ThreadSampleCancelResponse>(
    'ThreadSampleCancelResponse',
    refs,
    '[r,u]',
  );

export type ThreadSampleParams = {
  /** Allow sampling the latest turn before it finishes. */
  allowInProgressTurn?: boolean;
  /** Disable MCP servers when the inherited window uses incremental tools on Responses Lite. */
  disableMcp?: boolean;
  /** Applied only when the provider and model support cache-preserving reasoning-effort updates. */
  effort?: ReasoningEffort | null;
  /** The loaded source's latest turn, which must be finished (completed, failed, or interrupted) unless `allowInProgressTurn` is true. */
  expectedTurnId: string;
  /** Override upstream interruption on cancellation for this sample; otherwise inherit the parent. */
  interruptOnCancel?: boolean | null;
  prompt: string;
  /** Optional metadata to enrich Codex's ResponsesAPI turn metadata. */
  responsesapiClientMetadata?: { [key: string]: string } | null;
  threadId: string;
  threadSource?: ThreadSource | null;
  turnTrigger?: string | null;
};
export const ThreadSampleParams: t.Type<ThreadSampleParams> =
  /* @__PURE__ */ rt.define<ThreadSampleParams>(
    'ThreadSampleParams',
    refs,
    '[o,{expectedTurnId:s,prompt:s,threadId:s},{allowInProgressTurn:b,disableMcp:b,effort:["?",20],interruptOnCancel:["?",b],responsesapiClientMetadata:["?",[r,s]],threadSource:["?",58],turnTrigger:["?",s]}]',
  );

export type ThreadSampleResponse = {
  cachedInputTokens?: number | null;
  inputTokens?: number | null;
  outputTokens?: number | null;
  responseId: string;
  sourceTurnId: string;
  /** Assistant text from the response, or null if it attempted a tool call or completed without text. */
  text?: string | null;
};
export const ThreadSampleResponse: t.Type<ThreadSampleResponse> =
  /* @__PURE__ */ rt.define<ThreadSampleResponse>(
    'ThreadSampleResponse',
    refs,
    '[o,{responseId:s,sourceTurnId:s},{cachedInputTokens:["?",i],inputTokens:["?",i],outputTokens:["?",i],text:["?",s]}]',
  );

/** Request cancellation on the same connection. `thread/search/cancel` targets only `thread/search`; `thread/search/stream/cancel` targets only `thread/search/stream`. Cancellation is idempotent: the cancel response acknowledges the request, and an interrupted search completes with an error after its subprocess is stopped and reaped. If completion races cancellation, the original search may still succeed. An already-completed search is unaffected. */
export type ThreadSearchCancelParams = {
  requestId: RequestId;
};
/** Request cancellation on the same connection. `thread/search/cancel` targets only `thread/search`; `thread/search/stream/cancel` targets only `thread/search/stream`. Cancellation is idempotent: the cancel response acknowledges the request, and an interrupted search completes with an error after its subprocess is stopped and reaped. If completion races cancellation, the original search may still succeed. An already-completed search is unaffected. */
export const ThreadSearchCancelParams: t.Type<ThreadSearchCancelParams> =
  /* @__PURE__ */ rt.define<ThreadSearchCancelParams>(
    'ThreadSearchCancelParams',
    refs,
    '[o,{requestId:22}]',
  );

export type ThreadSearchCancelResponse = { [key: string]: unknown };
export const ThreadSearchCancelResponse: t.Type<ThreadSearchCancelResponse> =
  /* @__PURE__ */ rt.define<ThreadSearchCancelResponse>(
    'ThreadSearchCancelResponse',
    refs,
    '[r,u]',
  );

/** One visible message occurrence returned by [`ThreadSearchOccurrencesResponse`]. */
export type ThreadSearchOccurrence = {
  itemId: string;
  snippet: string;
  /** Match range within `snippet`, in UTF-16 code units. */
  snippetMatchRange: ThreadSearchTextRange;
  /** Opaque inclusive cursor accepted by `thread/turns/list` for this turn. */
  turnCursor: string;
  turnId: string;
};
/** One visible message occurrence returned by [`ThreadSearchOccurrencesResponse`]. */
export const ThreadSearchOccurrence: t.Type<ThreadSearchOccurrence> =
  /* @__PURE__ */ rt.define<ThreadSearchOccurrence>(
    'ThreadSearchOccurrence',
    refs,
    '[o,{itemId:s,snippet:s,snippetMatchRange:54,turnCursor:s,turnId:s}]',
  );

/** Parameters for searching visible message occurrences within one paginated thread. */
export type ThreadSearchOccurrencesParams = {
  /** Opaque cursor returned by a previous call for the same thread and search term. */
  cursor?: string | null;
  /** Optional occurrence page size. */
  limit?: number | null;
  /** Case-insensitive literal substring to find in visible user messages and both partial and final assistant answers. */
  searchTerm: string;
  threadId: string;
};
/** Parameters for searching visible message occurrences within one paginated thread. */
export const ThreadSearchOccurrencesParams: t.Type<ThreadSearchOccurrencesParams> =
  /* @__PURE__ */ rt.define<ThreadSearchOccurrencesParams>(
    'ThreadSearchOccurrencesParams',
    refs,
    '[o,{searchTerm:s,threadId:s},{cursor:["?",s],limit:["?",i]}]',
  );

export type ThreadSearchOccurrencesResponse = {
  /** Occurrences in chronological message order. */
  data: Array<ThreadSearchOccurrence>;
  /** Opaque cursor to continue after the last returned occurrence. */
  nextCursor?: string | null;
};
export const ThreadSearchOccurrencesResponse: t.Type<ThreadSearchOccurrencesResponse> =
  /* @__PURE__ */ rt.define<ThreadSearchOccurrencesResponse>(
    'ThreadSearchOccurrencesResponse',
    refs,
    '[o,{data:[a,51]},{nextCursor:["?",s]}]',
  );

export type ThreadSearchParams = {
  /** Optional archived filter; when set to true, only archived threads are returned. If false or null, only non-archived threads are returned. */
  archived?: boolean | null;
  /** Show local history visible to the current ChatGPT account. Defaults to false. */
  currentAccountOnly?: boolean;
  /** Opaque pagination cursor returned by a previous call. */
  cursor?: string | null;
  /** Include persistent threads attached to a parent in search results. */
  includeAttachedThreads?: boolean;
  /** Optional page size; defaults to a reasonable server-side value. */
  limit?: number | null;
  /** Required substring/full-text query. `thread/search/stream` limits this to 65,536 UTF-8 bytes after trimming surrounding whitespace. */
  searchTerm: string;
  /** Optional sort direction; defaults to descending (newest first). */
  sortDirection?: SortDirection | null;
  /** Optional sort key; defaults to created_at. */
  sortKey?: ThreadSearchSortKey | null;
  /** Optional source filter; when set, only sessions from these source kinds are returned. When omitted or empty, defaults to interactive sources. */
  sourceKinds?: Array<ThreadSourceKind> | null;
};
export const ThreadSearchParams: t.Type<ThreadSearchParams> =
  /* @__PURE__ */ rt.define<ThreadSearchParams>(
    'ThreadSearchParams',
    refs,
    '[o,{searchTerm:s},{archived:["?",b],currentAccountOnly:b,cursor:["?",s],includeAttachedThreads:b,limit:["?",i],sortDirection:["?",28],sortKey:["?",53],sourceKinds:["?",[a,59]]}]',
  );

/** A best-effort incremental batch for `thread/search/stream`. Match `requestId` to the request on this connection. Only a small subset of verified matches may be emitted; rows are unique and arrive in discovery order, but may be dropped under load or fall outside the final sorted page. Thread fields use stored metadata and the current watched status; live thread settings are enriched in the final response. Replace provisional rows with the authoritative final response. No partials follow it or an error. */
export type ThreadSearchPartialNotification = {
  data: Array<ThreadSearchResult>;
  requestId: RequestId;
};
/** A best-effort incremental batch for `thread/search/stream`. Match `requestId` to the request on this connection. Only a small subset of verified matches may be emitted; rows are unique and arrive in discovery order, but may be dropped under load or fall outside the final sorted page. Thread fields use stored metadata and the current watched status; live thread settings are enriched in the final response. Replace provisional rows with the authoritative final response. No partials follow it or an error. */
export const ThreadSearchPartialNotification: t.Type<ThreadSearchPartialNotification> =
  /* @__PURE__ */ rt.define<ThreadSearchPartialNotification>(
    'ThreadSearchPartialNotification',
    refs,
    '[o,{data:[a,52],requestId:22}]',
  );

export type ThreadSearchResponse = {
  /** Opaque cursor to pass as `cursor` when reversing `sortDirection`. This is only populated when the page contains at least one thread. Use it with the opposite `sortDirection`; for timestamp sorts it anchors at the start of the page timestamp so same-second updates are not skipped. */
  backwardsCursor?: string | null;
  data: Array<ThreadSearchResult>;
  /** Opaque cursor to pass to the next call to continue after the last item. if None, there are no more items to return. */
  nextCursor?: string | null;
};
export const ThreadSearchResponse: t.Type<ThreadSearchResponse> =
  /* @__PURE__ */ rt.define<ThreadSearchResponse>(
    'ThreadSearchResponse',
    refs,
    '[o,{data:[a,52]},{backwardsCursor:["?",s],nextCursor:["?",s]}]',
  );

export type ThreadSearchResult = {
  snippet: string;
  thread: Thread;
};
export const ThreadSearchResult: t.Type<ThreadSearchResult> =
  /* @__PURE__ */ rt.define<ThreadSearchResult>(
    'ThreadSearchResult',
    refs,
    '[o,{snippet:s,thread:29}]',
  );

/** UTF-16 code-unit range within `snippet`. */
export type ThreadSearchTextRange = {
  /** Exclusive UTF-16 code-unit offset. */
  end: number;
  /** Inclusive UTF-16 code-unit offset. */
  start: number;
};
/** UTF-16 code-unit range within `snippet`. */
export const ThreadSearchTextRange: t.Type<ThreadSearchTextRange> =
  /* @__PURE__ */ rt.define<ThreadSearchTextRange>(
    'ThreadSearchTextRange',
    refs,
    '[o,{end:i,start:i}]',
  );

export type ThreadSettings = {
  activePermissionProfile?: ActivePermissionProfile | null;
  approvalPolicy: AskForApproval;
  approvalsReviewer: ApprovalsReviewer;
  collaborationMode: CollaborationMode;
  cwd: AbsolutePathBuf;
  /** Saved list of disabled plugin IDs. Does not yet filter plugin capabilities. */
  disabledPluginIds?: Array<string>;
  effort?: ReasoningEffort | null;
  /** Environments configured for future turns, in priority order, primary first. `null` means the server does not expose the selection; [] means none are selected. */
  environments?: Array<ThreadEnvironment> | null;
  model: string;
  modelProvider: string;
  /** @deprecated Always `explicitRequestOnly`. Use `effort` for Ultra behavior. */
  multiAgentMode?: MultiAgentMode;
  /** @deprecated Reports the saved setting; `friendly` and `pragmatic` no longer select a style. */
  personality?: Personality | null;
  sandboxPolicy: SandboxPolicy;
  serviceTier?: string | null;
  summary?: ReasoningSummary | null;
};
export const ThreadSettings: t.Type<ThreadSettings> = /* @__PURE__ */ rt.define<ThreadSettings>(
  'ThreadSettings',
  refs,
  '[o,{approvalPolicy:3,approvalsReviewer:2,collaborationMode:5,cwd:0,model:s,modelProvider:s,sandboxPolicy:25},{activePermissionProfile:["?",1],disabledPluginIds:[a,s],effort:["?",20],environments:["?",[a,31]],multiAgentMode:13,personality:["?",14],serviceTier:["?",s],summary:["?",21]}]',
);

export type ThreadSettingsUpdateParams = {
  /** Override the approval policy for subsequent turns. */
  approvalPolicy?: AskForApproval | null;
  /** Override where approval requests are routed for subsequent turns. */
  approvalsReviewer?: ApprovalsReviewer | null;
  /**
   * EXPERIMENTAL - Set a pre-set collaboration mode for subsequent turns.
   *
   * For `collaboration_mode.settings.developer_instructions`, `null` means "use the built-in instructions for the selected mode".
   */
  collaborationMode?: CollaborationMode | null;
  /** Override the working directory for subsequent turns. */
  cwd?: string | null;
  /** Replace this thread's disabled plugin IDs. Omitted/null preserves the list; [] clears it. */
  disabledPluginIds?: Array<string> | null;
  /** Override the reasoning effort for subsequent turns. */
  effort?: ReasoningEffort | null;
  /** Replace the environments for future turns without changing the running turn. Omitted/null preserves the selection unless `cwd` is also provided, which selects the default environments for that directory. [] clears the selection. */
  environments?: Array<TurnEnvironmentParams> | null;
  /** Override the model for subsequent turns. */
  model?: string | null;
  /** @deprecated Ignored. Use `effort: "ultra"` for proactive multi-agent behavior. */
  multiAgentMode?: MultiAgentMode | null;
  /** Select a named permissions profile id for subsequent turns. Cannot be combined with `sandboxPolicy`. */
  permissions?: string | null;
  /** @deprecated `friendly` and `pragmatic` no longer select a style. Changing this does not rewrite the thread's existing instructions. */
  personality?: Personality | null;
  /** Override the sandbox policy for subsequent turns. */
  sandboxPolicy?: SandboxPolicy | null;
  /** Override the service tier for subsequent turns. `null` clears the current service tier; omission leaves it unchanged. */
  serviceTier?: string | null;
  /** Override the reasoning summary for subsequent turns. */
  summary?: ReasoningSummary | null;
  threadId: string;
};
export const ThreadSettingsUpdateParams: t.Type<ThreadSettingsUpdateParams> =
  /* @__PURE__ */ rt.define<ThreadSettingsUpdateParams>(
    'ThreadSettingsUpdateParams',
    refs,
    '[o,{threadId:s},{approvalPolicy:["?",3],approvalsReviewer:["?",2],collaborationMode:["?",5],cwd:["?",s],disabledPluginIds:["?",[a,s]],effort:["?",20],environments:["?",[a,64]],model:["?",s],multiAgentMode:["?",13],permissions:["?",s],personality:["?",14],sandboxPolicy:["?",25],serviceTier:["?",s],summary:["?",21]}]',
  );

export type ThreadSettingsUpdateResponse = { [key: string]: unknown };
export const ThreadSettingsUpdateResponse: t.Type<ThreadSettingsUpdateResponse> =
  /* @__PURE__ */ rt.define<ThreadSettingsUpdateResponse>(
    'ThreadSettingsUpdateResponse',
    refs,
    '[r,u]',
  );

export type ThreadSettingsUpdatedNotification = {
  threadId: string;
  threadSettings: ThreadSettings;
};
export const ThreadSettingsUpdatedNotification: t.Type<ThreadSettingsUpdatedNotification> =
  /* @__PURE__ */ rt.define<ThreadSettingsUpdatedNotification>(
    'ThreadSettingsUpdatedNotification',
    refs,
    '[o,{threadId:s,threadSettings:56}]',
  );

export type ThreadStartParams = {
  /** Allow a provider with an authoritative static model catalog to replace an unavailable requested model with its default. */
  allowProviderModelFallback?: boolean;
  approvalPolicy?: AskForApproval | null;
  /** Override where approval requests are routed for review on this thread and subsequent turns. */
  approvalsReviewer?: ApprovalsReviewer | null;
  baseInstructions?: string | null;
  config?: { [key: string]: unknown } | null;
  cwd?: string | null;
  /** Initial Daybreak choice for this persistent thread. Omitted or null leaves it unset. This does not select a turn's `cyberAccessProgram` or grant access. Not supported for ephemeral threads. */
  daybreakEnabled?: boolean | null;
  developerInstructions?: string | null;
  dynamicTools?: Array<DynamicToolSpec> | null;
  /**
   * Optional sticky environments for this thread.
   *
   * Omitted selects the default environment when environment access is enabled. Empty disables environment access for turns that do not provide a turn override. Non-empty selects the first environment as the current turn environment.
   */
  environments?: Array<TurnEnvironmentParams> | null;
  ephemeral?: boolean | null;
  /** If true, opt into emitting raw Responses API items on the event stream. This is for internal use only (e.g. Codex Cloud). */
  experimentalRawEvents?: boolean;
  /** Persisted thread history contract to use for this new thread. */
  historyMode?: ThreadHistoryMode | null;
  /** Test-only experimental field used to validate experimental gating and schema filtering behavior in a stable way. */
  mockExperimentalField?: string | null;
  model?: string | null;
  modelProvider?: string | null;
  /** @deprecated Ignored. Use Ultra reasoning effort for proactive multi-agent behavior. */
  multiAgentMode?: MultiAgentMode | null;
  /** Named profile id for this thread. Cannot be combined with `sandbox`. */
  permissions?: string | null;
  /** @deprecated `friendly` and `pragmatic` no longer select a style. */
  personality?: Personality | null;
  /** Optional project identity for this new thread. Durable threads persist the assignment; ephemeral threads expose it only in live responses. */
  projectId?: string | null;
  /** Replace the thread's runtime workspace roots. Paths must be absolute. */
  runtimeWorkspaceRoots?: Array<AbsolutePathBuf> | null;
  sandbox?: SandboxMode | null;
  /** Capability roots selected for this thread by the hosting platform. */
  selectedCapabilityRoots?: Array<SelectedCapabilityRoot> | null;
  serviceName?: string | null;
  serviceTier?: string | null;
  sessionStartSource?: ThreadStartSource | null;
  /** Optional client-supplied analytics source classification for this thread. */
  threadSource?: ThreadSource | null;
};
export const ThreadStartParams: t.Type<ThreadStartParams> =
  /* @__PURE__ */ rt.define<ThreadStartParams>(
    'ThreadStartParams',
    refs,
    '[o,{},{allowProviderModelFallback:b,approvalPolicy:["?",3],approvalsReviewer:["?",2],baseInstructions:["?",s],config:["?",[r,u]],cwd:["?",s],daybreakEnabled:["?",b],developerInstructions:["?",s],dynamicTools:["?",[a,7]],environments:["?",[a,64]],ephemeral:["?",b],experimentalRawEvents:b,historyMode:["?",34],mockExperimentalField:["?",s],model:["?",s],modelProvider:["?",s],multiAgentMode:["?",13],permissions:["?",s],personality:["?",14],projectId:["?",s],runtimeWorkspaceRoots:["?",[a,0]],sandbox:["?",24],selectedCapabilityRoots:["?",[a,26]],serviceName:["?",s],serviceTier:["?",s],sessionStartSource:["?",60],threadSource:["?",58]}]',
  );

export type ThreadStartResponse = {
  /** Named or implicit built-in profile that produced the active permissions, when known. */
  activePermissionProfile?: ActivePermissionProfile | null;
  approvalPolicy: AskForApproval;
  /** Reviewer currently used for approval requests on this thread. */
  approvalsReviewer: ApprovalsReviewer;
  cwd: AbsolutePathBuf;
  /** Saved list of disabled plugin IDs. Does not yet filter plugin capabilities. */
  disabledPluginIds?: Array<string>;
  /** Environment-native paths to instruction source files currently loaded for this thread. */
  instructionSources?: Array<LegacyAppPathString>;
  model: string;
  modelProvider: string;
  /** @deprecated Always `explicitRequestOnly`. Use `reasoningEffort` for Ultra behavior. */
  multiAgentMode?: MultiAgentMode;
  reasoningEffort?: ReasoningEffort | null;
  /** Thread-scoped runtime workspace roots used to materialize `:workspace_roots`. */
  runtimeWorkspaceRoots?: Array<AbsolutePathBuf>;
  /** Legacy sandbox policy retained for compatibility. Experimental clients should prefer `activePermissionProfile` for profile provenance. */
  sandbox: SandboxPolicy;
  serviceTier?: string | null;
  thread: Thread;
};
export const ThreadStartResponse: t.Type<ThreadStartResponse> =
  /* @__PURE__ */ rt.define<ThreadStartResponse>(
    'ThreadStartResponse',
    refs,
    '[o,{approvalPolicy:3,approvalsReviewer:2,cwd:0,model:s,modelProvider:s,sandbox:25,thread:29},{activePermissionProfile:["?",1],disabledPluginIds:[a,s],instructionSources:[a,12],multiAgentMode:13,reasoningEffort:["?",20],runtimeWorkspaceRoots:[a,0],serviceTier:["?",s]}]',
  );

export type ThreadStartedNotification = {
  thread: Thread;
};
export const ThreadStartedNotification: t.Type<ThreadStartedNotification> =
  /* @__PURE__ */ rt.define<ThreadStartedNotification>(
    'ThreadStartedNotification',
    refs,
    '[o,{thread:29}]',
  );

/** EXPERIMENTAL - list ordinary and realtime thread history in rollout order. */
export type ThreadTimelineListParams = {
  cursor?: string | null;
  limit?: number | null;
  threadId: string;
};
/** EXPERIMENTAL - list ordinary and realtime thread history in rollout order. */
export const ThreadTimelineListParams: t.Type<ThreadTimelineListParams> =
  /* @__PURE__ */ rt.define<ThreadTimelineListParams>(
    'ThreadTimelineListParams',
    refs,
    '[o,{threadId:s},{cursor:["?",s],limit:["?",i]}]',
  );

/** EXPERIMENTAL - a bounded timeline page with its resolved opening voice state. */
export type ThreadTimelineListResponse = {
  activeRealtimeSessionAtPageStart?: string | null;
  data: Array<ThreadTimelineEntry>;
  nextCursor?: string | null;
};
/** EXPERIMENTAL - a bounded timeline page with its resolved opening voice state. */
export const ThreadTimelineListResponse: t.Type<ThreadTimelineListResponse> =
  /* @__PURE__ */ rt.define<ThreadTimelineListResponse>(
    'ThreadTimelineListResponse',
    refs,
    '[o,{data:[a,62]},{activeRealtimeSessionAtPageStart:["?",s],nextCursor:["?",s]}]',
  );

export type ThreadUnarchiveResponse = {
  thread: Thread;
};
export const ThreadUnarchiveResponse: t.Type<ThreadUnarchiveResponse> =
  /* @__PURE__ */ rt.define<ThreadUnarchiveResponse>(
    'ThreadUnarchiveResponse',
    refs,
    '[o,{thread:29}]',
  );
