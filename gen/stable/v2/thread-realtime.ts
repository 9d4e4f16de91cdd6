// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import * as t from 'io-ts';
import * as rt from '../../../lib/protocol/codec-runtime.js';

export type BemItemPromotedThreadRealtimeItem = {
  item_id: string;
  presentation: ThreadRealtimeBemItemPresentation;
  turn_id: string;
  type: 'bemItemPromoted';
};
export const BemItemPromotedThreadRealtimeItem: t.Type<BemItemPromotedThreadRealtimeItem> =
  /* @__PURE__ */ rt.lazy('BemItemPromotedThreadRealtimeItem', () =>
    t.type({
      item_id: t.string,
      presentation: ThreadRealtimeBemItemPresentation,
      turn_id: t.string,
      type: t.literal('bemItemPromoted'),
    }),
  );

export type ExistingCallThreadRealtimeStartTransport = {
  /** Identifier of a realtime call already created and negotiated by the client. */
  callId: string;
  type: 'existingCall';
};
export const ExistingCallThreadRealtimeStartTransport: t.Type<ExistingCallThreadRealtimeStartTransport> =
  /* @__PURE__ */ rt.lazy('ExistingCallThreadRealtimeStartTransport', () =>
    t.type({ callId: t.string, type: t.literal('existingCall') }),
  );

export type FrameThreadRealtimeItem = {
  channels: ThreadRealtimeFrameChannels;
  type: 'frame';
};
export const FrameThreadRealtimeItem: t.Type<FrameThreadRealtimeItem> = /* @__PURE__ */ rt.lazy(
  'FrameThreadRealtimeItem',
  () => t.type({ channels: ThreadRealtimeFrameChannels, type: t.literal('frame') }),
);

export type InlineMarkdownThreadRealtimeBemItemPresentation = {
  type: 'inlineMarkdown';
};
export const InlineMarkdownThreadRealtimeBemItemPresentation: t.Type<InlineMarkdownThreadRealtimeBemItemPresentation> =
  /* @__PURE__ */ rt.lazy('InlineMarkdownThreadRealtimeBemItemPresentation', () =>
    t.type({ type: t.literal('inlineMarkdown') }),
  );

export type InlineVisualizationThreadRealtimeBemItemPresentation = {
  index: number;
  type: 'inlineVisualization';
};
export const InlineVisualizationThreadRealtimeBemItemPresentation: t.Type<InlineVisualizationThreadRealtimeBemItemPresentation> =
  /* @__PURE__ */ rt.lazy('InlineVisualizationThreadRealtimeBemItemPresentation', () =>
    t.type({ index: rt.integer, type: t.literal('inlineVisualization') }),
  );

export type RealtimeSessionClosedThreadRealtimeItem = {
  outcome: ThreadRealtimeSessionOutcome;
  type: 'realtimeSessionClosed';
};
export const RealtimeSessionClosedThreadRealtimeItem: t.Type<RealtimeSessionClosedThreadRealtimeItem> =
  /* @__PURE__ */ rt.lazy('RealtimeSessionClosedThreadRealtimeItem', () =>
    t.type({ outcome: ThreadRealtimeSessionOutcome, type: t.literal('realtimeSessionClosed') }),
  );

export type RealtimeSessionStartedThreadRealtimeItem = {
  type: 'realtimeSessionStarted';
};
export const RealtimeSessionStartedThreadRealtimeItem: t.Type<RealtimeSessionStartedThreadRealtimeItem> =
  /* @__PURE__ */ rt.lazy('RealtimeSessionStartedThreadRealtimeItem', () =>
    t.type({ type: t.literal('realtimeSessionStarted') }),
  );

