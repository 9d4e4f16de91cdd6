// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

import { NetworkPolicyAmendment } from './common.js';
import { CommandAction } from '../v2/command.js';
import {
  AdditionalFileSystemPermissions,
  AdditionalNetworkPermissions,
  DynamicToolCallOutputContentItem,
  LegacyAppPathString,
  NetworkApprovalProtocol,
  RequestPermissionProfile,
} from '../v2/common.js';

const refs: rt.Refs = () => [
  AcceptWithExecpolicyAmendmentCommandExecutionApprovalDecision,
  AdditionalFileSystemPermissions,
  AdditionalNetworkPermissions,
  ApplyNetworkPolicyAmendmentCommandExecutionApprovalDecision,
  CommandAction,
  CommandExecutionApprovalDecision,
  CommandExecutionApprovalKind,
  DynamicToolCallOutputContentItem,
  FileChangeApprovalDecision,
  GrantedPermissionProfile,
  LegacyAppPathString,
  NetworkApprovalContext,
  NetworkApprovalProtocol,
  NetworkPolicyAmendment,
  PermissionGrantScope,
  RequestPermissionProfile,
  ToolRequestUserInputAnswer,
  ToolRequestUserInputOption,
  ToolRequestUserInputQuestion,
];

/** User approved the command, and wants to apply the proposed execpolicy amendment so future matching commands can run without prompting. */
export type AcceptWithExecpolicyAmendmentCommandExecutionApprovalDecision = {
  acceptWithExecpolicyAmendment: {
    execpolicy_amendment: Array<string>;
  };
};
/** User approved the command, and wants to apply the proposed execpolicy amendment so future matching commands can run without prompting. */
export const AcceptWithExecpolicyAmendmentCommandExecutionApprovalDecision: t.Type<AcceptWithExecpolicyAmendmentCommandExecutionApprovalDecision> =
  /* @__PURE__ */ rt.define<AcceptWithExecpolicyAmendmentCommandExecutionApprovalDecision>(
    'AcceptWithExecpolicyAmendmentCommandExecutionApprovalDecision',
    refs,
    '[o,{acceptWithExecpolicyAmendment:[o,{execpolicy_amendment:[a,s]}]}]',
  );

/** User chose a persistent network policy rule (allow/deny) for this host. */
export type ApplyNetworkPolicyAmendmentCommandExecutionApprovalDecision = {
  applyNetworkPolicyAmendment: {
    network_policy_amendment: NetworkPolicyAmendment;
  };
};
/** User chose a persistent network policy rule (allow/deny) for this host. */
export const ApplyNetworkPolicyAmendmentCommandExecutionApprovalDecision: t.Type<ApplyNetworkPolicyAmendmentCommandExecutionApprovalDecision> =
  /* @__PURE__ */ rt.define<ApplyNetworkPolicyAmendmentCommandExecutionApprovalDecision>(
    'ApplyNetworkPolicyAmendmentCommandExecutionApprovalDecision',
    refs,
    '[o,{applyNetworkPolicyAmendment:[o,{network_policy_amendment:13}]}]',
  );

export type CommandExecutionApprovalDecision =
  | 'accept'
  | 'acceptForSession'
  | AcceptWithExecpolicyAmendmentCommandExecutionApprovalDecision
  | ApplyNetworkPolicyAmendmentCommandExecutionApprovalDecision
  | 'decline'
  | 'cancel';
export const CommandExecutionApprovalDecision: t.Type<CommandExecutionApprovalDecision> =
  /* @__PURE__ */ rt.define<CommandExecutionApprovalDecision>(
    'CommandExecutionApprovalDecision',
    refs,
    '["|",[[l,accept],[l,acceptForSession],0,3,[l,decline],[l,cancel]]]',
  );

/** Distinguishes a command approval from input sent to an existing terminal. */
export type CommandExecutionApprovalKind = 'command' | 'writeStdin' | 'humanCommand';
/** Distinguishes a command approval from input sent to an existing terminal. */
export const CommandExecutionApprovalKind: t.Type<CommandExecutionApprovalKind> =
  /* @__PURE__ */ rt.define<CommandExecutionApprovalKind>(
    'CommandExecutionApprovalKind',
    refs,
    '[e,[command,writeStdin,humanCommand]]',
  );

