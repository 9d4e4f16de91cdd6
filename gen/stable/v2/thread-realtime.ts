// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

export type BemItemPromotedThreadRealtimeItem = {
  item_id: string;
  presentation: ThreadRealtimeBemItemPresentation;
  turn_id: string;
  type: 'bemItemPromoted';
};
export const BemItemPromotedThreadRealtimeItem: t.Type<BemItemPromotedThreadRealtimeItem> =
  /* @__PURE__ */ rt.deferred('BemItemPromotedThreadRealtimeItem', (n) =>
    rt.object<BemItemPromotedThreadRealtimeItem>(n, {
      item_id: rt.string,
      presentation: ThreadRealtimeBemItemPresentation,
      turn_id: rt.string,
      type: rt.literal('bemItemPromoted'),
    }),
  );

export type ExistingCallThreadRealtimeStartTransport = {
  /** Identifier of a realtime call already created and negotiated by the client. */
  callId: string;
  type: 'existingCall';
};
export const ExistingCallThreadRealtimeStartTransport: t.Type<ExistingCallThreadRealtimeStartTransport> =
  /* @__PURE__ */ rt.deferred('ExistingCallThreadRealtimeStartTransport', (n) =>
    rt.object<ExistingCallThreadRealtimeStartTransport>(n, {
      callId: rt.string,
      type: rt.literal('existingCall'),
    }),
  );

export type FrameThreadRealtimeItem = {
  channels: ThreadRealtimeFrameChannels;
  type: 'frame';
};
export const FrameThreadRealtimeItem: t.Type<FrameThreadRealtimeItem> = /* @__PURE__ */ rt.deferred(
  'FrameThreadRealtimeItem',
  (n) =>
    rt.object<FrameThreadRealtimeItem>(n, {
      channels: ThreadRealtimeFrameChannels,
      type: rt.literal('frame'),
    }),
);

export type InlineMarkdownThreadRealtimeBemItemPresentation = {
  type: 'inlineMarkdown';
};
export const InlineMarkdownThreadRealtimeBemItemPresentation: t.Type<InlineMarkdownThreadRealtimeBemItemPresentation> =
  /* @__PURE__ */ rt.deferred('InlineMarkdownThreadRealtimeBemItemPresentation', (n) =>
    rt.object<InlineMarkdownThreadRealtimeBemItemPresentation>(n, {
      type: rt.literal('inlineMarkdown'),
    }),
  );

export type InlineVisualizationThreadRealtimeBemItemPresentation = {
  index: number;
  type: 'inlineVisualization';
};
export const InlineVisualizationThreadRealtimeBemItemPresentation: t.Type<InlineVisualizationThreadRealtimeBemItemPresentation> =
  /* @__PURE__ */ rt.deferred('InlineVisualizationThreadRealtimeBemItemPresentation', (n) =>
    rt.object<InlineVisualizationThreadRealtimeBemItemPresentation>(n, {
      index: rt.integer,
      type: rt.literal('inlineVisualization'),
    }),
  );

export type RealtimeSessionClosedThreadRealtimeItem = {
  outcome: ThreadRealtimeSessionOutcome;
  type: 'realtimeSessionClosed';
};
export const RealtimeSessionClosedThreadRealtimeItem: t.Type<RealtimeSessionClosedThreadRealtimeItem> =
  /* @__PURE__ */ rt.deferred('RealtimeSessionClosedThreadRealtimeItem', (n) =>
    rt.object<RealtimeSessionClosedThreadRealtimeItem>(n, {
      outcome: ThreadRealtimeSessionOutcome,
      type: rt.literal('realtimeSessionClosed'),
    }),
  );

export type RealtimeSessionStartedThreadRealtimeItem = {
  type: 'realtimeSessionStarted';
};
export const RealtimeSessionStartedThreadRealtimeItem: t.Type<RealtimeSessionStartedThreadRealtimeItem> =
  /* @__PURE__ */ rt.deferred('RealtimeSessionStartedThreadRealtimeItem', (n) =>
    rt.object<RealtimeSessionStartedThreadRealtimeItem>(n, {
      type: rt.literal('realtimeSessionStarted'),
    }),
  );

