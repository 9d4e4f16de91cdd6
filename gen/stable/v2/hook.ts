// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

import { AbsolutePathBuf } from '../shared/common.js';

export type AgentHookMetadata = {
  handlerType: 'agent';
};
export const AgentHookMetadata: t.Type<AgentHookMetadata> = /* @__PURE__ */ rt.deferred(
  'AgentHookMetadata',
  (n) => rt.object<AgentHookMetadata>(n, { handlerType: rt.literal('agent') }),
);

export type HookErrorInfo = {
  message: string;
  path: string;
};
export const HookErrorInfo: t.Type<HookErrorInfo> = /* @__PURE__ */ rt.deferred(
  'HookErrorInfo',
  (n) => rt.object<HookErrorInfo>(n, { message: rt.string, path: rt.string }),
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
export const HookEventName: t.Type<HookEventName> = /* @__PURE__ */ rt.deferred(
  'HookEventName',
  (n) =>
    rt.enumeration<HookEventName>(n, [
      'preModelRequest',
      'postModelRequest',
      'preToolUse',
      'permissionRequest',
      'postToolUse',
      'preCompact',
      'postCompact',
      'sessionStart',
      'sessionEnd',
      'userPromptSubmit',
      'subagentStart',
      'subagentStop',
      'stop',
      'interrupt',
    ]),
);

export type HookExecutionMode = 'sync' | 'async';
export const HookExecutionMode: t.Type<HookExecutionMode> = /* @__PURE__ */ rt.deferred(
  'HookExecutionMode',
  (n) => rt.enumeration<HookExecutionMode>(n, ['sync', 'async']),
);

export type HookHandlerType = 'command' | 'mcpTool' | 'prompt' | 'agent';
export const HookHandlerType: t.Type<HookHandlerType> = /* @__PURE__ */ rt.deferred(
  'HookHandlerType',
  (n) => rt.enumeration<HookHandlerType>(n, ['command', 'mcpTool', 'prompt', 'agent']),
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
export const HookMetadata: rt.TaggedUnionType<HookMetadata> = /* @__PURE__ */ rt.deferredTagged(
  'HookMetadata',
  (n) =>
    rt.taggedIntersection<HookMetadata>(
      n,
      [
        rt.object(
          n,
          {
            currentHash: rt.string,
            displayOrder: rt.integer,
            enabled: rt.boolean,
            eventName: HookEventName,
            isManaged: rt.boolean,
            key: rt.string,
            source: HookSource,
            sourcePath: AbsolutePathBuf,
            timeoutSec: rt.integer,
            trustStatus: HookTrustStatus,
          },
          {
            additionalContextLimit: rt.nullable(rt.integer),
            environmentId: rt.nullable(rt.string),
            matcher: rt.nullable(rt.string),
            pluginId: rt.nullable(rt.string),
            statusMessage: rt.nullable(rt.string),
          },
        ),
      ],
      rt.taggedUnion(n, 'handlerType', {
        command: rt.object(
          `${n}:command`,
          { command: rt.string, handlerType: rt.literal('command') },
          { async: rt.boolean },
        ),
        mcpTool: rt.object(`${n}:mcpTool`, {
          handlerType: rt.literal('mcpTool'),
          server: rt.string,
          tool: rt.string,
        }),
        prompt: PromptHookMetadata,
        agent: AgentHookMetadata,
      }),
    ),
);

export type HookMigration = {
  name: string;
};
export const HookMigration: t.Type<HookMigration> = /* @__PURE__ */ rt.deferred(
  'HookMigration',
  (n) => rt.object<HookMigration>(n, { name: rt.string }),
);

export type HookOutputEntry = {
  kind: HookOutputEntryKind;
  text: string;
};
export const HookOutputEntry: t.Type<HookOutputEntry> = /* @__PURE__ */ rt.deferred(
  'HookOutputEntry',
  (n) => rt.object<HookOutputEntry>(n, { kind: HookOutputEntryKind, text: rt.string }),
);

export type HookOutputEntryKind = 'warning' | 'stop' | 'feedback' | 'context' | 'error';
export const HookOutputEntryKind: t.Type<HookOutputEntryKind> = /* @__PURE__ */ rt.deferred(
  'HookOutputEntryKind',
  (n) =>
    rt.enumeration<HookOutputEntryKind>(n, ['warning', 'stop', 'feedback', 'context', 'error']),
);

export type HookPromptFragment = {
  hookRunId: string;
  text: string;
};
export const HookPromptFragment: t.Type<HookPromptFragment> = /* @__PURE__ */ rt.deferred(
  'HookPromptFragment',
  (n) => rt.object<HookPromptFragment>(n, { hookRunId: rt.string, text: rt.string }),
);

export type HookRunStatus = 'running' | 'completed' | 'failed' | 'blocked' | 'stopped';
export const HookRunStatus: t.Type<HookRunStatus> = /* @__PURE__ */ rt.deferred(
  'HookRunStatus',
  (n) => rt.enumeration<HookRunStatus>(n, ['running', 'completed', 'failed', 'blocked', 'stopped']),
);

export type HookScope = 'thread' | 'turn';
export const HookScope: t.Type<HookScope> = /* @__PURE__ */ rt.deferred('HookScope', (n) =>
  rt.enumeration<HookScope>(n, ['thread', 'turn']),
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
export const HookSource: t.Type<HookSource> = /* @__PURE__ */ rt.deferred('HookSource', (n) =>
  rt.enumeration<HookSource>(n, [
    'system',
    'user',
    'project',
    'mdm',
    'sessionFlags',
    'plugin',
    'cloudRequirements',
    'cloudManagedConfig',
    'legacyManagedConfigFile',
    'legacyManagedConfigMdm',
    'unknown',
  ]),
);

export type HookTrustStatus = 'managed' | 'untrusted' | 'trusted' | 'modified';
export const HookTrustStatus: t.Type<HookTrustStatus> = /* @__PURE__ */ rt.deferred(
  'HookTrustStatus',
  (n) => rt.enumeration<HookTrustStatus>(n, ['managed', 'untrusted', 'trusted', 'modified']),
);

export type PromptHookMetadata = {
  handlerType: 'prompt';
};
export const PromptHookMetadata: t.Type<PromptHookMetadata> = /* @__PURE__ */ rt.deferred(
  'PromptHookMetadata',
  (n) => rt.object<PromptHookMetadata>(n, { handlerType: rt.literal('prompt') }),
);
