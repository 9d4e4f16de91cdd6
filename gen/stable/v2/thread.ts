// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import * as t from 'io-ts';
import * as rt from '../../../lib/protocol/codec-runtime.js';

import { AbsolutePathBuf, FileChange, ParsedCommand, RequestId } from '../shared/common.js';
import { AccountTokenUsageDailyBucket, AccountTokenUsageSummary } from './account.js';
import {
  ApprovalsReviewer,
  AskForApproval,
  DynamicToolCallOutputContentItem,
  FileUpdateChange,
  LegacyAppPathString,
  MessagePhase,
  ModeKind,
  Personality,
  ReasoningEffort,
  ReasoningSummary,
  SandboxMode,
  SandboxPolicy,
  TokenUsageBreakdown,
} from './common.js';
import {
  CommandExecutionThreadItem,
  ContextCompactionThreadItem,
  EnteredReviewModeThreadItem,
  ExitedReviewModeThreadItem,
  FileIdThreadItem,
  FunctionCallOutputThreadItem,
  HookPromptThreadItem,
  ImageViewThreadItem,
  McpToolCallThreadItem,
  PlanThreadItem,
  ReasoningThreadItem,
  ResultThreadItem,
  SleepThreadItem,
  ThreadItemOutputDeferral,
  UserMessageThreadItem,
} from './thread-item.js';
import { ThreadRealtimeItem } from './thread-realtime.js';
import { TurnError, TurnItemsView, TurnStatus } from './turn.js';

export type ActivePermissionProfile = {
  /** Parent profile identifier from the selected permissions profile's `extends` setting, when present. */
  extends?: string | null;
  /** Identifier from `default_permissions` or the implicit built-in default, such as `:workspace` or a user-defined `[permissions.<id>]` profile. */
  id: string;
};
export const ActivePermissionProfile: t.Type<ActivePermissionProfile> = /* @__PURE__ */ rt.lazy(
  'ActivePermissionProfile',
  () => t.intersection([t.type({ id: t.string }), t.partial({ extends: rt.nullable(t.string) })]),
);

export type ActiveThreadStatus = {
  activeFlags: Array<ThreadActiveFlag>;
  type: 'active';
};
export const ActiveThreadStatus: t.Type<ActiveThreadStatus> = /* @__PURE__ */ rt.lazy(
  'ActiveThreadStatus',
  () => t.type({ activeFlags: t.array(ThreadActiveFlag), type: t.literal('active') }),
);

export type AgentMessageDelivery = 'async';
export const AgentMessageDelivery: t.Type<AgentMessageDelivery> = /* @__PURE__ */ rt.lazy(
  'AgentMessageDelivery',
  () => t.literal('async'),
);

/** How Chat should present a recovered answer. */
export type AgentMessageDisplay =
  | {
      annotation?: AnswerAnnotation | null;
      mode: 'show';
      trustedContacts: TrustedContacts;
      version: 1;
    }
  | {
      mode: 'hide';
      replacement: AnswerReplacement;
      version: 1;
    }
  | {
      mode: 'block';
      reason: BlockReason;
      version: 1;
    };
/** How Chat should present a recovered answer. */
export const AgentMessageDisplay: rt.TaggedUnionType<AgentMessageDisplay> =
  /* @__PURE__ */ rt.lazyTagged('AgentMessageDisplay', () =>
    rt.taggedUnion(
      'mode',
      {
        show: t.intersection([
          t.type({
            mode: t.literal('show'),
            trustedContacts: TrustedContacts,
            version: t.literal(1),
          }),
          t.partial({ annotation: rt.nullable(AnswerAnnotation) }),
        ]),
        hide: t.type({
          mode: t.literal('hide'),
          replacement: AnswerReplacement,
          version: t.literal(1),
        }),
        block: t.type({ mode: t.literal('block'), reason: BlockReason, version: t.literal(1) }),
      },
      'AgentMessageDisplay',
    ),
  );

export type AgentMessageModeration = {
  display?: AgentMessageDisplay | null;
  moderated: boolean;
};
export const AgentMessageModeration: t.Type<AgentMessageModeration> = /* @__PURE__ */ rt.lazy(
  'AgentMessageModeration',
  () =>
    t.intersection([
      t.type({ moderated: t.boolean }),
      t.partial({ display: rt.nullable(AgentMessageDisplay) }),
    ]),
);

export type AgentMessageThreadItem = {
  delivery?: AgentMessageDelivery | null;
  id: string;
  memoryCitation?: MemoryCitation | null;
  moderation?: AgentMessageModeration | null;
  phase?: MessagePhase | null;
  questions?: Array<AsyncUserInputQuestion> | null;
  text: string;
  type: 'agentMessage';
};
export const AgentMessageThreadItem: t.Type<AgentMessageThreadItem> = /* @__PURE__ */ rt.lazy(
  'AgentMessageThreadItem',
  () =>
    t.intersection([
      t.type({ id: t.string, text: t.string, type: t.literal('agentMessage') }),
      t.partial({
        delivery: rt.nullable(AgentMessageDelivery),
        memoryCitation: rt.nullable(MemoryCitation),
        moderation: rt.nullable(AgentMessageModeration),
        phase: rt.nullable(MessagePhase),
        questions: rt.nullable(t.array(AsyncUserInputQuestion)),
      }),
    ]),
);

export type AgentPath = string;
export const AgentPath: t.Type<AgentPath> = t.string;

export type AnswerAnnotation = {
  kind: 'wellbeingHelpline';
  subject: HelplineSubject;
};
export const AnswerAnnotation: t.Type<AnswerAnnotation> = /* @__PURE__ */ rt.lazy(
  'AnswerAnnotation',
  () => t.type({ kind: t.literal('wellbeingHelpline'), subject: HelplineSubject }),
);

export type AnswerReplacement = {
  kind: 'wellbeingPromptHelpline';
};
export const AnswerReplacement: t.Type<AnswerReplacement> = /* @__PURE__ */ rt.lazy(
  'AnswerReplacement',
  () => t.type({ kind: t.literal('wellbeingPromptHelpline') }),
);

export type ApplyPatchApprovalParams = {
  /** Use to correlate this with [codex_protocol::protocol::PatchApplyBeginEvent] and [codex_protocol::protocol::PatchApplyEndEvent]. */
  callId: string;
  conversationId: ThreadId;
  fileChanges: { [key: string]: FileChange };
  /** When set, the agent is asking the user to allow writes under this root for the remainder of the session (unclear if this is honored today). */
  grantRoot?: string | null;
  /** Optional explanatory reason (e.g. request for extra write access). */
  reason?: string | null;
};
export const ApplyPatchApprovalParams: t.Type<ApplyPatchApprovalParams> = /* @__PURE__ */ rt.lazy(
  'ApplyPatchApprovalParams',
  () =>
    t.intersection([
      t.type({
        callId: t.string,
        conversationId: ThreadId,
        fileChanges: t.record(t.string, FileChange),
      }),
      t.partial({ grantRoot: rt.nullable(t.string), reason: rt.nullable(t.string) }),
    ]),
);

export type AsyncUserInputQuestion = {
  options?: Array<string> | null;
  title: string;
};
export const AsyncUserInputQuestion: t.Type<AsyncUserInputQuestion> = /* @__PURE__ */ rt.lazy(
  'AsyncUserInputQuestion',
  () =>
    t.intersection([
      t.type({ title: t.string }),
      t.partial({ options: rt.nullable(t.array(t.string)) }),
    ]),
);

export type BlockReason =
  | {
      kind: 'protection';
      /** Identifies the same moderation row that Chat writes on the live path. */
      protectionType: string;
    }
  | KindBlockReason;
export const BlockReason: rt.TaggedUnionType<BlockReason> = /* @__PURE__ */ rt.lazyTagged(
  'BlockReason',
  () =>
    rt.taggedUnion(
      'kind',
      {
        protection: t.type({ kind: t.literal('protection'), protectionType: t.string }),
        cyber: KindBlockReason,
      },
      'BlockReason',
    ),
);

export type CollabAgentState = {
  message?: string | null;
  status: CollabAgentStatus;
};
export const CollabAgentState: t.Type<CollabAgentState> = /* @__PURE__ */ rt.lazy(
  'CollabAgentState',
  () =>
    t.intersection([
      t.type({ status: CollabAgentStatus }),
      t.partial({ message: rt.nullable(t.string) }),
    ]),
);

export type CollabAgentStatus =
  | 'pendingInit'
  | 'running'
  | 'interrupted'
  | 'completed'
  | 'errored'
  | 'shutdown'
  | 'notFound';
export const CollabAgentStatus: t.Type<CollabAgentStatus> = /* @__PURE__ */ rt.lazy(
  'CollabAgentStatus',
  () =>
    rt.openEnum(
      t.keyof({
        pendingInit: null,
        running: null,
        interrupted: null,
        completed: null,
        errored: null,
        shutdown: null,
        notFound: null,
      }),
    ),
);

export type CollabAgentTool =
  | 'spawnAgent'
  | 'sendInput'
  | 'resumeAgent'
  | 'wait'
  | 'closeAgent'
  | 'sendMessage'
  | 'followupTask'
  | 'interruptAgent'
  | 'listAgents';
export const CollabAgentTool: t.Type<CollabAgentTool> = /* @__PURE__ */ rt.lazy(
  'CollabAgentTool',
  () =>
    rt.openEnum(
      t.keyof({
        spawnAgent: null,
        sendInput: null,
        resumeAgent: null,
        wait: null,
        closeAgent: null,
        sendMessage: null,
        followupTask: null,
        interruptAgent: null,
        listAgents: null,
      }),
    ),
);

export type CollabAgentToolCallStatus = 'inProgress' | 'completed' | 'failed' | 'interrupted';
export const CollabAgentToolCallStatus: t.Type<CollabAgentToolCallStatus> = /* @__PURE__ */ rt.lazy(
  'CollabAgentToolCallStatus',
  () =>
    rt.openEnum(t.keyof({ inProgress: null, completed: null, failed: null, interrupted: null })),
);

export type CollabAgentToolCallThreadItem = {
  /** Last known status of the target agents, when available. */
  agentsStates: { [key: string]: CollabAgentState };
  /** Unique identifier for this collab tool call. */
  id: string;
  /** Model requested for the spawned agent, when applicable. */
  model?: string | null;
  /** Prompt text sent as part of the collab tool call, when available. */
  prompt?: string | null;
  /** Reasoning effort requested for the spawned agent, when applicable. */
  reasoningEffort?: ReasoningEffort | null;
  /** Thread ID of the receiving agent, when applicable. In case of spawn operation, this corresponds to the newly spawned agent. */
  receiverThreadIds: Array<string>;
  /** Thread ID of the agent issuing the collab request. */
  senderThreadId: string;
  /** Current status of the collab tool call. */
  status: CollabAgentToolCallStatus;
  /** Name of the collab tool that was invoked. */
  tool: CollabAgentTool;
  type: 'collabAgentToolCall';
};
export const CollabAgentToolCallThreadItem: t.Type<CollabAgentToolCallThreadItem> =
  /* @__PURE__ */ rt.lazy('CollabAgentToolCallThreadItem', () =>
    t.intersection([
      t.type({
        agentsStates: t.record(t.string, CollabAgentState),
        id: t.string,
        receiverThreadIds: t.array(t.string),
        senderThreadId: t.string,
        status: CollabAgentToolCallStatus,
        tool: CollabAgentTool,
        type: t.literal('collabAgentToolCall'),
      }),
      t.partial({
        model: rt.nullable(t.string),
        prompt: rt.nullable(t.string),
        reasoningEffort: rt.nullable(ReasoningEffort),
      }),
    ]),
  );

/** Collaboration mode for a Codex session. */
export type CollaborationMode = {
  mode: ModeKind;
  settings: Settings;
};
/** Collaboration mode for a Codex session. */
export const CollaborationMode: t.Type<CollaborationMode> = /* @__PURE__ */ rt.lazy(
  'CollaborationMode',
  () => t.type({ mode: ModeKind, settings: Settings }),
);

export type CompletedThreadPredictionResult = {
  text?: string | null;
  type: 'completed';
};
export const CompletedThreadPredictionResult: t.Type<CompletedThreadPredictionResult> =
  /* @__PURE__ */ rt.lazy('CompletedThreadPredictionResult', () =>
    t.intersection([
      t.type({ type: t.literal('completed') }),
      t.partial({ text: rt.nullable(t.string) }),
    ]),
  );

