// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/experimental/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../../lib/protocol/runtime/index.js';

import { AbsolutePathBuf } from '../shared/misc.js';

/** Final process exit notification for `process/spawn`. */
export type ProcessExitedNotification = {
  /** Process exit code. */
  exitCode: number;
  /** Whether output collection hit its post-exit deadline before seeing EOF or reaching the requested byte cap on either stream. Older servers omit this field. */
  outputDrainTimedOut?: boolean | null;
  /** Client-supplied, connection-scoped `processHandle` from `process/spawn`. */
  processHandle: string;
  /**
   * Buffered stderr capture.
   *
   * Empty when stderr was streamed via `process/outputDelta`.
   */
  stderr: string;
  /**
   * Whether stderr reached `outputBytesCap`.
   *
   * In streaming mode, stderr is empty and cap state is also reported on the final stderr `process/outputDelta` notification.
   */
  stderrCapReached: boolean;
  /**
   * Buffered stdout capture.
   *
   * Empty when stdout was streamed via `process/outputDelta`.
   */
  stdout: string;
  /**
   * Whether stdout reached `outputBytesCap`.
   *
   * In streaming mode, stdout is empty and cap state is also reported on the final stdout `process/outputDelta` notification.
   */
  stdoutCapReached: boolean;
};
/** Final process exit notification for `process/spawn`. */
export const ProcessExitedNotification: t.Type<ProcessExitedNotification> =
  rt.object<ProcessExitedNotification>(
    'ProcessExitedNotification',
    {
      exitCode: rt.integer,
      processHandle: rt.string,
      stderr: rt.string,
      stderrCapReached: rt.boolean,
      stdout: rt.string,
      stdoutCapReached: rt.boolean,
    },
    { outputDrainTimedOut: rt.nullable(rt.boolean) },
  );

/** Terminate a running `process/spawn` session. */
export type ProcessKillParams = {
  /** Client-supplied, connection-scoped `processHandle` from `process/spawn`. */
  processHandle: string;
};
/** Terminate a running `process/spawn` session. */
export const ProcessKillParams: t.Type<ProcessKillParams> = rt.object<ProcessKillParams>(
  'ProcessKillParams',
  { processHandle: rt.string },
);

/** Empty success response for `process/kill`. */
export type ProcessKillResponse = { [key: string]: unknown };
/** Empty success response for `process/kill`. */
export const ProcessKillResponse: t.Type<ProcessKillResponse> = rt.typed<ProcessKillResponse>(
  rt.record(rt.unknownValue),
);

/** Base64-encoded output chunk emitted for a streaming `process/spawn` request. */
export type ProcessOutputDeltaNotification = {
  /** True on the final streamed chunk for this stream when output was truncated by `outputBytesCap`. */
  capReached: boolean;
  /** Base64-encoded output bytes. */
  deltaBase64: string;
  /** Client-supplied, connection-scoped `processHandle` from `process/spawn`. */
  processHandle: string;
  /** Output stream this chunk belongs to. */
  stream: ProcessOutputStream;
};
/** Base64-encoded output chunk emitted for a streaming `process/spawn` request. */
export const ProcessOutputDeltaNotification: t.Type<ProcessOutputDeltaNotification> =
  rt.object<ProcessOutputDeltaNotification>('ProcessOutputDeltaNotification', {
    capReached: rt.boolean,
    deltaBase64: rt.string,
    processHandle: rt.string,
    stream: rt.lazy('ProcessOutputStream', () => ProcessOutputStream),
  });

/** Stream label for `process/outputDelta` notifications. */
export type ProcessOutputStream = 'stdout' | 'stderr';
/** Stream label for `process/outputDelta` notifications. */
export const ProcessOutputStream: t.Type<ProcessOutputStream> = rt.enumeration<ProcessOutputStream>(
  'ProcessOutputStream',
  ['stdout', 'stderr'],
);

/** Resize a running PTY-backed `process/spawn` session. */
export type ProcessResizePtyParams = {
  /** Client-supplied, connection-scoped `processHandle` from `process/spawn`. */
  processHandle: string;
  /** New PTY size in character cells. */
  size: ProcessTerminalSize;
};
/** Resize a running PTY-backed `process/spawn` session. */
export const ProcessResizePtyParams: t.Type<ProcessResizePtyParams> =
  rt.object<ProcessResizePtyParams>('ProcessResizePtyParams', {
    processHandle: rt.string,
    size: rt.lazy('ProcessTerminalSize', () => ProcessTerminalSize),
  });

/** Empty success response for `process/resizePty`. */
export type ProcessResizePtyResponse = { [key: string]: unknown };
/** Empty success response for `process/resizePty`. */
export const ProcessResizePtyResponse: t.Type<ProcessResizePtyResponse> =
  rt.typed<ProcessResizePtyResponse>(rt.record(rt.unknownValue));

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
export const ProcessSpawnParams: t.Type<ProcessSpawnParams> = rt.object<ProcessSpawnParams>(
  'ProcessSpawnParams',
  {
    command: rt.array(rt.string),
    cwd: rt.lazy('AbsolutePathBuf', () => AbsolutePathBuf),
    processHandle: rt.string,
  },
  {
    env: rt.nullable(rt.record(rt.nullable(rt.string))),
    outputBytesCap: rt.nullable(rt.integer),
    size: rt.nullable(rt.lazy('ProcessTerminalSize', () => ProcessTerminalSize)),
    streamStdin: rt.boolean,
    streamStdoutStderr: rt.boolean,
    timeoutMs: rt.nullable(rt.integer),
    tty: rt.boolean,
  },
);

/** Successful response for `process/spawn`. */
export type ProcessSpawnResponse = { [key: string]: unknown };
/** Successful response for `process/spawn`. */
export const ProcessSpawnResponse: t.Type<ProcessSpawnResponse> = rt.typed<ProcessSpawnResponse>(
  rt.record(rt.unknownValue),
);

/** PTY size in character cells for `process/spawn` PTY sessions. */
export type ProcessTerminalSize = {
  /** Terminal width in character cells. */
  cols: number;
  /** Terminal height in character cells. */
  rows: number;
};
/** PTY size in character cells for `process/spawn` PTY sessions. */
export const ProcessTerminalSize: t.Type<ProcessTerminalSize> = rt.object<ProcessTerminalSize>(
  'ProcessTerminalSize',
  { cols: rt.integer, rows: rt.integer },
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
export const ProcessWriteStdinParams: t.Type<ProcessWriteStdinParams> =
  rt.object<ProcessWriteStdinParams>(
    'ProcessWriteStdinParams',
    { processHandle: rt.string },
    { closeStdin: rt.boolean, deltaBase64: rt.nullable(rt.string) },
  );

/** Empty success response for `process/writeStdin`. */
export type ProcessWriteStdinResponse = { [key: string]: unknown };
/** Empty success response for `process/writeStdin`. */
export const ProcessWriteStdinResponse: t.Type<ProcessWriteStdinResponse> =
  rt.typed<ProcessWriteStdinResponse>(rt.record(rt.unknownValue));
