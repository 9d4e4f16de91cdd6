// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import * as t from 'io-ts';
import * as rt from '../../../lib/protocol/codec-runtime.js';

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
export const ListMcpServerStatusParams: t.Type<ListMcpServerStatusParams> = /* @__PURE__ */ rt.lazy(
  'ListMcpServerStatusParams',
  () =>
    t.partial({
      cursor: rt.nullable(t.string),
      detail: rt.nullable(McpServerStatusDetail),
      environmentId: rt.nullable(t.string),
      limit: rt.nullable(rt.integer),
      serverName: rt.nullable(t.string),
      threadId: rt.nullable(t.string),
    }),
);

export type ListMcpServerStatusResponse = {
  data: Array<McpServerStatus>;
  /** Opaque cursor to pass to the next call to continue after the last item. If None, there are no more items to return. */
  nextCursor?: string | null;
};
export const ListMcpServerStatusResponse: t.Type<ListMcpServerStatusResponse> =
  /* @__PURE__ */ rt.lazy('ListMcpServerStatusResponse', () =>
    t.intersection([
      t.type({ data: t.array(McpServerStatus) }),
      t.partial({ nextCursor: rt.nullable(t.string) }),
    ]),
  );

export type McpAppDisplayMode = 'inline' | 'fullscreen';
export const McpAppDisplayMode: t.Type<McpAppDisplayMode> = /* @__PURE__ */ rt.lazy(
  'McpAppDisplayMode',
  () => rt.openEnum(t.keyof({ inline: null, fullscreen: null })),
);

/** UI resource and display preference for model invocations, captured from the tool descriptor. */
export type McpAppUi = {
  preferredModelDisplayMode: McpAppDisplayMode;
  resourceUri: string;
};
/** UI resource and display preference for model invocations, captured from the tool descriptor. */
export const McpAppUi: t.Type<McpAppUi> = /* @__PURE__ */ rt.lazy('McpAppUi', () =>
  t.type({ preferredModelDisplayMode: McpAppDisplayMode, resourceUri: t.string }),
);

