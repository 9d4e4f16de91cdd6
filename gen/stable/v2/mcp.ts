// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

const refs: rt.Refs = () => [
  McpAppDisplayMode,
  McpAuthStatus,
  McpResourceReadTarget,
  McpServerConnectionStatus,
  McpServerEventNotification,
  McpServerInfo,
  McpServerOauthClientRegistration,
  McpServerStartupFailureReason,
  McpServerStartupState,
  McpServerStatus,
  McpServerStatusDetail,
  Resource,
  ResourceContent,
  ResourceTemplate,
  Tool,
];

export type ListMcpServerStatusParams = {
  /** Opaque pagination cursor returned by a previous call. */
  cursor?: string | null;
  /** Controls how much MCP inventory data to fetch for each server. Defaults to `Full` when omitted. */
  detail?: McpServerStatusDetail | null;
  /** Select this environment's registration. Requires `serverName` and `threadId`. When omitted, a named request uses the same server as older clients. */
  environmentId?: string | null;
  /** Optional page size; defaults to a server-defined value. */
  limit?: number | null;
  /** Limit discovery to one server. With a thread ID, reuse that thread's MCP connection. */
  serverName?: string | null;
  threadId?: string | null;
};
export const ListMcpServerStatusParams: t.Type<ListMcpServerStatusParams> =
  /* @__PURE__ */ rt.define<ListMcpServerStatusParams>(
    'ListMcpServerStatusParams',
    refs,
    '[o,{},{cursor:["?",s],detail:["?",10],environmentId:["?",s],limit:["?",i],serverName:["?",s],threadId:["?",s]}]',
  );

export type ListMcpServerStatusResponse = {
  data: Array<McpServerStatus>;
  /** Opaque cursor to pass to the next call to continue after the last item. If None, there are no more items to return. */
  nextCursor?: string | null;
};
export const ListMcpServerStatusResponse: t.Type<ListMcpServerStatusResponse> =
  /* @__PURE__ */ rt.define<ListMcpServerStatusResponse>(
    'ListMcpServerStatusResponse',
    refs,
    '[o,{data:[a,9]},{nextCursor:["?",s]}]',
  );

export type McpAppDisplayMode = 'inline' | 'fullscreen';
export const McpAppDisplayMode: t.Type<McpAppDisplayMode> =
  /* @__PURE__ */ rt.define<McpAppDisplayMode>(
    'McpAppDisplayMode',
    refs,
    '[e,[inline,fullscreen]]',
  );

/** UI resource and display preference for model invocations, captured from the tool descriptor. */
export type McpAppUi = {
  preferredModelDisplayMode: McpAppDisplayMode;
  resourceUri: string;
};
/** UI resource and display preference for model invocations, captured from the tool descriptor. */
export const McpAppUi: t.Type<McpAppUi> = /* @__PURE__ */ rt.define<McpAppUi>(
  'McpAppUi',
  refs,
  '[o,{preferredModelDisplayMode:0,resourceUri:s}]',
);

export type McpAuthStatus = 'unknown' | 'unsupported' | 'notLoggedIn' | 'bearerToken' | 'oAuth';
export const McpAuthStatus: t.Type<McpAuthStatus> = /* @__PURE__ */ rt.define<McpAuthStatus>(
  'McpAuthStatus',
  refs,
  '[e,[unknown,unsupported,notLoggedIn,bearerToken,oAuth]]',
);

export type McpResourceReadParams = {
  /** Additional MCP request metadata. Account and turn routing keys are reserved. */
  _meta?: { [key: string]: unknown } | null;
  connectorId?: string | null;
  /** Exact registration scope; omission preserves legacy name-only selection. */
  environmentId?: string | null;
  /** Originating MCP tool call used to select the resource's app. */
  originCallId?: string | null;
  server: string;
  /** Explicit hosted app/account. Omit to retain legacy resource discovery. */
  target?: McpResourceReadTarget | null;
  threadId?: string | null;
  uri: string;
};
export const McpResourceReadParams: t.Type<McpResourceReadParams> =
  /* @__PURE__ */ rt.define<McpResourceReadParams>(
    'McpResourceReadParams',
    refs,
    '[o,{server:s,uri:s},{_meta:["?",[r,u]],connectorId:["?",s],environmentId:["?",s],originCallId:["?",s],target:["?",2],threadId:["?",s]}]',
  );

export type McpResourceReadResponse = {
  contents: Array<ResourceContent>;
  /** Originating call when the server applied app-specific resource scoping. */
  originCallId?: string | null;
};
export const McpResourceReadResponse: t.Type<McpResourceReadResponse> =
  /* @__PURE__ */ rt.define<McpResourceReadResponse>(
    'McpResourceReadResponse',
    refs,
    '[o,{contents:[a,12]},{originCallId:["?",s]}]',
  );

