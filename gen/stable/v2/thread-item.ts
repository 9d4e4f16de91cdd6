// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import * as t from 'io-ts';
import * as rt from '../../../lib/protocol/codec-runtime.js';

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
  /* @__PURE__ */ rt.lazy('CommandExecutionThreadItem', () =>
    t.intersection([
      t.type({
        command: t.string,
        commandActions: t.array(CommandAction),
        cwd: LegacyAppPathString,
        id: t.string,
        status: CommandExecutionStatus,
        type: t.literal('commandExecution'),
      }),
      t.partial({
        aggregatedOutput: rt.nullable(t.string),
        durationMs: rt.nullable(rt.integer),
        exitCode: rt.nullable(rt.integer),
        pluginId: rt.nullable(t.string),
        processId: rt.nullable(t.string),
        scriptPath: rt.nullable(t.string),
        source: CommandExecutionSource,
      }),
    ]),
  );

export type ContextCompactionThreadItem = {
  id: string;
  type: 'contextCompaction';
};
export const ContextCompactionThreadItem: t.Type<ContextCompactionThreadItem> =
  /* @__PURE__ */ rt.lazy('ContextCompactionThreadItem', () =>
    t.type({ id: t.string, type: t.literal('contextCompaction') }),
  );

export type EnteredReviewModeThreadItem = {
  id: string;
  review: string;
  type: 'enteredReviewMode';
};
export const EnteredReviewModeThreadItem: t.Type<EnteredReviewModeThreadItem> =
  /* @__PURE__ */ rt.lazy('EnteredReviewModeThreadItem', () =>
    t.type({ id: t.string, review: t.string, type: t.literal('enteredReviewMode') }),
  );

export type ExitedReviewModeThreadItem = {
  id: string;
  review: string;
  type: 'exitedReviewMode';
};
export const ExitedReviewModeThreadItem: t.Type<ExitedReviewModeThreadItem> =
  /* @__PURE__ */ rt.lazy('ExitedReviewModeThreadItem', () =>
    t.type({ id: t.string, review: t.string, type: t.literal('exitedReviewMode') }),
  );

export type FileIdThreadItem = {
  fileId: string;
};
export const FileIdThreadItem: t.Type<FileIdThreadItem> = /* @__PURE__ */ rt.lazy(
  'FileIdThreadItem',
  () => t.type({ fileId: t.string }),
);

export type FunctionCallOutputThreadItem = {
  id: string;
  name: string;
  namespace?: string | null;
  output: FunctionCallOutputBody;
  type: 'functionCallOutput';
};
export const FunctionCallOutputThreadItem: t.Type<FunctionCallOutputThreadItem> =
  /* @__PURE__ */ rt.lazy('FunctionCallOutputThreadItem', () =>
    t.intersection([
      t.type({
        id: t.string,
        name: t.string,
        output: FunctionCallOutputBody,
        type: t.literal('functionCallOutput'),
      }),
      t.partial({ namespace: rt.nullable(t.string) }),
    ]),
  );

export type HookPromptThreadItem = {
  fragments: Array<HookPromptFragment>;
  id: string;
  type: 'hookPrompt';
};
export const HookPromptThreadItem: t.Type<HookPromptThreadItem> = /* @__PURE__ */ rt.lazy(
  'HookPromptThreadItem',
  () =>
    t.type({ fragments: t.array(HookPromptFragment), id: t.string, type: t.literal('hookPrompt') }),
);

export type ImageViewThreadItem = {
  id: string;
  path: LegacyAppPathString;
  type: 'imageView';
};
export const ImageViewThreadItem: t.Type<ImageViewThreadItem> = /* @__PURE__ */ rt.lazy(
  'ImageViewThreadItem',
  () => t.type({ id: t.string, path: LegacyAppPathString, type: t.literal('imageView') }),
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
export const McpToolCallThreadItem: t.Type<McpToolCallThreadItem> = /* @__PURE__ */ rt.lazy(
  'McpToolCallThreadItem',
  () =>
    t.intersection([
      t.type({
        arguments: rt.jsonValue,
        id: t.string,
        server: t.string,
        status: McpToolCallStatus,
        tool: t.string,
        type: t.literal('mcpToolCall'),
      }),
      t.partial({
        appContext: rt.nullable(McpToolCallAppContext),
        durationMs: rt.nullable(rt.integer),
        environmentId: rt.nullable(t.string),
        error: rt.nullable(McpToolCallError),
        mcpAppResourceUri: rt.nullable(t.string),
        mcpAppUi: rt.nullable(McpAppUi),
        pluginId: rt.nullable(t.string),
        readOnlyHint: rt.nullable(t.boolean),
        result: rt.nullable(McpToolCallResult),
      }),
    ]),
);

/** EXPERIMENTAL - proposed plan item content. The completed plan item is authoritative and may not match the concatenation of `PlanDelta` text. */
export type PlanThreadItem = {
  id: string;
  text: string;
  type: 'plan';
};
/** EXPERIMENTAL - proposed plan item content. The completed plan item is authoritative and may not match the concatenation of `PlanDelta` text. */
export const PlanThreadItem: t.Type<PlanThreadItem> = /* @__PURE__ */ rt.lazy(
  'PlanThreadItem',
  () => t.type({ id: t.string, text: t.string, type: t.literal('plan') }),
);

export type ReasoningThreadItem = {
  content?: Array<string>;
  id: string;
  summary?: Array<string>;
  type: 'reasoning';
};
export const ReasoningThreadItem: t.Type<ReasoningThreadItem> = /* @__PURE__ */ rt.lazy(
  'ReasoningThreadItem',
  () =>
    t.intersection([
      t.type({ id: t.string, type: t.literal('reasoning') }),
      t.partial({ content: t.array(t.string), summary: t.array(t.string) }),
    ]),
);

export type ResultThreadItem = {
  result: string;
};
export const ResultThreadItem: t.Type<ResultThreadItem> = /* @__PURE__ */ rt.lazy(
  'ResultThreadItem',
  () => t.type({ result: t.string }),
);

/** Display item emitted by the interruptible `clock.sleep` tool. */
export type SleepThreadItem = {
  durationMs: number;
  id: string;
  type: 'sleep';
};
/** Display item emitted by the interruptible `clock.sleep` tool. */
export const SleepThreadItem: t.Type<SleepThreadItem> = /* @__PURE__ */ rt.lazy(
  'SleepThreadItem',
  () => t.type({ durationMs: rt.integer, id: t.string, type: t.literal('sleep') }),
);

export type ThreadItemOutputDeferral = { [key: string]: unknown };
export const ThreadItemOutputDeferral: t.Type<ThreadItemOutputDeferral> = /* @__PURE__ */ rt.lazy(
  'ThreadItemOutputDeferral',
  () => t.record(t.string, rt.jsonValue),
);

export type UserMessageThreadItem = {
  clientId?: string | null;
  content: Array<UserInput>;
  id: string;
  type: 'userMessage';
};
export const UserMessageThreadItem: t.Type<UserMessageThreadItem> = /* @__PURE__ */ rt.lazy(
  'UserMessageThreadItem',
  () =>
    t.intersection([
      t.type({ content: t.array(UserInput), id: t.string, type: t.literal('userMessage') }),
      t.partial({ clientId: rt.nullable(t.string) }),
    ]),
);
