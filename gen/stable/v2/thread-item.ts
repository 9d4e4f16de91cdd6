// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

import { CommandAction, CommandExecutionSource, CommandExecutionStatus } from './command.js';
import { FunctionCallOutputBody, LegacyAppPathString, UserInput } from './common.js';
import { HookPromptFragment } from './hook.js';
import {
  McpAppUi,
  McpToolCallAppContext,
  McpToolCallError,
  McpToolCallResult,
  McpToolCallStatus,
} from './mcp.js';

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
  /* @__PURE__ */ rt.deferred('CommandExecutionThreadItem', (n) =>
    rt.object<CommandExecutionThreadItem>(
      n,
      {
        command: rt.string,
        commandActions: rt.array(CommandAction),
        cwd: LegacyAppPathString,
        id: rt.string,
        status: CommandExecutionStatus,
        type: rt.literal('commandExecution'),
      },
      {
        aggregatedOutput: rt.nullable(rt.string),
        durationMs: rt.nullable(rt.integer),
        exitCode: rt.nullable(rt.integer),
        pluginId: rt.nullable(rt.string),
        processId: rt.nullable(rt.string),
        scriptPath: rt.nullable(rt.string),
        source: CommandExecutionSource,
      },
    ),
  );

export type ContextCompactionThreadItem = {
  id: string;
  type: 'contextCompaction';
};
export const ContextCompactionThreadItem: t.Type<ContextCompactionThreadItem> =
  /* @__PURE__ */ rt.deferred('ContextCompactionThreadItem', (n) =>
    rt.object<ContextCompactionThreadItem>(n, {
      id: rt.string,
      type: rt.literal('contextCompaction'),
    }),
  );

export type EnteredReviewModeThreadItem = {
  id: string;
  review: string;
  type: 'enteredReviewMode';
};
export const EnteredReviewModeThreadItem: t.Type<EnteredReviewModeThreadItem> =
  /* @__PURE__ */ rt.deferred('EnteredReviewModeThreadItem', (n) =>
    rt.object<EnteredReviewModeThreadItem>(n, {
      id: rt.string,
      review: rt.string,
      type: rt.literal('enteredReviewMode'),
    }),
  );

export type ExitedReviewModeThreadItem = {
  id: string;
  review: string;
  type: 'exitedReviewMode';
};
export const ExitedReviewModeThreadItem: t.Type<ExitedReviewModeThreadItem> =
  /* @__PURE__ */ rt.deferred('ExitedReviewModeThreadItem', (n) =>
    rt.object<ExitedReviewModeThreadItem>(n, {
      id: rt.string,
      review: rt.string,
      type: rt.literal('exitedReviewMode'),
    }),
  );

export type FileIdThreadItem = {
  fileId: string;
};
export const FileIdThreadItem: t.Type<FileIdThreadItem> = /* @__PURE__ */ rt.deferred(
  'FileIdThreadItem',
  (n) => rt.object<FileIdThreadItem>(n, { fileId: rt.string }),
);

export type FunctionCallOutputThreadItem = {
  id: string;
  name: string;
  namespace?: string | null;
  output: FunctionCallOutputBody;
  type: 'functionCallOutput';
};
export const FunctionCallOutputThreadItem: t.Type<FunctionCallOutputThreadItem> =
  /* @__PURE__ */ rt.deferred('FunctionCallOutputThreadItem', (n) =>
    rt.object<FunctionCallOutputThreadItem>(
      n,
      {
        id: rt.string,
        name: rt.string,
        output: FunctionCallOutputBody,
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
  (n) =>
    rt.object<HookPromptThreadItem>(n, {
      fragments: rt.array(HookPromptFragment),
      id: rt.string,
      type: rt.literal('hookPrompt'),
    }),
);

export type ImageViewThreadItem = {
  id: string;
  path: LegacyAppPathString;
  type: 'imageView';
};
export const ImageViewThreadItem: t.Type<ImageViewThreadItem> = /* @__PURE__ */ rt.deferred(
  'ImageViewThreadItem',
  (n) =>
    rt.object<ImageViewThreadItem>(n, {
      id: rt.string,
      path: LegacyAppPathString,
      type: rt.literal('imageView'),
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
  (n) =>
    rt.object<McpToolCallThreadItem>(
      n,
      {
        arguments: rt.unknownValue,
        id: rt.string,
        server: rt.string,
        status: McpToolCallStatus,
        tool: rt.string,
        type: rt.literal('mcpToolCall'),
      },
      {
        appContext: rt.nullable(McpToolCallAppContext),
        durationMs: rt.nullable(rt.integer),
        environmentId: rt.nullable(rt.string),
        error: rt.nullable(McpToolCallError),
        mcpAppResourceUri: rt.nullable(rt.string),
        mcpAppUi: rt.nullable(McpAppUi),
        pluginId: rt.nullable(rt.string),
        readOnlyHint: rt.nullable(rt.boolean),
        result: rt.nullable(McpToolCallResult),
      },
    ),
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
  (n) => rt.object<PlanThreadItem>(n, { id: rt.string, text: rt.string, type: rt.literal('plan') }),
);

export type ReasoningThreadItem = {
  content?: Array<string>;
  id: string;
  summary?: Array<string>;
  type: 'reasoning';
};
export const ReasoningThreadItem: t.Type<ReasoningThreadItem> = /* @__PURE__ */ rt.deferred(
  'ReasoningThreadItem',
  (n) =>
    rt.object<ReasoningThreadItem>(
      n,
      { id: rt.string, type: rt.literal('reasoning') },
      { content: rt.array(rt.string), summary: rt.array(rt.string) },
    ),
);

export type ResultThreadItem = {
  result: string;
};
export const ResultThreadItem: t.Type<ResultThreadItem> = /* @__PURE__ */ rt.deferred(
  'ResultThreadItem',
  (n) => rt.object<ResultThreadItem>(n, { result: rt.string }),
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
  (n) =>
    rt.object<SleepThreadItem>(n, {
      durationMs: rt.integer,
      id: rt.string,
      type: rt.literal('sleep'),
    }),
);

export type ThreadItemOutputDeferral = { [key: string]: unknown };
export const ThreadItemOutputDeferral: t.Type<ThreadItemOutputDeferral> =
  /* @__PURE__ */ rt.deferred('ThreadItemOutputDeferral', () =>
    rt.typed<ThreadItemOutputDeferral>(rt.record(rt.unknownValue)),
  );

export type UserMessageThreadItem = {
  clientId?: string | null;
  content: Array<UserInput>;
  id: string;
  type: 'userMessage';
};
export const UserMessageThreadItem: t.Type<UserMessageThreadItem> = /* @__PURE__ */ rt.deferred(
  'UserMessageThreadItem',
  (n) =>
    rt.object<UserMessageThreadItem>(
      n,
      { content: rt.array(UserInput), id: rt.string, type: rt.literal('userMessage') },
      { clientId: rt.nullable(rt.string) },
    ),
);
