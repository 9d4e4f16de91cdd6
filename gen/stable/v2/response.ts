// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

const refs: rt.Refs = () => [
  AgentMessageInputContent,
  AudioUrlContentItem,
  EncryptedContentAgentMessageInputContent,
  FindInPageResponsesApiWebSearchAction,
  InputTextAgentMessageInputContent,
  InternalChatMessageMetadataPassthrough,
  LocalShellAction,
  LocalShellStatus,
  OpenPageResponsesApiWebSearchAction,
  OtherResponsesApiWebSearchAction,
  ReasoningItemContent,
  ReasoningItemReasoningSummary,
  ReasoningTextReasoningItemContent,
  ResponsesApiWebSearchAction,
  SearchResponsesApiWebSearchAction,
  TextReasoningItemContent,
];

export type AdditionalToolsResponseItem = {
  id?: string | null;
  role: string;
  tools: Array<unknown>;
  type: 'additional_tools';
};
export const AdditionalToolsResponseItem: t.Type<AdditionalToolsResponseItem> =
  /* @__PURE__ */ rt.define<AdditionalToolsResponseItem>(
    'AdditionalToolsResponseItem',
    refs,
    '[o,{role:s,tools:[a,u],type:[l,additional_tools]},{id:["?",s]}]',
  );

export type AgentMessageInputContent =
  | InputTextAgentMessageInputContent
  | EncryptedContentAgentMessageInputContent;
export const AgentMessageInputContent: rt.TaggedUnionType<AgentMessageInputContent> =
  /* @__PURE__ */ rt.defineTagged<AgentMessageInputContent>(
    'AgentMessageInputContent',
    refs,
    '[t,type,{input_text:4,encrypted_content:2}]',
  );

export type AgentMessageResponseItem = {
  author: string;
  content: Array<AgentMessageInputContent>;
  id?: string | null;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  recipient: string;
  type: 'agent_message';
};
export const AgentMessageResponseItem: t.Type<AgentMessageResponseItem> =
  /* @__PURE__ */ rt.define<AgentMessageResponseItem>(
    'AgentMessageResponseItem',
    refs,
    '[o,{author:s,content:[a,0],recipient:s,type:[l,agent_message]},{id:["?",s],internal_chat_message_metadata_passthrough:["?",5]}]',
  );

export type AudioUrlContentItem = {
  audio_url: string;
};
export const AudioUrlContentItem: t.Type<AudioUrlContentItem> =
  /* @__PURE__ */ rt.define<AudioUrlContentItem>('AudioUrlContentItem', refs, '[o,{audio_url:s}]');

export type CompactionResponseItem = {
  encrypted_content: string;
  id?: string | null;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  type: 'compaction';
};
export const CompactionResponseItem: t.Type<CompactionResponseItem> =
  /* @__PURE__ */ rt.define<CompactionResponseItem>(
    'CompactionResponseItem',
    refs,
    '[o,{encrypted_content:s,type:[l,compaction]},{id:["?",s],internal_chat_message_metadata_passthrough:["?",5]}]',
  );

export type CompactionTriggerResponseItem = {
  type: 'compaction_trigger';
};
export const CompactionTriggerResponseItem: t.Type<CompactionTriggerResponseItem> =
  /* @__PURE__ */ rt.define<CompactionTriggerResponseItem>(
    'CompactionTriggerResponseItem',
    refs,
    '[o,{type:[l,compaction_trigger]}]',
  );

export type ContextCompactionResponseItem = {
  encrypted_content?: string | null;
  id?: string | null;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  type: 'context_compaction';
};
export const ContextCompactionResponseItem: t.Type<ContextCompactionResponseItem> =
  /* @__PURE__ */ rt.define<ContextCompactionResponseItem>(
    'ContextCompactionResponseItem',
    refs,
    '[o,{type:[l,context_compaction]},{encrypted_content:["?",s],id:["?",s],internal_chat_message_metadata_passthrough:["?",5]}]',
  );

export type CustomToolCallResponseItem = {
  call_id: string;
  encrypted_content?: string | null;
  id?: string | null;
  input: string;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  name: string;
  namespace?: string | null;
  status?: string | null;
  type: 'custom_tool_call';
};
export const CustomToolCallResponseItem: t.Type<CustomToolCallResponseItem> =
  /* @__PURE__ */ rt.define<CustomToolCallResponseItem>(
    'CustomToolCallResponseItem',
    refs,
    '[o,{call_id:s,input:s,name:s,type:[l,custom_tool_call]},{encrypted_content:["?",s],id:["?",s],internal_chat_message_metadata_passthrough:["?",5],namespace:["?",s],status:["?",s]}]',
  );