export type McpAuthStatus = 'unknown' | 'unsupported' | 'notLoggedIn' | 'bearerToken' | 'oAuth';
export const McpAuthStatus: t.Type<McpAuthStatus> = /* @__PURE__ */ rt.lazy('McpAuthStatus', () =>
  rt.openEnum(
    t.keyof({
      unknown: null,
      unsupported: null,
      notLoggedIn: null,
      bearerToken: null,
      oAuth: null,
    }),
  ),
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
export const McpResourceReadParams: t.Type<McpResourceReadParams> = /* @__PURE__ */ rt.lazy(
  'McpResourceReadParams',
  () =>
    t.intersection([
      t.type({ server: t.string, uri: t.string }),
      t.partial({
        _meta: rt.nullable(t.record(t.string, rt.jsonValue)),
        connectorId: rt.nullable(t.string),
        environmentId: rt.nullable(t.string),
        originCallId: rt.nullable(t.string),
        target: rt.nullable(McpResourceReadTarget),
        threadId: rt.nullable(t.string),
      }),
    ]),
);

export type McpResourceReadResponse = {
  contents: Array<ResourceContent>;
  /** Originating call when the server applied app-specific resource scoping. */
  originCallId?: string | null;
};
export const McpResourceReadResponse: t.Type<McpResourceReadResponse> = /* @__PURE__ */ rt.lazy(
  'McpResourceReadResponse',
  () =>
    t.intersection([
      t.type({ contents: t.array(ResourceContent) }),
      t.partial({ originCallId: rt.nullable(t.string) }),
    ]),
);

export type McpResourceReadTarget = {
  connectorId: string;
  /** Null explicitly requests no-auth access, subject to the app's resource policy. */
  linkId: string | null;
};
export const McpResourceReadTarget: t.Type<McpResourceReadTarget> = /* @__PURE__ */ rt.lazy(
  'McpResourceReadTarget',
  () => t.type({ connectorId: t.string, linkId: rt.nullable(t.string) }),
);

export type McpServerConnectionStatus =
  | 'notStarted'
  | 'starting'
  | 'connected'
  | 'authenticationRequired'
  | 'failed'
  | 'cancelled'
  | 'disabled';
export const McpServerConnectionStatus: t.Type<McpServerConnectionStatus> = /* @__PURE__ */ rt.lazy(
  'McpServerConnectionStatus',
  () =>
    rt.openEnum(
      t.keyof({
        notStarted: null,
        starting: null,
        connected: null,
        authenticationRequired: null,
        failed: null,
        cancelled: null,
        disabled: null,
      }),
    ),
);

export type McpServerEventNotification = {
  method: string;
  params: unknown;
};
export const McpServerEventNotification: t.Type<McpServerEventNotification> =
  /* @__PURE__ */ rt.lazy('McpServerEventNotification', () =>
    t.type({ method: t.string, params: rt.jsonValue }),
  );

export type McpServerEventStreamNotification = {
  notification: McpServerEventNotification;
  subscriptionId: string;
};
export const McpServerEventStreamNotification: t.Type<McpServerEventStreamNotification> =
  /* @__PURE__ */ rt.lazy('McpServerEventStreamNotification', () =>
    t.type({ notification: McpServerEventNotification, subscriptionId: t.string }),
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
export const McpServerInfo: t.Type<McpServerInfo> = /* @__PURE__ */ rt.lazy('McpServerInfo', () =>
  t.intersection([
    t.type({ name: t.string, version: t.string }),
    t.partial({
      description: rt.nullable(t.string),
      icons: rt.nullable(t.array(rt.jsonValue)),
      title: rt.nullable(t.string),
      websiteUrl: rt.nullable(t.string),
    }),
  ]),
);

export type McpServerMigration = {
  name: string;
};
export const McpServerMigration: t.Type<McpServerMigration> = /* @__PURE__ */ rt.lazy(
  'McpServerMigration',
  () => t.type({ name: t.string }),
);

export type McpServerOauthClientRegistration = 'auto' | 'cimd' | 'dcr';
export const McpServerOauthClientRegistration: t.Type<McpServerOauthClientRegistration> =
  /* @__PURE__ */ rt.lazy('McpServerOauthClientRegistration', () =>
    rt.openEnum(t.keyof({ auto: null, cimd: null, dcr: null })),
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
  /* @__PURE__ */ rt.lazy('McpServerOauthLoginCompletedNotification', () =>
    t.intersection([
      t.type({ name: t.string, success: t.boolean }),
      t.partial({
        error: rt.nullable(t.string),
        loginId: rt.nullable(t.string),
        threadId: rt.nullable(t.string),
      }),
    ]),
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
export const McpServerOauthLoginParams: t.Type<McpServerOauthLoginParams> = /* @__PURE__ */ rt.lazy(
  'McpServerOauthLoginParams',
  () =>
    t.intersection([
      t.type({ name: t.string }),
      t.partial({
        clientRegistration: rt.nullable(McpServerOauthClientRegistration),
        environmentId: rt.nullable(t.string),
        scopes: rt.nullable(t.array(t.string)),
        threadId: rt.nullable(t.string),
        timeoutSecs: rt.nullable(rt.integer),
      }),
    ]),
);

export type McpServerOauthLoginResponse = {
  authorizationUrl: string;
  /** Identifies this login attempt across the response and completion notification. Older servers omit this field; current servers always return it. */
  loginId?: string | null;
};
export const McpServerOauthLoginResponse: t.Type<McpServerOauthLoginResponse> =
  /* @__PURE__ */ rt.lazy('McpServerOauthLoginResponse', () =>
    t.intersection([
      t.type({ authorizationUrl: t.string }),
      t.partial({ loginId: rt.nullable(t.string) }),
    ]),
  );

export type McpServerRefreshResponse = { [key: string]: unknown };
export const McpServerRefreshResponse: t.Type<McpServerRefreshResponse> = /* @__PURE__ */ rt.lazy(
  'McpServerRefreshResponse',
  () => t.record(t.string, rt.jsonValue),
);

export type McpServerStartupFailureReason = 'reauthenticationRequired';
export const McpServerStartupFailureReason: t.Type<McpServerStartupFailureReason> =
  /* @__PURE__ */ rt.lazy('McpServerStartupFailureReason', () =>
    t.literal('reauthenticationRequired'),
  );

export type McpServerStartupState = 'starting' | 'ready' | 'failed' | 'cancelled';
export const McpServerStartupState: t.Type<McpServerStartupState> = /* @__PURE__ */ rt.lazy(
  'McpServerStartupState',
  () => rt.openEnum(t.keyof({ starting: null, ready: null, failed: null, cancelled: null })),
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
export const McpServerStatus: t.Type<McpServerStatus> = /* @__PURE__ */ rt.lazy(
  'McpServerStatus',
  () =>
    t.intersection([
      t.type({
        authStatus: McpAuthStatus,
        name: t.string,
        resourceTemplates: t.array(ResourceTemplate),
        resources: t.array(Resource),
        tools: t.record(t.string, Tool),
      }),
      t.partial({
        environmentId: rt.nullable(t.string),
        httpOrigin: rt.nullable(t.string),
        pluginId: rt.nullable(t.string),
        runtimeStatus: rt.nullable(McpServerConnectionStatus),
        serverCapabilities: rt.jsonValue,
        serverInfo: rt.nullable(McpServerInfo),
        toolListMeta: rt.jsonValue,
        toolsError: rt.nullable(t.string),
      }),
    ]),
);

export type McpServerStatusDetail = 'full' | 'toolsAndAuthOnly';
export const McpServerStatusDetail: t.Type<McpServerStatusDetail> = /* @__PURE__ */ rt.lazy(
  'McpServerStatusDetail',
  () => rt.openEnum(t.keyof({ full: null, toolsAndAuthOnly: null })),
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
  /* @__PURE__ */ rt.lazy('McpServerStatusUpdatedNotification', () =>
    t.intersection([
      t.type({ name: t.string, status: McpServerStartupState }),
      t.partial({
        environmentId: rt.nullable(t.string),
        error: rt.nullable(t.string),
        failureReason: rt.nullable(McpServerStartupFailureReason),
        threadId: rt.nullable(t.string),
      }),
    ]),
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
export const McpServerToolCallParams: t.Type<McpServerToolCallParams> = /* @__PURE__ */ rt.lazy(
  'McpServerToolCallParams',
  () =>
    t.intersection([
      t.type({ server: t.string, threadId: t.string, tool: t.string }),
      t.partial({
        _meta: rt.jsonValue,
        arguments: rt.jsonValue,
        environmentId: rt.nullable(t.string),
      }),
    ]),
);

export type McpServerToolCallResponse = {
  _meta?: unknown;
  content: Array<unknown>;
  isError?: boolean | null;
  structuredContent?: unknown;
};
export const McpServerToolCallResponse: t.Type<McpServerToolCallResponse> = /* @__PURE__ */ rt.lazy(
  'McpServerToolCallResponse',
  () =>
    t.intersection([
      t.type({ content: t.array(rt.jsonValue) }),
      t.partial({
        _meta: rt.jsonValue,
        isError: rt.nullable(t.boolean),
        structuredContent: rt.jsonValue,
      }),
    ]),
);

export type McpToolCallAppContext = {
  actionName?: string | null;
  appName?: string | null;
  connectorId: string;
  linkId?: string | null;
  resourceUri?: string | null;
};
export const McpToolCallAppContext: t.Type<McpToolCallAppContext> = /* @__PURE__ */ rt.lazy(
  'McpToolCallAppContext',
  () =>
    t.intersection([
      t.type({ connectorId: t.string }),
      t.partial({
        actionName: rt.nullable(t.string),
        appName: rt.nullable(t.string),
        linkId: rt.nullable(t.string),
        resourceUri: rt.nullable(t.string),
      }),
    ]),
);

export type McpToolCallError = {
  message: string;
};
export const McpToolCallError: t.Type<McpToolCallError> = /* @__PURE__ */ rt.lazy(
  'McpToolCallError',
  () => t.type({ message: t.string }),
);

export type McpToolCallProgressNotification = {
  itemId: string;
  message: string;
  threadId: string;
  turnId: string;
};
export const McpToolCallProgressNotification: t.Type<McpToolCallProgressNotification> =
  /* @__PURE__ */ rt.lazy('McpToolCallProgressNotification', () =>
    t.type({ itemId: t.string, message: t.string, threadId: t.string, turnId: t.string }),
  );

export type McpToolCallResult = {
  _meta?: unknown;
  content: Array<unknown>;
  structuredContent?: unknown;
};
export const McpToolCallResult: t.Type<McpToolCallResult> = /* @__PURE__ */ rt.lazy(
  'McpToolCallResult',
  () =>
    t.intersection([
      t.type({ content: t.array(rt.jsonValue) }),
      t.partial({ _meta: rt.jsonValue, structuredContent: rt.jsonValue }),
    ]),
);

export type McpToolCallStatus = 'inProgress' | 'completed' | 'failed';
export const McpToolCallStatus: t.Type<McpToolCallStatus> = /* @__PURE__ */ rt.lazy(
  'McpToolCallStatus',
  () => rt.openEnum(t.keyof({ inProgress: null, completed: null, failed: null })),
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
export const Resource: t.Type<Resource> = /* @__PURE__ */ rt.lazy('Resource', () =>
  t.intersection([
    t.type({ name: t.string, uri: t.string }),
    t.partial({
      _meta: rt.jsonValue,
      annotations: rt.jsonValue,
      description: rt.nullable(t.string),
      icons: rt.nullable(t.array(rt.jsonValue)),
      mimeType: rt.nullable(t.string),
      size: rt.nullable(rt.integer),
      title: rt.nullable(t.string),
    }),
  ]),
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
export const ResourceContent: t.Type<ResourceContent> = /* @__PURE__ */ rt.lazy(
  'ResourceContent',
  () =>
    t.union([
      t.intersection([
        t.type({ text: t.string, uri: t.string }),
        t.partial({ _meta: rt.jsonValue, mimeType: rt.nullable(t.string) }),
      ]),
      t.intersection([
        t.type({ blob: t.string, uri: t.string }),
        t.partial({ _meta: rt.jsonValue, mimeType: rt.nullable(t.string) }),
      ]),
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
export const ResourceTemplate: t.Type<ResourceTemplate> = /* @__PURE__ */ rt.lazy(
  'ResourceTemplate',
  () =>
    t.intersection([
      t.type({ name: t.string, uriTemplate: t.string }),
      t.partial({
        annotations: rt.jsonValue,
        description: rt.nullable(t.string),
        mimeType: rt.nullable(t.string),
        title: rt.nullable(t.string),
      }),
    ]),
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
export const Tool: t.Type<Tool> = /* @__PURE__ */ rt.lazy('Tool', () =>
  t.intersection([
    t.type({ inputSchema: rt.jsonValue, name: t.string }),
    t.partial({
      _meta: rt.jsonValue,
      annotations: rt.jsonValue,
      description: rt.nullable(t.string),
      icons: rt.nullable(t.array(rt.jsonValue)),
      outputSchema: rt.jsonValue,
      title: rt.nullable(t.string),
    }),
  ]),
);
