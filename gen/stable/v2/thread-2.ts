// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../../lib/protocol/runtime/index.js';

import { AbsolutePathBuf, RequestId } from '../shared/misc.js';
import {
  ActivePermissionProfile,
  ApprovalsReviewer,
  AskForApproval,
  CollaborationMode,
  ConversationTextRole,
} from './misc-1.js';
import { LegacyAppPathString, Personality } from './misc-2.js';
import {
  RealtimeConversationVersion,
  ReasoningEffort,
  ReasoningSummary,
  SandboxMode,
  SandboxPolicy,
  SortDirection,
  TokenUsageBreakdown,
  UserInput,
  WebSearchAction,
} from './misc-3.js';
import {
  ActiveThreadStatus,
  BemItemPromotedThreadRealtimeItem,
  CompletedThreadPredictionResult,
  ExistingCallThreadRealtimeStartTransport,
  FailedThreadPredictionResult,
  FrameThreadRealtimeItem,
  IdleThreadStatus,
  InlineMarkdownThreadRealtimeBemItemPresentation,
  InlineVisualizationThreadRealtimeBemItemPresentation,
  ItemThreadTimelineEntry,
  NotLoadedThreadStatus,
  ReadThreadReadStateOperation,
  RealtimeSessionClosedThreadRealtimeItem,
  RealtimeSessionStartedThreadRealtimeItem,
  RealtimeThreadTimelineEntry,
  SessionEndInputSavedThreadRealtimeItem,
  SystemErrorThreadStatus,
  Thread,
  ThreadMetadataGitInfoUpdateParams,
} from './thread-1.js';
import { Turn, TurnError, TurnItemsView, TurnStatus } from './turn.js';

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

/** EXPERIMENTAL - thread realtime audio chunk. */
export type ThreadRealtimeAudioChunk = {
  data: string;
  itemId?: string | null;
  numChannels: number;
  sampleRate: number;
  samplesPerChannel?: number | null;
};
/** EXPERIMENTAL - thread realtime audio chunk. */
export const ThreadRealtimeAudioChunk: t.Type<ThreadRealtimeAudioChunk> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeAudioChunk', () =>
    rt.object<ThreadRealtimeAudioChunk>(
      'ThreadRealtimeAudioChunk',
      { data: rt.string, numChannels: rt.integer, sampleRate: rt.integer },
      { itemId: rt.nullable(rt.string), samplesPerChannel: rt.nullable(rt.integer) },
    ),
  );

/** EXPERIMENTAL - how an existing agent item appears in a realtime conversation. */
export type ThreadRealtimeBemItemPresentation =
  | WholeItemThreadRealtimeBemItemPresentation
  | InlineMarkdownThreadRealtimeBemItemPresentation
  | InlineVisualizationThreadRealtimeBemItemPresentation;
/** EXPERIMENTAL - how an existing agent item appears in a realtime conversation. */
export const ThreadRealtimeBemItemPresentation: rt.TaggedUnionType<ThreadRealtimeBemItemPresentation> =
  /* @__PURE__ */ rt.deferredTagged('ThreadRealtimeBemItemPresentation', () =>
    rt.taggedUnion<ThreadRealtimeBemItemPresentation>('ThreadRealtimeBemItemPresentation', 'type', {
      wholeItem: rt.ref(
        'WholeItemThreadRealtimeBemItemPresentation',
        () => WholeItemThreadRealtimeBemItemPresentation,
      ),
      inlineMarkdown: rt.ref(
        'InlineMarkdownThreadRealtimeBemItemPresentation',
        () => InlineMarkdownThreadRealtimeBemItemPresentation,
      ),
      inlineVisualization: rt.ref(
        'InlineVisualizationThreadRealtimeBemItemPresentation',
        () => InlineVisualizationThreadRealtimeBemItemPresentation,
      ),
    }),
  );

/** EXPERIMENTAL - emitted when thread realtime transport closes. */
export type ThreadRealtimeClosedNotification = {
  reason?: string | null;
  threadId: string;
};
/** EXPERIMENTAL - emitted when thread realtime transport closes. */
export const ThreadRealtimeClosedNotification: t.Type<ThreadRealtimeClosedNotification> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeClosedNotification', () =>
    rt.object<ThreadRealtimeClosedNotification>(
      'ThreadRealtimeClosedNotification',
      { threadId: rt.string },
      { reason: rt.nullable(rt.string) },
    ),
  );

