// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

import { AbsolutePathBuf } from '../shared/common.js';
import {
  LegacyAppPathString,
  NetworkApprovalProtocol,
  RequestPermissionProfile,
} from './common.js';

export type ApplyPatchGuardianApprovalReviewAction = {
  cwd: LegacyAppPathString;
  files: Array<LegacyAppPathString>;
  type: 'applyPatch';
};
export const ApplyPatchGuardianApprovalReviewAction: t.Type<ApplyPatchGuardianApprovalReviewAction> =
  /* @__PURE__ */ rt.deferred('ApplyPatchGuardianApprovalReviewAction', (n) =>
    rt.object<ApplyPatchGuardianApprovalReviewAction>(n, {
      cwd: LegacyAppPathString,
      files: rt.array(LegacyAppPathString),
      type: rt.literal('applyPatch'),
    }),
  );

export type CommandGuardianApprovalReviewAction = {
  command: string;
  cwd: LegacyAppPathString;
  source: GuardianCommandSource;
  type: 'command';
};
export const CommandGuardianApprovalReviewAction: t.Type<CommandGuardianApprovalReviewAction> =
  /* @__PURE__ */ rt.deferred('CommandGuardianApprovalReviewAction', (n) =>
    rt.object<CommandGuardianApprovalReviewAction>(n, {
      command: rt.string,
      cwd: LegacyAppPathString,
      source: GuardianCommandSource,
      type: rt.literal('command'),
    }),
  );

export type ExecveGuardianApprovalReviewAction = {
  argv: Array<string>;
  cwd: AbsolutePathBuf;
  program: string;
  source: GuardianCommandSource;
  type: 'execve';
};
export const ExecveGuardianApprovalReviewAction: t.Type<ExecveGuardianApprovalReviewAction> =
  /* @__PURE__ */ rt.deferred('ExecveGuardianApprovalReviewAction', (n) =>
    rt.object<ExecveGuardianApprovalReviewAction>(n, {
      argv: rt.array(rt.string),
      cwd: AbsolutePathBuf,
      program: rt.string,
      source: GuardianCommandSource,
      type: rt.literal('execve'),
    }),
  );

/** [UNSTABLE] Temporary approval auto-review payload used by `item/autoApprovalReview/*` notifications. This shape is expected to change soon. */
export type GuardianApprovalReview = {
  rationale?: string | null;
  riskLevel?: GuardianRiskLevel | null;
  status: GuardianApprovalReviewStatus;
  userAuthorization?: GuardianUserAuthorization | null;
};
/** [UNSTABLE] Temporary approval auto-review payload used by `item/autoApprovalReview/*` notifications. This shape is expected to change soon. */
export const GuardianApprovalReview: t.Type<GuardianApprovalReview> = /* @__PURE__ */ rt.deferred(
  'GuardianApprovalReview',
  (n) =>
    rt.object<GuardianApprovalReview>(
      n,
      { status: GuardianApprovalReviewStatus },
      {
        rationale: rt.nullable(rt.string),
        riskLevel: rt.nullable(GuardianRiskLevel),
        userAuthorization: rt.nullable(GuardianUserAuthorization),
      },
    ),
);

export type GuardianApprovalReviewAction =
  | CommandGuardianApprovalReviewAction
  | ExecveGuardianApprovalReviewAction
  | WriteStdinGuardianApprovalReviewAction
  | ApplyPatchGuardianApprovalReviewAction
  | NetworkAccessGuardianApprovalReviewAction
  | McpToolCallGuardianApprovalReviewAction
  | RequestPermissionsGuardianApprovalReviewAction;
export const GuardianApprovalReviewAction: rt.TaggedUnionType<GuardianApprovalReviewAction> =
  /* @__PURE__ */ rt.deferredTagged('GuardianApprovalReviewAction', (n) =>
    rt.taggedUnion<GuardianApprovalReviewAction>(n, 'type', {
      command: CommandGuardianApprovalReviewAction,
      execve: ExecveGuardianApprovalReviewAction,
      writeStdin: WriteStdinGuardianApprovalReviewAction,
      applyPatch: ApplyPatchGuardianApprovalReviewAction,
      networkAccess: NetworkAccessGuardianApprovalReviewAction,
      mcpToolCall: McpToolCallGuardianApprovalReviewAction,
      requestPermissions: RequestPermissionsGuardianApprovalReviewAction,
    }),
  );

/** [UNSTABLE] Lifecycle state for an approval auto-review. */
export type GuardianApprovalReviewStatus =
  | 'inProgress'
  | 'approved'
  | 'denied'
  | 'timedOut'
  | 'aborted';
/** [UNSTABLE] Lifecycle state for an approval auto-review. */
export const GuardianApprovalReviewStatus: t.Type<GuardianApprovalReviewStatus> =
  /* @__PURE__ */ rt.deferred('GuardianApprovalReviewStatus', (n) =>
    rt.enumeration<GuardianApprovalReviewStatus>(n, [
      'inProgress',
      'approved',
      'denied',
      'timedOut',
      'aborted',
    ]),
  );

