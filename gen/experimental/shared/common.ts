// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/experimental/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

import {
  CommandExecutionApprovalDecision,
  CommandExecutionApprovalKind,
  NetworkApprovalContext,
} from '../../stable/shared/command.js';
import { NetworkPolicyAmendment } from '../../stable/shared/common.js';
import { McpElicitationSchema } from '../../stable/shared/mcp.js';
import { CommandAction } from '../../stable/v2/command.js';
import { AdditionalPermissionProfile, LegacyAppPathString } from '../../stable/v2/common.js';

export type CommandExecutionRequestApprovalParams = {
  /** Optional additional permissions requested for this command. */
  additionalPermissions?: AdditionalPermissionProfile | null;
  /**
   * Unique identifier for this specific approval callback.
   *
   * For regular shell/unified_exec approvals, this is null.
   *
   * For zsh-exec-bridge subcommand approvals, multiple callbacks can belong to one parent `itemId`, so `approvalId` is a distinct opaque callback id (a UUID) used to disambiguate routing. Stdin approvals also use a distinct callback id; inspect `kind` to distinguish them.
   */
  approvalId?: string | null;
  /** Ordered list of decisions the client may present for this prompt. */
  availableDecisions?: Array<CommandExecutionApprovalDecision> | null;
  /** The command to be executed. */
  command?: string | null;
  /** Best-effort parsed command actions for friendly display. */
  commandActions?: Array<CommandAction> | null;
  /** The command's working directory. */
  cwd?: LegacyAppPathString | null;
  /** Environment in which the command will run. */
  environmentId?: string | null;
  itemId: string;
  /** Kind of action under review. Defaults to `command` for older servers. */
  kind?: CommandExecutionApprovalKind;
  /** Optional context for a managed-network approval prompt. */
  networkApprovalContext?: NetworkApprovalContext | null;
  /** Optional proposed execpolicy amendment to allow similar commands without prompting. */
  proposedExecpolicyAmendment?: Array<string> | null;
  /** Optional proposed network policy amendments (allow/deny host) for future requests. */
  proposedNetworkPolicyAmendments?: Array<NetworkPolicyAmendment> | null;
  /** Optional explanatory reason (e.g. request for network access). */
  reason?: string | null;
  /** Unix timestamp (in milliseconds) when this approval request started. */
  startedAtMs: number;
  threadId: string;
  turnId: string;
};
export const CommandExecutionRequestApprovalParams: t.Type<CommandExecutionRequestApprovalParams> =
  /* @__PURE__ */ rt.deferred('CommandExecutionRequestApprovalParams', () =>
    rt.object<CommandExecutionRequestApprovalParams>(
      'CommandExecutionRequestApprovalParams',
      { itemId: rt.string, startedAtMs: rt.integer, threadId: rt.string, turnId: rt.string },
      {
        additionalPermissions: rt.nullable(
          rt.ref('AdditionalPermissionProfile', () => AdditionalPermissionProfile),
        ),
        approvalId: rt.nullable(rt.string),
        availableDecisions: rt.nullable(
          rt.array(
            rt.ref('CommandExecutionApprovalDecision', () => CommandExecutionApprovalDecision),
          ),
        ),
        command: rt.nullable(rt.string),
        commandActions: rt.nullable(rt.array(rt.ref('CommandAction', () => CommandAction))),
        cwd: rt.nullable(rt.ref('LegacyAppPathString', () => LegacyAppPathString)),
        environmentId: rt.nullable(rt.string),
        kind: rt.ref('CommandExecutionApprovalKind', () => CommandExecutionApprovalKind),
        networkApprovalContext: rt.nullable(
          rt.ref('NetworkApprovalContext', () => NetworkApprovalContext),
        ),
        proposedExecpolicyAmendment: rt.nullable(rt.array(rt.string)),
        proposedNetworkPolicyAmendments: rt.nullable(
          rt.array(rt.ref('NetworkPolicyAmendment', () => NetworkPolicyAmendment)),
        ),
        reason: rt.nullable(rt.string),
      },
    ),
  );

export type FuzzyFileSearchSessionStartParams = {
  roots: Array<string>;
  sessionId: string;
};
export const FuzzyFileSearchSessionStartParams: t.Type<FuzzyFileSearchSessionStartParams> =
  /* @__PURE__ */ rt.deferred('FuzzyFileSearchSessionStartParams', () =>
    rt.object<FuzzyFileSearchSessionStartParams>('FuzzyFileSearchSessionStartParams', {
      roots: rt.array(rt.string),
      sessionId: rt.string,
    }),
  );

export type FuzzyFileSearchSessionStartResponse = { [key: string]: unknown };
export const FuzzyFileSearchSessionStartResponse: t.Type<FuzzyFileSearchSessionStartResponse> =
  /* @__PURE__ */ rt.deferred('FuzzyFileSearchSessionStartResponse', () =>
    rt.typed<FuzzyFileSearchSessionStartResponse>(rt.record(rt.unknownValue)),
  );

