// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../../lib/protocol/runtime/index.js';

import { AbsolutePathBuf } from '../shared/misc.js';
import { CommandAction, CommandExecutionSource, CommandExecutionStatus } from './command.js';
import { FileUpdateChange } from './file.js';
import { HookPromptFragment } from './hook.js';
import {
  McpAppUi,
  McpToolCallAppContext,
  McpToolCallError,
  McpToolCallResult,
  McpToolCallStatus,
} from './mcp.js';
import {
  AgentMessageDelivery,
  AgentMessageModeration,
  ApprovalsReviewer,
  AskForApproval,
  AsyncUserInputQuestion,
  CollabAgentState,
  CollabAgentTool,
  CollabAgentToolCallStatus,
  DynamicToolCallOutputContentItem,
  DynamicToolCallStatus,
  FunctionCallOutputBody,
} from './misc-1.js';
import {
  GitInfo,
  ImageGenerationFailure,
  ImageGenerationInputImage,
  LegacyAppPathString,
  MemoryCitation,
  MessagePhase,
  PatchApplyStatus,
} from './misc-2.js';
import {
  ReasoningEffort,
  SandboxMode,
  SandboxPolicy,
  SessionSource,
  SortDirection,
  SubAgentActivityKind,
} from './misc-3.js';
import {
  ThreadRealtimeBemItemPresentation,
  ThreadRealtimeFrameChannels,
  ThreadRealtimeItem,
  ThreadRealtimeSessionOutcome,
  ThreadSection,
  ThreadSortKey,
  ThreadSource,
  ThreadSourceKind,
  ThreadStatus,
  UserMessageThreadItem,
  WebSearchThreadItem,
} from './thread-2.js';
import { Turn } from './turn.js';

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

