/**
 * The pinned native codex binary for tests. Node only.
 */
import { findCodexExecutable } from '../transport/find-executable.js';

/**
 * The native codex binary the kit starts: `explicit` if given, else
 * `$CODEX_EXECUTABLE`, else the one installed with the project's pinned
 * `@openai/codex` package. Unlike `findCodexExecutable()` it never looks on
 * PATH: tests must run the pinned version, not whatever codex the machine has.
 * A Node wrapper is resolved to its native binary (killing the wrapper can
 * orphan the real server). Throws `CodexExecutableNotFoundError` listing what
 * it tried.
 *
 * @example spawn(resolveCodexBinary(), ['app-server', '--listen', 'stdio://'], { env: { ...process.env, CODEX_HOME } })
 */
export function resolveCodexBinary(
  options: { explicit?: string; env?: Record<string, string | undefined> } = {},
): string {
  const env = options.env ?? process.env;
  return findCodexExecutable({
    executable: options.explicit,
    env: { CODEX_EXECUTABLE: env['CODEX_EXECUTABLE'], PATH: '' },
  });
}
