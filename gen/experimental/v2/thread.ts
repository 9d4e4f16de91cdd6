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

/** Final allow/deny outcome returned by the guardian reviewer. */
export type GuardianAssessmentOutcome = 'allow' | 'deny';
/** Final allow/deny outcome returned by the guardian reviewer. */
export const GuardianAssessmentOutcome: t.Type<GuardianAssessmentOutcome> =
  /* @__PURE__ */ rt.deferred('GuardianAssessmentOutcome', (n) =>
    rt.enumeration<GuardianAssessmentOutcome>(n, ['allow', 'deny']),
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
export const Thread: t.Type<Thread> = /* @__PURE__ */ rt.deferred('Thread', (n) =>
  rt.object<Thread>(
    n,
    {
      cliVersion: rt.string,
      createdAt: rt.integer,
      cwd: AbsolutePathBuf,
      ephemeral: rt.boolean,
      id: rt.string,
      modelProvider: rt.string,
      preview: rt.string,
      projectId: rt.nullable(rt.string),
      sessionId: rt.string,
      source: SessionSource,
      status: ThreadStatus,
      turns: rt.array(Turn),
      updatedAt: rt.integer,
    },
    {
      agentNickname: rt.nullable(rt.string),
      agentRole: rt.nullable(rt.string),
      attachedToThreadId: rt.nullable(rt.string),
      canAcceptDirectInput: rt.nullable(rt.boolean),
      daybreakEnabled: rt.nullable(rt.boolean),
      environments: rt.nullable(rt.array(ThreadEnvironment)),
      extra: rt.nullable(ThreadExtra),
      forkedFromId: rt.nullable(rt.string),
      gitInfo: rt.nullable(GitInfo),
      historyMode: ThreadHistoryMode,
      model: rt.nullable(rt.string),
      name: rt.nullable(rt.string),
      originator: rt.nullable(rt.string),
      parentThreadId: rt.nullable(rt.string),
      path: rt.nullable(rt.string),
      reasoningEffort: rt.nullable(ReasoningEffort),
      recencyAt: rt.nullable(rt.integer),
      section: rt.nullable(ThreadSection),
      sectionEnteredAt: rt.nullable(rt.integer),
      threadSource: rt.nullable(ThreadSource),
    },
  ),
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
  /* @__PURE__ */ rt.deferred('ThreadBackgroundTerminal', (n) =>
    rt.object<ThreadBackgroundTerminal>(
      n,
      { command: rt.string, cwd: LegacyAppPathString, itemId: rt.string, processId: rt.string },
      {
        cpuPercent: rt.nullable(rt.number),
        osPid: rt.nullable(rt.integer),
        rssKb: rt.nullable(rt.integer),
      },
    ),
  );

export type ThreadBackgroundTerminalsCleanParams = {
  threadId: string;
};
export const ThreadBackgroundTerminalsCleanParams: t.Type<ThreadBackgroundTerminalsCleanParams> =
  /* @__PURE__ */ rt.deferred('ThreadBackgroundTerminalsCleanParams', (n) =>
    rt.object<ThreadBackgroundTerminalsCleanParams>(n, { threadId: rt.string }),
  );

export type ThreadBackgroundTerminalsCleanResponse = { [key: string]: unknown };
export const ThreadBackgroundTerminalsCleanResponse: t.Type<ThreadBackgroundTerminalsCleanResponse> =
  /* @__PURE__ */ rt.deferred('ThreadBackgroundTerminalsCleanResponse', () =>
    rt.typed<ThreadBackgroundTerminalsCleanResponse>(rt.record(rt.unknownValue)),
  );

export type ThreadBackgroundTerminalsListParams = {
  /** Opaque pagination cursor returned by a previous call. */
  cursor?: string | null;
  /** Optional page size. */
  limit?: number | null;
  threadId: string;
};
export const ThreadBackgroundTerminalsListParams: t.Type<ThreadBackgroundTerminalsListParams> =
  /* @__PURE__ */ rt.deferred('ThreadBackgroundTerminalsListParams', (n) =>
    rt.object<ThreadBackgroundTerminalsListParams>(
      n,
      { threadId: rt.string },
      { cursor: rt.nullable(rt.string), limit: rt.nullable(rt.integer) },
    ),
  );

export type ThreadBackgroundTerminalsListResponse = {
  data: Array<ThreadBackgroundTerminal>;
  /** Opaque cursor to pass to the next call to continue after the last item. If None, there are no more items to return. */
  nextCursor?: string | null;
};
export const ThreadBackgroundTerminalsListResponse: t.Type<ThreadBackgroundTerminalsListResponse> =
  /* @__PURE__ */ rt.deferred('ThreadBackgroundTerminalsListResponse', (n) =>
    rt.object<ThreadBackgroundTerminalsListResponse>(
      n,
      { data: rt.array(ThreadBackgroundTerminal) },
      { nextCursor: rt.nullable(rt.string) },
    ),
  );

export type ThreadBackgroundTerminalsTerminateParams = {
  processId: string;
  threadId: string;
};
export const ThreadBackgroundTerminalsTerminateParams: t.Type<ThreadBackgroundTerminalsTerminateParams> =
  /* @__PURE__ */ rt.deferred('ThreadBackgroundTerminalsTerminateParams', (n) =>
    rt.object<ThreadBackgroundTerminalsTerminateParams>(n, {
      processId: rt.string,
      threadId: rt.string,
    }),
  );

export type ThreadBackgroundTerminalsTerminateResponse = {
  terminated: boolean;
};
export const ThreadBackgroundTerminalsTerminateResponse: t.Type<ThreadBackgroundTerminalsTerminateResponse> =
  /* @__PURE__ */ rt.deferred('ThreadBackgroundTerminalsTerminateResponse', (n) =>
    rt.object<ThreadBackgroundTerminalsTerminateResponse>(n, { terminated: rt.boolean }),
  );

/** Parameters for `thread/decrement_elicitation`. */
export type ThreadDecrementElicitationParams = {
  /** Thread whose out-of-band elicitation counter should be decremented. */
  threadId: string;
};
/** Parameters for `thread/decrement_elicitation`. */
export const ThreadDecrementElicitationParams: t.Type<ThreadDecrementElicitationParams> =
  /* @__PURE__ */ rt.deferred('ThreadDecrementElicitationParams', (n) =>
    rt.object<ThreadDecrementElicitationParams>(n, { threadId: rt.string }),
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
  /* @__PURE__ */ rt.deferred('ThreadDecrementElicitationResponse', (n) =>
    rt.object<ThreadDecrementElicitationResponse>(n, { count: rt.integer, paused: rt.boolean }),
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
export const ThreadForkParams: t.Type<ThreadForkParams> = /* @__PURE__ */ rt.deferred(
  'ThreadForkParams',
  (n) =>
    rt.object<ThreadForkParams>(
      n,
      { threadId: rt.string },
      {
        approvalPolicy: rt.nullable(AskForApproval),
        approvalsReviewer: rt.nullable(ApprovalsReviewer),
        attachToSource: rt.boolean,
        baseInstructions: rt.nullable(rt.string),
        beforeTurnId: rt.nullable(rt.string),
        config: rt.nullable(rt.record(rt.unknownValue)),
        cwd: rt.nullable(rt.string),
        deferGoalContinuation: rt.boolean,
        developerInstructions: rt.nullable(rt.string),
        ephemeral: rt.boolean,
        excludeTurns: rt.boolean,
        experimentalDisablePredictionMcp: rt.boolean,
        experimentalPredictionMode: rt.boolean,
        lastTurnId: rt.nullable(rt.string),
        model: rt.nullable(rt.string),
        modelProvider: rt.nullable(rt.string),
        path: rt.nullable(rt.string),
        permissions: rt.nullable(rt.string),
        runtimeWorkspaceRoots: rt.nullable(rt.array(AbsolutePathBuf)),
        sandbox: rt.nullable(SandboxMode),
        serviceTier: rt.nullable(rt.string),
        threadSource: rt.nullable(ThreadSource),
      },
    ),
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
export const ThreadForkResponse: t.Type<ThreadForkResponse> = /* @__PURE__ */ rt.deferred(
  'ThreadForkResponse',
  (n) =>
    rt.object<ThreadForkResponse>(
      n,
      {
        approvalPolicy: AskForApproval,
        approvalsReviewer: ApprovalsReviewer,
        cwd: AbsolutePathBuf,
        model: rt.string,
        modelProvider: rt.string,
        sandbox: SandboxPolicy,
        thread: Thread,
      },
      {
        activePermissionProfile: rt.nullable(ActivePermissionProfile),
        disabledPluginIds: rt.array(rt.string),
        instructionSources: rt.array(LegacyAppPathString),
        multiAgentMode: MultiAgentMode,
        reasoningEffort: rt.nullable(ReasoningEffort),
        runtimeWorkspaceRoots: rt.array(AbsolutePathBuf),
        serviceTier: rt.nullable(rt.string),
      },
    ),
);

export type ThreadGuardianAssessment = {
  outcome: GuardianAssessmentOutcome;
  rationale: string;
  riskLevel: GuardianRiskLevel;
  userAuthorization: GuardianUserAuthorization;
};
export const ThreadGuardianAssessment: t.Type<ThreadGuardianAssessment> =
  /* @__PURE__ */ rt.deferred('ThreadGuardianAssessment', (n) =>
    rt.object<ThreadGuardianAssessment>(n, {
      outcome: GuardianAssessmentOutcome,
      rationale: rt.string,
      riskLevel: GuardianRiskLevel,
      userAuthorization: GuardianUserAuthorization,
    }),
  );

/** Calling `thread/guardianReview` subscribes the connection to the thread. The subscription remains after the review completes, keeping the thread loaded until the client calls `thread/unsubscribe` or disconnects. Sequential calls on the same loaded thread can reuse Guardian history across direct reviews and live approvals. The reviewer keeps a separate conversation from the actor and follows the parent thread's normal persistence settings. A retry evaluates the final call again under the current policy. */
export type ThreadGuardianReviewParams = {
  threadId: string;
};
/** Calling `thread/guardianReview` subscribes the connection to the thread. The subscription remains after the review completes, keeping the thread loaded until the client calls `thread/unsubscribe` or disconnects. Sequential calls on the same loaded thread can reuse Guardian history across direct reviews and live approvals. The reviewer keeps a separate conversation from the actor and follows the parent thread's normal persistence settings. A retry evaluates the final call again under the current policy. */
export const ThreadGuardianReviewParams: t.Type<ThreadGuardianReviewParams> =
  /* @__PURE__ */ rt.deferred('ThreadGuardianReviewParams', (n) =>
    rt.object<ThreadGuardianReviewParams>(n, { threadId: rt.string }),
  );

export type ThreadGuardianReviewResponse = {
  /** Null when current policy or a remembered approval skips review. */
  assessment?: ThreadGuardianAssessment | null;
  callId: string;
};
export const ThreadGuardianReviewResponse: t.Type<ThreadGuardianReviewResponse> =
  /* @__PURE__ */ rt.deferred('ThreadGuardianReviewResponse', (n) =>
    rt.object<ThreadGuardianReviewResponse>(
      n,
      { callId: rt.string },
      { assessment: rt.nullable(ThreadGuardianAssessment) },
    ),
  );

/** Parameters for `thread/increment_elicitation`. */
export type ThreadIncrementElicitationParams = {
  /** Thread whose out-of-band elicitation counter should be incremented. */
  threadId: string;
};
/** Parameters for `thread/increment_elicitation`. */
export const ThreadIncrementElicitationParams: t.Type<ThreadIncrementElicitationParams> =
  /* @__PURE__ */ rt.deferred('ThreadIncrementElicitationParams', (n) =>
    rt.object<ThreadIncrementElicitationParams>(n, { threadId: rt.string }),
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
  /* @__PURE__ */ rt.deferred('ThreadIncrementElicitationResponse', (n) =>
    rt.object<ThreadIncrementElicitationResponse>(n, { count: rt.integer, paused: rt.boolean }),
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
export const ThreadItemEntry: t.Type<ThreadItemEntry> = /* @__PURE__ */ rt.deferred(
  'ThreadItemEntry',
  (n) =>
    rt.object<ThreadItemEntry>(
      n,
      { item: ThreadItem, turnId: rt.string },
      {
        completedAtMs: rt.nullable(rt.integer),
        outputDeferred: rt.boolean,
        startedAtMs: rt.nullable(rt.integer),
      },
    ),
);

export type ThreadItemOutputDeferral = {
  /** Defer nonempty output from successful commands. */
  commandExecution?: boolean;
  /** Defer nonempty plain-text results from successful MCP tool calls. */
  mcpToolCall?: boolean;
};
export const ThreadItemOutputDeferral: t.Type<ThreadItemOutputDeferral> =
  /* @__PURE__ */ rt.deferred('ThreadItemOutputDeferral', (n) =>
    rt.object<ThreadItemOutputDeferral>(
      n,
      {},
      { commandExecution: rt.boolean, mcpToolCall: rt.boolean },
    ),
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
export const ThreadItemsListParams: t.Type<ThreadItemsListParams> = /* @__PURE__ */ rt.deferred(
  'ThreadItemsListParams',
  (n) =>
    rt.object<ThreadItemsListParams>(
      n,
      { threadId: rt.string },
      {
        cursor: rt.nullable(ThreadItemsListCursor),
        deferOutput: rt.nullable(ThreadItemOutputDeferral),
        limit: rt.nullable(rt.integer),
        sortDirection: rt.nullable(SortDirection),
        turnId: rt.nullable(rt.string),
      },
    ),
);

export type ThreadItemsListResponse = {
  /** Opaque cursor to pass as `cursor` when reversing `sortDirection`. This is only populated when the page contains at least one item. */
  backwardsCursor?: string | null;
  data: Array<ThreadItemEntry>;
  /** Opaque cursor to pass to the next call to continue after the last item. if None, there are no more items to return. */
  nextCursor?: string | null;
};
export const ThreadItemsListResponse: t.Type<ThreadItemsListResponse> = /* @__PURE__ */ rt.deferred(
  'ThreadItemsListResponse',
  (n) =>
    rt.object<ThreadItemsListResponse>(
      n,
      { data: rt.array(ThreadItemEntry) },
      { backwardsCursor: rt.nullable(rt.string), nextCursor: rt.nullable(rt.string) },
    ),
);

/** EXPERIMENTAL - retrieve a bounded set of persisted items from one turn. */
export type ThreadItemsReadParams = {
  /** Item IDs to retrieve. Supply 1 to 100 IDs. */
  itemIds: Array<string>;
  threadId: string;
  turnId: string;
};
/** EXPERIMENTAL - retrieve a bounded set of persisted items from one turn. */
export const ThreadItemsReadParams: t.Type<ThreadItemsReadParams> = /* @__PURE__ */ rt.deferred(
  'ThreadItemsReadParams',
  (n) =>
    rt.object<ThreadItemsReadParams>(n, {
      itemIds: rt.array(rt.string),
      threadId: rt.string,
      turnId: rt.string,
    }),
);

/** EXPERIMENTAL - persisted items returned in canonical stored order. */
export type ThreadItemsReadResponse = {
  data: Array<ThreadItemEntry>;
};
/** EXPERIMENTAL - persisted items returned in canonical stored order. */
export const ThreadItemsReadResponse: t.Type<ThreadItemsReadResponse> = /* @__PURE__ */ rt.deferred(
  'ThreadItemsReadResponse',
  (n) => rt.object<ThreadItemsReadResponse>(n, { data: rt.array(ThreadItemEntry) }),
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
export const ThreadListParams: t.Type<ThreadListParams> = /* @__PURE__ */ rt.deferred(
  'ThreadListParams',
  (n) =>
    rt.object<ThreadListParams>(
      n,
      {},
      {
        ancestorThreadId: rt.nullable(rt.string),
        archived: rt.nullable(rt.boolean),
        attachedToThreadId: rt.nullable(rt.string),
        currentAccountOnly: rt.boolean,
        cursor: rt.nullable(rt.string),
        cwd: rt.nullable(ThreadListCwdFilter),
        excludedThreadIds: rt.nullable(rt.array(rt.string)),
        includeAttachedThreads: rt.boolean,
        includedThreadIds: rt.nullable(rt.array(rt.string)),
        limit: rt.nullable(rt.integer),
        modelProviders: rt.nullable(rt.array(rt.string)),
        originators: rt.nullable(rt.array(rt.string)),
        parentThreadId: rt.nullable(rt.string),
        projectId: rt.nullable(rt.string),
        searchTerm: rt.nullable(rt.string),
        sectionId: rt.nullable(rt.string),
        sortDirection: rt.nullable(SortDirection),
        sortKey: rt.nullable(ThreadSortKey),
        sourceKinds: rt.nullable(rt.array(ThreadSourceKind)),
        useStateDbOnly: rt.boolean,
      },
    ),
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
export const ThreadListResponse: t.Type<ThreadListResponse> = /* @__PURE__ */ rt.deferred(
  'ThreadListResponse',
  (n) =>
    rt.object<ThreadListResponse>(
      n,
      { data: rt.array(Thread) },
      {
        backwardsCursor: rt.nullable(rt.string),
        nextCursor: rt.nullable(rt.string),
        readStates: rt.nullable(rt.record(ThreadReadState)),
      },
    ),
);

export type ThreadMemoryModeSetParams = {
  mode: ThreadMemoryMode;
  threadId: string;
};
export const ThreadMemoryModeSetParams: t.Type<ThreadMemoryModeSetParams> =
  /* @__PURE__ */ rt.deferred('ThreadMemoryModeSetParams', (n) =>
    rt.object<ThreadMemoryModeSetParams>(n, { mode: ThreadMemoryMode, threadId: rt.string }),
  );

export type ThreadMemoryModeSetResponse = { [key: string]: unknown };
export const ThreadMemoryModeSetResponse: t.Type<ThreadMemoryModeSetResponse> =
  /* @__PURE__ */ rt.deferred('ThreadMemoryModeSetResponse', () =>
    rt.typed<ThreadMemoryModeSetResponse>(rt.record(rt.unknownValue)),
  );

export type ThreadMemoryReadParams = {
  /** The thread must already be started or resumed. */
  threadId: string;
};
export const ThreadMemoryReadParams: t.Type<ThreadMemoryReadParams> = /* @__PURE__ */ rt.deferred(
  'ThreadMemoryReadParams',
  (n) => rt.object<ThreadMemoryReadParams>(n, { threadId: rt.string }),
);

export type ThreadMemoryReadResponse = {
  /** Summary from the thread's selected memory version. Null when memory use is disabled or the selected summary is missing, unreadable, or blank. */
  summary?: string | null;
};
export const ThreadMemoryReadResponse: t.Type<ThreadMemoryReadResponse> =
  /* @__PURE__ */ rt.deferred('ThreadMemoryReadResponse', (n) =>
    rt.object<ThreadMemoryReadResponse>(n, {}, { summary: rt.nullable(rt.string) }),
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
  /* @__PURE__ */ rt.deferred('ThreadMetadataUpdateParams', (n) =>
    rt.object<ThreadMetadataUpdateParams>(
      n,
      { threadId: rt.string },
      {
        daybreakEnabled: rt.nullable(rt.boolean),
        gitInfo: rt.nullable(ThreadMetadataGitInfoUpdateParams),
        projectId: rt.nullable(rt.string),
      },
    ),
  );

export type ThreadMetadataUpdateResponse = {
  thread: Thread;
};
export const ThreadMetadataUpdateResponse: t.Type<ThreadMetadataUpdateResponse> =
  /* @__PURE__ */ rt.deferred('ThreadMetadataUpdateResponse', (n) =>
    rt.object<ThreadMetadataUpdateResponse>(n, { thread: Thread }),
  );

export type ThreadPredictionRequestParams = {
  sourceTurnId: string;
  threadId: string;
};
export const ThreadPredictionRequestParams: t.Type<ThreadPredictionRequestParams> =
  /* @__PURE__ */ rt.deferred('ThreadPredictionRequestParams', (n) =>
    rt.object<ThreadPredictionRequestParams>(n, { sourceTurnId: rt.string, threadId: rt.string }),
  );

export type ThreadPredictionRequestResponse = { [key: string]: unknown };
export const ThreadPredictionRequestResponse: t.Type<ThreadPredictionRequestResponse> =
  /* @__PURE__ */ rt.deferred('ThreadPredictionRequestResponse', () =>
    rt.typed<ThreadPredictionRequestResponse>(rt.record(rt.unknownValue)),
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
  /* @__PURE__ */ rt.deferred('ThreadPrepareApprovedPlanParams', (n) =>
    rt.object<ThreadPrepareApprovedPlanParams>(
      n,
      { markdown: rt.string, threadId: rt.string },
      { attachmentPath: rt.nullable(rt.string) },
    ),
  );

export type ThreadPrepareApprovedPlanResponse = {
  /** Initial user prompt. If no attachment is readable, the plan is already in the thread's context. */
  prompt: string;
};
export const ThreadPrepareApprovedPlanResponse: t.Type<ThreadPrepareApprovedPlanResponse> =
  /* @__PURE__ */ rt.deferred('ThreadPrepareApprovedPlanResponse', (n) =>
    rt.object<ThreadPrepareApprovedPlanResponse>(n, { prompt: rt.string }),
  );

export type ThreadQueueAddParams = {
  clientUserMessageId: string;
  input: Array<UserInput>;
  /** ResponsesAPI metadata captured from the client submitting this input. */
  responsesapiClientMetadata?: { [key: string]: string } | null;
  threadId: string;
};
export const ThreadQueueAddParams: t.Type<ThreadQueueAddParams> = /* @__PURE__ */ rt.deferred(
  'ThreadQueueAddParams',
  (n) =>
    rt.object<ThreadQueueAddParams>(
      n,
      { clientUserMessageId: rt.string, input: rt.array(UserInput), threadId: rt.string },
      { responsesapiClientMetadata: rt.nullable(rt.record(rt.string)) },
    ),
);

export type ThreadQueueAddResponse = {
  queuedSubmission: QueuedSubmission;
};
export const ThreadQueueAddResponse: t.Type<ThreadQueueAddResponse> = /* @__PURE__ */ rt.deferred(
  'ThreadQueueAddResponse',
  (n) => rt.object<ThreadQueueAddResponse>(n, { queuedSubmission: QueuedSubmission }),
);

export type ThreadQueueDeleteParams = {
  queuedSubmissionId: string;
  threadId: string;
};
export const ThreadQueueDeleteParams: t.Type<ThreadQueueDeleteParams> = /* @__PURE__ */ rt.deferred(
  'ThreadQueueDeleteParams',
  (n) =>
    rt.object<ThreadQueueDeleteParams>(n, { queuedSubmissionId: rt.string, threadId: rt.string }),
);

export type ThreadQueueDeleteResponse = {
  deleted: boolean;
};
export const ThreadQueueDeleteResponse: t.Type<ThreadQueueDeleteResponse> =
  /* @__PURE__ */ rt.deferred('ThreadQueueDeleteResponse', (n) =>
    rt.object<ThreadQueueDeleteResponse>(n, { deleted: rt.boolean }),
  );

export type ThreadQueueListParams = {
  /** Opaque pagination cursor returned by a previous call. */
  cursor?: string | null;
  /** Optional page size; defaults to the standard thread-list page size. */
  limit?: number | null;
  threadId: string;
};
export const ThreadQueueListParams: t.Type<ThreadQueueListParams> = /* @__PURE__ */ rt.deferred(
  'ThreadQueueListParams',
  (n) =>
    rt.object<ThreadQueueListParams>(
      n,
      { threadId: rt.string },
      { cursor: rt.nullable(rt.string), limit: rt.nullable(rt.integer) },
    ),
);

export type ThreadQueueListResponse = {
  data: Array<QueuedSubmission>;
  /** Opaque cursor for the next page, or `null` when no submissions remain. */
  nextCursor?: string | null;
};
export const ThreadQueueListResponse: t.Type<ThreadQueueListResponse> = /* @__PURE__ */ rt.deferred(
  'ThreadQueueListResponse',
  (n) =>
    rt.object<ThreadQueueListResponse>(
      n,
      { data: rt.array(QueuedSubmission) },
      { nextCursor: rt.nullable(rt.string) },
    ),
);

export type ThreadQueueReorderParams = {
  queuedSubmissionIds: Array<string>;
  threadId: string;
};
export const ThreadQueueReorderParams: t.Type<ThreadQueueReorderParams> =
  /* @__PURE__ */ rt.deferred('ThreadQueueReorderParams', (n) =>
    rt.object<ThreadQueueReorderParams>(n, {
      queuedSubmissionIds: rt.array(rt.string),
      threadId: rt.string,
    }),
  );

export type ThreadQueueReorderResponse = { [key: string]: unknown };
export const ThreadQueueReorderResponse: t.Type<ThreadQueueReorderResponse> =
  /* @__PURE__ */ rt.deferred('ThreadQueueReorderResponse', () =>
    rt.typed<ThreadQueueReorderResponse>(rt.record(rt.unknownValue)),
  );

export type ThreadQueueStartParams = {
  queuedSubmissionId?: string | null;
  threadId: string;
};
export const ThreadQueueStartParams: t.Type<ThreadQueueStartParams> = /* @__PURE__ */ rt.deferred(
  'ThreadQueueStartParams',
  (n) =>
    rt.object<ThreadQueueStartParams>(
      n,
      { threadId: rt.string },
      { queuedSubmissionId: rt.nullable(rt.string) },
    ),
);

export type ThreadQueueStartResponse = {
  turn: Turn;
};
export const ThreadQueueStartResponse: t.Type<ThreadQueueStartResponse> =
  /* @__PURE__ */ rt.deferred('ThreadQueueStartResponse', (n) =>
    rt.object<ThreadQueueStartResponse>(n, { turn: Turn }),
  );

export type ThreadQueueUpdateParams = {
  input: Array<UserInput>;
  queuedSubmissionId: string;
  /** Non-empty metadata replaces the input's metadata; omission or an empty map preserves it. */
  responsesapiClientMetadata?: { [key: string]: string } | null;
  threadId: string;
};
export const ThreadQueueUpdateParams: t.Type<ThreadQueueUpdateParams> = /* @__PURE__ */ rt.deferred(
  'ThreadQueueUpdateParams',
  (n) =>
    rt.object<ThreadQueueUpdateParams>(
      n,
      { input: rt.array(UserInput), queuedSubmissionId: rt.string, threadId: rt.string },
      { responsesapiClientMetadata: rt.nullable(rt.record(rt.string)) },
    ),
);

export type ThreadQueueUpdateResponse = {
  queuedSubmission: QueuedSubmission;
};
export const ThreadQueueUpdateResponse: t.Type<ThreadQueueUpdateResponse> =
  /* @__PURE__ */ rt.deferred('ThreadQueueUpdateResponse', (n) =>
    rt.object<ThreadQueueUpdateResponse>(n, { queuedSubmission: QueuedSubmission }),
  );

export type ThreadReadResponse = {
  /** Local receipt. Null means this thread's durable read state is unavailable. */
  readState?: ThreadReadState | null;
  thread: Thread;
};
export const ThreadReadResponse: t.Type<ThreadReadResponse> = /* @__PURE__ */ rt.deferred(
  'ThreadReadResponse',
  (n) =>
    rt.object<ThreadReadResponse>(
      n,
      { thread: Thread },
      { readState: rt.nullable(ThreadReadState) },
    ),
);

export type ThreadReadStateUpdateParams = {
  /** Revision of the row or transcript actually seen. Conflicts require a fresh user action. */
  expectedRevision: string;
  operation: ThreadReadStateOperation;
  threadId: string;
};
export const ThreadReadStateUpdateParams: t.Type<ThreadReadStateUpdateParams> =
  /* @__PURE__ */ rt.deferred('ThreadReadStateUpdateParams', (n) =>
    rt.object<ThreadReadStateUpdateParams>(n, {
      expectedRevision: rt.string,
      operation: ThreadReadStateOperation,
      threadId: rt.string,
    }),
  );

export type ThreadReadStateUpdateResponse = {
  readState: ThreadReadState;
};
export const ThreadReadStateUpdateResponse: t.Type<ThreadReadStateUpdateResponse> =
  /* @__PURE__ */ rt.deferred('ThreadReadStateUpdateResponse', (n) =>
    rt.object<ThreadReadStateUpdateResponse>(n, { readState: ThreadReadState }),
  );

/** EXPERIMENTAL - append audio input to thread realtime. */
export type ThreadRealtimeAppendAudioParams = {
  audio: ThreadRealtimeAudioChunk;
  threadId: string;
};
/** EXPERIMENTAL - append audio input to thread realtime. */
export const ThreadRealtimeAppendAudioParams: t.Type<ThreadRealtimeAppendAudioParams> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeAppendAudioParams', (n) =>
    rt.object<ThreadRealtimeAppendAudioParams>(n, {
      audio: ThreadRealtimeAudioChunk,
      threadId: rt.string,
    }),
  );

/** EXPERIMENTAL - response for appending realtime audio input. */
export type ThreadRealtimeAppendAudioResponse = { [key: string]: unknown };
/** EXPERIMENTAL - response for appending realtime audio input. */
export const ThreadRealtimeAppendAudioResponse: t.Type<ThreadRealtimeAppendAudioResponse> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeAppendAudioResponse', () =>
    rt.typed<ThreadRealtimeAppendAudioResponse>(rt.record(rt.unknownValue)),
  );

/** EXPERIMENTAL - append speakable text to thread realtime. */
export type ThreadRealtimeAppendSpeechParams = {
  text: string;
  threadId: string;
};
/** EXPERIMENTAL - append speakable text to thread realtime. */
export const ThreadRealtimeAppendSpeechParams: t.Type<ThreadRealtimeAppendSpeechParams> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeAppendSpeechParams', (n) =>
    rt.object<ThreadRealtimeAppendSpeechParams>(n, { text: rt.string, threadId: rt.string }),
  );

/** EXPERIMENTAL - response for appending realtime speech. */
export type ThreadRealtimeAppendSpeechResponse = { [key: string]: unknown };
/** EXPERIMENTAL - response for appending realtime speech. */
export const ThreadRealtimeAppendSpeechResponse: t.Type<ThreadRealtimeAppendSpeechResponse> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeAppendSpeechResponse', () =>
    rt.typed<ThreadRealtimeAppendSpeechResponse>(rt.record(rt.unknownValue)),
  );

/** EXPERIMENTAL - append text input to thread realtime. */
export type ThreadRealtimeAppendTextParams = {
  role?: ConversationTextRole;
  text: string;
  threadId: string;
};
/** EXPERIMENTAL - append text input to thread realtime. */
export const ThreadRealtimeAppendTextParams: t.Type<ThreadRealtimeAppendTextParams> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeAppendTextParams', (n) =>
    rt.object<ThreadRealtimeAppendTextParams>(
      n,
      { text: rt.string, threadId: rt.string },
      { role: ConversationTextRole },
    ),
  );

/** EXPERIMENTAL - response for appending realtime text input. */
export type ThreadRealtimeAppendTextResponse = { [key: string]: unknown };
/** EXPERIMENTAL - response for appending realtime text input. */
export const ThreadRealtimeAppendTextResponse: t.Type<ThreadRealtimeAppendTextResponse> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeAppendTextResponse', () =>
    rt.typed<ThreadRealtimeAppendTextResponse>(rt.record(rt.unknownValue)),
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
  /* @__PURE__ */ rt.deferred('ThreadRealtimeListParams', (n) =>
    rt.object<ThreadRealtimeListParams>(
      n,
      { threadId: rt.string },
      {
        afterPosition: rt.nullable(rt.integer),
        cursor: rt.nullable(rt.string),
        eventId: rt.nullable(rt.string),
        fromObservedAtMs: rt.nullable(rt.integer),
        limit: rt.nullable(rt.integer),
        order: rt.nullable(ThreadRealtimeOrder),
        requiredThroughPosition: rt.nullable(rt.integer),
        sessionId: rt.nullable(rt.string),
        snapshotEnd: rt.nullable(rt.integer),
        toObservedAtMs: rt.nullable(rt.integer),
      },
    ),
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
  /* @__PURE__ */ rt.deferred('ThreadRealtimeListResponse', (n) =>
    rt.object<ThreadRealtimeListResponse>(
      n,
      {
        coverage: ThreadRealtimeCoverage,
        data: rt.array(ThreadRealtimeEntry),
        projectedThroughItemIndex: rt.integer,
        snapshotEnd: rt.integer,
      },
      { nextCursor: rt.nullable(rt.string) },
    ),
  );

/** EXPERIMENTAL - list voices supported by thread realtime. */
export type ThreadRealtimeListVoicesParams = { [key: string]: unknown };
/** EXPERIMENTAL - list voices supported by thread realtime. */
export const ThreadRealtimeListVoicesParams: t.Type<ThreadRealtimeListVoicesParams> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeListVoicesParams', () =>
    rt.typed<ThreadRealtimeListVoicesParams>(rt.record(rt.unknownValue)),
  );

/** EXPERIMENTAL - response for listing supported realtime voices. */
export type ThreadRealtimeListVoicesResponse = {
  voices: RealtimeVoicesList;
};
/** EXPERIMENTAL - response for listing supported realtime voices. */
export const ThreadRealtimeListVoicesResponse: t.Type<ThreadRealtimeListVoicesResponse> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeListVoicesResponse', (n) =>
    rt.object<ThreadRealtimeListVoicesResponse>(n, { voices: RealtimeVoicesList }),
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
  /* @__PURE__ */ rt.deferred('ThreadRealtimeStartParams', (n) =>
    rt.object<ThreadRealtimeStartParams>(
      n,
      { outputModality: RealtimeOutputModality, threadId: rt.string },
      {
        backendReasoningStatus: rt.boolean,
        clientManagedHandoffs: rt.nullable(rt.boolean),
        codexResponseHandoffChannelPrefixes: rt.nullable(rt.record(rt.array(rt.string))),
        codexResponseHandoffMode: rt.nullable(CodexResponseHandoffMode),
        codexResponseItemPrefix: rt.nullable(rt.string),
        codexResponsesAsItems: rt.nullable(rt.boolean),
        delegationAckFiller: rt.nullable(rt.boolean),
        flushTranscriptTailOnSessionEnd: rt.nullable(rt.boolean),
        includeStartupContext: rt.nullable(rt.boolean),
        initialItems: rt.nullable(rt.array(ThreadRealtimeInitialItem)),
        model: rt.nullable(rt.string),
        prompt: rt.nullable(rt.string),
        realtimeEndInstructions: rt.nullable(rt.string),
        realtimeSessionId: rt.nullable(rt.string),
        realtimeStartInstructions: rt.nullable(rt.string),
        transport: rt.nullable(ThreadRealtimeStartTransport),
        version: rt.nullable(RealtimeConversationVersion),
        voice: rt.nullable(RealtimeVoice),
        voiceSessionId: rt.nullable(rt.string),
      },
    ),
  );

/** EXPERIMENTAL - response for starting thread realtime. */
export type ThreadRealtimeStartResponse = { [key: string]: unknown };
/** EXPERIMENTAL - response for starting thread realtime. */
export const ThreadRealtimeStartResponse: t.Type<ThreadRealtimeStartResponse> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeStartResponse', () =>
    rt.typed<ThreadRealtimeStartResponse>(rt.record(rt.unknownValue)),
  );

/** EXPERIMENTAL - stop thread realtime. */
export type ThreadRealtimeStopParams = {
  threadId: string;
};
/** EXPERIMENTAL - stop thread realtime. */
export const ThreadRealtimeStopParams: t.Type<ThreadRealtimeStopParams> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeStopParams', (n) =>
    rt.object<ThreadRealtimeStopParams>(n, { threadId: rt.string }),
  );

/** EXPERIMENTAL - response for stopping thread realtime. */
export type ThreadRealtimeStopResponse = { [key: string]: unknown };
/** EXPERIMENTAL - response for stopping thread realtime. */
export const ThreadRealtimeStopResponse: t.Type<ThreadRealtimeStopResponse> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeStopResponse', () =>
    rt.typed<ThreadRealtimeStopResponse>(rt.record(rt.unknownValue)),
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
export const ThreadResumeParams: t.Type<ThreadResumeParams> = /* @__PURE__ */ rt.deferred(
  'ThreadResumeParams',
  (n) =>
    rt.object<ThreadResumeParams>(
      n,
      { threadId: rt.string },
      {
        approvalPolicy: rt.nullable(AskForApproval),
        approvalsReviewer: rt.nullable(ApprovalsReviewer),
        baseInstructions: rt.nullable(rt.string),
        config: rt.nullable(rt.record(rt.unknownValue)),
        cwd: rt.nullable(rt.string),
        developerInstructions: rt.nullable(rt.string),
        excludeTurns: rt.boolean,
        history: rt.nullable(rt.array(ResponseItem)),
        initialTurnsPage: rt.nullable(ThreadResumeInitialTurnsPageParams),
        model: rt.nullable(rt.string),
        modelProvider: rt.nullable(rt.string),
        path: rt.nullable(rt.string),
        permissions: rt.nullable(rt.string),
        personality: rt.nullable(Personality),
        runtimeWorkspaceRoots: rt.nullable(rt.array(AbsolutePathBuf)),
        sandbox: rt.nullable(SandboxMode),
        serviceTier: rt.nullable(rt.string),
      },
    ),
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
export const ThreadResumeResponse: t.Type<ThreadResumeResponse> = /* @__PURE__ */ rt.deferred(
  'ThreadResumeResponse',
  (n) =>
    rt.object<ThreadResumeResponse>(
      n,
      {
        approvalPolicy: AskForApproval,
        approvalsReviewer: ApprovalsReviewer,
        cwd: AbsolutePathBuf,
        model: rt.string,
        modelProvider: rt.string,
        sandbox: SandboxPolicy,
        thread: Thread,
      },
      {
        activePermissionProfile: rt.nullable(ActivePermissionProfile),
        collaborationMode: rt.nullable(CollaborationMode),
        disabledPluginIds: rt.array(rt.string),
        initialTurnsPage: rt.nullable(TurnsPage),
        instructionSources: rt.array(LegacyAppPathString),
        itemsBackwardsCursor: rt.nullable(rt.string),
        multiAgentMode: MultiAgentMode,
        reasoningEffort: rt.nullable(ReasoningEffort),
        runtimeWorkspaceRoots: rt.array(AbsolutePathBuf),
        serviceTier: rt.nullable(rt.string),
        turnsBackwardsCursor: rt.nullable(rt.string),
      },
    ),
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
export const ThreadRevertResponse: t.Type<ThreadRevertResponse> = /* @__PURE__ */ rt.deferred(
  'ThreadRevertResponse',
  (n) =>
    rt.object<ThreadRevertResponse>(
      n,
      { thread: Thread },
      {
        itemsBackwardsCursor: rt.nullable(rt.string),
        turnsBackwardsCursor: rt.nullable(rt.string),
      },
    ),
);

export type ThreadSampleCancelParams = {
  requestId: RequestId;
};
export const ThreadSampleCancelParams: t.Type<ThreadSampleCancelParams> =
  /* @__PURE__ */ rt.deferred('ThreadSampleCancelParams', (n) =>
    rt.object<ThreadSampleCancelParams>(n, { requestId: RequestId }),
  );

export type ThreadSampleCancelResponse = { [key: string]: unknown };
export const ThreadSampleCancelResponse: t.Type<ThreadSampleCancelResponse> =
  /* @__PURE__ */ rt.deferred('ThreadSampleCancelResponse', () =>
    rt.typed<ThreadSampleCancelResponse>(rt.record(rt.unknownValue)),
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
export const ThreadSampleParams: t.Type<ThreadSampleParams> = /* @__PURE__ */ rt.deferred(
  'ThreadSampleParams',
  (n) =>
    rt.object<ThreadSampleParams>(
      n,
      { expectedTurnId: rt.string, prompt: rt.string, threadId: rt.string },
      {
        allowInProgressTurn: rt.boolean,
        disableMcp: rt.boolean,
        effort: rt.nullable(ReasoningEffort),
        interruptOnCancel: rt.nullable(rt.boolean),
        responsesapiClientMetadata: rt.nullable(rt.record(rt.string)),
        threadSource: rt.nullable(ThreadSource),
        turnTrigger: rt.nullable(rt.string),
      },
    ),
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
export const ThreadSampleResponse: t.Type<ThreadSampleResponse> = /* @__PURE__ */ rt.deferred(
  'ThreadSampleResponse',
  (n) =>
    rt.object<ThreadSampleResponse>(
      n,
      { responseId: rt.string, sourceTurnId: rt.string },
      {
        cachedInputTokens: rt.nullable(rt.integer),
        inputTokens: rt.nullable(rt.integer),
        outputTokens: rt.nullable(rt.integer),
        text: rt.nullable(rt.string),
      },
    ),
);

/** Request cancellation on the same connection. `thread/search/cancel` targets only `thread/search`; `thread/search/stream/cancel` targets only `thread/search/stream`. Cancellation is idempotent: the cancel response acknowledges the request, and an interrupted search completes with an error after its subprocess is stopped and reaped. If completion races cancellation, the original search may still succeed. An already-completed search is unaffected. */
export type ThreadSearchCancelParams = {
  requestId: RequestId;
};
/** Request cancellation on the same connection. `thread/search/cancel` targets only `thread/search`; `thread/search/stream/cancel` targets only `thread/search/stream`. Cancellation is idempotent: the cancel response acknowledges the request, and an interrupted search completes with an error after its subprocess is stopped and reaped. If completion races cancellation, the original search may still succeed. An already-completed search is unaffected. */
export const ThreadSearchCancelParams: t.Type<ThreadSearchCancelParams> =
  /* @__PURE__ */ rt.deferred('ThreadSearchCancelParams', (n) =>
    rt.object<ThreadSearchCancelParams>(n, { requestId: RequestId }),
  );

export type ThreadSearchCancelResponse = { [key: string]: unknown };
export const ThreadSearchCancelResponse: t.Type<ThreadSearchCancelResponse> =
  /* @__PURE__ */ rt.deferred('ThreadSearchCancelResponse', () =>
    rt.typed<ThreadSearchCancelResponse>(rt.record(rt.unknownValue)),
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
export const ThreadSearchOccurrence: t.Type<ThreadSearchOccurrence> = /* @__PURE__ */ rt.deferred(
  'ThreadSearchOccurrence',
  (n) =>
    rt.object<ThreadSearchOccurrence>(n, {
      itemId: rt.string,
      snippet: rt.string,
      snippetMatchRange: ThreadSearchTextRange,
      turnCursor: rt.string,
      turnId: rt.string,
    }),
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
  /* @__PURE__ */ rt.deferred('ThreadSearchOccurrencesParams', (n) =>
    rt.object<ThreadSearchOccurrencesParams>(
      n,
      { searchTerm: rt.string, threadId: rt.string },
      { cursor: rt.nullable(rt.string), limit: rt.nullable(rt.integer) },
    ),
  );

export type ThreadSearchOccurrencesResponse = {
  /** Occurrences in chronological message order. */
  data: Array<ThreadSearchOccurrence>;
  /** Opaque cursor to continue after the last returned occurrence. */
  nextCursor?: string | null;
};
export const ThreadSearchOccurrencesResponse: t.Type<ThreadSearchOccurrencesResponse> =
  /* @__PURE__ */ rt.deferred('ThreadSearchOccurrencesResponse', (n) =>
    rt.object<ThreadSearchOccurrencesResponse>(
      n,
      { data: rt.array(ThreadSearchOccurrence) },
      { nextCursor: rt.nullable(rt.string) },
    ),
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
export const ThreadSearchParams: t.Type<ThreadSearchParams> = /* @__PURE__ */ rt.deferred(
  'ThreadSearchParams',
  (n) =>
    rt.object<ThreadSearchParams>(
      n,
      { searchTerm: rt.string },
      {
        archived: rt.nullable(rt.boolean),
        currentAccountOnly: rt.boolean,
        cursor: rt.nullable(rt.string),
        includeAttachedThreads: rt.boolean,
        limit: rt.nullable(rt.integer),
        sortDirection: rt.nullable(SortDirection),
        sortKey: rt.nullable(ThreadSearchSortKey),
        sourceKinds: rt.nullable(rt.array(ThreadSourceKind)),
      },
    ),
);

/** A best-effort incremental batch for `thread/search/stream`. Match `requestId` to the request on this connection. Only a small subset of verified matches may be emitted; rows are unique and arrive in discovery order, but may be dropped under load or fall outside the final sorted page. Thread fields use stored metadata and the current watched status; live thread settings are enriched in the final response. Replace provisional rows with the authoritative final response. No partials follow it or an error. */
export type ThreadSearchPartialNotification = {
  data: Array<ThreadSearchResult>;
  requestId: RequestId;
};
/** A best-effort incremental batch for `thread/search/stream`. Match `requestId` to the request on this connection. Only a small subset of verified matches may be emitted; rows are unique and arrive in discovery order, but may be dropped under load or fall outside the final sorted page. Thread fields use stored metadata and the current watched status; live thread settings are enriched in the final response. Replace provisional rows with the authoritative final response. No partials follow it or an error. */
export const ThreadSearchPartialNotification: t.Type<ThreadSearchPartialNotification> =
  /* @__PURE__ */ rt.deferred('ThreadSearchPartialNotification', (n) =>
    rt.object<ThreadSearchPartialNotification>(n, {
      data: rt.array(ThreadSearchResult),
      requestId: RequestId,
    }),
  );

export type ThreadSearchResponse = {
  /** Opaque cursor to pass as `cursor` when reversing `sortDirection`. This is only populated when the page contains at least one thread. Use it with the opposite `sortDirection`; for timestamp sorts it anchors at the start of the page timestamp so same-second updates are not skipped. */
  backwardsCursor?: string | null;
  data: Array<ThreadSearchResult>;
  /** Opaque cursor to pass to the next call to continue after the last item. if None, there are no more items to return. */
  nextCursor?: string | null;
};
export const ThreadSearchResponse: t.Type<ThreadSearchResponse> = /* @__PURE__ */ rt.deferred(
  'ThreadSearchResponse',
  (n) =>
    rt.object<ThreadSearchResponse>(
      n,
      { data: rt.array(ThreadSearchResult) },
      { backwardsCursor: rt.nullable(rt.string), nextCursor: rt.nullable(rt.string) },
    ),
);

export type ThreadSearchResult = {
  snippet: string;
  thread: Thread;
};
export const ThreadSearchResult: t.Type<ThreadSearchResult> = /* @__PURE__ */ rt.deferred(
  'ThreadSearchResult',
  (n) => rt.object<ThreadSearchResult>(n, { snippet: rt.string, thread: Thread }),
);

/** UTF-16 code-unit range within `snippet`. */
export type ThreadSearchTextRange = {
  /** Exclusive UTF-16 code-unit offset. */
  end: number;
  /** Inclusive UTF-16 code-unit offset. */
  start: number;
};
/** UTF-16 code-unit range within `snippet`. */
export const ThreadSearchTextRange: t.Type<ThreadSearchTextRange> = /* @__PURE__ */ rt.deferred(
  'ThreadSearchTextRange',
  (n) => rt.object<ThreadSearchTextRange>(n, { end: rt.integer, start: rt.integer }),
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
export const ThreadSettings: t.Type<ThreadSettings> = /* @__PURE__ */ rt.deferred(
  'ThreadSettings',
  (n) =>
    rt.object<ThreadSettings>(
      n,
      {
        approvalPolicy: AskForApproval,
        approvalsReviewer: ApprovalsReviewer,
        collaborationMode: CollaborationMode,
        cwd: AbsolutePathBuf,
        model: rt.string,
        modelProvider: rt.string,
        sandboxPolicy: SandboxPolicy,
      },
      {
        activePermissionProfile: rt.nullable(ActivePermissionProfile),
        disabledPluginIds: rt.array(rt.string),
        effort: rt.nullable(ReasoningEffort),
        environments: rt.nullable(rt.array(ThreadEnvironment)),
        multiAgentMode: MultiAgentMode,
        personality: rt.nullable(Personality),
        serviceTier: rt.nullable(rt.string),
        summary: rt.nullable(ReasoningSummary),
      },
    ),
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
  /* @__PURE__ */ rt.deferred('ThreadSettingsUpdateParams', (n) =>
    rt.object<ThreadSettingsUpdateParams>(
      n,
      { threadId: rt.string },
      {
        approvalPolicy: rt.nullable(AskForApproval),
        approvalsReviewer: rt.nullable(ApprovalsReviewer),
        collaborationMode: rt.nullable(CollaborationMode),
        cwd: rt.nullable(rt.string),
        disabledPluginIds: rt.nullable(rt.array(rt.string)),
        effort: rt.nullable(ReasoningEffort),
        environments: rt.nullable(rt.array(TurnEnvironmentParams)),
        model: rt.nullable(rt.string),
        multiAgentMode: rt.nullable(MultiAgentMode),
        permissions: rt.nullable(rt.string),
        personality: rt.nullable(Personality),
        sandboxPolicy: rt.nullable(SandboxPolicy),
        serviceTier: rt.nullable(rt.string),
        summary: rt.nullable(ReasoningSummary),
      },
    ),
  );

export type ThreadSettingsUpdateResponse = { [key: string]: unknown };
export const ThreadSettingsUpdateResponse: t.Type<ThreadSettingsUpdateResponse> =
  /* @__PURE__ */ rt.deferred('ThreadSettingsUpdateResponse', () =>
    rt.typed<ThreadSettingsUpdateResponse>(rt.record(rt.unknownValue)),
  );

export type ThreadSettingsUpdatedNotification = {
  threadId: string;
  threadSettings: ThreadSettings;
};
export const ThreadSettingsUpdatedNotification: t.Type<ThreadSettingsUpdatedNotification> =
  /* @__PURE__ */ rt.deferred('ThreadSettingsUpdatedNotification', (n) =>
    rt.object<ThreadSettingsUpdatedNotification>(n, {
      threadId: rt.string,
      threadSettings: ThreadSettings,
    }),
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
export const ThreadStartParams: t.Type<ThreadStartParams> = /* @__PURE__ */ rt.deferred(
  'ThreadStartParams',
  (n) =>
    rt.object<ThreadStartParams>(
      n,
      {},
      {
        allowProviderModelFallback: rt.boolean,
        approvalPolicy: rt.nullable(AskForApproval),
        approvalsReviewer: rt.nullable(ApprovalsReviewer),
        baseInstructions: rt.nullable(rt.string),
        config: rt.nullable(rt.record(rt.unknownValue)),
        cwd: rt.nullable(rt.string),
        daybreakEnabled: rt.nullable(rt.boolean),
        developerInstructions: rt.nullable(rt.string),
        dynamicTools: rt.nullable(rt.array(DynamicToolSpec)),
        environments: rt.nullable(rt.array(TurnEnvironmentParams)),
        ephemeral: rt.nullable(rt.boolean),
        experimentalRawEvents: rt.boolean,
        historyMode: rt.nullable(ThreadHistoryMode),
        mockExperimentalField: rt.nullable(rt.string),
        model: rt.nullable(rt.string),
        modelProvider: rt.nullable(rt.string),
        multiAgentMode: rt.nullable(MultiAgentMode),
        permissions: rt.nullable(rt.string),
        personality: rt.nullable(Personality),
        projectId: rt.nullable(rt.string),
        runtimeWorkspaceRoots: rt.nullable(rt.array(AbsolutePathBuf)),
        sandbox: rt.nullable(SandboxMode),
        selectedCapabilityRoots: rt.nullable(rt.array(SelectedCapabilityRoot)),
        serviceName: rt.nullable(rt.string),
        serviceTier: rt.nullable(rt.string),
        sessionStartSource: rt.nullable(ThreadStartSource),
        threadSource: rt.nullable(ThreadSource),
      },
    ),
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
export const ThreadStartResponse: t.Type<ThreadStartResponse> = /* @__PURE__ */ rt.deferred(
  'ThreadStartResponse',
  (n) =>
    rt.object<ThreadStartResponse>(
      n,
      {
        approvalPolicy: AskForApproval,
        approvalsReviewer: ApprovalsReviewer,
        cwd: AbsolutePathBuf,
        model: rt.string,
        modelProvider: rt.string,
        sandbox: SandboxPolicy,
        thread: Thread,
      },
      {
        activePermissionProfile: rt.nullable(ActivePermissionProfile),
        disabledPluginIds: rt.array(rt.string),
        instructionSources: rt.array(LegacyAppPathString),
        multiAgentMode: MultiAgentMode,
        reasoningEffort: rt.nullable(ReasoningEffort),
        runtimeWorkspaceRoots: rt.array(AbsolutePathBuf),
        serviceTier: rt.nullable(rt.string),
      },
    ),
);

export type ThreadStartedNotification = {
  thread: Thread;
};
export const ThreadStartedNotification: t.Type<ThreadStartedNotification> =
  /* @__PURE__ */ rt.deferred('ThreadStartedNotification', (n) =>
    rt.object<ThreadStartedNotification>(n, { thread: Thread }),
  );

/** EXPERIMENTAL - list ordinary and realtime thread history in rollout order. */
export type ThreadTimelineListParams = {
  cursor?: string | null;
  limit?: number | null;
  threadId: string;
};
/** EXPERIMENTAL - list ordinary and realtime thread history in rollout order. */
export const ThreadTimelineListParams: t.Type<ThreadTimelineListParams> =
  /* @__PURE__ */ rt.deferred('ThreadTimelineListParams', (n) =>
    rt.object<ThreadTimelineListParams>(
      n,
      { threadId: rt.string },
      { cursor: rt.nullable(rt.string), limit: rt.nullable(rt.integer) },
    ),
  );

/** EXPERIMENTAL - a bounded timeline page with its resolved opening voice state. */
export type ThreadTimelineListResponse = {
  activeRealtimeSessionAtPageStart?: string | null;
  data: Array<ThreadTimelineEntry>;
  nextCursor?: string | null;
};
/** EXPERIMENTAL - a bounded timeline page with its resolved opening voice state. */
export const ThreadTimelineListResponse: t.Type<ThreadTimelineListResponse> =
  /* @__PURE__ */ rt.deferred('ThreadTimelineListResponse', (n) =>
    rt.object<ThreadTimelineListResponse>(
      n,
      { data: rt.array(ThreadTimelineEntry) },
      {
        activeRealtimeSessionAtPageStart: rt.nullable(rt.string),
        nextCursor: rt.nullable(rt.string),
      },
    ),
  );

export type ThreadUnarchiveResponse = {
  thread: Thread;
};
export const ThreadUnarchiveResponse: t.Type<ThreadUnarchiveResponse> = /* @__PURE__ */ rt.deferred(
  'ThreadUnarchiveResponse',
  (n) => rt.object<ThreadUnarchiveResponse>(n, { thread: Thread }),
);