export type BemItemPromotedThreadRealtimeItem = {
  item_id: string;
  presentation: ThreadRealtimeBemItemPresentation;
  turn_id: string;
  type: 'bemItemPromoted';
};
export const BemItemPromotedThreadRealtimeItem: t.Type<BemItemPromotedThreadRealtimeItem> =
  /* @__PURE__ */ rt.deferred('BemItemPromotedThreadRealtimeItem', () =>
    rt.object<BemItemPromotedThreadRealtimeItem>('BemItemPromotedThreadRealtimeItem', {
      item_id: rt.string,
      presentation: rt.ref(
        'ThreadRealtimeBemItemPresentation',
        () => ThreadRealtimeBemItemPresentation,
      ),
      turn_id: rt.string,
      type: rt.literal('bemItemPromoted'),
    }),
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

export type CommandExecutionThreadItem = {
  /** The command's output, aggregated from stdout and stderr. */
  aggregatedOutput?: string | null;
  /** The command to be executed. */
  command: string;
  /** A best-effort parsing of the command to understand the action(s) it will perform. This returns a list of CommandAction objects because a single shell command may be composed of many commands piped together. */
  commandActions: Array<CommandAction>;
  /** The command's working directory. */
  cwd: LegacyAppPathString;
  /** The duration of the command execution in milliseconds. */
  durationMs?: number | null;
  /** The command's exit code. */
  exitCode?: number | null;
  id: string;
  /** Trusted first-party plugin id when this command resolves to one plugin script. */
  pluginId?: string | null;
  /** Identifier for the underlying PTY process (when available). */
  processId?: string | null;
  /** Safe plugin-relative path when this command resolves to one plugin script. */
  scriptPath?: string | null;
  source?: CommandExecutionSource;
  status: CommandExecutionStatus;
  type: 'commandExecution';
};
export const CommandExecutionThreadItem: t.Type<CommandExecutionThreadItem> =
  /* @__PURE__ */ rt.deferred('CommandExecutionThreadItem', () =>
    rt.object<CommandExecutionThreadItem>(
      'CommandExecutionThreadItem',
      {
        command: rt.string,
        commandActions: rt.array(rt.ref('CommandAction', () => CommandAction)),
        cwd: rt.ref('LegacyAppPathString', () => LegacyAppPathString),
        id: rt.string,
        status: rt.ref('CommandExecutionStatus', () => CommandExecutionStatus),
        type: rt.literal('commandExecution'),
      },
      {
        aggregatedOutput: rt.nullable(rt.string),
        durationMs: rt.nullable(rt.integer),
        exitCode: rt.nullable(rt.integer),
        pluginId: rt.nullable(rt.string),
        processId: rt.nullable(rt.string),
        scriptPath: rt.nullable(rt.string),
        source: rt.ref('CommandExecutionSource', () => CommandExecutionSource),
      },
    ),
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

export type ContextCompactionThreadItem = {
  id: string;
  type: 'contextCompaction';
};
export const ContextCompactionThreadItem: t.Type<ContextCompactionThreadItem> =
  /* @__PURE__ */ rt.deferred('ContextCompactionThreadItem', () =>
    rt.object<ContextCompactionThreadItem>('ContextCompactionThreadItem', {
      id: rt.string,
      type: rt.literal('contextCompaction'),
    }),
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

export type EnteredReviewModeThreadItem = {
  id: string;
  review: string;
  type: 'enteredReviewMode';
};
export const EnteredReviewModeThreadItem: t.Type<EnteredReviewModeThreadItem> =
  /* @__PURE__ */ rt.deferred('EnteredReviewModeThreadItem', () =>
    rt.object<EnteredReviewModeThreadItem>('EnteredReviewModeThreadItem', {
      id: rt.string,
      review: rt.string,
      type: rt.literal('enteredReviewMode'),
    }),
  );

export type ExistingCallThreadRealtimeStartTransport = {
  /** Identifier of a realtime call already created and negotiated by the client. */
  callId: string;
  type: 'existingCall';
};
export const ExistingCallThreadRealtimeStartTransport: t.Type<ExistingCallThreadRealtimeStartTransport> =
  /* @__PURE__ */ rt.deferred('ExistingCallThreadRealtimeStartTransport', () =>
    rt.object<ExistingCallThreadRealtimeStartTransport>(
      'ExistingCallThreadRealtimeStartTransport',
      { callId: rt.string, type: rt.literal('existingCall') },
    ),
  );

export type ExitedReviewModeThreadItem = {
  id: string;
  review: string;
  type: 'exitedReviewMode';
};
export const ExitedReviewModeThreadItem: t.Type<ExitedReviewModeThreadItem> =
  /* @__PURE__ */ rt.deferred('ExitedReviewModeThreadItem', () =>
    rt.object<ExitedReviewModeThreadItem>('ExitedReviewModeThreadItem', {
      id: rt.string,
      review: rt.string,
      type: rt.literal('exitedReviewMode'),
    }),
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

export type FileIdThreadItem = {
  fileId: string;
};
export const FileIdThreadItem: t.Type<FileIdThreadItem> = /* @__PURE__ */ rt.deferred(
  'FileIdThreadItem',
  () => rt.object<FileIdThreadItem>('FileIdThreadItem', { fileId: rt.string }),
);

export type FrameThreadRealtimeItem = {
  channels: ThreadRealtimeFrameChannels;
  type: 'frame';
};
export const FrameThreadRealtimeItem: t.Type<FrameThreadRealtimeItem> = /* @__PURE__ */ rt.deferred(
  'FrameThreadRealtimeItem',
  () =>
    rt.object<FrameThreadRealtimeItem>('FrameThreadRealtimeItem', {
      channels: rt.ref('ThreadRealtimeFrameChannels', () => ThreadRealtimeFrameChannels),
      type: rt.literal('frame'),
    }),
);

export type FunctionCallOutputThreadItem = {
  id: string;
  name: string;
  namespace?: string | null;
  output: FunctionCallOutputBody;
  type: 'functionCallOutput';
};
export const FunctionCallOutputThreadItem: t.Type<FunctionCallOutputThreadItem> =
  /* @__PURE__ */ rt.deferred('FunctionCallOutputThreadItem', () =>
    rt.object<FunctionCallOutputThreadItem>(
      'FunctionCallOutputThreadItem',
      {
        id: rt.string,
        name: rt.string,
        output: rt.ref('FunctionCallOutputBody', () => FunctionCallOutputBody),
        type: rt.literal('functionCallOutput'),
      },
      { namespace: rt.nullable(rt.string) },
    ),
  );

export type HookPromptThreadItem = {
  fragments: Array<HookPromptFragment>;
  id: string;
  type: 'hookPrompt';
};
export const HookPromptThreadItem: t.Type<HookPromptThreadItem> = /* @__PURE__ */ rt.deferred(
  'HookPromptThreadItem',
  () =>
    rt.object<HookPromptThreadItem>('HookPromptThreadItem', {
      fragments: rt.array(rt.ref('HookPromptFragment', () => HookPromptFragment)),
      id: rt.string,
      type: rt.literal('hookPrompt'),
    }),
);

export type IdleThreadStatus = {
  type: 'idle';
};
export const IdleThreadStatus: t.Type<IdleThreadStatus> = /* @__PURE__ */ rt.deferred(
  'IdleThreadStatus',
  () => rt.object<IdleThreadStatus>('IdleThreadStatus', { type: rt.literal('idle') }),
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

export type ImageViewThreadItem = {
  id: string;
  path: LegacyAppPathString;
  type: 'imageView';
};
export const ImageViewThreadItem: t.Type<ImageViewThreadItem> = /* @__PURE__ */ rt.deferred(
  'ImageViewThreadItem',
  () =>
    rt.object<ImageViewThreadItem>('ImageViewThreadItem', {
      id: rt.string,
      path: rt.ref('LegacyAppPathString', () => LegacyAppPathString),
      type: rt.literal('imageView'),
    }),
);

export type InlineMarkdownThreadRealtimeBemItemPresentation = {
  type: 'inlineMarkdown';
};
export const InlineMarkdownThreadRealtimeBemItemPresentation: t.Type<InlineMarkdownThreadRealtimeBemItemPresentation> =
  /* @__PURE__ */ rt.deferred('InlineMarkdownThreadRealtimeBemItemPresentation', () =>
    rt.object<InlineMarkdownThreadRealtimeBemItemPresentation>(
      'InlineMarkdownThreadRealtimeBemItemPresentation',
      { type: rt.literal('inlineMarkdown') },
    ),
  );

export type InlineVisualizationThreadRealtimeBemItemPresentation = {
  index: number;
  type: 'inlineVisualization';
};
export const InlineVisualizationThreadRealtimeBemItemPresentation: t.Type<InlineVisualizationThreadRealtimeBemItemPresentation> =
  /* @__PURE__ */ rt.deferred('InlineVisualizationThreadRealtimeBemItemPresentation', () =>
    rt.object<InlineVisualizationThreadRealtimeBemItemPresentation>(
      'InlineVisualizationThreadRealtimeBemItemPresentation',
      { index: rt.integer, type: rt.literal('inlineVisualization') },
    ),
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

export type McpToolCallThreadItem = {
  appContext?: McpToolCallAppContext | null;
  arguments: unknown;
  /** The duration of the MCP tool call in milliseconds. */
  durationMs?: number | null;
  /** Registration scope, not necessarily the server's execution environment. */
  environmentId?: string | null;
  error?: McpToolCallError | null;
  id: string;
  /** Legacy compatibility field; prefer `mcpAppUi.resourceUri` when available. */
  mcpAppResourceUri?: string | null;
  /** Presentation captured from the invoked descriptor; absent in older history. */
  mcpAppUi?: McpAppUi | null;
  pluginId?: string | null;
  readOnlyHint?: boolean | null;
  result?: McpToolCallResult | null;
  server: string;
  status: McpToolCallStatus;
  tool: string;
  type: 'mcpToolCall';
};
export const McpToolCallThreadItem: t.Type<McpToolCallThreadItem> = /* @__PURE__ */ rt.deferred(
  'McpToolCallThreadItem',
  () =>
    rt.object<McpToolCallThreadItem>(
      'McpToolCallThreadItem',
      {
        arguments: rt.unknownValue,
        id: rt.string,
        server: rt.string,
        status: rt.ref('McpToolCallStatus', () => McpToolCallStatus),
        tool: rt.string,
        type: rt.literal('mcpToolCall'),
      },
      {
        appContext: rt.nullable(rt.ref('McpToolCallAppContext', () => McpToolCallAppContext)),
        durationMs: rt.nullable(rt.integer),
        environmentId: rt.nullable(rt.string),
        error: rt.nullable(rt.ref('McpToolCallError', () => McpToolCallError)),
        mcpAppResourceUri: rt.nullable(rt.string),
        mcpAppUi: rt.nullable(rt.ref('McpAppUi', () => McpAppUi)),
        pluginId: rt.nullable(rt.string),
        readOnlyHint: rt.nullable(rt.boolean),
        result: rt.nullable(rt.ref('McpToolCallResult', () => McpToolCallResult)),
      },
    ),
);

export type NotLoadedThreadStatus = {
  type: 'notLoaded';
};
export const NotLoadedThreadStatus: t.Type<NotLoadedThreadStatus> = /* @__PURE__ */ rt.deferred(
  'NotLoadedThreadStatus',
  () =>
    rt.object<NotLoadedThreadStatus>('NotLoadedThreadStatus', { type: rt.literal('notLoaded') }),
);

/** EXPERIMENTAL - proposed plan item content. The completed plan item is authoritative and may not match the concatenation of `PlanDelta` text. */
export type PlanThreadItem = {
  id: string;
  text: string;
  type: 'plan';
};
/** EXPERIMENTAL - proposed plan item content. The completed plan item is authoritative and may not match the concatenation of `PlanDelta` text. */
export const PlanThreadItem: t.Type<PlanThreadItem> = /* @__PURE__ */ rt.deferred(
  'PlanThreadItem',
  () =>
    rt.object<PlanThreadItem>('PlanThreadItem', {
      id: rt.string,
      text: rt.string,
      type: rt.literal('plan'),
    }),
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

export type RealtimeSessionClosedThreadRealtimeItem = {
  outcome: ThreadRealtimeSessionOutcome;
  type: 'realtimeSessionClosed';
};
export const RealtimeSessionClosedThreadRealtimeItem: t.Type<RealtimeSessionClosedThreadRealtimeItem> =
  /* @__PURE__ */ rt.deferred('RealtimeSessionClosedThreadRealtimeItem', () =>
    rt.object<RealtimeSessionClosedThreadRealtimeItem>('RealtimeSessionClosedThreadRealtimeItem', {
      outcome: rt.ref('ThreadRealtimeSessionOutcome', () => ThreadRealtimeSessionOutcome),
      type: rt.literal('realtimeSessionClosed'),
    }),
  );

export type RealtimeSessionStartedThreadRealtimeItem = {
  type: 'realtimeSessionStarted';
};
export const RealtimeSessionStartedThreadRealtimeItem: t.Type<RealtimeSessionStartedThreadRealtimeItem> =
  /* @__PURE__ */ rt.deferred('RealtimeSessionStartedThreadRealtimeItem', () =>
    rt.object<RealtimeSessionStartedThreadRealtimeItem>(
      'RealtimeSessionStartedThreadRealtimeItem',
      { type: rt.literal('realtimeSessionStarted') },
    ),
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

export type ReasoningThreadItem = {
  content?: Array<string>;
  id: string;
  summary?: Array<string>;
  type: 'reasoning';
};
export const ReasoningThreadItem: t.Type<ReasoningThreadItem> = /* @__PURE__ */ rt.deferred(
  'ReasoningThreadItem',
  () =>
    rt.object<ReasoningThreadItem>(
      'ReasoningThreadItem',
      { id: rt.string, type: rt.literal('reasoning') },
      { content: rt.array(rt.string), summary: rt.array(rt.string) },
    ),
);

export type ResultThreadItem = {
  result: string;
};
export const ResultThreadItem: t.Type<ResultThreadItem> = /* @__PURE__ */ rt.deferred(
  'ResultThreadItem',
  () => rt.object<ResultThreadItem>('ResultThreadItem', { result: rt.string }),
);

export type SessionEndInputSavedThreadRealtimeItem = {
  input: string;
  input_item_id: string;
  source_event_ids: Array<string>;
  type: 'sessionEndInputSaved';
};
export const SessionEndInputSavedThreadRealtimeItem: t.Type<SessionEndInputSavedThreadRealtimeItem> =
  /* @__PURE__ */ rt.deferred('SessionEndInputSavedThreadRealtimeItem', () =>
    rt.object<SessionEndInputSavedThreadRealtimeItem>('SessionEndInputSavedThreadRealtimeItem', {
      input: rt.string,
      input_item_id: rt.string,
      source_event_ids: rt.array(rt.string),
      type: rt.literal('sessionEndInputSaved'),
    }),
  );

/** Display item emitted by the interruptible `clock.sleep` tool. */
export type SleepThreadItem = {
  durationMs: number;
  id: string;
  type: 'sleep';
};
/** Display item emitted by the interruptible `clock.sleep` tool. */
export const SleepThreadItem: t.Type<SleepThreadItem> = /* @__PURE__ */ rt.deferred(
  'SleepThreadItem',
  () =>
    rt.object<SleepThreadItem>('SleepThreadItem', {
      durationMs: rt.integer,
      id: rt.string,
      type: rt.literal('sleep'),
    }),
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

/** An independently persisted attachment associated with a thread. */
export type ThreadAttachment = {
  attachmentType: string;
  createdAt: number;
  id: string;
  identityKey: string;
  payload: unknown;
};
/** An independently persisted attachment associated with a thread. */
export const ThreadAttachment: t.Type<ThreadAttachment> = /* @__PURE__ */ rt.deferred(
  'ThreadAttachment',
  () =>
    rt.object<ThreadAttachment>('ThreadAttachment', {
      attachmentType: rt.string,
      createdAt: rt.integer,
      id: rt.string,
      identityKey: rt.string,
      payload: rt.unknownValue,
    }),
);

/** Result of attempting to associate an attachment with a thread. */
export type ThreadAttachmentAddOutcome = 'created' | 'existing';
/** Result of attempting to associate an attachment with a thread. */
export const ThreadAttachmentAddOutcome: t.Type<ThreadAttachmentAddOutcome> =
  /* @__PURE__ */ rt.deferred('ThreadAttachmentAddOutcome', () =>
    rt.enumeration<ThreadAttachmentAddOutcome>('ThreadAttachmentAddOutcome', [
      'created',
      'existing',
    ]),
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
  /* @__PURE__ */ rt.deferred('ThreadAttachmentAddParams', () =>
    rt.object<ThreadAttachmentAddParams>('ThreadAttachmentAddParams', {
      attachmentType: rt.string,
      identityKey: rt.string,
      payload: rt.unknownValue,
      threadId: rt.string,
    }),
  );

/** The created or existing attachment. */
export type ThreadAttachmentAddResponse = {
  attachment: ThreadAttachment;
  outcome: ThreadAttachmentAddOutcome;
};
/** The created or existing attachment. */
export const ThreadAttachmentAddResponse: t.Type<ThreadAttachmentAddResponse> =
  /* @__PURE__ */ rt.deferred('ThreadAttachmentAddResponse', () =>
    rt.object<ThreadAttachmentAddResponse>('ThreadAttachmentAddResponse', {
      attachment: rt.ref('ThreadAttachment', () => ThreadAttachment),
      outcome: rt.ref('ThreadAttachmentAddOutcome', () => ThreadAttachmentAddOutcome),
    }),
  );

/** Parameters for listing attachments from one thread. */
export type ThreadAttachmentListParams = {
  cursor?: string | null;
  limit?: number | null;
  threadId: string;
};
/** Parameters for listing attachments from one thread. */
export const ThreadAttachmentListParams: t.Type<ThreadAttachmentListParams> =
  /* @__PURE__ */ rt.deferred('ThreadAttachmentListParams', () =>
    rt.object<ThreadAttachmentListParams>(
      'ThreadAttachmentListParams',
      { threadId: rt.string },
      { cursor: rt.nullable(rt.string), limit: rt.nullable(rt.integer) },
    ),
  );

/** One page of attachments associated with the requested thread. */
export type ThreadAttachmentListResponse = {
  data: Array<ThreadAttachment>;
  nextCursor?: string | null;
};
/** One page of attachments associated with the requested thread. */
export const ThreadAttachmentListResponse: t.Type<ThreadAttachmentListResponse> =
  /* @__PURE__ */ rt.deferred('ThreadAttachmentListResponse', () =>
    rt.object<ThreadAttachmentListResponse>(
      'ThreadAttachmentListResponse',
      { data: rt.array(rt.ref('ThreadAttachment', () => ThreadAttachment)) },
      { nextCursor: rt.nullable(rt.string) },
    ),
  );

/** The persisted attachment change represented by a notification. */
export type ThreadAttachmentOperation = 'created' | 'deleted';
/** The persisted attachment change represented by a notification. */
export const ThreadAttachmentOperation: t.Type<ThreadAttachmentOperation> =
  /* @__PURE__ */ rt.deferred('ThreadAttachmentOperation', () =>
    rt.enumeration<ThreadAttachmentOperation>('ThreadAttachmentOperation', ['created', 'deleted']),
  );

/** A thread that currently owns an attachment with the requested identity. */
export type ThreadAttachmentOwner = {
  /** Whether the owning thread is archived, not whether it is currently executing a turn. */
  archived: boolean;
  threadId: string;
};
/** A thread that currently owns an attachment with the requested identity. */
export const ThreadAttachmentOwner: t.Type<ThreadAttachmentOwner> = /* @__PURE__ */ rt.deferred(
  'ThreadAttachmentOwner',
  () =>
    rt.object<ThreadAttachmentOwner>('ThreadAttachmentOwner', {
      archived: rt.boolean,
      threadId: rt.string,
    }),
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
  /* @__PURE__ */ rt.deferred('ThreadAttachmentOwnerListParams', () =>
    rt.object<ThreadAttachmentOwnerListParams>(
      'ThreadAttachmentOwnerListParams',
      { attachmentType: rt.string, identityKey: rt.string },
      {
        archived: rt.nullable(rt.boolean),
        cursor: rt.nullable(rt.string),
        limit: rt.nullable(rt.integer),
      },
    ),
  );

/** One page of matching owners, including threads without their own user messages. */
export type ThreadAttachmentOwnerListResponse = {
  data: Array<ThreadAttachmentOwner>;
  nextCursor?: string | null;
};
/** One page of matching owners, including threads without their own user messages. */
export const ThreadAttachmentOwnerListResponse: t.Type<ThreadAttachmentOwnerListResponse> =
  /* @__PURE__ */ rt.deferred('ThreadAttachmentOwnerListResponse', () =>
    rt.object<ThreadAttachmentOwnerListResponse>(
      'ThreadAttachmentOwnerListResponse',
      { data: rt.array(rt.ref('ThreadAttachmentOwner', () => ThreadAttachmentOwner)) },
      { nextCursor: rt.nullable(rt.string) },
    ),
  );

/** Parameters for deleting an attachment by its stable thread-local identity. */
export type ThreadAttachmentRemoveParams = {
  attachmentType: string;
  identityKey: string;
  threadId: string;
};
/** Parameters for deleting an attachment by its stable thread-local identity. */
export const ThreadAttachmentRemoveParams: t.Type<ThreadAttachmentRemoveParams> =
  /* @__PURE__ */ rt.deferred('ThreadAttachmentRemoveParams', () =>
    rt.object<ThreadAttachmentRemoveParams>('ThreadAttachmentRemoveParams', {
      attachmentType: rt.string,
      identityKey: rt.string,
      threadId: rt.string,
    }),
  );

/** Successful deletion does not return additional attachment data. */
export type ThreadAttachmentRemoveResponse = { [key: string]: unknown };
/** Successful deletion does not return additional attachment data. */
export const ThreadAttachmentRemoveResponse: t.Type<ThreadAttachmentRemoveResponse> =
  /* @__PURE__ */ rt.deferred('ThreadAttachmentRemoveResponse', () =>
    rt.typed<ThreadAttachmentRemoveResponse>(rt.record(rt.unknownValue)),
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
  /* @__PURE__ */ rt.deferred('ThreadAttachmentUpdatedNotification', () =>
    rt.object<ThreadAttachmentUpdatedNotification>('ThreadAttachmentUpdatedNotification', {
      attachmentId: rt.string,
      attachmentType: rt.string,
      identityKey: rt.string,
      operation: rt.ref('ThreadAttachmentOperation', () => ThreadAttachmentOperation),
      threadId: rt.string,
    }),
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

export type ThreadItemOutputDeferral = { [key: string]: unknown };
export const ThreadItemOutputDeferral: t.Type<ThreadItemOutputDeferral> =
  /* @__PURE__ */ rt.deferred('ThreadItemOutputDeferral', () =>
    rt.typed<ThreadItemOutputDeferral>(rt.record(rt.unknownValue)),
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
