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
  /* @__PURE__ */ rt.deferred('ApplyPatchGuardianApprovalReviewAction', () =>
    rt.object<ApplyPatchGuardianApprovalReviewAction>('ApplyPatchGuardianApprovalReviewAction', {
      cwd: rt.ref('LegacyAppPathString', () => LegacyAppPathString),
      files: rt.array(rt.ref('LegacyAppPathString', () => LegacyAppPathString)),
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
  /* @__PURE__ */ rt.deferred('CommandGuardianApprovalReviewAction', () =>
    rt.object<CommandGuardianApprovalReviewAction>('CommandGuardianApprovalReviewAction', {
      command: rt.string,
      cwd: rt.ref('LegacyAppPathString', () => LegacyAppPathString),
      source: rt.ref('GuardianCommandSource', () => GuardianCommandSource),
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
  /* @__PURE__ */ rt.deferred('ExecveGuardianApprovalReviewAction', () =>
    rt.object<ExecveGuardianApprovalReviewAction>('ExecveGuardianApprovalReviewAction', {
      argv: rt.array(rt.string),
      cwd: rt.ref('AbsolutePathBuf', () => AbsolutePathBuf),
      program: rt.string,
      source: rt.ref('GuardianCommandSource', () => GuardianCommandSource),
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
  () =>
    rt.object<GuardianApprovalReview>(
      'GuardianApprovalReview',
      { status: rt.ref('GuardianApprovalReviewStatus', () => GuardianApprovalReviewStatus) },
      {
        rationale: rt.nullable(rt.string),
        riskLevel: rt.nullable(rt.ref('GuardianRiskLevel', () => GuardianRiskLevel)),
        userAuthorization: rt.nullable(
          rt.ref('GuardianUserAuthorization', () => GuardianUserAuthorization),
        ),
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
  /* @__PURE__ */ rt.deferredTagged('GuardianApprovalReviewAction', () =>
    rt.taggedUnion<GuardianApprovalReviewAction>('GuardianApprovalReviewAction', 'type', {
      command: rt.ref(
        'CommandGuardianApprovalReviewAction',
        () => CommandGuardianApprovalReviewAction,
      ),
      execve: rt.ref(
        'ExecveGuardianApprovalReviewAction',
        () => ExecveGuardianApprovalReviewAction,
      ),
      writeStdin: rt.ref(
        'WriteStdinGuardianApprovalReviewAction',
        () => WriteStdinGuardianApprovalReviewAction,
      ),
      applyPatch: rt.ref(
        'ApplyPatchGuardianApprovalReviewAction',
        () => ApplyPatchGuardianApprovalReviewAction,
      ),
      networkAccess: rt.ref(
        'NetworkAccessGuardianApprovalReviewAction',
        () => NetworkAccessGuardianApprovalReviewAction,
      ),
      mcpToolCall: rt.ref(
        'McpToolCallGuardianApprovalReviewAction',
        () => McpToolCallGuardianApprovalReviewAction,
      ),
      requestPermissions: rt.ref(
        'RequestPermissionsGuardianApprovalReviewAction',
        () => RequestPermissionsGuardianApprovalReviewAction,
      ),
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
  /* @__PURE__ */ rt.deferred('GuardianApprovalReviewStatus', () =>
    rt.enumeration<GuardianApprovalReviewStatus>('GuardianApprovalReviewStatus', [
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
  () => rt.enumeration<GuardianCommandSource>('GuardianCommandSource', ['shell', 'unifiedExec']),
);

/** [UNSTABLE] Risk level assigned by approval auto-review. */
export type GuardianRiskLevel = 'low' | 'medium' | 'high' | 'critical';
/** [UNSTABLE] Risk level assigned by approval auto-review. */
export const GuardianRiskLevel: t.Type<GuardianRiskLevel> = /* @__PURE__ */ rt.deferred(
  'GuardianRiskLevel',
  () =>
    rt.enumeration<GuardianRiskLevel>('GuardianRiskLevel', ['low', 'medium', 'high', 'critical']),
);

/** [UNSTABLE] Authorization level assigned by approval auto-review. */
export type GuardianUserAuthorization = 'unknown' | 'low' | 'medium' | 'high';
/** [UNSTABLE] Authorization level assigned by approval auto-review. */
export const GuardianUserAuthorization: t.Type<GuardianUserAuthorization> =
  /* @__PURE__ */ rt.deferred('GuardianUserAuthorization', () =>
    rt.enumeration<GuardianUserAuthorization>('GuardianUserAuthorization', [
      'unknown',
      'low',
      'medium',
      'high',
    ]),
  );

export type GuardianWarningNotification = {
  /** Concise guardian warning message for the user. */
  message: string;
  /** Thread target for the guardian warning. */
  threadId: string;
};
export const GuardianWarningNotification: t.Type<GuardianWarningNotification> =
  /* @__PURE__ */ rt.deferred('GuardianWarningNotification', () =>
    rt.object<GuardianWarningNotification>('GuardianWarningNotification', {
      message: rt.string,
      threadId: rt.string,
    }),
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
  /* @__PURE__ */ rt.deferred('McpToolCallGuardianApprovalReviewAction', () =>
    rt.object<McpToolCallGuardianApprovalReviewAction>(
      'McpToolCallGuardianApprovalReviewAction',
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
  /* @__PURE__ */ rt.deferred('NetworkAccessGuardianApprovalReviewAction', () =>
    rt.object<NetworkAccessGuardianApprovalReviewAction>(
      'NetworkAccessGuardianApprovalReviewAction',
      {
        host: rt.string,
        port: rt.integer,
        protocol: rt.ref('NetworkApprovalProtocol', () => NetworkApprovalProtocol),
        target: rt.string,
        type: rt.literal('networkAccess'),
      },
    ),
  );

export type RequestPermissionsGuardianApprovalReviewAction = {
  permissions: RequestPermissionProfile;
  reason?: string | null;
  type: 'requestPermissions';
};
export const RequestPermissionsGuardianApprovalReviewAction: t.Type<RequestPermissionsGuardianApprovalReviewAction> =
  /* @__PURE__ */ rt.deferred('RequestPermissionsGuardianApprovalReviewAction', () =>
    rt.object<RequestPermissionsGuardianApprovalReviewAction>(
      'RequestPermissionsGuardianApprovalReviewAction',
      {
        permissions: rt.ref('RequestPermissionProfile', () => RequestPermissionProfile),
        type: rt.literal('requestPermissions'),
      },
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
  /* @__PURE__ */ rt.deferred('WriteStdinGuardianApprovalReviewAction', () =>
    rt.object<WriteStdinGuardianApprovalReviewAction>('WriteStdinGuardianApprovalReviewAction', {
      approvalId: rt.string,
      cwd: rt.ref('LegacyAppPathString', () => LegacyAppPathString),
      processId: rt.string,
      stdin: rt.string,
      type: rt.literal('writeStdin'),
    }),
  );
