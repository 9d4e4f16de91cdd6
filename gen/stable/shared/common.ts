// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

/**
 * A path that is guaranteed to be absolute and normalized (though it is not guaranteed to be canonicalized or exist on the filesystem).
 *
 * IMPORTANT: When deserializing an `AbsolutePathBuf`, a base path must be set using [AbsolutePathBufGuard::new]. If no base path is set, the deserialization will fail unless the path being deserialized is already absolute.
 */
export type AbsolutePathBuf = string;
/**
 * A path that is guaranteed to be absolute and normalized (though it is not guaranteed to be canonicalized or exist on the filesystem).
 *
 * IMPORTANT: When deserializing an `AbsolutePathBuf`, a base path must be set using [AbsolutePathBufGuard::new]. If no base path is set, the deserialization will fail unless the path being deserialized is already absolute.
 */
export const AbsolutePathBuf: t.Type<AbsolutePathBuf> = /* @__PURE__ */ rt.deferred(
  'AbsolutePathBuf',
  () => rt.typed<AbsolutePathBuf>(rt.string),
);

export type AddFileChange = {
  content: string;
  type: 'add';
};
export const AddFileChange: t.Type<AddFileChange> = /* @__PURE__ */ rt.deferred(
  'AddFileChange',
  (n) => rt.object<AddFileChange>(n, { content: rt.string, type: rt.literal('add') }),
);

export type ApplyPatchApprovalResponse = {
  decision: ReviewDecision;
};
export const ApplyPatchApprovalResponse: t.Type<ApplyPatchApprovalResponse> =
  /* @__PURE__ */ rt.deferred('ApplyPatchApprovalResponse', (n) =>
    rt.object<ApplyPatchApprovalResponse>(n, { decision: ReviewDecision }),
  );

/** User has approved this command and wants to apply the proposed execpolicy amendment so future matching commands are permitted. */
export type ApprovedExecpolicyAmendmentReviewDecision = {
  approved_execpolicy_amendment: {
    proposed_execpolicy_amendment: Array<string>;
  };
};
/** User has approved this command and wants to apply the proposed execpolicy amendment so future matching commands are permitted. */
export const ApprovedExecpolicyAmendmentReviewDecision: t.Type<ApprovedExecpolicyAmendmentReviewDecision> =
  /* @__PURE__ */ rt.deferred('ApprovedExecpolicyAmendmentReviewDecision', (n) =>
    rt.object<ApprovedExecpolicyAmendmentReviewDecision>(n, {
      approved_execpolicy_amendment: rt.object(`${n}.approved_execpolicy_amendment`, {
        proposed_execpolicy_amendment: rt.array(rt.string),
      }),
    }),
  );

export type AttestationGenerateParams = { [key: string]: unknown };
export const AttestationGenerateParams: t.Type<AttestationGenerateParams> =
  /* @__PURE__ */ rt.deferred('AttestationGenerateParams', () =>
    rt.typed<AttestationGenerateParams>(rt.record(rt.unknownValue)),
  );

export type AttestationGenerateResponse = {
  /** Opaque client attestation token. */
  token: string;
};
export const AttestationGenerateResponse: t.Type<AttestationGenerateResponse> =
  /* @__PURE__ */ rt.deferred('AttestationGenerateResponse', (n) =>
    rt.object<AttestationGenerateResponse>(n, { token: rt.string }),
  );

export type ChatgptAuthTokensRefreshParams = {
  /**
   * Workspace/account identifier that Codex was previously using.
   *
   * Clients that manage multiple accounts/workspaces can use this as a hint to refresh the token for the correct workspace.
   *
   * This may be `null` when the prior auth state did not include a workspace identifier (`chatgpt_account_id`).
   */
  previousAccountId?: string | null;
  reason: ChatgptAuthTokensRefreshReason;
};
export const ChatgptAuthTokensRefreshParams: t.Type<ChatgptAuthTokensRefreshParams> =
  /* @__PURE__ */ rt.deferred('ChatgptAuthTokensRefreshParams', (n) =>
    rt.object<ChatgptAuthTokensRefreshParams>(
      n,
      { reason: ChatgptAuthTokensRefreshReason },
      { previousAccountId: rt.nullable(rt.string) },
    ),
  );

export type ChatgptAuthTokensRefreshReason = 'unauthorized';
export const ChatgptAuthTokensRefreshReason: t.Type<ChatgptAuthTokensRefreshReason> =
  /* @__PURE__ */ rt.deferred('ChatgptAuthTokensRefreshReason', () =>
    rt.typed<ChatgptAuthTokensRefreshReason>(rt.literal('unauthorized')),
  );

