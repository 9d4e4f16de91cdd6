// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

import { NetworkPolicyAmendment } from './common.js';
import { CommandAction } from '../v2/command.js';
import { LegacyAppPathString, NetworkApprovalProtocol } from '../v2/common.js';

/** User approved the command, and wants to apply the proposed execpolicy amendment so future matching commands can run without prompting. */
export type AcceptWithExecpolicyAmendmentCommandExecutionApprovalDecision = {
  acceptWithExecpolicyAmendment: {
    execpolicy_amendment: Array<string>;
  };
};
/** User approved the command, and wants to apply the proposed execpolicy amendment so future matching commands can run without prompting. */
export const AcceptWithExecpolicyAmendmentCommandExecutionApprovalDecision: t.Type<AcceptWithExecpolicyAmendmentCommandExecutionApprovalDecision> =
  /* @__PURE__ */ rt.deferred('AcceptWithExecpolicyAmendmentCommandExecutionApprovalDecision', () =>
    rt.object<AcceptWithExecpolicyAmendmentCommandExecutionApprovalDecision>(
      'AcceptWithExecpolicyAmendmentCommandExecutionApprovalDecision',
      {
        acceptWithExecpolicyAmendment: rt.object(
          'AcceptWithExecpolicyAmendmentCommandExecutionApprovalDecision.acceptWithExecpolicyAmendment',
          { execpolicy_amendment: rt.array(rt.string) },
        ),
      },
    ),
  );

/** User chose a persistent network policy rule (allow/deny) for this host. */
export type ApplyNetworkPolicyAmendmentCommandExecutionApprovalDecision = {
  applyNetworkPolicyAmendment: {
    network_policy_amendment: NetworkPolicyAmendment;
  };
};
/** User chose a persistent network policy rule (allow/deny) for this host. */
export const ApplyNetworkPolicyAmendmentCommandExecutionApprovalDecision: t.Type<ApplyNetworkPolicyAmendmentCommandExecutionApprovalDecision> =
  /* @__PURE__ */ rt.deferred('ApplyNetworkPolicyAmendmentCommandExecutionApprovalDecision', () =>
    rt.object<ApplyNetworkPolicyAmendmentCommandExecutionApprovalDecision>(
      'ApplyNetworkPolicyAmendmentCommandExecutionApprovalDecision',
      {
        applyNetworkPolicyAmendment: rt.object(
          'ApplyNetworkPolicyAmendmentCommandExecutionApprovalDecision.applyNetworkPolicyAmendment',
          {
            network_policy_amendment: rt.ref(
              'NetworkPolicyAmendment',
              () => NetworkPolicyAmendment,
            ),
          },
        ),
      },
    ),
  );

export type CommandExecutionApprovalDecision =
  | 'accept'
  | 'acceptForSession'
  | AcceptWithExecpolicyAmendmentCommandExecutionApprovalDecision
  | ApplyNetworkPolicyAmendmentCommandExecutionApprovalDecision
  | 'decline'
  | 'cancel';
export const CommandExecutionApprovalDecision: t.Type<CommandExecutionApprovalDecision> =
  /* @__PURE__ */ rt.deferred('CommandExecutionApprovalDecision', () =>
    rt.union<CommandExecutionApprovalDecision>('CommandExecutionApprovalDecision', [
      rt.literal('accept'),
      rt.literal('acceptForSession'),
      rt.ref(
        'AcceptWithExecpolicyAmendmentCommandExecutionApprovalDecision',
        () => AcceptWithExecpolicyAmendmentCommandExecutionApprovalDecision,
      ),
      rt.ref(
        'ApplyNetworkPolicyAmendmentCommandExecutionApprovalDecision',
        () => ApplyNetworkPolicyAmendmentCommandExecutionApprovalDecision,
      ),
      rt.literal('decline'),
      rt.literal('cancel'),
    ]),
  );

/** Distinguishes a command approval from input sent to an existing terminal. */
export type CommandExecutionApprovalKind = 'command' | 'writeStdin' | 'humanCommand';
/** Distinguishes a command approval from input sent to an existing terminal. */
export const CommandExecutionApprovalKind: t.Type<CommandExecutionApprovalKind> =
  /* @__PURE__ */ rt.deferred('CommandExecutionApprovalKind', () =>
    rt.enumeration<CommandExecutionApprovalKind>('CommandExecutionApprovalKind', [
      'command',
      'writeStdin',
      'humanCommand',
    ]),
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
  /* @__PURE__ */ rt.deferred('CommandExecutionRequestApprovalParams', () =>
    rt.object<CommandExecutionRequestApprovalParams>(
      'CommandExecutionRequestApprovalParams',
      { itemId: rt.string, startedAtMs: rt.integer, threadId: rt.string, turnId: rt.string },
      {
        approvalId: rt.nullable(rt.string),
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

export type CommandExecutionRequestApprovalResponse = {
  decision: CommandExecutionApprovalDecision;
};
export const CommandExecutionRequestApprovalResponse: t.Type<CommandExecutionRequestApprovalResponse> =
  /* @__PURE__ */ rt.deferred('CommandExecutionRequestApprovalResponse', () =>
    rt.object<CommandExecutionRequestApprovalResponse>('CommandExecutionRequestApprovalResponse', {
      decision: rt.ref('CommandExecutionApprovalDecision', () => CommandExecutionApprovalDecision),
    }),
  );

export type NetworkApprovalContext = {
  host: string;
  protocol: NetworkApprovalProtocol;
};
export const NetworkApprovalContext: t.Type<NetworkApprovalContext> = /* @__PURE__ */ rt.deferred(
  'NetworkApprovalContext',
  () =>
    rt.object<NetworkApprovalContext>('NetworkApprovalContext', {
      host: rt.string,
      protocol: rt.ref('NetworkApprovalProtocol', () => NetworkApprovalProtocol),
    }),
);