export type GuardianCommandSource = 'shell' | 'unifiedExec';
export const GuardianCommandSource: t.Type<GuardianCommandSource> = /* @__PURE__ */ rt.deferred(
  'GuardianCommandSource',
  (n) => rt.enumeration<GuardianCommandSource>(n, ['shell', 'unifiedExec']),
);

/** [UNSTABLE] Risk level assigned by approval auto-review. */
export type GuardianRiskLevel = 'low' | 'medium' | 'high' | 'critical';
/** [UNSTABLE] Risk level assigned by approval auto-review. */
export const GuardianRiskLevel: t.Type<GuardianRiskLevel> = /* @__PURE__ */ rt.deferred(
  'GuardianRiskLevel',
  (n) => rt.enumeration<GuardianRiskLevel>(n, ['low', 'medium', 'high', 'critical']),
);

/** [UNSTABLE] Authorization level assigned by approval auto-review. */
export type GuardianUserAuthorization = 'unknown' | 'low' | 'medium' | 'high';
/** [UNSTABLE] Authorization level assigned by approval auto-review. */
export const GuardianUserAuthorization: t.Type<GuardianUserAuthorization> =
  /* @__PURE__ */ rt.deferred('GuardianUserAuthorization', (n) =>
    rt.enumeration<GuardianUserAuthorization>(n, ['unknown', 'low', 'medium', 'high']),
  );

export type GuardianWarningNotification = {
  /** Concise guardian warning message for the user. */
  message: string;
  /** Thread target for the guardian warning. */
  threadId: string;
};
export const GuardianWarningNotification: t.Type<GuardianWarningNotification> =
  /* @__PURE__ */ rt.deferred('GuardianWarningNotification', (n) =>
    rt.object<GuardianWarningNotification>(n, { message: rt.string, threadId: rt.string }),
  );

export type McpToolCallGuardianApprovalReviewAction = {
  connectorId?: string | null;
  connectorName?: string | null;
  server: string;
  toolName: string;
  toolTitle?: string | null;
  type: 'mcpToolCall';
};
export const McpToolCallGuardianApprovalReviewAction: t.Type<McpToolCallGuardianApprovalReviewAction> =
  /* @__PURE__ */ rt.deferred('McpToolCallGuardianApprovalReviewAction', (n) =>
    rt.object<McpToolCallGuardianApprovalReviewAction>(
      n,
      { server: rt.string, toolName: rt.string, type: rt.literal('mcpToolCall') },
      {
        connectorId: rt.nullable(rt.string),
        connectorName: rt.nullable(rt.string),
        toolTitle: rt.nullable(rt.string),
      },
    ),
  );

export type NetworkAccessGuardianApprovalReviewAction = {
  host: string;
  port: number;
  protocol: NetworkApprovalProtocol;
  target: string;
  type: 'networkAccess';
};
export const NetworkAccessGuardianApprovalReviewAction: t.Type<NetworkAccessGuardianApprovalReviewAction> =
  /* @__PURE__ */ rt.deferred('NetworkAccessGuardianApprovalReviewAction', (n) =>
    rt.object<NetworkAccessGuardianApprovalReviewAction>(n, {
      host: rt.string,
      port: rt.integer,
      protocol: NetworkApprovalProtocol,
      target: rt.string,
      type: rt.literal('networkAccess'),
    }),
  );

export type RequestPermissionsGuardianApprovalReviewAction = {
  permissions: RequestPermissionProfile;
  reason?: string | null;
  type: 'requestPermissions';
};
export const RequestPermissionsGuardianApprovalReviewAction: t.Type<RequestPermissionsGuardianApprovalReviewAction> =
  /* @__PURE__ */ rt.deferred('RequestPermissionsGuardianApprovalReviewAction', (n) =>
    rt.object<RequestPermissionsGuardianApprovalReviewAction>(
      n,
      { permissions: RequestPermissionProfile, type: rt.literal('requestPermissions') },
      { reason: rt.nullable(rt.string) },
    ),
  );

/** A child approval for input to an existing command execution item. */
export type WriteStdinGuardianApprovalReviewAction = {
  approvalId: string;
  cwd: LegacyAppPathString;
  processId: string;
  stdin: string;
  type: 'writeStdin';
};
/** A child approval for input to an existing command execution item. */
export const WriteStdinGuardianApprovalReviewAction: t.Type<WriteStdinGuardianApprovalReviewAction> =
  /* @__PURE__ */ rt.deferred('WriteStdinGuardianApprovalReviewAction', (n) =>
    rt.object<WriteStdinGuardianApprovalReviewAction>(n, {
      approvalId: rt.string,
      cwd: LegacyAppPathString,
      processId: rt.string,
      stdin: rt.string,
      type: rt.literal('writeStdin'),
    }),
  );
