// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import * as t from 'io-ts';
import * as rt from '../../../lib/protocol/codec-runtime.js';

export type AdditionalToolsResponseItem = {
  id?: string | null;
  role: string;
  tools: Array<unknown>;
  type: 'additional_tools';
};
export const AdditionalToolsResponseItem: t.Type<AdditionalToolsResponseItem> =
  /* @__PURE__ */ rt.lazy('AdditionalToolsResponseItem', () =>
    t.intersection([
      t.type({ role: t.string, tools: t.array(rt.jsonValue), type: t.literal('additional_tools') }),
      t.partial({ id: rt.nullable(t.string) }),
    ]),
  );

export type AgentMessageInputContent =
  | InputTextAgentMessageInputContent
  | EncryptedContentAgentMessageInputContent;
export const AgentMessageInputContent: rt.TaggedUnionType<AgentMessageInputContent> =
  /* @__PURE__ */ rt.lazyTagged('AgentMessageInputContent', () =>
    rt.taggedUnion(
      'type',
      {
        input_text: InputTextAgentMessageInputContent,
        encrypted_content: EncryptedContentAgentMessageInputContent,
      },
      'AgentMessageInputContent',
    ),
  );

export type AgentMessageResponseItem = {
  author: string;
  content: Array<AgentMessageInputContent>;
  id?: string | null;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  recipient: string;
  type: 'agent_message';
};
export const AgentMessageResponseItem: t.Type<AgentMessageResponseItem> = /* @__PURE__ */ rt.lazy(
  'AgentMessageResponseItem',
  () =>
    t.intersection([
      t.type({
        author: t.string,
        content: t.array(AgentMessageInputContent),
        recipient: t.string,
        type: t.literal('agent_message'),
      }),
      t.partial({
        id: rt.nullable(t.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          InternalChatMessageMetadataPassthrough,
        ),
      }),
    ]),
);

export type AudioUrlContentItem = {
  audio_url: string;
};
export const AudioUrlContentItem: t.Type<AudioUrlContentItem> = /* @__PURE__ */ rt.lazy(
  'AudioUrlContentItem',
  () => t.type({ audio_url: t.string }),
);

export type CompactionResponseItem = {
  encrypted_content: string;
  id?: string | null;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  type: 'compaction';
};
export const CompactionResponseItem: t.Type<CompactionResponseItem> = /* @__PURE__ */ rt.lazy(
  'CompactionResponseItem',
  () =>
    t.intersection([
      t.type({ encrypted_content: t.string, type: t.literal('compaction') }),
      t.partial({
        id: rt.nullable(t.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          InternalChatMessageMetadataPassthrough,
        ),
      }),
    ]),
);

export type CompactionTriggerResponseItem = {
  type: 'compaction_trigger';
};
export const CompactionTriggerResponseItem: t.Type<CompactionTriggerResponseItem> =
  /* @__PURE__ */ rt.lazy('CompactionTriggerResponseItem', () =>
    t.type({ type: t.literal('compaction_trigger') }),
  );

