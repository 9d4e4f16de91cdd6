// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/experimental/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import * as t from 'io-ts';
import * as rt from '../../../lib/protocol/codec-runtime.js';

import { AbsolutePathBuf } from '../../stable/shared/common.js';
import { CommandExecTerminalSize } from '../../stable/v2/command.js';
import {
  CollaborationModeMask,
  EnvironmentSkillsParams,
  PathUri,
  ProcessTerminalSize,
  Project,
  ProjectRoot,
  ProjectSortKey,
  RemoteControlConnectionStatus,
  RemoteControlDisableParams,
  RemoteControlEnableParams,
  SandboxPolicy,
  ServerDiagnosticsGauge,
  ServerDiagnosticsProcess,
} from '../../stable/v2/common.js';
import { PluginSearchResult, PluginSearchScope } from '../../stable/v2/plugin.js';
import { SortDirection } from '../../stable/v2/thread.js';

/** EXPERIMENTAL - list collaboration mode presets. */
export type CollaborationModeListParams = { [key: string]: unknown };
/** EXPERIMENTAL - list collaboration mode presets. */
export const CollaborationModeListParams: t.Type<CollaborationModeListParams> =
  /* @__PURE__ */ rt.lazy('CollaborationModeListParams', () => t.record(t.string, rt.jsonValue));

/** EXPERIMENTAL - collaboration mode presets response. */
export type CollaborationModeListResponse = {
  data: Array<CollaborationModeMask>;
};
/** EXPERIMENTAL - collaboration mode presets response. */
export const CollaborationModeListResponse: t.Type<CollaborationModeListResponse> =
  /* @__PURE__ */ rt.lazy('CollaborationModeListResponse', () =>
    t.type({ data: t.array(CollaborationModeMask) }),
  );

/**
 * Run a standalone command (argv vector) in the server sandbox without creating a thread or turn.
 *
 * The final `command/exec` response is deferred until the process exits and is sent only after all `command/exec/outputDelta` notifications for that connection have been emitted.
 */
export type CommandExecParams = {
  /** Command argv vector. Empty arrays are rejected. */
  command: Array<string>;
  /** Optional working directory. Defaults to the server cwd. */
  cwd?: string | null;
  /**
   * Disable stdout/stderr capture truncation for this request.
   *
   * Cannot be combined with `outputBytesCap`.
   */
  disableOutputCap?: boolean;
  /**
   * Disable the timeout entirely for this request.
   *
   * Cannot be combined with `timeoutMs`.
   */
  disableTimeout?: boolean;
  /**
   * Optional environment overrides merged into the server-computed environment.
   *
   * Matching names override inherited values. Set a key to `null` to unset an inherited variable.
   */
  env?: { [key: string]: string | null } | null;
  /**
   * Optional per-stream stdout/stderr capture cap in bytes.
   *
   * When omitted, the server default applies. Cannot be combined with `disableOutputCap`.
   */
  outputBytesCap?: number | null;
  /**
   * Optional active permissions profile id for this command.
   *
   * Defaults to the user's configured permissions when omitted. Cannot be combined with `sandboxPolicy`.
   */
  permissionProfile?: string | null;
  /**
   * Optional client-supplied, connection-scoped process id.
   *
   * Required for `tty`, `streamStdin`, `streamStdoutStderr`, and follow-up `command/exec/write`, `command/exec/resize`, and `command/exec/terminate` calls. When omitted, buffered execution gets an internal id that is not exposed to the client.
   */
  processId?: string | null;
  /**
   * Optional sandbox policy for this command.
   *
   * Uses the same shape as thread/turn execution sandbox configuration and defaults to the user's configured policy when omitted. Cannot be combined with `permissionProfile`.
   */
  sandboxPolicy?: SandboxPolicy | null;
  /** Optional initial PTY size in character cells. Only valid when `tty` is true. */
  size?: CommandExecTerminalSize | null;
  /**
   * Allow follow-up `command/exec/write` requests to write stdin bytes.
   *
   * Requires a client-supplied `processId`.
   */
  streamStdin?: boolean;
  /**
   * Stream stdout/stderr via `command/exec/outputDelta` notifications.
   *
   * Streamed bytes are not duplicated into the final response and require a client-supplied `processId`.
   */
  streamStdoutStderr?: boolean;
  /**
   * Optional timeout in milliseconds.
   *
   * When omitted, the server default applies. Cannot be combined with `disableTimeout`.
   */
  timeoutMs?: number | null;
  /**
   * Enable PTY mode.
   *
   * This implies `streamStdin` and `streamStdoutStderr`.
   */
  tty?: boolean;
};
/**
 * Run a standalone command (argv vector) in the server sandbox without creating a thread or turn.
 *
 * The final `command/exec` response is deferred until the process exits and is sent only after all `command/exec/outputDelta` notifications for that connection have been emitted.
 */
