/**
 * Which codex versions these bindings speak to: the schema's own version
 * (generated), the older versions the compatibility matrix runs against
 * (`npm run test:compat`), and reading a server's version from its
 * `initialize` user agent.
 *
 * @example
 * const v = codexVersionFromUserAgent(init.userAgent); // '0.169.1'
 * if (v !== SCHEMA_CODEX_VERSION && !isTestedCodexVersion(v)) console.warn('untested codex', v);
 */
import { SCHEMA_CODEX_VERSION } from '../../gen/version.js';

export { SCHEMA_CODEX_VERSION };

/**
 * Older published codex versions the compatibility matrix runs the e2e subset
 * against, besides `SCHEMA_CODEX_VERSION`. `npm run codex:bump -- --write`
 * adds the previous pin here.
 */
export const COMPAT_CODEX_VERSIONS: readonly string[] = ['0.160.0', '0.169.1'];

/** Every version the matrix runs, oldest first: the compat versions and the schema's. */
export const TESTED_CODEX_VERSIONS: readonly string[] = /* @__PURE__ */ distinctSorted(
  COMPAT_CODEX_VERSIONS,
  SCHEMA_CODEX_VERSION,
);

/**
 * `versions` and `version`, each once, oldest first. A function marked pure
 * at its call: a bundler keeps a top-level `.sort()` call (and the generated
 * codecs' chunk it reads `SCHEMA_CODEX_VERSION` from) in every bundle.
 */
function distinctSorted(versions: readonly string[], version: string): string[] {
  return [...new Set([...versions, version])].sort(compareCodexVersions);
}

/** The tested range, inclusive: versions between two tested ones are assumed to work too. */
export const TESTED_CODEX_RANGE: { readonly oldest: string; readonly newest: string } =
  /* @__PURE__ */ rangeOf(TESTED_CODEX_VERSIONS);

function rangeOf(sorted: readonly string[]): { readonly oldest: string; readonly newest: string } {
  return { oldest: sorted[0]!, newest: sorted[sorted.length - 1]! };
}

/**
 * The codex version in an app-server user agent
 * (`<client name>/<codex version> (<os>; <arch>) <terminal> (<client name>; <client version>)`),
 * or `undefined` when it has none.
 *
 * @example
 * codexVersionFromUserAgent('my_app/0.171.0 (Debian 12.0.0; x86_64) xterm (my_app; 1.0)'); // '0.171.0'
 */
export function codexVersionFromUserAgent(userAgent: string): string | undefined {
  return /^[^/\s]+\/(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)/.exec(userAgent)?.[1];
}

/** Orders `MAJOR.MINOR.PATCH[-pre]` versions (a pre-release before its release). */
export function compareCodexVersions(a: string, b: string): number {
  const parse = (v: string): [number[], string] => {
    const [core = '', pre = ''] = v.split(/-(.*)/s, 2);
    return [core.split('.').map((n) => Number(n)), pre];
  };
  const [ca, pa] = parse(a);
  const [cb, pb] = parse(b);
  for (let i = 0; i < 3; i++) {
    const d = (ca[i] ?? 0) - (cb[i] ?? 0);
    if (d !== 0) return d;
  }
  if (pa === pb) return 0;
  if (pa === '') return 1;
  if (pb === '') return -1;
  return pa < pb ? -1 : 1;
}

/** Whether `version` lies inside `TESTED_CODEX_RANGE` (inclusive). */
export function isTestedCodexVersion(version: string): boolean {
  return (
    compareCodexVersions(version, TESTED_CODEX_RANGE.oldest) >= 0 &&
    compareCodexVersions(version, TESTED_CODEX_RANGE.newest) <= 0
  );
}