export type ThreadRealtimeCoverage = 'unsupported' | 'pending' | 'ready';
export const ThreadRealtimeCoverage: t.Type<ThreadRealtimeCoverage> = /* @__PURE__ */ rt.deferred(
  'ThreadRealtimeCoverage',
  () =>
    rt.enumeration<ThreadRealtimeCoverage>('ThreadRealtimeCoverage', [
      'unsupported',
      'pending',
      'ready',
    ]),
);

export type ThreadRealtimeEntry = {
  item: ThreadRealtimeItem;
  position: number;
};
export const ThreadRealtimeEntry: t.Type<ThreadRealtimeEntry> = /* @__PURE__ */ rt.deferred(
  'ThreadRealtimeEntry',
  () =>
    rt.object<ThreadRealtimeEntry>('ThreadRealtimeEntry', {
      item: rt.ref('ThreadRealtimeItem', () => ThreadRealtimeItem),
      position: rt.integer,
    }),
);

/** EXPERIMENTAL - emitted when thread realtime encounters an error. */
export type ThreadRealtimeErrorNotification = {
  message: string;
  threadId: string;
};
/** EXPERIMENTAL - emitted when thread realtime encounters an error. */
export const ThreadRealtimeErrorNotification: t.Type<ThreadRealtimeErrorNotification> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeErrorNotification', () =>
    rt.object<ThreadRealtimeErrorNotification>('ThreadRealtimeErrorNotification', {
      message: rt.string,
      threadId: rt.string,
    }),
  );

/** A frame holds one or more payloads, at most one per channel. They share one ID, observation time, and seal. V1 requires its only channel, `voice_transcript`. */
export type ThreadRealtimeFrameChannels = {
  voice_transcript: ThreadRealtimeVoiceTranscript;
};
/** A frame holds one or more payloads, at most one per channel. They share one ID, observation time, and seal. V1 requires its only channel, `voice_transcript`. */
export const ThreadRealtimeFrameChannels: t.Type<ThreadRealtimeFrameChannels> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeFrameChannels', () =>
    rt.object<ThreadRealtimeFrameChannels>('ThreadRealtimeFrameChannels', {
      voice_transcript: rt.ref(
        'ThreadRealtimeVoiceTranscript',
        () => ThreadRealtimeVoiceTranscript,
      ),
    }),
  );

export type ThreadRealtimeHandoffMode = 'start' | 'steer';
export const ThreadRealtimeHandoffMode: t.Type<ThreadRealtimeHandoffMode> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeHandoffMode', () =>
    rt.enumeration<ThreadRealtimeHandoffMode>('ThreadRealtimeHandoffMode', ['start', 'steer']),
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

/** EXPERIMENTAL - a thread-scoped realtime item in the canonical timeline. */
export type ThreadRealtimeItem = {
  id: string;
  /** Canonical observation time in Unix milliseconds for eligible voice calls. */
  observedAtMs?: number | null;
  realtimeSessionId: string;
} & (
  | RealtimeSessionStartedThreadRealtimeItem
  | FrameThreadRealtimeItem
  | TranscriptSegmentThreadRealtimeItem
  | BemItemPromotedThreadRealtimeItem
  | RealtimeSessionClosedThreadRealtimeItem
  | TurnInputAcceptedThreadRealtimeItem
  | SessionEndInputSavedThreadRealtimeItem
);
/** EXPERIMENTAL - a thread-scoped realtime item in the canonical timeline. */
export const ThreadRealtimeItem: rt.TaggedUnionType<ThreadRealtimeItem> =
  /* @__PURE__ */ rt.deferredTagged('ThreadRealtimeItem', () =>
    rt.taggedIntersection<ThreadRealtimeItem>(
      'ThreadRealtimeItem',
      [
        rt.object(
          'ThreadRealtimeItem',
          { id: rt.string, realtimeSessionId: rt.string },
          { observedAtMs: rt.nullable(rt.integer) },
        ),
      ],
      rt.taggedUnion('ThreadRealtimeItem', 'type', {
        realtimeSessionStarted: rt.ref(
          'RealtimeSessionStartedThreadRealtimeItem',
          () => RealtimeSessionStartedThreadRealtimeItem,
        ),
        frame: rt.ref('FrameThreadRealtimeItem', () => FrameThreadRealtimeItem),
        transcriptSegment: rt.ref(
          'TranscriptSegmentThreadRealtimeItem',
          () => TranscriptSegmentThreadRealtimeItem,
        ),
        bemItemPromoted: rt.ref(
          'BemItemPromotedThreadRealtimeItem',
          () => BemItemPromotedThreadRealtimeItem,
        ),
        realtimeSessionClosed: rt.ref(
          'RealtimeSessionClosedThreadRealtimeItem',
          () => RealtimeSessionClosedThreadRealtimeItem,
        ),
        turnInputAccepted: rt.ref(
          'TurnInputAcceptedThreadRealtimeItem',
          () => TurnInputAcceptedThreadRealtimeItem,
        ),
        sessionEndInputSaved: rt.ref(
          'SessionEndInputSavedThreadRealtimeItem',
          () => SessionEndInputSavedThreadRealtimeItem,
        ),
      }),
    ),
  );

