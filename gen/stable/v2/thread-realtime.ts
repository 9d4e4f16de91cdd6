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