/** Deprecated: Use `ContextCompaction` item type instead. */
export type ContextCompactedNotification = {
  threadId: string;
  turnId: string;
};
/** Deprecated: Use `ContextCompaction` item type instead. */
export const ContextCompactedNotification: t.Type<ContextCompactedNotification> =
  /* @__PURE__ */ rt.lazy('ContextCompactedNotification', () =>
    t.type({ threadId: t.string, turnId: t.string }),
  );

export type ConversationTextRole = 'user' | 'developer' | 'assistant';
export const ConversationTextRole: t.Type<ConversationTextRole> = /* @__PURE__ */ rt.lazy(
  'ConversationTextRole',
  () => rt.openEnum(t.keyof({ user: null, developer: null, assistant: null })),
);

export type CustomSessionSource = {
  custom: string;
};
export const CustomSessionSource: t.Type<CustomSessionSource> = /* @__PURE__ */ rt.lazy(
  'CustomSessionSource',
  () => t.type({ custom: t.string }),
);

export type DynamicToolCallStatus = 'inProgress' | 'completed' | 'failed';
export const DynamicToolCallStatus: t.Type<DynamicToolCallStatus> = /* @__PURE__ */ rt.lazy(
  'DynamicToolCallStatus',
  () => rt.openEnum(t.keyof({ inProgress: null, completed: null, failed: null })),
);

export type DynamicToolCallThreadItem = {
  arguments: unknown;
  contentItems?: Array<DynamicToolCallOutputContentItem> | null;
  /** The duration of the dynamic tool call in milliseconds. */
  durationMs?: number | null;
  id: string;
  namespace?: string | null;
  status: DynamicToolCallStatus;
  success?: boolean | null;
  tool: string;
  type: 'dynamicToolCall';
};
export const DynamicToolCallThreadItem: t.Type<DynamicToolCallThreadItem> = /* @__PURE__ */ rt.lazy(
  'DynamicToolCallThreadItem',
  () =>
    t.intersection([
      t.type({
        arguments: rt.jsonValue,
        id: t.string,
        status: DynamicToolCallStatus,
        tool: t.string,
        type: t.literal('dynamicToolCall'),
      }),
      t.partial({
        contentItems: rt.nullable(t.array(DynamicToolCallOutputContentItem)),
        durationMs: rt.nullable(rt.integer),
        namespace: rt.nullable(t.string),
        success: rt.nullable(t.boolean),
      }),
    ]),
);

export type EnvironmentConnectionNotification = {
  environmentId: string;
  threadId: string;
};
export const EnvironmentConnectionNotification: t.Type<EnvironmentConnectionNotification> =
  /* @__PURE__ */ rt.lazy('EnvironmentConnectionNotification', () =>
    t.type({ environmentId: t.string, threadId: t.string }),
  );

export type ExecCommandApprovalParams = {
  /** Identifier for this specific approval callback. */
  approvalId?: string | null;
  /** Use to correlate this with [codex_protocol::protocol::ExecCommandBeginEvent] and [codex_protocol::protocol::ExecCommandEndEvent]. */
  callId: string;
  command: Array<string>;
  conversationId: ThreadId;
  cwd: string;
  parsedCmd: Array<ParsedCommand>;
  reason?: string | null;
};
export const ExecCommandApprovalParams: t.Type<ExecCommandApprovalParams> = /* @__PURE__ */ rt.lazy(
  'ExecCommandApprovalParams',
  () =>
    t.intersection([
      t.type({
        callId: t.string,
        command: t.array(t.string),
        conversationId: ThreadId,
        cwd: t.string,
        parsedCmd: t.array(ParsedCommand),
      }),
      t.partial({ approvalId: rt.nullable(t.string), reason: rt.nullable(t.string) }),
    ]),
);

export type FailedThreadPredictionResult = {
  type: 'failed';
};
export const FailedThreadPredictionResult: t.Type<FailedThreadPredictionResult> =
  /* @__PURE__ */ rt.lazy('FailedThreadPredictionResult', () =>
    t.type({ type: t.literal('failed') }),
  );

export type FileChangeThreadItem = {
  changes: Array<FileUpdateChange>;
  id: string;
  status: PatchApplyStatus;
  type: 'fileChange';
};
export const FileChangeThreadItem: t.Type<FileChangeThreadItem> = /* @__PURE__ */ rt.lazy(
  'FileChangeThreadItem',
  () =>
    t.type({
      changes: t.array(FileUpdateChange),
      id: t.string,
      status: PatchApplyStatus,
      type: t.literal('fileChange'),
    }),
);

export type FindInPageWebSearchAction = {
  pattern?: string | null;
  type: 'findInPage';
  url?: string | null;
};
export const FindInPageWebSearchAction: t.Type<FindInPageWebSearchAction> = /* @__PURE__ */ rt.lazy(
  'FindInPageWebSearchAction',
  () =>
    t.intersection([
      t.type({ type: t.literal('findInPage') }),
      t.partial({ pattern: rt.nullable(t.string), url: rt.nullable(t.string) }),
    ]),
);

export type GetAccountTokenUsageResponse = {
  dailyUsageBuckets?: Array<AccountTokenUsageDailyBucket> | null;
  summary: AccountTokenUsageSummary;
  /** Estimated usage when a thread was requested and its billing route is available. */
  threadUsage?: ThreadUsage | null;
};
export const GetAccountTokenUsageResponse: t.Type<GetAccountTokenUsageResponse> =
  /* @__PURE__ */ rt.lazy('GetAccountTokenUsageResponse', () =>
    t.intersection([
      t.type({ summary: AccountTokenUsageSummary }),
      t.partial({
        dailyUsageBuckets: rt.nullable(t.array(AccountTokenUsageDailyBucket)),
        threadUsage: rt.nullable(ThreadUsage),
      }),
    ]),
  );

export type GitInfo = {
  branch?: string | null;
  originUrl?: string | null;
  sha?: string | null;
};
export const GitInfo: t.Type<GitInfo> = /* @__PURE__ */ rt.lazy('GitInfo', () =>
  t.partial({
    branch: rt.nullable(t.string),
    originUrl: rt.nullable(t.string),
    sha: rt.nullable(t.string),
  }),
);

export type HelplineSubject = 'answer' | 'prompt';
export const HelplineSubject: t.Type<HelplineSubject> = /* @__PURE__ */ rt.lazy(
  'HelplineSubject',
  () => rt.openEnum(t.keyof({ answer: null, prompt: null })),
);

export type IdleThreadStatus = {
  type: 'idle';
};
export const IdleThreadStatus: t.Type<IdleThreadStatus> = /* @__PURE__ */ rt.lazy(
  'IdleThreadStatus',
  () => t.type({ type: t.literal('idle') }),
);

export type ImageGenerationFailure = {
  limitId: string;
  resetsAt?: number | null;
  type: 'usageLimitExceeded';
};
export const ImageGenerationFailure: t.Type<ImageGenerationFailure> = /* @__PURE__ */ rt.lazy(
  'ImageGenerationFailure',
  () =>
    t.intersection([
      t.type({ limitId: t.string, type: t.literal('usageLimitExceeded') }),
      t.partial({ resetsAt: rt.nullable(rt.integer) }),
    ]),
);

/** A local image file successfully read for this exact image-generation request. */
export type ImageGenerationInputImage = {
  path: AbsolutePathBuf;
  /** Lowercase SHA-256 of the file bytes read before image normalization. */
  sha256: string;
};
/** A local image file successfully read for this exact image-generation request. */
export const ImageGenerationInputImage: t.Type<ImageGenerationInputImage> = /* @__PURE__ */ rt.lazy(
  'ImageGenerationInputImage',
  () => t.type({ path: AbsolutePathBuf, sha256: t.string }),
);

/**
 * Either inline generated-image data or its durable attachment-store identity.
 *
 * `File` must remain first so rollouts written during the migration, which contain both an empty `result` and a `fileId`, retain the file reference when deserialized.
 */
export type ImageGenerationThreadItem = {
  failure?: ImageGenerationFailure | null;
  /** Image generation identifier for the generated image, when provided by the image backend. */
  generationId?: string | null;
  id: string;
  /** Observed local inputs for a completed generation, absent on older items. */
  inputImages?: Array<ImageGenerationInputImage>;
  revisedPrompt?: string | null;
  savedPath?: AbsolutePathBuf | null;
  status: string;
  transparentBackground?: boolean | null;
  type: 'imageGeneration';
} & (FileIdThreadItem | ResultThreadItem);
/**
 * Either inline generated-image data or its durable attachment-store identity.
 *
 * `File` must remain first so rollouts written during the migration, which contain both an empty `result` and a `fileId`, retain the file reference when deserialized.
 */
export const ImageGenerationThreadItem: t.Type<ImageGenerationThreadItem> = /* @__PURE__ */ rt.lazy(
  'ImageGenerationThreadItem',
  () =>
    t.intersection([
      t.intersection([
        t.type({ id: t.string, status: t.string, type: t.literal('imageGeneration') }),
        t.partial({
          failure: rt.nullable(ImageGenerationFailure),
          generationId: rt.nullable(t.string),
          inputImages: t.array(ImageGenerationInputImage),
          revisedPrompt: rt.nullable(t.string),
          savedPath: rt.nullable(AbsolutePathBuf),
          transparentBackground: rt.nullable(t.boolean),
        }),
      ]),
      t.union([FileIdThreadItem, ResultThreadItem]),
    ]),
);

export type ItemThreadTimelineEntry = {
  item: ThreadItem;
  position: number;
  turnId: string;
  type: 'item';
};
export const ItemThreadTimelineEntry: t.Type<ItemThreadTimelineEntry> = /* @__PURE__ */ rt.lazy(
  'ItemThreadTimelineEntry',
  () =>
    t.type({ item: ThreadItem, position: rt.integer, turnId: t.string, type: t.literal('item') }),
);

export type KindBlockReason = {
  kind: 'cyber';
  trustedAccess?: boolean | null;
};
export const KindBlockReason: t.Type<KindBlockReason> = /* @__PURE__ */ rt.lazy(
  'KindBlockReason',
  () =>
    t.intersection([
      t.type({ kind: t.literal('cyber') }),
      t.partial({ trustedAccess: rt.nullable(t.boolean) }),
    ]),
);

export type MemoryCitation = {
  entries: Array<MemoryCitationEntry>;
  threadIds: Array<string>;
};
export const MemoryCitation: t.Type<MemoryCitation> = /* @__PURE__ */ rt.lazy(
  'MemoryCitation',
  () => t.type({ entries: t.array(MemoryCitationEntry), threadIds: t.array(t.string) }),
);

export type MemoryCitationEntry = {
  lineEnd: number;
  lineStart: number;
  note: string;
  path: string;
};
export const MemoryCitationEntry: t.Type<MemoryCitationEntry> = /* @__PURE__ */ rt.lazy(
  'MemoryCitationEntry',
  () => t.type({ lineEnd: rt.integer, lineStart: rt.integer, note: t.string, path: t.string }),
);

export type NotLoadedThreadStatus = {
  type: 'notLoaded';
};
export const NotLoadedThreadStatus: t.Type<NotLoadedThreadStatus> = /* @__PURE__ */ rt.lazy(
  'NotLoadedThreadStatus',
  () => t.type({ type: t.literal('notLoaded') }),
);

export type OpenPageWebSearchAction = {
  type: 'openPage';
  url?: string | null;
};
export const OpenPageWebSearchAction: t.Type<OpenPageWebSearchAction> = /* @__PURE__ */ rt.lazy(
  'OpenPageWebSearchAction',
  () =>
    t.intersection([
      t.type({ type: t.literal('openPage') }),
      t.partial({ url: rt.nullable(t.string) }),
    ]),
);

export type OtherSubAgentSource = {
  other: string;
};
export const OtherSubAgentSource: t.Type<OtherSubAgentSource> = /* @__PURE__ */ rt.lazy(
  'OtherSubAgentSource',
  () => t.type({ other: t.string }),
);

export type OtherWebSearchAction = {
  type: 'other';
};
export const OtherWebSearchAction: t.Type<OtherWebSearchAction> = /* @__PURE__ */ rt.lazy(
  'OtherWebSearchAction',
  () => t.type({ type: t.literal('other') }),
);