export type ContextCompactionResponseItem = {
  encrypted_content?: string | null;
  id?: string | null;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  type: 'context_compaction';
};
export const ContextCompactionResponseItem: t.Type<ContextCompactionResponseItem> =
  /* @__PURE__ */ rt.lazy('ContextCompactionResponseItem', () =>
    t.intersection([
      t.type({ type: t.literal('context_compaction') }),
      t.partial({
        encrypted_content: rt.nullable(t.string),
        id: rt.nullable(t.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          InternalChatMessageMetadataPassthrough,
        ),
      }),
    ]),
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
  /* @__PURE__ */ rt.lazy('CustomToolCallResponseItem', () =>
    t.intersection([
      t.type({
        call_id: t.string,
        input: t.string,
        name: t.string,
        type: t.literal('custom_tool_call'),
      }),
      t.partial({
        encrypted_content: rt.nullable(t.string),
        id: rt.nullable(t.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          InternalChatMessageMetadataPassthrough,
        ),
        namespace: rt.nullable(t.string),
        status: rt.nullable(t.string),
      }),
    ]),
  );

export type EncryptedContentAgentMessageInputContent = {
  encrypted_content: string;
  type: 'encrypted_content';
};
export const EncryptedContentAgentMessageInputContent: t.Type<EncryptedContentAgentMessageInputContent> =
  /* @__PURE__ */ rt.lazy('EncryptedContentAgentMessageInputContent', () =>
    t.type({ encrypted_content: t.string, type: t.literal('encrypted_content') }),
  );

export type FileIdContentItem = {
  file_id: string;
};
export const FileIdContentItem: t.Type<FileIdContentItem> = /* @__PURE__ */ rt.lazy(
  'FileIdContentItem',
  () => t.type({ file_id: t.string }),
);

export type FindInPageResponsesApiWebSearchAction = {
  pattern?: string | null;
  type: 'find_in_page';
  url?: string | null;
};
export const FindInPageResponsesApiWebSearchAction: t.Type<FindInPageResponsesApiWebSearchAction> =
  /* @__PURE__ */ rt.lazy('FindInPageResponsesApiWebSearchAction', () =>
    t.intersection([
      t.type({ type: t.literal('find_in_page') }),
      t.partial({ pattern: rt.nullable(t.string), url: rt.nullable(t.string) }),
    ]),
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
export const FunctionCallResponseItem: t.Type<FunctionCallResponseItem> = /* @__PURE__ */ rt.lazy(
  'FunctionCallResponseItem',
  () =>
    t.intersection([
      t.type({
        arguments: t.string,
        call_id: t.string,
        name: t.string,
        type: t.literal('function_call'),
      }),
      t.partial({
        encrypted_content: rt.nullable(t.string),
        encrypted_function_args: rt.nullable(t.array(t.string)),
        id: rt.nullable(t.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          InternalChatMessageMetadataPassthrough,
        ),
        namespace: rt.nullable(t.string),
        status: rt.nullable(t.string),
      }),
    ]),
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
  /* @__PURE__ */ rt.lazy('ImageGenerationCallResponseItem', () =>
    t.intersection([
      t.type({ result: t.string, status: t.string, type: t.literal('image_generation_call') }),
      t.partial({
        encrypted_content: rt.nullable(t.string),
        id: rt.nullable(t.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          InternalChatMessageMetadataPassthrough,
        ),
        revised_prompt: rt.nullable(t.string),
      }),
    ]),
  );

export type ImageUrlContentItem = {
  image_url: string;
};
export const ImageUrlContentItem: t.Type<ImageUrlContentItem> = /* @__PURE__ */ rt.lazy(
  'ImageUrlContentItem',
  () => t.type({ image_url: t.string }),
);

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
export const InputAudioContentItem: t.Type<InputAudioContentItem> = /* @__PURE__ */ rt.lazy(
  'InputAudioContentItem',
  () =>
    t.intersection([
      t.type({ type: t.literal('input_audio') }),
      t.union([AudioUrlContentItem, t.type({ file_id: t.string })]),
    ]),
);

export type InputTextAgentMessageInputContent = {
  text: string;
  type: 'input_text';
};
export const InputTextAgentMessageInputContent: t.Type<InputTextAgentMessageInputContent> =
  /* @__PURE__ */ rt.lazy('InputTextAgentMessageInputContent', () =>
    t.type({ text: t.string, type: t.literal('input_text') }),
  );

export type InputTextContentItem = {
  text: string;
  type: 'input_text';
};
export const InputTextContentItem: t.Type<InputTextContentItem> = /* @__PURE__ */ rt.lazy(
  'InputTextContentItem',
  () => t.type({ text: t.string, type: t.literal('input_text') }),
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
  /* @__PURE__ */ rt.lazy('InternalChatMessageMetadataPassthrough', () =>
    t.partial({ turn_id: rt.nullable(t.string) }),
  );

export type LocalShellAction = {
  command: Array<string>;
  env?: { [key: string]: string } | null;
  timeout_ms?: number | null;
  type: 'exec';
  user?: string | null;
  working_directory?: string | null;
};
export const LocalShellAction: t.Type<LocalShellAction> = /* @__PURE__ */ rt.lazy(
  'LocalShellAction',
  () =>
    t.intersection([
      t.type({ command: t.array(t.string), type: t.literal('exec') }),
      t.partial({
        env: rt.nullable(t.record(t.string, t.string)),
        timeout_ms: rt.nullable(rt.integer),
        user: rt.nullable(t.string),
        working_directory: rt.nullable(t.string),
      }),
    ]),
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
  /* @__PURE__ */ rt.lazy('LocalShellCallResponseItem', () =>
    t.intersection([
      t.type({
        action: LocalShellAction,
        status: LocalShellStatus,
        type: t.literal('local_shell_call'),
      }),
      t.partial({
        call_id: rt.nullable(t.string),
        encrypted_content: rt.nullable(t.string),
        id: rt.nullable(t.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          InternalChatMessageMetadataPassthrough,
        ),
      }),
    ]),
  );

export type LocalShellStatus = 'completed' | 'in_progress' | 'incomplete';
export const LocalShellStatus: t.Type<LocalShellStatus> = /* @__PURE__ */ rt.lazy(
  'LocalShellStatus',
  () => rt.openEnum(t.keyof({ completed: null, in_progress: null, incomplete: null })),
);

export type OpenPageResponsesApiWebSearchAction = {
  type: 'open_page';
  url?: string | null;
};
export const OpenPageResponsesApiWebSearchAction: t.Type<OpenPageResponsesApiWebSearchAction> =
  /* @__PURE__ */ rt.lazy('OpenPageResponsesApiWebSearchAction', () =>
    t.intersection([
      t.type({ type: t.literal('open_page') }),
      t.partial({ url: rt.nullable(t.string) }),
    ]),
  );

export type OtherResponseItem = {
  type: 'other';
};
export const OtherResponseItem: t.Type<OtherResponseItem> = /* @__PURE__ */ rt.lazy(
  'OtherResponseItem',
  () => t.type({ type: t.literal('other') }),
);

export type OtherResponsesApiWebSearchAction = {
  type: 'other';
};
export const OtherResponsesApiWebSearchAction: t.Type<OtherResponsesApiWebSearchAction> =
  /* @__PURE__ */ rt.lazy('OtherResponsesApiWebSearchAction', () =>
    t.type({ type: t.literal('other') }),
  );

export type OutputTextContentItem = {
  annotations?: Array<unknown> | null;
  logprobs?: Array<unknown> | null;
  text: string;
  type: 'output_text';
};
export const OutputTextContentItem: t.Type<OutputTextContentItem> = /* @__PURE__ */ rt.lazy(
  'OutputTextContentItem',
  () =>
    t.intersection([
      t.type({ text: t.string, type: t.literal('output_text') }),
      t.partial({
        annotations: rt.nullable(t.array(rt.jsonValue)),
        logprobs: rt.nullable(t.array(rt.jsonValue)),
      }),
    ]),
);

export type ReasoningItemContent = ReasoningTextReasoningItemContent | TextReasoningItemContent;
export const ReasoningItemContent: rt.TaggedUnionType<ReasoningItemContent> =
  /* @__PURE__ */ rt.lazyTagged('ReasoningItemContent', () =>
    rt.taggedUnion(
      'type',
      { reasoning_text: ReasoningTextReasoningItemContent, text: TextReasoningItemContent },
      'ReasoningItemContent',
    ),
  );

export type ReasoningItemReasoningSummary = {
  text: string;
  type: 'summary_text';
};
export const ReasoningItemReasoningSummary: t.Type<ReasoningItemReasoningSummary> =
  /* @__PURE__ */ rt.lazy('ReasoningItemReasoningSummary', () =>
    t.type({ text: t.string, type: t.literal('summary_text') }),
  );

export type ReasoningResponseItem = {
  content?: Array<ReasoningItemContent> | null;
  encrypted_content?: string | null;
  id?: string | null;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  summary: Array<ReasoningItemReasoningSummary>;
  type: 'reasoning';
};
export const ReasoningResponseItem: t.Type<ReasoningResponseItem> = /* @__PURE__ */ rt.lazy(
  'ReasoningResponseItem',
  () =>
    t.intersection([
      t.type({ summary: t.array(ReasoningItemReasoningSummary), type: t.literal('reasoning') }),
      t.partial({
        content: rt.nullable(t.array(ReasoningItemContent)),
        encrypted_content: rt.nullable(t.string),
        id: rt.nullable(t.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          InternalChatMessageMetadataPassthrough,
        ),
      }),
    ]),
);

export type ReasoningTextReasoningItemContent = {
  text: string;
  type: 'reasoning_text';
};
export const ReasoningTextReasoningItemContent: t.Type<ReasoningTextReasoningItemContent> =
  /* @__PURE__ */ rt.lazy('ReasoningTextReasoningItemContent', () =>
    t.type({ text: t.string, type: t.literal('reasoning_text') }),
  );

/** Usage metadata reported for one upstream response. */
export type ResponseUsageMetadata = {
  amount?: string | null;
  metadata?: unknown;
};
/** Usage metadata reported for one upstream response. */
export const ResponseUsageMetadata: t.Type<ResponseUsageMetadata> = /* @__PURE__ */ rt.lazy(
  'ResponseUsageMetadata',
  () => t.partial({ amount: rt.nullable(t.string), metadata: rt.jsonValue }),
);

export type ResponsesApiWebSearchAction =
  | SearchResponsesApiWebSearchAction
  | OpenPageResponsesApiWebSearchAction
  | FindInPageResponsesApiWebSearchAction
  | OtherResponsesApiWebSearchAction;
export const ResponsesApiWebSearchAction: rt.TaggedUnionType<ResponsesApiWebSearchAction> =
  /* @__PURE__ */ rt.lazyTagged('ResponsesApiWebSearchAction', () =>
    rt.taggedUnion(
      'type',
      {
        search: SearchResponsesApiWebSearchAction,
        open_page: OpenPageResponsesApiWebSearchAction,
        find_in_page: FindInPageResponsesApiWebSearchAction,
        other: OtherResponsesApiWebSearchAction,
      },
      'ResponsesApiWebSearchAction',
    ),
  );

export type SearchResponsesApiWebSearchAction = {
  queries?: Array<string> | null;
  query?: string | null;
  type: 'search';
};
export const SearchResponsesApiWebSearchAction: t.Type<SearchResponsesApiWebSearchAction> =
  /* @__PURE__ */ rt.lazy('SearchResponsesApiWebSearchAction', () =>
    t.intersection([
      t.type({ type: t.literal('search') }),
      t.partial({ queries: rt.nullable(t.array(t.string)), query: rt.nullable(t.string) }),
    ]),
  );

export type TextReasoningItemContent = {
  text: string;
  type: 'text';
};
export const TextReasoningItemContent: t.Type<TextReasoningItemContent> = /* @__PURE__ */ rt.lazy(
  'TextReasoningItemContent',
  () => t.type({ text: t.string, type: t.literal('text') }),
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
  /* @__PURE__ */ rt.lazy('ToolSearchCallResponseItem', () =>
    t.intersection([
      t.type({ arguments: rt.jsonValue, execution: t.string, type: t.literal('tool_search_call') }),
      t.partial({
        call_id: rt.nullable(t.string),
        encrypted_content: rt.nullable(t.string),
        id: rt.nullable(t.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          InternalChatMessageMetadataPassthrough,
        ),
        status: rt.nullable(t.string),
      }),
    ]),
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
  /* @__PURE__ */ rt.lazy('ToolSearchOutputResponseItem', () =>
    t.intersection([
      t.type({
        execution: t.string,
        status: t.string,
        tools: t.array(rt.jsonValue),
        type: t.literal('tool_search_output'),
      }),
      t.partial({
        call_id: rt.nullable(t.string),
        id: rt.nullable(t.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          InternalChatMessageMetadataPassthrough,
        ),
      }),
    ]),
  );

export type WebSearchCallResponseItem = {
  action?: ResponsesApiWebSearchAction | null;
  encrypted_content?: string | null;
  id?: string | null;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  status?: string | null;
  type: 'web_search_call';
};
export const WebSearchCallResponseItem: t.Type<WebSearchCallResponseItem> = /* @__PURE__ */ rt.lazy(
  'WebSearchCallResponseItem',
  () =>
    t.intersection([
      t.type({ type: t.literal('web_search_call') }),
      t.partial({
        action: rt.nullable(ResponsesApiWebSearchAction),
        encrypted_content: rt.nullable(t.string),
        id: rt.nullable(t.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          InternalChatMessageMetadataPassthrough,
        ),
        status: rt.nullable(t.string),
      }),
    ]),
);