export type EncryptedContentAgentMessageInputContent = {
  encrypted_content: string;
  type: 'encrypted_content';
};
export const EncryptedContentAgentMessageInputContent: t.Type<EncryptedContentAgentMessageInputContent> =
  /* @__PURE__ */ rt.define<EncryptedContentAgentMessageInputContent>(
    'EncryptedContentAgentMessageInputContent',
    refs,
    '[o,{encrypted_content:s,type:[l,encrypted_content]}]',
  );

export type FileIdContentItem = {
  file_id: string;
};
export const FileIdContentItem: t.Type<FileIdContentItem> =
  /* @__PURE__ */ rt.define<FileIdContentItem>('FileIdContentItem', refs, '[o,{file_id:s}]');

export type FindInPageResponsesApiWebSearchAction = {
  pattern?: string | null;
  type: 'find_in_page';
  url?: string | null;
};
export const FindInPageResponsesApiWebSearchAction: t.Type<FindInPageResponsesApiWebSearchAction> =
  /* @__PURE__ */ rt.define<FindInPageResponsesApiWebSearchAction>(
    'FindInPageResponsesApiWebSearchAction',
    refs,
    '[o,{type:[l,find_in_page]},{pattern:["?",s],url:["?",s]}]',
  );

export type FunctionCallResponseItem = {
  arguments: string;
  call_id: string;
  encrypted_content?: string | null;
  encrypted_function_args?: Array<string> | null;
  id?: string | null;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  name: string;
  namespace?: string | null;
  status?: string | null;
  type: 'function_call';
};
export const FunctionCallResponseItem: t.Type<FunctionCallResponseItem> =
  /* @__PURE__ */ rt.define<FunctionCallResponseItem>(
    'FunctionCallResponseItem',
    refs,
    '[o,{arguments:s,call_id:s,name:s,type:[l,function_call]},{encrypted_content:["?",s],encrypted_function_args:["?",[a,s]],id:["?",s],internal_chat_message_metadata_passthrough:["?",5],namespace:["?",s],status:["?",s]}]',
  );

export type ImageGenerationCallResponseItem = {
  encrypted_content?: string | null;
  id?: string | null;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  result: string;
  revised_prompt?: string | null;
  status: string;
  type: 'image_generation_call';
};
export const ImageGenerationCallResponseItem: t.Type<ImageGenerationCallResponseItem> =
  /* @__PURE__ */ rt.define<ImageGenerationCallResponseItem>(
    'ImageGenerationCallResponseItem',
    refs,
    '[o,{result:s,status:s,type:[l,image_generation_call]},{encrypted_content:["?",s],id:["?",s],internal_chat_message_metadata_passthrough:["?",5],revised_prompt:["?",s]}]',
  );

export type ImageUrlContentItem = {
  image_url: string;
};
export const ImageUrlContentItem: t.Type<ImageUrlContentItem> =
  /* @__PURE__ */ rt.define<ImageUrlContentItem>('ImageUrlContentItem', refs, '[o,{image_url:s}]');

/** Inline audio data or an uploaded file loaded by the Responses API. */
export type InputAudioContentItem = {
  type: 'input_audio';
} & (
  | AudioUrlContentItem
  | {
      file_id: string;
    }
);
/** Inline audio data or an uploaded file loaded by the Responses API. */
export const InputAudioContentItem: t.Type<InputAudioContentItem> =
  /* @__PURE__ */ rt.define<InputAudioContentItem>(
    'InputAudioContentItem',
    refs,
    '["&",[[o,{type:[l,input_audio]}],["|",[1,[o,{file_id:s}]]]]]',
  );

export type InputTextAgentMessageInputContent = {
  text: string;
  type: 'input_text';
};
export const InputTextAgentMessageInputContent: t.Type<InputTextAgentMessageInputContent> =
  /* @__PURE__ */ rt.define<InputTextAgentMessageInputContent>(
    'InputTextAgentMessageInputContent',
    refs,
    '[o,{text:s,type:[l,input_text]}]',
  );

export type InputTextContentItem = {
  text: string;
  type: 'input_text';
};
export const InputTextContentItem: t.Type<InputTextContentItem> =
  /* @__PURE__ */ rt.define<InputTextContentItem>(
    'InputTextContentItem',
    refs,
    '[o,{text:s,type:[l,input_text]}]',
  );

/**
 * Internal Responses API passthrough metadata copied into underlying chat messages.
 *
 * Responses API strongly types this payload. Do not modify it without first getting API approval and making the corresponding Responses API change.
 */
export type InternalChatMessageMetadataPassthrough = {
  turn_id?: string | null;
};
/**
 * Internal Responses API passthrough metadata copied into underlying chat messages.
 *
 * Responses API strongly types this payload. Do not modify it without first getting API approval and making the corresponding Responses API change.
 */