export type McpResourceReadTarget = {
  connectorId: string;
  /** Null explicitly requests no-auth access, subject to the app's resource policy. */
  linkId: string | null;
};
export const McpResourceReadTarget: t.Type<McpResourceReadTarget> =
  /* @__PURE__ */ rt.define<McpResourceReadTarget>(
    'McpResourceReadTarget',
    refs,
    '[o,{connectorId:s,linkId:["?",s]}]',
  );

export type McpServerConnectionStatus =
  | 'notStarted'
  | 'starting'
  | 'connected'
  | 'authenticationRequired'
  | 'failed'
  | 'cancelled'
  | 'disabled';
export const McpServerConnectionStatus: t.Type<McpServerConnectionStatus> =
  /* @__PURE__ */ rt.define<McpServerConnectionStatus>(
    'McpServerConnectionStatus',
    refs,
    '[e,[notStarted,starting,connected,authenticationRequired,failed,cancelled,disabled]]',
  );

export type McpServerEventNotification = {
  method: string;
  params: unknown;
};
export const McpServerEventNotification: t.Type<McpServerEventNotification> =
  /* @__PURE__ */ rt.define<McpServerEventNotification>(
    'McpServerEventNotification',
    refs,
    '[o,{method:s,params:u}]',
  );

export type McpServerEventStreamNotification = {
  notification: McpServerEventNotification;
  subscriptionId: string;
};
export const McpServerEventStreamNotification: t.Type<McpServerEventStreamNotification> =
  /* @__PURE__ */ rt.define<McpServerEventStreamNotification>(
    'McpServerEventStreamNotification',
    refs,
    '[o,{notification:4,subscriptionId:s}]',
  );

/** Presentation metadata advertised by an initialized MCP server. */
export type McpServerInfo = {
  description?: string | null;
  icons?: Array<unknown> | null;
  name: string;
  title?: string | null;
  version: string;
  websiteUrl?: string | null;
};
/** Presentation metadata advertised by an initialized MCP server. */
export const McpServerInfo: t.Type<McpServerInfo> = /* @__PURE__ */ rt.define<McpServerInfo>(
  'McpServerInfo',
  refs,
  '[o,{name:s,version:s},{description:["?",s],icons:["?",[a,u]],title:["?",s],websiteUrl:["?",s]}]',
);

export type McpServerMigration = {
  name: string;
};
export const McpServerMigration: t.Type<McpServerMigration> =
  /* @__PURE__ */ rt.define<McpServerMigration>('McpServerMigration', refs, '[o,{name:s}]');

export type McpServerOauthClientRegistration = 'auto' | 'cimd' | 'dcr';
export const McpServerOauthClientRegistration: t.Type<McpServerOauthClientRegistration> =
  /* @__PURE__ */ rt.define<McpServerOauthClientRegistration>(
    'McpServerOauthClientRegistration',
    refs,
    '[e,[auto,cimd,dcr]]',
  );

export type McpServerOauthLoginCompletedNotification = {
  error?: string | null;
  /** Identifies the explicit login attempt. Older servers omit this field. */
  loginId?: string | null;
  name: string;
  success: boolean;
  threadId?: string | null;
};
export const McpServerOauthLoginCompletedNotification: t.Type<McpServerOauthLoginCompletedNotification> =
  /* @__PURE__ */ rt.define<McpServerOauthLoginCompletedNotification>(
    'McpServerOauthLoginCompletedNotification',
    refs,
    '[o,{name:s,success:b},{error:["?",s],loginId:["?",s],threadId:["?",s]}]',
  );

export type McpServerOauthLoginParams = {
  /** Registration strategy for this login only; omission selects automatic discovery. */
  clientRegistration?: McpServerOauthClientRegistration | null;
  /** Exact registration scope; omission preserves legacy name-only selection. */
  environmentId?: string | null;
  name: string;
  scopes?: Array<string> | null;
  threadId?: string | null;
  timeoutSecs?: number | null;
};
export const McpServerOauthLoginParams: t.Type<McpServerOauthLoginParams> =
  /* @__PURE__ */ rt.define<McpServerOauthLoginParams>(
    'McpServerOauthLoginParams',
    refs,
    '[o,{name:s},{clientRegistration:["?",6],environmentId:["?",s],scopes:["?",[a,s]],threadId:["?",s],timeoutSecs:["?",i]}]',
  );

export type McpServerOauthLoginResponse = {
  authorizationUrl: string;
  /** Identifies this login attempt across the response and completion notification. Older servers omit this field; current servers always return it. */
  loginId?: string | null;
};
export const McpServerOauthLoginResponse: t.Type<McpServerOauthLoginResponse> =
  /* @__PURE__ */ rt.define<McpServerOauthLoginResponse>(
    'McpServerOauthLoginResponse',
    refs,
    '[o,{authorizationUrl:s},{loginId:["?",s]}]',
  );

