// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

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
  /* @__PURE__ */ rt.deferred('ListMcpServerStatusParams', (n) =>
    rt.object<ListMcpServerStatusParams>(
      n,
      {},
      {
        cursor: rt.nullable(rt.string),
        detail: rt.nullable(McpServerStatusDetail),
        environmentId: rt.nullable(rt.string),
        limit: rt.nullable(rt.integer),
        serverName: rt.nullable(rt.string),
        threadId: rt.nullable(rt.string),
      },
    ),
  );

export type ListMcpServerStatusResponse = {
  data: Array<McpServerStatus>;
  /** Opaque cursor to pass to the next call to continue after the last item. If None, there are no more items to return. */
  nextCursor?: string | null;
};
export const ListMcpServerStatusResponse: t.Type<ListMcpServerStatusResponse> =
  /* @__PURE__ */ rt.deferred('ListMcpServerStatusResponse', (n) =>
    rt.object<ListMcpServerStatusResponse>(
      n,
      { data: rt.array(McpServerStatus) },
      { nextCursor: rt.nullable(rt.string) },
    ),
  );

export type McpAppDisplayMode = 'inline' | 'fullscreen';
export const McpAppDisplayMode: t.Type<McpAppDisplayMode> = /* @__PURE__ */ rt.deferred(
  'McpAppDisplayMode',
  (n) => rt.enumeration<McpAppDisplayMode>(n, ['inline', 'fullscreen']),
);

/** UI resource and display preference for model invocations, captured from the tool descriptor. */
export type McpAppUi = {
  preferredModelDisplayMode: McpAppDisplayMode;
  resourceUri: string;
};
/** UI resource and display preference for model invocations, captured from the tool descriptor. */
export const McpAppUi: t.Type<McpAppUi> = /* @__PURE__ */ rt.deferred('McpAppUi', (n) =>
  rt.object<McpAppUi>(n, { preferredModelDisplayMode: McpAppDisplayMode, resourceUri: rt.string }),
);