export const InternalChatMessageMetadataPassthrough: t.Type<InternalChatMessageMetadataPassthrough> =
  /* @__PURE__ */ rt.define<InternalChatMessageMetadataPassthrough>(
    'InternalChatMessageMetadataPassthrough',
    refs,
    '[o,{},{turn_id:["?",s]}]',
  );

export type LocalShellAction = {
  command: Array<string>;
  env?: { [key: string]: string } | null;
  timeout_ms?: number | null;
  type: 'exec';
  user?: string | null;
  working_directory?: string | null;
};
export const LocalShellAction: t.Type<LocalShellAction> =
  /* @__PURE__ */ rt.define<LocalShellAction>(
    'LocalShellAction',
    refs,
    '[o,{command:[a,s],type:[l,exec]},{env:["?",[r,s]],timeout_ms:["?",i],user:["?",s],working_directory:["?",s]}]',
  );

export type LocalShellCallResponseItem = {
  action: LocalShellAction;
  /** Set when using the Responses API. */
  call_id?: string | null;
  encrypted_content?: string | null;
  /** Legacy id field retained for compatibility with older payloads. */
  id?: string | null;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  status: LocalShellStatus;
  type: 'local_shell_call';
};
export const LocalShellCallResponseItem: t.Type<LocalShellCallResponseItem> =
  /* @__PURE__ */ rt.define<LocalShellCallResponseItem>(
    'LocalShellCallResponseItem',
    refs,
    '[o,{action:6,status:7,type:[l,local_shell_call]},{call_id:["?",s],encrypted_content:["?",s],id:["?",s],internal_chat_message_metadata_passthrough:["?",5]}]',
  );

export type LocalShellStatus = 'completed' | 'in_progress' | 'incomplete';
export const LocalShellStatus: t.Type<LocalShellStatus> =
  /* @__PURE__ */ rt.define<LocalShellStatus>(
    'LocalShellStatus',
    refs,
    '[e,[completed,in_progress,incomplete]]',
  );

export type OpenPageResponsesApiWebSearchAction = {
  type: 'open_page';
  url?: string | null;
};
export const OpenPageResponsesApiWebSearchAction: t.Type<OpenPageResponsesApiWebSearchAction> =
  /* @__PURE__ */ rt.define<OpenPageResponsesApiWebSearchAction>(
    'OpenPageResponsesApiWebSearchAction',
    refs,
    '[o,{type:[l,open_page]},{url:["?",s]}]',
  );

export type OtherResponseItem = {
  type: 'other';
};
export const OtherResponseItem: t.Type<OtherResponseItem> =
  /* @__PURE__ */ rt.define<OtherResponseItem>('OtherResponseItem', refs, '[o,{type:[l,other]}]');

export type OtherResponsesApiWebSearchAction = {
  type: 'other';
};
export const OtherResponsesApiWebSearchAction: t.Type<OtherResponsesApiWebSearchAction> =
  /* @__PURE__ */ rt.define<OtherResponsesApiWebSearchAction>(
    'OtherResponsesApiWebSearchAction',
    refs,
    '[o,{type:[l,other]}]',
  );

export type OutputTextContentItem = {
  annotations?: Array<unknown> | null;
  logprobs?: Array<unknown> | null;
  text: string;
  type: 'output_text';
};
export const OutputTextContentItem: t.Type<OutputTextContentItem> =
  /* @__PURE__ */ rt.define<OutputTextContentItem>(
    'OutputTextContentItem',
    refs,
    '[o,{text:s,type:[l,output_text]},{annotations:["?",[a,u]],logprobs:["?",[a,u]]}]',
  );

export type ReasoningItemContent = ReasoningTextReasoningItemContent | TextReasoningItemContent;
export const ReasoningItemContent: rt.TaggedUnionType<ReasoningItemContent> =
  /* @__PURE__ */ rt.defineTagged<ReasoningItemContent>(
    'ReasoningItemContent',
    refs,
    '[t,type,{reasoning_text:12,text:15}]',
  );

export type ReasoningItemReasoningSummary = {
  text: string;
  type: 'summary_text';
};
export const ReasoningItemReasoningSummary: t.Type<ReasoningItemReasoningSummary> =
  /* @__PURE__ */ rt.define<ReasoningItemReasoningSummary>(
    'ReasoningItemReasoningSummary',
    refs,
    '[o,{text:s,type:[l,summary_text]}]',
  );

