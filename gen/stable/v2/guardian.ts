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

const refs: rt.Refs = () => [
  AbsolutePathBuf,
  ApplyPatchGuardianApprovalReviewAction,
  CommandGuardianApprovalReviewAction,
  ExecveGuardianApprovalReviewAction,
  GuardianApprovalReviewStatus,
  GuardianCommandSource,
  GuardianRiskLevel,
  GuardianUserAuthorization,
  LegacyAppPathString,
  McpToolCallGuardianApprovalReviewAction,
  NetworkAccessGuardianApprovalReviewAction,
  NetworkApprovalProtocol,
  RequestPermissionProfile,
  RequestPermissionsGuardianApprovalReviewAction,
  WriteStdinGuardianApprovalReviewAction,
];

export type ApplyPatchGuardianApprovalReviewAction = {
  cwd: LegacyAppPathString;
  files: Array<LegacyAppPathString>;
  type: 'applyPatch';
};
export const ApplyPatchGuardianApprovalReviewAction: t.Type<ApplyPatchGuardianApprovalReviewAction> =
  /* @__PURE__ */ rt.define<ApplyPatchGuardianApprovalReviewAction>(
    'ApplyPatchGuardianApprovalReviewAction',
    refs,
    '[o,{cwd:8,files:[a,8],type:[l,applyPatch]}]',
  );

export type CommandGuardianApprovalReviewAction = {
  command: string;
  cwd: LegacyAppPathString;
  source: GuardianCommandSource;
  type: 'command';
};
export const CommandGuardianApprovalReviewAction: t.Type<CommandGuardianApprovalReviewAction> =
  /* @__PURE__ */ rt.define<CommandGuardianApprovalReviewAction>(
    'CommandGuardianApprovalReviewAction',
    refs,
    '[o,{command:s,cwd:8,source:5,type:[l,command]}]',
  );

export type ExecveGuardianApprovalReviewAction = {
  argv: Array<string>;
  cwd: AbsolutePathBuf;
  program: string;
  source: GuardianCommandSource;
  type: 'execve';
};
export const ExecveGuardianApprovalReviewAction: t.Type<ExecveGuardianApprovalReviewAction> =
  /* @__PURE__ */ rt.define<ExecveGuardianApprovalReviewAction>(
    'ExecveGuardianApprovalReviewAction',
    refs,
    '[o,{argv:[a,s],cwd:0,program:s,source:5,type:[l,execve]}]',
  );

/** [UNSTABLE] Temporary approval auto-review payload used by `item/autoApprovalReview/*` notifications. This shape is expected to change soon. */
export type GuardianApprovalReview = {
  rationale?: string | null;
  riskLevel?: GuardianRiskLevel | null;
  status: GuardianApprovalReviewStatus;
  userAuthorization?: GuardianUserAuthorization | null;
};
/** [UNSTABLE] Temporary approval auto-review payload used by `item/autoApprovalReview/*` notifications. This shape is expected to change soon. */
export const GuardianApprovalReview: t.Type<GuardianApprovalReview> =
  /* @__PURE__ */ rt.define<GuardianApprovalReview>(
    'GuardianApprovalReview',
    refs,
    '[o,{status:4},{rationale:["?",s],riskLevel:["?",6],userAuthorization:["?",7]}]',
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
  /* @__PURE__ */ rt.defineTagged<GuardianApprovalReviewAction>(
    'GuardianApprovalReviewAction',
    refs,
    '[t,type,{command:2,execve:3,writeStdin:14,applyPatch:1,networkAccess:10,mcpToolCall:9,requestPermissions:13}]',
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
  /* @__PURE__ */ rt.define<GuardianApprovalReviewStatus>(
    'GuardianApprovalReviewStatus',
    refs,
    '[e,[inProgress,approved,denied,timedOut,aborted]]',
  );

export type GuardianCommandSource = 'shell' | 'unifiedExec';
export const GuardianCommandSource: t.Type<GuardianCommandSource> =
  /* @__PURE__ */ rt.define<GuardianCommandSource>(
    'GuardianCommandSource',
    refs,
    '[e,[shell,unifiedExec]]',
  );

/** [UNSTABLE] Risk level assigned by approval auto-review. */
export type GuardianRiskLevel = 'low' | 'medium' | 'high' | 'critical';
/** [UNSTABLE] Risk level assigned by approval auto-review. */
export const GuardianRiskLevel: t.Type<GuardianRiskLevel> =
  /* @__PURE__ */ rt.define<GuardianRiskLevel>(
    'GuardianRiskLevel',
    refs,
    '[e,[low,medium,high,critical]]',
  );

/** [UNSTABLE] Authorization level assigned by approval auto-review. */
export type GuardianUserAuthorization = 'unknown' | 'low' | 'medium' | 'high';
/** [UNSTABLE] Authorization level assigned by approval auto-review. */
export const GuardianUserAuthorization: t.Type<GuardianUserAuthorization> =
  /* @__PURE__ */ rt.define<GuardianUserAuthorization>(
    'GuardianUserAuthorization',
    refs,
    '[e,[unknown,low,medium,high]]',
  );

export type GuardianWarningNotification = {
  /** Concise guardian warning message for the user. */
  message: string;
  /** Thread target for the guardian warning. */
  threadId: string;
};
export const GuardianWarningNotification: t.Type<GuardianWarningNotification> =
  /* @__PURE__ */ rt.define<GuardianWarningNotification>(
    'GuardianWarningNotification',
    refs,
    '[o,{message:s,threadId:s}]',
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
  /* @__PURE__ */ rt.define<McpToolCallGuardianApprovalReviewAction>(
    'McpToolCallGuardianApprovalReviewAction',
    refs,
    '[o,{server:s,toolName:s,type:[l,mcpToolCall]},{connectorId:["?",s],connectorName:["?",s],toolTitle:["?",s]}]',
  );

export type NetworkAccessGuardianApprovalReviewAction = {
  host: string;
  port: number;
  protocol: NetworkApprovalProtocol;
  target: string;
  type: 'networkAccess';
};
export const NetworkAccessGuardianApprovalReviewAction: t.Type<NetworkAccessGuardianApprovalReviewAction> =
  /* @__PURE__ */ rt.define<NetworkAccessGuardianApprovalReviewAction>(
    'NetworkAccessGuardianApprovalReviewAction',
    refs,
    '[o,{host:s,port:i,protocol:11,target:s,type:[l,networkAccess]}]',
  );

export type RequestPermissionsGuardianApprovalReviewAction = {
  permissions: RequestPermissionProfile;
  reason?: string | null;
  type: 'requestPermissions';
};
export const RequestPermissionsGuardianApprovalReviewAction: t.Type<RequestPermissionsGuardianApprovalReviewAction> =
  /* @__PURE__ */ rt.define<RequestPermissionsGuardianApprovalReviewAction>(
    'RequestPermissionsGuardianApprovalReviewAction',
    refs,
    '[o,{permissions:12,type:[l,requestPermissions]},{reason:["?",s]}]',
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
  /* @__PURE__ */ rt.define<WriteStdinGuardianApprovalReviewAction>(
    'WriteStdinGuardianApprovalReviewAction',
    refs,
    '[o,{approvalId:s,cwd:8,processId:s,stdin:s,type:[l,writeStdin]}]',
  );
