// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/experimental/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

import { AbsolutePathBuf } from '../../stable/shared/common.js';
import { Account, AccountSession } from '../../stable/v2/account.js';
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
  WorkspaceRouting,
} from '../../stable/v2/common.js';
import { PluginSearchResult, PluginSearchScope } from '../../stable/v2/plugin.js';
import { SortDirection } from '../../stable/v2/thread.js';

const refs: rt.Refs = () => [
  AbsolutePathBuf,
  Account,
  AccountSession,
  AwsCredentialType,
  BedrockAwsProfile,
  BedrockEnvironmentCredential,
  CollaborationModeMask,
  CommandExecTerminalSize,
  EnvironmentShellInfo,
  EnvironmentSkillsParams,
  EnvironmentStatusKind,
  PathUri,
  PluginSearchResult,
  PluginSearchScope,
  ProcessTerminalSize,
  Project,
  ProjectRoot,
  ProjectSortKey,
  RemoteControlClient,
  RemoteControlClientsListOrder,
  RemoteControlConnectionStatus,
  RemoteControlDisableParams,
  RemoteControlEnableParams,
  SandboxPolicy,
  ServerDiagnosticsGauge,
  ServerDiagnosticsProcess,
  SortDirection,
  WorkspaceRouting,
];

export type AccountSessionsListParams = {
  refreshWorkspaceMetadata?: boolean;
};
export const AccountSessionsListParams: t.Type<AccountSessionsListParams> =
  /* @__PURE__ */ rt.define<AccountSessionsListParams>(
    'AccountSessionsListParams',
    refs,
    '[o,{},{refreshWorkspaceMetadata:b}]',
  );

export type AccountSessionsResponse = {
  activeSessionId?: string | null;
  sessions: Array<AccountSession>;
};
export const AccountSessionsResponse: t.Type<AccountSessionsResponse> =
  /* @__PURE__ */ rt.define<AccountSessionsResponse>(
    'AccountSessionsResponse',
    refs,
    '[o,{sessions:[a,2]},{activeSessionId:["?",s]}]',
  );

export type AccountSessionsSwitchParams = {
  /** Workspace to select within that login; this is not a user identifier. */
  accountId: string;
  /** Allow Core to start browser sign-in if this session needs SSO for the workspace. */
  allowBrowserLogin?: boolean;
  /** Opaque active-login identifier returned by accountSession/list. */
  sessionId: string;
};
export const AccountSessionsSwitchParams: t.Type<AccountSessionsSwitchParams> =
  /* @__PURE__ */ rt.define<AccountSessionsSwitchParams>(
    'AccountSessionsSwitchParams',
    refs,
    '[o,{accountId:s,sessionId:s},{allowBrowserLogin:b}]',
  );

export type AccountSessionsSwitchResponse =
  | {
      activeSessionId?: string | null;
      sessions: Array<AccountSession>;
    }
  | {
      auth_url: string;
      login_id: string;
    };
export const AccountSessionsSwitchResponse: t.Type<AccountSessionsSwitchResponse> =
  /* @__PURE__ */ rt.define<AccountSessionsSwitchResponse>(
    'AccountSessionsSwitchResponse',
    refs,
    '["|",[[o,{sessions:[a,2]},{activeSessionId:["?",s]}],[o,{auth_url:s,login_id:s}]]]',
  );

export type AwsCredentialType = 'accessKeys' | 'bedrockApiKey';
export const AwsCredentialType: t.Type<AwsCredentialType> =
  /* @__PURE__ */ rt.define<AwsCredentialType>(
    'AwsCredentialType',
    refs,
    '[e,[accessKeys,bedrockApiKey]]',
  );

export type BedrockAwsProfile = {
  name: string;
  region?: string | null;
};
export const BedrockAwsProfile: t.Type<BedrockAwsProfile> =
  /* @__PURE__ */ rt.define<BedrockAwsProfile>(
    'BedrockAwsProfile',
    refs,
    '[o,{name:s},{region:["?",s]}]',
  );

export type BedrockCheckGovCloudRequirementsParams = { [key: string]: unknown };
export const BedrockCheckGovCloudRequirementsParams: t.Type<BedrockCheckGovCloudRequirementsParams> =
  /* @__PURE__ */ rt.define<BedrockCheckGovCloudRequirementsParams>(
    'BedrockCheckGovCloudRequirementsParams',
    refs,
    '[r,u]',
  );