export const CommandExecParams: t.Type<CommandExecParams> = /* @__PURE__ */ rt.lazy(
  'CommandExecParams',
  () =>
    t.intersection([
      t.type({ command: t.array(t.string) }),
      t.partial({
        cwd: rt.nullable(t.string),
        disableOutputCap: t.boolean,
        disableTimeout: t.boolean,
        env: rt.nullable(t.record(t.string, rt.nullable(t.string))),
        outputBytesCap: rt.nullable(rt.integer),
        permissionProfile: rt.nullable(t.string),
        processId: rt.nullable(t.string),
        sandboxPolicy: rt.nullable(SandboxPolicy),
        size: rt.nullable(CommandExecTerminalSize),
        streamStdin: t.boolean,
        streamStdoutStderr: t.boolean,
        timeoutMs: rt.nullable(rt.integer),
        tty: t.boolean,
      }),
    ]),
);

export type EnvironmentAddParams = {
  /** Optional raw bearer token for executor authentication, including reconnects. Requires a secure transport or a loopback destination. */
  authBearerToken?: string | null;
  /** Optional WebSocket connection timeout. The server default applies when omitted. */
  connectTimeoutMs?: number | null;
  environmentId: string;
  execServerUrl: string;
  /** Required skills supplied by this environment, checked before model inference. */
  skills?: EnvironmentSkillsParams | null;
  /** Optional X-Request-ID for the direct WebSocket upgrade, including reconnects. Requires a secure transport or a loopback destination. */
  websocketRequestId?: string | null;
};
export const EnvironmentAddParams: t.Type<EnvironmentAddParams> = /* @__PURE__ */ rt.lazy(
  'EnvironmentAddParams',
  () =>
    t.intersection([
      t.type({ environmentId: t.string, execServerUrl: t.string }),
      t.partial({
        authBearerToken: rt.nullable(t.string),
        connectTimeoutMs: rt.nullable(rt.integer),
        skills: rt.nullable(EnvironmentSkillsParams),
        websocketRequestId: rt.nullable(t.string),
      }),
    ]),
);

export type EnvironmentAddResponse = { [key: string]: unknown };
export const EnvironmentAddResponse: t.Type<EnvironmentAddResponse> = /* @__PURE__ */ rt.lazy(
  'EnvironmentAddResponse',
  () => t.record(t.string, rt.jsonValue),
);

export type EnvironmentInfoParams = {
  environmentId: string;
};
export const EnvironmentInfoParams: t.Type<EnvironmentInfoParams> = /* @__PURE__ */ rt.lazy(
  'EnvironmentInfoParams',
  () => t.type({ environmentId: t.string }),
);

export type EnvironmentInfoResponse = {
  /** Default working directory reported by the environment, as a canonical file URI. */
  cwd?: PathUri | null;
  shell: EnvironmentShellInfo;
};
export const EnvironmentInfoResponse: t.Type<EnvironmentInfoResponse> = /* @__PURE__ */ rt.lazy(
  'EnvironmentInfoResponse',
  () =>
    t.intersection([
      t.type({ shell: EnvironmentShellInfo }),
      t.partial({ cwd: rt.nullable(PathUri) }),
    ]),
);

export type EnvironmentShellInfo = {
  /** Stable shell name, for example `zsh`, `bash`, `powershell`, `sh`, or `cmd`. */
  name: string;
  /** Target-native shell executable path or command name. */
  path: string;
};
export const EnvironmentShellInfo: t.Type<EnvironmentShellInfo> = /* @__PURE__ */ rt.lazy(
  'EnvironmentShellInfo',
  () => t.type({ name: t.string, path: t.string }),
);

/**
 * Current status observed by app-server without starting or recovering an environment.
 *
 * For a currently ready remote environment, app-server asks the existing exec-server connection for `environment/status` without allowing recovery.
 */
