// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

const refs: rt.Refs = () => [
  BemItemPromotedThreadRealtimeItem,
  ExistingCallThreadRealtimeStartTransport,
  FrameThreadRealtimeItem,
  InlineMarkdownThreadRealtimeBemItemPresentation,
  InlineVisualizationThreadRealtimeBemItemPresentation,
  RealtimeSessionClosedThreadRealtimeItem,
  RealtimeSessionStartedThreadRealtimeItem,
  SessionEndInputSavedThreadRealtimeItem,
  ThreadRealtimeAudioChunk,
  ThreadRealtimeBemItemPresentation,
  ThreadRealtimeFrameChannels,
  ThreadRealtimeHandoffMode,
  ThreadRealtimeItem,
  ThreadRealtimeSessionOutcome,
  ThreadRealtimeTranscriptRole,
  ThreadRealtimeVoiceTranscript,
  TranscriptSegmentThreadRealtimeItem,
  TurnInputAcceptedThreadRealtimeItem,
  WebrtcThreadRealtimeStartTransport,
  WebsocketThreadRealtimeStartTransport,
  WholeItemThreadRealtimeBemItemPresentation,
];

export type BemItemPromotedThreadRealtimeItem = {
  item_id: string;
  presentation: ThreadRealtimeBemItemPresentation;
  turn_id: string;
  type: 'bemItemPromoted';
};
export const BemItemPromotedThreadRealtimeItem: t.Type<BemItemPromotedThreadRealtimeItem> =
  /* @__PURE__ */ rt.define<BemItemPromotedThreadRealtimeItem>(
    'BemItemPromotedThreadRealtimeItem',
    refs,
    '[o,{item_id:s,presentation:9,turn_id:s,type:[l,bemItemPromoted]}]',
  );

export type ExistingCallThreadRealtimeStartTransport = {
  /** Identifier of a realtime call already created and negotiated by the client. */
  callId: string;
  type: 'existingCall';
};
export const ExistingCallThreadRealtimeStartTransport: t.Type<ExistingCallThreadRealtimeStartTransport> =
  /* @__PURE__ */ rt.define<ExistingCallThreadRealtimeStartTransport>(
    'ExistingCallThreadRealtimeStartTransport',
    refs,
    '[o,{callId:s,type:[l,existingCall]}]',
  );

export type FrameThreadRealtimeItem = {
  channels: ThreadRealtimeFrameChannels;
  type: 'frame';
};
export const FrameThreadRealtimeItem: t.Type<FrameThreadRealtimeItem> =
  /* @__PURE__ */ rt.define<FrameThreadRealtimeItem>(
    'FrameThreadRealtimeItem',
    refs,
    '[o,{channels:10,type:[l,frame]}]',
  );

export type InlineMarkdownThreadRealtimeBemItemPresentation = {
  type: 'inlineMarkdown';
};
export const InlineMarkdownThreadRealtimeBemItemPresentation: t.Type<InlineMarkdownThreadRealtimeBemItemPresentation> =
  /* @__PURE__ */ rt.define<InlineMarkdownThreadRealtimeBemItemPresentation>(
    'InlineMarkdownThreadRealtimeBemItemPresentation',
    refs,
    '[o,{type:[l,inlineMarkdown]}]',
  );

export type InlineVisualizationThreadRealtimeBemItemPresentation = {
  index: number;
  type: 'inlineVisualization';
};
export const InlineVisualizationThreadRealtimeBemItemPresentation: t.Type<InlineVisualizationThreadRealtimeBemItemPresentation> =
  /* @__PURE__ */ rt.define<InlineVisualizationThreadRealtimeBemItemPresentation>(
    'InlineVisualizationThreadRealtimeBemItemPresentation',
    refs,
    '[o,{index:i,type:[l,inlineVisualization]}]',
  );

export type RealtimeSessionClosedThreadRealtimeItem = {
  outcome: ThreadRealtimeSessionOutcome;
  type: 'realtimeSessionClosed';
};
export const RealtimeSessionClosedThreadRealtimeItem: t.Type<RealtimeSessionClosedThreadRealtimeItem> =
  /* @__PURE__ */ rt.define<RealtimeSessionClosedThreadRealtimeItem>(
    'RealtimeSessionClosedThreadRealtimeItem',
    refs,
    '[o,{outcome:13,type:[l,realtimeSessionClosed]}]',
  );

export type RealtimeSessionStartedThreadRealtimeItem = {
  type: 'realtimeSessionStarted';
};
export const RealtimeSessionStartedThreadRealtimeItem: t.Type<RealtimeSessionStartedThreadRealtimeItem> =
  /* @__PURE__ */ rt.define<RealtimeSessionStartedThreadRealtimeItem>(
    'RealtimeSessionStartedThreadRealtimeItem',
    refs,
    '[o,{type:[l,realtimeSessionStarted]}]',
  );

