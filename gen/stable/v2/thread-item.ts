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

const refs: rt.Refs = () => [
  CommandAction,
  CommandExecutionSource,
  CommandExecutionStatus,
  FunctionCallOutputBody,
  HookPromptFragment,
  LegacyAppPathString,
  McpAppUi,
  McpToolCallAppContext,
  McpToolCallError,
  McpToolCallResult,
  McpToolCallStatus,
  UserInput,
];

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
  /* @__PURE__ */ rt.define<CommandExecutionThreadItem>(
    'CommandExecutionThreadItem',
    refs,
    '[o,{command:s,commandActions:[a,0],cwd:5,id:s,status:2,type:[l,commandExecution]},{aggregatedOutput:["?",s],durationMs:["?",i],exitCode:["?",i],pluginId:["?",s],processId:["?",s],scriptPath:["?",s],source:1}]',
  );

export type ContextCompactionThreadItem = {
  id: string;
  type: 'contextCompaction';
};
export const ContextCompactionThreadItem: t.Type<ContextCompactionThreadItem> =
  /* @__PURE__ */ rt.define<ContextCompactionThreadItem>(
    'ContextCompactionThreadItem',
    refs,
    '[o,{id:s,type:[l,contextCompaction]}]',
  );

export type EnteredReviewModeThreadItem = {
  id: string;
  review: string;
  type: 'enteredReviewMode';
};
export const EnteredReviewModeThreadItem: t.Type<EnteredReviewModeThreadItem> =
  /* @__PURE__ */ rt.define<EnteredReviewModeThreadItem>(
    'EnteredReviewModeThreadItem',
    refs,
    '[o,{id:s,review:s,type:[l,enteredReviewMode]}]',
  );

export type ExitedReviewModeThreadItem = {
  id: string;
  review: string;
  type: 'exitedReviewMode';
};
export const ExitedReviewModeThreadItem: t.Type<ExitedReviewModeThreadItem> =
  /* @__PURE__ */ rt.define<ExitedReviewModeThreadItem>(
    'ExitedReviewModeThreadItem',
    refs,
    '[o,{id:s,review:s,type:[l,exitedReviewMode]}]',
  );

export type FileIdThreadItem = {
  fileId: string;
};
export const FileIdThreadItem: t.Type<FileIdThreadItem> =
  /* @__PURE__ */ rt.define<FileIdThreadItem>('FileIdThreadItem', refs, '[o,{fileId:s}]');

export type FunctionCallOutputThreadItem = {
  id: string;
  name: string;
  namespace?: string | null;
  output: FunctionCallOutputBody;
  type: 'functionCallOutput';
};
export const FunctionCallOutputThreadItem: t.Type<FunctionCallOutputThreadItem> =
  /* @__PURE__ */ rt.define<FunctionCallOutputThreadItem>(
    'FunctionCallOutputThreadItem',
    refs,
    '[o,{id:s,name:s,output:3,type:[l,functionCallOutput]},{namespace:["?",s]}]',
  );

export type HookPromptThreadItem = {
  fragments: Array<HookPromptFragment>;
  id: string;
  type: 'hookPrompt';
};
export const HookPromptThreadItem: t.Type<HookPromptThreadItem> =
  /* @__PURE__ */ rt.define<HookPromptThreadItem>(
    'HookPromptThreadItem',
    refs,
    '[o,{fragments:[a,4],id:s,type:[l,hookPrompt]}]',
  );

export type ImageViewThreadItem = {
  id: string;
  path: LegacyAppPathString;
  type: 'imageView';
};
export const ImageViewThreadItem: t.Type<ImageViewThreadItem> =
  /* @__PURE__ */ rt.define<ImageViewThreadItem>(
    'ImageViewThreadItem',
    refs,
    '[o,{id:s,path:5,type:[l,imageView]}]',
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
export const McpToolCallThreadItem: t.Type<McpToolCallThreadItem> =
  /* @__PURE__ */ rt.define<McpToolCallThreadItem>(
    'McpToolCallThreadItem',
    refs,
    '[o,{arguments:u,id:s,server:s,status:10,tool:s,type:[l,mcpToolCall]},{appContext:["?",7],durationMs:["?",i],environmentId:["?",s],error:["?",8],mcpAppResourceUri:["?",s],mcpAppUi:["?",6],pluginId:["?",s],readOnlyHint:["?",b],result:["?",9]}]',
  );

/** EXPERIMENTAL - proposed plan item content. The completed plan item is authoritative and may not match the concatenation of `PlanDelta` text. */
export type PlanThreadItem = {
  id: string;
  text: string;
  type: 'plan';
};
/** EXPERIMENTAL - proposed plan item content. The completed plan item is authoritative and may not match the concatenation of `PlanDelta` text. */
export const PlanThreadItem: t.Type<PlanThreadItem> = /* @__PURE__ */ rt.define<PlanThreadItem>(
  'PlanThreadItem',
  refs,
  '[o,{id:s,text:s,type:[l,plan]}]',
);

export type ReasoningThreadItem = {
  content?: Array<string>;
  id: string;
  summary?: Array<string>;
  type: 'reasoning';
};
export const ReasoningThreadItem: t.Type<ReasoningThreadItem> =
  /* @__PURE__ */ rt.define<ReasoningThreadItem>(
    'ReasoningThreadItem',
    refs,
    '[o,{id:s,type:[l,reasoning]},{content:[a,s],summary:[a,s]}]',
  );

export type ResultThreadItem = {
  result: string;
};
export const ResultThreadItem: t.Type<ResultThreadItem> =
  /* @__PURE__ */ rt.define<ResultThreadItem>('ResultThreadItem', refs, '[o,{result:s}]');

/** Display item emitted by the interruptible `clock.sleep` tool. */
export type SleepThreadItem = {
  durationMs: number;
  id: string;
  type: 'sleep';
};
/** Display item emitted by the interruptible `clock.sleep` tool. */
export const SleepThreadItem: t.Type<SleepThreadItem> = /* @__PURE__ */ rt.define<SleepThreadItem>(
  'SleepThreadItem',
  refs,
  '[o,{durationMs:i,id:s,type:[l,sleep]}]',
);

export type ThreadItemOutputDeferral = { [key: string]: unknown };
export const ThreadItemOutputDeferral: t.Type<ThreadItemOutputDeferral> =
  /* @__PURE__ */ rt.define<ThreadItemOutputDeferral>('ThreadItemOutputDeferral', refs, '[r,u]');

export type UserMessageThreadItem = {
  clientId?: string | null;
  content: Array<UserInput>;
  id: string;
  type: 'userMessage';
};
export const UserMessageThreadItem: t.Type<UserMessageThreadItem> =
  /* @__PURE__ */ rt.define<UserMessageThreadItem>(
    'UserMessageThreadItem',
    refs,
    '[o,{content:[a,11],id:s,type:[l,userMessage]},{clientId:["?",s]}]',
  );
