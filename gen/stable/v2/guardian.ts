// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import * as t from 'io-ts';
import * as rt from '../../../lib/protocol/codec-runtime.js';

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
  /* @__PURE__ */ rt.lazy('ApplyPatchGuardianApprovalReviewAction', () =>
    t.type({
      cwd: LegacyAppPathString,
      files: t.array(LegacyAppPathString),
      type: t.literal('applyPatch'),
    }),
  );

export type CommandGuardianApprovalReviewAction = {
  command: string;
  cwd: LegacyAppPathString;
  source: GuardianCommandSource;
  type: 'command';
};
export const CommandGuardianApprovalReviewAction: t.Type<CommandGuardianApprovalReviewAction> =
  /* @__PURE__ */ rt.lazy('CommandGuardianApprovalReviewAction', () =>
    t.type({
      command: t.string,
      cwd: LegacyAppPathString,
      source: GuardianCommandSource,
      type: t.literal('command'),
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
  /* @__PURE__ */ rt.lazy('ExecveGuardianApprovalReviewAction', () =>
    t.type({
      argv: t.array(t.string),
      cwd: AbsolutePathBuf,
      program: t.string,
      source: GuardianCommandSource,
      type: t.literal('execve'),
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
export const GuardianApprovalReview: t.Type<GuardianApprovalReview> = /* @__PURE__ */ rt.lazy(
  'GuardianApprovalReview',
  () =>
    t.intersection([
      t.type({ status: GuardianApprovalReviewStatus }),
      t.partial({
        rationale: rt.nullable(t.string),
        riskLevel: rt.nullable(GuardianRiskLevel),
        userAuthorization: rt.nullable(GuardianUserAuthorization),
      }),
    ]),
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
  /* @__PURE__ */ rt.lazyTagged('GuardianApprovalReviewAction', () =>
    rt.taggedUnion(
      'type',
      {
        command: CommandGuardianApprovalReviewAction,
        execve: ExecveGuardianApprovalReviewAction,
        writeStdin: WriteStdinGuardianApprovalReviewAction,
        applyPatch: ApplyPatchGuardianApprovalReviewAction,
        networkAccess: NetworkAccessGuardianApprovalReviewAction,
        mcpToolCall: McpToolCallGuardianApprovalReviewAction,
        requestPermissions: RequestPermissionsGuardianApprovalReviewAction,
      },
      'GuardianApprovalReviewAction',
    ),
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
  /* @__PURE__ */ rt.lazy('GuardianApprovalReviewStatus', () =>
    rt.openEnum(
      t.keyof({ inProgress: null, approved: null, denied: null, timedOut: null, aborted: null }),
    ),
  );

export type GuardianCommandSource = 'shell' | 'unifiedExec';
export const GuardianCommandSource: t.Type<GuardianCommandSource> = /* @__PURE__ */ rt.lazy(
  'GuardianCommandSource',
  () => rt.openEnum(t.keyof({ shell: null, unifiedExec: null })),
);

/** [UNSTABLE] Risk level assigned by approval auto-review. */
export type GuardianRiskLevel = 'low' | 'medium' | 'high' | 'critical';
/** [UNSTABLE] Risk level assigned by approval auto-review. */
export const GuardianRiskLevel: t.Type<GuardianRiskLevel> = /* @__PURE__ */ rt.lazy(
  'GuardianRiskLevel',
  () => rt.openEnum(t.keyof({ low: null, medium: null, high: null, critical: null })),
);

/** [UNSTABLE] Authorization level assigned by approval auto-review. */
export type GuardianUserAuthorization = 'unknown' | 'low' | 'medium' | 'high';
/** [UNSTABLE] Authorization level assigned by approval auto-review. */
export const GuardianUserAuthorization: t.Type<GuardianUserAuthorization> = /* @__PURE__ */ rt.lazy(
  'GuardianUserAuthorization',
  () => rt.openEnum(t.keyof({ unknown: null, low: null, medium: null, high: null })),
);

export type GuardianWarningNotification = {
  /** Concise guardian warning message for the user. */
  message: string;
  /** Thread target for the guardian warning. */
  threadId: string;
};
export const GuardianWarningNotification: t.Type<GuardianWarningNotification> =
  /* @__PURE__ */ rt.lazy('GuardianWarningNotification', () =>
    t.type({ message: t.string, threadId: t.string }),
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
  /* @__PURE__ */ rt.lazy('McpToolCallGuardianApprovalReviewAction', () =>
    t.intersection([
      t.type({ server: t.string, toolName: t.string, type: t.literal('mcpToolCall') }),
      t.partial({
        connectorId: rt.nullable(t.string),
        connectorName: rt.nullable(t.string),
        toolTitle: rt.nullable(t.string),
      }),
    ]),
  );

export type NetworkAccessGuardianApprovalReviewAction = {
  host: string;
  port: number;
  protocol: NetworkApprovalProtocol;
  target: string;
  type: 'networkAccess';
};
export const NetworkAccessGuardianApprovalReviewAction: t.Type<NetworkAccessGuardianApprovalReviewAction> =
  /* @__PURE__ */ rt.lazy('NetworkAccessGuardianApprovalReviewAction', () =>
    t.type({
      host: t.string,
      port: rt.integer,
      protocol: NetworkApprovalProtocol,
      target: t.string,
      type: t.literal('networkAccess'),
    }),
  );

export type RequestPermissionsGuardianApprovalReviewAction = {
  permissions: RequestPermissionProfile;
  reason?: string | null;
  type: 'requestPermissions';
};
export const RequestPermissionsGuardianApprovalReviewAction: t.Type<RequestPermissionsGuardianApprovalReviewAction> =
  /* @__PURE__ */ rt.lazy('RequestPermissionsGuardianApprovalReviewAction', () =>
    t.intersection([
      t.type({ permissions: RequestPermissionProfile, type: t.literal('requestPermissions') }),
      t.partial({ reason: rt.nullable(t.string) }),
    ]),
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
  /* @__PURE__ */ rt.lazy('WriteStdinGuardianApprovalReviewAction', () =>
    t.type({
      approvalId: t.string,
      cwd: LegacyAppPathString,
      processId: t.string,
      stdin: t.string,
      type: t.literal('writeStdin'),
    }),
  );
