// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/experimental/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

import { NetworkPolicyAmendment } from '../../stable/shared/common.js';
import {
  CommandExecutionApprovalDecision,
  CommandExecutionApprovalKind,
  NetworkApprovalContext,
} from '../../stable/shared/item.js';
import { McpElicitationSchema } from '../../stable/shared/mcp.js';
import { CommandAction } from '../../stable/v2/command.js';
import { AdditionalPermissionProfile, LegacyAppPathString } from '../../stable/v2/common.js';

const refs: rt.Refs = () => [
  AdditionalPermissionProfile,
  CommandAction,
  CommandExecutionApprovalDecision,
  CommandExecutionApprovalKind,
  LegacyAppPathString,
  McpElicitationSchema,
  NetworkApprovalContext,
  NetworkPolicyAmendment,
];

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
  /* @__PURE__ */ rt.define<CommandExecutionRequestApprovalParams>(
    'CommandExecutionRequestApprovalParams',
    refs,
    '[o,{itemId:s,startedAtMs:i,threadId:s,turnId:s},{additionalPermissions:["?",0],approvalId:["?",s],availableDecisions:["?",[a,2]],command:["?",s],commandActions:["?",[a,1]],cwd:["?",4],environmentId:["?",s],kind:3,networkApprovalContext:["?",6],proposedExecpolicyAmendment:["?",[a,s]],proposedNetworkPolicyAmendments:["?",[a,7]],reason:["?",s]}]',
  );

export type FuzzyFileSearchSessionStartParams = {
  roots: Array<string>;
  sessionId: string;
};
export const FuzzyFileSearchSessionStartParams: t.Type<FuzzyFileSearchSessionStartParams> =
  /* @__PURE__ */ rt.define<FuzzyFileSearchSessionStartParams>(
    'FuzzyFileSearchSessionStartParams',
    refs,
    '[o,{roots:[a,s],sessionId:s}]',
  );

export type FuzzyFileSearchSessionStartResponse = { [key: string]: unknown };
export const FuzzyFileSearchSessionStartResponse: t.Type<FuzzyFileSearchSessionStartResponse> =
  /* @__PURE__ */ rt.define<FuzzyFileSearchSessionStartResponse>(
    'FuzzyFileSearchSessionStartResponse',
    refs,
    '[r,u]',
  );

export type FuzzyFileSearchSessionStopParams = {
  sessionId: string;
};
export const FuzzyFileSearchSessionStopParams: t.Type<FuzzyFileSearchSessionStopParams> =
  /* @__PURE__ */ rt.define<FuzzyFileSearchSessionStopParams>(
    'FuzzyFileSearchSessionStopParams',
    refs,
    '[o,{sessionId:s}]',
  );

export type FuzzyFileSearchSessionStopResponse = { [key: string]: unknown };
export const FuzzyFileSearchSessionStopResponse: t.Type<FuzzyFileSearchSessionStopResponse> =
  /* @__PURE__ */ rt.define<FuzzyFileSearchSessionStopResponse>(
    'FuzzyFileSearchSessionStopResponse',
    refs,
    '[r,u]',
  );

export type FuzzyFileSearchSessionUpdateParams = {
  query: string;
  sessionId: string;
};
export const FuzzyFileSearchSessionUpdateParams: t.Type<FuzzyFileSearchSessionUpdateParams> =
  /* @__PURE__ */ rt.define<FuzzyFileSearchSessionUpdateParams>(
    'FuzzyFileSearchSessionUpdateParams',
    refs,
    '[o,{query:s,sessionId:s}]',
  );

export type FuzzyFileSearchSessionUpdateResponse = { [key: string]: unknown };
export const FuzzyFileSearchSessionUpdateResponse: t.Type<FuzzyFileSearchSessionUpdateResponse> =
  /* @__PURE__ */ rt.define<FuzzyFileSearchSessionUpdateResponse>(
    'FuzzyFileSearchSessionUpdateResponse',
    refs,
    '[r,u]',
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
  /* @__PURE__ */ rt.defineTagged<McpServerElicitationRequestParams>(
    'McpServerElicitationRequestParams',
    refs,
    '["&",[[o,{serverName:s,threadId:s},{environmentId:["?",s],turnId:["?",s]}],[t,mode,{"openai/userVerification":[o,{challenge:s,description:s,mode:[l,"openai/userVerification"],title:s},{_meta:u}],form:[o,{message:s,mode:[l,form],requestedSchema:5},{_meta:u}],"openai/form":[o,{message:s,mode:[l,"openai/form"],requestedSchema:u},{_meta:u}],openaiForm:[o,{message:s,mode:[l,openaiForm],requestedSchema:u},{_meta:u}],url:[o,{elicitationId:s,message:s,mode:[l,url],url:s},{_meta:u}]}]]]',
  );
