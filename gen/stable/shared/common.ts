// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import * as t from 'io-ts';
import * as rt from '../../../lib/protocol/codec-runtime.js';

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
export const AbsolutePathBuf: t.Type<AbsolutePathBuf> = t.string;

export type AddFileChange = {
  content: string;
  type: 'add';
};
export const AddFileChange: t.Type<AddFileChange> = /* @__PURE__ */ rt.lazy('AddFileChange', () =>
  t.type({ content: t.string, type: t.literal('add') }),
);

export type ApplyPatchApprovalResponse = {
  decision: ReviewDecision;
};
export const ApplyPatchApprovalResponse: t.Type<ApplyPatchApprovalResponse> =
  /* @__PURE__ */ rt.lazy('ApplyPatchApprovalResponse', () => t.type({ decision: ReviewDecision }));

/** User has approved this command and wants to apply the proposed execpolicy amendment so future matching commands are permitted. */
export type ApprovedExecpolicyAmendmentReviewDecision = {
  approved_execpolicy_amendment: {
    proposed_execpolicy_amendment: Array<string>;
  };
};
/** User has approved this command and wants to apply the proposed execpolicy amendment so future matching commands are permitted. */
export const ApprovedExecpolicyAmendmentReviewDecision: t.Type<ApprovedExecpolicyAmendmentReviewDecision> =
  /* @__PURE__ */ rt.lazy('ApprovedExecpolicyAmendmentReviewDecision', () =>
    t.type({
      approved_execpolicy_amendment: t.type({ proposed_execpolicy_amendment: t.array(t.string) }),
    }),
  );

export type AttestationGenerateParams = { [key: string]: unknown };
export const AttestationGenerateParams: t.Type<AttestationGenerateParams> = /* @__PURE__ */ rt.lazy(
  'AttestationGenerateParams',
  () => t.record(t.string, rt.jsonValue),
);

export type AttestationGenerateResponse = {
  /** Opaque client attestation token. */
  token: string;
};
export const AttestationGenerateResponse: t.Type<AttestationGenerateResponse> =
  /* @__PURE__ */ rt.lazy('AttestationGenerateResponse', () => t.type({ token: t.string }));

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
  /* @__PURE__ */ rt.lazy('ChatgptAuthTokensRefreshParams', () =>
    t.intersection([
      t.type({ reason: ChatgptAuthTokensRefreshReason }),
      t.partial({ previousAccountId: rt.nullable(t.string) }),
    ]),
  );

export type ChatgptAuthTokensRefreshReason = 'unauthorized';
export const ChatgptAuthTokensRefreshReason: t.Type<ChatgptAuthTokensRefreshReason> =
  /* @__PURE__ */ rt.lazy('ChatgptAuthTokensRefreshReason', () => t.literal('unauthorized'));

export type ChatgptAuthTokensRefreshResponse = {
  accessToken: string;
  chatgptAccountId: string;
  chatgptPlanType?: string | null;
};
export const ChatgptAuthTokensRefreshResponse: t.Type<ChatgptAuthTokensRefreshResponse> =
  /* @__PURE__ */ rt.lazy('ChatgptAuthTokensRefreshResponse', () =>
    t.intersection([
      t.type({ accessToken: t.string, chatgptAccountId: t.string }),
      t.partial({ chatgptPlanType: rt.nullable(t.string) }),
    ]),
  );

export type ClientInfo = {
  name: string;
  title?: string | null;
  version: string;
};
export const ClientInfo: t.Type<ClientInfo> = /* @__PURE__ */ rt.lazy('ClientInfo', () =>
  t.intersection([
    t.type({ name: t.string, version: t.string }),
    t.partial({ title: rt.nullable(t.string) }),
  ]),
);

export type DeleteFileChange = {
  content: string;
  type: 'delete';
};
export const DeleteFileChange: t.Type<DeleteFileChange> = /* @__PURE__ */ rt.lazy(
  'DeleteFileChange',
  () => t.type({ content: t.string, type: t.literal('delete') }),
);

