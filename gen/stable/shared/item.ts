// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

import {
  AdditionalFileSystemPermissions,
  AdditionalNetworkPermissions,
  DynamicToolCallOutputContentItem,
  LegacyAppPathString,
  RequestPermissionProfile,
} from '../v2/common.js';

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
  () =>
    rt.object<DynamicToolCallParams>(
      'DynamicToolCallParams',
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
  () =>
    rt.object<DynamicToolCallResponse>('DynamicToolCallResponse', {
      contentItems: rt.array(
        rt.ref('DynamicToolCallOutputContentItem', () => DynamicToolCallOutputContentItem),
      ),
      success: rt.boolean,
    }),
);

export type FileChangeApprovalDecision = 'accept' | 'acceptForSession' | 'decline' | 'cancel';
export const FileChangeApprovalDecision: t.Type<FileChangeApprovalDecision> =
  /* @__PURE__ */ rt.deferred('FileChangeApprovalDecision', () =>
    rt.enumeration<FileChangeApprovalDecision>('FileChangeApprovalDecision', [
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
  /* @__PURE__ */ rt.deferred('FileChangeRequestApprovalParams', () =>
    rt.object<FileChangeRequestApprovalParams>(
      'FileChangeRequestApprovalParams',
      { itemId: rt.string, startedAtMs: rt.integer, threadId: rt.string, turnId: rt.string },
      { grantRoot: rt.nullable(rt.string), reason: rt.nullable(rt.string) },
    ),
  );

export type FileChangeRequestApprovalResponse = {
  decision: FileChangeApprovalDecision;
};
export const FileChangeRequestApprovalResponse: t.Type<FileChangeRequestApprovalResponse> =
  /* @__PURE__ */ rt.deferred('FileChangeRequestApprovalResponse', () =>
    rt.object<FileChangeRequestApprovalResponse>('FileChangeRequestApprovalResponse', {
      decision: rt.ref('FileChangeApprovalDecision', () => FileChangeApprovalDecision),
    }),
  );

export type GrantedPermissionProfile = {
  fileSystem?: AdditionalFileSystemPermissions | null;
  network?: AdditionalNetworkPermissions | null;
};
export const GrantedPermissionProfile: t.Type<GrantedPermissionProfile> =
  /* @__PURE__ */ rt.deferred('GrantedPermissionProfile', () =>
    rt.object<GrantedPermissionProfile>(
      'GrantedPermissionProfile',
      {},
      {
        fileSystem: rt.nullable(
          rt.ref('AdditionalFileSystemPermissions', () => AdditionalFileSystemPermissions),
        ),
        network: rt.nullable(
          rt.ref('AdditionalNetworkPermissions', () => AdditionalNetworkPermissions),
        ),
      },
    ),
  );

export type PermissionGrantScope = 'turn' | 'session';
export const PermissionGrantScope: t.Type<PermissionGrantScope> = /* @__PURE__ */ rt.deferred(
  'PermissionGrantScope',
  () => rt.enumeration<PermissionGrantScope>('PermissionGrantScope', ['turn', 'session']),
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
  /* @__PURE__ */ rt.deferred('PermissionsRequestApprovalParams', () =>
    rt.object<PermissionsRequestApprovalParams>(
      'PermissionsRequestApprovalParams',
      {
        cwd: rt.ref('LegacyAppPathString', () => LegacyAppPathString),
        itemId: rt.string,
        permissions: rt.ref('RequestPermissionProfile', () => RequestPermissionProfile),
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
  /* @__PURE__ */ rt.deferred('PermissionsRequestApprovalResponse', () =>
    rt.object<PermissionsRequestApprovalResponse>(
      'PermissionsRequestApprovalResponse',
      { permissions: rt.ref('GrantedPermissionProfile', () => GrantedPermissionProfile) },
      {
        scope: rt.ref('PermissionGrantScope', () => PermissionGrantScope),
        strictAutoReview: rt.nullable(rt.boolean),
      },
    ),
  );

/** EXPERIMENTAL. Captures a user's answer to a request_user_input question. */
export type ToolRequestUserInputAnswer = {
  answers: Array<string>;
};
/** EXPERIMENTAL. Captures a user's answer to a request_user_input question. */
export const ToolRequestUserInputAnswer: t.Type<ToolRequestUserInputAnswer> =
  /* @__PURE__ */ rt.deferred('ToolRequestUserInputAnswer', () =>
    rt.object<ToolRequestUserInputAnswer>('ToolRequestUserInputAnswer', {
      answers: rt.array(rt.string),
    }),
  );

/** EXPERIMENTAL. Defines a single selectable option for request_user_input. */
export type ToolRequestUserInputOption = {
  description: string;
  label: string;
};
/** EXPERIMENTAL. Defines a single selectable option for request_user_input. */
export const ToolRequestUserInputOption: t.Type<ToolRequestUserInputOption> =
  /* @__PURE__ */ rt.deferred('ToolRequestUserInputOption', () =>
    rt.object<ToolRequestUserInputOption>('ToolRequestUserInputOption', {
      description: rt.string,
      label: rt.string,
    }),
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
  /* @__PURE__ */ rt.deferred('ToolRequestUserInputParams', () =>
    rt.object<ToolRequestUserInputParams>(
      'ToolRequestUserInputParams',
      {
        isBlocking: rt.boolean,
        itemId: rt.string,
        questions: rt.array(
          rt.ref('ToolRequestUserInputQuestion', () => ToolRequestUserInputQuestion),
        ),
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
  /* @__PURE__ */ rt.deferred('ToolRequestUserInputQuestion', () =>
    rt.object<ToolRequestUserInputQuestion>(
      'ToolRequestUserInputQuestion',
      { header: rt.string, id: rt.string, question: rt.string },
      {
        isOther: rt.boolean,
        isSecret: rt.boolean,
        options: rt.nullable(
          rt.array(rt.ref('ToolRequestUserInputOption', () => ToolRequestUserInputOption)),
        ),
      },
    ),
  );

/** EXPERIMENTAL. Response payload mapping question ids to answers. */
export type ToolRequestUserInputResponse = {
  answers: { [key: string]: ToolRequestUserInputAnswer };
};
/** EXPERIMENTAL. Response payload mapping question ids to answers. */
export const ToolRequestUserInputResponse: t.Type<ToolRequestUserInputResponse> =
  /* @__PURE__ */ rt.deferred('ToolRequestUserInputResponse', () =>
    rt.object<ToolRequestUserInputResponse>('ToolRequestUserInputResponse', {
      answers: rt.record(rt.ref('ToolRequestUserInputAnswer', () => ToolRequestUserInputAnswer)),
    }),
  );
