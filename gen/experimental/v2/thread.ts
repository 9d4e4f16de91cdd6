// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/experimental/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import * as t from 'io-ts';
import * as rt from '../../../lib/protocol/codec-runtime.js';

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
export const GuardianAssessmentOutcome: t.Type<GuardianAssessmentOutcome> = /* @__PURE__ */ rt.lazy(
  'GuardianAssessmentOutcome',
  () => rt.openEnum(t.keyof({ allow: null, deny: null })),
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
export const Thread: t.Type<Thread> = /* @__PURE__ */ rt.lazy('Thread', () =>
  t.intersection([
    t.type({
      cliVersion: t.string,
      createdAt: rt.integer,
      cwd: AbsolutePathBuf,
      ephemeral: t.boolean,
      id: t.string,
      modelProvider: t.string,
      preview: t.string,
      projectId: rt.nullable(t.string),
      sessionId: t.string,
      source: SessionSource,
      status: ThreadStatus,
      turns: t.array(Turn),
      updatedAt: rt.integer,
    }),
    t.partial({
      agentNickname: rt.nullable(t.string),
      agentRole: rt.nullable(t.string),
      attachedToThreadId: rt.nullable(t.string),
      canAcceptDirectInput: rt.nullable(t.boolean),
      daybreakEnabled: rt.nullable(t.boolean),
      environments: rt.nullable(t.array(ThreadEnvironment)),
      extra: rt.nullable(ThreadExtra),
      forkedFromId: rt.nullable(t.string),
      gitInfo: rt.nullable(GitInfo),
      historyMode: ThreadHistoryMode,
      model: rt.nullable(t.string),
      name: rt.nullable(t.string),
      originator: rt.nullable(t.string),
      parentThreadId: rt.nullable(t.string),
      path: rt.nullable(t.string),
      reasoningEffort: rt.nullable(ReasoningEffort),
      recencyAt: rt.nullable(rt.integer),
      section: rt.nullable(ThreadSection),
      sectionEnteredAt: rt.nullable(rt.integer),
      threadSource: rt.nullable(ThreadSource),
    }),
  ]),
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
export const ThreadBackgroundTerminal: t.Type<ThreadBackgroundTerminal> = /* @__PURE__ */ rt.lazy(
  'ThreadBackgroundTerminal',
  () =>
    t.intersection([
      t.type({
        command: t.string,
        cwd: LegacyAppPathString,
        itemId: t.string,
        processId: t.string,
      }),
      t.partial({
        cpuPercent: rt.nullable(t.number),
        osPid: rt.nullable(rt.integer),
        rssKb: rt.nullable(rt.integer),
      }),
    ]),
);

export type ThreadBackgroundTerminalsCleanParams = {
  threadId: string;
};
export const ThreadBackgroundTerminalsCleanParams: t.Type<ThreadBackgroundTerminalsCleanParams> =
  /* @__PURE__ */ rt.lazy('ThreadBackgroundTerminalsCleanParams', () =>
    t.type({ threadId: t.string }),
  );

export type ThreadBackgroundTerminalsCleanResponse = { [key: string]: unknown };
export const ThreadBackgroundTerminalsCleanResponse: t.Type<ThreadBackgroundTerminalsCleanResponse> =
  /* @__PURE__ */ rt.lazy('ThreadBackgroundTerminalsCleanResponse', () =>
    t.record(t.string, rt.jsonValue),
  );

export type ThreadBackgroundTerminalsListParams = {
  /** Opaque pagination cursor returned by a previous call. */
  cursor?: string | null;
  /** Optional page size. */
  limit?: number | null;
  threadId: string;
};
export const ThreadBackgroundTerminalsListParams: t.Type<ThreadBackgroundTerminalsListParams> =
  /* @__PURE__ */ rt.lazy('ThreadBackgroundTerminalsListParams', () =>
    t.intersection([
      t.type({ threadId: t.string }),
      t.partial({ cursor: rt.nullable(t.string), limit: rt.nullable(rt.integer) }),
    ]),
  );

export type ThreadBackgroundTerminalsListResponse = {
  data: Array<ThreadBackgroundTerminal>;
  /** Opaque cursor to pass to the next call to continue after the last item. If None, there are no more items to return. */
  nextCursor?: string | null;
};
export const ThreadBackgroundTerminalsListResponse: t.Type<ThreadBackgroundTerminalsListResponse> =
  /* @__PURE__ */ rt.lazy('ThreadBackgroundTerminalsListResponse', () =>
    t.intersection([
      t.type({ data: t.array(ThreadBackgroundTerminal) }),
      t.partial({ nextCursor: rt.nullable(t.string) }),
    ]),
  );

export type ThreadBackgroundTerminalsTerminateParams = {
  processId: string;
  threadId: string;
};
export const ThreadBackgroundTerminalsTerminateParams: t.Type<ThreadBackgroundTerminalsTerminateParams> =
  /* @__PURE__ */ rt.lazy('ThreadBackgroundTerminalsTerminateParams', () =>
    t.type({ processId: t.string, threadId: t.string }),
  );

export type ThreadBackgroundTerminalsTerminateResponse = {
  terminated: boolean;
};
export const ThreadBackgroundTerminalsTerminateResponse: t.Type<ThreadBackgroundTerminalsTerminateResponse> =
  /* @__PURE__ */ rt.lazy('ThreadBackgroundTerminalsTerminateResponse', () =>
    t.type({ terminated: t.boolean }),
  );

/** Parameters for `thread/decrement_elicitation`. */
export type ThreadDecrementElicitationParams = {
  /** Thread whose out-of-band elicitation counter should be decremented. */
  threadId: string;
};
/** Parameters for `thread/decrement_elicitation`. */
export const ThreadDecrementElicitationParams: t.Type<ThreadDecrementElicitationParams> =
  /* @__PURE__ */ rt.lazy('ThreadDecrementElicitationParams', () => t.type({ threadId: t.string }));

/** Response for `thread/decrement_elicitation`. */
export type ThreadDecrementElicitationResponse = {
  /** Current out-of-band elicitation count after the decrement. */
  count: number;
  /** Whether timeout accounting remains paused after applying the decrement. */
  paused: boolean;
};
/** Response for `thread/decrement_elicitation`. */
export const ThreadDecrementElicitationResponse: t.Type<ThreadDecrementElicitationResponse> =
  /* @__PURE__ */ rt.lazy('ThreadDecrementElicitationResponse', () =>
    t.type({ count: rt.integer, paused: t.boolean }),
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
export const ThreadForkParams: t.Type<ThreadForkParams> = /* @__PURE__ */ rt.lazy(
  'ThreadForkParams',
  () =>
    t.intersection([
      t.type({ threadId: t.string }),
      t.partial({
        approvalPolicy: rt.nullable(AskForApproval),
        approvalsReviewer: rt.nullable(ApprovalsReviewer),
        attachToSource: t.boolean,
        baseInstructions: rt.nullable(t.string),
        beforeTurnId: rt.nullable(t.string),
        config: rt.nullable(t.record(t.string, rt.jsonValue)),
        cwd: rt.nullable(t.string),
        deferGoalContinuation: t.boolean,
        developerInstructions: rt.nullable(t.string),
        ephemeral: t.boolean,
        excludeTurns: t.boolean,
        experimentalDisablePredictionMcp: t.boolean,
        experimentalPredictionMode: t.boolean,
        lastTurnId: rt.nullable(t.string),
        model: rt.nullable(t.string),
        modelProvider: rt.nullable(t.string),
        path: rt.nullable(t.string),
        permissions: rt.nullable(t.string),
        runtimeWorkspaceRoots: rt.nullable(t.array(AbsolutePathBuf)),
        sandbox: rt.nullable(SandboxMode),
        serviceTier: rt.nullable(t.string),
        threadSource: rt.nullable(ThreadSource),
      }),
    ]),
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
export const ThreadForkResponse: t.Type<ThreadForkResponse> = /* @__PURE__ */ rt.lazy(
  'ThreadForkResponse',
  () =>
    t.intersection([
      t.type({
        approvalPolicy: AskForApproval,
        approvalsReviewer: ApprovalsReviewer,
        cwd: AbsolutePathBuf,
        model: t.string,
        modelProvider: t.string,
        sandbox: SandboxPolicy,
        thread: Thread,
      }),
      t.partial({
        activePermissionProfile: rt.nullable(ActivePermissionProfile),
        disabledPluginIds: t.array(t.string),
        instructionSources: t.array(LegacyAppPathString),
        multiAgentMode: MultiAgentMode,
        reasoningEffort: rt.nullable(ReasoningEffort),
        runtimeWorkspaceRoots: t.array(AbsolutePathBuf),
        serviceTier: rt.nullable(t.string),
      }),
    ]),
);

export type ThreadGuardianAssessment = {
  outcome: GuardianAssessmentOutcome;
  rationale: string;
  riskLevel: GuardianRiskLevel;
  userAuthorization: GuardianUserAuthorization;
};
export const ThreadGuardianAssessment: t.Type<ThreadGuardianAssessment> = /* @__PURE__ */ rt.lazy(
  'ThreadGuardianAssessment',
  () =>
    t.type({
      outcome: GuardianAssessmentOutcome,
      rationale: t.string,
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
  /* @__PURE__ */ rt.lazy('ThreadGuardianReviewParams', () => t.type({ threadId: t.string }));

export type ThreadGuardianReviewResponse = {
  /** Null when current policy or a remembered approval skips review. */
  assessment?: ThreadGuardianAssessment | null;
  callId: string;
};
export const ThreadGuardianReviewResponse: t.Type<ThreadGuardianReviewResponse> =
  /* @__PURE__ */ rt.lazy('ThreadGuardianReviewResponse', () =>
    t.intersection([
      t.type({ callId: t.string }),
      t.partial({ assessment: rt.nullable(ThreadGuardianAssessment) }),
    ]),
  );

/** Parameters for `thread/increment_elicitation`. */
export type ThreadIncrementElicitationParams = {
  /** Thread whose out-of-band elicitation counter should be incremented. */
  threadId: string;
};
/** Parameters for `thread/increment_elicitation`. */
export const ThreadIncrementElicitationParams: t.Type<ThreadIncrementElicitationParams> =
  /* @__PURE__ */ rt.lazy('ThreadIncrementElicitationParams', () => t.type({ threadId: t.string }));

/** Response for `thread/increment_elicitation`. */
export type ThreadIncrementElicitationResponse = {
  /** Current out-of-band elicitation count after the increment. */
  count: number;
  /** Whether timeout accounting is paused after applying the increment. */
  paused: boolean;
};
/** Response for `thread/increment_elicitation`. */
export const ThreadIncrementElicitationResponse: t.Type<ThreadIncrementElicitationResponse> =
  /* @__PURE__ */ rt.lazy('ThreadIncrementElicitationResponse', () =>
    t.type({ count: rt.integer, paused: t.boolean }),
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
export const ThreadItemEntry: t.Type<ThreadItemEntry> = /* @__PURE__ */ rt.lazy(
  'ThreadItemEntry',
  () =>
    t.intersection([
      t.type({ item: ThreadItem, turnId: t.string }),
      t.partial({
        completedAtMs: rt.nullable(rt.integer),
        outputDeferred: t.boolean,
        startedAtMs: rt.nullable(rt.integer),
      }),
    ]),
);

export type ThreadItemOutputDeferral = {
  /** Defer nonempty output from successful commands. */
  commandExecution?: boolean;
  /** Defer nonempty plain-text results from successful MCP tool calls. */
  mcpToolCall?: boolean;
};
export const ThreadItemOutputDeferral: t.Type<ThreadItemOutputDeferral> = /* @__PURE__ */ rt.lazy(
  'ThreadItemOutputDeferral',
  () => t.partial({ commandExecution: t.boolean, mcpToolCall: t.boolean }),
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
export const ThreadItemsListParams: t.Type<ThreadItemsListParams> = /* @__PURE__ */ rt.lazy(
  'ThreadItemsListParams',
  () =>
    t.intersection([
      t.type({ threadId: t.string }),
      t.partial({
        cursor: rt.nullable(ThreadItemsListCursor),
        deferOutput: rt.nullable(ThreadItemOutputDeferral),
        limit: rt.nullable(rt.integer),
        sortDirection: rt.nullable(SortDirection),
        turnId: rt.nullable(t.string),
      }),
    ]),
);

export type ThreadItemsListResponse = {
  /** Opaque cursor to pass as `cursor` when reversing `sortDirection`. This is only populated when the page contains at least one item. */
  backwardsCursor?: string | null;
  data: Array<ThreadItemEntry>;
  /** Opaque cursor to pass to the next call to continue after the last item. if None, there are no more items to return. */
  nextCursor?: string | null;
};
export const ThreadItemsListResponse: t.Type<ThreadItemsListResponse> = /* @__PURE__ */ rt.lazy(
  'ThreadItemsListResponse',
  () =>
    t.intersection([
      t.type({ data: t.array(ThreadItemEntry) }),
      t.partial({ backwardsCursor: rt.nullable(t.string), nextCursor: rt.nullable(t.string) }),
    ]),
);

/** EXPERIMENTAL - retrieve a bounded set of persisted items from one turn. */
export type ThreadItemsReadParams = {
  /** Item IDs to retrieve. Supply 1 to 100 IDs. */
  itemIds: Array<string>;
  threadId: string;
  turnId: string;
};
/** EXPERIMENTAL - retrieve a bounded set of persisted items from one turn. */
export const ThreadItemsReadParams: t.Type<ThreadItemsReadParams> = /* @__PURE__ */ rt.lazy(
  'ThreadItemsReadParams',
  () => t.type({ itemIds: t.array(t.string), threadId: t.string, turnId: t.string }),
);

/** EXPERIMENTAL - persisted items returned in canonical stored order. */
export type ThreadItemsReadResponse = {
  data: Array<ThreadItemEntry>;
};
/** EXPERIMENTAL - persisted items returned in canonical stored order. */
export const ThreadItemsReadResponse: t.Type<ThreadItemsReadResponse> = /* @__PURE__ */ rt.lazy(
  'ThreadItemsReadResponse',
  () => t.type({ data: t.array(ThreadItemEntry) }),
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
export const ThreadListParams: t.Type<ThreadListParams> = /* @__PURE__ */ rt.lazy(
  'ThreadListParams',
  () =>
    t.partial({
      ancestorThreadId: rt.nullable(t.string),
      archived: rt.nullable(t.boolean),
      attachedToThreadId: rt.nullable(t.string),
      currentAccountOnly: t.boolean,
      cursor: rt.nullable(t.string),
      cwd: rt.nullable(ThreadListCwdFilter),
      excludedThreadIds: rt.nullable(t.array(t.string)),
      includeAttachedThreads: t.boolean,
      includedThreadIds: rt.nullable(t.array(t.string)),
      limit: rt.nullable(rt.integer),
      modelProviders: rt.nullable(t.array(t.string)),
      originators: rt.nullable(t.array(t.string)),
      parentThreadId: rt.nullable(t.string),
      projectId: rt.nullable(t.string),
      searchTerm: rt.nullable(t.string),
      sectionId: rt.nullable(t.string),
      sortDirection: rt.nullable(SortDirection),
      sortKey: rt.nullable(ThreadSortKey),
      sourceKinds: rt.nullable(t.array(ThreadSourceKind)),
      useStateDbOnly: t.boolean,
    }),
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
export const ThreadListResponse: t.Type<ThreadListResponse> = /* @__PURE__ */ rt.lazy(
  'ThreadListResponse',
  () =>
    t.intersection([
      t.type({ data: t.array(Thread) }),
      t.partial({
        backwardsCursor: rt.nullable(t.string),
        nextCursor: rt.nullable(t.string),
        readStates: rt.nullable(t.record(t.string, ThreadReadState)),
      }),
    ]),
);

export type ThreadMemoryModeSetParams = {
  mode: ThreadMemoryMode;
  threadId: string;
};
export const ThreadMemoryModeSetParams: t.Type<ThreadMemoryModeSetParams> = /* @__PURE__ */ rt.lazy(
  'ThreadMemoryModeSetParams',
  () => t.type({ mode: ThreadMemoryMode, threadId: t.string }),
);

export type ThreadMemoryModeSetResponse = { [key: string]: unknown };
export const ThreadMemoryModeSetResponse: t.Type<ThreadMemoryModeSetResponse> =
  /* @__PURE__ */ rt.lazy('ThreadMemoryModeSetResponse', () => t.record(t.string, rt.jsonValue));

export type ThreadMemoryReadParams = {
  /** The thread must already be started or resumed. */
  threadId: string;
};
export const ThreadMemoryReadParams: t.Type<ThreadMemoryReadParams> = /* @__PURE__ */ rt.lazy(
  'ThreadMemoryReadParams',
  () => t.type({ threadId: t.string }),
);

export type ThreadMemoryReadResponse = {
  /** Summary from the thread's selected memory version. Null when memory use is disabled or the selected summary is missing, unreadable, or blank. */
  summary?: string | null;
};
export const ThreadMemoryReadResponse: t.Type<ThreadMemoryReadResponse> = /* @__PURE__ */ rt.lazy(
  'ThreadMemoryReadResponse',
  () => t.partial({ summary: rt.nullable(t.string) }),
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
  /* @__PURE__ */ rt.lazy('ThreadMetadataUpdateParams', () =>
    t.intersection([
      t.type({ threadId: t.string }),
      t.partial({
        daybreakEnabled: rt.nullable(t.boolean),
        gitInfo: rt.nullable(ThreadMetadataGitInfoUpdateParams),
        projectId: rt.nullable(t.string),
      }),
    ]),
  );

export type ThreadMetadataUpdateResponse = {
  thread: Thread;
};
export const ThreadMetadataUpdateResponse: t.Type<ThreadMetadataUpdateResponse> =
  /* @__PURE__ */ rt.lazy('ThreadMetadataUpdateResponse', () => t.type({ thread: Thread }));

export type ThreadPredictionRequestParams = {
  sourceTurnId: string;
  threadId: string;
};
export const ThreadPredictionRequestParams: t.Type<ThreadPredictionRequestParams> =
  /* @__PURE__ */ rt.lazy('ThreadPredictionRequestParams', () =>
    t.type({ sourceTurnId: t.string, threadId: t.string }),
  );

export type ThreadPredictionRequestResponse = { [key: string]: unknown };
export const ThreadPredictionRequestResponse: t.Type<ThreadPredictionRequestResponse> =
  /* @__PURE__ */ rt.lazy('ThreadPredictionRequestResponse', () =>
    t.record(t.string, rt.jsonValue),
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
  /* @__PURE__ */ rt.lazy('ThreadPrepareApprovedPlanParams', () =>
    t.intersection([
      t.type({ markdown: t.string, threadId: t.string }),
      t.partial({ attachmentPath: rt.nullable(t.string) }),
    ]),
  );

export type ThreadPrepareApprovedPlanResponse = {
  /** Initial user prompt. If no attachment is readable, the plan is already in the thread's context. */
  prompt: string;
};
export const ThreadPrepareApprovedPlanResponse: t.Type<ThreadPrepareApprovedPlanResponse> =
  /* @__PURE__ */ rt.lazy('ThreadPrepareApprovedPlanResponse', () => t.type({ prompt: t.string }));

export type ThreadQueueAddParams = {
  clientUserMessageId: string;
  input: Array<UserInput>;
  /** ResponsesAPI metadata captured from the client submitting this input. */
  responsesapiClientMetadata?: { [key: string]: string } | null;
  threadId: string;
};
export const ThreadQueueAddParams: t.Type<ThreadQueueAddParams> = /* @__PURE__ */ rt.lazy(
  'ThreadQueueAddParams',
  () =>
    t.intersection([
      t.type({ clientUserMessageId: t.string, input: t.array(UserInput), threadId: t.string }),
      t.partial({ responsesapiClientMetadata: rt.nullable(t.record(t.string, t.string)) }),
    ]),
);

export type ThreadQueueAddResponse = {
  queuedSubmission: QueuedSubmission;
};
export const ThreadQueueAddResponse: t.Type<ThreadQueueAddResponse> = /* @__PURE__ */ rt.lazy(
  'ThreadQueueAddResponse',
  () => t.type({ queuedSubmission: QueuedSubmission }),
);

export type ThreadQueueDeleteParams = {
  queuedSubmissionId: string;
  threadId: string;
};
export const ThreadQueueDeleteParams: t.Type<ThreadQueueDeleteParams> = /* @__PURE__ */ rt.lazy(
  'ThreadQueueDeleteParams',
  () => t.type({ queuedSubmissionId: t.string, threadId: t.string }),
);

export type ThreadQueueDeleteResponse = {
  deleted: boolean;
};
export const ThreadQueueDeleteResponse: t.Type<ThreadQueueDeleteResponse> = /* @__PURE__ */ rt.lazy(
  'ThreadQueueDeleteResponse',
  () => t.type({ deleted: t.boolean }),
);

export type ThreadQueueListParams = {
  /** Opaque pagination cursor returned by a previous call. */
  cursor?: string | null;
  /** Optional page size; defaults to the standard thread-list page size. */
  limit?: number | null;
  threadId: string;
};
export const ThreadQueueListParams: t.Type<ThreadQueueListParams> = /* @__PURE__ */ rt.lazy(
  'ThreadQueueListParams',
  () =>
    t.intersection([
      t.type({ threadId: t.string }),
      t.partial({ cursor: rt.nullable(t.string), limit: rt.nullable(rt.integer) }),
    ]),
);

export type ThreadQueueListResponse = {
  data: Array<QueuedSubmission>;
  /** Opaque cursor for the next page, or `null` when no submissions remain. */
  nextCursor?: string | null;
};
export const ThreadQueueListResponse: t.Type<ThreadQueueListResponse> = /* @__PURE__ */ rt.lazy(
  'ThreadQueueListResponse',
  () =>
    t.intersection([
      t.type({ data: t.array(QueuedSubmission) }),
      t.partial({ nextCursor: rt.nullable(t.string) }),
    ]),
);

export type ThreadQueueReorderParams = {
  queuedSubmissionIds: Array<string>;
  threadId: string;
};
export const ThreadQueueReorderParams: t.Type<ThreadQueueReorderParams> = /* @__PURE__ */ rt.lazy(
  'ThreadQueueReorderParams',
  () => t.type({ queuedSubmissionIds: t.array(t.string), threadId: t.string }),
);

export type ThreadQueueReorderResponse = { [key: string]: unknown };
export const ThreadQueueReorderResponse: t.Type<ThreadQueueReorderResponse> =
  /* @__PURE__ */ rt.lazy('ThreadQueueReorderResponse', () => t.record(t.string, rt.jsonValue));

export type ThreadQueueStartParams = {
  queuedSubmissionId?: string | null;
  threadId: string;
};
export const ThreadQueueStartParams: t.Type<ThreadQueueStartParams> = /* @__PURE__ */ rt.lazy(
  'ThreadQueueStartParams',
  () =>
    t.intersection([
      t.type({ threadId: t.string }),
      t.partial({ queuedSubmissionId: rt.nullable(t.string) }),
    ]),
);

export type ThreadQueueStartResponse = {
  turn: Turn;
};
export const ThreadQueueStartResponse: t.Type<ThreadQueueStartResponse> = /* @__PURE__ */ rt.lazy(
  'ThreadQueueStartResponse',
  () => t.type({ turn: Turn }),
);

export type ThreadQueueUpdateParams = {
  input: Array<UserInput>;
  queuedSubmissionId: string;
  /** Non-empty metadata replaces the input's metadata; omission or an empty map preserves it. */
  responsesapiClientMetadata?: { [key: string]: string } | null;
  threadId: string;
};
export const ThreadQueueUpdateParams: t.Type<ThreadQueueUpdateParams> = /* @__PURE__ */ rt.lazy(
  'ThreadQueueUpdateParams',
  () =>
    t.intersection([
      t.type({ input: t.array(UserInput), queuedSubmissionId: t.string, threadId: t.string }),
      t.partial({ responsesapiClientMetadata: rt.nullable(t.record(t.string, t.string)) }),
    ]),
);

export type ThreadQueueUpdateResponse = {
  queuedSubmission: QueuedSubmission;
};
export const ThreadQueueUpdateResponse: t.Type<ThreadQueueUpdateResponse> = /* @__PURE__ */ rt.lazy(
  'ThreadQueueUpdateResponse',
  () => t.type({ queuedSubmission: QueuedSubmission }),
);

export type ThreadReadResponse = {
  /** Local receipt. Null means this thread's durable read state is unavailable. */
  readState?: ThreadReadState | null;
  thread: Thread;
};
export const ThreadReadResponse: t.Type<ThreadReadResponse> = /* @__PURE__ */ rt.lazy(
  'ThreadReadResponse',
  () =>
    t.intersection([
      t.type({ thread: Thread }),
      t.partial({ readState: rt.nullable(ThreadReadState) }),
    ]),
);

export type ThreadReadStateUpdateParams = {
  /** Revision of the row or transcript actually seen. Conflicts require a fresh user action. */
  expectedRevision: string;
  operation: ThreadReadStateOperation;
  threadId: string;
};
export const ThreadReadStateUpdateParams: t.Type<ThreadReadStateUpdateParams> =
  /* @__PURE__ */ rt.lazy('ThreadReadStateUpdateParams', () =>
    t.type({ expectedRevision: t.string, operation: ThreadReadStateOperation, threadId: t.string }),
  );

export type ThreadReadStateUpdateResponse = {
  readState: ThreadReadState;
};
export const ThreadReadStateUpdateResponse: t.Type<ThreadReadStateUpdateResponse> =
  /* @__PURE__ */ rt.lazy('ThreadReadStateUpdateResponse', () =>
    t.type({ readState: ThreadReadState }),
  );

/** EXPERIMENTAL - append audio input to thread realtime. */
export type ThreadRealtimeAppendAudioParams = {
  audio: ThreadRealtimeAudioChunk;
  threadId: string;
};
/** EXPERIMENTAL - append audio input to thread realtime. */
export const ThreadRealtimeAppendAudioParams: t.Type<ThreadRealtimeAppendAudioParams> =
  /* @__PURE__ */ rt.lazy('ThreadRealtimeAppendAudioParams', () =>
    t.type({ audio: ThreadRealtimeAudioChunk, threadId: t.string }),
  );

/** EXPERIMENTAL - response for appending realtime audio input. */
export type ThreadRealtimeAppendAudioResponse = { [key: string]: unknown };
/** EXPERIMENTAL - response for appending realtime audio input. */
export const ThreadRealtimeAppendAudioResponse: t.Type<ThreadRealtimeAppendAudioResponse> =
  /* @__PURE__ */ rt.lazy('ThreadRealtimeAppendAudioResponse', () =>
    t.record(t.string, rt.jsonValue),
  );

/** EXPERIMENTAL - append speakable text to thread realtime. */
export type ThreadRealtimeAppendSpeechParams = {
  text: string;
  threadId: string;
};
/** EXPERIMENTAL - append speakable text to thread realtime. */
export const ThreadRealtimeAppendSpeechParams: t.Type<ThreadRealtimeAppendSpeechParams> =
  /* @__PURE__ */ rt.lazy('ThreadRealtimeAppendSpeechParams', () =>
    t.type({ text: t.string, threadId: t.string }),
  );

/** EXPERIMENTAL - response for appending realtime speech. */
export type ThreadRealtimeAppendSpeechResponse = { [key: string]: unknown };
/** EXPERIMENTAL - response for appending realtime speech. */
export const ThreadRealtimeAppendSpeechResponse: t.Type<ThreadRealtimeAppendSpeechResponse> =
  /* @__PURE__ */ rt.lazy('ThreadRealtimeAppendSpeechResponse', () =>
    t.record(t.string, rt.jsonValue),
  );

/** EXPERIMENTAL - append text input to thread realtime. */
export type ThreadRealtimeAppendTextParams = {
  role?: ConversationTextRole;
  text: string;
  threadId: string;
};
/** EXPERIMENTAL - append text input to thread realtime. */
export const ThreadRealtimeAppendTextParams: t.Type<ThreadRealtimeAppendTextParams> =
  /* @__PURE__ */ rt.lazy('ThreadRealtimeAppendTextParams', () =>
    t.intersection([
      t.type({ text: t.string, threadId: t.string }),
      t.partial({ role: ConversationTextRole }),
    ]),
  );

/** EXPERIMENTAL - response for appending realtime text input. */
export type ThreadRealtimeAppendTextResponse = { [key: string]: unknown };
/** EXPERIMENTAL - response for appending realtime text input. */
export const ThreadRealtimeAppendTextResponse: t.Type<ThreadRealtimeAppendTextResponse> =
  /* @__PURE__ */ rt.lazy('ThreadRealtimeAppendTextResponse', () =>
    t.record(t.string, rt.jsonValue),
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
export const ThreadRealtimeListParams: t.Type<ThreadRealtimeListParams> = /* @__PURE__ */ rt.lazy(
  'ThreadRealtimeListParams',
  () =>
    t.intersection([
      t.type({ threadId: t.string }),
      t.partial({
        afterPosition: rt.nullable(rt.integer),
        cursor: rt.nullable(t.string),
        eventId: rt.nullable(t.string),
        fromObservedAtMs: rt.nullable(rt.integer),
        limit: rt.nullable(rt.integer),
        order: rt.nullable(ThreadRealtimeOrder),
        requiredThroughPosition: rt.nullable(rt.integer),
        sessionId: rt.nullable(t.string),
        snapshotEnd: rt.nullable(rt.integer),
        toObservedAtMs: rt.nullable(rt.integer),
      }),
    ]),
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
  /* @__PURE__ */ rt.lazy('ThreadRealtimeListResponse', () =>
    t.intersection([
      t.type({
        coverage: ThreadRealtimeCoverage,
        data: t.array(ThreadRealtimeEntry),
        projectedThroughItemIndex: rt.integer,
        snapshotEnd: rt.integer,
      }),
      t.partial({ nextCursor: rt.nullable(t.string) }),
    ]),
  );

/** EXPERIMENTAL - list voices supported by thread realtime. */
export type ThreadRealtimeListVoicesParams = { [key: string]: unknown };
/** EXPERIMENTAL - list voices supported by thread realtime. */
export const ThreadRealtimeListVoicesParams: t.Type<ThreadRealtimeListVoicesParams> =
  /* @__PURE__ */ rt.lazy('ThreadRealtimeListVoicesParams', () => t.record(t.string, rt.jsonValue));

/** EXPERIMENTAL - response for listing supported realtime voices. */
export type ThreadRealtimeListVoicesResponse = {
  voices: RealtimeVoicesList;
};
/** EXPERIMENTAL - response for listing supported realtime voices. */
export const ThreadRealtimeListVoicesResponse: t.Type<ThreadRealtimeListVoicesResponse> =
  /* @__PURE__ */ rt.lazy('ThreadRealtimeListVoicesResponse', () =>
    t.type({ voices: RealtimeVoicesList }),
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
export const ThreadRealtimeStartParams: t.Type<ThreadRealtimeStartParams> = /* @__PURE__ */ rt.lazy(
  'ThreadRealtimeStartParams',
  () =>
    t.intersection([
      t.type({ outputModality: RealtimeOutputModality, threadId: t.string }),
      t.partial({
        backendReasoningStatus: t.boolean,
        clientManagedHandoffs: rt.nullable(t.boolean),
        codexResponseHandoffChannelPrefixes: rt.nullable(t.record(t.string, t.array(t.string))),
        codexResponseHandoffMode: rt.nullable(CodexResponseHandoffMode),
        codexResponseItemPrefix: rt.nullable(t.string),
        codexResponsesAsItems: rt.nullable(t.boolean),
        delegationAckFiller: rt.nullable(t.boolean),
        flushTranscriptTailOnSessionEnd: rt.nullable(t.boolean),
        includeStartupContext: rt.nullable(t.boolean),
        initialItems: rt.nullable(t.array(ThreadRealtimeInitialItem)),
        model: rt.nullable(t.string),
        prompt: rt.nullable(t.string),
        realtimeEndInstructions: rt.nullable(t.string),
        realtimeSessionId: rt.nullable(t.string),
        realtimeStartInstructions: rt.nullable(t.string),
        transport: rt.nullable(ThreadRealtimeStartTransport),
        version: rt.nullable(RealtimeConversationVersion),
        voice: rt.nullable(RealtimeVoice),
        voiceSessionId: rt.nullable(t.string),
      }),
    ]),
);

/** EXPERIMENTAL - response for starting thread realtime. */
export type ThreadRealtimeStartResponse = { [key: string]: unknown };
/** EXPERIMENTAL - response for starting thread realtime. */
export const ThreadRealtimeStartResponse: t.Type<ThreadRealtimeStartResponse> =
  /* @__PURE__ */ rt.lazy('ThreadRealtimeStartResponse', () => t.record(t.string, rt.jsonValue));

/** EXPERIMENTAL - stop thread realtime. */
export type ThreadRealtimeStopParams = {
  threadId: string;
};
/** EXPERIMENTAL - stop thread realtime. */
export const ThreadRealtimeStopParams: t.Type<ThreadRealtimeStopParams> = /* @__PURE__ */ rt.lazy(
  'ThreadRealtimeStopParams',
  () => t.type({ threadId: t.string }),
);

/** EXPERIMENTAL - response for stopping thread realtime. */
export type ThreadRealtimeStopResponse = { [key: string]: unknown };
/** EXPERIMENTAL - response for stopping thread realtime. */
export const ThreadRealtimeStopResponse: t.Type<ThreadRealtimeStopResponse> =
  /* @__PURE__ */ rt.lazy('ThreadRealtimeStopResponse', () => t.record(t.string, rt.jsonValue));

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
export const ThreadResumeParams: t.Type<ThreadResumeParams> = /* @__PURE__ */ rt.lazy(
  'ThreadResumeParams',
  () =>
    t.intersection([
      t.type({ threadId: t.string }),
      t.partial({
        approvalPolicy: rt.nullable(AskForApproval),
        approvalsReviewer: rt.nullable(ApprovalsReviewer),
        baseInstructions: rt.nullable(t.string),
        config: rt.nullable(t.record(t.string, rt.jsonValue)),
        cwd: rt.nullable(t.string),
        developerInstructions: rt.nullable(t.string),
        excludeTurns: t.boolean,
        history: rt.nullable(t.array(ResponseItem)),
        initialTurnsPage: rt.nullable(ThreadResumeInitialTurnsPageParams),
        model: rt.nullable(t.string),
        modelProvider: rt.nullable(t.string),
        path: rt.nullable(t.string),
        permissions: rt.nullable(t.string),
        personality: rt.nullable(Personality),
        runtimeWorkspaceRoots: rt.nullable(t.array(AbsolutePathBuf)),
        sandbox: rt.nullable(SandboxMode),
        serviceTier: rt.nullable(t.string),
      }),
    ]),
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
export const ThreadResumeResponse: t.Type<ThreadResumeResponse> = /* @__PURE__ */ rt.lazy(
  'ThreadResumeResponse',
  () =>
    t.intersection([
      t.type({
        approvalPolicy: AskForApproval,
        approvalsReviewer: ApprovalsReviewer,
        cwd: AbsolutePathBuf,
        model: t.string,
        modelProvider: t.string,
        sandbox: SandboxPolicy,
        thread: Thread,
      }),
      t.partial({
        activePermissionProfile: rt.nullable(ActivePermissionProfile),
        collaborationMode: rt.nullable(CollaborationMode),
        disabledPluginIds: t.array(t.string),
        initialTurnsPage: rt.nullable(TurnsPage),
        instructionSources: t.array(LegacyAppPathString),
        itemsBackwardsCursor: rt.nullable(t.string),
        multiAgentMode: MultiAgentMode,
        reasoningEffort: rt.nullable(ReasoningEffort),
        runtimeWorkspaceRoots: t.array(AbsolutePathBuf),
        serviceTier: rt.nullable(t.string),
        turnsBackwardsCursor: rt.nullable(t.string),
      }),
    ]),
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
export const ThreadRevertResponse: t.Type<ThreadRevertResponse> = /* @__PURE__ */ rt.lazy(
  'ThreadRevertResponse',
  () =>
    t.intersection([
      t.type({ thread: Thread }),
      t.partial({
        itemsBackwardsCursor: rt.nullable(t.string),
        turnsBackwardsCursor: rt.nullable(t.string),
      }),
    ]),
);

export type ThreadSampleCancelParams = {
  requestId: RequestId;
};
export const ThreadSampleCancelParams: t.Type<ThreadSampleCancelParams> = /* @__PURE__ */ rt.lazy(
  'ThreadSampleCancelParams',
  () => t.type({ requestId: RequestId }),
);

export type ThreadSampleCancelResponse = { [key: string]: unknown };
export const ThreadSampleCancelResponse: t.Type<ThreadSampleCancelResponse> =
  /* @__PURE__ */ rt.lazy('ThreadSampleCancelResponse', () => t.record(t.string, rt.jsonValue));

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
export const ThreadSampleParams: t.Type<ThreadSampleParams> = /* @__PURE__ */ rt.lazy(
  'ThreadSampleParams',
  () =>
    t.intersection([
      t.type({ expectedTurnId: t.string, prompt: t.string, threadId: t.string }),
      t.partial({
        allowInProgressTurn: t.boolean,
        disableMcp: t.boolean,
        effort: rt.nullable(ReasoningEffort),
        interruptOnCancel: rt.nullable(t.boolean),
        responsesapiClientMetadata: rt.nullable(t.record(t.string, t.string)),
        threadSource: rt.nullable(ThreadSource),
        turnTrigger: rt.nullable(t.string),
      }),
    ]),
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
export const ThreadSampleResponse: t.Type<ThreadSampleResponse> = /* @__PURE__ */ rt.lazy(
  'ThreadSampleResponse',
  () =>
    t.intersection([
      t.type({ responseId: t.string, sourceTurnId: t.string }),
      t.partial({
        cachedInputTokens: rt.nullable(rt.integer),
        inputTokens: rt.nullable(rt.integer),
        outputTokens: rt.nullable(rt.integer),
        text: rt.nullable(t.string),
      }),
    ]),
);

/** Request cancellation on the same connection. `thread/search/cancel` targets only `thread/search`; `thread/search/stream/cancel` targets only `thread/search/stream`. Cancellation is idempotent: the cancel response acknowledges the request, and an interrupted search completes with an error after its subprocess is stopped and reaped. If completion races cancellation, the original search may still succeed. An already-completed search is unaffected. */
export type ThreadSearchCancelParams = {
  requestId: RequestId;
};
/** Request cancellation on the same connection. `thread/search/cancel` targets only `thread/search`; `thread/search/stream/cancel` targets only `thread/search/stream`. Cancellation is idempotent: the cancel response acknowledges the request, and an interrupted search completes with an error after its subprocess is stopped and reaped. If completion races cancellation, the original search may still succeed. An already-completed search is unaffected. */
export const ThreadSearchCancelParams: t.Type<ThreadSearchCancelParams> = /* @__PURE__ */ rt.lazy(
  'ThreadSearchCancelParams',
  () => t.type({ requestId: RequestId }),
);

export type ThreadSearchCancelResponse = { [key: string]: unknown };
export const ThreadSearchCancelResponse: t.Type<ThreadSearchCancelResponse> =
  /* @__PURE__ */ rt.lazy('ThreadSearchCancelResponse', () => t.record(t.string, rt.jsonValue));

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
export const ThreadSearchOccurrence: t.Type<ThreadSearchOccurrence> = /* @__PURE__ */ rt.lazy(
  'ThreadSearchOccurrence',
  () =>
    t.type({
      itemId: t.string,
      snippet: t.string,
      snippetMatchRange: ThreadSearchTextRange,
      turnCursor: t.string,
      turnId: t.string,
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
  /* @__PURE__ */ rt.lazy('ThreadSearchOccurrencesParams', () =>
    t.intersection([
      t.type({ searchTerm: t.string, threadId: t.string }),
      t.partial({ cursor: rt.nullable(t.string), limit: rt.nullable(rt.integer) }),
    ]),
  );

export type ThreadSearchOccurrencesResponse = {
  /** Occurrences in chronological message order. */
  data: Array<ThreadSearchOccurrence>;
  /** Opaque cursor to continue after the last returned occurrence. */
  nextCursor?: string | null;
};
export const ThreadSearchOccurrencesResponse: t.Type<ThreadSearchOccurrencesResponse> =
  /* @__PURE__ */ rt.lazy('ThreadSearchOccurrencesResponse', () =>
    t.intersection([
      t.type({ data: t.array(ThreadSearchOccurrence) }),
      t.partial({ nextCursor: rt.nullable(t.string) }),
    ]),
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
export const ThreadSearchParams: t.Type<ThreadSearchParams> = /* @__PURE__ */ rt.lazy(
  'ThreadSearchParams',
  () =>
    t.intersection([
      t.type({ searchTerm: t.string }),
      t.partial({
        archived: rt.nullable(t.boolean),
        currentAccountOnly: t.boolean,
        cursor: rt.nullable(t.string),
        includeAttachedThreads: t.boolean,
        limit: rt.nullable(rt.integer),
        sortDirection: rt.nullable(SortDirection),
        sortKey: rt.nullable(ThreadSearchSortKey),
        sourceKinds: rt.nullable(t.array(ThreadSourceKind)),
      }),
    ]),
);

/** A best-effort incremental batch for `thread/search/stream`. Match `requestId` to the request on this connection. Only a small subset of verified matches may be emitted; rows are unique and arrive in discovery order, but may be dropped under load or fall outside the final sorted page. Thread fields use stored metadata and the current watched status; live thread settings are enriched in the final response. Replace provisional rows with the authoritative final response. No partials follow it or an error. */
export type ThreadSearchPartialNotification = {
  data: Array<ThreadSearchResult>;
  requestId: RequestId;
};
/** A best-effort incremental batch for `thread/search/stream`. Match `requestId` to the request on this connection. Only a small subset of verified matches may be emitted; rows are unique and arrive in discovery order, but may be dropped under load or fall outside the final sorted page. Thread fields use stored metadata and the current watched status; live thread settings are enriched in the final response. Replace provisional rows with the authoritative final response. No partials follow it or an error. */
export const ThreadSearchPartialNotification: t.Type<ThreadSearchPartialNotification> =
  /* @__PURE__ */ rt.lazy('ThreadSearchPartialNotification', () =>
    t.type({ data: t.array(ThreadSearchResult), requestId: RequestId }),
  );

export type ThreadSearchResponse = {
  /** Opaque cursor to pass as `cursor` when reversing `sortDirection`. This is only populated when the page contains at least one thread. Use it with the opposite `sortDirection`; for timestamp sorts it anchors at the start of the page timestamp so same-second updates are not skipped. */
  backwardsCursor?: string | null;
  data: Array<ThreadSearchResult>;
  /** Opaque cursor to pass to the next call to continue after the last item. if None, there are no more items to return. */
  nextCursor?: string | null;
};
export const ThreadSearchResponse: t.Type<ThreadSearchResponse> = /* @__PURE__ */ rt.lazy(
  'ThreadSearchResponse',
  () =>
    t.intersection([
      t.type({ data: t.array(ThreadSearchResult) }),
      t.partial({ backwardsCursor: rt.nullable(t.string), nextCursor: rt.nullable(t.string) }),
    ]),
);

export type ThreadSearchResult = {
  snippet: string;
  thread: Thread;
};
export const ThreadSearchResult: t.Type<ThreadSearchResult> = /* @__PURE__ */ rt.lazy(
  'ThreadSearchResult',
  () => t.type({ snippet: t.string, thread: Thread }),
);

/** UTF-16 code-unit range within `snippet`. */
export type ThreadSearchTextRange = {
  /** Exclusive UTF-16 code-unit offset. */
  end: number;
  /** Inclusive UTF-16 code-unit offset. */
  start: number;
};
/** UTF-16 code-unit range within `snippet`. */
export const ThreadSearchTextRange: t.Type<ThreadSearchTextRange> = /* @__PURE__ */ rt.lazy(
  'ThreadSearchTextRange',
  () => t.type({ end: rt.integer, start: rt.integer }),
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
export const ThreadSettings: t.Type<ThreadSettings> = /* @__PURE__ */ rt.lazy(
  'ThreadSettings',
  () =>
    t.intersection([
      t.type({
        approvalPolicy: AskForApproval,
        approvalsReviewer: ApprovalsReviewer,
        collaborationMode: CollaborationMode,
        cwd: AbsolutePathBuf,
        model: t.string,
        modelProvider: t.string,
        sandboxPolicy: SandboxPolicy,
      }),
      t.partial({
        activePermissionProfile: rt.nullable(ActivePermissionProfile),
        disabledPluginIds: t.array(t.string),
        effort: rt.nullable(ReasoningEffort),
        environments: rt.nullable(t.array(ThreadEnvironment)),
        multiAgentMode: MultiAgentMode,
        personality: rt.nullable(Personality),
        serviceTier: rt.nullable(t.string),
        summary: rt.nullable(ReasoningSummary),
      }),
    ]),
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
  /* @__PURE__ */ rt.lazy('ThreadSettingsUpdateParams', () =>
    t.intersection([
      t.type({ threadId: t.string }),
      t.partial({
        approvalPolicy: rt.nullable(AskForApproval),
        approvalsReviewer: rt.nullable(ApprovalsReviewer),
        collaborationMode: rt.nullable(CollaborationMode),
        cwd: rt.nullable(t.string),
        disabledPluginIds: rt.nullable(t.array(t.string)),
        effort: rt.nullable(ReasoningEffort),
        environments: rt.nullable(t.array(TurnEnvironmentParams)),
        model: rt.nullable(t.string),
        multiAgentMode: rt.nullable(MultiAgentMode),
        permissions: rt.nullable(t.string),
        personality: rt.nullable(Personality),
        sandboxPolicy: rt.nullable(SandboxPolicy),
        serviceTier: rt.nullable(t.string),
        summary: rt.nullable(ReasoningSummary),
      }),
    ]),
  );

export type ThreadSettingsUpdateResponse = { [key: string]: unknown };
export const ThreadSettingsUpdateResponse: t.Type<ThreadSettingsUpdateResponse> =
  /* @__PURE__ */ rt.lazy('ThreadSettingsUpdateResponse', () => t.record(t.string, rt.jsonValue));

export type ThreadSettingsUpdatedNotification = {
  threadId: string;
  threadSettings: ThreadSettings;
};
export const ThreadSettingsUpdatedNotification: t.Type<ThreadSettingsUpdatedNotification> =
  /* @__PURE__ */ rt.lazy('ThreadSettingsUpdatedNotification', () =>
    t.type({ threadId: t.string, threadSettings: ThreadSettings }),
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
export const ThreadStartParams: t.Type<ThreadStartParams> = /* @__PURE__ */ rt.lazy(
  'ThreadStartParams',
  () =>
    t.partial({
      allowProviderModelFallback: t.boolean,
      approvalPolicy: rt.nullable(AskForApproval),
      approvalsReviewer: rt.nullable(ApprovalsReviewer),
      baseInstructions: rt.nullable(t.string),
      config: rt.nullable(t.record(t.string, rt.jsonValue)),
      cwd: rt.nullable(t.string),
      daybreakEnabled: rt.nullable(t.boolean),
      developerInstructions: rt.nullable(t.string),
      dynamicTools: rt.nullable(t.array(DynamicToolSpec)),
      environments: rt.nullable(t.array(TurnEnvironmentParams)),
      ephemeral: rt.nullable(t.boolean),
      experimentalRawEvents: t.boolean,
      historyMode: rt.nullable(ThreadHistoryMode),
      mockExperimentalField: rt.nullable(t.string),
      model: rt.nullable(t.string),
      modelProvider: rt.nullable(t.string),
      multiAgentMode: rt.nullable(MultiAgentMode),
      permissions: rt.nullable(t.string),
      personality: rt.nullable(Personality),
      projectId: rt.nullable(t.string),
      runtimeWorkspaceRoots: rt.nullable(t.array(AbsolutePathBuf)),
      sandbox: rt.nullable(SandboxMode),
      selectedCapabilityRoots: rt.nullable(t.array(SelectedCapabilityRoot)),
      serviceName: rt.nullable(t.string),
      serviceTier: rt.nullable(t.string),
      sessionStartSource: rt.nullable(ThreadStartSource),
      threadSource: rt.nullable(ThreadSource),
    }),
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
export const ThreadStartResponse: t.Type<ThreadStartResponse> = /* @__PURE__ */ rt.lazy(
  'ThreadStartResponse',
  () =>
    t.intersection([
      t.type({
        approvalPolicy: AskForApproval,
        approvalsReviewer: ApprovalsReviewer,
        cwd: AbsolutePathBuf,
        model: t.string,
        modelProvider: t.string,
        sandbox: SandboxPolicy,
        thread: Thread,
      }),
      t.partial({
        activePermissionProfile: rt.nullable(ActivePermissionProfile),
        disabledPluginIds: t.array(t.string),
        instructionSources: t.array(LegacyAppPathString),
        multiAgentMode: MultiAgentMode,
        reasoningEffort: rt.nullable(ReasoningEffort),
        runtimeWorkspaceRoots: t.array(AbsolutePathBuf),
        serviceTier: rt.nullable(t.string),
      }),
    ]),
);

export type ThreadStartedNotification = {
  thread: Thread;
};
export const ThreadStartedNotification: t.Type<ThreadStartedNotification> = /* @__PURE__ */ rt.lazy(
  'ThreadStartedNotification',
  () => t.type({ thread: Thread }),
);

/** EXPERIMENTAL - list ordinary and realtime thread history in rollout order. */
export type ThreadTimelineListParams = {
  cursor?: string | null;
  limit?: number | null;
  threadId: string;
};
/** EXPERIMENTAL - list ordinary and realtime thread history in rollout order. */
export const ThreadTimelineListParams: t.Type<ThreadTimelineListParams> = /* @__PURE__ */ rt.lazy(
  'ThreadTimelineListParams',
  () =>
    t.intersection([
      t.type({ threadId: t.string }),
      t.partial({ cursor: rt.nullable(t.string), limit: rt.nullable(rt.integer) }),
    ]),
);

/** EXPERIMENTAL - a bounded timeline page with its resolved opening voice state. */
export type ThreadTimelineListResponse = {
  activeRealtimeSessionAtPageStart?: string | null;
  data: Array<ThreadTimelineEntry>;
  nextCursor?: string | null;
};
/** EXPERIMENTAL - a bounded timeline page with its resolved opening voice state. */
export const ThreadTimelineListResponse: t.Type<ThreadTimelineListResponse> =
  /* @__PURE__ */ rt.lazy('ThreadTimelineListResponse', () =>
    t.intersection([
      t.type({ data: t.array(ThreadTimelineEntry) }),
      t.partial({
        activeRealtimeSessionAtPageStart: rt.nullable(t.string),
        nextCursor: rt.nullable(t.string),
      }),
    ]),
  );

export type ThreadUnarchiveResponse = {
  thread: Thread;
};
export const ThreadUnarchiveResponse: t.Type<ThreadUnarchiveResponse> = /* @__PURE__ */ rt.lazy(
  'ThreadUnarchiveResponse',
  () => t.type({ thread: Thread }),
);