/** Advisory check of the current Bedrock configuration after login or setup. */
export type BedrockCheckGovCloudRequirementsResponse = {
  /** Whether the active Bedrock authentication resolves to a GovCloud region. */
  isGovCloud: boolean;
  /** Whether GovCloud is selected and the managed requirements miss the baseline. A false value is not a general certification of the network configuration. */
  shouldWarn: boolean;
};
/** Advisory check of the current Bedrock configuration after login or setup. */
export const BedrockCheckGovCloudRequirementsResponse: t.Type<BedrockCheckGovCloudRequirementsResponse> =
  /* @__PURE__ */ rt.define<BedrockCheckGovCloudRequirementsResponse>(
    'BedrockCheckGovCloudRequirementsResponse',
    refs,
    '[o,{isGovCloud:b,shouldWarn:b}]',
  );

export type BedrockDiscoverParams = { [key: string]: unknown };
export const BedrockDiscoverParams: t.Type<BedrockDiscoverParams> =
  /* @__PURE__ */ rt.define<BedrockDiscoverParams>('BedrockDiscoverParams', refs, '[r,u]');

export type BedrockDiscoverResponse = {
  environmentCredentials: Array<BedrockEnvironmentCredential>;
  profiles: Array<BedrockAwsProfile>;
};
export const BedrockDiscoverResponse: t.Type<BedrockDiscoverResponse> =
  /* @__PURE__ */ rt.define<BedrockDiscoverResponse>(
    'BedrockDiscoverResponse',
    refs,
    '[o,{environmentCredentials:[a,5],profiles:[a,4]}]',
  );

export type BedrockEnvironmentCredential = {
  region?: string | null;
  type: AwsCredentialType;
};
export const BedrockEnvironmentCredential: t.Type<BedrockEnvironmentCredential> =
  /* @__PURE__ */ rt.define<BedrockEnvironmentCredential>(
    'BedrockEnvironmentCredential',
    refs,
    '[o,{type:3},{region:["?",s]}]',
  );

export type BedrockSetupParams =
  | {
      profile: string;
      region: string;
      type: 'profile';
    }
  | {
      region: string;
      type: 'environment';
    };
export const BedrockSetupParams: rt.TaggedUnionType<BedrockSetupParams> =
  /* @__PURE__ */ rt.defineTagged<BedrockSetupParams>(
    'BedrockSetupParams',
    refs,
    '[t,type,{profile:[o,{profile:s,region:s,type:[l,profile]}],environment:[o,{region:s,type:[l,environment]}]}]',
  );

export type BedrockSetupResponse = { [key: string]: unknown };
export const BedrockSetupResponse: t.Type<BedrockSetupResponse> =
  /* @__PURE__ */ rt.define<BedrockSetupResponse>('BedrockSetupResponse', refs, '[r,u]');

/** EXPERIMENTAL - list collaboration mode presets. */
export type CollaborationModeListParams = { [key: string]: unknown };
/** EXPERIMENTAL - list collaboration mode presets. */
export const CollaborationModeListParams: t.Type<CollaborationModeListParams> =
  /* @__PURE__ */ rt.define<CollaborationModeListParams>(
    'CollaborationModeListParams',
    refs,
    '[r,u]',
  );

