// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import * as t from 'io-ts';
import * as rt from '../../../lib/protocol/codec-runtime.js';

import { LegacyAppPathString, SandboxPolicy } from './common.js';

export type CommandAction =
  | ReadCommandAction
  | ListFilesCommandAction
  | SearchCommandAction
  | UnknownCommandAction;
export const CommandAction: rt.TaggedUnionType<CommandAction> = /* @__PURE__ */ rt.lazyTagged(
  'CommandAction',
  () =>
    rt.taggedUnion(
      'type',
      {
        read: ReadCommandAction,
        listFiles: ListFilesCommandAction,
        search: SearchCommandAction,
        unknown: UnknownCommandAction,
      },
      'CommandAction',
    ),
);

/**
 * Base64-encoded output chunk emitted for a streaming `command/exec` request.
 *
 * These notifications are connection-scoped. If the originating connection closes, the server terminates the process.
 */
export type CommandExecOutputDeltaNotification = {
  /** `true` on the final streamed chunk for a stream when `outputBytesCap` truncated later output on that stream. */
  capReached: boolean;
  /** Base64-encoded output bytes. */
  deltaBase64: string;
  /** Client-supplied, connection-scoped `processId` from the original `command/exec` request. */
  processId: string;
  /** Output stream for this chunk. */
  stream: CommandExecOutputStream;
};
/**
 * Base64-encoded output chunk emitted for a streaming `command/exec` request.
 *
 * These notifications are connection-scoped. If the originating connection closes, the server terminates the process.
 */
export const CommandExecOutputDeltaNotification: t.Type<CommandExecOutputDeltaNotification> =
  /* @__PURE__ */ rt.lazy('CommandExecOutputDeltaNotification', () =>
    t.type({
      capReached: t.boolean,
      deltaBase64: t.string,
      processId: t.string,
      stream: CommandExecOutputStream,
    }),
  );