/** User has denied this command and the agent should not execute it, but it should continue the session and try something else. */
export type DeniedReviewDecision = {
  denied: {
    rejection: string;
  };
};
/** User has denied this command and the agent should not execute it, but it should continue the session and try something else. */
export const DeniedReviewDecision: t.Type<DeniedReviewDecision> = /* @__PURE__ */ rt.lazy(
  'DeniedReviewDecision',
  () => t.type({ denied: t.type({ rejection: t.string }) }),
);

export type ExecCommandApprovalResponse = {
  decision: ReviewDecision;
};
export const ExecCommandApprovalResponse: t.Type<ExecCommandApprovalResponse> =
  /* @__PURE__ */ rt.lazy('ExecCommandApprovalResponse', () =>
    t.type({ decision: ReviewDecision }),
  );

export type FileChange = AddFileChange | DeleteFileChange | UpdateFileChange;
export const FileChange: rt.TaggedUnionType<FileChange> = /* @__PURE__ */ rt.lazyTagged(
  'FileChange',
  () =>
    rt.taggedUnion(
      'type',
      { add: AddFileChange, delete: DeleteFileChange, update: UpdateFileChange },
      'FileChange',
    ),
);

export type FuzzyFileSearchMatchType = 'file' | 'directory';
export const FuzzyFileSearchMatchType: t.Type<FuzzyFileSearchMatchType> = /* @__PURE__ */ rt.lazy(
  'FuzzyFileSearchMatchType',
  () => rt.openEnum(t.keyof({ file: null, directory: null })),
);

export type FuzzyFileSearchParams = {
  cancellationToken?: string | null;
  query: string;
  roots: Array<string>;
};
export const FuzzyFileSearchParams: t.Type<FuzzyFileSearchParams> = /* @__PURE__ */ rt.lazy(
  'FuzzyFileSearchParams',
  () =>
    t.intersection([
      t.type({ query: t.string, roots: t.array(t.string) }),
      t.partial({ cancellationToken: rt.nullable(t.string) }),
    ]),
);

