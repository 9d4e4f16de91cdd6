// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import * as t from 'io-ts';
import * as rt from '../../../lib/protocol/codec-runtime.js';

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

/** User approved the command, and wants to apply the proposed execpolicy amendment so future matching commands can run without prompting. */
export type AcceptWithExecpolicyAmendmentCommandExecutionApprovalDecision = {
  acceptWithExecpolicyAmendment: {
    execpolicy_amendment: Array<string>;
  };
};
/** User approved the command, and wants to apply the proposed execpolicy amendment so future matching commands can run without prompting. */
export const AcceptWithExecpolicyAmendmentCommandExecutionApprovalDecision: t.Type<AcceptWithExecpolicyAmendmentCommandExecutionApprovalDecision> =
  /* @__PURE__ */ rt.lazy('AcceptWithExecpolicyAmendmentCommandExecutionApprovalDecision', () =>
    t.type({ acceptWithExecpolicyAmendment: t.type({ execpolicy_amendment: t.array(t.string) }) }),
  );

/** User chose a persistent network policy rule (allow/deny) for this host. */
export type ApplyNetworkPolicyAmendmentCommandExecutionApprovalDecision = {
  applyNetworkPolicyAmendment: {
    network_policy_amendment: NetworkPolicyAmendment;
  };
};
/** User chose a persistent network policy rule (allow/deny) for this host. */
export const ApplyNetworkPolicyAmendmentCommandExecutionApprovalDecision: t.Type<ApplyNetworkPolicyAmendmentCommandExecutionApprovalDecision> =
  /* @__PURE__ */ rt.lazy('ApplyNetworkPolicyAmendmentCommandExecutionApprovalDecision', () =>
    t.type({
      applyNetworkPolicyAmendment: t.type({ network_policy_amendment: NetworkPolicyAmendment }),
    }),
  );

export type CommandExecutionApprovalDecision =
  | 'accept'
  | 'acceptForSession'
  | AcceptWithExecpolicyAmendmentCommandExecutionApprovalDecision
  | ApplyNetworkPolicyAmendmentCommandExecutionApprovalDecision
  | 'decline'
  | 'cancel';
export const CommandExecutionApprovalDecision: t.Type<CommandExecutionApprovalDecision> =
  /* @__PURE__ */ rt.lazy('CommandExecutionApprovalDecision', () =>
    t.union([
      t.literal('accept'),
      t.literal('acceptForSession'),
      AcceptWithExecpolicyAmendmentCommandExecutionApprovalDecision,
      ApplyNetworkPolicyAmendmentCommandExecutionApprovalDecision,
      t.literal('decline'),
      t.literal('cancel'),
    ]),
  );