export type McpServerRefreshResponse = { [key: string]: unknown };
export const McpServerRefreshResponse: t.Type<McpServerRefreshResponse> =
  /* @__PURE__ */ rt.define<McpServerRefreshResponse>('McpServerRefreshResponse', refs, '[r,u]');

export type McpServerStartupFailureReason = 'reauthenticationRequired';
export const McpServerStartupFailureReason: t.Type<McpServerStartupFailureReason> =
  /* @__PURE__ */ rt.define<McpServerStartupFailureReason>(
    'McpServerStartupFailureReason',
    refs,
    '[l,reauthenticationRequired]',
  );

export type McpServerStartupState = 'starting' | 'ready' | 'failed' | 'cancelled';
export const McpServerStartupState: t.Type<McpServerStartupState> =
  /* @__PURE__ */ rt.define<McpServerStartupState>(
    'McpServerStartupState',
    refs,
    '[e,[starting,ready,failed,cancelled]]',
  );

export type McpServerStatus = {
  authStatus: McpAuthStatus;
  /** Environment that contributed this registration; null for a thread-wide server. Older servers omit this field. */
  environmentId?: string | null;
  /** HTTP origin of the effective configured endpoint, including plugin servers. Excludes credentials, path, query, and fragment; null for non-HTTP transports. */
  httpOrigin?: string | null;
  name: string;
  pluginId?: string | null;
  resourceTemplates: Array<ResourceTemplate>;
  resources: Array<Resource>;
  /** Current thread-runtime connection state; null when unavailable or the configuration changed. */
  runtimeStatus?: McpServerConnectionStatus | null;
  /** Capabilities advertised by the initialized MCP server; null when unavailable. */
  serverCapabilities?: unknown;
  serverInfo?: McpServerInfo | null;
  /** Opaque `_meta` from the first page of the corresponding MCP tool catalog. Null when unavailable. */
  toolListMeta?: unknown;
  tools: { [key: string]: Tool };
  /** Tool discovery failed and no catalog was returned. Null when a catalog is returned, including cached or empty catalogs. */
  toolsError?: string | null;
};
export const McpServerStatus: t.Type<McpServerStatus> = /* @__PURE__ */ rt.define<McpServerStatus>(
  'McpServerStatus',
  refs,
  '[o,{authStatus:1,name:s,resourceTemplates:[a,13],resources:[a,11],tools:[r,14]},{environmentId:["?",s],httpOrigin:["?",s],pluginId:["?",s],runtimeStatus:["?",3],serverCapabilities:u,serverInfo:["?",5],toolListMeta:u,toolsError:["?",s]}]',
);

export type McpServerStatusDetail = 'full' | 'toolsAndAuthOnly';
export const McpServerStatusDetail: t.Type<McpServerStatusDetail> =
  /* @__PURE__ */ rt.define<McpServerStatusDetail>(
    'McpServerStatusDetail',
    refs,
    '[e,[full,toolsAndAuthOnly]]',
  );

export type McpServerStatusUpdatedNotification = {
  /** Registration scope, not necessarily the server's execution environment. */
  environmentId?: string | null;
  error?: string | null;
  failureReason?: McpServerStartupFailureReason | null;
  name: string;
  status: McpServerStartupState;
  threadId?: string | null;
};
export const McpServerStatusUpdatedNotification: t.Type<McpServerStatusUpdatedNotification> =
  /* @__PURE__ */ rt.define<McpServerStatusUpdatedNotification>(
    'McpServerStatusUpdatedNotification',
    refs,
    '[o,{name:s,status:8},{environmentId:["?",s],error:["?",s],failureReason:["?",7],threadId:["?",s]}]',
  );

export type McpServerToolCallParams = {
  _meta?: unknown;
  arguments?: unknown;
  /** Exact registration scope; omission preserves legacy name-only selection. */
  environmentId?: string | null;
  server: string;
  threadId: string;
  tool: string;
};
export const McpServerToolCallParams: t.Type<McpServerToolCallParams> =
  /* @__PURE__ */ rt.define<McpServerToolCallParams>(
    'McpServerToolCallParams',
    refs,
    '[o,{server:s,threadId:s,tool:s},{_meta:u,arguments:u,environmentId:["?",s]}]',
  );

export type McpServerToolCallResponse = {
  _meta?: unknown;
  content: Array<unknown>;
  isError?: boolean | null;
  structuredContent?: unknown;
};
export const McpServerToolCallResponse: t.Type<McpServerToolCallResponse> =
  /* @__PURE__ */ rt.define<McpServerToolCallResponse>(
    'McpServerToolCallResponse',
    refs,
    '[o,{content:[a,u]},{_meta:u,isError:["?",b],structuredContent:u}]',
  );