export type ReasoningResponseItem = {
  content?: Array<ReasoningItemContent> | null;
  encrypted_content?: string | null;
  id?: string | null;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  summary: Array<ReasoningItemReasoningSummary>;
  type: 'reasoning';
};
export const ReasoningResponseItem: t.Type<ReasoningResponseItem> =
  /* @__PURE__ */ rt.define<ReasoningResponseItem>(
    'ReasoningResponseItem',
    refs,
    '[o,{summary:[a,11],type:[l,reasoning]},{content:["?",[a,10]],encrypted_content:["?",s],id:["?",s],internal_chat_message_metadata_passthrough:["?",5]}]',
  );

export type ReasoningTextReasoningItemContent = {
  text: string;
  type: 'reasoning_text';
};
export const ReasoningTextReasoningItemContent: t.Type<ReasoningTextReasoningItemContent> =
  /* @__PURE__ */ rt.define<ReasoningTextReasoningItemContent>(
    'ReasoningTextReasoningItemContent',
    refs,
    '[o,{text:s,type:[l,reasoning_text]}]',
  );

/** Usage metadata reported for one upstream response. */
export type ResponseUsageMetadata = {
  amount?: string | null;
  metadata?: unknown;
};
/** Usage metadata reported for one upstream response. */
export const ResponseUsageMetadata: t.Type<ResponseUsageMetadata> =
  /* @__PURE__ */ rt.define<ResponseUsageMetadata>(
    'ResponseUsageMetadata',
    refs,
    '[o,{},{amount:["?",s],metadata:u}]',
  );

export type ResponsesApiWebSearchAction =
  | SearchResponsesApiWebSearchAction
  | OpenPageResponsesApiWebSearchAction
  | FindInPageResponsesApiWebSearchAction
  | OtherResponsesApiWebSearchAction;
export const ResponsesApiWebSearchAction: rt.TaggedUnionType<ResponsesApiWebSearchAction> =
  /* @__PURE__ */ rt.defineTagged<ResponsesApiWebSearchAction>(
    'ResponsesApiWebSearchAction',
    refs,
    '[t,type,{search:14,open_page:8,find_in_page:3,other:9}]',
  );

export type SearchResponsesApiWebSearchAction = {
  queries?: Array<string> | null;
  query?: string | null;
  type: 'search';
};
export const SearchResponsesApiWebSearchAction: t.Type<SearchResponsesApiWebSearchAction> =
  /* @__PURE__ */ rt.define<SearchResponsesApiWebSearchAction>(
    'SearchResponsesApiWebSearchAction',
    refs,
    '[o,{type:[l,search]},{queries:["?",[a,s]],query:["?",s]}]',
  );

export type TextReasoningItemContent = {
  text: string;
  type: 'text';
};
export const TextReasoningItemContent: t.Type<TextReasoningItemContent> =
  /* @__PURE__ */ rt.define<TextReasoningItemContent>(
    'TextReasoningItemContent',
    refs,
    '[o,{text:s,type:[l,text]}]',
  );

export type ToolSearchCallResponseItem = {
  arguments: unknown;
  call_id?: string | null;
  encrypted_content?: string | null;
  execution: string;
  id?: string | null;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  status?: string | null;
  type: 'tool_search_call';
};
export const ToolSearchCallResponseItem: t.Type<ToolSearchCallResponseItem> =
  /* @__PURE__ */ rt.define<ToolSearchCallResponseItem>(
    'ToolSearchCallResponseItem',
    refs,
    '[o,{arguments:u,execution:s,type:[l,tool_search_call]},{call_id:["?",s],encrypted_content:["?",s],id:["?",s],internal_chat_message_metadata_passthrough:["?",5],status:["?",s]}]',
  );

export type ToolSearchOutputResponseItem = {
  call_id?: string | null;
  execution: string;
  id?: string | null;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  status: string;
  tools: Array<unknown>;
  type: 'tool_search_output';
};
export const ToolSearchOutputResponseItem: t.Type<ToolSearchOutputResponseItem> =
  /* @__PURE__ */ rt.define<ToolSearchOutputResponseItem>(
    'ToolSearchOutputResponseItem',
    refs,
    '[o,{execution:s,status:s,tools:[a,u],type:[l,tool_search_output]},{call_id:["?",s],id:["?",s],internal_chat_message_metadata_passthrough:["?",5]}]',
  );

export type WebSearchCallResponseItem = {
  action?: ResponsesApiWebSearchAction | null;
  encrypted_content?: string | null;
  id?: string | null;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  status?: string | null;
  type: 'web_search_call';
};
export const WebSearchCallResponseItem: t.Type<WebSearchCallResponseItem> =
  /* @__PURE__ */ rt.define<WebSearchCallResponseItem>(
    'WebSearchCallResponseItem',
    refs,
    '[o,{type:[l,web_search_call]},{action:["?",13],encrypted_content:["?",s],id:["?",s],internal_chat_message_metadata_passthrough:["?",5],status:["?",s]}]',
  );