export type SessionEndInputSavedThreadRealtimeItem = {
  input: string;
  input_item_id: string;
  source_event_ids: Array<string>;
  type: 'sessionEndInputSaved';
};
export const SessionEndInputSavedThreadRealtimeItem: t.Type<SessionEndInputSavedThreadRealtimeItem> =
  /* @__PURE__ */ rt.lazy('SessionEndInputSavedThreadRealtimeItem', () =>
    t.type({
      input: t.string,
      input_item_id: t.string,
      source_event_ids: t.array(t.string),
      type: t.literal('sessionEndInputSaved'),
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
export const ThreadRealtimeAudioChunk: t.Type<ThreadRealtimeAudioChunk> = /* @__PURE__ */ rt.lazy(
  'ThreadRealtimeAudioChunk',
  () =>
    t.intersection([
      t.type({ data: t.string, numChannels: rt.integer, sampleRate: rt.integer }),
      t.partial({ itemId: rt.nullable(t.string), samplesPerChannel: rt.nullable(rt.integer) }),
    ]),
);

/** EXPERIMENTAL - how an existing agent item appears in a realtime conversation. */
export type ThreadRealtimeBemItemPresentation =
  | WholeItemThreadRealtimeBemItemPresentation
  | InlineMarkdownThreadRealtimeBemItemPresentation
  | InlineVisualizationThreadRealtimeBemItemPresentation;
/** EXPERIMENTAL - how an existing agent item appears in a realtime conversation. */
export const ThreadRealtimeBemItemPresentation: rt.TaggedUnionType<ThreadRealtimeBemItemPresentation> =
  /* @__PURE__ */ rt.lazyTagged('ThreadRealtimeBemItemPresentation', () =>
    rt.taggedUnion(
      'type',
      {
        wholeItem: WholeItemThreadRealtimeBemItemPresentation,
        inlineMarkdown: InlineMarkdownThreadRealtimeBemItemPresentation,
        inlineVisualization: InlineVisualizationThreadRealtimeBemItemPresentation,
      },
      'ThreadRealtimeBemItemPresentation',
    ),
  );

/** EXPERIMENTAL - emitted when thread realtime transport closes. */
export type ThreadRealtimeClosedNotification = {
  reason?: string | null;
  threadId: string;
};
/** EXPERIMENTAL - emitted when thread realtime transport closes. */
export const ThreadRealtimeClosedNotification: t.Type<ThreadRealtimeClosedNotification> =
  /* @__PURE__ */ rt.lazy('ThreadRealtimeClosedNotification', () =>
    t.intersection([t.type({ threadId: t.string }), t.partial({ reason: rt.nullable(t.string) })]),
  );

export type ThreadRealtimeCoverage = 'unsupported' | 'pending' | 'ready';
export const ThreadRealtimeCoverage: t.Type<ThreadRealtimeCoverage> = /* @__PURE__ */ rt.lazy(
  'ThreadRealtimeCoverage',
  () => rt.openEnum(t.keyof({ unsupported: null, pending: null, ready: null })),
);

export type ThreadRealtimeEntry = {
  item: ThreadRealtimeItem;
  position: number;
};
export const ThreadRealtimeEntry: t.Type<ThreadRealtimeEntry> = /* @__PURE__ */ rt.lazy(
  'ThreadRealtimeEntry',
  () => t.type({ item: ThreadRealtimeItem, position: rt.integer }),
);

/** EXPERIMENTAL - emitted when thread realtime encounters an error. */
export type ThreadRealtimeErrorNotification = {
  message: string;
  threadId: string;
};
/** EXPERIMENTAL - emitted when thread realtime encounters an error. */
export const ThreadRealtimeErrorNotification: t.Type<ThreadRealtimeErrorNotification> =
  /* @__PURE__ */ rt.lazy('ThreadRealtimeErrorNotification', () =>
    t.type({ message: t.string, threadId: t.string }),
  );

/** A frame holds one or more payloads, at most one per channel. They share one ID, observation time, and seal. V1 requires its only channel, `voice_transcript`. */
export type ThreadRealtimeFrameChannels = {
  voice_transcript: ThreadRealtimeVoiceTranscript;
};
/** A frame holds one or more payloads, at most one per channel. They share one ID, observation time, and seal. V1 requires its only channel, `voice_transcript`. */
export const ThreadRealtimeFrameChannels: t.Type<ThreadRealtimeFrameChannels> =
  /* @__PURE__ */ rt.lazy('ThreadRealtimeFrameChannels', () =>
    t.type({ voice_transcript: ThreadRealtimeVoiceTranscript }),
  );

export type ThreadRealtimeHandoffMode = 'start' | 'steer';
export const ThreadRealtimeHandoffMode: t.Type<ThreadRealtimeHandoffMode> = /* @__PURE__ */ rt.lazy(
  'ThreadRealtimeHandoffMode',
  () => rt.openEnum(t.keyof({ start: null, steer: null })),
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
  /* @__PURE__ */ rt.lazyTagged('ThreadRealtimeItem', () =>
    rt.withTags(
      t.intersection(
        [
          t.intersection([
            t.type({ id: t.string, realtimeSessionId: t.string }),
            t.partial({ observedAtMs: rt.nullable(rt.integer) }),
          ]),
          rt.taggedUnion(
            'type',
            {
              realtimeSessionStarted: RealtimeSessionStartedThreadRealtimeItem,
              frame: FrameThreadRealtimeItem,
              transcriptSegment: TranscriptSegmentThreadRealtimeItem,
              bemItemPromoted: BemItemPromotedThreadRealtimeItem,
              realtimeSessionClosed: RealtimeSessionClosedThreadRealtimeItem,
              turnInputAccepted: TurnInputAcceptedThreadRealtimeItem,
              sessionEndInputSaved: SessionEndInputSavedThreadRealtimeItem,
            },
            'ThreadRealtimeItem',
          ),
        ],
        'ThreadRealtimeItem',
      ),
    ),
  );

/** EXPERIMENTAL - raw non-audio thread realtime item emitted by the backend. */
export type ThreadRealtimeItemAddedNotification = {
  item: unknown;
  threadId: string;
};
/** EXPERIMENTAL - raw non-audio thread realtime item emitted by the backend. */
export const ThreadRealtimeItemAddedNotification: t.Type<ThreadRealtimeItemAddedNotification> =
  /* @__PURE__ */ rt.lazy('ThreadRealtimeItemAddedNotification', () =>
    t.type({ item: rt.jsonValue, threadId: t.string }),
  );

/** EXPERIMENTAL - a realtime timeline item published after canonical commit. */
export type ThreadRealtimeItemCompletedNotification = {
  item: ThreadRealtimeItem;
  threadId: string;
};
/** EXPERIMENTAL - a realtime timeline item published after canonical commit. */
export const ThreadRealtimeItemCompletedNotification: t.Type<ThreadRealtimeItemCompletedNotification> =
  /* @__PURE__ */ rt.lazy('ThreadRealtimeItemCompletedNotification', () =>
    t.type({ item: ThreadRealtimeItem, threadId: t.string }),
  );

/** EXPERIMENTAL - a realtime timeline item started before its content streams. */
export type ThreadRealtimeItemStartedNotification = {
  item: ThreadRealtimeItem;
  threadId: string;
};
/** EXPERIMENTAL - a realtime timeline item started before its content streams. */
export const ThreadRealtimeItemStartedNotification: t.Type<ThreadRealtimeItemStartedNotification> =
  /* @__PURE__ */ rt.lazy('ThreadRealtimeItemStartedNotification', () =>
    t.type({ item: ThreadRealtimeItem, threadId: t.string }),
  );

/** EXPERIMENTAL - text appended to an active realtime transcript item. */
export type ThreadRealtimeItemTranscriptDeltaNotification = {
  delta: string;
  itemId: string;
  threadId: string;
};
/** EXPERIMENTAL - text appended to an active realtime transcript item. */
export const ThreadRealtimeItemTranscriptDeltaNotification: t.Type<ThreadRealtimeItemTranscriptDeltaNotification> =
  /* @__PURE__ */ rt.lazy('ThreadRealtimeItemTranscriptDeltaNotification', () =>
    t.type({ delta: t.string, itemId: t.string, threadId: t.string }),
  );

export type ThreadRealtimeOrder = 'observedAt' | 'position';
export const ThreadRealtimeOrder: t.Type<ThreadRealtimeOrder> = /* @__PURE__ */ rt.lazy(
  'ThreadRealtimeOrder',
  () => rt.openEnum(t.keyof({ observedAt: null, position: null })),
);

/** EXPERIMENTAL - streamed output audio emitted by thread realtime. */
export type ThreadRealtimeOutputAudioDeltaNotification = {
  audio: ThreadRealtimeAudioChunk;
  threadId: string;
};
/** EXPERIMENTAL - streamed output audio emitted by thread realtime. */
export const ThreadRealtimeOutputAudioDeltaNotification: t.Type<ThreadRealtimeOutputAudioDeltaNotification> =
  /* @__PURE__ */ rt.lazy('ThreadRealtimeOutputAudioDeltaNotification', () =>
    t.type({ audio: ThreadRealtimeAudioChunk, threadId: t.string }),
  );

/** EXPERIMENTAL - emitted with the remote SDP for a WebRTC realtime session. */
export type ThreadRealtimeSdpNotification = {
  sdp: string;
  threadId: string;
};
/** EXPERIMENTAL - emitted with the remote SDP for a WebRTC realtime session. */
export const ThreadRealtimeSdpNotification: t.Type<ThreadRealtimeSdpNotification> =
  /* @__PURE__ */ rt.lazy('ThreadRealtimeSdpNotification', () =>
    t.type({ sdp: t.string, threadId: t.string }),
  );

export type ThreadRealtimeSessionOutcome = 'ended' | 'failed';
export const ThreadRealtimeSessionOutcome: t.Type<ThreadRealtimeSessionOutcome> =
  /* @__PURE__ */ rt.lazy('ThreadRealtimeSessionOutcome', () =>
    rt.openEnum(t.keyof({ ended: null, failed: null })),
  );

/** EXPERIMENTAL - transport used by thread realtime. */
export type ThreadRealtimeStartTransport =
  | WebsocketThreadRealtimeStartTransport
  | WebrtcThreadRealtimeStartTransport
  | ExistingCallThreadRealtimeStartTransport;
/** EXPERIMENTAL - transport used by thread realtime. */
export const ThreadRealtimeStartTransport: rt.TaggedUnionType<ThreadRealtimeStartTransport> =
  /* @__PURE__ */ rt.lazyTagged('ThreadRealtimeStartTransport', () =>
    rt.taggedUnion(
      'type',
      {
        websocket: WebsocketThreadRealtimeStartTransport,
        webrtc: WebrtcThreadRealtimeStartTransport,
        existingCall: ExistingCallThreadRealtimeStartTransport,
      },
      'ThreadRealtimeStartTransport',
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
  /* @__PURE__ */ rt.lazy('ThreadRealtimeTranscriptDeltaNotification', () =>
    t.type({ delta: t.string, role: t.string, threadId: t.string }),
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
  /* @__PURE__ */ rt.lazy('ThreadRealtimeTranscriptDoneNotification', () =>
    t.type({ role: t.string, text: t.string, threadId: t.string }),
  );

export type ThreadRealtimeTranscriptRole = 'user' | 'assistant';
export const ThreadRealtimeTranscriptRole: t.Type<ThreadRealtimeTranscriptRole> =
  /* @__PURE__ */ rt.lazy('ThreadRealtimeTranscriptRole', () =>
    rt.openEnum(t.keyof({ user: null, assistant: null })),
  );

export type ThreadRealtimeVoiceTranscript = {
  role: ThreadRealtimeTranscriptRole;
  text: string;
};
export const ThreadRealtimeVoiceTranscript: t.Type<ThreadRealtimeVoiceTranscript> =
  /* @__PURE__ */ rt.lazy('ThreadRealtimeVoiceTranscript', () =>
    t.type({ role: ThreadRealtimeTranscriptRole, text: t.string }),
  );

export type TranscriptSegmentThreadRealtimeItem = {
  role: ThreadRealtimeTranscriptRole;
  text: string;
  type: 'transcriptSegment';
};
export const TranscriptSegmentThreadRealtimeItem: t.Type<TranscriptSegmentThreadRealtimeItem> =
  /* @__PURE__ */ rt.lazy('TranscriptSegmentThreadRealtimeItem', () =>
    t.type({
      role: ThreadRealtimeTranscriptRole,
      text: t.string,
      type: t.literal('transcriptSegment'),
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
  /* @__PURE__ */ rt.lazy('TurnInputAcceptedThreadRealtimeItem', () =>
    t.type({
      handoff_id: t.string,
      input: t.string,
      input_item_id: t.string,
      mode: ThreadRealtimeHandoffMode,
      source_event_ids: t.array(t.string),
      turn_id: t.string,
      type: t.literal('turnInputAccepted'),
    }),
  );

export type WebrtcThreadRealtimeStartTransport = {
  /** SDP offer generated by a WebRTC RTCPeerConnection after configuring audio and the realtime events data channel. */
  sdp: string;
  type: 'webrtc';
};
export const WebrtcThreadRealtimeStartTransport: t.Type<WebrtcThreadRealtimeStartTransport> =
  /* @__PURE__ */ rt.lazy('WebrtcThreadRealtimeStartTransport', () =>
    t.type({ sdp: t.string, type: t.literal('webrtc') }),
  );

export type WebsocketThreadRealtimeStartTransport = {
  type: 'websocket';
};
export const WebsocketThreadRealtimeStartTransport: t.Type<WebsocketThreadRealtimeStartTransport> =
  /* @__PURE__ */ rt.lazy('WebsocketThreadRealtimeStartTransport', () =>
    t.type({ type: t.literal('websocket') }),
  );

export type WholeItemThreadRealtimeBemItemPresentation = {
  type: 'wholeItem';
};
export const WholeItemThreadRealtimeBemItemPresentation: t.Type<WholeItemThreadRealtimeBemItemPresentation> =
  /* @__PURE__ */ rt.lazy('WholeItemThreadRealtimeBemItemPresentation', () =>
    t.type({ type: t.literal('wholeItem') }),
  );