export type SessionEndInputSavedThreadRealtimeItem = {
  input: string;
  input_item_id: string;
  source_event_ids: Array<string>;
  type: 'sessionEndInputSaved';
};
export const SessionEndInputSavedThreadRealtimeItem: t.Type<SessionEndInputSavedThreadRealtimeItem> =
  /* @__PURE__ */ rt.define<SessionEndInputSavedThreadRealtimeItem>(
    'SessionEndInputSavedThreadRealtimeItem',
    refs,
    '[o,{input:s,input_item_id:s,source_event_ids:[a,s],type:[l,sessionEndInputSaved]}]',
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
  /* @__PURE__ */ rt.define<ThreadRealtimeAudioChunk>(
    'ThreadRealtimeAudioChunk',
    refs,
    '[o,{data:s,numChannels:i,sampleRate:i},{itemId:["?",s],samplesPerChannel:["?",i]}]',
  );

/** EXPERIMENTAL - how an existing agent item appears in a realtime conversation. */
export type ThreadRealtimeBemItemPresentation =
  | WholeItemThreadRealtimeBemItemPresentation
  | InlineMarkdownThreadRealtimeBemItemPresentation
  | InlineVisualizationThreadRealtimeBemItemPresentation;
/** EXPERIMENTAL - how an existing agent item appears in a realtime conversation. */
export const ThreadRealtimeBemItemPresentation: rt.TaggedUnionType<ThreadRealtimeBemItemPresentation> =
  /* @__PURE__ */ rt.defineTagged<ThreadRealtimeBemItemPresentation>(
    'ThreadRealtimeBemItemPresentation',
    refs,
    '[t,type,{wholeItem:20,inlineMarkdown:3,inlineVisualization:4}]',
  );

/** EXPERIMENTAL - emitted when thread realtime transport closes. */
export type ThreadRealtimeClosedNotification = {
  reason?: string | null;
  threadId: string;
};
/** EXPERIMENTAL - emitted when thread realtime transport closes. */
export const ThreadRealtimeClosedNotification: t.Type<ThreadRealtimeClosedNotification> =
  /* @__PURE__ */ rt.define<ThreadRealtimeClosedNotification>(
    'ThreadRealtimeClosedNotification',
    refs,
    '[o,{threadId:s},{reason:["?",s]}]',
  );

export type ThreadRealtimeCoverage = 'unsupported' | 'pending' | 'ready';
export const ThreadRealtimeCoverage: t.Type<ThreadRealtimeCoverage> =
  /* @__PURE__ */ rt.define<ThreadRealtimeCoverage>(
    'ThreadRealtimeCoverage',
    refs,
    '[e,[unsupported,pending,ready]]',
  );

export type ThreadRealtimeEntry = {
  item: ThreadRealtimeItem;
  position: number;
};
export const ThreadRealtimeEntry: t.Type<ThreadRealtimeEntry> =
  /* @__PURE__ */ rt.define<ThreadRealtimeEntry>(
    'ThreadRealtimeEntry',
    refs,
    '[o,{item:12,position:i}]',
  );

/** EXPERIMENTAL - emitted when thread realtime encounters an error. */
export type ThreadRealtimeErrorNotification = {
  message: string;
  threadId: string;
};
/** EXPERIMENTAL - emitted when thread realtime encounters an error. */
export const ThreadRealtimeErrorNotification: t.Type<ThreadRealtimeErrorNotification> =
  /* @__PURE__ */ rt.define<ThreadRealtimeErrorNotification>(
    'ThreadRealtimeErrorNotification',
    refs,
    '[o,{message:s,threadId:s}]',
  );

/** A frame holds one or more payloads, at most one per channel. They share one ID, observation time, and seal. V1 requires its only channel, `voice_transcript`. */
export type ThreadRealtimeFrameChannels = {
  voice_transcript: ThreadRealtimeVoiceTranscript;
};
/** A frame holds one or more payloads, at most one per channel. They share one ID, observation time, and seal. V1 requires its only channel, `voice_transcript`. */
export const ThreadRealtimeFrameChannels: t.Type<ThreadRealtimeFrameChannels> =
  /* @__PURE__ */ rt.define<ThreadRealtimeFrameChannels>(
    'ThreadRealtimeFrameChannels',
    refs,
    '[o,{voice_transcript:15}]',
  );

export type ThreadRealtimeHandoffMode = 'start' | 'steer';
export const ThreadRealtimeHandoffMode: t.Type<ThreadRealtimeHandoffMode> =
  /* @__PURE__ */ rt.define<ThreadRealtimeHandoffMode>(
    'ThreadRealtimeHandoffMode',
    refs,
    '[e,[start,steer]]',
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
  /* @__PURE__ */ rt.defineTagged<ThreadRealtimeItem>(
    'ThreadRealtimeItem',
    refs,
    '["&",[[o,{id:s,realtimeSessionId:s},{observedAtMs:["?",i]}],[t,type,{realtimeSessionStarted:6,frame:2,transcriptSegment:16,bemItemPromoted:0,realtimeSessionClosed:5,turnInputAccepted:17,sessionEndInputSaved:7}]]]',
  );

/** EXPERIMENTAL - raw non-audio thread realtime item emitted by the backend. */
export type ThreadRealtimeItemAddedNotification = {
  item: unknown;
  threadId: string;
};
/** EXPERIMENTAL - raw non-audio thread realtime item emitted by the backend. */
export const ThreadRealtimeItemAddedNotification: t.Type<ThreadRealtimeItemAddedNotification> =
  /* @__PURE__ */ rt.define<ThreadRealtimeItemAddedNotification>(
    'ThreadRealtimeItemAddedNotification',
    refs,
    '[o,{item:u,threadId:s}]',
  );

/** EXPERIMENTAL - a realtime timeline item published after canonical commit. */
export type ThreadRealtimeItemCompletedNotification = {
  item: ThreadRealtimeItem;
  threadId: string;
};
/** EXPERIMENTAL - a realtime timeline item published after canonical commit. */
export const ThreadRealtimeItemCompletedNotification: t.Type<ThreadRealtimeItemCompletedNotification> =
  /* @__PURE__ */ rt.define<ThreadRealtimeItemCompletedNotification>(
    'ThreadRealtimeItemCompletedNotification',
    refs,
    '[o,{item:12,threadId:s}]',
  );

/** EXPERIMENTAL - a realtime timeline item started before its content streams. */
export type ThreadRealtimeItemStartedNotification = {
  item: ThreadRealtimeItem;
  threadId: string;
};
/** EXPERIMENTAL - a realtime timeline item started before its content streams. */
export const ThreadRealtimeItemStartedNotification: t.Type<ThreadRealtimeItemStartedNotification> =
  /* @__PURE__ */ rt.define<ThreadRealtimeItemStartedNotification>(
    'ThreadRealtimeItemStartedNotification',
    refs,
    '[o,{item:12,threadId:s}]',
  );

/** EXPERIMENTAL - text appended to an active realtime transcript item. */
export type ThreadRealtimeItemTranscriptDeltaNotification = {
  delta: string;
  itemId: string;
  threadId: string;
};
/** EXPERIMENTAL - text appended to an active realtime transcript item. */
export const ThreadRealtimeItemTranscriptDeltaNotification: t.Type<ThreadRealtimeItemTranscriptDeltaNotification> =
  /* @__PURE__ */ rt.define<ThreadRealtimeItemTranscriptDeltaNotification>(
    'ThreadRealtimeItemTranscriptDeltaNotification',
    refs,
    '[o,{delta:s,itemId:s,threadId:s}]',
  );

export type ThreadRealtimeOrder = 'observedAt' | 'position';
export const ThreadRealtimeOrder: t.Type<ThreadRealtimeOrder> =
  /* @__PURE__ */ rt.define<ThreadRealtimeOrder>(
    'ThreadRealtimeOrder',
    refs,
    '[e,[observedAt,position]]',
  );

/** EXPERIMENTAL - streamed output audio emitted by thread realtime. */
export type ThreadRealtimeOutputAudioDeltaNotification = {
  audio: ThreadRealtimeAudioChunk;
  threadId: string;
};
/** EXPERIMENTAL - streamed output audio emitted by thread realtime. */
export const ThreadRealtimeOutputAudioDeltaNotification: t.Type<ThreadRealtimeOutputAudioDeltaNotification> =
  /* @__PURE__ */ rt.define<ThreadRealtimeOutputAudioDeltaNotification>(
    'ThreadRealtimeOutputAudioDeltaNotification',
    refs,
    '[o,{audio:8,threadId:s}]',
  );

/** EXPERIMENTAL - emitted with the remote SDP for a WebRTC realtime session. */
export type ThreadRealtimeSdpNotification = {
  sdp: string;
  threadId: string;
};
/** EXPERIMENTAL - emitted with the remote SDP for a WebRTC realtime session. */
export const ThreadRealtimeSdpNotification: t.Type<ThreadRealtimeSdpNotification> =
  /* @__PURE__ */ rt.define<ThreadRealtimeSdpNotification>(
    'ThreadRealtimeSdpNotification',
    refs,
    '[o,{sdp:s,threadId:s}]',
  );

export type ThreadRealtimeSessionOutcome = 'ended' | 'failed';
export const ThreadRealtimeSessionOutcome: t.Type<ThreadRealtimeSessionOutcome> =
  /* @__PURE__ */ rt.define<ThreadRealtimeSessionOutcome>(
    'ThreadRealtimeSessionOutcome',
    refs,
    '[e,[ended,failed]]',
  );

/** EXPERIMENTAL - transport used by thread realtime. */
export type ThreadRealtimeStartTransport =
  | WebsocketThreadRealtimeStartTransport
  | WebrtcThreadRealtimeStartTransport
  | ExistingCallThreadRealtimeStartTransport;
/** EXPERIMENTAL - transport used by thread realtime. */
export const ThreadRealtimeStartTransport: rt.TaggedUnionType<ThreadRealtimeStartTransport> =
  /* @__PURE__ */ rt.defineTagged<ThreadRealtimeStartTransport>(
    'ThreadRealtimeStartTransport',
    refs,
    '[t,type,{websocket:19,webrtc:18,existingCall:1}]',
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
  /* @__PURE__ */ rt.define<ThreadRealtimeTranscriptDeltaNotification>(
    'ThreadRealtimeTranscriptDeltaNotification',
    refs,
    '[o,{delta:s,role:s,threadId:s}]',
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
  /* @__PURE__ */ rt.define<ThreadRealtimeTranscriptDoneNotification>(
    'ThreadRealtimeTranscriptDoneNotification',
    refs,
    '[o,{role:s,text:s,threadId:s}]',
  );

export type ThreadRealtimeTranscriptRole = 'user' | 'assistant';
export const ThreadRealtimeTranscriptRole: t.Type<ThreadRealtimeTranscriptRole> =
  /* @__PURE__ */ rt.define<ThreadRealtimeTranscriptRole>(
    'ThreadRealtimeTranscriptRole',
    refs,
    '[e,[user,assistant]]',
  );

export type ThreadRealtimeVoiceTranscript = {
  role: ThreadRealtimeTranscriptRole;
  text: string;
};
export const ThreadRealtimeVoiceTranscript: t.Type<ThreadRealtimeVoiceTranscript> =
  /* @__PURE__ */ rt.define<ThreadRealtimeVoiceTranscript>(
    'ThreadRealtimeVoiceTranscript',
    refs,
    '[o,{role:14,text:s}]',
  );

export type TranscriptSegmentThreadRealtimeItem = {
  role: ThreadRealtimeTranscriptRole;
  text: string;
  type: 'transcriptSegment';
};
export const TranscriptSegmentThreadRealtimeItem: t.Type<TranscriptSegmentThreadRealtimeItem> =
  /* @__PURE__ */ rt.define<TranscriptSegmentThreadRealtimeItem>(
    'TranscriptSegmentThreadRealtimeItem',
    refs,
    '[o,{role:14,text:s,type:[l,transcriptSegment]}]',
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
  /* @__PURE__ */ rt.define<TurnInputAcceptedThreadRealtimeItem>(
    'TurnInputAcceptedThreadRealtimeItem',
    refs,
    '[o,{handoff_id:s,input:s,input_item_id:s,mode:11,source_event_ids:[a,s],turn_id:s,type:[l,turnInputAccepted]}]',
  );

export type WebrtcThreadRealtimeStartTransport = {
  /** SDP offer generated by a WebRTC RTCPeerConnection after configuring audio and the realtime events data channel. */
  sdp: string;
  type: 'webrtc';
};
export const WebrtcThreadRealtimeStartTransport: t.Type<WebrtcThreadRealtimeStartTransport> =
  /* @__PURE__ */ rt.define<WebrtcThreadRealtimeStartTransport>(
    'WebrtcThreadRealtimeStartTransport',
    refs,
    '[o,{sdp:s,type:[l,webrtc]}]',
  );

export type WebsocketThreadRealtimeStartTransport = {
  type: 'websocket';
};
export const WebsocketThreadRealtimeStartTransport: t.Type<WebsocketThreadRealtimeStartTransport> =
  /* @__PURE__ */ rt.define<WebsocketThreadRealtimeStartTransport>(
    'WebsocketThreadRealtimeStartTransport',
    refs,
    '[o,{type:[l,websocket]}]',
  );

export type WholeItemThreadRealtimeBemItemPresentation = {
  type: 'wholeItem';
};
export const WholeItemThreadRealtimeBemItemPresentation: t.Type<WholeItemThreadRealtimeBemItemPresentation> =
  /* @__PURE__ */ rt.define<WholeItemThreadRealtimeBemItemPresentation>(
    'WholeItemThreadRealtimeBemItemPresentation',
    refs,
    '[o,{type:[l,wholeItem]}]',
  );
