// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

const refs: rt.Refs = () => [
  AbsolutePathBuf,
  AddFileChange,
  ApprovedExecpolicyAmendmentReviewDecision,
  ChatgptAuthTokensRefreshReason,
  ClientInfo,
  DeleteFileChange,
  DeniedReviewDecision,
  FuzzyFileSearchMatchType,
  FuzzyFileSearchResult,
  InitializeCapabilities,
  JSONRPCError,
  JSONRPCErrorError,
  JSONRPCNotification,
  JSONRPCRequest,
  JSONRPCResponse,
  ListFilesParsedCommand,
  NetworkPolicyAmendment,
  NetworkPolicyAmendmentReviewDecision,
  NetworkPolicyRuleAction,
  ReadParsedCommand,
  RequestId,
  ReviewDecision,
  SearchParsedCommand,
  UnknownParsedCommand,
  UpdateFileChange,
  W3cTraceContext,
];

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
export const AbsolutePathBuf: t.Type<AbsolutePathBuf> = /* @__PURE__ */ rt.define<AbsolutePathBuf>(
  'AbsolutePathBuf',
  refs,
  's',
);

export type AddFileChange = {
  content: string;
  type: 'add';
};
export const AddFileChange: t.Type<AddFileChange> = /* @__PURE__ */ rt.define<AddFileChange>(
  'AddFileChange',
  refs,
  '[o,{content:s,type:[l,add]}]',
);

export type ApplyPatchApprovalResponse = {
  decision: ReviewDecision;
};
export const ApplyPatchApprovalResponse: t.Type<ApplyPatchApprovalResponse> =
  /* @__PURE__ */ rt.define<ApplyPatchApprovalResponse>(
    'ApplyPatchApprovalResponse',
    refs,
    '[o,{decision:21}]',
  );

/** User has approved this command and wants to apply the proposed execpolicy amendment so future matching commands are permitted. */
export type ApprovedExecpolicyAmendmentReviewDecision = {
  approved_execpolicy_amendment: {
    proposed_execpolicy_amendment: Array<string>;
  };
};
/** User has approved this command and wants to apply the proposed execpolicy amendment so future matching commands are permitted. */
export const ApprovedExecpolicyAmendmentReviewDecision: t.Type<ApprovedExecpolicyAmendmentReviewDecision> =
  /* @__PURE__ */ rt.define<ApprovedExecpolicyAmendmentReviewDecision>(
    'ApprovedExecpolicyAmendmentReviewDecision',
    refs,
    '[o,{approved_execpolicy_amendment:[o,{proposed_execpolicy_amendment:[a,s]}]}]',
  );

export type AttestationGenerateParams = { [key: string]: unknown };
export const AttestationGenerateParams: t.Type<AttestationGenerateParams> =
  /* @__PURE__ */ rt.define<AttestationGenerateParams>('AttestationGenerateParams', refs, '[r,u]');