export type PatchApplyStatus = 'inProgress' | 'completed' | 'failed' | 'declined';
export const PatchApplyStatus: t.Type<PatchApplyStatus> = /* @__PURE__ */ rt.lazy(
  'PatchApplyStatus',
  () => rt.openEnum(t.keyof({ inProgress: null, completed: null, failed: null, declined: null })),
);

export type ReadThreadReadStateOperation = {
  type: 'read';
};
export const ReadThreadReadStateOperation: t.Type<ReadThreadReadStateOperation> =
  /* @__PURE__ */ rt.lazy('ReadThreadReadStateOperation', () =>
    t.type({ type: t.literal('read') }),
  );

export type RealtimeConversationVersion = 'v1' | 'v2' | 'v3';
export const RealtimeConversationVersion: t.Type<RealtimeConversationVersion> =
  /* @__PURE__ */ rt.lazy('RealtimeConversationVersion', () =>
    rt.openEnum(t.keyof({ v1: null, v2: null, v3: null })),
  );

export type RealtimeThreadTimelineEntry = {
  item: ThreadRealtimeItem;
  position: number;
  type: 'realtime';
};
export const RealtimeThreadTimelineEntry: t.Type<RealtimeThreadTimelineEntry> =
  /* @__PURE__ */ rt.lazy('RealtimeThreadTimelineEntry', () =>
    t.type({ item: ThreadRealtimeItem, position: rt.integer, type: t.literal('realtime') }),
  );

export type ReviewStartResponse = {
  /** The thread id supplied to `review/start`. */
  reviewThreadId: string;
  turn: Turn;
};
export const ReviewStartResponse: t.Type<ReviewStartResponse> = /* @__PURE__ */ rt.lazy(
  'ReviewStartResponse',
  () => t.type({ reviewThreadId: t.string, turn: Turn }),
);

export type SearchWebSearchAction = {
  queries?: Array<string> | null;
  query?: string | null;
  type: 'search';
};
export const SearchWebSearchAction: t.Type<SearchWebSearchAction> = /* @__PURE__ */ rt.lazy(
  'SearchWebSearchAction',
  () =>
    t.intersection([
      t.type({ type: t.literal('search') }),
      t.partial({ queries: rt.nullable(t.array(t.string)), query: rt.nullable(t.string) }),
    ]),
);

export type SessionSource =
  | 'cli'
  | 'vscode'
  | 'exec'
  | 'appServer'
  | 'unknown'
  | CustomSessionSource
  | SubAgentSessionSource;
export const SessionSource: t.Type<SessionSource> = /* @__PURE__ */ rt.lazy('SessionSource', () =>
  t.union([
    rt.openEnum(t.keyof({ cli: null, vscode: null, exec: null, appServer: null, unknown: null })),
    CustomSessionSource,
    SubAgentSessionSource,
  ]),
);

/** Settings for a collaboration mode. */
export type Settings = {
  developer_instructions?: string | null;
  model: string;
  reasoning_effort?: ReasoningEffort | null;
};
/** Settings for a collaboration mode. */
export const Settings: t.Type<Settings> = /* @__PURE__ */ rt.lazy('Settings', () =>
  t.intersection([
    t.type({ model: t.string }),
    t.partial({
      developer_instructions: rt.nullable(t.string),
      reasoning_effort: rt.nullable(ReasoningEffort),
    }),
  ]),
);

export type SortDirection = 'asc' | 'desc';
export const SortDirection: t.Type<SortDirection> = /* @__PURE__ */ rt.lazy('SortDirection', () =>
  rt.openEnum(t.keyof({ asc: null, desc: null })),
);

export type SubAgentActivityKind = 'started' | 'interacted' | 'interrupted' | 'completed';
export const SubAgentActivityKind: t.Type<SubAgentActivityKind> = /* @__PURE__ */ rt.lazy(
  'SubAgentActivityKind',
  () =>
    rt.openEnum(t.keyof({ started: null, interacted: null, interrupted: null, completed: null })),
);

export type SubAgentActivityThreadItem = {
  agentPath: string;
  agentThreadId: string;
  id: string;
  kind: SubAgentActivityKind;
  /** Resolved model at sub-agent creation; absent from older records and other activities. */
  model?: string | null;
  /** Resolved reasoning effort at sub-agent creation, when known. */
  reasoningEffort?: ReasoningEffort | null;
  type: 'subAgentActivity';
};
export const SubAgentActivityThreadItem: t.Type<SubAgentActivityThreadItem> =
  /* @__PURE__ */ rt.lazy('SubAgentActivityThreadItem', () =>
    t.intersection([
      t.type({
        agentPath: t.string,
        agentThreadId: t.string,
        id: t.string,
        kind: SubAgentActivityKind,
        type: t.literal('subAgentActivity'),
      }),
      t.partial({ model: rt.nullable(t.string), reasoningEffort: rt.nullable(ReasoningEffort) }),
    ]),
  );

export type SubAgentSessionSource = {
  subAgent: SubAgentSource;
};
export const SubAgentSessionSource: t.Type<SubAgentSessionSource> = /* @__PURE__ */ rt.lazy(
  'SubAgentSessionSource',
  () => t.type({ subAgent: SubAgentSource }),
);

export type SubAgentSource =
  | 'review'
  | 'compact'
  | 'memory_consolidation'
  | ThreadSpawnSubAgentSource
  | OtherSubAgentSource;
export const SubAgentSource: t.Type<SubAgentSource> = /* @__PURE__ */ rt.lazy(
  'SubAgentSource',
  () =>
    t.union([
      rt.openEnum(t.keyof({ review: null, compact: null, memory_consolidation: null })),
      ThreadSpawnSubAgentSource,
      OtherSubAgentSource,
    ]),
);

export type SystemErrorThreadStatus = {
  type: 'systemError';
};
export const SystemErrorThreadStatus: t.Type<SystemErrorThreadStatus> = /* @__PURE__ */ rt.lazy(
  'SystemErrorThreadStatus',
  () => t.type({ type: t.literal('systemError') }),
);

