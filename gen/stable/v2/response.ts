// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

export type AdditionalToolsResponseItem = {
  id?: string | null;
  role: string;
  tools: Array<unknown>;
  type: 'additional_tools';
};
export const AdditionalToolsResponseItem: t.Type<AdditionalToolsResponseItem> =
  /* @__PURE__ */ rt.deferred('AdditionalToolsResponseItem', (n) =>
    rt.object<AdditionalToolsResponseItem>(
      n,
      { role: rt.string, tools: rt.array(rt.unknownValue), type: rt.literal('additional_tools') },
      { id: rt.nullable(rt.string) },
    ),
  );

export type AgentMessageInputContent =
  | InputTextAgentMessageInputContent
  | EncryptedContentAgentMessageInputContent;
export const AgentMessageInputContent: rt.TaggedUnionType<AgentMessageInputContent> =
  /* @__PURE__ */ rt.deferredTagged('AgentMessageInputContent', (n) =>
    rt.taggedUnion<AgentMessageInputContent>(n, 'type', {
      input_text: InputTextAgentMessageInputContent,
      encrypted_content: EncryptedContentAgentMessageInputContent,
    }),
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
  /* @__PURE__ */ rt.deferred('AgentMessageResponseItem', (n) =>
    rt.object<AgentMessageResponseItem>(
      n,
      {
        author: rt.string,
        content: rt.array(AgentMessageInputContent),
        recipient: rt.string,
        type: rt.literal('agent_message'),
      },
      {
        id: rt.nullable(rt.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          InternalChatMessageMetadataPassthrough,
        ),
      },
    ),
  );

export type AudioUrlContentItem = {
  audio_url: string;
};
export const AudioUrlContentItem: t.Type<AudioUrlContentItem> = /* @__PURE__ */ rt.deferred(
  'AudioUrlContentItem',
  (n) => rt.object<AudioUrlContentItem>(n, { audio_url: rt.string }),
);

export type CompactionResponseItem = {
  encrypted_content: string;
  id?: string | null;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  type: 'compaction';
};
export const CompactionResponseItem: t.Type<CompactionResponseItem> = /* @__PURE__ */ rt.deferred(
  'CompactionResponseItem',
  (n) =>
    rt.object<CompactionResponseItem>(
      n,
      { encrypted_content: rt.string, type: rt.literal('compaction') },
      {
        id: rt.nullable(rt.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          InternalChatMessageMetadataPassthrough,
        ),
      },
    ),
);

export type CompactionTriggerResponseItem = {
  type: 'compaction_trigger';
};
export const CompactionTriggerResponseItem: t.Type<CompactionTriggerResponseItem> =
  /* @__PURE__ */ rt.deferred('CompactionTriggerResponseItem', (n) =>
    rt.object<CompactionTriggerResponseItem>(n, { type: rt.literal('compaction_trigger') }),
  );

export type ContextCompactionResponseItem = {
  encrypted_content?: string | null;
  id?: string | null;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  type: 'context_compaction';
};
export const ContextCompactionResponseItem: t.Type<ContextCompactionResponseItem> =
  /* @__PURE__ */ rt.deferred('ContextCompactionResponseItem', (n) =>
    rt.object<ContextCompactionResponseItem>(
      n,
      { type: rt.literal('context_compaction') },
      {
        encrypted_content: rt.nullable(rt.string),
        id: rt.nullable(rt.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          InternalChatMessageMetadataPassthrough,
        ),
      },
    ),
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
  /* @__PURE__ */ rt.deferred('CustomToolCallResponseItem', (n) =>
    rt.object<CustomToolCallResponseItem>(
      n,
      {
        call_id: rt.string,
        input: rt.string,
        name: rt.string,
        type: rt.literal('custom_tool_call'),
      },
      {
        encrypted_content: rt.nullable(rt.string),
        id: rt.nullable(rt.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          InternalChatMessageMetadataPassthrough,
        ),
        namespace: rt.nullable(rt.string),
        status: rt.nullable(rt.string),
      },
    ),
  );

export type EncryptedContentAgentMessageInputContent = {
  encrypted_content: string;
  type: 'encrypted_content';
};
export const EncryptedContentAgentMessageInputContent: t.Type<EncryptedContentAgentMessageInputContent> =
  /* @__PURE__ */ rt.deferred('EncryptedContentAgentMessageInputContent', (n) =>
    rt.object<EncryptedContentAgentMessageInputContent>(n, {
      encrypted_content: rt.string,
      type: rt.literal('encrypted_content'),
    }),
  );

export type FileIdContentItem = {
  file_id: string;
};
export const FileIdContentItem: t.Type<FileIdContentItem> = /* @__PURE__ */ rt.deferred(
  'FileIdContentItem',
  (n) => rt.object<FileIdContentItem>(n, { file_id: rt.string }),
);

export type FindInPageResponsesApiWebSearchAction = {
  pattern?: string | null;
  type: 'find_in_page';
  url?: string | null;
};
export const FindInPageResponsesApiWebSearchAction: t.Type<FindInPageResponsesApiWebSearchAction> =
  /* @__PURE__ */ rt.deferred('FindInPageResponsesApiWebSearchAction', (n) =>
    rt.object<FindInPageResponsesApiWebSearchAction>(
      n,
      { type: rt.literal('find_in_page') },
      { pattern: rt.nullable(rt.string), url: rt.nullable(rt.string) },
    ),
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
  /* @__PURE__ */ rt.deferred('FunctionCallResponseItem', (n) =>
    rt.object<FunctionCallResponseItem>(
      n,
      {
        arguments: rt.string,
        call_id: rt.string,
        name: rt.string,
        type: rt.literal('function_call'),
      },
      {
        encrypted_content: rt.nullable(rt.string),
        encrypted_function_args: rt.nullable(rt.array(rt.string)),
        id: rt.nullable(rt.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          InternalChatMessageMetadataPassthrough,
        ),
        namespace: rt.nullable(rt.string),
        status: rt.nullable(rt.string),
      },
    ),
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
  /* @__PURE__ */ rt.deferred('ImageGenerationCallResponseItem', (n) =>
    rt.object<ImageGenerationCallResponseItem>(
      n,
      { result: rt.string, status: rt.string, type: rt.literal('image_generation_call') },
      {
        encrypted_content: rt.nullable(rt.string),
        id: rt.nullable(rt.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          InternalChatMessageMetadataPassthrough,
        ),
        revised_prompt: rt.nullable(rt.string),
      },
    ),
  );

export type ImageUrlContentItem = {
  image_url: string;
};
export const ImageUrlContentItem: t.Type<ImageUrlContentItem> = /* @__PURE__ */ rt.deferred(
  'ImageUrlContentItem',
  (n) => rt.object<ImageUrlContentItem>(n, { image_url: rt.string }),
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
export const InputAudioContentItem: t.Type<InputAudioContentItem> = /* @__PURE__ */ rt.deferred(
  'InputAudioContentItem',
  (n) =>
    rt.intersection<InputAudioContentItem>(n, [
      rt.object(n, { type: rt.literal('input_audio') }),
      rt.union(n, [AudioUrlContentItem, rt.object(`${n}|1`, { file_id: rt.string })]),
    ]),
);

export type InputTextAgentMessageInputContent = {
  text: string;
  type: 'input_text';
};
export const InputTextAgentMessageInputContent: t.Type<InputTextAgentMessageInputContent> =
  /* @__PURE__ */ rt.deferred('InputTextAgentMessageInputContent', (n) =>
    rt.object<InputTextAgentMessageInputContent>(n, {
      text: rt.string,
      type: rt.literal('input_text'),
    }),
  );

export type InputTextContentItem = {
  text: string;
  type: 'input_text';
};
export const InputTextContentItem: t.Type<InputTextContentItem> = /* @__PURE__ */ rt.deferred(
  'InputTextContentItem',
  (n) => rt.object<InputTextContentItem>(n, { text: rt.string, type: rt.literal('input_text') }),
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
  /* @__PURE__ */ rt.deferred('InternalChatMessageMetadataPassthrough', (n) =>
    rt.object<InternalChatMessageMetadataPassthrough>(n, {}, { turn_id: rt.nullable(rt.string) }),
  );

export type LocalShellAction = {
  command: Array<string>;
  env?: { [key: string]: string } | null;
  timeout_ms?: number | null;
  type: 'exec';
  user?: string | null;
  working_directory?: string | null;
};
export const LocalShellAction: t.Type<LocalShellAction> = /* @__PURE__ */ rt.deferred(
  'LocalShellAction',
  (n) =>
    rt.object<LocalShellAction>(
      n,
      { command: rt.array(rt.string), type: rt.literal('exec') },
      {
        env: rt.nullable(rt.record(rt.string)),
        timeout_ms: rt.nullable(rt.integer),
        user: rt.nullable(rt.string),
        working_directory: rt.nullable(rt.string),
      },
    ),
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
  /* @__PURE__ */ rt.deferred('LocalShellCallResponseItem', (n) =>
    rt.object<LocalShellCallResponseItem>(
      n,
      { action: LocalShellAction, status: LocalShellStatus, type: rt.literal('local_shell_call') },
      {
        call_id: rt.nullable(rt.string),
        encrypted_content: rt.nullable(rt.string),
        id: rt.nullable(rt.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          InternalChatMessageMetadataPassthrough,
        ),
      },
    ),
  );

export type LocalShellStatus = 'completed' | 'in_progress' | 'incomplete';
export const LocalShellStatus: t.Type<LocalShellStatus> = /* @__PURE__ */ rt.deferred(
  'LocalShellStatus',
  (n) => rt.enumeration<LocalShellStatus>(n, ['completed', 'in_progress', 'incomplete']),
);

export type OpenPageResponsesApiWebSearchAction = {
  type: 'open_page';
  url?: string | null;
};
export const OpenPageResponsesApiWebSearchAction: t.Type<OpenPageResponsesApiWebSearchAction> =
  /* @__PURE__ */ rt.deferred('OpenPageResponsesApiWebSearchAction', (n) =>
    rt.object<OpenPageResponsesApiWebSearchAction>(
      n,
      { type: rt.literal('open_page') },
      { url: rt.nullable(rt.string) },
    ),
  );

export type OtherResponseItem = {
  type: 'other';
};
export const OtherResponseItem: t.Type<OtherResponseItem> = /* @__PURE__ */ rt.deferred(
  'OtherResponseItem',
  (n) => rt.object<OtherResponseItem>(n, { type: rt.literal('other') }),
);

export type OtherResponsesApiWebSearchAction = {
  type: 'other';
};
export const OtherResponsesApiWebSearchAction: t.Type<OtherResponsesApiWebSearchAction> =
  /* @__PURE__ */ rt.deferred('OtherResponsesApiWebSearchAction', (n) =>
    rt.object<OtherResponsesApiWebSearchAction>(n, { type: rt.literal('other') }),
  );

export type OutputTextContentItem = {
  annotations?: Array<unknown> | null;
  logprobs?: Array<unknown> | null;
  text: string;
  type: 'output_text';
};
export const OutputTextContentItem: t.Type<OutputTextContentItem> = /* @__PURE__ */ rt.deferred(
  'OutputTextContentItem',
  (n) =>
    rt.object<OutputTextContentItem>(
      n,
      { text: rt.string, type: rt.literal('output_text') },
      {
        annotations: rt.nullable(rt.array(rt.unknownValue)),
        logprobs: rt.nullable(rt.array(rt.unknownValue)),
      },
    ),
);

export type ReasoningItemContent = ReasoningTextReasoningItemContent | TextReasoningItemContent;
export const ReasoningItemContent: rt.TaggedUnionType<ReasoningItemContent> =
  /* @__PURE__ */ rt.deferredTagged('ReasoningItemContent', (n) =>
    rt.taggedUnion<ReasoningItemContent>(n, 'type', {
      reasoning_text: ReasoningTextReasoningItemContent,
      text: TextReasoningItemContent,
    }),
  );

export type ReasoningItemReasoningSummary = {
  text: string;
  type: 'summary_text';
};
export const ReasoningItemReasoningSummary: t.Type<ReasoningItemReasoningSummary> =
  /* @__PURE__ */ rt.deferred('ReasoningItemReasoningSummary', (n) =>
    rt.object<ReasoningItemReasoningSummary>(n, {
      text: rt.string,
      type: rt.literal('summary_text'),
    }),
  );

export type ReasoningResponseItem = {
  content?: Array<ReasoningItemContent> | null;
  encrypted_content?: string | null;
  id?: string | null;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  summary: Array<ReasoningItemReasoningSummary>;
  type: 'reasoning';
};
export const ReasoningResponseItem: t.Type<ReasoningResponseItem> = /* @__PURE__ */ rt.deferred(
  'ReasoningResponseItem',
  (n) =>
    rt.object<ReasoningResponseItem>(
      n,
      { summary: rt.array(ReasoningItemReasoningSummary), type: rt.literal('reasoning') },
      {
        content: rt.nullable(rt.array(ReasoningItemContent)),
        encrypted_content: rt.nullable(rt.string),
        id: rt.nullable(rt.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          InternalChatMessageMetadataPassthrough,
        ),
      },
    ),
);

export type ReasoningTextReasoningItemContent = {
  text: string;
  type: 'reasoning_text';
};
export const ReasoningTextReasoningItemContent: t.Type<ReasoningTextReasoningItemContent> =
  /* @__PURE__ */ rt.deferred('ReasoningTextReasoningItemContent', (n) =>
    rt.object<ReasoningTextReasoningItemContent>(n, {
      text: rt.string,
      type: rt.literal('reasoning_text'),
    }),
  );

/** Usage metadata reported for one upstream response. */
export type ResponseUsageMetadata = {
  amount?: string | null;
  metadata?: unknown;
};
/** Usage metadata reported for one upstream response. */
export const ResponseUsageMetadata: t.Type<ResponseUsageMetadata> = /* @__PURE__ */ rt.deferred(
  'ResponseUsageMetadata',
  (n) =>
    rt.object<ResponseUsageMetadata>(
      n,
      {},
      { amount: rt.nullable(rt.string), metadata: rt.unknownValue },
    ),
);

export type ResponsesApiWebSearchAction =
  | SearchResponsesApiWebSearchAction
  | OpenPageResponsesApiWebSearchAction
  | FindInPageResponsesApiWebSearchAction
  | OtherResponsesApiWebSearchAction;
export const ResponsesApiWebSearchAction: rt.TaggedUnionType<ResponsesApiWebSearchAction> =
  /* @__PURE__ */ rt.deferredTagged('ResponsesApiWebSearchAction', (n) =>
    rt.taggedUnion<ResponsesApiWebSearchAction>(n, 'type', {
      search: SearchResponsesApiWebSearchAction,
      open_page: OpenPageResponsesApiWebSearchAction,
      find_in_page: FindInPageResponsesApiWebSearchAction,
      other: OtherResponsesApiWebSearchAction,
    }),
  );

export type SearchResponsesApiWebSearchAction = {
  queries?: Array<string> | null;
  query?: string | null;
  type: 'search';
};
export const SearchResponsesApiWebSearchAction: t.Type<SearchResponsesApiWebSearchAction> =
  /* @__PURE__ */ rt.deferred('SearchResponsesApiWebSearchAction', (n) =>
    rt.object<SearchResponsesApiWebSearchAction>(
      n,
      { type: rt.literal('search') },
      { queries: rt.nullable(rt.array(rt.string)), query: rt.nullable(rt.string) },
    ),
  );

export type TextReasoningItemContent = {
  text: string;
  type: 'text';
};
export const TextReasoningItemContent: t.Type<TextReasoningItemContent> =
  /* @__PURE__ */ rt.deferred('TextReasoningItemContent', (n) =>
    rt.object<TextReasoningItemContent>(n, { text: rt.string, type: rt.literal('text') }),
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
  /* @__PURE__ */ rt.deferred('ToolSearchCallResponseItem', (n) =>
    rt.object<ToolSearchCallResponseItem>(
      n,
      { arguments: rt.unknownValue, execution: rt.string, type: rt.literal('tool_search_call') },
      {
        call_id: rt.nullable(rt.string),
        encrypted_content: rt.nullable(rt.string),
        id: rt.nullable(rt.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          InternalChatMessageMetadataPassthrough,
        ),
        status: rt.nullable(rt.string),
      },
    ),
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
  /* @__PURE__ */ rt.deferred('ToolSearchOutputResponseItem', (n) =>
    rt.object<ToolSearchOutputResponseItem>(
      n,
      {
        execution: rt.string,
        status: rt.string,
        tools: rt.array(rt.unknownValue),
        type: rt.literal('tool_search_output'),
      },
      {
        call_id: rt.nullable(rt.string),
        id: rt.nullable(rt.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          InternalChatMessageMetadataPassthrough,
        ),
      },
    ),
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
  /* @__PURE__ */ rt.deferred('WebSearchCallResponseItem', (n) =>
    rt.object<WebSearchCallResponseItem>(
      n,
      { type: rt.literal('web_search_call') },
      {
        action: rt.nullable(ResponsesApiWebSearchAction),
        encrypted_content: rt.nullable(rt.string),
        id: rt.nullable(rt.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          InternalChatMessageMetadataPassthrough,
        ),
        status: rt.nullable(rt.string),
      },
    ),
  );