export type AttestationGenerateResponse = {
  /** Opaque client attestation token. */
  token: string;
};
export const AttestationGenerateResponse: t.Type<AttestationGenerateResponse> =
  /* @__PURE__ */ rt.define<AttestationGenerateResponse>(
    'AttestationGenerateResponse',
    refs,
    '[o,{token:s}]',
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
  /* @__PURE__ */ rt.define<ChatgptAuthTokensRefreshParams>(
    'ChatgptAuthTokensRefreshParams',
    refs,
    '[o,{reason:3},{previousAccountId:["?",s]}]',
  );

export type ChatgptAuthTokensRefreshReason = 'unauthorized';
export const ChatgptAuthTokensRefreshReason: t.Type<ChatgptAuthTokensRefreshReason> =
  /* @__PURE__ */ rt.define<ChatgptAuthTokensRefreshReason>(
    'ChatgptAuthTokensRefreshReason',
    refs,
    '[l,unauthorized]',
  );

export type ChatgptAuthTokensRefreshResponse = {
  accessToken: string;
  chatgptAccountId: string;
  chatgptPlanType?: string | null;
};
export const ChatgptAuthTokensRefreshResponse: t.Type<ChatgptAuthTokensRefreshResponse> =
  /* @__PURE__ */ rt.define<ChatgptAuthTokensRefreshResponse>(
    'ChatgptAuthTokensRefreshResponse',
    refs,
    '[o,{accessToken:s,chatgptAccountId:s},{chatgptPlanType:["?",s]}]',
  );

export type ClientInfo = {
  name: string;
  title?: string | null;
  version: string;
};
export const ClientInfo: t.Type<ClientInfo> = /* @__PURE__ */ rt.define<ClientInfo>(
  'ClientInfo',
  refs,
  '[o,{name:s,version:s},{title:["?",s]}]',
);

export type DeleteFileChange = {
  content: string;
  type: 'delete';
};
export const DeleteFileChange: t.Type<DeleteFileChange> =
  /* @__PURE__ */ rt.define<DeleteFileChange>(
    'DeleteFileChange',
    refs,
    '[o,{content:s,type:[l,delete]}]',
  );

/** User has denied this command and the agent should not execute it, but it should continue the session and try something else. */
export type DeniedReviewDecision = {
  denied: {
    rejection: string;
  };
};
/** User has denied this command and the agent should not execute it, but it should continue the session and try something else. */
export const DeniedReviewDecision: t.Type<DeniedReviewDecision> =
  /* @__PURE__ */ rt.define<DeniedReviewDecision>(
    'DeniedReviewDecision',
    refs,
    '[o,{denied:[o,{rejection:s}]}]',
  );

export type ExecCommandApprovalResponse = {
  decision: ReviewDecision;
};
export const ExecCommandApprovalResponse: t.Type<ExecCommandApprovalResponse> =
  /* @__PURE__ */ rt.define<ExecCommandApprovalResponse>(
    'ExecCommandApprovalResponse',
    refs,
    '[o,{decision:21}]',
  );

export type FileChange = AddFileChange | DeleteFileChange | UpdateFileChange;
export const FileChange: rt.TaggedUnionType<FileChange> =
  /* @__PURE__ */ rt.defineTagged<FileChange>(
    'FileChange',
    refs,
    '[t,type,{add:1,delete:5,update:24}]',
  );

export type FuzzyFileSearchMatchType = 'file' | 'directory';
export const FuzzyFileSearchMatchType: t.Type<FuzzyFileSearchMatchType> =
  /* @__PURE__ */ rt.define<FuzzyFileSearchMatchType>(
    'FuzzyFileSearchMatchType',
    refs,
    '[e,[file,directory]]',
  );

export type FuzzyFileSearchParams = {
  cancellationToken?: string | null;
  query: string;
  roots: Array<string>;
};
export const FuzzyFileSearchParams: t.Type<FuzzyFileSearchParams> =
  /* @__PURE__ */ rt.define<FuzzyFileSearchParams>(
    'FuzzyFileSearchParams',
    refs,
    '[o,{query:s,roots:[a,s]},{cancellationToken:["?",s]}]',
  );

export type FuzzyFileSearchResponse = {
  files: Array<FuzzyFileSearchResult>;
};
export const FuzzyFileSearchResponse: t.Type<FuzzyFileSearchResponse> =
  /* @__PURE__ */ rt.define<FuzzyFileSearchResponse>(
    'FuzzyFileSearchResponse',
    refs,
    '[o,{files:[a,8]}]',
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
export const FuzzyFileSearchResult: t.Type<FuzzyFileSearchResult> =
  /* @__PURE__ */ rt.define<FuzzyFileSearchResult>(
    'FuzzyFileSearchResult',
    refs,
    '[o,{file_name:s,match_type:7,path:s,root:s,score:i},{indices:["?",[a,i]]}]',
  );

export type FuzzyFileSearchSessionCompletedNotification = {
  sessionId: string;
};
export const FuzzyFileSearchSessionCompletedNotification: t.Type<FuzzyFileSearchSessionCompletedNotification> =
  /* @__PURE__ */ rt.define<FuzzyFileSearchSessionCompletedNotification>(
    'FuzzyFileSearchSessionCompletedNotification',
    refs,
    '[o,{sessionId:s}]',
  );

export type FuzzyFileSearchSessionUpdatedNotification = {
  files: Array<FuzzyFileSearchResult>;
  query: string;
  sessionId: string;
};
export const FuzzyFileSearchSessionUpdatedNotification: t.Type<FuzzyFileSearchSessionUpdatedNotification> =
  /* @__PURE__ */ rt.define<FuzzyFileSearchSessionUpdatedNotification>(
    'FuzzyFileSearchSessionUpdatedNotification',
    refs,
    '[o,{files:[a,8],query:s,sessionId:s}]',
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
export const InitializeCapabilities: t.Type<InitializeCapabilities> =
  /* @__PURE__ */ rt.define<InitializeCapabilities>(
    'InitializeCapabilities',
    refs,
    '[o,{},{experimentalApi:b,explicitGatewayOauth:b,extensions:["?",[r,u]],mcpServerOpenaiFormElicitation:b,optOutNotificationMethods:["?",[a,s]],requestAttestation:b,requiredHumanApproval:b}]',
  );

export type InitializeParams = {
  capabilities?: InitializeCapabilities | null;
  clientInfo: ClientInfo;
};
export const InitializeParams: t.Type<InitializeParams> =
  /* @__PURE__ */ rt.define<InitializeParams>(
    'InitializeParams',
    refs,
    '[o,{clientInfo:4},{capabilities:["?",9]}]',
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
export const InitializeResponse: t.Type<InitializeResponse> =
  /* @__PURE__ */ rt.define<InitializeResponse>(
    'InitializeResponse',
    refs,
    '[o,{codexHome:0,platformFamily:s,platformOs:s,userAgent:s}]',
  );

/** A response to a request that indicates an error occurred. */
export type JSONRPCError = {
  error: JSONRPCErrorError;
  id: RequestId;
};
/** A response to a request that indicates an error occurred. */
export const JSONRPCError: t.Type<JSONRPCError> = /* @__PURE__ */ rt.define<JSONRPCError>(
  'JSONRPCError',
  refs,
  '[o,{error:11,id:20}]',
);

export type JSONRPCErrorError = {
  code: number;
  data?: unknown;
  message: string;
};
export const JSONRPCErrorError: t.Type<JSONRPCErrorError> =
  /* @__PURE__ */ rt.define<JSONRPCErrorError>(
    'JSONRPCErrorError',
    refs,
    '[o,{code:i,message:s},{data:u}]',
  );

/** Refers to any valid JSON-RPC object that can be decoded off the wire, or encoded to be sent. */
export type JSONRPCMessage = JSONRPCRequest | JSONRPCNotification | JSONRPCResponse | JSONRPCError;
/** Refers to any valid JSON-RPC object that can be decoded off the wire, or encoded to be sent. */
export const JSONRPCMessage: t.Type<JSONRPCMessage> = /* @__PURE__ */ rt.define<JSONRPCMessage>(
  'JSONRPCMessage',
  refs,
  '["|",[13,12,14,10]]',
);

/** A notification which does not expect a response. */
export type JSONRPCNotification = {
  method: string;
  params?: unknown;
};
/** A notification which does not expect a response. */
export const JSONRPCNotification: t.Type<JSONRPCNotification> =
  /* @__PURE__ */ rt.define<JSONRPCNotification>(
    'JSONRPCNotification',
    refs,
    '[o,{method:s},{params:u}]',
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
export const JSONRPCRequest: t.Type<JSONRPCRequest> = /* @__PURE__ */ rt.define<JSONRPCRequest>(
  'JSONRPCRequest',
  refs,
  '[o,{id:20,method:s},{params:u,trace:["?",25]}]',
);

/** A successful (non-error) response to a request. */
export type JSONRPCResponse = {
  id: RequestId;
  result: unknown;
};
/** A successful (non-error) response to a request. */
export const JSONRPCResponse: t.Type<JSONRPCResponse> = /* @__PURE__ */ rt.define<JSONRPCResponse>(
  'JSONRPCResponse',
  refs,
  '[o,{id:20,result:u}]',
);

export type ListFilesParsedCommand = {
  cmd: string;
  path?: string | null;
  type: 'list_files';
};
export const ListFilesParsedCommand: t.Type<ListFilesParsedCommand> =
  /* @__PURE__ */ rt.define<ListFilesParsedCommand>(
    'ListFilesParsedCommand',
    refs,
    '[o,{cmd:s,type:[l,list_files]},{path:["?",s]}]',
  );

export type NetworkPolicyAmendment = {
  action: NetworkPolicyRuleAction;
  host: string;
};
export const NetworkPolicyAmendment: t.Type<NetworkPolicyAmendment> =
  /* @__PURE__ */ rt.define<NetworkPolicyAmendment>(
    'NetworkPolicyAmendment',
    refs,
    '[o,{action:18,host:s}]',
  );

/** User chose to persist a network policy rule (allow/deny) for future requests to the same host. */
export type NetworkPolicyAmendmentReviewDecision = {
  network_policy_amendment: {
    network_policy_amendment: NetworkPolicyAmendment;
  };
};
/** User chose to persist a network policy rule (allow/deny) for future requests to the same host. */
export const NetworkPolicyAmendmentReviewDecision: t.Type<NetworkPolicyAmendmentReviewDecision> =
  /* @__PURE__ */ rt.define<NetworkPolicyAmendmentReviewDecision>(
    'NetworkPolicyAmendmentReviewDecision',
    refs,
    '[o,{network_policy_amendment:[o,{network_policy_amendment:16}]}]',
  );

export type NetworkPolicyRuleAction = 'allow' | 'deny';
export const NetworkPolicyRuleAction: t.Type<NetworkPolicyRuleAction> =
  /* @__PURE__ */ rt.define<NetworkPolicyRuleAction>(
    'NetworkPolicyRuleAction',
    refs,
    '[e,[allow,deny]]',
  );

export type ParsedCommand =
  | ReadParsedCommand
  | ListFilesParsedCommand
  | SearchParsedCommand
  | UnknownParsedCommand;
export const ParsedCommand: rt.TaggedUnionType<ParsedCommand> =
  /* @__PURE__ */ rt.defineTagged<ParsedCommand>(
    'ParsedCommand',
    refs,
    '[t,type,{read:19,list_files:15,search:22,unknown:23}]',
  );

export type ReadParsedCommand = {
  cmd: string;
  name: string;
  /** (Best effort) Path to the file being read by the command. When possible, this is an absolute path, though when relative, it should be resolved against the `cwd`` that will be used to run the command to derive the absolute path. */
  path: string;
  type: 'read';
};
export const ReadParsedCommand: t.Type<ReadParsedCommand> =
  /* @__PURE__ */ rt.define<ReadParsedCommand>(
    'ReadParsedCommand',
    refs,
    '[o,{cmd:s,name:s,path:s,type:[l,read]}]',
  );

export type RequestId = string | number;
export const RequestId: t.Type<RequestId> = /* @__PURE__ */ rt.define<RequestId>(
  'RequestId',
  refs,
  '["|",[s,i]]',
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
export const ReviewDecision: t.Type<ReviewDecision> = /* @__PURE__ */ rt.define<ReviewDecision>(
  'ReviewDecision',
  refs,
  '["|",[[l,approved],2,[l,approved_for_session],[l,approved_mcp_policy_amendment],17,6,[l,timed_out],[l,abort]]]',
);

export type SearchParsedCommand = {
  cmd: string;
  path?: string | null;
  query?: string | null;
  type: 'search';
};
export const SearchParsedCommand: t.Type<SearchParsedCommand> =
  /* @__PURE__ */ rt.define<SearchParsedCommand>(
    'SearchParsedCommand',
    refs,
    '[o,{cmd:s,type:[l,search]},{path:["?",s],query:["?",s]}]',
  );

export type UnknownParsedCommand = {
  cmd: string;
  type: 'unknown';
};
export const UnknownParsedCommand: t.Type<UnknownParsedCommand> =
  /* @__PURE__ */ rt.define<UnknownParsedCommand>(
    'UnknownParsedCommand',
    refs,
    '[o,{cmd:s,type:[l,unknown]}]',
  );

export type UpdateFileChange = {
  move_path?: string | null;
  type: 'update';
  unified_diff: string;
};
export const UpdateFileChange: t.Type<UpdateFileChange> =
  /* @__PURE__ */ rt.define<UpdateFileChange>(
    'UpdateFileChange',
    refs,
    '[o,{type:[l,update],unified_diff:s},{move_path:["?",s]}]',
  );

export type W3cTraceContext = {
  traceparent?: string | null;
  tracestate?: string | null;
};
export const W3cTraceContext: t.Type<W3cTraceContext> = /* @__PURE__ */ rt.define<W3cTraceContext>(
  'W3cTraceContext',
  refs,
  '[o,{},{traceparent:["?",s],tracestate:["?",s]}]',
);