export type EnvironmentStatusKind = 'ready' | 'pending' | 'disconnected' | 'unknown';
/**
 * Current status observed by app-server without starting or recovering an environment.
 *
 * For a currently ready remote environment, app-server asks the existing exec-server connection for `environment/status` without allowing recovery.
 */
export const EnvironmentStatusKind: t.Type<EnvironmentStatusKind> = /* @__PURE__ */ rt.lazy(
  'EnvironmentStatusKind',
  () => rt.openEnum(t.keyof({ ready: null, pending: null, disconnected: null, unknown: null })),
);

/** Parameters for reading the current status of one configured environment. */
export type EnvironmentStatusParams = {
  /** Environment id to inspect. */
  environmentId: string;
};
/** Parameters for reading the current status of one configured environment. */
export const EnvironmentStatusParams: t.Type<EnvironmentStatusParams> = /* @__PURE__ */ rt.lazy(
  'EnvironmentStatusParams',
  () => t.type({ environmentId: t.string }),
);

/** Current status for the requested environment. */
export type EnvironmentStatusResponse = {
  /** Human-readable detail for `disconnected` and `unknown`; omitted for other statuses. */
  error?: string | null;
  /** Current status observed without starting or recovering the environment. */
  status: EnvironmentStatusKind;
};
/** Current status for the requested environment. */
export const EnvironmentStatusResponse: t.Type<EnvironmentStatusResponse> = /* @__PURE__ */ rt.lazy(
  'EnvironmentStatusResponse',
  () =>
    t.intersection([
      t.type({ status: EnvironmentStatusKind }),
      t.partial({ error: rt.nullable(t.string) }),
    ]),
);

export type McpServerEventStreamStartParams = {
  _meta?: unknown;
  arguments: unknown;
  name: string;
  server: string;
  subscriptionId: string;
  threadId: string;
};
export const McpServerEventStreamStartParams: t.Type<McpServerEventStreamStartParams> =
  /* @__PURE__ */ rt.lazy('McpServerEventStreamStartParams', () =>
    t.intersection([
      t.type({
        arguments: rt.jsonValue,
        name: t.string,
        server: t.string,
        subscriptionId: t.string,
        threadId: t.string,
      }),
      t.partial({ _meta: rt.jsonValue }),
    ]),
  );

export type McpServerEventStreamStartResponse = { [key: string]: unknown };
export const McpServerEventStreamStartResponse: t.Type<McpServerEventStreamStartResponse> =
  /* @__PURE__ */ rt.lazy('McpServerEventStreamStartResponse', () =>
    t.record(t.string, rt.jsonValue),
  );

export type McpServerEventStreamStopParams = {
  subscriptionId: string;
};
export const McpServerEventStreamStopParams: t.Type<McpServerEventStreamStopParams> =
  /* @__PURE__ */ rt.lazy('McpServerEventStreamStopParams', () =>
    t.type({ subscriptionId: t.string }),
  );

export type McpServerEventStreamStopResponse = { [key: string]: unknown };
export const McpServerEventStreamStopResponse: t.Type<McpServerEventStreamStopResponse> =
  /* @__PURE__ */ rt.lazy('McpServerEventStreamStopResponse', () =>
    t.record(t.string, rt.jsonValue),
  );

export type MemoryResetResponse = { [key: string]: unknown };
export const MemoryResetResponse: t.Type<MemoryResetResponse> = /* @__PURE__ */ rt.lazy(
  'MemoryResetResponse',
  () => t.record(t.string, rt.jsonValue),
);

export type MemoryStatusParams = {
  /** Required distinct consolidated threads. Defaults to 20; supported range is 1..=4096. */
  minConsolidatedThreads?: number | null;
};
export const MemoryStatusParams: t.Type<MemoryStatusParams> = /* @__PURE__ */ rt.lazy(
  'MemoryStatusParams',
  () => t.partial({ minConsolidatedThreads: rt.nullable(rt.integer) }),
);

export type MemoryStatusResponse = {
  v2ConsolidatedThreads: number;
  v2Ready: boolean;
};
export const MemoryStatusResponse: t.Type<MemoryStatusResponse> = /* @__PURE__ */ rt.lazy(
  'MemoryStatusResponse',
  () => t.type({ v2ConsolidatedThreads: rt.integer, v2Ready: t.boolean }),
);

