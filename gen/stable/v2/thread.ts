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

const refs: rt.Refs = () => [
  AbsolutePathBuf,
  AccountTokenUsageDailyBucket,
  AccountTokenUsageSummary,
  ActivePermissionProfile,
  ActiveThreadStatus,
  AgentMessageDelivery,
  AgentMessageDisplay,
  AgentMessageModeration,
  AgentMessageThreadItem,
  AgentPath,
  AnswerAnnotation,
  AnswerReplacement,
  ApprovalsReviewer,
  AskForApproval,
  AsyncUserInputQuestion,
  BlockReason,
  CollabAgentState,
  CollabAgentStatus,
  CollabAgentTool,
  CollabAgentToolCallStatus,
  CollabAgentToolCallThreadItem,
  CollaborationMode,
  CommandExecutionThreadItem,
  CompletedThreadPredictionResult,
  ContextCompactionThreadItem,
  ConversationTextRole,
  CustomSessionSource,
  DynamicToolCallOutputContentItem,
  DynamicToolCallStatus,
  DynamicToolCallThreadItem,
  EnteredReviewModeThreadItem,
  ExitedReviewModeThreadItem,
  FailedThreadPredictionResult,
  FileChange,
  FileChangeThreadItem,
  FileIdThreadItem,
  FileUpdateChange,
  FindInPageWebSearchAction,
  FunctionCallOutputThreadItem,
  GitInfo,
  HelplineSubject,
  HookPromptThreadItem,
  IdleThreadStatus,
  ImageGenerationFailure,
  ImageGenerationInputImage,
  ImageGenerationThreadItem,
  ImageViewThreadItem,
  ItemThreadTimelineEntry,
  KindBlockReason,
  LegacyAppPathString,
  McpToolCallThreadItem,
  MemoryCitation,
  MemoryCitationEntry,
  MessagePhase,
  ModeKind,
  NotLoadedThreadStatus,
  OpenPageWebSearchAction,
  OtherSubAgentSource,
  OtherWebSearchAction,
  ParsedCommand,
  PatchApplyStatus,
  Personality,
  PlanThreadItem,
  ReadThreadReadStateOperation,
  RealtimeConversationVersion,
  RealtimeThreadTimelineEntry,
  ReasoningEffort,
  ReasoningSummary,
  ReasoningThreadItem,
  RequestId,
  ResultThreadItem,
  SandboxMode,
  SandboxPolicy,
  SearchWebSearchAction,
  SessionSource,
  Settings,
  SleepThreadItem,
  SortDirection,
  SubAgentActivityKind,
  SubAgentActivityThreadItem,
  SubAgentSessionSource,
  SubAgentSource,
  SystemErrorThreadStatus,
  Thread,
  ThreadActiveFlag,
  ThreadAttachment,
  ThreadAttachmentAddOutcome,
  ThreadAttachmentOperation,
  ThreadAttachmentOwner,
  ThreadGoal,
  ThreadGoalMutationOrigin,
  ThreadGoalStatus,
  ThreadHistoryMode,
  ThreadId,
  ThreadItem,
  ThreadItemEntry,
  ThreadItemOutputDeferral,
  ThreadItemsListAnchor,
  ThreadItemsListCursor,
  ThreadListCwdFilter,
  ThreadMetadataGitInfoUpdateParams,
  ThreadPredictionResult,
  ThreadReadState,
  ThreadRealtimeItem,
  ThreadSearchResult,
  ThreadSection,
  ThreadSectionAppearance,
  ThreadSettings,
  ThreadSortKey,
  ThreadSource,
  ThreadSourceKind,
  ThreadSpawnSubAgentSource,
  ThreadStartSource,
  ThreadStartThreadUnreadPosition,
  ThreadStatus,
  ThreadTokenUsage,
  ThreadUnreadPosition,
  ThreadUnsubscribeStatus,
  ThreadUsage,
  ThreadUsageBreakdownGroup,
  TokenUsageBreakdown,
  TrustedContacts,
  Turn,
  TurnCompletedThreadTimelineEntry,
  TurnError,
  TurnItemsView,
  TurnStartedThreadTimelineEntry,
  TurnStatus,
  TurnThreadUnreadPosition,
  UnreadThreadReadStateOperation,
  UserMessageThreadItem,
  WebSearchAction,
  WebSearchThreadItem,
];

export type ActivePermissionProfile = {
  /** Parent profile identifier from the selected permissions profile's `extends` setting, when present. */
  extends?: string | null;
  /** Identifier from `default_permissions` or the implicit built-in default, such as `:workspace` or a user-defined `[permissions.<id>]` profile. */
  id: string;
};
export const ActivePermissionProfile: t.Type<ActivePermissionProfile> =
  /* @__PURE__ */ rt.define<ActivePermissionProfile>(
    'ActivePermissionProfile',
    refs,
    '[o,{id:s},{extends:["?",s]}]',
  );

export type ActiveThreadStatus = {
  activeFlags: Array<ThreadActiveFlag>;
  type: 'active';
};
export const ActiveThreadStatus: t.Type<ActiveThreadStatus> =
  /* @__PURE__ */ rt.define<ActiveThreadStatus>(
    'ActiveThreadStatus',
    refs,
    '[o,{activeFlags:[a,84],type:[l,active]}]',
  );

export type AgentMessageDelivery = 'async';
export const AgentMessageDelivery: t.Type<AgentMessageDelivery> =
  /* @__PURE__ */ rt.define<AgentMessageDelivery>('AgentMessageDelivery', refs, '[l,async]');

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
  /* @__PURE__ */ rt.defineTagged<AgentMessageDisplay>(
    'AgentMessageDisplay',
    refs,
    '[t,mode,{show:[o,{mode:[l,show],trustedContacts:121,version:[l,1]},{annotation:["?",10]}],hide:[o,{mode:[l,hide],replacement:11,version:[l,1]}],block:[o,{mode:[l,block],reason:15,version:[l,1]}]}]',
  );