export type Thread = {
  /** Optional random unique nickname assigned to an AgentControl-spawned sub-agent. */
  agentNickname?: string | null;
  /** Optional role (agent_role) assigned to an AgentControl-spawned sub-agent. */
  agentRole?: string | null;
  /** Version of the CLI that created the thread. */
  cliVersion: string;
  /** Unix timestamp (in seconds) when the thread was created. */
  createdAt: number;
  /** Working directory captured for the thread. */
  cwd: AbsolutePathBuf;
  /** Whether the thread is ephemeral and should not be materialized on disk. */
  ephemeral: boolean;
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

export type ThreadActiveFlag = 'waitingOnApproval' | 'waitingOnUserInput';
export const ThreadActiveFlag: t.Type<ThreadActiveFlag> = /* @__PURE__ */ rt.lazy(
  'ThreadActiveFlag',
  () => rt.openEnum(t.keyof({ waitingOnApproval: null, waitingOnUserInput: null })),
);

export type ThreadApproveGuardianDeniedActionParams = {
  /** Serialized `codex_protocol::protocol::GuardianAssessmentEvent`. */
  event: unknown;
  threadId: string;
};
export const ThreadApproveGuardianDeniedActionParams: t.Type<ThreadApproveGuardianDeniedActionParams> =
  /* @__PURE__ */ rt.lazy('ThreadApproveGuardianDeniedActionParams', () =>
    t.type({ event: rt.jsonValue, threadId: t.string }),
  );

export type ThreadApproveGuardianDeniedActionResponse = { [key: string]: unknown };
export const ThreadApproveGuardianDeniedActionResponse: t.Type<ThreadApproveGuardianDeniedActionResponse> =
  /* @__PURE__ */ rt.lazy('ThreadApproveGuardianDeniedActionResponse', () =>
    t.record(t.string, rt.jsonValue),
  );

export type ThreadArchiveParams = {
  threadId: string;
};
export const ThreadArchiveParams: t.Type<ThreadArchiveParams> = /* @__PURE__ */ rt.lazy(
  'ThreadArchiveParams',
  () => t.type({ threadId: t.string }),
);

export type ThreadArchiveResponse = { [key: string]: unknown };
export const ThreadArchiveResponse: t.Type<ThreadArchiveResponse> = /* @__PURE__ */ rt.lazy(
  'ThreadArchiveResponse',
  () => t.record(t.string, rt.jsonValue),
);

export type ThreadArchivedNotification = {
  threadId: string;
};
export const ThreadArchivedNotification: t.Type<ThreadArchivedNotification> =
  /* @__PURE__ */ rt.lazy('ThreadArchivedNotification', () => t.type({ threadId: t.string }));

/** An independently persisted attachment associated with a thread. */
export type ThreadAttachment = {
  attachmentType: string;
  createdAt: number;
  id: string;
  identityKey: string;
  payload: unknown;
};
/** An independently persisted attachment associated with a thread. */
export const ThreadAttachment: t.Type<ThreadAttachment> = /* @__PURE__ */ rt.lazy(
  'ThreadAttachment',
  () =>
    t.type({
      attachmentType: t.string,
      createdAt: rt.integer,
      id: t.string,
      identityKey: t.string,
      payload: rt.jsonValue,
    }),
);

/** Result of attempting to associate an attachment with a thread. */
export type ThreadAttachmentAddOutcome = 'created' | 'existing';
/** Result of attempting to associate an attachment with a thread. */
export const ThreadAttachmentAddOutcome: t.Type<ThreadAttachmentAddOutcome> =
  /* @__PURE__ */ rt.lazy('ThreadAttachmentAddOutcome', () =>
    rt.openEnum(t.keyof({ created: null, existing: null })),
  );

/** Parameters for creating or locating an attachment on its owning thread. */
export type ThreadAttachmentAddParams = {
  attachmentType: string;
  identityKey: string;
  payload: unknown;
  threadId: string;
};
/** Parameters for creating or locating an attachment on its owning thread. */
export const ThreadAttachmentAddParams: t.Type<ThreadAttachmentAddParams> = /* @__PURE__ */ rt.lazy(
  'ThreadAttachmentAddParams',
  () =>
    t.type({
      attachmentType: t.string,
      identityKey: t.string,
      payload: rt.jsonValue,
      threadId: t.string,
    }),
);

/** The created or existing attachment. */
export type ThreadAttachmentAddResponse = {
  attachment: ThreadAttachment;
  outcome: ThreadAttachmentAddOutcome;
};
/** The created or existing attachment. */
export const ThreadAttachmentAddResponse: t.Type<ThreadAttachmentAddResponse> =
  /* @__PURE__ */ rt.lazy('ThreadAttachmentAddResponse', () =>
    t.type({ attachment: ThreadAttachment, outcome: ThreadAttachmentAddOutcome }),
  );

/** Parameters for listing attachments from one thread. */
export type ThreadAttachmentListParams = {
  cursor?: string | null;
  limit?: number | null;
  threadId: string;
};
/** Parameters for listing attachments from one thread. */
export const ThreadAttachmentListParams: t.Type<ThreadAttachmentListParams> =
  /* @__PURE__ */ rt.lazy('ThreadAttachmentListParams', () =>
    t.intersection([
      t.type({ threadId: t.string }),
      t.partial({ cursor: rt.nullable(t.string), limit: rt.nullable(rt.integer) }),
    ]),
  );

/** One page of attachments associated with the requested thread. */
export type ThreadAttachmentListResponse = {
  data: Array<ThreadAttachment>;
  nextCursor?: string | null;
};
/** One page of attachments associated with the requested thread. */
export const ThreadAttachmentListResponse: t.Type<ThreadAttachmentListResponse> =
  /* @__PURE__ */ rt.lazy('ThreadAttachmentListResponse', () =>
    t.intersection([
      t.type({ data: t.array(ThreadAttachment) }),
      t.partial({ nextCursor: rt.nullable(t.string) }),
    ]),
  );

/** The persisted attachment change represented by a notification. */
export type ThreadAttachmentOperation = 'created' | 'deleted';
/** The persisted attachment change represented by a notification. */
export const ThreadAttachmentOperation: t.Type<ThreadAttachmentOperation> = /* @__PURE__ */ rt.lazy(
  'ThreadAttachmentOperation',
  () => rt.openEnum(t.keyof({ created: null, deleted: null })),
);

/** A thread that currently owns an attachment with the requested identity. */
export type ThreadAttachmentOwner = {
  /** Whether the owning thread is archived, not whether it is currently executing a turn. */
  archived: boolean;
  threadId: string;
};
/** A thread that currently owns an attachment with the requested identity. */
export const ThreadAttachmentOwner: t.Type<ThreadAttachmentOwner> = /* @__PURE__ */ rt.lazy(
  'ThreadAttachmentOwner',
  () => t.type({ archived: t.boolean, threadId: t.string }),
);

/** Parameters for reverse lookup by attachment identity within this server's store. */
export type ThreadAttachmentOwnerListParams = {
  /** Omitted or null returns all matches; false returns non-archived threads only. */
  archived?: boolean | null;
  attachmentType: string;
  cursor?: string | null;
  identityKey: string;
  limit?: number | null;
};
/** Parameters for reverse lookup by attachment identity within this server's store. */
export const ThreadAttachmentOwnerListParams: t.Type<ThreadAttachmentOwnerListParams> =
  /* @__PURE__ */ rt.lazy('ThreadAttachmentOwnerListParams', () =>
    t.intersection([
      t.type({ attachmentType: t.string, identityKey: t.string }),
      t.partial({
        archived: rt.nullable(t.boolean),
        cursor: rt.nullable(t.string),
        limit: rt.nullable(rt.integer),
      }),
    ]),
  );

/** One page of matching owners, including threads without their own user messages. */
export type ThreadAttachmentOwnerListResponse = {
  data: Array<ThreadAttachmentOwner>;
  nextCursor?: string | null;
};
/** One page of matching owners, including threads without their own user messages. */
export const ThreadAttachmentOwnerListResponse: t.Type<ThreadAttachmentOwnerListResponse> =
  /* @__PURE__ */ rt.lazy('ThreadAttachmentOwnerListResponse', () =>
    t.intersection([
      t.type({ data: t.array(ThreadAttachmentOwner) }),
      t.partial({ nextCursor: rt.nullable(t.string) }),
    ]),
  );

/** Parameters for deleting an attachment by its stable thread-local identity. */
export type ThreadAttachmentRemoveParams = {
  attachmentType: string;
  identityKey: string;
  threadId: string;
};
/** Parameters for deleting an attachment by its stable thread-local identity. */
export const ThreadAttachmentRemoveParams: t.Type<ThreadAttachmentRemoveParams> =
  /* @__PURE__ */ rt.lazy('ThreadAttachmentRemoveParams', () =>
    t.type({ attachmentType: t.string, identityKey: t.string, threadId: t.string }),
  );

/** Successful deletion does not return additional attachment data. */
export type ThreadAttachmentRemoveResponse = { [key: string]: unknown };
/** Successful deletion does not return additional attachment data. */
export const ThreadAttachmentRemoveResponse: t.Type<ThreadAttachmentRemoveResponse> =
  /* @__PURE__ */ rt.lazy('ThreadAttachmentRemoveResponse', () => t.record(t.string, rt.jsonValue));

/** Notification published after a thread attachment is created or deleted. */
export type ThreadAttachmentUpdatedNotification = {
  attachmentId: string;
  attachmentType: string;
  identityKey: string;
  operation: ThreadAttachmentOperation;
  threadId: string;
};
/** Notification published after a thread attachment is created or deleted. */
export const ThreadAttachmentUpdatedNotification: t.Type<ThreadAttachmentUpdatedNotification> =
  /* @__PURE__ */ rt.lazy('ThreadAttachmentUpdatedNotification', () =>
    t.type({
      attachmentId: t.string,
      attachmentType: t.string,
      identityKey: t.string,
      operation: ThreadAttachmentOperation,
      threadId: t.string,
    }),
  );

export type ThreadClosedNotification = {
  threadId: string;
};
export const ThreadClosedNotification: t.Type<ThreadClosedNotification> = /* @__PURE__ */ rt.lazy(
  'ThreadClosedNotification',
  () => t.type({ threadId: t.string }),
);

export type ThreadCompactStartParams = {
  threadId: string;
};
export const ThreadCompactStartParams: t.Type<ThreadCompactStartParams> = /* @__PURE__ */ rt.lazy(
  'ThreadCompactStartParams',
  () => t.type({ threadId: t.string }),
);

export type ThreadCompactStartResponse = { [key: string]: unknown };
export const ThreadCompactStartResponse: t.Type<ThreadCompactStartResponse> =
  /* @__PURE__ */ rt.lazy('ThreadCompactStartResponse', () => t.record(t.string, rt.jsonValue));

export type ThreadDeleteParams = {
  threadId: string;
};
export const ThreadDeleteParams: t.Type<ThreadDeleteParams> = /* @__PURE__ */ rt.lazy(
  'ThreadDeleteParams',
  () => t.type({ threadId: t.string }),
);

export type ThreadDeleteResponse = { [key: string]: unknown };
export const ThreadDeleteResponse: t.Type<ThreadDeleteResponse> = /* @__PURE__ */ rt.lazy(
  'ThreadDeleteResponse',
  () => t.record(t.string, rt.jsonValue),
);

export type ThreadDeletedNotification = {
  threadId: string;
};
export const ThreadDeletedNotification: t.Type<ThreadDeletedNotification> = /* @__PURE__ */ rt.lazy(
  'ThreadDeletedNotification',
  () => t.type({ threadId: t.string }),
);

/** An environment selected by a loaded thread, independent of connection status. */
export type ThreadEnvironment = {
  cwd: LegacyAppPathString;
  environmentId: string;
  runtimeWorkspaceRoots: Array<LegacyAppPathString>;
};
/** An environment selected by a loaded thread, independent of connection status. */
export const ThreadEnvironment: t.Type<ThreadEnvironment> = /* @__PURE__ */ rt.lazy(
  'ThreadEnvironment',
  () =>
    t.type({
      cwd: LegacyAppPathString,
      environmentId: t.string,
      runtimeWorkspaceRoots: t.array(LegacyAppPathString),
    }),
);

/** Extra app-server data for a thread. */
export type ThreadExtra = { [key: string]: unknown };
/** Extra app-server data for a thread. */
export const ThreadExtra: t.Type<ThreadExtra> = /* @__PURE__ */ rt.lazy('ThreadExtra', () =>
  t.record(t.string, rt.jsonValue),
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
  baseInstructions?: string | null;
  config?: { [key: string]: unknown } | null;
  cwd?: string | null;
  developerInstructions?: string | null;
  ephemeral?: boolean;
  /** When true, return only thread metadata and live fork state without populating `thread.turns`. This is useful when the client plans to call `thread/turns/list` immediately after forking. Full-history hydration is deprecated for paginated threads; use this with `thread/turns/list` and `thread/items/list` instead. */
  excludeTurns?: boolean;
  /**
   * Optional last turn id to fork through, inclusive.
   *
   * When specified, turns after `last_turn_id` are omitted from the fork. The referenced turn cannot be in progress.
   */
  lastTurnId?: string | null;
  /** Configuration overrides for the forked thread, if any. */
  model?: string | null;
  modelProvider?: string | null;
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
        baseInstructions: rt.nullable(t.string),
        config: rt.nullable(t.record(t.string, rt.jsonValue)),
        cwd: rt.nullable(t.string),
        developerInstructions: rt.nullable(t.string),
        ephemeral: t.boolean,
        excludeTurns: t.boolean,
        lastTurnId: rt.nullable(t.string),
        model: rt.nullable(t.string),
        modelProvider: rt.nullable(t.string),
        sandbox: rt.nullable(SandboxMode),
        serviceTier: rt.nullable(t.string),
        threadSource: rt.nullable(ThreadSource),
      }),
    ]),
);

export type ThreadForkResponse = {
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
  reasoningEffort?: ReasoningEffort | null;
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
        disabledPluginIds: t.array(t.string),
        instructionSources: t.array(LegacyAppPathString),
        reasoningEffort: rt.nullable(ReasoningEffort),
        serviceTier: rt.nullable(t.string),
      }),
    ]),
);

export type ThreadGoal = {
  createdAt: number;
  objective: string;
  status: ThreadGoalStatus;
  threadId: string;
  timeUsedSeconds: number;
  tokenBudget?: number | null;
  tokensUsed: number;
  updatedAt: number;
};
export const ThreadGoal: t.Type<ThreadGoal> = /* @__PURE__ */ rt.lazy('ThreadGoal', () =>
  t.intersection([
    t.type({
      createdAt: rt.integer,
      objective: t.string,
      status: ThreadGoalStatus,
      threadId: t.string,
      timeUsedSeconds: rt.integer,
      tokensUsed: rt.integer,
      updatedAt: rt.integer,
    }),
    t.partial({ tokenBudget: rt.nullable(rt.integer) }),
  ]),
);

export type ThreadGoalClearParams = {
  /** Missing provenance does not supply user authorization. */
  origin?: ThreadGoalMutationOrigin | null;
  threadId: string;
};
export const ThreadGoalClearParams: t.Type<ThreadGoalClearParams> = /* @__PURE__ */ rt.lazy(
  'ThreadGoalClearParams',
  () =>
    t.intersection([
      t.type({ threadId: t.string }),
      t.partial({ origin: rt.nullable(ThreadGoalMutationOrigin) }),
    ]),
);

export type ThreadGoalClearResponse = {
  cleared: boolean;
};
export const ThreadGoalClearResponse: t.Type<ThreadGoalClearResponse> = /* @__PURE__ */ rt.lazy(
  'ThreadGoalClearResponse',
  () => t.type({ cleared: t.boolean }),
);

export type ThreadGoalClearedNotification = {
  threadId: string;
};
export const ThreadGoalClearedNotification: t.Type<ThreadGoalClearedNotification> =
  /* @__PURE__ */ rt.lazy('ThreadGoalClearedNotification', () => t.type({ threadId: t.string }));

export type ThreadGoalGetParams = {
  threadId: string;
};
export const ThreadGoalGetParams: t.Type<ThreadGoalGetParams> = /* @__PURE__ */ rt.lazy(
  'ThreadGoalGetParams',
  () => t.type({ threadId: t.string }),
);

export type ThreadGoalGetResponse = {
  goal?: ThreadGoal | null;
};
export const ThreadGoalGetResponse: t.Type<ThreadGoalGetResponse> = /* @__PURE__ */ rt.lazy(
  'ThreadGoalGetResponse',
  () => t.partial({ goal: rt.nullable(ThreadGoal) }),
);

/** Distinguishes explicit user actions from automatic goal lifecycle mutations. */
export type ThreadGoalMutationOrigin = 'user' | 'automatic';
/** Distinguishes explicit user actions from automatic goal lifecycle mutations. */
export const ThreadGoalMutationOrigin: t.Type<ThreadGoalMutationOrigin> = /* @__PURE__ */ rt.lazy(
  'ThreadGoalMutationOrigin',
  () => rt.openEnum(t.keyof({ user: null, automatic: null })),
);

export type ThreadGoalSetParams = {
  objective?: string | null;
  /** Missing provenance does not supply user authorization. */
  origin?: ThreadGoalMutationOrigin | null;
  status?: ThreadGoalStatus | null;
  threadId: string;
  tokenBudget?: number | null;
};
export const ThreadGoalSetParams: t.Type<ThreadGoalSetParams> = /* @__PURE__ */ rt.lazy(
  'ThreadGoalSetParams',
  () =>
    t.intersection([
      t.type({ threadId: t.string }),
      t.partial({
        objective: rt.nullable(t.string),
        origin: rt.nullable(ThreadGoalMutationOrigin),
        status: rt.nullable(ThreadGoalStatus),
        tokenBudget: rt.nullable(rt.integer),
      }),
    ]),
);

export type ThreadGoalSetResponse = {
  goal: ThreadGoal;
};
export const ThreadGoalSetResponse: t.Type<ThreadGoalSetResponse> = /* @__PURE__ */ rt.lazy(
  'ThreadGoalSetResponse',
  () => t.type({ goal: ThreadGoal }),
);

export type ThreadGoalStatus =
  | 'active'
  | 'paused'
  | 'blocked'
  | 'usageLimited'
  | 'budgetLimited'
  | 'complete';
export const ThreadGoalStatus: t.Type<ThreadGoalStatus> = /* @__PURE__ */ rt.lazy(
  'ThreadGoalStatus',
  () =>
    rt.openEnum(
      t.keyof({
        active: null,
        paused: null,
        blocked: null,
        usageLimited: null,
        budgetLimited: null,
        complete: null,
      }),
    ),
);

