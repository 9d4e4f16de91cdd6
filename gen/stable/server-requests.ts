// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import * as rt from '../../lib/protocol/codec-runtime.js';

import {
  ApplyPatchApprovalResponse,
  AttestationGenerateParams,
  AttestationGenerateResponse,
  ChatgptAuthTokensRefreshParams,
  ChatgptAuthTokensRefreshResponse,
  ExecCommandApprovalResponse,
} from './shared/common.js';
import {
  CommandExecutionRequestApprovalParams,
  CommandExecutionRequestApprovalResponse,
  DynamicToolCallParams,
  DynamicToolCallResponse,
  FileChangeRequestApprovalParams,
  FileChangeRequestApprovalResponse,
  PermissionsRequestApprovalParams,
  PermissionsRequestApprovalResponse,
  ToolRequestUserInputParams,
  ToolRequestUserInputResponse,
} from './shared/item.js';
import {
  McpServerElicitationRequestParams,
  McpServerElicitationRequestResponse,
} from './shared/mcp.js';
import { ApplyPatchApprovalParams, ExecCommandApprovalParams } from './v2/thread.js';

/** Requests the server sends (approvals, user input, ...): each must be answered. Method name -> `{ params, result }` types. */
export interface ServerRequestMap {
  /** NEW APIs Sent when approval is requested for a specific command execution. This request is used for Turns started via turn/start. */
  'item/commandExecution/requestApproval': {
    params: CommandExecutionRequestApprovalParams;
    result: CommandExecutionRequestApprovalResponse;
  };
  /** Sent when approval is requested for a specific file change. This request is used for Turns started via turn/start. */
  'item/fileChange/requestApproval': {
    params: FileChangeRequestApprovalParams;
    result: FileChangeRequestApprovalResponse;
  };
  /** EXPERIMENTAL - Request input from the user for a tool call. */
  'item/tool/requestUserInput': {
    params: ToolRequestUserInputParams;
    result: ToolRequestUserInputResponse;
  };
  /** Request input for an MCP server elicitation. */
  'mcpServer/elicitation/request': {
    params: McpServerElicitationRequestParams;
    result: McpServerElicitationRequestResponse;
  };
  /** Request approval for additional permissions from the user. */
  'item/permissions/requestApproval': {
    params: PermissionsRequestApprovalParams;
    result: PermissionsRequestApprovalResponse;
  };
  /** Execute a dynamic tool call on the client. */
  'item/tool/call': { params: DynamicToolCallParams; result: DynamicToolCallResponse };
  'account/chatgptAuthTokens/refresh': {
    params: ChatgptAuthTokensRefreshParams;
    result: ChatgptAuthTokensRefreshResponse;
  };
  /** Generate a fresh upstream attestation result on demand. */
  'attestation/generate': {
    params: AttestationGenerateParams;
    result: AttestationGenerateResponse;
  };
  /** DEPRECATED APIs below Request to approve a patch. This request is used for Turns started via the legacy APIs (i.e. SendUserTurn, SendUserMessage). */
  applyPatchApproval: { params: ApplyPatchApprovalParams; result: ApplyPatchApprovalResponse };
  /** Request to exec a command. This request is used for Turns started via the legacy APIs (i.e. SendUserTurn, SendUserMessage). */
  execCommandApproval: { params: ExecCommandApprovalParams; result: ExecCommandApprovalResponse };
}

/** Every ServerRequest method of this schema. */
export type ServerRequestMethod = keyof ServerRequestMap;

/** The ServerRequest methods whose params carry a required `threadId`. */
export type ThreadScopedServerRequestMethod =
  | 'item/commandExecution/requestApproval'
  | 'item/fileChange/requestApproval'
  | 'item/tool/requestUserInput'
  | 'mcpServer/elicitation/request'
  | 'item/permissions/requestApproval'
  | 'item/tool/call';

/** The ServerRequest methods only the experimental schema has (they need `capabilities.experimentalApi`). */
export type ExperimentalServerRequestMethod = never;

/** One descriptor per ServerRequest method: name, codecs and types, thread scope, stability. */
export type ServerRequestDescriptors = {
  readonly [M in ServerRequestMethod]: rt.RequestDescriptor<
    M,
    ServerRequestMap[M]['params'],
    ServerRequestMap[M]['result'],
    M extends ThreadScopedServerRequestMethod ? true : false,
    M extends ExperimentalServerRequestMethod ? true : false
  >;
};

/** Requests the server sends (approvals, user input, ...): each must be answered. Method name -> descriptor. */
export const serverRequestDescriptors: ServerRequestDescriptors =
  /* @__PURE__ */ rt.describeMethods<ServerRequestDescriptors>({
    'item/commandExecution/requestApproval': /* @__PURE__ */ rt.request(
      CommandExecutionRequestApprovalParams,
      CommandExecutionRequestApprovalResponse,
      'rt',
    ),
    'item/fileChange/requestApproval': /* @__PURE__ */ rt.request(
      FileChangeRequestApprovalParams,
      FileChangeRequestApprovalResponse,
      'rt',
    ),
    'item/tool/requestUserInput': /* @__PURE__ */ rt.request(
      ToolRequestUserInputParams,
      ToolRequestUserInputResponse,
      'rt',
    ),
    'mcpServer/elicitation/request': /* @__PURE__ */ rt.request(
      McpServerElicitationRequestParams,
      McpServerElicitationRequestResponse,
      'rt',
    ),
    'item/permissions/requestApproval': /* @__PURE__ */ rt.request(
      PermissionsRequestApprovalParams,
      PermissionsRequestApprovalResponse,
      'rt',
    ),
    'item/tool/call': /* @__PURE__ */ rt.request(
      DynamicToolCallParams,
      DynamicToolCallResponse,
      'rt',
    ),
    'account/chatgptAuthTokens/refresh': /* @__PURE__ */ rt.request(
      ChatgptAuthTokensRefreshParams,
      ChatgptAuthTokensRefreshResponse,
      'r',
    ),
    'attestation/generate': /* @__PURE__ */ rt.request(
      AttestationGenerateParams,
      AttestationGenerateResponse,
      'r',
    ),
    applyPatchApproval: /* @__PURE__ */ rt.request(
      ApplyPatchApprovalParams,
      ApplyPatchApprovalResponse,
      'r',
    ),
    execCommandApproval: /* @__PURE__ */ rt.request(
      ExecCommandApprovalParams,
      ExecCommandApprovalResponse,
      'r',
    ),
  });

/** Requests the server sends (approvals, user input, ...): each must be answered. Method name -> descriptor, looked up in constant time. */
export const serverRequests: ReadonlyMap<string, rt.RequestSpec> =
  /* @__PURE__ */ rt.methodTable<rt.RequestSpec>(serverRequestDescriptors);

/** Whether `method` is a ServerRequest method of this schema. */
export function isServerRequestMethod(method: string): method is ServerRequestMethod {
  return serverRequests.has(method);
}
