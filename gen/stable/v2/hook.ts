// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

import { AbsolutePathBuf } from '../shared/common.js';

const refs: rt.Refs = () => [
  AbsolutePathBuf,
  AgentHookMetadata,
  HookEventName,
  HookOutputEntryKind,
  HookSource,
  HookTrustStatus,
  PromptHookMetadata,
];

export type AgentHookMetadata = {
  handlerType: 'agent';
};
export const AgentHookMetadata: t.Type<AgentHookMetadata> =
  /* @__PURE__ */ rt.define<AgentHookMetadata>(
    'AgentHookMetadata',
    refs,
    '[o,{handlerType:[l,agent]}]',
  );

export type HookErrorInfo = {
  message: string;
  path: string;
};
export const HookErrorInfo: t.Type<HookErrorInfo> = /* @__PURE__ */ rt.define<HookErrorInfo>(
  'HookErrorInfo',
  refs,
  '[o,{message:s,path:s}]',
);

export type HookEventName =
  | 'preModelRequest'
  | 'postModelRequest'
  | 'preToolUse'
  | 'permissionRequest'
  | 'postToolUse'
  | 'preCompact'
  | 'postCompact'
  | 'sessionStart'
  | 'sessionEnd'
  | 'userPromptSubmit'
  | 'subagentStart'
  | 'subagentStop'
  | 'stop'
  | 'interrupt';
export const HookEventName: t.Type<HookEventName> = /* @__PURE__ */ rt.define<HookEventName>(
  'HookEventName',
  refs,
  '[e,[preModelRequest,postModelRequest,preToolUse,permissionRequest,postToolUse,preCompact,postCompact,sessionStart,sessionEnd,userPromptSubmit,subagentStart,subagentStop,stop,interrupt]]',
);

export type HookExecutionMode = 'sync' | 'async';
export const HookExecutionMode: t.Type<HookExecutionMode> =
  /* @__PURE__ */ rt.define<HookExecutionMode>('HookExecutionMode', refs, '[e,[sync,async]]');

export type HookHandlerType = 'command' | 'mcpTool' | 'prompt' | 'agent';
export const HookHandlerType: t.Type<HookHandlerType> = /* @__PURE__ */ rt.define<HookHandlerType>(
  'HookHandlerType',
  refs,
  '[e,[command,mcpTool,prompt,agent]]',
);

export type HookMetadata = {
  /** Configured `additionalContext` spill threshold. `null` uses 2,500 tokens; `0` disables spilling. */
  additionalContextLimit?: number | null;
  currentHash: string;
  displayOrder: number;
  enabled: boolean;
  /** The owning execution environment, if this hook came from its requirements. */
  environmentId?: string | null;
  eventName: HookEventName;
  isManaged: boolean;
  key: string;
  matcher?: string | null;
  pluginId?: string | null;
  source: HookSource;
  sourcePath: AbsolutePathBuf;
  statusMessage?: string | null;
  timeoutSec: number;
  trustStatus: HookTrustStatus;
} & (
  | {
      async?: boolean;
      command: string;
      handlerType: 'command';
    }
  | {
      handlerType: 'mcpTool';
      server: string;
      tool: string;
    }
  | PromptHookMetadata
  | AgentHookMetadata
);
export const HookMetadata: rt.TaggedUnionType<HookMetadata> =
  /* @__PURE__ */ rt.defineTagged<HookMetadata>(
    'HookMetadata',
    refs,
    '["&",[[o,{currentHash:s,displayOrder:i,enabled:b,eventName:2,isManaged:b,key:s,source:4,sourcePath:0,timeoutSec:i,trustStatus:5},{additionalContextLimit:["?",i],environmentId:["?",s],matcher:["?",s],pluginId:["?",s],statusMessage:["?",s]}],[t,handlerType,{command:[o,{command:s,handlerType:[l,command]},{async:b}],mcpTool:[o,{handlerType:[l,mcpTool],server:s,tool:s}],prompt:6,agent:1}]]]',
  );

export type HookMigration = {
  name: string;
};
export const HookMigration: t.Type<HookMigration> = /* @__PURE__ */ rt.define<HookMigration>(
  'HookMigration',
  refs,
  '[o,{name:s}]',
);

export type HookOutputEntry = {
  kind: HookOutputEntryKind;
  text: string;
};
export const HookOutputEntry: t.Type<HookOutputEntry> = /* @__PURE__ */ rt.define<HookOutputEntry>(
  'HookOutputEntry',
  refs,
  '[o,{kind:3,text:s}]',
);

export type HookOutputEntryKind = 'warning' | 'stop' | 'feedback' | 'context' | 'error';
export const HookOutputEntryKind: t.Type<HookOutputEntryKind> =
  /* @__PURE__ */ rt.define<HookOutputEntryKind>(
    'HookOutputEntryKind',
    refs,
    '[e,[warning,stop,feedback,context,error]]',
  );

export type HookPromptFragment = {
  hookRunId: string;
  text: string;
};
export const HookPromptFragment: t.Type<HookPromptFragment> =
  /* @__PURE__ */ rt.define<HookPromptFragment>(
    'HookPromptFragment',
    refs,
    '[o,{hookRunId:s,text:s}]',
  );

export type HookRunStatus = 'running' | 'completed' | 'failed' | 'blocked' | 'stopped';
export const HookRunStatus: t.Type<HookRunStatus> = /* @__PURE__ */ rt.define<HookRunStatus>(
  'HookRunStatus',
  refs,
  '[e,[running,completed,failed,blocked,stopped]]',
);

export type HookScope = 'thread' | 'turn';
export const HookScope: t.Type<HookScope> = /* @__PURE__ */ rt.define<HookScope>(
  'HookScope',
  refs,
  '[e,[thread,turn]]',
);

export type HookSource =
  | 'system'
  | 'user'
  | 'project'
  | 'mdm'
  | 'sessionFlags'
  | 'plugin'
  | 'cloudRequirements'
  | 'cloudManagedConfig'
  | 'legacyManagedConfigFile'
  | 'legacyManagedConfigMdm'
  | 'unknown';
export const HookSource: t.Type<HookSource> = /* @__PURE__ */ rt.define<HookSource>(
  'HookSource',
  refs,
  '[e,[system,user,project,mdm,sessionFlags,plugin,cloudRequirements,cloudManagedConfig,legacyManagedConfigFile,legacyManagedConfigMdm,unknown]]',
);

export type HookTrustStatus = 'managed' | 'untrusted' | 'trusted' | 'modified';
export const HookTrustStatus: t.Type<HookTrustStatus> = /* @__PURE__ */ rt.define<HookTrustStatus>(
  'HookTrustStatus',
  refs,
  '[e,[managed,untrusted,trusted,modified]]',
);

export type PromptHookMetadata = {
  handlerType: 'prompt';
};
export const PromptHookMetadata: t.Type<PromptHookMetadata> =
  /* @__PURE__ */ rt.define<PromptHookMetadata>(
    'PromptHookMetadata',
    refs,
    '[o,{handlerType:[l,prompt]}]',
  );