export type CommandExecutionRequestApprovalParams = {
  /**
   * Unique identifier for this specific approval callback.
   *
   * For regular shell/unified_exec approvals, this is null.
   *
   * For zsh-exec-bridge subcommand approvals, multiple callbacks can belong to one parent `itemId`, so `approvalId` is a distinct opaque callback id (a UUID) used to disambiguate routing. Stdin approvals also use a distinct callback id; inspect `kind` to distinguish them.
   */
  approvalId?: string | null;
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
    '[o,{itemId:s,startedAtMs:i,threadId:s,turnId:s},{approvalId:["?",s],command:["?",s],commandActions:["?",[a,4]],cwd:["?",10],environmentId:["?",s],kind:6,networkApprovalContext:["?",11],proposedExecpolicyAmendment:["?",[a,s]],proposedNetworkPolicyAmendments:["?",[a,13]],reason:["?",s]}]',
  );

export type CommandExecutionRequestApprovalResponse = {
  decision: CommandExecutionApprovalDecision;
};
export const CommandExecutionRequestApprovalResponse: t.Type<CommandExecutionRequestApprovalResponse> =
  /* @__PURE__ */ rt.define<CommandExecutionRequestApprovalResponse>(
    'CommandExecutionRequestApprovalResponse',
    refs,
    '[o,{decision:5}]',
  );

export type DynamicToolCallParams = {
  arguments: unknown;
  callId: string;
  namespace?: string | null;
  threadId: string;
  tool: string;
  turnId: string;
};
export const DynamicToolCallParams: t.Type<DynamicToolCallParams> =
  /* @__PURE__ */ rt.define<DynamicToolCallParams>(
    'DynamicToolCallParams',
    refs,
    '[o,{arguments:u,callId:s,threadId:s,tool:s,turnId:s},{namespace:["?",s]}]',
  );

export type DynamicToolCallResponse = {
  contentItems: Array<DynamicToolCallOutputContentItem>;
  success: boolean;
};
export const DynamicToolCallResponse: t.Type<DynamicToolCallResponse> =
  /* @__PURE__ */ rt.define<DynamicToolCallResponse>(
    'DynamicToolCallResponse',
    refs,
    '[o,{contentItems:[a,7],success:b}]',
  );

export type FileChangeApprovalDecision = 'accept' | 'acceptForSession' | 'decline' | 'cancel';
export const FileChangeApprovalDecision: t.Type<FileChangeApprovalDecision> =
  /* @__PURE__ */ rt.define<FileChangeApprovalDecision>(
    'FileChangeApprovalDecision',
    refs,
    '[e,[accept,acceptForSession,decline,cancel]]',
  );

export type FileChangeRequestApprovalParams = {
  /** [UNSTABLE] When set, the agent is asking the user to allow writes under this root for the remainder of the session (unclear if this is honored today). */
  grantRoot?: string | null;
  itemId: string;
  /** Optional explanatory reason (e.g. request for extra write access). */
  reason?: string | null;
  /** Unix timestamp (in milliseconds) when this approval request started. */
  startedAtMs: number;
  threadId: string;
  turnId: string;
};
export const FileChangeRequestApprovalParams: t.Type<FileChangeRequestApprovalParams> =
  /* @__PURE__ */ rt.define<FileChangeRequestApprovalParams>(
    'FileChangeRequestApprovalParams',
    refs,
    '[o,{itemId:s,startedAtMs:i,threadId:s,turnId:s},{grantRoot:["?",s],reason:["?",s]}]',
  );

export type FileChangeRequestApprovalResponse = {
  decision: FileChangeApprovalDecision;
};
export const FileChangeRequestApprovalResponse: t.Type<FileChangeRequestApprovalResponse> =
  /* @__PURE__ */ rt.define<FileChangeRequestApprovalResponse>(
    'FileChangeRequestApprovalResponse',
    refs,
    '[o,{decision:8}]',
  );

export type GrantedPermissionProfile = {
  fileSystem?: AdditionalFileSystemPermissions | null;
  network?: AdditionalNetworkPermissions | null;
};
export const GrantedPermissionProfile: t.Type<GrantedPermissionProfile> =
  /* @__PURE__ */ rt.define<GrantedPermissionProfile>(
    'GrantedPermissionProfile',
    refs,
    '[o,{},{fileSystem:["?",1],network:["?",2]}]',
  );

export type NetworkApprovalContext = {
  host: string;
  protocol: NetworkApprovalProtocol;
};
export const NetworkApprovalContext: t.Type<NetworkApprovalContext> =
  /* @__PURE__ */ rt.define<NetworkApprovalContext>(
    'NetworkApprovalContext',
    refs,
    '[o,{host:s,protocol:12}]',
  );

export type PermissionGrantScope = 'turn' | 'session';
export const PermissionGrantScope: t.Type<PermissionGrantScope> =
  /* @__PURE__ */ rt.define<PermissionGrantScope>(
    'PermissionGrantScope',
    refs,
    '[e,[turn,session]]',
  );