export type ThreadGoalUpdatedNotification = {
  goal: ThreadGoal;
  threadId: string;
  turnId?: string | null;
};
export const ThreadGoalUpdatedNotification: t.Type<ThreadGoalUpdatedNotification> =
  /* @__PURE__ */ rt.lazy('ThreadGoalUpdatedNotification', () =>
    t.intersection([
      t.type({ goal: ThreadGoal, threadId: t.string }),
      t.partial({ turnId: rt.nullable(t.string) }),
    ]),
  );

export type ThreadHistoryMode = 'legacy' | 'paginated';
export const ThreadHistoryMode: t.Type<ThreadHistoryMode> = /* @__PURE__ */ rt.lazy(
  'ThreadHistoryMode',
  () => rt.openEnum(t.keyof({ legacy: null, paginated: null })),
);

export type ThreadId = string;
export const ThreadId: t.Type<ThreadId> = t.string;

export type ThreadInjectItemsParams = {
  /** Raw Responses API items to append to the thread's model-visible history. */
  items: Array<unknown>;
  threadId: string;
};
export const ThreadInjectItemsParams: t.Type<ThreadInjectItemsParams> = /* @__PURE__ */ rt.lazy(
  'ThreadInjectItemsParams',
  () => t.type({ items: t.array(rt.jsonValue), threadId: t.string }),
);

export type ThreadInjectItemsResponse = { [key: string]: unknown };
export const ThreadInjectItemsResponse: t.Type<ThreadInjectItemsResponse> = /* @__PURE__ */ rt.lazy(
  'ThreadInjectItemsResponse',
  () => t.record(t.string, rt.jsonValue),
);

/** A thread item and its recorded lifecycle times. The payload stays flat on the wire. */
export type ThreadItem = {
  /** Unix timestamp in milliseconds when the item completed, if recorded. */
  completedAtMs?: number | null;
  /** Unix timestamp in milliseconds when the item started, if recorded. */
  startedAtMs?: number | null;
} & (
  | UserMessageThreadItem
  | HookPromptThreadItem
  | AgentMessageThreadItem
  | FunctionCallOutputThreadItem
  | PlanThreadItem
  | ReasoningThreadItem
  | CommandExecutionThreadItem
  | FileChangeThreadItem
  | McpToolCallThreadItem
  | DynamicToolCallThreadItem
  | CollabAgentToolCallThreadItem
  | SubAgentActivityThreadItem
  | WebSearchThreadItem
  | ImageViewThreadItem
  | SleepThreadItem
  | ImageGenerationThreadItem
  | EnteredReviewModeThreadItem
  | ExitedReviewModeThreadItem
  | ContextCompactionThreadItem
);
/** A thread item and its recorded lifecycle times. The payload stays flat on the wire. */
export const ThreadItem: rt.TaggedUnionType<ThreadItem> = /* @__PURE__ */ rt.lazyTagged(
  'ThreadItem',
  () =>
    rt.withTags(
      t.intersection(
        [
          t.partial({
            completedAtMs: rt.nullable(rt.integer),
            startedAtMs: rt.nullable(rt.integer),
          }),
          rt.taggedUnion(
            'type',
            {
              userMessage: UserMessageThreadItem,
              hookPrompt: HookPromptThreadItem,
              agentMessage: AgentMessageThreadItem,
              functionCallOutput: FunctionCallOutputThreadItem,
              plan: PlanThreadItem,
              reasoning: ReasoningThreadItem,
              commandExecution: CommandExecutionThreadItem,
              fileChange: FileChangeThreadItem,
              mcpToolCall: McpToolCallThreadItem,
              dynamicToolCall: DynamicToolCallThreadItem,
              collabAgentToolCall: CollabAgentToolCallThreadItem,
              subAgentActivity: SubAgentActivityThreadItem,
              webSearch: WebSearchThreadItem,
              imageView: ImageViewThreadItem,
              sleep: SleepThreadItem,
              imageGeneration: ImageGenerationThreadItem,
              enteredReviewMode: EnteredReviewModeThreadItem,
              exitedReviewMode: ExitedReviewModeThreadItem,
              contextCompaction: ContextCompactionThreadItem,
            },
            'ThreadItem',
          ),
        ],
        'ThreadItem',
      ),
    ),
);

export type ThreadItemEntry = {
  /** Unix timestamp (milliseconds) when the item completed, if recorded by the producer. */
  completedAtMs?: number | null;
  item: ThreadItem;
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
      t.partial({ completedAtMs: rt.nullable(rt.integer), startedAtMs: rt.nullable(rt.integer) }),
    ]),
);

/** An exclusive item position within the requested visible turn. */
export type ThreadItemsListAnchor = {
  itemId: string;
  type: 'item';
};
/** An exclusive item position within the requested visible turn. */
export const ThreadItemsListAnchor: t.Type<ThreadItemsListAnchor> = /* @__PURE__ */ rt.lazy(
  'ThreadItemsListAnchor',
  () => t.type({ itemId: t.string, type: t.literal('item') }),
);

/** Starting position for an item-history page. */
export type ThreadItemsListCursor = string | ThreadItemsListAnchor;
/** Starting position for an item-history page. */
export const ThreadItemsListCursor: t.Type<ThreadItemsListCursor> = /* @__PURE__ */ rt.lazy(
  'ThreadItemsListCursor',
  () => t.union([t.string, ThreadItemsListAnchor]),
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

export type ThreadListCwdFilter = string | Array<string>;
export const ThreadListCwdFilter: t.Type<ThreadListCwdFilter> = /* @__PURE__ */ rt.lazy(
  'ThreadListCwdFilter',
  () => t.union([t.string, t.array(t.string)]),
);

export type ThreadListParams = {
  /** Optional archived filter; when set to true, only archived threads are returned. If false or null, only non-archived threads are returned. */
  archived?: boolean | null;
  /** Show local history visible to the current ChatGPT account. Defaults to false. */
  currentAccountOnly?: boolean;
  /** Opaque pagination cursor returned by a previous call. */
  cursor?: string | null;
  /** Optional cwd filter or filters; when set, only threads whose session cwd exactly matches one of these paths are returned. */
  cwd?: ThreadListCwdFilter | null;
  /** Thread IDs to exclude before applying the result limit. Up to 100 entries; invalid IDs or a larger list are rejected, never truncated. Send the same exclusions on each page. Omitted, null, or empty means no exclusions. */
  excludedThreadIds?: Array<string> | null;
  /** Restrict results to up to 100 thread IDs before pagination. Omit or send null for unrestricted results. An empty list matches nothing. Exclusions still apply. Repeat the same IDs on each page. The local store uses indexed metadata for this filter. */
  includedThreadIds?: Array<string> | null;
  /** Optional page size; defaults to a reasonable server-side value. */
  limit?: number | null;
  /** Optional provider filter; when set, only sessions recorded under these providers are returned. When present but empty, includes all providers. */
  modelProviders?: Array<string> | null;
  /** Optional originator allowlist, matching any supplied value exactly. Supported by hosted backends only; the local app-server rejects a nonempty list. Omitted or empty lists leave originators unrestricted. */
  originators?: Array<string> | null;
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
      archived: rt.nullable(t.boolean),
      currentAccountOnly: t.boolean,
      cursor: rt.nullable(t.string),
      cwd: rt.nullable(ThreadListCwdFilter),
      excludedThreadIds: rt.nullable(t.array(t.string)),
      includedThreadIds: rt.nullable(t.array(t.string)),
      limit: rt.nullable(rt.integer),
      modelProviders: rt.nullable(t.array(t.string)),
      originators: rt.nullable(t.array(t.string)),
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
};
export const ThreadListResponse: t.Type<ThreadListResponse> = /* @__PURE__ */ rt.lazy(
  'ThreadListResponse',
  () =>
    t.intersection([
      t.type({ data: t.array(Thread) }),
      t.partial({ backwardsCursor: rt.nullable(t.string), nextCursor: rt.nullable(t.string) }),
    ]),
);

export type ThreadLoadedListParams = {
  /** Opaque pagination cursor returned by a previous call. */
  cursor?: string | null;
  /** Optional page size; defaults to no limit. */
  limit?: number | null;
};
export const ThreadLoadedListParams: t.Type<ThreadLoadedListParams> = /* @__PURE__ */ rt.lazy(
  'ThreadLoadedListParams',
  () => t.partial({ cursor: rt.nullable(t.string), limit: rt.nullable(rt.integer) }),
);

export type ThreadLoadedListResponse = {
  /** Thread ids for sessions currently loaded in memory. */
  data: Array<string>;
  /** Opaque cursor to pass to the next call to continue after the last item. if None, there are no more items to return. */
  nextCursor?: string | null;
};
export const ThreadLoadedListResponse: t.Type<ThreadLoadedListResponse> = /* @__PURE__ */ rt.lazy(
  'ThreadLoadedListResponse',
  () =>
    t.intersection([
      t.type({ data: t.array(t.string) }),
      t.partial({ nextCursor: rt.nullable(t.string) }),
    ]),
);

export type ThreadMemoryMode = 'enabled' | 'disabled';
export const ThreadMemoryMode: t.Type<ThreadMemoryMode> = /* @__PURE__ */ rt.lazy(
  'ThreadMemoryMode',
  () => rt.openEnum(t.keyof({ enabled: null, disabled: null })),
);

export type ThreadMetadataGitInfoUpdateParams = {
  /** Omit to leave the stored branch unchanged, set to `null` to clear it, or provide a non-empty string to replace it. */
  branch?: string | null;
  /** Omit to leave the stored origin URL unchanged, set to `null` to clear it, or provide a non-empty string to replace it. */
  originUrl?: string | null;
  /** Omit to leave the stored commit unchanged, set to `null` to clear it, or provide a non-empty string to replace it. */
  sha?: string | null;
};
export const ThreadMetadataGitInfoUpdateParams: t.Type<ThreadMetadataGitInfoUpdateParams> =
  /* @__PURE__ */ rt.lazy('ThreadMetadataGitInfoUpdateParams', () =>
    t.partial({
      branch: rt.nullable(t.string),
      originUrl: rt.nullable(t.string),
      sha: rt.nullable(t.string),
    }),
  );

export type ThreadMetadataUpdateParams = {
  /** Patch the stored Git metadata for this thread. Omit a field to leave it unchanged, set it to `null` to clear it, or provide a string to replace the stored value. */
  gitInfo?: ThreadMetadataGitInfoUpdateParams | null;
  threadId: string;
};
export const ThreadMetadataUpdateParams: t.Type<ThreadMetadataUpdateParams> =
  /* @__PURE__ */ rt.lazy('ThreadMetadataUpdateParams', () =>
    t.intersection([
      t.type({ threadId: t.string }),
      t.partial({ gitInfo: rt.nullable(ThreadMetadataGitInfoUpdateParams) }),
    ]),
  );

export type ThreadMetadataUpdateResponse = {
  thread: Thread;
};
export const ThreadMetadataUpdateResponse: t.Type<ThreadMetadataUpdateResponse> =
  /* @__PURE__ */ rt.lazy('ThreadMetadataUpdateResponse', () => t.type({ thread: Thread }));

export type ThreadNameUpdatedNotification = {
  threadId: string;
  threadName?: string | null;
};
export const ThreadNameUpdatedNotification: t.Type<ThreadNameUpdatedNotification> =
  /* @__PURE__ */ rt.lazy('ThreadNameUpdatedNotification', () =>
    t.intersection([
      t.type({ threadId: t.string }),
      t.partial({ threadName: rt.nullable(t.string) }),
    ]),
  );

export type ThreadPredictionResult = CompletedThreadPredictionResult | FailedThreadPredictionResult;
export const ThreadPredictionResult: rt.TaggedUnionType<ThreadPredictionResult> =
  /* @__PURE__ */ rt.lazyTagged('ThreadPredictionResult', () =>
    rt.taggedUnion(
      'type',
      { completed: CompletedThreadPredictionResult, failed: FailedThreadPredictionResult },
      'ThreadPredictionResult',
    ),
  );

export type ThreadPredictionUpdatedNotification = {
  result: ThreadPredictionResult;
  sourceTurnId: string;
  threadId: string;
};
export const ThreadPredictionUpdatedNotification: t.Type<ThreadPredictionUpdatedNotification> =
  /* @__PURE__ */ rt.lazy('ThreadPredictionUpdatedNotification', () =>
    t.type({ result: ThreadPredictionResult, sourceTurnId: t.string, threadId: t.string }),
  );

export type ThreadProjectUpdatedNotification = {
  projectId: string | null;
  threadId: string;
};
export const ThreadProjectUpdatedNotification: t.Type<ThreadProjectUpdatedNotification> =
  /* @__PURE__ */ rt.lazy('ThreadProjectUpdatedNotification', () =>
    t.type({ projectId: rt.nullable(t.string), threadId: t.string }),
  );

export type ThreadQueueChangedNotification = {
  threadId: string;
};
export const ThreadQueueChangedNotification: t.Type<ThreadQueueChangedNotification> =
  /* @__PURE__ */ rt.lazy('ThreadQueueChangedNotification', () => t.type({ threadId: t.string }));

export type ThreadReadParams = {
  /** When true, include turns and their items from rollout history. Full-history hydration is deprecated for paginated threads; prefer a metadata-only read and page with `thread/turns/list` and `thread/items/list`. */
  includeTurns?: boolean;
  threadId: string;
};
export const ThreadReadParams: t.Type<ThreadReadParams> = /* @__PURE__ */ rt.lazy(
  'ThreadReadParams',
  () => t.intersection([t.type({ threadId: t.string }), t.partial({ includeTurns: t.boolean })]),
);

export type ThreadReadResponse = {
  thread: Thread;
};
export const ThreadReadResponse: t.Type<ThreadReadResponse> = /* @__PURE__ */ rt.lazy(
  'ThreadReadResponse',
  () => t.type({ thread: Thread }),
);

/** The first unread position in a durable local thread. A null position means read. The opaque revision guards edits against activity or marks the caller has not seen. */
export type ThreadReadState = {
  firstUnread?: ThreadUnreadPosition | null;
  revision: string;
};
/** The first unread position in a durable local thread. A null position means read. The opaque revision guards edits against activity or marks the caller has not seen. */
export const ThreadReadState: t.Type<ThreadReadState> = /* @__PURE__ */ rt.lazy(
  'ThreadReadState',
  () =>
    t.intersection([
      t.type({ revision: t.string }),
      t.partial({ firstUnread: rt.nullable(ThreadUnreadPosition) }),
    ]),
);

export type ThreadReadStateChangedNotification = {
  readState: ThreadReadState;
  threadId: string;
};
export const ThreadReadStateChangedNotification: t.Type<ThreadReadStateChangedNotification> =
  /* @__PURE__ */ rt.lazy('ThreadReadStateChangedNotification', () =>
    t.type({ readState: ThreadReadState, threadId: t.string }),
  );

export type ThreadReadStateOperation =
  | ReadThreadReadStateOperation
  | UnreadThreadReadStateOperation;
export const ThreadReadStateOperation: rt.TaggedUnionType<ThreadReadStateOperation> =
  /* @__PURE__ */ rt.lazyTagged('ThreadReadStateOperation', () =>
    rt.taggedUnion(
      'type',
      { read: ReadThreadReadStateOperation, unread: UnreadThreadReadStateOperation },
      'ThreadReadStateOperation',
    ),
  );

/** EXPERIMENTAL - role-bearing text item included when a realtime V3 session starts. */
export type ThreadRealtimeInitialItem = {
  role: ConversationTextRole;
  text: string;
};
/** EXPERIMENTAL - role-bearing text item included when a realtime V3 session starts. */
export const ThreadRealtimeInitialItem: t.Type<ThreadRealtimeInitialItem> = /* @__PURE__ */ rt.lazy(
  'ThreadRealtimeInitialItem',
  () => t.type({ role: ConversationTextRole, text: t.string }),
);

/** EXPERIMENTAL - emitted when thread realtime startup is accepted. */
export type ThreadRealtimeStartedNotification = {
  realtimeSessionId?: string | null;
  threadId: string;
  version: RealtimeConversationVersion;
};
/** EXPERIMENTAL - emitted when thread realtime startup is accepted. */
export const ThreadRealtimeStartedNotification: t.Type<ThreadRealtimeStartedNotification> =
  /* @__PURE__ */ rt.lazy('ThreadRealtimeStartedNotification', () =>
    t.intersection([
      t.type({ threadId: t.string, version: RealtimeConversationVersion }),
      t.partial({ realtimeSessionId: rt.nullable(t.string) }),
    ]),
  );

export type ThreadResumeInitialTurnsPageParams = {
  /** How much item detail to include for each returned turn; defaults to summary. */
  itemsView?: TurnItemsView | null;
  /** Optional turn page size. */
  limit?: number | null;
  /** Optional turn pagination direction; defaults to descending. */
  sortDirection?: SortDirection | null;
};
export const ThreadResumeInitialTurnsPageParams: t.Type<ThreadResumeInitialTurnsPageParams> =
  /* @__PURE__ */ rt.lazy('ThreadResumeInitialTurnsPageParams', () =>
    t.partial({
      itemsView: rt.nullable(TurnItemsView),
      limit: rt.nullable(rt.integer),
      sortDirection: rt.nullable(SortDirection),
    }),
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
  /** Configuration overrides for the resumed thread, if any. */
  model?: string | null;
  modelProvider?: string | null;
  /** @deprecated `friendly` and `pragmatic` no longer select a style. Changing this does not rewrite the thread's existing instructions. */
  personality?: Personality | null;
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
        model: rt.nullable(t.string),
        modelProvider: rt.nullable(t.string),
        personality: rt.nullable(Personality),
        sandbox: rt.nullable(SandboxMode),
        serviceTier: rt.nullable(t.string),
      }),
    ]),
);