export type SessionEndInputSavedThreadRealtimeItem = {
  input: string;
  input_item_id: string;
  source_event_ids: Array<string>;
  type: 'sessionEndInputSaved';
};
export const SessionEndInputSavedThreadRealtimeItem: t.Type<SessionEndInputSavedThreadRealtimeItem> =
  /* @__PURE__ */ rt.deferred('SessionEndInputSavedThreadRealtimeItem', (n) =>
    rt.object<SessionEndInputSavedThreadRealtimeItem>(n, {
      input: rt.string,
      input_item_id: rt.string,
      source_event_ids: rt.array(rt.string),
      type: rt.literal('sessionEndInputSaved'),
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
  /* @__PURE__ */ rt.deferred('ThreadRealtimeAudioChunk', (n) =>
    rt.object<ThreadRealtimeAudioChunk>(
      n,
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
  /* @__PURE__ */ rt.deferredTagged('ThreadRealtimeBemItemPresentation', (n) =>
    rt.taggedUnion<ThreadRealtimeBemItemPresentation>(n, 'type', {
      wholeItem: WholeItemThreadRealtimeBemItemPresentation,
      inlineMarkdown: InlineMarkdownThreadRealtimeBemItemPresentation,
      inlineVisualization: InlineVisualizationThreadRealtimeBemItemPresentation,
    }),
  );

/** EXPERIMENTAL - emitted when thread realtime transport closes. */
export type ThreadRealtimeClosedNotification = {
  reason?: string | null;
  threadId: string;
};
/** EXPERIMENTAL - emitted when thread realtime transport closes. */
export const ThreadRealtimeClosedNotification: t.Type<ThreadRealtimeClosedNotification> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeClosedNotification', (n) =>
    rt.object<ThreadRealtimeClosedNotification>(
      n,
      { threadId: rt.string },
      { reason: rt.nullable(rt.string) },
    ),
  );

export type ThreadRealtimeCoverage = 'unsupported' | 'pending' | 'ready';
export const ThreadRealtimeCoverage: t.Type<ThreadRealtimeCoverage> = /* @__PURE__ */ rt.deferred(
  'ThreadRealtimeCoverage',
  (n) => rt.enumeration<ThreadRealtimeCoverage>(n, ['unsupported', 'pending', 'ready']),
);

export type ThreadRealtimeEntry = {
  item: ThreadRealtimeItem;
  position: number;
};
export const ThreadRealtimeEntry: t.Type<ThreadRealtimeEntry> = /* @__PURE__ */ rt.deferred(
  'ThreadRealtimeEntry',
  (n) => rt.object<ThreadRealtimeEntry>(n, { item: ThreadRealtimeItem, position: rt.integer }),
);

/** EXPERIMENTAL - emitted when thread realtime encounters an error. */
export type ThreadRealtimeErrorNotification = {
  message: string;
  threadId: string;
};
/** EXPERIMENTAL - emitted when thread realtime encounters an error. */
export const ThreadRealtimeErrorNotification: t.Type<ThreadRealtimeErrorNotification> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeErrorNotification', (n) =>
    rt.object<ThreadRealtimeErrorNotification>(n, { message: rt.string, threadId: rt.string }),
  );

/** A frame holds one or more payloads, at most one per channel. They share one ID, observation time, and seal. V1 requires its only channel, `voice_transcript`. */
export type ThreadRealtimeFrameChannels = {
  voice_transcript: ThreadRealtimeVoiceTranscript;
};
/** A frame holds one or more payloads, at most one per channel. They share one ID, observation time, and seal. V1 requires its only channel, `voice_transcript`. */
export const ThreadRealtimeFrameChannels: t.Type<ThreadRealtimeFrameChannels> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeFrameChannels', (n) =>
    rt.object<ThreadRealtimeFrameChannels>(n, { voice_transcript: ThreadRealtimeVoiceTranscript }),
  );

export type ThreadRealtimeHandoffMode = 'start' | 'steer';
export const ThreadRealtimeHandoffMode: t.Type<ThreadRealtimeHandoffMode> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeHandoffMode', (n) =>
    rt.enumeration<ThreadRealtimeHandoffMode>(n, ['start', 'steer']),
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
  /* @__PURE__ */ rt.deferredTagged('ThreadRealtimeItem', (n) =>
    rt.taggedIntersection<ThreadRealtimeItem>(
      n,
      [
        rt.object(
          n,
          { id: rt.string, realtimeSessionId: rt.string },
          { observedAtMs: rt.nullable(rt.integer) },
        ),
      ],
      rt.taggedUnion(n, 'type', {
        realtimeSessionStarted: RealtimeSessionStartedThreadRealtimeItem,
        frame: FrameThreadRealtimeItem,
        transcriptSegment: TranscriptSegmentThreadRealtimeItem,
        bemItemPromoted: BemItemPromotedThreadRealtimeItem,
        realtimeSessionClosed: RealtimeSessionClosedThreadRealtimeItem,
        turnInputAccepted: TurnInputAcceptedThreadRealtimeItem,
        sessionEndInputSaved: SessionEndInputSavedThreadRealtimeItem,
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
  /* @__PURE__ */ rt.deferred('ThreadRealtimeItemAddedNotification', (n) =>
    rt.object<ThreadRealtimeItemAddedNotification>(n, {
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
  /* @__PURE__ */ rt.deferred('ThreadRealtimeItemCompletedNotification', (n) =>
    rt.object<ThreadRealtimeItemCompletedNotification>(n, {
      item: ThreadRealtimeItem,
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
  /* @__PURE__ */ rt.deferred('ThreadRealtimeItemStartedNotification', (n) =>
    rt.object<ThreadRealtimeItemStartedNotification>(n, {
      item: ThreadRealtimeItem,
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
  /* @__PURE__ */ rt.deferred('ThreadRealtimeItemTranscriptDeltaNotification', (n) =>
    rt.object<ThreadRealtimeItemTranscriptDeltaNotification>(n, {
      delta: rt.string,
      itemId: rt.string,
      threadId: rt.string,
    }),
  );

export type ThreadRealtimeOrder = 'observedAt' | 'position';
export const ThreadRealtimeOrder: t.Type<ThreadRealtimeOrder> = /* @__PURE__ */ rt.deferred(
  'ThreadRealtimeOrder',
  (n) => rt.enumeration<ThreadRealtimeOrder>(n, ['observedAt', 'position']),
);

/** EXPERIMENTAL - streamed output audio emitted by thread realtime. */
export type ThreadRealtimeOutputAudioDeltaNotification = {
  audio: ThreadRealtimeAudioChunk;
  threadId: string;
};
/** EXPERIMENTAL - streamed output audio emitted by thread realtime. */
export const ThreadRealtimeOutputAudioDeltaNotification: t.Type<ThreadRealtimeOutputAudioDeltaNotification> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeOutputAudioDeltaNotification', (n) =>
    rt.object<ThreadRealtimeOutputAudioDeltaNotification>(n, {
      audio: ThreadRealtimeAudioChunk,
      threadId: rt.string,
    }),
  );

/** EXPERIMENTAL - emitted with the remote SDP for a WebRTC realtime session. */
export type ThreadRealtimeSdpNotification = {
  sdp: string;
  threadId: string;
};
/** EXPERIMENTAL - emitted with the remote SDP for a WebRTC realtime session. */
export const ThreadRealtimeSdpNotification: t.Type<ThreadRealtimeSdpNotification> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeSdpNotification', (n) =>
    rt.object<ThreadRealtimeSdpNotification>(n, { sdp: rt.string, threadId: rt.string }),
  );

export type ThreadRealtimeSessionOutcome = 'ended' | 'failed';
export const ThreadRealtimeSessionOutcome: t.Type<ThreadRealtimeSessionOutcome> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeSessionOutcome', (n) =>
    rt.enumeration<ThreadRealtimeSessionOutcome>(n, ['ended', 'failed']),
  );

/** EXPERIMENTAL - transport used by thread realtime. */
export type ThreadRealtimeStartTransport =
  | WebsocketThreadRealtimeStartTransport
  | WebrtcThreadRealtimeStartTransport
  | ExistingCallThreadRealtimeStartTransport;
/** EXPERIMENTAL - transport used by thread realtime. */
export const ThreadRealtimeStartTransport: rt.TaggedUnionType<ThreadRealtimeStartTransport> =
  /* @__PURE__ */ rt.deferredTagged('ThreadRealtimeStartTransport', (n) =>
    rt.taggedUnion<ThreadRealtimeStartTransport>(n, 'type', {
      websocket: WebsocketThreadRealtimeStartTransport,
      webrtc: WebrtcThreadRealtimeStartTransport,
      existingCall: ExistingCallThreadRealtimeStartTransport,
    }),
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
  /* @__PURE__ */ rt.deferred('ThreadRealtimeTranscriptDeltaNotification', (n) =>
    rt.object<ThreadRealtimeTranscriptDeltaNotification>(n, {
      delta: rt.string,
      role: rt.string,
      threadId: rt.string,
    }),
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
  /* @__PURE__ */ rt.deferred('ThreadRealtimeTranscriptDoneNotification', (n) =>
    rt.object<ThreadRealtimeTranscriptDoneNotification>(n, {
      role: rt.string,
      text: rt.string,
      threadId: rt.string,
    }),
  );

export type ThreadRealtimeTranscriptRole = 'user' | 'assistant';
export const ThreadRealtimeTranscriptRole: t.Type<ThreadRealtimeTranscriptRole> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeTranscriptRole', (n) =>
    rt.enumeration<ThreadRealtimeTranscriptRole>(n, ['user', 'assistant']),
  );

export type ThreadRealtimeVoiceTranscript = {
  role: ThreadRealtimeTranscriptRole;
  text: string;
};
export const ThreadRealtimeVoiceTranscript: t.Type<ThreadRealtimeVoiceTranscript> =
  /* @__PURE__ */ rt.deferred('ThreadRealtimeVoiceTranscript', (n) =>
    rt.object<ThreadRealtimeVoiceTranscript>(n, {
      role: ThreadRealtimeTranscriptRole,
      text: rt.string,
    }),
  );

export type TranscriptSegmentThreadRealtimeItem = {
  role: ThreadRealtimeTranscriptRole;
  text: string;
  type: 'transcriptSegment';
};
export const TranscriptSegmentThreadRealtimeItem: t.Type<TranscriptSegmentThreadRealtimeItem> =
  /* @__PURE__ */ rt.deferred('TranscriptSegmentThreadRealtimeItem', (n) =>
    rt.object<TranscriptSegmentThreadRealtimeItem>(n, {
      role: ThreadRealtimeTranscriptRole,
      text: rt.string,
      type: rt.literal('transcriptSegment'),
    }),
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
  /* @__PURE__ */ rt.deferred('TurnInputAcceptedThreadRealtimeItem', (n) =>
    rt.object<TurnInputAcceptedThreadRealtimeItem>(n, {
      handoff_id: rt.string,
      input: rt.string,
      input_item_id: rt.string,
      mode: ThreadRealtimeHandoffMode,
      source_event_ids: rt.array(rt.string),
      turn_id: rt.string,
      type: rt.literal('turnInputAccepted'),
    }),
  );

export type WebrtcThreadRealtimeStartTransport = {
  /** SDP offer generated by a WebRTC RTCPeerConnection after configuring audio and the realtime events data channel. */
  sdp: string;
  type: 'webrtc';
};
export const WebrtcThreadRealtimeStartTransport: t.Type<WebrtcThreadRealtimeStartTransport> =
  /* @__PURE__ */ rt.deferred('WebrtcThreadRealtimeStartTransport', (n) =>
    rt.object<WebrtcThreadRealtimeStartTransport>(n, {
      sdp: rt.string,
      type: rt.literal('webrtc'),
    }),
  );

export type WebsocketThreadRealtimeStartTransport = {
  type: 'websocket';
};
export const WebsocketThreadRealtimeStartTransport: t.Type<WebsocketThreadRealtimeStartTransport> =
  /* @__PURE__ */ rt.deferred('WebsocketThreadRealtimeStartTransport', (n) =>
    rt.object<WebsocketThreadRealtimeStartTransport>(n, { type: rt.literal('websocket') }),
  );

export type WholeItemThreadRealtimeBemItemPresentation = {
  type: 'wholeItem';
};
export const WholeItemThreadRealtimeBemItemPresentation: t.Type<WholeItemThreadRealtimeBemItemPresentation> =
  /* @__PURE__ */ rt.deferred('WholeItemThreadRealtimeBemItemPresentation', (n) =>
    rt.object<WholeItemThreadRealtimeBemItemPresentation>(n, { type: rt.literal('wholeItem') }),
  );