/** Distinguishes a command approval from input sent to an existing terminal. */
export type CommandExecutionApprovalKind = 'command' | 'writeStdin' | 'humanCommand';
/** Distinguishes a command approval from input sent to an existing terminal. */
export const CommandExecutionApprovalKind: t.Type<CommandExecutionApprovalKind> =
  /* @__PURE__ */ rt.lazy('CommandExecutionApprovalKind', () =>
    rt.openEnum(t.keyof({ command: null, writeStdin: null, humanCommand: null })),
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
  /* @__PURE__ */ rt.lazy('CommandExecutionRequestApprovalParams', () =>
    t.intersection([
      t.type({ itemId: t.string, startedAtMs: rt.integer, threadId: t.string, turnId: t.string }),
      t.partial({
        approvalId: rt.nullable(t.string),
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

export type CommandExecutionRequestApprovalResponse = {
  decision: CommandExecutionApprovalDecision;
};
export const CommandExecutionRequestApprovalResponse: t.Type<CommandExecutionRequestApprovalResponse> =
  /* @__PURE__ */ rt.lazy('CommandExecutionRequestApprovalResponse', () =>
    t.type({ decision: CommandExecutionApprovalDecision }),
  );

export type DynamicToolCallParams = {
  arguments: unknown;
  callId: string;
  namespace?: string | null;
  threadId: string;
  tool: string;
  turnId: string;
};
export const DynamicToolCallParams: t.Type<DynamicToolCallParams> = /* @__PURE__ */ rt.lazy(
  'DynamicToolCallParams',
  () =>
    t.intersection([
      t.type({
        arguments: rt.jsonValue,
        callId: t.string,
        threadId: t.string,
        tool: t.string,
        turnId: t.string,
      }),
      t.partial({ namespace: rt.nullable(t.string) }),
    ]),
);

export type DynamicToolCallResponse = {
  contentItems: Array<DynamicToolCallOutputContentItem>;
  success: boolean;
};
export const DynamicToolCallResponse: t.Type<DynamicToolCallResponse> = /* @__PURE__ */ rt.lazy(
  'DynamicToolCallResponse',
  () => t.type({ contentItems: t.array(DynamicToolCallOutputContentItem), success: t.boolean }),
);

export type FileChangeApprovalDecision = 'accept' | 'acceptForSession' | 'decline' | 'cancel';
export const FileChangeApprovalDecision: t.Type<FileChangeApprovalDecision> =
  /* @__PURE__ */ rt.lazy('FileChangeApprovalDecision', () =>
    rt.openEnum(t.keyof({ accept: null, acceptForSession: null, decline: null, cancel: null })),
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
  /* @__PURE__ */ rt.lazy('FileChangeRequestApprovalParams', () =>
    t.intersection([
      t.type({ itemId: t.string, startedAtMs: rt.integer, threadId: t.string, turnId: t.string }),
      t.partial({ grantRoot: rt.nullable(t.string), reason: rt.nullable(t.string) }),
    ]),
  );

export type FileChangeRequestApprovalResponse = {
  decision: FileChangeApprovalDecision;
};
export const FileChangeRequestApprovalResponse: t.Type<FileChangeRequestApprovalResponse> =
  /* @__PURE__ */ rt.lazy('FileChangeRequestApprovalResponse', () =>
    t.type({ decision: FileChangeApprovalDecision }),
  );

export type GrantedPermissionProfile = {
  fileSystem?: AdditionalFileSystemPermissions | null;
  network?: AdditionalNetworkPermissions | null;
};
export const GrantedPermissionProfile: t.Type<GrantedPermissionProfile> = /* @__PURE__ */ rt.lazy(
  'GrantedPermissionProfile',
  () =>
    t.partial({
      fileSystem: rt.nullable(AdditionalFileSystemPermissions),
      network: rt.nullable(AdditionalNetworkPermissions),
    }),
);

export type NetworkApprovalContext = {
  host: string;
  protocol: NetworkApprovalProtocol;
};
export const NetworkApprovalContext: t.Type<NetworkApprovalContext> = /* @__PURE__ */ rt.lazy(
  'NetworkApprovalContext',
  () => t.type({ host: t.string, protocol: NetworkApprovalProtocol }),
);

export type PermissionGrantScope = 'turn' | 'session';
export const PermissionGrantScope: t.Type<PermissionGrantScope> = /* @__PURE__ */ rt.lazy(
  'PermissionGrantScope',
  () => rt.openEnum(t.keyof({ turn: null, session: null })),
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
  /* @__PURE__ */ rt.lazy('PermissionsRequestApprovalParams', () =>
    t.intersection([
      t.type({
        cwd: LegacyAppPathString,
        itemId: t.string,
        permissions: RequestPermissionProfile,
        startedAtMs: rt.integer,
        threadId: t.string,
        turnId: t.string,
      }),
      t.partial({ environmentId: rt.nullable(t.string), reason: rt.nullable(t.string) }),
    ]),
  );

export type PermissionsRequestApprovalResponse = {
  permissions: GrantedPermissionProfile;
  scope?: PermissionGrantScope;
  /** Review every subsequent command in this turn before normal sandboxed execution. */
  strictAutoReview?: boolean | null;
};
export const PermissionsRequestApprovalResponse: t.Type<PermissionsRequestApprovalResponse> =
  /* @__PURE__ */ rt.lazy('PermissionsRequestApprovalResponse', () =>
    t.intersection([
      t.type({ permissions: GrantedPermissionProfile }),
      t.partial({ scope: PermissionGrantScope, strictAutoReview: rt.nullable(t.boolean) }),
    ]),
  );

/** EXPERIMENTAL. Captures a user's answer to a request_user_input question. */
export type ToolRequestUserInputAnswer = {
  answers: Array<string>;
};
/** EXPERIMENTAL. Captures a user's answer to a request_user_input question. */
export const ToolRequestUserInputAnswer: t.Type<ToolRequestUserInputAnswer> =
  /* @__PURE__ */ rt.lazy('ToolRequestUserInputAnswer', () =>
    t.type({ answers: t.array(t.string) }),
  );

/** EXPERIMENTAL. Defines a single selectable option for request_user_input. */
export type ToolRequestUserInputOption = {
  description: string;
  label: string;
};
/** EXPERIMENTAL. Defines a single selectable option for request_user_input. */
export const ToolRequestUserInputOption: t.Type<ToolRequestUserInputOption> =
  /* @__PURE__ */ rt.lazy('ToolRequestUserInputOption', () =>
    t.type({ description: t.string, label: t.string }),
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
  /* @__PURE__ */ rt.lazy('ToolRequestUserInputParams', () =>
    t.intersection([
      t.type({
        isBlocking: t.boolean,
        itemId: t.string,
        questions: t.array(ToolRequestUserInputQuestion),
        threadId: t.string,
        turnId: t.string,
      }),
      t.partial({ autoResolutionMs: rt.nullable(rt.integer) }),
    ]),
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
  /* @__PURE__ */ rt.lazy('ToolRequestUserInputQuestion', () =>
    t.intersection([
      t.type({ header: t.string, id: t.string, question: t.string }),
      t.partial({
        isOther: t.boolean,
        isSecret: t.boolean,
        options: rt.nullable(t.array(ToolRequestUserInputOption)),
      }),
    ]),
  );

/** EXPERIMENTAL. Response payload mapping question ids to answers. */
export type ToolRequestUserInputResponse = {
  answers: { [key: string]: ToolRequestUserInputAnswer };
};
/** EXPERIMENTAL. Response payload mapping question ids to answers. */
export const ToolRequestUserInputResponse: t.Type<ToolRequestUserInputResponse> =
  /* @__PURE__ */ rt.lazy('ToolRequestUserInputResponse', () =>
    t.type({ answers: t.record(t.string, ToolRequestUserInputAnswer) }),
  );