export type AgentMessageModeration = {
  display?: AgentMessageDisplay | null;
  moderated: boolean;
};
export const AgentMessageModeration: t.Type<AgentMessageModeration> =
  /* @__PURE__ */ rt.define<AgentMessageModeration>(
    'AgentMessageModeration',
    refs,
    '[o,{moderated:b},{display:["?",6]}]',
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
export const AgentMessageThreadItem: t.Type<AgentMessageThreadItem> =
  /* @__PURE__ */ rt.define<AgentMessageThreadItem>(
    'AgentMessageThreadItem',
    refs,
    '[o,{id:s,text:s,type:[l,agentMessage]},{delivery:["?",5],memoryCitation:["?",51],moderation:["?",7],phase:["?",53],questions:["?",[a,14]]}]',
  );

export type AgentPath = string;
export const AgentPath: t.Type<AgentPath> = /* @__PURE__ */ rt.define<AgentPath>(
  'AgentPath',
  refs,
  's',
);

export type AnswerAnnotation = {
  kind: 'wellbeingHelpline';
  subject: HelplineSubject;
};
export const AnswerAnnotation: t.Type<AnswerAnnotation> =
  /* @__PURE__ */ rt.define<AnswerAnnotation>(
    'AnswerAnnotation',
    refs,
    '[o,{kind:[l,wellbeingHelpline],subject:40}]',
  );

export type AnswerReplacement = {
  kind: 'wellbeingPromptHelpline';
};
export const AnswerReplacement: t.Type<AnswerReplacement> =
  /* @__PURE__ */ rt.define<AnswerReplacement>(
    'AnswerReplacement',
    refs,
    '[o,{kind:[l,wellbeingPromptHelpline]}]',
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
  /* @__PURE__ */ rt.define<ApplyPatchApprovalParams>(
    'ApplyPatchApprovalParams',
    refs,
    '[o,{callId:s,conversationId:93,fileChanges:[r,33]},{grantRoot:["?",s],reason:["?",s]}]',
  );

export type AsyncUserInputQuestion = {
  options?: Array<string> | null;
  title: string;
};
export const AsyncUserInputQuestion: t.Type<AsyncUserInputQuestion> =
  /* @__PURE__ */ rt.define<AsyncUserInputQuestion>(
    'AsyncUserInputQuestion',
    refs,
    '[o,{title:s},{options:["?",[a,s]]}]',
  );

export type BlockReason =
  | {
      kind: 'protection';
      /** Identifies the same moderation row that Chat writes on the live path. */
      protectionType: string;
    }
  | KindBlockReason;
export const BlockReason: rt.TaggedUnionType<BlockReason> =
  /* @__PURE__ */ rt.defineTagged<BlockReason>(
    'BlockReason',
    refs,
    '[t,kind,{protection:[o,{kind:[l,protection],protectionType:s}],cyber:48}]',
  );

export type CollabAgentState = {
  message?: string | null;
  status: CollabAgentStatus;
};
export const CollabAgentState: t.Type<CollabAgentState> =
  /* @__PURE__ */ rt.define<CollabAgentState>(
    'CollabAgentState',
    refs,
    '[o,{status:17},{message:["?",s]}]',
  );

export type CollabAgentStatus =
  | 'pendingInit'
  | 'running'
  | 'interrupted'
  | 'completed'
  | 'errored'
  | 'shutdown'
  | 'notFound';
export const CollabAgentStatus: t.Type<CollabAgentStatus> =
  /* @__PURE__ */ rt.define<CollabAgentStatus>(
    'CollabAgentStatus',
    refs,
    '[e,[pendingInit,running,interrupted,completed,errored,shutdown,notFound]]',
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
export const CollabAgentTool: t.Type<CollabAgentTool> = /* @__PURE__ */ rt.define<CollabAgentTool>(
  'CollabAgentTool',
  refs,
  '[e,[spawnAgent,sendInput,resumeAgent,wait,closeAgent,sendMessage,followupTask,interruptAgent,listAgents]]',
);

export type CollabAgentToolCallStatus = 'inProgress' | 'completed' | 'failed' | 'interrupted';
export const CollabAgentToolCallStatus: t.Type<CollabAgentToolCallStatus> =
  /* @__PURE__ */ rt.define<CollabAgentToolCallStatus>(
    'CollabAgentToolCallStatus',
    refs,
    '[e,[inProgress,completed,failed,interrupted]]',
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
  /* @__PURE__ */ rt.define<CollabAgentToolCallThreadItem>(
    'CollabAgentToolCallThreadItem',
    refs,
    '[o,{agentsStates:[r,16],id:s,receiverThreadIds:[a,s],senderThreadId:s,status:19,tool:18,type:[l,collabAgentToolCall]},{model:["?",s],prompt:["?",s],reasoningEffort:["?",66]}]',
  );

/** Collaboration mode for a Codex session. */
export type CollaborationMode = {
  mode: ModeKind;
  settings: Settings;
};
/** Collaboration mode for a Codex session. */
export const CollaborationMode: t.Type<CollaborationMode> =
  /* @__PURE__ */ rt.define<CollaborationMode>(
    'CollaborationMode',
    refs,
    '[o,{mode:54,settings:75}]',
  );

export type CompletedThreadPredictionResult = {
  text?: string | null;
  type: 'completed';
};
export const CompletedThreadPredictionResult: t.Type<CompletedThreadPredictionResult> =
  /* @__PURE__ */ rt.define<CompletedThreadPredictionResult>(
    'CompletedThreadPredictionResult',
    refs,
    '[o,{type:[l,completed]},{text:["?",s]}]',
  );

/** Deprecated: Use `ContextCompaction` item type instead. */
export type ContextCompactedNotification = {
  threadId: string;
  turnId: string;
};
/** Deprecated: Use `ContextCompaction` item type instead. */
export const ContextCompactedNotification: t.Type<ContextCompactedNotification> =
  /* @__PURE__ */ rt.define<ContextCompactedNotification>(
    'ContextCompactedNotification',
    refs,
    '[o,{threadId:s,turnId:s}]',
  );

export type ConversationTextRole = 'user' | 'developer' | 'assistant';
export const ConversationTextRole: t.Type<ConversationTextRole> =
  /* @__PURE__ */ rt.define<ConversationTextRole>(
    'ConversationTextRole',
    refs,
    '[e,[user,developer,assistant]]',
  );

export type CustomSessionSource = {
  custom: string;
};
export const CustomSessionSource: t.Type<CustomSessionSource> =
  /* @__PURE__ */ rt.define<CustomSessionSource>('CustomSessionSource', refs, '[o,{custom:s}]');

export type DynamicToolCallStatus = 'inProgress' | 'completed' | 'failed';
export const DynamicToolCallStatus: t.Type<DynamicToolCallStatus> =
  /* @__PURE__ */ rt.define<DynamicToolCallStatus>(
    'DynamicToolCallStatus',
    refs,
    '[e,[inProgress,completed,failed]]',
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
  /* @__PURE__ */ rt.define<DynamicToolCallThreadItem>(
    'DynamicToolCallThreadItem',
    refs,
    '[o,{arguments:u,id:s,status:28,tool:s,type:[l,dynamicToolCall]},{contentItems:["?",[a,27]],durationMs:["?",i],namespace:["?",s],success:["?",b]}]',
  );

export type EnvironmentConnectionNotification = {
  environmentId: string;
  threadId: string;
};
export const EnvironmentConnectionNotification: t.Type<EnvironmentConnectionNotification> =
  /* @__PURE__ */ rt.define<EnvironmentConnectionNotification>(
    'EnvironmentConnectionNotification',
    refs,
    '[o,{environmentId:s,threadId:s}]',
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
  /* @__PURE__ */ rt.define<ExecCommandApprovalParams>(
    'ExecCommandApprovalParams',
    refs,
    '[o,{callId:s,command:[a,s],conversationId:93,cwd:s,parsedCmd:[a,59]},{approvalId:["?",s],reason:["?",s]}]',
  );

export type FailedThreadPredictionResult = {
  type: 'failed';
};
export const FailedThreadPredictionResult: t.Type<FailedThreadPredictionResult> =
  /* @__PURE__ */ rt.define<FailedThreadPredictionResult>(
    'FailedThreadPredictionResult',
    refs,
    '[o,{type:[l,failed]}]',
  );

export type FileChangeThreadItem = {
  changes: Array<FileUpdateChange>;
  id: string;
  status: PatchApplyStatus;
  type: 'fileChange';
};
export const FileChangeThreadItem: t.Type<FileChangeThreadItem> =
  /* @__PURE__ */ rt.define<FileChangeThreadItem>(
    'FileChangeThreadItem',
    refs,
    '[o,{changes:[a,36],id:s,status:60,type:[l,fileChange]}]',
  );

export type FindInPageWebSearchAction = {
  pattern?: string | null;
  type: 'findInPage';
  url?: string | null;
};
export const FindInPageWebSearchAction: t.Type<FindInPageWebSearchAction> =
  /* @__PURE__ */ rt.define<FindInPageWebSearchAction>(
    'FindInPageWebSearchAction',
    refs,
    '[o,{type:[l,findInPage]},{pattern:["?",s],url:["?",s]}]',
  );

export type GetAccountTokenUsageResponse = {
  dailyUsageBuckets?: Array<AccountTokenUsageDailyBucket> | null;
  summary: AccountTokenUsageSummary;
  /** Estimated usage when a thread was requested and its billing route is available. */
  threadUsage?: ThreadUsage | null;
};
export const GetAccountTokenUsageResponse: t.Type<GetAccountTokenUsageResponse> =
  /* @__PURE__ */ rt.define<GetAccountTokenUsageResponse>(
    'GetAccountTokenUsageResponse',
    refs,
    '[o,{summary:2},{dailyUsageBuckets:["?",[a,1]],threadUsage:["?",118]}]',
  );

export type GitInfo = {
  branch?: string | null;
  originUrl?: string | null;
  sha?: string | null;
};
export const GitInfo: t.Type<GitInfo> = /* @__PURE__ */ rt.define<GitInfo>(
  'GitInfo',
  refs,
  '[o,{},{branch:["?",s],originUrl:["?",s],sha:["?",s]}]',
);

export type HelplineSubject = 'answer' | 'prompt';
export const HelplineSubject: t.Type<HelplineSubject> = /* @__PURE__ */ rt.define<HelplineSubject>(
  'HelplineSubject',
  refs,
  '[e,[answer,prompt]]',
);

export type IdleThreadStatus = {
  type: 'idle';
};
export const IdleThreadStatus: t.Type<IdleThreadStatus> =
  /* @__PURE__ */ rt.define<IdleThreadStatus>('IdleThreadStatus', refs, '[o,{type:[l,idle]}]');

export type ImageGenerationFailure = {
  limitId: string;
  resetsAt?: number | null;
  type: 'usageLimitExceeded';
};
export const ImageGenerationFailure: t.Type<ImageGenerationFailure> =
  /* @__PURE__ */ rt.define<ImageGenerationFailure>(
    'ImageGenerationFailure',
    refs,
    '[o,{limitId:s,type:[l,usageLimitExceeded]},{resetsAt:["?",i]}]',
  );

/** A local image file successfully read for this exact image-generation request. */
export type ImageGenerationInputImage = {
  path: AbsolutePathBuf;
  /** Lowercase SHA-256 of the file bytes read before image normalization. */
  sha256: string;
};
/** A local image file successfully read for this exact image-generation request. */
export const ImageGenerationInputImage: t.Type<ImageGenerationInputImage> =
  /* @__PURE__ */ rt.define<ImageGenerationInputImage>(
    'ImageGenerationInputImage',
    refs,
    '[o,{path:0,sha256:s}]',
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
  /* @__PURE__ */ rt.define<ImageGenerationThreadItem>(
    'ImageGenerationThreadItem',
    refs,
    '["&",[[o,{id:s,status:s,type:[l,imageGeneration]},{failure:["?",43],generationId:["?",s],inputImages:[a,44],revisedPrompt:["?",s],savedPath:["?",0],transparentBackground:["?",b]}],["|",[35,70]]]]',
  );

export type ItemThreadTimelineEntry = {
  item: ThreadItem;
  position: number;
  turnId: string;
  type: 'item';
};
export const ItemThreadTimelineEntry: t.Type<ItemThreadTimelineEntry> =
  /* @__PURE__ */ rt.define<ItemThreadTimelineEntry>(
    'ItemThreadTimelineEntry',
    refs,
    '[o,{item:94,position:i,turnId:s,type:[l,item]}]',
  );

export type KindBlockReason = {
  kind: 'cyber';
  trustedAccess?: boolean | null;
};
export const KindBlockReason: t.Type<KindBlockReason> = /* @__PURE__ */ rt.define<KindBlockReason>(
  'KindBlockReason',
  refs,
  '[o,{kind:[l,cyber]},{trustedAccess:["?",b]}]',
);

export type MemoryCitation = {
  entries: Array<MemoryCitationEntry>;
  threadIds: Array<string>;
};
export const MemoryCitation: t.Type<MemoryCitation> = /* @__PURE__ */ rt.define<MemoryCitation>(
  'MemoryCitation',
  refs,
  '[o,{entries:[a,52],threadIds:[a,s]}]',
);

export type MemoryCitationEntry = {
  lineEnd: number;
  lineStart: number;
  note: string;
  path: string;
};
export const MemoryCitationEntry: t.Type<MemoryCitationEntry> =
  /* @__PURE__ */ rt.define<MemoryCitationEntry>(
    'MemoryCitationEntry',
    refs,
    '[o,{lineEnd:i,lineStart:i,note:s,path:s}]',
  );

export type NotLoadedThreadStatus = {
  type: 'notLoaded';
};
export const NotLoadedThreadStatus: t.Type<NotLoadedThreadStatus> =
  /* @__PURE__ */ rt.define<NotLoadedThreadStatus>(
    'NotLoadedThreadStatus',
    refs,
    '[o,{type:[l,notLoaded]}]',
  );

export type OpenPageWebSearchAction = {
  type: 'openPage';
  url?: string | null;
};
export const OpenPageWebSearchAction: t.Type<OpenPageWebSearchAction> =
  /* @__PURE__ */ rt.define<OpenPageWebSearchAction>(
    'OpenPageWebSearchAction',
    refs,
    '[o,{type:[l,openPage]},{url:["?",s]}]',
  );

export type OtherSubAgentSource = {
  other: string;
};
export const OtherSubAgentSource: t.Type<OtherSubAgentSource> =
  /* @__PURE__ */ rt.define<OtherSubAgentSource>('OtherSubAgentSource', refs, '[o,{other:s}]');

export type OtherWebSearchAction = {
  type: 'other';
};
export const OtherWebSearchAction: t.Type<OtherWebSearchAction> =
  /* @__PURE__ */ rt.define<OtherWebSearchAction>(
    'OtherWebSearchAction',
    refs,
    '[o,{type:[l,other]}]',
  );

export type PatchApplyStatus = 'inProgress' | 'completed' | 'failed' | 'declined';
export const PatchApplyStatus: t.Type<PatchApplyStatus> =
  /* @__PURE__ */ rt.define<PatchApplyStatus>(
    'PatchApplyStatus',
    refs,
    '[e,[inProgress,completed,failed,declined]]',
  );

export type ReadThreadReadStateOperation = {
  type: 'read';
};
export const ReadThreadReadStateOperation: t.Type<ReadThreadReadStateOperation> =
  /* @__PURE__ */ rt.define<ReadThreadReadStateOperation>(
    'ReadThreadReadStateOperation',
    refs,
    '[o,{type:[l,read]}]',
  );

export type RealtimeConversationVersion = 'v1' | 'v2' | 'v3';
export const RealtimeConversationVersion: t.Type<RealtimeConversationVersion> =
  /* @__PURE__ */ rt.define<RealtimeConversationVersion>(
    'RealtimeConversationVersion',
    refs,
    '[e,[v1,v2,v3]]',
  );

export type RealtimeThreadTimelineEntry = {
  item: ThreadRealtimeItem;
  position: number;
  type: 'realtime';
};
export const RealtimeThreadTimelineEntry: t.Type<RealtimeThreadTimelineEntry> =
  /* @__PURE__ */ rt.define<RealtimeThreadTimelineEntry>(
    'RealtimeThreadTimelineEntry',
    refs,
    '[o,{item:103,position:i,type:[l,realtime]}]',
  );

export type ReviewStartResponse = {
  /** The thread id supplied to `review/start`. */
  reviewThreadId: string;
  turn: Turn;
};
export const ReviewStartResponse: t.Type<ReviewStartResponse> =
  /* @__PURE__ */ rt.define<ReviewStartResponse>(
    'ReviewStartResponse',
    refs,
    '[o,{reviewThreadId:s,turn:122}]',
  );

export type SearchWebSearchAction = {
  queries?: Array<string> | null;
  query?: string | null;
  type: 'search';
};
export const SearchWebSearchAction: t.Type<SearchWebSearchAction> =
  /* @__PURE__ */ rt.define<SearchWebSearchAction>(
    'SearchWebSearchAction',
    refs,
    '[o,{type:[l,search]},{queries:["?",[a,s]],query:["?",s]}]',
  );

export type SessionSource =
  | 'cli'
  | 'vscode'
  | 'exec'
  | 'appServer'
  | 'unknown'
  | CustomSessionSource
  | SubAgentSessionSource;
export const SessionSource: t.Type<SessionSource> = /* @__PURE__ */ rt.define<SessionSource>(
  'SessionSource',
  refs,
  '["|",[[e,[cli,vscode,exec,appServer,unknown]],26,80]]',
);

/** Settings for a collaboration mode. */
export type Settings = {
  developer_instructions?: string | null;
  model: string;
  reasoning_effort?: ReasoningEffort | null;
};
/** Settings for a collaboration mode. */
export const Settings: t.Type<Settings> = /* @__PURE__ */ rt.define<Settings>(
  'Settings',
  refs,
  '[o,{model:s},{developer_instructions:["?",s],reasoning_effort:["?",66]}]',
);

export type SortDirection = 'asc' | 'desc';
export const SortDirection: t.Type<SortDirection> = /* @__PURE__ */ rt.define<SortDirection>(
  'SortDirection',
  refs,
  '[e,[asc,desc]]',
);

export type SubAgentActivityKind = 'started' | 'interacted' | 'interrupted' | 'completed';
export const SubAgentActivityKind: t.Type<SubAgentActivityKind> =
  /* @__PURE__ */ rt.define<SubAgentActivityKind>(
    'SubAgentActivityKind',
    refs,
    '[e,[started,interacted,interrupted,completed]]',
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
  /* @__PURE__ */ rt.define<SubAgentActivityThreadItem>(
    'SubAgentActivityThreadItem',
    refs,
    '[o,{agentPath:s,agentThreadId:s,id:s,kind:78,type:[l,subAgentActivity]},{model:["?",s],reasoningEffort:["?",66]}]',
  );

export type SubAgentSessionSource = {
  subAgent: SubAgentSource;
};
export const SubAgentSessionSource: t.Type<SubAgentSessionSource> =
  /* @__PURE__ */ rt.define<SubAgentSessionSource>(
    'SubAgentSessionSource',
    refs,
    '[o,{subAgent:81}]',
  );

export type SubAgentSource =
  | 'review'
  | 'compact'
  | 'memory_consolidation'
  | ThreadSpawnSubAgentSource
  | OtherSubAgentSource;
export const SubAgentSource: t.Type<SubAgentSource> = /* @__PURE__ */ rt.define<SubAgentSource>(
  'SubAgentSource',
  refs,
  '["|",[[e,[review,compact,memory_consolidation]],111,57]]',
);

export type SystemErrorThreadStatus = {
  type: 'systemError';
};
export const SystemErrorThreadStatus: t.Type<SystemErrorThreadStatus> =
  /* @__PURE__ */ rt.define<SystemErrorThreadStatus>(
    'SystemErrorThreadStatus',
    refs,
    '[o,{type:[l,systemError]}]',
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
export const Thread: t.Type<Thread> = /* @__PURE__ */ rt.define<Thread>(
  'Thread',
  refs,
  '[o,{cliVersion:s,createdAt:i,cwd:0,ephemeral:b,id:s,modelProvider:s,preview:s,projectId:["?",s],sessionId:s,source:74,status:114,turns:[a,122],updatedAt:i},{agentNickname:["?",s],agentRole:["?",s],forkedFromId:["?",s],gitInfo:["?",39],historyMode:92,model:["?",s],name:["?",s],originator:["?",s],parentThreadId:["?",s],path:["?",s],reasoningEffort:["?",66],recencyAt:["?",i],section:["?",105],sectionEnteredAt:["?",i],threadSource:["?",109]}]',
);

export type ThreadActiveFlag = 'waitingOnApproval' | 'waitingOnUserInput';
export const ThreadActiveFlag: t.Type<ThreadActiveFlag> =
  /* @__PURE__ */ rt.define<ThreadActiveFlag>(
    'ThreadActiveFlag',
    refs,
    '[e,[waitingOnApproval,waitingOnUserInput]]',
  );

export type ThreadApproveGuardianDeniedActionParams = {
  /** Serialized `codex_protocol::protocol::GuardianAssessmentEvent`. */
  event: unknown;
  threadId: string;
};
export const ThreadApproveGuardianDeniedActionParams: t.Type<ThreadApproveGuardianDeniedActionParams> =
  /* @__PURE__ */ rt.define<ThreadApproveGuardianDeniedActionParams>(
    'ThreadApproveGuardianDeniedActionParams',
    refs,
    '[o,{event:u,threadId:s}]',
  );

export type ThreadApproveGuardianDeniedActionResponse = { [key: string]: unknown };
export const ThreadApproveGuardianDeniedActionResponse: t.Type<ThreadApproveGuardianDeniedActionResponse> =
  /* @__PURE__ */ rt.define<ThreadApproveGuardianDeniedActionResponse>(
    'ThreadApproveGuardianDeniedActionResponse',
    refs,
    '[r,u]',
  );

export type ThreadArchiveParams = {
  threadId: string;
};
export const ThreadArchiveParams: t.Type<ThreadArchiveParams> =
  /* @__PURE__ */ rt.define<ThreadArchiveParams>('ThreadArchiveParams', refs, '[o,{threadId:s}]');

export type ThreadArchiveResponse = { [key: string]: unknown };
export const ThreadArchiveResponse: t.Type<ThreadArchiveResponse> =
  /* @__PURE__ */ rt.define<ThreadArchiveResponse>('ThreadArchiveResponse', refs, '[r,u]');

export type ThreadArchivedNotification = {
  threadId: string;
};
export const ThreadArchivedNotification: t.Type<ThreadArchivedNotification> =
  /* @__PURE__ */ rt.define<ThreadArchivedNotification>(
    'ThreadArchivedNotification',
    refs,
    '[o,{threadId:s}]',
  );

/** An independently persisted attachment associated with a thread. */
export type ThreadAttachment = {
  attachmentType: string;
  createdAt: number;
  id: string;
  identityKey: string;
  payload: unknown;
};
/** An independently persisted attachment associated with a thread. */
export const ThreadAttachment: t.Type<ThreadAttachment> =
  /* @__PURE__ */ rt.define<ThreadAttachment>(
    'ThreadAttachment',
    refs,
    '[o,{attachmentType:s,createdAt:i,id:s,identityKey:s,payload:u}]',
  );

/** Result of attempting to associate an attachment with a thread. */
export type ThreadAttachmentAddOutcome = 'created' | 'existing';
/** Result of attempting to associate an attachment with a thread. */
export const ThreadAttachmentAddOutcome: t.Type<ThreadAttachmentAddOutcome> =
  /* @__PURE__ */ rt.define<ThreadAttachmentAddOutcome>(
    'ThreadAttachmentAddOutcome',
    refs,
    '[e,[created,existing]]',
  );

/** Parameters for creating or locating an attachment on its owning thread. */
export type ThreadAttachmentAddParams = {
  attachmentType: string;
  identityKey: string;
  payload: unknown;
  threadId: string;
};
/** Parameters for creating or locating an attachment on its owning thread. */
export const ThreadAttachmentAddParams: t.Type<ThreadAttachmentAddParams> =
  /* @__PURE__ */ rt.define<ThreadAttachmentAddParams>(
    'ThreadAttachmentAddParams',
    refs,
    '[o,{attachmentType:s,identityKey:s,payload:u,threadId:s}]',
  );

/** The created or existing attachment. */
export type ThreadAttachmentAddResponse = {
  attachment: ThreadAttachment;
  outcome: ThreadAttachmentAddOutcome;
};
/** The created or existing attachment. */
export const ThreadAttachmentAddResponse: t.Type<ThreadAttachmentAddResponse> =
  /* @__PURE__ */ rt.define<ThreadAttachmentAddResponse>(
    'ThreadAttachmentAddResponse',
    refs,
    '[o,{attachment:85,outcome:86}]',
  );

/** Parameters for listing attachments from one thread. */
export type ThreadAttachmentListParams = {
  cursor?: string | null;
  limit?: number | null;
  threadId: string;
};
/** Parameters for listing attachments from one thread. */
export const ThreadAttachmentListParams: t.Type<ThreadAttachmentListParams> =
  /* @__PURE__ */ rt.define<ThreadAttachmentListParams>(
    'ThreadAttachmentListParams',
    refs,
    '[o,{threadId:s},{cursor:["?",s],limit:["?",i]}]',
  );

/** One page of attachments associated with the requested thread. */
export type ThreadAttachmentListResponse = {
  data: Array<ThreadAttachment>;
  nextCursor?: string | null;
};
/** One page of attachments associated with the requested thread. */
export const ThreadAttachmentListResponse: t.Type<ThreadAttachmentListResponse> =
  /* @__PURE__ */ rt.define<ThreadAttachmentListResponse>(
    'ThreadAttachmentListResponse',
    refs,
    '[o,{data:[a,85]},{nextCursor:["?",s]}]',
  );

/** The persisted attachment change represented by a notification. */
export type ThreadAttachmentOperation = 'created' | 'deleted';
/** The persisted attachment change represented by a notification. */
export const ThreadAttachmentOperation: t.Type<ThreadAttachmentOperation> =
  /* @__PURE__ */ rt.define<ThreadAttachmentOperation>(
    'ThreadAttachmentOperation',
    refs,
    '[e,[created,deleted]]',
  );

/** A thread that currently owns an attachment with the requested identity. */
export type ThreadAttachmentOwner = {
  /** Whether the owning thread is archived, not whether it is currently executing a turn. */
  archived: boolean;
  threadId: string;
};
/** A thread that currently owns an attachment with the requested identity. */
export const ThreadAttachmentOwner: t.Type<ThreadAttachmentOwner> =
  /* @__PURE__ */ rt.define<ThreadAttachmentOwner>(
    'ThreadAttachmentOwner',
    refs,
    '[o,{archived:b,threadId:s}]',
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
  /* @__PURE__ */ rt.define<ThreadAttachmentOwnerListParams>(
    'ThreadAttachmentOwnerListParams',
    refs,
    '[o,{attachmentType:s,identityKey:s},{archived:["?",b],cursor:["?",s],limit:["?",i]}]',
  );

/** One page of matching owners, including threads without their own user messages. */
export type ThreadAttachmentOwnerListResponse = {
  data: Array<ThreadAttachmentOwner>;
  nextCursor?: string | null;
};
/** One page of matching owners, including threads without their own user messages. */
export const ThreadAttachmentOwnerListResponse: t.Type<ThreadAttachmentOwnerListResponse> =
  /* @__PURE__ */ rt.define<ThreadAttachmentOwnerListResponse>(
    'ThreadAttachmentOwnerListResponse',
    refs,
    '[o,{data:[a,88]},{nextCursor:["?",s]}]',
  );

/** Parameters for deleting an attachment by its stable thread-local identity. */
export type ThreadAttachmentRemoveParams = {
  attachmentType: string;
  identityKey: string;
  threadId: string;
};
/** Parameters for deleting an attachment by its stable thread-local identity. */
export const ThreadAttachmentRemoveParams: t.Type<ThreadAttachmentRemoveParams> =
  /* @__PURE__ */ rt.define<ThreadAttachmentRemoveParams>(
    'ThreadAttachmentRemoveParams',
    refs,
    '[o,{attachmentType:s,identityKey:s,threadId:s}]',
  );

/** Successful deletion does not return additional attachment data. */
export type ThreadAttachmentRemoveResponse = { [key: string]: unknown };
/** Successful deletion does not return additional attachment data. */
export const ThreadAttachmentRemoveResponse: t.Type<ThreadAttachmentRemoveResponse> =
  /* @__PURE__ */ rt.define<ThreadAttachmentRemoveResponse>(
    'ThreadAttachmentRemoveResponse',
    refs,
    '[r,u]',
  );

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
  /* @__PURE__ */ rt.define<ThreadAttachmentUpdatedNotification>(
    'ThreadAttachmentUpdatedNotification',
    refs,
    '[o,{attachmentId:s,attachmentType:s,identityKey:s,operation:87,threadId:s}]',
  );

export type ThreadClosedNotification = {
  threadId: string;
};
export const ThreadClosedNotification: t.Type<ThreadClosedNotification> =
  /* @__PURE__ */ rt.define<ThreadClosedNotification>(
    'ThreadClosedNotification',
    refs,
    '[o,{threadId:s}]',
  );

export type ThreadCompactStartParams = {
  threadId: string;
};
export const ThreadCompactStartParams: t.Type<ThreadCompactStartParams> =
  /* @__PURE__ */ rt.define<ThreadCompactStartParams>(
    'ThreadCompactStartParams',
    refs,
    '[o,{threadId:s}]',
  );

export type ThreadCompactStartResponse = { [key: string]: unknown };
export const ThreadCompactStartResponse: t.Type<ThreadCompactStartResponse> =
  /* @__PURE__ */ rt.define<ThreadCompactStartResponse>(
    'ThreadCompactStartResponse',
    refs,
    '[r,u]',
  );

export type ThreadDeleteParams = {
  threadId: string;
};
export const ThreadDeleteParams: t.Type<ThreadDeleteParams> =
  /* @__PURE__ */ rt.define<ThreadDeleteParams>('ThreadDeleteParams', refs, '[o,{threadId:s}]');

export type ThreadDeleteResponse = { [key: string]: unknown };
export const ThreadDeleteResponse: t.Type<ThreadDeleteResponse> =
  /* @__PURE__ */ rt.define<ThreadDeleteResponse>('ThreadDeleteResponse', refs, '[r,u]');

export type ThreadDeletedNotification = {
  threadId: string;
};
export const ThreadDeletedNotification: t.Type<ThreadDeletedNotification> =
  /* @__PURE__ */ rt.define<ThreadDeletedNotification>(
    'ThreadDeletedNotification',
    refs,
    '[o,{threadId:s}]',
  );

/** An environment selected by a loaded thread, independent of connection status. */
export type ThreadEnvironment = {
  cwd: LegacyAppPathString;
  environmentId: string;
  runtimeWorkspaceRoots: Array<LegacyAppPathString>;
};
/** An environment selected by a loaded thread, independent of connection status. */
export const ThreadEnvironment: t.Type<ThreadEnvironment> =
  /* @__PURE__ */ rt.define<ThreadEnvironment>(
    'ThreadEnvironment',
    refs,
    '[o,{cwd:49,environmentId:s,runtimeWorkspaceRoots:[a,49]}]',
  );

/** Extra app-server data for a thread. */
export type ThreadExtra = { [key: string]: unknown };
/** Extra app-server data for a thread. */
export const ThreadExtra: t.Type<ThreadExtra> = /* @__PURE__ */ rt.define<ThreadExtra>(
  'ThreadExtra',
  refs,
  '[r,u]',
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
export const ThreadForkParams: t.Type<ThreadForkParams> =
  /* @__PURE__ */ rt.define<ThreadForkParams>(
    'ThreadForkParams',
    refs,
    '[o,{threadId:s},{approvalPolicy:["?",13],approvalsReviewer:["?",12],baseInstructions:["?",s],config:["?",[r,u]],cwd:["?",s],developerInstructions:["?",s],ephemeral:b,excludeTurns:b,lastTurnId:["?",s],model:["?",s],modelProvider:["?",s],sandbox:["?",71],serviceTier:["?",s],threadSource:["?",109]}]',
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
export const ThreadForkResponse: t.Type<ThreadForkResponse> =
  /* @__PURE__ */ rt.define<ThreadForkResponse>(
    'ThreadForkResponse',
    refs,
    '[o,{approvalPolicy:13,approvalsReviewer:12,cwd:0,model:s,modelProvider:s,sandbox:72,thread:83},{disabledPluginIds:[a,s],instructionSources:[a,49],reasoningEffort:["?",66],serviceTier:["?",s]}]',
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
export const ThreadGoal: t.Type<ThreadGoal> = /* @__PURE__ */ rt.define<ThreadGoal>(
  'ThreadGoal',
  refs,
  '[o,{createdAt:i,objective:s,status:91,threadId:s,timeUsedSeconds:i,tokensUsed:i,updatedAt:i},{tokenBudget:["?",i]}]',
);

export type ThreadGoalClearParams = {
  /** Missing provenance does not supply user authorization. */
  origin?: ThreadGoalMutationOrigin | null;
  threadId: string;
};
export const ThreadGoalClearParams: t.Type<ThreadGoalClearParams> =
  /* @__PURE__ */ rt.define<ThreadGoalClearParams>(
    'ThreadGoalClearParams',
    refs,
    '[o,{threadId:s},{origin:["?",90]}]',
  );

export type ThreadGoalClearResponse = {
  cleared: boolean;
};
export const ThreadGoalClearResponse: t.Type<ThreadGoalClearResponse> =
  /* @__PURE__ */ rt.define<ThreadGoalClearResponse>(
    'ThreadGoalClearResponse',
    refs,
    '[o,{cleared:b}]',
  );

export type ThreadGoalClearedNotification = {
  threadId: string;
};
export const ThreadGoalClearedNotification: t.Type<ThreadGoalClearedNotification> =
  /* @__PURE__ */ rt.define<ThreadGoalClearedNotification>(
    'ThreadGoalClearedNotification',
    refs,
    '[o,{threadId:s}]',
  );

export type ThreadGoalGetParams = {
  threadId: string;
};
export const ThreadGoalGetParams: t.Type<ThreadGoalGetParams> =
  /* @__PURE__ */ rt.define<ThreadGoalGetParams>('ThreadGoalGetParams', refs, '[o,{threadId:s}]');

export type ThreadGoalGetResponse = {
  goal?: ThreadGoal | null;
};
export const ThreadGoalGetResponse: t.Type<ThreadGoalGetResponse> =
  /* @__PURE__ */ rt.define<ThreadGoalGetResponse>(
    'ThreadGoalGetResponse',
    refs,
    '[o,{},{goal:["?",89]}]',
  );

/** Distinguishes explicit user actions from automatic goal lifecycle mutations. */
export type ThreadGoalMutationOrigin = 'user' | 'automatic';
/** Distinguishes explicit user actions from automatic goal lifecycle mutations. */
export const ThreadGoalMutationOrigin: t.Type<ThreadGoalMutationOrigin> =
  /* @__PURE__ */ rt.define<ThreadGoalMutationOrigin>(
    'ThreadGoalMutationOrigin',
    refs,
    '[e,[user,automatic]]',
  );

export type ThreadGoalSetParams = {
  objective?: string | null;
  /** Missing provenance does not supply user authorization. */
  origin?: ThreadGoalMutationOrigin | null;
  status?: ThreadGoalStatus | null;
  threadId: string;
  tokenBudget?: number | null;
};
export const ThreadGoalSetParams: t.Type<ThreadGoalSetParams> =
  /* @__PURE__ */ rt.define<ThreadGoalSetParams>(
    'ThreadGoalSetParams',
    refs,
    '[o,{threadId:s},{objective:["?",s],origin:["?",90],status:["?",91],tokenBudget:["?",i]}]',
  );

export type ThreadGoalSetResponse = {
  goal: ThreadGoal;
};
export const ThreadGoalSetResponse: t.Type<ThreadGoalSetResponse> =
  /* @__PURE__ */ rt.define<ThreadGoalSetResponse>('ThreadGoalSetResponse', refs, '[o,{goal:89}]');

export type ThreadGoalStatus =
  | 'active'
  | 'paused'
  | 'blocked'
  | 'usageLimited'
  | 'budgetLimited'
  | 'complete';
export const ThreadGoalStatus: t.Type<ThreadGoalStatus> =
  /* @__PURE__ */ rt.define<ThreadGoalStatus>(
    'ThreadGoalStatus',
    refs,
    '[e,[active,paused,blocked,usageLimited,budgetLimited,complete]]',
  );

export type ThreadGoalUpdatedNotification = {
  goal: ThreadGoal;
  threadId: string;
  turnId?: string | null;
};
export const ThreadGoalUpdatedNotification: t.Type<ThreadGoalUpdatedNotification> =
  /* @__PURE__ */ rt.define<ThreadGoalUpdatedNotification>(
    'ThreadGoalUpdatedNotification',
    refs,
    '[o,{goal:89,threadId:s},{turnId:["?",s]}]',
  );

export type ThreadHistoryMode = 'legacy' | 'paginated';
export const ThreadHistoryMode: t.Type<ThreadHistoryMode> =
  /* @__PURE__ */ rt.define<ThreadHistoryMode>('ThreadHistoryMode', refs, '[e,[legacy,paginated]]');

export type ThreadId = string;
export const ThreadId: t.Type<ThreadId> = /* @__PURE__ */ rt.define<ThreadId>(
  'ThreadId',
  refs,
  's',
);

export type ThreadInjectItemsParams = {
  /** Raw Responses API items to append to the thread's model-visible history. */
  items: Array<unknown>;
  threadId: string;
};
export const ThreadInjectItemsParams: t.Type<ThreadInjectItemsParams> =
  /* @__PURE__ */ rt.define<ThreadInjectItemsParams>(
    'ThreadInjectItemsParams',
    refs,
    '[o,{items:[a,u],threadId:s}]',
  );

export type ThreadInjectItemsResponse = { [key: string]: unknown };
export const ThreadInjectItemsResponse: t.Type<ThreadInjectItemsResponse> =
  /* @__PURE__ */ rt.define<ThreadInjectItemsResponse>('ThreadInjectItemsResponse', refs, '[r,u]');

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
export const ThreadItem: rt.TaggedUnionType<ThreadItem> =
  /* @__PURE__ */ rt.defineTagged<ThreadItem>(
    'ThreadItem',
    refs,
    '["&",[[o,{},{completedAtMs:["?",i],startedAtMs:["?",i]}],[t,type,{userMessage:130,hookPrompt:41,agentMessage:8,functionCallOutput:38,plan:62,reasoning:68,commandExecution:22,fileChange:34,mcpToolCall:50,dynamicToolCall:29,collabAgentToolCall:20,subAgentActivity:79,webSearch:132,imageView:46,sleep:76,imageGeneration:45,enteredReviewMode:30,exitedReviewMode:31,contextCompaction:24}]]]',
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
export const ThreadItemEntry: t.Type<ThreadItemEntry> = /* @__PURE__ */ rt.define<ThreadItemEntry>(
  'ThreadItemEntry',
  refs,
  '[o,{item:94,turnId:s},{completedAtMs:["?",i],startedAtMs:["?",i]}]',
);

/** An exclusive item position within the requested visible turn. */
export type ThreadItemsListAnchor = {
  itemId: string;
  type: 'item';
};
/** An exclusive item position within the requested visible turn. */
export const ThreadItemsListAnchor: t.Type<ThreadItemsListAnchor> =
  /* @__PURE__ */ rt.define<ThreadItemsListAnchor>(
    'ThreadItemsListAnchor',
    refs,
    '[o,{itemId:s,type:[l,item]}]',
  );

/** Starting position for an item-history page. */
export type ThreadItemsListCursor = string | ThreadItemsListAnchor;
/** Starting position for an item-history page. */
export const ThreadItemsListCursor: t.Type<ThreadItemsListCursor> =
  /* @__PURE__ */ rt.define<ThreadItemsListCursor>('ThreadItemsListCursor', refs, '["|",[s,97]]');

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
    '[o,{threadId:s},{cursor:["?",98],deferOutput:["?",96],limit:["?",i],sortDirection:["?",77],turnId:["?",s]}]',
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
    '[o,{data:[a,95]},{backwardsCursor:["?",s],nextCursor:["?",s]}]',
  );

export type ThreadListCwdFilter = string | Array<string>;
export const ThreadListCwdFilter: t.Type<ThreadListCwdFilter> =
  /* @__PURE__ */ rt.define<ThreadListCwdFilter>('ThreadListCwdFilter', refs, '["|",[s,[a,s]]]');

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
export const ThreadListParams: t.Type<ThreadListParams> =
  /* @__PURE__ */ rt.define<ThreadListParams>(
    'ThreadListParams',
    refs,
    '[o,{},{archived:["?",b],currentAccountOnly:b,cursor:["?",s],cwd:["?",99],excludedThreadIds:["?",[a,s]],includedThreadIds:["?",[a,s]],limit:["?",i],modelProviders:["?",[a,s]],originators:["?",[a,s]],searchTerm:["?",s],sectionId:["?",s],sortDirection:["?",77],sortKey:["?",108],sourceKinds:["?",[a,110]],useStateDbOnly:b}]',
  );

export type ThreadListResponse = {
  /** Opaque cursor to pass as `cursor` when reversing `sortDirection`. This is only populated when the page contains at least one thread. Use it with the opposite `sortDirection`; for timestamp sorts it anchors at the start of the page timestamp so same-second updates are not skipped. */
  backwardsCursor?: string | null;
  data: Array<Thread>;
  /** Opaque cursor to pass to the next call to continue after the last item. if None, there are no more items to return. */
  nextCursor?: string | null;
};
export const ThreadListResponse: t.Type<ThreadListResponse> =
  /* @__PURE__ */ rt.define<ThreadListResponse>(
    'ThreadListResponse',
    refs,
    '[o,{data:[a,83]},{backwardsCursor:["?",s],nextCursor:["?",s]}]',
  );

export type ThreadLoadedListParams = {
  /** Opaque pagination cursor returned by a previous call. */
  cursor?: string | null;
  /** Optional page size; defaults to no limit. */
  limit?: number | null;
};
export const ThreadLoadedListParams: t.Type<ThreadLoadedListParams> =
  /* @__PURE__ */ rt.define<ThreadLoadedListParams>(
    'ThreadLoadedListParams',
    refs,
    '[o,{},{cursor:["?",s],limit:["?",i]}]',
  );

export type ThreadLoadedListResponse = {
  /** Thread ids for sessions currently loaded in memory. */
  data: Array<string>;
  /** Opaque cursor to pass to the next call to continue after the last item. if None, there are no more items to return. */
  nextCursor?: string | null;
};
export const ThreadLoadedListResponse: t.Type<ThreadLoadedListResponse> =
  /* @__PURE__ */ rt.define<ThreadLoadedListResponse>(
    'ThreadLoadedListResponse',
    refs,
    '[o,{data:[a,s]},{nextCursor:["?",s]}]',
  );

export type ThreadMemoryMode = 'enabled' | 'disabled';
export const ThreadMemoryMode: t.Type<ThreadMemoryMode> =
  /* @__PURE__ */ rt.define<ThreadMemoryMode>('ThreadMemoryMode', refs, '[e,[enabled,disabled]]');

export type ThreadMetadataGitInfoUpdateParams = {
  /** Omit to leave the stored branch unchanged, set to `null` to clear it, or provide a non-empty string to replace it. */
  branch?: string | null;
  /** Omit to leave the stored origin URL unchanged, set to `null` to clear it, or provide a non-empty string to replace it. */
  originUrl?: string | null;
  /** Omit to leave the stored commit unchanged, set to `null` to clear it, or provide a non-empty string to replace it. */
  sha?: string | null;
};
export const ThreadMetadataGitInfoUpdateParams: t.Type<ThreadMetadataGitInfoUpdateParams> =
  /* @__PURE__ */ rt.define<ThreadMetadataGitInfoUpdateParams>(
    'ThreadMetadataGitInfoUpdateParams',
    refs,
    '[o,{},{branch:["?",s],originUrl:["?",s],sha:["?",s]}]',
  );

export type ThreadMetadataUpdateParams = {
  /** Patch the stored Git metadata for this thread. Omit a field to leave it unchanged, set it to `null` to clear it, or provide a string to replace the stored value. */
  gitInfo?: ThreadMetadataGitInfoUpdateParams | null;
  threadId: string;
};
export const ThreadMetadataUpdateParams: t.Type<ThreadMetadataUpdateParams> =
  /* @__PURE__ */ rt.define<ThreadMetadataUpdateParams>(
    'ThreadMetadataUpdateParams',
    refs,
    '[o,{threadId:s},{gitInfo:["?",100]}]',
  );

export type ThreadMetadataUpdateResponse = {
  thread: Thread;
};
export const ThreadMetadataUpdateResponse: t.Type<ThreadMetadataUpdateResponse> =
  /* @__PURE__ */ rt.define<ThreadMetadataUpdateResponse>(
    'ThreadMetadataUpdateResponse',
    refs,
    '[o,{thread:83}]',
  );

export type ThreadNameUpdatedNotification = {
  threadId: string;
  threadName?: string | null;
};
export const ThreadNameUpdatedNotification: t.Type<ThreadNameUpdatedNotification> =
  /* @__PURE__ */ rt.define<ThreadNameUpdatedNotification>(
    'ThreadNameUpdatedNotification',
    refs,
    '[o,{threadId:s},{threadName:["?",s]}]',
  );

export type ThreadPredictionResult = CompletedThreadPredictionResult | FailedThreadPredictionResult;
export const ThreadPredictionResult: rt.TaggedUnionType<ThreadPredictionResult> =
  /* @__PURE__ */ rt.defineTagged<ThreadPredictionResult>(
    'ThreadPredictionResult',
    refs,
    '[t,type,{completed:23,failed:32}]',
  );

export type ThreadPredictionUpdatedNotification = {
  result: ThreadPredictionResult;
  sourceTurnId: string;
  threadId: string;
};
export const ThreadPredictionUpdatedNotification: t.Type<ThreadPredictionUpdatedNotification> =
  /* @__PURE__ */ rt.define<ThreadPredictionUpdatedNotification>(
    'ThreadPredictionUpdatedNotification',
    refs,
    '[o,{result:101,sourceTurnId:s,threadId:s}]',
  );

export type ThreadProjectUpdatedNotification = {
  projectId: string | null;
  threadId: string;
};
export const ThreadProjectUpdatedNotification: t.Type<ThreadProjectUpdatedNotification> =
  /* @__PURE__ */ rt.define<ThreadProjectUpdatedNotification>(
    'ThreadProjectUpdatedNotification',
    refs,
    '[o,{projectId:["?",s],threadId:s}]',
  );

export type ThreadQueueChangedNotification = {
  threadId: string;
};
export const ThreadQueueChangedNotification: t.Type<ThreadQueueChangedNotification> =
  /* @__PURE__ */ rt.define<ThreadQueueChangedNotification>(
    'ThreadQueueChangedNotification',
    refs,
    '[o,{threadId:s}]',
  );

export type ThreadReadParams = {
  /** When true, include turns and their items from rollout history. Full-history hydration is deprecated for paginated threads; prefer a metadata-only read and page with `thread/turns/list` and `thread/items/list`. */
  includeTurns?: boolean;
  threadId: string;
};
export const ThreadReadParams: t.Type<ThreadReadParams> =
  /* @__PURE__ */ rt.define<ThreadReadParams>(
    'ThreadReadParams',
    refs,
    '[o,{threadId:s},{includeTurns:b}]',
  );

export type ThreadReadResponse = {
  thread: Thread;
};
export const ThreadReadResponse: t.Type<ThreadReadResponse> =
  /* @__PURE__ */ rt.define<ThreadReadResponse>('ThreadReadResponse', refs, '[o,{thread:83}]');

/** The first unread position in a durable local thread. A null position means read. The opaque revision guards edits against activity or marks the caller has not seen. */
export type ThreadReadState = {
  firstUnread?: ThreadUnreadPosition | null;
  revision: string;
};
/** The first unread position in a durable local thread. A null position means read. The opaque revision guards edits against activity or marks the caller has not seen. */
export const ThreadReadState: t.Type<ThreadReadState> = /* @__PURE__ */ rt.define<ThreadReadState>(
  'ThreadReadState',
  refs,
  '[o,{revision:s},{firstUnread:["?",116]}]',
);

export type ThreadReadStateChangedNotification = {
  readState: ThreadReadState;
  threadId: string;
};
export const ThreadReadStateChangedNotification: t.Type<ThreadReadStateChangedNotification> =
  /* @__PURE__ */ rt.define<ThreadReadStateChangedNotification>(
    'ThreadReadStateChangedNotification',
    refs,
    '[o,{readState:102,threadId:s}]',
  );

export type ThreadReadStateOperation =
  | ReadThreadReadStateOperation
  | UnreadThreadReadStateOperation;
export const ThreadReadStateOperation: rt.TaggedUnionType<ThreadReadStateOperation> =
  /* @__PURE__ */ rt.defineTagged<ThreadReadStateOperation>(
    'ThreadReadStateOperation',
    refs,
    '[t,type,{read:63,unread:129}]',
  );

/** EXPERIMENTAL - role-bearing text item included when a realtime V3 session starts. */
export type ThreadRealtimeInitialItem = {
  role: ConversationTextRole;
  text: string;
};
/** EXPERIMENTAL - role-bearing text item included when a realtime V3 session starts. */
export const ThreadRealtimeInitialItem: t.Type<ThreadRealtimeInitialItem> =
  /* @__PURE__ */ rt.define<ThreadRealtimeInitialItem>(
    'ThreadRealtimeInitialItem',
    refs,
    '[o,{role:25,text:s}]',
  );

/** EXPERIMENTAL - emitted when thread realtime startup is accepted. */
export type ThreadRealtimeStartedNotification = {
  realtimeSessionId?: string | null;
  threadId: string;
  version: RealtimeConversationVersion;
};
/** EXPERIMENTAL - emitted when thread realtime startup is accepted. */
export const ThreadRealtimeStartedNotification: t.Type<ThreadRealtimeStartedNotification> =
  /* @__PURE__ */ rt.define<ThreadRealtimeStartedNotification>(
    'ThreadRealtimeStartedNotification',
    refs,
    '[o,{threadId:s,version:64},{realtimeSessionId:["?",s]}]',
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
  /* @__PURE__ */ rt.define<ThreadResumeInitialTurnsPageParams>(
    'ThreadResumeInitialTurnsPageParams',
    refs,
    '[o,{},{itemsView:["?",125],limit:["?",i],sortDirection:["?",77]}]',
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
export const ThreadResumeParams: t.Type<ThreadResumeParams> =
  /* @__PURE__ */ rt.define<ThreadResumeParams>(
    'ThreadResumeParams',
    refs,
    '[o,{threadId:s},{approvalPolicy:["?",13],approvalsReviewer:["?",12],baseInstructions:["?",s],config:["?",[r,u]],cwd:["?",s],developerInstructions:["?",s],excludeTurns:b,model:["?",s],modelProvider:["?",s],personality:["?",61],sandbox:["?",71],serviceTier:["?",s]}]',
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
export const ThreadResumeResponse: t.Type<ThreadResumeResponse> =
  /* @__PURE__ */ rt.define<ThreadResumeResponse>(
    'ThreadResumeResponse',
    refs,
    '[o,{approvalPolicy:13,approvalsReviewer:12,cwd:0,model:s,modelProvider:s,sandbox:72,thread:83},{collaborationMode:["?",21],disabledPluginIds:[a,s],instructionSources:[a,49],itemsBackwardsCursor:["?",s],reasoningEffort:["?",66],serviceTier:["?",s],turnsBackwardsCursor:["?",s]}]',
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
export const ThreadRevertParams: t.Type<ThreadRevertParams> =
  /* @__PURE__ */ rt.define<ThreadRevertParams>(
    'ThreadRevertParams',
    refs,
    '[o,{beforeTurnId:s,threadId:s}]',
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
    '[o,{thread:83},{itemsBackwardsCursor:["?",s],turnsBackwardsCursor:["?",s]}]',
  );

export type ThreadRevertedNotification = {
  threadId: string;
};
export const ThreadRevertedNotification: t.Type<ThreadRevertedNotification> =
  /* @__PURE__ */ rt.define<ThreadRevertedNotification>(
    'ThreadRevertedNotification',
    refs,
    '[o,{threadId:s}]',
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
    '[o,{data:[a,104],requestId:69}]',
  );

export type ThreadSearchResult = {
  snippet: string;
  thread: Thread;
};
export const ThreadSearchResult: t.Type<ThreadSearchResult> =
  /* @__PURE__ */ rt.define<ThreadSearchResult>(
    'ThreadSearchResult',
    refs,
    '[o,{snippet:s,thread:83}]',
  );

export type ThreadSearchSortKey = 'created_at' | 'updated_at' | 'recency_at';
export const ThreadSearchSortKey: t.Type<ThreadSearchSortKey> =
  /* @__PURE__ */ rt.define<ThreadSearchSortKey>(
    'ThreadSearchSortKey',
    refs,
    '[e,[created_at,updated_at,recency_at]]',
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
export const ThreadSection: t.Type<ThreadSection> = /* @__PURE__ */ rt.define<ThreadSection>(
  'ThreadSection',
  refs,
  '[o,{id:s,name:s},{appearance:["?",106]}]',
);

/** Extensible visual presentation for a custom thread section. */
export type ThreadSectionAppearance = {
  color?: string | null;
  icon?: string | null;
};
/** Extensible visual presentation for a custom thread section. */
export const ThreadSectionAppearance: t.Type<ThreadSectionAppearance> =
  /* @__PURE__ */ rt.define<ThreadSectionAppearance>(
    'ThreadSectionAppearance',
    refs,
    '[o,{},{color:["?",s],icon:["?",s]}]',
  );

/** Broadcast after a successful move into, within, or out of a section. */
export type ThreadSectionChangedNotification = {
  /** Destination section, or `null` when the thread was removed from its section. */
  sectionId: string | null;
  threadId: string;
};
/** Broadcast after a successful move into, within, or out of a section. */
export const ThreadSectionChangedNotification: t.Type<ThreadSectionChangedNotification> =
  /* @__PURE__ */ rt.define<ThreadSectionChangedNotification>(
    'ThreadSectionChangedNotification',
    refs,
    '[o,{sectionId:["?",s],threadId:s}]',
  );

/** Parameters for creating an independently persisted thread section. */
export type ThreadSectionCreateParams = {
  appearance?: ThreadSectionAppearance | null;
  /** The user-visible name of the section. */
  name: string;
};
/** Parameters for creating an independently persisted thread section. */
export const ThreadSectionCreateParams: t.Type<ThreadSectionCreateParams> =
  /* @__PURE__ */ rt.define<ThreadSectionCreateParams>(
    'ThreadSectionCreateParams',
    refs,
    '[o,{name:s},{appearance:["?",106]}]',
  );

/** The independently persisted section created by the server. */
export type ThreadSectionCreateResponse = {
  section: ThreadSection;
};
/** The independently persisted section created by the server. */
export const ThreadSectionCreateResponse: t.Type<ThreadSectionCreateResponse> =
  /* @__PURE__ */ rt.define<ThreadSectionCreateResponse>(
    'ThreadSectionCreateResponse',
    refs,
    '[o,{section:105}]',
  );

/** Parameters for deleting an independently persisted thread section. */
export type ThreadSectionDeleteParams = {
  /** The stable, server-generated identity of the section to delete. */
  sectionId: string;
};
/** Parameters for deleting an independently persisted thread section. */
export const ThreadSectionDeleteParams: t.Type<ThreadSectionDeleteParams> =
  /* @__PURE__ */ rt.define<ThreadSectionDeleteParams>(
    'ThreadSectionDeleteParams',
    refs,
    '[o,{sectionId:s}]',
  );

/** Successful deletion does not return additional section data. */
export type ThreadSectionDeleteResponse = { [key: string]: unknown };
/** Successful deletion does not return additional section data. */
export const ThreadSectionDeleteResponse: t.Type<ThreadSectionDeleteResponse> =
  /* @__PURE__ */ rt.define<ThreadSectionDeleteResponse>(
    'ThreadSectionDeleteResponse',
    refs,
    '[r,u]',
  );

/** Parameters for listing independently persisted thread sections. */
export type ThreadSectionListParams = {
  /** Opaque pagination cursor returned by a previous call. */
  cursor?: string | null;
  /** Maximum number of sections to return. */
  limit?: number | null;
};
/** Parameters for listing independently persisted thread sections. */
export const ThreadSectionListParams: t.Type<ThreadSectionListParams> =
  /* @__PURE__ */ rt.define<ThreadSectionListParams>(
    'ThreadSectionListParams',
    refs,
    '[o,{},{cursor:["?",s],limit:["?",i]}]',
  );

/** One page of independently persisted thread sections. */
export type ThreadSectionListResponse = {
  data: Array<ThreadSection>;
  /** Opaque cursor for the next page, or `null` when no sections remain. */
  nextCursor?: string | null;
};
/** One page of independently persisted thread sections. */
export const ThreadSectionListResponse: t.Type<ThreadSectionListResponse> =
  /* @__PURE__ */ rt.define<ThreadSectionListResponse>(
    'ThreadSectionListResponse',
    refs,
    '[o,{data:[a,105]},{nextCursor:["?",s]}]',
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
export const ThreadSectionMoveParams: t.Type<ThreadSectionMoveParams> =
  /* @__PURE__ */ rt.define<ThreadSectionMoveParams>(
    'ThreadSectionMoveParams',
    refs,
    '[o,{sectionId:["?",s],threadId:s},{beforeThreadId:["?",s]}]',
  );

export type ThreadSectionMoveResponse = { [key: string]: unknown };
export const ThreadSectionMoveResponse: t.Type<ThreadSectionMoveResponse> =
  /* @__PURE__ */ rt.define<ThreadSectionMoveResponse>('ThreadSectionMoveResponse', refs, '[r,u]');

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
  /* @__PURE__ */ rt.define<ThreadSectionUpdateParams>(
    'ThreadSectionUpdateParams',
    refs,
    '[o,{name:s,sectionId:s},{appearance:["?",106]}]',
  );

/** The independently persisted section after its name is updated. */
export type ThreadSectionUpdateResponse = {
  section: ThreadSection;
};
/** The independently persisted section after its name is updated. */
export const ThreadSectionUpdateResponse: t.Type<ThreadSectionUpdateResponse> =
  /* @__PURE__ */ rt.define<ThreadSectionUpdateResponse>(
    'ThreadSectionUpdateResponse',
    refs,
    '[o,{section:105}]',
  );

export type ThreadSetNameParams = {
  name: string;
  threadId: string;
};
export const ThreadSetNameParams: t.Type<ThreadSetNameParams> =
  /* @__PURE__ */ rt.define<ThreadSetNameParams>(
    'ThreadSetNameParams',
    refs,
    '[o,{name:s,threadId:s}]',
  );

export type ThreadSetNameResponse = { [key: string]: unknown };
export const ThreadSetNameResponse: t.Type<ThreadSetNameResponse> =
  /* @__PURE__ */ rt.define<ThreadSetNameResponse>('ThreadSetNameResponse', refs, '[r,u]');

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
export const ThreadSettings: t.Type<ThreadSettings> = /* @__PURE__ */ rt.define<ThreadSettings>(
  'ThreadSettings',
  refs,
  '[o,{approvalPolicy:13,approvalsReviewer:12,collaborationMode:21,cwd:0,model:s,modelProvider:s,sandboxPolicy:72},{activePermissionProfile:["?",3],disabledPluginIds:[a,s],effort:["?",66],personality:["?",61],serviceTier:["?",s],summary:["?",67]}]',
);

export type ThreadSettingsUpdatedNotification = {
  threadId: string;
  threadSettings: ThreadSettings;
};
export const ThreadSettingsUpdatedNotification: t.Type<ThreadSettingsUpdatedNotification> =
  /* @__PURE__ */ rt.define<ThreadSettingsUpdatedNotification>(
    'ThreadSettingsUpdatedNotification',
    refs,
    '[o,{threadId:s,threadSettings:107}]',
  );

export type ThreadShellCommandParams = {
  /** Shell command string evaluated by the thread's configured shell. Unlike `command/exec`, this intentionally preserves shell syntax such as pipes, redirects, and quoting. This runs unsandboxed with full access rather than inheriting the thread sandbox policy. */
  command: string;
  threadId: string;
  /** Maximum execution time in milliseconds. Defaults to one hour when omitted or null. Must be non-negative; zero requests an immediate timeout, not unlimited execution. Does not affect the immediate RPC acknowledgement. */
  timeoutMs?: number | null;
};
export const ThreadShellCommandParams: t.Type<ThreadShellCommandParams> =
  /* @__PURE__ */ rt.define<ThreadShellCommandParams>(
    'ThreadShellCommandParams',
    refs,
    '[o,{command:s,threadId:s},{timeoutMs:["?",i]}]',
  );

export type ThreadShellCommandResponse = { [key: string]: unknown };
export const ThreadShellCommandResponse: t.Type<ThreadShellCommandResponse> =
  /* @__PURE__ */ rt.define<ThreadShellCommandResponse>(
    'ThreadShellCommandResponse',
    refs,
    '[r,u]',
  );

export type ThreadSortKey = 'created_at' | 'updated_at' | 'recency_at' | 'section_position';
export const ThreadSortKey: t.Type<ThreadSortKey> = /* @__PURE__ */ rt.define<ThreadSortKey>(
  'ThreadSortKey',
  refs,
  '[e,[created_at,updated_at,recency_at,section_position]]',
);

export type ThreadSource = string;
export const ThreadSource: t.Type<ThreadSource> = /* @__PURE__ */ rt.define<ThreadSource>(
  'ThreadSource',
  refs,
  's',
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
export const ThreadSourceKind: t.Type<ThreadSourceKind> =
  /* @__PURE__ */ rt.define<ThreadSourceKind>(
    'ThreadSourceKind',
    refs,
    '[e,[cli,vscode,exec,appServer,subAgent,subAgentReview,subAgentCompact,subAgentThreadSpawn,subAgentOther,unknown]]',
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
  /* @__PURE__ */ rt.define<ThreadSpawnSubAgentSource>(
    'ThreadSpawnSubAgentSource',
    refs,
    '[o,{thread_spawn:[o,{depth:i,parent_thread_id:93},{agent_nickname:["?",s],agent_path:["?",9],agent_role:["?",s]}]}]',
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
export const ThreadStartParams: t.Type<ThreadStartParams> =
  /* @__PURE__ */ rt.define<ThreadStartParams>(
    'ThreadStartParams',
    refs,
    '[o,{},{approvalPolicy:["?",13],approvalsReviewer:["?",12],baseInstructions:["?",s],config:["?",[r,u]],cwd:["?",s],developerInstructions:["?",s],ephemeral:["?",b],model:["?",s],modelProvider:["?",s],personality:["?",61],sandbox:["?",71],serviceName:["?",s],serviceTier:["?",s],sessionStartSource:["?",112],threadSource:["?",109]}]',
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
export const ThreadStartResponse: t.Type<ThreadStartResponse> =
  /* @__PURE__ */ rt.define<ThreadStartResponse>(
    'ThreadStartResponse',
    refs,
    '[o,{approvalPolicy:13,approvalsReviewer:12,cwd:0,model:s,modelProvider:s,sandbox:72,thread:83},{disabledPluginIds:[a,s],instructionSources:[a,49],reasoningEffort:["?",66],serviceTier:["?",s]}]',
  );

export type ThreadStartSource = 'startup' | 'clear';
export const ThreadStartSource: t.Type<ThreadStartSource> =
  /* @__PURE__ */ rt.define<ThreadStartSource>('ThreadStartSource', refs, '[e,[startup,clear]]');

/** Explicitly marked unread, including when the thread has no turns. */
export type ThreadStartThreadUnreadPosition = {
  type: 'threadStart';
};
/** Explicitly marked unread, including when the thread has no turns. */
export const ThreadStartThreadUnreadPosition: t.Type<ThreadStartThreadUnreadPosition> =
  /* @__PURE__ */ rt.define<ThreadStartThreadUnreadPosition>(
    'ThreadStartThreadUnreadPosition',
    refs,
    '[o,{type:[l,threadStart]}]',
  );

export type ThreadStartedNotification = {
  thread: Thread;
};
export const ThreadStartedNotification: t.Type<ThreadStartedNotification> =
  /* @__PURE__ */ rt.define<ThreadStartedNotification>(
    'ThreadStartedNotification',
    refs,
    '[o,{thread:83}]',
  );

export type ThreadStatus =
  | NotLoadedThreadStatus
  | IdleThreadStatus
  | SystemErrorThreadStatus
  | ActiveThreadStatus;
export const ThreadStatus: rt.TaggedUnionType<ThreadStatus> =
  /* @__PURE__ */ rt.defineTagged<ThreadStatus>(
    'ThreadStatus',
    refs,
    '[t,type,{notLoaded:55,idle:42,systemError:82,active:4}]',
  );

export type ThreadStatusChangedNotification = {
  status: ThreadStatus;
  threadId: string;
};
export const ThreadStatusChangedNotification: t.Type<ThreadStatusChangedNotification> =
  /* @__PURE__ */ rt.define<ThreadStatusChangedNotification>(
    'ThreadStatusChangedNotification',
    refs,
    '[o,{status:114,threadId:s}]',
  );

/** EXPERIMENTAL - one item or turn boundary in canonical rollout order. */
export type ThreadTimelineEntry =
  | ItemThreadTimelineEntry
  | RealtimeThreadTimelineEntry
  | TurnStartedThreadTimelineEntry
  | TurnCompletedThreadTimelineEntry;
/** EXPERIMENTAL - one item or turn boundary in canonical rollout order. */
export const ThreadTimelineEntry: rt.TaggedUnionType<ThreadTimelineEntry> =
  /* @__PURE__ */ rt.defineTagged<ThreadTimelineEntry>(
    'ThreadTimelineEntry',
    refs,
    '[t,type,{item:47,realtime:65,turnStarted:126,turnCompleted:123}]',
  );

export type ThreadTokenUsage = {
  last: TokenUsageBreakdown;
  modelContextWindow?: number | null;
  total: TokenUsageBreakdown;
};
export const ThreadTokenUsage: t.Type<ThreadTokenUsage> =
  /* @__PURE__ */ rt.define<ThreadTokenUsage>(
    'ThreadTokenUsage',
    refs,
    '[o,{last:120,total:120},{modelContextWindow:["?",i]}]',
  );

export type ThreadTokenUsageUpdatedNotification = {
  threadId: string;
  tokenUsage: ThreadTokenUsage;
  turnId: string;
};
export const ThreadTokenUsageUpdatedNotification: t.Type<ThreadTokenUsageUpdatedNotification> =
  /* @__PURE__ */ rt.define<ThreadTokenUsageUpdatedNotification>(
    'ThreadTokenUsageUpdatedNotification',
    refs,
    '[o,{threadId:s,tokenUsage:115,turnId:s}]',
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
export const ThreadTurnsListParams: t.Type<ThreadTurnsListParams> =
  /* @__PURE__ */ rt.define<ThreadTurnsListParams>(
    'ThreadTurnsListParams',
    refs,
    '[o,{threadId:s},{cursor:["?",s],itemsView:["?",125],limit:["?",i],sortDirection:["?",77]}]',
  );

export type ThreadTurnsListResponse = {
  /** Opaque cursor to pass as `cursor` when reversing `sortDirection`. This is only populated when the page contains at least one turn. Use it with the opposite `sortDirection` to include the anchor turn again and catch updates to that turn. */
  backwardsCursor?: string | null;
  data: Array<Turn>;
  /** Opaque cursor to pass to the next call to continue after the last turn. if None, there are no more turns to return. */
  nextCursor?: string | null;
};
export const ThreadTurnsListResponse: t.Type<ThreadTurnsListResponse> =
  /* @__PURE__ */ rt.define<ThreadTurnsListResponse>(
    'ThreadTurnsListResponse',
    refs,
    '[o,{data:[a,122]},{backwardsCursor:["?",s],nextCursor:["?",s]}]',
  );

export type ThreadUnarchiveParams = {
  threadId: string;
};
export const ThreadUnarchiveParams: t.Type<ThreadUnarchiveParams> =
  /* @__PURE__ */ rt.define<ThreadUnarchiveParams>(
    'ThreadUnarchiveParams',
    refs,
    '[o,{threadId:s}]',
  );

export type ThreadUnarchiveResponse = {
  thread: Thread;
};
export const ThreadUnarchiveResponse: t.Type<ThreadUnarchiveResponse> =
  /* @__PURE__ */ rt.define<ThreadUnarchiveResponse>(
    'ThreadUnarchiveResponse',
    refs,
    '[o,{thread:83}]',
  );

export type ThreadUnarchivedNotification = {
  threadId: string;
};
export const ThreadUnarchivedNotification: t.Type<ThreadUnarchivedNotification> =
  /* @__PURE__ */ rt.define<ThreadUnarchivedNotification>(
    'ThreadUnarchivedNotification',
    refs,
    '[o,{threadId:s}]',
  );

export type ThreadUnreadPosition = ThreadStartThreadUnreadPosition | TurnThreadUnreadPosition;
export const ThreadUnreadPosition: rt.TaggedUnionType<ThreadUnreadPosition> =
  /* @__PURE__ */ rt.defineTagged<ThreadUnreadPosition>(
    'ThreadUnreadPosition',
    refs,
    '[t,type,{threadStart:113,turn:128}]',
  );

export type ThreadUnsubscribeParams = {
  threadId: string;
};
export const ThreadUnsubscribeParams: t.Type<ThreadUnsubscribeParams> =
  /* @__PURE__ */ rt.define<ThreadUnsubscribeParams>(
    'ThreadUnsubscribeParams',
    refs,
    '[o,{threadId:s}]',
  );

export type ThreadUnsubscribeResponse = {
  status: ThreadUnsubscribeStatus;
};
export const ThreadUnsubscribeResponse: t.Type<ThreadUnsubscribeResponse> =
  /* @__PURE__ */ rt.define<ThreadUnsubscribeResponse>(
    'ThreadUnsubscribeResponse',
    refs,
    '[o,{status:117}]',
  );

export type ThreadUnsubscribeStatus = 'notLoaded' | 'notSubscribed' | 'unsubscribed';
export const ThreadUnsubscribeStatus: t.Type<ThreadUnsubscribeStatus> =
  /* @__PURE__ */ rt.define<ThreadUnsubscribeStatus>(
    'ThreadUnsubscribeStatus',
    refs,
    '[e,[notLoaded,notSubscribed,unsubscribed]]',
  );

export type ThreadUsage = {
  estimatedUsageCreditsMicros: number;
  estimatedUsageUsdMicros?: number | null;
  groups: Array<ThreadUsageBreakdownGroup>;
  /** Native dollar usage, independent of credit estimates. None means unknown, not zero. */
  nativeUsageUsdMicros?: number | null;
  threadId: string;
};
export const ThreadUsage: t.Type<ThreadUsage> = /* @__PURE__ */ rt.define<ThreadUsage>(
  'ThreadUsage',
  refs,
  '[o,{estimatedUsageCreditsMicros:i,groups:[a,119],threadId:s},{estimatedUsageUsdMicros:["?",i],nativeUsageUsdMicros:["?",i]}]',
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
  /* @__PURE__ */ rt.define<ThreadUsageBreakdownGroup>(
    'ThreadUsageBreakdownGroup',
    refs,
    '[o,{estimatedUsageCreditsMicros:i},{cachedInputTokens:["?",i],inputTokens:["?",i],model:["?",s],netNewInputTokens:["?",i],outputTokens:["?",i],reasoningEffort:["?",s],speed:["?",s],totalTokens:["?",i]}]',
  );

export type TrustedContacts = 'check' | 'skip';
export const TrustedContacts: t.Type<TrustedContacts> = /* @__PURE__ */ rt.define<TrustedContacts>(
  'TrustedContacts',
  refs,
  '[e,[check,skip]]',
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
export const Turn: t.Type<Turn> = /* @__PURE__ */ rt.define<Turn>(
  'Turn',
  refs,
  '[o,{id:s,items:[a,94],status:127},{completedAt:["?",i],durationMs:["?",i],error:["?",124],itemsView:125,rootTurnId:["?",s],startedAt:["?",i]}]',
);

export type TurnCompletedNotification = {
  threadId: string;
  turn: Turn;
};
export const TurnCompletedNotification: t.Type<TurnCompletedNotification> =
  /* @__PURE__ */ rt.define<TurnCompletedNotification>(
    'TurnCompletedNotification',
    refs,
    '[o,{threadId:s,turn:122}]',
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
  /* @__PURE__ */ rt.define<TurnCompletedThreadTimelineEntry>(
    'TurnCompletedThreadTimelineEntry',
    refs,
    '[o,{position:i,status:127,turn_id:s,type:[l,turnCompleted]},{completed_at:["?",i],duration_ms:["?",i],error:["?",124],started_at:["?",i]}]',
  );

export type TurnStartResponse = {
  turn: Turn;
};
export const TurnStartResponse: t.Type<TurnStartResponse> =
  /* @__PURE__ */ rt.define<TurnStartResponse>('TurnStartResponse', refs, '[o,{turn:122}]');

export type TurnStartedNotification = {
  threadId: string;
  turn: Turn;
};
export const TurnStartedNotification: t.Type<TurnStartedNotification> =
  /* @__PURE__ */ rt.define<TurnStartedNotification>(
    'TurnStartedNotification',
    refs,
    '[o,{threadId:s,turn:122}]',
  );

export type TurnStartedThreadTimelineEntry = {
  position: number;
  started_at?: number | null;
  turn_id: string;
  type: 'turnStarted';
};
export const TurnStartedThreadTimelineEntry: t.Type<TurnStartedThreadTimelineEntry> =
  /* @__PURE__ */ rt.define<TurnStartedThreadTimelineEntry>(
    'TurnStartedThreadTimelineEntry',
    refs,
    '[o,{position:i,turn_id:s,type:[l,turnStarted]},{started_at:["?",i]}]',
  );

/** The earliest completed result needing attention. */
export type TurnThreadUnreadPosition = {
  turnId: string;
  type: 'turn';
};
/** The earliest completed result needing attention. */
export const TurnThreadUnreadPosition: t.Type<TurnThreadUnreadPosition> =
  /* @__PURE__ */ rt.define<TurnThreadUnreadPosition>(
    'TurnThreadUnreadPosition',
    refs,
    '[o,{turnId:s,type:[l,turn]}]',
  );

export type TurnsPage = {
  backwardsCursor?: string | null;
  data: Array<Turn>;
  nextCursor?: string | null;
};
export const TurnsPage: t.Type<TurnsPage> = /* @__PURE__ */ rt.define<TurnsPage>(
  'TurnsPage',
  refs,
  '[o,{data:[a,122]},{backwardsCursor:["?",s],nextCursor:["?",s]}]',
);

export type UnreadThreadReadStateOperation = {
  type: 'unread';
};
export const UnreadThreadReadStateOperation: t.Type<UnreadThreadReadStateOperation> =
  /* @__PURE__ */ rt.define<UnreadThreadReadStateOperation>(
    'UnreadThreadReadStateOperation',
    refs,
    '[o,{type:[l,unread]}]',
  );

export type WebSearchAction =
  | SearchWebSearchAction
  | OpenPageWebSearchAction
  | FindInPageWebSearchAction
  | OtherWebSearchAction;
export const WebSearchAction: rt.TaggedUnionType<WebSearchAction> =
  /* @__PURE__ */ rt.defineTagged<WebSearchAction>(
    'WebSearchAction',
    refs,
    '[t,type,{search:73,openPage:56,findInPage:37,other:58}]',
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
export const WebSearchThreadItem: t.Type<WebSearchThreadItem> =
  /* @__PURE__ */ rt.define<WebSearchThreadItem>(
    'WebSearchThreadItem',
    refs,
    '[o,{id:s,query:s,type:[l,webSearch]},{action:["?",131],results:["?",[a,u]]}]',
  );