/** EXPERIMENTAL - raw non-audio thread realtime item emitted by the backend. */
export type ThreadRealtimeItemAddedNotification = {
  item: unknown;
  threadId: string;
};
/** EXPERIMENTAL - raw non-audio thread realtime item emitted by the backend. */
export const ThreadRealtimeItemAddedNotification: t.Type<ThreadRealtimeItemAddedNotification> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeItemAddedNotification', () =>
    rt.object<ThreadRealtimeItemAddedNotification>('ThreadRealtimeItemAddedNotification', {
      item: rt.unknownValue,
      threadId: rt.string,
    }),
  );

/** EXPERIMENTAL - a realtime timeline item published after canonical commit. */
export type ThreadRealtimeItemCompletedNotification = {
  item: ThreadRealtimeItem;
  threadId: string;
};
/** EXPERIMENTAL - a realtime timeline item published after canonical commit. */
export const ThreadRealtimeItemCompletedNotification: t.Type<ThreadRealtimeItemCompletedNotification> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeItemCompletedNotification', () =>
    rt.object<ThreadRealtimeItemCompletedNotification>('ThreadRealtimeItemCompletedNotification', {
      item: rt.ref('ThreadRealtimeItem', () => ThreadRealtimeItem),
      threadId: rt.string,
    }),
  );

/** EXPERIMENTAL - a realtime timeline item started before its content streams. */
export type ThreadRealtimeItemStartedNotification = {
  item: ThreadRealtimeItem;
  threadId: string;
};
/** EXPERIMENTAL - a realtime timeline item started before its content streams. */
export const ThreadRealtimeItemStartedNotification: t.Type<ThreadRealtimeItemStartedNotification> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeItemStartedNotification', () =>
    rt.object<ThreadRealtimeItemStartedNotification>('ThreadRealtimeItemStartedNotification', {
      item: rt.ref('ThreadRealtimeItem', () => ThreadRealtimeItem),
      threadId: rt.string,
    }),
  );

/** EXPERIMENTAL - text appended to an active realtime transcript item. */
export type ThreadRealtimeItemTranscriptDeltaNotification = {
  delta: string;
  itemId: string;
  threadId: string;
};
/** EXPERIMENTAL - text appended to an active realtime transcript item. */
export const ThreadRealtimeItemTranscriptDeltaNotification: t.Type<ThreadRealtimeItemTranscriptDeltaNotification> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeItemTranscriptDeltaNotification', () =>
    rt.object<ThreadRealtimeItemTranscriptDeltaNotification>(
      'ThreadRealtimeItemTranscriptDeltaNotification',
      { delta: rt.string, itemId: rt.string, threadId: rt.string },
    ),
  );

export type ThreadRealtimeOrder = 'observedAt' | 'position';
export const ThreadRealtimeOrder: t.Type<ThreadRealtimeOrder> = /* @__PURE__ */ rt.deferred(
  'ThreadRealtimeOrder',
  () => rt.enumeration<ThreadRealtimeOrder>('ThreadRealtimeOrder', ['observedAt', 'position']),
);