export type ChatgptAuthTokensRefreshResponse = {
  accessToken: string;
  chatgptAccountId: string;
  chatgptPlanType?: string | null;
};
export const ChatgptAuthTokensRefreshResponse: t.Type<ChatgptAuthTokensRefreshResponse> =
  /* @__PURE__ */ rt.deferred('ChatgptAuthTokensRefreshResponse', (n) =>
    rt.object<ChatgptAuthTokensRefreshResponse>(
      n,
      { accessToken: rt.string, chatgptAccountId: rt.string },
      { chatgptPlanType: rt.nullable(rt.string) },
    ),
  );

export type ClientInfo = {
  name: string;
  title?: string | null;
  version: string;
};
export const ClientInfo: t.Type<ClientInfo> = /* @__PURE__ */ rt.deferred('ClientInfo', (n) =>
  rt.object<ClientInfo>(
    n,
    { name: rt.string, version: rt.string },
    { title: rt.nullable(rt.string) },
  ),
);

export type DeleteFileChange = {
  content: string;
  type: 'delete';
};
export const DeleteFileChange: t.Type<DeleteFileChange> = /* @__PURE__ */ rt.deferred(
  'DeleteFileChange',
  (n) => rt.object<DeleteFileChange>(n, { content: rt.string, type: rt.literal('delete') }),
);

/** User has denied this command and the agent should not execute it, but it should continue the session and try something else. */
export type DeniedReviewDecision = {
  denied: {
    rejection: string;
  };
};
/** User has denied this command and the agent should not execute it, but it should continue the session and try something else. */
export const DeniedReviewDecision: t.Type<DeniedReviewDecision> = /* @__PURE__ */ rt.deferred(
  'DeniedReviewDecision',
  (n) =>
    rt.object<DeniedReviewDecision>(n, {
      denied: rt.object(`${n}.denied`, { rejection: rt.string }),
    }),
);

export type ExecCommandApprovalResponse = {
  decision: ReviewDecision;
};
export const ExecCommandApprovalResponse: t.Type<ExecCommandApprovalResponse> =
  /* @__PURE__ */ rt.deferred('ExecCommandApprovalResponse', (n) =>
    rt.object<ExecCommandApprovalResponse>(n, { decision: ReviewDecision }),
  );

export type FileChange = AddFileChange | DeleteFileChange | UpdateFileChange;
export const FileChange: rt.TaggedUnionType<FileChange> = /* @__PURE__ */ rt.deferredTagged(
  'FileChange',
  (n) =>
    rt.taggedUnion<FileChange>(n, 'type', {
      add: AddFileChange,
      delete: DeleteFileChange,
      update: UpdateFileChange,
    }),
);

export type FuzzyFileSearchMatchType = 'file' | 'directory';
export const FuzzyFileSearchMatchType: t.Type<FuzzyFileSearchMatchType> =
  /* @__PURE__ */ rt.deferred('FuzzyFileSearchMatchType', (n) =>
    rt.enumeration<FuzzyFileSearchMatchType>(n, ['file', 'directory']),
  );

export type FuzzyFileSearchParams = {
  cancellationToken?: string | null;
  query: string;
  roots: Array<string>;
};
export const FuzzyFileSearchParams: t.Type<FuzzyFileSearchParams> = /* @__PURE__ */ rt.deferred(
  'FuzzyFileSearchParams',
  (n) =>
    rt.object<FuzzyFileSearchParams>(
      n,
      { query: rt.string, roots: rt.array(rt.string) },
      { cancellationToken: rt.nullable(rt.string) },
    ),
);

export type FuzzyFileSearchResponse = {
  files: Array<FuzzyFileSearchResult>;
};
export const FuzzyFileSearchResponse: t.Type<FuzzyFileSearchResponse> = /* @__PURE__ */ rt.deferred(
  'FuzzyFileSearchResponse',
  (n) => rt.object<FuzzyFileSearchResponse>(n, { files: rt.array(FuzzyFileSearchResult) }),
);

/** Superset of [`codex_file_search::FileMatch`] */
export type FuzzyFileSearchResult = {
  file_name: string;
  indices?: Array<number> | null;
  match_type: FuzzyFileSearchMatchType;
  path: string;
  root: string;
  score: number;
};
/** Superset of [`codex_file_search::FileMatch`] */
export const FuzzyFileSearchResult: t.Type<FuzzyFileSearchResult> = /* @__PURE__ */ rt.deferred(
  'FuzzyFileSearchResult',
  (n) =>
    rt.object<FuzzyFileSearchResult>(
      n,
      {
        file_name: rt.string,
        match_type: FuzzyFileSearchMatchType,
        path: rt.string,
        root: rt.string,
        score: rt.integer,
      },
      { indices: rt.nullable(rt.array(rt.integer)) },
    ),
);