/** Stream label for `command/exec/outputDelta` notifications. */
export type CommandExecOutputStream = 'stdout' | 'stderr';
/** Stream label for `command/exec/outputDelta` notifications. */
export const CommandExecOutputStream: t.Type<CommandExecOutputStream> = /* @__PURE__ */ rt.lazy(
  'CommandExecOutputStream',
  () => rt.openEnum(t.keyof({ stdout: null, stderr: null })),
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

/** Resize a running PTY-backed `command/exec` session. */
export type CommandExecResizeParams = {
  /** Client-supplied, connection-scoped `processId` from the original `command/exec` request. */
  processId: string;
  /** New PTY size in character cells. */
  size: CommandExecTerminalSize;
};
/** Resize a running PTY-backed `command/exec` session. */
export const CommandExecResizeParams: t.Type<CommandExecResizeParams> = /* @__PURE__ */ rt.lazy(
  'CommandExecResizeParams',
  () => t.type({ processId: t.string, size: CommandExecTerminalSize }),
);

/** Empty success response for `command/exec/resize`. */
export type CommandExecResizeResponse = { [key: string]: unknown };
/** Empty success response for `command/exec/resize`. */
export const CommandExecResizeResponse: t.Type<CommandExecResizeResponse> = /* @__PURE__ */ rt.lazy(
  'CommandExecResizeResponse',
  () => t.record(t.string, rt.jsonValue),
);

/** Final buffered result for `command/exec`. */
export type CommandExecResponse = {
  /** Process exit code. */
  exitCode: number;
  /**
   * Buffered stderr capture.
   *
   * Empty when stderr was streamed via `command/exec/outputDelta`.
   */
  stderr: string;
  /**
   * Buffered stdout capture.
   *
   * Empty when stdout was streamed via `command/exec/outputDelta`.
   */
  stdout: string;
};
/** Final buffered result for `command/exec`. */
export const CommandExecResponse: t.Type<CommandExecResponse> = /* @__PURE__ */ rt.lazy(
  'CommandExecResponse',
  () => t.type({ exitCode: rt.integer, stderr: t.string, stdout: t.string }),
);

/** PTY size in character cells for `command/exec` PTY sessions. */
export type CommandExecTerminalSize = {
  /** Terminal width in character cells. */
  cols: number;
  /** Terminal height in character cells. */
  rows: number;
};
/** PTY size in character cells for `command/exec` PTY sessions. */
export const CommandExecTerminalSize: t.Type<CommandExecTerminalSize> = /* @__PURE__ */ rt.lazy(
  'CommandExecTerminalSize',
  () => t.type({ cols: rt.integer, rows: rt.integer }),
);

/** Terminate a running `command/exec` session. */
export type CommandExecTerminateParams = {
  /** Client-supplied, connection-scoped `processId` from the original `command/exec` request. */
  processId: string;
};
/** Terminate a running `command/exec` session. */
export const CommandExecTerminateParams: t.Type<CommandExecTerminateParams> =
  /* @__PURE__ */ rt.lazy('CommandExecTerminateParams', () => t.type({ processId: t.string }));

/** Empty success response for `command/exec/terminate`. */
export type CommandExecTerminateResponse = { [key: string]: unknown };
/** Empty success response for `command/exec/terminate`. */
export const CommandExecTerminateResponse: t.Type<CommandExecTerminateResponse> =
  /* @__PURE__ */ rt.lazy('CommandExecTerminateResponse', () => t.record(t.string, rt.jsonValue));

/** Write stdin bytes to a running `command/exec` session, close stdin, or both. */
export type CommandExecWriteParams = {
  /** Close stdin after writing `deltaBase64`, if present. */
  closeStdin?: boolean;
  /** Optional base64-encoded stdin bytes to write. */
  deltaBase64?: string | null;
  /** Client-supplied, connection-scoped `processId` from the original `command/exec` request. */
  processId: string;
};
/** Write stdin bytes to a running `command/exec` session, close stdin, or both. */
export const CommandExecWriteParams: t.Type<CommandExecWriteParams> = /* @__PURE__ */ rt.lazy(
  'CommandExecWriteParams',
  () =>
    t.intersection([
      t.type({ processId: t.string }),
      t.partial({ closeStdin: t.boolean, deltaBase64: rt.nullable(t.string) }),
    ]),
);

/** Empty success response for `command/exec/write`. */
export type CommandExecWriteResponse = { [key: string]: unknown };
/** Empty success response for `command/exec/write`. */
export const CommandExecWriteResponse: t.Type<CommandExecWriteResponse> = /* @__PURE__ */ rt.lazy(
  'CommandExecWriteResponse',
  () => t.record(t.string, rt.jsonValue),
);

export type CommandExecutionOutputDeltaNotification = {
  delta: string;
  itemId: string;
  threadId: string;
  turnId: string;
};
export const CommandExecutionOutputDeltaNotification: t.Type<CommandExecutionOutputDeltaNotification> =
  /* @__PURE__ */ rt.lazy('CommandExecutionOutputDeltaNotification', () =>
    t.type({ delta: t.string, itemId: t.string, threadId: t.string, turnId: t.string }),
  );

export type CommandExecutionSource =
  | 'agent'
  | 'userShell'
  | 'unifiedExecStartup'
  | 'unifiedExecInteraction';
export const CommandExecutionSource: t.Type<CommandExecutionSource> = /* @__PURE__ */ rt.lazy(
  'CommandExecutionSource',
  () =>
    rt.openEnum(
      t.keyof({
        agent: null,
        userShell: null,
        unifiedExecStartup: null,
        unifiedExecInteraction: null,
      }),
    ),
);

export type CommandExecutionStatus = 'inProgress' | 'completed' | 'failed' | 'declined';
export const CommandExecutionStatus: t.Type<CommandExecutionStatus> = /* @__PURE__ */ rt.lazy(
  'CommandExecutionStatus',
  () => rt.openEnum(t.keyof({ inProgress: null, completed: null, failed: null, declined: null })),
);

export type CommandMigration = {
  name: string;
};
export const CommandMigration: t.Type<CommandMigration> = /* @__PURE__ */ rt.lazy(
  'CommandMigration',
  () => t.type({ name: t.string }),
);

export type ListFilesCommandAction = {
  command: string;
  path?: string | null;
  type: 'listFiles';
};
export const ListFilesCommandAction: t.Type<ListFilesCommandAction> = /* @__PURE__ */ rt.lazy(
  'ListFilesCommandAction',
  () =>
    t.intersection([
      t.type({ command: t.string, type: t.literal('listFiles') }),
      t.partial({ path: rt.nullable(t.string) }),
    ]),
);

export type ReadCommandAction = {
  command: string;
  name: string;
  path: LegacyAppPathString;
  type: 'read';
};
export const ReadCommandAction: t.Type<ReadCommandAction> = /* @__PURE__ */ rt.lazy(
  'ReadCommandAction',
  () =>
    t.type({
      command: t.string,
      name: t.string,
      path: LegacyAppPathString,
      type: t.literal('read'),
    }),
);

export type SearchCommandAction = {
  command: string;
  path?: string | null;
  query?: string | null;
  type: 'search';
};
export const SearchCommandAction: t.Type<SearchCommandAction> = /* @__PURE__ */ rt.lazy(
  'SearchCommandAction',
  () =>
    t.intersection([
      t.type({ command: t.string, type: t.literal('search') }),
      t.partial({ path: rt.nullable(t.string), query: rt.nullable(t.string) }),
    ]),
);

export type UnknownCommandAction = {
  command: string;
  type: 'unknown';
};
export const UnknownCommandAction: t.Type<UnknownCommandAction> = /* @__PURE__ */ rt.lazy(
  'UnknownCommandAction',
  () => t.type({ command: t.string, type: t.literal('unknown') }),
);