export type MockExperimentalMethodParams = {
  /** Test-only payload field. */
  value?: string | null;
};
export const MockExperimentalMethodParams: t.Type<MockExperimentalMethodParams> =
  /* @__PURE__ */ rt.lazy('MockExperimentalMethodParams', () =>
    t.partial({ value: rt.nullable(t.string) }),
  );

export type MockExperimentalMethodResponse = {
  /** Echoes the input `value`. */
  echoed?: string | null;
};
export const MockExperimentalMethodResponse: t.Type<MockExperimentalMethodResponse> =
  /* @__PURE__ */ rt.lazy('MockExperimentalMethodResponse', () =>
    t.partial({ echoed: rt.nullable(t.string) }),
  );

export type NullableRemoteControlDisableParams = RemoteControlDisableParams | null;
export const NullableRemoteControlDisableParams: t.Type<NullableRemoteControlDisableParams> =
  /* @__PURE__ */ rt.lazy('NullableRemoteControlDisableParams', () =>
    rt.nullable(RemoteControlDisableParams),
  );

export type NullableRemoteControlEnableParams = RemoteControlEnableParams | null;
export const NullableRemoteControlEnableParams: t.Type<NullableRemoteControlEnableParams> =
  /* @__PURE__ */ rt.lazy('NullableRemoteControlEnableParams', () =>
    rt.nullable(RemoteControlEnableParams),
  );

export type PluginSearchParams = {
  cursor?: string | null;
  cwds?: Array<AbsolutePathBuf> | null;
  limit?: number | null;
  scope?: PluginSearchScope | null;
  searchTerm: string;
};
export const PluginSearchParams: t.Type<PluginSearchParams> = /* @__PURE__ */ rt.lazy(
  'PluginSearchParams',
  () =>
    t.intersection([
      t.type({ searchTerm: t.string }),
      t.partial({
        cursor: rt.nullable(t.string),
        cwds: rt.nullable(t.array(AbsolutePathBuf)),
        limit: rt.nullable(rt.integer),
        scope: rt.nullable(PluginSearchScope),
      }),
    ]),
);

export type PluginSearchResponse = {
  data: Array<PluginSearchResult>;
  nextCursor?: string | null;
};
export const PluginSearchResponse: t.Type<PluginSearchResponse> = /* @__PURE__ */ rt.lazy(
  'PluginSearchResponse',
  () =>
    t.intersection([
      t.type({ data: t.array(PluginSearchResult) }),
      t.partial({ nextCursor: rt.nullable(t.string) }),
    ]),
);

/** Terminate a running `process/spawn` session. */
export type ProcessKillParams = {
  /** Client-supplied, connection-scoped `processHandle` from `process/spawn`. */
  processHandle: string;
};
/** Terminate a running `process/spawn` session. */
export const ProcessKillParams: t.Type<ProcessKillParams> = /* @__PURE__ */ rt.lazy(
  'ProcessKillParams',
  () => t.type({ processHandle: t.string }),
);

/** Empty success response for `process/kill`. */
export type ProcessKillResponse = { [key: string]: unknown };
/** Empty success response for `process/kill`. */
export const ProcessKillResponse: t.Type<ProcessKillResponse> = /* @__PURE__ */ rt.lazy(
  'ProcessKillResponse',
  () => t.record(t.string, rt.jsonValue),
);

/** Resize a running PTY-backed `process/spawn` session. */
export type ProcessResizePtyParams = {
  /** Client-supplied, connection-scoped `processHandle` from `process/spawn`. */
  processHandle: string;
  /** New PTY size in character cells. */
  size: ProcessTerminalSize;
};
/** Resize a running PTY-backed `process/spawn` session. */
export const ProcessResizePtyParams: t.Type<ProcessResizePtyParams> = /* @__PURE__ */ rt.lazy(
  'ProcessResizePtyParams',
  () => t.type({ processHandle: t.string, size: ProcessTerminalSize }),
);

/** Empty success response for `process/resizePty`. */
export type ProcessResizePtyResponse = { [key: string]: unknown };
/** Empty success response for `process/resizePty`. */
export const ProcessResizePtyResponse: t.Type<ProcessResizePtyResponse> = /* @__PURE__ */ rt.lazy(
  'ProcessResizePtyResponse',
  () => t.record(t.string, rt.jsonValue),
);

/**
 * Spawn a standalone process (argv vector) without a Codex sandbox on the host where the app server is running.
 *
 * `process/spawn` returns after the process has started and the connection-scoped `processHandle` has been registered. Process output and exit are reported via `process/outputDelta` and `process/exited` notifications.
 */
