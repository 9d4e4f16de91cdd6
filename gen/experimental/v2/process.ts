// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/experimental/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

import { AbsolutePathBuf } from '../../stable/shared/common.js';
import { ProcessTerminalSize } from '../../stable/v2/common.js';

/** Terminate a running `process/spawn` session. */
export type ProcessKillParams = {
  /** Client-supplied, connection-scoped `processHandle` from `process/spawn`. */
  processHandle: string;
};
/** Terminate a running `process/spawn` session. */
export const ProcessKillParams: t.Type<ProcessKillParams> = /* @__PURE__ */ rt.deferred(
  'ProcessKillParams',
  () => rt.object<ProcessKillParams>('ProcessKillParams', { processHandle: rt.string }),
);

/** Empty success response for `process/kill`. */
export type ProcessKillResponse = { [key: string]: unknown };
/** Empty success response for `process/kill`. */
export const ProcessKillResponse: t.Type<ProcessKillResponse> = /* @__PURE__ */ rt.deferred(
  'ProcessKillResponse',
  () => rt.typed<ProcessKillResponse>(rt.record(rt.unknownValue)),
);

/** Resize a running PTY-backed `process/spawn` session. */
export type ProcessResizePtyParams = {
  /** Client-supplied, connection-scoped `processHandle` from `process/spawn`. */
  processHandle: string;
  /** New PTY size in character cells. */
  size: ProcessTerminalSize;
};
/** Resize a running PTY-backed `process/spawn` session. */
export const ProcessResizePtyParams: t.Type<ProcessResizePtyParams> = /* @__PURE__ */ rt.deferred(
  'ProcessResizePtyParams',
  () =>
    rt.object<ProcessResizePtyParams>('ProcessResizePtyParams', {
      processHandle: rt.string,
      size: rt.ref('ProcessTerminalSize', () => ProcessTerminalSize),
    }),
);

/** Empty success response for `process/resizePty`. */
export type ProcessResizePtyResponse = { [key: string]: unknown };
/** Empty success response for `process/resizePty`. */
export const ProcessResizePtyResponse: t.Type<ProcessResizePtyResponse> =
  /* @__PURE__ */ rt.deferred('ProcessResizePtyResponse', () =>
    rt.typed<ProcessResizePtyResponse>(rt.record(rt.unknownValue)),
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
export const ProcessSpawnParams: t.Type<ProcessSpawnParams> = /* @__PURE__ */ rt.deferred(
  'ProcessSpawnParams',
  () =>
    rt.object<ProcessSpawnParams>(
      'ProcessSpawnParams',
      {
        command: rt.array(rt.string),
        cwd: rt.ref('AbsolutePathBuf', () => AbsolutePathBuf),
        processHandle: rt.string,
      },
      {
        env: rt.nullable(rt.record(rt.nullable(rt.string))),
        outputBytesCap: rt.nullable(rt.integer),
        size: rt.nullable(rt.ref('ProcessTerminalSize', () => ProcessTerminalSize)),
        streamStdin: rt.boolean,
        streamStdoutStderr: rt.boolean,
        timeoutMs: rt.nullable(rt.integer),
        tty: rt.boolean,
      },
    ),
);

/** Successful response for `process/spawn`. */
export type ProcessSpawnResponse = { [key: string]: unknown };
/** Successful response for `process/spawn`. */
export const ProcessSpawnResponse: t.Type<ProcessSpawnResponse> = /* @__PURE__ */ rt.deferred(
  'ProcessSpawnResponse',
  () => rt.typed<ProcessSpawnResponse>(rt.record(rt.unknownValue)),
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
export const ProcessWriteStdinParams: t.Type<ProcessWriteStdinParams> = /* @__PURE__ */ rt.deferred(
  'ProcessWriteStdinParams',
  () =>
    rt.object<ProcessWriteStdinParams>(
      'ProcessWriteStdinParams',
      { processHandle: rt.string },
      { closeStdin: rt.boolean, deltaBase64: rt.nullable(rt.string) },
    ),
);

/** Empty success response for `process/writeStdin`. */
export type ProcessWriteStdinResponse = { [key: string]: unknown };
/** Empty success response for `process/writeStdin`. */
export const ProcessWriteStdinResponse: t.Type<ProcessWriteStdinResponse> =
  /* @__PURE__ */ rt.deferred('ProcessWriteStdinResponse', () =>
    rt.typed<ProcessWriteStdinResponse>(rt.record(rt.unknownValue)),
  );