export type ThreadResumeResponse = {
  approvalPolicy: AskForApproval;
  /** Reviewer currently used for approval requests on this thread. */
  approvalsReviewer: ApprovalsReviewer;
  /** Effective collaboration mode. Absent when resuming from an older server. */
  collaborationMode?: CollaborationMode | null;
  cwd: AbsolutePathBuf;
  /** Saved list of disabled plugin IDs. Does not yet filter plugin capabilities. */
  disabledPluginIds?: Array<string>;
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
  reasoningEffort?: ReasoningEffort | null;
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
        collaborationMode: rt.nullable(CollaborationMode),
        disabledPluginIds: t.array(t.string),
        instructionSources: t.array(LegacyAppPathString),
        itemsBackwardsCursor: rt.nullable(t.string),
        reasoningEffort: rt.nullable(ReasoningEffort),
        serviceTier: rt.nullable(t.string),
        turnsBackwardsCursor: rt.nullable(t.string),
      }),
    ]),
);

/**
 * Replace a paginated thread's durable history with the prefix before one turn.
 *
 * This only changes persisted conversation history. It does not revert local file changes.
 */
export type ThreadRevertParams = {
  /** Turn excluded from the replacement history, together with every later turn. */
  beforeTurnId: string;
  threadId: string;
};
/**
 * Replace a paginated thread's durable history with the prefix before one turn.
 *
 * This only changes persisted conversation history. It does not revert local file changes.
 */
export const ThreadRevertParams: t.Type<ThreadRevertParams> = /* @__PURE__ */ rt.lazy(
  'ThreadRevertParams',
  () => t.type({ beforeTurnId: t.string, threadId: t.string }),
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

export type ThreadRevertedNotification = {
  threadId: string;
};
export const ThreadRevertedNotification: t.Type<ThreadRevertedNotification> =
  /* @__PURE__ */ rt.lazy('ThreadRevertedNotification', () => t.type({ threadId: t.string }));

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

export type ThreadSearchResult = {
  snippet: string;
  thread: Thread;
};
export const ThreadSearchResult: t.Type<ThreadSearchResult> = /* @__PURE__ */ rt.lazy(
  'ThreadSearchResult',
  () => t.type({ snippet: t.string, thread: Thread }),
);

export type ThreadSearchSortKey = 'created_at' | 'updated_at' | 'recency_at';
export const ThreadSearchSortKey: t.Type<ThreadSearchSortKey> = /* @__PURE__ */ rt.lazy(
  'ThreadSearchSortKey',
  () => rt.openEnum(t.keyof({ created_at: null, updated_at: null, recency_at: null })),
);

/** An independently persisted, user-visible thread section. */
export type ThreadSection = {
  /** Optional appearance synchronized across clients. */
  appearance?: ThreadSectionAppearance | null;
  /** Opaque UUIDv7 identity that remains stable when the section is renamed. */
  id: string;
  /** The current user-visible section name. */
  name: string;
};
/** An independently persisted, user-visible thread section. */
export const ThreadSection: t.Type<ThreadSection> = /* @__PURE__ */ rt.lazy('ThreadSection', () =>
  t.intersection([
    t.type({ id: t.string, name: t.string }),
    t.partial({ appearance: rt.nullable(ThreadSectionAppearance) }),
  ]),
);

/** Extensible visual presentation for a custom thread section. */
export type ThreadSectionAppearance = {
  color?: string | null;
  icon?: string | null;
};
/** Extensible visual presentation for a custom thread section. */
export const ThreadSectionAppearance: t.Type<ThreadSectionAppearance> = /* @__PURE__ */ rt.lazy(
  'ThreadSectionAppearance',
  () => t.partial({ color: rt.nullable(t.string), icon: rt.nullable(t.string) }),
);

/** Broadcast after a successful move into, within, or out of a section. */
export type ThreadSectionChangedNotification = {
  /** Destination section, or `null` when the thread was removed from its section. */
  sectionId: string | null;
  threadId: string;
};
/** Broadcast after a successful move into, within, or out of a section. */
export const ThreadSectionChangedNotification: t.Type<ThreadSectionChangedNotification> =
  /* @__PURE__ */ rt.lazy('ThreadSectionChangedNotification', () =>
    t.type({ sectionId: rt.nullable(t.string), threadId: t.string }),
  );

/** Parameters for creating an independently persisted thread section. */
export type ThreadSectionCreateParams = {
  appearance?: ThreadSectionAppearance | null;
  /** The user-visible name of the section. */
  name: string;
};
/** Parameters for creating an independently persisted thread section. */
export const ThreadSectionCreateParams: t.Type<ThreadSectionCreateParams> = /* @__PURE__ */ rt.lazy(
  'ThreadSectionCreateParams',
  () =>
    t.intersection([
      t.type({ name: t.string }),
      t.partial({ appearance: rt.nullable(ThreadSectionAppearance) }),
    ]),
);

/** The independently persisted section created by the server. */
export type ThreadSectionCreateResponse = {
  section: ThreadSection;
};
/** The independently persisted section created by the server. */
export const ThreadSectionCreateResponse: t.Type<ThreadSectionCreateResponse> =
  /* @__PURE__ */ rt.lazy('ThreadSectionCreateResponse', () => t.type({ section: ThreadSection }));

/** Parameters for deleting an independently persisted thread section. */
export type ThreadSectionDeleteParams = {
  /** The stable, server-generated identity of the section to delete. */
  sectionId: string;
};
/** Parameters for deleting an independently persisted thread section. */
export const ThreadSectionDeleteParams: t.Type<ThreadSectionDeleteParams> = /* @__PURE__ */ rt.lazy(
  'ThreadSectionDeleteParams',
  () => t.type({ sectionId: t.string }),
);

/** Successful deletion does not return additional section data. */
export type ThreadSectionDeleteResponse = { [key: string]: unknown };
/** Successful deletion does not return additional section data. */
export const ThreadSectionDeleteResponse: t.Type<ThreadSectionDeleteResponse> =
  /* @__PURE__ */ rt.lazy('ThreadSectionDeleteResponse', () => t.record(t.string, rt.jsonValue));

/** Parameters for listing independently persisted thread sections. */
export type ThreadSectionListParams = {
  /** Opaque pagination cursor returned by a previous call. */
  cursor?: string | null;
  /** Maximum number of sections to return. */
  limit?: number | null;
};
/** Parameters for listing independently persisted thread sections. */
export const ThreadSectionListParams: t.Type<ThreadSectionListParams> = /* @__PURE__ */ rt.lazy(
  'ThreadSectionListParams',
  () => t.partial({ cursor: rt.nullable(t.string), limit: rt.nullable(rt.integer) }),
);

/** One page of independently persisted thread sections. */
export type ThreadSectionListResponse = {
  data: Array<ThreadSection>;
  /** Opaque cursor for the next page, or `null` when no sections remain. */
  nextCursor?: string | null;
};
/** One page of independently persisted thread sections. */
export const ThreadSectionListResponse: t.Type<ThreadSectionListResponse> = /* @__PURE__ */ rt.lazy(
  'ThreadSectionListResponse',
  () =>
    t.intersection([
      t.type({ data: t.array(ThreadSection) }),
      t.partial({ nextCursor: rt.nullable(t.string) }),
    ]),
);

/** Parameters for moving a thread within a server-owned section ordering. */
export type ThreadSectionMoveParams = {
  /** Existing thread to insert before; omission or null appends to the section. */
  beforeThreadId?: string | null;
  /** Destination section, or `null` to remove the thread from its section. */
  sectionId: string | null;
  /** Thread to move into, within, or out of a section. */
  threadId: string;
};
/** Parameters for moving a thread within a server-owned section ordering. */
export const ThreadSectionMoveParams: t.Type<ThreadSectionMoveParams> = /* @__PURE__ */ rt.lazy(
  'ThreadSectionMoveParams',
  () =>
    t.intersection([
      t.type({ sectionId: rt.nullable(t.string), threadId: t.string }),
      t.partial({ beforeThreadId: rt.nullable(t.string) }),
    ]),
);

export type ThreadSectionMoveResponse = { [key: string]: unknown };
export const ThreadSectionMoveResponse: t.Type<ThreadSectionMoveResponse> = /* @__PURE__ */ rt.lazy(
  'ThreadSectionMoveResponse',
  () => t.record(t.string, rt.jsonValue),
);

/** Parameters for updating an independently persisted thread section. */
export type ThreadSectionUpdateParams = {
  /** Omit to preserve appearance, use `null` to clear it, or provide a replacement. */
  appearance?: ThreadSectionAppearance | null;
  /** The updated user-visible name of the section. */
  name: string;
  /** The stable, server-generated identity of the section to update. */
  sectionId: string;
};
/** Parameters for updating an independently persisted thread section. */
export const ThreadSectionUpdateParams: t.Type<ThreadSectionUpdateParams> = /* @__PURE__ */ rt.lazy(
  'ThreadSectionUpdateParams',
  () =>
    t.intersection([
      t.type({ name: t.string, sectionId: t.string }),
      t.partial({ appearance: rt.nullable(ThreadSectionAppearance) }),
    ]),
);

/** The independently persisted section after its name is updated. */
export type ThreadSectionUpdateResponse = {
  section: ThreadSection;
};
/** The independently persisted section after its name is updated. */
export const ThreadSectionUpdateResponse: t.Type<ThreadSectionUpdateResponse> =
  /* @__PURE__ */ rt.lazy('ThreadSectionUpdateResponse', () => t.type({ section: ThreadSection }));

export type ThreadSetNameParams = {
  name: string;
  threadId: string;
};
export const ThreadSetNameParams: t.Type<ThreadSetNameParams> = /* @__PURE__ */ rt.lazy(
  'ThreadSetNameParams',
  () => t.type({ name: t.string, threadId: t.string }),
);

export type ThreadSetNameResponse = { [key: string]: unknown };
export const ThreadSetNameResponse: t.Type<ThreadSetNameResponse> = /* @__PURE__ */ rt.lazy(
  'ThreadSetNameResponse',
  () => t.record(t.string, rt.jsonValue),
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
  model: string;
  modelProvider: string;
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
        personality: rt.nullable(Personality),
        serviceTier: rt.nullable(t.string),
        summary: rt.nullable(ReasoningSummary),
      }),
    ]),
);