export type ProcessSpawnParams = {
  /** Command argv vector. Empty arrays are rejected. */
  command: Array<string>;
  /** Absolute working directory for the process. */
  cwd: AbsolutePathBuf;
  /**
   * Optional environment overrides merged into the app-server process environment.
   *
   * Matching names override inherited values. Set a key to `null` to unset an inherited variable.
   */
  env?: { [key: string]: string | null } | null;
  /**
   * Optional per-stream stdout/stderr capture cap in bytes.
   *
   * When omitted, the server default applies. Set to `null` to disable the cap.
   */
  outputBytesCap?: number | null;
  /**
   * Client-supplied, connection-scoped process handle.
   *
   * Duplicate active handles are rejected on the same connection. The same handle can be reused after the prior process exits.
   */
  processHandle: string;
  /** Optional initial PTY size in character cells. Only valid when `tty` is true. */
  size?: ProcessTerminalSize | null;
  /** Allow follow-up `process/writeStdin` requests to write stdin bytes. */
  streamStdin?: boolean;
  /**
   * Stream stdout/stderr via `process/outputDelta` notifications.
   *
   * Streamed bytes are not duplicated into the `process/exited` notification.
   */
  streamStdoutStderr?: boolean;
  /**
   * Optional timeout in milliseconds.
   *
   * When omitted, the server default applies. Set to `null` to disable the timeout.
   */
  timeoutMs?: number | null;
  /**
   * Enable PTY mode.
   *
   * This implies `streamStdin` and `streamStdoutStderr`.
   */
  tty?: boolean;
};
/**
 * Spawn a standalone process (argv vector) without a Codex sandbox on the host where the app server is running.
 *
 * `process/spawn` returns after the process has started and the connection-scoped `processHandle` has been registered. Process output and exit are reported via `process/outputDelta` and `process/exited` notifications.
 */
export const ProcessSpawnParams: t.Type<ProcessSpawnParams> = /* @__PURE__ */ rt.lazy(
  'ProcessSpawnParams',
  () =>
    t.intersection([
      t.type({ command: t.array(t.string), cwd: AbsolutePathBuf, processHandle: t.string }),
      t.partial({
        env: rt.nullable(t.record(t.string, rt.nullable(t.string))),
        outputBytesCap: rt.nullable(rt.integer),
        size: rt.nullable(ProcessTerminalSize),
        streamStdin: t.boolean,
        streamStdoutStderr: t.boolean,
        timeoutMs: rt.nullable(rt.integer),
        tty: t.boolean,
      }),
    ]),
);

/** Successful response for `process/spawn`. */
export type ProcessSpawnResponse = { [key: string]: unknown };
/** Successful response for `process/spawn`. */
export const ProcessSpawnResponse: t.Type<ProcessSpawnResponse> = /* @__PURE__ */ rt.lazy(
  'ProcessSpawnResponse',
  () => t.record(t.string, rt.jsonValue),
);

/** Write stdin bytes to a running `process/spawn` session, close stdin, or both. */
export type ProcessWriteStdinParams = {
  /** Close stdin after writing `deltaBase64`, if present. */
  closeStdin?: boolean;
  /** Optional base64-encoded stdin bytes to write. */
  deltaBase64?: string | null;
  /** Client-supplied, connection-scoped `processHandle` from `process/spawn`. */
  processHandle: string;
};
/** Write stdin bytes to a running `process/spawn` session, close stdin, or both. */
export const ProcessWriteStdinParams: t.Type<ProcessWriteStdinParams> = /* @__PURE__ */ rt.lazy(
  'ProcessWriteStdinParams',
  () =>
    t.intersection([
      t.type({ processHandle: t.string }),
      t.partial({ closeStdin: t.boolean, deltaBase64: rt.nullable(t.string) }),
    ]),
);

/** Empty success response for `process/writeStdin`. */
export type ProcessWriteStdinResponse = { [key: string]: unknown };
/** Empty success response for `process/writeStdin`. */
export const ProcessWriteStdinResponse: t.Type<ProcessWriteStdinResponse> = /* @__PURE__ */ rt.lazy(
  'ProcessWriteStdinResponse',
  () => t.record(t.string, rt.jsonValue),
);