export type McpToolCallAppContext = {
  actionName?: string | null;
  appName?: string | null;
  connectorId: string;
  linkId?: string | null;
  resourceUri?: string | null;
};
export const McpToolCallAppContext: t.Type<McpToolCallAppContext> =
  /* @__PURE__ */ rt.define<McpToolCallAppContext>(
    'McpToolCallAppContext',
    refs,
    '[o,{connectorId:s},{actionName:["?",s],appName:["?",s],linkId:["?",s],resourceUri:["?",s]}]',
  );

export type McpToolCallError = {
  message: string;
};
export const McpToolCallError: t.Type<McpToolCallError> =
  /* @__PURE__ */ rt.define<McpToolCallError>('McpToolCallError', refs, '[o,{message:s}]');

export type McpToolCallProgressNotification = {
  itemId: string;
  message: string;
  threadId: string;
  turnId: string;
};
export const McpToolCallProgressNotification: t.Type<McpToolCallProgressNotification> =
  /* @__PURE__ */ rt.define<McpToolCallProgressNotification>(
    'McpToolCallProgressNotification',
    refs,
    '[o,{itemId:s,message:s,threadId:s,turnId:s}]',
  );

export type McpToolCallResult = {
  _meta?: unknown;
  content: Array<unknown>;
  structuredContent?: unknown;
};
export const McpToolCallResult: t.Type<McpToolCallResult> =
  /* @__PURE__ */ rt.define<McpToolCallResult>(
    'McpToolCallResult',
    refs,
    '[o,{content:[a,u]},{_meta:u,structuredContent:u}]',
  );

export type McpToolCallStatus = 'inProgress' | 'completed' | 'failed';
export const McpToolCallStatus: t.Type<McpToolCallStatus> =
  /* @__PURE__ */ rt.define<McpToolCallStatus>(
    'McpToolCallStatus',
    refs,
    '[e,[inProgress,completed,failed]]',
  );

/** A known resource that the server is capable of reading. */
export type Resource = {
  _meta?: unknown;
  annotations?: unknown;
  description?: string | null;
  icons?: Array<unknown> | null;
  mimeType?: string | null;
  name: string;
  size?: number | null;
  title?: string | null;
  uri: string;
};
/** A known resource that the server is capable of reading. */
export const Resource: t.Type<Resource> = /* @__PURE__ */ rt.define<Resource>(
  'Resource',
  refs,
  '[o,{name:s,uri:s},{_meta:u,annotations:u,description:["?",s],icons:["?",[a,u]],mimeType:["?",s],size:["?",i],title:["?",s]}]',
);

/** Contents returned when reading a resource from an MCP server. */
export type ResourceContent =
  | {
      _meta?: unknown;
      mimeType?: string | null;
      text: string;
      /** The URI of this resource. */
      uri: string;
    }
  | {
      _meta?: unknown;
      blob: string;
      mimeType?: string | null;
      /** The URI of this resource. */
      uri: string;
    };
/** Contents returned when reading a resource from an MCP server. */
export const ResourceContent: t.Type<ResourceContent> = /* @__PURE__ */ rt.define<ResourceContent>(
  'ResourceContent',
  refs,
  '["|",[[o,{text:s,uri:s},{_meta:u,mimeType:["?",s]}],[o,{blob:s,uri:s},{_meta:u,mimeType:["?",s]}]]]',
);

/** A template description for resources available on the server. */
export type ResourceTemplate = {
  annotations?: unknown;
  description?: string | null;
  mimeType?: string | null;
  name: string;
  title?: string | null;
  uriTemplate: string;
};
/** A template description for resources available on the server. */
export const ResourceTemplate: t.Type<ResourceTemplate> =
  /* @__PURE__ */ rt.define<ResourceTemplate>(
    'ResourceTemplate',
    refs,
    '[o,{name:s,uriTemplate:s},{annotations:u,description:["?",s],mimeType:["?",s],title:["?",s]}]',
  );

/** Definition for a tool the client can call. */
export type Tool = {
  _meta?: unknown;
  annotations?: unknown;
  description?: string | null;
  icons?: Array<unknown> | null;
  inputSchema: unknown;
  name: string;
  outputSchema?: unknown;
  title?: string | null;
};
/** Definition for a tool the client can call. */
export const Tool: t.Type<Tool> = /* @__PURE__ */ rt.define<Tool>(
  'Tool',
  refs,
  '[o,{inputSchema:u,name:s},{_meta:u,annotations:u,description:["?",s],icons:["?",[a,u]],outputSchema:u,title:["?",s]}]',
);