export type PermissionsRequestApprovalParams = {
  cwd: LegacyAppPathString;
  environmentId?: string | null;
  itemId: string;
  permissions: RequestPermissionProfile;
  reason?: string | null;
  /** Unix timestamp (in milliseconds) when this approval request started. */
  startedAtMs: number;
  threadId: string;
  turnId: string;
};
export const PermissionsRequestApprovalParams: t.Type<PermissionsRequestApprovalParams> =
  /* @__PURE__ */ rt.define<PermissionsRequestApprovalParams>(
    'PermissionsRequestApprovalParams',
    refs,
    '[o,{cwd:10,itemId:s,permissions:15,startedAtMs:i,threadId:s,turnId:s},{environmentId:["?",s],reason:["?",s]}]',
  );

export type PermissionsRequestApprovalResponse = {
  permissions: GrantedPermissionProfile;
  scope?: PermissionGrantScope;
  /** Review every subsequent command in this turn before normal sandboxed execution. */
  strictAutoReview?: boolean | null;
};
export const PermissionsRequestApprovalResponse: t.Type<PermissionsRequestApprovalResponse> =
  /* @__PURE__ */ rt.define<PermissionsRequestApprovalResponse>(
    'PermissionsRequestApprovalResponse',
    refs,
    '[o,{permissions:9},{scope:14,strictAutoReview:["?",b]}]',
  );

/** EXPERIMENTAL. Captures a user's answer to a request_user_input question. */
export type ToolRequestUserInputAnswer = {
  answers: Array<string>;
};
/** EXPERIMENTAL. Captures a user's answer to a request_user_input question. */
export const ToolRequestUserInputAnswer: t.Type<ToolRequestUserInputAnswer> =
  /* @__PURE__ */ rt.define<ToolRequestUserInputAnswer>(
    'ToolRequestUserInputAnswer',
    refs,
    '[o,{answers:[a,s]}]',
  );

/** EXPERIMENTAL. Defines a single selectable option for request_user_input. */
export type ToolRequestUserInputOption = {
  description: string;
  label: string;
};
/** EXPERIMENTAL. Defines a single selectable option for request_user_input. */
export const ToolRequestUserInputOption: t.Type<ToolRequestUserInputOption> =
  /* @__PURE__ */ rt.define<ToolRequestUserInputOption>(
    'ToolRequestUserInputOption',
    refs,
    '[o,{description:s,label:s}]',
  );

/** EXPERIMENTAL. Params sent with a request_user_input event. */
export type ToolRequestUserInputParams = {
  /** @deprecated Use `isBlocking` to decide whether the request should block. */
  autoResolutionMs?: number | null;
  isBlocking: boolean;
  itemId: string;
  questions: Array<ToolRequestUserInputQuestion>;
  threadId: string;
  turnId: string;
};
/** EXPERIMENTAL. Params sent with a request_user_input event. */
export const ToolRequestUserInputParams: t.Type<ToolRequestUserInputParams> =
  /* @__PURE__ */ rt.define<ToolRequestUserInputParams>(
    'ToolRequestUserInputParams',
    refs,
    '[o,{isBlocking:b,itemId:s,questions:[a,18],threadId:s,turnId:s},{autoResolutionMs:["?",i]}]',
  );

/** EXPERIMENTAL. Represents one request_user_input question and its required options. */
export type ToolRequestUserInputQuestion = {
  header: string;
  id: string;
  isOther?: boolean;
  isSecret?: boolean;
  options?: Array<ToolRequestUserInputOption> | null;
  question: string;
};
/** EXPERIMENTAL. Represents one request_user_input question and its required options. */
export const ToolRequestUserInputQuestion: t.Type<ToolRequestUserInputQuestion> =
  /* @__PURE__ */ rt.define<ToolRequestUserInputQuestion>(
    'ToolRequestUserInputQuestion',
    refs,
    '[o,{header:s,id:s,question:s},{isOther:b,isSecret:b,options:["?",[a,17]]}]',
  );

/** EXPERIMENTAL. Response payload mapping question ids to answers. */
export type ToolRequestUserInputResponse = {
  answers: { [key: string]: ToolRequestUserInputAnswer };
};
/** EXPERIMENTAL. Response payload mapping question ids to answers. */
export const ToolRequestUserInputResponse: t.Type<ToolRequestUserInputResponse> =
  /* @__PURE__ */ rt.define<ToolRequestUserInputResponse>(
    'ToolRequestUserInputResponse',
    refs,
    '[o,{answers:[r,16]}]',
  );