export type ProjectCreateParams = {
  idempotencyKey: string;
  metadata?: { [key: string]: string } | null;
  name: string;
  roots: Array<ProjectRoot>;
};
export const ProjectCreateParams: t.Type<ProjectCreateParams> = /* @__PURE__ */ rt.lazy(
  'ProjectCreateParams',
  () =>
    t.intersection([
      t.type({ idempotencyKey: t.string, name: t.string, roots: t.array(ProjectRoot) }),
      t.partial({ metadata: rt.nullable(t.record(t.string, t.string)) }),
    ]),
);

export type ProjectCreateResponse = {
  project: Project;
};
export const ProjectCreateResponse: t.Type<ProjectCreateResponse> = /* @__PURE__ */ rt.lazy(
  'ProjectCreateResponse',
  () => t.type({ project: Project }),
);

export type ProjectDeleteParams = {
  projectId: string;
};
export const ProjectDeleteParams: t.Type<ProjectDeleteParams> = /* @__PURE__ */ rt.lazy(
  'ProjectDeleteParams',
  () => t.type({ projectId: t.string }),
);

export type ProjectDeleteResponse = { [key: string]: unknown };
export const ProjectDeleteResponse: t.Type<ProjectDeleteResponse> = /* @__PURE__ */ rt.lazy(
  'ProjectDeleteResponse',
  () => t.record(t.string, rt.jsonValue),
);

export type ProjectImportParams = {
  idempotencyKey: string;
  metadata?: { [key: string]: string } | null;
  name: string;
  roots: Array<ProjectRoot>;
  threads?: Array<string> | null;
};
export const ProjectImportParams: t.Type<ProjectImportParams> = /* @__PURE__ */ rt.lazy(
  'ProjectImportParams',
  () =>
    t.intersection([
      t.type({ idempotencyKey: t.string, name: t.string, roots: t.array(ProjectRoot) }),
      t.partial({
        metadata: rt.nullable(t.record(t.string, t.string)),
        threads: rt.nullable(t.array(t.string)),
      }),
    ]),
);

export type ProjectImportResponse = {
  project: Project;
};
export const ProjectImportResponse: t.Type<ProjectImportResponse> = /* @__PURE__ */ rt.lazy(
  'ProjectImportResponse',
  () => t.type({ project: Project }),
);

export type ProjectListParams = {
  cursor?: string | null;
  limit?: number | null;
  /** Requires sortKey. Defaults to asc for position and desc for recencyAt. */
  sortDirection?: SortDirection | null;
  /** Defaults to position. Recency sorting always places empty projects last. Use the returned order; numeric positions are not exposed in project responses. */
  sortKey?: ProjectSortKey | null;
};
export const ProjectListParams: t.Type<ProjectListParams> = /* @__PURE__ */ rt.lazy(
  'ProjectListParams',
  () =>
    t.partial({
      cursor: rt.nullable(t.string),
      limit: rt.nullable(rt.integer),
      sortDirection: rt.nullable(SortDirection),
      sortKey: rt.nullable(ProjectSortKey),
    }),
);

export type ProjectListResponse = {
  data: Array<Project>;
  nextCursor?: string | null;
};
export const ProjectListResponse: t.Type<ProjectListResponse> = /* @__PURE__ */ rt.lazy(
  'ProjectListResponse',
  () =>
    t.intersection([
      t.type({ data: t.array(Project) }),
      t.partial({ nextCursor: rt.nullable(t.string) }),
    ]),
);

export type ProjectMoveParams = {
  /** Place the project before this ID, or append it when omitted or null. */
  beforeProjectId?: string | null;
  projectId: string;
};
export const ProjectMoveParams: t.Type<ProjectMoveParams> = /* @__PURE__ */ rt.lazy(
  'ProjectMoveParams',
  () =>
    t.intersection([
      t.type({ projectId: t.string }),
      t.partial({ beforeProjectId: rt.nullable(t.string) }),
    ]),
);

export type ProjectMoveResponse = { [key: string]: unknown };
export const ProjectMoveResponse: t.Type<ProjectMoveResponse> = /* @__PURE__ */ rt.lazy(
  'ProjectMoveResponse',
  () => t.record(t.string, rt.jsonValue),
);

export type ProjectReadParams = {
  projectId: string;
};
export const ProjectReadParams: t.Type<ProjectReadParams> = /* @__PURE__ */ rt.lazy(
  'ProjectReadParams',
  () => t.type({ projectId: t.string }),
);