/** EXPERIMENTAL - collaboration mode presets response. */
export type CollaborationModeListResponse = {
  data: Array<CollaborationModeMask>;
};
/** EXPERIMENTAL - collaboration mode presets response. */
export const CollaborationModeListResponse: t.Type<CollaborationModeListResponse> =
  /* @__PURE__ */ rt.define<CollaborationModeListResponse>(
    'CollaborationModeListResponse',
    refs,
    '[o,{data:[a,6]}]',
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
export const CommandExecParams: t.Type<CommandExecParams> =
  /* @__PURE__ */ rt.define<CommandExecParams>(
    'CommandExecParams',
    refs,
    '[o,{command:[a,s]},{cwd:["?",s],disableOutputCap:b,disableTimeout:b,env:["?",[r,["?",s]]],outputBytesCap:["?",i],permissionProfile:["?",s],processId:["?",s],sandboxPolicy:["?",23],size:["?",7],streamStdin:b,streamStdoutStderr:b,timeoutMs:["?",i],tty:b}]',
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
export const EnvironmentAddParams: t.Type<EnvironmentAddParams> =
  /* @__PURE__ */ rt.define<EnvironmentAddParams>(
    'EnvironmentAddParams',
    refs,
    '[o,{environmentId:s,execServerUrl:s},{authBearerToken:["?",s],connectTimeoutMs:["?",i],skills:["?",9],websocketRequestId:["?",s]}]',
  );

export type EnvironmentAddResponse = { [key: string]: unknown };
export const EnvironmentAddResponse: t.Type<EnvironmentAddResponse> =
  /* @__PURE__ */ rt.define<EnvironmentAddResponse>('EnvironmentAddResponse', refs, '[r,u]');

export type EnvironmentInfoParams = {
  environmentId: string;
};
export const EnvironmentInfoParams: t.Type<EnvironmentInfoParams> =
  /* @__PURE__ */ rt.define<EnvironmentInfoParams>(
    'EnvironmentInfoParams',
    refs,
    '[o,{environmentId:s}]',
  );

export type EnvironmentInfoResponse = {
  /** Default working directory reported by the environment, as a canonical file URI. */
  cwd?: PathUri | null;
  shell: EnvironmentShellInfo;
};
export const EnvironmentInfoResponse: t.Type<EnvironmentInfoResponse> =
  /* @__PURE__ */ rt.define<EnvironmentInfoResponse>(
    'EnvironmentInfoResponse',
    refs,
    '[o,{shell:8},{cwd:["?",11]}]',
  );

export type EnvironmentShellInfo = {
  /** Stable shell name, for example `zsh`, `bash`, `powershell`, `sh`, or `cmd`. */
  name: string;
  /** Target-native shell executable path or command name. */
  path: string;
};
export const EnvironmentShellInfo: t.Type<EnvironmentShellInfo> =
  /* @__PURE__ */ rt.define<EnvironmentShellInfo>(
    'EnvironmentShellInfo',
    refs,
    '[o,{name:s,path:s}]',
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
export const EnvironmentStatusKind: t.Type<EnvironmentStatusKind> =
  /* @__PURE__ */ rt.define<EnvironmentStatusKind>(
    'EnvironmentStatusKind',
    refs,
    '[e,[ready,pending,disconnected,unknown]]',
  );

/** Parameters for reading the current status of one configured environment. */
export type EnvironmentStatusParams = {
  /** Environment id to inspect. */
  environmentId: string;
};
/** Parameters for reading the current status of one configured environment. */
export const EnvironmentStatusParams: t.Type<EnvironmentStatusParams> =
  /* @__PURE__ */ rt.define<EnvironmentStatusParams>(
    'EnvironmentStatusParams',
    refs,
    '[o,{environmentId:s}]',
  );

/** Current status for the requested environment. */
export type EnvironmentStatusResponse = {
  /** Human-readable detail for `disconnected` and `unknown`; omitted for other statuses. */
  error?: string | null;
  /** Current status observed without starting or recovering the environment. */
  status: EnvironmentStatusKind;
};
/** Current status for the requested environment. */
export const EnvironmentStatusResponse: t.Type<EnvironmentStatusResponse> =
  /* @__PURE__ */ rt.define<EnvironmentStatusResponse>(
    'EnvironmentStatusResponse',
    refs,
    '[o,{status:10},{error:["?",s]}]',
  );

export type GcpSetupParams = {
  /** Absolute path to a credential file on the app-server host. Omit or pass `null` to clear the active user configuration's override and use ADC. If another configuration layer would still supply a credential file, setup fails without saving changes. */
  credentialFile?: string | null;
  /** Vertex AI location. Omission or null selects `global`. */
  location?: string | null;
  projectId: string;
};
export const GcpSetupParams: t.Type<GcpSetupParams> = /* @__PURE__ */ rt.define<GcpSetupParams>(
  'GcpSetupParams',
  refs,
  '[o,{projectId:s},{credentialFile:["?",s],location:["?",s]}]',
);

export type GcpSetupResponse = { [key: string]: unknown };
export const GcpSetupResponse: t.Type<GcpSetupResponse> =
  /* @__PURE__ */ rt.define<GcpSetupResponse>('GcpSetupResponse', refs, '[r,u]');

export type GetAccountResponse = {
  account?: Account | null;
  requiresOpenaiAuth: boolean;
  /** ChatGPT user ID belonging to this account response, when available. */
  userId?: string | null;
  workspaceRouting?: WorkspaceRouting | null;
};
export const GetAccountResponse: t.Type<GetAccountResponse> =
  /* @__PURE__ */ rt.define<GetAccountResponse>(
    'GetAccountResponse',
    refs,
    '[o,{requiresOpenaiAuth:b},{account:["?",1],userId:["?",s],workspaceRouting:["?",27]}]',
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
  /* @__PURE__ */ rt.define<McpServerEventStreamStartParams>(
    'McpServerEventStreamStartParams',
    refs,
    '[o,{arguments:u,name:s,server:s,subscriptionId:s,threadId:s},{_meta:u}]',
  );

export type McpServerEventStreamStartResponse = { [key: string]: unknown };
export const McpServerEventStreamStartResponse: t.Type<McpServerEventStreamStartResponse> =
  /* @__PURE__ */ rt.define<McpServerEventStreamStartResponse>(
    'McpServerEventStreamStartResponse',
    refs,
    '[r,u]',
  );

export type McpServerEventStreamStopParams = {
  subscriptionId: string;
};
export const McpServerEventStreamStopParams: t.Type<McpServerEventStreamStopParams> =
  /* @__PURE__ */ rt.define<McpServerEventStreamStopParams>(
    'McpServerEventStreamStopParams',
    refs,
    '[o,{subscriptionId:s}]',
  );

export type McpServerEventStreamStopResponse = { [key: string]: unknown };
export const McpServerEventStreamStopResponse: t.Type<McpServerEventStreamStopResponse> =
  /* @__PURE__ */ rt.define<McpServerEventStreamStopResponse>(
    'McpServerEventStreamStopResponse',
    refs,
    '[r,u]',
  );

export type MemoryResetResponse = { [key: string]: unknown };
export const MemoryResetResponse: t.Type<MemoryResetResponse> =
  /* @__PURE__ */ rt.define<MemoryResetResponse>('MemoryResetResponse', refs, '[r,u]');

export type MemoryStatusParams = {
  /** Required distinct consolidated threads. Defaults to 20; supported range is 1..=4096. */
  minConsolidatedThreads?: number | null;
};
export const MemoryStatusParams: t.Type<MemoryStatusParams> =
  /* @__PURE__ */ rt.define<MemoryStatusParams>(
    'MemoryStatusParams',
    refs,
    '[o,{},{minConsolidatedThreads:["?",i]}]',
  );

export type MemoryStatusResponse = {
  v2ConsolidatedThreads: number;
  v2Ready: boolean;
};
export const MemoryStatusResponse: t.Type<MemoryStatusResponse> =
  /* @__PURE__ */ rt.define<MemoryStatusResponse>(
    'MemoryStatusResponse',
    refs,
    '[o,{v2ConsolidatedThreads:i,v2Ready:b}]',
  );

export type MockExperimentalMethodParams = {
  /** Test-only payload field. */
  value?: string | null;
};
export const MockExperimentalMethodParams: t.Type<MockExperimentalMethodParams> =
  /* @__PURE__ */ rt.define<MockExperimentalMethodParams>(
    'MockExperimentalMethodParams',
    refs,
    '[o,{},{value:["?",s]}]',
  );

export type MockExperimentalMethodResponse = {
  /** Echoes the input `value`. */
  echoed?: string | null;
};
export const MockExperimentalMethodResponse: t.Type<MockExperimentalMethodResponse> =
  /* @__PURE__ */ rt.define<MockExperimentalMethodResponse>(
    'MockExperimentalMethodResponse',
    refs,
    '[o,{},{echoed:["?",s]}]',
  );

export type NullableRemoteControlDisableParams = RemoteControlDisableParams | null;
export const NullableRemoteControlDisableParams: t.Type<NullableRemoteControlDisableParams> =
  /* @__PURE__ */ rt.define<NullableRemoteControlDisableParams>(
    'NullableRemoteControlDisableParams',
    refs,
    '["?",21]',
  );

export type NullableRemoteControlEnableParams = RemoteControlEnableParams | null;
export const NullableRemoteControlEnableParams: t.Type<NullableRemoteControlEnableParams> =
  /* @__PURE__ */ rt.define<NullableRemoteControlEnableParams>(
    'NullableRemoteControlEnableParams',
    refs,
    '["?",22]',
  );

export type PluginSearchParams = {
  cursor?: string | null;
  cwds?: Array<AbsolutePathBuf> | null;
  limit?: number | null;
  scope?: PluginSearchScope | null;
  searchTerm: string;
};
export const PluginSearchParams: t.Type<PluginSearchParams> =
  /* @__PURE__ */ rt.define<PluginSearchParams>(
    'PluginSearchParams',
    refs,
    '[o,{searchTerm:s},{cursor:["?",s],cwds:["?",[a,0]],limit:["?",i],scope:["?",13]}]',
  );

export type PluginSearchResponse = {
  data: Array<PluginSearchResult>;
  nextCursor?: string | null;
};
export const PluginSearchResponse: t.Type<PluginSearchResponse> =
  /* @__PURE__ */ rt.define<PluginSearchResponse>(
    'PluginSearchResponse',
    refs,
    '[o,{data:[a,12]},{nextCursor:["?",s]}]',
  );

/** Terminate a running `process/spawn` session. */
export type ProcessKillParams = {
  /** Client-supplied, connection-scoped `processHandle` from `process/spawn`. */
  processHandle: string;
};
/** Terminate a running `process/spawn` session. */
export const ProcessKillParams: t.Type<ProcessKillParams> =
  /* @__PURE__ */ rt.define<ProcessKillParams>('ProcessKillParams', refs, '[o,{processHandle:s}]');

/** Empty success response for `process/kill`. */
export type ProcessKillResponse = { [key: string]: unknown };
/** Empty success response for `process/kill`. */
export const ProcessKillResponse: t.Type<ProcessKillResponse> =
  /* @__PURE__ */ rt.define<ProcessKillResponse>('ProcessKillResponse', refs, '[r,u]');

/** Resize a running PTY-backed `process/spawn` session. */
export type ProcessResizePtyParams = {
  /** Client-supplied, connection-scoped `processHandle` from `process/spawn`. */
  processHandle: string;
  /** New PTY size in character cells. */
  size: ProcessTerminalSize;
};
/** Resize a running PTY-backed `process/spawn` session. */
export const ProcessResizePtyParams: t.Type<ProcessResizePtyParams> =
  /* @__PURE__ */ rt.define<ProcessResizePtyParams>(
    'ProcessResizePtyParams',
    refs,
    '[o,{processHandle:s,size:14}]',
  );

/** Empty success response for `process/resizePty`. */
export type ProcessResizePtyResponse = { [key: string]: unknown };
/** Empty success response for `process/resizePty`. */
export const ProcessResizePtyResponse: t.Type<ProcessResizePtyResponse> =
  /* @__PURE__ */ rt.define<ProcessResizePtyResponse>('ProcessResizePtyResponse', refs, '[r,u]');

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
export const ProcessSpawnParams: t.Type<ProcessSpawnParams> =
  /* @__PURE__ */ rt.define<ProcessSpawnParams>(
    'ProcessSpawnParams',
    refs,
    '[o,{command:[a,s],cwd:0,processHandle:s},{env:["?",[r,["?",s]]],outputBytesCap:["?",i],size:["?",14],streamStdin:b,streamStdoutStderr:b,timeoutMs:["?",i],tty:b}]',
  );

/** Successful response for `process/spawn`. */
export type ProcessSpawnResponse = { [key: string]: unknown };
/** Successful response for `process/spawn`. */
export const ProcessSpawnResponse: t.Type<ProcessSpawnResponse> =
  /* @__PURE__ */ rt.define<ProcessSpawnResponse>('ProcessSpawnResponse', refs, '[r,u]');

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
export const ProcessWriteStdinParams: t.Type<ProcessWriteStdinParams> =
  /* @__PURE__ */ rt.define<ProcessWriteStdinParams>(
    'ProcessWriteStdinParams',
    refs,
    '[o,{processHandle:s},{closeStdin:b,deltaBase64:["?",s]}]',
  );

/** Empty success response for `process/writeStdin`. */
export type ProcessWriteStdinResponse = { [key: string]: unknown };
/** Empty success response for `process/writeStdin`. */
export const ProcessWriteStdinResponse: t.Type<ProcessWriteStdinResponse> =
  /* @__PURE__ */ rt.define<ProcessWriteStdinResponse>('ProcessWriteStdinResponse', refs, '[r,u]');

export type ProjectCreateParams = {
  idempotencyKey: string;
  metadata?: { [key: string]: string } | null;
  name: string;
  roots: Array<ProjectRoot>;
};
export const ProjectCreateParams: t.Type<ProjectCreateParams> =
  /* @__PURE__ */ rt.define<ProjectCreateParams>(
    'ProjectCreateParams',
    refs,
    '[o,{idempotencyKey:s,name:s,roots:[a,16]},{metadata:["?",[r,s]]}]',
  );

export type ProjectCreateResponse = {
  project: Project;
};
export const ProjectCreateResponse: t.Type<ProjectCreateResponse> =
  /* @__PURE__ */ rt.define<ProjectCreateResponse>(
    'ProjectCreateResponse',
    refs,
    '[o,{project:15}]',
  );

export type ProjectDeleteParams = {
  projectId: string;
};
export const ProjectDeleteParams: t.Type<ProjectDeleteParams> =
  /* @__PURE__ */ rt.define<ProjectDeleteParams>('ProjectDeleteParams', refs, '[o,{projectId:s}]');

export type ProjectDeleteResponse = { [key: string]: unknown };
export const ProjectDeleteResponse: t.Type<ProjectDeleteResponse> =
  /* @__PURE__ */ rt.define<ProjectDeleteResponse>('ProjectDeleteResponse', refs, '[r,u]');

export type ProjectImportParams = {
  idempotencyKey: string;
  metadata?: { [key: string]: string } | null;
  name: string;
  roots: Array<ProjectRoot>;
  threads?: Array<string> | null;
};
export const ProjectImportParams: t.Type<ProjectImportParams> =
  /* @__PURE__ */ rt.define<ProjectImportParams>(
    'ProjectImportParams',
    refs,
    '[o,{idempotencyKey:s,name:s,roots:[a,16]},{metadata:["?",[r,s]],threads:["?",[a,s]]}]',
  );

export type ProjectImportResponse = {
  project: Project;
};
export const ProjectImportResponse: t.Type<ProjectImportResponse> =
  /* @__PURE__ */ rt.define<ProjectImportResponse>(
    'ProjectImportResponse',
    refs,
    '[o,{project:15}]',
  );

export type ProjectListParams = {
  cursor?: string | null;
  limit?: number | null;
  /** Requires sortKey. Defaults to asc for position and desc for recencyAt. */
  sortDirection?: SortDirection | null;
  /** Defaults to position. Recency sorting always places empty projects last. Use the returned order; numeric positions are not exposed in project responses. */
  sortKey?: ProjectSortKey | null;
};
export const ProjectListParams: t.Type<ProjectListParams> =
  /* @__PURE__ */ rt.define<ProjectListParams>(
    'ProjectListParams',
    refs,
    '[o,{},{cursor:["?",s],limit:["?",i],sortDirection:["?",26],sortKey:["?",17]}]',
  );

export type ProjectListResponse = {
  data: Array<Project>;
  nextCursor?: string | null;
};
export const ProjectListResponse: t.Type<ProjectListResponse> =
  /* @__PURE__ */ rt.define<ProjectListResponse>(
    'ProjectListResponse',
    refs,
    '[o,{data:[a,15]},{nextCursor:["?",s]}]',
  );

export type ProjectMoveParams = {
  /** Place the project before this ID, or append it when omitted or null. */
  beforeProjectId?: string | null;
  projectId: string;
};
export const ProjectMoveParams: t.Type<ProjectMoveParams> =
  /* @__PURE__ */ rt.define<ProjectMoveParams>(
    'ProjectMoveParams',
    refs,
    '[o,{projectId:s},{beforeProjectId:["?",s]}]',
  );

export type ProjectMoveResponse = { [key: string]: unknown };
export const ProjectMoveResponse: t.Type<ProjectMoveResponse> =
  /* @__PURE__ */ rt.define<ProjectMoveResponse>('ProjectMoveResponse', refs, '[r,u]');

export type ProjectReadParams = {
  projectId: string;
};
export const ProjectReadParams: t.Type<ProjectReadParams> =
  /* @__PURE__ */ rt.define<ProjectReadParams>('ProjectReadParams', refs, '[o,{projectId:s}]');

export type ProjectReadResponse = {
  project: Project;
};
export const ProjectReadResponse: t.Type<ProjectReadResponse> =
  /* @__PURE__ */ rt.define<ProjectReadResponse>('ProjectReadResponse', refs, '[o,{project:15}]');

export type ProjectUpdateParams = {
  metadata?: { [key: string]: string } | null;
  name?: string | null;
  projectId: string;
  roots?: Array<ProjectRoot> | null;
};
export const ProjectUpdateParams: t.Type<ProjectUpdateParams> =
  /* @__PURE__ */ rt.define<ProjectUpdateParams>(
    'ProjectUpdateParams',
    refs,
    '[o,{projectId:s},{metadata:["?",[r,s]],name:["?",s],roots:["?",[a,16]]}]',
  );

export type ProjectUpdateResponse = {
  project: Project;
};
export const ProjectUpdateResponse: t.Type<ProjectUpdateResponse> =
  /* @__PURE__ */ rt.define<ProjectUpdateResponse>(
    'ProjectUpdateResponse',
    refs,
    '[o,{project:15}]',
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
export const RemoteControlClient: t.Type<RemoteControlClient> =
  /* @__PURE__ */ rt.define<RemoteControlClient>(
    'RemoteControlClient',
    refs,
    '[o,{clientId:s},{appVersion:["?",s],deviceModel:["?",s],deviceType:["?",s],displayName:["?",s],lastSeenAt:["?",i],osVersion:["?",s],platform:["?",s]}]',
  );

export type RemoteControlClientsListOrder = 'asc' | 'desc';
export const RemoteControlClientsListOrder: t.Type<RemoteControlClientsListOrder> =
  /* @__PURE__ */ rt.define<RemoteControlClientsListOrder>(
    'RemoteControlClientsListOrder',
    refs,
    '[e,[asc,desc]]',
  );

export type RemoteControlClientsListParams = {
  cursor?: string | null;
  environmentId: string;
  limit?: number | null;
  order?: RemoteControlClientsListOrder | null;
};
export const RemoteControlClientsListParams: t.Type<RemoteControlClientsListParams> =
  /* @__PURE__ */ rt.define<RemoteControlClientsListParams>(
    'RemoteControlClientsListParams',
    refs,
    '[o,{environmentId:s},{cursor:["?",s],limit:["?",i],order:["?",19]}]',
  );

export type RemoteControlClientsListResponse = {
  data: Array<RemoteControlClient>;
  nextCursor?: string | null;
};
export const RemoteControlClientsListResponse: t.Type<RemoteControlClientsListResponse> =
  /* @__PURE__ */ rt.define<RemoteControlClientsListResponse>(
    'RemoteControlClientsListResponse',
    refs,
    '[o,{data:[a,18]},{nextCursor:["?",s]}]',
  );

export type RemoteControlClientsRevokeParams = {
  clientId: string;
  environmentId: string;
};
export const RemoteControlClientsRevokeParams: t.Type<RemoteControlClientsRevokeParams> =
  /* @__PURE__ */ rt.define<RemoteControlClientsRevokeParams>(
    'RemoteControlClientsRevokeParams',
    refs,
    '[o,{clientId:s,environmentId:s}]',
  );

export type RemoteControlClientsRevokeResponse = { [key: string]: unknown };
export const RemoteControlClientsRevokeResponse: t.Type<RemoteControlClientsRevokeResponse> =
  /* @__PURE__ */ rt.define<RemoteControlClientsRevokeResponse>(
    'RemoteControlClientsRevokeResponse',
    refs,
    '[r,u]',
  );

export type RemoteControlDisableResponse = {
  environmentId?: string | null;
  installationId: string;
  serverName: string;
  status: RemoteControlConnectionStatus;
};
export const RemoteControlDisableResponse: t.Type<RemoteControlDisableResponse> =
  /* @__PURE__ */ rt.define<RemoteControlDisableResponse>(
    'RemoteControlDisableResponse',
    refs,
    '[o,{installationId:s,serverName:s,status:20},{environmentId:["?",s]}]',
  );

export type RemoteControlEnableResponse = {
  environmentId?: string | null;
  installationId: string;
  serverName: string;
  status: RemoteControlConnectionStatus;
};
export const RemoteControlEnableResponse: t.Type<RemoteControlEnableResponse> =
  /* @__PURE__ */ rt.define<RemoteControlEnableResponse>(
    'RemoteControlEnableResponse',
    refs,
    '[o,{installationId:s,serverName:s,status:20},{environmentId:["?",s]}]',
  );

export type RemoteControlPairingStartParams = {
  manualCode?: boolean;
};
export const RemoteControlPairingStartParams: t.Type<RemoteControlPairingStartParams> =
  /* @__PURE__ */ rt.define<RemoteControlPairingStartParams>(
    'RemoteControlPairingStartParams',
    refs,
    '[o,{},{manualCode:b}]',
  );

export type RemoteControlPairingStartResponse = {
  environmentId: string;
  expiresAt: number;
  manualPairingCode?: string | null;
  pairingCode: string;
};
export const RemoteControlPairingStartResponse: t.Type<RemoteControlPairingStartResponse> =
  /* @__PURE__ */ rt.define<RemoteControlPairingStartResponse>(
    'RemoteControlPairingStartResponse',
    refs,
    '[o,{environmentId:s,expiresAt:i,pairingCode:s},{manualPairingCode:["?",s]}]',
  );

export type RemoteControlPairingStatusParams = {
  manualPairingCode?: string | null;
  pairingCode?: string | null;
};
export const RemoteControlPairingStatusParams: t.Type<RemoteControlPairingStatusParams> =
  /* @__PURE__ */ rt.define<RemoteControlPairingStatusParams>(
    'RemoteControlPairingStatusParams',
    refs,
    '[o,{},{manualPairingCode:["?",s],pairingCode:["?",s]}]',
  );

export type RemoteControlPairingStatusResponse = {
  claimed: boolean;
};
export const RemoteControlPairingStatusResponse: t.Type<RemoteControlPairingStatusResponse> =
  /* @__PURE__ */ rt.define<RemoteControlPairingStatusResponse>(
    'RemoteControlPairingStatusResponse',
    refs,
    '[o,{claimed:b}]',
  );

export type RemoteControlStatusReadResponse = {
  environmentId?: string | null;
  installationId: string;
  serverName: string;
  status: RemoteControlConnectionStatus;
};
export const RemoteControlStatusReadResponse: t.Type<RemoteControlStatusReadResponse> =
  /* @__PURE__ */ rt.define<RemoteControlStatusReadResponse>(
    'RemoteControlStatusReadResponse',
    refs,
    '[o,{installationId:s,serverName:s,status:20},{environmentId:["?",s]}]',
  );

/** Acknowledges the compression trigger, not completion. Existing maintenance locks and cooldowns can cause the background pass to skip without doing work. */
export type RolloutCompressResponse = { [key: string]: unknown };
/** Acknowledges the compression trigger, not completion. Existing maintenance locks and cooldowns can cause the background pass to skip without doing work. */
export const RolloutCompressResponse: t.Type<RolloutCompressResponse> =
  /* @__PURE__ */ rt.define<RolloutCompressResponse>('RolloutCompressResponse', refs, '[r,u]');

export type ServerDiagnosticsParams = { [key: string]: unknown };
export const ServerDiagnosticsParams: t.Type<ServerDiagnosticsParams> =
  /* @__PURE__ */ rt.define<ServerDiagnosticsParams>('ServerDiagnosticsParams', refs, '[r,u]');

export type ServerDiagnosticsResponse = {
  gauges: Array<ServerDiagnosticsGauge>;
  process: ServerDiagnosticsProcess;
};
export const ServerDiagnosticsResponse: t.Type<ServerDiagnosticsResponse> =
  /* @__PURE__ */ rt.define<ServerDiagnosticsResponse>(
    'ServerDiagnosticsResponse',
    refs,
    '[o,{gauges:[a,24],process:25}]',
  );