/** EXPERIMENTAL - streamed output audio emitted by thread realtime. */
export type ThreadRealtimeOutputAudioDeltaNotification = {
  audio: ThreadRealtimeAudioChunk;
  threadId: string;
};
/** EXPERIMENTAL - streamed output audio emitted by thread realtime. */
export const ThreadRealtimeOutputAudioDeltaNotification: t.Type<ThreadRealtimeOutputAudioDeltaNotification> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeOutputAudioDeltaNotification', () =>
    rt.object<ThreadRealtimeOutputAudioDeltaNotification>(
      'ThreadRealtimeOutputAudioDeltaNotification',
      {
        audio: rt.ref('ThreadRealtimeAudioChunk', () => ThreadRealtimeAudioChunk),
        threadId: rt.string,
      },
    ),
  );

/** EXPERIMENTAL - emitted with the remote SDP for a WebRTC realtime session. */
export type ThreadRealtimeSdpNotification = {
  sdp: string;
  threadId: string;
};
/** EXPERIMENTAL - emitted with the remote SDP for a WebRTC realtime session. */
export const ThreadRealtimeSdpNotification: t.Type<ThreadRealtimeSdpNotification> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeSdpNotification', () =>
    rt.object<ThreadRealtimeSdpNotification>('ThreadRealtimeSdpNotification', {
      sdp: rt.string,
      threadId: rt.string,
    }),
  );

export type ThreadRealtimeSessionOutcome = 'ended' | 'failed';
export const ThreadRealtimeSessionOutcome: t.Type<ThreadRealtimeSessionOutcome> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeSessionOutcome', () =>
    rt.enumeration<ThreadRealtimeSessionOutcome>('ThreadRealtimeSessionOutcome', [
      'ended',
      'failed',
    ]),
  );

/** EXPERIMENTAL - transport used by thread realtime. */
export type ThreadRealtimeStartTransport =
  | WebsocketThreadRealtimeStartTransport
  | WebrtcThreadRealtimeStartTransport
  | ExistingCallThreadRealtimeStartTransport;
/** EXPERIMENTAL - transport used by thread realtime. */
export const ThreadRealtimeStartTransport: rt.TaggedUnionType<ThreadRealtimeStartTransport> =
  /* @__PURE__ */ rt.deferredTagged('ThreadRealtimeStartTransport', () =>
    rt.taggedUnion<ThreadRealtimeStartTransport>('ThreadRealtimeStartTransport', 'type', {
      websocket: rt.ref(
        'WebsocketThreadRealtimeStartTransport',
        () => WebsocketThreadRealtimeStartTransport,
      ),
      webrtc: rt.ref(
        'WebrtcThreadRealtimeStartTransport',
        () => WebrtcThreadRealtimeStartTransport,
      ),
      existingCall: rt.ref(
        'ExistingCallThreadRealtimeStartTransport',
        () => ExistingCallThreadRealtimeStartTransport,
      ),
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

/** EXPERIMENTAL - flat transcript delta emitted whenever realtime transcript text changes. */
export type ThreadRealtimeTranscriptDeltaNotification = {
  /** Live transcript delta from the realtime event. */
  delta: string;
  role: string;
  threadId: string;
};
/** EXPERIMENTAL - flat transcript delta emitted whenever realtime transcript text changes. */
export const ThreadRealtimeTranscriptDeltaNotification: t.Type<ThreadRealtimeTranscriptDeltaNotification> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeTranscriptDeltaNotification', () =>
    rt.object<ThreadRealtimeTranscriptDeltaNotification>(
      'ThreadRealtimeTranscriptDeltaNotification',
      { delta: rt.string, role: rt.string, threadId: rt.string },
    ),
  );

/** EXPERIMENTAL - final transcript text emitted when realtime completes a transcript part. */
export type ThreadRealtimeTranscriptDoneNotification = {
  role: string;
  /** Final complete text for the transcript part. */
  text: string;
  threadId: string;
};
/** EXPERIMENTAL - final transcript text emitted when realtime completes a transcript part. */
export const ThreadRealtimeTranscriptDoneNotification: t.Type<ThreadRealtimeTranscriptDoneNotification> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeTranscriptDoneNotification', () =>
    rt.object<ThreadRealtimeTranscriptDoneNotification>(
      'ThreadRealtimeTranscriptDoneNotification',
      { role: rt.string, text: rt.string, threadId: rt.string },
    ),
  );

export type ThreadRealtimeTranscriptRole = 'user' | 'assistant';
export const ThreadRealtimeTranscriptRole: t.Type<ThreadRealtimeTranscriptRole> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeTranscriptRole', () =>
    rt.enumeration<ThreadRealtimeTranscriptRole>('ThreadRealtimeTranscriptRole', [
      'user',
      'assistant',
    ]),
  );