export type ThreadSettingsUpdatedNotification = {
  threadId: string;
  threadSettings: ThreadSettings;
};
export const ThreadSettingsUpdatedNotification: t.Type<ThreadSettingsUpdatedNotification> =
  /* @__PURE__ */ rt.lazy('ThreadSettingsUpdatedNotification', () =>
    t.type({ threadId: t.string, threadSettings: ThreadSettings }),
  );

export type ThreadShellCommandParams = {
  /** Shell command string evaluated by the thread's configured shell. Unlike `command/exec`, this intentionally preserves shell syntax such as pipes, redirects, and quoting. This runs unsandboxed with full access rather than inheriting the thread sandbox policy. */
  command: string;
  threadId: string;
  /** Maximum execution time in milliseconds. Defaults to one hour when omitted or null. Must be non-negative; zero requests an immediate timeout, not unlimited execution. Does not affect the immediate RPC acknowledgement. */
  timeoutMs?: number | null;
};
export const ThreadShellCommandParams: t.Type<ThreadShellCommandParams> = /* @__PURE__ */ rt.lazy(
  'ThreadShellCommandParams',
  () =>
    t.intersection([
      t.type({ command: t.string, threadId: t.string }),
      t.partial({ timeoutMs: rt.nullable(rt.integer) }),
    ]),
);

export type ThreadShellCommandResponse = { [key: string]: unknown };
export const ThreadShellCommandResponse: t.Type<ThreadShellCommandResponse> =
  /* @__PURE__ */ rt.lazy('ThreadShellCommandResponse', () => t.record(t.string, rt.jsonValue));

export type ThreadSortKey = 'created_at' | 'updated_at' | 'recency_at' | 'section_position';
export const ThreadSortKey: t.Type<ThreadSortKey> = /* @__PURE__ */ rt.lazy('ThreadSortKey', () =>
  rt.openEnum(
    t.keyof({ created_at: null, updated_at: null, recency_at: null, section_position: null }),
  ),
);

export type ThreadSource = string;
export const ThreadSource: t.Type<ThreadSource> = t.string;

export type ThreadSourceKind =
  | 'cli'
  | 'vscode'
  | 'exec'
  | 'appServer'
  | 'subAgent'
  | 'subAgentReview'
  | 'subAgentCompact'
  | 'subAgentThreadSpawn'
  | 'subAgentOther'
  | 'unknown';
export const ThreadSourceKind: t.Type<ThreadSourceKind> = /* @__PURE__ */ rt.lazy(
  'ThreadSourceKind',
  () =>
    rt.openEnum(
      t.keyof({
        cli: null,
        vscode: null,
        exec: null,
        appServer: null,
        subAgent: null,
        subAgentReview: null,
        subAgentCompact: null,
        subAgentThreadSpawn: null,
        subAgentOther: null,
        unknown: null,
      }),
    ),
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
export const ThreadSpawnSubAgentSource: t.Type<ThreadSpawnSubAgentSource> = /* @__PURE__ */ rt.lazy(
  'ThreadSpawnSubAgentSource',
  () =>
    t.type({
      thread_spawn: t.intersection([
        t.type({ depth: rt.integer, parent_thread_id: ThreadId }),
        t.partial({
          agent_nickname: rt.nullable(t.string),
          agent_path: rt.nullable(AgentPath),
          agent_role: rt.nullable(t.string),
        }),
      ]),
    }),
);

export type ThreadStartParams = {
  approvalPolicy?: AskForApproval | null;
  /** Override where approval requests are routed for review on this thread and subsequent turns. */
  approvalsReviewer?: ApprovalsReviewer | null;
  baseInstructions?: string | null;
  config?: { [key: string]: unknown } | null;
  cwd?: string | null;
  developerInstructions?: string | null;
  ephemeral?: boolean | null;
  model?: string | null;
  modelProvider?: string | null;
  /** @deprecated `friendly` and `pragmatic` no longer select a style. */
  personality?: Personality | null;
  sandbox?: SandboxMode | null;
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
      approvalPolicy: rt.nullable(AskForApproval),
      approvalsReviewer: rt.nullable(ApprovalsReviewer),
      baseInstructions: rt.nullable(t.string),
      config: rt.nullable(t.record(t.string, rt.jsonValue)),
      cwd: rt.nullable(t.string),
      developerInstructions: rt.nullable(t.string),
      ephemeral: rt.nullable(t.boolean),
      model: rt.nullable(t.string),
      modelProvider: rt.nullable(t.string),
      personality: rt.nullable(Personality),
      sandbox: rt.nullable(SandboxMode),
      serviceName: rt.nullable(t.string),
      serviceTier: rt.nullable(t.string),
      sessionStartSource: rt.nullable(ThreadStartSource),
      threadSource: rt.nullable(ThreadSource),
    }),
);

export type ThreadStartResponse = {
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
  reasoningEffort?: ReasoningEffort | null;
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
        disabledPluginIds: t.array(t.string),
        instructionSources: t.array(LegacyAppPathString),
        reasoningEffort: rt.nullable(ReasoningEffort),
        serviceTier: rt.nullable(t.string),
      }),
    ]),
);

export type ThreadStartSource = 'startup' | 'clear';
export const ThreadStartSource: t.Type<ThreadStartSource> = /* @__PURE__ */ rt.lazy(
  'ThreadStartSource',
  () => rt.openEnum(t.keyof({ startup: null, clear: null })),
);

/** Explicitly marked unread, including when the thread has no turns. */
export type ThreadStartThreadUnreadPosition = {
  type: 'threadStart';
};
/** Explicitly marked unread, including when the thread has no turns. */
export const ThreadStartThreadUnreadPosition: t.Type<ThreadStartThreadUnreadPosition> =
  /* @__PURE__ */ rt.lazy('ThreadStartThreadUnreadPosition', () =>
    t.type({ type: t.literal('threadStart') }),
  );

export type ThreadStartedNotification = {
  thread: Thread;
};
export const ThreadStartedNotification: t.Type<ThreadStartedNotification> = /* @__PURE__ */ rt.lazy(
  'ThreadStartedNotification',
  () => t.type({ thread: Thread }),
);

export type ThreadStatus =
  | NotLoadedThreadStatus
  | IdleThreadStatus
  | SystemErrorThreadStatus
  | ActiveThreadStatus;
export const ThreadStatus: rt.TaggedUnionType<ThreadStatus> = /* @__PURE__ */ rt.lazyTagged(
  'ThreadStatus',
  () =>
    rt.taggedUnion(
      'type',
      {
        notLoaded: NotLoadedThreadStatus,
        idle: IdleThreadStatus,
        systemError: SystemErrorThreadStatus,
        active: ActiveThreadStatus,
      },
      'ThreadStatus',
    ),
);

export type ThreadStatusChangedNotification = {
  status: ThreadStatus;
  threadId: string;
};
export const ThreadStatusChangedNotification: t.Type<ThreadStatusChangedNotification> =
  /* @__PURE__ */ rt.lazy('ThreadStatusChangedNotification', () =>
    t.type({ status: ThreadStatus, threadId: t.string }),
  );

/** EXPERIMENTAL - one item or turn boundary in canonical rollout order. */
export type ThreadTimelineEntry =
  | ItemThreadTimelineEntry
  | RealtimeThreadTimelineEntry
  | TurnStartedThreadTimelineEntry
  | TurnCompletedThreadTimelineEntry;
/** EXPERIMENTAL - one item or turn boundary in canonical rollout order. */
export const ThreadTimelineEntry: rt.TaggedUnionType<ThreadTimelineEntry> =
  /* @__PURE__ */ rt.lazyTagged('ThreadTimelineEntry', () =>
    rt.taggedUnion(
      'type',
      {
        item: ItemThreadTimelineEntry,
        realtime: RealtimeThreadTimelineEntry,
        turnStarted: TurnStartedThreadTimelineEntry,
        turnCompleted: TurnCompletedThreadTimelineEntry,
      },
      'ThreadTimelineEntry',
    ),
  );

export type ThreadTokenUsage = {
  last: TokenUsageBreakdown;
  modelContextWindow?: number | null;
  total: TokenUsageBreakdown;
};
export const ThreadTokenUsage: t.Type<ThreadTokenUsage> = /* @__PURE__ */ rt.lazy(
  'ThreadTokenUsage',
  () =>
    t.intersection([
      t.type({ last: TokenUsageBreakdown, total: TokenUsageBreakdown }),
      t.partial({ modelContextWindow: rt.nullable(rt.integer) }),
    ]),
);

export type ThreadTokenUsageUpdatedNotification = {
  threadId: string;
  tokenUsage: ThreadTokenUsage;
  turnId: string;
};
export const ThreadTokenUsageUpdatedNotification: t.Type<ThreadTokenUsageUpdatedNotification> =
  /* @__PURE__ */ rt.lazy('ThreadTokenUsageUpdatedNotification', () =>
    t.type({ threadId: t.string, tokenUsage: ThreadTokenUsage, turnId: t.string }),
  );