export type FuzzyFileSearchSessionCompletedNotification = {
  sessionId: string;
};
export const FuzzyFileSearchSessionCompletedNotification: t.Type<FuzzyFileSearchSessionCompletedNotification> =
  /* @__PURE__ */ rt.deferred('FuzzyFileSearchSessionCompletedNotification', (n) =>
    rt.object<FuzzyFileSearchSessionCompletedNotification>(n, { sessionId: rt.string }),
  );

export type FuzzyFileSearchSessionUpdatedNotification = {
  files: Array<FuzzyFileSearchResult>;
  query: string;
  sessionId: string;
};
export const FuzzyFileSearchSessionUpdatedNotification: t.Type<FuzzyFileSearchSessionUpdatedNotification> =
  /* @__PURE__ */ rt.deferred('FuzzyFileSearchSessionUpdatedNotification', (n) =>
    rt.object<FuzzyFileSearchSessionUpdatedNotification>(n, {
      files: rt.array(FuzzyFileSearchResult),
      query: rt.string,
      sessionId: rt.string,
    }),
  );

/** Client-declared capabilities negotiated during initialize. */
export type InitializeCapabilities = {
  /** Opt into receiving experimental API methods and fields. */
  experimentalApi?: boolean;
  /** Use explicit gateway OAuth login instead of automatic browser authorization. Applies to this app-server's gateway runtime; later connections cannot undo it. */
  explicitGatewayOauth?: boolean;
  /** MCP extension settings declared by the app-server client. */
  extensions?: { [key: string]: unknown } | null;
  /**
   * Legacy opt-in for the `openai/form` MCP extension.
   *
   * New clients should declare `openai/form` in [`Self::extensions`].
   */
  mcpServerOpenaiFormElicitation?: boolean;
  /** Exact notification method names that should be suppressed for this connection (for example `thread/started`). */
  optOutNotificationMethods?: Array<string> | null;
  /** Opt into `attestation/generate` requests for upstream `x-oai-attestation`. */
  requestAttestation?: boolean;
  /** Present `humanCommand` approvals to a person and return only a one-time decision. Requires `experimentalApi`. Pending requests can be replayed to compatible clients. */
  requiredHumanApproval?: boolean;
};
/** Client-declared capabilities negotiated during initialize. */
export const InitializeCapabilities: t.Type<InitializeCapabilities> = /* @__PURE__ */ rt.deferred(
  'InitializeCapabilities',
  (n) =>
    rt.object<InitializeCapabilities>(
      n,
      {},
      {
        experimentalApi: rt.boolean,
        explicitGatewayOauth: rt.boolean,
        extensions: rt.nullable(rt.record(rt.unknownValue)),
        mcpServerOpenaiFormElicitation: rt.boolean,
        optOutNotificationMethods: rt.nullable(rt.array(rt.string)),
        requestAttestation: rt.boolean,
        requiredHumanApproval: rt.boolean,
      },
    ),
);

export type InitializeParams = {
  capabilities?: InitializeCapabilities | null;
  clientInfo: ClientInfo;
};
export const InitializeParams: t.Type<InitializeParams> = /* @__PURE__ */ rt.deferred(
  'InitializeParams',
  (n) =>
    rt.object<InitializeParams>(
      n,
      { clientInfo: ClientInfo },
      { capabilities: rt.nullable(InitializeCapabilities) },
    ),
);

export type InitializeResponse = {
  /** Absolute path to the server's $CODEX_HOME directory. */
  codexHome: AbsolutePathBuf;
  /** Platform family for the running app-server target, for example `"unix"` or `"windows"`. */
  platformFamily: string;
  /** Operating system for the running app-server target, for example `"macos"`, `"linux"`, or `"windows"`. */
  platformOs: string;
  userAgent: string;
};
export const InitializeResponse: t.Type<InitializeResponse> = /* @__PURE__ */ rt.deferred(
  'InitializeResponse',
  (n) =>
    rt.object<InitializeResponse>(n, {
      codexHome: AbsolutePathBuf,
      platformFamily: rt.string,
      platformOs: rt.string,
      userAgent: rt.string,
    }),
);