export type ProjectReadResponse = {
  project: Project;
};
export const ProjectReadResponse: t.Type<ProjectReadResponse> = /* @__PURE__ */ rt.lazy(
  'ProjectReadResponse',
  () => t.type({ project: Project }),
);

export type ProjectUpdateParams = {
  metadata?: { [key: string]: string } | null;
  name?: string | null;
  projectId: string;
  roots?: Array<ProjectRoot> | null;
};
export const ProjectUpdateParams: t.Type<ProjectUpdateParams> = /* @__PURE__ */ rt.lazy(
  'ProjectUpdateParams',
  () =>
    t.intersection([
      t.type({ projectId: t.string }),
      t.partial({
        metadata: rt.nullable(t.record(t.string, t.string)),
        name: rt.nullable(t.string),
        roots: rt.nullable(t.array(ProjectRoot)),
      }),
    ]),
);

export type ProjectUpdateResponse = {
  project: Project;
};
export const ProjectUpdateResponse: t.Type<ProjectUpdateResponse> = /* @__PURE__ */ rt.lazy(
  'ProjectUpdateResponse',
  () => t.type({ project: Project }),
);

export type RemoteControlClient = {
  appVersion?: string | null;
  clientId: string;
  deviceModel?: string | null;
  deviceType?: string | null;
  displayName?: string | null;
  lastSeenAt?: number | null;
  osVersion?: string | null;
  platform?: string | null;
};
export const RemoteControlClient: t.Type<RemoteControlClient> = /* @__PURE__ */ rt.lazy(
  'RemoteControlClient',
  () =>
    t.intersection([
      t.type({ clientId: t.string }),
      t.partial({
        appVersion: rt.nullable(t.string),
        deviceModel: rt.nullable(t.string),
        deviceType: rt.nullable(t.string),
        displayName: rt.nullable(t.string),
        lastSeenAt: rt.nullable(rt.integer),
        osVersion: rt.nullable(t.string),
        platform: rt.nullable(t.string),
      }),
    ]),
);

export type RemoteControlClientsListOrder = 'asc' | 'desc';
export const RemoteControlClientsListOrder: t.Type<RemoteControlClientsListOrder> =
  /* @__PURE__ */ rt.lazy('RemoteControlClientsListOrder', () =>
    rt.openEnum(t.keyof({ asc: null, desc: null })),
  );

export type RemoteControlClientsListParams = {
  cursor?: string | null;
  environmentId: string;
  limit?: number | null;
  order?: RemoteControlClientsListOrder | null;
};
export const RemoteControlClientsListParams: t.Type<RemoteControlClientsListParams> =
  /* @__PURE__ */ rt.lazy('RemoteControlClientsListParams', () =>
    t.intersection([
      t.type({ environmentId: t.string }),
      t.partial({
        cursor: rt.nullable(t.string),
        limit: rt.nullable(rt.integer),
        order: rt.nullable(RemoteControlClientsListOrder),
      }),
    ]),
  );

export type RemoteControlClientsListResponse = {
  data: Array<RemoteControlClient>;
  nextCursor?: string | null;
};
export const RemoteControlClientsListResponse: t.Type<RemoteControlClientsListResponse> =
  /* @__PURE__ */ rt.lazy('RemoteControlClientsListResponse', () =>
    t.intersection([
      t.type({ data: t.array(RemoteControlClient) }),
      t.partial({ nextCursor: rt.nullable(t.string) }),
    ]),
  );

export type RemoteControlClientsRevokeParams = {
  clientId: string;
  environmentId: string;
};
export const RemoteControlClientsRevokeParams: t.Type<RemoteControlClientsRevokeParams> =
  /* @__PURE__ */ rt.lazy('RemoteControlClientsRevokeParams', () =>
    t.type({ clientId: t.string, environmentId: t.string }),
  );

export type RemoteControlClientsRevokeResponse = { [key: string]: unknown };
export const RemoteControlClientsRevokeResponse: t.Type<RemoteControlClientsRevokeResponse> =
  /* @__PURE__ */ rt.lazy('RemoteControlClientsRevokeResponse', () =>
    t.record(t.string, rt.jsonValue),
  );

export type RemoteControlDisableResponse = {
  environmentId?: string | null;
  installationId: string;
  serverName: string;
  status: RemoteControlConnectionStatus;
};
export const RemoteControlDisableResponse: t.Type<RemoteControlDisableResponse> =
  /* @__PURE__ */ rt.lazy('RemoteControlDisableResponse', () =>
    t.intersection([
      t.type({
        installationId: t.string,
        serverName: t.string,
        status: RemoteControlConnectionStatus,
      }),
      t.partial({ environmentId: rt.nullable(t.string) }),
    ]),
  );