export type McpAuthStatus = 'unknown' | 'unsupported' | 'notLoggedIn' | 'bearerToken' | 'oAuth';
export const McpAuthStatus: t.Type<McpAuthStatus> = /* @__PURE__ */ rt.deferred(
  'McpAuthStatus',
  (n) =>
    rt.enumeration<McpAuthStatus>(n, [
      'unknown',
      'unsupported',
      'notLoggedIn',
      'bearerToken',
      'oAuth',
    ]),
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
export const McpResourceReadParams: t.Type<McpResourceReadParams> = /* @__PURE__ */ rt.deferred(
  'McpResourceReadParams',
  (n) =>
    rt.object<McpResourceReadParams>(
      n,
      { server: rt.string, uri: rt.string },
      {
        _meta: rt.nullable(rt.record(rt.unknownValue)),
        connectorId: rt.nullable(rt.string),
        environmentId: rt.nullable(rt.string),
        originCallId: rt.nullable(rt.string),
        target: rt.nullable(McpResourceReadTarget),
        threadId: rt.nullable(rt.string),
      },
    ),
);

export type McpResourceReadResponse = {
  contents: Array<ResourceContent>;
  /** Originating call when the server applied app-specific resource scoping. */
  originCallId?: string | null;
};
export const McpResourceReadResponse: t.Type<McpResourceReadResponse> = /* @__PURE__ */ rt.deferred(
  'McpResourceReadResponse',
  (n) =>
    rt.object<McpResourceReadResponse>(
      n,
      { contents: rt.array(ResourceContent) },
      { originCallId: rt.nullable(rt.string) },
    ),
);

export type McpResourceReadTarget = {
  connectorId: string;
  /** Null explicitly requests no-auth access, subject to the app's resource policy. */
  linkId: string | null;
};
export const McpResourceReadTarget: t.Type<McpResourceReadTarget> = /* @__PURE__ */ rt.deferred(
  'McpResourceReadTarget',
  (n) =>
    rt.object<McpResourceReadTarget>(n, { connectorId: rt.string, linkId: rt.nullable(rt.string) }),
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
  /* @__PURE__ */ rt.deferred('McpServerConnectionStatus', (n) =>
    rt.enumeration<McpServerConnectionStatus>(n, [
      'notStarted',
      'starting',
      'connected',
      'authenticationRequired',
      'failed',
      'cancelled',
      'disabled',
    ]),
  );

export type McpServerEventNotification = {
  method: string;
  params: unknown;
};
export const McpServerEventNotification: t.Type<McpServerEventNotification> =
  /* @__PURE__ */ rt.deferred('McpServerEventNotification', (n) =>
    rt.object<McpServerEventNotification>(n, { method: rt.string, params: rt.unknownValue }),
  );

export type McpServerEventStreamNotification = {
  notification: McpServerEventNotification;
  subscriptionId: string;
};
export const McpServerEventStreamNotification: t.Type<McpServerEventStreamNotification> =
  /* @__PURE__ */ rt.deferred('McpServerEventStreamNotification', (n) =>
    rt.object<McpServerEventStreamNotification>(n, {
      notification: McpServerEventNotification,
      subscriptionId: rt.string,
    }),
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
export const McpServerInfo: t.Type<McpServerInfo> = /* @__PURE__ */ rt.deferred(
  'McpServerInfo',
  (n) =>
    rt.object<McpServerInfo>(
      n,
      { name: rt.string, version: rt.string },
      {
        description: rt.nullable(rt.string),
        icons: rt.nullable(rt.array(rt.unknownValue)),
        title: rt.nullable(rt.string),
        websiteUrl: rt.nullable(rt.string),
      },
    ),
);

export type McpServerMigration = {
  name: string;
};
export const McpServerMigration: t.Type<McpServerMigration> = /* @__PURE__ */ rt.deferred(
  'McpServerMigration',
  (n) => rt.object<McpServerMigration>(n, { name: rt.string }),
);

export type McpServerOauthClientRegistration = 'auto' | 'cimd' | 'dcr';
export const McpServerOauthClientRegistration: t.Type<McpServerOauthClientRegistration> =
  /* @__PURE__ */ rt.deferred('McpServerOauthClientRegistration', (n) =>
    rt.enumeration<McpServerOauthClientRegistration>(n, ['auto', 'cimd', 'dcr']),
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
  /* @__PURE__ */ rt.deferred('McpServerOauthLoginCompletedNotification', (n) =>
    rt.object<McpServerOauthLoginCompletedNotification>(
      n,
      { name: rt.string, success: rt.boolean },
      {
        error: rt.nullable(rt.string),
        loginId: rt.nullable(rt.string),
        threadId: rt.nullable(rt.string),
      },
    ),
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
  /* @__PURE__ */ rt.deferred('McpServerOauthLoginParams', (n) =>
    rt.object<McpServerOauthLoginParams>(
      n,
      { name: rt.string },
      {
        clientRegistration: rt.nullable(McpServerOauthClientRegistration),
        environmentId: rt.nullable(rt.string),
        scopes: rt.nullable(rt.array(rt.string)),
        threadId: rt.nullable(rt.string),
        timeoutSecs: rt.nullable(rt.integer),
      },
    ),
  );

export type McpServerOauthLoginResponse = {
  authorizationUrl: string;
  /** Identifies this login attempt across the response and completion notification. Older servers omit this field; current servers always return it. */
  loginId?: string | null;
};
export const McpServerOauthLoginResponse: t.Type<McpServerOauthLoginResponse> =
  /* @__PURE__ */ rt.deferred('McpServerOauthLoginResponse', (n) =>
    rt.object<McpServerOauthLoginResponse>(
      n,
      { authorizationUrl: rt.string },
      { loginId: rt.nullable(rt.string) },
    ),
  );

export type McpServerRefreshResponse = { [key: string]: unknown };
export const McpServerRefreshResponse: t.Type<McpServerRefreshResponse> =
  /* @__PURE__ */ rt.deferred('McpServerRefreshResponse', () =>
    rt.typed<McpServerRefreshResponse>(rt.record(rt.unknownValue)),
  );

export type McpServerStartupFailureReason = 'reauthenticationRequired';
export const McpServerStartupFailureReason: t.Type<McpServerStartupFailureReason> =
  /* @__PURE__ */ rt.deferred('McpServerStartupFailureReason', () =>
    rt.typed<McpServerStartupFailureReason>(rt.literal('reauthenticationRequired')),
  );

export type McpServerStartupState = 'starting' | 'ready' | 'failed' | 'cancelled';
export const McpServerStartupState: t.Type<McpServerStartupState> = /* @__PURE__ */ rt.deferred(
  'McpServerStartupState',
  (n) => rt.enumeration<McpServerStartupState>(n, ['starting', 'ready', 'failed', 'cancelled']),
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
export const McpServerStatus: t.Type<McpServerStatus> = /* @__PURE__ */ rt.deferred(
  'McpServerStatus',
  (n) =>
    rt.object<McpServerStatus>(
      n,
      {
        authStatus: McpAuthStatus,
        name: rt.string,
        resourceTemplates: rt.array(ResourceTemplate),
        resources: rt.array(Resource),
        tools: rt.record(Tool),
      },
      {
        environmentId: rt.nullable(rt.string),
        httpOrigin: rt.nullable(rt.string),
        pluginId: rt.nullable(rt.string),
        runtimeStatus: rt.nullable(McpServerConnectionStatus),
        serverCapabilities: rt.unknownValue,
        serverInfo: rt.nullable(McpServerInfo),
        toolListMeta: rt.unknownValue,
        toolsError: rt.nullable(rt.string),
      },
    ),
);

export type McpServerStatusDetail = 'full' | 'toolsAndAuthOnly';
export const McpServerStatusDetail: t.Type<McpServerStatusDetail> = /* @__PURE__ */ rt.deferred(
  'McpServerStatusDetail',
  (n) => rt.enumeration<McpServerStatusDetail>(n, ['full', 'toolsAndAuthOnly']),
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
  /* @__PURE__ */ rt.deferred('McpServerStatusUpdatedNotification', (n) =>
    rt.object<McpServerStatusUpdatedNotification>(
      n,
      { name: rt.string, status: McpServerStartupState },
      {
        environmentId: rt.nullable(rt.string),
        error: rt.nullable(rt.string),
        failureReason: rt.nullable(McpServerStartupFailureReason),
        threadId: rt.nullable(rt.string),
      },
    ),
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
export const McpServerToolCallParams: t.Type<McpServerToolCallParams> = /* @__PURE__ */ rt.deferred(
  'McpServerToolCallParams',
  (n) =>
    rt.object<McpServerToolCallParams>(
      n,
      { server: rt.string, threadId: rt.string, tool: rt.string },
      { _meta: rt.unknownValue, arguments: rt.unknownValue, environmentId: rt.nullable(rt.string) },
    ),
);

export type McpServerToolCallResponse = {
  _meta?: unknown;
  content: Array<unknown>;
  isError?: boolean | null;
  structuredContent?: unknown;
};
export const McpServerToolCallResponse: t.Type<McpServerToolCallResponse> =
  /* @__PURE__ */ rt.deferred('McpServerToolCallResponse', (n) =>
    rt.object<McpServerToolCallResponse>(
      n,
      { content: rt.array(rt.unknownValue) },
      {
        _meta: rt.unknownValue,
        isError: rt.nullable(rt.boolean),
        structuredContent: rt.unknownValue,
      },
    ),
  );

export type McpToolCallAppContext = {
  actionName?: string | null;
  appName?: string | null;
  connectorId: string;
  linkId?: string | null;
  resourceUri?: string | null;
};
export const McpToolCallAppContext: t.Type<McpToolCallAppContext> = /* @__PURE__ */ rt.deferred(
  'McpToolCallAppContext',
  (n) =>
    rt.object<McpToolCallAppContext>(
      n,
      { connectorId: rt.string },
      {
        actionName: rt.nullable(rt.string),
        appName: rt.nullable(rt.string),
        linkId: rt.nullable(rt.string),
        resourceUri: rt.nullable(rt.string),
      },
    ),
);

export type McpToolCallError = {
  message: string;
};
export const McpToolCallError: t.Type<McpToolCallError> = /* @__PURE__ */ rt.deferred(
  'McpToolCallError',
  (n) => rt.object<McpToolCallError>(n, { message: rt.string }),
);

export type McpToolCallProgressNotification = {
  itemId: string;
  message: string;
  threadId: string;
  turnId: string;
};
export const McpToolCallProgressNotification: t.Type<McpToolCallProgressNotification> =
  /* @__PURE__ */ rt.deferred('McpToolCallProgressNotification', (n) =>
    rt.object<McpToolCallProgressNotification>(n, {
      itemId: rt.string,
      message: rt.string,
      threadId: rt.string,
      turnId: rt.string,
    }),
  );

export type McpToolCallResult = {
  _meta?: unknown;
  content: Array<unknown>;
  structuredContent?: unknown;
};
export const McpToolCallResult: t.Type<McpToolCallResult> = /* @__PURE__ */ rt.deferred(
  'McpToolCallResult',
  (n) =>
    rt.object<McpToolCallResult>(
      n,
      { content: rt.array(rt.unknownValue) },
      { _meta: rt.unknownValue, structuredContent: rt.unknownValue },
    ),
);

export type McpToolCallStatus = 'inProgress' | 'completed' | 'failed';
export const McpToolCallStatus: t.Type<McpToolCallStatus> = /* @__PURE__ */ rt.deferred(
  'McpToolCallStatus',
  (n) => rt.enumeration<McpToolCallStatus>(n, ['inProgress', 'completed', 'failed']),
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
export const Resource: t.Type<Resource> = /* @__PURE__ */ rt.deferred('Resource', (n) =>
  rt.object<Resource>(
    n,
    { name: rt.string, uri: rt.string },
    {
      _meta: rt.unknownValue,
      annotations: rt.unknownValue,
      description: rt.nullable(rt.string),
      icons: rt.nullable(rt.array(rt.unknownValue)),
      mimeType: rt.nullable(rt.string),
      size: rt.nullable(rt.integer),
      title: rt.nullable(rt.string),
    },
  ),
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
export const ResourceContent: t.Type<ResourceContent> = /* @__PURE__ */ rt.deferred(
  'ResourceContent',
  (n) =>
    rt.union<ResourceContent>(n, [
      rt.object(
        `${n}|0`,
        { text: rt.string, uri: rt.string },
        { _meta: rt.unknownValue, mimeType: rt.nullable(rt.string) },
      ),
      rt.object(
        `${n}|1`,
        { blob: rt.string, uri: rt.string },
        { _meta: rt.unknownValue, mimeType: rt.nullable(rt.string) },
      ),
    ]),
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
export const ResourceTemplate: t.Type<ResourceTemplate> = /* @__PURE__ */ rt.deferred(
  'ResourceTemplate',
  (n) =>
    rt.object<ResourceTemplate>(
      n,
      { name: rt.string, uriTemplate: rt.string },
      {
        annotations: rt.unknownValue,
        description: rt.nullable(rt.string),
        mimeType: rt.nullable(rt.string),
        title: rt.nullable(rt.string),
      },
    ),
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
export const Tool: t.Type<Tool> = /* @__PURE__ */ rt.deferred('Tool', (n) =>
  rt.object<Tool>(
    n,
    { inputSchema: rt.unknownValue, name: rt.string },
    {
      _meta: rt.unknownValue,
      annotations: rt.unknownValue,
      description: rt.nullable(rt.string),
      icons: rt.nullable(rt.array(rt.unknownValue)),
      outputSchema: rt.unknownValue,
      title: rt.nullable(rt.string),
    },
  ),
);