export type ThreadRealtimeVoiceTranscript = {
  role: ThreadRealtimeTranscriptRole;
  text: string;
};
export const ThreadRealtimeVoiceTranscript: t.Type<ThreadRealtimeVoiceTranscript> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeVoiceTranscript', () =>
    rt.object<ThreadRealtimeVoiceTranscript>('ThreadRealtimeVoiceTranscript', {
      role: rt.ref('ThreadRealtimeTranscriptRole', () => ThreadRealtimeTranscriptRole),
      text: rt.string,
    }),
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
  () =>
    rt.object<ThreadSection>(
      'ThreadSection',
      { id: rt.string, name: rt.string },
      { appearance: rt.nullable(rt.ref('ThreadSectionAppearance', () => ThreadSectionAppearance)) },
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
  () =>
    rt.object<ThreadSectionAppearance>(
      'ThreadSectionAppearance',
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
  /* @__PURE__ */ rt.deferred('ThreadSectionChangedNotification', () =>
    rt.object<ThreadSectionChangedNotification>('ThreadSectionChangedNotification', {
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
  /* @__PURE__ */ rt.deferred('ThreadSectionCreateParams', () =>
    rt.object<ThreadSectionCreateParams>(
      'ThreadSectionCreateParams',
      { name: rt.string },
      { appearance: rt.nullable(rt.ref('ThreadSectionAppearance', () => ThreadSectionAppearance)) },
    ),
  );

/** The independently persisted section created by the server. */
export type ThreadSectionCreateResponse = {
  section: ThreadSection;
};
/** The independently persisted section created by the server. */
export const ThreadSectionCreateResponse: t.Type<ThreadSectionCreateResponse> =
  /* @__PURE__ */ rt.deferred('ThreadSectionCreateResponse', () =>
    rt.object<ThreadSectionCreateResponse>('ThreadSectionCreateResponse', {
      section: rt.ref('ThreadSection', () => ThreadSection),
    }),
  );

/** Parameters for deleting an independently persisted thread section. */
export type ThreadSectionDeleteParams = {
  /** The stable, server-generated identity of the section to delete. */
  sectionId: string;
};
/** Parameters for deleting an independently persisted thread section. */
export const ThreadSectionDeleteParams: t.Type<ThreadSectionDeleteParams> =
  /* @__PURE__ */ rt.deferred('ThreadSectionDeleteParams', () =>
    rt.object<ThreadSectionDeleteParams>('ThreadSectionDeleteParams', { sectionId: rt.string }),
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
  () =>
    rt.object<ThreadSectionListParams>(
      'ThreadSectionListParams',
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
  /* @__PURE__ */ rt.deferred('ThreadSectionListResponse', () =>
    rt.object<ThreadSectionListResponse>(
      'ThreadSectionListResponse',
      { data: rt.array(rt.ref('ThreadSection', () => ThreadSection)) },
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
  () =>
    rt.object<ThreadSectionMoveParams>(
      'ThreadSectionMoveParams',
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
  /* @__PURE__ */ rt.deferred('ThreadSectionUpdateParams', () =>
    rt.object<ThreadSectionUpdateParams>(
      'ThreadSectionUpdateParams',
      { name: rt.string, sectionId: rt.string },
      { appearance: rt.nullable(rt.ref('ThreadSectionAppearance', () => ThreadSectionAppearance)) },
    ),
  );

/** The independently persisted section after its name is updated. */
export type ThreadSectionUpdateResponse = {
  section: ThreadSection;
};
/** The independently persisted section after its name is updated. */
export const ThreadSectionUpdateResponse: t.Type<ThreadSectionUpdateResponse> =
  /* @__PURE__ */ rt.deferred('ThreadSectionUpdateResponse', () =>
    rt.object<ThreadSectionUpdateResponse>('ThreadSectionUpdateResponse', {
      section: rt.ref('ThreadSection', () => ThreadSection),
    }),
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

export type TranscriptSegmentThreadRealtimeItem = {
  role: ThreadRealtimeTranscriptRole;
  text: string;
  type: 'transcriptSegment';
};
export const TranscriptSegmentThreadRealtimeItem: t.Type<TranscriptSegmentThreadRealtimeItem> =
  /* @__PURE__ */ rt.deferred('TranscriptSegmentThreadRealtimeItem', () =>
    rt.object<TranscriptSegmentThreadRealtimeItem>('TranscriptSegmentThreadRealtimeItem', {
      role: rt.ref('ThreadRealtimeTranscriptRole', () => ThreadRealtimeTranscriptRole),
      text: rt.string,
      type: rt.literal('transcriptSegment'),
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

export type TurnInputAcceptedThreadRealtimeItem = {
  handoff_id: string;
  input: string;
  input_item_id: string;
  mode: ThreadRealtimeHandoffMode;
  source_event_ids: Array<string>;
  turn_id: string;
  type: 'turnInputAccepted';
};
export const TurnInputAcceptedThreadRealtimeItem: t.Type<TurnInputAcceptedThreadRealtimeItem> =
  /* @__PURE__ */ rt.deferred('TurnInputAcceptedThreadRealtimeItem', () =>
    rt.object<TurnInputAcceptedThreadRealtimeItem>('TurnInputAcceptedThreadRealtimeItem', {
      handoff_id: rt.string,
      input: rt.string,
      input_item_id: rt.string,
      mode: rt.ref('ThreadRealtimeHandoffMode', () => ThreadRealtimeHandoffMode),
      source_event_ids: rt.array(rt.string),
      turn_id: rt.string,
      type: rt.literal('turnInputAccepted'),
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

export type UnreadThreadReadStateOperation = {
  type: 'unread';
};
export const UnreadThreadReadStateOperation: t.Type<UnreadThreadReadStateOperation> =
  /* @__PURE__ */ rt.deferred('UnreadThreadReadStateOperation', () =>
    rt.object<UnreadThreadReadStateOperation>('UnreadThreadReadStateOperation', {
      type: rt.literal('unread'),
    }),
  );

export type UserMessageThreadItem = {
  clientId?: string | null;
  content: Array<UserInput>;
  id: string;
  type: 'userMessage';
};
export const UserMessageThreadItem: t.Type<UserMessageThreadItem> = /* @__PURE__ */ rt.deferred(
  'UserMessageThreadItem',
  () =>
    rt.object<UserMessageThreadItem>(
      'UserMessageThreadItem',
      {
        content: rt.array(rt.ref('UserInput', () => UserInput)),
        id: rt.string,
        type: rt.literal('userMessage'),
      },
      { clientId: rt.nullable(rt.string) },
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

export type WebrtcThreadRealtimeStartTransport = {
  /** SDP offer generated by a WebRTC RTCPeerConnection after configuring audio and the realtime events data channel. */
  sdp: string;
  type: 'webrtc';
};
export const WebrtcThreadRealtimeStartTransport: t.Type<WebrtcThreadRealtimeStartTransport> =
  /* @__PURE__ */ rt.deferred('WebrtcThreadRealtimeStartTransport', () =>
    rt.object<WebrtcThreadRealtimeStartTransport>('WebrtcThreadRealtimeStartTransport', {
      sdp: rt.string,
      type: rt.literal('webrtc'),
    }),
  );

export type WebsocketThreadRealtimeStartTransport = {
  type: 'websocket';
};
export const WebsocketThreadRealtimeStartTransport: t.Type<WebsocketThreadRealtimeStartTransport> =
  /* @__PURE__ */ rt.deferred('WebsocketThreadRealtimeStartTransport', () =>
    rt.object<WebsocketThreadRealtimeStartTransport>('WebsocketThreadRealtimeStartTransport', {
      type: rt.literal('websocket'),
    }),
  );

export type WholeItemThreadRealtimeBemItemPresentation = {
  type: 'wholeItem';
};
export const WholeItemThreadRealtimeBemItemPresentation: t.Type<WholeItemThreadRealtimeBemItemPresentation> =
  /* @__PURE__ */ rt.deferred('WholeItemThreadRealtimeBemItemPresentation', () =>
    rt.object<WholeItemThreadRealtimeBemItemPresentation>(
      'WholeItemThreadRealtimeBemItemPresentation',
      { type: rt.literal('wholeItem') },
    ),
  );
