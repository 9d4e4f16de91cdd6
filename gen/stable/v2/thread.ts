// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

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
export const ActivePermissionProfile: t.Type<ActivePermissionProfile> = /* @__PURE__ */ rt.deferred(
  'ActivePermissionProfile',
  (n) =>
    rt.object<ActivePermissionProfile>(n, { id: rt.string }, { extends: rt.nullable(rt.string) }),
);

export type ActiveThreadStatus = {
  activeFlags: Array<ThreadActiveFlag>;
  type: 'active';
};
export const ActiveThreadStatus: t.Type<ActiveThreadStatus> = /* @__PURE__ */ rt.deferred(
  'ActiveThreadStatus',
  (n) =>
    rt.object<ActiveThreadStatus>(n, {
      activeFlags: rt.array(ThreadActiveFlag),
      type: rt.literal('active'),
    }),
);

export type AgentMessageDelivery = 'async';
export const AgentMessageDelivery: t.Type<AgentMessageDelivery> = /* @__PURE__ */ rt.deferred(
  'AgentMessageDelivery',
  () => rt.typed<AgentMessageDelivery>(rt.literal('async')),
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
  /* @__PURE__ */ rt.deferredTagged('AgentMessageDisplay', (n) =>
    rt.taggedUnion<AgentMessageDisplay>(n, 'mode', {
      show: rt.object(
        `${n}:show`,
        { mode: rt.literal('show'), trustedContacts: TrustedContacts, version: rt.literal(1) },
        { annotation: rt.nullable(AnswerAnnotation) },
      ),
      hide: rt.object(`${n}:hide`, {
        mode: rt.literal('hide'),
        replacement: AnswerReplacement,
        version: rt.literal(1),
      }),
      block: rt.object(`${n}:block`, {
        mode: rt.literal('block'),
        reason: BlockReason,
        version: rt.literal(1),
      }),
    }),
  );

export type AgentMessageModeration = {
  display?: AgentMessageDisplay | null;
  moderated: boolean;
};
export const AgentMessageModeration: t.Type<AgentMessageModeration> = /* @__PURE__ */ rt.deferred(
  'AgentMessageModeration',
  (n) =>
    rt.object<AgentMessageModeration>(
      n,
      { moderated: rt.boolean },
      { display: rt.nullable(AgentMessageDisplay) },
    ),
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
export const AgentMessageThreadItem: t.Type<AgentMessageThreadItem> = /* @__PURE__ */ rt.deferred(
  'AgentMessageThreadItem',
  (n) =>
    rt.object<AgentMessageThreadItem>(
      n,
      { id: rt.string, text: rt.string, type: rt.literal('agentMessage') },
      {
        delivery: rt.nullable(AgentMessageDelivery),
        memoryCitation: rt.nullable(MemoryCitation),
        moderation: rt.nullable(AgentMessageModeration),
        phase: rt.nullable(MessagePhase),
        questions: rt.nullable(rt.array(AsyncUserInputQuestion)),
      },
    ),
);

export type AgentPath = string;
export const AgentPath: t.Type<AgentPath> = /* @__PURE__ */ rt.deferred('AgentPath', () =>
  rt.typed<AgentPath>(rt.string),
);

export type AnswerAnnotation = {
  kind: 'wellbeingHelpline';
  subject: HelplineSubject;
};
export const AnswerAnnotation: t.Type<AnswerAnnotation> = /* @__PURE__ */ rt.deferred(
  'AnswerAnnotation',
  (n) =>
    rt.object<AnswerAnnotation>(n, {
      kind: rt.literal('wellbeingHelpline'),
      subject: HelplineSubject,
    }),
);

export type AnswerReplacement = {
  kind: 'wellbeingPromptHelpline';
};
export const AnswerReplacement: t.Type<AnswerReplacement> = /* @__PURE__ */ rt.deferred(
  'AnswerReplacement',
  (n) => rt.object<AnswerReplacement>(n, { kind: rt.literal('wellbeingPromptHelpline') }),
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
export const ApplyPatchApprovalParams: t.Type<ApplyPatchApprovalParams> =
  /* @__PURE__ */ rt.deferred('ApplyPatchApprovalParams', (n) =>
    rt.object<ApplyPatchApprovalParams>(
      n,
      { callId: rt.string, conversationId: ThreadId, fileChanges: rt.record(FileChange) },
      { grantRoot: rt.nullable(rt.string), reason: rt.nullable(rt.string) },
    ),
  );

export type AsyncUserInputQuestion = {
  options?: Array<string> | null;
  title: string;
};
export const AsyncUserInputQuestion: t.Type<AsyncUserInputQuestion> = /* @__PURE__ */ rt.deferred(
  'AsyncUserInputQuestion',
  (n) =>
    rt.object<AsyncUserInputQuestion>(
      n,
      { title: rt.string },
      { options: rt.nullable(rt.array(rt.string)) },
    ),
);

export type BlockReason =
  | {
      kind: 'protection';
      /** Identifies the same moderation row that Chat writes on the live path. */
      protectionType: string;
    }
  | KindBlockReason;
export const BlockReason: rt.TaggedUnionType<BlockReason> = /* @__PURE__ */ rt.deferredTagged(
  'BlockReason',
  (n) =>
    rt.taggedUnion<BlockReason>(n, 'kind', {
      protection: rt.object(`${n}:protection`, {
        kind: rt.literal('protection'),
        protectionType: rt.string,
      }),
      cyber: KindBlockReason,
    }),
);

export type CollabAgentState = {
  message?: string | null;
  status: CollabAgentStatus;
};
export const CollabAgentState: t.Type<CollabAgentState> = /* @__PURE__ */ rt.deferred(
  'CollabAgentState',
  (n) =>
    rt.object<CollabAgentState>(
      n,
      { status: CollabAgentStatus },
      { message: rt.nullable(rt.string) },
    ),
);

export type CollabAgentStatus =
  | 'pendingInit'
  | 'running'
  | 'interrupted'
  | 'completed'
  | 'errored'
  | 'shutdown'
  | 'notFound';
export const CollabAgentStatus: t.Type<CollabAgentStatus> = /* @__PURE__ */ rt.deferred(
  'CollabAgentStatus',
  (n) =>
    rt.enumeration<CollabAgentStatus>(n, [
      'pendingInit',
      'running',
      'interrupted',
      'completed',
      'errored',
      'shutdown',
      'notFound',
    ]),
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
export const CollabAgentTool: t.Type<CollabAgentTool> = /* @__PURE__ */ rt.deferred(
  'CollabAgentTool',
  (n) =>
    rt.enumeration<CollabAgentTool>(n, [
      'spawnAgent',
      'sendInput',
      'resumeAgent',
      'wait',
      'closeAgent',
      'sendMessage',
      'followupTask',
      'interruptAgent',
      'listAgents',
    ]),
);

export type CollabAgentToolCallStatus = 'inProgress' | 'completed' | 'failed' | 'interrupted';
export const CollabAgentToolCallStatus: t.Type<CollabAgentToolCallStatus> =
  /* @__PURE__ */ rt.deferred('CollabAgentToolCallStatus', (n) =>
    rt.enumeration<CollabAgentToolCallStatus>(n, [
      'inProgress',
      'completed',
      'failed',
      'interrupted',
    ]),
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
  /* @__PURE__ */ rt.deferred('CollabAgentToolCallThreadItem', (n) =>
    rt.object<CollabAgentToolCallThreadItem>(
      n,
      {
        agentsStates: rt.record(CollabAgentState),
        id: rt.string,
        receiverThreadIds: rt.array(rt.string),
        senderThreadId: rt.string,
        status: CollabAgentToolCallStatus,
        tool: CollabAgentTool,
        type: rt.literal('collabAgentToolCall'),
      },
      {
        model: rt.nullable(rt.string),
        prompt: rt.nullable(rt.string),
        reasoningEffort: rt.nullable(ReasoningEffort),
      },
    ),
  );

/** Collaboration mode for a Codex session. */
export type CollaborationMode = {
  mode: ModeKind;
  settings: Settings;
};
/** Collaboration mode for a Codex session. */
export const CollaborationMode: t.Type<CollaborationMode> = /* @__PURE__ */ rt.deferred(
  'CollaborationMode',
  (n) => rt.object<CollaborationMode>(n, { mode: ModeKind, settings: Settings }),
);

export type CompletedThreadPredictionResult = {
  text?: string | null;
  type: 'completed';
};
export const CompletedThreadPredictionResult: t.Type<CompletedThreadPredictionResult> =
  /* @__PURE__ */ rt.deferred('CompletedThreadPredictionResult', (n) =>
    rt.object<CompletedThreadPredictionResult>(
      n,
      { type: rt.literal('completed') },
      { text: rt.nullable(rt.string) },
    ),
  );

/** Deprecated: Use `ContextCompaction` item type instead. */
export type ContextCompactedNotification = {
  threadId: string;
  turnId: string;
};
/** Deprecated: Use `ContextCompaction` item type instead. */
export const ContextCompactedNotification: t.Type<ContextCompactedNotification> =
  /* @__PURE__ */ rt.deferred('ContextCompactedNotification', (n) =>
    rt.object<ContextCompactedNotification>(n, { threadId: rt.string, turnId: rt.string }),
  );

export type ConversationTextRole = 'user' | 'developer' | 'assistant';
export const ConversationTextRole: t.Type<ConversationTextRole> = /* @__PURE__ */ rt.deferred(
  'ConversationTextRole',
  (n) => rt.enumeration<ConversationTextRole>(n, ['user', 'developer', 'assistant']),
);

export type CustomSessionSource = {
  custom: string;
};
export const CustomSessionSource: t.Type<CustomSessionSource> = /* @__PURE__ */ rt.deferred(
  'CustomSessionSource',
  (n) => rt.object<CustomSessionSource>(n, { custom: rt.string }),
);

export type DynamicToolCallStatus = 'inProgress' | 'completed' | 'failed';
export const DynamicToolCallStatus: t.Type<DynamicToolCallStatus> = /* @__PURE__ */ rt.deferred(
  'DynamicToolCallStatus',
  (n) => rt.enumeration<DynamicToolCallStatus>(n, ['inProgress', 'completed', 'failed']),
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
export const DynamicToolCallThreadItem: t.Type<DynamicToolCallThreadItem> =
  /* @__PURE__ */ rt.deferred('DynamicToolCallThreadItem', (n) =>
    rt.object<DynamicToolCallThreadItem>(
      n,
      {
        arguments: rt.unknownValue,
        id: rt.string,
        status: DynamicToolCallStatus,
        tool: rt.string,
        type: rt.literal('dynamicToolCall'),
      },
      {
        contentItems: rt.nullable(rt.array(DynamicToolCallOutputContentItem)),
        durationMs: rt.nullable(rt.integer),
        namespace: rt.nullable(rt.string),
        success: rt.nullable(rt.boolean),
      },
    ),
  );

export type EnvironmentConnectionNotification = {
  environmentId: string;
  threadId: string;
};
export const EnvironmentConnectionNotification: t.Type<EnvironmentConnectionNotification> =
  /* @__PURE__ */ rt.deferred('EnvironmentConnectionNotification', (n) =>
    rt.object<EnvironmentConnectionNotification>(n, {
      environmentId: rt.string,
      threadId: rt.string,
    }),
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
export const ExecCommandApprovalParams: t.Type<ExecCommandApprovalParams> =
  /* @__PURE__ */ rt.deferred('ExecCommandApprovalParams', (n) =>
    rt.object<ExecCommandApprovalParams>(
      n,
      {
        callId: rt.string,
        command: rt.array(rt.string),
        conversationId: ThreadId,
        cwd: rt.string,
        parsedCmd: rt.array(ParsedCommand),
      },
      { approvalId: rt.nullable(rt.string), reason: rt.nullable(rt.string) },
    ),
  );

export type FailedThreadPredictionResult = {
  type: 'failed';
};
export const FailedThreadPredictionResult: t.Type<FailedThreadPredictionResult> =
  /* @__PURE__ */ rt.deferred('FailedThreadPredictionResult', (n) =>
    rt.object<FailedThreadPredictionResult>(n, { type: rt.literal('failed') }),
  );

export type FileChangeThreadItem = {
  changes: Array<FileUpdateChange>;
  id: string;
  status: PatchApplyStatus;
  type: 'fileChange';
};
export const FileChangeThreadItem: t.Type<FileChangeThreadItem> = /* @__PURE__ */ rt.deferred(
  'FileChangeThreadItem',
  (n) =>
    rt.object<FileChangeThreadItem>(n, {
      changes: rt.array(FileUpdateChange),
      id: rt.string,
      status: PatchApplyStatus,
      type: rt.literal('fileChange'),
    }),
);

export type FindInPageWebSearchAction = {
  pattern?: string | null;
  type: 'findInPage';
  url?: string | null;
};
export const FindInPageWebSearchAction: t.Type<FindInPageWebSearchAction> =
  /* @__PURE__ */ rt.deferred('FindInPageWebSearchAction', (n) =>
    rt.object<FindInPageWebSearchAction>(
      n,
      { type: rt.literal('findInPage') },
      { pattern: rt.nullable(rt.string), url: rt.nullable(rt.string) },
    ),
  );

export type GetAccountTokenUsageResponse = {
  dailyUsageBuckets?: Array<AccountTokenUsageDailyBucket> | null;
  summary: AccountTokenUsageSummary;
  /** Estimated usage when a thread was requested and its billing route is available. */
  threadUsage?: ThreadUsage | null;
};
export const GetAccountTokenUsageResponse: t.Type<GetAccountTokenUsageResponse> =
  /* @__PURE__ */ rt.deferred('GetAccountTokenUsageResponse', (n) =>
    rt.object<GetAccountTokenUsageResponse>(
      n,
      { summary: AccountTokenUsageSummary },
      {
        dailyUsageBuckets: rt.nullable(rt.array(AccountTokenUsageDailyBucket)),
        threadUsage: rt.nullable(ThreadUsage),
      },
    ),
  );

export type GitInfo = {
  branch?: string | null;
  originUrl?: string | null;
  sha?: string | null;
};
export const GitInfo: t.Type<GitInfo> = /* @__PURE__ */ rt.deferred('GitInfo', (n) =>
  rt.object<GitInfo>(
    n,
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
  (n) => rt.enumeration<HelplineSubject>(n, ['answer', 'prompt']),
);

export type IdleThreadStatus = {
  type: 'idle';
};
export const IdleThreadStatus: t.Type<IdleThreadStatus> = /* @__PURE__ */ rt.deferred(
  'IdleThreadStatus',
  (n) => rt.object<IdleThreadStatus>(n, { type: rt.literal('idle') }),
);

export type ImageGenerationFailure = {
  limitId: string;
  resetsAt?: number | null;
  type: 'usageLimitExceeded';
};
export const ImageGenerationFailure: t.Type<ImageGenerationFailure> = /* @__PURE__ */ rt.deferred(
  'ImageGenerationFailure',
  (n) =>
    rt.object<ImageGenerationFailure>(
      n,
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
  /* @__PURE__ */ rt.deferred('ImageGenerationInputImage', (n) =>
    rt.object<ImageGenerationInputImage>(n, { path: AbsolutePathBuf, sha256: rt.string }),
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
export const ImageGenerationThreadItem: t.Type<ImageGenerationThreadItem> =
  /* @__PURE__ */ rt.deferred('ImageGenerationThreadItem', (n) =>
    rt.intersection<ImageGenerationThreadItem>(n, [
      rt.object(
        n,
        { id: rt.string, status: rt.string, type: rt.literal('imageGeneration') },
        {
          failure: rt.nullable(ImageGenerationFailure),
          generationId: rt.nullable(rt.string),
          inputImages: rt.array(ImageGenerationInputImage),
          revisedPrompt: rt.nullable(rt.string),
          savedPath: rt.nullable(AbsolutePathBuf),
          transparentBackground: rt.nullable(rt.boolean),
        },
      ),
      rt.union(n, [FileIdThreadItem, ResultThreadItem]),
    ]),
  );

export type ItemThreadTimelineEntry = {
  item: ThreadItem;
  position: number;
  turnId: string;
  type: 'item';
};
export const ItemThreadTimelineEntry: t.Type<ItemThreadTimelineEntry> = /* @__PURE__ */ rt.deferred(
  'ItemThreadTimelineEntry',
  (n) =>
    rt.object<ItemThreadTimelineEntry>(n, {
      item: ThreadItem,
      position: rt.integer,
      turnId: rt.string,
      type: rt.literal('item'),
    }),
);

export type KindBlockReason = {
  kind: 'cyber';
  trustedAccess?: boolean | null;
};
export const KindBlockReason: t.Type<KindBlockReason> = /* @__PURE__ */ rt.deferred(
  'KindBlockReason',
  (n) =>
    rt.object<KindBlockReason>(
      n,
      { kind: rt.literal('cyber') },
      { trustedAccess: rt.nullable(rt.boolean) },
    ),
);

export type MemoryCitation = {
  entries: Array<MemoryCitationEntry>;
  threadIds: Array<string>;
};
export const MemoryCitation: t.Type<MemoryCitation> = /* @__PURE__ */ rt.deferred(
  'MemoryCitation',
  (n) =>
    rt.object<MemoryCitation>(n, {
      entries: rt.array(MemoryCitationEntry),
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
  (n) =>
    rt.object<MemoryCitationEntry>(n, {
      lineEnd: rt.integer,
      lineStart: rt.integer,
      note: rt.string,
      path: rt.string,
    }),
);

export type NotLoadedThreadStatus = {
  type: 'notLoaded';
};
export const NotLoadedThreadStatus: t.Type<NotLoadedThreadStatus> = /* @__PURE__ */ rt.deferred(
  'NotLoadedThreadStatus',
  (n) => rt.object<NotLoadedThreadStatus>(n, { type: rt.literal('notLoaded') }),
);

export type OpenPageWebSearchAction = {
  type: 'openPage';
  url?: string | null;
};
export const OpenPageWebSearchAction: t.Type<OpenPageWebSearchAction> = /* @__PURE__ */ rt.deferred(
  'OpenPageWebSearchAction',
  (n) =>
    rt.object<OpenPageWebSearchAction>(
      n,
      { type: rt.literal('openPage') },
      { url: rt.nullable(rt.string) },
    ),
);

export type OtherSubAgentSource = {
  other: string;
};
export const OtherSubAgentSource: t.Type<OtherSubAgentSource> = /* @__PURE__ */ rt.deferred(
  'OtherSubAgentSource',
  (n) => rt.object<OtherSubAgentSource>(n, { other: rt.string }),
);

export type OtherWebSearchAction = {
  type: 'other';
};
export const OtherWebSearchAction: t.Type<OtherWebSearchAction> = /* @__PURE__ */ rt.deferred(
  'OtherWebSearchAction',
  (n) => rt.object<OtherWebSearchAction>(n, { type: rt.literal('other') }),
);

export type PatchApplyStatus = 'inProgress' | 'completed' | 'failed' | 'declined';
export const PatchApplyStatus: t.Type<PatchApplyStatus> = /* @__PURE__ */ rt.deferred(
  'PatchApplyStatus',
  (n) => rt.enumeration<PatchApplyStatus>(n, ['inProgress', 'completed', 'failed', 'declined']),
);

export type ReadThreadReadStateOperation = {
  type: 'read';
};
export const ReadThreadReadStateOperation: t.Type<ReadThreadReadStateOperation> =
  /* @__PURE__ */ rt.deferred('ReadThreadReadStateOperation', (n) =>
    rt.object<ReadThreadReadStateOperation>(n, { type: rt.literal('read') }),
  );

export type RealtimeConversationVersion = 'v1' | 'v2' | 'v3';
export const RealtimeConversationVersion: t.Type<RealtimeConversationVersion> =
  /* @__PURE__ */ rt.deferred('RealtimeConversationVersion', (n) =>
    rt.enumeration<RealtimeConversationVersion>(n, ['v1', 'v2', 'v3']),
  );

export type RealtimeThreadTimelineEntry = {
  item: ThreadRealtimeItem;
  position: number;
  type: 'realtime';
};
export const RealtimeThreadTimelineEntry: t.Type<RealtimeThreadTimelineEntry> =
  /* @__PURE__ */ rt.deferred('RealtimeThreadTimelineEntry', (n) =>
    rt.object<RealtimeThreadTimelineEntry>(n, {
      item: ThreadRealtimeItem,
      position: rt.integer,
      type: rt.literal('realtime'),
    }),
  );

export type ReviewStartResponse = {
  /** The thread id supplied to `review/start`. */
  reviewThreadId: string;
  turn: Turn;
};
export const ReviewStartResponse: t.Type<ReviewStartResponse> = /* @__PURE__ */ rt.deferred(
  'ReviewStartResponse',
  (n) => rt.object<ReviewStartResponse>(n, { reviewThreadId: rt.string, turn: Turn }),
);

export type SearchWebSearchAction = {
  queries?: Array<string> | null;
  query?: string | null;
  type: 'search';
};
export const SearchWebSearchAction: t.Type<SearchWebSearchAction> = /* @__PURE__ */ rt.deferred(
  'SearchWebSearchAction',
  (n) =>
    rt.object<SearchWebSearchAction>(
      n,
      { type: rt.literal('search') },
      { queries: rt.nullable(rt.array(rt.string)), query: rt.nullable(rt.string) },
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
  (n) =>
    rt.union<SessionSource>(n, [
      rt.enumeration(`${n}|0`, ['cli', 'vscode', 'exec', 'appServer', 'unknown']),
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
export const Settings: t.Type<Settings> = /* @__PURE__ */ rt.deferred('Settings', (n) =>
  rt.object<Settings>(
    n,
    { model: rt.string },
    {
      developer_instructions: rt.nullable(rt.string),
      reasoning_effort: rt.nullable(ReasoningEffort),
    },
  ),
);

export type SortDirection = 'asc' | 'desc';
export const SortDirection: t.Type<SortDirection> = /* @__PURE__ */ rt.deferred(
  'SortDirection',
  (n) => rt.enumeration<SortDirection>(n, ['asc', 'desc']),
);

export type SubAgentActivityKind = 'started' | 'interacted' | 'interrupted' | 'completed';
export const SubAgentActivityKind: t.Type<SubAgentActivityKind> = /* @__PURE__ */ rt.deferred(
  'SubAgentActivityKind',
  (n) =>
    rt.enumeration<SubAgentActivityKind>(n, ['started', 'interacted', 'interrupted', 'completed']),
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
  /* @__PURE__ */ rt.deferred('SubAgentActivityThreadItem', (n) =>
    rt.object<SubAgentActivityThreadItem>(
      n,
      {
        agentPath: rt.string,
        agentThreadId: rt.string,
        id: rt.string,
        kind: SubAgentActivityKind,
        type: rt.literal('subAgentActivity'),
      },
      { model: rt.nullable(rt.string), reasoningEffort: rt.nullable(ReasoningEffort) },
    ),
  );

export type SubAgentSessionSource = {
  subAgent: SubAgentSource;
};
export const SubAgentSessionSource: t.Type<SubAgentSessionSource> = /* @__PURE__ */ rt.deferred(
  'SubAgentSessionSource',
  (n) => rt.object<SubAgentSessionSource>(n, { subAgent: SubAgentSource }),
);

export type SubAgentSource =
  | 'review'
  | 'compact'
  | 'memory_consolidation'
  | ThreadSpawnSubAgentSource
  | OtherSubAgentSource;
export const SubAgentSource: t.Type<SubAgentSource> = /* @__PURE__ */ rt.deferred(
  'SubAgentSource',
  (n) =>
    rt.union<SubAgentSource>(n, [
      rt.enumeration(`${n}|0`, ['review', 'compact', 'memory_consolidation']),
      ThreadSpawnSubAgentSource,
      OtherSubAgentSource,
    ]),
);

export type SystemErrorThreadStatus = {
  type: 'systemError';
};
export const SystemErrorThreadStatus: t.Type<SystemErrorThreadStatus> = /* @__PURE__ */ rt.deferred(
  'SystemErrorThreadStatus',
  (n) => rt.object<SystemErrorThreadStatus>(n, { type: rt.literal('systemError') }),
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

export type ThreadActiveFlag = 'waitingOnApproval' | 'waitingOnUserInput';
export const ThreadActiveFlag: t.Type<ThreadActiveFlag> = /* @__PURE__ */ rt.deferred(
  'ThreadActiveFlag',
  (n) => rt.enumeration<ThreadActiveFlag>(n, ['waitingOnApproval', 'waitingOnUserInput']),
);

export type ThreadApproveGuardianDeniedActionParams = {
  /** Serialized `codex_protocol::protocol::GuardianAssessmentEvent`. */
  event: unknown;
  threadId: string;
};
export const ThreadApproveGuardianDeniedActionParams: t.Type<ThreadApproveGuardianDeniedActionParams> =
  /* @__PURE__ */ rt.deferred('ThreadApproveGuardianDeniedActionParams', (n) =>
    rt.object<ThreadApproveGuardianDeniedActionParams>(n, {
      event: rt.unknownValue,
      threadId: rt.string,
    }),
  );

export type ThreadApproveGuardianDeniedActionResponse = { [key: string]: unknown };
export const ThreadApproveGuardianDeniedActionResponse: t.Type<ThreadApproveGuardianDeniedActionResponse> =
  /* @__PURE__ */ rt.deferred('ThreadApproveGuardianDeniedActionResponse', () =>
    rt.typed<ThreadApproveGuardianDeniedActionResponse>(rt.record(rt.unknownValue)),
  );

export type ThreadArchiveParams = {
  threadId: string;
};
export const ThreadArchiveParams: t.Type<ThreadArchiveParams> = /* @__PURE__ */ rt.deferred(
  'ThreadArchiveParams',
  (n) => rt.object<ThreadArchiveParams>(n, { threadId: rt.string }),
);

export type ThreadArchiveResponse = { [key: string]: unknown };
export const ThreadArchiveResponse: t.Type<ThreadArchiveResponse> = /* @__PURE__ */ rt.deferred(
  'ThreadArchiveResponse',
  () => rt.typed<ThreadArchiveResponse>(rt.record(rt.unknownValue)),
);

export type ThreadArchivedNotification = {
  threadId: string;
};
export const ThreadArchivedNotification: t.Type<ThreadArchivedNotification> =
  /* @__PURE__ */ rt.deferred('ThreadArchivedNotification', (n) =>
    rt.object<ThreadArchivedNotification>(n, { threadId: rt.string }),
  );

export type ThreadClosedNotification = {
  threadId: string;
};
export const ThreadClosedNotification: t.Type<ThreadClosedNotification> =
  /* @__PURE__ */ rt.deferred('ThreadClosedNotification', (n) =>
    rt.object<ThreadClosedNotification>(n, { threadId: rt.string }),
  );

export type ThreadCompactStartParams = {
  threadId: string;
};
export const ThreadCompactStartParams: t.Type<ThreadCompactStartParams> =
  /* @__PURE__ */ rt.deferred('ThreadCompactStartParams', (n) =>
    rt.object<ThreadCompactStartParams>(n, { threadId: rt.string }),
  );

export type ThreadCompactStartResponse = { [key: string]: unknown };
export const ThreadCompactStartResponse: t.Type<ThreadCompactStartResponse> =
  /* @__PURE__ */ rt.deferred('ThreadCompactStartResponse', () =>
    rt.typed<ThreadCompactStartResponse>(rt.record(rt.unknownValue)),
  );

export type ThreadDeleteParams = {
  threadId: string;
};
export const ThreadDeleteParams: t.Type<ThreadDeleteParams> = /* @__PURE__ */ rt.deferred(
  'ThreadDeleteParams',
  (n) => rt.object<ThreadDeleteParams>(n, { threadId: rt.string }),
);

export type ThreadDeleteResponse = { [key: string]: unknown };
export const ThreadDeleteResponse: t.Type<ThreadDeleteResponse> = /* @__PURE__ */ rt.deferred(
  'ThreadDeleteResponse',
  () => rt.typed<ThreadDeleteResponse>(rt.record(rt.unknownValue)),
);

export type ThreadDeletedNotification = {
  threadId: string;
};
export const ThreadDeletedNotification: t.Type<ThreadDeletedNotification> =
  /* @__PURE__ */ rt.deferred('ThreadDeletedNotification', (n) =>
    rt.object<ThreadDeletedNotification>(n, { threadId: rt.string }),
  );

/** An environment selected by a loaded thread, independent of connection status. */
export type ThreadEnvironment = {
  cwd: LegacyAppPathString;
  environmentId: string;
  runtimeWorkspaceRoots: Array<LegacyAppPathString>;
};
/** An environment selected by a loaded thread, independent of connection status. */
export const ThreadEnvironment: t.Type<ThreadEnvironment> = /* @__PURE__ */ rt.deferred(
  'ThreadEnvironment',
  (n) =>
    rt.object<ThreadEnvironment>(n, {
      cwd: LegacyAppPathString,
      environmentId: rt.string,
      runtimeWorkspaceRoots: rt.array(LegacyAppPathString),
    }),
);

/** Extra app-server data for a thread. */
export type ThreadExtra = { [key: string]: unknown };
/** Extra app-server data for a thread. */
export const ThreadExtra: t.Type<ThreadExtra> = /* @__PURE__ */ rt.deferred('ThreadExtra', () =>
  rt.typed<ThreadExtra>(rt.record(rt.unknownValue)),
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
export const ThreadForkParams: t.Type<ThreadForkParams> = /* @__PURE__ */ rt.deferred(
  'ThreadForkParams',
  (n) =>
    rt.object<ThreadForkParams>(
      n,
      { threadId: rt.string },
      {
        approvalPolicy: rt.nullable(AskForApproval),
        approvalsReviewer: rt.nullable(ApprovalsReviewer),
        baseInstructions: rt.nullable(rt.string),
        config: rt.nullable(rt.record(rt.unknownValue)),
        cwd: rt.nullable(rt.string),
        developerInstructions: rt.nullable(rt.string),
        ephemeral: rt.boolean,
        excludeTurns: rt.boolean,
        lastTurnId: rt.nullable(rt.string),
        model: rt.nullable(rt.string),
        modelProvider: rt.nullable(rt.string),
        sandbox: rt.nullable(SandboxMode),
        serviceTier: rt.nullable(rt.string),
        threadSource: rt.nullable(ThreadSource),
      },
    ),
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
        disabledPluginIds: rt.array(rt.string),
        instructionSources: rt.array(LegacyAppPathString),
        reasoningEffort: rt.nullable(ReasoningEffort),
        serviceTier: rt.nullable(rt.string),
      },
    ),
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
export const ThreadGoal: t.Type<ThreadGoal> = /* @__PURE__ */ rt.deferred('ThreadGoal', (n) =>
  rt.object<ThreadGoal>(
    n,
    {
      createdAt: rt.integer,
      objective: rt.string,
      status: ThreadGoalStatus,
      threadId: rt.string,
      timeUsedSeconds: rt.integer,
      tokensUsed: rt.integer,
      updatedAt: rt.integer,
    },
    { tokenBudget: rt.nullable(rt.integer) },
  ),
);

export type ThreadGoalClearParams = {
  /** Missing provenance does not supply user authorization. */
  origin?: ThreadGoalMutationOrigin | null;
  threadId: string;
};
export const ThreadGoalClearParams: t.Type<ThreadGoalClearParams> = /* @__PURE__ */ rt.deferred(
  'ThreadGoalClearParams',
  (n) =>
    rt.object<ThreadGoalClearParams>(
      n,
      { threadId: rt.string },
      { origin: rt.nullable(ThreadGoalMutationOrigin) },
    ),
);

export type ThreadGoalClearResponse = {
  cleared: boolean;
};
export const ThreadGoalClearResponse: t.Type<ThreadGoalClearResponse> = /* @__PURE__ */ rt.deferred(
  'ThreadGoalClearResponse',
  (n) => rt.object<ThreadGoalClearResponse>(n, { cleared: rt.boolean }),
);

export type ThreadGoalClearedNotification = {
  threadId: string;
};
export const ThreadGoalClearedNotification: t.Type<ThreadGoalClearedNotification> =
  /* @__PURE__ */ rt.deferred('ThreadGoalClearedNotification', (n) =>
    rt.object<ThreadGoalClearedNotification>(n, { threadId: rt.string }),
  );

export type ThreadGoalGetParams = {
  threadId: string;
};
export const ThreadGoalGetParams: t.Type<ThreadGoalGetParams> = /* @__PURE__ */ rt.deferred(
  'ThreadGoalGetParams',
  (n) => rt.object<ThreadGoalGetParams>(n, { threadId: rt.string }),
);

export type ThreadGoalGetResponse = {
  goal?: ThreadGoal | null;
};
export const ThreadGoalGetResponse: t.Type<ThreadGoalGetResponse> = /* @__PURE__ */ rt.deferred(
  'ThreadGoalGetResponse',
  (n) => rt.object<ThreadGoalGetResponse>(n, {}, { goal: rt.nullable(ThreadGoal) }),
);

/** Distinguishes explicit user actions from automatic goal lifecycle mutations. */
export type ThreadGoalMutationOrigin = 'user' | 'automatic';
/** Distinguishes explicit user actions from automatic goal lifecycle mutations. */
export const ThreadGoalMutationOrigin: t.Type<ThreadGoalMutationOrigin> =
  /* @__PURE__ */ rt.deferred('ThreadGoalMutationOrigin', (n) =>
    rt.enumeration<ThreadGoalMutationOrigin>(n, ['user', 'automatic']),
  );

export type ThreadGoalSetParams = {
  objective?: string | null;
  /** Missing provenance does not supply user authorization. */
  origin?: ThreadGoalMutationOrigin | null;
  status?: ThreadGoalStatus | null;
  threadId: string;
  tokenBudget?: number | null;
};
export const ThreadGoalSetParams: t.Type<ThreadGoalSetParams> = /* @__PURE__ */ rt.deferred(
  'ThreadGoalSetParams',
  (n) =>
    rt.object<ThreadGoalSetParams>(
      n,
      { threadId: rt.string },
      {
        objective: rt.nullable(rt.string),
        origin: rt.nullable(ThreadGoalMutationOrigin),
        status: rt.nullable(ThreadGoalStatus),
        tokenBudget: rt.nullable(rt.integer),
      },
    ),
);

export type ThreadGoalSetResponse = {
  goal: ThreadGoal;
};
export const ThreadGoalSetResponse: t.Type<ThreadGoalSetResponse> = /* @__PURE__ */ rt.deferred(
  'ThreadGoalSetResponse',
  (n) => rt.object<ThreadGoalSetResponse>(n, { goal: ThreadGoal }),
);

export type ThreadGoalStatus =
  | 'active'
  | 'paused'
  | 'blocked'
  | 'usageLimited'
  | 'budgetLimited'
  | 'complete';
export const ThreadGoalStatus: t.Type<ThreadGoalStatus> = /* @__PURE__ */ rt.deferred(
  'ThreadGoalStatus',
  (n) =>
    rt.enumeration<ThreadGoalStatus>(n, [
      'active',
      'paused',
      'blocked',
      'usageLimited',
      'budgetLimited',
      'complete',
    ]),
);

export type ThreadGoalUpdatedNotification = {
  goal: ThreadGoal;
  threadId: string;
  turnId?: string | null;
};
export const ThreadGoalUpdatedNotification: t.Type<ThreadGoalUpdatedNotification> =
  /* @__PURE__ */ rt.deferred('ThreadGoalUpdatedNotification', (n) =>
    rt.object<ThreadGoalUpdatedNotification>(
      n,
      { goal: ThreadGoal, threadId: rt.string },
      { turnId: rt.nullable(rt.string) },
    ),
  );

export type ThreadHistoryMode = 'legacy' | 'paginated';
export const ThreadHistoryMode: t.Type<ThreadHistoryMode> = /* @__PURE__ */ rt.deferred(
  'ThreadHistoryMode',
  (n) => rt.enumeration<ThreadHistoryMode>(n, ['legacy', 'paginated']),
);

export type ThreadId = string;
export const ThreadId: t.Type<ThreadId> = /* @__PURE__ */ rt.deferred('ThreadId', () =>
  rt.typed<ThreadId>(rt.string),
);

export type ThreadInjectItemsParams = {
  /** Raw Responses API items to append to the thread's model-visible history. */
  items: Array<unknown>;
  threadId: string;
};
export const ThreadInjectItemsParams: t.Type<ThreadInjectItemsParams> = /* @__PURE__ */ rt.deferred(
  'ThreadInjectItemsParams',
  (n) =>
    rt.object<ThreadInjectItemsParams>(n, {
      items: rt.array(rt.unknownValue),
      threadId: rt.string,
    }),
);

export type ThreadInjectItemsResponse = { [key: string]: unknown };
export const ThreadInjectItemsResponse: t.Type<ThreadInjectItemsResponse> =
  /* @__PURE__ */ rt.deferred('ThreadInjectItemsResponse', () =>
    rt.typed<ThreadInjectItemsResponse>(rt.record(rt.unknownValue)),
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
export const ThreadItem: rt.TaggedUnionType<ThreadItem> = /* @__PURE__ */ rt.deferredTagged(
  'ThreadItem',
  (n) =>
    rt.taggedIntersection<ThreadItem>(
      n,
      [
        rt.object(
          n,
          {},
          { completedAtMs: rt.nullable(rt.integer), startedAtMs: rt.nullable(rt.integer) },
        ),
      ],
      rt.taggedUnion(n, 'type', {
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
      }),
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
export const ThreadItemEntry: t.Type<ThreadItemEntry> = /* @__PURE__ */ rt.deferred(
  'ThreadItemEntry',
  (n) =>
    rt.object<ThreadItemEntry>(
      n,
      { item: ThreadItem, turnId: rt.string },
      { completedAtMs: rt.nullable(rt.integer), startedAtMs: rt.nullable(rt.integer) },
    ),
);

/** An exclusive item position within the requested visible turn. */
export type ThreadItemsListAnchor = {
  itemId: string;
  type: 'item';
};
/** An exclusive item position within the requested visible turn. */
export const ThreadItemsListAnchor: t.Type<ThreadItemsListAnchor> = /* @__PURE__ */ rt.deferred(
  'ThreadItemsListAnchor',
  (n) => rt.object<ThreadItemsListAnchor>(n, { itemId: rt.string, type: rt.literal('item') }),
);

/** Starting position for an item-history page. */
export type ThreadItemsListCursor = string | ThreadItemsListAnchor;
/** Starting position for an item-history page. */
export const ThreadItemsListCursor: t.Type<ThreadItemsListCursor> = /* @__PURE__ */ rt.deferred(
  'ThreadItemsListCursor',
  (n) => rt.union<ThreadItemsListCursor>(n, [rt.string, ThreadItemsListAnchor]),
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

export type ThreadListCwdFilter = string | Array<string>;
export const ThreadListCwdFilter: t.Type<ThreadListCwdFilter> = /* @__PURE__ */ rt.deferred(
  'ThreadListCwdFilter',
  (n) => rt.union<ThreadListCwdFilter>(n, [rt.string, rt.array(rt.string)]),
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
export const ThreadListParams: t.Type<ThreadListParams> = /* @__PURE__ */ rt.deferred(
  'ThreadListParams',
  (n) =>
    rt.object<ThreadListParams>(
      n,
      {},
      {
        archived: rt.nullable(rt.boolean),
        currentAccountOnly: rt.boolean,
        cursor: rt.nullable(rt.string),
        cwd: rt.nullable(ThreadListCwdFilter),
        excludedThreadIds: rt.nullable(rt.array(rt.string)),
        includedThreadIds: rt.nullable(rt.array(rt.string)),
        limit: rt.nullable(rt.integer),
        modelProviders: rt.nullable(rt.array(rt.string)),
        originators: rt.nullable(rt.array(rt.string)),
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
};
export const ThreadListResponse: t.Type<ThreadListResponse> = /* @__PURE__ */ rt.deferred(
  'ThreadListResponse',
  (n) =>
    rt.object<ThreadListResponse>(
      n,
      { data: rt.array(Thread) },
      { backwardsCursor: rt.nullable(rt.string), nextCursor: rt.nullable(rt.string) },
    ),
);

export type ThreadLoadedListParams = {
  /** Opaque pagination cursor returned by a previous call. */
  cursor?: string | null;
  /** Optional page size; defaults to no limit. */
  limit?: number | null;
};
export const ThreadLoadedListParams: t.Type<ThreadLoadedListParams> = /* @__PURE__ */ rt.deferred(
  'ThreadLoadedListParams',
  (n) =>
    rt.object<ThreadLoadedListParams>(
      n,
      {},
      { cursor: rt.nullable(rt.string), limit: rt.nullable(rt.integer) },
    ),
);

export type ThreadLoadedListResponse = {
  /** Thread ids for sessions currently loaded in memory. */
  data: Array<string>;
  /** Opaque cursor to pass to the next call to continue after the last item. if None, there are no more items to return. */
  nextCursor?: string | null;
};
export const ThreadLoadedListResponse: t.Type<ThreadLoadedListResponse> =
  /* @__PURE__ */ rt.deferred('ThreadLoadedListResponse', (n) =>
    rt.object<ThreadLoadedListResponse>(
      n,
      { data: rt.array(rt.string) },
      { nextCursor: rt.nullable(rt.string) },
    ),
  );

export type ThreadMemoryMode = 'enabled' | 'disabled';
export const ThreadMemoryMode: t.Type<ThreadMemoryMode> = /* @__PURE__ */ rt.deferred(
  'ThreadMemoryMode',
  (n) => rt.enumeration<ThreadMemoryMode>(n, ['enabled', 'disabled']),
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
  /* @__PURE__ */ rt.deferred('ThreadMetadataGitInfoUpdateParams', (n) =>
    rt.object<ThreadMetadataGitInfoUpdateParams>(
      n,
      {},
      {
        branch: rt.nullable(rt.string),
        originUrl: rt.nullable(rt.string),
        sha: rt.nullable(rt.string),
      },
    ),
  );

export type ThreadMetadataUpdateParams = {
  /** Patch the stored Git metadata for this thread. Omit a field to leave it unchanged, set it to `null` to clear it, or provide a string to replace the stored value. */
  gitInfo?: ThreadMetadataGitInfoUpdateParams | null;
  threadId: string;
};
export const ThreadMetadataUpdateParams: t.Type<ThreadMetadataUpdateParams> =
  /* @__PURE__ */ rt.deferred('ThreadMetadataUpdateParams', (n) =>
    rt.object<ThreadMetadataUpdateParams>(
      n,
      { threadId: rt.string },
      { gitInfo: rt.nullable(ThreadMetadataGitInfoUpdateParams) },
    ),
  );

export type ThreadMetadataUpdateResponse = {
  thread: Thread;
};
export const ThreadMetadataUpdateResponse: t.Type<ThreadMetadataUpdateResponse> =
  /* @__PURE__ */ rt.deferred('ThreadMetadataUpdateResponse', (n) =>
    rt.object<ThreadMetadataUpdateResponse>(n, { thread: Thread }),
  );

export type ThreadNameUpdatedNotification = {
  threadId: string;
  threadName?: string | null;
};
export const ThreadNameUpdatedNotification: t.Type<ThreadNameUpdatedNotification> =
  /* @__PURE__ */ rt.deferred('ThreadNameUpdatedNotification', (n) =>
    rt.object<ThreadNameUpdatedNotification>(
      n,
      { threadId: rt.string },
      { threadName: rt.nullable(rt.string) },
    ),
  );

export type ThreadPredictionResult = CompletedThreadPredictionResult | FailedThreadPredictionResult;
export const ThreadPredictionResult: rt.TaggedUnionType<ThreadPredictionResult> =
  /* @__PURE__ */ rt.deferredTagged('ThreadPredictionResult', (n) =>
    rt.taggedUnion<ThreadPredictionResult>(n, 'type', {
      completed: CompletedThreadPredictionResult,
      failed: FailedThreadPredictionResult,
    }),
  );

export type ThreadPredictionUpdatedNotification = {
  result: ThreadPredictionResult;
  sourceTurnId: string;
  threadId: string;
};
export const ThreadPredictionUpdatedNotification: t.Type<ThreadPredictionUpdatedNotification> =
  /* @__PURE__ */ rt.deferred('ThreadPredictionUpdatedNotification', (n) =>
    rt.object<ThreadPredictionUpdatedNotification>(n, {
      result: ThreadPredictionResult,
      sourceTurnId: rt.string,
      threadId: rt.string,
    }),
  );

export type ThreadProjectUpdatedNotification = {
  projectId: string | null;
  threadId: string;
};
export const ThreadProjectUpdatedNotification: t.Type<ThreadProjectUpdatedNotification> =
  /* @__PURE__ */ rt.deferred('ThreadProjectUpdatedNotification', (n) =>
    rt.object<ThreadProjectUpdatedNotification>(n, {
      projectId: rt.nullable(rt.string),
      threadId: rt.string,
    }),
  );

export type ThreadQueueChangedNotification = {
  threadId: string;
};
export const ThreadQueueChangedNotification: t.Type<ThreadQueueChangedNotification> =
  /* @__PURE__ */ rt.deferred('ThreadQueueChangedNotification', (n) =>
    rt.object<ThreadQueueChangedNotification>(n, { threadId: rt.string }),
  );

export type ThreadReadParams = {
  /** When true, include turns and their items from rollout history. Full-history hydration is deprecated for paginated threads; prefer a metadata-only read and page with `thread/turns/list` and `thread/items/list`. */
  includeTurns?: boolean;
  threadId: string;
};
export const ThreadReadParams: t.Type<ThreadReadParams> = /* @__PURE__ */ rt.deferred(
  'ThreadReadParams',
  (n) => rt.object<ThreadReadParams>(n, { threadId: rt.string }, { includeTurns: rt.boolean }),
);

export type ThreadReadResponse = {
  thread: Thread;
};
export const ThreadReadResponse: t.Type<ThreadReadResponse> = /* @__PURE__ */ rt.deferred(
  'ThreadReadResponse',
  (n) => rt.object<ThreadReadResponse>(n, { thread: Thread }),
);

/** The first unread position in a durable local thread. A null position means read. The opaque revision guards edits against activity or marks the caller has not seen. */
export type ThreadReadState = {
  firstUnread?: ThreadUnreadPosition | null;
  revision: string;
};
/** The first unread position in a durable local thread. A null position means read. The opaque revision guards edits against activity or marks the caller has not seen. */
export const ThreadReadState: t.Type<ThreadReadState> = /* @__PURE__ */ rt.deferred(
  'ThreadReadState',
  (n) =>
    rt.object<ThreadReadState>(
      n,
      { revision: rt.string },
      { firstUnread: rt.nullable(ThreadUnreadPosition) },
    ),
);

export type ThreadReadStateChangedNotification = {
  readState: ThreadReadState;
  threadId: string;
};
export const ThreadReadStateChangedNotification: t.Type<ThreadReadStateChangedNotification> =
  /* @__PURE__ */ rt.deferred('ThreadReadStateChangedNotification', (n) =>
    rt.object<ThreadReadStateChangedNotification>(n, {
      readState: ThreadReadState,
      threadId: rt.string,
    }),
  );

export type ThreadReadStateOperation =
  | ReadThreadReadStateOperation
  | UnreadThreadReadStateOperation;
export const ThreadReadStateOperation: rt.TaggedUnionType<ThreadReadStateOperation> =
  /* @__PURE__ */ rt.deferredTagged('ThreadReadStateOperation', (n) =>
    rt.taggedUnion<ThreadReadStateOperation>(n, 'type', {
      read: ReadThreadReadStateOperation,
      unread: UnreadThreadReadStateOperation,
    }),
  );

/** EXPERIMENTAL - role-bearing text item included when a realtime V3 session starts. */
export type ThreadRealtimeInitialItem = {
  role: ConversationTextRole;
  text: string;
};
/** EXPERIMENTAL - role-bearing text item included when a realtime V3 session starts. */
export const ThreadRealtimeInitialItem: t.Type<ThreadRealtimeInitialItem> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeInitialItem', (n) =>
    rt.object<ThreadRealtimeInitialItem>(n, { role: ConversationTextRole, text: rt.string }),
  );

/** EXPERIMENTAL - emitted when thread realtime startup is accepted. */
export type ThreadRealtimeStartedNotification = {
  realtimeSessionId?: string | null;
  threadId: string;
  version: RealtimeConversationVersion;
};
/** EXPERIMENTAL - emitted when thread realtime startup is accepted. */
export const ThreadRealtimeStartedNotification: t.Type<ThreadRealtimeStartedNotification> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeStartedNotification', (n) =>
    rt.object<ThreadRealtimeStartedNotification>(
      n,
      { threadId: rt.string, version: RealtimeConversationVersion },
      { realtimeSessionId: rt.nullable(rt.string) },
    ),
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
  /* @__PURE__ */ rt.deferred('ThreadResumeInitialTurnsPageParams', (n) =>
    rt.object<ThreadResumeInitialTurnsPageParams>(
      n,
      {},
      {
        itemsView: rt.nullable(TurnItemsView),
        limit: rt.nullable(rt.integer),
        sortDirection: rt.nullable(SortDirection),
      },
    ),
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
        model: rt.nullable(rt.string),
        modelProvider: rt.nullable(rt.string),
        personality: rt.nullable(Personality),
        sandbox: rt.nullable(SandboxMode),
        serviceTier: rt.nullable(rt.string),
      },
    ),
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
        collaborationMode: rt.nullable(CollaborationMode),
        disabledPluginIds: rt.array(rt.string),
        instructionSources: rt.array(LegacyAppPathString),
        itemsBackwardsCursor: rt.nullable(rt.string),
        reasoningEffort: rt.nullable(ReasoningEffort),
        serviceTier: rt.nullable(rt.string),
        turnsBackwardsCursor: rt.nullable(rt.string),
      },
    ),
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
export const ThreadRevertParams: t.Type<ThreadRevertParams> = /* @__PURE__ */ rt.deferred(
  'ThreadRevertParams',
  (n) => rt.object<ThreadRevertParams>(n, { beforeTurnId: rt.string, threadId: rt.string }),
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

export type ThreadRevertedNotification = {
  threadId: string;
};
export const ThreadRevertedNotification: t.Type<ThreadRevertedNotification> =
  /* @__PURE__ */ rt.deferred('ThreadRevertedNotification', (n) =>
    rt.object<ThreadRevertedNotification>(n, { threadId: rt.string }),
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

export type ThreadSearchResult = {
  snippet: string;
  thread: Thread;
};
export const ThreadSearchResult: t.Type<ThreadSearchResult> = /* @__PURE__ */ rt.deferred(
  'ThreadSearchResult',
  (n) => rt.object<ThreadSearchResult>(n, { snippet: rt.string, thread: Thread }),
);

export type ThreadSearchSortKey = 'created_at' | 'updated_at' | 'recency_at';
export const ThreadSearchSortKey: t.Type<ThreadSearchSortKey> = /* @__PURE__ */ rt.deferred(
  'ThreadSearchSortKey',
  (n) => rt.enumeration<ThreadSearchSortKey>(n, ['created_at', 'updated_at', 'recency_at']),
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
export const ThreadSection: t.Type<ThreadSection> = /* @__PURE__ */ rt.deferred(
  'ThreadSection',
  (n) =>
    rt.object<ThreadSection>(
      n,
      { id: rt.string, name: rt.string },
      { appearance: rt.nullable(ThreadSectionAppearance) },
    ),
);

/** Extensible visual presentation for a custom thread section. */
export type ThreadSectionAppearance = {
  color?: string | null;
  icon?: string | null;
};
/** Extensible visual presentation for a custom thread section. */
export const ThreadSectionAppearance: t.Type<ThreadSectionAppearance> = /* @__PURE__ */ rt.deferred(
  'ThreadSectionAppearance',
  (n) =>
    rt.object<ThreadSectionAppearance>(
      n,
      {},
      { color: rt.nullable(rt.string), icon: rt.nullable(rt.string) },
    ),
);

/** Broadcast after a successful move into, within, or out of a section. */
export type ThreadSectionChangedNotification = {
  /** Destination section, or `null` when the thread was removed from its section. */
  sectionId: string | null;
  threadId: string;
};
/** Broadcast after a successful move into, within, or out of a section. */
export const ThreadSectionChangedNotification: t.Type<ThreadSectionChangedNotification> =
  /* @__PURE__ */ rt.deferred('ThreadSectionChangedNotification', (n) =>
    rt.object<ThreadSectionChangedNotification>(n, {
      sectionId: rt.nullable(rt.string),
      threadId: rt.string,
    }),
  );

/** Parameters for creating an independently persisted thread section. */
export type ThreadSectionCreateParams = {
  appearance?: ThreadSectionAppearance | null;
  /** The user-visible name of the section. */
  name: string;
};
/** Parameters for creating an independently persisted thread section. */
export const ThreadSectionCreateParams: t.Type<ThreadSectionCreateParams> =
  /* @__PURE__ */ rt.deferred('ThreadSectionCreateParams', (n) =>
    rt.object<ThreadSectionCreateParams>(
      n,
      { name: rt.string },
      { appearance: rt.nullable(ThreadSectionAppearance) },
    ),
  );

/** The independently persisted section created by the server. */
export type ThreadSectionCreateResponse = {
  section: ThreadSection;
};
/** The independently persisted section created by the server. */
export const ThreadSectionCreateResponse: t.Type<ThreadSectionCreateResponse> =
  /* @__PURE__ */ rt.deferred('ThreadSectionCreateResponse', (n) =>
    rt.object<ThreadSectionCreateResponse>(n, { section: ThreadSection }),
  );

/** Parameters for deleting an independently persisted thread section. */
export type ThreadSectionDeleteParams = {
  /** The stable, server-generated identity of the section to delete. */
  sectionId: string;
};
/** Parameters for deleting an independently persisted thread section. */
export const ThreadSectionDeleteParams: t.Type<ThreadSectionDeleteParams> =
  /* @__PURE__ */ rt.deferred('ThreadSectionDeleteParams', (n) =>
    rt.object<ThreadSectionDeleteParams>(n, { sectionId: rt.string }),
  );

/** Successful deletion does not return additional section data. */
export type ThreadSectionDeleteResponse = { [key: string]: unknown };
/** Successful deletion does not return additional section data. */
export const ThreadSectionDeleteResponse: t.Type<ThreadSectionDeleteResponse> =
  /* @__PURE__ */ rt.deferred('ThreadSectionDeleteResponse', () =>
    rt.typed<ThreadSectionDeleteResponse>(rt.record(rt.unknownValue)),
  );

/** Parameters for listing independently persisted thread sections. */
export type ThreadSectionListParams = {
  /** Opaque pagination cursor returned by a previous call. */
  cursor?: string | null;
  /** Maximum number of sections to return. */
  limit?: number | null;
};
/** Parameters for listing independently persisted thread sections. */
export const ThreadSectionListParams: t.Type<ThreadSectionListParams> = /* @__PURE__ */ rt.deferred(
  'ThreadSectionListParams',
  (n) =>
    rt.object<ThreadSectionListParams>(
      n,
      {},
      { cursor: rt.nullable(rt.string), limit: rt.nullable(rt.integer) },
    ),
);

/** One page of independently persisted thread sections. */
export type ThreadSectionListResponse = {
  data: Array<ThreadSection>;
  /** Opaque cursor for the next page, or `null` when no sections remain. */
  nextCursor?: string | null;
};
/** One page of independently persisted thread sections. */
export const ThreadSectionListResponse: t.Type<ThreadSectionListResponse> =
  /* @__PURE__ */ rt.deferred('ThreadSectionListResponse', (n) =>
    rt.object<ThreadSectionListResponse>(
      n,
      { data: rt.array(ThreadSection) },
      { nextCursor: rt.nullable(rt.string) },
    ),
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
export const ThreadSectionMoveParams: t.Type<ThreadSectionMoveParams> = /* @__PURE__ */ rt.deferred(
  'ThreadSectionMoveParams',
  (n) =>
    rt.object<ThreadSectionMoveParams>(
      n,
      { sectionId: rt.nullable(rt.string), threadId: rt.string },
      { beforeThreadId: rt.nullable(rt.string) },
    ),
);

export type ThreadSectionMoveResponse = { [key: string]: unknown };
export const ThreadSectionMoveResponse: t.Type<ThreadSectionMoveResponse> =
  /* @__PURE__ */ rt.deferred('ThreadSectionMoveResponse', () =>
    rt.typed<ThreadSectionMoveResponse>(rt.record(rt.unknownValue)),
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
export const ThreadSectionUpdateParams: t.Type<ThreadSectionUpdateParams> =
  /* @__PURE__ */ rt.deferred('ThreadSectionUpdateParams', (n) =>
    rt.object<ThreadSectionUpdateParams>(
      n,
      { name: rt.string, sectionId: rt.string },
      { appearance: rt.nullable(ThreadSectionAppearance) },
    ),
  );

/** The independently persisted section after its name is updated. */
export type ThreadSectionUpdateResponse = {
  section: ThreadSection;
};
/** The independently persisted section after its name is updated. */
export const ThreadSectionUpdateResponse: t.Type<ThreadSectionUpdateResponse> =
  /* @__PURE__ */ rt.deferred('ThreadSectionUpdateResponse', (n) =>
    rt.object<ThreadSectionUpdateResponse>(n, { section: ThreadSection }),
  );

export type ThreadSetNameParams = {
  name: string;
  threadId: string;
};
export const ThreadSetNameParams: t.Type<ThreadSetNameParams> = /* @__PURE__ */ rt.deferred(
  'ThreadSetNameParams',
  (n) => rt.object<ThreadSetNameParams>(n, { name: rt.string, threadId: rt.string }),
);

export type ThreadSetNameResponse = { [key: string]: unknown };
export const ThreadSetNameResponse: t.Type<ThreadSetNameResponse> = /* @__PURE__ */ rt.deferred(
  'ThreadSetNameResponse',
  () => rt.typed<ThreadSetNameResponse>(rt.record(rt.unknownValue)),
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
        personality: rt.nullable(Personality),
        serviceTier: rt.nullable(rt.string),
        summary: rt.nullable(ReasoningSummary),
      },
    ),
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

export type ThreadShellCommandParams = {
  /** Shell command string evaluated by the thread's configured shell. Unlike `command/exec`, this intentionally preserves shell syntax such as pipes, redirects, and quoting. This runs unsandboxed with full access rather than inheriting the thread sandbox policy. */
  command: string;
  threadId: string;
  /** Maximum execution time in milliseconds. Defaults to one hour when omitted or null. Must be non-negative; zero requests an immediate timeout, not unlimited execution. Does not affect the immediate RPC acknowledgement. */
  timeoutMs?: number | null;
};
export const ThreadShellCommandParams: t.Type<ThreadShellCommandParams> =
  /* @__PURE__ */ rt.deferred('ThreadShellCommandParams', (n) =>
    rt.object<ThreadShellCommandParams>(
      n,
      { command: rt.string, threadId: rt.string },
      { timeoutMs: rt.nullable(rt.integer) },
    ),
  );

export type ThreadShellCommandResponse = { [key: string]: unknown };
export const ThreadShellCommandResponse: t.Type<ThreadShellCommandResponse> =
  /* @__PURE__ */ rt.deferred('ThreadShellCommandResponse', () =>
    rt.typed<ThreadShellCommandResponse>(rt.record(rt.unknownValue)),
  );

export type ThreadSortKey = 'created_at' | 'updated_at' | 'recency_at' | 'section_position';
export const ThreadSortKey: t.Type<ThreadSortKey> = /* @__PURE__ */ rt.deferred(
  'ThreadSortKey',
  (n) =>
    rt.enumeration<ThreadSortKey>(n, [
      'created_at',
      'updated_at',
      'recency_at',
      'section_position',
    ]),
);

export type ThreadSource = string;
export const ThreadSource: t.Type<ThreadSource> = /* @__PURE__ */ rt.deferred('ThreadSource', () =>
  rt.typed<ThreadSource>(rt.string),
);

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
export const ThreadSourceKind: t.Type<ThreadSourceKind> = /* @__PURE__ */ rt.deferred(
  'ThreadSourceKind',
  (n) =>
    rt.enumeration<ThreadSourceKind>(n, [
      'cli',
      'vscode',
      'exec',
      'appServer',
      'subAgent',
      'subAgentReview',
      'subAgentCompact',
      'subAgentThreadSpawn',
      'subAgentOther',
      'unknown',
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
  /* @__PURE__ */ rt.deferred('ThreadSpawnSubAgentSource', (n) =>
    rt.object<ThreadSpawnSubAgentSource>(n, {
      thread_spawn: rt.object(
        `${n}.thread_spawn`,
        { depth: rt.integer, parent_thread_id: ThreadId },
        {
          agent_nickname: rt.nullable(rt.string),
          agent_path: rt.nullable(AgentPath),
          agent_role: rt.nullable(rt.string),
        },
      ),
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
export const ThreadStartParams: t.Type<ThreadStartParams> = /* @__PURE__ */ rt.deferred(
  'ThreadStartParams',
  (n) =>
    rt.object<ThreadStartParams>(
      n,
      {},
      {
        approvalPolicy: rt.nullable(AskForApproval),
        approvalsReviewer: rt.nullable(ApprovalsReviewer),
        baseInstructions: rt.nullable(rt.string),
        config: rt.nullable(rt.record(rt.unknownValue)),
        cwd: rt.nullable(rt.string),
        developerInstructions: rt.nullable(rt.string),
        ephemeral: rt.nullable(rt.boolean),
        model: rt.nullable(rt.string),
        modelProvider: rt.nullable(rt.string),
        personality: rt.nullable(Personality),
        sandbox: rt.nullable(SandboxMode),
        serviceName: rt.nullable(rt.string),
        serviceTier: rt.nullable(rt.string),
        sessionStartSource: rt.nullable(ThreadStartSource),
        threadSource: rt.nullable(ThreadSource),
      },
    ),
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
        disabledPluginIds: rt.array(rt.string),
        instructionSources: rt.array(LegacyAppPathString),
        reasoningEffort: rt.nullable(ReasoningEffort),
        serviceTier: rt.nullable(rt.string),
      },
    ),
);

export type ThreadStartSource = 'startup' | 'clear';
export const ThreadStartSource: t.Type<ThreadStartSource> = /* @__PURE__ */ rt.deferred(
  'ThreadStartSource',
  (n) => rt.enumeration<ThreadStartSource>(n, ['startup', 'clear']),
);

/** Explicitly marked unread, including when the thread has no turns. */
export type ThreadStartThreadUnreadPosition = {
  type: 'threadStart';
};
/** Explicitly marked unread, including when the thread has no turns. */
export const ThreadStartThreadUnreadPosition: t.Type<ThreadStartThreadUnreadPosition> =
  /* @__PURE__ */ rt.deferred('ThreadStartThreadUnreadPosition', (n) =>
    rt.object<ThreadStartThreadUnreadPosition>(n, { type: rt.literal('threadStart') }),
  );

export type ThreadStartedNotification = {
  thread: Thread;
};
export const ThreadStartedNotification: t.Type<ThreadStartedNotification> =
  /* @__PURE__ */ rt.deferred('ThreadStartedNotification', (n) =>
    rt.object<ThreadStartedNotification>(n, { thread: Thread }),
  );

export type ThreadStatus =
  | NotLoadedThreadStatus
  | IdleThreadStatus
  | SystemErrorThreadStatus
  | ActiveThreadStatus;
export const ThreadStatus: rt.TaggedUnionType<ThreadStatus> = /* @__PURE__ */ rt.deferredTagged(
  'ThreadStatus',
  (n) =>
    rt.taggedUnion<ThreadStatus>(n, 'type', {
      notLoaded: NotLoadedThreadStatus,
      idle: IdleThreadStatus,
      systemError: SystemErrorThreadStatus,
      active: ActiveThreadStatus,
    }),
);

export type ThreadStatusChangedNotification = {
  status: ThreadStatus;
  threadId: string;
};
export const ThreadStatusChangedNotification: t.Type<ThreadStatusChangedNotification> =
  /* @__PURE__ */ rt.deferred('ThreadStatusChangedNotification', (n) =>
    rt.object<ThreadStatusChangedNotification>(n, { status: ThreadStatus, threadId: rt.string }),
  );

/** EXPERIMENTAL - one item or turn boundary in canonical rollout order. */
export type ThreadTimelineEntry =
  | ItemThreadTimelineEntry
  | RealtimeThreadTimelineEntry
  | TurnStartedThreadTimelineEntry
  | TurnCompletedThreadTimelineEntry;
/** EXPERIMENTAL - one item or turn boundary in canonical rollout order. */
export const ThreadTimelineEntry: rt.TaggedUnionType<ThreadTimelineEntry> =
  /* @__PURE__ */ rt.deferredTagged('ThreadTimelineEntry', (n) =>
    rt.taggedUnion<ThreadTimelineEntry>(n, 'type', {
      item: ItemThreadTimelineEntry,
      realtime: RealtimeThreadTimelineEntry,
      turnStarted: TurnStartedThreadTimelineEntry,
      turnCompleted: TurnCompletedThreadTimelineEntry,
    }),
  );

export type ThreadTokenUsage = {
  last: TokenUsageBreakdown;
  modelContextWindow?: number | null;
  total: TokenUsageBreakdown;
};
export const ThreadTokenUsage: t.Type<ThreadTokenUsage> = /* @__PURE__ */ rt.deferred(
  'ThreadTokenUsage',
  (n) =>
    rt.object<ThreadTokenUsage>(
      n,
      { last: TokenUsageBreakdown, total: TokenUsageBreakdown },
      { modelContextWindow: rt.nullable(rt.integer) },
    ),
);

export type ThreadTokenUsageUpdatedNotification = {
  threadId: string;
  tokenUsage: ThreadTokenUsage;
  turnId: string;
};
export const ThreadTokenUsageUpdatedNotification: t.Type<ThreadTokenUsageUpdatedNotification> =
  /* @__PURE__ */ rt.deferred('ThreadTokenUsageUpdatedNotification', (n) =>
    rt.object<ThreadTokenUsageUpdatedNotification>(n, {
      threadId: rt.string,
      tokenUsage: ThreadTokenUsage,
      turnId: rt.string,
    }),
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
export const ThreadTurnsListParams: t.Type<ThreadTurnsListParams> = /* @__PURE__ */ rt.deferred(
  'ThreadTurnsListParams',
  (n) =>
    rt.object<ThreadTurnsListParams>(
      n,
      { threadId: rt.string },
      {
        cursor: rt.nullable(rt.string),
        itemsView: rt.nullable(TurnItemsView),
        limit: rt.nullable(rt.integer),
        sortDirection: rt.nullable(SortDirection),
      },
    ),
);

export type ThreadTurnsListResponse = {
  /** Opaque cursor to pass as `cursor` when reversing `sortDirection`. This is only populated when the page contains at least one turn. Use it with the opposite `sortDirection` to include the anchor turn again and catch updates to that turn. */
  backwardsCursor?: string | null;
  data: Array<Turn>;
  /** Opaque cursor to pass to the next call to continue after the last turn. if None, there are no more turns to return. */
  nextCursor?: string | null;
};
export const ThreadTurnsListResponse: t.Type<ThreadTurnsListResponse> = /* @__PURE__ */ rt.deferred(
  'ThreadTurnsListResponse',
  (n) =>
    rt.object<ThreadTurnsListResponse>(
      n,
      { data: rt.array(Turn) },
      { backwardsCursor: rt.nullable(rt.string), nextCursor: rt.nullable(rt.string) },
    ),
);

export type ThreadUnarchiveParams = {
  threadId: string;
};
export const ThreadUnarchiveParams: t.Type<ThreadUnarchiveParams> = /* @__PURE__ */ rt.deferred(
  'ThreadUnarchiveParams',
  (n) => rt.object<ThreadUnarchiveParams>(n, { threadId: rt.string }),
);

export type ThreadUnarchiveResponse = {
  thread: Thread;
};
export const ThreadUnarchiveResponse: t.Type<ThreadUnarchiveResponse> = /* @__PURE__ */ rt.deferred(
  'ThreadUnarchiveResponse',
  (n) => rt.object<ThreadUnarchiveResponse>(n, { thread: Thread }),
);

export type ThreadUnarchivedNotification = {
  threadId: string;
};
export const ThreadUnarchivedNotification: t.Type<ThreadUnarchivedNotification> =
  /* @__PURE__ */ rt.deferred('ThreadUnarchivedNotification', (n) =>
    rt.object<ThreadUnarchivedNotification>(n, { threadId: rt.string }),
  );

export type ThreadUnreadPosition = ThreadStartThreadUnreadPosition | TurnThreadUnreadPosition;
export const ThreadUnreadPosition: rt.TaggedUnionType<ThreadUnreadPosition> =
  /* @__PURE__ */ rt.deferredTagged('ThreadUnreadPosition', (n) =>
    rt.taggedUnion<ThreadUnreadPosition>(n, 'type', {
      threadStart: ThreadStartThreadUnreadPosition,
      turn: TurnThreadUnreadPosition,
    }),
  );

export type ThreadUnsubscribeParams = {
  threadId: string;
};
export const ThreadUnsubscribeParams: t.Type<ThreadUnsubscribeParams> = /* @__PURE__ */ rt.deferred(
  'ThreadUnsubscribeParams',
  (n) => rt.object<ThreadUnsubscribeParams>(n, { threadId: rt.string }),
);

export type ThreadUnsubscribeResponse = {
  status: ThreadUnsubscribeStatus;
};
export const ThreadUnsubscribeResponse: t.Type<ThreadUnsubscribeResponse> =
  /* @__PURE__ */ rt.deferred('ThreadUnsubscribeResponse', (n) =>
    rt.object<ThreadUnsubscribeResponse>(n, { status: ThreadUnsubscribeStatus }),
  );

export type ThreadUnsubscribeStatus = 'notLoaded' | 'notSubscribed' | 'unsubscribed';
export const ThreadUnsubscribeStatus: t.Type<ThreadUnsubscribeStatus> = /* @__PURE__ */ rt.deferred(
  'ThreadUnsubscribeStatus',
  (n) => rt.enumeration<ThreadUnsubscribeStatus>(n, ['notLoaded', 'notSubscribed', 'unsubscribed']),
);

export type ThreadUsage = {
  estimatedUsageCreditsMicros: number;
  estimatedUsageUsdMicros?: number | null;
  groups: Array<ThreadUsageBreakdownGroup>;
  /** Native dollar usage, independent of credit estimates. None means unknown, not zero. */
  nativeUsageUsdMicros?: number | null;
  threadId: string;
};
export const ThreadUsage: t.Type<ThreadUsage> = /* @__PURE__ */ rt.deferred('ThreadUsage', (n) =>
  rt.object<ThreadUsage>(
    n,
    {
      estimatedUsageCreditsMicros: rt.integer,
      groups: rt.array(ThreadUsageBreakdownGroup),
      threadId: rt.string,
    },
    {
      estimatedUsageUsdMicros: rt.nullable(rt.integer),
      nativeUsageUsdMicros: rt.nullable(rt.integer),
    },
  ),
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
export const ThreadUsageBreakdownGroup: t.Type<ThreadUsageBreakdownGroup> =
  /* @__PURE__ */ rt.deferred('ThreadUsageBreakdownGroup', (n) =>
    rt.object<ThreadUsageBreakdownGroup>(
      n,
      { estimatedUsageCreditsMicros: rt.integer },
      {
        cachedInputTokens: rt.nullable(rt.integer),
        inputTokens: rt.nullable(rt.integer),
        model: rt.nullable(rt.string),
        netNewInputTokens: rt.nullable(rt.integer),
        outputTokens: rt.nullable(rt.integer),
        reasoningEffort: rt.nullable(rt.string),
        speed: rt.nullable(rt.string),
        totalTokens: rt.nullable(rt.integer),
      },
    ),
  );

export type TrustedContacts = 'check' | 'skip';
export const TrustedContacts: t.Type<TrustedContacts> = /* @__PURE__ */ rt.deferred(
  'TrustedContacts',
  (n) => rt.enumeration<TrustedContacts>(n, ['check', 'skip']),
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
export const Turn: t.Type<Turn> = /* @__PURE__ */ rt.deferred('Turn', (n) =>
  rt.object<Turn>(
    n,
    { id: rt.string, items: rt.array(ThreadItem), status: TurnStatus },
    {
      completedAt: rt.nullable(rt.integer),
      durationMs: rt.nullable(rt.integer),
      error: rt.nullable(TurnError),
      itemsView: TurnItemsView,
      rootTurnId: rt.nullable(rt.string),
      startedAt: rt.nullable(rt.integer),
    },
  ),
);

export type TurnCompletedNotification = {
  threadId: string;
  turn: Turn;
};
export const TurnCompletedNotification: t.Type<TurnCompletedNotification> =
  /* @__PURE__ */ rt.deferred('TurnCompletedNotification', (n) =>
    rt.object<TurnCompletedNotification>(n, { threadId: rt.string, turn: Turn }),
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
  /* @__PURE__ */ rt.deferred('TurnCompletedThreadTimelineEntry', (n) =>
    rt.object<TurnCompletedThreadTimelineEntry>(
      n,
      {
        position: rt.integer,
        status: TurnStatus,
        turn_id: rt.string,
        type: rt.literal('turnCompleted'),
      },
      {
        completed_at: rt.nullable(rt.integer),
        duration_ms: rt.nullable(rt.integer),
        error: rt.nullable(TurnError),
        started_at: rt.nullable(rt.integer),
      },
    ),
  );

export type TurnStartResponse = {
  turn: Turn;
};
export const TurnStartResponse: t.Type<TurnStartResponse> = /* @__PURE__ */ rt.deferred(
  'TurnStartResponse',
  (n) => rt.object<TurnStartResponse>(n, { turn: Turn }),
);

export type TurnStartedNotification = {
  threadId: string;
  turn: Turn;
};
export const TurnStartedNotification: t.Type<TurnStartedNotification> = /* @__PURE__ */ rt.deferred(
  'TurnStartedNotification',
  (n) => rt.object<TurnStartedNotification>(n, { threadId: rt.string, turn: Turn }),
);

export type TurnStartedThreadTimelineEntry = {
  position: number;
  started_at?: number | null;
  turn_id: string;
  type: 'turnStarted';
};
export const TurnStartedThreadTimelineEntry: t.Type<TurnStartedThreadTimelineEntry> =
  /* @__PURE__ */ rt.deferred('TurnStartedThreadTimelineEntry', (n) =>
    rt.object<TurnStartedThreadTimelineEntry>(
      n,
      { position: rt.integer, turn_id: rt.string, type: rt.literal('turnStarted') },
      { started_at: rt.nullable(rt.integer) },
    ),
  );

/** The earliest completed result needing attention. */
export type TurnThreadUnreadPosition = {
  turnId: string;
  type: 'turn';
};
/** The earliest completed result needing attention. */
export const TurnThreadUnreadPosition: t.Type<TurnThreadUnreadPosition> =
  /* @__PURE__ */ rt.deferred('TurnThreadUnreadPosition', (n) =>
    rt.object<TurnThreadUnreadPosition>(n, { turnId: rt.string, type: rt.literal('turn') }),
  );

export type TurnsPage = {
  backwardsCursor?: string | null;
  data: Array<Turn>;
  nextCursor?: string | null;
};
export const TurnsPage: t.Type<TurnsPage> = /* @__PURE__ */ rt.deferred('TurnsPage', (n) =>
  rt.object<TurnsPage>(
    n,
    { data: rt.array(Turn) },
    { backwardsCursor: rt.nullable(rt.string), nextCursor: rt.nullable(rt.string) },
  ),
);

export type UnreadThreadReadStateOperation = {
  type: 'unread';
};
export const UnreadThreadReadStateOperation: t.Type<UnreadThreadReadStateOperation> =
  /* @__PURE__ */ rt.deferred('UnreadThreadReadStateOperation', (n) =>
    rt.object<UnreadThreadReadStateOperation>(n, { type: rt.literal('unread') }),
  );

export type WebSearchAction =
  | SearchWebSearchAction
  | OpenPageWebSearchAction
  | FindInPageWebSearchAction
  | OtherWebSearchAction;
export const WebSearchAction: rt.TaggedUnionType<WebSearchAction> =
  /* @__PURE__ */ rt.deferredTagged('WebSearchAction', (n) =>
    rt.taggedUnion<WebSearchAction>(n, 'type', {
      search: SearchWebSearchAction,
      openPage: OpenPageWebSearchAction,
      findInPage: FindInPageWebSearchAction,
      other: OtherWebSearchAction,
    }),
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
export const WebSearchThreadItem: t.Type<WebSearchThreadItem> = /* @__PURE__ */ rt.deferred(
  'WebSearchThreadItem',
  (n) =>
    rt.object<WebSearchThreadItem>(
      n,
      { id: rt.string, query: rt.string, type: rt.literal('webSearch') },
      { action: rt.nullable(WebSearchAction), results: rt.nullable(rt.array(rt.unknownValue)) },
    ),
);
