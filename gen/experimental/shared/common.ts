// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/experimental/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import * as t from 'io-ts';
import * as rt from '../../../lib/protocol/codec-runtime.js';

import { NetworkPolicyAmendment } from '../../stable/shared/common.js';
import {
  CommandExecutionApprovalDecision,
  CommandExecutionApprovalKind,
  NetworkApprovalContext,
} from '../../stable/shared/item.js';
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
  /* @__PURE__ */ rt.lazy('CommandExecutionRequestApprovalParams', () =>
    t.intersection([
      t.type({ itemId: t.string, startedAtMs: rt.integer, threadId: t.string, turnId: t.string }),
      t.partial({
        additionalPermissions: rt.nullable(AdditionalPermissionProfile),
        approvalId: rt.nullable(t.string),
        availableDecisions: rt.nullable(t.array(CommandExecutionApprovalDecision)),
        command: rt.nullable(t.string),
        commandActions: rt.nullable(t.array(CommandAction)),
        cwd: rt.nullable(LegacyAppPathString),
        environmentId: rt.nullable(t.string),
        kind: CommandExecutionApprovalKind,
        networkApprovalContext: rt.nullable(NetworkApprovalContext),
        proposedExecpolicyAmendment: rt.nullable(t.array(t.string)),
        proposedNetworkPolicyAmendments: rt.nullable(t.array(NetworkPolicyAmendment)),
        reason: rt.nullable(t.string),
      }),
    ]),
  );

export type FuzzyFileSearchSessionStartParams = {
  roots: Array<string>;
  sessionId: string;
};
export const FuzzyFileSearchSessionStartParams: t.Type<FuzzyFileSearchSessionStartParams> =
  /* @__PURE__ */ rt.lazy('FuzzyFileSearchSessionStartParams', () =>
    t.type({ roots: t.array(t.string), sessionId: t.string }),
  );

export type FuzzyFileSearchSessionStartResponse = { [key: string]: unknown };
export const FuzzyFileSearchSessionStartResponse: t.Type<FuzzyFileSearchSessionStartResponse> =
  /* @__PURE__ */ rt.lazy('FuzzyFileSearchSessionStartResponse', () =>
    t.record(t.string, rt.jsonValue),
  );

export type FuzzyFileSearchSessionStopParams = {
  sessionId: string;
};
export const FuzzyFileSearchSessionStopParams: t.Type<FuzzyFileSearchSessionStopParams> =
  /* @__PURE__ */ rt.lazy('FuzzyFileSearchSessionStopParams', () =>
    t.type({ sessionId: t.string }),
  );

export type FuzzyFileSearchSessionStopResponse = { [key: string]: unknown };
export const FuzzyFileSearchSessionStopResponse: t.Type<FuzzyFileSearchSessionStopResponse> =
  /* @__PURE__ */ rt.lazy('FuzzyFileSearchSessionStopResponse', () =>
    t.record(t.string, rt.jsonValue),
  );

export type FuzzyFileSearchSessionUpdateParams = {
  query: string;
  sessionId: string;
};
export const FuzzyFileSearchSessionUpdateParams: t.Type<FuzzyFileSearchSessionUpdateParams> =
  /* @__PURE__ */ rt.lazy('FuzzyFileSearchSessionUpdateParams', () =>
    t.type({ query: t.string, sessionId: t.string }),
  );

export type FuzzyFileSearchSessionUpdateResponse = { [key: string]: unknown };
export const FuzzyFileSearchSessionUpdateResponse: t.Type<FuzzyFileSearchSessionUpdateResponse> =
  /* @__PURE__ */ rt.lazy('FuzzyFileSearchSessionUpdateResponse', () =>
    t.record(t.string, rt.jsonValue),
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
  /* @__PURE__ */ rt.lazyTagged('McpServerElicitationRequestParams', () =>
    rt.withTags(
      t.intersection(
        [
          t.intersection([
            t.type({ serverName: t.string, threadId: t.string }),
            t.partial({ environmentId: rt.nullable(t.string), turnId: rt.nullable(t.string) }),
          ]),
          rt.taggedUnion(
            'mode',
            {
              'openai/userVerification': t.intersection([
                t.type({
                  challenge: t.string,
                  description: t.string,
                  mode: t.literal('openai/userVerification'),
                  title: t.string,
                }),
                t.partial({ _meta: rt.jsonValue }),
              ]),
              form: t.intersection([
                t.type({
                  message: t.string,
                  mode: t.literal('form'),
                  requestedSchema: McpElicitationSchema,
                }),
                t.partial({ _meta: rt.jsonValue }),
              ]),
              'openai/form': t.intersection([
                t.type({
                  message: t.string,
                  mode: t.literal('openai/form'),
                  requestedSchema: rt.jsonValue,
                }),
                t.partial({ _meta: rt.jsonValue }),
              ]),
              openaiForm: t.intersection([
                t.type({
                  message: t.string,
                  mode: t.literal('openaiForm'),
                  requestedSchema: rt.jsonValue,
                }),
                t.partial({ _meta: rt.jsonValue }),
              ]),
              url: t.intersection([
                t.type({
                  elicitationId: t.string,
                  message: t.string,
                  mode: t.literal('url'),
                  url: t.string,
                }),
                t.partial({ _meta: rt.jsonValue }),
              ]),
            },
            'McpServerElicitationRequestParams',
          ),
        ],
        'McpServerElicitationRequestParams',
      ),
    ),
  );