export type ThreadTurnsListParams = {
  /** Opaque cursor to pass to the next call to continue after the last turn. */
  cursor?: string | null;
  /** How much item detail to include for each returned turn; defaults to summary. */
  itemsView?: TurnItemsView | null;
  /** Optional turn page size. */
  limit?: number | null;
  /** Optional turn pagination direction; defaults to descending. */
  sortDirection?: SortDirection | null;
  threadId: string;
};
export const ThreadTurnsListParams: t.Type<ThreadTurnsListParams> = /* @__PURE__ */ rt.lazy(
  'ThreadTurnsListParams',
  () =>
    t.intersection([
      t.type({ threadId: t.string }),
      t.partial({
        cursor: rt.nullable(t.string),
        itemsView: rt.nullable(TurnItemsView),
        limit: rt.nullable(rt.integer),
        sortDirection: rt.nullable(SortDirection),
      }),
    ]),
);

export type ThreadTurnsListResponse = {
  /** Opaque cursor to pass as `cursor` when reversing `sortDirection`. This is only populated when the page contains at least one turn. Use it with the opposite `sortDirection` to include the anchor turn again and catch updates to that turn. */
  backwardsCursor?: string | null;
  data: Array<Turn>;
  /** Opaque cursor to pass to the next call to continue after the last turn. if None, there are no more turns to return. */
  nextCursor?: string | null;
};
export const ThreadTurnsListResponse: t.Type<ThreadTurnsListResponse> = /* @__PURE__ */ rt.lazy(
  'ThreadTurnsListResponse',
  () =>
    t.intersection([
      t.type({ data: t.array(Turn) }),
      t.partial({ backwardsCursor: rt.nullable(t.string), nextCursor: rt.nullable(t.string) }),
    ]),
);

export type ThreadUnarchiveParams = {
  threadId: string;
};
export const ThreadUnarchiveParams: t.Type<ThreadUnarchiveParams> = /* @__PURE__ */ rt.lazy(
  'ThreadUnarchiveParams',
  () => t.type({ threadId: t.string }),
);

export type ThreadUnarchiveResponse = {
  thread: Thread;
};
export const ThreadUnarchiveResponse: t.Type<ThreadUnarchiveResponse> = /* @__PURE__ */ rt.lazy(
  'ThreadUnarchiveResponse',
  () => t.type({ thread: Thread }),
);

export type ThreadUnarchivedNotification = {
  threadId: string;
};
export const ThreadUnarchivedNotification: t.Type<ThreadUnarchivedNotification> =
  /* @__PURE__ */ rt.lazy('ThreadUnarchivedNotification', () => t.type({ threadId: t.string }));

export type ThreadUnreadPosition = ThreadStartThreadUnreadPosition | TurnThreadUnreadPosition;
export const ThreadUnreadPosition: rt.TaggedUnionType<ThreadUnreadPosition> =
  /* @__PURE__ */ rt.lazyTagged('ThreadUnreadPosition', () =>
    rt.taggedUnion(
      'type',
      { threadStart: ThreadStartThreadUnreadPosition, turn: TurnThreadUnreadPosition },
      'ThreadUnreadPosition',
    ),
  );

export type ThreadUnsubscribeParams = {
  threadId: string;
};
export const ThreadUnsubscribeParams: t.Type<ThreadUnsubscribeParams> = /* @__PURE__ */ rt.lazy(
  'ThreadUnsubscribeParams',
  () => t.type({ threadId: t.string }),
);

export type ThreadUnsubscribeResponse = {
  status: ThreadUnsubscribeStatus;
};
export const ThreadUnsubscribeResponse: t.Type<ThreadUnsubscribeResponse> = /* @__PURE__ */ rt.lazy(
  'ThreadUnsubscribeResponse',
  () => t.type({ status: ThreadUnsubscribeStatus }),
);

export type ThreadUnsubscribeStatus = 'notLoaded' | 'notSubscribed' | 'unsubscribed';
export const ThreadUnsubscribeStatus: t.Type<ThreadUnsubscribeStatus> = /* @__PURE__ */ rt.lazy(
  'ThreadUnsubscribeStatus',
  () => rt.openEnum(t.keyof({ notLoaded: null, notSubscribed: null, unsubscribed: null })),
);

export type ThreadUsage = {
  estimatedUsageCreditsMicros: number;
  estimatedUsageUsdMicros?: number | null;
  groups: Array<ThreadUsageBreakdownGroup>;
  /** Native dollar usage, independent of credit estimates. None means unknown, not zero. */
  nativeUsageUsdMicros?: number | null;
  threadId: string;
};
export const ThreadUsage: t.Type<ThreadUsage> = /* @__PURE__ */ rt.lazy('ThreadUsage', () =>
  t.intersection([
    t.type({
      estimatedUsageCreditsMicros: rt.integer,
      groups: t.array(ThreadUsageBreakdownGroup),
      threadId: t.string,
    }),
    t.partial({
      estimatedUsageUsdMicros: rt.nullable(rt.integer),
      nativeUsageUsdMicros: rt.nullable(rt.integer),
    }),
  ]),
);

export type ThreadUsageBreakdownGroup = {
  cachedInputTokens?: number | null;
  estimatedUsageCreditsMicros: number;
  inputTokens?: number | null;
  model?: string | null;
  netNewInputTokens?: number | null;
  outputTokens?: number | null;
  reasoningEffort?: string | null;
  speed?: string | null;
  totalTokens?: number | null;
};
export const ThreadUsageBreakdownGroup: t.Type<ThreadUsageBreakdownGroup> = /* @__PURE__ */ rt.lazy(
  'ThreadUsageBreakdownGroup',
  () =>
    t.intersection([
      t.type({ estimatedUsageCreditsMicros: rt.integer }),
      t.partial({
        cachedInputTokens: rt.nullable(rt.integer),
        inputTokens: rt.nullable(rt.integer),
        model: rt.nullable(t.string),
        netNewInputTokens: rt.nullable(rt.integer),
        outputTokens: rt.nullable(rt.integer),
        reasoningEffort: rt.nullable(t.string),
        speed: rt.nullable(t.string),
        totalTokens: rt.nullable(rt.integer),
      }),
    ]),
);

export type TrustedContacts = 'check' | 'skip';
export const TrustedContacts: t.Type<TrustedContacts> = /* @__PURE__ */ rt.lazy(
  'TrustedContacts',
  () => rt.openEnum(t.keyof({ check: null, skip: null })),
);

export type Turn = {
  /** Unix timestamp (in seconds) when the turn completed. */
  completedAt?: number | null;
  /** Duration between turn start and completion in milliseconds, if known. */
  durationMs?: number | null;
  /** Error associated with a failed or interrupted turn. */
  error?: TurnError | null;
  /** Identifier for this turn. Codex-generated turn IDs are UUIDv7. */
  id: string;
  /** Thread items currently included in this turn payload. */
  items: Array<ThreadItem>;
  /** Describes how much of `items` has been loaded for this turn. */
  itemsView?: TurnItemsView;
  /** ID of the first turn in the chain of work that led to this turn. Pass this as `rootTurnId` when starting work on behalf of this turn. May be null in older history or a `review/start` response. */
  rootTurnId?: string | null;
  /** Unix timestamp (in seconds) when the turn started. */
  startedAt?: number | null;
  status: TurnStatus;
};
export const Turn: t.Type<Turn> = /* @__PURE__ */ rt.lazy('Turn', () =>
  t.intersection([
    t.type({ id: t.string, items: t.array(ThreadItem), status: TurnStatus }),
    t.partial({
      completedAt: rt.nullable(rt.integer),
      durationMs: rt.nullable(rt.integer),
      error: rt.nullable(TurnError),
      itemsView: TurnItemsView,
      rootTurnId: rt.nullable(t.string),
      startedAt: rt.nullable(rt.integer),
    }),
  ]),
);

export type TurnCompletedNotification = {
  threadId: string;
  turn: Turn;
};
export const TurnCompletedNotification: t.Type<TurnCompletedNotification> = /* @__PURE__ */ rt.lazy(
  'TurnCompletedNotification',
  () => t.type({ threadId: t.string, turn: Turn }),
);

export type TurnCompletedThreadTimelineEntry = {
  completed_at?: number | null;
  duration_ms?: number | null;
  error?: TurnError | null;
  position: number;
  started_at?: number | null;
  status: TurnStatus;
  turn_id: string;
  type: 'turnCompleted';
};
export const TurnCompletedThreadTimelineEntry: t.Type<TurnCompletedThreadTimelineEntry> =
  /* @__PURE__ */ rt.lazy('TurnCompletedThreadTimelineEntry', () =>
    t.intersection([
      t.type({
        position: rt.integer,
        status: TurnStatus,
        turn_id: t.string,
        type: t.literal('turnCompleted'),
      }),
      t.partial({
        completed_at: rt.nullable(rt.integer),
        duration_ms: rt.nullable(rt.integer),
        error: rt.nullable(TurnError),
        started_at: rt.nullable(rt.integer),
      }),
    ]),
  );

export type TurnStartResponse = {
  turn: Turn;
};
export const TurnStartResponse: t.Type<TurnStartResponse> = /* @__PURE__ */ rt.lazy(
  'TurnStartResponse',
  () => t.type({ turn: Turn }),
);

export type TurnStartedNotification = {
  threadId: string;
  turn: Turn;
};
export const TurnStartedNotification: t.Type<TurnStartedNotification> = /* @__PURE__ */ rt.lazy(
  'TurnStartedNotification',
  () => t.type({ threadId: t.string, turn: Turn }),
);

export type TurnStartedThreadTimelineEntry = {
  position: number;
  started_at?: number | null;
  turn_id: string;
  type: 'turnStarted';
};
export const TurnStartedThreadTimelineEntry: t.Type<TurnStartedThreadTimelineEntry> =
  /* @__PURE__ */ rt.lazy('TurnStartedThreadTimelineEntry', () =>
    t.intersection([
      t.type({ position: rt.integer, turn_id: t.string, type: t.literal('turnStarted') }),
      t.partial({ started_at: rt.nullable(rt.integer) }),
    ]),
  );

/** The earliest completed result needing attention. */
export type TurnThreadUnreadPosition = {
  turnId: string;
  type: 'turn';
};
/** The earliest completed result needing attention. */
export const TurnThreadUnreadPosition: t.Type<TurnThreadUnreadPosition> = /* @__PURE__ */ rt.lazy(
  'TurnThreadUnreadPosition',
  () => t.type({ turnId: t.string, type: t.literal('turn') }),
);

export type TurnsPage = {
  backwardsCursor?: string | null;
  data: Array<Turn>;
  nextCursor?: string | null;
};
export const TurnsPage: t.Type<TurnsPage> = /* @__PURE__ */ rt.lazy('TurnsPage', () =>
  t.intersection([
    t.type({ data: t.array(Turn) }),
    t.partial({ backwardsCursor: rt.nullable(t.string), nextCursor: rt.nullable(t.string) }),
  ]),
);

export type UnreadThreadReadStateOperation = {
  type: 'unread';
};
export const UnreadThreadReadStateOperation: t.Type<UnreadThreadReadStateOperation> =
  /* @__PURE__ */ rt.lazy('UnreadThreadReadStateOperation', () =>
    t.type({ type: t.literal('unread') }),
  );

export type WebSearchAction =
  | SearchWebSearchAction
  | OpenPageWebSearchAction
  | FindInPageWebSearchAction
  | OtherWebSearchAction;
export const WebSearchAction: rt.TaggedUnionType<WebSearchAction> = /* @__PURE__ */ rt.lazyTagged(
  'WebSearchAction',
  () =>
    rt.taggedUnion(
      'type',
      {
        search: SearchWebSearchAction,
        openPage: OpenPageWebSearchAction,
        findInPage: FindInPageWebSearchAction,
        other: OtherWebSearchAction,
      },
      'WebSearchAction',
    ),
);

export type WebSearchThreadItem = {
  action?: WebSearchAction | null;
  id: string;
  query: string;
  /**
   * Structured search results returned out-of-band by standalone web search.
   *
   * These stay as opaque JSON at the extension/app-server boundary so new result fields and result types can pass through without a Codex release.
   */
  results?: Array<unknown> | null;
  type: 'webSearch';
};
export const WebSearchThreadItem: t.Type<WebSearchThreadItem> = /* @__PURE__ */ rt.lazy(
  'WebSearchThreadItem',
  () =>
    t.intersection([
      t.type({ id: t.string, query: t.string, type: t.literal('webSearch') }),
      t.partial({
        action: rt.nullable(WebSearchAction),
        results: rt.nullable(t.array(rt.jsonValue)),
      }),
    ]),
);