/** A response to a request that indicates an error occurred. */
export type JSONRPCError = {
  error: JSONRPCErrorError;
  id: RequestId;
};
/** A response to a request that indicates an error occurred. */
export const JSONRPCError: t.Type<JSONRPCError> = /* @__PURE__ */ rt.deferred('JSONRPCError', (n) =>
  rt.object<JSONRPCError>(n, { error: JSONRPCErrorError, id: RequestId }),
);

export type JSONRPCErrorError = {
  code: number;
  data?: unknown;
  message: string;
};
export const JSONRPCErrorError: t.Type<JSONRPCErrorError> = /* @__PURE__ */ rt.deferred(
  'JSONRPCErrorError',
  (n) =>
    rt.object<JSONRPCErrorError>(
      n,
      { code: rt.integer, message: rt.string },
      { data: rt.unknownValue },
    ),
);

/** Refers to any valid JSON-RPC object that can be decoded off the wire, or encoded to be sent. */
export type JSONRPCMessage = JSONRPCRequest | JSONRPCNotification | JSONRPCResponse | JSONRPCError;
/** Refers to any valid JSON-RPC object that can be decoded off the wire, or encoded to be sent. */
export const JSONRPCMessage: t.Type<JSONRPCMessage> = /* @__PURE__ */ rt.deferred(
  'JSONRPCMessage',
  (n) =>
    rt.union<JSONRPCMessage>(n, [
      JSONRPCRequest,
      JSONRPCNotification,
      JSONRPCResponse,
      JSONRPCError,
    ]),
);

/** A notification which does not expect a response. */
export type JSONRPCNotification = {
  method: string;
  params?: unknown;
};
/** A notification which does not expect a response. */
export const JSONRPCNotification: t.Type<JSONRPCNotification> = /* @__PURE__ */ rt.deferred(
  'JSONRPCNotification',
  (n) => rt.object<JSONRPCNotification>(n, { method: rt.string }, { params: rt.unknownValue }),
);

/** A request that expects a response. */
export type JSONRPCRequest = {
  id: RequestId;
  method: string;
  params?: unknown;
  /** Optional W3C Trace Context for distributed tracing. */
  trace?: W3cTraceContext | null;
};
/** A request that expects a response. */
export const JSONRPCRequest: t.Type<JSONRPCRequest> = /* @__PURE__ */ rt.deferred(
  'JSONRPCRequest',
  (n) =>
    rt.object<JSONRPCRequest>(
      n,
      { id: RequestId, method: rt.string },
      { params: rt.unknownValue, trace: rt.nullable(W3cTraceContext) },
    ),
);

/** A successful (non-error) response to a request. */
export type JSONRPCResponse = {
  id: RequestId;
  result: unknown;
};
/** A successful (non-error) response to a request. */
export const JSONRPCResponse: t.Type<JSONRPCResponse> = /* @__PURE__ */ rt.deferred(
  'JSONRPCResponse',
  (n) => rt.object<JSONRPCResponse>(n, { id: RequestId, result: rt.unknownValue }),
);

export type ListFilesParsedCommand = {
  cmd: string;
  path?: string | null;
  type: 'list_files';
};
export const ListFilesParsedCommand: t.Type<ListFilesParsedCommand> = /* @__PURE__ */ rt.deferred(
  'ListFilesParsedCommand',
  (n) =>
    rt.object<ListFilesParsedCommand>(
      n,
      { cmd: rt.string, type: rt.literal('list_files') },
      { path: rt.nullable(rt.string) },
    ),
);

export type NetworkPolicyAmendment = {
  action: NetworkPolicyRuleAction;
  host: string;
};
export const NetworkPolicyAmendment: t.Type<NetworkPolicyAmendment> = /* @__PURE__ */ rt.deferred(
  'NetworkPolicyAmendment',
  (n) => rt.object<NetworkPolicyAmendment>(n, { action: NetworkPolicyRuleAction, host: rt.string }),
);

/** User chose to persist a network policy rule (allow/deny) for future requests to the same host. */
export type NetworkPolicyAmendmentReviewDecision = {
  network_policy_amendment: {
    network_policy_amendment: NetworkPolicyAmendment;
  };
};
/** User chose to persist a network policy rule (allow/deny) for future requests to the same host. */
export const NetworkPolicyAmendmentReviewDecision: t.Type<NetworkPolicyAmendmentReviewDecision> =
  /* @__PURE__ */ rt.deferred('NetworkPolicyAmendmentReviewDecision', (n) =>
    rt.object<NetworkPolicyAmendmentReviewDecision>(n, {
      network_policy_amendment: rt.object(`${n}.network_policy_amendment`, {
        network_policy_amendment: NetworkPolicyAmendment,
      }),
    }),
  );