export type FuzzyFileSearchResponse = {
  files: Array<FuzzyFileSearchResult>;
};
export const FuzzyFileSearchResponse: t.Type<FuzzyFileSearchResponse> = /* @__PURE__ */ rt.lazy(
  'FuzzyFileSearchResponse',
  () => t.type({ files: t.array(FuzzyFileSearchResult) }),
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
export const FuzzyFileSearchResult: t.Type<FuzzyFileSearchResult> = /* @__PURE__ */ rt.lazy(
  'FuzzyFileSearchResult',
  () =>
    t.intersection([
      t.type({
        file_name: t.string,
        match_type: FuzzyFileSearchMatchType,
        path: t.string,
        root: t.string,
        score: rt.integer,
      }),
      t.partial({ indices: rt.nullable(t.array(rt.integer)) }),
    ]),
);

export type FuzzyFileSearchSessionCompletedNotification = {
  sessionId: string;
};
export const FuzzyFileSearchSessionCompletedNotification: t.Type<FuzzyFileSearchSessionCompletedNotification> =
  /* @__PURE__ */ rt.lazy('FuzzyFileSearchSessionCompletedNotification', () =>
    t.type({ sessionId: t.string }),
  );

export type FuzzyFileSearchSessionUpdatedNotification = {
  files: Array<FuzzyFileSearchResult>;
  query: string;
  sessionId: string;
};
export const FuzzyFileSearchSessionUpdatedNotification: t.Type<FuzzyFileSearchSessionUpdatedNotification> =
  /* @__PURE__ */ rt.lazy('FuzzyFileSearchSessionUpdatedNotification', () =>
    t.type({ files: t.array(FuzzyFileSearchResult), query: t.string, sessionId: t.string }),
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
export const InitializeCapabilities: t.Type<InitializeCapabilities> = /* @__PURE__ */ rt.lazy(
  'InitializeCapabilities',
  () =>
    t.partial({
      experimentalApi: t.boolean,
      explicitGatewayOauth: t.boolean,
      extensions: rt.nullable(t.record(t.string, rt.jsonValue)),
      mcpServerOpenaiFormElicitation: t.boolean,
      optOutNotificationMethods: rt.nullable(t.array(t.string)),
      requestAttestation: t.boolean,
      requiredHumanApproval: t.boolean,
    }),
);

export type InitializeParams = {
  capabilities?: InitializeCapabilities | null;
  clientInfo: ClientInfo;
};
export const InitializeParams: t.Type<InitializeParams> = /* @__PURE__ */ rt.lazy(
  'InitializeParams',
  () =>
    t.intersection([
      t.type({ clientInfo: ClientInfo }),
      t.partial({ capabilities: rt.nullable(InitializeCapabilities) }),
    ]),
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
export const InitializeResponse: t.Type<InitializeResponse> = /* @__PURE__ */ rt.lazy(
  'InitializeResponse',
  () =>
    t.type({
      codexHome: AbsolutePathBuf,
      platformFamily: t.string,
      platformOs: t.string,
      userAgent: t.string,
    }),
);

/** A response to a request that indicates an error occurred. */
export type JSONRPCError = {
  error: JSONRPCErrorError;
  id: RequestId;
};
/** A response to a request that indicates an error occurred. */
export const JSONRPCError: t.Type<JSONRPCError> = /* @__PURE__ */ rt.lazy('JSONRPCError', () =>
  t.type({ error: JSONRPCErrorError, id: RequestId }),
);

export type JSONRPCErrorError = {
  code: number;
  data?: unknown;
  message: string;
};
export const JSONRPCErrorError: t.Type<JSONRPCErrorError> = /* @__PURE__ */ rt.lazy(
  'JSONRPCErrorError',
  () =>
    t.intersection([
      t.type({ code: rt.integer, message: t.string }),
      t.partial({ data: rt.jsonValue }),
    ]),
);

/** Refers to any valid JSON-RPC object that can be decoded off the wire, or encoded to be sent. */
export type JSONRPCMessage = JSONRPCRequest | JSONRPCNotification | JSONRPCResponse | JSONRPCError;
/** Refers to any valid JSON-RPC object that can be decoded off the wire, or encoded to be sent. */
export const JSONRPCMessage: t.Type<JSONRPCMessage> = /* @__PURE__ */ rt.lazy(
  'JSONRPCMessage',
  () => t.union([JSONRPCRequest, JSONRPCNotification, JSONRPCResponse, JSONRPCError]),
);

/** A notification which does not expect a response. */
export type JSONRPCNotification = {
  method: string;
  params?: unknown;
};
/** A notification which does not expect a response. */
export const JSONRPCNotification: t.Type<JSONRPCNotification> = /* @__PURE__ */ rt.lazy(
  'JSONRPCNotification',
  () => t.intersection([t.type({ method: t.string }), t.partial({ params: rt.jsonValue })]),
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
export const JSONRPCRequest: t.Type<JSONRPCRequest> = /* @__PURE__ */ rt.lazy(
  'JSONRPCRequest',
  () =>
    t.intersection([
      t.type({ id: RequestId, method: t.string }),
      t.partial({ params: rt.jsonValue, trace: rt.nullable(W3cTraceContext) }),
    ]),
);

/** A successful (non-error) response to a request. */
export type JSONRPCResponse = {
  id: RequestId;
  result: unknown;
};
/** A successful (non-error) response to a request. */
export const JSONRPCResponse: t.Type<JSONRPCResponse> = /* @__PURE__ */ rt.lazy(
  'JSONRPCResponse',
  () => t.type({ id: RequestId, result: rt.jsonValue }),
);

export type ListFilesParsedCommand = {
  cmd: string;
  path?: string | null;
  type: 'list_files';
};
export const ListFilesParsedCommand: t.Type<ListFilesParsedCommand> = /* @__PURE__ */ rt.lazy(
  'ListFilesParsedCommand',
  () =>
    t.intersection([
      t.type({ cmd: t.string, type: t.literal('list_files') }),
      t.partial({ path: rt.nullable(t.string) }),
    ]),
);

export type NetworkPolicyAmendment = {
  action: NetworkPolicyRuleAction;
  host: string;
};
export const NetworkPolicyAmendment: t.Type<NetworkPolicyAmendment> = /* @__PURE__ */ rt.lazy(
  'NetworkPolicyAmendment',
  () => t.type({ action: NetworkPolicyRuleAction, host: t.string }),
);

/** User chose to persist a network policy rule (allow/deny) for future requests to the same host. */
export type NetworkPolicyAmendmentReviewDecision = {
  network_policy_amendment: {
    network_policy_amendment: NetworkPolicyAmendment;
  };
};
/** User chose to persist a network policy rule (allow/deny) for future requests to the same host. */
export const NetworkPolicyAmendmentReviewDecision: t.Type<NetworkPolicyAmendmentReviewDecision> =
  /* @__PURE__ */ rt.lazy('NetworkPolicyAmendmentReviewDecision', () =>
    t.type({
      network_policy_amendment: t.type({ network_policy_amendment: NetworkPolicyAmendment }),
    }),
  );

export type NetworkPolicyRuleAction = 'allow' | 'deny';
export const NetworkPolicyRuleAction: t.Type<NetworkPolicyRuleAction> = /* @__PURE__ */ rt.lazy(
  'NetworkPolicyRuleAction',
  () => rt.openEnum(t.keyof({ allow: null, deny: null })),
);

export type ParsedCommand =
  | ReadParsedCommand
  | ListFilesParsedCommand
  | SearchParsedCommand
  | UnknownParsedCommand;
export const ParsedCommand: rt.TaggedUnionType<ParsedCommand> = /* @__PURE__ */ rt.lazyTagged(
  'ParsedCommand',
  () =>
    rt.taggedUnion(
      'type',
      {
        read: ReadParsedCommand,
        list_files: ListFilesParsedCommand,
        search: SearchParsedCommand,
        unknown: UnknownParsedCommand,
      },
      'ParsedCommand',
    ),
);

export type ReadParsedCommand = {
  cmd: string;
  name: string;
  /** (Best effort) Path to the file being read by the command. When possible, this is an absolute path, though when relative, it should be resolved against the `cwd`` that will be used to run the command to derive the absolute path. */
  path: string;
  type: 'read';
};
export const ReadParsedCommand: t.Type<ReadParsedCommand> = /* @__PURE__ */ rt.lazy(
  'ReadParsedCommand',
  () => t.type({ cmd: t.string, name: t.string, path: t.string, type: t.literal('read') }),
);

export type RequestId = string | number;
export const RequestId: t.Type<RequestId> = /* @__PURE__ */ rt.lazy('RequestId', () =>
  t.union([t.string, rt.integer]),
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
export const ReviewDecision: t.Type<ReviewDecision> = /* @__PURE__ */ rt.lazy(
  'ReviewDecision',
  () =>
    t.union([
      t.literal('approved'),
      ApprovedExecpolicyAmendmentReviewDecision,
      t.literal('approved_for_session'),
      t.literal('approved_mcp_policy_amendment'),
      NetworkPolicyAmendmentReviewDecision,
      DeniedReviewDecision,
      t.literal('timed_out'),
      t.literal('abort'),
    ]),
);

export type SearchParsedCommand = {
  cmd: string;
  path?: string | null;
  query?: string | null;
  type: 'search';
};
export const SearchParsedCommand: t.Type<SearchParsedCommand> = /* @__PURE__ */ rt.lazy(
  'SearchParsedCommand',
  () =>
    t.intersection([
      t.type({ cmd: t.string, type: t.literal('search') }),
      t.partial({ path: rt.nullable(t.string), query: rt.nullable(t.string) }),
    ]),
);

export type UnknownParsedCommand = {
  cmd: string;
  type: 'unknown';
};
export const UnknownParsedCommand: t.Type<UnknownParsedCommand> = /* @__PURE__ */ rt.lazy(
  'UnknownParsedCommand',
  () => t.type({ cmd: t.string, type: t.literal('unknown') }),
);

export type UpdateFileChange = {
  move_path?: string | null;
  type: 'update';
  unified_diff: string;
};
export const UpdateFileChange: t.Type<UpdateFileChange> = /* @__PURE__ */ rt.lazy(
  'UpdateFileChange',
  () =>
    t.intersection([
      t.type({ type: t.literal('update'), unified_diff: t.string }),
      t.partial({ move_path: rt.nullable(t.string) }),
    ]),
);

export type W3cTraceContext = {
  traceparent?: string | null;
  tracestate?: string | null;
};
export const W3cTraceContext: t.Type<W3cTraceContext> = /* @__PURE__ */ rt.lazy(
  'W3cTraceContext',
  () => t.partial({ traceparent: rt.nullable(t.string), tracestate: rt.nullable(t.string) }),
);
