/**
 * At `initialize`: compares the server's codex version (from its user agent)
 * with the schema's and describes a difference as a `serverVersionMismatch`
 * diagnostic, saying whether the server is inside the tested range.
 *
 * @example
 * const d = serverVersionDiagnostic(init.userAgent);
 * if (d) console.warn(d.message);
 */
import {
  SCHEMA_CODEX_VERSION,
  TESTED_CODEX_RANGE,
  codexVersionFromUserAgent,
  compareCodexVersions,
  isTestedCodexVersion,
} from '../protocol/codex-version.js';

/** The server runs another codex version than the bindings were generated from. */
export interface ServerVersionMismatch {
  readonly kind: 'serverVersionMismatch';
  /** From the user agent; `undefined` when the user agent carries no version. */
  readonly serverVersion: string | undefined;
  readonly schemaVersion: string;
  /** Inside `TESTED_CODEX_RANGE` (the compatibility matrix covers it). */
  readonly tested: boolean;
  readonly testedRange: { readonly oldest: string; readonly newest: string };
  readonly message: string;
}

/** `undefined` when the server runs the schema's version. */
export function serverVersionDiagnostic(userAgent: string): ServerVersionMismatch | undefined {
  const serverVersion = codexVersionFromUserAgent(userAgent);
  if (serverVersion === SCHEMA_CODEX_VERSION) return undefined;
  const tested = serverVersion !== undefined && isTestedCodexVersion(serverVersion);
  const range = `${TESTED_CODEX_RANGE.oldest} - ${TESTED_CODEX_RANGE.newest}`;
  const message =
    serverVersion === undefined
      ? `the server's user agent "${userAgent}" names no codex version; these bindings are for codex ${SCHEMA_CODEX_VERSION} (tested range ${range})`
      : `the server runs codex ${serverVersion}, these bindings are for codex ${SCHEMA_CODEX_VERSION}: ` +
        (tested
          ? `inside the tested range ${range}`
          : `outside the tested range ${range}` +
            (compareCodexVersions(serverVersion, TESTED_CODEX_RANGE.newest) > 0
              ? ' (newer: methods and fields added since decode generically)'
              : ' (older: newer methods fail with UnsupportedMethodError)'));
  return {
    kind: 'serverVersionMismatch',
    serverVersion,
    schemaVersion: SCHEMA_CODEX_VERSION,
    tested,
    testedRange: TESTED_CODEX_RANGE,
    message,
  };
}
