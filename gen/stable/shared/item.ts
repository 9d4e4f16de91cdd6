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

/** User approved the command, and wants to apply the proposed execpolicy amendment so future matching commands can run without prompting. */
export type AcceptWithExecpolicyAmendmentCommandExecutionApprovalDecision = {
  acceptWithExecpolicyAmendment: {
    execpolicy_amendment: Array<string>;
  };
};
/** User approved the command, and wants to apply the proposed execpolicy amendment so future matching commands can run without prompting. */
export const AcceptWithExecpolicyAmendmentCommandExecutionApprovalDecision: t.Type<AcceptWithExecpolicyAmendmentCommandExecutionApprovalDecision> =
  /* @__PURE__ */ rt.deferred(
    'AcceptWithExecpolicyAmendmentCommandExecutionApprovalDecision',
    (n) =>
      rt.object<AcceptWithExecpolicyAmendmentCommandExecutionApprovalDecision>(n, {
        acceptWithExecpolicyAmendment: rt.object(`${n}.acceptWithExecpolicyAmendment`, {
          execpolicy_amendment: rt.array(rt.string),
        }),
      }),
  );

/** User chose a persistent network policy rule (allow/deny) for this host. */
export type ApplyNetworkPolicyAmendmentCommandExecutionApprovalDecision = {
  applyNetworkPolicyAmendment: {
    network_policy_amendment: NetworkPolicyAmendment;
  };
};
/** User chose a persistent network policy rule (allow/deny) for this host. */
export const ApplyNetworkPolicyAmendmentCommandExecutionApprovalDecision: t.Type<ApplyNetworkPolicyAmendmentCommandExecutionApprovalDecision> =
  /* @__PURE__ */ rt.deferred('ApplyNetworkPolicyAmendmentCommandExecutionApprovalDecision', (n) =>
    rt.object<ApplyNetworkPolicyAmendmentCommandExecutionApprovalDecision>(n, {
      applyNetworkPolicyAmendment: rt.object(`${n}.applyNetworkPolicyAmendment`, {
        network_policy_amendment: NetworkPolicyAmendment,
      }),
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
  /* @__PURE__ */ rt.deferred('CommandExecutionApprovalDecision', (n) =>
    rt.union<CommandExecutionApprovalDecision>(n, [
      rt.literal('accept'),
      rt.literal('acceptForSession'),
      AcceptWithExecpolicyAmendmentCommandExecutionApprovalDecision,
      ApplyNetworkPolicyAmendmentCommandExecutionApprovalDecision,
      rt.literal('decline'),
      rt.literal('cancel'),
    ]),
  );

/** Distinguishes a command approval from input sent to an existing terminal. */
export type CommandExecutionApprovalKind = 'command' | 'writeStdin' | 'humanCommand';
/** Distinguishes a command approval from input sent to an existing terminal. */
export const CommandExecutionApprovalKind: t.Type<CommandExecutionApprovalKind> =
  /* @__PURE__ */ rt.deferred('CommandExecutionApprovalKind', (n) =>
    rt.enumeration<CommandExecutionApprovalKind>(n, ['command', 'writeStdin', 'humanCommand']),
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
  /* @__PURE__ */ rt.deferred('CommandExecutionRequestApprovalParams', (n) =>
    rt.object<CommandExecutionRequestApprovalParams>(
      n,
      { itemId: rt.string, startedAtMs: rt.integer, threadId: rt.string, turnId: rt.string },
      {
        approvalId: rt.nullable(rt.string),
        command: rt.nullable(rt.string),
        commandActions: rt.nullable(rt.array(CommandAction)),
        cwd: rt.nullable(LegacyAppPathString),
        environmentId: rt.nullable(rt.string),
        kind: CommandExecutionApprovalKind,
        networkApprovalContext: rt.nullable(NetworkApprovalContext),
        proposedExecpolicyAmendment: rt.nullable(rt.array(rt.string)),
        proposedNetworkPolicyAmendments: rt.nullable(rt.array(NetworkPolicyAmendment)),
        reason: rt.nullable(rt.string),
      },
    ),
  );

export type CommandExecutionRequestApprovalResponse = {
  decision: CommandExecutionApprovalDecision;
};
export const CommandExecutionRequestApprovalResponse: t.Type<CommandExecutionRequestApprovalResponse> =
  /* @__PURE__ */ rt.deferred('CommandExecutionRequestApprovalResponse', (n) =>
    rt.object<CommandExecutionRequestApprovalResponse>(n, {
      decision: CommandExecutionApprovalDecision,
    }),
  );

export type DynamicToolCallParams = {
  arguments: unknown;
  callId: string;
  namespace?: string | null;
  threadId: string;
  tool: string;
  turnId: string;
};
export const DynamicToolCallParams: t.Type<DynamicToolCallParams> = /* @__PURE__ */ rt.deferred(
  'DynamicToolCallParams',
  (n) =>
    rt.object<DynamicToolCallParams>(
      n,
      {
        arguments: rt.unknownValue,
        callId: rt.string,
        threadId: rt.string,
        tool: rt.string,
        turnId: rt.string,
      },
      { namespace: rt.nullable(rt.string) },
    ),
);

export type DynamicToolCallResponse = {
  contentItems: Array<DynamicToolCallOutputContentItem>;
  success: boolean;
};
export const DynamicToolCallResponse: t.Type<DynamicToolCallResponse> = /* @__PURE__ */ rt.deferred(
  'DynamicToolCallResponse',
  (n) =>
    rt.object<DynamicToolCallResponse>(n, {
      contentItems: rt.array(DynamicToolCallOutputContentItem),
      success: rt.boolean,
    }),
);

export type FileChangeApprovalDecision = 'accept' | 'acceptForSession' | 'decline' | 'cancel';
export const FileChangeApprovalDecision: t.Type<FileChangeApprovalDecision> =
  /* @__PURE__ */ rt.deferred('FileChangeApprovalDecision', (n) =>
    rt.enumeration<FileChangeApprovalDecision>(n, [
      'accept',
      'acceptForSession',
      'decline',
      'cancel',
    ]),
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
  /* @__PURE__ */ rt.deferred('FileChangeRequestApprovalParams', (n) =>
    rt.object<FileChangeRequestApprovalParams>(
      n,
      { itemId: rt.string, startedAtMs: rt.integer, threadId: rt.string, turnId: rt.string },
      { grantRoot: rt.nullable(rt.string), reason: rt.nullable(rt.string) },
    ),
  );

export type FileChangeRequestApprovalResponse = {
  decision: FileChangeApprovalDecision;
};
export const FileChangeRequestApprovalResponse: t.Type<FileChangeRequestApprovalResponse> =
  /* @__PURE__ */ rt.deferred('FileChangeRequestApprovalResponse', (n) =>
    rt.object<FileChangeRequestApprovalResponse>(n, { decision: FileChangeApprovalDecision }),
  );

export type GrantedPermissionProfile = {
  fileSystem?: AdditionalFileSystemPermissions | null;
  network?: AdditionalNetworkPermissions | null;
};
export const GrantedPermissionProfile: t.Type<GrantedPermissionProfile> =
  /* @__PURE__ */ rt.deferred('GrantedPermissionProfile', (n) =>
    rt.object<GrantedPermissionProfile>(
      n,
      {},
      {
        fileSystem: rt.nullable(AdditionalFileSystemPermissions),
        network: rt.nullable(AdditionalNetworkPermissions),
      },
    ),
  );

export type NetworkApprovalContext = {
  host: string;
  protocol: NetworkApprovalProtocol;
};
export const NetworkApprovalContext: t.Type<NetworkApprovalContext> = /* @__PURE__ */ rt.deferred(
  'NetworkApprovalContext',
  (n) =>
    rt.object<NetworkApprovalContext>(n, { host: rt.string, protocol: NetworkApprovalProtocol }),
);

export type PermissionGrantScope = 'turn' | 'session';
export const PermissionGrantScope: t.Type<PermissionGrantScope> = /* @__PURE__ */ rt.deferred(
  'PermissionGrantScope',
  (n) => rt.enumeration<PermissionGrantScope>(n, ['turn', 'session']),
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
  /* @__PURE__ */ rt.deferred('PermissionsRequestApprovalParams', (n) =>
    rt.object<PermissionsRequestApprovalParams>(
      n,
      {
        cwd: LegacyAppPathString,
        itemId: rt.string,
        permissions: RequestPermissionProfile,
        startedAtMs: rt.integer,
        threadId: rt.string,
        turnId: rt.string,
      },
      { environmentId: rt.nullable(rt.string), reason: rt.nullable(rt.string) },
    ),
  );

export type PermissionsRequestApprovalResponse = {
  permissions: GrantedPermissionProfile;
  scope?: PermissionGrantScope;
  /** Review every subsequent command in this turn before normal sandboxed execution. */
  strictAutoReview?: boolean | null;
};
export const PermissionsRequestApprovalResponse: t.Type<PermissionsRequestApprovalResponse> =
  /* @__PURE__ */ rt.deferred('PermissionsRequestApprovalResponse', (n) =>
    rt.object<PermissionsRequestApprovalResponse>(
      n,
      { permissions: GrantedPermissionProfile },
      { scope: PermissionGrantScope, strictAutoReview: rt.nullable(rt.boolean) },
    ),
  );

/** EXPERIMENTAL. Captures a user's answer to a request_user_input question. */
export type ToolRequestUserInputAnswer = {
  answers: Array<string>;
};
/** EXPERIMENTAL. Captures a user's answer to a request_user_input question. */
export const ToolRequestUserInputAnswer: t.Type<ToolRequestUserInputAnswer> =
  /* @__PURE__ */ rt.deferred('ToolRequestUserInputAnswer', (n) =>
    rt.object<ToolRequestUserInputAnswer>(n, { answers: rt.array(rt.string) }),
  );

/** EXPERIMENTAL. Defines a single selectable option for request_user_input. */
export type ToolRequestUserInputOption = {
  description: string;
  label: string;
};
/** EXPERIMENTAL. Defines a single selectable option for request_user_input. */
export const ToolRequestUserInputOption: t.Type<ToolRequestUserInputOption> =
  /* @__PURE__ */ rt.deferred('ToolRequestUserInputOption', (n) =>
    rt.object<ToolRequestUserInputOption>(n, { description: rt.string, label: rt.string }),
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
  /* @__PURE__ */ rt.deferred('ToolRequestUserInputParams', (n) =>
    rt.object<ToolRequestUserInputParams>(
      n,
      {
        isBlocking: rt.boolean,
        itemId: rt.string,
        questions: rt.array(ToolRequestUserInputQuestion),
        threadId: rt.string,
        turnId: rt.string,
      },
      { autoResolutionMs: rt.nullable(rt.integer) },
    ),
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
  /* @__PURE__ */ rt.deferred('ToolRequestUserInputQuestion', (n) =>
    rt.object<ToolRequestUserInputQuestion>(
      n,
      { header: rt.string, id: rt.string, question: rt.string },
      {
        isOther: rt.boolean,
        isSecret: rt.boolean,
        options: rt.nullable(rt.array(ToolRequestUserInputOption)),
      },
    ),
  );

/** EXPERIMENTAL. Response payload mapping question ids to answers. */
export type ToolRequestUserInputResponse = {
  answers: { [key: string]: ToolRequestUserInputAnswer };
};
/** EXPERIMENTAL. Response payload mapping question ids to answers. */
export const ToolRequestUserInputResponse: t.Type<ToolRequestUserInputResponse> =
  /* @__PURE__ */ rt.deferred('ToolRequestUserInputResponse', (n) =>
    rt.object<ToolRequestUserInputResponse>(n, { answers: rt.record(ToolRequestUserInputAnswer) }),
  );