export type FuzzyFileSearchSessionStopParams = {
  sessionId: string;
};
export const FuzzyFileSearchSessionStopParams: t.Type<FuzzyFileSearchSessionStopParams> =
  /* @__PURE__ */ rt.deferred('FuzzyFileSearchSessionStopParams', () =>
    rt.object<FuzzyFileSearchSessionStopParams>('FuzzyFileSearchSessionStopParams', {
      sessionId: rt.string,
    }),
  );

export type FuzzyFileSearchSessionStopResponse = { [key: string]: unknown };
export const FuzzyFileSearchSessionStopResponse: t.Type<FuzzyFileSearchSessionStopResponse> =
  /* @__PURE__ */ rt.deferred('FuzzyFileSearchSessionStopResponse', () =>
    rt.typed<FuzzyFileSearchSessionStopResponse>(rt.record(rt.unknownValue)),
  );

export type FuzzyFileSearchSessionUpdateParams = {
  query: string;
  sessionId: string;
};
export const FuzzyFileSearchSessionUpdateParams: t.Type<FuzzyFileSearchSessionUpdateParams> =
  /* @__PURE__ */ rt.deferred('FuzzyFileSearchSessionUpdateParams', () =>
    rt.object<FuzzyFileSearchSessionUpdateParams>('FuzzyFileSearchSessionUpdateParams', {
      query: rt.string,
      sessionId: rt.string,
    }),
  );

export type FuzzyFileSearchSessionUpdateResponse = { [key: string]: unknown };
export const FuzzyFileSearchSessionUpdateResponse: t.Type<FuzzyFileSearchSessionUpdateResponse> =
  /* @__PURE__ */ rt.deferred('FuzzyFileSearchSessionUpdateResponse', () =>
    rt.typed<FuzzyFileSearchSessionUpdateResponse>(rt.record(rt.unknownValue)),
  );

export type McpServerElicitationRequestParams = {
  /** Registration scope, not necessarily the server's execution environment. */
  environmentId?: string | null;
  serverName: string;
  threadId: string;
  /**
   * Active Codex turn when this elicitation was observed, if app-server could correlate one.
   *
   * This is nullable because MCP models elicitation as a standalone server-to-client request identified by the MCP server request id. It may be triggered during a turn, but turn context is app-server correlation rather than part of the protocol identity of the elicitation itself.
   */
  turnId?: string | null;
} & (
  | {
      _meta?: unknown;
      challenge: string;
      description: string;
      mode: 'openai/userVerification';
      title: string;
    }
  | {
      _meta?: unknown;
      message: string;
      mode: 'form';
      requestedSchema: McpElicitationSchema;
    }
  | {
      _meta?: unknown;
      message: string;
      mode: 'openai/form';
      requestedSchema: unknown;
    }
  | {
      _meta?: unknown;
      message: string;
      mode: 'openaiForm';
      requestedSchema: unknown;
    }
  | {
      _meta?: unknown;
      elicitationId: string;
      message: string;
      mode: 'url';
      url: string;
    }
);
export const McpServerElicitationRequestParams: rt.TaggedUnionType<McpServerElicitationRequestParams> =
  /* @__PURE__ */ rt.deferredTagged('McpServerElicitationRequestParams', () =>
    rt.taggedIntersection<McpServerElicitationRequestParams>(
      'McpServerElicitationRequestParams',
      [
        rt.object(
          'McpServerElicitationRequestParams',
          { serverName: rt.string, threadId: rt.string },
          { environmentId: rt.nullable(rt.string), turnId: rt.nullable(rt.string) },
        ),
      ],
      rt.taggedUnion('McpServerElicitationRequestParams', 'mode', {
        'openai/userVerification': rt.object(
          'McpServerElicitationRequestParams:openai/userVerification',
          {
            challenge: rt.string,
            description: rt.string,
            mode: rt.literal('openai/userVerification'),
            title: rt.string,
          },
          { _meta: rt.unknownValue },
        ),
        form: rt.object(
          'McpServerElicitationRequestParams:form',
          {
            message: rt.string,
            mode: rt.literal('form'),
            requestedSchema: rt.ref('McpElicitationSchema', () => McpElicitationSchema),
          },
          { _meta: rt.unknownValue },
        ),
        'openai/form': rt.object(
          'McpServerElicitationRequestParams:openai/form',
          { message: rt.string, mode: rt.literal('openai/form'), requestedSchema: rt.unknownValue },
          { _meta: rt.unknownValue },
        ),
        openaiForm: rt.object(
          'McpServerElicitationRequestParams:openaiForm',
          { message: rt.string, mode: rt.literal('openaiForm'), requestedSchema: rt.unknownValue },
          { _meta: rt.unknownValue },
        ),
        url: rt.object(
          'McpServerElicitationRequestParams:url',
          { elicitationId: rt.string, message: rt.string, mode: rt.literal('url'), url: rt.string },
          { _meta: rt.unknownValue },
        ),
      }),
    ),
  );