export type RemoteControlEnableResponse = {
  environmentId?: string | null;
  installationId: string;
  serverName: string;
  status: RemoteControlConnectionStatus;
};
export const RemoteControlEnableResponse: t.Type<RemoteControlEnableResponse> =
  /* @__PURE__ */ rt.lazy('RemoteControlEnableResponse', () =>
    t.intersection([
      t.type({
        installationId: t.string,
        serverName: t.string,
        status: RemoteControlConnectionStatus,
      }),
      t.partial({ environmentId: rt.nullable(t.string) }),
    ]),
  );

export type RemoteControlPairingStartParams = {
  manualCode?: boolean;
};
export const RemoteControlPairingStartParams: t.Type<RemoteControlPairingStartParams> =
  /* @__PURE__ */ rt.lazy('RemoteControlPairingStartParams', () =>
    t.partial({ manualCode: t.boolean }),
  );

export type RemoteControlPairingStartResponse = {
  environmentId: string;
  expiresAt: number;
  manualPairingCode?: string | null;
  pairingCode: string;
};
export const RemoteControlPairingStartResponse: t.Type<RemoteControlPairingStartResponse> =
  /* @__PURE__ */ rt.lazy('RemoteControlPairingStartResponse', () =>
    t.intersection([
      t.type({ environmentId: t.string, expiresAt: rt.integer, pairingCode: t.string }),
      t.partial({ manualPairingCode: rt.nullable(t.string) }),
    ]),
  );

export type RemoteControlPairingStatusParams = {
  manualPairingCode?: string | null;
  pairingCode?: string | null;
};
export const RemoteControlPairingStatusParams: t.Type<RemoteControlPairingStatusParams> =
  /* @__PURE__ */ rt.lazy('RemoteControlPairingStatusParams', () =>
    t.partial({ manualPairingCode: rt.nullable(t.string), pairingCode: rt.nullable(t.string) }),
  );

export type RemoteControlPairingStatusResponse = {
  claimed: boolean;
};
export const RemoteControlPairingStatusResponse: t.Type<RemoteControlPairingStatusResponse> =
  /* @__PURE__ */ rt.lazy('RemoteControlPairingStatusResponse', () =>
    t.type({ claimed: t.boolean }),
  );

export type RemoteControlStatusReadResponse = {
  environmentId?: string | null;
  installationId: string;
  serverName: string;
  status: RemoteControlConnectionStatus;
};
export const RemoteControlStatusReadResponse: t.Type<RemoteControlStatusReadResponse> =
  /* @__PURE__ */ rt.lazy('RemoteControlStatusReadResponse', () =>
    t.intersection([
      t.type({
        installationId: t.string,
        serverName: t.string,
        status: RemoteControlConnectionStatus,
      }),
      t.partial({ environmentId: rt.nullable(t.string) }),
    ]),
  );

/** Acknowledges the compression trigger, not completion. Existing maintenance locks and cooldowns can cause the background pass to skip without doing work. */
export type RolloutCompressResponse = { [key: string]: unknown };
/** Acknowledges the compression trigger, not completion. Existing maintenance locks and cooldowns can cause the background pass to skip without doing work. */
export const RolloutCompressResponse: t.Type<RolloutCompressResponse> = /* @__PURE__ */ rt.lazy(
  'RolloutCompressResponse',
  () => t.record(t.string, rt.jsonValue),
);

export type ServerDiagnosticsParams = { [key: string]: unknown };
export const ServerDiagnosticsParams: t.Type<ServerDiagnosticsParams> = /* @__PURE__ */ rt.lazy(
  'ServerDiagnosticsParams',
  () => t.record(t.string, rt.jsonValue),
);

export type ServerDiagnosticsResponse = {
  gauges: Array<ServerDiagnosticsGauge>;
  process: ServerDiagnosticsProcess;
};
export const ServerDiagnosticsResponse: t.Type<ServerDiagnosticsResponse> = /* @__PURE__ */ rt.lazy(
  'ServerDiagnosticsResponse',
  () => t.type({ gauges: t.array(ServerDiagnosticsGauge), process: ServerDiagnosticsProcess }),
);