export type NetworkPolicyRuleAction = 'allow' | 'deny';
export const NetworkPolicyRuleAction: t.Type<NetworkPolicyRuleAction> = /* @__PURE__ */ rt.deferred(
  'NetworkPolicyRuleAction',
  (n) => rt.enumeration<NetworkPolicyRuleAction>(n, ['allow', 'deny']),
);

export type ParsedCommand =
  | ReadParsedCommand
  | ListFilesParsedCommand
  | SearchParsedCommand
  | UnknownParsedCommand;
export const ParsedCommand: rt.TaggedUnionType<ParsedCommand> = /* @__PURE__ */ rt.deferredTagged(
  'ParsedCommand',
  (n) =>
    rt.taggedUnion<ParsedCommand>(n, 'type', {
      read: ReadParsedCommand,
      list_files: ListFilesParsedCommand,
      search: SearchParsedCommand,
      unknown: UnknownParsedCommand,
    }),
);

export type ReadParsedCommand = {
  cmd: string;
  name: string;
  /** (Best effort) Path to the file being read by the command. When possible, this is an absolute path, though when relative, it should be resolved against the `cwd`` that will be used to run the command to derive the absolute path. */
  path: string;
  type: 'read';
};
export const ReadParsedCommand: t.Type<ReadParsedCommand> = /* @__PURE__ */ rt.deferred(
  'ReadParsedCommand',
  (n) =>
    rt.object<ReadParsedCommand>(n, {
      cmd: rt.string,
      name: rt.string,
      path: rt.string,
      type: rt.literal('read'),
    }),
);

export type RequestId = string | number;
export const RequestId: t.Type<RequestId> = /* @__PURE__ */ rt.deferred('RequestId', (n) =>
  rt.union<RequestId>(n, [rt.string, rt.integer]),
);

/** User's decision in response to an ExecApprovalRequest. */
export type ReviewDecision =
  | 'approved'
  | ApprovedExecpolicyAmendmentReviewDecision
  | 'approved_for_session'
  | 'approved_mcp_policy_amendment'
  | NetworkPolicyAmendmentReviewDecision
  | DeniedReviewDecision
  | 'timed_out'
  | 'abort';
/** User's decision in response to an ExecApprovalRequest. */
export const ReviewDecision: t.Type<ReviewDecision> = /* @__PURE__ */ rt.deferred(
  'ReviewDecision',
  (n) =>
    rt.union<ReviewDecision>(n, [
      rt.literal('approved'),
      ApprovedExecpolicyAmendmentReviewDecision,
      rt.literal('approved_for_session'),
      rt.literal('approved_mcp_policy_amendment'),
      NetworkPolicyAmendmentReviewDecision,
      DeniedReviewDecision,
      rt.literal('timed_out'),
      rt.literal('abort'),
    ]),
);

export type SearchParsedCommand = {
  cmd: string;
  path?: string | null;
  query?: string | null;
  type: 'search';
};
export const SearchParsedCommand: t.Type<SearchParsedCommand> = /* @__PURE__ */ rt.deferred(
  'SearchParsedCommand',
  (n) =>
    rt.object<SearchParsedCommand>(
      n,
      { cmd: rt.string, type: rt.literal('search') },
      { path: rt.nullable(rt.string), query: rt.nullable(rt.string) },
    ),
);

export type UnknownParsedCommand = {
  cmd: string;
  type: 'unknown';
};
export const UnknownParsedCommand: t.Type<UnknownParsedCommand> = /* @__PURE__ */ rt.deferred(
  'UnknownParsedCommand',
  (n) => rt.object<UnknownParsedCommand>(n, { cmd: rt.string, type: rt.literal('unknown') }),
);

export type UpdateFileChange = {
  move_path?: string | null;
  type: 'update';
  unified_diff: string;
};
export const UpdateFileChange: t.Type<UpdateFileChange> = /* @__PURE__ */ rt.deferred(
  'UpdateFileChange',
  (n) =>
    rt.object<UpdateFileChange>(
      n,
      { type: rt.literal('update'), unified_diff: rt.string },
      { move_path: rt.nullable(rt.string) },
    ),
);

export type W3cTraceContext = {
  traceparent?: string | null;
  tracestate?: string | null;
};
export const W3cTraceContext: t.Type<W3cTraceContext> = /* @__PURE__ */ rt.deferred(
  'W3cTraceContext',
  (n) =>
    rt.object<W3cTraceContext>(
      n,
      {},
      { traceparent: rt.nullable(rt.string), tracestate: rt.nullable(rt.string) },
    ),
);
