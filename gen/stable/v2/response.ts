// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../../lib/protocol/runtime/index.js';

import {
  AgentMessageInputContent,
  ConfigurationReasoning,
  ContentItem,
  FunctionCallOutputBody,
} from './misc-1.js';
import {
  InternalChatMessageMetadataPassthrough,
  LocalShellAction,
  LocalShellStatus,
  MessagePhase,
} from './misc-2.js';
import {
  ReasoningItemContent,
  ReasoningItemReasoningSummary,
  ResponsesApiWebSearchAction,
} from './misc-3.js';

export type AdditionalToolsResponseItem = {
  id?: string | null;
  role: string;
  tools: Array<unknown>;
  type: 'additional_tools';
};
export const AdditionalToolsResponseItem: t.Type<AdditionalToolsResponseItem> =
  /* @__PURE__ */ rt.deferred('AdditionalToolsResponseItem', () =>
    rt.object<AdditionalToolsResponseItem>(
      'AdditionalToolsResponseItem',
      { role: rt.string, tools: rt.array(rt.unknownValue), type: rt.literal('additional_tools') },
      { id: rt.nullable(rt.string) },
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
export const AgentMessageResponseItem: t.Type<AgentMessageResponseItem> =
  /* @__PURE__ */ rt.deferred('AgentMessageResponseItem', () =>
    rt.object<AgentMessageResponseItem>(
      'AgentMessageResponseItem',
      {
        author: rt.string,
        content: rt.array(rt.ref('AgentMessageInputContent', () => AgentMessageInputContent)),
        recipient: rt.string,
        type: rt.literal('agent_message'),
      },
      {
        id: rt.nullable(rt.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          rt.ref(
            'InternalChatMessageMetadataPassthrough',
            () => InternalChatMessageMetadataPassthrough,
          ),
        ),
      },
    ),
  );

export type CompactionResponseItem = {
  encrypted_content: string;
  id?: string | null;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  type: 'compaction';
};
export const CompactionResponseItem: t.Type<CompactionResponseItem> = /* @__PURE__ */ rt.deferred(
  'CompactionResponseItem',
  () =>
    rt.object<CompactionResponseItem>(
      'CompactionResponseItem',
      { encrypted_content: rt.string, type: rt.literal('compaction') },
      {
        id: rt.nullable(rt.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          rt.ref(
            'InternalChatMessageMetadataPassthrough',
            () => InternalChatMessageMetadataPassthrough,
          ),
        ),
      },
    ),
);

export type CompactionTriggerResponseItem = {
  type: 'compaction_trigger';
};
export const CompactionTriggerResponseItem: t.Type<CompactionTriggerResponseItem> =
  /* @__PURE__ */ rt.deferred('CompactionTriggerResponseItem', () =>
    rt.object<CompactionTriggerResponseItem>('CompactionTriggerResponseItem', {
      type: rt.literal('compaction_trigger'),
    }),
  );

/** A durable input control interpreted by the backend at its position in history. */
export type ConfigurationUpdateResponseItem = {
  reasoning: ConfigurationReasoning;
  type: 'configuration_update';
};
/** A durable input control interpreted by the backend at its position in history. */
export const ConfigurationUpdateResponseItem: t.Type<ConfigurationUpdateResponseItem> =
  /* @__PURE__ */ rt.deferred('ConfigurationUpdateResponseItem', () =>
    rt.object<ConfigurationUpdateResponseItem>('ConfigurationUpdateResponseItem', {
      reasoning: rt.ref('ConfigurationReasoning', () => ConfigurationReasoning),
      type: rt.literal('configuration_update'),
    }),
  );

export type ContextCompactionResponseItem = {
  encrypted_content?: string | null;
  id?: string | null;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  type: 'context_compaction';
};
export const ContextCompactionResponseItem: t.Type<ContextCompactionResponseItem> =
  /* @__PURE__ */ rt.deferred('ContextCompactionResponseItem', () =>
    rt.object<ContextCompactionResponseItem>(
      'ContextCompactionResponseItem',
      { type: rt.literal('context_compaction') },
      {
        encrypted_content: rt.nullable(rt.string),
        id: rt.nullable(rt.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          rt.ref(
            'InternalChatMessageMetadataPassthrough',
            () => InternalChatMessageMetadataPassthrough,
          ),
        ),
      },
    ),
  );

export type CustomToolCallOutputResponseItem = {
  call_id: string;
  id?: string | null;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  name?: string | null;
  output: FunctionCallOutputBody;
  type: 'custom_tool_call_output';
};
export const CustomToolCallOutputResponseItem: t.Type<CustomToolCallOutputResponseItem> =
  /* @__PURE__ */ rt.deferred('CustomToolCallOutputResponseItem', () =>
    rt.object<CustomToolCallOutputResponseItem>(
      'CustomToolCallOutputResponseItem',
      {
        call_id: rt.string,
        output: rt.ref('FunctionCallOutputBody', () => FunctionCallOutputBody),
        type: rt.literal('custom_tool_call_output'),
      },
      {
        id: rt.nullable(rt.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          rt.ref(
            'InternalChatMessageMetadataPassthrough',
            () => InternalChatMessageMetadataPassthrough,
          ),
        ),
        name: rt.nullable(rt.string),
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
  /* @__PURE__ */ rt.deferred('CustomToolCallResponseItem', () =>
    rt.object<CustomToolCallResponseItem>(
      'CustomToolCallResponseItem',
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
          rt.ref(
            'InternalChatMessageMetadataPassthrough',
            () => InternalChatMessageMetadataPassthrough,
          ),
        ),
        namespace: rt.nullable(rt.string),
        status: rt.nullable(rt.string),
      },
    ),
  );

export type FunctionCallOutputResponseItem = {
  call_id?: string | null;
  id?: string | null;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  name?: string | null;
  namespace?: string | null;
  output: FunctionCallOutputBody;
  type: 'function_call_output';
};
export const FunctionCallOutputResponseItem: t.Type<FunctionCallOutputResponseItem> =
  /* @__PURE__ */ rt.deferred('FunctionCallOutputResponseItem', () =>
    rt.object<FunctionCallOutputResponseItem>(
      'FunctionCallOutputResponseItem',
      {
        output: rt.ref('FunctionCallOutputBody', () => FunctionCallOutputBody),
        type: rt.literal('function_call_output'),
      },
      {
        call_id: rt.nullable(rt.string),
        id: rt.nullable(rt.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          rt.ref(
            'InternalChatMessageMetadataPassthrough',
            () => InternalChatMessageMetadataPassthrough,
          ),
        ),
        name: rt.nullable(rt.string),
        namespace: rt.nullable(rt.string),
      },
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
  /* @__PURE__ */ rt.deferred('FunctionCallResponseItem', () =>
    rt.object<FunctionCallResponseItem>(
      'FunctionCallResponseItem',
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
          rt.ref(
            'InternalChatMessageMetadataPassthrough',
            () => InternalChatMessageMetadataPassthrough,
          ),
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
  /* @__PURE__ */ rt.deferred('ImageGenerationCallResponseItem', () =>
    rt.object<ImageGenerationCallResponseItem>(
      'ImageGenerationCallResponseItem',
      { result: rt.string, status: rt.string, type: rt.literal('image_generation_call') },
      {
        encrypted_content: rt.nullable(rt.string),
        id: rt.nullable(rt.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          rt.ref(
            'InternalChatMessageMetadataPassthrough',
            () => InternalChatMessageMetadataPassthrough,
          ),
        ),
        revised_prompt: rt.nullable(rt.string),
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
  /* @__PURE__ */ rt.deferred('LocalShellCallResponseItem', () =>
    rt.object<LocalShellCallResponseItem>(
      'LocalShellCallResponseItem',
      {
        action: rt.ref('LocalShellAction', () => LocalShellAction),
        status: rt.ref('LocalShellStatus', () => LocalShellStatus),
        type: rt.literal('local_shell_call'),
      },
      {
        call_id: rt.nullable(rt.string),
        encrypted_content: rt.nullable(rt.string),
        id: rt.nullable(rt.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          rt.ref(
            'InternalChatMessageMetadataPassthrough',
            () => InternalChatMessageMetadataPassthrough,
          ),
        ),
      },
    ),
  );

export type MessageResponseItem = {
  content: Array<ContentItem>;
  encrypted_content?: string | null;
  id?: string | null;
  internal_chat_message_metadata_passthrough?: InternalChatMessageMetadataPassthrough | null;
  phase?: MessagePhase | null;
  role: string;
  status?: string | null;
  type: 'message';
};
export const MessageResponseItem: t.Type<MessageResponseItem> = /* @__PURE__ */ rt.deferred(
  'MessageResponseItem',
  () =>
    rt.object<MessageResponseItem>(
      'MessageResponseItem',
      {
        content: rt.array(rt.ref('ContentItem', () => ContentItem)),
        role: rt.string,
        type: rt.literal('message'),
      },
      {
        encrypted_content: rt.nullable(rt.string),
        id: rt.nullable(rt.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          rt.ref(
            'InternalChatMessageMetadataPassthrough',
            () => InternalChatMessageMetadataPassthrough,
          ),
        ),
        phase: rt.nullable(rt.ref('MessagePhase', () => MessagePhase)),
        status: rt.nullable(rt.string),
      },
    ),
);

export type OtherResponseItem = {
  type: 'other';
};
export const OtherResponseItem: t.Type<OtherResponseItem> = /* @__PURE__ */ rt.deferred(
  'OtherResponseItem',
  () => rt.object<OtherResponseItem>('OtherResponseItem', { type: rt.literal('other') }),
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
  () =>
    rt.object<ReasoningResponseItem>(
      'ReasoningResponseItem',
      {
        summary: rt.array(
          rt.ref('ReasoningItemReasoningSummary', () => ReasoningItemReasoningSummary),
        ),
        type: rt.literal('reasoning'),
      },
      {
        content: rt.nullable(rt.array(rt.ref('ReasoningItemContent', () => ReasoningItemContent))),
        encrypted_content: rt.nullable(rt.string),
        id: rt.nullable(rt.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          rt.ref(
            'InternalChatMessageMetadataPassthrough',
            () => InternalChatMessageMetadataPassthrough,
          ),
        ),
      },
    ),
);

export type ResponseItem =
  | AdditionalToolsResponseItem
  | MessageResponseItem
  | AgentMessageResponseItem
  | ReasoningResponseItem
  | LocalShellCallResponseItem
  | FunctionCallResponseItem
  | ToolSearchCallResponseItem
  | FunctionCallOutputResponseItem
  | CustomToolCallResponseItem
  | CustomToolCallOutputResponseItem
  | ToolSearchOutputResponseItem
  | WebSearchCallResponseItem
  | ImageGenerationCallResponseItem
  | CompactionResponseItem
  | ConfigurationUpdateResponseItem
  | CompactionTriggerResponseItem
  | ContextCompactionResponseItem
  | OtherResponseItem;
export const ResponseItem: rt.TaggedUnionType<ResponseItem> = /* @__PURE__ */ rt.deferredTagged(
  'ResponseItem',
  () =>
    rt.taggedUnion<ResponseItem>('ResponseItem', 'type', {
      additional_tools: rt.ref('AdditionalToolsResponseItem', () => AdditionalToolsResponseItem),
      message: rt.ref('MessageResponseItem', () => MessageResponseItem),
      agent_message: rt.ref('AgentMessageResponseItem', () => AgentMessageResponseItem),
      reasoning: rt.ref('ReasoningResponseItem', () => ReasoningResponseItem),
      local_shell_call: rt.ref('LocalShellCallResponseItem', () => LocalShellCallResponseItem),
      function_call: rt.ref('FunctionCallResponseItem', () => FunctionCallResponseItem),
      tool_search_call: rt.ref('ToolSearchCallResponseItem', () => ToolSearchCallResponseItem),
      function_call_output: rt.ref(
        'FunctionCallOutputResponseItem',
        () => FunctionCallOutputResponseItem,
      ),
      custom_tool_call: rt.ref('CustomToolCallResponseItem', () => CustomToolCallResponseItem),
      custom_tool_call_output: rt.ref(
        'CustomToolCallOutputResponseItem',
        () => CustomToolCallOutputResponseItem,
      ),
      tool_search_output: rt.ref(
        'ToolSearchOutputResponseItem',
        () => ToolSearchOutputResponseItem,
      ),
      web_search_call: rt.ref('WebSearchCallResponseItem', () => WebSearchCallResponseItem),
      image_generation_call: rt.ref(
        'ImageGenerationCallResponseItem',
        () => ImageGenerationCallResponseItem,
      ),
      compaction: rt.ref('CompactionResponseItem', () => CompactionResponseItem),
      configuration_update: rt.ref(
        'ConfigurationUpdateResponseItem',
        () => ConfigurationUpdateResponseItem,
      ),
      compaction_trigger: rt.ref(
        'CompactionTriggerResponseItem',
        () => CompactionTriggerResponseItem,
      ),
      context_compaction: rt.ref(
        'ContextCompactionResponseItem',
        () => ContextCompactionResponseItem,
      ),
      other: rt.ref('OtherResponseItem', () => OtherResponseItem),
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
  () =>
    rt.object<ResponseUsageMetadata>(
      'ResponseUsageMetadata',
      {},
      { amount: rt.nullable(rt.string), metadata: rt.unknownValue },
    ),
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
  /* @__PURE__ */ rt.deferred('ToolSearchCallResponseItem', () =>
    rt.object<ToolSearchCallResponseItem>(
      'ToolSearchCallResponseItem',
      { arguments: rt.unknownValue, execution: rt.string, type: rt.literal('tool_search_call') },
      {
        call_id: rt.nullable(rt.string),
        encrypted_content: rt.nullable(rt.string),
        id: rt.nullable(rt.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          rt.ref(
            'InternalChatMessageMetadataPassthrough',
            () => InternalChatMessageMetadataPassthrough,
          ),
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
  /* @__PURE__ */ rt.deferred('ToolSearchOutputResponseItem', () =>
    rt.object<ToolSearchOutputResponseItem>(
      'ToolSearchOutputResponseItem',
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
          rt.ref(
            'InternalChatMessageMetadataPassthrough',
            () => InternalChatMessageMetadataPassthrough,
          ),
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
  /* @__PURE__ */ rt.deferred('WebSearchCallResponseItem', () =>
    rt.object<WebSearchCallResponseItem>(
      'WebSearchCallResponseItem',
      { type: rt.literal('web_search_call') },
      {
        action: rt.nullable(
          rt.ref('ResponsesApiWebSearchAction', () => ResponsesApiWebSearchAction),
        ),
        encrypted_content: rt.nullable(rt.string),
        id: rt.nullable(rt.string),
        internal_chat_message_metadata_passthrough: rt.nullable(
          rt.ref(
            'InternalChatMessageMetadataPassthrough',
            () => InternalChatMessageMetadataPassthrough,
          ),
        ),
        status: rt.nullable(rt.string),
      },
    ),
  );
