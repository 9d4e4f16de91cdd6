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
import { FileUpdateChange } from './file.js';
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
import { ThreadSection } from './thread-section.js';
import { TurnError, TurnItemsView, TurnStatus } from './turn.js';

export type ActivePermissionProfile = {
  /** Parent profile identifier from the selected permissions profile's `extends` setting, when present. */
  extends?: string | null;
  /** Identifier from `default_permissions` or the implicit built-in default, such as `:workspace` or a user-defined `[permissions.<id>]` profile. */
  id: string;
};
export const ActivePermissionProfile: t.Type<ActivePermissionProfile> = /* @__PURE__ */ rt.deferred(
  'ActivePermissionProfile',
  () =>
    rt.object<ActivePermissionProfile>(
      'ActivePermissionProfile',
      { id: rt.string },
      { extends: rt.nullable(rt.string) },
    ),
);

export type ActiveThreadStatus = {
  activeFlags: Array<ThreadActiveFlag>;
  type: 'active';
};
export const ActiveThreadStatus: t.Type<ActiveThreadStatus> = /* @__PURE__ */ rt.deferred(
  'ActiveThreadStatus',
  () =>
    rt.object<ActiveThreadStatus>('ActiveThreadStatus', {
      activeFlags: rt.array(rt.ref('ThreadActiveFlag', () => ThreadActiveFlag)),
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
  /* @__PURE__ */ rt.deferredTagged('AgentMessageDisplay', () =>
    rt.taggedUnion<AgentMessageDisplay>('AgentMessageDisplay', 'mode', {
      show: rt.object(
        'AgentMessageDisplay:show',
        {
          mode: rt.literal('show'),
          trustedContacts: rt.ref('TrustedContacts', () => TrustedContacts),
          version: rt.literal(1),
        },
        { annotation: rt.nullable(rt.ref('AnswerAnnotation', () => AnswerAnnotation)) },
      ),
      hide: rt.object('AgentMessageDisplay:hide', {
        mode: rt.literal('hide'),
        replacement: rt.ref('AnswerReplacement', () => AnswerReplacement),
        version: rt.literal(1),
      }),
      block: rt.object('AgentMessageDisplay:block', {
        mode: rt.literal('block'),
        reason: rt.ref('BlockReason', () => BlockReason),
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
  () =>
    rt.object<AgentMessageModeration>(
      'AgentMessageModeration',
      { moderated: rt.boolean },
      { display: rt.nullable(rt.ref('AgentMessageDisplay', () => AgentMessageDisplay)) },
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
  () =>
    rt.object<AgentMessageThreadItem>(
      'AgentMessageThreadItem',
      { id: rt.string, text: rt.string, type: rt.literal('agentMessage') },
      {
        delivery: rt.nullable(rt.ref('AgentMessageDelivery', () => AgentMessageDelivery)),
        memoryCitation: rt.nullable(rt.ref('MemoryCitation', () => MemoryCitation)),
        moderation: rt.nullable(rt.ref('AgentMessageModeration', () => AgentMessageModeration)),
        phase: rt.nullable(rt.ref('MessagePhase', () => MessagePhase)),
        questions: rt.nullable(
          rt.array(rt.ref('AsyncUserInputQuestion', () => AsyncUserInputQuestion)),
        ),
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
  () =>
    rt.object<AnswerAnnotation>('AnswerAnnotation', {
      kind: rt.literal('wellbeingHelpline'),
      subject: rt.ref('HelplineSubject', () => HelplineSubject),
    }),
);

export type AnswerReplacement = {
  kind: 'wellbeingPromptHelpline';
};
export const AnswerReplacement: t.Type<AnswerReplacement> = /* @__PURE__ */ rt.deferred(
  'AnswerReplacement',
  () =>
    rt.object<AnswerReplacement>('AnswerReplacement', {
      kind: rt.literal('wellbeingPromptHelpline'),
    }),
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
  /* @__PURE__ */ rt.deferred('ApplyPatchApprovalParams', () =>
    rt.object<ApplyPatchApprovalParams>(
      'ApplyPatchApprovalParams',
      {
        callId: rt.string,
        conversationId: rt.ref('ThreadId', () => ThreadId),
        fileChanges: rt.record(rt.ref('FileChange', () => FileChange)),
      },
      { grantRoot: rt.nullable(rt.string), reason: rt.nullable(rt.string) },
    ),
  );

export type AsyncUserInputQuestion = {
  options?: Array<string> | null;
  title: string;
};
export const AsyncUserInputQuestion: t.Type<AsyncUserInputQuestion> = /* @__PURE__ */ rt.deferred(
  'AsyncUserInputQuestion',
  () =>
    rt.object<AsyncUserInputQuestion>(
      'AsyncUserInputQuestion',
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
  () =>
    rt.taggedUnion<BlockReason>('BlockReason', 'kind', {
      protection: rt.object('BlockReason:protection', {
        kind: rt.literal('protection'),
        protectionType: rt.string,
      }),
      cyber: rt.ref('KindBlockReason', () => KindBlockReason),
    }),
);

export type CollabAgentState = {
  message?: string | null;
  status: CollabAgentStatus;
};
export const CollabAgentState: t.Type<CollabAgentState> = /* @__PURE__ */ rt.deferred(
  'CollabAgentState',
  () =>
    rt.object<CollabAgentState>(
      'CollabAgentState',
      { status: rt.ref('CollabAgentStatus', () => CollabAgentStatus) },
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
  () =>
    rt.enumeration<CollabAgentStatus>('CollabAgentStatus', [
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
  () =>
    rt.enumeration<CollabAgentTool>('CollabAgentTool', [
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
  /* @__PURE__ */ rt.deferred('CollabAgentToolCallStatus', () =>
    rt.enumeration<CollabAgentToolCallStatus>('CollabAgentToolCallStatus', [
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
  /* @__PURE__ */ rt.deferred('CollabAgentToolCallThreadItem', () =>
    rt.object<CollabAgentToolCallThreadItem>(
      'CollabAgentToolCallThreadItem',
      {
        agentsStates: rt.record(rt.ref('CollabAgentState', () => CollabAgentState)),
        id: rt.string,
        receiverThreadIds: rt.array(rt.string),
        senderThreadId: rt.string,
        status: rt.ref('CollabAgentToolCallStatus', () => CollabAgentToolCallStatus),
        tool: rt.ref('CollabAgentTool', () => CollabAgentTool),
        type: rt.literal('collabAgentToolCall'),
      },
      {
        model: rt.nullable(rt.string),
        prompt: rt.nullable(rt.string),
        reasoningEffort: rt.nullable(rt.ref('ReasoningEffort', () => ReasoningEffort)),
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
  () =>
    rt.object<CollaborationMode>('CollaborationMode', {
      mode: rt.ref('ModeKind', () => ModeKind),
      settings: rt.ref('Settings', () => Settings),
    }),
);

export type CompletedThreadPredictionResult = {
  text?: string | null;
  type: 'completed';
};
export const CompletedThreadPredictionResult: t.Type<CompletedThreadPredictionResult> =
  /* @__PURE__ */ rt.deferred('CompletedThreadPredictionResult', () =>
    rt.object<CompletedThreadPredictionResult>(
      'CompletedThreadPredictionResult',
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
  /* @__PURE__ */ rt.deferred('ContextCompactedNotification', () =>
    rt.object<ContextCompactedNotification>('ContextCompactedNotification', {
      threadId: rt.string,
      turnId: rt.string,
    }),
  );

export type ConversationTextRole = 'user' | 'developer' | 'assistant';
export const ConversationTextRole: t.Type<ConversationTextRole> = /* @__PURE__ */ rt.deferred(
  'ConversationTextRole',
  () =>
    rt.enumeration<ConversationTextRole>('ConversationTextRole', [
      'user',
      'developer',
      'assistant',
    ]),
);

export type CustomSessionSource = {
  custom: string;
};
export const CustomSessionSource: t.Type<CustomSessionSource> = /* @__PURE__ */ rt.deferred(
  'CustomSessionSource',
  () => rt.object<CustomSessionSource>('CustomSessionSource', { custom: rt.string }),
);

export type DynamicToolCallStatus = 'inProgress' | 'completed' | 'failed';
export const DynamicToolCallStatus: t.Type<DynamicToolCallStatus> = /* @__PURE__ */ rt.deferred(
  'DynamicToolCallStatus',
  () =>
    rt.enumeration<DynamicToolCallStatus>('DynamicToolCallStatus', [
      'inProgress',
      'completed',
      'failed',
    ]),
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
  /* @__PURE__ */ rt.deferred('DynamicToolCallThreadItem', () =>
    rt.object<DynamicToolCallThreadItem>(
      'DynamicToolCallThreadItem',
      {
        arguments: rt.unknownValue,
        id: rt.string,
        status: rt.ref('DynamicToolCallStatus', () => DynamicToolCallStatus),
        tool: rt.string,
        type: rt.literal('dynamicToolCall'),
      },
      {
        contentItems: rt.nullable(
          rt.array(
            rt.ref('DynamicToolCallOutputContentItem', () => DynamicToolCallOutputContentItem),
          ),
        ),
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
  /* @__PURE__ */ rt.deferred('EnvironmentConnectionNotification', () =>
    rt.object<EnvironmentConnectionNotification>('EnvironmentConnectionNotification', {
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
  /* @__PURE__ */ rt.deferred('ExecCommandApprovalParams', () =>
    rt.object<ExecCommandApprovalParams>(
      'ExecCommandApprovalParams',
      {
        callId: rt.string,
        command: rt.array(rt.string),
        conversationId: rt.ref('ThreadId', () => ThreadId),
        cwd: rt.string,
        parsedCmd: rt.array(rt.ref('ParsedCommand', () => ParsedCommand)),
      },
      { approvalId: rt.nullable(rt.string), reason: rt.nullable(rt.string) },
    ),
  );

export type FailedThreadPredictionResult = {
  type: 'failed';
};
export const FailedThreadPredictionResult: t.Type<FailedThreadPredictionResult> =
  /* @__PURE__ */ rt.deferred('FailedThreadPredictionResult', () =>
    rt.object<FailedThreadPredictionResult>('FailedThreadPredictionResult', {
      type: rt.literal('failed'),
    }),
  );

export type FileChangeThreadItem = {
  changes: Array<FileUpdateChange>;
  id: string;
  status: PatchApplyStatus;
  type: 'fileChange';
};
export const FileChangeThreadItem: t.Type<FileChangeThreadItem> = /* @__PURE__ */ rt.deferred(
  'FileChangeThreadItem',
  () =>
    rt.object<FileChangeThreadItem>('FileChangeThreadItem', {
      changes: rt.array(rt.ref('FileUpdateChange', () => FileUpdateChange)),
      id: rt.string,
      status: rt.ref('PatchApplyStatus', () => PatchApplyStatus),
      type: rt.literal('fileChange'),
    }),
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

export type GetAccountTokenUsageResponse = {
  dailyUsageBuckets?: Array<AccountTokenUsageDailyBucket> | null;
  summary: AccountTokenUsageSummary;
  /** Estimated usage when a thread was requested and its billing route is available. */
  threadUsage?: ThreadUsage | null;
};
export const GetAccountTokenUsageResponse: t.Type<GetAccountTokenUsageResponse> =
  /* @__PURE__ */ rt.deferred('GetAccountTokenUsageResponse', () =>
    rt.object<GetAccountTokenUsageResponse>(
      'GetAccountTokenUsageResponse',
      { summary: rt.ref('AccountTokenUsageSummary', () => AccountTokenUsageSummary) },
      {
        dailyUsageBuckets: rt.nullable(
          rt.array(rt.ref('AccountTokenUsageDailyBucket', () => AccountTokenUsageDailyBucket)),
        ),
        threadUsage: rt.nullable(rt.ref('ThreadUsage', () => ThreadUsage)),
      },
    ),
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

export type IdleThreadStatus = {
  type: 'idle';
};
export const IdleThreadStatus: t.Type<IdleThreadStatus> = /* @__PURE__ */ rt.deferred(
  'IdleThreadStatus',
  () => rt.object<IdleThreadStatus>('IdleThreadStatus', { type: rt.literal('idle') }),
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
  /* @__PURE__ */ rt.deferred('ImageGenerationThreadItem', () =>
    rt.intersection<ImageGenerationThreadItem>('ImageGenerationThreadItem', [
      rt.object(
        'ImageGenerationThreadItem',
        { id: rt.string, status: rt.string, type: rt.literal('imageGeneration') },
        {
          failure: rt.nullable(rt.ref('ImageGenerationFailure', () => ImageGenerationFailure)),
          generationId: rt.nullable(rt.string),
          inputImages: rt.array(
            rt.ref('ImageGenerationInputImage', () => ImageGenerationInputImage),
          ),
          revisedPrompt: rt.nullable(rt.string),
          savedPath: rt.nullable(rt.ref('AbsolutePathBuf', () => AbsolutePathBuf)),
          transparentBackground: rt.nullable(rt.boolean),
        },
      ),
      rt.union('ImageGenerationThreadItem', [
        rt.ref('FileIdThreadItem', () => FileIdThreadItem),
        rt.ref('ResultThreadItem', () => ResultThreadItem),
      ]),
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
  () =>
    rt.object<ItemThreadTimelineEntry>('ItemThreadTimelineEntry', {
      item: rt.ref('ThreadItem', () => ThreadItem),
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
  () =>
    rt.object<KindBlockReason>(
      'KindBlockReason',
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

export type NotLoadedThreadStatus = {
  type: 'notLoaded';
};
export const NotLoadedThreadStatus: t.Type<NotLoadedThreadStatus> = /* @__PURE__ */ rt.deferred(
  'NotLoadedThreadStatus',
  () =>
    rt.object<NotLoadedThreadStatus>('NotLoadedThreadStatus', { type: rt.literal('notLoaded') }),
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

export type OtherSubAgentSource = {
  other: string;
};
export const OtherSubAgentSource: t.Type<OtherSubAgentSource> = /* @__PURE__ */ rt.deferred(
  'OtherSubAgentSource',
  () => rt.object<OtherSubAgentSource>('OtherSubAgentSource', { other: rt.string }),
);

export type OtherWebSearchAction = {
  type: 'other';
};
export const OtherWebSearchAction: t.Type<OtherWebSearchAction> = /* @__PURE__ */ rt.deferred(
  'OtherWebSearchAction',
  () => rt.object<OtherWebSearchAction>('OtherWebSearchAction', { type: rt.literal('other') }),
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

export type ReadThreadReadStateOperation = {
  type: 'read';
};
export const ReadThreadReadStateOperation: t.Type<ReadThreadReadStateOperation> =
  /* @__PURE__ */ rt.deferred('ReadThreadReadStateOperation', () =>
    rt.object<ReadThreadReadStateOperation>('ReadThreadReadStateOperation', {
      type: rt.literal('read'),
    }),
  );

export type RealtimeConversationVersion = 'v1' | 'v2' | 'v3';
export const RealtimeConversationVersion: t.Type<RealtimeConversationVersion> =
  /* @__PURE__ */ rt.deferred('RealtimeConversationVersion', () =>
    rt.enumeration<RealtimeConversationVersion>('RealtimeConversationVersion', ['v1', 'v2', 'v3']),
  );

export type RealtimeThreadTimelineEntry = {
  item: ThreadRealtimeItem;
  position: number;
  type: 'realtime';
};
export const RealtimeThreadTimelineEntry: t.Type<RealtimeThreadTimelineEntry> =
  /* @__PURE__ */ rt.deferred('RealtimeThreadTimelineEntry', () =>
    rt.object<RealtimeThreadTimelineEntry>('RealtimeThreadTimelineEntry', {
      item: rt.ref('ThreadRealtimeItem', () => ThreadRealtimeItem),
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
  () =>
    rt.object<ReviewStartResponse>('ReviewStartResponse', {
      reviewThreadId: rt.string,
      turn: rt.ref('Turn', () => Turn),
    }),
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

export type SortDirection = 'asc' | 'desc';
export const SortDirection: t.Type<SortDirection> = /* @__PURE__ */ rt.deferred(
  'SortDirection',
  () => rt.enumeration<SortDirection>('SortDirection', ['asc', 'desc']),
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
  /* @__PURE__ */ rt.deferred('SubAgentActivityThreadItem', () =>
    rt.object<SubAgentActivityThreadItem>(
      'SubAgentActivityThreadItem',
      {
        agentPath: rt.string,
        agentThreadId: rt.string,
        id: rt.string,
        kind: rt.ref('SubAgentActivityKind', () => SubAgentActivityKind),
        type: rt.literal('subAgentActivity'),
      },
      {
        model: rt.nullable(rt.string),
        reasoningEffort: rt.nullable(rt.ref('ReasoningEffort', () => ReasoningEffort)),
      },
    ),
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

export type SystemErrorThreadStatus = {
  type: 'systemError';
};
export const SystemErrorThreadStatus: t.Type<SystemErrorThreadStatus> = /* @__PURE__ */ rt.deferred(
  'SystemErrorThreadStatus',
  () =>
    rt.object<SystemErrorThreadStatus>('SystemErrorThreadStatus', {
      type: rt.literal('systemError'),
    }),
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
export const Thread: t.Type<Thread> = /* @__PURE__ */ rt.deferred('Thread', () =>
  rt.object<Thread>(
    'Thread',
    {
      cliVersion: rt.string,
      createdAt: rt.integer,
      cwd: rt.ref('AbsolutePathBuf', () => AbsolutePathBuf),
      ephemeral: rt.boolean,
      id: rt.string,
      modelProvider: rt.string,
      preview: rt.string,
      projectId: rt.nullable(rt.string),
      sessionId: rt.string,
      source: rt.ref('SessionSource', () => SessionSource),
      status: rt.ref('ThreadStatus', () => ThreadStatus),
      turns: rt.array(rt.ref('Turn', () => Turn)),
      updatedAt: rt.integer,
    },
    {
      agentNickname: rt.nullable(rt.string),
      agentRole: rt.nullable(rt.string),
      forkedFromId: rt.nullable(rt.string),
      gitInfo: rt.nullable(rt.ref('GitInfo', () => GitInfo)),
      historyMode: rt.ref('ThreadHistoryMode', () => ThreadHistoryMode),
      model: rt.nullable(rt.string),
      name: rt.nullable(rt.string),
      originator: rt.nullable(rt.string),
      parentThreadId: rt.nullable(rt.string),
      path: rt.nullable(rt.string),
      reasoningEffort: rt.nullable(rt.ref('ReasoningEffort', () => ReasoningEffort)),
      recencyAt: rt.nullable(rt.integer),
      section: rt.nullable(rt.ref('ThreadSection', () => ThreadSection)),
      sectionEnteredAt: rt.nullable(rt.integer),
      threadSource: rt.nullable(rt.ref('ThreadSource', () => ThreadSource)),
    },
  ),
);

export type ThreadActiveFlag = 'waitingOnApproval' | 'waitingOnUserInput';
export const ThreadActiveFlag: t.Type<ThreadActiveFlag> = /* @__PURE__ */ rt.deferred(
  'ThreadActiveFlag',
  () =>
    rt.enumeration<ThreadActiveFlag>('ThreadActiveFlag', [
      'waitingOnApproval',
      'waitingOnUserInput',
    ]),
);

export type ThreadApproveGuardianDeniedActionParams = {
  /** Serialized `codex_protocol::protocol::GuardianAssessmentEvent`. */
  event: unknown;
  threadId: string;
};
export const ThreadApproveGuardianDeniedActionParams: t.Type<ThreadApproveGuardianDeniedActionParams> =
  /* @__PURE__ */ rt.deferred('ThreadApproveGuardianDeniedActionParams', () =>
    rt.object<ThreadApproveGuardianDeniedActionParams>('ThreadApproveGuardianDeniedActionParams', {
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
  () => rt.object<ThreadArchiveParams>('ThreadArchiveParams', { threadId: rt.string }),
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
  /* @__PURE__ */ rt.deferred('ThreadArchivedNotification', () =>
    rt.object<ThreadArchivedNotification>('ThreadArchivedNotification', { threadId: rt.string }),
  );

export type ThreadClosedNotification = {
  threadId: string;
};
export const ThreadClosedNotification: t.Type<ThreadClosedNotification> =
  /* @__PURE__ */ rt.deferred('ThreadClosedNotification', () =>
    rt.object<ThreadClosedNotification>('ThreadClosedNotification', { threadId: rt.string }),
  );

export type ThreadCompactStartParams = {
  threadId: string;
};
export const ThreadCompactStartParams: t.Type<ThreadCompactStartParams> =
  /* @__PURE__ */ rt.deferred('ThreadCompactStartParams', () =>
    rt.object<ThreadCompactStartParams>('ThreadCompactStartParams', { threadId: rt.string }),
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
  () => rt.object<ThreadDeleteParams>('ThreadDeleteParams', { threadId: rt.string }),
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
  /* @__PURE__ */ rt.deferred('ThreadDeletedNotification', () =>
    rt.object<ThreadDeletedNotification>('ThreadDeletedNotification', { threadId: rt.string }),
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
  () =>
    rt.object<ThreadEnvironment>('ThreadEnvironment', {
      cwd: rt.ref('LegacyAppPathString', () => LegacyAppPathString),
      environmentId: rt.string,
      runtimeWorkspaceRoots: rt.array(rt.ref('LegacyAppPathString', () => LegacyAppPathString)),
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
  () =>
    rt.object<ThreadForkParams>(
      'ThreadForkParams',
      { threadId: rt.string },
      {
        approvalPolicy: rt.nullable(rt.ref('AskForApproval', () => AskForApproval)),
        approvalsReviewer: rt.nullable(rt.ref('ApprovalsReviewer', () => ApprovalsReviewer)),
        baseInstructions: rt.nullable(rt.string),
        config: rt.nullable(rt.record(rt.unknownValue)),
        cwd: rt.nullable(rt.string),
        developerInstructions: rt.nullable(rt.string),
        ephemeral: rt.boolean,
        excludeTurns: rt.boolean,
        lastTurnId: rt.nullable(rt.string),
        model: rt.nullable(rt.string),
        modelProvider: rt.nullable(rt.string),
        sandbox: rt.nullable(rt.ref('SandboxMode', () => SandboxMode)),
        serviceTier: rt.nullable(rt.string),
        threadSource: rt.nullable(rt.ref('ThreadSource', () => ThreadSource)),
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
  () =>
    rt.object<ThreadForkResponse>(
      'ThreadForkResponse',
      {
        approvalPolicy: rt.ref('AskForApproval', () => AskForApproval),
        approvalsReviewer: rt.ref('ApprovalsReviewer', () => ApprovalsReviewer),
        cwd: rt.ref('AbsolutePathBuf', () => AbsolutePathBuf),
        model: rt.string,
        modelProvider: rt.string,
        sandbox: rt.ref('SandboxPolicy', () => SandboxPolicy),
        thread: rt.ref('Thread', () => Thread),
      },
      {
        disabledPluginIds: rt.array(rt.string),
        instructionSources: rt.array(rt.ref('LegacyAppPathString', () => LegacyAppPathString)),
        reasoningEffort: rt.nullable(rt.ref('ReasoningEffort', () => ReasoningEffort)),
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
export const ThreadGoal: t.Type<ThreadGoal> = /* @__PURE__ */ rt.deferred('ThreadGoal', () =>
  rt.object<ThreadGoal>(
    'ThreadGoal',
    {
      createdAt: rt.integer,
      objective: rt.string,
      status: rt.ref('ThreadGoalStatus', () => ThreadGoalStatus),
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
  () =>
    rt.object<ThreadGoalClearParams>(
      'ThreadGoalClearParams',
      { threadId: rt.string },
      { origin: rt.nullable(rt.ref('ThreadGoalMutationOrigin', () => ThreadGoalMutationOrigin)) },
    ),
);

export type ThreadGoalClearResponse = {
  cleared: boolean;
};
export const ThreadGoalClearResponse: t.Type<ThreadGoalClearResponse> = /* @__PURE__ */ rt.deferred(
  'ThreadGoalClearResponse',
  () => rt.object<ThreadGoalClearResponse>('ThreadGoalClearResponse', { cleared: rt.boolean }),
);

export type ThreadGoalClearedNotification = {
  threadId: string;
};
export const ThreadGoalClearedNotification: t.Type<ThreadGoalClearedNotification> =
  /* @__PURE__ */ rt.deferred('ThreadGoalClearedNotification', () =>
    rt.object<ThreadGoalClearedNotification>('ThreadGoalClearedNotification', {
      threadId: rt.string,
    }),
  );

export type ThreadGoalGetParams = {
  threadId: string;
};
export const ThreadGoalGetParams: t.Type<ThreadGoalGetParams> = /* @__PURE__ */ rt.deferred(
  'ThreadGoalGetParams',
  () => rt.object<ThreadGoalGetParams>('ThreadGoalGetParams', { threadId: rt.string }),
);

export type ThreadGoalGetResponse = {
  goal?: ThreadGoal | null;
};
export const ThreadGoalGetResponse: t.Type<ThreadGoalGetResponse> = /* @__PURE__ */ rt.deferred(
  'ThreadGoalGetResponse',
  () =>
    rt.object<ThreadGoalGetResponse>(
      'ThreadGoalGetResponse',
      {},
      { goal: rt.nullable(rt.ref('ThreadGoal', () => ThreadGoal)) },
    ),
);

/** Distinguishes explicit user actions from automatic goal lifecycle mutations. */
export type ThreadGoalMutationOrigin = 'user' | 'automatic';
/** Distinguishes explicit user actions from automatic goal lifecycle mutations. */
export const ThreadGoalMutationOrigin: t.Type<ThreadGoalMutationOrigin> =
  /* @__PURE__ */ rt.deferred('ThreadGoalMutationOrigin', () =>
    rt.enumeration<ThreadGoalMutationOrigin>('ThreadGoalMutationOrigin', ['user', 'automatic']),
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
  () =>
    rt.object<ThreadGoalSetParams>(
      'ThreadGoalSetParams',
      { threadId: rt.string },
      {
        objective: rt.nullable(rt.string),
        origin: rt.nullable(rt.ref('ThreadGoalMutationOrigin', () => ThreadGoalMutationOrigin)),
        status: rt.nullable(rt.ref('ThreadGoalStatus', () => ThreadGoalStatus)),
        tokenBudget: rt.nullable(rt.integer),
      },
    ),
);

export type ThreadGoalSetResponse = {
  goal: ThreadGoal;
};
export const ThreadGoalSetResponse: t.Type<ThreadGoalSetResponse> = /* @__PURE__ */ rt.deferred(
  'ThreadGoalSetResponse',
  () =>
    rt.object<ThreadGoalSetResponse>('ThreadGoalSetResponse', {
      goal: rt.ref('ThreadGoal', () => ThreadGoal),
    }),
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
  () =>
    rt.enumeration<ThreadGoalStatus>('ThreadGoalStatus', [
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
  /* @__PURE__ */ rt.deferred('ThreadGoalUpdatedNotification', () =>
    rt.object<ThreadGoalUpdatedNotification>(
      'ThreadGoalUpdatedNotification',
      { goal: rt.ref('ThreadGoal', () => ThreadGoal), threadId: rt.string },
      { turnId: rt.nullable(rt.string) },
    ),
  );

export type ThreadHistoryMode = 'legacy' | 'paginated';
export const ThreadHistoryMode: t.Type<ThreadHistoryMode> = /* @__PURE__ */ rt.deferred(
  'ThreadHistoryMode',
  () => rt.enumeration<ThreadHistoryMode>('ThreadHistoryMode', ['legacy', 'paginated']),
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
  () =>
    rt.object<ThreadInjectItemsParams>('ThreadInjectItemsParams', {
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
  () =>
    rt.taggedIntersection<ThreadItem>(
      'ThreadItem',
      [
        rt.object(
          'ThreadItem',
          {},
          { completedAtMs: rt.nullable(rt.integer), startedAtMs: rt.nullable(rt.integer) },
        ),
      ],
      rt.taggedUnion('ThreadItem', 'type', {
        userMessage: rt.ref('UserMessageThreadItem', () => UserMessageThreadItem),
        hookPrompt: rt.ref('HookPromptThreadItem', () => HookPromptThreadItem),
        agentMessage: rt.ref('AgentMessageThreadItem', () => AgentMessageThreadItem),
        functionCallOutput: rt.ref(
          'FunctionCallOutputThreadItem',
          () => FunctionCallOutputThreadItem,
        ),
        plan: rt.ref('PlanThreadItem', () => PlanThreadItem),
        reasoning: rt.ref('ReasoningThreadItem', () => ReasoningThreadItem),
        commandExecution: rt.ref('CommandExecutionThreadItem', () => CommandExecutionThreadItem),
        fileChange: rt.ref('FileChangeThreadItem', () => FileChangeThreadItem),
        mcpToolCall: rt.ref('McpToolCallThreadItem', () => McpToolCallThreadItem),
        dynamicToolCall: rt.ref('DynamicToolCallThreadItem', () => DynamicToolCallThreadItem),
        collabAgentToolCall: rt.ref(
          'CollabAgentToolCallThreadItem',
          () => CollabAgentToolCallThreadItem,
        ),
        subAgentActivity: rt.ref('SubAgentActivityThreadItem', () => SubAgentActivityThreadItem),
        webSearch: rt.ref('WebSearchThreadItem', () => WebSearchThreadItem),
        imageView: rt.ref('ImageViewThreadItem', () => ImageViewThreadItem),
        sleep: rt.ref('SleepThreadItem', () => SleepThreadItem),
        imageGeneration: rt.ref('ImageGenerationThreadItem', () => ImageGenerationThreadItem),
        enteredReviewMode: rt.ref('EnteredReviewModeThreadItem', () => EnteredReviewModeThreadItem),
        exitedReviewMode: rt.ref('ExitedReviewModeThreadItem', () => ExitedReviewModeThreadItem),
        contextCompaction: rt.ref('ContextCompactionThreadItem', () => ContextCompactionThreadItem),
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
  () =>
    rt.object<ThreadItemEntry>(
      'ThreadItemEntry',
      { item: rt.ref('ThreadItem', () => ThreadItem), turnId: rt.string },
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
  () =>
    rt.object<ThreadItemsListAnchor>('ThreadItemsListAnchor', {
      itemId: rt.string,
      type: rt.literal('item'),
    }),
);

/** Starting position for an item-history page. */
export type ThreadItemsListCursor = string | ThreadItemsListAnchor;
/** Starting position for an item-history page. */
export const ThreadItemsListCursor: t.Type<ThreadItemsListCursor> = /* @__PURE__ */ rt.deferred(
  'ThreadItemsListCursor',
  () =>
    rt.union<ThreadItemsListCursor>('ThreadItemsListCursor', [
      rt.string,
      rt.ref('ThreadItemsListAnchor', () => ThreadItemsListAnchor),
    ]),
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
  () =>
    rt.object<ThreadItemsListParams>(
      'ThreadItemsListParams',
      { threadId: rt.string },
      {
        cursor: rt.nullable(rt.ref('ThreadItemsListCursor', () => ThreadItemsListCursor)),
        deferOutput: rt.nullable(
          rt.ref('ThreadItemOutputDeferral', () => ThreadItemOutputDeferral),
        ),
        limit: rt.nullable(rt.integer),
        sortDirection: rt.nullable(rt.ref('SortDirection', () => SortDirection)),
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
  () =>
    rt.object<ThreadItemsListResponse>(
      'ThreadItemsListResponse',
      { data: rt.array(rt.ref('ThreadItemEntry', () => ThreadItemEntry)) },
      { backwardsCursor: rt.nullable(rt.string), nextCursor: rt.nullable(rt.string) },
    ),
);

export type ThreadListCwdFilter = string | Array<string>;
export const ThreadListCwdFilter: t.Type<ThreadListCwdFilter> = /* @__PURE__ */ rt.deferred(
  'ThreadListCwdFilter',
  () => rt.union<ThreadListCwdFilter>('ThreadListCwdFilter', [rt.string, rt.array(rt.string)]),
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
  () =>
    rt.object<ThreadListParams>(
      'ThreadListParams',
      {},
      {
        archived: rt.nullable(rt.boolean),
        currentAccountOnly: rt.boolean,
        cursor: rt.nullable(rt.string),
        cwd: rt.nullable(rt.ref('ThreadListCwdFilter', () => ThreadListCwdFilter)),
        excludedThreadIds: rt.nullable(rt.array(rt.string)),
        includedThreadIds: rt.nullable(rt.array(rt.string)),
        limit: rt.nullable(rt.integer),
        modelProviders: rt.nullable(rt.array(rt.string)),
        originators: rt.nullable(rt.array(rt.string)),
        searchTerm: rt.nullable(rt.string),
        sectionId: rt.nullable(rt.string),
        sortDirection: rt.nullable(rt.ref('SortDirection', () => SortDirection)),
        sortKey: rt.nullable(rt.ref('ThreadSortKey', () => ThreadSortKey)),
        sourceKinds: rt.nullable(rt.array(rt.ref('ThreadSourceKind', () => ThreadSourceKind))),
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
  () =>
    rt.object<ThreadListResponse>(
      'ThreadListResponse',
      { data: rt.array(rt.ref('Thread', () => Thread)) },
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
  () =>
    rt.object<ThreadLoadedListParams>(
      'ThreadLoadedListParams',
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
  /* @__PURE__ */ rt.deferred('ThreadLoadedListResponse', () =>
    rt.object<ThreadLoadedListResponse>(
      'ThreadLoadedListResponse',
      { data: rt.array(rt.string) },
      { nextCursor: rt.nullable(rt.string) },
    ),
  );

export type ThreadMemoryMode = 'enabled' | 'disabled';
export const ThreadMemoryMode: t.Type<ThreadMemoryMode> = /* @__PURE__ */ rt.deferred(
  'ThreadMemoryMode',
  () => rt.enumeration<ThreadMemoryMode>('ThreadMemoryMode', ['enabled', 'disabled']),
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
  /* @__PURE__ */ rt.deferred('ThreadMetadataGitInfoUpdateParams', () =>
    rt.object<ThreadMetadataGitInfoUpdateParams>(
      'ThreadMetadataGitInfoUpdateParams',
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
  /* @__PURE__ */ rt.deferred('ThreadMetadataUpdateParams', () =>
    rt.object<ThreadMetadataUpdateParams>(
      'ThreadMetadataUpdateParams',
      { threadId: rt.string },
      {
        gitInfo: rt.nullable(
          rt.ref('ThreadMetadataGitInfoUpdateParams', () => ThreadMetadataGitInfoUpdateParams),
        ),
      },
    ),
  );

export type ThreadMetadataUpdateResponse = {
  thread: Thread;
};
export const ThreadMetadataUpdateResponse: t.Type<ThreadMetadataUpdateResponse> =
  /* @__PURE__ */ rt.deferred('ThreadMetadataUpdateResponse', () =>
    rt.object<ThreadMetadataUpdateResponse>('ThreadMetadataUpdateResponse', {
      thread: rt.ref('Thread', () => Thread),
    }),
  );

export type ThreadNameUpdatedNotification = {
  threadId: string;
  threadName?: string | null;
};
export const ThreadNameUpdatedNotification: t.Type<ThreadNameUpdatedNotification> =
  /* @__PURE__ */ rt.deferred('ThreadNameUpdatedNotification', () =>
    rt.object<ThreadNameUpdatedNotification>(
      'ThreadNameUpdatedNotification',
      { threadId: rt.string },
      { threadName: rt.nullable(rt.string) },
    ),
  );

export type ThreadPredictionResult = CompletedThreadPredictionResult | FailedThreadPredictionResult;
export const ThreadPredictionResult: rt.TaggedUnionType<ThreadPredictionResult> =
  /* @__PURE__ */ rt.deferredTagged('ThreadPredictionResult', () =>
    rt.taggedUnion<ThreadPredictionResult>('ThreadPredictionResult', 'type', {
      completed: rt.ref('CompletedThreadPredictionResult', () => CompletedThreadPredictionResult),
      failed: rt.ref('FailedThreadPredictionResult', () => FailedThreadPredictionResult),
    }),
  );

export type ThreadPredictionUpdatedNotification = {
  result: ThreadPredictionResult;
  sourceTurnId: string;
  threadId: string;
};
export const ThreadPredictionUpdatedNotification: t.Type<ThreadPredictionUpdatedNotification> =
  /* @__PURE__ */ rt.deferred('ThreadPredictionUpdatedNotification', () =>
    rt.object<ThreadPredictionUpdatedNotification>('ThreadPredictionUpdatedNotification', {
      result: rt.ref('ThreadPredictionResult', () => ThreadPredictionResult),
      sourceTurnId: rt.string,
      threadId: rt.string,
    }),
  );

export type ThreadProjectUpdatedNotification = {
  projectId: string | null;
  threadId: string;
};
export const ThreadProjectUpdatedNotification: t.Type<ThreadProjectUpdatedNotification> =
  /* @__PURE__ */ rt.deferred('ThreadProjectUpdatedNotification', () =>
    rt.object<ThreadProjectUpdatedNotification>('ThreadProjectUpdatedNotification', {
      projectId: rt.nullable(rt.string),
      threadId: rt.string,
    }),
  );

export type ThreadQueueChangedNotification = {
  threadId: string;
};
export const ThreadQueueChangedNotification: t.Type<ThreadQueueChangedNotification> =
  /* @__PURE__ */ rt.deferred('ThreadQueueChangedNotification', () =>
    rt.object<ThreadQueueChangedNotification>('ThreadQueueChangedNotification', {
      threadId: rt.string,
    }),
  );

export type ThreadReadParams = {
  /** When true, include turns and their items from rollout history. Full-history hydration is deprecated for paginated threads; prefer a metadata-only read and page with `thread/turns/list` and `thread/items/list`. */
  includeTurns?: boolean;
  threadId: string;
};
export const ThreadReadParams: t.Type<ThreadReadParams> = /* @__PURE__ */ rt.deferred(
  'ThreadReadParams',
  () =>
    rt.object<ThreadReadParams>(
      'ThreadReadParams',
      { threadId: rt.string },
      { includeTurns: rt.boolean },
    ),
);

export type ThreadReadResponse = {
  thread: Thread;
};
export const ThreadReadResponse: t.Type<ThreadReadResponse> = /* @__PURE__ */ rt.deferred(
  'ThreadReadResponse',
  () =>
    rt.object<ThreadReadResponse>('ThreadReadResponse', { thread: rt.ref('Thread', () => Thread) }),
);

/** The first unread position in a durable local thread. A null position means read. The opaque revision guards edits against activity or marks the caller has not seen. */
export type ThreadReadState = {
  firstUnread?: ThreadUnreadPosition | null;
  revision: string;
};
/** The first unread position in a durable local thread. A null position means read. The opaque revision guards edits against activity or marks the caller has not seen. */
export const ThreadReadState: t.Type<ThreadReadState> = /* @__PURE__ */ rt.deferred(
  'ThreadReadState',
  () =>
    rt.object<ThreadReadState>(
      'ThreadReadState',
      { revision: rt.string },
      { firstUnread: rt.nullable(rt.ref('ThreadUnreadPosition', () => ThreadUnreadPosition)) },
    ),
);

export type ThreadReadStateChangedNotification = {
  readState: ThreadReadState;
  threadId: string;
};
export const ThreadReadStateChangedNotification: t.Type<ThreadReadStateChangedNotification> =
  /* @__PURE__ */ rt.deferred('ThreadReadStateChangedNotification', () =>
    rt.object<ThreadReadStateChangedNotification>('ThreadReadStateChangedNotification', {
      readState: rt.ref('ThreadReadState', () => ThreadReadState),
      threadId: rt.string,
    }),
  );

export type ThreadReadStateOperation =
  | ReadThreadReadStateOperation
  | UnreadThreadReadStateOperation;
export const ThreadReadStateOperation: rt.TaggedUnionType<ThreadReadStateOperation> =
  /* @__PURE__ */ rt.deferredTagged('ThreadReadStateOperation', () =>
    rt.taggedUnion<ThreadReadStateOperation>('ThreadReadStateOperation', 'type', {
      read: rt.ref('ReadThreadReadStateOperation', () => ReadThreadReadStateOperation),
      unread: rt.ref('UnreadThreadReadStateOperation', () => UnreadThreadReadStateOperation),
    }),
  );

/** EXPERIMENTAL - role-bearing text item included when a realtime V3 session starts. */
export type ThreadRealtimeInitialItem = {
  role: ConversationTextRole;
  text: string;
};
/** EXPERIMENTAL - role-bearing text item included when a realtime V3 session starts. */
export const ThreadRealtimeInitialItem: t.Type<ThreadRealtimeInitialItem> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeInitialItem', () =>
    rt.object<ThreadRealtimeInitialItem>('ThreadRealtimeInitialItem', {
      role: rt.ref('ConversationTextRole', () => ConversationTextRole),
      text: rt.string,
    }),
  );

/** EXPERIMENTAL - emitted when thread realtime startup is accepted. */
export type ThreadRealtimeStartedNotification = {
  realtimeSessionId?: string | null;
  threadId: string;
  version: RealtimeConversationVersion;
};
/** EXPERIMENTAL - emitted when thread realtime startup is accepted. */
export const ThreadRealtimeStartedNotification: t.Type<ThreadRealtimeStartedNotification> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeStartedNotification', () =>
    rt.object<ThreadRealtimeStartedNotification>(
      'ThreadRealtimeStartedNotification',
      {
        threadId: rt.string,
        version: rt.ref('RealtimeConversationVersion', () => RealtimeConversationVersion),
      },
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
  /* @__PURE__ */ rt.deferred('ThreadResumeInitialTurnsPageParams', () =>
    rt.object<ThreadResumeInitialTurnsPageParams>(
      'ThreadResumeInitialTurnsPageParams',
      {},
      {
        itemsView: rt.nullable(rt.ref('TurnItemsView', () => TurnItemsView)),
        limit: rt.nullable(rt.integer),
        sortDirection: rt.nullable(rt.ref('SortDirection', () => SortDirection)),
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
  () =>
    rt.object<ThreadResumeParams>(
      'ThreadResumeParams',
      { threadId: rt.string },
      {
        approvalPolicy: rt.nullable(rt.ref('AskForApproval', () => AskForApproval)),
        approvalsReviewer: rt.nullable(rt.ref('ApprovalsReviewer', () => ApprovalsReviewer)),
        baseInstructions: rt.nullable(rt.string),
        config: rt.nullable(rt.record(rt.unknownValue)),
        cwd: rt.nullable(rt.string),
        developerInstructions: rt.nullable(rt.string),
        excludeTurns: rt.boolean,
        model: rt.nullable(rt.string),
        modelProvider: rt.nullable(rt.string),
        personality: rt.nullable(rt.ref('Personality', () => Personality)),
        sandbox: rt.nullable(rt.ref('SandboxMode', () => SandboxMode)),
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
  () =>
    rt.object<ThreadResumeResponse>(
      'ThreadResumeResponse',
      {
        approvalPolicy: rt.ref('AskForApproval', () => AskForApproval),
        approvalsReviewer: rt.ref('ApprovalsReviewer', () => ApprovalsReviewer),
        cwd: rt.ref('AbsolutePathBuf', () => AbsolutePathBuf),
        model: rt.string,
        modelProvider: rt.string,
        sandbox: rt.ref('SandboxPolicy', () => SandboxPolicy),
        thread: rt.ref('Thread', () => Thread),
      },
      {
        collaborationMode: rt.nullable(rt.ref('CollaborationMode', () => CollaborationMode)),
        disabledPluginIds: rt.array(rt.string),
        instructionSources: rt.array(rt.ref('LegacyAppPathString', () => LegacyAppPathString)),
        itemsBackwardsCursor: rt.nullable(rt.string),
        reasoningEffort: rt.nullable(rt.ref('ReasoningEffort', () => ReasoningEffort)),
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
  () =>
    rt.object<ThreadRevertParams>('ThreadRevertParams', {
      beforeTurnId: rt.string,
      threadId: rt.string,
    }),
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
  () =>
    rt.object<ThreadRevertResponse>(
      'ThreadRevertResponse',
      { thread: rt.ref('Thread', () => Thread) },
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
  /* @__PURE__ */ rt.deferred('ThreadRevertedNotification', () =>
    rt.object<ThreadRevertedNotification>('ThreadRevertedNotification', { threadId: rt.string }),
  );

/** A best-effort incremental batch for `thread/search/stream`. Match `requestId` to the request on this connection. Only a small subset of verified matches may be emitted; rows are unique and arrive in discovery order, but may be dropped under load or fall outside the final sorted page. Thread fields use stored metadata and the current watched status; live thread settings are enriched in the final response. Replace provisional rows with the authoritative final response. No partials follow it or an error. */
export type ThreadSearchPartialNotification = {
  data: Array<ThreadSearchResult>;
  requestId: RequestId;
};
/** A best-effort incremental batch for `thread/search/stream`. Match `requestId` to the request on this connection. Only a small subset of verified matches may be emitted; rows are unique and arrive in discovery order, but may be dropped under load or fall outside the final sorted page. Thread fields use stored metadata and the current watched status; live thread settings are enriched in the final response. Replace provisional rows with the authoritative final response. No partials follow it or an error. */
export const ThreadSearchPartialNotification: t.Type<ThreadSearchPartialNotification> =
  /* @__PURE__ */ rt.deferred('ThreadSearchPartialNotification', () =>
    rt.object<ThreadSearchPartialNotification>('ThreadSearchPartialNotification', {
      data: rt.array(rt.ref('ThreadSearchResult', () => ThreadSearchResult)),
      requestId: rt.ref('RequestId', () => RequestId),
    }),
  );

export type ThreadSearchResult = {
  snippet: string;
  thread: Thread;
};
export const ThreadSearchResult: t.Type<ThreadSearchResult> = /* @__PURE__ */ rt.deferred(
  'ThreadSearchResult',
  () =>
    rt.object<ThreadSearchResult>('ThreadSearchResult', {
      snippet: rt.string,
      thread: rt.ref('Thread', () => Thread),
    }),
);

export type ThreadSearchSortKey = 'created_at' | 'updated_at' | 'recency_at';
export const ThreadSearchSortKey: t.Type<ThreadSearchSortKey> = /* @__PURE__ */ rt.deferred(
  'ThreadSearchSortKey',
  () =>
    rt.enumeration<ThreadSearchSortKey>('ThreadSearchSortKey', [
      'created_at',
      'updated_at',
      'recency_at',
    ]),
);

export type ThreadSetNameParams = {
  name: string;
  threadId: string;
};
export const ThreadSetNameParams: t.Type<ThreadSetNameParams> = /* @__PURE__ */ rt.deferred(
  'ThreadSetNameParams',
  () =>
    rt.object<ThreadSetNameParams>('ThreadSetNameParams', { name: rt.string, threadId: rt.string }),
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
  () =>
    rt.object<ThreadSettings>(
      'ThreadSettings',
      {
        approvalPolicy: rt.ref('AskForApproval', () => AskForApproval),
        approvalsReviewer: rt.ref('ApprovalsReviewer', () => ApprovalsReviewer),
        collaborationMode: rt.ref('CollaborationMode', () => CollaborationMode),
        cwd: rt.ref('AbsolutePathBuf', () => AbsolutePathBuf),
        model: rt.string,
        modelProvider: rt.string,
        sandboxPolicy: rt.ref('SandboxPolicy', () => SandboxPolicy),
      },
      {
        activePermissionProfile: rt.nullable(
          rt.ref('ActivePermissionProfile', () => ActivePermissionProfile),
        ),
        disabledPluginIds: rt.array(rt.string),
        effort: rt.nullable(rt.ref('ReasoningEffort', () => ReasoningEffort)),
        personality: rt.nullable(rt.ref('Personality', () => Personality)),
        serviceTier: rt.nullable(rt.string),
        summary: rt.nullable(rt.ref('ReasoningSummary', () => ReasoningSummary)),
      },
    ),
);

export type ThreadSettingsUpdatedNotification = {
  threadId: string;
  threadSettings: ThreadSettings;
};
export const ThreadSettingsUpdatedNotification: t.Type<ThreadSettingsUpdatedNotification> =
  /* @__PURE__ */ rt.deferred('ThreadSettingsUpdatedNotification', () =>
    rt.object<ThreadSettingsUpdatedNotification>('ThreadSettingsUpdatedNotification', {
      threadId: rt.string,
      threadSettings: rt.ref('ThreadSettings', () => ThreadSettings),
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
  /* @__PURE__ */ rt.deferred('ThreadShellCommandParams', () =>
    rt.object<ThreadShellCommandParams>(
      'ThreadShellCommandParams',
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
  () =>
    rt.enumeration<ThreadSortKey>('ThreadSortKey', [
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
  () =>
    rt.enumeration<ThreadSourceKind>('ThreadSourceKind', [
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
  () =>
    rt.object<ThreadStartParams>(
      'ThreadStartParams',
      {},
      {
        approvalPolicy: rt.nullable(rt.ref('AskForApproval', () => AskForApproval)),
        approvalsReviewer: rt.nullable(rt.ref('ApprovalsReviewer', () => ApprovalsReviewer)),
        baseInstructions: rt.nullable(rt.string),
        config: rt.nullable(rt.record(rt.unknownValue)),
        cwd: rt.nullable(rt.string),
        developerInstructions: rt.nullable(rt.string),
        ephemeral: rt.nullable(rt.boolean),
        model: rt.nullable(rt.string),
        modelProvider: rt.nullable(rt.string),
        personality: rt.nullable(rt.ref('Personality', () => Personality)),
        sandbox: rt.nullable(rt.ref('SandboxMode', () => SandboxMode)),
        serviceName: rt.nullable(rt.string),
        serviceTier: rt.nullable(rt.string),
        sessionStartSource: rt.nullable(rt.ref('ThreadStartSource', () => ThreadStartSource)),
        threadSource: rt.nullable(rt.ref('ThreadSource', () => ThreadSource)),
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
  () =>
    rt.object<ThreadStartResponse>(
      'ThreadStartResponse',
      {
        approvalPolicy: rt.ref('AskForApproval', () => AskForApproval),
        approvalsReviewer: rt.ref('ApprovalsReviewer', () => ApprovalsReviewer),
        cwd: rt.ref('AbsolutePathBuf', () => AbsolutePathBuf),
        model: rt.string,
        modelProvider: rt.string,
        sandbox: rt.ref('SandboxPolicy', () => SandboxPolicy),
        thread: rt.ref('Thread', () => Thread),
      },
      {
        disabledPluginIds: rt.array(rt.string),
        instructionSources: rt.array(rt.ref('LegacyAppPathString', () => LegacyAppPathString)),
        reasoningEffort: rt.nullable(rt.ref('ReasoningEffort', () => ReasoningEffort)),
        serviceTier: rt.nullable(rt.string),
      },
    ),
);

export type ThreadStartSource = 'startup' | 'clear';
export const ThreadStartSource: t.Type<ThreadStartSource> = /* @__PURE__ */ rt.deferred(
  'ThreadStartSource',
  () => rt.enumeration<ThreadStartSource>('ThreadStartSource', ['startup', 'clear']),
);

/** Explicitly marked unread, including when the thread has no turns. */
export type ThreadStartThreadUnreadPosition = {
  type: 'threadStart';
};
/** Explicitly marked unread, including when the thread has no turns. */
export const ThreadStartThreadUnreadPosition: t.Type<ThreadStartThreadUnreadPosition> =
  /* @__PURE__ */ rt.deferred('ThreadStartThreadUnreadPosition', () =>
    rt.object<ThreadStartThreadUnreadPosition>('ThreadStartThreadUnreadPosition', {
      type: rt.literal('threadStart'),
    }),
  );

export type ThreadStartedNotification = {
  thread: Thread;
};
export const ThreadStartedNotification: t.Type<ThreadStartedNotification> =
  /* @__PURE__ */ rt.deferred('ThreadStartedNotification', () =>
    rt.object<ThreadStartedNotification>('ThreadStartedNotification', {
      thread: rt.ref('Thread', () => Thread),
    }),
  );

export type ThreadStatus =
  | NotLoadedThreadStatus
  | IdleThreadStatus
  | SystemErrorThreadStatus
  | ActiveThreadStatus;
export const ThreadStatus: rt.TaggedUnionType<ThreadStatus> = /* @__PURE__ */ rt.deferredTagged(
  'ThreadStatus',
  () =>
    rt.taggedUnion<ThreadStatus>('ThreadStatus', 'type', {
      notLoaded: rt.ref('NotLoadedThreadStatus', () => NotLoadedThreadStatus),
      idle: rt.ref('IdleThreadStatus', () => IdleThreadStatus),
      systemError: rt.ref('SystemErrorThreadStatus', () => SystemErrorThreadStatus),
      active: rt.ref('ActiveThreadStatus', () => ActiveThreadStatus),
    }),
);

export type ThreadStatusChangedNotification = {
  status: ThreadStatus;
  threadId: string;
};
export const ThreadStatusChangedNotification: t.Type<ThreadStatusChangedNotification> =
  /* @__PURE__ */ rt.deferred('ThreadStatusChangedNotification', () =>
    rt.object<ThreadStatusChangedNotification>('ThreadStatusChangedNotification', {
      status: rt.ref('ThreadStatus', () => ThreadStatus),
      threadId: rt.string,
    }),
  );

/** EXPERIMENTAL - one item or turn boundary in canonical rollout order. */
export type ThreadTimelineEntry =
  | ItemThreadTimelineEntry
  | RealtimeThreadTimelineEntry
  | TurnStartedThreadTimelineEntry
  | TurnCompletedThreadTimelineEntry;
/** EXPERIMENTAL - one item or turn boundary in canonical rollout order. */
export const ThreadTimelineEntry: rt.TaggedUnionType<ThreadTimelineEntry> =
  /* @__PURE__ */ rt.deferredTagged('ThreadTimelineEntry', () =>
    rt.taggedUnion<ThreadTimelineEntry>('ThreadTimelineEntry', 'type', {
      item: rt.ref('ItemThreadTimelineEntry', () => ItemThreadTimelineEntry),
      realtime: rt.ref('RealtimeThreadTimelineEntry', () => RealtimeThreadTimelineEntry),
      turnStarted: rt.ref('TurnStartedThreadTimelineEntry', () => TurnStartedThreadTimelineEntry),
      turnCompleted: rt.ref(
        'TurnCompletedThreadTimelineEntry',
        () => TurnCompletedThreadTimelineEntry,
      ),
    }),
  );

export type ThreadTokenUsage = {
  last: TokenUsageBreakdown;
  modelContextWindow?: number | null;
  total: TokenUsageBreakdown;
};
export const ThreadTokenUsage: t.Type<ThreadTokenUsage> = /* @__PURE__ */ rt.deferred(
  'ThreadTokenUsage',
  () =>
    rt.object<ThreadTokenUsage>(
      'ThreadTokenUsage',
      {
        last: rt.ref('TokenUsageBreakdown', () => TokenUsageBreakdown),
        total: rt.ref('TokenUsageBreakdown', () => TokenUsageBreakdown),
      },
      { modelContextWindow: rt.nullable(rt.integer) },
    ),
);

export type ThreadTokenUsageUpdatedNotification = {
  threadId: string;
  tokenUsage: ThreadTokenUsage;
  turnId: string;
};
export const ThreadTokenUsageUpdatedNotification: t.Type<ThreadTokenUsageUpdatedNotification> =
  /* @__PURE__ */ rt.deferred('ThreadTokenUsageUpdatedNotification', () =>
    rt.object<ThreadTokenUsageUpdatedNotification>('ThreadTokenUsageUpdatedNotification', {
      threadId: rt.string,
      tokenUsage: rt.ref('ThreadTokenUsage', () => ThreadTokenUsage),
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
  () =>
    rt.object<ThreadTurnsListParams>(
      'ThreadTurnsListParams',
      { threadId: rt.string },
      {
        cursor: rt.nullable(rt.string),
        itemsView: rt.nullable(rt.ref('TurnItemsView', () => TurnItemsView)),
        limit: rt.nullable(rt.integer),
        sortDirection: rt.nullable(rt.ref('SortDirection', () => SortDirection)),
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
  () =>
    rt.object<ThreadTurnsListResponse>(
      'ThreadTurnsListResponse',
      { data: rt.array(rt.ref('Turn', () => Turn)) },
      { backwardsCursor: rt.nullable(rt.string), nextCursor: rt.nullable(rt.string) },
    ),
);

export type ThreadUnarchiveParams = {
  threadId: string;
};
export const ThreadUnarchiveParams: t.Type<ThreadUnarchiveParams> = /* @__PURE__ */ rt.deferred(
  'ThreadUnarchiveParams',
  () => rt.object<ThreadUnarchiveParams>('ThreadUnarchiveParams', { threadId: rt.string }),
);

export type ThreadUnarchiveResponse = {
  thread: Thread;
};
export const ThreadUnarchiveResponse: t.Type<ThreadUnarchiveResponse> = /* @__PURE__ */ rt.deferred(
  'ThreadUnarchiveResponse',
  () =>
    rt.object<ThreadUnarchiveResponse>('ThreadUnarchiveResponse', {
      thread: rt.ref('Thread', () => Thread),
    }),
);

export type ThreadUnarchivedNotification = {
  threadId: string;
};
export const ThreadUnarchivedNotification: t.Type<ThreadUnarchivedNotification> =
  /* @__PURE__ */ rt.deferred('ThreadUnarchivedNotification', () =>
    rt.object<ThreadUnarchivedNotification>('ThreadUnarchivedNotification', {
      threadId: rt.string,
    }),
  );

export type ThreadUnreadPosition = ThreadStartThreadUnreadPosition | TurnThreadUnreadPosition;
export const ThreadUnreadPosition: rt.TaggedUnionType<ThreadUnreadPosition> =
  /* @__PURE__ */ rt.deferredTagged('ThreadUnreadPosition', () =>
    rt.taggedUnion<ThreadUnreadPosition>('ThreadUnreadPosition', 'type', {
      threadStart: rt.ref('ThreadStartThreadUnreadPosition', () => ThreadStartThreadUnreadPosition),
      turn: rt.ref('TurnThreadUnreadPosition', () => TurnThreadUnreadPosition),
    }),
  );

export type ThreadUnsubscribeParams = {
  threadId: string;
};
export const ThreadUnsubscribeParams: t.Type<ThreadUnsubscribeParams> = /* @__PURE__ */ rt.deferred(
  'ThreadUnsubscribeParams',
  () => rt.object<ThreadUnsubscribeParams>('ThreadUnsubscribeParams', { threadId: rt.string }),
);

export type ThreadUnsubscribeResponse = {
  status: ThreadUnsubscribeStatus;
};
export const ThreadUnsubscribeResponse: t.Type<ThreadUnsubscribeResponse> =
  /* @__PURE__ */ rt.deferred('ThreadUnsubscribeResponse', () =>
    rt.object<ThreadUnsubscribeResponse>('ThreadUnsubscribeResponse', {
      status: rt.ref('ThreadUnsubscribeStatus', () => ThreadUnsubscribeStatus),
    }),
  );

export type ThreadUnsubscribeStatus = 'notLoaded' | 'notSubscribed' | 'unsubscribed';
export const ThreadUnsubscribeStatus: t.Type<ThreadUnsubscribeStatus> = /* @__PURE__ */ rt.deferred(
  'ThreadUnsubscribeStatus',
  () =>
    rt.enumeration<ThreadUnsubscribeStatus>('ThreadUnsubscribeStatus', [
      'notLoaded',
      'notSubscribed',
      'unsubscribed',
    ]),
);

export type ThreadUsage = {
  estimatedUsageCreditsMicros: number;
  estimatedUsageUsdMicros?: number | null;
  groups: Array<ThreadUsageBreakdownGroup>;
  /** Native dollar usage, independent of credit estimates. None means unknown, not zero. */
  nativeUsageUsdMicros?: number | null;
  threadId: string;
};
export const ThreadUsage: t.Type<ThreadUsage> = /* @__PURE__ */ rt.deferred('ThreadUsage', () =>
  rt.object<ThreadUsage>(
    'ThreadUsage',
    {
      estimatedUsageCreditsMicros: rt.integer,
      groups: rt.array(rt.ref('ThreadUsageBreakdownGroup', () => ThreadUsageBreakdownGroup)),
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
  /* @__PURE__ */ rt.deferred('ThreadUsageBreakdownGroup', () =>
    rt.object<ThreadUsageBreakdownGroup>(
      'ThreadUsageBreakdownGroup',
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
  () => rt.enumeration<TrustedContacts>('TrustedContacts', ['check', 'skip']),
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
export const Turn: t.Type<Turn> = /* @__PURE__ */ rt.deferred('Turn', () =>
  rt.object<Turn>(
    'Turn',
    {
      id: rt.string,
      items: rt.array(rt.ref('ThreadItem', () => ThreadItem)),
      status: rt.ref('TurnStatus', () => TurnStatus),
    },
    {
      completedAt: rt.nullable(rt.integer),
      durationMs: rt.nullable(rt.integer),
      error: rt.nullable(rt.ref('TurnError', () => TurnError)),
      itemsView: rt.ref('TurnItemsView', () => TurnItemsView),
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
  /* @__PURE__ */ rt.deferred('TurnCompletedNotification', () =>
    rt.object<TurnCompletedNotification>('TurnCompletedNotification', {
      threadId: rt.string,
      turn: rt.ref('Turn', () => Turn),
    }),
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
  /* @__PURE__ */ rt.deferred('TurnCompletedThreadTimelineEntry', () =>
    rt.object<TurnCompletedThreadTimelineEntry>(
      'TurnCompletedThreadTimelineEntry',
      {
        position: rt.integer,
        status: rt.ref('TurnStatus', () => TurnStatus),
        turn_id: rt.string,
        type: rt.literal('turnCompleted'),
      },
      {
        completed_at: rt.nullable(rt.integer),
        duration_ms: rt.nullable(rt.integer),
        error: rt.nullable(rt.ref('TurnError', () => TurnError)),
        started_at: rt.nullable(rt.integer),
      },
    ),
  );

export type TurnStartResponse = {
  turn: Turn;
};
export const TurnStartResponse: t.Type<TurnStartResponse> = /* @__PURE__ */ rt.deferred(
  'TurnStartResponse',
  () => rt.object<TurnStartResponse>('TurnStartResponse', { turn: rt.ref('Turn', () => Turn) }),
);

export type TurnStartedNotification = {
  threadId: string;
  turn: Turn;
};
export const TurnStartedNotification: t.Type<TurnStartedNotification> = /* @__PURE__ */ rt.deferred(
  'TurnStartedNotification',
  () =>
    rt.object<TurnStartedNotification>('TurnStartedNotification', {
      threadId: rt.string,
      turn: rt.ref('Turn', () => Turn),
    }),
);

export type TurnStartedThreadTimelineEntry = {
  position: number;
  started_at?: number | null;
  turn_id: string;
  type: 'turnStarted';
};
export const TurnStartedThreadTimelineEntry: t.Type<TurnStartedThreadTimelineEntry> =
  /* @__PURE__ */ rt.deferred('TurnStartedThreadTimelineEntry', () =>
    rt.object<TurnStartedThreadTimelineEntry>(
      'TurnStartedThreadTimelineEntry',
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
  /* @__PURE__ */ rt.deferred('TurnThreadUnreadPosition', () =>
    rt.object<TurnThreadUnreadPosition>('TurnThreadUnreadPosition', {
      turnId: rt.string,
      type: rt.literal('turn'),
    }),
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

export type UnreadThreadReadStateOperation = {
  type: 'unread';
};
export const UnreadThreadReadStateOperation: t.Type<UnreadThreadReadStateOperation> =
  /* @__PURE__ */ rt.deferred('UnreadThreadReadStateOperation', () =>
    rt.object<UnreadThreadReadStateOperation>('UnreadThreadReadStateOperation', {
      type: rt.literal('unread'),
    }),
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
  () =>
    rt.object<WebSearchThreadItem>(
      'WebSearchThreadItem',
      { id: rt.string, query: rt.string, type: rt.literal('webSearch') },
      {
        action: rt.nullable(rt.ref('WebSearchAction', () => WebSearchAction)),
        results: rt.nullable(rt.array(rt.unknownValue)),
      },
    ),
);
