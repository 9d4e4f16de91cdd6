// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import * as t from 'io-ts';
import * as rt from '../../../lib/protocol/codec-runtime.js';

import { AbsolutePathBuf } from '../shared/common.js';

export type AgentHookMetadata = {
  handlerType: 'agent';
};
export const AgentHookMetadata: t.Type<AgentHookMetadata> = /* @__PURE__ */ rt.lazy(
  'AgentHookMetadata',
  () => t.type({ handlerType: t.literal('agent') }),
);

export type HookErrorInfo = {
  message: string;
  path: string;
};
export const HookErrorInfo: t.Type<HookErrorInfo> = /* @__PURE__ */ rt.lazy('HookErrorInfo', () =>
  t.type({ message: t.string, path: t.string }),
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
export const HookEventName: t.Type<HookEventName> = /* @__PURE__ */ rt.lazy('HookEventName', () =>
  rt.openEnum(
    t.keyof({
      preModelRequest: null,
      postModelRequest: null,
      preToolUse: null,
      permissionRequest: null,
      postToolUse: null,
      preCompact: null,
      postCompact: null,
      sessionStart: null,
      sessionEnd: null,
      userPromptSubmit: null,
      subagentStart: null,
      subagentStop: null,
      stop: null,
      interrupt: null,
    }),
  ),
);

export type HookExecutionMode = 'sync' | 'async';
export const HookExecutionMode: t.Type<HookExecutionMode> = /* @__PURE__ */ rt.lazy(
  'HookExecutionMode',
  () => rt.openEnum(t.keyof({ sync: null, async: null })),
);

export type HookHandlerType = 'command' | 'mcpTool' | 'prompt' | 'agent';
export const HookHandlerType: t.Type<HookHandlerType> = /* @__PURE__ */ rt.lazy(
  'HookHandlerType',
  () => rt.openEnum(t.keyof({ command: null, mcpTool: null, prompt: null, agent: null })),
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
export const HookMetadata: rt.TaggedUnionType<HookMetadata> = /* @__PURE__ */ rt.lazyTagged(
  'HookMetadata',
  () =>
    rt.withTags(
      t.intersection(
        [
          t.intersection([
            t.type({
              currentHash: t.string,
              displayOrder: rt.integer,
              enabled: t.boolean,
              eventName: HookEventName,
              isManaged: t.boolean,
              key: t.string,
              source: HookSource,
              sourcePath: AbsolutePathBuf,
              timeoutSec: rt.integer,
              trustStatus: HookTrustStatus,
            }),
            t.partial({
              additionalContextLimit: rt.nullable(rt.integer),
              environmentId: rt.nullable(t.string),
              matcher: rt.nullable(t.string),
              pluginId: rt.nullable(t.string),
              statusMessage: rt.nullable(t.string),
            }),
          ]),
          rt.taggedUnion(
            'handlerType',
            {
              command: t.intersection([
                t.type({ command: t.string, handlerType: t.literal('command') }),
                t.partial({ async: t.boolean }),
              ]),
              mcpTool: t.type({
                handlerType: t.literal('mcpTool'),
                server: t.string,
                tool: t.string,
              }),
              prompt: PromptHookMetadata,
              agent: AgentHookMetadata,
            },
            'HookMetadata',
          ),
        ],
        'HookMetadata',
      ),
    ),
);

export type HookMigration = {
  name: string;
};
export const HookMigration: t.Type<HookMigration> = /* @__PURE__ */ rt.lazy('HookMigration', () =>
  t.type({ name: t.string }),
);

export type HookOutputEntry = {
  kind: HookOutputEntryKind;
  text: string;
};
export const HookOutputEntry: t.Type<HookOutputEntry> = /* @__PURE__ */ rt.lazy(
  'HookOutputEntry',
  () => t.type({ kind: HookOutputEntryKind, text: t.string }),
);

export type HookOutputEntryKind = 'warning' | 'stop' | 'feedback' | 'context' | 'error';
export const HookOutputEntryKind: t.Type<HookOutputEntryKind> = /* @__PURE__ */ rt.lazy(
  'HookOutputEntryKind',
  () =>
    rt.openEnum(t.keyof({ warning: null, stop: null, feedback: null, context: null, error: null })),
);

export type HookPromptFragment = {
  hookRunId: string;
  text: string;
};
export const HookPromptFragment: t.Type<HookPromptFragment> = /* @__PURE__ */ rt.lazy(
  'HookPromptFragment',
  () => t.type({ hookRunId: t.string, text: t.string }),
);

export type HookRunStatus = 'running' | 'completed' | 'failed' | 'blocked' | 'stopped';
export const HookRunStatus: t.Type<HookRunStatus> = /* @__PURE__ */ rt.lazy('HookRunStatus', () =>
  rt.openEnum(
    t.keyof({ running: null, completed: null, failed: null, blocked: null, stopped: null }),
  ),
);

export type HookScope = 'thread' | 'turn';
export const HookScope: t.Type<HookScope> = /* @__PURE__ */ rt.lazy('HookScope', () =>
  rt.openEnum(t.keyof({ thread: null, turn: null })),
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
export const HookSource: t.Type<HookSource> = /* @__PURE__ */ rt.lazy('HookSource', () =>
  rt.openEnum(
    t.keyof({
      system: null,
      user: null,
      project: null,
      mdm: null,
      sessionFlags: null,
      plugin: null,
      cloudRequirements: null,
      cloudManagedConfig: null,
      legacyManagedConfigFile: null,
      legacyManagedConfigMdm: null,
      unknown: null,
    }),
  ),
);

export type HookTrustStatus = 'managed' | 'untrusted' | 'trusted' | 'modified';
export const HookTrustStatus: t.Type<HookTrustStatus> = /* @__PURE__ */ rt.lazy(
  'HookTrustStatus',
  () => rt.openEnum(t.keyof({ managed: null, untrusted: null, trusted: null, modified: null })),
);

export type PromptHookMetadata = {
  handlerType: 'prompt';
};
export const PromptHookMetadata: t.Type<PromptHookMetadata> = /* @__PURE__ */ rt.lazy(
  'PromptHookMetadata',
  () => t.type({ handlerType: t.literal('prompt') }),
);
